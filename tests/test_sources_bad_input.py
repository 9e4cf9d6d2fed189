"""Bad input records: one bad record, file or name never aborts an ingest, loses the good records around it, or
breaks later searches. The hostile files (zip bomb, billion laughs) are built here, small."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import docx
import pytest

from conftest import make_settings
from lcr_core.engine import Engine, Filters
from lcr_core.metadata import parse_year
from lcr_core.sources import (
    MAX_DOCX_XML_BYTES,
    RawCase,
    Skipped,
    SourceError,
    count_sources,
    decode_text,
    iter_sources,
    load_bytes,
)

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
LOL_ENTITIES = '<!ENTITY lol "lol">' + "".join(
    f'<!ENTITY lol{i} "{f"&lol{i - 1};" * 10 if i > 1 else "&lol;" * 10}">' for i in range(1, 10))
BILLION_LAUGHS = (f'<?xml version="1.0"?><!DOCTYPE w:document [{LOL_ENTITIES}]>'
                  f'<w:document xmlns:w="{W_NS}"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>')


def docx_bytes(text: str) -> bytes:
    document = docx.Document()
    for para in text.split("\n"):
        document.add_paragraph(para)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def with_document_xml(data: bytes, xml: bytes) -> bytes:
    """``data`` (a DOCX) with its main part replaced by ``xml`` (deflated, as Word does)."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            z.writestr(info.filename, xml if info.filename == "word/document.xml" else src.read(info.filename))
    return out.getvalue()


def zip_bomb_docx() -> bytes:
    """A DOCX of well under 1 MB whose document.xml inflates past the limit (like the 510 KB -> 150 MB report)."""
    filler = b"<w:p><w:r><w:t>a</w:t></w:r></w:p>" * ((MAX_DOCX_XML_BYTES // 34) + 1000)
    xml = f'<w:document xmlns:w="{W_NS}"><w:body>'.encode() + filler + b"</w:body></w:document>"
    return with_document_xml(docx_bytes("x"), xml)


@pytest.fixture()
def engine(tmp_path, cache_dir, demo_engine):  # demo_engine: the cache holds the demo texts' vectors
    return Engine(make_settings(tmp_path / "store", cache_dir))


def write_jsonl(path: Path, lines: list[str], encoding: str = "utf-8") -> Path:
    path.write_bytes(("\n".join(lines) + "\n").encode(encoding))
    return path


# ---- year metadata --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("value, year", [(2001, 2001), ("2001", 2001), ("12 May 2001", 2001), ("2001-05-12", 2001),
                                         (2001.0, 2001), ("sometime", None), ("1999 or 2000", None),
                                         (float("nan"), None), (True, None), ([2001], None), (99999, None)])
def test_parse_year_reads_dates_and_refuses_what_is_not_a_year(value, year):
    assert parse_year(value) == year


def test_a_date_string_year_is_stored_as_a_year_and_later_searches_and_ingests_work(engine, demo_cases, tmp_path):
    a, b, c = demo_cases[:3]
    src = write_jsonl(tmp_path / "cases.jsonl", [
        json.dumps({"id": a["id"], "text": a["text"], "year": "12 May 2001"}),
        json.dumps({"id": b["id"], "text": b["text"], "year": "in the spring"}),
        json.dumps({"id": c["id"], "text": c["text"], "year": float("nan")}),
    ])
    report = engine.ingest([src])
    assert sorted(report.added) == sorted([a["id"], b["id"], c["id"]])
    meta = engine.case(a["id"]).metadata
    assert meta["year"] == 2001 and meta["date"] == "12 May 2001"
    assert "year" not in engine.case(b["id"]).metadata or engine.case(b["id"]).metadata["year"] != "in the spring"
    assert any("'year' is not a year" in w and "in the spring" in w for w in report.warnings)
    hits = engine.search(a["text"][:2000], k=3, filters=Filters(year_min=2000, year_max=2002)).hits
    assert [h.case_id for h in hits] == [a["id"]] and hits[0].metadata["year"] == 2001
    assert engine.ingest([write_jsonl(tmp_path / "more.jsonl", [json.dumps(demo_cases[3])])]).added


