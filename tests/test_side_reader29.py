"""side29: the user's side where part 28's statements named a party the story tells by what it is.

Part 28's written patterns (development data since its frozen run) were a bank's recovery suit against a firm and its
guarantor, a newspaper's writ against its removal from the advertisement list, a temple trust's suit against a former
priest's descendants, and a life convict's writ for premature release. Their stories say who sued whom in ways the
story readers did not follow: the bank that sued is "it" ("It then filed a money suit ... against the firm and the
guarantor"), the defendants are told by what they did and claimed ("the descendants of the former priest began
cultivating ..., claiming that ..."), the appeal pending is a party's own ("The trust's second appeal"), the story's
person is a body ("A Hindi daily with a circulation of about 40,000 ... It filed a writ petition") or a convict ("A man
convicted of murder in 2004 ..."). The statements also used labels the rules did not read ("state counsel: ...",
"plaintiff bank in the money suit"). The near misses pin what must not fire: an "it" that stands for no party, an
"against" of another clause or against an order, a fact that starts with a place word, a woman who accused her
husband, another party of the convict's story.
"""

from __future__ import annotations

import json
from pathlib import Path

from lcr_core.explain import roles
from lcr_core.explain.roles import stated_side

_DIR = Path(__file__).resolve().parents[1] / "datasets/stance"
_WRITTEN = {json.loads(line)["id"]: json.loads(line)["text"]
            for n in (21, 23, 28) for line in (_DIR / f"written_queries{n}.jsonl").open()}
BANK, WRIT, SUIT, PRISON = (_WRITTEN[f"written28-{a}"] for a in ("bank", "writ", "suit", "prison"))
MATRIMONIAL23, SALESTAX21 = _WRITTEN["written23-matrimonial"], _WRITTEN["written21-salestax"]


def role(statement: str, context: str) -> str | None:
    side = stated_side(statement, context)
    return side.role if side is not None else None


# ---- "<role> counsel:" as a label ---------------------------------------------------------------------------------

def test_role_counsel_label():
    assert role("state counsel: premature release is not a right, and the board's discretion is not reviewable",
                PRISON) == "prosecution"
    assert role("state counsel: nobody has a right to government advertisements", WRIT) == "government"
    assert role("defence counsel: the police report is stale", PRISON) == "accused"


def test_role_counsel_label_near_miss():
    assert role("senior counsel: the board did not apply its mind", PRISON) is None  # a rank, no side


# ---- a statement that is only its client's noun phrase, led by a place word ---------------------------------------

def test_place_noun_phrase():
    assert role("plaintiff bank in the money suit over the cash credit and the term loan", BANK) == "plaintiff"
    assert role("plaintiff trust seeking a declaration of title and a permanent injunction over the 6 acres",
                SUIT) == "plaintiff"


def test_place_noun_phrase_near_misses():
    assert role("Plaintiff bank filed a suit against the guarantor", BANK) is None  # a fact, not a side
    assert role("plaintiff bank, the guarantor says, let the stock disappear", BANK) is None
    # a search typed alone names its subject, not the user's client
    assert role("accused husband seeking quashing of the 498A FIR", "") is None
    assert role("plaintiff bank in the money suit over the cash credit and the term loan", "") is None


def test_place_in_the_case_named():
    # AILA_Q10's facts (AILA 2019, CC BY 4.0): the four appellants were tried and convicted
    facts = ("The four appellants, along with P1 son of P2, were jointly tried in the court of Additional Sessions Judge "
             "on the following charges. The order of the trial court convicting them all concludes thus: All the five "
             "accused are convicted for the offence of rioting. They all jointly appealed to the High Court.")
    assert role("counsel for appellant no. 4 in the unlawful assembly and attempt to murder case", facts) == "accused"
    # another court is not where the place stands
    assert role("counsel for appellant no. 4 in the High Court", facts) != "accused"


# ---- the story's parties: an "it" bringer, those it sued, a party that claims, a party's own appeal -----------------

def test_story_bringer_is_it():
    story = roles._story_parties(BANK)
    assert story is not None and story[0] == ["bank"]
    assert ["guarantor"] in story[1] and ["firm"] in story[1]
    assert role("we represent the nationalised bank that sued the crate firm and its guarantor for rs 68 lakh",
                BANK) == "plaintiff"
    assert role("we act for the lender bank; the guarantor says he is discharged under section 141", BANK) == "plaintiff"
    assert role("i appear for the guarantor who says the bank let the hypothecated stock disappear", BANK) == "defendant"
    assert role("for the surety, who says the limit was renewed twice without his consent", BANK) == "defendant"
    # a writ: the bringer no body of the State is the citizen
    assert role("acting for the paper that reported the irregularities in the rural housing scheme", WRIT) == "citizen"


