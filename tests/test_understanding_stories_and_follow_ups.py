"""News before "it", follow-ups that bring their own date, and loose words around a request (blind set 20's chats).

"the vet rang about the x-rays so that one's done": the news before the request names the task "it" is (`said`, taken
by the dialogue only when it clearly names one); "and the walkthrough too, friday" moves another task to its own
day; "same again but for saturday" adds the task just added again.
"""

from __future__ import annotations

import pytest

from tests.readings import read, steps
from todobot.understanding.model import ConversationContext


@pytest.mark.parametrize(("text", "said"), [
    ("lab rang back about the bloods so thats done", "lab rang back about the bloods"),
    ("payroll's run, tick it", "payroll's run"),
    ("quiet shift. bloods came back from the lab so that one's done", "bloods came back from the lab"),
    ("I pressed done on the dentist one but haven't rung them yet. Mark it as not done please",
     "I pressed done on the dentist one but haven't rung them yet"),
])
def test_the_news_before_it_says_which_task(text: str, said: str) -> None:
    ref = read(text).steps[-1].params["task_ref"] if read(text).steps else read(text).params["task_ref"]
    assert (ref["kind"], ref["said"]) == ("pronoun", said)


@pytest.mark.parametrize("text", [
    "ugh long day. mark it done",  # chatter: the task talked about
    "he's back, mark it done",
    "did it on the train, tick it off",
    "the practice called, they want it moved to friday",
])
def test_news_that_names_nothing_leaves_it_the_task_talked_about(text: str) -> None:
    refs = [s[2].get("task_ref") for s in steps(text)]
    assert all("said" not in (r or {}) for r in refs)


def _after(intent: str, params: dict, title: str = "Football training") -> ConversationContext:
    return ConversationContext(last_action={"intent": intent, "params": params},
                               last_task={"id": "x", "number": 1, "title": title})


@pytest.mark.parametrize(("text", "due"), [
    ("same again but for saturday", "2026-11-28T17:00:00+00:00"),
    ("another one on sunday", "2026-11-29T17:00:00+00:00"),
    ("same thing for thursday at 6pm", "2026-11-26T18:00:00+00:00"),
])
def test_the_task_just_added_again_on_another_day(text: str, due: str) -> None:
    context = _after("add_task", {"due": "2026-11-27T17:00:00+00:00"})
    assert steps(text, context) == [("add_task", None, {"title": "Football training", "due": due})]


@pytest.mark.parametrize(("text", "ref", "due"), [
    ("and the walkthrough too, friday", "walkthrough", "2026-11-27"),
    ("and the vet one too, thursday", "vet", "2026-11-26"),
])
def test_another_task_moved_to_its_own_day(text: str, ref: str, due: str) -> None:
    found = steps(text, _after("update_task", {"due": "2026-11-25"}))
    assert [(i, p["task_ref"]["value"], p["due"]) for i, _, p in found] == [("update_task", ref, due)]


def test_another_thing_added_with_its_own_day() -> None:
    assert steps("and bread too, tomorrow", _after("add_task", {})) == [
        ("add_task", None, {"title": "Bread", "due": "2026-11-24"})]


@pytest.mark.parametrize("text", [
    "garage can't do tomorrow, move the MOT to wednesday",
    "the vet cannot see her friday, move the MOT to wednesday",
])
def test_what_someone_cannot_do_is_why_not_a_task(text: str) -> None:
    assert [(i, p["task_ref"]["value"]) for i, _, p in steps(text)] == [("update_task", "mot")]


@pytest.mark.parametrize(("text", "title"), [
    ("oh add order more ice while i think of it", "Order more ice"),
    ("add ring the bank while i remember", "Ring the bank"),
])
def test_when_it_came_to_mind_is_no_part_of_the_title(text: str, title: str) -> None:
    assert steps(text) == [("add_task", None, {"title": title})]


@pytest.mark.parametrize("text", ["ok NOW its done fr", "its done fr fr", "now its done for real"])
def test_done_said_for_real_is_done(text: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "pronoun"}})]


@pytest.mark.parametrize("text", ["cancel it, she texted me instead", "cancel that one - sorted it already"])
def test_cancel_it_with_a_why_after_a_reminder_cancels_the_reminder(text: str) -> None:
    context = ConversationContext(last_action={"intent": "list_reminders", "params": {}})
    assert [i for i, _, _ in steps(text, context)] == ["cancel_reminder"]


def test_cancel_it_with_a_why_after_a_task_change_is_still_a_delete() -> None:
    context = ConversationContext(last_action={"intent": "update_task", "params": {}})
    assert [i for i, _, _ in steps("cancel it, i moved house", context)] == ["delete_task"]
