"""The task meant, said more than one way in one message, and answers to "which one?": a "#N" said beside words that
fit several tasks is that task (never when the number is part of a new name or a note); "15 yes" / "yep #4 pls" answer
with the number; "neither" / "none of those, its all sorted" drop the question. Near misses stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(
    ("text", "intent", "n"),
    [
        ("first night shift done, tick it off. #9", "complete_task", 9),
        ("tick off night shift (#9)", "complete_task", 9),
        ("night shift done, its #9", "complete_task", 9),
        ("tick it off #12", "complete_task", 12),
        ("done with the night shift, the #9 one", "complete_task", 9),
        ("move night shift to friday, #4", "update_task", 4),
    ],
)
def test_number_said_beside_words_is_the_task(text: str, intent: str, n: int) -> None:
    found = steps(text)
    assert len(found) == 1
    assert found[0][0] == intent
    assert found[0][2]["task_ref"] == {"kind": "number", "value": n}


@pytest.mark.parametrize(
    "text",
    ["rename night shift to shift #2", "add a note to night shift: swap with #4", "add buy batteries #9 size"],
)
def test_number_inside_a_name_or_note_is_not_the_task(text: str) -> None:
    for _, _, params in steps(text):
        assert (params.get("task_ref") or {}).get("kind") != "number"


@pytest.mark.parametrize(
    "text",
    ["neither, thats all sorted", "neither", "neither of them", "none of those, its all sorted now",
     "not either of them", "nvm thats all sorted", "neither lol"],
)
def test_neither_is_a_cancel(text: str) -> None:
    assert steps(text) == [("none", "cancel", {})]


def test_all_sorted_alone_is_not_a_cancel() -> None:
    assert steps("the bins are sorted")[0][0] == "complete_task"


_ASKED = ConversationContext(pending_intent="complete_task", pending_slot="task_ref")


@pytest.mark.parametrize(
    ("text", "n"),
    [("15 yes", 15), ("yes 15", 15), ("yep #4 pls", 4), ("2 thats the one", 2), ("#7 please", 7), ("ok 3", 3)],
)
def test_number_with_a_yes_answers_which_one(text: str, n: int) -> None:
    found = steps(text, context=_ASKED)
    assert [p["task_ref"] for _, _, p in found] == [{"kind": "number", "value": n}]
