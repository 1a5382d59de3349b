"""Dates answered with chatter, Scots words of a move, news that something won't get done before a postponement,
"same as before" on another day, and when something else is said as the reason for a new time."""

from tests.readings import steps


def test_scots_to_and_from_in_a_move_are_the_plain_words():
    found = steps("bump the dentist tae the 4th")
    assert [(i, p["task_ref"]) for i, _, p in found] == [("update_task", {"kind": "title", "value": "dentist"})]
    found = steps("move everything fae today tae the morra")
    assert found[0][0] == "update_task" and found[0][2]["due"] == "2026-11-24"


def test_tae_kwon_do_keeps_its_words():
    assert steps("add tae kwon do class friday")[0][2]["title"] == "Tae kwon do class"


def test_no_chance_news_before_a_postponement_is_no_task():
    for said in ("no chance i'll finish these today, move everything from today to tomorrow",
                 "not a hope we get through this lot today, push everything to tomorrow",
                 "there's no way i'm doing all that today. shift today's stuff to tomorrow"):
        found = steps(said)
        assert [i for i, _, _ in found] == ["update_task"], said


def test_no_chance_alone_is_no_task_nor_done_report():
    for said in ("no way im getting that done today", "nae chance i'm finishing the garage this week"):
        assert all(i not in ("add_task", "complete_task") for i, _, _ in steps(said)), said


def test_no_still_refuses_before_a_command():
    assert steps("no, move it to friday")[0][0] == "update_task"


def test_same_as_before_on_another_day_is_an_add_on_that_day():
    for said, day in (("same as last time but friday", "2026-11-27"), ("one more like the last one for thursday",
                                                                     "2026-11-26"),
                      ("another one like before, sunday", "2026-11-29")):
        found = steps(said)
        assert [(i, p.get("due")) for i, _, p in found] == [("add_task", day)], said
        assert "title" not in found[0][2], said


def test_when_something_else_is_after_a_new_time_is_the_reason():
    for said in ("make it 6:30, the ferry leaves at 8 now", "change it to 9, school run's at 10 now",
                 "make it 6pm, meeting's at 7"):
        found = steps(said)
        assert len(found) == 1 and found[0][0] == "update_task" and found[0][2]["task_ref"] == {"kind": "pronoun"}, said


def test_a_second_change_joined_with_and_is_kept():
    found = steps("move it to 7:30, and the dentist's at 4 now")
    assert [p["task_ref"]["kind"] for _, _, p in found] == ["pronoun", "title"]


def test_a_group_move_leaves_out_what_is_kept_as_it_is():
    for said, kept in (("move all the henderson stuff to friday but leave the vaccinations alone", "vaccinations"),
                       ("push everything for the smith job to monday and keep the invoice where it is", "invoice"),
                       ("bump all the wedding things to next week, just leave the cake as is", "cake")):
        (intent, _, params), = steps(said)
        assert intent == "update_task" and params["task_ref"]["except"] == [{"kind": "title", "value": kept}], said


def test_an_injury_is_no_task_done():
    for said in ("i did my knee in at footy", "dad's done his back in again"):
        assert all(i != "complete_task" for i, _, _ in steps(said)), said
