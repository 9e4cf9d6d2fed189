"""Precedent parties (roles25): the lessee of the lease deed named with the appellant's place is the tenant.

"By deed dated July 20, 1945, ... Zamindars of Mithanpur (U.P) leased out ten plots of land admeasuring 6.63 acres
... to Sher Singh the original appellant, for a period of ten years" (AILA 2019 C2459, Sher Singh (Dead) by LRs v
Joint Director of Consolidation, CC BY 4.0): the appellant was left unread though the area tenant / landlord was
found. Near misses are written for these tests.
"""

from __future__ import annotations

from lcr_core.explain.roles import precedent_parties

TEN = ("tenant", "landlord")


def _judgment(title: str, *opening: str) -> str:
    return title + "\nSupreme Court of India\n\n1 January 2000\n" + "\n".join(opening) + "\n"


LEASE = ("1. The litigation culminating in this appeal by special leave has a long and chequered history which may be "
         "summarised thus By deed dated July 20, 1945, registered on July 30, 1945, Chaudhary Vijay Kunwar singh and "
         "virendra kunwar Singh, Zamindars of Mithanpur (U.P) leased out ten plots of land admeasuring 6.63 acres "
         "situate in Mahal Safed Mouza Mahendri Sikandarpur Pargana Amroha District Moradabad which were in their "
         "possession as khudkhast' (self-cultivating possession) to Sher Singh the original appellant, for a period "
         "of ten years.")  # AILA C2459
EJECT = ("2. Respondents 2 and 3 sued for ejectment of the lessee and the landlord's rent, and the tenant resisted the "
         "eviction under the tenancy law.")


def test_lessee_named_with_the_appellants_place_is_the_tenant():
    text = _judgment("Sher Singh (Dead) By Lrs v Joint Director of Consolidation and Others", LEASE, EJECT)
    got = precedent_parties(text, prefer=TEN)
    assert (got.pair, got.appellant) == (TEN, "tenant")


def test_lease_to_another_then_the_appellant_is_no_reading():
    # near miss: the lease went to the appellant's father (a possessive place) - no tenant read from it
    near = LEASE.replace("to Sher Singh the original appellant", "to the father of the appellant")
    text = _judgment("Sher Singh v Joint Director of Consolidation", near, EJECT)
    assert precedent_parties(text, prefer=TEN).appellant is None


# ---- "inter se seniority" said in passing is no contest between employees ----------------------------------------

EMP = ("employee", "employer")
RULE_WRIT = ("1. In the writ petition filed under Article 32 of the Constitution of India the petitioners are "
             "challenging the validity of Rule 5(l) (a) (ii) of the UP. Food and Civil Supplies (Marketing Branch) "
             "Subordinate Service Rules, 1980 relating to promotion to the post of Marketing Inspector and the "
             "corrected seniority list dated 26-9-1984 of the employees working on clerical grade in the Food and "
             "Civil Supplies Department of the Government of U.P")  # AILA C484
SERVICE = ("2. Vinod Kumar Mishra, Petitioner 1 herein, was initially appointed on the post of Kamdar, a Class IV post, "
           "on 24-1-1973. The petitioners were promoted as Record Keepers and their seniority and promotion as "
           "Marketing Inspectors are governed by the service rules of the employees.")
RULE_QUOTED = ("Rule 8 reads: and where two or more persons were appointed as such on the same date the person older in "
               "age shall be placed higher in the list In so arranging the names, the inter se seniority of persons "
               "holding the same post shall not be disturbed.")  # AILA C484
TITLE = "Vinod Kumar Mishra and Another v State of Uttar Pradesh and Others"


def test_inter_se_seniority_in_a_quoted_rule_leaves_the_employer_a_party():
    got = precedent_parties(_judgment(TITLE, "W.P. (C) No. 408 of 1989", RULE_WRIT, SERVICE, RULE_QUOTED), prefer=EMP)
    assert (got.pair, got.appellant) == (EMP, "employee")


def test_framed_seniority_dispute_stays_a_contest():
    # near miss: the judgment frames the dispute as one between two kinds of employees (AILA C1447)
    framed = ("1. The vexed question of inter se seniority between promotees and direct recruits has once again been "
              "brought to the forefront.")
    got = precedent_parties(_judgment(TITLE, "W.P. (C) No. 408 of 1989", framed, RULE_WRIT, SERVICE, RULE_QUOTED),
                            prefer=EMP)
    assert got.appellant is None and got.basis == "same role"


def test_rival_employees_as_parties_stay_a_contest():
    # near miss: the rival employees are parties ("the private respondents"; AILA C1806)
    rivals = ("The claim of the petitioners before the tribunal was resisted by the respondent-State and the private "
              "respondents therein on many a ground.")
    got = precedent_parties(_judgment(TITLE, "W.P. (C) No. 408 of 1989", RULE_WRIT, SERVICE, rivals, RULE_QUOTED),
                            prefer=EMP)
    assert got.appellant is None and got.basis == "same role"


def test_appeal_against_a_quashed_seniority_list_stays_a_contest():
    # near miss: the list's beneficiaries appeal against the judgment that quashed it (AILA C2781)
    quashed = ("1. These appeals by special leave are against the common judgment and order dated 14.1.1982 quashing "
               "the seniority list in the cadre of Assistant Engineers. The appellants were appointed as Assistant "
               "Engineers and the employees' seniority is governed by the service rules.")
    got = precedent_parties(_judgment("P.D. Aggarwal And Ors. v State Of U.P. And Ors.", quashed, RULE_QUOTED),
                            prefer=EMP)
    assert got.appellant is None and got.basis == "same role"
