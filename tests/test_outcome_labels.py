"""The hand-labelled IRLeD outcome sets stay verifiable against ../shared without shipping IRLeD text.

These tests guard the dataset, not a detector: the seeded sample must be reproducible, the
dev/heldout split disjoint, and the checker must reject records whose offsets or sha1 no longer
match the corpus or that carry IRLeD text.
"""
from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "datasets" / "outcomes"
IRLED = ROOT.parent / "shared" / "data" / "irled2017" / "corpus.jsonl.gz"

pytestmark = pytest.mark.skipif(not IRLED.exists(), reason="../shared IRLeD corpus not present")


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, OUT / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def docs() -> dict[str, str]:
    return _load("sample_irled").load_corpus(IRLED)


def test_sample_is_seeded_disjoint_and_skips_empty_documents(docs):
    sample_irled = _load("sample_irled")
    first, second = sample_irled.draw_sample(docs), sample_irled.draw_sample(docs)
    assert first == second
    assert len(first["dev"]) == 60 and len(first["heldout"]) == 120
    assert not set(first["dev"]) & set(first["heldout"])
    assert all(docs[d].strip() for d in first["dev"] + first["heldout"])


def test_committed_label_files_pass_the_checker(docs):
    check = _load("check")
    assert check.check_irled(str(IRLED), OUT, docs) == []


def _tampered(tmp_path: Path, edit) -> Path:
    for split in ("dev", "heldout"):
        shutil.copy(OUT / f"irled2017_{split}.jsonl", tmp_path)
    path = tmp_path / "irled2017_dev.jsonl"
    recs = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    edit(recs)
    path.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
    return tmp_path


def test_checker_rejects_shifted_offsets(tmp_path, docs):
    check = _load("check")

    def shift(recs):
        recs[0]["evidence_start"] += 1

    errors = check.check_irled(str(IRLED), _tampered(tmp_path, shift), docs)
    assert any("sha1" in e for e in errors)


def test_checker_rejects_stored_irled_text_and_bad_labels(tmp_path, docs):
    check = _load("check")

    def leak(recs):
        recs[1]["evidence"] = "some judgment text"
        recs[2]["label"] = "won"

    errors = check.check_irled(str(IRLED), _tampered(tmp_path, leak), docs)
    assert any("keys" in e for e in errors)
    assert any("bad label" in e for e in errors)


def test_checker_rejects_a_heldout_document_in_dev(tmp_path, docs):
    check = _load("check")
    heldout_id = _load("sample_irled").draw_sample(docs)["heldout"][0]

    def swap(recs):
        recs[0]["doc_id"] = heldout_id

    errors = check.check_irled(str(IRLED), _tampered(tmp_path, swap), docs)
    assert any("not in the dev split" in e for e in errors)


TRAIN_QUERIES = ROOT.parent / "shared" / "data" / "irled2017" / "queries_train.jsonl.gz"


@pytest.fixture(scope="module")
def train_queries() -> dict[str, str]:
    if not TRAIN_QUERIES.exists():
        pytest.skip("../shared IRLeD train queries not present")
    return _load("sample_irled").load_train_queries(TRAIN_QUERIES)


def test_heldout17_draw_is_every_train_query_in_seeded_order(train_queries):
    sample_irled = _load("sample_irled")
    ids = sample_irled.draw_heldout17(train_queries)
    assert ids == sample_irled.draw_heldout17(train_queries)
    assert sorted(ids) == sorted(i for i, t in train_queries.items() if t.strip())
    assert ids != sorted(ids)


def _tampered17(tmp_path: Path, edit) -> Path:
    path = tmp_path / "irled2017_heldout17.jsonl"
    recs = [json.loads(line) for line in (OUT / path.name).read_text(encoding="utf-8").splitlines()]
    edit(recs)
    path.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
    return tmp_path


def test_heldout17_offsets_are_checked_against_the_train_queries(tmp_path, train_queries):
    check = _load("check")
    if not (OUT / "irled2017_heldout17.jsonl").exists():
        pytest.skip("irled2017_heldout17.jsonl not present")
    assert check.check_irled_heldout17(str(TRAIN_QUERIES), OUT, train_queries) == []

    def shift_and_drop(recs):
        recs[0]["evidence_end"] -= 1
        del recs[-1]

    errors = check.check_irled_heldout17(str(TRAIN_QUERIES), _tampered17(tmp_path, shift_and_drop), train_queries)
    assert any("sha1" in e for e in errors)
    assert any("unlabelled" in e for e in errors)


