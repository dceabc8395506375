"""Counters and gauges, exposed in Prometheus' text format at ``GET /metrics``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field


@dataclass
class Metrics:
    sessions_created: int = 0
    streams_active: int = 0
    streams_total: int = 0
    tokens_streamed: int = 0
    ttft_sum: float = 0.0
    ttft_count: int = 0
    errors: Counter[str] = field(default_factory=Counter)

    def first_token(self, seconds: float) -> None:
        self.ttft_sum += seconds
        self.ttft_count += 1

    def render(self, sessions_live: int) -> str:
        lines = [
            "# TYPE reverserag_sessions gauge",
            f"reverserag_sessions {sessions_live}",
            "# TYPE reverserag_sessions_created_total counter",
            f"reverserag_sessions_created_total {self.sessions_created}",
            "# TYPE reverserag_streams_active gauge",
            f"reverserag_streams_active {self.streams_active}",
            "# TYPE reverserag_streams_total counter",
            f"reverserag_streams_total {self.streams_total}",
            "# TYPE reverserag_tokens_streamed_total counter",
            f"reverserag_tokens_streamed_total {self.tokens_streamed}",
            "# TYPE reverserag_time_to_first_token_seconds summary",
            f"reverserag_time_to_first_token_seconds_sum {self.ttft_sum:.6f}",
            f"reverserag_time_to_first_token_seconds_count {self.ttft_count}",
            "# TYPE reverserag_stream_errors_total counter",
        ]
        lines += [f'reverserag_stream_errors_total{{code="{code}"}} {n}'
                  for code, n in sorted(self.errors.items())]
        return "\n".join(lines) + "\n"
