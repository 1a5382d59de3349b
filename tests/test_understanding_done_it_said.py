"""Done-reports whose task is "it": said in an earlier clause before a bare "mark done", or after news of who did it."""

from tests.readings import read, steps
from todobot.understanding.model import ConversationContext

PRONOUN = {"kind": "pronoun"}
TALKED = ConversationContext(last_task={"id": "x", "number": 1, "title": "Choir robes laundry"},
                             last_action={"intent": "update_task", "params": {}})


def test_it_said_before_a_bare_mark_done_is_the_task_talked_about():
    for text in ("we complete it yesterday, mark done pls", "finally sort it out, mark done",
                 "i finish it today already. mark as done"):
        assert steps(text) == [("complete_task", None, {"task_ref": PRONOUN})], text


def test_a_bare_mark_done_with_no_it_still_asks_which():
    assert steps("mark done") == [("complete_task", None, {})]
    assert steps("i did the washing, mark done")[0][2]["task_ref"]["value"] == "washing"


def test_news_of_who_did_it_is_no_task_name():
    for text in ("and my husband did it before work, so tick it off",
                 "and sister Dorothy did this week's early bless her, so tick it off"):
        assert read(text, TALKED).params == {"task_ref": PRONOUN}, text
    assert read("and the washing, tick it off", TALKED).params["task_ref"]["value"] == "washing"


def test_a_day_said_as_whose_it_is_is_no_part_of_the_name():
    from todobot.dialogue.references import resolve_reference

    pool = [{"id": "1", "number": 1, "title": "Morning assembly", "status": "pending"},
            {"id": "2", "number": 2, "title": "Collate report cards", "status": "pending"},
            {"id": "3", "number": 3, "title": "Put the bins out", "status": "pending"}]
    for said, meant in (("today's assembly", "1"), ("this week's report cards", "2"), ("tuesday's bins", "3")):
        found = resolve_reference({"kind": "title", "value": said}, pool, prefer_status="pending")
        assert found.task and found.task["id"] == meant, said
    assert resolve_reference({"kind": "title", "value": "today's shopping"}, pool).task is None
