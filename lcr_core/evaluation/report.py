"""Writing evaluation results: a Markdown table, a CSV, TREC run files and a PNG chart, plus the JSON form."""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .metrics import HEADLINE, METRICS

SIGNIFICANCE_METRICS: tuple[str, ...] = ("MAP", "P@1", "P@5", "MRR@10", "R@100")
MARKS = {"bm25": "†", "langchain": "‡"}
ALPHA = 0.05


@dataclass
class SystemResult:
    id: str
    label: str
    group: str
    per_query: dict[str, np.ndarray]
    means: dict[str, float]
    run: dict[str, list[tuple[str, float]]]  # query id -> (doc id, score), best first
    pool_recall: float | None = None  # micro, over relevant pairs
    latency_ms: float | None = None  # median per query
    p_values: dict[str, dict[str, float]] = field(default_factory=dict)  # reference id -> metric -> Holm p
    p_raw: dict[str, dict[str, float]] = field(default_factory=dict)  # the same, unadjusted
    weights: dict | None = None


@dataclass
class EvalReport:
    dataset: str
    split: str
    n_queries: int
    n_pairs: int
    unfindable_pairs: int
    unfindable_docs: list[str]
    notes: list[str]
    systems: list[SystemResult]
    pool_curve: list[tuple[int, float]]
    setup: dict[str, str]
    seconds: dict[str, float]
    command: str = ""

    def system(self, system_id: str) -> SystemResult | None:
        return next((s for s in self.systems if s.id == system_id), None)


def _fmt(x: float | None, digits: int = 4) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "–"
    return f"{x:.{digits}f}"


def _marks(s: SystemResult, metric: str) -> str:
    out = ""
    for ref, mark in MARKS.items():
        p = s.p_values.get(ref, {}).get(metric)
        if p is not None and p < ALPHA:
            out += mark
    return out


def markdown(report: EvalReport) -> str:
    cols = list(METRICS)
    head = ["System", *cols, "Pool recall", "ms/query"]
    lines = [
        f"## {report.dataset} — {report.split} ({report.n_queries} queries, {report.n_pairs} relevant pairs)",
        "",
    ]
    if report.command:
        lines += ["```", report.command, "```", ""]
    lines += ["| " + " | ".join(head) + " |", "|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|"]
    for s in report.systems:
        cells = [s.label]
        for m in cols:
            cells.append(_fmt(s.means.get(m)) + (_marks(s, m) if m in SIGNIFICANCE_METRICS else ""))
        cells.append(f"{100 * s.pool_recall:.2f}%" if s.pool_recall is not None else "–")
        cells.append(_fmt(s.latency_ms, 1))
        lines.append("| " + " | ".join(cells) + " |")
    lines += [
        "",
        f"† p < {ALPHA} against BM25, ‡ p < {ALPHA} against LangChain's EnsembleRetriever (paired randomization "
        f"test on per-query {', '.join(SIGNIFICANCE_METRICS)}; Holm-adjusted over the systems compared with the "
        "same reference on the same metric). MAP is the mean of per-query AP over the whole ranked list; pool recall is "
        "the share of relevant pairs inside the Stage-1 pool; ms/query is the median wall time per query "
        "(section-aware systems: `Engine.search()`).",
    ]
    speed = speedup(report)
    if speed is not None:
        lines.append(f"Median latency per query: `Engine.search()` {report.system('tuned').latency_ms:.0f} ms, "
                     f"LangChain EnsembleRetriever {report.system('langchain').latency_ms:.0f} ms "
                     f"({speed:.1f}x), timed back to back on each query.")
    if report.unfindable_pairs:
        lines.append(f"{report.unfindable_pairs} relevant pair(s) point at {len(report.unfindable_docs)} document(s) "
                     "the index does not have (unknown or empty); they count as never retrieved.")
    if report.pool_curve:
        lines += ["", "Pool recall by pool size M (RRF order of the same Stage-1 lists):", "",
                  "| M | " + " | ".join(str(m) for m, _ in report.pool_curve) + " |",
                  "|---|" + "|".join("---:" for _ in report.pool_curve) + "|",
                  "| pool recall | " + " | ".join(f"{100 * r:.2f}%" for _, r in report.pool_curve) + " |"]
    refs = [r for r in MARKS if report.system(r) is not None]
    if refs:
        lines += ["", "p-values (paired randomization, Holm-adjusted):", "",
                  "| System | " + " | ".join(f"{m} vs {r}" for r in refs for m in SIGNIFICANCE_METRICS) + " |",
                  "|---|" + "|".join("---:" for _ in refs for _ in SIGNIFICANCE_METRICS) + "|"]
        for s in report.systems:
            lines.append("| " + s.label + " | " + " | ".join(
                _fmt(s.p_values.get(r, {}).get(m)) for r in refs for m in SIGNIFICANCE_METRICS) + " |")
    if report.setup:
        lines += ["", "Setup:", ""] + [f"- {k}: {v}" for k, v in report.setup.items()]
    if report.notes:
        lines += ["", "Data notes:", ""] + [f"- {n}" for n in report.notes]
    return "\n".join(lines) + "\n"


