"""The heading / cue-phrase / position baseline facetizer: deterministic, no model, no training data.

It is the floor every learned facetizer is measured against, and the last fallback when nothing else loads.
"""

from __future__ import annotations

import re

from ..schema import OTHER, Segmented

_ISSUE = re.compile(
    r"\b(questions?|issues?|points?)\s+(that|which)?\s*(arises?|falls?|fell|arose|involved|raised|survives?)"
    r"|\b(questions?|issues?|points?)\s+(for|of)\s+(our\s+)?(consideration|determination|decision)"
    r"|\b(the|a|two|three|several|following|short|only|main|sole|core|important|substantial|principal)"
    r"\s+(questions?|issues?|points?)\s+(is|are|was|were|that|which|before|for|in|of law|raised|arising)\b"
    r"|^\s*(\(?[ivx0-9]+[.)]\s*)?whether\b"
    r"|\bthe\s+(question|issue|point)\s+(is|was|therefore|then)\s+whether\b",
    re.IGNORECASE,
)
_DECISION = re.compile(
    r"\b(appeals?|petitions?|writ petitions?|revisions?|applications?|suits?|references?)\s+(is|are|stands?|must be|"
    r"shall stand|accordingly|are accordingly|is accordingly|is hereby|are hereby|therefore|fails?|succeeds?)"
    r"\s*(be\s+)?(partly\s+|partially\s+)?(allowed|dismissed|disposed|rejected|fails?|succeeds?|accepted)"
    r"|\b(we|i)\s+(accordingly\s+|therefore\s+|hence\s+)?(allow|dismiss|set aside|quash|uphold|remand|remit)\b"
    r"|\bno order as to costs\b|\bwith costs\b|\bparties (shall|to) bear their own costs\b"
    r"|\b(conviction|sentence|order|judgment|decree)\s+(of\s+[\w\s]+?\s+)?(is|are)\s+(hereby\s+)?"
    r"(set aside|upheld|confirmed|maintained|restored|quashed|modified)\b"
    r"|\bappeal (allowed|dismissed)\b|\bpetition (allowed|dismissed)\b|\bordered accordingly\b",
    re.IGNORECASE,
)
_FACTS_HEAD = re.compile(r"^\s*(brief\s+)?(the\s+)?facts\b|\bfacts (of the case|in brief|leading to)\b",
                         re.IGNORECASE)
_REASONING_CUE = re.compile(
    r"\b(in our (opinion|view)|we are of the (opinion|view)|we (hold|find|think|agree|are unable)|"
    r"it is (well[- ])?settled|this court (has|had) held|was held|the law is|we have considered|"
    r"in the light of|it is clear that|we have no doubt|in view of the (above|foregoing))\b",
    re.IGNORECASE,
)


class HeuristicFacetizer:
    """Headings and cue phrases first, then position: opening facts, reasoning in between, closing orders."""

    name = "heuristic"
    version = "1"

    def __init__(self, facts_share: float = 0.3, decision_share: float = 0.1) -> None:
        self.facts_share = facts_share
        self.decision_share = decision_share

    def label_sentences(self, doc: Segmented) -> list[str]:
        n_chars = max(len(doc.text), 1)
        labels: list[str] = []
        reasoning_started = False
        for sent in doc.sentences:
            body = doc.text[sent.start : sent.end]
            pos = sent.start / n_chars
            if _is_header(body, pos):
                labels.append(OTHER)
            elif _DECISION.search(body) and pos >= 0.5:
                labels.append("decision")
            elif _ISSUE.search(body):
                labels.append("issues")
            elif pos >= 1 - self.decision_share and _DECISION.search(body):
                labels.append("decision")
            elif _FACTS_HEAD.search(body):
                labels.append("facts")
            elif pos < self.facts_share and not reasoning_started:
                if _REASONING_CUE.search(body):
                    reasoning_started = True
                    labels.append("reasoning")
                else:
                    labels.append("facts")
            else:
                labels.append("reasoning")
        if labels and "facts" not in labels:
            # a judgment with no recognisable opening still gets its first paragraph as facts
            first = next((i for i, lab in enumerate(labels) if lab != OTHER), None)
            if first is not None:
                labels[first] = "facts"
        return labels


def _is_header(body: str, pos: float) -> bool:
    """Title, court, date, citation and bench lines at the top of a judgment."""
    return pos < 0.1 and len(body.split()) < 8
