"""The MCP server as any MCP client sees it: over stdio (`todobot mcp`) and in-process."""

from __future__ import annotations

import sys
import uuid

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from todobot.tools.client import open_tool_client
from todobot.tools.server import TOOL_NAMES
from todobot.tools.store import TaskStore

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _stdio(database_url: str) -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", "todobot", "mcp", "--database-url", database_url])


async def test_stdio_server_lists_its_annotated_tools(database_url: str) -> None:
    async with Client(_stdio(database_url)) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert sorted(tools) == sorted(TOOL_NAMES)
    assert tools["list_tasks"].annotations.read_only_hint is True
    assert tools["delete_task"].annotations.destructive_hint is True
    assert "user_id" in tools["add_task"].input_schema["required"]
    assert tools["schedule_reminder"].description
    assert tools["list_due_reminders"].annotations.read_only_hint is True
    acknowledge = tools["acknowledge_reminders"]
    assert (acknowledge.annotations.read_only_hint, acknowledge.annotations.idempotent_hint) == (False, True)
    assert acknowledge.annotations.destructive_hint is False
    assert {"user_id", "occurrences"} <= set(acknowledge.input_schema["required"])


async def test_stdio_session_drives_every_tool(database_url: str) -> None:
    user = str(uuid.uuid4())
    async with Client(_stdio(database_url)) as client:
        added = (await client.call_tool("add_task", {"user_id": user, "title": "Buy milk"})).structured_content
        task_id = added["task"]["id"]
        assert added["task"]["number"] == 1 and added["task"]["status"] == "pending"
        await client.call_tool("add_task", {"user_id": user, "title": "Call mom", "description": "Sunday"})
        updated = await client.call_tool("update_task", {"user_id": user, "task_id": task_id, "title": "Buy oat milk"})
        assert updated.structured_content["previous"]["title"] == "Buy milk"
        done = await client.call_tool("complete_task", {"user_id": user, "task_id": "1"})
        assert done.structured_content["task"]["status"] == "completed"
        reminder = await client.call_tool(
            "schedule_reminder", {"user_id": user, "task_id": "2", "remind_at": "2026-12-01T09:00:00+01:00"}
        )
        assert reminder.structured_content["reminder"]["remind_at"] == "2026-12-01T08:00:00Z"
        pending = await client.call_tool("list_tasks", {"user_id": user, "status": "pending"})
        assert [t["title"] for t in pending.structured_content["tasks"]] == ["Call mom"]
        deleted = await client.call_tool("delete_task", {"user_id": user, "task_id": task_id})
        assert deleted.structured_content["deleted"]["title"] == "Buy oat milk"
        everything = await client.call_tool("list_tasks", {"user_id": user})
        assert [t["number"] for t in everything.structured_content["tasks"]] == [2]


async def test_a_task_is_named_by_its_number_as_a_json_number_a_string_or_a_uuid(database_url: str) -> None:
    user = str(uuid.uuid4())
    async with Client(_stdio(database_url)) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        for name in ("complete_task", "delete_task", "update_task", "schedule_reminder"):
            types = {option["type"] for option in tools[name].input_schema["properties"]["task_id"]["anyOf"]}
            assert types == {"integer", "string"}, name
        for title in ("Buy milk", "Call mom", "Pay rent", "Water plants"):
            await client.call_tool("add_task", {"user_id": user, "title": title})
        by_number = await client.call_tool("complete_task", {"user_id": user, "task_id": 1})
        by_string = await client.call_tool("complete_task", {"user_id": user, "task_id": "2"})
        by_hash = await client.call_tool("update_task", {"user_id": user, "task_id": "#3", "title": "Pay the rent"})
        uuid_of_4 = (await client.call_tool("list_tasks", {"user_id": user})).structured_content["tasks"][3]["id"]
        by_uuid = await client.call_tool("delete_task", {"user_id": user, "task_id": uuid_of_4})
        reminder = await client.call_tool(
            "schedule_reminder", {"user_id": user, "task_id": 3, "remind_at": "2026-12-01T09:00:00+01:00"}
        )
        missing = await client.call_tool("delete_task", {"user_id": user, "task_id": 99})
        not_a_number = await client.call_tool("delete_task", {"user_id": user, "task_id": True})
        fraction = await client.call_tool("delete_task", {"user_id": user, "task_id": 2.5})
        left = (await client.call_tool("list_tasks", {"user_id": user})).structured_content["tasks"]
    assert by_number.structured_content["task"]["title"] == "Buy milk"
    assert by_string.structured_content["task"]["title"] == "Call mom"
    assert by_hash.structured_content["task"]["title"] == "Pay the rent"
    assert by_uuid.structured_content["deleted"]["title"] == "Water plants"
    assert not reminder.is_error
    assert missing.is_error and missing.structured_content["error"]["code"] == "not_found"
    for refused in (not_a_number, fraction):
        assert refused.is_error and refused.structured_content["error"]["code"] == "invalid_arguments"
    assert [(t["number"], t["status"]) for t in left] == [(1, "completed"), (2, "completed"), (3, "pending")]


