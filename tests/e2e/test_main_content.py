"""Which part of a page ``ReverseRAG.extract()`` takes for its main content, in Chromium, Firefox and
WebKit: landmarks, articles and density, with the page's chrome condensed after it."""

from __future__ import annotations

import pytest
from harness import Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


CHROME_MARK = "[Page chrome: header, navigation, sidebars, footer]"


def test_main_content_comes_first_and_chrome_is_condensed(site: Site) -> None:
    site.goto("/demo/article")
    payload = site.extract()
    content, main = payload["content"], payload["main"]
    assert main.startswith("# The night train is back")
    assert content.startswith(main)
    chrome = content[len(main):]
    assert chrome.lstrip("\n").startswith("---\n\n" + CHROME_MARK)
    assert "Most read" not in main and "Most read" in chrome
    assert ("Navigation: [All demos](http://demo.test/) · [Article](http://demo.test/demo/article)"
            in chrome)
    assert "Footer: A demo page for [reverserag]" in chrome


def test_main_content_is_found_by_density_without_semantic_markup(site: Site) -> None:
    paragraphs = "".join(
        f"<p>Paragraph {i} of the story, which goes on about ferries, tides, harbours, and the "
        f"people who work there, long enough to count as real text in a real article.</p>"
        for i in range(8)
    )
    site.goto(site.html("/divs", f"""
      <div id="top"><a href="/">Home</a> <a href="/news">News</a> <a href="/about">About</a></div>
      <div class="layout">
        <div class="sidebar"><a href="/a">Link one</a><a href="/b">Link two</a></div>
        <div class="post-body"><h1>Ferries</h1>{paragraphs}</div>
      </div>
      <div class="footer">© 2024 <a href="/legal">Legal</a></div>"""))
    payload = site.extract()
    assert payload["main"].startswith("# Ferries\n\nParagraph 0 of the story")
    assert "Paragraph 7" in payload["main"]
    assert "Link one" not in payload["main"] and "Legal" not in payload["main"]
    assert payload["content"].startswith(payload["main"])
    assert "Link one" in payload["content"]  # nothing visible is dropped


def test_on_a_page_of_short_lines_without_a_landmark_the_page_is_main(site: Site) -> None:
    """Swagger UI without its ``<main>``: the API's title and one-line description, then its
    operations, each a short line. Scoring took the description's line alone, or one operation,
    and the rest went to chrome (QA51 #4). What scoring finds must hold as much text as a ``<main>``
    must (200 characters); less, and the page is main. A page with a longer block is unchanged."""
    site.goto(site.html("/api", """<div id="app">
      <div class="info"><h2 class="title">Bookshelf API <small>2.3.0</small></h2>
        <div class="description"><p>All requests need an API key in the X-Api-Key header.</p></div></div>
      <div class="opblock-tag-section"><h3 class="opblock-tag"><a href="#/books">books</a> The catalogue</h3>
        <div class="opblock"><span>POST</span> <a href="#/books/createBook">/books</a>
          <div>Add a book to the catalogue</div></div>
        <div class="opblock"><span>GET</span> <a href="#/books/listBooks">/books</a>
          <div>List the books of the catalogue</div></div></div></div>"""))
    main = site.extract()["main"]
    assert main.startswith("## Bookshelf API 2.3.0\n\nAll requests need an API key"), main
    assert "Add a book to the catalogue" in main and "List the books of the catalogue" in main
    site.goto(site.html("/note", """<div id="app"><div class="links"><a href="/a">Home</a> <a href="/b">About</a></div>
      <div class="text"><p>A short note of one paragraph that is all this page says, with a comma, and it
        goes on long enough, past two hundred characters, to be the content that scoring finds here, as on
        any page of prose.</p></div></div>"""))
    main = site.extract()["main"]
    assert main.startswith("A short note") and "Home" not in main, main


