"""Two frames a task command would otherwise take by mistake. "change task 5 to done" changes the task's status
(completes it), never renames it "Done". "change the lights to blue", "notify me when john emails me", "let me know
about the traffic on the m50" ask for a device, an event watched or a look-up: out of scope, never an edit, a
reminder or a task named "When john emails me". Near-misses that are real edits stay edits. Clock fixed as in
test_understanding_rules (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

import pytest

from tests.readings import steps

OUT_OF_SCOPE = [("none", "out_of_scope", {})]


@pytest.mark.parametrize(
    ("text", "intent", "ref"),
    [
        ("change task 5 to done", "complete_task", {"kind": "number", "value": 5}),
        ("update the status of task 2 to done", "complete_task", {"kind": "number", "value": 2}),
        ("change status of task 4 to completed", "complete_task", {"kind": "number", "value": 4}),
        ("set task 3 status to done", "complete_task", {"kind": "number", "value": 3}),
        ("update task 2 status to complete", "complete_task", {"kind": "number", "value": 2}),
        ("change task 3's status to complete", "complete_task", {"kind": "number", "value": 3}),
        ("change task 3 to done please", "complete_task", {"kind": "number", "value": 3}),
        ("change the status of the report to done", "complete_task", {"kind": "title", "value": "report"}),
        ("change the report to finished", "complete_task", {"kind": "title", "value": "report"}),
        ("switch the dentist to done", "complete_task", {"kind": "title", "value": "dentist"}),
        ("change task 5 to not done", "reopen_task", {"kind": "number", "value": 5}),
        ("set the status of task 2 to pending", "reopen_task", {"kind": "number", "value": 2}),
        ("update task 7 to open again", "reopen_task", {"kind": "number", "value": 7}),
    ],
)
def test_a_status_said_as_the_new_value_changes_the_status(text: str, intent: str, ref: dict) -> None:
    assert steps(text) == [(intent, None, {"task_ref": ref})]


@pytest.mark.parametrize(
    "text",
    [
        "change the lights to blue",
        "please change the light to green",
        "can you change the lights to white",
        "change the bedroom lights to green",
        "change my room lights to some romantic colour",
        "i need to change my house lights colour to blue",
        "switch the lights to off",
        "change volume to thirty five percent",
        "change channel to one hundred and three",
        "change the station to eighty two point four",
        "change my status to chillin",
        "stop repeating this song",
        "please mark the wemo socket to off",
        "notify me when joshua emails me",
        "please alert me when john emails me",
        "notify me when my package ships",
        "alert me if it rains tomorrow",
        "let me know about current traffic in carmen drive",
        "let me know about the exchange rate of rupee to dirham",
        "set notification for news on the stock market",
        "send me alert on any new topic on politics",
        "notify me of the latest news on the stock market",
        "search for pizza nearby",
        "how cold is today",
        "show me the weather forecast for the next three days",
        "tell me the contact details of my brother",
        "give me the description of a laptop circuit",
        "when was this song released",
    ],
)
def test_a_device_an_event_or_a_look_up_is_out_of_scope(text: str) -> None:
    assert steps(text) == OUT_OF_SCOPE


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("change the lights task to friday",
         [("update_task", None, {"task_ref": {"kind": "title", "value": "lights"}, "due": "2026-11-27"})]),
        ("change the bulbs to tomorrow",
         [("update_task", None, {"task_ref": {"kind": "title", "value": "bulbs"}, "due": "2026-11-24"})]),
        ("change buy light bulbs to buy led bulbs",
         [("update_task", None, {"task_ref": {"kind": "title", "value": "buy light bulbs"},
                                 "title": "Buy led bulbs"})]),
        ("rename task 5 to done deal",
         [("update_task", None, {"task_ref": {"kind": "number", "value": 5}, "title": "Done deal"})]),
        ("notify me about the gas bill on friday",
         [("schedule_reminder", None, {"task_ref": {"kind": "title", "value": "gas bill"},
                                       "when": "2026-11-27T09:00:00+00:00"})]),
        ("search for the dentist", [("list_tasks", None, {"query": "dentist"})]),
    ],
)
def test_near_misses_stay_task_commands(text: str, expected: list) -> None:
    assert steps(text) == expected
