"""Small stores of real demo judgments for the store/fault tests, built from a seeded embedding cache (no encoding)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from lcr_core.config import Settings
from lcr_core.demo import DEMO_CASES, seed_cache
from lcr_core.encoder import EmbeddingCache, Encoder
from lcr_core.sources import RawCase


@pytest.fixture(scope="session")
def small_cases(cache_dir) -> list[dict]:
    """16 short-to-medium demo judgments; the session cache is seeded with their unit vectors."""
    seed_cache(EmbeddingCache(cache_dir / "embeddings.sqlite"), Encoder().id)
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        cases = [json.loads(line) for line in fh]
    return sorted(cases, key=lambda c: len(c["text"]))[40:56]


def raw(case: dict) -> RawCase:
    return RawCase(case["id"], case["text"], "test", {k: v for k, v in case.items() if k not in ("id", "text")})


def small_engine(store: Path, cache_dir: Path, cases: list[dict]):
    from lcr_core.engine import Engine

    engine = Engine(Settings(store=store, cache_dir=cache_dir, facetizer="heuristic"))
    if cases:
        report = engine.ingest_cases([raw(c) for c in cases])
        assert len(report.added) == len(cases)
    return engine


def facts_query(engine, case_id: str) -> str:
    """A case's own stored text as a query: its units are the stored ones, so the encoder never loads."""
    return engine.case(case_id).text
