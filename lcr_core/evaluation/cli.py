"""``lcr eval`` and ``lcr tune``: typer-annotated functions registered on the ``lcr`` app in ``lcr_core.cli``."""

from __future__ import annotations

import dataclasses
import json
import shlex
import time
from pathlib import Path
from typing import Annotated

import typer

from ..config import Settings, Weights

DatasetOpt = Annotated[Path, typer.Option("--dataset", help="dataset folder: corpus.jsonl.gz, queries_<split>.jsonl[.gz], "
                                          "qrels_<split>.txt")]
QueriesOpt = Annotated[str, typer.Option("--queries", help="full, or short for the chat-style queries_<split>_short set")]
StoreOpt = Annotated[Path | None, typer.Option("--store", help="eval store folder (default: cached under the cache dir, "
                                               "keyed by corpus hash and index settings)")]
QUERY_VIEWS = ("full", "ctx")


def _log(message: str) -> None:
    typer.echo(message, err=True)


def _fail(message: str, code: int = 2) -> None:
    typer.echo(f"lcr: {message}", err=True)
    raise typer.Exit(code)


def weights_path(dataset_name: str, queries: str, view: str = "full", folder: Path = Path("benchmarks/weights")) -> Path:
    """Where ``lcr tune`` writes (and ``lcr eval`` looks for) a dataset's tuned weights."""
    suffix = ("-short" if queries == "short" else "") + ("-ctx" if view == "ctx" else "")
    return folder / f"{dataset_name}{suffix}.json"


def _load_dataset(dataset: Path, split: str, queries: str):
    from .datasets import DatasetError, load_dataset

    try:
        ds = load_dataset(dataset, split, queries)
    except DatasetError as exc:
        _fail(str(exc))
    for note in ds.notes:
        _log(f"note: {note}")
    return ds


