"""get_timezone: say which time zone the user's dates are read and shown in ("what's my time zone?").

Read-only: the `get_timezone` tool says the zone the user saved (null when none). The reply names the zone the
conversation really uses (`Clock.timezone`: the saved one, else the request's or the configuration's), so a
user who never said where they are learns what is assumed and how to change it.
"""

from __future__ import annotations

from datetime import UTC, datetime

from todobot.dialogue.sentences import Clock
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, IntentSpec, ToolResult
from todobot.timezones import zone, zone_label


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {}


def reply(result: ToolResult, clock: Clock) -> str:
    saved = result.get("timezone")
    name = saved or clock.timezone
    now = (clock.now or datetime.now(UTC)).astimezone(zone(name))
    if saved:
        return f"Your time zone is {zone_label(name)} (it's {now.hour}:{now.minute:02d} there now)."
    return (f"You haven't told me your time zone, so I'm using {zone_label(name)} (now {now.hour}:{now.minute:02d}). "
            "Tell me where you are (e.g. “I'm in Berlin”) to change it.")


SPEC = IntentSpec(
    name="get_timezone",
    tool="get_timezone",
    arguments=arguments,
    reply=reply,
    read_only=True,
    touched=lambda result: None,
)
