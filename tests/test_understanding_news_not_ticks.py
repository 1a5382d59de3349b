"""Long chat 23: what is said about a task that is no tick of it, and the greetings around the requests."""

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", [
    "chased 3 of the invoices, still waiting on the medibank one. leave it open but push it to wednesday",
    "rang the plumber, no answer. dont mark it done, move it to tomorrow",
    "the essay is almost finished, just the references. need till friday",
    "the report is basically done, give me until thursday 3pm",
    "the slides are nearly done but give me till 5pm",
])
def test_not_done_yet_is_a_move(text):
    found = steps(text)
    assert [s[0] for s in found] == ["update_task"]
    assert found[0][2].get("due")


@pytest.mark.parametrize("text", [
    "undo. i meant the drive dad to surgery one",
    "undo that, i meant the gas bill",
    "oops undo - meant the dentist one",
])
def test_undo_then_the_task_meant(text):
    assert steps(text)[0][1] == "correct"


@pytest.mark.parametrize("text", [
    "ok thats me for now, merci / tashakor. bye!",
    "thats all for now, gracias. bye",
    "merci, bye",
])
def test_goodbye_with_thanks(text):
    assert steps(text) == [("none", "bye", {})]


@pytest.mark.parametrize("text", [
    "hi there, what can you do? someone at netball said you'd help me keep on top of things",
    "hi there, what can you do? a friend said you could help me stay organised",
    "hey what do you do? my mate at work reckons youre good for reminders",
])
def test_help_then_who_sent_them(text):
    assert steps(text) == [("none", "help", {})]


@pytest.mark.parametrize("text,ref", [
    ("sunday night - recycling bin's out 👍", "recycling bin"),
    ("bins are out", "bins"),
    ("the green bin went out this morning", "green bin"),
])
def test_bin_out_is_done(text, ref):
    assert steps(text) == [("complete_task", None, {"task_ref": {"kind": "title", "value": ref}})]


def test_bins_out_still_a_task_when_asked():
    assert steps("put the bins out tonight")[0][0] == "add_task"


@pytest.mark.parametrize("text,ref", [
    ("zain's swim lesson is cancelled today, pool's closed for maintenance. skip this one", "zain's swim lesson"),
    ("yoga is cancelled this week, teacher is sick. skip it", "yoga"),
    ("piano is off today so skip it", "piano"),
])
def test_called_off_then_skipped(text, ref):
    assert steps(text) == [("update_task", None, {"task_ref": {"kind": "title", "value": ref}, "skip": True})]


def test_called_off_then_deleted_stays_a_delete():
    assert steps("the meeting is cancelled, delete it")[0][0] == "delete_task"
