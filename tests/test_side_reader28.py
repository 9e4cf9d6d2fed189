"""side28: the user's side where part 27's statements described the client by what the area makes of them.

Part 27's written patterns (development data since its frozen run) were a recruitment, a medical admission, a
municipal demolition and a State law's validity. Their statements named the client as a candidate ("the selected
candidate whose application the Tribunal dismissed"), an office the story tells acting ("the Director of Medical
Education, who cancelled the admission"), a trader or an association against a State law ("the manufacturers who won
in the High Court"), or a procedural place with a description ("the petitioner trader", "the appellant before the
Supreme Court in the supari adulteration case"). The same shapes stood unread in older parts (the private respondents
of a monuments appeal, a petitioner society against the Union, "appellant no. 1 P3 and his mother P5"). The near
misses pin what must not fire: an election's returned candidate, a dealer in a tax matter, the State as a party, the
person the office acted on, a label that names no role.
"""

from __future__ import annotations

import json
from pathlib import Path

from lcr_core.explain.roles import stated_side

_WRITTEN = {json.loads(line)["area"]: json.loads(line)["text"]
            for line in (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries27.jsonl").open()}
EDUCATION, MUNICIPAL, RECRUITMENT, VALIDITY = (_WRITTEN[a] for a in ("education", "municipal", "recruitment", "validity"))

# AILA_Q3's facts (AILA 2019, CC BY 4.0), the supari adulteration prosecution
SUPARI = ("This appeal arises from the judgment of the learned Single Judge of High Court dated 6th June, 1988 whereby the "
          "learned Single Judge declined to quash the prosecution of the petitioner. The petitioner therein has been "
          "prosecuted for selling adulterated supari on the basis of a certificate issued by the Director of Central Food "
          "Laboratory. This appeal is directed against the order of the High Court accepting the appeal against the order "
          "of acquittal passed by the Chief Judicial Magistrate. The appeal was filed against the acquittal of accused Nos. "
          "2 and 3 therein and out of whom one is the appellant before us. The High Court confirmed the acquittal of "
          "second accused but sentenced the appellant before us to undergo simple imprisonment for six month and to pay a "
          "fine of Rs. 1,000.")

ELECTION = ("An election petition challenged the election of the returned candidate to the Legislative Assembly on the "
            "ground of corrupt practices; the High Court set the election aside and the returned candidate appealed.")
TAX = ("A dealer in cotton yarn was assessed to sales tax for 2015-16; the Commercial Tax Officer rejected his claim of "
       "exemption and the High Court dismissed his writ appeal as not maintainable.")


def role(statement: str, context: str) -> str | None:
    side = stated_side(statement, context)
    return side.role if side is not None else None


def test_candidate_for_a_post_is_the_employee():
    assert role("we are for the selected candidate whose application the State Administrative Tribunal dismissed",
                RECRUITMENT) == "employee"
    assert role("acting for the candidate whom the Commission found short of three years' practice",
                RECRUITMENT) == "employee"
    # the post's words before "candidate" name the post, not the prosecution
    assert role("I act for the Assistant Prosecution Officer candidate declared ineligible at document verification.",
                RECRUITMENT) == "employee"
    assert role("representing the woman advocate who stood twelfth in the merit list", RECRUITMENT) == "employee"


def test_candidate_near_misses():
    assert role("we act for the State Public Service Commission that rejected the candidate", RECRUITMENT) != "employee"
    assert role("Our client is the returned candidate, respondent no. 1.", ELECTION) != "citizen"


def test_traders_and_associations_against_a_state_law_are_citizens():
    assert role("counsel for the manufacturers who won in the High Court", VALIDITY) == "citizen"
    assert role("we appear for the industrial belt employers who say the Act violates Article 19(1)(g)",
                VALIDITY) == "citizen"
    assert role("representing the manufacturers' association, respondent in the State's appeal", VALIDITY) == "citizen"


def test_state_and_taxed_dealer_stay_theirs():
    assert role("we are for the State, which enacted the law", VALIDITY) == "government"
    assert role("we act for the dealer whose writ appeal was thrown out as not maintainable", TAX) != "citizen"


def test_described_place_against_the_state():
    assert role("For the petitioner trader: six buildings on the same road with worse setback violations were "
                "regularised, his was not.", MUNICIPAL) == "citizen"
    assert role("i represent the private respondents in the ancient monuments appeal",
                "The Archaeological Survey of India declared the site a protected monument under the Ancient Monuments "
                "Act; the residents' writ petition against the notification was allowed and the Union appealed.") == "citizen"


def test_state_bodies_of_the_story():
    assert role("i appear for the municipality; the setback projection cannot be compounded under the scheme",
                MUNICIPAL) == "government"
    # "the floor removed" is what the Council wants, no dismissal of the Council from service
    assert role("appearing for the Municipal Council, which wants the interim stay vacated and the floor removed",
                MUNICIPAL) == "government"
    assert role("Appearing for the State government medical college authorities, respondents in the writ appeal.",
                EDUCATION) == "government"


def test_office_the_story_tells_acting():
    assert role("We appear for the Director of Medical Education, who cancelled the admission on the domicile ground.",
                EDUCATION) == "government"
    assert role("we defend the Director of Medical Education's order and the single judge's dismissal of her writ",
                EDUCATION) == "government"


def test_office_near_miss_the_person_acted_on():
    assert role("we act for the girl whose admission the Director of Medical Education cancelled",
                EDUCATION) != "government"


def test_role_label_opening_a_statement():
    assert role("public prosecutor: the State says the cashier altered and mutilated the cash book to defraud the "
                "government", "") == "prosecution"
    assert role("Facts: the tenant did not pay the rent for two years", "") is None


def test_place_described_only_by_where_it_stands():
    assert role("I represent the appellant before the Supreme Court in the supari adulteration case", SUPARI) == "accused"
    assert role("I represent the appellant before the Supreme Court in the supari adulteration case", "") == "appellant"


def test_place_in_another_court_stays_a_place():
    # near miss: "in the High Court" is another court's place, not this appeal's
    assert role("i represent the appellant in the High Court", SUPARI) == "appellant"