def test_story_it_near_misses():
    # "it" standing for a thing the story tells (an account), not a party: no bringer
    story = ("Money suit. In 2017 the account became a non-performing asset. It then filed a money suit against the "
             "firm. The firm says the loan was repaid.")
    assert roles._story_parties(story) is None
    # "against" in another clause of the filing sentence, or against an order, names no party
    parties = roles._story_parties(SALESTAX21)
    assert parties is not None and parties[1] == []
    story = ("Writ. The society filed a writ petition against the order of the Registrar. The Registrar says the "
             "election was void.")
    parties = roles._story_parties(story)
    assert parties is not None and ["order"] not in parties[1]


def test_story_claimer_and_own_appeal():
    story = roles._story_parties(SUIT)
    assert story is not None and story[0] == ["trust"] and ["descendants"] in story[1] and story[2] is True
    assert role("we represent the former priest's descendants who cultivate two acres of the temple land",
                SUIT) == "defendant"
    assert role("i'm for the priest's family, who say they have held the land adversely for forty years",
                SUIT) == "defendant"
    assert role("counsel for the trustees, appellants in the second appeal", SUIT) == "plaintiff"
    # the guarantor's first appeal (the bank's suit decreed): its appellant is the defendant, "now" or not
    assert role("counsel for the school teacher who signed the continuing guarantee, now the appellant in the first "
                "appeal", BANK) == "defendant"
    assert role("for the respondents in the trust's second appeal, who claim the land as service inam",
                SUIT) == "defendant"
    # the husband who petitioned for divorce appeals his loss ("The husband's first appeal is before the High Court")
    assert roles._story_parties(MATRIMONIAL23)[2] is True


def test_story_claimer_near_miss():
    # the bringer's own claim makes no answerer of it
    story = ("Suit for possession. In 2015 the trust filed a suit for possession against the tenant, claiming that the "
             "lease had ended.")
    parties = roles._story_parties(story)
    assert parties is not None and parties[0] == ["trust"] and ["trust"] not in parties[1]


# ---- the story's person: a body told as "it", a person charged ---------------------------------------------------

def test_story_person_a_body():
    person = roles._story_person(WRIT)
    assert person is not None and person[0] == ["hindi", "daily"]
    assert role("i represent the hindi daily dropped from the approved list for government advertisements",
                WRIT) == "citizen"
    assert role("we represent the daily with a 40,000 circulation in four districts", WRIT) == "citizen"


def test_story_person_charged_is_the_accused():
    person = roles._story_person(PRISON)
    assert person is not None and person[0] == ["man"]
    assert role("counsel for the prisoner who has served nineteen years and clerked in the prison library",
                PRISON) == "accused"
    assert role("i'm for the writ petitioner, a murder convict who says the 2002 remission policy governs his case",
                PRISON) == "accused"


def test_story_person_charged_near_misses():
    # a woman who accused her husband is the complainant, not a person charged
    story = ("Dowry cruelty. A woman accused her husband and his mother of harassing her for dowry; the police "
             "charge-sheeted them under section 498A. She says she was beaten and sent back to her parents.")
    assert roles._story_person(story) is None or roles._story_person(story)[3].re is not roles._STORY_PERSON_CHARGED
    assert role("i act for the woman who was beaten", story) == "prosecution"
    # the victim's family in the convict's story is not the convict
    assert role("we act for the victim's family, who still fear him", PRISON) != "accused"


def test_story_against_list_and_it_not_an_office():
    # every party of the filing's "against" list, however it is joined
    story = ("Recovery of a loan. A co-operative bank lent Rs 20 lakh to a transport firm in 2015 against hypothecation "
             "of two buses. The firm defaulted in 2018. The bank filed a recovery suit against the firm, its two partners "
             "and the guarantor. The partners say the buses were seized and sold by the bank without notice.")
    parties = roles._story_parties(story)
    assert parties is not None and parties[0] == ["bank"]
    assert all(p in parties[1] for p in (["firm"], ["partners"], ["guarantor"]))
    assert role("i appear for the guarantor", story) == "defendant"
    # "it" is no officer the sentence before tells acting on it: the school, told before, brought the writ
    story = ("Writ petition, recognition of a school. A private unaided school has run classes up to the tenth standard "
             "since 2001. In 2021 the District Education Officer withdrew its recognition for want of a playground. It "
             "filed a writ petition under Article 226 saying no notice was given. The State says the rules are mandatory.")
    parties = roles._story_parties(story)
    assert parties is not None and parties[0] == ["private", "unaided", "school"]
    assert role("i act for the District Education Officer", story) != "citizen"


