"""Which task is meant in a busy chat: "the boots one is for dad, can u change it to …" (the task that one
names, not whichever task the rest of the news mentions), "tick off asking him" (a pronoun names no task),
"ordered them, done" among two orders (the one just talked about), and "bring back the deposit one actually"
(a second thought after the name is no part of it).
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import steps, title
from todobot.dialogue.references import resolve_reference
from todobot.understanding.model import ConversationContext


def _tasks(*titles: str) -> list[dict[str, Any]]:
    return [{"id": str(i), "number": i, "title": t, "status": "pending"} for i, t in enumerate(titles, 1)]


# ------------------------------------------------------------------ "the X one is …, change it to …"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("the boots one is for dad btw, can u change it to pick up dads prescription from boots", "boots"),
        ("the vet one is for the cat not the dog, rename it to book the cat's jabs", "vet"),
        ("that gym task is wrong, can you change it to gym with sam", "gym"),
        ("so the dentist thing needs a new name. call it dentist for ella", "dentist"),
    ],
)
def test_a_task_named_as_the_x_one_before_a_change_on_it_is_that_task(text: str, words: str) -> None:
    got = steps(text)
    assert len(got) == 1 and got[0][0] == "update_task"
    assert got[0][2]["task_ref"] == title(words)


def test_the_x_one_named_in_news_resolves_to_its_own_task_not_the_one_the_news_mentions() -> None:
    tasks = _tasks("Drive dad to physio at the royal", "Pick up his prescription from boots")
    found = resolve_reference(title("boots"), tasks)
    assert found.task is not None and found.task["number"] == 2


# ------------------------------------------------------------------ pronouns name no task


@pytest.mark.parametrize(
    ("words", "titles", "meant"),
    [
        ("asking him", ("Ask vik to cover dads physio", "Get him new goggles"), "Ask vik to cover dads physio"),
        ("calling her", ("Call the salon about her hair", "Buy her a birthday card"), "Call the salon about her hair"),
        ("emailing them", ("Email the landlord", "Pick them up from school"), "Email the landlord"),
    ],
)
def test_a_doing_word_and_a_pronoun_find_the_task_of_that_doing(words: str, titles: tuple[str, ...],
                                                                  meant: str) -> None:
    found = resolve_reference(title(words), _tasks(*titles))
    assert found.task is not None and found.task["title"] == meant


def test_a_title_made_of_a_pronoun_is_still_found() -> None:
    found = resolve_reference(title("call her"), _tasks("Call her back", "Buy milk"))
    assert found.task is not None and found.task["title"] == "Call her back"


# ------------------------------------------------------------------ "ordered them" of the task just talked about


@pytest.mark.parametrize(
    ("words", "titles", "last"),
    [
        ("ordered them", ("Order 30 boxes and bubble wrap", "Order dads repeat prescription", "Book the van"), 1),
        ("booked them", ("Book the van", "Book the MOT"), 2),
    ],
)
def test_words_pointing_back_take_the_task_just_talked_about_among_several(words: str, titles: tuple[str, ...],
                                                                             last: int) -> None:
    tasks = _tasks(*titles)
    found = resolve_reference(title(words), tasks, last_task=tasks[last - 1])
    assert found.task is not None and found.task["number"] == last


def test_words_naming_several_without_pointing_back_still_ask() -> None:
    tasks = _tasks("Order 30 boxes", "Order dads repeat prescription")
    found = resolve_reference(title("order"), tasks, last_task=tasks[0])
    assert found.task is None and len(found.candidates) == 2


# ------------------------------------------------------------------ "bring back the X one actually"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("oh bring back the deposit one actually, thats where i'll put the ref", "deposit"),
        ("restore the dentist task then", "dentist"),
        ("bring back the gym one after all", "gym"),
        ("put the milk back again please", "milk"),
    ],
)
def test_bring_back_a_named_task_with_second_thoughts_after_it(text: str, words: str) -> None:
    got = steps(text)
    assert got == [("none", "undo", {"task_ref": title(words)})]


# ------------------------------------------------------------------ "both, theyre both done" answering "which one?"


@pytest.mark.parametrize("answer", ["both, theyre both done", "they're both done", "yeah both done",
                                    "both of them, sorted"])
def test_both_said_with_the_news_answers_which_one_with_the_two_offered(answer: str) -> None:
    context = ConversationContext(pending_intent="complete_task", pending_slot="task_ref")
    got = steps(answer, context)
    assert got == [("complete_task", None, {"task_ref": {"kind": "ordinal", "value": 1}}),
                   ("complete_task", None, {"task_ref": {"kind": "ordinal", "value": 2}})]


def test_both_done_with_no_question_open_is_no_answer() -> None:
    assert all(s[2].get("task_ref") != {"kind": "ordinal", "value": 2} for s in steps("both done"))
