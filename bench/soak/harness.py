"""The soak run: a private PostgreSQL, W worker processes, simulated people, and faults while it runs.

The harness process holds everything a client holds — the people, their messages in flight, what each
reply acknowledged — and nothing of the product's, so a killed worker loses only what a crashed server
would. Faults fire when the run reaches a fraction of its turns: a PostgreSQL restart (`pg_ctl restart -m
fast`) and a worker killed with SIGKILL (then started again; its people's requests in flight are retried
on another worker, as a client behind a load balancer would).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import signal
import sys
import tempfile
import time
import uuid
from collections import Counter
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.soak.people import Device, Person, Verdict, make_tag, verify
from tests.invariants import leaked_internals
from tests.postgres_server import PostgresServer, private_server

ROOT = Path(__file__).resolve().parents[2]
RETRYABLE = {"storage_unavailable", "conversation_busy", "internal_error", "tools_unavailable"}
MAX_ATTEMPTS = 60  # per message; a client gives up after this many failures in a row
START_TIMEOUT = 180.0  # seconds for a worker to import and open the agent (slow on a busy 2-core machine)


class WorkerDied(Exception):
    """The worker process ended with this request in flight."""


@dataclass
class Options:
    users: int = 32
    turns: int = 30
    workers: int = 4
    faults: bool = False
    shared_every: int = 4  # every Nth person uses two devices on one conversation
    restart_at: tuple[float, ...] = (0.3,)
    kill_at: tuple[float, ...] = (0.6,)
    seed: int = 7


class Worker:
    """One `bench.soak.worker` process and the requests it has in flight."""

    def __init__(self, index: int, url: str, log: Path) -> None:
        self.index, self.url, self.log_path = index, url, log
        self.process: asyncio.subprocess.Process | None = None
        self.pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.alive = asyncio.Event()
        self.starts = 0
        self._ids = 0

    async def start(self) -> None:
        """Start (or restart) the process, retrying while the database can't be reached."""
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            with self.log_path.open("a") as log:
                self.process = await asyncio.create_subprocess_exec(
                    sys.executable, "-m", "bench.soak.worker", self.url, cwd=ROOT,
                    stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=log,
                    limit=2**24,
                )  # fmt: skip
            assert self.process.stdout is not None
            line = await asyncio.wait_for(self.process.stdout.readline(), START_TIMEOUT)
            if line and json.loads(line).get("ready"):
                self.starts += 1
                self.alive.set()
                asyncio.get_running_loop().create_task(self._read(self.process))
                return
            await self.process.wait()
            await asyncio.sleep(0.5)
        raise RuntimeError(f"worker {self.index} did not start; see {self.log_path}")

    async def _read(self, process: asyncio.subprocess.Process) -> None:
        assert process.stdout is not None
        while line := await process.stdout.readline():
            answer = json.loads(line)
            future = self.pending.pop(answer["id"], None)
            if future is not None and not future.done():
                future.set_result(answer)
        await process.wait()
        if process is self.process:
            self.alive.clear()
            for future in self.pending.values():
                if not future.done():
                    future.set_exception(WorkerDied())
            self.pending.clear()

    async def turn(self, request: dict[str, Any]) -> dict[str, Any]:
        if not self.alive.is_set() or self.process is None or self.process.stdin is None:
            raise WorkerDied()
        self._ids += 1
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.pending[self._ids] = future
        try:
            self.process.stdin.write((json.dumps({"id": self._ids, **request}) + "\n").encode())
            await self.process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            self.pending.pop(self._ids, None)
            raise WorkerDied() from None
        return await future

    def kill(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)

    async def stop(self) -> None:
        if self.process is not None and self.process.returncode is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            try:
                await asyncio.wait_for(self.process.wait(), 30)
            except TimeoutError:
                self.kill()
                await self.process.wait()


@dataclass
class Stats:
    turns_planned: int = 0
    turns_sent: int = 0  # messages people got an answer to (each message once, however many retries)
    attempts: int = 0
    answered_by_error: Counter[str] = field(default_factory=Counter)  # every error reply, by code
    error_samples: dict[str, str] = field(default_factory=dict)  # code -> "message → reply", the first seen
    unfriendly: list[str] = field(default_factory=list)
    exceptions: list[str] = field(default_factory=list)
    lost_in_flight: int = 0
    gave_up: int = 0
    leaks: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    faults: list[str] = field(default_factory=list)


