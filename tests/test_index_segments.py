"""The segmented index: after any sequence of adds, updates and deletes it ranks exactly like a full rebuild,
reads only the changed cases, survives a killed save, and falls back to a rebuild when it cannot tell.

Stores here hold real demo judgment texts with synthetic vectors and facet spans written straight through
``Store.put`` (no encoder, no facetizer), so a long random sequence of writes stays fast.
"""

from __future__ import annotations

import gzip
import json
import os
import random

import numpy as np
import pytest

from lcr_core import index as index_mod
from lcr_core.demo import DEMO_CASES
from lcr_core.index import SearchIndex, compact, load_or_build
from lcr_core.lexical import Analyzer, BM25Matrix
from lcr_core.profiles import resolve
from lcr_core.schema import FACETS, Facets
from lcr_core.segments import FIELDS
from lcr_core.store import CaseRecord, Store
from lcr_core.text import Span
from store_fixtures import small_cases  # noqa: F401

ANALYZER = Analyzer()
K1, B = 1.2, 0.75


@pytest.fixture(scope="module")
def texts() -> list[str]:
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        cases = [json.loads(line) for line in fh]
    return [c["text"][:4000] for c in cases[:60]]


def _unit(rng: np.random.Generator, n: int = 384) -> np.ndarray:
    v = rng.standard_normal(n).astype(np.float32)
    return v / np.linalg.norm(v)


def _record(rng: np.random.Generator, cid: str, text: str) -> CaseRecord:
    cuts = sorted(rng.integers(0, len(text), size=3).tolist())
    bounds = [0, *cuts, len(text)]
    spans = {f: [Span(bounds[j], bounds[j + 1])] for j, f in enumerate(FACETS)}
    if rng.random() < 0.3:  # some cases lack a facet: empty BM25 field, no facet vector
        spans[FACETS[int(rng.integers(0, 4))]] = []
    facets = Facets(spans=spans, facetizer="test@1")
    n_units = int(rng.integers(0, 4))  # some cases have no passage vectors at all
    edges = np.linspace(0, len(text), n_units + 1).astype(int)
    units = [Span(int(edges[j]), int(edges[j + 1])) for j in range(n_units)]
    return CaseRecord(case_id=cid, text=text, content_hash=str(hash(text)), facets=facets, units=units,
                      doc_vector=_unit(rng),
                      unit_vectors=np.asarray([_unit(rng) for _ in units], np.float32).reshape(n_units, 384),
                      facet_vectors={f: _unit(rng) for f in FACETS if spans[f]},
                      metadata={"title": f"title {cid}", "court": rng.choice(["SC", "HC"]),
                                "year": int(rng.integers(1950, 2020))})


def _judgment_params() -> tuple[float, float]:
    prof, _ = resolve("x", "judgment")
    assert (prof.k1, prof.b) != (K1, B), "the test needs a profile with its own (k1, b)"
    return prof.k1, prof.b


def _ranking(ids: list[str], scores: np.ndarray, k: int = 25) -> list[str]:
    order = sorted(range(len(ids)), key=lambda i: (-round(float(scores[i]), 9), ids[i]))
    return [ids[i] for i in order[:k] if scores[i] > 0]


