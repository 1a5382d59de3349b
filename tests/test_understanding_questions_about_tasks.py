"""Sign-offs and thanks said loosely, an Indian-English yes, chatter that asks nothing, a preamble before a list of
adds, questions about one task's fields, and listings over a range of days: "ok im wrecked, night", "thanks a mil",
"yes do the needful", "what a finish", "ok lots to put down. order …, book …", "what priority is the nets one",
"whats due between 7 dec and 13 dec", "what's due this week and next".
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import steps


def _only(text: str) -> tuple[str, str | None, dict]:
    found = steps(text)
    assert len(found) == 1, found
    return found[0]


# ------------------------------------------------------------------ goodbyes and thanks


@pytest.mark.parametrize("text", [
    "ok im wrecked, night",
    "im knackered. night night",
    "ok thats enough for today, thanks for the help. bye",
    "right that'll do for tonight. cheers",
    "cheers, im off to bed",
    "lovely, thanks a mil. talk tomorrow",
    "that's all for today",
    "grand, thats me done for the night. bye",
])
def test_a_goodbye_said_in_pieces_is_a_goodbye(text: str) -> None:
    assert _only(text)[:2] == ("none", "bye")


@pytest.mark.parametrize("text", ["thanks a mil", "thanks a heap", "thanks loads", "cheers muchly", "much obliged",
                                  "thanks! thanks again"])
def test_thanks_said_loosely_is_thanks(text: str) -> None:
    assert _only(text)[:2] == ("none", "thanks")


def test_a_tired_remark_alone_is_no_goodbye() -> None:
    assert _only("i'm tired")[1] != "bye"


@pytest.mark.parametrize("text", ["yes do the needful", "please do the needful", "yes kindly proceed", "yes proceed"])
def test_an_indian_english_yes_confirms(text: str) -> None:
    assert _only(text)[:2] == ("none", "confirm")


# ------------------------------------------------------------------ chatter that asks nothing


@pytest.mark.parametrize("text", ["did you see the India match last night? what a finish", "what a game last night",
                                  "what a day i've had"])
def test_an_exclamation_lists_nothing(text: str) -> None:
    assert _only(text)[0] != "list_tasks"


# ------------------------------------------------------------------ a preamble before what is asked


def test_a_preamble_before_a_list_of_adds_adds_each_thing() -> None:
    found = steps("ok lots to put down. order the flu vaccine stock from AAH by friday, book mum's lift to Leicester "
                  "Royal for her eye appointment tues 1st dec 10am, and sort out the staff rota for december")
    assert [s[2]["title"] for s in found] == ["Order the flu vaccine stock from AAH",
                                              "Book mum's lift to Leicester Royal for her eye appointment",
                                              "Sort out the staff rota for december"]
    assert found[0][2]["due"] == "2026-11-27"
    assert found[1][2]["due"] == "2026-12-01T10:00:00+00:00"


@pytest.mark.parametrize("text", [
    "haha never mind. ok cricket club stuff - need to renew the club's insurance before jan, and book the nets",
    "wedding stuff - renew the club's insurance, book the nets",
])
def test_a_topic_and_a_dash_before_a_list_adds_each_thing(text: str) -> None:
    found = steps(text)
    assert [s[0] for s in found] == ["add_task", "add_task"]
    assert [s[2]["title"] for s in found] == ["Renew the club's insurance", "Book the nets"]


def test_never_mind_then_a_request_does_the_request() -> None:
    assert steps("never mind. add buy milk") == [("add_task", None, {"title": "Buy milk"})]


# ------------------------------------------------------------------ questions about one task


@pytest.mark.parametrize(("text", "query"), [
    ("what priority is the nets one", "nets"),
    ("which priority did i give the boiler one", "boiler"),
    ("what date is the vat thing due", "vat"),
    ("sorry what's that dog thing due again", "dog"),
    ("whats the nct one due", "nct"),
    ("the vaccine thing, is that on my list already?", "vaccine"),
    ("the dentist - did i add that?", "dentist"),
    ("the school fees, have i got that down", "school fees"),
])
def test_a_question_about_one_task_shows_that_task(text: str, query: str) -> None:
    assert _only(text) == ("list_tasks", None, {"query": query})


@pytest.mark.parametrize("text", ["what priority is it", "what time is it", "what day is it today"])
def test_a_question_about_no_task_searches_nothing(text: str) -> None:
    assert "query" not in _only(text)[2]


# ------------------------------------------------------------------ listings over a range of days


@pytest.mark.parametrize(("text", "due"), [
    ("whats due between 7 dec and 13 dec", "2026-12-07..2026-12-13"),
    ("anything due from the 3rd to the 10th?", "2026-12-03..2026-12-10"),
    ("what's due this week and next", "2026-11-23..2026-12-06"),
    ("what's on for this and next week", "2026-11-23..2026-12-06"),
])
def test_a_range_of_days_lists_what_is_due_in_it(text: str, due: str) -> None:
    assert _only(text) == ("list_tasks", None, {"due": due})


@pytest.mark.parametrize("text", ["ok last thing tonight, whats my high priority stuff now",
                                  "one more thing for today, what's high priority"])
def test_a_lead_naming_tonight_adds_no_filter_of_its_own(text: str) -> None:
    assert _only(text) == ("list_tasks", None, {"priority": "high"})
