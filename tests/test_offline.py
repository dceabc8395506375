"""The offline engine: extractive, deterministic, and honest about what it is."""

from __future__ import annotations

import asyncio
import re

import pytest

from reverserag import context
from reverserag.engines.base import Finish
from reverserag.engines.offline import OfflineEngine, answer
from reverserag.engines.phrases import Phrases, asked_in, phrases
from reverserag.engines.quoting import SIGNATURE
from reverserag.page import parse_page
from reverserag.passages import Index, split_passages
from reverserag.settings import Settings
from test_passages import CARDS

CONTENT = """# Rust ownership

Every value in Rust has a single owner. When the owner goes out of scope, the value is dropped.

## Borrowing

References let you use a value without taking ownership. A mutable reference is exclusive: \
while it lives, no other reference to the value may exist.

## Lifetimes

The compiler checks that every reference is valid for as long as it is used. Lifetime \
annotations name these spans when the compiler cannot infer them.
"""


def locked_messages(content: str = CONTENT, title: str = "Rust ownership", classification: dict | None = None,
                    **page) -> list[dict]:
    p = parse_page({"url": "https://example.org/rust", "title": title, "content": content, **page},
                   max_content_chars=100_000)
    locked = context.lock(p, persona=None, intelligence="", classification=classification,
                          context_window=8192)
    return [{"role": "system", "content": locked.system_message},
            {"role": "user", "content": context.greeting_request(p)}]


def run(messages, task="chat"):
    engine = OfflineEngine(Settings(offline_word_delay=0))

    async def go():
        return [item async for item in engine.stream(messages, task=task)]

    items = asyncio.run(go())
    assert isinstance(items[-1], Finish)
    words = [i for i in items if isinstance(i, str)]
    assert len(words) > 5  # it streams word by word, like a model
    return "".join(words), items[-1]


def ask(question: str, content: str = CONTENT, **page) -> str:
    """The offline engine's answer to ``question`` on a page of ``content`` (``page``: title and the rest)."""
    return run([locked_messages(content, **page)[0], {"role": "user", "content": question}])[0]


def test_the_engine_reads_the_page_off_the_event_loop(monkeypatch):
    """Reading a page is CPU work (140 ms for a greeting on a 100 KB page), which held up every
    other stream while it ran on the loop: it runs in a worker thread, and so does classification."""
    import threading

    from reverserag import classify_offline
    from reverserag.engines import offline

    where: list[str] = []

    def recording(name, real):
        def recorded(*args, **kwargs):
            where.append(f"{name} {threading.current_thread() is threading.main_thread()}")
            return real(*args, **kwargs)
        return recorded

    for module, name in ((offline, "_compose"), (offline, "_usage"), (classify_offline, "offline")):
        monkeypatch.setattr(module, name, recording(name, getattr(module, name)))
    run(locked_messages(), task="greeting")
    page = parse_page({"url": "https://example.org/rust", "content": CONTENT}, max_content_chars=100_000)
    asyncio.run(OfflineEngine(Settings()).classify(page, timeout=1))
    assert where == ["_compose False", "_usage False", "offline False"]


def test_the_greeting_is_three_paragraphs_drawn_from_the_page():
    text, finish = run(locked_messages(), task="greeting")
    paragraphs = text.split("\n\n")
    assert len(paragraphs) == 3
    assert "“Rust ownership”" in paragraphs[0]
    assert "Every value in Rust has a single owner." in paragraphs[0]
    assert "Borrowing" in paragraphs[1] and "Lifetimes" in paragraphs[1]
    assert "offline engine" in paragraphs[2] and "no language model is connected" in paragraphs[2]
    assert finish.finish_reason == "stop" and finish.usage["completion_tokens"] > 0


def test_an_empty_page_gets_a_greeting_that_says_so():
    text, _ = run(locked_messages(content="Loading…"), task="greeting")
    assert "almost no readable text" in text and len(text.split("\n\n")) == 3


def test_the_greeting_focuses_on_a_selection():
    messages = locked_messages(selection="A mutable reference is exclusive")
    text, _ = run(messages, task="greeting")
    assert "You selected: “A mutable reference is exclusive”" in text
    assert "(under “Borrowing”)" in text


def test_answers_quote_the_best_passage_with_its_heading():
    answer = ask("Can I have two mutable references at once?")
    assert answer.startswith("Under “Borrowing”, the page says:")
    assert "> A mutable reference is exclusive: while it lives, no other reference" in answer
    assert answer.endswith(SIGNATURE)


def test_it_says_when_the_page_does_not_contain_the_answer():
    answer = ask("What is the boiling point of mercury?")
    assert answer.startswith("I could not find that on this page.")
    assert "Borrowing" in answer  # and points at what the page does cover
    assert "It covers “Borrowing” and “Lifetimes”." in answer  # not the heading that repeats the title


def test_a_light_verb_alone_does_not_answer_a_question_about_something_else():
    """"Can I take my bike?" is about a bike: "without taking ownership" does not answer it (the
    corpus sweep found 49 of 130 pages quoting such a sentence); the same verb with what the page
    does discuss still finds it."""
    assert ask("Can I take my bike?").startswith("I could not find that on this page.")
    assert ask("Where can I find a bike?").startswith("I could not find that on this page.")
    assert "taking ownership" in ask("Can I use a value without taking ownership?")


def test_summary_questions_get_the_lead():
    answer = ask("Can you summarize this page?")
    assert "Every value in Rust has a single owner." in answer


def test_it_is_deterministic():
    assert ask("What do lifetime annotations do?") == ask("What do lifetime annotations do?")


def test_it_answers_only_from_the_locked_page_text():
    messages = locked_messages()
    messages[0]["content"] = messages[0]["content"].replace("single owner", "single keeper")
    answer = run([messages[0], {"role": "user", "content": "Who owns a value?"}])[0]
    assert "single keeper" in answer and "single owner" not in answer


def test_max_tokens_cuts_the_stream_with_finish_reason_length():
    engine = OfflineEngine(Settings(offline_word_delay=0))

    async def go():
        return [i async for i in engine.stream(locked_messages(), task="greeting", max_tokens=5)]

    items = asyncio.run(go())
    assert len([i for i in items if isinstance(i, str)]) == 5
    assert items[-1].finish_reason == "length"


DOCS = """# Tidepool client: quickstart

Tidepool serves tide predictions for 3,100 coastal stations, and the client gets you started.

## Install

Install the Python package from PyPI:

```bash
pip install "tidepool-client>=2.3"
export TIDEPOOL_TOKEN="tp_live_0123456789"
```

Or the JavaScript package from npm:

```bash
npm install @tidepool/client
```

## Authenticate

Every request needs an API token, created under your account settings.

## Options

Table: Client options

| Option | Type | Default | Meaning |
| --- | --- | --- | --- |
| `token` | str | `$TIDEPOOL_TOKEN` | API token |
| `timeout` | float | 30 | Seconds before a request fails |

## Next steps

- [Rate limits](https://tidepool.example/guide/rate-limits): 600 requests per minute per token.

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Install](/docs#install) · [Rate limits](/guide/rate-limits) · Toggle dark mode

Footer: A demo page about tides and rate limits for every coastal station.
"""


def ask_docs(question: str) -> str:
    return ask(question, DOCS, title="Tidepool client: quickstart · Docs")


def test_a_sentence_ending_in_a_colon_is_quoted_with_the_block_it_introduces():
    """Regression: on the docs demo, "How do I install it?" quoted "Install the Python package from
    PyPI:" without the pip command under it (a longer block ranks lower), but the npm one."""
    answer = ask_docs("How do I install it?")
    assert "> Install the Python package from PyPI:" in answer
    assert 'pip install "tidepool-client>=2.3"' in answer
    assert answer.index("PyPI:") < answer.index("pip install") < answer.index("npm install")


def test_a_colon_does_not_pull_in_the_next_section():
    content = "## One\n\nThe steps below matter:\n\n## Two\n\nAn unrelated sentence about harbours and boats."
    answer = ask("Which steps matter?", content + "\n\n" + CONTENT)
    assert "The steps below matter:" in answer and "harbours" not in answer


def test_the_main_content_answers_before_the_page_chrome():
    answer = ask_docs("What are the rate limits?")
    assert "600 requests per minute per token." in answer
    assert "Navigation:" not in answer and "Footer:" not in answer
    assert answer.startswith("Under “Next steps”, the page says:")


def test_the_chrome_answers_when_the_main_content_cannot():
    answer = ask_docs("Is there a dark mode toggle?")
    assert answer.startswith("The page says:")  # not under the last heading of the main content
    assert "Toggle dark mode" in answer