def test_a_bad_year_already_in_a_store_does_not_break_search(engine, demo_cases):
    """Stores written before years were validated (or by an API caller) may hold any value under ``year``."""
    a, b = demo_cases[:2]
    engine.ingest_cases([RawCase(a["id"], a["text"], "t", {"year": "12 May 2001"}),
                         RawCase(b["id"], b["text"], "t", {"year": "no idea"})])
    hits = engine.search(a["text"][:2000], k=2).hits
    assert {h.case_id for h in hits} == {a["id"], b["id"]}
    assert {h.case_id: h.metadata["year"] for h in hits} == {a["id"]: 2001, b["id"]: None}


# ---- records that used to abort the batch ---------------------------------------------------------------------
def test_duplicate_ids_lone_surrogates_and_bad_lines_keep_the_good_records(engine, demo_cases, tmp_path):
    a, b, c, d = demo_cases[:4]
    src = write_jsonl(tmp_path / "mixed.jsonl", [
        json.dumps({"id": a["id"], "text": a["text"]}),
        json.dumps({"id": "dup", "text": b["text"]}),
        '{"id": "surrogate", "text": "' + json.dumps(c["text"])[1:-1] + ' \\ud800 end", "title": "T\\udc00"}',
        "{not json",
        json.dumps({"id": "dup", "text": d["text"]}),  # same id, same batch: the last text is kept
    ])
    report = engine.ingest([src], batch_size=16)
    assert sorted(report.added) == sorted([a["id"], "dup", "surrogate"])
    assert report.duplicates == ["dup"]
    assert engine.case("dup").text[:300] == engine.pipeline.segment(d["text"]).text[:300]
    stored = engine.case("surrogate")
    assert "\ufffd end" in stored.text and stored.metadata["title"] == "T\ufffd"
    assert any("surrogate" in w for w in report.warnings)
    assert [s.source.rsplit(":", 1)[1] for s in report.skipped] == ["4"]
    assert engine.store.count() == 3


