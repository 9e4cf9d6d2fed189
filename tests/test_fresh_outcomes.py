"""scripts/fresh_outcomes.py pools each fresh set's one frozen run, never a later re-run of the same set."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import fresh_outcomes  # noqa: E402


def _run(folder: Path, name: str, aila: tuple[int, float], irled: tuple[int, float]) -> None:
    (folder / name).write_text(
        "| corpus | part | n | outcome | no cue |\n"
        f"| aila2019 | old held-out 3 | 80 | 0.100 | 0 |\n"
        f"| aila2019 | held-out | {aila[0]} | {aila[1]:.3f} | 0 |\n"
        f"| irled2017 | held-out | {irled[0]} | {irled[1]:.3f} | 0 |\n", encoding="utf-8")


def test_pools_right_over_judged_from_the_frozen_runs_only(tmp_path, monkeypatch, capsys):
    _run(tmp_path, "eval_heldout6_aaa.md", (80, 0.9), (100, 0.8))
    _run(tmp_path, "eval_heldout6_aaa_second_run.md", (80, 0.1), (100, 0.1))  # not the frozen run
    _run(tmp_path, "eval_heldout7_bbb.md", (40, 0.5), (100, 1.0))
    monkeypatch.setattr(fresh_outcomes, "RESULTS", tmp_path)
    monkeypatch.setattr(sys, "argv", ["fresh_outcomes.py", "--first", "6", "--last", "7"])
    fresh_outcomes.main()
    out = capsys.readouterr().out
    assert "| aila2019 | 92 / 120 | 0.767 |" in out  # 72 + 20; the old part's row is not a fresh set's
    assert "| irled2017 | 180 / 200 | 0.900 |" in out
