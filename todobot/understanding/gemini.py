"""Gemini understanding backend: one structured-output call per user message, rules as the safety net.

Why it looks like this:
- The model fills a flat, model-friendly schema (`GeminiReading`), never `Understanding` directly, so the
  contract can evolve without changing what the model is asked, and so the schema carries nothing but
  what a user can say: there is no user id, account or permission field for an injected prompt to set.
- One call, no tool loop: the graph, not the model, decides what runs.
- Retries are ours, not the SDK's. The SDK retries below the deadline we must keep and counts attempts
  with odd edge cases (0 has meant "default"), so it is held to a single attempt and tenacity retries
  transient failures with exponential backoff, all inside one overall deadline of `config.timeout`.
- Whatever goes wrong, the caller gets the rules' reading with a note in `reasoning`; nothing is raised.
"""

from __future__ import annotations

import contextvars
import functools
import json
import logging
import math
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal, TypeVar
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import tenacity
from pydantic import BaseModel, Field, ValidationError, field_validator

from todobot.settings import AgentConfig
from todobot.understanding.model import ConversationContext, Intent, TaskRef, Understanding
from todobot.understanding.prompts import SYSTEM_INSTRUCTIONS

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage
    from langchain_core.runnables import Runnable
    from langchain_google_genai import ChatGoogleGenerativeAI

__all__ = [
    "SYSTEM_INSTRUCTIONS",
    "GeminiReading",
    "build_chat_model",
    "build_messages",
    "to_understanding",
    "understand_with_gemini",
]

logger = logging.getLogger(__name__)

T = TypeVar("T")

MAX_STEPS = 10
MAX_HISTORY_CHARS = 2000  # per history message: old turns are context, not payload
BACKOFF_INITIAL = 0.5  # seconds before the first retry; doubles each time
BACKOFF_MAX = 4.0
BACKOFF_JITTER = 0.25
MIN_ATTEMPT_SECONDS = 0.05  # an attempt with less time than this left cannot succeed
TRANSIENT_HTTP_CODES = frozenset({408, 429, 500, 502, 503, 504})

# Module-level so tests can make backoff instant; looked up on every call.
_sleep: Callable[[float], None] = time.sleep


# --- The schema the model fills ------------------------------------------------------------------


class GeminiTaskRef(BaseModel):
    """How the user pointed at an existing task (see the instructions for each kind)."""

    kind: Literal["number", "uuid", "ordinal", "pronoun", "title", "all"]
    value: str | None = Field(
        default=None,
        description="number/ordinal as digits ('3', '-1' = last), the uuid, or the title words; "
        "null for pronoun and all",
    )
    status: Literal["all", "pending", "completed"] | None = Field(
        default=None, description="which tasks a kind=all reference covers"
    )

    @field_validator("value", mode="before")
    @classmethod
    def _numbers_as_text(cls, value: Any) -> Any:
        """Accept a bare JSON number for number/ordinal refs; models sometimes drop the quotes."""
        return str(value) if isinstance(value, int | float) and not isinstance(value, bool) else value


class GeminiParams(BaseModel):
    """Every parameter a step can carry; null when the user did not say it."""

    title: str | None = Field(default=None, description="task title, no command words, capitalised")
    description: str | None = Field(default=None, description="task description (after ' - ')")
    status: Literal["all", "pending", "completed"] | None = Field(
        default=None, description="list_tasks filter"
    )
    task_ref: GeminiTaskRef | None = None
    when: str | None = Field(default=None, description="ISO-8601 date-time with UTC offset")
    repeat_interval_minutes: int | None = Field(default=None, ge=1)
    repeat_count: int | None = Field(default=None, ge=1)
    topic: (
        Literal["greeting", "thanks", "goodbye", "yes", "no", "cancel", "undo", "out_of_scope"] | None
    ) = Field(default=None, description="smalltalk only")


class GeminiStep(BaseModel):
    """One action of the request."""

    intent: Intent
    params: GeminiParams = Field(default_factory=GeminiParams)


class GeminiReading(BaseModel):
    """The model's whole reading of one message: ordered steps plus how sure it is."""

    steps: list[GeminiStep] = Field(min_length=1, max_length=MAX_STEPS)
    confidence: float = Field(description="0 to 1")
    reasoning: str = Field(default="", description="one short sentence")


# --- Building the request -------------------------------------------------------------------------


