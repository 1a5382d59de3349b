"""The dialogue's own data, typed: a step, a pending confirmation or question, an outcome, a task reference.

The graph state stores these as plain JSON (`dump`), so checkpoints stay readable in LangGraph Studio and
independent of class names; nodes read them back through the models here (`Step.load`, `load_pending`,
…), never as raw dicts. Checkpoints written before these models existed load too: their pending action
had no `kind`, so it is told apart by its shape (a question names the slot it asked for).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from todobot.dialogue.sentences import PAGE_SIZE

ConversationStatus = Literal["idle", "awaiting_confirmation", "awaiting_clarification"]
OutcomeKind = Literal["say", "ask", "confirm", "error", "tool", "farewell"]


class Model(BaseModel):
    """Lenient on read (old checkpoints and full tool results carry extra keys), compact on write."""

    model_config = ConfigDict(extra="ignore")

    def dump(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)


class TaskSummary(Model):
    """A task as the conversation remembers it: enough to say its name and to find it again."""

    id: str
    number: int
    title: str
    status: str = "pending"
    description: str | None = None
    # Its due as the tools give it ("2026-11-26" or "2026-11-26T09:30:00+00:00"), when it was just looked up: a
    # move by an offset ("push it back 2 days") or to a day alone ("push the 11am call to tomorrow") starts from it.
    due: str | None = None
    due_zone: str | None = None  # the zone of that due: "the day before at 6pm" on a whole-day due is local
    repeat: str | None = None  # its RRULE when just looked up: a new time of day moves the repeat's time too

    @property
    def label(self) -> str:
        return f"#{self.number} “{self.title}”"


_LOOKED_UP_ONLY = {"description", "due", "due_zone", "repeat"}


def shown_page(tasks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What a conversation keeps of a list it showed, for "the second one": each task's id, number, title and
    status (no description), one page at most, so the checkpoint stays small however long the list is."""
    return [TaskSummary.model_validate(t).model_dump(mode="json", exclude_none=True, exclude=_LOOKED_UP_ONLY)
            for t in tasks[:PAGE_SIZE]]


class Step(Model):
    """One thing to do: an intent with what was said (`params`) and, once resolved, the task(s) it acts on."""

    intent: str
    params: dict[str, Any] = Field(default_factory=dict)
    task: TaskSummary | None = None  # the one task it acts on, once resolved
    tasks: list[TaskSummary] | None = None  # a bulk step's tasks ("delete all completed tasks")
    candidates: list[TaskSummary] = Field(default_factory=list)  # the tasks a "which one?" offered
    closest: list[TaskSummary] = Field(default_factory=list)  # nearest titles when nothing matched
    attempts: int = 0  # "which one?" answers that still didn't resolve
    confidence: float | None = None  # how sure the understanding was of this step (None: the user confirmed)
    unavailable: bool = False  # the task service failed while resolving it

    @classmethod
    def load(cls, raw: dict[str, Any] | None) -> Step | None:
        return cls.model_validate(raw) if raw else None

    @property
    def is_bulk(self) -> bool:
        return self.tasks is not None

    def targets(self) -> list[TaskSummary | None]:
        """The tasks one tool call each is made for (a step with no task, like an add, makes one call)."""
        return list(self.tasks) if self.tasks is not None else [self.task]

    def paused_step(self) -> Step:
        """The step itself, without what pausing it added (a pending action's question, plan, expiry)."""
        return Step.model_validate(self.model_dump(include=set(Step.model_fields)))


class PendingConfirmation(Step):
    """A destructive step paused for a yes; `plan` is the rest of the request, run after it."""

    kind: Literal["confirmation"] = "confirmation"
    expires_at: str  # ISO-8601; a yes after this runs nothing
    plan: list[Step] = Field(default_factory=list)


class PendingQuestion(Step):
    """A step paused on one missing value (`slot`): the user's next message may be the answer."""

    kind: Literal["question"] = "question"
    slot: str
    plan: list[Step] = Field(default_factory=list)


def _kind_by_shape(raw: Any) -> Any:
    """Checkpoints from before the `kind` field: a question is the one that names a slot."""
    if isinstance(raw, dict) and "kind" not in raw:
        return {**raw, "kind": "question" if raw.get("slot") else "confirmation"}
    return raw


Pending = Annotated[PendingConfirmation | PendingQuestion, Field(discriminator="kind")]
_PENDING = TypeAdapter(Pending)


def load_pending(raw: dict[str, Any] | None) -> PendingConfirmation | PendingQuestion | None:
    return _PENDING.validate_python(_kind_by_shape(raw)) if raw else None


def conversation_status(pending: PendingConfirmation | PendingQuestion | dict[str, Any] | None) -> ConversationStatus:
    """What the conversation is waiting for, derived from the pending action (never stored twice)."""
    if isinstance(pending, dict):
        pending = load_pending(pending)
    if isinstance(pending, PendingConfirmation):
        return "awaiting_confirmation"
    if isinstance(pending, PendingQuestion):
        return "awaiting_clarification"
    return "idle"


class Outcome(Model):
    """Something this turn did or says, in order; the format node renders them into one reply.

    kind: say (a sentence), ask (a question that pauses the step), confirm (a yes/no question),
    error (a failure sentence), tool (a tool call, `call` a ToolCall dump, rendered by its intent's spec),
    farewell (a goodbye said back to an answer said with one: the reply's last words, unless the turn asks something).
    """

    kind: OutcomeKind
    text: str = ""
    intent: str | None = None
    call: dict[str, Any] | None = None

    @classmethod
    def load_all(cls, raw: list[dict[str, Any]] | None) -> list[Outcome]:
        return [cls.model_validate(item) for item in raw or []]


def say(text: str, kind: OutcomeKind = "say") -> dict[str, Any]:
    """An outcome with a sentence, as stored in the state."""
    return Outcome(kind=kind, text=text).dump()


class Mutation(Model):
    """A change made by one step: what undo reverts (the tool results carry the before and after)."""

    intent: str
    calls: list[dict[str, Any]]  # ToolCall dumps of the successful calls
    turn: int | None = None  # the turn that made it: "undo" reverts everything one message did


UNDO_DEPTH = 5  # changes a conversation can undo, newest first


def load_undo_log(state: Any) -> list[Mutation]:
    """The conversation's recent changes, oldest first (checkpoints from before the log kept only the last)."""
    raw = state.get("undo_log")
    if raw is None and state.get("last_mutation"):
        raw = [state["last_mutation"]]
    return [Mutation.model_validate(item) for item in raw or []]


def logged(state: Any, mutation: Mutation) -> list[dict[str, Any]]:
    """The undo log with `mutation` added (and the oldest beyond `UNDO_DEPTH` forgotten), as stored."""
    return [m.dump() for m in [*load_undo_log(state), mutation][-UNDO_DEPTH:]]


def dump_all(models: list[Step] | list[TaskSummary]) -> list[dict[str, Any]]:
    return [m.dump() for m in models]
