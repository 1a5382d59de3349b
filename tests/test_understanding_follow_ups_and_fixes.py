"""Follow-ups that lean on the last turn, fixes and everyday acts, read from one message: a yes with more said to an
offered task, thanks for the help on the way out, a help question with a remark after it, "what reminders have i
left", "same for 4 and 5" after a note was cleared, "and the week after?" after a listing, a reminder moved with a
reason naming another day, a monthly reminder's first time, and a search asked "now".
"""

from __future__ import annotations

import pytest

from tests.readings import steps, title
from todobot.understanding.model import ConversationContext

ASKED = ConversationContext(awaiting_confirmation=True)
PRONOUN = {"kind": "pronoun"}


# --- a yes with more said, to "Should I add …?" ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("yeah go on, due by the 20th dec", "2026-12-20"),
        ("yeah go on, by sunday", "2026-11-29"),
        ("ok go ahead, for friday", "2026-11-27"),
        ("go on then, by the 4th", "2026-12-04"),
    ],
)
def test_a_yes_with_a_date_confirms_the_offered_task_with_that_date(text: str, due: str) -> None:
    assert steps(text, ASKED) == [("none", "confirm", {"due": due})]


@pytest.mark.parametrize(
    ("text", "intent", "extra"),
    [
        ("yes, and remind me", "schedule_reminder", {}),
        ("yep and make it high priority", "update_task", {"priority": "high"}),
        ("sure, and remind me friday at 9", "schedule_reminder", {"when": "2026-11-27T09:00:00+00:00"}),
    ],
)
def test_a_yes_then_a_request_confirms_and_asks_it_of_the_task_just_offered(text: str, intent: str,
                                                                           extra: dict) -> None:
    (first, then) = steps(text, ASKED)
    assert first == ("none", "confirm", {})
    assert then == (intent, None, {"task_ref": PRONOUN, **extra})


def test_a_yes_then_a_new_task_is_not_read_as_a_request_on_the_offered_one() -> None:
    assert all(act != "confirm" or params == {} for _, act, params in steps("yes, and add milk", ASKED))
    assert not any(intent == "update_task" for intent, _, _ in steps("yes, and add milk", ASKED))


# --- thanks, bye and help said with more ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("thanks for the help this wk, night", "bye"),
        ("cheers for all your help, bye", "bye"),
        ("thank you for everything today", "thanks"),
        ("thanks for sorting that out", "thanks"),
        ("ta for that", "thanks"),
    ],
)
def test_thanks_for_the_help_is_a_thanks_or_a_goodbye_never_a_task(text: str, act: str) -> None:
    assert steps(text) == [("none", act, {})]


@pytest.mark.parametrize(
    "text",
    [
        "what can you actually do? like can you do recurring stuff",
        "what can you actually do? feels like youre not getting half of what i say",
        "how does this work? im a bit lost tbh",
    ],
)
def test_a_help_question_then_a_remark_shows_the_help(text: str) -> None:
    assert steps(text) == [("none", "help", {})]


def test_a_help_question_then_a_command_runs_the_command() -> None:
    assert steps("what can you do? add milk")[0][0] == "add_task"


@pytest.mark.parametrize("text", ["so what reminders have i left", "what reminders have we still got",
                                  "which reminders have i got left?"])
def test_what_reminders_are_left_lists_the_reminders(text: str) -> None:
    assert steps(text) == [("list_reminders", None, {})]


# --- follow-ups on the last action -------------------------------------------------------------------------------


def _after(intent: str, params: dict) -> ConversationContext:
    return ConversationContext(last_action={"intent": intent, "params": params})


def test_same_for_two_more_after_clearing_a_note_clears_theirs() -> None:
    cleared = _after("update_task", {"description": ""})
    assert steps("same for 12 and 13", cleared) == [
        ("update_task", None, {"task_ref": {"kind": "number", "value": 12}, "description": ""}),
        ("update_task", None, {"task_ref": {"kind": "number", "value": 13}, "description": ""}),
    ]
    assert steps("and 4", cleared) == [("update_task", None, {"task_ref": {"kind": "number", "value": 4},
                                                              "description": ""})]


