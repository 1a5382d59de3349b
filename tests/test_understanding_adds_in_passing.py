"""New tasks said in passing and statements that something is done: lists of to-dos in one message (an item with a
date of its own, a verb like "appeal" or "edit", a topic or "add them all" around the list), dates that are part of
what a task is ("ring mam about christmas day", "christmas shopping"), "…, not urgent, whenever", "separately",
a done-report in everyday words ("the dog got his booster today", "lego got", "… ordered now for real this time"),
the day said before a request ("morning, its saturday 28th. …") and a goodbye ("thats me done for the night").
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import added_titles, read, steps


def _done(text: str) -> list[str]:
    found = read(text).steps
    assert all(s.intent == "complete_task" for s in found), [(s.intent, s.params) for s in found]
    return [s.params["task_ref"].get("value", s.params["task_ref"]["kind"]) for s in found]


# ------------------------------------------------------------------ lists of to-dos in one message


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("i need to invoice the Smiths for the job, edit the brochure photos by friday, book the NCT",
         ["Invoice the Smiths for the job", "Edit the brochure photos", "Book the NCT"]),
        ("add mark the essays due monday, book car service, and appeal the parking fine by wednesday",
         ["Mark the essays", "Book car service", "Appeal the parking fine"]),
        ("add draft the newsletter, scan the receipts by thursday and dispute the gas bill",
         ["Draft the newsletter", "Scan the receipts", "Dispute the gas bill"]),
    ],
)
def test_each_item_of_a_list_is_its_own_task_even_with_a_date(text: str, titles: list[str]) -> None:
    assert added_titles(text) == titles


def test_the_date_stays_with_its_own_item() -> None:
    found = steps("add draft the newsletter, scan the receipts by thursday and dispute the gas bill")
    assert [p.get("due") for _, _, p in found] == [None, "2026-11-26", None]


@pytest.mark.parametrize(
    "text",
    [
        "i need to add a few things: call the vet, buy dog food and book the groomer",
        "a couple more for the list: call the vet, buy dog food, book the groomer",
    ],
)
def test_a_lead_that_only_announces_a_list_is_no_note(text: str) -> None:
    found = steps(text)
    assert [p["title"] for _, _, p in found] == ["Call the vet", "Buy dog food", "Book the groomer"]
    assert not any("description" in p for _, _, p in found)


@pytest.mark.parametrize(
    "text",
    [
        "Ciara's 40th: need to book the dj, order the cake from the bakery, and sort a photo slideshow. add them all",
        "Ciara's 40th: book the dj, order the cake from the bakery, sort a photo slideshow. pls add those",
    ],
)
def test_a_topic_then_a_list_then_add_them_all(text: str) -> None:
    found = steps(text)
    assert [p["title"] for _, _, p in found] == ["Book the dj", "Order the cake from the bakery",
                                                 "Sort a photo slideshow"]
    assert all(p.get("description") == "Ciara's 40th" for _, _, p in found)


def test_a_real_topic_is_still_kept_as_the_note() -> None:
    found = steps("wedding: book the florist, order the cake and send the invites")
    assert [p.get("description") for _, _, p in found] == ["wedding"] * 3


# ------------------------------------------------------------------ dates that are part of what the task is


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add ring mam about christmas day", "Ring mam about christmas day"),
        ("add email the team re next week", "Email the team re next week"),
        ("add christmas shopping", "Christmas shopping"),
        ("add book the halloween costumes", "Book the halloween costumes"),
    ],
)
def test_a_date_that_is_the_topic_stays_in_the_title_and_sets_no_due(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("add christmas shopping on saturday", "Christmas shopping", "2026-11-28"),
        ("add xmas cards by friday", "Xmas cards", "2026-11-27"),
        ("add talk to the boss about monday tomorrow", "Talk to the boss about monday", "2026-11-24"),
        ("add wrap presents christmas eve", "Wrap presents", "2026-12-24"),
        ("add buy the tree before christmas", "Buy the tree", "2026-12-24"),
    ],
)
def test_a_due_date_is_still_taken_beside_such_words(text: str, title: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert (intent, params["title"], params["due"]) == ("add_task", title, due)


# ------------------------------------------------------------------ words about the task, not of it


@pytest.mark.parametrize(
    "text",
    ["add book physio for my knee, not urgent, whenever", "add sort the attic, low priority, no rush"],
)
def test_two_ways_of_saying_low_both_leave_the_title(text: str) -> None:
    [(_, _, params)] = steps(text)
    assert params["priority"] == "low"
    assert "urgent" not in params["title"] and "priority" not in params["title"]


def test_separately_is_no_part_of_the_title() -> None:
    assert added_titles("add book car service separately") == ["Book car service"]
    assert added_titles("add the dentist as a separate task") == ["The dentist"]


def test_a_day_said_before_an_add_moves_no_task() -> None:
    assert steps("thx. right its wed evening, kids are in bed. add book physio for my knee") == [
        ("add_task", None, {"title": "Book physio for my knee"})]


# ------------------------------------------------------------------ done, said as a statement


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("the dog got his booster today", "dog booster"),
        ("the dog got his booster today, the vet says hes a good boy", "dog booster"),
        ("ella had her jabs this morning", "ella jabs"),
        ("the car got its mot", "car mot"),
        ("lego got", "lego"),
        ("lego got, finally found it in smyths", "lego"),
        ("the business cards are ordered now for real this time", "business cards"),
        ("the match is done obviously", "match"),
        ("morning, its saturday 28th. we won 3-1!! the match is done obviously", "match"),
    ],
)
def test_a_statement_that_it_is_done_ticks_it(text: str, ref: str) -> None:
    assert _done(text) == [ref]


@pytest.mark.parametrize(
    "text",
    ["thats me done for the night", "grand, thats me done for the night. bye", "thats me for tonight, bye",
     "thats me done"],
)
def test_signing_off_is_a_goodbye_not_a_task(text: str) -> None:
    assert steps(text) == [("none", "bye", {})]


# ------------------------------------------------------------------ a reminder said right after a new task


@pytest.mark.parametrize(
    "text",
    ["i have to ring the Kellys back about the shoot, remind me wednesday 2nd dec at 10",
     "need to chase the plumber's invoice, remind me friday at 9"],
)
def test_a_reminder_with_no_task_named_is_for_the_task_just_said(text: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["add_task", "schedule_reminder"]
    assert found[1][2]["task_ref"] == {"kind": "pronoun"}


def test_a_reminder_alone_still_asks_which_task() -> None:
    assert "task_ref" not in steps("remind me friday at 10")[0][2]
