"""The learned appellant reader (benchmarks/appellant_model.py; not in the product: it did not gain) and its trainer (benchmarks/appellant_lopo.py):
it learns who appealed from labelled openings, abstains below its threshold, never replaces a role the rules read,
and is rebuilt identically from the same examples."""

from __future__ import annotations

import json

import pytest

from benchmarks.appellant_lopo import Example, dump, features_of, train_model
from benchmarks.appellant_model import LEARNED, AppellantModel, feature_names, fill_appellant, load_model
from lcr_core.explain.roles import PartyRoles

PAIR = ("employee", "employer")

# openings of the kind the corpora hold: who appealed is said near "appellant" / "respondent"
BY_EMPLOYEE = [
    "A v. B\nThis appeal is by the appellant workman, who was dismissed from service by the respondent company.",
    "C v. D\nThe appellant, a clerk, was removed from service; the respondent management held an inquiry.",
    "E v. F\nThe appellant was a conductor whose services were terminated by the respondent corporation.",
    "G v. H\nThe appellant teacher challenges his dismissal; the respondent school management defends it.",
]
BY_EMPLOYER = [
    "I v. J\nThe appellant company dismissed the respondent workman after a domestic inquiry.",
    "K v. L\nThe appellant management terminated the services of the respondent, a clerk.",
    "M v. N\nThe appellant corporation removed the respondent conductor from service for misconduct.",
    "O v. P\nThe appellant school management dismissed the respondent teacher.",
]


def _examples() -> tuple[list[Example], list[Example], dict]:
    texts, role, area = {}, [], []
    for i, text in enumerate(BY_EMPLOYEE + BY_EMPLOYER):
        key = ("fixture", str(i))
        texts[key] = text
        role.append(Example(key, PAIR, i < len(BY_EMPLOYEE), "dev"))
        area.append(Example(key, PAIR, True, "dev"))
    # the area head needs both labels: openings whose labelled parties were another pair's
    for j, text in enumerate(["Q v. R\nThe appellant tenant was evicted by the respondent landlord.",
                              "S v. T\nThe appellant assessee was taxed by the respondent Commissioner."]):
        key = ("fixture", f"other{j}")
        texts[key] = text
        area.append(Example(key, PAIR, False, "dev"))
    return role, area, texts


def _model(threshold: float) -> AppellantModel:
    role, area, texts = _examples()
    return train_model(role, area, features_of(role + area, texts), threshold)


def test_features_read_the_party_clauses_and_the_title() -> None:
    names = feature_names(BY_EMPLOYER[0], PAIR)
    assert "pair:employee" in names
    assert "tL:i" in names and "tR:j" in names  # the cause title's two sides
    assert "A:company" in names and "R:workman" in names  # words near the places, tagged with the place


def test_the_model_learns_which_role_appealed_from_labelled_openings() -> None:
    model = _model(0.0)
    by_workman = "X v. Y\nThe appellant, a workman, was dismissed from service by the respondent mills."
    by_company = "X v. Y\nThe appellant mills dismissed the respondent workman from service."
    assert model.predict(by_workman, PAIR)[0] == "employee"
    assert model.predict(by_company, PAIR)[0] == "employer"


def test_it_abstains_below_its_threshold_and_then_leaves_the_parties_alone() -> None:
    text = "X v. Y\nThe appellant, a workman, was dismissed from service by the respondent mills."
    model = _model(0.0)
    _, sure = model.predict(text, PAIR)
    strict = _model(min(1.0, sure + 0.01))
    assert strict.predict(text, PAIR) is None
    empty = PartyRoles(PAIR, None)
    assert fill_appellant(empty, text, strict) is empty
    filled = fill_appellant(empty, text, model)
    assert filled.appellant == "employee" and filled.basis == LEARNED and filled.pair == PAIR


def test_a_role_the_rules_read_is_never_replaced() -> None:
    model = _model(0.0)
    text = "X v. Y\nThe appellant, a workman, was dismissed from service by the respondent mills."
    assert model.predict(text, PAIR)[0] == "employee"
    read = PartyRoles(PAIR, "employer", "the appellant-employer", "explicit")
    assert fill_appellant(read, text, model) is read
    for untouched in (PartyRoles(PAIR, None, "cross appeals here", "cross appeals"), PartyRoles(None, None),
                      PartyRoles(("appellant", "respondent"), None)):
        assert fill_appellant(untouched, text, model) is untouched
    assert fill_appellant(PartyRoles(PAIR, None), text, None).appellant is None


def test_a_written_model_loads_back_with_the_same_predictions(tmp_path) -> None:
    model = _model(0.6)
    f = tmp_path / "model.json"
    f.write_text(dump(model, "2026-01-01"), encoding="utf-8")
    back = load_model(f)
    for text in BY_EMPLOYEE + BY_EMPLOYER:
        assert back.probabilities(text, PAIR) == pytest.approx(model.probabilities(text, PAIR), abs=1e-9)
    assert back.threshold == 0.6 and back.provenance["date"] == "2026-01-01"


def test_the_trainer_rebuilds_the_same_file_from_the_same_examples() -> None:
    assert dump(_model(0.7), "d") == dump(_model(0.7), "d")
    assert json.loads(dump(_model(0.7), "d"))["first"]  # weights were written
