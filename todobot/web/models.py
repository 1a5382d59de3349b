"""The HTTP API's request and response bodies (they are also its OpenAPI document).

`AgentResponse` and `Task` are reused as they are; the models here add what only HTTP needs: a chat body
without a user id (the user comes from the bearer token) and a read-only view of a conversation.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from pydantic import BaseModel, ConfigDict, Field

from todobot.contracts import MESSAGE_MAX
from todobot.dialogue.state import ConversationStatus, Pending, TaskSummary, conversation_status, load_pending
from todobot.tools.models import Reminder, Task, TaskPage


class ChatRequest(BaseModel):
    """One message from the signed-in user. There is no user id here: it comes from the bearer token."""

    model_config = ConfigDict(extra="forbid")

    message: str = Field(min_length=1, max_length=MESSAGE_MAX, description="What the user typed.")
    conversation_id: str | None = Field(
        default=None, min_length=1, max_length=200, description="Continue this conversation; omit to start one."
    )
    timezone: str | None = Field(default=None, description="The user's IANA zone for dates, e.g. `Europe/Paris`.")


class TaskView(Task):
    """A task as the page shows it: the task, whether it is overdue now, and its reminders still to come."""

    overdue: bool = Field(default=False, description="Still open and past its due date (a whole day: once over).")
    reminders: list[Reminder] = Field(default_factory=list, description="Its reminders still to come, soonest first.")

    @classmethod
    def of(cls, task: Task, now: datetime, reminders: list[Reminder]) -> TaskView:
        return cls(**task.model_dump(exclude={"due", "due_text", "repeat_text"}), overdue=task.is_overdue(now),
                   reminders=reminders)


class TaskList(BaseModel):
    """One page of the caller's tasks, as the `list_tasks` tool pages them."""

    tasks: list[TaskView]
    total: int = Field(description="How many tasks match the filters in all (this page holds at most `limit`).")
    next_cursor: str | None = Field(description="Pass as `cursor` for the next page; null on the last page.")

    @classmethod
    def of(cls, page: TaskPage, reminders: list[Reminder], now: datetime) -> TaskList:
        """Each task of the page with its own reminders (one query for all of them, grouped here)."""
        by_task: dict[str, list[Reminder]] = {}
        for reminder in reminders:
            by_task.setdefault(reminder.task_id, []).append(reminder)
        return cls(tasks=[TaskView.of(t, now, by_task.get(t.id, [])) for t in page.tasks], total=page.total,
                   next_cursor=page.next_cursor)


class ChatMessage(BaseModel):
    role: Literal["user", "assistant"]
    content: str


class ConversationView(BaseModel):
    """A conversation as its owner may see it."""

    conversation_id: str
    status: ConversationStatus = Field(description="What the conversation waits for, derived from `pending`.")
    pending: Pending | None = Field(description="A paused step: a yes/no confirmation, or a question for one detail.")
    last_listed: list[TaskSummary]
    messages: list[ChatMessage]

    @classmethod
    def from_state(cls, conversation_id: str, values: dict[str, Any]) -> ConversationView:
        pending = load_pending(values.get("pending"))
        return cls(
            conversation_id=conversation_id,
            status=conversation_status(pending),
            pending=pending,
            last_listed=values.get("last_listed") or [],
            messages=[m for m in map(_chat_message, values.get("messages") or []) if m],
        )


def _chat_message(message: BaseMessage) -> ChatMessage | None:
    if isinstance(message, HumanMessage | AIMessage):
        return ChatMessage(role="user" if isinstance(message, HumanMessage) else "assistant",
                           content=str(message.content))
    return None


class Health(BaseModel):
    status: Literal["ok"]
    database: Literal["sqlite", "postgresql"]
