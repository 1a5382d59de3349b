"""TodoAgent: the public facade that embedding code uses.

It owns the three long-lived parts — the task store, one MCP client session to the task tools, and the
checkpointer — and runs the compiled graph once per user message. The synchronous API drives the same
async code on a private event loop thread (anyio's blocking portal), so there is one code path.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager
from datetime import datetime
from typing import Any

import anyio.to_thread
from anyio.from_thread import BlockingPortal, start_blocking_portal
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph.state import CompiledStateGraph

from todobot.checkpoints import open_checkpointer
from todobot.contracts import AgentRequest, AgentResponse, ToolCall
from todobot.graph.context import Context
from todobot.graph.graph import builder
from todobot.nodes.tool_access import shared_store
from todobot.settings import AgentConfig, NluBackend
from todobot.tools.client import ToolClient, current_tool_client, open_tool_client, service_token
from todobot.tools.store import TaskStore

log = logging.getLogger(__name__)

FAILURE_MESSAGE = "Sorry, something went wrong on my side and nothing was changed. Please try again."
FOREIGN_CONVERSATION = "That conversation belongs to another user, so I can't continue it."


class TodoAgent:
    """Natural-language task management for many users and conversations."""

    def __init__(
        self,
        *,
        config: AgentConfig,
        store: TaskStore,
        tools: ToolClient,
        graph: CompiledStateGraph,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.config = config
        self.store = store
        self.tools = tools
        self.graph = graph
        self._clock = clock
        self._portal: BlockingPortal | None = None

    # --- opening -----------------------------------------------------------------------------------

    @classmethod
    @asynccontextmanager
    async def aopen(
        cls,
        database_url: str | None = None,
        nlu: NluBackend | None = None,
        *,
        config: AgentConfig | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> AsyncIterator[TodoAgent]:
        """Open the agent on `database_url` (None = the embedded SQLite default) inside an event loop."""
        config = (config or AgentConfig()).with_overrides(database_url=database_url, nlu=nlu)
        url = config.resolved_database_url()
        store = await anyio.to_thread.run_sync(shared_store, url)  # the graph's nodes use the same one
        try:
            async with AsyncExitStack() as stack:
                tools = await stack.enter_async_context(
                    open_tool_client(store=store, mcp_url=config.mcp_url, bearer_token=service_token(config))
                )
                checkpointer = await stack.enter_async_context(open_checkpointer(url))
                graph = builder.compile(checkpointer=checkpointer, name="todobot")
                yield cls(config=config, store=store, tools=tools, graph=graph, clock=clock)
        finally:
            store.close()  # releases its pooled connections; a later agent on this URL reconnects

    @classmethod
    @contextmanager
    def open(
        cls,
        database_url: str | None = None,
        nlu: NluBackend | None = None,
        *,
        config: AgentConfig | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> Iterator[TodoAgent]:
        """Synchronous twin of `aopen`: the agent runs on a private event-loop thread."""
        with (
            start_blocking_portal() as portal,
            portal.wrap_async_context_manager(cls.aopen(database_url, nlu, config=config, clock=clock)) as agent,
        ):
            agent._portal = portal
            yield agent

    # --- running -----------------------------------------------------------------------------------

    def run(self, request: AgentRequest | dict[str, Any]) -> AgentResponse:
        """Handle one user message (blocking). Use `arun` inside `aopen`."""
        if self._portal is None:
            raise RuntimeError("This agent was opened with aopen(); call `await agent.arun(...)` instead.")
        return self._portal.call(self.arun, request)

    async def arun(self, request: AgentRequest | dict[str, Any]) -> AgentResponse:
        """Handle one user message: one graph run on the conversation's thread."""
        request = request if isinstance(request, AgentRequest) else AgentRequest.model_validate(request)
        conversation_id = request.conversation_id or str(uuid.uuid4())
        user_id = str(request.user_id)
        thread = {"configurable": {"thread_id": conversation_id}}
        try:
            snapshot = await self.graph.aget_state(thread)
            owner = snapshot.values.get("owner")
            if owner and owner != user_id:
                return AgentResponse(message=FOREIGN_CONVERSATION, state="error",
                                     conversation_id=conversation_id, error="conversation_forbidden")
            context = Context(
                user_id=user_id,
                timezone=request.timezone,
                config=self.config,
                now=self._clock().isoformat() if self._clock else None,
            )
            token = current_tool_client.set(self.tools)
            try:
                values = await self.graph.ainvoke(
                    {"messages": [HumanMessage(content=request.message)]},
                    thread,
                    context=context,
                    durability="exit",  # one checkpoint per turn: a turn is all-or-nothing anyway
                )
            finally:
                current_tool_client.reset(token)
        except Exception:  # a bug or an outage must not reach the user as a traceback
            log.exception("turn failed for conversation %s", conversation_id)
            return AgentResponse(message=FAILURE_MESSAGE, state="error", conversation_id=conversation_id,
                                 error="internal_error")
        return self._response(values, conversation_id)

    def conversation_state(self, conversation_id: str) -> dict[str, Any]:
        """The checkpointed state of a conversation (status, pending action, messages…), for inspection."""
        if self._portal is None:
            raise RuntimeError("This agent was opened with aopen(); use `await agent.aconversation_state(...)`.")
        return self._portal.call(self.aconversation_state, conversation_id)

    async def aconversation_state(self, conversation_id: str) -> dict[str, Any]:
        snapshot = await self.graph.aget_state({"configurable": {"thread_id": conversation_id}})
        return dict(snapshot.values)

    @staticmethod
    def _response(values: dict[str, Any], conversation_id: str) -> AgentResponse:
        reply = next((m for m in reversed(values.get("messages", [])) if isinstance(m, AIMessage)), None)
        state = values.get("response_state", "complete")
        calls = [ToolCall.model_validate(c) for c in values.get("tool_calls", [])]
        failed = next((c.result["error"].get("code") for c in calls if not c.success and "error" in c.result), None)
        return AgentResponse(
            message=str(reply.content) if reply else "",
            state=state,
            conversation_id=conversation_id,
            tool_calls=calls,
            error=(failed or "request_failed") if state == "error" else None,
        )
