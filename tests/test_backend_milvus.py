"""The Milvus search backend on Milvus Lite (a file in a temp folder) over real demo judgments.

The same store of record is searched through both backends: the engine's own retrieval assertions (own facts
rank first, score breakdowns, filters) must hold on Milvus, Stage 1 and the Stage-2 features must agree with
the embedded index where they measure the same thing (vectors: exactly; BM25: another idf, so by rank
correlation), and writes through the engine (add, update, delete, from another engine too) reach Milvus.
"""

from __future__ import annotations

from dataclasses import replace

import gzip
import json

import numpy as np
import pytest

pytest.importorskip("pymilvus")
pytest.importorskip("milvus_lite")

from lcr_core.config import Settings, Weights  # noqa: E402
from lcr_core.demo import DEMO_CASES, seed_cache  # noqa: E402
from lcr_core.engine import Engine, Filters, QueryError  # noqa: E402
from lcr_core.schema import FACETS  # noqa: E402
from lcr_core.sources import RawCase  # noqa: E402

N_CASES = 48


def _raw(c: dict) -> RawCase:
    return RawCase(c["id"], c["text"], "test", {k: v for k, v in c.items() if k not in ("id", "text")})


@pytest.fixture(scope="module")
def corpus() -> list[dict]:
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        cases = [json.loads(line) for line in fh]
    return cases[:N_CASES]


@pytest.fixture(scope="module")
def engines(tmp_path_factory, cache_dir, corpus):
    """(embedded, milvus) engines over one store of record; Milvus Lite in its own temp file."""
    store = tmp_path_factory.mktemp("store")
    milvus_db = tmp_path_factory.mktemp("milvus") / "lcr.db"
    embedded = Engine(Settings(store=store, cache_dir=cache_dir, facetizer="heuristic"))
    seed_cache(embedded.encoder.cache, embedded.encoder.id)
    assert len(embedded.ingest_cases([_raw(c) for c in corpus]).added) == len(corpus)
    milvus = Engine(Settings(store=store, cache_dir=cache_dir, facetizer="heuristic", backend="milvus",
                             milvus_uri=str(milvus_db)))
    yield embedded, milvus
    milvus.backend.close()


def _facts(engine: Engine, case_id: str, words: int = 150) -> str:
    return " ".join(engine.case(case_id).facet_text("facts").split()[:words])


def test_the_collection_mirrors_the_store(engines, corpus):
    embedded, milvus = engines
    assert milvus.backend.count() == embedded.store.count() == len(corpus)
    stamps = milvus.backend._stamps()
    assert sorted(stamps) == sorted(c["id"] for c in corpus)
    # a second sync has nothing to do
    again = milvus.backend.sync(milvus.store)
    assert again.upserted == 0 and again.deleted == 0


def test_a_cases_own_facts_find_it_at_rank_one_on_milvus(engines, corpus):
    embedded, milvus = engines
    misses, tried = [], 0
    for case in corpus[::4]:
        query = _facts(embedded, case["id"])
        if len(query.split()) < 40:
            continue
        tried += 1
        result = milvus.search(query, k=5)
        if result.hits[0].case_id != case["id"]:
            misses.append(case["id"])
    assert tried >= 6 and not misses, f"own facts did not rank first on Milvus for {misses} of {tried}"


def test_hits_carry_the_full_breakdown_on_milvus(engines):
    _, milvus = engines
    query = ("The accused was convicted of murder on the testimony of a related eyewitness. "
             "Whether the evidence of an interested witness can sustain the conviction?")
    default = milvus.search(query, k=7)
    assert default.profile == "fact_pattern" and default.query_type == "fact pattern"
    assert len(default.hits) == 7 and [h.rank for h in default.hits] == list(range(1, 8))
    for h in default.hits:
        assert h.contributions and h.best_facet in FACETS and set(h.lex) == set(FACETS)
        assert h.metadata["title"] and h.bm25_rank  # the BM25 profile ranks the BM25 list
    result = milvus.search(query, k=7, weights=Weights())
    assert result.profile.startswith("manual weights")
    assert all(a.score >= b.score for a, b in zip(result.hits, result.hits[1:]))
    for h in result.hits:
        assert h.score == pytest.approx(result.weights.alpha * h.s_lex + result.weights.beta * h.s_sem)
        assert h.bm25_rank or h.dense_rank
    assert result.pool_size <= milvus.settings.pool_m
    with pytest.raises(QueryError):
        milvus.search("   ")


