"""Conversation acts and junk adds: conversation acts as people type them (respectful address, pidgin, typos, undo by
steps, help for newcomers, corrections naming the one ruled out), and requests that used to become junk adds or
nothing at all ("take call the bank off", a repeat changed "instead of" another, a priority "only", a done-report
with a typo, the reminders asked about with "getting reminded", a time zone from a landing, trivia after "remind
me what", appliances switched on, people added on a messaging app, numbers joined by "an"/"n", several things
finished in one list) — each with near misses that must stay as they were.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import number, read, steps, title

# ------------------------------------------------------------------ conversation acts


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("yeah please do", "confirm"),
        ("yh go ahead", "confirm"),
        ("yep, that's correct, thank you", "confirm"),
        ("oya", "confirm"),
        ("yes sir", "confirm"),
        ("nooo", "deny"),
        ("no sir", "deny"),
        ("nope ma", "deny"),
        ("thanks a million mate", "thanks"),
        ("tnx", "thanks"),
        ("thanx bro", "thanks"),
        ("thank you sir", "thanks"),
        ("i'm new, what is this app", "help"),
        ("what is this bot for", "help"),
        ("what are u for", "help"),
        ("can you explain what you are able to do", "help"),
        ("what can you help me with", "help"),
    ],
)
def test_everyday_forms_of_the_conversation_acts(text: str, act: str) -> None:
    u = read(text)
    assert (u.intent, u.act) == ("none", act)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("undo those last 3 changes", 3),
        ("undo these last two", 2),
        ("go back two steps", 2),
        ("go back 4 changes", 4),
    ],
)
def test_an_undo_said_in_steps_reaches_back_that_far(text: str, count: int) -> None:
    u = read(text)
    assert (u.intent, u.act, u.params.get("count")) == ("none", "undo", count)


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("wrong one, should have been #3", number(3)),
        ("no, it should've been the second", {"kind": "ordinal", "value": 2}),
        ("not the red one, the blue one", title("blue")),
        ("not the gym one, the dentist one", title("dentist")),
    ],
)
def test_a_correction_naming_the_one_ruled_out_or_the_one_it_should_have_been(text: str, ref: Any) -> None:
    u = read(text)
    assert (u.intent, u.act, u.params.get("task_ref")) == ("none", "correct", ref)


@pytest.mark.parametrize(
    "text",
    [
        "go back to the shop",  # a place to go back to, not an undo
        "it should've been done yesterday",  # a remark about a task, not which one was meant
        "what can you help me do with my garden",  # a question about the world, not about TodoBot
        "ok ma",  # not a confirm said to a question (no "yes"), left to the model
    ],
)
def test_near_misses_of_the_acts_stay_as_they_were(text: str) -> None:
    assert read(text).act not in ("undo", "correct", "help", "confirm")


# ------------------------------------------------------------------ requests that were junk adds


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("take call the bank off", title("call the bank")),
        ("take the renewal off pls", title("renewal")),
        ("take 3 off", number(3)),
        ("get the dentist thing off there, sorted it", title("dentist")),
    ],
)
def test_taking_a_task_off_deletes_it(text: str, ref: Any) -> None:
    u = read(text)
    assert (u.intent, u.params.get("task_ref")) == ("delete_task", ref)


@pytest.mark.parametrize("text", ["take your shoes off", "take two days off", "take friday off"])
def test_taking_something_off_that_names_no_task_is_no_delete(text: str) -> None:
    assert read(text).intent != "delete_task"


@pytest.mark.parametrize(
    ("text", "ref", "repeat"),
    [
        ("make the gym membership payment weekly instead of monthly", "gym membership payment", "weekly"),
        ("make the bins every other week rather than weekly", "bins", "every other week"),
        ("make the nanny payment monthly instead of every 2 weeks", "nanny payment", "monthly"),
    ],
)
def test_a_repeat_said_instead_of_another_changes_the_task(text: str, ref: str, repeat: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("task_ref"), u.params.get("repeat")) == ("update_task", title(ref), repeat)


def test_a_repeat_said_with_no_task_named_stays_a_new_task() -> None:
    u = read("make dinner monthly")
    assert u.intent == "add_task"


@pytest.mark.parametrize(
    "text",
    ["stick the kettle on", "put the telly on pls", "add dad on facebook", "add jo to the family chat",
     "remind me what the population of spain is"],
)
def test_requests_for_something_else_are_out_of_scope(text: str) -> None:
    u = read(text)
    assert (u.intent, u.act) == ("none", "out_of_scope")


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("add message jo on whatsapp", "add_task"),  # a to-do's verb: the task is messaging jo
        ("remind me what's due today", "list_tasks"),
    ],
)
def test_near_misses_of_out_of_scope_keep_their_reading(text: str, intent: str) -> None:
    assert read(text).intent == intent


# ------------------------------------------------------------------ intents that were missed


@pytest.mark.parametrize(
    ("text", "priority"),
    [
        ("only the high priority ones", "high"),
        ("urgent ones only pls", "high"),
        ("just my p1s", "high"),
        ("just the low priority stuff", "low"),
    ],
)
def test_a_priority_only_lists_those_tasks(text: str, priority: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("priority")) == ("list_tasks", priority)


def test_a_priority_in_front_of_a_task_still_adds_it() -> None:
    u = read("urgent: call the bank")
    assert (u.intent, u.params.get("priority")) == ("add_task", "high")


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("the cover letter is writen", "cover letter"),
        ("dun with the ironing", "ironing"),
    ],
)
def test_done_reports_with_a_typo(text: str, ref: str) -> None:
    u = read(text)
    assert (u.intent, u.params.get("task_ref")) == ("complete_task", title(ref))


@pytest.mark.parametrize(
    ("text", "refs"),
    [
        ("finished the tax return, the invoices and the vat", ["tax return", "invoices", "vat"]),
        ("done with the mopping, the bins and the dusting", ["mopping", "bins", "dusting"]),
    ],
)
def test_several_things_finished_in_one_list(text: str, refs: list[str]) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(r)}) for r in refs]


def test_a_finished_task_then_a_remark_is_one_completion() -> None:
    assert steps("finished the report, going to bed now") == [("complete_task", None, {"task_ref": title("report")})]


@pytest.mark.parametrize(("text", "numbers"), [("delete 5 an 6", [5, 6]), ("mark 1 n 2 done", [1, 2])])
def test_numbers_joined_by_a_hurried_and(text: str, numbers: list[int]) -> None:
    assert [s[2].get("task_ref") for s in steps(text)] == [number(n) for n in numbers]


@pytest.mark.parametrize(
    "text", ["what am i getting reminded about tomorrow", "what am i gonna be reminded of this weekend"])
def test_what_am_i_getting_reminded_about_lists_the_reminders(text: str) -> None:
    assert read(text).intent == "list_reminders"


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("just landed in tokyo, update my timezone", "Asia/Tokyo"),
        ("moved to denver, my reminders are all off now", "America/Denver"),
        ("arrived in berlin", "Europe/Berlin"),
        ("relocated to lisbon mate, the times are all wrong", "Europe/Lisbon"),
    ],
)
def test_a_landing_or_a_move_sets_the_time_zone(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_a_time_zone_change_naming_no_place_asks_where() -> None:
    assert steps("set my timezone pls") == [("set_timezone", None, {})]


def test_landing_somewhere_that_is_no_place_sets_no_zone() -> None:
    assert read("landed in hospital").intent != "set_timezone"
