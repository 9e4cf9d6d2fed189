"""Issue 11, long fact descriptions: a citation prior (static rank) and a lexical best passage (BM25 MaxP).

    PYTHONPATH=$PWD python benchmarks/study_long_levers.py --kind full [--json OUT]

Both levers re-order the shipped profile's own ranked pool (``fact_description`` for ``--kind full``,
``fact_pattern`` for ``--kind short``; known-item pinning off, as in the tuner), scored by the tuner's queries,
grouped folds and metrics (AILA train's 10 queries + IRLeD train citation-gap windows, 3 per judgment, macro
mean over the two sources; a setting is chosen on the other folds and scored on the held-out one):

1. **Citation prior.** Each corpus judgment's indegree: how many *other corpus judgments* cite it, read from
   the corpus texts only (no query, no qrels). AILA: by cause title (``aila_citations.citation_edges``). IRLeD
   (its judgments carry no cause title): by reporter citation, each judgment's own citations read from its
   header (``[1993] INSC 59; AIR 1993 SC 1632; 1993 (1) SCR 750; 1993 (2) SCC 533``) and matched in the other
   judgments' bodies in their usual forms (``[[1972] INSC 136]``, ``AIR 1989 SC 29``, ``[1967] 1 S.C.R. 548``,
   ``(1986) 4 SCC 146``); a citation two judgments share is never matched; plus the judgment's own "CITATOR
   INFO" list (later cases that cite it, as ``[1966 SC 69]``) where the later case is itself a corpus judgment.
   Score: z(shipped score over the pool) + w x z(log1p(indegree) over the pool).
2. **BM25 MaxP.** Every judgment cut into windows of 250 words (stride 125); BM25 of the profile's query terms
   (after its reduction) against each window, with passage-level statistics; a judgment's best window.
   Score: (1 - l) x z(shipped score) + l x z(best window BM25) over the pool, for the window BM25 at the
   profile's (k1, b) and at (1.2, 0.75).
3. Both together (the product grid), and one CV over every setting of every family (the decision row: choosing
   the family on train is itself a choice the held-out folds must pay for).

Each family is one grouped-CV row (its w = 0 / l = 0 setting is the shipped pick itself), beside every setting's
all-train MAP.
"""

from __future__ import annotations

import argparse
from array import array
import gzip
import json
import re
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tune_profiles as T  # noqa: E402  (the tuner's queries, folds and metrics: the same protocol)
from aila_citations import citation_edges  # noqa: E402

from lcr_core.lexical import bm25_weights  # noqa: E402
from lcr_core.profiles import shipped  # noqa: E402
from lcr_core.query_types import detect  # noqa: E402
from lcr_core.ranking import rank_query  # noqa: E402
from lcr_core.retrieve import zscore  # noqa: E402

DATA = {"aila": Path("../shared/data/aila2019"), "irled": Path("../shared/data/irled2017")}
PRIOR_WEIGHTS = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5)
MAXP_SHARES = (0.0, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0)
WINDOW, STRIDE = 250, 125


# ---- lever 1: citation indegree from the corpus texts -------------------------------------------------------
def _norm(t: str) -> str:
    return t.replace("S.C.R.", "SCR").replace("S.C.C.", "SCC").replace("A.I.R.", "AIR").replace("S.C.", "SC")


_INSC = re.compile(r"\[(\d{4})\]\s*INSC\s*(\d+)")
_AIR = re.compile(r"\bAIR\s*\(?(\d{4})\)?\s*SC\s*(\d+)")
_AIR_HEADER = re.compile(r"\b(\d{4})\s+AIR\s+(\d+)")  # the CITATION line's form: "1993 AIR 1632"
_SCR = re.compile(r"[\[(]?(\d{4})[\])]?\s*(?:\(?\d{1,2}\)?\s*)?(?:Supp?l?\.?\s*)?(?:\(?\d{1,2}\)?\s*)?SCR\s*(\d+)")
_SCC = re.compile(r"[\[(]?(\d{4})[\])]?\s*\(?(\d{1,2})\)?\s*SCC\s*(\d+)")
_CITATOR = re.compile(r"\[?(\d{4}) ?SC ?(\d+) ?\]?")


