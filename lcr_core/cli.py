"""The ``lcr`` command: thin wrappers over the engine; every expected failure is one line and a non-zero exit."""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from .config import Settings

app = typer.Typer(help="Legal case retrieval: ingest judgments, search by fact pattern, evaluate.",
                  no_args_is_help=True, pretty_exceptions_enable=False, add_completion=False)

StoreOpt = Annotated[Path | None, typer.Option("--store", help="store folder (default: $LCR_STORE or user data dir)")]


def _settings(store: Path | None, **overrides) -> Settings:
    kwargs = {k: v for k, v in overrides.items() if v is not None}
    if store is not None:
        kwargs["store"] = store
    return Settings(**kwargs)


def fail(message: str, code: int = 2) -> None:
    typer.echo(f"lcr: {message}", err=True)
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
    batch_size: Annotated[int, typer.Option(help="cases per committed batch")] = 16,
    quiet: Annotated[bool, typer.Option("--quiet", "-q")] = False,
) -> None:
    """Add or update judgments; unchanged ones are skipped, an interrupted run resumes."""
    from tqdm import tqdm

    from .sources import SourceError

    engine = _open_engine(_settings(store), create=True)
    bar = tqdm(total=None, unit="case", disable=quiet, desc="ingest", dynamic_ncols=True)

    def progress(done: int, total: int | None, what: str) -> None:
        if total is not None and bar.total != total:
            bar.total = total
            bar.refresh()
        bar.update(done - bar.n)

    try:
        report = engine.ingest(paths, progress=progress, batch_size=batch_size)
    except SourceError as exc:
        bar.close()
        fail(str(exc))
    except KeyboardInterrupt:
        bar.close()
        fail("interrupted; everything committed so far is kept - run the same command again to resume", 130)
    bar.close()
    for s in report.skipped:
        typer.echo(f"skipped {s.source}: {s.reason}", err=True)
    if report.duplicates:
        typer.echo(f"note: {len(report.duplicates)} ids appeared more than once; the last text was kept", err=True)
    typer.echo(f"{report.summary()}; store has {engine.store.count()} cases ({engine.store.path})")
    if report.changed:
        engine.index  # rebuild the derived index now rather than on the first search


@app.command()
def demo(store: StoreOpt = None, quiet: Annotated[bool, typer.Option("--quiet", "-q")] = False) -> None:
    """Index the shipped demo corpus (AILA 2019 subset) into the store; a no-op when already there."""
    from .demo import DEMO_CASES, seed_cache

    engine = _open_engine(_settings(store), create=True)
    seeded = seed_cache(engine.encoder.cache, engine.encoder.id)
    if seeded and not quiet:
        typer.echo(f"loaded {seeded} shipped unit vectors into the embedding cache")
    ingest(paths=[DEMO_CASES], store=engine.store.path, batch_size=32, quiet=quiet)


@app.command()
def search(
    query: Annotated[str, typer.Argument(help="a fact pattern, or '-' to read a judgment from stdin")],
    k: Annotated[int, typer.Option("--k", help="number of results")] = 10,
    store: StoreOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="print a JSON list")] = False,
    year_min: Annotated[int | None, typer.Option(help="only cases decided in or after this year")] = None,
    year_max: Annotated[int | None, typer.Option(help="only cases decided in or before this year")] = None,
    profile: Annotated[str | None, typer.Option(help="ranking profile: auto (by query type; default $LCR_PROFILE "
                                                "or auto), a shipped key (fact_pattern, fact_description, "
                                                "judgment, judgment_gaps) or a profile .json file")] = None,
) -> None:
    """Rank stored cases against a fact pattern; shows each case's best-matching facet."""
    from .engine import Filters, QueryError

    if query == "-":
        query = sys.stdin.read()
    engine = _open_engine(_settings(store), create=False)
    try:
        result = engine.search(query, k=k, filters=Filters(year_min=year_min, year_max=year_max), profile=profile)
    except QueryError as exc:
        fail(str(exc))
    for w in result.warnings:
        typer.echo(f"warning: {w}", err=True)
    rows = []
    for hit in result.hits:
        case = engine.case(hit.case_id)
        row = hit.to_json()
        row["matched_text"] = case.facet_text(hit.best_facet)[:1500] if case else ""
        row["profile"], row["query_type"] = result.profile, result.query_type
        rows.append(row)
    if as_json:
        typer.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    q = result.query.analysed
    typer.echo(f"query read as: " + ", ".join(f"{f} {len(q.facet_text(f).split())} words" for f in q.facets.spans
                                             if not q.facets.is_empty(f)))
    for row in rows:
        title = row.get("title") or row["id"]
        year = f" ({row['year']})" if row.get("year") else ""
        typer.echo(f"\n#{row['rank']}  {row['id']}  {title}{year}")
        typer.echo(f"    score {row['score']:.3f} = lexical {row['s_lex']:.2f} / semantic {row['s_sem']:.2f}; "
                   f"best facet: {row['best_facet']}")
        snippet = " ".join(row["matched_text"].split())[:400]
        typer.echo(f"    \"{snippet}{'...' if len(row['matched_text']) > 400 else ''}\"")
    typer.echo(f"\n{len(rows)} results from a pool of {result.pool_size} in {result.timings['total']:.2f}s; "
               f"ranked by profile {result.profile}" + (f" ({result.query_type})" if result.query_type else ""))


@app.command()
def info(store: StoreOpt = None, as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """Counts, model, facetizer and versions of a store."""
    engine = _open_engine(_settings(store), create=False)
    data = engine.info()
    if as_json:
        typer.echo(json.dumps(data, indent=2))
    else:
        for key, value in data.items():
            typer.echo(f"{key:>22}: {value}")


@app.command()
def show(case_id: str, store: StoreOpt = None, full: Annotated[bool, typer.Option("--full")] = False) -> None:
    """A stored case's metadata and four facets."""
    from .schema import FACETS

    engine = _open_engine(_settings(store), create=False)
    case = engine.case(case_id)
    if case is None:
        fail(f"no case with id {case_id!r} in {engine.store.path}")
    typer.echo(f"{case.case_id}: {case.title}  [facetizer {case.facets.facetizer}]")
    for f in FACETS:
        body = case.facet_text(f)
        typer.echo(f"\n== {f} ({len(body.split())} words)")
        typer.echo(body if full else body[:800] + ("..." if len(body) > 800 else ""))


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
    typer.echo(f"{n} case(s) re-facetized with {engine.info()['facetizer']}")


@app.command()
def delete(case_ids: list[str], store: StoreOpt = None) -> None:
    """Remove cases from the store."""
    engine = _open_engine(_settings(store), create=False)
    n = engine.delete(case_ids)
    if n == 0:
        fail("none of those ids is in the store")
    typer.echo(f"deleted {n} case(s); store has {engine.store.count()}")


from .explain.cli import stance_eval_command  # noqa: E402
stance_app = typer.Typer(help="Outcome detection and party stance.")
stance_app.command("eval")(stance_eval_command)
app.add_typer(stance_app, name="stance")


from .facets.cli import app as facets_app  # noqa: E402
app.add_typer(facets_app, name="facets")

from .evaluation.cli import eval_command, tune_command  # noqa: E402
app.command("eval")(eval_command)
app.command("tune")(tune_command)


def main() -> None:
    logging.basicConfig(level=os.environ.get("LCR_LOG", "WARNING"))
    app()


if __name__ == "__main__":
    main()
