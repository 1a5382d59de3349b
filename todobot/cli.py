"""The `todobot` command: chat, ask, serve, mcp, reminders, token, prune, eval, train.

`chat` keeps a local identity (user id and current conversation) in the data folder, so tasks and a
pending question survive a restart. Every failure is a short, friendly line — never a traceback.
"""

from __future__ import annotations

import json
import logging
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from pydantic import ValidationError
from rich.console import Console

from todobot.contracts import MESSAGE_MAX, AgentRequest, AgentResponse
from todobot.errors import SetupError
from todobot.settings import AgentConfig, NluBackend

app = typer.Typer(help="TodoBot — manage your tasks in plain language.", no_args_is_help=True, add_completion=False)
console = Console()
err_console = Console(stderr=True)

EXIT_WORDS = {"exit", "quit", ":q", "bye!"}
STATE_STYLE = {"complete": "green", "needs_clarification": "yellow", "needs_confirmation": "magenta", "error": "red"}

DatabaseOption = Annotated[
    str | None, typer.Option("--database-url", help="sqlite:///file.db or postgresql://… (env TODOBOT_DATABASE_URL)")
]
UserOption = Annotated[str | None, typer.Option("--user", help="Act as this user id (a UUID).")]


def _config(database_url: str | None, nlu: NluBackend | None = None) -> AgentConfig:
    return AgentConfig().with_overrides(database_url=database_url, nlu=nlu)


def _fail(message: str) -> typer.Exit:
    err_console.print(f"[red]✗[/red] {message}")
    return typer.Exit(code=2)