def test_main_is_the_articles_body_when_that_holds_most_of_it(site: Site) -> None:
    """A dominant <article> is main, less its header and footer when one block inside it holds
    most of its text (as Readability's choice would)."""
    paragraphs = "".join(
        f"<p>Paragraph {i} about lighthouses, keepers, lenses and storms, long enough to be "
        f"read as the real text of a real article.</p>" for i in range(8)
    )
    site.goto(site.html("/article-body", f"""
      <nav><a href="/">Home</a> <a href="/lights">Lights</a></nav>
      <article><header><h1>Lighthouses</h1><p>By A. Keeper, three minutes</p></header>
        <div class="entry-content">{paragraphs}</div>
        <footer>Share on <a href="/share">Mastodon</a></footer></article>"""))
    site.page.evaluate("document.title = 'Lighthouses | The Coast'")
    payload = site.extract(settle=False)
    # Its title and byline above the body come first (see the test below).
    assert payload["main"].startswith("# Lighthouses\n\nBy A. Keeper, three minutes\n\nParagraph 0 about lighthouses")
    assert "Paragraph 7" in payload["main"] and "Mastodon" not in payload["main"]


def test_a_stream_of_whole_articles_is_main_together(site: Site) -> None:
    """A news site's infinite scroll appends the next article to its <main> and takes its address:
    the first, longer, was main alone and the second went after the chrome, so a question about it
    was answered from the first (QA54 #1). Articles with their own H1 are main together; a
    dominant article beside teasers (titled H3) is still main alone."""
    paragraphs = "".join(f"<p>The central bank raised its rate, paragraph {i}, to curb inflation that reached "
                         f"9.8% in November, and analysts expect it to ease.</p>" for i in range(5))
    site.goto(site.html("/stream", f"""<nav><a href="/">Economy</a> <a href="/p">Politics</a></nav>
      <main><article><h1>Central bank raises rates</h1>{paragraphs}</article>
      <article><h1>Metro line 4 opens</h1><p>The first phase of metro line 4 is 19 kilometres long with
        16 stations, financed with 1.2 billion dollars.</p><p>The line is expected to carry 1.5 million
        riders a day when its three phases are complete in 2029.</p></article></main>
      <aside><h2>Most read</h2><a href="/cup">Egypt reach the Arab Cup final</a></aside>"""))
    main = site.extract(settle=False)["main"]
    assert main.startswith("# Central bank raises rates") and "16 stations" in main, main
    assert "Most read" not in main
    site.goto(site.html("/teasers", f"""<main><article><h1>Central bank raises rates</h1>{paragraphs}</article>
      <section><h2>Related</h2><article><h3>Metro line 4 opens</h3><p>TEASER The first phase of metro line 4 is
        19 kilometres long with 16 stations.</p></article></section></main>"""))
    main = site.extract(settle=False)["main"]
    assert main.startswith("# Central bank raises rates") and "TEASER" not in main, main


