"""Benchmark: how often the offline engine says "I could not find that" to questions a page answers.

    python bench/offline_questions.py [--corpus DIR]     # the pages of ../shared/corpus/readability-test-pages/
    python bench/offline_questions.py --save PAYLOADS    # ... and keep what the widget extracted, as JSON
    python bench/offline_questions.py --payloads PAYLOADS [--answers OUT]

Each corpus page is extracted in Chromium as ``bench/extraction.py`` does (scripts removed, nothing
else loads), locked as a session is, greeted, and asked questions made from the page itself: up to
four of its own lines that end in "?" (a FAQ's questions), "What is X?" for up to four terms of its
definition lists, "What about X?" for its second to fourth headings, "What is x?" for two words of
its title; and four that the page may not answer ("What time does it start?", "Which ones are free?",
"What is the phone number?", "How do I contact them?"). ``--payloads`` reads the pages from a file
``--save`` wrote instead, so two versions of the engine can be compared on the same text (run this
script from each tree); ``--answers`` writes every answer, for a diff.

What it counts is a floor on misses, not a measure of right answers: a question made from the page
that gets "could not find" is a miss (the page holds its words), but a quote that answers it badly
counts as found. For the four questions the page may not answer, "could not find" is often right;
they are counted apart, to see a change, not to be driven to zero.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "server"))
sys.path.insert(0, str(HERE))

from extraction import CORPUS  # noqa: E402
from reverserag import context  # noqa: E402
from reverserag.engines.offline import OfflineEngine  # noqa: E402
from reverserag.page import parse_page  # noqa: E402
from reverserag.settings import Settings  # noqa: E402

EXTRACT = "async () => { document.body.getBoundingClientRect(); return await ReverseRAG.extract({settle: false}); }"
NOT_FOUND = "I could not find that"
MAY_BE_ABSENT = ("What time does it start?", "Which ones are free?", "What is the phone number?",
                 "How do I contact them?")
_MARKS = re.compile(r"\[¶\d+\]\s*|[*#>]")


def extracted(folders: list[Path]) -> dict[str, Any]:
    """Each page's payload as the widget extracts it in Chromium."""
    from playwright.sync_api import sync_playwright

    from extraction import CHROMIUM, CHROMIUM_ARGS, WIDGET, open_page, widget_script

    widget = widget_script(WIDGET)
    payloads: dict[str, Any] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        tabs = browser.new_context()
        for folder in folders:
            tab = open_page(tabs, folder, widget)
            try:
                payloads[folder.name] = tab.evaluate(EXTRACT)
            finally:
                tab.close()
        browser.close()
    return payloads


def questions(payload: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The questions made from the page, and the ones it may not answer."""
    text = payload.get("content") or ""
    raw = text.splitlines()
    lines = [_MARKS.sub("", line).strip() for line in raw]
    asked = [line for line in lines if line.endswith("?") and 2 <= len(line.split()) <= 14][:4]
    defined = [lines[i] for i in range(len(lines) - 2)
               if lines[i] and not lines[i + 1] and raw[i + 2].startswith(": ")]
    asked += [f"What is {term}?" for term in defined[:4]]
    asked += [f"What about {h['text']}?" for h in (payload.get("headings") or [])[1:4]]
    asked += [f"What is {w.lower()}?" for w in re.findall(r"[A-Za-z]{5,}", payload.get("title") or "")[:2]]
    return asked, list(MAY_BE_ABSENT)


def answered(engine: OfflineEngine, messages: list[dict[str, str]], task: str = "chat") -> str:
    async def go() -> str:
        return "".join([item async for item in engine.stream(messages, task=task) if isinstance(item, str)])

    return asyncio.run(go())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS, help=f"the corpus's folder (default {CORPUS})")
    parser.add_argument("--payloads", type=Path, help="read the pages from this file (written by --save)")
    parser.add_argument("--save", type=Path, help="write the extracted pages to this file")
    parser.add_argument("--answers", type=Path, help="write every answer to this file (JSON), for a diff")
    args = parser.parse_args(argv)
    if args.payloads:
        payloads = json.loads(args.payloads.read_text(encoding="utf-8"))
    else:
        if not args.corpus.is_dir():
            print(f"no corpus at {args.corpus}: nothing to measure")
            return 0
        payloads = extracted(sorted(p for p in args.corpus.iterdir() if p.is_dir()))
        if args.save:
            args.save.write_text(json.dumps(payloads, ensure_ascii=False), encoding="utf-8")
    engine = OfflineEngine(Settings(offline_word_delay=0))
    counts = {"page": [0, 0], "absent": [0, 0]}  # asked, not found
    answers: dict[str, dict[str, str]] = {}
    for name in sorted(payloads):
        page = parse_page(payloads[name], max_content_chars=5_000_000)
        locked = context.lock(page, persona=None, intelligence="", classification=None, context_window=8192)
        system = {"role": "system", "content": locked.system_message}
        said = answers[name] = {"greeting": answered(engine, [system, {"role": "user", "content":
                                                                       context.greeting_request(page)}], "greeting")}
        from_page, absent = questions(payloads[name])
        for kind, asked in (("page", from_page), ("absent", absent)):
            for question in asked:
                said[question] = answered(engine, [system, {"role": "user", "content": question}])
                counts[kind][0] += 1
                counts[kind][1] += said[question].startswith(NOT_FOUND)
    if args.answers:
        args.answers.write_text(json.dumps(answers, indent=1, sort_keys=True, ensure_ascii=False), encoding="utf-8")
    (page_asked, page_missed), (absent_asked, absent_missed) = counts["page"], counts["absent"]
    print(f"{len(payloads)} pages, {page_asked + absent_asked} questions")
    print(f"  made from the page:   {page_missed:>4} of {page_asked:>4} not found "
          f"({page_missed / (page_asked or 1):.1%})")
    print(f"  it may not answer:    {absent_missed:>4} of {absent_asked:>4} not found "
          f"({absent_missed / (absent_asked or 1):.1%})")
    print(f"  all:                  {page_missed + absent_missed:>4} of {page_asked + absent_asked:>4}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
