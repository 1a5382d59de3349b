"""Several requests in one message (long chat 21): renames or priorities said number by number ("rename 26 to stag
minibus, 27 to stag deposits and 28 to stag t-shirts", "make 16 normal priority and 15 high"), a report after a
stop ("…. and booked the restaurant"), a to-do after a stop and an "and" ("…, put that as high priority. and chase
invoices from the o'neill job"), and more things added right after an add ("also fuse board swap tuesday, thats for
tom brady, and the ev charger install wednesday morning"). Each part is done; none is dropped or glued into a title.
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title
from todobot.understanding.model import ConversationContext

AFTER_ADD = ConversationContext(last_action={"intent": "add_task", "params": {}})


@pytest.mark.parametrize(
    ("text", "renamed"),
    [
        ("rename 26 to stag minibus, 27 to stag deposits and 28 to stag t-shirts",
         [(26, "Stag minibus"), (27, "Stag deposits"), (28, "Stag t-shirts")]),
        ("can you rename 2 to call mum, 3 to email dave", [(2, "Call mum"), (3, "Email dave")]),
        ("rename #3 to fish and chips and #4 to salt", [(3, "Fish and chips"), (4, "Salt")]),
        ("pls rename task 5 -> pay ciaran; task 6 -> pay jamie", [(5, "Pay ciaran"), (6, "Pay jamie")]),
        ("ok rename 1 to book the hall, and 2 to order the cake", [(1, "Book the hall"), (2, "Order the cake")]),
    ],
)
def test_renames_said_number_by_number(text: str, renamed: list[tuple[int, str]]) -> None:
    assert [(i, p["task_ref"], p["title"]) for i, _, p in steps(text)] == [
        ("update_task", number(n), t) for n, t in renamed]


@pytest.mark.parametrize(
    "text", ["rename #5 to pay ciaran and jamie", "rename 3 to buy 2 bags of sand", "rename 4 to call mr doyle"])
def test_one_rename_keeps_its_whole_title(text: str) -> None:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "update_task" and "title" in found[0][2]


@pytest.mark.parametrize(
    ("text", "levels"),
    [
        ("make 16 normal priority and 15 high", [(16, "medium"), (15, "high")]),
        ("set 3 to high and 4 to low", [(3, "high"), (4, "low")]),
        ("make #7 low, #8 high", [(7, "low"), (8, "high")]),
        ("put 2 to high prio and 9 to low prio pls", [(2, "high"), (9, "low")]),
    ],
)
def test_priorities_said_number_by_number(text: str, levels: list[tuple[int, str]]) -> None:
    assert [(i, p["task_ref"], p["priority"]) for i, _, p in steps(text)] == [
        ("update_task", number(n), level) for n, level in levels]


def test_priorities_then_a_rename_in_the_next_sentence() -> None:
    assert steps("make 16 normal priority and 15 high. and rename 15 to get aoife a present") == [
        ("update_task", None, {"task_ref": number(16), "priority": "medium"}),
        ("update_task", None, {"task_ref": number(15), "priority": "high"}),
        ("update_task", None, {"task_ref": number(15), "title": "Get aoife a present"}),
    ]


def test_make_two_numbers_high_is_still_one_change_each() -> None:
    assert [p["priority"] for _, _, p in steps("make #2 and #3 high")] == ["high", "high"]


@pytest.mark.parametrize(
    ("text", "ticked"),
    [
        ("mam's GP done, got the prescription too. and booked the restaurant, la banca in clontarf for 8pm saturday",
         ["mam's gp", "prescription", "restaurant"]),
        ("bins done. also rang the plumber", ["bins", "plumber"]),
    ],
)
def test_a_report_after_a_stop_is_ticked_too(text: str, ticked: list[str]) -> None:
    found = steps(text)
    assert [i for i, _, _ in found] == ["complete_task"] * len(ticked)
    assert [p["task_ref"]["value"] for _, _, p in found] == ticked


def test_a_to_do_after_a_stop_and_an_and_is_its_own_task() -> None:
    found = steps("move the dentist to friday. and call the plumber about the leak")
    assert [(i, p.get("title")) for i, _, p in found] == [("update_task", None),
                                                           ("add_task", "Call the plumber about the leak")]
    assert found[0][2]["task_ref"] == title("dentist")


def test_a_thing_due_then_its_priority_is_one_offer_and_the_to_do_after_it_another() -> None:
    found = steps("VAT return has to be in by the 19th dec, put that as high priority. and chase invoices from the "
                  "o'neill job and the clontarf kitchen")
    offer = next(p for i, _, p in found if i == "update_task")
    assert offer["or_add"] and offer["due"] == "2026-12-19" and offer["priority"] == "high"
    assert [p["title"] for i, _, p in found if i == "add_task"] == [
        "Chase invoices from the o'neill job and the clontarf kitchen"]


@pytest.mark.parametrize(
    ("text", "added"),
    [
        ("also fuse board swap in swords tuesday, thats for tom brady, and the ev charger install in malahide "
         "wednesday morning", [("Fuse board swap in swords", "2026-11-24"), ("The ev charger install in malahide",
                                                                    "2026-11-25T09:00:00+00:00")]),
        ("also call the bank friday and the dentist monday", [("Call the bank", "2026-11-27"),
                                                               ("The dentist", "2026-11-30")]),
        ("also the gutters on friday, its for my mam, and the shed door monday",
         [("The gutters", "2026-11-27"), ("The shed door", "2026-11-30")]),
    ],
)
def test_more_things_added_right_after_an_add(text: str, added: list[tuple[str, str]]) -> None:
    found = steps(text, AFTER_ADD)
    assert [(i, p["title"], p["due"]) for i, _, p in found] == [("add_task", t, d) for t, d in added]


def test_who_a_job_is_for_becomes_its_note() -> None:
    found = steps("also fuse board swap in swords tuesday, thats for tom brady, and the ev charger install in malahide "
                  "wednesday morning", AFTER_ADD)
    assert found[0][2]["description"] == "for tom brady"


def test_a_single_follow_up_add_is_unchanged() -> None:
    assert [p["title"] for _, _, p in steps("also mince pie trays from the wholesaler", AFTER_ADD)] == [
        "Mince pie trays from the wholesaler"]
