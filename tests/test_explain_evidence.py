"""Evidence passages and the offline rationale: grounded in the stored text (checked over every top-10 result
of the AILA val queries), chosen by unit cosine then term overlap, and robust to odd cases."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from lcr_core.explain import explain_hits
from lcr_core.explain.evidence import CaseData, QueryFacet, best_window, select_evidence, shared_phrases
from lcr_core.lexical import Analyzer
from lcr_core.schema import FACETS, Facets, Hit
from lcr_core.text import Span, sentence_spans

ROOT = Path(__file__).resolve().parents[1]
AILA = ROOT.parent / "shared" / "data" / "aila2019"


def _val_queries() -> list[tuple[str, str]]:
    out = []
    for name in ("queries_val.jsonl", "queries_val_short.jsonl"):
        with open(AILA / name, encoding="utf-8") as fh:
            for line in fh:
                q = json.loads(line)
                text = q["text"] + ("\n" + q["question"] if q.get("question") else "")
                out.append((f"{name}:{q['id']}", text))
    return out


def _check_grounded(engine, result, explanations) -> int:
    """Every property the UI relies on; returns how many passages were checked."""
    assert [e.case_id for e in explanations] == [h.case_id for h in result.hits]
    n = 0
    for hit, ex in zip(result.hits, explanations):
        text = engine.case(hit.case_id).text
        assert ex.produced_by == "offline@2"
        assert ex.facet == hit.best_facet
        assert 1 <= len([p for p in ex.passages if p.kind == "match"]) <= 3
        assert len([p for p in ex.passages if p.kind == "holding"]) <= 1
        quoted = list(ex.passages) + ([ex.stance.evidence] if ex.stance.evidence else [])
        ids = [p.id for p in quoted]
        assert len(set(p.id for p in ex.passages)) == len(ex.passages)
        for p in quoted:
            assert text[p.start : p.end] == p.text and p.text.strip(), (hit.case_id, p)
            assert len(p.text) <= 600
            n += 1
        assert set(ex.cited) <= set(ids) and ex.cited
        cited_text = " ".join(p.text for p in quoted if p.id in ex.cited)
        for term in re.findall(r"\u201c(.+?)\u201d", ex.rationale):
            assert term in cited_text, (hit.case_id, term)
        for pid in re.findall(r"\b(p\d+)\b", ex.rationale):
            assert pid in ex.cited
        assert 1 <= len(sentence_spans(ex.rationale)) <= 3, ex.rationale
        if ex.stance.outcome in ("partly", "other", "unknown"):
            assert ex.stance.petitioner == ex.stance.respondent == "neutral"
        else:
            assert ex.stance.evidence is not None
            assert {ex.stance.petitioner, ex.stance.respondent} == {"supports", "opposes"}
    return n


@pytest.mark.slow  # encodes the 20 val queries (100+ texts); seconds on an idle 2-core machine, minutes when busy
@pytest.mark.skipif(not AILA.exists(), reason="../shared/data/aila2019 not available")
def test_every_quote_of_every_val_top10_is_exact(demo_engine):
    checked = 0
    for qid, text in _val_queries():
        result = demo_engine.search(text, k=10)
        assert len(result.hits) == 10, qid
        checked += _check_grounded(demo_engine, result, explain_hits(demo_engine, result, k=10, llm=False))
    assert checked >= 20 * 10 * 2


def test_explain_hits_respects_k_and_order(demo_engine):
    result = demo_engine.search("The landlord sought eviction of the tenant for arrears of rent and bona fide "
                                "personal need. Whether the tenant can be evicted?", k=8)
    out = explain_hits(demo_engine, result, k=5, llm=False)
    assert [e.case_id for e in out] == [h.case_id for h in result.hits[:5]]
    _check_grounded(demo_engine, type(result)(result.hits[:5], result.query, result.pool_size, result.weights), out)
    assert out[0].to_json()["stance"]["petitioner"] in ("supports", "neutral", "opposes")


def test_a_case_missing_from_the_store_gets_a_neutral_explanation(demo_engine):
    result = demo_engine.search("murder conviction on circumstantial evidence", k=2)
    ghost = Hit("no-such-case", 3, 0.0, 0.0, 0.0, {f: 0.0 for f in FACETS}, {f: 0.0 for f in FACETS}, "facts",
                None, None, 0.0)
    result.hits.append(ghost)
    out = explain_hits(demo_engine, result, llm=False)
    assert len(out) == 3 and out[2].case_id == "no-such-case"
    assert out[2].produced_by == "offline@2 (case missing)" and not out[2].passages
    assert out[2].stance.petitioner == out[2].stance.respondent == "neutral"


# ---- selection on a constructed case ----------------------------------------------------------------------

def _unit(v: list[float]) -> np.ndarray:
    a = np.zeros(8, dtype=np.float32)
    a[: len(v)] = v
    return a / np.linalg.norm(a)


def _case(paragraphs: list[str], vectors: list[np.ndarray], facet_paragraphs: list[int] | None = None) -> CaseData:
    text = "\n".join(paragraphs)
    units, pos = [], 0
    for p in paragraphs:
        units.append([pos, pos + len(p)])
        pos += len(p) + 1
    chosen = range(len(paragraphs)) if facet_paragraphs is None else facet_paragraphs
    spans = {f: [] for f in FACETS}
    spans["reasoning"] = [Span(units[i][0], units[i][1]) for i in chosen]
    return CaseData("T1", text, Facets(spans, "test"), "T1", np.asarray(units, dtype=np.int64), np.stack(vectors))


ANALYZER = Analyzer()
IDF = {"pension": 3.0, "gratuity": 3.0, "forfeiture": 3.5, "misconduct": 2.0, "employee": 1.0}
P_FAR = ("The employee claimed pension and gratuity after forfeiture for misconduct was ordered by the Board. "
         "Pension, gratuity and forfeiture were argued at length before the Tribunal in these proceedings.")
P_NEAR = ("The railway line was laid across the village in the year of the survey by the engineers. "
          "The forfeiture of gratuity for misconduct is not permitted once the employee has retired from service.")
P_OTHER = "The land was acquired for a public purpose and compensation was paid to the owners in the same year."


def test_the_closest_unit_decides_and_terms_pick_the_sentence_inside_it():
    q = QueryFacet("reasoning", _unit([0, 1, 0.1]), tuple(ANALYZER("forfeiture of gratuity for misconduct")))
    case = _case([P_FAR, P_NEAR, P_OTHER], [_unit([1, 0, 0]), _unit([0, 1, 0]), _unit([0, 0, 1])])
    picks = select_evidence(case, "reasoning", q, ANALYZER, IDF)
    # P_FAR has more query terms, but its unit is far from the query: the evidence comes from P_NEAR's unit,
    # and inside it the sentence that shares terms beats the one that shares none
    best = case.text[picks[0].span.start : picks[0].span.end]
    assert best.startswith("The forfeiture of gratuity") and picks[0].facet == "reasoning"
    assert all(case.text[p.span.start : p.span.end] in P_NEAR for p in picks)
    assert set(picks[0].terms) == {"forfeiture", "gratuity", "misconduct"}


def test_term_overlap_breaks_a_near_tie_between_units():
    q = QueryFacet("reasoning", _unit([1, 0]), tuple(ANALYZER("pension gratuity forfeiture")))
    # cos(P_OTHER) = 0.80 with no shared term, cos(P_FAR) = 0.77 with terms: a near tie, the terms decide
    case = _case([P_OTHER, P_FAR], [_unit([0.80, 0.60]), _unit([0.77, (1 - 0.77**2) ** 0.5])])
    cos = case.unit_vecs @ q.vector
    assert cos[0] == pytest.approx(0.80, abs=1e-6) and cos[1] == pytest.approx(0.77, abs=1e-6)
    picks = select_evidence(case, "reasoning", q, ANALYZER, IDF)
    assert case.text[picks[0].span.start : picks[0].span.end] in P_FAR
    # ... but a clear gap in meaning is not overturned by term overlap
    case = _case([P_OTHER, P_FAR], [_unit([0.80, 0.60]), _unit([0.70, (1 - 0.70**2) ** 0.5])])
    picks = select_evidence(case, "reasoning", q, ANALYZER, IDF)
    assert case.text[picks[0].span.start : picks[0].span.end] == P_OTHER


def test_only_sentences_of_the_facet_are_quoted():
    q = QueryFacet("reasoning", _unit([0, 1]), tuple(ANALYZER("forfeiture gratuity misconduct")))
    case = _case([P_FAR, P_NEAR], [_unit([1, 0]), _unit([0, 1])], facet_paragraphs=[0])
    picks = select_evidence(case, "reasoning", q, ANALYZER, IDF)
    assert picks and all(case.text[p.span.start : p.span.end] in P_FAR for p in picks)


def test_no_unit_vectors_falls_back_to_term_overlap_and_an_empty_facet_to_the_whole_text():
    q = QueryFacet("reasoning", _unit([0, 1]), tuple(ANALYZER("forfeiture gratuity misconduct retired")))
    case = _case([P_OTHER, P_NEAR], [_unit([1, 0]), _unit([0, 1])])
    case.units, case.unit_vecs = np.zeros((0, 2), np.int64), np.zeros((0, 0), np.float32)
    picks = select_evidence(case, "reasoning", q, ANALYZER, IDF)
    assert case.text[picks[0].span.start : picks[0].span.end].startswith("The forfeiture of gratuity")
    picks = select_evidence(case, "issues", q, ANALYZER, IDF)  # the case has no issues facet
    assert picks and case.text[picks[0].span.start : picks[0].span.end].startswith("The forfeiture")
    assert picks[0].facet == "reasoning"  # labelled with the facet it actually lies in
    empty = _case([""], [_unit([1])])
    assert select_evidence(empty, "reasoning", q, ANALYZER, IDF) == []


def test_a_long_sentence_is_cut_to_the_window_with_the_query_terms():
    filler = " ".join(["the tribunal heard the parties at length on the points raised"] * 30)
    text = filler + " and finally the forfeiture of gratuity was held illegal " + filler
    span = best_window(text, Span(0, len(text)), {"forfeiture", "gratuity"}, ANALYZER, 600)
    quote = text[span.start : span.end]
    assert len(quote) <= 600 and "forfeiture of gratuity" in quote
    assert text[span.start - 1] == " " and text[span.end] == " "  # word boundaries


def test_shared_phrases_prefer_legal_concepts_over_generic_words():
    passage = ("The appellant was convicted by the High Court of criminal breach of trust in respect of the funds "
               "of the housing society.")
    query = ANALYZER("He was prosecuted for criminal breach of trust of society funds and the High Court convicted")
    idf = {"criminal": 1.6, "breach": 2.2, "trust": 1.9, "society": 1.8, "funds": 1.7, "high": 0.1, "court": 0.05,
           "convicted": 0.9, "appellant": 0.01}
    got = shared_phrases(passage, Span(0, len(passage)), query, ANALYZER, idf, n_docs=1000)
    assert got[0] == "criminal breach of trust"
    assert "High Court" not in got and "convicted" not in got  # generic, or in over 20% of judgments
    assert all(t in passage for t in got)
