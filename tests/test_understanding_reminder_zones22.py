"""Reminder questions from long chat 22: a remark after the question, the reminders of done tasks, a part waved off
before a request, and reminders listed from another time zone."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.readings import steps
from todobot.dialogue.sentences import Clock
from todobot.intents import list_reminders


@pytest.mark.parametrize("text", [
    "when is the athai pickup reminder now? i don't want it going off at a weird time while i'm here",
    "whens the athai pickup reminder? dont want it going off during the meeting",
    "what time is the athai pickup reminder going off? im out tonight",
    "when is the athai pickup reminder now? ok",
])
def test_when_is_a_reminder_with_a_remark_after_asks_the_reminder(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": {"kind": "title", "value": "athai pickup"}})]


def test_a_request_after_the_question_is_not_taken_for_a_remark() -> None:
    assert steps("when is the vet reminder? i want it moved to 5pm")[0][0] != "list_reminders"


@pytest.mark.parametrize("text", [
    "the lease meeting reminder thing, do i still have any reminders for stuff that's done? clean those up",
    "do i still have any reminders for stuff that's done?",
    "clear the reminders on completed tasks",
    "delete reminders for finished tasks",
    "any reminders left on done stuff?",
    "are there reminders for things i've already ticked off",
    "get rid of completed tasks reminders",
    "remove reminders for tasks that are done pls",
])
def test_reminders_of_done_tasks_are_asked_about_never_set(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {"of_done": True})]


@pytest.mark.parametrize("text", ["cancel the reminder for the dentist", "delete all completed tasks"])
def test_near_misses_keep_their_meaning(text: str) -> None:
    assert steps(text)[0][2].get("of_done") is None


@pytest.mark.parametrize("text", [
    "the hockey bag reminders should be toronto time, the kids are home. whatever, that's fine. conference starts "
    "8am tomorrow, add conference registration 7:30am wednesday",
    "move the gym reminder to 6. nah never mind, its fine. add conference registration wednesday 7:30am",
    "i wanted the gym reminder earlier. doesnt matter, add conference registration wednesday 7:30am",
])
def test_a_part_waved_off_leaves_only_the_request(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["add_task"]
    assert found[0][2]["title"] == "Conference registration"


def test_an_add_before_the_wave_off_is_kept() -> None:
    assert [s[0] for s in steps("add milk. whatever, it's fine. add bread")] == ["add_task", "add_task"]


def _reminder(number: int, at: str, repeat: str | None, zone: str | None) -> dict[str, object]:
    return {"task_number": number, "task_title": f"T{number}", "remind_at": at, "next_at": at,
            "repeat_text": repeat, "timezone": zone, "task_id": str(number)}


def test_reminders_from_another_zone_name_both_zones() -> None:
    clock = Clock("America/Vancouver", datetime(2026, 11, 27, 23, 15, tzinfo=UTC))
    text = list_reminders.reply({"reminders": [
        _reminder(13, "2026-12-01T02:00:00+00:00", "every monday and thursday at 9pm", "America/Toronto"),
        _reminder(16, "2026-12-03T18:45:00+00:00", None, None)]}, clock)
    assert "(Vancouver time)" in text
    assert "on Mon 30 Nov at 18:00, then every monday and thursday at 9pm Toronto time (18:00 your time)" in text


def test_reminders_in_the_users_zone_say_nothing_of_zones() -> None:
    clock = Clock("America/Toronto", datetime(2026, 11, 27, 23, 15, tzinfo=UTC))
    text = list_reminders.reply({"reminders": [
        _reminder(13, "2026-12-01T02:00:00+00:00", "every monday and thursday at 9pm", "America/Toronto")]}, clock)
    assert "time" not in text.replace("then every", "")
    assert "then every monday and thursday at 9pm" in text


def test_done_tasks_reminders_answer_says_none_go_off() -> None:
    clock = Clock("America/Toronto", datetime(2026, 11, 27, 23, 15, tzinfo=UTC))
    assert "never go off" in list_reminders.reply({"reminders": [], "of_done": True}, clock)
