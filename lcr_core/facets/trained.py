"""The trained default facetizer: a sentence classifier over lexical, positional, cue-phrase and unit-vector
features, a context (stacking) pass over neighbouring sentences, and a Viterbi pass over learned transitions.

Runtime needs numpy only: the model is an ``.npz`` of plain arrays plus a JSON config (no pickle), written
deterministically so that ``train_model`` rebuilds it bit for bit. Training (``train_model``) uses scikit-learn.

Classes inside the model: facts, issues, decision, reasoning, arguments (the parties' submissions, kept apart)
and other. ``TrainedFacetizer(arguments_as=...)`` decides at prediction time where ``arguments`` goes.

Features of sentence i (document d):
- lexical: hashed word unigrams and bigrams plus the sentence's first one/two words (crc32, L2-normalised);
- the MiniLM vector of the unit containing the sentence (``doc.unit_vectors``, filled by ingest) and the mean
  of the neighbouring units' vectors; without vectors (a doc ingested without encoding) these are zero;
- position: relative sentence index (value and bins), relative paragraph index, first/last in paragraph,
  sentence and paragraph length;
- shape: heading-like line, upper case, numbering, question mark, trailing colon, citations, quotes;
- cue phrases (issue / decision / facts / reasoning / arguments) and the type of the last heading seen.
A second pass adds the first pass's class probabilities of the neighbouring sentences, window and paragraph
means and the document mean (stacking, trained on out-of-fold first-pass probabilities), and Viterbi decodes
the label sequence with the transition matrix counted on the training judgments. The shipped model has the
second pass off (``context: False`` in ``training.DEFAULT_CONFIG``: it scored higher in 5-fold CV).
"""

from __future__ import annotations

import hashlib
import io
import json
import math
import re
import string
import zipfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..schema import OTHER, Segmented

CLASSES: tuple[str, ...] = ("facts", "issues", "decision", "reasoning", "arguments", OTHER)
GOLD_TO_CLASS = {"facts": "facts", "issues": "issues", "decision": "decision", "reasoning": "reasoning",
                 "arguments": "arguments", "none": OTHER, OTHER: OTHER}
ARGUMENTS_AS = ("reasoning", "other", "facts")
MODEL_DIR = Path(__file__).with_name("models")
DEFAULT_MODEL = MODEL_DIR / "trained_v1.npz"
FEATURES_VERSION = 1

# ---------------------------------------------------------------------------------------------------------
# cue phrases (lower-cased sentence text)

