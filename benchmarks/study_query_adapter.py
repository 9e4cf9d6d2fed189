"""Issue 11, lever 7 without re-encoding the corpus: does a query-side linear adapter lift the dense channels?

    PYTHONPATH=$PWD python benchmarks/study_query_adapter.py --kind short [--json OUT]

The corpus's vectors stay as they are; only the query vector q is mapped, q' = normalise(q W). W is fitted on
train only and scored by the tuner's grouped cross-validation (an AILA train query and its folds; IRLeD train
windows of one judgment share a fold): ridge regression towards the relevant judgments' vectors (W pulled to
the identity by lambda) or a contrastive (InfoNCE, full softmax over the corpus) fit of W = I + A with L2 on A.
Training pairs: AILA train queries and IRLeD train citation windows (3 per judgment as in the tuner, plus 12 more
per judgment at other gaps), each window -> that judgment's cited set. Reports MAP over the whole corpus of the
document cosine, the best-passage cosine and the shipped BM25 + document + best-passage hybrid (alpha 0.6,
passage 0.75) over the Stage-1 pool, macro over the two sources, with and without each adapter.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tune_profiles as T  # noqa: E402  (the tuner's queries, folds and metrics: the same protocol)

from lcr_core.index import slices  # noqa: E402
from lcr_core.profiles import shipped  # noqa: E402
from lcr_core.query_types import detect  # noqa: E402
from lcr_core.ranking import rank_query  # noqa: E402
from lcr_core.retrieve import rrf_fuse, top_k, zscore  # noqa: E402

DATA = {"aila": Path("../shared/data/aila2019"), "irled": Path("../shared/data/irled2017")}
HYBRID = (0.6, 0.75)  # alpha (BM25 share), passage share of the dense part: the shipped description setting


@dataclass
class Corpus:
    docs: np.ndarray  # (n, 384) whole-document vectors
    units: np.ndarray  # (u, 384) passage vectors, grouped by row
    starts: np.ndarray  # first unit of each row that has units
    owner_rows: np.ndarray  # the row of each such group

    def best_passage(self, q: np.ndarray) -> np.ndarray:
        out = np.full(len(self.docs), -1.0, dtype=np.float32)
        out[self.owner_rows] = np.maximum.reduceat(self.units @ q, self.starts)
        return out


def corpus_of(engine) -> Corpus:
    ix = engine.index
    rows = np.arange(ix.size)
    units, owners = [], []
    for si in np.unique(ix._seg_of[rows]):
        sel = np.flatnonzero(ix._seg_of[rows] == si)
        seg = ix.segments[int(si)]
        owner, offsets = slices(seg.unit_indptr, ix._local_of[rows][sel])
        units.append(np.asarray(seg.unit_vecs[offsets], dtype=np.float32))
        owners.append(sel[owner])
    u, owner = np.concatenate(units), np.concatenate(owners)
    order = np.argsort(owner, kind="stable")
    u, owner = u[order], owner[order]
    starts = np.flatnonzero(np.r_[True, owner[1:] != owner[:-1]])
    return Corpus(np.asarray(ix.doc_vecs, dtype=np.float32), u, starts, owner[starts])


def unit(v: np.ndarray) -> np.ndarray:
    return v / np.maximum(np.linalg.norm(v, axis=-1, keepdims=True), 1e-9)


def fit_ridge(X: np.ndarray, Y: np.ndarray, lam: float) -> np.ndarray:
    d = X.shape[1]
    return np.linalg.solve(X.T @ X + lam * np.eye(d), X.T @ Y + lam * np.eye(d))


def fit_nce(parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]], epochs: int, wd: float, tau: float = 0.05):
    """W = I + A maximising the softmax probability (over the whole corpus) of each query's relevant set."""
    import torch

    torch.manual_seed(0)
    A = torch.zeros(384, 384, requires_grad=True)
    opt = torch.optim.Adam([A], lr=1e-3)
    data = [(torch.tensor(X), torch.tensor(D), torch.tensor(M)) for X, D, M in parts]
    for _ in range(epochs):
        loss = wd * (A**2).sum()
        for X, D, M in data:
            q = X + X @ A
            q = q / q.norm(dim=1, keepdim=True)
            loss = loss - (M * torch.log_softmax(q @ D.T / tau, dim=1)).sum(1).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return (torch.eye(384) + A.detach()).numpy()


