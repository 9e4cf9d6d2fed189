"""roles29: who brought the appeal when the opening has no one-line cause title: a High Court's cause-title block
("BETWEEN: ... APPELLANT ... AND: ... RESPONDENT"), a report's heading ("<parties> ....Appellant Versus <parties>
....Respondent"), or no title at all (a text that starts with its facts, whose first line may cite a case). Read on a
dev judgment (State of Rajasthan v Surja Ram, AILA C2012, CC BY 4.0) with its title, without it and under such blocks,
and on openings of part 22-28 judgments that say who appealed in words a titled judgment never needed."""

from __future__ import annotations

from lcr_core.explain.roles import cause_title, criminal_reading, precedent_parties


# ---- the cause title, wherever the opening gives it (a High Court's block, a report's heading, or none) -----------

C2012_BODY = (
    "1. This appeal by Special Leave challenges the judgment and order dated 22.08.2007 passed by the High Court of "
    "Judicature for Rajasthan at Jodhpur in DB Criminal Jail Appeal No. 27 of 2003 acquitting the Respondent herein of "
    "the offence punishable u/s. 302 read with S. 34 of IPC.\n"
    "2. Initially six Persons were alleged to have committed offences punishable under Sections 147, 341, 149, 364, "
    "302 , 201 read with Section 120B of IPC. One of them named Chatra Ram was granted pardon and was examined as PW1 "
    "in the trial. Out of five accused who faced the trial, Bhanwru Ram and Mohan Ram were acquitted by the Trial "
    "Court.\n")
C2012_TITLE = "State of Rajasthan v Surja Ram\nSupreme Court of India\n\n10 April 2015\nCr.A. No. 566 of 2008\n"
HC_BLOCK = ("IN THE HIGH COURT OF KARNATAKA AT BENGALURU\nDATED THIS THE 10TH DAY OF APRIL, 2015\nBEFORE\n"
            "THE HON'BLE MR. JUSTICE A. B. CDE\nCRIMINAL APPEAL NO. 566 OF 2008\nBETWEEN:\nSTATE OF RAJASTHAN\n"
            "BY ITS PUBLIC PROSECUTOR                               ... APPELLANT\n(BY SRI. A. B. CHARAN, ADDL. SPP)\n"
            "AND:\nSURJA RAM\nS/O HAPU RAM, AGED ABOUT 40 YEARS\nR/AT BIKANER                    ... RESPONDENT\n"
            "(BY SRI. X. Y. SINGH, ADVOCATE)\n"
            "THIS CRL.A. IS FILED U/S 378(1) AND (3) CR.P.C. PRAYING TO SET ASIDE THE JUDGMENT OF ACQUITTAL.\n")
SC_HEADING = ("IN THE SUPREME COURT OF INDIA CRIMINAL APPELLATE JURISDICTION CRIMINAL APPEAL NO.566 OF 2008 State of "
              "Rajasthan ....Appellant Versus Surja Ram ....Respondent\nJUDGMENT\nUday U. Lalit, J.\n")


def test_a_judgment_read_with_its_title_without_it_and_under_a_cause_title_block():
    for text in (C2012_TITLE + C2012_BODY, C2012_BODY, HC_BLOCK + C2012_BODY, SC_HEADING + C2012_BODY):
        assert precedent_parties(text, "", ("accused", "prosecution")).appellant == "prosecution", text[:60]
    assert cause_title(C2012_BODY) == ""
    assert cause_title(HC_BLOCK + C2012_BODY).startswith("STATE OF RAJASTHAN BY ITS PUBLIC PROSECUTOR v SURJA RAM")
    assert "CHARAN" not in cause_title(HC_BLOCK + C2012_BODY)  # counsel's appearance is no party
    assert cause_title(SC_HEADING + C2012_BODY) == "State of Rajasthan v Surja Ram"


def test_a_cause_title_block_places_the_parties_when_the_narrative_does_not():
    # no clause of the opening says who was tried: the block's State appellant decides, as a one-line title does
    quiet = ("1. Heard the learned counsel. The Sessions Judge tried the case under Section 302 IPC and the "
             "prosecution examined eleven witnesses.\n2. We have gone through the record of the trial court.\n")
    for head in ("State of Rajasthan v Surja Ram\n", HC_BLOCK, SC_HEADING):
        side, _, basis = criminal_reading(head + quiet)
        assert (side, basis) == ("prosecution", "title"), head[:40]


def test_a_first_line_of_facts_citing_a_case_is_no_title():
    # a text that starts with the facts: the case it cites is no cause title, so nobody is placed by it
    facts = ("The learned counsel relied on State of Punjab v Baldev Singh for the offence under Section 302 IPC\n"
             "The Sessions Judge tried the case and the prosecution examined eleven witnesses\n")
    assert cause_title(facts) == ""
    assert criminal_reading(facts)[0] is None
    # nor is a numbered paragraph, nor a judges' line with an initial, nor a narrative compound ("accused-appellant")
    assert cause_title("1. In Ram v State the court held so.\n") == ""
    assert cause_title("The accused-appellant and the respondent-State were heard; the appellant ....Appellant") == ""


# ---- what a text that starts with its facts says of who appealed (no cause title to fall back on) ----------------

