"""Turning results into the printed table, the target verdicts, the cost list and the README block."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from bench.machine import one_line
from bench.mix import STORE_OP

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCK = re.compile(r"<!-- bench:start -->\n.*?<!-- bench:end -->", re.DOTALL)
BACKEND_NAMES = {"sqlite": "SQLite", "postgresql": "PostgreSQL"}


def dig(data: Any, *path: str | int) -> Any:
    for key in path:
        if isinstance(data, dict):
            data = data.get(key)  # type: ignore[call-overload]
        elif isinstance(data, list) and isinstance(key, int) and -len(data) <= key < len(data):
            data = data[key]
        else:
            return None
        if data is None:
            return None
    return data


def _ms(value: float | None) -> str:
    if value is None:
        return "—"
    return f"{value:.2f} ms" if value < 10 else f"{value:.1f} ms"


def latency_rows(results: dict[str, Any]) -> list[list[str]]:
    """[what, median, p95, p99] rows of every latency the run measured."""
    rows: list[list[str]] = []

    def add(what: str, stats: dict[str, Any] | None) -> None:
        if stats and stats.get("n"):
            rows.append([what, _ms(stats["median_ms"]), _ms(stats["p95_ms"]), _ms(stats["p99_ms"])])

    understand = results.get("understand") or {}
    add(f"understand (rules), {understand.get('utterances')} utterances", understand.get("all"))
    add("… with a date, cold dateparser cache", understand.get("with_date_cold_cache"))
    if understand.get("long_inputs_max_ms") is not None:  # one number: the slowest of three pathological messages
        rows.append(["understand (rules), slowest of 3 pathological inputs (up to 4,400 chars)",
                     _ms(understand["long_inputs_max_ms"]), "—", "—"])
    add("learned model prediction, one message", understand.get("learned_model"))
    add("understand (rules + learned model, combined)", understand.get("combined"))
    add("framework floor, no checkpointer (pure LangGraph run)",
        dig(results, "floors", "no_checkpointer", "framework", "all"))
    add("framework floor, LangGraph's InMemorySaver", dig(results, "floors", "in_memory_saver", "framework", "all"))
    for backend, name in BACKEND_NAMES.items():
        turns = dig(results, "turns", backend)
        if not turns:
            continue
        add(f"turn, {name}: whole mix", turns["all"])
        for kind, stats in turns["by_kind"].items():
            add(f"turn, {name}: {kind}", stats)
        add(f"turn, {name}: delete + yes (two turns)", turns.get("delete + yes"))
        add(f"turn, {name}: clarification round-trip (two turns)", turns.get("clarification round-trip"))
        add(f"framework floor, {name} (no-op nodes, same graph)", dig(results, "floors", backend, "framework", "all"))
        for op, stats in (dig(results, "floors", backend, "store") or {}).items():
            add(f"store op, {name}: {op}", stats)
    return rows


def targets(results: dict[str, Any]) -> list[dict[str, Any]]:
    """Each target of issue 6 with the measured value and whether it is met (None: not measured)."""
    out: list[dict[str, Any]] = []

    def add(target: str, measured: str, met: bool | None) -> None:
        out.append({"target": target, "measured": measured, "met": met})

    median = dig(results, "understand", "combined", "median_ms") or dig(results, "understand", "all", "median_ms")
    add("understanding median < 0.5 ms (rules + learned model)", _ms(median), None if median is None else median < 0.5)
    learned = dig(results, "understand", "learned_model", "median_ms")
    add("learned model prediction median < 1 ms", _ms(learned), None if learned is None else learned < 1.0)
    for backend, goal in (("sqlite", 8.0), ("postgresql", 15.0)):
        name = BACKEND_NAMES[backend]
        turns = dig(results, "turns", backend, "all")
        if not turns:
            continue
        add(f"turn median < {goal:.0f} ms, {name}", _ms(turns["median_ms"]), turns["median_ms"] < goal)
        add(f"turn p99 < 3 × median, {name}", f"{turns['p99_ms'] / turns['median_ms']:.1f} ×",
            turns["p99_ms"] < 3 * turns["median_ms"])
        floor = dig(results, "floors", backend, "framework", "all", "median_ms")
        if floor:
            add(f"turn / framework floor < 1.5, {name}", f"{turns['median_ms'] / floor:.2f}",
                turns["median_ms"] / floor < 1.5)
    auto, react = dig(results, "model", "ours_nlu_auto", "calls"), dig(results, "model", "react_prebuilt", "calls")
    if auto is not None and react is not None:
        blind = dig(results, "model", "ours_nlu_auto_blind3", "calls")
        extra = f" (blind3 messages: {blind:.2f})" if blind is not None else ""
        add("model calls per turn: ≤ 1 with nlu=auto vs ≥ 2 for ReAct",
            f"{auto:.2f}{extra} vs {react:.2f}", auto <= 1 and react >= 2)
    for backend in BACKEND_NAMES:
        conv = dig(results, "scaling", backend, "conversation_length")
        if conv and conv.get("turns", 0) >= 20:
            drift = conv["slope_ms_per_100_turns"] * (conv["turns"] - 10) / 100  # fitted change from turn 10 on
            add(f"flat latency 10 → {conv['turns']:,} turns, {BACKEND_NAMES[backend]} (fitted change within "
                "±25 % of the median)", f"{drift:+.1f} ms on a {conv['median_ms']:.1f} ms median",
                abs(drift) <= 0.25 * conv["median_ms"])
    for backend, name in BACKEND_NAMES.items():
        points = {p["tasks"]: p for p in dig(results, "scaling", backend, "tasks_per_user") or []}
        small, big = points.get(10), points.get(10_000)
        if small and big:
            ratio = big["all"]["median_ms"] / small["all"]["median_ms"]
            add(f"median turn at 10,000 tasks ≤ 1.3 × at 10, {name}",
                f"{_ms(big['all']['median_ms'])} vs {_ms(small['all']['median_ms'])} ({ratio:.2f} ×)", ratio <= 1.3)
            tail = big["all"]["p99_ms"] / big["all"]["median_ms"]
            add(f"p99 turn at 10,000 tasks ≤ 2 × its median, {name}", f"{tail:.2f} ×", tail <= 2)
        sizes = [p.get("checkpoint_bytes_per_conversation_max") for p in points.values()]
        if sizes and None not in sizes:
            add(f"checkpoint per conversation ≤ 20 KB at any task count, {name}", f"{max(sizes) / 1000:.1f} KB",
                max(sizes) <= 20_000)
    levels = dig(results, "throughput", "levels") or []
    cores = dig(results, "machine", "cores") or 2
    at_cores = next((lv for lv in levels if lv["conversations"] == cores), None)
    if at_cores and at_cores.get("speedup_vs_1") is not None:
        add(f"near-linear throughput up to {cores} cores (≥ {0.8 * cores:.1f} × at {cores} conversations)",
            f"{at_cores['speedup_vs_1']:.2f} ×", at_cores["speedup_vs_1"] >= 0.8 * cores)
    return out


def costs(results: dict[str, Any], limit: int = 12) -> list[dict[str, Any]]:
    """The parts of a turn, biggest first (by SQLite share), with their ms and share on each backend."""
    table: dict[str, dict[str, Any]] = {}
    for backend in BACKEND_NAMES:
        parts = dig(results, "breakdown", backend, "breakdown", "all", "parts") or []
        for row in parts:
            entry = table.setdefault(row["part"], {"part": row["part"]})
            entry[backend] = {"ms": row["mean_ms"], "share": row["share"]}
    ordered = sorted(table.values(), key=lambda r: -max(v["share"] for k, v in r.items() if k != "part"))
    return ordered[:limit]


def _verdict(met: bool | None) -> str:
    return "—" if met is None else ("✅ met" if met else "❌ not met")


def print_report(results: dict[str, Any]) -> None:
    rows = latency_rows(results)
    width = max((len(r[0]) for r in rows), default=20)
    print(f"\n{'latency':<{width}}  {'median':>10}  {'p95':>10}  {'p99':>10}")
    for what, median, p95, p99 in rows:
        print(f"{what:<{width}}  {median:>10}  {p95:>10}  {p99:>10}")
    print("\ntargets:")
    for t in targets(results):
        print(f"  {_verdict(t['met']):<12} {t['target']}: {t['measured']}")
    print("\nwhere a turn's time goes (mean ms per turn, share):")
    for row in costs(results):
        cells = "  ".join(f"{BACKEND_NAMES[b]} {row[b]['ms']:7.2f} ms {row[b]['share'] * 100:5.1f} %"
                          for b in BACKEND_NAMES if b in row)
        print(f"  {row['part']:<40} {cells}")


# --- README ------------------------------------------------------------------------------------------


def _md_table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def _turn_table(results: dict[str, Any]) -> str:
    """Per kind of turn: median and p99 on each backend, and the turn ÷ the store call it boils down to."""
    backends = [b for b in BACKEND_NAMES if dig(results, "turns", b)]
    if not backends:
        return ""
    header = ["turn (median / p99)"]
    for b in backends:
        header += [BACKEND_NAMES[b], f"÷ store op, {BACKEND_NAMES[b]}"]
    first = dig(results, "turns", backends[0])
    kinds = [*first["by_kind"], "delete + yes", "clarification round-trip", "all"]
    rows = []
    for kind in kinds:
        label = {"all": "**whole mix**", "delete + yes": "delete + yes (two turns)",
                 "clarification round-trip": "clarification round-trip (two turns)"}.get(kind, kind)
        row = [label]
        for b in backends:
            turns = dig(results, "turns", b)
            stats = turns["by_kind"].get(kind) or turns.get(kind) or {}
            row.append(f"{_ms(stats.get('median_ms'))} / {_ms(stats.get('p99_ms'))}" if stats else "—")
            op = STORE_OP.get(kind)
            store = dig(results, "floors", b, "store", op, "median_ms") if op else None
            row.append(f"{stats['median_ms'] / store:.1f} ×" if store and stats else "")
        rows.append(row)
    floors = [("framework floor: same graph, no-op nodes, same checkpointer", b) for b in backends]
    row = [floors[0][0]]
    for b in backends:
        stats = dig(results, "floors", b, "framework", "all") or {}
        turn = dig(results, "turns", b, "all", "median_ms")
        row += [f"{_ms(stats.get('median_ms'))} / {_ms(stats.get('p99_ms'))}",
                f"turn ÷ floor {turn / stats['median_ms']:.2f}" if stats and turn else ""]
    rows.append(row)
    return _md_table(header, rows)


def _store_table(results: dict[str, Any]) -> str:
    backends = [b for b in BACKEND_NAMES if dig(results, "floors", b, "store")]
    if not backends:
        return ""
    ops = list(dig(results, "floors", backends[0], "store"))
    rows = [[f"`{op}`", *(f"{_ms(dig(results, 'floors', b, 'store', op, 'median_ms'))} / "
                          f"{_ms(dig(results, 'floors', b, 'store', op, 'p99_ms'))}" for b in backends)] for op in ops]
    for key, label in (("no_checkpointer", "a no-op run of the same graph, no checkpointer"),
                       ("in_memory_saver", "… on LangGraph's InMemorySaver")):
        stats = dig(results, "floors", key, "framework", "all")
        if stats:
            rows.append([label, *(f"{_ms(stats['median_ms'])} / {_ms(stats['p99_ms'])}" for _ in backends)])
    return _md_table(["the floor: one `TaskStore` call (median / p99)", *(BACKEND_NAMES[b] for b in backends)], rows)


def _cost_table(results: dict[str, Any]) -> str:
    cost_rows = costs(results, limit=16)
    backends = [b for b in BACKEND_NAMES if any(b in r for r in cost_rows)]
    if not cost_rows:
        return ""
    body = [[row["part"], *(f"{row[b]['ms']:.2f} ms ({row[b]['share'] * 100:.0f} %)" if b in row else "—"
                            for b in backends)] for row in cost_rows]
    extra = []
    for b in backends:
        found = dig(results, "breakdown", b, "breakdown") or {}
        hops = found.get("thread_hand_offs_per_turn") or {}
        overhead = dig(results, "breakdown", b, "node_timings_overhead") or {}
        hop = dig(found, "thread_hop_round_trip", "median_ms")
        extra.append(
            f"{BACKEND_NAMES[b]}: {found.get('mcp_calls_per_turn', 0):.1f} MCP calls, "
            f"{hops.get('anyio.to_thread', 0):.1f} anyio worker-thread hand-offs"
            + (f" and {hops['aiosqlite']:.1f} aiosqlite ones" if hops.get("aiosqlite") else "")
            + f" per turn (one no-op hand-off: {_ms(hop)} median); `NodeTimings` attached adds "
            f"{overhead.get('median_overhead_ms', 0):+.2f} ms to the median turn")
    kinds = dig(results, "floors", "no_checkpointer", "framework", "by_kind") or {}
    if "add" in kinds and "delete: yes" in kinds:  # 5 nodes vs 3 nodes on the same no-op graph
        five, three = kinds["add"]["median_ms"], kinds["delete: yes"]["median_ms"]
        extra.append(f"LangGraph alone (no-op nodes, no checkpointer): {_ms(three)} for a 3-node run, {_ms(five)} "
                     f"for a 5-node run, ≈ {(five - three) / 2:.2f} ms per node step")
    return (_md_table(["where a turn's time goes (mean per turn)", *(BACKEND_NAMES[b] for b in backends)], body)
            + "\n\n" + "; ".join(extra) + ".")


def _profile_lines(results: dict[str, Any]) -> str:
    profile = results.get("profile") or {}
    areas = profile.get("areas") or []
    if not areas:
        return ""
    top = ", ".join(f"{a['what']} {a['share'] * 100:.0f} %" for a in areas[:6])
    return (f"pyinstrument over {profile['turns']} SQLite turns (event-loop thread, "
            f"{profile['wall_ms_per_turn']:.1f} ms per profiled turn): {top}.")


def readme_block(results: dict[str, Any]) -> str:
    machine = results["machine"]
    load = machine.get("load_average_at_start")
    parts = [
        f"Measured {results['finished_at'][:16].replace('T', ' ')} UTC by `python -m bench` in "
        f"{results['duration_seconds']:.0f} s on: {one_line(machine)}; disk fsync median "
        f"{machine.get('fsync_ms', 0):.1f} ms; load average at start {load[0] if load else '?'}"
        + (" (other jobs were sharing the cores, so treat the latencies as upper bounds)." if load and load[0] > 1.0
           else " (the machine was otherwise idle)."),
        "",
        _md_table(["target", "measured", ""], [[t["target"], t["measured"], _verdict(t["met"])]
                                                 for t in targets(results)]),
        "",
        _turn_table(results),
        "",
        _store_table(results),
        "",
        _cost_table(results),
        "",
        _profile_lines(results),
        "",
    ]
    understand = dig(results, "understand", "all")
    if understand:
        parts += [f"Understanding (rules) over the 998-utterance development set: median "
                  f"{_ms(understand['median_ms'])}, p99 {_ms(understand['p99_ms'])}.", ""]
    model = results.get("model") or {}
    if model:
        def row(name: str, key: str) -> list[str]:
            m = model.get(key) or {}
            return [name, f"{m.get('calls', 0):.2f}", f"{m.get('max_calls_in_a_turn', 0)}",
                    f"{m.get('prompt_chars', 0):,.0f}", f"{m.get('completion_chars', 0):,.0f}"]

        parts += [_md_table(["model cost per turn", "calls", "max in a turn", "prompt chars", "completion chars"],
                            [row("TodoBot, nlu=auto (the mix)", "ours_nlu_auto"),
                             row("TodoBot, nlu=auto (blind3 messages, one each)", "ours_nlu_auto_blind3"),
                             row("TodoBot, nlu=gemini (the mix)", "ours_nlu_gemini"),
                             row("prebuilt ReAct agent, ideal model (the mix)", "react_prebuilt")]), ""]
    parts += [_scaling_lines(results), "", "![scaling](bench/scaling.png)"]
    body = "\n".join(parts)
    while "\n\n\n" in body:
        body = body.replace("\n\n\n", "\n\n")
    return "<!-- bench:start -->\n" + body.strip() + "\n<!-- bench:end -->"


def _scaling_lines(results: dict[str, Any]) -> str:
    lines = []
    for backend, name in BACKEND_NAMES.items():
        points = dig(results, "scaling", backend, "tasks_per_user") or []
        if points:
            lines.append(f"- {name}, median / p99 turn by tasks per user: " + ", ".join(
                f"{p['tasks']:,} → {_ms(p['all']['median_ms'])} / {_ms(p['all']['p99_ms'])}" for p in points)
                + "; newest checkpoint at most " + ", ".join(
                f"{p.get('checkpoint_bytes_per_conversation_max', 0):,} B" for p in points) + ".")
        conv = dig(results, "scaling", backend, "conversation_length")
        if conv:
            windows = conv["window_of_10_turns_ending_at"]
            kept = conv["checkpoint_rows_kept_before_trim"]
            written = conv["checkpoint_bytes_written_per_turn"]
            wal = conv.get("postgres_wal_bytes_per_turn") or {}
            last = max(windows, key=int)
            lines.append(
                f"- {name}, one conversation of {conv['turns']:,} turns: median of turns 1–10 / 91–100 / "
                "… " + " / ".join(_ms(w["median_ms"]) for w in windows.values())
                + f"; fitted slope {conv['slope_ms_per_100_turns']:+.2f} ms per 100 turns; at most "
                f"{kept.get(last, 0):,} checkpoint rows kept (trimmed every {conv['checkpoint_history']} turns); "
                f"{written.get(last, 0):,} checkpoint bytes written per turn"
                + (f", {wal[last]:,} WAL bytes per turn in all" if wal.get(last) else "") + ".")
    levels = dig(results, "throughput", "levels") or []
    if levels:
        lines.append(f"- Throughput on PostgreSQL, {results['throughput']['workers']} worker processes: " + ", ".join(
            f"{lv['conversations']} → {lv['turns_per_second']:.0f}/s" for lv in levels)
            + " (concurrent conversations → turns per second).")
        for lv in levels:
            if lv["errors"]:
                lines.append(f"- … at {lv['conversations']} conversations {lv['errors']} turns failed, e.g. "
                             f"{lv['error_examples'][0][:160]}")
    rss = dig(results, "peak_rss_mb")
    if rss:
        line = f"- Peak RSS: {rss['bench_process']:.0f} MB for the whole bench process"
        if rss.get("throughput_worker"):
            per_worker = max(lv["conversations"] for lv in levels) // (dig(results, "throughput", "workers") or 1)
            line += f"; {rss['throughput_worker']:.0f} MB for a worker serving {per_worker} concurrent conversations"
        lines.append(line + ".")
    return "\n".join(lines)


def update_readme(results: dict[str, Any], path: Path = README) -> bool:
    text = path.read_text()
    updated = BLOCK.sub(lambda _: readme_block(results), text)
    if updated != text:
        path.write_text(updated)
    return updated != text