async def test_errors_are_structured_results_not_tracebacks(database_url: str) -> None:
    user = str(uuid.uuid4())
    async with Client(_stdio(database_url)) as client:
        missing = await client.call_tool("complete_task", {"user_id": user, "task_id": "99"})
        blank = await client.call_tool("add_task", {"user_id": user, "title": " "})
        bad_time = await client.call_tool(
            "schedule_reminder", {"user_id": user, "task_id": "1", "remind_at": "next tuesday-ish"}
        )
    assert missing.is_error and missing.structured_content["error"]["code"] == "not_found"
    assert blank.structured_content["error"] == {"code": "invalid_title", "message": "A task needs a title."}
    assert bad_time.structured_content["error"]["code"] == "invalid_reminder"
    for result in (missing, blank, bad_time):
        assert "Traceback" not in result.content[0].text


async def test_users_never_see_each_others_tasks_through_the_tools(tmp_path) -> None:
    store = TaskStore(f"sqlite:///{tmp_path / 'iso.db'}")
    alice, bob = str(uuid.uuid4()), str(uuid.uuid4())
    async with open_tool_client(store=store) as tools:
        secret = await tools.call("add_task", {"user_id": alice, "title": "Alice's secret"})
        peek = await tools.call("list_tasks", {"user_id": bob})
        steal = await tools.call("delete_task", {"user_id": bob, "task_id": secret.result["task"]["id"]})
    store.close()
    assert peek.success and peek.result["tasks"] == []
    assert not steal.success and steal.result["error"]["code"] == "not_found"
    assert secret.success


