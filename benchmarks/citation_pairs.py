"""Encoder training pairs from IRLeD train citation gaps (issue 11, lever 7, second try): window -> cited passage.

Why: a typed fact pattern is a paragraph that has to find the precedent a court would cite for it; a citation gap's
surrounding words are exactly such a paragraph, written by a judge. The qrels give only a judgment's whole cited
set, not which judgment fills which gap, so the positive is chosen by a label-free alignment: among the passages
(encoding units) of the cited set, the one with the highest BM25 score to the window. Train files only: this module
never opens a val file.
"""

from __future__ import annotations

import gzip
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from lcr_core.evaluation.datasets import CITATION_MARKER, read_qrels, read_queries
from lcr_core.lexical import Analyzer, BM25Matrix
from lcr_core.text import normalize
from lcr_core.units import TokenCounter, segment


@dataclass(frozen=True)
class AlignedWindow:
    """One gap's window and the cited passage BM25 aligned it with (``margin``: best score minus the best score
    of any *other* cited judgment; small means the alignment is a guess between judgments)."""

    source: str
    gap: int
    window: str
    cited: str
    passage: str
    score: float
    margin: float


def gap_windows(text: str, before: int = 70, after: int = 20, least: int = 60) -> list[tuple[int, str]]:
    """(gap number, window) for every ``[?CITATION?]`` gap: ``before`` words before and ``after`` after, every
    marker removed (as ``tune_profiles.window_queries``); windows shorter than ``least`` words are left out."""
    words = text.split()
    out = []
    for n, i in enumerate(i for i, w in enumerate(words) if CITATION_MARKER in w):
        kept = [w.replace(CITATION_MARKER, " ").strip() for w in words[max(0, i - before) : i + after + 1]]
        window = " ".join(w for w in kept if w)
        if len(window.split()) >= least:
            out.append((n, window))
    return out


def passages(raw: str, counter: TokenCounter, least_chars: int = 300) -> list[str]:
    """A judgment's encoding units (the store's passages), leaving out scraps shorter than ``least_chars``."""
    seg = segment(normalize(raw), counter)
    return [seg.text[u.start : u.end] for u in seg.units if u.end - u.start >= least_chars]


def align(windows: list[tuple[str, int, str]], cited: dict[str, list[str]], cited_by: dict[str, list[str]],
          analyzer: Analyzer | None = None) -> list[AlignedWindow]:
    """Align each (source, gap, window) with the best-BM25 passage of its source's cited set.

    BM25's idf is over every passage of every cited judgment given (train only); a source whose cited judgments
    have no passage gives no pair."""
    analyzer = analyzer or Analyzer()
    rows: list[tuple[str, str]] = [(doc, p) for doc in sorted(cited) for p in cited[doc]]
    bm25 = BM25Matrix.build(analyzer(p) for _, p in rows)
    rows_of: dict[str, np.ndarray] = {}
    for r, (doc, _) in enumerate(rows):
        rows_of.setdefault(doc, [])
        rows_of[doc].append(r)
    out = []
    for source, gap, window in windows:
        pool = [r for doc in cited_by.get(source, []) for r in rows_of.get(doc, [])]
        if not pool:
            continue
        scores = bm25.scores(analyzer(window), np.asarray(pool))
        best = int(np.argmax(scores))
        doc, passage = rows[pool[best]]
        others = [s for r, s in zip(pool, scores) if rows[r][0] != doc]
        margin = float(scores[best] - max(others)) if others else float(scores[best])
        out.append(AlignedWindow(source, gap, window, doc, passage, float(scores[best]), margin))
    return out


def cited_sets(root: Path) -> dict[str, list[str]]:
    """IRLeD *train* query judgment -> the corpus judgments it cites (qrels_train)."""
    qrels, _ = read_qrels(root / "qrels_train.txt")
    return {q: sorted(d for d, rel in docs.items() if rel > 0) for q, docs in qrels.items()}


def cited_passages(root: Path, ids: set[str], counter: TokenCounter) -> dict[str, list[str]]:
    """The passages of the corpus judgments ``ids`` (an empty judgment has none and is left out)."""
    with gzip.open(root / "corpus.jsonl.gz", "rt", encoding="utf-8") as fh:
        texts = {r["id"]: r["text"] for r in map(json.loads, fh) if r["id"] in ids and r.get("text", "").strip()}
    return {d: passages(t, counter) for d, t in sorted(texts.items())}


def irled_citation_windows(root: Path, counter: TokenCounter, per_query: int, seed: int,
                           log: Callable[[str], None] = print) -> list[AlignedWindow]:
    """Aligned windows of IRLeD *train* (``queries_train``, ``qrels_train``, the corpus): at most ``per_query``
    seeded-random gaps per query judgment (0: all)."""
    queries = read_queries(root / "queries_train.jsonl.gz")
    cited_by = cited_sets(root)
    wanted = {d for ds in cited_by.values() for d in ds}
    cited = cited_passages(root, wanted, counter)
    log(f"{len(queries)} train judgments cite {len(wanted)} corpus judgments ({len(wanted) - len(cited)} empty); "
        f"{sum(map(len, cited.values()))} passages")
    rng = random.Random(f"{seed}:irled-citations")
    windows = []
    for q in queries:
        found = gap_windows(q.text)
        if per_query and len(found) > per_query:
            found = sorted(rng.sample(found, per_query))
        windows += [(q.id, n, w) for n, w in found]
    return align(windows, cited, cited_by)


def main() -> None:
    """Print a seeded sample of aligned windows, for the hand check of the alignment the README reports."""
    import argparse

    from lcr_core.encoder import default_model_path
    from lcr_core.units import wordpiece_counter

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("--dataset", type=Path, required=True, help="the irled2017 folder (train files only)")
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--sample-seed", type=int, default=7)
    ap.add_argument("--seed", type=int, default=13, help="as finetune_encoder.py's --seed (gap sampling)")
    args = ap.parse_args()
    counter = wordpiece_counter(default_model_path() / "tokenizer.json")
    aligned = irled_citation_windows(args.dataset, counter, 0, args.seed)
    for a in random.Random(args.sample_seed).sample(aligned, min(args.show, len(aligned))):
        print(f"## {a.source} gap {a.gap} -> {a.cited}  BM25 {a.score:.1f}, margin {a.margin:.1f}")
        print(f"window:  {a.window}")
        print(f"passage: {' '.join(a.passage.split())[:700]}\n")


if __name__ == "__main__":
    main()