def _write_jsonl(path: Path, records: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


@pytest.mark.parametrize("split", ["heldout19", "heldout20", "heldout21", "heldout22", "heldout23", "heldout24",
                                   "heldout25", "heldout26", "heldout27", "heldout28"])
def test_twin_check_reads_both_halves_of_a_split_stance_set(tmp_path, split):
    """heldout19's to heldout28's stance twins come in two files; a disagreeing outcome in the second half must be
    reported."""
    check = _load("check")
    labels, stance = tmp_path / "labels", tmp_path / "stance"
    labels.mkdir()
    stance.mkdir()
    _write_jsonl(labels / f"aila2019_{split}.jsonl", [{"doc_id": "X1", "label": "allowed"},
                                                       {"doc_id": "X2", "label": "partly"}])
    assert check.check_twin(split, labels, stance) == []  # no twin file yet: skipped
    _write_jsonl(stance / f"triples_{split}.jsonl", [{"doc_id": "X1", "precedent_outcome": "allowed"}])
    assert check.check_twin(split, labels, stance) == []  # one half present and agreeing
    _write_jsonl(stance / f"triples_{split}b.jsonl", [{"doc_id": "X2", "precedent_outcome": "dismissed"},
                                                      {"doc_id": "X9", "precedent_outcome": "other"}])
    errors = check.check_twin(split, labels, stance)
    assert errors == [f"X2: outcome partly here, dismissed in triples_{split}b.jsonl"]


def test_heldout20_is_drawn_against_the_heldout19_stance_set():
    """The twentieth draw leaves out the precedents of every stance file up to triples_heldout19.jsonl, with its own
    seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES20 == sample_irled.STANCE_FILES19 + ("triples_heldout19.jsonl",)
    assert sample_aila.LATER_DRAWS[20] == (20270620, 80)
    assert sample_aila.LATER_DRAWS[20][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 20}
    assert "heldout20" in check.LATER_SPLITS
    assert check.twin_files("heldout20") == ("triples_heldout20.jsonl", "triples_heldout20b.jsonl")


def test_heldout21_is_drawn_against_the_heldout20_stance_set():
    """The twenty-first draw leaves out the precedents of every stance file up to triples_heldout20.jsonl, with its
    own seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES21 == sample_irled.STANCE_FILES20 + ("triples_heldout20.jsonl",)
    assert sample_aila.LATER_DRAWS[21] == (20270621, 80)
    assert sample_aila.LATER_DRAWS[21][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 21}
    assert "heldout21" in check.LATER_SPLITS
    assert check.twin_files("heldout21") == ("triples_heldout21.jsonl", "triples_heldout21b.jsonl")


def test_heldout22_is_drawn_against_the_heldout21_stance_set():
    """The twenty-second draw leaves out the precedents of every stance file up to triples_heldout21.jsonl, with its
    own seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES22 == sample_irled.STANCE_FILES21 + ("triples_heldout21.jsonl",)
    assert sample_aila.LATER_DRAWS[22] == (20270622, 80)
    assert sample_aila.LATER_DRAWS[22][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 22}
    assert "heldout22" in check.LATER_SPLITS
    assert check.twin_files("heldout22") == ("triples_heldout22.jsonl", "triples_heldout22b.jsonl")


def test_heldout23_is_drawn_against_the_heldout22_stance_set():
    """The twenty-third draw leaves out the precedents of every stance file up to triples_heldout22.jsonl, with its
    own seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES23 == sample_irled.STANCE_FILES22 + ("triples_heldout22.jsonl",)
    assert sample_aila.LATER_DRAWS[23] == (20270623, 80)
    assert sample_aila.LATER_DRAWS[23][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 23}
    assert "heldout23" in check.LATER_SPLITS
    assert check.twin_files("heldout23") == ("triples_heldout23.jsonl", "triples_heldout23b.jsonl")


def test_heldout24_is_drawn_against_the_heldout23_stance_set():
    """The twenty-fourth draw leaves out the precedents of every stance file up to triples_heldout23.jsonl, with its
    own seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES24 == sample_irled.STANCE_FILES23 + ("triples_heldout23.jsonl",)
    assert sample_aila.LATER_DRAWS[24] == (20270624, 80)
    assert sample_aila.LATER_DRAWS[24][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 24}
    assert "heldout24" in check.LATER_SPLITS
    assert check.twin_files("heldout24") == ("triples_heldout24.jsonl", "triples_heldout24b.jsonl")


def test_heldout25_is_drawn_against_the_heldout24_stance_set():
    """The twenty-fifth draw leaves out the precedents of every stance file up to triples_heldout24.jsonl, with its
    own seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES25 == sample_irled.STANCE_FILES24 + ("triples_heldout24.jsonl",)
    assert sample_aila.LATER_DRAWS[25] == (20270625, 80)
    assert sample_aila.LATER_DRAWS[25][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 25}
    assert "heldout25" in check.LATER_SPLITS
    assert check.twin_files("heldout25") == ("triples_heldout25.jsonl", "triples_heldout25b.jsonl")


def test_heldout26_is_drawn_against_the_heldout25_stance_set():
    """The twenty-sixth draw leaves out the precedents of every stance file up to triples_heldout25.jsonl, with its
    own seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES26 == sample_irled.STANCE_FILES25 + ("triples_heldout25.jsonl",)
    assert sample_aila.LATER_DRAWS[26] == (20270626, 80)
    assert sample_aila.LATER_DRAWS[26][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 26}
    assert "heldout26" in check.LATER_SPLITS
    assert check.twin_files("heldout26") == ("triples_heldout26.jsonl", "triples_heldout26b.jsonl")


def test_heldout27_is_drawn_against_the_heldout26_stance_set():
    """The twenty-seventh draw leaves out the precedents of every stance file up to triples_heldout26.jsonl, with its
    own seed, and check.py checks it like the other later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES27 == sample_irled.STANCE_FILES26 + ("triples_heldout26.jsonl",)
    assert sample_aila.LATER_DRAWS[27] == (20270627, 80)
    assert sample_aila.LATER_DRAWS[27][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 27}
    assert "heldout27" in check.LATER_SPLITS
    assert check.twin_files("heldout27") == ("triples_heldout27.jsonl", "triples_heldout27b.jsonl")


def test_heldout28_is_drawn_against_the_heldout27_stance_set():
    """The twenty-eighth draw leaves out the precedents of every stance file up to triples_heldout27.jsonl, with its
    own seed; it takes all 41 ids that were left (80 could not be drawn), and check.py checks it like the other
    later parts."""
    sample_irled, sample_aila, check = _load("sample_irled"), _load("sample_aila"), _load("check")
    assert sample_irled.STANCE_FILES28 == sample_irled.STANCE_FILES27 + ("triples_heldout27.jsonl",)
    assert sample_aila.LATER_DRAWS[28] == (20270628, 41)
    assert sample_aila.LATER_DRAWS[28][0] not in {seed for k, (seed, _) in sample_aila.LATER_DRAWS.items() if k != 28}
    assert "heldout28" in check.LATER_SPLITS
    assert check.twin_files("heldout28") == ("triples_heldout28.jsonl", "triples_heldout28b.jsonl")


AILA = ROOT.parent / "shared" / "data" / "aila2019" / "corpus.jsonl.gz"


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout20_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 20)
    assert ids == sample_aila.draw_later(aila, 20) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(20)
    assert not set(ids) & set(sample_aila.draw_later(aila, 19))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout19.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout21_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 21)
    assert ids == sample_aila.draw_later(aila, 21) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(21)
    assert not set(ids) & set(sample_aila.draw_later(aila, 20))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout20.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout22_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 22)
    assert ids == sample_aila.draw_later(aila, 22) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(22)
    assert not set(ids) & set(sample_aila.draw_later(aila, 21))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout21.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout23_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 23)
    assert ids == sample_aila.draw_later(aila, 23) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(23)
    assert not set(ids) & set(sample_aila.draw_later(aila, 22))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout22.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout24_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 24)
    assert ids == sample_aila.draw_later(aila, 24) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(24)
    assert not set(ids) & set(sample_aila.draw_later(aila, 23))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout23.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout25_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 25)
    assert ids == sample_aila.draw_later(aila, 25) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(25)
    assert not set(ids) & set(sample_aila.draw_later(aila, 24))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout24.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout26_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 26)
    assert ids == sample_aila.draw_later(aila, 26) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(26)
    assert not set(ids) & set(sample_aila.draw_later(aila, 25))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout25.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout27_draw_is_seeded_and_disjoint_from_earlier_parts():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 27)
    assert ids == sample_aila.draw_later(aila, 27) and len(set(ids)) == 80
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(27)
    assert not set(ids) & set(sample_aila.draw_later(aila, 26))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout26.jsonl",))


