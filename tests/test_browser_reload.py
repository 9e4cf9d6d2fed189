"""ux33: a real browser reloads the page (F5) and the conversation is still there: the messages, the cards and
their badges, the side chosen in the sidebar. Two tabs keep two conversations; a tampered link starts afresh."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest
from browsers import FLAGS
from test_browser import FACTS, app_url  # noqa: F401  (the module's app on a copy of the demo store)

pytestmark = pytest.mark.browser

TENANT = "The tenant has not paid rent for three years and sublet the premises. Can he be evicted?"
BOX = "Describe the facts of your case, or paste a judgment"
MESSAGES = "[data-testid='stChatMessage']"
CARDS = "[class*='st-key-card-']"


def _conversation_id(url: str) -> str | None:
    return (parse_qs(urlparse(url).query).get("c") or [None])[0]


def _drawn(messages: list[str]) -> list[str]:
    """The messages' text without the line of their status box: an answer drawn as it runs says "Done in 0.6 s"
    there, the same answer drawn again from the conversation (on any rerun, not only a reload) "Searched in
    0.5 s"."""
    return [re.sub(r"(?m)^(Done|Searched) in [0-9.]+ s$", "", m) for m in messages]


def _side_badges(page) -> list[str]:
    return [m.group(1) if (m := re.search(r"for the accused: (supports|neutral|opposes)", t)) else ""
            for t in page.locator(CARDS).all_inner_texts()]


def test_a_reload_keeps_the_messages_cards_badges_and_side(app_url, chromium):  # noqa: F811
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url, wait_until="domcontentloaded")
            box = page.get_by_placeholder(BOX)
            expect(box).to_be_visible(timeout=180_000)
            box.fill(FACTS)
            box.press("Enter")
            expect(page.locator(CARDS)).to_have_count(10, timeout=240_000)
            sidebar = page.locator("[data-testid='stSidebar']")
            sidebar.locator("[data-testid='stSelectbox']").filter(has_text="I act for").click()
            page.get_by_role("option", name="accused", exact=True).click()
            # the last results are re-read for the side: a second answer with ten cards, each with its badge
            expect(page.locator(MESSAGES)).to_have_count(4, timeout=240_000)
            expect(page.locator(CARDS)).to_have_count(20, timeout=240_000)
            expect(page.locator(CARDS).last).to_contain_text("for the accused:", timeout=240_000)
            expect(page).to_have_url(re.compile(r"[?&]c=[0-9a-f]{32}"), timeout=30_000)
            cid = _conversation_id(page.url)
            before = page.locator(MESSAGES).all_inner_texts()
            badges = _side_badges(page)
            assert badges[10:] and all(badges[10:]), badges

            page.reload(wait_until="domcontentloaded")
            expect(page.locator(CARDS)).to_have_count(20, timeout=180_000)
            expect(page.locator(CARDS).last).to_contain_text("for the accused:", timeout=60_000)
            assert _drawn(page.locator(MESSAGES).all_inner_texts()) == _drawn(before)
            assert _side_badges(page) == badges
            expect(sidebar.get_by_role("combobox", name="I act for")).to_have_value("accused")
            assert _conversation_id(page.url) == cid
            # the conversation goes on after the reload, under the same link
            page.get_by_placeholder(BOX).fill("show 5")
            page.get_by_placeholder(BOX).press("Enter")
            expect(page.locator(MESSAGES)).to_have_count(6, timeout=240_000)
            expect(page.locator(MESSAGES).last.locator(CARDS)).to_have_count(5, timeout=240_000)
            page.reload(wait_until="domcontentloaded")
            expect(page.locator(MESSAGES)).to_have_count(6, timeout=180_000)
            assert _conversation_id(page.url) == cid
            # New conversation: empty, without the old link; the old conversation is still there under its link
            sidebar.get_by_role("button", name="New conversation").click()
            expect(page.locator(MESSAGES)).to_have_count(0, timeout=60_000)
            expect(page).not_to_have_url(re.compile(r"[?&]c="), timeout=30_000)
            page.reload(wait_until="domcontentloaded")
            expect(page.get_by_placeholder(BOX)).to_be_visible(timeout=180_000)
            expect(page.get_by_text("Try: ")).to_be_visible(timeout=60_000)
            assert page.locator(MESSAGES).count() == 0
            page.goto(f"{app_url}/?c={cid}", wait_until="domcontentloaded")
            expect(page.locator(MESSAGES)).to_have_count(6, timeout=180_000)
        finally:
            browser.close()


def test_two_tabs_keep_two_conversations_and_a_tampered_link_starts_afresh(app_url, chromium):  # noqa: F811
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            context = browser.new_context(viewport={"width": 1400, "height": 1000})
            tabs = [context.new_page(), context.new_page()]
            for tab, facts in zip(tabs, (FACTS, TENANT)):
                tab.goto(app_url, wait_until="domcontentloaded")
                box = tab.get_by_placeholder(BOX)
                expect(box).to_be_visible(timeout=180_000)
                box.fill(facts)
                box.press("Enter")
            for tab in tabs:
                expect(tab.locator(CARDS)).to_have_count(10, timeout=240_000)
                expect(tab).to_have_url(re.compile(r"[?&]c=[0-9a-f]{32}"), timeout=30_000)
            ids = [_conversation_id(t.url) for t in tabs]
            assert ids[0] != ids[1]
            for tab, facts, cid in zip(tabs, (FACTS, TENANT), ids):
                tab.reload(wait_until="domcontentloaded")
                expect(tab.locator(CARDS)).to_have_count(10, timeout=180_000)
                first = tab.locator(MESSAGES).first.inner_text()
                assert facts[:60] in " ".join(first.split()), first
                assert len(tab.locator(MESSAGES).all_inner_texts()) == 2
                assert _conversation_id(tab.url) == cid

            page = tabs[0]
            for bad in ("../../etc/passwd", "f" * 2000):
                page.goto(app_url + "/?c=" + bad, wait_until="domcontentloaded")
                expect(page.get_by_text("This is not a conversation link lcr made")).to_be_visible(timeout=180_000)
                assert page.locator(MESSAGES).count() == 0
                assert _conversation_id(page.url) != bad
        finally:
            browser.close()
