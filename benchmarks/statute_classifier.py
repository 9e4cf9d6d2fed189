"""Lever 9's second estimate of the statutes a text engages, measured and not shipped: a one-vs-rest linear
classifier trained on the corpus itself (statute-free windows of its judgments -> the provisions each names).

Kept beside the benchmark that measured it (``bench_statute_inference.py``); the engine ships only the neighbour
estimate (``lcr_core.statute_inference``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np

from lcr_core.statute_inference import StatuteSets
from lcr_core.statutes import without_statutes


def training_windows(text: str, lengths: Sequence[int], skip: int = 30, seed: str = "") -> list[str]:
    """What a classifier learns from: the judgment with every statute mention cut out, as a window of each
    length from its opening (after a ``skip``-word header of title, court and date) and one from a seeded
    random place (facts are not always at the top)."""
    words = without_statutes(text).split()
    out = [" ".join(words[skip: skip + n]) for n in lengths]
    longest = max(lengths)
    if len(words) > skip + 2 * longest:
        start = random.Random(seed).randrange(skip + longest, len(words) - longest)
        out.append(" ".join(words[start: start + longest]))
    return [w for w in out if w]


class StatuteClassifier:
    """A one-vs-rest L2 logistic model over TF-IDF words and word pairs -> the ``n_terms`` most frequent
    statute terms of its corpus, trained on statute-free windows of the corpus's own judgments."""

    def __init__(self, sets: StatuteSets, columns: np.ndarray, vectorizer, models: list) -> None:
        self.sets, self.columns, self.vectorizer, self.models = sets, columns, vectorizer, models

    @classmethod
    def train(cls, texts: Sequence[str], sets: StatuteSets, rows: Sequence[int], n_terms: int = 200,
              lengths: Sequence[int] = (150, 400), c: float = 4.0) -> StatuteClassifier:
        """Trained on the judgments ``rows`` only (the caller leaves out any that hold a query's own text)."""
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression

        columns = sets.frequent(n_terms)
        x_text, y_rows = [], []
        for r in rows:
            for w in training_windows(texts[r], lengths, seed=str(r)):
                x_text.append(w)
                y_rows.append(r)
        vec = TfidfVectorizer(sublinear_tf=True, min_df=3, max_df=0.5, ngram_range=(1, 2), max_features=200_000,
                              stop_words="english", dtype=np.float32)
        x = vec.fit_transform(x_text)
        y = sets.matrix[np.asarray(y_rows)][:, columns].toarray() > 0
        models = []
        for j in range(len(columns)):
            if y[:, j].all() or not y[:, j].any():
                models.append(float(y[:, j].mean()))  # a constant: nothing to separate
                continue
            models.append(LogisticRegression(C=c, solver="liblinear", max_iter=200).fit(x, y[:, j]))
        return cls(sets, columns, vec, models)

    def probabilities(self, text: str) -> np.ndarray:
        """p(term named | text) for each modelled term, in ``columns`` order."""
        x = self.vectorizer.transform([without_statutes(text)])
        return np.array([m if isinstance(m, float) else float(m.predict_proba(x)[0, 1]) for m in self.models])

    def probabilities_many(self, texts: Sequence[str]) -> np.ndarray:
        """``probabilities`` for many texts at once (texts x modelled terms)."""
        x = self.vectorizer.transform([without_statutes(t) for t in texts])
        return np.column_stack([np.full(x.shape[0], m) if isinstance(m, float) else m.predict_proba(x)[:, 1]
                                for m in self.models])

    def distribution(self, text: str) -> np.ndarray:
        """p(t|q) over all of the corpus's statute terms (zero for terms the model does not cover)."""
        p = np.zeros(len(self.sets.terms))
        p[self.columns] = self.probabilities(text)
        return p / p.sum() if p.sum() > 0 else p