def _assert_same(inc: SearchIndex, full: SearchIndex, queries: list[list[str]]) -> None:
    assert sorted(inc.ids) == sorted(full.ids)
    row = [full.row_of[cid] for cid in inc.ids]  # full's row of each of inc's rows
    assert np.array_equal(np.asarray(inc.doc_vecs), np.asarray(full.doc_vecs)[row])
    assert np.array_equal(np.asarray(inc.facet_vecs), np.asarray(full.facet_vecs)[row])
    assert np.array_equal(np.asarray(inc.facet_mask), np.asarray(full.facet_mask)[row])
    assert np.array_equal(inc.years, full.years[row])
    probe = _unit(np.random.default_rng(len(inc.ids)))
    every = np.arange(inc.size)
    assert np.allclose(inc.best_passage_cosine(every, probe), full.best_passage_cosine(np.asarray(row), probe),
                       equal_nan=True)
    assert inc.courts == [full.courts[r] for r in row] and inc.titles == [full.titles[r] for r in row]
    mine, theirs = inc.passages(inc.ids), full.passages(inc.ids)  # the explanations' spans and vectors
    assert mine.keys() == theirs.keys() == set(inc.ids)
    assert all(np.array_equal(mine[c][0], theirs[c][0]) and np.array_equal(mine[c][1], theirs[c][1]) for c in mine)
    for k1, b in ((K1, B), _judgment_params()):
        for f in FIELDS:
            a, c = inc.bm25(f).with_params(k1, b), full.bm25(f).with_params(k1, b)
            assert a.n_docs == c.n_docs
            for q in queries:
                sa, sc = a.scores(q), c.scores(q)[row]
                assert np.allclose(sa, sc, rtol=1e-9, atol=1e-9), (f, k1, b)
                assert _ranking(inc.ids, sa) == _ranking(inc.ids, sc)
                some = np.arange(0, inc.size, 3)
                for postings in (0, 10**12):  # a pool scored by the query's postings, then by its own terms
                    a._postings = lambda q, n=postings: n
                    assert np.allclose(a.scores(q, some), sa[some], rtol=1e-6, atol=1e-9)
                    assert np.allclose(a.scores(q, some[::-1][:2]), sa[some[::-1][:2]], rtol=1e-6, atol=1e-9)
                del a._postings
                assert all(a.document_frequency(t) == c.document_frequency(t) for t in q)
            many = a.scores_many([queries[0], [], queries[1]], some)
            assert np.allclose(many, np.stack([sa_[some] for sa_ in (a.scores(queries[0]), np.zeros(a.n_docs),
                                                                       a.scores(queries[1]))], axis=1), rtol=1e-6)


def test_random_adds_updates_deletes_rank_exactly_like_a_full_rebuild(tmp_path, texts, monkeypatch):
    rng = np.random.default_rng(7)
    pick = random.Random(7)
    store = Store(tmp_path / "store", "test-model")
    queries = [ANALYZER(texts[50][:1500]), ANALYZER("dowry death cruelty husband"), ANALYZER(texts[55][:300]),
               ANALYZER("murder appeal evidence witness section 302")]
    live: set[str] = set()
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(12)])
    live |= {f"c{i}" for i in range(12)}
    index = load_or_build(store, ANALYZER, K1, B, max_segments=4)
    next_id = 12
    reads: list[set[str]] = []
    real_get = store.get_cases
    monkeypatch.setattr(store, "get_cases", lambda ids: reads.append(set(ids)) or real_get(ids))
    for step in range(14):
        adds = [f"c{next_id + j}" for j in range(pick.randint(0, 3))]
        next_id += len(adds)
        updates = pick.sample(sorted(live), k=min(len(live), pick.randint(0, 2)))
        deletes = pick.sample(sorted(live - set(updates)), k=min(len(live) - len(updates), pick.randint(0, 2)))
        if adds or updates:
            store.put([_record(rng, cid, texts[pick.randrange(50)]) for cid in adds + updates])
        if deletes:
            store.delete(deletes)
        live = (live | set(adds)) - set(deletes)
        with monkeypatch.context() as m:  # an update never scans the store
            m.setattr(store, "iter_cases", lambda *a, **k: pytest.fail("the update read the whole store"))
            index = load_or_build(store, ANALYZER, K1, B, previous=index, max_segments=4)
        changed = set(adds) | set(updates) | set(deletes)
        assert (reads[-1] if reads else set()) == changed  # exactly the changed cases are read
        reads.clear()
        assert len(index.segments) <= 4  # merged past the threshold
        _assert_same(index, SearchIndex.build(store, ANALYZER, K1, B), queries)
    assert sum(map(len, index.dead.values())) > 0 or len(index.segments) > 1  # the sequence did exercise both
    # each case's best passage is its own units' best cosine, read back from the store of record
    probe = _unit(rng)
    best = index.best_passage_cosine(np.arange(index.size), probe)
    for cid, got in zip(index.ids, best):
        _, vecs = store.unit_vectors(cid)
        assert (np.isnan(got) and len(vecs) == 0) or got == pytest.approx(float((vecs @ probe).max()), abs=1e-6)
    assert np.isnan(best).any() and not np.isnan(best).all()
    # several query vectors at once (late interaction): each column is that vector's answer, NaN rows included
    probes = np.stack([probe, _unit(rng), _unit(rng)])
    many = index.best_passage_cosine(np.arange(index.size), probes)
    assert many.shape == (index.size, 3) and np.allclose(many[:, 0], best, equal_nan=True)
    for j in (1, 2):
        assert np.allclose(many[:, j], index.best_passage_cosine(np.arange(index.size), probes[j]), equal_nan=True)
    # the saved index is current: a new process loads it without building anything
    monkeypatch.setattr(SearchIndex, "build", classmethod(lambda *a, **k: pytest.fail("rebuilt a current index")))
    loaded = load_or_build(store, ANALYZER, K1, B)
    assert loaded.generation == store.generation and loaded.ids == index.ids