_CUES: dict[str, re.Pattern[str]] = {
    "issue": re.compile(
        r"\b(questions?|issues?|points?)\s+(that\s+|which\s+)?(arises?|arose|falls?|fell|involved|raised|survives?|"
        r"(is|are|was|were) (raised|involved|posed))\b"
        r"|\b(questions?|issues?|points?)\s+(for|of|requiring)\s+(our\s+|the\s+)?(consideration|determination|"
        r"decision|adjudication)"
        r"|\b(the|a|two|three|four|several|following|short|only|main|sole|core|important|substantial|"
        r"principal|first|second|next|limited|neat)\s+(questions?|issues?|points?)\s+(is|are|was|were|that|which|"
        r"before|for|in|of law|raised|arising|to be)\b"
        r"|^\s*(\(?[ivx0-9a-h]{1,4}[.)]\s*)?whether\b"
        r"|\b(question|issue|point)\s+(is|was|therefore|then|here|now|before us)\s+(is\s+)?whether\b"
        r"|\bframed the following (issues|points|questions)\b|\bissues? (framed|were framed|have been framed)\b"
        r"|\b(points?|questions?|issues?) (that |which )?(would |have |has |had )?(arise|arisen|arising|arose)\b"
        r"|\b(points?|questions?|issues?) for (my|our|the|its) (consideration|determination|decision|examination)"
        r"|\bfollowing (substantial )?(issues|points|questions)\b|\bsubstantial questions? of law\b"
        r"|^\s*(\(?[ivx0-9a-h]{1,4}[.)]\s*)?what (order|decree|relief)\b|\bwhether\b.*\?\s*$"),
    "decision": re.compile(
        r"\b(appeals?|petitions?|writ petitions?|revisions?|applications?|suits?|references?|reviews?)\s+(is|are|"
        r"stands?|must be|shall stand|accordingly|is accordingly|are accordingly|is hereby|are hereby|therefore|"
        r"fails?|succeeds?)\s*(be\s+)?(partly\s+|partially\s+)?(allowed|dismissed|disposed|rejected|fails?|"
        r"succeeds?|accepted)"
        r"|\b(we|i)\s+(accordingly\s+|therefore\s+|hence\s+)?(allow|dismiss|set aside|quash|uphold|remand|remit)\b"
        r"|\bno order as to costs\b|\bwith costs\b|\bbear (their|its) own costs\b|\bcosts? (quantified|assessed)\b"
        r"|\b(conviction|sentence|order|judgment|decree)s?\s+(of\s+[\w\s]+?\s+)?(is|are)\s+(hereby\s+)?"
        r"(set aside|upheld|confirmed|maintained|restored|quashed|modified)\b"
        r"|\b(appeal|petition|application|claim) (allowed|dismissed|granted|denied)\b|\bordered accordingly\b"
        r"|\b(is|are) (hereby\s+)?(granted|denied|remanded)\b"
        r"|\b(is|are) (hereby\s+)?(directed|restrained|acquitted|decreed|released|discharged|remitted)\b"
        r"|\bshall be (released|refunded|paid|set at liberty|returned)\b|\bdraw (the )?(decree|up)\b"
        r"|\bno (order as to )?costs\b|\banswer(ed)? .{0,60}\b(affirmative|negative)\b"
        r"|\b(pass|passed) the following\b|\border(ed)? accordingly\b|\bstands? disposed of\b"
        r"|\bappeal (fails|succeeds)\b"),
    "decision_lead": re.compile(
        r"^\s*(for (all )?(these|the above|the foregoing|the aforesaid|the reasons)|in the result|in view of (the|"
        r"our) (above|foregoing|aforesaid)|resultantly|accordingly|consequently|in the circumstances|in these "
        r"circumstances|in the light of)\b"),
    "facts": re.compile(
        r"^\s*(brief\s+)?(the\s+)?facts\b|\bfacts (of the case|in brief|leading to|giving rise|are)\b"
        r"|\b(was|were) (married|born|arrested|appointed|employed|admitted|filed|registered|lodged)\b"
        r"|\bon (or about )?\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b(fir|complaint|charge[- ]?sheet|suit) (was|were)\b"),
    "reasoning": re.compile(
        r"\b(in our (opinion|view)|we are (of the|unable|not|inclined)|we (hold|find|think|agree|do not agree|"
        r"see no|are satisfied)|it is (well[- ])?settled|(this|the) court (has|had) (held|observed)|was held|"
        r"the law is|we have considered|it is clear that|we have no doubt|there is no (merit|substance))\b"),
    "arguments": re.compile(
        r"\b(learned|ld\.?) (senior )?(counsel|advocate|additional|solicitor|attorney|public prosecutor|app|spp)"
        r"|\b(submitted|contended|urged|argued|canvassed|pointed out) (that|on behalf)\b"
        r"|\b(submissions?|contentions?|arguments?) (of|on behalf of|advanced|made|raised) (the\s+)?"
        r"|\bon behalf of the (appellant|respondent|petitioner|state|accused)s?\b"
        r"|\bit (is|was) (the )?(contention|submission|case|argument) of\b|\bthe veteran (contends|asserts)\b"),
    "signoff": re.compile(
        r"^\W*([a-z]\.\s?){1,4}\W*$|^\W*\.{3,}|\bj\.?\s*$|^\W*(\(?sd/?-?\)?|judge|new delhi|dated|"
        r"chief justice)\b|\[[a-z .]+\]\s*$|\bjudge\W*$|^\W*(annexure|list of (witnesses|documents|exhibits))"
        r"|\b(dictated|typed|transcribed|pronounced)\b.{0,40}\b(open court|stenographer|judgment writer)"),
    "citation": re.compile(
        r"\b(v\.|vs\.?|versus)\s|\b(air|scc|scr|scale|jt|all er|crlj|cri\.?\s?l\.?j|f\.\s?\d?d|u\.s\.c|c\.f\.r|"
        r"vet\.\s?app)\b|\[\d{4}\]|\(\d{4}\)\s*\d+"),
    "statute": re.compile(r"\b(sections?|ss?\.|articles?|arts?\.|rules?|regulations?|clauses?|§+)\s*\d"),
}
# Words without which a cue cannot match (every alternative of its pattern contains one of them): a sentence
# with none of them skips the regex, whose alternations are tried at every position (the issue cue alone
# was a quarter of the facetizer's time). Checked against the bare patterns in tests/test_facets_trained.py.
_CUE_NEEDLES: dict[str, tuple[str, ...]] = {
    "issue": ("question", "issue", "point", "whether", "what"),
}


