"""Everyday words around a request, read as the person meant them: dismay and dialect interjections before an undo
("aii undo", "oh dear … please could you restore it"), a hold-on before a no ("nah hang on keep it"), thanks in
other languages, a vocative after a yes ("yes chef"), "what remains", "wot", courtesy after a search, "I should like
to …", an arrow for "to" in a rename, "add." with a full stop, "footer. delete.", and "X's back, tick it" naming
the task. Near misses stay as they were. Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title

IT = {"kind": "pronoun"}


def _act(text: str) -> str | None:
    found = steps(text)
    assert len(found) == 1, found
    return found[0][1]


@pytest.mark.parametrize(
    "text",
    [
        "aii undo, he called back he is paying",
        "eish undo that",
        "aiyo undo that, wrong one",
        "Oh dear, I have made an error. Please could you restore it?",
        "I made a mistake. could you restore it?",
        "And undo the deletion also, clinic has called back.",
        "and undo that too",
    ],
)
def test_dismay_or_and_before_an_undo_is_still_an_undo(text: str) -> None:
    assert _act(text) == "undo"


@pytest.mark.parametrize(
    "text",
    ["nah hang on keep it, still need to do that", "no wait hang on, leave it", "no hang on"],
)
def test_hang_on_then_keep_it_is_a_no(text: str) -> None:
    assert _act(text) == "deny"


@pytest.mark.parametrize(("text", "act"), [
    ("yes chef", "confirm"), ("yes, guv", "confirm"), ("asante, bye", "bye"), ("asante sana", "thanks"),
    ("shukran", "thanks"), ("Thank you kindly.", "thanks"),
])
def test_address_and_thanks_in_other_words(text: str, act: str) -> None:
    assert _act(text) == act


@pytest.mark.parametrize(("text", "params"), [
    ("what remains", {"status": "pending"}),
    ("what remains to be done?", {"status": "pending"}),
    ("wot have i got tmrw", {"due": "tomorrow"}),
    ("wot's left", {"status": "pending"}),
])
def test_what_remains_and_wot_list_the_tasks(text: str, params: dict[str, str]) -> None:
    assert steps(text) == [("list_tasks", None, params)]


def test_what_have_i_done_still_lists_the_finished_ones() -> None:
    assert steps("what have i done") == [("list_tasks", None, {"status": "completed"})]


@pytest.mark.parametrize("text", [
    "find tasks about the harvest pls", "find tasks about the harvest please", "search for harvest pls",
    "any tasks about the harvest pls", "show me tasks about harvest please",
])
def test_courtesy_after_a_search_is_not_searched_for(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": "harvest"})]


@pytest.mark.parametrize(("text", "filters"), [
    ("show me tasks for tomorrow", {"due": "tomorrow"}), ("show tasks with no date", {"due": "no_date"}),
])
def test_show_tasks_for_a_day_is_a_filter_not_a_search(text: str, filters: dict[str, str]) -> None:
    assert steps(text) == [("list_tasks", None, filters)]


def test_i_should_like_to_is_a_polite_want() -> None:
    assert steps("I should like to remove the telephone task, if you please.") == [
        ("delete_task", None, {"task_ref": title("telephone")})]
    assert steps("I should like to add a task to post the cards") == [
        ("add_task", None, {"title": "Post the cards"})]
    assert steps("i should call mum") == [("add_task", None, {"title": "Call mum"})]


@pytest.mark.parametrize(("text", "new"), [
    ("rename 2 -> fix onboarding bug on android", "Fix onboarding bug on android"),
    ("change 3 → buy oat milk", "Buy oat milk"),
    ("change 3: buy oat milk", "Buy oat milk"),
])
def test_an_arrow_or_colon_renames_a_numbered_task(text: str, new: str) -> None:
    found = steps(text)
    assert found[0][0] == "update_task"
    assert found[0][2]["title"] == new and found[0][2]["task_ref"]["kind"] == "number"


def test_add_with_a_full_stop_keeps_the_title_clean() -> None:
    assert steps("add. call lawyer re SAFE") == [("add_task", None, {"title": "Call lawyer re SAFE"})]


@pytest.mark.parametrize(("text", "ref"), [
    ("footer. delete.", title("footer")), ("footer - delete", title("footer")),
    ("the gym thing: remove", title("gym")), ("task 3. delete", number(3)),
])
def test_name_then_delete_in_a_hurry(text: str, ref: dict[str, object]) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": ref})]


@pytest.mark.parametrize(("text", "ref"), [
    ("cream's just landed, tick it", title("cream")),
    ("wheelchair's back, tick it", title("wheelchair")),
    ("the parcel's arrived, tick it off", title("parcel")),
    ("it's done, tick it", IT),
    ("he's back, mark it done", IT),
    ("ugh long day. mark it done", IT),
])
def test_a_thing_said_here_names_the_task_ticked(text: str, ref: dict[str, object]) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": ref})]


def test_add_ai_homework_is_still_an_add() -> None:
    assert steps("add ai homework") == [("add_task", None, {"title": "Ai homework"})]


def test_all_me_done_ones_is_every_finished_task() -> None:
    assert steps("clear out all me done ones") == [
        ("delete_task", None, {"task_ref": {"kind": "all", "status": "completed"}})]


def test_n_for_and_before_a_command() -> None:
    assert steps("n make it high priority, theyve sent a final reminder") == [
        ("update_task", None, {"task_ref": IT, "priority": "high"})]
    assert steps("n add milk") == [("add_task", None, {"title": "Milk"})]
    assert steps("n") == [("none", "deny", {})]
