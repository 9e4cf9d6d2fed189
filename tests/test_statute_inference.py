"""Lever 9: a judgment's Act-qualified statute set, statute-free training text, the two estimates of the
provisions a query engages (neighbours, a classifier trained on the corpus) and the fused order."""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from lcr_core.phrases import statute_terms
from benchmarks.statute_classifier import StatuteClassifier, training_windows
from lcr_core.statute_inference import StatuteSets, fused_order, neighbour_distribution
from lcr_core.statutes import statute_set, without_statutes
from store_fixtures import raw, small_cases, small_engine  # noqa: F401

DEMO = Path(__file__).resolve().parents[1] / "lcr_core" / "data" / "demo" / "aila2019_demo.jsonl.gz"


@pytest.fixture(scope="module")
def demo() -> list[dict]:
    with gzip.open(DEMO, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def test_quantities_years_and_lettered_sections_are_read_as_written():
    assert statute_terms("convicted under Section 302 and 5 years rigorous imprisonment") == ["§302"]
    assert statute_terms("the 1973 Code of Criminal Procedure") == []
    assert statute_terms("Sections 498-A and 304-B IPC") == ["§498a", "§304b"]
    assert statute_terms("u/s 120-B") == ["§120b"]
    # a unit is a whole word: a name or word that only starts like one leaves the provision read
    assert statute_terms("convicted under Section 302 Dayaram was the first witness") == ["§302"]
    assert statute_terms("returns under section 12 Monthly or quarterly") == ["§12"]
    assert statute_terms("under Section 5 yrs. of service") == []


def test_each_provision_takes_its_own_act_and_a_bare_number_the_act_given_elsewhere():
    text = ("The accused was charged under Section 302 IPC and Section 3 of the Prevention of Corruption Act. "
            "His statement under Section 313 of the Code of Criminal Procedure was recorded. Section 302 was "
            "later read with Section 34. Article 311(2) of the Constitution; Section 5 of the Act.")
    assert statute_set(text) == {"ipc§302", "prevention-corruption§3", "crpc§313", "§34", "art§311", "§5"}


def test_statute_free_text_names_no_provision_but_keeps_the_facts(demo):
    texts = [r["text"] for r in demo[:80]]
    named = [t for t in texts if statute_set(t)]
    assert len(named) > 40
    for t in named:
        cut = without_statutes(t)
        assert not statute_set(cut), statute_set(cut)
        assert len(cut.split()) > 0.8 * len(t.split())
    assert without_statutes("He was convicted under Section 302 IPC for the murder.") == \
        "He was convicted under for the murder."


def test_statute_sets_hold_each_judgments_set_and_rarer_terms_weigh_more(demo):
    texts = [r["text"] for r in demo]
    sets = StatuteSets.build(texts)
    for i in (0, 5, 17):
        assert {sets.terms[j] for j in sets.matrix[i].indices} == statute_set(texts[i])
    df = np.asarray(sets.matrix.sum(axis=0)).ravel()
    top = sets.frequent(5)
    assert list(df[top]) == sorted(df[top], reverse=True)
    rare = int(np.argmin(df))
    assert sets.idf[rare] > sets.idf[top[0]]


def test_neighbours_follow_the_top_judgments_statutes(demo):
    texts = [r["text"] for r in demo]
    sets = StatuteSets.build(texts)
    target = next(i for i, t in enumerate(texts) if len(statute_set(t)) >= 3)
    bm25 = np.zeros(len(texts))
    bm25[target], bm25[(target + 1) % len(texts)] = 10.0, 1.0
    p1 = neighbour_distribution(sets, bm25, k=1)
    assert np.isclose(p1.sum(), 1.0)
    assert {sets.terms[j] for j in np.flatnonzero(p1)} == statute_set(texts[target])
    p2 = neighbour_distribution(sets, bm25, k=2)  # the second judgment counts, but less than the first
    own = [sets.terms.index(t) for t in statute_set(texts[target]) - statute_set(texts[(target + 1) % len(texts)])]
    assert own and all(p2[j] < p1[j] for j in own)
    assert not neighbour_distribution(sets, np.zeros(len(texts)), k=5).any()


def test_the_classifier_learns_from_its_rows_only_and_ranks_a_seen_judgments_statutes_high(demo):
    texts = [r["text"] for r in demo]
    sets = StatuteSets.build(texts)
    rows = list(range(125))
    clf = StatuteClassifier.train(texts, sets, rows, n_terms=20)
    analyse = clf.vectorizer.build_analyzer()
    inside = {w for i in rows for w in analyse(without_statutes(texts[i]))}
    vocab = set(clf.vectorizer.vocabulary_)
    assert vocab <= inside  # nothing of the other judgments was learned from
    outside = Counter(w for i in range(125, len(texts)) for w in set(analyse(texts[i][:3000])))
    assert any(c >= 5 and w not in inside for w, c in outside.items())  # ... and they had words to leak
    seen = [i for i in rows if statute_set(texts[i]) & {sets.terms[j] for j in clf.columns}][:40]
    probs = clf.probabilities_many([training_windows(texts[i], (400,))[0] for i in seen])
    named = [{sets.terms[j] for j in sets.matrix[i].indices} for i in seen]
    cols = [sets.terms[j] for j in clf.columns]
    hit = np.mean([cols[int(np.argmax(p))] in n for p, n in zip(probs, named)])
    prior = np.mean([cols[0] in n for n in named])  # always guessing the most frequent term
    assert hit > prior
    dist = clf.distribution(texts[seen[0]])
    assert np.isclose(dist.sum(), 1.0) and set(np.flatnonzero(dist)) <= set(clf.columns.tolist())


def test_fused_order_keeps_bm25_order_at_weight_zero_and_lifts_statute_matches():
    bm25 = np.array([5.0, 4.0, 3.0, 0.0, 2.0])
    statute = np.array([0.0, 0.0, 0.0, 9.0, 1.0])
    assert fused_order(bm25, statute, 0.0).tolist() == [0, 1, 2, 4]  # a zero-score judgment is not in the pool
    assert fused_order(bm25, statute, 5.0)[0] == 4
    assert fused_order(bm25, statute, 5.0, pool_m=2).tolist() == [0, 1]


def test_a_profile_carries_the_statute_option_and_refuses_a_bad_one():
    from lcr_core.profiles import Profile
    from lcr_core.statute_inference import StatuteOptions

    p = Profile("q", "", statutes=StatuteOptions(5, 0.2))
    again = Profile.from_json(json.loads(json.dumps(p.to_json())))
    assert again.statutes == StatuteOptions(5, 0.2) and again.to_json() == p.to_json()
    assert "statutes" not in Profile("q", "").to_json()["query"]  # profiles without the option are unchanged
    with pytest.raises(ValueError, match="statute method"):
        StatuteOptions.from_json({"method": "classifier"})
    with pytest.raises(ValueError, match="k >= 1"):
        StatuteOptions(0, 0.2)


def test_stage1_is_reordered_by_the_top_judgments_statutes_within_its_pool(demo_engine):
    from dataclasses import replace

    from lcr_core.profiles import Profile
    from lcr_core.query_types import detect
    from lcr_core.ranking import rank_query
    from lcr_core.statute_inference import StatuteOptions

    query = ("The husband and his mother harassed the young wife for more dowry; she died of burns within two "
             "years of the marriage and her father said she had been beaten")
    words = Profile("w", "", stage2="bm25", known_item=False, k1=1.2, b=1.0, top_a=1000)
    with_s = replace(words, statutes=StatuteOptions(5, 0.5))
    r_words = rank_query(demo_engine, query, words, detect(query))
    r_s = rank_query(demo_engine, query, with_s, detect(query))
    sets = demo_engine.statute_sets_for(demo_engine.index)
    assert demo_engine.statute_sets_for(demo_engine.index) is sets  # built once per index
    statute = sets.scores(neighbour_distribution(sets, r_words.bm25, 5))
    want = fused_order(r_words.bm25, statute, 0.5)
    got = r_s.rows(len(want))
    assert got.tolist() == want.tolist()
    assert got.tolist() != r_words.rows(len(want)).tolist()  # the statutes did move something
    assert set(got.tolist()) == set(r_words.rows(len(want)).tolist())  # ... within the same pool


def test_only_the_typed_profile_ranks_with_inferred_statutes(demo_engine, monkeypatch):
    """Lever 9 ships in the typed fact-pattern profile only (selected on train, 2026-11-29): the other profiles
    must never build the statute sets."""
    from lcr_core.profiles import shipped
    from lcr_core.query_types import detect
    from lcr_core.ranking import rank_query

    real, asked = demo_engine.statute_sets_for, []

    def watched(index):
        asked.append(current)
        return real(index)

    monkeypatch.setattr(demo_engine, "statute_sets_for", watched)
    query = "The appellant was convicted of murder on circumstantial evidence and the last seen theory"
    profiles = shipped()
    assert {k for k, p in profiles.items() if p.statutes is not None} == {"fact_pattern"}
    for current, profile in profiles.items():
        assert rank_query(demo_engine, query, profile, detect(query)).bm25.max() > 0
    assert set(asked) == {"fact_pattern"}


def test_a_number_written_before_its_act_takes_that_act():
    """"302 IPC" names its Act inside the mention ("Section 302 IPC" names it after): it was read as a bare §302,
    and "Section 420 of the IPC" (the article before an abbreviation) also lost its Act."""
    assert statute_set("He was convicted under 302 IPC and 313 Cr.P.C.") == {"ipc§302", "crpc§313"}
    assert statute_set("bail under 438 of the Code of Criminal Procedure") == {"crpc§438"}
    assert statute_set("Section 420 of the IPC and Section 482 of the Cr.P.C.") == {"ipc§420", "crpc§482"}
    assert statute_set("Section 5 of the Act") == {"§5"}  # still no Act when none is named


def test_the_statute_sets_follow_the_index_after_a_write(tmp_path, cache_dir, small_cases):  # noqa: F811
    """Cached for one index only: a write gives a new index, whose sets are read again (a stale matrix would
    have fewer rows than the index and score the wrong judgments)."""
    cases = small_cases
    engine = small_engine(tmp_path / "store", cache_dir, cases[:3])
    first = engine.index
    sets = engine.statute_sets_for(first)
    assert sets.matrix.shape[0] == first.size == 3
    engine.ingest_cases([raw(cases[3])])
    second = engine.index
    assert second is not first
    again = engine.statute_sets_for(second)
    assert again is not sets and again.matrix.shape[0] == second.size == 4
    assert {again.terms[j] for j in again.matrix[second.ids.index(cases[3]["id"])].indices} == \
        statute_set(cases[3]["text"])


def test_part_one_of_a_section_is_that_section_as_lever_8_read_it():
    """"Section 304-I IPC" is Part I of s. 304 (as "304-II" is Part II): the hyphenated-letter fix made it a
    term of its own, §304i, apart from "Section 304 Part I" and "304-II" (both §304)."""
    assert statute_terms("convicted under Section 304-I IPC") == ["§304"]
    assert statute_terms("Section 304-II IPC and s. 304 Part I") == ["§304", "§304"]
    assert statute_set("altered to Section 304-I IPC") == {"ipc§304"}
    assert statute_terms("Sections 498-A, 304-B and 120-B IPC") == ["§498a", "§304b", "§120b"]  # letters kept
    assert statute_terms("convicted under 302 to 304-I IPC") == ["§304"]  # "302 to" names no Act
    assert statute_set("reduced to 304 Part II of the Indian Penal Code") == {"ipc§304"}


def test_a_filtered_out_judgment_neither_informs_the_statutes_nor_is_lifted():
    """``with_statutes`` under a filter mask (a court or year filter): the best BM25 judgment outside the mask must
    not decide p(t|q), and rows outside the mask keep their BM25 score."""
    from lcr_core.statute_inference import StatuteOptions, with_statutes

    texts = ["convicted under Section 302 IPC for murder", "Section 420 IPC cheating", "Section 420 IPC again",
             "Section 302 IPC once more", "no provision named"]
    sets = StatuteSets.build(texts)
    bm25 = np.array([9.0, 3.0, 1.0, 2.0, 1.5])
    mask = np.array([False, True, True, True, True])
    opts = StatuteOptions(k=1, weight=5.0)
    got = with_statutes(sets, opts, bm25, pool_m=10, mask=mask)
    assert got[0] == bm25[0]  # outside the filter: untouched
    # p(t|q) comes from judgment 1 (s. 420), the best inside the filter: judgment 2 rises above 3, not 3 above 2
    assert got[2] > got[3]
    unfiltered = with_statutes(sets, opts, bm25, pool_m=10)
    assert unfiltered[3] > unfiltered[2]  # judgment 0 (s. 302) would have lifted judgment 3 instead
