#!/usr/bin/env python3
"""Reproduce how the (query, precedent) pairs of the stance set were drawn and split -- before any labelling.

The script only samples; it never looks at outcomes or assigns a label. Stage 1 draws 98 pairs and splits
them by a seeded shuffle (first 35 -> dev, the rest -> held-out); stage 2 (drawn after stage 1, to pass 200
triples and add tenancy and land-acquisition precedents) adds 4 pairs, all held out. Each pair became two
triples, one per side of the query's dispute.

Stage 3 (`draw_fresh`, 2026-11-26) draws a fresh held-out set, `triples_heldout2.jsonl`, after the first
held-out file had been looked at in aggregate: per chosen IRLeD query the next relevant precedent, plus
same-area AILA and IRLeD precedents, never a precedent of an earlier triple or outcome label file.
Stage 4 (`draw_heldout3`) draws a third held-out set, `triples_heldout3.jsonl`, the same way (seed 20261129),
also excluding every precedent of triples_heldout2.jsonl, with eight IRLeD queries new to the stance set.
Stage 5 (`draw_heldout4`) draws a fourth, `triples_heldout4.jsonl` (seed 20261130), excluding every precedent of
all earlier stance and outcome label files, with six IRLeD queries new to the stance set.
Stage 6 (`draw_heldout5`) draws a fifth, `triples_heldout5.jsonl` (seed 20261201), the same way, weighted towards
service, tax, tenancy, land, civil and writ queries, with ten IRLeD queries new to the stance set.
Stage 7 (`draw_heldout6`) draws a sixth, `triples_heldout6.jsonl` (seed 20261202), the same way, again weighted away
from criminal matters, with three IRLeD queries new to the stance set.
Stage 8 (`draw_heldout7`) draws a seventh, `triples_heldout7.jsonl` (seed 20261203), the same way, about half AILA
(mostly service precedents for AILA_Q1) and half IRLeD, few criminal pairs.
Stage 9 (`draw_heldout8`) draws an eighth, `triples_heldout8.jsonl` (seed 20261204), the same way, excluding the
seventh set and its outcome files too.
Stage 10 (`draw_heldout9`) draws a ninth, `triples_heldout9.jsonl` (seed 20261205), the same way, excluding the eighth
set and its outcome files too, with six IRLeD queries new to the stance set (land, civil, tax, writ).
Stage 11 (`draw_heldout10`) draws a tenth, `triples_heldout10.jsonl` (seed 20261206), the same way, excluding the ninth
set and its outcome files too, with IRLeD queries new to the stance set (writ, civil).
Stage 12 (`draw_heldout11`) draws an eleventh, `triples_heldout11.jsonl` (seed 20261208), the same way, excluding the
tenth set and its outcome files too, with IRLeD queries new to the stance set (FEMA, election, writ, civil).
Stage 13 (`draw_heldout12`) draws a twelfth, `triples_heldout12.jsonl` (seed 20261210), the same way, excluding the
eleventh set and its outcome files too, with the last listed IRLeD queries and an AILA service pool widened again.
Stage 14 (`draw_heldout13`) draws a thirteenth, `triples_heldout13.jsonl` (seed 20261212), the same way, excluding the
twelfth set and its outcome files too, with the last two unread IRLeD queries and the IRLeD service keyword pool.
Stage 15 (`draw_heldout14`) draws a fourteenth, `triples_heldout14.jsonl` (seed 20261214), the same way, excluding the
thirteenth set and its outcome files too, with two new keyword pools (writ, civil) as no non-criminal IRLeD query has a
fresh relevant precedent left.
Stage 16 (`draw_heldout15`) draws a fifteenth, `triples_heldout15.jsonl` (seed 20261216), the same way, excluding the
fourteenth set and its outcome files too, with wider IRLeD service and land pools and a wider AILA service pool
(termination of services) as the narrower ones are spent.
Stage 17 (`draw_heldout16`) draws a sixteenth, `triples_heldout16.jsonl` (seed 20261218), the same way, excluding the
fifteenth set and its outcome files too, from the pools the fifteenth set's section lists as left.
Stage 18 (`draw_heldout17`) draws a seventeenth, `triples_heldout17.jsonl` (seed 20261220), excluding the sixteenth
set and its outcome files too; its IRLeD precedents are other IRLeD train query judgments, as every corpus pool is spent.
Stage 19 (`draw_heldout18`) draws an eighteenth, `triples_heldout18.jsonl` (seed 20261222), AILA only, excluding the
seventeenth set and its outcome files too, as every IRLeD source (corpus pools and train query judgments) is spent.
Stage 20 (`draw_heldout19`) draws a nineteenth, `triples_heldout19.jsonl` (seeds 20261224, 20261225), AILA only,
excluding the eighteenth set and its outcome file too: 20 criminal pairs for AILA_Q3-Q10 and 20 pairs for four fact
patterns written for areas no dataset query covers (`written_queries19.jsonl`), from keyword pools over the corpus.
Stage 21 (`draw_heldout20`) draws a twentieth, `triples_heldout20.jsonl` (seeds 20261229, 20261230), AILA only,
excluding the nineteenth set and its outcome file too: 20 criminal pairs for AILA_Q3-Q10 and 20 pairs for four new
written fact patterns (`written_queries20.jsonl`: seniority, excise, contract, matrimonial), from keyword pools.

Usage (from the repo root):
    python datasets/stance/sample_pairs.py            # print the pairs with their split
    python datasets/stance/sample_pairs.py --fresh    # print the stage-3 (heldout2) pairs
    python datasets/stance/sample_pairs.py --heldout3 # print the stage-4 (heldout3) pairs
    python datasets/stance/sample_pairs.py --heldout4 # print the stage-5 (heldout4) pairs
    python datasets/stance/sample_pairs.py --heldout5 # print the stage-6 (heldout5) pairs
    python datasets/stance/sample_pairs.py --heldout6 # print the stage-7 (heldout6) pairs
    python datasets/stance/sample_pairs.py --heldout7 # print the stage-8 (heldout7) pairs
    python datasets/stance/sample_pairs.py --heldout8 # print the stage-9 pairs (triples_heldout8.jsonl)
    python datasets/stance/sample_pairs.py --heldout9 # print the stage-10 pairs (triples_heldout9.jsonl)
    python datasets/stance/sample_pairs.py --heldout10 # print the stage-11 pairs (triples_heldout10.jsonl)
    python datasets/stance/sample_pairs.py --heldout11 # print the stage-12 pairs (triples_heldout11.jsonl)
    python datasets/stance/sample_pairs.py --heldout12 # print the stage-13 pairs (triples_heldout12.jsonl)
    python datasets/stance/sample_pairs.py --heldout13 # print the stage-14 pairs (triples_heldout13.jsonl)
    python datasets/stance/sample_pairs.py --heldout14 # print the stage-15 pairs (triples_heldout14.jsonl)
    python datasets/stance/sample_pairs.py --heldout15 # print the stage-16 pairs (triples_heldout15.jsonl)
    python datasets/stance/sample_pairs.py --heldout16 # print the stage-17 pairs (triples_heldout16.jsonl)
    python datasets/stance/sample_pairs.py --heldout17 # print the stage-18 pairs (triples_heldout17.jsonl)
    python datasets/stance/sample_pairs.py --heldout18 # print the stage-19 pairs 1-40 (triples_heldout18.jsonl)
    python datasets/stance/sample_pairs.py --heldout19 # print the stage-20 pairs 1-40 (21-40 with a written19-* query id)
    python datasets/stance/sample_pairs.py --heldout20 # print the stage-21 pairs 1-40 (21-40 with a written20-* query id)
    python datasets/stance/sample_pairs.py --check    # and verify the triple files use exactly these pairs
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SHARED = HERE.parent.parent.parent / "shared" / "data"
N_DEV = 35

# Train queries chosen by reading their opening paragraphs, grouped by area (n = relevant pairs taken each).
IRLED_QUERIES = (
    [(q, 2) for q in "0035 0053 0091 0107 0123 0126 0147 0153 0158 0176 0194".split()]  # criminal
    + [(q, 2) for q in "0016 0089 0111 0137 0139 0166".split()]  # service
    + [(q, 2) for q in "0011 0044 0078 0169".split()]  # tax
    + [(q, 3) for q in "0066 0097 0036 0150".split()]  # tenancy, land acquisition, civil, civil
)


def _jsonl(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def _qrels(path: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for line in open(path, encoding="utf-8"):
        q, _, d, _ = line.split()
        out.setdefault(q, []).append(d)
    return out


def draw(shared: Path = SHARED) -> list[dict]:
    rng = random.Random(20261126)
    pairs = []
    ac = {d["id"]: d["text"] for d in _jsonl(shared / "aila2019" / "corpus.jsonl.gz")}
    ar = _qrels(shared / "aila2019" / "qrels_train.txt")
    for q, ds in ar.items():
        pairs += [("aila2019", q, d, "relevant") for d in ds]
    rel = {d for ds in ar.values() for d in ds}
    crim = sorted(k for k, t in ac.items() if "Penal Code" in t and "accused" in t and "State" in t)
    serv = sorted(k for k, t in ac.items() if "disciplinary" in t and "inquiry" in t and "Penal Code" not in t)
    others = rng.sample([d for d in crim if d not in rel], 6)
    for q, d in zip(rng.sample(["AILA_Q%d" % i for i in range(2, 11)], 6), others):
        pairs.append(("aila2019", q, d, "same-area"))
    for d in rng.sample([d for d in serv if d not in rel], 2):
        pairs.append(("aila2019", "AILA_Q1", d, "same-area"))

    ic = {d["id"]: d["text"] for d in _jsonl(shared / "irled2017" / "corpus.jsonl.gz")}
    ir = _qrels(shared / "irled2017" / "qrels_train.txt")
    for q, n in IRLED_QUERIES:
        qid = "current_case_" + q
        for d in [d for d in ir[qid] if len(ic[d].strip()) > 500][:n]:  # skip the empty upstream files
            pairs.append(("irled2017", qid, d, "relevant"))
    irel = {d for ds in ir.values() for d in ds}
    pools = {
        "criminal": (["0035", "0107", "0123", "0153", "0194"],
                     [k for k, t in ic.items() if "Penal Code" in t and "accused" in t and "State of" in t[:3000]]),
        "service": (["0089", "0111", "0166"],
                    [k for k, t in ic.items() if "disciplinary" in t and "inquiry" in t and "Penal Code" not in t]),
        "tax": (["0011", "0044"], [k for k, t in ic.items() if "assessee" in t[:5000]]),
        "tenancy": (["0066", "0066"], [k for k, t in ic.items() if "tenant" in t[:5000] and "landlord" in t[:5000]]),
    }
    for qs, pool in pools.values():
        pool = sorted(d for d in pool if d not in irel and len(ic[d].strip()) > 500)
        for q, d in zip(qs, rng.sample(pool, len(qs))):
            pairs.append(("irled2017", "current_case_" + q, d, "same-area"))
    pairs = sorted(set(pairs))
    rng.shuffle(pairs)
    rows = [{"n": i, "split": "dev" if i < N_DEV else "heldout", "source": s, "query_id": q, "doc_id": d,
             "pair_kind": k} for i, (s, q, d, k) in enumerate(pairs)]

    # Stage 2: four more same-area IRLeD precedents, all held out.
    rng2 = random.Random(20261127)
    used = {r["doc_id"] for r in rows}
    ok = lambda k: k not in irel and k not in used and len(ic[k].strip()) > 500  # noqa: E731
    ten = sorted(k for k, t in ic.items() if "tenant" in t[:5000] and "landlord" in t[:5000] and ok(k))
    land = sorted(k for k, t in ic.items() if "Land Acquisition Act" in t[:5000] and ok(k))
    extra = [("current_case_0066", d) for d in rng2.sample(ten, 2)] + [("current_case_0097", d) for d in rng2.sample(land, 2)]
    for i, (q, d) in enumerate(extra):
        rows.append({"n": len(pairs) + i, "split": "heldout", "source": "irled2017", "query_id": q, "doc_id": d,
                     "pair_kind": "same-area"})
    return rows


def _labelled_ids(names: tuple[str, ...]) -> set[tuple[str, str]]:
    """(source, doc_id) of every precedent in the given label files (kept out of the fresh draw)."""
    out: set[tuple[str, str]] = set()
    for name in names:
        path = HERE.parent / name
        if path.exists():
            out |= {(r["source"], r["doc_id"]) for r in _jsonl(path)}
    return out


EARLIER_FILES = ("stance/triples_dev.jsonl", "stance/triples_heldout.jsonl", "outcomes/aila2019_outcomes.jsonl",
                 "outcomes/irled2017_dev.jsonl", "outcomes/irled2017_heldout.jsonl",
                 "outcomes/irled2017_heldout2.jsonl")


def draw_fresh(shared: Path = SHARED) -> list[dict]:
    """Stage 3: 40 fresh pairs for triples_heldout2.jsonl (seed 20261128), drawn before any of them was read."""
    rng = random.Random(20261128)
    seen = _labelled_ids(EARLIER_FILES)
    pairs = []
    ic = {d["id"]: d["text"] for d in _jsonl(shared / "irled2017" / "corpus.jsonl.gz")}
    ir = _qrels(shared / "irled2017" / "qrels_train.txt")
    fresh = lambda src, k, t: (src, k) not in seen and len(t.strip()) > 500  # noqa: E731
    for q, _ in IRLED_QUERIES:  # the next relevant precedent of each chosen query
        qid = "current_case_" + q
        nxt = [d for d in ir[qid] if fresh("irled2017", d, ic[d])][:1]
        pairs += [("irled2017", qid, d, "relevant") for d in nxt]
    irel = {d for ds in ir.values() for d in ds}
    used = {p[2] for p in pairs}
    pools = {
        "tax": (["0078", "0169"], [k for k, t in ic.items() if "assessee" in t[:5000]]),
        "tenancy": (["0066"], [k for k, t in ic.items() if "tenant" in t[:5000] and "landlord" in t[:5000]]),
        "land": (["0097"], [k for k, t in ic.items() if "Land Acquisition Act" in t[:5000]]),
        "service": (["0137"], [k for k, t in ic.items() if "disciplinary" in t and "inquiry" in t
                               and "Penal Code" not in t]),
    }
    for qs, pool in pools.values():
        pool = sorted(k for k in pool if k not in irel and k not in used and fresh("irled2017", k, ic[k]))
        for q, d in zip(qs, rng.sample(pool, len(qs))):
            pairs.append(("irled2017", "current_case_" + q, d, "same-area"))
            used.add(d)
    ac = {d["id"]: d["text"] for d in _jsonl(shared / "aila2019" / "corpus.jsonl.gz")}
    arel = {d for ds in _qrels(shared / "aila2019" / "qrels_train.txt").values() for d in ds}
    ok = lambda k: k not in arel and fresh("aila2019", k, ac[k])  # noqa: E731
    crim = sorted(k for k, t in ac.items() if "Penal Code" in t and "accused" in t and "State" in t and ok(k))
    serv = sorted(k for k, t in ac.items() if "disciplinary" in t and "inquiry" in t and "Penal Code" not in t
                  and ok(k))
    for d in rng.sample(crim, 8):
        pairs.append(("aila2019", rng.choice(["AILA_Q%d" % i for i in range(3, 11)]), d, "same-area"))
    pairs += [("aila2019", "AILA_Q1", d, "same-area") for d in rng.sample(serv, 2)]
    return [{"n": i + 1, "split": "heldout2", "source": s, "query_id": q, "doc_id": d, "pair_kind": k}
            for i, (s, q, d, k) in enumerate(pairs)]


# Stage 4 (`draw_heldout3`): queries chosen by reading their openings. Eight are new to the stance set (0080,
# 0040, 0162 criminal; 0108, 0180, 0102 service/labour; 0087 a medical-negligence consumer claim; 0141 a writ
# against a State rule); the others are earlier chosen queries with a fresh relevant precedent left.
HELDOUT3_QUERIES = ("0080 0040 0162 0035 0107 0153"  # criminal
                    " 0108 0180 0102 0137 0166"  # service / labour
                    " 0011 0169 0044 0078"  # tax
                    " 0066 0097 0036 0150 0087 0141").split()  # tenancy, land, civil x3, writ
HELDOUT3_EXCLUDE = EARLIER_FILES + ("stance/triples_heldout2.jsonl",)


# the same-area keyword pools of IRLeD precedents the later stages draw from (a precedent's opening text)
IRLED_POOLS = {
    "tenancy": lambda t: "tenant" in t[:5000] and "landlord" in t[:5000],
    "land": lambda t: "Land Acquisition Act" in t[:5000],
    "tax": lambda t: "assessee" in t[:5000],
    "service": lambda t: "disciplinary" in t and "inquiry" in t and "Penal Code" not in t,
    "criminal": lambda t: "Penal Code" in t and "accused" in t and "State of" in t[:3000],
    # stage 15: writs and civil suits, for the citizen <-> government and plaintiff <-> defendant queries
    "writ": lambda t: "writ petition" in t[:3000].lower() and "Penal Code" not in t,
    "civil": lambda t: "plaintiff" in t[:5000] and "defendant" in t[:5000] and "Penal Code" not in t,
    # stage 16: the service and land pools widened, as both are spent (a departmental or disciplinary inquiry in
    # either spelling; "acquisition" and "land" in the opening in any case)
    "service_wide": lambda t: (("disciplinary" in t or "departmental" in t) and ("inquiry" in t or "enquiry" in t)
                               and "Penal Code" not in t),
    "land_wide": lambda t: "acquisition" in t[:5000].lower() and "land" in t[:5000].lower(),
    # stage 17: the tax pool widened, as it is spent
    "tax_wide": lambda t: (("assessee" in t or "income-tax" in t[:5000].lower() or "excise" in t[:5000].lower())
                           and "Penal Code" not in t),
}


def _draw_stage(shared: Path, seed: int, split: str, queries: list[str], exclude: tuple[str, ...],
                pools: list[tuple[str, list[str]]], n_serv: int, n_crim: int | None = None) -> list[dict]:
    """Stages 4-6: per chosen IRLeD query the first relevant precedent in none of ``exclude``; then, per
    (pool, queries) of ``pools``, same-area IRLeD precedents drawn from that keyword pool; then AILA criminal
    precedents for random criminal AILA train queries (``n_crim``, or as many as fill 40 pairs) and ``n_serv``
    service precedents for AILA_Q1. No precedent repeats or is in an excluded file. The random draws happen in
    this order, so a stage's pairs depend only on its seed and arguments."""
    rng = random.Random(seed)
    seen = _labelled_ids(exclude)
    pairs = []
    ic = {d["id"]: d["text"] for d in _jsonl(shared / "irled2017" / "corpus.jsonl.gz")}
    ir = _qrels(shared / "irled2017" / "qrels_train.txt")
    fresh = lambda src, k, t: (src, k) not in seen and len(t.strip()) > 500  # noqa: E731
    used: set[str] = set()
    for q in queries:
        qid = "current_case_" + q
        nxt = [d for d in ir[qid] if d not in used and fresh("irled2017", d, ic[d])][:1]
        pairs += [("irled2017", qid, d, "relevant") for d in nxt]
        used |= set(nxt)
    irel = {d for ds in ir.values() for d in ds}
    for name, qs in pools:
        pool = sorted(k for k, t in ic.items() if IRLED_POOLS[name](t) and k not in irel and k not in used
                      and fresh("irled2017", k, t))
        for q, d in zip(qs, rng.sample(pool, len(qs))):
            pairs.append(("irled2017", "current_case_" + q, d, "same-area"))
            used.add(d)
    ac = {d["id"]: d["text"] for d in _jsonl(shared / "aila2019" / "corpus.jsonl.gz")}
    arel = {d for ds in _qrels(shared / "aila2019" / "qrels_train.txt").values() for d in ds}
    ok = lambda k: k not in arel and fresh("aila2019", k, ac[k])  # noqa: E731
    crim = sorted(k for k, t in ac.items() if "Penal Code" in t and "accused" in t and "State" in t and ok(k))
    serv = sorted(k for k, t in ac.items() if "disciplinary" in t and "inquiry" in t and "Penal Code" not in t
                  and ok(k))
    for d in rng.sample(crim, n_crim if n_crim is not None else 40 - len(pairs) - n_serv):
        pairs.append(("aila2019", rng.choice(["AILA_Q%d" % i for i in range(3, 11)]), d, "same-area"))
    pairs += [("aila2019", "AILA_Q1", d, "same-area") for d in rng.sample(serv, n_serv)]
    return [{"n": i + 1, "split": split, "source": s, "query_id": q, "doc_id": d, "pair_kind": k}
            for i, (s, q, d, k) in enumerate(pairs)]