def eval_command(
    dataset: DatasetOpt,
    split: Annotated[str, typer.Option(help="split to report on (val; never the one you tuned on)")] = "val",
    queries: QueriesOpt = "full",
    systems: Annotated[str | None, typer.Option(help="comma-separated subset of: bm25, dense, rrf, langchain, "
                                                "profile, original, uniform, tuned, no-zscore, no-sections, ctx-bm25, "
                                                "ctx-tuned, ctx-fusion (default: all)")] = None,
    weights: Annotated[Path | None, typer.Option(help="tuned weights file for the 'tuned' system (default: "
                                                 "benchmarks/weights/<dataset>[-short].json if present, else the "
                                                 "engine's configured weights)")] = None,
    ctx_weights: Annotated[Path | None, typer.Option(help="tuned weights for 'ctx-tuned' (default: benchmarks/"
                                                     "weights/<dataset>-ctx.json if present, else --weights)")] = None,
    out: Annotated[Path | None, typer.Option(help="folder for the .md/.csv/.png/.json (default "
                                             "eval-results/<dataset>-<split>)")] = None,
    runs: Annotated[Path | None, typer.Option(help="folder for the TREC run files (default <out>/runs)")] = None,
    no_runs: Annotated[bool, typer.Option("--no-runs", help="do not write TREC run files")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print every system's metrics and latency as JSON")] = False,
    depth: Annotated[int, typer.Option(min=100, help="ranked list depth per query and system")] = 1000,
    limit: Annotated[int | None, typer.Option(min=1, help="only the first N queries (a quick check)")] = None,
    permutations: Annotated[int, typer.Option(min=100, help="sign flips of the randomization test")] = 10_000,
    seed: Annotated[int, typer.Option(help="seed of the randomization test")] = 0,
    langchain_bm25: Annotated[str, typer.Option(help="LangChain BM25Retriever over 'documents' (default) or "
                                                "'chunks' (slow with long queries)")] = "documents",
    profile: Annotated[str | None, typer.Option(help="force this profile (shipped key or .json) for the "
                                                "'profile' system (default: by query type, as search() does)")] = None,
    store: StoreOpt = None,
) -> None:
    """Evaluate every system on a judged dataset split: tables, TREC runs, chart, significance, latency."""
    from .harness import EvalOptions, open_eval_engine, run_eval
    from .report import markdown, to_json, write_all
    from .systems import parse_systems

    t0 = time.perf_counter()
    try:
        chosen = parse_systems(systems)
    except ValueError as exc:
        _fail(str(exc))
    if langchain_bm25 not in ("documents", "chunks"):
        _fail("--langchain-bm25 must be 'documents' or 'chunks'")
    ds = _load_dataset(dataset, split, queries)
    base = Settings()
    tuned = _tuned_weights(weights, ds.name, queries, base)
    tuned_ctx = _ctx_weights(ctx_weights, ds.name, queries) if any(s.startswith("ctx-") for s in chosen) else None
    engine = open_eval_engine(ds, base, _log, store)
    opts = EvalOptions(chosen, tuned, depth=depth, permutations=permutations, seed=seed, limit=limit,
                       langchain_bm25=langchain_bm25, tuned_ctx=tuned_ctx, profile=profile)
    report = run_eval(ds, engine, opts, _log)
    report.command = _command("eval", dataset=dataset, split=split, queries=queries, systems=systems,
                              weights=weights, ctx_weights=ctx_weights, out=out, depth=depth, limit=limit,
                              langchain_bm25=langchain_bm25, profile=profile)
    report.seconds["wall"] = time.perf_counter() - t0
    out = out or Path("eval-results") / f"{ds.name}-{ds.split}"
    paths = write_all(report, out, None if no_runs else (runs or out / "runs"))
    _log(f"wrote {', '.join(str(p) for k, p in paths.items() if not k.startswith('run:'))}"
         + ("" if no_runs else f" and {sum(k.startswith('run:') for k in paths)} TREC runs in {runs or out / 'runs'}"))
    _log(f"total {report.seconds['wall']:.0f}s")
    if as_json:
        typer.echo(json.dumps(to_json(report), indent=2))
    else:
        typer.echo(markdown(report))


def _read_weights(path: Path) -> Weights:
    try:
        return Weights.load(path)
    except (OSError, KeyError, ValueError, json.JSONDecodeError) as exc:
        _fail(f"cannot read weights file {path}: {exc}")
        raise  # unreachable: _fail exits


def _ctx_weights(path: Path | None, dataset_name: str, queries: str) -> Weights | None:
    if path is not None:
        return _read_weights(path)
    default = weights_path(dataset_name, queries, "ctx")
    if default.exists():
        _log(f"tuned weights for the citation-context view: {default}")
        return Weights.load(default)
    return None


def _tuned_weights(path: Path | None, dataset_name: str, queries: str, base: Settings) -> Weights:
    if path is not None:
        return _read_weights(path)
    default = weights_path(dataset_name, queries)
    if default.exists():
        _log(f"tuned weights: {default}")
        return Weights.load(default)
    w = base.weights()
    _log(f"note: no {default}; the 'tuned' system uses the engine's weights ({w.source}) - run `lcr tune` first")
    return w


def _command(name: str, **params) -> str:
    defaults = {"split": {"eval": "val", "tune": "train"}[name], "queries": "full", "depth": 1000,
                "langchain_bm25": "documents", "view": "full", "seed": 0}
    parts = ["lcr", name]
    for k, v in params.items():
        if v is None or v is False or defaults.get(k) == v:
            continue
        parts += [f"--{k.replace('_', '-')}", str(v)]
    return shlex.join(parts)


def tune_command(
    dataset: DatasetOpt,
    split: Annotated[str, typer.Option(help="split to tune on (train; never the one you report)")] = "train",
    queries: QueriesOpt = "full",
    view: Annotated[str, typer.Option(help="query view: full, or ctx (citation context, for [?CITATION?] "
                                      "queries)")] = "full",
    out: Annotated[Path | None, typer.Option(help="weights file to write (default benchmarks/weights/"
                                             "<dataset>[-short][-ctx].json)")] = None,
    seed: Annotated[int, typer.Option(help="random seed (the search is reproducible for a seed)")] = 0,
    batches: Annotated[int, typer.Option(min=1, help="Dirichlet(1) batches")] = 4,
    batch_size: Annotated[int, typer.Option(min=10, help="settings per Dirichlet batch")] = 250,
    rounds: Annotated[int, typer.Option(min=0, help="refinement rounds around the best settings")] = 2,
    limit: Annotated[int | None, typer.Option(min=1, help="only the first N queries (a quick check)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the result as JSON")] = False,
    store: StoreOpt = None,
) -> None:
    """Tune the Stage-2 weights on a training split (the paper's grid + Dirichlet search) and write them."""
    from .datasets import citation_context
    from .harness import open_eval_engine, prepare_view, relevant_mask
    from .tune import TuneConfig, TuneData, tune

    t0 = time.perf_counter()
    if view not in QUERY_VIEWS:
        _fail(f"--view must be one of {', '.join(QUERY_VIEWS)}")
    if split.replace("_short", "") in ("val", "test"):
        _log(f"warning: tuning on {split!r}; report on a split you did not tune on")
    ds = _load_dataset(dataset, split, queries)
    base = Settings()
    engine = open_eval_engine(ds, base, _log, store)
    qs = ds.queries[:limit] if limit else ds.queries
    texts = [(q.id, (citation_context(q.text) or q.text) if view == "ctx" else q.text) for q in qs]
    prepared = prepare_view(engine, texts, _log, view)
    kept = [q.id for q in qs if q.id in prepared]
    data = TuneData.stack(kept, [prepared[q].features for q in kept],
                          [relevant_mask(engine, prepared[q], ds.relevant(q)) for q in kept],
                          [len(ds.qrels[q]) for q in kept])
    t_prep = time.perf_counter() - t0
    cfg = TuneConfig(seed=seed, batches=batches, batch_size=batch_size, rounds=rounds)
    result = tune(data, cfg, engine.settings.zscore, engine.settings.empty_facet, _log)
    target = out or weights_path(ds.name, queries, view)
    command = _command("tune", dataset=dataset, split=split, queries=queries, view=view, out=out, seed=seed,
                       limit=limit)
    tuned = dataclasses.replace(result.best.weights, source=f"tuned on {ds.name} {ds.split} ({view} query view)")
    tuned.save(
        target,
        dataset=ds.name, split=ds.split, view=view, queries=len(kept), seed=seed, command=command,
        train_metrics=result.best.metrics, paper_train_metrics=result.paper.metrics,
        settings_evaluated=result.evaluated, facetizer=f"{engine.facetizer.name}@{engine.facetizer.version}",
    )
    total = time.perf_counter() - t0
    summary = {
        "weights_file": str(target), "dataset": ds.name, "split": ds.split, "view": view, "queries": len(kept),
        "tuned": {**tuned.to_json(), "train": result.best.metrics},
        "paper": {**result.paper.weights.to_json(), "train": result.paper.metrics},
        "uniform": {**result.uniform.weights.to_json(), "train": result.uniform.metrics},
        "settings_evaluated": result.evaluated, "seconds": {"prepare": t_prep, "search": result.seconds,
                                                            "total": total},
    }
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
        return
    typer.echo(_tune_table(result, ds.name, ds.split, len(kept)))
    typer.echo(f"\nwrote {target}; {result.evaluated} settings in {result.seconds:.1f}s, {total:.0f}s in all")


def _tune_table(result, dataset: str, split: str, n: int) -> str:
    from ..schema import FACETS

    rows = [("tuned", result.best), ("paper", result.paper), ("uniform", result.uniform)]
    head = ["weights", "alpha", "beta", *[f"w_lex {f}" for f in FACETS], *[f"w_sem {f}" for f in FACETS],
            "P@1", "MRR@10", "R@100"]
    lines = [f"{dataset} {split} ({n} queries): selection by P@1, then MRR@10, then R@100", "",
             "| " + " | ".join(head) + " |", "|---|" + "|".join("---:" for _ in head[1:]) + "|"]
    for name, c in rows:
        w = c.weights
        lines.append("| " + " | ".join([name, f"{w.alpha:.1f}", f"{w.beta:.1f}", *[f"{x:.3f}" for x in w.w_lex],
                                        *[f"{x:.3f}" for x in w.w_sem],
                                        *[f"{c.metrics[m]:.4f}" for m in ("P@1", "MRR@10", "R@100")]]) + " |")
    return "\n".join(lines)
