"""The HTTP API, driven in-process (FastAPI's TestClient runs the app's lifespan: one real TodoAgent over a real
SQLite file or PostgreSQL server), as another backend would use it."""

from __future__ import annotations

import re
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from todobot.auth import issue_token
from todobot.settings import AgentConfig
from todobot.web.app import create_app

SECRET = "web-tests-" + "s" * 40


def auth(user_id: str, secret: str = SECRET, ttl: timedelta = timedelta(hours=1)) -> dict[str, str]:
    return {"Authorization": f"Bearer {issue_token(user_id, secret, ttl=ttl)}"}


def serve(database_url: str, **settings: object) -> TestClient:
    return TestClient(create_app(AgentConfig(database_url=database_url, auth_secret=SECRET, **settings)))


@pytest.fixture
def api(database_url: str) -> Iterator[TestClient]:
    with serve(database_url) as client:
        yield client


@pytest.fixture
def sqlite_api(tmp_path: Path) -> Iterator[TestClient]:
    with serve(f"sqlite:///{tmp_path / 'api.db'}") as client:
        yield client


def assert_error(response, status: int, code: str) -> str:
    """The one error shape, with a friendly message and no internals."""
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message"}
    assert body["error"]["code"] == code
    message = body["error"]["message"]
    assert message and "Traceback" not in message and 'File "' not in message
    return message


class Caller:
    """One signed-in user of the API."""

    def __init__(self, client: TestClient, user_id: str | None = None) -> None:
        self.client = client
        self.user_id = user_id or str(uuid.uuid4())
        self.headers = auth(self.user_id)
        self.conversation_id: str | None = None

    def say(self, message: str, **extra: object) -> dict:
        body = {"message": message, **extra}
        if self.conversation_id and "conversation_id" not in extra:
            body["conversation_id"] = self.conversation_id
        response = self.client.post("/v1/chat", json=body, headers=self.headers)
        assert response.status_code == 200, response.text
        reply = response.json()
        self.conversation_id = reply["conversation_id"]
        return reply

    def titles(self, status: str = "all") -> list[str]:
        response = self.client.get("/v1/tasks", params={"status": status}, headers=self.headers)
        assert response.status_code == 200, response.text
        return [t["title"] for t in response.json()["tasks"]]

    def conversation(self, conversation_id: str | None = None):
        return self.client.get(f"/v1/conversations/{conversation_id or self.conversation_id}", headers=self.headers)


def test_a_whole_conversation_with_a_confirmed_delete(api: TestClient) -> None:
    me = Caller(api)
    first = me.say("add buy milk")
    assert first["state"] == "complete" and "Buy milk" in first["message"] and first["conversation_id"]
    assert first["tool_calls"][0]["name"] == "add_task" and first["tool_calls"][0]["success"] is True
    me.say("add call the dentist")
    assert me.titles() == ["Buy milk", "Call the dentist"]

    asked = me.say("delete task 1")
    assert asked["state"] == "needs_confirmation" and "Buy milk" in asked["message"]
    assert me.titles() == ["Buy milk", "Call the dentist"], "nothing is deleted before the yes"
    view = me.conversation().json()
    assert view["status"] == "awaiting_confirmation"
    assert view["pending"]["intent"] == "delete_task" and view["pending"]["task"]["number"] == 1

    done = me.say("yes")
    assert done["state"] == "complete" and "Deleted" in done["message"]
    assert me.titles() == ["Call the dentist"]
    me.say("complete task 2")
    assert me.titles("completed") == ["Call the dentist"] and me.titles("pending") == []

    view = me.conversation().json()
    assert view["status"] == "idle" and view["pending"] is None
    assert view["messages"][:4] == [
        {"role": "user", "content": "add buy milk"},
        {"role": "assistant", "content": first["message"]},
        {"role": "user", "content": "add call the dentist"},
        {"role": "assistant", "content": view["messages"][3]["content"]},
    ]
    assert {"role": "user", "content": "yes"} in view["messages"]


