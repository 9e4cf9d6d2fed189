"""A real browser against the app (ux31): the Corpus page's Case box after a row of the Browse table was clicked,
and the CSV a paralegal downloads for Excel."""

from __future__ import annotations

import pytest
from browsers import FLAGS
from test_browser import app_url  # noqa: F401  (the module's app on a copy of the demo store)

pytestmark = pytest.mark.browser


def test_a_case_chosen_after_a_row_click_is_the_one_shown_and_offered_for_deletion(app_url, chromium):  # noqa: F811
    """After one click on a row of the Browse table, every case then chosen in the Case box snapped back to the
    clicked row: the page showed it, and 'Delete this case' offered to delete it."""
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url + "/Corpus", wait_until="domcontentloaded")
            grid = page.locator("[data-testid='stDataFrame']").first
            expect(grid).to_be_visible(timeout=180_000)
            page.wait_for_timeout(1500)
            box = grid.bounding_box()
            page.mouse.click(box["x"] + 15, box["y"] + 35 * 3 + 18)  # the selection checkbox of the third row
            heading = page.locator("[data-testid='stMain'] h3").last
            page.wait_for_timeout(2500)
            clicked = heading.inner_text()
            page.locator("[data-testid='stSelectbox']").first.click()
            options = page.get_by_role("option")
            expect(options.first).to_be_visible(timeout=10_000)
            names = [options.nth(i).inner_text() for i in range(min(options.count(), 8))]
            chosen = next(n for n in names[5:] if n)  # a case well away from the clicked row
            page.get_by_role("option", name=chosen, exact=True).click()
            page.wait_for_timeout(2500)
            assert heading.inner_text() != clicked
            page.get_by_text("Delete this case").click()
            expect(page.get_by_text(f"Yes, delete {chosen}")).to_be_visible(timeout=10_000)
        finally:
            browser.close()


def test_the_csv_download_starts_with_a_utf8_byte_order_mark(app_url, chromium, tmp_path):  # noqa: F811
    from playwright.sync_api import expect, sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(args=list(FLAGS), **chromium.launch_kwargs())
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(app_url, wait_until="domcontentloaded")
            chat = page.get_by_placeholder("Describe the facts of your case, or paste a judgment")
            expect(chat).to_be_visible(timeout=180_000)
            chat.fill("A bank clerk was dismissed after a departmental enquiry without a copy of the enquiry report.")
            chat.press("Enter")
            menu = page.get_by_text("Export results").last
            expect(menu).to_be_visible(timeout=240_000)
            menu.click()
            with page.expect_download(timeout=30_000) as download:
                page.get_by_role("button", name="CSV").click()
            path = tmp_path / "precedents.csv"
            download.value.save_as(path)
            data = path.read_bytes()
            assert data.startswith(b"\xef\xbb\xbf") and data[3:].startswith(b"rank,case_id,")
        finally:
            browser.close()
