"""The ``lcr`` command: thin wrappers over the engine; every expected failure is one line and a non-zero exit."""

from __future__ import annotations

import json
import logging
import os
import re
import sys
from pathlib import Path
from typing import Annotated

import typer
from typer.core import TyperGroup

from .config import ConfigError, Settings, load_settings


def _stance_group():
    from .explain.cli import stance_eval_command, stance_precompute_command

    group = typer.Typer(help="Outcome detection and party stance.")
    group.command("eval")(stance_eval_command)
    group.command("precompute")(stance_precompute_command)
    return typer.main.get_group(group)


def _facets_group():
    from .facets.cli import app as facets_app

    return typer.main.get_group(facets_app)


def _single(name: str, attr: str):
    def build():
        from .evaluation import cli as evaluation_cli

        one = typer.Typer()
        one.command(name)(getattr(evaluation_cli, attr))
        return typer.main.get_command(one)

    return build


# Sub-commands whose modules import the evaluation, explanation and training code: built only when named (or
# when --help lists them), so `lcr search` / `info` / `show` do not pay for them at start-up.
_LAZY_COMMANDS = {"stance": _stance_group, "facets": _facets_group, "eval": _single("eval", "eval_command"),
                  "tune": _single("tune", "tune_command")}


class _LazyGroup(TyperGroup):
    def list_commands(self, ctx) -> list[str]:
        return [*super().list_commands(ctx), *(n for n in _LAZY_COMMANDS if n not in self.commands)]

    def get_command(self, ctx, cmd_name: str):
        if cmd_name not in self.commands and cmd_name in _LAZY_COMMANDS:
            command = _LAZY_COMMANDS[cmd_name]()
            command.name = cmd_name
            self.commands[cmd_name] = command
        return super().get_command(ctx, cmd_name)


app = typer.Typer(help="Legal case retrieval: ingest judgments, search by fact pattern, evaluate.", cls=_LazyGroup,
                  no_args_is_help=True, pretty_exceptions_enable=False, add_completion=False)

StoreOpt = Annotated[Path | None, typer.Option("--store", help="store folder (default: $LCR_STORE or user data dir)")]


_GLOBAL_STORE: list[Path | None] = [None]  # `lcr --store DIR COMMAND`: the store of a command not given its own


@app.callback()
def _main(ctx: typer.Context, store: StoreOpt = None) -> None:
    # `lcr --store DIR info` failed with "No such option: --store", though the README says every command takes it
    _GLOBAL_STORE[0] = store
    if store is not None and ctx.invoked_subcommand in _LAZY_COMMANDS:  # their --store means their own folder
        fail(f"give --store after the command (`lcr {ctx.invoked_subcommand} ... --store DIR`): its --store "
             "is described in `lcr " + f"{ctx.invoked_subcommand} --help`")


def _settings(store: Path | None, **overrides) -> Settings:
    kwargs = {k: v for k, v in overrides.items() if v is not None}
    store = store if store is not None else _GLOBAL_STORE[0]
    if store is not None:
        kwargs["store"] = store
    try:
        return load_settings(**kwargs)
    except ConfigError as exc:
        fail(str(exc))
        raise  # not reached: fail() exits


# Control characters (ESC starts terminal escape sequences; CR overwrites a line; C1 0x80-0x9f includes CSI) and
# bidirectional overrides, which can make printed case text rewrite or disguise what the terminal shows.
_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: object) -> str:
    """``text`` with every control/escape character shown as a visible ``\\xNN`` / ``\\uNNNN`` escape
    (newlines and tabs kept): case text is untrusted and must not drive the user's terminal."""
    return _UNSAFE.sub(lambda m: f"\\x{ord(m[0]):02x}" if ord(m[0]) < 0x100 else f"\\u{ord(m[0]):04x}", str(text))


def one_line(text: object) -> str:
    """A field printed inside one line (an id, a title): its line breaks and tabs shown as ``\\n`` / ``\\t`` too, so
    untrusted metadata cannot start a line of its own (a forged result heading)."""
    return str(text).replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t")


