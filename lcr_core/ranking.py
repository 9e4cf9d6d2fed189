"""Ranking by profile: the query read as the profile says, Stage 1 with its BM25 parameters (or its query
likelihood, lever 10), Stage 2 by its cross-facet matrix, learned model or BM25 order, and known-item pinning.

``Engine.search`` calls ``rank_query`` for every query that is not given explicit weights; the evaluation's
``profile`` system calls the same function, so what is measured is what ships.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from .encoder import EMBEDDING_DIM
from .evaluation.datasets import citation_context
from .fusion import LinearModel, TreeModel
from .phrases import phrase_scores
from .profiles import Profile
from .statute_inference import with_statutes
from .query_types import QueryType
from .retrieve import FIELDS, WHOLE, CrossFeatures, HybridWeights, MatrixWeights, Pool, Ranking, best_field, combine_cross, \
    rrf_fuse, top_k, zscore
from .schema import FACETS, Hit

OWN_VECTOR_MAX_UNITS = 8  # queries up to this many encoding units get per-facet encodes
SHINGLE = 5  # words per shingle for the verbatim (known-item) check
VERBATIM_SHARE = 0.5  # share of the query's shingles a candidate must contain to be pinned first
VERBATIM_CANDIDATES = 3  # the top BM25 candidates checked
LIKELIHOOD_FEATURE = "query likelihood"  # a card's name for Stage 1's lexical score under `query.lexical`


@dataclass
class ProfiledQuery:
    profile: Profile
    qtype: QueryType
    view_text: str
    q: object  # engine.AnalysedQuery of the view text
    field_tokens: list[list[str]]  # per FIELDS
    field_vecs: np.ndarray  # (5, 384)
    field_mask: np.ndarray  # (5,)
    bm25_terms: dict[str, float]  # the Stage-1 BM25 query (after reduction / RM3)
    warnings: list[str] = field(default_factory=list)


@dataclass
class Ranked:
    pq: ProfiledQuery
    pool: Pool
    features: CrossFeatures
    ranking: Ranking
    order: np.ndarray  # pool positions, best first, known-item pins first
    contributions: dict[str, np.ndarray]  # feature or candidate field -> (P,) additive share of the score
    verbatim: np.ndarray  # (P,) share of the query's shingles found verbatim (checked candidates only)
    bm25: np.ndarray  # (n_docs,) Stage-1 BM25 of the view
    timings: dict[str, float] = field(default_factory=dict)

    def rows(self, depth: int) -> np.ndarray:
        return self.pool.rows[self.order[:depth]]


def analyse(engine, text: str, profile: Profile, qtype: QueryType) -> ProfiledQuery:
    view_text = text
    if profile.view == "ctx":
        view_text = citation_context(text, profile.ctx_before, profile.ctx_after) or text
    q, warnings = engine.analyse_query(view_text)
    field_tokens = [q.tokens_facets[f] for f in FACETS] + [q.tokens_whole]
    vecs = np.zeros((len(FIELDS), EMBEDDING_DIM), dtype=np.float32)
    vecs[: len(FACETS)] = q.facet_matrix
    vecs[WHOLE] = q.analysed.doc_vector
    mask = np.append(q.facet_mask, True)
    if profile.facet_vectors == "own" and len(q.analysed.doc.units) <= OWN_VECTOR_MAX_UNITS:
        present = [j for j, f in enumerate(FACETS) if q.facet_mask[j]]
        if len(present) > 1:  # one facet only: its pooled vector is already its own text's
            texts = [q.analysed.facet_text(FACETS[j]) for j in present]
            own = engine.encoder.encode(texts)
            for j, v in zip(present, own):
                vecs[j] = v
    terms = query_terms(engine, q.tokens_whole, profile)
    return ProfiledQuery(profile, qtype, view_text, q, field_tokens, vecs, mask, terms, warnings)


def query_terms(engine, tokens: list[str], profile: Profile) -> dict[str, float]:
    """Term -> weight of the Stage-1 BM25 query; ``reduce_terms`` keeps the highest count x idf terms."""
    counts = Counter(tokens)
    if profile.reduce_terms and len(counts) > profile.reduce_terms:
        m = engine.bm25_params.matrix("whole", profile.k1, profile.b)
        n = max(m.n_docs, 1)

        def informativeness(t: str) -> float:
            df = m.document_frequency(t)
            return counts[t] * np.log((n - df + 0.5) / (df + 0.5)) if df else -np.inf

        kept = sorted(counts, key=lambda t: (-informativeness(t), t))[: profile.reduce_terms]
        counts = Counter({t: counts[t] for t in kept})
    return {t: float(c) for t, c in counts.items()}


def feedback_weights(scores: np.ndarray, likelihood: bool) -> np.ndarray:
    """RM3's weights of the feedback documents, summing to 1: proportional to a BM25 score, or to the query
    likelihood itself for a log-likelihood score (its softmax; the log shifted by a constant weighed every feedback
    document almost alike)."""
    s = np.asarray(scores, dtype=np.float64)
    w = np.exp(s - s.max()) if likelihood else s
    return w / max(float(w.sum()), 1e-12)


def rm3_terms(engine, terms: dict[str, float], first_pass: np.ndarray, profile: Profile) -> dict[str, float]:
    """RM3: mix the query with the term distribution of the top feedback documents (weighted by score)."""
    cfg = profile.rm3 or {}
    n_docs, n_terms, lam = int(cfg.get("docs", 10)), int(cfg.get("terms", 30)), float(cfg.get("weight", 0.5))
    top = top_k(first_pass, n_docs, valid=first_pass > 0)
    if len(top) == 0 or lam <= 0:
        return terms
    tf, vocab = engine.bm25_params.matrix("whole", profile.k1, profile.b).tf_rows(top)
    dl = np.asarray(tf.sum(axis=1)).ravel()
    doc_w = feedback_weights(first_pass[top], likelihood=profile.lexical is not None)
    rel = np.asarray(tf.multiply((doc_w / np.maximum(dl, 1))[:, None]).sum(axis=0)).ravel()
    best = np.argsort(-rel)[:n_terms]
    expansion = {vocab[int(j)]: float(rel[j]) for j in best if rel[j] > 0}
    total_e = sum(expansion.values()) or 1.0
    total_q = sum(terms.values()) or 1.0
    mixed = {t: (1 - lam) * w / total_q for t, w in terms.items()}
    for t, w in expansion.items():
        mixed[t] = mixed.get(t, 0.0) + lam * w / total_e
    return mixed


def lexical_scores(engine, pq: ProfiledQuery) -> np.ndarray:
    """Stage 1's lexical score of every judgment for the profile's query terms: BM25 (k1, b), or the Dirichlet
    query likelihood when the profile says so (lever 10; > 0 exactly where a query term occurs)."""
    p = pq.profile
    if p.lexical is not None:
        return engine.query_likelihood_for(engine.index).scores(pq.bm25_terms, p.lexical.mu)
    m = engine.bm25_params.matrix("whole", p.k1, p.b)
    return m.scores_vector(m.term_vector(pq.bm25_terms))


def stage1(engine, pq: ProfiledQuery, mask: np.ndarray | None = None) -> tuple[Pool, np.ndarray]:
    p = pq.profile
    bm25 = lexical_scores(engine, pq)
    if p.rm3:
        pq.bm25_terms = rm3_terms(engine, pq.bm25_terms, bm25 if mask is None else np.where(mask, bm25, 0), p)
        bm25 = lexical_scores(engine, pq)
    if p.phrases:
        bm25 = with_phrases(engine, pq, bm25)
    if p.statutes:  # lever 9: re-ordered by the statutes the top judgments are decided under
        bm25 = with_statutes(engine.statute_sets_for(engine.index), p.statutes, bm25, p.pool_m, mask)
    valid = bm25 > 0 if mask is None else (bm25 > 0) & mask
    bm25_rows = top_k(bm25, p.top_a, valid=valid)
    if isinstance(p.stage2, str) and p.stage2 == "bm25" and len(bm25_rows) >= min(p.pool_m, int(valid.size)):
        dense_rows = np.zeros(0, dtype=np.int64)  # the pool is the BM25 list itself
    elif isinstance(p.stage2, str) and p.stage2 == "bm25":
        # too few cases with a positive BM25 score (a tiny corpus, or words every case has): meaning-based
        # candidates fill the pool behind them, so a query never comes back empty
        dense_rows = engine.dense_top(pq.q.analysed.doc_vector, p.top_b, mask)
        dense_rows = dense_rows[~np.isin(dense_rows, bm25_rows)][: max(p.pool_m - len(bm25_rows), 0)]
    else:
        dense_rows = engine.dense_top(pq.q.analysed.doc_vector, p.top_b, mask)
    return rrf_fuse(bm25_rows, dense_rows, engine.settings.rrf_k, p.pool_m), bm25


def with_phrases(engine, pq: ProfiledQuery, bm25: np.ndarray) -> np.ndarray:
    """Stage-1 BM25 with the profile's phrase terms: the joined BM25 of words and phrases, or the word BM25
    plus the weighted phrase BM25 (``phrases.PhraseOptions``)."""
    p = pq.profile
    extra = phrase_scores(engine, p.phrases, pq.q.tokens_whole, pq.view_text, pq.bm25_terms, p.k1, p.b)
    return extra if p.phrases.mode == "joined" else bm25 + p.phrases.weight * extra


def needs_passages(stage2) -> bool:
    """Whether a Stage 2 reads the best-passage cosine (the only feature that touches passage vectors)."""
    if isinstance(stage2, HybridWeights):
        return stage2.needs_passages()
    return isinstance(stage2, (LinearModel, TreeModel)) and "passage" in stage2.names


def cross_features(engine, pq: ProfiledQuery, pool: Pool) -> CrossFeatures:
    """BM25 and cosine of every (query field, candidate field) pair over the pool's rows."""
    idx, p = engine.index, pq.profile
    rows = pool.rows
    lex = np.zeros((len(rows), len(FIELDS), len(FIELDS)))
    for j, f in enumerate(FIELDS):
        m = engine.bm25_params.matrix(f, p.k1, p.b)
        queries = [t if pq.field_mask[i] and t else [] for i, t in enumerate(pq.field_tokens)]
        lex[:, :, j] = m.scores_many(queries, rows)  # the pool's terms are read once for every query field
    cand = np.concatenate([idx.take("facet_vecs", rows), idx.take("doc_vecs", rows)[:, None, :]], axis=1)  # (P, 5, 384)
    sem = np.einsum("pjd,id->pij", cand, pq.field_vecs).astype(np.float64)
    doc_mask = np.concatenate([idx.take("facet_mask", rows), np.ones((len(rows), 1), dtype=bool)], axis=1)
    passage = idx.best_passage_cosine(rows, pq.field_vecs[WHOLE]) if needs_passages(p.stage2) else None
    return CrossFeatures(lex=lex, sem=sem, query_mask=pq.field_mask.copy(), doc_mask=doc_mask, passage=passage)


