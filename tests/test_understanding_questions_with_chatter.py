"""Questions about the list, the reminders or one task, with chatter, address terms, typos or courtesy around them:
the question stays that question (never out of scope, never an add, never a search for the chatter), and a task
named by its day and asked about is shown, never acted on."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize("text", [
    "which reminders have i got x", "got any reminders set xx", "what reminders do i hv", "show us the reminders",
    "read us me reminders again", "would you mind telling me which reminders I have lined up?",
    "can you tell me what reminders i've got queued up", "give me the reminders pls",
    "please confirm which reminders are scheduled",
])
def test_reminder_list_question_with_chatter(text: str) -> None:
    assert [s[0] for s in steps(text)] == ["list_reminders"]


@pytest.mark.parametrize("text,due", [
    ("anythin due tmrw?", "tomorrow"),
    ("do i hv anything for the 22nd", "2026-12-22"),
    ("anything on the 3rd?", "2026-12-03"),
    ("can you let me know what's left for tomorrow", "tomorrow"),
    ("would you mind telling me which ones are overdue", "overdue"),
    ("could you check what's still open this week pls", "this_week"),
])
def test_list_question_with_courtesy_or_typos_is_a_listing(text: str, due: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "list_tasks" and params.get("due") == due and "query" not in params


@pytest.mark.parametrize("text", ["what's left in here then", "anything on here?", "what's still to do now then",
                                  "whats next"])
def test_deictic_words_are_no_search(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "list_tasks" and "query" not in params


@pytest.mark.parametrize("text,query", [
    ("what's left on the shopping list", "shopping"),
    ("what is left on the work list?", "work"),
    ("can u find anything regarding the van", "van"),
    ("find me everything involving the boiler", "boiler"),
    ("is the smoke alarm check not on there?", "smoke alarm check"),
])
def test_search_keeps_only_the_named_words(text: str, query: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "list_tasks" and params.get("query") == query


@pytest.mark.parametrize("text,due", [
    ("the thursday thing - what was it again?", "2026-11-26"),
    ("whats the task i put down for monday", "2026-11-30"),
    ("the one on the 3rd, is it the gas bill?", "2026-12-03"),
    ("the task due friday — which one is it", "2026-11-27"),
    ("the saturday one is that the market", "2026-11-28"),
])
def test_task_named_by_its_day_and_asked_about_is_shown(text: str, due: str) -> None:
    assert steps(text) == [("list_tasks", None, {"due": due})]


@pytest.mark.parametrize("text,query", [
    ("is the gas thing the 3rd", "gas"), ("is the bins job tomorrow then", "bins"),
    ("so is the physio one thursday?", "physio"),
])
def test_is_the_x_one_on_a_day_shows_that_task(text: str, query: str) -> None:
    assert steps(text) == [("list_tasks", None, {"query": query})]


def test_day_named_task_still_acts_when_told_to() -> None:
    assert steps("the friday one, move it to monday")[0][0] == "update_task"
    assert steps("the milk task due wed 6pm")[0][0] == "update_task"


@pytest.mark.parametrize("text", ["the gas bill's the important one", "the vat return is the high priority one",
                                  "the hall booking is the urgent job"])
def test_the_x_is_the_urgent_one_sets_high(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "update_task" and params["priority"] == "high"


@pytest.mark.parametrize("text", ["add call the bank friday, it's urgent", "add pay the rent, it's important",
                                  "add renew the rego by end of the month, it is urgent o"])
def test_a_new_task_said_urgent_is_added_high(text: str) -> None:
    [(intent, _, params)] = steps(text)
    assert intent == "add_task" and params["priority"] == "high" and "urgent" not in params.get("description", "")


def test_kisses_and_welsh_address_are_no_task_words() -> None:
    assert steps("add call project x")[0][2]["title"] == "Call project x"
    assert steps("the weather is the important thing")[0][0] != "update_task"
