"""LLMFacetizer through the real langchain-openai client over real HTTP against the scripted test server."""

from __future__ import annotations

import json
import logging
import sqlite3
import time

import pytest

from lcr_core.facets.llm import LLMFacetizer, parse_reply
from lcr_core.facets.registry import get_facetizer, run_facetizer
from lcr_core.facets.trained import TrainedFacetizer
from lcr_core.schema import FACETS, Facets
from lcr_core.units import segment

try:
    from llm_fixtures import Reply, llm_settings, openai_server  # noqa: F401
except ImportError:  # tests/ imported as a package
    from tests.llm_fixtures import Reply, llm_settings, openai_server  # noqa: F401

TEXT = "\n".join([
    "IN THE SUPREME COURT OF INDIA",
    "The appellant was employed as a clerk in 1990. He was dismissed from service in 1995 after an inquiry.",
    "The question for consideration is whether the inquiry was vitiated for want of a hearing.",
    "We have considered the submissions. The rules required notice, which was never given.",
    "For these reasons the appeal is allowed. No order as to costs.",
])
GOOD = {"labels": [{"paragraph": 1, "facet": "other"}, {"paragraph": 2, "facet": "facts"},
                   {"paragraph": 3, "facet": "issues"}, {"paragraph": 4, "facet": "reasoning"},
                   {"paragraph": 5, "facet": "decision"}]}


def _doc(text: str = TEXT):
    return segment(text, lambda texts: [len(t.split()) for t in texts])


@pytest.fixture
def fallback():
    return TrainedFacetizer()


@pytest.fixture
def llm(llm_settings, fallback):
    return LLMFacetizer(llm_settings, fallback=fallback)


def _fallback_prov(fallback) -> str:
    return f"trained@{fallback.version}"


def test_labelled_response(llm, openai_server, caplog):
    openai_server.reply(json.dumps(GOOD))
    doc = _doc()
    with caplog.at_level(logging.DEBUG):
        facets = llm.facetize(doc)
    assert isinstance(facets, Facets)
    assert facets.facetizer == "llm:test-model@v1"
    assert facets.text("issues", doc.text) == doc.text.split("\n")[2]
    assert facets.text("decision", doc.text) == doc.text.split("\n")[4]
    assert facets.text("facts", doc.text).startswith("The appellant was employed")
    assert facets.text("reasoning", doc.text).startswith("We have considered")
    (req,) = openai_server.chat_requests
    body = req["body"]
    assert body["model"] == "test-model" and body["temperature"] == 0
    prompt = body["messages"][-1]["content"]
    assert "[3] The question for consideration" in prompt and "[5] For these reasons" in prompt
    assert req["headers"].get("authorization") == "Bearer sk-test-secret-key"
    assert "sk-test-secret-key" not in caplog.text
    assert llm.label_sentences(doc) == ["other", "facts", "facts", "issues", "reasoning", "reasoning",
                                        "decision", "decision"]


def test_fenced_and_arguments_mapping(llm_settings, openai_server, fallback):
    reply = {"labels": [*GOOD["labels"][:3], {"paragraph": 4, "facet": "Arguments"}, GOOD["labels"][4]]}
    openai_server.reply("Here you go:\n```json\n" + json.dumps(reply) + "\n```")
    facets = LLMFacetizer(llm_settings, fallback=fallback, arguments_as="facts").facetize(_doc())
    assert facets.facetizer == "llm:test-model@v1+args:facts"
    assert "We have considered" in facets.text("facts", _doc().text)
    assert facets.is_empty("reasoning")


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (Reply(json.dumps({"labels": [{"paragraph": 9, "facet": "facts"}]})), "out of range"),
        (Reply('{"labels": [{"paragraph": 1, "facet": "facts"}, {"paragr'), "broken json"),
        (Reply("I cannot help with that."), "no json in reply"),
        (Reply(json.dumps({"labels": [{"paragraph": 1, "facet": "holding"}]})), "invalid json labels"),
        (Reply(None, refusal="I can't label legal documents."), "refusal"),
        (Reply('{"labels": [{"paragraph": 1, "fac', finish_reason="length"), "partial json"),
        (Reply(status=500), "http 500"),
        (Reply(status=429), "http 429"),
    ],
)
def test_failures_fall_back_to_trained(llm, openai_server, fallback, reply, reason):
    openai_server.queue.append(reply)
    doc = _doc()
    facets = llm.facetize(doc)
    assert isinstance(facets, Facets)
    assert facets.facetizer.startswith(_fallback_prov(fallback) + " (llm fallback: ")
    assert reason in facets.facetizer
    expected = run_facetizer(fallback, doc)
    assert facets.spans == expected.spans
    assert len(openai_server.chat_requests) == 1