def draw_heldout3(shared: Path = SHARED) -> list[dict]:
    """Stage 4: 40 fresh pairs for triples_heldout3.jsonl (seed 20261129), drawn before any of them was read:
    7 same-area IRLeD precedents (2 tenancy, 2 land acquisition, 1 tax, 1 service, 1 criminal), 9 AILA criminal
    and 3 AILA service precedents (``_draw_stage``)."""
    return _draw_stage(shared, 20261129, "heldout3", HELDOUT3_QUERIES, HELDOUT3_EXCLUDE,
                       [("tenancy", ["0066", "0066"]), ("land", ["0097", "0097"]), ("tax", ["0011"]),
                        ("service", ["0089"]), ("criminal", ["0053"])], n_serv=3, n_crim=9)


# Stage 5 (`draw_heldout4`): queries chosen by reading their openings. Six are new to the stance set (0010 a MCOCA
# discharge, 0198 the Best Bakery retrial, both criminal; 0026 a labour union's unfair-labour-practice complaint and
# 0160 a challenge to a selection of college principals, service; 0054 market fee on sugarcane purchases, tax; 0156
# a State notification forfeiting a book, writ); the others are earlier chosen queries with a fresh relevant
# precedent left. No train query is of the insurance or motor-accident kind.
HELDOUT4_QUERIES = ("0010 0198 0091 0123 0126 0147 0158 0176 0194"  # criminal
                    " 0026 0160 0016 0089 0111 0139"  # service / labour
                    " 0054 0011 0044 0078"  # tax
                    " 0066 0097 0036 0150 0087 0156 0141").split()  # tenancy, land, civil x3, writ x2
HELDOUT4_EXCLUDE = HELDOUT3_EXCLUDE + ("stance/triples_heldout3.jsonl", "outcomes/aila2019_heldout3.jsonl",
                                       "outcomes/irled2017_heldout3.jsonl")


def draw_heldout4(shared: Path = SHARED) -> list[dict]:
    """Stage 5: 40 fresh pairs for triples_heldout4.jsonl (seed 20261130), drawn before any of them was read:
    6 same-area IRLeD precedents (2 tenancy, 2 land acquisition, 1 tax, 1 service), AILA criminal precedents to
    fill 40 with 2 AILA service precedents (``_draw_stage``)."""
    return _draw_stage(shared, 20261130, "heldout4", HELDOUT4_QUERIES, HELDOUT4_EXCLUDE,
                       [("tenancy", ["0066", "0066"]), ("land", ["0097", "0097"]), ("tax", ["0044"]),
                        ("service", ["0139"])], n_serv=2)


# Stage 6 (`draw_heldout5`): queries chosen by reading their openings, balanced away from criminal matters. Ten are
# new to the stance set (0105 a police constable's suit against his dismissal, 0131 a union against a mill
# management, 0151 recruitment of health workers, 0068 an Armed Forces Tribunal appeal: service; 0130 a suit over a
# dharamshala's land, 0069 rejection of a plaint, 0061 a reference to arbitration: civil; 0027 allotment of
# industrial plots, 0132 migrant students' postgraduate admission: writ; 0177 allotment of sites from acquired
# land: land); the others are earlier chosen queries with a fresh relevant precedent left. Twelve earlier queries
# (service 0016 0089 0111 0137 0139; tax 0011 0044 0078; tenancy 0066; land 0097; civil 0036 0150) have none.
HELDOUT5_QUERIES = ("0105 0131 0151 0068 0108 0102 0026"  # service / labour
                    " 0169 0054"  # tax
                    " 0177"  # land
                    " 0130 0069 0061 0087"  # civil
                    " 0027 0132 0141 0156"  # writ
                    " 0080 0040 0162").split()  # criminal
HELDOUT5_EXCLUDE = HELDOUT4_EXCLUDE + ("stance/triples_heldout4.jsonl", "outcomes/aila2019_heldout4.jsonl",
                                       "outcomes/irled2017_heldout4.jsonl")


def draw_heldout5(shared: Path = SHARED) -> list[dict]:
    """Stage 6: 40 fresh pairs for triples_heldout5.jsonl (seed 20261201), drawn before any of them was read:
    21 relevant, 9 same-area IRLeD precedents (3 tenancy, 3 land acquisition, 3 tax), 7 AILA criminal and 3 AILA
    service precedents (``_draw_stage``)."""
    return _draw_stage(shared, 20261201, "heldout5", HELDOUT5_QUERIES, HELDOUT5_EXCLUDE,
                       [("tenancy", ["0066"] * 3), ("land", ["0097"] * 3), ("tax", ["0011", "0044", "0078"])],
                       n_serv=3)


# Stage 7 (`draw_heldout6`): queries chosen by reading their openings, balanced away from criminal matters. Three are
# new to the stance set (0018 lecturers against a minority college's choice of Principal: service; 0170 a State
# import levy on potable liquor under Article 301: tax, listed twice for two relevant precedents; 0083 a husband's
# divorce petition: civil); the others are earlier chosen queries with a fresh relevant precedent left (0177 listed
# twice). The earlier tax queries 0011 0044 0054 0078 0169, the tenancy query 0066 and the land query 0097 have none.
HELDOUT6_QUERIES = ("0018 0068 0102 0105 0151 0180 0108 0131 0166"  # service / labour
                    " 0170 0170"  # tax
                    " 0177 0177"  # land
                    " 0083 0061 0069 0130 0087"  # civil
                    " 0027 0132 0141 0156"  # writ
                    " 0010 0080").split()  # criminal
HELDOUT6_EXCLUDE = HELDOUT5_EXCLUDE + ("stance/triples_heldout5.jsonl", "outcomes/aila2019_heldout5.jsonl",
                                       "outcomes/irled2017_heldout5.jsonl")


def draw_heldout6(shared: Path = SHARED) -> list[dict]:
    """Stage 7: 40 fresh pairs for triples_heldout6.jsonl (seed 20261202), drawn before any of them was read:
    24 relevant, 10 same-area IRLeD precedents (3 tenancy, 3 land acquisition, 3 tax, 1 service), 4 AILA criminal
    and 2 AILA service precedents (``_draw_stage``)."""
    return _draw_stage(shared, 20261202, "heldout6", HELDOUT6_QUERIES, HELDOUT6_EXCLUDE,
                       [("tenancy", ["0066"] * 3), ("land", ["0097"] * 3), ("tax", ["0011", "0044", "0078"]),
                        ("service", ["0089"])], n_serv=2, n_crim=4)


# Stage 8 (`draw_heldout7`): balanced between the corpora (about half AILA) and away from criminal matters. IRLeD:
# per chosen query (no new one) the first relevant precedent in no earlier stance or outcome label file, then
# same-area IRLeD precedents from the keyword pools. AILA: service precedents for the service query AILA_Q1, a few
# criminal precedents for random criminal AILA train queries, and precedents on expunging a court's remarks for
# AILA_Q2 (the fallback appellant/respondent query). No AILA or IRLeD train query is of the insurance or
# motor-accident kind. Of the listed queries 0170 (tax), 0177 (land), 0087 (civil), 0132, 0156 and 0141 (writ) turned
# out to have no fresh relevant precedent left.
HELDOUT7_QUERIES = ("0018 0105 0151 0068 0102"  # service / labour
                    " 0170"  # tax
                    " 0177"  # land
                    " 0083 0061 0069 0130 0087"  # civil
                    " 0027 0132 0156 0141").split()  # writ
HELDOUT7_EXCLUDE = HELDOUT6_EXCLUDE + ("stance/triples_heldout6.jsonl", "outcomes/aila2019_heldout6.jsonl",
                                       "outcomes/irled2017_heldout6.jsonl")


def draw_heldout7(shared: Path = SHARED) -> list[dict]:
    """Stage 8: 40 fresh pairs for triples_heldout7.jsonl (seed 20261203), drawn before any of them was read
    (``_draw_balanced``): 12 AILA service precedents for AILA_Q1."""
    return _draw_balanced(shared, 20261203, "heldout7", HELDOUT7_QUERIES, HELDOUT7_EXCLUDE, 12,
                          lambda t: "disciplinary" in t and "inquiry" in t)


# the same-area IRLeD pools of stages 8-13: 3 tenancy, 3 land acquisition, 3 tax precedents
BALANCED_POOLS = [("tenancy", ["0066"] * 3), ("land", ["0097"] * 3), ("tax", ["0011", "0044", "0078"])]


