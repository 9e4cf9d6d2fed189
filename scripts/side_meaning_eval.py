"""The side read on the development triples: the rules alone, the meaning fallback alone (rules off), and both.

Reads only the development parts (triples_dev, triples_heldout, triples_heldout2), never the fresh held-out set.
    PYTHONPATH=. python scripts/side_meaning_eval.py
"""

from __future__ import annotations

import json
from pathlib import Path

from lcr_core.explain.side_meaning import read_side
from lcr_core.explain.stance_eval import _contexts

DEV = ("dev", "heldout", "heldout2")


def main(stance_dir: Path = Path("datasets/stance")) -> None:
    print(f"{'part':9} {'n':>4} | {'mode':14} {'right':>5} {'wrong':>5} {'no side':>7} {'accuracy':>8} {'precision':>9}")
    for part in DEV:
        trs = [json.loads(line) for line in (stance_dir / f"triples_{part}.jsonl").open()]
        contexts = _contexts(trs)
        for mode, rules, meaning in (("rules alone", True, False), ("fallback alone", False, True),
                                     ("both", True, True)):
            right = wrong = none = 0
            for t in trs:
                ctx = contexts.get((str(t["source"]), str(t.get("query_id") or "")), "")
                got = read_side(str(t.get("user_statement") or ""), ctx, rules=rules, meaning=meaning)
                if got is None:
                    none += 1
                elif got.role == t["user_role"]:
                    right += 1
                else:
                    wrong += 1
            n = len(trs)
            prec = right / (right + wrong) if right + wrong else 0.0
            print(f"{part:9} {n:>4} | {mode:14} {right:>5} {wrong:>5} {none:>7} {right / n:>8.3f} {prec:>9.3f}")


if __name__ == "__main__":
    main()
