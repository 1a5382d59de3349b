"""Section "model": model calls and characters per turn — our graph (nlu=auto, nlu=gemini) vs a ReAct agent.

Gemini is replaced at our backend's one injection point, `gemini.chat_model` (the cached
`ChatGoogleGenerativeAI` factory), by a counting fake that returns the reading the rules would give, in
Gemini's structured-output shape; everything above it (prompt building, structured-output parsing, the
retry/deadline wrapper, `auto`'s confidence gate) runs for real. The ReAct agent is
`langgraph.prebuilt.create_react_agent` with the six MCP tools and a model that makes the ideal calls.
"""

from __future__ import annotations

import os
import time
import uuid
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from langchain_core.messages import HumanMessage, ToolMessage

from bench.context import Bench
from bench.fake_models import CountingChatModel, Meter, gemini_reply
from bench.mix import MIX, Conversation, seed_tasks
from bench.react import ideal_react_reply, mcp_tools
from bench.stats import summary
from todobot.checkpoints import open_checkpointer
from todobot.settings import AgentConfig
from todobot.tools.store import TaskStore
from todobot.understanding import ConversationContext, gemini, understand
from todobot.understanding.evaluation import DEFAULT_NOW, read_cases

BLIND_SET = Path(__file__).resolve().parent.parent / "tests" / "data" / "understanding_blind3.jsonl"


@contextmanager
def fake_gemini(meter: Meter) -> Iterator[None]:
    """Gemini answered by the counting fake; GOOGLE_API_KEY set so `auto` is allowed to ask it."""
    model = CountingChatModel(respond=gemini_reply, meter=meter)
    original, key = gemini.chat_model, os.environ.get("GOOGLE_API_KEY")
    gemini.chat_model = lambda _config: model  # type: ignore[assignment]
    os.environ["GOOGLE_API_KEY"] = "bench-fake-key"
    try:
        yield
    finally:
        gemini.chat_model = original  # type: ignore[assignment]
        if key is None:
            os.environ.pop("GOOGLE_API_KEY", None)
        else:
            os.environ["GOOGLE_API_KEY"] = key


async def ours(bench: Bench, nlu: str) -> dict[str, Any]:
    meter = Meter()
    latencies: list[float] = []
    with fake_gemini(meter):
        async with bench.agent("sqlite", nlu=nlu) as agent:
            chat = Conversation.new(agent, seed=10)
            await chat.rounds(1)  # warm-up, not counted
            meter.turns.clear()
            for _ in range(bench.budget.model_rounds):
                for turn in MIX:
                    meter.start_turn()
                    latencies.append(await chat.turn(turn))
    return {**meter.per_turn(), "turn_latency": summary(latencies)}


async def react(bench: Bench) -> dict[str, Any]:
    meter = Meter()
    model = CountingChatModel(respond=ideal_react_reply, meter=meter)
    latencies: list[float] = []
    tool_calls = failed = 0
    with bench.database("sqlite") as url:
        store = TaskStore(url)
        user = str(uuid.uuid4())
        seed_tasks(store, user, 10)
        try:
            async with mcp_tools(store, user) as tools, open_checkpointer(url) as checkpointer:
                with warnings.catch_warnings():  # deprecated in favour of langchain.agents, still the prebuilt
                    warnings.simplefilter("ignore")
                    from langgraph.prebuilt import create_react_agent

                    agent = create_react_agent(model, tools, checkpointer=checkpointer)
                thread = {"configurable": {"thread_id": f"react-{uuid.uuid4()}"}}
                for _ in range(bench.budget.model_rounds):
                    for turn in MIX:
                        meter.start_turn()
                        started = time.perf_counter()
                        state = await agent.ainvoke({"messages": [HumanMessage(content=turn.message)]}, thread,
                                                    durability="exit")
                        latencies.append(time.perf_counter() - started)
                        new = state["messages"][_last_human(state["messages"]) :]
                        results = [m for m in new if isinstance(m, ToolMessage)]
                        tool_calls += len(results)
                        failed += sum('"error"' in str(m.content) for m in results)
            left = [t.title for t in store.list_tasks(user) if "groceries" in t.title.lower() or "plant" in t.title]
        finally:
            store.close()
    if failed or left:
        raise AssertionError(f"the ReAct script went wrong: {failed} failed tool calls, left behind {left}")
    return {**meter.per_turn(), "tool_calls_per_turn": round(tool_calls / len(latencies), 2),
            "turn_latency": summary(latencies)}


def _last_human(messages: list[Any]) -> int:
    return max(i for i, m in enumerate(messages) if isinstance(m, HumanMessage))


def auto_on_blind_set(limit: int | None) -> dict[str, Any]:
    """How often `auto` would ask Gemini on phrasing nobody anticipated (the blind3 set), message by message."""
    meter = Meter()
    config = AgentConfig(nlu="auto")
    cases = read_cases(BLIND_SET)[:limit]
    with fake_gemini(meter):
        for case in cases:
            meter.start_turn()
            context = ConversationContext(**case["context"]) if case.get("context") else None
            understand(case["text"], context=context, now=DEFAULT_NOW, timezone=case.get("timezone") or "UTC",
                       config=config)
    return {"set": BLIND_SET.name, **meter.per_turn()}


async def run(bench: Bench) -> dict[str, Any]:
    return {
        "rounds": bench.budget.model_rounds,
        "ours_nlu_auto_blind3": auto_on_blind_set(30 if bench.budget.model_rounds < 2 else None),
        "ours_nlu_auto": await ours(bench, "auto"),
        "ours_nlu_gemini": await ours(bench, "gemini"),
        "react_prebuilt": await react(bench),
    }
