"""Lint and types are part of the tests, so CI keeps them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)


def test_ruff():
    result = _run("ruff", "check", "server", "tests", "bench")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy():
    result = _run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
