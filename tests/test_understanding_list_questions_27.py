"""List and search questions said loosely (blind set 27): a question with why it is asked after its mark, "find
anything about X on my list", "… for me", a task asked after in a fragment ("airport pickup there?"), "have i
anything on thursday at all", "… or am i free", whether a task is "a repeating one", "show me" said in French or
Spanish, how a day "looks", what was "put down" for a day, the kind of thing said after what it is about ("the bob
marley book"), and news of the shift just done before the question — with the near-misses that stay what they are."""

from __future__ import annotations

import pytest

from tests.readings import steps


@pytest.mark.parametrize(("text", "params"), [
    # the question, then why it is asked: the remark is not searched for
    ("whens the licence due again? want to be sure", {"query": "licence"}),
    ("whens the rent due? cant remember", {"query": "rent"}),
    ("when's the dentist again? i forgot", {"query": "dentist"}),
    ("is milk on my list? want to check", {"query": "milk"}),
    # "find anything about X on my list", "… for me"
    ("morning! find anything about books on my list", {"query": "books"}),
    ("find tasks about the dentist on my list please", {"query": "dentist"}),
    ("find everything about the potluck for me", {"query": "potluck"}),
    ("can you find anything about the car for me", {"query": "car"}),
    ("find me anything about the van", {"query": "van"}),
    ("find me everything to do with the move", {"query": "move"}),
    ("find anything to do with the wedding on my list", {"query": "wedding"}),
    # a task asked after in a fragment, with its question mark
    ("airport pickup there?", {"query": "airport pickup"}),
    ("milk on the list?", {"query": "milk"}),
    ("dentist on there?", {"query": "dentist"}),
    ("the vet one still there?", {"query": "vet"}),
    ("rent in there?", {"query": "rent"}),
    ("pickup still there?", {"query": "pickup"}),
    # the kind of thing said after what it is about, which the task may not say
    ("is the bob marley book on my list?", {"query": "bob marley"}),
    ("is the library book on there", {"query": "library"}),
    ("is the book on my list?", {"query": "book"}),
    # whether a task repeats, said as the kind of task it is
    ("Is the geranium task a repeating one?", {"query": "geranium"}),
    ("is the bins task a recurring one", {"query": "bins"}),
    ("is the gym one set to repeat", {"query": "gym"}),
    # a day asked about, the Irish way, "at all", or with the hope of a free one after it
    ("have i anything on thursday at all", {"due": "2026-11-26"}),
    ("have we much on friday", {"status": "pending", "due": "2026-11-27"}),
    ("have i got anything on this weekend or am i free 🙏", {"due": "2026-11-28..2026-11-29"}),
    ("anything on saturday or am i free", {"due": "2026-11-28"}),
    # how a day looks, what was put down for it
    ("how does tomorrow look for me", {"due": "tomorrow"}),
    ("how's tomorrow looking for me?", {"due": "tomorrow"}),
    ("hows friday looking", {"due": "2026-11-27"}),
    ("how does thursday look", {"due": "2026-11-26"}),
    ("how is next week shaping up", {"due": "2026-11-30..2026-12-06"}),
    ("what did i put down for dec 1", {"due": "2026-12-01"}),
    ("what have i got pencilled in for friday", {"due": "2026-11-27"}),
    ("what did i schedule for monday", {"due": "2026-11-30"}),
    ("whats down for friday", {"due": "2026-11-27"}),
    ("what have i put down for tomorrow", {"due": "tomorrow"}),
    # "show me" said in the user's other language
    ("montre-moi what's done", {"status": "completed"}),
    ("montre moi what's left", {"status": "pending"}),
    ("muéstrame my tasks", {}),
    ("dis-moi what's due today", {"due": "today"}),
    # news of the shift just done, then the question: no task made of the news
    ("back off an early shift. anything overdue mate?", {"due": "overdue"}),
    ("back off nights, whats due today", {"due": "today"}),
])
def test_list_questions_said_loosely(text: str, params: dict) -> None:
    assert steps(text) == [("list_tasks", None, params)]


@pytest.mark.parametrize("text", [
    "are you there?", "anyone there?", "still there?", "put it there?", "you there?", "we there yet?",
    "almost there?", "nearly there?", "got there?", "how does the weather look tomorrow", "how do i look today",
    "whats happening friday", "what's on at the cinema tonight", "montre-moi le menu", "search for me",
])
def test_near_misses_are_no_listing(text: str) -> None:
    assert all(intent != "list_tasks" for intent, _, _ in steps(text)), steps(text)


@pytest.mark.parametrize(("text", "title"), [
    ("milk on my list", "Milk"),  # without a question mark it puts milk there
    ("back off the trailer", "Back off the trailer"),  # backing off a thing, not back from a shift
    ("find me a plumber", "Find me a plumber"),
])
def test_near_misses_that_stay_adds(text: str, title: str) -> None:
    assert [(intent, params.get("title")) for intent, _, params in steps(text)] == [("add_task", title)]


def test_at_all_asks_no_other_status() -> None:
    """"anything on thursday at all" lists the open tasks of the day, not the done ones too."""
    assert "status" not in steps("have i anything on thursday at all")[0][2]
