"""Fourteenth pass: a precedent's parties read by what a lawyer reads to tell who appealed, when the openings name
no party by role (older Supreme Court headnotes: tenancy, tax, land acquisition, writs against the State).

- a word broken across a line by the report's hyphenation ("evic- tion", "respond- ent's") is read whole, but
  a role compound ("appellant- tenant") is kept as two words;
- the decision below: the side the High Court answered a reference against (or the side it found for: the other
  one) is the side that appealed; in a State dispute, the writ petition the High Court dismissed was the private
  side's (so it appealed), and a writ allowed or a law struck down below brings the State's appeal. Evidence for
  both sides places nobody;
- the owner of acquired land ("the acquisition of the land of the appellants", "the appellants, the owners of the
  acquired lands", "the owners of the lands filed the present appeal") is the citizen;
- tenancy: a place inducted or let in as a tenant; a suit for eviction filed against a place (the tenant) or by a
  place (the landlord); "hence the tenant's appeal".

Sentences written for these tests, not copied from any data set.
"""

from lcr_core.explain.roles import join_broken_words, precedent_parties

CIT = ("citizen", "government")
TAX = ("assessee", "revenue")
TEN = ("tenant", "landlord")

_RENT = ("Delhi Rent Control Act, 1958, s. 14: eviction of a tenant for arrears of rent; the landlord's notice; "
         "the premises let for residence; the tenancy was monthly.\n")
_TAXHEAD = ("Income-tax Act, 1961, s. 37: business expenditure; assessment year 1971-72; the Income-tax Officer "
            "disallowed the deduction; the Appellate Assistant Commissioner and the Tribunal allowed it.\n")
_LAND = ("Land Acquisition Act, 1894, ss. 4 and 23: market value of land acquired for a housing scheme; the "
         "notification under s. 4; the award of the Land Acquisition Officer; the State Government; solatium.\n")
_WRIT = ("Constitution of India, Articles 14, 19 and 226: writ petition against a notification of the State "
         "Government; fundamental rights; the Government's order; the notification was said to be ultra vires.\n")


# ---- words broken by the report's hyphenation --------------------------------------------------------------

def test_a_word_broken_across_a_line_is_joined():
    assert join_broken_words("a decree of evic- tion against the respond- ent's son") == (
        "a decree of eviction against the respondent's son")


def test_a_role_compound_is_not_joined_into_one_word():
    assert join_broken_words("the appellant- tenant and the assessee- respondent") == (
        "the appellant- tenant and the assessee- respondent")
    assert join_broken_words("Class- IV employees") == "Class- IV employees"


def test_eviction_decree_broken_by_hyphenation_places_the_tenant():
    text = (_RENT + "On the ground of arrears, a decree of evic- tion was passed against the appellant. The High "
            "Court affirmed it. Dismissing the appeal,\n")
    p = precedent_parties(text, "", TEN)
    assert p.pair == TEN and p.appellant == "tenant"


# ---- the decision below ------------------------------------------------------------------------------------

def test_reference_answered_against_the_assessee_means_the_assessee_appealed():
    text = (_TAXHEAD + "On a reference the High Court answered the question against the assessee and in favour "
            "of the Revenue. Allowing the appeal,\n")
    p = precedent_parties(text, "", TAX)
    assert p.pair == TAX and p.appellant == "assessee"


def test_reference_answered_for_the_assessee_means_the_revenue_appealed():
    text = _TAXHEAD + "The High Court on a reference answered the question in favour of the assessee.\n"
    p = precedent_parties(text, "", TAX)
    assert p.appellant == "revenue"


def test_questions_answered_both_ways_place_nobody():
    text = (_TAXHEAD + "The High Court answered the first question in favour of the assessee. The High Court "
            "answered the second question in favour of the Revenue.\n")
    assert precedent_parties(text, "", TAX).appellant is None


def test_the_tribunal_deciding_for_a_side_is_no_decision_of_the_high_court():
    text = _TAXHEAD + "The Tribunal held in favour of the assessee on the first point.\n"
    assert precedent_parties(text, "", TAX).appellant is None


def test_writ_petition_dismissed_by_the_high_court_means_the_citizen_appealed():
    text = (_WRIT + "The appellant published a pamphlet which the Government forfeited by an order. The High Court "
            "dismissed the writ petition. Allowing the appeal,\n")
    p = precedent_parties(text, "", CIT)
    assert p.pair == CIT and p.appellant == "citizen"


def test_law_struck_down_by_the_high_court_means_the_state_appealed():
    text = (_WRIT + "A Full Bench of the High Court declared the Act unconstitutional and void. Allowing the "
            "appeals,\n")
    p = precedent_parties(text, "", CIT)
    assert p.appellant == "government"


def test_writ_allowed_by_the_high_court_means_the_state_appealed():
    text = _WRIT + "The High Court allowed the writ petition and quashed the notification.\n"
    assert precedent_parties(text, "", CIT).appellant == "government"


def test_writ_allowed_by_one_judge_and_dismissed_by_the_bench_places_nobody():
    text = (_WRIT + "The learned single Judge of the High Court allowed the writ petition. On appeal a Division "
            "Bench of the High Court dismissed the writ petition.\n")
    assert precedent_parties(text, "", CIT).appellant is None


def test_revision_petition_dismissed_below_is_no_writ():
    text = _WRIT + "The High Court dismissed the revision petition.\n"
    assert precedent_parties(text, "", CIT).appellant is None


