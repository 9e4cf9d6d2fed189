"""The store of record on a Chroma server (``chroma run`` on loopback, ``LCR_CHROMA_URL``): ingest and search."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lcr_core.config import Settings
from lcr_core.store import StoreError

from store_fixtures import facts_query, raw, small_cases  # noqa: F401  (fixture)


def _chroma_cli() -> str | None:
    here = Path(sys.executable).with_name("chroma")
    return str(here) if here.exists() else shutil.which("chroma")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def chroma_server(tmp_path_factory):
    cli = _chroma_cli()
    if cli is None:
        pytest.skip("the `chroma` CLI (chromadb's server) is not installed in this environment")
    port = _free_port()
    data = tmp_path_factory.mktemp("chroma-server")
    proc = subprocess.Popen([cli, "run", "--path", str(data), "--host", "127.0.0.1", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if proc.poll() is not None or time.time() > deadline:
                    pytest.fail(f"`chroma run` did not start on port {port} (exit code {proc.poll()})")
                time.sleep(0.2)
        yield url, data
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_ingest_and_search_against_a_chroma_server(chroma_server, small_cases, tmp_path, cache_dir):  # noqa: F811
    from lcr_core.engine import Engine

    url, data = chroma_server
    cases = small_cases[:6]
    engine = Engine(Settings(store=tmp_path / "store", cache_dir=cache_dir, facetizer="heuristic", chroma_url=url))
    report = engine.ingest_cases([raw(c) for c in cases])
    assert len(report.added) == len(cases)
    # the collections live on the server, not in the store folder (which keeps the manifest, lock and index)
    assert not (tmp_path / "store" / "chroma").exists()
    assert any(data.iterdir())
    assert engine.store.count() == len(cases)
    target = cases[2]["id"]
    hits = engine.search(facts_query(engine, target), k=3).hits
    assert hits[0].case_id == target

    # a second engine (another process would do the same) reads the same cases from the server
    other = Engine(Settings(store=tmp_path / "store", cache_dir=cache_dir, facetizer="heuristic", chroma_url=url),
                   create=False)
    assert sorted(other.store.ids()) == sorted(c["id"] for c in cases)
    assert other.delete([target]) == 1
    assert engine.store.count() == len(cases) - 1
    assert target not in [h.case_id for h in engine.search(facts_query(other, cases[3]["id"]), k=5).hits]


def test_an_unreachable_chroma_server_is_a_clear_error(tmp_path):
    from lcr_core.store import Store

    with pytest.raises(StoreError, match="does not answer"):
        Store(tmp_path / "s", "model", url=f"http://127.0.0.1:{_free_port()}")
    with pytest.raises(StoreError, match="http://host:port"):
        Store(tmp_path / "s2", "model", url="127.0.0.1:8000")


def test_the_chroma_servers_error_does_not_show_a_password_in_its_url(tmp_path):
    """The app shows a store that cannot be opened on the page (lcr_ui.resources): a password or token in
    LCR_CHROMA_URL must not reach it, as the Settings page masks the same URL."""
    from lcr_core.store import Store

    with pytest.raises(StoreError) as caught:
        Store(tmp_path / "s", "model", url=f"http://admin:s3cret@127.0.0.1:{_free_port()}?token=abc")
    assert "does not answer" in str(caught.value) and "127.0.0.1" in str(caught.value)
    assert "s3cret" not in str(caught.value) and "abc" not in str(caught.value)
    with pytest.raises(StoreError) as caught:
        Store(tmp_path / "s2", "model", url="ftp://admin:s3cret@chroma:8000")
    assert "http://host:port" in str(caught.value) and "s3cret" not in str(caught.value)
    with pytest.raises(StoreError) as caught:
        Store(tmp_path / "s3", "model", url="admin:s3cret@chroma:8000")  # no scheme: not even a netloc
    assert "http://host:port" in str(caught.value) and "s3cret" not in str(caught.value)
