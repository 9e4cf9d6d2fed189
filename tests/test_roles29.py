"""roles29: the outcome and who gained, on part 28's errors read as patterns (AILA 2019 texts, CC BY 4.0), each rule
with a near miss that must not fire.

* "while partly allowing the appeal we modify ...": the court's own partial allowance as a gerund with "we" after it
  (Daulat Trimbak Shewale v State of Maharashtra, AILA C1957); a court below's gerund ("The Division Bench, while partly
  allowing the appeal, modified ...") stays no order of this court.
* a batch decided appeal by appeal under headings of their own (Sunil Kumar v State of U.P., AILA C1905): one appeal
  allowed and another dismissed is a mixed batch, though neither order names its matter.
* cross appeals decided in two sentences of the closing order, each naming its filer (Lakhiya Devi v Girja Yadav, AILA
  C1706: the informant's appeal allowed, the accused's dismissed): every result favours the prosecution, whatever
  sentence cut went with it; the informant is named, and the opening gives the name its part.
* one appeal allowed as against some persons and dismissed as against the others (State of U.P. v Mukunde Singh, AILA
  C1535): mixed by person, as when some appellants succeed and others fail.
"""

from __future__ import annotations

from lcr_core.explain.outcome import detect_outcome, read_cues
from lcr_core.explain.partial import SPLIT_BY_PERSON_SCOPED, partial_gain
from lcr_core.explain.roles import precedent_parties

# ---- "while partly allowing the appeal we ..." --------------------------------------------------------------------

C1957_ORDER = ("10.  For the reasons stated above, while partly allowing the appeal we modify the conviction recorded by "
               "the two courts below to one punishable under Section 326 read with 34 IPC and direct the appellants to "
               "undergo RI for a period of 7 years.")


def test_while_partly_allowing_with_we_is_the_courts_partial_order():
    c = read_cues(C1957_ORDER)
    assert c.partly and c.allow and not c.narrative


def test_while_allowing_in_part_with_we_is_partial_too():
    # AILA C1652: "while allowing this appeal in part, we hereby set aside the conviction ..."
    c = read_cues("15.  For the reasons stated above, while allowing this appeal in part, we hereby set aside the "
                  "conviction and sentence imposed on the appellant i.e. RI for life under Section 302 IPC.")
    assert c.partly and not c.narrative


def test_a_court_below_partly_allowing_is_no_order_here():
    # AILA C2065 and C1225: the Division Bench's, the High Court's partial allowance
    c = read_cues("The Division Bench, while partly allowing the appeal, modified the order of the Single Judge on the "
                  "basis of a circular dated 25th May, 1988.")
    assert not c.partly and not c.allow
    c = read_cues("The High Court while partly allowing the appeal of 5 other appellants by altering their conviction "
                  "from section 302 read with section 149 to section 304 Part II.")
    assert not c.partly and c.narrative


def test_the_whole_closing_reads_partly():
    text = ("Daulat Trimbak Shewale v State of Maharashtra\nSupreme Court of India\n\n"
            "1. The appellants herein were tried for offences punishable under Sections 302, 325 and 324 read with "
            "Section 34 IPC.\n" + C1957_ORDER + "\nWe maintain the conviction imposed on appellants No. 2 and 4 "
            "awarded by the courts below under Section 324 read with Section 34 IPC but direct the said sentence to "
            "run concurrently.\n11.  If the appellants have served any part of the sentence, set off shall be given "
            "for the same.\nAppeal allowed\n")
    res = detect_outcome(text)
    assert res.outcome == "partly", res


# ---- a batch decided under headings ----------------------------------------------------------------------------------

C1905 = ("Sunil Kumar and Another v State of Uttar Pradesh and Another\nSupreme Court of India\n\n21 September 2004\n"
         "Cr.A. No. 1008 of 2001\nThe Order of the Court was as follows:\nCriminal Appeal NO.327 OF 2002\n"
         "1.  Having heard learned counsel for the State of Uttar Pradesh and having perused the judgments of the Trial "
         "Court and the High Court, we find no infirmity in the judgments. The Trial Court has rightly recorded "
         "conviction so far as the appellant Ravindra Singh is concerned under Section 302 IPC and imposed life "
         "imprisonment. He has also been convicted for an offence punishable under Section 25 of the Arms Act.\n"
         "2.  The accusations in that regard against the appellant have also been established. The appeal is without "
         "merit and is, accordingly, dismissed.\nCriminal Appeal NO.1008 OF 2001\n"
         "3.  The two appellants Sunil Kumar and Pawan Kumar were convicted under Section 302 read with Section 34 IPC.\n"
         "4.  The only role ascribed to them is that they exhorted accused Ravindra whose appeal we have dismissed.\n"
         "The language to commit the crime allegedly used by the accused is not sufficient to bring application of "
         "Section 34 IPC. Their conviction was only by applying Section 34 IPC with the substantive offence under "
         "Section 302 IPC. We do not consider this to be a fit case where Section 34 IPC can be applied.\n"
         "5.  The conviction is, accordingly, set aside in case of each of the appellants. The appellants who are in "
         "custody, shall be set at liberty forthwith unless required to be in custody in connection with any other "
         "case.\nThe appeal is accordingly allowed.\nAppeal allowed.\n")


