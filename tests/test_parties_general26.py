"""roles26 (a second look at part 25's precedent readings). Sentences from AILA 2019 judgments (CC BY 4.0):
Karnataka State Road Transport Corporation v Ashrafulla Khan (2002) and Nagaland Senior Government Employees Welfare
Association v State of Nagaland (2010); the first line of each State-dispute opening is written for these tests (the
area cues a judgment's opening carries), the rest is the judgment's own words."""

from lcr_core.explain.roles import _title_role, precedent_parties

CIT = ("citizen", "government")
EMP = ("employee", "employer")
_CUES = ("Constitution of India, Art. 226: writ of certiorari; the State Government; the Regional Transport Authority; "
         "a notification under the Act; the Government Order; fundamental rights.\n")
# C1674, para 4: the respondent brought the writ, lost it before the single judge, then won the writ appeal
_PERMIT = ("Aggrieved against the order of the Regional Transport Authority, the appellant filed an appeal before the "
           "State Transport Appellate Tribunal, Bangalore. The Appellate Tribunal, after having found that the Scheme "
           "being for total exclusion of the private operators, no permit can be granted on the notified route or "
           "portion thereof, and in that view of the matter the appeal preferred by the appellant was allowed and the "
           "grant of permit in favour of the respondent was set aside. The respondent thereafter preferred a writ "
           "petition before the High Court of Karnataka challenging the order of the Appellate Tribunal. The Learned "
           "Single Judge of the High Court dismissed the writ petition. The respondent thereafter preferred a writ "
           "appeal before a Division Bench of the High Court.")


def test_the_place_that_brought_the_writ_is_the_private_side():
    p = precedent_parties(_CUES + _PERMIT + "\n", "", CIT)
    assert (p.pair, p.appellant) == (CIT, "government")
    assert "preferred a writ petition" in p.sentence


def test_a_writ_no_place_is_said_to_have_brought_keeps_the_older_reading():
    # near miss: the writ's author unnamed, so the single judge's dismissal still places the writ petitioner
    text = _PERMIT.replace("The respondent thereafter preferred a writ petition", "A writ petition was thereafter preferred")
    p = precedent_parties(_CUES + text + "\n", "", CIT)
    assert p.appellant == "citizen"


def test_writs_said_of_both_places_place_nobody_by_the_writ():
    text = _PERMIT.replace("The Learned Single Judge", "The appellant also filed a writ petition. The Learned Single Judge")
    p = precedent_parties(_CUES + text + "\n", "", CIT)
    assert "preferred a writ petition" not in (p.sentence or "")


_NAGALAND = "Nagaland Senior Government Employees Welfare Association and others v State of Nagaland and others"


def test_government_naming_the_staff_is_not_the_authority_party_of_the_title():
    assert _title_role(_NAGALAND, EMP)[0] == "employee"
    assert _title_role(_NAGALAND, CIT)[0] == "citizen"


def test_the_state_as_appellant_in_the_title_still_reads_as_the_authority():
    # near miss: the State on the left, the staff's association on the right
    title = "State of Nagaland v Nagaland Senior Government Employees Welfare Association and others"
    assert _title_role(title, EMP)[0] == "employer"
    assert _title_role(title, CIT)[0] == "government"
