"""Twentieth pass (helper parties19): who is who, by general mechanisms a court uses to describe its parties.

- a service ended, said as a noun of the place ("the termination of the services of the respondents", "the
  discharge from service of the appellant"): the employee; not another's services ended *by* the place;
- a place permitted to, or that decided to, terminate its staff's services: the employer; not a place that
  challenged someone else's decision to do so;
- a detenu: the place detained, or the place an order of detention was served on, is the citizen; not a place whose
  relative was detained;
- a place that moved this Court under Article 32 (a writ against the State): the private side (citizen, assessee);
- "This is a plaintiff's appeal": the role's own appeal, said of this appeal (every pair); not an appeal said to be
  before the High Court, nor a past "was";
- compensation directed to be paid to a place: the owner (citizen); not compensation paid by the place;
- the sentence that says its subject came to this Court after the High Court rejected the challenge to the
  termination of *their own* services: the employee appealed;
- a post held, said of the place after a relative clause set off by commas ("The appellant X, who appeals ...,
  was a Head Constable"); not the post of someone the place is related to ("was a Head Constable's widow");
- the side whose appeal the High Court allowed (or dismissed) is the respondent (or the appellant) here; not
  another court's order, nor a writ petition dismissed on that side's appeal.

Each with sentences that must *not* be read. Sentences written for these tests, not copied from any data set.
"""

from lcr_core.explain.roles import precedent_parties

TAX = ("assessee", "revenue")
EMP = ("employee", "employer")
CIT = ("citizen", "government")
SUIT = ("plaintiff", "defendant")

_LABOUR = ("Industrial Disputes Act, 1947, s. 10: reference to the Labour Court; the workmen; the employer; "
           "retrenchment compensation; reinstatement with back wages; the industrial dispute.\n")
_SERVICE = ("Constitution of India, Art. 311: a government servant; removal from service; the service rules; "
            "compulsory retirement; the disciplinary authority; pension.\n")
_DETENTION = ("Maintenance of Internal Security Act, 1971, s. 3: preventive detention; the detenu; the order of "
              "detention; Article 22 of the Constitution; the Advisory Board; the State Government.\n")
_TAXHEAD = ("Sales tax and the entry tax on goods; the assessee; the assessment years; the Commissioner of Sales "
            "Tax; the levy; excise duty; the taxable turnover.\n")
_LAND = ("Land Acquisition Act, 1894, ss. 4, 6 and 23: notification; the Collector; the State Government; the land "
         "acquisition officer; compensation and solatium; the acquisition of land.\n")
_TITLE = ("Code of Civil Procedure, 1908: a suit for redemption of a mortgage; the plaintiff; the defendant; the "
          "trial court decreed the suit; the first appellate court reversed the decree.\n")
_WRIT = ("Constitution of India, Articles 14, 19 and 32: the Government; a notification of the Union of India; "
         "the writ petition; fundamental rights; ultra vires; the Government's order.\n")


def appellant(head: str, sentence: str, pair: tuple[str, str]) -> str | None:
    """The appellant read from the sentence under its area's head. The head must put the judgment in ``pair``'s
    area, so a near miss's ``None`` means the sentence was not read, not that the area was missed."""
    p = precedent_parties(head + sentence + "\n", "", pair)
    assert p.pair == pair, f"the head put the judgment in {p.pair}, not {pair}"
    return p.appellant


# ---- a service ended, said as a noun of the place ------------------------------------------------------------------

def test_termination_of_the_services_of_the_respondents_makes_them_the_employees():
    s = "The reference was whether the termination of the services of the respondents by oral orders was valid."
    assert appellant(_LABOUR, s, EMP) == "employer"
    s = "The Labour Court held that the discharge from service of the appellant was illegal."
    assert appellant(_LABOUR, s, EMP) == "employee"


def test_services_ended_by_the_place_are_not_the_places_own():
    s = "The reference was whether the termination of the services of the workmen by the respondents was valid."
    assert appellant(_LABOUR, s, EMP) is None


def test_a_place_permitted_or_deciding_to_terminate_its_staff_is_the_employer():
    s = "The Board made an award permitting the appellants to terminate the services of 27 watchmen after notice."
    assert appellant(_LABOUR, s, EMP) == "employer"
    s = "The respondent company thereafter decided to retrench forty workmen of its spinning department."
    assert appellant(_LABOUR, s, EMP) == "employee"


def test_a_place_challenging_anothers_decision_to_terminate_is_not_the_employer():
    s = "The respondents challenged the decision to terminate the services of the clerks before the tribunal."
    assert appellant(_LABOUR, s, EMP) is None


# ---- a detenu ---------------------------------------------------------------------------------------------------

def test_the_place_detained_is_the_citizen():
    s = "The petitioner has been detained under the order of the District Magistrate dated May 9, 1973."
    assert appellant(_DETENTION, s, CIT) == "citizen"
    s = "The order of detention served on the petitioner stated the grounds at length."
    assert appellant(_DETENTION, s, CIT) == "citizen"
    s = "The High Court set aside the detention of the respondent on his petition for habeas corpus."
    assert appellant(_DETENTION, s, CIT) == "government"


