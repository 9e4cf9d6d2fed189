"""Running ``lcr eval`` for the Evaluate page (Streamlit-free): a subprocess with the documented CLI, its JSON
output parsed, and the Markdown tables / PNG charts it wrote collected."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lcr_core import Settings
from lcr_core.evaluation.systems import ALL_SYSTEMS

SYSTEMS: list[str] = list(ALL_SYSTEMS)

_SPLIT = re.compile(r"^queries_(.+?)\.jsonl(?:\.gz)?$")


def default_datasets_dir() -> Path | None:
    """``../shared/data`` beside the checkout, where the project's benchmark folders live."""
    here = Path(__file__).resolve().parents[2] / "shared" / "data"
    return here if here.is_dir() else None


def dataset_splits(folder: Path) -> list[str]:
    """The splits a dataset folder has queries for (train, val, ...); ``*_short`` sets are a query kind."""
    if not folder.is_dir():
        return []
    names = {m.group(1) for p in folder.iterdir() if (m := _SPLIT.match(p.name))}
    return sorted(n for n in names if not (n.endswith("_short") and n[: -len("_short")] in names))


def has_short_queries(folder: Path, split: str) -> bool:
    return any((folder / f"queries_{split}_short.{ext}").exists() for ext in ("jsonl", "jsonl.gz"))


@dataclass
class EvalRun:
    ok: bool
    data: Any = None
    markdown_files: list[Path] = field(default_factory=list)
    images: list[Path] = field(default_factory=list)
    error: str = ""
    stderr: str = ""
    seconds: float = 0.0

    def headline(self) -> str:
        return "Evaluation finished" if self.ok else "Evaluation failed"


def _paths_in(data: Any) -> list[Path]:
    """Every string in the JSON that names an existing file or folder."""
    found: list[Path] = []
    if isinstance(data, dict):
        for v in data.values():
            found += _paths_in(v)
    elif isinstance(data, list):
        for v in data:
            found += _paths_in(v)
    elif isinstance(data, str) and len(data) < 4096 and ("/" in data or data.endswith((".md", ".png"))):
        p = Path(data)
        if p.exists():
            found.append(p)
    return found


def collect_outputs(data: Any) -> tuple[list[Path], list[Path]]:
    """Markdown and PNG files named in the output (directly, or inside a named output folder)."""
    files: list[Path] = []
    for p in _paths_in(data):
        files += sorted(p.glob("*")) if p.is_dir() else [p]
    md = list(dict.fromkeys(f for f in files if f.suffix.lower() == ".md"))
    png = list(dict.fromkeys(f for f in files if f.suffix.lower() == ".png"))
    return md, png


def eval_command(dataset: Path, split: str, out: Path, queries: str = "full", systems: list[str] | None = None,
                 limit: int | None = None) -> list[str]:
    cmd = [sys.executable, "-m", "lcr_core.cli", "eval", "--dataset", str(dataset), "--split", split,
           "--queries", queries, "--out", str(out), "--no-runs", "--json"]
    if systems:
        cmd += ["--systems", ",".join(systems)]
    if limit:
        cmd += ["--limit", str(limit)]
    return cmd


def run_eval(dataset: Path, split: str, settings: Settings, out: Path, queries: str = "full",
             systems: list[str] | None = None, limit: int | None = None, timeout_s: int = 3600) -> EvalRun:
    """``lcr eval --dataset DIR --split SPLIT --out OUT --json`` in a subprocess (a crash cannot take the app
    down); the Markdown tables and PNG charts are collected from OUT and from paths named in the JSON."""
    import time

    cmd = eval_command(dataset, split, out, queries, systems, limit)
    env = {**os.environ, "LCR_CACHE_DIR": str(settings.cache_dir)}
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s, env=env, check=False)
    except subprocess.TimeoutExpired:
        return EvalRun(False, error=f"stopped after {timeout_s // 60} minutes", seconds=time.perf_counter() - t0)
    seconds = time.perf_counter() - t0
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["no message"])[-1]
        if "No such command 'eval'" in proc.stderr:
            last = "this version of lcr has no `eval` command yet"
        return EvalRun(False, error=last, stderr=proc.stderr, seconds=seconds)
    try:
        data = json.loads(proc.stdout)
    except json.JSONDecodeError:
        return EvalRun(False, error="`lcr eval --json` did not print JSON", stderr=proc.stdout[-5000:], seconds=seconds)
    md, png = collect_outputs([data, str(out)])
    return EvalRun(True, data=data, markdown_files=md, images=png, stderr=proc.stderr, seconds=seconds)
