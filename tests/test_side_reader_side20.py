"""User sides read (side20) from statements the rules read no side from, or read wrongly.

The statements quoted are the dev triples' ``user_statement`` fields (``datasets/stance/triples_heldout*.jsonl``,
written by the annotators); the fact patterns are short paraphrases of their queries (IRLeD text is never quoted at
length). Each rule has a near-miss that must not fire. Each pins one general mechanism of ``roles.stated_side``:

- a bare capitalised "the Union" is the Union of India (a trade union has a qualifier or a name);
- a public interest petition, and the executive's clemency (a remission), put the statement in citizen /
  government law whatever crimes the facts speak of;
- a taxpayer's noun beside a tax ("the dealer whose Commercial Tax assessment ...") reads tax law's roles, and a fee
  wanted or claimed, or a levy defended, is the revenue's;
- the contractor whose claim went to arbitration brings the claim;
- a matrimonial petition's petitioner and respondent, a consumer complaint's complainants and opposite parties,
  and an expunction's seeker and resister are read from the statement's own words;
- the acquiring side is the government; one who wants a plot or a seat from the State, and a bar council or bar
  association, is the citizen.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side
from lcr_core.explain.user_side import side_in_message

# paraphrased fact patterns (not quoted): a drought-relief PIL against the Union; an appeal on a labour union's
# complaint; a writ on remission of a murder convict's sentence; a sales tax writ appeal; an arbitration on a works
# contract; a divorce for cruelty; a medical negligence complaint before the consumer commission; a remark in a
# judgment about a minister; a land acquisition for the development authority; PG medical admissions; industrial plot
# allotments; a challenge to the Permanent Lok Adalat chapter
DROUGHT = ("The petitioner, a registered society, filed a writ petition under Article 32 in the public interest "
           "asking the Court to direct the Union of India and the States to declare drought and provide relief "
           "under the National Food Security Act.")
LABOUR = ("The recognised union of the workmen filed a complaint of unfair labour practice before the Industrial "
          "Court against the establishment; the employer said the appropriate government was the Central Government.")
REMISSION = ("The Governor granted remission of the remaining sentence of a convict serving life imprisonment for "
             "murder; the son of one of the murdered men filed a writ petition saying the remission was unlawful.")
SALES_TAX = ("The dealer's writ appeal against the order of the Assistant Commissioner was dismissed as not "
             "maintainable, the High Court holding that an appeal lay under the State's Value Added Tax Act.")
ARBITRATION = ("A contractor executed works for the railway under a contract with the Union of India; its claims were "
               "referred to arbitration and the arbitrator awarded interest pendente lite despite a clause barring "
               "interest.")
DIVORCE = ("The husband filed a petition for divorce on the ground of cruelty under the Hindu Marriage Act; the family "
           "court granted divorce and the wife appealed.")
NEGLIGENCE = ("The patient died after surgery at a private hospital; his widow and children filed a complaint of "
              "medical negligence and deficiency in service before the National Consumer Disputes Redressal "
              "Commission against the hospital and the surgeons.")
EXPUNCTION = ("The High Court, while deciding a criminal appeal of a public servant convicted in a trap case, "
              "remarked on the conduct of a minister who was a prosecution witness; the minister appealed for the "
              "expunction of the remarks.")
ACQUISITION = ("Land at Bahapur was acquired under the Land Acquisition Act for the planned development of Delhi at the "
               "instance of the Delhi Development Authority; the landowners challenged the acquisition.")
ADMISSION = ("Graduates of medical colleges in other States filed writ petitions under Article 32 against the State "
             "Government challenging the notification reserving postgraduate medical seats for the State's own "
             "graduates; the State Government defended the domicile reservation.")
PLOTS = ("The Chandigarh Administration framed a scheme for allotment of industrial plots; applicants whose "
         "applications were rejected filed writ petitions under Article 226 against the Government, saying the "
         "scheme violated Article 14.")
LOK_ADALAT = ("The Bar Council of India challenged the constitutional validity of the Chapter on Permanent Lok Adalats "
              "inserted in the Legal Services Authorities Act by the 2002 amendment.")


def _role(statement: str, context: str) -> str | None:
    got = side_in_message(statement, context)
    return got.role if got is not None else None


@pytest.mark.parametrize("statement,context,role", [
    ("For the Union, opposing the drought relief directions.", DROUGHT, "government"),
    ("our side is the Union, defending the 2002 amendment", LOK_ADALAT, "government"),
    ("For the Union Territory of Chandigarh, the allotting authority.", PLOTS, "government"),
    # near-misses: a trade union by its qualifier, its name, or in lower case
    ("we represent the workers' union (All Gujarat Kamdar Karmachari Union)", LABOUR, "employee"),
    ("Kapra Mazdoor Ekta Union is my client, for the workers of the Birla mills.", LABOUR, "employee"),
    ("for the union of daily rated workers", LABOUR, "employee"),
])
def test_a_bare_capitalised_union_is_the_union_of_india(statement: str, context: str, role: str) -> None:
    assert _role(statement, context) == role


@pytest.mark.parametrize("statement,context,role", [
    ("we appear for the Union of India, resisting the public interest petition on restructuring the Supreme Court",
     "A murder convict's appeal raised the delay in criminal appeals; a writ petition sought a National Court of "
     "Appeal.", "government"),
    ("I am counsel for the public interest petitioner asking for a National Court of Appeal",
     "A murder convict's appeal raised the delay in criminal appeals.", "citizen"),
    ("Counsel for the State of Andhra Pradesh, which granted the remission.", REMISSION, "government"),
    ("acting for the sons of the murdered men who challenge the remission order", REMISSION, "citizen"),
    ("I act for the petitioner who says the remission granted to Gowru Venkata Reddy was unlawful", REMISSION,
     "citizen"),
])
def test_a_public_interest_petition_and_a_remission_are_citizen_against_government(statement, context, role) -> None:
    assert _role(statement, context) == role


def test_near_miss_a_prosecution_without_pil_or_clemency_keeps_the_state_as_prosecution() -> None:
    assert _role("Counsel for the State of Andhra Pradesh, which prosecuted the accused.", REMISSION) == "prosecution"


@pytest.mark.parametrize("statement,context,role", [
    ("The dealer whose Commercial Tax assessment was challenged is our client.", SALES_TAX, "assessee"),
    ("i'm for the trader who got the assistant commissioner's tax order", SALES_TAX, "assessee"),
    ("for the market committee that wants the fee",
     "Sugar factories buying cane in the notified market areas were asked to pay market fee.", "revenue"),
    ("i act for the state of kerala defending its import levy",
     "The State's levy on goods brought in from other States was challenged under Article 301.", "revenue"),
])
def test_tax_roles_from_a_taxpayer_beside_a_tax_or_a_fee_wanted(statement: str, context: str, role: str) -> None:
    assert _role(statement, context) == role


def test_near_miss_a_company_claiming_a_tax_exemption_is_no_revenue() -> None:
    got = stated_side("I act for the company claiming tax exemption on its exports", "")
    assert got is None or got.role != "revenue"


@pytest.mark.parametrize("statement,role", [
    ("we represent the contractor who went to arbitration for its unpaid bills", "plaintiff"),
    ("acting for the contractor whose claim went to arbitration - we want the pendente lite interest upheld",
     "plaintiff"),
])
def test_the_contractor_whose_claim_went_to_arbitration_brings_it(statement: str, role: str) -> None:
    assert _role(statement, ARBITRATION) == role


def test_near_miss_the_opponent_whose_contractor_went_to_arbitration_is_not_read_as_claimant() -> None:
    assert _role("we act for the railway against the contractor whose claim went to arbitration", ARBITRATION) != "plaintiff"


@pytest.mark.parametrize("statement,context,role", [
    ("I represent the husband who petitioned for divorce for cruelty", DIVORCE, "plaintiff"),
    ("for the respondent wife in the divorce case", DIVORCE, "defendant"),
    ("acting for the wife, the respondent in the divorce petition", DIVORCE, "defendant"),
    ("I act for Kusum Sharma and her children, the complainants", NEGLIGENCE, "plaintiff"),
    ("we represent the hospital and the doctors accused of negligence", NEGLIGENCE, "defendant"),
    ("for the hospital and Dr Mani, the opposite parties", NEGLIGENCE, "defendant"),
    ("I act for the ex-minister who wants the High Court judge's remarks about him expunged", EXPUNCTION, "appellant"),
    ("I'm for respondent no. 1, the convicted public servant, opposing the expunction", EXPUNCTION, "respondent"),
])
def test_a_proceedings_parties_from_the_statements_own_words(statement: str, context: str, role: str) -> None:
    assert _role(statement, context) == role


def test_near_miss_a_doctor_accused_in_a_prosecution_stays_the_accused() -> None:
    trial = ("The surgeon was charged under section 304A IPC for causing death by negligence; the magistrate "
             "convicted the accused and the sessions court upheld the conviction.")
    assert _role("we represent the doctor accused of negligence", trial) == "accused"


def test_near_miss_a_husband_charged_with_cruelty_stays_the_accused() -> None:
    dowry = ("The wife's father lodged an FIR that the husband subjected her to cruelty for dowry; the husband was "
             "convicted under section 498A IPC and his appeal and the divorce petition are pending.")
    assert _role("I act for the husband convicted of cruelty", dowry) == "accused"


@pytest.mark.parametrize("statement,context,role", [
    ("counsel for the acquiring side -- DDA", ACQUISITION, "government"),
    ("I'm for the acquiring side, the DDA that funded the Bahapur acquisition.", ACQUISITION, "government"),
    ("my clients are the migrant MBBS graduates shut out of PG admission", ADMISSION, "citizen"),
    ("I act for the applicants who want industrial plots allotted in the Chandigarh scheme", PLOTS, "citizen"),
    ("Bar Council of India is my client in the challenge to the Permanent Lok Adalat chapter.", LOK_ADALAT, "citizen"),
    ("I am counsel for the Madhya Pradesh High Court Bar Association.", LOK_ADALAT, "citizen"),
])
def test_citizen_and_government_by_what_the_client_does(statement: str, context: str, role: str) -> None:
    assert _role(statement, context) == role


def test_near_miss_the_state_council_and_the_landowners_keep_their_sides() -> None:
    assert _role("I act for the State Council of Educational Research defending the rules", ADMISSION) == "government"
    assert _role("I act for the landowners whose land was acquired", ACQUISITION) == "citizen"


# ---- second batch: a criminal appeal thrown out in limine, charges wanted dropped, a retrial wanted, a squad that
# brought the charges; a company-law petition's petitioner and resister; a company named in a tax matter; a dealer in
# a tax matter; a section of an Act challenged in a citizen / government matter
LIMINE = ("The trial court convicted seven accused of murder; the High Court dismissed the appeal of four of them in "
          "limine while admitting the appeal of the first accused.")
MCOCA = ("The accused were charged under the Maharashtra Control of Organised Crime Act after the blast; the special "
         "court framed charges and the accused sought discharge.")
RETRIAL = ("The accused were acquitted of burning a bakery after the eyewitnesses turned hostile; an eyewitness later "
           "said she had been threatened and asked the Supreme Court for a retrial outside the State.")
RECTIFY = ("After the founder's death his widow transferred his shares in the company to her nominees; their daughter "
           "petitioned the Company Law Board under section 155 of the Companies Act to rectify the share register, "
           "and the company resisted.")
ISPAT = ("Ispat Industries Ltd. imported goods and claimed a concessional rate of customs duty; the Tribunal held the "
         "duty payable and the assessee appealed against the CEGAT order.")
DEALER_TAX = ("The Commercial Tax Officer assessed the dealer to tax on its turnover; the dealer's writ petition and "
              "writ appeal were dismissed as an appeal lay under the Act.")
TRIBAL = ("A member of the Jaintia tribe challenged, under Article 226, section 3 of the Chiefs and Headmen Act that "
          "let the District Council appoint the headmen, saying it violated Article 14.")


@pytest.mark.parametrize("statement,context,role", [
    ("we act for the four appellants whose appeal the High Court threw out in limine", LIMINE, "accused"),
    ("I act for Lt. Col. Purohit, who wants the MCOCA charges against him dropped", MCOCA, "accused"),
    ("we represent the Anti-Terrorist Squad, Mumbai, which brought the MCOCA charges", MCOCA, "prosecution"),
    ("i am for zahira the eyewitness who wants a fresh trial", RETRIAL, "prosecution"),
])
def test_criminal_sides_from_what_the_client_wants(statement: str, context: str, role: str) -> None:
    assert _role(statement, context) == role


def test_near_miss_a_convict_who_wants_a_retrial_stays_the_accused() -> None:
    assert _role("I act for the convicted accused who wants a fresh trial", RETRIAL) == "accused"


def test_near_miss_an_appeal_dismissed_on_merits_is_not_read_as_a_convicts_by_this_rule() -> None:
    got = stated_side("we act for the appellants whose appeal the High Court dismissed after a full hearing", "")
    assert got is None or got.role != "accused"


@pytest.mark.parametrize("statement,context,role", [
    ("my client is Dr Parulekar's daughter who moved the s.155 petition to rectify the share register", RECTIFY,
     "plaintiff"),
    ("We represent Sakal Papers, the company resisting rectification of its register.", RECTIFY, "defendant"),
    ("I represent Ispat Industries before this Court", ISPAT, "assessee"),
    ("we act for the dealer whose writ appeal was thrown out as not maintainable", DEALER_TAX, "assessee"),
    ("acting for the Christian Jaintia tribesman who challenged section 3 of the Chiefs and Headmen Act", TRIBAL,
     "citizen"),
])
def test_civil_tax_and_writ_sides_from_the_statements_words(statement: str, context: str, role: str) -> None:
    assert _role(statement, context) == role


def test_near_miss_a_company_named_outside_a_tax_matter_reads_no_side_by_its_name() -> None:
    suit = ("Ispat Industries Ltd. sued the shipping line for damages for goods lost at sea; the defendant said the "
            "suit was barred by limitation.")
    got = stated_side("I represent Ispat Industries before this Court", suit)
    assert got is None or got.role != "assessee"


def test_near_miss_a_dealer_in_a_matter_without_tax_is_no_assessee() -> None:
    dealership = ("The car manufacturer terminated the dealership agreement; the dealer sued for damages for wrongful "
                  "termination and the trial court decreed the suit.")
    got = stated_side("we act for the dealer whose writ appeal was thrown out as not maintainable", dealership)
    assert got is None or got.role != "assessee"


def test_a_bar_council_saying_the_amendment_is_ultra_vires_is_the_challenger() -> None:
    # tests/test_side_reader16 once read no side here (the council taken for a State body against its own modifier)
    validity = ("The petitioners challenge the validity of the 2003 amendment to the State Universities Act as ultra "
                "vires the Constitution; the State Government defends the amendment.")
    assert _role("Bar Council of Kerala is my client - we say the amendment is ultra vires", validity) == "citizen"


# ---- third batch: an election petition lost below, a share transfer asked for or refused, a borrower against the
# State's lender, a client who says it owns the land in a tenancy dispute
ELECTION = ("The defeated candidate's election petition alleging corrupt practices was dismissed by the High Court on "
            "a preliminary objection that it lacked material facts; he appealed under section 116A of the "
            "Representation of the People Act.")
SHARES = ("On the shareholder's death his heirs asked the company to register the transmission of his shares to them; "
          "the company refused and the heirs went to the Company Law Board, which directed registration; the company "
          "filed a suit and appealed.")
LENDER = ("The State Financial Corporation took over and sold the mill of a borrower in default under section 29 of "
          "the State Financial Corporations Act; the borrower's writ petition under Article 226 said the sale at a "
          "low price was arbitrary.")
PROTECTED = ("The appellants claim to be protected tenants of agricultural land under the Tenancy Act; the respondents "
             "say they own the land and sued for possession; the tenancy tribunal held for the landlords.")


@pytest.mark.parametrize("statement,context,role", [
    ("i act for the losing candidate whose election petition was knocked out on the preliminary objection", ELECTION,
     "appellant"),
    ("My client is the election petitioner whose petition the High Court threw out on the preliminary objection.",
     ELECTION, "appellant"),
    ("We act for the DR Group, who asked the company to transmit the shares to them", SHARES, "plaintiff"),
    ("representing the company that refused to register the transmission", SHARES, "defendant"),
    ("for the defaulting borrower (the flour mill company) challenging the s.29 sale", LENDER, "citizen"),
    ("I act for the debtor company whose assets the Corporation sold off", LENDER, "citizen"),
    ("I appear for the respondents, who say they own the land and the appellants are not protected tenants.",
     PROTECTED, "landlord"),
])
def test_third_batch_sides(statement: str, context: str, role: str) -> None:
    assert _role(statement, context) == role


def test_near_miss_the_election_petitioner_who_won_below_is_not_read_as_appellant() -> None:
    won = ("The High Court allowed the election petition and declared the returned candidate's election void; the "
           "returned candidate appealed.")
    got = side_in_message("We're for respondent No. 1, the defeated candidate who filed the election petition", won)
    assert got is None or got.role != "appellant"


def test_near_miss_the_states_corporation_that_sold_the_mill_is_no_borrower() -> None:
    assert _role("we act for the Financial Corporation that sold the borrower's mill", LENDER) == "government"


def test_near_miss_tenants_who_say_they_pay_rent_stay_tenants() -> None:
    assert _role("I act for the appellants, who say they are protected tenants and pay rent", PROTECTED) == "tenant"


def test_near_miss_the_union_in_facts_about_a_trade_union_stays_the_workmens_union() -> None:
    strike = ("The recognised union of the workmen called a strike over the bonus; the management dismissed its office "
              "bearers and the Industrial Tribunal ordered their reinstatement.")
    assert _role("We act for the Union in the strike dispute", strike) == "employee"
