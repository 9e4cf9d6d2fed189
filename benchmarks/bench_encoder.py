"""Encoder backends on this CPU: torch vs ONNX Runtime (fp32, int8), speed and agreement on real units.

Units are real AILA 2019 judgments cut by the product's own segmentation (≤ 254 word pieces). Every
configuration encodes the same units; the best of ``--repeats`` rounds is reported (the machine is shared, so
the best round is the least disturbed one), with CPU-seconds too, which other processes disturb less.
Cosines are per unit against torch fp32 at batch 16 (today's path).

    PYTHONPATH=$PWD nice -n 10 python benchmarks/bench_encoder.py --units 500 --repeats 2
"""

from __future__ import annotations

import argparse
import gzip
import json
import tempfile
import time
from pathlib import Path

import numpy as np

from lcr_core.encoder import Encoder
from lcr_core.onnx_encoder import OnnxEncoderModel, ensure_export
from lcr_core.text import normalize
from lcr_core.units import segment, wordpiece_counter

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "data" / "aila2019" / "corpus.jsonl.gz"


def real_units(n: int) -> list[str]:
    """The first ``n`` units of the AILA corpus, in corpus order, as the product cuts them."""
    count = wordpiece_counter(Encoder().tokenizer_json)
    texts: list[str] = []
    with gzip.open(CORPUS, "rt", encoding="utf-8") as fh:
        for line in fh:
            texts += segment(normalize(json.loads(line)["text"]), count).unit_texts()
            if len(texts) >= n:
                break
    return texts[:n]


def run(enc: Encoder, texts: list[str], repeats: int) -> tuple[np.ndarray, float, float]:
    model = enc.load()
    model.encode(texts[:8], batch_size=enc.batch_size)  # warm-up (thread pools, first-call allocations)
    best_wall, best_cpu, vecs = np.inf, np.inf, None
    for _ in range(repeats):
        w, c = time.perf_counter(), time.process_time()
        vecs = model.encode(texts, batch_size=enc.batch_size)
        best_wall = min(best_wall, time.perf_counter() - w)
        best_cpu = min(best_cpu, time.process_time() - c)
    return np.asarray(vecs, dtype=np.float32), len(texts) / best_wall, len(texts) / best_cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--units", type=int, default=500)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--configs", default="torch:16,torch:32,onnx-unfused:32,onnx:16,onnx:32,onnx:64,onnx-int8:32")
    args = ap.parse_args()
    texts = real_units(args.units)
    count = wordpiece_counter(Encoder().tokenizer_json)
    print(f"{len(texts)} AILA units, word pieces mean {np.mean(count(texts)):.0f}, max {max(count(texts))}")
    onnx_dir = Path(tempfile.gettempdir()) / "lcr-bench-onnx"
    ref = None
    print(f"{'backend':<15}{'batch':>6}{'units/s':>10}{'units/cpu-s':>13}{'cos min':>10}{'cos mean':>10}")
    for cfg in args.configs.split(","):
        backend, bs = cfg.split(":")
        enc = Encoder(device="cpu", backend=backend.replace("onnx-unfused", "onnx"), batch_size=int(bs),
                      onnx_dir=onnx_dir)
        if backend == "onnx-unfused":  # the plain export, without ONNX Runtime's BERT fusions
            plain = ensure_export(enc.model_path, onnx_dir, "fp32").with_name("model.onnx")
            enc._model, enc.backend_used = OnnxEncoderModel(plain, enc.tokenizer_json), "onnx-unfused"
        vecs, ups, upc = run(enc, texts, args.repeats)
        if ref is None:
            ref = vecs
        cos = (vecs * ref).sum(axis=1)
        print(f"{enc.backend_used:<15}{bs:>6}{ups:>10.1f}{upc:>13.1f}{cos.min():>10.6f}{cos.mean():>10.6f}")


if __name__ == "__main__":
    main()
