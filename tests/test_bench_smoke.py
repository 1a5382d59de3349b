"""The benchmark harness runs end to end and writes well-formed results (smoke runs: no timing assertions)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.postgres_server import find_bindir, no_postgres
from todobot.settings import AgentConfig

ROOT = Path(__file__).resolve().parents[1]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def run_bench(out: Path, *args: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", "--out", str(out), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, f"python -m bench failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    assert (out / "scaling.png").read_bytes().startswith(PNG_MAGIC)
    results = json.loads((out / "results.json").read_text())
    assert results["quick"] is True
    assert results["machine"]["cores"] >= 1 and results["machine"]["sqlite"]
    return results


def positive_latency(stats: dict[str, Any]) -> bool:
    return stats["n"] > 0 and 0 < stats["median_ms"] <= stats["p95_ms"] <= stats["p99_ms"]


def test_quick_run_on_sqlite_measures_every_section(tmp_path: Path) -> None:
    results = run_bench(tmp_path, "--no-postgres")
    assert positive_latency(results["understand"]["all"])
    turns = results["turns"]["sqlite"]
    assert set(turns["by_kind"]) == {"add", "clarify: ask", "clarify: answer", "list", "complete by title",
                                     "update", "delete: ask", "delete: yes"}
    assert all(positive_latency(s) for s in turns["by_kind"].values())
    assert positive_latency(results["floors"]["sqlite"]["framework"]["all"])
    assert results["floors"]["sqlite"]["framework"]["messages_kept"] <= 20  # history capped like the real graph
    parts = results["breakdown"]["sqlite"]["breakdown"]["all"]
    names = {p["part"] for p in parts["parts"]}
    assert {"checkpoint load", "checkpoint save", "facade: claim conversation (SQL)",
            "classify: understanding", "invoke: MCP round trip"} <= names
    assert sum(p["mean_ms"] for p in parts["parts"]) == pytest.approx(parts["mean_turn_ms"], rel=0.01)
    assert results["profile"]["areas"] and results["profile"]["top_functions"]
    model = results["model"]
    assert model["ours_nlu_gemini"]["calls"] == 1  # one structured call per turn, every turn
    assert model["ours_nlu_auto"]["calls"] <= model["ours_nlu_gemini"]["calls"]
    assert model["react_prebuilt"]["calls"] >= 2  # a tool loop pays a call per tool plus the answer
    conversation = results["scaling"]["sqlite"]["conversation_length"]
    assert conversation["messages_in_state"] <= 20
    kept = conversation["checkpoint_rows_kept_before_trim"]
    assert set(kept) == {"10", "20"}
    assert all(1 <= rows <= AgentConfig().checkpoint_history for rows in kept.values())  # trimmed as it goes
    assert all(size > 0 for size in conversation["checkpoint_bytes_written_per_turn"].values())
    assert results["throughput"] == {"skipped": "no PostgreSQL server", "seconds": 0.0}
    assert (tmp_path / "profile.txt").read_text().strip()


@pytest.mark.postgres
@pytest.mark.server
def test_quick_run_on_its_own_postgres_with_worker_processes(tmp_path: Path) -> None:
    if find_bindir() is None:
        no_postgres("no PostgreSQL binaries")
    results = run_bench(tmp_path, "--only", "turns,throughput")
    assert results["machine"]["postgresql"]
    assert positive_latency(results["turns"]["postgresql"]["all"])
    levels = results["throughput"]["levels"]
    assert [lv["conversations"] for lv in levels] == [1, 2]
    assert all(lv["turns"] > 0 and lv["errors"] == 0 for lv in levels)
