"""Per-request dependencies: who is calling (only ever from the bearer token) and the shared agent."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from todobot.agent import TodoAgent
from todobot.auth import AuthError, user_from_token
from todobot.web.errors import ApiError, unauthorized
from todobot.web.holder import STARTING, AgentHolder

bearer_scheme = HTTPBearer(
    scheme_name="bearer",
    bearerFormat="JWT",
    description="A user token from `todobot token` (or the sign-in link `todobot serve` prints).",
    auto_error=False,  # our own 401 in the API's error shape instead of FastAPI's
)

NO_SECRET = "Sign-in is not set up on this server (TODOBOT_AUTH_SECRET is missing), so nobody can use it yet."


def holder(request: Request) -> AgentHolder:
    found: AgentHolder | None = getattr(request.app.state, "todobot", None)
    if found is None:
        raise ApiError(503, "starting", STARTING)
    return found


def current_user(
    request: Request, credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer_scheme)]
) -> str:
    """The caller's user id, from a verified token; 401 otherwise."""
    secret = holder(request).config.auth_secret
    if secret is None:
        raise ApiError(503, "auth_not_configured", NO_SECRET)
    if credentials is None:
        raise unauthorized("Sign in first: send `Authorization: Bearer <token>` (get one with `todobot token`).")
    try:
        return user_from_token(credentials.credentials, secret.get_secret_value())
    except AuthError as exc:
        raise unauthorized(str(exc)) from None


def open_agent(request: Request) -> TodoAgent:
    """The shared agent; 503 with the reason while the database is unavailable."""
    found = holder(request)
    if found.agent is None:
        raise ApiError(503, "storage_unavailable", found.problem)
    return found.agent


CurrentUser = Annotated[str, Depends(current_user)]
OpenAgent = Annotated[TodoAgent, Depends(open_agent)]
