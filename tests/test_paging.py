"""Long lists are shown a page at a time ("more" shows the next), references are resolved by the store's own
filtered look-ups (never by fetching every task), and the conversation keeps one page of them at most."""

from __future__ import annotations

import importlib
import json
from typing import Any

import pytest

from tests.conftest import Chat
from todobot.tools.models import TaskError
from todobot.tools.store import TaskStore


def _seed(chat: Chat, count: int, *, completed: int = 0) -> None:
    for i in range(1, count + 1):
        task = chat.agent.store.add_task(chat.user_id, f"Errand {i}", "a description that the page need not keep")
        if i <= completed:
            chat.agent.store.complete_task(chat.user_id, task.id)


def _id(chat: Chat, number: int) -> str:
    return chat.agent.store.get_task(chat.user_id, number).id


def _target(response: Any) -> str:
    return str(response.tool_calls[0].arguments["task_id"])


def test_a_long_list_is_paged_and_more_shows_the_next_page(chat: Chat) -> None:
    _seed(chat, 45)
    first = chat.say("show my tasks")
    assert "showing 20 of 45 — say “more”" in first.message
    assert "#20 Errand 20" in first.message and "#21 Errand 21" not in first.message
    second = chat.say("more")
    assert "21–40 of 45" in second.message and "#21 Errand 21" in second.message
    assert "#20 Errand 20" not in second.message
    done = chat.say("the second one is done")
    assert _target(done) == _id(chat, 22)
    last = chat.say("show more")
    assert "41–45 of 45" in last.message and "more" not in last.message.split("\n")[0].split("45")[-1]
    assert "whole list" in chat.say("next page").message


def test_the_checkpoint_keeps_one_page_of_ids_numbers_and_titles(chat: Chat) -> None:
    _seed(chat, 60)
    chat.say("show my tasks")
    state = chat.agent.conversation_state(chat.conversation_id)
    assert len(state["last_listed"]) == 20
    assert {key for t in state["last_listed"] for key in t} <= {"id", "number", "title", "status"}
    assert state["list_more"]["offset"] == 20 and state["list_more"]["cursor"]
    kept = {k: v for k, v in state.items() if k not in ("messages", "tool_calls", "outcomes")}
    assert len(json.dumps(kept, default=str)) < 5_000


def test_references_are_resolved_by_filtered_lookups_not_by_fetching_every_task(
    chat: Chat, monkeypatch: pytest.MonkeyPatch
) -> None:
    _seed(chat, 120)
    chat.agent.store.add_task(chat.user_id, "Buy groceries")
    seen: list[dict[str, Any]] = []
    original = TaskStore.page_tasks

    def recording(self: TaskStore, *args: Any, **kwargs: Any) -> Any:
        seen.append(kwargs | {"args": args})
        return original(self, *args, **kwargs)

    monkeypatch.setattr(TaskStore, "page_tasks", recording)
    assert _target(chat.say("mark the grocries one done")) == _id(chat, 121)
    assert _target(chat.say("reopen it")) == _id(chat, 121)
    assert _target(chat.say("complete task 87")) == _id(chat, 87)
    chat.say("show my tasks")
    third = _id(chat, 3)
    assert chat.say("delete the third one").state == "needs_confirmation"
    assert _target(chat.say("yes")) == third
    pages = [call["args"][6] if len(call["args"]) > 6 else call.get("limit") for call in seen]
    assert all(limit is not None and limit <= 50 for limit in pages), pages


def test_a_bulk_change_bigger_than_a_step_says_how_many_and_takes_the_first(
    chat: Chat, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(importlib.import_module("todobot.nodes.extract"), "BULK_MAX", 3)
    _seed(chat, 6, completed=5)
    asked = chat.say("delete all completed tasks")
    assert asked.state == "needs_confirmation"
    assert "the first 3 of these 5 tasks" in asked.message and "ask again for the rest" in asked.message
    assert len(chat.say("yes").tool_calls) == 3
    assert chat.titles("completed") == ["Errand 4", "Errand 5"]


def test_the_store_looks_tasks_up_by_number_or_id(database_url: str, user_id: str) -> None:
    store = TaskStore(database_url)
    try:
        made = [store.add_task(user_id, f"Task {i}") for i in range(1, 6)]
        page = store.page_tasks(user_id, task_ids=[2, "#4", made[4].id, 99, 2**40])
        assert [t.number for t in page.tasks] == [2, 4, 5] and page.total == 3
        assert store.page_tasks(user_id, task_ids=[]).tasks == []
        assert [t.number for t in store.tasks_by_numbers(user_id, [3, 1])] == [1, 3]
        with pytest.raises(TaskError) as refused:
            store.page_tasks(user_id, task_ids=["not a task"])
        assert refused.value.code == "invalid_task_id"
        other = store.page_tasks("00000000-0000-4000-8000-000000000000", task_ids=[made[0].id, 1])
        assert other.tasks == []
    finally:
        store.close()
