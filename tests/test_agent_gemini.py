"""The whole agent with Gemini understanding, the model faked at the google-genai edge (no network)."""

from __future__ import annotations

import pytest

from tests.conftest import Chat, open_agent
from tests.gemini_fakes import FakeGenerateContent, gemini_reply, rate_limited


@pytest.fixture
def sqlite_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'gemini.db'}"


def test_gemini_reading_drives_the_state_machine(
    fake: FakeGenerateContent, sqlite_url: str, user_id: str
) -> None:
    fake.script = [gemini_reply({
        "steps": [
            {"intent": "add_task", "params": {"title": "Oat milk"}},
            {"intent": "add_task", "params": {"title": "Ring the plumber"}},
        ],
        "confidence": 0.9,
        "reasoning": "Two things to remember.",
    })]
    with open_agent(sqlite_url, nlu="gemini") as agent:
        chat = Chat(agent, user_id)
        reply = chat.say("could u sort me out: oat milk + ring the plumber")
        assert [c.name for c in reply.tool_calls] == ["add_task", "add_task"]
        assert chat.titles() == ["Oat milk", "Ring the plumber"]
        assert len(fake.calls) == 1  # one structured call per message, not a tool loop


def test_gemini_sees_the_conversation_history(
    fake: FakeGenerateContent, sqlite_url: str, user_id: str
) -> None:
    fake.script = [gemini_reply({"steps": [{"intent": "list_tasks", "params": {}}], "confidence": 0.9,
                                 "reasoning": "List."})]
    with open_agent(sqlite_url, nlu="gemini", history_window=2) as agent:
        chat = Chat(agent, user_id)
        chat.say("show my tasks")
        chat.say("show my tasks again")
    payload = fake.request_payload(-1)
    assert payload["message"] == "show my tasks again"
    assert [m["role"] for m in payload["history"]] == ["user", "assistant"]  # trimmed to the window of 2
    assert payload["history"][0]["content"] == "show my tasks"
    assert fake.request_payload(0)["history"] == []


def test_rate_limited_gemini_falls_back_to_the_rules(
    fake: FakeGenerateContent, sleeps: list[float], sqlite_url: str, user_id: str
) -> None:
    fake.script = [rate_limited()]
    with open_agent(sqlite_url, nlu="gemini", max_retries=1) as agent:
        chat = Chat(agent, user_id)
        reply = chat.say("add buy milk")
        assert reply.state == "complete" and [c.name for c in reply.tool_calls] == ["add_task"]
        assert chat.titles() == ["Buy milk"]
    assert len(fake.calls) == 2 and len(sleeps) == 1  # one try, one backed-off retry, then the rules answered


def test_gemini_dates_repeats_priorities_and_filters_reach_the_tools(
    fake: FakeGenerateContent, sqlite_url: str, user_id: str
) -> None:
    fake.script = [
        gemini_reply({"steps": [{"intent": "add_task", "params": {
            "title": "Pay rent", "due": "2099-03-20", "repeat": "every month on the 20th", "priority": "high"}}],
            "confidence": 0.9, "reasoning": "A dated, repeating, urgent task."}),
        gemini_reply({"steps": [{"intent": "list_tasks", "params": {"priority": "high", "sort": "due"}}],
                      "confidence": 0.9, "reasoning": "Urgent ones by date."}),
        gemini_reply({"steps": [{"intent": "update_task", "params": {
            "task_ref": {"kind": "pronoun"}, "clear": ["repeat", "priority"]}}],
            "confidence": 0.9, "reasoning": "Stop repeating, not urgent."}),
    ]
    with open_agent(sqlite_url, nlu="gemini") as agent:
        chat = Chat(agent, user_id)
        added = chat.say("rent's due on the 20th every month, urgent")
        sent = added.tool_calls[0].arguments
        assert {k: sent[k] for k in ("title", "due", "repeat", "priority")} == {
            "title": "Pay rent", "due": "2099-03-20", "repeat": "every month on the 20th", "priority": "high"}
        listed = chat.say("urgent stuff by date")
        assert {k: listed.tool_calls[0].arguments[k] for k in ("priority", "sort")} == {"priority": "high",
                                                                                         "sort": "due"}
        assert "Pay rent" in listed.message
        chat.say("it shouldn't repeat and it's not urgent after all")
        task = agent.store.list_tasks(user_id)[0]
        assert (task.repeat, task.priority, str(task.due)) == (None, "none", "2099-03-20")  # the due stays
