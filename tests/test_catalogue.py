"""The Chroma-free catalogue behind `lcr info` / `lcr show`: it agrees with Chroma record for record, follows
writes and deletes, and steps aside (the caller falls back to Chroma) whenever it cannot vouch for an answer."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from conftest import ROOT
from lcr_core.catalogue import CASES, FACETS, UNITS, Catalogue
from lcr_core.cli import app
from store_fixtures import raw, small_cases, small_engine  # noqa: F401 - small_cases is a fixture

pytestmark = pytest.mark.usefixtures("small_cases")


@pytest.fixture()
def engine(tmp_path, cache_dir, small_cases):
    return small_engine(tmp_path / "store", cache_dir, small_cases[:6])


def test_every_record_and_count_equals_what_chroma_returns(engine):
    store = engine.store
    with Catalogue.open(store.path) as cat:
        assert cat.count(CASES) == store.count()
        assert cat.count(UNITS) == store.units.count() and cat.count(FACETS) == store.facets.count()
        for cid in store.ids():
            assert cat.get(cid) == store.get(cid)
        assert cat.get("no-such-case") is None


def test_it_follows_deletes_and_updates(engine, small_cases):
    gone = small_cases[0]["id"]
    engine.delete([gone])
    changed = dict(small_cases[1], text=small_cases[1]["text"] + "\n\nA later paragraph.")
    engine.ingest_cases([raw(changed)])
    with Catalogue.open(engine.store.path) as cat:
        assert cat.get(gone) is None and cat.count() == 5
        assert cat.get(changed["id"])[0] == engine.store.get(changed["id"])[0]
        assert cat.get(changed["id"])[0].endswith("A later paragraph.")


def copy_store(engine, tmp_path):
    target = tmp_path / "copy"
    shutil.copytree(engine.store.path, target)
    return target


def test_it_steps_aside_while_a_write_is_in_flight(engine, tmp_path):
    target = copy_store(engine, tmp_path)
    manifest = json.loads((target / "store.json").read_text())
    (target / "store.json").write_text(json.dumps({**manifest, "writing": "12345"}))
    assert Catalogue.open(target) is None


def test_it_steps_aside_when_chroma_has_queued_writes_its_metadata_has_not_applied(engine, tmp_path):
    target = copy_store(engine, tmp_path)
    with sqlite3.connect(target / "chroma" / "chroma.sqlite3") as db:
        db.execute("UPDATE max_seq_id SET seq_id = seq_id - 1 WHERE segment_id IN "
                   "(SELECT s.id FROM segments s JOIN collections c ON s.collection = c.id "
                   "WHERE c.name = 'lcr-cases' AND s.scope = 'METADATA')")
    assert Catalogue.open(target) is None


def test_it_steps_aside_on_a_layout_it_does_not_know(engine, tmp_path):
    target = copy_store(engine, tmp_path)
    with sqlite3.connect(target / "chroma" / "chroma.sqlite3") as db:
        db.execute("ALTER TABLE embedding_metadata RENAME COLUMN string_value TO text_value")
    assert Catalogue.open(target) is None
    (target / "chroma" / "chroma.sqlite3").write_bytes(b"not a database at all" * 100)
    assert Catalogue.open(target) is None


def test_info_and_show_fall_back_to_chroma_when_the_catalogue_steps_aside(engine, tmp_path, cache_dir, small_cases):
    target = copy_store(engine, tmp_path)
    manifest = json.loads((target / "store.json").read_text())
    (target / "store.json").write_text(json.dumps({**manifest, "writing": "12345"}))
    runner, env = CliRunner(), {"LCR_CACHE_DIR": str(cache_dir), "LCR_FACETIZER": "heuristic"}
    shown = runner.invoke(app, ["show", small_cases[2]["id"], "--store", str(target)], env=env)
    assert shown.exit_code == 0, shown.output
    assert shown.stdout.startswith(f"{small_cases[2]['id']}: ")
    info = runner.invoke(app, ["info", "--json", "--store", str(target)], env=env)
    assert info.exit_code == 0 and json.loads(info.stdout)["cases"] == 6


@pytest.mark.parametrize("command", [["info", "--json"], ["show"]])
def test_info_and_show_answer_without_importing_chroma(engine, cache_dir, small_cases, command):
    args = command + ([small_cases[3]["id"]] if command == ["show"] else []) + ["--store", str(engine.store.path)]
    probe = ("import sys\nfrom typer.testing import CliRunner\nfrom lcr_core.cli import app\n"
             f"r = CliRunner().invoke(app, {args!r})\n"
             "print(r.stdout)\nprint(r.exit_code, 'chromadb' in sys.modules, 'scipy' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=300,
                         env={**os.environ, "LCR_CACHE_DIR": str(cache_dir), "LCR_FACETIZER": "heuristic",
                              "PYTHONPATH": str(ROOT)})
    *printed, last = out.stdout.strip().splitlines()
    assert last == "0 False False", out.stdout + out.stderr
    if command[0] == "info":
        assert json.loads("\n".join(printed)) == engine.info()
    else:
        assert printed[0].startswith(f"{small_cases[3]['id']}: ")
