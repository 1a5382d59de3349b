"""Greetings and help questions wrapped in chatter, praise with a laugh, a "no" with a laugh, how the reminders look,
and time zones changed while telling the trip ("landed in dubai 😴 im on dubai time", "flying home tmrw night, back
in leicester so switch back to uk time") — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "act"),
    [
        # a greeting, then chatter that asks for nothing
        ("hi, my friend said u can help me keep on top of stuff. im drowning a bit lol", "greet"),
        ("hey, my sister told me about you", "greet"),
        ("hello! work is mental this month honestly", "greet"),
        # chatter, then a help question
        ("ok well tasks is what i need. what can you do?", "help"),
        ("so my life is chaos rn. what can u actually do?", "help"),
        # praise with a laugh or an intensifier
        ("lol ok ur actually useful", "thanks"),
        ("wow you're honestly a great help", "thanks"),
        ("haha ur pretty handy", "thanks"),
        # a no with a laugh
        ("no lol", "deny"),
        ("nah haha", "deny"),
    ],
)
def test_chatter_around_a_conversation_act(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("hi, i need to call mum tomorrow", "Call mum"),  # a task after a greeting is still that task
        ("hello! add milk", "Milk"),
    ],
)
def test_a_request_after_a_greeting_stays_a_request(text: str, title: str) -> None:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "add_task" and found[0][2]["title"] == title


@pytest.mark.parametrize(
    "text",
    ["whats my reminders look like now", "how are my reminders looking", "what do the alarms look like?",
     "so what do my reminders look like"],
)
def test_how_the_reminders_look_lists_them(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("landed in dubai 😴 im on dubai time for the next 2 days", "Asia/Dubai"),
        ("just got to tokyo, i'm on tokyo time now", "Asia/Tokyo"),
        ("landed in new york and im on new york time this week", "America/New_York"),
        ("flying home tmrw night, back in leicester so switch back to uk time", "Europe/London"),
        ("heading to oslo monday, switch me to oslo time", "Europe/Oslo"),
    ],
)
def test_a_trip_told_with_a_zone_change_only_changes_the_zone(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_a_task_asked_for_by_name_during_a_trip_is_still_added() -> None:
    found = steps("flying home tmrw night, switch back to uk time and add book a taxi")
    assert found[0] == ("set_timezone", None, {"timezone": "Europe/London"})
    assert [s[2].get("title") for s in found[1:]] == ["Book a taxi"]