def test_profile_options_milvus_cannot_run_are_named_not_half_run(engines, monkeypatch):
    """The typed and long-description profiles ship phrase terms and inferred statutes (embedded-index parts): on
    Milvus they are dropped with a warning, and the embedded parts are never built behind the user's back."""
    _, milvus = engines

    def refuse(index):
        raise AssertionError("the Milvus path built an embedded-index part")

    monkeypatch.setattr(milvus, "phrase_index_for", refuse)
    monkeypatch.setattr(milvus, "statute_sets_for", refuse)
    typed = milvus.search("The accused was convicted under Section 302 IPC on a dying declaration recorded by a "
                          "magistrate. Can the conviction rest on it alone?", k=5)
    assert typed.profile == "fact_pattern" and typed.hits
    assert any("phrase terms and inferred statutes" in w for w in typed.warnings)
    long = milvus.search(" ".join(["The appellant was a tenant of the shop and the landlord sought eviction on the "
                                   "ground of bona fide personal need for his son."] * 12), k=5)
    assert long.profile == "fact_description" and long.hits
    assert any("query-term reduction and phrase terms" in w for w in long.warnings)


def test_stage1_and_features_agree_with_the_embedded_index(engines, corpus):
    from lcr_core import ranking
    from lcr_core.backends import EmbeddedBackend
    from lcr_core.profiles import resolve

    embedded, milvus = engines
    local, remote = EmbeddedBackend(embedded), milvus.backend
    correlations = []
    for case in corpus[1::8]:
        text = _facts(embedded, case["id"], 120)
        if len(text.split()) < 40:
            continue
        prof, qtype = resolve(text, "fact_description")
        # Milvus applies one (k1, b) per collection and no query reduction (README): compare like with like
        prof = replace(prof, k1=embedded.settings.bm25_k1, b=embedded.settings.bm25_b, reduce_terms=None, rm3=None)
        pq = ranking.analyse(embedded, text, prof, qtype)
        c_local, p_local, bm_local = local.stage1(pq, None)
        c_remote, p_remote, bm_remote = remote.stage1(pq, None)
        # the same cases share a word with the query: the BM25 lists hold the same cases (in another order)
        assert set(c_local.ids) == set(c_remote.ids)
        assert c_local.ids[0] == c_remote.ids[0] == case["id"]
        order = [c_local.row_of[i] for i in c_remote.ids]
        correlations.append(np.corrcoef(np.argsort(np.argsort(-bm_local[order])), np.argsort(np.argsort(-bm_remote)))[0, 1])
        f_local = local.features(pq, c_local, p_local)
        f_remote = remote.features(pq, c_remote, p_remote)
        # vectors are the same numbers in both: cosine features equal exactly; masks too
        assert np.allclose(f_local.sem[order], f_remote.sem, atol=1e-5)
        assert (f_local.doc_mask[order] == f_remote.doc_mask).all()
        # BM25 of the whole query against each facet: present in the same cells, ranked alike
        whole = f_remote.lex[:, -1, :-1]
        assert ((f_local.lex[order][:, -1, :-1] > 0) == (whole > 0)).all()
    assert len(correlations) >= 3 and min(correlations) > 0.8, correlations


