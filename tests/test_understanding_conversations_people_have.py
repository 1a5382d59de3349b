"""Everyday turns of a conversation: a priority said after a task's words ("send deck to priya make it p1", "garage
shelves, no rush"), a move with its reason and no comma, a task done said in the passive ("has been rung"), "when's it
next due" after a tick, thanks after a word of approval ("tidy, ta"), "show us the high ones", a task named then a
change said of "them", and "same for X but thursdays". Each test asserts what the user would notice.
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "ref", "level"),
    [
        ("send deck to priya make it p1", "send deck to priya", "high"),
        ("invoice the partick job make that urgent", "invoice the partick job", "high"),
        ("book the venue make it low priority", "book the venue", "low"),
        ("garage shelves whenever, nae rush", "garage shelves", "low"),
        ("the loft clear out, no rush", "loft clear out", "low"),
        ("window cleaner, no hurry", "window cleaner", "low"),
    ],
)
def test_a_tasks_words_then_a_priority_change_that_task(text: str, ref: str, level: str) -> None:
    # a task on the list gets the level; none with those words: the bot offers to add it (`or_add`)
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "priority": level, "or_add": True})]


def test_an_explicit_add_with_make_it_is_still_a_new_task() -> None:
    assert steps("add call mum make it urgent") == [("add_task", None, {"title": "Call mum", "priority": "high"})]
    assert steps("call mum - make it urgent") == [("add_task", None, {"title": "Call mum", "priority": "high"})]


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("move drop off at unit 7 to saturday they shut tomorrow", "drop off at unit 7", "2026-11-28"),
        ("push the gym to saturday im knackered", "gym", "2026-11-28"),
        ("move the vet to saturday she's away till then", "vet", "2026-11-28"),
    ],
)
def test_a_move_then_why_without_a_comma_moves_the_task(text: str, ref: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "due": due})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("Grand. The parish office has been rung.", "parish office"),
        ("the landlord's been told", "landlord"),
        ("the gas man has been rung now", "gas man"),
    ],
)
def test_a_task_said_done_in_the_passive_is_ticked(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(ref)})]


def test_someone_who_rang_is_no_task_done() -> None:
    assert [s[0] for s in steps("mum rung")] != ["complete_task"]


@pytest.mark.parametrize("text", ["when's it next due then", "when is it due next", "when's that due now",
                                  "what day's it due"])
def test_when_is_it_due_shows_the_task_just_talked_about(text: str) -> None:
    context = ConversationContext(last_task={"id": "x", "number": 1, "title": "Put the recycling out"})
    assert steps(text, context) == [("list_tasks", None, {"query": "put the recycling out"})]


@pytest.mark.parametrize("text", ["tidy, ta", "sorted, cheers", "mint thanks", "grand, ta", "sound, cheers"])
def test_a_word_of_approval_then_thanks_is_thanks_not_a_task(text: str) -> None:
    assert steps(text) == [("none", "thanks", {})]


def test_tidy_alone_is_still_a_to_do() -> None:
    assert steps("tidy the garage")[0][0] == "add_task"


@pytest.mark.parametrize("text", ["show us the high ones", "give us the urgent ones"])
def test_show_us_lists_by_priority(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"priority": "high"})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("And the library books, would you move them to Wednesday. The library is shut until then.", "library books"),
        ("the parcels, can you push them to wednesday", "parcels"),
        ("the dentist, move it to wednesday", "dentist"),
    ],
)
def test_a_task_named_then_moved_as_them_moves_only_that_task(text: str, ref: str) -> None:
    context = ConversationContext(
        last_task={"id": "x", "number": 2, "title": "Ring the parish office"},
        last_action={"intent": "complete_task", "params": {"task_ref": title("parish office")}})
    assert steps(text, context) == [("update_task", None, {"task_ref": title(ref), "due": "2026-11-25"})]


def test_same_for_another_task_but_another_day() -> None:
    context = ConversationContext(
        last_task={"id": "x", "number": 1, "title": "Hear year 2 readers"},
        last_action={"intent": "add_task", "params": {"title": "Hear year 2 readers", "repeat": "every tuesday"}})
    assert steps("same for year 1 readers but thursdays", context) == [
        ("add_task", None, {"title": "Year 1 readers", "repeat": "every thursday"})]
    assert steps("and the paper round but on fridays", context)[0][2]["repeat"] == "every friday"
