"""Answers rendered safely, in real Chromium (issue 6): markdown as DOM nodes, hostile markup and links
inert, a streamed answer re-rendered only at its tail, and a whole conversation under a strict CSP."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from experience_helpers import MARKDOWN, SECURE, _fake, _open_with
from harness import Site
from playwright.sync_api import BrowserContext, Page, expect
from routed_api import Reply, RoutedAPI, Widget

XSS = [
    '<script>window.__pwned = "script"</script>',
    "<img src=x onerror=\"window.__pwned = 'img'\">",
    "<svg onload=\"window.__pwned = 'svg'\"></svg>",
    "<iframe src=\"javascript:parent.__pwned='iframe'\"></iframe>",
    "<a href=\"javascript:window.__pwned='a'\">html link</a>",
    "[md link](javascript:window.__pwned='md')",
    "[spaced](  JaVaScRiPt:window.__pwned='spaced')",
    "[tabbed](java\tscript:window.__pwned='tab')",
    "[newline](java\nscript:window.__pwned='newline')",
    "[entity](&#106;avascript:window.__pwned='entity')",
    "[data](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0nZGF0YSc8L3NjcmlwdD4=)",
    "[vb](vbscript:msgbox(1))",
    "![image](javascript:window.__pwned='image')",
    "![tracker](https://tracker.example/pixel.gif)",
    "<javascript:window.__pwned='autolink'>",
    "[nested [x](javascript:window.__pwned='nested')](https://ok.example/)",
    '[title trick](https://ok.example/ "onmouseover=window.__pwned=1")',
    "**<b onmouseover=\"window.__pwned='bold'\">bold</b>**",
    '`<script>window.__pwned="code"</script>`',
    '```html\n<script>window.__pwned="fence"</script>\n```',
    '| <img src=x onerror=window.__pwned="cell"> | x |\n|---|---|\n| <script>window.__pwned=1</script> | y |',
]

ALLOWED_TAGS = {"p", "strong", "em", "del", "code", "pre", "a", "span", "bdi", "br", "ul", "ol", "li", "blockquote",
                "table", "thead", "tbody", "tr", "th", "td", "div", "button", "svg", "path", "hr",
                "h3", "h4", "h5", "h6"}


def test_markdown_is_rendered_as_nodes(site: Site, widget: Widget) -> None:
    _open_with(site, widget, MARKDOWN)
    md = widget.wait_for_answers(1).locator(".md")
    expect(md.get_by_role("heading", name="Getting there")).to_be_visible()
    expect(md.locator("strong").first).to_have_text("night train")
    expect(md.locator("em").first).to_have_text("21:40")
    expect(md.locator("p code")).to_have_text("arrives")
    expect(md.locator("strong").nth(1)).to_have_text("07:15")
    expect(md.locator("del")).to_have_text("never")
    expect(md.locator("p").first).to_contain_text("snake_case_names stay")
    lists = md.locator(":scope > ol")
    expect(lists).to_have_count(2)
    expect(lists.first.locator(":scope > li")).to_have_count(2)
    expect(lists.first.locator("li ul > li")).to_have_text(["and a sleep mask", "and water"])
    expect(lists.nth(1)).to_have_attribute("start", "3")
    expect(md.locator(":scope > ul > li")).to_have_text(["one", "two"])
    expect(md.locator("blockquote")).to_have_text("Quoted from the timetable.")
    expect(md.locator("th")).to_have_text(["Route", "Seat", "Couchette"])
    expect(md.locator("tbody tr")).to_have_count(2)
    expect(md.locator("tbody tr").first.locator("td").nth(1)).to_have_class("center")
    expect(md.locator("tbody tr").first.locator("td").nth(2)).to_have_class("right")
    expect(md.locator("pre code")).to_have_text('print("hello <b>")')
    expect(md.locator(".code-bar")).to_have_attribute("data-lang", "python")
    expect(md.get_by_role("button", name="Copy code")).to_be_visible()
    links = md.locator("a")
    expect(links).to_have_count(3)
    assert [links.nth(i).get_attribute("href") for i in range(3)] == [
        "https://example.org/nightjet?x=1&y=2", "mailto:help@example.org", "https://example.com/path"]
    for i in range(3):
        expect(links.nth(i)).to_have_attribute("rel", "noopener noreferrer")
        expect(links.nth(i)).to_have_attribute("target", "_blank")
    expect(md.locator("hr")).to_have_count(1)
    expect(md.locator("p").last).to_have_text("Done.")


def test_a_formula_in_an_answer_is_shown_as_written(site: Site, widget: Widget) -> None:
    r"""TeX in an answer lost its subscripts (qa54 #6): the underscores of `\(H_{0}+∑_{i=1}^{n}A_{i}\)`
    were taken for emphasis, and the bubble showed "∑{i=1}^{n}A{i}" in italics. Nothing between a
    formula's delimiters is markdown, as in a code span, whether the answer doubles its backslashes
    (the offline engine does, so that they show) or not (a model quoting the page)."""
    _open_with(site, widget, r"The height is \\(H_{0}+∑_{i=1}^{n}A_{i}\cos(ω_{i}t)\\) in metres." "\n\n"
               r"A model writes \(x_{1}+x_{2}\) and \[a_{n} = b_{n}\]; _this_ is still \*emphasis\*.")
    md = widget.wait_for_answers(1).locator(".md")
    expect(md.locator("p")).to_have_text([
        r"The height is \(H_{0}+∑_{i=1}^{n}A_{i}\cos(ω_{i}t)\) in metres.",
        r"A model writes \(x_{1}+x_{2}\) and \[a_{n} = b_{n}\]; this is still *emphasis*."])
    expect(md.locator("em")).to_have_text(["this"])


def test_emphasis_round_a_formula_holds_it_whole(site: Site, widget: Widget) -> None:
    r"""Emphasis that opened before a formula closed inside it, at its first `*` or `_` (stop 54's
    formulas): `*Note: \(a^* b\) holds*` was "Note: (a^" in italics, and the formula cut in two."""
    _open_with(site, widget, r"*Note: \(a^* b\) holds* and _the mean \(x_{i}\)_ too." "\n\n"
               r"**\\(E = mc^{2}\\)** is bold; *a \(x*y\) is no emphasis.")
    md = widget.wait_for_answers(1).locator(".md")
    expect(md.locator("p")).to_have_text([r"Note: \(a^* b\) holds and the mean \(x_{i}\) too.",
                                          r"\(E = mc^{2}\) is bold; *a \(x*y\) is no emphasis."])
    expect(md.locator("em")).to_have_text([r"Note: \(a^* b\) holds", r"the mean \(x_{i}\)"])
    expect(md.locator("strong")).to_have_text([r"\(E = mc^{2}\)"])


def test_escaped_brackets_round_a_number_are_a_citation_not_a_formula(site: Site, widget: Widget) -> None:
    r"""A model escapes the brackets of a citation, `\[1\]`, which stop 54 took for a display formula
    and showed with its backslashes. Brackets round words or numbers alone are brackets; a formula's
    are kept (`\[a_{n} = b_{n}\]`)."""
    _open_with(site, widget, r"The yearly mean is 4.2 \[1\], see *\[2, 3\]* and \[sic\]; \[a_{n} = b_{n}\] holds.")
    md = widget.wait_for_answers(1).locator(".md")
    expect(md.locator("p")).to_have_text(
        [r"The yearly mean is 4.2 [1], see [2, 3] and [sic]; \[a_{n} = b_{n}\] holds."])
    expect(md.locator("em")).to_have_text(["[2, 3]"])


def test_a_display_formula_of_one_letter_alone_on_its_line_stays_a_formula(site: Site, widget: Widget) -> None:
    r"""Stop 57: the rule that shows a model's escaped citation `\[1\]` as "[1]" took a display formula of
    one letter or digit, `\[x\]`, for brackets too. A display formula is written on its own line (a
    block of its own, or a line of its paragraph): there it is one, whatever it holds; in a sentence,
    brackets round words or numbers alone are brackets, as before."""
    _open_with(site, widget, "Cited \\[1\\], a box \\[x\\] ticked.\n\n\\[x\\]\n\nSo\n  \\[2\\]\nholds, and"
                             "\n\\[\nn\n\\]\nas well.")
    md = widget.wait_for_answers(1).locator(".md")
    expect(md.locator("p")).to_have_text(["Cited [1], a box [x] ticked.", r"\[x\]",
                                          re.compile(r"^So\s*\\\[2\\\]\s*holds, and\s*\\\[\s*n\s*\\\]\s*as well\.$")])


def _assert_inert(page: Page) -> None:
    found = page.evaluate("""() => {
        const root = document.querySelector('reverserag-widget').shadowRoot;
        const out = { tags: new Set(), attrs: [], hrefs: [], svgOutsideButtons: 0 };
        for (const el of root.querySelectorAll('.msg *')) {
            out.tags.add(el.localName);
            for (const attr of el.attributes) {
                if (/^on|^style$|^srcdoc$|^formaction$/i.test(attr.name)) {
                    out.attrs.push(el.localName + ' ' + attr.name);
                }
            }
            if (el.localName === 'a') out.hrefs.push([el.getAttribute('href'), el.rel, el.target]);
            if (el.localName === 'svg' && !el.closest('button')) out.svgOutsideButtons++;
        }
        out.tags = [...out.tags];
        return out;
    }""")
    assert set(found["tags"]) <= ALLOWED_TAGS, set(found["tags"]) - ALLOWED_TAGS
    assert found["attrs"] == []
    assert found["svgOutsideButtons"] == 0
    for href, rel, target in found["hrefs"]:
        assert href.split(":")[0] in ("http", "https", "mailto"), href
        assert rel == "noopener noreferrer" and target == "_blank"


def test_xss_payloads_in_answers_never_execute(site: Site, widget: Widget) -> None:
    dialogs: list[str] = []
    site.page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    answer = "\n\n".join(XSS)
    _open_with(site, widget, answer, replies=[Reply(answer)])
    message = widget.wait_for_answers(1)
    expect(message).to_contain_text('<script>window.__pwned = "script"</script>')
    expect(message).to_contain_text("<img src=x onerror=\"window.__pwned = 'img'\">")
    expect(message.locator("pre code")).to_have_text('<script>window.__pwned="fence"</script>')
    # Rejected link targets leave their label as text; http(s) ones stay links, and images never load.
    expect(message.locator("span", has_text="md link")).to_have_count(1)
    hrefs = [message.locator("a").nth(i).get_attribute("href") for i in range(message.locator("a").count())]
    assert hrefs == ["http://demo.test/demo/&#106;avascript:window.__pwned='entity'",
                     "https://tracker.example/pixel.gif", "https://ok.example/", "https://ok.example/"]
    _assert_inert(site.page)
    # The visitor's own words are text too.
    widget.ask(XSS[1] + " " + XSS[5])
    expect(widget.user).to_have_text(XSS[1] + " " + XSS[5])
    widget.wait_for_answers(2)
    # Move the mouse over every message, in case something listens for it.
    for i in range(widget.assistant.count()):
        widget.assistant.nth(i).hover()
    site.page.wait_for_timeout(300)
    assert site.page.evaluate("() => window.__pwned") is None
    assert dialogs == []
    _assert_inert(site.page)


def test_streaming_re_renders_only_the_unfinished_tail(
    server_factory: Callable[..., str], fake_upstream: Any, widget: Widget
) -> None:
    paragraphs = [f"Paragraph {i} has **bold** words, `code` and a [link](https://example.org/{i})."
                  for i in range(300)]
    url = _fake(server_factory, fake_upstream, reply="\n\n".join(paragraphs), delay=0.002, chunk_size=2)
    page = widget.page
    page.goto(f"{url}/demo/article")
    widget.launcher.click()
    widget.wait_for_answers(1, timeout=60_000)  # the greeting, ended by its cap after a few paragraphs
    page.evaluate("""() => {
        window.__removed = [];
        const log = document.querySelector('reverserag-widget').shadowRoot;
        new MutationObserver((records) => {
            let gone = 0;
            for (const r of records) for (const n of r.removedNodes) if (n.localName === 'p') gone++;
            window.__removed.push(gone);
            // Once a second paragraph exists the first is finished: it must never be rendered again.
            const answer = log.querySelectorAll('.msg.assistant')[1];
            if (!window.__first && answer && answer.querySelectorAll('.md p').length > 1) {
                window.__first = answer.querySelector('.md p');
            }
        }).observe(log, { childList: true, subtree: true });
    }""")
    widget.ask("Tell me everything.")
    message = widget.wait_for_answers(2, timeout=60_000)
    expect(message.locator(".md > p")).to_have_count(300)
    removed = page.evaluate("() => window.__removed")
    assert len(removed) > 20, "the answer did not stream in steps"
    # Each paint replaces the unfinished tail alone (one paragraph), never the whole answer.
    assert max(removed) <= 2, max(removed)
    assert sum(removed) < len(removed) * 2
    assert page.evaluate("""() => window.__first === document.querySelector('reverserag-widget')
        .shadowRoot.querySelectorAll('.msg.assistant')[1].querySelector('.md p')""")


STRICT_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'"
)


def test_a_whole_conversation_under_a_strict_csp(site: Site, widget: Widget, context: BrowserContext) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=SECURE)
    site.page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
    """)
    RoutedAPI(site.page, greeting=MARKDOWN)
    site.html("/csp", "<main><h1>Strict</h1><p>A page with a strict policy.</p></main>",
              script='<script src="/reverserag.js" defer></script>', headers={"Content-Security-Policy": STRICT_CSP})
    site.goto(SECURE + "/csp")
    widget.launcher.click()
    message = widget.wait_for_answers(1)
    expect(message.locator("table")).to_be_visible()
    message.get_by_role("button", name="Copy code").click()
    site.page.wait_for_function("async () => (await navigator.clipboard.readText()).startsWith('print(')")
    widget.ask("More?")
    expect(widget.wait_for_answers(2)).to_have_text("Answer 1.")
    widget.new_chat.click()
    widget.wait_for_answers(1)
    site.page.reload()
    expect(widget.launcher).to_have_css("background-color", "rgb(37, 99, 235)")
    assert site.page.evaluate("() => window.__violations") == []
