"""A change lands on the task the user names, never silently on another one (long chat 21):
"c'mere theres a callback too, mr doyle …, its urgent" is a NEW urgent task, not the last task made urgent;
"add a new one: X" is titled X; "rename 4 to X. and the charger isnt urgent take that off" is two changes;
"the description on the doyle one, put in …" sets that description (never "the same change again" on it);
"make it due wednesday and put a note on it that …" is a move and a note, not two junk tasks.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", [
    "c'mere theres a callback too, mr doyle in crumlin, rcd keeps tripping. not sure what day yet but its urgent, "
    "hes no power to the kitchen",
    "there's also a callback for mr doyle, its urgent",
    "oh and there's another job, gutters at no 5, its urgent",
])
def test_one_more_there_is_a_new_task_and_the_priority_is_its(text: str) -> None:
    found = steps(text)
    assert found[0][0] == "add_task" and found[0][2]["title"]
    assert not any(s[0] == "update_task" and s[2].get("task_ref") != {"kind": "pronoun"} for s in found)
    assert "high" in {found[0][2].get("priority")} | {s[2].get("priority") for s in found[1:]}


@pytest.mark.parametrize(("text", "title"), [
    ("theres a quote for the o'briens too", "Quote for the o'briens"),
    ("there's one more thing, ring the bank", "Ring the bank"),
    ("theres another job for the murphys, new sockets", "Job for the murphys, new sockets"),
    ("add a new one: callback mr doyle crumlin rcd tripping", "Callback mr doyle crumlin rcd tripping"),
    ("add a new job: fix gate", "Fix gate"),
    ("add another one - fix gate", "Fix gate"),
    ("add one more: pay the esb bill", "Pay the esb bill"),
    ("add callback for doyle, not sure when yet", "Callback for doyle"),
    ("add callback for doyle. dunno what day yet", "Callback for doyle"),
    ("add callback for doyle, no date yet", "Callback for doyle"),
])
def test_the_title_is_the_task_not_the_words_around_it(text: str, title: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["add_task"]
    assert found[0][2]["title"] == title
    assert "description" not in found[0][2]


@pytest.mark.parametrize("text", ["theres a leak in the kitchen", "there's a problem with the van",
                                  "is there a callback too"])
def test_news_of_what_there_is_adds_nothing(text: str) -> None:
    assert all(s[0] != "add_task" for s in steps(text))


def test_add_a_new_one_alone_asks_for_the_title() -> None:
    assert steps("add a new one") == [("add_task", None, {})]


def test_a_wrong_task_ruled_out_then_a_new_one_takes_the_change_back() -> None:
    found = steps("no no not the charger. add a new one: callback mr doyle crumlin rcd tripping, urgent")
    assert found == [("add_task", "correct", {"title": "Callback mr doyle crumlin rcd tripping", "priority": "high"})]
    assert steps("wrong one. add fix gate, urgent")[0][2]["priority"] == "high"


@pytest.mark.parametrize("text", [
    "the charger isnt urgent take that off",
    "the charger isnt urgent, take that off",
    "the charger isnt urgent, take the priority off",
    "the charger isnt urgent so take it off",
    "the charger isnt high priority, take it off",
    "take the urgent off the charger",
    "take the priority off the charger",
    "the charger isn't important anymore, get rid of the priority",
])
def test_a_priority_taken_off_a_task_named(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "title", "value": "charger"},
                                                  "priority": "none"})]


@pytest.mark.parametrize("text", ["take the priority off", "its not urgent take that off", "remove the priority"])
def test_a_priority_taken_off_the_task_talked_about(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "priority": "none"})]


def test_taking_a_task_off_the_list_still_deletes_it() -> None:
    assert steps("take it off the list") == [("delete_task", None, {"task_ref": {"kind": "pronoun"}})]


def test_a_rename_then_another_request_is_two_changes() -> None:
    assert steps("rename 4 to callback mr doyle crumlin rcd. and the charger isnt urgent take that off") == [
        ("update_task", None, {"task_ref": {"kind": "number", "value": 4}, "title": "Callback mr doyle crumlin rcd"}),
        ("update_task", None, {"task_ref": {"kind": "title", "value": "charger"}, "priority": "none"}),
    ]


@pytest.mark.parametrize(("text", "ref", "description"), [
    ("also the description on the doyle one, put in no power to kitchen, his number is 087 1234567",
     {"kind": "title", "value": "doyle"}, "no power to kitchen, his number is 087 1234567"),
    ("the description on the doyle one, put no power to kitchen", {"kind": "title", "value": "doyle"},
     "no power to kitchen"),
    ("notes for #4, just write gate code 1234", {"kind": "number", "value": 4}, "gate code 1234"),
    ("the description of the doyle job, put that he has no power", {"kind": "title", "value": "doyle job"},
     "he has no power"),
])
def test_a_description_said_after_the_task_and_a_comma(text: str, ref: dict, description: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "description": description})]


def test_a_move_and_a_note_on_it_are_two_edits_not_new_tasks() -> None:
    found = steps("make it due wednesday instead and put a note on it that mrs kavanagh wants extra sockets in the "
                  "kitchen")
    assert [s[0] for s in found] == ["update_task", "update_task"]
    assert found[0][2]["due"] == "2026-11-25"
    assert found[1][2]["note"] == "mrs kavanagh wants extra sockets in the kitchen"
    found = steps("rewire in rathmines is going to run over, its a 3 day job. make it due wednesday instead and put a "
                  "note on it that mrs kavanagh wants extra sockets in the kitchen")
    assert all(s[0] == "update_task" for s in found)


def test_a_note_on_it_that() -> None:
    assert steps("put a note on it that mrs kavanagh wants extra sockets") == [
        ("update_task", None, {"task_ref": {"kind": "pronoun"}, "note": "mrs kavanagh wants extra sockets"})]
