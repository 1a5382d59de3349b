"""The structured-output schema Gemini fills: flat, model-friendly, and nothing but what a user can say.

The model never fills `Understanding` directly, so the contract can evolve without changing what the
model is asked, and there is no user id, account or permission field for an injected prompt to set.
`reply.to_understanding` maps a `GeminiReading` onto the contract.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from todobot.understanding.model import Act, Intent

MAX_STEPS = 10


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
    when: str | None = Field(default=None, description="ISO-8601 date-time with UTC offset")
    repeat_interval_minutes: int | None = Field(default=None, ge=1)
    repeat_count: int | None = Field(default=None, ge=1)
    count: int | None = Field(default=None, ge=2, description="act undo only: how many changes, when more than one")
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
