"""Twenty-first pass (helper roles20): who is who, by what a judgment says of a place's tenancy, tax or land.

- a place given a tenant's status without an article ("the appellants had acquired the rights of protected
  tenants", "are 'protected tenants'") or named by its own tenancy ("The appellant's tenancy was permitted to be
  terminated"): the tenant; not a place that is merely said to own premises, nor a negated status;
- a place liable to pay a tax, or that sent / filed its returns: the assessee; not a place that *collects* the tax;
- the landowners named in apposition before their place ("the land owners i.e. respondent Nos. 1-5 herein"): the
  citizen; not an apposition naming someone else.

The positive sentences are quoted from real judgments: AILA 2019 (CC BY 4.0) in full, IRLeD 2017 as short quotes.
The near misses are written for these tests.
"""

from lcr_core.explain.roles import precedent_parties

TAX = ("assessee", "revenue")
CIT = ("citizen", "government")
TEN = ("tenant", "landlord")

_TENANCY = ("Bombay Tenancy Act, 1939: the landlord; the tenant; eviction; rent; the tenancy; possession of the "
            "premises; the landlords and tenants of agricultural lands.\n")
_RENT = ("Rent Control Order: the landlord; the tenant; ejectment; arrears of rent; the tenancy; eviction from the "
         "demised premises.\n")
_AGRI_TAX = ("Agricultural Income-tax Act: the assessee; the assessment years; the Board of Revenue; the levy; "
             "income-tax; the assessing officer; the tax.\n")
_LAND = ("Land Acquisition Act, 1894, ss. 4, 6 and 23: notification; the Collector; the State Government; the land "
         "acquisition officer; compensation and solatium; the acquisition of land.\n")


def appellant(head: str, sentence: str, pair: tuple[str, str]) -> str | None:
    p = precedent_parties(head + sentence + "\n", "", pair)
    return p.appellant if p.pair == pair else None


# ---- a tenant's status without an article, or a place's own tenancy ----------------------------------------------

def test_rights_of_protected_tenants_make_the_place_the_tenant():
    # IRLeD 2017 prior_case_0845 (short quotes)
    s = "The appellants had acquired the rights of protected tenants under S. 3A(1) of the Bombay Tenancy Act, 1939."
    assert appellant(_TENANCY, s, TEN) == "tenant"
    s = "The only question for determination in this appeal is whether the appellants are 'protected tenants'."
    assert appellant(_TENANCY, s, TEN) == "tenant"


def test_a_place_said_to_be_a_landlord_or_not_a_tenant_is_not_the_tenant():
    s = "The appellants had acquired the rights of the landlord under the sale deed."
    assert appellant(_TENANCY, s, TEN) != "tenant"
    s = "The question is whether the respondents are 'protected tenants'."
    assert appellant(_TENANCY, s, TEN) == "landlord"


def test_the_places_own_tenancy_makes_it_the_tenant():
    # AILA 2019 C2567 (CC BY 4.0)
    s = ("The appellant's tenancy was permitted to be terminated under clauses 13(2) and 13(3) (ii) of the Central "
         "Province and Berar Letting of House and Rent Control Order, 1949, for short 'the Order' for ejectment from "
         "the demised premises.")
    assert appellant(_RENT, s, TEN) == "tenant"


def test_a_tenancy_the_place_granted_is_not_its_own():
    s = "The tenancy created by the appellant in favour of the second respondent was terminated."
    assert appellant(_RENT, s, TEN) != "tenant"


# ---- the assessee: liable to pay the tax, or sent its returns ------------------------------------------------------

def test_a_place_liable_to_pay_the_tax_is_the_assessee():
    # AILA 2019 C2309 (CC BY 4.0)
    s = ("The two appellants, who are brothers, held agricultural lands in the district of Pilibhit and were liable "
         "to pay agricultural income-tax under the provisions of the U. P. Agricultural Income-tax Act.")
    assert appellant(_AGRI_TAX, s, TAX) == "assessee"


def test_a_place_that_sent_its_returns_is_the_assessee():
    # AILA 2019 C2309 (CC BY 4.0)
    s = ("The appellants sent their returns computing their agricultural income for the assessment years 1948-1949 "
         "and 1949-1950.")
    assert appellant(_AGRI_TAX, s, TAX) == "assessee"


def test_a_place_that_collects_the_tax_or_receives_returns_is_not_the_assessee():
    s = "The appellant Board was entitled to collect the tax from the growers."
    assert appellant(_AGRI_TAX, s, TAX) != "assessee"
    s = "The appellant's officers received the returns sent by the growers."
    assert appellant(_AGRI_TAX, s, TAX) != "assessee"


# ---- the landowners in apposition before their place ----------------------------------------------------------------

def test_landowners_named_before_their_place_are_the_citizen():
    # AILA 2019 C1527 (CC BY 4.0)
    s = ("The Collector passed the award on 20.6.1974 in respect of the said land, awarding compensation to the land "
         "owners i.e. respondent Nos. 1-5 herein, a sum of Rs. 3, 93, 688. 12.")
    assert appellant(_LAND, s, CIT) == "government"


def test_an_apposition_naming_another_party_is_not_the_landowners():
    s = "The Collector served notice on the acquiring body i.e. respondent No. 1 herein."
    assert appellant(_LAND, s, CIT) != "government"


# ---- a service dispute with the State, read for a citizen's or the State's lawyer ---------------------------------

EMP = ("employee", "employer")

