"""Which words of a user's message may state whom they act for.

The side readers (:func:`.side_meaning.read_side`) read a statement ("I act for the employee"). The chat and the
explainer also hand them whole messages, and a message may be a pasted judgment, whose "learned counsel for the
Revenue" or "counsel who appeared for the appellants" is the court's narrative, not the user's client: read as a
statement, 55 of IRLeD's 80 train judgments gave a side (``benchmarks/side_in_pasted.py``). Never guessing a side means reading it only from words the
user says about themselves:

- a side statement or a typed fact pattern (``query_types``: up to 150 words) is read whole, as before;
- a pasted judgment only in a preface before it: its first line, when that line speaks in the first person;
- a longer fact description (a narrative, often copied from a judgment) whole, by the rules (not by meaning),
  and a side is kept only when the sentence it rests on speaks in the first person ("My client was the main
  prosecution witness"), not a third-person narrative one ("For about six months P1 was treated well but
  thereafter the accused ...": AILA_Q8's description read "accused").
"""

from __future__ import annotations

import re

from ..query_types import detect
from .roles import SideStatement
from .side_meaning import read_side

PREFACE_CHARS = 300  # a preface before a pasted judgment: one line, no longer than this

# a capital "I" that is a numeral or an abbreviation, not the pronoun: "Part I", "Order I Rule 10", "I.P.C.", "(I)"
_NUMERAL_NOUNS = ("Part", "Order", "Schedule", "Chapter", "Class", "Grade", "Form", "List", "Annexure", "Appendix",
                  "Volume", "Vol.", "Article", "Section", "Rule", "Category", "Phase", "Group", "Entry", "Item",
                  "Table", "Title", "Book", "Exhibit", "Ex.", "No.", "Type")
_NOT_NUMERAL = "".join(f"(?<!{re.escape(w)} )(?<!{re.escape(w.lower())} )(?<!{re.escape(w.upper())} )"
                       for w in _NUMERAL_NOUNS)
# the user speaking of themselves or their client: I / we / my / our ..., or a participle lead ("Acting for ...",
# only at the start: "counsel appearing for the appellants" is a judgment's narrative); not "us", which a
# narrative copied from a judgment uses ("the appellant before us")
_FIRST_PERSON = re.compile(
    r"^\W*(?:[Aa]cting|[Aa]ppearing|[Rr]epresenting)\b|"
    rf"\b(?=I\b){_NOT_NUMERAL}(?<!\()I\b(?!\.\s?[A-Za-z]|\))|"
    r"\b(?:i(?=\s+(?:am|act|appear|represent|was|have|m)\b)|[Ii]'m|[Ww]e|[Ww]e're|[Mm]y|[Oo]ur|[Mm]e)\b")
# a court speaking ("We have heard learned counsel for the appellant"): its "we" is not the user's
_COURT_VOICE = re.compile(r"\blearned\s+(?:senior\s+|additional\s+)*(?:counsels?|advocates?|solicitors?|attorneys?|amicus)\b",
                          re.IGNORECASE)


def speaks_for_self(sentence: str) -> bool:
    """Whether a sentence is the user speaking of themselves or their client (first person, or "Acting for"),
    not a court speaking of counsel."""
    sentence = sentence or ""
    return bool(_FIRST_PERSON.search(sentence)) and not _COURT_VOICE.search(sentence)


# a message that tries to say whom the user acts for ("I'm for Mr Sharma", "we act for the husband"), read or not
_SIDE_ATTEMPT = re.compile(
    r"\b(?:i|we)(?:['\u2019](?:m|re)|\s+am|\s+are)?\s+(?:now\s+|actually\s+|also\s+|only\s+)?"
    r"(?:act(?:ing)?|appear(?:ing)?|represent(?:ing)?|defend(?:ing)?|for|on\s+behalf)\b"
    r"|^\W*for\s+(?:the|my|our)\b|\bmy\s+client\s+is\b|\bon\s+behalf\s+of\b|\bacting\s+for\b", re.I)
SIDE_MESSAGE_WORDS = 12  # a side statement is short: "I represent the claimant, the widow of the deceased driver"
_BESIDE_SIDE_WORDS = 3  # words a bare side statement may carry beside its sentence ("no wait,", "sorry -")
_WORD = re.compile(r"[^\W\d_]+")


def tries_to_state_side(message: str) -> bool:
    """Whether a short message sets out to say whom the user acts for, whether or not a side can be read from it
    (so a chat that reads none asks, rather than searching "I act for Mr. Sharma" as a fact pattern)."""
    return len((message or "").split()) <= SIDE_MESSAGE_WORDS and bool(_SIDE_ATTEMPT.search(message or ""))


def only_states_side(message: str, side: SideStatement) -> bool:
    """Whether a message that states ``side`` says nothing else: short, with at most a few words beside the
    sentence that states it. Such a message re-reads the last results; one that also gives facts ("We act for the
    landlord. The tenant has not paid rent ...") is a fact pattern to search."""
    if len((message or "").split()) > SIDE_MESSAGE_WORDS:
        return False
    rest = message.replace(side.sentence, " ") if side.sentence else message
    return len(_WORD.findall(rest)) <= _BESIDE_SIDE_WORDS


def side_in_message(message: str, context: str = "", encoder=None) -> SideStatement | None:
    """The side a chat message or query states, read only from the user's own words (module docstring);
    None when it states none. ``context`` and ``encoder`` as for :func:`.side_meaning.read_side`."""
    text = message or ""
    kind = detect(text).kind
    if kind == "fact_pattern":
        return read_side(text, context, encoder=encoder)
    if kind == "judgment":
        preface = text.lstrip().split("\n", 1)[0]
        if len(preface) > PREFACE_CHARS or not speaks_for_self(preface):
            return None
        text = preface
    # by the rules only: the meaning fallback was tuned on statements, and on a narrative its nearest role is a guess
    side = read_side(text, context, encoder=encoder, meaning=False)
    if side is None or not speaks_for_self(side.sentence):
        return None
    return side


__all__ = ["PREFACE_CHARS", "SIDE_MESSAGE_WORDS", "only_states_side", "side_in_message", "speaks_for_self",
           "tries_to_state_side"]
