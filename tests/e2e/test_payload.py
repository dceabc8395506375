"""The fields of the payload ``ReverseRAG.extract()`` returns, in Chromium, Firefox and WebKit: the
contract, links, headings, metadata and forms, the selection, and the cap on content."""

from __future__ import annotations

import json

import pytest
from harness import ORIGIN, Site, select_paragraph

from reverserag.page import parse_page

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


CONTRACT_FIELDS = {
    "url", "title", "lang", "source", "translated_from", "meta", "json_ld", "content", "main",
    "headings", "links", "code_blocks", "media", "forms", "tables", "selection", "settle",
    "extraction_ms",
}


def test_payload_has_exactly_the_contract_fields(site: Site) -> None:
    site.goto("/demo/article")
    payload = site.extract()
    assert set(payload) == CONTRACT_FIELDS
    assert payload["url"] == f"{ORIGIN}/demo/article"
    assert payload["title"].startswith("The night train is back")
    assert payload["lang"] == "en"
    assert payload["source"] == "dom" and payload["translated_from"] is None
    assert set(payload["media"]) == {"images", "video", "audio", "iframes"}
    assert set(payload["settle"]) == {"waited_ms", "timed_out"}
    assert isinstance(payload["extraction_ms"], int | float) and payload["extraction_ms"] >= 0


def test_links_are_absolute_and_javascript_links_are_dropped(site: Site) -> None:
    site.goto("/demo/docs")
    payload = site.extract()
    links = {link["text"]: link["href"] for link in payload["links"]}
    assert links["Rate limits"] == f"{ORIGIN}/demo/guide/rate-limits"
    assert links["The predictions endpoint in full"] == f"{ORIGIN}/reference/predictions"
    assert links["Install"] == f"{ORIGIN}/demo/docs#install"
    assert links["Service status"] == "https://status.tidepool.example/"
    assert all(link["href"].startswith(("http://", "https://")) for link in payload["links"])
    assert "Toggle dark mode" not in links
    assert "javascript:" not in payload["content"]
    assert "[Account → Tokens](http://demo.test/account/tokens)" in payload["content"]


def test_a_link_around_an_image_alone_is_named_by_the_images_alt(site: Site) -> None:
    """A logo or a picture that links somewhere writes no text of its own: the link's entry takes the
    image's alt, and the content keeps the image inside the link."""
    site.goto(site.html("/logos", """
      <main><h1>Partners</h1><p>Our partners, each a link, long enough to be the main content here.</p>
      <a href="/partners/north"><img src="/pixel.png" alt="  North   Rail "></a>
      <a href="/partners/south"><img src="/pixel.png"></a></main>"""))
    payload = site.extract(settle=False)
    links = {link["href"]: link["text"] for link in payload["links"]}
    assert links[f"{ORIGIN}/partners/north"] == "North Rail"  # whitespace collapsed, as every label
    assert links[f"{ORIGIN}/partners/south"] == ""  # no alt: the address says where it goes
    assert f"[![North Rail]({ORIGIN}/pixel.png)]({ORIGIN}/partners/north)" in payload["content"]


def test_headings_are_listed_in_document_order(site: Site) -> None:
    site.goto("/demo/article")
    headings = site.extract()["headings"]
    assert headings[:4] == [
        {"level": 1, "text": "The night train is back — and this time it pays"},
        {"level": 2, "text": "Who runs the trains now"},
        {"level": 3, "text": "The routes that work"},
        {"level": 2, "text": "What a ticket costs"},
    ]
    # The sidebar's (an <aside> beside the article) are the page chrome's, as navigation's are.
    assert {"level": 2, "text": "Most read"} not in headings


def test_heading_levels_come_from_the_name_or_aria_and_stay_within_six(site: Site) -> None:
    """Levels are read from h1…h6's names: a stray <h7> (sloppy markup parses to an unknown element)
    is an h6, never a level 7, which the contract's 1 to 6 would refuse with a 422 for the page."""
    site.goto(site.html("/levels", "<h1>One</h1><h7>Seven</h7><hr><header>Masthead</header>"
                        "<div role='heading' aria-level='9'>Nine</div><div role='heading'>Plain</div>"
                        "<p>Text enough to read on this page, in a sentence or two of prose.</p>"))
    payload = site.extract()
    assert payload["headings"] == [{"level": 1, "text": "One"}, {"level": 6, "text": "Seven"},
                                   {"level": 6, "text": "Nine"}, {"level": 2, "text": "Plain"}]
    parse_page(payload, max_content_chars=100_000)  # the server takes it


