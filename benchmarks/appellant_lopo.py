"""Train and measure the learned appellant reader (``benchmarks/appellant_model.py``) on the development parts.

    PYTHONPATH=. python benchmarks/appellant_lopo.py --lopo             # leave-one-part-out: rules vs rules + learned
    PYTHONPATH=. python benchmarks/appellant_lopo.py --out /tmp/am.json  # a model trained on every dev part
    PYTHONPATH=. python benchmarks/appellant_lopo.py --check /tmp/am.json  # rebuild, compare with that file

Results: ``benchmarks/results/appellant_lopo.md`` (the reader did not earn a place in the product path).

Training examples: one per (corpus, judgment, labelled pair) whose labelled appellant is a role of a canonical pair
(not the appellant / respondent fallback), from every triple of ``stance_eval.DEV_PARTS`` (never the fresh held-out
file). Role label: the appellant held the pair's first role. Area examples: each (judgment, pair the rules read for
a triple's side); label: the labelled appellant is a role of that pair. Leave-one-part-out drops from training every
judgment the held part labels (a precedent in several parts never helps predict itself). The abstention threshold
is chosen inside the training parts only (INNER_FOLDS contiguous groups of them): the threshold on P(right) that
maximises right - 3 x wrong over the judgments where the rules read a pair but no appellant (a wrong appellant is a
supports <-> opposes error, an appellant in a pair that is not the dispute's a direction where neutral is due).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from scipy import sparse
from scipy.optimize import minimize

from benchmarks.appellant_model import AppellantModel, feature_names, fill_appellant, hashed, load_model
from lcr_core.explain.roles import FALLBACK, ROLES, pair_of, precedent_parties
from lcr_core.explain.side_meaning import read_side
from lcr_core.explain.stance_eval import CORPORA, DEV_PARTS, PART_FILES, _contexts, context_of, read_texts, stance_part

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from stance_parts import SHORT, cached_reader, triples_of  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DIM = 1 << 18
C = 1.0  # inverse L2 strength, fixed before measuring
WRONG_COST = 3.0  # a wrong appellant costs three right ones when choosing the threshold
THRESHOLDS = tuple(round(0.5 + 0.05 * i, 2) for i in range(11))  # P(right) >= threshold to answer (1.0: never)
INNER_FOLDS = 4
DIGITS = 6  # the shipped weights' rounding (keeps the file small and the rebuild byte-identical)


@dataclass(frozen=True)
class Example:
    key: tuple[str, str]  # (corpus, doc_id)
    pair: tuple[str, str]
    first: bool | None  # the labelled appellant held pair[0]; None: it held no role of this pair
    part: str


def gold_pair(triple: dict) -> tuple[tuple[str, str], bool] | None:
    app = (triple.get("precedent_roles") or {}).get("appellant")
    if app not in ROLES:
        return None
    pair = pair_of(app)
    return None if pair == FALLBACK else (pair, app == pair[0])


def collect(stance_dir: Path) -> tuple[dict, dict, list[Example], list[Example], list[Example]]:
    """Triples and texts per part; the role examples (labelled pairs: did pair[0] appeal); the rules' abstentions
    (a pair read, no appellant: what the model fills); the area examples (each pair the rules read for a side: is
    the labelled appellant one of its roles)."""
    trs_of = {part: triples_of(part, stance_dir) for part in DEV_PARTS}
    ids: dict[str, set[str]] = {}
    for trs in trs_of.values():
        for t in trs:
            ids.setdefault(str(t["source"]), set()).add(str(t["doc_id"]))
    texts = {(c, d): x for c, want in ids.items() for d, x in read_texts(CORPORA[c], want).items()}
    train, abstained, area, seen, seen_abs, seen_area = [], [], [], set(), set(), set()
    rules: dict[tuple, object] = {}
    for part, trs in trs_of.items():
        contexts = _contexts(trs)
        for t in trs:
            key = (str(t["source"]), str(t["doc_id"]))
            g = gold_pair(t)
            if g is not None and (key, g[0]) not in seen:
                seen.add((key, g[0]))
                train.append(Example(key, g[0], g[1], part))
            side = read_side(str(t.get("user_statement") or ""), context_of(t, contexts))
            if side is None:
                continue
            prefer = pair_of(side.role)
            if (key, prefer) not in rules:
                rules[(key, prefer)] = precedent_parties(texts[key], "", prefer)
            p = rules[(key, prefer)]
            if p.pair is not None and p.pair != FALLBACK and (key, p.pair) not in seen_area:
                seen_area.add((key, p.pair))
                area.append(Example(key, p.pair, g is not None and g[0] == p.pair, part))
            if fill_appellant(p, texts[key], _ALWAYS) is p or (key, p.pair, part) in seen_abs:
                continue  # the rules read an appellant (or no pair, cross appeals): nothing to fill
            seen_abs.add((key, p.pair, part))
            # the labelled appellant outside the pair read (another area, the fallback, none): any answer is wrong
            abstained.append(Example(key, p.pair, g[1] if g is not None and g[0] == p.pair else None, part))
    return trs_of, texts, train, abstained, area


class _Always:
    """A stand-in model that always answers: tells which readings :func:`fill_appellant` would fill."""

    def predict(self, text, pair):
        return pair[0], 1.0


_ALWAYS = _Always()


def matrix(examples: list[Example], feats: dict) -> sparse.csr_matrix:
    rows, cols = [], []
    for r, e in enumerate(examples):
        for i in sorted(feats[(e.key, e.pair)]):
            rows.append(r)
            cols.append(i)
    return sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(examples), DIM))


def fit(examples: list[Example], feats: dict) -> tuple[dict[int, float], float]:
    """L2 logistic regression of ``Example.first`` (bias not penalised) by L-BFGS: deterministic for the same
    examples."""
    X = matrix(examples, feats)
    y = np.array([1.0 if e.first else 0.0 for e in examples])
    used = np.unique(X.indices)
    Xu = X[:, used].tocsr()

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        w, b = theta[:-1], theta[-1]
        z = Xu @ w + b
        p = 1.0 / (1.0 + np.exp(-z))
        ll = np.sum(np.logaddexp(0.0, z) - y * z) + 0.5 / C * w @ w
        g = p - y
        return ll, np.concatenate([Xu.T @ g + w / C, [g.sum()]])

    res = minimize(loss, np.zeros(len(used) + 1), jac=True, method="L-BFGS-B", options={"maxiter": 500})
    w = res.x[:-1]
    return {int(i): float(v) for i, v in zip(used, w)}, float(res.x[-1])


def train_model(train: list[Example], area: list[Example], feats: dict, threshold: float,
                provenance: dict | None = None) -> AppellantModel:
    """Both heads fitted on the given examples."""
    first, first_bias = fit(train, feats)
    ar, area_bias = fit(area, feats)
    return AppellantModel(DIM, first, first_bias, ar, area_bias, threshold, provenance or {})


def inner_groups(parts: list[str]) -> list[list[str]]:
    """The training parts in INNER_FOLDS contiguous groups (oldest first) for choosing the threshold."""
    k = min(INNER_FOLDS, len(parts))
    return [parts[i * len(parts) // k : (i + 1) * len(parts) // k] for i in range(k)]


def choose_threshold(train: list[Example], area: list[Example], abstained: list[Example], parts: list[str],
                     feats: dict, texts: dict) -> float:
    """The threshold maximising right - WRONG_COST x wrong over the rules' abstentions of ``parts``, each
    predicted by a model trained without its group of parts' judgments."""
    scored: list[tuple[float, bool]] = []  # (P(right), right)
    for group in inner_groups(parts):
        held = {e.key for e in train + area + abstained if e.part in group}
        m = train_model([e for e in train if e.part in parts and e.key not in held],
                        [e for e in area if e.part in parts and e.key not in held], feats, 0.0)
        for e in abstained:
            if e.part in group:
                role, sure = m.predict(texts[e.key], e.pair)
                scored.append((sure, e.first is not None and (role == e.pair[0]) == e.first))

    def gain(threshold: float) -> float:
        return sum(1.0 if ok else -WRONG_COST for sure, ok in scored if sure >= threshold)

    return max(THRESHOLDS, key=lambda t: (gain(t), t))