def reporter_keys(text: str, header: bool) -> set[tuple[str, ...]]:
    """(reporter, year, [volume,] page) of every INSC / AIR / SCR / SCC citation in ``text`` (SCR without its
    volume: bodies often leave it out)."""
    out = {("INSC", *m.groups()) for m in _INSC.finditer(text)} | {("AIR", *m.groups()) for m in _AIR.finditer(text)}
    out |= {("SCR", *m.groups()) for m in _SCR.finditer(text)} | {("SCC", *m.groups()) for m in _SCC.finditer(text)}
    if header:
        out |= {("AIR", *m.groups()) for m in _AIR_HEADER.finditer(text)}
    return out


def reporter_edges(docs: dict[str, str]) -> dict[str, set[str]]:
    """citing id -> the corpus ids it cites by reporter citation, plus (citing later case -> this one) from each
    judgment's CITATOR INFO list where the later case is a corpus judgment."""
    own, bodies, citators = {}, {}, {}
    for i, t in docs.items():
        lines = _norm(t).split("\n")
        h = next((k for k, line in enumerate(lines[:8]) if line.startswith("CITATION:")), 0)
        own[i] = reporter_keys("\n".join(lines[: h + 1]), True)
        rest, cit = lines[h + 1:], []
        if rest and rest[0].startswith("CITATOR INFO"):
            rest = rest[1:]
            # the list's lines hold only codes (R, RF, E&D ...), "[1966 SC 69]" and "(5,7)"
            while rest and len(rest[0]) < 2000 and not re.sub(
                    r"\[?\d{4} ?SC ?\d+ ?\]?|\([\d,\s]*\)|\b[A-Z&]{1,4}\b|\s", "", rest[0]):
                cit.append(rest.pop(0))
        citators[i] = {("AIR", *m.groups()) for m in _CITATOR.finditer(" ".join(cit))}
        bodies[i] = reporter_keys("\n".join(rest), False)
    shared = Counter(k for ks in own.values() for k in ks)
    owner = {k: i for i, ks in own.items() for k in ks if shared[k] == 1}
    edges: dict[str, set[str]] = {}
    for i, ks in bodies.items():
        for k in ks:
            if k in owner and owner[k] != i:
                edges.setdefault(i, set()).add(owner[k])
    for cited, ks in citators.items():
        for k in ks:
            if k in owner and owner[k] != cited:
                edges.setdefault(owner[k], set()).add(cited)
    return edges


def read_corpus(path: Path) -> dict[str, str]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return {d["id"]: d["text"] for d in map(json.loads, fh) if d.get("text")}


def indegree(engine, source: str, docs: dict[str, str]) -> tuple[np.ndarray, dict]:
    edges = citation_edges(docs) if source == "aila" else reporter_edges(docs)
    cited = Counter(c for cs in edges.values() for c in cs)
    out = np.zeros(engine.index.size)
    for cid, n in cited.items():
        if cid in engine.index.row_of:
            out[engine.index.row_of[cid]] = n
    info = {"judgments": len(docs), "citing": len(edges), "citations": int(sum(cited.values())),
            "indegree_gt_0": int((out > 0).sum()), "max_indegree": int(out.max())}
    return out, info


# ---- lever 2: BM25 over fixed windows -----------------------------------------------------------------------
class Windows:
    """Term counts of every judgment's 250-word windows (stride 125), the owner row of each window."""

    def __init__(self, engine, docs: dict[str, str]) -> None:
        vocab: dict[str, int] = {}
        indptr, indices, data, owner = [0], array("i"), array("f"), []
        for cid, text in docs.items():
            row = engine.index.row_of.get(cid)
            if row is None:
                continue
            words = text.split()
            for start in range(0, max(len(words) - WINDOW, 0) + 1, STRIDE):
                for t, c in Counter(engine.analyzer(" ".join(words[start: start + WINDOW]))).items():
                    indices.append(vocab.setdefault(t, len(vocab)))
                    data.append(c)
                indptr.append(len(indices))
                owner.append(row)
        self.tf = sp.csr_matrix((np.frombuffer(data, np.float32), np.frombuffer(indices, np.int32), np.asarray(indptr)),
                                shape=(len(owner), len(vocab)))
        self.vocab, self.owner = vocab, np.asarray(owner)
        self.n_rows = engine.index.size
        self._w: dict[tuple[float, float], sp.csc_matrix] = {}

    def best(self, terms: dict[str, float], k1: float, b: float) -> np.ndarray:
        """(n_rows,) the best window's BM25 of each judgment (0 without windows)."""
        if (k1, b) not in self._w:
            self._w[(k1, b)] = bm25_weights(self.tf, k1, b).tocsc()
        known = {self.vocab[t]: w for t, w in terms.items() if t in self.vocab and w > 0}
        out = np.zeros(self.n_rows)
        if not known:
            return out
        cols = np.fromiter(known, dtype=np.int64)
        s = np.asarray(self._w[(k1, b)][:, cols] @ np.fromiter(known.values(), dtype=np.float64)).ravel()
        np.maximum.at(out, self.owner, s)
        return out


