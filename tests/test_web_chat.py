"""End to end in a real browser: `todobot serve` in a subprocess, its printed sign-in link opened in headless
Chromium (the OS package, driven by Playwright), and a person's whole errand done through the page.

Screenshots of the page at a phone's width (390 px) and a laptop's (1280 px) are saved in the test's tmp
folder (pytest prints nothing about them; `ls /tmp/pytest-of-$USER/pytest-current/*/` finds them) to look at.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server_process import answers, server_process
from todobot.tools.models import Task
from todobot.tools.store import TaskStore

pytestmark = pytest.mark.server

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
REQUIRE_ENV = "TODOBOT_REQUIRE_BROWSER"
START_TIMEOUT = 60
PHONE, LAPTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 800}
LINK = re.compile(r"(http://127\.0\.0\.1:\d+/)#token=([\w.-]+)")


def no_browser(reason: str) -> None:
    """Skip, or fail when the environment insists the browser test must run (CI)."""
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but the browser test can't run: {reason}", pytrace=False)
    pytest.skip(f"skipped: {reason}")


@pytest.fixture(scope="module")
def serve_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the served database lives (`web.db`): a test may seed what the chat can't make yet."""
    return tmp_path_factory.mktemp("serve")


@pytest.fixture(scope="module")
def sign_in_link(serve_folder: Path, free_tcp_port_factory) -> Iterator[str]:
    """`todobot serve` on a free port with no secret configured; yields the sign-in link it printed."""
    tmp_path, free_tcp_port = serve_folder, free_tcp_port_factory()
    env = {k: v for k, v in os.environ.items() if not k.startswith("TODOBOT_") and k != "GOOGLE_API_KEY"}
    env.update(XDG_DATA_HOME=str(tmp_path / "xdg"), PYTHONUNBUFFERED="1", COLUMNS="500")
    command = [sys.executable, "-m", "todobot", "serve", "--port", str(free_tcp_port),
               "--database-url", f"sqlite:///{tmp_path / 'web.db'}"]
    log_path = tmp_path / "serve.log"

    def signed_in(output: str) -> bool:
        found = LINK.search(output)
        return bool(found) and answers(f"{found.group(1)}healthz")

    with server_process(command, log_path=log_path, ready=signed_in, what="todobot serve", env=env, cwd=tmp_path,
                        timeout=START_TIMEOUT):
        yield LINK.search(log_path.read_text()).group(0)


