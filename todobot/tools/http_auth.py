"""Bearer-token auth for `todobot mcp --http`, on the MCP SDK's own resource-server support.

Every HTTP request must carry `Authorization: Bearer <token>`; without a valid one the SDK answers 401
with `WWW-Authenticate: Bearer`. Two kinds of token are accepted:

* a user token (`todobot token`, signed with `TODOBOT_AUTH_SECRET`): the tools act as that user. The
  `user_id` argument becomes optional (the listed schemas say so) and is filled in from the token; naming
  anyone else is refused with the tool error code "forbidden".
* the static service token (`TODOBOT_MCP_SERVICE_TOKEN`) of a trusted backend such as the TodoBot agent,
  which authenticates its own users: its `user_id` argument is used as given.

The user is resolved in one place, `CallerScope`, a server middleware that rewrites a tool call's
arguments before the SDK validates them; the tool functions themselves are the same for stdio and the
in-process session, which stay trusted (`user_id` required, as given).
"""

from __future__ import annotations

import hmac
import json
import uuid
from dataclasses import dataclass, replace
from typing import Any

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.auth.settings import AuthSettings
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp_types import CallToolResult, TextContent

from todobot.auth import AuthError, user_from_token
from todobot.errors import SetupError
from todobot.settings import AgentConfig

SERVICE_SCOPE = "todobot:service"
USER_SCOPE = "todobot:user"
USER_ID_FROM_TOKEN = "Optional: defaults to the user your bearer token names, and only that user is accepted."
FORBIDDEN = "Your token is for another user: you can only use your own tasks (leave user_id out)."


class TodoBotTokenVerifier:
    """The SDK's `TokenVerifier`: a TodoBot user token or the service token → who is calling."""

    def __init__(self, secret: str | None, service_token: str | None) -> None:
        self._secret = secret
        self._service_token = service_token

    async def verify_token(self, token: str) -> AccessToken | None:
        if self._service_token and hmac.compare_digest(token.encode(), self._service_token.encode()):
            return AccessToken(token=token, client_id="todobot-service", scopes=[SERVICE_SCOPE])
        if not self._secret:
            return None
        try:
            user_id = user_from_token(token, self._secret)
        except AuthError:
            return None
        return AccessToken(token=token, client_id="todobot-user", scopes=[USER_SCOPE], subject=user_id)


def _forbidden() -> CallToolResult:
    payload = {"error": {"code": "forbidden", "message": FORBIDDEN}}
    return CallToolResult(
        content=[TextContent(type="text", text=json.dumps(payload))], structured_content=payload, is_error=True
    )


def _same_user(named: Any, user_id: str) -> bool:
    try:
        return str(uuid.UUID(str(named))) == user_id
    except ValueError:
        return False


def _user_id_optional(listed: dict[str, Any]) -> dict[str, Any]:
    """The tool list (wire form) as a user-token caller should read it: `user_id` may be left out."""
    tools = []
    for tool in listed.get("tools", []):
        schema = dict(tool.get("inputSchema") or {})
        properties = dict(schema.get("properties") or {})
        if "user_id" in properties:
            properties["user_id"] = {**properties["user_id"], "description": USER_ID_FROM_TOKEN}
            schema["properties"] = properties
            schema["required"] = [name for name in schema.get("required", []) if name != "user_id"]
        tools.append({**tool, "inputSchema": schema})
    return {**listed, "tools": tools}


class CallerScope:
    """Server middleware: a user-token caller's tool calls act as that user, and only that user."""

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        token = get_access_token()
        if token is None or USER_SCOPE not in token.scopes or not token.subject:
            return await call_next(ctx)  # the service token (or a transport without auth): arguments as given
        if ctx.method == "tools/call":
            params = dict(ctx.params or {})
            arguments = dict(params.get("arguments") or {})
            named = arguments.get("user_id")
            if named not in (None, "") and not _same_user(named, token.subject):
                return _forbidden()
            arguments["user_id"] = token.subject
            return await call_next(replace(ctx, params={**params, "arguments": arguments}))
        result = await call_next(ctx)
        if ctx.method == "tools/list" and isinstance(result, dict):
            return _user_id_optional(result)
        return result


@dataclass(frozen=True)
class BearerAuth:
    """What `build_mcp_server` needs to require bearer tokens on streamable HTTP."""

    verifier: TodoBotTokenVerifier
    server_url: str

    def server_options(self) -> dict[str, Any]:
        """Keyword arguments for `MCPServer`: the SDK's auth (401 + WWW-Authenticate) plus `CallerScope`."""
        # TodoBot issues its own tokens, so this server is its own issuer; it publishes no OAuth metadata.
        settings = AuthSettings(issuer_url=self.server_url, resource_server_url=None)
        return {"auth": settings, "token_verifier": self.verifier, "middleware": [CallerScope()]}


def bearer_auth(config: AgentConfig, server_url: str) -> BearerAuth:
    """Bearer auth from the settings; SetupError when no token could ever be valid (never serve HTTP open)."""
    secret = config.auth_secret.get_secret_value() if config.auth_secret else None
    service = config.mcp_service_token.get_secret_value() if config.mcp_service_token else None
    if not secret and not service:
        raise SetupError(
            "MCP over HTTP needs bearer tokens: set TODOBOT_AUTH_SECRET (user tokens from `todobot token`) "
            "and/or TODOBOT_MCP_SERVICE_TOKEN (a trusted backend such as the agent)."
        )
    return BearerAuth(TodoBotTokenVerifier(secret, service), server_url)
