"""Every part of a message with several parts runs: a second task named after a change, a second done-report,
a reason said before the request."""

from __future__ import annotations

import pytest

from tests.readings import steps


def _refs(text: str) -> list[tuple[str, str]]:
    return [(intent, str((params.get("task_ref") or {}).get("value"))) for intent, _, params in steps(text)]


@pytest.mark.parametrize(("text", "first", "second"), [
    ("mark the rent done and the gas bill. what a week", "rent", "gas bill"),
    ("move the dentist to friday and the vet one", "dentist", "vet"),
    ("make the quarterly report urgent, and the school forms. honestly such a day", "quarterly report", "school forms"),
    ("tick off the hoovering, plus the laundry", "hoovering", "laundry"),
    ("drove gran to the clinic, done. the rota too, finally", None, "rota"),
    ("move the dentist to friday. and the vet too pls", "dentist", "vet"),
])
def test_another_task_named_after_a_change_gets_it_too(text: str, first: str | None, second: str) -> None:
    got = _refs(text)
    assert len(got) == 2 and got[0][0] == got[1][0]
    assert got[1][1] == second and (first is None or got[0][1] == first)


@pytest.mark.parametrize("text", ["gym done, fish order placed", "gym sorted, the supplier order placed",
                                  "bins done, grocery order placed already"])
def test_two_done_reports_both_run(text: str) -> None:
    assert [i for i, _ in _refs(text)] == ["complete_task", "complete_task"]


@pytest.mark.parametrize(("text", "count"), [
    ("since i'm away thu and fri, push the present and the e-fatura and the sister call to next monday", 3),
    ("cos the shop's shut till tuesday, move the paint and the tiles to wednesday", 2),
    ("as we're off next week, mark the rent and the bins done", 2),
])
def test_a_reason_said_first_leaves_the_request_whole(text: str, count: int) -> None:
    got = steps(text)
    assert len(got) == count and len({i for i, _, _ in got}) == 1 and got[0][0] != "add_task"


@pytest.mark.parametrize("text", ["add buy milk and the bread", "i need to call mum and the bank"])
def test_an_add_keeps_its_and(text: str) -> None:
    assert [i for i, _, _ in steps(text)] == ["add_task"]


@pytest.mark.parametrize("text", [
    "the school handed him his bus pass already, so you can put it as finished, and i must add collect the photos",
    "you can put it as done, and i'd like to add call the vet",
    "mark it done, and we need to add renew the parking permit",
])
def test_a_done_then_an_add_asked_for_by_the_speaker_both_run(text: str) -> None:
    assert [i for i, _, _ in steps(text)] == ["complete_task", "add_task"]


@pytest.mark.parametrize(("text", "title"), [("i must add collect the photos", "Collect the photos"),
                                             ("we need to add call the vet", "Call the vet"),
                                             ("i need to add up the receipts", "Add up the receipts")])
def test_the_speaker_wanting_it_added_adds_only_the_thing(text: str, title: str) -> None:
    assert [(i, p.get("title")) for i, _, p in steps(text)] == [("add_task", title)]


def test_stop_repeating_two_tasks_named_stops_both() -> None:
    got = steps("after that stop repeating the drive and the leave for the ferry ones")
    assert [(p.get("repeat"), (p.get("task_ref") or {}).get("value")) for _, _, p in got] == [
        ("", "drive"), ("", "leave for the ferry")]
