"""Busy messages with dates and repeats in them (long chat 18): a fortnightly day ("fortnightly on wednesdays"), a
repeat said after a comma ("…, repeat every 2 weeks"), "the first of every month", an hour with the part of the day
("every sunday evening at 7"), a date said after a comma inside "i said add …", a chatty opener ("lets get
organised") and ". oh and <to-do>" in a list. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _one_add(text: str) -> dict:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "add_task", found
    return found[0][2]


@pytest.mark.parametrize(
    ("text", "title", "repeat"),
    [
        ("add team sync fortnightly on mondays", "Team sync", "every other monday"),
        ("add choir practice biweekly on thursdays", "Choir practice", "every other thursday"),
        ("add bins every tuesday fortnightly", "Bins", "every other tuesday"),
        ("while i remember - year 9 team meeting is fortnightly on wednesdays at 3.30. add it", None,
         "every other wednesday at 15:30"),
    ],
)
def test_a_fortnightly_weekday_is_every_other_one(text: str, title: str | None, repeat: str) -> None:
    params = _one_add(text)
    assert params["repeat"] == repeat
    if title:
        assert params["title"] == title


@pytest.mark.parametrize(
    ("text", "title", "repeat"),
    [
        ("add year 9 team meeting wednesday 3.30pm, repeat every 2 weeks", "Year 9 team meeting", "every 2 weeks"),
        ("add bins thursday, repeats every 2 weeks", "Bins", "every 2 weeks"),
        ("add water plants, repeating every 3 days", "Water plants", "every 3 days"),
        ("add piano lesson thursday 5pm, repeats weekly", "Piano lesson", "weekly"),
    ],
)
def test_repeat_said_after_a_comma_is_the_repeat_not_the_title(text: str, title: str, repeat: str) -> None:
    params = _one_add(text)
    assert params["title"] == title
    assert params["repeat"].startswith(repeat)
    said_a_day = any(day in text for day in ("wednesday", "thursday"))
    assert ("due" in params) == said_a_day  # the day said before it is kept


def test_repeat_inside_a_title_stays() -> None:
    assert _one_add("add repeat prescription every month")["title"] == "Repeat prescription"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add send mum money on the first of every month", "Send mum money"),
        ("add pay rent first of every month", "Pay rent"),
        ("add pay the childminder the first of each month", "Pay the childminder"),
        ("add pay rent on the 1st of every month", "Pay rent"),
    ],
)
def test_the_first_of_every_month_is_a_monthly_repeat_on_the_1st(text: str, title: str) -> None:
    params = _one_add(text)
    assert params["title"] == title
    assert params["repeat"] == "the 1st of every month"


@pytest.mark.parametrize(
    ("text", "repeat"),
    [
        ("add call mum every sunday evening at 7", "every sunday at 19:00"),
        ("add ring nan every saturday afternoon at 3", "every saturday at 15:00"),
        ("add bins out every thursday night at 8", "every thursday at 20:00"),
    ],
)
def test_an_hour_with_the_part_of_the_day_in_a_repeat_is_that_part(text: str, repeat: str) -> None:
    assert _one_add(text)["repeat"] == repeat


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("hello?? i said add pay venue deposit for dayo's party, due wednesday", "Pay venue deposit for dayo's party",
         "2026-11-25"),
        ("no i said add call the landlord, by friday", "Call the landlord", "2026-11-27"),
        ("i said add renew the passport, due next monday", "Renew the passport", "2026-11-30"),
    ],
)
def test_a_date_after_a_comma_in_a_request_said_again_is_kept(text: str, title: str, due: str) -> None:
    params = _one_add(text)
    assert params["title"] == title and params["due"] == due


@pytest.mark.parametrize(
    "text",
    [
        "morning! ok busy week, lets get organised. add pay venue deposit for dayo's party due wednesday",
        "right, let's get sorted. add renew car tax by friday",
    ],
)
def test_lets_get_organised_is_no_task_done(text: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["add_task"], found
    assert found[0][2]["due"]


@pytest.mark.parametrize("text", ["ok busy week, lets get organised", "need to get the car washed"])
def test_getting_something_done_is_not_a_report(text: str) -> None:
    assert all(intent != "complete_task" for intent, _, _ in steps(text))


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("party stuff: need to order the cake by next friday, book the DJ, and ask funmi to send the invitations. "
         "oh and finalise guest list",
         ["Order the cake", "Book the DJ", "Ask funmi to send the invitations", "Finalise guest list"]),
        ("need to buy the balloons, book the hall. oh and order the cake", ["Buy the balloons", "Book the hall",
                                                                           "Order the cake"]),
        ("add email the school. ah and also ring the gp", ["Email the school", "Ring the gp"]),
        ("add buy cake. oh and finalize the menu", ["Buy cake", "Finalize the menu"]),
    ],
)
def test_oh_and_another_todo_is_its_own_task(text: str, titles: list[str]) -> None:
    found = steps(text)
    assert all(intent == "add_task" for intent, _, _ in found), found
    assert [params["title"] for _, _, params in found] == titles


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("the cupboards one is tonight not next monday, fitter is here tmrw", "cupboards", "2026-11-23T20:00:00+00:00"),
        ("the dentist one is friday not this thursday", "dentist", "2026-11-27"),
    ],
)
def test_a_task_named_with_its_day_not_next_x_moves_it_and_adds_nothing(text: str, ref: str, due: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["update_task"], found
    assert found[0][2]["task_ref"]["value"] == ref and found[0][2]["due"] == due