def cue_hit(name: str, low: str) -> bool:
    """Does cue ``name`` match the lower-cased sentence ``low``? (``_CUES[name].search``, prefiltered)"""
    needles = _CUE_NEEDLES.get(name)
    if needles is not None and not any(w in low for w in needles):
        return False
    return _CUES[name].search(low) is not None


_HEADING_TYPES: dict[str, re.Pattern[str]] = {
    "preamble": re.compile(r"head ?note|citation|bench|coram|petitioner|respondent|appellant|date of (judgment|"
                           r"decision)|^\s*(present|between|versus|vs\.?|and)\s*:?\s*$|advocates?|counsel for"),
    "body": re.compile(r"^\W*(j\s?u\s?d\s?g\s?e?\s?m\s?e\s?n\s?t|common judgment|oral judgment)\W*$"),
    "facts": re.compile(r"\bfacts?\b|background|history|factual|introduction"),
    "issues": re.compile(r"\bissues?\b|\bquestions?\b|points? for"),
    "arguments": re.compile(r"submission|argument|contention|counsel|rival|pleading"),
    "reasoning": re.compile(r"analysis|discussion|consideration|reasons|evaluation|our view|\blaw\b"),
    "decision": re.compile(r"\border\b|conclusions?|result|decision|disposition|relief|findings?"),
}
HEADING_TYPES = (*_HEADING_TYPES, "other")
_TOKEN = re.compile(r"[a-z]+|\d+")
_NUMBERED = re.compile(r"^\s*(\(?[0-9ivxa-h]{1,4}[.)]|\d+\.\d*)\s")
_LAST_HEADING_DECAY = 40  # a heading's section type stays "current" for at most this many sentences

POS_BINS = 10


def _is_heading(line: str) -> bool:
    words = line.split()
    if not words or len(words) > 10:
        return False
    letters = [c for c in line if c.isalpha()]
    if not letters:
        return False
    upper = sum(c.isupper() for c in letters) / len(letters)
    return upper > 0.7 or line.rstrip().endswith((":", ":-")) or (line[-1] not in ".;,?\"'" and line[0].isupper()
                                                                   and len(words) <= 6)


def _heading_type(line: str) -> str:
    low = line.lower()
    for name, pat in _HEADING_TYPES.items():
        if pat.search(low):
            return name
    return "other"


DENSE_NAMES: list[str] = (
    ["bias_pos", "rel", "rel2"]
    + [f"bin{k}" for k in range(POS_BINS)]
    + ["para_rel", "first_in_para", "last_in_para", "only_in_para", "log_words", "log_para_sents",
       "short", "heading", "upper", "numbered", "question", "colon", "quote", "year", "digits"]
    + [f"cue_{k}" for k in _CUES]
    + ["cue_decision_late", "cue_decision_lead_late", "cue_issue_early"]
    + [f"sect_{k}" for k in HEADING_TYPES]
    + ["before_body", "after_body"]
    + [f"from_end{k}" for k in range(5)] + [f"from_start{k}" for k in range(4)]
    + ["after_last_decision_cue", "near_last_decision_cue", "before_first_issue_cue"]
)


def _hash(token: str, dim: int) -> int:
    return zlib.crc32(token.encode("utf-8")) % dim


