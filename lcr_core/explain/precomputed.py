"""A case's outcome and appellant side do not depend on the query: computed once per case, kept in sqlite.
So do its parties in the canonical roles, for each area a user's side can ask about (table ``parties``, filled
the first time a case is explained for that area).

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
from .parties import PrecedentRoles
from .roles import PAIRS, PartyRoles, criminal_reading, precedent_parties

AREAS: tuple[tuple[str, str] | None, ...] = (None, *PAIRS)

RULES_VERSION = "outcome13t30+parties8"  # outcome13t30 + parties8: trial30 (a first-instance trial or suit read from the side that brought it: an acquittal dismissed, a conviction allowed, a suit decreed allowed; the prosecution brought a trial; "has been filed" is no State's appeal; the State "is aggrieved" by the order under appeal; "this appeal arises" names no appellant; a petition "made absolute" with no verb is allowed); outcome12r28 + parties7: roles29 merged with review28 (outcome11r28 below); outcome12 + parties7: roles29 ("while partly allowing the appeal we ..." is the court's partial order; a batch decided under headings of its own, one allowed and one dismissed, is partial; the cause title read from a High Court's or a report's cause-title block, never from a first line of facts; openings that say who appealed without a title); outcome11r28: review28 (a judgment under appeal set aside "as regards", "with respect to" or "to the limited extent of" a part is no whole order over "dismissed accordingly"); outcome11 + parties6r27: roles28 merged with review27 (a selection for admission, allotment, a seat or a course is no service act on a party); outcome11: roles28 (the judgment under appeal set aside by the court, then "dismissed accordingly": the order decides, allowed; a disposal a party's counsel submitted is no order); outcome10 + parties6: roles27 ("allowed to the aforesaid extent" of a remand is allowed; one appellant's appeal decided last after the others' otherwise, an appellant excepted from the order, an order scoped to one numbered appellant are partial; the State Board's service act on a party is a service dispute); outcome9 + parties5: roles26 (mixed orders over lists of names, a High Court's change after a phrase of circumstance, the place that brought the writ, "Government Employees" in a title), merged with review25's outcome8; outcome8: review25 (a point agreed with the High Court is no "no merit"; a refusal cancels only a change of its own kind); outcome7: roles25 (a criticised disposal is a court below's, a change pleaded then refused, "we agree with the conclusion of the High Court"); outcome6 + parties4: roles24 (a court below's change held wrong, "which we hereby do"; a criminal reading needs more than court names, an acquittal "by setting aside the conviction"); outcome3: outcome20 (orders read where no cue was found); outcome4: review20 (narrower); outcome5: roles23 (graver alteration no partial outcome, court-classified conviction, probation, polite remand order); parties3: roles22 (civil-appeal header, companion appeal)
PARTIES_VERSION = "roles20t30"  # roles20t30: trial30 (a magistrate's / Sessions Court's trial: the prosecution brought it, basis "trial"; a suit decided at first instance: the plaintiff, basis "suit"; "This appeal has been filed by the accused" no State's appeal; "The State is aggrieved against an order" the State's); roles19r28: roles29 merged with review28 (an elected or a company office a party held is no post of service); roles19: roles29 (the cause title read from a cause-title block, not from a first line of facts; "faced trial", "the accused namely the appellant", "these two appeals filed by the State", an appeal against a judgment reversing an acquittal); roles18r27: roles28 merged with review27 (a selection for admission, allotment, a seat or a course is no service act on a party); roles18: roles28 (a party who held a post, or a candidate for a post recruited, reads a citizen / government opening as a service dispute); roles17: roles27 (a service act on a party - appointing, promoting, retiring, terminating the deputation of the appellant / respondent - reads a citizen / government opening as a service dispute; a complaint the complainant filed is no appeal of the prosecution); roles16: roles26 (the place that brought the writ below is the private side; "Government Employees" in a title is the staff, not the authority), merged with review25's roles15; roles15: review25 (the lessee rule needs a lease: not the imperative "Let ... to the appellant"); roles14: roles25 (a lessee named with the appellant's place is the tenant; "inter se seniority" said in passing is no same-role contest); roles13: roles24 (customs / central excise and matrimonial cues for precedents, a divorce petitioner the plaintiff); the canonical-role reading of roles.precedent_parties (issue 9; roles5: stance12; roles6: neutral18, same-role contests; roles7: parties19; roles8: review19, compensation to a State place; roles9: roles20, tenancy / tax / landowner places, service reading, crim "charging"; roles10: roles22, civil-appeal header, tax title State, employer appeal, "appellant-union", companion appeal; roles11: roles23, "Union of India" no workers' union, acquisition officer title, role-name-place apposition, decision under appeal quashed the State's act)


def case_key(text: str, decision: Sequence[Span], content_hash: str = "") -> str:
    """What the precomputed result depends on: the text and the decision facet."""
    h = content_hash or hashlib.sha256(text.encode("utf-8")).hexdigest()
    spans = hashlib.sha1(json.dumps([[s.start, s.end] for s in decision]).encode()).hexdigest()[:16]
    return f"{h}:{spans}"


def compute(text: str, decision: Sequence[Span], title: str = "") -> tuple[OutcomeResult, PrecedentRoles]:
    """The outcome and the criminal-law side that appealed (the petitioner / respondent reading used when the
    user states no side), read by the same rules as the user's-side badge (``roles.criminal_reading``)."""
    side, sentence, basis = criminal_reading(text, title)
    return detect_outcome(text, decision), PrecedentRoles(side, sentence, basis)  # type: ignore[arg-type]


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


