"""Dates said whole: a weekday with its day and month ("thurs 3rd dec", "fri the 4th of december") is one date,
cut from a title in full and used by a listing ("what's due sat 5th dec?", "whats on for tues 1st?").

Clock fixed (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import read
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("add drop the van at the garage thurs 3rd dec 8am", "Drop the van at the garage", "2026-12-03T08:00:00+00:00"),
        ("add school play tickets fri 4th dec", "School play tickets", "2026-12-04"),
        ("add return the hire car sat the 5th of december", "Return the hire car", "2026-12-05"),
        ("add renew passport tue 1st december 2026", "Renew passport", "2026-12-01"),
    ],
)
def test_a_weekday_day_and_month_is_one_date_out_of_the_title(text: str, title: str, due: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("title"), u.params.get("due")) == ("add_task", title, due)


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("what's due sat 5th dec?", "2026-12-05"),
        ("whats due on friday the 4th", "2026-12-04"),
        ("anything due 2026-12-02", "2026-12-02"),
        ("whats on for tues 1st?", "2026-12-01"),
        ("what is on the 3rd", "2026-12-03"),
        ("what have i got on for wednesday", "2026-11-25"),
    ],
)
def test_a_day_asked_about_lists_what_is_due_that_day(text: str, due: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("due")) == ("list_tasks", due)


def test_a_show_on_tv_is_not_a_listing() -> None:
    assert read("whats on tv tonight").intent == "none"


LAST_MOVED = ConversationContext(last_task={"id": "x", "number": 1, "title": "Prep for the inspection"},
                                 last_action={"intent": "update_task", "params": {"due": "2026-12-14"}})


@pytest.mark.parametrize(
    "text",
    ["its now 9th dec not 14th. prepone it", "prepone it to 9th dec", "it's now the 9th",
     "no its 9th dec not the 14th"],
)
def test_a_date_put_right_just_after_a_move_moves_the_same_task(text: str) -> None:
    u = read(text, LAST_MOVED)
    assert (u.intent, u.params.get("task_ref"), u.params.get("due")) == ("update_task", {"kind": "pronoun"},
                                                                           "2026-12-09")
