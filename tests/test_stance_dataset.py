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


@needs_shared
def test_a_written_query_record_must_quote_its_written_fact_pattern(shared):
    """Since the nineteenth set, a triple may carry a written fact pattern (query_text) instead of a train query:
    it passes only with the written query's exact text, and a written query id never passes without it."""
    written = check.load_written_queries()
    qid = "written19-motor"
    assert qid in written
    t = check.read_split("heldout19")[0]
    assert check.check_records([t], "heldout19", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout19", shared) == []
    edited = copy.deepcopy(ok) | {"query_text": written[qid] + " "}
    assert any("differs from the written query" in e for e in check.check_records([edited], "heldout19", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout19", shared))
    unknown = copy.deepcopy(ok) | {"query_id": "written19-nothing"}
    assert any("not a written query" in e for e in check.check_records([unknown], "heldout19", shared))


def test_the_nineteenth_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout19 live in triples_heldout19b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout19.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout19")] == ["a"]
    (tmp_path / "triples_heldout19b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout19")] == ["a", "b"]
    (tmp_path / "triples_heldout18.jsonl").write_text('{"id": "c"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout18")] == ["c"]


def test_a_written_query_id_given_twice_or_without_text_is_refused(tmp_path, monkeypatch):
    """review19: a duplicate id silently replaced the first pattern, so records quoting it failed for no reason
    a reader could see (or passed against the wrong text)."""
    monkeypatch.setattr(check, "HERE", tmp_path)
    monkeypatch.setattr(check, "WRITTEN_QUERY_FILES", ("w.jsonl",))
    (tmp_path / "w.jsonl").write_text('{"id": "written-a", "text": "one"}\n{"id": "written-b", "text": "two"}\n',
                                      encoding="utf-8")
    assert check.load_written_queries() == {"written-a": "one", "written-b": "two"}
    (tmp_path / "w.jsonl").write_text('{"id": "written-a", "text": "one"}\n{"id": "written-a", "text": "two"}\n',
                                      encoding="utf-8")
    with pytest.raises(SystemExit, match="given twice"):
        check.load_written_queries()
    (tmp_path / "w.jsonl").write_text('{"id": "written-a", "text": "  "}\n', encoding="utf-8")
    with pytest.raises(SystemExit, match="no text"):
        check.load_written_queries()


@needs_shared
def test_a_twentieth_set_record_must_quote_its_written_fact_pattern(shared):
    """The twentieth set's pairs 21-40 use the fact patterns of written_queries20.jsonl: a record passes only with
    its written query's exact text, and a written20 id never passes without it."""
    written = check.load_written_queries()
    assert {"written20-seniority", "written20-excise", "written20-contract", "written20-matrimonial"} <= set(written)
    qid = "written20-contract"
    t = check.read_split("heldout20")[0]
    assert check.check_records([t], "heldout20", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout20", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written20-matrimonial"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout20", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout20", shared))


def test_the_twentieth_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout20 live in triples_heldout20b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout20.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout20")] == ["a"]
    (tmp_path / "triples_heldout20b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout20")] == ["a", "b"]


def test_the_twentieth_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout20 is a disjoint split checked against the nineteenth AILA outcome file (sample_pairs'
    HELDOUT20_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout20" in check.SPLITS and "heldout20" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout19.jsonl" in check.HELDOUT20_OUTCOME_FILES
    assert set(check.HELDOUT19_OUTCOME_FILES) < set(check.HELDOUT20_OUTCOME_FILES)
    assert check.HELDOUT20_TWIN_FILES == ("outcomes/aila2019_heldout20.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout20": by["heldout20"], "heldout19": by["heldout19"]})


@needs_shared
def test_a_twenty_first_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-first set's pairs 21-40 use the fact patterns of written_queries21.jsonl: a record passes only with
    its written query's exact text, and a written21 id never passes without it."""
    written = check.load_written_queries()
    assert {"written21-promotion", "written21-customs", "written21-salestax", "written21-company"} <= set(written)
    qid = "written21-company"
    t = check.read_split("heldout21")[0]
    assert check.check_records([t], "heldout21", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout21", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written21-customs"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout21", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout21", shared))


