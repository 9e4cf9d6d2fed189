"""Which Chromium the browser tests drive, decided in one place (used by conftest.py and by `make test`).

Order: ``$LCR_CHROMIUM`` (an explicit path), a system Chromium (Debian's ``/usr/bin/chromium``, or
``chromium`` / ``chromium-browser`` on the PATH), then the build Playwright downloads itself
(``playwright install chromium``). With none of them the browser tests skip with a message that says exactly
what to install, except where ``LCR_REQUIRE_BROWSER=1`` (CI), where a missing browser is a failure: a CI run
must not go green by skipping its end-to-end test.

``python tests/browsers.py`` prints the choice and exits 0, or prints the reason and exits 1 (the Makefile
calls it to decide whether to run ``playwright install chromium``).
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

SYSTEM_PATHS: tuple[Path, ...] = (Path("/usr/bin/chromium"),)
SYSTEM_NAMES: tuple[str, ...] = ("chromium", "chromium-browser")
# headless, as root, on a machine whose only network is loopback: no sandbox, no background connections
FLAGS: tuple[str, ...] = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                          "--disable-background-networking", "--disable-component-update", "--disable-sync")
INSTALL_HINT = ("install Debian's chromium (`sudo apt-get install chromium`), or let Playwright download its own "
                "(`.venv/bin/playwright install chromium`, which `make test` tries), or set LCR_CHROMIUM=/path/to/chrome")


@dataclass(frozen=True)
class Chromium:
    """A browser to launch: ``executable`` for a system or explicit binary, ``None`` for Playwright's own build."""

    executable: Path | None
    source: str

    def launch_kwargs(self) -> dict:
        return {"executable_path": str(self.executable)} if self.executable else {}


def playwright_chromium() -> Path | None:
    """The Chromium that ``playwright install chromium`` put in Playwright's cache, if it is there."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    try:
        with sync_playwright() as p:
            path = Path(p.chromium.executable_path)
    except Exception:  # the driver itself failed to start: treat as "no Playwright browser"
        return None
    return path if path.is_file() else None


def find_chromium(env: Mapping[str, str] = os.environ,
                  system_paths: Sequence[Path] = SYSTEM_PATHS,
                  which: Callable[[str], str | None] = shutil.which,
                  playwright_build: Callable[[], Path | None] = playwright_chromium) -> Chromium | str:
    """The Chromium to use, or the reason there is none (a message naming what to install)."""
    explicit = env.get("LCR_CHROMIUM", "").strip()
    if explicit:
        path = Path(explicit)
        if path.is_file() and os.access(path, os.X_OK):
            return Chromium(path, "LCR_CHROMIUM")
        return f"LCR_CHROMIUM={explicit} is not an executable file; fix it or unset it"
    for path in system_paths:
        if path.is_file() and os.access(path, os.X_OK):
            return Chromium(path, "system")
    for name in SYSTEM_NAMES:
        found = which(name)
        if found:
            return Chromium(Path(found), "system")
    build = playwright_build()
    if build is not None:
        return Chromium(None, f"Playwright's own build ({build})")
    return "no Chromium found: " + INSTALL_HINT


def launch_error(chromium: Chromium) -> str | None:
    """None if the browser starts headless and closes; else the first line of why not (e.g. missing libraries)."""
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as p:
            p.chromium.launch(args=list(FLAGS), timeout=60_000, **chromium.launch_kwargs()).close()
    except Exception as exc:  # Playwright reports a failed launch as its own Error with a long log
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        return f"{chromium.executable or 'Playwright Chromium'} ({chromium.source}) does not start: {first}"
    return None


def browser_required(env: Mapping[str, str] = os.environ) -> bool:
    """CI sets LCR_REQUIRE_BROWSER=1 so that a missing browser fails the run instead of skipping."""
    return env.get("LCR_REQUIRE_BROWSER", "").strip().lower() in {"1", "true", "yes"}


def main() -> int:
    found = find_chromium()
    if isinstance(found, str):
        print(found)
        return 1
    print(f"browser tests use {found.executable or 'Playwright Chromium'} ({found.source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