def test_milvus_bm25_is_its_formula_with_the_configured_k1_and_b(engines):
    """Milvus's BM25 = idf log(1 + (N - df + 0.5) / (df + 0.5)) with the engine's k1 and b over the stored
    (analyzer) tokens: recomputed here, it must equal what Milvus returns (and so explain any MAP change)."""
    import re

    from lcr_core.backends.milvus import cut, milvus_words
    from lcr_core.lexical import TermCounts

    embedded, milvus = engines
    k1, b = milvus.settings.bm25_k1, milvus.settings.bm25_b
    ids, docs = [], []
    for cid, text, _, _ in embedded.store.iter_cases(include_vectors=False):
        ids.append(cid)
        docs.append(re.findall(r"\w+", cut(milvus_words(embedded.analyzer(text)))[0]))
    counts = TermCounts.build(docs)
    tf, n = counts.tf, len(ids)
    dl = np.asarray(tf.sum(axis=1)).ravel()
    df = np.bincount(tf.indices, minlength=len(counts.vocab))
    idf = np.log1p((n - df + 0.5) / (df + 0.5))
    query = "The accused was convicted of murder on the testimony of a related eyewitness under section 302"
    q = [milvus_words([t]) for t in embedded.analyzer(query)]
    expected = np.zeros(n)
    for term in set(q):
        j = counts.vocab.get(term)
        if j is None:
            continue
        col = tf[:, j].toarray().ravel()
        expected += q.count(term) * idf[j] * col * (k1 + 1) / (col + k1 * (1 - b + b * dl / dl.mean()))
    got_ids, got = milvus.backend.bm25_top(milvus_words(embedded.analyzer(query)), n)
    assert len(got_ids) == int((expected > 0).sum())
    assert np.allclose(got, expected[[ids.index(i) for i in got_ids]], rtol=1e-4)