def test_segmented_bm25_equals_the_whole_matrix_bm25(tmp_path, texts):
    """Against ``lexical.BM25Matrix`` (itself checked against rank_bm25 in test_bm25)."""
    rng = np.random.default_rng(3)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(10)])
    index = load_or_build(store, ANALYZER, K1, B)
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(10, 16)])
    store.delete(["c2", "c11"])
    index = load_or_build(store, ANALYZER, K1, B, previous=index)
    assert len(index.segments) == 2 and index.dead
    docs = [ANALYZER(store.get(cid)[0]) for cid in index.ids]
    for k1, b in ((K1, B), _judgment_params()):
        whole = BM25Matrix.build(docs, k1=k1, b=b)
        scorer = index.bm25_whole.with_params(k1, b)  # its cached saturations serve every later query
        for text in (texts[40][:2000], "evidence of the witness and the accused", texts[3][:300]):
            q = ANALYZER(text)
            assert np.allclose(scorer.scores(q), whole.scores(q), rtol=1e-5)
            assert np.allclose(index.bm25_whole.with_params(k1, b).scores(q), whole.scores(q), rtol=1e-5)
    terms, df = index.bm25_whole.document_frequencies()
    ref_terms, ref_df = BM25Matrix.build(docs).document_frequencies()
    assert dict(zip(terms, df)) == dict(zip(ref_terms, ref_df))
    assert np.array_equal(index.bm25_whole.distinct_terms(), BM25Matrix.build(docs).distinct_terms())
    tf, names = index.bm25_whole.tf_rows(np.array([3, 0]))
    assert {names[j]: v for j, v in zip(tf[0].indices, tf[0].data)} == {
        t: float(c) for t, c in __import__("collections").Counter(docs[3]).items()}


def _formula_scores(docs: list[list[str]], query: dict[str, float], k1: float, b: float) -> np.ndarray:
    """BM25Okapi straight from the definition, per document in float64: no cache, no matrix, no shared code."""
    from collections import Counter

    n, avgdl = len(docs), sum(map(len, docs)) / len(docs)
    counts = [Counter(d) for d in docs]
    df = Counter(t for c in counts for t in c)
    idf = {t: np.log(n - f + 0.5) - np.log(f + 0.5) for t, f in df.items()}
    floor = 0.25 * sum(idf.values()) / len(idf)
    idf = {t: (floor if v < 0 else v) for t, v in idf.items()}
    return np.array([sum(w * idf[t] * c[t] * (k1 + 1) / (c[t] + k1 * (1 - b + b * len(d) / avgdl))
                         for t, w in query.items() if t in c) for d, c in zip(docs, counts)])