def test_metadata_media_forms_and_tables_are_filled(site: Site) -> None:
    site.goto("/demo/article")
    payload = site.extract()
    meta = payload["meta"]
    assert meta["description"].startswith("Europe's sleeper trains")
    assert meta["og:type"] == "article"
    assert meta["article:published_time"] == "2024-03-14T07:30:00+01:00"
    assert meta["article:tag"] == "rail, travel"
    assert len(payload["json_ld"]) == 1  # the broken block is dropped
    assert payload["json_ld"][0]["author"]["name"] == "Marta Lindqvist"
    assert payload["media"]["images"] == [{
        "src": f"{ORIGIN}/demo-assets/night-routes.svg",
        "alt": "Map of the main European night train routes in 2024",
    }]
    assert payload["forms"] == [{
        "action": f"{ORIGIN}/newsletter", "method": "post",
        "fields": [
            {"name": "email", "type": "email", "label": "Email address", "required": True},
            {"name": "gdpr", "type": "checkbox", "label": "I agree to receive the newsletter",
             "required": True},
        ],
    }]
    assert payload["tables"] == [
        {"caption": "Cheapest fares on a Friday night in April 2024", "rows": 4, "cols": 4}
    ]
    assert "![Map of the main European night train routes in 2024]" in payload["content"]


def test_form_fields_that_cannot_be_seen_are_not_listed(site: Site) -> None:
    """A spam trap (WordPress's Akismet) sits in a hidden paragraph. Only the field's own styles were
    read, which say nothing of its parent's: Firefox listed it (Chromium happened not to). A field
    with no width shows nothing either."""
    site.goto(site.html("/comment", """<main><h1>Comments</h1><form action="/comment" method="post">
      <p><label>Your name <input name="author" required></label></p>
      <p style="display: none !important"><label>Δ <textarea name="ak_hp_textarea"></textarea></label></p>
      <p><input name="zero" style="width: 0; padding: 0; border: 0" aria-label="No width"></p>
      <p><button>Post</button></p></form></main>"""))
    fields = site.extract()["forms"][0]["fields"]
    assert fields == [{"name": "author", "type": "text", "label": "Your name", "required": True}]


def test_fields_in_no_form_are_listed_by_their_group(site: Site) -> None:
    """A quiz's radio groups (each in a ``<fieldset>``), a scratchpad ``<textarea>`` and a ``<select>``
    sat in no ``<form>``, and ``forms`` was empty: the assistant was never told there was an answer
    to choose or a scratchpad (QA55 #23). Fields in no form are listed as forms of their own, one for
    each fieldset, group or section they are in, with no action or method; what was typed in them is
    never sent, and a task list's ticks, a nameless toggle and hidden or disabled fields are none."""
    site.goto(site.html("/quiz", """<main><h1>Quiz: loops</h1>
      <ul><li><input type="checkbox" disabled checked> Read the chapter</li></ul>
      <input type="checkbox" id="menu-toggle"><label for="menu-toggle">Menu</label>
      <fieldset><legend>1. How many times does the loop run?</legend>
        <label><input type="radio" name="q1"> 2</label><label><input type="radio" name="q1"> 3</label></fieldset>
      <div role="group" aria-label="Question 2"><label><input type="radio" name="q2" required> while</label>
        <label><input type="radio" name="q2" required> for...of</label></div>
      <section><h2>Scratchpad</h2><textarea id="pad" aria-label="Scratchpad"></textarea>
        <label>Language <select name="lang"><option>JavaScript</option><option>Python</option></select></label>
        <input type="hidden" name="token" value="t"><input name="off" disabled aria-label="Off"></section>
      <form action="/submit" method="post"><label>Your name <input name="who"></label></form></main>"""))
    site.page.evaluate("""() => { const pad = document.getElementById('pad'); pad.value = 'TYPED door code 4417';
      pad.dispatchEvent(new Event('input', { bubbles: true })); }""")
    payload = site.extract()
    assert "TYPED" not in json.dumps(payload)
    loose = {"action": "", "method": ""}
    assert payload["forms"] == [
        {**loose, "fields": [{"name": "q1", "type": "radio", "label": "2", "required": False},
                             {"name": "q1", "type": "radio", "label": "3", "required": False}]},
        {**loose, "fields": [{"name": "q2", "type": "radio", "label": "while", "required": True},
                             {"name": "q2", "type": "radio", "label": "for...of", "required": True}]},
        {**loose, "fields": [{"name": "pad", "type": "textarea", "label": "Scratchpad", "required": False},
                             {"name": "lang", "type": "select-one", "label": "Language", "required": False}]},
        {"action": f"{ORIGIN}/submit", "method": "post",
         "fields": [{"name": "who", "type": "text", "label": "Your name", "required": False}]},
    ]
    parse_page(payload, max_content_chars=100_000)  # the server takes it


