"""What the numbers were measured on: CPU, cores, RAM, Python, SQLite, PostgreSQL, and how busy it was."""

from __future__ import annotations

import os
import platform
import sqlite3
import sys
from pathlib import Path
from typing import Any

import psutil


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def describe(postgres_version: str | None = None) -> dict[str, Any]:
    """The machine and software versions, plus the load average when the run started (others share it)."""
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    return {
        "cpu": cpu_model(),
        "cores": psutil.cpu_count(logical=True),
        "physical_cores": psutil.cpu_count(logical=False),
        "ram_gb": round(psutil.virtual_memory().total / 2**30, 1),
        "os": f"{platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "postgresql": postgres_version,
        "load_average_at_start": [round(x, 2) for x in load],
        "argv": sys.argv[1:],
    }


def one_line(machine: dict[str, Any]) -> str:
    pg = f", PostgreSQL {machine['postgresql']}" if machine.get("postgresql") else ""
    return (
        f"{machine['cpu']}, {machine['cores']} cores, {machine['ram_gb']} GB RAM, {machine['os']}; "
        f"Python {machine['python']}, SQLite {machine['sqlite']}{pg}"
    )


def fsync_ms(folder: Path, samples: int = 30) -> float:
    """Median time of one small write + fsync in `folder`: the floor under every durable commit."""
    import statistics
    import time

    path = folder / "fsync-probe"
    times = []
    with open(path, "wb") as handle:
        for _ in range(samples):
            handle.write(b"x" * 128)
            handle.flush()
            started = time.perf_counter()
            os.fsync(handle.fileno())
            times.append(time.perf_counter() - started)
    path.unlink()
    return round(statistics.median(times) * 1000, 3)
