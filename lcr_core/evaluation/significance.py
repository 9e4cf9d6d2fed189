"""Paired significance of per-query differences: a two-sided randomization (sign-flip) test.

Under the null hypothesis the two systems are exchangeable on every query, so each per-query difference is
equally likely to have either sign. The p-value is the share of random sign assignments whose mean difference
is at least as far from zero as the observed one, counting the observed assignment itself
((hits + 1) / (n + 1), so p is never 0). With few queries every assignment is enumerated (an exact test).
"""

from __future__ import annotations

import itertools

import numpy as np

EXACT_UP_TO = 12  # 2**12 = 4,096 assignments: enumerate instead of sampling


def paired_randomization(a: np.ndarray, b: np.ndarray, permutations: int = 10_000, seed: int = 0) -> float:
    """Two-sided p-value of mean(a - b) != 0 for paired per-query scores ``a`` and ``b``."""
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if a.shape != b.shape or a.ndim != 1:
        raise ValueError(f"paired scores must be two 1-d arrays of equal length, got {a.shape} and {b.shape}")
    d = a - b
    n = len(d)
    if n == 0 or not np.any(np.abs(d) > 1e-12):
        return 1.0
    observed = abs(d.mean())
    tol = 1e-12 * max(1.0, observed)
    if n <= EXACT_UP_TO:
        signs = np.array(list(itertools.product((1.0, -1.0), repeat=n)))
        means = np.abs(signs @ d) / n
        return float(np.mean(means >= observed - tol))
    rng = np.random.default_rng(seed)
    hits = 0
    for start in range(0, permutations, 2000):
        m = min(2000, permutations - start)
        signs = rng.choice(np.array([-1.0, 1.0]), size=(m, n))
        hits += int(np.count_nonzero(np.abs(signs @ d) / n >= observed - tol))
    return (hits + 1) / (permutations + 1)


def holm(p_values: dict[str, float]) -> dict[str, float]:
    """Holm-Bonferroni adjusted p-values of a family of tests (here: every system against one reference on
    one metric), so a mark at p < 0.05 holds for the whole family. Monotone, capped at 1."""
    items = sorted(p_values.items(), key=lambda kv: kv[1])
    m = len(items)
    out: dict[str, float] = {}
    running = 0.0
    for i, (key, p) in enumerate(items):
        running = max(running, min(1.0, (m - i) * p))
        out[key] = running
    return out
