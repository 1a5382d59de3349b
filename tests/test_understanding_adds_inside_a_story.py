"""New tasks inside a story: every request added, nothing else. "X so put that in, and …" adds X and goes on;
"add these 3 things: a, b, c" adds a, b and c; "speaking of which add …" drops the opener; "… as a new one" is
no part of the name; "family stuff now. …" only says what comes next. Clock fixed (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

import pytest

from tests.readings import added_titles, steps


@pytest.mark.parametrize(("text", "title", "due"), [
    ("mums got her cardiology appt at the royal infirmary on tues 8th dec 10:40 so put that in",
     "Mums cardiology appt at the royal infirmary", "2026-12-08T10:40:00+00:00"),
    ("dad has his hearing test on friday at 3, add it", "Dad's hearing test", "2026-11-27T15:00:00+00:00"),
    ("gran has her flu jab on thursday, can you put it in", "Gran's flu jab", "2026-11-26"),
])
def test_news_of_someones_appointment_then_put_that_in_adds_the_appointment(text: str, title: str, due: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title, "due": due})]


def test_put_that_in_midway_adds_it_and_reads_the_rest() -> None:
    found = steps("mums has her eye test on tues 8th dec so put that in, and i need to book the car in for its MOT")
    assert [intent for intent, _, _ in found] == ["add_task", "add_task"]
    assert found[0][2]["title"] == "Mums eye test"
    assert found[1][2]["title"].startswith("Book the car in for its MOT")


@pytest.mark.parametrize(("text", "title"), [
    ("still havent sent thank you cards to the aunties which is embarrassing, add that",
     "Send thank you cards to the aunties"),
    ("still haven't paid the window cleaner, add that", "Pay the window cleaner"),
    ("i do my piano practice every evening, add it", "Piano practice"),
])
def test_what_is_not_done_yet_then_add_that_is_the_thing_to_do(text: str, title: str) -> None:
    assert added_titles(text) == [title]


def test_add_that_with_more_news_after_it_adds_only_the_requests() -> None:
    titles = added_titles("still havent sent the thank you cards, add that. and i need to book train tickets to leeds")
    assert titles[0] == "Send the thank you cards"
    assert titles[1].startswith("Book train tickets to leeds")
    assert not any(t.lower().startswith("that") for t in titles)


@pytest.mark.parametrize(("text", "titles"), [
    ("no!! add these 3 things: shepherd costume for the nativity, book arjun dentist check up, buy calpol",
     ["Shepherd costume for the nativity", "Book arjun dentist check up", "Buy calpol"]),
    ("please add the following two tasks: call mum, pay rent", ["Call mum", "Pay rent"]),
    ("add these four things: milk, bread, eggs, butter", ["Milk", "Bread", "Eggs", "Butter"]),
])
def test_add_these_n_things_adds_each_thing_and_no_task_called_these(text: str, titles: list[str]) -> None:
    assert added_titles(text) == titles


def test_a_date_on_an_item_of_a_counted_list_is_its_due() -> None:
    found = steps("add these 2 things: shepherd costume due 10 dec, buy calpol")
    assert found[0][2] == {"title": "Shepherd costume", "due": "2026-12-10"}


@pytest.mark.parametrize("text", [
    "speaking of which add arjun swimming every tues at 5",
    "oh before i forget add arjun swimming every tues at 5",
    "while i remember, add arjun swimming every tues at 5",
    "that reminds me - add arjun swimming every tues at 5",
])
def test_what_brought_it_to_mind_is_no_part_of_the_task(text: str) -> None:
    assert steps(text) == [("add_task", None, {"title": "Arjun swimming", "repeat": "every tuesday at 17:00"})]


@pytest.mark.parametrize(("text", "title"), [
    ("add get meeras frozen castle as a new one", "Get meeras frozen castle"),
    ("add order the printer ink as a new task", "Order the printer ink"),
    ("add wrap the presents as a new item", "Wrap the presents"),
])
def test_as_a_new_one_is_said_of_the_list(text: str, title: str) -> None:
    assert added_titles(text) == [title]


@pytest.mark.parametrize(("text", "title"), [
    ("family stuff now. still havent sent the cards to the aunties, add that", "Send the cards to the aunties"),
    ("right work stuff. add redo the rota", "Redo the rota"),
    ("ok studying. i do my course reading every tuesday at 8:30pm, can u put that in as a repeating thing",
     "Course reading"),
])
def test_a_topic_said_first_only_says_what_comes_next(text: str, title: str) -> None:
    assert added_titles(text)[0] == title


def test_a_task_with_a_note_after_a_dash_stays_one_task() -> None:
    assert steps("add call the bank - ask about the fee") == [
        ("add_task", None, {"title": "Call the bank", "description": "ask about the fee"})]
