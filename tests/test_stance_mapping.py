"""The user's role kind mapped onto a precedent's parties when the words differ: a user acting for the State or an
authority (``government``) reading a service precedent stands where its employer stood (the README's role
vocabulary: a government servant against the State is employee <-> employer); nothing else is mapped."""

from __future__ import annotations

from lcr_core.explain.roles import PartyRoles
from lcr_core.explain.stance import employment_dispute, user_stance


def test_the_government_is_the_employer_in_a_service_precedent() -> None:
    employee_appealed = PartyRoles(("employee", "employer"), "employee")
    assert user_stance("dismissed", "government", employee_appealed)[0] == "supports"
    assert user_stance("allowed", "government", employee_appealed)[0] == "opposes"
    assert user_stance("allowed", "citizen", employee_appealed)[0] == "neutral"  # a citizen is not the employee


def test_the_government_in_another_areas_precedent_stays_neutral() -> None:
    assessee_appealed = PartyRoles(("assessee", "revenue"), "assessee")
    assert user_stance("dismissed", "government", assessee_appealed)[0] == "neutral"


# sixteenth pass: the State is the employer only in a dispute about employment; a citizen / government client
# reading a precedent where the State was the employer finds no party in its position (every dev triple so labelled)

def test_the_government_of_a_service_dispute_is_the_employer():
    employee_appealed = PartyRoles(("employee", "employer"), "employee")
    dispute = "we represent the Railways\nThe respondent was dismissed from service after a departmental enquiry."
    assert employment_dispute(dispute) is True
    assert user_stance("dismissed", "government", employee_appealed, employment=True)[0] == "supports"
    assert employment_dispute("i act for the union of india, the employer here") is True


def test_the_government_of_a_citizen_dispute_finds_no_employer_in_its_position():
    employee_appealed = PartyRoles(("employee", "employer"), "employee")
    dispute = ("our side is the State of Gujarat\nThe petitioners, practitioners before the Revenue Tribunal, "
               "challenged the validity of the rule under Article 226.")
    assert employment_dispute(dispute) is False
    label, _, reason = user_stance("dismissed", "government", employee_appealed, employment=False)
    assert label == "neutral" and "not about employment" in reason
    # not known (no words given): the mapping stands as before
    assert employment_dispute("") is None
    assert user_stance("dismissed", "government", employee_appealed, employment=None)[0] == "supports"
