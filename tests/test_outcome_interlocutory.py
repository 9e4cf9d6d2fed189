"""An interlocutory application decided in a closing sentence (impleadment, stay, condonation of delay) is a step
in the matter, not the matter: its "allowed" or "dismissed" must not be read as the appeal's outcome, while an
order on the matter in the same sentence still counts (found on old held-out 11 after outcome13: a batch of I.A.s
whose "application for impleadment ... is allowed" was read as the writ petitions allowed)."""

from __future__ import annotations

import pytest

from lcr_core.explain.outcome import read_cues


@pytest.mark.parametrize("sentence", [
    "Application for impleadment of applicant as party to the writ petition is allowed.",
    "The application for stay is dismissed.",
    "The applications seeking intervention are rejected.",
    "The interlocutory application for exemption from filing the certified copy is allowed.",
])
def test_an_interlocutory_prayer_decided_is_no_outcome(sentence):
    cues = read_cues(sentence)
    assert not cues.allow and not cues.dismiss


def test_the_matter_decided_beside_it_still_counts():
    cues = read_cues("The application for condonation of delay is allowed and the appeal is dismissed.")
    assert cues.dismiss and not cues.allow
    cues = read_cues("The appeal is allowed and the application for stay is dismissed as infructuous.")
    assert cues.allow and not cues.dismiss


@pytest.mark.parametrize("sentence", [
    "The application is allowed.",  # the matter itself may be an application
    "The application for review is dismissed.",  # a review is a matter, not an interlocutory step
    "The writ petition for a stay of the notification is allowed.",  # a writ, not an application
])
def test_a_matter_is_not_taken_for_an_interlocutory_step(sentence):
    cues = read_cues(sentence)
    assert cues.allow or cues.dismiss
