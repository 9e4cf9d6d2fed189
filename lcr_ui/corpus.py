"""Corpus operations for the UI (Streamlit-free): demo ingest, uploads, browsing."""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import tempfile
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from lcr_core import Engine
from lcr_core.demo import DEMO_CASES, seed_cache
from lcr_core.ingest import IngestReport, ProgressFn
from lcr_core.sources import (DOC_SUFFIXES, JSONL_SUFFIXES, TEXT_SUFFIXES, UNREAD_KIND, RawCase, Skipped, iter_sources,
                              load_bytes, readable_name)

ALREADY_INDEXED = "is already indexed (tick 'replace' to update it)"  # the reason of such a skip, matched below

# Every kind the CLI ingests: one judgment per .txt / .pdf / .docx, many per .jsonl (.jsonl.gz, .ndjson).
UPLOAD_TYPES = sorted({s.lstrip(".") for s in TEXT_SUFFIXES | DOC_SUFFIXES} | {s.lstrip(".") for s in JSONL_SUFFIXES})


def ingest_demo(engine: Engine, progress: ProgressFn | None = None) -> IngestReport:
    """What ``lcr demo`` does: seed the embedding cache with the shipped vectors, then ingest the demo."""
    seed_cache(engine.encoder.cache, engine.encoder.id)
    report = engine.ingest([DEMO_CASES], progress=progress, batch_size=32)
    if engine.store.count():
        engine.index  # build now, not at the first search
    return report


@functools.lru_cache(maxsize=1)
def demo_ids() -> frozenset[str]:
    """The ids of the shipped demo corpus (read once per process)."""
    with gzip.open(DEMO_CASES, "rt", encoding="utf-8") as fh:
        return frozenset(json.loads(line)["id"] for line in fh if line.strip())


def own_cases(stored_ids: Sequence[str]) -> int:
    """How many stored cases are not the demo's: the user's own judgments, which the demo would be mixed into."""
    demo = demo_ids()
    return sum(1 for cid in stored_ids if cid not in demo)


def case_id_for(filename: str) -> str:
    """A stable id from an uploaded file's name ("Smith v Jones (1999).pdf" -> "Smith_v_Jones_1999").

    Letters, marks and digits of any script are kept ("Дело №5.pdf" -> "Дело_5", "判決.txt" -> "判決"), in NFC so
    the same name typed on any system gives the same id; a name with none gets ``upload-`` and a short hash
    of the name, so two such files never share an id (and "replace" never overwrites an unrelated case).
    """
    stem = unicodedata.normalize("NFC", Path(filename).stem)
    kept = "".join(ch if ch in "_.-" or unicodedata.category(ch)[0] in "LMN" else " " for ch in stem)
    cid = "_".join(kept.split()).strip("_.-")
    if cid:
        return cid
    return "upload-" + hashlib.blake2b(stem.encode("utf-8", "surrogatepass"), digest_size=4).hexdigest()


def ingested_id(filename: str, existing: set[str]) -> str | None:
    """The id ``lcr ingest`` gave this file (its stem, as is) when that case is stored: an upload of the same file
    then updates or skips it instead of storing the judgment twice under the app's id."""
    stem = Path(filename).stem
    return next((s for s in (stem, unicodedata.normalize("NFC", stem)) if s and s in existing), None)


@dataclass
class UploadBatch:
    cases: list[RawCase] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    replacing: list[str] = field(default_factory=list)  # ids that already exist and will be updated


def read_uploads(files: Sequence[tuple[str, bytes]], existing: set[str], replace: bool) -> UploadBatch:
    """Decode uploaded files; an id that already exists is skipped unless ``replace`` is set. A file of a kind
    lcr does not read is skipped (and claims no id); the other files of the upload are read as usual."""
    batch = UploadBatch()
    seen: set[str] = set()
    for name, data in files:
        if not readable_name(name):  # an .html or .doc sent past the browser's type filter was stored as text,
            batch.skipped.append(Skipped(name, UNREAD_KIND))  # tags and all: refused as `lcr ingest FOLDER` does
            continue
        if name.lower().endswith(JSONL_SUFFIXES):  # many judgments, each with its own "id"
            for item in jsonl_records(name, data):
                if isinstance(item, Skipped):
                    batch.skipped.append(item)
                elif item.case_id in seen:
                    batch.skipped.append(Skipped(item.source, f"another uploaded record also has id {item.case_id}"))
                elif item.case_id in existing and not replace:
                    seen.add(item.case_id)
                    batch.skipped.append(Skipped(item.source, f"a case with id {item.case_id} {ALREADY_INDEXED}"))
                else:
                    seen.add(item.case_id)
                    batch.cases.append(item)
                    if item.case_id in existing:
                        batch.replacing.append(item.case_id)
            continue
        cid = ingested_id(name, existing) or case_id_for(name)
        if cid in seen:
            batch.skipped.append(Skipped(name, f"another uploaded file also maps to id {cid}"))
            continue
        if cid in existing and not replace:
            seen.add(cid)
            batch.skipped.append(Skipped(name, f"a case with id {cid} {ALREADY_INDEXED}"))
            continue
        for item in load_bytes(data, name, case_id=cid):
            if isinstance(item, Skipped):  # an unreadable file claims no id: a readable namesake is stored
                batch.skipped.append(item)
            else:
                seen.add(cid)
                batch.cases.append(item)
                if cid in existing:
                    batch.replacing.append(cid)
    return batch