_ASCII_LETTERS = string.ascii_letters.encode("ascii")
_ASCII_UPPER = string.ascii_uppercase.encode("ascii")
_ASCII_DIGITS = string.digits.encode("ascii")


def char_counts(text: str) -> tuple[int, int, int]:
    """(letters, upper-case letters, digits) of ``text`` as ``str.isalpha/isupper/isdigit`` count them.

    Most judgment text is ASCII, where those three are exactly A-Za-z, A-Z and 0-9: counted with
    ``bytes.translate`` in C instead of a Python generator per character (a third of the facetizer's time).
    Anything else takes the per-character definition itself, so the counts are identical either way.
    """
    if text.isascii():
        b = text.encode("ascii")
        n = len(b)
        return (n - len(b.translate(None, _ASCII_LETTERS)), n - len(b.translate(None, _ASCII_UPPER)),
                n - len(b.translate(None, _ASCII_DIGITS)))
    letters = [c for c in text if c.isalpha()]
    return len(letters), sum(c.isupper() for c in letters), sum(c.isdigit() for c in text)


def lexical_indices(sentence: str, dim: int, bigrams: bool = True, memo: dict[str, int] | None = None) -> list[int]:
    """Hashed features of one sentence. ``memo`` (feature -> index, for one ``dim``) saves re-hashing the words
    and bigrams a document repeats; the indices are the same with or without it."""
    low = sentence.lower()
    toks = ["0" if t.isdigit() else t for t in _TOKEN.findall(low)]
    feats = {"u:" + t for t in toks}
    if bigrams:
        feats.update("b:" + a + " " + b for a, b in zip(toks, toks[1:]))
    lead = [t for t in toks if t != "0"][:2]
    if lead:
        feats.add("p1:" + lead[0])
        if len(lead) > 1:
            feats.add("p2:" + lead[0] + " " + lead[1])
    if memo is None:
        return sorted({_hash(f, dim) for f in feats})
    out = set()
    for f in feats:
        h = memo.get(f)
        if h is None:
            h = memo[f] = _hash(f, dim)
        out.add(h)
    return sorted(out)


