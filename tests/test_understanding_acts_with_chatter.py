"""Undo, cancel and "stop reminding me" keep their meaning with chatter around them: a sound said first ("arre",
"ag", "hang on"), a please, a reason said after ("i fat-fingered it", "she sorted it"), or news said before."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", ["aw no undo that, it's next week actually", "hold on revert the last one, wrong flat",
                                  "undo please i hit the wrong one", "undo that pls i tapped the wrong thing",
                                  "och undo that, my mistake", "gah undo, not finished yet"])
def test_an_undo_with_a_sound_before_or_a_reason_after_is_an_undo(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


def test_how_far_an_undo_reaches_is_kept_through_the_chatter() -> None:
    assert steps("hold on revert the last two, wrong flat") == [("none", "undo", {"count": 2})]


@pytest.mark.parametrize("text", ["och let it be, i'll decide tomorrow", "nah let it go, not worth it",
                                  "ach never mind, the landlord fixed it", "arre forget it, she did it already",
                                  "just leave it be i'll deal with it on the weekend", "cancel that i changed my mind",
                                  "scrap that we're not going anymore", "hang on, never mind, leave them both"])
def test_letting_go_with_a_reason_is_a_cancel(text: str) -> None:
    assert steps(text)[0][:2] in (("none", "cancel"), ("none", "deny"))
    assert all(step[0] == "none" for step in steps(text))  # nothing added, nothing deleted


@pytest.mark.parametrize("text", ["you can stop reminding me about the bins", "just stop reminding me about the bins",
                                  "stop to remind me about the bins", "stop remind me about the bins",
                                  "stop sending me reminders about the bins", "no need to remind me about the bins",
                                  "no need to remind me about the bins anymore",
                                  "the council changed the day, so stop reminding me about the bins",
                                  "bins are done for winter, just stop reminding me about the bins, ill set it later"])
def test_any_everyday_stop_reminding_cancels_the_reminder(text: str) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": {"kind": "title", "value": "bins"}})]


@pytest.mark.parametrize("text", ["scrap the flowers, someone already bought",
                                  "remove the cake task, somebody else booked it",
                                  "bin the printer one, someone else ordered"])
def test_a_delete_with_someone_else_as_the_reason_is_a_delete(text: str) -> None:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "delete_task"


@pytest.mark.parametrize("text", ["show someone else's tasks", "delete somebody elses list"])
def test_asking_for_another_persons_tasks_stays_out(text: str) -> None:
    assert steps(text) == [("none", "out_of_scope", {})]


def test_a_no_then_a_need_is_still_the_need() -> None:
    assert steps("no, need to buy milk") == [("add_task", None, {"title": "Buy milk"})]
