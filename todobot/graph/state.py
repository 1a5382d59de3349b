"""The graph's state: plain JSON values (plus chat messages), all of it checkpointed per conversation.

Each structured value is the JSON of a typed model in `todobot.dialogue.state` (named beside it), read
and written through that model by the nodes. `pending` is the dialogue memory ("awaiting confirmation of
delete #3"); what the conversation waits for is derived from it (`conversation_status`): the graph never
reads `status`, which the format node writes from `pending` so Studio and API clients can see it.
`last_listed` and `last_task` make "the second one" and "it" resolvable, `list_more` "more"; the turn-scoped keys
(`plan`, `current`, `outcomes`, `tool_calls`) are reset by the classify node at the start of every turn.
"""

from __future__ import annotations

from typing import Annotated, Any

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict  # pydantic (the server's JSON schemas) needs it before Python 3.12

from todobot.dialogue.state import ConversationStatus

JSON = dict[str, Any]


class InputState(TypedDict):
    """What a run takes: the new user message(s)."""

    messages: Annotated[list[AnyMessage], add_messages]


class State(InputState, total=False):
    """Everything the conversation remembers between turns."""

    owner: str | None  # the user id that started this conversation
    turn: int  # turns handled so far; part of every idempotency key
    response_state: str  # complete | needs_clarification | needs_confirmation | error
    pending: JSON | None  # PendingConfirmation | PendingQuestion: a paused step waiting for the user
    status: ConversationStatus  # derived from `pending` by the format node, for Studio and clients only
    plan: list[JSON]  # [Step]: steps still to run this turn
    current: JSON | None  # Step: the step being worked on, with its resolved task(s)
    outcomes: list[JSON]  # [Outcome]: what happened this turn, rendered by the format node
    tool_calls: list[JSON]  # [ToolCall]: the calls made this turn
    last_listed: list[JSON]  # [TaskSummary]: the page of tasks last shown (ids, numbers, titles; one page at most)
    list_more: JSON | None  # the last list's next page for "more": its filters, cursor, offset (None: all shown)
    last_task: JSON | None  # TaskSummary: the task last talked about
    last_action: JSON | None  # {"intent", "params"}: the last step that ran, for "and 6" / "eggs too" follow-ups
    missed: JSON | None  # Step: last turn's step whose task was not found, for "oh i meant 2" (this turn only)
    undo_log: list[JSON]  # [Mutation]: the last changes, oldest first: what undo reverts
    last_mutation: JSON | None  # Mutation: the undo log of checkpoints written before it (read once)
    undone_turn: int | None  # the turn whose undo reverted changes ("undo the one before that too" goes on)
    reminders_due: list[JSON]  # [{id, due_at}]: due reminders this turn shows (turn-scoped)
    shown_reminders: list[JSON]  # [{id, due_at}]: those of the last completed turn, acknowledged once saved
    user_timezone: str | None  # the zone the user saved (set_timezone; None: none saved), looked up once
    reminders_quiet_since: str | None  # ISO time a check last found nothing due (recent: skip the check)
