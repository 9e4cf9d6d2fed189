"""``lcr stance eval``: outcome accuracy per corpus and stance accuracy on the labelled triples (no LABELS
argument), or the outcome detector's per-class P/R/F1 on one label file (LABELS given)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from .evaluate import DEFAULT_CORPUS


def stance_eval_command(
    labels: Annotated[Path | None, typer.Argument(help="one outcome label file (jsonl: doc_id, label, evidence); "
                                                      "omit it to evaluate every corpus and the stance triples")]
    = None,
    labels_dir: Annotated[Path, typer.Option("--labels-dir", help="holds outcomes/ and stance/ (default: the "
                                                                  "repo's datasets/)")] = Path("datasets"),
    outcomes_dir: Annotated[Path | None, typer.Option("--outcomes-dir", help="outcome labels (default: "
                                                                             "LABELS_DIR/outcomes)")] = None,
    stance_dir: Annotated[Path | None, typer.Option("--stance-dir", help="stance triples (default: "
                                                                         "LABELS_DIR/stance)")] = None,
    heldout: Annotated[bool, typer.Option("--heldout", help="also evaluate the fresh held-out part (the newest "
                                                            "*_heldoutN label files, not yet run: stance_eval.PART_FILES; "
                                                            "aggregate figures only; an absent file is named and "
                                                            "skipped)")] = False,
    facetizer: Annotated[str, typer.Option("--facetizer", help="how judgments are read: heuristic (fast, no "
                                                               "encoder) or engine (the configured facetizer)")]
    = "heuristic",
    dev_errors: Annotated[bool, typer.Option("--dev-errors", help="list the dev triples the rules get wrong")]
    = False,
    corpus: Annotated[Path, typer.Option("--corpus", help="the corpus the labels refer to (jsonl or jsonl.gz)")]
    = DEFAULT_CORPUS,
    source: Annotated[str, typer.Option(help="sentences read: facet (decision facet), tail (closing paragraphs) "
                                             "or both")] = "both",
    editorial: Annotated[bool, typer.Option("--editorial/--no-editorial",
                                            help="fall back on a trailing editorial line ('Appeal allowed.') when "
                                                 "the judgment itself states nothing")] = True,
    dev_size: Annotated[int, typer.Option(help="the first N records (file order) are the development part")] = 100,
    store: Annotated[Path | None, typer.Option("--store", help="read cases already in this store from it "
                                                               "(stored text and facets)")] = None,
    encode: Annotated[bool | None, typer.Option("--encode/--no-encode",
                                                help="encode units for the facetizer (default: unless it is "
                                                     "the heuristic one)")] = None,
    errors: Annotated[bool, typer.Option("--errors", help="also list every misclassified record")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable output")] = False,
) -> None:
    """Outcome accuracy per corpus and stance accuracy for the user's side, with confusion matrices; dev and
    held-out separately (held-out only with --heldout, and only as aggregate figures)."""
    from ..config import Settings
    from .evaluate import EvalError, facetizing_reader, format_scores, predict, read_corpus, read_labels, score, split

    def fail(message: str) -> None:
        typer.echo(f"lcr: {message}", err=True)
        raise typer.Exit(2)

    if labels is None:
        _all_corpora(labels_dir, outcomes_dir, stance_dir, heldout, facetizer, dev_errors, as_json, fail)
        return

    if source not in ("facet", "tail", "both"):
        fail(f"--source must be facet, tail or both, not {source!r}")
    if dev_size < 0:
        fail("--dev-size must be >= 0")
    try:
        records = read_labels(labels)
        texts = read_corpus(corpus, {r.doc_id for r in records})
        settings = Settings(store=store) if store is not None else Settings()
        reader, facetizer = facetizing_reader(settings, use_store=store is not None, encode=encode)
    except EvalError as exc:
        fail(str(exc))
    except Exception as exc:  # a store that cannot be opened, a facetizer model that cannot be read
        fail(f"cannot set up the evaluation: {exc}")
    preds = predict(records, texts, reader, source=source, editorial=editorial)  # type: ignore[arg-type]
    parts = split(preds, dev_size)
    results = {name: score(p) for name, p in parts.items() if p}
    setup = {"labels": str(labels), "corpus": str(corpus), "source": source, "editorial": editorial,
             "facetizer": facetizer, "dev_size": dev_size}
    if as_json:
        out = {"setup": setup, **{k: v.to_json() for k, v in results.items()}}
        if errors:
            out["errors"] = [_error_row(p) for p in preds if p.predicted != p.record.label]
        typer.echo(json.dumps(out, indent=2))
        return
    fallback = "on" if editorial else "off"
    typer.echo(f"outcome detector on {labels.name}: source={source}, editorial fallback={fallback}, "
               f"facetizer={facetizer}; dev = first {dev_size} records, held-out = the rest\n")
    for name, sc in results.items():
        typer.echo(format_scores(name, sc) + "\n")
    if errors:
        for p in preds:
            if p.predicted != p.record.label:
                row = _error_row(p)
                typer.echo(f"{row['doc_id']}: gold {row['gold']}, predicted {row['predicted']} ({row['rule']})\n"
                           f"    decided by: {row['sentence'][:200]!r}\n    evidence:   {row['evidence'][:200]!r}")


def _all_corpora(labels_dir: Path, outcomes_dir: Path | None, stance_dir: Path | None, heldout: bool,
                 facetizer: str, list_errors: bool, as_json: bool, fail) -> None:
    from .evaluate import EvalError
    from .stance_eval import DATASETS, dev_errors, engine_reader, heuristic_reader, run

    base = DATASETS if labels_dir == Path("datasets") and not labels_dir.exists() else labels_dir
    o_dir, s_dir = outcomes_dir or base / "outcomes", stance_dir or base / "stance"
    if facetizer not in ("heuristic", "engine"):
        fail(f"--facetizer must be heuristic or engine, not {facetizer!r}")
    try:
        if facetizer == "engine":
            from ..config import Settings

            reader = engine_reader(Settings())
        else:
            reader = heuristic_reader()
        report = run(o_dir, s_dir, heldout, reader, progress=lambda m: typer.echo(m, err=True))
        errors = dev_errors(s_dir, reader) if list_errors else []
    except EvalError as exc:
        fail(str(exc))
        return
    report.setup["facetizer"] = facetizer
    if as_json:
        data = report.to_json()
        if list_errors:
            data["dev_errors"] = errors
        typer.echo(json.dumps(data, indent=2))
        return
    typer.echo(report.markdown())
    for e in errors:
        typer.echo(json.dumps(e, ensure_ascii=False))


def _error_row(p) -> dict:
    return {"doc_id": p.record.doc_id, "gold": p.record.label, "predicted": p.result.outcome, "rule": p.result.rule,
            "sentence": p.sentence, "evidence": p.record.evidence}


__all__ = ["stance_eval_command"]


def stance_precompute_command(
    store: Annotated[Path | None, typer.Option("--store", help="store folder (default: $LCR_STORE or user data "
                                                                "dir)")] = None,
) -> None:
    """Read every stored case's outcome and parties once (for every side a user can state), so that no search
    pays for them: explanations then run in the benchmark's "cold" state (see README, explanations)."""
    from ..cli import _open_engine, _settings, say
    from . import precompute_outcomes

    engine = _open_engine(_settings(store), create=False)
    done = precompute_outcomes(engine)
    say(f"outcomes and parties read for {done} new case(s); {engine.store.count()} cases in the store")
