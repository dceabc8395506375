"""What the offline engine's greeting names as the page's topics and as what stands out: sections and
sentences, never the page's furniture."""

from __future__ import annotations

from offline_helpers import CONTENT, FERRY, ask_ferry, locked_messages, run


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


def test_an_image_file_name_as_a_heading_is_no_topic():
    content = CONTENT + "\n## WEB18-Facebook-1160x768.jpg\n\nThe photo shows a phone on a desk beside a cup.\n"
    text = run(locked_messages(content), task="greeting")[0]
    assert "It covers" in text and ".jpg" not in text


def test_a_sentence_set_as_a_heading_is_no_topic():
    content = ("## The U.S. has long been heralded as a land of opportunity for anyone at all.\n\n"
               "A new report calls that into question, and it ranks ten wealthy countries.\n\n" + CONTENT)
    text = run(locked_messages(content), task="greeting")[0]
    assert "It covers" in text and "heralded" not in text.split("It covers", 1)[1]


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


def test_a_heading_in_the_titles_words_is_no_topic():
    content = "## A page with hostile global CSS\n\nThe stylesheet resets every element on the page.\n\n" + CONTENT
    text = run(locked_messages(content, title="Hostile global CSS · reverserag demo"), task="greeting")[0]
    assert "It covers “Rust ownership”, “Borrowing” and “Lifetimes”." in text, text


def test_a_heading_that_is_one_of_the_topics_the_title_lists_is_a_topic():
    """Regression (QA pass 46): on "Tidewater Ferries — Timetable and fares" the greeting, and every answer
    that could not find something, said the page covers "Pets" and "Frequently asked questions": "Timetable"
    and "Fares" only said the title's words again. A heading that says the title, or its headline, again is
    still no topic."""
    text = run(locked_messages(FERRY, title="Tidewater Ferries — Timetable and fares"), task="greeting")[0]
    covers = "It covers “Timetable”, “Fares”, “Pets” and “Frequently asked questions”."
    assert covers in text, text
    assert "Try asking about “Timetable” and “Fares”." in text
    assert covers in ask_ferry("Is there a café on board?")
    # The page's own headline ("Tidewater Ferries: timetable and fares") is the title again: no topic.
    content = FERRY.replace("## Timetable\n", "## Tidewater Ferries timetable and fares\n")
    text = run(locked_messages(content, title="Tidewater Ferries — Timetable and fares"), task="greeting")[0]
    assert "It covers “Fares”, “Pets” and “Frequently asked questions”." in text, text
    # A headline that reads as a list is not one (webmd-2's "Superbugs: What They Are and How You Get Them").
    title = "Superbugs: What They Are and How You Get Them"
    content = f"## {title}\n\nA superbug is a germ that most antibiotics no longer kill.\n\n" + CONTENT
    text = run(locked_messages(content, title=title), task="greeting")[0]
    assert "It covers “Rust ownership”, “Borrowing” and “Lifetimes”." in text, text
