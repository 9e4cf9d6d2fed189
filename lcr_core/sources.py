"""Reading judgments from disk: folders of text files, JSONL(.gz) collections, single txt / PDF / DOCX files.

Every problem with one source (binary, undecodable, empty, unreadable, malformed, a decompression bomb) becomes
a ``Skipped`` entry with a message the user can act on; it never stops the rest of the ingest. A record that is
kept but had to be repaired (undecodable bytes, invalid characters, an unreadable ``year``, a file renamed to
avoid an id clash) carries one-line ``warnings``. Paths are all checked before anything is read, so a typo in
the last argument stores nothing rather than part of the batch.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import math
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .metadata import parse_year

TEXT_SUFFIXES = {".txt", ".text", ".md"}
JSONL_SUFFIXES = (".jsonl", ".jsonl.gz", ".ndjson")
DOC_SUFFIXES = {".pdf", ".docx"}

# A DOCX is a zip of XML parts. A real judgment's parts come to a few MB; a 500 KB file can declare 150 MB of
# XML (which took python-docx minutes and gigabytes), so the declared sizes are checked before any part is read.
# Python's zipfile never returns more than a member's declared size (a lying header fails its CRC check).
MAX_DOCX_XML_BYTES = 40 * 1024 * 1024
MAX_DOCX_TOTAL_BYTES = 200 * 1024 * 1024
MAX_DOCX_MEMBERS = 5000
_DTD_MARKERS = tuple(m for s in ("<!DOCTYPE", "<!ENTITY") for m in (s.encode(), s.encode("utf-16-le"),
                                                                     s.encode("utf-16-be")))
_SURROGATES = re.compile("[\ud800-\udfff]")


@dataclass(slots=True)
class RawCase:
    case_id: str
    text: str
    source: str
    metadata: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)  # repairs made while reading; the case is still stored


@dataclass(slots=True)
class Skipped:
    source: str
    reason: str


class SourceError(ValueError):
    """A path that cannot be read at all (missing, or of an unsupported kind)."""


def check_paths(paths: list[Path]) -> list[str]:
    """Every problem with the given paths (missing, unsupported kind), one message each; empty when all are fine."""
    problems = []
    for path in map(Path, paths):
        if not path.exists():
            problems.append(f"{path}: no such file or folder")
        elif not path.is_dir() and not _supported(path):
            problems.append(f"{path}: unsupported file type (use .txt, .jsonl, .jsonl.gz, .pdf or .docx)")
    return problems


def iter_sources(paths: list[Path]) -> Iterator[RawCase | Skipped]:
    """Cases from every path in order; folders are walked (sorted) for supported files.

    All paths are checked before the first case is yielded (``SourceError`` names every bad one). Files are
    identified by their stem; when two files would share one (``a.pdf`` and ``a.txt``), each of them is
    identified by its name instead (then by its path under the folder given, then by a hash of its path), and
    says so in its warnings.
    """
    problems = check_paths(paths)
    if problems:
        raise SourceError("; ".join(problems) + " - nothing was stored")
    planned: list[tuple[Path, Path] | Skipped] = []
    for path in map(Path, paths):
        if path.is_dir():
            files = _walk(path)
            others = _unread(path)
            if not files:
                planned.append(Skipped(str(path), "folder has no .txt, .jsonl, .pdf or .docx files"))
            planned.extend((f, path) for f in files)
            planned.extend(_unread_skips(path, others))  # said, not passed over in silence
        else:
            planned.append((path, path.parent))
    planned = _once_each(planned)
    ids = _file_ids([p for p in planned if not isinstance(p, Skipped)])
    for item in planned:
        if isinstance(item, Skipped):
            yield item
            continue
        path = item[0]
        for case in _iter_file(path, ids.get(path, (path.stem, None))[0]):
            note = ids.get(path, (None, None))[1]
            if note and isinstance(case, RawCase):
                case.warnings.append(note)
            if isinstance(case, RawCase) and "source_file" in case.metadata:
                case.metadata["source_path"] = _resolved(path)  # which file, whatever folder a later run starts in
            yield case


def _resolved(path: Path) -> str:
    try:
        return str(path.resolve())
    except (OSError, RuntimeError):
        return str(path.absolute())


def _once_each(planned: list[tuple[Path, Path] | Skipped]) -> list[tuple[Path, Path] | Skipped]:
    """Each file once, where it was first named: a file given twice (``a.txt a.txt``, or ``folder/a.txt folder``)
    is one file, not two sharing a stem (which would store it a second time under another id)."""
    seen: set[Path] = set()
    out: list[tuple[Path, Path] | Skipped] = []
    for item in planned:
        if not isinstance(item, Skipped):
            key = item[0].resolve()
            if key in seen:
                continue
            seen.add(key)
        out.append(item)
    return out


def count_sources(paths: list[Path]) -> int | None:
    """How many cases ``iter_sources`` will yield (for a progress bar's ETA); None when unknown."""
    total = 0
    seen: set[Path] = set()
    for path in map(Path, paths):
        files = _walk(path) if path.is_dir() else [path]
        total += len(_unread_skips(path, _unread(path))) if path.is_dir() else 0  # `skipped` lines: bar steps
        for f in files:
            if f.resolve() in seen:  # counted once, as iter_sources reads it once
                continue
            seen.add(f.resolve())
            if f.name.lower().endswith(JSONL_SUFFIXES):
                try:
                    with _jsonl_opener(f)(f, "rb") as fh:
                        total += sum(1 for line in fh if line.strip())
                except (OSError, EOFError):
                    return None
            else:
                total += 1
    return total


def _walk(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and _supported(p))


UNREAD_KIND = ("not a kind of file lcr reads (.txt, .md, .pdf, .docx, .jsonl); save it as .txt, .pdf or .docx to "
               "index it")
_OS_FILES = {"thumbs.db", "desktop.ini", "icon\r"}


UNREAD_NAMED = 20  # per folder; the rest in one line (a store or a program folder holds hundreds)


def _unread_skips(folder: Path, others: list[Path]) -> list[Skipped]:
    out = [Skipped(str(f), UNREAD_KIND) for f in others[:UNREAD_NAMED]]
    if len(others) > UNREAD_NAMED:
        rest = others[UNREAD_NAMED:]
        kinds = sorted({f.suffix.lower() or "(no extension)" for f in rest})
        out.append(Skipped(str(folder), f"{len(rest):,} more files of kinds lcr does not read "
                                        f"({', '.join(kinds[:8])}{', ...' if len(kinds) > 8 else ''})"))
    return out


def _unread(folder: Path) -> list[Path]:
    """The files of a folder that lcr does not read (a .doc, .rtf or .html judgment): each one is reported as
    skipped, since a folder walk that passed over them in silence let a user believe they were indexed. Hidden
    files and folders (``.DS_Store``, ``.git``) and the OS's own files are left out."""
    out = []
    for p in folder.rglob("*"):
        rel = p.relative_to(folder).parts
        if any(part.startswith(".") for part in rel) or p.name.lower() in _OS_FILES:
            continue
        if p.is_file() and not _supported(p):
            out.append(p)
    return sorted(out)


def _supported(p: Path) -> bool:
    return readable_name(p.name)


def readable_name(name: str) -> bool:
    """Whether a file of this name is of a kind lcr reads (.txt, .text, .md, .pdf, .docx, .jsonl, .jsonl.gz,
    .ndjson): what a folder walk ingests, and what an upload may be."""
    name = name.lower()
    return Path(name).suffix in TEXT_SUFFIXES | DOC_SUFFIXES or name.endswith(JSONL_SUFFIXES)


def _file_ids(files: list[tuple[Path, Path]]) -> dict[Path, tuple[str, str | None]]:
    """Case id (and a note when it is not the stem) for every non-JSONL file, distinct and deterministic."""
    docs = [(f, root) for f, root in files if not f.name.lower().endswith(JSONL_SUFFIXES)]
    by_stem = Counter(f.stem for f, _ in docs)
    out: dict[Path, tuple[str, str | None]] = {}
    clashing = [(f, root) for f, root in docs if by_stem[f.stem] > 1]
    for f, _ in docs:
        if by_stem[f.stem] == 1:
            out[f] = (f.stem, None)
    if not clashing:
        return out
    by_name = Counter(f.name for f, _ in clashing)
    candidates = {}
    for f, root in clashing:
        if by_name[f.name] == 1:
            candidates[f] = f.name
        else:
            try:
                candidates[f] = f.relative_to(root).as_posix()
            except ValueError:
                candidates[f] = f.name
    taken = Counter(candidates.values()) + Counter(by_stem.keys())
    for f, _ in clashing:
        cid = candidates[f]
        if taken[cid] > 1:
            cid = f"{cid}~{hashlib.blake2b(str(f.resolve()).encode('utf-8', 'surrogateescape'), digest_size=4).hexdigest()}"
        others = sorted(_shown_name(g, f) for g, _ in clashing if g.stem == f.stem and g != f)
        out[f] = (cid, f"{f.name} shares the name {f.stem!r} with {', '.join(others)}; stored under the id {cid!r}")
    return out


def _shown_name(other: Path, this: Path) -> str:
    """The clashing file as the user can find it: its folder too when the bare name is this file's own."""
    return f"{other.parent.name}/{other.name}" if other.name == this.name else other.name


def _iter_file(path: Path, case_id: str) -> Iterator[RawCase | Skipped]:
    name = path.name.lower()
    try:
        if name.endswith(JSONL_SUFFIXES):
            yield from _iter_jsonl(path)
        else:
            data = path.read_bytes()
            yield from load_bytes(data, path.name, case_id=case_id, source=str(path))
    except OSError as exc:
        yield Skipped(str(path), f"cannot read: {exc}")


def _jsonl_opener(path: Path):
    """``gzip.open`` for a file named .gz or one that starts with gzip's magic bytes (a compressed file saved as
    .jsonl read as "not valid JSON" on line 1, with no hint), ``open`` otherwise."""
    if path.name.lower().endswith(".gz"):
        return gzip.open
    with open(path, "rb") as probe:
        return gzip.open if probe.read(2) == b"\x1f\x8b" else open


def _iter_jsonl(path: Path) -> Iterator[RawCase | Skipped]:
    """One case per JSON line. Lines that are not UTF-8 are decoded as Windows-1252 (Latin-1) with a warning
    naming the file; a UTF-16 file (with a BOM) is read as such; a gzip file without .gz in its name is read as
    gzip, with a warning."""
    try:
        opener = _jsonl_opener(path)
        unnamed_gzip = opener is gzip.open and not path.name.lower().endswith(".gz")
        with opener(path, "rb") as fh:
            head = fh.read(2)
            fh.seek(0)
            if head in (b"\xff\xfe", b"\xfe\xff"):
                lines: Any = io.TextIOWrapper(fh, encoding="utf-16")
            else:
                lines = fh
            fallback_noted = False
            for n, raw in enumerate(lines, start=1):
                if isinstance(raw, bytes):
                    line, fell_back = _decode_line(raw[3:] if n == 1 and raw.startswith(b"\xef\xbb\xbf") else raw)
                else:
                    line, fell_back = raw.lstrip("\ufeff") if n == 1 else raw, False
                if not line.strip():
                    continue
                item = _jsonl_record(line, f"{path}:{n}")
                if fell_back and not fallback_noted and isinstance(item, RawCase):
                    item.warnings.append(f"{path} is not UTF-8 (first at line {n}); such lines were read as "
                                         "Windows-1252/Latin-1 - save the file as UTF-8 to be sure of the text")
                    fallback_noted = True
                if unnamed_gzip and isinstance(item, RawCase):
                    item.warnings.append(f"{path} is gzip-compressed and was read as such; name it .jsonl.gz")
                    unnamed_gzip = False
                yield item
    except (OSError, EOFError, gzip.BadGzipFile, UnicodeDecodeError) as exc:
        yield Skipped(str(path), f"cannot read: {exc}")


def _decode_line(raw: bytes) -> tuple[str, bool]:
    """A JSONL line as text, and whether it had to be read as Windows-1252 / Latin-1 rather than UTF-8."""
    try:
        return raw.decode("utf-8"), False
    except UnicodeDecodeError:
        pass
    try:
        return raw.decode("cp1252"), True
    except UnicodeDecodeError:
        return raw.decode("latin-1"), True


def _jsonl_record(line: str, where: str) -> RawCase | Skipped:
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        return Skipped(where, f"not valid JSON ({exc.msg})")
    except RecursionError:
        return Skipped(where, "JSON nested too deeply")
    if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
        return Skipped(where, 'expected an object with a "text" string')
    warnings: list[str] = []
    raw_id = obj.get("id")
    if isinstance(raw_id, (dict, list)):
        return Skipped(where, '"id" must be a string or a number')
    case_id = _clean(str(raw_id if raw_id is not None else "").strip(), warnings, '"id"')
    if not case_id:
        return Skipped(where, 'missing "id"')
    text = _clean(obj["text"], warnings, "the text")
    if not text.strip():
        return Skipped(where, f"case {case_id} has empty text")
    meta = clean_metadata({k: v for k, v in obj.items() if k not in {"id", "text"}}, warnings)
    return RawCase(case_id, text, where, meta, warnings)


def clean_metadata(meta: dict[str, Any], warnings: list[str]) -> dict[str, Any]:
    """Metadata the store and the search index can always read back.

    ``year`` becomes an int (a year is parsed out of a date such as "12 May 2001", the original kept as
    ``date``) or is dropped with a warning; strings lose invalid characters; non-finite numbers and nulls are
    dropped. Nested values are kept (the store serialises them).
    """
    out: dict[str, Any] = {}
    for key, value in meta.items():
        key = _clean(str(key), warnings, "a field name")
        if not key:
            continue
        if isinstance(value, str):
            value = _clean(value, warnings, f"field {key!r}")
        elif isinstance(value, float) and not math.isfinite(value):
            warnings.append(f"field {key!r} is not a finite number ({value}); dropped")
            continue
        elif isinstance(value, (dict, list)):
            value = json.loads(_SURROGATES.sub("\ufffd", json.dumps(value, ensure_ascii=False)))
        if value is None:
            continue
        out[key] = value
    if "year" in out:
        original = out["year"]
        year = parse_year(original)
        if year is None:
            warnings.append(f"field 'year' is not a year ({str(original)[:40]!r}); dropped")
            del out["year"]
        else:
            out["year"] = year
            if isinstance(original, str) and original.strip() != str(year) and "date" not in out:
                out["date"] = original.strip()
    return out


def _clean(value: str, warnings: list[str], what: str) -> str:
    """``value`` with lone surrogates (invalid in UTF-8, e.g. from a JSON "\\ud800") replaced by U+FFFD."""
    cleaned, n = _SURROGATES.subn("\ufffd", value)
    if n:
        warnings.append(f"{what} had {n} invalid character(s) (lone UTF-16 surrogates), replaced by U+FFFD")
    return cleaned


def load_bytes(data: bytes, filename: str, case_id: str, source: str | None = None) -> Iterator[RawCase | Skipped]:
    """One uploaded or on-disk file's bytes as a case (txt in any common encoding, PDF, DOCX).

    Whatever a malformed or hostile PDF/DOCX makes its parser raise becomes a ``Skipped`` for this file only.
    """
    source = source or filename
    suffix = Path(filename).suffix.lower()
    encoding = ""  # of a text file (PDF and DOCX carry their own)
    try:
        if suffix == ".pdf":
            text = _pdf_text(data)
        elif suffix == ".docx":
            text = _docx_text(data)
        else:
            text, encoding = decode_text_as(data)
    except ValueError as exc:
        yield Skipped(source, str(exc))
        return
    except Exception as exc:  # noqa: BLE001 - untrusted file formats: any parser failure skips this file only
        yield Skipped(source, f"not a readable {suffix.lstrip('.').upper() or 'text'} file ({type(exc).__name__}: {exc})"[:300])
        return
    if not text.strip():
        yield Skipped(source, "no text found (empty file, or a scanned PDF without a text layer)")
        return
    warnings: list[str] = []
    if encoding and not encoding.startswith("utf"):  # a guess: the user should check the text
        warnings.append(f"not UTF-8; read as {encoding} (check its accents and non-Latin letters)")
    text = _clean(text, warnings, "the text")
    yield RawCase(case_id, text, source, {"source_file": _clean(filename, warnings, "the file name")}, warnings)


def decode_text(data: bytes) -> str:
    """UTF-8/UTF-16 (BOM, or BOM-less when the zero bytes say so), else Windows-1252 for mostly-ASCII text
    (English judgments saved by Word), else the detected encoding; binary data is refused."""
    return decode_text_as(data)[0]


def decode_text_as(data: bytes) -> tuple[str, str]:
    """``decode_text`` and the encoding it used ("utf-8", "utf-16", ... or a guess such as "Windows-1252")."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError as exc:
            raise ValueError("not readable as UTF-16 text") from exc
    if b"\x00" in data[:8192]:
        utf16 = _bomless_utf16(data)
        if utf16 is not None:
            return utf16, "utf-16"
        raise ValueError("looks like a binary file, not text")
    try:
        return _refuse_binary(data.decode("utf-8-sig")), "utf-8"
    except UnicodeDecodeError:
        pass
    ascii_share = sum(b < 0x80 for b in data[:20000]) / max(1, min(len(data), 20000))
    if ascii_share > 0.9:
        page = _latin_page(data)
        if page is not None:  # Polish in Windows-1250, Turkish in Windows-1254: their letters say so
            return _refuse_binary(data.decode(page)), _page_name(page)
        try:
            return _refuse_binary(data.decode("cp1252")), "Windows-1252"
        except UnicodeDecodeError:
            return _refuse_binary(data.decode("latin-1")), "Latin-1"
    from charset_normalizer import from_bytes

    matches = from_bytes(data)
    best = matches.best()
    if best is None:
        raise ValueError("not readable as text in any known encoding")
    if best.encoding.startswith("mac"):  # a Mac code page first among near-equal guesses: prefer Windows'
        best = _windows_code_page(matches, best) or best
    page = _latin_page(data, against=str(best)[:_FIT_SAMPLE])
    if page is not None and page != best.encoding:  # Turkish in Windows-1254 was read as ISO-8859-16
        return _refuse_binary(data.decode(page)), _page_name(page)
    return _refuse_binary(str(best)), _page_name(best.encoding)


def _page_name(name: str) -> str:
    return f"Windows-{name[2:]}" if name.startswith("cp125") else {"iso8859_2": "ISO-8859-2"}.get(name, name)


# The letters beyond ASCII of the languages written in the Latin code pages below, lower case. A decoding whose
# letters are one language's is right; the wrong page of a text gives a mixture ("S¹d Najwy¿szy uzna³", Polish
# read as Windows-1252: symbols inside words; "Yargętay ... sözleţmeyi", Turkish as ISO-8859-16: Polish, Romanian
# and Turkish letters at once).
_ALPHABETS = {
    "polish": "ąćęłńóśźż", "czech": "áčďéěíňóřšťúůýž", "slovak": "áäčďéíĺľňóôŕšťúýž", "hungarian": "áéíóöőúüű",
    "croatian": "čćđšž", "slovene": "čšž", "romanian": "ăâîşţșț", "albanian": "çë", "turkish": "çğıiöşüâîû",
    "french": "àâæçéèêëîïôœùûüÿ", "german": "äöüß", "spanish": "áéíñóúü", "portuguese": "áâãàçéêíóôõú",
    "italian": "àèéìíîòóùú", "catalan": "àçèéíïòóúü", "dutch": "éëïóöü", "nordic": "åæøäöé", "icelandic": "áðéíóúýþæö",
}
_LETTER_SETS = {name: frozenset(letters) | frozenset(c.upper() for c in letters if len(c.upper()) == 1) | (
    frozenset("İ") if name == "turkish" else frozenset()) for name, letters in _ALPHABETS.items()}
_LATIN_PAGES = ("cp1252", "cp1250", "cp1254", "iso8859_2")  # ties go to the first
_FIT_SAMPLE = 200_000
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_IN_WORD = frozenset("\u2019\u2018\u201b\u00b7\u2010\u2011\u2013\u2014\u00ad")  # apostrophes, l·l, hyphens, dashes


def _language_fit(text: str) -> float:
    """How much of ``text``'s non-ASCII writing one language (or one non-Latin script) accounts for: the share of
    its non-ASCII letters in that language's alphabet, where a symbol inside a word ("S¹d") and a C1 control
    count against every language. 1.0 with no such letter."""
    from collections import Counter
    import unicodedata

    counts: Counter[str] = Counter()
    misses = 0
    for m in _NON_ASCII.finditer(text):
        ch, at = m.group(), m.start()
        if ch.isalpha():
            counts[ch] += 1
        elif "\x80" <= ch <= "\x9f" or (ch not in _IN_WORD and not ch.isspace() and 0 < at < len(text) - 1
                                         and text[at - 1].isalpha() and text[at + 1].isalpha()):
            misses += 1
    total = sum(counts.values()) + misses
    if not total:
        return 1.0
    scripts: Counter[str] = Counter()
    for ch, n in counts.items():
        script = unicodedata.name(ch, "LATIN").split()[0]
        if script != "LATIN":
            scripts[script] += n
    best = max((sum(counts[c] for c in letters if c in counts) for letters in _LETTER_SETS.values()), default=0)
    return max(best, max(scripts.values(), default=0)) / total


def _latin_page(data: bytes, against: str | None = None, fit: float = 0.95) -> str | None:
    """The Latin code page (Windows-1252, -1250, -1254, ISO-8859-2) whose reading of ``data`` is one language's
    letters (``_language_fit`` at least ``fit`` and above Windows-1252's, or above ``against``, another decoder's
    reading), else None. Reads at most the first 200 kB."""
    sample = data[:_FIT_SAMPLE]
    fits = {}
    for page in _LATIN_PAGES:
        try:
            fits[page] = _language_fit(sample.decode(page))
        except UnicodeDecodeError:
            continue
    if not fits:
        return None
    page = max(fits, key=lambda p: (fits[p], -_LATIN_PAGES.index(p)))
    if fits[page] < fit:
        return None
    floor = _language_fit(against) if against is not None else fits.get("cp1252", 0.0)
    return page if fits[page] > floor or (against is None and page == "cp1252") else None


def _windows_code_page(matches, best):
    """A Windows code page (Windows-1252 first) that reads ``data`` as plausibly as ``best`` (charset_normalizer's
    mess and coherence within 0.05), else None: French saved as Windows-1252 came first as mac_latin2
    ("jugť" for "jugé"), a code page hardly any judgment is saved in today."""
    near = [m for m in matches if m.encoding.startswith("cp125")
            and m.chaos <= best.chaos + 0.05 and m.coherence >= best.coherence - 0.05]
    return next((m for m in near if m.encoding == "cp1252"), near[0] if near else None)


def _bomless_utf16(data: bytes) -> str | None:
    """UTF-16 text without a byte-order mark (zero bytes at every other position), or None."""
    sample = data[:8192] if len(data[:8192]) % 2 == 0 else data[:8191]
    if len(sample) < 4:
        return None
    even_zeros = sample[0::2].count(0) / (len(sample) // 2)
    odd_zeros = sample[1::2].count(0) / (len(sample) // 2)
    for share, codec in ((odd_zeros, "utf-16-le"), (even_zeros, "utf-16-be")):
        if share > 0.3 and min(odd_zeros, even_zeros) < 0.05:
            try:
                return _refuse_binary(data[: len(data) - len(data) % 2].decode(codec))
            except (UnicodeDecodeError, ValueError):
                return None
    return None


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
        _check_docx_package(zipfile.ZipFile(io.BytesIO(data)))
        document = docx.Document(io.BytesIO(data))
    except (zipfile.BadZipFile, KeyError) as exc:
        raise ValueError(f"not a readable DOCX file ({exc})") from exc
    return "\n".join(_docx_block_texts(document))


def _docx_block_texts(container) -> Iterator[str]:
    """Paragraph texts of a DOCX body or table cell in document order, tables included (cell by cell, nested
    tables too): court files often hold the cause title, or the whole judgment, in a table. A merged cell is
    read once: each ``<w:tc>`` element is visited once, row by row, and a cell continuing a vertical merge
    (``vMerge="continue"``, whose text Word keeps in the merge's first cell) is read only if it holds text
    itself. python-docx's ``row.cells`` instead walks up to a merge's first row for every continuing cell,
    finding each row above by a scan of the table: quadratic in the rows merged, and a merge down ~1,000 rows
    exceeded Python's recursion limit, so the whole file was skipped."""
    from docx.table import Table, _Cell
    from docx.text.paragraph import Paragraph

    for block in container.iter_inner_content():
        if isinstance(block, Paragraph):
            yield block.text
        elif isinstance(block, Table):
            for tr in block._tbl.tr_lst:
                for tc in tr.tc_lst:
                    cell = _Cell(tc, block)
                    if tc.vMerge == "continue":
                        texts = list(_docx_block_texts(cell))
                        if any(t.strip() for t in texts):
                            yield from texts
                    else:
                        yield from _docx_block_texts(cell)


def _check_docx_package(package) -> None:
    """Refuse a DOCX whose parts would decompress to more than a judgment ever needs, or that declares a DTD
    (OOXML never does; entity declarations are how "billion laughs" expansion works)."""
    members = package.infolist()
    if len(members) > MAX_DOCX_MEMBERS:
        raise ValueError(f"refused: the DOCX has {len(members):,} parts (at most {MAX_DOCX_MEMBERS:,} are read)")
    total = sum(m.file_size for m in members)
    xml = [m for m in members if m.filename.lower().endswith((".xml", ".rels"))]
    xml_total = sum(m.file_size for m in xml)
    if total > MAX_DOCX_TOTAL_BYTES or xml_total > MAX_DOCX_XML_BYTES:
        raise ValueError(
            f"refused: the DOCX expands to {xml_total / 2**20:,.0f} MB of XML ({total / 2**20:,.0f} MB in all); "
            f"the limit is {MAX_DOCX_XML_BYTES / 2**20:.0f} MB - save it as text or PDF"
        )
    for m in xml:
        with package.open(m) as fh:
            if any(marker in fh.read() for marker in _DTD_MARKERS):
                raise ValueError(f"refused: the DOCX part {m.filename} declares a DTD or entities (not used by Word)")
