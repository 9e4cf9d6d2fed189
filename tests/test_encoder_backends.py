"""Encoder devices and backends: ONNX Runtime gives torch's vectors, falls back to torch, keys the cache right."""

from __future__ import annotations

import logging
import sys

import numpy as np
import pytest

from lcr_core.config import Settings
from lcr_core.encoder import DeviceUnavailable, EmbeddingCache, Encoder, resolve_device
from lcr_core.text import normalize
from lcr_core.units import segment, wordpiece_counter


@pytest.fixture(scope="module")
def onnx_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("onnx")


@pytest.fixture(scope="module")
def units(demo_cases) -> list[str]:
    """Real units of two demo judgments (full windows and short tails), plus a one-word text."""
    count = wordpiece_counter(Encoder().tokenizer_json)
    texts = [t for case in demo_cases[:2] for t in segment(normalize(case["text"]), count).unit_texts()]
    return texts[:14] + ["Appeal."]


@pytest.fixture(scope="module")
def torch_vectors(units) -> np.ndarray:
    enc = Encoder(device="cpu", backend="torch")
    vecs = enc.encode(units)
    assert enc.backend_used == "torch:cpu"
    return vecs


def test_onnx_matches_torch(units, torch_vectors, onnx_dir):
    enc = Encoder(device="cpu", backend="auto", onnx_dir=onnx_dir)
    vecs = enc.encode(units)
    assert enc.backend_used == "onnx-fp32:cpu"
    assert vecs.shape == torch_vectors.shape
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert (vecs * torch_vectors).sum(axis=1).min() >= 0.9999
    # batch composition and order do not change a text's vector (each batch is padded to its own longest)
    enc.batch_size = 3
    again = enc.encode(list(reversed(units)))[::-1]
    assert (again * vecs).sum(axis=1).min() >= 0.99999


def test_export_is_made_once_and_reused(units, onnx_dir):
    Encoder(device="cpu", onnx_dir=onnx_dir).load()
    assert len(list(onnx_dir.rglob("model.onnx"))) == 1
    # ONNX Runtime's BERT fusions applied: one Attention kernel per layer is what makes it fast
    assert len(list(onnx_dir.rglob("model-fused.onnx"))) == 1 and not list(onnx_dir.rglob("fuse-failed"))
    stamps = {p: p.stat().st_mtime_ns for p in onnx_dir.rglob("*.onnx")}
    Encoder(device="cpu", onnx_dir=onnx_dir).encode(units[:1])
    assert {p: p.stat().st_mtime_ns for p in onnx_dir.rglob("*.onnx")} == stamps


def test_falls_back_to_torch_with_one_warning(units, torch_vectors, tmp_path, monkeypatch, caplog):
    monkeypatch.setitem(sys.modules, "onnx", None)  # the exporter's package is missing: import fails
    enc = Encoder(device="cpu", onnx_dir=tmp_path)
    with caplog.at_level(logging.WARNING, logger="lcr_core.encoder"):
        vecs = enc.encode(units[:3])
    assert enc.backend_used == "torch:cpu"
    warned = [r for r in caplog.records if r.name == "lcr_core.encoder"]
    assert len(warned) == 1 and "ONNX encoder unavailable" in warned[0].getMessage() and "onnx" in warned[0].getMessage()
    np.testing.assert_allclose(vecs, torch_vectors[:3], atol=1e-5)
    assert not list(tmp_path.rglob("*.onnx"))  # nothing half-written left behind


def test_cache_keys_fp32_onnx_shares_torch_int8_does_not():
    assert Encoder(backend="onnx").id == Encoder(backend="torch").id == Encoder().id
    assert Encoder(backend="onnx-int8").id != Encoder().id
    with pytest.raises(ValueError, match="float32"):
        Encoder(backend="onnx", dtype="bfloat16")


def test_int8_vectors_never_land_under_the_fp32_key(units, onnx_dir, tmp_path):
    cache = EmbeddingCache(tmp_path / "emb.sqlite")
    enc = Encoder(device="cpu", backend="onnx-int8", onnx_dir=onnx_dir, cache=cache)
    enc.encode(units[:2])
    assert enc.backend_used == "onnx-int8:cpu"
    assert cache.count(enc.id) == 2 and cache.count(Encoder().id) == 0


def test_device_auto_and_unavailable():
    import torch

    assert resolve_device("cpu") == "cpu"
    expected = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else "cpu")
    assert resolve_device("auto") == expected
    if not torch.cuda.is_available():
        with pytest.raises(DeviceUnavailable, match="LCR_DEVICE=cuda is not available.*auto or cpu"):
            Encoder(device="cuda").encode(["a fact"])
    with pytest.raises(ValueError, match="device must be one of"):
        Encoder(device="tpu")


def test_settings_read_device_and_backend_from_env(monkeypatch, tmp_path):
    monkeypatch.setenv("LCR_DEVICE", "cpu")
    monkeypatch.setenv("LCR_ENCODER_BACKEND", "torch")
    monkeypatch.setenv("LCR_ONNX_DIR", str(tmp_path))
    s = Settings()
    assert (s.device, s.encoder_backend, s.onnx_dir) == ("cpu", "torch", tmp_path)


def test_cli_ingest_with_a_missing_device_says_so_and_stores_nothing(tmp_path):
    import json

    import torch
    from typer.testing import CliRunner

    from lcr_core.cli import app
    from lcr_core.store import Store

    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA")
    src = tmp_path / "cases.jsonl"
    src.write_text(json.dumps({"id": "c1", "text": "The appellant was convicted of theft.\n\nAppeal dismissed."}) + "\n")
    env = {"LCR_CACHE_DIR": str(tmp_path / "cache"), "LCR_DEVICE": "cuda"}
    result = CliRunner().invoke(app, ["ingest", "-q", "--store", str(tmp_path / "store"), str(src)], env=env)
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "LCR_DEVICE=cuda is not available" in result.stderr and "nothing was stored" in result.stderr
    assert Store(tmp_path / "store", Encoder().id).count() == 0