def test_openings_that_say_who_appealed_without_a_title():
    cases = [
        # Pulicherla Nagaraju v State of A.P. (AILA C211): an appeal against a judgment reversing an acquittal
        ("1.  This appeal by special leave is against the judgment dated 28.8.2003 of the Andhra Pradesh High Court in "
         "Criminal Appeal No.1211 of 2001 reversing the judgment of acquittal dated 7.2.2000 passed by the First Addl. "
         "Sessions Judge, Chittoor in S.C. No.361 of 1999. The accused was convicted under Section 302 IPC.", "accused"),
        # State v Rettaimandaiyan (AILA C1729): "These two appeals have been filed by the State"
        ("1.  These two appeals have been filed by the State of Tamil Nadu questioning correctness of the judgment "
         "rendered by a Division Bench of the Madras High Court directing acquittal of seven accused persons. The "
         "Sessions Judge had convicted them under Section 302 IPC.", "prosecution"),
        # State of U.P. v Jaggo (AILA C1331): "This is an appeal ... acquitting all the accused, setting aside their convictions"
        ("1.  This is an appeal by special leave from the judgment dated 17 March, 1967 of the High Court at Allahabad "
         "acquitting all the accused, setting aside their convictions and sentences passed by the Sessions Judge, Agra "
         "under Section 302 IPC.", "prosecution"),
        # Hem Raj v State of Haryana (AILA C1529): the appellants "faced trial"
        ("1.  The four appellants herein who are brothers faced trial before the Additional Sessions Judge - I, Jind "
         "for murdering one Hemant Kumar. They were sentenced to life imprisonment under Section 302 IPC.", "accused"),
        # Juwar Singh v State of M.P. (AILA C2580): "one of the accused namely the Appellant"
        ("1.  The High Court confirmed these convictions under Section 302 IPC, against which one of the accused namely "
         "the Appellant has filed this Appeal by Special Leave. The Sessions Judge convicted them.", "accused"),
    ]
    for text, side in cases:
        assert criminal_reading(text)[0] == side, text[:60]


def test_near_misses_of_those_openings():
    # the complainant asks to set an acquittal aside: no reversal of an acquittal was appealed from
    assert criminal_reading("1. This appeal is filed by the complainant for setting aside the judgment of acquittal "
                            "passed by the Sessions Judge under Section 302 IPC. The accused was tried.")[0] == "prosecution"
    # an acquittal of murder beside a conviction for a lesser offence: not the prosecution's appeal by these words
    assert criminal_reading("1. This is an appeal from the judgment of the High Court acquitting the accused of murder "
                            "but convicting them under Section 304 IPC.")[0] is None
    # witnesses who faced cross-examination, not a trial
    assert criminal_reading("1. The respondents faced cross-examination for two days in the trial under Section 302 "
                            "IPC. The Sessions Judge convicted the appellants.")[0] == "accused"


def test_the_present_appeal_filed_by_the_union_places_the_authority():
    # Union of India v Deo Narain (AILA C2183), its title stripped: the opening says who appealed
    text = ("1. The present appeal is filed by the Union of India & others. Against the judgment and order passed by "
            "the High Court of Delhi on January 30, 2002 in Civil Writ Petition No. 6281 of 1999. The respondents were "
            "employees of the Railways seeking regularisation of their services and their seniority and promotion.")
    assert precedent_parties(text, "", ("employee", "employer")).appellant == "employer"
    # near miss: an appeal filed below by the Union is not this appeal
    below = text.replace("The present appeal is filed by the Union of India & others.",
                         "An appeal was earlier filed by the Union of India in the High Court.")
    assert precedent_parties(below, "", ("employee", "employer")).appellant != "employer"


def test_a_high_court_prayer_under_the_block_says_who_appealed():
    # the memorandum's prayer, in capitals and without full stops, as a High Court prints it under the block
    quiet = ("1. Heard the learned counsel. The Sessions Judge tried the case under Section 302 IPC and the "
             "prosecution examined eleven witnesses\n")
    accused_appeal = (
        "IN THE HIGH COURT OF KARNATAKA AT BENGALURU\nCRIMINAL APPEAL NO 12 OF 2015\nBETWEEN:\nRAMESH\n"
        "S/O SURESH AGED ABOUT 30 YEARS                         ... APPELLANT\n(BY SRI X Y, ADVOCATE)\nAND:\n"
        "STATE OF KARNATAKA\nBY HALASURU POLICE STATION                     ... RESPONDENT\n(BY SRI A B, HCGP)\n"
        "THIS CRL A IS FILED U/S 374(2) CR P C PRAYING TO SET ASIDE THE JUDGMENT OF CONVICTION AND ORDER OF SENTENCE "
        "PASSED BY THE SESSIONS JUDGE CONVICTING THE APPELLANT/ACCUSED FOR THE OFFENCE PUNISHABLE UNDER SECTION 302 "
        "OF IPC\n")
    assert cause_title(accused_appeal + quiet).startswith("RAMESH S/O SURESH AGED ABOUT 30 YEARS v STATE OF KARNATAKA")
    assert criminal_reading(accused_appeal + quiet)[0] == "accused"
    state_appeal = accused_appeal.replace("374(2)", "378(1)").replace(
        "SET ASIDE THE JUDGMENT OF CONVICTION AND ORDER OF SENTENCE", "GRANT LEAVE TO APPEAL AGAINST THE JUDGMENT OF "
        "ACQUITTAL").replace("CONVICTING THE APPELLANT/ACCUSED", "ACQUITTING THE RESPONDENT/ACCUSED").replace(
        "RAMESH\nS/O SURESH AGED ABOUT 30 YEARS ", "STATE OF KARNATAKA BY HALASURU POLICE").replace(
        "STATE OF KARNATAKA\nBY HALASURU POLICE STATION ", "RAMESH S/O SURESH AGED ABOUT 30 YEARS")
    assert criminal_reading(state_appeal + quiet)[0] == "prosecution"
