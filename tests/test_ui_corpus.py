"""Uploads: txt in any encoding and DOCX become cases; binary, broken PDF and id clashes are skipped with a
reason; the Evaluate page's helpers; the Settings page's validation."""

import io
import json
import tomllib

import docx
import pytest

from lcr_core import Settings
from lcr_core.sources import Skipped
from lcr_ui.corpus import case_id_for, read_uploads
from lcr_ui.evaluation import collect_outputs, dataset_splits, has_short_queries
from lcr_ui.settings import llm_settings, toml_snippet

JUDGMENT = "The appellant was convicted under Section 302. The appeal is dismissed."


def docx_bytes(text: str) -> bytes:
    d = docx.Document()
    d.add_paragraph(text)
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


def test_uploads_are_decoded_or_skipped_with_a_reason():
    files = [
        ("Smith v Jones (1999).txt", ("Café owner’s appeal. " + JUDGMENT).encode("cp1252")),
        ("memo.docx", docx_bytes(JUDGMENT)),
        ("photo.txt", bytes(range(256)) * 20),
        ("broken.pdf", b"%PDF-1.4 this is not really a pdf"),
        ("empty.txt", b"   \n"),
    ]
    batch = read_uploads(files, existing=set(), replace=False)
    assert [(c.case_id, c.text.split(".")[0]) for c in batch.cases] == [
        ("Smith_v_Jones_1999", "Café owner’s appeal"), ("memo", "The appellant was convicted under Section 302")]
    reasons = {s.source: s.reason for s in batch.skipped}
    assert set(reasons) == {"photo.txt", "broken.pdf", "empty.txt"}
    assert "binary" in reasons["photo.txt"] and "PDF" in reasons["broken.pdf"] and "no text" in reasons["empty.txt"]


def test_an_upload_never_silently_replaces_an_indexed_case():
    files = [("C1.txt", JUDGMENT.encode()), ("c1.txt", JUDGMENT.encode()), ("new.txt", JUDGMENT.encode())]
    kept = read_uploads(files, existing={"C1"}, replace=False)
    assert [c.case_id for c in kept.cases] == ["c1", "new"]
    assert "already indexed" in kept.skipped[0].reason
    replaced = read_uploads(files[:1], existing={"C1"}, replace=True)
    assert [c.case_id for c in replaced.cases] == ["C1"] and replaced.replacing == ["C1"]
    dup = read_uploads([("a b.txt", b"x y"), ("a_b.txt", b"x y")], existing=set(), replace=False)
    assert len(dup.cases) == 1 and "also maps to id a_b" in dup.skipped[0].reason


def test_case_ids_from_file_names():
    assert case_id_for("../../etc/passwd.txt") == "passwd"
    assert case_id_for("R. v. Smith [2001] UKHL 3.pdf") == "R._v._Smith_2001_UKHL_3"
    assert case_id_for("###.txt").startswith("upload-") and case_id_for("###.txt") == case_id_for("###.txt")


def test_non_latin_file_names_get_distinct_stable_ids():
    names = ["Дело.pdf", "Дело №5.pdf", "判決.txt", "हिन्दी निर्णय.txt", "قضية.docx", "😀.txt", "🙂.txt", "###.txt"]
    ids = [case_id_for(n) for n in names]
    assert ids[:5] == ["Дело", "Дело_5", "判決", "हिन्दी_निर्णय", "قضية"]
    assert len(set(ids)) == len(ids) and "upload" not in ids
    assert case_id_for("e\u0301.txt") == case_id_for("\u00e9.txt") == "\u00e9"  # same name typed on macOS / Windows
    batch = read_uploads([("判決.txt", JUDGMENT.encode()), ("Дело.txt", JUDGMENT.encode())], existing={"Дело"},
                         replace=True)
    assert [c.case_id for c in batch.cases] == ["判決", "Дело"] and batch.replacing == ["Дело"]


def test_eval_outputs_are_found_in_the_json(tmp_path):
    out = tmp_path / "report"
    out.mkdir()
    (out / "table.md").write_text("| a |\n|---|\n| 1 |\n")
    (out / "chart.png").write_bytes(b"\x89PNG")
    (tmp_path / "other.md").write_text("x")
    data = {"outputs": {"dir": str(out)}, "files": [str(tmp_path / "other.md"), "/no/such/file.md"], "n": 3}
    md, png = collect_outputs(data)
    assert [p.name for p in md] == ["table.md", "other.md"] and [p.name for p in png] == ["chart.png"]


def test_dataset_splits(tmp_path):
    for name in ("queries_train.jsonl", "queries_val.jsonl.gz", "queries_val_short.jsonl", "qrels_val.txt"):
        (tmp_path / name).write_text("")
    assert dataset_splits(tmp_path) == ["train", "val"]  # val_short is the "short" query kind of val
    assert has_short_queries(tmp_path, "val") and not has_short_queries(tmp_path, "train")
    assert dataset_splits(tmp_path / "missing") == []


