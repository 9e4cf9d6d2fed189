"""roles27: "allowed to the aforesaid extent" whose extent is a remand. Closing paragraphs from Kalu Ram v State of
Delhi (2006), AILA 2019 C439 (CC BY 4.0); the near misses change one fact of it."""

from __future__ import annotations

from lcr_core.explain.outcome import EXTENT_OF_REMAND, detect_outcome
from lcr_core.explain.remand import remand_only

FILLER = "The learned counsel for the parties took us through the record at some length. " * 30

_KALU_RAM = (
    "3. Learned counsel for the appellants submitted that the approach of the High Court is clearly erroneous. It did "
    "not hear the learned counsel for the appellants. The summary disposal of the appeal is also not proper as no "
    "opportunity was granted to the appellants to substantiate their challenge to the legality of the judgment of the "
    "trial court.\n"
    "4. We find that the contentions of the learned counsel for the appellant to be correct. The case of the "
    "appellants was not independently examined.\n"
    "5. On the above grounds alone we set aside the order of the High Court and sent it to the High Court for a fresh "
    "consideration on merits.\n"
    "6. It is submitted by learned counsel for the appellants that they were on bail during the pendency of the appeal "
    "before the High Court. It is open to them to bring this fact to the notice of the High Court and seek such "
    "interim order as is available in law. Since the appeal is of the year 2000 the High Court is requested to dispose "
    "of the same expeditiously.\n"
    "The appeals are allowed to the aforesaid extent.\n")


def _read(closing: str):
    text = f"{FILLER}\n{closing}"
    return text, detect_outcome(text, [], source="tail")


def test_allowed_to_the_extent_of_a_remand_is_allowed():
    text, res = _read(_KALU_RAM)
    assert res.outcome == "allowed" and res.rule == EXTENT_OF_REMAND
    assert res.sentence(text) == "The appeals are allowed to the aforesaid extent."


def test_a_remand_after_a_summary_disposal_decides_nothing_on_the_merits():
    # the reasons stand before the order that refers back to them: neutral for both sides
    text, res = _read(_KALU_RAM)
    assert remand_only(text, res)


def test_an_extent_that_alters_the_conviction_stays_partly():
    # near miss: the extent is a lesser offence, with the matter also sent back on sentence
    closing = _KALU_RAM.replace(
        "5. On the above grounds alone we set aside the order of the High Court and sent it to the High Court for a "
        "fresh consideration on merits.",
        "5. The conviction of the appellants under Section 304 Part I is altered to one under Section 304 Part II IPC "
        "and the matter is remitted to the High Court for a fresh consideration of the sentence.")
    _, res = _read(closing)
    assert res.outcome == "partly"


def test_the_courts_own_partly_stays_partly():
    # near miss: the court itself says partly (IRLeD prior_case_1302's wording)
    _, res = _read(_KALU_RAM.replace("The appeals are allowed to the aforesaid extent.",
                                     "The appeals are partly allowed to the extent indicated above."))
    assert res.outcome == "partly"


def test_an_extent_with_no_remand_before_it_stays_partly():
    # near miss: nothing is sent back; the extent is some relief stated above
    closing = _KALU_RAM.replace(
        "5. On the above grounds alone we set aside the order of the High Court and sent it to the High Court for a "
        "fresh consideration on merits.",
        "5. On the above grounds alone we direct that the appellants be given the benefit of the remission.")
    _, res = _read(closing)
    assert res.outcome == "partly"


def test_a_remand_after_a_point_decided_is_no_remand_only():
    # near miss: the remand follows a decided point, with no procedural failure below
    closing = (
        "4. We hold that the suit is maintainable and the view of the High Court to the contrary cannot stand.\n"
        "5. We therefore set aside the order of the High Court and remit the matter to the High Court to decide the "
        "appeal afresh on the other issues.\n"
        "The appeal is allowed to the aforesaid extent.\n")
    text, res = _read(closing)
    assert res.outcome == "allowed" and not remand_only(text, res)


# Several appellants with different results. Sentences from Balak Ram v State of U.P. (1974), AILA 2019 C159; Jai
# Narain's case, AILA C2827; and AILA C2910 (CC BY 4.0).
_BALAK_RAM_OTHERS = (
    "76. In the result the order of conviction and sentence passed by the High Court against Nathoo, Dr. R. P. Kohli "
    "and Mohammad Sayeed Khan alias Banney Khan is set aside and their appeals are allowed. Banney Khan is on bail and "
    "he need not surrender to his bail. Nathoo and Dr. Kohli shall be released forthwith.\n")
