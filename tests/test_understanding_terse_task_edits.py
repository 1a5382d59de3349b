"""Edits said tersely, the way people type between jobs: a task's words and its new date ("gas bill due fri",
"vet to thursday", "passport renewal. due 3 dec 10am") or its priority ("boiler service p1", "garage clear out
whenever, low"), with no verb. The task with those words changes; with none, the dialogue offers to add one (the
reading carries `or_add`), as it already did for such words. A verb first ("buy milk due friday") is still a new task.
Also: the small conversation words met in the same chats ("certainly", "undo sorry wrong button", "the same" for
the task just talked about, "owt"/"wetin" questions, reminders "that remain", "no need for the X reminder").
Each test asserts what the user would notice: which task changes and how, and that no junk task is added.
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title

PRONOUN = {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "words", "due"),
    [
        ("gas bill due fri", "gas bill", "2026-11-27"),
        ("vet to thursday", "vet", "2026-11-26"),
        ("passport renewal. due 3 dec 10am", "passport renewal", "2026-12-03T10:00:00+00:00"),
        ("council tax by the 1st", "council tax", "2026-12-01"),
        ("school trip money due tomorrow pls", "school trip money", "2026-11-24"),
        ("and the boiler service to next monday", "boiler service", "2026-11-30"),
    ],
)
def test_a_task_named_then_a_date_moves_that_task(text: str, words: str, due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(words), "due": due, "or_add": True})]


@pytest.mark.parametrize(
    ("text", "words", "level"),
    [
        ("boiler service p1", "boiler service", "high"),
        ("garage clear out whenever, low", "garage clear out", "low"),
        ("tax return - high", "tax return", "high"),
        ("window cleaner p3", "window cleaner", "low"),
        ("car wash low priority", "car wash", "low"),
    ],
)
def test_a_task_named_then_a_level_sets_its_priority(text: str, words: str, level: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(words), "priority": level, "or_add": True})]


@pytest.mark.parametrize("text", ["buy milk due friday", "call mum p1", "ring the garage to friday",
                                  "email the landlord high priority"])
def test_a_verb_first_is_still_a_new_task(text: str) -> None:
    assert steps(text)[0][0] == "add_task"


@pytest.mark.parametrize("text", ["whats high priority", "what's due friday", "anything due tomorrow",
                                  "show high priority", "owt due today?", "wetin remain for this week"])
def test_questions_stay_questions(text: str) -> None:
    assert [intent for intent, _, _ in steps(text)] == ["list_tasks"]


@pytest.mark.parametrize("text", ["Certainly.", "yes, certainly", "By all means", "very well"])
def test_polite_yes_confirms(text: str) -> None:
    assert steps(text) == [("none", "confirm", {})]


@pytest.mark.parametrize("text", ["undo sorry fat fingers", "undo my bad", "revert that sorry wrong button"])
def test_undo_with_an_apology_is_an_undo(text: str) -> None:
    assert [act for _, act, _ in steps(text)] == ["undo"]


@pytest.mark.parametrize(
    ("text", "intent", "extra"),
    [
        ("Kindly mark the same as urgent.", "update_task", {"priority": "high"}),
        ("Please delete the same.", "delete_task", {}),
        ("kindly mark the same as done", "complete_task", {}),
    ],
)
def test_the_same_is_the_task_talked_about(text: str, intent: str, extra: dict) -> None:
    assert steps(text) == [(intent, None, {"task_ref": PRONOUN, **extra})]


@pytest.mark.parametrize("text", ["Which reminders remain, please?", "which reminders are still there",
                                  "what reminders have i got now, love"])
def test_reminders_that_remain_are_listed(text: str) -> None:
    assert [intent for intent, _, _ in steps(text)] == ["list_reminders"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("no need for the bins reminder", "bins"),
        ("she'll do it herself, no need for the vet reminder", "vet"),
        ("no need for a reminder about the gym anymore", "gym"),
    ],
)
def test_no_need_for_a_reminder_cancels_it(text: str, words: str) -> None:
    assert steps(text) == [("cancel_reminder", None, {"task_ref": title(words)})]
