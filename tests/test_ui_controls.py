"""How recognised follow-ups change the controls, and the sidebar's weights."""

import pytest

from lcr_core import Weights
from lcr_ui.controls import ControlState, apply_refine, simplex, to_filters, weight_spec
from lcr_ui.conversation import FilterSpec
from lcr_ui.followup import Refine

BOUNDS = (1953, 2018)


def test_refinements_move_the_controls():
    s = ControlState(k=10, years=BOUNDS, courts=())
    s1 = apply_refine(s, Refine(year_min=1991), BOUNDS)
    assert s1 == ControlState(10, (1991, 2018), ())
    s2 = apply_refine(s1, Refine(k=20, courts=("Supreme Court of India",)), BOUNDS)
    assert s2 == ControlState(20, (1991, 2018), ("Supreme Court of India",))
    assert apply_refine(s2, Refine(k_delta=10), BOUNDS).k == 30
    assert apply_refine(s2, Refine(k_delta=100), BOUNDS).k == 50
    assert apply_refine(s2, Refine(clear_filters=True), BOUNDS) == ControlState(20, BOUNDS, ())
    assert apply_refine(s2, Refine(clear_years=True), BOUNDS).years == BOUNDS
    assert apply_refine(s, Refine(year_min=1900, year_max=2050), BOUNDS).years == BOUNDS  # clamped


def test_filters_only_narrow_where_the_range_is_narrower():
    assert to_filters(ControlState(10, BOUNDS), BOUNDS) == FilterSpec()
    assert to_filters(ControlState(10, (1991, 2018), ("X",)), BOUNDS) == FilterSpec(1991, None, ("X",))
    assert to_filters(ControlState(10, (1953, 1990)), BOUNDS) == FilterSpec(None, 1990)
    assert to_filters(ControlState(10, None), None) == FilterSpec()


def test_weights_default_is_none_and_custom_is_a_valid_simplex():
    d = Weights()
    assert weight_spec(d.alpha, d.beta, d.w_lex, d.w_sem, d) is None
    spec = weight_spec(0.5, 0.8, [1, 1, 0, 2], d.w_sem, d)
    assert spec.w_lex == (0.25, 0.25, 0.0, 0.5) and spec.source == "custom (sidebar)"
    Weights(alpha=spec.alpha, beta=spec.beta, w_lex=spec.w_lex, w_sem=spec.w_sem)  # accepted by the engine
    with pytest.raises(ValueError, match="above zero"):
        simplex([0, 0, 0, 0])


def test_a_year_range_outside_the_corpus_is_refused_not_clamped():
    from lcr_ui.controls import outside_corpus

    msg = outside_corpus(Refine(year_min=2031), BOUNDS)
    assert msg.startswith("No case matches") and "2031 or later" in msg and "1953 to 2018" in msg
    assert "1900 or earlier" in outside_corpus(Refine(year_max=1900), BOUNDS)
    assert outside_corpus(Refine(year_min=2011), BOUNDS) is None  # overlaps: clamped and applied
    assert outside_corpus(Refine(k=20), BOUNDS) is None and outside_corpus(Refine(year_min=2031), None) is None
