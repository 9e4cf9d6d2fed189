"""A result list as Markdown (for a research memo), CSV (spreadsheet) or JSON."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import asdict

from .conversation import Card, SearchSpec
from .highlight import escape_export, fold_space

COLUMNS = ["rank", "case_id", "title", "court", "year", "score", "s_lex", "s_sem", "best_facet", "outcome",
           "side", "stance_for_side", "role_mapping", "petitioner", "respondent", "stance_reason", "deciding_sentence",
           "holding", "rationale", "quote_facet", "quote", "explained_by"]
_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _kind(c: Card, kind: str) -> str:
    return " … ".join(fold_space(q.text) for q in c.quotes if q.kind == kind)


def rows(cards: Sequence[Card]) -> list[dict]:
    """One flat row per card: what the card shows (stance for the user's side, role mapping, deciding sentence,
    holding, rationale, quotes, provenance)."""
    out = []
    for c in cards:
        q = c.quotes[0] if c.quotes else None
        s = c.stance
        out.append({
            "rank": c.rank, "case_id": c.case_id, "title": c.title, "court": c.court or "", "year": c.year or "",
            "score": round(c.score, 4), "s_lex": round(c.s_lex, 4), "s_sem": round(c.s_sem, 4),
            "best_facet": c.best_facet, "outcome": s.outcome if s else "",
            "side": (s.user_role or "not stated") if s else "", "stance_for_side": (s.user or "") if s else "",
            "role_mapping": s.mapping if s else "",
            "petitioner": s.petitioner if s else "", "respondent": s.respondent if s else "",
            "stance_reason": fold_space(s.reason) if s else "",
            "deciding_sentence": fold_space(s.deciding) if s else "", "holding": _kind(c, "holding"),
            "rationale": fold_space(c.rationale), "quote_facet": q.facet if q else "",
            "quote": " … ".join(fold_space(x.text) for x in c.quotes), "explained_by": c.explained_by,
        })
    return out


def card_json(c: Card) -> dict:
    """A card as the JSON export and ``lcr search --json`` carry it: every field, quotes with ids and offsets."""
    return asdict(c)


def to_csv(cards: Sequence[Card]) -> str:
    """CSV with a header; text cells that a spreadsheet would run as a formula are prefixed with '."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in rows(cards):
        writer.writerow({k: ("'" + v if isinstance(v, str) and v.startswith(_FORMULA) else v) for k, v in row.items()})
    return buf.getvalue()


def csv_download(cards: Sequence[Card]) -> bytes:
    """The CSV as the app's download carries it: UTF-8 with a byte-order mark, which Excel needs to read the file
    as UTF-8 (without it, a double-clicked precedents.csv shows “Hon’ble” as â€œHonâ€™bleâ€)."""
    return ("\ufeff" + to_csv(cards)).encode("utf-8")


def to_json(cards: Sequence[Card], spec: SearchSpec | None = None, profile: str = "", query_type: str = "") -> str:
    """The results with the search that produced them: query, K, filters, the ranking profile and the side."""
    data = {"query": spec.query if spec else None, "k": spec.k if spec else len(cards),
            "filters": asdict(spec.filters) if spec else None, "profile": profile or None,
            "query_type": query_type or None,
            "side": next((c.stance.user_role for c in cards if c.stance is not None), None),
            "results": [{**rows([c])[0], "card": card_json(c)} for c in cards]}
    return json.dumps(data, indent=2, ensure_ascii=False)


def _ranked_by(profile: str, query_type: str) -> str:
    """'profile `fact_pattern` (the query read as a fact pattern)': the key as code, so it reads as typed."""
    plain = profile.startswith("manual weights") or "`" in profile or "\n" in profile
    how = escape_export(profile) if plain else f"profile `{profile}`"
    return how + (f" (the query read as a {escape_export(query_type)})" if query_type else "")


def to_markdown(cards: Sequence[Card], spec: SearchSpec | None = None, profile: str = "", query_type: str = "") -> str:
    """A research memo: the fact pattern whole, the filters, how the list was ranked, then one section per card."""
    lines = ["# Precedents", ""]
    if spec is not None:
        lines += [f"**Fact pattern:** {escape_export(spec.query)}", ""]  # whole: a memo must not lose facts
        if spec.filters.describe() != "none":
            lines += [f"**Filters:** {escape_export(spec.filters.describe())}", ""]
    if profile:
        lines += [f"**Ranked by:** {_ranked_by(profile, query_type)}", ""]
    roles = {c.stance.user_role for c in cards if c.stance is not None}
    if roles:  # the fact pattern may state another side (the side changed later): say whose stance is read
        read_for = (f"the {roles.pop()}" if len(roles) == 1 and None not in roles
                    else "a petitioner / respondent (no side stated)" if roles == {None} else "mixed")
        lines += [f"**Stances read for:** {escape_export(read_for)}", ""]
    for c in cards:
        where = ", ".join(str(x) for x in (c.court, c.year) if x)
        lines.append(f"## {c.rank}. {escape_export(c.title)} ({escape_export(c.case_id)})")
        lines.append("")
        if where:
            lines.append(f"- Court / year: {escape_export(where)}")
        lines.append(f"- Score: {c.score:.3f} (lexical {c.s_lex:+.2f}, semantic {c.s_sem:+.2f}; best facet: "
                     f"{c.best_facet})")
        if c.stance is not None and c.stance.user_role:
            lines.append(f"- Stance for the {escape_export(c.stance.user_role)}: {c.stance.user} "
                         f"(outcome: {c.stance.outcome}; {escape_export(c.stance.mapping)})")
            if c.stance.reason:
                lines.append(f"- Why: {escape_export(c.stance.reason)}")
        elif c.stance is not None:
            lines.append(f"- Stance (no side stated): petitioner {c.stance.petitioner}, respondent "
                         f"{c.stance.respondent} (outcome: {c.stance.outcome})")
        if c.stance is not None and c.stance.disagreement:
            lines.append(f"- {escape_export(c.stance.disagreement)}")
        if c.rationale:
            lines.append(f"- Rationale: {escape_export(c.rationale)}")
        for q in c.quotes:
            ref = f"[{q.ref}] " if q.ref else ""
            kind = {"match": "matched", "holding": "holding", "outcome": "deciding sentence"}.get(q.kind, q.kind)
            where = f", chars {q.start}–{q.end}" if q.start >= 0 else ""
            lines += ["", f"> {ref}*{kind}, {q.facet}{where}:* {escape_export(q.text)}"]
        if c.explained_by:
            lines += ["", f"*Explained by {escape_export(c.explained_by)}.*"]
        lines.append("")
    return "\n".join(lines)
