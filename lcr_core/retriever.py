"""The LangChain face of the engine: a ``BaseRetriever`` returning one ``Document`` per ranked case."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import ConfigDict

from .config import Weights
from .engine import Engine, Filters


class SectionAwareRetriever(BaseRetriever):
    """Section-aware hybrid retrieval (METHOD.md) behind LangChain's retriever interface.

    ``page_content`` is the text of the facet that contributed most to the match; metadata carries the case
    id, the final score, S_lex, S_sem, per-facet raw scores, the Stage-1 ranks and the best facet.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    engine: Engine
    k: int = 10
    filters: Filters | None = None
    weights: Weights | None = None

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        result = self.engine.search(query, k=self.k, filters=self.filters, weights=self.weights)
        docs: list[Document] = []
        for hit in result.hits:
            case = self.engine.case(hit.case_id)
            content = case.facet_text(hit.best_facet) if case else ""
            meta: dict[str, Any] = {
                "case_id": hit.case_id,
                "rank": hit.rank,
                "score": hit.score,
                "s_lex": hit.s_lex,
                "s_sem": hit.s_sem,
                "facet_lex": hit.lex,
                "facet_sem": hit.sem,
                "bm25_rank": hit.bm25_rank,
                "dense_rank": hit.dense_rank,
                "rrf": hit.rrf,
                "best_facet": hit.best_facet,
                "profile": result.profile,
                **{k: v for k, v in hit.metadata.items() if v not in (None, "")},
            }
            docs.append(Document(page_content=content or (case.text[:2000] if case else ""), metadata=meta,
                                 id=hit.case_id))
        return docs
