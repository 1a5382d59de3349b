"""Reminders asked after, named and set in other words: the formal or terse list question ("could you tell me which
reminders I presently have set?", "got any reminders on?", "reminders i've got?"), a reminder named by its hour
("scrap the 3 o'clock reminder"), the letter-writer's ask for one ("I should be grateful for a reminder on …"), who is
spoken to ("… bana") and an afterthought after a comma ("…, oh and the knife roll came so tick that off").
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize("text", [
    "Could you tell me which reminders I presently have set?",
    "Might you confirm which reminders I now have?",
    "tell me which reminders i have",
    "could you tell me what reminders i have",
    "can you confirm which reminders i have",
    "i'd like to know what reminders i have set",
    "may i ask what reminders i have",
    "Would you kindly tell me which reminders I have at present?",
    "let me know which reminders are still on",
    "got any reminders on?",
    "reminders i've got?",
    "reminders ive got",
    "reminders i have?",
])
def test_a_list_question_about_reminders_lists_them(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


@pytest.mark.parametrize("text", ["tell me what to do", "i'd love a holiday", "i would appreciate some help"])
def test_near_misses_set_no_reminder_and_list_none(text: str) -> None:
    assert all(intent not in ("list_reminders", "schedule_reminder") for intent, _, _ in steps(text))


@pytest.mark.parametrize(("text", "hour"), [
    ("scrap the 3 o'clock reminder, he's just rung me", "03:00"),
    ("cancel the six o'clock reminder", "06:00"),
    ("delete my 7 oclock reminder", "07:00"),
    ("stop the 10 o clock alarm", "10:00"),
    ("get rid of the 3 o'clock reminder", "03:00"),
    ("no need for the 3 o'clock reminder", "03:00"),
])
def test_a_reminder_named_by_its_hour_is_cancelled_whichever_half_of_the_day(text: str, hour: str) -> None:
    # loose: the one at 3 in the afternoon is meant when that is the one set
    assert steps(text) == [("cancel_reminder", None, {"reminder_time": hour, "reminder_time_loose": True})]


def test_the_hour_and_the_task_both_name_the_reminder() -> None:
    assert steps("scrap the 3 o'clock butcher reminder") == [
        ("cancel_reminder", None, {"task_ref": title("butcher"), "reminder_time": "03:00",
                                   "reminder_time_loose": True})]


@pytest.mark.parametrize(("text", "name", "when"), [
    ("I should be grateful for a reminder on Wednesday at ten o'clock in the morning to telephone the surgery about "
     "my repeat prescription.", "Telephone the surgery about my repeat prescription", "2026-11-25T10:00:00+00:00"),
    ("I'd appreciate a reminder on wednesday at 10am to call the surgery", "Call the surgery",
     "2026-11-25T10:00:00+00:00"),
    ("could I have a reminder on wednesday at 10am to call the surgery", "Call the surgery",
     "2026-11-25T10:00:00+00:00"),
    ("i would be most grateful for a reminder tomorrow at 9 to post the letter", "Post the letter",
     "2026-11-24T09:00:00+00:00"),
    ("i'd really appreciate a reminder tmrw at 8 to take my meds", "Take my meds", "2026-11-24T08:00:00+00:00"),
])
def test_a_reminder_asked_for_politely_is_set(text: str, name: str, when: str) -> None:
    assert steps(text) == [("add_task", None, {"title": name}),
                           ("schedule_reminder", None, {"task_ref": {"kind": "pronoun"}, "when": when})]


@pytest.mark.parametrize("text", ["stop the sacco reminder bana", "stop the sacco reminder, bhai"])
def test_who_is_spoken_to_is_no_part_of_the_task(text: str) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": title("sacco")})]


def test_an_afterthought_after_a_comma_is_its_own_step() -> None:
    found = steps("what a shift. remind me at 6am tmrw to defrost the lamb shoulders, oh and the knife roll came so "
                  "tick that off")
    assert found[0] == ("add_task", None, {"title": "Defrost the lamb shoulders"})
    assert found[1][0] == "schedule_reminder"
    assert found[2] == ("complete_task", None, {"task_ref": title("knife roll came")})
    assert steps("add bread, oh and milk") == [("add_task", None, {"title": "Bread"}),
                                               ("add_task", None, {"title": "Milk"})]
    assert steps("add fish and chips") == [("add_task", None, {"title": "Fish and chips"})]
