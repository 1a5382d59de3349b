"""Done-reports that name several tasks, or come with the day's scene set before them (long chat 22)."""

from tests.readings import steps, title


def _done(text: str) -> list[dict]:
    found = steps(text)
    assert all(intent == "complete_task" for intent, _, _ in found), found
    return [params.get("task_ref") for _, _, params in found]


def test_mark_done_then_the_tasks_named():
    assert _done("mark done the hydro bill please") == [title("hydro bill")]
    assert _done("mark as done #4") == [{"kind": "number", "value": 4}]


def test_set_up_is_the_task_not_a_command():
    assert _done("set up the room is done") == [title("set up the room")]


def test_the_day_set_before_a_report_is_no_task():
    assert _done("ok next day. morning! flu clinic today. set up the room is done") == [title("set up the room")]
    assert _done("wednesday, conference day. registration done") == [title("registration")]
    assert _done("ok saturday. tires done") == [title("tires")]


def test_a_thing_with_its_own_day_is_still_offered():
    assert [i for i, _, _ in steps("dentist friday. bins done")] == ["add_task", "complete_task"]
    assert [i for i, _, _ in steps("bins done. whats due saturday")] == ["complete_task", "list_tasks"]


def test_brought_reports_the_bring_task():
    assert _done("tires done, rims brought. its freezing") == [title("tires"), title("rims")]
    assert _done("tires done. rims brought") == [title("tires"), title("rims")]


def test_two_reports_in_two_sentences():
    refs = _done("bought kavya's gift, a stroller organizer and some onesies. got the card too")
    assert len(refs) == 2 and refs[0]["value"] == "kavya's gift"
    assert len(_done("bought the gift. got the card too")) == 2
