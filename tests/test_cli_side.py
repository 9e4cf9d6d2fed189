"""`lcr search --side ROLE` without --json: the side a lawyer gives is not dropped; each result says its stance
for that side (what --json and the app's card carry)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from lcr_core.cli import app

FACTS = ("A bank clerk was dismissed after a departmental inquiry without being given the inquiry report. Can the "
         "dismissal be challenged?")


def run(engine, *args):
    got = CliRunner().invoke(app, ["search", FACTS, "--k", "3", "--local", "--store", str(engine.settings.store),
                                   *args], env={"LCR_CACHE_DIR": str(engine.settings.cache_dir)})
    assert got.exit_code == 0, got.output
    return got.output


def test_text_output_says_the_stance_for_the_side_given(demo_engine):
    text = run(demo_engine, "--side", "employee")
    rows = json.loads((out := run(demo_engine, "--side", "employee", "--json"))[out.index("["):])
    for row in rows:
        stance = row["explanation"]["stance"]
        assert f"for the employee: {stance['user']}" in text, text
        if stance.get("mapping"):
            assert stance["mapping"] in text
    assert "side: the employee" in text


def test_text_output_without_a_side_stays_as_it_was(demo_engine):
    text = run(demo_engine)
    assert "for the employee:" not in text and "side:" not in text


def test_side_is_taken_as_a_lawyer_types_it(demo_engine):
    text = run(demo_engine, "--side", "The Employee")
    assert "side: the employee" in text


def test_a_hand_written_profile_missing_a_field_says_which(tmp_path):
    import pytest

    from lcr_core.profiles import load

    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"description": "my profile"}))
    with pytest.raises(ValueError, match="missing field 'key'"):
        load(path)


def test_a_forced_profile_is_said_to_be_forced(demo_engine):
    forced = run(demo_engine, "--profile", "judgment")
    assert "ranked by profile judgment (forced; the query reads as a fact pattern)" in forced, forced
    auto = run(demo_engine)
    assert "ranked by profile fact_pattern (fact pattern)" in auto and "forced" not in auto