def test_the_pages_h1_above_the_content_scoring_found_is_mains_first_line(site: Site) -> None:
    """Scoring finds an article's body, and the title above it was left in the chrome: a MediaWiki
    article's H1 and coordinates sit in <main> outside the body (QA51 #9). The page's one H1 before
    main comes first, with what lies between them when that is short and no navigation; an H1
    outside the <main> that holds main (a site's name) does not, but for the title of a <main> that
    has none (Swagger UI 5's), nor, on a page without <main>, one the document's title does not name
    (a section's: "Allergies Health Center")."""
    paragraphs = "".join(
        f"<p>Paragraph {i}: Veldmark is a city on the river Regge, founded in 1243, with a wall, four "
        f"gates, a market and a grange of the monks of Ter Apel.</p>" for i in range(6)
    )
    wiki = f"""
      <nav><a href="/">Main page</a> <a href="/r">Random article</a></nav>
      <main role="main"><h1>Veldmark</h1>
        <span id="coordinates"><a href="https://geo.example/?p=52_21_N">Coordinates: 52°21′N 6°40′E</a></span>
        <div id="bodyContent"><div id="siteSub">From Wikipedia, the free encyclopedia</div>
          <div id="mw-content-text"><div class="mw-parser-output">{paragraphs}</div></div>
          <div id="catlinks"><a href="/c">Categories</a>: <a href="/c1">Cities in Overijssel</a></div></div></main>"""
    site.goto(site.html("/wiki", wiki))
    payload = site.extract(settle=False)
    assert payload["main"].startswith(
        "# Veldmark\n\n[Coordinates: 52°21′N 6°40′E](https://geo.example/?p=52_21_N)\n\n"
        "From Wikipedia, the free encyclopedia\n\nParagraph 0: Veldmark")
    assert "Cities in Overijssel" not in payload["main"]

    # Navigation between them stays chrome; the H1 alone comes first.
    site.goto(site.html("/tabs", wiki.replace("<span id=", '<nav><a href="/talk">Talk</a></nav><span id=')))
    payload = site.extract(settle=False)
    assert payload["main"].startswith("# Veldmark\n\nParagraph 0: Veldmark")
    assert "Coordinates" in payload["content"] and "Coordinates" not in payload["main"]

    # A site's name in an H1 above the <main> is not the article's title.
    site.goto(site.html("/site-name", f"""
      <header><h1>The Regge Gazette</h1></header>
      <main><div class="post">{paragraphs}</div><div class="widget">Share: <a href="/s">Mastodon</a></div></main>"""))
    payload = site.extract(settle=False)
    assert payload["main"].startswith("Paragraph 0: Veldmark") and "# The Regge Gazette" in payload["content"]
    # Nor one out of any header above a <main> whose article has a title of its own.
    site.goto(site.html("/brand", f"""<div class="brand"><h1>The Regge Gazette</h1></div>
      <main><h2>Veldmark</h2><div class="post">{paragraphs}</div></main>"""))
    main = site.extract(settle=False)["main"]
    assert "Paragraph 0: Veldmark" in main and "Gazette" not in main, main

    # Swagger UI 5's <main> holds the operations only: the API's title and description stood above it
    # and were chrome (QA51 #4). An H1 out of any header, over a <main> with no H2, comes first with
    # all that lies between them; its title need not be the document's ("Swagger UI").
    ops = "".join(f'<div class="opblock"><span>GET</span> <a href="#/op{i}">/books/{i}</a> <div>Operation {i} of the '
                  f"catalogue, listed</div></div>" for i in range(6))
    site.goto(site.html("/swagger-ui", f"""<header class="topbar"><a href="/">Swagger</a> Explore</header>
      <div><div class="information-container"><hgroup class="main"><h1>Bookshelf API <small>2.3.0</small></h1>
        <a href="/openapi.json">openapi.json</a></hgroup>
        <div class="description"><p>All requests need an API key in the X-Api-Key header.</p></div></div>
      <div class="scheme-container"><span>Servers</span> <button>Authorize</button></div>
      <main id="operations"><h3>books</h3>{ops}</main></div>"""))
    site.page.evaluate("document.title = 'Swagger UI'")
    main = site.extract(settle=False)["main"]
    assert main.startswith("# Bookshelf API 2.3.0\n\n[openapi.json](http://demo.test/openapi.json)\n\n"
                           "All requests need an API key"), main
    assert "Authorize\n\n### books" in main and "Operation 5" in main and "Explore" not in main

    site.goto(site.html("/no-landmark", f"""
      <div class="top"><h1>Cities of Overijssel</h1></div>
      <div class="page"><p>By A. Clerk</p><div class="post">{paragraphs}</div></div>"""))
    assert site.extract(settle=False)["main"].startswith("Paragraph 0: Veldmark")
    site.page.evaluate("document.title = 'Veldmark - cities of Overijssel'")
    main = site.extract(settle=False)["main"]
    assert main.startswith("# Cities of Overijssel\n\nBy A. Clerk\n\nParagraph 0: Veldmark")


