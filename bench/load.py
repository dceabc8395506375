"""Load benchmark: the proxy against the fake upstream on loopback, and against calling it directly.

    python bench/load.py [--quick] [--streams 1000] [--samples 300] [--sessions 500]

Three processes on this machine: the fake OpenAI-compatible upstream (``tests/fake_upstream.py``),
one ``reverserag serve`` worker in front of it, and this client. It prints:

1. time to first token added by the proxy: the median of (proxy - direct) over interleaved
   samples, the direct request replaying byte for byte the body the proxy sent upstream for a
   fresh session's first question on a 2,000-word page (target ≤ 2 ms);
2. streamed-token throughput through the proxy relative to direct (target ≥ 0.8×);
3. concurrent streams one worker holds with zero errors (target 1,000): opened at 100 a second,
   held open by a slow upstream (30 s answers), each must end with ``done``; and the first token
   of a new visitor while they are all open;
4. memory per idle session in the worker, relative to the page's size.

Every loop is bounded and stops by itself; everything listens on 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "server"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(HERE))

from analyzers import make_page  # noqa: E402  (bench/analyzers.py: realistic generated pages)
from fake_upstream import free_port  # noqa: E402

QUESTION = {"content": "What changed in this release, and what does the pro plan cost?"}


def raise_fd_limit() -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # children inherit it
    return hard


def page_of_words(words: int, seed: int = 7) -> dict[str, Any]:
    size = words * 6
    while True:
        page = make_page(size, seed).to_json()
        count = len(page["content"].split())
        if count >= words:
            return page
        size = int(size * words / count) + 50


def wait_until_up(url: str, process: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"{url}: the process exited with {process.returncode}")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise SystemExit(f"{url} did not come up")


def spawn(stack: ExitStack, args: list[str], env: dict[str, str], probe: str) -> subprocess.Popen[bytes]:
    full = {k: v for k, v in os.environ.items() if not k.startswith("REVERSERAG_")}
    process = subprocess.Popen(args, env={**full, **env}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    stack.callback(lambda: (process.terminate(), process.wait(20)))
    wait_until_up(probe, process)
    return process


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def knobs(upstream: str, **changes: Any) -> dict[str, Any]:
    return dict(httpx.post(f"{upstream}/_knobs", json=changes, timeout=10).json())


def new_session(client: httpx.Client, proxy: str, page: dict[str, Any]) -> str:
    response = client.post(f"{proxy}/api/sessions", json=page, timeout=60)
    response.raise_for_status()
    return str(response.json()["session_id"])


def first_token_via_proxy(client: httpx.Client, proxy: str, sid: str) -> float:
    started = time.perf_counter()
    with client.stream("POST", f"{proxy}/api/sessions/{sid}/messages", json=QUESTION) as response:
        lines = response.iter_lines()
        for line in lines:
            if line.startswith("event: token"):
                elapsed = time.perf_counter() - started
                for _ in lines:  # read to the end, so the connection goes back to the pool
                    pass
                return elapsed
    raise RuntimeError("the proxy sent no token")


def first_token_direct(client: httpx.Client, upstream: str, body: bytes) -> float:
    started = time.perf_counter()
    with client.stream("POST", f"{upstream}/v1/chat/completions", content=body,
                       headers={"Content-Type": "application/json"}) as response:
        lines = response.iter_lines()
        for line in lines:
            if line.startswith("data: {") and '"content": "' in line and '"content": ""' not in line:
                elapsed = time.perf_counter() - started
                for _ in lines:
                    pass
                return elapsed
    raise RuntimeError("the upstream sent no token")


def measure_ttft(proxy: str, upstream: str, page: dict[str, Any], samples: int) -> dict[str, float]:
    knobs(upstream, reply="The pro plan costs $49.", delay=0, first_byte_delay=0, reset_log=True)
    with httpx.Client(timeout=30) as client:
        sessions = [new_session(client, proxy, page) for _ in range(samples + 20)]
        first_token_via_proxy(client, proxy, sessions[0])
        body = json.dumps(httpx.get(f"{upstream}/_last").json()).encode()
        direct, via = [], []
        for n, sid in enumerate(sessions[1:]):
            d = first_token_direct(client, upstream, body)
            p = first_token_via_proxy(client, proxy, sid)
            if n >= 19:  # the first ones warm both paths up
                direct.append(d)
                via.append(p)
    added = [p - d for p, d in zip(via, direct, strict=True)]
    return {"direct": statistics.median(direct), "proxy": statistics.median(via),
            "added": statistics.median(added), "added_p90": statistics.quantiles(added, n=10)[8],
            "body_kb": len(body) / 1024, "samples": len(added)}


def words_per_second(lines: Any, text_of: Any) -> tuple[int, float]:
    """Words of answer text received per second, first word to last. Words, not events: the
    proxy may carry deltas that arrived together in one event, and each word is one delta."""
    count, first, last = 0, 0.0, 0.0
    for line in lines:
        text = text_of(line)
        if text:
            last = time.perf_counter()
            first = first or last
            count += len(text.split())
    return count, count / (last - first) if last > first else 0.0


def proxy_text(line: str) -> str:
    return str(json.loads(line[5:])["text"]) if line.startswith("data:") and '"text"' in line else ""


def upstream_text(line: str) -> str:
    if not line.startswith("data: {"):
        return ""
    choices = json.loads(line[6:]).get("choices") or [{}]
    return str((choices[0].get("delta") or {}).get("content") or "")


def measure_throughput(proxy: str, upstream: str, pids: dict[str, int], page: dict[str, Any],
                       rounds: int) -> dict[str, Any]:
    """Rates in words a second, and what each process spent on a word (CPU µs): the CPU figures
    hold on a busy machine, where the rates swing with everything else running."""
    words = 4000
    knobs(upstream, reply=" ".join(f"tok{i}" for i in range(words)), delay=0, reset_log=True)
    rates: dict[str, list[float]] = {"direct": [], "proxy": []}
    cpu: dict[str, dict[str, list[float]]] = {path: {"upstream": [], "proxy": [], "client": []}
                                              for path in rates}

    def timed(path: str, run: Any) -> None:
        before = {name: cpu_seconds(pid) for name, pid in pids.items()}
        client_before = time.process_time()
        count, rate = run()
        assert count == words, count
        rates[path].append(rate)
        for name, pid in pids.items():
            cpu[path][name].append((cpu_seconds(pid) - before[name]) / words * 1e6)
        cpu[path]["client"].append((time.process_time() - client_before) / words * 1e6)

    with httpx.Client(timeout=120) as client:
        for _ in range(rounds):
            sid = new_session(client, proxy, page)

            def via_proxy(sid: str = sid) -> tuple[int, float]:
                with client.stream("POST", f"{proxy}/api/sessions/{sid}/messages", json=QUESTION) as response:
                    return words_per_second(response.iter_lines(), proxy_text)

            timed("proxy", via_proxy)
            body = json.dumps(httpx.get(f"{upstream}/_last").json()).encode()

            def direct(body: bytes = body) -> tuple[int, float]:
                with client.stream("POST", f"{upstream}/v1/chat/completions", content=body,
                                   headers={"Content-Type": "application/json"}) as response:
                    return words_per_second(response.iter_lines(), upstream_text)

            timed("direct", direct)
    median = {path: statistics.median(values) for path, values in rates.items()}
    return {**median, "ratio": median["proxy"] / median["direct"],
            "cpu": {path: {name: statistics.median(v) for name, v in by.items()} for path, by in cpu.items()}}


async def hold_streams(proxy: str, upstream: str, worker: int, streams: int) -> dict[str, Any]:
    small = {"url": "https://example.com/c", "title": "Concurrency",
             "content": "# Concurrency\n\n" + "A short page for many sessions. " * 40}
    chunks, every = 60, 0.5  # each answer lasts about 30 s: all are open at once after the ramp
    knobs(upstream, delay=0, reset_log=True)  # sessions are made first, at full speed
    # No keep-alive: a pooled connection the server closes as it idles would be a client-side
    # error, not the proxy's. Each stream is its own connection anyway.
    limits = httpx.Limits(max_connections=streams + 50, max_keepalive_connections=0)
    async with httpx.AsyncClient(timeout=httpx.Timeout(60, connect=30), limits=limits) as client:
        made = []
        for start in range(0, streams, 100):
            made += await asyncio.gather(*(client.post(f"{proxy}/api/sessions", json=small)
                                           for _ in range(min(100, streams - start))))
        probes = [(await client.post(f"{proxy}/api/sessions", json=small)).json()["session_id"] for _ in range(20)]
        knobs(upstream, reply=" ".join(f"w{i}" for i in range(chunks)), delay=every)
        sessions = [r.json()["session_id"] for r in made if r.status_code == 201]
        errors: list[str] = [f"create {r.status_code}" for r in made if r.status_code != 201]
        first_tokens: list[float] = []
        probed: list[float] = []
        peak = {"proxy": 0, "upstream": 0, "rss": 0.0}

        async def probe(sid: str) -> None:
            """A new visitor's first token while the worker holds every other stream."""
            started = time.perf_counter()
            async with client.stream("POST", f"{proxy}/api/sessions/{sid}/messages", json=QUESTION) as r:
                async for line in r.aiter_lines():
                    if line.startswith("event: token"):
                        probed.append(time.perf_counter() - started)
                        return  # and hang up: that cancels its upstream request

        async def one(sid: str) -> None:
            started = time.perf_counter()
            try:
                async with client.stream("POST", f"{proxy}/api/sessions/{sid}/messages", json=QUESTION) as r:
                    if r.status_code != 200:
                        errors.append(f"HTTP {r.status_code}")
                        return
                    names, words = [], 0
                    async for line in r.aiter_lines():
                        if line.startswith("event:"):
                            if not names:
                                first_tokens.append(time.perf_counter() - started)
                            names.append(line[6:].strip())
                        words += len(proxy_text(line).split())
                    if words != chunks or names[-1] != "done":
                        errors.append(f"stream ended with {names[-1:]} after {words} words")
            except httpx.HTTPError as exc:
                errors.append(exc.__class__.__name__)

        async def watch() -> None:
            for _ in range(300):  # bounded: at most ~90 s
                await asyncio.sleep(0.3)
                metrics = (await client.get(f"{proxy}/metrics")).text
                active = int(next(ln.split()[1] for ln in metrics.splitlines()
                                  if ln.startswith("reverserag_streams_active ")))
                peak["proxy"] = max(peak["proxy"], active)
                peak["upstream"] = max(peak["upstream"], (await client.post(f"{upstream}/_knobs", json={}))
                                       .json()["active"])
                peak["rss"] = max(peak["rss"], rss_mb(worker))
                if active >= streams and probes:
                    for sid in probes:
                        await probe(sid)
                    probes.clear()
                if all(task.done() for task in tasks):
                    return

        started = time.perf_counter()
        tasks = []
        for n, sid in enumerate(sessions):  # a ramp, 100 a second: a crowd, not a stampede
            tasks.append(asyncio.create_task(one(sid)))
            if n % 25 == 24:
                await asyncio.sleep(0.25)
        await asyncio.gather(watch(), *tasks)
        return {"streams": len(sessions), "errors": errors, "peak_proxy": peak["proxy"],
                "peak_upstream": peak["upstream"], "rss_mb": peak["rss"],
                "ttft_p50": statistics.median(first_tokens) if first_tokens else float("nan"),
                "ttft_max": max(first_tokens, default=float("nan")),
                "probe_p50": statistics.median(probed) if probed else float("nan"), "probes": len(probed),
                "seconds": time.perf_counter() - started}