# ---- what one underwent is no act charged; the wife in a dowry matter ----------------------------------------------

# AILA_Q8's facts (AILA 2019, CC BY 4.0): a wife harassed by her husband and mother-in-law, who died of burns
Q8 = ("The deceased P1 was daughter of PW1. P2 resident of village Sanjkheda and she was married to appellant no. 1 P3 "
      "son of P4 about two and half years prior to the date of incident which took place on 15 September 1991. For about "
      "six months P1 was treated well but thereafter the accused started asking her to bring Rs. 1,000-1,200 from her "
      "parents to meet the household expenses and also for purchasing manure. Whenever P1 went to her parental home, she "
      "used to tell her parents that her husband and mother-in-law (accused appellants) were harassing her and used to "
      "occasionally beat her.")


def test_what_one_underwent_is_no_act_charged():
    assert role("My client is the wife, who survived the burns", Q8) != "accused"
    assert role("I act for the wife who sustained the injuries", Q8) != "accused"
    # near miss: what one did to another stays an act charged, an irregular past too
    assert role("we act for the man who stabbed the victim", Q8) == "accused"
    assert role("I act for the husband who burnt the wife", Q8) == "accused"


def test_the_wife_in_a_dowry_matter_is_the_prosecution_side():
    # the chat's leftover: "My client is the wife" in a dowry fact pattern. The wife alive and complaining is the
    # complainant; a wife who died is the victim, whose family complains: the prosecution side either way
    alive = ("Dowry harassment. The wife says her husband and his mother demanded Rs 2 lakh as dowry and beat her; she "
             "lodged an FIR under section 498A and the police charge-sheeted both.")
    dead = ("Dowry death. The wife died of burns within three years of marriage; her father's FIR says the husband and his "
            "mother demanded dowry. Both were convicted under section 304B.")
    assert role("My client is the wife", alive) == "prosecution"
    assert role("My client is the wife", dead) == "prosecution"
    # near miss: a wife charged with her husband's murder is no complainant
    charged = "The wife was charged with poisoning her husband for his property; the trial court convicted her of murder."
    assert role("My client is the wife", charged) != "prosecution"


# ---- two coordinated bringers, whom they sued, a bringer with a relative clause, a dispute of no area ----------------

PARTITION = ("Partition suit. A widow and her two daughters sued her late husband's brother for partition of the family "
             "house in 2018, claiming a half share. The brother says the house was his own purchase from his own income. "
             "The trial court decreed the suit; his first appeal is pending.")
SOCIETY = ("Co-operative society election. A housing society held elections to its managing committee in 2022. A member "
           "who lost by three votes filed a dispute before the Registrar against the society and the returning officer, "
           "alleging that 40 votes of absent members were cast by proxy. The society says the proxies were valid under "
           "its bye-laws.")


def test_coordinated_bringers_and_whom_they_sued():
    assert role("i act for the widow", PARTITION) == "plaintiff"
    assert role("we are for the daughters", PARTITION) == "plaintiff"
    assert role("for the brother-in-law, appellant in the first appeal", PARTITION) == "defendant"
    # near miss: a verb phrase before "and" is no second bringer ("The owner died and his son filed ...")
    assert roles._story_parties("Suit for possession. The owner died and his son filed a suit for possession against "
                                "the tenant.") is None


def test_bringer_with_a_relative_clause_in_a_dispute_of_no_area():
    assert role("for the member who lost by three votes", SOCIETY) == "plaintiff"
    assert role("we act for the housing society", SOCIETY) == "defendant"
    # near miss: a body of the State bringing it is no private party of such facts
    story = ("Recovery of dues. The municipal corporation filed a dispute before the tribunal against the contractor "
             "who built the market. The contractor says the work was accepted.")
    assert role("we act for the municipal corporation", story) != "plaintiff"


def test_they_bringer():
    story = ("Writ petition, a stone quarry near a village. A private company was granted a mining lease for a stone quarry "
             "in 2019 about 300 metres from a village school. The villagers complained of blasting and dust to the "
             "Collector, who took no action. They filed a writ petition in the High Court against the State, the "
             "Collector and the company, saying the lease violated the 500 metre buffer rule.")
    parties = roles._story_parties(story)
    assert parties is not None and parties[0] == ["villagers"]
    assert role("we act for the villagers who complained of the blasting", story) == "citizen"
    # near miss: "they" stands for no thing the sentence before tells ("the orders")
    story = ("Writ petition. In 2020 the orders were issued without notice. They filed a writ petition against the State.")
    assert roles._story_parties(story) is None