def test_cached_saturations_score_exactly_like_the_formula_for_two_params(tmp_path, texts):
    """Each (k1, b) caches its saturations per segment on first use; every later query, whole-corpus or pool,
    either layout, must still score as the BM25 formula computed from the live documents' raw counts."""
    rng = np.random.default_rng(11)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(12)])
    index = load_or_build(store, ANALYZER, K1, B)
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(12, 20)])
    index = load_or_build(store, ANALYZER, K1, B, previous=index)
    store.delete(["c1", "c5", "c14"])  # tombstones in both segments
    index = load_or_build(store, ANALYZER, K1, B, previous=index)
    assert len(index.segments) == 2 and len(index.dead) == 2
    docs = [ANALYZER(store.get(cid)[0]) for cid in index.ids]
    queries = [ANALYZER(texts[30][:3000]), ANALYZER("evidence of the witness and the accused"),
               ANALYZER(texts[4][:400])]
    weighted = {"evidence": 0.7, "witness": 0.2, "accused": 1.5, "no-such-term": 3.0}  # an RM3-like query
    rows = np.array([0, 3, 4, len(docs) - 1, 9])  # a pool across both segments, out of order
    for k1, b in ((K1, B), _judgment_params()):
        scorer = index.bm25_whole if (k1, b) == (K1, B) else index.bm25_whole.with_params(k1, b)
        for twice in range(2):  # the second pass is served from the caches the first one built
            for q in queries:
                ref = _formula_scores(docs, dict(__import__("collections").Counter(q)), k1, b)
                assert np.allclose(scorer.scores(q), ref, rtol=1e-5, atol=1e-9)
                for cost in (0.0, 1e9):  # force the term-major read, then the document-major one, for the pool
                    scorer.POOL_TERM_COST = cost
                    assert np.allclose(scorer.scores(q, rows), ref[rows], rtol=1e-5, atol=1e-9)
                del scorer.POOL_TERM_COST
            ref = _formula_scores(docs, weighted, k1, b)
            assert np.allclose(scorer.scores_vector(scorer.term_vector(weighted)), ref, rtol=1e-5, atol=1e-9)
            many = scorer.scores_many([queries[1], [], queries[2]], rows)
            assert np.allclose(many[:, 1], 0)
            for c, q in ((0, queries[1]), (2, queries[2])):
                ref = _formula_scores(docs, dict(__import__("collections").Counter(q)), k1, b)
                assert np.allclose(many[:, c], ref[rows], rtol=1e-5, atol=1e-9)
        assert len(scorer._saturations) == 2 and len(scorer._doc_saturations) == 2  # one per segment, kept
        assert scorer.cache_bytes() > 0


def test_other_params_are_cached_for_a_few_pairs_only(tmp_path, texts):
    from lcr_core.bm25_params import BM25ByParams

    rng = np.random.default_rng(12)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(6)])
    index = load_or_build(store, ANALYZER, K1, B)
    params = BM25ByParams(store, index, max_params=2)
    assert params.matrix("whole", K1, B) is index.bm25_whole
    a = params.matrix("whole", 2.0, 0.9)
    assert params.matrix("whole", 2.0, 0.9) is a and params.matrix("facts", 2.0, 0.9).k1 == 2.0
    params.matrix("whole", 1.5, 0.5)
    params.matrix("whole", 2.0, 0.9)  # used again: the most recent
    params.matrix("whole", 0.9, 0.4)  # a third pair evicts the least recently used, (1.5, 0.5)
    assert params.matrix("whole", 2.0, 0.9) is a
    assert list(params._memo) == [(0.9, 0.4), (2.0, 0.9)]


def test_compact_merges_into_one_segment_and_drops_the_rest(tmp_path, texts):
    rng = np.random.default_rng(5)
    store = Store(tmp_path / "store", "test-model")
    index = None
    for i in range(0, 15, 3):
        store.put([_record(rng, f"c{j}", texts[j]) for j in range(i, i + 3)])
        index = load_or_build(store, ANALYZER, K1, B, previous=index)
    store.delete(["c4", "c9"])
    index = load_or_build(store, ANALYZER, K1, B, previous=index)
    assert len(index.segments) == 5 and index.dead
    before = {cid: s for cid, s in zip(index.ids, index.bm25_whole.scores(ANALYZER(texts[20])))}
    one = compact(store, ANALYZER, K1, B)
    assert len(one.segments) == 1 and not one.dead and one.size == 13
    after = dict(zip(one.ids, one.bm25_whole.scores(ANALYZER(texts[20]))))
    assert before.keys() == after.keys() and all(np.isclose(before[k], after[k]) for k in before)
    assert [p.name for p in (store.path / "index" / "segments").iterdir()] == [one.segments[0].name]
    assert isinstance(load_or_build(store, ANALYZER, K1, B).doc_vecs, np.memmap)  # one segment: mapped, not copied