def _draw_balanced(shared: Path, seed: int, split: str, queries: list[str], exclude: tuple[str, ...], n_serv: int,
                   service: Callable[[str], bool],
                   pools: list[tuple[str, list[str]]] | None = None) -> list[dict]:
    """Stages 8-14: the IRLeD relevant pairs of ``queries`` and same-area IRLeD precedents (``pools``, by default
    ``BALANCED_POOLS``) from ``_draw_stage``, with its AILA part replaced: ``n_serv`` service precedents (``service``
    on the text, no Penal Code) for AILA_Q1, 2 precedents that mention expunging remarks for AILA_Q2, and AILA
    criminal precedents to fill 40."""
    irled = _draw_stage(shared, seed, split, queries, exclude, BALANCED_POOLS if pools is None else pools,
                        n_serv=0, n_crim=0)
    rows = [{k: r[k] for k in ("source", "query_id", "doc_id", "pair_kind")} for r in irled]
    rows += _aila_part(shared, seed + 1, exclude, n_serv, service, 40 - len(irled))
    return [{"n": i + 1, "split": split, **r} for i, r in enumerate(rows)]


def _aila_part(shared: Path, seed: int, exclude: tuple[str, ...], n_serv: int, service: Callable[[str], bool],
               n_aila: int) -> list[dict]:
    """The AILA part of stages 8-18 (its own seed): ``n_serv`` service precedents for AILA_Q1, up to 2 remarks
    precedents for AILA_Q2, and criminal precedents for random criminal AILA queries to make ``n_aila`` pairs."""
    rng = random.Random(seed)
    seen = _labelled_ids(exclude)
    ac = {d["id"]: d["text"] for d in _jsonl(shared / "aila2019" / "corpus.jsonl.gz")}
    arel = {d for ds in _qrels(shared / "aila2019" / "qrels_train.txt").values() for d in ds}
    ok = lambda k: k not in arel and ("aila2019", k) not in seen and len(ac[k].strip()) > 500  # noqa: E731
    serv = sorted(k for k, t in ac.items() if service(t) and "Penal Code" not in t and ok(k))
    remarks = sorted(k for k, t in ac.items() if "expung" in t and "remarks" in t and ok(k) and k not in serv)
    crim = sorted(k for k, t in ac.items() if "Penal Code" in t and "accused" in t and "State" in t and ok(k)
                  and k not in serv and k not in remarks)
    pairs = [("aila2019", "AILA_Q1", d, "same-area") for d in rng.sample(serv, n_serv)]
    pairs += [("aila2019", "AILA_Q2", d, "same-area") for d in rng.sample(remarks, min(2, len(remarks)))]
    for d in rng.sample(crim, n_aila - len(pairs)):
        pairs.append(("aila2019", rng.choice(["AILA_Q%d" % i for i in range(3, 11)]), d, "same-area"))
    return [{"source": s, "query_id": q, "doc_id": d, "pair_kind": k} for s, q, d, k in pairs]


def _service_wide(text: str) -> bool:
    """The stage-9 service pool: a disciplinary or departmental inquiry (either spelling)."""
    return ("disciplinary" in text or "departmental" in text) and ("inquiry" in text or "enquiry" in text)


# Stage 9 (`draw_heldout8`): the same way as stage 8 (seed 20261204), excluding the seventh set and its outcome files
# too. IRLeD relevant pairs only where a listed query still had a fresh relevant precedent (checked by listing counts,
# not by reading them): service 0018 0068 0102 0180, civil 0061 0069 0130, writ 0027, criminal 0010. The tax (0011
# 0044 0054 0078 0169 0170), tenancy (0066), land (0097 0177) and other earlier queries had none left, so those areas
# come from the same-area keyword pools. AILA: 14 service (pool widened, see draw_heldout8) precedents for AILA_Q1, 2 remarks precedents for AILA_Q2,
# criminal precedents to fill 40. No train query is of the insurance or motor-accident kind.
HELDOUT8_QUERIES = ("0018 0068 0068 0102 0180"  # service / labour
                    " 0061 0061 0069 0130 0130"  # civil
                    " 0027"  # writ
                    " 0010").split()  # criminal
HELDOUT8_EXCLUDE = HELDOUT7_EXCLUDE + ("stance/triples_heldout7.jsonl", "outcomes/aila2019_heldout7.jsonl",
                                       "outcomes/irled2017_heldout7.jsonl")


def draw_heldout8(shared: Path = SHARED) -> list[dict]:
    """Stage 9: 40 fresh pairs for triples_heldout8.jsonl (seed 20261204), drawn before any of them was read
    (``_draw_balanced``): 14 AILA service precedents for AILA_Q1, from a pool widened to "departmental" and
    "enquiry" spellings (the stage-8 pool had 6 precedents left)."""
    return _draw_balanced(shared, 20261204, "heldout8", HELDOUT8_QUERIES, HELDOUT8_EXCLUDE, 14,
                          _service_wide)


# Stage 10 (`draw_heldout9`): the same way as stage 9 (seed 20261205), excluding the eighth set and its outcome files
# too. The earlier chosen queries were counted (not read) for a fresh relevant precedent; the non-criminal ones had
# none left, so six IRLeD train queries new to the stance set were chosen by reading their openings: 0101 whether a
# fresh year runs after a s.6 Land Acquisition notification is quashed (land, listed three times), 0037 an
# arbitrator's pendente lite interest in a contractor's claim against the Union (civil, twice), 0048 the CPC s.98
# reference (civil), 0065 a rectification petition under s.155 of the Companies Act (civil), 0098 a writ against a
# Commercial Tax order (tax, twice), 0007 a university's challenge to a State amending Act and 0015 a challenge to a
# district council's appointment law (writ). Then 3 tenancy, 3 land, 3 tax same-area IRLeD precedents; AILA: 13
# service precedents (stage-9 pool) for AILA_Q1, 2 remarks precedents for AILA_Q2, criminal precedents to fill 40.
# No AILA or IRLeD train query is of the insurance or motor-accident kind.
HELDOUT9_QUERIES = ("0101 0101 0101"  # land
                    " 0037 0037 0048 0065"  # civil
                    " 0098 0098"  # tax
                    " 0007 0015").split()  # writ
HELDOUT9_EXCLUDE = HELDOUT8_EXCLUDE + ("stance/triples_heldout8.jsonl", "outcomes/aila2019_heldout8.jsonl",
                                       "outcomes/irled2017_heldout8.jsonl")


def draw_heldout9(shared: Path = SHARED) -> list[dict]:
    """Stage 10: 40 fresh pairs for triples_heldout9.jsonl (seed 20261205), drawn before any of them was read
    (``_draw_balanced``): 13 AILA service precedents for AILA_Q1 from the stage-9 pool."""
    return _draw_balanced(shared, 20261205, "heldout9", HELDOUT9_QUERIES, HELDOUT9_EXCLUDE, 13,
                          _service_wide)


# Stage 11 (`draw_heldout10`): the same way as stage 10 (seed 20261206), excluding the ninth set and its outcome files
# too. IRLeD: the unused train queries that the ninth set's README section lists as having fresh relevant precedents,
# taken from that list without reading their precedents: 0006 a quo warranto, 0028 a remission writ, 0038 and 0041 Bar
# challenges to tribunals and Lok Adalats (writ); 0070 a State Financial Corporation sale, 0181 a DRT execution, 0190
# a share transmission (civil, 0070 and 0190 twice). The election appeals (0113, 0185) and FEMA penalties (0172) were
# left for later sets. Then 3 tenancy, 3 land, 3 tax same-area IRLeD precedents; AILA: 14 service precedents (stage-9
# pool) for AILA_Q1, 2 remarks precedents for AILA_Q2, criminal precedents to fill 40.
HELDOUT10_QUERIES = ("0006 0028 0038 0041"  # writ
                     " 0070 0070 0181 0190 0190").split()  # civil
HELDOUT10_EXCLUDE = HELDOUT9_EXCLUDE + ("stance/triples_heldout9.jsonl", "outcomes/aila2019_heldout9.jsonl",
                                        "outcomes/irled2017_heldout9.jsonl")


def draw_heldout10(shared: Path = SHARED) -> list[dict]:
    """Stage 11: 40 fresh pairs for triples_heldout10.jsonl (seed 20261206), drawn before any of them was read
    (``_draw_balanced``): 14 AILA service precedents for AILA_Q1 from the stage-9 pool; the remarks pool
    for AILA_Q2 is spent (fewer than 2 left), so whatever is left of it is taken and criminal precedents fill 40."""
    return _draw_balanced(shared, 20261206, "heldout10", HELDOUT10_QUERIES, HELDOUT10_EXCLUDE, 14, _service_wide)


# Stage 12 (`draw_heldout11`): the same way as stage 11 (seed 20261208), excluding the tenth set and its outcome files
# too. IRLeD: the unused queries the ninth and tenth sets' README sections list first (0172 FEMA penalties, twice;
# 0113 and 0185 election appeals), then train queries new to the stance set chosen by reading their openings (0106
# the expulsion of MPs and 0193 a PIL against a judge's appointment, writ; 0084 the Sakal Papers share dispute, civil)
# and earlier queries that still have one fresh relevant precedent (counted, not read: 0098 tax; 0007, 0038 writ;
# 0037, 0181 civil). Then 3 tenancy, 3 land, 3 tax same-area IRLeD precedents; AILA: the 12 service precedents left
# in the stage-9 pool for AILA_Q1 (the pool is then spent), no remarks precedent for AILA_Q2 (spent), criminal
# precedents to fill 40. No AILA or IRLeD train query is of the insurance or motor-accident kind.
HELDOUT11_QUERIES = ("0172 0172"  # FEMA penalty appeals (accused <-> prosecution, penal adjudication)
                     " 0113 0185"  # election appeals (fallback roles)
                     " 0106 0106 0193 0007 0038"  # writ
                     " 0098"  # tax
                     " 0084 0037 0181").split()  # civil
HELDOUT11_EXCLUDE = HELDOUT10_EXCLUDE + ("stance/triples_heldout10.jsonl", "outcomes/aila2019_heldout10.jsonl",
                                         "outcomes/irled2017_heldout10.jsonl")


def draw_heldout11(shared: Path = SHARED) -> list[dict]:
    """Stage 12: 40 fresh pairs for triples_heldout11.jsonl (seed 20261208), drawn before any of them was read
    (``_draw_balanced``): the 12 AILA service precedents left in the stage-9 pool for AILA_Q1."""
    return _draw_balanced(shared, 20261208, "heldout11", HELDOUT11_QUERIES, HELDOUT11_EXCLUDE, 12, _service_wide)


# Stage 13 (`draw_heldout12`): the same way as stage 12 (seed 20261210), excluding the eleventh set and its outcome
# files too. IRLeD: the queries the eleventh set's README section lists as having fresh relevant precedents, counted
# (not read) again first: 0106, 0185 (two each), 0007, 0038, 0193 (one each; 0113, 0172 and 0181 had none left after the
# eleventh outcome files), then the unread 0046, 0059, 0081, 0171, 0199 (one each), their areas read afterwards. Then 3
# tenancy, 3 land, 3 tax same-area IRLeD precedents. AILA: the stage-9 service pool is spent, so the AILA_Q1 pool is
# widened to judgments that mention reinstatement or Article 311 (no Penal Code); 13 of them, no remarks precedent for
# AILA_Q2 (spent), criminal precedents to fill 40. No AILA or IRLeD train query is of the insurance or motor-accident kind.
HELDOUT12_QUERIES = ("0106 0106 0185 0185 0007 0038 0193"  # writ, election (fallback roles)
                     " 0046 0059 0081 0171 0199").split()  # unread when drawn
HELDOUT12_EXCLUDE = HELDOUT11_EXCLUDE + ("stance/triples_heldout11.jsonl", "outcomes/aila2019_heldout11.jsonl",
                                         "outcomes/irled2017_heldout11.jsonl")


def _service_reinstate(text: str) -> bool:
    """The stage-13 AILA service pool: a judgment that mentions reinstatement or Article 311."""
    return "reinstate" in text or "Article 311" in text


def draw_heldout12(shared: Path = SHARED) -> list[dict]:
    """Stage 13: 40 fresh pairs for triples_heldout12.jsonl (seed 20261210), drawn before any of them was read
    (``_draw_balanced``): 13 AILA service precedents for AILA_Q1 from the widened reinstatement pool."""
    return _draw_balanced(shared, 20261210, "heldout12", HELDOUT12_QUERIES, HELDOUT12_EXCLUDE, 13, _service_reinstate)


# Stage 14 (`draw_heldout13`): the same way as stage 13 (seed 20261212, AILA part 20261213), excluding the twelfth set
# and its outcome files too (not the *_heldout13 outcome files, drawn at the same time). The twelfth set's section listed
# as left 0048, 0072, 0124 and the criminal 0010 0035 0053 0080 0107 0126 0147 0198; counted (not read) again against
# this exclusion, 0048 and 0107 have no fresh relevant precedent left (the *_heldout12 outcome files took them), the
# others one each. IRLeD: 0072 (a PIL on structural reform of the Supreme Court, a National Court of Appeal: writ) and
# 0124 (the MCOCA constitutionality appeals: criminal), both unread until their openings were read for the area, and of
# the criminal queries only 0198 (the Best Bakery retrial, the one used least in earlier sets), to keep criminal pairs
# at 8 of 40. Then same-area IRLeD precedents: 4 tenancy for 0066, 4 land acquisition for 0097 (the whole pool left),
# 4 tax for 0011 0044 0078 0169, and 4 from the service keyword pool (disciplinary inquiry, never drawn since stage 7),
# one each for the IRLeD disciplinary-proceedings queries 0089 0137 0139 0166 (chosen by reading their openings only).
# AILA: 15 precedents of the stage-13 reinstatement pool for AILA_Q1, no remarks precedent for AILA_Q2 (spent), criminal
# precedents to fill 40 (6). 19 IRLeD / 21 AILA pairs. No AILA or IRLeD train query is of the insurance kind.
HELDOUT13_QUERIES = ("0072"  # writ
                     " 0124 0198").split()  # criminal
HELDOUT13_EXCLUDE = HELDOUT12_EXCLUDE + ("stance/triples_heldout12.jsonl", "outcomes/aila2019_heldout12.jsonl",
                                         "outcomes/irled2017_heldout12.jsonl")
HELDOUT13_POOLS = [("tenancy", ["0066"] * 4), ("land", ["0097"] * 4), ("tax", ["0011", "0044", "0078", "0169"]),
                   ("service", ["0089", "0137", "0139", "0166"])]


def draw_heldout13(shared: Path = SHARED) -> list[dict]:
    """Stage 14: 40 fresh pairs for triples_heldout13.jsonl (seed 20261212), drawn before any of them was read
    (``_draw_balanced``): 16 same-area IRLeD precedents incl. the service pool, 15 AILA reinstatement precedents for
    AILA_Q1, 6 AILA criminal ones."""
    return _draw_balanced(shared, 20261212, "heldout13", HELDOUT13_QUERIES, HELDOUT13_EXCLUDE, 15, _service_reinstate,
                          HELDOUT13_POOLS)


