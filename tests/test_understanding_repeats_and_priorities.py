"""Repeats and priorities said loosely (blind set 26): a repeat stopped after news naming the task ("the stokvel
closes end of the year so no more repeating on that one"), a new repeat for a task in sight ("make supervision
fortnightly"), "every month on the first", a quoted title "to be repeated …", "wifi one whenever, not important",
"make it high priority so", "X also high priority", "no yaar make it …", "when are they due next", "paid it, mark
done". Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


def _after(title: str, intent: str = "add_task") -> ConversationContext:
    return ConversationContext(last_task={"id": "t1", "number": 2, "title": title},
                               last_action={"intent": intent, "params": {}})


@pytest.mark.parametrize("text", [
    "the stokvel closes end of the year so no more repeating on that one",
    "the season's over for the tomatoes, no more repeats on that one",
    "contractor's doing the fryers from now on so stop repeating that one",
    "the allotment is done for the winter so it doesnt need to repeat anymore",
])
def test_news_then_no_more_repeating_keeps_the_news_for_the_task(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["repeat"] == ""
    assert params["task_ref"]["kind"] == "pronoun" and params["task_ref"]["said"]


@pytest.mark.parametrize(("text", "ref"), [
    ("no more repeating on the stokvel", {"kind": "title", "value": "stokvel"}),
    ("no more repeats for the gym one", {"kind": "title", "value": "gym"}),
    ("no more repeating pls", {"kind": "pronoun"}),
])
def test_no_more_repeating_stops_the_repeat(text: str, ref: dict) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "repeat": ""})]


def test_no_more_reminders_is_still_the_reminder() -> None:
    assert steps("no more reminders for the stokvel")[0][0] == "cancel_reminder"


@pytest.mark.parametrize(("text", "repeat"), [
    ("actually make supervision fortnightly, we're short staffed", "fortnightly"),
    ("make supervision every other week", "every other week"),
    ("set supervision to weekly", "weekly"),
    ("make team supervision every 2 weeks", "every 2 weeks"),
])
def test_a_new_repeat_for_the_task_in_sight(text: str, repeat: str) -> None:
    [(intent, _, params)] = steps(text, _after("Team supervision"))
    assert intent == "update_task" and params["repeat"] == repeat
    assert params["task_ref"]["kind"] == "title"


def test_make_something_weekly_with_no_such_task_in_sight_is_a_to_do() -> None:
    assert steps("make bread weekly", _after("Team supervision")) == [
        ("add_task", None, {"repeat": "weekly", "title": "Make bread"})]


@pytest.mark.parametrize(("text", "title", "repeat"), [
    ("I should be obliged if you would add 'Pay the window cleaner', to be repeated every month on the first.",
     "Pay the window cleaner", "every month on the 1st"),
    ("add pay rent monthly on the first", "Pay rent", "every month on the 1st"),
    ("add pay rent every month on the third", "Pay rent", "every month on the 3rd"),
    ("add bins, repeated every week", "Bins", "every week"),
    ("add water the ferns, to recur every sunday", "Water the ferns", "every sunday"),
    ("add book club every month on the first wednesday", "Book club", "every first wednesday"),
])
def test_a_monthly_day_in_words_and_to_be_repeated(text: str, title: str, repeat: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["title"] == title and params["repeat"] == repeat


@pytest.mark.parametrize("text", [
    "wifi one whenever, not important",
    "the wifi one whenever",
    "the wifi one whenever, no rush",
])
def test_whenever_after_a_task_pointed_at_is_low(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "title", "value": "wifi"}, "priority": "low",
                                                  "or_add": True})]


@pytest.mark.parametrize("text", [
    "grand, make it high priority so, I'm perished",
    "make it high priority so",
    "make it urgent so, the boiler's gone",
    "arre yaar make it high priority",
])
def test_irish_so_and_a_friend_addressed_are_no_part_of_the_change(text: str) -> None:
    assert steps(text, _after("Get the immersion fixed")) == [
        ("update_task", None, {"task_ref": {"kind": "pronoun"}, "priority": "high"})]


def test_x_also_high_priority_names_its_own_task() -> None:
    [(intent, _, params)] = steps("mrs desai ITR also high priority")
    assert intent == "update_task" and params["task_ref"] == {"kind": "title", "value": "mrs desai itr"}
    assert params["priority"] == "high"


@pytest.mark.parametrize("text", ["no yaar make it every tuesday and thursday",
                                  "no mate make it every tuesday and thursday"])
def test_no_and_a_friend_addressed_then_the_change(text: str) -> None:
    assert steps(text, _after("Nets practice")) == [
        ("update_task", None, {"task_ref": {"kind": "pronoun"}, "repeat": "every tuesday and thursday"})]


@pytest.mark.parametrize("text", ["no mate", "yes chef", "no yaar"])
def test_a_bare_answer_to_a_friend_stays_an_answer(text: str) -> None:
    assert steps(text)[0][0] == "none"


@pytest.mark.parametrize("text", ["when are they due next then", "when is it due next", "when are they next due"])
def test_when_is_it_due_next_shows_the_task_just_talked_about(text: str) -> None:
    assert steps(text, _after("Put the bins out", "complete_task")) == [
        ("list_tasks", None, {"query": "put the bins out"})]


@pytest.mark.parametrize("text", ["and i've paid this month's one leo, mark done", "paid it, mark done",
                                  "paid it, tick off pls"])
def test_a_report_then_mark_done_ticks_one_task(text: str) -> None:
    assert steps(text, _after("Pay the sacco")) == [("complete_task", None, {"task_ref": {"kind": "pronoun"}})]


def test_a_task_named_then_reported_paid_after_another_change_is_ticked() -> None:
    context = ConversationContext(last_task={"id": "x", "number": 1, "title": "Get the immersion fixed"},
                                  last_action={"intent": "update_task", "params": {"priority": "high"}})
    assert steps("and the lotto fee, that's paid", context) == [
        ("complete_task", None, {"task_ref": {"kind": "title", "value": "lotto fee"}})]
    assert steps("and the dentist one too", context)[0][0] == "update_task"  # a follow-up stays one