def test_a_place_whose_relative_was_detained_is_not_read():
    s = "The petitioner, whose brother was detained in 1973, sought a copy of the grounds."
    assert appellant(_DETENTION, s, CIT) is None


# ---- a writ in this Court under Article 32 ----------------------------------------------------------------------

def test_the_place_that_moved_this_court_under_article_32_is_the_private_side():
    s = "The petitioners, who grow and export tea, moved this Court under Article 32 of the Constitution."
    assert appellant(_TAXHEAD, s, TAX) == "assessee"
    s = "The present petitioners thereupon moved this Court under Art. 32 against the notification."
    assert appellant(_WRIT, s, CIT) == "citizen"


def test_a_place_that_opposed_an_article_32_petition_is_not_read():
    s = "The respondents opposed the petition which was filed in this Court under Article 32 by the dealers."
    assert appellant(_WRIT, s, CIT) is None


# ---- the role's own appeal, said of this appeal -----------------------------------------------------------------

def test_this_is_a_plaintiffs_appeal():
    s = "This is a plaintiff's appeal in a suit for redemption of what the plaintiff calls a mortgage."
    assert appellant(_TITLE, s, SUIT) == "plaintiff"
    s = "These are the defendants' appeals by special leave against the decree for possession."
    assert appellant(_TITLE, s, SUIT) == "defendant"


def test_a_roles_appeal_below_or_in_the_past_is_not_this_appeal():
    s = "This was the plaintiff's appeal in the District Court, which was dismissed with costs."
    assert appellant(_TITLE, s, SUIT) is None
    s = "This is the defendant's second appeal before the High Court, on which the judgment under appeal was given."
    assert appellant(_TITLE, s, SUIT) is None


# ---- compensation directed to a place ---------------------------------------------------------------------------

def test_compensation_directed_to_be_paid_to_the_respondents_makes_them_the_owners():
    s = ("The question arises in these petitions against the judgment of the High Court whereby a direction was "
         "issued for payment of compensation to the contesting respondents with solatium and interest.")
    assert appellant(_LAND, s, CIT) == "government"


def test_compensation_paid_by_a_place_is_not_read_so():
    s = "The question is whether the payment of compensation by the respondents to the tenants was enough."
    assert appellant(_LAND, s, CIT) is None


# ---- the employee came to this Court after losing the challenge to their own termination ------------------------

def test_he_came_to_this_court_after_his_challenge_to_the_termination_of_his_services_failed():
    s = ("His writ petition and Letters Patent Appeal challenging the termination of his services having been "
         "rejected by the High Court, he "
         "came to this Court by special leave.")
    assert appellant(_SERVICE, s, EMP) == "employee"


def test_another_persons_termination_or_a_court_below_is_not_read():
    s = ("The termination of his services having been upheld by the tribunal, he went to the High Court by a writ "
         "petition in appeal.")
    assert appellant(_SERVICE, s, EMP) is None


# ---- who won an appeal in the High Court: its adversary appealed here ------------------------------------------

def test_the_side_whose_appeal_the_high_court_allowed_is_the_respondent_here():
    s = ("On appeal by the Income-tax Officer before the appellate bench of the High Court against the injunction, "
         "the Division Bench reversed the order of the learned single Judge.")
    assert appellant(_TAXHEAD, s, TAX) == "assessee"
    s = ("On appeal by the State and cross-objection by the claimants, the High Court reversed the decree and award "
         "of the reference court.")
    assert appellant(_LAND, s, CIT) == "citizen"
    s = "On appeal by the defendants, the High Court dismissed the appeal with costs."
    assert appellant(_TITLE, s, SUIT) == "defendant"


def test_another_courts_order_or_a_writ_dismissed_is_not_read_so():
    s = ("On appeal by the plaintiff, the District Judge reversed the decree, and the High Court later dismissed the "
         "second appeal.")
    assert appellant(_TITLE, s, SUIT) is None
    s = "On appeal by the State, the High Court dismissed the writ petition filed by the owners."
    assert appellant(_LAND, s, CIT) is None



# ---- a post held, said after a long relative clause ---------------------------------------------------------------

def test_a_post_said_after_a_long_relative_clause_is_the_employees():
    s = ("The appellant Ram Das, who appeals to this Court by special leave against the judgment of the High Court of "
         "Punjab dated March 3, 1961 in the second appeal from the decree, was a Head Constable in the district police.")
    assert appellant(_SERVICE, s, EMP) == "employee"


def test_the_post_of_someone_the_place_is_related_to_is_not_the_places():
    s = ("The appellant Kamla Devi, who appeals to this Court by special leave against the judgment of the High Court "
         "of Punjab dated March 3, 1961 in the second appeal from the decree, was a Head Constable's widow.")
    assert appellant(_SERVICE, s, EMP) is None
