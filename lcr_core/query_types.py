"""What kind of question the user asked, from the text alone: it picks the ranking profile.

Three kinds, each with and without masked citation gaps (``[?CITATION?]``) or visible citations:

- ``fact_pattern``: what a user types into the chat — a few sentences of facts, maybe a legal question
  (AILA's hand-written short queries are 40-70 words plus a question);
- ``fact_description``: a longer account of the facts (AILA's track queries, ~500 words);
- ``judgment``: a pasted judgment (IRLeD's queries are whole judgments, ~7,900 words), recognised by its
  length or by judgment furniture (bench, counsel, "appeal dismissed", citations) in a long text, or by
  citation gaps, which only a judgment-derived query has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .evaluation.datasets import CITATION_MARKER

FACT_PATTERN_MAX_WORDS = 150  # AILA train: short queries 84-92 words, full ones 198-962
JUDGMENT_MIN_WORDS = 1500

_CITATION = re.compile(
    r"\bAIR\s+\d{4}\s+[A-Z][A-Za-z]*\s+\d+|\(\d{4}\)\s*\d+\s*S\.?\s*C\.?\s*[CR]\.?|\b\d{4}\s+\(\d+\)\s+SCC\b|"
    r"\bS\.?C\.?R\.?\s+\d+|\[\d{4}\]\s+\d+\s+S\.?C\.?R|\b(?:vs?\.|versus)\s+[A-Z]",
)
_JUDGMENT_FURNITURE = re.compile(
    r"\bappeals?\s+(?:is|are|stands?)\s+(?:allowed|dismissed)|\blearned\s+counsel\b|\bHon'?ble\b|"
    r"\bpetitions?\s+(?:is|are|stands?)\s+(?:allowed|dismissed)|\bBench\s*:|^\s*J\s*U\s*D\s*G\s*M\s*E\s*N\s*T\s*$|"
    r"^\s*JUDGMENT\s*$",
    re.MULTILINE,
)
KINDS: tuple[str, ...] = ("fact_pattern", "fact_description", "judgment")


@dataclass(frozen=True)
class QueryType:
    kind: str  # one of KINDS
    words: int
    citation_gaps: int  # [?CITATION?] markers
    citations: int  # visible citations (AIR 1980 SC 12, (1995) 4 SCC 1, "X v. Y")
    reason: str

    @property
    def label(self) -> str:
        extra = " with citation gaps" if self.citation_gaps else (" with citations" if self.citations else "")
        return self.kind.replace("_", " ") + extra


def detect(text: str) -> QueryType:
    words = len(text.split())
    gaps = text.count(CITATION_MARKER)
    citations = len(_CITATION.findall(text))
    furniture = len(_JUDGMENT_FURNITURE.findall(text))
    if gaps:
        return QueryType("judgment", words, gaps, citations, f"{gaps} [?CITATION?] gap(s)")
    if words >= JUDGMENT_MIN_WORDS:
        return QueryType("judgment", words, gaps, citations, f"{words} words")
    if words >= 400 and citations >= 2 and furniture >= 1:
        return QueryType("judgment", words, gaps, citations,
                         f"{words} words with judgment furniture ({furniture}) and citations ({citations})")
    if words <= FACT_PATTERN_MAX_WORDS:
        return QueryType("fact_pattern", words, gaps, citations, f"{words} words")
    return QueryType("fact_description", words, gaps, citations, f"{words} words")
