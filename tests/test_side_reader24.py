"""side24: the user's side, second look (part 23). A customs / export-incentive dispute is a tax matter (its exporter
the assessee, "accused of" overvaluing only an allegation of the department's); a business named by its trade in
other words ("the steel maker", "the sugar factories") is the taxpayer; a noun phrase's head never ends in a
preposition ("the partners of | the export firm fined ..."); a recruit is a person in service; whoever owned the
land or orchard is its owner; a relative who says their kin was beaten is the prosecution's side; in a service story
whose writ petition is the servant's, "the writ petitioner" is the employee (not in quo warranto); an anonymised party
("P1") is a name the facts give a role. Statements and facts are the part-23 development triples'
(``datasets/stance/triples_heldout23.jsonl``, ``written_queries23.jsonl``) and AILA 2019 query text (CC BY 4.0); the
near misses must not fire."""

import json
from pathlib import Path

import pytest

from lcr_core.explain.roles import _BOUGHT_LAND, _SAYS_WRONGED, _split_head, context_areas, stated_side

_WRITTEN = {json.loads(line)["id"]: json.loads(line)["text"] for line in
            (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries23.jsonl").read_text().splitlines()
            if line.strip()}
CUSTOMS = _WRITTEN["written23-customs"]
PROMOTION = _WRITTEN["written23-promotion"]
LAND = _WRITTEN["written23-land"]

# near miss: the same exporter in a sale-of-goods suit, no customs or tax word
EXPORT_SALE = ("Suit for the price of goods. A partnership firm in Tiruppur exported knitted T-shirts to a buyer in the "
               "UAE, who refused to pay, saying the goods were defective. The firm filed a suit for the price and the "
               "buyer filed a counter-claim for damages.")


def test_a_customs_story_is_a_tax_matter():
    assert context_areas(CUSTOMS)[:1] == [("assessee", "revenue")]
    assert ("assessee", "revenue") not in context_areas(EXPORT_SALE)


@pytest.mark.parametrize("statement, role", [
    ("I act for the Tiruppur partnership firm that exported the knitted T-shirts to the UAE.", "assessee"),
    ("for the exporter appealing to CESTAT against the Rs 25 lakh penalty under section 114(iii)", "assessee"),
    ("i act for the firm whose drawback on 41 earlier shipping bills is being recovered", "assessee"),
    ("We represent the garment exporter whose consignment was confiscated under section 113(i).", "assessee"),
    ("My clients are the partners of the knitwear export firm fined Rs 15 lakh in lieu of confiscation.", "assessee"),
    ("I am for the firm appealing to CESTAT, whose export proceeds were all realised through banks.", "assessee"),
    ("for the T-shirt exporter accused of overvaluing its shipments to earn higher drawback", "assessee"),
    ("Counsel for the Commissioner of Customs, respondent in the firm's CESTAT appeal.", "revenue"),
])
def test_the_exporter_of_a_customs_story_is_the_assessee(statement, role):
    got = stated_side(statement, CUSTOMS)
    assert got is not None and got.role == role, got


def test_no_assessee_outside_a_tax_matter_and_accused_of_stays_criminal_there():
    got = stated_side("I act for the Tiruppur partnership firm that exported the knitted T-shirts to the UAE.",
                      EXPORT_SALE)
    assert got is None or got.role != "assessee", got
    # a prosecution: "accused of" is the charge there
    smuggling = ("The accused exporter was prosecuted under section 135 of the Customs Act for smuggling; the "
                 "Magistrate convicted him and the Sessions Court upheld the conviction.")
    got = stated_side("for the exporter accused of smuggling the gold", smuggling)
    assert got is not None and got.role == "accused", got


@pytest.mark.parametrize("statement", [
    "we act for the public sector steel maker that supplied the Railways",
    "acting for the sugar factories that buy cane in the market areas",
])
def test_a_business_named_by_its_trade_is_the_taxpayer(statement):
    levy = ("Central excise. The manufacturer cleared its goods at the contract price; the department raised a "
            "differential duty demand, saying the price was not the sole consideration.")
    got = stated_side(statement, levy)
    assert got is not None and got.role == "assessee", got


def test_a_head_never_ends_in_a_preposition():
    head, _ = _split_head("the partners of the knitwear export firm fined Rs 15 lakh in lieu of confiscation")
    assert head.strip().endswith("fined Rs 15 lakh"), head
    # the reduced relative itself is still read ("the conductor | the corporation threw out")
    assert _split_head("the conductor the corporation threw out")[0].strip() == "the conductor"


# AILA 2019, query AILA_Q8 (CC BY 4.0)
DOWRY_Q8 = ("The deceased P1 was daughter of PW1. P2 resident of village Sanjkheda and she was married to appellant no. 1 "
            "P3 son of P4 about two and half years prior to the date of incident. For about six months P1 was treated "
            "well but thereafter the accused started asking her to bring Rs. 1,000-1,200 from her parents to meet the "
            "household expenses and also for purchasing manure.")


def test_the_relative_who_says_their_kin_was_beaten_is_the_prosecution():
    got = stated_side("i'm for PW1 P2, the father who says his daughter was beaten for not bringing Rs 1,000-1,200 "
                      "for manure", DOWRY_Q8)
    assert got is not None and got.role == "prosecution", got
    assert _SAYS_WRONGED.search("the father who says his daughter was beaten")
    # near misses: a denial; a thing, not a relative, said to be attacked
    assert not _SAYS_WRONGED.search("the man who says his daughter was never beaten")
    assert not _SAYS_WRONGED.search("the driver who says his lorry was attacked")


# AILA 2019, query AILA_Q9 (CC BY 4.0)
MURDER_Q9 = ("The complainant P1 filed a Special Leave Petition in this court seeking leave to appeal against the "
             "judgment dated 6th April, 1993 of the High Court. The incident for which these accused were charged is "
             "the murder of P2, son of the complainant P1 (appellant) on 13th June, 1982. His real brother P3 came on "
             "the spot and forbade the complainant from doing so. On this P3, who was accompanied by his son accused "
             "P4 and P5 abused the labourers.")


def test_an_anonymised_party_takes_the_role_the_facts_give_it():
    got = stated_side("we represent P1, the father who brought the special leave petition", MURDER_Q9)
    assert got is not None and got.role == "prosecution", got
    assert stated_side("we represent P7", MURDER_Q9) is None  # a name the facts never mention


def test_a_recruit_in_a_service_story_is_the_employee():
    got = stated_side("i represent the direct recruit of 2006 passed over when the Executive Engineer posts were "
                      "filled", PROMOTION)
    assert got is not None and got.role == "employee", got
    got = stated_side("I appear for the Irrigation Department that promoted eleven Assistant Engineers in 2020.",
                      PROMOTION)
    assert got is not None and got.role == "employer", got


QUO_WARRANTO = ("Service law. The State appointed a retired officer as Director of the Irrigation Research Institute "
                "although the rules require a serving Chief Engineer. A citizen filed a writ petition for quo warranto; "
                "his writ petition is pending in the High Court, and the State defends the appointment.")


def test_the_writ_petitioner_of_a_service_story_is_the_employee():
    got = stated_side("We act for the writ petitioner who says the committee only counted heads.", PROMOTION)
    assert got is not None and got.role == "employee", got
    # near miss: a writ of quo warranto is a stranger's against an appointment
    got = stated_side("We act for the writ petitioner who says the appointment breaks the rules.", QUO_WARRANTO)
    assert got is not None and got.role == "citizen", got


def test_the_owner_by_the_verb_in_an_acquisition():
    got = stated_side("My clients owned the orchard on the highway and got Rs 28 lakh an acre from the Reference "
                      "Court.", LAND)
    assert got is not None and got.role == "citizen", got
    assert _BOUGHT_LAND.search("the farmers who own the acquired fields")
    # near miss: owning a thing that is no land or building
    assert not _BOUGHT_LAND.search("the transporter who owned the trucks")


ARBITRATION = ("Arbitration. The Union of India awarded a works contract for a railway bridge to a construction firm. "
               "Disputes over extra work and interest were referred to an arbitrator under the Arbitration Act, 1940; "
               "the contractor applied for the appointment of an arbitrator after the railway refused to pay.")
WRIT_CONTRACT = ("Writ petition. The Union of India cancelled a works contract for a railway bridge and blacklisted the "
                 "firm without a hearing; the firm says the order breaches Article 14.")


@pytest.mark.parametrize("statement", [
    "I'm for the Union of India, the employer under the works contract.",
    "Counsel for the Union of India opposing the contractor's application",
])
def test_the_state_answering_a_contractors_claim_in_arbitration_is_the_defendant(statement):
    got = stated_side(statement, ARBITRATION)
    assert got is not None and got.role == "defendant", got


def test_the_state_stays_the_government_outside_an_arbitration():
    got = stated_side("I'm for the Union of India, the employer under the works contract.", WRIT_CONTRACT)
    assert got is not None and got.role == "government", got
    got = stated_side("we represent the Union of India", ARBITRATION)  # no contract relation said of it
    assert got is not None and got.role == "government", got


def test_a_bare_capitalised_union_is_no_trade_union_beside_the_employer():
    from lcr_core.explain.roles import _names_both

    promotion22 = {json.loads(line)["id"]: json.loads(line)["text"] for line in
                   (Path(__file__).resolve().parents[1] / "datasets/stance/written_queries22.jsonl").read_text()
                   .splitlines() if line.strip()}["written22-promotion"]
    got = stated_side("acting for the Union, which says the censure justified promotion only from the date of the "
                      "order", promotion22)
    assert got is not None and got.role == "employer" and not got.how, got
    # near miss: a trade union in lower case beside the management names both sides
    assert _names_both("employer", "the union and the management")


def test_with_a_named_client_states_a_side():
    suit = ("Civil suit. The trust sued the society for a declaration of title to the school land; the society "
            "applied under Order VII Rule 11 for rejection of the plaint as barred by limitation.")
    got = stated_side("i'm with Church of Christ Charitable Trust, the defendant applying for rejection of the plaint",
                      suit)
    assert got is not None and got.role == "defendant", got
    assert stated_side("i'm with you on the limitation point, the plaint looks time-barred", suit) is None
