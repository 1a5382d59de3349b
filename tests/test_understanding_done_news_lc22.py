"""Completion news from long chat 22: a sign-off never ticks a task ("i think that's the week sorted. thanks"), who
did it is no part of the task ("stock return picked up by the courier", "husband did the bins wednesday"), and when
it got done or how sure it is ("last night obv") is cut from the task's words. Clock fixed (Mon 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", [
    "ok i think that's the week sorted. thanks, you were a big help (mostly lol)",
    "i think that's the week sorted",
    "right thats my week done. thanks!",
    "that's everything done, cheers",
    "so that's today sorted i think",
])
def test_a_sign_off_ticks_no_task(text: str) -> None:
    assert all(s[0] != "complete_task" for s in steps(text)), steps(text)


@pytest.mark.parametrize(("text", "ref"), [
    ("stock return picked up by the courier 👍", "stock return"),
    ("the parcel was collected by the courier", "parcel"),
    ("bins put out by my husband", "bins"),
    ("the car was fixed by the garage", "car"),
    ("husband did the bins wednesday, mark it done", "bins"),
    ("my partner put the bins out", "bins"),
    ("oh and i packed his bag last night obv, tick that off", "his bag"),
    ("packed arjun's bag thursday night, tick that", "arjun's bag"),
    ("paid the gas bill yesterday evening", "gas bill"),
])
def test_who_did_it_and_when_are_no_part_of_the_task(text: str, ref: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["complete_task"], found
    assert found[0][2]["task_ref"]["value"] == ref


def test_someone_elses_news_then_a_delete_keeps_both_parts() -> None:
    found = steps("husband did the bins wednesday, mark it done. and delete the potluck and flight tasks, "
                  "they're done and just clutter")
    assert [(s[0], s[2]["task_ref"]["value"]) for s in found] == [
        ("complete_task", "bins"), ("delete_task", "potluck"), ("delete_task", "flight")]


@pytest.mark.parametrize("text", ["my son needs new shoes", "my husband is sick", "mum called"])
def test_family_news_that_is_no_report_ticks_nothing(text: str) -> None:
    assert all(s[0] != "complete_task" for s in steps(text)), steps(text)


@pytest.mark.parametrize(("text", "act"), [
    ("ok i think that's the week sorted. thanks, you were a big help (mostly lol)", "bye"),
    ("ok i think that's the week sorted. thanks", "bye"),
    ("that's everything sorted, cheers!", "bye"),
    ("you were a big help", "thanks"),
    ("thanks, you've been a great help", "thanks"),
])
def test_a_week_wrapped_up_with_thanks_is_a_goodbye(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]
