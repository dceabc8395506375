"""Structured logs with request ids, and no page text or visitor words in them (issue 7)."""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Iterator

import httpx
import pytest
import uvicorn

from reverserag.logs import QUIET_LIBRARIES, JsonFormatter, PlainFormatter, log_config, request_id
from reverserag.settings import Settings
from sse_client import events
from test_api import PAGE, create

SECRET = "ZEBRA7731"
SECRET_PAGE = {**PAGE, "title": f"Kettles {SECRET}", "selection": f"The {SECRET} model",
               "content": PAGE["content"] + f"\n\nThe {SECRET} model is private."}


def visit(base: str) -> str:
    """A visitor's whole conversation, some of it failing, with the secret everywhere."""
    sid = create(base, SECRET_PAGE)["session_id"]
    events(f"{base}/api/sessions/{sid}/greeting")
    events(f"{base}/api/sessions/{sid}/messages", {"content": f"Tell me about {SECRET}"})
    httpx.post(f"{base}/api/sessions/{sid}/messages", json={"content": SECRET * 2000})
    httpx.post(f"{base}/api/sessions", content=f'{{"url": "{SECRET}'.encode())
    return sid


def formatted(records: list[logging.LogRecord]) -> list[str]:
    out = []
    for formatter in (JsonFormatter(), PlainFormatter()):
        out += [formatter.format(record) for record in records]
    return out


def test_no_page_text_or_visitor_message_reaches_the_logs(app_server, caplog):
    base = app_server()
    with caplog.at_level(logging.DEBUG):
        visit(base)
    # Libraries that log every chunk at debug level are held at warning by the server's config.
    assert all(log_config(Settings())["loggers"][name]["level"] == "WARNING" for name in QUIET_LIBRARIES)
    lines = formatted([r for r in caplog.records if not r.name.startswith(QUIET_LIBRARIES)])
    assert any('"msg": "session created"' in line for line in lines)
    assert any('"msg": "message"' in line for line in lines)
    leaked = [line for line in lines if SECRET in line]
    assert not leaked, leaked[:3]


def test_the_debug_setting_logs_content(app_server, caplog):
    base = app_server(log_content=True)
    with caplog.at_level(logging.INFO):
        visit(base)
    assert any(SECRET in line for line in formatted(caplog.records))


def test_each_request_has_an_id_in_its_response_and_its_access_log(app_server, caplog):
    base = app_server()
    with caplog.at_level(logging.INFO, logger="reverserag"):
        made = httpx.post(f"{base}/api/sessions", json=PAGE)
        kept = httpx.get(f"{base}/api/sessions/{made.json()['session_id']}",
                         headers={"X-Request-Id": "lb-1234.abc"})
        junk = httpx.get(f"{base}/healthz", headers={"X-Request-Id": "<script>"})
    assert len(made.headers["x-request-id"]) == 16
    assert kept.headers["x-request-id"] == "lb-1234.abc"
    assert junk.headers["x-request-id"] != "<script>"
    # The API's answers hold conversations: never cached; none is sniffed (found by a security review).
    assert kept.headers["cache-control"] == "no-store" and kept.headers["x-content-type-options"] == "nosniff"
    assert junk.headers["x-content-type-options"] == "nosniff" and "cache-control" not in junk.headers
    access = [json.loads(JsonFormatter().format(r)) for r in caplog.records if r.name == "reverserag.access"]
    first = next(a for a in access if a["method"] == "POST")
    assert first["status"] == 201 and first["path"] == "/api/sessions" and first["client"] == "127.0.0.1"
    assert first["site"] == "demo" and first["ms"] > 0
    assert any(a.get("path", "").startswith("/api/sessions/") and a["status"] == 200 for a in access)
    created = next(r for r in caplog.records if r.getMessage() == "session created")
    assert created.session_id == made.json()["session_id"]  # type: ignore[attr-defined]


def test_the_json_formatter_writes_one_object_with_the_request_id_and_fields():
    token = request_id.set("abc123")
    try:
        record = logging.makeLogRecord({"name": "reverserag.test", "levelname": "INFO", "msg": "hi %s",
                                        "args": ("there",), "session_id": "s1", "ms": 1.5})
        line = JsonFormatter().format(record)
    finally:
        request_id.reset(token)
    entry = json.loads(line)
    assert entry["msg"] == "hi there" and entry["request_id"] == "abc123"
    assert entry["session_id"] == "s1" and entry["ms"] == 1.5 and entry["level"] == "info"
    assert "\n" not in line


