"""Chat turns on the demo corpus: searches, offline follow-ups and the LLM follow-up chain (against a real,
scripted OpenAI-compatible server)."""

import json

import pytest
from llm_fixtures import OpenAIServer, Reply, openai_server  # noqa: F401

from lcr_ui import chat
from lcr_ui.conversation import Conversation, FilterSpec, Turn
from lcr_ui.followup import Exclude, MoreLike, Refine, StanceFilter, Why, parse_followup

DOWRY = ("A young wife died of poisoning at her matrimonial home two years after marriage. Her father says the "
         "husband and mother-in-law harassed her and demanded money for household expenses.")


def ask(engine, conv, message, controls, intent=None):
    conv.add(Turn("user", message))
    steps = []
    turns = chat.respond(engine, conv, message, intent, controls, lambda label, s: steps.append(label))
    for t in turns:
        conv.add(t)
    return turns, steps


@pytest.fixture(scope="module")
def first(demo_engine):
    conv = Conversation()
    turns, steps = ask(demo_engine, conv, DOWRY, chat.Controls(k=6))
    return conv, turns[0], steps


def test_a_fact_pattern_gives_k_cards_with_quotes_and_steps(first):
    conv, turn, steps = first
    assert turn.kind == "results" and len(turn.cards) == 6
    assert [c.rank for c in turn.cards] == [1, 2, 3, 4, 5, 6]
    assert steps[:3] == ["facetizing the query", f"candidate pool of {turn.pool_size:,}", "ranking by profile fact_pattern"]
    assert {"husband", "poisoning", "matrimonial"} <= set(turn.query_terms)
    assert set(turn.query_facets) >= {"facts"}
    for c in turn.cards:
        assert c.quotes and all(q.text.strip() for q in c.quotes)
        assert c.title and c.best_facet in ("facts", "issues", "decision", "reasoning")
    assert turn.text.startswith("6 precedents")
    for c in turn.cards:  # stance and rationale from lcr_core.explain (offline here)
        assert c.stance is not None and c.rationale and c.explained_by
        assert {c.stance.petitioner, c.stance.respondent} <= {"supports", "neutral", "opposes"}
    assert "for the petitioner (no side stated):" in turn.text


def test_quotes_come_from_the_case_text(demo_engine, first):
    _, turn, _ = first
    for c in turn.cards:
        text = " ".join(demo_engine.case(c.case_id).text.split())
        for q in c.quotes:
            assert q.text.rstrip(" …")[:200] in text


def test_a_year_filter_follow_up_reruns_with_the_filter(demo_engine, first):
    conv, turn, _ = first
    conv = Conversation(list(conv.turns))
    intent = parse_followup("only cases after 2010")
    turns, _ = ask(demo_engine, conv, "only cases after 2010",
                   chat.Controls(k=6, filters=FilterSpec(year_min=2011)), intent)
    new = turns[0]
    assert new.kind == "results" and new.spec.query == turn.spec.query
    assert new.cards and all(c.year >= 2011 for c in new.cards)
    assert [c.case_id for c in new.cards] != [c.case_id for c in turn.cards]
    assert "2011 onwards" in new.text


def test_more_like_and_exclude_and_why(demo_engine, first):
    conv, turn, _ = first
    conv = Conversation(list(conv.turns))
    second = turn.cards[1]
    more, _ = ask(demo_engine, conv, "more like #2", chat.Controls(k=5), MoreLike(2))
    assert more[0].kind == "results" and second.case_id not in [c.case_id for c in more[0].cards]
    assert more[0].spec.filters.exclude_ids == (second.case_id,)
    assert more[0].spec.label == f"more like #2 ({second.case_id})"

    conv = Conversation(list(first[0].turns))
    top = turn.cards[0].case_id
    ex, _ = ask(demo_engine, conv, "exclude #1", chat.Controls(k=6), Exclude((1,)))
    assert top not in [c.case_id for c in ex[0].cards] and len(ex[0].cards) == 6

    why, _ = ask(demo_engine, Conversation(list(first[0].turns)), "why is #2 relevant?", chat.Controls(k=6), Why(2))
    assert why[0].kind == "answer" and why[0].cards == [second]
    assert f"matched best on its {second.best_facet}" in why[0].text and f"{second.score:.2f}" in why[0].text

    missing, _ = ask(demo_engine, Conversation(list(first[0].turns)), "why is #9?", chat.Controls(k=6), Why(9))
    assert missing[0].kind == "notice" and "no #9" in missing[0].text


def test_stance_follow_up_filters_the_cards(demo_engine, first):
    conv, turn, _ = first
    out, _ = ask(demo_engine, Conversation(list(conv.turns)), "which of these oppose the petitioner?",
                 chat.Controls(k=6), StanceFilter("petitioner", "opposes"))
    expected = [c for c in turn.cards if c.stance.petitioner == "opposes"]
    assert out[0].cards == expected
    assert f"{len(expected)} of the 6" in out[0].text or "None of the 6" in out[0].text


