"""Dataset folders: the layout, every kind of bad input, chat-style splits and the citation-context view."""

import gzip
import json

import pytest

from lcr_core.evaluation.datasets import DatasetError, citation_context, is_blank, load_dataset, split_name
from lcr_core.text import normalize


def write_dataset(root, docs, queries, qrels, split="val", gz=True):
    root.mkdir(parents=True, exist_ok=True)
    opener = gzip.open if gz else open
    with opener(root / ("corpus.jsonl.gz" if gz else "corpus.jsonl"), "wt", encoding="utf-8") as fh:
        for d in docs:
            fh.write(json.dumps(d) + "\n")
    (root / f"queries_{split}.jsonl").write_text("".join(json.dumps(q) + "\n" for q in queries))
    (root / f"qrels_{split}.txt").write_text("".join(f"{q} 0 {d} {r}\n" for q, d, r in qrels))
    return root


DOCS = [{"id": "a", "text": "Land acquisition compensation."}, {"id": "b", "text": "Murder appeal."},
        {"id": "c", "text": " \n\t "}]
QUERIES = [{"id": "q1", "text": "compensation for land"}, {"id": "q2", "text": "an appeal"},
           {"id": "q3", "text": "nothing judged"}]


def test_a_clean_dataset_loads(tmp_path):
    ds = load_dataset(write_dataset(tmp_path / "d", DOCS[:2], QUERIES[:2], [("q1", "a", 1), ("q2", "b", 1)]))
    assert [q.id for q in ds.queries] == ["q1", "q2"]
    assert ds.qrels == {"q1": {"a": 1}, "q2": {"b": 1}}
    assert ds.n_pairs == 2 and not ds.notes and ds.name == "d" and len(ds.corpus.sha256) == 64


def test_missing_files_are_named_with_the_splits_that_exist(tmp_path):
    root = write_dataset(tmp_path / "d", DOCS, QUERIES, [("q1", "a", 1)], split="train")
    with pytest.raises(DatasetError, match=r"no queries_val\.jsonl\[\.gz\] and no qrels_val\.txt.*splits present: "
                                           r"train"):
        load_dataset(root, "val")
    (root / "corpus.jsonl.gz").unlink()
    with pytest.raises(DatasetError, match=r"no corpus\.jsonl\[\.gz\]"):
        load_dataset(root, "train")
    with pytest.raises(DatasetError, match="no such dataset folder"):
        load_dataset(tmp_path / "nowhere")


def test_unknown_and_empty_documents_stay_relevant_and_are_reported(tmp_path):
    qrels = [("q1", "a", 1), ("q1", "zz", 1), ("q2", "b", 1), ("q2", "c", 1)]
    ds = load_dataset(write_dataset(tmp_path / "d", DOCS, QUERIES[:2], qrels))
    assert ds.n_pairs == 4  # nothing dropped
    assert ds.unknown_pairs() == [("q1", "zz")] and ds.empty_pairs() == [("q2", "c")]
    text = "\n".join(ds.notes)
    assert "1 of 4 relevance pairs name 1 document(s) that are not in corpus.jsonl.gz; counted as unfindable: zz" in text
    assert "1 of 4 relevance pairs point at 1 empty document(s); counted as unfindable: c" in text


def test_unjudged_queries_and_judgments_without_a_query_are_reported(tmp_path):
    qrels = [("q1", "a", 1), ("q2", "b", 0), ("ghost", "a", 1)]
    ds = load_dataset(write_dataset(tmp_path / "d", DOCS, QUERIES, qrels))
    assert [q.id for q in ds.queries] == ["q1"]
    text = "\n".join(ds.notes)
    assert "judges 1 query id(s) that queries_val.jsonl does not have; ignored: ghost" in text
    assert "2 of 3 queries have no relevant document in qrels_val.txt; they are not scored: q2, q3" in text


def test_no_scorable_query_is_an_error(tmp_path):
    with pytest.raises(DatasetError, match="do the query ids match"):
        load_dataset(write_dataset(tmp_path / "d", DOCS, QUERIES, [("other", "a", 1)]))


