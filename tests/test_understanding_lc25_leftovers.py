"""Long chat 25's leftovers: a change of mind that takes back only the request said just before it, and a remark
said last that must not swallow a second done-report."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "kept"), [
    ("make 44 due tuesday dec 8 too, and delete... no wait keep it",
     ("update_task", None, {"task_ref": {"kind": "number", "value": 44}, "due": "2026-12-08"})),
    ("mark 2 done, and delete 5 - no wait, keep it",
     ("complete_task", None, {"task_ref": {"kind": "number", "value": 2}})),
    ("move the vet to friday and delete the gym one.. actually no, leave it",
     ("update_task", None, {"task_ref": {"kind": "title", "value": "vet"}, "due": "2026-11-27"})),
    ("rename 3 to oat milk, then remove 4 - no wait never mind",
     ("update_task", None, {"task_ref": {"kind": "number", "value": 3}, "title": "Oat milk"})),
    ("set 3 to low and remove... actually no, scratch that",
     ("update_task", None, {"task_ref": {"kind": "number", "value": 3}, "priority": "low"})),
])
def test_a_change_of_mind_takes_back_only_the_last_request(text: str, kept: tuple) -> None:
    assert steps(text) == [kept]


@pytest.mark.parametrize("text", ["delete 4... no wait keep it", "add milk, no wait, never mind",
                                  "add milk and bread, no wait, never mind"])
def test_a_change_of_mind_about_the_only_request_still_cancels_it(text: str) -> None:
    assert steps(text) == [("none", "cancel", {})]


@pytest.mark.parametrize("text", ["mark 4 done and 3 too. thanks", "mark 4 done and 3 too. cheers, ur a star",
                                  "mark 4 done and 3 too. all good here"])
def test_a_remark_said_last_keeps_both_done_reports(text: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "number", "value": 4}}),
                           ("complete_task", None, {"task_ref": {"kind": "number", "value": 3}})]


def test_two_done_reports_then_what_the_doctor_said() -> None:
    found = steps("keynote done, it was great. also the dad cardiology went fine yesterday, mark it done. "
                  "doctor says keep the losartan")
    assert [s[0] for s in found] == ["complete_task", "complete_task"]
    assert found[0][2]["task_ref"]["value"] == "keynote"
    assert "cardiology" in found[1][2]["task_ref"]["value"]
