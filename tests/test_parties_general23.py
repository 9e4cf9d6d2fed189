"""Precedent parties (roles23), read on part 22's written fact patterns and checked on every part.

- "the Union of India" is never the workers' union: "The present appeal is filed by the Union of India & others"
  (AILA 2019 C2183, Union of India v Deo Narain, CC BY 4.0) had read the employees as appellants;
- the acquiring officer in a cause title is the State's party ("Special Land Acquisition Officer v Karigowda and
  others", AILA C2869);
- the role, the party's name and its place in apposition: "filed by the tenant, Shri Surendra Nath Bibra, now
  appellant before us" (AILA C948).
Near misses are written for these tests.
"""

from __future__ import annotations

from lcr_core.explain.roles import precedent_parties


def _judgment(title: str, *opening: str) -> str:
    return title + "\nSupreme Court of India\n\n1 January 2000\n" + "\n".join(opening) + "\n"


def test_union_of_india_appeal_is_the_employers():
    text = _judgment("Union Of India & Ors. v Deo Narain & Ors",
                     "The present appeal is filed by the Union of India & others.",
                     "The respondents were employees working as Lower Division Clerks and sought promotion; their "
                     "seniority was fixed by the employer.")
    got = precedent_parties(text, prefer=("employee", "employer"))
    assert got.appellant == "employer"


def test_workers_union_appeal_is_still_the_employees():
    text = _judgment("Mazdoor Sangh v The Management of X Mills",
                     "The present appeal is filed by the union on behalf of the workmen.",
                     "The workmen were employees of the mills and the employer dismissed them.")
    got = precedent_parties(text, prefer=("employee", "employer"))
    assert got.appellant == "employee"


def test_acquisition_officer_title():
    text = _judgment("Special Land Acquisition Officer v Karigowda and others",
                     "These appeals concern the compensation for lands acquired for the Tonnur tank. The claimants "
                     "sought enhancement and the Reference Court enhanced the compensation.")
    got = precedent_parties(text, prefer=("citizen", "government"))
    assert (got.appellant, got.basis) == ("government", "title")


def test_role_name_place_apposition():
    real = ("This appeal by special leave is directed against the judgment of the High Court of Calcutta in an "
            "application under s. 115 of the Code of Civil Procedure filed by the tenant, Shri Surendra Nath Bibra, "
            "now appellant before us.")  # AILA C948
    text = _judgment("Surendra Nath Bibra v Stephen Court Limited", real,
                     "The landlord filed a suit for the recovery of rent of the flat let to the tenant.")
    got = precedent_parties(text, prefer=("tenant", "landlord"))
    assert got.appellant == "tenant"


def test_apposition_needs_a_name_not_another_role():
    # "the tenant, the landlord and the appellant" lists parties; nothing says which the appellant is
    text = _judgment("A v B", "Notices went to the tenant, the landlord, the appellant and the Collector.",
                     "The landlord filed a suit for the recovery of rent of the flat let to the tenant.")
    got = precedent_parties(text, prefer=("tenant", "landlord"))
    assert got.appellant != "tenant" or got.basis != "explicit"


def test_decision_under_appeal_quashed_the_states_act():
    real = ("This appeal by special leave is directed against the decision of the Patna High Court dated 27.11. 1987 "
            "quashing the notification dated 18.11.1986 under which in terms of the Subordinate Education Service "
            "(Teaching Branch) Determination of Seniority Rules framed under the proviso to Article 309 of the "
            "Constitution, the hitherto single cadre known as Secondary Education Service was bifurcated.")  # C656
    story = ("On 20th of February, 1975, the State Government published a joint seniority list of teachers. The joint "
             "gradation list was challenged before the High Court in Writ Petition No. 2956 of 1975. The High Court "
             "dismissed the writ petition as also an application for review of such dismissal. The Government took "
             "the stand that the demand was taken up in the Legislature and the State notification was issued.")
    text = _judgment("Jagdish Parsad Sinha And Ors. v Bhagwat Prasad And Ors.", real, story)
    got = precedent_parties(text, prefer=("employee", "employer"))
    assert got.appellant == "employer" and "quashing the notification" in got.sentence


def test_an_older_writ_dismissed_is_no_decision_under_appeal():
    # near miss: the appeal is against a decision that dismissed the writ; the quashing is another court's
    near = ("This appeal by special leave is directed against the decision of the Patna High Court dismissing the writ "
            "petition of the appellants. The Tribunal had earlier quashed the notification of the State Government.")
    story = ("The State Government published a joint seniority list of teachers. The High Court dismissed the writ "
             "petition. The Government took the stand that the State notification was valid and the State acted "
             "under the Rules.")
    text = _judgment("A v State of Bihar", near, story)
    got = precedent_parties(text, prefer=("employee", "employer"))
    assert got.appellant != "employer"
