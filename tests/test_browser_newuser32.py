"""A real browser against the app (ux32): files of a kind lcr does not read sent past the uploader's type filter,
and the Corpus page's preview of a long judgment."""

from __future__ import annotations

import pytest
from browsers import FLAGS
from test_browser import app_url  # noqa: F401  (the module's app on a copy of the demo store)

pytestmark = pytest.mark.browser


def test_an_html_and_a_doc_sent_past_the_type_filter_are_refused_and_the_txt_stored(app_url, chromium):  # noqa: F811
    """playwright's set_input_files skips the browser's file-type filter, as a user's drag-and-drop of a folder
    can: the .html was stored as text, tags and all."""
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url + "/Corpus", wait_until="domcontentloaded")
            adder = page.get_by_text("Add judgments")
            expect(adder).to_be_visible(timeout=180_000)
            adder.click()
            page.locator("[data-testid='stFileUploader'] input[type='file']").set_input_files([
                {"name": "ux32_web_copy.html", "mimeType": "text/html",
                 "buffer": b"<html><body><p>The appeal is allowed.</p></body></html>"},
                {"name": "ux32_ruling.doc", "mimeType": "text/plain",  # passes the filter
                 "buffer": b"The appeal is allowed. " * 3},
                {"name": "ux32_order.txt", "mimeType": "text/plain",
                 "buffer": b"The tenant defaulted on rent for two years. The eviction appeal is dismissed."},
            ])
            page.wait_for_timeout(2000)
            page.get_by_role("button", name="Ingest the uploaded files").click()
            main = page.locator("[data-testid='stMain']")
            expect(main.get_by_text("The store has 251 judgments")).to_be_visible(timeout=240_000)
            for name in ("ux32_web_copy.html", "ux32_ruling.doc"):
                expect(main.get_by_text(f"Skipped {name}: not a kind of file lcr reads")).to_be_visible()
            page.get_by_placeholder("e.g. C1234 or State of Haryana").fill("ux32_")
            page.keyboard.press("Enter")
            page.wait_for_timeout(2500)
            expect(main.get_by_text("1 shown")).to_be_visible(timeout=30_000)
        finally:
            browser.close()


def test_a_long_judgment_is_a_preview_with_a_control_to_show_it_all(app_url, chromium):  # noqa: F811
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url + "/Corpus", wait_until="domcontentloaded")
            find = page.get_by_placeholder("e.g. C1234 or State of Haryana")
            expect(find).to_be_visible(timeout=180_000)
            find.fill("C1149")
            page.keyboard.press("Enter")
            main = page.locator("[data-testid='stMain']")
            expect(main.get_by_text("1 shown")).to_be_visible(timeout=30_000)
            page.wait_for_timeout(1500)
            page.get_by_role("tab", name="Full text").click()
            note = main.get_by_text("more characters not shown").last
            expect(note).to_be_visible(timeout=30_000)
            shown = len(main.locator("[data-testid='stText']").last.inner_text())
            assert shown <= 20_000, shown
            main.locator("[data-testid='stCheckbox']").filter(has_text="Show the whole text").click()
            expect(main.get_by_text("more characters not shown")).to_have_count(0, timeout=30_000)
            page.get_by_role("tab", name="Full text").click()
            assert len(main.locator("[data-testid='stText']").last.inner_text()) > 200_000
        finally:
            browser.close()
