"""Node-level tests: routing decisions and reference resolution, called directly with hand-made state."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from todobot.dialogue.references import resolve_reference
from todobot.graph.context import Context
from todobot.graph.routing import route_after_classify, route_after_invoke, route_after_validate
from todobot.nodes.format import response_state
from todobot.settings import AgentConfig

TASKS = [
    {"id": "a", "number": 1, "title": "Buy groceries", "status": "pending"},
    {"id": "b", "number": 2, "title": "Call the dentist", "status": "completed"},
    {"id": "c", "number": 3, "title": "Call the dentist again", "status": "pending"},
    {"id": "d", "number": 4, "title": "Water the plants", "status": "pending"},
]


@pytest.mark.parametrize(
    ("ref", "expected"),
    [
        ({"kind": "number", "value": 4}, "d"),
        ({"kind": "uuid", "value": "b"}, "b"),
        ({"kind": "title", "value": "grocries"}, "a"),  # a typo still finds it
        ({"kind": "title", "value": "the plannts"}, "d"),
        ({"kind": "title", "value": "BUY GROCERIES"}, "a"),
    ],
)
def test_references_resolve_to_one_task(ref: dict, expected: str) -> None:
    assert resolve_reference(ref, TASKS).task["id"] == expected


def test_close_titles_are_ambiguous_and_return_candidates() -> None:
    found = resolve_reference({"kind": "title", "value": "dentist"}, TASKS)
    assert found.task is None
    assert [t["id"] for t in found.candidates] == ["b", "c"] or {t["id"] for t in found.candidates} == {"b", "c"}


def test_completing_prefers_the_pending_match() -> None:
    found = resolve_reference({"kind": "title", "value": "dentist"}, TASKS, prefer_status="pending")
    assert found.task["id"] == "c"


def test_ordinals_count_in_the_list_last_shown_and_it_is_the_last_task() -> None:
    shown = [TASKS[3], TASKS[0]]
    assert resolve_reference({"kind": "ordinal", "value": 2}, TASKS, last_listed=shown).task["id"] == "a"
    assert resolve_reference({"kind": "ordinal", "value": -1}, TASKS, last_listed=shown).task["id"] == "a"
    assert resolve_reference({"kind": "pronoun"}, TASKS, last_task=TASKS[1]).task["id"] == "b"


def test_nothing_close_returns_the_nearest_tasks_not_a_guess() -> None:
    found = resolve_reference({"kind": "title", "value": "passport renewal"}, TASKS)
    assert found.task is None and not found.candidates


def test_deleted_tasks_cannot_be_referenced() -> None:
    assert resolve_reference({"kind": "number", "value": 9}, TASKS).task is None
    assert resolve_reference({"kind": "pronoun"}, TASKS, last_task={"id": "gone"}).task is None


def _runtime(**settings: object) -> SimpleNamespace:
    return SimpleNamespace(context=Context(user_id="u", config=AgentConfig(**settings)))


def test_routing_after_classify() -> None:
    assert route_after_classify({"current": {"intent": "undo"}}) == "undo"
    assert route_after_classify({"current": {"intent": "delete_task"}}) == "invoke"  # a confirmed action
    assert route_after_classify({"plan": [{"intent": "add_task"}]}) == "extract"
    assert route_after_classify({"plan": []}) == "format"


def test_routing_after_validate_pauses_destructive_steps() -> None:
    delete = {"intent": "delete_task", "task": TASKS[0]}
    assert route_after_validate({"current": delete}, _runtime()) == "confirm"
    assert route_after_validate({"current": delete}, _runtime(confirmation_required=False)) == "invoke"
    bulk = {"intent": "delete_task", "tasks": TASKS[:2]}
    assert route_after_validate({"current": bulk}, _runtime(confirmation_required=False)) == "confirm"
    assert route_after_validate({"current": {"intent": "add_task"}}, _runtime()) == "invoke"
    assert route_after_validate({"current": None}, _runtime()) == "format"


def test_routing_after_invoke_runs_the_rest_of_the_plan() -> None:
    assert route_after_invoke({"plan": [{"intent": "complete_task"}]}) == "extract"
    assert route_after_invoke({"plan": []}) == "format"


def test_response_state_comes_from_what_happened() -> None:
    ok = {"kind": "tool", "call": {"success": True}}
    failed = {"kind": "tool", "call": {"success": False}}
    assert response_state([ok]) == "complete"
    assert response_state([failed]) == "error"
    assert response_state([ok, failed]) == "complete"
    assert response_state([{"kind": "ask"}]) == "needs_clarification"
    assert response_state([ok, {"kind": "confirm"}]) == "needs_confirmation"


def test_validate_lets_a_move_to_another_date_through_and_questions_a_date_that_has_passed() -> None:
    import asyncio

    from todobot.nodes.validate import validate

    step = {"intent": "update_task", "task": TASKS[0],
            "params": {"task_ref": {"kind": "number", "value": 1}, "due": "2099-11-30"}}
    assert asyncio.run(validate({"current": step, "plan": [], "outcomes": []}, _runtime())) == {}
    past = {**step, "params": {**step["params"], "due": "2020-01-01", "suggested": "2027-01-01"}}
    update = asyncio.run(validate({"current": past, "plan": [], "outcomes": []}, _runtime()))
    assert update["pending"]["slot"] == "due"
    assert update["outcomes"][0]["text"].startswith("That date has passed — did you mean")
