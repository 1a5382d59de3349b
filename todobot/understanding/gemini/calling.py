"""Calling Gemini: retries with exponential backoff, all inside one overall deadline.

Retries are ours, not the SDK's. The SDK retries below the deadline we must keep and counts attempts
with odd edge cases (0 has meant "default"), so it is held to a single attempt and tenacity retries
transient failures (rate limits, 5xx, timeouts, dropped connections) with exponential backoff, stopping
when the next attempt would not fit before the deadline. `reason_for` labels a failure for the fallback.
"""

from __future__ import annotations

import contextvars
import json
import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, TypeVar

import tenacity
from pydantic import ValidationError

from todobot.settings import AgentConfig

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage
    from langchain_core.runnables import Runnable

logger = logging.getLogger(__name__)

T = TypeVar("T")

BACKOFF_INITIAL = 0.5  # seconds before the first retry; doubles each time
BACKOFF_MAX = 4.0
BACKOFF_JITTER = 0.25
MIN_ATTEMPT_SECONDS = 0.05  # an attempt with less time than this left cannot succeed
TRANSIENT_HTTP_CODES = frozenset({408, 429, 500, 502, 503, 504})

# Module-level so tests can make backoff instant; looked up on every call.
_sleep: Callable[[float], None] = time.sleep


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


def ask(
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


def reason_for(exc: BaseException) -> str:
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
    return reason_for(exc) if exc else "unknown"