def stage2(engine, pq: ProfiledQuery, pool: Pool, features: CrossFeatures,
           bm25: np.ndarray) -> tuple[Ranking, dict[str, np.ndarray]]:
    s2 = pq.profile.stage2
    features.stage1 = np.asarray(bm25[pool.rows], dtype=np.float64)
    if isinstance(s2, HybridWeights):
        return s2.rank(features)
    if isinstance(s2, MatrixWeights):
        r = combine_cross(features, s2, zscore_channels=engine.settings.zscore)
        return r, {f: r.contribution[:, j] for j, f in enumerate(FIELDS)}
    if isinstance(s2, (LinearModel, TreeModel)):
        lengths = engine.index.bm25_whole.distinct_terms()[pool.rows]  # distinct terms: a length proxy
        r, contrib = s2.rank(features, pool, lengths)
        return r, {n: contrib[:, k] for k, n in enumerate(s2.names)}
    raw = bm25[pool.rows]
    per_field = features.lex[:, WHOLE, :]  # which part of the candidate the query's words hit
    share = per_field / np.maximum(per_field[:, : len(FACETS)].sum(axis=1, keepdims=True), 1e-12)
    contribution = share * raw[:, None]
    order = np.lexsort((np.arange(len(raw)), -raw))
    # shown z-scored over the pool like every other Stage 2: a raw BM25 sum grows with the query's length (a
    # pasted judgment, one sentence repeated) and read as "lexical +95310" beside the other profiles' scores
    score = zscore(np.asarray(raw, dtype=np.float64))
    r = Ranking(order=order, score=score, s_lex=score, s_sem=np.zeros_like(score), contribution=contribution)
    return r, {"bm25": score}  # the card's parts add up to its score, as for every other Stage 2


