"""review26: second look at the round-26 rules (side26's story person, the acquittal appealed in the client's clause).

side26's ``_story_person_side`` reads a client as the fact pattern's own person (the citizen against the State, the
employee against an employer) when the statement shares three content words with the sentences the facts tell of
that person. Those sentences also tell what the other side did to the person and who else was there, so a
statement naming the other side in the facts' own words read as the person:

- the one who did to the person what the facts say was done to them ("the side that cancelled the licence and
  forfeited the security deposit", "the one who detained the dealer in June 2022");
- another party the facts introduce ("a shift supervisor", "traders in the neighbouring State", "a rival group",
  "his juniors", "a rival trader");
- a body's own man ("the mill's legal adviser", "the inspector's side"), a committee ("the Departmental Promotion
  Committee");
- the opening person who is the employer ("A shop owner had employed a salesman ...").

side26's acquittal-in-the-client's-clause rule excluded a reversal of the acquittal by "reversal / reversing /
setting / upsetting" only, so a convict who appealed "the judgment overturning his acquittal" read as the
prosecution (review22's "against the ... acquittal" had the same gap).

The fact patterns are the development written queries of parts 20, 22 and 25 (as in tests/test_side_reader26.py) and
three written for these tests; the statements are written for these tests, as a user would type them in the chat.
"""

from __future__ import annotations

import pytest

from lcr_core.explain.roles import _story_person_side
from lcr_core.explain.user_side import side_in_message

LICENCE = ("Cancellation of a fair price shop licence. A widow has run a fair price shop in her village under the public "
           "distribution system since 2011, on a licence issued by the District Supply Officer under the State PDS "
           "Control Order. In March 2021, after complaints from a rival group in the gram panchayat, an inspector "
           "visited the shop, recorded a shortage of 4 quintals of rice and 1 quintal of sugar against the stock "
           "register, and noted that the price board was not displayed. She was given a show cause notice three days "
           "later, without a copy of the inspection report or the complaints. Her reply said the stock for that month "
           "had arrived late and part had been distributed against ration cards the same morning, and asked to "
           "cross-examine the inspector. The District Supply Officer cancelled the licence and forfeited her security "
           "deposit. Her appeal to the Deputy Commissioner and revision to the State Government were dismissed in short "
           "orders. She has filed a writ petition in the High Court.")
DETENTION = ("Preventive detention, habeas corpus. A wholesale fertiliser dealer in a district town was detained in June "
             "2022 by the District Magistrate under the Prevention of Black Marketing and Maintenance of Supplies of "
             "Essential Commodities Act, 1980, for twelve months. The grounds say that during the kharif season he "
             "hoarded about 900 bags of subsidised urea and sold them to traders in the neighbouring State at a "
             "premium. His representation to the State Government, sent through the jail on 2 July, was rejected on "
             "29 July without any explanation for the gap. His wife has filed a writ of habeas corpus under Article "
             "226 in the High Court.")
INDUSTRIAL = ("Industrial dispute, dismissal of a workman. A machine operator had worked in a private textile mill since "
              "2009 and was an active member of the workers' union. In 2019 the management charge-sheeted him for "
              "assaulting a shift supervisor on the shop floor and dismissed him after a domestic inquiry. The inquiry "
              "officer was the mill's own legal adviser, his request to be represented by a co-worker was refused, and "
              "he was not given a copy of the inquiry report before the dismissal. He raised an industrial dispute. "
              "The management has challenged the award in a writ petition in the High Court, saying that the workman "
              "has been running a tea stall since 2020.")
SENIORITY = ("Service law, seniority and promotion. An Assistant Engineer was appointed in the State Public Works "
             "Department in 2008 on an ad hoc basis against a clear vacancy and worked continuously until the Public "
             "Service Commission selected him and his appointment was regularised in 2013. The final seniority list of "
             "Assistant Engineers counts his seniority only from 2013, so engineers who joined as direct recruits in "
             "2010-2012 rank above him, and in 2021 several of them were promoted as Executive Engineers while he was "
             "passed over. He says he is entitled to promotion from the date his juniors were promoted. The State Administrative Tribunal dismissed his original application; a writ petition "
             "against that order is pending in the High Court.")
PROMOTION = ("Service law, sealed cover and notional promotion. A Deputy Conservator of Forests was in the zone of "
             "consideration when the Departmental Promotion Committee met in March 2019 for promotion as Conservator. A "
             "vigilance inquiry was then pending, but the charge memo was served on him only in August 2019. The DPC "
             "nevertheless kept its recommendation in a sealed cover, and two officers junior to him were promoted in "
             "April 2019. The Government then opened the sealed cover, found him recommended, and promoted him only "
             "from the date of the order. Both he and the Union have filed writ petitions in the High Court.")
SHOP_OWNER = ("Dismissal of a salesman. A shop owner had employed a salesman in his garment store since 2012. In 2020 he "
              "dismissed him without notice, saying he had taken cash from the till. The salesman approached the Labour "
              "Court, which ordered reinstatement with back wages. The owner has filed a writ petition.")
