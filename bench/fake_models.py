"""Chat models that stand in for Gemini: they answer instantly and count what a real API call would carry.

`CountingChatModel` is a real LangChain `BaseChatModel` (so callbacks, `with_structured_output` and
`bind_tools` run through LangChain as usual); only the reply is scripted. It counts calls and the
characters of the prompt (every message, tool-call arguments, and the tool schemas bound to the call)
and of the completion (text plus tool calls).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable, RunnableLambda
from langchain_core.tools import BaseTool
from langchain_core.utils.function_calling import convert_to_openai_tool
from pydantic import ConfigDict

from todobot.understanding.gemini import GeminiParams, GeminiReading
from todobot.understanding.model import ConversationContext, Understanding
from todobot.understanding.rules import understand_rules


@dataclass
class Meter:
    """Model calls and characters, per turn."""

    turns: list[dict[str, int]] = field(default_factory=list)

    def start_turn(self) -> None:
        self.turns.append({"calls": 0, "prompt_chars": 0, "completion_chars": 0})

    def record(self, messages: Sequence[BaseMessage], tools: Any, reply: AIMessage) -> None:
        if not self.turns:
            self.start_turn()
        now = self.turns[-1]
        now["calls"] += 1
        now["prompt_chars"] += sum(_chars(m) for m in messages) + (len(json.dumps(tools)) if tools else 0)
        now["completion_chars"] += _chars(reply)

    def per_turn(self) -> dict[str, float]:
        count = len(self.turns) or 1
        return {key: round(sum(t[key] for t in self.turns) / count, 2) for key in
                ("calls", "prompt_chars", "completion_chars")} | {
            "max_calls_in_a_turn": max((t["calls"] for t in self.turns), default=0),
            "turns": len(self.turns),
        }


def _chars(message: BaseMessage) -> int:
    text = message.content if isinstance(message.content, str) else json.dumps(message.content)
    calls = getattr(message, "tool_calls", None)
    return len(text) + (len(json.dumps([{"name": c["name"], "args": c["args"]} for c in calls])) if calls else 0)


class CountingChatModel(BaseChatModel):
    """A chat model whose replies come from `respond(messages)`, metered by `meter`."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    respond: Callable[[list[BaseMessage]], AIMessage]
    meter: Meter

    @property
    def _llm_type(self) -> str:
        return "counting-fake"

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        reply = self.respond(messages)
        self.meter.record(messages, kwargs.get("tools"), reply)
        return ChatResult(generations=[ChatGeneration(message=reply)])

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return self._generate(messages, stop, **kwargs)

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Runnable[Any, Any]:
        """JSON-schema structured output, as Gemini's `method="json_schema"`: the reply text is the JSON."""
        return self | RunnableLambda(lambda message: schema.model_validate_json(message.content))

    def bind_tools(self, tools: Sequence[BaseTool | dict[str, Any]], **kwargs: Any) -> Runnable[Any, Any]:
        return self.bind(tools=[convert_to_openai_tool(t) for t in tools], **kwargs)


# --- Gemini's side: a structured reading, made by the rules so the conversation goes the same way ----------


def _params(understanding: Understanding) -> GeminiParams:
    params = dict(understanding.params)
    ref = params.get("task_ref")
    if isinstance(ref, dict):
        params["task_ref"] = {**ref, "value": None if ref.get("value") is None else str(ref["value"])}
    return GeminiParams.model_validate(params)


def gemini_reply(messages: list[BaseMessage]) -> AIMessage:
    """What an ideal Gemini returns for our one-call request: the JSON reading of the user's message."""
    request = json.loads(str(messages[-1].content))
    reading = understand_rules(
        request["message"],
        context=ConversationContext(**request.get("context", {})),
        now=datetime.fromisoformat(request["now"]),
        timezone=request.get("timezone"),
    )
    steps = [{"intent": s.intent, "act": s.act, "params": _params(s).model_dump(exclude_none=True)}
             for s in reading.steps]
    body = GeminiReading(steps=steps, confidence=0.95, reasoning="Scripted stand-in for Gemini.")
    return AIMessage(content=body.model_dump_json(exclude_none=True))


