"""Seventeenth pass: who brought the matter, by general mechanisms (issue 9).

- who filed *this* appeal, said after a long qualifier ("This appeal on a certificate ... has been filed by the
  Commissioner of Income-tax"); not a suit, reference or petition filed by someone, nor a relative clause;
- an authority's appeal allowed or dismissed in the headnote ("Accepting the State appeal, ..."); not the State's
  appeal in a court below;
- a business by its trade: the assessee of an excise, sales-tax or market-fee levy;
- a place that suspended its staff: the employer (a bank and its officer); not a place that was suspended, nor one
  that suspended an order;
- the owner of notified land (s. 4 / s. 6 notifications);
- a place's own suit (the plaintiff) and a suit against a place (the defendant) in a title and possession dispute.

Each with sentences that must *not* be read. Sentences written for these tests, not copied from any data set.
"""

from lcr_core.explain.roles import precedent_parties

TAX = ("assessee", "revenue")
EMP = ("employee", "employer")
CIT = ("citizen", "government")
SUIT = ("plaintiff", "defendant")

_TAXHEAD = ("Income-tax Act, 1922, s. 34 and s. 66A: notice for reassessment; the Income-tax Officer; the assessment "
            "year 1946-47; the Appellate Tribunal; the assessee.\n")
_EXCISE = ("Central Excises and Salt Act, 1944, s. 4: assessable value; the Assistant Collector of Central Excise; "
           "the excise duty; the assessee; classification of goods; the Tribunal.\n")
_BANK = ("Service law: a bank officer under suspension; the disciplinary authority; the departmental enquiry; the "
         "service regulations; removal from service; the employee.\n")
_LAND = ("Land Acquisition Act, 1894, ss. 4 and 6: notification for a public purpose; the Collector; the State "
         "Government; the acquisition of land; compensation.\n")
_TITLE = ("Code of Civil Procedure, 1908: a suit for declaration of title and recovery of possession; the plaintiff; "
          "the defendant; the trial court decreed the suit; the first appellate court.\n")


def appellant(head: str, sentence: str, pair: tuple[str, str]) -> str | None:
    """The appellant read from the sentence under its area's head. The head must put the judgment in ``pair``'s
    area, so a near miss's ``None`` means the sentence was not read, not that the area was missed."""
    p = precedent_parties(head + sentence + "\n", "", pair)
    assert p.pair == pair, f"the head put the judgment in {p.pair}, not {pair}"
    return p.appellant


# ---- who filed this appeal, after a long qualifier ------------------------------------------------------------------

def test_this_appeal_on_a_certificate_filed_by_the_commissioner_is_the_revenues():
    s = ("This appeal on a certificate of fitness granted by the High Court of Judicature at Madras has been filed by "
         "the Commissioner of Income-tax, Madras against Ram Lal of Madras.")
    assert appellant(_TAXHEAD, s, TAX) == "revenue"


def test_a_reference_or_suit_filed_by_someone_in_the_qualifier_says_nothing_of_this_appeal():
    s = "This appeal arises out of a reference which had been filed by the Commissioner of Income-tax."
    assert appellant(_TAXHEAD, s, TAX) is None
    s = "This appeal is against the judgment in a suit which was filed by the plaintiffs in 1960."
    assert appellant(_TITLE, s, SUIT) is None


# ---- an authority's appeal decided in the headnote ----------------------------------------------------------------

def test_accepting_the_state_appeal_makes_the_state_the_appellant():
    s = ("Accepting the State appeal, negativing the claim for interest and dismissing the original writ petition, "
         "the Court HELD: the agreement excluded the claim.")
    assert appellant(_LAND, s, CIT) == "government"


def test_the_states_appeal_in_a_court_below_is_not_this_appeal():
    s = "Allowing the State's appeal the High Court set aside the award of the reference court."
    assert appellant(_LAND, s, CIT) is None
    s = "On the State's appeal, the award was reduced."
    assert appellant(_LAND, s, CIT) is None


# ---- a business by its trade --------------------------------------------------------------------------------------

