"""Eighteenth pass: a contest between two groups of employees has no party in an employee's or an employer's
position (issue 9; datasets/stance/README: such precedents carry ``employee`` for both parties, neutral for both
sides).

The mechanism: ``roles.precedent_parties`` leaves the appellant unread with basis ``SAME_ROLE`` when a service
judgment is an inter se seniority fight or a litigation "between two groups of" employees; ``stance.user_stance``
gives neutral for it with the reason why. Service judgments where an employee stood against the employer (a
dismissal, a promotion refused by the State, seniority under the employer's own rules) still give a direction.
Sentences written for these tests, not copied from any data set.
"""

from lcr_core.explain.roles import SAME_ROLE, precedent_parties
from lcr_core.explain.stance import NO_PARTY_IN_POSITION, user_stance

EMP = ("employee", "employer")
_HEAD = ("Service law: the Engineering Service Rules, 1970; promotion to the post of Executive Engineer; the "
         "seniority list; the employees; the State Government; the Public Service Commission.\n")


def parties(sentences: str):
    return precedent_parties(_HEAD + sentences + "\n", "", EMP)


def test_inter_se_seniority_between_groups_leaves_no_employer_party():
    p = parties("The appellant employees were working as Assistant Engineers. The question is the inter se seniority of "
                "the promoted Assistant Engineers and the directly recruited Assistant Engineers.")
    assert p.pair == EMP and p.appellant is None and p.basis == SAME_ROLE


def test_seniority_inter_se_word_order_and_two_groups_are_read_too():
    p = parties("The appellant employees were working as Assistant Engineers. The question in the appeal is their "
                "seniority inter-se.")
    assert p.basis == SAME_ROLE
    p = parties("This appeal has been filed by the employee; it is one more round of litigation between two groups of Executive "
                "Engineers of the Public Works Department.")
    assert p.basis == SAME_ROLE


def test_an_employee_against_the_employer_still_gets_a_role():
    # a dismissal challenged by the employee: the employer is a real party, a direction must still be given
    p = parties("The appellant, an employee of the Corporation, challenged his dismissal from service by the "
                "employer. The appeal is by the employee.")
    assert p.basis != SAME_ROLE and p.appellant == "employee"
    # "seniority" alone (the employer's rule applied to one employee) is no contest between employees
    p = parties("The appellant employee challenged the seniority list prepared by the State Government, which "
                "placed him below his juniors. This appeal has been filed by the employee.")
    assert p.basis != SAME_ROLE and p.appellant == "employee"
    # roles25: "seniority inter-se" named in passing (the employer's list fixed it, the employees challenge it) is no
    # contest either: S.S. Moghe v Union of India, Mrigank Johri v Union of India (parts 15, 21) are employee opposes
    p = parties("The appellant employees were working as Assistant Engineers. Their seniority inter-se was fixed by "
                "the impugned list. This appeal has been filed by the employees.")
    assert p.basis != SAME_ROLE and p.appellant == "employee"
    # two groups of something other than employees
    p = parties("This appeal has been filed by the employee against the order of the High Court; the Rules divide the posts between two groups "
                "of districts.")
    assert p.basis != SAME_ROLE and p.appellant == "employee"


def test_seniority_in_an_industrial_adjudication_keeps_the_employer_as_a_party():
    # the management against its workmen before the Labour Court: the employer is the adversary
    p = parties("The appellant employees were workmen of the mill; the Labour Court decided the inter se seniority "
                "between them and four other workmen against the management.")
    assert p.basis != SAME_ROLE and p.appellant == "employee"


def test_the_badge_is_neutral_for_both_sides_of_a_same_role_contest():
    p = parties("The appellant employees were Assistant Engineers; the dispute concerns inter se seniority of the promotees "
                "and the direct recruits.")
    for role in EMP:
        for outcome in ("allowed", "dismissed"):
            label, mapping, reason = user_stance(outcome, role, p, "appeal")
            assert label == "neutral"
            assert NO_PARTY_IN_POSITION in reason and "both parties" in mapping


def test_a_read_employee_appeal_still_gives_a_direction():
    from lcr_core.explain.roles import PartyRoles

    p = PartyRoles(EMP, "employee", "The appeal is by the employee.", "explicit")
    assert user_stance("allowed", "employee", p, "appeal")[0] == "supports"
    assert user_stance("allowed", "employer", p, "appeal")[0] == "opposes"
