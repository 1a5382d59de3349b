"""The task the user names wins: a new title said with "rename to" / "name should be" is kept, "no, the X! #N"
points at #N, and "it" after a to-do named opening the news carries that news for the graph to match."""

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext

FOCUS = ConversationContext(last_task={"id": "x", "number": 2, "title": "Compare broadband deals"},
                            last_action={"intent": "update_task", "params": {"priority": "high"}})


@pytest.mark.parametrize(("text", "title"), [
    ("keep it open but rename to get passport photos at boots", "Get passport photos at boots"),
    ("rename to: ring the council re bins", "Ring the council re bins"),
    ("ok rename as pay the window cleaner", "Pay the window cleaner"),
])
def test_rename_to_a_new_title_renames_the_task_talked_about(text: str, title: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "title": title})]


@pytest.mark.parametrize("text", [
    "fix 4, title should just be renew the car tax",
    "change 4 please, the name needs to be renew the car tax",
    "edit 4. name should only be renew the car tax",
])
def test_an_edit_by_number_then_the_title_it_should_be_is_one_rename(text: str) -> None:
    assert steps(text) == [("update_task", None, {"title": "Renew the car tax",
                                                  "task_ref": {"kind": "number", "value": 4}})]


@pytest.mark.parametrize("text", ["no the vet! #3", "nah, the vet, #3"])
def test_no_the_thing_and_its_number_points_at_that_number(text: str) -> None:
    assert steps(text) == [("none", "correct", {"task_ref": {"kind": "number", "value": 3}})]


@pytest.mark.parametrize("text", ["no the vet", "no! the vet one"])
def test_no_and_a_thing_named_bare_points_at_it(text: str) -> None:
    assert steps(text) == [("none", "correct", {"task_ref": {"kind": "title", "value": "vet"}})]


@pytest.mark.parametrize("text", ["no the car is broken", "no the weekend"])
def test_no_and_a_remark_or_a_day_is_no_task_named(text: str) -> None:
    assert all(s[1] != "correct" for s in steps(text))


def test_it_after_a_todo_named_keeps_the_news_for_the_graph() -> None:
    (step,) = steps("and fix the gutter, i'll do it saturday morning. make it sat 28 nov 10am", FOCUS)
    assert step[2]["task_ref"] == {"kind": "pronoun", "news": "and fix the gutter, i'll do it saturday morning"}
