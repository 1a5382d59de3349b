"""The `todobot` command as a person uses it: piped chat that survives restarts, ask, eval, errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def run_cli(tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("TODOBOT_") and k != "GOOGLE_API_KEY"}
    env["XDG_DATA_HOME"] = str(tmp_path / "data")

    def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "todobot", *args], input=stdin, capture_output=True, text=True,
            env=env, cwd=ROOT, timeout=120,
        )

    return run


def test_piped_chat_keeps_tasks_and_a_pending_question_across_restarts(run_cli, tmp_path: Path) -> None:
    first = run_cli("chat", stdin="add buy milk\nadd a task\n")
    assert first.returncode == 0, first.stderr
    assert "Created #1 “Buy milk”" in first.stdout
    assert "What should the task be called?" in first.stdout
    assert (tmp_path / "data" / "todobot" / "todobot.db").exists()

    second = run_cli("chat", stdin="Buy a present for Anna\nshow my tasks\n")
    assert "Created #2 “Buy a present for Anna”" in second.stdout
    assert "#1 Buy milk" in second.stdout and "#2 Buy a present for Anna" in second.stdout

    fresh = run_cli("chat", "--new", stdin="add a task\nnever mind\nadd Buy bread\n")
    assert "Created #3 “Buy bread”" in fresh.stdout  # the old pending question did not leak in


def test_user_option_switches_to_another_users_tasks(run_cli) -> None:
    run_cli("chat", stdin="add my own task\n")
    other = run_cli("chat", "--user", str(uuid.uuid4()), stdin="show my tasks\n")
    assert "my own task" not in other.stdout.lower()
    bad = run_cli("chat", "--user", "bob", stdin="hi\n")
    assert bad.returncode == 2 and "must be a UUID" in bad.stderr and "Traceback" not in bad.stderr


def test_ask_prints_the_full_response_as_json(run_cli) -> None:
    result = run_cli("ask", "add call the plumber", "--json")
    payload = json.loads(result.stdout)
    assert payload["state"] == "complete"
    assert payload["tool_calls"][0]["name"] == "add_task"
    assert payload["tool_calls"][0]["arguments"]["title"] == "Call the plumber"


def test_bad_input_gets_a_friendly_error_not_a_traceback(run_cli) -> None:
    bad_url = run_cli("ask", "show my tasks", "--database-url", "mysql://nope/db")
    assert bad_url.returncode == 2
    assert "Unsupported database URL" in bad_url.stderr and "Traceback" not in bad_url.stderr + bad_url.stdout
    down = run_cli("ask", "show my tasks", "--database-url", "postgresql://todobot:secret@127.0.0.1:1/todobot")
    assert down.returncode == 2 and "Can't open the database" in down.stderr
    assert "secret" not in down.stderr and "Traceback" not in down.stderr
    too_long = run_cli("chat", stdin="add " + "x" * 2100 + "\nshow my tasks\n")
    assert too_long.returncode == 0
    assert "1–2000 characters" in too_long.stderr and "You have no tasks" in too_long.stdout


def test_eval_scores_a_labelled_file(run_cli, tmp_path: Path) -> None:
    labelled = tmp_path / "tiny.jsonl"
    labelled.write_text(
        '{"text": "add buy milk", "intent": "add_task", "title": "Buy milk"}\n'
        '{"text": "what\'s left?", "intent": "list_tasks", "status": "pending"}\n'
        '{"text": "tell me a joke", "intent": "none", "act": "out_of_scope"}\n'
    )
    result = run_cli("eval", str(labelled))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "3 passed, 0 failed"
    missing = run_cli("eval", str(tmp_path / "nope.jsonl"))
    assert missing.returncode == 2 and "No such file" in missing.stderr


def test_reminders_command_lists_due_reminders_once(run_cli, tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from todobot.tools.store import TaskStore

    run_cli("chat", stdin="add call the dentist\n")
    data = tmp_path / "data" / "todobot"
    user = json.loads((data / "identity.json").read_text())["user_id"]
    store = TaskStore(f"sqlite:///{data / 'todobot.db'}")
    task = store.list_tasks(user)[0]
    store.schedule_reminder(user, task.id, datetime.now(UTC) - timedelta(minutes=1))
    store.close()

    due = run_cli("reminders")
    assert due.returncode == 0, due.stderr
    assert "⏰ Reminder: #1 Call the dentist" in due.stdout
    assert "No reminders due" in run_cli("reminders").stdout


def test_ask_continues_the_chats_own_conversation(run_cli) -> None:
    """As the README says: `todobot ask yes` answers the question `todobot chat` left open."""
    asked = run_cli("chat", stdin="add buy milk\ndelete task 1\n")
    assert "Delete #1 “Buy milk”?" in asked.stdout, asked.stdout
    answered = run_cli("ask", "yes")
    assert answered.returncode == 0, answered.stderr
    assert "Deleted" in answered.stdout and "Buy milk" in answered.stdout


def test_token_without_a_secret_says_what_to_do_instead(run_cli) -> None:
    refused = run_cli("token")
    said = " ".join((refused.stderr + refused.stdout).split())  # the console wraps long lines
    assert refused.returncode != 0
    assert "Set TODOBOT_AUTH_SECRET first" in said and "open the sign-in link that server printed" in said
