"""The Corpus page (upload, ingest, browse, delete) and hostile case text in the chat, on a small fresh store."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import shown
from streamlit.testing.v1 import AppTest

from lcr_ui import resources

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 300
HOSTILE = ("The appellant landlord sought eviction of the tenant for bona fide personal need of the premises. "
           "<script>alert('pwned')</script> The tenant relied on [this link](javascript:alert(1)) and "
           "![tracker](http://evil.example/pixel.png) and :red[fake directive] $x$. The Rent Controller "
           "ordered eviction; the appeal against eviction is dismissed.")


@pytest.fixture(scope="module")
def small_env(tmp_path_factory, cache_dir, demo_engine):
    """A fresh store sharing the seeded embedding cache; counts how often the app builds an engine for it."""
    built: list[str] = []

    class CountingEngine(resources.Engine):
        def __init__(self, settings, *a, **kw):
            built.append(str(settings.store))
            super().__init__(settings, *a, **kw)

    store = tmp_path_factory.mktemp("small-store")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LCR_STORE", str(store))
        mp.setenv("LCR_CACHE_DIR", str(demo_engine.settings.cache_dir))
        mp.setenv("LCR_CONFIG", str(tmp_path_factory.mktemp("cfg") / "none.toml"))
        mp.setattr(resources, "Engine", CountingEngine)
        yield store, built


def page(name: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / name), default_timeout=TIMEOUT)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_upload_ingest_browse_search_and_delete(small_env, demo_cases):
    store, built = small_env
    chat = page("app.py")
    assert any("has no judgments yet" in i.value for i in chat.main.info)  # the empty store offers the demo

    corpus = page("pages/1_Corpus.py")
    good = [(f"{c['id']}.txt", c["text"].encode("utf-8"), "text/plain") for c in demo_cases[:3]]
    corpus.file_uploader[0].set_value([
        *good,
        ("hostile.txt", HOSTILE.encode("utf-8"), "text/plain"),
        ("photo.txt", bytes(range(256)) * 40, "text/plain"),
        ("scan.pdf", b"%PDF-1.4 garbage", "application/pdf"),
    ])
    corpus.run()
    corpus.button[0].click().run()
    assert not corpus.exception, [e.value for e in corpus.exception]
    warnings = " ".join(shown(w) for w in corpus.warning)
    assert any("photo\\.txt" in w.value for w in corpus.warning)  # file names reach Markdown escaped
    assert "Skipped photo.txt: looks like a binary file" in warnings and "Skipped scan.pdf" in warnings
    assert any("4 added" in s.value and "The store has 4 judgments" in shown(s) for s in corpus.success)
    assert shown(corpus.main.caption[0]).startswith("4 judgments in")  # the count at the top is fresh

    # a JSONL file (as the README lists) adds one judgment per line
    lines = [json.dumps({"id": c["id"], "text": c["text"]}) for c in demo_cases[3:5]] + ["{broken"]
    lines[1] = lines[1].replace('"text": "', '"text": "\\ud800', 1)  # a lone surrogate: repaired, and said so
    corpus.file_uploader[0].set_value([("more.jsonl", "\n".join(lines).encode("utf-8"), "application/json")])
    corpus.run()
    assert not corpus.exception, [e.value for e in corpus.exception]
    corpus.button[0].click().run()
    assert any("2 added" in s.value and "The store has 6 judgments" in shown(s) for s in corpus.success)
    assert "Skipped more.jsonl:3: not valid JSON" in " ".join(shown(w) for w in corpus.warning)
    repairs = [shown(i) for i in corpus.info if "Stored with a repair" in shown(i)]
    assert len(repairs) == 1 and "more.jsonl:2" in repairs[0] and "lcr-upload" not in repairs[0], repairs
    assert shown(corpus.main.caption[0]).startswith("6 judgments in")

    # uploading the same file again does not replace what is indexed
    corpus.file_uploader[0].set_value(good[:1])
    corpus.run()
    corpus.button[0].click().run()
    assert any("already indexed" in shown(w) for w in corpus.warning)

    corpus.text_input(key="find").set_value("hostile").run()
    assert corpus.selectbox(key="case_pick").value == "hostile"
    facet_texts = " ".join(t.value for t in corpus.main.text)
    assert "<script>alert('pwned')</script>" in facet_texts  # shown as plain text (st.text), verbatim

    chat = page("app.py")
    chat.chat_input[0].set_value("landlord eviction of tenant for bona fide personal need; appeal dismissed").run()
    assert not chat.exception, [e.value for e in chat.exception]
    answer = [m for m in chat.main.chat_message if m.name == "assistant"][-1]
    rendered = [m.value for m in answer.markdown]
    assert rendered[1].startswith("**#1 · hostile") or any(v.startswith("**#1 ·") for v in rendered)
    hostile_md = " ".join(v for v in rendered if "pwned" in v)
    assert hostile_md, "the hostile case's text should be quoted"
    for raw in ("<script>", "](javascript:", "![tracker](", ":red[fake", "$x$"):
        assert raw not in hostile_md, raw  # every marker escaped, so it renders as text
    assert re.search(r"\\<script\\>", hostile_md)
    assert "`http://evil.example/pixel.png`" in hostile_md  # a bare URL is inline code, never a live link

    # delete a case: only after the confirmation; then it is gone from the store, the rest is untouched
    corpus = page("pages/1_Corpus.py")
    corpus.text_input(key="find").set_value("hostile").run()
    assert corpus.button(key="confirm_delete").disabled  # not confirmed yet
    assert resources.current_engine().store.count() == 6
    corpus.checkbox(key="sure_delete_hostile").check().run()
    corpus.button(key="confirm_delete").click().run()
    assert not corpus.exception, [e.value for e in corpus.exception]
    assert resources.current_engine().store.count() == 5
    assert any("Deleted hostile. The store has 5 judgments." in shown(s) for s in corpus.success)
    assert shown(corpus.main.caption[0]).startswith("5 judgments in")
    assert built == [str(store)]  # one engine for this store across all sessions and pages
