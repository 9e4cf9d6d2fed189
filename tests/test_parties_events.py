"""A precedent's parties read from what happened to them (openings written for this test, none copied from a
label file): a disciplinary charge or a pension cut against a place, a place assessed to a tax, a landowner's
objection or award challenge, an authority that "appealed", an accused's defence or plea; and, in an appeal from a
writ, the appeal's own places outweigh what is said of the "petitioners" below."""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import precedent_parties

CASES = [
    ("Service law. Disciplinary proceedings were initiated and charges were framed against the second respondent, "
     "a Deputy Collector. The High Court quashed the order of dismissal on the writ petition of the employee. "
     "Allowing the appeal, the Court held that the respondent's pension could be reduced. The appeal is allowed.",
     ("employee", "employer"), "employer"),
    ("The appellant had retired from service before the departmental enquiry was concluded against him under the "
     "service rules; the employer withheld his gratuity. The appeal is allowed.",
     ("employee", "employer"), "employee"),
    ("The respondent, a firm dealing in cotton yarn and paying sales tax in Bihar, was assessed to purchase tax "
     "on its purchases of cotton. The Commissioner of Sales Tax appealed. The appeal is dismissed.",
     ("assessee", "revenue"), "revenue"),
    ("Notification under Section 4 of the Land Acquisition Act was issued and the appellants filed their "
     "objections to the acquisition under Section 5-A; the writ petition was dismissed. The appeal is dismissed.",
     ("citizen", "government"), "citizen"),
    ("Land Acquisition Act. The award of the Collector was made under Section 11. The appellants challenged the "
     "quantum of the award before the Reference Court; they claim that they are entitled to solatium on the "
     "market value. The appeals are dismissed.", ("citizen", "government"), "citizen"),
    ("The High Court allowed the writ petitions of the petitioners, who were dealers in tea, holding the levy of "
     "entry tax on tea invalid. The respondents were assessed to entry tax for the year 1990-91 under the Act "
     "and paid the tax under protest. The State appealed. Excise duty and sales tax are not in issue.",
     ("assessee", "revenue"), "revenue"),
    ("Criminal trial - rash and negligent driving - Section 304A of the Penal Code. The appellant drove a lorry "
     "on the highway and a cyclist died. The appellant's defence was that the brakes failed without warning. "
     "The Sessions Judge upheld the conviction. The appeal is allowed.", ("accused", "prosecution"), "accused"),
]


@pytest.mark.parametrize("text, pair, appellant", CASES)
def test_the_appellants_role_is_read_from_what_happened(text: str, pair: tuple[str, str], appellant: str) -> None:
    got = precedent_parties(text, "", pair)
    assert got.pair == pair and got.appellant == appellant, got.to_json()


def test_a_writ_petitioner_said_of_nobody_here_stays_unread() -> None:
    text = ("The petitioners run a bakery and a tea stall. Government and the municipality framed bye-laws; the "
            "fundamental rights under Article 19 are in issue. The petition is allowed.")
    assert precedent_parties(text, "", ("citizen", "government")).appellant is None