def scores(q: T.Q, qv: np.ndarray, bm25: np.ndarray, c: Corpus) -> dict[str, float]:
    cos, passage = c.docs @ qv, c.best_passage(qv)
    rows = rrf_fuse(top_k(bm25, 500, valid=bm25 > 0), top_k(cos, 500), 60, 1000).rows
    a, w = HYBRID
    s = a * zscore(bm25[rows].astype(float)) + (1 - a) * ((1 - w) * zscore(cos[rows].astype(float))
                                                         + w * zscore(passage[rows].astype(float)))
    ap = lambda order: T.average_precision(order, q.relevant, q.n_rel)  # noqa: E731
    return {"document cosine": ap(top_k(cos, T.DEPTH)), "best passage": ap(top_k(passage, T.DEPTH)),
            "hybrid": ap(rows[np.lexsort((np.arange(len(s)), -s))])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=("short", "full"), default="short")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()

    engines = {k: T.open_engine(p, None) for k, p in DATA.items()}
    corpora = {k: corpus_of(e) for k, e in engines.items()}
    train = [q for q in T.load_queries(engines["aila"], DATA["aila"], "train") if q.kind == args.kind]
    train += T.window_queries(engines["irled"], DATA["irled"], "train", args.kind, 3, 0)
    extra = T.window_queries(engines["irled"], DATA["irled"], "train", args.kind, 12, 1)
    profile = replace(shipped()["fact_pattern" if args.kind == "short" else "fact_description"], known_item=False,
                      stage2="bm25")
    vec, bm25 = {}, {}
    for q in train + extra:
        analysed, _ = engines[q.source].analyse_query(q.text)
        vec[q.id] = analysed.analysed.doc_vector.astype(np.float32)
    for q in train:
        bm25[q.id] = rank_query(engines[q.source], q.text, profile, detect(q.text)).bm25
    T.log(f"{len(train)} train queries, {len(extra)} extra windows")

    aila = sorted({q.group for q in train if q.source == "aila"})
    other = sorted({q.group for q in train if q.source != "aila"})
    fold = {g: i for i, g in enumerate(aila)} | {g: i % len(aila) for i, g in enumerate(other)}
    settings = [("identity",)] + [("ridge", lam) for lam in (1.0, 3.0, 10.0, 30.0)] + [("nce", 50, 0.1), ("nce", 200, 0.1)]
    results: dict[str, list[tuple[str, dict]]] = {str(s): [] for s in settings}
    for f in range(len(aila)):
        test = [q for q in train if fold[q.group] == f]
        fit = [q for q in train + extra if fold[q.group] != f]
        targets = []
        for q in fit:  # the relevant judgments' best passages for this query: where the query should point
            c = corpora[q.source]
            best = [c.units[c.starts[i]: (c.starts[i + 1] if i + 1 < len(c.starts) else len(c.units))]
                    for i in np.flatnonzero(np.isin(c.owner_rows, sorted(q.relevant)))]
            targets.append(unit(np.mean([b[np.argmax(b @ vec[q.id])] for b in best], 0)) if best
                           else unit(c.docs[sorted(q.relevant)].mean(0)))
        X, Y = np.stack([vec[q.id] for q in fit]).astype(np.float64), np.stack(targets)
        parts = []
        for src in ("aila", "irled"):
            qs = [q for q in fit if q.source == src]
            M = np.zeros((len(qs), len(corpora[src].docs)), dtype=np.float32)
            for i, q in enumerate(qs):
                M[i, sorted(q.relevant)] = 1.0 / len(q.relevant)
            parts.append((np.stack([vec[q.id] for q in qs]), corpora[src].docs, M))
        for s in settings:
            W = None if s[0] == "identity" else fit_ridge(X, Y, s[1]) if s[0] == "ridge" else fit_nce(parts, s[1], s[2])
            for q in test:
                qv = vec[q.id] if W is None else unit(vec[q.id] @ W).astype(np.float32)
                results[str(s)].append((q.source, scores(q, qv, bm25[q.id], corpora[q.source])))
        T.log(f"fold {f}: {len(test)} held out, adapter fitted on {len(fit)}")

    table = {}
    print(f"| adapter ({args.kind}, train CV) | document cosine | best passage | BM25 + doc + passage hybrid | hybrid, AILA only |")
    print("|---|---:|---:|---:|---:|")
    for s, rows in results.items():
        m = {k: T.macro([r[k] for _, r in rows], [src for src, _ in rows]) for k in rows[0][1]}
        m["hybrid aila"] = float(np.mean([r["hybrid"] for src, r in rows if src == "aila"]))
        table[s] = m
        print(f"| {s} | {m['document cosine']:.4f} | {m['best passage']:.4f} | {m['hybrid']:.4f} | {m['hybrid aila']:.4f} |")
    if args.json:
        args.json.write_text(json.dumps({"kind": args.kind, "queries": len(train), "extra_windows": len(extra),
                                         "macro_map": table}, indent=1))


if __name__ == "__main__":
    main()