def build_chat_model(config: AgentConfig) -> ChatGoogleGenerativeAI:
    """The one place the Gemini client is made, so tests and deployments can swap it at the edge.

    `max_retries=1` means a single SDK attempt (the SDK counts attempts, not retries); our own retry
    loop in `_ask` does the backoff so it can respect the overall deadline.
    """
    from langchain_google_genai import ChatGoogleGenerativeAI  # heavy import, only when Gemini is used

    return ChatGoogleGenerativeAI(
        model=config.model_name,
        temperature=config.temperature,
        timeout=config.timeout,
        max_retries=1,
    )


@functools.lru_cache(maxsize=8)
def _cached_chat_model(
    model_name: str, temperature: float, timeout: float, _api_key: str | None
) -> ChatGoogleGenerativeAI:
    """Reuse one client per settings: building one loads TLS certificates (~0.2 s) and a fresh
    connection pool; the API key is part of the key so a rotated key gets a new client."""
    return build_chat_model(
        AgentConfig.model_construct(model_name=model_name, temperature=temperature, timeout=timeout)
    )


def _chat_model(config: AgentConfig) -> ChatGoogleGenerativeAI:
    """The client for these settings, built once."""
    api_key = os.environ.get("GOOGLE_API_KEY") or os.environ.get("GEMINI_API_KEY")
    return _cached_chat_model(config.model_name, config.temperature, config.timeout, api_key)


def _zone(timezone: str | None) -> ZoneInfo:
    """The user's zone, or UTC when the name is missing or unknown (a bad name must not stop us)."""
    try:
        return ZoneInfo(timezone or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def _local_now(now: datetime | None, tz: ZoneInfo) -> datetime:
    """`now` as an aware time in the user's zone; a naive `now` is taken as already local."""
    if now is None:
        return datetime.now(tz)
    return now.replace(tzinfo=tz) if now.tzinfo is None else now.astimezone(tz)


def _trim_history(history: list[dict[str, Any]], window: int) -> list[dict[str, str]]:
    """The last `window` messages as plain role/content pairs (`[-0:]` would be everything)."""
    recent = history[-window:] if window > 0 else []
    return [
        {"role": str(m.get("role", "")), "content": str(m.get("content", ""))[:MAX_HISTORY_CHARS]}
        for m in recent
    ]


def build_request(
    text: str,
    *,
    context: ConversationContext | None,
    now: datetime,
    timezone: str,
    history: list[dict[str, Any]],
    window: int,
) -> str:
    """The user turn: one compact JSON object, so the user's words stay quoted data."""
    payload = {
        "now": now.isoformat(timespec="seconds"),
        "weekday": now.strftime("%A"),
        "timezone": timezone,
        "context": (context or ConversationContext()).model_dump(mode="json", exclude_none=True),
        "history": _trim_history(history, window),
        "message": text,
    }
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"), default=str)


def build_messages(
    text: str,
    *,
    context: ConversationContext | None,
    now: datetime,
    timezone: str,
    history: list[dict[str, Any]],
    config: AgentConfig,
) -> list[BaseMessage]:
    """System instructions plus the one JSON user turn."""
    from langchain_core.messages import HumanMessage, SystemMessage

    request = build_request(
        text, context=context, now=now, timezone=timezone, history=history, window=config.history_window
    )
    return [SystemMessage(content=SYSTEM_INSTRUCTIONS), HumanMessage(content=request)]


# --- Reading the reply ----------------------------------------------------------------------------


def _title_case_first(value: str | None) -> str | None:
    """Strip and capitalise only the first letter ("buy iPhone case" -> "Buy iPhone case")."""
    if value is None:
        return None
    value = value.strip().strip("\"'").strip()
    return value[:1].upper() + value[1:] if value else None


def _task_ref(ref: GeminiTaskRef) -> dict[str, Any]:
    """Convert to the contract's `TaskRef` dict; number/ordinal values must be integers."""
    value: int | str | None = ref.value
    if ref.kind in ("number", "ordinal"):
        if ref.value is None:
            raise ValueError(f"task_ref {ref.kind} without a value")
        value = int(float(ref.value))
    elif ref.kind in ("pronoun", "all"):
        value = None
    elif not (ref.value or "").strip():
        raise ValueError(f"task_ref {ref.kind} without a value")
    return TaskRef(kind=ref.kind, value=value, status=ref.status).model_dump()


def _when(value: str, tz: ZoneInfo) -> str:
    """Normalise to ISO-8601 with offset; a naive time is read in the user's zone."""
    parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=tz)
    return parsed.isoformat()


