"""A new task said with its own when and then a priority, no verb ("restaurant rent every month on the 1st, high
priority"): the task is described, not only named, so it is that task changed when on the list, else offered as a
new one with its repeat, date and priority (`or_add`); a bare name with a priority still edits the task it names.
"When is X again?" asks to be told back a task's date, never an out-of-scope question.
Clock fixed as in test_understanding_rules (Monday 2026-11-23 09:00 UTC).
"""

from __future__ import annotations

import pytest

from tests.readings import read, steps, title


@pytest.mark.parametrize(
    ("text", "name", "said", "level"),
    [
        ("restaurant rent every month on the 1st, high priority", "Restaurant rent",
         {"repeat": "every month on the 1st"}, "high"),
        ("piano lesson saturday 10am, low priority", "Piano lesson", {"due": "2026-11-28T10:00:00+00:00"}, "low"),
        ("team standup every weekday at 9, top priority", "Team standup", {"repeat": "every weekday at 9:00"}, "high"),
        ("dentist friday 3pm, high priority", "Dentist", {"due": "2026-11-27T15:00:00+00:00"}, "high"),
    ],
)
def test_a_task_said_with_its_when_and_a_priority_is_offered_when_not_on_the_list(text, name, said, level):
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == title(name)
    assert params["or_add"] == name  # no such task: "Should I add …?" with all that was said
    assert params["priority"] == level
    assert {k: params[k] for k in said} == said


@pytest.mark.parametrize("text", ["dentist, high priority", "insurance p1"])
def test_a_bare_name_and_a_priority_still_names_the_task(text):
    [(intent, _, params)] = steps(text)
    assert intent == "update_task"
    assert params["priority"] == "high"
    assert "due" not in params and "repeat" not in params


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("when is the supplier order again", "supplier order"),
        ("whens my physio again?", "physio"),
        ("when's the vet again", "vet"),
        ("when is the dentist on again", "dentist"),
    ],
)
def test_when_is_it_again_asks_about_the_task(text, query):
    u = read(text)
    assert u.intent == "list_tasks"
    assert u.params["query"] == query
    assert u.confidence >= 0.95  # the learned model may not call it out of scope


def test_when_is_without_again_stays_a_question_the_model_may_decline():
    assert read("when is the next bus").confidence < 0.95


# ------------------------------------------------------------------ "did you make it urgent?"

_LAST = {"id": "t7", "number": 7, "title": "Health inspection"}


@pytest.mark.parametrize(
    "text",
    ["did u make it urgent?", "have you set that to high priority", "is it marked urgent",
     "is that one high priority now?", "did you make it high prio"],
)
def test_asking_whether_the_task_just_added_is_urgent_shows_that_task(text):
    from todobot.understanding.model import ConversationContext

    [(intent, _, params)] = steps(text, ConversationContext(last_task=_LAST))
    assert intent == "list_tasks" and params["numbers"] == [7]  # shown as it is, whatever its priority


def test_a_priority_question_names_no_new_task_and_makes_no_edit():
    from todobot.understanding.model import ConversationContext

    [(intent, _, params)] = steps("did you make it high prio", ConversationContext(last_task=_LAST))
    assert intent == "list_tasks" and "or_add" not in params
    assert steps("make it urgent", ConversationContext(last_task=_LAST))[0][0] == "update_task"