LIQUOR = ("Cancellation of a liquor licence. A trader was granted a liquor licence by the Excise Commissioner in 2020. A "
          "rival trader objected that the shop was within 100 metres of a temple, and the Commissioner cancelled his "
          "licence without hearing him. He has filed a writ petition in the High Court.")
BLACKLIST = ("Blacklisting of a contractor. A civil contractor had executed road works for the Public Works Department "
             "since 2010. In 2021 the Executive Engineer blacklisted him for five years on a complaint that he had used "
             "substandard bitumen, without a show cause notice. He has filed a writ petition.")


def role(statement: str, context: str) -> str | None:
    side = side_in_message(statement, context)
    return side.role if side is not None else None


@pytest.mark.parametrize("statement, context, person", [
    ("I act for the side that cancelled the licence and forfeited the security deposit", LICENCE, "citizen"),
    ("we represent the one who cancelled the licence and forfeited the deposit", LICENCE, "citizen"),
    ("We act for whoever issued the licence under the Control Order in her village", LICENCE, "citizen"),
    ("I am for the one who detained the dealer in June 2022", DETENTION, "citizen"),
    ("I am for the party that rejected the representation sent through the jail", DETENTION, "citizen"),
    ("I'm for the side that charge-sheeted and dismissed the operator after the inquiry", INDUSTRIAL, "employee"),
    ("we represent the engineer who blacklisted the contractor for five years", BLACKLIST, "citizen"),
])
def test_who_did_to_the_person_what_the_facts_tell_is_not_the_person(statement, context, person):
    assert role(statement, context) != person


@pytest.mark.parametrize("statement, context, person", [
    ("we represent the traders in the neighbouring State who bought the urea at a premium", DETENTION, "citizen"),
    ("I act for the rival group whose complaints led to the inspection of the shop", LICENCE, "citizen"),
    ("I act for the rival trader who objected", LIQUOR, "citizen"),
])
def test_another_party_the_facts_introduce_is_not_the_person(statement, context, person):
    assert role(statement, context) != person


@pytest.mark.parametrize("client, context", [
    ("the shift supervisor who was assaulted on the shop floor", INDUSTRIAL),
    ("the shift supervisor he assaulted on the shop floor", INDUSTRIAL),
    ("the co-worker whose representation of the workman was refused", INDUSTRIAL),
    ("the direct recruits of 2010-2012 who were promoted as Executive Engineers", SENIORITY),
    ("the juniors promoted as Executive Engineers in 2021", SENIORITY),
])
def test_another_employee_the_facts_introduce_is_not_the_person(client, context):
    # the story person reader claims none of them; the service reader still reads a staff member as an employee
    # (older behaviour, left: they are the employer's staff, and the employee side's word covers them)
    assert _story_person_side(client, [("employee", "employer")], context) is None


@pytest.mark.parametrize("statement, context, person", [
    ("we represent the mill's legal adviser who held the domestic inquiry", INDUSTRIAL, "employee"),
    ("I act for the inspector's side, who recorded the shortage against the stock register", LICENCE, "citizen"),
    ("we appear for the Departmental Promotion Committee that kept the recommendation in a sealed cover", PROMOTION,
     "employee"),
    ("we appear for the DPC that kept his recommendation in a sealed cover", PROMOTION, "employee"),
])
def test_a_bodys_own_man_or_committee_is_not_the_person(statement, context, person):
    assert role(statement, context) != person


def test_an_opening_person_who_employs_is_the_employer():
    assert role("I act for the shop owner", SHOP_OWNER) != "employee"
    assert role("I act for the garment store owner who dismissed the salesman", SHOP_OWNER) != "employee"


@pytest.mark.parametrize("opening, employs", [
    ("A shop owner had employed a salesman in his garment store. He dismissed him.", True),
    ("A shop owner employed a salesman in his garment store. He dismissed him.", True),
    # passive openings tell of the employee, whichever way the opening is found
    ("A clerk is employed in a State transport corporation. He was dismissed in 2020.", False),
    ("A workman was suspended the next day. He was later dismissed.", False),
])
def test_only_an_active_opening_verb_makes_the_employer(opening, employs):
    from lcr_core.explain.roles import _STORY_PERSON, _STORY_PERSON_ACTS, _opens_as_employer

    found = [m for m in (_STORY_PERSON.search(opening), _STORY_PERSON_ACTS.search(opening)) if m is not None]
    assert found and any(_opens_as_employer(m) for m in found) is employs


@pytest.mark.parametrize("statement, context, person", [
    # side26's own readings, and the person by what they did themselves
    ("i'm for the fertiliser dealer held under the black marketing act for twelve months", DETENTION, "citizen"),
    ("acting for the urea dealer whose representation lay undecided for almost four weeks", DETENTION, "citizen"),
    ("we appear for the licensee who was refused cross-examination of the inspector", LICENCE, "citizen"),
    ("counsel for the PDS shopkeeper whose security deposit was forfeited", LICENCE, "citizen"),
    ("acting for the village ration dealer who has run the shop since 2011", LICENCE, "citizen"),
    ("I am for the widow", LICENCE, "citizen"),
    ("counsel for the union member charge-sheeted for assaulting the shift supervisor", INDUSTRIAL, "employee"),
    ("I act for the workman who was dismissed after the domestic inquiry", INDUSTRIAL, "employee"),
    ("I act for the trader", LIQUOR, "citizen"),
    ("I represent the engineer passed over for promotion as Executive Engineer in 2021", SENIORITY, "employee"),
])
def test_the_person_still_reads(statement, context, person):
    assert role(statement, context) == person