def test_filters_restrict_both_stage1_lists_on_milvus(engines, corpus):
    embedded, milvus = engines
    query = _facts(embedded, corpus[0]["id"])
    years = sorted({int(y) for y in embedded.index.years if y > 0})
    lo, hi = years[len(years) // 3], years[2 * len(years) // 3]
    got = milvus.search(query, k=50, filters=Filters(year_min=lo, year_max=hi))
    assert got.hits and all(lo <= h.metadata["year"] <= hi for h in got.hits)
    want = embedded.search(query, k=50, filters=Filters(year_min=lo, year_max=hi))
    assert {h.case_id for h in got.hits} == {h.case_id for h in want.hits}
    excluded = milvus.search(query, k=5, filters=Filters(exclude_ids=(corpus[0]["id"],)))
    assert corpus[0]["id"] not in [h.case_id for h in excluded.hits]
    court = embedded.index.courts[0]
    by_court = milvus.search(query, k=20, filters=Filters(courts=(court.upper(),)))
    assert by_court.hits and all(h.metadata["court"].lower() == court.lower() for h in by_court.hits)
    none = milvus.search(query, k=5, filters=Filters(courts=("No Such Court",)))
    assert not none.hits and "no case matches the filters" in none.warnings


def test_adds_updates_and_deletes_reach_milvus(tmp_path, cache_dir, corpus):
    settings = Settings(store=tmp_path / "store", cache_dir=cache_dir, facetizer="heuristic", backend="milvus",
                        milvus_uri=str(tmp_path / "milvus.db"))
    engine = Engine(settings)
    seed_cache(engine.encoder.cache, engine.encoder.id)
    few = corpus[:6]
    engine.ingest_cases([_raw(c) for c in few])
    assert engine.backend.count() == len(few)
    target = few[1]["id"]
    query = _facts(engine, target)
    assert engine.search(query, k=3).hits[0].case_id == target

    # an update: new text under the same id (a word no other case has), found by that word at once
    changed = dict(few[4], text=few[4]["text"] + "\n\nThe zanzibarite doctrine was applied.")
    engine.ingest_cases([_raw(changed)])
    assert engine.search("zanzibarite doctrine", k=3, profile="fact_pattern").hits[0].case_id == few[4]["id"]

    # a delete through another engine on the same store (another process would do the same)
    other = Engine(settings, create=False)
    assert other.delete([target]) == 1
    assert engine.backend.count() == len(few) - 1
    assert target not in [h.case_id for h in engine.search(query, k=10).hits]
    assert target not in engine.backend._stamps()

    # a write of this engine syncs only the cases it touched; a store moved by another engine is diffed whole
    lost = few[0]["id"]
    engine.backend.client.delete(engine.backend.collection, filter=f'id in ["{lost}"]')
    engine.ingest_cases([_raw(dict(few[2], text=few[2]["text"] + "\n\nA quixotic addendum."))])
    assert lost not in engine.backend._stamps() and few[2]["id"] in engine.backend._stamps()
    other.delete(["no-such-case"])  # a write elsewhere: the store's generation moves
    engine.search("quixotic addendum", k=1, profile="fact_pattern")
    assert lost in engine.backend._stamps()
    other.backend.close()
    engine.backend.close()


def test_filter_expressions_and_text_limits():
    from lcr_core.backends.milvus import MAX_TEXT_BYTES, MilvusBackend, cut, milvus_words

    assert MilvusBackend.filter_expr(None) == ""
    expr = MilvusBackend.filter_expr(Filters(year_min=1990, year_max=2000, courts=("High Court",),
                                             exclude_ids=('C"1',)))
    assert expr == ('year >= 1990 and (year <= 2000 and year >= 0) and court_lc in ["high court"] and '
                    'id not in ["C\\"1"]')
    text = ("judgment é " * 10_000).strip()
    short, was_cut = cut(text)
    assert was_cut and len(short.encode()) <= MAX_TEXT_BYTES and text.startswith(short) and not short.endswith(" ")
    assert cut("short text") == ("short text", False)
    # the product's tokens survive Milvus's \w+ tokenizer one to one
    import re

    tokens = ["s.302", "o'brien", "ipc"]
    assert re.findall(r"\w+", milvus_words(tokens)) == ["s_302", "o_brien", "ipc"]


def test_lcr_eval_runs_on_milvus(demo_engine, cache_dir, tmp_path):
    """`lcr eval` with LCR_BACKEND=milvus: every system ranks Milvus's scores (the demo corpus, chat queries)."""
    import shutil

    from conftest import SHARED
    from typer.testing import CliRunner

    from lcr_core.cli import app

    src = SHARED / "aila2019"
    if not src.exists():
        pytest.skip("needs ../shared/data/aila2019")
    data = tmp_path / "aila-mini"
    data.mkdir()
    shutil.copy(DEMO_CASES, data / "corpus.jsonl.gz")
    shutil.copy(src / "queries_val_short.jsonl", data)
    shutil.copy(src / "qrels_val_short.txt", data)
    env = {"LCR_CACHE_DIR": str(cache_dir), "LCR_BACKEND": "milvus", "LCR_MILVUS_URI": str(tmp_path / "m.db")}
    r = CliRunner().invoke(app, ["eval", "--dataset", str(data), "--queries", "short", "--systems",
                                 "bm25,dense,rrf,profile,original", "--out", str(tmp_path / "out"), "--json",
                                 "--permutations", "200", "--no-runs", "--store", str(demo_engine.settings.store)],
                           env=env)
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    assert report["setup"]["backend"].startswith("milvus")
    systems = report["systems"]
    assert list(systems) == ["bm25", "dense", "rrf", "profile", "original"]
    # the dense list is the same exact cosine in both backends: its metrics equal the embedded run's
    local = CliRunner().invoke(app, ["eval", "--dataset", str(data), "--queries", "short", "--systems", "dense",
                                     "--out", str(tmp_path / "out2"), "--json", "--permutations", "200",
                                     "--no-runs", "--store", str(demo_engine.settings.store)],
                               env={"LCR_CACHE_DIR": str(cache_dir)})
    assert local.exit_code == 0, local.output
    assert json.loads(local.stdout)["systems"]["dense"]["MAP"] == pytest.approx(systems["dense"]["MAP"], abs=1e-6)
    assert systems["bm25"]["MAP"] > 0 and systems["profile"]["MAP"] > 0
    assert systems["rrf"]["pool_recall"] is not None
