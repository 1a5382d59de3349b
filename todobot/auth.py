"""Bearer tokens → the caller's user id, for every network door (HTTP API, MCP over HTTP, LangGraph server).

A token is a JWT signed (HS256) with the configured `auth_secret` whose `sub` is the user's UUID. The
user id is only ever taken from a verified token — never from a request body, tool argument or message.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import jwt

ALGORITHM = "HS256"
ISSUER = "todobot"


class AuthError(Exception):
    """The caller is not authenticated; `str(error)` is safe to show them."""


def issue_token(user_id: str, secret: str, *, ttl: timedelta = timedelta(days=30)) -> str:
    """A signed token for `user_id` (a UUID), valid for `ttl`."""
    now = datetime.now(UTC)
    claims = {"sub": str(uuid.UUID(str(user_id))), "iss": ISSUER, "iat": now, "exp": now + ttl}
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def user_from_token(token: str, secret: str) -> str:
    """The user id a valid token names; AuthError for a missing, forged, expired or malformed one."""
    if not token:
        raise AuthError("Missing bearer token.")
    try:
        claims = jwt.decode(token, secret, algorithms=[ALGORITHM], issuer=ISSUER, options={"require": ["sub", "exp"]})
    except jwt.ExpiredSignatureError:
        raise AuthError("Your token has expired; get a new one.") from None
    except jwt.PyJWTError:
        raise AuthError("That bearer token is not valid.") from None
    try:
        return str(uuid.UUID(str(claims["sub"])))
    except ValueError:
        raise AuthError("That token does not name a valid user.") from None


def bearer_token(authorization: str | None) -> str:
    """The token in an `Authorization: Bearer …` header value ('' when absent or another scheme)."""
    scheme, _, token = (authorization or "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else ""
