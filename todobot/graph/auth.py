"""LangGraph Server auth for the `todobot` graph (`langgraph.json` → `"auth"`).

Authentication: every request carries `Authorization: Bearer <token>`, a TodoBot user token
(`todobot token`, signed with `TODOBOT_AUTH_SECRET`); its user UUID becomes the server's user identity,
which the graph reads back through `todobot.graph.context.caller_id`. Without a secret the server refuses
to start rather than run open.

Authorization (the resource-authorization pattern of the LangGraph docs): threads, runs and crons are
stamped with their owner in `metadata.owner` when created or updated, and every read, search, update,
delete and run is filtered to the caller's own; another user's thread is simply not found. The graph's
assistants are readable by all but only the deployer changes them; TodoBot keeps nothing in the
server's key-value store, so it is closed.

LangGraph Studio: under `langgraph dev`, a request marked as coming from Studio (`x-auth-scheme:
langsmith`) is let in by the server as its "Studio user" without any token. Here it acts as
`TODOBOT_STUDIO_USER_ID` (which `make dev` sets to your local user) and only then; otherwise it is refused.
"""

from __future__ import annotations

from typing import Any

from langgraph_sdk import Auth

from todobot.auth import AuthError, bearer_token, user_from_token
from todobot.errors import SetupError
from todobot.graph.context import server_user_id
from todobot.settings import AgentConfig

CONFIG = AgentConfig()
if CONFIG.auth_secret is None:
    raise SetupError(
        "TODOBOT_AUTH_SECRET is not set: the LangGraph server will not run without authentication. "
        "Set it (any long random string), or start the server with `make dev`, which makes a local one."
    )
SECRET = CONFIG.auth_secret.get_secret_value()
STUDIO_REFUSED = "LangGraph Studio is not enabled on this server: set TODOBOT_STUDIO_USER_ID (or use `make dev`)."
STAMPED_ACTIONS = frozenset({"create", "update", "create_run"})

auth = Auth()


@auth.authenticate
async def authenticate(authorization: str | None) -> Auth.types.MinimalUserDict:
    """A valid TodoBot bearer token → its user; anything else is a 401 with a sentence saying why."""
    try:
        user_id = user_from_token(bearer_token(authorization), SECRET)
    except AuthError as exc:
        raise Auth.exceptions.HTTPException(status_code=401, detail=str(exc)) from None
    return {"identity": user_id, "display_name": user_id, "permissions": []}


def owner_of(ctx: Auth.types.AuthContext) -> str:
    """The TodoBot user behind a request (403 for a Studio user nobody configured)."""
    owner = server_user_id(ctx.user, CONFIG)
    if owner is None:
        raise Auth.exceptions.HTTPException(status_code=403, detail=STUDIO_REFUSED)
    return owner


@auth.on
async def owner_only(ctx: Auth.types.AuthContext, value: Any) -> Auth.types.FilterType:
    """Threads, runs, crons: stamp the owner on what is created or updated; see and touch only your own."""
    owner = owner_of(ctx)
    if ctx.action in STAMPED_ACTIONS and isinstance(value.get("metadata"), dict):
        value["metadata"]["owner"] = owner  # in place: the server keeps a reference to this dict
    return {"owner": owner}


@auth.on.assistants.read
@auth.on.assistants.search
async def read_assistants(ctx: Auth.types.AuthContext, value: Any) -> None:
    """Everyone signed in may find and run the graph's assistant."""
    owner_of(ctx)


@auth.on.assistants.create
@auth.on.assistants.update
@auth.on.assistants.delete
async def keep_assistants(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """Assistants are the deployer's configuration, not a user's data."""
    return False


@auth.on.store
async def no_store(ctx: Auth.types.AuthContext, value: Any) -> bool:
    """TodoBot keeps its tasks in its own database; the server's store holds nothing of a user's."""
    return False
