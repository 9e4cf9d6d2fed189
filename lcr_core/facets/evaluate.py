"""Sentence-level evaluation of facetizers on rhetorical-role files (``shared/data/roles`` format).

Each judgment is rebuilt from its gold sentences (:mod:`lcr_core.facets.roles`), its units encoded as ingest
encodes them (through the embedding cache), and every facetizer labels exactly the gold sentences.

Scoring rules:
- gold ``none`` counts as ``other`` (belongs to no facet);
- gold ``arguments`` (the parties' submissions) counts as whatever ``arguments_as`` maps it to -- the same
  mapping the trained facetizer applies to its own ``arguments`` class (default ``reasoning``). So with the
  default, a submission labelled ``reasoning`` is correct and one labelled ``facts`` is not;
- per facet: precision, recall and F1 over the pooled sentences of the file; ``other`` is not a facet and
  has no score of its own (mistakes into or out of it still cost the facets precision or recall);
- ``macro_f1`` = the mean F1 over the four facets; a facet with no gold sentence in the file (e.g. *issues* in
  VetClaims, whose sentence annotation has no issue role) has undefined recall and is left out of the mean,
  which ``macro_over`` names.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..schema import FACETS, OTHER

DEFAULT_FILES = ("build_in/val.jsonl", "vetclaims_bva/all.jsonl")
DEFAULT_ROLES_DIR = Path("../shared/data/roles")


def score_labels(gold: Sequence[str], pred: Sequence[str]) -> dict[str, Any]:
    """Per-facet precision / recall / F1 (+ support) and the macro-F1 over the facets present in ``gold``."""
    if len(gold) != len(pred):
        raise ValueError(f"{len(gold)} gold labels vs {len(pred)} predictions")
    per: dict[str, dict[str, float]] = {}
    for f in FACETS:
        tp = sum(1 for g, p in zip(gold, pred) if g == f and p == f)
        n_pred = sum(1 for p in pred if p == f)
        n_gold = sum(1 for g in gold if g == f)
        prec = tp / n_pred if n_pred else 0.0
        rec = tp / n_gold if n_gold else float("nan")
        f1 = (2 * prec * rec / (prec + rec) if prec + rec else 0.0) if n_gold else float("nan")
        per[f] = {"precision": prec, "recall": rec, "f1": f1, "support": n_gold, "predicted": n_pred}
    present = [f for f in FACETS if per[f]["support"]]
    macro = sum(per[f]["f1"] for f in present) / len(present) if present else float("nan")
    acc = sum(1 for g, p in zip(gold, pred) if g == p) / len(gold) if gold else float("nan")
    return {"per_facet": per, "macro_f1": macro, "macro_over": present, "accuracy": acc, "sentences": len(gold)}


def make_facetizers(names: Sequence[str], settings=None, arguments_as: str = "reasoning") -> dict[str, Any]:
    """Facetizer objects by name: heuristic, trained, llm (the LLM one falls back to the trained default)."""
    from .heuristic import HeuristicFacetizer
    from .trained import TrainedFacetizer

    out: dict[str, Any] = {}
    for name in names:
        if name == "heuristic":
            out[name] = HeuristicFacetizer()
        elif name == "trained":
            out[name] = TrainedFacetizer(arguments_as=arguments_as)
        elif name == "llm":
            from ..config import Settings
            from .llm import LLMFacetizer

            s = settings or Settings()
            if not s.llm_enabled:
                continue
            out[name] = LLMFacetizer(s, fallback=TrainedFacetizer(arguments_as=arguments_as))
        else:
            raise ValueError(f"unknown facetizer {name!r} (heuristic, trained, llm)")
    return out


def evaluate_file(path: Path | str, facetizers: dict[str, Any], encoder=None, arguments_as: str = "reasoning",
                  limit: int | None = None) -> dict[str, Any]:
    """Scores of each facetizer on one roles-format file."""
    from ..encoder import EmbeddingCache, Encoder
    from ..units import wordpiece_counter
    from .roles import attach_vectors, load_roles
    from .trained import map_gold

    if encoder is None:
        from ..config import Settings

        encoder = Encoder(cache=EmbeddingCache(Settings().cache_dir / "embeddings.sqlite"))
    docs = load_roles(Path(path), wordpiece_counter(encoder.tokenizer_json), limit=limit)
    attach_vectors(docs, encoder)
    gold = [g for d in docs for g in map_gold(d.gold, arguments_as)]
    results: dict[str, Any] = {"file": str(path), "judgments": len(docs), "sentences": len(gold),
                               "arguments_as": arguments_as, "facetizers": {}}
    for name, fz in facetizers.items():
        pred: list[str] = []
        sources: dict[str, int] = {}
        t0 = time.perf_counter()
        for d in docs:
            if hasattr(fz, "label_with_provenance"):
                labels, prov = fz.label_with_provenance(d.doc)
            else:
                labels, prov = fz.label_sentences(d.doc), f"{fz.name}@{fz.version}"
            key = prov.split(" (")[0] if "(" not in prov else "fallback: " + prov.split("(", 1)[1].rstrip(")")
            sources[key] = sources.get(key, 0) + 1
            pred.extend(OTHER if lab not in FACETS else lab for lab in labels)
        res = score_labels(gold, pred)
        res["seconds"] = time.perf_counter() - t0
        res["provenance"] = sources
        results["facetizers"][name] = res
    return results


def format_table(results: Sequence[dict[str, Any]]) -> str:
    """A plain-text table: one row per (file, facetizer), P/R/F1 per facet and macro-F1."""
    head = f"{'file':<24} {'facetizer':<10} " + " ".join(f"{f[:9]:>17}" for f in FACETS) + f" {'macro-F1':>9}"
    sub = f"{'':<24} {'':<10} " + " ".join(f"{'P    R    F1':>17}" for _ in FACETS)
    lines = [head, sub, "-" * len(head)]
    for res in results:
        fname = Path(res["file"]).parent.name + "/" + Path(res["file"]).name
        for name, r in res["facetizers"].items():
            cells = []
            for f in FACETS:
                p = r["per_facet"][f]
                if p["support"]:
                    cells.append(f"{p['precision']:.2f} {p['recall']:.2f} {p['f1']:.2f}".rjust(17))
                else:
                    cells.append("n/a (no gold)".rjust(17))
            lines.append(f"{fname[:24]:<24} {name:<10} " + " ".join(cells) + f" {r['macro_f1']:>9.3f}")
        lines.append(f"{'':<24} ({res['judgments']} judgments, {res['sentences']} sentences, "
                     f"gold arguments scored as {res['arguments_as']})")
    return "\n".join(lines)
