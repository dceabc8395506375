"""The model picker (issue 6): shown when the server offers a choice, and the choice reaches the model."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect
from routed_api import Widget


def test_the_picked_model_answers_and_is_remembered(
    server_factory: Callable[..., str], fake_upstream: Any, page: Page
) -> None:
    """On the strict-CSP demo page: the picker adds no inline style or handler."""
    fake_upstream.reset(reply="Answered.", models=["fake-model", "big-model", "unlisted-model"])
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url, REVERSERAG_MODELS="big-model")
    widget = Widget(page)
    page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
    """)
    page.goto(f"{url}/demo/strict-csp")
    widget.launcher.click()
    picker = page.get_by_role("combobox", name="Model")
    expect(picker).to_be_visible()
    expect(picker).to_have_value("fake-model")  # the server's default
    assert picker.locator("option").all_inner_texts() == ["fake-model", "big-model"]
    expect(widget.language).to_be_visible()  # beside the language picker, not instead of it
    widget.wait_for_answers(1)

    picker.select_option("big-model")
    widget.ask("Which model is this?")
    widget.wait_for_answers(2)
    turns = [r for r in fake_upstream.knobs.requests if "response_format" not in r]
    assert [r["model"] for r in turns] == ["fake-model", "big-model"]  # greeting, then the question

    page.reload()
    page.evaluate("() => ReverseRAG.open()")  # the panel may come back open already
    expect(page.get_by_role("combobox", name="Model")).to_have_value("big-model")
    assert page.evaluate("() => window.__violations") == []


def test_no_picker_when_the_server_offers_one_model(offline_server: str, page: Page) -> None:
    widget = Widget(page)
    page.goto(f"{offline_server}/demo/article")
    with page.expect_response("**/api/models") as listed:
        widget.launcher.click()
    assert listed.value.json()["models"] == [{"id": "reverserag-offline", "default": True}]
    widget.wait_for_answers(1)
    expect(page.get_by_role("combobox", name="Model")).to_have_count(0)
    expect(widget.language).to_be_visible()
