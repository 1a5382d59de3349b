"""Moves, group moves and priorities said among news (set 28): "monday week", "all of today's jobs", "their jobs"
after the people named, a headcount "in" or what someone reckons said beside a change, "X can be today, move it"."""

from __future__ import annotations

import pytest

from tests.readings import read, steps, title


@pytest.mark.parametrize(("text", "due"), [
    ("move the dentist to monday week", "2026-11-30"),  # said on a monday: a week today
    ("the teat spray can wait till thursday week, the 3rd", "2026-12-03"),
    ("push the vet to friday week", "2026-12-04"),
    ("move the dentist to thursday", "2026-11-26"),  # a plain weekday stays the coming one
])
def test_a_weekday_week_is_a_week_after_the_coming_one(text: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["due"] == due


def test_everything_about_a_job_can_wait_moves_the_group() -> None:
    [(intent, _, params)] = steps("everything about the Hendersons job can wait till monday week")
    assert intent == "update_task" and params["task_ref"]["kind"] == "all" and "hendersons" in params["task_ref"][
        "query"] and params["due"] == "2026-11-30"


@pytest.mark.parametrize("text", [
    "shift all of today's jobs to wednesday",
    "move todays jobs to wednesday",
    "two coach parties in, no chance i get to tonights stuff. move everything due today to wednesday",
    "busy night, 40 covers in already. move everything today to wednesday",
])
def test_todays_jobs_move_as_a_group(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"]["due"] == "today" and params["due"] == "2026-11-25"


@pytest.mark.parametrize(("text", "who"), [
    ("hendersons have covid, push all their jobs to friday", "hendersons"),
    ("the smiths cancelled so move all their stuff to monday", "smiths"),
    ("mrs okafor has flu, move all her stuff to thursday", "mrs okafor"),
])
def test_their_jobs_are_the_jobs_of_the_people_named(text: str, who: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"]["kind"] == "all" and params["task_ref"]["query"] == who


def test_a_day_said_to_be_a_bust_is_news_not_a_repeating_task() -> None:
    found = steps("wednesdays a bust, doing doubles for thanksgiving. move everything from wed to friday")
    assert [(i, p["task_ref"].get("due"), p["due"]) for i, _, p in found] == [
        ("update_task", "2026-11-25", "2026-11-27")]


@pytest.mark.parametrize("text", [
    "actually make the drench urgent, vet reckons the worm count's high",
    "make the drench urgent, the vet says the worm count is high",
])
def test_what_someone_reckons_is_the_reason_not_another_task(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title("drench"), "priority": "high"})]


def test_the_gym_one_is_low_still_sets_its_priority() -> None:
    assert steps("the gym one is low") == [("update_task", None, {"task_ref": title("gym"), "priority": "low"})]


@pytest.mark.parametrize(("text", "level"), [
    ("put book the chimney sweep on the list, not important, whenever", "low"),
    ("pop clean the gutters on the list, low priority", "low"),
    ("stick renew the tv licence on my list, its urgent", "high"),
])
def test_put_on_the_list_with_a_level_adds(text: str, level: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["priority"] == level and "list" not in params["title"].lower()


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("chainsaw can be today too, move it", "chainsaw", "2026-11-23"),
    ("the vet can wait till friday, move it", "vet", "2026-11-27"),
    ("the dentist can be friday instead", "dentist", "2026-11-27"),
])
def test_a_task_named_with_its_new_day_then_move_it(text: str, ref: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["task_ref"] == title(ref) and params["due"] == due


def test_the_breakfast_room_one_can_be_a_time() -> None:
    [(intent, _, params)] = steps("actually the breakfast room one can be 5:30, chef's in late tomorrow")
    assert intent == "update_task" and params["task_ref"] == title("breakfast room") and params["at_time"] == "17:30"


def test_news_of_people_coming_in_is_no_done_report() -> None:
    assert steps("two coach parties in")[0][0] == "unknown"
    assert steps("the invoices are in")[0][0] == "complete_task"  # a task's thing come in still is


@pytest.mark.parametrize("text", ["undo that for hydro", "undo the change to the hydro one",
                                  "actually hydro isn't that important, they're chill. undo that for hydro"])
def test_undo_that_for_a_named_task(text: str) -> None:
    u = read(text)
    assert u.act == "undo" and u.params["task_ref"] == title("hydro")
