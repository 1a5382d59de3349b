"""`/docs` (Swagger UI) and `/redoc` served from installed files, so the API's documentation works offline.

FastAPI's own docs pages load their scripts from a CDN, which leaves `/docs` blank on a machine without
internet. The app turns those off (`docs_url=None, redoc_url=None`) and this serves the same pages with
local URLs: the Swagger UI and ReDoc bundles shipped in the `fastapi-offline` package (pinned in the locks;
only its files are used, not its app class).
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from fastapi import APIRouter, FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

ASSETS = Path(str(files("fastapi_offline") / "static"))
PREFIX = "/docs-assets"

router = APIRouter(include_in_schema=False)


def _openapi_url(request: Request) -> str:
    return request.scope.get("root_path", "").rstrip("/") + (request.app.openapi_url or "/openapi.json")


def _asset(request: Request, name: str) -> str:
    return f"{request.scope.get('root_path', '').rstrip('/')}{PREFIX}/{name}"


@router.get("/docs")
async def swagger_ui(request: Request) -> HTMLResponse:
    return get_swagger_ui_html(
        openapi_url=_openapi_url(request),
        title=f"{request.app.title} — API",
        swagger_js_url=_asset(request, "swagger-ui-bundle.js"),
        swagger_css_url=_asset(request, "swagger-ui.css"),
        swagger_favicon_url=_asset(request, "favicon.png"),
        swagger_ui_parameters={"validatorUrl": None},  # no badge fetched from the public validator
    )


@router.get("/redoc")
async def redoc(request: Request) -> HTMLResponse:
    return get_redoc_html(
        openapi_url=_openapi_url(request),
        title=f"{request.app.title} — API",
        redoc_js_url=_asset(request, "redoc.standalone.js"),
        redoc_favicon_url=_asset(request, "favicon.png"),
        with_google_fonts=False,
    )


def mount(app: FastAPI) -> None:
    app.include_router(router)
    app.mount(PREFIX, StaticFiles(directory=ASSETS), name="docs-assets")
