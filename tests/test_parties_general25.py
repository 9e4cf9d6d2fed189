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
