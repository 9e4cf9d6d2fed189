"""The shipped sentence encoder run by ONNX Runtime: exported once, offline, from the packaged weights.

Why: on a CPU the encoder is the ingest bottleneck, and ONNX Runtime runs the same network with fused
attention/LayerNorm/GELU kernels. The export is made from the weights inside the installed package (no hub),
on first use, and kept on disk keyed by the weights' hash and the exporter's versions, so it is made once per
machine. It computes exactly what sentence-transformers computes for this model (mean pooling over the
attention mask, then L2 normalisation); ``benchmarks/bench_encoder.py`` measures the cosine between the two.

``int8`` is ONNX Runtime's dynamic weight quantisation of the same export: faster still, but its vectors are
not the torch vectors (see the README), so it is opt-in and keeps its own embedding-cache key.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import warnings
from collections.abc import Sequence
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

MAX_SEQ_LENGTH = 256  # all-MiniLM-L6-v2's window, [CLS] and [SEP] included (sentence_bert_config.json)
OPSET = 17
VARIANTS = ("fp32", "int8")


class ExportError(RuntimeError):
    """The ONNX export could not be made or loaded (missing package, exporter failure)."""


def export_dir(model_path: Path, root: Path) -> Path:
    """Where the export of these weights by this exporter lives: one folder per (weights, versions)."""
    import onnxruntime
    import torch

    weights = Path(model_path) / "model.safetensors"
    h = hashlib.blake2b(digest_size=8)
    h.update(str(weights.stat().st_size).encode())
    with open(weights, "rb") as fh:  # the head and tail are enough to tell two weight files apart cheaply
        h.update(fh.read(1 << 20))
        fh.seek(max(0, weights.stat().st_size - (1 << 20)))
        h.update(fh.read())
    tag = f"torch{torch.__version__.split('+')[0]}-ort{onnxruntime.__version__}-opset{OPSET}"
    return Path(root) / f"{Path(model_path).parent.name}-{h.hexdigest()}-{tag}"


def ensure_export(model_path: Path, root: Path, variant: str = "fp32") -> Path:
    """The ``.onnx`` file for ``variant``, exported (and quantised) now if it is not on disk yet.

    Files are written under a temporary name and renamed, so a crash or a concurrent export never leaves a
    half-written model behind.
    """
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {VARIANTS}, not {variant!r}")
    try:
        folder = export_dir(model_path, root)
    except ImportError as exc:
        raise ExportError(f"{exc.name or exc} is not installed") from exc
    folder.mkdir(parents=True, exist_ok=True)
    fp32 = folder / "model.onnx"
    if not fp32.exists():
        _export_fp32(Path(model_path), fp32)
    if variant == "fp32":
        fused = folder / "model-fused.onnx"
        if not fused.exists() and not (folder / "fuse-failed").exists():
            _fuse_bert(Path(model_path), fp32, fused)
        return fused if fused.exists() else fp32
    int8 = folder / "model-int8.onnx"
    if not int8.exists():
        _quantize_int8(fp32, int8)
    return int8


def _export_fp32(model_path: Path, out: Path) -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        import onnx  # noqa: F401  (the exporter needs it; fail here with a clear name)
        import torch
        from transformers import AutoModel
    except ImportError as exc:
        raise ExportError(f"{exc.name} is not installed") from exc
    try:
        # eager attention traces to plain MatMul/Softmax, which ONNX Runtime fuses into its Attention kernel
        model = AutoModel.from_pretrained(str(model_path), local_files_only=True, attn_implementation="eager")
        model.eval()
        wrapped = _last_hidden(model)
        ids = torch.ones(2, 8, dtype=torch.long)
        axes = {0: "batch", 1: "tokens"}
        with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
            part = Path(tmp) / "model.onnx"
            # the tracer's warnings concern cache/causal branches this encoder never takes (checked by the tests
            # at other batch sizes and lengths); they would only alarm a user on first use
            with torch.no_grad(), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                torch.onnx.export(
                    wrapped, (ids, torch.ones_like(ids), torch.zeros_like(ids)), str(part), dynamo=False,
                    input_names=["input_ids", "attention_mask", "token_type_ids"],
                    output_names=["last_hidden_state"], opset_version=OPSET,
                    dynamic_axes={"input_ids": axes, "attention_mask": axes, "token_type_ids": axes,
                                  "last_hidden_state": axes},
                )
            os.replace(part, out)
    except Exception as exc:  # the exporter raises many kinds; all mean "no ONNX model"
        raise ExportError(f"torch.onnx.export failed: {str(exc).splitlines()[0][:200]}") from exc
    (out.parent / "export.json").write_text(json.dumps({"model_path": str(model_path), "opset": OPSET}) + "\n")


def _fuse_bert(model_path: Path, fp32: Path, out: Path) -> None:
    """ONNX Runtime's BERT graph fusions (one Attention kernel per layer, SkipLayerNorm, EmbedLayerNorm).

    ONNX Runtime's session optimiser does not find the attention pattern on its own; these fusions are the
    same arithmetic in fewer, larger kernels (cosine to torch is measured in the tests). A failure is not an
    error: the plain export is used and a marker file stops retrying on every start.
    """
    try:
        from onnxruntime.transformers.optimizer import optimize_model

        config = json.loads((model_path / "config.json").read_text(encoding="utf-8"))
        with warnings.catch_warnings(), tempfile.TemporaryDirectory(dir=out.parent) as tmp:
            warnings.simplefilter("ignore")
            model = optimize_model(str(fp32), model_type="bert", num_heads=int(config["num_attention_heads"]),
                                   hidden_size=int(config["hidden_size"]), opt_level=0)
            if model.get_fused_operator_statistics().get("Attention", 0) < int(config["num_hidden_layers"]):
                raise RuntimeError("the attention pattern was not found in every layer")
            part = Path(tmp) / out.name
            model.save_model_to_file(str(part))
            os.replace(part, out)
    except Exception as exc:  # optional speed-up: any failure leaves the plain export in use
        log.info("BERT fusion skipped (%s); using the plain ONNX export", str(exc).splitlines()[0][:200])
        (out.parent / "fuse-failed").write_text(str(exc)[:500] + "\n")


def _quantize_int8(fp32: Path, out: Path) -> None:
    try:
        from onnxruntime.quantization import QuantType, quantize_dynamic
    except ImportError as exc:
        raise ExportError(f"{exc.name} is not installed") from exc
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
        part = Path(tmp) / out.name
        try:
            quantize_dynamic(str(fp32), str(part), weight_type=QuantType.QInt8)
        except Exception as exc:
            raise ExportError(f"int8 quantisation failed: {str(exc).splitlines()[0][:200]}") from exc
        os.replace(part, out)


def _last_hidden(model):
    """The HF model as a module taking three int64 tensors and returning the token states (what is exported)."""
    import torch

    class LastHidden(torch.nn.Module):
        def __init__(self, inner) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids, attention_mask, token_type_ids):
            return self.inner(input_ids=input_ids, attention_mask=attention_mask,
                              token_type_ids=token_type_ids).last_hidden_state

    return LastHidden(model)


class OnnxEncoderModel:
    """Tokenise, run the ONNX graph in length-sorted batches, mean-pool and normalise."""

    def __init__(self, onnx_path: Path, tokenizer_json: Path, threads: int | None = None) -> None:
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ExportError(f"{exc.name} is not installed") from exc
        opts = ort.SessionOptions()
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        if threads:
            opts.intra_op_num_threads = threads
        try:
            self.session = ort.InferenceSession(str(onnx_path), opts, providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise ExportError(f"onnxruntime could not load {onnx_path.name}: {str(exc).splitlines()[0][:200]}") from exc
        tok = Tokenizer.from_file(str(tokenizer_json))
        tok.enable_truncation(MAX_SEQ_LENGTH)
        tok.no_padding()
        self.tokenizer = tok
        self.path = Path(onnx_path)

    def encode(self, texts: Sequence[str], batch_size: int = 32, show_progress: bool = False) -> np.ndarray:
        """Unit vectors for ``texts``; one tokenizer call for all, batches of similar length (little padding)."""
        out = np.zeros((len(texts), 384), dtype=np.float32)
        if not texts:
            return out
        encs = self.tokenizer.encode_batch(list(texts))
        lengths = np.fromiter((len(e.ids) for e in encs), dtype=np.int64, count=len(encs))
        order = np.argsort(-lengths, kind="stable")
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            width = int(lengths[idx[0]])
            ids = np.zeros((len(idx), width), dtype=np.int64)
            mask = np.zeros((len(idx), width), dtype=np.int64)
            for row, i in enumerate(idx):
                n = int(lengths[i])
                ids[row, :n] = encs[i].ids
                mask[row, :n] = 1
            hidden = self.session.run(None, {"input_ids": ids, "attention_mask": mask,
                                             "token_type_ids": np.zeros_like(ids)})[0]
            summed = np.einsum("bth,bt->bh", hidden, mask.astype(np.float32))
            pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1)
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            out[idx] = pooled / np.maximum(norms, 1e-12)
        return out
