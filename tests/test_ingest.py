"""Ingest: idempotence, updates, resume after a kill, and every kind of bad input."""

import gzip
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import ROOT, make_settings
from lcr_core.engine import Engine
from lcr_core.index import load_or_build
from lcr_core.sources import decode_text
from lcr_core.store import Store, StoreError


def _write_jsonl(path: Path, cases: list[dict]) -> Path:
    with open(path, "w", encoding="utf-8") as fh:
        for c in cases:
            fh.write(json.dumps(c) + "\n")
    return path


@pytest.fixture()
def small_engine(tmp_path, cache_dir, demo_engine):  # demo_engine: the cache is seeded with demo vectors
    return Engine(make_settings(tmp_path / "store", cache_dir))


def test_reingest_is_a_noop_and_changed_text_replaces_the_old_version(small_engine, demo_cases, tmp_path):
    src = _write_jsonl(tmp_path / "a.jsonl", [{**c, "court_hint": "SC"} for c in demo_cases[:6]])
    first = small_engine.ingest([src])
    assert len(first.added) == 6
    again = small_engine.ingest([src])
    assert again.unchanged == 6 and again.changed == 0
    changed = [dict(demo_cases[0]), *demo_cases[1:6]]
    changed[0]["text"] = demo_cases[7]["text"]
    third = small_engine.ingest([_write_jsonl(tmp_path / "b.jsonl", changed)])
    assert third.updated == [demo_cases[0]["id"]] and third.unchanged == 5
    view = small_engine.case(demo_cases[0]["id"])
    assert view.text.split()[:50] == demo_cases[7]["text"].split()[:50]
    spans, vecs = small_engine.store.unit_vectors(demo_cases[0]["id"])
    assert len(spans) == view.metadata["n_units"] == len(vecs)  # old units are gone
    assert small_engine.store.count() == 6
    assert small_engine.case(demo_cases[1]["id"]).metadata["court_hint"] == "SC"  # extra keys kept


def test_txt_folder_non_utf8_binary_and_empty_files(small_engine, demo_cases, tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "utf8.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    latin = "Smt. Ren\u00e9e D\u00e9sir\u00e9e v. State\n" + demo_cases[1]["text"]
    (folder / "latin1.txt").write_bytes(latin.encode("cp1252", errors="replace"))
    (folder / "blob.txt").write_bytes(bytes(range(256)) * 40)
    (folder / "empty.txt").write_text("   \n  ")
    (folder / "ignored.bin").write_bytes(b"\x00\x01")
    report = small_engine.ingest([folder])
    assert sorted(report.added) == ["latin1", "utf8"]
    reasons = {Path(s.source).name: s.reason for s in report.skipped}
    assert "binary" in reasons["blob.txt"] and "no text" in reasons["empty.txt"]
    assert small_engine.case("latin1").text.startswith("Smt. Ren\u00e9e D\u00e9sir\u00e9e v. State")


def test_decode_text_refuses_binary():
    with pytest.raises(ValueError, match="binary"):
        decode_text(b"%PDF\x00\x01\x02" * 100)
    assert decode_text("\ufeffplain".encode("utf-8")) == "plain"


def test_a_judgment_without_headings_still_gets_facets(small_engine, tmp_path):
    text = ("The parties entered into an agreement for sale of land in 1980 and the buyer paid an advance. "
            "The seller later refused to execute the sale deed, saying the price had risen. "
            "The buyer sued for specific performance and the trial court decreed the suit. ") * 3
    report = small_engine.ingest_cases([__import__("lcr_core.sources", fromlist=["RawCase"]).RawCase("plain", text, "test")])
    assert report.added == ["plain"]
    view = small_engine.case("plain")
    assert not view.facets.is_empty("facts")
    for facet, spans in view.facets.spans.items():
        for s in spans:
            assert 0 <= s.start < s.end <= len(view.text)


def test_bad_jsonl_lines_are_reported_not_fatal(small_engine, demo_cases, tmp_path):
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join([
        json.dumps(demo_cases[0]),
        "{not json",
        json.dumps({"id": "x"}),
        json.dumps({"text": "no id here"}),
        json.dumps({"id": "blank", "text": "  "}),
    ]) + "\n")
    report = small_engine.ingest([path])
    assert report.added == [demo_cases[0]["id"]]
    assert len(report.skipped) == 4