_BALAK_RAM_OWN = (
    "86. Balak Ram's conviction must, therefore, stand. On the question of sentence, there is no reason for "
    "interference.\n"
    "87. Accordingly, we confirm the order of conviction and the various sentences including the sentence of death "
    "imposed on Balak Ram and dismiss his appeal.\n")
_BETWEEN = "The evidence of the witnesses on this aspect was considered by both the courts below with care. " * 20


def test_one_appellants_appeal_dismissed_last_after_the_others_allowed_is_partly():
    text = f"{FILLER}\n{_BALAK_RAM_OTHERS}{_BETWEEN}\n{_BALAK_RAM_OWN}"
    res = detect_outcome(text, [], source="tail")
    assert res.outcome == "partly" and "some appellants" in res.rule


def test_the_partial_reader_gives_no_side_the_gain_of_such_a_batch():
    from lcr_core.explain.partial import partial_gain
    text = f"{FILLER}\n{_BALAK_RAM_OTHERS}{_BETWEEN}\n{_BALAK_RAM_OWN}"
    res = detect_outcome(text, [], source="tail")
    assert partial_gain(text, res, None, criminal=True).who is None


def test_his_appeal_dismissed_after_the_high_courts_story_stays_dismissed():
    # near miss: the earlier "allowed" is the High Court's (a story), not this court's order on other appellants
    story = ("The High Court allowed the appeal of the State and set aside the acquittal of the appellant by its "
             "judgment under appeal.\n")
    text = f"{FILLER}\n{story}{_BETWEEN}\n{_BALAK_RAM_OWN}"
    res = detect_outcome(text, [], source="tail")
    assert res.outcome == "dismissed"


def test_an_appellant_excepted_from_the_dismissal_is_partly():
    from lcr_core.explain.outcome import read_cues
    assert read_cues("18. In the result we dismiss this appeal of all the appellants except appellant Jai Narain, "
                     "whose appeal we allow.").partly
    # near miss: an exception that is no appellant
    assert not read_cues("We dismiss the appeal except the appellant's prayer for costs, which we allow.").partly


def test_an_allowance_scoped_to_one_numbered_appellant_is_partly():
    from lcr_core.explain.outcome import read_cues
    assert read_cues("23. Accordingly, we allow the appeal to the extent it pertains to appellant, A-2 and set aside "
                     "the conviction and sentence passed on him.").partly
    # near miss: the extent is a point, not one of the appellants
    assert not read_cues("We allow the appeal to the extent it relates to the appellant.").partly


# Cross appeals each dismissed. Sentences from State of Himachal Pradesh v Wazir Chand (1977), AILA 2019 C2382
# (CC BY 4.0; "party allowed" is the report's misprint of "partly allowed").
_WAZIR_CHAND = [
    "30. Accordingly, Criminal Appeal 59 of 1975 preferred by the State of Himachal Pradesh against original accused 2 "
    "and 3 is dismissed and it is party allowed as far as accused 1 is concerned in that his conviction is modified to "
    "one under Section 304, Part I, Indian Penal Code, 1860 maintaining the sentence of 10 years rigorous imprisonment "
    "as awarded by the High Court.",
    "Criminal Appeal 369 of 1969 preferred by the original accused 1 is dismissed.",
]


def test_each_sides_own_appeal_dismissed_is_mixed():
    from lcr_core.explain.partial import _each_sides_appeal_failed
    from lcr_core.explain.roles import role_of_word
    assert _each_sides_appeal_failed(_WAZIR_CHAND, True, role_of_word, None)


def test_one_sides_appeal_dismissed_is_not_each_sides():
    # near miss: only the State's appeal is disposed of here
    from lcr_core.explain.partial import _each_sides_appeal_failed
    from lcr_core.explain.roles import role_of_word
    assert not _each_sides_appeal_failed(_WAZIR_CHAND[:1], True, role_of_word, None)
    # near miss: the accused's appeal named, but allowed
    allowed = ["Criminal Appeal 369 of 1969 preferred by the original accused 1 is allowed."]
    assert not _each_sides_appeal_failed(_WAZIR_CHAND[:1] + allowed, True, role_of_word, None)


