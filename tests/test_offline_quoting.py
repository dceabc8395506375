"""How the offline engine quotes a passage: with the sentence that introduces it and what that
introduces, whole, with its links, and cited once."""

from __future__ import annotations

import re

from offline_helpers import CONTENT, ask, ask_docs, ask_ferry, locked_messages, quoted_part, run
from reverserag.engines.answers import answer
from reverserag.engines.outline import Outline
from reverserag.engines.quoting import SIGNATURE


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


GLOSSARY = """# Release glossary

[¶1] Terms the release team uses, with what each means for you.

## Definitions

[¶2] Canary release

: [¶3] Sending a new version to a small share of traffic first. To run one:

[¶4]
1. Deploy the new version beside the old one.
2. Send five percent of requests to it.
3. Compare error rates before going further.

[¶5] Rollback

: [¶6] Returning every server to the previous version.
"""


def test_a_definition_that_ends_in_a_colon_brings_the_list_it_introduces():
    """Regression: "What is a canary release?" on a glossary quoted the term and its definition, which ends
    "To run one:", and stopped there: what a passage brought (the definition) did not bring what it
    introduces in turn."""
    assert quoted_part(ask("What is a canary release?", GLOSSARY, title="Release glossary")) == [
        "> Canary release [¶2]", "> Sending a new version to a small share of traffic first. To run one: [¶3]",
        "> Deploy the new version beside the old one. [¶4]", "> Send five percent of requests to it. [¶4]",
        "> Compare error rates before going further. [¶4]"]
    # Within the caps: a list brought so is eight items at most, as any sentence's is.
    long = GLOSSARY.replace("3. Compare", "".join(f"{n}. Step number {n}.\n" for n in range(3, 13)) + "13. Compare")
    assert len(quoted_part(ask("What is a canary release?", long, title="Release glossary"))) == 2 + 8
    # A sentence brought for introducing the item asked about is followed by it: it brings no more of its list
    # (lifehacker-working's "Is this a planned purchase?" quoted the four questions after it too).
    content = ("# Buying less\n\n[¶1] Ask yourself a few questions before you buy, for example these ones:\n\n"
               "[¶2]\n- Is this a planned purchase?\n- Where will it go?\n- Have I budgeted for it?\n")
    assert quoted_part(ask("Is this a planned purchase?", content, title="Buying less")) == [
        "> Ask yourself a few questions before you buy, for example these ones: [¶1]",
        "> Is this a planned purchase? [¶2]"]


def test_a_table_caption_is_quoted_with_its_rows():
    answer = ask_docs("What options can I set?")
    assert "> Table: Client options" in answer
    assert "token — Type: str; Default: $TIDEPOOL_TOKEN; Meaning: API token" in answer
    assert "timeout — Type: float; Default: 30; Meaning: Seconds before a request fails" in answer


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


def test_a_sentence_that_introduces_a_list_is_quoted_with_its_items():
    content = (CONTENT + "\n\n## Setting up\n\nTo set up the harbour console, do this:\n\n"
               "1. Download the installer.\n2. Run it as administrator.\n3. Restart the console and sign in.\n\n"
               "When it is done, the lamp turns green.")
    answer = ask("How do I set up the harbour console?", content)
    assert ("> To set up the harbour console, do this:\n\n> Download the installer.\n\n"
            "> Run it as administrator.\n\n> Restart the console and sign in.") in answer
    assert "lamp turns green" not in answer


def test_a_command_quoted_comes_with_the_sentence_that_introduces_it():
    content = ("# Tidepool\n\nTidepool serves tide predictions for three thousand coastal stations around the "
               "world, and its client libraries wrap the HTTP API so that a first prediction takes minutes.\n\n"
               "## Setup\n\nOr the JavaScript package from npm:\n\n```bash\nnpm install @tidepool/client\n```\n")
    answer = ask("npm install?", content, title="Tidepool")
    assert "> Or the JavaScript package from npm:\n\n```bash\nnpm install @tidepool/client\n```" in answer


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


