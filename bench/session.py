"""Benchmark: session creation against the floor of decoding the body and tokenizing it once.

    python bench/session.py [--quick]

For page payloads of about 10 KB, 100 KB and 1 MB of text it times what ``POST /api/sessions``
does — validate (``json.loads`` + ``parse_page``), then ``api.build_session`` exactly as the server
runs it: the 13 analyzers and the one tokenization of the page side by side in two threads, then
budget and lock — with classification excluded (an engine whose classify returns at once).
Beside it, the floor: ``json.loads`` of the same body plus one tiktoken encode of its content,
the least any server must do. Each page is created and then floored, back to back, and the ratio
is the median over pages of each page's ratio. Target: ≤ 3× the floor at 100 KB. It also prints
the CPU time of the same work done serially, for the record.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "server"))
sys.path.insert(0, str(HERE))

from analyzers import make_page  # noqa: E402  (bench/analyzers.py: realistic generated pages)
from reverserag import analyzers, tokens  # noqa: E402
from reverserag.api import build_session, lock_session  # noqa: E402
from reverserag.engines import ModelInfo  # noqa: E402
from reverserag.page import parse_page  # noqa: E402
from reverserag.settings import Settings  # noqa: E402

SIZES = ((10_000, 30), (100_000, 30), (1_000_000, 6))
SETTINGS = Settings(context_window=32_768, max_page_chars=5_000_000)
INFO = ModelInfo("bench", None)


class NoClassification:
    """Classification is excluded from this bench: a model call is not the server's CPU."""

    name = "bench"

    async def model(self) -> ModelInfo:
        return INFO

    async def classify(self, page, *, timeout):
        return None


async def create(body: bytes) -> None:
    page = parse_page(json.loads(body), max_content_chars=SETTINGS.max_page_chars)
    await build_session(page, SETTINGS, NoClassification())  # type: ignore[arg-type]


def serial(body: bytes) -> None:
    page = parse_page(json.loads(body), max_content_chars=SETTINGS.max_page_chars)
    findings = analyzers.run(page, SETTINGS.analyzers)
    lock_session(page, SETTINGS, findings, None, INFO)


def floor(body: bytes) -> None:
    tokens.encode(json.loads(body)["content"])


def timed(fn, body: bytes) -> float:
    started = time.perf_counter()
    fn(body)
    return time.perf_counter() - started


async def timed_async(body: bytes) -> float:
    started = time.perf_counter()
    await create(body)
    return time.perf_counter() - started


async def amain() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    analyzers.warm_up()
    tokens.encode("warm up")
    print(f"{'page':>8} {'create (median)':>16} {'floor (median)':>15} {'ratio':>7}"
          f" {'serial CPU':>12} {'ratio':>7}")
    results = {}
    for size, reps in SIZES:
        reps = max(2, reps // 3) if args.quick else reps
        # A fresh page each repetition, so no cache answers from an earlier one.
        bodies = [json.dumps(make_page(size, seed).to_json()).encode() for seed in range(reps)]
        # Each page is created, then floored, and its ratio taken then: a burst of load elsewhere
        # on the machine slows both sides of a ratio at once. The serial CPU time is a pass of
        # its own: run between the two, it slowed the next creation by up to a half (caches, GC).
        rows = [(await timed_async(b), timed(floor, b)) for b in bodies]
        create_t, floor_t = (statistics.median(column) for column in zip(*rows, strict=True))
        ratio = statistics.median(c / f for c, f in rows)
        serial_t = statistics.median(timed(serial, b) for b in bodies)
        serial_ratio = serial_t / floor_t
        results[size] = (create_t, ratio)
        print(f"{size // 1000:>6}KB {create_t * 1000:>13.2f} ms {floor_t * 1000:>12.2f} ms "
              f"{ratio:>6.2f}× {serial_t * 1000:>9.2f} ms {serial_ratio:>6.2f}×")
    ratio = results[100_000][1]
    growth = results[1_000_000][0] / results[100_000][0]
    verdict = "meets" if ratio <= 3 else "MISSES"
    print(f"\n100 KB: {ratio:.2f}× the floor — {verdict} the target of ≤ 3×")
    print(f"growth 100 KB → 1 MB: {growth:.1f}× (linear is 10×)")


def main() -> None:
    asyncio.run(amain())


if __name__ == "__main__":
    main()
