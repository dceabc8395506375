"""Real client-side navigation libraries on the host page, in real Chromium.

Each site comes from a loopback origin of its own, with the widget's one ``<script … defer>`` tag,
and loads the widget from a real ``reverserag serve`` (the offline engine, which answers from the
page). The libraries are the real ones, pinned in ``tests/e2e/package.json``: Hotwire Turbo 8
(Turbo Drive replaces ``<body>``, runs its scripts again and restores pages from its snapshot
cache on back), htmx 2's ``hx-boost``, swup and barba.js (page transitions that swap a container),
Vue 3 with vue-router 4 (history and hash mode) and React Router 7 on React 18 (bundled with
esbuild as a site's build would).

On every site a visitor asks on one page, goes to another (with the panel open and the focus in
the question box, or by a link), asks there, and goes back with the browser's Back button: the
widget must stay one widget with its panel open and its conversation kept, each answer must come
from the page on screen, the chat must say the page changed and disable the old page's citations,
and nothing may be thrown into the page or left unhandled. Also: Turbo's morphing refresh, an htmx
swap with no new address, Turbo's view transitions, instant.page's prefetching, and
``data-spa="false"`` under Turbo.

Found by a QA pass on navigation libraries (2026-12-03); each defect is a test under "defects"
that failed before its fix.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import ANSWER_TIMEOUT
from hostsite import NODE, HostSite, Watch, lib, shadow
from playwright.sync_api import Locator, Page, expect

E2E = Path(__file__).parent

FERRIES = """<main><h1>Island ferries</h1>
<p>The Gotland ferry leaves Nynäshamn at 09:15 every morning and reaches Visby three hours later.</p>
<p>Bicycles travel free on every crossing, but kayaks must be booked two days ahead.</p>
<nav><a href="/fares">Fares</a></nav></main>"""

FARES = """<main><h1>Fares</h1>
<p>A cabin for four travellers costs 140 euros on the night crossing.</p>
<p>Children under six travel free with a paying adult.</p>
<nav><a href="/">Island ferries</a></nav></main>"""

PAGES = {"/": ("Island ferries", FERRIES), "/fares": ("Fares", FARES)}


REACT_APP = """
import React from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, useLocation } from 'react-router';
const e = React.createElement;
const Page = ({ html }) => e('div', { dangerouslySetInnerHTML: { __html: html } });
function Shell() {
  const { pathname } = useLocation();
  const [title, html] = window.PAGES[pathname] || window.PAGES['/'];
  React.useEffect(() => { document.title = title; }, [title]);
  return e('div', null, e(Page, { key: pathname, html: html.replace(/<nav>.*<\\/nav>/s, '') }),
    e('nav', null, pathname === '/fares' ? e(Link, { to: '/' }, 'Island ferries')
      : e(Link, { to: '/fares' }, 'Fares')));
}
window.router = createBrowserRouter([{ path: '*', Component: Shell }]);
createRoot(document.getElementById('app')).render(e(RouterProvider, { router: window.router }));
"""


# One route for every page: React keeps the elements and their text nodes, and changes the text.
REACT_ONE_ROUTE = """
import React from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
const e = React.createElement;
function Article() {
  const [title, html] = window.PAGES[useLocation().pathname] || window.PAGES['/'];
  const paragraphs = [...html.matchAll(/<p>(.*?)<\\/p>/g)].map((m) => m[1]);
  return e('main', null, e('h1', null, title), paragraphs.map((text, i) => e('p', { key: i }, text)));
}
window.router = createBrowserRouter([{ path: '*', Component: Article }]);
createRoot(document.getElementById('app')).render(e(RouterProvider, { router: window.router }));
"""


@pytest.fixture(scope="session")
def bundles(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """React Router 7 on React 18, as a site's build would bundle it."""
    esbuild = NODE / ".bin" / "esbuild"
    if not esbuild.exists():
        raise AssertionError(f"{esbuild} is missing: run `npm ci --prefix tests/e2e` (scripts/test does)")
    built = {}
    for name, source in (("react-router.js", REACT_APP), ("react-one-route.js", REACT_ONE_ROUTE)):
        built[name] = tmp_path_factory.mktemp("bundles") / name
        subprocess.run([str(esbuild), "--bundle", "--format=iife", "--minify", "--log-level=warning",
                        "--define:process.env.NODE_ENV=\"production\"", f"--outfile={built[name]}"],
                       input=source.encode(), cwd=E2E, check=True, timeout=60)
    return built


