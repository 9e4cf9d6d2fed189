"""Issue 9, second pass: the precedent's parties read from what the judgment says of each place (so a user's
side maps onto its appellant or respondent), and a "partly" outcome read by who gained (neutral only when each
side won something material). Every rule is pinned on a short passage written in the style of the judgments,
never copied from a labelled file."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.partial import partial_gain
from lcr_core.explain.precomputed import OutcomeStore
from lcr_core.explain.roles import PartyRoles, criminal_appellant, precedent_parties
from lcr_core.explain.stance import user_stance

CRIMINAL = ("accused", "prosecution")


def _badge(text: str, user_role: str, prefer=None) -> str | None:
    parties = precedent_parties(text, "", prefer)
    res = detect_outcome(text)
    gain = partial_gain(text, res, parties, criminal=parties.pair == CRIMINAL)
    return user_stance(res.outcome, user_role, parties, gain=gain)[0]


# ---- criminal matters: who is the accused ---------------------------------------------------------------------

STATE_APPEAL = (
    "AIR 1957 SC 592\n"
    "The accused was tried by the Special Judge for offences under s. 409 of the Indian Penal Code. The High Court "
    "acquitted the respondent of the offence under s. 409.\n"
    "The State had obtained special leave from this Court to appeal against the judgment and order of acquittal "
    "passed in favour of the respondent.\n"
    "The result is that the appeal succeeds and the order of acquittal is set aside.\n")
CONVICT_APPEAL = (
    "1975 SCR 129\n"
    "The appellant was convicted by the Sessions Judge under section 302 of the Indian Penal Code and sentenced to "
    "imprisonment for life. The conviction of the appellant was affirmed by the High Court.\n"
    "In the result, the appeal is allowed and the appellant is acquitted.\n")
COMPLAINT = (
    "1983 SCR 400\n"
    "Pursuant to the complaint filed by the second respondent against the appellants under sections 292 and 293 of "
    "the Penal Code, the Magistrate issued process. The appellants moved the High Court under section 482 of the "
    "Code of Criminal Procedure.\nFor these reasons the appeal is dismissed.\n")
INFORMANT = (
    "1986 SCR 12\n"
    "The appellant, whose son was murdered, lodged the first information report at the police station. The "
    "respondents were charged under section 302 of the Indian Penal Code and acquitted by the Sessions Court.\n"
    "In the result, the appeal fails and is dismissed.\n")


@pytest.mark.parametrize("text, appellant", [
    (STATE_APPEAL, "prosecution"),  # "acquitted the respondent", "the State obtained special leave"
    (CONVICT_APPEAL, "accused"),  # "the appellant was convicted", "the conviction of the appellant"
    (COMPLAINT, "accused"),  # "complaint filed ... against the appellants"
    (INFORMANT, "prosecution"),  # "the appellant ... lodged the first information report"
])
def test_criminal_appellant_by_what_each_place_suffered(text, appellant):
    side, sentence = criminal_appellant(text)
    assert side == appellant and sentence
    assert precedent_parties(text, "", CRIMINAL).appellant == appellant


def test_the_stance_follows_the_accused_not_the_appellant():
    """The State won its appeal against an acquittal: that opposes an accused, supports the prosecution."""
    assert _badge(STATE_APPEAL, "accused", CRIMINAL) == "opposes"
    assert _badge(STATE_APPEAL, "prosecution", CRIMINAL) == "supports"
    assert _badge(CONVICT_APPEAL, "accused", CRIMINAL) == "supports"
    assert _badge(INFORMANT, "accused", CRIMINAL) == "supports"  # the informant's appeal failed


def test_a_cause_title_against_the_state_is_not_a_criminal_trial_by_itself():
    """A habeas corpus writ against the State has no accused: an accused's lawyer gets neutral, not a badge
    from the cause title."""
    writ = ("Masud Ali v State Of Uttar Pradesh\nWrit Petition No. 117 of 1973\n"
            "1. The petitioner prays for a writ of habeas corpus for his release: he says he has been illegally "
            "detained under the Foreigners (Internment) Order as a detenu. The petitioner filed a writ petition "
            "challenging the order of detention.\n2. In the result, the petition fails and is dismissed.\n")
    assert criminal_appellant(writ)[0] is None
    assert _badge(writ, "accused", CRIMINAL) == "neutral"


def test_a_departmental_charge_is_not_a_criminal_one():
    service = ("1984 SCR 223\nThe appellant was employed as a clerk by the respondent Bank. He was charged with "
               "misconduct and found guilty in a departmental enquiry, and dismissed from service. The Labour "
               "Court ordered reinstatement.\nIn the result, the appeal is allowed.\n")
    assert criminal_appellant(service)[0] is None
    assert _badge(service, "accused", CRIMINAL) == "neutral"
    assert _badge(service, "employee", ("employee", "employer")) == "supports"


def test_a_judge_discharged_from_service_is_not_an_accused():
    """"Sessions Judge" in a judicial officer's posting and "discharging the appellant from service" are service
    words, not a trial."""
    text = ("The appellant was appointed as District Judge and posted as Additional City Civil and Sessions Judge. "
            "On the recommendation of the High Court the Government issued a notification discharging the "
            "appellant from service during probation. He was later posted as Sessions Judge.\n"
            "In the result, the appeal is dismissed.\n")
    assert criminal_appellant(text)[0] is None
    assert _badge(text, "employee", ("employee", "employer")) == "opposes"


def test_a_criminal_trial_of_a_public_servant_has_no_employer():
    """The decided dispute was a prosecution: an employee's lawyer gets neutral, not the accused's result."""
    text = ("Criminal Appeal No. 194 of 1973\nThe appellant, a public servant working as a clerk, was convicted under "
            "section 161 of the Indian Penal Code and sentenced to one year. The conviction of the appellant was "
            "affirmed by the High Court; the prosecution relied on a trap.\nIn the result, the appeal is allowed and "
            "the appellant is acquitted.\n")
    assert precedent_parties(text, "", ("employee", "employer")).pair == CRIMINAL
    assert _badge(text, "employee", ("employee", "employer")) == "neutral"
    assert _badge(text, "accused", CRIMINAL) == "supports"


# ---- other areas ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, prefer, appellant", [
    ("For the assessment year 1968-69 the appellant, a registered firm, returned a total income of Rs. 50,000. "
     "The Income-tax Officer assessed the appellant to tax on a higher income.\n", ("assessee", "revenue"),
     "assessee"),
    ("This appeal by special leave at the instance of the Revenue assails the decision of the High Court upon a "
     "reference under the Income-tax Act.\n", ("assessee", "revenue"), "revenue"),
    ("The first respondent in his writ petition to the High Court contended that the land acquisition proceedings "
     "were bad and prayed that the notification be quashed.\n", ("citizen", "government"), "government"),
    ("The petitioners are government servants appointed as teachers in 1970. The respondent State reduced the "
     "age of retirement from 58 to 55 years and the petitioners challenge that order.\n", ("employee", "employer"),
     "employee"),
])
def test_party_cues_of_other_areas(text, prefer, appellant):
    assert precedent_parties(text, "", prefer).appellant == appellant


# ---- a partly outcome: who gained -----------------------------------------------------------------------------

ALTERED_SAME_SENTENCE = (
    "1972 SCR 423\nThe appellants were convicted by the High Court under section 302 read with section 149 of the "
    "Indian Penal Code.\n"
    "The appellants are guilty of offences under section 304 Part I read with section 34 and we so convict them. "
    "We however maintain the sentences awarded to them. The appeal is accordingly dismissed with the said "
    "modifications.\n")
ALLOWED_ON_THE_POINT = (
    "1956 SCR 881\nThe appellant was convicted under section 120-B of the Indian Penal Code and section 420.\n"
    "The appeal of the accused No. 1 will, therefore, be allowed to the extent that his conviction under section "
    "120-B and the sentence awarded for it are quashed. We are not concerned here with his conviction under "
    "section 420, which was not challenged before us.\n")
TAX_MIXED = (
    "1981 SCR 920\nThe assessee appellant, a registered firm, claimed to carry forward its unabsorbed depreciation "
    "and its unabsorbed business loss.\n"
    "The firm is entitled to carry forward the unabsorbed depreciation. The unabsorbed loss, however, cannot be "
    "carried forward. In the result, the appeals are allowed to the extent indicated.\n")
SENTENCE_CUT = (
    "1990 SCR 10\nThe appellant was convicted under section 304 Part II of the Indian Penal Code and sentenced to "
    "seven years.\nThe conviction is maintained but the sentence is reduced to the period already undergone. "
    "The appeal is partly allowed.\n")
CROSS_APPEALS = (
    "1962 SCR 904\nThe respondent was acquitted under sections 302 and 392 of the Indian Penal Code by the Sessions "
    "Judge; the High Court ordered a retrial and the State appealed.\n"
    "In the result Criminal Appeal No. 112 of 1961 preferred by the accused is allowed and the order of retrial is "
    "set aside. Criminal Appeal No. 222 of 1959 preferred by the State fails and is dismissed.\n")


def test_dismissed_with_modifications_goes_to_the_respondent():
    res = detect_outcome(ALTERED_SAME_SENTENCE)
    assert res.outcome == "partly"
    assert partial_gain(ALTERED_SAME_SENTENCE, res, criminal=True).who == "respondent"
    assert _badge(ALTERED_SAME_SENTENCE, "accused", CRIMINAL) == "opposes"
    assert _badge(ALTERED_SAME_SENTENCE, "prosecution", CRIMINAL) == "supports"


def test_allowed_on_the_point_before_the_court_goes_to_the_appellant():
    res = detect_outcome(ALLOWED_ON_THE_POINT)
    assert res.outcome == "partly"
    assert partial_gain(ALLOWED_ON_THE_POINT, res).who == "appellant"
    assert _badge(ALLOWED_ON_THE_POINT, "accused", CRIMINAL) == "supports"


@pytest.mark.parametrize("text, user", [(TAX_MIXED, "assessee"), (SENTENCE_CUT, "accused")])
def test_each_side_won_something_is_neutral(text, user):
    res = detect_outcome(text)
    assert res.outcome == "partly"
    gain = partial_gain(text, res)
    assert gain.who is None and gain.why.startswith("mixed")
    prefer = CRIMINAL if user == "accused" else ("assessee", "revenue")
    assert _badge(text, user, prefer) == "neutral"


def test_a_batch_whose_results_all_favour_one_party():
    res = detect_outcome(CROSS_APPEALS)
    assert res.outcome == "partly" and "some matters" in res.rule
    gain = partial_gain(CROSS_APPEALS, res, criminal=True)
    assert gain.who == "accused"
    # the batch names the party each result favours: no need to know who "the appellant" was
    unknown = PartyRoles(CRIMINAL, None)
    assert user_stance("partly", "accused", unknown, gain=gain)[0] == "supports"
    assert user_stance("partly", "prosecution", unknown, gain=gain)[0] == "opposes"


def test_a_batch_read_both_ways():
    """State's appeal allowed and the accused's dismissed: both favour the prosecution. One accused's appeal
    allowed, another's dismissed: mixed."""
    text = CROSS_APPEALS.replace("preferred by the accused is allowed", "preferred by the accused is dismissed"
                                 ).replace("preferred by the State fails and is dismissed",
                                           "preferred by the State is allowed")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    assert partial_gain(text, res, criminal=True).who == "prosecution"
    mixed = CROSS_APPEALS.replace("preferred by the State fails and is dismissed",
                                  "preferred by the accused No. 2 is dismissed")
    res = detect_outcome(mixed)
    assert res.outcome == "partly"
    assert partial_gain(mixed, res, criminal=True).who is None


