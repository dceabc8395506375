"""Addresses in the text the model reads: images lose theirs, the site's links go from the root
(addresses.py, context.model_text)."""

from __future__ import annotations

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from reverserag import analyzers, context, tokens
from reverserag.addresses import Rooted, file_name, name_images, root_links
from reverserag.context import model_text
from reverserag.page import parse_page
from reverserag.settings import Settings
from sse_client import events, text_of

CDN = "https://cdn.example.com/wp-content/uploads/2024/05/harbour-map-1200x800.png?w=1200&q=80"


@pytest.mark.parametrize(("markdown", "named"), [
    (f"![Map of the harbour]({CDN})", "![Map of the harbour]()"),
    (f"![]({CDN})", "![harbour-map-1200x800.png]()"),  # no alt text: the file's name
    (f"![ ]({CDN})", "![harbour-map-1200x800.png]()"),
    ("![](https://example.com/photos/)", "![]()"),  # neither
    ("![](https://upload.example.org/a/ab/Crest_(heraldry).svg)", "![Crest_(heraldry).svg]()"),
    ("![](/assets/map.png#top)", "![map.png]()"),
    ("![](http://[::1/x.png)", "![]()"),  # an address urlsplit refuses
    (f"[![Map]({CDN})](https://example.com/map)", "[![Map]()](https://example.com/map)"),  # the link stays
    (f"See [the map]({CDN}).", f"See [the map]({CDN})."),  # a link keeps its address
    (f"```markdown\n![Map]({CDN})\n```", f"```markdown\n![Map]({CDN})\n```"),  # code stays
    (f"Write `![Map]({CDN})` for it.", f"Write `![Map]({CDN})` for it."),
    (f"One ![a]({CDN}) and `![b]({CDN})`, then ![](https://x.test/c.gif).",
     f"One ![a]() and `![b]({CDN})`, then ![c.gif]()."),
    # HTML pasted into alt text (msn, toc-missing in the corpus) is read as its text; a "<" is not a tag.
    (f'![<span style="font-size:13px;">Nintendo/Apple</span>]({CDN})', "![Nintendo/Apple]()"),
    (f'![Spot it?<br><small>Photo by <a href="https://x.test/p">R. Angel</a></small>]({CDN})',
     "![Spot it? Photo by R. Angel]()"),
    (f"![<b></b>]({CDN})", "![harbour-map-1200x800.png]()"),
    (f"![x < 3 and y<z]({CDN})", "![x < 3 and y<z]()"),
    (f"![if y<z and a>b]({CDN})", "![if y<z and a>b]()"),
    (f"![if a<b and c>d]({CDN})", "![if a<b and c>d]()"),  # b is a tag's name, "and c" no attribute
    (f"![<a href=/x title='Map'>Map</a> <i>of</i> <b >it</b>]({CDN})", "![Map of it]()"),
])
def test_an_image_keeps_what_it_shows_and_loses_its_address(markdown, named):
    assert name_images(markdown) == named
    assert name_images(named) == named  # once is enough


SITE = "https://harbour.example/visitors/anchoring?lang=en"


@pytest.mark.parametrize(("markdown", "rooted"), [
    ("[Berths](https://harbour.example/visitors/berths)", "[Berths](/visitors/berths)"),
    ("[Home](https://harbour.example)", "[Home](/)"),
    ("[Search](https://harbour.example?q=fuel)", "[Search](/?q=fuel)"),
    ("[Top](https://harbour.example#top)", "[Top](/#top)"),
    ("[Elsewhere](https://other.example/berths)", "[Elsewhere](https://other.example/berths)"),
    ("[Plain](http://harbour.example/berths)", "[Plain](http://harbour.example/berths)"),  # another scheme
    ("[Port](https://harbour.example:8443/berths)", "[Port](https://harbour.example:8443/berths)"),
    ("[Sub](https://harbour.example.evil/berths)", "[Sub](https://harbour.example.evil/berths)"),
    ("[[41]](https://harbour.example/notes#41)", "[[41]](/notes#41)"),  # a footnote's brackets
    ("[![Map](https://cdn.example/m.png)](https://harbour.example/map)", "[![Map](https://cdn.example/m.png)](/map)"),
    ("`[Berths](https://harbour.example/b)`", "`[Berths](https://harbour.example/b)`"),  # code stays
    ("See https://harbour.example/berths", "See https://harbour.example/berths"),  # only links
])
def test_a_link_to_the_pages_own_site_goes_from_the_root(markdown, rooted):
    assert root_links(markdown, SITE) == rooted
    assert root_links(rooted, SITE) == rooted  # once is enough


