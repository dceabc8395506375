from __future__ import annotations

from reverserag.engines.outline import Outline
from reverserag.passages import split_passages
from reverserag.ranking import Index, phone_number
from reverserag.words import terms

PAGE = """# Solar kettles

A solar kettle boils water with sunlight alone. It needs no fuel.

## Pricing

The basic kettle costs $49. The deluxe kettle costs $89 and ships with a stand.

## Care

- Wipe the mirror weekly.
- Store it dry in winter.

```python
def boil(kettle):
    return kettle.heat(100)
```
"""


def test_sentences_remember_their_heading():
    passages = split_passages(PAGE)
    by_text = {p.text: p.heading for p in passages}
    assert by_text["A solar kettle boils water with sunlight alone."] == "Solar kettles"
    assert by_text["The deluxe kettle costs $89 and ships with a stand."] == "Pricing"
    assert by_text["Wipe the mirror weekly."] == "Care"


def test_code_blocks_stay_whole():
    code = [p for p in split_passages(PAGE) if p.code]
    assert len(code) == 1
    assert code[0].text.startswith("```python") and code[0].text.endswith("```")


def test_links_keep_their_text():
    passages = split_passages("Read [the guide](https://example.org/guide) first. Then go.")
    assert passages[0].text == "Read the guide first."
    # A link around an image keeps the image's alt text, not its markdown.
    linked = split_passages("Funded by [![The Example Foundation](https://example.org/logo.png)](https://example.org/).")
    assert linked[0].text == "Funded by The Example Foundation."
    # A link card keeps the heading it held as text, its marks gone; C# stays C#.
    card = split_passages("[Reportage ## A Katmandou, exode sous pression](https://example.org/a) in C# today.")
    assert card[0].text == "Reportage A Katmandou, exode sous pression in C# today."


def test_a_sentence_knows_its_links_and_can_show_them_again():
    passages = split_passages("Read [the **guide**](https://example.org/guide) and [the guide](https://example.org/2) "
                              "first, footnote [[4]](https://example.org/#cite-4). Mail [us](mailto:a@example.org). "
                              "Go [home](/home), [about](about.html), [away](//cdn.example/x) or to "
                              "[![Logo](https://example.org/l.png)](https://example.org/).")
    assert [p.text for p in passages] == ["Read the guide and the guide first, footnote .", "Mail us.",
                                          "Go home, about, away or to Logo."]  # a linked picture is its alt text
    assert [p.linked() for p in passages] == [
        "Read [the guide](https://example.org/guide) and [the guide](https://example.org/2) first, footnote .",
        "Mail [us](mailto:a@example.org).",
        # The site's own links go from the root (addresses.py); any other relative address is text.
        "Go [home](/home), about, away or to [Logo](https://example.org/).",
    ]


def test_an_image_named_by_its_file_says_nothing():
    # tmz-1: the picture's alt text is its file's name, written right before the sentence's first word.
    passages = split_passages(
        "![0225-lupita-nyongo-getty-01](https://example.org/a.jpg)**Lupita Nyong**'**o**'s dress was stolen. "
        "![IMG_4158.jpg](https://example.org/b.jpg) Seen at the ![GE台北車庫-小壕](https://example.org/c.jpg) "
        "garage by [e-mail](mailto:a@example.org) and ![A red kettle](https://example.org/d.jpg).")
    assert [p.text for p in passages] == [
        "Lupita Nyong'o's dress was stolen.",
        "Seen at the GE台北車庫-小壕 garage by e-mail and A red kettle.",
    ]


def test_bm25_ranks_the_passage_that_answers():
    index = Index(split_passages(PAGE))
    score, best = index.search("How much does the deluxe kettle cost?")[0]
    assert best.text == "The deluxe kettle costs $89 and ships with a stand."
    assert score > 0
    assert index.coverage("deluxe kettle cost", best) == 1.0


def test_no_match_means_no_results():
    index = Index(split_passages(PAGE))
    assert index.search("quantum chromodynamics") == []