def test_store_built_with_another_model_is_refused(small_engine):
    with pytest.raises(StoreError, match="built with model"):
        Store(small_engine.store.path, model_id="some-other-model:float32")


def test_missing_store_is_refused_when_not_creating(tmp_path, cache_dir):
    with pytest.raises(StoreError, match="no lcr store"):
        Engine(make_settings(tmp_path / "nowhere", cache_dir), create=False)


def test_damaged_index_is_rebuilt_from_the_store(small_engine, demo_cases, tmp_path):
    small_engine.ingest([_write_jsonl(tmp_path / "a.jsonl", demo_cases[:5])])
    ids = list(small_engine.index.ids)
    next((small_engine.store.path / "index" / "segments").glob("*/whole.tf.npy")).write_bytes(b"half a file")
    rebuilt = load_or_build(small_engine.store, small_engine.analyzer, 1.2, 0.75)
    assert rebuilt.ids == ids
    # a process started after the damage (this one maps the damaged file: its pages past the cut are gone)
    small_engine = Engine(small_engine.settings)
    # a short query is read as facts and matched facts-to-facts: query with a case's own facts
    case_id, facts = max(((c["id"], small_engine.case(c["id"]).facet_text("facts")) for c in demo_cases[:5]),
                         key=lambda x: len(x[1]))
    assert small_engine.search(" ".join(facts.split()[:150]), k=1).hits[0].case_id == case_id


def _run_cli(args, env):
    return subprocess.run([sys.executable, "-m", "lcr_core.cli", *args], env=env, capture_output=True, text=True,
                          cwd=ROOT, timeout=300)


def test_ingest_resumes_after_a_kill(tmp_path, cache_dir, demo_cases, demo_engine):
    src = tmp_path / "cases.jsonl.gz"
    with gzip.open(src, "wt", encoding="utf-8") as fh:
        for c in demo_cases[:40]:
            fh.write(json.dumps(c) + "\n")
    store = tmp_path / "store"
    env = {**os.environ, "LCR_STORE": str(store), "LCR_CACHE_DIR": str(cache_dir)}
    proc = subprocess.Popen([sys.executable, "-m", "lcr_core.cli", "ingest", str(src), "--batch-size", "4", "-q"],
                            env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    generations = set()
    deadline = time.time() + 240
    while time.time() < deadline and proc.poll() is None and len(generations) < 4:
        try:
            generations.add(json.loads((store / "store.json").read_text())["generation"])
        except (OSError, ValueError):
            pass
        time.sleep(0.02)
    assert proc.poll() is None, "ingest finished before it could be killed"
    proc.send_signal(signal.SIGKILL)
    proc.wait()

    partial = Store(store, model_id=demo_engine.encoder.id)
    n_partial = partial.count()
    assert 0 < n_partial < 40
    del partial

    done = _run_cli(["ingest", str(src), "-q"], env)
    assert done.returncode == 0, done.stderr
    assert f"{40 - n_partial} added" in done.stdout and f"{n_partial} unchanged" in done.stdout

    engine = Engine(make_settings(store, cache_dir), create=False)
    assert engine.store.count() == 40
    n_units = sum(engine.case(c["id"]).metadata["n_units"] for c in demo_cases[:40])
    assert engine.store.units.count() == n_units  # no orphans, no duplicates
    assert engine.store.remove_orphans() == 0


def test_cli_errors_are_one_line_with_nonzero_exit(tmp_path, cache_dir, demo_engine):
    env = {**os.environ, "LCR_CACHE_DIR": str(cache_dir)}
    missing = _run_cli(["search", "contract", "--store", str(tmp_path / "none")], env)
    assert missing.returncode == 2 and missing.stderr.strip().count("\n") == 0
    assert "lcr ingest" in missing.stderr and "Traceback" not in missing.stderr
    store = str(demo_engine.store.path)
    empty = _run_cli(["search", "   ", "--store", store], env)
    assert empty.returncode == 2 and "empty" in empty.stderr and "Traceback" not in empty.stderr
    unknown = _run_cli(["show", "NO_SUCH_CASE", "--store", store], env)
    assert unknown.returncode == 2 and "no case" in unknown.stderr
    nofile = _run_cli(["ingest", str(tmp_path / "nope.jsonl"), "--store", str(tmp_path / "s2")], env)
    assert nofile.returncode == 2 and "no such file" in nofile.stderr


def test_cli_search_json(demo_engine, cache_dir):
    env = {**os.environ, "LCR_CACHE_DIR": str(cache_dir)}
    out = _run_cli(["search", "dowry death of a young wife within seven years of marriage", "--k", "3", "--json",
                    "--store", str(demo_engine.store.path)], env)
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)
    assert [r["rank"] for r in rows] == [1, 2, 3]
    for r in rows:
        assert {"id", "rank", "score", "s_lex", "s_sem", "best_facet", "matched_text"} <= set(r)


