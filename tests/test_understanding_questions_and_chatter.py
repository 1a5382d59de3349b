"""Questions about tasks and reminders, requests said among chatter, and dates left inside new tasks' titles:
"is the wednesday pickup reminder still on for next week?", "whats the pcn number on the parking one",
"why did you change #2?? undo the last two", "right lets get this down. add …", "im in dublin so irish time pls",
"the school play should go on the list too, its tuesday 8th at 6pm", "u14s have a match tmrw 10am away at st annes",
"email mrs okafor … by end of today (fri 27th)", "…, thats next sat", "add back X".
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import read, steps
from todobot.understanding.rules.exceptions import yes_except


def _adds(text: str) -> list[dict]:
    found = read(text).steps
    assert all(s.intent == "add_task" for s in found), [(s.intent, s.params) for s in found]
    return [s.params for s in found]


# ------------------------------------------------------------------ dates said with a new task stay out of its title


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("need to email mrs okafor the mock grade boundaries by end of today (fri 27th)",
         "Email mrs okafor the mock grade boundaries", "2026-11-27"),
        ("add send the invoice by the end of tomorrow", "Send the invoice", "2026-11-24"),
        ("add chase the landlord by end of friday", "Chase the landlord", "2026-11-27"),
        ("add return the library books (thurs 26th)", "Return the library books", "2026-11-26"),
        ("add call the bank by the end of the day", "Call the bank", "2026-11-23T17:00:00+00:00"),
        ("add buy ella a birthday present for her mate's party, thats saturday",
         "Buy ella a birthday present for her mate's party", "2026-11-28"),
        ("add get a card for gran, its on friday", "Get a card for gran", "2026-11-27"),
        ("u14s have a match tmrw 10am away at st annes. add it pls",
         "U14s have a match away at st annes", "2026-11-24T10:00:00+00:00"),
        ("add dinner tomorrow night with sarah", "Dinner with sarah", "2026-11-24T20:00:00+00:00"),
        ("add ring the garage tomorrow morning re the mot", "Ring the garage re the mot", "2026-11-24T09:00:00+00:00"),
        ("add drinks tonight at 8pm with the team", "Drinks with the team", "2026-11-23T20:00:00+00:00"),
    ],
)
def test_the_date_said_with_a_new_task_is_its_due_not_its_title(text: str, title: str, due: str) -> None:
    params = _adds(text)[0]
    assert (params["title"], params.get("due")) == (title, due)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add book a table for friday dinner", "Book a table for friday dinner"),
        ("add pick up tomorrow's paper", "Pick up tomorrow's paper"),
        ("add the 5pm train tickets", "The 5pm train tickets"),
        ("add buy milk (semi skimmed)", "Buy milk (semi skimmed)"),
    ],
)
def test_a_date_that_names_the_thing_stays_in_the_title(text: str, title: str) -> None:
    assert _adds(text)[0]["title"] == title


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("add back email parents about christmas fixtures due 4th december", "Email parents about christmas fixtures"),
        ("add back the bins task", "The bins task"),
        ("add call the dentist back on my list", "Call the dentist"),
        ("add back pain physio", "Back pain physio"),
    ],
)
def test_add_back_puts_the_task_on_the_list_again(text: str, title: str) -> None:
    assert _adds(text)[0]["title"] == title


@pytest.mark.parametrize(
    ("text", "title", "due"),
    [
        ("actually the school play should go on the list too, its tuesday 8th at 6pm, i cant forget it",
         "The school play", "2026-12-08T18:00:00+00:00"),
        ("renewing the passport needs to be on my list", "Renewing the passport", None),
        ("oh the bake sale should be on the list as well", "The bake sale", None),
    ],
)
def test_something_said_to_belong_on_the_list_is_added(text: str, title: str, due: str | None) -> None:
    params = _adds(text)[0]
    assert (params["title"], params.get("due")) == (title, due)


# ------------------------------------------------------------------ chatter around a request


def test_chatter_before_an_add_offers_no_task_of_its_own() -> None:
    titles = [p["title"] for p in _adds("right lets get this down. add mark the essays due monday, book the mot")]
    assert titles == ["Mark the essays", "Book the mot"]
    assert [p["title"] for p in _adds("ok lets do this, add buy stamps")] == ["Buy stamps"]


def test_news_beside_a_reminder_is_asked_about_after_the_reminder_is_set() -> None:
    found = steps("also the plumber is coming saturday morning, remind me friday night to clear out the bathroom")
    assert [s[0] for s in found] == ["add_task", "schedule_reminder", "update_task"]
    assert found[0][2]["title"] == "Clear out the bathroom"


def test_something_needed_said_beside_a_clear_add_is_still_offered() -> None:
    found = steps("grand. also the dog needs his booster at the vet sometime next week, and i have to send the "
                  "guest list to the restaurant by the 4th of december")
    assert [s[2]["title"] for s in found] == ["Send the guest list to the restaurant",
                                              "The dog needs his booster at the vet"]


@pytest.mark.parametrize(
    "text",
    ["hi there, im Aoife. just so you know im in dublin so irish time pls", "im in dublin so local time thanks",
     "im in dublin so irish time"],
)
def test_a_place_and_its_time_said_without_a_verb_sets_the_time_zone(text: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": "Europe/Dublin"})]


@pytest.mark.parametrize(
    ("text", "count"),
    [("why did you change #2?? undo the last two", 2), ("why did you do that? undo it", None),
     ("huh? why is it gone? bring it back", None)],
)
def test_a_question_then_an_undo_undoes(text: str, count: int | None) -> None:
    found = read(text).steps
    assert [s.act for s in found] == ["undo"]
    assert found[0].params.get("count") == count


# ------------------------------------------------------------------ questions about reminders and notes


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("is the wednesday pickup reminder still on for next week?", {"kind": "title", "value": "pickup"}),
        ("is my weekly gym reminder still on?", {"kind": "title", "value": "gym"}),
        ("is the dentist reminder still set for tomorrow?", {"kind": "title", "value": "dentist"}),
        ("and the reminder for it is still there for next wk?", {"kind": "pronoun"}),
        ("the reminder for that is still on right?", {"kind": "pronoun"}),
        ("morning! wed 2nd, kids day. when's the school pickup reminder?",
         {"kind": "title", "value": "school pickup"}),
    ],
)
def test_a_question_about_a_reminder_lists_that_tasks_reminders(text: str, ref: dict) -> None:
    assert steps(text) == [("list_reminders", None, {"task_ref": ref})]


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("whats the pcn number on the parking one", {"query": "parking"}),
        ("what was the booking ref for the hotel one?", {"query": "hotel"}),
        ("what's the phone number on the plumber task", {"query": "plumber"}),
        ("whats the note on the boiler service", {"query": "boiler service"}),
        ("can you tell me the details of the car service task", {"query": "car service"}),
        ("what's the note on #4", {"numbers": [4]}),
        ("what is the priority on task 2", {"numbers": [2]}),
    ],
)
def test_a_question_about_a_detail_of_a_task_shows_that_task(text: str, params: dict) -> None:
    assert steps(text) == [("list_tasks", None, params)]


@pytest.mark.parametrize("text", ["what's the deadline for self assessment", "whats the phone number for the council"])
def test_a_question_about_the_world_searches_no_task(text: str) -> None:
    assert all("query" not in s[2] for s in steps(text))


# ------------------------------------------------------------------ a topic, a priority for all, a pointed priority


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10k training: add a 5k run saturday", [("A 5k run", "10k training")]),
        ("bathroom reno: add buy grout and book the skip",
         [("Buy grout", "bathroom reno"), ("Book the skip", "bathroom reno")]),
        ("heads up: add renew the railcard", [("Renew the railcard", None)]),
    ],
)
def test_a_topic_before_a_command_is_the_note_of_what_it_adds(text: str, expected: list) -> None:
    assert [(p["title"], p.get("description")) for p in _adds(text)] == expected


def test_a_priority_said_for_both_is_each_tasks() -> None:
    found = _adds("10k training: add a 5k run saturday and a long run sunday, 8k. low priority both")
    assert [(p["title"], p["due"], p["priority"]) for p in found] == [
        ("A 5k run", "2026-11-28", "low"), ("A long run 8k", "2026-11-29", "low")]
    found = _adds("add clean the oven and defrost the freezer, high priority for both")
    assert [(p["title"], p.get("priority")) for p in found] == [
        ("Clean the oven", "high"), ("Defrost the freezer", "high")]


@pytest.mark.parametrize(
    ("text", "ref", "level"),
    [
        ("that one low priority too pls", {"kind": "pronoun"}, "low"),
        ("this one high prio", {"kind": "pronoun"}, "high"),
        ("the milk one low priority pls", {"kind": "title", "value": "milk"}, "low"),
    ],
)
def test_a_pointed_task_and_a_level_sets_its_priority(text: str, ref: dict, level: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, "priority": level})]


def test_both_said_before_the_priority_is_each_tasks_too() -> None:
    found = _adds("add buy stamps and post the parcel, both high priority")
    assert [(p["title"], p.get("priority")) for p in found] == [("Buy stamps", "high"), ("Post the parcel", "high")]


@pytest.mark.parametrize(
    ("text", "before"),
    [
        ("and remind me at 5pm that day so i leave on time", {"days": 0, "at": "17:00"}),
        ("remind me at 7am that morning", {"days": 0, "at": "07:00"}),
        ("remind me 30 min before so i can get ready", {"minutes": 30}),
    ],
)
def test_a_reminder_on_the_tasks_own_day_said_with_why_names_no_new_task(text: str, before: dict) -> None:
    assert steps(text) == [("schedule_reminder", None, {"task_ref": {"kind": "pronoun"}, "before": before})]


@pytest.mark.parametrize(
    ("text", "left_out"),
    [
        ("hang on, keep the murphy one, i might need it for my accounts. delete the rest",
         [{"kind": "title", "value": "murphy"}]),
        ("keep #2, delete the others", [{"kind": "number", "value": 2}]),
        ("leave the tent, do the rest", [{"kind": "title", "value": "tent"}]),
    ],
)
def test_keep_one_then_the_rest_said_to_a_bulk_question_confirms_the_rest(text: str, left_out: list) -> None:
    found = yes_except(text)
    assert found is not None and found.act == "confirm"
    assert found.params == {"except": left_out, "affirmed": True}


@pytest.mark.parametrize(
    "text",
    ["did the mocks last night till 1am, all 90 marked finally. done done done", "did the mocks till 2am lol",
     "finished the mocks last night until midnight"],
)
def test_a_done_report_with_how_late_it_went_names_the_task(text: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": "mocks"}})]
