"""Exports of a result list: CSV/JSON/Markdown carry ids, scores, stance, rationale and quotes, safely."""

import csv
import io
import json

from markdown_it import MarkdownIt

from lcr_ui.conversation import Card, Conversation, FilterSpec, Quote, SearchSpec, StanceView, Turn, WeightSpec
from lcr_ui.export import COLUMNS, to_csv, to_json, to_markdown


def card(rank=1, **kw):
    base = dict(rank=rank, case_id=f"C{rank}", title=f"A v. B {rank}", court="Supreme Court of India", year=1990 + rank,
                score=2.5 - rank / 10, s_lex=1.25, s_sem=-0.5, best_facet="facts",
                lex={"facts": 3.0, "issues": 0.0, "decision": 0.0, "reasoning": 1.0},
                sem={"facts": 0.7, "issues": 0.1, "decision": 0.2, "reasoning": 0.5},
                quotes=(Quote("facts", "The husband demanded dowry."),), rationale="Both concern dowry demands.",
                stance=StanceView("dismissed", "opposes", "supports", "The appeal was dismissed."),
                explained_by="offline@1")
    base.update(kw)
    return Card(**base)


SPEC = SearchSpec("wife died; dowry demanded", 10, FilterSpec(year_min=1991), None)


def test_csv_round_trips_every_field_and_defuses_formulas():
    cards = [card(1), card(2, title="=HYPERLINK(\"http://evil\")", rationale="+cmd|' /C calc'!A0", stance=None)]
    rows = list(csv.DictReader(io.StringIO(to_csv(cards))))
    assert list(rows[0]) == COLUMNS
    assert rows[0]["case_id"] == "C1" and float(rows[0]["score"]) == 2.4 and rows[0]["petitioner"] == "opposes"
    assert rows[0]["respondent"] == "supports" and rows[0]["quote"] == "The husband demanded dowry."
    assert rows[1]["title"].startswith("'=") and rows[1]["rationale"].startswith("'+")
    assert rows[1]["petitioner"] == "" and rows[1]["year"] == "1992"


def test_json_has_the_query_filters_and_results():
    data = json.loads(to_json([card(1), card(2)], SPEC))
    assert data["query"] == SPEC.query and data["filters"]["year_min"] == 1991
    assert [r["case_id"] for r in data["results"]] == ["C1", "C2"]
    assert data["results"][0]["rationale"] == "Both concern dowry demands."


def test_markdown_memo_is_readable_and_inert():
    md = to_markdown([card(1, quotes=(Quote("reasoning", "See [here](javascript:x) <script>y</script>"),))], SPEC)
    assert "## 1. A v. B 1 (C1)" in md and "petitioner opposes" in md and "Filters:** 1991 onwards" in md
    html = MarkdownIt("commonmark", {"html": True}).render(md)
    assert "<script>" not in html and "<a " not in html
    assert "<blockquote>" in html  # the quote is a quote


def test_conversation_json_round_trip_keeps_cards_and_specs():
    conv = Conversation([
        Turn("user", "facts"),
        Turn("assistant", "2 precedents", kind="results", cards=[card(1), card(2, stance=None)],
             spec=SearchSpec("facts", 2, FilterSpec(1991, None, ("Supreme Court of India",), ("C9",)),
                             WeightSpec(0.4, 0.8, (0.25,) * 4, (0.25,) * 4, "custom"), "label"),
             query_terms=["facts"], steps=[("ranking", 0.1)], notices=["n"]),
    ])
    back = Conversation.from_json(json.loads(json.dumps(conv.to_json())))
    assert back == conv
    assert back.last_results().spec.filters.courts == ("Supreme Court of India",)


def test_markdown_export_keeps_the_whole_fact_pattern():
    facts = " ".join(f"fact{i} happened on day {i}." for i in range(400))  # ~9,000 characters
    md = to_markdown([card(1)], SearchSpec(facts, 10))
    line = next(x for x in md.splitlines() if x.startswith("**Fact pattern:**"))
    assert line.endswith("fact399 happened on day 399.") and "fact250 happened" in line