def test_a_killed_save_leaves_the_previous_index_whole(tmp_path, texts, monkeypatch):
    rng = np.random.default_rng(9)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(6)])
    load_or_build(store, ANALYZER, K1, B)
    store.put([_record(rng, "c6", texts[6])])
    real_replace = os.replace

    def die_on_manifest(src, dst):
        if str(dst).endswith("index.json"):
            raise KeyboardInterrupt("killed between writing the segment and swapping the manifest")
        return real_replace(src, dst)

    monkeypatch.setattr(index_mod.os, "replace", die_on_manifest)
    with pytest.raises(KeyboardInterrupt):
        load_or_build(store, ANALYZER, K1, B)
    monkeypatch.setattr(index_mod.os, "replace", real_replace)
    old = SearchIndex.manifest(store.path / "index")
    assert old["cases"] == 6  # the previous index, whole
    index = load_or_build(store, ANALYZER, K1, B)  # and it is brought up to date from there
    assert sorted(index.ids) == sorted(f"c{i}" for i in range(7))


def test_an_unknown_history_or_an_old_format_index_is_rebuilt(tmp_path, texts, monkeypatch):
    rng = np.random.default_rng(11)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(5)])
    load_or_build(store, ANALYZER, K1, B)
    store.put([_record(rng, "c5", texts[5])])
    (store.path / "changes.jsonl").write_text("garbage\n", encoding="utf-8")  # the log lost its history
    built = []
    real_build = SearchIndex.build.__func__
    monkeypatch.setattr(SearchIndex, "build", classmethod(lambda cls, *a, **k: built.append(1) or real_build(cls, *a, **k)))
    assert load_or_build(store, ANALYZER, K1, B).size == 6 and built == [1]
    manifest = store.path / "index" / "index.json"
    manifest.write_text(json.dumps({"format": 1, "generation": store.generation, "ids": ["c0"]}), encoding="utf-8")
    assert load_or_build(store, ANALYZER, K1, B).size == 6 and built == [1, 1]
    assert json.loads(manifest.read_text())["format"] == index_mod.INDEX_FORMAT


def test_float16_vectors_stay_within_a_small_score_difference(tmp_path, texts):
    rng = np.random.default_rng(13)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(20)])
    exact = load_or_build(store, ANALYZER, K1, B)
    compact(store, ANALYZER, K1, B, float16=True)  # rewritten as float16
    half = load_or_build(store, ANALYZER, K1, B)
    assert half.doc_vecs.dtype == np.float16
    q = _unit(rng)
    assert np.abs(np.asarray(half.doc_vecs @ q, np.float64) - exact.doc_vecs @ q).max() < 2e-3



def test_float16_dense_scores_never_copy_the_whole_index_as_float32(tmp_path, texts, monkeypatch):
    """review33: the dense list is now the exact product for every query up to 250,000 judgments, and on a float16
    index ``doc_vecs @ vector`` cast each whole segment to float32 first: a transient copy twice the index's size
    (384 MB at 250,000) per query, on an index chosen to save memory. Scores are cast a block of rows at a time."""
    import tracemalloc

    rng = np.random.default_rng(17)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(40)])
    compact(store, ANALYZER, K1, B, float16=True)
    half = load_or_build(store, ANALYZER, K1, B)
    assert half.doc_vecs.dtype == np.float16 and half.size == 40
    q = _unit(rng)
    want = np.asarray(half.doc_vecs, np.float32) @ q
    monkeypatch.setattr(index_mod, "SCORE_BLOCK_ROWS", 4)
    tracemalloc.start()
    try:
        got = half.doc_scores(q)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert got.dtype == np.float32 and np.allclose(got, want, rtol=1e-6, atol=1e-7)
    assert peak < half.size * 384 * 4 // 2, peak  # a float32 copy of all 40 rows is 61,440 bytes

