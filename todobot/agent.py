"""TodoAgent: the public facade that embedding code uses.

It owns the three long-lived parts — the task store, one MCP client session to the task tools, and the
checkpointer — and runs the compiled graph once per user message. The synchronous API drives the same
async code on a private event loop thread (anyio's blocking portal), so there is one code path.
"""

from __future__ import annotations

import logging
import sqlite3
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import anyio.to_thread
import psycopg
import psycopg_pool
from anyio.from_thread import BlockingPortal, start_blocking_portal
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph.state import CompiledStateGraph

from todobot.checkpoints import ConversationBusy, TurnLocks, open_checkpointer, open_turn_locks
from todobot.checkpoints.retention import delete_conversation, keep_latest_checkpoint
from todobot.checkpoints.turn_lock import LockLost, current_lease
from todobot.contracts import AgentRequest, AgentResponse, ToolCall
from todobot.dialogue.reminders import acknowledge
from todobot.dialogue.sentences import BUSY, FAILURE, FOREIGN_CONVERSATION, STORAGE_UNAVAILABLE
from todobot.dialogue.state import conversation_status
from todobot.errors import TurnFailed
from todobot.graph.context import Context
from todobot.graph.graph import builder
from todobot.settings import AgentConfig, NluBackend
from todobot.tools.access import shared_store
from todobot.tools.client import ToolClient, current_tool_client, open_tool_client, service_token
from todobot.tools.models import TaskError
from todobot.tools.store import TaskStore
from todobot.turn_log import TurnRecord, log_turn

log = logging.getLogger(__name__)


# Errors that mean "the database went away" wherever they surface (checkpoint load/save, pool, store).
STORAGE_ERRORS: tuple[type[BaseException], ...] = (psycopg.OperationalError, psycopg_pool.PoolTimeout,
                                                    sqlite3.OperationalError)


