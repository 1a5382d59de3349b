"""A busy day's corrections and repeats, read as the person meant them: a rename with a priority after it ("rename
that to book winter tyres, make it urgent"), a new name and the old one ruled out in a sentence of its own, a
reminder on "that" with why after it, a noun that repeats at its hour ("yoga every sunday 8am"), a remark after
"pls." or "theres …" kept out of the title, an nth weekday of every month, news of a thing then that thing added in
so many words, and "mr." before a name. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, read, steps

IT = {"kind": "pronoun"}


@pytest.mark.parametrize(
    ("text", "new_title", "level"),
    [
        ("rename that to book winter tyres, make it urgent", "Book winter tyres", "high"),
        ("rename it to call the plumber, make it high priority", "Call the plumber", "high"),
        ("rename 3 to call the dentist, make it low priority", "Call the dentist", "low"),
        ("change #4 to pay the gas bill, make it urgent", "Pay the gas bill", "high"),
    ],
)
def test_a_rename_then_a_priority_does_both(text: str, new_title: str, level: str) -> None:
    found = steps(text)
    assert [p.get("title") for _, _, p in found if p.get("title")] == [new_title]
    assert [p["priority"] for _, _, p in found if p.get("priority")] == [level]
    assert all(intent == "update_task" for intent, _, _ in found)


def test_a_change_of_words_after_make_it_still_replaces_them() -> None:
    assert steps("add buy milk, make it oat milk") == [("add_task", None, {"title": "Buy oat milk"})]


@pytest.mark.parametrize(
    ("text", "ref", "new_title"),
    [
        ("#18 should be called Book winter tyres. not book winter urgent lol", 18, "Book winter tyres"),
        ("rename 2 to pay rent. not pay rant", 2, "Pay rent"),
        ("change 5 to call the vet! not the dentist", 5, "Call the vet"),
    ],
)
def test_the_name_ruled_out_in_its_own_sentence_is_no_part_of_the_title(text: str, ref: int, new_title: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": number(ref), "title": new_title})]


@pytest.mark.parametrize(
    "text",
    [
        "remind me monday 10am to do that, before my shift starts",
        "remind me friday 3pm to do it so i dont forget",
        "remind me tomorrow at 9 to sort that out before the kids wake up",
    ],
)
def test_a_reminder_to_do_that_with_why_after_it_is_on_the_task_talked_about(text: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["schedule_reminder"]
    assert found[0][2]["task_ref"] == IT


@pytest.mark.parametrize(
    ("text", "name", "repeat"),
    [
        ("yoga every sunday 8am pls. its the only me time i get", "Yoga", "every sunday at 8:00"),
        ("swimming every monday 6pm", "Swimming", "every monday at 18:00"),
        ("football every saturday at 10am please", "Football", "every saturday at 10:00"),
    ],
)
def test_a_thing_that_repeats_at_its_hour_is_a_task(text: str, name: str, repeat: str) -> None:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "add_task", found
    assert found[0][2]["title"] == name and found[0][2]["repeat"] == repeat


@pytest.mark.parametrize("text", ["fish tuesday", "swimming every day"])
def test_a_bare_word_with_a_day_or_a_loose_repeat_stays_unclear(text: str) -> None:
    assert read(text).intent == "unknown"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("freeze the diwali leftovers tonight before they go bad, theres so much kheer",
         "Freeze the diwali leftovers before they go bad"),
        ("freeze the soup, theres loads left", "Freeze the soup"),
        ("thaw the chicken tonight", "Thaw the chicken"),
    ],
)
def test_a_remark_about_how_things_are_stays_out_of_the_title(text: str, name: str) -> None:
    found = steps(text)
    assert found[0][0] == "add_task" and found[0][2]["title"] == name


@pytest.mark.parametrize(
    ("text", "repeat"),
    [
        ("add book club on the first wednesday of every month", "every first wednesday"),
        ("add book club every month on the first wednesday", "every first wednesday"),
        ("team meeting the last friday of each month 3pm", "every last friday at 15:00"),
        ("book club is the first wednesday of every month at 7:30pm. add that as a repeating thing",
         "every first wednesday at 19:30"),
        ("book club is the first wednesday of every month, 7:30pm at shalini's. add that as a repeating thing",
         "every first wednesday"),
    ],
)
def test_an_nth_weekday_of_every_month_repeats_monthly(text: str, repeat: str) -> None:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "add_task", found
    assert found[0][2]["repeat"] == repeat
    assert found[0][2]["title"].split()[0] in ("Book", "Team")
    assert "wednesday" not in found[0][2]["title"].lower()


@pytest.mark.parametrize(
    "text",
    [
        "back. mrs. d'souza wants her blister packs by monday, add prep blister packs for mrs d'souza due monday 11am",
        "mr. patel needs his prescription by friday, add prep prescription for mr patel due friday 2pm",
        "mr patel needs his prescription by friday, add prep prescription for mr patel due friday 2pm",
    ],
)
def test_news_of_a_thing_then_that_thing_added_is_one_add(text: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["add_task"], found


def test_news_of_another_thing_beside_an_add_is_still_kept() -> None:
    found = steps("the plumber is coming saturday morning, add clear out the bathroom friday")
    assert [intent for intent, _, _ in found] == ["add_task", "update_task"]