def test_a_dialogue_problem_is_a_normal_reply_not_an_http_error(sqlite_api: TestClient) -> None:
    reply = Caller(sqlite_api).say("complete task 9")
    assert reply["state"] in ("error", "needs_clarification") and "9" in reply["message"]


def test_a_user_cannot_touch_another_users_conversation_or_tasks(api: TestClient) -> None:
    bob, eve = Caller(api), Caller(api)
    bob.say("add buy a present for Anna")
    bob.say("delete task 1")  # Bob's conversation now waits for his yes

    message = assert_error(eve.conversation(bob.conversation_id), 403, "conversation_forbidden")
    assert "another user" in message
    hijack = api.post("/v1/chat", json={"message": "yes", "conversation_id": bob.conversation_id}, headers=eve.headers)
    assert_error(hijack, 403, "conversation_forbidden")
    assert eve.titles() == []
    assert bob.titles() == ["Buy a present for Anna"], "Eve's yes must not delete Bob's task"
    assert bob.conversation().json()["status"] == "awaiting_confirmation"

    smuggled = api.post("/v1/chat", json={"message": "list my tasks", "user_id": bob.user_id}, headers=eve.headers)
    assert "token" in assert_error(smuggled, 422, "invalid_request")


def test_an_unknown_conversation_is_404(sqlite_api: TestClient) -> None:
    assert_error(Caller(sqlite_api).conversation("no-such-conversation"), 404, "not_found")


@pytest.mark.parametrize(
    ("headers", "says"),
    [
        ({}, "Sign in"),
        ({"Authorization": "Basic dXNlcjpwYXNz"}, "Sign in"),
        ({"Authorization": "Bearer not-a-jwt"}, "not valid"),
        ("forged", "not valid"),
        ("expired", "expired"),
    ],
)
def test_requests_without_a_valid_token_are_401(sqlite_api: TestClient, headers, says: str) -> None:
    if headers == "forged":
        headers = auth(str(uuid.uuid4()), secret="another-secret-" + "x" * 40)
    elif headers == "expired":
        headers = auth(str(uuid.uuid4()), ttl=timedelta(seconds=-1))
    for response in (
        sqlite_api.post("/v1/chat", json={"message": "add buy milk"}, headers=headers),
        sqlite_api.get("/v1/tasks", headers=headers),
        sqlite_api.get("/v1/conversations/c-1", headers=headers),
    ):
        assert says in assert_error(response, 401, "unauthorized")
        assert response.headers["www-authenticate"] == "Bearer"


@pytest.mark.parametrize(
    ("request_kwargs", "mentions"),
    [
        ({"json": {}}, "`message` is required"),
        ({"json": {"message": ""}}, "`message`"),
        ({"json": {"message": "   "}}, "`message`"),
        ({"json": {"message": "x" * 2001}}, "`message`"),
        ({"json": {"message": "add milk", "timezone": "Mars/Olympus"}}, "Mars/Olympus"),
        ({"json": {"message": "add milk", "conversation_id": ""}}, "`conversation_id`"),
        ({"content": b"{not json", "headers": {"Content-Type": "application/json"}}, "not valid JSON"),
        ({"content": b"\xff\xfe\x12 not utf-8", "headers": {"Content-Type": "application/json"}}, "not valid JSON"),
    ],
)
def test_a_bad_body_is_422_with_a_readable_message(sqlite_api: TestClient, request_kwargs: dict, mentions: str) -> None:
    headers = {**auth(str(uuid.uuid4())), **request_kwargs.pop("headers", {})}
    response = sqlite_api.post("/v1/chat", headers=headers, **request_kwargs)
    assert mentions in assert_error(response, 422, "invalid_request")


