"""Short replies, listings said loosely and times said in words: "do it now", "na o", "leave am", "how far",
"only completed ones pls", "show me all tasks, done and not done", "list everything that's urgent", "remind me at
three pm to …", "book the flights for christmas" (the occasion stays in the title), "can you pay my electricity bill
online" (the assistant cannot pay), "cancel all my reminders for the twins", "mark X as not completed please".
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import read, steps


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("do it now", "confirm"),
        ("yes do it now pls", "confirm"),
        ("hundred percent", "confirm"),
        ("na o", "deny"),
        ("no o", "deny"),
        ("oh leave am", "cancel"),
        ("forget am", "cancel"),
        ("how far", "greet"),
        ("how far boss", "greet"),
        ("how you dey", "greet"),
    ],
)
def test_short_replies_in_everyday_english_are_conversation_moves(text: str, act: str) -> None:
    found = read(text)
    assert (found.intent, found.act) == ("none", act)


def test_how_far_with_a_place_is_still_a_question_for_someone_else() -> None:
    assert read("how far is the airport").act == "out_of_scope"


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("only completed ones pls", "completed"),
        ("just the done ones", "completed"),
        ("only the finished ones", "completed"),
        ("just pending pls", "pending"),
        ("show me all tasks, done and not done", "all"),
        ("show me all my tasks, done or not", "all"),
        ("list my tasks done and undone", "all"),
    ],
)
def test_a_list_narrowed_or_widened_in_passing_is_one_listing(text: str, status: str) -> None:
    assert steps(text) == [("list_tasks", None, {"status": status})]


@pytest.mark.parametrize("text", ["list everything that's urgent", "show me everything that is urgent",
                                  "show me what is important"])
def test_asking_to_see_urgent_tasks_lists_them_and_changes_none(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "list_tasks" and params["priority"] == "high"


@pytest.mark.parametrize(
    ("text", "title", "when"),
    [
        ("remind me at three pm to call the plumber about the leak under the sink",
         "Call the plumber about the leak under the sink", "2026-11-23T15:00:00+00:00"),
        ("remind me at eleven to ring the ward sister", "Ring the ward sister", "2026-11-23T11:00:00+00:00"),
        ("remind me at seven thirty pm to take the bins out", "Take the bins out", "2026-11-23T19:30:00+00:00"),
    ],
)
def test_a_reminder_time_said_in_words_is_when_not_part_of_the_title(text: str, title: str, when: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title}),
                           ("schedule_reminder", None, {"task_ref": {"kind": "pronoun"}, "when": when})]


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("add pay the window cleaner at seven pm", "Pay the window cleaner", "2026-11-23T19:00:00+00:00"),
        ("add get there by ten", "Get there", "2026-11-23T10:00:00+00:00"),
    ],
)
def test_an_hour_in_words_is_the_new_tasks_time(text: str, title: str, due: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title, "due": due})]


@pytest.mark.parametrize("text", ["add look at one of the quotes", "add read chapter seven at home"])
def test_number_words_that_are_no_time_stay_in_the_title(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and "due" not in params and params["title"] == text[4:].capitalize()


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("new task book the flights to durban for christmas", "Book the flights to durban for christmas"),
        ("add get a costume for halloween", "Get a costume for halloween"),
    ],
)
def test_the_occasion_a_task_is_for_stays_in_its_title(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


def test_a_date_before_a_holiday_is_still_a_due_date() -> None:
    assert steps("add buy presents before christmas") == [("add_task", None, {"title": "Buy presents",
                                                                               "due": "2026-12-24"})]


@pytest.mark.parametrize("text", ["can you pay my electricity bill online", "could you pay the rent for me",
                                  "can u transfer money to jo"])
def test_a_payment_asked_of_the_assistant_is_out_of_scope_not_a_task(text: str) -> None:
    assert read(text).act == "out_of_scope"


@pytest.mark.parametrize("text", ["can you add pay my electricity bill", "i need to pay my electricity bill"])
def test_a_payment_put_on_the_list_is_still_a_task(text: str) -> None:
    assert steps(text) == [("add_task", None, {"title": "Pay my electricity bill"})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("cancel all my reminders for the twins", "twins"),
        ("delete all of my reminders about the bins", "bins"),
    ],
)
def test_cancelling_all_of_a_tasks_reminders_never_deletes_the_task(text: str, ref: str) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": {"kind": "title", "value": ref}})]


@pytest.mark.parametrize("text", ["mark the car wash as not completed please", "mark the car wash as not done pls"])
def test_marking_a_task_not_done_politely_reopens_it(text: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": {"kind": "title", "value": "car wash"}})]
