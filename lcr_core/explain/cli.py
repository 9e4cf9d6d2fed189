"""``lcr stance eval``: the outcome detector's accuracy and per-class P/R/F1 on the hand-labelled outcome set."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from .evaluate import DEFAULT_CORPUS, DEFAULT_LABELS


def stance_eval_command(
    labels: Annotated[Path, typer.Argument(help="label file (jsonl: doc_id, label, evidence)")] = DEFAULT_LABELS,
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
    """Accuracy, per-class precision/recall/F1 and confusion matrix of the outcome detector (dev / held-out / all)."""
    from ..config import Settings
    from .evaluate import EvalError, facetizing_reader, format_scores, predict, read_corpus, read_labels, score, split

    def fail(message: str) -> None:
        typer.echo(f"lcr: {message}", err=True)
        raise typer.Exit(2)

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


def _error_row(p) -> dict:
    return {"doc_id": p.record.doc_id, "gold": p.record.label, "predicted": p.result.outcome, "rule": p.result.rule,
            "sentence": p.sentence, "evidence": p.record.evidence}


__all__ = ["stance_eval_command"]