def test_llm_settings_are_validated_and_the_key_is_kept_out_of_the_snippet(tmp_path):
    base = Settings(store=tmp_path / "s", cache_dir=tmp_path / "c", llm_api_key="sk-secret",
                    llm_base_url="http://127.0.0.1:8080/v1")
    s = llm_settings(base, " http://127.0.0.1:8080/v1 ", "llama", None, 12)
    assert s.llm_enabled and s.llm_base_url == "http://127.0.0.1:8080/v1" and s.llm_timeout == 12.0
    assert s.llm_api_key.get_secret_value() == "sk-secret"  # None keeps the key for the same endpoint
    moved = llm_settings(base, "http://elsewhere.example/v1", "llama", None, 12)
    assert moved.llm_api_key.get_secret_value() == ""  # ... and never carries it to another host
    assert llm_settings(base, "", "", "new", 5).llm_api_key.get_secret_value() == "new"
    assert not llm_settings(base, "", "llama", None, 5).llm_enabled
    with pytest.raises(ValueError, match="http"):
        llm_settings(base, "file:///etc/passwd", "m", None, 5)
    snippet = toml_snippet(s)
    assert "secret" not in snippet
    assert tomllib.loads(snippet)["llm_base_url"] == "http://127.0.0.1:8080/v1"
    weird = llm_settings(base, 'http://h/"x"\\', 'a"b', None, 5)
    assert tomllib.loads(toml_snippet(weird))["llm_model"] == 'a"b'
    json.dumps(tomllib.loads(toml_snippet(weird)))


def test_resuming_a_large_upload_is_one_line_not_one_warning_per_record():
    """Uploading a .jsonl again after a stopped ingest (or with a few new records) skipped each already indexed
    record with its own warning: 25 for the first 25 of 40 here, thousands for a real corpus file."""
    from lcr_ui.corpus import skip_notes

    lines = [json.dumps({"id": f"C{i}", "text": JUDGMENT}) for i in range(40)] + ["{broken"]
    batch = read_uploads([("all.jsonl", "\n".join(lines).encode())], existing={f"C{i}" for i in range(25)},
                         replace=False)
    assert len(batch.cases) == 15 and len(batch.skipped) == 26
    notes = skip_notes(batch.skipped)
    assert len(notes) == 2
    assert notes[0].startswith("Skipped all.jsonl:41: not valid JSON")
    assert "25 uploaded judgments are already indexed" in notes[1] and "C0, C1, C2" in notes[1] and "replace" in notes[1]
    few = read_uploads([("a.txt", JUDGMENT.encode())], existing={"a"}, replace=False)
    assert skip_notes(few.skipped) == [f"Skipped a.txt: {few.skipped[0].reason}"]  # one stays as it was
    many = [Skipped(f"scan{i}.pdf", "no text found") for i in range(30)]
    capped = skip_notes(many, limit=20)
    assert len(capped) == 21 and capped[-1] == "... and 10 more skipped files or records."


def test_a_file_ingested_by_lcr_ingest_is_recognised_when_uploaded():
    """`lcr ingest` stores "Smith v Jones (1999).txt" under its stem, "Smith v Jones (1999)"; the upload's id is
    "Smith_v_Jones_1999", so the same judgment uploaded in the app was stored a second time and came back
    twice in every result list."""
    name, data = "Smith v Jones (1999).txt", JUDGMENT.encode()
    kept = read_uploads([(name, data)], existing={"Smith v Jones (1999)"}, replace=False)
    assert not kept.cases and "Smith v Jones (1999)" in kept.skipped[0].reason
    replaced = read_uploads([(name, data)], existing={"Smith v Jones (1999)"}, replace=True)
    assert [c.case_id for c in replaced.cases] == ["Smith v Jones (1999)"]
    assert replaced.replacing == ["Smith v Jones (1999)"]
    fresh = read_uploads([(name, data)], existing=set(), replace=False)
    assert [c.case_id for c in fresh.cases] == ["Smith_v_Jones_1999"]  # new uploads keep the app's ids


def test_skip_notes_for_a_large_resumed_upload_take_linear_time():
    """Splitting the skips compared every one with every other (``s not in already``): 8,000 already indexed
    records took seconds, a 100k-record corpus file minutes of a frozen page."""
    import time

    from lcr_ui.corpus import ALREADY_INDEXED, skip_notes

    def notes(n: int) -> tuple[float, list[str]]:
        skipped = [Skipped(f"all.jsonl:{i}", f"a case with id C{i} {ALREADY_INDEXED}") for i in range(n)]
        t0 = time.perf_counter()
        out = skip_notes([*skipped, Skipped("all.jsonl:0", "not valid JSON")])
        return time.perf_counter() - t0, out

    small, _ = notes(1_000)
    large, out = notes(40_000)
    assert out[0] == "Skipped all.jsonl:0: not valid JSON" and out[1].startswith("40000 uploaded judgments")
    assert large < max(40 * small * 3, 0.5)  # 40x the records: roughly 40x the time, not 1600x
