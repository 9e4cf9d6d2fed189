"""The Evaluate page's runner: which folders are datasets, progress while `lcr eval` runs, and what a run
stopped by the time limit says."""

from __future__ import annotations

import sys
from pathlib import Path

from conftest import SHARED

from lcr_core import Settings
from lcr_ui import evaluation
from lcr_ui.evaluation import dataset_folders, is_dataset, minutes, run_eval

# Behaves like a first `lcr eval` on a big corpus: log lines, then tqdm redrawing one line with \r, then nothing.
SLOW_INDEXING = r"""
import sys, time
print("indexing corpus.jsonl.gz into /tmp/x (resumable; ...)", file=sys.stderr, flush=True)
for n in range(1, 4):
    print(f"\ringest: {n * 32}case [00:0{n}, 32case/s]", end="", file=sys.stderr, flush=True)
    time.sleep(0.1)
time.sleep(120)
"""


def test_only_folders_with_corpus_queries_and_qrels_are_offered(tmp_path):
    good = tmp_path / "good"
    good.mkdir()
    (good / "corpus.jsonl.gz").write_bytes(b"")
    (good / "queries_val.jsonl").write_text("")
    (good / "qrels_val.txt").write_text("")
    (tmp_path / "roles").mkdir()  # like ../shared/data/roles: sub-folders, no corpus
    (tmp_path / "roles" / "paheli_in").mkdir()
    half = tmp_path / "half"
    half.mkdir()
    (half / "corpus.jsonl").write_text("")
    (half / "queries_val.jsonl").write_text("")  # no qrels
    assert dataset_folders(tmp_path) == [good]
    assert not is_dataset(tmp_path / "roles") and not is_dataset(half)
    if (SHARED / "roles").is_dir():
        offered = [p.name for p in dataset_folders(SHARED)]
        assert "roles" not in offered and "aila2019" in offered


def test_a_stopped_run_says_what_it_did_and_where_it_stopped(tmp_path, monkeypatch):
    monkeypatch.setattr(evaluation, "eval_command", lambda *a, **k: [sys.executable, "-c", SLOW_INDEXING])
    seen: list[str] = []
    run = run_eval(Path(tmp_path), "val", Settings(cache_dir=tmp_path), tmp_path / "out", timeout_s=30,
                   on_progress=seen.append)
    assert not run.ok
    assert run.error.startswith("Stopped after 0.5 minutes (the time limit) while indexing the dataset's corpus")
    assert "Last progress: ingest: 96case" in run.error and "resumes" in run.error
    assert any(s.startswith("ingest: ") for s in seen)  # progress reached the page while it ran
    assert run.seconds < 60  # the script would sleep a minute more


def test_minutes_are_counted_properly():
    assert minutes(60) == "1 minute" and minutes(120) == "2 minutes" and minutes(90) == "1.5 minutes"
