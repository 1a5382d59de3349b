"""The task domain and its MCP server: store, tool definitions and the MCP client wrapper."""
