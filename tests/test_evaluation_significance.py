"""The paired randomization test: exact small cases by hand, sampled cases for behaviour and reproducibility."""

import numpy as np
import pytest

from lcr_core.evaluation.significance import paired_randomization


def test_identical_systems_are_not_different():
    a = np.array([0.1, 0.5, 0.3])
    assert paired_randomization(a, a.copy()) == 1.0


def test_exact_enumeration_by_hand():
    # differences [1, 1, 1]: of the 8 sign assignments only all-plus and all-minus reach |mean| >= 1
    assert paired_randomization(np.ones(3), np.zeros(3)) == pytest.approx(2 / 8)
    # differences [1, -1]: observed |mean| = 0, which every assignment reaches
    assert paired_randomization(np.array([1.0, 0.0]), np.array([0.0, 1.0])) == 1.0
    # differences [2, 1]: |mean| >= 1.5 only for (+,+) and (-,-) -> 2/4
    assert paired_randomization(np.array([2.0, 1.0]), np.zeros(2)) == pytest.approx(0.5)


def test_a_consistent_improvement_is_significant_and_noise_is_not():
    rng = np.random.default_rng(3)
    base = rng.uniform(0, 0.5, size=40)
    assert paired_randomization(base + 0.1, base, permutations=5000) < 0.01
    noise = base + rng.normal(0, 0.05, size=40)
    assert paired_randomization(noise, base, permutations=5000) > 0.05


def test_sampled_p_values_are_seeded_and_never_zero():
    rng = np.random.default_rng(0)
    a, b = rng.uniform(size=30), rng.uniform(size=30)
    assert paired_randomization(a, b, 2000, seed=7) == paired_randomization(a, b, 2000, seed=7)
    p = paired_randomization(np.ones(30), np.zeros(30), permutations=1000)
    assert p == pytest.approx(1 / 1001)


def test_unpaired_input_is_refused():
    with pytest.raises(ValueError, match="equal length"):
        paired_randomization(np.zeros(3), np.zeros(4))


def test_holm_adjustment_by_hand():
    from lcr_core.evaluation.significance import holm

    got = holm({"a": 0.01, "b": 0.04, "c": 0.03})
    # sorted 0.01, 0.03, 0.04 -> 3 x 0.01, max(0.03, 2 x 0.03), max(0.06, 1 x 0.04)
    assert got == pytest.approx({"a": 0.03, "c": 0.06, "b": 0.06})
    assert holm({"a": 0.6, "b": 0.7}) == {"a": 1.0, "b": 1.0}
