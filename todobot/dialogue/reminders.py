"""Due reminders open the next reply, through the MCP tools — and are acknowledged only once shown.

The classify node lists the due reminders (`list_due_reminders`) for the reply; the format node, the last
of a turn, records them as `shown_reminders`. They are acknowledged (`acknowledge_reminders`) only after
that state was saved: by the agent right after the turn, and again, harmlessly, at the start of the
conversation's next turn (which covers servers with no agent facade, such as `langgraph dev`). A turn that
fails never reaches the format node, so its reminders are shown again next time. Scheduling a reminder
in the conversation makes its next turn check again at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from todobot.dialogue.sentences import reminder_line
from todobot.dialogue.state import say
from todobot.settings import AgentConfig
from todobot.tools.access import tool_client
from todobot.tools.client import ToolClient


def shown_occurrence(reminder: dict[str, Any]) -> dict[str, Any]:
    """What identifies one shown occurrence of a reminder (a repeating one comes due again later)."""
    return {"id": reminder["id"], "due_at": reminder["due_at"]}


async def acknowledge(client: ToolClient, user_id: str, shown: list[dict[str, Any]], now: datetime) -> bool:
    """Mark `shown` as seen; False when the tool failed (they stay due)."""
    if not shown:
        return True
    arguments = {"user_id": user_id, "occurrences": shown, "now": now.isoformat()}
    call = await client.call("acknowledge_reminders", arguments)
    return call.success


@dataclass(frozen=True)
class DueCheck:
    """What a turn's reminder check found: the occurrences it shows (recorded as shown once the turn
    completes), their outcomes, and when a check last found nothing due (None: check next turn)."""

    shown: list[dict[str, Any]] = field(default_factory=list)
    outcomes: list[dict[str, Any]] = field(default_factory=list)
    quiet_since: str | None = None


def _recently_quiet(quiet_since: str | None, now: datetime, recheck_seconds: int) -> bool:
    return bool(quiet_since) and now - datetime.fromisoformat(quiet_since) < timedelta(seconds=recheck_seconds)


async def check_due_reminders(
    config: AgentConfig, user_id: str, now: datetime, shown_before: list[dict[str, Any]], quiet_since: str | None
) -> DueCheck:
    """Acknowledge the last completed turn's reminders, then list what is due.

    A conversation that found nothing due a moment ago skips the listing (an MCP round trip on every
    turn) for `reminder_recheck_seconds`. Reminders never fail a turn: when the tools fail, this turn shows
    none and what was shown before stays recorded, to be acknowledged later (nothing shown twice, nothing
    due lost).
    """
    if not shown_before and _recently_quiet(quiet_since, now, config.reminder_recheck_seconds):
        return DueCheck(quiet_since=quiet_since)
    async with tool_client(config) as client:
        if not await acknowledge(client, user_id, shown_before, now):
            return DueCheck(shown=shown_before)
        call = await client.call("list_due_reminders", {"user_id": user_id, "now": now.isoformat()})
    due = call.result.get("reminders", []) if call.success else []
    return DueCheck(
        shown=[shown_occurrence(r) for r in due],
        outcomes=[say(reminder_line(r["task_title"], r["task_number"])) for r in due],
        quiet_since=now.isoformat() if call.success and not due else None,
    )
