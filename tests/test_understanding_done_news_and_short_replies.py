"""Done-news and short replies (blind set 24): a task reported done with a farm verb or a word on when it went
("the hay's finally hauled", "the plumber's paid as of this morning", "the feed's ordered for this round", "posted
the forms off early for once"); short replies said with a regional particle or address ("go on so", "ok can",
"cancel yaar dont need", "bout ye", "ta bab", "kindly undo the last change", "soz done 3"); "unfinish 3" and "reopen
that yaar we never sent it" reopen; a question ("is the M8 closed") or a mistaken belief ("i thought that was done")
completes nothing. Clock fixed (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import number, steps, title


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("the hay's finally hauled", "hay"),
        ("chainsaw greased", "chainsaw"),
        ("the plumber's paid as of this morning", "plumber"),
        ("gas bill paid as of today", "gas bill"),
        ("the feed's ordered for this round", "feed"),
        ("ok and the feed's ordered for this round", "feed"),
        ("nice, the plumber's paid as of this arvo", "plumber"),
    ],
)
def test_a_done_report_with_when_it_went_completes_the_task_named(text: str, task: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title(task)})]


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("posted the forms off early for once", "forms"),
        ("sent the logbook in early for once, check it off", "logbook"),
        ("paid the rent on time for once", "rent"),
    ],
)
def test_a_past_report_leaves_its_particle_and_timing_out_of_the_task_words(text: str, task: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "complete_task"
    assert params["task_ref"]["value"] == task


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("go on so", "confirm"),
        ("yes so", "confirm"),
        ("ok can", "confirm"),
        ("ok can lah", "confirm"),
        ("cancel yaar dont need", "cancel"),
        ("no need lah, leave it", "cancel"),
        ("bout ye", "greet"),
        ("what's the craic", "greet"),
        ("ta bab", "thanks"),
        ("thanks hen", "thanks"),
        ("kindly undo the last change", "undo"),
        ("kindly revert that", "undo"),
    ],
)
def test_a_short_reply_with_a_regional_word_is_its_act_and_never_a_task(text: str, expected: str) -> None:
    assert [(s[0], s[1]) for s in steps(text)] == [("none", expected)]


@pytest.mark.parametrize(
    ("text", "intent", "ref"),
    [
        ("soz done 3", "complete_task", number(3)),
        ("sry delete 4", "delete_task", number(4)),
        ("unfinish 3", "reopen_task", number(3)),
        ("un-finish the tax return", "reopen_task", title("tax return")),
    ],
)
def test_a_command_after_a_short_sorry_acts_on_the_task_named(text: str, intent: str, ref: dict) -> None:
    assert steps(text) == [(intent, None, {"task_ref": ref})]


@pytest.mark.parametrize("text", ["reopen that yaar we never sent it", "reopen it i forgot half of it",
                                  "uncheck it bro i messed up"])
def test_reopen_it_then_why_reopens_the_task_talked_about(text: str) -> None:
    assert steps(text) == [("reopen_task", None, {"task_ref": {"kind": "pronoun"}})]


@pytest.mark.parametrize("text", ["is the M8 closed", "is the bridge shut today", "i thought that was done",
                                  "we figured it was sorted"])
def test_a_question_or_a_mistaken_belief_completes_nothing(text: str) -> None:
    assert all(s[0] != "complete_task" for s in steps(text))


@pytest.mark.parametrize("text", ["no no keep it, sorry, i thought it was finished", "no dont, i assumed it was sorted",
                                  "nah leave it, thought it was done already"])
def test_a_no_with_a_mistaken_belief_after_it_is_only_the_no(text: str) -> None:
    assert [s[1] for s in steps(text)] in (["deny"], ["cancel"])
