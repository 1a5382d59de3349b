"""Multi-part messages said loosely: a list closed with an Oxford comma whose last to-do opens with a less common verb
("…, and telephone the plumber"), and an add followed by a sentence of hearsay or opinion ("… . Apparently
participants expect biscuits?") that is a remark on the task, never part of its title — with near misses that must
stay as they were. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import added_titles, steps


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("Please add the following three items: collect the dry cleaning, post the Christmas cards to Canada, and "
         "telephone the plumber", ["Collect the dry cleaning", "Post the Christmas cards to Canada",
                                   "Telephone the plumber"]),
        ("add telephone the bank, fetch the kids, and deliver the parcel",
         ["Telephone the bank", "Fetch the kids", "Deliver the parcel"]),
        ("add fetch the kids and pick up milk", ["Fetch the kids", "Pick up milk"]),
        ("add book the vet, pay the council tax, and donate the old coats",
         ["Book the vet", "Pay the council tax", "Donate the old coats"]),
        # near misses: one thing, not a list
        ("add a telephone table", ["A telephone table"]),
        ("add salt and pepper", ["Salt and pepper"]),
    ],
)
def test_oxford_comma_lists(text: str, titles: list[str]) -> None:
    assert added_titles(text) == titles


@pytest.mark.parametrize(
    ("text", "title", "remark"),
    [
        ("add buy biscuits for the focus group. Apparently participants expect biscuits?",
         "Buy biscuits for the focus group", "Apparently participants expect biscuits"),
        ("add buy biscuits for the focus group. apparently they expect biscuits", "Buy biscuits for the focus group",
         "apparently they expect biscuits"),
        ("add call the plumber. I think the boiler is going", "Call the plumber", "I think the boiler is going"),
        ("add book the venue. honestly its overdue", "Book the venue", "honestly its overdue"),
        ("add renew the car tax. turns out it ran out last month", "Renew the car tax",
         "turns out it ran out last month"),
        ("add ring the school. supposedly the trip costs more this year", "Ring the school",
         "supposedly the trip costs more this year"),
    ],
)
def test_hearsay_after_an_add_is_a_remark(text: str, title: str, remark: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task"
    assert params["title"] == title
    assert params.get("description") == remark


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add apparently we need milk", "Apparently we need milk"),
        ("add buy the apparently famous biscuits", "Buy the apparently famous biscuits"),
    ],
)
def test_hearsay_words_inside_a_title_stay(text: str, title: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "add_task" and params["title"] == title and "description" not in params


def test_a_done_then_an_add_with_a_remark() -> None:
    found = steps("Right, so I've emailed the ethics committee, finally, it took three drafts. Also add buy biscuits "
                  "for the focus group. Apparently participants expect biscuits?")
    assert [s[0] for s in found] == ["complete_task", "add_task"]
    assert found[1][2]["title"] == "Buy biscuits for the focus group"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("tapos na the case study finally", "case study"),
        ("tapos na yung case study", "case study"),
        ("tapos na ang NCP po", "ncp"),
        ("natapos ko na yung report", "report"),
        ("tapos na rin yung lab report po", "lab report"),
    ],
)
def test_tapos_na_reports_a_task_done(text: str, value: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": value}})]


@pytest.mark.parametrize("text", ["tapos na ba yung case study?", "tapos na"])
def test_tapos_na_near_misses_complete_nothing(text: str) -> None:
    assert all(intent != "complete_task" for intent, _, _ in steps(text))