def json_text(data: object) -> str:
    """JSON for the terminal: json escapes C0 controls itself; C1 controls and bidi overrides are escaped too."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m[0]):04x}", json.dumps(data, indent=2, ensure_ascii=False))


def json_line(data: object) -> str:
    """One JSON Lines record: compact JSON on one line, terminal-safe as :func:`json_text`; the Unicode line and
    paragraph separators are escaped too (readers that split on every line break, as Python's splitlines does,
    would cut the record there)."""
    text = json.dumps(data, ensure_ascii=False)
    return _UNSAFE.sub(lambda m: f"\\u{ord(m[0]):04x}", text).replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def say(text: object = "", err: bool = False) -> None:
    typer.echo(printable(text), err=err)


def fail(message: str, code: int = 2) -> None:
    say(f"lcr: {message}", err=True)
    raise typer.Exit(code)


def _open_engine(settings: Settings, create: bool):
    from .engine import Engine
    from .store import StoreError

    try:
        return Engine(settings, create=create)
    except StoreError as exc:
        fail(str(exc))


@app.command()
def ingest(
    paths: Annotated[list[Path], typer.Argument(help="folders of .txt/.pdf/.docx, .jsonl(.gz) files, or files")],
    store: StoreOpt = None,
    batch_size: Annotated[int, typer.Option(help="cases per committed batch (a killed run loses at most one)")] = 128,
    quiet: Annotated[bool, typer.Option("--quiet", "-q")] = False,
    ray: Annotated[bool, typer.Option("--ray", help="encode on Ray actors (LCR_RAY_ADDRESS, else a local Ray)")] = False,
    ray_workers: Annotated[int, typer.Option(min=0, help="encoder actors with --ray (0: one per cluster CPU)")] = 0,
) -> None:
    """Add or update judgments; unchanged ones are skipped, an interrupted run resumes."""
    from tqdm import tqdm

    from .distributed import RayUnavailable  # cheap: ray itself is imported only with --ray
    from .encoder import DeviceUnavailable
    from .ingest import same_text_note
    from .sources import SourceError, check_paths

    problems = check_paths(paths)
    if problems:
        fail("; ".join(problems) + " - nothing was stored")
    engine = _open_engine(_settings(store), create=True)
    bar = tqdm(total=None, unit="case", disable=quiet, desc="ingest", dynamic_ncols=True)

    def progress(done: int, total: int | None, what: str) -> None:
        if total is not None and bar.total != total:
            bar.total = total
            bar.refresh()
        bar.update(done - bar.n)

    try:
        with _maybe_ray(engine, ray, ray_workers):
            report = engine.ingest(paths, progress=progress, batch_size=batch_size)
    except SourceError as exc:
        bar.close()
        fail(str(exc))
    except (RayUnavailable, DeviceUnavailable) as exc:
        bar.close()
        fail(f"{exc} - nothing was stored")
    except KeyboardInterrupt:
        bar.close()
        fail("interrupted; everything committed so far is kept - run the same command again to resume", 130)
    bar.close()
    for s in report.skipped:
        say(f"skipped {s.source}: {s.reason}", err=True)
    for w in report.warnings[:20]:
        say(f"warning: {w}", err=True)
    if len(report.warnings) > 20:
        say(f"warning: ... and {len(report.warnings) - 20} more repaired records", err=True)
    for case_id, other in report.same_text[:20]:
        say(f"note: {same_text_note(case_id, other)}", err=True)
    if len(report.same_text) > 20:
        say(f"note: ... and {len(report.same_text) - 20} more judgments stored under a second name", err=True)
    if report.duplicates:
        ids = sorted(set(report.duplicates))
        say(f"note: {len(ids)} id(s) appeared more than once ({', '.join(ids[:5])}{', ...' if len(ids) > 5 else ''}); "
            "the last text of each was kept", err=True)
    say(f"{report.summary()}; store has {engine.store.count()} cases ({engine.store.path})")
    if report.changed:
        engine.index  # rebuild the derived index now rather than on the first search


def _maybe_ray(engine, use_ray: bool, workers: int):
    """Ray encoder actors for this ingest (see ``lcr_core.distributed``), or nothing."""
    import contextlib

    if not use_ray:
        return contextlib.nullcontext()
    from .distributed import ray_encoding

    return ray_encoding(engine.pipeline, address=engine.settings.ray_address or None, workers=workers or None)


@app.command()
def demo(store: StoreOpt = None, quiet: Annotated[bool, typer.Option("--quiet", "-q")] = False) -> None:
    """Index the shipped demo corpus (AILA 2019 subset) into the store; a no-op when already there."""
    from .demo import DEMO_CASES, seed_cache

    engine = _open_engine(_settings(store), create=True)
    seeded = seed_cache(engine.encoder.cache, engine.encoder.id)
    if seeded and not quiet:
        typer.echo(f"loaded {seeded} shipped unit vectors into the embedding cache")
    ingest(paths=[DEMO_CASES], store=engine.store.path, batch_size=32, quiet=quiet)


KOpt = Annotated[int, typer.Option("--k", min=1, max=1000, help="number of results (1-1000)")]


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="a fact pattern, or '-' to read a judgment from stdin")],
    k: KOpt = 10,
    store: StoreOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="print a JSON list")] = False,
    year_min: Annotated[int | None, typer.Option(help="only cases decided in or after this year")] = None,
    year_max: Annotated[int | None, typer.Option(help="only cases decided in or before this year")] = None,
    local: Annotated[bool, typer.Option("--local", help="search in this process even when `lcr serve` runs")]
    = False,
    side: Annotated[str | None, typer.Option("--side", help="whom you act for (employee, accused, landlord, ...; "
                                                            "default: the side the fact pattern states, if any)")]
    = None,
    profile: Annotated[str | None, typer.Option(help="ranking profile: auto (by query type; default $LCR_PROFILE "
                                                "or auto), a shipped key (fact_pattern, fact_description, "
                                                "judgment, judgment_gaps) or a profile .json file")] = None,
) -> None:
    """Rank stored cases against a fact pattern; shows each case's best-matching facet.

    When `lcr serve` runs on the same store, the query is sent to it (answers in milliseconds, no model load).
    """
    if query == "-":
        query = _read_stdin()
    if side is not None:
        from .explain import ROLES

        side = re.sub(r"^the\s+", "", " ".join(side.split()).lower())  # "--side 'The Employee'" as typed
        if side not in ROLES:
            fail(f"--side must be one of {', '.join(ROLES)}")
    settings = _settings(store)
    request = {"query": query, "k": k, "year_min": year_min, "year_max": year_max, "side": side,
               "explain": as_json or side is not None, "profile": profile}  # a side given is answered
    payload = None if local else _served_search(settings.store, request)
    if payload is None:
        engine = _open_engine(settings, create=False)
        payload = _search_payload(engine, request)
    _print_search(payload, as_json)


def _read_stdin() -> str:
    """The query piped on stdin, in whatever encoding it came (UTF-8/16 with or without BOM, Windows-1252)."""
    from .sources import decode_text

    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8")
    try:
        return decode_text(data)
    except ValueError as exc:
        fail(f"stdin: {exc} - pipe the judgment as plain text (UTF-8, UTF-16 or Windows-1252)")


def _search_payload(engine, request: dict) -> dict:
    """One search as plain data (rows as in --json, plus what the text view prints); raises nothing expected."""
    from .engine import Filters, QueryError

    try:
        result = engine.search(request["query"], k=request["k"],
                               filters=Filters(year_min=request.get("year_min"), year_max=request.get("year_max")),
                               profile=request.get("profile"))
    except QueryError as exc:
        return {"error": str(exc)}
    explanations = _explanations(engine, result, request.get("side")) if request.get("explain") else {}
    rows = []
    for hit in result.hits:
        case = engine.case(hit.case_id)
        row = hit.to_json()
        row["matched_text"] = case.facet_text(hit.best_facet)[:1500] if case else ""
        row["profile"], row["query_type"] = result.profile, result.query_type
        if hit.case_id in explanations:  # what a card shows: stance for the side, rationale, passages, provenance
            row["explanation"] = explanations[hit.case_id]
        rows.append(row)
    q = result.query.analysed
    read_as = ", ".join(f"{f} {len(q.facet_text(f).split())} words" for f in q.facets.spans if not q.facets.is_empty(f))
    return {"rows": rows, "warnings": result.warnings, "read_as": read_as, "pool_size": result.pool_size,
            "seconds": result.timings["total"], "profile": result.profile, "query_type": result.query_type,
            "forced": (request.get("profile") or engine.settings.profile or "auto") != "auto"}


def _print_search(payload: dict, as_json: bool) -> None:
    if "error" in payload:
        fail(payload["error"])
    for w in payload["warnings"]:
        say(f"warning: {w}", err=True)
    rows = payload["rows"]
    if as_json:
        typer.echo(json_text(rows))
        return
    say(f"query read as: {payload['read_as']}")
    for row in rows:
        title = row.get("title") or row["id"]
        year = f" ({row['year']})" if row.get("year") else ""
        say(f"\n#{row['rank']}  {one_line(row['id'])}  {one_line(title)}{year}")
        # not "score = lexical / semantic": a profile's learned ranker adds more than the two channels
        say(f"    score {row['score']:.3f} (lexical {row['s_lex']:+.2f}, semantic {row['s_sem']:+.2f}); "
            f"best facet: {row['best_facet']}")
        snippet = " ".join(row["matched_text"].split())[:400]
        say(f"    \"{snippet}{'...' if len(row['matched_text']) > 400 else ''}\"")
        if (line := _stance_line(row)) is not None:
            say(line)
    roles = {r["explanation"]["stance"].get("user_role") for r in rows if (r.get("explanation") or {}).get("stance")}
    side = f"; side: the {roles.pop()}" if len(roles) == 1 and None not in roles else ""
    ranked_by = f"; ranked by profile {payload['profile']}" if payload.get("profile") else ""
    qtype = f" ({payload['query_type']})" if payload.get("query_type") else ""
    if payload.get("forced") and payload.get("query_type"):  # not the profile the query's type would pick
        qtype = f" (forced; the query reads as a {payload['query_type']})"
    say(f"\n{len(rows)} result{'' if len(rows) == 1 else 's'} from a pool of {payload['pool_size']} in {payload['seconds']:.2f}s{ranked_by}{qtype}"
        f"{side}")


def _stance_line(row: dict) -> str | None:
    """A result's stance for the user's side, as the app's card says it; None when it was not explained for one."""
    stance = (row.get("explanation") or {}).get("stance") or {}
    if not stance.get("user_role"):
        return None
    mapping = f" - {stance['mapping']}" if stance.get("mapping") else ""
    return f"    for the {stance['user_role']}: {stance.get('user') or 'neutral'}{mapping}. {stance.get('reason', '')}".rstrip()


