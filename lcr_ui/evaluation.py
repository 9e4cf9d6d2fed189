"""Running ``lcr eval`` for the Evaluate page (Streamlit-free): a subprocess with the documented CLI, its JSON
output parsed, and the Markdown tables / PNG charts it wrote collected."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
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


def is_dataset(folder: Path) -> bool:
    """A retrieval dataset: corpus.jsonl[.gz] and, for at least one split, queries and qrels (``roles`` and
    other folders of the shared data are not)."""
    if not folder.is_dir() or not any((folder / f"corpus.{ext}").is_file() for ext in ("jsonl", "jsonl.gz")):
        return False
    return any((folder / f"qrels_{split}.txt").is_file() for split in dataset_splits(folder))


def dataset_folders(root: Path | None) -> list[Path]:
    """The dataset folders under ``root`` the Evaluate page offers."""
    if root is None or not root.is_dir():
        return []
    return sorted(p for p in root.iterdir() if is_dataset(p))


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


ProgressFn = Callable[[str], None]
_STAGES = [  # (a log line that starts the stage, what the run was doing)
    ("indexing ", "indexing the dataset's corpus (the first run of a dataset indexes it once; what was indexed "
                  "is kept and the next run resumes from there)"),
    ("ingest:", "building the index after ingesting the corpus"),
    ("prepared ", "preparing the queries"),
    ("timed ", "running and timing the queries"),
    ("LangChain baseline", "running the LangChain baseline"),
    ("wrote ", "writing the report"),
]


def minutes(seconds: float) -> str:
    m = seconds / 60
    return f"{m:g} minute" + ("" if m == 1 else "s")


def stopped_message(timeout_s: float, log_lines: list[str], progress: str) -> str:
    """What a run stopped by the time limit had done, and where it was."""
    stage = "starting up (loading the encoder and the dataset)"
    for line in log_lines:
        for prefix, what in _STAGES:
            if line.startswith(prefix):
                stage = what
    where = f" Last progress: {progress}." if progress else ""
    return f"Stopped after {minutes(timeout_s)} (the time limit) while {stage}.{where}"


def run_command(cmd: list[str], env: dict[str, str], timeout_s: float, on_progress: ProgressFn | None = None
                ) -> tuple[int | None, str, str, list[str], str]:
    """Run ``cmd``, reporting its stderr progress (log lines and tqdm's ``\r`` updates) as it comes; (return
    code or None when stopped at ``timeout_s``, stdout, stderr, log lines, last progress text)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    out_chunks: list[bytes] = []
    err_chunks: list[bytes] = []

    def drain(stream, into: list[bytes]) -> None:
        for chunk in iter(lambda: stream.read1(4096), b""):
            into.append(chunk)

    readers = [threading.Thread(target=drain, args=(proc.stdout, out_chunks), daemon=True),
               threading.Thread(target=drain, args=(proc.stderr, err_chunks), daemon=True)]
    for t in readers:
        t.start()
    deadline = time.monotonic() + timeout_s
    shown = ""
    code: int | None = None
    while True:
        code = proc.poll()
        last = _last_progress(b"".join(err_chunks).decode("utf-8", "replace"))
        if on_progress is not None and last and last != shown:
            shown = last
            on_progress(last)
        if code is not None:
            break
        if time.monotonic() > deadline:
            proc.kill()
            proc.wait()
            code = None
            break
        time.sleep(0.25)
    for t in readers:
        t.join(timeout=5)
    stderr = b"".join(err_chunks).decode("utf-8", "replace")
    lines = [x.strip() for x in stderr.split("\n") if x.strip() and "\r" not in x]
    return code, b"".join(out_chunks).decode("utf-8", "replace"), stderr, lines, _last_progress(stderr)


def _last_progress(stderr: str) -> str:
    """The latest progress text: the last non-empty piece between ``\r`` / ``\n`` (tqdm redraws with ``\r``)."""
    pieces = [p.strip() for p in re.split(r"[\r\n]", stderr) if p.strip()]
    return pieces[-1][:300] if pieces else ""


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
             systems: list[str] | None = None, limit: int | None = None, timeout_s: int = 3600,
             on_progress: ProgressFn | None = None) -> EvalRun:
    """``lcr eval --dataset DIR --split SPLIT --out OUT --json`` in a subprocess (a crash cannot take the app
    down), its progress passed to ``on_progress``; the Markdown tables and PNG charts are collected from OUT and
    from paths named in the JSON. A run stopped at ``timeout_s`` says what it had done and where it was."""
    cmd = eval_command(dataset, split, out, queries, systems, limit)
    env = {**os.environ, "LCR_CACHE_DIR": str(settings.cache_dir)}
    t0 = time.perf_counter()
    code, stdout, stderr, lines, progress = run_command(cmd, env, timeout_s, on_progress)
    seconds = time.perf_counter() - t0
    if code is None:
        return EvalRun(False, error=stopped_message(timeout_s, lines, progress), stderr=stderr, seconds=seconds)
    if code != 0:
        last = (lines or ["no message"])[-1]
        if "No such command 'eval'" in stderr:
            last = "this version of lcr has no `eval` command yet"
        return EvalRun(False, error=last, stderr=stderr, seconds=seconds)
    try:
        data = json.loads(stdout)
    except json.JSONDecodeError:
        return EvalRun(False, error="`lcr eval --json` did not print JSON", stderr=stdout[-5000:], seconds=seconds)
    md, png = collect_outputs([data, str(out)])
    return EvalRun(True, data=data, markdown_files=md, images=png, stderr=stderr, seconds=seconds)