def test_tasks_are_paged_filtered_and_carry_due_repeat_priority_overdue_and_reminders(api: TestClient) -> None:
    me = Caller(api)
    store = api.app.state.todobot.agent.store
    for n in range(1, 8):
        store.add_task(me.user_id, f"Chore {n}")
    store.add_task(me.user_id, "Pay rent", due="2099-03-20", repeat="every month on the 20th", priority="high")
    late = store.add_task(me.user_id, "File taxes", due="2099-01-01", priority="high")
    store.update_task(me.user_id, late.id, due="2020-03-02", allow_past=True)
    store.schedule_reminder(me.user_id, 8, remind_at=datetime(2099, 3, 19, 9, tzinfo=UTC))

    def get(**params: object) -> dict:
        response = api.get("/v1/tasks", params=params, headers=me.headers)
        assert response.status_code == 200, response.text
        return response.json()

    first = get(limit=3)
    assert [t["number"] for t in first["tasks"]] == [1, 2, 3] and first["total"] == 9 and first["next_cursor"]
    numbers, cursor = [], None
    while True:
        page = get(limit=4, **({"cursor": cursor} if cursor else {}))
        numbers += [t["number"] for t in page["tasks"]]
        assert page["total"] == 9
        cursor = page["next_cursor"]
        if not cursor:
            break
    assert numbers == list(range(1, 10)), "every task once, in number order, across pages"

    urgent = get(priority="high", sort="due")
    assert [t["title"] for t in urgent["tasks"]] == ["File taxes", "Pay rent"] and urgent["total"] == 2
    rent, taxes = urgent["tasks"][1], urgent["tasks"][0]
    assert (rent["due"], rent["due_text"], rent["overdue"]) == ("2099-03-20", "Fri 20 Mar 2099", False)
    assert (rent["repeat"], rent["repeat_text"], rent["priority"]) == ("FREQ=MONTHLY;BYMONTHDAY=20",
                                                                       "every month on the 20th", "high")
    assert [r["remind_at"] for r in rent["reminders"]] == ["2099-03-19T09:00:00Z"]
    assert taxes["overdue"] is True and taxes["reminders"] == []
    assert [t["title"] for t in get(due="overdue")["tasks"]] == ["File taxes"]
    assert [t["title"] for t in get(due="2099-03-01..2099-03-31")["tasks"]] == ["Pay rent"]
    found = get(query="chroe 5")  # a typo, as the tool forgives it
    assert [t["title"] for t in found["tasks"]][:1] == ["Chore 5"]
    assert get(due="no_date", limit=2)["total"] == 7


@pytest.mark.parametrize(
    ("params", "mentions"),
    [({"status": "done"}, "`status`"), ({"due": "someday"}, "overdue"), ({"priority": "ultra"}, "priority"),
     ({"sort": "alphabet"}, "`sort`"), ({"limit": 0}, "`limit`"), ({"limit": 501}, "`limit`"),
     ({"cursor": "not-a-cursor"}, "cursor"), ({"sort": "relevance"}, "query")],
)
def test_a_bad_task_filter_is_422(sqlite_api: TestClient, params: dict, mentions: str) -> None:
    response = sqlite_api.get("/v1/tasks", params=params, headers=auth(str(uuid.uuid4())))
    assert mentions in assert_error(response, 422, "invalid_request")


def test_unknown_routes_and_methods_use_the_error_shape(sqlite_api: TestClient) -> None:
    assert_error(sqlite_api.get("/v2/nothing"), 404, "not_found")
    assert_error(sqlite_api.delete("/v1/tasks"), 405, "method_not_allowed")


def test_a_message_while_the_conversation_is_busy_is_409_and_changes_nothing(tmp_path: Path) -> None:
    with serve(f"sqlite:///{tmp_path / 'api.db'}", turn_lock_timeout=0) as client:
        me = Caller(client)
        me.say("add buy milk")
        agent = client.app.state.todobot.agent
        # Another request of this conversation is being handled: it holds the conversation's turn lock.
        with client.portal.wrap_async_context_manager(agent.locks.hold(me.conversation_id, 1)):
            busy = client.post("/v1/chat", json={"message": "add eggs", "conversation_id": me.conversation_id},
                               headers=me.headers)
            assert "try again" in assert_error(busy, 409, "conversation_busy")
            assert Caller(client, me.user_id).say("add bread")["state"] == "complete", "other conversations go on"
        assert me.titles() == ["Buy milk", "Bread"]
        assert "Eggs" in me.say("add eggs")["message"], "once the other turn is over, the conversation goes on"


