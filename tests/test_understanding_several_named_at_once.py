"""Several tasks named in one done-report, delete or move ("bins and laundry both done", "get rid of X and Y",
"move X and Y to friday"): every name said reaches the step, none is dropped before the "and", and the "both" /
"all three" said of them is no part of a name. Whether "fish and chips" is one task or two is decided against the
list (tests/scenarios/several_named_at_once.toml); here a name with its own "and" stays whole, and an add with
"and" stays one new task.
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title


def _named(text: str, intent: str) -> list[str]:
    """The names the steps of `text` carry, each step of `intent`, split where the list decides ("X and Y")."""
    found = steps(text)
    assert found and all(i == intent for i, _, _ in found), found
    return [str(p["task_ref"]["value"]) for _, _, p in found]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("bins and laundry both done", ["bins", "laundry"]),
        ("bins and laundry are done", ["bins and laundry"]),
        ("bins & laundry sorted", ["bins & laundry"]),
        ("bins, laundry and mum all done now", ["bins", "laundry", "mum"]),
        ("bins, laundry and mum are done", ["bins, laundry and mum"]),
        ("both the bins and the laundry are done", ["bins", "laundry"]),
        ("bins and laundry all three done", ["bins and laundry"]),
        ("bins plus laundry done", ["bins plus laundry"]),
        ("finished bins and laundry", ["bins and laundry"]),
        ("did the bins and the laundry", ["bins", "laundry"]),
        ("tick off the bins and the laundry", ["bins", "laundry"]),
        ("X and Y are done", ["x and y"]),
    ],
)
def test_every_task_of_a_done_report_is_named(text: str, names: list[str]) -> None:
    assert _named(text, "complete_task") == names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("bin bins and laundry", ["bins and laundry"]),
        ("bins and laundry can both go", ["bins and laundry"]),
        ("the bins and the laundry can both go", ["bins", "laundry"]),
        ("bins, laundry and mum can all go now", ["bins, laundry and mum"]),
        ("get rid of bins and laundry pls", ["bins and laundry"]),
        ("delete the milk, eggs and bread", ["milk, eggs and bread"]),
    ],
)
def test_every_task_of_a_delete_is_named(text: str, names: list[str]) -> None:
    assert _named(text, "delete_task") == names


@pytest.mark.parametrize(
    ("text", "names", "change"),
    [
        ("move bins and laundry to friday", ["bins and laundry"], {"due": "2026-11-27"}),
        ("bins and laundry both to thursday", ["bins and laundry"], {"due": "2026-11-26"}),
        ("move both the bins and the laundry to friday", ["bins", "laundry"], {"due": "2026-11-27"}),
        ("push bins and laundry back a day", ["bins and laundry"], {"shift": {"days": 1}}),
        ("move bins, laundry and mum to friday", ["bins, laundry and mum"], {"due": "2026-11-27"}),
    ],
)
def test_every_task_of_a_move_is_named(text: str, names: list[str], change: dict) -> None:
    assert _named(text, "update_task") == names
    assert all(change.items() <= p.items() for _, _, p in steps(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("fish and chips done", "fish and chips"),
        ("salt and pepper shakers are done", "salt and pepper shakers"),
        ("move fish and chips to friday", "fish and chips"),
    ],
)
def test_a_name_with_its_own_and_stays_whole(text: str, name: str) -> None:
    assert [p["task_ref"] for _, _, p in steps(text)] == [title(name)]


def test_an_add_with_and_is_one_new_task() -> None:
    assert steps("buy bread and milk") == [("add_task", None, {"title": "Buy bread and milk"})]


@pytest.mark.parametrize("text", ["mum and dad can go", "tom and jerry can go", "kids and me can go to the park"])
def test_people_who_can_go_delete_nothing(text: str) -> None:
    assert all(i != "delete_task" for i, _, _ in steps(text))


def test_news_before_a_done_report_names_no_task() -> None:
    assert steps("rained all day and the bins are done") == [("complete_task", None, {"task_ref": title("bins")})]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a delete, then an add said after "and" / "then": the name stops before the "and"
        ("delete the milk and add eggs", [("delete_task", "milk"), ("add_task", "Eggs")]),
        ("remove bread then add butter", [("delete_task", "bread"), ("add_task", "Butter")]),
        # "seed" is no "see" done: the third thing of the list is a thing to get too
        ("add dog food, cat litter, and bird seed",
         [("add_task", "Dog food"), ("add_task", "Cat litter"), ("add_task", "Bird seed")]),
    ],
)
def test_a_request_after_and_is_its_own_step(text: str, expected: list[tuple[str, str]]) -> None:
    found = steps(text)
    assert [(i, p.get("title") or p["task_ref"]["value"]) for i, _, p in found] == expected


@pytest.mark.parametrize("text", ["rang the dentist, all sorted", "rang the dentist. all done lol",
                                  "the dentist is done, all good"])
def test_all_sorted_after_a_report_ticks_only_that_task(text: str) -> None:
    """"…, all sorted" says the task just reported is sorted: never every pending task ticked with it."""
    assert [(i, p["task_ref"]["kind"]) for i, _, p in steps(text)] == [("complete_task", "title")]


def test_all_done_said_alone_still_ticks_everything() -> None:
    assert [p["task_ref"]["kind"] for _, _, p in steps("mark all done")] == ["all"]


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        # things and a to-do listed after one "add": each its own task; an errand's own "and" stays in it
        ("add confetti cannons, spare veil pins, and ring the string quartet",
         ["Confetti cannons", "Spare veil pins", "Ring the string quartet"]),
        ("add dig the pit, order the meat, get rocks and wood",
         ["Dig the pit", "Order the meat", "Get rocks and wood"]),
        # one errand with its things listed stays one task
        ("add buy eggs, milk, and bread", ["Buy eggs, milk, and bread"]),
        ("add get milk, bread, and eggs", ["Get milk, bread, and eggs"]),
    ],
)
def test_a_listed_add_splits_into_things_and_to_dos(text: str, titles: list[str]) -> None:
    assert [p.get("title") for _, _, p in steps(text)] == titles
