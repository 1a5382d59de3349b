"""Every turn leaves one structured log line an operator can read: who, what, which route, how long, result."""

from __future__ import annotations

import json
import logging

import pytest

from tests.conftest import Chat


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_one_json_line_per_turn_with_route_timings_and_results(
    chat: Chat, caplog: pytest.LogCaptureFixture
) -> None:
    chat.say("add buy milk")
    with caplog.at_level(logging.INFO, logger="todobot.turns"):
        chat.say("delete buy milk")
        chat.say("yes")
    lines = [json.loads(r.getMessage()) for r in caplog.records if r.name == "todobot.turns"]
    assert len(lines) == 2
    ask, delete = lines
    assert ask["route"] == ["classify", "extract", "validate", "confirm", "format"]
    assert (ask["response_state"], ask["status"], ask["pending"]) == ("needs_confirmation",
                                                                      "awaiting_confirmation", "delete_task")
    assert delete["route"] == ["classify", "invoke", "format"]
    assert delete["tools"] == [{"name": "delete_task", "ok": True, "error": None}]
    assert delete["conversation_id"] == chat.conversation_id and delete["user_id"] == chat.user_id
    assert set(delete["node_ms"]) == {"classify", "invoke", "format"} and delete["total_ms"] > 0
    assert "milk" not in json.dumps(lines).lower()  # task contents stay out of the logs
