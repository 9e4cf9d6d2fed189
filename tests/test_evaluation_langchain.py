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
    assert len(lexical) == 30 and len(dense) == len({d.metadata["case_id"] for d in dense})  # each judgment once
    # max over a judgment's chunks: judgments in the order of their best chunk in the raw chunk search
    chunks = base.vectorstore.similarity_search(text, k=400)
    assert [d.metadata["case_id"] for d in dense] == list(dict.fromkeys(c.metadata["case_id"] for c in chunks))
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


def test_sum_over_chunks_is_still_available_and_differs(demo_engine, cases, tmp_path):
    from lcr_core.evaluation.langchain_baseline import LangChainConfig as Cfg

    summed = build_baseline(cases, demo_engine.encoder, tmp_path, "fp-1", Cfg(k=40, dense="sum-chunks"),
                            demo_engine.analyzer)
    query = json.loads(DEMO_QUERIES.read_text())[2]["text"]
    assert len(summed.dense.invoke(query)) == 40  # chunks, a judgment may appear many times
    assert "max over its chunks" in Cfg().describe() and "whole query" in Cfg().describe()


def test_a_long_query_is_embedded_whole_not_truncated(demo_engine, cases):
    splitter = ModelWindowSplitter(demo_engine.encoder.tokenizer_json)
    text = cases[0][1]
    windows = splitter.split_text(text)
    assert len(windows) > 2
    whole = np.asarray(EncoderEmbeddings(demo_engine.encoder, splitter).embed_query(text))
    first = np.asarray(EncoderEmbeddings(demo_engine.encoder).embed_query(text))
    mean = demo_engine.encoder.encode(windows).mean(axis=0)
    assert np.allclose(whole, mean / np.linalg.norm(mean), atol=1e-5)
    assert float(whole @ first) < 0.999
