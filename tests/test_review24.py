"""review24: false positives of the side24 / roles24 rules found on real text.

- Cross appeals disposed of in one sentence whose clauses name their parties by place ("the appeals filed by the
  appellant society are hereby allowed and the appeals filed by the respondents herein are hereby dismissed", AILA
  2019 C1657, Kaushik Cooperative Building Society v N. Parvathamma, CC BY 4.0): both clauses favour the appellant,
  yet ``partial._split_dispositions`` (roles24) read "mixed" because it set places aside and then saw one appeal
  allowed and another dismissed. Before roles24 this precedent read "appellant".
"""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import detect_outcome
from lcr_core.explain.partial import partial_gain
from lcr_core.explain.roles import PartyRoles

UNKNOWN = PartyRoles(("plaintiff", "defendant"), None, "", "")


def _judgment(*closing: str) -> str:
    body = ("The appellant challenges the judgment of the High Court. We have heard learned counsel for the "
            "parties at length and perused the record of the case with care.\n")
    return body * 3 + "\n".join(closing) + "\n"


PLACES = ("21. Hence, the appeals filed by the appellant society are hereby allowed and the appeals filed by the "
          "respondents herein are hereby dismissed.")  # AILA C1657


def test_cross_appeals_named_by_place_decided_for_one_side():
    text = _judgment(PLACES, "There shall be no order as to costs.")
    res = detect_outcome(text)
    assert res.outcome == "partly"
    assert partial_gain(text, res, UNKNOWN).who == "appellant"


@pytest.mark.parametrize("sentence", [
    # near misses: each place won its own appeal, or persons told apart by name
    "The appeals filed by the appellants are allowed in part and the appeals filed by the respondents are also "
    "allowed, while the cross objections are dismissed.",
    "The appeal of Ram Singh is allowed and that of Shyam Lal is dismissed.",
])
def test_split_by_place_or_name_without_one_winner_stays_mixed(sentence):
    text = _judgment(sentence, "No costs.")
    res = detect_outcome(text)
    assert res.outcome == "partly"  # read as a mixed order, so the gain question is actually asked
    assert partial_gain(text, res, UNKNOWN).who is None


# ---- side24's "the father who says his daughter was beaten": not the defence's own story -------------------------
# near misses of side24's kin clause written for this review (the shapes of a defence statement); the contexts are
# short fact patterns written here
MURDER = ("The accused was charged under section 302 IPC for the murder of his neighbour over a boundary dispute. "
          "The Sessions Judge convicted him and the High Court upheld the conviction.")
RIOT = ("Two families fought over a drain. The accused were convicted under sections 148 and 326 IPC for attacking the "
        "complainant's sons with lathis; the High Court acquitted two of them.")
DOWRY = ("The deceased was married to the accused; the accused and his mother harassed her for dowry and she died of "
         "burns within seven years of marriage. The trial court convicted them under section 304-B IPC.")


@pytest.mark.parametrize("statement, context", [
    ("I appear for the father who says his son was beaten by the police and forced to confess", MURDER),
    ("we act for the man who says his brother was attacked first by the deceased", MURDER),
    ("I represent the family who say their son was attacked first and acted in self-defence", RIOT),
])
def test_kin_wronged_by_the_police_or_first_is_no_prosecution_side(statement, context):
    from lcr_core.explain.roles import stated_side

    got = stated_side(statement, context)
    assert got is None or got.role != "prosecution", got


@pytest.mark.parametrize("statement", [
    "I act for the husband who says his wife was beaten by her own brother",
    "for the mother-in-law who says her son was beaten by the police",
])
def test_the_accused_family_in_a_dowry_story_keeps_its_side(statement):
    from lcr_core.explain.roles import stated_side

    got = stated_side(statement, DOWRY)
    assert got is not None and got.role == "accused", got


def test_the_victims_father_is_still_the_prosecution():
    from lcr_core.explain.roles import stated_side

    got = stated_side("for the father who says his daughter was beaten for not bringing money", DOWRY)
    assert got is not None and got.role == "prosecution", got


# ---- side24's State answering a contractor's claim: only in an arbitration, only when it answers the claim ----------
# a writ story (written here) whose State only cites the contract's arbitration clause
WRIT_CLAUSE = ("Writ petition. The State cancelled a works contract for a road and blacklisted the firm for five years "
               "without a hearing; the firm says the order breaches Article 14. The State says the contract has an "
               "arbitration clause, so no writ lies.")


@pytest.mark.parametrize("statement", [
    "I act for the State, which blacklisted the contractor",
    "We represent the State government, which resists the contractor's writ",
    "I'm for the Union of India, the employer under the works contract.",
])
def test_the_state_of_a_writ_that_cites_an_arbitration_clause_is_the_government(statement):
    from lcr_core.explain.roles import stated_side

    got = stated_side(statement, WRIT_CLAUSE)
    assert got is not None and got.role == "government", got


