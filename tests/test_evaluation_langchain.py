"""LangChain's EnsembleRetriever baseline on a slice of the demo corpus: same model and cache, real fusion."""

import json

import numpy as np
import pytest

from lcr_core.demo import DEMO_QUERIES
from lcr_core.evaluation.langchain_baseline import (
    EncoderEmbeddings,
    LangChainConfig,
    ModelWindowSplitter,
    build_baseline,
)


@pytest.fixture(scope="module")
def cases(demo_engine):
    return [(cid, text) for cid, text, _, _ in demo_engine.store.iter_cases(include_vectors=False)][:30]


@pytest.fixture(scope="module")
def baseline(demo_engine, cases, tmp_path_factory):
    path = tmp_path_factory.mktemp("lc")
    return build_baseline(cases, demo_engine.encoder, path, "fp-1", LangChainConfig(k=40), demo_engine.analyzer), path


def test_chunks_are_the_engines_units_and_embeddings_its_vectors(demo_engine, cases):
    splitter = ModelWindowSplitter(demo_engine.encoder.tokenizer_json)
    emb = EncoderEmbeddings(demo_engine.encoder)
    for cid, text in cases[:5]:
        spans, vectors = demo_engine.store.unit_vectors(cid)
        chunks = splitter.split_text(text)
        assert chunks == [text[s.start : s.end] for s in spans]
        assert np.allclose(np.asarray(emb.embed_documents(chunks)), vectors, atol=1e-5)
    assert np.allclose(emb.embed_query(chunks[0]), vectors[0], atol=1e-5)


def test_ensemble_is_weighted_rrf_of_the_two_retrievers_by_case(baseline):
    base, _ = baseline
    query = json.loads(DEMO_QUERIES.read_text())[0]
    text = query["text"] + "\n" + query["question"]
    lexical = base.bm25.invoke(text)
    dense = base.dense.invoke(text)
    assert len(lexical) == 30 and len(dense) == 40  # 30 whole judgments; 40 chunks
    score: dict[str, float] = {}
    for docs in (lexical, dense):
        for rank, d in enumerate(docs, start=1):
            score[d.metadata["case_id"]] = score.get(d.metadata["case_id"], 0.0) + 0.5 / (60 + rank)
    got = base.search(text, depth=100)
    assert len(got) == len(set(got)) == len(score)
    assert [score[c] for c in got] == sorted(score.values(), reverse=True)
    assert set(got) == set(score)


def test_the_chroma_store_is_reused_until_the_corpus_changes(demo_engine, cases, baseline):
    base, path = baseline
    again = build_baseline(cases, demo_engine.encoder, path, "fp-1", LangChainConfig(k=40), demo_engine.analyzer)
    assert again.n_chunks == base.n_chunks and again.vectorstore._collection.count() == base.n_chunks
    marker = json.loads((path / "built.json").read_text())
    smaller = build_baseline(cases[:5], demo_engine.encoder, path, "fp-2", LangChainConfig(k=40), demo_engine.analyzer)
    assert smaller.n_chunks < base.n_chunks == marker["n_chunks"]
    assert smaller.vectorstore._collection.count() == smaller.n_chunks
