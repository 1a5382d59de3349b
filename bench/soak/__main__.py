"""`python -m bench.soak [--users N --turns M --workers W --faults] [--quick] [--json]`: run and print the figures."""

from __future__ import annotations

import argparse
import json
import sys

from bench.soak.harness import Options, run

QUICK = Options(users=2, turns=6, workers=2, faults=True, shared_every=2, restart_at=(0.4,), kill_at=())


def _options(argv: list[str] | None) -> tuple[Options, bool]:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__)
    parser.add_argument("--users", type=int, default=32, help="simulated people (default 32)")
    parser.add_argument("--turns", type=int, default=30, help="messages each device sends (default 30)")
    parser.add_argument("--workers", type=int, default=4, help="worker processes, each a TodoAgent (default 4)")
    parser.add_argument("--faults", action="store_true", help="restart PostgreSQL at 30%% and SIGKILL a worker at 60%%")
    parser.add_argument("--shared-every", type=int, default=4,
                        help="every Nth person uses two devices on one conversation (0: nobody)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="2 people × 6 turns, 2 workers, one restart (CI)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args(argv)
    if args.quick:
        return QUICK, args.json
    options = Options(users=args.users, turns=args.turns, workers=args.workers, faults=args.faults,
                      shared_every=args.shared_every, seed=args.seed)
    return options, args.json


def _print(figures: dict) -> None:
    errors = ", ".join(f"{code}: {n}" for code, n in sorted(figures["errors_shown"].items())) or "none"
    print(f"TodoBot soak: {figures['users']} people ({figures['devices']} devices) × "
          f"{figures['turns_planned'] // max(figures['devices'], 1)} turns over {figures['workers']} workers")
    for fault in figures["faults"] or ["no faults injected"]:
        print(f"  fault: {fault}")
    print(f"turns completed          {figures['turns_completed']} of {figures['turns_planned']} "
          f"({figures['attempts']} attempts; {figures['gave_up']} given up)")
    print(f"errors shown to users    {errors}")
    print(f"  all friendly           {'yes' if figures['all_errors_friendly'] else 'NO'}"
          f" (exceptions escaped: {figures['exceptions_escaped']})")
    print(f"requests lost in flight  {figures['requests_lost_with_killed_worker']} (with the killed worker; retried)")
    print(f"tasks lost               {figures['tasks_lost']}")
    print(f"tasks duplicated         {figures['tasks_duplicated']}")
    print(f"cross-user leaks         {figures['cross_user_leaks']}")
    print(f"conversation turns lost  {figures['conversation_turns_lost']}")
    print(f"changes applied whose reply died with the worker: {figures['applied_without_reply']}; "
          f"unexplained tasks: {figures['tasks_unexplained']}")
    print(f"turn latency             p50 {figures['turn_latency_p50_ms']} ms, p99 {figures['turn_latency_p99_ms']} ms")
    print(f"time                     {figures['seconds']} s")
    for kind, items in figures["details"].items():
        for item in items:
            print(f"  {kind}: {item}")


def main(argv: list[str] | None = None) -> int:
    options, as_json = _options(argv)
    figures = run(options).summary()
    if as_json:
        print(json.dumps(figures))
    else:
        _print(figures)
    bad = figures["tasks_lost"] or figures["tasks_duplicated"] or figures["cross_user_leaks"]
    return 1 if bad or not figures["all_errors_friendly"] or figures["exceptions_escaped"] else 0


if __name__ == "__main__":
    sys.exit(main())