# Stage 15 (`draw_heldout14`): the same way as stage 14 (seed 20261214, AILA part 20261215), excluding the thirteenth
# set and its outcome files too (not the *_heldout14 outcome files, drawn at the same time). Counted (not read) against
# this exclusion: of the criminal queries the thirteenth set's section lists, 0010 0035 0080 0126 0147 have one fresh
# relevant precedent each and 0053 none (the *_heldout13 outcome files took it); of the 80 IRLeD train queries 79 were
# used by some stage, and the one never used, 0063, has no fresh relevant precedent. So no non-criminal IRLeD query has
# a relevant pair left, and the non-criminal IRLeD areas come from the keyword pools (counted: tenancy 6, tax 14,
# service 1, criminal 8, land 0). IRLeD: of the criminal queries 0126 and 0147 (used least by earlier stages, twice
# each), to keep criminal pairs at 8 of 40. Then same-area IRLeD precedents: 4 tenancy for 0066, 6 tax for 0011 0044
# 0078 0169 0054 0098 (one per tax query), the last service precedent for 0089, and -- new, since writ and civil queries
# have no relevant pair left and no pool -- 4 from a writ pool (a "writ petition" in the opening, no Penal Code: 51
# fresh) for the writ queries 0141 0156 0027 0132 and 3 from a civil pool ("plaintiff" and "defendant" in the opening,
# no Penal Code: 15 fresh) for the civil-suit queries 0046 0069 0130; the queries' areas are those earlier stages read
# from their openings, none re-read. AILA: 14 precedents of the stage-13 reinstatement pool (21 fresh) for AILA_Q1, no
# remarks precedent for AILA_Q2 (spent), criminal precedents to fill 40 (6). 20 IRLeD / 20 AILA pairs. No AILA or IRLeD
# train query is of the insurance kind.
HELDOUT14_QUERIES = ("0126 0147").split()  # criminal
HELDOUT14_EXCLUDE = HELDOUT13_EXCLUDE + ("stance/triples_heldout13.jsonl", "outcomes/aila2019_heldout13.jsonl",
                                         "outcomes/irled2017_heldout13.jsonl")
HELDOUT14_POOLS = [("tenancy", ["0066"] * 4), ("tax", ["0011", "0044", "0078", "0169", "0054", "0098"]),
                   ("service", ["0089"]), ("writ", ["0141", "0156", "0027", "0132"]),
                   ("civil", ["0046", "0069", "0130"])]


def draw_heldout14(shared: Path = SHARED) -> list[dict]:
    """Stage 15: 40 fresh pairs for triples_heldout14.jsonl (seed 20261214), drawn before any of them was read
    (``_draw_balanced``): 18 same-area IRLeD precedents incl. the new writ and civil pools, 14 AILA reinstatement
    precedents for AILA_Q1, 6 AILA criminal ones."""
    return _draw_balanced(shared, 20261214, "heldout14", HELDOUT14_QUERIES, HELDOUT14_EXCLUDE, 14, _service_reinstate,
                          HELDOUT14_POOLS)


# Stage 16 (`draw_heldout15`): the same way as stage 15 (seed 20261216, AILA part 20261217), excluding the fourteenth
# set and its outcome files too (not the *_heldout15 outcome files, drawn at the same time). Counted (not read) against
# this exclusion: of the criminal queries the fourteenth set's section lists, 0010 and 0080 have one fresh relevant
# precedent each and 0035 none (the *_heldout14 outcome files took it); the IRLeD keyword pools hold tenancy 2, tax 6,
# criminal 6, writ 28, civil 9, service 0, land 0; the AILA reinstatement pool 7, the AILA criminal pool 481. So two
# pools are widened the way stage 9 widened the AILA service pool: an IRLeD service pool of any disciplinary or
# departmental inquiry or enquiry, no Penal Code (7 fresh), and an IRLeD land pool of "acquisition" and "land" in the
# opening 5,000 characters (4 fresh); and the AILA_Q1 pool is widened to the reinstatement pool, the stage-9 pool, or
# a judgment that mentions "terminat" and "services" (no Penal Code: 73 fresh). IRLeD: 0010 and 0080 (criminal, to keep
# criminal pairs at 8 of 40), then same-area precedents: the 2 tenancy left for 0066, 5 tax for 0011 0044 0078 0169 0054
# (one per tax query), 3 from the wide service pool for the disciplinary-proceedings queries 0089 0137 0139, 2 from the
# wide land pool for the land queries 0097 0101, 3 writ for 0006 0015 0041 and 3 civil for 0036 0150 0084 (the writ and
# civil queries used least by earlier stages; their areas and role pairs are those earlier stages read from their
# openings, none chosen anew). AILA: 14 precedents of the widened service pool for AILA_Q1, no remarks precedent for
# AILA_Q2 (spent), criminal precedents to fill 40 (6). 20 IRLeD / 20 AILA pairs. No train query is of the insurance kind.
HELDOUT15_QUERIES = ("0010 0080").split()  # criminal
HELDOUT15_EXCLUDE = HELDOUT14_EXCLUDE + ("stance/triples_heldout14.jsonl", "outcomes/aila2019_heldout14.jsonl",
                                         "outcomes/irled2017_heldout14.jsonl")
HELDOUT15_POOLS = [("tenancy", ["0066"] * 2), ("tax", ["0011", "0044", "0078", "0169", "0054"]),
                   ("service_wide", ["0089", "0137", "0139"]), ("land_wide", ["0097", "0101"]),
                   ("writ", ["0006", "0015", "0041"]), ("civil", ["0036", "0150", "0084"])]


def _service_terminate(text: str) -> bool:
    """The stage-16 AILA service pool: the stage-13 or stage-9 pool, or a judgment on the termination of services."""
    return _service_reinstate(text) or _service_wide(text) or ("terminat" in text and "services" in text)


def draw_heldout15(shared: Path = SHARED) -> list[dict]:
    """Stage 16: 40 fresh pairs for triples_heldout15.jsonl (seed 20261216), drawn before any of them was read
    (``_draw_balanced``): 18 same-area IRLeD precedents incl. the widened service and land pools, 14 AILA service
    precedents for AILA_Q1 from the termination pool, 6 AILA criminal ones."""
    return _draw_balanced(shared, 20261216, "heldout15", HELDOUT15_QUERIES, HELDOUT15_EXCLUDE, 14, _service_terminate,
                          HELDOUT15_POOLS)


# Stage 17 (`draw_heldout16`): the same way as stage 16 (seed 20261218, AILA part 20261219), excluding the fifteenth
# set and its outcome files too (not the *_heldout16 outcome files, drawn at the same time). The fifteenth set's section
# lists as left tax 1, criminal 6, writ 23, civil 6, service_wide 4, land_wide 2 (counted before its outcome files took
# some); counted (not read) against this exclusion they hold tax 0, criminal 6, writ 10, civil 3, service_wide 2,
# land_wide 1, and no IRLeD train query has a fresh relevant precedent. So the tax pool is widened the way stage 16
# widened service and land: `tax_wide`, "assessee" anywhere or "income-tax" or "excise" in the opening 5,000
# characters, no Penal Code (6 fresh, one shared with writ and one with service_wide, so drawn last). IRLeD (all same-area): 2
# criminal for 0124 and 0040 (to keep criminal pairs at 8 of 40), the 2 left of service_wide for 0137 and 0139, the 1
# left of land_wide for 0177, all 10 writ for 0028 0072 0081 0199 0006 0015 0041 0193 0007 0038, all 3 civil for 0048
# 0065 0190, and 2 tax_wide for 0170 and 0054 (the
# queries of each area used least by earlier stages with that area's role pair; their areas and role pairs are those
# earlier stages read from their openings, none chosen anew). AILA: 14 precedents of the widened AILA_Q1 pool
# (`_service_terminate`), no remarks precedent (spent), criminal precedents to fill 40 (6). 20 IRLeD / 20 AILA pairs.
# No train query is of the insurance kind.
HELDOUT16_QUERIES: tuple[str, ...] = ()  # no IRLeD train query has a fresh relevant precedent left
HELDOUT16_EXCLUDE = HELDOUT15_EXCLUDE + ("stance/triples_heldout15.jsonl", "outcomes/aila2019_heldout15.jsonl",
                                         "outcomes/irled2017_heldout15.jsonl")
HELDOUT16_POOLS = [("criminal", ["0124", "0040"]), ("service_wide", ["0137", "0139"]), ("land_wide", ["0177"]),
                   ("writ", ["0028", "0072", "0081", "0199", "0006", "0015", "0041", "0193", "0007", "0038"]),
                   ("civil", ["0048", "0065", "0190"]),
                   ("tax_wide", ["0170", "0054"])]  # last: it shares one precedent with writ, one with service_wide


def draw_heldout16(shared: Path = SHARED) -> list[dict]:
    """Stage 17: 40 fresh pairs for triples_heldout16.jsonl (seed 20261218), drawn before any of them was read
    (``_draw_balanced``): 20 same-area IRLeD precedents from the pools left and a widened tax pool, 14 AILA service precedents for AILA_Q1
    from the termination pool, 6 AILA criminal ones."""
    return _draw_balanced(shared, 20261218, "heldout16", list(HELDOUT16_QUERIES), HELDOUT16_EXCLUDE, 14,
                          _service_terminate, HELDOUT16_POOLS)


# Stage 18 (`draw_heldout17`): the sixteenth set's section lists as left only IRLeD criminal 4 and `tax_wide` 2 corpus
# precedents, and no IRLeD train query has a fresh relevant precedent. So the IRLeD precedents are now **other IRLeD
# train query judgments** (`queries_train.jsonl.gz`, `current_case_*`, never labelled for outcome by a stance set),
# put in an area by the keyword rules of `TRAIN_QUERY_POOLS` (the corpus pools' rules applied to the whole judgment,
# stated and committed before any of them was read), a precedent never the query itself and never used twice. Of the
# 80 train queries only 0063 was never a triple query in an earlier file, and it falls in no pool, so every drawn
# precedent judgment was an earlier triple query (preferring never-used ones is kept in the rule, `_train_query_pairs`).
# Pool sizes over the 80 judgments (counted, not read): criminal 6, service_wide 10, tax_wide 7, land_wide 3, civil 4,
# writ 22, tenancy 0 (only 0066 itself mentions tenant and landlord; so no tenancy pair). Queries (areas and role pairs
# those earlier stages read from their openings, none chosen anew; in each area those used least): criminal 0162 0198
# 0172 0124 (4 of 40), service 0160 0026 0131 0105, tax 0170 0098 0054, land 0101 0177, civil 0059 0046 0083, writ
# 0028 0072 0081 0199. Pools are drawn smallest first (land, civil, criminal, tax, service, writ). AILA (seed + 1): 14
# precedents of the widened AILA_Q1 pool (`_service_terminate`), no remarks precedent (spent), criminal to fill 40.
# The `*_heldout17` outcome files (drawn at the same time) label all 80 train query judgments; they are not excluded.
HELDOUT17_EXCLUDE = HELDOUT16_EXCLUDE + ("stance/triples_heldout16.jsonl", "outcomes/aila2019_heldout16.jsonl",
                                         "outcomes/irled2017_heldout16.jsonl")
TRAIN_QUERY_POOLS = {"land_wide": IRLED_POOLS["land_wide"], "civil": IRLED_POOLS["civil"],
                     "criminal": IRLED_POOLS["criminal"], "tax_wide": IRLED_POOLS["tax_wide"],
                     "service_wide": IRLED_POOLS["service_wide"], "writ": IRLED_POOLS["writ"],
                     "tenancy": IRLED_POOLS["tenancy"]}
HELDOUT17_POOLS = [("land_wide", ["0101", "0177"]), ("civil", ["0059", "0046", "0083"]),
                   ("criminal", ["0162", "0198", "0172", "0124"]), ("tax_wide", ["0170", "0098", "0054"]),
                   ("service_wide", ["0160", "0026", "0131", "0105"]), ("writ", ["0028", "0072", "0081", "0199"])]


# How much of the stage-18 draw is labelled: pairs 1-20 (IRLeD) by one annotator, pairs 21-40 (AILA) by a second;
# --check compares this prefix, now the whole draw.
HELDOUT17_LABELLED = 40


def _earlier_triple_queries() -> set[str]:
    """query_id of every triple in the earlier stance files (the train judgments a precedent should preferably not be)."""
    out: set[str] = set()
    for name in ("dev", "heldout", *[f"heldout{k}" for k in range(2, 17)]):
        out |= {r["query_id"] for r in _jsonl(HERE / f"triples_{name}.jsonl")}
    return out


def _train_query_pairs(shared: Path, rng: random.Random, pools: list[tuple[str, list[str]]]) -> list[dict]:
    """Per (pool, queries): for each query another train query judgment in that keyword pool, drawn at random from
    those never a triple query before if there are enough, else from the whole pool; none is the query or reused."""
    qt = {d["id"]: d["text"] for d in _jsonl(shared / "irled2017" / "queries_train.jsonl.gz")}
    earlier = _earlier_triple_queries()
    used: set[str] = set()
    rows = []
    for name, qs in pools:
        for q in qs:
            qid = "current_case_" + q
            pool = sorted(k for k, t in qt.items() if TRAIN_QUERY_POOLS[name](t) and k != qid and k not in used)
            unused = [k for k in pool if k not in earlier]
            d = rng.choice(unused if unused else pool)
            rows.append({"source": "irled2017", "query_id": qid, "doc_id": d, "pair_kind": "same-area"})
            used.add(d)
    return rows


def draw_heldout17(shared: Path = SHARED) -> list[dict]:
    """Stage 18: 40 fresh pairs for triples_heldout17.jsonl (seed 20261220, AILA part 20261221), drawn before any of
    them was read: 20 IRLeD pairs whose precedents are other train query judgments, 14 AILA service precedents for
    AILA_Q1 from the termination pool, 6 AILA criminal ones."""
    rows = _train_query_pairs(shared, random.Random(20261220), HELDOUT17_POOLS)
    rows += _aila_part(shared, 20261221, HELDOUT17_EXCLUDE, 14, _service_terminate, 40 - len(rows))
    return [{"n": i + 1, "split": "heldout17", **r} for i, r in enumerate(rows)]


