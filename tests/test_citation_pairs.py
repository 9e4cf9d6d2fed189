"""IRLeD citation-gap training pairs (benchmarks/citation_pairs.py): a window is the words around one gap with every
marker removed, the positive is the cited set's best-BM25 passage (never a judgment the source does not cite), the
margin says how clearly one cited judgment won, and a batch never repeats a source or a cited judgment."""

from __future__ import annotations

from benchmarks.citation_pairs import align, gap_windows
from benchmarks.finetune_encoder import batches

GAP = "[?CITATION?]"


def test_a_gap_window_is_the_words_around_it_with_every_marker_removed():
    words = [f"w{i}" for i in range(200)]
    words[100] = GAP + ","
    words[110] = GAP
    got = gap_windows(" ".join(words), before=70, after=20, least=60)
    assert [n for n, _ in got] == [0, 1]
    first = got[0][1].split()
    assert first[0] == "w30" and first[-1] == "w120"
    assert "," in first and all(GAP not in w for w in first)
    assert "w110" not in first and len(first) == 70 + 20 + 1 - 1  # the second gap's marker word is dropped


def test_a_window_shorter_than_least_is_left_out():
    assert gap_windows(f"a few words {GAP} then more", least=60) == []
    assert gap_windows(f"a few words {GAP} then more", least=3) == [(0, "a few words then more")]


def test_align_picks_the_best_passage_of_the_cited_set_only():
    cited = {
        "p1": ["the landlord evicted the tenant for arrears of rent", "interest on arrears of rent is payable"],
        "p2": ["the accused was convicted of murder on circumstantial evidence"],
        "p3": ["murder circumstantial evidence chain of circumstances complete"],  # not cited by s1
        "p4": [f"filler passage number {i} about the sales tax" for i in range(8)],  # idf needs a collection
    }
    cited_by = {"s1": ["p1", "p2"], "s2": []}
    windows = [("s1", 0, "chain of circumstantial evidence in a murder"), ("s1", 1, "eviction of a tenant for arrears"),
               ("s2", 0, "anything")]
    got = align(windows, cited, cited_by)
    assert [(a.source, a.gap, a.cited) for a in got] == [("s1", 0, "p2"), ("s1", 1, "p1")]  # s2 cites nothing
    assert got[0].passage == cited["p2"][0]
    assert got[1].passage == cited["p1"][0]
    assert all(a.margin > 0 for a in got)
    tie = align([("s1", 0, "nothing in common")], cited, cited_by)
    assert tie[0].margin == 0.0


def test_no_batch_repeats_a_source_or_a_cited_judgment():
    pairs = [((f"s{i % 6}", f"c{i % 4}"), f"window {i}", f"passage {i}") for i in range(48)]
    out = batches(pairs, size=3)
    assert out
    for b in out:
        assert len({p[0][0] for p in b}) == len(b)
        assert len({p[0][1] for p in b}) == len(b)
    assert sum(len(b) for b in out) >= 36
