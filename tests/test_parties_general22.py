"""Twenty-second pass (helper roles22): a precedent's parties, read where the twenty-first frozen run found them
unread or read in the wrong pair.

- a judgment whose header numbers a civil proceeding ("Civil Appeal No.", "C.A. No.", "S.L.P.(C)") and no criminal
  one is no criminal trial: its criminal words (a judicial officer's "Sessions Judge", a bail he granted) describe
  its facts; not a header that numbers a criminal appeal;
- in a tax dispute the cause title's State / Union party is the revenue; not a title with the State on both sides;
- an appeal the employer brought (the State first in the title) is no contest between two groups of employees;
  the same judgment with the employees appealing still is one;
- a place named by a bare "union" ("the appellant-union") is a workers' union, not the Union of India; a place
  named "respondent-Union of India" still is the government;
- a criminal appeal another party "has also filed" is a companion of the main appeal: it does not veto the
  judgment's own places; one the State "has filed" (no "also") still does;
- the Court confirming the judgment below "in so far as" it decided a point: a contested point decided against the
  appellant next to its partial success (mixed); setting it aside "in so far as" is not.

The positive passages are quoted from AILA 2019 judgments (CC BY 4.0); the near misses are written for these tests.
"""

from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.partial import partial_gain
from lcr_core.explain.roles import SAME_ROLE, civil_case_header, criminal_reading, precedent_parties

EMP = ("employee", "employer")
TAX = ("assessee", "revenue")
CIT = ("citizen", "government")
CRIM = ("accused", "prosecution")

# AILA 2019 C982 (CC BY 4.0): Madan Mohan Choudhary v State of Bihar, a judicial officer compulsorily retired
_C982_TITLE = "Madan Mohan Choudhary v State of Bihar and Others\nSupreme Court of India\n\n12 February 1999\n"
_C982_BODY = (
    "The Judgment was delivered by : S. Saghir Ahmad, J.\nLeave granted.\n"
    "1.  The recommendation of the High Court on the basis of which the appellant, who held the rank of Addl. District "
    "and Sessions Judge, was compulsorily retired from service, exhibits the tragic fact that the highest judicial "
    "body of the State which abhors anything done contrary to the rule of law or done in a whimsical manner or "
    "arbitrarily, can itself act in that manner on the administrative side. In the instant case, however, the order "
    "of compulsory retirement dated 2.8.1997 passerby the State Government on the High Court's recommendation has been "
    "upheld and it has fallen to our lot, in this appeal, to scrutinize the validity of this order.\n"
    "3.  On 14th of November, 1995 while working as District & Sessions Judge In charge, Madhubani, the appellant "
    "granted anticipatory bail to certain accused in a case under Section 307 IPC.\n")


def test_a_civil_appeal_header_is_no_criminal_trial():
    text = _C982_TITLE + "Civil Appeal No. 787 of 1990\n" + _C982_BODY
    assert civil_case_header(text)
    assert criminal_reading(text)[0] is None
    p = precedent_parties(text, "", EMP)
    assert p.pair == EMP and p.appellant == "employee"


def test_a_criminal_appeal_header_still_reads_the_criminal_title():
    text = _C982_TITLE + "Criminal Appeal No. 787 of 1990\n" + _C982_BODY
    assert not civil_case_header(text)
    assert criminal_reading(text)[0] == "accused"
    # an S.L.P. (Cr.) is criminal too, whatever "civil" words the header has
    assert not civil_case_header("X v State\nAppeal (Cr.) 545 of 2008 (Arising Out of S.L.P. (Cr.) No. 497 of 2006)\n")
    assert civil_case_header("X v Bank\nC.A. No. 6423 of 2010 (Arising out of S.L.P.(C) No. 4216 of 2008)\n")


# AILA 2019 C2514 (CC BY 4.0): a trade tax matter the State brought
_C2514 = (
    "Supreme Court of India\n\n8 August 2007\nThe Judgment was delivered by : S. H. Kapadia, J.\n"
    "3.  M/s. P.N.C. Construction Co. Ltd. (assessee) is a public limited company incorporated under the Companies "
    "Act, 1956. It is registered under the U.P. Trade Tax Act, 1948.\n"
    "4.  Assessee applied for grant of 'recognition certificate' under Section 4- B of the U.P. Trade Tax Act, 1948 "
    "(for short, 'the Act') for purchase of raw- materials for manufacture of Hot Mix. The Trade Tax Officer rejected "
    "the request of the assessee. Aggrieved by the decision, the assessee preferred Second Appeal No.75 of 1997 before "
    "the Trade Tax Tribunal, Agra, which allowed the assessee's appeal; the assessment years, the levy and the "
    "taxable turnover were in issue.\n")


def test_the_states_party_of_a_tax_title_is_the_revenue():
    title = "State Of Uttar Pradesh And Others v Messrs P.N.C. Construction Company Limited and Others"
    p = precedent_parties(title + "\n" + _C2514, "", TAX)
    assert p.pair == TAX and p.appellant == "revenue" and p.basis == "title"
    title = "Messrs P.N.C. Construction Company Limited v State Of Uttar Pradesh"
    assert precedent_parties(title + "\n" + _C2514, "", TAX).appellant == "assessee"