def _params(params: GeminiParams, tz: ZoneInfo) -> dict[str, Any]:
    """Only what was said, in the contract's shapes."""
    out: dict[str, Any] = {
        "title": _title_case_first(params.title),
        "description": (params.description or "").strip() or None,
        "status": params.status,
        "task_ref": _task_ref(params.task_ref) if params.task_ref else None,
        "when": _when(params.when, tz) if params.when else None,
        "repeat_interval_minutes": params.repeat_interval_minutes,
        "repeat_count": params.repeat_count,
        "topic": params.topic,
    }
    return {key: value for key, value in out.items() if value is not None}


def to_understanding(reading: GeminiReading, *, timezone: str | None = None) -> Understanding:
    """Map the model's reading onto the contract: top level = first step, `steps` = all of them.

    Raises ValueError on values the schema cannot rule out (bad dates, non-numeric ordinals, NaN).
    """
    if not math.isfinite(reading.confidence):
        raise ValueError("confidence is not a number")
    confidence = min(1.0, max(0.0, reading.confidence))
    reasoning = f"Gemini: {reading.reasoning.strip()}".rstrip(": ")
    tz = _zone(timezone)
    steps = [
        Understanding(
            intent=step.intent, confidence=confidence, reasoning=reasoning, params=_params(step.params, tz)
        ).model_copy(update={"steps": []})
        for step in reading.steps
    ]
    first = steps[0]
    return Understanding(
        intent=first.intent, confidence=confidence, reasoning=reasoning, params=first.params, steps=steps
    )


# --- Calling with retries and a deadline ----------------------------------------------------------


def _call_with_deadline(fn: Callable[[], T], seconds: float) -> T:
    """Run `fn` but stop waiting after `seconds`: the HTTP timeout is per read, this bounds the whole.

    The worker is a daemon thread carrying the caller's context (callbacks, tracing); if it overruns it
    is abandoned and ends on its own when the client's own timeout fires.
    """
    future: Future[T] = Future()
    ctx = contextvars.copy_context()

    def run() -> None:
        if not future.set_running_or_notify_cancel():
            return
        try:
            future.set_result(ctx.run(fn))
        except BaseException as exc:  # handed to the waiting caller
            future.set_exception(exc)

    threading.Thread(target=run, name="todobot-gemini", daemon=True).start()
    try:
        return future.result(timeout=seconds)
    except TimeoutError as exc:
        if future.done():  # `fn` itself timed out: keep its own error
            raise
        raise TimeoutError(f"Gemini did not answer within {seconds:.2f}s") from exc


def _causes(exc: BaseException) -> list[BaseException]:
    """The exception and what it wraps (langchain re-raises SDK errors `from` the original)."""
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in chain:
        chain.append(current)
        current = current.__cause__
    return chain


def _http_code(exc: BaseException) -> int | None:
    """The HTTP status of a google-genai `APIError` anywhere in the chain."""
    from google.genai.errors import APIError

    for item in _causes(exc):
        if isinstance(item, APIError) and isinstance(item.code, int):
            return item.code
    return None


def _is_timeout(exc: BaseException) -> bool:
    """Our deadline, the client's HTTP timeout, or a 408/504 from the server."""
    names = {type(item).__name__ for item in _causes(exc)}
    return (
        any(isinstance(item, TimeoutError) for item in _causes(exc))
        or bool(names & {"TimeoutException", "ReadTimeout", "ConnectTimeout", "ModelTimeoutError"})
        or _http_code(exc) in (408, 504)
    )


def _is_transient(exc: BaseException) -> bool:
    """Worth another attempt: rate limits, 5xx, timeouts and dropped connections; not bad requests."""
    from langchain_core.exceptions import ModelError

    code = _http_code(exc)
    if code is not None:
        return code in TRANSIENT_HTTP_CODES
    if any(isinstance(item, ModelError) and item.is_retryable for item in _causes(exc)):
        return True
    if _is_timeout(exc):
        return True
    names = {type(item).__name__ for item in _causes(exc)}
    return any(isinstance(item, ConnectionError) for item in _causes(exc)) or bool(
        names & {"ConnectError", "RemoteProtocolError", "NetworkError"}
    )


