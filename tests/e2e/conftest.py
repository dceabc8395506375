"""End-to-end fixtures: Debian's Chromium (and Firefox), and the demo site served to them without a server.

Two ways to put a page in front of the widget:

* ``site`` (see ``harness.py``) answers every request of the test's Playwright page from this
  checkout — the widget file, the Jinja2 demo templates rendered the way ``reverserag serve``
  renders them, their assets, and any page a test adds. Extraction tests use it: no server, no
  network.
* The root ``conftest.py``'s ``offline_server`` / ``server_factory`` start a real
  ``reverserag serve``; the conversation tests drive the widget against that.

A test marked ``engines`` runs three times, its ``site`` served to Chromium, then to Firefox
(``firefox.py``: Debian's ``firefox-esr`` over WebDriver BiDi), then to WebKit, Safari's engine
(``webkit.py``: WebKitGTK's MiniBrowser over WebDriver, under Xvfb). A browser that is missing is
skipped, unless ``REVERSERAG_REQUIRE_ENGINES`` is set, as ``scripts/test`` sets it, which has
installed them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import firefox
import pytest
import remote
import webkit
from conversation_helpers import Chat
from harness import Site, remote_site
from playwright.sync_api import Page
from routed_api import Widget

CHROMIUM = "/usr/bin/chromium"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.e2e)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test marked ``engines`` gets its ``site`` in Chromium, Firefox and WebKit."""
    if "site" in metafunc.fixturenames and metafunc.definition.get_closest_marker("engines"):
        metafunc.parametrize("site", ["chromium", "firefox", "webkit"], indirect=True)


def _missing(message: str) -> None:
    if os.environ.get("REVERSERAG_REQUIRE_ENGINES"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def firefox_browser() -> Iterator[tuple[firefox.Firefox, remote.Proxy]]:
    """Debian's Firefox ESR and the proxy it sends every request to, for the whole run."""
    executable = firefox.binary()
    if executable is None:
        _missing("Firefox is not installed (scripts/test installs firefox-esr with apt)")
    proxy = remote.Proxy()
    browser = firefox.Firefox(executable, proxy)  # type: ignore[arg-type]
    yield browser, proxy
    browser.close()
    proxy.close()


@pytest.fixture(scope="session")
def webkit_browser() -> Iterator[tuple[webkit.WebKit, remote.Proxy]]:
    """WebKitGTK's MiniBrowser and the proxy it sends every request to, for the whole run."""
    if not webkit.available():
        _missing("WebKit is not installed (scripts/test installs webkit2gtk-driver and xvfb with apt)")
    proxy = remote.Proxy()
    browser = webkit.WebKit(proxy)
    yield browser, proxy
    browser.close()
    proxy.close()


@pytest.fixture(scope="session")
def browser_type_launch_args() -> dict[str, Any]:
    """Debian's Chromium (``playwright install`` is not available here), headless."""
    return {
        "executable_path": CHROMIUM,
        "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def base_url() -> str | None:
    """No base URL: tests navigate to absolute URLs.

    Overrides pytest-playwright's fallback fixture, which is an instance method of a plugin
    object and so raises pytest's PytestRemovedIn10Warning (an error here) when it runs.
    """
    return None


@pytest.fixture
def site(request: pytest.FixtureRequest) -> Iterator[Site]:
    """The demo site, served to this test's browser page; uncaught page errors fail the test."""
    engine = getattr(request, "param", "chromium")
    if engine != "chromium":
        with remote_site(*request.getfixturevalue(f"{engine}_browser"), engine) as served:
            yield served
        return
    page: Page = request.getfixturevalue("page")
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    served = Site(page)
    yield served
    for route in served.hung:
        try:
            route.abort()
        except Exception:  # the page may already be gone
            pass
    assert not errors, f"uncaught errors in the page: {errors}"


@pytest.fixture
def console(page: Page) -> list[str]:
    """Console messages of this test's page, as 'type: text'."""
    messages: list[str] = []
    page.on("console", lambda message: messages.append(f"{message.type}: {message.text}"))
    return messages


@pytest.fixture
def widget(page: Page) -> Widget:
    return Widget(page)


@pytest.fixture
def chat(page: Page) -> Chat:
    return Chat(page)
