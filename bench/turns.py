"""Section "turns": latency of whole turns through `TodoAgent.arun`, the realistic mix on each backend."""

from __future__ import annotations

from typing import Any

from bench.context import Bench
from bench.mix import Conversation
from bench.stats import summary


def pairs(samples: dict[str, list[float]], first: str, second: str) -> list[float]:
    """Two-turn exchanges (e.g. delete + yes) as one duration each."""
    return [a + b for a, b in zip(samples.get(first, []), samples.get(second, []), strict=True)]


def summarise(samples: dict[str, list[float]]) -> dict[str, Any]:
    return {
        "by_kind": {kind: summary(s) for kind, s in samples.items()},
        "all": summary([x for s in samples.values() for x in s]),
        "delete + yes": summary(pairs(samples, "delete: ask", "delete: yes")),
        "clarification round-trip": summary(pairs(samples, "clarify: ask", "clarify: answer")),
    }


async def run(bench: Bench) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for backend in bench.backends():
        async with bench.agent(backend) as agent:
            chat = Conversation.new(agent, seed=10)
            await chat.rounds(1)  # warm-up: imports, dateparser data, pools, prepared statements
            samples: dict[str, list[float]] = {}
            await chat.rounds(bench.budget.turn_rounds, into=samples)
        out[backend] = summarise(samples)
    return out
