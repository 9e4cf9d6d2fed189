"""Reading judgments from disk: folders of text files, JSONL(.gz) collections, single txt / PDF / DOCX files.

Every problem with one source (binary, undecodable, empty, unreadable) becomes a ``Skipped`` entry with a
message the user can act on; it never stops the rest of the ingest.
"""

from __future__ import annotations

import gzip
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TEXT_SUFFIXES = {".txt", ".text", ".md"}
JSONL_SUFFIXES = (".jsonl", ".jsonl.gz", ".ndjson")
DOC_SUFFIXES = {".pdf", ".docx"}


@dataclass(slots=True)
class RawCase:
    case_id: str
    text: str
    source: str
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Skipped:
    source: str
    reason: str


class SourceError(ValueError):
    """A path that cannot be read at all (missing, or of an unsupported kind)."""


def iter_sources(paths: list[Path]) -> Iterator[RawCase | Skipped]:
    """Cases from every path in order; folders are walked (sorted) for supported files."""
    for path in paths:
        path = Path(path)
        if not path.exists():
            raise SourceError(f"{path}: no such file or folder")
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.is_file() and _supported(p))
            if not files:
                yield Skipped(str(path), "folder has no .txt, .jsonl, .pdf or .docx files")
            for f in files:
                yield from _iter_file(f)
        else:
            if not _supported(path):
                raise SourceError(f"{path}: unsupported file type (use .txt, .jsonl, .jsonl.gz, .pdf or .docx)")
            yield from _iter_file(path)


def count_sources(paths: list[Path]) -> int | None:
    """How many cases ``iter_sources`` will yield (for a progress bar's ETA); None when unknown."""
    total = 0
    for path in map(Path, paths):
        files = sorted(p for p in path.rglob("*") if p.is_file() and _supported(p)) if path.is_dir() else [path]
        for f in files:
            if f.name.endswith(JSONL_SUFFIXES):
                opener = gzip.open if f.name.endswith(".gz") else open
                try:
                    with opener(f, "rb") as fh:
                        total += sum(1 for line in fh if line.strip())
                except OSError:
                    return None
            else:
                total += 1
    return total


def _supported(p: Path) -> bool:
    name = p.name.lower()
    return p.suffix.lower() in TEXT_SUFFIXES | DOC_SUFFIXES or name.endswith(JSONL_SUFFIXES)


def _iter_file(path: Path) -> Iterator[RawCase | Skipped]:
    name = path.name.lower()
    try:
        if name.endswith(JSONL_SUFFIXES):
            yield from _iter_jsonl(path)
        else:
            data = path.read_bytes()
            yield from load_bytes(data, path.name, case_id=path.stem, source=str(path))
    except OSError as exc:
        yield Skipped(str(path), f"cannot read: {exc}")


def _iter_jsonl(path: Path) -> Iterator[RawCase | Skipped]:
    opener = gzip.open if path.name.lower().endswith(".gz") else open
    try:
        with opener(path, "rt", encoding="utf-8", errors="replace") as fh:
            for n, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                where = f"{path}:{n}"
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as exc:
                    yield Skipped(where, f"not valid JSON ({exc.msg})")
                    continue
                if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
                    yield Skipped(where, 'expected an object with a "text" string')
                    continue
                case_id = str(obj.get("id") or "").strip()
                if not case_id:
                    yield Skipped(where, 'missing "id"')
                    continue
                meta = {k: v for k, v in obj.items() if k not in {"id", "text"}}
                if not obj["text"].strip():
                    yield Skipped(where, f"case {case_id} has empty text")
                    continue
                yield RawCase(case_id, obj["text"], where, meta)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        yield Skipped(str(path), f"cannot read: {exc}")


def load_bytes(data: bytes, filename: str, case_id: str, source: str | None = None) -> Iterator[RawCase | Skipped]:
    """One uploaded or on-disk file's bytes as a case (txt in any common encoding, PDF, DOCX)."""
    source = source or filename
    suffix = Path(filename).suffix.lower()
    try:
        if suffix == ".pdf":
            text = _pdf_text(data)
        elif suffix == ".docx":
            text = _docx_text(data)
        else:
            text = decode_text(data)
    except ValueError as exc:
        yield Skipped(source, str(exc))
        return
    if not text.strip():
        yield Skipped(source, "no text found (empty file, or a scanned PDF without a text layer)")
        return
    yield RawCase(case_id, text, source, {"source_file": filename})


def decode_text(data: bytes) -> str:
    """UTF-8/UTF-16 (BOM), else Windows-1252 for mostly-ASCII text (English judgments saved by Word), else the
    detected encoding; binary data is refused."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as exc:
            raise ValueError("not readable as UTF-16 text") from exc
    if b"\x00" in data[:8192]:
        raise ValueError("looks like a binary file, not text")
    try:
        return _refuse_binary(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        pass
    ascii_share = sum(b < 0x80 for b in data[:20000]) / max(1, min(len(data), 20000))
    if ascii_share > 0.9:
        try:
            return _refuse_binary(data.decode("cp1252"))
        except UnicodeDecodeError:
            return _refuse_binary(data.decode("latin-1"))
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is None:
        raise ValueError("not readable as text in any known encoding")
    return _refuse_binary(str(best))


def _refuse_binary(text: str) -> str:
    sample = text[:5000]
    controls = sum(1 for ch in sample if ord(ch) < 32 and ch not in "\n\r\t\f")
    if controls > 0.05 * max(1, len(sample)):
        raise ValueError("looks like a binary file, not text")
    return text


def _pdf_text(data: bytes) -> str:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        return "\n".join((page.extract_text() or "") for page in reader.pages)
    except (PdfReadError, ValueError, KeyError, OSError) as exc:
        raise ValueError(f"not a readable PDF ({exc})") from exc


def _docx_text(data: bytes) -> str:
    import zipfile

    import docx

    try:
        document = docx.Document(io.BytesIO(data))
    except (zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise ValueError(f"not a readable DOCX file ({exc})") from exc
    return "\n".join(p.text for p in document.paragraphs)