def speedup(report: EvalReport) -> float | None:
    """LangChain's median latency over ours (``Engine.search()``), when both were measured."""
    ours, lc = report.system("tuned"), report.system("langchain")
    if ours is None or lc is None or not ours.latency_ms or lc.latency_ms is None:
        return None
    return lc.latency_ms / ours.latency_ms


def write_csv(report: EvalReport, path: Path) -> None:
    refs = list(MARKS)
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["system", "label", *METRICS, "pool_recall", "latency_ms_median",
                    *[f"p_{m}_vs_{r}" for r in refs for m in SIGNIFICANCE_METRICS]])
        for s in report.systems:
            w.writerow([s.id, s.label, *[f"{s.means[m]:.6f}" for m in METRICS],
                        "" if s.pool_recall is None else f"{s.pool_recall:.6f}",
                        "" if s.latency_ms is None else f"{s.latency_ms:.2f}",
                        *["" if (p := s.p_values.get(r, {}).get(m)) is None else f"{p:.6f}"
                          for r in refs for m in SIGNIFICANCE_METRICS]])


def trec_lines(run: Mapping[str, Sequence[tuple[str, float]]], tag: str) -> list[str]:
    """``qid Q0 docid rank score tag``; scores are made strictly decreasing (a tie is nudged down by 1e-6 per
    step) so that trec_eval, which re-sorts by score, keeps exactly our order."""
    out: list[str] = []
    for qid, ranked in run.items():
        prev = math.inf
        for rank, (doc, score) in enumerate(ranked, start=1):
            s = round(float(score), 6)
            if not math.isfinite(s) or s >= prev:
                s = round(prev - 1e-6, 6) if math.isfinite(prev) else 0.0
            prev = s
            out.append(f"{qid} Q0 {doc} {rank} {s:.6f} {tag}")
    return out


def write_trec(run: Mapping[str, Sequence[tuple[str, float]]], path: Path, tag: str) -> None:
    Path(path).write_text("\n".join(trec_lines(run, tag)) + "\n", encoding="utf-8")


def write_chart(report: EvalReport, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    systems = report.systems
    metrics = list(HEADLINE)
    y = np.arange(len(systems))
    h = 0.8 / len(metrics)
    fig, ax = plt.subplots(figsize=(9, 0.55 * len(systems) + 1.5), dpi=120)
    for i, m in enumerate(metrics):
        ax.barh(y + (i - (len(metrics) - 1) / 2) * h, [s.means[m] for s in systems], height=h, label=m)
    ax.set_yticks(y, [s.label for s in systems], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("score")
    ax.set_title(f"{report.dataset} {report.split}: {report.n_queries} queries", fontsize=10)
    ax.legend(fontsize=8, loc="lower right")
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def to_json(report: EvalReport) -> dict:
    return {
        "dataset": report.dataset,
        "split": report.split,
        "queries": report.n_queries,
        "relevant_pairs": report.n_pairs,
        "unfindable_pairs": report.unfindable_pairs,
        "unfindable_docs": report.unfindable_docs,
        "systems": {
            s.id: {
                "label": s.label,
                **{m: s.means[m] for m in METRICS},
                "pool_recall": s.pool_recall,
                "latency_ms_median": s.latency_ms,
                "p_values": s.p_values,
                "p_values_unadjusted": s.p_raw,
                **({"weights": s.weights} if s.weights else {}),
            }
            for s in report.systems
        },
        "pool_recall_by_m": {str(m): r for m, r in report.pool_curve},
        "speedup_vs_langchain": speedup(report),
        "setup": report.setup,
        "seconds": report.seconds,
        "notes": report.notes,
    }


def write_all(report: EvalReport, out: Path, runs: Path | None) -> dict[str, Path]:
    """Markdown, CSV, chart and JSON in ``out``; one TREC run per system in ``runs`` (None: no runs)."""
    out.mkdir(parents=True, exist_ok=True)
    stem = f"{report.dataset}-{report.split}"
    paths = {"markdown": out / f"{stem}.md", "csv": out / f"{stem}.csv", "chart": out / f"{stem}.png",
             "json": out / f"{stem}.json"}
    paths["markdown"].write_text(markdown(report), encoding="utf-8")
    write_csv(report, paths["csv"])
    write_chart(report, paths["chart"])
    paths["json"].write_text(json.dumps(to_json(report), indent=2) + "\n", encoding="utf-8")
    if runs is not None:
        runs.mkdir(parents=True, exist_ok=True)
        for s in report.systems:
            p = runs / f"{stem}.{s.id}.run"
            write_trec(s.run, p, f"lcr-{s.id}")
            paths[f"run:{s.id}"] = p
    return paths
