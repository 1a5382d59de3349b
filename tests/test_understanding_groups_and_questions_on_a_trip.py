"""Questions about tasks asked on a trip, and a description tidied up by name: "which friday did you put it on?" about
the task just talked about, "what time is the recital now in my time? and the pickup" as two look-ups, "tidy up the
passport renewal description, just make it: …" as an edit of that task's description (never a new task), and a
noun made of a verb and its particle ("the amma pickup") finding the task that says the verb ("Vikram picks up
amma") — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.intents.list_tasks import said_in_full
from todobot.tools.listing import relevance
from todobot.understanding.model import ConversationContext

TALKED_ABOUT = ConversationContext(last_task={"id": "t8", "number": 8, "title": "Meera science fair project"})

# ------------------------------------------------------------------ which day did you put it on?


@pytest.mark.parametrize(
    "text",
    [
        "which friday did you put it on?",
        "what day did u move it to",
        "what time did you set that for?",
        "so which friday is it on?",
        "which day is it due now",
        "what date did you put that one on",
    ],
)
def test_which_day_it_was_put_on_shows_the_task_talked_about(text: str) -> None:
    assert steps(text, TALKED_ABOUT) == [("list_tasks", None, {"query": "meera science fair project"})]


@pytest.mark.parametrize("text", ["what time is it", "what time is it now", "which one is it", "which friday is it"])
def test_the_clock_and_bare_which_are_no_look_up_of_the_task(text: str) -> None:
    assert [intent for intent, _, _ in steps(text, TALKED_ABOUT)] != ["list_tasks"]


# ------------------------------------------------------------------ when is X (in my time)? and Y


@pytest.mark.parametrize(
    ("text", "queries"),
    [
        ("what time is the recital now in my time? and the pickup", ["recital", "pickup"]),
        ("whens the dentist? and the vet too?", ["dentist", "vet"]),
        ("what time is the keynote, and the dinner?", ["keynote", "dinner"]),
        ("when is the pickup in local time", ["pickup"]),
        ("what time is the recital in my time zone", ["recital"]),
    ],
)
def test_when_is_asked_of_each_thing_named(text: str, queries: list[str]) -> None:
    assert steps(text) == [("list_tasks", None, {"query": q}) for q in queries]


def test_an_add_of_two_things_is_still_two_adds() -> None:
    assert [p["title"] for _, _, p in steps("add milk and the eggs")] == ["Milk", "The eggs"]


# ------------------------------------------------------------------ tidy up the X description, make it: …


@pytest.mark.parametrize(
    ("text", "ref", "description"),
    [
        ("and tidy up the passport renewal description, just make it: mail forms by the 15th", "passport renewal",
         "mail forms by the 15th"),
        ("tidy up the description of the passport renewal, make it: mail forms by the 15th", "passport renewal",
         "mail forms by the 15th"),
        ("clean up the notes on the vet one, just make them: bring the vaccination card", "vet",
         "bring the vaccination card"),
        ("shorten the boiler service description, make it: ring the bell twice", "boiler service",
         "ring the bell twice"),
    ],
)
def test_a_description_tidied_up_by_name_is_replaced(text: str, ref: str, description: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "description": description})]


@pytest.mark.parametrize("text", ["tidy up the garage", "clean up the notes from the meeting"])
def test_tidying_a_thing_is_still_a_new_task(text: str) -> None:
    assert [intent for intent, _, _ in steps(text)] == ["add_task"]


def test_a_note_after_a_dash_stays_one_task() -> None:
    assert steps("add call the bank - ask about the fee") == [
        ("add_task", None, {"title": "Call the bank", "description": "ask about the fee"})]


# ------------------------------------------------------------------ the amma pickup is "picks up amma"


@pytest.mark.parametrize(
    ("query", "task"),
    [
        ("amma pickup", "Vikram picks up amma at pearson"),
        ("pearson pickup", "Vikram picks up amma at pearson"),
        ("boiler checkup", "Check the boiler"),
        ("school dropoff", "Drop off the kids at school"),
    ],
)
def test_a_verb_and_particle_noun_finds_the_task_saying_the_verb(query: str, task: str) -> None:
    assert relevance(query.split(), task, None) is not None
    assert said_in_full([{"title": task}], query) == [{"title": task}]


@pytest.mark.parametrize(("query", "task"), [("upset", "Up the rent"), ("cardigan", "Card for mum"),
                                             ("pickles", "Pick up the kids")])
def test_other_words_do_not_name_the_verb(query: str, task: str) -> None:
    assert said_in_full([{"title": task}], query) == []
