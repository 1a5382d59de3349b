"""Skipping one occurrence of a repeating task ("skip yoga this week", "give the gym a miss tonight"): an update_task
with `skip`, never a delete of the repeating task nor a tick. Near-misses stay what they were. Clock fixed as in
test_understanding_rules (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext


def _skip(ref: dict[str, object]) -> list[tuple[str, None, dict[str, object]]]:
    return [("update_task", None, {"task_ref": ref, "skip": True})]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("skip yoga this week", "yoga"),
        ("no yoga this thursday, skip it", "yoga"),
        ("skip this week's bins", "bins"),
        ("skip the next gym session", "gym"),
        ("not doing yoga this week", "yoga"),
        ("cancel just this week's yoga", "yoga"),
        ("miss out piano this week", "piano"),
        ("give yoga a miss this week", "yoga"),
        ("skip the thursday one", "thursday"),
        ("can u skip gym this week pls", "gym"),
        ("skipping yoga this week", "yoga"),
        ("gonna skip piano tmrw", "piano"),
        ("give the gym a miss tonight", "gym"),
        ("pass on yoga this thursday", "yoga"),
        ("skip this thursdays yoga", "yoga"),
        ("cant make yoga this week", "yoga"),
        ("cancel swimming just for this week", "swimming"),
        ("no bins this week, skip them", "bins"),
        ("yoga - skip it this week", "yoga"),
        ("sit out choir practice this sunday", "choir"),
        ("skip yoga", "yoga"),
    ],
)
def test_one_occurrence_is_skipped(text: str, task: str) -> None:
    assert steps(text) == _skip(title(task))


FOCUS = ConversationContext(last_task={"id": "t1", "number": 1, "title": "yoga"})
ASKED = ConversationContext(last_task={"id": "t1", "number": 1, "title": "yoga"}, awaiting_confirmation=True)


@pytest.mark.parametrize("text", ["skip it", "skip that one", "ok skip it then", "skip it this week", "give it a miss"])
def test_skip_it_after_a_task_was_mentioned_skips_that_task(text: str) -> None:
    assert steps(text, FOCUS) == _skip({"kind": "pronoun"})


@pytest.mark.parametrize("text", ["skip it", "ok skip it then"])
def test_skip_it_to_a_question_is_still_a_no(text: str) -> None:
    assert steps(text, ASKED) == [("none", "cancel", {})]
    assert steps(text) == [("none", "cancel", {})]


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("delete yoga", "delete_task"),
        ("not doing much this week", "unknown"),
        ("no rush this week", "unknown"),
        ("move yoga to next thursday", "update_task"),
        ("done with yoga", "complete_task"),
        ("cancel the gym membership this week", "add_task"),
        ("cancel the plumber tomorrow", "add_task"),
        ("no wait i can ring them saturday", "update_task"),
    ],
)
def test_near_misses_are_no_skip(text: str, intent: str) -> None:
    """A cancel said without "just"/"only" is a to-do of its own; news and a day alone are no skip."""
    found = steps(text)
    assert [i for i, _, _ in found] == [intent]
    assert not any(p.get("skip") for _, _, p in found)