_STATE_SERVICE = ("Constitution of India, Arts. 226, 309 and 311: the State Government; a government servant; the "
                  "writ petition; the order of the Government; the Government's memorandum; the service rules; "
                  "compulsory retirement; pension; the age of superannuation; promotion.\n")
_LICENCE = ("Constitution of India, Arts. 14, 19 and 226: the State Government; the writ petition; the licence; the "
            "notification of the Government; the Government's order; the licensing authority.\n")


def test_a_government_servants_writ_against_his_retirement_is_read_as_employee_and_employer():
    # IRLeD 2017 prior_case_1297 (short quotes): read for a citizen's or the State's lawyer
    s = ("The appellant filed a writ petition in the High Court challenging the order compulsorily retiring him. "
         "The questions were: did the order compulsorily retiring the appellant cast a stigma on him.")
    p = precedent_parties(_STATE_SERVICE + s + "\n", "", ("citizen", "government"))
    assert (p.pair, p.appellant) == (EMP, "employee")


def test_a_citizens_writ_against_a_licence_stays_citizen_and_government():
    s = ("The appellant filed a writ petition in the High Court challenging the order cancelling his licence. "
         "The questions were: did the order cancelling the licence of the appellant need a hearing.")
    p = precedent_parties(_LICENCE + s + "\n", "", ("citizen", "government"))
    assert (p.pair, p.appellant) == (("citizen", "government"), "citizen")


_LABOUR_AUTHORITY = ("Industrial Disputes Act, 1947: the Labour Court; an industrial dispute; the workman; the "
                     "employer; regularisation of the employees; the daily-rated employees; equal pay; the award; "
                     "the employees of the Authority; the Development Authority, a statutory body; the State "
                     "Government; the writ petition of the Authority; the Government's reference.\n")


def test_an_authority_employer_is_read_for_the_employees_lawyer_despite_labour_court_words():
    # AILA 2019 C1081 (CC BY 4.0): the "Respondent- Authority" is the State's side; the opening speaks of employment
    # far more than of the State, so for an employee's lawyer it is the employer, the "industrial dispute" and
    # "employer" words of a labour adjudication notwithstanding
    s = ("They having come to learn that certain vacancies exist in the Respondent- Authority, applied therefor "
         "although no advertisement in that behalf was issued.")
    p = precedent_parties(_LABOUR_AUTHORITY + s + "\n", "", EMP)
    assert (p.pair, p.appellant) == (EMP, "employee")


def test_a_private_company_with_little_employment_talk_is_not_turned_into_an_employer():
    s = ("The appellant company challenged the notification of the respondent Authority fixing the minimum wages of "
         "the industry, and the respondent Authority defended the notification.")
    head = ("Minimum Wages Act: the notification of the Government; the Authority; the company; the writ petition; "
            "the State Government; the Government's order; the employer.\n")
    p = precedent_parties(head + s + "\n", "", EMP)
    assert p.pair != EMP or p.appellant != "employee"


def test_labour_court_words_with_only_a_narrative_writ_do_not_make_the_writ_petitioner_the_employee():
    # the guard yields only to an authority named at its place: a private trust's writ below stays unplaced
    s = ("The appellant filed a writ petition in the High Court. The Labour Court had ordered the reinstatement of "
         "the workmen with back wages after the retrenchment; the industrial dispute; the employer.")
    p = precedent_parties(_LABOUR_AUTHORITY.replace("Development Authority, a statutory body", "trust") + s + "\n", "",
                          EMP)
    assert p.appellant != "employee"


# ---- an eviction of both places places neither ---------------------------------------------------------------------

def test_an_eviction_of_both_places_places_neither():
    # AILA 2019 C1776 (CC BY 4.0): the respondent No. 2 and the appellants were both to be evicted
    s = ("allowing the application of respondent Co-operative Society filed under Sec. 91(1) of Maharashtra "
         "Co-operative Societies Act, 1960 directing eviction of the respondent No. 2 member of the Society as well as "
         "the appellants nos. 1 and 2 who are trespassers from its flat No. 7 in the building of the disputants.")
    assert appellant(_RENT, s, TEN) != "landlord"


def test_an_eviction_of_one_place_still_makes_it_the_tenant():
    s = "The Rent Controller passed an order directing eviction of the respondent from the shop."
    assert appellant(_RENT, s, TEN) == "landlord"


# ---- the place a police report charged is the accused --------------------------------------------------------------

CRIM = ("accused", "prosecution")
_CRIMINAL = ("Criminal Appeal; Code of Criminal Procedure, s. 190: cognizance of offences; Indian Penal Code, "
             "ss. 120-B and 409; the Special Court; the criminal trial; the Magistrate took cognizance.\n")


def test_a_report_charging_the_appellant_makes_the_appellant_the_accused():
    # IRLeD 2017 prior_case_0101 (short quotes)
    s = ("In 1958 the police filed a report before the Chief Presidency Magistrate charging, the appellant and others "
         "of offenses under ss. 120-B/409 and 477 Indian Penal Code. The police filed a report charging ten accused "
         "persons including the appellant.")
    p = precedent_parties(_CRIMINAL + s + "\n", "", CRIM)
    assert (p.pair, p.appellant) == (CRIM, "accused")


def test_a_place_charging_others_is_not_the_accused():
    s = ("The appellant, the Inspector of Police, filed a report charging the accused persons with offences; the "
         "complaint was lodged by the appellant, who gave the first information report.")
    p = precedent_parties(_CRIMINAL + s + "\n", "", CRIM)
    assert p.appellant != "accused"