def skip_notes(skipped: Sequence[Skipped], limit: int = 20) -> list[str]:
    """What the page says about skipped files and records: one line each up to ``limit``, and the ones already
    indexed (every record of a .jsonl uploaded again to resume or extend it) as a single line."""
    prefix = "a case with id "
    already: list[Skipped] = []
    others: list[Skipped] = []
    for s in skipped:  # one pass: a resumed corpus file skips every record it already stored
        (already if s.reason.endswith(ALREADY_INDEXED) and s.reason.startswith(prefix) else others).append(s)
    if len(already) <= 3:
        others, already = list(skipped), []
    notes = [f"Skipped {s.source}: {s.reason}" for s in others[:limit]]
    if len(others) > limit:
        notes.append(f"... and {len(others) - limit} more skipped files or records.")
    if already:
        ids = [s.reason[len(prefix):-len(ALREADY_INDEXED)].strip() for s in already]
        notes.append(f"{len(already)} uploaded judgments are already indexed ({', '.join(ids[:5])}"
                     f"{', ...' if len(ids) > 5 else ''}): skipped. Tick 'replace' to update them (identical ones "
                     "are left unchanged).")
    return notes


LARGE_UPLOAD_CHARS = 1_000_000  # about 1,100 passages: a minute or more of encoding on a CPU
CHARS_PER_PASSAGE = 920  # the demo corpus: 5.7 M characters in 6,178 passages (~6 minutes on two cores)


def large_upload_notes(cases: Sequence[RawCase], threshold: int = LARGE_UPLOAD_CHARS) -> list[str]:
    """A line for each judgment long enough that encoding it takes minutes: the progress bar moves per judgment,
    so a 5 MB file sat at 0 with nothing saying the page was still working."""
    notes = []
    for case in cases:
        if len(case.text) >= threshold:
            passages = len(case.text) // CHARS_PER_PASSAGE
            minutes = max(1, round(passages / 1000))
            notes.append(f"{case.source}: {len(case.text) / 1e6:.1f} MB of text, about {passages:,} passages to encode "
                         f"(the 250-judgment demo corpus has 6,178): about "
                         f"{'a minute' if minutes == 1 else f'{minutes} minutes'} on two CPU cores, and the bar moves "
                         "when the judgment is done.")
    return notes


def jsonl_records(name: str, data: bytes) -> Iterator[RawCase | Skipped]:
    """The records of an uploaded JSONL file, read by the same parser as ``lcr ingest`` (one object per line
    with "id" and "text"); sources name the uploaded file and line, not the temporary copy."""
    suffix = next(s for s in JSONL_SUFFIXES if name.lower().endswith(s))
    with tempfile.TemporaryDirectory(prefix="lcr-upload-") as tmp:
        path = Path(tmp) / f"upload{suffix}"
        path.write_bytes(data)
        for item in iter_sources([path]):
            yield replace(item, source=item.source.replace(str(path), name),
                          **({"warnings": [w.replace(str(path), name) for w in item.warnings]}
                             if isinstance(item, RawCase) else {}))


@dataclass(frozen=True)
class CaseRow:
    case_id: str
    title: str
    court: str
    year: int | None


def list_cases(engine: Engine, needle: str = "", limit: int = 500) -> list[CaseRow]:
    """Cases whose id or title contains ``needle`` (case-insensitive), in index order."""
    idx = engine.index
    n = needle.strip().lower()
    out = []
    for i, cid in enumerate(idx.ids):
        title = idx.titles[i] or ""
        if n and n not in cid.lower() and n not in title.lower():
            continue
        year = int(idx.years[i])
        out.append(CaseRow(cid, title, idx.courts[i] or "", year if year >= 0 else None))
        if len(out) >= limit:
            break
    return out


def courts_and_years(engine: Engine) -> tuple[list[str], tuple[int, int] | None]:
    """The distinct courts of the corpus and its year range (None when no case has a year)."""
    idx = engine.index
    courts = sorted({c for c in idx.courts if c})
    years = [int(y) for y in idx.years if y >= 0]
    return courts, ((min(years), max(years)) if years else None)


PREVIEW_CHARS = 20_000  # of each tab of the Corpus page's case view, until "Show the whole text" is on


def preview(text: str, limit: int | None = PREVIEW_CHARS) -> tuple[str, int]:
    """(the start of ``text`` the Corpus page shows, how many characters are left out). A long judgment was sent
    whole, with every facet, on every load of the page (a 2 MB judgment: ~4 MB each rerun). The cut is at the
    last line or word break of the last 500 characters, when there is one; ``limit`` None shows it all."""
    if limit is None or len(text) <= limit:
        return text, 0
    cut = limit
    for sep in ("\n", " "):
        at = text.rfind(sep, limit - 500, limit)
        if at > 0:
            cut = at
            break
    return text[:cut], len(text) - cut


def case_to_show(clicked: str | None, last_clicked: str | None, chosen: str | None,
                 ids: Sequence[str]) -> tuple[str | None, str | None]:
    """(the case the Corpus page shows, the table row to remember): a row newly clicked in the table wins;
    otherwise the case chosen in the Case box stays. The row stays selected in the table across reruns, and
    taking it as a new click every time snapped every later choice in the Case box back to it (the page, and
    its Delete button, then showed the clicked row, not the case just chosen)."""
    if clicked is not None and clicked != last_clicked and clicked in ids:
        chosen = clicked
    if ids and chosen not in ids:
        chosen = ids[0]
    return chosen, clicked
