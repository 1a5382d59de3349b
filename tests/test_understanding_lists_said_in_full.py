"""Lists of new tasks said the way people write them: numbered in one line ("1) … 2) …"), announced ("please add
these: …", "three separate things: …"), with a go-ahead and one date for all after them ("add all three, all before
11th dec"), or said again after a no to "Should I add …?" ("no, the task is send the report…").

Clock fixed (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import read
from todobot.understanding.model import ConversationContext

ASKED = ConversationContext(awaiting_confirmation=True)


def adds(text: str, context: ConversationContext | None = None) -> list[tuple[str | None, str | None]]:
    """(title, due) of each step, or the step's intent/act when it is no add."""
    return [(s.params.get("title"), s.params.get("due")) if s.intent == "add_task" else (s.intent, s.act)
            for s in read(text, context).steps]


@pytest.mark.parametrize(
    "text",
    [
        "add 1) renew the car insurance by friday 2) book the boiler service 3) sort the school forms",
        "i need to: 1. renew the car insurance by friday 2. book the boiler service 3. sort the school forms",
        "please add these: renew the car insurance by friday, book the boiler service, sort the school forms",
        "can you add the following to my list: renew the car insurance by friday, book the boiler service, sort the "
        "school forms",
    ],
)
def test_a_list_numbered_or_announced_adds_each_thing(text: str) -> None:
    assert adds(text) == [("Renew the car insurance", "2026-11-27"), ("Book the boiler service", None),
                          ("Sort the school forms", None)]


def test_a_colon_after_a_task_is_still_its_note() -> None:
    u = read("add call the bank: ask about the fee")
    assert (u.params.get("title"), u.params.get("description")) == ("Call the bank", "ask about the fee")


def test_add_all_three_with_one_date_dates_each_and_adds_nothing_more() -> None:
    said = ("for the open day i also need to print the posters, book the hall and order the badges. add all three, "
            "all before 11th dec")
    assert adds(said) == [("Print the posters", "2026-12-11"), ("Book the hall", "2026-12-11"),
                          ("Order the badges", "2026-12-11")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("no, the task is send the minutes to the committee, by 8th dec",
         [("Send the minutes to the committee", "2026-12-08")]),
        ("no no. two separate things: 1) pay the window cleaner 2) cancel the paper",
         [("Pay the window cleaner", None), ("Cancel the paper", None)]),
        ("nope, the title is wrong", [("none", "deny")]),
    ],
)
def test_a_no_to_should_i_add_then_what_was_meant(text: str, expected: list[tuple[str | None, str | None]]) -> None:
    assert adds(text, ASKED) == expected
