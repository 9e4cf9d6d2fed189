"""A real browser (Debian's Chromium or Playwright's own, chosen in tests/browsers.py) against `streamlit run
app.py` on 127.0.0.1: type a fact pattern, wait for the cards, check them, and save a full-page screenshot in
test-artifacts/."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from browsers import FLAGS

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
FACTS = ("A government cashier was convicted of criminal breach of trust and forgery for altering the cash book "
         "and misappropriating money entrusted to him. The High Court upheld the conviction. What must the "
         "prosecution prove?")

pytestmark = pytest.mark.browser


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def app_url(chromium, demo_engine, tmp_path_factory):
    # `chromium` first: with no usable browser the test skips (or fails in CI) before streamlit starts
    # the app gets its own copy of the demo store, so two processes never write one Chroma folder
    store = tmp_path_factory.mktemp("browser") / "store"
    shutil.copytree(demo_engine.settings.store, store)
    port = free_port()
    env = {**os.environ, "LCR_STORE": str(store), "LCR_CACHE_DIR": str(demo_engine.settings.cache_dir),
           "LCR_CONFIG": str(store.parent / "none.toml"), "HF_HUB_OFFLINE": "1", "ANONYMIZED_TELEMETRY": "False"}
    for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY"):
        env.pop(var, None)
    log = open(store.parent / "streamlit.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.address", "127.0.0.1",
         "--server.port", str(port), "--server.headless", "true", "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url + "/_stcore/health", timeout=2) as r:
                if r.status == 200:
                    break
        except OSError:
            time.sleep(0.5)
        if proc.poll() is not None:
            pytest.fail("streamlit exited: " + (store.parent / "streamlit.log").read_text()[-3000:])
    else:
        proc.kill()
        pytest.fail("streamlit did not become healthy in 120 s")
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


def test_chat_in_a_real_browser_shows_cards_and_takes_a_screenshot(app_url, chromium):
    from playwright.sync_api import expect, sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url, wait_until="domcontentloaded")
            box = page.get_by_placeholder("Describe the facts of your case, or paste a judgment")
            expect(box).to_be_visible(timeout=180_000)
            box.fill(FACTS)
            box.press("Enter")
            cards = page.locator("[class*='st-key-card-']")
            expect(cards).to_have_count(10, timeout=240_000)
            first = cards.first
            expect(first).to_contain_text("#1 ·")
            expect(first).to_contain_text("petitioner:")
            expect(first).to_contain_text("score")
            assert page.locator("blockquote").count() >= 10  # quoted facet text on every card
            # no script or link from case text made it into the page
            assert page.locator("[class*='st-key-card-'] script").count() == 0
            assert page.locator("[class*='st-key-card-'] a[href^='javascript']").count() == 0
            # the chat scrolls inside Streamlit's main container: a tall viewport, scrolled to the question
            page.set_viewport_size({"width": 1400, "height": 2600})
            page.wait_for_timeout(500)
            page.evaluate("() => document.querySelectorAll('*').forEach(e => { if (e.scrollTop > 0) e.scrollTop = 0; })")
            page.wait_for_timeout(800)
            page.screenshot(path=str(ARTIFACTS / "chat.png"), full_page=True)
            # a follow-up filter re-ranks in the same conversation
            box.fill("only cases after 2000")
            box.press("Enter")
            expect(page.locator("[data-testid='stChatMessage']")).to_have_count(4, timeout=240_000)
            expect(page.get_by_text("2001 onwards").first).to_be_visible(timeout=240_000)
            page.screenshot(path=str(ARTIFACTS / "chat-follow-up.png"), full_page=True)
        finally:
            browser.close()
    assert (ARTIFACTS / "chat.png").stat().st_size > 20_000


URL_PAGE = '''
from types import SimpleNamespace
from lcr_ui import views
from lcr_ui.conversation import Card, Quote, StanceView, Turn

URLS = "see https://evil.example/a?b=1, www.evil.example/w and clerk@evil.example"
card = Card(rank=1, case_id="C1", title="A v B " + URLS, court="Supreme Court of India", year=2001, score=1.0,
            s_lex=0.5, s_sem=0.5, best_facet="facts", lex={}, sem={},
            quotes=(Quote("facts", "The notice was posted at https://evil.example/notice today."),),
            rationale="The model says: " + URLS, stance=StanceView("allowed", "supports", "opposes", URLS))
turn = Turn("assistant", "An LLM answer citing [#1]: " + URLS, kind="answer", cards=[card],
            notices=["Searched for: " + URLS])
views.assistant_body(turn, SimpleNamespace(analyzer=lambda s: s.lower().split()), "t1")
'''


def test_urls_in_case_and_llm_text_are_never_live_links(tmp_path, chromium):
    """The cards, answer, notices and tooltips of a real turn, rendered by the app's own views in Chromium."""
    from playwright.sync_api import expect, sync_playwright

    script = tmp_path / "urls.py"
    script.write_text(URL_PAGE, encoding="utf-8")
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1"}
    log = open(tmp_path / "streamlit.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(script), "--server.address", "127.0.0.1", "--server.port",
         str(port), "--server.headless", "true", "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
            try:
                page = browser.new_page()
                deadline = time.time() + 180
                while True:
                    try:
                        page.goto(f"http://127.0.0.1:{port}", wait_until="domcontentloaded")
                        break
                    except Exception:
                        if time.time() > deadline or proc.poll() is not None:
                            raise
                        time.sleep(1)
                main = page.locator("[data-testid='stMain']")
                expect(main.get_by_text("notice was posted at").first).to_be_visible(timeout=180_000)
                expect(main.get_by_text("An LLM answer citing").first).to_be_visible()
                page.wait_for_timeout(1000)
                assert main.locator("a[href*='evil']").count() == 0
                assert main.locator("a[href^='mailto']").count() == 0
                assert main.locator("code", has_text="https://evil.example/a?b=1").count() >= 2  # readable
            finally:
                browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=15)
        log.close()


