"""Done-reports opened as news ("I am pleased to report that …", "I have this morning returned …"), restoring a task
to the outstanding ones, a task that "may now be removed", Swahili and Zulu words (yebo, hapana, futa, manze, eish),
a pause ("hang on") before a request, "those"/"them" said of the thing just named, a correction said to someone
("sorry yaar i meant the fifth"), and the old things worn out as why new ones are wanted — each with near misses
that must stay as they were. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I am pleased to report that the library books have been returned.", "library books"),
        ("happy to say the gas bill is paid", "gas bill"),
        ("just letting you know that i paid the gas bill", "gas bill"),
        ("you'll be pleased to hear the car is washed", "car"),
        ("I can confirm that the invoice has been sent", "invoice"),
        ("I have this morning returned the library books", "library books"),
        ("Good afternoon. I have this morning returned the library books, and I should be glad if you would record "
         "the fact.", "library books"),
        ("I've today paid the gas bill", "gas bill"),
    ],
)
def test_done_reports_opened_as_news(text: str, value: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["complete_task"], found
    assert found[0][2]["task_ref"]["value"] == value


@pytest.mark.parametrize("text", ["happy to help", "I'm happy to say I'm feeling better"])
def test_openers_with_no_report_stay_out(text: str) -> None:
    assert steps(text)[0][0] in ("unknown", "none")


def test_an_opener_before_a_new_task_still_adds() -> None:
    assert steps("just letting you know i need to call mum tomorrow")[0][0] == "add_task"


@pytest.mark.parametrize(
    "text",
    [
        "Kindly restore the letter to the parish council to my outstanding tasks; I have not, in fact, posted it.",
        "restore the letter to my outstanding tasks",
        "put the gas bill back on my outstanding list, it bounced",
        "move task 3 back to outstanding",
    ],
)
def test_restored_to_the_outstanding_tasks_reopens(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["reopen_task"]


def test_restore_alone_is_still_an_undo() -> None:
    assert steps("restore the gym one")[0][1] == "undo"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("That entry concerning the parish council may now be removed, as my neighbour has kindly taken the matter "
         "in hand.", "parish council"),
        ("the parish council one can now be deleted", "parish council"),
        ("manze delete the brakes one", "brakes"),
        ("futa the insurance one bana, tumeshalipa through the sacco", "insurance"),
    ],
)
def test_deletes(text: str, value: str) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": title(value)})]


def test_people_who_can_now_go_are_no_delete() -> None:
    assert steps("the kids can now go")[0][0] != "delete_task"


@pytest.mark.parametrize(("text", "act"), [("yebo", "confirm"), ("hapana", "deny"), ("ndiyo", "confirm"),
                                           ("aikona", "deny")])
def test_yes_and_no_in_swahili_and_zulu(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("eish add buy new safety boots, the old ones are finished", "Buy new safety boots"),
        ("buy new trainers, my old pair is finished", "Buy new trainers"),
        ("actually hang on, add order new hymnals", "Order new hymnals"),
        ("ok hold on a sec, add milk", "Milk"),
    ],
)
def test_adds_with_chatter_around_them(text: str, expected: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["add_task"], found
    assert found[0][2]["title"] == expected


def test_old_ones_finished_after_a_no_is_only_a_no() -> None:
    assert steps("no wait, keep it, the old ones are finished") == [("none", "deny", {})]


def test_hang_up_the_washing_is_still_a_task() -> None:
    assert steps("hang up the washing")[0][2]["title"] == "Hang up the washing"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("and the slides, those are done", "slides"),
        ("actually there's eggs in the walk-in already, tick them off", "eggs"),
    ],
)
def test_them_said_of_the_thing_just_named(text: str, value: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(value)})]


def test_those_alone_is_still_the_tasks_shown() -> None:
    assert steps("ok, those are done")[0][2]["task_ref"]["kind"] == "all"


@pytest.mark.parametrize("text", ["sorry yaar i meant the fifth", "oops mate i meant the fifth"])
def test_a_correction_said_to_someone(text: str) -> None:
    assert steps(text) == [("none", "correct", {"task_ref": {"kind": "ordinal", "value": 5}})]
