"""Shared fixtures: the shipped demo corpus (real AILA 2019 judgments) and an engine indexed over it."""

from __future__ import annotations

import gzip
import json
import os
import re
from pathlib import Path

import pytest

from lcr_core.config import Settings
from lcr_core.demo import DEMO_CASES, seed_cache

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")


@pytest.fixture(scope="session")
def demo_cases() -> list[dict]:
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory) -> Path:
    """One embedding cache for the whole run, seeded with the shipped demo vectors (no encoding needed)."""
    return tmp_path_factory.mktemp("cache")


def make_settings(store: Path, cache_dir: Path, **kw) -> Settings:
    return Settings(store=store, cache_dir=cache_dir, **kw)


@pytest.fixture(scope="session")
def demo_engine(tmp_path_factory, cache_dir):
    """An engine over the full demo corpus, built once per test session."""
    from lcr_core.engine import Engine

    engine = Engine(make_settings(tmp_path_factory.mktemp("demo-store"), cache_dir))
    seed_cache(engine.encoder.cache, engine.encoder.id)
    report = engine.ingest([DEMO_CASES], batch_size=64)
    assert report.changed > 200 and not report.skipped
    engine.index  # build once
    return engine


def shown(element) -> str:
    """An AppTest element's text as the user sees it: the Markdown escapes the app adds are removed."""
    return re.sub(r"\\(.)", r"\1", element.value)


@pytest.fixture(scope="session")
def chromium():
    """The browser the `browser` tests drive (see tests/browsers.py): skips with what to install when there is
    none or it does not start, or fails under LCR_REQUIRE_BROWSER=1 (CI)."""
    from browsers import browser_required, find_chromium, launch_error

    found = find_chromium()
    problem = found if isinstance(found, str) else launch_error(found)
    if problem:
        if browser_required():
            pytest.fail(f"{problem} (LCR_REQUIRE_BROWSER is set)")
        pytest.skip(problem)
    return found
