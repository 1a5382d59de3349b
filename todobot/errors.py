"""Errors that stop TodoBot from starting, each with a message a person can act on."""


class SetupError(Exception):
    """TodoBot cannot start as configured; `str(error)` says what to fix."""


class DatabaseUnavailable(SetupError):
    """The configured database cannot be reached or opened."""


class ToolServiceUnavailable(SetupError):
    """The configured MCP tool server cannot be reached."""