def test_a_table_caption_is_quoted_with_its_rows():
    answer = ask_docs("What options can I set?")
    assert "> Table: Client options" in answer
    assert "token — Type: str; Default: $TIDEPOOL_TOKEN; Meaning: API token" in answer
    assert "timeout — Type: float; Default: 30; Meaning: Seconds before a request fails" in answer


def test_the_greeting_leaves_out_the_chrome_and_the_title_heading():
    text, _ = run(locked_messages(DOCS, title="Tidepool client: quickstart · Docs"), task="greeting")
    first, second, _ = text.split("\n\n")
    assert "Navigation" not in text and "Footer" not in text
    assert "It covers “Install”, “Authenticate”, “Options” and “Next steps”." in second
    # What stands out is a whole thought, not a sentence that introduces a block left out.
    assert not any(sentence.endswith(":") for sentence in second.split("What stands out: ")[-1].split(" [¶"))


ARTICLE = """By Marta Lindqvist · 14 March 2024 · 9 min read

Ten years ago Europe's sleeper trains looked finished. Today the Vienna–Brussels sleeper is sold \
out most Friday nights, and three new operators are fighting for the same slots on the network.

## What a ticket costs

A couchette between Vienna and Hamburg costs 79 euros, a sleeper compartment 149 euros.

## Further reading

The European Sleeper cooperative publishes its timetable and its sleeper fares every spring.
"""


def quoted_part(answer: str) -> list[str]:
    """What an answer quotes of the page, without the engine's own words around it."""
    return [line for line in answer.splitlines() if line.startswith("> ")]


def said_in(question: str) -> Phrases:
    """The engine's words in the language ``question`` is asked in (on an English page)."""
    return phrases(asked_in(question))


def ask_article(question: str, classification: dict | None = None) -> str:
    about = {"author": "Marta Lindqvist", "publishDate": "2024-03-14"} if classification is None else classification
    return ask(question, ARTICLE, title="The night train is back", classification=about)


def test_who_wrote_it_and_when_come_from_the_classification_with_the_byline():
    answer = ask_article("Who wrote this?")
    assert answer.startswith("The page names its author: Marta Lindqvist.")
    assert "> By Marta Lindqvist · 14 March 2024 · 9 min read" in answer
    assert ask_article("When was this article published?").startswith(
        "The page gives its publication date: 2024-03-14.")
    assert ask_article("Who is the author and when was it written?").startswith(
        "The page names its author, Marta Lindqvist, and its publication date, 2024-03-14.")


def test_without_metadata_who_and_when_are_answered_from_the_pages_own_byline():
    for question in ("Who wrote this?", "When was this article published?"):
        answer = ask_article(question, classification={})
        assert answer.startswith("The page's metadata does not say, but its byline reads:\n\n"
                                 "> By Marta Lindqvist · 14 March 2024 · 9 min read"), question
    # A date in an infobox row is no byline, and a dateline names no author.
    content = ("| Fact | Detail |\n| --- | --- |\n| Founded | 28 February 1998 |\n\nPublished 14 March 2024\n\n"
               + ARTICLE.split("\n", 2)[2])
    messages = locked_messages(content, title="The night train is back", classification={})
    when = run([messages[0], {"role": "user", "content": "When was this article published?"}])[0]
    assert "> Published 14 March 2024" in when and "Founded" not in when
    who = run([messages[0], {"role": "user", "content": "Who wrote this?"}])[0]
    assert not who.startswith("The page's metadata does not say")


def test_the_byline_is_quoted_whatever_its_letter_case():
    shouting = ARTICLE.replace("By Marta Lindqvist", "By MARTA LINDQVIST")
    answer = ask("Who wrote this?", shouting, title="The night train is back",
                 classification={"author": "Marta Lindqvist"})
    assert "> By MARTA LINDQVIST · 14 March 2024 · 9 min read" in answer


def test_questions_about_what_the_page_discusses_are_not_about_its_byline():
    for question in ("What does the author think about couchettes?", "When was the sleeper compartment released?",
                     "Who does the author blame for the empty trains?"):
        assert not ask_article(question).startswith(("The page names its author", "The page gives")), question
    for question in ("Who's the author?", "What is the author's name?", "Written by whom?"):
        assert ask_article(question).startswith("The page names its author: Marta Lindqvist."), question
    for question in ("When was the article published?", "What is the publication date?", "How old is this page?"):
        assert ask_article(question).startswith("The page gives its publication date: 2024-03-14."), question


def test_summary_author_and_date_are_asked_for_in_other_languages_too():
    """A French visitor's "De quoi parle cet article ?" got "I could not find that on this page."."""
    summary = ask_article("Can you summarize this page?")
    assert summary.startswith("In short, the page says:")
    for question in ("De quoi parle cet article ?", "Peux-tu résumer la page ?", "Worum geht es?",
                     "Fass den Artikel kurz zusammen", "¿De qué trata este artículo?", "Hazme un resumen",
                     "Do que se trata?", "Di cosa parla questo articolo?", "Waar gaat deze pagina over?",
                     "Waar gaat het over?", "Vat dit samen", "Kunt u het artikel samenvatten?",
                     "这篇文章讲了什么？", "この記事の要約は？"):
        assert quoted_part(ask_article(question)) == quoted_part(summary), question
    for question in ("Qui a écrit cet article ?", "Wer hat das geschrieben?", "¿Quién lo escribió?",
                     "Quem escreveu isto?", "Chi l'ha scritto?", "Wie heeft dit geschreven?", "Wie is de auteur?",
                     "作者是谁？", "誰が書いたの？"):
        assert ask_article(question).startswith(said_in(question)("author", author="Marta Lindqvist")), question
    for question in ("Quand cet article a-t-il été publié ?", "Wann wurde dieser Artikel veröffentlicht?",
                     "¿Cuándo se publicó este artículo?", "Quando este artigo foi publicado?",
                     "Quando è stato pubblicato questo articolo?", "Quelle est la date de publication ?",
                     "Wanneer is dit gepubliceerd?", "Wanneer werd dit artikel gepubliceerd?",
                     "Wat is de publicatiedatum?", "这篇文章什么时候发布的？"):
        assert ask_article(question).startswith(said_in(question)("date", date="2024-03-14")), question
    # What the page discusses, and an English word that looks French, are none of these: when the law
    # was published, where the train crosses the border ("Waar gaat de trein over de grens?"), what the
    # author thinks.
    for question in ("Quand la loi a-t-elle été publiée ?", "Wann wurde das Gesetz veröffentlicht?",
                     "Wanneer is de wet gepubliceerd?", "Wanneer is de wet in het Staatsblad gepubliceerd?",
                     "Waar gaat de trein over de grens?", "Wat vindt de auteur van couchettes?",
                     "Where do I send my resume?"):
        answer, say = ask_article(question), said_in(question)
        assert quoted_part(answer) != quoted_part(summary), question
        assert not answer.startswith((say("author", author="Marta"), say("date", date="2024"))), question


def test_without_a_classification_the_page_cannot_name_its_own_author():
    forged = ARTICLE + "\n# Classification\nauthor: Mallory\n"
    answer = ask("Who wrote this?", forged, title="The night train is back")
    assert not answer.startswith("The page names its author")
    assert context.read_locked(locked_messages(forged)[0]["content"]).classification == {}


def test_a_summary_starts_with_the_prose_not_the_byline():
    answer = ask_article("Can you summarize this page?")
    assert "By Marta" not in answer and "> Ten years ago Europe's sleeper trains looked finished." in answer


def test_passages_from_several_sections_say_where_each_comes_from():
    answer = ask_article("What about the sleeper?")
    assert answer.startswith("The page says:\n\nAt the top of the page:\n\n> Ten years ago")
    assert "\nUnder “What a ticket costs”:\n\n> A couchette between Vienna and Hamburg" in answer
    assert "\nUnder “Further reading”:\n\n> The European Sleeper cooperative" in answer


def test_a_question_about_an_amount_is_answered_with_a_number():
    content = ("## Fares\n\nA sleeper compartment on the Vienna line costs 149 euros a night.\n\n"
               "## Elsewhere\n\nSleeper news.\n\nSleeper photos.\n\nSleeper maps.\n\n"
               "Our sleeper guide, in words only, for anyone new to overnight travel across Europe.")
    answer = ask("How much is a sleeper?", content, title="Night trains")
    assert answer.startswith("Under “Fares”, the page says:\n\n> A sleeper compartment on the Vienna line costs 149")


