"""First-instance judgments: a criminal trial or a civil suit decided by the court it was brought in.

A magistrate's or a Sessions Court's judgment on a prosecution ("2(a) CC Case No. 99 of 2015 ... State of Odisha
... Prosecution -vrs.- ... Accused person", "The accused stands charged for the offence U/s. 47(a)", "I acquit him
under s.248(1) Cr.P.C.") and a civil court's judgment in a suit ("O.S. No. 152/2009 ... PLAINTIFFS ... V/S ...
DEFENDANTS") have no appellant: the party who brought the case (the prosecution, the plaintiff) stands where an
appellant stands in an appeal, and the one who answers it (the accused, the defendant) where the respondent stands
(the annotators' "trial-court convention", ``datasets/outcomes/README.md``, twenty-ninth held-out set). This module
only recognises such a judgment from its own opening; ``outcome.py`` reads its verdict and ``roles.py`` its parties.

The header (the first :data:`HEADER_CHARS` characters, whitespace folded) must

- name a trial court or a trial's case number (a magistrate, a Sessions Judge, "Sessions Case No.", "C.C. No.",
  "G.R. Case No.", "Trial No."; for a suit a civil judge, "O.S. No.", "Original Suit No.");
- and set out the two sides of the case (prosecution / complainant / State and accused; plaintiff and defendant);

and the opening (the first :data:`HEAD_CHARS`) must hold no word of an appeal, revision, petition or application before this court (an appellate judgment that
  quotes the trial court's "I acquit", a High Court's appeal against an acquittal, a bail petition in a Sessions
  Court: each has an appellant, a petitioner or an applicant in its opening), nor a report's appeal number or a
  superior court's heading, and the header no law report's citation or headnote (a Supreme Court report that
  tells of the trial before the Sessions Judge).

Nothing here reads past the opening, so an appellate judgment is never taken for a trial by the words it quotes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Kind = Literal["trial", "suit"]

HEAD_CHARS = 3000
HEADER_CHARS = 1500  # the court, the case number and the two sides are set out before the judgment's body
_I = re.IGNORECASE

# a criminal court of first instance, or a trial's case number ("S.D.J.M.", "J.M.F.C.", "SC.No.40/2018",
# "2(a) CC CASE No. 99 of 2015", "G.R.Case No- 692 of 2009", "Trial No. 390 of 2015", "Sessions Case No. 12 of 2019")
_TRIAL_COURT = re.compile(
    r"\b(?:(?:sub[- ]divisional\s+|chief\s+|additional\s+chief\s+)?judicial\s+magistrate|metropolitan\s+magistrate|"
    r"magistrate\s+(?:of\s+the\s+)?first\s+class|s\.?\s?d\.?\s?j\.?\s?m\b|j\.?\s?m\.?\s?f\.?\s?c\b|c\.?\s?j\.?\s?m\b|"
    r"(?:additional\s+|addl\.?\s+|principal\s+)?(?:district\s+(?:and|&)\s+)?sessions\s+judge|court\s+of\s+sessions|"
    r"sessions\s+(?:case|trial)s?\s+nos?\b|s\.?\s?c\.?\s?nos?\.?\s*\d|s\.?\s?t\.?\s?nos?\.?\s*\d|"
    r"(?:2\s*\(\s*a\s*\)\s*)?c\.?\s?c\.?\s?(?:case\s+)?nos?\.?\s*\d|g\.?\s?r\.?\s?case|trial\s+nos?\b|"
    r"calendar\s+case|summary\s+trial|(?:criminal|complaint|special|spl\.?)\s+case\s+nos?\b)", _I)
# a civil court of first instance, or a suit's number ("O.S. NO.1522009", "Original Suit No. 45 of 2010")
_SUIT_COURT = re.compile(
    r"\b(?:(?:senior\s+|junior\s+|sr\.?\s+|jr\.?\s+)?civil\s+judge|munsi(?:f|ff)|city\s+civil\s+(?:court|judge)|"
    r"court\s+of\s+small\s+causes|subordinate\s+judge|o\.?\s?s\.?\s?nos?\.?\s*\d|original\s+suit|civil\s+suit\s+nos?\b|"
    r"title\s+suit|money\s+suit|regular\s+suit|judgements?\s+in\s+suit|district\s+judge)", _I)
# the body's own words that a case is tried here
_CHARGED = re.compile(
    r"\baccused\b[^.;]{0,60}?\b(?:stands?|is|are|was|were)\s+(?:charged|prosecuted|tried|facing\s+trial)\b"
    r"|\b(?:framed|frame)\s+(?:the\s+)?charges?\b|\bpleaded\s+not\s+guilty\s+and\s+claim(?:s|ed)?\s+(?:to\s+be\s+)?tried\b"
    r"|\bcharge[- ]?sheet\s+(?:was\s+|has\s+been\s+|is\s+)?(?:filed|laid|submitted)\b", _I)
_SUED = re.compile(
    r"\bplaintiffs?\b[^.;]{0,60}?\b(?:has|have|had)\s+(?:filed|instituted|brought)\s+(?:this|the\s+present|the\s+instant)\s+"
    r"suit\b|\b(?:this|the\s+present|the\s+instant)\s+suit\s+(?:is|was|has\s+been)\s+(?:filed|instituted|brought)\b"
    r"|\bsuit\s+for\s+(?:permanent\s+injunction|declaration|possession|recovery|partition|specific\s+performance|"
    r"mandatory\s+injunction|eviction|damages)\b", _I)
# the two sides set out in the opening
_PROSECUTION = re.compile(r"\b(?:prosecution|complainants?|public\s+prosecutor|a\.?\s?p\.?\s?p\b|state)\b", _I)
_ACCUSED = re.compile(r"\baccused\b", _I)
_PLAINTIFF = re.compile(r"\bplaintiffs?\b", _I)
_DEFENDANT = re.compile(r"\bdefendants?\b", _I)
# a matter brought to this court against a decision or for an order: no first-instance verdict
# (not a "complaint petition", the complaint a magistrate's trial is brought by; nor the order's "after the appeal
# period is over", "if no appeal is preferred" of a short trial judgment)
_NOT_FIRST = re.compile(
    r"\b(?:appeals?(?!\s+(?:period|is\s+preferred|if\s+any))|appellants?|appellate|revisions?|revisionists?|(?<!complaint\s)petitions?|petitioners?|applicants?|"
    r"writ|special\s+leave|bail\s+(?:petitions?|applications?)|(?:criminal|crl|civil)\.?\s+mis"
    # a report's appeal number ("Cr.A. No. 234 of 1972", "Crl.A. 9/85", "C.A. No. 6423"), a superior court's heading
    r"|(?:cr|crl|c)\.?\s?a\.?\s?nos?\b|s\.?\s?l\.?\s?p|supreme\s+court|in\s+the\s+high\s+court)\b", _I)

# a law report's header (its citations, "CITATION:", "CITATOR INFO", a headnote's "HELD"): a superior court's
# judgment as reported, whose headnote may well tell of the Sessions Judge and the accused
_REPORT = re.compile(r"\bcitat(?:ion|or)\b|\b(?:scr|scc|air|scale|jt|insc)\s*\(?\s*\d|\b\d{4}\s*\)?\s*(?:scr|scc|air|insc)\b"
                     r"|\bheld\s*:", _I)


@dataclass(frozen=True, slots=True)
class FirstInstance:
    kind: Kind  # "trial" (a prosecution) or "suit"
    sentence: str  # the opening's words that said so (the charge, or the court and case number)


def first_instance(text: str) -> FirstInstance | None:
    """The kind of first-instance judgment ``text`` is, from its opening; None for an appeal, a petition, an
    application or anything the opening does not make plain."""
    head = " ".join((text or "")[:HEAD_CHARS].split())
    if not head or _NOT_FIRST.search(head):
        return None
    header = head[:HEADER_CHARS]
    if _REPORT.search(header):
        return None
    court = _TRIAL_COURT.search(header)
    if court and _ACCUSED.search(header) and _PROSECUTION.search(header):
        return FirstInstance("trial", _sentence_of(head, _CHARGED.search(head) or court))
    court = _SUIT_COURT.search(header)
    if court and _PLAINTIFF.search(header) and _DEFENDANT.search(header):
        return FirstInstance("suit", _sentence_of(head, _SUED.search(head) or court))
    return None


_SENTENCE_END = re.compile(r"\.\s+(?=[A-Z][a-z])")


def _sentence_of(head: str, m: re.Match[str]) -> str:
    a = head.rfind(". ", 0, m.start()) + 1
    z = _SENTENCE_END.search(head, m.end(), m.end() + 200)
    return head[max(a, m.start() - 160) : (z.start() + 1 if z else m.end() + 120)].strip()


__all__ = ["FirstInstance", "HEAD_CHARS", "Kind", "first_instance"]