# Stage 19 (`draw_heldout18`): AILA only. The seventeenth set's section leaves no IRLeD source: every corpus pool is
# spent and the `*_heldout17` outcome files label all 80 IRLeD train query judgments. The AILA train queries are
# AILA_Q1 (service), AILA_Q2 (expunction of remarks) and AILA_Q3-Q10 (criminal), so no other area has a keyword pool.
# Counted (not read) against `HELDOUT18_EXCLUDE`: the widened AILA_Q1 pool (`_service_terminate`, no Penal Code) 22
# (the seventeenth set's section said 23; the `*_heldout17` outcome files took one), remarks 0, criminal 386. So: 20
# AILA_Q1 precedents of the widened pool (2 left), then 20 criminal precedents, each given the next criminal query of
# a seeded shuffle of AILA_Q3-Q10 in turn so that every criminal query gets 2 or 3 (spread over as many queries as
# the pool allows, rather than the earlier random choice per precedent). Seed 20261222. Pairs 1-20 are labelled by one
# annotator, 21-40 by a second (in a file of their own, appended to the first's by the lead).
HELDOUT18_EXCLUDE = HELDOUT17_EXCLUDE + ("stance/triples_heldout17.jsonl", "outcomes/aila2019_heldout17.jsonl",
                                         "outcomes/irled2017_heldout17.jsonl")
HELDOUT18_N_SERVICE = 20
# How much of the stage-19 draw is labelled in the file `--check` compares (all 40 pairs, two annotators).
HELDOUT18_LABELLED = 40



def draw_heldout18(shared: Path = SHARED) -> list[dict]:
    """Stage 19: 40 fresh AILA pairs for triples_heldout18.jsonl (seed 20261222), drawn before any of them was read:
    20 AILA_Q1 precedents of the termination pool, then 20 criminal ones spread over the criminal queries in turn."""
    rng = random.Random(20261222)
    seen = _labelled_ids(HELDOUT18_EXCLUDE)
    ac = {d["id"]: d["text"] for d in _jsonl(shared / "aila2019" / "corpus.jsonl.gz")}
    arel = {d for ds in _qrels(shared / "aila2019" / "qrels_train.txt").values() for d in ds}
    ok = lambda k: k not in arel and ("aila2019", k) not in seen and len(ac[k].strip()) > 500  # noqa: E731
    serv = sorted(k for k, t in ac.items() if _service_terminate(t) and "Penal Code" not in t and ok(k))
    crim = sorted(k for k, t in ac.items() if "Penal Code" in t and "accused" in t and "State" in t and ok(k)
                  and k not in serv)
    pairs = [("AILA_Q1", d) for d in rng.sample(serv, HELDOUT18_N_SERVICE)]
    queries = ["AILA_Q%d" % i for i in range(3, 11)]
    rng.shuffle(queries)
    crim_docs = rng.sample(crim, 40 - len(pairs))
    pairs += [(queries[i % len(queries)], d) for i, d in enumerate(crim_docs)]
    return [{"n": i + 1, "split": "heldout18", "source": "aila2019", "query_id": q, "doc_id": d,
             "pair_kind": "same-area"} for i, (q, d) in enumerate(pairs)]


# Stage 20 (`draw_heldout19`): the eighteenth set's section leaves the AILA_Q1 pool 2 precedents, IRLeD no source, the
# AILA criminal pool ~366, and every earlier set drew its queries from the datasets' train queries (AILA: service and
# criminal only). So two halves. Pairs 1-20: criminal precedents of the stage-19 criminal pool ("Penal Code",
# "accused" and "State", not the AILA_Q1 pool), each given the next query of a seeded shuffle of AILA_Q3-Q10 in turn
# (seed 20261224). Pairs 21-40: four areas no dataset query covers, each with a fact pattern written by the first
# annotator before any precedent was read (`written_queries19.jsonl`, query ids `written19-<area>`), and a keyword pool
# per area over the AILA corpus, stated and committed before any precedent was read (`WRITTEN19_POOLS`), excluding
# every judgment the criminal rule admits (so the halves are disjoint) and each drawn precedent from the later pools:
# 5 precedents per area in the order motor, tenancy, tax, land (seed 20261225); an area whose pool is short is filled
# from the other areas' pools in that same order. Counted (not read) against HELDOUT19_EXCLUDE without the criminal
# rule's judgments: "Motor Vehicles Act" with insurance 0 (the Act's AILA judgments are permit or criminal cases), so
# the motor rule is a Claims Tribunal, an insurance company or an accident with insurance (5); tenancy 19, income tax
# 8, land acquisition 48. The `*_heldout19` outcome files (drawn at the same time) are not
# excluded. Pairs 1-20 are labelled by one annotator, 21-40 by a second in a file of its own, appended to
# triples_heldout19.jsonl by the lead at merge.
HELDOUT19_EXCLUDE = HELDOUT18_EXCLUDE + ("stance/triples_heldout18.jsonl", "outcomes/aila2019_heldout18.jsonl")
WRITTEN19_FILE = HERE / "written_queries19.jsonl"
WRITTEN19_N_PER_AREA = 5


def _motor_claim(text: str) -> bool:
    """Motor-accident and insurance claims: a Claims Tribunal, an insurance company, or an accident with insurance.
    ("Motor Vehicles Act" with insurance matches no AILA judgment; counted, not read.)"""
    low = text.lower()
    return "Claims Tribunal" in text or "insurance company" in low or ("accident" in text and "insur" in low)


def _tenancy_eviction(text: str) -> bool:
    """Rent control and eviction: tenant and landlord, with eviction or a Rent (Control) Act."""
    return "tenant" in text and "landlord" in text and ("evict" in text.lower() or "Rent" in text)


def _income_tax(text: str) -> bool:
    """Income tax: an assessee under the Income-tax Act (not excise or customs alone)."""
    return "assessee" in text and ("Income-tax" in text or "Income Tax" in text or "income-tax" in text)


def _land_acquisition(text: str) -> bool:
    """Land acquisition: the Land Acquisition Act."""
    return "Land Acquisition Act" in text


# (area, rule) in draw order; the query id of each is "written19-<area>".
WRITTEN19_POOLS = [("motor", _motor_claim), ("tenancy", _tenancy_eviction), ("tax", _income_tax),
                   ("land", _land_acquisition)]
# How much of the stage-20 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout19.jsonl by the lead at merge.
HELDOUT19_LABELLED = 40


def _criminal_rule(text: str) -> bool:
    """The criminal pool's keyword rule (stage 19, before the AILA_Q1 pool is taken out)."""
    return "Penal Code" in text and "accused" in text and "State" in text


def _draw_criminal_and_written(shared: Path, split: str, exclude: tuple[str, ...], crim_seed: int, written_seed: int,
                               pools_spec: list, n_per_area: int,
                               crim_wide: Callable[[str], bool] | None = None) -> list[dict]:
    """Stages 20-22: 20 criminal precedents spread over AILA_Q3-Q10 in turn (``crim_seed``), then ``n_per_area``
    precedents per written query from its area's keyword pool (``written_seed``), each pool without the criminal
    rule's judgments and those drawn for an earlier area; a short area is filled from the others in order.
    ``crim_wide`` (stage 28 on): when the criminal pool holds under 20, all of it is drawn (in seeded order) and the
    rest from this wider rule's pool, whose judgments the written pools then leave out too; ``None`` for the earlier
    stages, whose draws are unchanged."""
    seen = _labelled_ids(exclude)
    ac = {d["id"]: d["text"] for d in _jsonl(shared / "aila2019" / "corpus.jsonl.gz")}
    arel = {d for ds in _qrels(shared / "aila2019" / "qrels_train.txt").values() for d in ds}
    ok = lambda k: k not in arel and ("aila2019", k) not in seen and len(ac[k].strip()) > 500  # noqa: E731
    serv = {k for k, t in ac.items() if _service_terminate(t) and "Penal Code" not in t}
    crim = sorted(k for k, t in ac.items() if _criminal_rule(t) and ok(k) and k not in serv)
    rng = random.Random(crim_seed)
    queries = ["AILA_Q%d" % i for i in range(3, 11)]
    rng.shuffle(queries)
    if crim_wide is None or len(crim) >= 20:
        crim_docs = rng.sample(crim, 20)
    else:  # the criminal pool is short: all of it, then the rest from the wider rule's pool
        wide = sorted(k for k, t in ac.items() if crim_wide(t) and not _criminal_rule(t) and ok(k) and k not in serv)
        crim_docs = rng.sample(crim, len(crim)) + rng.sample(wide, 20 - len(crim))
    pairs = [(queries[i % len(queries)], d) for i, d in enumerate(crim_docs)]
    is_crim = (lambda t: _criminal_rule(t) or crim_wide(t)) if crim_wide is not None else _criminal_rule
    rng = random.Random(written_seed)
    pools, drawn = {}, {}
    for area, rule in pools_spec:  # each pool without the criminal rule's judgments and those drawn before
        taken = {d for ds in drawn.values() for d in ds}
        pools[area] = sorted(k for k, t in ac.items() if rule(t) and not is_crim(t) and ok(k) and k not in taken)
        drawn[area] = rng.sample(pools[area], min(n_per_area, len(pools[area])))
    short = n_per_area * len(pools_spec) - sum(len(v) for v in drawn.values())
    for area, pool in pools.items():  # fill a short area from the others, in the fixed order
        taken = {d for ds in drawn.values() for d in ds}
        take = rng.sample([k for k in pool if k not in taken], min(short, len([k for k in pool if k not in taken])))
        drawn[area] += take
        short -= len(take)
    pairs += [(f"written{split.removeprefix('heldout')}-" + area, d) for area, ds in drawn.items() for d in ds]
    return [{"n": i + 1, "split": split, "source": "aila2019", "query_id": q, "doc_id": d,
             "pair_kind": "same-area"} for i, (q, d) in enumerate(pairs)]


def draw_heldout19(shared: Path = SHARED) -> list[dict]:
    """Stage 20: 40 fresh AILA pairs for triples_heldout19.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20261224), then 5 precedents for each written query of
    written_queries19.jsonl from its area's keyword pool (seed 20261225)."""
    return _draw_criminal_and_written(shared, "heldout19", HELDOUT19_EXCLUDE, 20261224, 20261225, WRITTEN19_POOLS,
                                      WRITTEN19_N_PER_AREA)


# Stage 21 (`draw_heldout20`): the nineteenth set's section leaves the criminal pool ~311, motor/insurance 0, IRLeD no
# source; the written-query method of stage 20 tested four areas no dataset query covers, so it is used again for four
# more: a government servant's seniority / promotion (employee <-> employer), central excise or customs (assessee <->
# revenue), specific performance of an agreement to sell land (plaintiff <-> defendant) and a divorce, restitution or
# maintenance dispute between spouses (plaintiff <-> defendant, the petitioning spouse the plaintiff). Two halves, as
# stage 20. Pairs 1-20: criminal precedents of the stage-20 criminal pool (`_criminal_rule`, not the AILA_Q1 pool),
# each given the next query of a seeded shuffle of AILA_Q3-Q10 in turn (seed 20261229). Pairs 21-40: 5 precedents per
# written query (`written_queries20.jsonl`, written by the first annotator before any precedent was read, query ids
# `written20-<area>`) from the keyword pools of `WRITTEN20_POOLS`, stated and committed before any precedent was read,
# each without every judgment the criminal rule admits and without those drawn for an earlier area, in the order
# seniority, excise, contract, matrimonial (seed 20261230); a short area is filled from the others in that order, as
# stage 20. Counted (not read) against HELDOUT20_EXCLUDE without the criminal rule's judgments: seniority with promotion
# 38, Central Excise or Customs Act 30, specific performance 9, divorce or Hindu Marriage Act 12 (each before the
# earlier areas' draws are taken out; seniority and excise share 4, excise and matrimonial 1); criminal 291 (the
# nineteenth set's section said 311 before outcomes/aila2019_heldout19.jsonl was excluded). The `*_heldout20` outcome
# file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator, 21-40 by a second in triples_heldout20b.jsonl, appended to
# triples_heldout20.jsonl by the lead at merge.
HELDOUT20_EXCLUDE = HELDOUT19_EXCLUDE + ("stance/triples_heldout19.jsonl", "outcomes/aila2019_heldout19.jsonl")
WRITTEN20_FILE = HERE / "written_queries20.jsonl"
WRITTEN20_N_PER_AREA = 5


def _seniority(text: str) -> bool:
    """Seniority and promotion of (government) servants."""
    return "seniority" in text and "promotion" in text


def _excise_customs(text: str) -> bool:
    """Central excise or customs duty."""
    return "Central Excise" in text or "Customs Act" in text


def _specific_performance(text: str) -> bool:
    """Suits for specific performance (of agreements to sell, mostly)."""
    return "specific performance" in text.lower()


def _matrimonial(text: str) -> bool:
    """Divorce, restitution or maintenance between spouses: divorce, or the Hindu Marriage Act."""
    return "divorce" in text.lower() or "Hindu Marriage Act" in text


# (area, rule) in draw order; the query id of each is "written20-<area>".
WRITTEN20_POOLS = [("seniority", _seniority), ("excise", _excise_customs), ("contract", _specific_performance),
                   ("matrimonial", _matrimonial)]
# How much of the stage-21 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout20.jsonl by the lead at merge.
HELDOUT20_LABELLED = 40


def draw_heldout20(shared: Path = SHARED) -> list[dict]:
    """Stage 21: 40 fresh AILA pairs for triples_heldout20.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20261229), then 5 precedents for each written query of
    written_queries20.jsonl from its area's keyword pool (seed 20261230)."""
    return _draw_criminal_and_written(shared, "heldout20", HELDOUT20_EXCLUDE, 20261229, 20261230, WRITTEN20_POOLS,
                                      WRITTEN20_N_PER_AREA)


# Stage 22 (`draw_heldout21`): the twentieth set's section leaves the criminal pool ~271, seniority 33, excise/customs
# 24, specific performance 4, matrimonial 7, IRLeD no source; the written-query method of stages 20-21 is used again
# for four more fact patterns: a government servant passed over for promotion (reserved quota, merit-cum-seniority or
# an adverse entry; employee <-> employer), a customs duty demand, valuation or exemption dispute of an importer
# (assessee <-> revenue), a State sales tax / VAT assessment of a dealer (assessee <-> revenue) and a shareholder or
# director against a company (oppression and mismanagement, a refused share transfer or a winding-up petition;
# plaintiff <-> defendant, the petitioner the plaintiff). Two halves, as stages 20-21. Pairs 1-20: criminal precedents
# of the stage-20 criminal pool (`_criminal_rule`, not the AILA_Q1 pool), each given the next query of a seeded shuffle
# of AILA_Q3-Q10 in turn (seed 20261231). Pairs 21-40: 5 precedents per written query (`written_queries21.jsonl`,
# written by the first annotator before any precedent was read, query ids `written21-<area>`) from the keyword pools of
# `WRITTEN21_POOLS`, stated and committed before any precedent was read, each without every judgment the criminal rule
# admits and without those drawn for an earlier area, in the order promotion, customs, salestax, company (seed
# 20270101); a short area is filled from the others in that order, as stages 20-21. The promotion rule is stage 21's
# seniority rule and the customs rule stage 21's excise rule (their pools are what the twentieth set left). Counted
# (not read) against HELDOUT21_EXCLUDE without the criminal rule's judgments: promotion 32, customs 22, sales tax 5,
# company 14 (each before the earlier areas' draws are taken out; promotion and customs share 4, sales tax and company
# 1; the lead's count before the twentieth set and its outcome file were excluded was about 33 / 24 / 7 / 17);
# criminal 251 (the twentieth set's section said 271 before outcomes/aila2019_heldout20.jsonl was excluded). The
# `*_heldout21` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator, 21-40
# by a second in triples_heldout21b.jsonl, appended to triples_heldout21.jsonl by the lead at merge.
HELDOUT21_EXCLUDE = HELDOUT20_EXCLUDE + ("stance/triples_heldout20.jsonl", "outcomes/aila2019_heldout20.jsonl")
WRITTEN21_FILE = HERE / "written_queries21.jsonl"
WRITTEN21_N_PER_AREA = 5


