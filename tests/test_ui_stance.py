"""The user's side in the chat: stated once, remembered for the conversation, followed by the badges, never
flipped by a follow-up; cards show the role mapping, the deciding sentence and the holding with offsets; the
exports and ``lcr search --json`` carry the same."""

import json

import pytest

from lcr_ui import chat
from lcr_ui.conversation import Card, Conversation, Quote, StanceView, Turn
from lcr_ui.export import to_csv, to_json, to_markdown
from lcr_ui.followup import Refine
from lcr_ui.highlight import fold_space

FACTS = ("A government cashier was dismissed from service after a departmental inquiry for altering the cash "
         "book; he was convicted of criminal breach of trust. What must be proved?")


def ask(engine, conv, message, intent=None, k=5):
    conv.add(Turn("user", message))
    turns = chat.respond(engine, conv, message, intent, chat.Controls(k=k), None)
    for t in turns:
        conv.add(t)
    return turns


@pytest.fixture(scope="module")
def talk(demo_engine):
    conv = Conversation()
    first = ask(demo_engine, conv, FACTS)[0]
    side = ask(demo_engine, conv, "I act for the accused")[0]
    follow = ask(demo_engine, conv, "show 5", Refine(k=5))[0]
    return conv, first, side, follow


def test_without_a_side_the_cards_say_so_and_keep_petitioner_wording(talk):
    conv, first, _, _ = talk
    assert first.kind == "results" and first.cards
    for c in first.cards:
        assert c.stance.user_role is None and c.stance.user is None
        assert c.stance.petitioner in ("supports", "neutral", "opposes")
    assert "no side stated" in first.text


def test_a_stated_side_is_remembered_and_the_badges_follow_it(talk):
    conv, first, side, _ = talk
    assert conv.side == "accused" and "act for the accused" in conv.side_sentence
    assert side.kind == "results" and any("you act for the accused" in n for n in side.notices)
    assert [c.case_id for c in side.cards] == [c.case_id for c in first.cards]  # the same results, re-read
    for c in side.cards:
        assert c.stance.user_role == "accused" and c.stance.user in ("supports", "neutral", "opposes")
        assert c.stance.mapping  # the role mapping is on the card
        if c.stance.deciding:
            assert any(q.kind == "outcome" or c.stance.deciding in q.text or q.text in c.stance.deciding
                       for q in c.quotes)
    assert "for the accused:" in side.text


def test_a_follow_up_does_not_flip_a_badge(talk):
    conv, _, side, follow = talk
    before = {c.case_id: c.stance.user for c in side.cards}
    for c in follow.cards:
        if c.case_id in before:
            assert c.stance.user == before[c.case_id]
    assert conv.side == "accused"


def test_every_cited_passage_is_on_the_card_with_offsets(talk, demo_engine):
    _, _, side, _ = talk
    for c in side.cards:
        refs = {q.ref for q in c.quotes}
        for ref in {r for r in __import__("re").findall(r"\[(p\d+)\]", c.rationale)}:
            assert ref in refs, (c.case_id, ref, c.rationale)
        case = demo_engine.case(c.case_id)
        for q in c.quotes:
            if q.start >= 0:
                assert fold_space(case.text[q.start : q.end]).startswith(q.text[:40].rstrip("…").rstrip())
    assert any(q.kind == "holding" for c in side.cards for q in c.quotes)


def test_changing_the_side_changes_the_badges_and_back_restores_them(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, FACTS)
    acc = ask(demo_engine, conv, "for the accused")[0]
    pro = ask(demo_engine, conv, "we represent the prosecution")[0]
    assert conv.side == "prosecution" and any("changed from the accused" in n for n in pro.notices)
    mirror = {"supports": "opposes", "opposes": "supports", "neutral": "neutral"}
    a = {c.case_id: c.stance for c in acc.cards}
    for c in pro.cards:
        s = a.get(c.case_id)
        if s is not None and s.appellant_role in ("accused", "prosecution"):
            assert c.stance.user == mirror[s.user]


def test_remembered_stance_wins_over_a_different_reading():
    conv = Conversation(side="employee")
    base = dict(rank=1, case_id="C1", title="t", court=None, year=None, score=1.0, s_lex=0.0, s_sem=0.0,
                best_facet="facts", lex={}, sem={}, quotes=())
    first = conv.remember([Card(**base, stance=StanceView("allowed", "supports", "opposes", "r", "employee", "supports"))])
    again = conv.remember([Card(**base, stance=StanceView("allowed", "opposes", "supports", "r", "employee", "opposes"))])
    assert first[0].stance.user == "supports" and again[0].stance.user == "supports" and again[0].stance.remembered
    conv.set_side("employer")
    other = conv.remember([Card(**base, stance=StanceView("allowed", "opposes", "supports", "r", "employer", "opposes"))])
    assert other[0].stance.user == "opposes"
    back = Conversation.from_json(json.loads(json.dumps(conv.to_json())))
    assert back.side == "employer" and back.stances == conv.stances


def test_exports_carry_the_stance_mapping_and_evidence():
    stance = StanceView("dismissed", "opposes", "supports", "Supports the employee.", "employee", "supports",
                        "the employee was the respondent here; the appeal was dismissed",
                        "In the result, the appeal is dismissed.", 100, 140, "employer", "employee",
                        "The LLM read employee opposes (rules: supports).")
    card = Card(rank=1, case_id="C1", title="U v. R", court=None, year=None, score=1.0, s_lex=0.0, s_sem=0.0,
                best_facet="facts", lex={}, sem={},
                quotes=(Quote("facts", "dismissed without the report", "p1", "match", 5, 33),
                        Quote("reasoning", "We hold the report must be given", "p2", "holding", 60, 92)),
                rationale="r [p1]", stance=stance, explained_by="offline@2")
    row = list(__import__("csv").DictReader(__import__("io").StringIO(to_csv([card]))))[0]
    assert row["side"] == "employee" and row["stance_for_side"] == "supports"
    assert row["role_mapping"].startswith("the employee was the respondent")
    assert row["deciding_sentence"] == "In the result, the appeal is dismissed."
    assert row["holding"] == "We hold the report must be given" and row["explained_by"] == "offline@2"
    data = json.loads(to_json([card]))
    assert data["side"] == "employee"
    assert data["results"][0]["card"]["quotes"][1] == {"facet": "reasoning", "text": "We hold the report must be given",
                                                       "ref": "p2", "kind": "holding", "start": 60, "end": 92}
    md = to_markdown([card])
    assert "Stance for the employee: supports" in md and "holding, reasoning, chars 60–92" in md
    assert "LLM read employee opposes" in md


def test_search_json_carries_the_explanation(demo_engine):
    from typer.testing import CliRunner

    from lcr_core.cli import app

    got = CliRunner().invoke(app, ["search", FACTS, "--k", "3", "--json", "--side", "employee",
                                   "--store", str(demo_engine.settings.store)],
                             env={"LCR_CACHE_DIR": str(demo_engine.settings.cache_dir)})
    assert got.exit_code == 0, got.output
    rows = json.loads(got.output[got.output.index("["):])
    ex = rows[0]["explanation"]
    assert ex["stance"]["user_role"] == "employee" and ex["stance"]["user"] in ("supports", "neutral", "opposes")
    assert ex["produced_by"].startswith("offline@") and ex["passages"]
    assert all({"id", "start", "end", "text", "kind"} <= set(p) for p in ex["passages"])
    bad = CliRunner().invoke(app, ["search", FACTS, "--json", "--side", "wizard",
                                   "--store", str(demo_engine.settings.store)])
    assert bad.exit_code == 2
