"""The side read on the development triples: the rules alone, the meaning fallback alone (rules off), and both;
with ``--stance`` also the stance accuracy each gives (the same ``stance_part`` ``lcr stance eval`` runs).

Reads only the development parts (triples_dev, triples_heldout, triples_heldout2, triples_heldout3, triples_heldout4, triples_heldout5), never the fresh held-out set.
    PYTHONPATH=. python scripts/side_meaning_eval.py [--stance]
"""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path
from unittest import mock

from lcr_core.explain import stance_eval
from lcr_core.explain.side_meaning import read_side
from lcr_core.explain.stance_eval import CORPORA, _contexts, context_of, heuristic_reader, read_texts, stance_part

DEV = ("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9",
       "heldout10", "heldout11", "heldout12", "heldout13", "heldout14",
       "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22", "heldout23",
       "heldout24", "heldout25", "heldout26", "heldout27", "heldout28", "heldout29")
MODES = (("rules alone", True, False), ("fallback alone", False, True), ("both", True, True))


def main(stance_dir: Path = Path("datasets/stance"), stance: bool = False) -> None:
    print(f"{'part':9} {'n':>4} | {'mode':14} {'right':>5} {'wrong':>5} {'no side':>7} {'side acc':>8} "
          f"{'precision':>9}" + (f" {'stance acc':>10} {'sup<->opp':>9}" if stance else ""))
    reader = heuristic_reader() if stance else None
    for part in DEV:
        trs = [json.loads(line) for line in (stance_dir / f"triples_{part}.jsonl").open()]
        contexts = _contexts(trs)
        texts = {}
        if stance:
            by_corpus: dict[str, set[str]] = {}
            for t in trs:
                by_corpus.setdefault(str(t["source"]), set()).add(str(t["doc_id"]))
            texts = {(c, d): x for c, ids in by_corpus.items() for d, x in read_texts(CORPORA[c], ids).items()}
        for mode, rules, meaning in MODES:
            right = wrong = none = 0
            for t in trs:
                ctx = context_of(t, contexts)
                got = read_side(str(t.get("user_statement") or ""), ctx, rules=rules, meaning=meaning)
                if got is None:
                    none += 1
                elif got.role == t["user_role"]:
                    right += 1
                else:
                    wrong += 1
            n = len(trs)
            prec = right / (right + wrong) if right + wrong else 0.0
            line = f"{part:9} {n:>4} | {mode:14} {right:>5} {wrong:>5} {none:>7} {right / n:>8.3f} {prec:>9.3f}"
            if stance:
                with mock.patch.object(stance_eval, "read_side",
                                       functools.partial(read_side, rules=rules, meaning=meaning)):
                    st = stance_part(trs, texts, reader)
                d = st.to_json()
                line += f" {d.get('accuracy', float('nan')):>10.3f} {d.get('supports_opposes', '?')!s:>9}"
            print(line)


if __name__ == "__main__":
    main(stance="--stance" in sys.argv[1:])
