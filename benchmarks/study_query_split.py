"""Issue 11, long fact descriptions, lever 13: query decomposition (split the query, BM25 per passage, fuse).

    PYTHONPATH=$PWD python benchmarks/study_query_split.py --kind full [--json OUT]

One BM25 over a whole fact description (reduced to its 60 most informative terms) lets a few frequent terms
dominate; prior-case retrieval work instead cuts the query into passages, retrieves per passage and fuses. Same
protocol as ``study_long_levers.py``: the shipped profile's own ranked pool (``fact_description`` for ``--kind
full``, ``fact_pattern`` for ``--kind short``; known-item pinning off), the tuner's train queries (AILA train's
10 queries of the kind + IRLeD train citation-gap windows, 3 per judgment), grouped folds and metrics (macro mean
over the two sources; a setting is chosen on the other folds and scored on the held-out one).

Per query:

1. **Chunks** of the query's normalised text (the text ``rank_query`` analysed): (a) ``sent``: its sentences
   (the engine's own segmentation) packed greedily into chunks of >= N words (a sentence over N words is cut
   into N-word pieces; a last chunk under N/2 words joins the one before), or (b) ``win``: sliding windows of N
   words, stride N/2. N in {40, 80, 150}.
2. Each chunk's terms: the engine's analyser, then the profile's own reduction (``ranking.query_terms``: its
   ``reduce_terms`` most informative terms, counts as weights), exactly as the whole query's Stage-1 terms are
   made (word pairs / statute references are not added per chunk). BM25 of the chunk against every corpus
   judgment (whole document), the weights ``lexical.bm25_weights`` of the index's own term counts, at the
   profile's (k1, b) and at (1.2, 0.75); all chunks of a query are one sparse column slice x dense matrix.
3. **Aggregate** per judgment over the chunks, over the candidate rows: CombSUM of per-chunk z-scores; CombMNZ
   (sum of per-chunk min-max scores x the number of chunks with BM25 > 0); RRF (k = 60) of per-chunk ranks
   (a chunk's judgments with BM25 > 0 only).
4. **Candidates**: ``pool``: the shipped pool only (re-ordered); ``widen``: the pool plus each chunk's top 50
   judgments (BM25 > 0) -- a bounded addition the product could make before Stage 2 (at most 50 x chunks
   rows). A judgment added this way has no Stage-2 score: for a BM25-order profile (``fact_description``) its
   base is its own Stage-1 score (the profile's ranking score is that score z-scored over the pool; checked), otherwise the pool's
   lowest.
5. **Fuse**: (1 - l) x z(base) + l x z(aggregate) over the candidates, l in {0.1, 0.2, 0.3, 0.5, 0.7, 1.0}
   (l = 0 is the shipped order itself, exactly).

Families: one per aggregate x candidate set, each choosing among split x N x (k1, b) x l (+ the shipped pick),
one grouped-CV row each, plus the decision row (one CV over every setting). The cost of each family's all-train
pick is then timed through the engine's own BM25 (``TermMajorBM25``, every judgment term-major, then the
candidate rows), as the product would run it: median extra ms per train query beside the shipped ``rank_query``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tune_profiles as T  # noqa: E402  (the tuner's queries, folds and metrics: the same protocol)

from lcr_core.lexical import bm25_weights  # noqa: E402
from lcr_core.profiles import shipped  # noqa: E402
from lcr_core.query_types import detect  # noqa: E402
from lcr_core.ranking import query_terms, rank_query  # noqa: E402
from lcr_core.retrieve import zscore  # noqa: E402

DATA = {"aila": Path("../shared/data/aila2019"), "irled": Path("../shared/data/irled2017")}
SIZES = (40, 80, 150)
SPLITS = ("sent", "win")
AGGS = ("CombSUM", "CombMNZ", "RRF")
POOLS = ("pool", "widen")
SHARES = (0.1, 0.2, 0.3, 0.5, 0.7, 1.0)
RRF_K = 60
WIDEN_TOP = 50


# ---- chunks -------------------------------------------------------------------------------------------------
def chunks(analysed, split: str, n: int) -> list[str]:
    """The query's normalised text cut into ~n-word passages (see the module docstring)."""
    if split == "win":
        words = analysed.text.split()
        if len(words) <= n:
            return [" ".join(words)]
        starts = list(range(0, len(words) - n + 1, n // 2))
        if starts[-1] + n < len(words):
            starts.append(len(words) - n)
        return [" ".join(words[s: s + n]) for s in starts]
    pieces: list[list[str]] = []
    for sent in analysed.doc.sentence_texts():
        w = sent.split()
        pieces += [w[i: i + n] for i in range(0, len(w), n)] if len(w) > n else [w]
    out: list[list[str]] = []
    cur: list[str] = []
    for w in pieces:
        cur += w
        if len(cur) >= n:
            out.append(cur)
            cur = []
    if cur:
        if out and len(cur) < n // 2:
            out[-1] += cur
        else:
            out.append(cur)
    return [" ".join(c) for c in out] or [analysed.text]


def chunk_terms(engine, texts: list[str], profile) -> list[dict[str, float]]:
    """Each chunk's Stage-1 BM25 query, made as the whole query's is (analyser, then the profile's reduction)."""
    out = []
    for t in texts:
        toks = engine.analyzer(t)
        if toks:
            out.append(query_terms(engine, toks, profile))
    return out


class ChunkScorer:
    """BM25 weights of the whole-document field (the index's own term counts) for several (k1, b)."""

    def __init__(self, engine, params: list[tuple[float, float]]) -> None:
        m = engine.bm25_params.matrix("whole", *params[0])
        tf, terms = m.tf_rows(np.arange(m.n_docs))
        tf.sum_duplicates()
        tf.sort_indices()
        self.vocab = {t: i for i, t in enumerate(terms)}
        self.w = {kb: bm25_weights(tf, *kb).tocsc() for kb in params}
        self.n_docs = m.n_docs

    def scores(self, qs: list[dict[str, float]], kb: tuple[float, float]) -> np.ndarray:
        """(n_docs, len(qs)) BM25 of every chunk query against every judgment: one column slice x dense."""
        cols = sorted({self.vocab[t] for q in qs for t in q if t in self.vocab})
        if not cols or not qs:
            return np.zeros((self.n_docs, max(len(qs), 1)))
        at = {c: i for i, c in enumerate(cols)}
        qm = np.zeros((len(cols), len(qs)))
        for j, q in enumerate(qs):
            for t, w in q.items():
                if t in self.vocab and w > 0:
                    qm[at[self.vocab[t]], j] = w
        return np.asarray(self.w[kb][:, cols] @ qm)


# ---- aggregation and fusion ---------------------------------------------------------------------------------
def aggregate(s: np.ndarray, agg: str) -> np.ndarray:
    """(R, C) per-chunk BM25 over the candidate rows -> (R,) one score per row."""
    if agg == "CombSUM":
        sd = s.std(axis=0)
        return ((s - s.mean(axis=0)) / np.where(sd > 1e-12, sd, np.inf)).sum(axis=1)
    if agg == "CombMNZ":
        lo, hi = s.min(axis=0), s.max(axis=0)
        mm = (s - lo) / np.where(hi - lo > 1e-12, hi - lo, np.inf)
        return mm.sum(axis=1) * (s > 0).sum(axis=1)
    # RRF: rank 1 = the chunk's best row (ties by row position); rows with BM25 0 for a chunk get nothing
    ranks = np.empty_like(s)
    o = np.argsort(-s, axis=0, kind="stable")
    np.put_along_axis(ranks, o, np.arange(1, len(s) + 1, dtype=np.float64)[:, None], axis=0)
    return np.where(s > 0, 1.0 / (RRF_K + ranks), 0.0).sum(axis=1)


def order(rows: np.ndarray, score: np.ndarray) -> np.ndarray:
    return rows[np.lexsort((np.arange(len(score)), -score))]


def widened(r, full: np.ndarray) -> np.ndarray:
    """Pool rows, then each chunk's top WIDEN_TOP judgments (BM25 > 0) not in it, in row order."""
    rows = r.pool.rows
    top = np.argsort(-full, axis=0, kind="stable")[:WIDEN_TOP]
    extra = np.unique(top[np.take_along_axis(full, top, axis=0) > 0])
    extra = extra[~np.isin(extra, rows)]
    return np.concatenate([rows, extra.astype(rows.dtype)])


def base_scores(r, rows: np.ndarray, bm25_order: bool) -> np.ndarray:
    """The shipped ranking score over ``rows`` (the pool first, as in r.pool.rows). A BM25-order profile ranks by
    its Stage-1 score (its ranking score is that score z-scored over the pool; checked), so every row, added by
    widening or not, gets its Stage-1 score; otherwise rows added by widening get the pool's lowest score."""
    if bm25_order:
        return np.asarray(r.bm25, dtype=np.float64)[rows]
    s = np.asarray(r.ranking.score, dtype=np.float64)
    return np.concatenate([s, np.full(len(rows) - len(s), s.min())]) if len(rows) > len(s) else s


# ---- the product's path, for the cost ----------------------------------------------------------------------
def shipped_path(engine, r, profile, setting, bm25_order: bool) -> np.ndarray:
    """The extra work of one setting as the product would run it, through the engine's own BM25: chunk, make the
    chunk queries, score (the pool's rows, or every judgment to widen), aggregate, fuse, sort."""
    pool_mode, agg, split, n, kb, lam = setting
    qs = chunk_terms(engine, chunks(r.pq.q.analysed, split, n), profile)
    m = engine.bm25_params.matrix("whole", *kb)
    # every judgment, term-major (the cost follows the chunks' postings); for ``pool`` then the pool's rows: on
    # these corpora this measured cheaper than scoring the pool's rows document-major (``scores_many``)
    full = np.stack([m.scores_vector(m.term_vector(q)) for q in qs], axis=1) if qs else np.zeros((m.n_docs, 1))
    rows = r.pool.rows if pool_mode == "pool" else widened(r, full)
    s = full[rows]
    score = (1 - lam) * zscore(base_scores(r, rows, bm25_order)) + lam * zscore(aggregate(s, agg))
    return order(rows, score)


# ---- the study ----------------------------------------------------------------------------------------------
def print_cv_rows(out_rows: list[dict]) -> None:
    """The Markdown table of CV rows every issue-11 study prints: MAP per source, the margin flag, better / worse."""
    print("| family | setting | MAP | MAP aila | MAP irled | +2%? | held-out queries better / worse than shipped |")
    print("|---|---|---:|---:|---:|:-:|---:|")
    for r_ in out_rows:
        bw = r_.get("held_out_vs_shipped")
        print(f"| {r_['family']} | {r_['setting']} | {r_['MAP']:.4f} | {r_['MAP_aila']:.4f} | {r_['MAP_irled']:.4f} | "
              + (f"{'yes' if r_['clears_margin'] else 'no'} | {bw['better']} / {bw['worse']} |" if bw else "– | – |"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=("short", "full"), default="full")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--limit", type=int, help="only the first N queries of each source (a smoke test)")
    args = ap.parse_args()
    t0 = time.time()
    ptype = "fact_pattern" if args.kind == "short" else "fact_description"
    profile = replace(shipped()[ptype], known_item=False)
    bm25_order = isinstance(profile.stage2, str) and profile.stage2 == "bm25"
    params = [(profile.k1, profile.b)] + ([(1.2, 0.75)] if (profile.k1, profile.b) != (1.2, 0.75) else [])
    engines = {k: T.open_engine(p, None) for k, p in DATA.items()}
    scorers = {}
    for src, e in engines.items():
        scorers[src] = ChunkScorer(e, params)
        T.log(f"{src}: BM25 weights of {scorers[src].n_docs} judgments for {params} ({time.time() - t0:.0f}s)")
    train = [q for q in T.load_queries(engines["aila"], DATA["aila"], "train") if q.kind == args.kind]
    train += T.window_queries(engines["irled"], DATA["irled"], "train", args.kind, 3, 0)
    if args.limit:
        train = [q for s_ in ("aila", "irled") for q in [q for q in train if q.source == s_][: args.limit]]
    T.log(f"{len(train)} train queries ({args.kind}), profile {ptype}")

    settings = [(pm, agg, sp_, n, kb, lam) for pm in POOLS for agg in AGGS for sp_ in SPLITS for n in SIZES
                for kb in params for lam in SHARES]
    col = {s: j + 1 for j, s in enumerate(settings)}  # column 0: the shipped pick
    ap_table = np.zeros((len(train), len(settings) + 1))
    n_chunks = {(sp_, n): [] for sp_ in SPLITS for n in SIZES}
    widen_added, base_ms, checked = [], [], False
    for i, q in enumerate(train):
        e, sc = engines[q.source], scorers[q.source]
        tq = time.perf_counter()
        r = rank_query(e, q.text, profile, detect(q.text))
        base_ms.append(1000 * (time.perf_counter() - tq))
        if bm25_order and not checked:  # the BM25-order profile's ranking score is its Stage-1 score
            assert np.allclose(r.ranking.score, zscore(r.bm25[r.pool.rows])), "ranking score is not the Stage-1 score"
        if not checked:  # the study's weights give the engine's own BM25
            m = e.bm25_params.matrix("whole", profile.k1, profile.b)
            got = sc.scores([r.pq.bm25_terms], (profile.k1, profile.b))[:, 0]
            want = m.scores_vector(m.term_vector(r.pq.bm25_terms))
            assert np.allclose(got, want, rtol=1e-4, atol=1e-3), float(np.abs(got - want).max())
            checked = True
        shipped_order = r.rows(T.DEPTH)
        ap_table[i, 0] = T.average_precision(shipped_order, q.relevant, q.n_rel)
        for sp_ in SPLITS:
            for n in SIZES:
                qs = chunk_terms(e, chunks(r.pq.q.analysed, sp_, n), profile)
                n_chunks[(sp_, n)].append(len(qs))
                for kb in params:
                    full = sc.scores(qs, kb)
                    for pm in POOLS:
                        rows = r.pool.rows if pm == "pool" else widened(r, full)
                        if pm == "widen" and kb == params[0] and sp_ == "sent" and n == 80:
                            widen_added.append(len(rows) - len(r.pool.rows))
                        bz = zscore(base_scores(r, rows, bm25_order))
                        for agg in AGGS:
                            az = zscore(aggregate(full[rows], agg))
                            for lam in SHARES:
                                o = order(rows, (1 - lam) * bz + lam * az)
                                ap_table[i, col[(pm, agg, sp_, n, kb, lam)]] = T.average_precision(
                                    o, q.relevant, q.n_rel)
        if i % 25 == 0:
            T.log(f"{i + 1}/{len(train)} ({time.time() - t0:.0f}s)")
    t_loop = time.time() - t0
    src = np.array([q.source for q in train])
    fold = np.array(T.folds([SimpleNamespace(q=q) for q in train]))

    def train_map(c: np.ndarray) -> dict:
        return {"MAP": T.macro(c.tolist(), src.tolist()),
                **{f"MAP_{s}": float(c[src == s].mean()) for s in ("aila", "irled")}}

    def label(j: int) -> str:
        if j == 0:
            return "shipped pick"
        pm, agg, sp_, n, kb, lam = settings[j - 1]
        return f"{agg} over {pm}, {sp_} {n} words, chunk BM25 k1 {kb[0]} b {kb[1]}, share {lam}"

    shipped_m = train_map(ap_table[:, 0])
    out_rows = [{"family": "shipped pick", "setting": f"{ptype} as shipped", **shipped_m,
                 "per_query_AP": [round(float(x), 5) for x in ap_table[:, 0]]}]
    families = {f"{agg} over {pm}": [0] + [col[s] for s in settings if s[0] == pm and s[1] == agg]
                for pm in POOLS for agg in AGGS}
    families["every setting above (one CV over all)"] = list(range(len(settings) + 1))
    decision_pick = 0
    for fam, cols in families.items():
        cv, best = T.cv_columns(ap_table[:, cols], fold, src)
        held = np.zeros(len(train))
        picks = {}
        for f in np.unique(fold):
            tr = fold != f
            m = np.mean([ap_table[tr & (src == s)][:, cols].mean(0) for s in np.unique(src[tr])], axis=0)
            picks[int(f)] = label(cols[int(np.argmax(m))])
            held[fold == f] = ap_table[fold == f, cols[int(np.argmax(m))]]
        d = held - ap_table[:, 0]
        if fam.startswith("every"):
            decision_pick = cols[best]
        top = sorted(cols[1:], key=lambda j: -T.macro(ap_table[:, j].tolist(), src.tolist()))[:3]
        out_rows.append({"family": fam, "setting": f"grouped CV (all train picks: {label(cols[best])})",
                         "MAP": cv, **{f"MAP_{s}": float(held[src == s].mean()) for s in ("aila", "irled")},
                         "clears_margin": bool(cv > shipped_m["MAP"] * T.MARGIN),
                         "held_out_vs_shipped": {"better": int((d > 1e-9).sum()), "worse": int((d < -1e-9).sum()),
                                                 "same": int((abs(d) <= 1e-9).sum())},
                         "pick": cols[best], "fold_picks": picks, "per_query_AP": [round(float(x), 5) for x in held],
                         "best_all_train": [{"setting": label(j), **train_map(ap_table[:, j])} for j in top]})
    all_settings = [{"setting": label(j), **train_map(ap_table[:, j])} for j in range(1, len(settings) + 1)]

    # the cost of each family's all-train pick (the decision row's first), as the product would run it
    picks = [decision_pick] + [r_["pick"] for r_ in out_rows[1:-1]]
    costs = []
    for j in dict.fromkeys(p_ for p_ in picks if p_):
        s = settings[j - 1]
        extra_ms, agree = [], 0
        for i, q in enumerate(train):
            e = engines[q.source]
            r = rank_query(e, q.text, profile, detect(q.text))
            shipped_path(e, r, profile, s, bm25_order)  # warm the (k1, b) caches
            tq = time.perf_counter()
            o = shipped_path(e, r, profile, s, bm25_order)
            extra_ms.append(1000 * (time.perf_counter() - tq))
            agree += abs(T.average_precision(o, q.relevant, q.n_rel) - ap_table[i, j]) < 1e-6
        costs.append({"setting": label(j), "extra_ms_median": round(float(np.median(extra_ms)), 1),
                      "extra_ms_p90": round(float(np.percentile(extra_ms, 90)), 1),
                      "extra_ms_median_by_source": {s_: round(float(np.median([x for x, q in zip(extra_ms, train)
                                                                                if q.source == s_])), 1)
                                                    for s_ in ("aila", "irled")},
                      "queries_same_AP_as_study": f"{agree} of {len(train)}"})
    shipped_ms = round(float(np.median(base_ms)), 1)

    print(f"### {args.kind} ({ptype}): train MAP (macro of AILA and IRLeD windows; CV rows: grouped CV)\n")
    print_cv_rows(out_rows)
    print(f"\nmargin: CV MAP must exceed {shipped_m['MAP'] * T.MARGIN:.4f} (shipped {shipped_m['MAP']:.4f} x {T.MARGIN})")
    print("\nbest all-train settings per family (not CV):\n")
    print("| family | setting | MAP | MAP aila | MAP irled |\n|---|---|---:|---:|---:|")
    for r_ in out_rows[1:-1]:
        for b_ in r_["best_all_train"]:
            print(f"| {r_['family']} | {b_['setting']} | {b_['MAP']:.4f} | {b_['MAP_aila']:.4f} | {b_['MAP_irled']:.4f} |")
    chunk_info = {f"{k[0]} {k[1]}": {"median": float(np.median(v)), "max": int(max(v))} for k, v in n_chunks.items()}
    print("\nchunks per query (median / max): " + "; ".join(f"{k} {v['median']:g} / {v['max']}" for k, v in chunk_info.items()))
    if widen_added:
        print(f"rows added by widening (sent 80, profile k1/b): median {np.median(widen_added):g}, max {max(widen_added)}")
    print("\nbest all-train setting per share l (not CV):\n")
    print("| share l | best setting | MAP | worst setting's MAP |\n|---:|---|---:|---:|")
    for lam in SHARES:
        js = [col[s_] for s_ in settings if s_[5] == lam]
        maps = [T.macro(ap_table[:, j].tolist(), src.tolist()) for j in js]
        print(f"| {lam} | {label(js[int(np.argmax(maps))])} | {max(maps):.4f} | {min(maps):.4f} |")
    if not costs:
        print(f"\ncost: every family's all-train pick is the shipped pick, nothing extra to time (shipped rank_query "
              f"median {shipped_ms} ms)")
    else:
        print(f"\ncost through the engine's own BM25, extra ms per train query (shipped rank_query median {shipped_ms} ms):\n")
        print("| all-train pick of | setting | median ms | p90 ms | median aila / irled | same AP as the study |")
        print("|---|---|---:|---:|---:|---:|")
        for c in costs:
            fams = [r_["family"] for r_ in out_rows[1:] if label(r_["pick"]) == c["setting"]]
            by = c["extra_ms_median_by_source"]
            print(f"| {'; '.join(fams)} | {c['setting']} | {c['extra_ms_median']} | {c['extra_ms_p90']} | "
                  f"{by['aila']} / {by['irled']} | {c['queries_same_AP_as_study']} |")
    T.log(f"query loop {t_loop:.0f}s, total {time.time() - t0:.0f}s")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "kind": args.kind, "profile": ptype, "queries": len(train),
            "n_by_source": {s: int((src == s).sum()) for s in ("aila", "irled")}, "query_ids": [q.id for q in train],
            "margin": T.MARGIN, "sizes": SIZES, "splits": SPLITS, "shares": SHARES, "rrf_k": RRF_K,
            "widen_top": WIDEN_TOP, "chunk_bm25_params": params, "chunks_per_query": chunk_info,
            "widen_added_median": float(np.median(widen_added)) if widen_added else None,
            "cost": costs, "shipped_rank_query_ms_median": shipped_ms, "seconds": {"query_loop": round(t_loop), "total": round(time.time() - t0)},
            "command": "PYTHONPATH=$PWD python " + " ".join(sys.argv), "rows": out_rows,
            "all_settings": all_settings}, indent=1) + "\n")


if __name__ == "__main__":
    main()
