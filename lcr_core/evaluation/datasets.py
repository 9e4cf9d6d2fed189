"""Reading and validating an evaluation dataset folder.

Layout (the one of ``../shared/data/*``; any folder in it works)::

    corpus.jsonl[.gz]            {"id": ..., "text": ...} one candidate document a line
    queries_<split>.jsonl[.gz]   {"id": ..., "text": ..., ["question": ...]}
    qrels_<split>.txt            TREC qrels: query_id 0 doc_id relevance (relevance > 0 = relevant)

Chat-style query sets live next to the full ones as ``queries_<split>_short.jsonl`` with their own
``qrels_<split>_short.txt``; a query's text is ``text`` plus, when present, a newline and ``question``.

Problems that make the evaluation meaningless (a missing file, duplicate ids, a malformed line) raise
``DatasetError`` with a message naming the file and line. Problems the evaluation can absorb are collected
as ``notes`` and printed: relevant documents the corpus does not have (or has empty) stay in the qrels and
count as unfindable (never dropped), qrels of queries that have no text are ignored, and queries without a
relevant document are not scored (the trec_eval convention).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

CITATION_MARKER = "[?CITATION?]"
LAYOUT = "corpus.jsonl[.gz], queries_<split>.jsonl[.gz] and qrels_<split>.txt"
QUERY_KINDS = ("full", "short")

# What ``text.normalize`` removes: a text made only of these is empty after normalisation (ingest skips it).
_NOT_BLANK = re.compile(r"[^\s\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u200b\ufeff]")


class DatasetError(ValueError):
    """A dataset folder that cannot be evaluated as given."""


@dataclass(frozen=True, slots=True)
class Query:
    id: str
    text: str


@dataclass
class CorpusInfo:
    """What the evaluation needs to know about the corpus file without ingesting it."""

    path: Path
    sha256: str
    ids: list[str]
    empty: set[str]

    def __contains__(self, doc_id: str) -> bool:
        return doc_id in self._id_set

    def __post_init__(self) -> None:
        self._id_set = set(self.ids)


@dataclass
class Dataset:
    """One split of a dataset: the queries that can be scored and their relevant documents."""

    name: str
    root: Path
    split: str
    corpus: CorpusInfo
    queries: list[Query]
    qrels: dict[str, dict[str, int]]  # query id -> relevant doc id -> relevance (> 0), scored queries only
    queries_path: Path
    qrels_path: Path
    notes: list[str] = field(default_factory=list)

    @property
    def n_pairs(self) -> int:
        return sum(len(v) for v in self.qrels.values())

    def relevant(self, qid: str) -> set[str]:
        return set(self.qrels.get(qid, {}))

    def unknown_pairs(self) -> list[tuple[str, str]]:
        """Relevance pairs whose document is not in the corpus file."""
        return [(q, d) for q, docs in self.qrels.items() for d in docs if d not in self.corpus]

    def empty_pairs(self) -> list[tuple[str, str]]:
        """Relevance pairs whose document is in the corpus with an empty text."""
        return [(q, d) for q, docs in self.qrels.items() for d in docs if d in self.corpus.empty]


# ---- files ----------------------------------------------------------------------------------------------------
def split_name(split: str, queries: str = "full") -> str:
    """``val`` + ``short`` -> ``val_short``; a split already naming ``_short`` is kept."""
    if queries not in QUERY_KINDS:
        raise DatasetError(f"--queries must be one of {', '.join(QUERY_KINDS)}, not {queries!r}")
    if not split or not re.fullmatch(r"[A-Za-z0-9_.-]+", split):
        raise DatasetError(f"invalid split name {split!r} (expected e.g. train, val, val_short)")
    if queries == "short" and not split.endswith("_short"):
        return f"{split}_short"
    return split


def split_files(root: Path, split: str, queries: str = "full") -> tuple[str, Path, Path, Path]:
    """(split name, corpus, queries, qrels) paths of a dataset folder, or a DatasetError saying what is missing."""
    root = Path(root)
    if not root.is_dir():
        raise DatasetError(f"{root}: no such dataset folder (expected {LAYOUT})")
    name = split_name(split, queries)
    corpus = _first_existing(root, ["corpus.jsonl.gz", "corpus.jsonl"])
    qfile = _first_existing(root, [f"queries_{name}.jsonl", f"queries_{name}.jsonl.gz"])
    qrels = _first_existing(root, [f"qrels_{name}.txt"])
    missing = [label for label, p in (("corpus.jsonl[.gz]", corpus), (f"queries_{name}.jsonl[.gz]", qfile),
                                      (f"qrels_{name}.txt", qrels)) if p is None]
    if missing:
        present = sorted(p.name for p in root.iterdir())
        splits = sorted({m.group(1) for p in present if (m := re.match(r"qrels_(.+)\.txt$", p))})
        hint = f"; splits present: {', '.join(splits)}" if splits else ""
        raise DatasetError(f"{root} has no {' and no '.join(missing)} (a dataset folder holds {LAYOUT}){hint}")
    assert corpus and qfile and qrels
    return name, corpus, qfile, qrels


def _first_existing(root: Path, names: list[str]) -> Path | None:
    for n in names:
        if (root / n).is_file():
            return root / n
    return None


def _open_text(path: Path):
    return gzip.open(path, "rt", encoding="utf-8") if path.name.endswith(".gz") else open(path, encoding="utf-8")


def _jsonl(path: Path) -> Iterator[tuple[int, dict]]:
    try:
        with _open_text(path) as fh:
            for n, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise DatasetError(f"{path}:{n}: not valid JSON ({exc.msg})") from None
                if not isinstance(obj, dict):
                    raise DatasetError(f"{path}:{n}: expected a JSON object")
                yield n, obj
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise DatasetError(f"{path}: cannot read ({exc})") from None


def _require_id_text(path: Path, n: int, obj: dict) -> tuple[str, str]:
    doc_id = obj.get("id")
    text = obj.get("text")
    if doc_id is None or not str(doc_id).strip():
        raise DatasetError(f'{path}:{n}: missing "id"')
    if not isinstance(text, str):
        raise DatasetError(f'{path}:{n}: "text" of {doc_id!r} must be a string')
    return str(doc_id).strip(), text


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def is_blank(text: str) -> bool:
    """True when the text has nothing left after normalisation (ingest skips such documents)."""
    return _NOT_BLANK.search(text) is None


def scan_corpus(path: Path) -> CorpusInfo:
    """Ids, empty documents and content hash of a corpus file; duplicate ids are an error."""
    ids: list[str] = []
    seen: dict[str, int] = {}
    empty: set[str] = set()
    dupes: list[str] = []
    for n, obj in _jsonl(path):
        doc_id, text = _require_id_text(path, n, obj)
        if doc_id in seen:
            dupes.append(f"{doc_id} (lines {seen[doc_id]} and {n})")
            continue
        seen[doc_id] = n
        ids.append(doc_id)
        if is_blank(text):
            empty.add(doc_id)
    if dupes:
        raise DatasetError(f"{path}: {len(dupes)} duplicate document id(s), e.g. {', '.join(dupes[:5])}; "
                           "a relevance judgment could not say which one it means")
    if not ids:
        raise DatasetError(f"{path}: the corpus has no documents")
    return CorpusInfo(Path(path), file_sha256(path), ids, empty)


def read_queries(path: Path) -> list[Query]:
    """Queries in file order; ``question`` (chat-style sets) is appended to ``text`` on its own line."""
    out: list[Query] = []
    seen: dict[str, int] = {}
    for n, obj in _jsonl(path):
        qid, text = _require_id_text(path, n, obj)
        if qid in seen:
            raise DatasetError(f"{path}:{n}: duplicate query id {qid!r} (first on line {seen[qid]})")
        seen[qid] = n
        question = obj.get("question")
        if isinstance(question, str) and question.strip():
            text = f"{text}\n{question}"
        if not text.strip():
            raise DatasetError(f"{path}:{n}: query {qid!r} has an empty text")
        out.append(Query(qid, text))
    if not out:
        raise DatasetError(f"{path}: no queries")
    return out


def read_qrels(path: Path) -> tuple[dict[str, dict[str, int]], list[str]]:
    """Relevant pairs (relevance > 0) by query, and notes; conflicting duplicates are an error."""
    grades: dict[tuple[str, str], tuple[int, int]] = {}
    repeated = 0
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise DatasetError(f"{path}: cannot read ({exc})") from None
    for n, line in enumerate(lines, start=1):
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        if len(parts) != 4:
            raise DatasetError(f"{path}:{n}: expected 'query_id 0 doc_id relevance', got {line.strip()!r}")
        qid, _, doc_id, rel = parts
        try:
            grade = int(rel)
        except ValueError:
            raise DatasetError(f"{path}:{n}: relevance must be an integer, got {rel!r}") from None
        key = (qid, doc_id)
        if key in grades:
            if grades[key][0] != grade:
                raise DatasetError(f"{path}:{n}: {qid} {doc_id} is judged {grade} here but {grades[key][0]} on "
                                   f"line {grades[key][1]}")
            repeated += 1
            continue
        grades[key] = (grade, n)
    qrels: dict[str, dict[str, int]] = {}
    for (qid, doc_id), (grade, _) in grades.items():
        qrels.setdefault(qid, {})
        if grade > 0:
            qrels[qid][doc_id] = grade
    notes = [f"{path.name}: {repeated} repeated judgment line(s) counted once"] if repeated else []
    return qrels, notes


# ---- the dataset -------------------------------------------------------------------------------------------------
def load_dataset(root: Path, split: str = "val", queries: str = "full", corpus: CorpusInfo | None = None) -> Dataset:
    """Read and cross-check one split; see the module docstring for what is an error and what a note."""
    root = Path(root)
    name, corpus_path, qpath, qrels_path = split_files(root, split, queries)
    info = corpus if corpus is not None and corpus.path == corpus_path else scan_corpus(corpus_path)
    qs = read_queries(qpath)
    qrels, notes = read_qrels(qrels_path)
    by_id = {q.id: q for q in qs}

    no_text = sorted(set(qrels) - set(by_id))
    if no_text:
        notes.append(f"{qrels_path.name} judges {len(no_text)} query id(s) that {qpath.name} does not have; "
                     f"ignored: {_some(no_text)}")
    no_rel = [q.id for q in qs if not qrels.get(q.id)]
    if no_rel:
        notes.append(f"{len(no_rel)} of {len(qs)} queries have no relevant document in {qrels_path.name}; "
                     f"they are not scored: {_some(no_rel)}")
    scored = [q for q in qs if qrels.get(q.id)]
    if not scored:
        raise DatasetError(f"no query of {qpath.name} has a relevant document in {qrels_path.name} "
                           "(do the query ids match?)")
    ds = Dataset(root.resolve().name, root, name, info, scored, {q.id: qrels[q.id] for q in scored},
                 qpath, qrels_path, notes)
    unknown = ds.unknown_pairs()
    if unknown:
        docs = sorted({d for _, d in unknown})
        notes.append(f"{len(unknown)} of {ds.n_pairs} relevance pairs name {len(docs)} document(s) that are not "
                     f"in {corpus_path.name}; counted as unfindable: {_some(docs)}")
    empty = ds.empty_pairs()
    if empty:
        docs = sorted({d for _, d in empty})
        notes.append(f"{len(empty)} of {ds.n_pairs} relevance pairs point at {len(docs)} empty document(s); "
                     f"counted as unfindable: {_some(docs)}")
    return ds


def _some(items: list[str], n: int = 8) -> str:
    return ", ".join(items[:n]) + (f" … (+{len(items) - n})" if len(items) > n else "")


# ---- the citation-context query view ----------------------------------------------------------------------------
def citation_context(text: str, before: int = 80, after: int = 20, marker: str = CITATION_MARKER) -> str:
    """The words around each masked citation, as one paragraph per (merged) window; '' when there is none.

    A judgment cites a precedent for a proposition stated just before the citation ("...is no longer res
    integra in view of the judgment in [?CITATION?]"), so the window leans backwards. Overlapping windows
    are merged and the markers themselves removed.
    """
    if before < 0 or after < 0:
        raise ValueError("window sizes must be non-negative")
    words = text.split()
    hits = [i for i, w in enumerate(words) if marker in w]
    if not hits:
        return ""
    windows: list[list[int]] = []
    for i in hits:
        lo, hi = max(0, i - before), min(len(words), i + after + 1)
        if windows and lo <= windows[-1][1]:
            windows[-1][1] = max(windows[-1][1], hi)
        else:
            windows.append([lo, hi])
    paragraphs = []
    for lo, hi in windows:
        kept = [w.replace(marker, " ").strip() for w in words[lo:hi]]
        paragraphs.append(" ".join(w for w in kept if w))
    return "\n".join(p for p in paragraphs if p)
