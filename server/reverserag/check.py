"""``reverserag check``: the settings, the widget, the session store and each model server, tried as
sessions will use them, with what each one answered.

For every model server the sites use (one, unless the sites file gives sites their own model or
window): which models it lists, the model sessions will use, its context window and where that
came from (the figure the budget fits pages into, or the 8,192 assumed when nothing says it), one
short streamed answer with its timings, a greeting on a page's prompt timed to its first words
(check_greeting.py), and one page classification. Nothing is kept, and no
server is started.
The exit status is 0 when everything works, 1 when something does not (each line says what it was
told), and 2 for settings that cannot be read, as for ``serve``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import re
import time
from typing import TextIO

import httpx

from . import sites, tokens
from .budget import DEFAULT_CONTEXT_WINDOW
from .check_greeting import Timed, greeting, timed
from .engines import Engine, ModelLister, open_engine
from .engines.classifier import PAUSED_FOR
from .engines.upstream import UpstreamEngine
from .engines.windows import SMALLEST
from .errors import ReverseRagError, UpstreamError
from .page import parse_page, terminal_text
from .settings import Settings, shown_address
from .stores import check_store, open_store

#: What the answer check asks, and the most it may take (a reasoning model thinks first).
QUESTION = "Reply with the single word OK."
ANSWER_TOKENS = 512
# A page to classify: short, and plainly a page of one kind.
_PAGE = {
    "url": "https://example.com/opening-hours",
    "title": "Opening hours and prices",
    "content": "# Opening hours and prices\n\nThe museum is open Tuesday to Sunday, 10:00 to 18:00. "
               "Tickets cost 12 euros; children under 12 enter free. Guided tours start at 11:00 "
               "and 15:00 and take one hour.",
}


#: What the model's tokens per cl100k token are measured on: a page as the model reads it (labels,
#: a link, figures, a line of code), in English.
_SAMPLE = (
    "# Opening hours and prices\n\n[¶1] The museum is open Tuesday to Sunday, 10:00 to 18:00, and until "
    "21:00 on the first Friday of each month. Tickets cost 12 euros; children under 12 enter free, and "
    "students pay 8 euros with a valid card. [¶2] Guided tours start at 11:00 and 15:00 and take one hour; "
    "book them at [the ticket office](https://example.com/tickets) or by calling +33 1 23 45 67 89. "
    "[¶3] The café on the second floor serves lunch from noon, with vegetarian dishes every day.\n\n"
    "## Getting here\n\n[¶4] Take line 4 of the metro to Saint-Michel, then walk north for five minutes. "
    "Bicycles can be left in the courtyard.\n\n```sh\ncurl -s https://example.com/api/hours?day=tuesday\n```\n"
)
#: Where servers count a text's tokens in their own vocabulary, tried in turn: llama-cpp-python,
#: llama.cpp's server, vLLM. Each under the server's root, not its ``/v1``.
_TOKENIZERS = (
    ("/extras/tokenize", lambda text, model: {"input": text, "model": model}),
    ("/tokenize", lambda text, model: {"content": text}),
    ("/tokenize", lambda text, model: {"model": model, "prompt": text}),
)


class Report:
    """The lines printed, and how many checks failed."""

    def __init__(self, out: TextIO):
        self.out = out
        self.failed = 0
        self.warned = 0

    def line(self, label: str, text: str, *, indent: str = "") -> None:
        print(f"{indent}{label:<{10 - len(indent)}} {text}", file=self.out, flush=True)

    def ok(self, label: str, text: str, **kw: str) -> None:
        self.line(label, f"ok: {text}", **kw)

    def warn(self, label: str, text: str, **kw: str) -> None:
        self.warned += 1
        self.line(label, f"warning: {text}", **kw)

    def fail(self, label: str, text: str, **kw: str) -> None:
        self.failed += 1
        self.line(label, f"FAILED: {text}", **kw)


async def run(settings: Settings, out: TextIO) -> int:
    """Check everything ``settings`` names and print what was found to ``out``; the exit status."""
    report = Report(out)
    check_store(settings)
    registry = sites.load(settings)  # a SettingsError goes to the caller, as for serve
    where = f"{len(registry.by_key)} from {settings.sites}" if settings.sites else "none (demo mode)"
    report.line("sites", where)
    _widget(settings, report)
    await _store(settings, report)
    groups: dict[tuple[object, ...], list[str]] = {}
    configs: dict[tuple[object, ...], Settings] = {}
    for site in registry.all():
        s = site.settings
        same = (s.upstream_url, s.upstream_key, s.model, s.models, s.context_window, s.classify_timeout,
                s.reasoning_tokens)
        groups.setdefault(same, []).append(site.key or "demo")
        configs.setdefault(same, s)
    async with httpx.AsyncClient(trust_env=False) as client:
        for key, names in groups.items():
            set_by = ("REVERSERAG_CONTEXT_WINDOW" if configs[key].context_window == settings.context_window
                      else "the sites file (context_window)")
            await _engine(configs[key], names, client, report, several=len(groups) > 1, window_set_by=set_by)
    if report.failed:
        report.line("result", f"{report.failed} check{'s' * (report.failed > 1)} FAILED")
        return 1
    warned = f", {report.warned} warning{'s' * (report.warned > 1)}" if report.warned else ""
    report.line("result", f"everything works{warned}")
    return 0


def _widget(settings: Settings, report: Report) -> None:
    """The widget as it will be served: its size on the wire (the file every page loads, then the
    files it fetches when needed), and whether it is minified as meant."""
    from . import web
    from .resources import widget_path

    served = web.Widget.load(widget_path(), minify=settings.widget_minify)
    sizes = f"{len(served.gzip.body):,} B gzip, {len(served.br.body):,} B Brotli"
    fetched = [f"its {name} file {len(part.gzip.body):,} B gzip"
               for name, part in (("chat", served.chat), ("vault", served.vault)) if part is not None]
    if fetched:
        sizes += f" (and {', '.join(fetched)})"
    if not settings.widget_minify:
        report.line("widget", f"{sizes}, not minified (REVERSERAG_WIDGET_MINIFY is off)")
    elif web._tdewolff is None:
        report.warn("widget", f"{sizes}: minify-go has no wheel for this platform, so only spaces and comments "
                    "are taken out")
    else:
        report.ok("widget", f"{sizes}, minified")


# What Redis does when full (its maxmemory) under each policy, for the sessions, the streams' locks
# and the rate buckets kept in it; README, "Several replicas".
GOOD_POLICY = "volatile-lru"
_POLICIES = {
    "noeviction": "refuses every write, so the whole API answers 503 until sessions expire",
    "volatile-ttl": "drops the keys nearest their expiry first: the running streams' 6 s locks, letting a "
                    "second stream onto a session",
    "allkeys-lru": "may drop a running stream's lock or a rate bucket, not only old sessions",
    "other": "may drop a running stream's lock (a new key) before old sessions",
}


async def _store(settings: Settings, report: Report) -> None:
    if settings.store == "memory":
        report.ok("store", f"memory (this process alone; sessions end when it stops): at most "
                  f"{settings.max_sessions:,} sessions and {settings.max_store_bytes / 2**20:,.0f} MiB")
        return
    store = open_store(settings)
    try:
        live = await store.count()
        answered = f"{shown_address(settings.store)} answered ({live:,} live session{'s' * (live != 1)}"
        from .stores.redis import RedisStore  # the redis extra, there when the store is Redis

        maxmemory, policy = (await store.memory() if isinstance(store, RedisStore) else None) or (None, "")
        if maxmemory and policy != GOOD_POLICY:  # with no maxmemory Redis is never full: no policy applies
            report.warn("store", f"{answered}), but its maxmemory-policy is {policy}: when full it "
                        f"{_POLICIES.get(policy, _POLICIES['other'])}. Set maxmemory-policy {GOOD_POLICY}, "
                        "which drops the sessions used the longest ago")
        elif maxmemory is None:
            report.ok("store", f"{answered})")
        else:
            limit = (f"maxmemory {maxmemory / 2**20:,.0f} MiB, {policy}" if maxmemory
                     else "no maxmemory: it grows with the sessions")
            report.ok("store", f"{answered}; {limit})")
    except ReverseRagError as exc:
        cause = f" ({exc.__cause__})" if exc.__cause__ else ""
        report.fail("store", f"{shown_address(settings.store)}: {exc.message}{cause}")
    finally:
        await store.close()


async def _engine(settings: Settings, names: list[str], client: httpx.AsyncClient, report: Report, *,
                  several: bool, window_set_by: str) -> None:
    indent = "  " if several else ""
    if several:
        report.line("sites", ", ".join(names))
    if settings.engine_name != "upstream":
        report.ok("engine", "offline, built in (no model server is set: answers quote the page)", indent=indent)
        named = [settings.model] if settings.model else []
        if named or settings.models:
            report.warn("model", f"{', '.join(named + list(settings.models or ()))} set, but with no model "
                        "server none of them is used (REVERSERAG_UPSTREAM_URL)", indent=indent)
        return
    report.line("upstream", shown_address(settings.upstream_url or ""), indent=indent)
    engine = open_engine(settings, client)
    assert isinstance(engine, UpstreamEngine)
    cannot: list[str] = []
    try:
        listed, cannot = await engine.listing()
        # Those that cannot chat are named: a server that lists only them is not one that lists nothing.
        if not listed and not settings.model:  # Ollama before its first `ollama pull`, say
            none = f"none listed that can chat ({_few(cannot)} cannot)" if cannot else "none listed"
            report.fail("models", f"{none}, and none set: load or pull a {'chat ' * bool(cannot)}model on the "
                        "server, or set REVERSERAG_MODEL to the one to use.", indent=indent)
            return
        left_out = f" ({_few(cannot)} cannot chat: left out)" if cannot else ""
        report.ok("models", (f"{len(listed)} listed: {_few(listed)}" if listed else "none listed") + left_out,
                  indent=indent)
    except UpstreamError as exc:
        if exc.code != "upstream_no_models":  # nothing answers: nothing more to try
            report.fail("models", f"{exc.message} Is it running, at that address?", indent=indent)
            return
        better = await _under_v1(settings, client)
        if better:  # the common slip: the server's address without the /v1 its API is under
            report.fail("models", f"{exc.message} {shown_address(better)}/models lists them: use --upstream "
                        f"{shown_address(better)}", indent=indent)
            return
        if not settings.model:
            report.fail("models", f"{exc.message} Set REVERSERAG_MODEL to the model to use.", indent=indent)
            return
        listed = []
        report.warn("models", f"{exc.message} The model set is used.", indent=indent)
    info = await engine.model()
    if settings.model and settings.model in cannot:
        report.warn("model", f"{settings.model} (set), which the server lists as one that cannot chat", indent=indent)
    elif settings.model and listed and settings.model not in listed:
        report.warn("model", f"{settings.model} (set), which the server does not list", indent=indent)
    else:
        how = "set" if settings.model else "none set: the first listed that can chat"
        report.line("model", f"{info.name} ({how})", indent=indent)
    unlisted = [m for m in settings.models or () if m != "*" and listed and m not in listed]
    if unlisted:
        report.warn("models", f"{', '.join(unlisted)}, which a visitor may pick, the server does not list: "
                    "they are not offered", indent=indent)
    _window(settings, info.context_window, info.window_source, report, indent, window_set_by, info.window_ignored)
    ratio = await _token_ratio(settings, engine, info.name, client, report, indent)
    answered = await _answer(engine, settings.reasoning_tokens, report, indent)
    if answered and info.window_guess:
        # The answer loaded the model: the server can say now what sessions will get once it is asked again.
        again = await open_engine(settings, client).model()
        if again.window_source != info.window_source:
            _window(settings, again.context_window, f"{again.window_source}, asked again once the answer "
                    "loaded the model", report, indent, ignored=again.window_ignored)
        info = again
    if answered and settings.context_window:
        await _said_window(settings, client, report, indent)
    if answered:  # after the answer, which paid for loading the model: a visitor's wait is the prompt's
        await greeting(engine, settings, info, ratio or settings.token_ratio, report, indent)
    await _classify(engine, settings, report, indent)


def _few(names: list[str]) -> str:
    return ", ".join(names[:5]) + (f", and {len(names) - 5} more" if len(names) > 5 else "")


async def _token_ratio(settings: Settings, engine: UpstreamEngine, model: str, client: httpx.AsyncClient,
                       report: Report, indent: str) -> float | None:
    """The model's tokens per cl100k token, where the server counts them: the budget counts cl100k
    and divides the window by REVERSERAG_TOKEN_RATIO, so a model that counts more overflows it."""
    root = re.sub(r"/v1/?$", "", engine.base)
    headers = {"Content-Type": "application/json", **engine.auth}
    counted = None
    try:
        async with asyncio.timeout(5):  # all three tries: a server that does not answer holds check no longer
            for path, body in _TOKENIZERS:
                try:
                    response = await client.post(root + path, json=body(_SAMPLE, model), headers=headers)
                    found = response.json() if response.status_code == 200 else None
                except (httpx.HTTPError, ValueError):
                    continue
                if isinstance(found, dict) and type(found.get("count")) is int:
                    counted = found["count"]
                elif isinstance(found, dict) and isinstance(found.get("tokens"), list):
                    counted = len(found["tokens"])
                if counted:
                    break
    except TimeoutError:
        pass
    set_to = f"REVERSERAG_TOKEN_RATIO is {settings.token_ratio:g}"
    if not counted:
        report.line("tokens", f"not measured: the server counts no tokens for others ({set_to})", indent=indent)
        return None
    ratio = counted / tokens.count(_SAMPLE)
    said = f"the model counts {ratio:.2f} tokens per cl100k token on an English sample ({root}{path})"
    # A whole prompt (the locked page's labels and facts) counts about a tenth more than the sample:
    # SmolLM2 gave 1.17 here and 1.21-1.39 on the demo pages' prompts.
    needed = math.ceil((ratio + 0.1) * 10) / 10
    if settings.token_ratio < needed:
        report.warn("tokens", f"{said}, and {set_to}: a page that fills the budget overflows the model's window. "
                    f"Set it to {needed:g} or more (a whole prompt counts about a tenth more than the sample; "
                    "pages not in English, more still)", indent=indent)
    else:
        report.ok("tokens", f"{said}; {set_to}", indent=indent)
    return ratio


async def _said_window(settings: Settings, client: httpx.AsyncClient, report: Report, indent: str) -> None:
    """A window set beyond what the server says it runs with: what passes that, the server cuts or refuses."""
    said, meant = await open_engine(settings.replace(context_window=None), client).model(), settings.context_window
    if said.context_window and meant and said.context_window < meant:
        report.warn("window", f"{meant:,} tokens are set, but the server says "
                    f"{said.context_window:,} ({said.window_source}): a page that fills the set window overflows "
                    "it", indent=indent)


async def _under_v1(settings: Settings, client: httpx.AsyncClient) -> str | None:
    """The upstream's address with ``/v1`` after it, if it lacks one and that one lists models."""
    base = (settings.upstream_url or "").rstrip("/")
    if base.endswith("/v1"):
        return None
    engine = open_engine(settings.replace(upstream_url=f"{base}/v1"), client)
    assert isinstance(engine, ModelLister)
    try:
        await engine.list_models()
    except UpstreamError:
        return None
    return f"{base}/v1"