async def test_stdio_session_lists_due_reminders_and_acknowledges_them(database_url: str) -> None:
    user = str(uuid.uuid4())
    async with Client(_stdio(database_url)) as client:
        await client.call_tool("add_task", {"user_id": user, "title": "Stretch"})
        await client.call_tool("schedule_reminder", {"user_id": user, "task_id": "1",
                                                     "remind_at": "2026-12-01T09:00:00+01:00",
                                                     "repeat_interval_minutes": 60, "repeat_count": 1})
        early = await client.call_tool("list_due_reminders", {"user_id": user, "now": "2026-12-01T07:59:00Z"})
        assert early.structured_content == {"count": 0, "reminders": []}
        listed = await client.call_tool("list_due_reminders", {"user_id": user, "now": "2026-12-01T08:01:00Z"})
        [due] = listed.structured_content["reminders"]
        assert (due["task_number"], due["task_title"], due["remind_at"], due["due_at"]) == (
            1, "Stretch", "2026-12-01T08:00:00Z", "2026-12-01T08:00:00Z")
        again = await client.call_tool("list_due_reminders", {"user_id": user, "now": "2026-12-01T08:02:00Z"})
        assert again.structured_content["reminders"] == [due]  # listing changed nothing

        shown = {"user_id": user, "occurrences": [{"id": due["id"], "due_at": due["due_at"]}],
                 "now": "2026-12-01T08:02:00Z"}
        acked = await client.call_tool("acknowledge_reminders", {**shown, "idempotency_key": "turn-1:ack"})
        assert not acked.is_error
        assert acked.structured_content == {"acknowledged": [{"id": due["id"], "due_at": due["due_at"],
                                                              "next_due_at": "2026-12-01T09:00:00Z"}],
                                            "unchanged": []}
        replayed = await client.call_tool("acknowledge_reminders", {**shown, "idempotency_key": "turn-1:ack"})
        assert replayed.structured_content == acked.structured_content
        twice = await client.call_tool("acknowledge_reminders", shown)
        assert not twice.is_error and twice.structured_content["acknowledged"] == []

        nine = await client.call_tool("list_due_reminders", {"user_id": user, "now": "2026-12-01T09:30:00Z"})
        [repeat] = nine.structured_content["reminders"]
        assert (repeat["id"], repeat["due_at"], repeat["fired_count"]) == (due["id"], "2026-12-01T09:00:00Z", 1)
        stale = await client.call_tool("acknowledge_reminders", {**shown, "now": "2026-12-01T09:30:00Z"})
        assert stale.structured_content["unchanged"] == [{"id": due["id"], "due_at": due["due_at"]}]
        still = await client.call_tool("list_due_reminders", {"user_id": user, "now": "2026-12-01T09:30:00Z"})
        assert still.structured_content["reminders"] == [repeat]  # the stale ack skipped nothing


async def test_reminder_tool_errors_are_structured(database_url: str) -> None:
    user = str(uuid.uuid4())
    async with Client(_stdio(database_url)) as client:
        bad_now = await client.call_tool("list_due_reminders", {"user_id": user, "now": "soonish"})
        naive_now = await client.call_tool("list_due_reminders", {"user_id": user, "now": "2026-12-01T09:00:00"})
        bad_id = await client.call_tool("acknowledge_reminders", {
            "user_id": user, "occurrences": [{"id": "7", "due_at": "2026-12-01T09:00:00Z"}]})
        no_time = await client.call_tool("acknowledge_reminders", {"user_id": user, "occurrences": [{"id": user}]})
        bad_user = await client.call_tool("list_due_reminders", {"user_id": "me"})
    assert [r.structured_content["error"]["code"] for r in (bad_now, naive_now, bad_id, no_time, bad_user)] == [
        "invalid_reminder", "invalid_reminder", "invalid_reminder", "invalid_arguments", "invalid_user"]
    assert all(r.is_error and "Traceback" not in r.content[0].text for r in (bad_now, bad_id, no_time))


async def test_an_acknowledgement_never_touches_another_users_reminders(tmp_path) -> None:
    store = TaskStore(f"sqlite:///{tmp_path / 'iso.db'}")
    alice, bob = str(uuid.uuid4()), str(uuid.uuid4())
    async with open_tool_client(store=store) as tools:
        await tools.call("add_task", {"user_id": alice, "title": "Alice's secret"})
        await tools.call("schedule_reminder", {"user_id": alice, "task_id": "1", "remind_at": "2026-01-01T09:00:00Z"})
        hers = (await tools.call("list_due_reminders", {"user_id": alice})).result["reminders"]
        peek = await tools.call("list_due_reminders", {"user_id": bob})
        occurrences = [{"id": r["id"], "due_at": r["due_at"]} for r in hers]
        steal = await tools.call("acknowledge_reminders", {"user_id": bob, "occurrences": occurrences})
        after = (await tools.call("list_due_reminders", {"user_id": alice})).result["reminders"]
    store.close()
    assert len(hers) == 1 and peek.result == {"count": 0, "reminders": []}
    assert steal.success and steal.result == {"acknowledged": [], "unchanged": occurrences}
    assert after == hers
