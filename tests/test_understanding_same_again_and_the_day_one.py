""""The same for saturday (for the balloons)" said after a request in the same message repeats it on that day (for
that thing); "actually nah make that …" is a correction; "the saturday one" is the task due then; "MOT's now
thursday" moves the MOT."""

import pytest

from tests.readings import steps


@pytest.mark.parametrize(
    ("text", "again"),
    [
        ("add buy milk for friday and the same for saturday", ("Buy milk", "2026-11-28")),
        ("add buy milk for friday and same again for saturday", ("Buy milk", "2026-11-28")),
        ("add pay rent on friday and the same for the 1st", ("Pay rent", "2026-12-01")),
        ("add call the plumber tomorrow, and the same for thursday for the electrician",
         ("Call the electrician", "2026-11-26")),
        ("add call the plumber tomorrow. same again thursday for the electrician",
         ("Call the electrician", "2026-11-26")),
        ("add pick up the dry cleaning tuesday and same for thursday for the suit", ("Pick up the suit", "2026-11-26")),
        ("put gym on monday at 6pm, same again wednesday", (None, "2026-11-25T18:00:00+00:00")),
    ],
)
def test_the_same_for_another_day_adds_it_again(text: str, again: tuple[str | None, str]) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["add_task", "add_task"]
    title, due = again
    assert found[1][2]["due"] == due
    assert found[1][2]["title"] == (title or found[0][2]["title"])
    assert not any(str(p.get("title", "")).lower().startswith(("the same", "same")) for _, _, p in found)


@pytest.mark.parametrize(
    ("text", "titles", "when"),
    [
        ("remind me friday at 9 to collect the cake, and the same for saturday at 9 for the balloons",
         ["Collect the cake", "Collect the balloons"], "2026-11-28T09:00:00+00:00"),
        ("remind me to ring mum on sunday at 6 and the same for wednesday", ["Ring mum", "Ring mum"],
         "2026-11-25T18:00:00+00:00"),
    ],
)
def test_the_same_for_a_reminder_sets_another(text: str, titles: list[str], when: str) -> None:
    found = steps(text)
    assert [intent for intent, _, _ in found] == ["add_task", "schedule_reminder"] * 2
    assert [p["title"] for i, _, p in found if i == "add_task"] == titles
    assert found[3][2]["when"] == when


@pytest.mark.parametrize(
    "text",
    [
        "add book the venue by the 5th and same for the band",
        "add shampoo and the same conditioner as last time",
    ],
)
def test_the_same_thing_named_is_still_read_as_before(text: str) -> None:
    titles = [p.get("title") for _, _, p in steps(text)]
    assert titles in (["Book the venue", "Book the band"], ["Shampoo and the same conditioner as last time"])


@pytest.mark.parametrize(
    "text",
    [
        "actually nah make that fortnightly",
        "actually nah make that fortnightly, they only pay every 2nd week",
        "hmm nah, make it fortnightly",
        "actually nope make that every 2 weeks",
    ],
)
def test_second_thoughts_then_no_then_the_change(text: str) -> None:
    found = steps(text)
    assert len(found) == 1 and found[0][0] == "update_task"
    assert found[0][2]["task_ref"] == {"kind": "pronoun"}
    assert found[0][2]["repeat"] in ("fortnightly", "every 2 weeks")


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("make the saturday one 7am, they open early on weekends", "2026-11-28"),
        ("make the saturday one 7am", "2026-11-28"),
        ("make the tuesday one 9am pls", "2026-11-24"),
    ],
)
def test_the_weekday_one_is_the_one_due_then(text: str, day: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task" and params["at_time"]
    assert params["task_ref"]["due"] == day and params["task_ref"]["one"]


@pytest.mark.parametrize("text", ["add the saturday one to my list", "skip the thursday one", "delete the saturday one",
                                  "the tuesday one"])
def test_the_weekday_one_stays_words_where_no_task_is_meant(text: str) -> None:
    found = steps(text)
    assert not any("dueon" in str(p) for _, _, p in found)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        ("garage rang, MOT's now thursday", "mot"),
        ("MOT's now thursday", "mot"),
        ("the vet appt's now on the 4th", "vet appt"),
        ("dentist's now at 3", "dentist"),
    ],
)
def test_a_task_said_to_be_now_another_day_is_moved(text: str, task: str) -> None:
    (intent, _, params), = steps(text)
    assert intent == "update_task"
    assert params["task_ref"] == {"kind": "title", "value": task}
