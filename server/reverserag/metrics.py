"""Counters and gauges, exposed in Prometheus' text format at ``GET /metrics``.

Per process: behind a load balancer, scrape each replica. ``reverserag_sessions`` is the store's
count, so with Redis it is the same on every replica.
"""

from __future__ import annotations

import bisect
from collections import Counter
from dataclasses import dataclass, field

#: Upper bounds (seconds) of the time-to-first-token histogram: a model on a CPU reads a page's
#: prompt for 30 s to minutes (SmolLM2-135M on llama-cpp-python, 2 cores: 39-75 s), and queued
#: behind another visitor longer, so buckets end at 10 minutes, not at 30 s where all of it was +Inf.
TTFT_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0)


@dataclass
class Metrics:
    sessions_created: int = 0
    streams_active: int = 0
    streams_total: int = 0
    tokens_streamed: int = 0
    ttft_sum: float = 0.0
    ttft_count: int = 0
    ttft_buckets: list[int] = field(default_factory=lambda: [0] * len(TTFT_BUCKETS))
    upstream_retries: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    rate_limited: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)
    classifications: Counter[str] = field(default_factory=Counter)  # by outcome (engines/upstream.py)
    classify_seconds: float = 0.0  # what new sessions waited for their classification, summed
    classify_count: int = 0

    def first_token(self, seconds: float) -> None:
        self.ttft_sum += seconds
        self.ttft_count += 1
        index = bisect.bisect_left(TTFT_BUCKETS, seconds)
        if index < len(self.ttft_buckets):
            self.ttft_buckets[index] += 1

    def render(self, sessions_live: int | None, memory: tuple[int, int] | None = None) -> str:
        """``sessions_live``: None when the store cannot be reached, which the counters go on to show;
        ``memory``: the memory store's bytes and evictions, when that is the store."""
        lines = [
            "# HELP reverserag_store_up Whether the session store answered this scrape.",
            "# TYPE reverserag_store_up gauge",
            f"reverserag_store_up {int(sessions_live is not None)}",
        ]
        if sessions_live is not None:
            lines += [
                "# HELP reverserag_sessions Live sessions in the store.",
                "# TYPE reverserag_sessions gauge",
                f"reverserag_sessions {sessions_live}",
            ]
        if memory is not None:
            lines += [
                "# HELP reverserag_store_bytes What the memory store's sessions hold.",
                "# TYPE reverserag_store_bytes gauge",
                f"reverserag_store_bytes {memory[0]}",
                "# HELP reverserag_sessions_evicted_total Sessions the memory store dropped to make room.",
                "# TYPE reverserag_sessions_evicted_total counter",
                f"reverserag_sessions_evicted_total {memory[1]}",
            ]
        lines += [
            "# TYPE reverserag_sessions_created_total counter",
            f"reverserag_sessions_created_total {self.sessions_created}",
            "# HELP reverserag_streams_active Answers streaming now in this process.",
            "# TYPE reverserag_streams_active gauge",
            f"reverserag_streams_active {self.streams_active}",
            "# TYPE reverserag_streams_total counter",
            f"reverserag_streams_total {self.streams_total}",
            "# TYPE reverserag_tokens_streamed_total counter",
            f"reverserag_tokens_streamed_total {self.tokens_streamed}",
            "# HELP reverserag_time_to_first_token_seconds From the stream's start to its first token.",
            "# TYPE reverserag_time_to_first_token_seconds histogram",
        ]
        running = 0
        for bound, n in zip(TTFT_BUCKETS, self.ttft_buckets, strict=True):
            running += n
            lines.append(f'reverserag_time_to_first_token_seconds_bucket{{le="{bound}"}} {running}')
        lines += [
            f'reverserag_time_to_first_token_seconds_bucket{{le="+Inf"}} {self.ttft_count}',
            f"reverserag_time_to_first_token_seconds_sum {self.ttft_sum:.6f}",
            f"reverserag_time_to_first_token_seconds_count {self.ttft_count}",
            "# HELP reverserag_stream_errors_total Streams that ended with an error event, by code.",
            "# TYPE reverserag_stream_errors_total counter",
        ]
        lines += [f'reverserag_stream_errors_total{{code="{code}"}} {n}'
                  for code, n in sorted(self.errors.items())]
        lines += ["# HELP reverserag_upstream_errors_total Upstream failures seen by streams, by code.",
                  "# TYPE reverserag_upstream_errors_total counter"]
        lines += [f'reverserag_upstream_errors_total{{code="{code}"}} {n}'
                  for code, n in sorted(self.errors.items()) if code.startswith("upstream_")]
        lines += ["# TYPE reverserag_upstream_retries_total counter",
                  f"reverserag_upstream_retries_total {self.upstream_retries}",
                  "# HELP reverserag_rate_limited_total Requests refused by a rate limit, by limit.",
                  "# TYPE reverserag_rate_limited_total counter"]
        lines += [f'reverserag_rate_limited_total{{limit="{name}"}} {n}'
                  for name, n in sorted(self.rate_limited.items())]
        lines += ["# HELP reverserag_classifications_total The model's page classifications, by outcome: "
                  "complete (the reply ended by itself), cut (by the timeout; the fields written whole are kept), "
                  "timeout (nothing usable by then), unusable (no valid field), error, "
                  "reused (the page's, asked before), paused (not asked: a call shortly before had nothing "
                  "written by the timeout).",
                  "# TYPE reverserag_classifications_total counter"]
        lines += [f'reverserag_classifications_total{{outcome="{outcome}"}} {n}'
                  for outcome, n in sorted(self.classifications.items())]
        lines += ["# HELP reverserag_classify_seconds What a new session waited for its page's classification.",
                  "# TYPE reverserag_classify_seconds summary",
                  f"reverserag_classify_seconds_sum {self.classify_seconds:.6f}",
                  f"reverserag_classify_seconds_count {self.classify_count}"]
        lines += ["# HELP reverserag_refused_total Requests refused for a cap or capacity, by code.",
                  "# TYPE reverserag_refused_total counter"]
        lines += [f'reverserag_refused_total{{code="{code}"}} {n}'
                  for code, n in sorted(self.refused.items())]
        return "\n".join(lines) + "\n"