def shingles(tokens: list[str], n: int = SHINGLE) -> set[tuple[str, ...]]:
    return {tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)}


def verbatim_share(query_tokens: list[str], doc_text: str, analyzer) -> float:
    """Share of the query's word shingles that occur verbatim in the document."""
    q = shingles(query_tokens)
    if not q:
        return 0.0
    return len(q & shingles(analyzer(doc_text))) / len(q)


def known_item(engine, pq: ProfiledQuery, pool: Pool, bm25: np.ndarray) -> np.ndarray:
    """(P,) verbatim share of the top BM25 candidates (0 for the others)."""
    share = np.zeros(len(pool.rows))
    tokens = pq.q.tokens_whole
    if not pq.profile.known_item or len(tokens) < 4 * SHINGLE or len(pool.rows) == 0:
        return share
    pos = {int(r): i for i, r in enumerate(pool.rows)}
    in_pool = bm25[pool.rows]
    for i in np.argsort(-in_pool)[:VERBATIM_CANDIDATES]:
        if in_pool[i] <= 0:
            continue
        got = engine.store.get(engine.index.ids[int(pool.rows[i])])
        if got is not None:
            share[pos[int(pool.rows[i])]] = verbatim_share(tokens, got[0], engine.analyzer)
    return share


def rank_query(engine, text: str, profile: Profile, qtype: QueryType, mask: np.ndarray | None = None) -> Ranked:
    t0 = time.perf_counter()
    pq = analyse(engine, text, profile, qtype)
    t1 = time.perf_counter()
    pool, bm25 = stage1(engine, pq, mask)
    t2 = time.perf_counter()
    features = cross_features(engine, pq, pool)
    ranking, contributions = stage2(engine, pq, pool, features, bm25)
    verbatim = known_item(engine, pq, pool, bm25)
    pinned = [int(i) for i in np.argsort(-verbatim, kind="stable") if verbatim[i] >= VERBATIM_SHARE]
    order = ranking.order
    if pinned:
        order = np.concatenate([np.asarray(pinned, dtype=np.int64), order[~np.isin(order, pinned)]])
    t3 = time.perf_counter()
    return Ranked(pq, pool, features, ranking, order, contributions, verbatim, bm25,
                  {"analyse": t1 - t0, "stage1": t2 - t1, "stage2": t3 - t2})