def test_the_users_side_sets_the_badges_and_a_follow_up_keeps_them(app_url, chromium):
    """Issue 9: the user states a side in the chat, every card's badge is for that side with the role mapping,
    the deciding sentence and the holding are on the card, and a follow-up does not flip any badge."""
    from playwright.sync_api import expect, sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url, wait_until="domcontentloaded")
            box = page.get_by_placeholder("Describe the facts of your case, or paste a judgment")
            expect(box).to_be_visible(timeout=180_000)
            box.fill(FACTS)
            box.press("Enter")
            cards = page.locator("[class*='st-key-card-']")
            expect(cards).to_have_count(10, timeout=240_000)
            expect(cards.first).to_contain_text("No side stated")
            box.fill("I act for the accused")
            box.press("Enter")
            expect(page.locator("[data-testid='stChatMessage']")).to_have_count(4, timeout=240_000)
            latest = page.locator("[data-testid='stChatMessage']").last.locator("[class*='st-key-card-']")
            expect(latest).to_have_count(10, timeout=240_000)
            expect(latest.first).to_contain_text("for the accused:")
            expect(latest.first).to_contain_text("For the accused:")  # the role mapping line
            expect(latest.last).to_contain_text("for the accused:")  # every card drawn before they are read
            texts = latest.all_inner_texts()
            assert all("for the accused:" in t for t in texts)
            assert any("deciding sentence" in t for t in texts)
            assert any("holding on the point" in t for t in texts)
            badges = [_side_badge(t) for t in texts]
            page.screenshot(path=str(ARTIFACTS / "chat-side.png"), full_page=True)
            box.fill("show 10")
            box.press("Enter")
            expect(page.locator("[data-testid='stChatMessage']")).to_have_count(6, timeout=240_000)
            again = page.locator("[data-testid='stChatMessage']").last.locator("[class*='st-key-card-']")
            expect(again).to_have_count(10, timeout=240_000)
            # the tenth card's badge read '' once, the card counted but not yet drawn: wait for the last one
            expect(again.last).to_contain_text("for the accused:", timeout=240_000)
            assert [_side_badge(t) for t in again.all_inner_texts()] == badges
        finally:
            browser.close()


def _side_badge(card_text: str) -> str:
    import re

    m = re.search(r"for the accused: (supports|neutral|opposes)", card_text)
    return m.group(1) if m else ""