@pytest.mark.parametrize("docs,queries,qrels,message", [
    (DOCS + [{"id": "a", "text": "again"}], QUERIES, [("q1", "a", 1)], r"1 duplicate document id\(s\), e\.g\. a \(lines 1 and 4\)"),
    (DOCS, QUERIES + [{"id": "q1", "text": "again"}], [("q1", "a", 1)], r"duplicate query id 'q1' \(first on line 1\)"),
    (DOCS, QUERIES, [("q1", "a", 1), ("q1", "a", 0)], r"q1 a is judged 0 here but 1 on line 1"),
    (DOCS, [{"id": "q1"}], [("q1", "a", 1)], r'"text" of \'q1\' must be a string'),
    (DOCS, [{"text": "no id"}], [("q1", "a", 1)], r'missing "id"'),
])
def test_bad_input_is_refused_with_the_place(tmp_path, docs, queries, qrels, message):
    with pytest.raises(DatasetError, match=message):
        load_dataset(write_dataset(tmp_path / "d", docs, queries, qrels))


def test_malformed_lines_name_file_and_line(tmp_path):
    root = write_dataset(tmp_path / "d", DOCS, QUERIES, [("q1", "a", 1)])
    (root / "qrels_val.txt").write_text("q1 0 a 1\nq2 b 1\n")
    with pytest.raises(DatasetError, match=r"qrels_val\.txt:2: expected 'query_id 0 doc_id relevance'"):
        load_dataset(root)
    (root / "qrels_val.txt").write_text("q1 0 a yes\n")
    with pytest.raises(DatasetError, match=r"qrels_val\.txt:1: relevance must be an integer"):
        load_dataset(root)
    (root / "qrels_val.txt").write_text("q1 0 a 1\n")
    (root / "queries_val.jsonl").write_text('{"id": "q1", "text": "x"}\n{oops\n')
    with pytest.raises(DatasetError, match=r"queries_val\.jsonl:2: not valid JSON"):
        load_dataset(root)


def test_repeated_identical_judgments_count_once(tmp_path):
    ds = load_dataset(write_dataset(tmp_path / "d", DOCS, QUERIES, [("q1", "a", 1), ("q1", "a", 1)]))
    assert ds.n_pairs == 1 and any("1 repeated judgment line" in n for n in ds.notes)


def test_short_queries_use_their_own_files_and_append_the_question(tmp_path):
    root = write_dataset(tmp_path / "d", DOCS, QUERIES, [("q1", "a", 1)], gz=False)
    (root / "queries_val_short.jsonl").write_text(json.dumps({"id": "q1", "text": "Facts here.",
                                                              "question": "Is it so?"}) + "\n")
    (root / "qrels_val_short.txt").write_text("q1 0 b 1\n")
    ds = load_dataset(root, "val", "short")
    assert ds.split == "val_short" and ds.queries[0].text == "Facts here.\nIs it so?"
    assert ds.qrels == {"q1": {"b": 1}}
    assert load_dataset(root, "val_short").qrels == ds.qrels
    assert split_name("val_short", "short") == "val_short"
    with pytest.raises(DatasetError, match="--queries must be one of"):
        split_name("val", "long")


def test_blank_documents_are_exactly_those_normalisation_empties():
    for text in ["", "   ", "\n\t\r\n", "\u200b\ufeff \u00a0", "\x00\x07", " a ", "\u2003x", "."]:
        assert is_blank(text) == (not normalize(text).strip()), repr(text)


def test_citation_context_windows():
    words = [f"w{i}" for i in range(300)]
    words[100] = "[?CITATION?]"
    words[110] = "[?CITATION?]."
    words[250] = "([?CITATION?])"
    ctx = citation_context(" ".join(words), before=5, after=2)
    paragraphs = ctx.split("\n")
    assert len(paragraphs) == 3  # markers 100 and 110 are 10 apart: windows [95, 103) and [105, 113) stay apart
    assert paragraphs[0] == "w95 w96 w97 w98 w99 w101 w102"
    assert paragraphs[1] == "w105 w106 w107 w108 w109 . w111 w112"
    assert paragraphs[2] == "w245 w246 w247 w248 w249 ( ) w251 w252"
    merged = citation_context(" ".join(words), before=10, after=5)
    assert len(merged.split("\n")) == 2 and "[?CITATION?]" not in merged
    assert citation_context("no markers at all") == ""
    with pytest.raises(ValueError):
        citation_context("x", before=-1)
