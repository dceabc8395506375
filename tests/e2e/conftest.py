"""End-to-end fixtures: Debian's Chromium (and Firefox), and the demo site served to them without a server.

Two ways to put a page in front of the widget:

* ``site`` (see ``harness.py``) answers every request of the test's Playwright page from this
  checkout — the widget file, the Jinja2 demo templates rendered the way ``reverserag serve``
  renders them, their assets, and any page a test adds. Extraction tests use it: no server, no
  network.
* The root ``conftest.py``'s ``offline_server`` / ``server_factory`` start a real
  ``reverserag serve``; the conversation tests drive the widget against that.

A test marked ``firefox`` runs twice, its ``site`` served to Chromium and then to Firefox
(``firefox.py``: Debian's ``firefox-esr`` over WebDriver BiDi). Without Firefox the second run is
skipped, unless ``REVERSERAG_REQUIRE_FIREFOX`` is set, as ``scripts/test`` sets it, which has
installed it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import firefox
import pytest
from harness import FirefoxSite, Site
from playwright.sync_api import Page

CHROMIUM = "/usr/bin/chromium"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.e2e)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test marked ``firefox`` gets its ``site`` in Chromium, then in Firefox."""
    if "site" in metafunc.fixturenames and metafunc.definition.get_closest_marker("firefox"):
        metafunc.parametrize("site", ["chromium", "firefox"], indirect=True)


@pytest.fixture(scope="session")
def firefox_browser() -> Iterator[tuple[firefox.Firefox, firefox.Proxy]]:
    """Debian's Firefox ESR and the proxy it sends every request to, for the whole run."""
    executable = firefox.binary()
    if executable is None:
        message = "Firefox is not installed (scripts/test installs firefox-esr with apt)"
        if os.environ.get("REVERSERAG_REQUIRE_FIREFOX"):
            pytest.fail(message)
        pytest.skip(message)
    proxy = firefox.Proxy()
    browser = firefox.Firefox(executable, proxy)
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
    if getattr(request, "param", "chromium") == "firefox":
        browser, proxy = request.getfixturevalue("firefox_browser")
        tab = browser.new_page()
        proxy.release.clear()
        try:
            yield FirefoxSite(tab, proxy=proxy)  # type: ignore[arg-type]
        finally:
            proxy.release.set()
            proxy.site = None
            errors = list(tab.errors)
            tab.close()
        assert not errors, f"uncaught errors in the page: {errors}"
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
