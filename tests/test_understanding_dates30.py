"""Date moves, repeats and titles from the 30th blind set, said in other words than the set's."""

from __future__ import annotations

import pytest

from tests.readings import steps


def _one(text: str) -> tuple[str, dict]:
    (intent, _act, params), = steps(text)
    return intent, params


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("the dentist got moved to friday", "dentist", "2026-11-27"),
    ("band practice shifted to sat", "band practice", "2026-11-28"),
    ("school moved the nativity to the 10th", "nativity", "2026-12-10"),
    ("coach moved training to wednesday", "training", "2026-11-25"),
    ("they've pushed the dentist back to friday", "dentist", "2026-11-27"),
])
def test_a_task_moved_by_someone_moves_it(text: str, ref: str, due: str) -> None:
    intent, params = _one(text)
    assert intent == "update_task" and params["task_ref"] == {"kind": "title", "value": ref}
    assert params["due"] == due


@pytest.mark.parametrize("text", ["my sister moved to perth", "we moved the sofa to the lounge"])
def test_a_person_or_thing_moved_somewhere_moves_no_task(text: str) -> None:
    assert all(s[0] != "update_task" for s in steps(text))


def test_a_moved_task_and_a_done_one_in_one_breath() -> None:
    said = steps("right so the boss pushed the roof quote to friday, and i sorted the gutter so tick that")
    assert [s[0] for s in said] == ["update_task", "complete_task"]
    assert said[0][2]["task_ref"]["value"] == "roof quote"


@pytest.mark.parametrize("text", ["ugh the car died. whatever's due today, push it to monday",
                                  "car's dead. whatever is due today, move to monday please"])
def test_the_days_tasks_after_news_are_the_group_moved(text: str) -> None:
    intent, params = _one(text)
    assert intent == "update_task" and params["due"] == "2026-11-30"
    assert params["task_ref"]["kind"] == "all" and params["task_ref"]["due"] == "2026-11-23"


@pytest.mark.parametrize(("text", "ref", "repeat"), [
    ("the lawn only needs mowing fortnightly now", "lawn", "fortnightly"),
    ("the school run should be weekdays only now", "school run", "every weekday"),
    ("the site check is weekdays only now", "site check", "every weekday"),
])
def test_a_new_repeat_said_of_a_task(text: str, ref: str, repeat: str) -> None:
    intent, params = _one(text)
    assert intent == "update_task" and params["task_ref"]["value"] == ref and params["repeat"] == repeat


def test_weekdays_alone_is_a_repeat_when_adding() -> None:
    assert _one("add gym on weekdays") == ("add_task", {"repeat": "every weekday", "title": "Gym"})


def test_make_the_thing_repeat_changes_it_if_there_else_adds_it() -> None:
    intent, params = _one("actually set the recycling to every other week")
    assert intent == "update_task" and params["task_ref"]["value"] == "recycling"
    assert params["or_add"] == "Set the recycling" and params["or_add_sure"] is True
    assert _one("make bread weekly")[0] == "add_task"


def test_news_naming_the_task_changed_is_no_todo() -> None:
    intent, params = _one("new bin schedule. move the bins to tuesday")
    assert intent == "update_task" and params["task_ref"]["value"] == "bins"


@pytest.mark.parametrize(("text", "title"), [
    ("add book the venue first", "Book the venue"),
    ("add phone the vet first thing before i forget", "Phone the vet first thing"),
    ("add safety first", "Safety first"),
    ("add put the kids first", "Put the kids first"),
    ("add buy the first aid kit", "Buy the first aid kit"),
    ("add bake a cake because it's mums birthday", "Bake a cake"),
    ("add water the plants cos they look dead", "Water the plants"),
    ("add buy a new kettle, the old one's broken", "Buy a new kettle"),
    ("add donate to the cause", "Donate to the cause"),
])
def test_a_trailing_remark_is_no_part_of_a_title(text: str, title: str) -> None:
    intent, params = _one(text)
    assert intent == "add_task" and params["title"] == title