def test_hostile_and_malformed_docx_files_are_skipped_one_line_each(engine, demo_cases, tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "a_good.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (folder / "b_laughs.docx").write_bytes(with_document_xml(docx_bytes("x"), BILLION_LAUGHS.encode()))
    (folder / "c_bomb.docx").write_bytes(zip_bomb_docx())
    (folder / "d_broken.docx").write_bytes(with_document_xml(docx_bytes("x"), b"<w:document"))
    (folder / "e_notzip.docx").write_bytes(b"PK\x03\x04 not really a zip")
    (folder / "f_good.txt").write_text(demo_cases[1]["text"], encoding="utf-8")
    report = engine.ingest([folder], batch_size=16)
    assert sorted(report.added) == ["a_good", "f_good"]
    reasons = {Path(s.source).name: s.reason for s in report.skipped}
    assert set(reasons) == {"b_laughs.docx", "c_bomb.docx", "d_broken.docx", "e_notzip.docx"}
    assert "DTD" in reasons["b_laughs.docx"] and "expands to" in reasons["c_bomb.docx"]
    assert all("\n" not in r for r in reasons.values())


def test_the_zip_bomb_is_refused_before_anything_is_inflated():
    bomb = zip_bomb_docx()
    assert len(bomb) < 1_000_000
    (item,) = load_bytes(bomb, "upload.docx", case_id="u")  # the upload path reads through the same function
    assert isinstance(item, Skipped) and "expands to" in item.reason


def test_a_normal_docx_still_reads():
    (item,) = load_bytes(docx_bytes("Ram v. State\nThe appellant was convicted."), "ok.docx", case_id="ok")
    assert isinstance(item, RawCase) and item.text.split("\n") == ["Ram v. State", "The appellant was convicted."]


# ---- ids of files that share a stem ---------------------------------------------------------------------------
def test_files_sharing_a_stem_get_distinct_stable_ids_and_are_all_kept(engine, demo_cases, tmp_path):
    folder = tmp_path / "f"
    (folder / "sub").mkdir(parents=True)
    (folder / "a.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (folder / "a.md").write_text(demo_cases[1]["text"], encoding="utf-8")
    (folder / "sub" / "a.txt").write_text(demo_cases[2]["text"], encoding="utf-8")
    (folder / "b.txt").write_text(demo_cases[3]["text"], encoding="utf-8")
    report = engine.ingest([folder], batch_size=16)
    assert sorted(report.added) == ["a.md", "a.txt", "b", "sub/a.txt"]
    assert not report.duplicates and engine.store.count() == 4
    assert any("shares the name 'a'" in w and "'a.md'" in w for w in report.warnings)
    assert engine.ingest([folder]).unchanged == 4  # the same ids again: deterministic


def test_all_paths_are_checked_before_anything_is_stored(engine, demo_cases, tmp_path):
    good = write_jsonl(tmp_path / "good.jsonl", [json.dumps(demo_cases[0])])
    with pytest.raises(SourceError) as err:
        engine.ingest([good, tmp_path / "missing.txt", tmp_path / "x.exe"])
    assert "missing.txt" in str(err.value) and "x.exe" in str(err.value)
    assert engine.store.count() == 0


# ---- encodings ------------------------------------------------------------------------------------------------
def test_latin1_jsonl_is_decoded_with_a_warning_naming_the_file(tmp_path):
    src = write_jsonl(tmp_path / "latin.jsonl", [
        json.dumps({"id": "x1", "text": "Smt. Ren\u00e9e D\u00e9sir\u00e9e v. State"}, ensure_ascii=False),
        json.dumps({"id": "x2", "text": "plain ascii"}),
        json.dumps({"id": "x3", "text": "Fran\u00e7ois, na\u00efve \u00a3 5"}, ensure_ascii=False),
    ], encoding="latin-1")
    items = list(iter_sources([src]))
    assert [i.text for i in items] == ["Smt. Ren\u00e9e D\u00e9sir\u00e9e v. State", "plain ascii",
                                       "Fran\u00e7ois, na\u00efve \u00a3 5"]
    warnings = [w for i in items for w in i.warnings]
    assert len(warnings) == 1 and str(src) in warnings[0] and "UTF-8" in warnings[0]


def test_utf8_and_utf16_jsonl_read_without_warnings(tmp_path):
    line = json.dumps({"id": "x", "text": "D\u00e9sir\u00e9e \u2014 \u0414\u0435\u043b\u043e"}, ensure_ascii=False)
    for name, enc in (("u8.jsonl", "utf-8-sig"), ("u16.jsonl", "utf-16")):
        (item,) = iter_sources([write_jsonl(tmp_path / name, [line], encoding=enc)])
        assert item.text == "D\u00e9sir\u00e9e \u2014 \u0414\u0435\u043b\u043e" and not item.warnings


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_bomless_utf16_text_is_decoded_not_refused_as_binary(codec):
    text = "Smt. Ren\u00e9e v. State of Maharashtra\nThe appeal is dismissed."
    assert decode_text(text.encode(codec)) == text


def test_a_text_file_read_by_a_guessed_encoding_says_so():
    """A .txt that is not UTF-8/UTF-16 is decoded by a guess (Windows-1252 for mostly-ASCII text, else a
    detector); a wrong guess stores mojibake ("判決" in Shift-JIS became "”»Œˆ") with no word to the user. JSONL
    files already warned; a .txt now does too, naming the encoding used."""
    text = "判決 The appellant was convicted under Section 302 IPC. The appeal is dismissed. " * 3
    (guessed,) = load_bytes(text.encode("shift_jis"), "order.txt", case_id="order")
    assert isinstance(guessed, RawCase) and len(guessed.warnings) == 1
    assert guessed.warnings[0].startswith("not UTF-8; read as") and "windows-1252" in guessed.warnings[0].lower()
    for data in (text.encode("utf-8"), text.encode("utf-16"), text.encode("utf-16-le")):
        (item,) = load_bytes(data, "order.txt", case_id="order")
        assert item.text.startswith("判決") and not item.warnings
    cyrillic = "Дело № 5. Апелляция отклонена. Суд постановил оставить решение без изменения. " * 5
    (detected,) = load_bytes(cyrillic.encode("cp1251"), "delo.txt", case_id="delo")
    assert detected.text == cyrillic and detected.warnings[0].startswith("not UTF-8")


def test_a_file_named_twice_is_read_once_under_its_own_name(tmp_path):
    """`lcr ingest a.txt a.txt` or `lcr ingest folder/a.txt folder/` read a.txt twice, took the two for two
    files sharing the stem 'a' and stored it as 'a.txt' ("a.txt shares the name 'a' with ; ..."), a duplicate
    of the 'a' that `lcr ingest folder/` stores."""
    folder = tmp_path / "judgments"
    folder.mkdir()
    (folder / "a.txt").write_text("The appellant was convicted. The appeal is dismissed.", encoding="utf-8")
    (folder / "b.txt").write_text("The tenant was evicted. The appeal is allowed.", encoding="utf-8")
    lines = folder / "more.jsonl"
    lines.write_text(json.dumps({"id": "J1", "text": "The workman was dismissed. Award upheld."}) + "\n",
                     encoding="utf-8")
    alias = tmp_path / "judgments" / ".." / "judgments" / "a.txt"
    items = list(iter_sources([folder / "a.txt", alias, folder, lines]))
    assert [(c.case_id, c.warnings) for c in items] == [("a", []), ("b", []), ("J1", [])]


def test_text_inside_docx_tables_is_read_in_document_order():
    """Court DOCX files often put the cause title (who appealed against whom) in a table, some the whole
    judgment: only body paragraphs were read, so that text was dropped in silence, or the file skipped as
    'no text found'."""
    document = docx.Document()
    document.add_paragraph("IN THE SUPREME COURT OF INDIA")
    title = document.add_table(rows=2, cols=2)
    title.cell(0, 0).text, title.cell(0, 1).text = "Ram Kumar", "Appellant"
    title.cell(1, 0).text, title.cell(1, 1).text = "State of Haryana", "Respondent"
    merged = document.add_table(rows=1, cols=2)
    merged.cell(0, 0).merge(merged.cell(0, 1)).text = "Criminal Appeal No. 12 of 1999"
    inner = merged.cell(0, 0).add_table(rows=1, cols=1)
    inner.cell(0, 0).text = "Heard on 3 May 1999"
    document.add_paragraph("The appeal is allowed.")
    out = io.BytesIO()
    document.save(out)
    (case,) = load_bytes(out.getvalue(), "judgment.docx", case_id="j")
    lines = [line for line in case.text.splitlines() if line.strip()]
    assert lines == ["IN THE SUPREME COURT OF INDIA", "Ram Kumar", "Appellant", "State of Haryana", "Respondent",
                     "Criminal Appeal No. 12 of 1999", "Heard on 3 May 1999", "The appeal is allowed."]
    only_table = docx.Document()
    only_table.add_table(rows=1, cols=1).cell(0, 0).text = "The appellant was convicted. The appeal is dismissed."
    out = io.BytesIO()
    only_table.save(out)
    (case,) = load_bytes(out.getvalue(), "table.docx", case_id="t")
    assert isinstance(case, RawCase) and "appeal is dismissed" in case.text


def test_a_gzip_file_named_jsonl_is_read_as_gzip_and_the_name_is_questioned(tmp_path):
    """A compressed export saved as .jsonl was "not valid JSON" on line 1 with no hint: it is read as gzip, its
    records kept, and the first says the file should be named .jsonl.gz; a plain file that only looks alike is not."""
    import gzip

    records = [{"id": "g1", "text": "The appellant was convicted under Section 302."},
               {"id": "g2", "text": "The writ petition against the demolition notice is allowed."}]
    path = tmp_path / "export.jsonl"
    path.write_bytes(gzip.compress("\n".join(json.dumps(r) for r in records).encode()))
    items = list(iter_sources([path]))
    assert [i.case_id for i in items if isinstance(i, RawCase)] == ["g1", "g2"]
    assert count_sources([path]) == 2
    notes = [w for i in items if isinstance(i, RawCase) for w in i.warnings]
    assert len(notes) == 1 and "gzip-compressed" in notes[0] and ".jsonl.gz" in notes[0]
    plain = write_jsonl(tmp_path / "plain.jsonl", [json.dumps(records[0])])
    got = list(iter_sources([plain]))
    assert isinstance(got[0], RawCase) and not got[0].warnings
