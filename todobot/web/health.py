"""`GET /healthz`: is the server able to serve, i.e. is its database reachable? (no sign-in needed)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from todobot.web.dependencies import holder
from todobot.web.errors import ApiError, documented, storage_unavailable
from todobot.web.holder import database_reachable
from todobot.web.models import Health

router = APIRouter()


@router.get("/healthz", response_model=Health, summary="Health check", responses=documented(503))
async def healthz(request: Request) -> Health:
    """200 when the task database answers; 503 (with the reason) when it does not."""
    agent = holder(request).agent
    if agent is None:
        raise ApiError(503, "storage_unavailable", holder(request).problem)
    if not await database_reachable(agent):
        raise storage_unavailable()
    return Health(status="ok", database=agent.store.dialect)
