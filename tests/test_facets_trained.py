"""The trained default facetizer: loads, deterministic, a quality floor on held-in training judgments,
robust on judgments without structure, fast, and its model file round-trips bit for bit."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pytest

from lcr_core.facets.base import facetize
from lcr_core.facets.evaluate import score_labels
from lcr_core.facets.heuristic import HeuristicFacetizer
from lcr_core.facets.registry import get_facetizer, run_facetizer
from lcr_core.facets.trained import DEFAULT_MODEL, Model, TrainedFacetizer, map_gold
from lcr_core.schema import FACETS, LABELS, Facets
from lcr_core.units import segment

ROLES = Path("../shared/data/roles")


def _words(texts):
    return [len(t.split()) for t in texts]


@pytest.fixture(scope="module")
def trained() -> TrainedFacetizer:
    return TrainedFacetizer()


def test_model_loads_small_with_versioned_provenance(trained):
    assert DEFAULT_MODEL.stat().st_size < 3_000_000
    sha = hashlib.sha256(DEFAULT_MODEL.read_bytes()).hexdigest()
    assert trained.version == sha[:12]
    assert trained.model.classes == ("facts", "issues", "decision", "reasoning", "arguments", "other")
    assert TrainedFacetizer(arguments_as="other").version == sha[:12] + "+args:other"


def test_model_file_round_trips_bit_for_bit(tmp_path):
    model = Model.load(DEFAULT_MODEL)
    assert model.save(tmp_path / "copy.npz") == model.sha256
    assert (tmp_path / "copy.npz").read_bytes() == DEFAULT_MODEL.read_bytes()


def _structured_doc(with_vectors: bool = True):
    text = "\n".join([
        "IN THE HIGH COURT OF JUDICATURE",
        "CRIMINAL APPEAL NO. 12 OF 2001",
        "JUDGMENT",
        "1. The appellant was convicted under Section 302 of the Indian Penal Code by the Sessions Judge. "
        "The prosecution case is that on 12.3.1999 the appellant assaulted the deceased with an axe.",
        "2. Learned counsel for the appellant submitted that the eye witnesses were interested witnesses.",
        "3. The question for consideration is whether the conviction can rest on the testimony of PW1 alone.",
        "4. It is well settled that the evidence of a related witness cannot be discarded only on that ground. "
        "In our view the testimony of PW1 is consistent and inspires confidence.",
        "5. For these reasons the appeal is dismissed. The conviction and sentence are upheld.",
    ])
    doc = segment(text, _words)
    if with_vectors:
        rng = np.random.default_rng(0)
        v = rng.normal(size=(len(doc.units), 384)).astype(np.float32)
        doc.unit_vectors = v / np.linalg.norm(v, axis=1, keepdims=True)
    return doc


def test_deterministic_and_valid(trained):
    doc = _structured_doc()
    first = trained.label_sentences(doc)
    assert first == trained.label_sentences(doc) == TrainedFacetizer().label_sentences(doc)
    assert len(first) == len(doc.sentences) and set(first) <= set(LABELS)
    facets = facetize(trained, doc)
    assert facets.facetizer == f"trained@{trained.version}"
    assert facets.to_json() == facetize(trained, doc).to_json()


def test_arguments_mapping(trained):
    doc = _structured_doc()
    raw = trained.predict_classes(doc)
    for target in ("reasoning", "other", "facts"):
        labels = TrainedFacetizer(arguments_as=target, model=trained.model).label_sentences(doc)
        assert "arguments" not in labels
        assert [t if r == "arguments" else r for r in raw] == labels
    with pytest.raises(ValueError):
        TrainedFacetizer(arguments_as="issues", model=trained.model)


def test_decision_cue_is_found_with_real_vectors(trained, tmp_path):
    from lcr_core.encoder import EmbeddingCache, Encoder

    doc = _structured_doc(with_vectors=False)
    encoder = Encoder(cache=EmbeddingCache(tmp_path / "emb.sqlite"))
    doc.unit_vectors = encoder.encode([doc.text[u.start:u.end] for u in doc.units])
    labels = trained.label_sentences(doc)
    assert labels[-1] == "decision" and labels[-2] == "decision"  # "For these reasons the appeal is dismissed."
    assert labels[3] != "decision"  # the facts paragraph is not swept into the decision


@pytest.mark.parametrize("text", [
    "The weather was fine. Nothing else happened that day. The end",
    "Short note",
    "x" * 50,
    "\n".join(["Some unrelated words about gardening and soil."] * 40),
])
def test_no_recognisable_sections_still_valid(trained, text):
    doc = segment(text, _words)
    for d in (doc, _with_zero_vectors(doc)):
        facets = run_facetizer(trained, d)
        assert isinstance(facets, Facets) and set(facets.spans) == set(FACETS)
        for spans in facets.spans.values():
            for s in spans:
                assert 0 <= s.start < s.end <= len(d.text)


def _with_zero_vectors(doc):
    from dataclasses import replace

    return replace(doc, unit_vectors=np.zeros((len(doc.units), 384), dtype=np.float32))


def test_empty_document(trained):
    doc = segment("", _words)
    assert trained.label_sentences(doc) == []
    assert all(not v for v in run_facetizer(trained, doc).spans.values())


def test_labels_every_sentence_of_a_10k_word_judgment(trained):
    """Long input works end to end (its speed is measured by benchmarks/bench_facetize.py, not here)."""
    base = _structured_doc(with_vectors=False).text.split("\n")
    paras = [base[3 + (i % 5)] for i in range(10_000 // 15)]
    doc = segment("\n".join(paras), _words)
    doc.unit_vectors = np.ones((len(doc.units), 384), dtype=np.float32) / np.sqrt(384)
    assert len(doc.text.split()) >= 9_000
    labels = trained.label_sentences(doc)
    assert len(labels) == len(doc.sentences) and set(labels) <= set(LABELS)


def test_registry_auto_and_heuristic():
    from lcr_core.config import Settings

    assert isinstance(get_facetizer(Settings(facetizer="auto")), TrainedFacetizer)
    assert isinstance(get_facetizer(Settings(facetizer="heuristic")), HeuristicFacetizer)
    assert get_facetizer(Settings(facet_arguments_as="other")).version.endswith("+args:other")


@pytest.mark.skipif(not (ROLES / "build_in" / "train.jsonl").exists(), reason="needs ../shared/data/roles")
def test_macro_f1_floor_on_held_in_judgments(trained):
    """Held-in BUILD train judgments (with real unit vectors): a broken retrain falls well below this."""
    from lcr_core.config import Settings
    from lcr_core.encoder import EmbeddingCache, Encoder
    from lcr_core.facets.roles import attach_vectors, load_roles
    from lcr_core.units import wordpiece_counter

    encoder = Encoder(cache=EmbeddingCache(Settings().cache_dir / "embeddings.sqlite"))
    docs = load_roles(ROLES / "build_in" / "train.jsonl", wordpiece_counter(encoder.tokenizer_json), limit=HELD_IN)
    attach_vectors(docs, encoder)
    gold = [g for d in docs for g in map_gold(d.gold)]
    pred = [lab for d in docs for lab in trained.label_sentences(d.doc)]
    res = score_labels(gold, pred)
    assert res["macro_f1"] >= MACRO_FLOOR, res
    heur = score_labels(gold, [lab for d in docs for lab in HeuristicFacetizer().label_sentences(d.doc)])
    assert res["macro_f1"] > heur["macro_f1"]


HELD_IN = 3
MACRO_FLOOR = 0.70


# ---- the fast paths of the features are exact (issue 10: ingest speed) ----------------------------------------
def _real_sentences(limit: int = 30) -> list[str]:
    import gzip
    import itertools
    import json

    from lcr_core.text import normalize, sentences

    out: list[str] = []
    with gzip.open(Path("../shared/data/aila2019/corpus.jsonl.gz"), "rt", encoding="utf-8") as fh:
        for line in itertools.islice(fh, limit):
            out += sentences(normalize(json.loads(line)["text"]))
    return out


def test_char_counts_equal_the_per_character_definition():
    from lcr_core.facets.trained import char_counts

    samples = [*_real_sentences(5), "", "ABC def 123", "Ünïcode ÀB ½ ٣ 𝟗 ǅ ß", "ⅦⅧ FIR No. 12/2003", "\t\n 9"]
    for s in samples:
        letters = [c for c in s if c.isalpha()]
        assert char_counts(s) == (len(letters), sum(c.isupper() for c in letters), sum(c.isdigit() for c in s))


def test_cue_prefilter_never_changes_a_match():
    """A cue with needles must match exactly where its bare pattern does, on real sentences and on sentences
    written to hit each alternative of the issue pattern (and near misses)."""
    from lcr_core.facets.trained import _CUE_NEEDLES, _CUES, cue_hit

    crafted = ["the question that arises is simple", "issues framed by the trial court", "points for determination",
               "(ii) whether the appellant was entitled", "what relief the plaintiff is entitled to",
               "the following substantial questions of law", "the short point is whether", "whether it is so?",
               "the appointment was made", "somewhat later the suit was filed", "no such issue", "nothing here"]
    sentences = [s.lower() for s in _real_sentences()] + crafted
    hits = 0
    for name in _CUE_NEEDLES:
        for low in sentences:
            bare = _CUES[name].search(low) is not None
            assert cue_hit(name, low) == bare, (name, low)
            hits += bare
    assert hits > 10  # the check saw matches, not only misses


def test_lexical_indices_memo_is_exact():
    from lcr_core.facets.trained import lexical_indices

    memo: dict[str, int] = {}
    for s in _real_sentences(3):
        assert lexical_indices(s, 65536, True, memo) == lexical_indices(s, 65536, True)
    assert memo
