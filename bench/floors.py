"""Section "floors": what a turn would cost if TodoBot added nothing on top of its parts.

* The store floor: the same operations the mix performs, called directly on `TaskStore`.
* The framework floor: a graph of the very same shape (node names, edges, routing functions, retry
  policies, `State`, `context_schema`) whose nodes do nothing but steer along the path the real turn
  takes, streamed the way `TodoAgent.arun` streams it, on the same checkpointer, with the history capped
  the same way and `durability="exit"`. Turn ÷ floor is what our nodes, MCP and the facade cost on top
  of LangGraph + checkpointing. Two more variants, on LangGraph's InMemorySaver and on no checkpointer,
  show what LangGraph itself costs.
"""

from __future__ import annotations

import time
import uuid
from contextlib import AsyncExitStack
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime

from bench.context import Bench
from bench.mix import MIX, seed_tasks
from bench.shape import same_shape
from bench.stats import summary
from todobot.checkpoints import open_checkpointer
from todobot.dialogue.history import last_user_text
from todobot.graph.context import Context
from todobot.graph.state import State
from todobot.nodes.format import trimmed
from todobot.settings import AgentConfig
from todobot.tools.store import TaskStore

PATHS = {turn.message: turn.path for turn in MIX}


def _path(state: State) -> tuple[str, ...]:
    return PATHS[last_user_text(state)]


async def _classify(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    after = _path(state)[1]
    if after == "extract":
        return {"plan": [{"intent": "list_tasks", "params": {}}], "current": None}
    if after in ("invoke", "undo"):
        return {"plan": [], "current": {"intent": "undo" if after == "undo" else "list_tasks", "params": {}}}
    return {"plan": [], "current": None}


async def _extract(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    intent = "delete_task" if "confirm" in _path(state) else "list_tasks"  # route_after_validate confirms deletes
    return {"plan": [], "current": {"intent": intent, "params": {}}}


async def _validate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    path = _path(state)
    return {} if "invoke" in path or "confirm" in path else {"current": None}


async def _clear(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    return {"current": None}


async def _format(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    keep = runtime.context.config.max_conversation_messages - 1
    return {"messages": [*trimmed(state.get("messages", []), keep), AIMessage(content="Done.")]}


def floor_builder() -> StateGraph:
    """The real graph's shape with no-op nodes that steer along each mix turn's real path."""
    return same_shape({"classify": _classify, "extract": _extract, "validate": _validate, "confirm": _clear,
                       "invoke": _clear, "undo": _clear, "format": _format})


async def framework_floor(bench: Bench, backend: str | None, rounds: int, *, memory: bool = False) -> dict[str, Any]:
    """The no-op graph on `backend`'s checkpointer; with backend None, on LangGraph's in-memory saver
    (`memory`) or on no checkpointer at all (each run then starts from an empty state)."""
    async with AsyncExitStack() as stack:
        checkpointer: Any
        if backend is not None:
            url = stack.enter_context(bench.database(backend))
            checkpointer = await stack.enter_async_context(open_checkpointer(url))
        else:
            url, checkpointer = None, (InMemorySaver() if memory else None)
        graph: CompiledStateGraph = floor_builder().compile(checkpointer=checkpointer, name="floor")
        context = Context(user_id=str(uuid.uuid4()), config=AgentConfig(database_url=url))
        thread = {"configurable": {"thread_id": f"floor-{uuid.uuid4()}"}}
        samples: dict[str, list[float]] = {}
        for round_no in range(rounds + 1):  # the first round warms up
            for turn in MIX:
                started = time.perf_counter()
                async for _ in graph.astream({"messages": [HumanMessage(content=turn.message)]}, thread,
                                             context=context, stream_mode=["updates", "values"],  # as arun does
                                             **({"durability": "exit"} if checkpointer else {})):
                    pass
                if round_no:
                    samples.setdefault(turn.kind, []).append(time.perf_counter() - started)
        kept = len((await graph.aget_state(thread)).values.get("messages", [])) if checkpointer else None
    return {
        "by_kind": {kind: summary(s) for kind, s in samples.items()},
        "all": summary([x for s in samples.values() for x in s]),
        "messages_kept": kept,
    }


def store_floor(bench: Bench, backend: str, iterations: int) -> dict[str, Any]:
    """The mix's store operations, timed one by one on a user with 10 other tasks."""
    samples: dict[str, list[float]] = {}

    def timed(name: str, call: Any, *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        result = call(*args, **kwargs)
        samples.setdefault(name, []).append(time.perf_counter() - started)
        return result

    with bench.database(backend) as url:
        store = TaskStore(url)
        try:
            user = str(uuid.uuid4())
            seed_tasks(store, user, 10)
            for i in range(iterations + 3):
                if i == 3:
                    samples.clear()  # three warm-up iterations: connection pool, statement caches
                groceries = timed("add_task", store.add_task, user, "Buy groceries")
                plants = timed("add_task", store.add_task, user, "Water the plants")
                timed("list_tasks", store.list_tasks, user, "pending")
                timed("complete_task", store.complete_task, user, groceries.id)
                timed("update_task", store.update_task, user, plants.id, title="Water the garden")
                timed("delete_task", store.delete_task, user, groceries.id)
                timed("delete_task", store.delete_task, user, plants.id)
                timed("due_reminders", store.due_reminders, user)
        finally:
            store.close()
    return {op: summary(s) for op, s in samples.items()}


async def run(bench: Bench) -> dict[str, Any]:
    rounds = max(1, bench.budget.turn_rounds * 2 // 3)
    out: dict[str, Any] = {
        "in_memory_saver": {"framework": await framework_floor(bench, None, rounds, memory=True)},
        "no_checkpointer": {"framework": await framework_floor(bench, None, rounds)},
    }
    for backend in bench.backends():
        out[backend] = {
            "store": store_floor(bench, backend, bench.budget.store_rounds),
            "framework": await framework_floor(bench, backend, rounds),
        }
    return out
