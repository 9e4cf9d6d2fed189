"""``lcr stance eval`` parts: dev = dev + old held-out + ... + old held-out 29 (the heldout18 to heldout28 files, AILA
only, whose errors were counted after 75e18ad's, 0cb626b's, 6aa7d63's, 280dc02's, c4234b5's, b21c3f7's, cfe5aa6's,
53d5c47's, bd75b37's, 405f0f4's and 644948a's frozen runs; the heldout29 files, BUILD / PAHELI only, after the
twenty-ninth set's frozen run: its outcome files per source in rows of their own, no AILA or IRLeD file looked for);
held-out = the *_heldout30 files (BUILD / PAHELI outcome files in rows of their own, AILA's if present, no IRLeD's),
only with --heldout, aggregate figures only, an absent file named and skipped. Built on tiny synthetic label files
and corpora in a temp folder (never the real held-out files)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from lcr_core.explain.stance_eval import DEV_PARTS, heuristic_reader, run

ALLOWED = "A v. B\n1. The appellant-employee was dismissed from service.\n2. In the result, the appeal is allowed.\n"
DISMISSED = "C v. D\n1. The appellant-employee was dismissed from service.\n2. In the result, the appeal is dismissed.\n"


def _jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def _corpus(path: Path, docs: dict[str, str]) -> Path:
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for i, t in docs.items():
            fh.write(json.dumps({"id": i, "text": t}) + "\n")
    return path


def _roles(folder: Path, files: dict[str, dict[str, str]]) -> Path:
    """A role corpus folder: records with sentences only (one per line of the text), as PAHELI ships them."""
    folder.mkdir()
    for name, docs in files.items():
        _jsonl(folder / name, [{"id": i, "sentences": [{"text": s} for s in t.splitlines()]} for i, t in docs.items()])
    return folder


def _triple(doc: str, stance: str, role: str = "employee", source: str = "irled2017") -> dict:
    return {"id": f"t-{doc}-{role}", "source": source, "query_id": "none", "doc_id": doc,
            "user_statement": f"I act for the {role}", "user_role": role,
            "precedent_roles": {"appellant": "employee", "respondent": "employer"},
            "precedent_outcome": "allowed" if doc.startswith(("a", "bSecretA")) else "dismissed", "stance": stance}


def _setup(tmp_path: Path, heldout30: bool = True, aila30: bool = True):
    out, st = tmp_path / "outcomes", tmp_path / "stance"
    out.mkdir()
    st.mkdir()
    docs = {f"{k}{n}": (ALLOWED if k == "a" else DISMISSED) for k in "ad" for n in range(24)}
    docs |= {"aSecretQ": ALLOWED, "dSecretR": DISMISSED}
    corpora = {"irled2017": _corpus(tmp_path / "irled.jsonl.gz", docs),
               "aila2019": _corpus(tmp_path / "aila.jsonl.gz", docs)}
    _jsonl(out / "aila2019_outcomes.jsonl", [{"doc_id": "a0", "label": "allowed"}, {"doc_id": "d0", "label": "dismissed"}])
    for n, suffix in enumerate(("dev", "heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6",
                                     "heldout7", "heldout8", "heldout9", "heldout10", "heldout11",
                                     "heldout12", "heldout13", "heldout14", "heldout15",
                                     "heldout16", "heldout17")):
        _jsonl(out / f"irled2017_{suffix}.jsonl", [{"doc_id": f"a{n}", "label": "allowed"}])
        _jsonl(st / f"triples_{suffix}.jsonl", [_triple(f"a{n}", "supports"), _triple(f"a{n}", "opposes", "employer")])
    # the eighteenth to twenty-eighth sets are AILA only: their triples and an AILA outcome file, no IRLeD outcome file
    _jsonl(st / "triples_heldout18.jsonl", [_triple("a18", "supports"), _triple("a18", "opposes", "employer")])
    _jsonl(st / "triples_heldout19.jsonl", [_triple("d14", "opposes"), _triple("d14", "supports", "employer")])
    _jsonl(st / "triples_heldout20.jsonl", [_triple("a14", "supports"), _triple("a14", "opposes", "employer")])
    _jsonl(st / "triples_heldout21.jsonl", [_triple("d16", "opposes"), _triple("d16", "supports", "employer")])
    _jsonl(st / "triples_heldout22.jsonl", [_triple("a17", "supports"), _triple("a17", "opposes", "employer")])
    _jsonl(st / "triples_heldout23.jsonl", [_triple("d17", "opposes"), _triple("d17", "supports", "employer")])
    _jsonl(st / "triples_heldout24.jsonl", [_triple("a19", "supports"), _triple("a19", "opposes", "employer")])
    _jsonl(st / "triples_heldout25.jsonl", [_triple("d20", "opposes"), _triple("d20", "supports", "employer")])
    _jsonl(st / "triples_heldout26.jsonl", [_triple("a21", "supports"), _triple("a21", "opposes", "employer")])
    _jsonl(st / "triples_heldout27.jsonl", [_triple("d22", "opposes"), _triple("d22", "supports", "employer")])
    _jsonl(st / "triples_heldout28.jsonl", [_triple("a23", "supports"), _triple("a23", "opposes", "employer")])
    _jsonl(out / "aila2019_heldout3.jsonl", [{"doc_id": "d6", "label": "dismissed"}, {"doc_id": "a6", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout4.jsonl", [{"doc_id": "d5", "label": "dismissed"}, {"doc_id": "a5", "label": "allowed"},
                                             {"doc_id": "a4", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout5.jsonl", [{"doc_id": "d3", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout6.jsonl", [{"doc_id": "d2", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout7.jsonl", [{"doc_id": "d1", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout8.jsonl", [{"doc_id": "a1", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout9.jsonl", [{"doc_id": "a2", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout10.jsonl", [{"doc_id": "a3", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout11.jsonl", [{"doc_id": "d4", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout12.jsonl", [{"doc_id": "a8", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout13.jsonl", [{"doc_id": "d9", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout14.jsonl", [{"doc_id": "a10", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout15.jsonl", [{"doc_id": "d11", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout16.jsonl", [{"doc_id": "a12", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout17.jsonl", [{"doc_id": "d12", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout18.jsonl", [{"doc_id": "d13", "label": "dismissed"}, {"doc_id": "a13", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout19.jsonl", [{"doc_id": "d14", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout20.jsonl", [{"doc_id": "a14", "label": "allowed"}, {"doc_id": "d15", "label": "dismissed"},
                                              {"doc_id": "a15", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout21.jsonl", [{"doc_id": "d16", "label": "dismissed"}, {"doc_id": "a16", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout22.jsonl", [{"doc_id": "a17", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout23.jsonl", [{"doc_id": "d17", "label": "dismissed"}, {"doc_id": "a18", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout24.jsonl", [{"doc_id": "a19", "label": "allowed"}, {"doc_id": "d18", "label": "dismissed"},
                                              {"doc_id": "d19", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout25.jsonl", [{"doc_id": "d20", "label": "dismissed"}, {"doc_id": "a20", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout26.jsonl", [{"doc_id": "a21", "label": "allowed"}, {"doc_id": "d21", "label": "dismissed"},
                                              {"doc_id": "d19", "label": "dismissed"}])
    _jsonl(out / "aila2019_heldout27.jsonl", [{"doc_id": "d22", "label": "dismissed"}, {"doc_id": "a22", "label": "allowed"}])
    _jsonl(out / "aila2019_heldout28.jsonl", [{"doc_id": "a23", "label": "allowed"}])
    # the twenty-ninth set's source: BUILD / PAHELI judgments, a folder each, texts rebuilt from their sentences. Its
    # part is development data: an outcome file per source and triples, no AILA or IRLeD outcome file (none was drawn)
    corpora |= {"build_in": _roles(tmp_path / "build_in", {"train.jsonl": {"bSecretA": ALLOWED, "b29A": ALLOWED},
                                                           "val.jsonl": {"bSecretD": DISMISSED, "b29D": DISMISSED}}),
                "paheli_in": _roles(tmp_path / "paheli_in", {"all.jsonl": {"pSecretD": DISMISSED, "p29D": DISMISSED}})}
    _jsonl(out / "build_in_heldout29.jsonl", [{"source": "build_in", "doc_id": "b29D", "label": "dismissed"},
                                              {"source": "build_in", "doc_id": "b29A", "label": "allowed"}])
    _jsonl(out / "paheli_in_heldout29.jsonl", [{"source": "paheli_in", "doc_id": "p29D", "label": "dismissed"}])
    _jsonl(st / "triples_heldout29.jsonl", [_triple("p29D", "opposes", source="paheli_in"),
                                           _triple("p29D", "supports", "employer", source="paheli_in")])
    # the fresh set, if a thirtieth is ever drawn: the same kinds of file as the twenty-ninth set's, AILA's if present
    if heldout30:
        _jsonl(out / "build_in_heldout30.jsonl", [{"source": "build_in", "doc_id": "bSecretD", "label": "dismissed"},
                                                  {"source": "build_in", "doc_id": "bSecretA", "label": "allowed"}])
        _jsonl(out / "paheli_in_heldout30.jsonl", [{"source": "paheli_in", "doc_id": "pSecretD", "label": "dismissed"}])
        _jsonl(st / "triples_heldout30.jsonl", [_triple("pSecretD", "opposes", source="paheli_in"),
                                               _triple("pSecretD", "supports", "employer", source="paheli_in"),
                                               _triple("bSecretA", "supports", source="build_in")])
    if aila30:
        _jsonl(out / "aila2019_heldout30.jsonl", [{"doc_id": "a7", "label": "allowed"}])
    return out, st, corpora


def test_dev_is_thirty_parts_and_the_heldout30_files_are_not_read_without_the_flag(tmp_path):
    out, st, corpora = _setup(tmp_path)
    rep = run(out, st, False, heuristic_reader(), corpora=corpora, aila_dev=1)
    assert DEV_PARTS == ("dev", "old held-out", "old held-out 2", "old held-out 3", "old held-out 4", "old held-out 5",
                         "old held-out 6", "old held-out 7", "old held-out 8", "old held-out 9", "old held-out 10",
                         "old held-out 11", "old held-out 12", "old held-out 13", "old held-out 14",
                         "old held-out 15", "old held-out 16", "old held-out 17", "old held-out 18",
                         "old held-out 19", "old held-out 20", "old held-out 21", "old held-out 22",
                         "old held-out 23", "old held-out 24", "old held-out 25", "old held-out 26",
                         "old held-out 27", "old held-out 28", "old held-out 29")
    assert list(rep.outcomes["irled2017"]) == list(DEV_PARTS[:-12])  # the 18th to 29th sets have no IRLeD part
    assert list(rep.stance) == list(DEV_PARTS)
    assert set(rep.outcomes["aila2019"]) == {"dev", "old held-out", "old held-out 3", "old held-out 4", "old held-out 5",
                                             "old held-out 6", "old held-out 7", "old held-out 8", "old held-out 9",
                                             "old held-out 10", "old held-out 11",
                                             "old held-out 12", "old held-out 13", "old held-out 14",
                                             "old held-out 15", "old held-out 16", "old held-out 17",
                                             "old held-out 18", "old held-out 19", "old held-out 20",
                                             "old held-out 21", "old held-out 22", "old held-out 23",
                                             "old held-out 24", "old held-out 25", "old held-out 26",
                                             "old held-out 27", "old held-out 28"}
    assert rep.outcomes["aila2019"]["old held-out 3"].n == 2 and rep.outcomes["aila2019"]["old held-out 4"].n == 3
    assert rep.outcomes["aila2019"]["old held-out 18"].n == 2 and rep.outcomes["aila2019"]["old held-out 19"].n == 1
    assert rep.outcomes["aila2019"]["old held-out 20"].n == 3 and rep.outcomes["aila2019"]["old held-out 21"].n == 2
    assert rep.outcomes["aila2019"]["old held-out 22"].n == 1 and rep.outcomes["aila2019"]["old held-out 23"].n == 2
    assert rep.outcomes["aila2019"]["old held-out 24"].n == 3 and rep.outcomes["aila2019"]["old held-out 25"].n == 2
    assert rep.outcomes["aila2019"]["old held-out 26"].n == 3 and rep.outcomes["aila2019"]["old held-out 27"].n == 2
    assert rep.outcomes["aila2019"]["old held-out 28"].n == 1
    # the twenty-ninth set's outcomes in a row per source, its part only
    build, paheli = rep.outcomes["build_in"], rep.outcomes["paheli_in"]
    assert list(build) == ["old held-out 29"] and build["old held-out 29"].n == 2
    assert build["old held-out 29"].accuracy == 1.0
    assert list(paheli) == ["old held-out 29"] and paheli["old held-out 29"].n == 1
    # no IRLeD file is looked for, or named absent, for the AILA-only parts, nor an AILA or IRLeD file for part 29
    assert not rep.skipped
    assert all(t.stance.n == 2 and t.stance.accuracy == 1.0 for t in rep.stance.values())
    md = rep.markdown()
    assert "| build_in | old held-out 29 | 2 | 1.000 |" in md and "| paheli_in | old held-out 29 | 1 | 1.000 |" in md
    assert "old held-out 29" in md and "held-out |" not in md.replace("old held-out", "")


def test_heldout30_is_the_heldout_part_with_aggregate_figures_only(tmp_path):
    """The held-out part read as the twenty-ninth set was: BUILD / PAHELI outcome files (a row per corpus), AILA's if
    present, and triples whose precedents are role-corpus judgments; no IRLeD file is looked for."""
    out, st, corpora = _setup(tmp_path)
    rep = run(out, st, True, heuristic_reader(), corpora=corpora, aila_dev=1)
    assert "held-out" not in rep.outcomes["irled2017"]
    assert rep.outcomes["build_in"]["held-out"].n == 2 and rep.outcomes["build_in"]["held-out"].accuracy == 1.0
    assert rep.outcomes["paheli_in"]["held-out"].n == 1 and rep.outcomes["paheli_in"]["held-out"].accuracy == 1.0
    assert list(rep.outcomes["build_in"]) == ["old held-out 29", "held-out"]
    assert list(rep.outcomes["paheli_in"]) == ["old held-out 29", "held-out"]
    assert rep.outcomes["aila2019"]["held-out"].n == 1
    assert rep.stance["held-out"].stance.n == 3 and rep.stance["held-out"].stance.accuracy == 1.0
    md = rep.markdown()
    assert "| build_in | held-out | 2 | 1.000 |" in md and "| paheli_in | held-out | 1 | 1.000 |" in md
    assert "Secret" not in md  # no record of a held-out file is listed
    assert not rep.skipped


def test_an_absent_heldout30_file_is_named_and_skipped(tmp_path):
    out, st, corpora = _setup(tmp_path, heldout30=False, aila30=False)
    rep = run(out, st, True, heuristic_reader(), corpora=corpora, aila_dev=1)
    assert "held-out" not in rep.stance and "held-out" not in rep.outcomes["irled2017"]
    assert list(rep.outcomes["build_in"]) == ["old held-out 29"]
    assert list(rep.outcomes["paheli_in"]) == ["old held-out 29"]
    assert "old held-out 29" in rep.stance  # the heldout29 files are read as development data
    names = " ".join(rep.skipped)
    for f in ("aila2019_heldout30.jsonl", "build_in_heldout30.jsonl", "paheli_in_heldout30.jsonl",
              "triples_heldout30.jsonl"):
        assert f in names
    assert "irled2017_heldout30.jsonl" not in names  # the role-corpus part has no IRLeD file
    assert "heldout29" not in names  # the twenty-ninth set's files are all there; no AILA / IRLeD one is looked for
    assert "absent" in names and "- skipped:" in rep.markdown()


def test_a_heldout30_label_whose_text_is_missing_or_empty_stops_the_eval(tmp_path):
    """Before, an id its corpus lacked raised, but an empty text was read as a judgment with no cue ("other"): a
    held-out figure could quietly count it. Both stop the eval now, naming the file's corpus, not the text."""
    import pytest

    from lcr_core.explain.evaluate import EvalError

    out, st, corpora = _setup(tmp_path)
    _jsonl(out / "paheli_in_heldout30.jsonl", [{"source": "paheli_in", "doc_id": "pSecretD", "label": "dismissed"},
                                               {"source": "paheli_in", "doc_id": "pGone", "label": "allowed"}])
    with pytest.raises(EvalError, match="not in"):
        run(out, st, True, heuristic_reader(), corpora=corpora, aila_dev=1)
    _jsonl(corpora["paheli_in"] / "all.jsonl", [{"id": "pSecretD", "sentences": [{"text": "Appeal dismissed"}]},
                                                {"id": "p29D",
                                                 "sentences": [{"text": t} for t in DISMISSED.splitlines()]},
                                                {"id": "pGone", "sentences": [{"text": "  "}]}])
    with pytest.raises(EvalError, match="empty text"):
        run(out, st, True, heuristic_reader(), corpora=corpora, aila_dev=1)
    assert run(out, st, False, heuristic_reader(), corpora=corpora, aila_dev=1).stance  # dev never reads it