def shown_feature(name: str, profile: Profile) -> str:
    """A contribution's name as a card shows it: Stage 1's lexical score is the query likelihood, not BM25, in a
    profile whose ``query.lexical`` says so (the trained feature keeps its name "bm25")."""
    return LIKELIHOOD_FEATURE if name == "bm25" and profile.lexical is not None else name


def hits(engine, r: Ranked, k: int) -> list[Hit]:
    idx = engine.index
    out: list[Hit] = []
    for rank, p in enumerate(r.order[:k], start=1):
        row = int(r.pool.rows[p])
        contrib = {shown_feature(name, r.pq.profile): float(v[p]) for name, v in r.contributions.items()
                   if abs(float(v[p])) > 1e-9}
        if r.verbatim[p] > 0:
            contrib["verbatim"] = float(r.verbatim[p])
        out.append(Hit(
            case_id=idx.ids[row], rank=rank, score=float(r.ranking.score[p]),
            s_lex=float(r.ranking.s_lex[p]), s_sem=float(r.ranking.s_sem[p]),
            # whole query against each candidate facet: what the card's facet bars show
            lex={f: float(r.features.lex[p, WHOLE, j]) for j, f in enumerate(FACETS)},
            sem={f: float(r.features.sem[p, WHOLE, j]) for j, f in enumerate(FACETS)},
            best_facet=best_field(r.ranking.contribution[p], r.features.doc_mask[p]),
            bm25_rank=int(r.pool.bm25_rank[p]) or None, dense_rank=int(r.pool.dense_rank[p]) or None,
            rrf=float(r.pool.rrf[p]),
            metadata={"title": idx.titles[row], "court": idx.courts[row],
                      "year": int(idx.years[row]) if idx.years[row] >= 0 else None},
            contributions=contrib,
        ))
    return out
