"""The browser tests' choice of Chromium (tests/browsers.py): explicit path, system, Playwright's, else a skip
reason that says what to install; and a binary that cannot start is reported, not hung on."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

from browsers import Chromium, browser_required, find_chromium, launch_error

HERE = Path(__file__).resolve().parent


def executable(path: Path, body: str = "#!/bin/sh\nexit 1\n") -> Path:
    path.write_text(body)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def nothing(_name: str) -> None:
    return None


def no_playwright() -> None:
    return None


def test_no_browser_anywhere_gives_a_reason_naming_what_to_install(tmp_path):
    found = find_chromium(env={}, system_paths=[tmp_path / "chromium"], which=nothing, playwright_build=no_playwright)
    assert isinstance(found, str)
    assert "apt-get install chromium" in found and "playwright install chromium" in found


def test_system_chromium_is_preferred_and_playwright_is_not_consulted(tmp_path):
    binary = executable(tmp_path / "chromium")

    def playwright_must_not_be_asked():
        raise AssertionError("Playwright consulted although a system Chromium exists")

    found = find_chromium(env={}, system_paths=[binary], which=nothing, playwright_build=playwright_must_not_be_asked)
    assert found == Chromium(binary, "system")
    assert found.launch_kwargs() == {"executable_path": str(binary)}


def test_a_non_executable_file_is_not_a_browser(tmp_path):
    (tmp_path / "chromium").write_text("not a program")
    found = find_chromium(env={}, system_paths=[tmp_path / "chromium"], which=nothing, playwright_build=no_playwright)
    assert isinstance(found, str)


def test_chromium_on_the_path_is_found(tmp_path):
    binary = executable(tmp_path / "chromium-browser")
    found = find_chromium(env={}, system_paths=[], which=lambda n: str(binary) if n == "chromium-browser" else None,
                          playwright_build=no_playwright)
    assert found == Chromium(binary, "system")


def test_playwright_build_is_the_fallback_and_launches_without_a_path(tmp_path):
    found = find_chromium(env={}, system_paths=[tmp_path / "none"], which=nothing,
                          playwright_build=lambda: tmp_path / "chrome")
    assert isinstance(found, Chromium) and found.executable is None
    assert found.launch_kwargs() == {}


def test_explicit_path_wins_and_a_wrong_one_is_reported_not_skipped_over(tmp_path):
    binary = executable(tmp_path / "chrome")
    system = executable(tmp_path / "chromium")
    assert find_chromium(env={"LCR_CHROMIUM": str(binary)}, system_paths=[system], which=nothing,
                         playwright_build=no_playwright) == Chromium(binary, "LCR_CHROMIUM")
    reason = find_chromium(env={"LCR_CHROMIUM": str(tmp_path / "missing")}, system_paths=[system], which=nothing,
                           playwright_build=no_playwright)
    assert isinstance(reason, str) and "LCR_CHROMIUM" in reason and "missing" in reason


def test_a_browser_that_cannot_start_is_reported_with_its_path(tmp_path):
    broken = Chromium(executable(tmp_path / "chromium"), "system")
    message = launch_error(broken)
    assert message is not None and str(broken.executable) in message and "does not start" in message


def test_a_browser_that_hangs_is_given_up_on_at_the_deadline(tmp_path):
    """Given up on in time, with the reason, and the hung process is gone afterwards (a shell script whose child
    sleeps: the browser Playwright starts sits in a process group of its own, which outlived the test)."""
    pid_file = tmp_path / "browser.pid"
    hanging = Chromium(executable(tmp_path / "chromium", f"#!/bin/sh\necho $$ > {pid_file}\nexec sleep 600\n"),
                       "system")
    started = time.monotonic()
    message = launch_error(hanging, timeout=8)
    assert message is not None and "did not start within" in message
    assert time.monotonic() - started < 30
    pid = int(pid_file.read_text())
    for _ in range(20):  # a killed process may take a moment to go (or stay a zombie until reaped)
        if not _running(pid):
            break
        time.sleep(0.1)
    assert not _running(pid), f"the hung browser (pid {pid}) is still running"


def _running(pid: int) -> bool:
    """Alive and not a zombie."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_ci_requires_the_browser():
    assert browser_required({"LCR_REQUIRE_BROWSER": "1"})
    assert not browser_required({})
    assert not browser_required({"LCR_REQUIRE_BROWSER": "0"})


def test_the_command_line_check_used_by_make_exits_1_with_the_reason(tmp_path):
    env = {**os.environ, "LCR_CHROMIUM": str(tmp_path / "missing")}
    done = subprocess.run([sys.executable, str(HERE / "browsers.py")], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1 and "LCR_CHROMIUM" in done.stdout
    env["LCR_CHROMIUM"] = str(executable(tmp_path / "chrome"))
    done = subprocess.run([sys.executable, str(HERE / "browsers.py")], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0 and str(tmp_path / "chrome") in done.stdout
