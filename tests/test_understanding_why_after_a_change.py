"""After a change to a task, "need to sort that before …", "gotta do it before friday" says why, of that task: no new
task "Sort that …" or "Do it". A need of its own after the change ("need to call the school") is still a new task.
Clock: Mon 23 Nov 2026 09:00 UTC."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "intent"), [
    ("and put the dev swap as high priority, need to sort that before the rota goes up", "update_task"),
    ("move the dentist to friday, need to sort that before the holidays", "update_task"),
    ("put the dev swap as high priority, gotta do it before friday", "update_task"),
    ("and mark the bins done, have to do it every week anyway", "complete_task"),
    ("push the essay to monday, i need to finish it properly", "update_task"),
])
def test_what_must_be_done_with_it_after_a_change_is_why(text: str, intent: str) -> None:
    assert [step[0] for step in steps(text)] == [intent]


@pytest.mark.parametrize("text", ["move the dentist to friday, need to call the school",
                                  "mark the bins done, need to buy bin bags"])
def test_a_need_of_its_own_after_a_change_is_still_added(text: str) -> None:
    assert [step[0] for step in steps(text)][-1] == "add_task"
