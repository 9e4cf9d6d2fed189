"""``lcr facets``: train the default facetizer, cross-validate it, evaluate facetizers on role corpora."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Annotated

import typer

from .evaluate import DEFAULT_FILES, DEFAULT_ROLES_DIR

app = typer.Typer(help="Facetizers: train the offline default and evaluate facetizers sentence by sentence.",
                  no_args_is_help=True)


def _clean(obj):
    """JSON-safe: NaN (undefined scores) becomes null."""
    if isinstance(obj, float) and math.isnan(obj):
        return None
    if isinstance(obj, dict):
        return {k: _clean(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [_clean(v) for v in obj]
    return obj


@app.command()
def train(
    roles_dir: Annotated[Path, typer.Option(help="folder of the role corpora")] = DEFAULT_ROLES_DIR,
    out: Annotated[Path, typer.Option(help="model file to write")] = Path("lcr_core/facets/models/trained_v1.npz"),
    seed: Annotated[int, typer.Option(help="random seed (same seed + same data = same file)")] = 0,
) -> None:
    """Train the default facetizer on BUILD train + Paheli and write the model file (deterministic)."""
    from .training import train_model

    summary = train_model(roles_dir, out, seed=seed, log=lambda m: typer.echo(m, err=True))
    typer.echo(json.dumps({k: v for k, v in summary.items() if k != "config"}, indent=2))


@app.command()
def cv(
    roles_dir: Annotated[Path, typer.Option(help="folder of the role corpora")] = DEFAULT_ROLES_DIR,
    seed: Annotated[int, typer.Option()] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable output")] = False,
) -> None:
    """5-fold cross-validation of the shipped training configuration on the training corpora."""
    from ..schema import FACETS
    from .training import cross_validate

    res = cross_validate(roles_dir, seed=seed)
    if as_json:
        typer.echo(json.dumps(_clean(res), indent=2))
        return
    for corpus, r in res.items():
        cells = " ".join(f"{f}={r['per_facet'][f]['f1']:.3f}" for f in FACETS if r["per_facet"][f]["support"])
        typer.echo(f"{corpus:<8} macro-F1={r['macro_f1']:.3f} over {','.join(r['macro_over'])}  {cells}")


@app.command("eval")
def eval_(
    files: Annotated[list[Path] | None, typer.Argument(help="roles-format .jsonl files")] = None,
    facetizers: Annotated[str, typer.Option(help="comma-separated: heuristic,trained,llm")] = "heuristic,trained,llm",
    arguments_as: Annotated[str, typer.Option(help="where gold and predicted 'arguments' go")] = "reasoning",
    limit: Annotated[int | None, typer.Option(help="only the first N judgments of each file")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="machine-readable output")] = False,
) -> None:
    """Per-facet P/R/F1 and macro-F1 at sentence level (defaults: BUILD val and VetClaims).

    The LLM facetizer is included only when an LLM is configured (Settings.llm_enabled)."""
    from ..config import Settings
    from .evaluate import evaluate_file, format_table, make_facetizers

    paths = files or [DEFAULT_ROLES_DIR / f for f in DEFAULT_FILES]
    settings = Settings()
    names = [n.strip() for n in facetizers.split(",") if n.strip()]
    fzs = make_facetizers(names, settings, arguments_as=arguments_as)
    if "llm" in names and "llm" not in fzs:
        typer.echo("(llm skipped: no LLM configured — set LCR_LLM_BASE_URL and LCR_LLM_MODEL)", err=True)
    results = []
    for p in paths:
        if not Path(p).exists():
            typer.echo(f"no such file: {p}", err=True)
            raise typer.Exit(2)
        results.append(evaluate_file(p, fzs, arguments_as=arguments_as, limit=limit))
    if as_json:
        json.dump(_clean(results), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        typer.echo(format_table(results))


if __name__ == "__main__":  # pragma: no cover
    app()
