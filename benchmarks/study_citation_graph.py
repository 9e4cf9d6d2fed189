"""Issue 11, lever 15: the in-corpus citation graph *relative to the query* (pseudo-relevance feedback).

    PYTHONPATH=$PWD python benchmarks/study_citation_graph.py --kind full [--json OUT]

Relevance in both benchmarks is citation (a query's relevant set = the prior cases its source judgment cites). A
judgment that the query's top lexical matches cite, that cites them, that is co-cited with them by another corpus
judgment, or that shares a citation with them (bibliographic coupling) may be more likely to be cited by a
judgment like the query. This study re-orders the shipped profile's own pool (``fact_description`` for ``--kind
full``, ``fact_pattern`` for ``--kind short``; known-item pinning off, as in the tuner) with the tuner's queries,
grouped folds and metrics (AILA train + IRLeD train citation-gap windows, 3 per judgment, macro mean over the two
sources; a setting is chosen on the other folds and scored on the held-out one), as ``study_long_levers.py`` does.

- **Graph.** Edges from the corpus texts only (no query, no qrels): AILA by cause title
  (``aila_citations.citation_edges``), IRLeD by reporter citation and CITATOR INFO
  (``study_long_levers.reporter_edges``). A[i, j] = 1 if corpus judgment i cites corpus judgment j.
- **Seeds.** The shipped order's top k judgments (k 3 / 5 / 10 / 20), weighted by rank (1 / rank) or by the
  softmax of their z-scored shipped score (the top seed weighs 1 under both).
- **Leakage guard.** A corpus judgment holding the query's own text is the query's source judgment (or a copy):
  its citations are the answer key. Every corpus judgment sharing more than 20% of the query's word 8-gram
  shingles (``lcr_core.ranking.shingles`` over the engine's analyser tokens, the known-item check's code) is
  dropped from the graph for that query: never a seed (the next judgment takes its place), never a citing
  judgment of a co-citation or a cited one of a coupling, and its own graph score is 0. It stays in the ranking
  at its shipped place (the shipped pick is unchanged).
- **Channels** for each judgment d (x = seed weights, kept = not leaked; self-pairs removed):
  out = A^T x (seeds cite d); in = A x (d cites a seed); co-citation = A^T (kept * A x) (d and a seed cited by
  the same judgment); coupling = A (kept * A^T x) (d and a seed cite the same judgment); all = their sum.
  Each as log1p of the weighted sum.
- **Fusion.** z(shipped score over the pool) + w x z(log1p graph score over the pool), w on a grid (w = 0 is the
  shipped pick itself). **Expansion:** graph neighbours outside the pool enter it at the pool's minimum shipped z
  (z of the graph over the enlarged list).

One grouped-CV row per channel (over k x weighting x w), per channel with expansion, and the decision row: one CV
over every setting.
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
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tune_profiles as T  # noqa: E402  (the tuner's queries, folds and metrics: the same protocol)
from aila_citations import citation_edges  # noqa: E402
from study_long_levers import read_corpus, reporter_edges  # noqa: E402

from lcr_core.profiles import shipped  # noqa: E402
from lcr_core.query_types import detect  # noqa: E402
from lcr_core.ranking import rank_query, shingles  # noqa: E402
from lcr_core.retrieve import zscore  # noqa: E402

DATA = {"aila": Path("../shared/data/aila2019"), "irled": Path("../shared/data/irled2017")}
KS = (3, 5, 10, 20)
SEED_WEIGHTINGS = ("rank", "softmax")
CHANNELS = ("out", "in", "cocit", "coupling", "all")
WEIGHTS = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0)
SHINGLE_N = 8
LEAK_SHARE = 0.2


# ---- the graph ----------------------------------------------------------------------------------------------
def graph(engine, source: str, docs: dict[str, str]) -> tuple[sp.csr_matrix, dict]:
    edges = citation_edges(docs) if source == "aila" else reporter_edges(docs)
    row_of, n = engine.index.row_of, engine.index.size
    pairs = {(row_of[i], row_of[c]) for i, cs in edges.items() if i in row_of for c in cs if c in row_of}
    r = np.fromiter((p[0] for p in pairs), dtype=np.int64, count=len(pairs))
    c = np.fromiter((p[1] for p in pairs), dtype=np.int64, count=len(pairs))
    a = sp.csr_matrix((np.ones(len(pairs)), (r, c)), shape=(n, n))
    indeg, outdeg = np.asarray(a.sum(0)).ravel(), np.asarray(a.sum(1)).ravel()
    info = {"judgments": n, "edges": len(pairs), "citing": int((outdeg > 0).sum()), "cited": int((indeg > 0).sum()),
            "any_edge": int(((indeg + outdeg) > 0).sum())}
    return a, info


class Graph:
    def __init__(self, a: sp.csr_matrix) -> None:
        self.a, self.at = a.tocsr(), a.T.tocsr()
        self.degree = np.asarray(a.sum(0)).ravel() + np.asarray(a.sum(1)).ravel()

    def channels(self, x: np.ndarray, kept: np.ndarray) -> dict[str, np.ndarray]:
        """(n,) weighted sums per channel for seed weights ``x`` (0 off the seeds), leaked judgments removed."""
        x = x * kept
        ax, atx = self.a @ x, self.at @ x  # per judgment: the seeds it cites / the seeds citing it
        cocit = self.at @ (kept * ax) - x * (self.at @ kept)  # minus each seed paired with itself
        coupling = self.a @ (kept * atx) - x * (self.a @ kept)
        out = {"out": atx * kept, "in": ax * kept, "cocit": np.maximum(cocit, 0) * kept,
               "coupling": np.maximum(coupling, 0) * kept}
        out["all"] = out["out"] + out["in"] + out["cocit"] + out["coupling"]
        return out


# ---- the leakage guard --------------------------------------------------------------------------------------
def leak_shares(engine, docs: dict[str, str], queries: list) -> list[dict[int, float]]:
    """Per query: corpus row -> share of the query's word 8-gram shingles (analyser tokens) it contains, for
    every judgment sharing at least one. One pass over the corpus."""
    qsh = [{hash(s) for s in shingles(engine.analyzer(q.text), SHINGLE_N)} for q in queries]
    owner: dict[int, list[int]] = {}
    for i, s in enumerate(qsh):
        for h in s:
            owner.setdefault(h, []).append(i)
    out: list[dict[int, float]] = [{} for _ in queries]
    for cid, text in docs.items():
        row = engine.index.row_of.get(cid)
        if row is None:
            continue
        hits: dict[int, int] = {}
        for h in {hash(s) for s in shingles(engine.analyzer(text), SHINGLE_N)} & owner.keys():
            for i in owner[h]:
                hits[i] = hits.get(i, 0) + 1
        for i, n in hits.items():
            out[i][row] = n / len(qsh[i])
    return out


# ---- the study ----------------------------------------------------------------------------------------------
def order(rows: np.ndarray, score: np.ndarray) -> np.ndarray:
    return rows[np.lexsort((np.arange(len(score)), -score))]


def seeds(shipped_rows: np.ndarray, z_by_row: dict[int, float], leaked: set[int], k: int, how: str, n: int):
    picked = [int(r) for r in shipped_rows[: k + len(leaked) + 1] if int(r) not in leaked][:k]
    ranks = [int(np.flatnonzero(shipped_rows == r)[0]) + 1 for r in picked]
    if how == "rank":
        w = 1.0 / np.asarray(ranks, dtype=np.float64)
    else:
        z = np.asarray([z_by_row[r] for r in picked])
        w = np.exp(z - z.max())
    x = np.zeros(n)
    x[picked] = w
    return x, picked


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=("short", "full"), default="full")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--timing-queries", type=int, default=60)
    ap.add_argument("--leak-share", type=float, default=LEAK_SHARE,
                    help="the guard's bar (a sensitivity check only; > 1 turns the guard off)")
    ap.add_argument("--dump", type=Path, help="save the (queries x settings) AP table here (.npz)")
    ap.add_argument("--limit", type=int, default=0, help="a smoke test: the first N queries of each source")
    args = ap.parse_args()
    t0 = time.time()
    ptype = "fact_pattern" if args.kind == "short" else "fact_description"
    profile = replace(shipped()[ptype], known_item=False)
    engines = {k: T.open_engine(p, None) for k, p in DATA.items()}
    train = [q for q in T.load_queries(engines["aila"], DATA["aila"], "train") if q.kind == args.kind]
    train += T.window_queries(engines["irled"], DATA["irled"], "train", args.kind, 3, 0)
    if args.limit:
        train = [q for s in DATA for q in [q for q in train if q.source == s][: args.limit]]
    T.log(f"{len(train)} train queries ({args.kind}), profile {ptype}")
    graphs, ginfo, shares = {}, {}, [None] * len(train)
    for src, e in engines.items():
        docs = read_corpus(DATA[src] / "corpus.jsonl.gz")
        a, ginfo[src] = graph(e, src, docs)
        graphs[src] = Graph(a)
        T.log(f"{src}: graph {ginfo[src]} ({time.time() - t0:.0f}s)")
        idx = [i for i, q in enumerate(train) if q.source == src]
        for i, s in zip(idx, leak_shares(e, docs, [train[i] for i in idx])):
            shares[i] = s
        T.log(f"{src}: shingles checked ({time.time() - t0:.0f}s)")
        # the IRLeD source judgment (a current case) in the corpus by id?
        ginfo[src]["query_ids_in_corpus"] = sum(q.group.split(":")[-1] in e.index.row_of for q in train
                                                if q.source == src)

    settings = [("shipped", None, None, 0.0, False)]
    for expand in (False, True):
        for ch in CHANNELS:
            for k in KS:
                for how in SEED_WEIGHTINGS:
                    for w in WEIGHTS[1:]:
                        settings.append((ch, k, how, w, expand))
    ap_table = np.zeros((len(train), len(settings)))
    guard = []  # per query: the largest share, how many judgments over the bar, whether one was a top-20 seed
    reach = {s: {"pairs": 0, "any_edge": 0, "reachable_k20": 0, "in_pool": 0, "reachable_outside_pool": 0}
             for s in DATA}
    for i, q in enumerate(train):
        e, g = engines[q.source], graphs[q.source]
        r = rank_query(e, q.text, profile, detect(q.text))
        rows = r.pool.rows
        base = zscore(np.asarray(r.ranking.score, dtype=np.float64))
        z_by_row = dict(zip(rows.tolist(), base.tolist()))
        shipped_order = r.rows(T.DEPTH)
        sh = shares[i]
        leaked = {row for row, s in sh.items() if s > args.leak_share}
        top20 = set(shipped_order[:20].tolist())
        guard.append({"max_share": round(max(sh.values(), default=0.0), 4), "over_bar": len(leaked),
                      "over_bar_relevant": len(leaked & q.relevant),
                      "over_bar_in_top20": len(leaked & top20),
                      "over_bar_rank": sorted(int(np.flatnonzero(shipped_order == x)[0]) + 1
                                              for x in leaked if x in set(shipped_order.tolist()))})
        kept = np.ones(e.index.size)
        kept[list(leaked)] = 0.0
        pool_set = set(rows.tolist())
        min_base = float(base.min()) if len(base) else 0.0
        chans = {}
        for k in KS:
            for how in SEED_WEIGHTINGS:
                x, _ = seeds(shipped_order, z_by_row, leaked, k, how, e.index.size)
                chans[(k, how)] = g.channels(x, kept)
        # coverage: the query's relevant judgments with any edge, reachable from its top-20 seeds (any channel)
        deg = g.degree
        allk20 = chans[(20, "rank")]["all"]
        for rel in q.relevant:
            st = reach[q.source]
            st["pairs"] += 1
            st["any_edge"] += int(deg[rel] > 0)
            st["reachable_k20"] += int(allk20[rel] > 0)
            st["in_pool"] += int(rel in pool_set)
            st["reachable_outside_pool"] += int(allk20[rel] > 0 and rel not in pool_set)
        ext_cache = {}
        for j, (ch, k, how, w, expand) in enumerate(settings):
            if ch == "shipped":
                o = shipped_order
            else:
                gs = chans[(k, how)][ch]
                if not expand:
                    o = order(rows, base + w * zscore(np.log1p(gs[rows])))
                else:
                    key = (ch, k, how)
                    if key not in ext_cache:
                        extra = np.setdiff1d(np.flatnonzero(gs > 0), rows)
                        ext_rows = np.concatenate([rows, extra])
                        ext_base = np.concatenate([base, np.full(len(extra), min_base)])
                        ext_cache[key] = (ext_rows, ext_base, zscore(np.log1p(gs[ext_rows])))
                    ext_rows, ext_base, gz = ext_cache[key]
                    o = order(ext_rows, ext_base + w * gz)
            ap_table[i, j] = T.average_precision(o, q.relevant, q.n_rel)
        if i % 25 == 0:
            T.log(f"{i + 1}/{len(train)} ({time.time() - t0:.0f}s)")
    if args.dump:
        np.savez_compressed(args.dump, ap=ap_table, ids=np.array([q.id for q in train]),
                            settings=np.array([repr(s) for s in settings]))
    src = np.array([q.source for q in train])
    fold = np.array(T.folds([SimpleNamespace(q=q) for q in train]))

    def train_map(col: np.ndarray) -> dict:
        return {"MAP": T.macro(col.tolist(), src.tolist()),
                **{f"MAP_{s}": float(col[src == s].mean()) for s in ("aila", "irled")}}

    def label(s) -> str:
        ch, k, how, w, expand = s
        if ch == "shipped":
            return "shipped pick"
        return f"{ch}, k {k}, {'1/rank' if how == 'rank' else 'softmax z'}, w {w}" + (", + neighbours" if expand
                                                                                      else "")

    shipped_m = train_map(ap_table[:, 0])
    out_rows = [{"family": "shipped pick", "setting": f"{ptype} as shipped", **shipped_m,
                 "per_query_AP": [round(float(x), 5) for x in ap_table[:, 0]]}]
    families = {}
    for expand in (False, True):
        for ch in CHANNELS:
            families[f"{ch}{' + neighbours' if expand else ''}"] = [0] + [
                j for j, s in enumerate(settings) if s[0] == ch and s[4] == expand]
    families["every setting (one CV over all)"] = list(range(len(settings)))
    for fam, cols in families.items():
        cv, best = T.cv_columns(ap_table[:, cols], fold, src)
        held = np.zeros(len(train))
        for f in np.unique(fold):
            tr = fold != f
            m = np.mean([ap_table[tr & (src == s)][:, cols].mean(0) for s in np.unique(src[tr])], axis=0)
            held[fold == f] = ap_table[fold == f, cols[int(np.argmax(m))]]
        d = held - ap_table[:, 0]
        best_all = train_map(ap_table[:, cols[best]])
        out_rows.append({"family": fam, "setting": f"grouped CV (all train picks: {label(settings[cols[best]])})",
                         "MAP": cv, **{f"MAP_{s}": float(held[src == s].mean()) for s in ("aila", "irled")},
                         "clears_margin": bool(cv > shipped_m["MAP"] * T.MARGIN),
                         "all_train_pick": {"setting": label(settings[cols[best]]), **best_all},
                         "held_out_vs_shipped": {"better": int((d > 1e-9).sum()), "worse": int((d < -1e-9).sum()),
                                                 "same": int((abs(d) <= 1e-9).sum())},
                         "per_query_AP": [round(float(x), 5) for x in held]})
    setting_rows = [{"setting": label(s), **train_map(ap_table[:, j])} for j, s in enumerate(settings)]
    # the best AILA-only setting (AILA's own train queries; a ceiling over the grid, not a CV figure)
    aila_best = int(np.argmax(ap_table[src == "aila"].mean(0)))

    # ---- cost: the decision row's all-train pick, as a search would do it (first N queries) ------------------
    dec = settings[T.cv_columns(ap_table, fold, src)[1]]
    times, guard_times, base_times = [], [], []
    if dec[0] != "shipped":
        ch, k, how, w, expand = dec
        for q in train[: args.timing_queries]:
            e, g = engines[q.source], graphs[q.source]
            t1 = time.perf_counter()
            r = rank_query(e, q.text, profile, detect(q.text))
            t2 = time.perf_counter()
            rows, base = r.pool.rows, zscore(np.asarray(r.ranking.score, dtype=np.float64))
            so = r.rows(T.DEPTH)
            x, _ = seeds(so, dict(zip(rows.tolist(), base.tolist())), set(), k, how, e.index.size)
            gs = g.channels(x, np.ones(e.index.size))[ch]
            if expand:
                extra = np.setdiff1d(np.flatnonzero(gs > 0), rows)
                rows = np.concatenate([rows, extra])
                base = np.concatenate([base, np.full(len(extra), base.min())])
            order(rows, base + w * zscore(np.log1p(gs[rows])))[: T.DEPTH]
            t3 = time.perf_counter()
            qs = shingles(e.analyzer(q.text), SHINGLE_N)  # the guard: k seed texts read and shingled
            for row in so[:k]:
                got = e.store.get(e.index.ids[int(row)])
                if got is not None and qs:
                    len(qs & shingles(e.analyzer(got[0]), SHINGLE_N)) / len(qs)
            t4 = time.perf_counter()
            base_times.append(1000 * (t2 - t1))
            times.append(1000 * (t3 - t2))
            guard_times.append(1000 * (t4 - t3))
    cost = {"setting": label(dec), "queries": len(times),
            "shipped_rank_query_ms_median": round(float(np.median(base_times)), 1) if times else None,
            "extra_ms_median": round(float(np.median(times)), 2) if times else 0.0,
            "extra_ms_p90": round(float(np.percentile(times, 90)), 2) if times else 0.0,
            "guard_ms_median": round(float(np.median(guard_times)), 1) if times else 0.0}

    # ---- print --------------------------------------------------------------------------------------------
    print(f"### {args.kind} ({ptype}): train MAP (macro of AILA and IRLeD windows; CV rows: grouped CV)\n")
    print(f"shipped {shipped_m['MAP']:.4f} (aila {shipped_m['MAP_aila']:.4f}, irled {shipped_m['MAP_irled']:.4f}); "
          f"margin > {shipped_m['MAP'] * T.MARGIN:.4f}\n")
    print("| family | grouped CV MAP | CV MAP aila | CV MAP irled | held-out better / worse | clears +2% | "
          "all-train pick | its train MAP (aila / irled) |")
    print("|---|---:|---:|---:|---:|:-:|---|---:|")
    for r in out_rows[1:]:
        bw, p = r["held_out_vs_shipped"], r["all_train_pick"]
        print(f"| {r['family']} | {r['MAP']:.4f} | {r['MAP_aila']:.4f} | {r['MAP_irled']:.4f} | "
              f"{bw['better']} / {bw['worse']} | {'yes' if r['clears_margin'] else 'no'} | {p['setting']} | "
              f"{p['MAP']:.4f} ({p['MAP_aila']:.4f} / {p['MAP_irled']:.4f}) |")
    print(f"\nbest single setting on AILA's own train queries: {label(settings[aila_best])}: "
          f"AILA MAP {ap_table[src == 'aila', aila_best].mean():.4f} vs shipped {shipped_m['MAP_aila']:.4f}")
    print("\n#### all-train MAP per channel x k (best seed weighting and w per cell; pool only / + neighbours)\n")
    print("| channel | " + " | ".join(f"k {k}" for k in KS) + " |")
    print("|---|" + "---:|" * len(KS))
    for ch in CHANNELS:
        cells = []
        for k in KS:
            vals = []
            for expand in (False, True):
                js = [j for j, s in enumerate(settings) if s[0] == ch and s[1] == k and s[4] == expand]
                vals.append(max(setting_rows[j]["MAP"] for j in js))
            cells.append(f"{vals[0]:.4f} / {vals[1]:.4f}")
        print(f"| {ch} | " + " | ".join(cells) + " |")
    print("\ngraph: " + "; ".join(f"{s} {i['any_edge']} of {i['judgments']} judgments with any edge ({i['edges']} "
                                  f"edges; {i['citing']} citing, {i['cited']} cited)" for s, i in ginfo.items()))
    print("relevant (query, judgment) pairs: " + "; ".join(
        f"{s} {st['pairs']}: {st['any_edge']} with any edge, {st['in_pool']} in the shipped pool, "
        f"{st['reachable_k20']} reachable from the top-20 seeds (any channel), {st['reachable_outside_pool']} of "
        f"them outside the pool" for s, st in reach.items()))
    n_hit = sum(gd["over_bar"] > 0 for gd in guard)
    print(f"leakage guard (> {args.leak_share:.0%} of the query's 8-gram shingles): {n_hit} of {len(train)} "
          f"train queries "
          f"have such a judgment ("
          + ", ".join(f"{s} {sum(gd['over_bar'] > 0 for gd, q in zip(guard, train) if q.source == s)}"
                      for s in DATA)
          + f"); {sum(gd['over_bar_in_top20'] > 0 for gd in guard)} of them in the shipped top 20; "
          + f"{sum(gd['over_bar'] for gd in guard)} such judgments, {sum(gd['over_bar_relevant'] for gd in guard)} "
          + "of them relevant to the query (a cited case the window quotes, not the source); their shares "
          + str(sorted(gd["max_share"] for gd in guard if gd["over_bar"] > 0))
          + "; the largest share under the bar "
          + str(max((gd["max_share"] for gd in guard if not gd["over_bar"]), default=0)))
    print(f"cost ({cost['setting']}, first {cost['queries']} queries): median {cost['extra_ms_median']} ms extra "
          f"(p90 {cost['extra_ms_p90']}) against the shipped rank_query's {cost['shipped_rank_query_ms_median']} ms; "
          f"the guard (k seed texts shingled) {cost['guard_ms_median']} ms")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "kind": args.kind, "profile": ptype, "queries": len(train),
            "n_by_source": {s: int((src == s).sum()) for s in ("aila", "irled")}, "query_ids": [q.id for q in train],
            "margin": T.MARGIN, "graph": ginfo, "relevant_reach": reach, "leak_share_bar": args.leak_share,
            "shingle_n": SHINGLE_N, "guard": [{"query": q.id, **gd} for q, gd in zip(train, guard)],
            "cost": cost, "run_seconds": round(time.time() - t0),
            "aila_best_setting": {"setting": label(settings[aila_best]),
                                  "MAP_aila": float(ap_table[src == "aila", aila_best].mean())},
            "command": "PYTHONPATH=$PWD python " + " ".join(sys.argv), "rows": out_rows,
            "settings": setting_rows}, indent=1) + "\n")
    T.log(f"total {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
