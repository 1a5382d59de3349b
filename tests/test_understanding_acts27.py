"""Conversation acts and out-of-scope asks from the 27th blind set, said the many ways people say them."""

from __future__ import annotations

import pytest

from tests.readings import steps, title


@pytest.mark.parametrize("text", ["oo sige", "sige", "oo", "opo", "sige po", "sige na", "oo naman", "yes sugar"])
def test_tagalog_and_endeared_yes_is_a_confirm(text: str) -> None:
    assert steps(text) == [("none", "confirm", {})]


@pytest.mark.parametrize("text", ["hindi po", "wag na"])
def test_tagalog_no_is_a_deny(text: str) -> None:
    assert steps(text) == [("none", "deny", {})]


@pytest.mark.parametrize("text", ["nah scrap that, dont bother", "forget it, never mind", "cancel, dont bother",
                                  "abeg leave am", "abeg forget am", "on second thoughts, leave it"])
def test_letting_go_is_a_cancel_never_a_delete(text: str) -> None:
    assert steps(text) == [("none", "cancel", {})]


@pytest.mark.parametrize("text", ["thank you sugar", "thanks sweetheart", "ty doll", "thank you so much sugar"])
def test_thanks_with_an_endearment_is_thanks(text: str) -> None:
    assert steps(text) == [("none", "thanks", {})]


def test_an_endearment_is_still_a_shopping_item() -> None:
    assert steps("add sugar") == [("add_task", None, {"title": "Sugar"})]


@pytest.mark.parametrize("text", ["can you do reminders and stuff?", "do u handle due dates and that",
                                  "how do i set a due date on something", "how can i give a task a priority",
                                  "how do i add a reminder to a task", "how to set a deadline"])
def test_asking_about_a_feature_is_help(text: str) -> None:
    assert steps(text) == [("none", "help", {})]


@pytest.mark.parametrize("text", ["fix my excel formula pls", "can you fix my spreadsheet formula please",
                                  "could u debug my vba macro pls", "help me with my maths homework: solve 3x+5=20",
                                  "help me with my algebra homework", "solve 2x-4=10",
                                  "can u help me with this maths worksheet"])
def test_work_asked_of_the_assistant_is_out_of_scope(text: str) -> None:
    assert steps(text) == [("none", "out_of_scope", {})]


@pytest.mark.parametrize("text", ["fix my excel formula", "fix the leaky tap pls", "add help me with my homework",
                                  "help jo with her maths homework tomorrow"])
def test_own_jobs_stay_tasks(text: str) -> None:
    assert steps(text)[0][0] == "add_task"


@pytest.mark.parametrize("text", ["the AC one is fixed sha", "ah i never add am sef. the AC one is fixed sha"])
def test_pidgin_particles_do_not_hide_a_done(text: str) -> None:
    assert steps(text) == [("complete_task", None, {"task_ref": title("ac")})]


@pytest.mark.parametrize("text", ["on second thought delete the dairyland one",
                                  "on second thought i'll just call them myself today, so delete the dairyland one"])
def test_a_change_of_mind_then_a_delete_is_the_delete(text: str) -> None:
    assert steps(text) == [("delete_task", None, {"task_ref": title("dairyland")})]


@pytest.mark.parametrize("text", ["no the other one, the caterer hasnt called back",
                                  "oh shoot no, the other one, the caterer still hasn't called back",
                                  "no, the other one - the caterer hasnt replied yet"])
def test_the_other_one_then_why_the_first_was_wrong(text: str) -> None:
    assert steps(text) == [("none", "correct", {"task_ref": {"kind": "other"}})]


def test_the_other_one_named_after_it_still_names_it() -> None:
    assert steps("the other one, the insurance one") == [("none", "correct", {"task_ref": title("insurance")})]


@pytest.mark.parametrize("text", ["salamat!", "salamat po", "maraming salamat"])
def test_tagalog_thanks_is_thanks(text: str) -> None:
    assert steps(text) == [("none", "thanks", {})]


def test_undo_with_a_tagalog_particle_is_an_undo() -> None:
    assert steps("ay wait undo pala, wrong one") == [("none", "undo", {})]