def test_a_draft_in_a_rich_text_composer_in_a_form_is_a_field_not_text(site: Site) -> None:
    """A comment composer (Quill's, Tiptap's, Lexical's) is a ``contenteditable`` box in a
    ``<form>``: the visitor's unsent draft in it was read and quoted ("What is the door code?" got
    the draft, QA53 #7), where a ``<textarea>``'s is never read. It is a field, listed by its label,
    its text not read; an editor outside a form, the page's own document, is still read."""
    site.goto(site.html("/composer", """<main><h1>Spring launch plan</h1>
      <div class="ql-editor" contenteditable="true"><p>The Harbour collection launches on 14 March 2027.</p></div>
      <section aria-label="Comments"><h2>Comments</h2><p><b>Jonas:</b> Looks good to me.</p>
      <form action="/comment"><div class="ql-editor" contenteditable="true" role="textbox" aria-label="Write a comment"
        aria-multiline="true" style="border: 1px solid #ccc; min-height: 40px"><p>DRAFT: my door code is 4417</p>
        <p>and <span contenteditable="false">@Jonas</span> NESTED-DRAFT</p></div>
      <textarea aria-label="Or here">TEXTAREA-DRAFT</textarea><button>Send</button></form></section></main>"""))
    payload = site.extract()
    content = payload["content"]
    assert "The Harbour collection launches on 14 March 2027." in content and "Looks good to me." in content
    assert "DRAFT" not in content and "4417" not in content, content
    assert payload["forms"][0]["fields"] == [
        {"name": "", "type": "textarea", "label": "Or here", "required": False},
        {"name": "", "type": "textbox", "label": "Write a comment", "required": False}]


def test_a_draft_in_a_composer_outside_a_form_is_not_read(site: Site) -> None:
    """Quill's "bubble" comment composer sits in no ``<form>``: a ``contenteditable`` box with a
    placeholder and a Send button after it. The visitor's draft in it was read (QA53 #7, the rest).
    A box typed in with a name or placeholder of its own that says it sends (a message, a comment, a
    reply), or a button after it nearby that does, is a composer; the page's own document, named or
    not, with no such button after it, is read as edited."""
    site.goto(site.html("/composers", """<main><h1>Spring launch plan</h1>
      <div class="toolbar"><button>Bold</button><button>Post to blog</button></div>
      <div><div class="tiptap" contenteditable="true" role="textbox"><p>The Harbour collection launches on
        14 March 2027.</p></div></div>
      <div><div contenteditable="true" aria-label="Body"><p>Owner: Femke Visser, in Amsterdam.</p></div>
        <button>Save</button></div>
      <section class="feed"><h2>Comments</h2><p><b>Jonas:</b> Looks good to me.</p>
        <div class="ql-container"><div class="ql-editor" contenteditable="true" data-placeholder="Add a note">
          <p>DRAFT-1 my door code is 4417</p></div></div><button aria-label="Send"><svg></svg></button>
        <div contenteditable="true" role="textbox" aria-label="Reply to Jonas"><p>DRAFT-2 call me</p></div>
      </section></main>"""))
    content = site.extract()["content"]
    assert "The Harbour collection launches on 14 March 2027." in content and "Owner: Femke Visser" in content
    assert "Looks good to me." in content
    assert "DRAFT" not in content and "4417" not in content, content


