"""A task named, then what happened to it: ticked off after an add, deleted with its reason, reopened after a mishap."""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

_AFTER_ADD = ConversationContext(last_task={"id": "x", "number": 4, "title": "Buy a new phone mount"},
                                 last_action={"intent": "add_task", "params": {"title": "Buy a new phone mount"}})


@pytest.mark.parametrize(("text", "ref"), [
    ("and the float, i paid it already, tick it", "float"),
    ("and that washing one too, did it at the buc-ees", "washing"),
    ("and the gas one, paid it this morning", "gas"),
    ("the float too, i paid it", "float"),
    ("also the bins, done them", "bins"),
])
def test_a_task_named_then_said_done_after_an_add_is_ticked_off(text: str, ref: str) -> None:
    assert steps(text, _AFTER_ADD) == [("complete_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize("text", ["and eggs, i need them for the cake", "and milk too, we ran out"])
def test_another_thing_to_add_with_its_reason_is_still_added(text: str) -> None:
    assert [intent for intent, _, _ in steps(text, _AFTER_ADD)] == ["add_task"]


def test_tick_it_off_after_an_add_is_still_the_task_talked_about() -> None:
    assert steps("and tick it off, did it this morning before milking", _AFTER_ADD) == [
        ("complete_task", None, {"task_ref": {"kind": "pronoun"}})]


@pytest.mark.parametrize(("text", "ref"), [
    ("Please delete the photos task. My daughter collected them.", "photos"),
    ("delete the bins one. council does it now", "bins"),
    ("remove the dentist task! cancelled", "dentist"),
    ("pls get rid of the gym thing. not going anymore lol", "gym"),
    ("delete the Dr. Okafor email", "dr. okafor email"),
])
def test_a_deletion_names_its_task_and_the_reason_after_is_no_part_of_it(text: str, ref: str) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize(("text", "ref"), [
    ("printer jammed halfway, flyers arent done, reopen that", "flyers"),
    ("ugh the wifi died, the upload isnt done, reopen it", "upload"),
    ("flyers arent done, reopen that", "flyers"),
])
def test_what_went_wrong_then_the_task_not_done_reopens_that_task(text: str, ref: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": title(ref)})]
