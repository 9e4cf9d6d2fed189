"""Which party of a service, tax or land judgment is the employee, the assessee or the landowner, read from
general evidence: an apposition naming a post, joining a service, a service event, a party that "has appealed",
compensation claimed or paid, an appeal "preferred by" a named role. The openings are written for this test
(none is a labelled judgment's phrasing); the last ones must stay unread or keep their reading."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import precedent_parties

EMP = ("employee", "employer")
TAX = ("assessee", "revenue")
LAND = ("citizen", "government")

CASES = [
    # an apposition naming the party's post
    ("A memorandum of charges was issued to the appellant, a senior clerk in the office of the Deputy Commissioner, "
     "Mysore, and a departmental inquiry followed.\nThe appeal is dismissed.", EMP, "employee"),
    ("The respondent, an assistant engineer with the Irrigation Department, was dismissed from service after an inquiry.\nThe appeal "
     "is allowed.", EMP, "employer"),
    # joining a service, recruited or posted
    ("The appellant had joined the Indian Police Service in 1961 and rose by promotion to be an Inspector General.\nThe appeal "
     "succeeds.", EMP, "employee"),
    ("The petitioners were recruited as Sub-Inspectors of Excise through the Public Service Commission.\nThe "
     "petition fails.", EMP, "employee"),
    # a termination proposed, not yet done
    ("The Board then resolved that the services of the respondent be terminated with a month's pay under the service rules.\nThe appeal "
     "is allowed.", EMP, "employer"),
    # a role word that "has appealed" to this Court
    ("The workmen of the Ganga Sugar Works, Meerut, have appealed to this Court by special leave against the "
     "award.\nThe appeal is dismissed.", EMP, "employee"),
    ("The employer has appealed by special leave from the award of the Labour Court.\nThe appeal is allowed.",
     EMP, "employer"),
    # an association party of a service matter
    ("The petitioner association has moved this Court for parity of pay scales and promotion of its members "
     "with the staff of government schools.\nThe petition is allowed.", EMP, "employee"),
    # an appeal "preferred by" a named role, said as "This is an appeal ..."; a common misspelling of assessee
    ("This is an appeal preferred by the assesee against the judgment of the High Court of Orissa on a "
     "reference for the assessment year 1971-72.\nThe appeal is dismissed.", TAX, "assessee"),
    ("These are appeals filed by the Revenue against a common order of the income-tax Tribunal.\nThe appeals are dismissed.",
     TAX, "revenue"),
    # compensation claimed, awarded or received: the landowner
    ("The appellant moved the High Court under Article 226 seeking a direction to the Collector to award him "
     "compensation for the orchard under the Land Acquisition Act as well.\nThe appeal fails.", LAND, "citizen"),
    ("The Division Bench held that the respondents were entitled to the enhanced amount of compensation for the land acquisition with "
     "interest.\nThe appeal of the State is allowed.", LAND, "government"),
    ("The appellants and some 300 other claimants sought references under section 18 of the Land Acquisition Act before the "
     "District Judge.\nThe appeals are allowed.", LAND, "citizen"),
    # a rule challenged as unconstitutional (the challengers are this appeal's respondents)
    ("The respondents questioned the reservation of seats in the medical colleges as violative of Article 14 of "
     "the Constitution, and the High Court quashed it.\nThe appeal is dismissed.", LAND, "government"),
    ("The appellant had drawn the compensation amount from the Land Acquisition Officer under protest after the notification.\nThe "
     "appeal is dismissed.", LAND, "citizen"),
]


@pytest.mark.parametrize("text, pair, appellant", CASES)
def test_appellant_role_from_general_evidence(text, pair, appellant):
    got = precedent_parties(text, "", pair)
    assert got.pair == pair and got.appellant == appellant, got


@pytest.mark.parametrize("text, pair", [
    # both sides recruited: no vote wins, nothing is placed
    ("The petitioners were recruited as Income Tax Officers by examination and the respondents were recruited by "
     "promotion.\nThe petition is dismissed.", EMP),
    # the State seeking a reduction of compensation is not the landowner
    ("The appellant State sought a reduction of the compensation fixed by the Reference Court.\nThe appeal is "
     "dismissed.", LAND),
    # a post named for someone else, not for the party
    ("The appellant complained to the Superintendent that a clerk in the office had lost the file.\nThe appeal is "
     "dismissed.", EMP),
])
def test_no_placement_without_evidence_for_one_side(text, pair):
    got = precedent_parties(text, "", pair)
    assert got.appellant is None or (pair == LAND and got.appellant == "government"), got


def test_the_government_appellant_seeking_less_compensation_is_not_read_as_the_owner():
    text = ("The appellant State sought a reduction of the compensation fixed by the Reference Court.\nThe appeal "
            "is dismissed.")
    assert precedent_parties(text, "", LAND).appellant != "citizen"


@pytest.mark.parametrize("text, prefer, appellant", [
    # a writ by employees against the Union read as citizen / government: the Union is the employer
    ("The petitioners, all stenographers, filed a writ petition under Article 32 against the pay scales fixed by "
     "the Union of India for their cadre and the seniority rules.\nThe petition is allowed.",
     ("employee", "employer"), "employee"),
    # a tax matter read as citizen / government: the State's party is the revenue
    ("The appellant filed a writ petition in the High Court challenging the validity of the notification that "
     "levied sales tax on its turnover.\nThe appeal is dismissed.", ("assessee", "revenue"), "assessee"),
])
def test_a_state_party_read_as_government_is_the_revenue_or_the_employer(text, prefer, appellant):
    got = precedent_parties(text, "", prefer)
    assert got.pair == prefer and got.appellant == appellant, got


def test_a_private_employer_in_sight_keeps_the_citizen_reading():
    # a company against the State in a labour matter: the company is the employer, so "citizen" must not become
    # "employee"
    text = ("The appellant company filed a writ petition challenging the notification of the State Government "
            "referring the industrial dispute with its workmen to the Labour Court.\nThe appeal is allowed.")
    got = precedent_parties(text, "", ("employee", "employer"))
    assert got.appellant != "employee", got


def test_a_pair_the_judgment_barely_speaks_of_is_not_its_area():
    # a company's writ against a Government order that mentions its employees once: not a service matter, so the
    # company is not read as the employer (which would map a government user onto the appellant)
    text = ("The appellant company challenged by a writ petition under Article 226 the notification of the Central "
            "Government and the order of the Government under the Companies Act refusing the transfer of shares; "
            "the Government passed the order without reasons, and the notification was said to be ultra vires "
            "Article 14. The appellant company, which has some 40 employees, was heard.\nThe appeal is allowed.")
    got = precedent_parties(text, "", ("citizen", "government"))
    assert got.pair != ("employee", "employer"), got


def test_an_excise_licensing_writ_is_a_revenue_matter_for_an_assessee_user():
    text = ("Under the Bombay Excise Act the excise authorities granted toddy shop licences by public auction. The "
            "appellants challenged the constitutional validity of the auction notification before the High Court "
            "under Article 19(1)(g).\nThe appeals are dismissed.")
    got = precedent_parties(text, "", ("assessee", "revenue"))
    assert got.pair == ("assessee", "revenue") and got.appellant == "assessee", got
