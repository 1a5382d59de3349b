"""Long chat 21: words taken out of a title ("take the friday out of the apprentices title"), what to note then the
task whose notes it goes in ("…, put that in the deposits note"), and a reminder named with its time ("and the
reminder on 13, tuesday 10.30": set, not asked about). Near-misses keep their old readings.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "ref", "words"),
    [
        ("take the friday out of the apprentices title", {"kind": "title", "value": "apprentices"}, "the friday"),
        ("take the word starts off the end of that title", {"kind": "pronoun"}, "starts"),
        ('remove "friday" from the title of 2', {"kind": "number", "value": 2}, "friday"),
        ("drop the word urgent from 3s title", {"kind": "number", "value": 3}, "urgent"),
        ("get rid of the word tomorrow in task 4's title", {"kind": "number", "value": 4}, "tomorrow"),
        ("take 'asap' out of its title", {"kind": "pronoun"}, "asap"),
        ("take out friday from the apprentices title pls", {"kind": "title", "value": "apprentices"}, "friday"),
        ("can you remove the word starts from the title", {"kind": "pronoun"}, "starts"),
        ("cut starts off the end of the kavanagh title", {"kind": "title", "value": "kavanagh"}, "starts"),
        ("delete friday from the name of the apprentices one", {"kind": "title", "value": "apprentices"}, "friday"),
    ],
)
def test_words_taken_out_of_a_title(text: str, ref: dict[str, object], words: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "title_drop": words})]


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("take the bins out friday", "add_task"),
        ("take the kids out of school friday", "add_task"),
        ("remove friday from my list", "delete_task"),
    ],
)
def test_no_title_named_is_no_title_edit(text: str, intent: str) -> None:
    assert [s[0] for s in steps(text)] == [intent]


def test_clear_note_then_title_words_are_two_edits() -> None:
    said = steps("clear the description on the hostel one, and take the friday out of the apprentices title")
    assert said == [("update_task", None, {"task_ref": {"kind": "title", "value": "hostel"}, "description": ""}),
                    ("update_task", None, {"task_ref": {"kind": "title", "value": "apprentices"},
                                           "title_drop": "the friday"})]


@pytest.mark.parametrize(
    ("text", "ref", "note"),
    [
        ("still waiting on deposits from 2 of the lads, put that in the deposits note", "deposits",
         "still waiting on deposits from 2 of the lads"),
        ("waiting on 2 lads, put that in the deposits note", "deposits", "waiting on 2 lads"),
        ("still waiting on 2 lads, add that to the notes on stag deposits", "stag deposits", "still waiting on 2 lads"),
        ("waiting on 2 lads - stick that in the notes for deposits", "deposits", "waiting on 2 lads"),
        ("2 lads still owe, can you pop that in the stag deposits description", "stag deposits", "2 lads still owe"),
        ("gary and mick havent paid, stick that on the deposits notes", "deposits", "gary and mick havent paid"),
    ],
)
def test_noted_then_the_task_whose_notes(text: str, ref: str, note: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "title", "value": ref}, "note": note})]


def test_news_then_a_note_on_another_task() -> None:
    said = steps("stag update: hostel is booked. still waiting on deposits from 2 of the lads, put that in the "
                 "deposits note")
    assert [s[0] for s in said] == ["complete_task", "update_task"]
    assert said[1][2] == {"task_ref": {"kind": "title", "value": "deposits"},
                          "note": "still waiting on deposits from 2 of the lads"}


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("and the reminder on 13, tuesday 10.30", {"kind": "number", "value": 13}),
        ("the reminder on 13 tuesday 10.30", {"kind": "number", "value": 13}),
        ("and the reminder for the gp one, tuesday 10.30", {"kind": "title", "value": "gp"}),
        ("ok and the alarm on 13, tues at 10:30am", {"kind": "number", "value": 13}),
        ("and the reminder about the gp, tue 10:30", {"kind": "title", "value": "gp"}),
        ("and the reminder on 13 - tuesday at half ten", {"kind": "number", "value": 13}),
    ],
)
def test_reminder_named_with_its_time_sets_one(text: str, ref: dict[str, object]) -> None:
    assert steps(text) == [("schedule_reminder", None, {"task_ref": ref, "when": "2026-11-24T10:30:00+00:00"})]


@pytest.mark.parametrize(
    "text",
    ["and the reminder on 13?", "the reminder on 13", "what's the reminder on 13", "the reminder on 13, when is it",
     "the reminder for the dentist one", "the reminder on 13 is tuesday 10.30 right?"],
)
def test_reminder_asked_about_stays_a_question(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["list_reminders"]
