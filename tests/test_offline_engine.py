"""The offline engine's workings: it reads off the event loop, deterministically, only from the locked
page, and stops where it is told."""

from __future__ import annotations

import asyncio

from offline_helpers import CONTENT, ask, locked_messages, run
from reverserag.engines.offline import OfflineEngine
from reverserag.page import parse_page
from reverserag.settings import Settings


def test_the_engine_reads_the_page_off_the_event_loop(monkeypatch):
    """Reading a page is CPU work (140 ms for a greeting on a 100 KB page), which held up every
    other stream while it ran on the loop: it runs in a worker thread, and so does classification."""
    import threading

    from reverserag import classify_offline
    from reverserag.engines import offline

    where: list[str] = []

    def recording(name, real):
        def recorded(*args, **kwargs):
            where.append(f"{name} {threading.current_thread() is threading.main_thread()}")
            return real(*args, **kwargs)
        return recorded

    for module, name in ((offline, "_compose"), (offline, "_usage"), (classify_offline, "offline")):
        monkeypatch.setattr(module, name, recording(name, getattr(module, name)))
    run(locked_messages(), task="greeting")
    page = parse_page({"url": "https://example.org/rust", "content": CONTENT}, max_content_chars=100_000)
    asyncio.run(OfflineEngine(Settings()).classify(page, timeout=1))
    assert where == ["_compose False", "_usage False", "offline False"]


def test_it_is_deterministic():
    assert ask("What do lifetime annotations do?") == ask("What do lifetime annotations do?")


def test_it_answers_only_from_the_locked_page_text():
    messages = locked_messages()
    messages[0]["content"] = messages[0]["content"].replace("single owner", "single keeper")
    answer = run([messages[0], {"role": "user", "content": "Who owns a value?"}])[0]
    assert "single keeper" in answer and "single owner" not in answer


def test_max_tokens_cuts_the_stream_with_finish_reason_length():
    engine = OfflineEngine(Settings(offline_word_delay=0))

    async def go():
        return [i async for i in engine.stream(locked_messages(), task="greeting", max_tokens=5)]

    items = asyncio.run(go())
    assert len([i for i in items if isinstance(i, str)]) == 5
    assert items[-1].finish_reason == "length"


def test_the_budget_marker_is_not_quoted_as_the_page():
    long = "\n\n".join(f"## Model {i}\n\nThe model number {i} has {i} layers and sections of weights."
                       for i in range(400))
    messages = locked_messages(long, title="Models")
    system = messages[0]["content"]
    assert "[Page shortened to fit the model:" in system  # the budget cut this page
    answer = run([messages[0], {"role": "user", "content": "How many sections of the model were kept?"}])[0]
    assert "shortened" not in answer and "tokens kept" not in answer
