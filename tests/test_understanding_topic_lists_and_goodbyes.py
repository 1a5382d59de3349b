"""A list of the tasks about a topic ("show car tasks", "list my work stuff", "car tasks show") filters by it; praise
of the help then a goodbye ("That is very helpful. Goodbye for now.") is a goodbye, never a task "Goodbye for".
Clock: Mon 23 Nov 2026 09:00 UTC."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "query"), [
    ("show car tasks", "car"),
    ("show my work tasks", "work"),
    ("list car tasks", "car"),
    ("show me the car stuff", "car"),
    ("show the school things", "school"),
    ("car tasks show", "car"),
    ("school stuff show pls", "school"),
])
def test_a_list_named_by_its_topic_is_filtered_by_it(text: str, query: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params.get("query")) == ("list_tasks", query)


@pytest.mark.parametrize("text", ["show me my tasks", "show my other tasks", "show the remaining tasks",
                                  "show todays tasks", "show urgent tasks", "show completed tasks", "tasks show"])
def test_lists_named_by_status_day_or_nothing_search_no_topic(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "list_tasks" and "query" not in params


def test_a_show_in_a_title_is_still_an_add() -> None:
    assert steps("add the tv show")[0][0] == "add_task"


@pytest.mark.parametrize("text", ["That is very helpful. Goodbye for now.", "thanks, that is great. bye for now",
                                  "that was a big help, cheers", "very helpful thanks", "really useful"])
def test_praise_of_the_help_then_goodbye_adds_nothing(text: str) -> None:
    [(intent, act, _)] = steps(text)
    assert intent == "none" and act in ("bye", "thanks")


def test_a_useful_thing_to_do_is_still_a_task() -> None:
    assert steps("add a useful note to the report")[0][0] == "add_task"
