"""A leading "no"/"yes" that carries a request: the request runs (long chat 27, theme F)."""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize("text", [
    "NO i didnt pick them up yet, undo",
    "nah i havent done it, revert",
    "nope not finished, can you undo that",
    "no wait i still need it, put it back",
    "nah mate, not sorted yet. undo pls",
])
def test_no_with_reason_then_undo_is_an_undo(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


@pytest.mark.parametrize(("text", "words"), [
    ("no i didnt pay MY gas bill yet, undo the peoples gas bill one", "peoples gas bill"),
    ("nah havent paid the water yet, undo the water one pls", "water"),
    ("no i havent called the plumber yet, bring the plumber one back", "plumber"),
    ("undo the gas bill", "gas bill"),
    ("revert my dentist task", "dentist"),
])
def test_undo_naming_a_task_undoes_that_task(text: str, words: str) -> None:
    assert steps(text) == [("none", "undo", {"task_ref": title(words)})]


@pytest.mark.parametrize("text", ["undo the last change", "undo my mistake", "revert the update"])
def test_undo_of_a_change_word_is_the_last_change(text: str) -> None:
    assert steps(text) == [("none", "undo", {})]


@pytest.mark.parametrize("text", ["no", "no i didnt, thanks", "no thats fine, i will do it later"])
def test_plain_no_stays_a_deny(text: str) -> None:
    assert steps(text) == [("none", "deny", {})]


@pytest.mark.parametrize("text", [
    "no thats not a task lol. undo that and move the conference one to tuesday 5pm",
    "no. undo that and move the conference one to tuesday 5pm",
    "that was a joke haha. revert it and push the conference one to tuesday 5pm",
])
def test_remark_then_undo_and_request_keeps_the_undo(text: str) -> None:
    found = steps(text)
    assert [(i, a) for i, a, _ in found] == [("update_task", "correct")]
    assert found[0][2]["task_ref"] == title("conference")


def test_no_then_a_counted_list_adds_each() -> None:
    found = steps("no, 3 tasks: grade period 2 essays due monday, grade period 4 essays due tuesday, "
                  "grade period 6 essays due wednesday")
    assert [(i, p["title"]) for i, _, p in found] == [
        ("add_task", "Grade period 2 essays"), ("add_task", "Grade period 4 essays"),
        ("add_task", "Grade period 6 essays")]


@pytest.mark.parametrize("text", ["did the other two go on?", "did the others get added",
                                  "have the other ones made it onto the list"])
def test_did_the_others_go_on_lists_without_a_search(text: str) -> None:
    assert steps(text) == [("list_tasks", None, {})]


def test_did_a_named_task_go_on_searches_for_it() -> None:
    assert steps("did the dentist one make it onto my list") == [("list_tasks", None, {"query": "dentist"})]


def test_yes_add_it_then_a_question_runs_both() -> None:
    assert [i for i, _, _ in steps("yes add it. did the other two go on?")] == ["add_task", "list_tasks"]


@pytest.mark.parametrize("text", [
    "thanks man, you're a lifesaver this week fr",
    "thx dude ur a legend today honestly",
    "cheers bro, you have been a big help this week",
    "you're the best this week fr",
])
def test_thanks_with_praise_and_chatter_is_thanks(text: str) -> None:
    assert steps(text) == [("none", "thanks", {})]


@pytest.mark.parametrize("text", [
    "ok set it back to chicago for now, ill tell you when i land",
    "set it back to chicago for now",
])
def test_timezone_set_back_for_now(text: str) -> None:
    assert steps(text) == [("set_timezone", None, {"timezone": "America/Chicago"})]


def test_timezone_set_back_with_a_later_promise_elsewhere() -> None:
    assert steps("switch me back to london for the time being, i will let you know when i'm home") == [
        ("set_timezone", None, {"timezone": "Europe/London"})]