def test_healthz_reports_the_database(api: TestClient, database_url: str) -> None:
    response = api.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": database_url.split(":", 1)[0]}


def test_without_a_configured_secret_nobody_can_chat(tmp_path: Path) -> None:
    config = AgentConfig(database_url=f"sqlite:///{tmp_path / 'api.db'}")
    with TestClient(create_app(config)) as client:
        response = client.post("/v1/chat", json={"message": "add buy milk"}, headers=auth(str(uuid.uuid4())))
        assert "TODOBOT_AUTH_SECRET" in assert_error(response, 503, "auth_not_configured")
        assert client.get("/healthz").status_code == 200


def test_an_unreachable_database_at_startup_is_503_not_a_crash(free_tcp_port: int) -> None:
    nothing_listens = f"postgresql://postgres@127.0.0.1:{free_tcp_port}/todobot"
    with serve(nothing_listens) as client:
        assert "reachable" in assert_error(client.get("/healthz"), 503, "storage_unavailable")
        headers = auth(str(uuid.uuid4()))
        assert_error(client.post("/v1/chat", json={"message": "add buy milk"}, headers=headers), 503,
                     "storage_unavailable")
        assert_error(client.get("/v1/tasks", headers=headers), 503, "storage_unavailable")
        assert_error(client.get("/v1/tasks"), 401, "unauthorized")  # still no way in without a token


@pytest.fixture
def stoppable_postgres() -> Iterator[tuple[str, object]]:
    """A PostgreSQL server of this test's own, so stopping it cannot disturb other tests."""
    from tests.postgres_server import _start, find_bindir, no_postgres

    bindir = find_bindir()
    if bindir is None:
        no_postgres("no PostgreSQL binaries")
    workdir = Path(tempfile.mkdtemp(prefix="todobot-pg-outage-", dir="/tmp"))
    runner, data, port = _start(bindir, workdir)

    def pg_ctl(action: str) -> None:
        extra = ["-m", "fast"] if action == "stop" else ["-l", workdir / "server.log", "-o", f"-p {port}"]
        done = runner.run([bindir / "pg_ctl", "-D", data, "-w", *extra, action])
        assert done.returncode == 0, done.stderr

    try:
        yield f"postgresql://postgres@127.0.0.1:{port}/postgres", pg_ctl
    finally:
        runner.run([bindir / "pg_ctl", "-D", data, "-m", "immediate", "-w", "stop"])
        shutil.rmtree(workdir, ignore_errors=True)


@pytest.mark.postgres
def test_a_database_outage_is_503_and_the_api_recovers_without_a_restart(stoppable_postgres) -> None:
    url, pg_ctl = stoppable_postgres
    with serve(url) as client:
        me = Caller(client)
        me.say("add buy milk")

        pg_ctl("stop")
        outage = client.post("/v1/chat", json={"message": "add eggs", "conversation_id": me.conversation_id},
                             headers=me.headers)
        assert "not reachable" in assert_error(outage, 503, "storage_unavailable")
        assert_error(client.get("/v1/tasks", headers=me.headers), 503, "storage_unavailable")
        assert_error(client.get("/healthz"), 503, "storage_unavailable")

        pg_ctl("start")
        assert client.get("/healthz").status_code == 200
        assert "Eggs" in me.say("add eggs")["message"]
        assert me.titles() == ["Buy milk", "Eggs"]


@pytest.mark.parametrize("path", ["/docs", "/redoc"])
def test_the_api_docs_load_everything_from_this_server(sqlite_api: TestClient, path: str) -> None:
    """Swagger UI and ReDoc come from installed files, not a CDN: the pages work offline."""
    page = sqlite_api.get(path)
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    referenced = re.findall(r"""(?:src|href|spec-url)\s*=\s*["']([^"']+)["']|url:\s*["']([^"']+)["']""", page.text)
    urls = [a or b for a, b in referenced]
    assert urls and "/openapi.json" in urls
    assert not re.search(r"https?://|//[a-z0-9.-]+\.[a-z]", page.text, re.IGNORECASE), "an external host"
    for url in urls:
        response = sqlite_api.get(url)
        assert response.status_code == 200 and response.content, url