def test_a_tax_title_with_the_state_on_both_sides_places_no_one():
    title = "State of Kerala v Union of India"
    assert precedent_parties(title + "\n" + _C2514, "", TAX).appellant is None


# AILA 2019 C811 (CC BY 4.0): the State appealed against the High Court's order on its promotion rules
_C811_BODY = (
    "\nSupreme Court of India\n\n18 February 1993\nC.A. Nos.  691-97  of 1993\nLeave granted.\n"
    "1.  The dispute in the writ petitions filed in the High Court was between members of the Rajasthan Educational "
    "Service belonging to Group 'E' and Group 'F pertaining to their rival claims for promotion to the posts of "
    "principal Higher Secondary School. It is also prescribed that amongst those selected for promotion to Group 'D', "
    "the preexisting inter se seniority within the Group and also between the two groups is to be maintained; the "
    "service rules, the seniority list and the recruitment of the employees were in issue.\n")


def test_an_appeal_the_employer_brought_is_no_same_role_contest():
    p = precedent_parties("State of Rajasthan and Another v Rajendra Kumar Godika and Others" + _C811_BODY, "", EMP)
    assert p.pair == EMP and p.appellant == "employer" and p.basis != SAME_ROLE


def test_the_employees_appeal_of_the_same_contest_is_still_same_role():
    p = precedent_parties("Rajendra Kumar Godika and Others v State of Rajasthan and Another" + _C811_BODY, "", EMP)
    assert p.appellant is None and p.basis == SAME_ROLE


# AILA 2019 C1266 (CC BY 4.0): a workers' union against the State's industrial reference
_UNION_HEAD = ("Supreme Court of India\n\n12 March 1969\nThe Judgment was delivered by: Shelat, J.\n"
               "The writ petition under Article 226 challenged the notification of the State Government; the "
               "Government of India; the Central Government; the State Government; the Government company.\n")
_APPELLANT_UNION = ("As was done before the High Court, Mr. Nag, appearing for the appellant-union, conceded that he "
                    "would not contend that the company is an industry carried on by the Central Government but argued "
                    "that it is an industry carried on under the authority of the Central Government.\n")


def test_a_place_named_union_is_no_government():
    p = precedent_parties(_UNION_HEAD + _APPELLANT_UNION, "", CIT)
    assert p.appellant != "government"


def test_a_place_named_union_of_india_is_the_government():
    s = ("Mr. Rao, appearing for the respondent-Union of India, conceded that the notification of the Government was "
         "issued under the Act.\n")
    p = precedent_parties(_UNION_HEAD + s, "", CIT)
    assert p.pair == CIT and p.appellant == "citizen"


# AILA 2019 C2502 (CC BY 4.0): the convicts' appeals, with the State's companion appeal against a co-accused's
# acquittal
_C2502 = (
    "Supreme Court of India\n\n24 October 1996\nThe Judgment was delivered by : S. P. Kurdukar, J.\n"
    "1.  The two appellants alongwith Bimal Kaur (acquitted) were put up for the trial for committing the murder of "
    "Surinder Kaur, an offence punishable under Section 302/34 of the Indian Penal Code. The trial court vide its "
    "judgment and order dated 28-7-1986 convicted that appellants under Section 302/34 of the Indian Penal Code and "
    "sentenced them to suffer life imprisonment and to pay a fine of Rs. 3,000/-.\n"
    "2.  The trial court consistent with its findings vide its judgment and order dated July 28, 1986, convicted the "
    "appellants under Section 302/34 of the Indian Penal Code. The prosecution had successfully established all above "
    "circumstances which was pointer to the guilt of the appellants (accused).\n")


def test_a_companion_appeal_the_state_also_filed_does_not_veto_the_appellants():
    s = ("The State of Punjab has also filed criminal appeal Nos. 305-306 of 1989 to this Court challenging the order "
         "of acquittal of Bimal Kaur.\n")
    text = "The State Of Punjab v Bimal Kaur\n" + _C2502 + s
    assert criminal_reading(text)[0] == "accused"
    assert precedent_parties(text, "", CRIM).appellant == "accused"


def test_an_appeal_the_state_filed_without_also_still_conflicts():
    s = ("The State of Punjab has filed criminal appeal Nos. 305-306 of 1989 to this Court challenging the order "
         "of acquittal of Bimal Kaur.\n")
    assert criminal_reading("The State Of Punjab v Bimal Kaur\n" + _C2502 + s)[0] is None


# AILA 2019 C1871 (CC BY 4.0): misconduct finding confirmed, dismissal cut to compulsory retirement
_C1871_CLOSING = (
    "Having due regard to the nature of the misconduct which has been found to be established and the totality of "
    "circumstances we are of the view that the punishment of dismissal should stand substituted by an order of "
    "compulsory retirement.\n21. We accordingly allow the Appeals in part. {keep} However, for the reasons which we "
    "have indicated above we direct that the order of dismissal from service shall stand substituted with an order "
    "of compulsory retirement which shall take effect from 14 July 2009.\n22. The Civil Appeals are disposed of "
    "accordingly. No costs.\n")
