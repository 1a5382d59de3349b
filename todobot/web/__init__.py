"""The HTTP API (`/v1/chat`, `/v1/tasks`, `/v1/conversations/{id}`, `/healthz`) and the web chat page."""
