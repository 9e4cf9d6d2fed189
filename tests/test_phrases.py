"""Phrase terms on the lexical side (lever 8): statute references normalised to one term, word pairs after
stop-word removal, the phrase index scoring exactly as a BM25 built over the same terms, and profiles that
carry the option through Stage 1."""

from __future__ import annotations

import gzip
import json
from collections import Counter
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from lcr_core.lexical import Analyzer, BM25Matrix
from lcr_core.phrases import PhraseIndex, PhraseOptions, bigrams, statute_terms
from lcr_core.profiles import Profile
from lcr_core.query_types import detect
from lcr_core.ranking import rank_query

DEMO = Path(__file__).resolve().parents[1] / "lcr_core" / "data" / "demo" / "aila2019_demo.jsonl.gz"


def _demo_texts(n: int = 60) -> list[str]:
    with gzip.open(DEMO, "rt", encoding="utf-8") as fh:
        return [json.loads(line)["text"] for _, line in zip(range(n), fh)]


def test_one_provision_is_one_term_however_it_is_written():
    forms = ["convicted under Section 302 IPC", "s. 302 of the Indian Penal Code", "charged u/s 302",
             "punishable under 302 IPC", "sec. 302 of the I.P.C.", "Section 302(1) of the Code"]
    assert [statute_terms(f) for f in forms] == [["§302"]] * len(forms)
    assert statute_terms("Sections 302, 307 and 34 of the Indian Penal Code") == ["§302", "§307", "§34"]
    assert statute_terms("Section 304B read with 498A") == ["§304b", "§498a"]
    assert statute_terms("violates Articles 14 and 21") == ["art§14", "art§21"]
    # no provision: a section of a road, a sum of rupees, a bare year
    assert statute_terms("the damaged section of the road cost Rs. 302 in 1999") == []


def test_word_pairs_skip_stop_words_and_never_collide_with_statute_terms():
    tokens = Analyzer()("a breach of trust and the dying declaration under sec 302")
    assert bigrams(tokens) == ["breach_trust", "trust_dying", "dying_declaration", "declaration_sec", "sec_302"]
    assert "sec_302" not in statute_terms("under sec 302") and "§302" in statute_terms("under sec 302")


@pytest.mark.parametrize("opts", [PhraseOptions("joined", statutes=True), PhraseOptions("joined", statutes=False),
                                  PhraseOptions("separate", statutes=True), PhraseOptions("separate", statutes=False)])
def test_phrase_scores_equal_a_bm25_built_over_the_same_terms(opts):
    texts = _demo_texts()
    analyzer = Analyzer()
    index = PhraseIndex.build(texts, analyzer)
    query = ("The accused was convicted under Section 302 IPC on a dying declaration; the defence said the "
             "dying declaration was recorded after the breach of trust complaint and under s. 304 of the Code")
    tokens = analyzer(query)
    words = {t: float(c) for t, c in Counter(tokens).items()}

    def terms(text: str) -> list[str]:
        w = analyzer(text)
        return (w if opts.mode == "joined" else []) + bigrams(w) + (statute_terms(text) if opts.statutes else [])

    expected = BM25Matrix.build([terms(t) for t in texts], k1=1.2, b=1.0).scores(terms(query))
    got = index.scores(opts, index.query_counts(tokens, query, words), 1.2, 1.0)
    assert np.any(expected > 0)
    assert np.allclose(got, expected, rtol=1e-5, atol=1e-6)


def test_a_query_of_unknown_words_scores_nothing():
    index = PhraseIndex.build(_demo_texts(10), Analyzer())
    tokens = ["zzqx", "qqzv"]
    assert not index.scores(PhraseOptions("separate"), index.query_counts(tokens, "zzqx qqzv", {}), 1.2, 0.75).any()


