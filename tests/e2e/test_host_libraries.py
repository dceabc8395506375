"""Host pages whose third-party libraries patch or replace browser built-ins, in real Chromium.

Each page comes from a loopback origin of its own and loads the widget from a real ``reverserag
serve`` (the offline engine), so the widget talks to the server cross-origin as on a customer's
site. The libraries are the real ones: npm packages pinned in ``tests/e2e/package.json`` (Sentry's
npm build is ES modules, bundled here with esbuild as a site's build would), and Prototype.js
1.7.3, which is not on npm, from Debian's ``libjs-prototype`` (``scripts/test`` installs it).

For each library the visitor's whole path must work — the widget appears, ``extract()`` reads the
page, the chat greets and answers from the page, and answers from the new page after a
single-page-app navigation — with nothing thrown or left unhandled in the page, and the library
must still work beside the widget. Found by an exploratory QA pass on host libraries (2026-12-03),
which found five defects, each a test here that failed before its fix: Prototype's ``remove()``
froze every answer; whatwg-fetch's answer without a stream was refused; trace headers failed the
CORS preflight; MooTools' ``Array.from`` made every vault passphrase too short; a fetch wrapper that
dropped the signal left Stop doing nothing.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import ANSWER_TIMEOUT
from hostsite import NODE, HostSite, Watch, lib, shadow
from playwright.sync_api import Page, expect

E2E = Path(__file__).parent
PROTOTYPE = Path("/usr/share/javascript/prototype/prototype.js")  # Debian's libjs-prototype: 1.7.3

ARTICLE = """<main><h1>Island ferries</h1>
<p>The Gotland ferry leaves Nynäshamn at 09:15 every morning and reaches Visby three hours later.</p>
<p>Bicycles travel free on every crossing, but kayaks must be booked two days ahead.</p>
<nav><a id="fares" href="/fares">Fares</a></nav></main>"""

FARES = ("<h1>Fares</h1><p>A cabin for four travellers costs 140 euros on the night crossing.</p>"
         "<p>Children under six travel free with a paying adult.</p>")

# A single-page app's link: the address changes with pushState and the content is swapped.
SPA = """<script>
document.addEventListener('click', function (event) {
  if (!event.target.closest || !event.target.closest('#fares')) return;
  event.preventDefault();
  history.pushState({}, '', '/fares');
  document.querySelector('main').innerHTML = FARES;
});
</script>""".replace("FARES", json.dumps(FARES))


@pytest.fixture(scope="session")
def sentry_bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """@sentry/browser as one classic script exposing ``window.Sentry`` (its CDN bundle is not on npm)."""
    esbuild = NODE / ".bin" / "esbuild"
    if not esbuild.exists():
        raise AssertionError(f"{esbuild} is missing: run `npm ci --prefix tests/e2e` (scripts/test does)")
    out = tmp_path_factory.mktemp("sentry") / "sentry.js"
    subprocess.run([str(esbuild), "--bundle", "--format=iife", "--minify", "--log-level=warning", f"--outfile={out}"],
                   input=b"import * as Sentry from '@sentry/browser'; window.Sentry = Sentry;", cwd=E2E, check=True,
                   timeout=60)
    return out


@pytest.fixture
def host(sentry_bundle: Path) -> Iterator[HostSite]:
    served = HostSite({"/sentry.js": sentry_bundle, "/prototype.js": PROTOTYPE})
    yield served
    served.close()


@pytest.fixture
def watch(page: Page) -> Watch:
    return Watch(page)


def page_html(server: str, *, before: str = "", after: str = "", widget: str = "defer") -> str:
    """The article page: ``before`` in the head, the widget's tag (deferred unless told), ``after``
    right after it (so a library there loads after the widget when the widget is not deferred)."""
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Island ferries</title>{before}"
            f"</head><body>{ARTICLE}<script src='{server}/reverserag.js' {widget}></script>{after}{SPA}"
            f"</body></html>")


def wait_for_answers(page: Page, count: int) -> Any:
    page.wait_for_function(
        """(count) => {
            const root = document.querySelector('reverserag-widget').shadowRoot;
            return root.querySelectorAll('.msg.assistant').length >= count
                && !root.querySelector('.msg[aria-busy="true"]');
        }""", arg=count, timeout=ANSWER_TIMEOUT)
    return shadow(page, ".msg.assistant").nth(count - 1)


def settled(page: Page, count: int) -> None:
    """Waits until ``count`` answers are finished or an error shows, whichever comes first, so a
    test of a defect fails in seconds rather than at the answer timeout."""
    page.wait_for_function(
        """(count) => {
            const root = document.querySelector('reverserag-widget').shadowRoot;
            return root.querySelector('.msg.error') || (root.querySelectorAll('.msg.assistant').length >= count
                && !root.querySelector('.msg[aria-busy="true"]'));
        }""", arg=count, timeout=ANSWER_TIMEOUT)


def visit(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_function("() => window.ReverseRAG && document.querySelector('reverserag-widget')")


def open_chat(page: Page) -> None:
    page.get_by_role("button", name="Open chat about this page").click()
    expect(page.get_by_role("dialog", name="Ask about this page")).to_be_visible()


def ask(page: Page, question: str) -> None:
    box = page.get_by_role("textbox", name="Your question")
    box.fill(question)
    box.press("Enter")


def greeted_and_answered(page: Page, url: str, watch: Watch) -> None:
    """Opens the chat and asks; fails at the first error the chat shows or the page throws, with
    the chat's words and the page's errors."""
    visit(page, url)
    open_chat(page)
    settled(page, 1)
    assert (shadow(page, ".msg.error").all_text_contents(), watch.errors) == ([], [])
    expect(shadow(page, ".msg.assistant").first).to_contain_text("Island ferries")
    ask(page, "When does the Gotland ferry leave Nynäshamn?")
    settled(page, 2)
    assert (shadow(page, ".msg.error").all_text_contents(), watch.errors) == ([], [])
    expect(shadow(page, ".msg.assistant").nth(1)).to_contain_text("09:15")
    watch.assert_clean()


def converse(page: Page, url: str, *, spa: bool = True) -> None:
    """The visitor's whole path: the widget appears, extract() reads the page, the chat greets and
    answers from the page, and after a single-page-app navigation answers from the new page."""
    visit(page, url)
    payload = page.evaluate("() => ReverseRAG.extract()")
    assert payload is not None, "extract() resolved to null"
    assert "The Gotland ferry leaves Nynäshamn at 09:15 every morning" in payload["content"], payload["content"]
    assert "Bicycles travel free on every crossing" in payload["content"], payload["content"]
    open_chat(page)
    expect(wait_for_answers(page, 1)).to_contain_text("Island ferries")
    ask(page, "When does the Gotland ferry leave Nynäshamn?")
    expect(wait_for_answers(page, 2)).to_contain_text("09:15")
    if spa:
        page.keyboard.press("Escape")
        page.get_by_role("link", name="Fares").click()
        expect(page.get_by_role("heading", name="Fares")).to_be_visible()
        page.get_by_role("button", name="Open chat about this page").click()
        ask(page, "What does a cabin for four travellers cost?")
        expect(shadow(page, ".msg.notice")).to_contain_text("The page changed", timeout=ANSWER_TIMEOUT)
        expect(wait_for_answers(page, 3)).to_contain_text("140 euros")
    expect(shadow(page, ".msg.error")).to_have_count(0)


# --- what works --------------------------------------------------------------------------------

ZONE = "zone.js/bundles/zone.umd.min.js"
MOOTOOLS = "mootools-core-dist/dist/mootools-core.js"  # 1.5.1: the newest MooTools on npm
BLUEBIRD = lib("bluebird/js/browser/bluebird.min.js") + "<script>window.Promise = Promise;</script>"


@pytest.mark.parametrize("where", ["before", "after"])
def test_zone_js_patches_promise_fetch_timers_and_events(
        where: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """Angular's zone.js replaces Promise, and wraps fetch, timers, requestAnimationFrame,
    MutationObserver and addEventListener."""
    tags = {"before": lib(ZONE)} if where == "before" else {"after": lib(ZONE), "widget": ""}
    converse(page, host.add("/", page_html(offline_server, **tags)), spa=where == "before")
    assert page.evaluate("""() => new Promise((done) => {
        const zone = Zone.current.fork({ name: 'app' });
        zone.run(() => fetch(location.href).then(() => setTimeout(() => done([Zone.current.name,
            String(Promise).includes('ZoneAwarePromise'), !!fetch.__zone_symbol__OriginalDelegate]))));
    })""") == ["app", True, True]
    watch.assert_clean()


def test_sentry_wraps_fetch_history_console_and_error_handlers(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """@sentry/browser with tracing, its default trace propagation (the page's own origin), a dummy
    DSN and a transport that keeps what it would send: the widget works, and gives Sentry no error."""
    sentry = """<script src='/sentry.js'></script><script>
        window.__sent = [];
        Sentry.init({
          dsn: 'https://public@o0.ingest.sentry.io/0',
          transport: (options) => Sentry.createTransport(options, async () => ({ statusCode: 200 })),
          integrations: [Sentry.browserTracingIntegration()],
          tracesSampleRate: 1,
          beforeSend: (event) => { window.__sent.push(event); return event; },
        });
    </script>"""
    converse(page, host.add("/", page_html(offline_server, before=sentry)))
    assert page.evaluate("() => typeof fetch.__sentry_original__") == "function"  # wrapped
    page.evaluate("() => Sentry.captureMessage('the page is fine')")
    page.wait_for_function("() => window.__sent.length > 0")
    sent = page.evaluate("() => window.__sent.map((e) => e.message || JSON.stringify(e.exception))")
    assert sent == ["the page is fine"]
    watch.assert_clean()


@pytest.mark.parametrize("where", ["before", "after"])
def test_mootools_extends_the_built_in_prototypes(
        where: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """MooTools adds enumerable methods to Array, String, Function and Element, replaces
    Array.from and the Element, Window and Document globals."""
    tags = {"before": lib(MOOTOOLS)} if where == "before" else {"after": lib(MOOTOOLS), "widget": ""}
    converse(page, host.add("/", page_html(offline_server, **tags)), spa=where == "before")
    assert page.evaluate("""() => [MooTools.version, $$('main p').length, new Element('b', { text: 'x' }).get('text'),
        [1, 2].contains(2), 'a-b'.camelCase(), Array.from('ab').length]""") == ["1.5.1", 2, "x", True, "aB", 1]
    watch.assert_clean()


def test_core_js_full_polyfill(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    converse(page, host.add("/", page_html(offline_server, before=lib("core-js-bundle/minified.js"))))
    assert page.evaluate(
        "() => [typeof window['__core-js_shared__'], [1, 2, 3].at(-1), Object.groupBy([1], () => 'a').a]",
    ) == ["object", 3, [1]]
    watch.assert_clean()


@pytest.mark.parametrize("where", ["before", "after"])
def test_bluebird_as_the_global_promise(
        where: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    tags = {"before": BLUEBIRD} if where == "before" else {"after": BLUEBIRD, "widget": ""}
    converse(page, host.add("/", page_html(offline_server, **tags)), spa=where == "before")
    assert page.evaluate(
        "() => Promise.delay(1).then(() => [typeof Promise.map, Promise.resolve(1) instanceof Promise])",
    ) == ["function", True]
    watch.assert_clean()


def test_the_custom_elements_polyfill_forced_over_the_native_registry(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """@webcomponents/custom-elements replaces customElements and patches createElement,
    appendChild, insertBefore, innerHTML and attachShadow."""
    polyfill = ("<script>customElements.forcePolyfill = true;</script>"
                + lib("@webcomponents/custom-elements/custom-elements.min.js"))
    converse(page, host.add("/", page_html(offline_server, before=polyfill)))
    assert page.evaluate("""() => {
        customElements.define('qa-box', class extends HTMLElement { connectedCallback() { this.textContent = 'up'; } });
        const box = document.createElement('qa-box');
        document.body.append(box);
        return [typeof customElements.polyfillWrapFlushCallback, box.textContent];
    }""") == ["function", "up"]
    watch.assert_clean()


FETCH_WRAPPERS = {
    # An APM agent's: the answer is passed on, and a copy read to measure its size.
    "reads a clone": """{const f = window.fetch; window.fetch = function () {
        return f.apply(this, arguments).then((r) => {
            r.clone().text().then((t) => { window.__measured = t.length; });
            return r;
        });
    };}""",
    # A logger's: the page's copy of every answer, whole, in a new Response (no streaming).
    "buffers the answer": """{const f = window.fetch; window.fetch = async function () {
        const r = await f.apply(this, arguments);
        return new Response(await r.clone().blob(), r);
    };}""",
}


@pytest.mark.parametrize("wrapper", list(FETCH_WRAPPERS))
def test_a_fetch_wrapper(wrapper: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    url = host.add("/", page_html(offline_server, before=f"<script>{FETCH_WRAPPERS[wrapper]}</script>"))
    converse(page, url, spa=False)
    watch.assert_clean()


# Prototype 1.6's Array#toJSON: JSON.stringify writes every list as a string of JSON.
PROTOTYPE_16_TO_JSON = """Array.prototype.toJSON = function () {
          return '[' + this.map(function (x) { return JSON.stringify(x); }).join(',') + ']';
        };"""


def test_small_overrides_of_json_arrays_and_idle_callbacks(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """JSON.stringify that indents, Prototype 1.6's Array#toJSON (which would send lists as strings
    of JSON: the widget keeps them lists), enumerable Array.prototype methods, and no
    requestIdleCallback."""
    overrides = """<script>
        (function () {
          var stringify = JSON.stringify;
          JSON.stringify = function (value, replacer, space) {
            return stringify(value, replacer, space == null ? 2 : space);
          };
        })();