def _sales_tax(text: str) -> bool:
    """State sales tax / VAT assessments of dealers."""
    return "sales tax" in text.lower() and "dealer" in text


def _company(text: str) -> bool:
    """Shareholder or director against a company (oppression, share transfer, winding up): the Companies Act."""
    return "Companies Act" in text


# (area, rule) in draw order; the query id of each is "written21-<area>".
WRITTEN21_POOLS = [("promotion", _seniority), ("customs", _excise_customs), ("salestax", _sales_tax),
                   ("company", _company)]
# How much of the stage-22 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout21.jsonl by the lead at merge.
HELDOUT21_LABELLED = 40


def draw_heldout21(shared: Path = SHARED) -> list[dict]:
    """Stage 22: 40 fresh AILA pairs for triples_heldout21.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20261231), then 5 precedents for each written query of
    written_queries21.jsonl from its area's keyword pool (seed 20270101)."""
    return _draw_criminal_and_written(shared, "heldout21", HELDOUT21_EXCLUDE, 20261231, 20270101, WRITTEN21_POOLS,
                                      WRITTEN21_N_PER_AREA)


# Stage 23 (`draw_heldout22`): the twenty-first set's section leaves the criminal pool 231, company 8, tenancy 12,
# promotion/seniority 26, land acquisition 37, customs/excise 16, sales tax 0, IRLeD no source; the written-query method
# of stages 20-22 is used again for four more fact patterns, each with two clear opposing sides and new facts: a
# shareholder's widow refused registration of a transmission and transfer of shares (rectification petition; plaintiff
# <-> defendant, the petitioner the plaintiff), a landlord's eviction petition under a Rent Control Act for change of
# user and arrears (tenant <-> landlord), a government servant's sealed cover and notional promotion (employee <->
# employer) and farmers against the State over an acquisition under the urgency clause said to have lapsed (citizen <->
# government). Two halves, as stages 20-22. Pairs 1-20: criminal precedents of the stage-20 criminal pool
# (`_criminal_rule`, not the AILA_Q1 pool), each given the next query of a seeded shuffle of AILA_Q3-Q10 in turn (seed
# 20270102). Pairs 21-40: 5 precedents per written query (`written_queries22.jsonl`, written by the first annotator
# before any precedent was read, query ids `written22-<area>`) from the keyword pools of `WRITTEN22_POOLS`, stated and
# committed before any precedent was read, each without every judgment the criminal rule admits and without those
# drawn for an earlier area, in the order company, tenancy, promotion, land (seed 20270103); a short area is filled
# from the others in that order, as stages 20-22. All four rules are existing ones: company stage 22's, tenancy and
# land stage 20's, promotion stage 21's seniority rule. Counted (not read) against HELDOUT22_EXCLUDE without the
# criminal rule's judgments: company 4, tenancy 10, promotion 21, land 34 (each before the earlier areas' draws are
# taken out; company and land share 1, tenancy and land 1; the twenty-first set's section said 8 / 12 / 26 / 37 before
# its own triples and outcomes/aila2019_heldout21.jsonl were excluded); criminal 210 (the section said 231). The company
# pool is short by one, so the fill gives tenancy a sixth pair: company 4, tenancy 6, promotion 5, land 5. The
# `*_heldout22` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator, 21-40
# by a second in triples_heldout22b.jsonl, appended to triples_heldout22.jsonl by the lead at merge.
HELDOUT22_EXCLUDE = HELDOUT21_EXCLUDE + ("stance/triples_heldout21.jsonl", "outcomes/aila2019_heldout21.jsonl")
WRITTEN22_FILE = HERE / "written_queries22.jsonl"
WRITTEN22_N_PER_AREA = 5
# (area, rule) in draw order; the query id of each is "written22-<area>".
WRITTEN22_POOLS = [("company", _company), ("tenancy", _tenancy_eviction), ("promotion", _seniority),
                   ("land", _land_acquisition)]
# How much of the stage-23 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout22.jsonl by the lead at merge.
HELDOUT22_LABELLED = 40


def draw_heldout22(shared: Path = SHARED) -> list[dict]:
    """Stage 23: 40 fresh AILA pairs for triples_heldout22.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20270102), then 5 precedents for each written query of
    written_queries22.jsonl from its area's keyword pool (seed 20270103)."""
    return _draw_criminal_and_written(shared, "heldout22", HELDOUT22_EXCLUDE, 20270102, 20270103, WRITTEN22_POOLS,
                                      WRITTEN22_N_PER_AREA)


# Stage 24 (`draw_heldout23`): the twenty-second set's section leaves the criminal pool 190, promotion/seniority 16,
# land acquisition 27, customs/excise 15, matrimonial 4 (the twentieth set's rule), company 0, sales tax 0, tenancy 4,
# IRLeD no source; the written-query method of stages 20-23 is used again for four more fact patterns, each with two
# clear opposing sides and new facts: a husband's divorce petition on the ground of desertion, opposed by the wife
# (plaintiff <-> defendant, the petitioning spouse the plaintiff), an exporter's drawback, confiscation and penalty
# dispute with the customs authorities (assessee <-> revenue), a general category engineer's challenge to reservation in
# promotion with consequential seniority (employee <-> employer) and orchard owners against the State over the market
# value and the trees in a land acquisition award (citizen <-> government). Two halves, as stages 20-23. Pairs 1-20:
# criminal precedents of the stage-20 criminal pool (`_criminal_rule`, not the AILA_Q1 pool), each given the next query
# of a seeded shuffle of AILA_Q3-Q10 in turn (seed 20270104). Pairs 21-40: 5 precedents per written query
# (`written_queries23.jsonl`, written by the first annotator before any precedent was read, query ids
# `written23-<area>`) from the keyword pools of `WRITTEN23_POOLS`, stated and committed before any precedent was read,
# each without every judgment the criminal rule admits and without those drawn for an earlier area, in the order
# matrimonial, customs, promotion, land (seed 20270105); a short area is filled from the others in that order, as
# stages 20-23. All four rules are existing ones: matrimonial stage 21's, customs stage 21's excise rule, promotion
# stage 21's seniority rule, land stage 20's. Counted (not read) against HELDOUT23_EXCLUDE without the criminal rule's
# judgments: matrimonial 3, customs 15, promotion 15, land 25 (each before the earlier areas' draws are taken out;
# matrimonial and land share 1, customs and promotion 1; against HELDOUT22_EXCLUDE, before the twenty-second set and
# outcomes/aila2019_heldout22.jsonl were excluded, the same rules count 5 / 16 / 21 / 34); criminal 168 (the section
# said 190 before outcomes/aila2019_heldout22.jsonl was excluded; 210 against HELDOUT22_EXCLUDE). The matrimonial pool
# is short by two, so the fill gives customs a sixth and a seventh pair: matrimonial 3, customs 7, promotion 5, land 5.
# Left after this draw (against HELDOUT23_EXCLUDE): criminal 148, matrimonial 0, customs 8, promotion 9, land 19. The
# `*_heldout23` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator, 21-40
# by a second in triples_heldout23b.jsonl, appended to triples_heldout23.jsonl by the lead at merge.
HELDOUT23_EXCLUDE = HELDOUT22_EXCLUDE + ("stance/triples_heldout22.jsonl", "outcomes/aila2019_heldout22.jsonl")
WRITTEN23_FILE = HERE / "written_queries23.jsonl"
WRITTEN23_N_PER_AREA = 5
# (area, rule) in draw order; the query id of each is "written23-<area>".
WRITTEN23_POOLS = [("matrimonial", _matrimonial), ("customs", _excise_customs), ("promotion", _seniority),
                   ("land", _land_acquisition)]
# How much of the stage-24 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout23.jsonl by the lead at merge.
HELDOUT23_LABELLED = 40


def draw_heldout23(shared: Path = SHARED) -> list[dict]:
    """Stage 24: 40 fresh AILA pairs for triples_heldout23.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20270104), then 5 precedents for each written query of
    written_queries23.jsonl from its area's keyword pool (seed 20270105)."""
    return _draw_criminal_and_written(shared, "heldout23", HELDOUT23_EXCLUDE, 20270104, 20270105, WRITTEN23_POOLS,
                                      WRITTEN23_N_PER_AREA)


# Stage 25 (`draw_heldout24`): the twenty-third set's section leaves (counted before that draw's exclusions) the
# criminal pool 148, customs/excise 8, promotion/seniority 9, land acquisition 19, tenancy about 4, matrimonial 0,
# company 0, sales tax 0, IRLeD no source; the written-query method of stages 20-24 is used again for four more fact
# patterns, each with two clear opposing sides and new facts: a widowed tenant's revision against a standard rent fixed
# on today's value under a State Rent Act, with a deposit of the difference ordered on pain of eviction (tenant <->
# landlord), an importer's refund of anti-dumping duty paid under protest credited to the Consumer Welfare Fund for
# unjust enrichment (assessee <-> revenue), an Under Secretary's pay refixed years after his promotion with the excess
# recovered (employee <-> employer) and farmers against the State over an acquisition for a private company's cement
# plant under Part VII of the Land Acquisition Act (citizen <-> government). Two halves, as stages 20-24. Pairs 1-20:
# criminal precedents of the stage-20 criminal pool (`_criminal_rule`, not the AILA_Q1 pool), each given the next query
# of a seeded shuffle of AILA_Q3-Q10 in turn (seed 20270106). Pairs 21-40: 5 precedents per written query
# (`written_queries24.jsonl`, written by the first annotator before any precedent was read, query ids
# `written24-<area>`) from the keyword pools of `WRITTEN24_POOLS`, stated and committed before any precedent was read,
# each without every judgment the criminal rule admits and without those drawn for an earlier area, in the order
# tenancy, customs, promotion, land (seed 20270107); a short area is filled from the others in that order, as stages
# 20-24. All four rules are existing ones: tenancy and land stage 20's, customs stage 21's excise rule, promotion stage
# 21's seniority rule. Counted (not read) against HELDOUT24_EXCLUDE without the criminal rule's judgments: tenancy 4,
# customs 7, promotion 8, land 14 (no two pools share a judgment; the twenty-third set's section said 4 / 8 / 9 / 19
# before the twenty-third set and outcomes/aila2019_heldout23.jsonl were excluded); criminal 123 (the section said 148).
# The tenancy pool is short by one, so the fill gives customs a sixth pair: tenancy 4, customs 6, promotion 5, land 5.
# Left after this draw (against HELDOUT24_EXCLUDE): criminal 103, tenancy 0, customs 1, promotion 3, land 9.
# The `*_heldout24` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator,
# 21-40 by a second in triples_heldout24b.jsonl, appended to triples_heldout24.jsonl by the lead at merge.
HELDOUT24_EXCLUDE = HELDOUT23_EXCLUDE + ("stance/triples_heldout23.jsonl", "outcomes/aila2019_heldout23.jsonl")
WRITTEN24_FILE = HERE / "written_queries24.jsonl"
WRITTEN24_N_PER_AREA = 5
# (area, rule) in draw order; the query id of each is "written24-<area>".
WRITTEN24_POOLS = [("tenancy", _tenancy_eviction), ("customs", _excise_customs), ("promotion", _seniority),
                   ("land", _land_acquisition)]
# How much of the stage-25 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout24.jsonl by the lead at merge.
HELDOUT24_LABELLED = 40


def draw_heldout24(shared: Path = SHARED) -> list[dict]:
    """Stage 25: 40 fresh AILA pairs for triples_heldout24.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20270106), then 5 precedents for each written query of
    written_queries24.jsonl from its area's keyword pool (seed 20270107)."""
    return _draw_criminal_and_written(shared, "heldout24", HELDOUT24_EXCLUDE, 20270106, 20270107, WRITTEN24_POOLS,
                                      WRITTEN24_N_PER_AREA)



# Stage 26 (`draw_heldout25`): the twenty-fourth set's comment leaves the criminal pool 103, tenancy 0, customs 1,
# promotion 3, land 9, matrimonial / company / sales tax 0, IRLeD no source, so the written pools of the existing rules
# are spent. Four new keyword rules (below, each with a docstring) open areas no earlier written query used, with three
# role pairs between them: a preventive detention order challenged by the detenu (citizen <-> government), an
# industrial dispute of a workman against his employer under the Industrial Disputes Act (employee <-> employer), a
# partition / succession suit between members of a family (plaintiff <-> defendant, the one who sued first the
# plaintiff) and a licence or permit cancelled by the State authority (citizen <-> government). Two halves, as stages
# 20-25. Pairs 1-20: criminal precedents of the stage-20 criminal pool (`_criminal_rule`, not the AILA_Q1 pool), each
# given the next query of a seeded shuffle of AILA_Q3-Q10 in turn (seed 20270108). Pairs 21-40: 5 precedents per
# written query (`written_queries25.jsonl`, written by the first annotator before any precedent was read, query ids
# `written25-<area>`) from the keyword pools of `WRITTEN25_POOLS`, stated and committed before any precedent was read,
# each without every judgment the criminal rule admits and without those drawn for an earlier area, in the order
# detention, industrial, partition, licence (seed 20270109; smallest pool first); a short area is filled from the others
# in that order, as stages 20-25. Counted (not read) against HELDOUT25_EXCLUDE without the criminal rule's judgments:
# detention 6, industrial 11, partition 11, licence 12 (each before the earlier areas' draws are taken out; detention
# and licence share 1, industrial and partition 2, partition and licence 1); criminal 86 (the twenty-fourth set's
# comment said 103 before the twenty-fourth set and outcomes/aila2019_heldout24.jsonl were excluded). Every pool holds
# five, so no fill: detention 5, industrial 5, partition 5, licence 5. Of the existing rules, counted the same way:
# income tax 1, tenancy 0, customs/excise 1, promotion/seniority 3, land acquisition 7, specific performance 2, motor 0,
# matrimonial 0, company 0, sales tax 0 (too few for a written query of five). Left after this draw (against
# HELDOUT25_EXCLUDE): criminal 66, detention 1, industrial 6, partition 4, licence 5.
# The `*_heldout25` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator,
# 21-40 by a second in triples_heldout25b.jsonl, appended to triples_heldout25.jsonl by the lead at merge.
HELDOUT25_EXCLUDE = HELDOUT24_EXCLUDE + ("stance/triples_heldout24.jsonl", "outcomes/aila2019_heldout24.jsonl")
WRITTEN25_FILE = HERE / "written_queries25.jsonl"
WRITTEN25_N_PER_AREA = 5


