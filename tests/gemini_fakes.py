"""The fake Gemini edge shared by the Gemini tests: recorded reply shapes and a patched SDK call.

What is faked: `google.genai.models.Models.generate_content`, the one call `ChatGoogleGenerativeAI`
makes into the google-genai client; everything above it runs for real. Loaded as a pytest plugin from
conftest, so tests just ask for the `fake` and `sleeps` fixtures.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from google.genai import errors as genai_errors
from google.genai import models as genai_models
from google.genai import types as genai_types

from todobot.understanding.gemini import calling

# --- Recorded shapes ---------------------------------------------------------------------------------


def gemini_reply(body: dict[str, Any] | str) -> genai_types.GenerateContentResponse:
    """A `generateContent` REST reply carrying `body` as the JSON text of the only candidate."""
    text = body if isinstance(body, str) else json.dumps(body)
    return genai_types.GenerateContentResponse.model_validate(
        {
            "candidates": [
                {
                    "content": {"parts": [{"text": text}], "role": "model"},
                    "finishReason": "STOP",
                    "index": 0,
                }
            ],
            "usageMetadata": {
                "promptTokenCount": 1289,
                "candidatesTokenCount": 61,
                "totalTokenCount": 1411,
                "thoughtsTokenCount": 61,
                "promptTokensDetails": [{"modality": "TEXT", "tokenCount": 1289}],
            },
            "modelVersion": "gemini-2.5-flash",
            "responseId": "Vv3TaNmLMbWkvdIPz4mJ4Q0",
        }
    )


def rate_limited() -> genai_errors.ClientError:
    """What the SDK raises for HTTP 429 from the Gemini API."""
    return genai_errors.ClientError(
        429,
        {
            "error": {
                "code": 429,
                "message": "You exceeded your current quota, please check your plan and billing details.",
                "status": "RESOURCE_EXHAUSTED",
                "details": [
                    {
                        "@type": "type.googleapis.com/google.rpc.QuotaFailure",
                        "violations": [
                            {
                                "quotaMetric": "generativelanguage.googleapis.com/"
                                "generate_content_free_tier_requests",
                                "quotaId": "GenerateRequestsPerMinutePerProjectPerModel-FreeTier",
                            }
                        ],
                    },
                    {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "7s"},
                ],
            }
        },
    )


def overloaded() -> genai_errors.ServerError:
    """What the SDK raises for HTTP 503 from the Gemini API."""
    return genai_errors.ServerError(
        503, {"error": {"code": 503, "message": "The model is overloaded. Please try again later.",
                        "status": "UNAVAILABLE"}}
    )


class FakeGenerateContent:
    """Replaces `Models.generate_content`: records each request and plays scripted outcomes in order."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []
        self.script: list[Any] = []

    def generate_content(self, *, model: str, contents: Any, config: Any = None) -> Any:
        self.calls.append({"model": model, "contents": contents, "config": config})
        outcome = self.script.pop(0) if len(self.script) > 1 else self.script[0]
        if isinstance(outcome, BaseException):
            raise outcome
        if callable(outcome):
            return outcome()
        return outcome

    def request_payload(self, index: int = -1) -> dict[str, Any]:
        """The JSON user turn of a recorded request."""
        contents = self.calls[index]["contents"]
        return json.loads(contents[-1].parts[0].text)


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeGenerateContent:
    monkeypatch.setenv("GOOGLE_API_KEY", "test-key-not-real")
    fake = FakeGenerateContent()

    def generate_content(_models: genai_models.Models, **request: Any) -> Any:
        return fake.generate_content(**request)

    monkeypatch.setattr(genai_models.Models, "generate_content", generate_content)
    return fake


@pytest.fixture
def sleeps(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    recorded: list[float] = []
    monkeypatch.setattr(calling, "_sleep", recorded.append)
    return recorded
