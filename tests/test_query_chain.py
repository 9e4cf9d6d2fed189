"""Query facetization as a LangChain Runnable: offline rule, and the LLM split over real HTTP (scripted server)."""

from __future__ import annotations

import json

from langchain_core.runnables import Runnable

from lcr_core.facets.query_chain import QueryFacetizerChain
from lcr_core.facets.trained import TrainedFacetizer
from lcr_core.units import segment

try:
    from llm_fixtures import Reply, llm_settings, openai_server  # noqa: F401
except ImportError:
    from tests.llm_fixtures import Reply, llm_settings, openai_server  # noqa: F401

TEXT = ("My client rented a shop in 2015 and paid rent regularly. The landlord cut the electricity and changed the "
        "locks while my client was away, without any court order. "
        "Whether a landlord may dispossess a tenant without due process of law?")


def _doc(text: str = TEXT):
    return segment(text, lambda texts: [len(t.split()) for t in texts])


def test_offline_runnable_reads_questions_as_issues():
    chain = QueryFacetizerChain(TrainedFacetizer())
    assert isinstance(chain.runnable, Runnable)
    doc = _doc()
    facets = chain.facetize(doc)
    assert "Whether a landlord" in facets.text("issues", doc.text)
    assert "changed the locks" in facets.text("facts", doc.text)
    assert facets.facetizer.startswith("query@")


def test_llm_split_is_grounded_in_the_query_text(llm_settings, openai_server):
    openai_server.reply(json.dumps({
        "facts": ["The landlord cut the electricity and changed the locks while my client was away"],
        "issues": ["without any court order"],
        "question": ["Whether a landlord may dispossess a tenant without due process of law?"],
        "extra": "ignored",
    }))
    chain = QueryFacetizerChain(TrainedFacetizer(), llm_settings)
    doc = _doc()
    facets = chain.facetize(doc)
    assert facets.facetizer == "llm:test-model@q1"
    assert facets.text("facts", doc.text) == "The landlord cut the electricity and changed the locks while my client was away"
    issues = facets.text("issues", doc.text)
    assert "without any court order" in issues and "due process of law?" in issues
    sent = openai_server.chat_requests[0]["body"]["messages"]
    assert TEXT in sent[-1]["content"] and "word for word" in sent[0]["content"]


def test_llm_paraphrase_or_broken_json_falls_back_with_a_reason(llm_settings, openai_server):
    chain = QueryFacetizerChain(TrainedFacetizer(), llm_settings)
    openai_server.reply(json.dumps({"facts": ["A tenant was unlawfully evicted."], "question": []}))
    facets = chain.facetize(_doc())
    assert facets.facetizer.endswith("(llm fallback: no excerpt found in the query)")
    assert "Whether a landlord" in facets.text("issues", _doc().text)  # the offline rule's reading
    openai_server.reply('{"facts": ["The landlord')
    assert chain.facetize(_doc()).facetizer.endswith("(llm fallback: broken json)")
    openai_server.reply(status=500)
    assert "llm fallback: http 500" in chain.facetize(_doc()).facetizer


def test_a_long_query_goes_to_the_document_facetizer_without_the_llm(llm_settings, openai_server, demo_cases):
    chain = QueryFacetizerChain(TrainedFacetizer(), llm_settings)
    text = demo_cases[0]["text"]
    facets = chain.facetize(_doc(text))
    assert facets.facetizer.startswith("trained@") and not openai_server.chat_requests
