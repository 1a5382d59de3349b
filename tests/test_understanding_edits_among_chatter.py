"""Edits said among chatter: a sigh before the task's number ("ffs. no, 5 should be called …"), the new due said after
the edit in the same breath ("set it to low priority, due sun 29th", "clear the description on 11 and set due 10th
dec"), a rename with "to" left out ("rename 23 get meeras frozen castle", "rename it shepherd costume"), a task named
by its number before "it" ("11 is called … rename it …") and several named by number before "them".

Each test asserts what the user would notice: which task changes and how, that neither half of the edit is dropped,
and that no sentence fragment is taken for the task's name.
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "n", "new"),
    [
        ("ffs. no, 5 should be called redo pharmacy rota", 5, "Redo pharmacy rota"),
        ("ugh sorry, #4 should say ring the gp", 4, "Ring the gp"),
        ("ok. task 3 should be called feed the cat", 3, "Feed the cat"),
        ("rename 23 get meeras frozen castle", 23, "Get meeras frozen castle"),
        ("rename 7 pick up dry cleaning", 7, "Pick up dry cleaning"),
    ],
)
def test_the_number_after_chatter_or_without_to_is_the_task_renamed(text: str, n: int, new: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": number(n), "title": new})]


@pytest.mark.parametrize(
    ("text", "ref", "change"),
    [
        ("set it to low priority, due sun 29th", PRONOUN, {"priority": "low", "due": "2026-11-29"}),
        ("train tickets is high priority. due today", title("train tickets"),
         {"priority": "high", "due": "2026-11-23"}),
        ("make it low priority and due sunday", PRONOUN, {"priority": "low", "due": "2026-11-29"}),
        ("make the gas bill urgent, due friday", title("gas bill"), {"priority": "high", "due": "2026-11-27"}),
        ("pls clear the description on 11 and set due 10th dec", number(11), {"description": "", "due": "2026-12-10"}),
        ("ffs. no, 5 should be called redo pharmacy rota and due wed 2nd dec", number(5),
         {"title": "Redo pharmacy rota", "due": "2026-12-02"}),
    ],
)
def test_a_due_said_after_the_edit_is_kept_with_it(text: str, ref: dict, change: dict) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params == {"task_ref": ref, **change}


def test_the_task_named_before_the_edit_gets_both_changes() -> None:
    said = "the manchester train tickets one, make that high and due today, i'll do it on my lunch"
    [(intent, _, params)] = steps(said)
    assert intent == "update_task"
    assert params["priority"] == "high" and params["due"] == "2026-11-23"
    assert "high" not in str(params["task_ref"].get("value", ""))


@pytest.mark.parametrize(
    ("text", "n", "new"),
    [
        ("11 is called 'these 3 things' which is useless. rename it shepherd costume for meera's nativity", 11,
         "Shepherd costume for meera's nativity"),
        ("4 is called stuff which means nothing, rename it buy bin bags", 4, "Buy bin bags"),
    ],
)
def test_a_number_said_of_before_rename_it_is_the_task(text: str, n: int, new: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": number(n), "title": new})]


def test_rename_it_without_to_renames_the_task_talked_about() -> None:
    assert steps("rename it walk the dog before work") == [
        ("update_task", None, {"task_ref": PRONOUN, "title": "Walk the dog before work"})]


@pytest.mark.parametrize(
    ("text", "intent", "ns", "extra"),
    [
        ("7 and 8 are rubbish, delete them both", "delete_task", [7, 8], {}),
        ("#2 and #5 are done, tick them off", "complete_task", [2, 5], {}),
        ("3 and 4 are wrong. make them both high priority", "update_task", [3, 4], {"priority": "high"}),
    ],
)
def test_several_named_by_number_then_them(text: str, intent: str, ns: list[int], extra: dict) -> None:
    assert steps(text) == [(intent, None, {"task_ref": number(n), **extra}) for n in ns]
