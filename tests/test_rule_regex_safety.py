"""Every compiled rule pattern of the explain modules finishes quickly on adversarial text (review16).

The rules run on untrusted case text and on whatever a user types; a pattern with overlapping adjacent quantifiers
(``\\s*,?\\s+``, ``(?:\\s*,?\\s*word)*``) backtracks cubically on a run of spaces or commas, and one pasted line of
indentation then hangs the explanation. The patterns are collected from the modules (module globals, and the tuples,
lists and dicts of patterns), not hand-listed, so a rule added later is checked too. Each runs in a child process
that the test kills at the bound, so a hang fails naming the pattern instead of hanging the suite.
"""

from __future__ import annotations

import importlib
import itertools
import multiprocessing as mp
import re
import time

import pytest

MODULES = ("lcr_core.explain.outcome", "lcr_core.explain.roles", "lcr_core.explain.parties",
           "lcr_core.explain.stance", "lcr_core.explain.offline", "lcr_core.explain.stance_eval",
           "lcr_core.explain.partial", "lcr_core.explain.remand")
N = 5000  # characters of each adversarial input (a run of 5,000 spaces took a cubic pattern minutes)
PER_PATTERN_S = 1.5  # CPU seconds, all inputs of one pattern; linear patterns take a few ms
# Wall seconds a pattern may run before it counts as stuck: well above PER_PATTERN_S, as a loaded machine stretches
# wall time (roles._PERSON's ~0.5 CPU s took 2.4 wall s at load 7 and failed a wall-clock budget), while a cubic
# pattern still runs for minutes.
STUCK_S = 30.0
WHOLE_S = 120.0  # every pattern (~800) together, on this loaded machine

# Patterns that are quadratic (not worse) when *searched* over a long run of spaces or of one repeated word: ``\s+(?=...)``
# or a ``\s*`` prefix is tried at every position of the run. All but the last are older than this session's rules and are applied
# to a short phrase or with ``match`` at one position; ``_PLACE_AFTER`` (stance15) is only ever ``match``ed, which is
# linear since review16. Their inputs are N_SHORT long here (a cubic pattern still fails on that), and
# ``stated_side`` folds a user's space runs (test_a_long_query_*).
QUADRATIC_WHEN_SEARCHED = frozenset({
    "roles._PERSON", "roles._SANCTIONED", "roles._HEAD_END", "roles._APPLICANT_OF_STATE", "roles._RELATIVE",
    "roles._NOT_CLIENT", "roles._DASH", "roles._NAME_ONLY", "roles._POSSESSIVE_COORDINATION", "roles._PLACE_AFTER",
})
N_SHORT = 1000


def rule_patterns() -> list[tuple[str, re.Pattern[str]]]:
    """(name, pattern) for every distinct compiled pattern the explain modules hold."""
    seen: dict[tuple[str, int], tuple[str, re.Pattern[str]]] = {}

    def walk(name: str, obj: object, depth: int = 0) -> None:
        if isinstance(obj, re.Pattern):
            seen.setdefault((obj.pattern, obj.flags), (name, obj))
        elif depth < 3 and isinstance(obj, (tuple, list)):
            for i, o in enumerate(obj):
                walk(f"{name}[{i}]", o, depth + 1)
        elif depth < 3 and isinstance(obj, dict):
            for k, o in obj.items():
                walk(f"{name}[{k!r}]", o, depth + 1)

    for module in MODULES:
        for attr, obj in vars(importlib.import_module(module)).items():
            walk(f"{module.rsplit('.', 1)[1]}.{attr}", obj)
    return list(seen.values())