def test_partly_without_a_reading_stays_neutral():
    parties = PartyRoles(CRIMINAL, "accused")
    assert user_stance("partly", "accused", parties)[0] == "neutral"


# ---- the parties cache ----------------------------------------------------------------------------------------

def test_parties_are_cached_per_area(tmp_path):
    store = OutcomeStore(tmp_path / "o.sqlite")
    got = PartyRoles(("employee", "employer"), "employer", "the respondent-workman")
    store.put_many({}, parties={"k1": got}, prefer="employee/employer")
    again = OutcomeStore(tmp_path / "o.sqlite")  # persisted
    assert again.get_parties_many(["k1", "k2"], "employee/employer") == {"k1": got}
    assert again.get_parties_many(["k1"], "") == {}  # another area is another reading
    again.clear()
    assert again.get_parties_many(["k1"], "employee/employer") == {}


# ---- the user's side, read in the area of the fact pattern ------------------------------------------------------

TAX_FACTS = "The dealer was assessed to sales tax on its turnover; the Commercial Tax Officer levied a penalty."
SERVICE_FACTS = "The workman was dismissed from service after a departmental enquiry; the Labour Court reinstated him."
LAND_FACTS = "The State acquired the land of the owners under section 4 of the Land Acquisition Act."
SUIT_FACTS = "The plaintiff filed a suit for specific performance and the defendant denied the agreement."


@pytest.mark.parametrize("statement, facts, role", [
    ("I act for the dealer", TAX_FACTS, "assessee"),
    ("for the Commercial Tax Officer", TAX_FACTS, "revenue"),
    ("for the State Government", SERVICE_FACTS, "employer"),
    ("we represent the Corporation", SERVICE_FACTS, "employer"),
    ("we represent the claimants whose land was acquired", LAND_FACTS, "citizen"),
    ("we represent the purchaser who sued", SUIT_FACTS, "plaintiff"),
    ("I act for the vendor who was sued", SUIT_FACTS, "defendant"),
])
def test_side_words_take_the_area_of_the_facts(statement, facts, role):
    from lcr_core.explain.roles import stated_side

    got = stated_side(statement, facts)
    assert got is not None and got.role == role
