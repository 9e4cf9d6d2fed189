"""roles26: a mixed order whose subjects are lists of named appellants. Sentence from Adalat Pandit v State of Bihar
(2010), AILA 2019 (CC BY 4.0)."""

from lcr_core.explain.outcome import _appeal_clauses, read_cues

_ADALAT = ("25. In the result, the appeals of Thakur Singh (A-1), Akhilesh Ojha (A-5) and Keshav Singh (A-9) are "
           "allowed and that of Ram Pravesh Singh (A-2), Gorakh Nath Singh (A-3), Thakur Ojha (A-4), Jitendra Singh "
           "(A-6), Raj Nath Singh (A-7) and Adalat Pandit (A-10) are dismissed for the reasons as stated above.")


def test_appeals_of_named_lists_allowed_and_dismissed_are_a_mixed_result():
    c = read_cues(_ADALAT)
    assert c.allow and c.dismiss and c.partly


def test_the_list_is_read_back_to_the_clause_that_names_the_appeal():
    clauses = _appeal_clauses(_ADALAT)
    assert clauses["allow"] and clauses["dismiss"]
    assert clauses["dismiss"][0].startswith("that of Ram Pravesh Singh")


def test_one_appeal_allowed_and_the_writ_below_dismissed_is_no_mixed_result():
    # near miss: the commas separate clauses with their own verbs, not names in a list
    s = ("In the result, the appeal is allowed, the judgment of the High Court is set aside and the writ petition "
         "filed by the respondent is dismissed.")
    assert not read_cues(s).partly
    assert not _appeal_clauses(s)["dismiss"]


def test_a_list_with_its_own_verbs_is_not_read_back():
    s = ("In the result, the appeals of Thakur Singh (A-1) are allowed, the convictions of the others were recorded "
         "by the trial court, Raj Nath Singh (A-7) and Adalat Pandit (A-10) are dismissed.")
    assert not _appeal_clauses(s)["dismiss"]


# Sentence from AILA C1151 (CC BY 4.0): the accused's appeal against the High Court's judgment, which had modified the
# conviction and sentence; this Court dismissed the appeal
_MODIFIED_BELOW = ("However, the High Court in the facts and circumstances of the case modified the order of the "
                   "conviction and sentence.")


def test_a_change_the_high_court_made_after_a_phrase_of_circumstance_is_its_story():
    assert read_cues(_MODIFIED_BELOW).narrative


def test_the_courts_own_change_after_the_same_phrase_is_no_story():
    # near miss: this court's own modification, in the same circumstance
    s = ("In the facts and circumstances of the case, the conviction of the appellant is modified to one under "
         "Section 304 Part II IPC.")
    c = read_cues(s)
    assert c.altered and not c.narrative


def test_a_mixed_order_over_lists_of_names_gives_no_side_the_gain():
    from lcr_core.explain.partial import _split_dispositions
    from lcr_core.explain.roles import role_of_word
    g = _split_dispositions([_ADALAT], True, role_of_word, None)
    assert g is not None and g.who is None


def test_an_appeal_allowed_and_the_writ_below_dismissed_is_no_split():
    from lcr_core.explain.partial import _split_dispositions
    from lcr_core.explain.roles import role_of_word
    s = ("In the result, the appeal is allowed, the judgment of the High Court is set aside and the writ petition "
         "filed by the respondent is dismissed.")
    assert _split_dispositions([s], False, role_of_word, None) is None
