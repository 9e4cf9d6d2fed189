"""side21: a written fact pattern's own words name its area (a central excise classification dispute, a suit for
specific performance, a divorce petition), and a party named by the noun the facts use for the one who sued (or the
other party to that suit) is the plaintiff (or the defendant). Statements are from the part-20 triples; the near
misses must not fire."""

import pytest

from lcr_core.explain.roles import context_areas, stated_side

EXCISE = ("Central excise classification dispute. A company manufactures a herbal skin cream and has always cleared it "
          "as an ayurvedic medicament under Chapter 30 of the Central Excise Tariff at the lower rate. After an audit the "
          "department issued a show cause notice treating it as a cosmetic, demanding differential duty of Rs 4 crore.")
SALE = ("Suit for specific performance of an agreement to sell land. The owner of 2 acres agreed to sell it, received "
        "Rs 10 lakh as earnest money and stopped responding. The purchaser sent a legal notice and filed a suit for "
        "specific performance in 2016. The owner pleads that time was of the essence.")
DIVORCE = ("Matrimonial dispute under the Hindu Marriage Act. In 2018 the wife left the matrimonial home and filed a "
           "petition for divorce on the ground of cruelty. The husband denied everything and filed a petition for "
           "restitution of conjugal rights. The Family Court granted the divorce. The husband has appealed.")
# near miss: a land-grant writ whose facts mention an agreement for sale but name no party who sued
GRANT = ("The State Financial Corporation took over the mill under section 29 and sold it; the buyer paid earnest money "
         "under an agreement for sale. The company's writ petition under Article 226 says the sale was arbitrary.")


def test_the_fact_patterns_own_words_name_its_area():
    assert context_areas(EXCISE)[0] == ("assessee", "revenue")
    assert context_areas(SALE)[0] == ("plaintiff", "defendant")
    assert context_areas(DIVORCE)[0] == ("plaintiff", "defendant")
    # a plain duty word in a writ is no tax matter by itself
    assert ("assessee", "revenue") not in context_areas("A writ petition under Article 226 says the officer was on duty.")


@pytest.mark.parametrize("statement, context, role", [
    ("I act for the company that makes the herbal cream and hair oil", EXCISE, "assessee"),
    ("my client is the manufacturer, it says its products are ayurvedic medicaments under chapter 30", EXCISE, "assessee"),
    ("for the union of india and the excise commissioner in the herbal cosmetics case", EXCISE, "revenue"),
    ("I act for the purchaser who paid Rs 10 lakh earnest money", SALE, "plaintiff"),
    ("acting for the buyer under the March 2015 agreement to sell", SALE, "plaintiff"),
    ("We represent the landowner who refused to execute the sale deed after the highway was announced.", SALE, "defendant"),
    ("Counsel for the seller, who says time was of the essence.", SALE, "defendant"),
    ("I act for the wife who got the divorce on the ground of cruelty", DIVORCE, "plaintiff"),
    ("We are for the woman who left the matrimonial home in 2018.", DIVORCE, "plaintiff"),
    ("Counsel for the husband who says ordinary wear and tear is not cruelty.", DIVORCE, "defendant"),
    ("for the husband, whom his wife accuses of dowry harassment", DIVORCE, "defendant"),
])
def test_a_party_named_as_the_facts_name_who_sued(statement, context, role):
    got = stated_side(statement, context)
    assert got is not None and got.role == role, got


@pytest.mark.parametrize("statement, context", [
    # the facts name no party who brought a suit or petition: the noun alone places nobody
    ("I act for the buyer who paid the earnest money", GRANT),
    # a kin of the party ("the wife's father") is not the party
    ("I act for the wife's father", DIVORCE),
])
def test_no_suit_place_without_the_facts_saying_who_sued(statement, context):
    got = stated_side(statement, context)
    assert got is None or got.role not in ("plaintiff", "defendant"), got


CRIME = ("The trial court acquitted the seven accused of the murder of the complainant's son; the High Court convicted "
         "them on the State's appeal. The accused appeal.")
