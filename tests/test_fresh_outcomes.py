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


def test_the_role_corpora_of_the_twenty_ninth_set_are_pooled_in_rows_of_their_own(tmp_path, monkeypatch, capsys):
    """A frozen run of the twenty-ninth set has build_in / paheli_in held-out rows: pooled under their own names,
    never into AILA's; the stance table's held-out row is no corpus row."""
    (tmp_path / "eval_heldout28_aaa.md").write_text("| aila2019 | held-out | 40 | 0.900 | 1 (2.5%) |\n", encoding="utf-8")
    (tmp_path / "eval_heldout29_bbb.md").write_text(
        "| aila2019 | held-out | 10 | 0.800 | 0 (0.0%) |\n| build_in | held-out | 37 | 0.703 | 2 (5.4%) |\n"
        "| paheli_in | held-out | 40 | 0.750 | 3 (7.5%) |\n| held-out | 80 | 0.900 | 0 (0.0%) | 1 | 2 | 3/4 |\n",
        encoding="utf-8")
    monkeypatch.setattr(fresh_outcomes, "RESULTS", tmp_path)
    monkeypatch.setattr(sys, "argv", ["fresh_outcomes.py", "--first", "28", "--last", "29"])
    fresh_outcomes.main()
    lines = capsys.readouterr().out.splitlines()
    assert "| aila2019 | 44 / 50 | 0.880 |" in lines
    assert "| build_in | 26 / 37 | 0.703 |" in lines and "| paheli_in | 30 / 40 | 0.750 |" in lines


def test_the_twenty_ninth_sets_first_run_before_round_29_is_not_its_frozen_run(tmp_path, monkeypatch, capsys):
    """heldout29 had a first run with the rules as they stood before round 29
    (``eval_heldout29_<sha>_before_round29.md``) and has one frozen run (``eval_heldout29_<sha>.md``): only the frozen
    run is pooled, in rows per source, for ``--first 6 --last 29``; with no frozen run of a set in the range the
    script stops, naming it."""
    import pytest

    for n in range(6, 29):
        _run(tmp_path, f"eval_heldout{n}_s{n}.md", (10, 1.0), (0 if n > 17 else 10, 1.0))
    (tmp_path / "eval_heldout29_aaa_before_round29.md").write_text(
        "| build_in | held-out | 37 | 0.000 | 0 (0.0%) |\n| paheli_in | held-out | 40 | 0.000 | 0 (0.0%) |\n",
        encoding="utf-8")
    monkeypatch.setattr(fresh_outcomes, "RESULTS", tmp_path)
    monkeypatch.setattr(sys, "argv", ["fresh_outcomes.py", "--first", "6", "--last", "29"])
    with pytest.raises(SystemExit, match="no frozen run of heldout29"):
        fresh_outcomes.main()
    (tmp_path / "eval_heldout29_zzz.md").write_text(
        "| build_in | held-out | 37 | 1.000 | 0 (0.0%) |\n| paheli_in | held-out | 40 | 0.500 | 0 (0.0%) |\n",
        encoding="utf-8")
    fresh_outcomes.main()
    lines = capsys.readouterr().out.splitlines()
    assert "| aila2019 | 230 / 230 | 1.000 |" in lines and "| irled2017 | 120 / 120 | 1.000 |" in lines
    assert "| build_in | 37 / 37 | 1.000 |" in lines and "| paheli_in | 20 / 40 | 0.500 |" in lines
