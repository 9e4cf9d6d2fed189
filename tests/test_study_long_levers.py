"""The citation prior's IRLeD side (benchmarks/study_long_levers.py): a judgment's own reporter citations are read
from its header, matched in other judgments' bodies in their usual forms, never to itself, never when two
judgments share a citation, and its CITATOR INFO list counts only later cases that are corpus judgments (in the
right direction: the later case cites this one)."""

from __future__ import annotations

from benchmarks.study_long_levers import reporter_edges, reporter_keys


def test_reporter_keys_read_the_usual_forms():
    text = "[[1972] INSC 136]; [[1973] 1 S.C.R. 533]; AIR 1989 SC 29; [[1986] 4 SCC 146]; [AIR (1974) SC 555]"
    from benchmarks.study_long_levers import _norm

    assert reporter_keys(_norm(text), False) == {("INSC", "1972", "136"), ("SCR", "1973", "533"),
                                                 ("AIR", "1989", "29"), ("SCC", "1986", "4", "146"),
                                                 ("AIR", "1974", "555")}
    assert ("AIR", "1993", "1632") in reporter_keys("CITATION: 1993 AIR 1632 1993 SCR (1) 750", True)


def test_edges_by_reporter_citation_and_citator():
    docs = {
        "A": " [1972] INSC 136; AIR 1973 SC 100; 1973 (1) SCR 533 (1 May 1972)\nX (J)\n"
             "CITATION: 1973 AIR 100 1973 SCR (1) 533\nCITATOR INFO :\nR [1990 SC 77] (5) F [1991 SC 9] (2)\n"
             "The appeal. As held in [[1972] INSC 136] (itself).",
        "B": " [1989] INSC 7; AIR 1990 SC 77 (2 Feb 1989)\nY (J)\nCITATION: 1990 AIR 77\n"
             "Relying on State v. Z, [1973] 1 S.C.R. 533, we allow it. Also AIR 1980 SC 5.",
        "C": " AIR 1980 SC 5 (1 Jan 1980)\nCITATION: 1980 AIR 5\nNothing cited.",
        "D": " AIR 1980 SC 5 (1 Jan 1980)\nCITATION: 1980 AIR 5\nA second judgment with C's citation.",
    }
    edges = reporter_edges(docs)
    # B cites A in its body and A's citator lists B (1990 SC 77); 1991 SC 9 is no corpus judgment; AIR 1980 SC 5
    # is shared by C and D, so never matched; A's own INSC citation in its body is no self-citation
    assert edges == {"B": {"A"}}