def test_main_is_a_landmark_less_its_comments_and_sidebars_when_scoring_finds_the_article_in_it(
    site: Site,
) -> None:
    """<main> often holds more than the article: comments, a sidebar. Density scoring picks the
    article out of it when what it finds holds at least 30% of the landmark's text; a list of
    links it scores best (a live feed) or a table, its body or the table itself, leaves the landmark whole."""
    paragraphs = "".join(
        f"<p>Paragraph {i} about canals, locks, barges and the towpaths beside them, long enough "
        f"to be read as the real text of a real article.</p>" for i in range(8)
    )
    comments = "".join(
        f'<div class="comment"><p><a href="/u/{i}">Reader {i}</a> wrote: I walked that towpath '
        f"last summer, and it was lovely.</p></div>" for i in range(12)
    )
    site.goto(site.html("/landmark", f"""
      <nav><a href="/">Home</a> <a href="/canals">Canals</a></nav>
      <main><div class="post"><h1>Canals</h1>{paragraphs}</div>
        <div class="widget">Related: <a href="/locks">Locks</a> <a href="/barges">Barges</a></div>
        <section id="comments"><h2>12 comments</h2>{comments}</section></main>"""))
    payload = site.extract(settle=False)
    assert payload["main"].startswith("# Canals\n\nParagraph 0 about canals")
    assert "Paragraph 7" in payload["main"]
    assert "Reader" not in payload["main"] and "Related" not in payload["main"]
    assert "Reader 11" in payload["content"]  # nothing visible is dropped

    feed = "".join(
        f'<li><p><a href="/live/{i}">14:{i:02d}</a> <a href="/live/{i}#item">Headline number {i}, about '
        f"something that just happened</a>, told in some detail, with more to come, updated</p></li>"
        for i in range(20)
    )
    site.goto(site.html("/live", f"""
      <main><h1>A short story</h1><p>One paragraph of the story, with a comma, and another one.</p>
        <ul class="live">{feed}</ul></main>"""))
    assert site.extract(settle=False)["main"].startswith("# A short story")  # not the feed alone

    rows = "".join(
        f"<tr><td>Lock {i}, on the summit pound, rebuilt in stone, with gates of oak and iron, "
        f"by the canal company</td><td>{1800 + i}</td></tr>" for i in range(12)
    )
    site.goto(site.html("/table", f"""
      <main><h1>Locks</h1><p>The flight of locks, listed below, with when each was built.</p>
        <table><tr><th>Lock</th><th>Built</th></tr>{rows}</table></main>"""))
    main = site.extract(settle=False)["main"]
    assert main.startswith("# Locks") and "| Lock 11, on the summit pound" in main

    # Nor a table that scores as a whole, its cells' commas counted: Swagger UI's responses, each with
    # its example, its rows in the table itself (React makes no <tbody>); the operations above it
    # were chrome (QA51 #4).
    ops = "".join(f'<div><span>GET</span> <a href="#/op{i}">/books/{i}</a> <div>Operation {i}</div></div>'
                  for i in range(8))
    responses = "".join(f'<tr><td>{200 + i}</td><td><div><p>Response {i}, with its id, its book and its member, '
                        f'as the example shows</p></div><pre>{{"id": {i}, "book": "b", "member": "m"}}</pre></td></tr>'
                        for i in range(4))
    site.goto(site.html("/responses", f"""<main><h3>books</h3>{ops}<div><div><div><h4>Responses</h4>
      <table><thead><tr><th>Code</th><th>Description</th></tr></thead><tbody>{responses}</tbody></table>
      </div></div></div></main>"""))
    site.page.evaluate("(t => { t.append(...t.tBodies[0].rows); t.tBodies[0].remove() })"
                       "(document.querySelector('table'))")
    main = site.extract(settle=False)["main"]
    assert main.startswith("### books") and "Operation 7" in main and "| 203 | Response 3" in main, main


