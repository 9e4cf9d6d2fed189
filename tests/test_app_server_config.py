"""How the app server is started: on 127.0.0.1 unless the operator says otherwise, and without a file watcher
(its "Inotify queue overflowed" lines flooded the log)."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_streamlit_config_disables_the_file_watcher_and_binds_localhost():
    from streamlit import config

    cfg = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert cfg["server"]["fileWatcherType"] == "none"
    assert cfg["server"]["address"] == "127.0.0.1"
    for section, values in cfg.items():  # every option is one the installed Streamlit knows
        for name in values:
            config.get_option(f"{section}.{name}")  # raises for an option it does not know


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_app_listens_on_localhost_by_default_and_on_a_chosen_address():
    def app_command(*args: str) -> str:
        out = subprocess.run(["make", "-n", "-s", "app", *args], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout
        return next(line for line in out.splitlines() if "streamlit run app.py" in line)

    assert "--server.address 127.0.0.1" in app_command()
    assert "--server.address 0.0.0.0" in app_command("ADDRESS=0.0.0.0")
