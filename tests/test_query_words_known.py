"""A query whose words the corpus does not use (another language, a typo storm) is ranked almost by meaning alone;
the user is told so instead of getting confident-looking cards (tried: a French tenancy query returned murder
appeals with no word of warning)."""

from __future__ import annotations

from lcr_core.engine import unknown_words_warning

FRENCH = "Un locataire n'a pas payé son loyer depuis trois ans; le propriétaire veut l'expulser."


def test_a_query_in_another_language_is_flagged(demo_engine):
    result = demo_engine.search(FRENCH, k=3)
    notes = [w for w in result.warnings if "occur in no stored judgment" in w]
    assert notes and "locatair" in notes[0]  # (as the analyzer wrote it: stemmed or not)


def test_an_english_query_all_in_capitals_is_not_flagged(demo_engine):
    result = demo_engine.search("ACCUSED CONVICTED UNDER SECTION 302 IPC ON CIRCUMSTANTIAL EVIDENCE, LAST SEEN "
                                "TOGETHER, NO MOTIVE PROVED", k=3)
    assert not any("occur in no stored judgment" in w for w in result.warnings)


def test_a_few_unknown_words_are_not_flagged():
    vocab = {"tenant": 0, "rent": 1, "evict": 2, "premises": 3}
    assert unknown_words_warning(["tenant", "rent", "evict", "premises", "xyzzy"], vocab) is None
    assert unknown_words_warning(["locataire", "loyer", "rent"], vocab) is not None
    assert unknown_words_warning(["xyzzy"], vocab) is None  # one word: the 'no match' is visible enough
