"""Every part of a multi-part message is read (long chat 25): the numbers after a second verb, a new task asked for
in so many words after an undo, and a word of a title put right ("it's A not B")."""

from __future__ import annotations

import pytest

from tests.readings import number, steps
from todobot.intents.update_task import title_swapped, title_without
from todobot.understanding.model import ConversationContext


def _done(found: list) -> list[int]:
    return [p["task_ref"]["value"] for i, _, p in found if i == "complete_task"]


@pytest.mark.parametrize(("text", "first", "ticked"), [
    ("reopen 12, and mark 7 and 9 done", "reopen_task", [7, 9]),
    ("delete 4, and mark 6 and 8 as done", "delete_task", [6, 8]),
    ("reopen 2 and tick 3, 4 and 5 off", "reopen_task", [3, 4, 5]),
    ("bin #2 and also mark #4 and #11 as finished", "delete_task", [4, 11]),
])
def test_numbers_after_a_second_verb_are_all_ticked(text: str, first: str, ticked: list[int]) -> None:
    found = steps(text)
    assert found[0][0] == first
    assert _done(found) == ticked


def test_numbers_after_a_second_verb_share_its_change() -> None:
    found = steps("reopen 3 then set 4 and 6 to high priority")
    assert found[0] == ("reopen_task", None, {"task_ref": number(3)})
    assert [(i, p) for i, _, p in found[1:]] == [("update_task", {"task_ref": number(n), "priority": "high"})
                                                 for n in (4, 6)]


@pytest.mark.parametrize(("text", "title"), [
    ("i want a new task: buy deshedding shampoo", "Buy deshedding shampoo"),
    ("i need a new task - call the lab", "Call the lab"),
    ("we'd like another task: restock kibble", "Restock kibble"),
    ("can i have a new task, email toño", "Email toño"),
    ("could you make me a new todo: order gauze", "Order gauze"),
    ("i would like a new to-do, ring the council", "Ring the council"),
])
def test_a_new_task_asked_for_in_so_many_words_is_added(text: str, title: str) -> None:
    found = steps(text)
    assert [(i, p.get("title")) for i, _, p in found] == [("add_task", title)]


def test_a_new_task_asked_for_keeps_its_priority() -> None:
    assert steps("I want a new task: buy shampoo, low priority") == [
        ("add_task", None, {"title": "Buy shampoo", "priority": "low"})]


_CHANGED = ConversationContext(last_task={"id": "x", "number": 1, "title": "Order vaccines"},
                               last_action={"intent": "update_task",
                                            "params": {"task_ref": number(1), "priority": "high"}})


@pytest.mark.parametrize("text", [
    "no, undo that, I want a new task: buy deshedding shampoo, low priority",
    "undo pls, then i'd like a new task - buy deshedding shampoo, low priority",
    "oops revert that. can you add a new task: buy deshedding shampoo, low priority",
])
def test_an_undo_then_a_new_task_does_both(text: str) -> None:
    assert steps(text, _CHANGED) == [("add_task", "correct", {"title": "Buy deshedding shampoo", "priority": "low"})]


@pytest.mark.parametrize("text", ["undo that, i need the dentist one back", "undo that, i paid it already"])
def test_an_undo_then_why_is_only_the_undo(text: str) -> None:
    assert [a for _, a, _ in steps(text, _CHANGED)] == ["undo"]


_QUOTE = "Get a quote for jabs from Provet"
_ADDED = ConversationContext(last_task={"id": "x", "number": 35, "title": _QUOTE},
                             last_action={"intent": "add_task", "params": {"title": _QUOTE}})


@pytest.mark.parametrize("text", [
    "its Vetmex not Provet, fix the title",
    "it's Vetmex, not Provet",
    "oops should be vetmex not provet in the title",
    "Vetmex not Provet - typo, sorry",
    "its called Vetmex not Provet fix the name pls",
    "change Provet to Vetmex in the title",
])
def test_a_word_of_the_title_put_right(text: str) -> None:
    found = steps(text, _ADDED)
    assert len(found) == 1 and found[0][0] == "update_task"
    swap = found[0][2]["title_swap"]
    assert title_swapped("Get a quote for jabs from Provet", swap["old"], swap["new"]) == \
        "Get a quote for jabs from Vetmex"


@pytest.mark.parametrize("text", ["its friday not thursday", "its tomorrow not today"])
def test_a_day_put_right_is_still_a_date_fix(text: str) -> None:
    found = steps(text, _ADDED)
    assert found[0][0] == "update_task" and "due" in found[0][2] and "title_swap" not in found[0][2]


def test_a_swap_named_by_number() -> None:
    found = steps("replace provet with vetmex in the name of 35")
    assert found == [("update_task", None, {"task_ref": number(35), "title_swap": {"old": "provet", "new": "vetmex"}})]


@pytest.mark.parametrize(("text", "note"), [
    ("can you put in the description that its invoice F-20931 and the amount is 8,450 pesos",
     "invoice F-20931 and the amount is 8,450 pesos"),
    ("add to the notes that the courier comes at 3", "the courier comes at 3"),
    ("in the notes put that she rang back", "she rang back"),
    ("in its description, write the code is 4471", "the code is 4471"),
    ("note in the description that it's paid", "it's paid"),
])
def test_what_goes_in_the_notes_of_the_task_talked_about(text: str, note: str) -> None:
    assert steps(text, _ADDED) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "note": note})]


@pytest.mark.parametrize(("text", "words"), [
    ("and remove the p1 thing from its description, it looks messy", "the p1 thing"),
    ("take the p1 bit out of the description", "the p1 bit"),
    ('remove "urgent" from the notes', "urgent"),
])
def test_words_taken_out_of_the_notes(text: str, words: str) -> None:
    assert steps(text, _ADDED) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "note_drop": words})]


def test_words_taken_out_of_a_numbered_tasks_notes_and_the_rest_kept() -> None:
    assert steps("delete the gate code from the notes of 3") == [
        ("update_task", None, {"task_ref": number(3), "note_drop": "the gate code"})]
    assert title_without("p1, call them first", "the p1 thing") == "call them first"


def test_taking_everything_out_of_the_notes_clears_them() -> None:
    assert steps("remove everything from the description", _ADDED) == [
        ("update_task", None, {"task_ref": {"kind": "pronoun"}, "description": ""})]


def test_taking_a_thing_off_the_list_is_still_a_delete() -> None:
    assert [i for i, _, _ in steps("remove milk from the list")] == ["delete_task"]


@pytest.mark.parametrize("text", ["so rota is done ya", "the rota: found cover for thu-fri. so rota is done ya"])
def test_the_spanish_ya_after_a_done_report_is_no_part_of_it(text: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": "rota"}})]


def test_see_ya_is_still_a_goodbye() -> None:
    assert [a for _, a, _ in steps("see ya")] == ["bye"]