def _served_search(store: Path, request: dict) -> dict | None:
    """The answer of a running `lcr serve` on this store, or None (none running, or it did not answer)."""
    from .serve import ask

    return ask(store, request)


@app.command()
def shell(
    k: KOpt = 10,
    store: StoreOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="JSON Lines: one object per query, on one line (n, query, "
                                                         "results as `lcr search --json` prints them, warnings; "
                                                         "error instead of results when it cannot be searched)")]
    = False,
    blocks: Annotated[bool, typer.Option("--blocks", help="a query is a block of lines ended by a blank line "
                                                          "(for pasted judgments); default: one query per line")]
    = False,
) -> None:
    """Search repeatedly with the engine kept warm: reads queries from stdin, prints results for each.

    The model and index load once (before the first answer); every later query takes milliseconds.
    """
    engine = _open_engine(_settings(store), create=False)
    interactive = sys.stdin.isatty()
    if interactive:
        say(f"lcr shell on {engine.store.path}: type a fact pattern"
            f"{' and a blank line' if blocks else ''}; Ctrl-D to quit", err=True)
    for n, query in enumerate(_queries(sys.stdin, blocks), start=1):
        # --json rows are explained as `lcr search --json` explains them: the same fields
        payload = _search_payload(engine, {"query": query, "k": k, "explain": as_json})
        if "error" in payload:
            say(f"lcr: {payload['error']}", err=True)
        if as_json:  # every query answers one line, an error too, so line n is query n
            answer = {"n": n, "query": query, "results": payload.get("rows", []),
                      "warnings": payload.get("warnings", [])}
            if "error" in payload:
                answer["error"] = payload["error"]
            typer.echo(json_line(answer))
        elif "error" not in payload:
            _print_search(payload, as_json)
            say("")
        sys.stdout.flush()


