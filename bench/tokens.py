"""Benchmark: counting tokens of text without spaces, against tiktoken given the text whole.

    python bench/tokens.py [--runs 3]

For 100,000 and 1,000,000 characters of each kind of text it times ``tokens.count`` (what the
server counts with) and tiktoken's ``encode_ordinary`` of the same text in one call, the best of
``--runs``, in CPU time (the machine may be busy). A run of letters or of punctuation with no space
is one piece of tiktoken's pattern, and BPE takes more than linear time in a piece's length;
``tokens.count`` encodes such a run in slices. **growth** is the time at 1 M over the time at 100
K: 10× is linear. Target: the count's growth under 15× for every kind. The counts must be equal to
tiktoken's of the whole (the slices are cut at token boundaries); a difference is printed.
"""

from __future__ import annotations

import argparse
import random
import string
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "server"))

from reverserag import tokens  # noqa: E402

SIZES = (100_000, 1_000_000)
PROSE = ("The ferry leaves the harbour at nine and crosses to the island in forty minutes; "
         "cars go below, bicycles travel free, and the café on the upper deck opens at half past. ")
COMMON_HAN = "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种"


def kinds(rnd: random.Random) -> dict[str, Callable[[int], str]]:
    return {
        "Han, no punctuation": lambda n: "".join(chr(rnd.randint(0x4E00, 0x9FFF)) for _ in range(n)),
        "Latin letters, no space": lambda n: "".join(rnd.choice(string.ascii_lowercase) for _ in range(n)),
        "punctuation run": lambda n: "".join(rnd.choice("=-*#~.,;:!?/|") for _ in range(n)),
        "English prose": lambda n: (PROSE * (n // len(PROSE) + 1))[:n],
        "Chinese prose": lambda n: "".join(rnd.choice(COMMON_HAN) + ("，" if rnd.random() < 0.06 else "")
                                           for _ in range(n))[:n],
    }


def best(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.process_time()
        fn()
        times.append(time.process_time() - started)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="repetitions; the best is kept")
    args = parser.parse_args()
    tokens.count("warm up")
    print(f"{'text':<24} {'size':>6} {'tokens':>10} {'count':>10} {'whole':>10} {'ns/token':>9}")
    results: dict[str, dict[int, tuple[float, float]]] = {}
    for name, make in kinds(random.Random(47)).items():
        for size in SIZES:
            text = make(size)
            ours = best(lambda text=text: tokens.count(text), args.runs)
            whole = best(lambda text=text: tokens.encoding().encode_ordinary(text), args.runs)
            counted, exact = tokens.count(text), len(tokens.encoding().encode_ordinary(text))
            results.setdefault(name, {})[size] = ours, whole
            note = "" if counted == exact else f"  (whole: {exact:,}, {counted - exact:+,})"
            print(f"{name:<24} {size // 1000:>5}K {counted:>10,} {ours * 1000:>7.0f} ms {whole * 1000:>7.0f} ms"
                  f" {ours / counted * 1e9:>9.0f}{note}")
    print()
    for name, by_size in results.items():
        (ours_small, whole_small), (ours_large, whole_large) = by_size[SIZES[0]], by_size[SIZES[-1]]
        growth = ours_large / ours_small
        verdict = "meets" if growth < 15 else "MISSES"
        print(f"{name + ':':<25} growth {growth:4.1f}× (linear is 10×; whole {whole_large / whole_small:4.1f}×)"
              f" — {verdict} the target")


if __name__ == "__main__":
    main()
