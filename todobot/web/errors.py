"""One JSON error shape for every failure of the HTTP API: `{"error": {"code": "...", "message": "..."}}`.

Clients branch on `code` and show `message` to people, so every path that can fail — a bad token, a bad
body, an unknown route, the agent refusing a turn, the database going away, a bug — ends here with a
friendly sentence and the right status, and never with a traceback.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from todobot.dialogue.sentences import STORAGE_DOWN

log = logging.getLogger(__name__)

INTERNAL = "Sorry, something went wrong on our side and nothing was changed. Please try again."

# AgentResponse.error codes that are not a dialogue outcome but a refusal of the whole request.
AGENT_ERROR_STATUS = {
    "conversation_forbidden": 403,
    "conversation_busy": 409,
    "storage_unavailable": 503,
    "internal_error": 500,
}

BODY_PARSE_ERROR = "There was an error parsing the body"  # FastAPI's 400 for a body it cannot even decode
HTTP_CODES = {400: "bad_request", 404: "not_found", 405: "method_not_allowed", 406: "not_acceptable",
              413: "too_large", 415: "unsupported_media_type"}


class ErrorDetail(BaseModel):
    code: str = Field(description="Stable machine-readable code, e.g. `unauthorized`, `conversation_busy`.")
    message: str = Field(description="A sentence to show a person; never internals.")


class ErrorResponse(BaseModel):
    """The body of every non-2xx response."""

    error: ErrorDetail


class ApiError(Exception):
    """Raised anywhere in a request to answer with the error shape."""

    def __init__(self, status: int, code: str, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.headers = status, code, message, headers


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    body = ErrorResponse(error=ErrorDetail(code=code, message=message))
    return JSONResponse(body.model_dump(), status_code=status, headers=headers)


def unauthorized(message: str) -> ApiError:
    return ApiError(401, "unauthorized", message, headers={"WWW-Authenticate": "Bearer"})


def storage_unavailable() -> ApiError:
    return ApiError(503, "storage_unavailable", STORAGE_DOWN)


def _field(loc: tuple[Any, ...] | list[Any]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header")]
    return ".".join(parts) or "the request body"


def validation_message(errors: list[dict[str, Any]]) -> str:
    """FastAPI's error list as one readable sentence: which field, what is wrong with it."""
    if any(e.get("type") == "json_invalid" for e in errors):
        return "The request body is not valid JSON."
    problems = []
    for error in errors[:5]:
        field, kind = _field(error.get("loc", ())), error.get("type", "")
        if kind == "missing":
            problems.append(f"`{field}` is required")
        elif kind == "extra_forbidden":
            problems.append(f"`{field}` is not accepted here (your user comes from your token)"
                            if field == "user_id" else f"`{field}` is not a known field")
        else:
            text = str(error.get("msg", "is not valid")).removeprefix("Value error, ")
            problems.append(f"`{field}`: {text[:1].lower() + text[1:]}")
    return "Please fix the request: " + "; ".join(problems) + "."


def install_error_handlers(app: FastAPI) -> None:
    """Route every failure through `error_response`."""

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return error_response(exc.status, exc.code, exc.message, exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return error_response(422, "invalid_request", validation_message(list(exc.errors())))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400 and exc.detail == BODY_PARSE_ERROR:  # e.g. bytes that are not UTF-8
            return error_response(422, "invalid_request", "The request body is not valid JSON.")
        code = HTTP_CODES.get(exc.status_code, "http_error")
        message = (f"There is nothing at {request.url.path}." if exc.status_code == 404
                   else f"{request.method} is not allowed on {request.url.path}." if exc.status_code == 405
                   else str(exc.detail))
        return error_response(exc.status_code, code, message, getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def _bug(request: Request, exc: Exception) -> JSONResponse:
        log.error("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
        return error_response(500, "internal_error", INTERNAL)


def documented(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI `responses` entries for the error statuses a route can answer with."""
    descriptions = {
        401: "Missing, invalid or expired bearer token",
        403: "The conversation belongs to another user",
        404: "Not found",
        409: "Another message of this conversation is being handled",
        422: "The request is not valid",
        500: "Unexpected failure; nothing was changed",
        503: "The database (or the server's sign-in set-up) is unavailable",
    }
    return {status: {"model": ErrorResponse, "description": descriptions[status]} for status in statuses}