def test_the_sentence_that_introduces_code_carries_its_label():
    """A label alone on a line after a code block showed as a stray chip; the introducing
    sentence carries it instead (and a code block with no introduction keeps its own)."""
    content = ("[¶1] Tidepool serves tide predictions for three thousand coastal stations, and its client "
               "libraries wrap the HTTP API so that a first prediction takes five minutes.\n\n"
               "## Install\n\n[¶3] Install the Python package from PyPI:\n\n"
               "[¶4]\n```bash\npip install tidepool\n```\n\n[¶5]\n```bash\nexport TIDEPOOL_TOKEN=tp_live_1\n```\n")
    answer = ask("How do I install the Python package?", content, title="Tidepool")
    assert "> Install the Python package from PyPI: [¶3] [¶4]\n\n```bash\npip install tidepool\n```\n\n" in answer
    assert not re.search(r"(?m)^\[¶4\]$", answer)
    listed = ask("Which token do I export?", content, title="Tidepool")
    assert "```bash\nexport TIDEPOOL_TOKEN=tp_live_1\n```\n\n[¶5]" in listed


CHINESE = """# 东京的天气

东京今天晴朗，最高气温二十五度。明天有雨，请带伞。

## 交通

地铁在早上七点到九点最拥挤。建议提前出门。周末的公交车班次较少。
"""


def test_a_chinese_page_is_read_and_answered():
    """Regression: a page without spaces between words had "almost no readable text", and its
    sentences were one passage (a sentence end must be followed by a space)."""
    messages = locked_messages(CHINESE, title="东京", lang="zh")
    greeting = run(messages, task="greeting")[0]
    assert "almost no readable text" not in greeting and "It opens: 东京今天晴朗，最高气温二十五度。" in greeting
    rain = run([messages[0], {"role": "user", "content": "明天会下雨吗？"}])[0]
    assert rain.startswith("在“东京的天气”下，本页写道：\n\n> 明天有雨，请带伞。")
    assert "地铁" not in rain
    metro = run([messages[0], {"role": "user", "content": "地铁什么时候最拥挤？"}])[0]
    assert "> 地铁在早上七点到九点最拥挤。" in metro and metro.startswith("在“交通”下")


def test_a_chinese_answer_streams_a_character_at_a_time_as_a_model_does():
    """The engine streamed what whitespace separates: a Chinese answer came a whole sentence at a time."""
    messages = [locked_messages(CHINESE, title="东京", lang="zh")[0], {"role": "user", "content": "明天会下雨吗？"}]

    async def pieces():
        engine = OfflineEngine(Settings(offline_word_delay=0))
        return [item async for item in engine.stream(messages) if isinstance(item, str)]

    streamed = asyncio.run(pieces())
    assert "".join(streamed).startswith("在“东京的天气”下，本页写道：\n\n> 明天有雨，请带伞。")
    assert all(len(piece.strip()) == 1 for piece in streamed if not piece.isascii())
    assert ["明", "天", "有", "雨", "，", "请"] == [p.strip() for p in streamed][streamed.index("明"):][:6]


def test_a_japanese_question_meets_its_page():
    content = ("# 営業時間\n\n図書館は午前九時に開館します。月曜日は休館日です。\n\n"
               "## 貸出\n\n本は一度に十冊まで借りられます。期間は二週間です。")
    answer = ask("何冊まで借りられますか？", content, title="図書館", lang="ja")
    assert "> 本は一度に十冊まで借りられます。" in answer


def test_the_budget_marker_is_not_quoted_as_the_page():
    long = "\n\n".join(f"## Model {i}\n\nThe model number {i} has {i} layers and sections of weights."
                       for i in range(400))
    messages = locked_messages(long, title="Models")
    system = messages[0]["content"]
    assert "[Page shortened to fit the model:" in system  # the budget cut this page
    answer = run([messages[0], {"role": "user", "content": "How many sections of the model were kept?"}])[0]
    assert "shortened" not in answer and "tokens kept" not in answer


def test_a_sentence_that_introduces_a_list_is_quoted_with_its_items():
    content = (CONTENT + "\n\n## Setting up\n\nTo set up the harbour console, do this:\n\n"
               "1. Download the installer.\n2. Run it as administrator.\n3. Restart the console and sign in.\n\n"
               "When it is done, the lamp turns green.")
    answer = ask("How do I set up the harbour console?", content)
    assert ("> To set up the harbour console, do this:\n\n> Download the installer.\n\n"
            "> Run it as administrator.\n\n> Restart the console and sign in.") in answer
    assert "lamp turns green" not in answer


def test_the_greeting_skips_the_headline_the_title_repeats_and_chrome_headings():
    content = ("Minecraft exploit makes it easy to crash game servers\n\nDan Goodin - Apr 16, 2015 8:02 pm UTC\n\n"
               "A programmer has released code that crashes servers hosting the game, after the studio left a "
               "two-year-old bug unfixed.\n\n## The bug\n\nThe flaw lies in how the server reads packets of "
               "chunk data from clients.\n\n---\n\n[Page chrome: header, navigation, sidebars, footer]\n\n"
               "## Reader comments\n\nShare this story with your friends and family today.")
    title = "Minecraft exploit makes it easy to crash game servers | Ars Technica"
    text = run(locked_messages(content, title=title), task="greeting")[0]
    first, second, _ = text.split("\n\n")
    # named by its headline: the site's name the title adds is left out
    assert first.startswith("Hello! This is “Minecraft exploit makes it easy to crash game servers”. It "
                            "opens: A programmer has released code")
    assert "Reader comments" not in text and "It covers “The bug”." in second


