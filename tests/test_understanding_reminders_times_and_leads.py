"""Several times for one reminder, "remind me too", starts said as "starting the 6th", leads before "add:" and
priorities in brackets (long chat 23): never a task called "12", "Too", "Starting" or "The invoices one"."""

from __future__ import annotations

import pytest

from tests.readings import added_titles, steps


def _reminder_hours(text: str) -> list[str]:
    return [str(p["when"])[11:16] for intent, _, p in steps(text) if intent == "schedule_reminder"]


@pytest.mark.parametrize(("text", "hours"), [
    ("remind me about dad's eye drops at 8am, 12, 4pm and 8pm every day starting thursday",
     ["08:00", "12:00", "16:00", "20:00"]),
    ("remind me to take my pills every day at 8am and 8pm", ["08:00", "20:00"]),
    ("remind me at 8am and 6pm tomorrow to take my pills", ["08:00", "18:00"]),
    ("pls remind me to water the garden at 7am & 6pm", ["07:00", "18:00"]),
    ("remind me to call mum at 9am and again at 5pm", ["09:00", "17:00"]),
    ("remind me about the eye drops every day at 4pm and 8pm starting thursday", ["16:00", "20:00"]),
])
def test_several_times_are_a_reminder_each_on_one_task(text: str, hours: list[str]) -> None:
    assert _reminder_hours(text) == hours
    assert len([s for s in steps(text) if s[0] == "add_task"]) <= 1
    assert not any(str(p.get("title", "")).lower() in ("12", "again", "starting") for _, _, p in steps(text))


@pytest.mark.parametrize("text", ["remind me to buy 2 and 3 bags at 5pm", "add call 3 and 4pm"])
def test_numbers_that_are_no_times_stay_in_the_task(text: str) -> None:
    assert len([s for s in steps(text) if s[0] == "schedule_reminder"]) <= 1


@pytest.mark.parametrize(("text", "title"), [
    ("remind me at 8am every day starting thursday to take pills", "Take pills"),
    ("take pills - remind me at 8am every day starting thursday", "Take pills"),
    ("add red bin every 2 weeks sunday 7pm starting the 6th, remind me too", "Red bin"),
    ("add gym tuesday 6pm, remind me too", "Gym"),
    ("add gym tuesday 6pm and remind me as well", "Gym"),
    ("remind me to buy milk too", "Buy milk"),
])
def test_starting_and_too_are_no_part_of_the_title(text: str, title: str) -> None:
    found = steps(text)
    assert [p["title"] for intent, _, p in found if intent == "add_task"] == [title]
    assert any(intent == "schedule_reminder" for intent, _, _ in found)


@pytest.mark.parametrize(("text", "due"), [
    ("add yoga every tuesday 6pm starting the 8th", "2026-12-08T18:00"),
    ("add swim every monday starting the 7th at 4pm", "2026-12-07T16:00"),
    ("add red bin every 2 weeks sunday 7pm starting the 6th", "2026-12-06T19:00"),
])
def test_a_repeat_starts_on_the_day_said(text: str, due: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and str(params["due"]).startswith(due) and params.get("repeat")


def test_starting_before_an_ordinal_that_names_a_thing_stays() -> None:
    assert added_titles("add starting the 2nd draft") == ["Starting the 2nd draft"]


@pytest.mark.parametrize(("text", "title"), [
    ("and the invoices one? chase overdue october invoices monday 9am", "Chase overdue october invoices"),
    ("what about the dentist one? book the dentist friday", "Book the dentist"),
    ("where is the milk one? add buy milk", "Buy milk"),
])
def test_a_question_about_a_missed_one_is_no_task(text: str, title: str) -> None:
    assert added_titles(text) == [title]


def test_a_missed_one_then_a_change_to_it_is_still_that_change() -> None:
    assert [s[0] for s in steps("and the dentist one? move it to friday")] == ["update_task"]


@pytest.mark.parametrize(("text", "titles"), [
    ("while im away add: buy christmas presents for the kids (whenever, low priority), and email priya about the "
     "bas figures next tuesday", ["Buy christmas presents for the kids", "Email priya about the bas figures"]),
    ("before i forget, add: call the vet", ["Call the vet"]),
])
def test_a_lead_before_add_colon_is_no_description(text: str, titles: list[str]) -> None:
    found = steps(text)
    assert [p["title"] for _, _, p in found] == titles
    assert not any(p.get("description") for _, _, p in found)


@pytest.mark.parametrize(("text", "title", "priority"), [
    ("add buy presents (whenever, low priority)", "Buy presents", "low"),
    ("add buy stuff (for mum, urgent)", "Buy stuff for mum", "high"),
    ("add fix fence (not urgent)", "Fix fence", "low"),
])
def test_a_priority_in_brackets_leaves_no_bracket(text: str, title: str, priority: str) -> None:
    (_, _, params), = steps(text)
    assert (params["title"], params["priority"]) == (title, priority)


@pytest.mark.parametrize(("text", "title", "at"), [
    ("add conference friday, 9am start", "Conference", "2026-11-27T09:00"),
    ("add team lunch tuesday 12.30pm start", "Team lunch", "2026-11-24T12:30"),
])
def test_a_time_then_start_is_when_it_starts(text: str, title: str, at: str) -> None:
    (_, _, params), = steps(text)
    assert params["title"] == title and str(params["due"]).startswith(at)


@pytest.mark.parametrize(("text", "title", "priority"), [
    ("dad's cataract surgery is thursday at 7.30am, i'm driving him. put that in as urgent pls",
     "Dad's cataract surgery", "high"),
    ("mums appt is tues 8th so put that in as low priority", "Mums appt", "low"),
])
def test_put_that_in_as_urgent_adds_what_was_said_that_important(text: str, title: str, priority: str) -> None:
    (intent, _, params), = steps(text)
    assert (intent, params["title"], params["priority"]) == ("add_task", title, priority)
    assert params.get("due")


@pytest.mark.parametrize(("text", "title"), [
    ("strata meeting is tuesday 8 dec 7pm on zoom. add it pls", "Strata meeting on zoom"),
    ("add strata meeting tuesday 8 dec 7pm on zoom", "Strata meeting on zoom"),
])
def test_the_weekday_of_a_date_goes_with_it(text: str, title: str) -> None:
    (intent, _, params), = steps(text)
    assert (intent, params["title"], str(params["due"])[:16]) == ("add_task", title, "2026-12-08T19:00")