# ---- through the engine and the CLI ------------------------------------------------------------------------------
def test_engine_writes_update_the_index_in_place_and_lcr_compact_merges_it(tmp_path, cache_dir, small_cases):
    import shutil

    from typer.testing import CliRunner

    from lcr_core.cli import app
    from lcr_core.engine import Engine
    from store_fixtures import facts_query, raw, small_engine

    engine = small_engine(tmp_path / "store", cache_dir, small_cases[:6])
    engine.index
    engine.ingest_cases([raw(c) for c in small_cases[6:9]])
    engine.delete([small_cases[1]["id"]])
    saved = SearchIndex.manifest(engine.store.path / "index")
    assert saved["generation"] == engine.store.generation  # brought up to date by the writes themselves
    assert len(saved["segments"]) == 2 and saved["segments"][0]["dead"] and saved["cases"] == 8
    query = facts_query(engine, small_cases[7]["id"])
    incremental = engine.search(query, k=8).hits

    shutil.rmtree(engine.store.path / "index")
    rebuilt = Engine(engine.settings).search(query, k=8).hits  # a fresh engine rebuilds from the store
    assert [h.case_id for h in incremental] == [h.case_id for h in rebuilt]
    assert np.allclose([h.score for h in incremental], [h.score for h in rebuilt])

    engine.ingest_cases([raw(c) for c in small_cases[9:11]])
    engine.delete([small_cases[2]["id"]])
    out = CliRunner().invoke(app, ["compact", "--store", str(engine.store.path)], env={"LCR_CACHE_DIR": str(cache_dir)})
    assert out.exit_code == 0, out.output
    assert "2 segment(s) -> 1" in out.output and "9 case(s)" in out.output
    manifest = SearchIndex.manifest(engine.store.path / "index")
    assert len(manifest["segments"]) == 1 and not manifest["segments"][0]["dead"]
    assert len(engine.search(query, k=8).hits) == 8


def test_ingest_looks_up_only_the_incoming_ids_and_still_skips_unchanged_cases(tmp_path, cache_dir, small_cases,
                                                                             monkeypatch):
    from store_fixtures import raw, small_engine

    engine = small_engine(tmp_path / "store", cache_dir, small_cases[:8])
    real = engine.store.hashes
    asked: list[list[str]] = []

    def hashes(ids=None):
        assert ids is not None, "ingest scanned every stored hash"
        asked.append(list(ids))
        return real(ids)

    monkeypatch.setattr(engine.store, "hashes", hashes)
    changed = dict(small_cases[2], text=small_cases[2]["text"] + "\n\nA later paragraph of the same judgment.")
    report = engine.ingest_cases([raw(small_cases[1]), raw(changed), raw(small_cases[9]), raw(small_cases[1])])
    assert (report.unchanged, report.updated, report.added) == (2, [small_cases[2]["id"]], [small_cases[9]["id"]])
    assert sorted(i for ids in asked for i in ids) == sorted({small_cases[i]["id"] for i in (1, 2, 9)})


def test_the_change_log_is_trimmed_and_an_index_older_than_it_is_rebuilt(tmp_path, texts, monkeypatch):
    import lcr_core.store as store_mod

    monkeypatch.setattr(store_mod, "_CHANGES_MAX_BYTES", 300)
    rng = np.random.default_rng(17)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, "c0", texts[0])])
    old = store.generation
    for i in range(1, 12):
        store.put([_record(rng, f"c{i}", texts[i])])
        if i == 10:
            kept = store.generation
    assert (store.path / "changes.jsonl").stat().st_size < 600  # halved whenever it passed the limit
    assert store.changes_since(old) is None  # trimmed away: the caller rebuilds
    assert store.changes_since(kept) == {"c11"}


