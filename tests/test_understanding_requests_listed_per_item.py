"""Several requests in one message, each done: a date said per task number ("set due dates: #32 tuesday, #29 8 dec",
"sunday 5pm for #9, monday 5pm for #10"), things added each on a date of its own with commas ("add night shift sunday
7pm, night shift monday 7pm"), to-dos listed where one has an "and" inside ("get rocks and wood"), and a second thing
the speaker did, told after a first report ("tick it. also i emailed the speaker") — never one junk task, never one
dropped. Near misses stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import added_titles, number, steps

# ------------------------------------------------------------------ a date said for each task number


@pytest.mark.parametrize(
    ("text", "moves"),
    [
        ("set due dates: #32 tuesday, #29 8 dec, #30 10 dec, #28 11 dec",
         [(32, "2026-11-24"), (29, "2026-12-08"), (30, "2026-12-10"), (28, "2026-12-11")]),
        ("no, they're already on the list. set due dates: #32 tuesday, #29 8 dec",
         [(32, "2026-11-24"), (29, "2026-12-08")]),
        ("due dates: #2 friday, #5 monday", [(2, "2026-11-27"), (5, "2026-11-30")]),
        ("#2 to friday, #5 to monday, #7 to the 10th", [(2, "2026-11-27"), (5, "2026-11-30"), (7, "2026-12-10")]),
        ("friday for #2 and monday for #5", [(2, "2026-11-27"), (5, "2026-11-30")]),
        ("task 4 tuesday, task 6 wednesday", [(4, "2026-11-24"), (6, "2026-11-25")]),
        ("change the due dates - #1 tomorrow, #3 next week", [(1, "2026-11-24"), (3, "2026-11-30")]),
        ("set the dates #2 friday and #5 monday", [(2, "2026-11-27"), (5, "2026-11-30")]),
        ("sunday 5pm for #9, monday 5pm for #10, tuesday 5pm for #11",
         [(9, "2026-11-29T17:00:00+00:00"), (10, "2026-11-30T17:00:00+00:00"), (11, "2026-11-24T17:00:00+00:00")]),
    ],
)
def test_a_date_for_each_number_moves_each(text: str, moves: list[tuple[int, str]]) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": number(n), "due": due}) for n, due in moves]


@pytest.mark.parametrize(
    ("text", "whens"),
    [
        ("remind me about #9 sunday 5pm, #10 monday 5pm",
         [(9, "2026-11-29T17:00:00+00:00"), (10, "2026-11-30T17:00:00+00:00")]),
        ("can you set the reminders for #9 sunday 5pm, #10 monday 5pm and #11 tuesday 5pm",
         [(9, "2026-11-29T17:00:00+00:00"), (10, "2026-11-30T17:00:00+00:00"), (11, "2026-11-24T17:00:00+00:00")]),
        ("reminders: #2 at 8am tomorrow, #5 friday 6pm",
         [(2, "2026-11-24T08:00:00+00:00"), (5, "2026-11-27T18:00:00+00:00")]),
    ],
)
def test_a_reminder_for_each_number(text: str, whens: list[tuple[int, str]]) -> None:
    assert steps(text) == [("schedule_reminder", None, {"task_ref": number(n), "when": w}) for n, w in whens]


@pytest.mark.parametrize(
    "text",
    [
        "move #3 and #4 to friday",  # one move for both
        "make #1 and #2 high priority",
    ],
)
def test_one_change_to_several_numbers_stays_one_change(text: str) -> None:
    found = steps(text)
    assert len(found) == 2 and found[0][2]["task_ref"] == number(int(text.split("#")[1][0]))
    assert {k: v for k, v in found[0][2].items() if k != "task_ref"} == {
        k: v for k, v in found[1][2].items() if k != "task_ref"}


def test_numbers_said_without_a_date_are_no_moves() -> None:
    assert all(intent != "update_task" or "due" not in params
               for intent, _, params in steps("#2 is the gym one, #5 is the dentist"))
    assert [(i, p) for i, _, p in steps("#4 done, #5 done")] == [
        ("complete_task", {"task_ref": number(4)}), ("complete_task", {"task_ref": number(5)})]


# ------------------------------------------------------------------ things added, each on its own date, with commas


@pytest.mark.parametrize(
    ("text", "added"),
    [
        ("add night shift sunday 7pm, night shift monday 7pm, night shift tuesday 7pm",
         [("Night shift", "2026-11-29T19:00:00+00:00"), ("Night shift", "2026-11-30T19:00:00+00:00"),
          ("Night shift", "2026-11-24T19:00:00+00:00")]),
        ("add gym monday 6am, gym wednesday 6am, gym friday 6am",
         [("Gym", "2026-11-30T06:00:00+00:00"), ("Gym", "2026-11-25T06:00:00+00:00"),
          ("Gym", "2026-11-27T06:00:00+00:00")]),
        ("add parents evening thursday 6pm, book club tuesday 7pm",
         [("Parents evening", "2026-11-26T18:00:00+00:00"), ("Book club", "2026-11-24T19:00:00+00:00")]),
    ],
)
def test_things_each_on_a_date_of_their_own(text: str, added: list[tuple[str, str]]) -> None:
    assert [(p["title"], p.get("due")) for _, _, p in steps(text)] == added


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("add dentist on friday, 3pm", "2026-11-27T15:00:00+00:00"),  # the time of the same thing
        ("add report due friday, the 4th", "2026-12-04"),  # a date said again, corrected
    ],
)
def test_a_date_said_after_a_comma_stays_with_the_one_thing(text: str, due: str) -> None:
    found = steps(text)
    assert len(found) == 1 and found[0][2]["due"] == due


# ------------------------------------------------------------------ to-dos listed, one with an "and" inside


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("add dig the hāngī pit, order the hāngī meat, get hāngī rocks and wood and send the hāngī invites",
         ["Dig the hāngī pit", "Order the hāngī meat", "Get hāngī rocks and wood", "Send the hāngī invites"]),
        ("add dig the pit, order the meat, get rocks and wood",
         ["Dig the pit", "Order the meat", "Get rocks and wood"]),
        ("add milk, eggs and bread", ["Milk", "Eggs", "Bread"]),  # things to get are still one each
    ],
)
def test_to_dos_listed_keep_their_own_and(text: str, titles: list[str]) -> None:
    assert added_titles(text) == titles


# ------------------------------------------------------------------ another thing done, told after a first report


@pytest.mark.parametrize(
    ("text", "refs"),
    [
        ("flight home done, tick it. also i emailed the speaker", ["flight home", "speaker"]),
        ("tick off #3, also we booked the venue", [3, "venue"]),
        ("mark the gas bill done. oh and i posted the parcel", ["gas bill", "parcel"]),
        ("i called the bank and i sorted the insurance", ["bank", "insurance"]),
    ],
)
def test_a_second_thing_done_is_not_dropped(text: str, refs: list[object]) -> None:
    found = steps(text)
    assert [i for i, _, _ in found] == ["complete_task"] * len(refs)
    assert [p["task_ref"]["value"] for _, _, p in found] == refs

