"""How the stance badge degrades on judgments with no cause title (roles29).

Each dev triple's precedent is read twice by the eval's own path (``stance_eval.read_triple``, no decision facet:
the closing paragraphs only, so no facet reading is needed): as stored, and from its first numbered paragraph on
("1. ...", the cause title, court, date and bench lines cut away), as a judgment that starts with its facts would be.
Prints each triple whose badge differs and the totals right of each. A badge lost to "neutral" is graceful; one turned
to the opposite direction is not.

    PYTHONPATH=. python scripts/stance_untitled.py 22 23 24 25 26 27 28
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stance_parts import part_names, triples_of  # noqa: E402

from lcr_core.explain.stance_eval import CORPORA, _contexts, context_of, read_texts, read_triple  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
_FIRST_PARAGRAPH = re.compile(r"\n\s*1\s*\\?\.\s")


def main(argv: list[str]) -> int:
    tot = {"n": 0, "titled": 0, "untitled": 0}
    for part in part_names(argv or None):
        trs = triples_of(part, ROOT / "datasets" / "stance")
        ctx = _contexts(trs)
        ids: dict[str, set[str]] = {}
        for t in trs:
            ids.setdefault(str(t["source"]), set()).add(str(t["doc_id"]))
        texts = {(s, d): x for s, w in ids.items() for d, x in read_texts(CORPORA[s], w).items()}
        for t in trs:
            text = texts[(str(t["source"]), str(t["doc_id"]))]
            m = _FIRST_PARAGRAPH.search(text)
            body = text[m.start() + 1:] if m else text
            a = read_triple(t, text, [], context_of(t, ctx)).label
            b = read_triple(t, body, [], context_of(t, ctx)).label
            tot["n"] += 1
            tot["titled"] += a == t["stance"]
            tot["untitled"] += b == t["stance"]
            if a != b:
                print(f"{part}\t{t['id']}\tgold {t['stance']}\ttitled {a}\tuntitled {b}")
    print(tot)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