def test_the_twenty_first_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout21 live in triples_heldout21b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout21.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout21")] == ["a"]
    (tmp_path / "triples_heldout21b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout21")] == ["a", "b"]


def test_the_twenty_first_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout21 is a disjoint split checked against the twentieth AILA outcome file (sample_pairs'
    HELDOUT21_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout21" in check.SPLITS and "heldout21" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout20.jsonl" in check.HELDOUT21_OUTCOME_FILES
    assert set(check.HELDOUT20_OUTCOME_FILES) < set(check.HELDOUT21_OUTCOME_FILES)
    assert check.HELDOUT21_TWIN_FILES == ("outcomes/aila2019_heldout21.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout21": by["heldout21"], "heldout20": by["heldout20"]})


@needs_shared
def test_a_twenty_second_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-second set's pairs 21-40 use the fact patterns of written_queries22.jsonl (120-220 words each): a
    record passes only with its written query's exact text, and a written22 id never passes without it."""
    written = check.load_written_queries()
    ids = {"written22-company", "written22-tenancy", "written22-promotion", "written22-land"}
    assert ids <= set(written)
    assert all(120 <= len(written[q].split()) <= 220 for q in ids)
    qid = "written22-tenancy"
    t = check.read_split("heldout22")[0]
    assert check.check_records([t], "heldout22", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout22", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written22-land"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout22", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout22", shared))


def test_the_twenty_second_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout22 live in triples_heldout22b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout22.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout22")] == ["a"]
    (tmp_path / "triples_heldout22b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout22")] == ["a", "b"]


def test_the_twenty_second_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout22 is a disjoint split checked against the twenty-first AILA outcome file (sample_pairs'
    HELDOUT22_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout22" in check.SPLITS and "heldout22" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout21.jsonl" in check.HELDOUT22_OUTCOME_FILES
    assert set(check.HELDOUT21_OUTCOME_FILES) < set(check.HELDOUT22_OUTCOME_FILES)
    assert check.HELDOUT22_TWIN_FILES == ("outcomes/aila2019_heldout22.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout22": by["heldout22"], "heldout21": by["heldout21"]})


@needs_shared
def test_a_twenty_third_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-third set's pairs 21-40 use the fact patterns of written_queries23.jsonl (120-220 words each): a
    record passes only with its written query's exact text, and a written23 id never passes without it."""
    written = check.load_written_queries()
    ids = {"written23-matrimonial", "written23-customs", "written23-promotion", "written23-land"}
    assert ids <= set(written)
    assert all(120 <= len(written[q].split()) <= 220 for q in ids)
    qid = "written23-customs"
    t = check.read_split("heldout23")[0]
    assert check.check_records([t], "heldout23", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout23", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written23-land"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout23", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout23", shared))


def test_the_twenty_third_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout23 live in triples_heldout23b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout23.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout23")] == ["a"]
    (tmp_path / "triples_heldout23b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout23")] == ["a", "b"]


def test_the_twenty_third_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout23 is a disjoint split checked against the twenty-second AILA outcome file (sample_pairs'
    HELDOUT23_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout23" in check.SPLITS and "heldout23" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout22.jsonl" in check.HELDOUT23_OUTCOME_FILES
    assert set(check.HELDOUT22_OUTCOME_FILES) < set(check.HELDOUT23_OUTCOME_FILES)
    assert check.HELDOUT23_TWIN_FILES == ("outcomes/aila2019_heldout23.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout23": by["heldout23"], "heldout22": by["heldout22"]})


