"""Precedent parties (roles24), read on part 23's errors and checked on every part.

- an appeal against an acquittal "by setting aside the conviction" is the prosecution's (AILA 2019 C2054, Patori Devi v
  Amar Nath, CC BY 4.0): the conviction named is the one the acquittal undid, not another accused's conviction;
- a spouse who filed the divorce petition is the plaintiff, in a transfer petition too (AILA C1346, Bhartiben
  Ravibhai Rav v Ravibhai Govindbhai Rav);
- a customs or central excise authority's confiscation challenged by the owner of the goods is assessee <-> revenue
  (AILA C2181, Pukhraj v D.R. Kohli), but a detenu's writ against a COFEPOSA detention stays citizen <-> government;
- the names of criminal courts alone ("Sessions Judge", "Judicial Magistrate": posts of a judicial service) make no
  criminal trial (AILA C268, O.P. Garg v State of Uttar Pradesh, read accused v prosecution by its title).
Near misses are written for these tests.
"""

from __future__ import annotations

from lcr_core.explain.roles import criminal_reading, precedent_area_scores, precedent_parties

CRIM = ("accused", "prosecution")
CIVIL = ("plaintiff", "defendant")
TAX = ("assessee", "revenue")
CIT = ("citizen", "government")
EMP = ("employee", "employer")


def _judgment(title: str, *opening: str) -> str:
    return title + "\nSupreme Court of India\n\n1 January 2000\n" + "\n".join(opening) + "\n"


# ---- an appeal against an acquittal that set a conviction aside ------------------------------------------------

ACQUITTAL = ("These appeals are directed against the judgment dated September 17, 1979 of the High Court of Punjab "
             "and Haryana acquitting all the accused by setting aside the conviction and sentence u/s. 302 read with "
             "Ss. 149 and 148 of the Indian Penal Code.")  # AILA C2054
_TRIAL = ("The prosecution examined eleven witnesses and the Sessions Judge convicted the accused persons. The accused "
          "were examined u/s. 313 of the Code of Criminal Procedure.")


def test_appeal_against_acquittal_setting_aside_the_conviction_is_the_prosecutions():
    text = _judgment("Patori Devi and Another v Amar Nath and Others", "Cr.As. Nos. 509-510 of 1981", ACQUITTAL,
                     _TRIAL)
    side, _, basis = criminal_reading(text)
    assert (side, basis) == ("prosecution", "explicit")
    assert precedent_parties(text, prefer=CRIM).appellant == "prosecution"


def test_acquittal_of_some_and_conviction_of_others_is_still_no_reading():
    # near miss: the judgment acquitted some accused and convicted the others, so who appealed is not said
    near = ("These appeals are directed against the judgment of the High Court acquitting all the accused by setting "
            "aside the conviction of A1 and convicting A2 and A3 under s. 304 Part II IPC.")
    text = _judgment("Ram v Shyam", "Cr.As. Nos. 5-6 of 1981", near, _TRIAL)
    assert criminal_reading(text)[0] is None


# ---- a divorce petitioner is the plaintiff ----------------------------------------------------------------------

DIVORCE = ("The respondent-husband filed divorce petition being H.M.P. No.1668 of 2015 before the Family Court, "
           "Ahmedabad under Section 13(1) of the Hindu Marriage Act, 1955 of which the petitioner-wife seeks "
           "transfer.")  # AILA C1346


def test_divorce_petitioner_is_the_plaintiff():
    text = _judgment("Bhartiben Ravibhai Rav v Ravibhai Govindbhai Rav",
                     "Civil Original Jurisdiction Transfer Petition (C) No. 350 of 2017",
                     "1. This transfer petition filed under Section 25 of Code of Civil Procedure for transfer of "
                     "H.M.P. No.1668 of 2015 pending before the Family Court Judge, Ahmedabad.", DIVORCE)
    got = precedent_parties(text, prefer=CIVIL)
    assert (got.pair, got.appellant) == (CIVIL, "defendant")


def test_divorce_petition_filed_by_the_appellant():
    text = _judgment("A v B", "The appellant had filed a petition for divorce under the Hindu Marriage Act, which the "
                     "Family Court dismissed; the High Court affirmed.")
    got = precedent_parties(text, prefer=CIVIL)
    assert (got.pair, got.appellant) == (CIVIL, "plaintiff")


def test_a_petition_of_another_kind_places_no_spouse():
    # near miss: a maintenance petition under s. 125 CrPC is no divorce petition
    text = _judgment("A v B", "The respondent filed a petition for maintenance before the Family Court under the "
                     "Hindu Marriage Act, which was allowed.")
    assert precedent_parties(text, prefer=CIVIL).appellant is None


# ---- customs and central excise: assessee <-> revenue, a detention excepted ------------------------------------