@pytest.mark.parametrize("url", ["", "file:///tmp/page.html", "https://user@harbour.example/", "http://[::1/"])
def test_a_page_with_no_web_site_of_its_own_keeps_its_links(url):
    assert root_links("[Berths](https://harbour.example/b)", url) == "[Berths](https://harbour.example/b)"


def test_file_name():
    assert file_name("https://example.com/a/b/c.jpg?x=1") == "c.jpg"
    assert file_name("blob:https://example.com/5f0c-44") == "5f0c-44"
    assert file_name("https://example.com") == ""


def test_the_page_keeps_its_addresses_and_the_analyzers_read_it_as_sent():
    content = f"# Harbour\n\nThe anchorage, east of the marina.\n\n![Map of the harbour]({CDN})"
    page = parse_page({"url": "https://example.com/harbour", "content": content,
                       "media": {"images": [{"src": CDN, "alt": "Map of the harbour"}]}}, max_content_chars=100_000)
    assert page.content == content and [image.src for image in page.media.images] == [CDN]
    assert "Media: 1 image" in analyzers.render(analyzers.run(page))
    assert model_text(page.content).endswith("![Map of the harbour]()")


def test_the_model_reads_short_addresses_and_the_budget_counts_what_it_reads(app_server, fake_upstream):
    base = app_server(Settings(upstream_url=fake_upstream.url))
    main = (f"# Harbour\n\nVisiting yachts anchor east of the [marina](https://example.com/marina), over sand "
            f"and mud.\n\n![Map of the harbour]({CDN})\n\nThe harbour office answers on [channel 9]"
            "(https://vhf.example/9).")
    content = main + "\n\n---\n\n[Page chrome: header, navigation, sidebars, footer]\n\n![](https://example.com/logo.svg)"
    created = httpx.post(f"{base}/api/sessions", json={"url": "https://example.com/harbour", "title": "Harbour",
                                                       "content": content, "main": main})
    assert created.status_code == 201, created.text
    body = created.json()
    events(f"{base}/api/sessions/{body['session_id']}/messages", {"content": "Is there a map?"})
    system = [r for r in fake_upstream.knobs.requests if "response_format" not in r][-1]["messages"][0]["content"]
    assert "![Map of the harbour]()\n\nThe harbour office" in system and "![logo.svg]()" in system
    assert "[marina](/marina)" in system and "[channel 9](https://vhf.example/9)" in system
    assert "example.com/" not in system.partition("<page_content>")[2]
    read = (content.replace(CDN, "").replace("![](https://example.com/logo.svg)", "![logo.svg]()")
            .replace("https://example.com/marina", "/marina"))
    assert body["budget"]["page_tokens"] == tokens.count(read) < tokens.count(content)


def test_main_ends_where_it_did_once_its_images_lose_their_addresses():
    """The chrome after main is what the budget cuts first: main's end moves with its shorter images."""
    main = "# Harbour\n\n" + "\n\n".join(f"![Map {i}]({CDN})\n\nThe anchorage, part {i}." for i in range(40))
    chrome = "\n\n".join(f"## Footer {i}\n\n" + "Links and more links. " * 40 for i in range(30))
    content = main + "\n\n---\n\n[Page chrome: header, navigation, sidebars, footer]\n\n" + chrome
    page = parse_page({"url": "https://example.com/h", "content": content, "main": main}, max_content_chars=100_000)
    result = context.lock(page, persona=None, intelligence="", classification=None, context_window=4096,
                          page_tokens=tokens.count(model_text(content)))
    assert model_text(main) in result.system_message  # main whole
    # The chrome is all that follows main: the header line and 30 footers. Had main's end stayed
    # where it was, four footers would have passed for main.
    assert result.budget.omitted == "last 24 of 31 page-chrome sections omitted"