def measure_memory(proxy: str, upstream: str, worker: int, page: dict[str, Any], sessions: int) -> dict[str, float]:
    knobs(upstream, delay=0, reply="ok", reset_log=True)
    with httpx.Client(timeout=60) as client:
        for _ in range(20):
            new_session(client, proxy, page)  # warm: caches, arenas, the thread pool
        before = rss_mb(worker)
        for _ in range(sessions):
            new_session(client, proxy, page)
        after = rss_mb(worker)
    per_session = (after - before) * 1024 * 1024 / sessions
    page_bytes = len(page["content"].encode())
    return {"per_session_kb": per_session / 1024, "page_kb": page_bytes / 1024, "ratio": per_session / page_bytes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples and streams")
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=500, help="idle sessions for the memory figure")
    args = parser.parse_args()
    if args.quick:
        args.streams, args.samples, args.sessions = min(args.streams, 200), min(args.samples, 60), 100
    fds = raise_fd_limit()
    page = page_of_words(2000)
    up_port, proxy_port = free_port(), free_port()
    upstream, proxy = f"http://127.0.0.1:{up_port}", f"http://127.0.0.1:{proxy_port}"
    with ExitStack() as stack:
        fake = spawn(stack, [sys.executable, str(ROOT / "tests" / "fake_upstream.py"), "--port", str(up_port)],
                     {}, f"{upstream}/v1/models")
        worker_env = {
            "REVERSERAG_UPSTREAM_URL": f"{upstream}/v1", "REVERSERAG_LOG_LEVEL": "warning",
            "REVERSERAG_MAX_SESSIONS": "100000", "REVERSERAG_MAX_STREAMS": str(max(args.streams + 100, 1000)),
            "REVERSERAG_IP_SESSIONS_PER_MINUTE": "0", "REVERSERAG_IP_MESSAGES_PER_MINUTE": "0",
            "REVERSERAG_SITE_SESSIONS_PER_MINUTE": "0", "REVERSERAG_SITE_MESSAGES_PER_MINUTE": "0",
        }
        worker = spawn(stack, [sys.executable, "-m", "reverserag", "serve"],
                       {**worker_env, "REVERSERAG_PORT": str(proxy_port)}, f"{proxy}/healthz")
        words = len(page["content"].split())
        print(f"reverserag load bench — {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}, fd limit "
              f"{fds}, page of {words:,} words ({len(page['content']) / 1024:.1f} KB), loopback only\n", flush=True)

        ttft = measure_ttft(proxy, upstream, page, args.samples)
        print(f"1. time to first token, median of {ttft['samples']} interleaved pairs "
              f"(upstream request body {ttft['body_kb']:.1f} KB)")
        print(f"   direct {ttft['direct'] * 1000:.2f} ms, through the proxy {ttft['proxy'] * 1000:.2f} ms")
        verdict = "meets" if ttft["added"] <= 0.002 else "MISSES"
        print(f"   added by the proxy: {ttft['added'] * 1000:.2f} ms median, {ttft['added_p90'] * 1000:.2f} ms p90"
              f" — {verdict} the ≤ 2 ms target\n", flush=True)

        tput = measure_throughput(proxy, upstream, {"upstream": fake.pid, "proxy": worker.pid}, page,
                                  3 if args.quick else 7)
        verdict = "meets" if tput["ratio"] >= 0.8 else "MISSES"
        print(f"2. streamed tokens (words) per second, one 4,000-word answer as fast as the upstream "
              f"sends: direct {tput['direct']:,.0f}, through the proxy {tput['proxy']:,.0f} — "
              f"{tput['ratio']:.2f}× — {verdict} the ≥ 0.8× target")
        c = tput["cpu"]
        print(f"   CPU µs per token — direct: upstream {c['direct']['upstream']:.1f}, client "
              f"{c['direct']['client']:.1f}; through the proxy: upstream {c['proxy']['upstream']:.1f}, "
              f"proxy {c['proxy']['proxy']:.1f}, client {c['proxy']['client']:.1f}\n", flush=True)

        held = asyncio.run(hold_streams(proxy, upstream, worker.pid, args.streams))
        verdict = "meets" if held["peak_proxy"] >= 1000 and not held["errors"] else "MISSES"
        print(f"3. concurrent streams on one worker: {held['streams']} opened in {held['streams'] / 100:.0f} s, peak "
              f"{held['peak_proxy']} streaming in the proxy ({held['peak_upstream']} upstream), "
              f"{len(held['errors'])} errors — {verdict} the 1,000 with zero errors target")
        print(f"   a new visitor's first token while {held['streams']} stream: median "
              f"{held['probe_p50'] * 1000:.1f} ms ({held['probes']} probes); first tokens during the "
              f"ramp: median {held['ttft_p50'] * 1000:.0f} ms, max {held['ttft_max'] * 1000:.0f} ms")
        print(f"   worker peak RSS {held['rss_mb']:.0f} MB; {held['seconds']:.1f} s in all", flush=True)
        if held["errors"]:
            print(f"   errors (first 5): {held['errors'][:5]}")
        print()

        # A fresh worker: one that has held 1,000 streams has free memory to put sessions in.
        fresh_port = free_port()
        fresh = spawn(stack, [sys.executable, "-m", "reverserag", "serve"],
                      {**worker_env, "REVERSERAG_PORT": str(fresh_port)}, f"http://127.0.0.1:{fresh_port}/healthz")
        mem = measure_memory(f"http://127.0.0.1:{fresh_port}", upstream, fresh.pid, page, args.sessions)
        print(f"4. memory per idle session ({args.sessions} sessions, RSS growth of a fresh worker): "
              f"{mem['per_session_kb']:.1f} KB for a {mem['page_kb']:.1f} KB page — {mem['ratio']:.1f}× the page")
        print(f"\nload average at the end: {os.getloadavg()[0]:.1f} (the rates above swing with it)")


if __name__ == "__main__":
    main()
