"""A researcher's conversation on the demo corpus, as newuser19 drove it: what each answer says it did, which
ranking profile ranked the results, and follow-ups about the cards that are not searches."""

import json

import pytest

from lcr_ui import chat, export
from lcr_ui.conversation import Conversation, Turn
from lcr_ui.followup import Compare, Holding, parse_followup

DOWRY = ("A young wife died of poisoning at her matrimonial home two years after marriage. Her father says the "
         "husband and mother-in-law harassed her and demanded money for household expenses.")


def ask(engine, conv, message, k=5):
    conv.add(Turn("user", message))
    turns = chat.respond(engine, conv, message, parse_followup(message), chat.Controls(k=k))
    for t in turns:
        conv.add(t)
    return turns


@pytest.fixture(scope="module")
def session(demo_engine):
    conv = Conversation()
    first = ask(demo_engine, conv, DOWRY)[0]
    return conv, first


def test_the_answer_and_its_exports_name_the_profile_that_ranked_it(session):
    """The progress box said 'ranking by profile ...' but it collapses when done; the summary, the Markdown memo
    and the JSON export did not say which profile ranked the list (README: 'for the UI and the export')."""
    _, first = session
    assert first.profile == "fact_pattern" and first.query_type
    assert "ranked by profile fact_pattern" in first.text
    md = export.to_markdown(first.cards, first.spec, profile=first.profile, query_type=first.query_type)
    assert "**Ranked by:** profile `fact_pattern` (the query read as a fact pattern" in md
    data = json.loads(export.to_json(first.cards, first.spec, profile=first.profile, query_type=first.query_type))
    assert data["profile"] == "fact_pattern" and data["query_type"] == first.query_type


def test_the_profile_survives_a_saved_conversation(session):
    conv, first = session
    again = Conversation.from_json(json.loads(json.dumps(conv.to_json())))
    assert again.last_results().profile == first.profile


@pytest.mark.parametrize("message, rank", [("show me the holding of #2", 2), ("what did #2 hold?", 2),
                                           ("holding in the second case", 2), ("what was decided in #3", 3)])
def test_holding_questions_are_understood(message, rank):
    assert parse_followup(message) == Holding(rank)


def test_show_me_the_holding_quotes_the_card_verbatim_and_keeps_the_results(demo_engine, session):
    """'show me the holding of #2' was searched as a new fact pattern: the cards were replaced by unrelated
    cases and the next 'more like #1' referred to those."""
    conv, first = session
    conv = Conversation(list(conv.turns))
    out = ask(demo_engine, conv, "show me the holding of #2")
    assert len(out) == 1 and out[0].kind == "answer"
    card = first.cards[1]
    assert out[0].cards == [card] and conv.last_results() is first
    shown = [q for q in card.quotes if q.kind in ("holding", "outcome")]
    assert shown or card.stance.deciding
    text = " ".join(out[0].text.split())
    for q in shown:
        assert " ".join(q.text.split())[:120] in text
    assert card.title in out[0].text


@pytest.mark.parametrize("message, ranks", [("compare #1 and #4", (1, 4)), ("#2 vs #3", (2, 3)),
                                            ("how does #1 differ from #3?", (1, 3)),
                                            ("compare the first and the third", (1, 3))])
def test_compare_questions_are_understood(message, ranks):
    assert parse_followup(message) == Compare(ranks)


def test_compare_sets_the_cards_side_by_side_offline(demo_engine, session):
    conv, first = session
    conv = Conversation(list(conv.turns))
    out = ask(demo_engine, conv, "compare #1 and #4")
    assert len(out) == 1 and out[0].kind == "answer" and conv.last_results() is first
    assert out[0].cards == [first.cards[0], first.cards[3]]
    for c in (first.cards[0], first.cards[3]):
        assert f"#{c.rank}" in out[0].text and c.title in out[0].text and c.stance.outcome in out[0].text
    assert "LLM" in out[0].text  # says what it did not do: a reasoned comparison needs one


def test_compare_a_missing_card_says_which(demo_engine, session):
    conv, _ = session
    out = ask(demo_engine, Conversation(list(conv.turns)), "compare #1 and #9")
    assert out[0].kind == "notice" and "#9" in out[0].text and conv.last_results() is session[1]


def test_an_unknown_question_about_a_card_is_refused_not_searched(demo_engine, session):
    """Without an LLM, a short message about '#N' that no phrasing covers was searched as a fact pattern
    ('who was the judge in #2?' returned five unrelated cases); it now says what it can answer, results kept."""
    conv, first = session
    conv = Conversation(list(conv.turns))
    out = ask(demo_engine, conv, "who was the judge in #2?")
    assert len(out) == 1 and out[0].kind == "notice" and not out[0].cards
    assert "#2" in out[0].text and "holding of #2" in out[0].text and "LLM" in out[0].text
    assert conv.last_results() is first


@pytest.mark.parametrize("message, n", [("who was the judge in the second one?", "2"), ("summarise result 3", "3"),
                                        ("what are the facts of the last one", "5")])
def test_a_card_named_in_words_is_refused_the_same_way(demo_engine, session, message, n):
    conv, first = session
    conv = Conversation(list(conv.turns))
    out = ask(demo_engine, conv, message)
    assert out[0].kind == "notice" and f"holding of #{n}" in out[0].text and conv.last_results() is first


def test_a_short_fact_pattern_naming_a_second_case_is_still_searched(demo_engine, session):
    conv, _ = session
    out = ask(demo_engine, Conversation(list(conv.turns)), "the second case against the husband was for dowry death")
    assert out[0].kind == "results" and out[0].notices[0] == chat.OFFLINE_FREE_FORM


FACT_PATTERNS_WITH_RESULT_WORDS = [
    "The accused held the victim at knifepoint and the second accused stabbed him.",
    "The landlord decided to evict the tenant after the first notice in 1990.",
    "State versus Ram: the first accused and the second accused killed the deceased.",
    "Tenant was held liable for rent for the first floor; landlord sued for eviction.",
    "Husband and wife differ over custody of the first child and the second child.",
    "FIR no. 123 was registered; the police held the accused in custody for 10 days.",
]


@pytest.mark.parametrize("message", FACT_PATTERNS_WITH_RESULT_WORDS)
def test_a_short_fact_pattern_with_held_or_versus_is_not_a_question_about_a_result(message):
    """'held', 'decided', 'versus', 'differ' and 'the first ...' are a fact pattern's words too: without a
    result named as one ('#2', 'result 2', 'the second one') or a question's form, the message is searched."""
    assert parse_followup(message) is None


def test_a_first_fact_pattern_saying_held_is_searched_not_refused(demo_engine):
    """Read as 'the holding of #2', the first message of a conversation was answered 'There are no results to
    refer to yet: describe the facts of your case first.'"""
    out = ask(demo_engine, Conversation(), FACT_PATTERNS_WITH_RESULT_WORDS[0])
    assert out[0].kind == "results" and out[0].cards


def test_a_short_fact_pattern_saying_the_first_one_is_searched_after_results(demo_engine, session):
    """'the first one' in a narrative is the fact pattern's own thing, not a result: offline it was refused
    ('Without an LLM I cannot answer ...') instead of searched."""
    conv, _ = session
    message = "Two FIRs were lodged against the husband; the first one was quashed by the High Court."
    out = ask(demo_engine, Conversation(list(conv.turns)), message)
    assert out[0].kind == "results" and out[0].notices[0] == chat.OFFLINE_FREE_FORM