@needs_shared
def test_a_twenty_fourth_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-fourth set's pairs 21-40 use the fact patterns of written_queries24.jsonl (120-220 words each): a
    record passes only with its written query's exact text, and a written24 id never passes without it."""
    written = check.load_written_queries()
    ids = {"written24-tenancy", "written24-customs", "written24-promotion", "written24-land"}
    assert ids <= set(written)
    assert all(120 <= len(written[q].split()) <= 220 for q in ids)
    qid = "written24-land"
    t = check.read_split("heldout24")[0]
    assert check.check_records([t], "heldout24", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout24", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written24-tenancy"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout24", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout24", shared))


def test_the_twenty_fourth_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout24 live in triples_heldout24b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout24.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout24")] == ["a"]
    (tmp_path / "triples_heldout24b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout24")] == ["a", "b"]


def test_the_twenty_fourth_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout24 is a disjoint split checked against the twenty-third AILA outcome file (sample_pairs'
    HELDOUT24_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout24" in check.SPLITS and "heldout24" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout23.jsonl" in check.HELDOUT24_OUTCOME_FILES
    assert set(check.HELDOUT23_OUTCOME_FILES) < set(check.HELDOUT24_OUTCOME_FILES)
    assert check.HELDOUT24_TWIN_FILES == ("outcomes/aila2019_heldout24.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout24": by["heldout24"], "heldout23": by["heldout23"]})


@needs_shared
def test_a_twenty_fifth_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-fifth set's pairs 21-40 use the fact patterns of written_queries25.jsonl (120-220 words each): a
    record passes only with its written query's exact text, and a written25 id never passes without it."""
    written = check.load_written_queries()
    ids = {"written25-detention", "written25-industrial", "written25-partition", "written25-licence"}
    assert ids <= set(written)
    assert all(120 <= len(written[q].split()) <= 220 for q in ids)
    qid = "written25-licence"
    t = check.read_split("heldout25")[0]
    assert check.check_records([t], "heldout25", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout25", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written25-detention"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout25", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout25", shared))


def test_the_twenty_fifth_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout25 live in triples_heldout25b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout25.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout25")] == ["a"]
    (tmp_path / "triples_heldout25b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout25")] == ["a", "b"]


def test_the_twenty_fifth_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout25 is a disjoint split checked against the twenty-fourth AILA outcome file (sample_pairs'
    HELDOUT25_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout25" in check.SPLITS and "heldout25" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout24.jsonl" in check.HELDOUT25_OUTCOME_FILES
    assert set(check.HELDOUT24_OUTCOME_FILES) < set(check.HELDOUT25_OUTCOME_FILES)
    assert check.HELDOUT25_TWIN_FILES == ("outcomes/aila2019_heldout25.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout25": by["heldout25"], "heldout24": by["heldout24"]})


def test_the_twenty_fifth_draw_uses_four_new_area_rules():
    """Stage 26 draws its written half from four new keyword rules, in a fixed order, each admitting its area's
    wording and not a plain criminal appeal's (the draw also takes out every judgment the criminal rule admits)."""
    spec = importlib.util.spec_from_file_location("stance_sample_pairs", STANCE / "sample_pairs.py")
    sp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sp)
    assert [a for a, _ in sp.WRITTEN25_POOLS] == ["detention", "industrial", "partition", "licence"]
    assert sp.HELDOUT25_EXCLUDE[-2:] == ("stance/triples_heldout24.jsonl", "outcomes/aila2019_heldout24.jsonl")
    rules = dict(sp.WRITTEN25_POOLS)
    assert rules["detention"]("The detenu made a representation against the order of detention.")
    assert rules["industrial"]("The Labour Court directed reinstatement of the workman.")
    assert rules["partition"]("The plaintiff sued for partition of the joint family property.")
    assert not rules["partition"]("A partition wall divides the two rooms.")
    assert rules["licence"]("The licence was cancelled without notice.")
    assert not rules["licence"]("The licensee was permitted to continue.")
    plain = "The appellant was convicted under the Penal Code; the accused appeals and the State opposes."
    assert not any(rule(plain) for _, rule in sp.WRITTEN25_POOLS)