CONFISCATION = ("1. On the 26th July, 1958, the Collector of Central Excise, Nagpur, passed an order directing absolute "
                "confiscation of five bars of gold weighing 290.6 Tolas found in the possession of the appellant "
                "Pukhraj and imposing upon him a personal penalty of Rs. 25,000/- under s. 167 (8) of the Sea Customs "
                "Act, 1878 read with s. 19 of the said Act. Aggrieved by the said order, the appellant filed a writ "
                "petition in the High Court of Bombay at Nagpur under Arts. 226 and 227 of the Constitution on "
                "September 15, 1958.")  # AILA C2181


def test_customs_confiscation_challenged_by_the_owner_is_assessee_revenue():
    text = _judgment("Pukhraj v D. R. Kohli", "Civil Appeal No. 511 of 1960", CONFISCATION)
    assert precedent_area_scores(text)[TAX] > 0
    got = precedent_parties(text, prefer=TAX)
    assert (got.pair, got.appellant) == (TAX, "assessee")


def test_a_cofeposa_detention_stays_citizen_government():
    # near miss: customs officers seized the goods, but the matter is a detenu's habeas corpus writ
    text = _judgment("Prakash Chandra Mehta v Commissioner and Secretary, Government of Kerala",
                     "Writ petition (Criminal) Nos. 1721 of 1984",
                     "They have been detained under the Conservation of Foreign Exchange and Prevention of Smuggling "
                     "Activities Act, 1974. Their detentions are challenged in writ petitions under art. 32 of the "
                     "Constitution filed by the petitioner. The father was arrested by the officers of the Central "
                     "Excise and Customs, Cochin, and the detenu's representation was rejected.")
    assert precedent_area_scores(text)[TAX] == 0
    assert precedent_parties(text, prefer=TAX).pair != TAX


# ---- criminal courts' names are no criminal trial -----------------------------------------------------------------

def test_judicial_service_seniority_is_no_criminal_trial():
    text = _judgment("O.P. Garg and Others v State of Uttar Pradesh and Others",
                     "ORIGINAL JURISDICTION: Writ Petition No. 259 of 1990.",
                     "1. Before us are the members of Uttar Pradesh Higher Judicial Service. Promotees and the direct "
                     "recruits, as usual, are in the fray. The High Court framed the final seniority list of the "
                     "service.",
                     "2. The members of the service promoted under the 1953 rules were designated as Civil and Sessions "
                     "Judges; the cadre of Civil and Sessions Judges was abolished and the officers became Additional "
                     "District and Sessions Judges. Judicial Magistrates were promoted as Civil Judges.")
    assert criminal_reading(text)[0] is None
    got = precedent_parties(text, prefer=CIT)
    assert got.pair != CRIM


def test_a_trial_before_the_sessions_judge_is_still_criminal():
    # near miss: a conviction beside the court's name is a trial
    text = _judgment("State of Uttar Pradesh v Ram",
                     "Criminal Appeal No. 5 of 1990",
                     "The Sessions Judge convicted the respondent under s. 302 IPC; the High Court acquitted him. The "
                     "Judicial Magistrate had committed the case to the Court of Session.")
    assert criminal_reading(text)[0] == "prosecution"


# ---- a case registered under a long list of sections against a place -------------------------------------------

REGISTERED = ("During the subsistence of the appellant's marriage, 1st Respondent kept on harassing the appellant "
              "demanding dowry, which resulted in the lodgment of an F.I.R. by the appellant's brother, being F.I.R. No. "
              "72 of 2003, on 5.8.2003 and a case was registered under Sections 498-A, 323, 324, 504, 506 of the Indian "
              "Penal Code (IPC) and Ss. 3 and 4 of the Dowry Prohibition Act against 1st respondent and his family "
              "members.")  # AILA C1906


def test_case_registered_under_many_sections_against_a_respondent():
    text = _judgment("Nazma v Javed @ Anjum", "Cr.A. No. 1693 of 2012",
                     "1. We are, in this appeal, concerned with the legality of an order passed by the High Court in a "
                     "Criminal Miscellaneous Writ Petition.", REGISTERED,
                     "The Chief Judicial Magistrate took cognizance of the offences under the Code of Criminal Procedure.")
    side, _, _ = criminal_reading(text)
    assert side == "prosecution"


def test_case_registered_against_the_accused_on_a_places_complaint_votes_nothing_here():
    # near miss: the place is the complainant, not the one the case is against
    text = _judgment("Ram v Shyam", "Cr.A. No. 5 of 2012",
                     "A case was registered under Sections 420, 467, 468 and 471 of the Indian Penal Code against the "
                     "accused on the complaint of the respondent. The Chief Judicial Magistrate took cognizance.")
    assert criminal_reading(text)[0] != "accused"
