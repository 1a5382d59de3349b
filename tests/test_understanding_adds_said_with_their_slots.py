"""Adds said with their slots in everyday ways (a pharmacy owner's week): two bare to-dos each with its own date, a
deadline the speaker aims for ahead of the real one, where a to-do is to be done said first, what someone asked of the
speaker, a need said with a done-word ("needs X sorted"), and help asked for after a greeting and a remark.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import added_titles, read, steps
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(
    ("text", "titles", "dues"),
    [
        ("ok supplier stuff. place the mckesson order by monday noon and do the short dated stock return before "
         "thursday", ["Place the mckesson order", "Do the short dated stock return"],
         ["2026-11-30T12:00:00+00:00", "2026-11-26"]),
        ("call mom tomorrow and pay rent friday", ["Call mom", "Pay rent"], ["2026-11-24", "2026-11-27"]),
        ("ugh. book the dentist for tuesday and renew my passport by the 15th",
         ["Book the dentist", "Renew my passport"], ["2026-11-24", "2026-12-15"]),
        ("take out the bins tonight and water the plants tomorrow pls", ["Take out the bins", "Water the plants"],
         ["2026-11-23T20:00:00+00:00", "2026-11-24"]),
    ],
)
def test_two_bare_to_dos_each_with_its_own_date_are_two_tasks(text: str, titles: list[str], dues: list[str]) -> None:
    found = steps(text)
    assert [p["title"] for _, _, p in found] == titles
    assert [p.get("due") for _, _, p in found] == dues


@pytest.mark.parametrize("text", ["buy milk and eggs tomorrow", "i need milk and eggs tomorrow"])
def test_one_to_do_with_two_things_stays_one_task(text: str) -> None:
    assert len(added_titles(text)) == 1


@pytest.mark.parametrize(
    ("text", "words", "due"),
    [
        ("HST remittance is due dec 31 but i want it done by the 15th, p1", "hst remittance", "2026-12-15"),
        ("the report is due friday but i want it done by wednesday", "report", "2026-11-25"),
        ("tax return due jan 31 but id like to have it filed by the 20th", "tax return", "2026-12-20"),
        ("essay is due on the 10th but im aiming to finish it by the 8th", "essay", "2026-12-08"),
        ("car insurance due dec 20, but i want to pay it before the 15th", "car insurance", "2026-12-15"),
    ],
)
def test_the_date_aimed_for_is_the_due_date(text: str, words: str, due: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task" and params["or_add"]
    assert params["task_ref"]["value"] == words and params["due"] == due


def test_the_capitals_of_a_task_offered_are_kept() -> None:
    (_, _, params), = steps("HST remittance is due dec 31 but i want it done by the 15th, p1")
    assert params["or_add"] == "HST remittance" and params["priority"] == "high"


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("also at the conference i want to ask about the new naloxone program, add that as low priority",
         "Ask about the new naloxone program at the conference"),
        ("at work tomorrow i need to call the supplier", "Call the supplier at work"),
        ("in the office i have to print the contracts", "Print the contracts in the office"),
    ],
)
def test_where_it_is_done_said_first_follows_the_to_do(text: str, title: str) -> None:
    assert added_titles(text) == [title]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("she said to email her the store's numbers by next friday, add that", "Email her the store's numbers"),
        ("my boss wants me to send the slides by monday, add that", "Send the slides"),
        ("add mum asked me to call the gp", "Call the gp"),
    ],
)
def test_what_someone_asked_of_me_is_the_to_do(text: str, title: str) -> None:
    assert added_titles(text) == [title]


def test_a_done_report_then_a_thing_to_add_said_of_that() -> None:
    found = steps("talked to the ontario college rep about naloxone, that's done. she said to email her the store's "
                  "numbers by next friday, add that")
    assert [i for i, _, _ in found] == ["complete_task", "add_task"]
    assert found[1][2]["title"] == "Email her the store's numbers" and found[1][2]["due"]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("she also needs a health card thing sorted, add check if athai needs visitor insurance extended, not urgent, "
         "whenever", "Check if athai needs visitor insurance extended"),
        ("he needs his passport renewed, add book the passport photos", "Book the passport photos"),
    ],
)
def test_a_need_said_with_a_done_word_is_no_report(text: str, title: str) -> None:
    assert added_titles(text) == [title]


@pytest.mark.parametrize("text", ["the mot is done", "she got her passport renewed", "the report is sorted"])
def test_a_report_is_still_a_report(text: str) -> None:
    assert [i for i, _, _ in steps(text)] == ["complete_task"]


@pytest.mark.parametrize(
    "text",
    [
        "hi! ok so this week is going to be nuts, can you help me keep track of stuff",
        "hey, crazy week ahead lol. can u help me stay on top of things?",
        "morning! busy week, can you help me keep track of stuff",
        "hello. ok so this month is mad, help me keep on top of things",
    ],
)
def test_help_asked_after_a_greeting_and_a_remark(text: str) -> None:
    assert [(i, a) for i, a, _ in steps(text)] == [("none", "help")]


_OFFERED = ConversationContext(awaiting_confirmation=True, offered_add=True)


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("no lol. just call it file HST remittance, due dec 15, high priority",
         {"title": "File HST remittance", "due": "2026-12-15", "priority": "high"}),
        ("no, call it file HST remittance", {"title": "File HST remittance"}),
        ("nah just name it pay the hydro bill", {"title": "Pay the hydro bill"}),
    ],
)
def test_a_no_naming_the_task_offered_adds_it_under_that_name(text: str, params: dict) -> None:
    (intent, act, said), = steps(text, _OFFERED)
    assert (intent, act, said) == ("none", "confirm", params)


def test_a_no_naming_it_to_another_question_is_no_yes() -> None:
    asked = ConversationContext(awaiting_confirmation=True)  # "Delete #1 “Pay rent”?"
    assert read("no, call it pay the rent", asked).act != "confirm"
