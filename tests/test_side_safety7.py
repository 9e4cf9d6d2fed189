"""Safety of the user's side (stance7): a side is read only from unambiguous evidence, never the opposite one.

Every sentence here was written for these tests (none is a labelled statement). Each pins one general mechanism:
- the HEAD of the client's description names the side, not a role word inside an object ("the assault on the
  informant") or a party coordinated with it by a possessive ("the State and its officers");
- a procedural place qualified by a description ("applicants for licences", "the respondents who had the rule
  struck down") is the described party, not the place: when the
  description names no role, no side is read (the card says so) rather than the precedent's place;
- the meaning fallback never reads a procedural place: a place in the user's own case says nothing of the
  precedent's parties.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import FALLBACK, stated_side
from lcr_core.explain.side_meaning import read_side

CRIME = ("The accused were convicted under Section 307 IPC by the Sessions Judge for an attack on the informant; "
         "the High Court upheld the conviction and the accused appealed.")
SERVICE = ("The appellant, a head constable, was dismissed from service after a departmental inquiry held by the "
           "Superintendent of Police; the report was not supplied to him.")
WRIT = ("The State issued a notification reserving plots; the allotment of plots was challenged in a writ petition "
        "under Article 226 as arbitrary. The Government defended the notification.")
LAND = ("The State acquired land for a housing scheme; the notification under the Land Acquisition Act was "
        "challenged in a writ petition. The High Court quashed the release of some plots.")


def role(statement: str, context: str) -> str | None:
    got = stated_side(statement, context)
    return got.role if got else None


@pytest.mark.parametrize("statement", [
    "We act for the five villagers convicted of the assault on the informant",
    "my clients are the three brothers found guilty of the attack upon the complainant",
    "the two men sentenced for the stabbing at the victim's house are who I represent",
])
def test_a_victim_inside_an_object_is_not_the_client(statement):
    assert role(statement, CRIME) == "accused"


@pytest.mark.parametrize("statement, expected", [
    ("we're for the State of Haryana and its police officers", "employer"),
    ("I represent the Electricity Board and its engineers", "employer"),
    ("we act for the Corporation and its managing director", "employer"),
])
def test_a_possessive_coordination_keeps_the_head_party(statement, expected):
    assert role(statement, SERVICE) == expected


@pytest.mark.parametrize("statement", [
    "I appear for the applicants for ration-shop licences",
    "for the petitioners who had the notification quashed by the High Court",
    "my clients are the respondents who bought the released plots",
    "we act for the appellants seeking the allotment of industrial sheds",
])
def test_a_described_place_is_never_read_as_the_precedents_place(statement):
    got = role(statement, WRIT)
    assert got not in FALLBACK  # the description's role kind, or no side: never the place


@pytest.mark.parametrize("statement, expected", [
    ("I act for the appellant", "employee"),  # the facts say who the appellant is
    ("We represent the respondents in this appeal.", None),  # not qualified by a description: the place stays
    ("I act for the appellant, the constable who was dismissed", "employee"),  # an apposition: the place, described
])
def test_a_bare_place_still_reads(statement, expected):
    got = role(statement, SERVICE)
    if expected is None:
        assert got is not None
    else:
        assert got == expected


@pytest.mark.parametrize("statement", [
    "I act for the people who won below and now defend the judgment",
    "we are the side that lost in the High Court and filed the appeal",
])
def test_the_meaning_fallback_never_reads_a_place(statement):
    got = read_side(statement, LAND)
    assert got is None or got.role not in FALLBACK


def test_a_verb_of_a_relative_clause_does_not_place_a_party():
    """"The appellant filed a writ petition which was dismissed": the petition was dismissed, not the appellant
    from service; the precedent's roles are then not read from that clause."""
    from lcr_core.explain.roles import precedent_parties

    judgment = ("Sri Venkateswara Trust v. Ramaiah\n\nThe appellant filed a writ petition which was dismissed by "
                "the High Court. The labour court had ordered the reinstatement of the workmen with back wages after "
                "the retrenchment. Leave was granted.")
    parties = precedent_parties(judgment, "", ("employee", "employer"))
    assert parties.appellant != "employee"
    told = precedent_parties(judgment.replace("which was dismissed", "and was dismissed from service"), "",
                             ("employee", "employer"))
    assert told.appellant == "employee"  # the same clause with the appellant as the subject still reads


