"""The eval store's key: what changes the stored vectors gets a new store (a fine-tuned encoder must never reuse the
packaged model's store), and a store-format move does not orphan an hour of encoded store (format 2 did once)."""

from __future__ import annotations

from pathlib import Path

import lcr_core.evaluation.harness as harness
import lcr_core.store as store_module
from lcr_core.config import Settings
from lcr_core.evaluation.harness import eval_store_path, settings_key


def test_another_encoder_or_bm25_setting_gets_another_store(tmp_path: Path):
    base = Settings(cache_dir=tmp_path)
    key = settings_key(base, "heuristic@1")
    assert settings_key(base.model_copy(update={"model_path": tmp_path / "minilm-l6-aila-ft1"}), "heuristic@1") != key
    assert settings_key(base.model_copy(update={"bm25_k1": 2.0}), "heuristic@1") != key
    assert settings_key(base, "trained@2") != key
    assert eval_store_path(base, "aila2019", "ab" * 32, key) == tmp_path / "eval" / f"aila2019-{'ab' * 6}-{key}"


def test_a_store_format_move_keeps_the_key(tmp_path: Path, monkeypatch):
    base = Settings(cache_dir=tmp_path)
    key = settings_key(base, "heuristic@1")
    bumped = store_module.STORE_FORMAT + 1
    monkeypatch.setattr(store_module, "STORE_FORMAT", bumped)
    monkeypatch.setattr(harness, "STORE_FORMAT", bumped, raising=False)  # wherever the key might read it from
    assert settings_key(base, "heuristic@1") == key
