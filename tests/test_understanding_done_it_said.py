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
