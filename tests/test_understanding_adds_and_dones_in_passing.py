"""Adds and completions said in passing (long chats 11 and 12): time and priority words that must leave a title
("…, starting tomorrow", "p3 sort out …"), one task kept whole ("call mum and confirm the lift", "for 24th and 31st
dec", "before the 15th jan deadline, remind me … to chase her"), a thing named then what to do about it ("X - i
promised to read through it this weekend"), and a done-report after the day is narrated ("friday evening now. cashed
up the tills"). Clock fixed (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _only(text: str, intent: str) -> dict:
    found = steps(text)
    assert [s[0] for s in found] == [intent], found
    return found[0][2]


# ------------------------------------------------------------------ a repeat said to start later


@pytest.mark.parametrize(
    ("text", "title", "first"),
    [
        ("remind me every monday at 8am to check the CD register, starting tomorrow", "Check the CD register",
         "2026-11-30T08:00:00+00:00"),
        ("remind me every day at 8am to take my iron tablets, from monday", "Take my iron tablets",
         "2026-11-30T08:00:00+00:00"),
        ("remind me every wednesday at 7pm to put the recycling out, starting next week", "Put the recycling out",
         "2026-12-02T19:00:00+00:00"),
        ("remind me every friday at 5pm to cash up the tills from next week", "Cash up the tills",
         "2026-12-04T17:00:00+00:00"),
    ],
)
def test_a_repeat_said_to_start_later_starts_then_and_leaves_the_title(text: str, title: str, first: str) -> None:
    (add, add_params), (remind, remind_params) = [(s[0], s[2]) for s in steps(text)]
    assert (add, remind) == ("add_task", "schedule_reminder")
    assert add_params["title"] == title
    assert add_params["due"] == first and remind_params["when"] == first


def test_a_start_day_for_a_repeat_with_no_time_is_a_whole_day() -> None:
    add, remind = [s[2] for s in steps("remind me every sunday to call nan starting the 6th of dec")]
    assert add["title"] == "Call nan" and add["due"] == "2026-12-06"
    assert remind["when"].startswith("2026-12-06T")


def test_a_date_inside_the_to_do_still_stays_in_it() -> None:
    add = steps("remind me thurs 7pm to book the restaurant for saturday night")[0][2]
    assert add["title"] == "Book the restaurant for saturday night"


# ------------------------------------------------------------------ priority said in front, bare


@pytest.mark.parametrize(
    ("text", "title", "priority"),
    [
        ("also add p3 sort out the stockroom shelves, whenever", "Sort out the stockroom shelves", "low"),
        ("add p1 ring the insurance company", "Ring the insurance company", "high"),
        ("p2 book the dentist", "Book the dentist", "medium"),
        ("and book the nets for winter training, whenever, not urgent", "Book the nets for winter training", "low"),
    ],
)
def test_a_priority_said_in_front_leaves_the_title(text: str, title: str, priority: str) -> None:
    params = _only(text, "add_task")
    assert (params["title"], params["priority"]) == (title, priority)


def test_a_school_year_in_front_is_no_priority() -> None:
    params = _only("add p3 class trip money", "add_task")
    assert params["title"] == "P3 class trip money" and "priority" not in params


# ------------------------------------------------------------------ one task, kept whole


@pytest.mark.parametrize(
    ("text", "title", "when"),
    [
        ("also remind me on monday 30th at 7pm to call mum and confirm the hospital lift",
         "Call mum and confirm the hospital lift", "2026-11-30T19:00:00+00:00"),
        ("remind me on friday at 6pm to water the plants and feed the fish", "Water the plants and feed the fish",
         "2026-11-27T18:00:00+00:00"),
    ],
)
def test_two_to_dos_after_one_remind_me_share_its_reminder(text: str, title: str, when: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["add_task", "schedule_reminder"]
    assert found[0][2]["title"] == title and found[1][2]["when"] == when


def test_a_plain_add_of_two_to_dos_still_makes_two() -> None:
    assert [s[2]["title"] for s in steps("add buy milk and call the plumber")] == ["Buy milk", "Call the plumber"]


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("need to find a locum pharmacist for 24th and 31st dec. kindly add",
         "Find a locum pharmacist for 24th and 31st dec", "2026-12-24"),
        ("need to book cover for the 14th and 21st jan. pls add", "Book cover for the 14th and 21st jan", "2027-01-14"),
        ("add cover shifts on the 3rd, 10th and 17th jan", "Cover shifts on the 3rd, 10th and 17th jan", "2027-01-03"),
    ],
)
def test_days_listed_before_a_month_are_one_task_due_on_the_first(text: str, title: str, due: str) -> None:
    params = _only(text, "add_task")
    assert (params["title"], params["due"]) == (title, due)


@pytest.mark.parametrize(
    ("text", "title", "due", "when"),
    [
        ("she also needs to pay the UCAS application fee before the 15th jan deadline, remind me on 5th jan 9am to "
         "chase her", "Pay the UCAS application fee", "2027-01-15", "2027-01-05T09:00:00+00:00"),
        ("she also needs to renew her passport before the 20th feb deadline, remind me on 1st feb at 10am to nag her",
         "Renew her passport", "2027-02-20", "2027-02-01T10:00:00+00:00"),
    ],
)
def test_a_deadline_then_a_reminder_to_chase_is_one_task(text: str, title: str, due: str, when: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["add_task", "schedule_reminder"]
    assert (found[0][2]["title"], found[0][2]["due"]) == (title, due)
    assert found[1][2] == {"task_ref": {"kind": "pronoun"}, "when": when}


def test_a_deadline_said_after_a_weekday_is_the_due() -> None:
    params = _only("add submit the grant form by the friday deadline", "add_task")
    assert (params["title"], params["due"]) == ("Submit the grant form", "2026-11-27")
    assert _only("add discuss the deadline", "add_task")["title"] == "Discuss the deadline"


# ------------------------------------------------------------------ a thing named, then what to do about it


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("Priya's UCAS personal statement - i promised to read through it this weekend. add that pls",
         {"title": "Read through Priya's UCAS personal statement", "due": "2026-11-28"}),
        ("the school newsletter - i said i'd proofread it by friday. can you add that",
         {"title": "Proofread the school newsletter", "due": "2026-11-27"}),
        ("add car - get it serviced before friday", {"title": "Get car serviced", "due": "2026-11-27"}),
        ("also new thing, staff christmas do - book a table somewhere for 12 people for sat 19th dec",
         {"title": "Book a table somewhere for 12 people", "description": "staff christmas do", "due": "2026-12-19"}),
        ("nan's 90th - order a cake for 30 people for sat 12th dec",
         {"title": "Order a cake for 30 people", "description": "nan's 90th", "due": "2026-12-12"}),
        # a to-do already, or one word and its note: as before
        ("add call the bank - ask about the fee", {"title": "Call the bank", "description": "ask about the fee"}),
        ("add milk - get semi skimmed", {"title": "Milk", "description": "get semi skimmed"}),
        ("add dentist - book for next week", {"title": "Dentist", "description": "book for next week"}),
    ],
)
def test_what_to_do_about_a_thing_named_first_is_the_title(text: str, params: dict) -> None:
    assert _only(text, "add_task") == params


# ------------------------------------------------------------------ done, said after the day is narrated


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ok friday evening now. cashed up the tills", "tills"),
        ("right thursday morning now. topped up the gas meter", "gas meter"),
        ("ok wednesday now, emptied out the dishwasher", "dishwasher"),
        ("tues 1st dec now - put the bins out, done", "put the bins out"),
        ("friday now, paid the rent", "rent"),
        ("the dog got his booster today, the vet says hes a good boy", "dog booster"),
        ("the business cards are ordered now for real this time", "business cards"),
    ],
)
def test_a_done_report_after_the_day_is_narrated_completes_the_task(text: str, value: str) -> None:
    assert _only(text, "complete_task")["task_ref"]["value"] == value


@pytest.mark.parametrize("text", ["messed up the order", "monday. dentist at 3"])
def test_a_slip_or_a_day_said_first_is_no_done_report(text: str) -> None:
    assert all(s[0] != "complete_task" for s in steps(text))