def test_a_textarea_of_json_as_the_page_wrote_it_is_read_as_code_until_typed_in(site: Site) -> None:
    """Swagger UI's "Try it out" turns an operation's example request body into a ``<textarea>``,
    and the example left the payload (QA51 #15). A textarea holding JSON as the page wrote it is read
    as a JSON code block. Once the visitor types in it, it is not, though React writes what is typed
    back as the textarea's default (as Swagger UI's does); nor is other text a textarea holds, a
    draft a page put back, nor one hidden."""
    site.goto(site.html("/try", """<main><h1>Lend a book</h1><p>Edit the example and press Execute to
      send the request to the server.</p>
      <textarea id="body" rows="6" cols="40">{
  "book_id": "bk_7Hq2",
  "days": 14
}</textarea>
      <textarea id="other">{"book_id": "bk_OTHER"}</textarea>
      <textarea>DRAFT: my door code is 4417</textarea>
      <textarea style="color: white">{"hidden": "HIDDEN-JSON"}</textarea><button>Execute</button></main>"""))
    content = site.extract()["content"]
    assert '```json\n{\n  "book_id": "bk_7Hq2",\n  "days": 14\n}\n```' in content, content
    assert '{"book_id": "bk_OTHER"}' in content
    assert "DRAFT" not in content and "HIDDEN" not in content
    # Typed in, with React's echo of the value into the default: not read.
    site.page.evaluate("""() => { const box = document.getElementById('other');
      box.value = box.value.replace('OTHER', 'TYPED'); box.defaultValue = box.value;
      box.dispatchEvent(new Event('input', { bubbles: true })); }""")
    content = site.extract()["content"]
    assert "bk_7Hq2" in content and "TYPED" not in content and "OTHER" not in content, content


def test_a_number_box_s_value_is_read_where_it_stands(site: Site) -> None:
    """WP Recipe Maker's servings box, ``<input type="number" value="4">``, read as "Servings loaves",
    the rescaled amounts tied to no count (QA57 #23). A number box's value is the page's quantity state:
    read as shown, its default and the visitor's change, in a form or not. A text field's is not, nor
    a number box that is not shown."""
    site.goto(site.html("/servings", """<main><h1>Banana bread</h1><p>A moist loaf made in one bowl.</p>
      <div><span>Servings </span><input type="number" min="0" step="any" value="4"
        aria-label="Adjust recipe servings"> <span>loaves</span></div>
      <form><label>Quantity <input type="number" name="qty" value="2"></label>
        <label>Name <input type="text" name="who" value="TYPED-NAME"></label>
        <input type="number" name="gone" value="777" style="display: none"><button>Add to cart</button></form>
      </main>"""))
    content = site.extract()["content"]
    assert "Servings 4 loaves" in content and "Quantity 2" in content, content
    assert "TYPED" not in content and "777" not in content, content
    site.page.evaluate("""() => { const box = document.querySelector('input[aria-label]');
      box.value = '8'; box.dispatchEvent(new Event('input', { bubbles: true })); }""")
    assert "Servings 8 loaves" in site.extract()["content"]


def test_a_search_box_and_what_it_found_are_not_the_pages_text(site: Site) -> None:
    """MkDocs Material's search, open with its results shown, was read into the page's chrome: other
    pages' excerpts, each twice (QA47 #13). A search landmark (role=search, <search>) is left out but
    for its fields, which stay in `forms`."""
    site.goto(site.html("/search", """<header><div class="md-search" role="dialog"><div class="md-search__inner"
      role="search"><form class="md-search__form" name="search"><input type="text" name="query"
      aria-label="Search" value="timeout"></form><div class="md-search__output"><div class="md-search-result">
      <div class="md-search-result__meta">5 matching documents</div><ol class="md-search-result__list"><li><a
      href="/howto/?h=timeout"><article><h1>Retries and timeouts</h1><p>This guide walks through the read
      timeout of a large download.</p></article></a></li></ol></div></div></div></div></header>
      <search><form action="/find"><input name="q" aria-label="Find"></form><p>Popular: ferries</p></search>
      <main><h1>API reference</h1><p>The client holds a connection pool and the default settings for every
      request it sends, the timeout among them.</p><form role="search" action="/site"><input name="s"
      aria-label="Site search"> Searching the whole site</form></main>"""))
    payload = site.extract()
    content = payload["content"]
    assert "API reference" in content and "the timeout among them" in content
    for found in ("matching documents", "Retries and timeouts", "walks through", "Popular", "Searching the whole"):
        assert found not in content
    assert [form["fields"][0]["name"] for form in payload["forms"]] == ["query", "q", "s"]
    assert payload["headings"] == [{"level": 1, "text": "API reference"}]