def _preventive_detention(text: str) -> bool:
    """Preventive detention: a detenu, a detention order (or order of detention), preventive detention or COFEPOSA."""
    low = text.lower()
    return ("detenu" in low or "detention order" in low or "order of detention" in low
            or "preventive detention" in low or "COFEPOSA" in text)


def _industrial_dispute(text: str) -> bool:
    """Industrial and labour disputes: the Industrial Disputes Act, a Labour Court or Industrial Tribunal, workmen or
    a workman, or gratuity."""
    return ("Industrial Disputes Act" in text or "Labour Court" in text or "Industrial Tribunal" in text
            or "workm" in text or "gratuity" in text.lower())


def _family_property(text: str) -> bool:
    """Partition, adoption, succession or probate between family members, in a suit (a suit or a plaintiff)."""
    low = text.lower()
    return (("partition" in low or "adoption" in low or "Succession" in text or "probate" in low)
            and ("suit" in text or "plaintiff" in text))


def _licence_cancelled(text: str) -> bool:
    """A licence or permit (licence, license, permit as a word) cancelled or revoked (cancel, revok, revocation)."""
    return (re.search(r"\b(licen[cs]e|permit)\b", text, re.I) is not None
            and re.search(r"cancel|revok|revocation", text, re.I) is not None)


# (area, rule) in draw order; the query id of each is "written25-<area>".
WRITTEN25_POOLS = [("detention", _preventive_detention), ("industrial", _industrial_dispute),
                   ("partition", _family_property), ("licence", _licence_cancelled)]
# How much of the stage-26 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout25.jsonl by the lead at merge.
HELDOUT25_LABELLED = 40


def draw_heldout25(shared: Path = SHARED) -> list[dict]:
    """Stage 26: 40 fresh AILA pairs for triples_heldout25.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20270108), then 5 precedents for each written query of
    written_queries25.jsonl from its area's keyword pool (seed 20270109)."""
    return _draw_criminal_and_written(shared, "heldout25", HELDOUT25_EXCLUDE, 20270108, 20270109, WRITTEN25_POOLS,
                                      WRITTEN25_N_PER_AREA)


# Stage 27 (`draw_heldout26`): the twenty-fifth set's comment leaves (against HELDOUT25_EXCLUDE) the criminal pool 66,
# detention 1, industrial 6, partition 4, licence 5, and of the older rules land acquisition 7 at most, the rest under
# five. Counted again against HELDOUT26_EXCLUDE (which adds the twenty-fifth set and its AILA outcome file), without the
# criminal rule's judgments, counts only: industrial 3, licence 5, partition 3, land acquisition 6, promotion/seniority
# 2, specific performance 2, tenancy 0. So one existing rule (land) still holds five, and three new keyword rules
# (below, each with a docstring) open areas no earlier written query used: electricity supply (a consumer against the
# State Electricity Board over a back-billing assessment and disconnection: citizen <-> government), a co-operative
# society dispute (a member against her housing society over an expulsion: plaintiff <-> defendant, the member who
# raised the dispute the plaintiff) and forest produce (a vehicle owner against the State over a confiscation under a
# State Forest Act: citizen <-> government). Land acquisition (citizen <-> government) is the only area the
# twenty-fifth set did not use among those still holding five; its new pattern (a non-applicant's section 28A
# redetermination) repeats no earlier land pattern. Two halves, as stages 20-26. Pairs 1-20: criminal precedents of
# the stage-20 criminal pool (`_criminal_rule`, not the AILA_Q1 pool), each given the next query of a seeded shuffle
# of AILA_Q3-Q10 in turn (seed 20270110). Pairs 21-40: 5 precedents per written query (`written_queries26.jsonl`,
# written by the first annotator before any precedent was read, query ids `written26-<area>`) from the keyword pools
# of `WRITTEN26_POOLS`, stated and committed before any precedent was read, each without every judgment the criminal
# rule admits and without those drawn for an earlier area, in the order land, electricity, cooperative, forest (seed
# 20270111). Land comes first, not the smallest pool: land and electricity share 2 judgments, and drawing electricity
# first could leave land 4; in this order every pool holds five. Counted (not read) against HELDOUT26_EXCLUDE without
# the criminal rule's judgments, each before the earlier areas' draws are taken out: land 6, electricity 6,
# cooperative 7, forest 9 (electricity and land share 2, electricity and cooperative 1, electricity and forest 1,
# cooperative and land 1); in the draw order, after the earlier draws: land 6, electricity 5, cooperative 6, forest 8.
# No fill: land 5, electricity 5, cooperative 5, forest 5. Criminal 49 (the twenty-fifth set's comment said 66 before
# outcomes/aila2019_heldout25.jsonl was excluded). A narrower electricity rule (with Board, tariff, consumer or supply)
# holds 4 and a narrower co-operative rule (with the Registrar) 3; a pension rule was dropped ("pension" matches
# "suspension"; as a word it holds 4), a university / student rule holds 5 but 4 after the earlier areas.
# Left after this draw (against HELDOUT26_EXCLUDE, less the 40 drawn here): criminal 29, land 0, electricity 0,
# cooperative 1, forest 3, industrial 2, licence 4, partition 2, detention 1, promotion/seniority 2, specific
# performance 1, customs/excise 1, income tax / tenancy / motor / matrimonial / company / sales tax 0.
# The `*_heldout26` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator,
# 21-40 by a second in triples_heldout26b.jsonl, appended to triples_heldout26.jsonl by the lead at merge.
HELDOUT26_EXCLUDE = HELDOUT25_EXCLUDE + ("stance/triples_heldout25.jsonl", "outcomes/aila2019_heldout25.jsonl")
WRITTEN26_FILE = HERE / "written_queries26.jsonl"
WRITTEN26_N_PER_AREA = 5


def _electricity(text: str) -> bool:
    """Electricity supply, tariff or billing disputes (mostly a consumer against a State board): "electricity" in any
    case."""
    return "electricity" in text.lower()


def _cooperative_society(text: str) -> bool:
    """Co-operative society disputes (a member against the society or the Registrar): a co-operative society (or
    cooperative society, in any case) or the Co-operative Societies Act."""
    low = text.lower()
    return "co-operative societ" in low or "cooperative societ" in low or "Co-operative Societies Act" in text


def _forest(text: str) -> bool:
    """Forest matters (forest produce, transit, confiscation, forest land): "forest" in any case."""
    return "forest" in text.lower()


# (area, rule) in draw order; the query id of each is "written26-<area>".
WRITTEN26_POOLS = [("land", _land_acquisition), ("electricity", _electricity), ("cooperative", _cooperative_society),
                   ("forest", _forest)]
# How much of the stage-27 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout26.jsonl by the lead at merge.
HELDOUT26_LABELLED = 40


def draw_heldout26(shared: Path = SHARED) -> list[dict]:
    """Stage 27: 40 fresh AILA pairs for triples_heldout26.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20270110), then 5 precedents for each written query of
    written_queries26.jsonl from its area's keyword pool (seed 20270111)."""
    return _draw_criminal_and_written(shared, "heldout26", HELDOUT26_EXCLUDE, 20270110, 20270111, WRITTEN26_POOLS,
                                      WRITTEN26_N_PER_AREA)


# Stage 28 (`draw_heldout27`): the twenty-sixth set's comment leaves (against HELDOUT26_EXCLUDE, less its 40) the
# criminal pool 29, land 0, electricity 0, cooperative 1, forest 3, industrial 2, licence 4, partition 2, detention 1,
# promotion/seniority 2, specific performance 1, customs/excise 1, the rest 0, so the written pools of the existing
# rules are spent. Counted again against HELDOUT27_EXCLUDE (which adds the twenty-sixth set and its AILA outcome file),
# counts only: the stage-20 criminal pool (`_criminal_rule`, not the AILA_Q1 pool) holds **17**, under the 20 the
# criminal half needs (outcomes/aila2019_heldout26.jsonl took 12), and of the older rules without the criminal rule's
# judgments licence 4, partition 2, cooperative 1, forest 1, promotion/seniority 1, specific performance 1, the rest 0.
# So two changes, each stated and committed before any precedent was read. (1) The criminal half takes all 17 of the
# stage-20 pool (in seeded order) and 3 from a wider criminal rule (`_criminal_wide`: "accused" and "prosecution", a
# conviction or acquittal, a criminal code; 55 fresh outside the stage-20 rule and the AILA_Q1 pool), passed to
# `_draw_criminal_and_written` as `crim_wide`; the written pools then leave out the wider rule's judgments as well, so
# the halves stay disjoint (the earlier stages pass no `crim_wide` and draw exactly as before: `--heldout19` to
# `--heldout26` output identical, md5). Pairs 18-20 are the wider rule's. (2) Four new keyword rules (below, each with
# a docstring) open areas no earlier written query used: education (a medical student whose State-quota admission was
# cancelled a year later on a domicile ground: citizen <-> government), municipal (a trader against the Municipal
# Council's notice to demolish an unsanctioned floor it would not compound: citizen <-> government), public
# recruitment (a candidate declared ineligible by the Public Service Commission after selection: employee <->
# employer, a candidate against the recruiting State) and the validity of a law (manufacturers against the State over
# an Act reserving private jobs for local residents, struck down by the High Court: citizen <-> government). Pairs
# 1-20: seed 20270112, each precedent given the next query of a seeded shuffle of AILA_Q3-Q10 in turn. Pairs 21-40: 5
# precedents per written query (`written_queries27.jsonl`, written by the first annotator before any precedent was
# read, query ids `written27-<area>`) from the keyword pools of `WRITTEN27_POOLS`, each without every judgment the
# criminal rule or the wider criminal rule admits and without those drawn for an earlier area, in the order
# education, municipal, recruitment, validity (seed 20270113; smallest pool first). Counted (not read) against
# HELDOUT27_EXCLUDE, each before the earlier areas' draws are taken out: education 8, municipal 9, recruitment 10,
# validity 13 (education and recruitment share 3, education and validity 1, municipal and recruitment 2, municipal and
# validity 2, recruitment and validity 3), so in this order every pool holds five even if the earlier draws take every
# shared judgment; in the draw order, after the earlier draws: education 8, municipal 9, recruitment 5, validity 9. No
# fill: education 5, municipal 5, recruitment 5, validity 5. Candidates not used (counted the same way, without either
# criminal rule): a bank rule ("bank" as a word) 9, but with a loan, borrower, guarantor or overdraft 2; pension or
# gratuity as a word 2; insurance 1; election 1; tender, contractor or blacklisting 1; a motor-vehicle permit 1;
# arbitration 1; mining, consumer protection, debt recovery or stamp duty 0; "transport" 6 and "permit(s)" 7 (too loose
# to name an area: "permits" is mostly the verb).
# Left after this draw (against HELDOUT27_EXCLUDE, less the 40 drawn here): criminal 0 (the stage-20 pool is spent),
# wider criminal rule 52, education 2, municipal 4, recruitment 0, validity 4, cooperative 1, licence 1, specific
# performance 1, every other older rule 0 (without either criminal rule). A twenty-eighth set can draw its criminal
# half from the wider rule only, and needs new written areas or a new source.
# The `*_heldout27` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator,
# 21-40 by a second in triples_heldout27b.jsonl, appended to triples_heldout27.jsonl by the lead at merge.
HELDOUT27_EXCLUDE = HELDOUT26_EXCLUDE + ("stance/triples_heldout26.jsonl", "outcomes/aila2019_heldout26.jsonl")
WRITTEN27_FILE = HERE / "written_queries27.jsonl"
WRITTEN27_N_PER_AREA = 5


def _criminal_wide(text: str) -> bool:
    """A wider criminal rule for the criminal half once the stage-20 pool holds under 20: "accused" and "prosecution",
    a conviction or an acquittal ("convict", "acquit") and a criminal code (Penal Code, Criminal Procedure, Cr.P.C.,
    I.P.C.)."""
    return ("accused" in text and "prosecution" in text and re.search(r"convict|acquit", text) is not None
            and re.search(r"Penal Code|Criminal Procedure|Cr\.? ?P\.? ?C|\bI\.? ?P\.? ?C\b", text) is not None)


def _education(text: str) -> bool:
    """Education (admissions, examinations, degrees, a student against a university or college): "university",
    "college" or "student" as a word, any case."""
    return re.search(r"\buniversit(y|ies)\b|\bcolleges?\b|\bstudents?\b", text, re.I) is not None


def _municipal(text: str) -> bool:
    """Municipal and local body matters (building sanction and demolition, municipal taxes, panchayats): a word
    beginning "municipal" or "panchayat", any case."""
    return re.search(r"\bmunicipal|\bpanchayat", text, re.I) is not None


def _public_recruitment(text: str) -> bool:
    """Recruitment to public posts (eligibility, selection, a candidate against the recruiting State): a Public
    Service Commission or "recruitment" as a word, any case."""
    return re.search(r"public service commission|\brecruitment\b", text, re.I) is not None


def _validity(text: str) -> bool:
    """Challenges to the validity of a law or rule (a citizen against the State that made it): "constitutional
    validity" or "vires" as a word (ultra vires, intra vires), any case."""
    return re.search(r"constitutional validity|\bvires\b", text, re.I) is not None


# (area, rule) in draw order; the query id of each is "written27-<area>".
WRITTEN27_POOLS = [("education", _education), ("municipal", _municipal), ("recruitment", _public_recruitment),
                   ("validity", _validity)]
# How much of the stage-28 draw is labelled: pairs 1-20 by the first annotator, 21-40 by a second in a file of its
# own, appended to triples_heldout27.jsonl by the lead at merge.
HELDOUT27_LABELLED = 40