def _dump_parties(p: PartyRoles) -> str:
    return json.dumps({"pair": list(p.pair) if p.pair else None, "appellant": p.appellant, "sentence": p.sentence,
                       "basis": p.basis})


def _load_parties(raw: str) -> PartyRoles | None:
    try:
        d = json.loads(raw)
        pair = tuple(d["pair"]) if d.get("pair") else None
        return PartyRoles(pair, d.get("appellant"), str(d.get("sentence") or ""),  # type: ignore[arg-type]
                          str(d.get("basis") or ""))
    except (ValueError, KeyError, TypeError):
        return None


class OutcomeStore(SQLiteFile):
    """sqlite (rules version, case key) -> outcome and appellant side; one connection per thread."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._ok = True
        try:
            super().__init__(path, "CREATE TABLE IF NOT EXISTS outcomes (rules TEXT, case_key TEXT, result TEXT, "
                                   "PRIMARY KEY (rules, case_key))",
                             "CREATE TABLE IF NOT EXISTS parties (rules TEXT, case_key TEXT, prefer TEXT, result TEXT, "
                             "PRIMARY KEY (rules, case_key, prefer))", timeout=30)
        except (OSError, sqlite3.Error):  # a read-only or broken cache dir: work without the cache
            self._ok = False

    def get_many(self, keys: Sequence[str]) -> dict[str, tuple[OutcomeResult, PrecedentRoles]]:
        if not self._ok or not keys:
            return {}
        return self._select("SELECT case_key, result FROM outcomes WHERE rules = ? AND case_key IN ({})",
                            [RULES_VERSION], keys, _load)

    def put_many(self, items: dict[str, tuple[OutcomeResult, PrecedentRoles]],
                 parties: dict[str, PartyRoles] | None = None, prefer: str = "") -> None:
        """Store outcomes and (optionally) parties read for the area ``prefer``, in one transaction."""
        if not self._ok or not (items or parties):
            return
        try:
            with self._conn() as conn:
                conn.executemany("INSERT OR REPLACE INTO outcomes VALUES (?, ?, ?)",
                                 [(RULES_VERSION, k, _dump(*v)) for k, v in items.items()])
                conn.executemany("INSERT OR REPLACE INTO parties VALUES (?, ?, ?, ?)",
                                 [(PARTIES_VERSION, k, prefer, _dump_parties(v)) for k, v in (parties or {}).items()])
        except sqlite3.Error:
            pass

    def get_parties_many(self, keys: Sequence[str], prefer: str) -> dict[str, PartyRoles]:
        """case key -> the precedent's parties as read for the user's area ``prefer`` ("" = none stated)."""
        if not self._ok or not keys:
            return {}
        return self._select("SELECT case_key, result FROM parties WHERE rules = ? AND prefer = ? AND case_key IN ({})",
                            [PARTIES_VERSION, prefer], keys, _load_parties)

    def _select(self, sql: str, params: list, keys: Sequence[str], load) -> dict:
        """case key -> ``load(result)`` for the stored keys, in batches of 500 (SQLite's variable limit);
        unreadable rows are skipped and a database error returns what was read so far."""
        out: dict = {}
        try:
            uniq = list(dict.fromkeys(keys))
            for i in range(0, len(uniq), 500):
                batch = uniq[i : i + 500]
                rows = self._conn().execute(sql.format(",".join("?" * len(batch))), [*params, *batch]).fetchall()
                for key, raw in rows:
                    got = load(raw)
                    if got is not None:
                        out[key] = got
        except sqlite3.Error:
            return out
        return out

    def clear(self) -> None:
        if self._ok:
            with self._conn() as conn:
                conn.execute("DELETE FROM outcomes")
                conn.execute("DELETE FROM parties")


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
        for prefer in AREAS:  # the parties as read for each side a user can state, and for none
            tag = "/".join(prefer) if prefer else ""
            known = store.get_parties_many(list(keyed), tag)
            store.put_many({}, parties={k: precedent_parties(v[0], v[2], prefer) for k, v in keyed.items()
                                        if k not in known}, prefer=tag)
        done += len(new)
        if progress:
            progress(min(i + batch, len(ids)), len(ids))
    return done


__all__ = ["OutcomeStore", "PARTIES_VERSION", "RULES_VERSION", "case_key", "compute", "precompute"]
