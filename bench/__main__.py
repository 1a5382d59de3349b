"""`python -m bench`: run the benchmarks, print the table, write results.json + scaling.png (+ the README block).

    python -m bench                      # everything (a few minutes), results in bench/
    python -m bench --quick --out /tmp/b # a smoke run of a few seconds
    python -m bench --only turns,floors  # some sections
    python -m bench --readme             # also rewrite the README's "Performance, measured" block
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import tempfile
import time
import traceback
from collections.abc import Awaitable, Callable
from contextlib import ExitStack
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench import breakdown, floors, model_cost, profiling, scaling, throughput, turns, understanding
from bench.chart import draw
from bench.context import Bench, Budget
from bench.machine import describe, fsync_ms
from bench.postgres import PostgresUnavailable, postgres_server, server_version
from bench.report import print_report, update_readme

SECTIONS: dict[str, Callable[[Bench], Awaitable[dict[str, Any]]]] = {
    "understand": understanding.run,
    "turns": turns.run,
    "floors": floors.run,
    "breakdown": breakdown.run,
    "profile": profiling.run,
    "model": model_cost.run,
    "scaling": scaling.run,
    "throughput": throughput.run,
}
NEEDS_POSTGRES = {"turns", "floors", "breakdown", "scaling", "throughput"}
HERE = Path(__file__).resolve().parent


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sample counts: checks the harness, not the speed")
    parser.add_argument("--only", action="append", default=[], metavar="NAME[,NAME]",
                        help=f"run only these sections: {', '.join(SECTIONS)}")
    parser.add_argument("--out", type=Path, default=HERE, help="where results.json and scaling.png go")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only (no PostgreSQL server started)")
    parser.add_argument("--readme", action="store_true", help="rewrite the README's measured block from the results")
    args = parser.parse_args(argv)
    chosen = [name.strip() for item in args.only for name in item.split(",") if name.strip()]
    unknown = sorted(set(chosen) - set(SECTIONS))
    if unknown:
        parser.error(f"unknown section(s) {', '.join(unknown)}; choose from {', '.join(SECTIONS)}")
    args.sections = [name for name in SECTIONS if name in chosen] if chosen else list(SECTIONS)
    return args


async def run_sections(bench: Bench, names: list[str], results: dict[str, Any]) -> None:
    for name in names:
        started = time.perf_counter()
        print(f"· {name} …", end=" ", flush=True)
        try:
            results[name] = await SECTIONS[name](bench)
            results[name]["seconds"] = round(time.perf_counter() - started, 1)
            print(f"{results[name]['seconds']} s", flush=True)
        except Exception as exc:  # one broken section must not lose the others' numbers
            results[name] = {"error": f"{type(exc).__name__}: {exc}"}
            print(f"FAILED: {type(exc).__name__}: {exc}", flush=True)
            traceback.print_exc()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.ERROR)
    began = time.perf_counter()
    results: dict[str, Any] = {"quick": args.quick, "sections": args.sections,
                               "started_at": datetime.now(UTC).isoformat(timespec="seconds")}
    with ExitStack() as stack:
        scratch = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="todobot-bench-")))
        server = None
        if not args.no_postgres and NEEDS_POSTGRES & set(args.sections):
            try:
                server = stack.enter_context(postgres_server())
            except PostgresUnavailable as exc:
                print(f"PostgreSQL rows skipped: {exc}")
                results["postgres_skipped"] = str(exc)
        results["machine"] = describe(server_version(server) if server else None)
        results["machine"]["fsync_ms"] = fsync_ms(scratch)
        bench = Bench(budget=Budget.quick() if args.quick else Budget(), scratch=scratch, postgres=server)
        asyncio.run(run_sections(bench, args.sections, results))
    profile_text = (results.get("profile") or {}).pop("text", None)
    results["peak_rss_mb"] = {
        "bench_process": round(throughput.peak_rss_bytes() / 2**20, 1),
        "throughput_worker": max((lv["worker_peak_rss_mb"] for lv in (results.get("throughput") or {})
                                  .get("levels", [])), default=None),
    }
    results["finished_at"] = datetime.now(UTC).isoformat(timespec="seconds")
    results["duration_seconds"] = round(time.perf_counter() - began, 1)

    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "results.json").write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n")
    if profile_text:
        (args.out / "profile.txt").write_text(profile_text)
    draw(results, args.out / "scaling.png")
    print_report(results)
    print(f"\nwrote {args.out / 'results.json'} and {args.out / 'scaling.png'} in {results['duration_seconds']} s")
    if args.readme:
        print("README block updated" if update_readme(results) else "README block already up to date")
    failed = [name for name in args.sections if "error" in results.get(name, {})]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
