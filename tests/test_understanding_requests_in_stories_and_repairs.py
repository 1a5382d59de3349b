"""Requests told inside a story about the day: a thing that came in, went off or was put right is its task done
("the fuel receipts went in today", "the pots are mended", "mop heads got"), said beside an add, a reminder or a
question about the list; a question asked after a remark or an emoji ("twins were up at 5 😵 what's still to do",
"anything i'm forgetting for tomorrow?"); and remarks that are no task ("got the twins down finally").
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title

# ------------------------------------------------------------------ a thing come in or sent off is its task done


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("the fuel receipts went in today", "fuel receipts"),
        ("the oat milk order came in", "oat milk order"),
        ("the walsh deposit landed", "walsh deposit"),
        ("the parcel's arrived", "parcel"),
        ("the parcel for margaret went yesterday", "parcel for margaret"),
        ("the pots are mended", "pots"),
        ("boiler serviced", "boiler"),
        ("bin bags are got tho", "bin bags"),
        ("subs are collected noo", "subs"),
    ],
)
def test_a_thing_come_in_sent_or_put_right_is_reported_done(text: str, ref: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(ref)})]


@pytest.mark.parametrize("text", ["the meeting went well", "the power went out", "got the twins down finally",
                                  "got the baby to sleep at last"])
def test_how_things_went_or_a_child_put_down_is_no_done_report(text: str) -> None:
    assert all(intent != "complete_task" for intent, _, _ in steps(text))


# ------------------------------------------------------------------ a report beside another request


def test_reminder_then_a_thing_handed_in_is_a_reminder_and_a_done_report() -> None:
    said = steps("long night at the depot. tmrw's a 4am start so remind me at 3:30am to grab the logbook, "
                 "and the fuel receipts went in today")
    assert [s[0] for s in said] == ["add_task", "schedule_reminder", "complete_task"]
    assert said[0][2]["title"] == "Grab the logbook"
    assert said[2][2]["task_ref"] == title("fuel receipts")


def test_add_then_an_order_come_in_adds_one_task_and_ticks_the_other() -> None:
    said = steps("busy day, the inspector's in friday so add deep clean the walk-in by thursday, "
                 "and the oat milk order came in")
    assert said == [("add_task", None, {"title": "Deep clean the walk-in", "due": "2026-11-26"}),
                    ("complete_task", None, {"task_ref": title("oat milk order")})]


@pytest.mark.parametrize(
    ("text", "ref", "added"),
    [
        ("add buy bleach and the bathroom is cleaned", "bathroom", "Buy bleach"),
        ("add chase the plumber, and the boiler part came in", "boiler part", "Chase the plumber"),
        ("add buy milk and the parcel has arrived", "parcel", "Buy milk"),
    ],
)
def test_an_add_keeps_no_done_report_in_its_title(text: str, ref: str, added: str) -> None:
    assert steps(text) == [("add_task", None, {"title": added}),
                           ("complete_task", None, {"task_ref": title(ref)})]


def test_sentence_of_news_then_a_done_report_and_a_reminder() -> None:
    said = steps("Sorry for the slow reply. The card for Eleanor went yesterday. "
                 "Please remind me on Thursday at 10 to telephone the optician.")
    assert said[0] == ("complete_task", None, {"task_ref": title("card for eleanor")})
    assert [s[0] for s in said[1:]] == ["add_task", "schedule_reminder"]


def test_done_report_then_a_question_about_the_list() -> None:
    said = steps("long week on the boats. the nets are mended, and is the licence renewal still on my list?")
    assert said == [("complete_task", None, {"task_ref": title("nets")}),
                    ("list_tasks", None, {"query": "licence renewal"})]


def test_two_things_restocked_and_got_are_two_done_reports() -> None:
    assert steps("just back from the cash and carry, syrups restocked and mop heads got") == [
        ("complete_task", None, {"task_ref": title("syrups")}),
        ("complete_task", None, {"task_ref": title("mop heads")})]


# ------------------------------------------------------------------ the list, asked after a remark


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("anything i'm forgetting for tomorrow?", {"due": "tomorrow"}),
        ("am i forgetting anything for tomorrow?", {"due": "tomorrow"}),
        ("got the twins down finally. anything i'm forgetting for tomorrow?", {"due": "tomorrow"}),
        ("finally got the baby down. anything i'm forgetting for tomorrow?", {"due": "tomorrow"}),
        ("anything we've missed this week?", {"due": "this_week"}),
        ("morning. twins were up at 5 😵 what's still to do", {"status": "pending"}),
        ("long shift 😩 what's left for tomorrow", {"status": "pending", "due": "tomorrow"}),
    ],
)
def test_a_question_about_the_list_after_a_remark_lists(text: str, params: dict) -> None:
    assert steps(text) == [("list_tasks", None, params)]
