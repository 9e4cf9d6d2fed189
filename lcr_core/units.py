"""Encoding units: the pieces of a judgment that are each encoded exactly once.

Units are consecutive paragraphs packed up to the encoder's window (a long paragraph is split on sentence
boundaries, an over-long sentence on word boundaries) and never depend on the facetizer, so re-facetizing a corpus never re-encodes it. A facet's
vector and the whole-document vector are then weighted means of unit vectors.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

from .text import Span, paragraph_spans, sentence_spans

TokenCounter = Callable[[Sequence[str]], list[int]]

# all-MiniLM-L6-v2 truncates at 256 word pieces, two of which are [CLS] and [SEP].
DEFAULT_MAX_TOKENS = 254


@lru_cache(maxsize=4)
def _tokenizer(path: str):
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(path)
    tok.no_truncation()
    tok.no_padding()
    return tok


def wordpiece_counter(tokenizer_json: Path) -> TokenCounter:
    """Counts word pieces with the encoder's own tokenizer (no special tokens)."""
    tok = _tokenizer(str(tokenizer_json))
    # the same ids without character offsets, which counting never reads (~20% less tokenizer time)
    encode_batch = getattr(tok, "encode_batch_fast", tok.encode_batch)

    def count(texts: Sequence[str]) -> list[int]:
        if not texts:
            return []
        return [len(e.ids) for e in encode_batch(list(texts), add_special_tokens=False)]

    return count


def unit_spans(text: str, count_tokens: TokenCounter, max_tokens: int = DEFAULT_MAX_TOKENS) -> list[Span]:
    """Split normalised text into units of at most ``max_tokens`` word pieces, in document order.

    Short paragraphs are packed together up to the window (full windows encode about twice as many tokens
    per second as paragraph-sized ones on CPU); a long paragraph is cut into sentence pieces first.
    """
    pieces: list[Span] = []
    paragraphs = paragraph_spans(text)
    para_tokens = count_tokens([text[p.start : p.end] for p in paragraphs])
    sizes: list[int] = []
    for para, n in zip(paragraphs, para_tokens):
        if n <= max_tokens:
            pieces.append(para)
            sizes.append(n)
        else:
            parts = [x for s in sentence_spans(text, para) for x in _split_long_sentence(text, s, count_tokens, max_tokens)]
            pieces.extend(parts)
            sizes.extend(count_tokens([text[x.start : x.end] for x in parts]))
    return _pack(pieces, sizes, max_tokens)


def _pack(pieces: list[Span], sizes: list[int], max_tokens: int) -> list[Span]:
    """Greedy packing of consecutive pieces into spans of at most ``max_tokens``."""
    units: list[Span] = []
    cur_start, cur_end, cur_tokens = -1, -1, 0
    for piece, n in zip(pieces, sizes):
        n = min(n, max_tokens)
        if cur_start >= 0 and cur_tokens + n <= max_tokens:
            cur_end, cur_tokens = piece.end, cur_tokens + n
            continue
        if cur_start >= 0:
            units.append(Span(cur_start, cur_end))
        cur_start, cur_end, cur_tokens = piece.start, piece.end, n
    if cur_start >= 0:
        units.append(Span(cur_start, cur_end))
    return units


def _split_long_sentence(text: str, sent: Span, count_tokens: TokenCounter, max_tokens: int) -> list[Span]:
    body = text[sent.start : sent.end]
    if count_tokens([body])[0] <= max_tokens:
        return [sent]
    # word boundaries; word pieces per word counted once, then packed
    words: list[Span] = []
    pos = 0
    for word in body.split(" "):
        if word:
            words.append(Span(sent.start + pos, sent.start + pos + len(word)))
        pos += len(word) + 1
    sizes = count_tokens([text[w.start : w.end] for w in words])
    return _pack(words, sizes, max_tokens)


def segment(text: str, count_tokens: TokenCounter | None, max_tokens: int = DEFAULT_MAX_TOKENS,
            units: list[Span] | None = None):
    """Paragraphs, sentences and encoding units of a normalised text (vectors are attached later).

    Pass ``units`` (e.g. read back from the store) to skip computing them.
    """
    from .schema import Segmented

    paragraphs = paragraph_spans(text)
    sentences = [s for p in paragraphs for s in sentence_spans(text, p)]
    if units is None:
        if count_tokens is None:
            raise ValueError("count_tokens is needed to compute units")
        units = unit_spans(text, count_tokens, max_tokens)
    return Segmented(text=text, paragraphs=paragraphs, sentences=sentences, units=units)
