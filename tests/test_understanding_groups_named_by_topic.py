"""Several tasks named by what they are about rather than by their titles ("move all the party stuff to next
week", "delete everything to do with the old flat", "tick off every wedding task"): the reference is every task
whose words say so, found by a search, never one task titled "all the party stuff". A group named by status, day or
priority ("all the done ones", "all the friday stuff", "all the low priority ones") stays that filter. Clock fixed as
in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "intent", "words"),
    [
        ("move all the party stuff to next week", "update_task", "party"),
        ("push all the wedding stuff back a week pls", "update_task", "wedding"),
        ("delete everything about the old flat", "delete_task", "old flat"),
        ("get rid of everything to do with the garage sale", "delete_task", "garage sale"),
        ("tick off every wedding task", "complete_task", "wedding"),
        ("mark all the kitchen-related things done", "complete_task", "kitchen"),
        ("make all the school bits high priority", "update_task", "school"),
    ],
)
def test_a_group_named_by_its_topic_is_every_task_about_it(text: str, intent: str, words: str) -> None:
    [(said, _, params)] = steps(text)
    assert said == intent
    ref = params["task_ref"]
    assert ref["kind"] == "all"
    assert ref["query"] == words


@pytest.mark.parametrize(
    "text",
    [
        "delete all the done ones",  # status
        "move all the low priority ones to friday",  # priority
        "delete everything overdue",  # a day filter
        "move the party one to friday",  # one task, by its words
    ],
)
def test_a_group_named_by_status_day_or_priority_is_no_topic(text: str) -> None:
    assert all("query" not in (params.get("task_ref") or {}) for _, _, params in steps(text))
