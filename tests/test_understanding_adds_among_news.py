"""Adds said among news and chatter: "you missed the X one - <task>", "no im not looking for anything, i want to
add X", a thing said with its date then "add that", "put X on there too, sat 9am", and who got in touch said before
the to-do ("mum called, ring the gp …"). Clock fixed (Monday 2026-11-23 09:00 UTC)."""

from __future__ import annotations

import pytest

from tests.readings import steps


def _adds(text: str) -> list[dict]:
    found = steps(text)
    assert all(intent == "add_task" for intent, _, _ in found), found
    return [params for _, _, params in found]


@pytest.mark.parametrize(("text", "title", "due"), [
    ("you missed the football one - drop ciaran to football training thursday 6pm",
     "Drop ciaran to football training", "2026-11-26T18:00:00+00:00"),
    ("you forgot one: pick up the dry cleaning friday", "Pick up the dry cleaning", "2026-11-27"),
    ("u left out the dentist, dentist tues 3pm", "Dentist", "2026-11-24T15:00:00+00:00"),
    ("you missed one - the vet for the cat, thursday", "The vet for the cat", "2026-11-26"),
])
def test_a_task_said_after_you_missed_one_is_added(text: str, title: str, due: str) -> None:
    assert _adds(text) == [{"title": title, "due": due}]


def test_you_missed_the_point_adds_nothing() -> None:
    assert all(intent != "add_task" for intent, _, _ in steps("you missed the point, its fine"))


@pytest.mark.parametrize(("text", "title"), [
    ("no im not looking for anything, i want to add get new togs for niamh by saturday", "Get new togs for niamh"),
    ("no im not searching, can you add renew car tax by friday", "Renew car tax"),
    ("i wasnt asking for a list, add pay the gas bill", "Pay the gas bill"),
])
def test_an_add_asked_for_after_a_no_to_what_was_assumed(text: str, title: str) -> None:
    [params] = _adds(text)
    assert params["title"] == title


@pytest.mark.parametrize(("text", "title", "due"), [
    ("the parent teacher meeting is on thursday at 4, can you add that", "Parent teacher meeting",
     "2026-11-26T16:00:00+00:00"),
    ("the dentist is wed 9th dec at 11.20, pls add it", "Dentist", "2026-12-09T11:20:00+00:00"),
    ("ciarans match is saturday at 11. add it pls", "Ciarans match", "2026-11-28T11:00:00+00:00"),
])
def test_a_thing_said_with_its_date_then_add_that(text: str, title: str, due: str) -> None:
    assert _adds(text) == [{"title": title, "due": due}]


@pytest.mark.parametrize(("text", "params"), [
    ("and put the swimming gala on there too, sat 9am",
     {"title": "The swimming gala", "due": "2026-11-28T09:00:00+00:00"}),
    ("stick the bin collection on there, every tuesday", {"title": "The bin collection", "repeat": "every tuesday"}),
    ("put renew passport on there - by the 4th", {"title": "Renew passport", "due": "2026-12-04"}),
])
def test_put_on_there_with_its_date_after(text: str, params: dict) -> None:
    assert _adds(text) == [params]


@pytest.mark.parametrize(("text", "title"), [
    ("the school emailed, sign the permission slip by friday", "Sign the permission slip"),
    ("mum called, ring the gp about her tablets tomorrow", "Ring the gp about her tablets"),
    ("dad rang, need to book his bloods for friday, add that", "Book his bloods"),
])
def test_who_got_in_touch_is_no_part_of_the_title(text: str, title: str) -> None:
    [params] = _adds(text)
    assert params["title"] == title


def test_news_that_says_who_wants_it_keeps_them_in_the_title() -> None:
    [params] = _adds("bakery client emailed, they want a 30 sec version as well as the 60, add that for friday")
    assert params["title"].startswith("Bakery client emailed")
