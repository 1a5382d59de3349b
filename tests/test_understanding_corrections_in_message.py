"""Changes of mind inside one message, titles with a reason after them, and group or loose references:
the value said last replaces the first in its own slot, and no discarded word ends up in a title."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("said", "due"), [
    ("add ring the plumber for tuesday - no, thursday, sorry", "2026-11-26"),
    ("add book the vet monday — no, friday soz", "2026-11-27"),
    ("add pay the window man on the 3rd... no, the 4th my bad", "2026-12-04"),
])
def test_a_day_corrected_mid_message_replaces_the_first(said: str, due: str) -> None:
    [(intent, _, params)] = steps(said)
    assert intent == "add_task"
    assert params["due"] == due
    assert not any(w in params["title"].lower() for w in ("sorry", "soz", "bad", "no", "thursday", "friday", "4th"))


def test_a_priority_corrected_after_a_full_stop() -> None:
    [(intent, _, params)] = steps("add sand the decking high priority. No — low.")
    assert intent == "add_task" and params["priority"] == "low" and params["title"] == "Sand the decking"


def test_a_corrected_priority_then_another_task_made_urgent() -> None:
    found = steps("Set the garage clear-out to high. No - medium. The boiler quote is the urgent one.")
    assert [(i, p.get("priority")) for i, _, p in found] == [("update_task", "medium"), ("update_task", "high")]


def test_the_task_done_corrected_mid_report() -> None:
    found = steps("I've paid the gas bill — no, sorry, the water one. Gas is still to pay.")
    assert [(i, p["task_ref"]) for i, _, p in found] == [
        ("complete_task", {"kind": "title", "value": "water", "verb": "pay"})]


def test_a_clause_broken_off_is_dropped_and_the_rest_kept() -> None:
    found = steps("shift the MOT to monday and the tyres to - no wait - leave the tyres, move the wipers to wednesday")
    assert [(p["task_ref"]["value"], p["due"]) for _, _, p in found] == [("mot", "2026-11-30"),
                                                                      ("wipers", "2026-11-25")]


def test_a_task_begun_then_broken_off_is_the_it_of_what_follows() -> None:
    [(intent, _, params)] = steps("oh the car tax is... no, it's still open, move it to saturday")
    assert intent == "update_task" and params["task_ref"] == {"kind": "title", "value": "car tax"}
    assert params["due"] == "2026-11-28"


def test_a_reason_after_a_sorry_is_no_task_searched() -> None:
    [(intent, _, params)] = steps("remove the skip hire one, sorry, neighbour sorted it already")
    assert intent == "delete_task" and params["task_ref"] == {"kind": "title", "value": "skip hire"}


def test_a_sorry_before_the_value_meant_still_corrects() -> None:
    assert steps("delete 3, sorry, 4")[0][2]["task_ref"] == {"kind": "number", "value": 4}


def test_a_rename_with_the_speakers_reason_after_it() -> None:
    [(_, _, params)] = steps("rename 2 to text Siobhan about the rota, I keep mixing up the names")
    assert params["title"] == "Text Siobhan about the rota"


def test_lids_is_no_typo_for_list() -> None:
    said = "add: fix the hinge friday, buy pots and lids tomorrow, and ring the glazier"
    titles = [p["title"] for _, _, p in steps(said)]
    assert titles == ["Fix the hinge", "Buy pots and lids", "Ring the glazier"]


def test_an_event_named_for_a_holiday_is_no_date() -> None:
    [(_, _, params)] = steps("delete everything for the halloween party")
    assert params["task_ref"].get("query") == "halloween party" and "due" not in params["task_ref"]


def test_the_group_called_off_in_the_news_is_what_it_means() -> None:
    [(intent, _, params)] = steps("the school's cancelled the summer fete 🙄 clear everything for it")
    assert intent == "delete_task" and params["task_ref"]["query"] == "summer fete"


def test_the_done_ones_tidied_off_the_list() -> None:
    for said in ("could you tidy the completed ones off my list", "clean up the done tasks pls"):
        [(intent, _, params)] = steps(said)
        assert intent == "delete_task" and params["task_ref"] == {"kind": "all", "status": "completed"}
    assert steps("clean the oven")[0][0] == "add_task"  # a chore, not the list


def test_kisses_at_the_end_are_no_words() -> None:
    assert steps("yep x")[0][1] == "confirm"
    assert steps("add order size x")[0][2]["title"] == "Order size x"