def rooted(text: str, pieces: list[int] | None = None) -> str:
    """``text`` through :class:`Rooted` for https://s.test, in one piece or cut at ``pieces``."""
    step = Rooted("https://s.test")
    cuts = sorted({0, len(text), *(min(n, len(text)) for n in (pieces or []))})
    return "".join(step.feed(text[a:b]) for a, b in zip(cuts, cuts[1:], strict=False)) + step.flush()


@pytest.mark.parametrize(("answer", "written"), [
    ("See [Berths](/visitors/berths).", "See [Berths](https://s.test/visitors/berths)."),
    ("[home](/) and ![map](/map.png)", "[home](https://s.test/) and ![map](https://s.test/map.png)"),
    ("[cdn](//cdn.test/a), [there](https://o.test/z), [here](#top), [up](../a)",
     "[cdn](//cdn.test/a), [there](https://o.test/z), [here](#top), [up](../a)"),
    ("Code: `[a](/b)` and ``[c](/d) ` e`` then [e](/f).", "Code: `[a](/b)` and ``[c](/d) ` e`` then [e](https://s.test/f)."),
    ("```md\n[a](/b)\n```\n[c](/d)\n~~~~\n[e](/f)\n```\n[g](/h)\n~~~~\n[i](/j)",
     "```md\n[a](/b)\n```\n[c](https://s.test/d)\n~~~~\n[e](/f)\n```\n[g](/h)\n~~~~\n[i](https://s.test/j)"),
    ("A stray ` tick [a](/b)\n\n[c](/d)", "A stray ` tick [a](/b)\n\n[c](https://s.test/d)"),  # a blank line ends it
    ("[¶3] ends with ](", "[¶3] ends with ]("),
])
def test_an_answers_links_from_the_root_are_written_out_in_full_but_in_code(answer, written):
    assert rooted(answer) == written
    assert rooted(answer, list(range(len(answer)))) == written  # a character at a time, as it may stream


@given(st.lists(st.sampled_from(["[a](/b)", "](", "/", "//", "`", "```", "\n", " ", "x", "]", "~~~", "(/"]),
                max_size=30), st.lists(st.integers(0, 200), max_size=10))
def test_where_an_answer_is_cut_into_pieces_changes_nothing(parts, cuts):
    text = "".join(parts)
    assert rooted(text, cuts) == rooted(text)


def test_a_copied_answer_and_the_history_carry_whole_addresses(app_server):
    """The model reads the site's links from the root and answers so: in the chat the widget resolves
    them, but "Copy answer", the history and the page's events had "/authors/marta"."""
    base = app_server()  # the offline engine, which quotes the page as the model reads it
    content = ("# Harbour\n\nVisiting yachts anchor east of the [marina](https://example.com/marina), over sand "
               "and mud, where the holding is good in every wind but a strong southerly, which sets a swell "
               "into the bay.\n\nThe harbour office answers on channel 9 from seven in the morning.")
    sid = httpx.post(f"{base}/api/sessions", json={"url": "https://example.com/harbour", "title": "Harbour",
                                                   "content": content}).json()["session_id"]
    said = text_of(events(f"{base}/api/sessions/{sid}/messages", {"content": "Where do yachts anchor?"}))
    assert "[marina](https://example.com/marina)" in said and "(/marina)" not in said
    history = httpx.get(f"{base}/api/sessions/{sid}").json()["history"]
    assert "[marina](https://example.com/marina)" in history[-1]["content"]