def adversarial(pattern: re.Pattern[str], n: int) -> list[tuple[str, str]]:
    """Inputs that make overlapping quantifiers backtrack: runs of one character, repeated short words, numbered
    lists, and a soup of the pattern's own literal words with no full stop (so every bounded gap can run)."""
    words = re.findall(r"[a-z]{2,}", pattern.pattern.lower())[:40] or ["the"]
    soup = " ".join(itertools.islice(itertools.cycle(words), n // 3))[:n]
    out = [
        ("commas", "the appeal is" + "," * n + " dismissed"),
        ("comma-space", "we " + ", " * (n // 2) + "x"),
        ("the", "we " + "the " * (n // 4) + "x"),
        ("short words", "a b " * (n // 4)),
        ("numbers", "appeal " + ", ".join(f"No. {i}" for i in range(n // 7))),
        ("hyphens", "appellant" + "-" * n + "x"),
        ("hyphen words", "a- " * (n // 3)),
        ("dashes", " - " * (n // 3) + "we say"),
        ("own words", soup),
        ("own words, capitals", soup.upper()),
        ("own words, two spaces", soup.replace(" ", "  ")),
        ("who the", "who the " * (n // 8)),
        ("one word", "x" * n),
    ]
    return out + [("spaces", "the appeal" + " " * n + "x"), ("spaces, name", "Sakal Papers Pvt" + " " * n + "Ltd")]


def _run_all(n: int, progress) -> None:
    for i, (name, pat) in enumerate(rule_patterns()):
        progress.put(("start", i, name))
        t = time.process_time()  # this process's CPU time: other jobs on the machine do not count
        for _, text in adversarial(pat, N_SHORT if name in QUADRATIC_WHEN_SEARCHED else n):
            for _ in pat.finditer(text):
                pass
        progress.put(("done", i, time.process_time() - t))
    progress.put(("end", -1, 0.0))


def test_the_collection_holds_this_sessions_rules():
    names = {name for name, _ in rule_patterns()}
    assert len(names) > 500
    for name in ("outcome.ALLOW", "outcome.ASKED_CHANGE", "outcome._SINGLE_QUOTE", "roles._MODIFIER_START",
                 "roles._PLACE_AFTER", "roles._RESTATED", "roles._WRIT_WON", "roles._BLOCK_QUOTE"):
        assert name in names
    assert any(name.startswith("roles._CRIM_APPELLANT_LOW[") for name in names)


def test_every_rule_pattern_is_fast_on_adversarial_input():
    ctx = mp.get_context("fork")
    progress = ctx.Queue()
    child = ctx.Process(target=_run_all, args=(N, progress), daemon=True)
    start = time.perf_counter()
    child.start()
    slow: list[str] = []
    current = "(none yet)"
    try:
        while True:
            try:
                kind, _, value = progress.get(timeout=STUCK_S)
            except Exception:  # queue.Empty: the pattern running now is stuck
                pytest.fail(f"{current} did not finish its adversarial inputs within {STUCK_S:.0f} s "
                            f"(super-linear backtracking)")
            if kind == "end":
                break
            if kind == "start":
                current = value
            elif value > PER_PATTERN_S:
                slow.append(f"{current}: {value:.2f} s")
            assert time.perf_counter() - start < WHOLE_S, f"the patterns together took over {WHOLE_S} s"
    finally:
        if child.is_alive():
            child.kill()
        child.join()
    assert not slow, f"patterns slower than {PER_PATTERN_S} CPU s on {N}-character adversarial inputs: {slow}"


# ---- the product path on very long input --------------------------------------------------------------------------

def _timed(fn, *args, **kwargs) -> float:
    t = time.perf_counter()
    fn(*args, **kwargs)
    return time.perf_counter() - t


@pytest.mark.parametrize("query", [
    "I act for the tenant" + " " * 20000 + "who was evicted by the landlord.",
    "We act for Sakal Papers Pvt" + " " * 20000 + "Ltd. Sakal Papers is the appellant.",
    "I act for the employee" + ", " * 10000 + "who was dismissed.",
    "I act for the officer - " + "- " * 10000 + "we say the order is void.",
    # one 20,000-character sentence with no full stop
    "I act for the owner " + "who bought the land from the landholder and " * 450 + "the State acquired it",
], ids=["spaces", "name and spaces", "commas", "dashes", "20k sentence"])
def test_a_long_query_reads_its_side_quickly(query):
    from lcr_core.explain.roles import stated_side
    from lcr_core.explain.stance import employment_dispute

    assert _timed(stated_side, query, query) < 10.0
    assert _timed(employment_dispute, query) < 10.0


def test_a_two_megabyte_query_reads_its_side_quickly():
    from lcr_core.explain.roles import stated_side
    from lcr_core.explain.stance import employment_dispute

    facts = ("The appellant, a clerk employed by the bank, was dismissed from service after an inquiry; "
             "the High Court dismissed his writ petition. ")
    query = "I act for the employee. " + facts * (2_000_000 // len(facts))
    assert len(query) > 1_900_000
    assert _timed(stated_side, query, query) < 20.0
    assert _timed(employment_dispute, query) < 20.0