def _stance_parts():
    import importlib.util

    spec = importlib.util.spec_from_file_location("stance_parts", Path(__file__).parents[1] / "scripts" / "stance_parts.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def test_dev_errors_read_the_twenty_ninth_sets_role_corpus_triples(tmp_path):
    """``lcr stance eval --dev-errors`` lists the wrong triples of every dev part, part 29's BUILD / PAHELI
    precedents (texts rebuilt from their role corpus) among them."""
    from lcr_core.explain.stance_eval import dev_errors

    out, st, corpora = _setup(tmp_path, heldout30=False, aila30=False)
    assert dev_errors(st, heuristic_reader(), corpora=corpora) == []
    _jsonl(st / "triples_heldout29.jsonl", [_triple("p29D", "supports", source="paheli_in"),  # dismissed: opposes
                                           _triple("b29A", "supports", source="build_in")])
    errs = dev_errors(st, heuristic_reader(), corpora=corpora)
    assert [(e["doc_id"], e["gold"], e["predicted"]) for e in errs] == [("p29D", "supports", "opposes")]


def test_stance_parts_reads_part_29_and_its_outcome_files_per_source(tmp_path, monkeypatch, capsys):
    """scripts/stance_parts.py --parts 29 --outcomes: the triples of part 29 and its outcome rows, one per role
    corpus; no AILA or IRLeD file is read for it (none exists), and part 28 still reads AILA's."""
    script = _stance_parts()
    out, st, corpora = _setup(tmp_path, heldout30=False, aila30=False)
    monkeypatch.setattr(script, "CORPORA", corpora)
    assert script.SHORT["old held-out 29"] == "29"
    args = ["--outcomes", "--stance-dir", str(st), "--outcomes-dir", str(out), "--cache", str(tmp_path / "r.pkl")]
    assert script.main(["--parts", "29", *args]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("| 29 | 2 | 1.000 | 0 (0.0%) |") for line in lines)
    assert "| build_in | 29 | 2 | 1.000 | 0 |" in lines and "| paheli_in | 29 | 1 | 1.000 | 0 |" in lines
    assert not any(line.startswith(("| aila2019 |", "| irled2017 |")) for line in lines)
    assert script.main(["--parts", "28", "--no-stance", *args]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "| aila2019 | 28 | 1 | 1.000 | 0 |" in lines
    assert not any(line.startswith(("| build_in |", "| paheli_in |", "| irled2017 |")) for line in lines)


def test_stance_parts_refuses_an_errors_option_whose_table_is_not_run(tmp_path, capsys):
    """scripts/stance_parts.py: --outcome-errors without --outcomes (or --errors with --no-stance) printed nothing
    and said nothing; it now stops with a message before any judgment is read."""
    import pytest

    script = _stance_parts()
    cache = tmp_path / "reader.pkl"
    for argv, said in ((["--outcome-errors"], "--outcomes"), (["--errors", "--no-stance"], "--no-stance")):
        with pytest.raises(SystemExit) as stop:
            script.main([*argv, "--cache", str(cache)])
        assert stop.value.code == 2 and said in capsys.readouterr().err
    assert not cache.exists()


def test_no_cue_is_scored_as_other():
    from lcr_core.explain.outcome import OutcomeResult
    from lcr_core.explain.stance_eval import scored_outcome

    assert scored_outcome(OutcomeResult("unknown", None, "no cue", "tail", False)) == "other"
    assert scored_outcome(OutcomeResult("partly", None, "partial", "tail", True)) == "partly"


def test_the_part_tally_counts_sides_read_wrong_and_precedents_read_swapped():
    """``side_wrong`` and ``reversed`` (the columns scripts/stance_parts.py prints): a statement read as a role other
    than the labelled one, and a precedent whose two roles are read the other way round from its labels."""
    from lcr_core.explain.stance_eval import stance_part

    texts = {("irled2017", "a1"): ALLOWED, ("irled2017", "a2"): ALLOWED}
    right = _triple("a1", "supports")
    misread = {**_triple("a1", "opposes", "employer"), "user_role": "employee"}  # says employer, labelled employee
    swapped = {**_triple("a2", "supports"), "precedent_roles": {"appellant": "employer", "respondent": "employee"}}
    st = stance_part([right, misread, swapped], texts, heuristic_reader())
    assert st.side_read == 2 and st.side_wrong == 1
    assert st.reversed == {("irled2017", "a2")}
    assert st.to_json()["precedents_roles_reversed"] == 1
