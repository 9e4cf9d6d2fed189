"""Ingest through a local Ray cluster (encoder actors) stores exactly what a plain ingest stores.

Slow (1-4 minutes on this shared 2-core machine): a local Ray starts, two actors each load the encoder, and
both ingests encode every unit (each uses its own empty embedding cache, so neither can copy the other's
vectors).
"""

from __future__ import annotations

import numpy as np
import pytest

from lcr_core.engine import Engine
from lcr_core.sources import RawCase
from conftest import make_settings

pytest.importorskip("ray")
pytestmark = pytest.mark.slow


def _snapshot(engine: Engine) -> dict:
    out = {}
    for cid, text, meta, doc_vec in engine.store.iter_cases(include_vectors=True):
        spans, vecs = engine.store.unit_vectors(cid)
        out[cid] = {"text": text, "facets": meta.get("facets"), "n_units": meta.get("n_units"),
                    "spans": [(s.start, s.end) for s in spans], "units": vecs, "doc": doc_vec}
    facet_vecs = engine.store.facet_vectors()
    for cid in out:
        out[cid]["facet_vecs"] = facet_vecs.get(cid, {})
    return out


def test_ray_ingest_equals_plain_ingest(demo_cases, tmp_path, tmp_path_factory):
    from lcr_core.distributed import RayEncoder, ray_encoding

    short = sorted(demo_cases[:40], key=lambda c: len(c["text"]))[:3]  # real judgments, few units: a fast test
    cases = [RawCase(c["id"], c["text"], "demo", {}) for c in short]
    onnx_dir = tmp_path_factory.mktemp("onnx")
    plain = Engine(make_settings(tmp_path / "plain", tmp_path / "cache-plain", onnx_dir=onnx_dir))
    report = plain.ingest_cases(cases)
    assert report.changed == 3

    dist = Engine(make_settings(tmp_path / "ray", tmp_path / "cache-ray", onnx_dir=onnx_dir))
    assert dist.encoder.cache.count() == 0
    with ray_encoding(dist.pipeline, num_cpus=2) as enc:
        assert isinstance(dist.pipeline.encoder, RayEncoder) and len(enc.actors) == 2
        report_ray = dist.ingest_cases(cases)
    assert dist.pipeline.encoder is dist.encoder  # swapped back after the block
    assert report_ray.changed == 3 and report_ray.units == report.units
    # the driver wrote every vector the actors computed to its cache, under the usual key
    assert dist.encoder.cache.count(dist.encoder.id) == report.units

    a, b = _snapshot(plain), _snapshot(dist)
    assert sorted(a) == sorted(b) == sorted(c.case_id for c in cases)
    for cid in a:
        assert a[cid]["text"] == b[cid]["text"]
        assert a[cid]["facets"] == b[cid]["facets"]
        assert a[cid]["spans"] == b[cid]["spans"] and a[cid]["n_units"] == b[cid]["n_units"]
        np.testing.assert_allclose(a[cid]["units"], b[cid]["units"], atol=1e-5)
        np.testing.assert_allclose(a[cid]["doc"], b[cid]["doc"], atol=1e-5)
        assert sorted(a[cid]["facet_vecs"]) == sorted(b[cid]["facet_vecs"])
        for f, v in a[cid]["facet_vecs"].items():
            np.testing.assert_allclose(v, b[cid]["facet_vecs"][f], atol=1e-5)