def test_a_hint_after_a_class_around_it_names_a_part_of_that_not_the_content(site: Site) -> None:
    """Swagger UI 5, an operation expanded: main was that operation's body alone, its summary line,
    every other operation and the API's title in the chrome (QA51 #4), for Readability's positive
    hints matched anywhere in a class name: `opblock-body` (the body of the `opblock` around it) and
    `opblock-post` (an `opblock` for POST). After a class the element or one around it has, a hint
    names a part or kind of that (BEM); `post-body` alone is still an article's (the density test)."""
    lines = "".join(f'<div class="opblock opblock-get"><span>GET</span> <a href="#/op{i}">/books/{i}</a> '
                    f"<div>Operation {i} of the catalogue</div></div>" for i in range(6))
    site.goto(site.html("/swagger", f"""<main id="operations"><h3>books</h3>{lines}
      <div class="opblock opblock-post"><span>POST</span> <a href="#/loan">/loans</a> <div>Lend a book</div>
        <div class="opblock-body"><div class="opblock-description"><p>Creates a loan, for one copy of a book,
          to one member, due in 21 days by default.</p></div>
          <h4>Parameters</h4><div><p>Idempotency-Key, a header: a key, so that a retried request does not
          lend twice.</p></div>
          <h4>Responses</h4><div><p>201: the loan was created, with its id, its book, its member and its due
          date.</p></div>
        </div></div></main>"""))
    main = site.extract(settle=False)["main"]
    assert main.startswith("### books") and "Operation 5 of the catalogue" in main, main
    assert "Lend a book\n\nCreates a loan" in main and "its due date." in main, main


def test_a_menu_entry_whose_text_is_a_block_is_written_once(site: Site) -> None:
    """MkDocs Material and Docusaurus set a menu entry's text as a block in its link (a flex item),
    and a link around blocks is a card, its blocks then the link: every entry of their menus was
    written twice ("Installation · [Installation](…)"). A card of a heading and text keeps both."""
    paragraphs = "".join(f"<p>Paragraph {i}: the client keeps a pool of connections per host and retries "
                         f"idempotent requests when a connection is reset by the server.</p>" for i in range(6))
    site.goto(site.html("/menu", f"""
      <nav><ul><li><a href="/" style="display: flex"><span class="md-ellipsis">Home</span></a></li>
      <li><a href="/install/" style="display: flex"><span style="display: block">Installation</span></a></li></ul></nav>
      <main><h1>Harbor</h1>{paragraphs}
      <a href="/news/"><h2>Harbor 3.2 is out</h2><p>HTTP/2 and hooks.</p></a></main>"""))
    content = site.extract()["content"]
    assert "Navigation: [Home](http://demo.test/) · [Installation](http://demo.test/install/)" in content
    assert "Installation ·" not in content
    assert "## [Harbor 3.2 is out](http://demo.test/news/)\n\nHTTP/2 and hooks." in content, content
    assert content.count("Harbor 3.2 is out") == 1, content


def test_a_link_around_blocks_is_read_once(site: Site) -> None:
    """A link that wraps blocks (a shop's product card, ``<a><img alt><span>Sale</span><h3>Name</h3></a>``,
    a blog's teaser, Docusaurus's "Previous"/"Next") was read twice: its blocks, then the link again
    with all their text, ``[[image: Brooks Ridge 2] Sale Brooks Ridge 2](/p/2)`` (QA57 #17, #10). Its
    heading is the link; else, in a line of chrome of plain blocks, all of them; else its first block
    of one line. Each word once, the address kept, in ``links`` too."""
    img = '<img src="/pixel.png" alt="Brooks Ridge 2" width="100" height="100">'
    teaser = ("A moist loaf made in one bowl with overripe bananas and brown sugar, baked for an hour "
              "in a loaf tin until a skewer comes out clean.")
    site.goto(site.html("/shop", f"""<main><h1>Running Shoes</h1>
      <p>Lightweight trainers for road running, from five brands, with free returns.</p>
      <ul class="grid"><li class="card"><a href="/p/2">{img} <span class="badge">Sale</span><h3>Brooks Ridge 2</h3></a>
        <div class="price"><del>$97.99</del> <span>$68.99</span></div><button>Add to cart</button></li>
      <li class="card"><a href="/p/3"><h3>Asics Glide 1</h3></a><div class="price">$60.99</div></li></ul>
      <div class="posts"><a class="card" href="/banana-bread"><div class="title">Easy Banana Bread</div>
        <p>{teaser}</p></a>
      <a class="card" href="/scones"><p>{teaser.replace("loaf", "scone")}</p></a></div>
      <nav class="pagination-nav" aria-label="Docs pages"><a href="/docs/intro"><div>Previous</div
      ><div>Introduction</div></a><a href="/docs/configuration"><div>Next</div><div>Configuration</div></a></nav>
      </main>"""))
    page = site.extract(labels=True)
    content = page["content"]
    card = "- [¶2] ![Brooks Ridge 2](http://demo.test/pixel.png) Sale\n  ### [Brooks Ridge 2](http://demo.test/p/2)\n"
    assert card + "  ~~$97.99~~ $68.99" in content, content
    assert content.count("Brooks Ridge 2") == 2 and content.count("Asics Glide 1") == 1, content
    # (The second card, short, is labelled as a list's item: [¶3].)
    assert "- [¶3] ### [Asics Glide 1](http://demo.test/p/3)\n" in content, content
    assert "[Easy Banana Bread](http://demo.test/banana-bread)\n\n[¶4] A moist loaf" in content, content
    assert content.count("Easy Banana Bread") == 1 and content.count("A moist loaf") == 1, content
    assert "[¶5] [A moist scone made in one bowl" in content and "clean.](http://demo.test/scones)" in content
    assert content.count("A moist scone") == 1, content
    assert ("[Previous Introduction](http://demo.test/docs/intro) · [Next Configuration](http://demo.test/docs/configuration)"
            in content), content
    links = {link["href"]: link["text"] for link in page["links"]}
    assert links["http://demo.test/p/2"] == "Brooks Ridge 2"
    assert links["http://demo.test/banana-bread"] == "Easy Banana Bread"
    assert links["http://demo.test/docs/intro"] == "Previous Introduction"


