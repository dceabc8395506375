"""What the widget experience tests share: the widget opened on a :class:`RoutedAPI`, a real server
in front of the fake upstream, and the constants several of them use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Site
from playwright.sync_api import expect
from routed_api import Reply, RoutedAPI, Widget, error

SECURE = "http://localhost"  # the demo site again, as a secure context (the clipboard API needs one)

MARKDOWN = """### Getting there

The **night train** leaves at *21:40* and `arrives` at __07:15__, ~~never~~ on time; snake_case_names stay.

1. Book early
2. Bring *earplugs*
   - and a **sleep mask**
   - and water

3. Sleep

- one
- two

> Quoted from the timetable.

| Route | Seat | Couchette |
|:------|:----:|----------:|
| Vienna – Hamburg | €39 | €79 |
| Zürich – Berlin | €49 | €89 |

```python
print("hello <b>")
```

See [the operator](https://example.org/nightjet?x=1&y=2), <mailto:help@example.org> or https://example.com/path.

---
Done."""


def _open_with(site: Site, widget: Widget, api_greeting: str = "Hello!", path: str = "/demo/article",
               **api: Any) -> RoutedAPI:
    routed = RoutedAPI(site.page, greeting=api_greeting, **api)
    site.goto(path)
    widget.launcher.click()
    expect(widget.panel).to_be_visible()
    return routed


def _fake(server_factory: Callable[..., str], fake_upstream: Any, **knobs: Any) -> str:
    fake_upstream.reset(**knobs)
    return server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)


def _contrast(a: list[int], b: list[int]) -> float:
    def luminance(rgb: list[int]) -> float:
        c = [v / 255 for v in rgb]
        c = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _converse(site: Site, widget: Widget) -> None:
    failure = Reply(error=error("upstream_unavailable"))
    _open_with(site, widget, "Hello! I read **this page**. Ask me anything.", replies=[Reply(MARKDOWN), failure])
    widget.wait_for_answers(1)
    widget.ask("How do I get there?")
    widget.wait_for_answers(2)
    widget.ask("And back?")
    expect(widget.errors).to_have_count(1)


def _asked_once(offline_server: str, widget: Widget) -> tuple[str, str]:
    """The article's chat, greeted and asked one question: its session, and the log as shown."""
    widget.record_events()
    widget.page.goto(f"{offline_server}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("How much is a mini cabin between Vienna and Hamburg?")
    widget.wait_for_answers(2)
    [session] = [s["session_id"] for s in widget.events("session")]
    return session, widget.log.inner_text()
