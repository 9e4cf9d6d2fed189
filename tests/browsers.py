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
import signal
import subprocess
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


def _launch_once(executable: str | None, timeout_s: float) -> None:
    """Start the browser headless and close it (run in a child process by ``launch_error``). Playwright's own
    launch timeout comes first: on it Playwright kills the browser it started, which runs in a process group of
    its own that the parent's hard-deadline kill cannot reach (a hung browser outlived the test session)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        try:
            p.chromium.launch(args=list(FLAGS), timeout=timeout_s * 1000,
                              **({"executable_path": executable} if executable else {})).close()
        except PlaywrightTimeout:
            raise RuntimeError(f"did not start within {timeout_s:.0f} s") from None


def launch_error(chromium: Chromium, timeout: float = 120) -> str | None:
    """None if the browser starts headless and closes; else one line saying why not (missing libraries, a
    broken binary, no start within ``timeout`` s). A child process with a hard deadline: a browser or
    Playwright driver that hangs cannot hang the test session."""
    # the child's own launch deadline leaves it time to kill the browser and report before the hard deadline
    cmd = [sys.executable, str(Path(__file__).resolve()), "--launch", str(chromium.executable or ""),
           str(max(timeout * 0.75, timeout - 30))]
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             start_new_session=True)
    try:
        output, _ = child.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)  # the driver and any browser it started go too
        child.communicate()
        problem = f"did not start within {timeout:.0f} s"
    else:
        if child.returncode == 0:
            return None
        lines = [line.strip() for line in output.splitlines() if line.strip()]
        problem = lines[-1] if lines else f"exit code {child.returncode}"
    return f"{chromium.executable or 'Playwright Chromium'} ({chromium.source}) does not start: {problem}"


def browser_required(env: Mapping[str, str] = os.environ) -> bool:
    """CI sets LCR_REQUIRE_BROWSER=1 so that a missing browser fails the run instead of skipping."""
    return env.get("LCR_REQUIRE_BROWSER", "").strip().lower() in {"1", "true", "yes"}


def main() -> int:
    if sys.argv[1:2] == ["--launch"]:
        try:
            _launch_once(sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else None,
                         float(sys.argv[3]) if len(sys.argv) > 3 else 90.0)
        except Exception as exc:  # Playwright's Error carries a long call log: its first line says why
            print((str(exc).strip().splitlines() or [type(exc).__name__])[0])
            return 1
        return 0
    found = find_chromium()
    if isinstance(found, str):
        print(found)
        return 1
    print(f"browser tests use {found.executable or 'Playwright Chromium'} ({found.source})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