@pytest.mark.parametrize("statement, context, expected", [
    ("We are assisting the Special Public Prosecutor in this appeal", CRIME, "prosecution"),
    ("I'm assisting the defence of the two accused", CRIME, "accused"),
    ("for the farmers who lost their farms to the acquisition", LAND, "citizen"),
    ("we appear for the family that lost its house to the acquisition for the highway", LAND, "citizen"),
])
def test_the_rules_read_more_sides_themselves(statement, context, expected):
    """What the meaning fallback read before now reads by rule (a side read only by meaning gives no direction)."""
    assert role(statement, context) == expected


def test_a_side_read_only_by_meaning_gives_no_direction():
    from lcr_core.explain.roles import PartyRoles
    from lcr_core.explain.stance import user_stance

    parties = PartyRoles(("employee", "employer"), "employee", "the appellant was dismissed from service")
    stated = user_stance("allowed", "employee", parties)
    how = "side read by meaning: nearest 'employee' 0.71 vs 'employer' 0.52, non-side 0.44"
    read = user_stance("allowed", "employee", parties, tentative=how)
    assert stated[0] == "supports"
    assert read[0] == "neutral" and read[1] == stated[1]  # the mapping is still shown
    assert "read by meaning" in read[2] and "supports" not in read[2]
    assert user_stance("dismissed", "employee", parties, tentative=how)[0] == "neutral"
    assert user_stance("other", "employee", parties, tentative=how)[0] == "neutral"


@pytest.mark.parametrize("judgment, expected", [
    ("1971 (2) SCR 310 (4 March 1971)\n\nA plot of agricultural land belonging to the appellant near the town was notified for "
     "acquisition under section 4 of the Land Acquisition Act for a bus depot. The award was made by the Collector.",
     "citizen"),
    ("1971 (2) SCR 310 (4 March 1971)\n\nThe appellant owned certain lands in the district in respect of which proceedings under "
     "the Land Acquisition Act were started, and the Government took possession.", "citizen"),
    ("1971 (2) SCR 310 (4 March 1971)\n\nPossession of the orchard was taken from the appellants in 1962 under "
     "the Land Acquisition Act; a reference under section 18 was made at the instance of the appellants.", "citizen"),
])
def test_a_landowner_is_read_from_what_is_said_of_the_land(judgment, expected):
    from lcr_core.explain.roles import precedent_parties

    assert precedent_parties(judgment, "", ("citizen", "government")).appellant == expected


def test_a_sentence_imposed_on_a_place_names_the_accused():
    from lcr_core.explain.roles import precedent_parties

    judgment = ("1971 (2) SCR 310 (4 March 1971)\n\nThe sentence of death under Section 302 of the Indian Penal "
                "Code imposed on the appellant by the Sessions Judge and confirmed by the High Court is challenged in "
                "this appeal by special leave. The murder was committed in the village; the trial court relied on "
                "two eye-witnesses and the FIR.")
    assert precedent_parties(judgment, "", ("accused", "prosecution")).appellant == "accused"


SUIT = "The plaintiff trust sued the defendant for recovery of possession of the dharamshala and a decree was passed."
COMPLAINT = ("The husband and his mother were charged under Section 498A IPC on the wife's complaint of dowry "
             "harassment; the Magistrate convicted them.")
DEPUTATION = ("The officer was sent on deputation to a central council and repatriated before the term ended; a writ "
              "petition under Article 226 challenged the order.")


@pytest.mark.parametrize("statement, context, expected", [
    ("we act for the daughter-in-law who lodged the cruelty and dowry complaint", COMPLAINT, "prosecution"),
    ("I'm for the directors summoned on the Labour Department's complaint", CRIME, "accused"),
    ("I appear for Mr. Rao, the caretaker's nephew, sued by the trust for possession", SUIT, "defendant"),
    ("for the Registrar whose deputation was ended early", DEPUTATION, "employee"),
])
def test_what_was_done_to_or_by_the_client_names_the_side(statement, context, expected):
    assert role(statement, context) == expected


BOOK = ("The Government forfeited every copy of the pamphlet under Section 95 of the Code of Criminal Procedure; "
        "the publisher challenged the forfeiture in the High Court. The author was prosecuted and convicted under "
        "Section 153A IPC after an FIR and a charge-sheet.")


@pytest.mark.parametrize("statement, context, expected", [
    ("we appear for the State of Kerala, which issued the forfeiture notification", BOOK, "government"),
    ("I act for the Improvement Trust, which sought the acquisition of the village land", LAND, "government"),
])
def test_the_maker_of_the_states_act_stands_with_the_government(statement, context, expected):
    assert role(statement, context) == expected
