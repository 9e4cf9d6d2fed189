"""What the chat does with a message that states a side, tried as a user would (issue 9's chat on the demo corpus):
facts that carry the side are searched, a bare side statement re-reads the last results and never replaces the
facts, a statement naming no role asks instead of searching, and a side read only by meaning gives no direction
until the user confirms it (as ``lcr search`` does)."""

from __future__ import annotations

from lcr_ui import chat
from lcr_ui.conversation import Conversation, Turn
from lcr_ui.followup import parse_followup

SERVICE = ("A government cashier was dismissed from service after a departmental inquiry for altering the cash "
           "book; he was convicted of criminal breach of trust. What must be proved?")
TENANCY = ("The tenant has not paid rent for three years and sublet the premises without the landlord's consent. "
           "Can he be evicted?")
# a short message (under 160 characters) that states the side and gives the facts
LANDLORD_FACTS = ("We act for the landlord. The tenant has not paid rent for 3 years and sublet the premises without "
                  "consent. Can we evict him?")


def ask(engine, conv, message, intent=None, k=5):
    conv.add(Turn("user", message))
    turns = chat.respond(engine, conv, message, intent, chat.Controls(k=k), None)
    for t in turns:
        conv.add(t)
    return turns


def test_short_facts_that_state_the_side_are_searched(demo_engine):
    conv = Conversation()
    (turn,) = ask(demo_engine, conv, LANDLORD_FACTS)
    assert conv.side == "landlord"
    assert turn.kind == "results" and turn.spec.query == LANDLORD_FACTS and turn.cards
    assert any("you act for the landlord" in n for n in turn.notices)
    assert all(c.stance.user_role == "landlord" for c in turn.cards)


def test_new_facts_with_a_new_side_search_the_new_facts_not_the_old_ones(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, SERVICE)
    (turn,) = ask(demo_engine, conv, LANDLORD_FACTS)
    assert conv.side == "landlord" and turn.kind == "results" and turn.spec.query == LANDLORD_FACTS


def test_restating_the_side_keeps_the_facts(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, SERVICE)
    ask(demo_engine, conv, "I act for the employee")
    (turn,) = ask(demo_engine, conv, "I act for the employee")
    assert conv.side == "employee"
    assert conv.last_results().spec.query == SERVICE  # "I act for the employee" was not searched as facts
    assert chat.OFFLINE_FREE_FORM not in turn.notices and "employee" in turn.text


def test_a_side_statement_naming_no_role_asks_and_keeps_the_results(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, SERVICE)
    (turn,) = ask(demo_engine, conv, "I act for Mr. Sharma")
    assert turn.kind == "notice" and "I act for" in turn.text and conv.side is None
    assert conv.last_results().spec.query == SERVICE


def test_a_side_read_by_meaning_gives_no_direction_until_confirmed(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, TENANCY)
    (guessed,) = ask(demo_engine, conv, "no wait, I'm for the tenant")
    assert conv.side == "tenant" and conv.side_how.startswith("side read by meaning")  # the case this guards
    assert guessed.kind == "results" and guessed.spec.query == TENANCY
    assert {c.stance.user for c in guessed.cards} == {"neutral"}
    assert any("confirm" in n for n in guessed.notices)
    (why,) = ask(demo_engine, conv, "why is #1 relevant?", parse_followup("why is #1 relevant?"))
    assert "read by meaning only" in why.text  # why the badge gives no direction, not only on the card's tooltip
    (confirmed,) = ask(demo_engine, conv, "I act for the tenant")
    assert conv.side == "tenant" and conv.side_how == ""
    assert confirmed.kind == "results" and confirmed.spec.query == TENANCY
    assert any("Confirmed" in n for n in confirmed.notices)
    assert {c.stance.user for c in confirmed.cards} & {"supports", "opposes"}  # a direction, now the side is sure
    assert not any(c.stance.remembered for c in confirmed.cards)


def test_a_confirmed_side_is_not_downgraded_by_a_vaguer_restatement(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, TENANCY)
    ask(demo_engine, conv, "I act for the tenant")
    ask(demo_engine, conv, "no wait, I'm for the tenant")
    assert conv.side == "tenant" and conv.side_how == ""


def test_why_reads_as_a_sentence(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, SERVICE)
    ask(demo_engine, conv, "I act for the employee")
    from lcr_ui.followup import Why

    (turn,) = ask(demo_engine, conv, "why is #1 relevant?", Why(rank=1))
    label = turn.cards[0].stance.user
    verb = {"supports": "it supports the employee", "opposes": "it opposes the employee",
            "neutral": "it is neutral for the employee"}[label]
    assert verb in turn.text, turn.text