@pytest.mark.skipif(not AILA.exists(), reason="../shared AILA corpus not present")
def test_heldout28_draw_is_seeded_disjoint_from_earlier_parts_and_takes_every_id_left():
    sample_aila = _load("sample_aila")
    aila = sample_aila.load_corpus(AILA)
    ids = sample_aila.draw_later(aila, 28)
    assert ids == sample_aila.draw_later(aila, 28) and len(set(ids)) == 41
    assert all(aila[i].strip() for i in ids)
    assert not set(ids) & sample_aila.excluded_ids_later(28)
    assert not set(ids) & set(sample_aila.draw_later(aila, 27))
    assert not set(ids) & _load("sample_irled").stance_doc_ids(("triples_heldout27.jsonl",))
    # the corpus was exhausted: every non-empty id not excluded is in the draw
    taken = sample_aila.excluded_ids_later(28)
    assert set(ids) == {i for i, t in aila.items() if t.strip() and i not in taken}


# --- the twenty-ninth part: BUILD / PAHELI judgments (synthetic records and texts; never the real label files) -----

ROLE_TEXTS = {"build_in": {"b1": "In the result the appeal is allowed.", "b2": "Appeal dismissed with costs.",
                           "b3": "The matter is remanded."},
              "paheli_in": {"p1": "The petition is dismissed.", "p2": "Rule made absolute."}}
