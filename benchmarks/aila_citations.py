"""In-corpus citation pseudo-queries for AILA 2019 (issue 11, lever 6: more training signal for typed queries).

AILA's relevance *is* citation: a query is the facts of a judgment, its relevant set the corpus judgments that
judgment cites. Many corpus judgments cite other corpus judgments by name ("In Bijoy Singh v. State of Bihar,
[2002] 9 SCC 147 ..."), so the corpus gives the same kind of pair for free: a citing judgment's facts -> the
judgments it cites. No query label is read. A citing judgment whose text contains a train or val query's facts
(the val query's own judgment can be in the corpus) is never used: its citations would be that query's labels.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping

# words that do not tell one party from another in a cause title
_FILLER = {"the", "of", "and", "others", "ors", "anr", "another", "etc", "m", "s", "ltd", "limited", "pvt",
           "private", "co", "state", "union", "india"}
_V = re.compile(r"\s+(?:versus|vs?\.?)\s+", re.I)  # "v", "v.", "vs", "vs." or "versus"
# a sentence that names a case or a law report: dropped from a pseudo-query, so it cannot name its answer
_CITES = re.compile(r"\b(?:vs?\.?|versus)\s+[A-Z]|\b(?:AIR|SCC|SCR|Cri\.? ?L\.? ?J|Indlaw)\b")
_SENTENCE = re.compile(r"(?<! v\.)(?<!vs\.)(?<=[.;?!])\s+")  # not after "v." of a cause title


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z]+", text.lower())


def title_key(title: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The words a citation of this cause title must contain: up to three distinctive words of the first party,
    then the first three words of the second ("Bijoy Singh and Another v State of Bihar" ->
    (("bijoy", "singh"), ("state", "of", "bihar")))."""
    parts = _V.split(title.strip(), maxsplit=1)
    if len(parts) != 2:
        return None
    first = [w for w in _words(parts[0]) if w not in _FILLER and len(w) > 1]
    second = _words(parts[1])
    if not first or not second:
        return None
    return tuple(first[:3]), tuple(second[:3])


def _body(text: str) -> str:
    """The judgment without its first line (the cause title), lower-cased to words."""
    return " ".join(_words(text.split("\n", 1)[1] if "\n" in text else ""))


def citation_edges(docs: Mapping[str, str]) -> dict[str, list[str]]:
    """citing id -> the corpus ids it cites by cause title. A title two judgments share is ambiguous and is
    never matched; a judgment never cites itself."""
    keys = {i: k for i, t in docs.items() if (k := title_key(t.split("\n", 1)[0])) is not None}
    shared = Counter(keys.values())
    keys = {i: k for i, k in keys.items() if shared[k] == 1}
    bodies = {i: _body(t) for i, t in docs.items()}
    vocab = {i: set(b.split()) for i, b in bodies.items()}
    edges: dict[str, set[str]] = {}
    for cited, (first, second) in keys.items():
        pattern = re.compile(r"\b" + r"\s+".join(first) + r"\s+(?:\w+\s+){0,6}?(?:vs?|versus)\s+"
                             + r"\s+".join(second) + r"\b")
        need = set(first) | set(second)
        for citing, body in bodies.items():
            if citing != cited and need <= vocab[citing] and pattern.search(body):
                edges.setdefault(citing, set()).add(cited)
    return {i: sorted(c) for i, c in sorted(edges.items())}


def _grams(text: str, n: int) -> set[str]:
    w = _words(text)
    return {" ".join(w[i:i + n]) for i in range(len(w) - n + 1)}


def holds_a_query(docs: Mapping[str, str], queries: Iterable[str], n: int = 8, min_shared: int = 50) -> set[str]:
    """Corpus ids whose text shares at least ``min_shared`` word ``n``-grams with a query: the query's own
    judgment (or a copy), whose citations would be that query's labels."""
    qgrams = [_grams(q, n) for q in queries]
    out = set()
    for i, t in docs.items():
        g = _grams(t, n)
        if any(len(g & q) >= min_shared for q in qgrams):
            out.add(i)
    return out


def fact_window(facts: str, words: int) -> str:
    """The first ``words`` words of a judgment's facts, leaving out every sentence that names a case or a law
    report (so the query cannot carry its answer's name)."""
    kept = [s for s in _SENTENCE.split(facts) if not _CITES.search(s)]
    return " ".join(" ".join(kept).split()[:words])


def main(argv: list[str] | None = None) -> None:
    """Print how many corpus judgments cite another by name and, given train qrels, whether relevant judgments
    are cited more often than the corpus average (the "landmark prior" check; train labels only)."""
    import argparse
    import gzip
    import json
    from pathlib import Path

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("--corpus", type=Path, default=Path("../shared/data/aila2019/corpus.jsonl.gz"))
    ap.add_argument("--qrels", type=Path, default=None, help="e.g. ../shared/data/aila2019/qrels_train.txt")
    args = ap.parse_args(argv)
    with gzip.open(args.corpus, "rt", encoding="utf-8") as fh:
        docs = {d["id"]: d["text"] for d in map(json.loads, fh) if d.get("text")}
    edges = citation_edges(docs)
    cited = Counter(c for cs in edges.values() for c in cs)
    print(f"{len(edges)} of {len(docs)} judgments cite another by cause title; {sum(cited.values())} citations; "
          f"{len(cited)} judgments cited")
    if args.qrels:
        rel = [line.split()[2] for line in args.qrels.read_text(encoding="utf-8").splitlines()
               if line.strip() and int(line.split()[3]) > 0]
        for name, ids in (("corpus", list(docs)), (f"relevant in {args.qrels.name}", rel)):
            n = [cited[i] for i in ids]
            print(f"{name}: {len(ids)} judgments, cited by {sum(n) / len(n):.2f} others on average, "
                  f"{sum(x > 0 for x in n) / len(n):.0%} cited at least once")


if __name__ == "__main__":
    main()
