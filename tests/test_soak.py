"""The soak harness stays honest: its quick mode runs in CI, through a real PostgreSQL restart.

`python -m bench.soak --quick` starts its own PostgreSQL, two worker processes and two people (one on two
devices sharing a conversation), restarts PostgreSQL mid-run, and must report every turn answered, nothing
lost, duplicated or leaked, and only friendly errors.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.postgres_server import find_bindir, no_postgres

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.postgres


def test_quick_soak_survives_a_database_restart_with_nothing_lost() -> None:
    if find_bindir() is None:
        no_postgres("no PostgreSQL binaries")
    done = subprocess.run(
        [sys.executable, "-m", "bench.soak", "--quick", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.stdout.strip(), done.stderr[-4000:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])

    assert figures["turns_completed"] == figures["turns_planned"] > 0, figures
    assert [f for f in figures["faults"] if f.startswith("PostgreSQL restarted")], figures
    assert figures["tasks_lost"] == 0, figures["details"]
    assert figures["tasks_duplicated"] == 0, figures["details"]
    assert figures["tasks_unexplained"] == 0, figures["details"]
    assert figures["cross_user_leaks"] == 0, figures["details"]
    assert figures["conversation_turns_lost"] == 0
    assert figures["all_errors_friendly"] and figures["exceptions_escaped"] == 0, figures
    assert "internal_error" not in figures["errors_shown"], figures
    assert done.returncode == 0, done.stderr[-4000:]
