"""Section "understand": latency of the understanding on the development set's utterances: the rules alone, the
learned model's prediction alone (one message, pure Python), and rules + model combined (what the bot runs
offline), plus the one-off cost of loading the model artefact."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from bench.context import Bench
from bench.stats import summary
from todobot.understanding import understand_offline
from todobot.understanding.evaluation import DEFAULT_NOW, read_cases
from todobot.understanding.learned import load_model
from todobot.understanding.model import ConversationContext
from todobot.understanding.rules import understand_rules, warm_up
from todobot.understanding.rules.dates import _month_day, has_date_cue

DEV_SET = Path(__file__).resolve().parent.parent / "tests" / "data" / "understanding_dev.jsonl"
# Pathological lengths a user (or a paste) can send: a runaway regex shows here first.
LONG_INPUTS = ("1" * 3000, "every " * 500, "add " + "buy milk and eggs and " * 200)


async def run(bench: Bench) -> dict[str, Any]:
    cases = read_cases(DEV_SET)
    inputs = [
        (c["text"], ConversationContext(**c["context"]) if c.get("context") else None, c.get("timezone") or "UTC")
        for c in cases
    ]
    dated = [has_date_cue(text) for text, _, _ in inputs]
    warm_up()
    for text, context, tz in inputs:  # a warm round: regex compilation, caches, dateparser data
        understand_rules(text, context=context, now=DEFAULT_NOW, timezone=tz)
    every: list[float] = []
    with_date: list[float] = []
    for _ in range(bench.budget.understand_rounds):
        for (text, context, tz), has_date in zip(inputs, dated, strict=True):
            started = time.perf_counter()
            understand_rules(text, context=context, now=DEFAULT_NOW, timezone=tz)
            elapsed = time.perf_counter() - started
            every.append(elapsed)
            if has_date:
                with_date.append(elapsed)
    cold: list[float] = []  # calendar dates go through dateparser, cached per phrase: measure them uncached too
    for (text, context, tz), has_date in zip(inputs, dated, strict=True):
        if has_date:
            _month_day.cache_clear()
            started = time.perf_counter()
            understand_rules(text, context=context, now=DEFAULT_NOW, timezone=tz)
            cold.append(time.perf_counter() - started)
    longest: list[float] = []
    for text in LONG_INPUTS:
        started = time.perf_counter()
        understand_rules(text, now=DEFAULT_NOW)
        longest.append(time.perf_counter() - started)
    load_model.cache_clear()
    started = time.perf_counter()
    model = load_model()
    load_seconds = time.perf_counter() - started
    learned: list[float] = []
    combined: list[float] = []
    if model is not None:
        for text, context, tz in inputs:  # warm round
            understand_offline(text, context=context, now=DEFAULT_NOW, timezone=tz)
        for _ in range(bench.budget.understand_rounds):
            for text, context, tz in inputs:
                started = time.perf_counter()
                model.probabilities(text)
                learned.append(time.perf_counter() - started)
                started = time.perf_counter()
                understand_offline(text, context=context, now=DEFAULT_NOW, timezone=tz)
                combined.append(time.perf_counter() - started)
    return {
        "learned_model_load_ms": round(load_seconds * 1000, 1),
        "learned_model": summary(learned),
        "combined": summary(combined),
        "utterances": len(inputs),
        "rounds": bench.budget.understand_rounds,
        "all": summary(every),
        "with_date": summary(with_date),
        "with_date_cold_cache": summary(cold),
        "long_inputs_max_ms": round(max(longest) * 1000, 1),
    }
