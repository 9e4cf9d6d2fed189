"""LangChain's own hybrid retriever, configured the way a LangChain user would: the system we compete with.

Configuration (``LangChainConfig``; every choice is in the report's header):

- ``EnsembleRetriever(retrievers=[BM25Retriever, dense], weights=[0.5, 0.5], c=60, id_key="case_id")`` — the
  documented hybrid recipe with its defaults; ``id_key`` fuses on the judgment id, so a user gets judgments
  (not passages) back.
- Dense side, as well as LangChain allows (default ``dense="max-chunk"``): a ``MultiVectorRetriever`` over a
  ``langchain_chroma.Chroma`` store of chunks (its default settings: L2 distance on unit vectors, i.e.
  cosine order), with the judgments as parent documents in an ``InMemoryStore``: it fetches
  ``k x chunks_per_result`` chunks and returns each judgment once, in the order of its best chunk — a max over
  a judgment's chunks. (``dense="sum-chunks"``, the plain ``as_retriever`` the earlier tables used, lets every
  chunk of a judgment add its own ``weight / (c + rank)``, which favours long judgments.)
- The query is embedded whole (``query_embedding="whole"``): ``EncoderEmbeddings.embed_query`` cuts it into
  the encoder's windows and returns the normalised mean of their vectors; ``"first-window"`` reproduces the
  model's silent truncation to the first 256 word pieces.
  Chunks are the encoder's window — paragraphs packed up to 254 word pieces, no overlap
  (``ModelWindowSplitter``). LangChain's guidance is to chunk to the embedding model's input length (the
  model truncates at 256 word pieces, so one vector per whole judgment would only see its first ~200 words).
  They are exactly lcr's encoding units, so the shared embedding cache serves them and no judgment is encoded
  twice; any other splitter would need the whole corpus re-encoded (hours on two cores).
- Lexical side: ``BM25Retriever`` (rank_bm25's BM25Okapi, its default k1 = 1.5, b = 0.75) over *whole
  judgments* by default, with ``preprocess_func`` = lcr's analyzer (lower-case words, stop words removed —
  what anyone tuning BM25 for English does instead of the default ``str.split``). Whole judgments are the
  stronger and the faster choice for the baseline: rank_bm25 scores in a Python loop over documents for every
  query token, so over ~100k chunks an 8,000-word judgment as a query costs about a minute
  (``bm25_over="chunks"`` reproduces the chunked tutorial set-up for measuring that).
- ``k`` per retriever = the evaluation depth, so the fused list is deep enough for R@100 and AP.
- The same embedding model and cache as lcr, through ``EncoderEmbeddings``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_text_splitters import TextSplitter

from ..encoder import Encoder
from ..lexical import Analyzer
from ..units import DEFAULT_MAX_TOKENS, unit_spans, wordpiece_counter
from .harness import read_json, write_json

COLLECTION = "lcr-langchain-baseline"
ID_KEY = "case_id"


class EncoderEmbeddings(Embeddings):
    """lcr's encoder (same model, same content-addressed cache) behind LangChain's ``Embeddings``.

    With a ``splitter``, ``embed_query`` embeds the *whole* query: the query is cut into the encoder's windows
    (the same splitter as the chunks), each window encoded, and the normalised mean returned — without it the
    model silently keeps only the first 256 word pieces of a long query."""

    def __init__(self, encoder: Encoder, splitter: TextSplitter | None = None) -> None:
        self.encoder = encoder
        self.splitter = splitter

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.encoder.encode(list(texts)).tolist()

    def embed_query(self, text: str) -> list[float]:
        import numpy as np

        from ..text import normalize

        windows = self.splitter.split_text(normalize(text)) if self.splitter is not None else []
        if len(windows) <= 1:
            return self.encoder.encode([text])[0].tolist()
        v = self.encoder.encode(windows).mean(axis=0)
        n = float(np.linalg.norm(v))
        return (v / n if n > 0 else v).tolist()


class ModelWindowSplitter(TextSplitter):
    """Chunks of at most the encoder's window: paragraphs packed up to ``max_tokens`` word pieces, long
    paragraphs cut at sentences, no overlap. Expects normalised text (as ``text.normalize`` returns)."""

    def __init__(self, tokenizer_json: Path, max_tokens: int = DEFAULT_MAX_TOKENS) -> None:
        self._count = wordpiece_counter(tokenizer_json)
        self._max_tokens = max_tokens
        super().__init__(chunk_size=max_tokens, chunk_overlap=0,
                         length_function=lambda t: self._count([t])[0] if t else 0)

    def split_text(self, text: str) -> list[str]:
        return [text[s.start : s.end] for s in unit_spans(text, self._count, self._max_tokens)]


@dataclass(frozen=True)
class LangChainConfig:
    k: int = 1000
    weights: tuple[float, float] = (0.5, 0.5)
    c: int = 60
    bm25_over: Literal["documents", "chunks"] = "documents"
    dense: Literal["max-chunk", "sum-chunks"] = "max-chunk"
    query_embedding: Literal["whole", "first-window"] = "whole"
    chunks_per_result: int = 10  # max-chunk: chunks fetched per wanted judgment

    def describe(self) -> str:
        if self.dense == "max-chunk":
            dense = (f"MultiVectorRetriever(id_key={ID_KEY!r}) over Chroma (k={self.k * self.chunks_per_result} "
                     "chunks; each judgment once, at its best chunk = max over its chunks)")
        else:
            dense = f"Chroma retriever (k={self.k} chunks; every chunk of a judgment adds its own RRF share)"
        return (f"EnsembleRetriever(weights={list(self.weights)}, c={self.c}, id_key={ID_KEY!r}) over "
                f"BM25Retriever(k={self.k}, BM25Okapi defaults k1=1.5 b=0.75, preprocess_func=lcr analyzer, "
                f"over {'whole judgments' if self.bm25_over == 'documents' else 'chunks'}) + {dense}; chunks of <= "
                f"{DEFAULT_MAX_TOKENS} word pieces, paragraph-packed, no overlap; default L2 HNSW; same MiniLM "
                f"encoder and cache; query embedding: "
                + ("mean of the query's windows (the whole query)" if self.query_embedding == "whole"
                   else "first 256 word pieces"))


@dataclass
class LangChainBaseline:
    """The built retrievers plus how long building took."""

    ensemble: object  # langchain_classic EnsembleRetriever
    bm25: object
    dense: object
    vectorstore: object
    config: LangChainConfig
    n_chunks: int
    build_seconds: dict[str, float]

    def search(self, query: str, depth: int) -> list[str]:
        """Judgment ids, best first, as the EnsembleRetriever returns them (unique by ``case_id``)."""
        docs = self.ensemble.invoke(query)
        return list(dict.fromkeys(d.metadata[ID_KEY] for d in docs))[:depth]


def split_documents(cases: Iterable[tuple[str, str]], splitter: ModelWindowSplitter) -> list[Document]:
    docs = [Document(page_content=text, metadata={ID_KEY: cid}) for cid, text in cases]
    chunks = splitter.split_documents(docs)
    counters: dict[str, int] = {}
    for ch in chunks:  # stable chunk ids so a persisted store can be checked and reused
        cid = ch.metadata[ID_KEY]
        ch.id = f"{cid}::c{counters.get(cid, 0)}"
        counters[cid] = counters.get(cid, 0) + 1
    return chunks


def build_baseline(
    cases: list[tuple[str, str]],
    encoder: Encoder,
    persist_dir: Path,
    fingerprint: str,
    config: LangChainConfig | None = None,
    analyzer: Analyzer | None = None,
    log: Callable[[str], None] = lambda _: None,
) -> LangChainBaseline:
    """BM25 and Chroma retrievers over ``cases`` ((id, normalised text)) and their EnsembleRetriever.

    The Chroma collection is persisted in ``persist_dir`` and reused while ``fingerprint`` (the corpus and
    settings it was built from) is unchanged; BM25Retriever has no persistence and is built every run.
    """
    import os

    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    import chromadb
    from langchain_chroma import Chroma
    from langchain_classic.retrievers import EnsembleRetriever
    from langchain_community.retrievers import BM25Retriever

    config = config or LangChainConfig()
    analyzer = analyzer or Analyzer()
    timings: dict[str, float] = {}
    splitter = ModelWindowSplitter(encoder.tokenizer_json)
    embeddings = EncoderEmbeddings(encoder, splitter if config.query_embedding == "whole" else None)
    persist_dir = Path(persist_dir)
    marker = persist_dir / "built.json"
    want = {"fingerprint": fingerprint, "splitter": f"model-window-{DEFAULT_MAX_TOKENS}", "model": encoder.id}

    t0 = time.perf_counter()
    chunks: list[Document] | None = None
    built = read_json(marker)
    persist_dir.mkdir(parents=True, exist_ok=True)
    store = Chroma(collection_name=COLLECTION, embedding_function=embeddings, persist_directory=str(persist_dir),
                   client_settings=chromadb.config.Settings(anonymized_telemetry=False))
    if built is None or {k: built.get(k) for k in want} != want or store._collection.count() != built.get("n_chunks"):
        log("building the LangChain baseline's Chroma store (once per corpus; vectors come from the cache)")
        marker.unlink(missing_ok=True)
        store.reset_collection()  # through the open client: another client on the same folder would be refused
        chunks = split_documents(cases, splitter)
        for i in range(0, len(chunks), 2000):
            store.add_documents(chunks[i : i + 2000], ids=[c.id for c in chunks[i : i + 2000]])
        write_json(marker, {**want, "n_chunks": len(chunks)})
        n_chunks = len(chunks)
    else:
        n_chunks = int(built["n_chunks"])
    timings["chroma"] = time.perf_counter() - t0

    t1 = time.perf_counter()
    if config.bm25_over == "chunks":
        lexical_docs = chunks if chunks is not None else split_documents(cases, splitter)
    else:
        lexical_docs = [Document(page_content=text, metadata={ID_KEY: cid}, id=cid) for cid, text in cases]
    bm25 = BM25Retriever.from_documents(lexical_docs, preprocess_func=analyzer, k=config.k)
    timings["bm25"] = time.perf_counter() - t1

    if config.dense == "max-chunk":
        from langchain_classic.retrievers.multi_vector import MultiVectorRetriever
        from langchain_core.stores import InMemoryStore

        parents = InMemoryStore()
        parents.mset([(cid, Document(page_content=text, metadata={ID_KEY: cid}, id=cid)) for cid, text in cases])
        dense = MultiVectorRetriever(vectorstore=store, docstore=parents, id_key=ID_KEY,
                                     search_kwargs={"k": min(max(n_chunks, 1), config.k * config.chunks_per_result)})
    else:
        dense = store.as_retriever(search_kwargs={"k": config.k})
    ensemble = EnsembleRetriever(retrievers=[bm25, dense], weights=list(config.weights), c=config.c, id_key=ID_KEY)
    return LangChainBaseline(ensemble, bm25, dense, store, config, n_chunks, timings)


__all__ = ["EncoderEmbeddings", "LangChainBaseline", "LangChainConfig", "ModelWindowSplitter", "build_baseline"]