def test_a_writ_dismissed_in_a_private_suit_places_nobody():
    # a matter that reads as a civil suit, not a State dispute: the rule does not apply
    text = ("Specific Relief Act: suit for specific performance of an agreement of sale; the plaintiff and the "
            "defendant; the decree of the trial court.\nThe High Court dismissed the writ petition.\n")
    assert precedent_parties(text, "", CIT).appellant is None


# ---- the owner of acquired land ----------------------------------------------------------------------------

def test_acquisition_of_the_land_of_the_appellants_places_the_citizen():
    text = _LAND + "The challenge is to the decision upholding the acquisition of land of the appellants.\n"
    p = precedent_parties(text, "", CIT)
    assert p.pair == CIT and p.appellant == "citizen"


def test_the_owners_of_the_lands_filed_the_present_appeal():
    text = (_LAND + "The owners of the lands who were not satisfied with the compensation filed the present "
            "appeal by special leave.\n")
    assert precedent_parties(text, "", CIT).appellant == "citizen"


def test_appellants_described_as_the_owners_of_the_acquired_lands():
    text = _LAND + "Counsel for the appellants, the owners of the acquired lands, contended otherwise.\n"
    assert precedent_parties(text, "", CIT).appellant == "citizen"


def test_acquisition_of_land_for_the_respondent_does_not_make_it_the_owner():
    text = _LAND + "The land was acquired for the respondent, a housing board, by the State.\n"
    assert precedent_parties(text, "", CIT).appellant is None


# ---- tenancy -----------------------------------------------------------------------------------------------

def test_place_inducted_as_a_tenant():
    text = _RENT + "The appellant was inducted in the year 1970 as a tenant of the shop.\n"
    assert precedent_parties(text, "", TEN).appellant == "tenant"


def test_suit_against_a_place_seeking_eviction_places_the_tenant():
    text = _RENT + "The respondents filed a suit against the appellant seeking eviction and arrears of rent.\n"
    assert precedent_parties(text, "", TEN).appellant == "tenant"


def test_hence_the_tenants_appeal():
    text = _RENT + "The High Court allowed the second appeal. Hence, the tenant's appeal by special leave.\n"
    assert precedent_parties(text, "", TEN).appellant == "tenant"


def test_suit_for_eviction_of_someone_else_places_nobody():
    text = _RENT + "The appellant's father had filed a suit against a stranger for possession of a field.\n"
    assert precedent_parties(text, "", TEN).appellant is None


# ---- a reviewer's fault: "act" as a deed is no statute of the State ------------------------------------------

_RENT_FACTS = ("The landlord cut off the water supply of the rented premises to force the tenant out; eviction "
               "under the Rent Act is pending.")


def test_challenging_the_act_of_a_person_is_no_challenge_to_a_statute():
    from lcr_core.explain.roles import stated_side
    for s, role in (("We act for the tenant, who challenges the act of his neighbour in blocking the passage", "tenant"),
                    ("We represent the owner who defends the act of his manager in locking the premises", "landlord")):
        side = stated_side(s, _RENT_FACTS)
        assert side is not None and side.role == role, s


def test_challenging_an_act_of_the_legislature_is_still_the_citizens():
    from lcr_core.explain.roles import stated_side
    for s in ("We represent the publisher who challenges the Act under which the book was forfeited",
              "We represent the shopkeeper, who challenges the amending act",
              "We represent the trader who challenges the act of the legislature as ultra vires"):
        side = stated_side(s, _RENT_FACTS)
        assert side is not None and side.role == "citizen", s


# ---- criminal matters: who challenged a discharge, an acquittal or a conviction below --------------------------

_CRIME = ("Indian Penal Code, ss. 302 and 34; the First Information Report; the Sessions Judge framed no charge; "
          "the Code of Criminal Procedure, s. 227; the accused persons and the complainant.\n")


def test_place_that_challenged_a_discharge_is_the_prosecution_side():
    from lcr_core.explain.roles import criminal_reading
    text = (_CRIME + "Against the order of discharge passed by the Trial Court, the present appellant had filed a "
            "revision before the High Court, which was dismissed.\n")
    assert criminal_reading(text)[0] == "prosecution"


def test_place_that_appealed_against_an_acquittal_is_the_prosecution_side():
    from lcr_core.explain.roles import criminal_reading
    text = (_CRIME + "The appellant preferred a criminal revision against the judgment of acquittal recorded by "
            "the Sessions Judge.\n")
    assert criminal_reading(text)[0] == "prosecution"


def test_place_that_challenged_its_conviction_is_the_accused():
    from lcr_core.explain.roles import criminal_reading
    text = (_CRIME + "The appellant preferred an appeal against the order of conviction passed by the Sessions "
            "Judge.\n")
    assert criminal_reading(text)[0] == "accused"


def test_a_respondent_that_challenged_a_discharge_makes_the_appellant_the_accused():
    from lcr_core.explain.roles import criminal_reading
    text = (_CRIME + "The respondent filed a revision against the order of discharge, which the High Court "
            "allowed; the accused are here.\n")
    assert criminal_reading(text)[0] == "accused"


def test_an_order_of_discharge_from_service_is_no_criminal_discharge():
    from lcr_core.explain.roles import criminal_reading
    text = (_CRIME + "The appellant filed an appeal against the order of discharge from service passed by the "
            "Commandant.\n")
    assert criminal_reading(text)[0] is None
