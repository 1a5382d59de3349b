"""Due reminders open the next reply, through the MCP tools — and are acknowledged only once shown.

The classify node lists the due reminders (`list_due_reminders`) for the reply; the format node, the last
of a turn, records them as `shown_reminders`. They are acknowledged (`acknowledge_reminders`) only after
that state was saved: by the agent right after the turn, and again, harmlessly, at the start of the
conversation's next turn (which covers servers with no agent facade, such as `langgraph dev`). A turn that
fails never reaches the format node, so its reminders are shown again next time.
"""

from __future__ import annotations

from datetime import datetime
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


async def due_reminder_outcomes(
    config: AgentConfig, user_id: str, now: datetime, shown_before: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(occurrences to record as shown, outcomes): acknowledge the last completed turn's, then list what is due.

    Reminders never fail a turn: when the tools fail, this turn shows none and what was shown before stays
    recorded, to be acknowledged later (so nothing is shown twice, and nothing due is lost).
    """
    async with tool_client(config) as client:
        if not await acknowledge(client, user_id, shown_before, now):
            return shown_before, []
        call = await client.call("list_due_reminders", {"user_id": user_id, "now": now.isoformat()})
    due = call.result.get("reminders", []) if call.success else []
    return [shown_occurrence(r) for r in due], [say(reminder_line(r["task_title"], r["task_number"])) for r in due]
