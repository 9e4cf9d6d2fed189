"""roles28: a party who held a post, or stood as a candidate for one, is an employee against the State (the role
table's rule), even in a judgment that speaks of the Government far more than of employment. Openings from Ram Kumar
Gijroya v Delhi Subordinate Services Selection Board (2016), AILA 2019 C2692, and D. Nagaraja v State of Karnataka
(1977), C2276 (CC BY 4.0), shortened."""

from lcr_core.explain.roles import _post_story, precedent_parties

_GIJROYA = (
    "Ram Kumar Gijroya v Delhi Subordinate Services Selection Board and another\nSupreme Court of India\n"
    "1. Leave granted.\n2. The present appeals arise out of the impugned common judgment and order passed by the High "
    "Court of Delhi in Letters Patent Appeal No.562 of 2011 whereby the High Court set aside the judgment passed in "
    "Writ Petition (C) No. 382 of 2009, wherein the learned single Judge had allowed the Writ Petition and directed "
    "the respondents to accept the O.B.C. certificate of the appellants herein.\n4. The respondent-Delhi Subordinate "
    "Services Selection Board (hereinafter referred to as \"the DSSSB\") invited applications for selection to the "
    "post of Staff Nurse in the Department of Health and Family Welfare, Govt. of NCT of Delhi by way of publishing an "
    "Advertisement No. 09/2007 in the Newspaper. The appellant submitted his application form before the due date "
    "and was subsequently issued the admit card to appear in the examination. The Government of NCT of Delhi and the "
    "State and the Government and the State Government issued a circular.")
_NAGARAJA = (
    "D. Nagaraja Etc v State Of Karnataka & Ors\nSupreme Court of India\n1. This judgment shall dispose of Appeals "
    "Nos. 883 and 898 to 905 of 1975 which are directed against the common judgment of the High Court of Karnataka "
    "dismissing writ petitions on the ground that the appellants had no right to maintain the same.\n2. The "
    "circumstances leading to these appeals are: The appellants held the posts of Shambogues on hereditary basis "
    "under the Mysore Village Offices Act, 1908. The Legislature of the State enacted the Abolition Act and the "
    "State Government issued a notification; the Government of Mysore and the State framed rules.")


def test_a_candidate_for_a_post_is_an_employee_of_a_service_dispute():
    got = precedent_parties(_GIJROYA, prefer=("citizen", "government"))
    assert got.pair == ("employee", "employer")
    assert got.appellant == "employee"


def test_a_holder_of_a_post_is_an_employee_of_a_service_dispute():
    got = precedent_parties(_NAGARAJA, prefer=("citizen", "government"))
    assert got.pair == ("employee", "employer")


def test_an_application_with_no_post_recruited_is_no_service_story():
    # near miss: an application form for a licence; no selection, appointment or recruitment to a post
    zone = ("The appellant submitted his application form for a licence to run a cinema before the due date and the "
            "respondent-Collector refused it.")
    assert _post_story(zone) is None
    # near miss: a post recruited, but no party applied or stood as a candidate
    assert _post_story("The Commission advertised selection to the post of Munsif; the appellant is a trader.") is None