def test_a_commit_batch_is_analysed_in_small_chunks_and_written_once(small_engine, demo_cases, tmp_path, monkeypatch):
    """Store writes are batched (``batch_size``) more coarsely than analysis (``ANALYSIS_BATCH``); a write that
    fails loses only its own batch, and the rerun adds exactly that batch."""
    import lcr_core.ingest as ingest

    monkeypatch.setattr(ingest, "ANALYSIS_BATCH", 2)
    src = _write_jsonl(tmp_path / "a.jsonl", demo_cases[:10])
    store, encoder = small_engine.store, small_engine.encoder
    puts, encodes = [], []
    real_put, real_encode = store.put, encoder.encode

    def put(records):
        puts.append(len(records))
        if len(puts) == 2:
            raise OSError("disk full (injected)")
        return real_put(records)

    def encode(texts):
        encodes.append(len(texts))
        return real_encode(texts)

    monkeypatch.setattr(store, "put", put)
    monkeypatch.setattr(encoder, "encode", encode)
    ticks = []
    with pytest.raises(OSError, match="injected"):
        small_engine.ingest([src], batch_size=6, progress=lambda done, total, _w: ticks.append(done))
    assert puts == [6, 4] and len(encodes) == 5  # two writes; analysis in chunks of 2
    assert ticks[:4] == [2, 4, 6, 8]  # progress moves between writes too
    assert store.count() == 6
    again = small_engine.ingest([src], batch_size=6)
    assert again.unchanged == 6 and len(again.added) == 4 and puts[2:] == [4]


def test_a_second_folder_with_the_same_file_name_does_not_store_the_first_again(small_engine, tmp_path, demo_cases):
    """`lcr ingest f1` stores f1/a.txt as 'a'; `lcr ingest f1 f2` with an f2/a.txt renamed both ('a.txt~...')
    and stored f1's judgment a second time. A file whose stem id is already stored with the same text keeps it."""
    first, second = tmp_path / "f1", tmp_path / "f2"
    first.mkdir()
    second.mkdir()
    (first / "a.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (second / "a.txt").write_text(demo_cases[1]["text"], encoding="utf-8")
    assert small_engine.ingest([first]).added == ["a"]
    report = small_engine.ingest([first, second])
    assert report.unchanged == 1 and len(report.added) == 1 and report.added[0].startswith("a.txt~")
    assert small_engine.store.count() == 2
    renamed = [w for w in report.warnings if "stored under the id" in w]
    # only f2's file is renamed (matching "f1" anywhere failed when the id's 8-hex hash contained "f1")
    assert len(renamed) == 1 and renamed[0].startswith(str(second / "a.txt")), renamed
    assert "f1/a.txt" in renamed[0]  # names which other file it clashed with, not just "a.txt"


def test_a_judgment_stored_again_under_another_name_is_named_and_kept(small_engine, demo_cases, tmp_path):
    """The same text under a second id (a file renamed, an upload of what `lcr ingest` stored) was stored twice in
    silence, so search listed the judgment twice. Both are kept (nothing the user sent is dropped) and the report
    names the pair, against the store and within one run."""
    first = small_engine.ingest([_write_jsonl(tmp_path / "a.jsonl", demo_cases[:3])])
    assert first.same_text == []
    again = [{"id": "renamed", "text": demo_cases[1]["text"]}, {"id": "fresh", "text": demo_cases[5]["text"]},
             {"id": "fresh copy", "text": demo_cases[5]["text"]}]
    report = small_engine.ingest([_write_jsonl(tmp_path / "b.jsonl", again)])
    assert sorted(report.added) == ["fresh", "fresh copy", "renamed"]
    assert report.same_text == [("renamed", demo_cases[1]["id"]), ("fresh copy", "fresh")]
    assert small_engine.store.count() == 6
    assert small_engine.ingest([_write_jsonl(tmp_path / "b.jsonl", again)]).same_text == []  # unchanged: no news
