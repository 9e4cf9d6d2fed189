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


# --- the twenty-ninth set's source: the BUILD / PAHELI judgments, texts rebuilt from their sentences ---------------

ROOT = Path(__file__).resolve().parents[1]
ROLES = ROOT.parent / "shared" / "data" / "roles"


def _sample_roles():
    import importlib.util

    spec = importlib.util.spec_from_file_location("sample_roles_for_eval_test",
                                                  ROOT / "datasets" / "outcomes" / "sample_roles.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


SYNTHETIC_ROLE_RECORDS = [
    {"id": "b1", "text": "Raw text.\nThe appeal is allowed", "sentences": [{"text": "ignored"}]},
    {"id": "p1", "sentences": [{"text": " The appellant was convicted "}, {"text": "The appeal is dismissed"},
                               {"text": ""}, {"text": "Costs: none."}, {"text": "(2) ..."}, {"text": "Order 7"}]},
    {"id": "p2", "sentences": []},
    {"id": "p3", "text": "", "sentences": [{"text": "Held: allowed!"}, {"text": None}, {"text": "Café ends in é"}]},
]


def _role_folder(tmp_path: Path, name: str, files: dict[str, list[dict]]) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    for fname, rows in files.items():
        (folder / fname).write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return folder


def test_role_text_is_sample_roles_rebuilt_text_on_synthetic_records():
    """lcr_core may not import datasets/: its copy of the rebuilding must give the text the labels' offsets are
    into (sentences one a line, a sentence ending in a letter or digit closed with a full stop, raw text as is)."""
    from lcr_core.explain.stance_eval import role_text

    sample_roles = _sample_roles()
    for rec in SYNTHETIC_ROLE_RECORDS:
        assert role_text(rec) == sample_roles.rebuilt_text(rec)
    assert role_text(SYNTHETIC_ROLE_RECORDS[1]) == ("The appellant was convicted.\nThe appeal is dismissed.\n"
                                                    "Costs: none.\n(2) ...\nOrder 7.")


def test_the_eval_reads_the_same_role_files_as_sample_roles():
    from lcr_core.explain.stance_eval import CORPORA, NEW_SOURCES, ROLE_FILES

    sample_roles = _sample_roles()
    assert {src: tuple(f"{src}/{f}" for f in files) for src, files in ROLE_FILES.items()} == sample_roles.SOURCE_FILES
    assert NEW_SOURCES == ("build_in", "paheli_in")
    assert all(CORPORA[src].name == src and CORPORA[src].parent.name == "roles" for src in NEW_SOURCES)


@pytest.mark.skipif(not ROLES.exists(), reason="no ../shared role corpora")
def test_every_role_judgment_is_rebuilt_as_sample_roles_rebuilds_it():
    """Every record of both corpora, compared by hash (no text is printed, even on failure)."""
    import hashlib

    from lcr_core.explain.stance_eval import CORPORA, NEW_SOURCES, role_text

    sample_roles = _sample_roles()

    def digest(text: str) -> str:
        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    for src in NEW_SOURCES:
        theirs = {i: digest(t) for i, t in sample_roles.load_source(src).items()}
        ours = {i: digest(t) for i, t in read_texts(CORPORA[src], set(theirs)).items()}
        assert ours == theirs, f"{src}: {sum(ours.get(i) != h for i, h in theirs.items())} texts differ"
        for f in sample_roles.SOURCE_FILES[src]:
            for line in (ROLES / f).read_text(encoding="utf-8").splitlines():
                if line.strip():
                    d = json.loads(line)
                    assert digest(role_text(d)) == digest(sample_roles.rebuilt_text(d)), f"{src}: a record differs"


def test_a_role_corpus_folder_is_read_from_its_files_rebuilt(tmp_path):
    folder = _role_folder(tmp_path, "paheli_in", {"all.jsonl": SYNTHETIC_ROLE_RECORDS})
    got = read_texts(folder, {"b1", "p1"})
    assert got == {"b1": "Raw text.\nThe appeal is allowed",
                   "p1": "The appellant was convicted.\nThe appeal is dismissed.\nCosts: none.\n(2) ...\nOrder 7."}
    build = _role_folder(tmp_path, "build_in", {"train.jsonl": [{"id": 7, "sentences": [{"text": "Train"}]}],
                                                "val.jsonl": [{"id": "8", "text": "Val text."}]})
    assert read_texts(build, {"7", "8"}) == {"7": "Train.", "8": "Val text."}


def test_a_missing_or_empty_text_is_an_error_not_an_unknown_outcome(tmp_path):
    """An id the corpus lacks, or one whose text comes back empty, used to be read as a judgment with no outcome
    cue ("other"); both now stop the eval."""
    folder = _role_folder(tmp_path, "paheli_in", {"all.jsonl": SYNTHETIC_ROLE_RECORDS})
    with pytest.raises(EvalError, match="p9"):
        read_texts(folder, {"p1", "p9"})
    with pytest.raises(EvalError, match="empty text.*p2"):
        read_texts(folder, {"p1", "p2"})
    _write(tmp_path / "corpus.jsonl.gz", [{"id": "C1", "text": "Appeal allowed."}, {"id": "C2", "text": "  "},
                                          {"id": "C3"}])
    for bad in ("C2", "C3"):
        with pytest.raises(EvalError, match=f"empty text.*{bad}"):
            read_texts(tmp_path / "corpus.jsonl.gz", {"C1", bad})


def test_a_role_folder_with_a_file_missing_is_an_error(tmp_path):
    build = _role_folder(tmp_path, "build_in", {"train.jsonl": [{"id": "1", "text": "x"}]})
    with pytest.raises(EvalError, match="val.jsonl"):
        read_texts(build, {"1"})


def test_a_role_triple_is_read_against_its_aila_query(monkeypatch):
    """BUILD / PAHELI precedents have no queries of their own: their triples' AILA train queries are read from
    AILA's query file (before, the context came back empty and the side was read without its fact pattern)."""
    from lcr_core.explain import stance_eval

    asked = []
    monkeypatch.setattr(stance_eval, "read_queries",
                        lambda src, ids: asked.append(src) or {q: f"{src} facts" for q in ids})
    got = stance_eval._contexts([{"source": "build_in", "query_id": "AILA_Q3"},
                                 {"source": "irled2017", "query_id": "current_case_0001"}])
    assert got == {("build_in", "AILA_Q3"): "aila2019 facts", ("irled2017", "current_case_0001"): "irled2017 facts"}
    assert sorted(asked) == ["aila2019", "irled2017"]
