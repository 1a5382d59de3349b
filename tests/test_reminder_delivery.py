"""Due reminders reach the conversation through the MCP tools and are never lost to a failed turn."""

from __future__ import annotations

from datetime import timedelta

from tests.conftest import FIXED_NOW, Chat, open_agent
from todobot.contracts import ToolCall
from todobot.tools.client import ToolClient


class FailingTool(ToolClient):
    """The real MCP session, except that every call of one tool fails as if the database were down."""

    def __init__(self, inner: ToolClient, tool: str) -> None:
        self.inner, self.tool, self.names = inner, tool, []

    async def call(self, name: str, arguments: dict, *, idempotency_key: str | None = None) -> ToolCall:
        self.names.append(name)
        if name == self.tool:
            error = {"error": {"code": "storage_unavailable", "message": "The task database is not reachable."}}
            return ToolCall(name=name, arguments=arguments, result=error, success=False)
        return await self.inner.call(name, arguments, idempotency_key=idempotency_key)


def test_a_reminder_due_during_a_failed_turn_is_shown_on_the_next_one(tmp_path, user_id: str) -> None:
    clock = {"now": FIXED_NOW}
    with open_agent(f"sqlite:///{tmp_path / 'todobot.db'}", clock=lambda: clock["now"]) as agent:
        chat = Chat(agent, user_id)
        assert chat.say("add call the dentist").state == "complete"
        assert chat.say("remind me about it in 5 minutes").state == "complete"
        clock["now"] += timedelta(minutes=10)
        healthy = agent.tools
        agent.tools = FailingTool(healthy, "add_task")
        failed = chat.say("add buy milk")  # the reminder is listed, then the add fails: nothing is saved
        assert (failed.state, failed.error) == ("error", "storage_unavailable")
        assert "list_due_reminders" in agent.tools.names and "acknowledge_reminders" not in agent.tools.names
        agent.tools = healthy
        shown = chat.say("show my tasks")
        assert "⏰ Reminder: Call the dentist (#1)" in shown.message
        assert "⏰" not in chat.say("show my tasks").message  # acknowledged once shown: not repeated


def test_a_reminder_is_shown_once_even_when_acknowledging_fails_after_the_turn(tmp_path, user_id: str) -> None:
    clock = {"now": FIXED_NOW}
    with open_agent(f"sqlite:///{tmp_path / 'todobot.db'}", clock=lambda: clock["now"]) as agent:
        chat = Chat(agent, user_id)
        chat.say("remind me to call the dentist in 5 minutes")
        clock["now"] += timedelta(minutes=10)
        healthy = agent.tools
        agent.tools = FailingTool(healthy, "acknowledge_reminders")
        assert "⏰ Reminder: Call the dentist" in chat.say("show my tasks").message  # saved, not yet acknowledged
        agent.tools = healthy
        assert "⏰" not in chat.say("show my tasks").message  # the next turn acknowledges what the last one showed


def test_a_reminder_scheduled_elsewhere_is_shown_within_the_recheck_window(tmp_path, user_id: str) -> None:
    clock = {"now": FIXED_NOW}
    with open_agent(f"sqlite:///{tmp_path / 'todobot.db'}", clock=lambda: clock["now"]) as agent:
        chat = Chat(agent, user_id)
        chat.say("show my tasks")  # nothing due: the next turns may skip the check for 30 s
        task = agent.store.add_task(user_id, "Call the dentist")  # another client schedules a reminder
        agent.store.schedule_reminder(user_id, task.id, FIXED_NOW + timedelta(seconds=5))
        clock["now"] += timedelta(seconds=20)
        assert "⏰" not in chat.say("show my tasks").message
        clock["now"] += timedelta(seconds=15)  # 35 s after the quiet check
        assert "⏰ Reminder: Call the dentist" in chat.say("show my tasks").message


def test_with_no_recheck_window_every_turn_checks(tmp_path, user_id: str) -> None:
    clock = {"now": FIXED_NOW}
    with open_agent(f"sqlite:///{tmp_path / 'todobot.db'}", clock=lambda: clock["now"],
                    reminder_recheck_seconds=0) as agent:
        chat = Chat(agent, user_id)
        chat.say("show my tasks")
        task = agent.store.add_task(user_id, "Call the dentist")
        agent.store.schedule_reminder(user_id, task.id, FIXED_NOW + timedelta(seconds=5))
        clock["now"] += timedelta(seconds=20)
        assert "⏰ Reminder: Call the dentist" in chat.say("show my tasks").message
