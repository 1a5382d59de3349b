"""Errors that stop TodoBot from starting, each with a message a person can act on."""


class SetupError(Exception):
    """TodoBot cannot start as configured; `str(error)` says what to fix."""


class DatabaseUnavailable(SetupError):
    """The configured database cannot be reached or opened."""


class ToolServiceUnavailable(SetupError):
    """The configured MCP tool server cannot be reached."""




class TurnFailed(Exception):
    """A turn could not finish because a part it needs is down; nothing of it was saved, so retrying is safe.

    Raised inside the graph (so LangGraph's RetryPolicy can retry the node) and turned into a friendly
    `AgentResponse(state="error", error=code)` by the agent.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
