"""A learned reader of who brought a precedent's appeal, for when the role rules read the area pair but no appellant.

The rules (:func:`roles.precedent_parties`) leave ``appellant=None`` on many judgments whose parties they recognise;
the labelled triples of ``datasets/stance/`` say who appealed in ~700 of them. This module is two L2 logistic
regressions over hashed words of the opening's party clauses (the words near "appellant" / "petitioner" /
"respondent", their bigrams, the cause title's two sides): one says whether the appellant held the pair's first
role (accused, employee, assessee, tenant, claimant, citizen, plaintiff) or its second, the other whether the pair
the rules read is the dispute's at all (when it is not, no role of it is the appellant's). It answers only when
the product of the two, the probability of a right answer, reaches the shipped threshold. Offline, deterministic,
about a millisecond per judgment (and only for judgments whose appellant the rules left empty).

It only fills an appellant the rules left empty: a role the rules read is never changed (:func:`fill_appellant`).

Not in the product path: measured leave-one-part-out on the development parts (``benchmarks/appellant_lopo.py``,
numbers in ``benchmarks/results/appellant_lopo.md``), it did not gain stance accuracy without supports <-> opposes
errors - among the judgments the rules leave without an appellant, about half have their labelled parties in
another area than the pair the rules read, and neither head tells those apart - so no weights are shipped and
neither the chat nor ``lcr stance eval`` calls it. ``benchmarks/appellant_lopo.py --out FILE`` writes a model
trained on every dev part; :func:`load_model` reads one.
"""

from __future__ import annotations

import json
import math
import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from lcr_core.explain.outcome import flatten
from lcr_core.explain.roles import FALLBACK, PartyRoles, join_broken_words, party_zone

LEARNED = "learned"  # PartyRoles.basis of an appellant this model predicted
HEAD_CHARS = 8000
_TOKEN = re.compile(r"[a-z]+")
_PLACE = re.compile(r"^(?:appellants?|petitioners?|applicants?|revisionists?|respondents?)$")
_TITLE_SPLIT = re.compile(r"\s+(?:v|vs|versus)\.?\s+", re.IGNORECASE)
WINDOW = 4  # words either side of a place word that are tagged with that place


def _place_tag(word: str) -> str:
    return "R" if word.startswith("respondent") else "A"  # a petitioner / applicant brought the matter here


def feature_names(text: str, pair: tuple[str, str]) -> list[str]:
    """What the model reads of a judgment for ``pair``: the pair, the cause title's words by side, and the party
    clauses' words (unigrams, bigrams, and each word near a place word tagged with that place)."""
    head = (text or "")[:HEAD_CHARS]
    out = [f"pair:{pair[0]}"]
    title = head.split("\n", 1)[0]
    sides = _TITLE_SPLIT.split(title, maxsplit=1)
    if len(sides) == 2 and len(title) < 300:
        for tag, side in zip(("L", "R"), sides):
            out += [f"t{tag}:{w}" for w in _TOKEN.findall(side.lower())]
    zone = party_zone(join_broken_words(flatten(head)))
    for clause in zone.lower().split("\n"):
        words = _TOKEN.findall(clause)
        out += [f"u:{w}" for w in words]
        out += [f"b:{a}_{b}" for a, b in zip(words, words[1:])]
        for i, w in enumerate(words):
            if _PLACE.match(w):
                tag = _place_tag(w)
                out += [f"{tag}:{v}" for v in words[max(0, i - WINDOW) : i] + words[i + 1 : i + 1 + WINDOW]
                        if not _PLACE.match(v)]
    return out


def hashed(names: list[str], dim: int) -> dict[int, float]:
    """Binary hashed features (crc32, stable across runs and machines) of the names."""
    return {zlib.crc32(n.encode("utf-8")) % dim: 1.0 for n in names}


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0


@dataclass(frozen=True)
class AppellantModel:
    """Two linear heads over the same hashed features: ``first`` (the appellant held the pair's first role) and
    ``area`` (the pair the rules read is this dispute's: else no role of it is the appellant's), and the least
    probability of a right answer, P(area) x P(role | area), at which the model answers."""

    dim: int
    first: Mapping[int, float]
    first_bias: float
    area: Mapping[int, float]
    area_bias: float
    threshold: float
    provenance: Mapping[str, object]

    def probabilities(self, text: str, pair: tuple[str, str]) -> tuple[float, float]:
        """(P(the appellant held pair[0] | the pair is right), P(the pair is right))."""
        idx = hashed(feature_names(text, pair), self.dim)
        return (_sigmoid(self.first_bias + sum(self.first.get(i, 0.0) for i in idx)),
                _sigmoid(self.area_bias + sum(self.area.get(i, 0.0) for i in idx)))

    def predict(self, text: str, pair: tuple[str, str]) -> tuple[str, float] | None:
        """The appellant's role in ``pair`` and the probability that it is right, or None (abstains)."""
        p, q = self.probabilities(text, pair)
        sure = q * max(p, 1.0 - p)
        if sure < self.threshold:
            return None
        return (pair[0] if p >= 0.5 else pair[1]), sure

    def to_json(self) -> dict:
        return {"kind": "two l2 logistic regressions over hashed party-clause words (appellant_model.feature_names)",
                "dim": self.dim, "first_bias": self.first_bias, "area_bias": self.area_bias,
                "threshold": self.threshold, "provenance": dict(self.provenance),
                "first": {str(i): w for i, w in sorted(self.first.items())},
                "area": {str(i): w for i, w in sorted(self.area.items())}}

    @staticmethod
    def from_json(d: Mapping) -> AppellantModel:
        return AppellantModel(int(d["dim"]), {int(i): float(w) for i, w in d["first"].items()},
                              float(d["first_bias"]), {int(i): float(w) for i, w in d["area"].items()},
                              float(d["area_bias"]), float(d["threshold"]), dict(d.get("provenance") or {}))


def load_model(path: Path) -> AppellantModel:
    """A model written by ``benchmarks/appellant_lopo.py --out``."""
    return AppellantModel.from_json(json.loads(Path(path).read_text(encoding="utf-8")))


def fill_appellant(parties: PartyRoles, text: str, model: AppellantModel | None) -> PartyRoles:
    """``parties`` with the appellant the model predicts when the rules read a pair but no appellant; a role the
    rules read, cross appeals, no pair, or the fallback pair are returned unchanged, as is every abstention."""
    if (model is None or parties.appellant is not None or parties.pair is None or parties.pair == FALLBACK
            or parties.basis == "cross appeals"):
        return parties
    got = model.predict(text, parties.pair)
    if got is None:
        return parties
    role, p = got
    return replace(parties, appellant=role, basis=LEARNED,
                   sentence=f"predicted by the learned reader of the opening's party clauses (p = {p:.2f})")


__all__ = ["AppellantModel", "LEARNED", "feature_names", "fill_appellant", "hashed", "load_model"]
