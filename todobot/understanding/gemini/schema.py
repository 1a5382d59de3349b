"""The structured-output schema Gemini fills: flat, model-friendly, and nothing but what a user can say.

The model never fills `Understanding` directly, so the contract can evolve without changing what the
model is asked, and there is no user id, account or permission field for an injected prompt to set.
`reply.to_understanding` maps a `GeminiReading` onto the contract.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from todobot.priority import PriorityName
from todobot.tools.listing import DUE_FILTERS
from todobot.understanding.model import Act, Intent

MAX_STEPS = 10
Sort = Literal["number", "due", "priority", "created"]
Clearable = Literal["description", "due", "repeat", "priority"]


class GeminiTaskRef(BaseModel):
    """How the user pointed at an existing task (see the instructions for each kind)."""

    kind: Literal["number", "uuid", "ordinal", "pronoun", "title", "all", "other"]
    value: str | None = Field(
        default=None,
        description="number/ordinal as digits ('3', '-1' = last), the uuid, or the title words; "
        "null for pronoun, all and other",
    )
    status: Literal["all", "pending", "completed"] | None = Field(
        default=None, description="which tasks a kind=all reference covers"
    )

    @field_validator("value", mode="before")
    @classmethod
    def _numbers_as_text(cls, value: Any) -> Any:
        """Accept a bare JSON number for number/ordinal refs; models sometimes drop the quotes."""
        return str(value) if isinstance(value, int | float) and not isinstance(value, bool) else value


class GeminiParams(BaseModel):
    """Every parameter a step can carry; null when the user did not say it."""

    title: str | None = Field(default=None, description="task title, no command words, capitalised")
    description: str | None = Field(default=None, description="task description (after ' - ')")
    status: Literal["all", "pending", "completed"] | None = Field(
        default=None, description="list_tasks filter"
    )
    task_ref: GeminiTaskRef | None = None
    when: str | None = Field(default=None, description="schedule_reminder / move_reminder: when to remind, "
                             "ISO-8601 date-time with UTC offset")
    due: str | None = Field(default=None, description="add_task / update_task: the task's due date, YYYY-MM-DD "
                            "for a day, or ISO-8601 date-time with UTC offset when a time was said")
    repeat: str | None = Field(default=None, description="how a task (add_task, update_task) or a reminder "
                               "(schedule_reminder) repeats by days, weeks, months or years, in words: "
                               "'every monday at 8am', 'every weekday', 'every 2 weeks', 'every month on the 1st'")
    priority: PriorityName | None = Field(default=None, description="add_task / update_task: the task's priority; "
                                      "list_tasks: show only tasks of this priority")
    at_time: str | None = Field(default=None, pattern=r"^\d{1,2}:\d{2}$", description="update_task only: a new time "
                                "of day (HH:MM, 24 h) on the task's own due day ('make it 7:30', 'its 3:30 not 3')")
    shift_days: int | None = Field(default=None, description="update_task only: move the task's own due by this "
                                   "many days ('push it back 2 days' = 2, 'bring it forward a day' = -1)")
    shift_weeks: int | None = Field(default=None, description="update_task only: move its due by weeks")
    shift_months: int | None = Field(default=None, description="update_task only: move its due by months")
    note: str | None = Field(default=None, description="update_task only: words to add to the task's notes, "
                             "keeping what they say ('add coffee to the groceries notes' -> 'coffee')")
    before_minutes: int | None = Field(default=None, ge=1, description="schedule_reminder only: remind this long "
                                       "before the task's due ('30 min before' = 30, 'an hour before' = 60)")
    before_days: int | None = Field(default=None, ge=0, description="schedule_reminder only: remind this many days "
                                    "before the task's due ('the day before' = 1)")
    before_at: str | None = Field(default=None, pattern=r"^\d{1,2}:\d{2}$", description="schedule_reminder only, "
                                  "with before_days: at this time of day (HH:MM, 24 h; 'the day before at 6pm')")
    clear: list[Clearable] | None = Field(default=None, description="update_task only: what to remove from the "
                                          "task ('clear the due date', 'stop repeating', 'remove the note')")
    repeat_interval_minutes: int | None = Field(default=None, ge=1, description="a reminder repeating by "
                                                "minutes or hours")
    repeat_count: int | None = Field(default=None, ge=1)
    due_filter: str | None = Field(default=None, description="list_tasks only: which due dates to show: "
                                   f"{', '.join(DUE_FILTERS)}, a day YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD")
    sort: Sort | None = Field(default=None, description="list_tasks only: the order asked for")
    query: str | None = Field(default=None, description="list_tasks only: the words searched for "
                              "('is milk on my list?' -> 'milk')")
    more: bool | None = Field(default=None, description="list_tasks only: true for 'more' / 'next page'")
    done_in: str | None = Field(default=None, description="list_tasks only: the days things were marked done in "
                                "('what did I finish this week' -> this_week): today, yesterday, this_week, last_week, "
                                "last_7_days, a day YYYY-MM-DD or a range YYYY-MM-DD..YYYY-MM-DD")
    numbers: list[int] | None = Field(default=None, description="list_tasks only: the task numbers asked to see "
                                      "('show task 23', 'what does #4 say' -> [23], [4])")
    count: int | None = Field(default=None, ge=2, description="act undo only: how many changes, when more than one")
    left_out: list[GeminiTaskRef] | None = Field(default=None, description="act confirm only: the tasks left out of "
                                                 "a change of several ('all except the milk', 'yes but not #2')")
    affirmed: bool | None = Field(default=None, description="act confirm with left_out only: true when a yes was "
                                  "said too ('yes but not #2'), false for 'leave the tent one'")
    timezone: str | None = Field(default=None, description="set_timezone only: the IANA zone name of the place "
                                 "the user says they are in (e.g. Europe/Berlin), or the place as said")


class GeminiStep(BaseModel):
    """One action of the request: a task intent, a conversation act, or both (a correction)."""

    intent: Intent
    act: Act | None = Field(default=None, description="the conversation move, if any; null for a plain request")
    params: GeminiParams = Field(default_factory=GeminiParams)


class GeminiReading(BaseModel):
    """The model's whole reading of one message: ordered steps plus how sure it is."""

    steps: list[GeminiStep] = Field(min_length=1, max_length=MAX_STEPS)
    confidence: float = Field(description="0 to 1")
    reasoning: str = Field(default="", description="one short sentence")
