"""fix32's probes of everyday side statements: how the side readers read 125 statements a user might type.

    PYTHONPATH=$PWD python scripts/side_probes.py [--probes 1,2,3]

The statements and their short fact patterns are in ``datasets/stance/side_probes32.json``; they were written by
the lead, not drawn from data, so the figures test behaviour and are no accuracy figure. Printed: each statement
read otherwise than written (by rule or by meaning), per probe; then what the meaning fallback does with the
statements the rules leave unread (right / wrong / unread).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from lcr_core.explain.roles import stated_side
from lcr_core.explain.side_meaning import reader_for
from lcr_core.explain.user_side import side_in_message

PROBES = Path(__file__).resolve().parents[1] / "datasets" / "stance" / "side_probes32.json"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--probes", default="1,2,3,4", help="which probes, comma-separated")
    args = ap.parse_args()
    chosen = {int(p) for p in args.probes.split(",")}
    data = json.loads(PROBES.read_text(encoding="utf-8"))
    rows = [r for r in data["statements"] if r["probe"] in chosen]
    reader = reader_for()
    fallback = {"right": 0, "wrong": 0, "unread": 0}
    for probe in sorted(chosen):
        mine = [r for r in rows if r["probe"] == probe]
        misses = 0
        for r in mine:
            facts = data["facts"][r["area"]]
            got = side_in_message(r["statement"], facts)
            role = got.role if got else None
            if role != r["side"]:
                misses += 1
                print(f"probe {probe} | {r['area']} | {r['statement']!r}: written {r['side']}, read {role}"
                      + (f" ({got.how})" if got and got.how else ""))
            if stated_side(r["statement"], facts) is None:
                by_meaning = reader.read(r["statement"], facts)[0]
                key = "unread" if by_meaning is None else "right" if by_meaning.role == r["side"] else "wrong"
                fallback[key] += 1
        print(f"probe {probe}: {len(mine) - misses} of {len(mine)} read as written")
    unread = sum(fallback.values())
    print(f"rules leave {unread} of {len(rows)} unread; the meaning fallback reads {fallback['right']} right, "
          f"{fallback['wrong']} wrong, leaves {fallback['unread']} unread")


if __name__ == "__main__":
    main()