class Soak:
    def __init__(self, options: Options, server: PostgresServer, workdir: Path) -> None:
        self.options, self.server = options, server
        rng = random.Random(options.seed)
        self.people: list[Person] = []
        self.devices: list[tuple[Device, int]] = []  # with its preferred worker
        for i in range(options.users):
            two = options.shared_every > 0 and i % options.shared_every == 0
            person = Person(index=i, tag=make_tag(rng), devices=2 if two else 1)
            self.people.append(person)
            for d in range(person.devices):
                device = Device(person, "ab"[d], random.Random(rng.random()))
                self.devices.append((device, (i + d) % options.workers))  # two devices, two workers
        tags = "|".join(p.tag for p in self.people)
        self.tag_pattern = re.compile(tags) if tags else None
        self.workers = [Worker(w, server.url, workdir / f"worker-{w}.log") for w in range(options.workers)]
        self.stats = Stats(turns_planned=len(self.devices) * options.turns)
        self.progress = asyncio.Event()

    # --- people --------------------------------------------------------------------------------------

    async def _send(self, device: Device, preferred: int, message: str) -> dict[str, Any] | None:
        """One message until it gets an answer a client would accept; None if the client gives up."""
        person = device.person
        # One request id per message, kept across retries: a retry replays whatever the first attempt did.
        request = {"user_id": person.user_id, "conversation_id": person.conversation_id, "message": message,
                   "request_id": uuid.uuid4().hex}
        lost = False
        for attempt in range(MAX_ATTEMPTS):
            worker = self._pick(preferred + attempt)
            if worker is None:
                await asyncio.sleep(0.2)
                continue
            self.stats.attempts += 1
            started = time.perf_counter()
            try:
                answer = await worker.turn(request)
            except WorkerDied:
                self.stats.lost_in_flight += 1
                lost = True
                await asyncio.sleep(0.1)
                continue
            if "exception" in answer:
                self.stats.exceptions.append(answer["exception"])
                await asyncio.sleep(0.2)
                continue
            response = answer["response"]
            self.stats.latencies.append(time.perf_counter() - started)
            self._check_reply(person, message, response)
            if response["state"] == "error" and response["error"] in RETRYABLE:
                await asyncio.sleep(min(0.05 * 2**attempt, 1.0))
                continue
            if lost:
                device.reply_lost(message)  # a retry after a lost reply can't always tell what happened
            return response
        self.stats.gave_up += 1
        return None

    def _check_reply(self, person: Person, message: str, response: dict[str, Any]) -> None:
        if response["state"] == "error":
            self.stats.answered_by_error[response["error"]] += 1
            self.stats.error_samples.setdefault(response["error"], f"{message!r} → {response['message'][:160]!r}")
        if leak := leaked_internals(response["message"], echo=message):
            self.stats.unfriendly.append(f"{leak!r} in {response['message'][:200]!r}")
        shown = response["message"] + json.dumps(response["tool_calls"])
        for tag in set(self.tag_pattern.findall(shown.lower())) if self.tag_pattern else ():
            if tag != person.tag:
                self.stats.leaks.append(f"{person.tag} was shown {tag}: {response['message'][:200]!r}")

    def _pick(self, preferred: int) -> Worker | None:
        for offset in range(len(self.workers)):
            worker = self.workers[(preferred + offset) % len(self.workers)]
            if worker.alive.is_set():
                return worker
        return None

    async def _device(self, device: Device, preferred: int) -> None:
        sent = 0
        while sent < self.options.turns:
            for message in device.next_messages()[: self.options.turns - sent]:
                response = await self._send(device, preferred, message)
                sent += 1
                self.stats.turns_sent += 1
                self.progress.set()
                if response is None:
                    continue
                if response["state"] != "error":
                    device.person.turns_acknowledged += 1
                device.person.observe(response["tool_calls"])

    # --- faults ---------------------------------------------------------------------------------------

    async def _faults(self) -> None:
        plan = sorted(
            [(at, "restart") for at in self.options.restart_at] + [(at, "kill") for at in self.options.kill_at]
        )
        rng = random.Random(self.options.seed + 1)
        for at, fault in plan:
            while self.stats.turns_sent < at * self.stats.turns_planned:
                self.progress.clear()
                await self.progress.wait()
            started, at_turn = time.perf_counter(), self.stats.turns_sent
            if fault == "restart":
                await asyncio.to_thread(self.server.restart)
                self.stats.faults.append(
                    f"PostgreSQL restarted (pg_ctl restart -m fast) at turn {at_turn}, "
                    f"{time.perf_counter() - started:.1f} s down"
                )
            else:
                worker = rng.choice(self.workers)
                in_flight = len(worker.pending)
                worker.kill()
                await asyncio.sleep(0.2)
                await worker.start()
                self.stats.faults.append(
                    f"worker {worker.index} SIGKILLed at turn {at_turn} with {in_flight} "
                    f"requests in flight, back after {time.perf_counter() - started:.1f} s"
                )

    # --- the run ---------------------------------------------------------------------------------------

    async def run(self) -> None:
        await asyncio.gather(*(w.start() for w in self.workers))
        people = asyncio.gather(*(self._device(d, w) for d, w in self.devices))
        faults = asyncio.create_task(self._faults()) if self.options.faults else None
        await people
        if faults is not None:
            if not faults.done():  # the run ended before a fault's turn came (a tiny run)
                faults.cancel()
            with suppress(asyncio.CancelledError):
                await faults
        await asyncio.gather(*(w.stop() for w in self.workers))