def test_table_rows_become_sentences_that_name_their_columns():
    table = "## Fares\n\n| Route | Seat | Sleeper |\n|---|---:|---|\n| Vienna–Hamburg | €39 | €149 |\n"
    passages = split_passages("Intro text here.\n" + table + "After the table.")
    texts = [p.text for p in passages]
    assert "Vienna–Hamburg — Seat: €39; Sleeper: €149" in texts
    assert texts[0] == "Intro text here." and texts[-1] == "After the table."
    index = Index(passages)
    assert index.search("sleeper price Vienna Hamburg")[0][1].heading == "Fares"


def test_a_column_with_no_name_gives_its_cell_alone():
    """Wikipedia's infobox, under a header row that is its logo, read "Founded — : February 28, 1998"."""
    table = ("| [![Mozilla_logo.png](https://example.org/logo.png)](https://example.org/File:Logo) |  |\n"
             "| --- | --- |\n| Founded | February 28, 1998 |\n| Founder | [Netscape](https://example.org/Netscape) |\n")
    assert [p.text for p in split_passages(table)] == ["Founded — February 28, 1998", "Founder — Netscape"]


def test_emphasis_goes_but_snake_case_names_stay_whole():
    passages = split_passages("Set **max_tokens** or `TIDEPOOL_TOKEN`, _not_ both.")
    assert passages[0].text == "Set max_tokens or TIDEPOOL_TOKEN, not both."


