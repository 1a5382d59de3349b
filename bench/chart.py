"""bench/scaling.png: latency against tasks per user and conversation length, throughput against
concurrency, and where a turn's time goes (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # after matplotlib.use: the backend is chosen first

from bench.machine import one_line
from bench.report import BACKEND_NAMES, costs, dig

COLORS = {"sqlite": "tab:blue", "postgresql": "tab:orange"}


def draw(results: dict[str, Any], path: Path) -> None:
    fig, axes = plt.subplots(2, 2, figsize=(13, 9))
    (tasks_ax, length_ax), (throughput_ax, cost_ax) = axes

    for backend, name in BACKEND_NAMES.items():
        color = COLORS[backend]
        points = dig(results, "scaling", backend, "tasks_per_user") or []
        if points:
            xs = [p["tasks"] for p in points]
            tasks_ax.plot(xs, [p["all"]["median_ms"] for p in points], marker="o", color=color, label=f"{name} median")
            tasks_ax.plot(xs, [p["all"]["p95_ms"] for p in points], marker=".", linestyle="--", color=color,
                          label=f"{name} p95")
        blocks = dig(results, "scaling", backend, "conversation_length", "per_block_of_10_median_ms") or []
        if blocks:
            length_ax.plot([10 * (i + 1) for i in range(len(blocks))], blocks, label=name, linewidth=1, color=color)
    tasks_ax.set(xscale="log", yscale="log", xlabel="tasks per user", ylabel="turn latency (ms)",
                 title="Turn latency vs tasks per user (the mix)")
    length_ax.set(xlabel="turns into the conversation", ylabel="median of each 10 turns (ms)",
                  title="Turn latency vs conversation length")
    length_ax.set_ylim(bottom=0)

    levels = dig(results, "throughput", "levels") or []
    if levels:
        xs = [lv["conversations"] for lv in levels]
        throughput_ax.plot(xs, [lv["turns_per_second"] for lv in levels], marker="o", label="measured")
        cores = dig(results, "machine", "cores") or 1
        base = levels[0]["turns_per_second"]
        throughput_ax.plot(xs, [base * min(x, cores) for x in xs], linestyle=":", label=f"linear up to {cores} cores")
        throughput_ax.set_xscale("log", base=2)
    throughput_ax.set(xlabel="concurrent conversations", ylabel="turns per second",
                      title="Throughput on PostgreSQL (worker processes)")
    throughput_ax.set_ylim(bottom=0)

    rows = costs(results, limit=10)[::-1]
    backends = [b for b in BACKEND_NAMES if any(b in r for r in rows)]
    height = 0.8 / max(1, len(backends))
    for i, backend in enumerate(backends):
        ys = [j + i * height for j in range(len(rows))]
        cost_ax.barh(ys, [r.get(backend, {}).get("ms", 0) for r in rows], height=height, label=BACKEND_NAMES[backend],
                     color=COLORS[backend])
    cost_ax.set_yticks([j + height * (len(backends) - 1) / 2 for j in range(len(rows))],
                       [r["part"] for r in rows], fontsize=8)
    cost_ax.set(xlabel="mean ms per turn", title="Where a turn's time goes")

    for ax in (tasks_ax, length_ax, throughput_ax, cost_ax):
        ax.grid(True, alpha=0.3)
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=8)
    fig.suptitle(f"TodoBot benchmarks — {one_line(results['machine'])}", fontsize=9)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
