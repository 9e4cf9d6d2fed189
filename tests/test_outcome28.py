"""roles28: the court's closing word against its own order. Sentences from Batakrushna Parida v State of Orissa
(2009), AILA 2019 C883 (CC BY 4.0): the High Court's s.302 conviction (on the State's appeal) set aside and the trial
court's order restored, then "The appeals are dismissed accordingly." What the order does decides."""

from lcr_core.explain.outcome import SET_ASIDE_THEN_DISMISSED, detect_outcome

_OPENING = ("1. Challenge in these appeals is to the judgment of a Division Bench of the Orissa High Court allowing the "
            "appeals filed by the State. 2. The Trial Court had convicted the appellant under Section 304 Part II IPC. ")
_C883 = ("15. It is to be noted that the High Court itself confirming the view of the Trial Court, observed that the "
         "firing was done on the spur of the moment and there was a free fight among the other villagers. The High "
         "Court ought not to have held that the offence committed by the accused was relatable to Section 302 IPC. In "
         "the circumstances, we set aside the the impugned judgment of the High Court and restore the order of the "
         "Trial Court. The accused is directed to surrender to custody forthwith to serve out the remainder of "
         "sentence, if any. The appeals are dismissed accordingly.")


def test_the_judgment_under_appeal_set_aside_then_dismissed_accordingly_is_allowed():
    res = detect_outcome(_OPENING + _C883)
    assert res.outcome == "allowed"
    assert res.rule == SET_ASIDE_THEN_DISMISSED


def test_a_set_aside_the_court_declines_stays_dismissed():
    # near miss: the court refuses to set the judgment aside
    text = _C883.replace("In the circumstances, we set aside the the impugned judgment of the High Court and restore "
                         "the order of the Trial Court.",
                         "In the circumstances, we are not inclined to set aside the impugned judgment of the High "
                         "Court.")
    assert detect_outcome(_OPENING + text).outcome == "dismissed"


def test_a_set_aside_of_part_of_the_judgment_is_not_the_whole_order():
    # near miss: only part of the judgment is set aside ("insofar as"), the appeal otherwise dismissed
    text = _C883.replace("we set aside the the impugned judgment of the High Court and restore the order of the "
                         "Trial Court.", "we set aside the impugned judgment of the High Court insofar as it directs "
                         "the accused to pay costs.")
    assert detect_outcome(_OPENING + text).rule != SET_ASIDE_THEN_DISMISSED


def test_a_magistrates_order_set_aside_is_not_the_judgment_under_appeal():
    # near miss (the shape of AILA C2282): an order of a court further below is set aside on the way
    text = _C883.replace("we set aside the the impugned judgment of the High Court and restore the order of the "
                         "Trial Court.", "we set aside the order of the Magistrate dated July 22, 1991 and direct him "
                         "to transmit the papers.")
    assert detect_outcome(_OPENING + text).rule != SET_ASIDE_THEN_DISMISSED


# Sentences from Rathnaiah v State of Karnataka (2008), AILA 2019 C1750 (CC BY 4.0): the State's counsel asked that
# the appeal be dismissed; the court set aside the High Court's unreasoned order and remitted the appeal.
_C1750_PLEA = ("6. In response, learned counsel for the respondent-State submitted that though the judgment of the High "
               "Court does not indicate the reasons, but the evidence on record justifies the ultimate conclusion that "
               "the appeal was to be dismissed.")
_C1750_ORDER = ("8. Above being the position, we set aside the impugned order of the High Court and remit the matter to "
                "it for fresh disposal in accordance with law.")


def test_a_dismissal_a_party_asked_for_is_no_order():
    from lcr_core.explain.outcome import read_cues
    c = read_cues(_C1750_PLEA)
    assert not c.dismiss and not c.allow


def test_the_plea_no_longer_outweighs_the_remand():
    text = ("1. The appellant was convicted by the trial court and the High Court dismissed his appeal. " + _C1750_PLEA
            + " 7. The manner in which the appeal has been dealt with is not a correct way to deal with the appeal. "
            + _C1750_ORDER)
    assert detect_outcome(text).outcome != "dismissed"


def test_the_courts_own_dismissal_after_a_submission_stays():
    # near miss: the plea is recorded, then the court's own order follows in the same sentence
    from lcr_core.explain.outcome import read_cues
    s = ("Learned counsel for the appellant submitted that the conviction cannot stand, but we find no merit and the "
         "appeal is accordingly dismissed.")
    assert read_cues(s).dismiss
    # near miss: a prayer (a noun) disposed of by the court, no party's submission
    assert read_cues("The prayer for transfer of Writ Petition No 1061 of 1991 is allowed and that Writ Petition is "
                     "also dismissed.").dismiss


