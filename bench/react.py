"""LangGraph's prebuilt ReAct agent on TodoBot's six MCP tools, driven by a model that makes the ideal calls.

The comparison point for model cost: a free tool loop needs a model call to pick each tool and one more
to write the answer, and it re-sends the whole conversation and all tool schemas every time.
langchain-mcp-adapters requires mcp < 2, so each MCP tool is wrapped as a `StructuredTool` over a real
MCP client session (the same in-memory transport the agent uses). The authenticated `user_id` is added
by the wrapper, never chosen by the model: it is not in the schema the model sees.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import StructuredTool
from mcp import Client
from mcp.client._memory import InMemoryTransport

from todobot.tools.client import ToolClient
from todobot.tools.server import build_mcp_server
from todobot.tools.store import TaskStore


@asynccontextmanager
async def mcp_tools(store: TaskStore, user_id: str) -> AsyncIterator[list[StructuredTool]]:
    """The server's six tools as LangChain tools bound to `user_id`, over one MCP session."""
    async with Client(InMemoryTransport(build_mcp_server(store))) as client:
        calls = ToolClient(client)
        listed = (await client.list_tools()).tools

        def wrap(name: str, description: str, schema: dict[str, Any]) -> StructuredTool:
            async def call(**arguments: Any) -> str:
                done = await calls.call(name, {"user_id": user_id, **arguments})
                return json.dumps(done.result)

            visible = {**schema, "properties": {k: v for k, v in schema.get("properties", {}).items()
                                                if k != "user_id"},
                       "required": [k for k in schema.get("required", []) if k != "user_id"]}
            return StructuredTool.from_function(coroutine=call, name=name, description=description,
                                                args_schema=visible)

        yield [wrap(t.name, t.description or t.name, t.input_schema) for t in listed]


# --- The ideal model: for each user message, the tool calls a perfect model would make, then its answer -----

Step = Callable[[list[BaseMessage]], AIMessage]


def _call(name: str, args: dict[str, Any]) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": f"call_{uuid.uuid4().hex[:12]}"}])


def _say(text: str) -> Step:
    return lambda _messages: AIMessage(content=text)


def _results(messages: list[BaseMessage]) -> list[dict[str, Any]]:
    return [json.loads(str(m.content)) for m in messages if isinstance(m, ToolMessage)]


def _find(messages: list[BaseMessage], word: str) -> dict[str, Any]:
    """The task whose title has `word`, from the newest task list the model has seen."""
    for result in reversed(_results(messages)):
        for task in result.get("tasks", []):
            if word in task["title"].lower():
                return task
    raise LookupError(f"no task with {word!r} in the conversation")


def _list() -> Step:
    return lambda _messages: _call("list_tasks", {"status": "all"})


def _act(name: str, word: str, **extra: Any) -> Step:
    return lambda messages: _call(name, {"task_id": str(_find(messages, word)["number"]), **extra})


def _ask_delete(word: str) -> Step:
    return lambda messages: AIMessage(content=f"Delete #{_find(messages, word)['number']}? yes / no")


def _report(messages: list[BaseMessage]) -> AIMessage:
    return AIMessage(content=f"Done: {str(messages[-1].content)[:80]}")


SCRIPT: dict[str, list[Step]] = {
    "add buy groceries": [lambda _m: _call("add_task", {"title": "Buy groceries"}), _report],
    "add a task": [_say("What should the task be called?")],
    "water the plants": [lambda _m: _call("add_task", {"title": "Water the plants"}), _report],
    "what's still open?": [lambda _m: _call("list_tasks", {"status": "pending"}), _report],
    "mark the groceries task done": [_list(), _act("complete_task", "groceries"), _report],
    "rename the plants task to water the garden": [_list(), _act("update_task", "plants", title="Water the garden"),
                                                   _report],
    "delete the groceries task": [_list(), _ask_delete("groceries")],
    "delete the garden task": [_list(), _ask_delete("garden")],
}


def _last_human(messages: list[BaseMessage]) -> int:
    return max(i for i, m in enumerate(messages) if isinstance(m, HumanMessage))


def ideal_react_reply(messages: list[BaseMessage]) -> AIMessage:
    """The next move of a perfect tool-calling model, given the conversation so far."""
    start = _last_human(messages)
    text = str(messages[start].content)
    done = sum(1 for m in messages[start + 1 :] if isinstance(m, AIMessage))
    if text == "yes":  # confirm the delete the model asked about: its target is in the previous request
        asked = str(messages[_last_human(messages[:start])].content)
        word = asked.split("the ", 1)[1].split(" task")[0]
        steps = [_act("delete_task", word), _report]
    else:
        steps = SCRIPT[text]
    return steps[done](messages)