def test_passages_after_the_chrome_line_are_chrome_and_under_no_heading():
    passages = split_passages("## Pricing\n\nThe plan costs 12 euros.\n\n---\n\n"
                              "[Page chrome: header, navigation, sidebars, footer]\n\n"
                              "Navigation: [Home](/) · [Pricing](/pricing)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
    assert [(p.text, p.heading, p.chrome, p.row) for p in passages] == [
        ("The plan costs 12 euros.", "Pricing", False, False),
        ("Navigation: Home · Pricing", "", True, False),
        ("1 — b: 2", "", True, True),
    ]


def test_a_navigation_bar_or_footer_inside_the_main_content_is_chrome_too():
    """And a tab list the widget condenses to one line, "Tabs: Python · Node.js" (a control: Starlight's
    tabs were a passage of the section, beside its pip command), as every line it labels so."""
    passages = split_passages("The plan costs 12 euros.\n\nFooter: A version of this article appears in print.\n\n"
                              "Navigation: [Home](/) · [Pricing](/pricing)\n\nThe Footer: a sentence about feet.\n\n"
                              "Tabs: Python · Node.js\n\nSidebar: [Contents](#top)\n")
    assert [(p.text, p.chrome) for p in passages] == [
        ("The plan costs 12 euros.", False),
        ("Footer: A version of this article appears in print.", True),
        ("Navigation: Home · Pricing", True),
        ("The Footer: a sentence about feet.", False),
        ("Tabs: Python · Node.js", True),
        ("Sidebar: Contents", True),
    ]


def test_a_photo_credit_under_an_image_marks_a_caption():
    photo = "![](https://example.org/camp.jpg)\n\n"
    captioned = split_passages(photo + "[¶8] Peacekeepers at a camp on Monday. Credit Ashraf Shazly/AFP\n\n"
                               "[¶9] The sanctions will be lifted.\n")
    assert [(p.text, p.caption) for p in captioned] == [
        ("Peacekeepers at a camp on Monday.", True),
        ("Credit Ashraf Shazly/AFP", True),
        ("The sanctions will be lifted.", False),
    ]
    # Its alt text read out, a link to the full-size image that repeats it, a line that says it is one.
    alt = split_passages("![A crab guarding its shell at low tide.](https://example.org/crab.jpg)\n\n"
                         "[![A crab guarding its shell at low tide.](https://example.org/crab-small.jpg)]"
                         "(https://example.org/crab.jpg)\n\nMedia caption The minister spoke on Monday.\n\n"
                         "The tide turned at noon.\n")
    assert [(p.text, p.caption) for p in alt] == [
        ("A crab guarding its shell at low tide.", True),
        ("A crab guarding its shell at low tide.", True),
        ("Media caption The minister spoke on Monday.", True),
        ("The tide turned at noon.", False),
    ]
    # Under an image but crediting no one, or crediting someone but under no image: a paragraph.
    for markdown in (photo + "The sanctions will be lifted on Friday.\n",
                     "Intro.\n\nPhoto by the author: the sanctions will be lifted on Friday.\n"):
        assert not any(p.caption for p in split_passages(markdown)), markdown


CARDS = """## Highlights

1. [¶4] ### Olympics
   Photo[![Xi Jinping at the opening.](https://example.org/xi.jpg)](https://example.org/olympics)
   CreditKevin Frayer/Getty Images
   ## [Xi Jinping Is Running the Games by His Own Rules](https://example.org/olympics)
   From the bid to the pandemic, China has kept its promises and cowed its critics.
   Por Steven Lee Myers y Tariq Panja
2. [¶5] A list item that is no card.
   It runs on to a second line.

More text under the highlights.
"""


def test_a_list_item_holding_a_headline_is_a_card_of_blocks():
    """nytimes-5: each card of a front page ran into one sentence, "Photo Credit Una infección de ómicron,
    en gráficos Seguimos el curso …", and a heading inside a card kept its marks."""
    passages = split_passages(CARDS)
    assert [(p.text, p.block, p.card, p.caption) for p in passages] == [
        ("Olympics", 1, True, False),
        ("Xi Jinping at the opening.", 2, True, True),  # the picture (after the card's "Photo" label)
        ("CreditKevin Frayer/Getty Images", 3, True, True),  # its credit
        ("Xi Jinping Is Running the Games by His Own Rules", 4, True, False),
        ("From the bid to the pandemic, China has kept its promises and cowed its critics.", 5, True, False),
        ("Por Steven Lee Myers y Tariq Panja", 6, True, False),
        ("A list item that is no card.", 7, False, False),
        ("It runs on to a second line.", 7, False, False),
        ("More text under the highlights.", 8, False, False),
    ]
    assert {p.heading for p in passages} == {"Highlights"}  # a card's headline names no section
    assert all(p.item for p in passages[:-1])


def test_headings_lose_their_permalinks_and_sentences_their_footnote_links():
    passages = split_passages("## History[[edit](https://w.org/edit/1)]\n\n"
                              "Mozilla began in 1998.[[16]](https://w.org/#cite-16) It was [the browser](https://w.org/b)"
                              " of record.\n\n## Install [#](#install)\n\nRun it.")
    assert [(p.heading, p.text) for p in passages] == [
        ("History", "Mozilla began in 1998."), ("History", "It was the browser of record."), ("Install", "Run it."),
    ]


def test_a_docusaurus_heading_loses_its_permalink_of_a_zero_width_space():
    """Regression (off50): a Docusaurus heading's permalink is a link whose text is a zero-width space, as the widget
    reads it ("## Before you start[\u200b](…#before-you-start)"): every answer under it named the section "Before
    you start\u200b", and a question naming it ("What about Before you start?") did not match it whole."""
    markdown = ("## Upgrading[\u200b](https://quarry.example/docs/upgrading/#upgrading)\n\n"
                "### Before you start[\u200b](https://quarry.example/docs/upgrading/#before-you-start)\n\n"
                "[¶2] Back up your data directory and read the notes below.\n\n"
                "## Query syntax[\u200b](https://quarry.example/docs/upgrading/#query-syntax)\n\n"
                "[¶9] The legacy fuzzy syntax is gone.\n")
    assert [p.heading for p in split_passages(markdown)] == ["Before you start", "Query syntax"]
    assert Outline(markdown).chains[0] == ("Upgrading", "Before you start")  # the sections it is in


def test_a_link_of_a_letter_or_two_is_linked_where_it_stands_alone():
    """Regression (off50): a Wikipedia reference's back-links "a" and "b" were linked inside the words of the sentences
    after them, quoted "M[a](…)trix Analysis" and "C[a](…)m[b](…)ridge University Press" (a sentence holds a block's
    links whose text it holds anywhere); a link's longer text is still found inside a word ("[Voting Member](…)s")."""
    passages = split_passages("1. [¶70] ^ [a](https://w.org/wiki/H#cite_ref-3-0) "
                              "[b](https://w.org/wiki/H#cite_ref-3-1) Horn, Roger A. (2013). Matrix Analysis. "
                              "Cambridge University Press. All [Voting Member](https://fsf.example/bylaws)s agreed.\n")
    assert [p.linked() for p in passages] == [
        "^ [a](https://w.org/wiki/H#cite_ref-3-0) [b](https://w.org/wiki/H#cite_ref-3-1) Horn, Roger A. (2013).",
        "Matrix Analysis.", "Cambridge University Press.",
        "All [Voting Member](https://fsf.example/bylaws)s agreed."]


def test_a_block_of_nothing_but_links_or_a_players_words_is_furniture():
    passages = split_passages(
        "[¶3] [Jump to navigation](#mw-head) [Jump to search](#p-search)\n\n"
        "- [Assess how deep your content is](#assess)\n\n"
        "[Blog](/blog/) › [Insights](/blog/insights/)\n\n"
        "[![The Packard Foundation](https://example.org/logo.png)](https://example.org/) "
        "[About this content](/about)\n\n"
        "Your video will play in 00:25\n\n"
        "Unfortunately, this video is not available in your region.\n\n"
        "[Continue reading the main story](#story) Share This Page\n\n"
        "Read [the report](https://example.org/report) before Friday.\n")
    assert [(p.text, p.furniture) for p in passages] == [
        ("Jump to navigation Jump to search", True),
        ("Assess how deep your content is", True),
        ("Blog › Insights", True),
        ("The Packard Foundation About this content", True),
        ("Your video will play in 00:25", True),
        ("Unfortunately, this video is not available in your region.", True),
        ("Continue reading the main story Share This Page", True),
        ("Read the report before Friday.", False),
    ]
    assert not any(p.told() for p in passages[:-1]) and passages[-1].told()


def test_the_line_naming_a_video_is_its_caption():
    passages = split_passages("[video](https://example.org/priest.mp4)\n\n[¶3] The priest saving LA's gang members\n\n"
                              "[¶4] A new report was released on Monday.\n\n"
                              "[embedded frame: Map](https://example.org/map)\n\n[¶5] The report is long.\n")
    assert [(p.text, p.caption) for p in passages] == [
        ("video", True),  # the media's own placeholder, as the widget writes it
        ("The priest saving LA's gang members", True),
        ("A new report was released on Monday.", False),
        ("embedded frame: Map", True),
        ("The report is long.", False),  # a sentence under a frame is prose
    ]


def test_a_term_only_the_heading_holds_ranks_the_sections_passages_in_page_order_below_the_text():
    index = Index(split_passages("## Lighthouse keepers\n\nThey lived on the rocks for months. Share\n\n"
                                 "## Supplies\n\nBoats brought keepers their food in spring.\n"))
    ranked = [(p.text, round(score, 3)) for score, p in index.search("keepers", limit=5)]
    assert ranked[0][0] == "Boats brought keepers their food in spring."
    assert [text for text, _ in ranked[1:]] == ["They lived on the rocks for months.", "Share"]
    assert ranked[1][1] == ranked[2][1] < ranked[0][1]


def test_a_caption_runs_on_under_its_image_and_may_spell_the_alt_text_otherwise():
    passages = split_passages(
        "![Kauri (Tekaurinui Robert) Parata carves a traditional Maōri design at their home in Whangārei.]"
        "(https://example.org/kauri.jpg)\n\n"
        "[Kauri (Tekaurinui Robert) Parata carves a traditional Maōri design at their home.](#img-2)\n\n"
        "- [¶15] Kauri (Te Kaurinui Robert) Parata carves a traditional Māori design at their home in Whangārei.\n\n"
        "[¶16] The elders carve while the young ones watch and learn the old designs.\n")
    assert [p.caption for p in passages] == [True, True, True, False]


def test_the_story_after_a_photos_caption_is_not_a_caption_for_naming_an_agency():
    passages = split_passages("![A crab on the beach](https://example.org/crab.jpg)\n\n"
                              "A crab on the beach. Photograph: Jane Doe/Reuters\n\n"
                              "LONDON (Reuters) - The government said on Monday it would protect the beaches.\n")
    assert [p.caption for p in passages] == [True, True, True, False]


def test_a_story_that_shares_some_words_with_the_alt_text_is_no_caption():
    passages = split_passages("![President Obama speaks at the White House on Monday about gun laws]"
                              "(https://example.org/obama.jpg)\n\n"
                              "President Obama talked at the White House about gun laws in Chicago.\n")
    assert [p.caption for p in passages] == [True, False]


def test_a_code_span_keeps_its_stars_and_underscores():
    passages = split_passages("It starts with `* { all: unset }` and sets ``a`b`` and `__init__`, **loudly**.")
    assert passages[0].text == "It starts with * { all: unset } and sets a`b and __init__, loudly."


def test_a_formula_keeps_its_underscores_and_stars():
    passages = split_passages("An entry \\(a_{ij}={\\overline {a_{ji}}}\\) or \\(x^*\\) costs _about_ $5 and **$6**.")
    assert passages[0].text == "An entry \\(a_{ij}={\\overline {a_{ji}}}\\) or \\(x^*\\) costs about $5 and $6."


def test_a_quotes_sentences_and_code_lose_their_quote_marks():
    passages = split_passages("> [¶4] The man was over a century old. There had to be more.\n> Second line.\n>\n"
                              "> > [¶5] Nested.\n\n> ```\n> x > 1\n>\n> ```\n\nAfter.\n\n```\n> a prompt\n```\n")
    assert [(p.text, p.label, p.code) for p in passages] == [
        ("The man was over a century old.", 4, False), ("There had to be more.", 4, False),
        ("Second line.", 4, False), ("Nested.", 5, False), ("```\nx > 1\n\n```", None, True), ("After.", None, False),
        ("```\n> a prompt\n```", None, True),  # short blocks the widget left unlabelled (QA 47 #6)
    ]


def test_a_definition_is_an_item_and_its_label_and_inner_list_marker_go():
    passages = split_passages("[¶12] Rating:\n\n: - [General Audiences](https://example.org/a)\n\n[¶16] Fandom:\n\n"
                              ": [¶17] - [My Hero Academia](https://example.org/b)\n  - [Other](https://example.org/c)\n\n"
                              "- - Nested first.\n")
    assert [(p.text, p.label, p.item) for p in passages] == [
        ("Rating:", 12, False), ("General Audiences", None, True), ("Fandom:", 16, False),
        ("My Hero Academia", 17, True), ("Other", 17, True), ("Nested first.", None, True),
    ]  # a definition and an item too short for a label of their own have none (QA 47 #6)
    # Only what a definition's ": " opens is a definition (what a term means); a list in it is not.
    assert [p.text for p in passages if p.definition] == ["General Audiences", "My Hero Academia"]


def test_the_sentences_after_a_byline_that_opens_a_short_block_are_the_authors_note():
    passages = split_passages("[¶3] By [Alex Heath](https://example.org/a), a deputy editor. He has covered the "
                              "tech industry for over a decade.\n\n[¶4] I still remember using the iPhone 4 in 2010. "
                              "By then it was clear.\n")
    assert [(p.text, p.byline(), p.told()) for p in passages] == [
        ("By Alex Heath, a deputy editor.", True, False),
        ("He has covered the tech industry for over a decade.", True, False),
        ("I still remember using the iPhone 4 in 2010.", False, True), ("By then it was clear.", False, True),
    ]


def test_a_cards_headline_in_title_case_is_not_what_stands_out():
    from reverserag.words import is_headline_case

    assert is_headline_case("Why Are New York City’s Streets Always Under Construction?")
    assert not is_headline_case("Rock salt and freeze-thaw cycles make New York’s old pipes even worse.")
    assert not is_headline_case("Les Français votent dimanche.") and not is_headline_case("人工知能の未来")
    card = "Why Are New York City’s Streets Always Under Construction Every Single Summer?"
    index = Index(split_passages(f"Water mains break under streets of New York when salt eats the pipes.\n\n{card}\n"))
    assert [p.text for p in index.central(5)] == [
        "Water mains break under streets of New York when salt eats the pipes."]


def test_a_quotes_attribution_is_no_story_and_each_sentence_knows_its_paragraph():
    passages = split_passages("> [¶13] \"Every border is a new negotiation. We spend more on paperwork.\"\n>\n"
                              "> [¶14] — Elmer van Buuren, co-founder of European Sleeper\n\n"
                              "- An item.\n\n```\ncode\n```\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n")
    # The quotation is one sentence: a stop inside it ends none.
    assert [(p.text[-12:], p.block, p.told()) for p in passages] == [
        (' paperwork."', 1, True), ("pean Sleeper", 2, False), ("An item.", 3, True),
        ("```\ncode\n```", 0, False), ("1 — b: 2", 0, False)]


def test_what_a_question_asks_the_page_to_do_is_no_term():
    assert terms("Can you explain the release plan? Give me details, describe it, or talk me through it.") == [
        "releas", "plan"]
    index = Index(split_passages(PAGE))
    assert index.coverage("Please describe and discuss the pricing, give details", index.search("pricing")[0][1]) == 1


def test_an_image_file_name_set_as_a_heading_names_no_section():
    passages = split_passages("## Tracking\n\nIt starts here.\n\n## [WEB18-Facebook-1160x768.jpg](https://example.org/f)\n\n"
                              "I don't use Facebook.\n")
    assert [(p.heading, p.text) for p in passages] == [("Tracking", "It starts here."),
                                                       ("Tracking", "I don't use Facebook.")]


def test_a_line_that_makes_no_sentence_is_not_what_stands_out():
    line = "Blog Insights 3 surprising findings from our 2024 global developer survey"
    index = Index(split_passages(f"{line}\n\nOur 2024 developer survey found that surprising findings abound.\n"))
    assert [p.text for p in index.central(5)] == ["Our 2024 developer survey found that surprising findings abound."]


def test_a_passage_that_gives_a_phone_number_is_about_one_and_a_date_years_or_a_count_are_none():
    numbers = {"Call the ticket office on 555-0142.": True, "Call TMZ at (888) 847-9869.": True,
               "聯絡電話：03-584-7231": True, "Ring +44 20 7946 0958 after six.": True, "Tél. 06 12 34 56 78": True,
               "It carried 1 250 000 passengers.": False, "It ran from 2019-2021.": False, "Opened 2023-08-14.": False,
               "Today in History: 7 January, 2025 1610 – Galileo discovers moons": False, "at 06:40 and 21:15": False,
               "version 1.2.3 on 192.168.1.1": False, "ISBN 978-3-16-148410-0": False}
    assert {text: phone_number(text) for text in numbers} == numbers
    index = Index(split_passages("## Contact\n\nCall the ticket office on 555-0142.\n\nThe office opens at eight."))
    assert [p.text for _, p in index.search("What is the phone number?")] == ["Call the ticket office on 555-0142."]


# Sphinx + Furo's API page (QA pass 47): a method's example sits in a definition (<dl><dd>), so the
# widget writes its fence indented four spaces; a step's code in a list item is indented three.
SPHINX_API = """# API reference

[¶3] class harbor.Client(*base_url=None*, *timeout=30.0*)

: [¶4] The client holds a connection pool and the default settings for every request it sends.
  request(*method*, *url*, ***kwargs*)
  : Sends a request and returns a [`harbor.Response`](http://127.0.0.1:8962/api.html#harbor.Response).
    ```python
    from harbor import Client, Timeout

    client = Client(timeout=Timeout(connect=2.0, read=15.0))
    resp = client.request("PATCH", "https://api.example.com/items/7",
                          json={"name": "anchor"})
    resp.raise_for_status()
    ```

[¶5] The same call in JavaScript and Go:

1. [¶19] Install the extra:
   ```bash
   pip install "harbor-http[http2]"
   ```
"""


def test_an_indented_fence_is_de_indented_as_a_whole():
    """Regression (QA 47 #2): a fence inside a definition or a list item kept its lines as written and
    only the first line lost its indent, so the quoted block closed with an indented fence, which
    closes nothing: the chat showed one code box holding the fence, the label and the footer."""
    code = [(p.text, p.label) for p in split_passages(SPHINX_API) if p.code]
    assert code == [
        ('```python\nfrom harbor import Client, Timeout\n\nclient = Client(timeout=Timeout(connect=2.0, read=15.0))\n'
         'resp = client.request("PATCH", "https://api.example.com/items/7",\n'
         '                      json={"name": "anchor"})\nresp.raise_for_status()\n```', 4),
        ('```bash\npip install "harbor-http[http2]"\n```', 19),
    ]


# MkDocs Material's FAQ page (QA pass 47): a question in a <details> summary is under the widget's 24
# characters, so it has no label of its own.
MKDOCS_FAQ = """## [¶6] Why am I getting `TimeoutError` on large downloads?[¶](http://127.0.0.1:8961/faq/#why)

[¶7] The read timeout applies to each chunk, not the whole download. If a server pauses for longer than \
the read timeout between chunks, raise it or stream with `client.stream()`.

**Is Harbor thread-safe?**

[¶8] A `Client` may be shared between threads. An `AsyncClient` must stay on one event loop.

Note

```
pip install harbor
```

- [¶9] Install the extra for HTTP/2 and the one for SOCKS proxies.
- Then restart.
- [¶10] A long item, then its own list:
  - nested, short
"""


def test_a_short_block_the_widget_left_unlabelled_gets_no_label():
    """Regression (QA 47 #6): a block the widget gave no label (a FAQ <summary> under 24 characters, an
    admonition's "Note", a short command, a short list item) took the label of the block before, so its
    chip pointed at another paragraph."""
    passages = split_passages(MKDOCS_FAQ)
    assert [(p.text, p.label) for p in passages] == [
        ("The read timeout applies to each chunk, not the whole download.", 7),
        ("If a server pauses for longer than the read timeout between chunks, raise it or stream with "
         "client.stream().", 7),
        ("Is Harbor thread-safe?", None),
        ("A Client may be shared between threads.", 8), ("An AsyncClient must stay on one event loop.", 8),
        ("Note", None), ("```\npip install harbor\n```", None),
        ("Install the extra for HTTP/2 and the one for SOCKS proxies.", 9), ("Then restart.", None),
        ("A long item, then its own list:", 10), ("nested, short", 10),
    ]


def test_what_follows_a_block_in_it_keeps_its_label():
    """A table under its caption, a block's code under its own label line, and a paragraph the page broke
    with <br><br> (one block to the widget, long enough that on its own it would have had a label) are the
    labelled block's."""
    passages = split_passages("[¶3]\nTable: Sailings\n| Route | Days |\n| --- | --- |\n| A–B | Daily |\n\n"
                              "[¶4]\n```\nprint('a block of code')\n```\n\n"
                              "[¶5] A letter's first paragraph.\n\nIts second one, after two line breaks.\n\n"
                              "> [¶6] A quote long enough to be labelled.\n>\n> Short.\n")
    assert [(p.text, p.label) for p in passages] == [
        ("Table: Sailings", 3), ("A–B — Days: Daily", 3), ("```\nprint('a block of code')\n```", 4),
        ("A letter's first paragraph.", 5), ("Its second one, after two line breaks.", 5),
        ("A quote long enough to be labelled.", 6), ("Short.", None)]