@pytest.fixture
def browser():
    if not CHROMIUM.exists():
        no_browser(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        no_browser("the playwright package is missing (`make test` installs it)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def new_page(browser, viewport: dict[str, int]):
    """A fresh tab (its own sessionStorage) that may only talk to this machine: anything else is aborted."""
    context = browser.new_context(viewport=viewport)
    context.set_default_timeout(15_000)
    context.route(re.compile(r"^(?!https?://127\.0\.0\.1[:/]|data:|blob:)"), lambda route: route.abort())
    return context.new_page()


@pytest.fixture
def page(browser):
    return new_page(browser, LAPTOP)


def test_sign_in_add_two_tasks_and_delete_one_with_the_yes_button(sign_in_link: str, page, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    log, tasks = page.locator("#log"), page.locator("#task-list li")

    def say(text: str) -> None:
        page.get_by_label("Message").fill(text)
        page.get_by_role("button", name="Send").click()

    page.goto(sign_in_link)
    expect(page.get_by_label("Message")).to_be_visible()
    assert "token" not in page.url, "the token must leave the address bar"
    expect(page.locator("#tasks-empty")).to_be_visible()
    expect(page.locator("#greeting")).to_contain_text("Try:")

    say("add buy milk")
    expect(page.locator("#greeting")).to_be_hidden()
    expect(log).to_contain_text("Created #1 “Buy milk”")
    expect(tasks).to_have_text(["#1Buy milk"])
    say("add call the dentist")
    expect(tasks).to_have_text(["#1Buy milk", "#2Call the dentist"])

    say("delete the milk task")
    yes = page.get_by_role("button", name="Yes")
    expect(yes).to_be_visible()
    expect(log.locator("li").last).to_contain_text("Buy milk")
    expect(tasks).to_have_count(2)  # nothing is gone before the yes
    yes.click()
    expect(log).to_contain_text("Deleted")
    expect(tasks).to_have_text(["#2Call the dentist"])
    expect(yes).to_be_hidden()

    page.screenshot(path=str(tmp_path / "web-chat.png"), full_page=True)

    page.reload()  # the conversation comes back from the server, the token from this tab's session
    expect(log).to_contain_text("Deleted")
    expect(tasks).to_have_text(["#2Call the dentist"])

    page.get_by_role("button", name="New conversation").click()
    expect(log.locator("li")).to_have_count(0)
    expect(page.locator("#greeting")).to_be_visible()
    say("list my tasks")
    expect(log).to_contain_text("Call the dentist")


def test_a_wrong_token_is_refused_with_a_friendly_message(sign_in_link: str, page) -> None:
    from playwright.sync_api import expect

    base = sign_in_link.split("#", 1)[0]
    page.goto(base + "#token=not-a-real-token")
    expect(page.get_by_role("alert").first).to_contain_text("not valid")
    expect(page.get_by_label("Bearer token")).to_be_visible()
    page.get_by_label("Bearer token").fill(sign_in_link.split("#token=", 1)[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_label("Message")).to_be_visible()


def _box(page, selector: str) -> dict[str, float]:
    return page.locator(selector).bounding_box()


def test_the_page_at_a_phone_and_a_laptop_width(sign_in_link: str, browser, tmp_path: Path) -> None:
    """A greeting with things to try, the message box at the bottom, a header that fits, descriptions under
    titles and colour emoji, at 390 px and 1280 px. The screenshots are in tmp_path."""
    from playwright.sync_api import expect

    for viewport in (PHONE, LAPTOP):
        width, height = viewport["width"], viewport["height"]
        page = new_page(browser, viewport)
        page.goto(sign_in_link)
        page.get_by_role("button", name="New conversation").click()  # same user, maybe tasks: a new conversation
        greeting = page.locator("#greeting")
        expect(greeting).to_be_visible()
        expect(greeting.get_by_role("button")).not_to_have_count(0)
        page.screenshot(path=str(tmp_path / f"empty-{width}.png"))

        # The message box sits at the bottom of the window, not in the middle of an empty card.
        composer = _box(page, "#chat-form")
        assert height - 40 <= composer["y"] + composer["height"] <= height, composer
        # The header is one row: the title and the buttons side by side, apart, inside the window.
        title, actions = _box(page, "h1"), _box(page, ".bar-actions")
        assert title["x"] + title["width"] < actions["x"] and actions["x"] + actions["width"] <= width
        buttons = [_box(page, "#new-conversation"), _box(page, "#sign-out")]
        assert max(b["height"] for b in buttons) < 48, "a button's label wrapped"
        assert abs(buttons[0]["y"] - buttons[1]["y"]) < 1
        assert page.evaluate("document.documentElement.scrollWidth") <= width, "the page scrolls sideways"

        # A suggestion is a message in one click; the description shows under the title in the task list.
        page.get_by_role("button", name="add call the bank - ask about the fee").click()
        expect(page.locator("#log")).to_contain_text("Call the bank")
        expect(greeting).to_be_hidden()
        task = page.locator("#task-list li", has_text="Call the bank").last
        expect(task.locator(".description")).to_have_text("ask about the fee")
        # Both boxes measured in one call: the list re-renders after each reply, and an element measured in
        # two calls may have been replaced in between.
        title_bottom, description_top = task.evaluate(
            """(li) => [li.querySelector('.title').getBoundingClientRect().bottom,
                        li.querySelector('.description').getBoundingClientRect().top]"""
        )
        assert description_top >= title_bottom - 1, "the description is under the title"
        page.screenshot(path=str(tmp_path / f"chat-{width}.png"), full_page=True)
        page.context.close()


def test_emoji_render_in_colour_from_the_font_the_page_names(sign_in_link: str, page) -> None:
    fonts = subprocess.run(["fc-list"], capture_output=True, text=True).stdout if shutil.which("fc-list") else ""
    if "Noto Color Emoji" not in fonts:
        no_browser("no colour emoji font (apt-get install fonts-noto-color-emoji)")
    page.goto(sign_in_link)
    family = page.evaluate("getComputedStyle(document.body).fontFamily")
    assert "Noto Color Emoji" in family
    # Draw an emoji with that font: a colour emoji font paints coloured pixels, a missing one an empty box.
    coloured = page.evaluate("""() => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 64;
        const ctx = canvas.getContext("2d");
        ctx.font = '48px "Noto Color Emoji"';
        ctx.textBaseline = "top";
        ctx.fillText("🎉", 4, 4);
        const pixels = ctx.getImageData(0, 0, 64, 64).data;
        let count = 0;
        for (let i = 0; i < pixels.length; i += 4) {
            const [r, g, b, a] = pixels.slice(i, i + 4);
            if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60) count++;
        }
        return count;
    }""")
    assert coloured > 100, "no colour emoji font: apt-get install fonts-noto-color-emoji"


def test_the_api_docs_work_offline(sign_in_link: str, page) -> None:
    """Swagger UI renders with every request outside this machine aborted (new_page's route)."""
    from playwright.sync_api import expect

    outside: list[str] = []
    page.on("requestfailed", lambda request: outside.append(request.url))
    page.goto(sign_in_link.split("#", 1)[0] + "docs")
    expect(page.locator(".swagger-ui .title")).to_contain_text("TodoBot")
    expect(page.locator(".opblock-summary-path", has_text="/v1/chat")).to_be_visible()
    assert outside == []


@pytest.fixture
def own_tasks(sign_in_link: str, serve_folder: Path) -> Iterator[tuple[str, TaskStore, list[Task]]]:
    """The signed-in user's id, the server's task store, and a list whose tasks are deleted afterwards."""
    import base64
    import json

    token = sign_in_link.split("#token=")[1]
    user = json.loads(base64.urlsafe_b64decode(token.split(".")[1] + "==="))["sub"]
    store = TaskStore(f"sqlite:///{serve_folder / 'web.db'}")
    made: list[Task] = []
    try:
        yield user, store, made
    finally:
        for task in made:
            store.delete_task(user, task.id)
        store.close()


def test_the_task_list_shows_due_dates_overdue_ones_repeats_priorities_and_reminders(
    sign_in_link: str, own_tasks: tuple[str, TaskStore, list[Task]], page
) -> None:
    from datetime import UTC, datetime, timedelta

    from playwright.sync_api import expect

    user, store, made = own_tasks
    late = store.add_task(user, "File the tax return", due="2099-01-01")
    made.append(late)
    store.update_task(user, late.id, due="2020-03-02", allow_past=True)
    gym = store.add_task(user, "Go to the gym", repeat="every monday", priority="high")
    made.append(gym)
    store.schedule_reminder(user, gym.id, remind_at=datetime.now(UTC) + timedelta(days=2))
    page.goto(sign_in_link)
    row = page.locator("#task-list li", has_text="File the tax return")
    expect(row.locator(".due.overdue")).to_have_text("overdue · due Mon 2 Mar 2020")
    gym_row = page.locator("#task-list li", has_text="Go to the gym")
    expect(gym_row.locator(".repeat")).to_have_text("↻ every monday")
    expect(gym_row.locator(".priority-high")).to_have_text("high priority")
    expect(gym_row.locator(".reminder")).to_contain_text("⏰")
    expect(gym_row.locator(".due")).not_to_have_class(re.compile("overdue"))
    color = row.locator(".overdue").evaluate("e => getComputedStyle(e).color")
    assert color == "rgb(180, 35, 24)", color  # the error colour: an overdue task stands out


def test_a_long_task_list_shows_its_first_page_and_says_how_many_there_are(
    sign_in_link: str, own_tasks: tuple[str, TaskStore, list[Task]], page
) -> None:
    from playwright.sync_api import expect

    user, store, made = own_tasks
    before = store.page_tasks(user, limit=1).total
    made += [store.add_task(user, f"Errand {n}") for n in range(201 - before)]
    page.goto(sign_in_link)
    expect(page.locator("#task-list li")).to_have_count(200)
    expect(page.locator("#tasks-more")).to_have_text("Showing 200 of 201 — ask “show my tasks” for the rest.")
    store.delete_task(user, made.pop().id)
    page.reload()
    expect(page.locator("#task-list li")).to_have_count(200)
    expect(page.locator("#tasks-more")).to_be_hidden()