class TodoAgent:
    """Natural-language task management for many users and conversations."""

    def __init__(
        self,
        *,
        config: AgentConfig,
        store: TaskStore,
        tools: ToolClient,
        graph: CompiledStateGraph,
        locks: TurnLocks,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.config = config
        self.store = store
        self.tools = tools
        self.graph = graph
        self.locks = locks
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
                locks = await stack.enter_async_context(open_turn_locks(url))
                graph = builder.compile(checkpointer=checkpointer, name="todobot")
                yield cls(config=config, store=store, tools=tools, graph=graph, locks=locks, clock=clock)
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
        """Handle one user message: one graph run on the conversation's thread, one turn at a time."""
        request = request if isinstance(request, AgentRequest) else AgentRequest.model_validate(request)
        conversation_id = request.conversation_id or str(uuid.uuid4())
        record = TurnRecord(conversation_id=conversation_id, user_id=str(request.user_id))
        try:
            async with self.locks.hold(conversation_id, self.config.turn_lock_timeout) as lease:
                lease_token = current_lease.set(lease)
                try:
                    response = await self._turn(request, conversation_id, record)
                finally:
                    current_lease.reset(lease_token)
        except ConversationBusy:
            response = self._failure(conversation_id, "conversation_busy", BUSY)
        except TurnFailed as exc:
            response = self._failure(conversation_id, exc.code, exc.message)
        except TaskError as exc:  # the store, reached outside a tool (due reminders, ownership)
            if exc.code == "storage_unavailable":
                response = self._failure(conversation_id, exc.code, STORAGE_UNAVAILABLE)
            else:
                response = self._failure(conversation_id, "internal_error", FAILURE)
        except (LockLost, *STORAGE_ERRORS):
            log.warning("turn failed: database unreachable (conversation %s)", conversation_id, exc_info=True)
            response = self._failure(conversation_id, "storage_unavailable", STORAGE_UNAVAILABLE)
        except Exception:  # a bug must not reach the user as a traceback
            log.exception("turn failed for conversation %s", conversation_id)
            response = self._failure(conversation_id, "internal_error", FAILURE)
        log_turn(record.finish(response))
        return response

    async def _turn(self, request: AgentRequest, conversation_id: str, record: TurnRecord) -> AgentResponse:
        user_id = str(request.user_id)
        owner = await anyio.to_thread.run_sync(self.store.claim_conversation, conversation_id, user_id)
        if owner != user_id:
            return self._failure(conversation_id, "conversation_forbidden", FOREIGN_CONVERSATION)
        context = Context(
            user_id=user_id,
            timezone=request.timezone,
            request_id=request.request_id,
            config=self.config,
            now=self._clock().isoformat() if self._clock else None,
        )
        # NodeTimings records the route and each node's time for the turn's log line.
        run = {"configurable": {"thread_id": conversation_id}, "callbacks": [record.timings]}
        token = current_tool_client.set(self.tools)
        try:
            values = await self.graph.ainvoke(
                {"messages": [HumanMessage(content=request.message)]},
                run,
                context=context,
                durability="exit",  # one checkpoint per turn: a turn is all-or-nothing anyway
            )
        finally:
            current_tool_client.reset(token)
        record.state_seen(values)
        await self._acknowledge_reminders(user_id, values.get("shown_reminders") or [], context.current_time())
        if values.get("turn", 0) % self.config.checkpoint_history == 0:
            await self._trim_history(conversation_id)
        return self._response(values, conversation_id)

    async def _acknowledge_reminders(self, user_id: str, shown: list[dict[str, Any]], now: datetime) -> None:
        """The turn that showed these reminders is saved: they count as seen (the next turn re-acknowledges
        them anyway, so a failure here only means they may be acknowledged a turn later)."""
        try:
            if not await acknowledge(self.tools, user_id, shown, now):
                log.warning("could not acknowledge %d shown reminder(s) yet", len(shown))
        except Exception:  # the turn itself succeeded
            log.warning("could not acknowledge %d shown reminder(s) yet", len(shown), exc_info=True)

    async def _trim_history(self, conversation_id: str) -> None:
        try:
            await keep_latest_checkpoint(self.graph.checkpointer, conversation_id)  # type: ignore[arg-type]
        except Exception:  # housekeeping: the turn itself succeeded
            log.warning("could not trim checkpoints of conversation %s", conversation_id, exc_info=True)

    # --- retention -----------------------------------------------------------------------------------

    def prune(self, idle_for: timedelta | None = None) -> dict[str, int]:
        """Blocking twin of `aprune`."""
        if self._portal is None:
            raise RuntimeError("This agent was opened with aopen(); call `await agent.aprune(...)` instead.")
        return self._portal.call(self.aprune, idle_for)

    async def aprune(self, idle_for: timedelta | None = None) -> dict[str, int]:
        """Delete conversations idle longer than `idle_for` (default: the configured retention), with their
        checkpoints, plus idempotency records and deleted tasks older than that. Returns what was removed."""
        cutoff = datetime.now(UTC) - (idle_for or timedelta(days=self.config.conversation_retention_days))
        removed = 0
        while idle := await anyio.to_thread.run_sync(self.store.idle_conversations, cutoff):
            for thread_id in idle:
                async with self.locks.hold(thread_id, self.config.turn_lock_timeout):
                    await delete_conversation(self.graph.checkpointer, thread_id)  # type: ignore[arg-type]
            await anyio.to_thread.run_sync(self.store.forget_conversations, idle)
            removed += len(idle)
        purged = await anyio.to_thread.run_sync(self.store.purge_before, cutoff)
        return {"conversations": removed, **purged}

    @staticmethod
    def _failure(conversation_id: str, code: str, message: str) -> AgentResponse:
        return AgentResponse(message=message, state="error", conversation_id=conversation_id, error=code)

    def conversation_state(self, conversation_id: str) -> dict[str, Any]:
        """The checkpointed state of a conversation (status, pending action, messages…), for inspection."""
        if self._portal is None:
            raise RuntimeError("This agent was opened with aopen(); use `await agent.aconversation_state(...)`.")
        return self._portal.call(self.aconversation_state, conversation_id)

    async def aconversation_state(self, conversation_id: str) -> dict[str, Any]:
        snapshot = await self.graph.aget_state({"configurable": {"thread_id": conversation_id}})
        values = dict(snapshot.values)
        return {**values, "status": conversation_status(values.get("pending"))} if values else {}

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
