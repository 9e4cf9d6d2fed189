"""side26: the fact pattern's own person, named by another word (a trade, a status) in the statement.

A written fact pattern about the State's act on someone opens with that person ("A wholesale fertiliser dealer ... was
detained"; "A widow has run a fair price shop ... on a licence"; "A machine operator had worked in a private textile
mill"). A client named by the facts' head noun for them, or by at least three content words of the sentences told of
them, is that person: the citizen against the State, the employee against an employer. The fact patterns are the
written queries of part 25 (development data); the near misses pin what must not fire: an official of the State
described by the facts' words, a body that acted on the person ("promoted him"), a person introduced only later in a
long text, and a client whose words the facts do not tell of the person.
"""

from __future__ import annotations

from lcr_core.explain.roles import stated_side

DETENTION = ("Preventive detention, habeas corpus. A wholesale fertiliser dealer in a district town was detained in June "
             "2022 by the District Magistrate under the Prevention of Black Marketing and Maintenance of Supplies of "
             "Essential Commodities Act, 1980, for twelve months. The grounds say that during the kharif season he "
             "hoarded about 900 bags of subsidised urea and sold them to traders in the neighbouring State at a "
             "premium. His representation to the State Government, sent through the jail on 2 July, was rejected on "
             "29 July without any explanation for the gap. His wife has filed a writ of habeas corpus under Article "
             "226 in the High Court.")
LICENCE = ("Cancellation of a fair price shop licence. A widow has run a fair price shop in her village under the public "
           "distribution system since 2011, on a licence issued by the District Supply Officer under the State PDS "
           "Control Order. She was given a show cause notice three days later, without a copy of the inspection "
           "report. Her reply said the stock for that month had arrived late, and asked to cross-examine the "
           "inspector. The District Supply Officer cancelled the licence and forfeited her security deposit. She has "
           "filed a writ petition in the High Court.")
INDUSTRIAL = ("Industrial dispute, dismissal of a workman. A machine operator had worked in a private textile mill since "
              "2009 and was an active member of the workers' union. In 2019 the management charge-sheeted him for "
              "assaulting a shift supervisor on the shop floor and dismissed him after a domestic inquiry. The "
              "management has challenged the award in a writ petition in the High Court.")
PROMOTION = ("Service law, sealed cover and notional promotion. A Deputy Conservator of Forests was in the zone of "
             "consideration when the Departmental Promotion Committee met in March 2019. The Government then opened "
             "the sealed cover, found him recommended, and promoted him only from the date of the order. Both he and "
             "the Union have filed writ petitions in the High Court against that order.")


def role(statement: str, context: str) -> str | None:
    side = stated_side(statement, context)
    return side.role if side is not None else None


def test_the_facts_head_noun_names_the_person():
    assert role("i'm for the fertiliser dealer held under the black marketing act for twelve months", DETENTION) == "citizen"
    assert role("acting for the urea dealer whose representation lay undecided for almost four weeks", DETENTION) == "citizen"


def test_the_facts_words_about_the_person_name_them():
    assert role("we appear for the licensee who was refused cross-examination of the inspector", LICENCE) == "citizen"
    assert role("counsel for the PDS shopkeeper whose security deposit was forfeited", LICENCE) == "citizen"
    assert role("We appear for the petitioner in the habeas corpus writ, the wholesaler detained in June 2022.",
                DETENTION) == "citizen"


def test_the_workman_by_what_was_done_to_him():
    assert role("counsel for the union member charge-sheeted for assaulting the shift supervisor", INDUSTRIAL) == "employee"


def test_near_miss_an_official_is_not_the_person():
    # the DSO's words are the facts' words ("cancelled the licence"), but an officer is no citizen
    assert role("We represent the District Supply Officer who cancelled the licence.", LICENCE) != "citizen"
    assert role("I am counsel for the respondents, the District Magistrate and the State, defending the detention.",
                DETENTION) != "citizen"


def test_near_miss_a_body_that_acted_on_the_person():
    assert role("we represent the Union of India, which promoted him only from the date of the order",
                PROMOTION) != "employee"


def test_near_miss_a_person_not_the_facts_opening():
    late = ("The appellant was convicted by the Sessions Court. The High Court upheld it. "
            "A wholesale fertiliser dealer was detained in June 2022 by the District Magistrate for twelve months.")
    assert role("i'm for the fertiliser dealer held for twelve months", late) != "citizen"


def test_near_miss_words_the_facts_do_not_tell_of_the_person():
    assert role("acting for the rival group that complained in the gram panchayat", LICENCE) != "citizen"


CRIMINAL = ("The accused were tried for selling adulterated supari. The Chief Judicial Magistrate acquitted accused Nos. "
            "2 and 3; the State appealed.")


def test_the_acquittal_appealed_in_the_clients_clause():
    assert role("We are for the State, which appealed the Chief Judicial Magistrate's acquittal of accused Nos. 2 and 3.",
                CRIMINAL) == "prosecution"


def test_near_miss_the_reversal_of_an_acquittal_appealed():
    # the convict appeals against the acquittal's reversal: the accused, whatever the acquittal word
    assert role("I act for the convict who appealed the reversal of his acquittal.", CRIMINAL) == "accused"
    assert role("I act for the accused who appealed the High Court judgment setting aside his acquittal.",
                CRIMINAL) == "accused"


APPEAL = "The appellants were convicted under section 302 IPC by the Sessions Judge; the High Court dismissed their appeal."


def test_an_appeal_a_bench_dismissed_is_no_dismissal_from_service():
    got = stated_side("We represent appellant no. 1 P3 and appellant no. 2 P5, whose appeal the Aurangabad Bench dismissed.",
                      APPEAL)
    assert got is None or got.role != "employee", got


def test_near_miss_a_clerk_the_bank_dismissed():
    assert role("We act for the clerk whom the bank dismissed.", APPEAL) == "employee"
