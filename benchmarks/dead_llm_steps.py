"""Seconds per chat step when the operator's LLM endpoint never answers (accepts the request, replies too late).

Builds the demo store under a temporary folder (the shipped vectors: nothing is encoded but the queries), starts
the tests' scripted OpenAI server with every reply delayed far past the deadline, configures the engine as the
app does (``bound_query_llm``) and runs one conversation through ``lcr_ui.chat.respond``: a search, a free-form
follow-up (read by the LLM), a second search, a set phrasing. Prints each step's seconds and the notices.

    PYTHONPATH=$PWD:$PWD/tests python benchmarks/dead_llm_steps.py [--deadline 20]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

STEPS = [
    ("search", "A young wife died of poisoning at her matrimonial home two years after marriage. Her father says "
               "the husband and mother-in-law harassed her and demanded money for household expenses."),
    ("free-form follow-up", "which of these turned on the evidence of the neighbours?"),
    ("second search", "A government cashier altered the cash book and was convicted of criminal breach of trust."),
    ("set phrasing", "why is #2 relevant?"),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deadline", type=float, default=20.0, help="LCR_LLM_DEADLINE (the app's default is 20 s)")
    args = ap.parse_args()

    from openai_server import OpenAIServer, Reply

    from lcr_core.config import Settings
    from lcr_core.demo import DEMO_CASES, seed_cache
    from lcr_core.engine import Engine
    from lcr_ui import chat
    from lcr_ui.conversation import Conversation, Turn
    from lcr_ui.followup import parse_followup

    with tempfile.TemporaryDirectory(prefix="lcr-dead-llm-") as tmp, OpenAIServer() as srv:
        srv.default = Reply("{}", delay=600.0)  # accepts, never answers in time
        settings = Settings(store=Path(tmp) / "store", cache_dir=Path(tmp) / "cache", llm_base_url=srv.base_url,
                            llm_model="dead-model", llm_deadline=args.deadline)
        engine = Engine(settings)
        seed_cache(engine.encoder.cache, engine.encoder.id)
        engine.ingest([DEMO_CASES], batch_size=64)
        engine.index
        chat.bound_query_llm(engine)
        engine.warm_up()
        conv = Conversation()
        controls = chat.Controls(k=5)
        print(f"dead endpoint, deadline {args.deadline:g} s, request timeout {settings.llm_timeout:g} s")
        total = 0.0
        for name, message in STEPS:
            conv.add(Turn("user", message))
            t0 = time.perf_counter()
            turns = chat.respond(engine, conv, message, parse_followup(message), controls, llm=engine.settings)
            took = time.perf_counter() - t0
            total += took
            for t in turns:
                conv.add(t)
            notes = " | ".join(turns[0].notices)[:300]
            print(f"{name:20s} {took:6.1f} s  {turns[0].kind}: {notes}")
        print(f"{'total':20s} {total:6.1f} s; LLM requests received: {len(srv.chat_requests)}")


if __name__ == "__main__":
    main()