def _window(settings: Settings, size: int | None, source: str, report: Report, indent: str,
            set_by: str = "REVERSERAG_CONTEXT_WINDOW", ignored: str = "") -> None:
    if settings.context_window:
        text = f"{settings.context_window:,} tokens, as {set_by} says"
    elif ignored:  # a window too small to use, which the server said: what stands instead
        instead = (f"{size:,} tokens, from {source}, are used instead" if size
                   else f"{DEFAULT_CONTEXT_WINDOW:,} tokens are assumed instead")
        report.warn("window", f"the server says {ignored}, under the {SMALLEST} a page needs, so it is ignored: "
                    f"{instead}. Set REVERSERAG_CONTEXT_WINDOW to what it runs with.", indent=indent)
        return
    elif size:
        text = f"{size:,} tokens, from {source}"
    else:
        report.warn("window", f"the server does not say it: {DEFAULT_CONTEXT_WINDOW:,} tokens are assumed. "
                    "Set REVERSERAG_CONTEXT_WINDOW to what it runs with; more overflows it.", indent=indent)
        return
    if settings.token_ratio != 1:
        text += f"; the budget counts {settings.token_ratio:g}× as many (REVERSERAG_TOKEN_RATIO)"
    report.line("window", text, indent=indent)


async def _answer(engine: Engine, reasoning: int, report: Report, indent: str) -> bool:
    """One short answer, streamed, with room to think if reasoning tokens are set; whether it came."""
    messages = [{"role": "system", "content": "You are a helpful assistant."},
                {"role": "user", "content": QUESTION}]
    try:
        got = await timed(engine.stream(messages, max_tokens=ANSWER_TOKENS + reasoning), Timed())
    except UpstreamError as exc:
        if exc.code == "upstream_reasoning_only":
            report.warn("answer", f"the model reasoned for all {ANSWER_TOKENS + reasoning:,} tokens without "
                        "answering (a reasoning model): give it room to think with REVERSERAG_REASONING_TOKENS "
                        f"(now {reasoning:,}), or answers will fail the same way", indent=indent)
        else:
            report.fail("answer", f"{exc.message} ({exc.code})", indent=indent)
        return False
    first, took, text, finish = got.first, got.took, got.text, got.finish
    said = " ".join(terminal_text(text).split())
    said = said if len(said) <= 60 else said[:59] + "…"
    usage = finish.usage
    tokens = (f"; {usage.get('prompt_tokens', '?')} tokens in, {usage.get('completion_tokens', '?')} out"
              if usage else "")
    timing = f"first words after {first:.2f} s, all in {took:.2f} s" if first is not None else f"{took:.2f} s"
    if not said:  # the engine refuses an answer without a word; this is one of markup alone
        report.fail("answer", f"the stream ended without a word ({timing}; finish: {finish.finish_reason})",
                    indent=indent)
        return False
    report.ok("answer", f"{json.dumps(said, ensure_ascii=False)} ({timing}; finish: {finish.finish_reason}{tokens})",
              indent=indent)
    return True