@pytest.fixture
def host(bundles: dict[str, Path]) -> Iterator[HostSite]:
    served = HostSite({"/bundle/" + name: path for name, path in bundles.items()})
    yield served
    served.close()


@pytest.fixture
def watch(page: Page) -> Watch:
    return Watch(page)


def answered(page: Page, count: int) -> Locator:
    """The ``count``-th answer once finished; fails at once on an error the chat shows."""
    page.wait_for_function(
        """(count) => {
            const root = document.querySelector('reverserag-widget').shadowRoot;
            return root.querySelector('.msg.error') || (root.querySelectorAll('.msg.assistant').length >= count
                && !root.querySelector('.msg[aria-busy="true"]'));
        }""", arg=count, timeout=ANSWER_TIMEOUT)
    assert shadow(page, ".msg.error").all_text_contents() == []
    return shadow(page, ".msg.assistant").nth(count - 1)


def ask(page: Page, question: str) -> None:
    box = page.get_by_role("textbox", name="Your question")
    box.fill(question)
    box.press("Enter")


def focused_in_widget(page: Page) -> str | None:
    """The class of what has the focus inside the widget, or None when the focus is elsewhere."""
    return page.evaluate("""() => {
        const host = document.querySelector('reverserag-widget');
        return document.activeElement === host ? host.shadowRoot.activeElement?.className ?? null : null;
    }""")


def one_widget_kept(page: Page, answers: int) -> None:
    """One widget (one launcher), started once, its panel open and its conversation kept."""
    assert page.evaluate("() => [document.querySelectorAll('reverserag-widget').length, window.__ready]") == [1, 1]
    expect(page.get_by_role("dialog", name="Ask about this page")).to_be_visible()
    expect(shadow(page, ".launcher")).to_have_count(1)
    expect(shadow(page, ".msg.assistant")).to_have_count(answers)


def ask_and_follow_fares(page: Page, url: str, go: str | None = None) -> None:
    """Opens the chat on ``url`` (the ferries page), has one question answered, and goes to the
    fares page: by ``go`` (the library's own navigation, in the page), else by following its link."""
    page.goto(url)
    page.get_by_role("button", name="Open chat about this page").click()
    answered(page, 1)
    ask(page, "When does the Gotland ferry leave Nynäshamn?")
    expect(answered(page, 2)).to_contain_text("09:15")
    if go:
        page.evaluate(go)
    else:
        page.get_by_role("link", name="Fares").click()
    expect(page.get_by_role("heading", name="Fares")).to_be_visible()


def journey(page: Page, url: str, watch: Watch, go: str, *, heading: str = "Fares") -> None:
    """Asks on the ferries page; runs ``go`` (the library's own navigation) with the panel open and
    the focus in the question box; asks on the fares page; goes Back; asks on the ferries page."""
    page.goto(url)
    page.get_by_role("button", name="Open chat about this page").click()
    expect(answered(page, 1)).to_contain_text("Island ferries")
    ask(page, "When does the Gotland ferry leave Nynäshamn?")
    expect(answered(page, 2)).to_contain_text("09:15")
    home = page.url
    first_cite = shadow(page, ".msg.assistant").nth(1).locator('[data-action="cite"]').first
    expect(first_cite).to_be_enabled()
    assert focused_in_widget(page) == "input"

    page.evaluate(go)
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    page.wait_for_function("() => document.title === 'Fares'")
    one_widget_kept(page, 2)
    fares = page.url
    assert fares.endswith("/fares")
    assert focused_in_widget(page) == "input", "the focus left the question box"
    page.keyboard.type("What does a cabin for four travellers cost?")
    page.keyboard.press("Enter")
    expect(answered(page, 3)).to_contain_text("140 euros")
    expect(shadow(page, ".msg.notice")).to_have_text(
        ["The page changed to \u201cFares\u201d. I have read it again; ask away."])
    expect(first_cite).to_be_disabled()

    page.go_back()
    expect(page.get_by_role("heading", name="Island ferries")).to_be_visible()
    one_widget_kept(page, 3)
    ask(page, "Do bicycles travel free?")
    expect(answered(page, 4)).to_contain_text("Bicycles travel free")
    expect(shadow(page, ".msg.notice").nth(1)).to_contain_text("The page changed to \u201cIsland ferries\u201d")
    assert page.url == home
    assert page.evaluate("() => window.__navigated") == [{"from": home, "to": fares}, {"from": fares, "to": home}]
    one_widget_kept(page, 4)
    watch.assert_clean()


