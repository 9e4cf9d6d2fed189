"""Optional text-derived index parts (word pairs, statute sets) are saved beside the index and reused by the next
process, and a stale or damaged file is rebuilt, never trusted (lcr_core/text_parts.py), on the demo corpus."""

from __future__ import annotations

import logging
from collections import Counter

import numpy as np
import pytest

from lcr_core import text_parts
from lcr_core.engine import Engine

QUERY = "The appellant was convicted under Section 302 IPC on the strength of a dying declaration"


def _parts_dir(engine):
    return engine.store.path / "index" / text_parts.PARTS_DIR


def _no_texts(*args, **kwargs):
    raise AssertionError("the stored texts were read: the saved part was not used")


def _scores(part, engine):
    from lcr_core.phrases import PhraseOptions

    tokens = engine.analyzer(QUERY)
    counts = part.query_counts(tokens, QUERY, dict(Counter(tokens)))
    return part.scores(PhraseOptions("joined", 1.0, True), counts, 1.2, 0.75)


@pytest.fixture()
def fresh_slots(demo_engine, monkeypatch):
    """The demo engine without its in-memory parts, so each test sees a first use."""
    monkeypatch.setattr(demo_engine, "_phrase_index", None)
    monkeypatch.setattr(demo_engine, "_statute_sets", None)
    return demo_engine


def test_a_second_process_loads_the_saved_phrase_part_instead_of_reading_the_corpus(fresh_slots, monkeypatch):
    engine = fresh_slots
    built = engine.phrase_index_for(engine.index)
    saved = sorted(p.name for p in _parts_dir(engine).glob("phrase_index-*.npz"))
    assert len(saved) == 1
    other = Engine(engine.settings, create=False)  # the next process: nothing in memory
    monkeypatch.setattr(other.store, "iter_cases", _no_texts)
    loaded = other.phrase_index_for(other.index)
    assert loaded is not built
    assert loaded.postings() == built.postings() and loaded.n_docs == built.n_docs
    assert np.array_equal(loaded.pair_keys, built.pair_keys)
    assert loaded.words.vocab == built.words.vocab and loaded.statutes.vocab == built.statutes.vocab
    got, want = _scores(loaded, other), _scores(built, engine)
    assert want.max() > 0 and np.allclose(got, want)


def test_the_statute_sets_round_trip_through_their_saved_file(fresh_slots, monkeypatch):
    engine = fresh_slots
    built = engine.statute_sets_for(engine.index)
    other = Engine(engine.settings, create=False)
    monkeypatch.setattr(other.store, "iter_cases", _no_texts)
    loaded = other.statute_sets_for(other.index)
    assert loaded.terms == built.terms and len(built.terms) > 10
    assert (loaded.matrix != built.matrix).nnz == 0
    p = np.linspace(0.0, 1.0, len(built.terms))
    assert np.allclose(loaded.scores(p), built.scores(p))


def test_a_damaged_file_is_rebuilt_from_the_texts_with_a_warning(fresh_slots, caplog):
    engine = fresh_slots
    want = engine.phrase_index_for(engine.index)
    (path,) = _parts_dir(engine).glob("phrase_index-*.npz")
    path.write_bytes(path.read_bytes()[:200])  # a write cut short
    other = Engine(engine.settings, create=False)
    with caplog.at_level(logging.WARNING, logger="lcr_core.text_parts"):
        got = other.phrase_index_for(other.index)
    assert "rebuilding" in caplog.text
    assert got.postings() == want.postings()
    with np.load(path) as data:  # ... and saved whole again for the process after
        assert len(data["pair_keys"]) == len(want.pair_keys)


def test_the_key_follows_texts_rows_analyzer_and_format():
    base = text_parts.part_key("phrase_index", 1, "g1", ["a", "b"], "words+stop")
    assert base == text_parts.part_key("phrase_index", 1, "g1", ["a", "b"], "words+stop")
    others = [text_parts.part_key("phrase_index", 1, "g2", ["a", "b"], "words+stop"),  # a text changed
              text_parts.part_key("phrase_index", 1, "g1", ["b", "a"], "words+stop"),  # the rows moved
              text_parts.part_key("phrase_index", 1, "g1", ["ab"], "words+stop"),  # ids are not run together
              text_parts.part_key("phrase_index", 1, "g1", ["a", "b"], "words+stop+snowball"),
              text_parts.part_key("phrase_index", 2, "g1", ["a", "b"], "words+stop"),
              text_parts.part_key("statute_sets", 1, "g1", ["a", "b"], "words+stop")]
    assert len({base, *others}) == 1 + len(others)


def test_saving_keeps_only_the_newest_snapshot_and_a_read_only_folder_still_serves(tmp_path, monkeypatch):
    from lcr_core.statute_inference import StatuteSets

    texts = ["convicted under Section 302 IPC", "bail under Section 438 Cr.P.C.", "Article 21 of the Constitution"]
    first = text_parts.load_or_build(tmp_path, "statute_sets", "k1", lambda: StatuteSets.build(texts),
                                     StatuteSets.from_arrays)
    text_parts.load_or_build(tmp_path, "statute_sets", "k2", lambda: StatuteSets.build(texts[:2]),
                             StatuteSets.from_arrays)
    assert [p.name for p in tmp_path.glob("*.npz")] == ["statute_sets-k2.npz"]
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the parts folder should be")
    got = text_parts.load_or_build(blocked, "statute_sets", "k1", lambda: StatuteSets.build(texts),
                                   StatuteSets.from_arrays)
    assert got.terms == first.terms  # built, used, not saved


def test_a_snapshot_the_store_has_moved_past_is_not_saved(tmp_path):
    """A search pinned to an older index builds from the store's newer texts: keyed by the old generation, that file
    would say what it is not (and would replace the current snapshot's file), so it is used but never saved."""
    from lcr_core.statute_inference import StatuteSets

    texts = ["convicted under Section 302 IPC", "bail under Section 438 Cr.P.C."]
    text_parts.load_or_build(tmp_path, "statute_sets", "now", lambda: StatuteSets.build(texts), StatuteSets.from_arrays)
    got = text_parts.load_or_build(tmp_path, "statute_sets", "old", lambda: StatuteSets.build(texts[:1]),
                                   StatuteSets.from_arrays, save=False)
    assert len(got.terms) == 1
    assert [p.name for p in tmp_path.glob("*.npz")] == ["statute_sets-now.npz"]