def test_a_note_cleared_from_several_numbered_tasks_clears_each() -> None:
    assert [s[2]["task_ref"]["value"] for s in steps("remove the description from 12 and 13")] == [12, 13]
    assert steps("remove the note from the salt and pepper task") == [
        ("update_task", None, {"task_ref": title("salt and pepper"), "description": ""})]


@pytest.mark.parametrize(
    ("text", "last_due", "due"),
    [
        ("and the week after that?", "2026-11-30..2026-12-06", "2026-12-07..2026-12-13"),
        ("what about the following week", "2026-11-30..2026-12-06", "2026-12-07..2026-12-13"),
        ("and the day after?", "2026-11-24", "2026-11-25"),
        ("and the day after?", "tomorrow", "2026-11-25"),
    ],
)
def test_the_period_after_a_dated_listing_lists_that_period(text: str, last_due: str, due: str) -> None:
    listed = _after("list_tasks", {"status": "pending", "due": last_due})
    assert steps(text, listed) == [("list_tasks", None, {"status": "pending", "due": due})]


# --- reminders: a reason naming another day; a monthly repeat's first time --------------------------------------


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("actually move the dog reminder to tuesday 1st at 11, i have a shoot monday morning",
         "2026-12-01T11:00:00+00:00"),
        ("move the dog reminder to friday, 9am", "2026-11-27T09:00:00+00:00"),
        ("push the dog reminder to wed 2nd at 4pm because im out thursday", "2026-12-02T16:00:00+00:00"),
    ],
)
def test_a_reminder_moved_with_a_reason_goes_to_the_day_asked_for(text: str, when: str) -> None:
    assert steps(text) == [("move_reminder", None, {"task_ref": title("dog"), "when": when})]


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("remind me about rent every month on the 1st at 9am", "2026-12-01T09:00:00+00:00"),
        ("remind me about rent on the 1st of every month at 9am", "2026-12-01T09:00:00+00:00"),
        ("remind me about the meter reading every month on the 15th at 8am", "2026-12-15T08:00:00+00:00"),
    ],
)
def test_a_monthly_reminder_first_comes_on_its_day_not_tomorrow(text: str, when: str) -> None:
    reminder = next(s for s in steps(text) if s[0] == "schedule_reminder")
    assert reminder[2]["when"] == when


# --- searches asked "now" ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "query"), [("whats left for the bathroom now?", "bathroom"),
                                             ("whats left for the garden at the moment", "garden"),
                                             ("what have i got left for the wedding now", "wedding")])
def test_a_search_asked_now_searches_the_words_without_now(text: str, query: str) -> None:
    assert steps(text)[0][2].get("query") == query


# --- a priority word that can only be a priority -----------------------------------------------------------------


@pytest.mark.parametrize(("text", "ref", "level"), [("set the car drop off to p1", "car drop off", "high"),
                                                    ("set school run to urgent", "school run", "high"),
                                                    ("put the gutters to p3", "gutters", "low")])
def test_set_a_task_to_p1_or_urgent_edits_its_priority(text: str, ref: str, level: str) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": title(ref), "priority": level})]


def test_set_the_oven_to_high_is_only_a_priority_edit_of_a_task_called_so() -> None:
    # with no task about the oven, the sentence is offered as a chore of its own ("Should I add …?"), never a change
    assert all(intent != "update_task" or params.get("or_add") == "Set the oven to high"
               for intent, _, params in steps("set the oven to high"))


# --- a task named first, then what to do with "it" ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ref", "change"),
    [
        ("#8 put out the bins, make it repeat every tuesday", {"kind": "number", "value": 8},
         {"repeat": "every tuesday"}),
        ("task 3 call the bank, move it to friday", {"kind": "number", "value": 3}, {"due": "2026-11-27"}),
        ("the bins one, can you make it due every tuesday as well so it shows up in my week", title("bins"),
         {"repeat": "every tuesday"}),
        ("the dentist one, can you push it to friday so i can go after work", title("dentist"), {"due": "2026-11-27"}),
    ],
)
def test_a_task_named_then_a_change_to_it_changes_that_task(text: str, ref: dict, change: dict) -> None:
    assert steps(text) == [("update_task", None, {"task_ref": ref, **change})]


def test_a_change_then_what_it_is_for_is_the_change_alone() -> None:
    assert steps("make #2 urgent so i dont forget") == [
        ("update_task", None, {"task_ref": {"kind": "number", "value": 2}, "priority": "high"})]