# "all"/"small": format-1 segments (no passage vectors) for most of the corpus (one pass over the units) or a
# small part (read by unit id); "spans": format-2 segments (vectors, no spans: only the spans are read)
@pytest.mark.parametrize("old", ["all", "small", "spans"])
def test_an_index_from_before_passage_vectors_is_upgraded_without_a_rebuild(tmp_path, texts, monkeypatch, old):
    """A format-2 index (segments without passage vectors, as every store had before them) gains its cases'
    passage vectors from the store of record: nothing is re-tokenised or rebuilt, and it then equals a full
    rebuild; a write made meanwhile is applied on top."""
    rng = np.random.default_rng(5)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(8)])
    load_or_build(store, ANALYZER, K1, B)
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(8, 10)])
    load_or_build(store, ANALYZER, K1, B)  # two segments now
    folder = store.path / "index"
    manifest = json.loads((folder / "index.json").read_text())
    assert len(manifest["segments"]) == 2
    for entry in manifest["segments"][(0 if old == "all" else 1):]:  # into what the previous format wrote
        seg_dir = folder / "segments" / entry["name"]
        meta = json.loads((seg_dir / "segment.json").read_text())
        for name in ("unit_indptr.npy", "unit_vecs.npy", "unit_spans.npy")[(2 if old == "spans" else 0):]:
            (seg_dir / name).unlink()
            meta["sizes"].pop(name)
        meta["format"] = 2 if old == "spans" else 1
        (seg_dir / "segment.json").write_text(json.dumps(meta))
    manifest["format"] = 3 if old == "spans" else 2
    (folder / "index.json").write_text(json.dumps(manifest))
    store.delete(["c3"])  # and a write the old index has not seen
    monkeypatch.setattr(SearchIndex, "build", classmethod(lambda *a, **k: pytest.fail("rebuilt the index")))
    monkeypatch.setattr(index_mod, "_case_row", lambda *a, **k: pytest.fail("re-tokenised a case"))
    if old == "spans":  # the vectors are in the segments already: only the units' metadata is read
        real_get = store.units.get
        monkeypatch.setattr(store.units, "get", lambda *a, **k: real_get(*a, **k) if "embeddings" not in
                            k.get("include", ()) else pytest.fail("re-read the passage vectors"))
    index = load_or_build(store, ANALYZER, K1, B)
    assert json.loads((folder / "index.json").read_text())["format"] == index_mod.INDEX_FORMAT
    assert not any(s.outdated for s in index.segments) and "c3" not in index.row_of
    monkeypatch.undo()
    full = SearchIndex.build(store, ANALYZER, K1, B)
    _assert_same(index, full, [ANALYZER("appeal evidence witness"), ANALYZER(texts[2][:400])])
    reopened = load_or_build(store, ANALYZER, K1, B)  # saved: the next process opens it as it is
    assert [s.name for s in reopened.segments] == [s.name for s in index.segments]


def test_a_merge_after_a_write_merges_the_smallest_segments_not_the_corpus(tmp_path, texts):
    """Equal segments (as a bulk build writes them) and a small write past ``max_segments``: only the adjacent
    run with the fewest live cases is merged; the large segments are kept as they are (not rewritten)."""
    rng = np.random.default_rng(11)
    store = Store(tmp_path / "store", "test-model")
    index = None
    for s in range(4):
        store.put([_record(rng, f"c{s}-{j}", texts[4 * s + j]) for j in range(4)])
        index = load_or_build(store, ANALYZER, K1, B, previous=index, max_segments=4)
    big = [seg.name for seg in index.segments]
    assert len(big) == 4
    store.put([_record(rng, "new", texts[30])])
    index = load_or_build(store, ANALYZER, K1, B, previous=index, max_segments=4)
    names = [seg.name for seg in index.segments]
    assert len(names) == 4 and names[:3] == big[:3]  # the last big one merged with the new one
    assert [seg.size for seg in index.segments] == [4, 4, 4, 5]
    _assert_same(index, SearchIndex.build(store, ANALYZER, K1, B),
                 [ANALYZER("appeal evidence witness"), ANALYZER(texts[5][:400])])


