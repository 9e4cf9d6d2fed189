"""Ranking profiles: one shipped, measured way of ranking per kind of query.

A profile says how to read the query (view: the full text, or the words around each ``[?CITATION?]`` gap;
facet vectors encoded from each facet's own text or pooled; query-term reduction; RM3 feedback), how to build
the Stage-1 pool (BM25 k1 and b, or the Dirichlet query likelihood in BM25's place; A, B, M) and how Stage 2 ranks it (a cross-facet weight matrix — the
paper's diagonal is the special case —, a learned linear model, or plain BM25 order), plus its provenance
(data, split, command, date, train metrics). Profiles ship as JSON in ``lcr_core/data/profiles``; the query
type (``query_types.detect``) picks one, and a user can force any (``--profile``, ``LCR_PROFILE``: a shipped
key or a JSON file).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from .config import Weights
from .fusion import LinearModel, TreeModel
from .phrases import PhraseOptions
from .query_likelihood import LexicalOptions
from .statute_inference import StatuteOptions
from .query_types import QueryType, detect
from .retrieve import HybridWeights, MatrixWeights

PROFILE_DIR = Path(__file__).with_name("data") / "profiles"
# query kind (+ "_gaps" for a judgment with [?CITATION?] gaps) -> shipped profile key
DEFAULT_FOR: dict[str, str] = {
    "fact_pattern": "fact_pattern",
    "fact_description": "fact_description",
    "judgment": "judgment",
    "judgment_gaps": "judgment_gaps",
}


class ProfileError(ValueError):
    """A profile that does not exist or cannot be read."""


@dataclass(frozen=True)
class Profile:
    key: str
    description: str
    view: str = "full"  # full | ctx
    ctx_before: int = 80
    ctx_after: int = 20
    facet_vectors: str = "own"  # own: each query facet encoded from its own text; pooled: from the units
    reduce_terms: int | None = None  # keep only the most informative query terms for BM25 (None: all)
    rm3: dict[str, float] | None = None  # {"docs": 10, "terms": 30, "weight": 0.5}
    phrases: PhraseOptions | None = None  # word pairs / statute references in Stage-1 BM25 (None: words only)
    statutes: StatuteOptions | None = None  # Stage-1 BM25 re-ordered by the statutes its top judgments name
    lexical: LexicalOptions | None = None  # Stage 1's lexical model other than BM25 (lever 10; None: BM25)
    k1: float = 1.2
    b: float = 0.75
    top_a: int = 500
    top_b: int = 500
    pool_m: int = 1000
    stage2: MatrixWeights | HybridWeights | LinearModel | TreeModel | str = "bm25"  # "bm25": the pool in BM25 order
    known_item: bool = True  # a candidate containing the query verbatim goes first
    provenance: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.lexical is not None and self.phrases is not None:
            raise ValueError("query.lexical (a query likelihood) cannot be combined with query.phrases: phrase terms "
                             "are BM25 terms")

    @property
    def stage2_kind(self) -> str:
        return self.stage2 if isinstance(self.stage2, str) else self.stage2.to_json()["kind"]

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key, "description": self.description,
            "query": {"view": self.view, "ctx_before": self.ctx_before, "ctx_after": self.ctx_after,
                      "facet_vectors": self.facet_vectors, "reduce_terms": self.reduce_terms, "rm3": self.rm3,
                      **({"phrases": self.phrases.to_json()} if self.phrases else {}),
                      **({"statutes": self.statutes.to_json()} if self.statutes else {}),
                      **({"lexical": self.lexical.to_json()} if self.lexical else {})},
            "stage1": {"k1": self.k1, "b": self.b, "top_a": self.top_a, "top_b": self.top_b, "pool_m": self.pool_m},
            "stage2": {"kind": "bm25"} if isinstance(self.stage2, str) else self.stage2.to_json(),
            "known_item": self.known_item,
            "provenance": self.provenance,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Profile:
        q, s1, s2 = data.get("query", {}), data.get("stage1", {}), data.get("stage2", {"kind": "bm25"})
        kind = s2.get("kind")
        if kind == "matrix":
            stage2: MatrixWeights | HybridWeights | LinearModel | TreeModel | str = MatrixWeights.from_json(s2)
        elif kind == "hybrid":
            stage2 = HybridWeights.from_json(s2)
        elif kind == "linear":
            stage2 = LinearModel.from_json(s2)
        elif kind == "lambdamart":
            stage2 = TreeModel.from_json(s2)
        elif kind == "bm25":
            stage2 = "bm25"
        else:
            raise ProfileError(f"unknown stage-2 kind {kind!r}")
        view = q.get("view", "full")
        if view not in ("full", "ctx"):
            raise ProfileError(f"unknown query view {view!r}")
        return cls(
            key=str(data["key"]), description=str(data.get("description", "")), view=view,
            ctx_before=int(q.get("ctx_before", 80)), ctx_after=int(q.get("ctx_after", 20)),
            facet_vectors=str(q.get("facet_vectors", "own")), reduce_terms=q.get("reduce_terms"),
            rm3=q.get("rm3"), phrases=PhraseOptions.from_json(q["phrases"]) if q.get("phrases") else None,
            statutes=StatuteOptions.from_json(q["statutes"]) if q.get("statutes") else None,
            lexical=LexicalOptions.from_json(q["lexical"]) if q.get("lexical") is not None else None,
            k1=float(s1.get("k1", 1.2)), b=float(s1.get("b", 0.75)),
            top_a=int(s1.get("top_a", 500)), top_b=int(s1.get("top_b", 500)), pool_m=int(s1.get("pool_m", 1000)),
            stage2=stage2, known_item=bool(data.get("known_item", True)), provenance=dict(data.get("provenance", {})),
        )

    def save(self, path: Path) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps(self.to_json(), indent=2) + "\n", encoding="utf-8")


def paper_profile(weights: Weights | None = None) -> Profile:
    """The paper's formula (like-for-like facets, the given or the paper's weights) as a profile: what runs
    when a caller passes explicit weights."""
    w = weights or Weights()
    return Profile(key=f"manual ({w.source})", description="the paper's section-aware formula with these weights",
                   facet_vectors="pooled", stage2=MatrixWeights.diagonal(w), known_item=False,
                   provenance={"source": w.source})


@lru_cache(maxsize=1)
def shipped() -> dict[str, Profile]:
    """Every profile in the package, by key."""
    out: dict[str, Profile] = {}
    for path in sorted(PROFILE_DIR.glob("*.json")):
        p = load(path)
        out[p.key] = p
    return out


def load(path: Path) -> Profile:
    try:
        return Profile.from_json(json.loads(Path(path).read_text(encoding="utf-8")))
    except KeyError as exc:  # a hand-written profile without a required field: name the field, not "'key'"
        raise ProfileError(f"cannot read profile {path}: missing field {exc}") from exc
    except (OSError, json.JSONDecodeError, TypeError, ValueError) as exc:
        raise ProfileError(f"cannot read profile {path}: {exc}") from exc


def type_key(qtype: QueryType) -> str:
    return qtype.kind + ("_gaps" if qtype.kind == "judgment" and qtype.citation_gaps else "")


def resolve(text: str, forced: str | None = None) -> tuple[Profile, QueryType]:
    """The profile for ``text``: ``forced`` (a shipped key or a JSON file) when given and not 'auto', else the
    shipped default for the detected query type."""
    qtype = detect(text)
    profiles = shipped()
    if forced and forced != "auto":
        if forced in profiles:
            return profiles[forced], qtype
        if forced.endswith(".json") and Path(forced).is_file():
            return load(Path(forced)), qtype
        raise ProfileError(f"no profile {forced!r}; shipped: {', '.join(sorted(profiles))} (or a .json file)")
    key = DEFAULT_FOR[type_key(qtype)]
    if key not in profiles:
        raise ProfileError(f"the shipped profile {key!r} is missing from {PROFILE_DIR}")
    p = profiles[key]
    if p.view == "ctx" and not qtype.citation_gaps:
        p = replace(p, view="full")
    return p, qtype
