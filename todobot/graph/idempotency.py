"""The tool calls a turn makes: as the caller, with idempotency keys, and the line between transient and
final tool errors.

A key names one call of one turn: (conversation, the client's request id — or, without one, the turn number
and the user's message — and the call's position in the turn). A turn that crashed after its tool ran but
before its checkpoint was written is re-run from the same checkpoint with the same message, so it derives
the same keys, and the store replays the first results instead of acting twice. A client that re-sends a
message with the same `request_id` gets the same keys even when a newer turn was saved in between.
"""

from __future__ import annotations

import hashlib
from typing import Any

from langgraph.config import get_config
from langgraph.runtime import Runtime

from todobot.contracts import ToolCall
from todobot.dialogue.history import last_user_text
from todobot.dialogue.sentences import ERROR_CATALOG
from todobot.errors import TurnFailed
from todobot.graph.context import Context, caller_id, user_zone
from todobot.graph.state import State
from todobot.tools.access import tool_client

# The tools that read dates, and which of the agent's clock (`now`), the user's zone (`timezone`) and whether that
# zone was chosen for them (`keep_clock_times`) each takes: the agent's clock, so a fixed clock (tests, evaluations)
# holds for the dates the tools read too.
CLOCKED_TOOLS: dict[str, tuple[str, ...]] = {
    "add_task": ("timezone", "now"), "update_task": ("timezone", "now"), "list_tasks": ("timezone", "now"),
    "schedule_reminder": ("timezone", "now"), "complete_task": ("now",), "set_timezone": ("keep_clock_times",),
}

# Tool errors that say "a part is down", not "this request is wrong": retried, then reported as such.
TRANSIENT_ERRORS = frozenset({"storage_unavailable", "tools_unavailable"})


def call_keys(state: State, count: int, request_id: str | None = None) -> list[str]:
    """Keys for the next `count` tool calls of this turn."""
    thread = str(get_config().get("configurable", {}).get("thread_id", ""))
    turn = f"request\x1f{request_id}" if request_id else f"{state.get('turn', 0)}\x1f{last_user_text(state)}"
    seed = f"{thread}\x1f{turn}"
    digest = hashlib.sha256(seed.encode()).hexdigest()[:32]
    made = len(state.get("tool_calls") or [])
    return [f"{digest}:{made + i}" for i in range(count)]


def raise_if_transient(calls: list[ToolCall]) -> None:
    """Turn a "part is down" result into TurnFailed, so the node is retried (and the turn not saved)."""
    for call in calls:
        error = call.result.get("error") if not call.success else None
        code = error.get("code") if isinstance(error, dict) else None
        if code in TRANSIENT_ERRORS:
            raise TurnFailed(code, ERROR_CATALOG[code])


async def call_tools(
    state: State, runtime: Runtime[Context], planned: list[tuple[str, dict[str, Any], bool]]
) -> list[ToolCall]:
    """Make the turn's next tool calls, each (tool, arguments without user_id, whether it changes something).

    `user_id` is always the authenticated caller's; changes carry their idempotency key; a "part is down"
    result raises TurnFailed (the node is retried, then the turn fails unsaved).
    """
    keys = call_keys(state, len(planned), runtime.context.request_id)
    clock = {"timezone": user_zone(state, runtime.context), "now": runtime.context.current_time().isoformat(),
             "keep_clock_times": not runtime.context.zone_chosen()}
    calls: list[ToolCall] = []
    async with tool_client(runtime.context.config) as client:
        for (name, arguments, changes), key in zip(planned, keys, strict=True):
            sent = {"user_id": caller_id(runtime), **{k: clock[k] for k in CLOCKED_TOOLS.get(name, ())}, **arguments}
            calls.append(await client.call(name, sent, idempotency_key=key if changes else None))
    raise_if_transient(calls)
    return calls