def test_an_aside_beside_the_article_is_a_sidebar_and_one_in_it_is_the_articles(site: Site) -> None:
    """Furo has no <nav>: its menu and its table of contents are <aside>s beside the article, and
    were read as content: they took the first citation labels, their "Contents" caption was the
    page's first heading, and the TOC's hidden first entry left "- - [Install the package]" (QA47
    #11). An <aside> outside the main content is a sidebar, condensed like navigation; one inside
    the article (Sphinx's `.. sidebar::`) is the article's own."""
    paragraphs = "".join(f"<p>Paragraph {i}: the client keeps a pool of connections per host and retries "
                         f"idempotent requests when a connection is reset by the server.</p>" for i in range(4))
    site.goto(site.html("/furo", f"""
      <style>.toc-tree > ul > li > a {{ display: none }}</style>
      <div class="page"><aside class="sidebar-drawer"><div class="sidebar-container">
        <a class="sidebar-brand" href="/"><span class="sidebar-brand-text">Harbor HTTP Client 3.2 documentation</span
        ></a><div class="sidebar-tree"><p class="caption" role="heading" aria-level="2"><span
        class="caption-text">Contents</span></p>
        <ul><li><a href="/install.html">Installation and the optional extras for HTTP/2 and Brotli</a></li>
        <li><a href="/api.html">API reference for the client, its requests and responses</a></li></ul></div></div
      ></aside>
      <div class="main"><div class="content"><article role="main" id="furo-main-content">
        <section><h1>API reference</h1>{paragraphs}
        <aside class="sidebar"><p class="sidebar-title">Thread safety</p><p>A Client may be shared between
        threads; each request takes its own connection from the pool.</p></aside></section></article>
      <aside class="toc-drawer"><div class="toc-title-container"><span class="toc-title">On this page</span></div>
        <div class="toc-tree"><ul><li><a href="#">API reference</a><ul><li><a href="#client">Client, its
        options and what each one changes</a></li></ul></li></ul></div></aside></div></div></div>"""))
    payload = site.extract(labels=True)
    content, main = payload["content"], payload["main"]
    assert main.startswith("# API reference\n\n[¶1] Paragraph 0")
    assert main.endswith("reset by the server.\n\nThread safety\n\n[¶5] A Client may be shared between threads; "
                         "each request takes its own connection from the pool.")
    chrome = content[len(main):]
    assert "[¶" not in chrome
    assert ("Sidebar: [Harbor HTTP Client 3.2 documentation](http://demo.test/) · Contents · "
            "[Installation and the optional extras for HTTP/2 and Brotli](http://demo.test/install.html)") in chrome
    assert ("Sidebar: On this page · [Client, its options and what each one changes](http://demo.test/furo#client)"
            in chrome)
    assert "- -" not in content
    assert payload["headings"] == [{"level": 1, "text": "API reference"}]