""" + PROTOTYPE_16_TO_JSON + """
        Array.prototype.qaSum = function () { return 0; };
        delete Window.prototype.requestIdleCallback; delete window.requestIdleCallback;
    </script>"""
    converse(page, host.add("/", page_html(offline_server, before=overrides)))
    assert page.evaluate("() => [typeof requestIdleCallback, 'qaSum' in []]") == ["undefined", True]
    watch.assert_clean()


def test_prototype_1_6s_array_to_json_keeps_the_conversation_across_a_reload(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """Prototype 1.6's Array#toJSON wrote the kept conversation's messages as a string, which read
    back as no list of messages: after a reload the chat was closed and empty (a QA pass)."""
    visit(page, host.add("/", page_html(offline_server, before=f"<script>{PROTOTYPE_16_TO_JSON}</script>")))
    open_chat(page)
    settled(page, 1)
    ask(page, "When does the Gotland ferry leave Nynäshamn?")
    settled(page, 2)
    page.reload()
    expect(page.get_by_role("dialog", name="Ask about this page")).to_be_visible()
    expect(shadow(page, ".msg.user")).to_have_text(["When does the Gotland ferry leave Nynäshamn?"])
    expect(shadow(page, ".msg.assistant")).to_have_count(2)
    watch.assert_clean()

# --- defects -----------------------------------------------------------------------------------

# Prototype.js's Element#remove (1.6 and 1.7, copied onto HTMLElement.prototype), word for word.
PROTOTYPE_REMOVE = """<script>
HTMLElement.prototype.remove = function () {
  var element = this; element.parentNode.removeChild(element); return element;
};
</script>"""


def test_an_element_remove_that_needs_a_parent_freezes_no_answer(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """The widget took its typing dots out with remove() at each paint: under Prototype's every answer
    froze at its first words, and some twenty TypeErrors an answer reached the page."""
    greeted_and_answered(page, host.add("/", page_html(offline_server, before=PROTOTYPE_REMOVE)), watch)


@pytest.mark.skipif(not PROTOTYPE.is_file(), reason="Prototype.js is Debian's libjs-prototype (scripts/test has it)")
def test_prototype_js_1_7(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    url = host.add("/", page_html(offline_server, before="<script src='/prototype.js'></script>"))
    try:
        greeted_and_answered(page, url, watch)
    finally:
        still = "() => [Prototype.Version, $$('main p').length, [1, [2]].flatten().length]"
        assert page.evaluate(still) == ["1.7.3", 2, 2]


def test_whatwg_fetch_forced_over_the_native_fetch(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    forced = lib("whatwg-fetch/dist/fetch.umd.js") + "<script>window.fetch = WHATWGFetch.fetch;</script>"
    greeted_and_answered(page, host.add("/", page_html(offline_server, before=forced)), watch)


def test_sentry_tracing_that_propagates_to_the_chat_server(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """A site whose tracing sends its headers to the chat server's origin, as Sentry's
    tracePropagationTargets (here), OpenTelemetry's propagateTraceHeaderCorsUrls or Datadog RUM's
    allowedTracingUrls do for the origins they list. The server's preflight allowed only its own
    headers, so the browser blocked every call; it allows what the preflight asks for now
    (origins.py's allowed_headers)."""
    sentry = """<script src='/sentry.js'></script><script>
        Sentry.init({
          dsn: 'https://public@o0.ingest.sentry.io/0',
          transport: (options) => Sentry.createTransport(options, async () => ({ statusCode: 200 })),
          integrations: [Sentry.browserTracingIntegration()],
          tracesSampleRate: 1,
          tracePropagationTargets: [/^http:\\/\\/127\\.0\\.0\\.1/],
        });
    </script>"""
    greeted_and_answered(page, host.add("/", page_html(offline_server, before=sentry)), watch)


def test_mootools_and_the_encrypted_vault(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    html = page_html(offline_server, before=lib(MOOTOOLS), widget="data-vault defer")
    visit(page, host.add("/", html))
    open_chat(page)
    # The session's own status ("Model: …") comes once it is made: saved after it, not raced by it.
    expect(shadow(page, ".msg.assistant").first).to_contain_text("Island ferries")
    page.get_by_role("textbox", name="Passphrase").fill("correct horse battery")
    page.get_by_role("button", name="Save chat").click()
    page.wait_for_function("""() => {
        const root = document.querySelector('reverserag-widget').shadowRoot;
        return root.querySelector('.vault-msg')?.textContent || !root.querySelector('.vault');
    }""")
    assert shadow(page, ".vault-msg").all_text_contents() in ([], [""])
    expect(shadow(page, ".status")).to_have_text("This chat is now saved, encrypted, in this tab.")
    watch.assert_clean()


DROPS_THE_SIGNAL = """<script>{const f = window.fetch; window.fetch = function (input, init) {
    const { signal, ...rest } = init || {}; return f.call(this, input, rest);
};}</script>"""


@pytest.mark.parametrize("wrapper", [DROPS_THE_SIGNAL, ""], ids=["a wrapper that drops the signal", "no wrapper"])
def test_stop_works_under_a_fetch_wrapper_that_drops_the_signal(
        server_factory: Callable[..., str], host: HostSite, page: Page, watch: Watch, wrapper: str) -> None:
    """Stop reached the answer only through fetch's signal. With the browser's own fetch too, the
    answer's stream is cancelled after fetch has failed it, and nothing may be left unhandled."""
    server = server_factory(REVERSERAG_OFFLINE_WORD_DELAY="0.05")
    visit(page, host.add("/", page_html(server, before=wrapper)))
    open_chat(page)
    greeting = shadow(page, ".msg.assistant").first
    expect(greeting).to_contain_text("Island ferries")
    page.get_by_role("button", name="Stop the answer").click()
    expect(greeting).to_contain_text("(stopped)", timeout=2_000)
    watch.assert_clean()
