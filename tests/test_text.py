"""Normalisation, sentence splitting and encoding units on judgment-like text."""

from lcr_core.text import Span, normalize, paragraph_spans, sentence_spans, sentences
from lcr_core.units import DEFAULT_MAX_TOKENS, unit_spans


def test_normalize_rejoins_hard_wrapped_lines_and_keeps_paragraphs():
    raw = "The appellant was convicted under\nsection 302 of the Code and\nsentenced to life.\n\n2. The High Court affirmed."
    assert normalize(raw) == (
        "The appellant was convicted under section 302 of the Code and sentenced to life.\n2. The High Court affirmed."
    )


def test_normalize_nfc_controls_spaces_and_hyphenated_wrap():
    raw = "Cafe\u0301\x00 \t and\x07  the  trans-\nfer of   property\r\nNext para"
    out = normalize(raw)
    assert out == "Caf\u00e9 and the trans-fer of property\nNext para" or out == "Caf\u00e9 and the transfer of property\nNext para"
    assert "\x00" not in out and "\x07" not in out and "  " not in out


def test_paragraph_spans_point_into_text():
    text = normalize("First para.\n\n  Second para here.\nThird.")
    spans = paragraph_spans(text)
    assert [text[s.start : s.end] for s in spans] == ["First para.", "Second para here.", "Third."]


def test_sentences_respect_legal_abbreviations_and_numbering():
    text = (
        "1. The accused was charged u/s. 302 I.P.C. by Shri A. K. Sen, the S.H.O. of the police station. "
        "He was convicted by the Sessions Judge vs. the State of U.P. on 5th May. The appeal was dismissed. "
        "Was the trial fair? We think not."
    )
    got = sentences(text)
    assert got == [
        "1. The accused was charged u/s. 302 I.P.C. by Shri A. K. Sen, the S.H.O. of the police station.",
        "He was convicted by the Sessions Judge vs. the State of U.P. on 5th May.",
        "The appeal was dismissed.",
        "Was the trial fair?",
        "We think not.",
    ]


def test_sentence_spans_cover_paragraph_without_overlap():
    text = normalize("Rs. 5,000 was paid. No. 3 was absent. See Art. 14 and Sec. 5. Done.\nSecond paragraph. Yes.")
    spans = sentence_spans(text)
    for a, b in zip(spans, spans[1:]):
        assert a.end <= b.start
    assert all(text[s.start : s.end].strip() == text[s.start : s.end] for s in spans)
    assert text[spans[0].start : spans[0].end] == "Rs. 5,000 was paid."
    assert text[spans[-1].start : spans[-1].end] == "Yes."


def _word_counter(texts):
    return [len(t.split()) for t in texts]


def test_units_pack_paragraphs_and_split_long_ones_within_the_window():
    long_para = " ".join(f"Sentence number {i} says something about the tenancy." for i in range(120))
    text = normalize("Short one.\nShort two.\n" + long_para + "\nTail paragraph.")
    units = unit_spans(text, _word_counter, max_tokens=50)
    sizes = _word_counter([text[u.start : u.end] for u in units])
    assert max(sizes) <= 50
    assert text[units[0].start : units[0].end].startswith("Short one.\nShort two.")  # packed
    # units are in order, disjoint, and cover every word of the text
    assert all(a.end <= b.start for a, b in zip(units, units[1:]))
    covered = " ".join(text[u.start : u.end] for u in units).split()
    assert covered == text.split()


def test_an_unsplittable_run_is_cut_on_words():
    text = "word " * 700
    units = unit_spans(text.strip(), _word_counter, max_tokens=DEFAULT_MAX_TOKENS)
    assert [len(text[u.start : u.end].split()) for u in units] == [254, 254, 192]


def test_span_len():
    assert len(Span(3, 10)) == 7


def test_wordpiece_counter_counts_like_the_tokenizers_full_encoding():
    """The counter uses the tokenizer's offset-free batch encoding; its counts must be the full encoding's."""
    from lcr_core.encoder import Encoder
    from lcr_core.units import _tokenizer, wordpiece_counter

    path = Encoder().tokenizer_json
    texts = ["The appellant was convicted under Section 302 I.P.C.", "Ünïcode and naïve café", "", "a " * 300]
    full = [len(e.ids) for e in _tokenizer(str(path)).encode_batch(texts, add_special_tokens=False)]
    assert wordpiece_counter(path)(texts) == full
    assert full[3] > 254  # a text past the window is counted whole, not truncated
