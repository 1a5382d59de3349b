"""One structured log line per turn, so an operator can see what happened without a debugger.

The line (logger `todobot.turns`, INFO, JSON) carries the conversation, the user, what the turn was about,
the route through the graph with each node's time, the tool results (name, ok, error code — never task
contents) and the state the conversation was left in. LangSmith tracing needs no code: set
`LANGSMITH_TRACING=true` and `LANGSMITH_API_KEY`, and LangGraph traces every run.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from todobot.contracts import AgentResponse
from todobot.dialogue.state import conversation_status, load_pending
from todobot.observability import NodeTimings

turn_logger = logging.getLogger("todobot.turns")


@dataclass
class TurnRecord:
    conversation_id: str
    user_id: str
    started: float = field(default_factory=time.perf_counter)
    timings: NodeTimings = field(default_factory=NodeTimings)  # attached to the turn's graph run
    status: str | None = None
    pending: str | None = None

    def state_seen(self, values: dict[str, Any]) -> None:
        pending = load_pending(values.get("pending"))
        self.status = conversation_status(pending)
        self.pending = pending.intent if pending else None

    def finish(self, response: AgentResponse) -> dict[str, Any]:
        return {
            "event": "turn",
            "conversation_id": self.conversation_id,
            "user_id": self.user_id,
            "intents": sorted({call.name for call in response.tool_calls}),
            "route": self.timings.path,
            "node_ms": self.timings.milliseconds(),
            "total_ms": round((time.perf_counter() - self.started) * 1000, 3),
            "tools": [
                {"name": c.name, "ok": c.success, "error": (c.result.get("error") or {}).get("code")}
                for c in response.tool_calls
            ],
            "response_state": response.state,
            "error": response.error,
            "status": self.status,
            "pending": self.pending,
        }


def log_turn(line: dict[str, Any]) -> None:
    if turn_logger.isEnabledFor(logging.INFO):
        turn_logger.info(json.dumps(line, separators=(",", ":")))
