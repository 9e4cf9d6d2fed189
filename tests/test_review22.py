"""review22: faults found reviewing the roles22 / side22 rules, each on a realistic sentence: the story reader's
appellant after a reversed decision, its head before "of" and its shared-words fallback; the rival writ an employer
brings against a tribunal's order; an appeal against the reversal of an acquittal.

The story reader (``roles._story_parties``) says who appeals from the first decision a fact pattern reports ("The
trial court decreed the suit" -> the answerer appeals). When a later court reversed that decision, the party now
appealing is the one who lost there, so the first decision says nothing about "the appellant"."""

import pytest

from lcr_core.explain.roles import SAME_ROLE, _story_parties, precedent_parties, stated_side

# a chat fact pattern: the plaintiff won at trial, lost on first appeal, and now appeals
REVERSED = ("Suit for specific performance of an agreement to sell. The purchaser filed a suit for specific "
            "performance against the owner in 2009. The owner says the agreement was never concluded. The trial "
            "court decreed the suit; the High Court reversed the decree on first appeal and dismissed the suit. The "
            "purchaser has now come to the Supreme Court.")
# the same with the filer's appeal at the first level, then a second appeal by the other side
FILER_REVERSED = ("Suit for possession. The purchaser filed a suit for possession against the owner. The owner says "
                  "the sale deed is void. The trial court dismissed the suit; his appeal was allowed by the District "
                  "Judge, and the second appeal is now before the High Court.")
NOT_REVERSED = ("Suit for specific performance. The purchaser filed a suit for specific performance against the owner. "
                "The owner says the agreement was never concluded. The trial court decreed the suit; the owner has "
                "appealed to the High Court.")


def test_a_reversed_first_decision_says_nothing_of_who_appeals_now():
    assert _story_parties(REVERSED)[2] is None
    assert _story_parties(FILER_REVERSED)[2] is None
    got = stated_side("We are for the appellant in the Supreme Court.", REVERSED)
    assert got is None or got.role != "defendant", got  # the purchaser (plaintiff) appeals here
    got = stated_side("We are for the appellant in the High Court.", FILER_REVERSED)
    assert got is None or got.role != "plaintiff", got


def test_an_unreversed_first_decision_still_places_the_appellant():
    assert _story_parties(NOT_REVERSED)[2] is False
    got = stated_side("We are for the appellant in the High Court.", NOT_REVERSED)
    assert got is not None and got.role == "defendant", got


# roles22's rival writ (``roles._RIVAL_WRIT``): "the employer brings no writ against itself", but it does bring one
# against a tribunal's order in the employee's favour (the CAT -> High Court -> Supreme Court route of service law)
_SERVICE = ("Rakesh Kumar v Union of India and Others\nSupreme Court of India\nCIVIL APPEAL NO. 1234 OF 2010\n"
            "The Judgment was delivered by : X, J.\n1. The appellant, a Junior Engineer in the Military Engineering "
            "Services, was dismissed from service after a departmental inquiry. The Central Administrative Tribunal "
            "set aside the dismissal and directed his reinstatement. {W} The High Court allowed the writ petition and "
            "restored the dismissal. Hence this appeal by the employee. 2. We have heard learned counsel for the parties.")


@pytest.mark.parametrize("writ", [
    "Respondent No. 1 - Union of India filed a writ petition before the High Court challenging the order of the "
    "Tribunal.",
    "Respondent Nos. 1 and 2 filed a writ petition before the High Court challenging the order of the Tribunal.",
    "The writ petition filed by respondent No. 1 against the order of the Tribunal was allowed.",
])
def test_an_employers_writ_against_a_tribunals_order_is_no_rival_employees(writ):
    text = _SERVICE.replace("{W}", writ)
    got = precedent_parties(text, text.split("\n")[0], ("employee", "employer"))
    assert got.basis != SAME_ROLE and got.appellant == "employee", got


def test_a_rival_employees_original_application_still_is():
    # Y. Najithamol v Soumya S. D. (AILA C2039): the respondents' OA before the Tribunal against the appellants'
    # appointment as Postmen
    text = _SERVICE.replace("{W}", "Challenging the appellant's appointment, Respondent nos. 1 and 2 filed OA 436 of "
                            "2010 before the Tribunal on the ground that the appointment was irregular.")
    got = precedent_parties(text, text.split("\n")[0], ("employee", "employer"))
    assert got.basis == SAME_ROLE, got


# side22's story reader on a chat fact pattern (the part-21 company facts, shortened): the elder brother petitions,
# the company and the managing director answer
COMPANY = ("Company law, oppression and mismanagement. Two brothers founded a private limited company manufacturing "
           "auto parts. The elder brother filed a petition under sections 241 and 242 of the Companies Act before the "
           "National Company Law Tribunal, alleging oppression and mismanagement and seeking cancellation of the "
           "allotment of fresh shares. The company and the managing director say the allotment was needed for "
           "working capital.")


@pytest.mark.parametrize("statement, wrong", [
    # "X of the company" is not the company (the head ended at "of")
    ("I act for the minority shareholders of the company", "defendant"),
    ("for the employees' union of the company", "defendant"),
    # a stranger to the story sharing the story's words is not placed by them: the wife received the shares the
    # petition wants cancelled (she is no petitioner), the auditor is no party
    ("for the wife, to whom the fresh shares were allotted", "plaintiff"),
    ("I am for the auditor who certified the working capital needs", "defendant"),
])
def test_the_story_does_not_place_who_it_does_not_name(statement, wrong):
    got = stated_side(statement, COMPANY)
    assert got is None or got.role != wrong, got


def test_the_story_still_places_a_client_by_what_they_do():
    got = stated_side("My client is the 50 per cent shareholder alleging oppression and mismanagement.", COMPANY)
    assert got is not None and got.role == "plaintiff", got
    got = stated_side("i represent the auto parts company that allotted shares to the md's wife and son", COMPANY)
    assert got is not None and got.role == "defendant", got


# side22's proceeding against an acquittal (``roles._WANTS_ACQUITTAL_GONE``): an appeal against the *reversal* of an
# acquittal is the convicted accused's own
REVERSED_ACQUITTAL = ("The accused were acquitted by the Sessions Court of the charge of murder. The State appealed "
                      "against the acquittal; the High Court reversed it and convicted them. They now appeal to this "
                      "Court.")


def test_an_appeal_against_the_reversal_of_an_acquittal_is_the_accuseds():
    got = stated_side("for the convicts who filed the appeal against the reversal of acquittal", REVERSED_ACQUITTAL)
    assert got is not None and got.role == "accused", got
    got = stated_side("I am for the State that appealed against the acquittal", REVERSED_ACQUITTAL)
    assert got is not None and got.role == "prosecution", got
