"""Best-effort case metadata from the opening of a judgment: title/parties, court, year."""

from __future__ import annotations

import math
import re

_PARTIES = re.compile(r"^(?P<a>.{2,150}?)\s+(?:v\.?|vs\.?|versus)\s+(?P<b>.{2,150}?)\s*$", re.IGNORECASE)
_PETITIONER = re.compile(r"^\s*(?:PETITIONER|APPELLANT)S?\s*:?\s*(?P<a>.{0,150})$", re.IGNORECASE | re.MULTILINE)
_RESPONDENT = re.compile(r"^\s*RESPONDENTS?\s*:?\s*(?P<b>.{0,150})$", re.IGNORECASE | re.MULTILINE)
_COURT = re.compile(
    r"\b(Supreme Court of (?:India|[A-Z][a-z]+)|High Court (?:of|at) (?:Judicature (?:at|for) )?[A-Z][A-Za-z ]{2,30}?"
    r"(?=[\n,.]| at\b| Bench\b)|(?:[A-Z][a-z]+ ){1,2}High Court|Board of Veterans' Appeals|Court of Appeal|House of Lords|"
    r"Privy Council)",
)
_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_DATE_YEAR = re.compile(
    rf"\b\d{{1,2}}(?:st|nd|th|rd)?\s+(?:{_MONTHS}),?\s+(?P<y>1[89]\d\d|20\d\d)\b"
    rf"|\b(?:{_MONTHS})\s+\d{{1,2}},?\s+(?P<y2>1[89]\d\d|20\d\d)\b"
    r"|\b\d{1,2}[/.-]\d{1,2}[/.-](?P<y3>1[89]\d\d|20\d\d)\b",
    re.IGNORECASE,
)
_ANY_YEAR = re.compile(r"\b(1[89]\d\d|20[0-2]\d)\b")


def extract_metadata(text: str, head_chars: int = 1500) -> dict[str, object]:
    """Title (parties), court and decision year found in the first lines; keys absent when not found."""
    head = text[:head_chars]
    meta: dict[str, object] = {}
    title = _title(head)
    if title:
        meta["title"] = title
    court = _court(head)
    if court:
        meta["court"] = court
    year = _year(head)
    if year:
        meta["year"] = year
    return meta


# Signs that the Supreme Court of India itself delivered the judgment, when no header line names the court.
_APEX_SIGNS = re.compile(r"\b(?:CIVIL|CRIMINAL)\s+(?:APPELLATE|ORIGINAL)\s+JURISDICTION\b|\bC\.\s?J\.\s?I\b|\bCJI\b"
                         r"|Chief Justice of India", re.IGNORECASE)
_SMALL_WORDS = re.compile(r"\b(Of|At|For|The|And|In)\b")


def _court(head: str) -> str | None:
    """The court that delivered the judgment. A header line that is a court's name ("Supreme Court of India",
    "IN THE HIGH COURT OF KARNATAKA AT BANGALORE") wins over a court named in the parties line (a respondent
    such as "Public Prosecutor, High Court of Andhra Pradesh") or in the text (the court below); then the
    Supreme Court's own markers (its jurisdiction heading, a judge designated CJI); then the first court named
    in the opening lines, the parties line last."""
    lines = [line.strip() for line in head.split("\n")[:12]]
    for line in lines:
        if not line or len(line) > 120 or _PARTIES.match(line):
            continue
        # "IN THE SUPREME COURT OF INDIA" -> "In the Supreme Court of India", so the court pattern applies
        cased = _SMALL_WORDS.sub(lambda m: m.group(1).lower(), line.title()) if line.isupper() else line
        m = _COURT.search(cased + "\n")
        if (m and cased[: m.start()].strip().lower() in ("", "in the") and not m.group(1).startswith("The ")
                and len(cased[m.end():].strip()) <= 40):  # the line is the court's name ("... at Bangalore")
            return m.group(1).strip()
    if _APEX_SIGNS.search(head):
        return "Supreme Court of India"
    parties = [line for line in lines[:5] if _PARTIES.match(line)]
    for line in [line for line in lines[:5] if line not in parties] + parties:
        m = _COURT.search(line + "\n")
        if m:
            return m.group(1).strip()
    return None


def _title(head: str) -> str | None:
    for line in head.split("\n")[:6]:
        m = _PARTIES.match(line.strip())
        if m and len(line) < 250 and "(J)" not in line:
            return f"{m.group('a').strip()} v. {m.group('b').strip()}"
    pet, res = _PETITIONER.search(head), _RESPONDENT.search(head)
    if pet and res:
        a = pet.group("a").strip() or _next_line(head, pet.end())
        b = res.group("b").strip() or _next_line(head, res.end())
        if a and b:
            return f"{a} v. {b}"
    return None


def _next_line(head: str, pos: int) -> str:
    rest = head[pos:].lstrip("\n").split("\n", 1)[0].strip()
    return rest[:150]


def _year(head: str) -> int | None:
    m = _DATE_YEAR.search(head)
    if m:
        return int(m.group("y") or m.group("y2") or m.group("y3"))
    m = _ANY_YEAR.search(head)
    return int(m.group(1)) if m else None


_YEAR_IN_TEXT = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d|2100)(?!\d)")


def parse_year(value: object) -> int | None:
    """A year (1500-2100) from a metadata value: 2001, 2001.0, "2001", "12 May 2001", "2001-05-12"; else None.

    Metadata arrives from users' JSONL files; whatever is stored under ``year`` must read back as an int.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        if not math.isfinite(value) or not value.is_integer():
            return None
        value = int(value)
    if isinstance(value, int):
        return value if 1500 <= value <= 2100 else None
    if isinstance(value, str):
        m = _DATE_YEAR.search(value)
        if m:
            return int(m.group("y") or m.group("y2") or m.group("y3"))
        years = set(_YEAR_IN_TEXT.findall(value))
        return int(years.pop()) if len(years) == 1 else None
    return None
