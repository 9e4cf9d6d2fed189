"""The encoder fine-tuning pairs (benchmarks/finetune_encoder.py): in-batch negatives must never be the anchor's own
judgment (that would teach the model that a judgment's facts do not match its own reasoning), and a facts window is
a typed-pattern-sized run of consecutive words."""

from __future__ import annotations

import random

from benchmarks.finetune_encoder import batches, window


def test_no_batch_holds_two_pairs_of_one_judgment_and_none_is_dropped():
    pairs = [(f"d{i % 7}", f"facts {i}", f"reasoning {i}") for i in range(60)]  # 7 judgments, many pairs each
    out = batches(pairs, size=5)
    for b in out:
        assert len({p[0] for p in b}) == len(b)
    assert all(len(b) == 5 for b in out)
    assert sum(len(b) for b in out) >= 50  # only a tail that cannot fill a batch of distinct judgments is left out


def test_a_window_is_consecutive_words_of_the_asked_length():
    words = [f"w{i}" for i in range(500)]
    text = " ".join(words)
    rng = random.Random(3)
    for _ in range(20):
        got = window(text, rng, 40, 120).split()
        assert 40 <= len(got) <= 120
        start = words.index(got[0])
        assert got == words[start : start + len(got)]
    assert window("only five words here now", rng, 40, 120) == "only five words here now"