def test_a_place_engaged_in_manufacture_is_the_assessee():
    s = "The appellant is engaged in the manufacture of cement and sells it through its depots."
    assert appellant(_EXCISE, s, TAX) == "assessee"
    s = "The respondent, carrying on business in the sale of cloth, was served a notice of demand."
    assert appellant(_EXCISE, s, TAX) == "revenue"


def test_a_relative_of_a_place_engaged_in_trade_is_not_the_place():
    s = "The appellant's father was engaged in the business of money lending before 1940."
    assert appellant(_EXCISE, s, TAX) is None


# ---- a place that suspended its staff -----------------------------------------------------------------------------

def test_a_place_that_suspended_its_officer_is_the_employer():
    s = "The appellant Bank suspended the respondent, its Branch Manager, pending a departmental enquiry."
    assert appellant(_BANK, s, EMP) == "employer"
    s = "The respondent-bank placed the appellant under suspension and later removed him."
    assert appellant(_BANK, s, EMP) == "employee"


def test_a_place_suspended_or_suspending_an_order_is_not_read_as_employer():
    s = "The appellant was suspended by the Managing Director pending enquiry."
    assert appellant(_BANK, s, EMP) != "employer"
    s = "The appellant suspended the operation of the order of transfer for a month."
    assert appellant(_BANK, s, EMP) is None


# ---- the owner of notified land -----------------------------------------------------------------------------------

def test_the_owner_of_notified_land_is_the_citizen():
    s = "The appellants' lands in village Kota were notified under s 4 for the housing scheme."
    assert appellant(_LAND, s, CIT) == "citizen"
    s = "A notification under s 6 was published covering the respondent's orchard and houses."
    assert appellant(_LAND, s, CIT) == "government"


def test_a_notification_issued_by_a_place_makes_it_no_owner():
    s = "The appellant issued a notification under s 4 for the acquisition of 40 acres in the village."
    assert appellant(_LAND, s, CIT) != "citizen"


# ---- a suit of or against a place ---------------------------------------------------------------------------------

def test_a_places_own_suit_makes_it_the_plaintiff():
    s = "The respondent's suit for declaration of title and possession was decreed by the trial court."
    assert appellant(_TITLE, s, SUIT) == "defendant"


def test_a_suit_against_a_place_makes_it_the_defendant():
    s = "A suit for possession of the disputed land was filed against the appellants in 1972."
    assert appellant(_TITLE, s, SUIT) == "defendant"


def test_a_suit_against_a_places_relative_is_not_against_the_place():
    s = "The suit against the appellant's brother was dismissed for default."
    assert appellant(_TITLE, s, SUIT) is None


def test_both_places_said_to_be_sued_place_nobody():
    s = ("A suit against the appellants was dismissed. A cross suit against the respondents for the same land was "
         "decreed.")
    assert appellant(_TITLE, s, SUIT) is None


def test_suspending_a_places_licence_is_not_suspending_the_place():
    s = "The appellant suspended the respondent's licence to run the fair price shop."
    assert appellant(_BANK, s, EMP) is None


# ---- numbered appeals of both sides -------------------------------------------------------------------------------

def test_numbered_appeals_by_each_side_place_nobody():
    head = ("Industrial Disputes Act, 1947: an award of the Industrial Tribunal; suspended workmen; wages for the "
            "period of suspension; the employer; the workmen's union.\n")
    s = ("These are two appeals by special leave against the same award. Appeal No 425 is by the employers and "
         "Appeal No 426 is by the workmen. The appellant suspended 1600 workmen for a go-slow.")
    p = precedent_parties(head + s + "\n", "", EMP)
    assert p.appellant is None and p.basis == "cross appeals"
    # one side's numbered appeal alone is no pair of cross appeals
    s = "Appeal No 425 is by the employers. The appellant suspended 1600 workmen for a go-slow."
    assert precedent_parties(head + s + "\n", "", EMP).appellant == "employer"


def test_dismissing_the_revenues_appeal_in_the_headnote_makes_the_revenue_the_appellant():
    s = "Dismissing the Revenue's appeal, the Court HELD: the return was a valid return."
    assert appellant(_TAXHEAD, s, TAX) == "revenue"
    s = "Dismissing the Revenue's appeal the Tribunal held that the return was valid."
    assert appellant(_TAXHEAD, s, TAX) is None
