"""side25: the user's side, second look (part 24). A first-person lead ends where a client is already named ("We are
for the State, | defending ..."); a person marked by a verdict after "against" is whom the client stands against;
a prepositional phrase after a head that names a side names another party's thing, not the client ("the accused
nephews | in the special leave petition filed by the dead man's father"); "counsel here for"; "X -- I'm his
counsel"; the title "Under Secretary" is no preposition; farmers and villagers against the State are citizens, and
one who wants the State's notification quashed challenges it. Statements and facts are the part-24 development
triples' (``datasets/stance/triples_heldout24.jsonl``, ``written_queries24.jsonl``) and AILA 2019 query text (CC BY
4.0); the near misses must not fire."""

import json
from pathlib import Path

import pytest

from lcr_core.explain.roles import (_COUNSEL_AFTER, _LEAD, _PUBLIC_INTEREST_FILED, _QUASHED_ACT, _split_head,
                                    stated_side)

_WRITTEN = {json.loads(line)["id"]: json.loads(line)["text"] for line in
            (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries24.jsonl").read_text().splitlines()
            if line.strip()}
TENANCY = _WRITTEN["written24-tenancy"]
PROMOTION = _WRITTEN["written24-promotion"]
LAND = _WRITTEN["written24-land"]

# AILA 2019, query AILA_Q10 (CC BY 4.0)
RIOT_Q10 = ("The four appellants, along with P1 son of P2, were jointly tried in the court of Additional Sessions Judge "
            "on the following charges: \"That you all accused nos. 1 to 5 on or about 12th day of November, 1967 at "
            "about 5-45 a.m. near XYZ Road, formed an unlawful assembly and in prosecution of the common object of such "
            "assembly viz. : to commit murder of complainant P3 or in order to cause murder of P3 or grievous hurts to "
            "him committed the offence of rioting.\" The order of the trial court convicting them all concludes thus: "
            "\"All the five accused are convicted for the offence of rioting.\" 2. They all jointly appealed to the "
            "High Court.")
# AILA 2019, query AILA_Q9 (CC BY 4.0)
MURDER_Q9 = ("The complainant P1 filed a Special Leave Petition in this court seeking leave to appeal against the "
             "judgment dated 6th April, 1993 of the High Court. The incident for which these accused were charged is "
             "the murder of P2, son of the complainant P1 (appellant) on 13th June, 1982. His real brother P3 came on "
             "the spot and forbade the complainant from doing so. On this P3, who was accompanied by his son accused "
             "P4 and P5 abused the labourers.")


def _role(statement: str, context: str) -> str | None:
    got = stated_side(statement, context)
    return None if got is None else got.role


def test_the_lead_ends_where_the_client_is_named():
    assert _role("We are for the State, defending the High Court's order against the four convicted rioters",
                 RIOT_Q10) == "prosecution"
    assert _LEAD.search("We are for the State, defending the order").group(0) == "We are for"
    # the auxiliaries and adverbs between "we" and the verb still lead
    assert _role("we're now acting for the State", RIOT_Q10) == "prosecution"
    assert _role("We are for the accused, defending the acquittal", RIOT_Q10) == "accused"


def test_a_person_marked_by_a_verdict_after_against_is_the_opponent():
    assert _role("We are for the State against the four convicted rioters", RIOT_Q10) == "prosecution"
    # near misses: the client's own conviction, a client convicted by a court
    assert _role("I act for the accused, in the appeal against the conviction", RIOT_Q10) == "accused"
    assert _role("I act for the four rioters convicted by the High Court", RIOT_Q10) == "accused"


def test_a_prepositional_phrase_names_another_partys_thing_not_the_client():
    got = stated_side("my clients are the accused nephews in the special leave petition filed by the dead man's "
                      "father", MURDER_Q9)
    assert got is not None and got.role == "accused" and not got.how, got
    # near misses: the head is the victim's kin; the accused only after "against"
    assert _role("I act for the dead man's father in the appeal against the acquittal of the accused nephews",
                 MURDER_Q9) == "prosecution"
    assert _role("I act for the father of the deceased, in the appeal against the accused", MURDER_Q9) == "prosecution"


def test_counsel_here_for():
    assert _role("Counsel here for the landlord, who wants the standard rent fixed on today's value from the date of "
                 "his application.", TENANCY) == "landlord"
    assert _role("counsel now for the tenant", TENANCY) == "tenant"


def test_the_party_before_the_dash_whose_counsel_the_user_is():
    assert _role("the promoted section officer who says the fixation was the department's own act and he "
                 "misrepresented nothing -- I'm his counsel", PROMOTION) == "employee"
    assert _role("the State Secretariat, which refixed the pay - we're its counsel", PROMOTION) == "employer"
    # near miss: a denial
    assert _COUNSEL_AFTER.search("the officer -- I am not his counsel") is None


def test_under_secretary_is_a_title_not_a_preposition():
    assert _role("I represent the Under Secretary whose pay was refixed from 2014 and Rs 4.6 lakh ordered recovered",
                 PROMOTION) == "employee"
    assert _split_head("the Under Secretary whose pay was refixed")[0].strip() == "the Under Secretary"
    # near miss: "under" as a preposition still starts a modifier
    assert _split_head("the officer under the Secretary's control")[0].strip() == "the officer"


@pytest.mark.parametrize("statement", [
    "We are for the farmers of the three villages who want the s.4 and s.6 notifications quashed.",
    "Representing the appellant farmers, who say their s.5A objections were never really considered.",
])
def test_farmers_against_the_state_are_citizens(statement):
    assert _role(statement, LAND) == "citizen"


def test_the_farmers_possession_and_the_states_wish_are_not_the_farmers():
    # near misses: the State in the farmers' appeal; the farmers as tenants in a tenancy matter
    assert _role("we're for the respondent state in the farmers' appeal against the single judge", LAND) == "government"
    assert _role("for the State, which wants the farmers' writ dismissed", LAND) == "government"
    tenancy = ("Telangana Tenancy Act. The cultivators say they were protected tenants before 1950 and the landholder "
               "sued to evict them; the tenancy tribunal held for the landholder.")
    assert _role("I act for the cultivators", tenancy) != "citizen"


def test_one_who_wants_the_act_quashed_challenges_it():
    assert _QUASHED_ACT.search("the farmers who want the s.4 and s.6 notifications quashed")
    assert _QUASHED_ACT.search("the society that got the bye-laws struck down")
    # near miss: a criminal case, no act of the State
    assert not _QUASHED_ACT.search("the husband who wants the dowry case quashed")


# written fact patterns (as side24's): a service story whose appointment a stranger challenges by quo warranto, and
# the same story with the passed-over officer's own service writ
_PASSED_OVER = ("Service law. The State appointed a retired officer as Director of the Irrigation Research Institute "
                "although the rules require a serving Chief Engineer, and the senior-most Chief Engineer, due for "
                "promotion to the post, was passed over. ")
QUO_WARRANTO = _PASSED_OVER + ("A citizen filed a writ petition for quo warranto; it is pending in the High Court, and "
                               "the State defends the appointment.")
SERVICE = _PASSED_OVER + ("His writ petition for promotion with seniority is pending in the High Court, and the State "
                          "defends the appointment.")


@pytest.mark.parametrize("statement", ["I represent the State defending the appointment",
                                       "we are for the State and the appointee it defends"])
def test_the_state_answering_quo_warranto_is_the_government(statement):
    assert _role(statement, QUO_WARRANTO) == "government"
    # near misses: the officer's own service writ against the same appointment; a department (no State) in quo warranto
    assert _role(statement, SERVICE) == "employer"
    assert _role("I act for the Irrigation Department", QUO_WARRANTO) == "employer"


# written fact patterns: a petition in the public interest about criminal appeals (its leading area reads criminal),
# and a near miss, the State's own criminal appeal that mentions the public interest
PIL_APPEALS = ("This petition, filed in public interest, asks that a National Court of Appeal be set up to hear "
               "criminal appeals and special leave petitions against convictions and acquittals from the High Courts, "
               "so that the accused and the prosecution need not come to Delhi; the Union of India opposes it.")
STATE_APPEAL = ("The State filed an appeal against the acquittal of the accused of the murder, saying the "
                "prosecution had proved the case and that the public interest required the conviction to be restored.")


def test_the_state_in_a_public_interest_petition_is_the_government():
    assert _role("we act for the Union of India on the national court of appeal petition", PIL_APPEALS) == "government"
    assert _role("we act for the Union, which opposes setting up a National Court of Appeal", PIL_APPEALS) == "government"
    # near miss: the State's own appeal against an acquittal
    assert _role("we act for the State in the appeal", STATE_APPEAL) == "prosecution"
    assert not _PUBLIC_INTEREST_FILED.search(STATE_APPEAL)


def test_a_body_against_the_states_act_challenges_it():
    land = ("Writ petition. The State amended the University Act to take over the private university's campus and "
            "its colleges; the university says the amending Act is a colourable law and violates Article 19.")
    assert _role("We are for the Maharshi Mahesh Yogi Vedic university against the State's amending Act.",
                 land) == "citizen"
    # near misses: a body of the State "against" a private party's petition; a body with no act named after "against"
    assert _role("for the State, against the university's writ petition", land) == "government"
    assert _role("for the university board, against the vice-chancellor", land) != "citizen"


def test_the_states_side_in_an_arbitration_is_the_defendant():
    arbitration = ("Arbitration. The contractor's tender for fabricating tie bars was accepted by the Railway; disputes "
                   "over payments arose, and the contractor asked for an arbitrator and claimed interest on the amounts "
                   "withheld. The Railway resists the claim for interest.")
    assert _role("I'm on the Union of India's side, the railway that resists the interest claim",
                 arbitration) == "defendant"
    # near misses: the same words with no contract cue; a writ with no arbitration
    assert _role("I'm on the Union of India's side", arbitration) == "government"
    writ = "Writ petition. The railway cancelled the allotment of a stall on the platform; the vendor challenges it."
    assert _role("I'm on the Union of India's side, the railway that resists the interest claim", writ) == "government"
