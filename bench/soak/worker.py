"""One soak worker process: a TodoAgent on the shared database, serving turns over stdin/stdout.

    python -m bench.soak.worker DATABASE_URL

Reads one JSON request per line ({"id", "user_id", "conversation_id", "message"}), runs each as its own
concurrent turn, and writes one JSON line per answer: {"id", "response": AgentResponse} — or {"id",
"exception": "..."} if `arun` ever raised, which the harness counts as a failure (it must never happen).
It prints {"ready": true} once the agent is open; if it cannot open (the database is restarting, say) it
exits with status 3 and the harness starts it again.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import anyio
import anyio.to_thread

from todobot import AgentConfig, AgentRequest, TodoAgent


def _write(payload: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(payload) + "\n")
    sys.stdout.flush()


async def _answer(agent: TodoAgent, request: dict[str, Any]) -> None:
    try:
        response = await agent.arun(
            AgentRequest(
                user_id=request["user_id"], message=request["message"], conversation_id=request["conversation_id"],
                request_id=request.get("request_id"),
            )
        )
    except Exception as exc:  # arun promises never to raise: report it instead of dying
        _write({"id": request["id"], "exception": f"{type(exc).__name__}: {exc}"})
        return
    _write({"id": request["id"], "response": response.model_dump(mode="json")})


async def serve(database_url: str) -> None:
    config = AgentConfig(database_url=database_url, nlu="rules")
    ready = False
    try:
        async with TodoAgent.aopen(config=config) as agent:
            _write({"ready": True})
            ready = True
            async with anyio.create_task_group() as group:
                while line := await anyio.to_thread.run_sync(sys.stdin.readline):
                    group.start_soon(_answer, agent, json.loads(line))
    except Exception as exc:
        if ready:
            raise
        print(f"worker could not open the agent: {exc}", file=sys.stderr)  # e.g. the database is restarting
        sys.exit(3)


if __name__ == "__main__":
    anyio.run(serve, sys.argv[1])
