"""The user's role kind mapped onto a precedent's parties when the words differ: a user acting for the State or an
authority (``government``) reading a service precedent stands where its employer stood (the README's role
vocabulary: a government servant against the State is employee <-> employer); nothing else is mapped."""

from __future__ import annotations

from lcr_core.explain.roles import PartyRoles
from lcr_core.explain.stance import user_stance


def test_the_government_is_the_employer_in_a_service_precedent() -> None:
    employee_appealed = PartyRoles(("employee", "employer"), "employee")
    assert user_stance("dismissed", "government", employee_appealed)[0] == "supports"
    assert user_stance("allowed", "government", employee_appealed)[0] == "opposes"
    assert user_stance("allowed", "citizen", employee_appealed)[0] == "neutral"  # a citizen is not the employee


def test_the_government_in_another_areas_precedent_stays_neutral() -> None:
    assessee_appealed = PartyRoles(("assessee", "revenue"), "assessee")
    assert user_stance("dismissed", "government", assessee_appealed)[0] == "neutral"