class Identity:
    """The CLI's local user and the current conversation of each user, kept in `identity.json`."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / "identity.json"
        try:
            self.data = json.loads(self.path.read_text())
        except (OSError, ValueError):
            self.data = {}

    def user_id(self, override: str | None) -> str:
        if override:
            try:
                return str(uuid.UUID(override))
            except ValueError:
                raise _fail(f"--user must be a UUID, e.g. {uuid.uuid4()}") from None
        self.data.setdefault("user_id", str(uuid.uuid4()))
        return self.data["user_id"]

    def conversation(self, user_id: str, new: bool) -> str:
        conversations = self.data.setdefault("conversations", {})
        if new or user_id not in conversations:
            conversations[user_id] = str(uuid.uuid4())
        return conversations[user_id]

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(self.data, indent=2))


def _print_reply(response: AgentResponse, as_json: bool = False) -> None:
    if as_json:
        console.print_json(response.model_dump_json())
        return
    style = STATE_STYLE.get(response.state, "white")
    console.print(f"[bold {style}]todobot ›[/bold {style}] {response.message}", highlight=False)


def _turn(agent: object, user_id: str, conversation_id: str, message: str) -> AgentResponse | None:
    try:
        request = AgentRequest(user_id=user_id, message=message, conversation_id=conversation_id)
    except ValidationError:
        err_console.print(f"[yellow]Please type a message of 1–{MESSAGE_MAX} characters.[/yellow]")
        return None
    return agent.run(request)  # type: ignore[attr-defined]


@app.command()
def chat(
    new: Annotated[bool, typer.Option("--new", help="Start a fresh conversation.")] = False,
    user: UserOption = None,
    database_url: DatabaseOption = None,
    nlu: Annotated[NluBackend | None, typer.Option(help="rules | gemini | auto")] = None,
) -> None:
    """Chat with TodoBot. Type messages; 'exit' or Ctrl-D to leave. Lines can be piped in too."""
    from todobot.agent import TodoAgent

    config = _config(database_url, nlu)
    identity = Identity(config.data_dir)
    user_id = identity.user_id(user)
    conversation_id = identity.conversation(user_id, new)
    identity.save()
    _log_to_file(config.data_dir)
    interactive = sys.stdin.isatty()
    try:
        with TodoAgent.open(config=config) as agent:
            if interactive:
                console.print("[dim]TodoBot — tell me what to do (“help” for ideas, “exit” to leave).[/dim]")
            for message in _messages(interactive):
                if message.lower() in EXIT_WORDS:
                    break
                response = _turn(agent, user_id, conversation_id, message)
                if response:
                    _print_reply(response)
    except SetupError as exc:
        raise _fail(str(exc)) from None
    except KeyboardInterrupt:
        console.print()


def _log_to_file(data_dir: Path) -> None:
    """A turn that fails says so in one friendly line; its traceback goes to `todobot.log` in the data folder,
    never onto the chat screen."""
    data_dir.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(data_dir / "todobot.log", encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger = logging.getLogger("todobot")
    logger.addHandler(handler)
    logger.propagate = False


def _messages(interactive: bool):
    while True:
        try:
            line = console.input("[bold cyan]you ›[/bold cyan] ") if interactive else sys.stdin.readline()
        except EOFError:
            return
        if not interactive and line == "":
            return
        if line.strip():
            yield line.strip()


@app.command()
def ask(
    message: Annotated[str, typer.Argument(help="What you want, in plain language.")],
    user: UserOption = None,
    conversation: Annotated[str | None, typer.Option(help="Continue this conversation id.")] = None,
    database_url: DatabaseOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the full response as JSON.")] = False,
) -> None:
    """Send one message and print the reply."""
    from todobot.agent import TodoAgent

    config = _config(database_url)
    identity = Identity(config.data_dir)
    user_id = identity.user_id(user)
    conversation_id = conversation or identity.conversation(user_id, new=False)
    identity.save()
    _log_to_file(config.data_dir)
    try:
        with TodoAgent.open(config=config) as agent:
            response = _turn(agent, user_id, conversation_id, message)
    except SetupError as exc:
        raise _fail(str(exc)) from None
    if response is None:
        raise typer.Exit(code=2)
    _print_reply(response, as_json)


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535, help="HTTP port.")] = 8000,
    database_url: DatabaseOption = None,
) -> None:
    """Serve the HTTP API and the web chat page; prints a sign-in link when no TODOBOT_AUTH_SECRET is set."""
    import uvicorn

    from todobot.database_url import dialect_of
    from todobot.web.app import create_app
    from todobot.web.serve import plan

    config = _config(database_url)
    try:
        dialect_of(config.resolved_database_url())
    except SetupError as exc:
        raise _fail(str(exc)) from None
    identity = Identity(config.data_dir)
    local_user = identity.user_id(None)
    identity.save()
    served = plan(config, host, port, local_user)
    console.print(served.notice, soft_wrap=True, highlight=False)
    uvicorn.run(create_app(served.config), host=host, port=port, log_level="info")


@app.command()
def mcp(
    http: Annotated[bool, typer.Option("--http", help="Serve streamable HTTP instead of stdio.")] = False,
    host: Annotated[str, typer.Option(help="HTTP host.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="HTTP port.")] = 8765,
    database_url: DatabaseOption = None,
) -> None:
    """Serve the task and reminder tools to any MCP client (stdio by default; HTTP requires bearer tokens)."""
    from todobot.tools.http_auth import bearer_auth
    from todobot.tools.server import build_mcp_server
    from todobot.tools.store import TaskStore

    config = _config(database_url)
    try:
        http_auth = bearer_auth(config, f"http://{host}:{port}") if http else None
        store = TaskStore(config.resolved_database_url())
    except SetupError as exc:
        raise _fail(str(exc)) from None
    server = build_mcp_server(store, http_auth=http_auth)
    if http:
        err_console.print(f"TodoBot MCP server on http://{host}:{port}/mcp")
        server.run("streamable-http", host=host, port=port)
    else:
        server.run("stdio")


@app.command()
def reminders(
    user: UserOption = None,
    database_url: DatabaseOption = None,
) -> None:
    """Show the reminders that are due now; each is shown once (acknowledged once printed)."""
    from todobot.dialogue.sentences import format_when
    from todobot.tools.models import ReminderOccurrence, TaskError
    from todobot.tools.store import TaskStore

    config = _config(database_url)
    user_id = Identity(config.data_dir).user_id(user)
    try:
        store = TaskStore(config.resolved_database_url())
    except SetupError as exc:
        raise _fail(str(exc)) from None
    now = datetime.now(UTC)
    try:
        due = store.due_reminders(user_id, now)
        if not due:
            console.print("No reminders due right now.")
        for reminder in due:
            when = format_when(reminder.due_at.isoformat(), config.timezone)
            console.print(f"⏰ Reminder: #{reminder.task_number} {reminder.task_title} [dim](due {when})[/dim]")
        # Seen now, so the chat won't show them again; acknowledged only after printing, so none is lost.
        store.acknowledge_reminders(user_id, [ReminderOccurrence(id=r.id, due_at=r.due_at) for r in due], now)
    except TaskError as exc:
        raise _fail(exc.message) from None
    finally:
        store.close()


@app.command()
def token(
    user: UserOption = None,
    days: Annotated[int, typer.Option(min=1, max=3650, help="Days until the token expires.")] = 30,
) -> None:
    """Print a bearer token for a user (signed with TODOBOT_AUTH_SECRET), for the HTTP API and MCP over HTTP."""
    from datetime import timedelta

    from todobot.auth import issue_token

    config = AgentConfig()
    if config.auth_secret is None:
        raise _fail("Set TODOBOT_AUTH_SECRET first: it signs the tokens (any long random string). To use the web "
                    "page of a `todobot serve` started without it, open the sign-in link that server printed.")
    user_id = Identity(config.data_dir).user_id(user)
    console.print(issue_token(user_id, config.auth_secret.get_secret_value(), ttl=timedelta(days=days)), soft_wrap=True)


@app.command()
def prune(
    idle_days: Annotated[
        int | None, typer.Option(min=1, help="Delete conversations idle this many days (default: the configured)")
    ] = None,
    database_url: DatabaseOption = None,
) -> None:
    """Delete idle conversations (and old idempotency records and deleted tasks): run it daily, e.g. from cron."""
    from datetime import timedelta

    from todobot.agent import TodoAgent

    config = _config(database_url)
    try:
        with TodoAgent.open(config=config) as agent:
            removed = agent.prune(timedelta(days=idle_days) if idle_days else None)
    except SetupError as exc:
        raise _fail(str(exc)) from None
    console.print(
        f"Removed {removed['conversations']} idle conversation(s), {removed['idempotency_keys']} old request "
        f"record(s) and {removed['deleted_tasks']} deleted task(s)."
    )


@app.command("eval")
def evaluate(
    path: Annotated[
        Path | None, typer.Argument(help="Labelled JSONL: text, intent, optional title/status/when.")
    ] = None,
    rules_only: Annotated[
        bool, typer.Option("--rules-only", help="Score the rules without the learned model.")
    ] = False,
    kfold: Annotated[
        bool, typer.Option("--kfold", help="Held-out k-fold figures of the learned model and the combination.")
    ] = False,
) -> None:
    """Score the understanding on a labelled file; the last line is `N passed, M failed`."""
    if kfold:
        _kfold_report(write=False)
        return
    from todobot.understanding.evaluation import evaluate_file, render_report

    if path is None:
        raise _fail("Give a labelled JSONL file, or --kfold.")
    if not path.is_file():
        raise _fail(f"No such file: {path}")
    try:
        report = evaluate_file(path, learned=not rules_only)
    except ValueError as exc:
        raise _fail(f"That file isn't a labelled JSONL file: {exc}") from None
    render_report(report, console)


def _kfold_report(*, write: bool) -> None:
    try:
        from todobot.understanding.learned import MODEL_PATH
        from todobot.understanding.learned.data import load_rows
        from todobot.understanding.learned.evaluate import Training, render, run
    except ImportError as exc:  # scikit-learn missing
        raise _fail(f"Training needs scikit-learn: pip install 'todobot[train]' ({exc})") from None
    from todobot.understanding.learned.data import PROJECT_FILES, PUBLIC_FILES

    missing = [str(path) for path in (*PROJECT_FILES, *PUBLIC_FILES) if not path.is_file()]
    if missing:
        raise _fail(f"Training runs from a checkout of the repository; missing: {', '.join(missing)}")
    rows = load_rows()
    result = run(rows, final=write, progress=lambda message: err_console.print(f"· {message}"))
    if isinstance(result, Training):
        result.model.save(MODEL_PATH)
        err_console.print(f"Wrote {MODEL_PATH} ({MODEL_PATH.stat().st_size / 1e6:.1f} MB, "
                          f"data SHA-256 {result.model.meta['data_sha256'][:12]}…)")
        render(result.report, console)
    else:
        render(result, console)


@app.command()
def train() -> None:
    """Train the learned intent model from the repository's labelled data (offline, deterministic), write it
    into the package and print its held-out k-fold figures; the last line is `N passed, M failed`."""
    _kfold_report(write=True)