ROLE_NEW = {"build_in": ["b1", "b2", "b3"], "paheli_in": ["p1", "p2"]}


def _role_record(source: str, doc_id: str, label: str = "dismissed") -> dict:
    import hashlib

    text = ROLE_TEXTS[source][doc_id]
    a, b = 0, len(text) // 2
    return {"source": source, "doc_id": doc_id, "label": label, "evidence_start": a, "evidence_end": b,
            "evidence_sha1": hashlib.sha1(text[a:b].encode("utf-8")).hexdigest(), "note": "read the end"}


def _role_files(tmp_path: Path, edit=None) -> tuple[Path, Path]:
    """Both role label files in the documented order, every new id once; `edit(source, records)` tampers."""
    import random

    check = _load("check")
    sample_roles = _load("sample_roles")
    labels, stance = tmp_path / "outcomes", tmp_path / "stance"
    labels.mkdir(exist_ok=True)
    stance.mkdir(exist_ok=True)
    for source in check.ROLE_SOURCES:
        order = random.Random(sample_roles.SEED29).sample(sorted(ROLE_NEW[source]), len(ROLE_NEW[source]))
        recs = [_role_record(source, d) for d in order]
        if edit:
            edit(source, recs)
        _write_jsonl(labels / f"{source}_heldout29.jsonl", recs)
    return labels, stance


def _check_roles(labels: Path, stance: Path) -> list[str]:
    return _load("check").check_roles_heldout29(labels, ROLE_TEXTS, ROLE_NEW, stance)


def test_the_role_files_are_skipped_while_absent(tmp_path, capsys):
    check = _load("check")
    assert check.ROLE_SOURCES == ("build_in", "paheli_in")
    assert set(check.ROLE_SOURCES) == set(_load("sample_roles").SOURCE_FILES)
    assert check.check_roles_heldout29(tmp_path, {}, {}, tmp_path) == []
    assert "build_in_heldout29.jsonl: absent, skipped" in capsys.readouterr().out


def test_well_formed_role_files_pass(tmp_path):
    assert _check_roles(*_role_files(tmp_path)) == []


@pytest.mark.parametrize("edit, said", [
    (lambda src, recs: recs[0].update(evidence_sha1="0" * 40), "sha1"),
    (lambda src, recs: recs[0].update(evidence_end=10_000), "bad offsets"),
    (lambda src, recs: recs[0].update(evidence="the judgment's words"), "keys"),
    (lambda src, recs: recs[0].update(source="aila2019"), "source is"),
    (lambda src, recs: recs[0].update(label="won"), "bad label"),
    (lambda src, recs: recs[0].update(note=" "), "empty note"),
    (lambda src, recs: recs.append(dict(recs[0])), "duplicate"),
    (lambda src, recs: recs.pop(), "unlabelled"),
    (lambda src, recs: recs.reverse(), "order"),
    (lambda src, recs: recs[0].update(doc_id="b9" if src == "build_in" else "p9"), "not a new"),
])
def test_the_role_checker_rejects_each_fault(tmp_path, edit, said):
    errors = _check_roles(*_role_files(tmp_path, edit))
    assert any(said in e for e in errors), errors


def test_a_role_judgment_may_be_a_precedent_only_of_its_twin_triples_and_must_agree(tmp_path):
    labels, stance = _role_files(tmp_path)
    twin = {"source": "build_in", "doc_id": "b1", "precedent_outcome": "dismissed"}
    _write_jsonl(stance / "triples_heldout29.jsonl", [twin])
    _write_jsonl(stance / "triples_heldout28.jsonl", [twin | {"source": "aila2019"}])  # another corpus's b1
    assert _check_roles(labels, stance) == []
    _write_jsonl(stance / "triples_heldout29b.jsonl", [twin | {"precedent_outcome": "allowed"}])
    assert any("allowed in triples_heldout29b.jsonl" in e for e in _check_roles(labels, stance))
    (stance / "triples_heldout29b.jsonl").unlink()
    _write_jsonl(stance / "triples_heldout27.jsonl", [twin])
    assert any("precedent in triples_heldout27.jsonl" in e for e in _check_roles(labels, stance))
