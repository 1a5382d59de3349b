"""Lists, searches and groups of tasks (blind set 24): a question about the list said with "now" after it ("what is
due tomorrow now?"), the list asked for in a word ("ls", "p1s?"), a search with no verb ("everything with tenant in
it"), a sort of "em", the tasks just shown pointed at ("both", "those", "all of them"), a group named by the news
before it ("kelly job's fallen through, delete everything for it"), task numbers typed with a space ("del 5 6"), a
task said before its move ("both move to wed"), Singlish particles ("… la", "alamak …"), "everythin" typed short,
and a cancel said with why ("nah forget it, wind's dropping already"). Clock fixed (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext


def _only(text: str, intent: str, context: ConversationContext | None = None) -> dict:
    found = steps(text, context)
    assert [s[0] for s in found] == [intent], found
    return found[0][2]


# ------------------------------------------------------------------ a question about the list, "now" after it


@pytest.mark.parametrize(
    ("text", "due"),
    [
        ("what is due tomorrow now?", "tomorrow"),
        ("what is due today now", "today"),
        ("so what is due this week now?", "this_week"),
        ("which is due friday now?", "2026-11-27"),
        ("what is on tomorrow now?", "tomorrow"),
    ],
)
def test_what_is_due_then_now_lists_that_day_and_moves_nothing(text: str, due: str) -> None:
    assert _only(text, "list_tasks")["due"] == due


def test_a_question_with_shift_in_it_is_no_move() -> None:
    assert _only("What is due before my night shift tomorrow?", "list_tasks") == {}


def test_a_task_said_to_be_due_now_still_moves_it() -> None:
    params = _only("the report is due friday now", "update_task")
    assert params["task_ref"] == {"kind": "title", "value": "report"}


# ------------------------------------------------------------------ the list in a word, a search with no verb, a sort


@pytest.mark.parametrize(("text", "filters"), [
    ("ls", {}),
    ("p1s?", {"priority": "high"}),
    ("p1s", {"priority": "high"}),
    ("any p2s", {"priority": "medium"}),
    ("everything with tenant in it", {"query": "tenant"}),
    ("anything mentioning the van", {"query": "van"}),
    ("anything containing invoice", {"query": "invoice"}),
    ("sort em by due date", {"sort": "due"}),
    ("order 'em by date", {"sort": "due"}),
])
def test_the_list_asked_for_in_few_words_is_shown(text: str, filters: dict) -> None:
    assert _only(text, "list_tasks") == filters


def test_a_task_named_then_a_command_is_still_that_command() -> None:
    assert _only("the task named gym, mark it done", "complete_task")["task_ref"] == {"kind": "title",
                                                                                     "value": "gym"}


def test_a_level_in_the_plural_added_is_a_new_task() -> None:
    assert _only("add p1s to the list", "add_task")["title"] == "P1s"


# ------------------------------------------------------------------ the tasks just shown, pointed at


@pytest.mark.parametrize(("text", "intent"), [
    ("bin all of them", "delete_task"),
    ("delete both", "delete_task"),
    ("delete those", "delete_task"),
    ("delete both of them", "delete_task"),
    ("tick those off", "complete_task"),
    ("mark them all done", "complete_task"),
    ("move them all to friday", "update_task"),
])
def test_them_both_and_those_point_at_the_tasks_shown(text: str, intent: str) -> None:
    ref = _only(text, intent)["task_ref"]
    assert (ref["kind"], ref.get("shown")) == ("all", True)


@pytest.mark.parametrize("text", ["delete everything", "delete all", "delete all my tasks"])
def test_everything_is_every_task_not_only_those_shown(text: str) -> None:
    ref = _only(text, "delete_task")["task_ref"]
    assert ref["kind"] == "all" and "shown" not in ref


@pytest.mark.parametrize("text", ["sold it last week thank god, bin all of them",
                                  "sold the place in october, chuck all of them"])
def test_a_past_tense_why_before_binning_them_ticks_nothing_off(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["delete_task"]


def test_a_report_and_a_delete_of_another_task_stay_both() -> None:
    assert [s[0] for s in steps("paid the gas bill, delete the dentist")] == ["complete_task", "delete_task"]


# ------------------------------------------------------------------ a group named by the news before "it"


@pytest.mark.parametrize(("text", "intent", "query"), [
    ("kelly job's fallen through, delete everything for it", "delete_task", "kelly job"),
    ("the wedding is off so bin all the stuff to do with it", "delete_task", "wedding"),
    ("the party got cancelled. delete all the tasks for it", "delete_task", "party"),
    ("murphy kitchen is cancelled, get rid of everything for it", "delete_task", "murphy kitchen"),
])
def test_everything_for_it_is_the_group_the_news_names(text: str, intent: str, query: str) -> None:
    ref = _only(text, intent)["task_ref"]
    assert (ref["kind"], ref["query"]) == ("all", query)


# ------------------------------------------------------------------ numbers with a space, a task said before its move


@pytest.mark.parametrize(("text", "intent", "numbers"), [
    ("del 5 6", "delete_task", [5, 6]),
    ("delete 5 6 7", "delete_task", [5, 6, 7]),
    ("mark 2 3 done", "complete_task", [2, 3]),
    ("tick off 4 5", "complete_task", [4, 5]),
])
def test_numbers_typed_with_a_space_are_each_that_task(text: str, intent: str, numbers: list[int]) -> None:
    found = steps(text)
    assert [s[0] for s in found] == [intent] * len(numbers)
    assert [s[2]["task_ref"] for s in found] == [{"kind": "number", "value": n} for n in numbers]


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("kt session mv 27th 3pm", {"kind": "title", "value": "kt session"}, "2026-11-27T15:00:00+00:00"),
    ("the dentist move to friday", {"kind": "title", "value": "dentist"}, "2026-11-27"),
    ("dentist push to monday pls", {"kind": "title", "value": "dentist"}, "2026-11-30"),
    ("mv kt session to 27th 3pm", {"kind": "title", "value": "kt session"}, "2026-11-27T15:00:00+00:00"),
])
def test_a_task_said_before_its_move_is_moved(text: str, ref: dict, due: str) -> None:
    params = _only(text, "update_task")
    assert (params["task_ref"], params["due"]) == (ref, due)


def test_both_said_before_the_move_moves_the_tasks_shown() -> None:
    params = _only("both move to wed lah, cannot make it before that", "update_task")
    assert (params["task_ref"].get("shown"), params["due"]) == (True, "2026-11-25")


@pytest.mark.parametrize(("text", "title"), [
    ("add house move to friday", "House move"),
    ("book van for the move to friday", "Book van for the move"),
])
def test_a_move_in_a_new_tasks_words_stays_a_new_task(text: str, title: str) -> None:
    assert _only(text, "add_task")["title"] == title


# ------------------------------------------------------------------ Singlish, a slip, a cancel with why


@pytest.mark.parametrize(("text", "intent"), [
    ("alamak what's overdue ah", "list_tasks"),
    ("walao what's due today", "list_tasks"),
    ("delete all the done ones la", "delete_task"),
    ("aiyo delete all the done ones la", "delete_task"),
    ("move it to friday lor", "update_task"),
])
def test_singlish_particles_change_nothing_asked(text: str, intent: str) -> None:
    _only(text, intent)


@pytest.mark.parametrize(("text", "title"), [("add book flights to la", "Book flights to la"),
                                             ("add hotel in LA", "Hotel in LA")])
def test_la_after_to_or_in_is_los_angeles(text: str, title: str) -> None:
    assert _only(text, "add_task")["title"] == title


def test_everything_typed_short_is_every_task_of_the_day() -> None:
    ref = _only("gales today, move everythin from today to tomorrow", "update_task")["task_ref"]
    assert (ref["kind"], ref["due"]) == ("all", "today")


@pytest.mark.parametrize("text", ["nah forget it, wind's dropping already", "no forget it, the meeting's off",
                                  "forget it, i changed my mind"])
def test_forget_it_with_why_is_a_cancel(text: str) -> None:
    found = steps(text)
    assert [(s[0], s[1]) for s in found] == [("none", "cancel")]


def test_cancel_it_with_why_still_deletes_it() -> None:
    assert _only("cancel it, she texted me instead", "delete_task")["task_ref"] == {"kind": "pronoun"}


@pytest.mark.parametrize("text", ["yes ta", "yep cheers", "yes cheers"])
def test_a_yes_with_thanks_confirms(text: str) -> None:
    found = steps(text, ConversationContext(pending_intent="delete_task", awaiting_confirmation=True))
    assert [(s[0], s[1]) for s in found] == [("none", "confirm")]