def test_the_plain_formatter_writes_no_line_a_request_could_forge():
    """A path with %0A in it wrote a second, forged access line (found by a security review)."""
    from reverserag.logs import PlainFormatter

    record = logging.makeLogRecord({"name": "reverserag.access", "levelname": "INFO", "msg": "request",
                                    "path": "/api/sessions/abc\n2026-12-01 INFO reverserag.access request"})
    line = PlainFormatter().format(record)
    assert "\n" not in line and "path=/api/sessions/abc\\n2026-12-01 INFO" in line


def test_a_real_server_logs_json_lines_without_content_even_at_debug_level(server_factory):
    base = server_factory(REVERSERAG_LOG_LEVEL="debug")
    sid = visit(base)
    lines = [line for line in server_factory.log(base).splitlines() if line.strip()]
    entries = [json.loads(line) for line in lines]  # every line is one JSON object
    assert any(e["msg"].startswith("demo mode") and e["level"] == "warning" for e in entries)
    access = [e for e in entries if e["logger"] == "reverserag.access"]
    assert {e["path"] for e in access} >= {"/api/sessions", f"/api/sessions/{sid}/messages"}
    assert all(len(e["request_id"]) == 16 for e in access)
    assert not any(SECRET in line for line in lines)


@pytest.fixture
def logging_kept() -> Iterator[None]:
    """The loggers ``log_config`` sets up, put back as they were after the test."""
    names = ["reverserag", "uvicorn", "uvicorn.error", "uvicorn.access", *QUIET_LIBRARIES]
    kept = {name: (logging.getLogger(name).handlers[:], logging.getLogger(name).level,
                   logging.getLogger(name).propagate) for name in names}
    yield
    for name, (handlers, level, propagate) in kept.items():
        logger = logging.getLogger(name)
        logger.handlers[:], logger.level, logger.propagate = handlers, level, propagate


def test_serve_sets_up_the_logging_only_when_it_runs(monkeypatch, capsys, logging_kept):
    """CI logs showed "ValueError: I/O operation on closed file" from the access log in a server thread,
    around tests/test_widget_asset.py: a serve built in tests/test_upstream_requests.py (its run replaced)
    had set the "reverserag" logger's handler on that test's captured stderr, closed once it ended, and
    left the logger not propagating (so caplog saw none of its records) for every test after it."""
    from reverserag import cli

    for name in [n for n in os.environ if n.startswith("REVERSERAG_")]:
        monkeypatch.delenv(name)
    ours = logging.getLogger("reverserag")
    before = (ours.handlers[:], ours.propagate)
    runs = cli.Server.run
    monkeypatch.setattr(cli.Server, "run", lambda self: None)
    assert cli.main(["serve"]) == 0
    assert (ours.handlers, ours.propagate) == before
    monkeypatch.setattr(cli.Server, "run", runs)
    # A server that runs still sets it up: our handler on the stderr of the moment, not propagating.
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: None)
    assert cli.main(["serve"]) == 0
    assert [h.stream for h in ours.handlers if isinstance(h, logging.StreamHandler)] == [sys.stderr]
    assert not ours.propagate
    assert "Script tag" in capsys.readouterr().out


def test_a_test_server_leaves_the_loggers_as_it_found_them(logging_kept):
    """A ThreadedServer let uvicorn apply its default logging config as it was built: "uvicorn" and
    "uvicorn.error" got handlers on that moment's stderr (pytest's capture, closed after the test) and
    "uvicorn.access" stopped propagating, for every test after it."""
    from starlette.applications import Starlette

    from fake_upstream import ThreadedServer

    names = ("uvicorn", "uvicorn.error", "uvicorn.access")
    before = {name: (logging.getLogger(name).handlers[:], logging.getLogger(name).propagate) for name in names}
    ThreadedServer(Starlette())
    assert {name: (logging.getLogger(name).handlers, logging.getLogger(name).propagate) for name in names} == before
