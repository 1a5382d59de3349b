"""Phrasings from the rest of blind set 26: a task's repeat or next due asked of it, a priority said in Indian
English word order or formally ("mark it as being of low importance", "a matter of some urgency"), a date given
"namely Friday of this week", a letter-writer's "I also wish to add …", the day's tasks moved with "whatever's due
tomorrow has to go to thursday", and "… may be removed from the list altogether". Clock: Mon 23 Nov 2026 09:00 UTC.
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize(("text", "query"), [
    ("is nets practice repeating now?", "nets practice"),
    ("is gym still recurring", "gym"),
    ("when's the forklift one due next?", "forklift"),
    ("whens the bins due next", "bins"),
])
def test_a_question_about_one_tasks_repeat_or_next_due_shows_it(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]


@pytest.mark.parametrize(("text", "ref", "level"), [
    ("ok theek hai, invoices also make high", "invoices", "high"),
    ("gst filing too make it urgent", "gst filing", "high"),
    ("tally update also make low pls", "tally update", "low"),
])
def test_a_task_then_also_make_and_a_level(text: str, ref: str, level: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"], params["priority"]) == ("update_task", title(ref), level)


@pytest.mark.parametrize(("text", "level"), [
    ("Furthermore, kindly mark it as being of low importance; he is a patient man.", "low"),
    ("mark it as low importance", "low"),
    ("mark it as being urgent", "high"),
    ("it is a matter of some urgency", "high"),
])
def test_a_priority_said_formally_of_the_task_talked_about(text: str, level: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "priority": level})]


def test_a_date_given_namely_and_a_matter_of_urgency_after() -> None:
    said = ("I should also like to give the letter to the parish council a date, namely Friday of this week, and to "
            "mark it as a matter of some urgency.")
    ref = title("letter to the parish council")
    assert steps(said) == [("update_task", None, {"task_ref": ref, "due": "2026-11-27"}),
                           ("update_task", None, {"priority": "high", "task_ref": ref})]


@pytest.mark.parametrize("text", [
    "I also wish to add a new task: 'Telephone my sister in Cromer'.",
    "i wish to add telephone my sister in cromer",
])
def test_wishing_to_add_adds(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["title"].lower() == "telephone my sister in cromer"


@pytest.mark.parametrize("text", ["i wish i could go to the beach", "i wish it would stop raining",
                                  "to make it happen"])
def test_wishes_are_not_tasks(text: str) -> None:
    assert all(intent != "add_task" for intent, _, _ in steps(text))


@pytest.mark.parametrize(("text", "day", "new"), [
    ("flat tyre on the ute 🙄 whatever's due tomorrow has to go to thursday", "2026-11-24", "2026-11-26"),
    ("ugh whatever is due friday needs to move to monday", "2026-11-27", "2026-11-30"),
    ("whatevers due tmrw can go to wed", "2026-11-24", "2026-11-25"),
])
def test_whatever_is_due_that_day_moves_all_of_that_days_tasks(text: str, day: str, new: str) -> None:
    ref = {"kind": "all", "status": "pending", "one": True, "due": day, "any": True}
    assert steps(text) == [("update_task", None, {"task_ref": ref, "due": new})]


def test_a_task_that_has_to_go_to_another_day_moves() -> None:
    assert steps("the dentist has to go to friday") == [
        ("update_task", None, {"task_ref": title("dentist"), "due": "2026-11-27"})]


def test_a_person_who_has_to_go_somewhere_is_no_move() -> None:
    assert all(intent != "update_task" for intent, _, _ in steps("i have to go to london on friday"))


def test_a_task_that_may_be_removed_with_its_reason_after() -> None:
    said = ("On reflection, the bird bath may be removed from the list altogether; the frost has cracked it beyond "
            "repair.")
    assert steps(said) == [("delete_task", None, {"task_ref": title("bird bath")})]
