"""A case's outcome and appellant side do not depend on the query: computed once per case, kept in sqlite.

``<cache_dir>/explain_outcomes.sqlite``, keyed by (rules version, sha256 of the stored text, hash of the decision
spans), so a re-ingested or re-facetized case, or a change of the rules, is simply recomputed. The offline
explanation reads it first; :func:`precompute` fills it for a whole store (e.g. after an ingest) so that no
search ever pays for outcome detection.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

from ..sqlite_file import SQLiteFile
from ..text import Span
from .outcome import OutcomeResult, detect_outcome
from .parties import PrecedentRoles, precedent_roles

RULES_VERSION = "outcome2+parties1"


def case_key(text: str, decision: Sequence[Span], content_hash: str = "") -> str:
    """What the precomputed result depends on: the text and the decision facet."""
    h = content_hash or hashlib.sha256(text.encode("utf-8")).hexdigest()
    spans = hashlib.sha1(json.dumps([[s.start, s.end] for s in decision]).encode()).hexdigest()[:16]
    return f"{h}:{spans}"


def compute(text: str, decision: Sequence[Span], title: str = "") -> tuple[OutcomeResult, PrecedentRoles]:
    return detect_outcome(text, decision), precedent_roles(text, title)


def _dump(res: OutcomeResult, roles: PrecedentRoles) -> str:
    return json.dumps({
        "outcome": res.outcome, "span": [res.span.start, res.span.end] if res.span else None, "rule": res.rule,
        "source": res.source, "confident": res.confident, "side": roles.appellant_side, "sentence": roles.sentence,
    })


def _load(raw: str) -> tuple[OutcomeResult, PrecedentRoles] | None:
    try:
        d = json.loads(raw)
        span = Span(int(d["span"][0]), int(d["span"][1])) if d.get("span") else None
        res = OutcomeResult(d["outcome"], span, str(d["rule"]), str(d["source"]), bool(d["confident"]))
        return res, PrecedentRoles(d.get("side"), str(d.get("sentence") or ""))
    except (ValueError, KeyError, TypeError, IndexError):
        return None


class OutcomeStore(SQLiteFile):
    """sqlite (rules version, case key) -> outcome and appellant side; one connection per thread."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._ok = True
        try:
            super().__init__(path, "CREATE TABLE IF NOT EXISTS outcomes (rules TEXT, case_key TEXT, result TEXT, "
                                   "PRIMARY KEY (rules, case_key))", timeout=30)
        except (OSError, sqlite3.Error):  # a read-only or broken cache dir: work without the cache
            self._ok = False

    def get_many(self, keys: Sequence[str]) -> dict[str, tuple[OutcomeResult, PrecedentRoles]]:
        if not self._ok or not keys:
            return {}
        out: dict[str, tuple[OutcomeResult, PrecedentRoles]] = {}
        try:
            uniq = list(dict.fromkeys(keys))
            for i in range(0, len(uniq), 500):
                batch = uniq[i : i + 500]
                marks = ",".join("?" * len(batch))
                rows = self._conn().execute(
                    f"SELECT case_key, result FROM outcomes WHERE rules = ? AND case_key IN ({marks})",
                    [RULES_VERSION, *batch]).fetchall()
                for key, raw in rows:
                    got = _load(raw)
                    if got is not None:
                        out[key] = got
        except sqlite3.Error:
            return out
        return out

    def put_many(self, items: dict[str, tuple[OutcomeResult, PrecedentRoles]]) -> None:
        if not self._ok or not items:
            return
        try:
            with self._conn() as conn:
                conn.executemany("INSERT OR REPLACE INTO outcomes VALUES (?, ?, ?)",
                                 [(RULES_VERSION, k, _dump(*v)) for k, v in items.items()])
        except sqlite3.Error:
            pass

    def clear(self) -> None:
        if self._ok:
            with self._conn() as conn:
                conn.execute("DELETE FROM outcomes")


def precompute(engine, store: OutcomeStore | None = None, batch: int = 64,
               progress: Callable[[int, int], None] | None = None) -> int:
    """Outcome and appellant side of every stored case not yet in the outcome store; returns how many were
    computed."""
    from ..schema import Facets
    from .evidence import cases_many

    store = store or OutcomeStore(Path(engine.settings.cache_dir) / "explain_outcomes.sqlite")
    ids = engine.store.ids()
    done = 0
    for i in range(0, len(ids), batch):
        chunk = cases_many(engine.store, ids[i : i + batch])
        keyed = {}
        for cid, (text, meta) in chunk.items():
            facets = Facets.from_json(json.loads(meta.get("facets", "{}") or "{}"))
            decision = facets.spans.get("decision", [])
            keyed[case_key(text, decision, str(meta.get("content_hash") or ""))] = (text, decision,
                                                                                  str(meta.get("title") or ""))
        have = store.get_many(list(keyed))
        new = {k: compute(*v) for k, v in keyed.items() if k not in have}
        store.put_many(new)
        done += len(new)
        if progress:
            progress(min(i + batch, len(ids)), len(ids))
    return done


__all__ = ["OutcomeStore", "RULES_VERSION", "case_key", "compute", "precompute"]