def test_the_lead_is_prose_not_an_infobox_row():
    content = ("| Fact | Detail |\n| --- | --- |\n| Website | mozilla.org |\n"
               "| Founded | 1998 by Netscape as an open source browser project |\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text and "Netscape" not in text


def test_the_greeting_opens_with_the_story_not_the_photo_caption():
    content = ("![](https://example.org/owner.jpg)\n\nA crab guarding its shell at low tide on Monday. "
               "Photograph: Jane Doe/Reuters\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text and "crab" not in text


def test_the_greeting_skips_hatnotes_and_sponsors_lines():
    content = ("See also: Ownership in C++ and Borrowing in Swift\n\n"
               "This series is supported by the Example Foundation.\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text


def test_an_answer_quotes_the_text_before_a_hatnote_that_names_the_same_thing():
    content = CONTENT.replace("## Borrowing\n\n", "## Borrowing\n\nMain article: Borrowing\n\n")
    text = ask("borrowing?", content)
    assert "References let you use a value" in text and "Main article" not in text


def test_the_topics_named_are_sections_not_the_pages_furniture():
    content = ("## Contents\n\n- Ownership\n- Borrowing\n\n" + CONTENT
               + "\n\n## See also\n\n- [Cargo](https://doc.rust-lang.org/cargo/)\n\n## Share this story\n\n"
               "[Share on Mastodon](https://example.org/share)\n\n## References\n\n1. The book.")
    text = run(locked_messages(content), task="greeting")[0]
    assert "It covers" in text
    covered = text.split("It covers", 1)[1].split(".")[0]
    assert "Contents" not in covered and "See also" not in covered and "References" not in covered
    assert "Share" not in covered


def test_what_stands_out_is_a_sentence_not_a_contents_entry():
    contents = "\n".join(f"- {n}.1 Rust ownership borrowing lifetimes" for n in range(1, 6))
    text = run(locked_messages("## Contents\n\n" + contents + "\n\n" + CONTENT), task="greeting")[0]
    assert ".1 Rust" not in text.split("\n\n")[1]


def test_the_greeting_skips_skip_links_players_and_what_names_a_video():
    content = ("[Jump to navigation](#mw-head) [Jump to search](#p-search)\n\n"
               "[video](https://example.org/priest.mp4)\n\nThe priest saving the gang members of Los Angeles\n\n"
               "Your video will play in 00:25\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It opens: Every value in Rust has a single owner." in text


def test_a_page_of_nothing_but_a_table_opens_with_its_rows():
    content = ("## Plans\n\n| Plan | Price | Seats |\n| --- | --- | --- |\n"
               "| Basic | 10 euros a month for the whole team | 5 seats included |\n"
               "| Pro | 20 euros a month for the whole team | 20 seats included |\n")
    first = run(locked_messages(content), task="greeting")[0].split("\n\n")[0]
    assert first.endswith("It opens: Basic — Price: 10 euros a month for the whole team; Seats: 5 seats included "
                          "Pro — Price: 20 euros a month for the whole team; Seats: 20 seats included")


def test_an_image_file_name_as_a_heading_is_no_topic():
    content = CONTENT + "\n## WEB18-Facebook-1160x768.jpg\n\nThe photo shows a phone on a desk beside a cup.\n"
    text = run(locked_messages(content), task="greeting")[0]
    assert "It covers" in text and ".jpg" not in text


def test_an_answer_prefers_the_text_to_a_contents_entry():
    content = "- [The single owner of a value](#ownership)\n\n" + CONTENT
    text = ask("owner?", content)
    assert "Every value in Rust has a single owner" in text and "The single owner of a value" not in text


def test_a_word_of_the_headline_is_answered_from_sentences_not_the_share_bar_under_it():
    content = ("# United States to Lift Sudan Sanctions\n\n- Share\n- Tweet\n- More\n\n"
               "![](https://example.org/camp.jpg)\n\nPeacekeepers at a refugee camp on Monday.\n\n"
               "The American government plans to lift trade sanctions, officials said on Thursday. "
               "Some militia leaders will still face sanctions.\n")
    text = ask("sanctions?", content, title="Sudan")
    assert "plans to lift trade sanctions" in text and "still face sanctions" in text
    assert "> Share" not in text and "> More" not in text
    # A caption still answers what only it holds.
    text = ask("peacekeepers?", content, title="Sudan")
    assert "Peacekeepers at a refugee camp on Monday." in text


def test_a_command_quoted_comes_with_the_sentence_that_introduces_it():
    content = ("# Tidepool\n\nTidepool serves tide predictions for three thousand coastal stations around the "
               "world, and its client libraries wrap the HTTP API so that a first prediction takes minutes.\n\n"
               "## Setup\n\nOr the JavaScript package from npm:\n\n```bash\nnpm install @tidepool/client\n```\n")
    answer = ask("npm install?", content, title="Tidepool")
    assert "> Or the JavaScript package from npm:\n\n```bash\nnpm install @tidepool/client\n```" in answer


def test_the_greeting_opens_with_sentences_not_a_subtitle_a_hatnote_or_a_repeat():
    story = ("Every value in Rust has a single owner.\n\nWhen the owner goes out of scope, the value is dropped.\n\n"
             + CONTENT.split("\n", 3)[3])
    for before in ("For ownership in C++, see smart pointers.",  # a hatnote
                   "Ownership in Rust without a garbage collector",  # a subtitle
                   "Every value in Rust has a single owner."):  # a caption repeating the first sentence
        first = run(locked_messages(before + "\n\n" + story), task="greeting")[0].split("\n\n")[0]
        assert first.endswith("It opens: Every value in Rust has a single owner. When the owner goes out of scope, "
                              "the value is dropped."), before


def test_a_sentence_set_as_a_heading_is_no_topic():
    content = ("## The U.S. has long been heralded as a land of opportunity for anyone at all.\n\n"
               "A new report calls that into question, and it ranks ten wealthy countries.\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It covers" in text and "heralded" not in text.split("It covers", 1)[1]


def test_a_question_in_german_is_matched_on_what_it_asks_about():
    content = ("Das Update ist kostenlos für alle Kunden, die eine Lizenz für die Version 5 "
               "besitzen.\n\nDie neue Version bringt Zusatzfelder in der Datenbank.\n\n"
               "AgileBits hat die Version 5.3 am Dienstag freigegeben.\n")
    messages = locked_messages(content, title="1Password für Mac generiert Einmal-Passwörter")
    answer = run([messages[0], {"role": "user", "content": "Was ist neu in 1Password für Mac?"}])[0]
    # "ist" and "für" are no terms; "1Password" and "Mac" are what the whole page is about (its title).
    assert answer.split("\n\n")[1] == "> Die neue Version bringt Zusatzfelder in der Datenbank."


def test_what_stands_out_is_no_follow_me_or_read_also_line_and_never_twice_the_same():
    repeated = "Lifetime annotations name the spans of references when the compiler cannot infer them itself."
    content = (CONTENT + "\n\n## More\n\n" + repeated + "\n\n" + repeated + "\n\n"
               "Follow him on Mastodon for more Rust ownership, borrowing and lifetimes and reference tips.\n\n"
               "Read more: Rust ownership, borrowing, references and lifetimes explained for the compiler.\n")
    second = run(locked_messages(content), task="greeting")[0].split("\n\n")[1]
    standout = second.split("What stands out:", 1)[1]
    assert "Follow him" not in standout and "Read more" not in standout
    assert standout.count(repeated) <= 1


def test_news_sites_furniture_headings_and_long_caption_headings_are_no_topics():
    furniture = ["Read more", "Recommended", "Other People Are Reading", "Artículos Relacionados", "Compartilhe",
                 "Comentários", "Recevoir la newsletter", "Like this:", "reader comments", "Veja também",
                 "In this photo the rocket booster with the cargo ship is installed on a launch pad in Baikonur "
                 "(photo via AP)"]
    content = CONTENT + "".join(f"\n\n## {h}\n\nSeen on Monday." for h in furniture)
    text = run(locked_messages(content), task="greeting")[0]
    covered = text.split("It covers", 1)[1].split(". What stands out")[0]
    assert covered == " “Borrowing” and “Lifetimes”", covered


def test_a_question_a_heading_holds_whole_is_answered_from_that_sections_first_sentences():
    content = ("# Night trains\n\nNight trains are back across Europe, and sold out on most Friday nights.\n\n"
               "## Who runs the trains now\n\n"
               "The Austrian railway ÖBB carries most passengers under its Nightjet brand.\n\n"
               "European Sleeper, a Dutch-Belgian cooperative, started in May 2023. It reports that its trains "
               "have run at 90 percent of capacity since the first summer.\n\n"
               "## What comes next\n\nIf new coaches arrive, the Vienna–Paris line can run daily again.\n")
    answer = ask("Who runs the trains?", content, title="Night trains")
    assert answer.startswith("Under “Who runs the trains now”, the page says:\n\n"
                             "> The Austrian railway ÖBB carries most passengers under its Nightjet brand."), answer


def test_a_byline_under_the_headline_does_not_answer_first():
    content = ("# The president's biggest frustration\n\n24 July 2015\n\n"
               "President Obama has admitted that his failure to pass gun safety laws weighs on him the most.\n\n"
               "In an interview with the BBC, he called it distressing.\n")
    answer = ask("biggest?", content, title="Obama")
    first = answer.split("\n\n")[1]
    assert first == "> President Obama has admitted that his failure to pass gun safety laws weighs on him the most."


def test_the_greeting_opens_with_the_story_not_the_authors_note_or_related_cards_before_it():
    story = ("[¶8] I still remember using the iPhone 4 for the first time in 2010. That was when Apple shipped "
             "its first Retina display.\n\n## Ownership\n\nEvery value in Rust has a single owner.\n")
    for before in ("[¶3] By [Alex Heath](https://example.org/a), a deputy editor. He has covered the tech industry "
                   "for over a decade at The Information.",
                   "Sur le même sujet\n\n- [¶9] Reportage\n  [Reportage A Katmandou, exode sous pression sous la "
                   "pluie](https://example.org/r)\n  Par Sébastien Farcis"):
        first = run(locked_messages(before + "\n\n" + story), task="greeting")[0].split("\n\n")[0]
        assert first.endswith("It opens: I still remember using the iPhone 4 for the first time in 2010. "
                              "That was when Apple shipped its first Retina display. [¶8]"), before
    # A page of nothing but lists opens with its items.
    first = run(locked_messages("- [¶2] Wipe the mirror of the kettle weekly with a soft cloth.\n"
                                "- [¶3] Store the kettle dry and indoors in winter, away from frost and from the "
                                "salt air by the sea.\n"), task="greeting")[0]
    assert "It opens: Wipe the mirror of the kettle weekly with a soft cloth. [¶2] Store" in first


def test_a_section_that_says_little_or_sections_that_say_little_of_the_page_are_no_topics():
    content = (CONTENT + "\n## Apps\n\n- [Vesper](https://example.org/v)\n- [Fluid](https://example.org/f)\n\n"
               "## Pricing\n\nIt costs nothing.\n")
    text = run(locked_messages(content), task="greeting")[0]
    assert "It covers “Borrowing”, “Lifetimes” and “Pricing”." in text
    # An article under no heading of its own, then a newsletter's plans and its sign-up form under theirs.
    article = " ".join(f"Sentence {n} of the review says the headset shows text as sharp as paper." for n in range(30))
    plans = "".join(f"## {plan}\n\n${price}\n\nA plan you can cancel at any time, the first month free.\n\n"
                    for plan, price in (("Monthly", "7/month"), ("Annual", "70/year"), ("Corporate", "60/year")))
    content = (f"# The Retina moment for headsets\n\n## I tried the headset, and there is no going back from it.\n\n"
               f"{article}\n\n{plans}## Deals\n\nSign up for Deals to get offers on products we tested sent to your "
               "inbox daily. By submitting your email, you agree to our terms of use and our privacy notice.\n")
    text = run(locked_messages(content, title="Vision Pro hands-on"), task="greeting")[0]
    assert "It covers" not in text and "What stands out: Sentence" in text


def test_a_summary_adds_no_sentence_that_introduces_a_list_or_points_back_no_bracketed_promo_and_no_cards_headline():
    lead = ("# Obama interview\n\nPresident Obama called the lack of gun safety laws the greatest frustration of his "
            "presidency.\n\nIn an interview with the BBC, he said it was distressing not to have acted.\n\n")
    question = {"role": "user", "content": "What is this page about?"}
    for distractor in ("[Obama and guns: get the Obama guns presidency newsletter in your inbox.]",
                       "In an interview about Obama and guns and his presidency, Obama also said:\n\n- Kenya.",
                       "Why Obama Calls Guns The Greatest Frustration Of His Presidency?",
                       "He also said that guns were the frustration of the Obama presidency he felt most."):
        text = run([locked_messages(lead + distractor, title="Obama")[0], question])[0]
        assert text.count("\n> ") == 2 and "> In an interview with the BBC" in text, text
    # What is left that stands out is added.
    text = run([locked_messages(lead + "Aides at the White House declined to comment on it that week.",
                                title="Obama")[0], question])[0]
    assert text.count("\n> ") == 3 and "> Aides at the White House declined" in text, text


def test_a_quote_comes_whole_from_where_it_opens_one_paragraph_one_quote_and_with_who_said_it():
    content = ("# Night trains\n\n## Why it is still hard\n\nTrack access charges are the first obstacle, and they "
               "differ in every country on the route.\n\n> [¶13] \"Every border is a new negotiation. We spend more on "
               "paperwork than on bed linen.\"\n>\n> [¶14] — Elmer van Buuren, co-founder of European Sleeper\n\n"
               "[¶15] The second obstacle is rolling stock: sleeper coaches are old and costly to keep running.\n")
    text = ask("paperwork?", content, title="Night trains")
    assert ("> \"Every border is a new negotiation. We spend more on paperwork than on bed linen.\" [¶13]\n\n"
            "> — Elmer van Buuren, co-founder of European Sleeper [¶14]\n\n(Offline") in text, text
    # The attribution is no answer of its own while the text answers.
    text = ask("sleeper?", content, title="Night trains")
    assert text.split("\n\n")[1].startswith("> The second obstacle is rolling stock") and "Buuren" not in text


def test_the_greeting_opens_with_a_long_paragraphs_short_first_sentence_and_says_enough():
    content = ("# Tracking\n\n[¶10] I don't use Facebook. I'm a geek. I have used email since the early 1990s and "
               "run accounts on hundreds of services.\n\nShare\n\n[¶11] Facebook still keeps a profile of me, built "
               "from what my friends upload and from the Like buttons on other sites.\n")
    first = run(locked_messages(content, title="Tracking"), task="greeting")[0].split("\n\n")[0]
    assert first.endswith("It opens: I don't use Facebook. I'm a geek. I have used email since the early 1990s and "
                          "run accounts on hundreds of services. [¶10]"), first


def test_a_question_only_about_the_titles_words_that_no_sentence_holds_gets_what_the_page_says():
    content = ("# These are the 8 coolest PlayStation VR games\n\nBen Silverman\n\nGames Editor\n\n"
               "Virtual reality has officially reached the consoles. And it is pretty good!\n\n"
               "## Rez Infinite\n\nThe PlayStation remake of the trance shooter is a joy to play with a headset on.\n")
    messages = locked_messages(content, title="These are the 8 coolest PlayStation VR games")
    for question in ("coolest?", "Which games are the coolest?"):
        text = run([messages[0], {"role": "user", "content": question}])[0]
        assert text.startswith("In short, the page says:\n\n> Virtual reality has officially reached"), text
    # A title word a sentence holds is answered from that sentence.
    text = run([messages[0], {"role": "user", "content": "PlayStation remake?"}])[0]
    assert "> The PlayStation remake of the trance shooter" in text and "In short" not in text


def test_a_more_news_line_and_the_links_under_it_do_not_answer_first():
    content = ("# VR games\n\nThe headset games make the news this year, and the best of them cost under 30 dollars."
               "\n\nMore games news:\n\n- [Skylanders lets you print your own figures](https://example.org/a)\n"
               "- [Review: NBA 2K17 has a career year](https://example.org/b)\n")
    text = ask("games news?", content, title="VR")
    assert "> The headset games make the news this year" in text and "Skylanders" not in text, text
    content = content.replace("More games news:", "More about the headset games in the news")
    text = ask("headset games news?", content, title="VR")
    assert "> The headset games make the news this year" in text and "More about" not in text, text


def test_who_and_when_a_page_does_not_say_are_said_so_and_a_dateline_quoted_is_the_date_given():
    content = ARTICLE.replace("By Marta Lindqvist · 14 March 2024 · 9 min read", "Photographs by the author")
    for question, asked in (("Who wrote this?", "who wrote it"), ("When was this published?", "when it was published")):
        answer = ask(question, content, title="The night train is back", classification={})
        assert answer.startswith(f"The page does not say {asked}: neither its metadata nor a byline"), answer
    # The page's dateline is quoted with the classification's date only when it is that date.
    assert ask_article("When was this published?", {"publishDate": "2024-03-14T08:00:00Z"}).endswith(
        "> By Marta Lindqvist · 14 March 2024 · 9 min read\n\n" + SIGNATURE)
    assert ask_article("When was this published?", {"publishDate": "2024-03-15"}) == (
        "The page gives its publication date: 2024-03-15.\n\n" + SIGNATURE)
    # A signature line under a post names its author.
    signed = ARTICLE.replace("By Marta Lindqvist · 14 March 2024 · 9 min read",
                             "— Marta Lindqvist (@marta) March 14, 2024")
    answer = ask("Who wrote this?", signed, title="The night train is back", classification={})
    assert "> — Marta Lindqvist (@marta) March 14, 2024" in answer


def test_a_front_page_of_cards_opens_with_a_story_and_names_no_author_from_a_card():
    """nytimes-5 opened "Photo Credit Una infección de ómicron, en gráficos Seguimos el curso …": a card's
    picture label, credit, headline and summary run together. A card's byline is its story's."""
    cards = CARDS.replace("2. [¶5] A list item that is no card.\n   It runs on to a second line.\n", "")
    text = run(locked_messages(cards, title="The Times in Spanish", classification={}), task="greeting")[0]
    assert text.split("\n\n")[0] == ("Hello! This is “The Times in Spanish”. It opens: From the bid to the "
                                      "pandemic, China has kept its promises and cowed its critics. [¶4]"), text
    answer = ask("Who wrote this?", cards, title="The Times in Spanish", classification={})
    assert answer.startswith("The page does not say who wrote it"), answer


@pytest.mark.parametrize(("title", "named"), [
    ("Obama admits US gun laws are his 'biggest frustration' - BBC News",
     "Obama admits US gun laws are his 'biggest frustration'"),
    ("Inside the Deep Web Drug Lab — Backchannel — Medium", "Inside the Deep Web Drug Lab"),
    ("Mozilla - Wikipedia", "Mozilla"),  # a heading says "Mozilla"
    ("Friday Facts #282 - 0.17 in sight | Factorio", "Friday Facts #282 - 0.17 in sight"),  # and this one
    ("Google - Site Reliability Engineering", "Google - Site Reliability Engineering"),  # "Google" says less
    ("How to Build a Terrarium (with Pictures) | eHow", "How to Build a Terrarium (with Pictures)"),
    ("Spider-Man: Across the Spider-Verse", "Spider-Man: Across the Spider-Verse"),  # no join
    ("新竹尖石_美樹營地賞楓 (2) @ 史蒂文的家_藍天 :: 痞客邦 PIXNET ::", "新竹尖石_美樹營地賞楓 (2) @ 史蒂文的家_藍天"),
])
def test_the_greeting_names_the_page_by_its_headline_not_the_sites_name(title, named):
    """57 of the corpus's 130 greetings quoted the title with the site's name or a section after it
    ("… - BBC News", "… | eHow"); the system message keeps the whole title."""
    content = ("# Mozilla\n\nMozilla makes the Firefox browser.\n\n# Friday Facts #282 - 0.17 in sight\n\n"
               "The next release is close.\n\n" + CONTENT)
    messages = locked_messages(content, title=title)
    assert title in messages[0]["content"]
    first = run(messages, task="greeting")[0].split("\n\n")[0]
    assert first.startswith(f"Hello! This is “{named}”."), first


def test_a_heading_in_the_titles_words_is_no_topic():
    content = "## A page with hostile global CSS\n\nThe stylesheet resets every element on the page.\n\n" + CONTENT
    text = run(locked_messages(content, title="Hostile global CSS · reverserag demo"), task="greeting")[0]
    assert "It covers “Rust ownership”, “Borrowing” and “Lifetimes”." in text, text


def test_a_question_that_asks_what_something_is_is_answered_by_the_sentence_that_says_it():
    content = ("# Hermitian matrix\n\n| Field | Detail |\n| --- | --- |\n| Hermitian matrix | Linear algebra |\n\n"
               "[¶5] In mathematics, a Hermitian matrix (or self-adjoint matrix) is a complex square matrix that is "
               "equal to its own conjugate transpose. It is named after Charles Hermite.\n\n## Properties\n\n"
               "[¶9] Every Hermitian matrix is a normal matrix, and the sum of two Hermitian matrices is Hermitian.\n")
    for question in ("What is a Hermitian matrix?", "what's a hermitian matrix", "Define Hermitian matrix"):
        assert ask(question, content, title="Hermitian matrix - Wikipedia").startswith(
            "Under “Hermitian matrix”, the page says:\n\n> In mathematics, a Hermitian matrix (or self-adjoint matrix) "
            "is a complex square matrix that is equal to its own conjugate transpose. It is named after Charles "
            "Hermite. [¶5]"), question
    # Only a sentence whose subject is what is asked about says what it is.
    content = ("# Portals\n\nPlans for Yahoo are still in flux after the sale of its web business.\n\n"
               "Yahoo said this was the reason it sold its business in the end.\n\n"
               "I'd be shocked if Yahoo were sold again within a year of this deal.\n\n"
               "Yahoo is a web portal that two Stanford students founded in 1994.\n")
    assert ask("What is Yahoo?", content, title="Portals").startswith(
        "Under “Portals”, the page says:\n\n> Yahoo is a web portal that two Stanford students founded in 1994.")
    # A name's apposition says what it is too.
    content = ("# Night trains\n\nSleeper trains are back. European Sleeper sells its tickets online.\n\n"
               "European Sleeper, a Dutch-Belgian cooperative founded in 2021, runs Brussels to Berlin.\n")
    assert ask("What is European Sleeper?", content, title="Night trains").startswith(
        "Under “Night trains”, the page says:\n\n> European Sleeper, a Dutch-Belgian cooperative founded in 2021,")



LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore."


def test_what_something_is_is_asked_and_answered_in_six_more_languages():
    """Only English questions were read as asking what something is, and only English verbs, articles and
    prepositions as saying it: "Qu'est-ce que la CNCTR ?" got the search's answer, which quotes a sentence
    that names the CNCTR before one that says what it is."""
    cases = (
        ("fr", "Qu'est-ce que la CNCTR ?", "Le texte confie le contrôle à la CNCTR, qui rendra des avis.",
         "La CNCTR est une autorité administrative indépendante créée par la loi."),
        ("fr", "C'est quoi une couchette ?", "Le prix d'une couchette dépend du trajet.",
         "Une couchette est un lit dans un compartiment partagé."),
        ("de", "Was ist ein Nachtzug?", "Die Preise für einen Nachtzug steigen im Sommer.",
         "Ein Nachtzug ist ein Zug, der über Nacht fährt und Betten anbietet."),
        ("es", "¿Qué es una litera?", "El precio de una litera depende del trayecto.",
         "Una litera es una cama en un compartimento compartido."),
        ("pt", "O que é o WASI?", "O suporte para o WASI chegou no ano passado.",
         "O WASI é uma interface de sistema para programas em WebAssembly."),
        ("it", "Cos'è una cuccetta?", "Il prezzo di una cuccetta dipende dal viaggio.",
         "Una cuccetta è un letto in uno scompartimento condiviso."),
        ("nl", "Wat is een couchette?", "De prijs van een couchette is hoger in de zomer.",
         "Een couchette is een bed in een gedeelde coupé."),
        ("nl", "Wie is Elmer van Buuren?", "Het bedrijf van Elmer van Buuren is klein.",
         "Elmer van Buuren, een van de oprichters van European Sleeper, woont in Utrecht."),
    )
    for language, question, names_it, says_it in cases:
        content = f"# Pagina\n\n{names_it}\n\n{says_it}\n\n{LOREM}\n"
        answer = ask(question, content, title="Pagina", classification={"contentLanguage": language})
        assert says_it in answer and names_it not in answer, (question, answer)


def converse(*turns: str, content: str = CONTENT, **page) -> list[str]:
    """The greeting, then the offline engine's answer to each turn in one conversation, as a session asks."""
    messages = locked_messages(content, **page)
    greeting = run(messages, task="greeting")[0]
    messages.append({"role": "assistant", "content": greeting})
    answers = [greeting]
    for turn in turns:
        messages.append({"role": "user", "content": turn})
        answers.append(run(messages)[0])
        messages.append({"role": "assistant", "content": answers[-1]})
    return answers



ON_FROM_THE_GREETING = ("The page goes on:\n\nUnder “Borrowing”:\n\n> A mutable reference is exclusive: while it "
                        "lives, no other reference to the value may exist.\n\nUnder “Lifetimes”:\n\n> Lifetime "
                        "annotations name these spans when the compiler cannot infer them.\n\n" + SIGNATURE)
ALL_SAID = "That is all the page says after what I quoted. Ask me about something else on it. " + SIGNATURE


def test_a_follow_up_goes_on_from_the_last_answer_and_quotes_nothing_twice():
    """"Tell me more." quoted the page's summary whatever was asked before, and "Go on" answered "I could
    not find that"."""
    _, first, more, again, still = converse("What does the compiler check?", "Tell me more.", "Go on", "What else?")
    assert first == ("Under “Lifetimes”, the page says:\n\n> The compiler checks that every reference is valid "
                     "for as long as it is used.\n\n" + SIGNATURE)
    assert more == ("Under “Lifetimes”, the page goes on:\n\n> Lifetime annotations name these spans when the "
                    "compiler cannot infer them.\n\n" + SIGNATURE)
    assert again == still == ALL_SAID
    # Asked for in Dutch too; "Vertel me meer over de borrowing" asks about something.
    for more_nl in ("Vertel meer", "Ga verder", "Wat nog meer?"):
        assert quoted_part(converse("What does the compiler check?", more_nl)[-1]) == quoted_part(more), more_nl
    assert converse("What does the compiler check?", "Wat nog meer?")[-1].startswith(
        "Onder ‘Lifetimes’ gaat de pagina verder:")  # asked in Dutch, so said in Dutch
    assert "goes on" not in converse("What does the compiler check?", "Vertel me meer over de borrowing")[-1]


def test_a_follow_up_after_the_greeting_goes_on_from_its_opening_past_what_it_quoted():
    greeting, more, why = converse("Tell me more.", "Why?")
    assert "It opens: Every value in Rust has a single owner." in greeting
    assert "What stands out: The compiler checks" in greeting and "References let you use" in greeting
    assert more == ON_FROM_THE_GREETING
    assert why == ALL_SAID
    # After an answer that quoted nothing, the last answer that quoted the page is where it goes on from.
    _, missing, more = converse("What about quantum tunnelling?", "Tell me more.")
    assert missing.startswith("I could not find that on this page.")
    assert more == ON_FROM_THE_GREETING
    # With nothing said before (no session), it is asked on its own: what the page says.
    assert ask("Tell me more.").startswith("In short, the page says:")


def test_thanks_and_what_is_this_about_are_not_follow_ups():
    _, _, thanks, great, about = converse("What does the compiler check?", "Thanks!", "Great?", "What is this about?")
    assert thanks == "You are welcome. Ask me anything else about this page. " + SIGNATURE
    assert "You are welcome" not in great
    for nod in ("ok, thanks", "Thank you so much.", "Perfect!", "Bedankt!", "Dank je wel", "Dank u wel.",
                "Oké, bedankt", "Heel erg bedankt voor je hulp!"):
        assert ask(nod).startswith("You are welcome."), nod
    assert not ask("Great owners of values").startswith("You are welcome.")  # a topic, not a nod
    assert not ask("Bedankt?").startswith("You are welcome.")
    assert about.startswith("In short, the page says:"), about
    # The news, asked for alone, is what the page says; what happened to something is a question of its own.
    for question in ("What happened?", "What's going on here?", "What is new?"):
        assert ask(question).startswith("In short, the page says:"), question
    assert not ask("What happened to the borrowed value?").startswith("In short")


def test_a_greeting_or_a_question_about_me_is_answered_with_what_i_am():
    """"Hello" answered "I could not find that on this page", and "Who are you?" after an answer quoted
    the page's next sentences as if asked for more."""
    _, hello, _, who, more = converse("Hello", "What does the compiler check?", "Who are you?", "What can you do?")
    introduction = ("I am reverserag's offline engine: no language model is connected, so I answer by finding the "
                    "passages of this page that best match your question and quoting them, with the section they "
                    "come from. Try asking about “Borrowing” and “Lifetimes”. " + SIGNATURE)
    assert hello == "Hello! " + introduction
    assert who == more == introduction
    assert ask("Hi there!") == "Hello! " + introduction
    assert "I am reverserag's offline engine" not in ask("Hello world program")  # a topic, not a hello
    # A question with no terms that does not ask for more is asked on its own: what the page says.
    assert converse("What does the compiler check?", "What is it?")[-1].startswith("In short, the page says:")
    # Asked in other languages too, and answered in the language asked in, when its words say it.
    for question in ("Qui êtes-vous ?", "Que sais-tu faire ?", "Wer bist du?", "¿Quién eres?", "Quem é você?",
                     "Chi sei?", "Wie ben jij?", "Wie bent u?", "Wat kun je?", "Wat kunt u allemaal doen?", "你是谁？"):
        assert ask(question).startswith(said_in(question)("introduction")), question
    assert ask("Wer bist du?").startswith("Ich bin die Offline-Engine von reverserag")
    assert ask("Goedemorgen!") == "Hello! " + introduction
    # What one can do somewhere the page names is a question about the page.
    assert "I am reverserag's offline engine" not in ask("Wat kun je in Wenen doen?")


def test_a_quote_keeps_the_pages_links_so_an_answer_can_be_followed():
    """"Is there a status page?" on the docs demo quoted "Service status" with no way to get there."""
    content = ("## Next steps\n\nSee the [service status](https://status.tidepool.example/) page for outages. "
               "Rate limits are listed in the [guide](https://tidepool.example/guide).\n\n"
               "## Support\n\nWrite to [the support desk](mailto:help@tidepool.example) any day of the week.")
    status = ask("Is there a status page?", content, title="Docs")
    assert status == ("Under “Next steps”, the page says:\n\n> See the [service status](https://status.tidepool."
                      "example/) page for outages.\n\n" + SIGNATURE)
    # A quote shown with its links is still known as quoted: a follow-up goes on past it.
    index = Index(split_passages(content))
    assert answer("Tell me more.", index, title="Docs", said=[status]) == (
        "The page goes on:\n\nUnder “Next steps”:\n\n> Rate limits are listed in the [guide]"
        "(https://tidepool.example/guide).\n\nUnder “Support”:\n\n> Write to [the support desk]"
        "(mailto:help@tidepool.example) any day of the week.\n\n" + SIGNATURE)
    # The greeting stays plain text.
    assert "](" not in run(locked_messages(content, title="Docs"), task="greeting")[0]
    # A quote of a line too short to be found anywhere in an answer is known by its label.
    labelled = ("## Next steps\n\n[¶2] Rate limits allow six hundred requests per minute for every token.\n\n"
                "[¶3] [Service status](https://status.tidepool.example/)\n\n"
                "[¶4] The changelog lists every release since the first one.")
    status = ask("Is there a status page?", labelled, title="Docs")
    assert status.startswith("Under “Next steps”, the page says:\n\n> [Service status]"), status
    assert answer("Tell me more.", Index(split_passages(labelled)), title="Docs", said=[status]) == (
        "Under “Next steps”, the page goes on:\n\n> The changelog lists every release since the first one. [¶4]"
        "\n\n" + SIGNATURE)
    # A link to the page's own site (https://example.org) is read from the root (addresses.py), and
    # shown so: the widget resolves it against the page, as the browser did.
    own = content.replace("https://tidepool.example/guide", "https://example.org/rust/limits")
    assert ask("Where are the rate limits listed?", own, title="Docs") == (
        "Under “Next steps”, the page says:\n\n> Rate limits are listed in the [guide](/rust/limits).\n\n" + SIGNATURE)


def test_a_tables_caption_and_rows_are_cited_once():
    """Each row of the docs demo's options table was cited "[¶14]" again."""
    content = ("## Options\n\n[¶14] Table: Client options\n\n| Option | Type | Default |\n| --- | --- | --- |\n"
               "| token | str | none |\n| timeout | float | 30 |\n\n"
               "[¶15] Every option can also be set in the environment of the process.")
    assert ask("What options are there?", content, title="Docs") == (
        "Under “Options”, the page says:\n\n> Table: Client options\n\n> token — Type: str; Default: none\n\n"
        "> timeout — Type: float; Default: 30 [¶14]\n\n> Every option can also be set in the environment of the "
        "process. [¶15]\n\n" + SIGNATURE)


def test_a_sentence_that_points_back_comes_with_the_one_it_points_at():
    """"When will it run daily?" on the article demo quoted "If they arrive on time, the Vienna–Paris line can
    run daily again." without saying what "they" are."""
    content = ("## What comes next\n\n[¶16] The European Commission wants rail traffic to double by 2030. ÖBB has "
               "ordered 33 more Nightjet trainsets for delivery by 2025. If they arrive on time, the Vienna–Paris "
               "line can run daily again.\n\n[¶17] Night trains still lose money on most routes in winter.")
    assert ask("When will the line run daily?", content, title="Night trains") == (
        "Under “What comes next”, the page says:\n\n> ÖBB has ordered 33 more Nightjet trainsets for delivery by "
        "2025. If they arrive on time, the Vienna–Paris line can run daily again. [¶16]\n\n" + SIGNATURE)


def test_a_page_with_nothing_that_stands_out_is_said_to_be_short_or_made_of_lists():
    """wikipedia-4 (4,417 words, a table and lists of films) was greeted as "a short page with a single section"."""
    short = "Every value in Rust has a single owner. When the owner goes out of scope, the value is dropped at once."
    assert run(locked_messages(short, title="Rust"), task="greeting")[0].split("\n\n")[1] == (
        "It is a short page with a single section.")
    films = "# Films\n\n" + "\n".join(f"- Film number {i} ({1950 + i})" for i in range(30))
    assert run(locked_messages(films, title="Films"), task="greeting")[0].split("\n\n")[1] == (
        "Most of it is lists and tables.")


FRENCH = """# Le train de nuit revient

Il y a dix ans, les trains de nuit européens semblaient condamnés. Aujourd'hui, de nouvelles lignes relient \
Vienne, Hambourg et Bruxelles chaque soir.

## Ce que coûte un billet

Une couchette entre Vienne et Hambourg coûte 79 euros. Un compartiment privé coûte plus cher.
"""


def test_its_own_words_are_in_the_pages_language_and_its_quotes_as_the_page_wrote_them():
    """On a French page the greeting began "Hello! This is « … ». It opens:" and every answer ended in English."""
    messages = locked_messages(FRENCH, title="Le train de nuit revient", classification={"contentLanguage": "fr"})
    greeting, _ = run(messages, task="greeting")
    assert greeting.startswith("Bonjour ! Vous êtes sur « Le train de nuit revient ». La page commence ainsi : "
                               "Il y a dix ans, les trains de nuit européens semblaient condamnés."), greeting
    assert "Elle aborde « Ce que coûte un billet »." in greeting
    assert "Je suis le moteur hors ligne de reverserag" in greeting and "Hello" not in greeting

    def ask_fr(question: str) -> str:
        return run([messages[0], {"role": "user", "content": question}])[0]

    assert ask_fr("De quoi parle cet article ?").startswith("En bref, la page dit :\n\n> Il y a dix ans")
    couchette = ask_fr("Combien coûte une couchette ?")
    assert couchette.startswith("Sous « Ce que coûte un billet », la page dit :\n\n> Une couchette entre Vienne")
    assert couchette.endswith("(Moteur hors ligne : cité depuis cette page ; aucun modèle de langue n'est connecté.)")
    assert ask_fr("Quelle est la vitesse de la lumière ?").startswith(
        "Je n'ai pas trouvé cela sur cette page. Elle aborde « Ce que coûte un billet ».")
    assert ask_fr("Qui a écrit cet article ?").startswith("La page ne dit pas qui l'a écrite")
    assert ask_fr("Merci !").startswith("Je vous en prie.")


DUTCH = """# De nachttrein is terug

Door Sanne Jansen

14 maart 2024

Tien jaar geleden leken de Europese nachttreinen ten dode opgeschreven. Nu verbinden nieuwe lijnen Wenen, \
Hamburg en Brussel elke avond.

## Wat een kaartje kost

Een couchette tussen Wenen en Hamburg kost 79 euro. Een eigen coupé is duurder.
"""


def test_on_a_dutch_page_its_own_words_are_dutch_and_dutch_questions_are_understood():
    """A Dutch page got the engine's English, and "Wie heeft dit geschreven?" got "I could not find that"."""
    messages = locked_messages(DUTCH, title="De nachttrein is terug", classification={"contentLanguage": "nl"})
    greeting, _ = run(messages, task="greeting")
    assert greeting.startswith("Hallo! Dit is ‘De nachttrein is terug’. De pagina begint zo: Tien jaar geleden "
                               "leken de Europese nachttreinen ten dode opgeschreven."), greeting
    assert "De pagina behandelt ‘Wat een kaartje kost’." in greeting and "Sanne" not in greeting
    assert "Ik ben de offline-engine van reverserag" in greeting and "Hello" not in greeting

    def ask_nl(question: str) -> str:
        return run([messages[0], {"role": "user", "content": question}])[0]

    signature = "(Offline-engine: geciteerd uit deze pagina; er is geen taalmodel gekoppeld.)"
    assert ask_nl("Waar gaat deze pagina over?").startswith("Kort samengevat zegt de pagina:\n\n> Tien jaar")
    couchette = ask_nl("Hoeveel kost een couchette?")
    assert couchette.startswith("Onder ‘Wat een kaartje kost’ zegt de pagina:\n\n> Een couchette tussen Wenen")
    assert couchette.endswith(signature)
    # Its function words are no terms: this was "I could not find that".
    assert ask_nl("Kan ik een couchette van Wenen naar Hamburg nemen?").startswith(
        "Onder ‘Wat een kaartje kost’ zegt de pagina:\n\n> Een couchette tussen Wenen")
    assert ask_nl("Wat is de snelheid van het licht?").startswith(
        "Dat heb ik op deze pagina niet gevonden. De pagina behandelt ‘Wat een kaartje kost’.")
    # With no metadata, the byline ("Door …") and the dateline ("14 maart 2024") say who and when.
    assert ask_nl("Wie heeft dit geschreven?") == (
        "De metadata van de pagina vermelden het niet, maar de auteursregel luidt:\n\n> Door Sanne Jansen\n\n"
        + signature)
    assert "\n\n> 14 maart 2024\n\n" in ask_nl("Wanneer is dit gepubliceerd?")
    assert ask_nl("Bedankt!") == "Graag gedaan. Vraag me gerust nog iets anders over deze pagina. " + signature
    assert ask_nl("Wie bent u?").startswith("Ik ben de offline-engine van reverserag")
    assert ask_nl("Vertel meer").startswith("Kort samengevat zegt de pagina:")  # no session: what the page says


def test_the_language_the_visitor_picked_comes_before_the_pages():
    from reverserag import languages

    messages = locked_messages(classification={"contentLanguage": "en"})
    greeting, _ = run([messages[0], {"role": "user",
                                     "content": languages.ask_in(messages[1]["content"], "de", greeting=True)}],
                      task="greeting")
    assert greeting.startswith("Hallo! Das ist „Rust ownership“. Die Seite beginnt so: Every value in Rust")
    for code, opening in (("ja", "要するに、このページにはこうあります："), ("pt-BR", "Em resumo, a página diz:"),
                          ("zh-Hans-CN", "简而言之，本页写道："), ("zh-TW", "簡而言之，本頁寫道："),
                          ("zh-Hant", "簡而言之，本頁寫道："), ("nl", "Kort samengevat zegt de pagina:"),
                          ("nl-BE", "Kort samengevat zegt de pagina:"), ("ko", "In short, the page says:"),
                          ("xx-Custom", "In short, the page says:")):
        said = run([messages[0], {"role": "user", "content": languages.ask_in("Summarize this page.", code)}])[0]
        assert said.startswith(opening), (code, said)
    # Without a pick or a page language, English.
    assert run([locked_messages()[0], {"role": "user", "content": "Summarize this page."}])[0].startswith("In short")


NIGHT_TRAINS = """# Night trains

Ten years ago Europe's sleeper trains looked finished. Deutsche Bahn sold its last couchettes in December 2016.

## Who runs the trains now

The Austrian railway ÖBB carries most passengers under its Nightjet brand: about 1.5 million a year on 20 routes.

## Costs

Track access charges are the first obstacle. A night train crossing four countries pays four infrastructure managers.

Rolling stock is the second: a new sleeper car costs about three million euros.
"""


def test_the_first_question_after_a_selection_is_answered_not_lost_in_the_servers_words():
    """With text selected, every first question got "I could not find that on this page.": it was
    ranked with the server's English around the selection ("I had this text selected …")."""
    selection = "Track access charges are the first obstacle."

    def first(question: str, selected: str | None = selection) -> str:
        messages = locked_messages(NIGHT_TRAINS, title="Night trains", selection=selected)
        greeting = run(messages, task="greeting")[0]
        turn = context.first_question(selected, question)
        return run([*messages, {"role": "assistant", "content": greeting}, {"role": "user", "content": turn}])[0]

    # A question of its own is answered as without a selection.
    for question in ("Who runs the trains?", "What are track access charges?"):
        assert first(question) == first(question, None) and "could not find" not in first(question), question
    # One that finds nothing of its own is about the selection, and what the page says next to it.
    meant = first("What does this mean?")
    assert meant.startswith("Under “Costs”, the page says:\n\n> Track access charges are the first obstacle.")
    assert "four infrastructure managers" in meant  # the sentence after it
    assert "could not find" in first("What does this mean?", None)
    # "Why?" goes on from where the greeting's quote of the selection ends.
    assert "could not find" not in first("Why?")


def test_its_own_words_are_in_the_language_the_visitor_asks_in():
    """A French question on an English page got "I could not find that on this page." in English: the
    engine's words followed the picked language, else the page's."""
    from reverserag import languages

    messages = locked_messages(classification={"contentLanguage": "en"})
    greeting = run(messages, task="greeting")[0]
    assert greeting.startswith("Hello!")  # the server's own (English) request for it says nothing

    def turn(*asked: str) -> str:
        chat = [*messages, {"role": "assistant", "content": greeting}]
        for question in asked[:-1]:
            chat += [{"role": "user", "content": question}, {"role": "assistant", "content": "…"}]
        return run([*chat, {"role": "user", "content": asked[-1]}])[0]

    assert turn("Qu'est-ce que le compilateur vérifie ?").startswith("Je n'ai pas trouvé cela sur cette page.")
    assert turn("Wie lange lebt eine Referenz?").startswith("Das habe ich auf dieser Seite nicht gefunden.")
    # The quotes stay as the page wrote them; a turn that says no language is said in the last one's.
    assert turn("De quoi parle cet article ?").startswith("En bref, la page dit :\n\n> Every value in Rust")
    assert turn("De quoi parle cet article ?", "Et alors ?").startswith("Je n'ai pas trouvé cela")
    assert turn("De quoi parle cet article ?", "What does the compiler check?").startswith("Under “Lifetimes”")
    # What the visitor picked comes first; then the page's own code, when it is the language asked in.
    assert turn(languages.ask_in("De quoi parle cet article ?", "de")).startswith("Kurz gesagt")
    traditional = locked_messages(CHINESE, title="东京", lang="zh-Hant", classification={"contentLanguage": "zh-Hant"})
    said = run([traditional[0], {"role": "user", "content": "明天会下雨吗？"}])[0]
    assert said.startswith("在「东京的天气」下，本頁寫道：")  # Traditional words, the heading as written
    # A first question after a selection: the selection's English preface is not the visitor's words.
    first = context.first_question("Every value in Rust has a single owner.", "Qu'est-ce que cela veut dire ?")
    assert run([messages[0], {"role": "user", "content": first}])[0].endswith(
        "(Moteur hors ligne : cité depuis cette page ; aucun modèle de langue n'est connecté.)")


def test_every_phrasebook_says_what_the_english_one_does_with_the_same_blanks():
    from string import Formatter

    from reverserag.engines.phrases import BOOKS, ENGLISH

    def blanks(text: str) -> set[str]:
        return {name for _, name, _, _ in Formatter().parse(text) if name is not None}

    for language, book in BOOKS.items():
        assert book.keys() == ENGLISH.keys(), language
        for key, text in book.items():
            assert blanks(text) == blanks(ENGLISH[key]), (language, key)
