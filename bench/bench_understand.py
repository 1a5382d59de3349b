"""Latency of the rule-based understanding over the development set.

Runs every utterance of tests/data/understanding_dev.jsonl through `understand_rules` for several rounds
after a warm-up, and prints the median and p99 per call (all utterances, and only those with a date,
which are the ones that may call dateparser) plus the throughput.

    .venv/bin/python bench/bench_understand.py [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from todobot.understanding.evaluation import DEFAULT_NOW, read_cases
from todobot.understanding.model import ConversationContext
from todobot.understanding.rules import understand_rules, warm_up
from todobot.understanding.rules.dates import _month_day, has_date_cue

DEV_SET = Path(__file__).resolve().parent.parent / "tests" / "data" / "understanding_dev.jsonl"


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


def _fmt(seconds: float) -> str:
    return f"{seconds * 1e6:8.1f} µs ({seconds * 1e3:.3f} ms)"


def main(rounds: int = 30) -> None:
    """Print median/p99 latency and throughput of `understand_rules` over the dev set."""
    cases = read_cases(DEV_SET)
    inputs = [
        (c["text"], ConversationContext(**c["context"]) if c.get("context") else None, c.get("timezone") or "UTC")
        for c in cases
    ]
    dated = [has_date_cue(text) for text, _, _ in inputs]
    warm_up()
    for text, context, tz in inputs:  # warm-up round: regex compilation, caches, dateparser data
        understand_rules(text, context=context, now=DEFAULT_NOW, timezone=tz)

    timings: list[float] = []
    timings_dated: list[float] = []
    started = time.perf_counter()
    for _ in range(rounds):
        for (text, context, tz), has_date in zip(inputs, dated, strict=True):
            t0 = time.perf_counter()
            understand_rules(text, context=context, now=DEFAULT_NOW, timezone=tz)
            elapsed = time.perf_counter() - t0
            timings.append(elapsed)
            if has_date:
                timings_dated.append(elapsed)
    total = time.perf_counter() - started

    # Calendar dates ("December 1") go through dateparser, cached per phrase; measure them cold as well.
    cold: list[float] = []
    for _ in range(max(1, rounds // 10)):
        for (text, context, tz), has_date in zip(inputs, dated, strict=True):
            if has_date:
                _month_day.cache_clear()
                t0 = time.perf_counter()
                understand_rules(text, context=context, now=DEFAULT_NOW, timezone=tz)
                cold.append(time.perf_counter() - t0)

    print(f"understand_rules over {len(inputs)} utterances x {rounds} rounds = {len(timings)} calls")
    print(f"  all      median {_fmt(statistics.median(timings))}   p99 {_fmt(_percentile(timings, 99))}")
    if timings_dated:
        print(f"  dated    median {_fmt(statistics.median(timings_dated))}   p99 {_fmt(_percentile(timings_dated, 99))}"
              f"   ({sum(dated)} utterances with a date cue)")
    if cold:
        print(f"  dated, cold dateparser cache   median {_fmt(statistics.median(cold))}   "
              f"p99 {_fmt(_percentile(cold, 99))}")
    print(f"  throughput {len(timings) / total:,.0f} calls/s")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    main(parser.parse_args().rounds)
