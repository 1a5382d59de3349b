"""Schemathesis fuzzes the HTTP API from its own OpenAPI document: valid and invalid bodies, queries and path
ids, sent with a valid bearer token to the real app (in-process, real agent, real SQLite file). No request may
cause a 5xx, and every response must match what the document promises (status, content type, body schema).

The app runs under one TestClient for the whole module, so its lifespan (and the one shared agent) is opened
once; Schemathesis sends its requests through that client (`session=`), which drives the ASGI app in-process.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.config import SchemathesisConfig
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)
from starlette_testclient import TestClient

from todobot.auth import issue_token
from todobot.settings import AgentConfig
from todobot.web.app import create_app

SECRET = "schemathesis-" + "s" * 40
BASE_URL = "http://testserver"
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    negative_data_rejection,
]


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    database = tmp_path_factory.mktemp("schemathesis") / "api.db"
    app = create_app(AgentConfig(database_url=f"sqlite:///{database}", auth_secret=SECRET))
    with TestClient(app, raise_server_exceptions=False) as running:  # a crash must show up as the 500 it causes
        yield running


@pytest.fixture(scope="module")
def token_headers(client: TestClient) -> dict[str, str]:
    user = str(uuid.uuid4())
    headers = {"Authorization": f"Bearer {issue_token(user, SECRET)}"}
    # Some history, so listing and reading a conversation have something real to return.
    reply = client.post("/v1/chat", json={"message": "add buy milk", "conversation_id": "fuzz-known"}, headers=headers)
    assert reply.status_code == 200
    return headers


# The document is built from the app object alone (no lifespan, no database), so loading it at collection is cheap.
# (schemathesis.pytest.from_fixture would be the lazy way, but the schemathesis this project can use with
# langgraph-api's jsonschema-rs pin does not run under pytest 9.)
# The coverage phase (every boundary value, generated at collection) costs seconds; fuzzing valid and invalid
# data, derandomized, finds the same classes of mistakes here. Unknown query parameters are ignored, as by
# most HTTP APIs, so they are not counted as invalid data that must be rejected.
# A fixed seed: the same cases on every run and in every xdist worker (left unset, Schemathesis picks one).
CONFIG = SchemathesisConfig.from_dict(
    {"seed": 7, "phases": {"coverage": {"enabled": False}}, "generation": {"allow-extra-parameters": False}}
)
schema = schemathesis.openapi.from_dict(create_app().openapi(), config=CONFIG)


@schema.parametrize()
@settings(
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_the_api_keeps_its_openapi_promises(case, client: TestClient, token_headers: dict[str, str]) -> None:
    case.call_and_validate(base_url=BASE_URL, session=client, headers=token_headers, checks=CHECKS)


def test_the_document_declares_bearer_auth_and_the_error_shape(client: TestClient) -> None:
    response = client.get("/openapi.json")
    assert response.status_code == 200
    document = response.json()
    assert document["components"]["securitySchemes"]["bearer"] == {
        "type": "http", "scheme": "bearer", "bearerFormat": "JWT",
        "description": "A user token from `todobot token` (or the sign-in link `todobot serve` prints).",
    }
    chat = document["paths"]["/v1/chat"]["post"]
    assert chat["security"] == [{"bearer": []}]
    error = {"$ref": "#/components/schemas/ErrorResponse"}
    for status in ("401", "403", "409", "422", "500", "503"):
        assert chat["responses"][status]["content"]["application/json"]["schema"] == error
    assert document["paths"]["/v1/tasks"]["get"]["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/TaskList"
    }
    assert "security" not in document["paths"]["/healthz"]["get"]
    assert "/" not in document["paths"], "the chat page is not part of the API"