def test_a_query_reads_its_pool_s_vectors_per_segment_without_concatenating_the_index(tmp_path, texts, monkeypatch):
    """``take`` and ``doc_scores`` equal the whole-index arrays on a segmented index with tombstones, and never
    build them (they copy every segment into memory: 614 MB of facet vectors at 100k judgments)."""
    rng = np.random.default_rng(3)
    store = Store(tmp_path / "store", "test-model")
    index = None
    for s in range(3):
        store.put([_record(rng, f"c{s}-{j}", texts[5 * s + j]) for j in range(5)])
        index = load_or_build(store, ANALYZER, K1, B, previous=index)
    store.delete(["c0-1", "c2-3"])
    index = load_or_build(store, ANALYZER, K1, B, previous=index)
    assert len(index.segments) == 3 and index.dead
    rows = np.asarray([7, 0, 12, 3, 3, 9], dtype=np.int64)
    probe = _unit(rng)
    fresh = SearchIndex(index.segments, index.dead, ANALYZER, index.generation, K1, B)
    for attr in ("doc_vecs", "facet_vecs", "facet_mask"):
        monkeypatch.setattr(SearchIndex, attr, property(lambda self: pytest.fail("concatenated the index")))
    got = {a: fresh.take(a, rows) for a in ("doc_vecs", "facet_vecs", "facet_mask")}
    scores = fresh.doc_scores(probe)
    monkeypatch.undo()
    for attr, arr in got.items():
        assert np.array_equal(arr, np.asarray(getattr(index, attr))[rows])
    assert np.allclose(scores, np.asarray(index.doc_vecs) @ probe, rtol=1e-6, atol=1e-7)


def _resident_kb(path) -> int:
    """Resident kB of this process's mappings of ``path`` (/proc/self/smaps)."""
    total, inside = 0, False
    with open("/proc/self/smaps", encoding="utf-8") as fh:
        for line in fh:
            head = line.split()
            if head and "-" in head[0] and not head[0].endswith(":"):
                inside = len(head) > 5 and head[5] == str(path)
            elif inside and head[0] == "Rss:":
                total += int(head[1])
    return total


def test_rows_read_through_a_mapping_are_released_from_the_process(tmp_path, texts, monkeypatch):
    """A query's scattered rows (passage and facet vectors) are copied out of the segment's memory map, and the
    mapping's pages are released every ``RELEASE_EVERY`` bytes read, so they do not pile up in the process
    (1.7 GB of passage vectors after 20 queries at 80k judgments); the rows equal the mapping's."""
    from lcr_core import segments as seg_mod

    rng = np.random.default_rng(9)
    store = Store(tmp_path / "store", "test-model")
    store.put([_record(rng, f"c{i}", texts[i]) for i in range(9)])
    load_or_build(store, ANALYZER, K1, B)
    index = load_or_build(store, ANALYZER, K1, B)  # opened from disk: memory-mapped
    seg = index.segments[0]
    assert isinstance(seg.unit_vecs, np.memmap) and isinstance(seg.facet_vecs, np.memmap)
    path = store.path / "index" / "segments" / seg.name / "facet_vecs.npy"
    rows = np.asarray([4, 0, 8, 4, 2], dtype=np.int64)
    want = np.array(seg.facet_vecs)[rows]  # touches every page of the file
    assert _resident_kb(path) > 0
    monkeypatch.setattr(seg_mod, "RELEASE_EVERY", 1)
    assert np.array_equal(index.take("facet_vecs", rows), want)
    assert _resident_kb(path) == 0
    monkeypatch.setattr(seg_mod, "RELEASE_EVERY", 1 << 40)  # below the budget: nothing released
    assert np.array_equal(index.take("facet_vecs", rows), want) and _resident_kb(path) > 0
    units = np.arange(len(seg.unit_vecs))[::-2]
    assert np.array_equal(seg_mod.read_rows(seg.unit_vecs, units), np.asarray(seg.unit_vecs)[units])

