"""Requests about dates, repeats, reminders and time zones said inside everyday talk: "stop it repeating", someone
ringing the user ("they just rang me, cancel that reminder") is no done-report, dialect and mild oaths around a
request ("whit reminders have a got", "make it high priority o", "dang ok move the permit"), a to-do verb used as a
noun in a remark ("shop had a slot"), a holiday word inside a task's name ("christmas boxes by friday"), the place
said made the time zone ("i'm in honolulu rn, set that as my timezone") and "no, just bailey" to a change of several.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize(("text", "ref"), [
    ("hmm actually just this once, stop it repeating", PRONOUN),
    ("actually stop it repeating, she's leaving in december", PRONOUN),
    ("stop the bins from repeating", title("bins")),
    ("stop the gym one recurring please", title("gym")),
])
def test_stop_it_repeating_clears_the_repeat(text: str, ref: dict) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "repeat": ""})]


@pytest.mark.parametrize("text", [
    "oh they just rang me, cancel that reminder",
    "they called back, cancel the reminder",
    "the surgery just phoned us, so cancel that reminder",
])
def test_someone_ringing_the_user_is_no_done_report(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["cancel_reminder"]


def test_ringing_someone_is_still_a_done_report() -> None:
    assert steps("just rang the bank")[0][0] == "complete_task"


@pytest.mark.parametrize("text", ["whit reminders have a got", "what reminders have a got left"])
def test_scots_what_have_i_got_lists_reminders(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


@pytest.mark.parametrize("text", [
    "and make it high priority o, he has been patient",
    "abeg make it high priority o, e don tey",
])
def test_nigerian_emphatic_o_does_not_become_a_task(text: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": PRONOUN, "priority": "high"})]


def test_a_title_ending_in_o_keeps_it() -> None:
    assert steps("add buy blood type o")[0][2]["title"] == "Buy blood type o"


@pytest.mark.parametrize(("text", "due"), [
    ("dang ok move the permit to wednesday i'll go to the office then", "2026-11-25"),
    ("damn, move the permit to friday", "2026-11-27"),
])
def test_a_mild_oath_before_a_move(text: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title("permit"), "due": due})]


@pytest.mark.parametrize("text", ["wait first tell me whats overdue", "hang on, first tell me what's overdue"])
def test_wait_first_tell_me_lists(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"due": "overdue"})]


@pytest.mark.parametrize("text", [
    "brake pads done, shop had a slot this mornin",
    "brake pads done, shop was quiet this morning",
])
def test_a_done_report_then_news_about_the_shop(text: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title("brake pads")})]


@pytest.mark.parametrize("text", ["shop had a slot this morning", "call was fine"])
def test_a_to_do_verb_as_the_subject_of_news_is_no_task(text: str) -> None:
    assert steps(text)[0][0] != "add_task"


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("christmas boxes by friday pls", "christmas boxes", "2026-11-27"),
    ("xmas cards by sunday", "xmas cards", "2026-11-29"),
])
def test_a_holiday_word_in_a_tasks_name_then_its_date(text: str, ref: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "due": due, "or_add": True})]


@pytest.mark.parametrize(("text", "zone"), [
    ("i'm in honolulu rn, set that as my timezone", "Pacific/Honolulu"),
    ("im in tokyo now, make that my time zone", "Asia/Tokyo"),
    ("we're in lisbon atm, use that as the timezone pls", "Europe/Lisbon"),
])
def test_the_place_said_made_the_time_zone(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_oh_and_after_a_reminder_starts_another_clause() -> None:
    found = steps("remind me at 7 to pack the lunches, oh and the gas bill is paid now")
    assert found[0] == ("add_task", None, {"title": "Pack the lunches"})
    assert found[-1] == ("complete_task", None, {"task_ref": title("gas bill")})


_ASKED = ConversationContext(awaiting_confirmation=True, pending_intent="update_task")


@pytest.mark.parametrize(("text", "kept"), [
    ("hang on no. just bailey, rocco's owner can bring him to the salon", [title("bailey")]),
    ("nah only the milk one pls", [title("milk")]),
    ("only #2 and #4", [{"kind": "number", "value": 2}, {"kind": "number", "value": 4}]),
])
def test_just_some_of_a_change_of_several(text: str, kept: list[dict]) -> None:
    assert steps(text, _ASKED) == [("none", "confirm", {"only": kept, "affirmed": True})]


def test_just_do_it_is_no_narrowing() -> None:
    assert all("only" not in s[2] for s in steps("just do it", _ASKED))