def test_an_ad_slots_label_and_an_items_footer_are_not_the_articles_lines(site: Site) -> None:
    """A recipe blog's ``<div class="ad-label">Advertisement</div>`` before an empty ad slot was read as a
    line of the article, and a comment's ``<footer class="comment-meta">`` as "Footer: Karen …" in the
    comment (QA57 #6). An ad label (the whole text of its box, an empty box beside it) is not read; a
    footer of an item (in a list item, or an article in an article) is the item's own line. The page's
    footer and the article's stay chrome; "Advertising" as a heading over a picture is read."""
    site.goto(site.html("/bread", """<main><article><h1>Banana bread</h1>
      <p>There is nothing quite like the smell of banana bread baking on a Sunday morning in autumn.</p>
      <div class="ad-label">Advertisement</div><div class="adthrive-ad" style="min-height: 250px"></div>
      <p>Over the years I have tweaked it a little: more bananas and a touch of cinnamon in the batter.</p>
      <h2>Advertising</h2><img src="/pixel.png" alt="" width="40" height="40">
      <p>We pay for the blog with ads, shown between paragraphs, never inside the recipe card itself.</p>
      <section id="comments"><h3>2 Comments</h3><ol class="comment-list"><li class="comment"><article
        class="comment-body"><footer class="comment-meta"><b class="fn">Karen</b> <time datetime="2026-10-05"
        >October 5, 2026 at 8:12 am</time></footer><div class="comment-content"><p>Made this with 4 bananas and it
        was even better.</p></div></article></li></ol></section>
      <footer>Filed under Baking</footer></article></main>"""))
    content = site.extract()["content"]
    assert "Sunday morning in autumn.\n\nOver the years" in content, content
    assert "Advertisement" not in content and "## Advertising" in content, content
    assert "1. **Karen** October 5, 2026 at 8:12 am\n   Made this with 4 bananas" in content, content
    assert "Footer: Karen" not in content and "Footer: Filed under Baking" in content, content


def test_a_live_feed_or_a_long_sidebar_of_text_keeps_its_blocks(site: Site) -> None:
    """A team chat beside a document (``role=log`` in an ``<aside>``) was condensed into one
    ``Sidebar:`` line of every message, which each question about one message got whole, and
    "What did Pieter say?" could not be answered from one message (QA53 #6); in a ``<div>`` it read
    a message a block. Condensing is for short chrome: a feed, and a long sidebar of text, keep
    their blocks, still after the main content; a short sidebar, or a long one of links, does not."""
    paragraphs = "".join(f"<p>Paragraph {i}: the Harbour collection launches on 14 March 2027, and stock "
                         f"is confirmed with the Porto mill before then.</p>" for i in range(4))
    notes = "".join(f"<p>Note {i}: the spring lookbook is shot in Porto, with samples from the mill, "
                    f"and the press list is sent a week before the launch.</p>" for i in range(9))
    links = "".join(f'<li><a href="/post/{i}">A related post about the spring collection, number {i}</a></li>'
                    for i in range(20))
    site.goto(site.html("/feed", f"""
      <main><h1>Spring launch plan</h1>{paragraphs}</main>
      <aside aria-label="Team chat"><h2># launch-team</h2><div role="log" aria-live="polite"><ul>
        <li><div><b>Maartje</b> <time>09:06</time></div><p>Stock for XL is short, 80 pieces only.</p></li>
        <li><div><b>Pieter</b> <time>09:07</time></div><p>Press list has 42 names now.</p></li></ul></div></aside>
      <aside><h2>Notes</h2>{notes}</aside>
      <aside><h2>Related</h2><ul>{links}</ul></aside>
      <aside><a href="/">Home</a> <p>Follow us</p></aside>"""))
    payload = site.extract(labels=True)
    content, main = payload["content"], payload["main"]
    assert main.startswith("# Spring launch plan") and "Pieter" not in main and "Note 0" not in main
    chrome = content[len(main):]
    assert "## # launch-team" in chrome, chrome
    assert "- [¶5] **Maartje** 09:06\n  Stock for XL is short, 80 pieces only." in chrome
    assert "- [¶6] **Pieter** 09:07\n  Press list has 42 names now." in chrome
    assert "## Notes\n\n[¶7] Note 0: the spring lookbook" in chrome
    assert "Sidebar: Related · [A related post about the spring collection, number 0]" in chrome
    assert "Sidebar: [Home](http://demo.test/) · Follow us" in chrome