CRIMINAL = ("The accused were tried for selling adulterated supari. The Chief Judicial Magistrate acquitted accused Nos. "
            "2 and 3; the State appealed.")


@pytest.mark.parametrize("statement", [
    "I act for the accused who appealed the judgment overturning his acquittal",
    "I act for the accused who challenged the order that overturned his acquittal",
    "we are for the convict who appealed the verdict quashing his acquittal",
    "I act for the accused who appealed against the order overturning acquittal",
])
def test_an_acquittal_undone_is_the_convicts_appeal(statement):
    assert role(statement, CRIMINAL) == "accused"


def test_the_acquittal_appealed_still_reads_the_prosecution():
    assert role("We are for the State, which appealed the Chief Judicial Magistrate's acquittal of accused Nos. 2 and 3.",
                CRIMINAL) == "prosecution"


RATION_SHOP = ("Cancellation of a ration shop licence. A woman shopkeeper has run a ration shop in her village since 2011 on "
               "a licence from the District Supply Officer. The District Supply Officer cancelled her licence after a "
               "surprise inspection, without notice to her. She has filed a writ petition in the High Court.")


def test_a_woman_named_by_her_trade_is_told_of_by_she():
    # side26 looked for "he" / "his" unless the person's last word was a woman's noun ("A widow"), so "A woman
    # shopkeeper" was never told of again and the shopkeeper read no side
    assert role("I represent the shopkeeper whose licence was cancelled without notice", RATION_SHOP) == "citizen"


@pytest.mark.parametrize("statement, context", [
    # the client is someone of the person's, named by the person's words ("of the widow", "the dealer's")
    ("I act for the opponent of the widow who runs the fair price shop", LICENCE),
    ("I represent the widow's rival who complained to the gram panchayat about the shop", LICENCE),
    ("I act for the dealer's rival who tipped off the police about the hoarding of urea", DETENTION),
    # no client at all: the statement is against the person
    ("I act against the widow whose licence was cancelled", LICENCE),
])
def test_someone_of_the_persons_or_against_them_is_not_the_person(statement, context):
    assert role(statement, context) != "citizen"


def test_the_persons_kin_is_still_their_side():
    assert role("I act for the dealer's wife, who has filed the habeas corpus petition", DETENTION) == "citizen"
    # the facts introduce her as "His wife", another person, but kin acts for the person
    assert role("I act for his wife, who has filed the habeas corpus petition", DETENTION) == "citizen"


# roles26's second half of a mixed order ("... are allowed and that of Ram Pravesh Singh (A-2), ... are dismissed")
# read any "and those of ... rejected" as a dismissal. Sentence from Indian Oil Corporation Ltd v Shashi Prabha Shukla
# (2017), AILA C1610 (CC BY 4.0): a quotation in the reasoning, no order.
_WADE = ("In his work Administrative Law (6th Edn.) Prof. H.W.R. Wade highlighted the distinction between powers of "
         "public authorities and those of private persons in the following words:\n\"The common theme of all the "
         "authorities so far mentioned is that the notion of absolute or unfettered discretion is rejected.")


def test_those_of_private_persons_rejected_is_no_dismissal():
    from lcr_core.explain.outcome import read_cues

    assert not read_cues(_WADE).dismiss
    closing = ("The appeal is allowed. We agree with the distinction drawn between the powers of public authorities and "
               "those of private persons, whose claim to unfettered discretion is rejected.")
    assert not read_cues(closing).partly


def test_the_mixed_orders_still_read():
    from lcr_core.explain.outcome import read_cues

    for s in ("25. In the result, the appeals of Thakur Singh (A-1), Akhilesh Ojha (A-5) and Keshav Singh (A-9) are "
              "allowed and that of Ram Pravesh Singh (A-2), Gorakh Nath Singh (A-3), Thakur Ojha (A-4), Jitendra Singh "
              "(A-6), Raj Nath Singh (A-7) and Adalat Pandit (A-10) are dismissed for the reasons as stated above.",
              "In the ultimate result, the appeal of accused- appellant Raj Pal is allowed while those of the other "
              "accused-appellants stand dismissed.",
              "18. For the foregoing reasons, the appeal preferred by the State is allowed and that of the workman is "
              "dismissed."):
        c = read_cues(s)
        assert c.allow and c.dismiss and c.partly, s


def test_the_person_named_after_not_is_not_the_client():
    # "X, not Y": the story readers read the person's word Y (_story_party_side: the widow) as the client
    assert role("I act for the District Supply Officer, not the widow", LICENCE) != "citizen"
    assert role("we are for the management, not the machine operator it dismissed", INDUSTRIAL) != "employee"