async def _classify(engine: UpstreamEngine, settings: Settings, report: Report, indent: str) -> None:
    if settings.classify_timeout <= 0:
        report.line("classify", "off: REVERSERAG_CLASSIFY_TIMEOUT is 0, so the model is not asked", indent=indent)
        return
    page = parse_page(_PAGE, max_content_chars=settings.max_page_chars)
    started = time.perf_counter()
    found, outcome, error = await engine.classified(page, timeout=settings.classify_timeout)
    took = time.perf_counter() - started
    without = "sessions go on without the model's classification of their page"
    if not found and outcome == "error":
        report.warn("classify", f"the model server failed it: {error}: {without}", indent=indent)
        return
    if not found and outcome in ("timeout", "cut"):
        report.warn("classify", f"no usable answer in {took:.1f} s (the limit is {settings.classify_timeout:g} s): "
                    f"{without} (a slow model: raise REVERSERAG_CLASSIFY_TIMEOUT, or 0 for none; after a call with "
                    f"nothing written by then, no page is classified for {PAUSED_FOR / 60:g} minutes)", indent=indent)
        return
    if not found:
        report.warn("classify", f"the model answered in {took:.1f} s, but with no classification that could be read "
                    f"(a model too small to write the JSON asked for?): {without}", indent=indent)
        return
    shown = json.dumps(found, ensure_ascii=False)
    shown = shown if len(shown) <= 100 else shown[:99] + "…"
    if took >= settings.classify_timeout * 0.95:
        report.warn("classify", f"{shown}, cut at the {settings.classify_timeout:g} s limit: each page's "
                    "first session waits this long for it (a faster model, or a lower "
                    "REVERSERAG_CLASSIFY_TIMEOUT; 0 asks for none)",
                    indent=indent)
        return
    report.ok("classify", f"{shown} ({took:.2f} s)", indent=indent)


def main(settings: Settings, out: TextIO) -> int:
    """Run the checks; the log's warnings are left out meanwhile, since the report says the same."""
    logger = logging.getLogger("reverserag")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        return asyncio.run(run(settings, out))
    except BrokenPipeError:  # `reverserag check | head`: the reader left, as it may
        os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())  # so the exit flush does not fail
        return 1
    finally:
        logger.setLevel(level)