def test_appeals_under_their_own_headings_decided_both_ways_are_a_mixed_batch():
    res = detect_outcome(C1905)
    assert res.outcome == "partly" and "heading" in res.rule, res
    gain = partial_gain(C1905, res, precedent_parties(C1905), criminal=True)
    assert gain.who is None


def test_one_heading_is_no_batch():
    # the same orders with the second heading gone: one appeal's story, its last order decides as before
    one = C1905.replace("Criminal Appeal NO.1008 OF 2001\n", "")
    res = detect_outcome(one)
    assert "heading" not in res.rule and res.outcome == "allowed", res


# ---- cross appeals decided for one side --------------------------------------------------------------------------

C1706_OPENING = (
    "Lakhiya Devi and another v Girja Yadav and Others\nSupreme Court of India\n\n14 July 1998\n"
    "CRIMINAL APPEAL NO.407 OF 1987\nThe Judgment was delivered by : G. T. Nanavati, J.\n"
    "1.  Both these appeals arise out of the judgment and order passed by the Patna High Court in Criminal Appeal "
    "No.43 of 1982. Lakhiya Devi, mother of deceased Chander and the informant in this case has filed Criminal "
    "Appeal No.109 of 1689. as the High Court partly allowed the appeal filed by the accused and set aside the "
    "conviction of the accused. Criminal Appeal No.407 of 1989 has been filed by the accused as the conviction by "
    "the trial court under Section 201 IPC and the sentence imposed for that offence have been confirmed.\n")
C1706_CLOSING = (
    "13.  We, therefore, allow Criminal Appeal No.109 of 1989 filed by Lakhiya Devi, set aside the order of acquittal "
    "passed by the High Court of all those accused who were convicted by the trial court under Section 326 read with "
    "Section 149 IPC and restore the order of their conviction passed by the trial court. We also set aside the "
    "acquittal of Budhai under Section 325 read with Section 149 IPC and restore the order of his conviction and "
    "sentence passed by the trial court. As the incident had taken place long time back we are of the opinion that "
    "ends of justice would be met if the sentence of rigorous imprisonment of 8 years imposed upon the accuse (except "
    "Budhai) is reduced from 8 years to 5 years. We dismiss Criminal Appeal No.407 of 1987 filed by the accused "
    "against their conviction under Section 201 IPC.\nAppeals dismissed\n")


def _gain(text: str):
    res = detect_outcome(text)
    assert res.outcome == "partly", res
    return partial_gain(text, res, precedent_parties(text), criminal=True)


def test_the_informants_appeal_allowed_and_the_accuseds_dismissed_favour_the_prosecution():
    gain = _gain(C1706_OPENING + "2.  The prosecution case was that Chander Yadav was assaulted.\n" + C1706_CLOSING)
    assert gain.who == "prosecution", gain


def test_a_filer_the_opening_gives_no_part_decides_nothing():
    # the same closing with the informant's apposition gone: "Lakhiya Devi" is only a name, so the sentence cut decides
    opening = C1706_OPENING.replace(", mother of deceased Chander and the informant in this case", "")
    gain = _gain(opening + "2.  The prosecution case was that Chander Yadav was assaulted.\n" + C1706_CLOSING)
    assert gain.who is None, gain


def test_each_sides_appeal_dismissed_is_still_mixed():
    closing = C1706_CLOSING.replace("We, therefore, allow Criminal Appeal No.109 of 1989 filed by Lakhiya Devi, set "
                                    "aside", "We, therefore, dismiss Criminal Appeal No.109 of 1989 filed by Lakhiya "
                                    "Devi, but set aside")
    gain = _gain(C1706_OPENING + closing)
    assert gain.who != "prosecution", gain


# ---- one appeal allowed against some persons, dismissed against the rest ----------------------------------------

def test_allowed_as_against_some_and_dismissed_as_against_the_rest_is_mixed_by_person():
    s = ("9.  Accordingly the appeals are allowed to the extent indicated above as against Hanumant Singh, Badan Singh, "
         "Ashok Kumar Singh, Shiv Vir Singh and Mukunde Singh, accused and dismissed as against the remaining accused.")
    assert SPLIT_BY_PERSON_SCOPED.search(s)
    # AILA C2842, the State's appeal
    assert SPLIT_BY_PERSON_SCOPED.search("16. In substance, the appeal filed by the State is allowed so far as "
                                         "respondents 2 to 10 are concerned and dismissed so far as respondent no.11 "
                                         "Toran Singh is concerned.")


def test_an_order_and_its_consequence_below_is_no_split_by_person():
    assert not SPLIT_BY_PERSON_SCOPED.search("The appeal is allowed as against the first respondent and the writ "
                                             "petition filed by him in the High Court is dismissed.")
    assert not SPLIT_BY_PERSON_SCOPED.search("The appeal is allowed so far as the appellant is concerned and the "
                                             "connected appeal is dismissed as withdrawn.")
