"""How often a side is read from text the user did not write about themselves: pasted judgments and passages.

The statement rules (``roles.stated_side``) read "learned counsel for the Revenue" as a side; the chat and the
explainer read a message through ``user_side.side_in_message``, which should read none from a judgment's own words.
Prints, for IRLeD's train query judgments (whole, and cut into 300-word passages read as fact descriptions) and the
demo corpus's judgments, how many read a side by each path. Train split only (never val).

    PYTHONPATH=$PWD python benchmarks/side_in_pasted.py [--shared ../shared/data]
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

from lcr_core.demo import DEMO_CASES
from lcr_core.explain.roles import stated_side
from lcr_core.explain.user_side import side_in_message
from lcr_core.query_types import detect


def _texts(path: Path) -> list[str]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line)["text"] for line in fh if line.strip()]


def passages(text: str, words: int = 300) -> list[str]:
    w = text.split()
    return [" ".join(w[i:i + words]) for i in range(0, len(w) - words + 1, words)]


def row(name: str, texts: list[str]) -> str:
    rules = sum(stated_side(t) is not None for t in texts)
    product = sum(side_in_message(t) is not None for t in texts)
    return f"| {name} | {len(texts)} | {rules} | {product} |"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=Path("../shared/data"))
    args = ap.parse_args()
    irled = _texts(args.shared / "irled2017" / "queries_train.jsonl.gz")
    cut = [p for t in irled for p in passages(t) if detect(p).kind == "fact_description"]
    demo = [t for t in _texts(DEMO_CASES) if detect(t).kind == "judgment"]
    print("| text | n | side read by the statement rules | side read by side_in_message |")
    print("|---|---:|---:|---:|")
    print(row("IRLeD train judgments, whole", irled))
    print(row("IRLeD train judgments, 300-word passages", cut))
    print(row("demo judgments", demo))


if __name__ == "__main__":
    main()