def features_of(examples: list[Example], texts: dict) -> dict:
    return {(e.key, e.pair): set(hashed(feature_names(texts[e.key], e.pair), DIM)) for e in examples}


def lopo(stance_dir: Path, cache: Path) -> None:
    trs_of, texts, train, abstained, area = collect(stance_dir)
    feats = features_of(train + abstained + area, texts)
    reader, save = cached_reader(cache)
    parts = list(DEV_PARTS)
    print(f"role examples {len(train)}, area examples {len(area)} (judgment, pair); the rules' abstentions "
          f"{len(abstained)} (judgment, pair, part), {sum(e.first is not None for e in abstained)} of them with the "
          f"labelled appellant in the pair read")
    # abstentions: the (judgment, pair) the rules read with no appellant; answered / right: the learned reader's
    # answers at its threshold and the right ones; other pair: abstentions whose labelled parties are not of the pair
    # read (any answer wrong); forced right: right answers if the reader answered every abstention
    print("| part | n | stance rules | stance + learned | s<->o rules | s<->o + learned | threshold | abstentions "
          "| answered | right | other pair | forced right |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    tot = dict(n=0, ok0=0, ok1=0, so0=0, so1=0, ab=0, ans=0, right=0, other=0, forced=0)
    for part in parts:
        held = {e.key for e in train + abstained + area if e.part == part}
        inner = [q for q in parts if q != part]
        keep = [[e for e in xs if e.part != part and e.key not in held] for xs in (train, area, abstained)]
        threshold = choose_threshold(*keep, inner, feats, texts)
        model = train_model(keep[0], keep[1], feats, threshold)
        trs = trs_of[part]
        sub = {k: texts[k] for k in {(str(t["source"]), str(t["doc_id"])) for t in trs}}
        r0 = stance_part(trs, sub, reader)
        r1 = stance_part(trs, sub, reader, lambda parties, text: fill_appellant(parties, text, model))
        j0, j1 = r0.to_json(), r1.to_json()
        mine = [e for e in abstained if e.part == part]
        ans = [(a, e) for a, e in ((model.predict(texts[e.key], e.pair), e) for e in mine) if a is not None]
        right = sum(e.first is not None and a[0] == (e.pair[0] if e.first else e.pair[1]) for a, e in ans)
        forced = replace(model, threshold=0.0)  # the same model made to answer every time
        forced_right = sum(e.first is not None and forced.predict(texts[e.key], e.pair)[0] == (
            e.pair[0] if e.first else e.pair[1]) for e in mine)
        other = sum(e.first is None for e in mine)
        print(f"| {SHORT[part]} | {j0['n']} | {j0['accuracy']:.3f} | {j1['accuracy']:.3f} | {j0['supports_opposes']} "
              f"| {j1['supports_opposes']} | {threshold:.2f} | {len(mine)} | {len(ans)} | {right} | {other} "
              f"| {forced_right} |", flush=True)
        for k, v in (("n", j0["n"]), ("ok0", r0.stance.correct), ("ok1", r1.stance.correct),
                     ("so0", j0["supports_opposes"]), ("so1", j1["supports_opposes"]), ("ab", len(mine)),
                     ("ans", len(ans)), ("right", right), ("other", other), ("forced", forced_right)):
            tot[k] += v
    save()
    print(f"| all | {tot['n']} | {tot['ok0'] / tot['n']:.3f} | {tot['ok1'] / tot['n']:.3f} | {tot['so0']} | "
          f"{tot['so1']} | | {tot['ab']} | {tot['ans']} | {tot['right']} | {tot['other']} | {tot['forced']} |")


def build(stance_dir: Path) -> AppellantModel:
    """The shipped model: trained on every dev part, its threshold chosen by grouped folds over them."""
    _, texts, train, abstained, area = collect(stance_dir)
    feats = features_of(train + abstained + area, texts)
    threshold = choose_threshold(train, area, abstained, list(DEV_PARTS), feats, texts)
    m = train_model(train, area, feats, threshold)

    def rounded(w: dict[int, float]) -> dict[int, float]:
        return {i: round(v, DIGITS) for i, v in w.items() if round(v, DIGITS) != 0.0}

    provenance = {"data": [f"datasets/stance/triples_{PART_FILES[p]}.jsonl" for p in DEV_PARTS],
                  "corpora": ["../shared/data/aila2019/corpus.jsonl.gz", "../shared/data/irled2017/corpus.jsonl.gz"],
                  "parts": list(DEV_PARTS), "role_examples": len(train), "area_examples": len(area),
                  "rules_abstentions": len(abstained), "C": C, "wrong_cost": WRONG_COST,
                  "command": "PYTHONPATH=. python benchmarks/appellant_lopo.py --out FILE"}
    return AppellantModel(DIM, rounded(m.first), round(m.first_bias, DIGITS), rounded(m.area),
                          round(m.area_bias, DIGITS), threshold, provenance)


def dump(model: AppellantModel, date: str) -> str:
    d = model.to_json()
    d["provenance"] = {**d["provenance"], "date": date}
    return json.dumps(d, sort_keys=True, separators=(",", ":")) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lopo", action="store_true", help="leave-one-part-out table: rules vs rules + learned")
    ap.add_argument("--out", type=Path, help="write the model trained on every dev part here")
    ap.add_argument("--check", type=Path, help="rebuild and compare with this file written by --out (exit 1 if not equal)")
    ap.add_argument("--stance-dir", type=Path, default=ROOT / "datasets" / "stance")
    ap.add_argument("--cache", type=Path, default=Path("/tmp/lcr_stance_parts_reader.pkl"))
    args = ap.parse_args(argv)
    if args.lopo:
        lopo(args.stance_dir, args.cache)
    if args.out or args.check:
        model = build(args.stance_dir)
        if args.out:
            args.out.write_text(dump(model, datetime.date.today().isoformat()), encoding="utf-8")
            print(f"wrote {args.out}: {len(model.first) + len(model.area)} weights, threshold {model.threshold}")
        if args.check:
            written = load_model(args.check)
            same = written.to_json() == json.loads(dump(model, "")) | {"provenance": dict(written.provenance)}
            print("the rebuilt model equals the file" if same else "the rebuilt model DIFFERS from the file")
            return 0 if same else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