_SERVICE_OPENING = ("Civil Appeal No. 1 of 2016\nThe appellant, a judicial officer, was dismissed from service after a "
                    "disciplinary inquiry; his writ petition was dismissed by the High Court.\n")


def _gain(closing: str):
    text = _SERVICE_OPENING + closing
    res = detect_outcome(text)
    assert res.outcome == "partly", res
    return partial_gain(text, res, precedent_parties(text, "", EMP))


def test_confirming_the_judgment_below_in_so_far_as_it_decided_a_point_is_mixed():
    keep = ("We confirm the judgment of the High Court in so far as it rejects the challenge by the Appellant to the "
            "finding of misconduct.")
    assert _gain(_C1871_CLOSING.format(keep=keep)).who is None


def test_setting_aside_the_judgment_below_in_so_far_as_is_the_appellants():
    keep = "We set aside the judgment of the High Court in so far as it upholds the penalty."
    assert _gain(_C1871_CLOSING.format(keep=keep)).who == "appellant"


# AILA 2019 C2700 (CC BY 4.0): an accused's appeal whose story runs through a habeas corpus petition against his remand
_C2700 = (
    "Manubhai Ratilal Patel Tr. Ushaben v State Of Gujarat & Ors.\nSupreme Court of India\n\n28 September 2012\n"
    "CRIMINAL APPEAL NO . 1572 OF 2012(Arising out of S.L.P. (Criminal) No. 6468 of 2012)\nLeave granted.\n"
    "1.  The appellant was an accused in FIR No. I-CR No. 56/12 registered at Pethapur Police Station on 20th of June, "
    "2012 for offences punishable under Sections 467, 468, 471, 409 and 114 of the Indian Penal Code (for short 'the "
    "IPC'). Challenging the registration of the FIR and the investigation, the accused-appellant (hereinafter referred "
    "to as \"the accused\") preferred Criminal Miscellaneous Application No. 10303 of 2012 on 11.7.2012 u/s. 482 of the "
    "Code of Criminal Procedure (for brevity \"the Code\") in the High Court of Gujarat at Ahmedabad for quashing of the "
    "FIR.\n2.  The accused was arrested on 16.7.2012 and produced before the learned Judicial Magistrate First Class.\n"
    "3.  A petition for a writ of habeas corpus was filed on his behalf; the habeas corpus petition was dismissed.\n")


def test_an_accuseds_habeas_corpus_petition_leaves_his_trial_a_criminal_one():
    assert criminal_reading(_C2700)[0] == "accused"


def test_a_detention_matter_is_still_no_trial():
    s = "4.  The detenu was held under preventive detention by the order of detention of the District Magistrate.\n"
    assert criminal_reading(_C2700 + s)[0] is None


# AILA 2019 C1361 and C1337 (CC BY 4.0): an employee's appeal against a writ a numbered respondent brought below
_SERVICE_HEAD = ("Service law: the seniority list; promotion; the service rules; the employees; the appointments to the "
                 "posts; recruitment.\n")


def test_a_writ_a_numbered_respondent_filed_below_makes_a_contest_between_employees():
    s = ("9.  In view of Rule 7 of the Uttar Pradesh Development Authorities Rules, 1985, the Appellants were placed "
         "above the Respondent Nos 2, 3, 4 and 6 in the seniority list. Questioning the said orders, Respondent Nos 2 to "
         "4 herein filed a writ petition before the Allahabad High Court.\n")
    p = precedent_parties("Indu Shekhar Singh and Others v State of Uttar Pradesh and Others\n" + _SERVICE_HEAD + s,
                          "", EMP)
    assert p.appellant is None and p.basis == SAME_ROLE
    s = ("This appeal by special leave is against the judgment and order of the Patna High Court dated 16th May, 1980 "
         "allowing the writ petition filed by respondent No 4 Dr Kameshwar Prasad and quashing the impugned "
         "advertisement. The appellant was selected for appointment to the post.\n")
    p = precedent_parties("Dr Chakradhar Paswan v State Of Bihar And Ors\n" + _SERVICE_HEAD + s, "", EMP)
    assert p.appellant is None and p.basis == SAME_ROLE


def test_a_counter_affidavit_or_the_employers_appeal_is_no_rival_writ():
    s = ("The appellant was appointed to the post. However, the first wife-respondent No5 filed a counter affidavit "
         "denying that a divorce had taken place.\n")
    p = precedent_parties("A. Kumar v State of Bihar\n" + _SERVICE_HEAD + s, "", EMP)
    assert p.basis != SAME_ROLE
    s = ("Aggrieved by the termination of his services, respondent no1 filed a writ petition in the High Court of "
         "Orissa.\n")
    p = precedent_parties("State of Orissa v A. Kumar\n" + _SERVICE_HEAD + s, "", EMP)
    assert p.appellant == "employer" and p.basis != SAME_ROLE