def test_why_without_a_side_reads_as_a_sentence(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, SERVICE)
    from lcr_ui.followup import Why

    for rank in (1, 2, 3):
        (turn,) = ask(demo_engine, conv, f"why is #{rank} relevant?", Why(rank=rank))
        s = turn.cards[0].stance
        assert f"it {s.petitioner} the petitioner" in turn.text or "it is neutral for the petitioner" in turn.text
        assert " it neutral" not in turn.text and " it supports," not in turn.text, turn.text


def test_stance_questions_about_my_client_follow_the_stated_side(demo_engine):
    """As the landlord's lawyer, "which of these go against my client?" lists the cards whose badge opposes the
    landlord, not those that oppose a petitioner."""
    conv = Conversation()
    ask(demo_engine, conv, TENANCY)
    (side,) = ask(demo_engine, conv, "I act for the landlord")
    labels = {c.rank: c.stance.user for c in side.cards}
    assert {c.stance.user for c in side.cards} != {c.stance.petitioner for c in side.cards} or any(
        c.stance.user != c.stance.petitioner for c in side.cards)  # the case this guards: the two readings differ
    for message, label in (("which of these go against my client?", "opposes"),
                           ("which of these support the landlord?", "supports"),
                           ("which are neutral", "neutral"), ("which of these oppose us?", "opposes")):
        intent = parse_followup(message)
        (turn,) = ask(demo_engine, conv, message, intent)
        assert [c.rank for c in turn.cards] == [r for r, lab in labels.items() if lab == label], message
        assert "petitioner" not in turn.text and "landlord" in turn.text, turn.text


def test_a_stance_question_about_the_other_party_says_whose_badges_these_are(demo_engine):
    conv = Conversation()
    ask(demo_engine, conv, TENANCY)
    ask(demo_engine, conv, "I act for the landlord")
    (turn,) = ask(demo_engine, conv, "which of these support the tenant?", parse_followup("which of these support the tenant?"))
    assert turn.kind == "notice" and "landlord" in turn.text and not turn.cards


def test_without_a_side_my_client_is_read_as_the_petitioner(demo_engine):
    conv = Conversation()
    (first,) = ask(demo_engine, conv, TENANCY)
    (turn,) = ask(demo_engine, conv, "which of these favour my client?", parse_followup("which of these favour my client?"))
    assert [c.rank for c in turn.cards] == [c.rank for c in first.cards if c.stance.petitioner == "supports"]
    assert "no side stated" in turn.text


def test_the_memo_of_a_conversation_whose_side_changed_says_whose_stance_it_reads(demo_engine):
    """The Markdown export of the results after a side change quotes the original facts (which state the old side),
    so it must say whom the stances are read for, and why a badge gives no direction."""
    from lcr_ui.export import to_markdown

    conv = Conversation()
    (first,) = ask(demo_engine, conv, SERVICE + " I act for the employee.")
    (guessed,) = ask(demo_engine, conv, "no wait, I'm for the employer")
    assert conv.side_how  # read by meaning: the case this guards
    memo = to_markdown(guessed.cards, guessed.spec)
    assert "I act for the employee" in memo  # the facts are quoted whole
    assert "**Stances read for:** the employer" in memo and "the employee" not in memo.split("**Stances read for:**")[1].split("\n")[0]
    assert "read by meaning only" in memo  # the reason a label is neutral is in the memo, not only on a tooltip
    assert "**Stances read for:** the employee" in to_markdown(first.cards, first.spec)


def _card(rank: int, user: str, reason: str):
    from lcr_ui.conversation import Card, StanceView

    return Card(rank=rank, case_id=f"C{rank}", title="t", court=None, year=None, score=1.0, s_lex=0.0, s_sem=0.0,
                best_facet="facts", lex={}, sem={}, quotes=(),
                stance=StanceView("allowed", "supports", "opposes", reason, "insurer", user))


def test_the_summary_says_when_neutral_means_no_party_in_the_clients_position():
    from lcr_core.explain.stance import user_stance
    from lcr_core.explain.roles import PartyRoles
    from lcr_ui.chat import summary_line
    from lcr_ui.conversation import SearchSpec

    # the reason the rules give for a criminal precedent read for an insurer's lawyer
    label, _, reason = user_stance("allowed", "insurer", PartyRoles(("accused", "prosecution"), "accused"))
    assert label == "neutral"
    spec = SearchSpec(query="q", k=5)
    line = summary_line([_card(1, label, reason), _card(2, label, reason)], 100, spec, 0.1)
    assert "none of these precedents has a party in the insurer's position" in line
    mixed = summary_line([_card(1, label, reason), _card(2, "neutral", "Neutral for the insurer: remand.")], 100,
                         spec, 0.1)
    assert "1 neutral because the precedent has no party in the insurer's position" in mixed
    plain = summary_line([_card(1, "supports", "Supports the insurer.")], 100, spec, 0.1)
    assert "position" not in plain
