"""`lcr tune` and `lcr eval` end to end on a tiny real dataset: the demo corpus with the chat-style AILA queries."""

import json
import shutil

import ir_measures
import pytest
from conftest import SHARED
from typer.testing import CliRunner

from lcr_core.cli import app
from lcr_core.config import Settings, Weights
from lcr_core.demo import DEMO_CASES

SYSTEMS = "bm25,dense,rrf,profile,original,uniform,tuned,no-zscore,no-sections,ctx-bm25"


@pytest.fixture(scope="module")
def dataset(tmp_path_factory):
    src = SHARED / "aila2019"
    if not src.exists():
        pytest.skip("needs ../shared/data/aila2019")
    root = tmp_path_factory.mktemp("data") / "aila-mini"
    root.mkdir()
    shutil.copy(DEMO_CASES, root / "corpus.jsonl.gz")
    for split in ("train_short", "val_short"):
        shutil.copy(src / f"queries_{split}.jsonl", root)
        shutil.copy(src / f"qrels_{split}.txt", root)
    with open(root / "qrels_val_short.txt", "a") as fh:  # a judgment naming a document the corpus lacks
        fh.write("AILA_Q11 0 NOT_A_DOC 1\n")
    return root


@pytest.fixture(scope="module")
def cli(demo_engine, cache_dir):
    runner = CliRunner()
    env = {"LCR_CACHE_DIR": str(cache_dir)}
    store = str(demo_engine.settings.store)
    return lambda *args: runner.invoke(app, [*args, "--store", store], env=env)


@pytest.fixture(scope="module")
def tuned_file(cli, dataset, tmp_path_factory):
    out = tmp_path_factory.mktemp("w") / "weights.json"
    r = cli("tune", "--dataset", str(dataset), "--split", "train", "--queries", "short", "--out", str(out),
            "--batches", "1", "--batch-size", "40", "--rounds", "1")
    assert r.exit_code == 0, r.output
    assert "| tuned |" in r.stdout and "| paper | 0.4 | 0.8 | 0.313 |" in r.stdout
    return out


def test_tune_writes_a_weights_file_the_engine_loads(tuned_file, tmp_path):
    data = json.loads(tuned_file.read_text())
    w = Weights.load(tuned_file)
    assert Settings(weights_file=tuned_file, store=tmp_path).weights() == w
    assert data["split"] == "train_short" and data["queries"] == 10 and data["seed"] == 0
    assert data["train_metrics"]["P@1"] >= data["paper_train_metrics"]["P@1"]
    assert data["command"].startswith("lcr tune --dataset")


def test_eval_writes_every_output_and_they_agree(cli, dataset, tuned_file, tmp_path):
    out = tmp_path / "out"
    r = cli("eval", "--dataset", str(dataset), "--queries", "short", "--weights", str(tuned_file),
            "--systems", SYSTEMS, "--out", str(out), "--json", "--permutations", "500")
    assert r.exit_code == 0, r.output
    report = json.loads(r.stdout)
    assert report["split"] == "val_short" and report["queries"] == 10 and report["relevant_pairs"] == 21
    assert report["unfindable_pairs"] == 1 and report["unfindable_docs"] == ["NOT_A_DOC"]
    assert "counted as unfindable: NOT_A_DOC" in r.stderr
    assert "no query has a [?CITATION?] marker: skipped ctx-bm25" in " ".join(report["notes"])
    systems = report["systems"]
    assert list(systems) == SYSTEMS.split(",")[:-1]
    tuned = Weights.load(tuned_file)
    assert systems["tuned"]["weights"]["alpha"] == tuned.alpha
    assert systems["original"]["weights"]["w_lex"]["facts"] == 0.313
    assert systems["tuned"]["latency_ms_median"] > 0 and systems["bm25"]["latency_ms_median"] > 0
    assert systems["rrf"]["pool_recall"] == systems["tuned"]["pool_recall"] and systems["bm25"]["pool_recall"] is None
    assert 0 < systems["tuned"]["p_values"]["bm25"]["MAP"] <= 1
    # every headline metric is tested, Holm-adjusted (never below the unadjusted p)
    for m in ("MAP", "P@1", "P@5", "MRR@10", "R@100"):
        assert systems["tuned"]["p_values"]["bm25"][m] >= systems["tuned"]["p_values_unadjusted"]["bm25"][m]
    # the shipped profile system: short queries ran the fact-pattern profile, timed through search()
    assert systems["profile"]["weights"]["profiles"] == {"fact_pattern": 10}
    assert systems["profile"]["latency_ms_median"] > 0
    assert "profiles used by the 'profile' system: fact_pattern x10" in " ".join(report["notes"])
    for name in ("aila-mini-val_short.md", "aila-mini-val_short.csv", "aila-mini-val_short.json"):
        assert (out / name).stat().st_size > 200
    assert (out / "aila-mini-val_short.png").read_bytes()[:4] == b"\x89PNG"
    md = (out / "aila-mini-val_short.md").read_text()
    assert "| Section-aware, tuned (optimized) |" in md and "lcr eval --dataset" in md
    # a TREC run read back by ir_measures gives the reported MAP (unfindable pair included in the qrels)
    qrels = list(ir_measures.read_trec_qrels(str(dataset / "qrels_val_short.txt")))
    for sid in ("bm25", "tuned", "no-sections", "profile"):
        run = list(ir_measures.read_trec_run(str(out / "runs" / f"aila-mini-val_short.{sid}.run")))
        agg = ir_measures.calc_aggregate([ir_measures.AP, ir_measures.P @ 5], qrels, run)
        assert agg[ir_measures.AP] == pytest.approx(systems[sid]["MAP"], abs=1e-9)
        assert agg[ir_measures.P @ 5] == pytest.approx(systems[sid]["P@5"], abs=1e-9)


def test_bad_input_fails_with_one_clear_line(cli, dataset, tmp_path):
    broken = tmp_path / "broken"
    shutil.copytree(dataset, broken)
    (broken / "qrels_val_short.txt").unlink()
    r = cli("eval", "--dataset", str(broken), "--queries", "short")
    assert r.exit_code == 2 and "has no qrels_val_short.txt" in r.stderr
    r = cli("eval", "--dataset", str(dataset), "--queries", "short", "--systems", "bm25,splade")
    assert r.exit_code == 2 and "unknown system(s) splade" in r.stderr
    r = cli("tune", "--dataset", str(dataset), "--view", "sideways")
    assert r.exit_code == 2 and "--view must be one of" in r.stderr
