"""The TodoBot HTTP API and web chat page as one FastAPI app.

`create_app(config)` builds it; the module-level `app` is what `langgraph.json` (`"http": {"app": ...}`)
and `uvicorn todobot.web.app:app` load. Importing this module does nothing else: settings are read and
the one shared `TodoAgent` is opened in the lifespan, which langgraph-api also runs for a custom app.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.metadata import PackageNotFoundError, version

from fastapi import FastAPI

from todobot.settings import AgentConfig
from todobot.web import docs, health, page, routes
from todobot.web.dependencies import NO_SECRET
from todobot.web.errors import install_error_handlers
from todobot.web.holder import running_holder

log = logging.getLogger(__name__)

DESCRIPTION = """Talk to TodoBot over HTTP. Every `/v1` call needs `Authorization: Bearer <token>`
(`todobot token` prints one); the user is always the token's, never a field of the body.
Errors are always `{"error": {"code": "...", "message": "..."}}`."""


def _version() -> str:
    try:
        return version("todobot")
    except PackageNotFoundError:
        return "0"


def create_app(config: AgentConfig | None = None) -> FastAPI:
    """A new app; `config` None reads the `TODOBOT_*` environment when the app starts."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings = config or AgentConfig()
        if settings.auth_secret is None:
            log.warning("TodoBot web: %s", NO_SECRET)
        async with running_holder(settings) as holder:
            app.state.todobot = holder
            try:
                yield
            finally:
                app.state.todobot = None

    # docs_url / redoc_url None: FastAPI's pages would load Swagger UI from a CDN; todobot.web.docs serves them.
    app = FastAPI(title="TodoBot", version=_version(), description=DESCRIPTION, lifespan=lifespan,
                  docs_url=None, redoc_url=None)
    install_error_handlers(app)
    app.include_router(routes.router)
    app.include_router(health.router)
    app.include_router(page.router)
    page.mount_static(app)
    docs.mount(app)
    return app


app = create_app()