def test_follow_ups_without_results_and_empty_queries(demo_engine):
    conv = Conversation()
    out, _ = ask(demo_engine, conv, "show 20", chat.Controls(k=20), Refine(k=20))
    assert out[0].kind == "notice" and "next search" in out[0].text
    out, _ = ask(demo_engine, conv, "more like #1", chat.Controls(k=5), MoreLike(1))
    assert out[0].kind == "notice" and "no results" in out[0].text
    out, _ = ask(demo_engine, conv, "   ", chat.Controls(k=5))
    assert out[0].kind == "error" and "empty" in out[0].text


# ---- LLM mode -----------------------------------------------------------------------------------------------
def _is_followup(request) -> bool:
    msgs = request["body"].get("messages", [])
    return bool(msgs) and "You assist a legal researcher" in str(msgs[0].get("content"))


@pytest.fixture
def llm_engine(demo_engine, openai_server):  # noqa: F811
    old = demo_engine.settings
    demo_engine.settings = old.model_copy(update={"llm_base_url": openai_server.base_url, "llm_model": "test-model",
                                                  "llm_timeout": 5.0, "llm_max_retries": 0})
    try:
        yield demo_engine
    finally:
        demo_engine.settings = old


def script(server: OpenAIServer, reply: Reply) -> None:
    """The follow-up chain gets ``reply``; anything else (e.g. LLM explanations) gets an HTTP 500."""
    server.handler = lambda request: reply if _is_followup(request) else Reply("no", status=500)


def test_llm_rewrites_a_follow_up_into_a_standalone_search(llm_engine, openai_server, first):  # noqa: F811
    conv = Conversation(list(first[0].turns))
    rewritten = "A wife died of poisoning; the husband was convicted of dowry death and appeals."
    script(openai_server, Reply(json.dumps({"action": "search", "query": rewritten})))
    out, steps = ask(llm_engine, conv, "what if the husband was the one who appealed?", chat.Controls(k=4))
    assert out[0].kind == "results" and out[0].spec.query == rewritten and len(out[0].cards) == 4
    assert out[0].notices[0] == f"Searched for: {rewritten}"
    assert "reading the follow-up with the LLM" in steps
    req = next(r for r in openai_server.chat_requests if _is_followup(r))
    human = req["body"]["messages"][1]["content"]
    assert first[1].cards[0].title in human and "[#1]" in human and "what if the husband" in human


def test_llm_answer_is_grounded_in_the_cited_cards(llm_engine, openai_server, first):  # noqa: F811
    conv = Conversation(list(first[0].turns))
    answer = "Both involve harassment for money [#1]; see also [#2] and [#42]."
    script(openai_server, Reply(f"```json\n{json.dumps({'action': 'answer', 'answer': answer})}\n```"))
    out, _ = ask(llm_engine, conv, "do any of these involve harassment?", chat.Controls(k=6))
    assert out[0].kind == "answer" and [c.rank for c in out[0].cards] == [1, 2]
    assert "[#42]" not in out[0].text and "[#1]" in out[0].text
    assert "#42" in out[0].notices[0]


@pytest.mark.parametrize("reply", [
    Reply("upstream exploded", status=500),
    Reply('{"action": "answer", "answer": "They are all good cases."}'),  # cites nothing
    Reply("not json at all"),
])
def test_llm_failure_falls_back_to_an_offline_search(llm_engine, openai_server, first, reply):  # noqa: F811
    conv = Conversation(list(first[0].turns))
    script(openai_server, reply)
    out, _ = ask(llm_engine, conv, "dowry death by poisoning of a young wife", chat.Controls(k=3))
    assert out[0].kind == "results" and len(out[0].cards) == 3
    assert out[0].notices[0].startswith("The LLM could not be used (")
    assert "sk-" not in " ".join(out[0].notices)


def test_llm_endpoint_down_falls_back(demo_engine, first):
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    old = demo_engine.settings
    demo_engine.settings = old.model_copy(update={"llm_base_url": f"http://127.0.0.1:{port}/v1",
                                                  "llm_model": "m", "llm_timeout": 2.0, "llm_max_retries": 0})
    try:
        out, _ = ask(demo_engine, Conversation(list(first[0].turns)), "cases about cruelty", chat.Controls(k=2))
    finally:
        demo_engine.settings = old
    assert out[0].kind == "results"
    assert "cannot connect to the LLM endpoint" in out[0].notices[0]


def test_follow_up_years_beyond_the_corpus_say_no_case_matches(demo_engine, first):
    conv, turn, _ = first
    intent = parse_followup("only cases after 2030")
    out, _ = ask(demo_engine, Conversation(list(conv.turns)), "only cases after 2030",
                 chat.Controls(k=6, year_bounds=(1953, 2018)), intent)
    assert out[0].kind == "notice" and not out[0].cards
    assert out[0].text.startswith("No case matches") and "2031 or later" in out[0].text