def _queries(lines, blocks: bool):
    """Queries from a text stream: each non-blank line, or (``blocks``) each run of lines ended by a blank one."""
    pending: list[str] = []
    for line in lines:
        if not blocks:
            if line.strip():
                yield line.strip()
            continue
        if line.strip():
            pending.append(line.rstrip("\n"))
        elif pending:
            yield "\n".join(pending)
            pending = []
    if pending:
        yield "\n".join(pending)


@app.command()
def serve(store: StoreOpt = None,
          port: Annotated[int, typer.Option(help="port on 127.0.0.1 (0: any free port)")] = 0) -> None:
    """Keep an engine warm for `lcr search` on this store: a local server on 127.0.0.1 (Ctrl-C to stop).

    `lcr search` finds it through a file in the store folder (readable by this user only, with a random
    token), sends the query, and prints the answer - no model load per search.
    """
    from .serve import serve_forever

    engine = _open_engine(_settings(store), create=False)
    say(f"warming up the engine on {engine.store.path} ...", err=True)
    engine.warm_up()
    serve_forever(engine, lambda request: _search_payload(engine, request), port,
                  ready=lambda url: say(f"lcr serve: answering `lcr search` at {url} (Ctrl-C to stop)", err=True))


def _explanations(engine, result, side: str | None) -> dict[str, dict]:
    """case id -> the explanation the app's card is built from (offline unless an LLM is configured)."""
    from .explain import explain_hits

    return {ex.case_id: ex.to_json() for ex in explain_hits(engine, result, side=side)}


