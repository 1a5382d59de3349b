"""Messages people send about tasks already on the list: a done-report naming whom the thing was for ("prescription
picked up for mam") or that it went out ("the quote went out this morning"), a not-done report followed by why
("the flour isn't done, supplier cancelled"), and a move to a bare hour ("shift the chiropody to 11 instead of
10") — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, read, steps, title

# ------------------------------------------------------------------ done-reports


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("prescription picked up for mam", "prescription for mam"),
        ("cake collected for my sister", "cake for my sister"),
        ("flowers ordered for the wedding", "flowers for the wedding"),
        ("ok the quote for mrs duffy went out this morning", "quote for mrs duffy"),
        ("the newsletter went out", "newsletter"),
        ("christmas cards have gone out", "christmas cards"),
    ],
)
def test_done_report_for_someone_or_gone_out_completes_the_task(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize(
    "text",
    ["pick up prescription for mam", "get flowers ordered for the wedding", "the power went out", "the lights went out",
     "the kids went out"],
)
def test_a_chore_or_an_outage_is_no_done_report(text: str) -> None:
    assert all(intent != "complete_task" for intent, _, _ in steps(text))


# ------------------------------------------------------------------ not done after all


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("actually the flour isn't done, supplier cancelled", "flour"),
        ("the invoice isn't done, client never paid", "invoice"),
        ("the gutters aren't done - the roofer got rained off", "gutters"),
    ],
)
def test_not_done_with_its_reason_reopens_the_task(text: str, ref: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": title(ref)})]


def test_not_done_without_a_reason_stays_a_remark() -> None:
    assert all(intent != "reopen_task" for intent, _, _ in steps("the dishes aren't done"))


# ------------------------------------------------------------------ moves to a bare hour


@pytest.mark.parametrize(
    ("text", "ref", "time"),
    [
        ("shift mum's chiropody to 11 instead of 10", title("mum's chiropody"), "11:00"),
        ("push the dentist to 3 not 2", title("dentist"), "15:00"),
        ("move the vet to 5", title("vet"), "17:00"),
        ("move task 2 to 4:30", number(2), "16:30"),
    ],
)
def test_move_to_a_bare_hour_is_a_new_time_for_the_task(text: str, ref: dict, time: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == ref
    assert params["at_time"] == time


# ------------------------------------------------------------------ maybe-tasks: asked about, never filed silently


@pytest.mark.parametrize(
    ("text", "title_said"),
    [
        ("the hoover's making that noise again", "The hoover's making that noise again"),
        ("tyres are looking a bit bald", "Tyres are looking a bit bald"),
        ("grooming table wobbly", "Grooming table wobbly"),
        ("the kitchen tap is dripping again", "The kitchen tap is dripping again"),
        ("viva prep", "Viva prep"),
        ("choir rehearsal", "Choir rehearsal"),
        ("might repaint the shop sign", "Repaint the shop sign"),
        ("maybe rewire the shed lights", "Rewire the shed lights"),
    ],
)
def test_a_fault_or_a_bit_of_work_named_is_asked_about_as_a_task(text: str, title_said: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task"
    assert params["title"] == title_said
    assert read(text).steps[0].confidence < 0.5  # "Should I add …?" is asked, nothing is filed silently


@pytest.mark.parametrize(
    "text", ["my phone's dead lol", "i'm knackered", "everything is broken", "my back is killing me"])
def test_a_mood_or_a_phone_is_no_task(text: str) -> None:
    assert all(intent != "add_task" for intent, _, _ in steps(text))


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("ethics amendment is due dec 2 not nov 30", "ethics amendment", "2026-12-02"),
        ("move the essay to dec 4 not the 3rd of dec", "essay", "2026-12-04"),
    ],
)
def test_a_month_and_day_ruled_out_is_not_read_as_the_new_date(text: str, ref: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["task_ref"], params["due"]) == ("update_task", title(ref), due)


@pytest.mark.parametrize(
    "text", ["show my alarms / reminders thing", "show me the reminders bit", "show my alarms or reminders"])
def test_the_reminders_named_loosely_are_listed(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]
