"""Every metric against hand-worked rankings, plus TREC run files that trec_eval reads back identically."""

import ir_measures
import numpy as np
import pytest

from lcr_core.evaluation import metrics as M
from lcr_core.evaluation.report import trec_lines

# q1: relevant d1, d3 and d9 (d9 is never retrieved: e.g. a document the index does not have)
# ranking:        d2  d1  d4  d3  d5  d6  d7  d8  d10 d11 d12
# relevant at:        2       4
QRELS = {"q1": {"d1": 1, "d3": 1, "d9": 1}, "q2": {"x": 1}}
RUN_Q1 = ["d2", "d1", "d4", "d3", "d5", "d6", "d7", "d8", "d10", "d11", "d12"]
RUN_Q2 = [f"n{i}" for i in range(10)] + ["x"]  # first relevant at rank 11


def test_hand_worked_ranking():
    m = M.per_query({"q1": RUN_Q1, "q2": RUN_Q2}, QRELS)
    q1 = {k: v[0] for k, v in m.items()}
    assert q1["P@1"] == 0
    assert q1["P@3"] == pytest.approx(1 / 3)
    assert q1["P@5"] == pytest.approx(2 / 5)
    assert q1["P@10"] == pytest.approx(2 / 10)
    assert q1["R@5"] == pytest.approx(2 / 3)
    assert q1["R@10"] == pytest.approx(2 / 3)
    assert q1["R@100"] == pytest.approx(2 / 3)  # d9 was never retrieved: still in the denominator
    assert q1["F1@5"] == pytest.approx(2 * 0.4 * (2 / 3) / (0.4 + 2 / 3))
    assert q1["F1@10"] == pytest.approx(2 * 0.2 * (2 / 3) / (0.2 + 2 / 3))
    assert q1["MRR@10"] == pytest.approx(1 / 2)
    assert q1["Hit@10"] == 1
    assert q1["MAP"] == pytest.approx((1 / 2 + 2 / 4) / 3)  # precision at each relevant hit / 3 relevant


def test_cutoffs_of_reciprocal_rank_and_hit():
    m = M.per_query({"q1": RUN_Q1, "q2": RUN_Q2}, QRELS)
    q2 = {k: v[1] for k, v in m.items()}
    assert q2["MRR@10"] == 0 and q2["Hit@10"] == 0 and q2["P@10"] == 0
    assert q2["MRR@50"] == pytest.approx(1 / 11) and q2["MRR@100"] == pytest.approx(1 / 11)
    assert q2["R@100"] == 1 and q2["MAP"] == pytest.approx(1 / 11)


def test_a_query_with_no_results_scores_zero_and_counts_in_the_mean():
    m = M.per_query({"q1": RUN_Q1}, QRELS)  # nothing for q2
    assert all(v[1] == 0 for v in m.values())
    assert M.mean(m)["MAP"] == pytest.approx(((1 / 2 + 2 / 4) / 3) / 2)


def test_a_document_listed_twice_counts_once_at_its_first_rank():
    m = M.per_query({"q1": ["d1", "d1", "d3"]}, {"q1": {"d1": 1, "d3": 1}})
    assert m["P@3"][0] == pytest.approx(2 / 3)  # d1, d3 and nothing else
    assert m["MAP"][0] == pytest.approx(1.0)


def test_f1_is_zero_when_precision_and_recall_are():
    assert M.f1(np.array([0.0, 0.5]), np.array([0.0, 0.5])).tolist() == [0.0, 0.5]


def test_pool_recall_per_query_and_over_pairs():
    pools = {"q1": ["d1", "d2", "d3"], "q2": ["y"]}
    assert M.pool_recall(pools, QRELS).tolist() == pytest.approx([2 / 3, 0.0])
    assert M.micro_pool_recall(pools, QRELS) == pytest.approx(2 / 4)


def test_trec_run_read_back_by_ir_measures_gives_the_same_metrics(tmp_path):
    # tied and unsorted-looking scores: the file must still encode exactly our order
    run = {"q1": [(d, 1.0) for d in RUN_Q1], "q2": [(d, 5.0 - 0.1 * i) for i, d in enumerate(RUN_Q2)]}
    lines = trec_lines(run, "t")
    assert lines[0] == "q1 Q0 d2 1 1.000000 t"
    scores = [float(line.split()[4]) for line in lines if line.startswith("q1 ")]
    assert all(a > b for a, b in zip(scores, scores[1:]))
    path = tmp_path / "x.run"
    path.write_text("\n".join(lines) + "\n")
    read = list(ir_measures.read_trec_run(str(path)))
    qrels = [ir_measures.Qrel(q, d, g) for q, docs in QRELS.items() for d, g in docs.items()]
    agg = ir_measures.calc_aggregate([ir_measures.AP, ir_measures.P @ 5, ir_measures.RR @ 10], qrels, read)
    ours = M.mean(M.per_query({q: [d for d, _ in v] for q, v in run.items()}, QRELS))
    assert agg[ir_measures.AP] == pytest.approx(ours["MAP"])
    assert agg[ir_measures.P @ 5] == pytest.approx(ours["P@5"])
    assert agg[ir_measures.RR @ 10] == pytest.approx(ours["MRR@10"])