def dense_features(doc: Segmented) -> np.ndarray:
    """Position, shape, cue-phrase and heading features: n_sentences x len(DENSE_NAMES)."""
    n = len(doc.sentences)
    out = np.zeros((n, len(DENSE_NAMES)), dtype=np.float32)
    if not n:
        return out
    col = {name: k for k, name in enumerate(DENSE_NAMES)}
    para_of = _sentence_paragraphs(doc)
    n_para = max(len(doc.paragraphs), 1)
    para_count = np.bincount(para_of, minlength=n_para) if len(para_of) else np.zeros(n_para, dtype=np.int64)
    sect, sect_age = "none", 10**9
    # a "JUDGMENT" line in the first half opens the body: what precedes it is preamble (title, headnote, bench)
    body_start = -1
    for p_idx, para in enumerate(doc.paragraphs):
        if para.start > len(doc.text) * 0.5:
            break
        line = doc.text[para.start : para.end]
        if len(line) < 40 and _HEADING_TYPES["body"].search(line.lower()):
            body_start = para.start
            break
    lows = [doc.text[s.start : s.end].lower() for s in doc.sentences]
    # the two cues the whole document is scanned for up front are not searched again per sentence
    known_cues = {k: [cue_hit(k, low) for low in lows] for k in ("decision", "issue")}
    other_cues = [k for k in _CUES if k not in known_cues]
    dec_cues = [i for i, hit in enumerate(known_cues["decision"]) if hit]
    last_dec = dec_cues[-1] if dec_cues and dec_cues[-1] >= n * 0.5 else -1
    iss_cues = [i for i, hit in enumerate(known_cues["issue"]) if hit]
    first_iss = iss_cues[0] if iss_cues else -1
    prev_para = -1
    for i, s in enumerate(doc.sentences):
        body = doc.text[s.start : s.end]
        low = lows[i]
        p = int(para_of[i])
        rel = i / (n - 1) if n > 1 else 0.0
        row = out[i]
        row[col["bias_pos"]] = 1.0
        row[col["rel"]] = rel
        row[col["rel2"]] = rel * rel
        row[col[f"bin{min(int(rel * POS_BINS), POS_BINS - 1)}"]] = 1.0
        row[col["para_rel"]] = p / (n_para - 1) if n_para > 1 else 0.0
        first = p != prev_para
        last = i == n - 1 or int(para_of[i + 1]) != p
        row[col["first_in_para"]] = float(first)
        row[col["last_in_para"]] = float(last)
        row[col["only_in_para"]] = float(first and last)
        words = body.split()
        row[col["log_words"]] = math.log1p(len(words)) / 4.0
        row[col["log_para_sents"]] = math.log1p(int(para_count[p])) / 3.0
        row[col["short"]] = float(len(words) <= 4)
        para_text = doc.text[doc.paragraphs[p].start : doc.paragraphs[p].end] if doc.paragraphs else body
        heading = first and last and _is_heading(para_text)
        row[col["heading"]] = float(heading)
        n_letters, n_upper, n_digits = char_counts(body)
        row[col["upper"]] = float(bool(n_letters) and n_upper / n_letters > 0.7)
        row[col["numbered"]] = float(bool(_NUMBERED.match(body)))
        row[col["question"]] = float("?" in body)
        row[col["colon"]] = float(body.rstrip().endswith((":", ":-", "-")))
        row[col["quote"]] = float(any(q in body for q in "\"\u201c\u201d"))
        row[col["year"]] = float(bool(re.search(r"\b(1[89]|20)\d\d\b", body)))
        row[col["digits"]] = min(n_digits / max(len(body), 1) * 5, 1.0)
        for k, hits in known_cues.items():
            row[col[f"cue_{k}"]] = float(hits[i])
        for k in other_cues:
            row[col[f"cue_{k}"]] = float(cue_hit(k, low))
        row[col["cue_decision_late"]] = row[col["cue_decision"]] * rel
        row[col["cue_decision_lead_late"]] = row[col["cue_decision_lead"]] * rel
        row[col["cue_issue_early"]] = row[col["cue_issue"]] * (1 - rel)
        if heading:
            sect, sect_age = _heading_type(para_text), 0
        elif first:
            sect_age += 1
        if sect != "none" and sect_age <= _LAST_HEADING_DECAY and not heading:
            row[col[f"sect_{sect}"]] = 1.0
        if body_start >= 0:
            row[col["before_body" if s.start < body_start else "after_body"]] = 1.0
        to_end = n - 1 - i  # sentences after this one: 0, 1-2, 3-6, 7-14, 15-30
        if to_end < 31:
            row[col[f"from_end{min(int(math.log2(to_end + 1)), 4)}"]] = 1.0
        if i < 15:
            row[col[f"from_start{min(int(math.log2(i + 1)), 3)}"]] = 1.0
        if last_dec >= 0:
            row[col["after_last_decision_cue"]] = float(i > last_dec)
            row[col["near_last_decision_cue"]] = float(0 <= last_dec - i <= 3)
        if first_iss >= 0:
            row[col["before_first_issue_cue"]] = float(i < first_iss)
        prev_para = p
    return out


def _sentence_paragraphs(doc: Segmented) -> np.ndarray:
    out = np.zeros(len(doc.sentences), dtype=np.int64)
    if not doc.paragraphs:
        return out
    ends = np.array([p.end for p in doc.paragraphs])
    starts = np.array([s.start for s in doc.sentences], dtype=np.int64)
    idx = np.searchsorted(ends, starts, side="left")
    return np.minimum(idx, len(doc.paragraphs) - 1)


