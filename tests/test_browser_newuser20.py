"""A real browser against the app (newuser20): a second message sent while the first is still being answered."""

from __future__ import annotations

import pytest
from browsers import FLAGS
from test_browser import app_url  # noqa: F401  (the module's app on a copy of the demo store)

pytestmark = pytest.mark.browser

FACTS = ("My client, a bank clerk, was dismissed from service after a departmental enquiry for misappropriating a "
         "customer's deposit. He was not given a copy of the enquiry report before the penalty. I act for the employee.")


def test_a_message_sent_while_the_last_is_answered_waits_its_turn(app_url, chromium):  # noqa: F811
    """Typing a follow-up while the fact pattern was still 'Working…' restarted the run: the fact pattern was
    never answered (its bubble stayed alone) and the follow-up said 'There are no results to refer to yet'."""
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url, wait_until="domcontentloaded")
            box = page.get_by_placeholder("Describe the facts of your case, or paste a judgment")
            expect(box).to_be_visible(timeout=180_000)
            box.fill(FACTS)
            box.press("Enter")
            page.wait_for_timeout(150)  # the first answer is still being worked out
            box.fill("why is #2 relevant?")
            box.press("Enter")
            messages = page.locator("[data-testid='stChatMessage']")
            expect(messages).to_have_count(4, timeout=90_000)
            expect(messages.nth(3)).to_contain_text("#2 ", timeout=240_000)
            texts = [messages.nth(i).inner_text() for i in range(4)]
            assert "I act for the employee" in texts[0] and "precedents" in texts[1], texts[1][:300]
            assert "why is #2 relevant?" in texts[2]
            assert "no results to refer to" not in texts[3] and "matched best" in texts[3], texts[3][:300]
        finally:
            browser.close()
