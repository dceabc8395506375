"""A translated page (a raw file or CI log the widget fetched instead of the DOM) is read as a
terminal shows it: page.terminal_text, applied by parse_page to translated payloads only."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverserag.page import parse_page, terminal_text

JOB_LOG = Path(__file__).resolve().parent.parent / "templates" / "assets" / "job.log"


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        # Colours and erase-line sequences out; the text between them stays.
        ("\x1b[32;1mJob succeeded\x1b[0;m\n", "Job succeeded\n"),
        ("\x1b[0K\x1b[36;1mPreparing\x1b[0;m", "Preparing"),
        # A hyperlink (OSC 8) keeps its text; a window title goes.
        ("see \x1b]8;;https://ci.example/job/7\x1b\\job 7\x1b]8;;\x1b\\ now", "see job 7 now"),
        ("\x1b]0;build\x07Building", "Building"),
        # One the widget's cut left unfinished, where the log was cut.
        ("Step 1\x1b\n\n[cut]", "Step 1\n\n[cut]"),
        ("Step 1\x1b[36\n\n[cut]", "Step 1\n\n[cut]"),
        # GitLab's section markers, with their options and the return after them.
        ("section_start:1715000000:prepare_executor\r\x1b[0KPreparing", "Preparing"),
        ("section_start:1715000004:get_sources[collapsed=true]\r\x1b[0KFetching", "Fetching"),
        ("done\nsection_end:1715000009:get_sources\r\x1b[0K", "done\n"),
        # A carriage return redraws its line (a progress bar): each drawing gets a line.
        ("10%\r50%\r100%\n", "10%\n50%\n100%\n"),
        ("a\r\nb", "a\r\nb"),
        # Nothing to take out: the same string.
        ("plain text, a section_ of it", "plain text, a section_ of it"),
    ],
)
def test_terminal_text(raw: str, shown: str) -> None:
    assert terminal_text(raw) == shown


def _payload(source: str, content: str) -> dict[str, object]:
    return {"url": "https://gitlab.example/acme/rocket/-/jobs/4242/raw", "title": "Job 4242", "source": source,
            "content": content, "main": content}


def test_a_translated_log_is_read_as_a_terminal_shows_it() -> None:
    log = JOB_LOG.read_text(encoding="utf-8")
    assert "\x1b[" in log and "section_start:" in log  # the demo job's log, as GitLab serves it
    page = parse_page(_payload("translated", "# Job 4242\n\n" + log), max_content_chars=2_000_000)
    for text in (page.content, page.main):
        assert "\x1b" not in text and "section_" not in text and "\r" not in text
        assert 'Preparing the "docker" executor' in text and "ERROR: Job failed: exit code 1" in text


def test_a_page_read_from_its_dom_is_left_as_it_is() -> None:
    """A page may quote a log (GitLab's own documentation shows section markers)."""
    quoted = "Write `section_start:1715000000:build\r\x1b[0K` before a section."
    page = parse_page(_payload("dom", quoted), max_content_chars=2_000_000)
    assert page.content == page.main == quoted