@needs_shared
def test_a_twenty_sixth_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-sixth set's pairs 21-40 use the fact patterns of written_queries26.jsonl (120-220 words each): a
    record passes only with its written query's exact text, and a written26 id never passes without it."""
    written = check.load_written_queries()
    ids = {"written26-land", "written26-electricity", "written26-cooperative", "written26-forest"}
    assert ids <= set(written)
    assert all(120 <= len(written[q].split()) <= 220 for q in ids)
    qid = "written26-electricity"
    t = check.read_split("heldout26")[0]
    assert check.check_records([t], "heldout26", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout26", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written26-forest"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout26", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout26", shared))


def test_the_twenty_sixth_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout26 live in triples_heldout26b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout26.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout26")] == ["a"]
    (tmp_path / "triples_heldout26b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout26")] == ["a", "b"]


def test_the_twenty_sixth_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout26 is a disjoint split checked against the twenty-fifth AILA outcome file (sample_pairs'
    HELDOUT26_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout26" in check.SPLITS and "heldout26" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout25.jsonl" in check.HELDOUT26_OUTCOME_FILES
    assert set(check.HELDOUT25_OUTCOME_FILES) < set(check.HELDOUT26_OUTCOME_FILES)
    assert check.HELDOUT26_TWIN_FILES == ("outcomes/aila2019_heldout26.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout26": by["heldout26"], "heldout25": by["heldout25"]})


def test_the_twenty_sixth_draw_uses_land_and_three_new_area_rules():
    """Stage 27 draws its written half from the land rule and three new keyword rules, land first (it shares
    judgments with electricity), each admitting its area's wording and not a plain criminal appeal's."""
    spec = importlib.util.spec_from_file_location("stance_sample_pairs", STANCE / "sample_pairs.py")
    sp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sp)
    assert [a for a, _ in sp.WRITTEN26_POOLS] == ["land", "electricity", "cooperative", "forest"]
    assert sp.HELDOUT26_EXCLUDE[-2:] == ("stance/triples_heldout25.jsonl", "outcomes/aila2019_heldout25.jsonl")
    rules = dict(sp.WRITTEN26_POOLS)
    assert rules["land"] is sp._land_acquisition
    assert rules["electricity"]("The State Electricity Board raised a supplementary bill on the consumer.")
    assert rules["cooperative"]("The member raised a dispute against the co-operative society and its committee.")
    assert rules["cooperative"]("An appeal lies under the Co-operative Societies Act.")
    assert not rules["cooperative"]("The accused did not co-operate with the investigation.")
    assert rules["forest"]("The Range Forest Officer seized the timber and the truck.")
    plain = "The appellant was convicted under the Penal Code; the accused appeals and the State opposes."
    assert not any(rule(plain) for _, rule in sp.WRITTEN26_POOLS)


@needs_shared
def test_a_twenty_seventh_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-seventh set's pairs 21-40 use the fact patterns of written_queries27.jsonl (120-220 words each): a
    record passes only with its written query's exact text, and a written27 id never passes without it."""
    written = check.load_written_queries()
    ids = {"written27-education", "written27-municipal", "written27-recruitment", "written27-validity"}
    assert ids <= set(written)
    assert all(120 <= len(written[q].split()) <= 220 for q in ids)
    qid = "written27-municipal"
    t = check.read_split("heldout27")[0]
    assert check.check_records([t], "heldout27", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout27", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written27-validity"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout27", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout27", shared))


def test_the_twenty_seventh_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-40 of heldout27 live in triples_heldout27b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout27.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout27")] == ["a"]
    (tmp_path / "triples_heldout27b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout27")] == ["a", "b"]


def test_the_twenty_seventh_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout27 is a disjoint split checked against the twenty-sixth AILA outcome file (sample_pairs'
    HELDOUT27_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout27" in check.SPLITS and "heldout27" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout26.jsonl" in check.HELDOUT27_OUTCOME_FILES
    assert set(check.HELDOUT26_OUTCOME_FILES) < set(check.HELDOUT27_OUTCOME_FILES)
    assert check.HELDOUT27_TWIN_FILES == ("outcomes/aila2019_heldout27.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout27": by["heldout27"], "heldout26": by["heldout26"]})