@dataclass
class Report:
    options: Options
    seconds: float
    stats: Stats
    verdicts: list[Verdict]
    conversation_turns_lost: list[LostTurns]
    workers_started: int

    def summary(self) -> dict[str, Any]:
        s = self.stats
        latencies = sorted(s.latencies) or [0.0]
        return {
            "users": self.options.users,
            "devices": sum(1 + (self.options.shared_every > 0 and i % self.options.shared_every == 0)
                           for i in range(self.options.users)),
            "workers": self.options.workers,
            "turns_planned": s.turns_planned,
            "turns_completed": s.turns_sent - s.gave_up,
            "attempts": s.attempts,
            "errors_shown": dict(s.answered_by_error),
            "all_errors_friendly": not s.unfriendly,
            "unfriendly": s.unfriendly[:5],
            "exceptions_escaped": len(s.exceptions),
            "requests_lost_with_killed_worker": s.lost_in_flight,
            "gave_up": s.gave_up,
            "tasks_lost": sum(len(v.lost) for v in self.verdicts),
            "tasks_duplicated": sum(len(v.duplicated) for v in self.verdicts),
            "tasks_unexplained": sum(len(v.unexplained) for v in self.verdicts),
            "applied_without_reply": sum(v.applied_unacknowledged for v in self.verdicts),
            "cross_user_leaks": len(s.leaks) + sum(len(v.foreign) for v in self.verdicts),
            "conversation_turns_lost": sum(x.acknowledged - x.saved for x in self.conversation_turns_lost),
            "faults": s.faults,
            "worker_starts": self.workers_started,
            "turn_latency_p50_ms": round(1000 * latencies[len(latencies) // 2], 1),
            "turn_latency_p99_ms": round(1000 * latencies[int(len(latencies) * 0.99)], 1),
            "seconds": round(self.seconds, 1),
            "details": {
                "lost": [x for v in self.verdicts for x in v.lost][:10],
                "duplicated": [x for v in self.verdicts for x in v.duplicated][:10],
                "unexplained": [x for v in self.verdicts for x in v.unexplained][:10],
                "leaks": (s.leaks + [x for v in self.verdicts for x in v.foreign])[:10],
                "exceptions": s.exceptions[:5],
                "conversations_with_lost_turns": [str(x) for x in self.conversation_turns_lost[:10]],
                "error_samples": [f"{code}: {sample}" for code, sample in s.error_samples.items()],
            },
        }


@dataclass
class LostTurns:
    """A conversation whose checkpoint holds fewer turns than its replies acknowledged."""

    tag: str
    devices: int
    saved: int
    acknowledged: int

    def __str__(self) -> str:
        return (f"{self.tag} ({self.devices} device(s)): checkpoint has {self.saved} turns, "
                f"{self.acknowledged} were acknowledged")


async def _final_check(soak: Soak) -> tuple[list[Verdict], list[LostTurns]]:
    """Read the store and the checkpoints after the run, as a fresh process would."""
    from todobot import AgentConfig, TodoAgent

    tags = {p.tag for p in soak.people}
    verdicts: list[Verdict] = []
    turns_lost: list[LostTurns] = []
    async with TodoAgent.aopen(config=AgentConfig(database_url=soak.server.url, nlu="rules")) as agent:
        for person in soak.people:
            tasks = await asyncio.to_thread(agent.store.list_tasks, person.user_id, "all")
            verdicts.append(verify(person, tasks, tags))
            state = await agent.aconversation_state(person.conversation_id)
            saved = state.get("turn", 0)
            # Every acknowledged turn is in the checkpoint; unacknowledged ones may be. Fewer means a lost turn.
            if saved < person.turns_acknowledged:
                turns_lost.append(LostTurns(person.tag, person.devices, saved, person.turns_acknowledged))
    return verdicts, turns_lost


def run(options: Options) -> Report:
    """Start PostgreSQL, run the soak, check the outcome, stop everything."""
    started = time.perf_counter()
    with private_server("soak") as server:
        logs = Path(tempfile.mkdtemp(prefix="todobot-soak-logs-"))  # kept: the workers' stderr, for post-mortems
        soak = Soak(options, server, logs)
        asyncio.run(soak.run())
        seconds = time.perf_counter() - started
        verdicts, turns_lost = asyncio.run(_final_check(soak))
        return Report(options, seconds, soak.stats, verdicts, turns_lost, sum(w.starts for w in soak.workers))
