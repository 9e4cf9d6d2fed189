"""review28: false positives of round 28's side rules (side28) and roles rules (roles28).

side28 read a client by what the fact pattern's area makes of its description (a candidate, a trader or an
association, an office the story shows acting, a role label before a colon); roles28 read a party who held a post as
an employee. Realistic chat statements and fact patterns show where each went beyond its cases: a typed fact
pattern's headings ("Case of prosecution:", "Landlord: ... Tenant: ...") read as the user's side, a trader or an
association that backs the State's act read as the citizen against it, an office acting in a prosecution or in a
private body read as the government, the clause after a ';' read as the client's words, a candidate at an election
read as a recruitment's, and an elected or a company office read as a post of service. Each test below was wrong at
2834d7d; the near misses pin what the rules were written for.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lcr_core.explain.outcome import SET_ASIDE_THEN_DISMISSED, detect_outcome
from lcr_core.explain.roles import precedent_parties, stated_side
from lcr_core.explain.user_side import side_in_message

_WRITTEN27 = {json.loads(line)["area"]: json.loads(line)["text"]
              for line in (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries27.jsonl").open()}
VALIDITY, MUNICIPAL, RECRUITMENT = (_WRITTEN27[a] for a in ("validity", "municipal", "recruitment"))


def role(statement: str, context: str) -> str | None:
    side = stated_side(statement, context)
    return side.role if side is not None else None


# --- a role label before a colon: the speaker's label, not a fact pattern's heading -------------------------------

@pytest.mark.parametrize("query", [
    "Case of prosecution: the accused, a bank cashier, altered the cash book and took Rs 2 lakh. The trial court "
    "convicted him under section 409 IPC and the High Court upheld it.",
    "Version of prosecution: the accused stabbed the deceased after a quarrel over a water channel. He was convicted "
    "under section 302 IPC.",
    "Plea of accused: he was not present at the spot and was falsely implicated because of a land dispute.",
    "Stand of employer: the workman abandoned service by staying away for six months. The Labour Court ordered "
    "reinstatement with back wages.",
    "Contention of tenant: the landlord's need is not bona fide as he owns another shop. The Rent Controller ordered "
    "eviction.",
    "Landlord: a retired teacher who wants the shop for his son. Tenant: a chemist in occupation since 1989.",
    "Accused: a bank cashier who altered the cash book; charged under section 409 IPC.",
])
def test_a_fact_patterns_heading_states_no_side(query):
    # the chat reads a typed fact pattern whole, with itself as the story: a heading names a party, not the client
    assert side_in_message(query, query) is None
    assert role(query, query) is None


def test_near_miss_a_speakers_label_still_states_the_side():
    assert role("public prosecutor: the State says the cashier altered and mutilated the cash book to defraud the "
                "government", "") == "prosecution"
    assert role("public prosecutor: we say the accountant defrauded the veterinary office and tampered with the cash "
                "book", "") == "prosecution"
    assert role("Employer: we say the workman abandoned service by staying away for six months.", "") == "employer"


# --- a trader or an association backing the State's act is not the citizen against it ------------------------------

CHEMISTS = ("A doctor ran a clinic with a dispensary in a town. The State Government issued a notification barring "
            "doctors from selling medicines from their clinics; the doctor challenged the notification in a writ "
            "petition, and the district chemists' association intervened in support of the notification.")


def test_a_trader_backing_the_act_is_no_citizen():
    assert role("we act for the traders' association that intervened in support of the Act", VALIDITY) != "citizen"
    assert role("I appear for the local traders who want the Act upheld", VALIDITY) != "citizen"
    assert role("we act for the traders' association that defends the Act", VALIDITY) != "citizen"
    # the facts tell the association backing the State's notification
    assert role("we represent the chemists' association", CHEMISTS) != "citizen"


def test_near_miss_traders_against_the_act_stay_citizens():
    assert role("counsel for the manufacturers' association opposing the appeal", VALIDITY) == "citizen"
    assert role("counsel for the manufacturers who won in the High Court", VALIDITY) == "citizen"
    assert role("I act for the doctor", CHEMISTS) != "government"


# --- an office the story shows acting: the government only in a citizen's matter against the State -----------------

FOOD = ("A grocer ran a shop in a village market. The Food Inspector lifted the samples of mustard oil from his shop "
        "and launched a prosecution under the Prevention of Food Adulteration Act after the Public Analyst found them "
        "adulterated.")
PRIVATE_SCHOOL = ("A girl studied in class 11 of a private unaided school in Pune. The Principal expelled her for "
                  "misconduct without a hearing; her parents filed a writ petition against the school and the State.")
PRIVATE_BANK = ("A farmer took a crop loan from a private bank in 2018. The Branch Manager seized his tractor without "
                "notice when two instalments fell due; he filed a writ petition against the bank and the Reserve Bank "
                "of India.")


def test_an_office_prosecuting_is_the_prosecution():
    assert role("we represent the Food Inspector", FOOD) == "prosecution"


def test_a_private_bodys_office_is_no_government():
    assert role("I represent the Principal", PRIVATE_SCHOOL) != "government"
    assert role("we act for the Branch Manager", PRIVATE_BANK) != "government"


def test_near_miss_the_states_office_acting_stays_the_government():
    assert role("we appear for the Chief Officer", MUNICIPAL) == "government"
    assert role("We appear for the Director of Medical Education, who cancelled the admission on the domicile ground.",
                _WRITTEN27["education"]) == "government"


# --- the client's words end at ';' for the described-client reading too ---------------------------------------------

def test_the_clause_after_a_semicolon_is_not_the_client():
    # the State is the appellant in the validity story: what the manufacturers say describes the other side
    assert role("I appear for the appellant; the manufacturers say the Act violates Article 19(1)(g)",
                VALIDITY) != "citizen"
    assert role("we are for the appellant; the traders' association lost in the High Court", VALIDITY) != "citizen"


# --- a candidate at an election is no recruitment's candidate ------------------------------------------------------

UNION_ELECTION = ("The employees of a State transport corporation elected office bearers of their recognised union in "
                  "2022. The corporation's management refused to recognise the elected President and transferred him "
                  "to a remote depot; he says the transfer is punitive and challenges it before the Tribunal.")


def test_an_election_candidate_is_no_recruitment_candidate():
    assert role("I represent the candidate who lost the election to the post of President of the employees' union",
                UNION_ELECTION) != "employee"


LECTURERS = ("The State Public Service Commission advertised 20 posts of Lecturer in 2019. A candidate who was not "
             "selected filed a writ petition challenging the appointment of another candidate who had been selected on "
             "the ground that he lacked the required experience.")


def test_a_selected_candidate_defending_the_selection_is_no_employee_against_the_recruiter():
    assert role("I act for the selected candidate, respondent no. 4, whose appointment the petitioner challenges",
                LECTURERS) != "employee"


def test_near_miss_recruitment_candidates_stay_employees():
    assert role("we are for the selected candidate whose application the State Administrative Tribunal dismissed",
                RECRUITMENT) == "employee"
    assert role("I represent the unsuccessful candidate", RECRUITMENT) == "employee"
    assert role("we act for the candidate who was not selected", LECTURERS) == "employee"


# --- roles28: a post of service, not an elected or a company office -------------------------------------------------

_HEAD = "{title}\nSupreme Court of India\n12 March 2004\nCivil Appeal No. 1234 of 2004\nThe Judgment was delivered by : X, J.\n"
SARPANCH = _HEAD.format(title="Ram Singh v State of Haryana") + (
    "1. The appellant held the post of Sarpanch of Gram Panchayat Kheri, having been elected in 2000. The Deputy "
    "Commissioner suspended him and thereafter the State Government removed him from the office of Sarpanch under "
    "section 51 of the Haryana Panchayati Raj Act for misuse of panchayat funds. His writ petition challenging the "
    "order of removal was dismissed by the High Court. Hence this appeal.\n2. The question is whether the order of "
    "removal passed without giving an opportunity of hearing to the appellant is valid.")
DIRECTOR = _HEAD.format(title="Mohan Lal v Union of India") + (
    "1. The appellant held the post of Managing Director of a private company, M/s XYZ Pvt Ltd. The Registrar of "
    "Companies disqualified him under section 164 of the Companies Act for failure of the company to file annual "
    "returns, and the Union of India published the list of disqualified directors. His writ petition against the "
    "disqualification was dismissed by the High Court. Hence this appeal.\n2. The question is whether the "
    "disqualification without notice violates Article 14 of the Constitution.")
ENGINEER = _HEAD.format(title="Ram Singh v State of Haryana") + (
    "1. The appellant held the post of Assistant Engineer in the Public Works Department of the State. The State "
    "Government compulsorily retired him in public interest under the Civil Services Rules. His writ petition "
    "challenging the order was dismissed by the High Court. Hence this appeal.\n2. The question is whether the order "
    "passed by the State Government is valid.")


@pytest.mark.parametrize("text", [SARPANCH, DIRECTOR])
def test_an_elected_or_company_office_is_no_post_of_service(text):
    assert precedent_parties(text, "", ("citizen", "government")).pair == ("citizen", "government")


def test_near_miss_a_post_of_service_stays_a_service_dispute():
    assert precedent_parties(ENGINEER, "", ("citizen", "government")).pair == ("employee", "employer")


# --- a respondent described by a private person: the citizen only when not the one the citizen's writ was against ---

ALLOTMENT = ("A widow applied to the Development Authority for a plot in the reserved category in 2018. The Authority "
             "allotted the plot to another applicant; the widow filed a writ petition against the Authority and the "
             "allottee.")


def test_a_respondent_the_citizens_writ_was_against_is_no_citizen():
    assert role("I represent the respondent allottee", ALLOTMENT) != "citizen"
    assert role("I act for the private respondent who got the allotment", ALLOTMENT) != "citizen"


def test_near_miss_the_writs_petitioner_as_respondent_in_the_states_appeal_stays_the_citizen():
    appeal = ALLOTMENT + " The High Court allowed it and the Authority appealed."
    assert role("I act for the private respondent who got the allotment", appeal) == "citizen"


# --- roles28: a judgment set aside only in part does not outrank "dismissed accordingly" -----------------------------

_LAND = ("1. The respondents' land was acquired for a canal in 1995 and the Reference Court awarded compensation at Rs 20 "
         "per square yard. The High Court enhanced it to Rs 60 and also awarded interest under section 28. The State "
         "appealed. 2. We have heard learned counsel for the parties. ")


@pytest.mark.parametrize("part", ["as regards the enhancement of compensation", "with respect to the interest",
                                  "to the limited extent of the interest awarded"])
def test_a_part_of_the_judgment_set_aside_is_not_the_whole_order(part):
    text = (f"{_LAND}10. In the circumstances, we set aside the impugned judgment of the High Court {part} and restore "
            "the award of the Reference Court. The appeals are dismissed accordingly.")
    assert detect_outcome(text).rule != SET_ASIDE_THEN_DISMISSED


def test_near_miss_the_whole_judgment_set_aside_still_decides():
    text = (f"{_LAND}10. In the circumstances, we set aside the impugned judgment of the High Court and restore the award "
            "of the Reference Court. The appeals are dismissed accordingly.")
    assert detect_outcome(text).rule == SET_ASIDE_THEN_DISMISSED
