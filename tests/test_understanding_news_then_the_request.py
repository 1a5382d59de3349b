"""A piece of news, then the request: a feeling or a story said first ("ugh just realised im not in today", "mum
says she wants to cook", "argh the payment bounced") is why, never a task of its own, and the request after it is
done. Also questions and answers that used to be lost: "X is done actually", "noo undo that", "sort whats left by
date", "is the car reminder 12.30 now?", "what did you actually save". Clock fixed as in test_understanding_rules
(Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title

# ------------------------------------------------------------------ news first, then a command on a task


@pytest.mark.parametrize(
    ("text", "intent", "ref"),
    [
        ("mum says she wants to cook on boxing day so bin the table booking", "delete_task", "table booking"),
        ("my sister reckons she'll do the school run, so delete the pickup one", "delete_task", "pickup"),
        ("argh the trainline payment just bounced. un-tick the train tickets", "reopen_task", "train tickets"),
        ("ugh the card got declined, untick the hotel booking", "reopen_task", "hotel booking"),
        ("omg the boiler guy cancelled again, move the boiler service to next week", "update_task", "boiler service"),
        ("the landlord says he wants it by friday, so move the deposit one to thursday", "update_task", "deposit"),
    ],
)
def test_the_news_before_a_command_is_no_task(text: str, intent: str, ref: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == [intent], found
    assert found[0][2]["task_ref"] == title(ref)


@pytest.mark.parametrize(
    "text",
    [
        "ugh just realised im not in today, swapped with sanjay. push everything thats due today to monday",
        "argh forgot im off tomorrow, swapped shifts with jo. move everything due tomorrow to friday",
    ],
)
def test_a_day_off_told_then_a_bulk_move_moves_only(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["update_task"], found
    assert found[0][2]["task_ref"]["kind"] == "all"


def test_a_real_to_do_beside_a_command_is_still_added() -> None:
    found = steps("ugh buy milk and delete the gym one")
    assert [s[0] for s in found] == ["add_task", "delete_task"]
    assert found[0][2]["title"] == "Buy milk"


# ------------------------------------------------------------------ done, said with "actually"


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("thx. ok stock check is done actually, sanjay did it yesterday he just texted", "stock check"),
        ("the bin order is actually done", "bin order"),
        ("oh the vet bill's paid actually", "vet bill"),
        ("invoice is sent now actually", "invoice"),
    ],
)
def test_done_actually_ticks_that_task(text: str, ref: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["complete_task"], found
    assert found[0][2]["task_ref"] == title(ref)


# ------------------------------------------------------------------ undo with a drawn-out no


@pytest.mark.parametrize("text", ["noo undo that, that was the rota", "nooo undo", "ohh undo that pls",
                                  "noo undo, wrong one"])
def test_a_long_no_then_undo_undoes(text: str) -> None:
    assert [(s[0], s[1]) for s in steps(text)] == [("none", "undo")]


def test_a_long_no_alone_is_still_no() -> None:
    assert [(s[0], s[1]) for s in steps("noo")] == [("none", "deny")]


# ------------------------------------------------------------------ what is left, sorted


@pytest.mark.parametrize("text", ["sort whats left by date pls", "sort what i've got left by due date please",
                                  "order what's still to do by deadline"])
def test_sort_whats_left_lists_the_pending_ones_by_date(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"status": "pending", "sort": "due"})]


# ------------------------------------------------------------------ a question about a task's reminder


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("is the car reminder 12.30 now", "car"),
        ("is the car reminder at 12:30 now?", "car"),
        ("will the fridge reminder still go off today? dont want it pinging on my day off", "fridge"),
        ("does the bins reminder still go off on friday", "bins"),
        ("will the gym reminder ring at 7am?", "gym"),
        ("is the dentist reminder set for 9", "dentist"),
        ("is the vet reminder still for tomorrow", "vet"),
        ("does the bin reminder still go off next week?", "bin"),
        ("will the gym reminder go off tomorrow", "gym"),
    ],
)
def test_asking_about_a_reminder_shows_it_and_sets_none(text: str, ref: str) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": title(ref)})]


# ------------------------------------------------------------------ what did you save


@pytest.mark.parametrize(
    "text",
    [
        "what did you actually save",
        "so what have u added?",
        "what did you put down",
        "um no thats all mashed together. thats 3 separate things. what did you actually save",
    ],
)
def test_what_did_you_save_shows_the_list(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {})]
