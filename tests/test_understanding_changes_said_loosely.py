"""Changes to tasks said in everyday words: moves told as news or with a reason, priorities and repeats said loosely,
searches, reminders, time zones and deletes. Each test asserts what the user would notice: which task changes, and
how, and that no junk task is added.

`read` is the rules alone; `offline` is the rules with the learned model, as the bot reads a message.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.readings import NOW, read, steps, title
from todobot.understanding import understand_offline
from todobot.understanding.model import ConversationContext

PRONOUN = {"kind": "pronoun"}


def offline(text: str, context: ConversationContext | None = None) -> list[tuple[str, str | None, dict[str, Any]]]:
    u = understand_offline(text, context=context, now=NOW, timezone="UTC")
    return [(s.intent, s.act, s.params) for s in u.steps]


# --- moves told as news, with a reason, or with a pronoun ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ref", "due"),
    [
        ("ok so the council wants it wednesday, move it", PRONOUN, "2026-11-25"),
        ("my boss needs it by friday", PRONOUN, "2026-11-27"),
        ("sam's moved to thursday, same time", title("sam"), "2026-11-26"),
        ("the quiz night's been moved to saturday", title("quiz night"), "2026-11-28"),
        ("put the budget review back to monday", title("budget review"), "2026-11-30"),
        ("put the vet forward to wednesday", title("vet"), "2026-11-25"),
    ],
)
def test_a_move_told_as_news_or_with_a_reason_moves_the_task(text: str, ref: dict[str, Any], due: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "due": due})]


def test_a_remark_about_who_rang_beside_a_move_adds_no_task() -> None:
    assert offline("tyre place just texted, nothing free tomorrow, shift the tyres to friday") == [
        ("update_task", None, {"task_ref": title("tyres"), "due": "2026-11-27"})
    ]


def test_news_of_a_change_then_the_task_it_is_for_moves_that_task() -> None:
    # not "what should the new title be?"
    assert steps("the match got moved to sunday, can you update the kit one") == [
        ("update_task", None, {"task_ref": title("kit"), "due": "2026-11-29"})
    ]


def test_an_edit_asked_after_another_command_is_not_given_its_date() -> None:
    assert steps("push the dentist to friday, and edit the gym one") == [
        ("update_task", None, {"task_ref": title("dentist"), "due": "2026-11-27"}),
        ("update_task", None, {"task_ref": title("gym")}),
    ]


def test_that_after_the_place_that_rang_is_the_task_about_it() -> None:
    assert steps("the optician's office called, move that to thursday") == [
        ("update_task", None, {"task_ref": title("optician"), "due": "2026-11-26"})
    ]


def test_someone_still_needing_it_is_no_move() -> None:
    assert steps("nah keep it, still need it monday") != [
        ("update_task", None, {"task_ref": PRONOUN, "due": "2026-11-30"})
    ]


# --- priority and repeat said loosely ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ref", "level"),
    [
        ("the shed can wait, honestly it's not important", title("shed"), "low"),
        ("the ironing can wait for now", title("ironing"), "low"),
        ("is urgent, make high priority", PRONOUN, "high"),
        ("oh and set it top priority while you're at it", PRONOUN, "high"),
    ],
)
def test_a_priority_said_loosely_edits_the_task_meant(text: str, ref: dict[str, Any], level: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "priority": level})]


def test_can_wait_with_a_day_moves_the_task() -> None:
    assert steps("the car wash can wait till saturday") == [
        ("update_task", None, {"task_ref": title("car wash"), "due": "2026-11-28"})
    ]


@pytest.mark.parametrize(
    ("text", "level", "added"),
    [
        ("high priority, add renew the passport", "high", "Renew the passport"),
        ("low prio but add sort the loft", "low", "Sort the loft"),
    ],
)
def test_a_level_said_before_a_new_task_is_that_tasks(text: str, level: str, added: str) -> None:
    assert steps(text) == [("add_task", None, {"title": added, "priority": level})]


def test_a_level_said_of_it_before_a_new_task_stays_an_edit() -> None:
    assert [s[0] for s in steps("make it high priority and add milk")] == ["update_task", "add_task"]


@pytest.mark.parametrize(
    ("text", "ref", "repeat"),
    [
        ("make the stretches a daily thing", title("stretches"), "daily"),
        ("turn the bins into a weekly job", title("bins"), "weekly"),
        ("make it a monthly thing", PRONOUN, "monthly"),
    ],
)
def test_a_task_made_a_daily_thing_repeats(text: str, ref: dict[str, Any], repeat: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "repeat": repeat})]


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("the gutter check isnt every week anymore, stop the repeat", title("gutter check")),
        ("cancel the repeat on the school run", title("school run")),
        ("stop the repeat pls", PRONOUN),
        ("term's over, stop repeating the packed lunches", title("packed lunches")),
    ],
)
def test_a_repeat_stopped_in_everyday_words_ticks_nothing(text: str, ref: dict[str, Any]) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "repeat": ""})]


def test_a_tick_beside_a_stopped_repeat_is_still_a_tick() -> None:
    assert [s[0] for s in steps("tick off the bins and stop repeating the gym one")] == ["complete_task", "update_task"]


# --- lists and search ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("search for passport", {"query": "passport"}),
        ("search for the dentist", {"query": "dentist"}),
        ("search for anything with receipt in it", {"query": "receipt"}),
        ("abeg find anything about the landlord", {"query": "landlord"}),
        ("anything without a deadline?", {"due": "no_date"}),
        ("which ones have no deadline", {"due": "no_date"}),
        ("what's high priority on there", {"priority": "high"}),
        ("and is the school stuff on there", {"query": "school"}),
    ],
)
def test_searches_and_filters_said_loosely_list_tasks(text: str, params: dict[str, Any]) -> None:
    assert offline(text) == [("list_tasks", None, params)]


@pytest.mark.parametrize("text", ["search for flights to rome", "search for cheap hotels in leeds"])
def test_a_web_search_is_no_search_of_the_list(text: str) -> None:
    assert [s[0] for s in offline(text)] != ["list_tasks"]


# --- reminders and time zones --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("which reminders have we got", None),
        ("abeg show me the reminders", None),
        ("wat time is my inhaler reminder", title("inhaler")),
    ],
)
def test_reminders_asked_about_loosely_are_listed(text: str, ref: dict[str, Any] | None) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": ref} if ref else {})]


def test_a_reminder_told_its_new_time_moves() -> None:
    assert steps("the boiler reminder should be monday 8am not sunday") == [
        ("move_reminder", None, {"task_ref": title("boiler"), "when": "2026-11-30T08:00:00+00:00"})
    ]


def test_a_reminder_said_to_be_different_without_a_time_moves_nothing() -> None:
    assert "move_reminder" not in [s[0] for s in steps("the reminder should be clearer")]


def test_remind_us_sets_a_reminder_with_its_timing_said_first() -> None:
    found = steps("every friday at 5pm remind us to water the hanging baskets")
    assert [s[0] for s in found] == ["add_task", "schedule_reminder"]
    assert found[0][2] == {"title": "Water the hanging baskets", "repeat": "every friday at 17:00"}  # a weekly chore
    assert found[1][2]["when"] == "2026-11-27T17:00:00+00:00"


def test_forget_that_with_a_question_open_drops_the_question_and_deletes_nothing() -> None:
    asked = ConversationContext(pending_intent="update_task", pending_slot="task_ref")
    found = steps("ah forget that, remind me tonight at 8 to lock the shed", asked)
    assert [s[0] for s in found] == ["add_task", "schedule_reminder"]


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("my zone is Europe/Lisbon", "Europe/Lisbon"),
        ("fyi i'm working out of berlin this week", "Europe/Berlin"),
        ("heads up, im working from chicago for the next fortnight", "America/Chicago"),
    ],
)
def test_a_zone_said_loosely_sets_it(text: str, zone: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": zone})]


def test_working_from_home_sets_no_zone() -> None:
    assert "set_timezone" not in [s[0] for s in steps("i'm working from home today")]


# --- deletes and confirmations -------------------------------------------------------------------------------------


def test_a_task_got_off_the_list_is_deleted_not_listed() -> None:
    assert steps("get the insurance task off my list") == [("delete_task", None, {"task_ref": title("insurance")})]


def test_hers_is_the_task_of_the_person_the_remark_is_about() -> None:
    assert steps("maya cancelled again 🙄 get rid of hers") == [("delete_task", None, {"task_ref": title("maya")})]


@pytest.mark.parametrize("text", ["yep clear em", "yeah bin em", "yes scrap them"])
def test_a_yes_with_what_to_do_confirms(text: str) -> None:
    u = read(text)
    assert (u.intent, u.act) == ("none", "confirm")