def documents(host: HostSite, server: str, *, head: str = "", where: str = "head", body: str = "{}",
              widget: str = "", attrs: str = "") -> str:
    """The site as documents, one per page (the multi-page libraries): ``head`` in each head, the
    widget's tag in the head or at the end of the body, each page's content formatted into ``body``."""
    tag = f"<script src='{server}/reverserag.js' defer {widget}></script>"
    for path, (title, content) in PAGES.items():
        host.add(path, f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{title}</title>{head}"
                       f"{tag if where == 'head' else ''}</head><body{attrs}>{body.format(content)}"
                       f"{tag if where == 'body' else ''}</body></html>")
    return host.origin + "/"


# --- Hotwire Turbo -----------------------------------------------------------------------------

TURBO = lib("@hotwired/turbo/dist/turbo.es2017-umd.js")


@pytest.mark.parametrize("where", ["head", "body", "view transitions"])
def test_turbo_drive(where: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """Turbo Drive replaces <body> on each visit (and runs the scripts in it again, the widget's
    tag among them when it is there), merges the head, and restores the page from its snapshot
    cache on Back; with its view transitions on, each render is inside startViewTransition()."""
    transitions = "<meta name='view-transition' content='same-origin'>" if where == "view transitions" else ""
    url = documents(host, offline_server, head=TURBO + transitions, where="body" if where == "body" else "head")
    page.add_init_script("""window.__transitions = 0; const start = document.startViewTransition;
        document.startViewTransition = function () { window.__transitions++; return start.apply(this, arguments); };""")
    journey(page, url, watch, "Turbo.visit('/fares')")
    assert page.evaluate("() => window.__transitions") == (2 if transitions else 0)


# --- htmx --------------------------------------------------------------------------------------

HTMX = lib("htmx.org/dist/htmx.min.js")
BOOST = " hx-boost='true'"


@pytest.mark.parametrize("where", ["head", "body"])
def test_htmx_boost(where: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """htmx 2's hx-boost swaps the body's content for the next page's (running the scripts in it,
    the widget's tag among them when it is there) and restores it from its history cache on Back."""
    url = documents(host, offline_server, head=HTMX, where=where, attrs=BOOST)
    journey(page, url, watch, "document.querySelector('a[href=\"/fares\"]').click()")


# --- page transitions: swup, barba.js ----------------------------------------------------------

def test_swup(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """swup 4 swaps a container (#swup) and the title, with the history."""
    url = documents(host, offline_server, head=lib("swup/dist/Swup.umd.js"),
                    body="<div id='swup' class='transition-fade'>{}</div><script>window.swup = new Swup();</script>")
    journey(page, url, watch, "swup.navigate('/fares')")


def test_barba(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """barba.js 2 swaps its container and the title, with the history."""
    barba = ("<div data-barba='wrapper'><div data-barba='container' data-barba-namespace='page'>{}</div></div>"
             "<script>barba.init({{ transitions: [{{ name: 'cut', leave() {{}}, enter() {{}} }}] }});</script>")
    url = documents(host, offline_server, head=lib("@barba/core/dist/barba.umd.js"), body=barba)
    journey(page, url, watch, "barba.go('/fares')")


# --- single-page apps: Vue Router, React Router ------------------------------------------------

def app(host: HostSite, server: str, body: str, widget: str = "") -> str:
    """One document for every address (history mode: the server answers each with it)."""
    pages = json.dumps({path: [title, content] for path, (title, content) in PAGES.items()})
    return host.add("/", "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Island ferries</title>"
                         f"<script src='{server}/reverserag.js' defer {widget}></script>"
                         f"<script>window.PAGES = {pages};</script></head><body>{body}</body></html>")


VUE = lib("vue/dist/vue.global.prod.js") + lib("vue-router/dist/vue-router.global.prod.js") + """<script>
const routes = Object.entries(PAGES).map(([path, [title, html]]) => ({ path, meta: { title },
  component: { template: html.replace(/<a href="([^"]*)">(.*?)<\\/a>/, '<router-link to="$1">$2</router-link>') } }));
window.router = VueRouter.createRouter({ history: VueRouter.createWebHistory(), routes });
router.afterEach((to) => { document.title = to.meta.title; });
Vue.createApp({}).use(router).mount('#app');
</script>"""


@pytest.mark.parametrize("history", ["createWebHistory", "createWebHashHistory"])
def test_vue_router(history: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """Vue 3 and vue-router 4, in history mode and in hash mode (#/fares, a route, not an anchor):
    each route's component in <router-view>."""
    vue = VUE.replace("createWebHistory", history)
    journey(page, app(host, offline_server, "<div id='app'><router-view></router-view></div>" + vue), watch,
            "router.push('/fares')")


def test_react_router(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """React Router 7 (a data router) on React 18."""
    journey(page, app(host, offline_server, "<div id='app'></div><script src='/bundle/react-router.js'></script>"),
            watch, "router.navigate('/fares')")


# --- what a page swaps without a new address, and the opt-out -------------------------------------

def test_htmx_swaps_the_content_without_a_history_entry(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """hx-get into <main>, no hx-push-url: the address stays, the text is all new, so the chat reads
    it again and goes on with its history."""
    url = documents(host, offline_server, head=HTMX)
    host.add("/", host.pages["/"].decode().replace(
        '<a href="/fares">', '<a href="/fares" hx-get="/fares" hx-select="main" hx-target="main" hx-swap="outerHTML">'))
    ask_and_follow_fares(page, url)
    assert page.url == url
    ask(page, "What does a cabin for four travellers cost?")
    expect(answered(page, 3)).to_contain_text("140 euros")
    expect(shadow(page, ".msg.notice")).to_have_text(
        ["The page changed to \u201cFares\u201d. I have read it again; ask away."])
    assert page.evaluate("() => window.__navigated") == [{"from": url, "to": url}]
    one_widget_kept(page, 3)
    watch.assert_clean()


def test_turbo_morphs_a_page_refresh(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """Turbo 8's page refresh by morphing (idiomorph) the body in place, the panel open."""
    url = documents(host, offline_server, head=TURBO + "<meta name='turbo-refresh-method' content='morph'>")
    page.goto(url)
    page.get_by_role("button", name="Open chat about this page").click()
    answered(page, 1)
    ask(page, "When does the Gotland ferry leave Nynäshamn?")
    expect(answered(page, 2)).to_contain_text("09:15")
    page.evaluate("""() => new Promise((done) => {
        document.addEventListener('turbo:morph', done, { once: true });
        Turbo.visit(location.href, { action: 'replace' });
    })""")
    one_widget_kept(page, 2)
    assert focused_in_widget(page) == "input"
    ask(page, "Do bicycles travel free?")
    expect(answered(page, 3)).to_contain_text("Bicycles travel free")
    expect(shadow(page, ".msg.notice")).to_have_count(0)
    watch.assert_clean()


def test_instant_page_prefetches_beside_the_widget(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """instant.page 5 prefetches a link on hover: the widget's launcher and panel are no link, and
    the page's links are still prefetched."""
    instant = "{}<script src='/lib/instant.page/instantpage.js' type='module'></script>"
    url = documents(host, offline_server, body=instant)
    page.goto(url)
    page.get_by_role("button", name="Open chat about this page").hover()
    page.get_by_role("button", name="Open chat about this page").click()
    expect(answered(page, 1)).to_contain_text("Island ferries")
    with page.expect_request(f"{host.origin}/fares"):
        page.get_by_role("link", name="Fares").hover()
    ask(page, "When does the Gotland ferry leave Nynäshamn?")
    expect(answered(page, 2)).to_contain_text("09:15")
    watch.assert_clean()


def test_the_opt_out_under_turbo(offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """data-spa="false": a Turbo visit keeps the conversation on the page it read, says nothing and
    emits no navigate event."""
    url = documents(host, offline_server, head=TURBO, where="body", widget="data-spa='false'")
    ask_and_follow_fares(page, url, "Turbo.visit('/fares')")
    one_widget_kept(page, 2)
    ask(page, "Do bicycles travel free?")
    expect(answered(page, 3)).to_contain_text("Bicycles travel free")
    expect(shadow(page, ".msg.notice")).to_have_count(0)
    assert page.evaluate("() => window.__navigated") == []
    watch.assert_clean()


# --- defects -----------------------------------------------------------------------------------

@pytest.mark.parametrize("library", ["turbo", "htmx"])
def test_a_page_put_back_from_a_cache_shows_its_citations(
        library: str, offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """Back to a page that Turbo's snapshot cache or htmx's history cache puts back: the same text
    in new elements, so the conversation goes on without reading it again, but every source, old
    or in an answer given after, said "That part of the page is no longer there." Now a source
    whose element is gone is looked for in the page read again, if it reads as it did."""
    url = documents(host, offline_server, **({"head": TURBO} if library == "turbo" else {"head": HTMX, "attrs": BOOST}))
    page.add_init_script("""window.__cited = [];
        document.addEventListener('reverserag:cite', (e) => window.__cited.push(e.detail.text));""")
    ask_and_follow_fares(page, url)
    page.go_back()
    expect(page.get_by_role("heading", name="Island ferries")).to_be_visible()
    ask(page, "Do bicycles travel free?")
    answer = answered(page, 3)
    expect(answer).to_contain_text("Bicycles travel free")
    answer.locator(".source").first.click()
    page.wait_for_function("() => window.__cited.length", timeout=2_000)
    shadow(page, ".msg.assistant").nth(1).locator(".source").first.click()
    page.wait_for_function("() => window.__cited.length === 2", timeout=2_000)
    assert [text[:40] for text in page.evaluate("() => window.__cited")] == [
        "Bicycles travel free on every crossing, ", "The Gotland ferry leaves Nynäshamn at 09"]
    expect(shadow(page, ".status")).not_to_contain_text("no longer there")
    expect(shadow(page, ".msg.notice")).to_have_count(0)
    watch.assert_clean()


def test_an_old_source_shows_no_text_of_the_next_page(
        offline_server: str, host: HostSite, page: Page, watch: Watch) -> None:
    """React Router, one route for every page: React keeps the elements and text nodes and changes
    their text. Asked on the ferries page, then on the fares page with the panel open, a source
    of the ferries answer ("The Gotland ferry leaves Nynäshamn…") highlighted the fares page's
    paragraph in its place."""
    page.add_init_script("""window.__cited = [];
        document.addEventListener('reverserag:cite', (e) => window.__cited.push(e.detail.text));""")
    url = app(host, offline_server, "<div id='app'></div><script src='/bundle/react-one-route.js'></script>")
    ask_and_follow_fares(page, url, "router.navigate('/fares')")
    source = shadow(page, ".msg.assistant").nth(1).locator(".source").first
    expect(source).to_contain_text("The Gotland ferry leaves")
    source.click()
    expect(shadow(page, ".status")).to_have_text("That part of the page is no longer there.")
    assert page.evaluate("() => [window.__cited, CSS.highlights.size]") == [[], 0]
    watch.assert_clean()
