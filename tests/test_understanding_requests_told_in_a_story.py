"""Requests told in a story: the whole of what was asked is kept, and the chatter around it adds nothing.

"add X, due thursday, high priority. notes: …" sets the date and priority said before the note; "every friday at
11, starting 4th dec" starts on that day; "and add a note - …" right after an add notes that task; "ok off to a
meeting. ttyl" says goodbye. Clock fixed (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(("text", "title", "due", "priority", "note"), [
    ("add site audit report for dubai, due thursday, high priority. notes: fire exits, racking inspection",
     "Site audit report for dubai", "2026-11-26", "high", "fire exits, racking inspection"),
    ("add fix the back fence, friday, urgent - need nails and a new post",
     "Fix the back fence", "2026-11-27", "high", "need nails and a new post"),
    ("add order the xmas cake tomorrow low priority: the chocolate one from tesco",
     "Order the xmas cake", "2026-11-24", "low", "the chocolate one from tesco"),
])
def test_date_and_priority_said_before_the_note_are_set_not_left_in_the_title(
        text: str, title: str, due: str, priority: str, note: str) -> None:
    assert steps(text) == [("add_task", None, {"priority": priority, "due": due, "title": title, "description": note})]


def test_a_note_alone_keeps_its_words() -> None:
    assert steps("add call the bank - ask about the fee") == [
        ("add_task", None, {"title": "Call the bank", "description": "ask about the fee"})]


@pytest.mark.parametrize(("text", "repeat", "due"), [
    ("add physio w dad every friday at 11, starting 4th dec", "every friday at 11:00", "2026-12-04T11:00:00+00:00"),
    ("add bins out every tuesday from 1st dec", "every tuesday", "2026-12-01"),
    ("add choir every thursday at 7pm starting thursday 10th dec", "every thursday at 19:00",
     "2026-12-10T19:00:00+00:00"),
])
def test_a_repeat_said_with_its_start_begins_on_that_day(text: str, repeat: str, due: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task"
    assert params["repeat"] == repeat
    assert params["due"] == due


def test_a_repeat_with_no_start_leaves_the_start_to_the_rule() -> None:
    (_, _, params), = steps("add gym every monday")
    assert "due" not in params


_JUST_ADDED = ConversationContext(last_task={"id": "t33", "number": 33, "title": "Physio w dad"},
                                  last_action={"intent": "add_task", "params": {"title": "Physio w dad"}})


@pytest.mark.parametrize(("text", "note"), [
    ("lol ok. and add a note - alternate weeks, vik does the 4th", "alternate weeks, vik does the 4th"),
    ("add a note: bring the blue folder", "bring the blue folder"),
    ("also put a note saying gate code is 4411", "gate code is 4411"),
])
def test_add_a_note_right_after_an_add_notes_that_task(text: str, note: str) -> None:
    assert steps(text, _JUST_ADDED) == [("update_task", None, {"task_ref": {"kind": "pronoun"}, "note": note})]


def test_add_a_note_out_of_the_blue_is_still_a_to_do() -> None:
    assert steps("add a note: buy milk") == [("add_task", None, {"title": "Buy milk"})]


@pytest.mark.parametrize("text", [
    "ok off to a meeting. ttyl",
    "off to the school run, laters",
    "right, heading into a meeting now. talk later",
    "im off to my appointment. bye",
])
def test_leaving_for_somewhere_then_a_farewell_is_goodbye_not_a_task(text: str) -> None:
    assert steps(text) == [("none", "bye", {})]


def test_leaving_then_a_request_still_adds_it() -> None:
    assert steps("off to the shops, add milk") == [("add_task", None, {"title": "Milk"})]


@pytest.mark.parametrize(("text", "title", "due"), [
    ("car MOT is due before 10th dec, need to book it", "Book the car MOT", "2026-12-10"),
    ("the passport runs out in march so i have to renew it", "Renew the passport", "2027-03-01"),
    ("my car tax is due on the 1st, need to pay it", "Pay my car tax", "2026-12-01"),
    ("the rent is due friday. gotta pay it", "Pay the rent", "2026-11-27"),
])
def test_a_thing_and_its_date_then_do_it_is_one_task_done_to_that_thing(text: str, title: str, due: str) -> None:
    assert steps(text) == [("add_task", None, {"due": due, "title": title})]


@pytest.mark.parametrize(("text", "titles"), [
    ("moving stuff: need to cancel the virgin broadband, redirect post with royal mail, and tell the council about "
     "council tax. add all 3",
     ["Cancel the virgin broadband", "Redirect post with royal mail", "Tell the council about council tax"]),
])
def test_several_to_dos_after_need_to_are_each_a_task(text: str, titles: list[str]) -> None:
    assert [params["title"] for _, _, params in steps(text)] == titles


def test_a_real_topic_still_notes_each_task() -> None:
    found = steps("bathroom reno: need to buy grout, fix the tap and paint the ceiling")
    assert [params.get("description") for _, _, params in found] == ["bathroom reno"] * 3


@pytest.mark.parametrize(("text", "title"), [
    ("also need boxes. order 30 boxes and bubble wrap off amazon", "Order 30 boxes and bubble wrap off amazon"),
    ("need stamps. buy a book of stamps at the post office", "Buy a book of stamps at the post office"),
    ("oh and we need a plumber. ring the plumber about the leak", "Ring the plumber about the leak"),
])
def test_a_thing_needed_then_how_to_get_it_adds_only_that_to_do(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]