# A service act on a party makes a service dispute. Opening of Ramesh Prasad Singh v State of Bihar (1977), AILA 2019
# C260 (CC BY 4.0).
_RAMESH_PRASAD = (
    "Ramesh Prasad Singh v State Of Bihar & Ors.\nSupreme Court of India\n4 November 1977\n"
    "Civil Appeal No. 1825 of1969.From the Judgment and Decree dated 13-5-1969 of the Patna\n"
    "High Court, in Civil Writ Jurisdiction Case No. 460/68.\n"
    "The Judgment was delivered by : Hon'ble Justice Jaswant Singh\n"
    "1. This appeal by certificate granted by the High Court of Judicature at Patna u/art. 133(1)(a) and (b) .of the "
    "Constitution is directed against the judgment and order dated May 13, 1969 of that Court whereby Civil Writ "
    "Petition No. 460 of 1968 filed by respondents 3 to 28 herein was allowed, Notification No. SS/A-1103/68/2676/EB "
    "dated June 24, 1968 issued by the Bihar 'State Electricity Board, respondent No. 2, appointing the appellant as "
    "officiating temporary Executive Engineer (Tele Communication), Tele-Communication Division, Patna was quashed and "
    "a writ of mandamus commanding respondent No. 2 to fill up the post of the Executive Engineer (Tele Communication) "
    "after considering the case of respondents 3 to 28 and specially of respondents 3 and 4 along with the case of "
    "the appellant or with the case of any other Assistant Engineer whose case in the opinion of the Board may be fit "
    "to be 'Considered in the light of the said judgment was issued.\n")


def test_a_state_boards_appointment_of_the_appellant_is_a_service_dispute():
    from lcr_core.explain.roles import precedent_parties
    got = precedent_parties(_RAMESH_PRASAD, "", ("citizen", "government"))
    assert got.pair == ("employee", "employer")


def test_a_dealer_appointed_by_the_board_is_no_service_dispute():
    # near miss: the same opening, the appointment a trade one (a dealership), not a post
    from lcr_core.explain.roles import precedent_parties
    text = _RAMESH_PRASAD.replace("appointing the appellant as officiating temporary Executive Engineer",
                                  "appointing the appellant as a dealer")
    assert precedent_parties(text, "", ("citizen", "government")).pair == ("citizen", "government")


def test_the_service_act_must_fall_on_a_party():
    from lcr_core.explain.roles import _SERVICE_ACT_ON_PARTY
    assert _SERVICE_ACT_ON_PARTY.search("an order terminating the deputation of the respondent as Chairperson")
    # near miss: an officer appointed, no party
    assert not _SERVICE_ACT_ON_PARTY.search("the Board appointed an Executive Engineer to inspect the works")


# A remand said in other words. Closing of State of Himachal Pradesh v Manoj Kumar (2008), AILA 2019 C1090 (CC BY 4.0).
_MANOJ_KUMAR = (
    "6. In view of the aforesaid legal position, the impugned judgment of the High Court is unsustainable and is set "
    "aside. We grant leave to the State to file the appeal. The High Court shall entertain the appeal and after "
    "formal notice to the respondent hear the appeal and dispose it of in accordance with law, uninfluenced by any "
    "observation made in the present appeal. The appeal is allowed to the extent indicated.\n")


def test_the_high_court_told_to_hear_the_appeal_is_a_remand_and_nothing_is_decided():
    text, res = _read(_MANOJ_KUMAR)
    assert res.outcome == "allowed" and res.rule == EXTENT_OF_REMAND
    assert remand_only(text, res)


def test_the_high_court_told_to_pay_is_no_remand():
    # near miss: the court below is told to do something other than hear the matter
    closing = _MANOJ_KUMAR.replace(
        "The High Court shall entertain the appeal and after formal notice to the respondent hear the appeal and "
        "dispose it of in accordance with law, uninfluenced by any observation made in the present appeal.",
        "The State shall pay the respondent the costs of the proceedings within two months.")
    _, res = _read(closing)
    assert res.outcome == "partly"


def test_a_complaint_the_complainant_filed_is_no_appeal_of_the_prosecution():
    # AILA C1207 (V.K. Kannan v State, CC BY 4.0): the accused's submission about the trial complaint
    from lcr_core.explain.roles import _CRIM_APPELLANT
    p = _CRIM_APPELLANT[0][0]
    assert not p.search("The appellant also submitted that the complainant PW1 had deliberately filed this false "
                        "complaint against him to forestall any action by the Indian Railway")
    # near miss: the complainant's own appeal here
    assert p.search("the complainant has preferred the present appeal against the acquittal")
