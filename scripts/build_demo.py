"""Build the shipped demo corpus from ../shared: AILA 2019 judgments relevant to the AILA queries, plus a
seeded random sample, and their unit vectors. Run from the repo root: python scripts/build_demo.py"""

from __future__ import annotations

import argparse
import gzip
import json
import random
from pathlib import Path

from lcr_core.config import Settings
from lcr_core.demo import DEMO_CASES, DEMO_DIR, DEMO_QUERIES, DEMO_VECTORS, write_vectors
from lcr_core.encoder import EmbeddingCache, Encoder, text_key
from lcr_core.text import normalize
from lcr_core.units import unit_spans, wordpiece_counter


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", type=Path, default=Path("../shared/data/aila2019"))
    ap.add_argument("--size", type=int, default=250)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()

    relevant: set[str] = set()
    for split in ("train", "val"):
        for line in (args.shared / f"qrels_{split}.txt").read_text().splitlines():
            relevant.add(line.split()[2])
    docs = {}
    with gzip.open(args.shared / "corpus.jsonl.gz", "rt", encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            docs[d["id"]] = d["text"]
    others = sorted(set(docs) - relevant, key=lambda x: int(x[1:]))
    chosen = sorted(relevant) + random.Random(args.seed).sample(others, args.size - len(relevant))
    chosen = sorted(chosen, key=lambda x: int(x[1:]))

    DEMO_DIR.mkdir(parents=True, exist_ok=True)
    with gzip.GzipFile(DEMO_CASES, "wb", mtime=0) as raw:
        for cid in chosen:
            raw.write((json.dumps({"id": cid, "text": docs[cid]}, ensure_ascii=False) + "\n").encode("utf-8"))

    settings = Settings()
    encoder = Encoder(cache=EmbeddingCache(settings.cache_dir / "embeddings.sqlite"))
    count = wordpiece_counter(encoder.tokenizer_json)
    texts = []
    for cid in chosen:
        t = normalize(docs[cid])
        texts += [t[s.start : s.end] for s in unit_spans(t, count)]
    texts = list(dict.fromkeys(texts))
    vectors = encoder.encode(texts, show_progress=True)
    write_vectors(DEMO_VECTORS, encoder.id, [text_key(t) for t in texts], vectors)

    queries = []
    for split in ("train", "val"):
        for line in (args.shared / f"queries_{split}_short.jsonl").read_text().splitlines():
            q = json.loads(line)
            queries.append({"id": q["id"], "text": q["text"], "question": q.get("question", "")})
    DEMO_QUERIES.write_text(json.dumps(queries, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(chosen)} cases ({len(relevant)} relevant to AILA queries), {len(texts)} unit vectors")


if __name__ == "__main__":
    main()
