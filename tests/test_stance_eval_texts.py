"""Where the stance eval finds a labelled judgment: the corpus, or its folder's train query judgments (the
seventeenth IRLeD sets label IRLeD's ``current_case_*``), never the val queries."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from lcr_core.explain.evaluate import EvalError
from lcr_core.explain.stance_eval import read_texts


def _write(path: Path, rows: list[dict]) -> None:
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    _write(tmp_path / "corpus.jsonl.gz", [{"id": "prior_case_0001", "text": "The appeal is dismissed."}])
    _write(tmp_path / "queries_train.jsonl.gz", [{"id": "current_case_0001", "text": "The appeal is allowed."}])
    _write(tmp_path / "queries_val.jsonl.gz", [{"id": "current_case_0099", "text": "Val: never read."}])
    return tmp_path


def test_corpus_and_train_query_judgments_are_both_found(folder):
    got = read_texts(folder / "corpus.jsonl.gz", {"prior_case_0001", "current_case_0001"})
    assert got == {"prior_case_0001": "The appeal is dismissed.", "current_case_0001": "The appeal is allowed."}


def test_a_val_query_judgment_is_never_read(folder):
    with pytest.raises(EvalError, match="not in"):
        read_texts(folder / "corpus.jsonl.gz", {"current_case_0099"})


def test_an_id_in_neither_file_is_named(folder):
    with pytest.raises(EvalError, match="prior_case_0404"):
        read_texts(folder / "corpus.jsonl.gz", {"prior_case_0001", "prior_case_0404"})


def test_a_corpus_without_train_queries_reads_the_corpus_alone(tmp_path):
    _write(tmp_path / "corpus.jsonl.gz", [{"id": "C1", "text": "Appeal allowed."}])
    assert read_texts(tmp_path / "corpus.jsonl.gz", {"C1"}) == {"C1": "Appeal allowed."}


def test_the_corpus_wins_over_a_train_query_with_the_same_id(tmp_path):
    _write(tmp_path / "corpus.jsonl.gz", [{"id": "X1", "text": "corpus text"}])
    _write(tmp_path / "queries_train.jsonl.gz", [{"id": "X1", "text": "query text"}])
    assert read_texts(tmp_path / "corpus.jsonl.gz", {"X1"}) == {"X1": "corpus text"}


def test_a_written_query_is_the_context_and_a_dataset_query_the_fallback():
    """Triples over an area no dataset query covers carry the annotator's fact pattern in query_text; the side
    is read against it, as the chat reads a side against the conversation's facts."""
    from lcr_core.explain.stance_eval import context_of

    contexts = {("aila2019", "AILA_Q3"): "the dataset's fact pattern"}
    written = {"source": "aila2019", "query_id": "written-insurance-1", "query_text": "A truck hit the claimant."}
    assert context_of(written, contexts) == "A truck hit the claimant."
    blank = {"source": "aila2019", "query_id": "AILA_Q3", "query_text": "  "}
    assert context_of(blank, contexts) == "the dataset's fact pattern"
    assert context_of({"source": "aila2019", "query_id": "unknown"}, contexts) == ""
