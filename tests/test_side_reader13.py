"""More user sides read (stance13) by general mechanisms, never by a guess.

Every sentence here was written for these tests (none is a labelled statement or fact pattern). Each pins one
general mechanism of ``roles.stated_side``:

- a body named by an acronym the fact pattern spells out ("the HUDA" where the facts say "Haryana Urban Development
  Authority (HUDA)") is read as its full name: a public body by its type (government; the employer in a service
  matter); "dept" / "govt" are read as the words they shorten;
- "<party> - that's our side" / "that is our client": the party before it is the client;
- a penal sanction said of the client ("the firms penalised by the Enforcement Directorate", "the two traders
  fined for hoarding") in a penal matter: the accused;
- the client's own writ step ("who filed the PIL", "that moved the writ petition", "who says the rule is ultra
  vires") in a citizen / government matter: the citizen.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import stated_side

ACQUISITION = ("The Haryana Urban Development Authority (HUDA) asked the State to acquire 40 acres of farmland near "
               "Panchkula for a sector road. The landowners challenged the notification under the Land Acquisition Act "
               "in a writ petition, saying the urgency clause was invoked without cause.")
SERVICE = ("The Punjab State Electricity Board (PSEB) dismissed a lineman after a departmental inquiry for unauthorised "
           "absence. He says the inquiry officer never supplied the report and the dismissal violates natural justice.")
PENAL = ("The Enforcement Directorate prosecuted two export firms and their partners for offences under the Foreign "
         "Exchange Regulation Act; the firms were fined and the partners convicted by the magistrate for failing to "
         "repatriate export proceeds.")
HOARDING = ("Two rice traders were prosecuted under the Essential Commodities Act for hoarding; the trial court "
            "convicted them and fined each of them Rs. 5,000. The Sessions Court confirmed the conviction.")
WRIT = ("A resident filed a public interest litigation in the High Court against the State's rule allowing stone "
        "quarrying within the wildlife sanctuary; the State defended the rule as a valid exercise of its power. "
        "The writ petition was dismissed.")
TAX = ("The Commercial Tax Department reassessed a dealer in cement to sales tax for 2009-11 and levied a penalty "
       "for suppressed turnover. The dealer appealed to the Tribunal, contending the reassessment was time-barred.")


@pytest.mark.parametrize("statement,context,role", [
    ("We act for the HUDA.", ACQUISITION, "government"),
    ("our side is the HUDA", ACQUISITION, "government"),
    ("counsel for HUDA, which wanted the land", ACQUISITION, "government"),
    ("I appear for the PSEB", SERVICE, "employer"),
    ("state of haryana excise dept is our client", TAX, "revenue"),
    ("the state govt is our client", ACQUISITION, "government"),
])
def test_a_body_by_its_acronym_or_abbreviation_is_read_by_its_type(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


@pytest.mark.parametrize("statement,context", [
    ("We act for the XYZ.", ACQUISITION),   # an acronym the facts do not spell out: no side
    ("We act for the HUDA.", ""),           # no fact pattern: the acronym says nothing
    ("I appear for the PSEB", ""),
])
def test_an_unexplained_acronym_reads_no_side(statement: str, context: str) -> None:
    assert stated_side(statement, context) is None


@pytest.mark.parametrize("statement,context,role", [
    ("Commercial Tax Department - that's our side", TAX, "revenue"),
    ("the dealer in cement - that is our client", TAX, "assessee"),
    ("the landowners: that's who we represent", ACQUISITION, "citizen"),
])
def test_a_party_then_thats_our_side(statement: str, context: str, role: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == role


def test_thats_their_side_is_not_ours() -> None:
    assert stated_side("Commercial Tax Department - that's their side", TAX) is None


@pytest.mark.parametrize("statement,context", [
    ("We act for the firms penalised by the Enforcement Directorate", PENAL),
    ("my clients are the two traders fined for hoarding", HOARDING),
    ("I appear for the partners who were convicted under FERA", PENAL),
    ("acting for the traders, charged with hoarding rice", HOARDING),
])
def test_a_penal_sanction_said_of_the_client_is_the_accused(statement: str, context: str) -> None:
    got = stated_side(statement, context)
    assert got is not None and got.role == "accused"


@pytest.mark.parametrize("statement,context", [
    # the client imposed the sanction: never the accused
    ("We act for the Directorate that penalised the firms", PENAL),
    ("acting for the inspector who got the traders fined", HOARDING),
])
def test_a_sanction_imposed_by_the_client_is_not_read_as_the_accused(statement: str, context: str) -> None:
    got = stated_side(statement, context)
    assert got is None or got.role != "accused"


def test_a_penalty_in_a_tax_matter_stays_the_assessees() -> None:
    # the fact pattern reads as a tax matter first, a prosecution second: a penalty is the tax law's, not a sentence
    facts = TAX + " The Department also prosecuted the dealer for evasion and he was convicted."
    got = stated_side("we act for the dealer penalised for suppressed turnover", facts)
    assert got is None or got.role != "accused"
    got = stated_side("we act for the dealer prosecuted for evasion", facts)
    assert got is not None and got.role == "accused"


@pytest.mark.parametrize("statement", [
    "I'm for the petitioner who filed the PIL against the quarrying rule",
    "acting for the resident who filed the public interest litigation",
    "we represent the villagers that moved the writ petition",
    "for the appellant who says the quarrying rule is ultra vires",
])
def test_the_clients_writ_step_names_the_citizen(statement: str) -> None:
    got = stated_side(statement, WRIT)
    assert got is not None and got.role == "citizen"


@pytest.mark.parametrize("statement", [
    # an authority that answers the writ, or a step taken by someone else, is not the citizen
    "we act for the State, which defended the rule the resident challenged in his PIL",
    "for the respondent Government whose rule the PIL attacked",
])
def test_a_writ_step_of_another_party_is_not_the_clients(statement: str) -> None:
    got = stated_side(statement, WRIT)
    assert got is None or got.role != "citizen"