def draw_heldout27(shared: Path = SHARED) -> list[dict]:
    """Stage 28: 40 fresh AILA pairs for triples_heldout27.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20270112; the stage-20 pool, then the wider criminal rule), then
    5 precedents for each written query of written_queries27.jsonl from its area's keyword pool (seed 20270113)."""
    return _draw_criminal_and_written(shared, "heldout27", HELDOUT27_EXCLUDE, 20270112, 20270113, WRITTEN27_POOLS,
                                      WRITTEN27_N_PER_AREA, crim_wide=_criminal_wide)


# Stage 29 (`draw_heldout28`): the twenty-seventh set's comment leaves (against HELDOUT27_EXCLUDE, less its 40) the
# stage-20 criminal pool 0, the wider criminal rule 52, education 2, municipal 4, recruitment 0, validity 4, the older
# rules at most 1 each. Counted again against HELDOUT28_EXCLUDE (which adds the twenty-seventh set and its AILA outcome
# file), counts only: the stage-20 criminal pool 0, the wider criminal rule (`_criminal_wide`, outside the stage-20
# rule and the AILA_Q1 pool) **21** (outcomes/aila2019_heldout27.jsonl took 31), and only **20** fresh AILA judgments
# (longer than 500 characters, outside the train qrels) that neither criminal rule admits, in the whole corpus. So the
# criminal half is pairs 1-20 from the wider rule, passed as `crim_wide` as stage 28 does (the stage-20 pool is empty,
# so all 20 come from the wider rule, in seeded order; 1 is left), and the written half can take at most 20 judgments,
# of every area together. Candidate areas no earlier written query used were counted the same way (without either
# criminal rule's judgments): arbitration 1, contempt 0, a trade mark, copyright or patent 1, a will or succession 0, a
# minority institution 0, freedom of speech or the press 2, parole / prisoner / jail / remission as words 2, water or
# irrigation 1, liquor 0, transport nationalisation 0, election 1, pension 0, trust / temple / endowment 2, contract 4,
# bank 4. No four areas of five, nor five of four, exist among 20 such mixed judgments, so (as the brief allows) four
# new keyword rules (below, each with a docstring) take what the pools hold, with the usual fill: a bank's loan and a
# guarantor (`_bank_loan`; a bank suing a borrower's guarantor for recovery: plaintiff <-> defendant, the bank the
# plaintiff), a writ against State action (`_writ_petition`; a newspaper against the State's withdrawal of its
# government advertisements after critical reports: citizen <-> government), a civil suit (`_civil_suit`; a temple
# trust's suit for declaration of title and injunction against a former priest's family: plaintiff <-> defendant, the
# trust the plaintiff) and imprisonment, jail, parole or remission (`_prison`; a life convict refused premature release
# by the State's Sentence Review Board: accused <-> prosecution, as the role table puts convicts on the accused side
# and the State on the prosecution side). Pairs 1-20: seed 20270114, each precedent given the next query of a seeded
# shuffle of AILA_Q3-Q10 in turn. Pairs 21 on: 5 precedents per written query at most (`written_queries28.jsonl`,
# written by the first annotator before any precedent was read, query ids `written28-<area>`) from the keyword pools of
# `WRITTEN28_POOLS`, each without every judgment either criminal rule admits and without those drawn for an earlier
# area, in the order bank, writ, suit, prison (seed 20270115; smallest pool first). Counted (not read) against
# HELDOUT28_EXCLUDE, each before the earlier areas' draws are taken out: bank 4, writ 6, suit 6, prison 8 (bank and
# writ share 2, bank and prison 1, writ and suit 2, writ and prison 1, suit and prison 1; 17 judgments in all). The
# draw takes all 17: bank 4, writ 4, suit 4, prison 5 (after the earlier draws; nothing is left to fill), so the set
# has **37 pairs**, not 40: pairs 21-37 are the written half. Left after this draw (against HELDOUT28_EXCLUDE, less
# the 37 drawn here): stage-20 criminal 0, wider criminal rule 1, the four new rules 0, and 3 fresh AILA judgments that
# no criminal or written rule admits; the older rules at most 1 each. A twenty-ninth set needs a new source.
# The `*_heldout28` outcome file (drawn at the same time) is not excluded. Pairs 1-20 are labelled by one annotator,
# 21-37 by a second in triples_heldout28b.jsonl, appended to triples_heldout28.jsonl by the lead at merge.
HELDOUT28_EXCLUDE = HELDOUT27_EXCLUDE + ("stance/triples_heldout27.jsonl", "outcomes/aila2019_heldout27.jsonl")
WRITTEN28_FILE = HERE / "written_queries28.jsonl"
WRITTEN28_N_PER_AREA = 5


def _bank_loan(text: str) -> bool:
    """Bank loans (a bank against a borrower or guarantor): "bank" or "loan" as a word, any case."""
    return re.search(r"\bbank\b|\bloan\b", text, re.I) is not None


def _writ_petition(text: str) -> bool:
    """Writs against State action (a citizen against the State): "writ" as a word, Article 226 or Article 32, any
    case."""
    return re.search(r"\bwrit\b|Article 226|Article 32\b", text, re.I) is not None


def _civil_suit(text: str) -> bool:
    """Civil suits (declaration, injunction, title): "suit", "plaintiff" or "plaintiffs" as a word, any case."""
    return re.search(r"\bsuit\b|\bplaintiffs?\b", text, re.I) is not None


def _prison(text: str) -> bool:
    """Imprisonment, jail, parole and remission (a convict against the State): "prison", "prisoner(s)", "jail",
    "parole", "remission" or "imprisonment" as a word, any case."""
    return re.search(r"\bprison(er)?s?\b|\bjail\b|\bparole\b|\bremission\b|\bimprisonment\b", text, re.I) is not None


# (area, rule) in draw order; the query id of each is "written28-<area>".
WRITTEN28_POOLS = [("bank", _bank_loan), ("writ", _writ_petition), ("suit", _civil_suit), ("prison", _prison)]
# How much of the stage-29 draw is labelled: pairs 1-20 by the first annotator, 21-37 (all the draw holds) by a second
# in a file of its own, appended to triples_heldout28.jsonl by the lead at merge.
HELDOUT28_LABELLED = 37


def draw_heldout28(shared: Path = SHARED) -> list[dict]:
    """Stage 29: 37 fresh AILA pairs for triples_heldout28.jsonl, drawn before any of them was read: 20 criminal
    precedents spread over AILA_Q3-Q10 in turn (seed 20270114; the wider criminal rule, the stage-20 pool being
    empty), then at most 5 precedents for each written query of written_queries28.jsonl from its area's keyword pool
    (seed 20270115; the pools hold 17 in all)."""
    return _draw_criminal_and_written(shared, "heldout28", HELDOUT28_EXCLUDE, 20270114, 20270115, WRITTEN28_POOLS,
                                      WRITTEN28_N_PER_AREA, crim_wide=_criminal_wide)


# Stage 30 (`draw_heldout29`): the twenty-ninth set, from a new source. Every AILA judgment is in an outcome part or a
# stance set after stage 29 and IRLeD has none outside its val queries, so the precedents are the Indian judgments of
# the rhetorical-role corpora that are in neither AILA nor IRLeD (datasets/outcomes/sample_roles.py: BUILD 37, PAHELI
# 40; texts rebuilt from their sentences as that script says). Drawn by the lead before anyone read them, with area
# rules fixed from counts only (by PAHELI's own `category` and this file's keyword rules):
#   * pairs 1-20, criminal: the pool is PAHELI's `Criminal` category and every BUILD judgment `_criminal_rule` or
#     `_criminal_wide` admits (13 + 18 = 31); 20 drawn (seed 20270116) and given the next query of a seeded shuffle of
#     AILA_Q3-Q10 in turn, as stages 20-29 do.
#   * pairs 21-40: 5 precedents for each written query of written_queries29.jsonl (seed 20270117), areas in this
#     order: tax (BUILD non-criminal judgments `_income_tax` or `_sales_tax` admits; assessee <-> revenue), property
#     (PAHELI `Land & Property`), constitutional (PAHELI `Constitutional` not in the criminal pool; citizen <->
#     government), labour (PAHELI `Labour & Industrial Law`; employee <-> employer). The patterns are written by the
#     second annotator before any precedent is read.
# Not drawn: PAHELI `Intellectual Property` (6) and what each pool leaves. Pairs 1-20 are labelled by one annotator in
# triples_heldout29.jsonl, 21-40 by a second in triples_heldout29b.jsonl, appended by the lead at merge.
HELDOUT29_LABELLED = 40
WRITTEN29_AREAS = ("tax", "property", "constitutional", "labour")


def _role_sources() -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """The new role-corpus judgments' texts by source, and PAHELI's categories (sample_roles.py is the source)."""
    sys.path.insert(0, str(HERE.parent / "outcomes"))
    import sample_roles  # noqa: PLC0415 - a sibling dataset script, not a package

    new = json.loads(sample_roles.NEW_IDS_FILE.read_text(encoding="utf-8"))["new_ids"]
    texts = {src: {i: t for i, t in sample_roles.load_source(src).items() if i in set(new[src])} for src in new}
    cats = {d["id"]: d["category"] for d in _jsonl(sample_roles.ROLES / "paheli_in" / "all.jsonl")}
    return texts, cats


def draw_heldout29(shared: Path = SHARED) -> list[dict]:
    """Stage 30: 40 pairs for triples_heldout29.jsonl from the new BUILD / PAHELI judgments, drawn before any was
    read: 20 criminal precedents over AILA_Q3-Q10 in turn (seed 20270116), 5 per written area (seed 20270117)."""
    texts, cats = _role_sources()
    build, paheli = texts["build_in"], texts["paheli_in"]
    crim = sorted([("paheli_in", k) for k in paheli if cats[k] == "Criminal"]
                  + [("build_in", k) for k, t in build.items() if _criminal_rule(t) or _criminal_wide(t)])
    rng = random.Random(20270116)
    queries = ["AILA_Q%d" % i for i in range(3, 11)]
    rng.shuffle(queries)
    pairs = [(queries[i % len(queries)], src, d) for i, (src, d) in enumerate(rng.sample(crim, 20))]
    taken = set(crim)
    pools = {"tax": [("build_in", k) for k, t in build.items() if _income_tax(t) or _sales_tax(t)],
             "property": [("paheli_in", k) for k in paheli if cats[k] == "Land & Property"],
             "constitutional": [("paheli_in", k) for k in paheli if cats[k] == "Constitutional"],
             "labour": [("paheli_in", k) for k in paheli if cats[k] == "Labour & Industrial Law"]}
    rng = random.Random(20270117)
    for area in WRITTEN29_AREAS:
        pool = sorted(x for x in pools[area] if x not in taken)
        drawn = rng.sample(pool, min(5, len(pool)))
        taken.update(drawn)
        pairs += [(f"written29-{area}", src, d) for src, d in drawn]
    return [{"n": i + 1, "split": "heldout29", "source": src, "query_id": q, "doc_id": d, "pair_kind": "same-area"}
            for i, (q, src, d) in enumerate(pairs)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", default=str(SHARED))
    ap.add_argument("--check", action="store_true", help="compare with triples_{dev,heldout,...,heldout28}.jsonl")
    stages = {"fresh": (draw_fresh, 3), "heldout3": (draw_heldout3, 4), "heldout4": (draw_heldout4, 5),
              "heldout5": (draw_heldout5, 6), "heldout6": (draw_heldout6, 7), "heldout7": (draw_heldout7, 8),
              "heldout8": (draw_heldout8, 9), "heldout9": (draw_heldout9, 10),
              "heldout10": (draw_heldout10, 11), "heldout11": (draw_heldout11, 12),
              "heldout12": (draw_heldout12, 13), "heldout13": (draw_heldout13, 14),
              "heldout14": (draw_heldout14, 15), "heldout15": (draw_heldout15, 16),
              "heldout16": (draw_heldout16, 17), "heldout17": (draw_heldout17, 18),
              "heldout18": (draw_heldout18, 19), "heldout19": (draw_heldout19, 20),
              "heldout20": (draw_heldout20, 21), "heldout21": (draw_heldout21, 22),
              "heldout22": (draw_heldout22, 23), "heldout23": (draw_heldout23, 24),
              "heldout24": (draw_heldout24, 25), "heldout25": (draw_heldout25, 26),
              "heldout26": (draw_heldout26, 27), "heldout27": (draw_heldout27, 28),
              "heldout28": (draw_heldout28, 29), "heldout29": (draw_heldout29, 30)}
    for name, (_, n) in stages.items():
        file = "triples_heldout2.jsonl" if name == "fresh" else f"triples_{name}.jsonl"
        ap.add_argument(f"--{name}", action="store_true", help=f"print the stage-{n} pairs ({file})")
    args = ap.parse_args()
    shared = Path(args.shared)
    chosen = [fn for name, (fn, _) in stages.items() if getattr(args, name)]
    if chosen:
        for r in chosen[0](shared):
            print(json.dumps(r))
        return 0
    rows = draw(shared) + [r for fn, _ in stages.values() for r in fn(shared)]
    if not args.check:
        for r in rows:
            print(json.dumps(r))
        return 0
    rows = [r for r in rows if r["split"] != "heldout17" or r["n"] <= HELDOUT17_LABELLED]  # the labelled prefix
    rows = [r for r in rows if r["split"] != "heldout18" or r["n"] <= HELDOUT18_LABELLED]  # the labelled prefix
    rows = [r for r in rows if r["split"] != "heldout19" or r["n"] <= HELDOUT19_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout20" or r["n"] <= HELDOUT20_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout21" or r["n"] <= HELDOUT21_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout22" or r["n"] <= HELDOUT22_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout23" or r["n"] <= HELDOUT23_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout24" or r["n"] <= HELDOUT24_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout25" or r["n"] <= HELDOUT25_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout26" or r["n"] <= HELDOUT26_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout27" or r["n"] <= HELDOUT27_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout28" or r["n"] <= HELDOUT28_LABELLED]
    rows = [r for r in rows if r["split"] != "heldout29" or r["n"] <= HELDOUT29_LABELLED]
    want = {(r["split"], "%03d" % r["n"], r["source"], r["query_id"], r["doc_id"], r["pair_kind"]) for r in rows}
    have = set()
    for split in ("dev", "heldout", "heldout2", *list(stages)[1:]):
        path = HERE / f"triples_{split}.jsonl"
        for t in (_jsonl(path) if path.exists() else []):
            have.add((split, t["id"].split("-")[1], t["source"], t["query_id"], t["doc_id"], t["pair_kind"]))
    if want != have:
        print("MISMATCH: drawn-not-labelled", sorted(want - have)[:5], "labelled-not-drawn", sorted(have - want)[:5])
        return 1
    print(f"OK: {len(rows)} pairs, the triple files use exactly the drawn pairs and splits")
    return 0


if __name__ == "__main__":
    sys.exit(main())