def test_a_quote_keeps_the_pages_links_so_an_answer_can_be_followed():
    """"Is there a status page?" on the docs demo quoted "Service status" with no way to get there."""
    content = ("## Next steps\n\nSee the [service status](https://status.tidepool.example/) page for outages. "
               "Rate limits are listed in the [guide](https://tidepool.example/guide).\n\n"
               "## Support\n\nWrite to [the support desk](mailto:help@tidepool.example) any day of the week.")
    status = ask("Is there a status page?", content, title="Docs")
    assert status == ("Under “Next steps”, the page says:\n\n> See the [service status](https://status.tidepool."
                      "example/) page for outages.\n\n" + SIGNATURE)
    # A quote shown with its links is still known as quoted: a follow-up goes on past it.
    index = Outline(content)
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
    assert answer("Tell me more.", Outline(labelled), title="Docs", said=[status]) == (
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


def test_a_faqs_question_is_quoted_with_the_answer_under_it():
    """Regression (QA pass 46): on a ferry company's page, "Do I need to book?" quoted "> Do I need to book?"
    (the <details> entry's <summary>, a bold line too short for a label) and nothing else: the question,
    not the answer under it."""
    booking = ("> Booking is required for cars in July and August; foot passengers can always buy a ticket at the "
               "terminal up to 10 minutes before departure. [¶8]")
    for question in ("Do I need to book?", "Do cars need to be booked?"):
        assert quoted_part(ask_ferry(question)) == ["> Do I need to book?", booking], question
    cancelled = ask_ferry("What happens if the sailing is cancelled?")
    assert quoted_part(cancelled) == [
        "> What happens if the sailing is cancelled? [¶9]",
        "> If a sailing is cancelled for weather, your ticket is valid on the next sailing, or you can ask for a "
        "full refund at the ticket office within 30 days. [¶10]"]


def test_a_question_brings_what_answers_it_in_its_paragraph_but_no_other_question_nor_what_no_question_answers():
    """A line that asks, then its answer in the same paragraph ("Questions? Call the ticket office …"); but a
    question followed by another, a list of questions (the paragraph after the list answers none of them)
    and a dialog's buttons ("Are you sure? Delete Cancel", on yahoo-3) are no question and answer."""
    content = ("## Lost property\n\n[¶1] Left something on board? Lost property is kept at the Port Avery "
               "terminal for 90 days. Ask at the desk with your ticket.\n\n## Planning\n\n[¶2] How full is the "
               "car deck on summer Fridays? How early should drivers queue? The port publishes a weekly forecast."
               "\n\n[¶3] Before a trip in August, ask yourself:\n\n- [¶4] Is a return on the same day possible?\n"
               "- [¶5] Which sailing suits a dog?\n\n[¶6] Summer timetables are printed in March every year."
               "\n\n## Comments\n\n[¶7] Are you sure you want to delete this comment about the harbour?"
               "\n\nDelete Cancel")
    lost = ask("I left something on board?", content, title="Tidewater Ferries")
    assert quoted_part(lost) == ["> Left something on board? Lost property is kept at the Port Avery terminal for "
                                 "90 days. Ask at the desk with your ticket. [¶1]"]
    assert quoted_part(ask("How full is the car deck?", content, title="Tidewater Ferries")) == [
        "> How full is the car deck on summer Fridays? [¶2]"]
    listed = quoted_part(ask("Which sailing suits a dog?", content, title="Tidewater Ferries"))
    assert listed[-1] == "> Which sailing suits a dog? [¶5]"  # after the sentence that introduces the list
    assert quoted_part(ask("Can I delete a comment about the harbour?", content, title="Tidewater Ferries")) == [
        "> Are you sure you want to delete this comment about the harbour? [¶7]"]


def test_a_stop_inside_inline_code_ends_no_sentence():
    """Regression (QA pass 49, Astro Starlight's home page): "Jobs are claimed with `SELECT … FOR UPDATE SKIP
    LOCKED`, so two workers never run the same job." was cut at the ellipsis inside the code, so "What is
    Tessera?" quoted "Jobs are claimed with SELECT …" and the greeting "FOR UPDATE SKIP LOCKED, so two workers
    …" as sentences of their own. A stop outside the code still ends one."""
    from reverserag.passages import split_passages

    page = ("# Tessera\n\n[¶1] Durable background jobs in the database you already run. No Redis, no broker.\n\n"
            "## Why Tessera?\n\nExactly once\n\n"
            "[¶2] Jobs are claimed with `SELECT … FOR UPDATE SKIP LOCKED`, so two workers never run the same job. "
            "Call `q.enqueue(task). Then` wait. It is `done`. Next one.\n")
    said = [p.text for p in split_passages(page) if p.label == 2]
    assert said == ["Jobs are claimed with SELECT … FOR UPDATE SKIP LOCKED, so two workers never run the same job.",
                    "Call q.enqueue(task). Then wait.", "It is done.", "Next one."], said
    answer = ask("What is Tessera?", page, title="Tessera")
    assert ("> Jobs are claimed with SELECT … FOR UPDATE SKIP LOCKED, so two workers never run the same job. [¶2]"
            in answer), answer
