"""The query-independent part of an explanation (outcome, appellant side) computed once per case and cached."""

from __future__ import annotations

from lcr_core.explain import explain_hits, precompute_outcomes
from lcr_core.explain.precomputed import OutcomeStore, case_key, compute
from lcr_core.text import Span, normalize


def test_round_trip_and_keys(tmp_path, demo_cases):
    store = OutcomeStore(tmp_path / "o.sqlite")
    text = normalize(next(c["text"] for c in demo_cases if c["id"] == "C2411"))
    decision = [Span(len(text) - 200, len(text))]
    key = case_key(text, decision)
    got = compute(text, decision)
    assert got[0].outcome == "dismissed" and got[1].appellant_side == "accused"
    store.put_many({key: got})
    assert store.get_many([key, "unknown-key"]) == {key: got}
    # the key follows the text and the decision facet
    assert case_key(text, decision[:0]) != key and case_key(text + " ", decision) != key
    assert OutcomeStore(tmp_path / "o.sqlite").get_many([key]) == {key: got}  # persisted


def test_an_unusable_cache_dir_is_not_an_error(tmp_path):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    store = OutcomeStore(blocker / "o.sqlite")
    store.put_many({"k": compute("The appeal is dismissed.", [])})
    assert store.get_many(["k"]) == {}


def test_precompute_then_explain_gives_the_same_stance(demo_engine):
    query = ("The accused was convicted of murder on the evidence of a single eye-witness who was related to the "
             "deceased. Whether such evidence can sustain the conviction?")
    result = demo_engine.search(query, k=6)
    before = explain_hits(demo_engine, result, llm=False)
    first = precompute_outcomes(demo_engine)
    assert 0 <= first <= demo_engine.store.count()
    assert precompute_outcomes(demo_engine) == 0  # everything is cached now
    from lcr_core.explain import _state

    _state(demo_engine)["cases"].clear()  # read the cases again, outcomes now come from the cache
    after = explain_hits(demo_engine, result, llm=False)
    assert [a.stance for a in after] == [b.stance for b in before]
    assert [a.rationale for a in after] == [b.rationale for b in before]


def test_precompute_reads_the_parties_for_every_side(demo_engine, monkeypatch):
    """After precompute no explanation reads a precedent's parties again, whichever side the user states (the
    benchmark's "cold" state): the party reader is made to fail and every card is still explained."""
    import lcr_core.explain.offline as offline
    from lcr_core.explain import _state

    precompute_outcomes(demo_engine)
    result = demo_engine.search("The workman was dismissed from service without an inquiry report.", k=5)

    def boom(*args, **kwargs):
        raise AssertionError("parties read again")

    monkeypatch.setattr(offline, "precedent_parties", boom)
    for side in ("employee", "accused", "tenant", ""):
        _state(demo_engine)["cases"].clear()
        got = explain_hits(demo_engine, result, llm=False, side=side)
        assert got and all(e.produced_by == offline.OFFLINE for e in got), [e.produced_by for e in got]
        if side:
            assert all(e.stance.user_role == side for e in got)


def test_parties_cached_under_an_older_reading_are_not_served(tmp_path, monkeypatch):
    """PARTIES_VERSION is bumped when roles.precedent_parties reads differently (roles6: same-role contests): a
    row written under the previous version must read as missing, so the parties are read again, and a
    SAME_ROLE reading (appellant None) must come back with its basis, which is what makes the badge neutral."""
    from lcr_core.explain import precomputed
    from lcr_core.explain.roles import SAME_ROLE, PartyRoles

    store = OutcomeStore(tmp_path / "o.sqlite")
    same = PartyRoles(("employee", "employer"), None, "inter se seniority", SAME_ROLE)
    monkeypatch.setattr(precomputed, "PARTIES_VERSION", "roles-older")
    store.put_many({}, parties={"k": PartyRoles(("employee", "employer"), "employee", "by the employee", "explicit")},
                   prefer="employee/employer")
    monkeypatch.undo()
    assert store.get_parties_many(["k"], "employee/employer") == {}
    store.put_many({}, parties={"k": same}, prefer="employee/employer")
    assert store.get_parties_many(["k"], "employee/employer") == {"k": same}
