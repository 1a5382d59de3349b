"""Right after a task was added, moved or reminded about, a message that only carries a new value (a time, a day,
a shift, a priority, a repeat dropped), with a correction word and chatter: that change, on that task or on the
reminder just set, never a new task."""

import pytest

from tests.readings import steps
from todobot.understanding.model import ConversationContext

_TASK = {"id": "t1", "number": 2, "title": "Dentist check-up"}


def _after(intent: str, **params: object) -> ConversationContext:
    return ConversationContext(last_task=_TASK, last_action={"intent": intent, "params": params})


ADDED = _after("add_task", due="2026-11-24T10:00:00+00:00")
REMINDED = _after("schedule_reminder", when="2026-11-27T07:00:00+00:00")


@pytest.mark.parametrize("text, key, value", [
    ("oh she rang, can we do 11:30 instead", "due", "2026-11-23T11:30:00+00:00"),
    ("nope, 2pm is better", "due", "2026-11-23T14:00:00+00:00"),
    ("sorry wrong day - wednesday", "due", "2026-11-25"),
    ("set it to high priority, its important", "priority", "high"),
    ("and pls note it's of low priority", "priority", "low"),
    ("no need for it to repeat", "repeat", ""),
    ("right, quit it recurring altogether, i'll do it when i remember", "repeat", ""),
    ("an hour later actually", "shift", {"minutes": 60}),
    ("bring it forward a day", "shift", {"days": -1}),
    ("postponed a week, the clients away", "shift", {"days": 7}),
])
def test_a_new_value_changes_the_task_just_added(text: str, key: str, value: object) -> None:
    found = steps(text, ADDED)
    assert len(found) == 1 and found[0][0] == "update_task", found
    assert found[0][2]["task_ref"] == {"kind": "pronoun"}
    assert str(found[0][2][key]).startswith(str(value)) if key == "due" else found[0][2][key] == value


@pytest.mark.parametrize("text, when", [
    ("hmm, saturday would be better", "2026-11-28T07:00:00+00:00"),
    ("gah not friday. monday, same time pls", "2026-11-30T07:00:00+00:00"),
    ("thinking about it, the reminder should be on sunday at 8am", "2026-11-29T08:00:00+00:00"),
])
def test_a_new_day_after_a_reminder_moves_the_reminder(text: str, when: str) -> None:
    found = steps(text, REMINDED)
    assert [(i, p.get("when")) for i, _, p in found] == [("move_reminder", when)]


@pytest.mark.parametrize("text, minutes", [
    ("ugh 20 mins later then", 20),
    ("actually ping me half an hour sooner instead, i've a meeting at 7", -30),
])
def test_a_shift_after_a_reminder_moves_the_reminder(text: str, minutes: int) -> None:
    assert [(i, p.get("shift_minutes")) for i, _, p in steps(text, REMINDED)] == [("move_reminder", minutes)]


@pytest.mark.parametrize("text", [
    "thanks thats great",
    "what time is it due again?",
    "is that on friday?",
])
def test_other_messages_are_no_new_value(text: str) -> None:
    found = steps(text, ADDED)
    assert not (len(found) == 1 and found[0][0] == "update_task"), found