def test_clear_filters_clears_the_exclusions_too(demo_engine, first):
    conv, turn, _ = first
    conv = Conversation(list(conv.turns))
    top = turn.cards[0].case_id
    ask(demo_engine, conv, "exclude #1", chat.Controls(k=6), Exclude((1,)))
    assert conv.last_results().spec.filters.exclude_ids == (top,)
    out, _ = ask(demo_engine, conv, "clear filters", chat.Controls(k=6), parse_followup("clear filters"))
    assert out[0].spec.filters.exclude_ids == () and top in [c.case_id for c in out[0].cards]


def test_a_free_form_follow_up_without_an_llm_says_it_became_a_new_search(demo_engine, first):
    assert not demo_engine.settings.llm_enabled
    conv, _, _ = first
    out, _ = ask(demo_engine, Conversation(list(conv.turns)), "did the mother-in-law get acquitted in any of these?",
                 chat.Controls(k=3))
    assert out[0].kind == "results" and out[0].notices[0] == chat.OFFLINE_FREE_FORM
    fresh, _ = ask(demo_engine, Conversation(), "did the mother-in-law get acquitted?", chat.Controls(k=3))
    assert chat.OFFLINE_FREE_FORM not in fresh[0].notices  # a first search is just a search


@pytest.mark.parametrize("body", ["<!doctype html><title>Open WebUI</title>", "Service Unavailable"])
def test_an_endpoint_that_answers_but_not_as_an_openai_api_is_said_to_be_one(openai_server, body):  # noqa: F811
    """A base URL pointed at a web page (a chat UI's port, a proxy's error page) answers 200 with HTML: the
    connection check said 'Not reachable: LLM call failed (JSONDecodeError)', which sent users looking at the
    network; the chat's provenance said 'error JSONDecodeError'."""
    from lcr_core import Settings
    from lcr_core.llm_reply import chat_model, failure_reason
    from lcr_ui.llm_chat import check_connection

    openai_server.default = Reply(body=body)
    settings = Settings(llm_base_url=openai_server.base_url, llm_model="m", llm_timeout=3.0, llm_max_retries=0)
    ok, message = check_connection(settings)
    assert not ok and "not JSON" in message and "OpenAI-compatible" in message and "/v1" in message
    with pytest.raises(Exception) as caught:
        chat_model(settings).invoke("Reply with OK.")
    assert failure_reason(caught.value) == "reply not JSON"


def test_with_an_llm_compare_goes_to_it_and_its_failure_keeps_the_cards(llm_engine, openai_server, first):  # noqa: F811
    """'compare #1 and #4' is the LLM's to answer when one is configured; when it fails, the answer is the cards
    side by side, not a search for the words 'compare #1 and #4' (newuser19)."""
    from lcr_ui.followup import Compare

    answer = "Both convictions stood [#1] [#4]."
    script(openai_server, Reply(json.dumps({"action": "answer", "answer": answer})))
    conv = Conversation(list(first[0].turns))
    out, steps = ask(llm_engine, conv, "compare #1 and #4", chat.Controls(k=6), Compare((1, 4)))
    assert out[0].kind == "answer" and out[0].text == answer and "reading the follow-up with the LLM" in steps

    for message, intent in (("compare #1 and #4", Compare((1, 4))), ("who was the judge in #2?", None)):
        script(openai_server, Reply("upstream exploded", status=500))
        conv = Conversation(list(first[0].turns))
        out, _ = ask(llm_engine, conv, message, chat.Controls(k=6), intent)
        assert out[0].kind in ("answer", "notice") and conv.last_results() is first[1], out[0].text
        assert "The LLM could not be used" in " ".join([out[0].text, *out[0].notices])
    assert [c.rank for c in ask(llm_engine, Conversation(list(first[0].turns)), "compare #1 and #4",
                                chat.Controls(k=6), Compare((1, 4)))[0][0].cards] == [1, 4]


def test_with_an_llm_compare_with_a_missing_card_says_which_and_asks_nothing(llm_engine, openai_server, first):  # noqa: F811
    """'compare #1 and #9' of six cards: offline it says there is no #9; with an LLM it was sent to the chain
    (which sees six cards) and, when that failed, #1 was set 'side by side' alone."""
    from lcr_ui.followup import Compare

    for reply in (Reply(json.dumps({"action": "answer", "answer": "#9 is like #1 [#1]."})),
                  Reply("upstream exploded", status=500)):
        script(openai_server, reply)
        before = sum(1 for r in openai_server.chat_requests if _is_followup(r))
        conv = Conversation(list(first[0].turns))
        out, _ = ask(llm_engine, conv, "compare #1 and #9", chat.Controls(k=6), Compare((1, 9)))
        assert out[0].kind == "notice" and "#9" in out[0].text and not out[0].cards, out[0].text
        assert conv.last_results() is first[1]
        assert sum(1 for r in openai_server.chat_requests if _is_followup(r)) == before