def test_a_live_blogs_key_events_beside_it_are_a_list(site: Site) -> None:
    """A live blog's "Key events" (an <aside> beside the article: links to its own entries, each led by
    its time) was one uncited "Sidebar:" line, quoted whole (QA57 #14). It keeps its list, after the
    main content, each event an item that can be cited. Links elsewhere, or without times, stay a line."""
    entries = "".join(f'<div class="entry" id="block-{i}"><time>14:{i}5</time><h3>Update {i}</h3><p>Engineers '
                      f"report update number {i} from the coast, where gusts reached ninety miles an hour.</p></div>"
                      for i in range(4))
    site.goto(site.html("/live", f"""<aside class="key-events"><h2>Key events</h2><ul>
      <li><a href="#block-3">13:40 Red warning issued for Cornwall</a></li>
      <li><a href="#block-2">14:05 Ferry services cancelled</a></li></ul></aside>
      <aside><h2>More</h2><ul><li><a href="/a#top">13:10 Weather map</a></li>
      <li><a href="/b">Podcast</a></li></ul></aside>
      <main><article><h1>Storm live</h1><p>Gusts of up to 90mph recorded on the south coast today.</p>{entries}
      </article></main>"""))
    payload = site.extract(labels=True)
    content, main = payload["content"], payload["main"]
    chrome = content[len(main):]
    assert "## Key events\n\n- [¶" in chrome, chrome
    assert "] [13:40 Red warning issued for Cornwall](http://demo.test/live#block-3)\n- [¶" in chrome, chrome
    assert "Sidebar: More · [13:10 Weather map]" in chrome, chrome
    assert "Key events" not in main, main


def test_a_threads_posts_are_main_together_however_long_the_first(site: Site) -> None:
    """A support thread whose opening post is the longest: the dominant-article rule took post 1 alone
    as main, and every reply went after the chrome, so "When will the default be lowered?" was answered
    from post 1 (QA58 #3). Articles side by side, or one box deeper (a reply loaded later into its
    placeholder), that hold most of the text are main together; a carousel of teasers is not."""
    opening = ("<p>Since upgrading from 3.1.4 to 3.2.0 our workers fail after about an hour with a connection "
               "error. We run 4 web workers and 2 job workers against Postgres 15, max_connections 100.</p>")
    site.goto(site.html("/thread", f"""<div id="main-outlet" role="main"><h1>Pool exhausted after 3.2</h1>
      <div class="post-stream"><article id="post_1"><a href="/u/mk">mk</a>{opening}</article>
      <article id="post_2"><a href="/u/anna">anna</a><p>Same here.</p></article>
      <div id="lazy-tail"><article id="post_5"><a href="/u/jdiaz">jdiaz</a><p>We will lower the default back
        to 10 in 3.2.1, due on February 20.</p></article></div></div></div>
      <footer>© Fernbank</footer>"""))
    payload = site.extract(settle=False)
    main = payload["main"]
    assert main.startswith("# Pool exhausted after 3.2") and "Same here." in main, payload["content"]
    assert "due on February 20." in main and "Fernbank" not in main
    site.goto(site.html("/teasers", f"""<main><div class="story"><h1>Pool exhausted</h1>{opening * 3}</div>
      <div class="carousel"><article><a href="/a">TEASER one</a><p>A line about it.</p></article>
      <article><a href="/b">TEASER two</a><p>Another line.</p></article></div></main>"""))
    main = site.extract(settle=False)["main"]
    assert main.startswith("# Pool exhausted") and "TEASER" not in main, main
