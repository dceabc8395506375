"""End-to-end fixtures: Debian's Chromium, and the demo site served to it without a server.

Two ways to put a page in front of the widget:

* ``site`` (see ``harness.py``) answers every request of the test's Playwright page from this
  checkout — the widget file, the Jinja2 demo templates rendered the way ``reverserag serve``
  renders them, their assets, and any page a test adds. Extraction tests use it: no server, no
  network.
* The root ``conftest.py``'s ``offline_server`` / ``server_factory`` start a real
  ``reverserag serve``; the conversation tests drive the widget against that.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Site
from playwright.sync_api import Page

CHROMIUM = "/usr/bin/chromium"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.e2e)


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
def site(page: Page) -> Iterator[Site]:
    """The demo site, routed inside this test's browser page; uncaught page errors fail the test."""
    errors: list[str] = []
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