def _stop_at(deadline: float) -> Callable[[tenacity.RetryCallState], bool]:
    """Stop when the next backoff sleep plus a useful attempt would not fit before the deadline."""

    def stop(state: tenacity.RetryCallState) -> bool:
        return time.monotonic() + state.upcoming_sleep + MIN_ATTEMPT_SECONDS >= deadline

    return stop


def _ask(
    structured: Runnable[Any, Any], messages: list[BaseMessage], config: AgentConfig, deadline: float
) -> Any:
    """Invoke with up to `config.max_retries` retries and exponential backoff, all before `deadline`."""

    def attempt() -> Any:
        remaining = deadline - time.monotonic()
        if remaining < MIN_ATTEMPT_SECONDS:
            raise TimeoutError("no time left for another Gemini attempt")
        return _call_with_deadline(lambda: structured.invoke(messages, timeout=remaining), remaining)

    retrying = tenacity.Retrying(
        stop=tenacity.stop_after_attempt(config.max_retries + 1) | _stop_at(deadline),
        wait=tenacity.wait_exponential_jitter(
            initial=BACKOFF_INITIAL, max=BACKOFF_MAX, exp_base=2, jitter=BACKOFF_JITTER
        ),
        retry=tenacity.retry_if_exception(_is_transient),
        sleep=_sleep,
        before_sleep=lambda state: logger.info(
            "Gemini attempt %d failed (%s); retrying", state.attempt_number, _failure_reason(state)
        ),
        reraise=True,
    )
    return retrying(attempt)


# --- Failure handling ------------------------------------------------------------------------------


def _reason_for(exc: BaseException) -> str:
    """A short, user-safe label for why Gemini was not used."""
    from langchain_core.exceptions import ModelError, OutputParserException

    code = _http_code(exc)
    names = {type(item).__name__ for item in _causes(exc)}
    if code == 429 or "ModelRateLimitError" in names or "GoogleRateLimitError" in names:
        return "rate limited"
    if _is_timeout(exc):
        return "timeout"
    if code is not None and code >= 500:
        return f"server error {code}"
    if isinstance(exc, OutputParserException | ValidationError | ValueError | json.JSONDecodeError):
        return "invalid reply"
    if code is not None:
        return f"request refused {code}"
    if isinstance(exc, ModelError):
        return type(exc).__name__
    return f"error: {type(exc).__name__}"


def _failure_reason(state: tenacity.RetryCallState) -> str:
    """The label for the exception of a failed attempt (for logging between retries)."""
    exc = state.outcome.exception() if state.outcome else None
    return _reason_for(exc) if exc else "unknown"


def _fallback(rules_result: Understanding, reason: str) -> Understanding:
    """The rules' reading untouched, except a note saying Gemini was skipped and why."""
    note = f"Gemini unavailable ({reason}); used the rules"
    reasoning = f"{note}. {rules_result.reasoning}" if rules_result.reasoning else note
    return rules_result.model_copy(update={"reasoning": reasoning})


# --- Entry point -----------------------------------------------------------------------------------


def understand_with_gemini(
    text: str,
    *,
    rules_result: Understanding,
    context: ConversationContext | None = None,
    now: datetime | None = None,
    timezone: str | None = None,
    history: list[dict[str, Any]] | None = None,
    config: AgentConfig | None = None,
) -> Understanding:
    """Ask Gemini for a structured reading; on any failure return `rules_result` with a note. Never raises."""
    config = config or AgentConfig()
    deadline = time.monotonic() + config.timeout  # the whole call, client set-up included
    tz_name = timezone or config.timezone
    try:
        messages = build_messages(
            text,
            context=context,
            now=_local_now(now, _zone(tz_name)),
            timezone=tz_name,
            history=history or [],
            config=config,
        )
        structured = _chat_model(config).with_structured_output(GeminiReading, method="json_schema")
    except Exception as exc:  # missing API key, bad model settings
        logger.warning("Gemini not configured: %s", type(exc).__name__)
        return _fallback(rules_result, f"not configured: {type(exc).__name__}")
    try:
        reading = _ask(structured, messages, config, deadline)
        if not isinstance(reading, GeminiReading):
            reading = GeminiReading.model_validate(reading)
        return to_understanding(reading, timezone=tz_name)
    except Exception as exc:
        reason = _reason_for(exc)
        logger.warning("Gemini understanding failed (%s); falling back to the rules", reason)
        return _fallback(rules_result, reason)
