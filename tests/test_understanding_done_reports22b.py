"""Done-reports of long chat 22, second round: a shift covered, a report kept beside "both … done", the to-do named
then "sent it today"."""

from tests.readings import steps, title


def _done(text: str) -> list[dict]:
    found = steps(text)
    assert all(intent == "complete_task" for intent, _, _ in found), found
    return [params.get("task_ref") for _, _, params in found]


def test_a_shift_covered_is_done():
    said = "ok good. i texted raj and he can do sunday, so the sunday shift is covered"
    assert _done(said) == [title("sunday shift")]
    assert _done("sunday shift covered") == [title("sunday shift")]
    assert _done("the saturday shift's covered now") == [title("saturday shift")]


def test_covered_of_anything_else_is_no_report():
    assert [i for i, _, _ in steps("the cost is covered")] != ["complete_task"]
    assert [i for i, _, _ in steps("need to get the sunday shift covered")] == ["add_task"]


def test_a_report_then_so_both_done_keeps_the_report():
    found = _done("monday now. called the locum agency, they're sending someone named dev for tues and wed. "
                  "so both shift tasks are done")
    assert found[0]["value"] == "locum agency" and found[1]["kind"] == "all" and found[1]["query"] == "shift"
    assert len(_done("called the locum agency. both shift tasks are done")) == 2
    # the news is why, when it reports nothing of its own
    assert _done("i went to the chemist this morning. so the prescription one is done") == [title("prescription")]


def test_the_todo_named_then_sent_it():
    assert _done("email the college rep thing, sent it today") == [title("email the college rep")]
    assert _done("pay the gas bill, paid it this morning") == [title("pay the gas bill")]
    found = _done("got a proper baby shower card at shoppers, done. and email the college rep thing, sent it today")
    assert found[1] == title("email the college rep")
