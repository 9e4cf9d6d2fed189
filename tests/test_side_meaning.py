"""The side read by meaning (the packaged encoder against role prototypes): the fallback for statements the side
rules read no side from. Runs the real offline encoder; no network."""

from __future__ import annotations

import pytest

from lcr_core.explain.offline import as_side
from lcr_core.explain.roles import stated_side
from lcr_core.explain.side_meaning import (SideByMeaning, Thresholds, candidate_roles, read_side, reader_for,
                                           statement_sentences)

SERVICE = "The workman was dismissed from service without an inquiry by the management of the factory."
TAX = "The assessee's income tax assessment was reopened by the assessing officer after four years."
TENANCY = "The landlord sought eviction of the tenant from the premises under the rent control act."
CRIMINAL = "The accused was convicted of murder under section 302 IPC on circumstantial evidence."


@pytest.mark.parametrize("statement, facts, role", [
    ("We're on the taxpayer's team for this reassessment", TAX, "assessee"),
    ("I'm handling this for the Income Tax Department", TAX, "revenue"),
    ("Instructions are from the house owner who wants his premises back", TENANCY, "landlord"),
    ("We work for the tenant", TENANCY, "tenant"),
    ("The management of the factory is who I work for here", SERVICE, "employer"),
    ("Brief received from the convicted man", CRIMINAL, "accused"),  # ("My brief: ..." is now read by the rules)
])
def test_free_phrasings_the_rules_miss_are_read_by_meaning(statement, facts, role):
    assert stated_side(statement, facts) is None  # the rules read nothing here ...
    got = read_side(statement, facts)  # ... the fallback reads the side, and says how
    assert got is not None and got.role == role
    assert got.how.startswith(f"side read by meaning: nearest '{role}'")


@pytest.mark.parametrize("statement, facts", [
    ("I am worried about delay", CRIMINAL), ("I am a lawyer", SERVICE), ("what is the limitation period", TENANCY),
    ("The tenant did not pay rent for three years", TENANCY), ("Find more cases like the third one", CRIMINAL),
    ("Can you show judgments from the 1980s", SERVICE), ("the revenue reopened the assessment", TAX),
    ("The convicted man has asked me to take his appeal", CRIMINAL),  # too close to call: no guess
    ("", CRIMINAL),
])
def test_statements_naming_no_side_stay_unread(statement, facts):
    assert read_side(statement, facts) is None


def test_the_reading_is_deterministic_across_readers():
    statement = "Instructions are from the house owner who wants his premises back"
    first = reader_for().read(statement, TENANCY)
    again = SideByMeaning(reader_for().encoder).read(statement, TENANCY)  # prototypes encoded afresh
    assert first[0] == again[0] and first[1] == again[1]


@pytest.mark.parametrize("statement, facts", [
    ("I act for the accused", CRIMINAL), ("we represent the landlord", TENANCY),
    ("I appear for the management", SERVICE), ("for the revenue", TAX), ("I act for the appellant", ""),
])
def test_a_statement_the_rules_read_is_unchanged(statement, facts):
    rules = stated_side(statement, facts)
    assert rules is not None
    assert read_side(statement, facts) == rules and rules.how == ""


def test_the_fallback_alone_can_be_measured_and_switched_off():
    assert read_side("We work for the tenant", TENANCY, meaning=False) is None
    assert read_side("I act for the accused", CRIMINAL, rules=False).role == "accused"  # by meaning alone


def test_the_area_restricts_the_candidate_roles():
    assert candidate_roles("we work for them", TENANCY) == ("tenant", "landlord", "appellant", "respondent")
    assert len(candidate_roles("we work for them", "")) == 16  # no area: every role


def test_only_first_person_sentences_of_a_long_text_are_read():
    long = (SERVICE + " ") * 8 + "We are on the side of the factory management in this dispute."
    assert statement_sentences(long) == ["We are on the side of the factory management in this dispute."]
    assert statement_sentences(SERVICE * 10) == []
    assert read_side(SERVICE * 10) is None  # a fact pattern that states no side is never given one


def test_stricter_margins_abstain_rather_than_guess():
    strict = SideByMeaning(reader_for().encoder, Thresholds(floor=0.99, role_margin=0.5, side_margin=0.5))
    side, verdict = strict.read("We work for the tenant", TENANCY)
    assert side is None and verdict is not None and verdict.best == "tenant"


def test_the_reason_reaches_the_explanation_context_and_an_encoder_failure_reads_no_side():
    got = as_side(None, "We work for the tenant. " + TENANCY)
    assert got is not None and got.role == "tenant" and "side read by meaning" in got.how

    class BrokenEncoder:
        def encode(self, texts):
            raise OSError("model files missing")

    assert read_side("We work for the tenant", TENANCY, encoder=BrokenEncoder()) is None
    assert read_side("I act for the tenant", TENANCY, encoder=BrokenEncoder()).role == "tenant"  # rules still


def test_a_fact_beside_the_statement_does_not_colour_it_and_conflicting_sentences_read_no_side():
    assert read_side("We work for the tenant. " + TENANCY).role == "tenant"
    assert read_side("We work for the tenant. We work for the landlord.", TENANCY) is None


def test_search_json_reads_the_side_by_meaning_and_records_why(demo_engine):
    import json

    from typer.testing import CliRunner

    from lcr_core.cli import app

    story = ("A government cashier was dismissed from service after a departmental inquiry for altering the cash "
             "book; he was convicted of criminal breach of trust. ")
    # "Our brief: the government department." is read by the rules now, as the employer in a service matter
    assert stated_side(story + "Our brief: the government department.").role == "employer"
    facts = story + "Brief received from the convicted man."
    assert stated_side(facts) is None
    got = CliRunner().invoke(app, ["search", facts, "--k", "2", "--json", "--store", str(demo_engine.settings.store)],
                             env={"LCR_CACHE_DIR": str(demo_engine.settings.cache_dir)})
    assert got.exit_code == 0, got.output
    ex = json.loads(got.output[got.output.index("["):])[0]["explanation"]
    assert ex["stance"]["user_role"] == "accused"
    assert "side read by meaning: nearest 'accused'" in json.dumps(ex)


def test_a_search_request_in_a_conversation_is_not_read_as_a_side():
    dowry = "A young wife died of poisoning at her matrimonial home; her husband and mother-in-law were convicted."
    assert read_side("cases about cruelty", dowry) is None  # it once read "accused" by meaning
    assert statement_sentences("for the prosecuting agency") == ["for the prosecuting agency"]