def test_content_over_the_cap_is_cut_with_a_marker(site: Site) -> None:
    body = "<main>" + "".join(f"<p>Sentence number {i} about the sea.</p>" for i in range(400)) + "</main>"
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="2000" defer></script>'
    site.goto(site.html("/big", body, script=tag))
    payload = site.extract(settle=False)
    assert payload["content"].startswith("Sentence number 0 about the sea.")
    assert "content was cut at 2,000 characters" in payload["content"]
    assert len(payload["content"]) < 2300
    assert "Sentence number 399" not in payload["content"]


# In the page: whether each string is whole, no half of a character (a lone surrogate) in it, and its length.
WHOLE = """strings => strings.map((s) => {
  try { encodeURIComponent(s); return s.length; } catch { return -1; }
})"""


def test_the_cap_never_cuts_a_character_in_two(site: Site) -> None:
    """The cap counts UTF-16 units, and an emoji is two: content and main cut at 2,000 ended in half
    of one, a lone surrogate that is no character. Either parity of the cut is tried."""
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="2000" defer></script>'
    for lead in ("a", "ab"):
        site.goto(site.html(f"/emoji-{len(lead)}", f"<main><p>{lead}{'😀' * 1500}</p></main>", script=tag))
        lengths = site.page.evaluate(f"""async () => {{
            const page = await ReverseRAG.extract({{settle: false}});
            return ({WHOLE})([page.content, page.main]);
        }}""")
        marker = len("\n\n[reverserag: the page continues; content was cut at 2,000 characters]")
        assert all(1999 <= n - marker <= 2000 for n in lengths), lengths


def test_names_objects_inherit_are_names_like_any_other(site: Site) -> None:
    """<meta name="constructor"> made extract() fail (meta[name].split is not a function), and a
    role or an element named `constructor` wrote "function Object() { [native code] }" into content."""
    site.goto(site.html("/inherited", """<main><h1>Names</h1><div role="constructor">Text in a role.</div>
      <constructor>Text in an unknown element.</constructor><p>And a paragraph.</p></main>""",
                        head='<meta name="constructor" content="Ada"><meta name="constructor" content="Grace">'
                             '<meta property="__proto__" content="polluted"><meta name="toString" content="x">'))
    payload = site.extract(settle=False)
    assert "native code" not in payload["content"] and "function" not in payload["content"]
    assert "Text in a role." in payload["content"] and "Text in an unknown element." in payload["content"]
    assert payload["meta"]["constructor"] == "Ada, Grace"
    assert payload["meta"]["tostring"] == "x"
    sent = site.page.evaluate("async () => JSON.stringify((await ReverseRAG.extract({settle: false})).meta)")
    assert json.loads(sent)["__proto__"] == "polluted"  # as the widget sends it (Playwright drops the key)


def test_selected_text_is_sent_as_selection(site: Site) -> None:
    site.goto("/demo/article")
    assert site.extract(settle=False)["selection"] is None
    select_paragraph(site.page, "Track access")
    assert site.extract(settle=False)["selection"].startswith("Track access charges are the first obstacle.")


def test_links_resolve_against_the_address_the_page_has_now(site: Site) -> None:
    """The page's base was kept from the first reading: after a single-page app moved, an anchor
    link pointed into the page it left, and a <base> added later was not used."""
    site.goto(site.html("/docs/start", """<main><h1>Docs</h1><p>Read the <a href="#install">install
      notes</a> and the <a href="guide">guide</a> before you start.</p></main>"""))
    assert f"]({ORIGIN}/docs/start#install)" in site.extract(settle=False)["content"]
    site.page.evaluate("history.pushState({}, '', '/docs/other/page?id=7')")
    content = site.extract(settle=False)["content"]
    assert f"]({ORIGIN}/docs/other/page?id=7#install)" in content and f"]({ORIGIN}/docs/other/guide)" in content
    site.page.evaluate("document.head.append(Object.assign(document.createElement('base'), {href: '/manual/'}))")
    assert f"]({ORIGIN}/manual/guide)" in site.extract(settle=False)["content"]