def _sentence_units(doc: Segmented) -> np.ndarray:
    if not doc.units:
        return np.zeros(len(doc.sentences), dtype=np.int64)
    ends = np.array([u.end for u in doc.units])
    mids = np.array([(s.start + s.end) // 2 for s in doc.sentences], dtype=np.int64)
    return np.minimum(np.searchsorted(ends, mids, side="right"), len(doc.units) - 1)


def vector_features(doc: Segmented, context: bool = True) -> np.ndarray:
    """The containing unit's vector and (optionally) the mean of the previous and next units' vectors."""
    n = len(doc.sentences)
    width = 384 * (2 if context else 1)
    vecs = doc.unit_vectors
    if vecs is None or len(vecs) != len(doc.units) or not len(doc.units):
        return np.zeros((n, width), dtype=np.float32)
    vecs = np.asarray(vecs, dtype=np.float32)
    su = _sentence_units(doc)
    own = vecs[su]
    if not context:
        return own
    prev = vecs[np.maximum(su - 1, 0)]
    nxt = vecs[np.minimum(su + 1, len(vecs) - 1)]
    return np.hstack([own, (prev + nxt) / 2]).astype(np.float32)


# ---------------------------------------------------------------------------------------------------------
# second (context) pass

CONTEXT_OFFSETS = (-3, -2, -1, 1, 2, 3)
CONTEXT_WINDOWS = (8, 25)


def context_features(probs: np.ndarray, para_of: np.ndarray, rel: np.ndarray) -> np.ndarray:
    """Neighbouring first-pass probabilities, window / paragraph / document means and position."""
    n, k = probs.shape
    logp = np.log(np.clip(probs, 1e-6, 1.0))
    blocks = [logp / 5.0]
    for off in CONTEXT_OFFSETS:
        shifted = np.zeros_like(probs)
        pad = np.zeros((n, 1), dtype=np.float32)
        if off < 0:
            shifted[-off:] = probs[: n + off] if n + off > 0 else 0
            pad[: min(-off, n)] = 1
        else:
            shifted[: n - off] = probs[off:] if n - off > 0 else 0
            pad[max(n - off, 0) :] = 1
        blocks += [shifted, pad]
    csum = np.vstack([np.zeros((1, k)), np.cumsum(probs, axis=0)])
    for w in CONTEXT_WINDOWS:
        lo = np.maximum(np.arange(n) - w, 0)
        hi = np.minimum(np.arange(n) + w + 1, n)
        blocks.append((csum[hi] - csum[lo]) / (hi - lo)[:, None])
        # what came before / after (the document's layout so far)
        blocks.append((csum[np.arange(n)] - csum[lo]) / np.maximum(np.arange(n) - lo, 1)[:, None])
        blocks.append((csum[hi] - csum[np.arange(n) + 1]) / np.maximum(hi - np.arange(n) - 1, 1)[:, None])
    if n:
        sums = np.zeros((int(para_of.max()) + 1, k))
        np.add.at(sums, para_of, probs)
        cnt = np.bincount(para_of, minlength=len(sums))[:, None]
        blocks.append(sums[para_of] / np.maximum(cnt[para_of], 1))
    else:
        blocks.append(np.zeros((0, k)))
    blocks.append(np.repeat(probs.mean(axis=0, keepdims=True) if n else np.zeros((1, k)), n, axis=0))
    bins = np.zeros((n, POS_BINS), dtype=np.float32)
    if n:
        bins[np.arange(n), np.minimum((rel * POS_BINS).astype(int), POS_BINS - 1)] = 1
    blocks += [rel[:, None], bins, np.ones((n, 1))]
    return np.hstack(blocks).astype(np.float32)


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def viterbi(log_emit: np.ndarray, log_trans: np.ndarray, log_start: np.ndarray) -> np.ndarray:
    n, k = log_emit.shape
    if n == 0:
        return np.zeros(0, dtype=np.int64)
    score = log_start + log_emit[0]
    back = np.zeros((n, k), dtype=np.int64)
    for t in range(1, n):
        cand = score[:, None] + log_trans
        back[t] = cand.argmax(axis=0)
        score = cand.max(axis=0) + log_emit[t]
    path = np.zeros(n, dtype=np.int64)
    path[-1] = int(score.argmax())
    for t in range(n - 1, 0, -1):
        path[t - 1] = back[t, path[t]]
    return path


# ---------------------------------------------------------------------------------------------------------
# the model file


@dataclass
class Model:
    """All arrays of a trained model; ``config`` carries the feature switches and class names."""

    config: dict[str, Any]
    w_lex: np.ndarray  # (hash_dim, K) first pass, lexical block
    w_dense: np.ndarray  # (n_dense, K) first pass, dense block (position/cues, then vectors)
    b1: np.ndarray  # (K,)
    w_ctx: np.ndarray  # (n_ctx, K) second pass
    b2: np.ndarray
    log_trans: np.ndarray  # (K, K)
    log_start: np.ndarray  # (K,)
    bias: np.ndarray  # (K,) per-class offsets added before decoding
    vec_proj: np.ndarray | None = None  # (384, k) projection of unit vectors, or None (raw vectors)
    sha256: str = ""

    @property
    def classes(self) -> tuple[str, ...]:
        return tuple(self.config["classes"])

    def first_pass(self, doc: Segmented) -> np.ndarray:
        cfg = self.config
        n = len(doc.sentences)
        k = len(self.classes)
        if n == 0:
            return np.zeros((0, k), dtype=np.float32)
        dense = _dense_block(doc, cfg, self.vec_proj)
        z = dense @ self.w_dense + self.b1
        dim = int(cfg["hash_dim"])
        scale = float(cfg.get("lex_scale", 1.0))
        memo: dict[str, int] = {}  # one document's words and bigrams recur: hash each once
        for i, text in enumerate(doc.sentence_texts()):
            idx = lexical_indices(text, dim, bool(cfg.get("bigrams", True)), memo)
            if idx:
                z[i] += self.w_lex[idx].sum(axis=0, dtype=np.float32) * (scale / math.sqrt(len(idx)))
        return softmax(z.astype(np.float64)).astype(np.float32)

    def second_pass(self, doc: Segmented, probs: np.ndarray) -> np.ndarray:
        return self.second_pass_from(_sentence_paragraphs(doc), _rel(len(probs)), probs)

    def second_pass_from(self, para_of: np.ndarray, rel: np.ndarray, probs: np.ndarray) -> np.ndarray:
        if not self.config.get("context", True) or not len(probs):
            return probs
        ctx = context_features(np.asarray(probs, dtype=np.float32), para_of, rel)
        return softmax((ctx @ self.w_ctx + self.b2).astype(np.float64)).astype(np.float32)

    def predict_ids(self, doc: Segmented) -> np.ndarray:
        probs = self.second_pass(doc, self.first_pass(doc))
        return self.decode(probs)

    def decode(self, probs: np.ndarray) -> np.ndarray:
        if not len(probs):
            return np.zeros(0, dtype=np.int64)
        log_emit = np.log(np.clip(probs.astype(np.float64), 1e-9, 1.0)) + self.bias
        w = float(self.config.get("trans_weight", 0.0))
        if w <= 0:
            return log_emit.argmax(axis=1)
        return viterbi(log_emit, w * self.log_trans, w * self.log_start)

    # -- storage -------------------------------------------------------------------------------------------

    def arrays(self) -> dict[str, np.ndarray]:
        return {
            "w_lex": self.w_lex.astype(np.float16),
            "w_dense": self.w_dense.astype(np.float32),
            "b1": self.b1.astype(np.float32),
            "w_ctx": self.w_ctx.astype(np.float32),
            "b2": self.b2.astype(np.float32),
            "log_trans": self.log_trans.astype(np.float32),
            "log_start": self.log_start.astype(np.float32),
            "bias": self.bias.astype(np.float32),
            "vec_proj": (self.vec_proj if self.vec_proj is not None else np.zeros((0, 0))).astype(np.float32),
        }

    def save(self, path: Path) -> str:
        """Write the model deterministically (fixed zip timestamps, sorted members); returns its sha256."""
        arrays = self.arrays()
        arrays["config"] = np.frombuffer(json.dumps(self.config, sort_keys=True).encode("utf-8"), dtype=np.uint8)
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            for name in sorted(arrays):
                info = zipfile.ZipInfo(name + ".npy", date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                member = io.BytesIO()
                np.lib.format.write_array(member, np.ascontiguousarray(arrays[name]), allow_pickle=False)
                zf.writestr(info, member.getvalue(), compresslevel=9)
        data = buf.getvalue()
        path.write_bytes(data)
        return hashlib.sha256(data).hexdigest()

    @classmethod
    def load(cls, path: Path) -> Model:
        raw = Path(path).read_bytes()
        with np.load(io.BytesIO(raw), allow_pickle=False) as z:
            arrs = {k: z[k] for k in z.files}
        config = json.loads(arrs.pop("config").tobytes().decode("utf-8"))
        if int(config.get("features_version", -1)) != FEATURES_VERSION:
            raise ValueError(f"model {path} has features_version {config.get('features_version')}, "
                             f"this code reads {FEATURES_VERSION}")
        if list(config.get("dense_names", [])) != list(DENSE_NAMES):
            raise ValueError(f"model {path} was trained on other dense features than this code computes; retrain it")
        return cls(config=config, w_lex=arrs["w_lex"].astype(np.float32), w_dense=arrs["w_dense"],
                   b1=arrs["b1"], w_ctx=arrs["w_ctx"], b2=arrs["b2"], log_trans=arrs["log_trans"],
                   log_start=arrs["log_start"], bias=arrs["bias"],
                   vec_proj=arrs["vec_proj"] if arrs.get("vec_proj") is not None and arrs["vec_proj"].size else None,
                   sha256=hashlib.sha256(raw).hexdigest())


def _rel(n: int) -> np.ndarray:
    return (np.arange(n, dtype=np.float32) / (n - 1)) if n > 1 else np.zeros(n, dtype=np.float32)


def _dense_block(doc: Segmented, cfg: dict[str, Any], proj: np.ndarray | None = None) -> np.ndarray:
    """Dense first-pass inputs; unit vectors optionally projected (``proj``: 384 x k, PCA of training units)."""
    parts = [dense_features(doc)]
    if cfg.get("vectors", True):
        vec = vector_features(doc, bool(cfg.get("vector_context", True)))
        if proj is not None and proj.size:
            vec = np.hstack([vec[:, j : j + 384] @ proj for j in range(0, vec.shape[1], 384)])
        parts.append(vec * float(cfg.get("vec_scale", 1.0)))
    return np.hstack(parts).astype(np.float32)


# ---------------------------------------------------------------------------------------------------------
# the facetizer


class TrainedFacetizer:
    """The offline default: labels each sentence with the trained model (see the module docstring)."""

    name = "trained"

    def __init__(self, model_path: Path | str | None = None, arguments_as: str = "reasoning",
                 model: Model | None = None) -> None:
        if arguments_as not in ARGUMENTS_AS:
            raise ValueError(f"arguments_as must be one of {ARGUMENTS_AS}, not {arguments_as!r}")
        self.model_path = Path(model_path) if model_path else DEFAULT_MODEL
        self.model = model or Model.load(self.model_path)
        self.arguments_as = arguments_as
        suffix = "" if arguments_as == "reasoning" else f"+args:{arguments_as}"
        self.version = self.model.sha256[:12] + suffix

    def predict_classes(self, doc: Segmented) -> list[str]:
        """Model classes per sentence, ``arguments`` still apart."""
        classes = self.model.classes
        return [classes[int(k)] for k in self.model.predict_ids(doc)]

    def label_sentences(self, doc: Segmented) -> list[str]:
        mapped = self.arguments_as
        return [mapped if c == "arguments" else c for c in self.predict_classes(doc)]


def load_default(arguments_as: str = "reasoning") -> TrainedFacetizer | None:
    """The packaged model, or None when it is missing or unreadable."""
    try:
        return TrainedFacetizer(arguments_as=arguments_as)
    except (OSError, ValueError, KeyError, zipfile.BadZipFile):
        return None


def map_gold(gold: Sequence[str], arguments_as: str = "reasoning") -> list[str]:
    """Gold roles-format facets as facetizer labels: ``none`` -> other, ``arguments`` -> ``arguments_as``."""
    out = []
    for g in gold:
        c = GOLD_TO_CLASS.get(g, OTHER)
        out.append(arguments_as if c == "arguments" else c)
    return out
