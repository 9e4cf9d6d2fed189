"""The hand-labelled stance triples stay valid: offsets, hashes and vocabularies checked against ../shared."""

from __future__ import annotations

import copy
import importlib.util

import pytest

from conftest import ROOT, SHARED

STANCE = ROOT / "datasets" / "stance"


def _load_checker():
    spec = importlib.util.spec_from_file_location("stance_check", STANCE / "check.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


check = _load_checker()
needs_shared = pytest.mark.skipif(not (SHARED / "irled2017" / "corpus.jsonl.gz").exists(), reason="no ../shared data")


def _triples() -> dict[str, list[dict]]:
    return {s: check.read_split(s) for s in check.SPLITS}


@pytest.fixture(scope="module")
def shared():
    return check.load_shared(SHARED)


def test_split_sizes_and_coverage():
    by = _triples()
    assert len(by["dev"]) >= 60 and len(by["heldout"]) >= 120
    allt = by["dev"] + by["heldout"]
    assert sum(t["source"] == "aila2019" for t in allt) >= 60
    assert sum(t["source"] == "irled2017" for t in allt) >= 60
    assert len({t["area"] for t in allt}) >= 5
    assert not check.check_consistency(by)


def test_irled_evidence_text_is_never_shipped():
    for rs in _triples().values():
        assert all("evidence" not in t for t in rs if t["source"] == "irled2017")


@needs_shared
def test_every_triple_matches_the_corpus(shared):
    for split, rs in _triples().items():
        assert check.check_records(rs, split, shared) == []


@needs_shared
def test_checker_catches_tampering(shared):
    good = _triples()["dev"]
    aila = next(t for t in good if t["source"] == "aila2019")
    irled = next(t for t in good if t["source"] == "irled2017")
    shifted = copy.deepcopy(irled) | {"evidence_start": irled["evidence_start"] + 1}
    leaked = copy.deepcopy(irled) | {"evidence": "x"}
    bad_stance = copy.deepcopy(aila) | {"stance": "favours"}
    bad_role = copy.deepcopy(aila) | {"precedent_roles": {"appellant": "State", "respondent": "accused"}}
    val_query = copy.deepcopy(aila) | {"query_id": "AILA_Q11"}
    for bad in (shifted, leaked, bad_stance, bad_role, val_query):
        assert check.check_records([bad], "dev", shared), bad
    # a clear win whose stance says the opposite of its own roles and outcome (two sides' stances swapped)
    clear = next(t for t in good if t["precedent_outcome"] in ("allowed", "dismissed") and t["stance"] != "neutral"
                 and check.stance_direction(t) == t["stance"])
    swapped = copy.deepcopy(clear) | {"stance": {"supports": "opposes", "opposes": "supports"}[clear["stance"]]}
    assert check.check_records([clear], "dev", shared) == []
    assert any("opposite" in e for e in check.check_records([swapped], "dev", shared))
    assert check.check_records([copy.deepcopy(clear) | {"stance": "neutral"}], "dev", shared) == []  # a remand
    mixed = {"dev": [aila, copy.deepcopy(aila) | {"id": "x", "user_role": "tenant"}], "heldout": []}
    assert check.check_consistency(mixed)


@needs_shared
def test_a_train_query_judgment_is_never_its_own_precedent(shared):
    """Since the seventeenth set, an IRLeD precedent may be a train query judgment; never the triple's own query
    (offsets and hash made valid for that text, so only this check can catch it)."""
    import hashlib

    t = next(r for r in _triples()["heldout17"] if r["source"] == "irled2017")
    assert check.check_records([t], "heldout17", shared) == []
    text = shared["irled2017"]["texts"][t["query_id"]]
    own = copy.deepcopy(t) | {"doc_id": t["query_id"], "evidence_start": 0, "evidence_end": 40,
                              "evidence_sha1": hashlib.sha1(text[:40].encode("utf-8")).hexdigest()}
    assert any("its own query" in e for e in check.check_records([own], "heldout17", shared))