def test_the_twenty_seventh_draw_uses_four_new_area_rules_and_a_wider_criminal_rule():
    """Stage 28 draws its written half from four new keyword rules, in a fixed order, each admitting its area's
    wording and not a plain criminal appeal's; its criminal half falls back on a wider criminal rule (the stage-20
    pool holds under 20), which admits a criminal appeal without "State" and the written rules' wording not."""
    spec = importlib.util.spec_from_file_location("stance_sample_pairs", STANCE / "sample_pairs.py")
    sp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sp)
    assert [a for a, _ in sp.WRITTEN27_POOLS] == ["education", "municipal", "recruitment", "validity"]
    assert sp.HELDOUT27_EXCLUDE[-2:] == ("stance/triples_heldout26.jsonl", "outcomes/aila2019_heldout26.jsonl")
    assert sp.WRITTEN27_N_PER_AREA == 5
    rules = dict(sp.WRITTEN27_POOLS)
    assert rules["education"]("The University cancelled the student's admission to the MBBS course.")
    assert not rules["education"]("The collegium recommended the names.")
    assert rules["municipal"]("The Municipal Council issued a notice to demolish the unauthorised floor.")
    assert rules["municipal"]("The Gram Panchayat levied the house tax.")
    assert rules["recruitment"]("The Public Service Commission declared the candidate ineligible.")
    assert not rules["recruitment"]("He was recruited as a driver.")
    assert rules["validity"]("The Act is ultra vires Article 19(1)(g).")
    assert not rules["validity"]("The viresh was a witness.")
    plain = "The appellant was convicted under the Penal Code; the accused appeals and the State opposes."
    assert not any(rule(plain) for _, rule in sp.WRITTEN27_POOLS)
    wide = "The accused was acquitted; the prosecution appeals under the Code of Criminal Procedure."
    assert sp._criminal_wide(wide) and not sp._criminal_rule(wide)
    assert not sp._criminal_wide("The University cancelled the student's admission.")


@needs_shared
def test_a_twenty_eighth_set_record_must_quote_its_written_fact_pattern(shared):
    """The twenty-eighth set's pairs 21-37 use the fact patterns of written_queries28.jsonl (120-220 words each): a
    record passes only with its written query's exact text, and a written28 id never passes without it."""
    written = check.load_written_queries()
    ids = {"written28-bank", "written28-writ", "written28-suit", "written28-prison"}
    assert ids <= set(written)
    assert all(120 <= len(written[q].split()) <= 220 for q in ids)
    qid = "written28-prison"
    t = check.read_split("heldout28")[0]
    assert check.check_records([t], "heldout28", shared) == []
    ok = copy.deepcopy(t) | {"query_id": qid, "query_text": written[qid]}
    assert check.check_records([ok], "heldout28", shared) == []
    other = copy.deepcopy(ok) | {"query_text": written["written28-bank"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout28", shared))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout28", shared))


def test_the_twenty_eighth_set_is_read_from_both_halves(tmp_path, monkeypatch):
    """Pairs 21-37 of heldout28 live in triples_heldout28b.jsonl until the lead appends them: read as one split."""
    (tmp_path / "triples_heldout28.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert [r["id"] for r in check.read_split("heldout28")] == ["a"]
    (tmp_path / "triples_heldout28b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout28")] == ["a", "b"]


def test_the_twenty_eighth_set_is_disjoint_and_drawn_clear_of_its_exclusions():
    """heldout28 is a disjoint split checked against the twenty-seventh AILA outcome file (sample_pairs'
    HELDOUT28_EXCLUDE) and twinned with the outcome file labelled at the same time."""
    assert "heldout28" in check.SPLITS and "heldout28" in check.DISJOINT_SPLITS
    assert "outcomes/aila2019_heldout27.jsonl" in check.HELDOUT28_OUTCOME_FILES
    assert set(check.HELDOUT27_OUTCOME_FILES) < set(check.HELDOUT28_OUTCOME_FILES)
    assert check.HELDOUT28_TWIN_FILES == ("outcomes/aila2019_heldout28.jsonl",)
    by = _triples()
    assert not check.check_fresh_split({"heldout28": by["heldout28"], "heldout27": by["heldout27"]})


