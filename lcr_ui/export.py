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
           "petitioner", "respondent", "rationale", "quote_facet", "quote"]
_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def rows(cards: Sequence[Card]) -> list[dict]:
    out = []
    for c in cards:
        q = c.quotes[0] if c.quotes else None
        out.append({
            "rank": c.rank, "case_id": c.case_id, "title": c.title, "court": c.court or "", "year": c.year or "",
            "score": round(c.score, 4), "s_lex": round(c.s_lex, 4), "s_sem": round(c.s_sem, 4),
            "best_facet": c.best_facet, "outcome": c.stance.outcome if c.stance else "",
            "petitioner": c.stance.petitioner if c.stance else "", "respondent": c.stance.respondent if c.stance else "",
            "rationale": fold_space(c.rationale), "quote_facet": q.facet if q else "",
            "quote": " … ".join(fold_space(x.text) for x in c.quotes),
        })
    return out


def to_csv(cards: Sequence[Card]) -> str:
    """CSV with a header; text cells that a spreadsheet would run as a formula are prefixed with '."""
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in rows(cards):
        writer.writerow({k: ("'" + v if isinstance(v, str) and v.startswith(_FORMULA) else v) for k, v in row.items()})
    return buf.getvalue()


def to_json(cards: Sequence[Card], spec: SearchSpec | None = None) -> str:
    data = {"query": spec.query if spec else None, "k": spec.k if spec else len(cards),
            "filters": asdict(spec.filters) if spec else None, "results": rows(cards)}
    return json.dumps(data, indent=2, ensure_ascii=False)


def to_markdown(cards: Sequence[Card], spec: SearchSpec | None = None) -> str:
    lines = ["# Precedents", ""]
    if spec is not None:
        lines += [f"**Fact pattern:** {escape_export(spec.query)}", ""]  # whole: a memo must not lose facts
        if spec.filters.describe() != "none":
            lines += [f"**Filters:** {escape_export(spec.filters.describe())}", ""]
    for c in cards:
        where = ", ".join(str(x) for x in (c.court, c.year) if x)
        lines.append(f"## {c.rank}. {escape_export(c.title)} ({escape_export(c.case_id)})")
        lines.append("")
        if where:
            lines.append(f"- Court / year: {escape_export(where)}")
        lines.append(f"- Score: {c.score:.3f} (lexical {c.s_lex:+.2f}, semantic {c.s_sem:+.2f}; best facet: "
                     f"{c.best_facet})")
        if c.stance is not None:
            lines.append(f"- Stance: petitioner {c.stance.petitioner}, respondent {c.stance.respondent} "
                         f"(outcome: {c.stance.outcome})")
        if c.rationale:
            lines.append(f"- Rationale: {escape_export(c.rationale)}")
        for q in c.quotes:
            ref = f"[{q.ref}] " if q.ref else ""
            lines += ["", f"> {ref}*{q.facet}:* {escape_export(q.text)}"]
        lines.append("")
    return "\n".join(lines)