def test_timeout_falls_back(llm, openai_server, fallback):
    openai_server.reply(json.dumps(GOOD), delay=30.0)  # cut short when the server stops
    t0 = time.monotonic()
    facets = llm.facetize(_doc())
    assert time.monotonic() - t0 < 15.0  # 1 s client timeout (+ the fallback), not the 30 s reply
    assert facets.facetizer == f"{_fallback_prov(fallback)} (llm fallback: timeout)"
    assert set(facets.spans) == set(FACETS)


def test_failure_is_not_cached(llm, openai_server):
    openai_server.reply(status=500)
    openai_server.reply(json.dumps(GOOD))
    assert "llm fallback" in llm.facetize(_doc()).facetizer
    assert llm.facetize(_doc()).facetizer == "llm:test-model@v1"
    assert len(openai_server.chat_requests) == 2


def test_cache_hit_makes_no_second_request(llm_settings, openai_server, fallback):
    openai_server.reply(json.dumps(GOOD))
    first = LLMFacetizer(llm_settings, fallback=fallback).facetize(_doc())
    second = LLMFacetizer(llm_settings, fallback=fallback).facetize(_doc())  # a fresh instance, same cache dir
    assert first.spans == second.spans and second.facetizer == "llm:test-model@v1"
    assert len(openai_server.chat_requests) == 1
    db = llm_settings.cache_dir / "llm_facets.sqlite"
    rows = sqlite3.connect(db).execute("SELECT model, prompt, labels FROM llm_facets").fetchall()
    assert rows and rows[0][0].startswith("test-model#") and rows[0][1] == "v1"
    assert b"sk-test-secret-key" not in db.read_bytes()
    assert llm_settings.llm_base_url.encode() not in db.read_bytes()  # the endpoint is hashed, never stored
    # another endpoint serving a model of the same name is asked, not answered from this endpoint's cache
    other = llm_settings.model_copy(update={"llm_base_url": llm_settings.llm_base_url.replace("127.0.0.1", "localhost")})
    openai_server.reply(json.dumps(GOOD))
    assert LLMFacetizer(other, fallback=fallback).facetize(_doc()).facetizer == "llm:test-model@v1"
    assert len(openai_server.chat_requests) == 2


def test_partial_answer_filled_from_default(llm, openai_server, fallback):
    openai_server.reply(json.dumps({"labels": [lab for lab in GOOD["labels"] if lab["paragraph"] != 2]}))
    doc = _doc()
    labels, prov = llm.label_with_provenance(doc)
    assert prov == f"llm:test-model@v1 (+{_fallback_prov(fallback)} for 1/5 paragraphs)"
    fb = fallback.label_sentences(doc)
    assert labels[1:3] == fb[1:3]
    assert labels[3] == "issues" and labels[-1] == "decision"


def test_long_judgment_goes_in_windows(llm_settings, openai_server, fallback):
    paras = [f"Paragraph {i} says that the witness saw the accused near the house on the night." * 6
             for i in range(1, 13)]
    settings = llm_settings.model_copy(update={"llm_context_tokens": 900})

    def answer(request):
        prompt = request["body"]["messages"][-1]["content"]
        nums = [int(line[1 : line.index("]")]) for line in prompt.split("\n") if line.startswith("[")]
        return Reply(json.dumps({"labels": [{"paragraph": n, "facet": "facts"} for n in nums]}))

    openai_server.handler = answer
    doc = _doc("\n".join(paras))
    facets = LLMFacetizer(settings, fallback=fallback).facetize(doc)
    assert facets.facetizer == "llm:test-model@v1"
    assert len(openai_server.chat_requests) > 1
    assert facets.text("facts", doc.text) == doc.text


def test_registry_llm_and_auto(llm_settings, openai_server):
    openai_server.reply(json.dumps(GOOD))
    fz = get_facetizer(llm_settings.model_copy(update={"facetizer": "llm"}))
    assert isinstance(fz, LLMFacetizer) and isinstance(fz.fallback, TrainedFacetizer)
    assert run_facetizer(fz, _doc()).facetizer == "llm:test-model@v1"
    auto = get_facetizer(llm_settings.model_copy(update={"facetizer": "auto"}))
    assert isinstance(auto, TrainedFacetizer)
    assert run_facetizer(auto, _doc()).facetizer == f"trained@{auto.version}"


def test_parse_reply_variants():
    assert [x.paragraph for x in parse_reply('{"1": "facts", "2": "decision"}').labels] == [1, 2]
    assert parse_reply('[{"paragraph": 1, "facet": "FACTS"}]').labels[0].facet == "facts"
