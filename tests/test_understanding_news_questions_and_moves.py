"""Things done said as news, questions about tasks, moves and reminders said loosely (long chat 14): a done-report
with when or how it went after the task's words ("paid jamie just now on monzo", "emailed the landlord earlier
tonight", "holiday request submitted on the staff app"), or a remark after it ("booked the flights!! 340 zl return")
names only the task — with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import steps, title


def _done(value: str, verb: str | None = None) -> list[tuple[str, str | None, dict[str, Any]]]:
    ref = title(value) if verb is None else {**title(value), "verb": verb}
    return [("complete_task", None, {"task_ref": ref})]


# ------------------------------------------------------------------ done, said as news


@pytest.mark.parametrize(
    ("text", "value", "verb"),
    [
        ("btw emailed the landlord earlier tonight, so thats done. he never answers anyway 🙄", "landlord", "email"),
        ("paid jamie just now on monzo", "jamie", "pay"),
        ("paid the window cleaner via paypal", "window cleaner", "pay"),
        ("renewed the car tax online this afternoon", "car tax", "renew"),
        ("ok. booked the flights!! 340 zl return, not bad. cross it off", "flights", "book"),
        ("rang the dentist this evening", "dentist", "ring"),
        ("topped up the meter on the app", "meter", "top"),
        ("emailed the school by email lol", "school", "email"),
    ],
)
def test_a_done_report_names_only_the_task_not_when_or_how(text: str, value: str, verb: str) -> None:
    assert steps(text) == _done(value, verb)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("haha fine. holiday request submitted on the staff app just now", "holiday request"),
        ("council tax paid via the banking app", "council tax"),
        ("timesheet submitted on the portal", "timesheet"),
        ("parking fine paid online", "parking fine"),
    ],
)
def test_a_thing_said_done_in_its_own_verb_with_how(text: str, value: str) -> None:
    assert steps(text) == _done(value)


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("need to pay jamie on monzo", "add_task"),
        ("add pay the gas bill online", "add_task"),
        ("mark no. 3 done", "complete_task"),
    ],
)
def test_near_misses_keep_their_reading(text: str, intent: str) -> None:
    assert steps(text)[0][0] == intent


def test_a_number_with_a_dot_stays_the_number() -> None:
    assert steps("mark no. 3 done")[0][2] == {"task_ref": {"kind": "number", "value": 3}}


# ------------------------------------------------------------------ questions and listings


@pytest.mark.parametrize(
    ("text", "sort"),
    [
        ("can u sort everything by due date", "due"),
        ("sort them all by deadline", "due"),
        ("could you order all my stuff by priority", "priority"),
        ("sort all of my tasks by due date pls", "due"),
        ("sort the whole list by priority", "priority"),
    ],
)
def test_sorting_everything_lists_sorted_never_a_new_task(text: str, sort: str) -> None:
    assert steps(text) == [("list_tasks", None, {"sort": sort})]


def test_sorting_something_that_is_not_the_list_stays_as_it_was() -> None:
    assert steps("sort out everything by friday")[0][0] == "add_task"
    assert steps("could u sort my taxes")[0][1] == "out_of_scope"


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("is the driving test on my list? cant remember if i put the time", "driving test"),
        ("is the dentist on my list? i forget", "dentist"),
        ("is the mot on the list? not sure i added it", "mot"),
    ],
)
def test_asking_whether_a_task_is_listed_then_a_remark_looks_it_up(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]


def test_a_question_then_a_command_still_does_both() -> None:
    assert [s[0] for s in steps("whats on today? add milk")] == ["list_tasks", "add_task"]


# ------------------------------------------------------------------ moves said among news


@pytest.mark.parametrize(
    ("text", "value", "due"),
    [
        ("pay day moved, so push rent to thursday. landlord wont notice lol he doesnt even fix the boiler", "rent",
         "2026-11-26"),
        ("my shift got changed, so move the dentist to friday. annoying", "dentist", "2026-11-27"),
        ("match was cancelled, push football practice to next week. kids will be gutted", "football practice",
         "2026-11-30"),
    ],
)
def test_news_of_a_change_then_a_move_then_a_remark_moves_the_task(text: str, value: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(value), "due": due})]


def test_a_to_do_then_a_move_stays_two_things() -> None:
    assert [s[0] for s in steps("pay rent, move the dentist to friday")] == ["add_task", "update_task"]
