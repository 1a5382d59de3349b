"""Summaries of latency samples: median / p95 / p99 in milliseconds, the only shape the report uses."""

from __future__ import annotations

import statistics
from collections.abc import Iterable


def percentile(samples: list[float], pct: float) -> float:
    """The `pct` percentile by linear interpolation (numpy's default), so p99 of 100 samples is meaningful."""
    ordered = sorted(samples)
    if not ordered:
        raise ValueError("no samples")
    rank = pct / 100 * (len(ordered) - 1)
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def summary(seconds: Iterable[float]) -> dict[str, float]:
    """n, median, p95, p99 and mean of samples given in seconds, reported in milliseconds."""
    ms = [s * 1000 for s in seconds]
    if not ms:
        return {"n": 0}
    return {
        "n": len(ms),
        "median_ms": round(statistics.median(ms), 4),
        "p95_ms": round(percentile(ms, 95), 4),
        "p99_ms": round(percentile(ms, 99), 4),
        "mean_ms": round(statistics.fmean(ms), 4),
    }


def ratio(numerator: float, denominator: float) -> float | None:
    return round(numerator / denominator, 2) if denominator else None
