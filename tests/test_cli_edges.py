"""The `lcr` command at its edges: stdin in any encoding, k validation, all paths checked before ingesting,
untrusted case text that cannot drive the terminal, a fast start for `info`/`show`, and the warm modes
(`lcr shell`, `lcr serve` reused by `lcr search`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

from conftest import ROOT
from lcr_core.cli import app, printable
from lcr_core.serve import ask, serve_file


@pytest.fixture(scope="module")
def store(demo_engine) -> str:
    return str(demo_engine.store.path)


@pytest.fixture(scope="module")
def cli(cache_dir):
    runner = CliRunner()
    env = {"LCR_CACHE_DIR": str(cache_dir)}
    return lambda *args, input=None: runner.invoke(app, list(args), env=env, input=input)


def one_line_error(result) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result.stderr.strip()


@pytest.mark.parametrize("k", ["0", "-1", "1001"])
def test_k_outside_1_to_1000_is_refused(cli, store, k):
    result = cli("search", "a servant stole from his employer", "--k", k, "--store", store)
    assert result.exit_code == 2 and "--k" in result.stderr and "results from a pool" not in result.stdout


def test_stdin_in_any_text_encoding_is_read_and_binary_is_refused(cli, store, demo_cases):
    case = demo_cases[5]
    text = case["text"][:3000]
    for data in (text.encode("utf-16"), text.encode("utf-16-le"), text.encode("utf-16-be"),
                 text.encode("cp1252", errors="replace"), text.encode("utf-8")):
        result = cli("search", "-", "--k", "1", "--json", "--store", store, input=data)
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout)[0]["id"] == case["id"]
    binary = cli("search", "-", "--store", store, input=bytes(range(256)) * 20)
    message = one_line_error(binary)
    assert message.count("\n") == 0 and "stdin" in message and "binary" in message


def test_ingest_with_a_missing_path_stores_nothing_and_names_every_bad_path(cli, tmp_path, demo_cases):
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps(demo_cases[0]) + "\n", encoding="utf-8")
    target = tmp_path / "store"
    result = cli("ingest", str(good), str(tmp_path / "missing.txt"), str(tmp_path / "also-missing"), "-q",
                 "--store", str(target))
    message = one_line_error(result)
    assert "missing.txt" in message and "also-missing" in message and "nothing was stored" in message
    assert not target.exists()  # not even an empty store was created


def test_duplicate_and_same_stem_messages_tell_the_truth(cli, tmp_path, demo_cases):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.txt").write_text(demo_cases[0]["text"], encoding="utf-8")
    (folder / "a.md").write_text(demo_cases[1]["text"], encoding="utf-8")
    dup = tmp_path / "dup.jsonl"
    dup.write_text("".join(json.dumps({"id": "d", "text": c["text"]}) + "\n" for c in demo_cases[2:4]),
                   encoding="utf-8")
    result = cli("ingest", str(folder), str(dup), "-q", "--store", str(tmp_path / "store"))
    assert result.exit_code == 0, result.output
    assert "3 added" in result.stdout
    assert "1 id(s) appeared more than once (d); the last text of each was kept" in result.stderr
    assert "stored under the id 'a.md'" in result.stderr and "stored under the id 'a.txt'" in result.stderr
    shown = cli("show", "d", "--store", str(tmp_path / "store"), "--full")
    assert demo_cases[3]["text"].split()[5] in shown.stdout


def test_a_judgment_ingested_under_a_second_name_is_said_to_be(cli, tmp_path, demo_cases):
    one = tmp_path / "one.jsonl"
    one.write_text(json.dumps({"id": "Smith v Jones (1999)", "text": demo_cases[0]["text"]}) + "\n", encoding="utf-8")
    two = tmp_path / "two.jsonl"
    two.write_text(json.dumps({"id": "Smith_v_Jones_1999", "text": demo_cases[0]["text"]}) + "\n", encoding="utf-8")
    assert cli("ingest", str(one), "-q", "--store", str(tmp_path / "store")).exit_code == 0
    result = cli("ingest", str(two), "-q", "--store", str(tmp_path / "store"))
    assert result.exit_code == 0, result.output
    assert "1 added" in result.stdout
    assert ("note: Smith_v_Jones_1999 has the same text as Smith v Jones (1999): both are stored"
            in result.stderr), result.stderr


def test_escape_sequences_in_case_text_are_shown_inert(cli, tmp_path, demo_cases):
    evil = "\x1b[2J\x1b]0;pwned\x07Smith\r v. \u202eJones\x9b31m"
    src = tmp_path / "evil.jsonl"
    src.write_text(json.dumps({"id": "evil\x1b[5m", "title": evil, "text": demo_cases[0]["text"]}) + "\n",
                   encoding="utf-8")
    target = str(tmp_path / "store")
    assert cli("ingest", str(src), "-q", "--store", target).exit_code == 0
    for result in (cli("show", "evil\x1b[5m", "--store", target),
                   cli("search", demo_cases[0]["text"][:1500], "--k", "1", "--store", target),
                   cli("search", demo_cases[0]["text"][:1500], "--k", "1", "--json", "--store", target)):
        assert result.exit_code == 0, result.output
        out = result.stdout
        assert not any(ch in out for ch in "\x1b\x07\r\x9b\u202e"), repr(out[:300])
        assert "Smith" in out and ("\\x1b" in out or "\\u001b" in out)
    assert printable("a\tb\nc\x1bd\u202e") == "a\tb\nc\\x1bd\\u202e"


# ---- start-up -------------------------------------------------------------------------------------------------
HEAVY = ("torch", "sentence_transformers", "transformers")


@pytest.mark.parametrize("command", [["info"], ["info", "--json"], ["show", "C1221"]])
def test_info_and_show_do_not_import_torch_or_load_the_model(store, cache_dir, command):
    probe = (
        "import sys\nfrom typer.testing import CliRunner\nfrom lcr_core.cli import app\n"
        f"r = CliRunner().invoke(app, {command + ['--store', store]!r})\n"
        f"print(r.exit_code, [m for m in {HEAVY!r} if m in sys.modules])\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=300,
                         env={**os.environ, "LCR_CACHE_DIR": str(cache_dir), "PYTHONPATH": str(ROOT)})
    assert out.stdout.strip().splitlines()[-1] == "0 []", out.stdout + out.stderr


def test_importing_the_package_and_the_cli_is_light():
    probe = "import sys, lcr_core, lcr_core.cli; print(sorted(m for m in ('torch', 'scipy', 'chromadb') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


# ---- warm modes -----------------------------------------------------------------------------------------------
def test_shell_answers_each_line_or_each_block(cli, store, demo_cases):
    a, b = demo_cases[5], demo_cases[9]
    lines = f"{' '.join(a['text'][:1500].split())}\n\n{' '.join(b['text'][:1500].split())}\n"
    result = cli("shell", "--k", "1", "--json", "--store", store, input=lines)
    assert result.exit_code == 0, result.output
    answers = [json.loads(line) for line in result.stdout.splitlines()]  # JSON Lines: one answer a line
    assert [answer["results"][0]["id"] for answer in answers] == [a["id"], b["id"]]
    flat = " ".join(a["text"][:1600].split())  # no blank line inside: each block is exactly one query
    block = flat[:800] + "\n" + flat[800:] + "\n\n"
    result = cli("shell", "--k", "2", "--blocks", "--store", store, input=block + "   \n" + block)
    assert result.exit_code == 0 and result.stdout.count("query read as:") == 2
    assert result.stdout.count("#1  " + a["id"]) == 2


def test_search_reuses_a_running_server_and_falls_back_without_one(store, cache_dir, demo_cases, tmp_path):
    env = {**os.environ, "LCR_CACHE_DIR": str(cache_dir), "PYTHONPATH": str(ROOT)}
    server = subprocess.Popen([sys.executable, "-m", "lcr_core.cli", "serve", "--store", store], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 240
        while ask(store, {"query": "x", "k": 1}) is None:
            assert server.poll() is None and time.time() < deadline, server.stderr.read() if server.poll() else ""
            time.sleep(0.5)
        assert oct(serve_file(store).stat().st_mode & 0o777) == "0o600"
        query = demo_cases[7]["text"][:1500]
        probe = ("import sys\nfrom typer.testing import CliRunner\nfrom lcr_core.cli import app\n"
                 f"r = CliRunner().invoke(app, ['search', {query!r}, '--k', '2', '--json', '--store', {store!r}])\n"
                 "print(r.stdout)\nprint('torch' in sys.modules)\n")
        served = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, env=env,
                                timeout=120)
        rows = json.loads(served.stdout.rsplit("\n", 2)[0])
        assert rows[0]["id"] == demo_cases[7]["id"] and served.stdout.strip().endswith("False")  # no model loaded
        info = json.loads(serve_file(store).read_text())
        forged = dict(info, token="0" * 32)
        serve_file(store).write_text(json.dumps(forged))
        assert ask(store, {"query": query, "k": 1}) is None  # a wrong token gets nothing
        serve_file(store).write_text(json.dumps(info))
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert not serve_file(store).exists()
    assert ask(store, {"query": "x", "k": 1}) is None


def test_a_busy_store_is_one_line_not_a_traceback(tmp_path, cache_dir, demo_cases):
    """With LCR_WRITE_LOCK_TIMEOUT set, a writer that cannot get the store's lock exits 2 with one line."""
    from filelock import FileLock

    from conftest import make_settings
    from lcr_core.demo import seed_cache
    from lcr_core.engine import Engine
    from lcr_core.sources import RawCase

    engine = Engine(make_settings(tmp_path / "store", cache_dir))
    seed_cache(engine.encoder.cache, engine.encoder.id)
    engine.ingest_cases([RawCase(c["id"], c["text"], source="test") for c in demo_cases[:2]])
    victim = demo_cases[0]["id"]
    env = {**os.environ, "LCR_CACHE_DIR": str(cache_dir), "LCR_WRITE_LOCK_TIMEOUT": "0.5",
           "PYTHONPATH": str(ROOT)}
    with FileLock(tmp_path / "store" / "write.lock"):
        run = subprocess.run([sys.executable, "-m", "lcr_core.cli", "delete", victim, "--store", str(tmp_path / "store")],
                             env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr
    assert run.stderr.strip().splitlines()[-1].startswith("lcr: ")
    assert engine.case(victim) is not None  # nothing was deleted


def test_delete_names_the_ids_it_did_not_find(cli, tmp_path, cache_dir, demo_cases):
    """A mistyped id among several must not pass as deleted: the count alone ('deleted 1 case(s)') hid it."""
    from conftest import make_settings
    from lcr_core.demo import seed_cache
    from lcr_core.engine import Engine
    from lcr_core.sources import RawCase

    engine = Engine(make_settings(tmp_path / "store", cache_dir))
    seed_cache(engine.encoder.cache, engine.encoder.id)
    engine.ingest_cases([RawCase(c["id"], c["text"], source="test") for c in demo_cases[:2]])
    kept, gone = demo_cases[1]["id"], demo_cases[0]["id"]
    result = cli("delete", gone, "C-typo-1", "--store", str(tmp_path / "store"))
    assert result.exit_code == 0, result.output
    assert "deleted 1 case(s)" in result.stdout and "store has 1" in result.stdout
    assert "C-typo-1" in result.stderr and "not in the store" in result.stderr and gone not in result.stderr
    again = cli("delete", gone, "--store", str(tmp_path / "store"))
    assert "none of those ids" in one_line_error(again) and gone in again.stderr
    assert Engine(make_settings(tmp_path / "store", cache_dir)).case(kept) is not None


def test_a_newline_in_an_id_or_title_cannot_forge_a_result_line(cli, tmp_path, demo_cases):
    """Newlines are kept in printed case text on purpose, but an id or title is one field of a heading line: a
    title "Smith\\n\\n#2  C1  Forged v. Result" printed as a second result heading."""
    src = tmp_path / "forge.jsonl"
    src.write_text(json.dumps({"id": "one\ntwo", "title": "Smith\n\n#2  C1  Forged v. Result",
                               "text": demo_cases[0]["text"]}) + "\n", encoding="utf-8")
    target = str(tmp_path / "store")
    assert cli("ingest", str(src), "-q", "--store", target).exit_code == 0
    found = cli("search", demo_cases[0]["text"][:1500], "--k", "1", "--store", target)
    shown = cli("show", "one\ntwo", "--store", target)
    for result in (found, shown):
        assert result.exit_code == 0, result.output
        assert not any(line.startswith("#2") for line in result.stdout.splitlines()), result.stdout[:300]
        assert "one\\ntwo" in result.stdout and "Smith\\n\\n#2  C1  Forged v. Result" in result.stdout


def test_a_bad_setting_is_one_line_naming_it_not_a_traceback(cli, tmp_path, store, monkeypatch):
    """A typo in lcr.toml or an LCR_* variable printed a 78-line pydantic / tomllib traceback."""
    broken = tmp_path / "broken.toml"
    broken.write_text("store = [unclosed\n", encoding="utf-8")
    wrong = tmp_path / "wrong.toml"
    wrong.write_text('alpha = "lots"\n', encoding="utf-8")
    for name, path in (("broken", broken), ("wrong", wrong)):
        monkeypatch.setenv("LCR_CONFIG", str(path))
        message = one_line_error(cli("info", "--store", store))
        assert message.count("\n") == 0 and str(path) in message, message
        assert ("not valid TOML" in message) if name == "broken" else ("alpha" in message and "'lots'" in message)
    monkeypatch.setenv("LCR_CONFIG", str(tmp_path / "none.toml"))
    monkeypatch.setenv("LCR_LLM_TIMEOUT", "soon")
    message = one_line_error(cli("search", "a servant stole from his employer", "--store", store))
    assert "llm_timeout" in message and "LCR_" in message


def test_a_bad_key_setting_never_shows_its_value_and_a_non_utf8_file_is_one_line(tmp_path, monkeypatch):
    """load_settings names a bad setting with what it got, except a key's value; an lcr.toml saved in a legacy
    encoding (Notepad's ANSI, UTF-16) raised UnicodeDecodeError past it: a traceback in the CLI and the app."""
    from lcr_core.config import ConfigError, load_settings

    leaky = tmp_path / "leaky.toml"
    leaky.write_text('llm_api_key = ["sk-leak-0042"]\n', encoding="utf-8")
    monkeypatch.setenv("LCR_CONFIG", str(leaky))
    with pytest.raises(ConfigError) as err:
        load_settings()
    assert "llm_api_key" in str(err.value) and "sk-leak-0042" not in str(err.value)
    for data in ('store = "C:/Urteile/Gericht\u00e4"\n'.encode("cp1252"), 'store = "x"\n'.encode("utf-16")):
        legacy = tmp_path / "legacy.toml"
        legacy.write_bytes(data)
        monkeypatch.setenv("LCR_CONFIG", str(legacy))
        with pytest.raises(ConfigError, match="UTF-8") as err:
            load_settings()
        assert str(legacy) in str(err.value) and "\n" not in str(err.value)


def test_an_inverted_year_range_is_named_not_just_no_match(cli, store):
    """`--year-min 2000 --year-max 1990` said only 'no case matches the filters', as if the corpus had no such
    cases (a leftover reported by newuser18)."""
    result = cli("search", "dowry death of a wife by poisoning", "--year-min", "2000", "--year-max", "1990",
                 "--k", "3", "--store", store)
    out = result.stdout + result.stderr
    assert "year range is inverted" in out and "1990 to 2000" in out
    fine = cli("search", "dowry death of a wife by poisoning", "--year-min", "1990", "--year-max", "2000",
               "--k", "3", "--store", store)
    assert "inverted" not in fine.stdout + fine.stderr and "3 results" in fine.stdout
