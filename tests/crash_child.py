"""TodoAgent processes that a test can SIGKILL at a chosen point of a turn.

    python -m tests.crash_child DATABASE_URL USER_ID CONVERSATION_ID MESSAGE [--kill-after NODE] [--now ISO]
    python -m tests.crash_child --serve

Each graph node is wrapped so that, in a process told to crash after node NODE, the node prints
`AFTER NODE`, flushes and hangs when it has finished: the parent kills the process there, which is a crash
between that node and the next (the tool calls made so far are committed, the turn's checkpoint is not).
A process told to pause after NODE prints `PAUSED NODE` and goes on when it receives SIGUSR1 (a turn stalled
across some event, such as a database restart). A turn that is not killed prints `RESPONSE <AgentResponse
JSON>`.

`--serve` pays the imports once: it reads one JSON request per line on stdin ({"database_url", "user_id",
"conversation_id", "message", "kill_after" or "pause_after", "now"}) and forks a fresh child process for each, printing
`CHILD <pid>` so the parent knows which process to kill. The fork happens before any thread, event loop or
database connection exists, so every child starts as clean as a new interpreter.

The wrapping replaces the node functions on `todobot.nodes` before `todobot.graph.graph` is first imported,
because the graph's builder takes the functions from there at import time.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import signal
import sys
import threading
import time
from datetime import datetime
from typing import Any

NODE_FUNCTIONS = {
    "classify": "classify",
    "extract": "extract",
    "validate": "validate",
    "confirm": "confirm",
    "invoke": "invoke",
    "undo": "undo",
    "format": "format_reply",
}
MARKER = "AFTER"
PAUSED = "PAUSED"
kill_after: str | None = None  # set in the process that is meant to crash
pause_after: str | None = None  # set in a process meant to stall until the parent sends SIGUSR1


def wrap_nodes() -> None:
    """Give every graph node the crash hook; only the node named by `kill_after` uses it."""
    if "todobot.graph.graph" in sys.modules:
        raise RuntimeError("the graph was built before its nodes could be wrapped")
    import todobot.nodes as nodes

    for node, name in NODE_FUNCTIONS.items():
        setattr(nodes, name, _hook(node, getattr(nodes, name)))


def _hook(node: str, original: Any) -> Any:
    @functools.wraps(original)  # keeps (state, runtime) visible to LangGraph's signature inspection
    async def node_then_maybe_hang(state: Any, runtime: Any) -> Any:
        update = await original(state, runtime)
        if kill_after == node:
            print(f"{MARKER} {node}", flush=True)
            time.sleep(3600)  # blocks the event loop on purpose: nothing after this node may run
        if pause_after == node:
            print(f"{PAUSED} {node}", flush=True)
            signal.sigwait({signal.SIGUSR1})  # a stalled turn: it goes on when the parent says so
        return update

    return node_then_maybe_hang


def run_turn(request: dict[str, Any]) -> None:
    """Open an agent on the request's database, run its one message, print the response."""
    global kill_after, pause_after
    kill_after, pause_after = request.get("kill_after"), request.get("pause_after")
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1})  # before any thread: all of them inherit it
    from todobot import AgentConfig, AgentRequest, TodoAgent

    now = datetime.fromisoformat(request["now"]) if request.get("now") else None
    config = AgentConfig(database_url=request["database_url"], nlu="rules")
    with TodoAgent.open(config=config, clock=(lambda: now) if now else None) as agent:
        response = agent.run(
            AgentRequest(
                user_id=request["user_id"], message=request["message"], conversation_id=request["conversation_id"]
            )
        )
    print(f"RESPONSE {response.model_dump_json()}", flush=True)


def serve() -> None:
    """Fork one child per request line; children are reaped by the kernel (SIGCHLD ignored)."""
    import todobot.agent  # noqa: F401  (the expensive imports, done once, before any fork)

    if threading.active_count() != 1:
        raise RuntimeError("an import started a thread: forking now would not give clean children")
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    print("READY", flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            status = 1
            try:
                run_turn(request)
                status = 0
            finally:
                sys.stdout.flush()
                os._exit(status)
        print(f"CHILD {pid}", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serve", action="store_true", help="fork a child per JSON request read on stdin")
    parser.add_argument("database_url", nargs="?")
    parser.add_argument("user_id", nargs="?")
    parser.add_argument("conversation_id", nargs="?")
    parser.add_argument("message", nargs="?")
    parser.add_argument("--kill-after", choices=sorted(NODE_FUNCTIONS))
    parser.add_argument("--now", help="a fixed ISO-8601 clock, as the parent test uses")
    args = parser.parse_args(argv)
    wrap_nodes()
    if args.serve:
        serve()
    elif args.message:
        run_turn({**vars(args), "kill_after": args.kill_after})
    else:
        parser.error("give DATABASE_URL USER_ID CONVERSATION_ID MESSAGE, or --serve")


if __name__ == "__main__":
    main()
