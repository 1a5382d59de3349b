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