# ---- the study ----------------------------------------------------------------------------------------------
def order(rows: np.ndarray, score: np.ndarray) -> np.ndarray:
    return rows[np.lexsort((np.arange(len(score)), -score))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=("short", "full"), default="full")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    t0 = time.time()
    ptype = "fact_pattern" if args.kind == "short" else "fact_description"
    profile = replace(shipped()[ptype], known_item=False)
    engines = {k: T.open_engine(p, None) for k, p in DATA.items()}
    prior, windows, prior_info = {}, {}, {}
    for src, e in engines.items():
        docs = read_corpus(DATA[src] / "corpus.jsonl.gz")
        prior[src], prior_info[src] = indegree(e, src, docs)
        T.log(f"{src}: indegree {prior_info[src]} ({time.time() - t0:.0f}s)")
        windows[src] = Windows(e, docs)
        T.log(f"{src}: {windows[src].tf.shape[0]} windows ({time.time() - t0:.0f}s)")
    train = [q for q in T.load_queries(engines["aila"], DATA["aila"], "train") if q.kind == args.kind]
    train += T.window_queries(engines["irled"], DATA["irled"], "train", args.kind, 3, 0)
    T.log(f"{len(train)} train queries ({args.kind}), profile {ptype}")
    for src in engines:  # does the prior carry signal? judgments the train queries want, cited vs every judgment
        wanted = {r for q in train if q.source == src for r in q.relevant}
        prior_info[src]["relevant_cited_share"] = round(float(np.mean([prior[src][r] > 0 for r in wanted])), 3) if wanted else None
        prior_info[src]["all_cited_share"] = round(float(np.mean(prior[src] > 0)), 3)

    maxp_params = [(profile.k1, profile.b)] + ([(1.2, 0.75)] if (profile.k1, profile.b) != (1.2, 0.75) else [])
    settings = [("prior", w, None, 0.0) for w in PRIOR_WEIGHTS]
    settings += [("maxp", 0.0, kb, lam) for kb in maxp_params for lam in MAXP_SHARES]
    settings += [("both", w, kb, lam) for kb in maxp_params for w in PRIOR_WEIGHTS[1:] for lam in MAXP_SHARES[1:]]
    ap_table = np.zeros((len(train), len(settings)))
    for i, q in enumerate(train):
        r = rank_query(engines[q.source], q.text, profile, detect(q.text))
        rows, base = r.pool.rows, zscore(np.asarray(r.ranking.score, dtype=np.float64))
        shipped_order = r.rows(T.DEPTH)
        pz = zscore(np.log1p(prior[q.source][rows]))
        best = {kb: zscore(windows[q.source].best(r.pq.bm25_terms, *kb)[rows]) for kb in maxp_params}
        for j, (_, w, kb, lam) in enumerate(settings):
            if w == 0 and lam == 0:
                o = shipped_order  # the shipped pick itself, exactly
            else:
                s = base + w * pz
                if lam:
                    s = (1 - lam) * s + lam * best[kb]
                o = order(rows, s)
            ap_table[i, j] = T.average_precision(o, q.relevant, q.n_rel)
        if i % 25 == 0:
            T.log(f"{i + 1}/{len(train)} ({time.time() - t0:.0f}s)")
    src = np.array([q.source for q in train])
    fold = np.array(T.folds([SimpleNamespace(q=q) for q in train]))

    def train_map(col: np.ndarray) -> dict:
        return {"MAP": T.macro(col.tolist(), src.tolist()),
                **{f"MAP_{s}": float(col[src == s].mean()) for s in ("aila", "irled")}}

    def label(s) -> str:
        lever, w, kb, lam = s
        parts = ([f"prior w {w}"] if lever in ("prior", "both") else []) + (
            [f"MaxP share {lam} (window BM25 k1 {kb[0]}, b {kb[1]})"] if lever in ("maxp", "both") else [])
        return ", ".join(parts) if (w or lam) else "shipped pick"

    shipped_m = train_map(ap_table[:, 0])
    out_rows = [{"family": "shipped pick", "setting": f"{ptype} as shipped", **shipped_m,
                 "per_query_AP": [round(float(x), 5) for x in ap_table[:, 0]]}]
    families = {"citation prior": [j for j, s in enumerate(settings) if s[0] == "prior"]}
    for kb in maxp_params:
        families[f"BM25 MaxP (window k1 {kb[0]}, b {kb[1]})"] = [0] + [
            j for j, s in enumerate(settings) if s[0] == "maxp" and s[2] == kb and s[3] > 0]
        families[f"prior + MaxP (window k1 {kb[0]}, b {kb[1]})"] = [0] + [
            j for j, s in enumerate(settings) if s[0] in ("prior", "maxp") and (s[2] in (None, kb)) and (s[1] or s[3])
        ] + [j for j, s in enumerate(settings) if s[0] == "both" and s[2] == kb]
    # the honest decision row: one CV choosing among every setting of every family (both window BM25s)
    families["every setting above (one CV over all)"] = list(range(len(settings)))
    for fam, cols in families.items():
        cv, best = T.cv_columns(ap_table[:, cols], fold, src)
        held = np.zeros(len(train))  # per-source CV figures: the same held-out picks
        for f in np.unique(fold):
            tr = fold != f
            m = np.mean([ap_table[tr & (src == s)][:, cols].mean(0) for s in np.unique(src[tr])], axis=0)
            held[fold == f] = ap_table[fold == f, cols[int(np.argmax(m))]]
        d = held - ap_table[:, 0]  # held-out AP against the shipped pick's, per query
        out_rows.append({"family": fam, "setting": f"grouped CV (all train picks: {label(settings[cols[best]])})",
                         "MAP": cv, **{f"MAP_{s}": float(held[src == s].mean()) for s in ("aila", "irled")},
                         "clears_margin": bool(cv > shipped_m["MAP"] * T.MARGIN),
                         "held_out_vs_shipped": {"better": int((d > 1e-9).sum()), "worse": int((d < -1e-9).sum()),
                                                 "same": int((abs(d) <= 1e-9).sum())},
                         "per_query_AP": [round(float(x), 5) for x in held]})
        for j in cols[1:]:
            if fam.startswith("every") or (fam.startswith("prior + MaxP") and settings[j][0] != "both"):
                continue
            out_rows.append({"family": fam, "setting": label(settings[j]), **train_map(ap_table[:, j])})

    print(f"### {args.kind} ({ptype}): train MAP (macro of AILA and IRLeD windows; CV rows: grouped CV)\n")
    print("| family | setting | MAP | MAP aila | MAP irled | held-out queries better / worse than shipped |")
    print("|---|---|---:|---:|---:|---:|")
    for r in out_rows:
        if r["family"].startswith(("prior + MaxP", "every")) and not r["setting"].startswith("grouped"):
            continue  # the product grid's single settings: in the JSON only
        bw = r.get("held_out_vs_shipped")
        print(f"| {r['family']} | {r['setting']} | {r['MAP']:.4f} | {r['MAP_aila']:.4f} | {r['MAP_irled']:.4f} | "
              + (f"{bw['better']} / {bw['worse']} |" if bw else "– |"))
    print("\nindegree > 0: " + "; ".join(f"{s} {i['indegree_gt_0']} of {i['judgments']} judgments "
                                          f"({i['citations']} citations by {i['citing']} citing judgments, "
                                          f"max {i['max_indegree']})" for s, i in prior_info.items()))
    print("cited at least once: " + "; ".join(f"{s} {i['relevant_cited_share']} of the judgments its train queries "
                                               f"want, {i['all_cited_share']} of all" for s, i in prior_info.items()))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "kind": args.kind, "profile": ptype, "queries": len(train),
            "n_by_source": {s: int((src == s).sum()) for s in ("aila", "irled")}, "query_ids": [q.id for q in train],
            "margin": T.MARGIN, "indegree": prior_info, "window_words": WINDOW, "window_stride": STRIDE,
            "command": "PYTHONPATH=$PWD python " + " ".join(sys.argv), "rows": out_rows}, indent=1) + "\n")
    T.log(f"total {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