def test_profile_round_trips_phrases_and_rejects_an_unknown_mode(tmp_path):
    p = Profile("p", "", stage2="bm25", phrases=PhraseOptions("separate", 0.75, True))
    p.save(tmp_path / "p.json")
    from lcr_core.profiles import load

    again = load(tmp_path / "p.json")
    assert again.phrases == PhraseOptions("separate", 0.75, True) and again.to_json() == p.to_json()
    assert "phrases" not in Profile("q", "").to_json()["query"]  # profiles without the option are unchanged
    with pytest.raises(ValueError, match="phrase mode"):
        PhraseOptions("trigrams")


def test_stage1_adds_the_weighted_phrase_bm25_to_the_word_bm25(demo_engine):
    query = ("The appellant was convicted under Section 302 IPC on the strength of a dying declaration; the "
             "prosecution case rested on circumstantial evidence and the last seen theory")
    words = Profile("w", "", stage2="bm25", known_item=False, k1=1.2, b=1.0)
    separate = replace(words, phrases=PhraseOptions("separate", 0.5, True))
    joined = replace(words, phrases=PhraseOptions("joined", statutes=True))
    r_words = rank_query(demo_engine, query, words, detect(query))
    r_sep = rank_query(demo_engine, query, separate, detect(query))
    r_join = rank_query(demo_engine, query, joined, detect(query))
    index = demo_engine.phrase_index_for(demo_engine.index)
    counts = index.query_counts(r_sep.pq.q.tokens_whole, r_sep.pq.view_text, r_sep.pq.bm25_terms)
    phrase = index.scores(separate.phrases, counts, 1.2, 1.0)
    assert phrase.max() > 0
    assert np.allclose(r_sep.bm25, r_words.bm25 + 0.5 * phrase, rtol=1e-6)
    assert np.allclose(r_join.bm25, index.scores(joined.phrases, counts, 1.2, 1.0))
    assert not np.allclose(r_join.bm25, r_words.bm25)
    # the phrase index is built once per index, not per query
    assert demo_engine.phrase_index_for(demo_engine.index) is index


def test_concurrent_first_searches_build_the_phrase_index_once(demo_engine, monkeypatch):
    """The part costs seconds and tens of MB: two sessions searching at once must share one build."""
    import threading
    import time

    from lcr_core import phrases, text_parts

    built = []
    monkeypatch.setattr(demo_engine, "_phrase_index", None, raising=False)
    # never load the demo store's saved part, and never save this 5-text part over it
    monkeypatch.setattr(text_parts, "load_or_build", lambda folder, name, key, build, from_arrays, save=True: build())
    real = phrases.PhraseIndex.build
    monkeypatch.setattr(phrases.PhraseIndex, "build", classmethod(lambda cls, texts, analyzer: (
        built.append(1), time.sleep(0.3), real(list(texts)[:5], analyzer))[-1]))
    index = demo_engine.index
    got = []
    threads = [threading.Thread(target=lambda: got.append(demo_engine.phrase_index_for(index))) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(built) == 1 and len(got) == 3 and all(g is got[0] for g in got)


def test_only_the_shipped_profiles_with_phrases_touch_the_phrase_index(demo_engine, monkeypatch):
    """The typed and long-description profiles ship with phrases (selected on train, 2026-11-29); the judgment
    profiles do not, and ranking with those must never build the part (seconds on a large corpus)."""
    from lcr_core.profiles import shipped

    real, asked = demo_engine.phrase_index_for, []

    def watched(index):
        asked.append(current)
        return real(index)

    monkeypatch.setattr(demo_engine, "phrase_index_for", watched)
    query = "The appellant was convicted under Section 302 IPC on the strength of a dying declaration"
    profiles = shipped()
    assert {k for k, p in profiles.items() if p.phrases is not None} == {"fact_pattern", "fact_description"}
    for current, profile in profiles.items():
        assert rank_query(demo_engine, query, profile, detect(query)).bm25.max() > 0
    assert set(asked) == {"fact_pattern", "fact_description"}


def test_a_quoted_statutes_flag_is_refused_not_read_as_true():
    import pytest

    from lcr_core.phrases import PhraseOptions

    assert PhraseOptions.from_json({"mode": "joined", "statutes": False}).statutes is False
    with pytest.raises(ValueError, match="statutes"):
        PhraseOptions.from_json({"mode": "joined", "statutes": "false"})
