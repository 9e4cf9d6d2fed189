"""Adapt the packaged MiniLM to judgments on CPU (issue 11, lever 7): facts -> reasoning or citation-gap pairs.

Why: a typed fact pattern has to find judgments whose *reasoning* discusses facts like it, and the stock encoder
was never shown Indian judgments. A judgment gives such pairs for free (no query, no label is read): a short
window of its facts facet is the anchor, one of its reasoning units the positive, and the other judgments of a
batch the negatives (in-batch softmax, as sentence-transformers' MultipleNegativesRankingLoss).

    PYTHONPATH=$PWD python benchmarks/finetune_encoder.py --corpus ../shared/data/aila2019/corpus.jsonl.gz \
        --out ~/.cache/lcr/models/minilm-l6-aila-ft1

writes a sentence-transformers model folder plus ``lcr-provenance.json`` (corpus sha256, settings, losses). Use
it with ``LCR_MODEL_PATH=<out>``: its vectors get their own cache key and eval store (the folder name is the id).

``--pairs irled-citations --corpus ../shared/data/irled2017`` (the second try, closer to the query side): each
``[?CITATION?]`` gap of an IRLeD *train* judgment gives a window (70 words before, 20 after, markers removed) and
the passage of its cited set that BM25 aligns with it (``citation_pairs.py``); a batch never holds two pairs of one
source judgment or of one cited judgment.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import json
import random
import re
import shutil
import time
from pathlib import Path

import numpy as np

from lcr_core.config import Settings
from lcr_core.encoder import default_model_path
from lcr_core.evaluation.datasets import file_sha256
from lcr_core.facets.registry import get_facetizer, run_facetizer
from lcr_core.text import normalize
from lcr_core.units import segment, wordpiece_counter

WORD = re.compile(r"\S+")


def read_corpus(path: Path) -> list[tuple[str, str]]:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh]
    return [(r["id"], r["text"]) for r in rows if r.get("text", "").strip()]


def window(text: str, rng: random.Random, lo: int, hi: int) -> str:
    """A random run of lo..hi words: typed fact patterns are a paragraph, not a whole facts section."""
    words = WORD.findall(text)
    if len(words) <= lo:
        return " ".join(words)
    n = rng.randint(lo, min(hi, len(words)))
    start = rng.randint(0, len(words) - n)
    return " ".join(words[start : start + n])


def make_pairs(docs: list[tuple[str, str]], per_doc: int, seed: int, log) -> list[tuple[str, str, str]]:
    """(doc id, facts window, reasoning unit) pairs, ``per_doc`` per judgment that has both facets."""
    settings = Settings()
    facetizer = get_facetizer(settings)
    counter = wordpiece_counter(default_model_path() / "tokenizer.json")
    rng = random.Random(seed)
    pairs: list[tuple[str, str, str]] = []
    t0 = time.perf_counter()
    for i, (doc_id, raw) in enumerate(docs, 1):
        seg = segment(normalize(raw), counter)
        facets = run_facetizer(facetizer, seg)
        facts = [seg.text[s.start : s.end] for s in facets.spans.get("facts", []) if s.end - s.start > 200]
        reason_spans = facets.spans.get("reasoning", [])
        units = [u for u in seg.units
                 if any(min(u.end, s.end) - max(u.start, s.start) > (u.end - u.start) // 2 for s in reason_spans)]
        reasons = [seg.text[u.start : u.end] for u in units if u.end - u.start > 300]
        if facts and reasons:
            for _ in range(per_doc):
                pairs.append((doc_id, window(rng.choice(facts), rng, 40, 120), rng.choice(reasons)))
        if i % 500 == 0:
            log(f"facetized {i}/{len(docs)} ({time.perf_counter() - t0:.0f}s), {len(pairs)} pairs")
    rng.shuffle(pairs)
    return pairs


def pair_keys(pair: tuple) -> tuple[str, ...]:
    """The judgments a pair speaks for: its first field, one id or a tuple of ids (citation pairs: source, cited)."""
    return pair[0] if isinstance(pair[0], tuple) else (pair[0],)


def batches(pairs: list[tuple], size: int) -> list[list[tuple]]:
    """Batches in which no judgment speaks for two pairs, so no in-batch 'negative' is the anchor's own judgment
    (nor, for citation pairs, the positive's judgment seen from another window)."""
    out, cur, seen = [], [], set()
    pending = list(pairs)
    while pending:
        rest = []
        for p in pending:
            keys = pair_keys(p)
            if seen.intersection(keys):
                rest.append(p)
                continue
            cur.append(p)
            seen.update(keys)
            if len(cur) == size:
                out.append(cur)
                cur, seen = [], set()
        if rest == pending:
            break
        pending = rest
    return out


def citation_pairs(args, log) -> tuple[list[tuple], Path, dict]:
    """IRLeD train gap windows -> BM25-aligned cited passage, keyed by (source, cited); windows whose alignment
    is a near-tie between two cited judgments (margin < ``--min-margin``) are left out."""
    from citation_pairs import irled_citation_windows

    counter = wordpiece_counter(default_model_path() / "tokenizer.json")
    aligned = irled_citation_windows(args.corpus, counter, args.per_query, args.seed, log)
    kept = [a for a in aligned if a.margin >= args.min_margin]
    log(f"{len(aligned)} gap windows aligned; {len(kept)} with margin >= {args.min_margin}")
    pairs = [((a.source, a.cited), a.window, a.passage) for a in kept]
    random.Random(args.seed).shuffle(pairs)
    extra = {"windows_aligned": len(aligned), "windows_kept": len(kept),
             "sources": len({a.source for a in kept}), "cited_judgments": len({a.cited for a in kept}),
             "qrels_sha256": file_sha256(args.corpus / "qrels_train.txt"),
             "queries_sha256": file_sha256(args.corpus / "queries_train.jsonl.gz")}
    return pairs, args.corpus / "corpus.jsonl.gz", extra


def train(pairs, out: Path, args, log) -> dict:
    import torch
    from sentence_transformers import SentenceTransformer

    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    model = SentenceTransformer(str(default_model_path()), device="cpu")
    model.train()
    plan = batches(pairs, args.batch)[: args.max_steps or None]
    log(f"{len(plan)} batches of {args.batch} hold {sum(map(len, plan))} of {len(pairs)} pairs")
    steps = len(plan) * args.epochs
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    warm = max(1, int(0.1 * steps))
    # linear warm-up over the first 10% of steps, then linear decay to 0
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: (s + 1) / warm if s < warm else max(0.0, (steps - s) / max(1, steps - warm)))
    losses: list[float] = []
    t0 = time.perf_counter()
    step = 0
    for epoch in range(args.epochs):
        for batch in plan:
            model.max_seq_length = args.anchor_tokens
            a = model.preprocess([p[1] for p in batch])
            model.max_seq_length = args.positive_tokens
            b = model.preprocess([p[2] for p in batch])
            ea = model(a)["sentence_embedding"]
            eb = model(b)["sentence_embedding"]
            sims = torch.nn.functional.normalize(ea, dim=-1) @ torch.nn.functional.normalize(eb, dim=-1).T
            labels = torch.arange(len(batch))
            loss = (torch.nn.functional.cross_entropy(args.scale * sims, labels)
                    + torch.nn.functional.cross_entropy(args.scale * sims.T, labels)) / 2
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
            losses.append(float(loss.detach()))
            step += 1
            if step % 10 == 0 or step == steps:
                el = time.perf_counter() - t0
                log(f"step {step}/{steps} loss {np.mean(losses[-10:]):.3f} ({el:.0f}s, "
                    f"eta {el / step * (steps - step):.0f}s)")
    model.max_seq_length = 256
    model.eval()
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    model.save(str(tmp))
    return {"steps": step, "seconds": round(time.perf_counter() - t0, 1),
            "loss_first10": round(float(np.mean(losses[:10])), 4), "loss_last10": round(float(np.mean(losses[-10:])), 4)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, required=True,
                    help="facts-reasoning: a corpus.jsonl.gz; irled-citations: the irled2017 folder (train files only)")
    ap.add_argument("--pairs", choices=("facts-reasoning", "irled-citations"), default="facts-reasoning")
    ap.add_argument("--per-query", type=int, default=0, help="irled-citations: gaps per train judgment (0: all)")
    ap.add_argument("--min-margin", type=float, default=2.0,
                    help="irled-citations: drop a window whose best cited judgment beats the next by less BM25")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--per-doc", type=int, default=1)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=1)
    ap.add_argument("--max-steps", type=int, default=0, help="cap on batches per epoch (0: all)")
    ap.add_argument("--lr", type=float, default=2e-5)
    ap.add_argument("--scale", type=float, default=20.0)
    ap.add_argument("--anchor-tokens", type=int, default=128)
    ap.add_argument("--positive-tokens", type=int, default=256)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    out = args.out.expanduser()

    def log(msg: str) -> None:
        print(f"[{dt.datetime.now():%H:%M:%S}] {msg}", flush=True)

    if args.pairs == "irled-citations":
        pairs, data, extra = citation_pairs(args, log)
    else:
        docs = read_corpus(args.corpus)
        log(f"{len(docs)} judgments in {args.corpus}")
        pairs, data, extra = make_pairs(docs, args.per_doc, args.seed, log), args.corpus, {}
    log(f"{len(pairs)} pairs; e.g. anchor {pairs[0][1][:120]!r} -> positive {pairs[0][2][:120]!r}")
    info = train(pairs, out, args, log)
    tmp = out.with_name(out.name + ".tmp")
    prov = {"base_model": str(default_model_path()), "corpus": str(data), "corpus_sha256": file_sha256(data),
            "pairs": len(pairs), **extra, "settings": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
            "made": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
            "command": "python benchmarks/finetune_encoder.py " + " ".join(
                f"--{k.replace('_', '-')} {v}" for k, v in vars(args).items()), **info}
    (tmp / "lcr-provenance.json").write_text(json.dumps(prov, indent=2) + "\n", encoding="utf-8")
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    log(f"saved {out}: {info}")


if __name__ == "__main__":
    main()