# Sentences from Surajit Sarkar v State of West Bengal (2012), AILA 2019 C541 (CC BY 4.0): murder set aside, s.304
# Part II with ten years instead of life; only the fine and its default term are kept.
_C541 = ("1. The appellant was convicted for the murder of Gour Chandra Sarkar and sentenced to imprisonment for life. "
         + "The learned counsel for the parties took us through the record at some length. " * 20 +
         "72. Accordingly, we set aside the conviction of Surajit Sarkar for the offence of the murder of Gour Chandra "
         "Sarkar. However, we hold him guilty of an offence punishable under the second part of S. 304 of the IPC. He "
         "is sentenced to undergo rigorous imprisonment for a period of 10 (ten) years. The fine and default sentence "
         "awarded by the Trial Court are maintained.\n73. The appeal is disposed of on the above terms.")


def test_a_kept_fine_and_default_sentence_is_not_the_sentence_kept():
    from lcr_core.explain.partial import partial_gain
    res = detect_outcome(_C541)
    assert res.outcome == "partly"
    gain = partial_gain(_C541, res, criminal=True)
    assert gain.who is None  # murder -> s.304 Part II with the term cut: mixed, not "only the State gained"


def test_the_same_sentences_maintained_still_count():
    # near miss: the imprisonment itself is maintained (the stance README's dev-011: no material gain)
    from lcr_core.explain.partial import partial_gain
    text = _C541.replace("He is sentenced to undergo rigorous imprisonment for a period of 10 (ten) years. The fine "
                         "and default sentence awarded by the Trial Court are maintained.",
                         "The sentences awarded by the Trial Court are maintained.")
    res = detect_outcome(text)
    assert partial_gain(text, res, criminal=True).who == "respondent"


# Sentence from Veerappa Rachappa Saboji v B.P. Dalal (1975), AILA 2019 C1019 (CC BY 4.0): a writ petition rejected in
# limine by the High Court, sent back to be admitted and heard - the stance README's "summary dismissal set aside for a
# hearing".
_C1019 = ("6. We accordingly allow the appeal, set aside the order passed by the High Court summarily rejecting the "
          "petition and remand the petition to the High Court with a direction that the petition shall be admitted "
          "and a rule shall be issued upon it and it shall thereafter be disposed of according to law.")


def test_a_summary_rejection_set_aside_for_a_hearing_is_a_remand_only():
    from lcr_core.explain.remand import remand_only
    text = "The learned counsel for the parties took us through the record at some length. " * 30 + _C1019
    res = detect_outcome(text)
    assert res.outcome == "allowed"
    assert remand_only(text, res)


def test_a_rejection_on_the_merits_sent_back_is_not():
    # near miss: the High Court rejected the petition after hearing it; sent back for a point, not for a hearing
    from lcr_core.explain.remand import remand_only
    text = ("The learned counsel for the parties took us through the record at some length. " * 30
            + _C1019.replace("summarily rejecting the petition", "rejecting the petition on the merits"))
    res = detect_outcome(text)
    assert not remand_only(text, res)


# Sentences from Dr. Mohammad Khalil Chisti v State of Rajasthan (2012), AILA 2019 C2109 (CC BY 4.0): convicted under
# ss. 302 and 324 below; this Court holds each accused answers only for his own act, s.324, with the time served.
_C2109 = ("1. The Sessions Court convicted the appellants and Khalil Chisti (A-2) was convicted u/ss. 302 and 324 of "
          "the IPC and sentenced to imprisonment for life. "
          + "The learned counsel for the parties took us through the record at some length. " * 25 +
          "40. In the light of the evidence and conclusion in respect of Yasir Chisti (A-1) and Akil Chisti (A-3), the "
          "appellants in Criminal Appeal No. 635 of 2012, taking note of their individual acts, they can only be "
          "convicted u/s. 324 of IPC and also in view of the fact that A-1 and A-3 have served approximately 11 and 10 "
          "months respectively, the same would be sufficient and no further imprisonment is required, hence, both of "
          "them are directed to be released forthwith, if they are not required in any other case.\n"
          "41. With the above modification, both the appeals are disposed of accordingly.")


def test_only_convicted_for_hurt_after_a_murder_conviction_is_the_accuseds_gain():
    from lcr_core.explain.partial import partial_gain
    res = detect_outcome(_C2109)
    assert res.outcome == "partly"
    assert partial_gain(_C2109, res, criminal=True).who == "accused"


def test_only_convicted_for_hurt_with_no_murder_conviction_before_is_not():
    # near miss: the conviction below was for hurt already (s.326 -> s.324 is no homicide charge gone)
    from lcr_core.explain.partial import partial_gain
    text = _C2109.replace("u/ss. 302 and 324", "u/s. 326")
    res = detect_outcome(text)
    assert partial_gain(text, res, criminal=True).who != "accused"
