"""The realistic scripted conversation every latency figure is measured on, and the task seeding.

One round of the mix is ten turns that leave the task list as they found it: add, a clarification
round-trip (a bare "add a task", then the title), list, complete by title, update by title, and two
deletes each confirmed with a "yes". Every turn's reply is checked, so a benchmark can't time a turn
that silently did the wrong thing.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import insert, update

from todobot import AgentRequest, AgentResponse, TodoAgent
from todobot.tools.schema import task_counters, task_words, tasks
from todobot.tools.store import TaskStore
from todobot.tools.words import word_rows


@dataclass(frozen=True)
class Turn:
    kind: str  # the row it is reported under
    message: str
    state: str  # the AgentResponse.state it must end in
    tool: str | None  # the mutation/list tool it must call, if any
    path: tuple[str, ...]  # the nodes it runs through (used by the framework-floor graph)


_TOOL_PATH = ("classify", "extract", "validate", "invoke", "format")
MIX: tuple[Turn, ...] = (
    Turn("add", "add buy groceries", "complete", "add_task", _TOOL_PATH),
    Turn("clarify: ask", "add a task", "needs_clarification", None, ("classify", "extract", "validate", "format")),
    Turn("clarify: answer", "water the plants", "complete", "add_task", _TOOL_PATH),
    Turn("list", "what's still open?", "complete", "list_tasks", _TOOL_PATH),
    Turn("complete by title", "mark the groceries task done", "complete", "complete_task", _TOOL_PATH),
    Turn("update", "rename the plants task to water the garden", "complete", "update_task", _TOOL_PATH),
    Turn("delete: ask", "delete the groceries task", "needs_confirmation", None,
         ("classify", "extract", "validate", "confirm", "format")),
    Turn("delete: yes", "yes", "complete", "delete_task", ("classify", "invoke", "format")),
    Turn("delete: ask", "delete the garden task", "needs_confirmation", None,
         ("classify", "extract", "validate", "confirm", "format")),
    Turn("delete: yes", "yes", "complete", "delete_task", ("classify", "invoke", "format")),
)
KINDS: tuple[str, ...] = tuple(dict.fromkeys(t.kind for t in MIX))
# The store operation a turn kind boils down to (the "floor" of section 2).
STORE_OP = {
    "add": "add_task",
    "clarify: answer": "add_task",
    "list": "list_tasks",
    "complete by title": "complete_task",
    "update": "update_task",
    "delete: yes": "delete_task",
}

_VERBS = ("Review", "Email", "Call", "Book", "Pay", "Draft", "Fix", "Renew", "Sort", "Print")
_NOUNS = ("report", "invoice", "dentist", "flights", "insurance", "passport", "bike", "taxes", "photos", "meeting")


class MixError(AssertionError):
    """A turn of the mix did not do what the script expects: the numbers would be meaningless."""


def check(turn: Turn, response: AgentResponse) -> None:
    called = [c.name for c in response.tool_calls]
    if response.state != turn.state or (turn.tool and called != [turn.tool]) or (not turn.tool and called):
        raise MixError(f"{turn.message!r} → {response.state} {called}: {response.message!r}")


def seed_tasks(store: TaskStore, user_id: str, count: int) -> None:
    """Give a user `count` background tasks in one transaction (a third of them done), numbered 1..count, with
    their rows in the word index as the store writes them (a search finds them as it would tasks added one by
    one)."""
    now = datetime.now(UTC)
    rows = [
        {
            "id": str(uuid.uuid4()),
            "user_id": user_id,
            "number": i + 1,
            "title": f"{_VERBS[i % 10]} {_NOUNS[(i // 10) % 10]} {i + 1}",
            "description": None,
            "status": "completed" if i % 3 == 2 else "pending",
            "created_at": now,
            "updated_at": now,
            "completed_at": now if i % 3 == 2 else None,
        }
        for i in range(count)
    ]
    words = [word for row in rows for word in word_rows(row["id"], user_id, row["title"], None)]
    with store.engine.begin() as conn:
        for start in range(0, len(rows), 1000):
            conn.execute(insert(tasks), rows[start : start + 1000])
        for start in range(0, len(words), 5000):
            conn.execute(insert(task_words), words[start : start + 5000])
        bumped = conn.execute(
            update(task_counters).where(task_counters.c.user_id == user_id).values(last_number=count)
        ).rowcount
        if not bumped:
            conn.execute(insert(task_counters).values(user_id=user_id, last_number=count))


@dataclass
class Conversation:
    """One user's conversation with an agent, driven turn by turn through `TodoAgent.arun`."""

    agent: TodoAgent
    user_id: str
    conversation_id: str

    @classmethod
    def new(cls, agent: TodoAgent, *, seed: int = 0) -> Conversation:
        user = str(uuid.uuid4())
        if seed:
            seed_tasks(agent.store, user, seed)
        return cls(agent, user, f"bench-{uuid.uuid4()}")

    async def turn(self, turn: Turn) -> float:
        """Run one turn, check it, and return its wall time in seconds."""
        request = AgentRequest(user_id=self.user_id, message=turn.message, conversation_id=self.conversation_id)
        started = time.perf_counter()
        response = await self.agent.arun(request)
        elapsed = time.perf_counter() - started
        check(turn, response)
        return elapsed

    async def rounds(self, count: int, into: dict[str, list[float]] | None = None) -> list[tuple[Turn, float]]:
        """Run `count` rounds of the mix; return (turn, seconds) in order and add them to `into` by kind."""
        done: list[tuple[Turn, float]] = []
        for _ in range(count):
            for turn in MIX:
                elapsed = await self.turn(turn)
                done.append((turn, elapsed))
                if into is not None:
                    into.setdefault(turn.kind, []).append(elapsed)
        return done