def test_the_twenty_eighth_draw_uses_four_new_area_rules_and_the_wider_criminal_rule():
    """Stage 29 draws its criminal half from the wider criminal rule (the stage-20 pool is empty) and its written half
    from four new keyword rules in a fixed order, each admitting its area's wording and not a plain criminal
    appeal's; the pools hold 17, so the draw has 37 pairs."""
    spec = importlib.util.spec_from_file_location("stance_sample_pairs", STANCE / "sample_pairs.py")
    sp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sp)
    assert [a for a, _ in sp.WRITTEN28_POOLS] == ["bank", "writ", "suit", "prison"]
    assert sp.HELDOUT28_EXCLUDE[-2:] == ("stance/triples_heldout27.jsonl", "outcomes/aila2019_heldout27.jsonl")
    assert sp.WRITTEN28_N_PER_AREA == 5
    rules = dict(sp.WRITTEN28_POOLS)
    assert rules["bank"]("The Bank recalled the cash credit limit and sued the guarantor.")
    assert not rules["bank"]("The embankment was breached.")
    assert rules["writ"]("The petitioner filed a petition under Article 226 of the Constitution.")
    assert not rules["writ"]("The document was written in Hindi.")
    assert rules["suit"]("The plaintiff's suit for injunction was decreed.")
    assert not rules["suit"]("The pursuit of the absconder continued.")
    assert rules["prison"]("He was released on parole six times.")
    assert not rules["prison"]("The imprisoned idea.")
    plain = "The appellant was convicted under the Penal Code; the accused appeals and the State opposes."
    assert not any(rule(plain) for _, rule in sp.WRITTEN28_POOLS)


# --- the twenty-ninth set: BUILD / PAHELI precedents (synthetic records; never the real heldout29 files) -----------

def _role_triple(n: int = 1, role: str = "accused", stance: str = "supports", source: str = "build_in",
                 doc: str = "b1", text: str = "The appeal is allowed and the conviction is set aside.") -> dict:
    import hashlib

    return {"id": f"heldout29-{n:03d}-{role}", "source": source, "query_id": "AILA_Q3", "doc_id": doc,
            "pair_kind": "same-area", "user_statement": f"I act for the {role}", "user_role": role,
            "precedent_roles": {"appellant": "accused", "respondent": "prosecution"},
            "precedent_outcome": "allowed", "stance": stance if role == "accused" else MIRROR_OF[stance],
            "evidence_start": 0, "evidence_end": len(text),
            "evidence_sha1": hashlib.sha1(text.encode("utf-8")).hexdigest(), "area": "criminal", "note": "n"}


MIRROR_OF = {"supports": "opposes", "opposes": "supports", "neutral": "neutral"}
ROLE_TEXT = "The appeal is allowed and the conviction is set aside."


def _role_shared() -> dict:
    """A synthetic shared dict: AILA's query ids, and a role corpus with one new judgment and one that is not new."""
    aila = {"texts": {}, "train": {"AILA_Q3"}, "val": {"AILA_Q99"}, "qrels": set()}
    role = {"texts": {"b1": ROLE_TEXT, "b2": ROLE_TEXT}, "new": {"b1"}, "train": aila["train"], "val": aila["val"],
            "qrels": set()}
    return {"aila2019": aila, "irled2017": aila, "build_in": role, "paheli_in": role}


