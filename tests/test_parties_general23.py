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
