"""The cheap IRLeD side of lever 7's second try: does an encoder trained on citation-gap pairs rank a held-out
judgment's cited precedents better from its gap windows? IRLeD *train* only, no corpus re-encode.

Why: the AILA measure needs the whole AILA corpus re-encoded (~1 h); this needs only the passages of the held-out
fold's cited judgments. A model trained with ``finetune_encoder.py --holdout-fold K`` never saw those source
judgments' windows. Each window of a held-out source is a query; the candidates are every judgment cited by any
held-out source (a small pool: a sanity check of transfer to unseen sources, not a retrieval figure); a judgment
scores its best passage (cosine, or BM25 for reference); relevant = the source's whole cited set.

    PYTHONPATH=$PWD python benchmarks/study_citation_encoder.py --dataset ../shared/data/irled2017 \
        --model ~/.cache/lcr/models/minilm-l6-irled-cite1-fold0 --fold 0 --folds 8 --out <file.json>
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from citation_pairs import cited_passages, cited_sets, gap_windows, in_fold
from lcr_core.encoder import default_model_path
from lcr_core.evaluation.datasets import read_queries
from lcr_core.evaluation.metrics import per_query
from lcr_core.evaluation.significance import paired_randomization
from lcr_core.lexical import Analyzer, BM25Matrix
from lcr_core.units import wordpiece_counter


def best_passage_run(scores: np.ndarray, owner: list[str], qids: list[str]) -> dict[str, list[str]]:
    """Each query's judgments ranked by their best passage's score (``scores``: queries x passages)."""
    docs = sorted(set(owner))
    col = {d: [i for i, o in enumerate(owner) if o == d] for d in docs}
    best = np.stack([scores[:, col[d]].max(axis=1) for d in docs], axis=1)
    return {q: [docs[j] for j in np.argsort(-best[i], kind="stable")] for i, q in enumerate(qids)}


def encode(model_path: Path, texts: list[str], threads: int) -> np.ndarray:
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(threads)
    model = SentenceTransformer(str(model_path), device="cpu")
    model.max_seq_length = 256
    return model.encode(texts, batch_size=32, normalize_embeddings=True, convert_to_numpy=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dataset", type=Path, required=True, help="the irled2017 folder (train files only)")
    ap.add_argument("--model", type=Path, required=True, help="a model trained with --holdout-fold FOLD")
    ap.add_argument("--fold", type=int, default=0)
    ap.add_argument("--folds", type=int, default=8)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    model = args.model.expanduser()
    prov = json.loads((model / "lcr-provenance.json").read_text(encoding="utf-8"))
    if prov["settings"].get("holdout_fold") != args.fold or prov["settings"].get("folds") != args.folds:
        raise SystemExit(f"{model} was not trained with --holdout-fold {args.fold} --folds {args.folds}")

    cited_by = cited_sets(args.dataset)
    sources = sorted(cited_by)
    held = [s for s in sources if in_fold(s, sources, args.fold, args.folds)]
    texts = {q.id: q.text for q in read_queries(args.dataset / "queries_train.jsonl.gz")}
    windows = [(f"{s}:{n}", s, w) for s in held for n, w in gap_windows(texts[s])]
    counter = wordpiece_counter(default_model_path() / "tokenizer.json")
    pool = cited_passages(args.dataset, {d for s in held for d in cited_by[s]}, counter)
    owner = [d for d in pool for _ in pool[d]]
    passages = [p for d in pool for p in pool[d]]
    qids = [w[0] for w in windows]
    qrels = {qid: {d: 1 for d in cited_by[s]} for qid, s, _ in windows}
    print(f"fold {args.fold}/{args.folds}: {len(held)} held-out sources, {len(windows)} windows; "
          f"{len(pool)} candidate judgments, {len(passages)} passages", flush=True)

    analyzer = Analyzer()
    bm25 = BM25Matrix.build(analyzer(p) for p in passages)
    lexical = np.stack([bm25.scores(analyzer(w)) for _, _, w in windows])
    runs = {"bm25 best passage": best_passage_run(lexical, owner, qids)}
    for name, path in (("packaged MiniLM", default_model_path()), ("adapted MiniLM", model)):
        q = encode(path, [w for _, _, w in windows], args.threads)
        p = encode(path, passages, args.threads)
        runs[f"dense best passage, {name}"] = best_passage_run(q @ p.T, owner, qids)
        print(f"encoded with {name}", flush=True)

    ap_by = {name: per_query(run, qrels, qids)["MAP"] for name, run in runs.items()}
    by_source = {name: np.array([np.mean([a for qid, a in zip(qids, v) if qid.rsplit(":", 1)[0] == s])
                                 for s in held]) for name, v in ap_by.items()}
    base, adapted = by_source["dense best passage, packaged MiniLM"], by_source["dense best passage, adapted MiniLM"]
    result = {
        "fold": args.fold, "folds": args.folds, "model": str(model), "held_out_sources": held,
        "windows": len(windows), "candidates": len(pool), "passages": len(passages),
        "MAP_over_windows": {n: round(float(v.mean()), 4) for n, v in ap_by.items()},
        "MAP_macro_over_sources": {n: round(float(v.mean()), 4) for n, v in by_source.items()},
        "adapted_vs_packaged_sources_better_worse": [int((adapted > base).sum()), int((adapted < base).sum())],
        "adapted_vs_packaged_paired_p_sources": round(paired_randomization(base, adapted), 4),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