# ---- side24's customs words: "drawback" is also plain English ("the only drawback", "drawbacks in the investigation",
# AILA C1601 "there is one other major drawback in this case", C376 "the drawbacks in investigation") -------------
CHEQUE = ("Cheque bounce. The complainant says the cheque for Rs 5 lakh issued by the accused firm was dishonoured; the "
          "only drawback is that the notice was sent late.")  # written here
MURDER_DRAWBACKS = ("The appellant was convicted of murder on the evidence of two eyewitnesses. The High Court noticed "
                    "the drawbacks in the investigation but upheld the conviction.")  # written here


def test_a_drawback_in_plain_english_is_no_customs_matter():
    from lcr_core.explain.roles import context_areas, stated_side

    assert ("assessee", "revenue") not in context_areas(CHEQUE)
    assert ("assessee", "revenue") not in context_areas(MURDER_DRAWBACKS)
    for statement in ("I act for the firm", "for the firm that issued the cheque"):
        got = stated_side(statement, CHEQUE)
        assert got is None or got.role != "assessee", got
    # the export incentive still names a customs matter
    assert context_areas("The exporter claimed duty drawback on the shipments; the department recovered it.")[:1] == [
        ("assessee", "revenue")]


# ---- a bare capitalised "the Union" that raised an industrial dispute is the workmen's union ----------------------
# side24 stopped "the Union" naming both sides beside the employer; in facts where "The Union raised a dispute" that
# made a confident wrong side (the employer) of the workmen's union. Written here.
INDUSTRIAL = ("Industrial dispute. The Union raised a dispute over the dismissal of forty workmen of the textile mill; "
              "the management says the workmen struck work illegally. The Labour Court ordered reinstatement.")


@pytest.mark.parametrize("statement", [
    "I act for the Union, which raised the dispute",
    "acting for the Union, which says the dismissals were victimisation",
])
def test_the_union_that_raised_the_dispute_is_the_workmen(statement):
    from lcr_core.explain.roles import stated_side

    got = stated_side(statement, INDUSTRIAL)
    assert got is not None and got.role == "employee", got


def test_the_union_of_india_that_raised_an_objection_is_still_the_state():
    from lcr_core.explain.roles import _TRADE_UNION_FACTS

    assert not _TRADE_UNION_FACTS.search("The Union of India raised a dispute about the seniority list.")
    assert _TRADE_UNION_FACTS.search("the industrial dispute espoused by the Union")


# ---- roles24's clause-by-clause reading: a counsel's prayer or a court below's order is no disposition here ---------
@pytest.mark.parametrize("sentence", [
    # AILA C2229: what counsel asked for
    "Learned counsel submitted that the Appeal filed by the State against acquittal of Sardar be dismissed and the "
    "Appeal filed by the accused requires to be allowed and all be acquitted.",
    # AILA C2649
    "He, therefore, submitted that the appeal filed by the writ petitioner is liable to be dismissed and the appeal of "
    "respondent No 4 deserves to be allowed.",
    # AILA C2384: the High Court's order under appeal
    "This appeal is directed against judgment and order dated 24092008 passed by the High Court of Punjab and Haryana "
    "in Criminal Appeal No1044 of 1998, whereby the High Court allowed appeal of one of the four accused persons and "
    "dismissed appeal of the other three accused.",
])
def test_split_dispositions_skip_a_prayer_or_an_order_below(sentence):
    from lcr_core.explain.partial import _split_dispositions
    from lcr_core.explain.roles import role_of_word

    for criminal in (True, False):
        assert _split_dispositions([sentence], criminal, role_of_word, None) is None


# ---- side24's owner by the verb: an owner of land is a landlord only where there is a tenancy -----------------------
TENANCY = ("Eviction. The tenant has occupied a shop in the landlord's building since 1990 at Rs 2,000 a month; the "
           "landlord seeks eviction for bona fide need of his son.")  # written here


@pytest.mark.parametrize("statement", [
    "I represent the man who owned the house",
    "we represent the farmers who own the fields next to the factory",
    "for the people who owned the shops",
])
def test_owning_land_names_no_landlord_without_a_tenancy(statement):
    from lcr_core.explain.roles import stated_side

    got = stated_side(statement, "")
    assert got is None or got.role != "landlord", got


def test_the_owner_of_the_let_building_is_still_the_landlord():
    from lcr_core.explain.roles import stated_side

    got = stated_side("I act for the man who owns the building", TENANCY)
    assert got is not None and got.role == "landlord", got


# ---- side24's "accused of" in a tax matter: still the accused where the facts hold a prosecution too ---------------
TAX_PROSECUTION = ("Income tax prosecution. The department filed a complaint against the company and its directors "
                   "under section 276C of the Income Tax Act for wilful evasion of tax; the Magistrate took cognizance "
                   "and issued summons. The assessment for the year is under appeal.")  # written here


def test_accused_of_in_a_tax_prosecution_is_the_accused():
    from lcr_core.explain.roles import stated_side

    got = stated_side("I act for the company accused of evading tax", TAX_PROSECUTION)
    assert got is not None and got.role == "accused", got