def test_the_twenty_ninth_set_is_known_and_optional_while_it_is_labelled(tmp_path, monkeypatch):
    assert check.SPLITS[-1] == "heldout29" and "heldout29" in check.DISJOINT_SPLITS
    assert check.OPTIONAL_SPLITS == ("heldout29",)
    assert check.SECOND_HALF_FILES["heldout29"] == "triples_heldout29b.jsonl"
    assert check.WRITTEN_QUERY_FILES[-1] == "written_queries29.jsonl"
    assert {"build_in", "paheli_in"} <= check.SOURCES and check.QUERY_SOURCE["paheli_in"] == "aila2019"
    assert check.HELDOUT29_TWIN_FILES == ("outcomes/build_in_heldout29.jsonl", "outcomes/paheli_in_heldout29.jsonl",
                                          "outcomes/aila2019_heldout29.jsonl")
    assert set(check.HELDOUT28_OUTCOME_FILES) < set(check.HELDOUT29_OUTCOME_FILES)
    monkeypatch.setattr(check, "HERE", tmp_path)
    assert check.read_split("heldout29") == []  # absent: skipped, not an error
    (tmp_path / "triples_heldout29b.jsonl").write_text('{"id": "b"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout29")] == ["b"]
    (tmp_path / "triples_heldout29.jsonl").write_text('{"id": "a"}\n', encoding="utf-8")
    assert [r["id"] for r in check.read_split("heldout29")] == ["a", "b"]
    with pytest.raises(FileNotFoundError):  # an older split's file is never optional
        check.read_split("heldout28")


def test_a_role_triple_is_checked_against_its_rebuilt_text_and_aila_query():
    shared = _role_shared()
    good = _role_triple()
    assert check.check_records([good], "heldout29", shared, written={}) == []
    faults = [
        (good | {"evidence": ROLE_TEXT}, "build_in evidence text must not be shipped"),
        (good | {"evidence_sha1": "0" * 40}, "evidence_sha1 does not match"),
        (good | {"pair_kind": "relevant"}, "disagrees with qrels_train"),
        (good | {"doc_id": "b2"}, "not a new build_in judgment"),
        (good | {"doc_id": "b404"}, "not in corpus"),
        (good | {"query_id": "AILA_Q99"}, "not a train query"),
    ]
    for bad, said in faults:
        assert any(said in e for e in check.check_records([bad], "heldout29", shared, written={})), said
    assert any("no texts of build_in" in e for e in check.check_records([good], "heldout29", {"aila2019": {}},
                                                                        written={}))


def test_a_twenty_ninth_set_record_must_quote_its_written_fact_pattern():
    shared = _role_shared()
    written = {"written29-tax": "An assessee's facts.", "written29-labour": "A workman's facts."}
    ok = _role_triple() | {"query_id": "written29-tax", "query_text": written["written29-tax"]}
    assert check.check_records([ok], "heldout29", shared, written=written) == []
    other = ok | {"query_text": written["written29-labour"]}
    assert any("differs from the written query" in e for e in check.check_records([other], "heldout29", shared,
                                                                                  written=written))
    bare = {k: v for k, v in ok.items() if k != "query_text"}
    assert any("without its query_text" in e for e in check.check_records([bare], "heldout29", shared,
                                                                           written=written))


def test_the_twenty_ninth_set_is_disjoint_by_source_and_doc_id():
    """A BUILD judgment whose id an AILA precedent of another split also has is a different judgment; the same
    (source, doc_id) in another split is not allowed. Both sides of a role pair mirror."""
    pair = [_role_triple(1, "accused"), _role_triple(1, "prosecution")]
    assert pair[1]["stance"] == "opposes" and pair[1]["id"] == "heldout29-001-prosecution"
    aila_same_id = dict(pair[0], source="aila2019", id="dev-001-accused")
    assert not check.check_fresh_split({"heldout29": pair, "dev": [aila_same_id]})
    build_again = dict(pair[0], id="dev-001-accused")
    errors = check.check_fresh_split({"heldout29": pair, "dev": [build_again]})
    assert any(e.startswith("heldout29:") and "also in another split" in e for e in errors)
    unmirrored = [pair[0], dict(pair[1], stance="supports")]
    assert any("do not mirror" in e for e in check.check_fresh_split({"heldout29": unmirrored}))
