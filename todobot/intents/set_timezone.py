"""set_timezone: remember the user's time zone ("I'm in Berlin"); later dates are read and shown in it.

The rules (or Gemini) turn the place into an IANA name; a place with no known zone is declined with a hint,
never sent to the tool. A success updates the conversation's `user_timezone` at once (`remembers`), so the
next dated request in the same conversation already uses it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from todobot.dialogue.sentences import Clock
from todobot.dialogue.state import Step, TaskSummary
from todobot.intents.spec import Arguments, Decline, IntentSpec, ToolResult
from todobot.timezones import zone, zone_label


def arguments(step: Step, task: TaskSummary | None) -> Arguments:
    return {"timezone": step.params.get("timezone")}


def reply(result: ToolResult, clock: Clock) -> str:
    name = result["timezone"]
    now = (clock.now or datetime.now(UTC)).astimezone(zone(name))
    return f"Got it — I'll use {zone_label(name)} time (now {now.hour}:{now.minute:02d})."


def check(step: Step, now: datetime) -> Decline | None:
    if step.params.get("timezone"):
        return None
    place = str(step.params.get("place") or "").strip()[:60]
    hint = "Tell me a nearby big city, or the zone's name (e.g. “my time zone is Europe/Paris”)."
    if not place:  # "update my timezone": no place said yet
        return Decline(f"Sure — where are you? {hint}")
    return Decline(f"I don't know the time zone of “{place}”. {hint}")


def remembers(result: ToolResult) -> dict[str, Any]:
    return {"user_timezone": result["timezone"]}


SPEC = IntentSpec(
    name="set_timezone",
    tool="set_timezone",
    arguments=arguments,
    reply=reply,
    check=check,
    remembers=remembers,
    touched=lambda result: None,
    cannot_undo="A time zone change can't be undone — just tell me where you are (e.g. “I'm in Berlin”).",
)