CASH = "The accused, a cashier in a government treasury, was convicted under section 409 IPC for altering the cash book."


@pytest.mark.parametrize("statement, context, role, certain", [
    # a victim named only as a possessor after the head is another person, not the client
    ("We appear for the seven accused acquitted of the murder of the complainant's son.", CRIME, "accused", True),
    ("We act for P3 and his son, accused of killing the complainant's son.", CRIME, "accused", True),
    # a body before a person in service only qualifies the person: the one who did the act is charged
    ("I'm defending the government cashier who altered the cash book.", CASH, "accused", True),
    ("I'm defending the government clerk.", CASH, "accused", True),
    # near misses: the complainant named as a party, the government itself, and both sides named
    ("We appear for the complainant's son.", CRIME, "prosecution", True),
    ("I act for the government, which prosecuted the cashier.", CASH, "prosecution", True),
    ("We appear for the accused and the complainant.", CRIME, None, False),
])
def test_the_head_names_the_client_not_a_person_it_mentions(statement, context, role, certain):
    got = stated_side(statement, context)
    assert got is not None, got
    if role is not None:
        assert got.role == role, got
    assert (got.how == "") == certain, got


APPEAL = ("The four appellants were tried by the Sessions Judge for murder and convicted under section 302 read with "
          "section 149 IPC. The High Court dismissed their appeal in limine. The appellants appeal by special leave.")


@pytest.mark.parametrize("statement, role", [
    # a place whose description names no role is the place the facts give a role to, as a bare place is
    ("For the four appellants whose High Court appeal was dismissed in limine.", "accused"),
    ("I act for appellant no. 2, the mother-in-law.", "accused"),
])
def test_a_place_described_by_nothing_takes_the_facts_role(statement, role):
    got = stated_side(statement, APPEAL)
    assert got is not None and got.role == role, got


def test_a_proceeding_dismissed_is_no_dismissal_from_service():
    got = stated_side("For the four appellants whose High Court appeal was dismissed in limine.", "")
    assert got is None or got.role != "employee", got
    # near miss: the client dismissed from service still reads the employee
    got = stated_side("For the clerk who was dismissed from service.", "The bank dismissed the clerk after an inquiry.")
    assert got is not None and got.role == "employee", got
    # near miss: a description that names a role outranks the place
    got = stated_side("For the appellants who are the complainant's family.", APPEAL)
    assert got is not None and got.role == "prosecution", got


SENIORITY = ("Service law, seniority and promotion. An Assistant Engineer was appointed in the State Public Works "
             "Department in 2008 on an ad hoc basis; the Public Service Commission selected him in 2013. The final "
             "seniority list of Assistant Engineers counts his seniority only from 2013.")


def test_an_acronym_after_lower_case_words_is_spelled_out_as_the_facts_spell_it():
    got = stated_side("Representing the ad hoc AE who was regularised through the PSC in 2013.", SENIORITY)
    assert got is not None and got.role == "employee", got
    # near miss: an acronym the facts never spell out reads no side
    assert stated_side("Representing the ad hoc XY who was regularised in 2013.", SENIORITY) is None


def test_in_a_tax_matter_who_clears_or_makes_the_goods_is_taxed():
    got = stated_side("Representing the drug-licence holder that cleared the products as medicaments for years.", EXCISE)
    assert got is not None and got.role == "assessee", got
    # near miss: an officer who clears goods acts for the State, not as the one taxed
    got = stated_side("for the officer who cleared the goods at the port", EXCISE)
    assert got is None or got.role != "assessee", got


def test_a_description_naming_no_role_then_the_place_takes_the_facts_role():
    got = stated_side("we act for the husband, appellant no. 1", APPEAL)
    assert got is not None and got.role == "accused", got
    # near miss: a description that names a role keeps it, whatever the place beside it
    got = stated_side("we act for the complainant, respondent no. 2", APPEAL)
    assert got is not None and got.role == "prosecution", got
