"""Questions about one task's day, repeat or priority, a priority taken back loosely, and a done task opened again:
"when did i say the MOT was", "is the ewes one still weekly", "the thing for the landlord, what day did i put that",
"rota's not a priority anymore", "make the abstract medium rather than high", "the chimney one needs doing again,
open it back up", "put the care plan back to pending po".
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _only(text: str) -> tuple[str, str | None, dict]:
    found = steps(text)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "query"), [
    ("when did i say the MOT was", "mot"),
    ("when did i put the dentist for", "dentist"),
    ("when did we say the vet was again", "vet"),
    ("when did i set the landlord thing for", "landlord"),
    ("does the rent one come round every month or was that a one-off", "rent"),
    ("does the bins thing come back each week", "bins"),
    ("is the ewes one still weekly", "ewes"),
    ("is the rent thing monthly or a one-off", "rent"),
    ("is my physio task every week", "physio"),
    ("is the stall levy the 1st or the 15th", "stall levy"),
    ("is the vet thursday or friday", "vet"),
    ("the thing for the landlord, what day did i put that", "landlord"),
    ("whats the vet one again, is that thursday", "vet"),
    ("what's the deal with the gas cert, when's it due and is it urgent", "gas cert"),
    ("the dentist, when's that due again?", "dentist"),
    ("the bins - is it weekly", "bins"),
    ("the gas cert, how often does that come round", "gas cert"),
    ("my physio, is it still on for tuesday", "physio"),
])
def test_a_question_about_one_tasks_day_repeat_or_priority_shows_that_task(text: str, query: str) -> None:
    intent, _, params = _only(text)
    assert intent == "list_tasks"
    assert params == {"query": query}


@pytest.mark.parametrize("text", [
    "when did i pay the rent",  # when the chore was done, not what the list says
    "when did i book the dentist",
    "is the market weekly",  # about the world
    "does the bus come every hour",
    "is today the 1st or the 2nd",
    "whats the deal with brexit",
])
def test_a_question_about_the_world_searches_no_task(text: str) -> None:
    assert _only(text)[0] != "list_tasks"


def test_a_change_asked_after_a_task_named_is_no_question() -> None:
    intent, _, params = _only("the dentist, can you move it to friday")
    assert intent == "update_task" and params["due"] == "2026-11-27"


@pytest.mark.parametrize(("text", "ref"), [
    ("rota's not a priority anymore", "rota"),
    ("the shed one is no longer a priority", "shed"),
    ("the rota isnt a priority any more", "rota"),
    ("the shed thing isn't a big priority now", "shed"),
    ("rota is not a big priority now", "rota"),
])
def test_a_task_no_longer_a_priority_goes_low(text: str, ref: str) -> None:
    intent, _, params = _only(text)
    assert intent == "update_task"
    assert params["task_ref"]["value"] == ref and params["priority"] == "low"


@pytest.mark.parametrize(("text", "ref", "level"), [
    ("make the abstract medium rather than high", "abstract", "medium"),
    ("And could you make the abstract medium rather than high? It's still important, I just think high is a bit "
     "dramatic given it's not due till next Monday.", "abstract", "medium"),
    ("make the gym one low instead of medium", "gym", "low"),
])
def test_the_level_it_had_said_after_the_new_one_is_no_part_of_the_name(text: str, ref: str, level: str) -> None:
    intent, _, params = _only(text)
    assert intent == "update_task"
    assert params["task_ref"]["value"] == ref and params["priority"] == level


def test_the_word_priority_alone_sets_no_level() -> None:
    assert _only("the rota is priority")[0] != "update_task"


@pytest.mark.parametrize(("text", "ref"), [
    ("the chimney one needs doing again, open it back up", "chimney"),
    ("the chimney thing needs doing again, reopen it", "chimney"),
    ("the gutter task has to be done again", "gutter"),
    ("open the chimney one back up", "chimney"),
    ("can you open the gutter task up again", "gutter"),
    ("put the care plan back to pending po, ma'am wants revisions", "care plan"),
    ("put the report back to pending mate", "report"),
])
def test_a_done_task_needed_again_is_reopened(text: str, ref: str) -> None:
    intent, _, params = _only(text)
    assert intent == "reopen_task"
    assert params["task_ref"]["value"] == ref


def test_open_it_back_up_reopens_the_task_talked_about() -> None:
    assert _only("open it back up")[:1] == ("reopen_task",)
    assert _only("open it back up")[2]["task_ref"]["kind"] == "pronoun"


@pytest.mark.parametrize("text", ["the lawn needs doing again", "open the shop back up", "open the window again"])
def test_news_or_a_door_opened_reopens_nothing(text: str) -> None:
    assert _only(text)[0] != "reopen_task"