@app.command()
def info(store: StoreOpt = None, as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Counts, model, facetizer and versions of a store."""
    settings = _settings(store)
    data = _light_info(settings)
    if data is None:
        data = _open_engine(settings, create=False).info()
    if as_json:
        typer.echo(json_text(data))
    else:
        for key, value in data.items():
            say(f"{key:>22}: {value}")


@app.command()
def show(case_id: str, store: StoreOpt = None, full: Annotated[bool, typer.Option("--full")] = False) -> None:
    """A stored case's metadata and four facets."""
    from .schema import FACETS

    settings = _settings(store)
    case = _light_case(settings, case_id)
    if case is None:
        engine = _open_engine(settings, create=False)
        case = engine.case(case_id)
        if case is None:
            fail(f"no case with id {case_id!r} in {engine.store.path}")
    say(f"{one_line(case.case_id)}: {one_line(case.title)}  [facetizer {case.facets.facetizer}]")
    for f in FACETS:
        body = case.facet_text(f)
        say(f"\n== {f} ({len(body.split())} words)")
        say(body if full else body[:800] + ("..." if len(body) > 800 else ""))


def _light_catalogue(settings: Settings):
    """The store's catalogue when it can answer without Chroma (see ``catalogue``) and the store was built
    with this model; else None, and the caller opens the engine (which also reports what is wrong)."""
    from .catalogue import Catalogue
    from .encoder import Encoder

    try:
        manifest = json.loads((Path(settings.store) / "store.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict) or manifest.get("model") != Encoder(settings.model_path, dtype=settings.dtype).id:
        return None
    return Catalogue.open(settings.store)


def _light_info(settings: Settings) -> dict | None:
    from .catalogue import UNITS, store_summary
    from .encoder import Encoder
    from .facets.registry import get_facetizer

    catalogue = _light_catalogue(settings)
    if catalogue is None:
        return None
    with catalogue:
        cases, units = catalogue.count(), catalogue.count(UNITS)
    return store_summary(settings, cases, units, Encoder(settings.model_path, dtype=settings.dtype).id,
                         get_facetizer(settings))


def _light_case(settings: Settings, case_id: str):
    """The case as ``Engine.case`` gives it, read without Chroma when the catalogue can vouch for it."""
    from .schema import CaseView, Facets

    catalogue = _light_catalogue(settings)
    if catalogue is None:
        return None
    with catalogue:
        got = catalogue.get(case_id)
    if got is None:
        fail(f"no case with id {case_id!r} in {settings.store}")
    text, meta = got
    return CaseView(case_id, text, Facets.from_json(json.loads(meta.get("facets", "{}"))), dict(meta))


@app.command()
def refacetize(store: StoreOpt = None, force: Annotated[bool, typer.Option("--force")] = False,
               quiet: Annotated[bool, typer.Option("--quiet", "-q")] = False) -> None:
    """Re-split stored cases with the current facetizer, reusing their stored unit vectors (no encoding)."""
    from tqdm import tqdm

    engine = _open_engine(_settings(store), create=False)
    bar = tqdm(total=None, unit="case", disable=quiet, desc="refacetize", dynamic_ncols=True)

    def progress(done: int, total: int | None, what: str) -> None:
        bar.total = total
        bar.update(done - bar.n)

    n = engine.refacetize(progress=progress, force=force)
    bar.close()
    say(f"{n} case(s) re-facetized with {engine.info()['facetizer']}")


@app.command()
def delete(case_ids: list[str], store: StoreOpt = None) -> None:
    """Remove cases from the store; ids it does not hold are named (a typo must not pass for a deletion)."""
    engine = _open_engine(_settings(store), create=False)
    missing = sorted(set(case_ids) - engine.store.stored(case_ids))
    n = engine.delete(case_ids)
    if n == 0:
        fail("none of those ids is in the store: " + ", ".join(repr(cid) for cid in missing[:20]))
    if missing:
        say(f"lcr: not in the store, so not deleted: {', '.join(repr(cid) for cid in missing[:20])}"
            + (f" and {len(missing) - 20} more" if len(missing) > 20 else ""), err=True)
    say(f"deleted {n} case(s); store has {engine.store.count()}")


@app.command()
def compact(store: StoreOpt = None) -> None:
    """Merge the search index into one segment (drops deleted cases' rows; no re-tokenising, no encoding)."""
    import time

    from .index import SearchIndex

    engine = _open_engine(_settings(store), create=False)
    folder = engine.store.path / "index"
    before = SearchIndex.manifest(folder) or {}
    t0 = time.perf_counter()
    index = engine.compact()
    saved = (SearchIndex.manifest(folder) or {}).get("generation") == index.generation
    say(f"index of {index.size} case(s): {len(before.get('segments') or [])} segment(s) -> {len(index.segments)} "
        f"in {time.perf_counter() - t0:.1f} s" + ("" if saved else " (the store changed meanwhile: not saved; "
                                                 "run it again)"))


def main() -> None:
    logging.basicConfig(level=os.environ.get("LCR_LOG", "WARNING"))
    try:
        app()
    except Exception as exc:  # a busy or damaged store mid-command is one line, not a traceback
        from .parts import PartsDamaged
        from .store import StoreError

        if isinstance(exc, (StoreError, PartsDamaged)):
            say(f"lcr: {exc}", err=True)
            raise SystemExit(2) from None
        raise


if __name__ == "__main__":
    main()
