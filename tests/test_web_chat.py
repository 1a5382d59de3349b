"""End to end in a real browser: `todobot serve` in a subprocess, its printed sign-in link opened in headless
Chromium (the OS package, driven by Playwright), and a person's whole errand done through the page."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server_process import answers, server_process

pytestmark = pytest.mark.server

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
REQUIRE_ENV = "TODOBOT_REQUIRE_BROWSER"
START_TIMEOUT = 60
SCREENSHOT = ROOT / "test-artifacts" / "web-chat.png"
LINK = re.compile(r"(http://127\.0\.0\.1:\d+/)#token=([\w.-]+)")


def no_browser(reason: str) -> None:
    """Skip, or fail when the environment insists the browser test must run (CI)."""
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but the browser test can't run: {reason}", pytrace=False)
    pytest.skip(f"skipped: {reason}")


@pytest.fixture(scope="module")
def sign_in_link(tmp_path_factory: pytest.TempPathFactory, free_tcp_port_factory) -> Iterator[str]:
    """`todobot serve` on a free port with no secret configured; yields the sign-in link it printed."""
    tmp_path, free_tcp_port = tmp_path_factory.mktemp("serve"), free_tcp_port_factory()
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
def page():
    if not CHROMIUM.exists():
        no_browser(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        no_browser("the playwright package is missing (`make test` installs it)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": 1100, "height": 720})
            context.set_default_timeout(15_000)
            yield context.new_page()
        finally:
            browser.close()


def test_sign_in_add_two_tasks_and_delete_one_with_the_yes_button(sign_in_link: str, page) -> None:
    from playwright.sync_api import expect

    log, tasks = page.locator("#log"), page.locator("#task-list li")

    def say(text: str) -> None:
        page.get_by_label("Message").fill(text)
        page.get_by_role("button", name="Send").click()

    page.goto(sign_in_link)
    expect(page.get_by_label("Message")).to_be_visible()
    assert "token" not in page.url, "the token must leave the address bar"
    expect(page.locator("#tasks-empty")).to_be_visible()

    say("add buy milk")
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

    SCREENSHOT.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOT), full_page=True)

    page.reload()  # the conversation comes back from the server, the token from this tab's session
    expect(log).to_contain_text("Deleted")
    expect(tasks).to_have_text(["#2Call the dentist"])

    page.get_by_role("button", name="New conversation").click()
    expect(log.locator("li")).to_have_count(0)
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
