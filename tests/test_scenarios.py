"""Conversation scenarios as data: one TOML file per dialogue area under tests/scenarios/, one runner.

Each scenario seeds tasks, plays the user's turns through `TodoAgent.run` and checks every turn's
response state, its exact tool calls (names in order, arguments as a subset; "#N" stands for the id of
task number N) and reply text, then the tasks in the store at the end (τ-bench style final state).
The scenarios of a backend share one database and one agent per settings, as users share a deployment: each is
a new user in a new conversation.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import FIXED_NOW, Chat, open_agent
from tests.postgres_server import fresh_database

SCENARIO_DIR = Path(__file__).parent / "scenarios"


def _load() -> list[Any]:
    cases = []
    for path in sorted(SCENARIO_DIR.glob("*.toml")):
        for scenario in tomllib.loads(path.read_text())["scenario"]:
            cases.append(pytest.param(scenario, id=f"{path.stem}: {scenario['name']}"))
    return cases


def _resolve_ids(expected: Any, ids: dict[str, str]) -> Any:
    if isinstance(expected, str) and expected.startswith("#") and expected[1:].isdigit():
        return ids.get(expected, expected)
    if isinstance(expected, dict):
        return {k: _resolve_ids(v, ids) for k, v in expected.items()}
    return expected


def _reminders_as_said(made: list[Any], wanted: list[str]) -> list[Any]:
    """"remind me to X at Y" adds the task, then reminds of it: where a reminder is expected, an add followed by
    a reminder counts as that reminder (with the add's title). A time zone saved on the way ("hola! i live in
    madrid") is no task action: it counts only where the scenario lists it."""
    if "set_timezone" not in wanted:
        made = [c for c in made if c.name != "set_timezone"]
    calls: list[Any] = []
    i = 0
    while i < len(made):
        pair = [c.name for c in made[i:i + 2]] == ["add_task", "schedule_reminder"]
        if pair and len(calls) < len(wanted) and wanted[len(calls)] == "schedule_reminder":
            added, reminder = made[i], made[i + 1]
            calls.append(reminder.model_copy(update={"arguments": {"title": added.arguments.get("title"),
                                                                   **reminder.arguments}}))
            i += 2
        else:
            calls.append(made[i])
            i += 1
    return calls


def _check_turn(turn: dict[str, Any], response, ids: dict[str, str], where: str) -> None:
    if "state" in turn:
        assert response.state == turn["state"], f"{where}: state {response.state!r}\n{response.message}"
    if "calls" in turn:
        made_calls = _reminders_as_said(list(response.tool_calls), [c["name"] for c in turn["calls"]])
        names = [c.name for c in made_calls]
        assert names == [c["name"] for c in turn["calls"]], f"{where}: calls {names}\n{response.message}"
        for made, wanted in zip(made_calls, turn["calls"], strict=True):
            for key, value in _resolve_ids(wanted.get("arguments", {}), ids).items():
                assert made.arguments.get(key) == value, f"{where}: {made.name}.{key}={made.arguments.get(key)!r}"
            if "success" in wanted:
                assert made.success == wanted["success"], f"{where}: {made.name} success={made.success}"
    for text in turn.get("reply_contains", []):
        assert text.lower() in response.message.lower(), f"{where}: {text!r} not in reply:\n{response.message}"
    for text in turn.get("reply_excludes", []):
        assert text.lower() not in response.message.lower(), f"{where}: {text!r} in reply:\n{response.message}"


def _due_text(task) -> str:
    """The due date as a scenario writes it: the local day, or the local day and 24-hour time; "" for none."""
    due = task.due_value
    if due is None:
        return ""
    return due.local.strftime("%Y-%m-%d" if due.all_day else "%Y-%m-%d %H:%M")


def _rule_parts(rule: str) -> dict[str, Any]:
    """An RRULE body as comparable parts: order-free, BYDAY a set, INTERVAL=1 and WKST left out; "" for none."""
    parts: dict[str, Any] = {}
    for part in filter(None, rule.upper().removeprefix("RRULE:").split(";")):
        key, _, value = part.partition("=")
        if (key, value) != ("INTERVAL", "1") and key != "WKST":
            parts[key] = frozenset(value.split(",")) if key.startswith("BY") else value
    return parts


def play(agent, user_id: str, scenario: dict[str, Any], clock: dict[str, Any]) -> None:
    """Seed the scenario's tasks, play its turns (checking each) and check the final tasks; AssertionError
    says what differed."""
    chat = Chat(agent, user_id)
    for seed in scenario.get("tasks", []):
        # Seeded dates may already have passed ("overdue since Friday"): seed them as if set a year ago.
        task = agent.store.add_task(
            user_id, seed["title"], seed.get("description"), due=seed.get("due") or None,
            repeat=seed.get("repeat") or None, priority=seed.get("priority") or None,
            now=FIXED_NOW - timedelta(days=365),
        )
        if seed.get("status") == "completed":
            agent.store.complete_task(user_id, task.id)
    for index, turn in enumerate(scenario["turn"], start=1):
        clock["now"] = clock["now"] + timedelta(minutes=turn.get("minutes_later", 0))
        before = {f"#{t.number}": t.id for t in agent.store.list_tasks(user_id)}
        response = chat.say(turn["say"])
        ids = {**before, **{f"#{t.number}": t.id for t in agent.store.list_tasks(user_id)}}
        _check_turn(turn, response, ids, f"turn {index} ({turn['say']!r})")
    expected = scenario.get("final", {}).get("tasks")
    if expected is not None:
        stored = agent.store.list_tasks(user_id)
        actual = [
            {"number": t.number, "title": t.title, "status": t.status, "description": t.description or "",
             "due": _due_text(t), "repeat": t.repeat or "", "priority": t.priority}
            for t in stored
        ]
        expected = [{**item, "repeat": _rule_parts(item["repeat"])} if "repeat" in item else item for item in expected]
        # Each expected task is compared on the keys it names (a description only where one is expected).
        got = [
            {k: _rule_parts(row[k]) if k == "repeat" else row[k] for k in item}
            for row, item in zip(actual, expected, strict=False)
        ]
        if len(actual) != len(expected):
            got = [{k: row[k] for k in ("title", "status")} for row in actual]
        assert got == expected, f"final tasks {got} != {expected}"


# One clock for the agents a test module shares: each scenario sets it back to FIXED_NOW before it starts.
_CLOCK: dict[str, Any] = {"now": FIXED_NOW}


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def scenario_database(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One database per backend for all the scenarios, as in production: each scenario is a new user with a new
    conversation, so none sees another's tasks, numbers, zone or checkpoints."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('scenarios') / 'todobot.db'}"
    else:
        with fresh_database(request.getfixturevalue("postgres_url")) as url:
            yield url


@pytest.fixture(scope="module")
def agent_for(scenario_database: str) -> Iterator[Callable[[dict[str, Any]], Any]]:
    """The agent for a scenario's settings, opened once per backend and settings and shared (opening one runs the
    migrations and starts its MCP session, which cost more than most scenarios' turns)."""
    with ExitStack() as stack:
        opened: dict[str, Any] = {}

        def agent(settings: dict[str, Any]) -> Any:
            key = json.dumps(settings, sort_keys=True)
            if key not in opened:
                opened[key] = stack.enter_context(
                    open_agent(scenario_database, clock=lambda: _CLOCK["now"], **settings))
            return opened[key]

        yield agent


@pytest.mark.parametrize("scenario", _load())
def test_conversation(scenario: dict[str, Any], agent_for: Callable[[dict[str, Any]], Any], user_id: str) -> None:
    _CLOCK["now"] = FIXED_NOW
    play(agent_for(scenario.get("settings", {})), user_id, scenario, _CLOCK)
