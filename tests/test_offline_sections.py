"""The offline engine reads a page's sections inside sections: a changelog's releases, each with its
"Added", "Fixed" and "Breaking" (QA47 #5, on MkDocs Material, Sphinx + Furo and Docusaurus)."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run

# The changelog as MkDocs Material's page gave it: each release an H2, its kinds of change H3s, and the
# chrome's table of contents condensed to one navigation line that names every release.
RELEASES = """## 3.2.0 — 2026-10-14[¶](http://127.0.0.1:8961/changelog/#320-2026-10-14)

### Added[¶](http://127.0.0.1:8961/changelog/#added)

- [¶2] HTTP/2 for the Python client (`http2=True`, needs the `http2` extra).
- [¶3] Per-request event hooks: `hooks={"response": [log_response]}`.

### Fixed[¶](http://127.0.0.1:8961/changelog/#fixed)

- [¶4] `Retry-After` given as an HTTP date was ignored (#812).

## 3.1.1 — 2026-08-02[¶](http://127.0.0.1:8961/changelog/#311-2026-08-02)

### Fixed[¶](http://127.0.0.1:8961/changelog/#fixed_1)

- [¶5] The Go client leaked a goroutine per cancelled request (#790).

## 3.0.0 — 2026-05-20[¶](http://127.0.0.1:8961/changelog/#300-2026-05-20)

### Breaking[¶](http://127.0.0.1:8961/changelog/#breaking)

- [¶6] Dropped Python 3.8 and Node.js 16.
- [¶7] The default timeout is now 30 seconds instead of none.
- [¶8] `max_retries` was renamed `retries`.

### Added[¶](http://127.0.0.1:8961/changelog/#added_1)

- [¶9] The `Timeout` class with separate connect, read, write and pool timeouts.
"""
CHANGELOG = ("# Changelog[¶](http://127.0.0.1:8961/changelog/#changelog)\n\n[¶1] All notable changes to Harbor are "
             "documented here. The project follows Semantic Versioning.\n\n" + RELEASES + """
---

[Page chrome: header, navigation, sidebars, footer]

Navigation: Harbor HTTP Client · Changelog

{contents}

Footer: Made with [Material for MkDocs](https://squidfunk.github.io/mkdocs-material/)
""").replace("{contents}", "Navigation: Table of contents · " + " · ".join(
    f"{name} · [{name}](http://127.0.0.1:8961/changelog/#{slug})" for name, slug in (
        ("3.2.0 — 2026-10-14", "320-2026-10-14"), ("Added", "added"), ("Fixed", "fixed"),
        ("3.1.1 — 2026-08-02", "311-2026-08-02"), ("3.0.0 — 2026-05-20", "300-2026-05-20"),
        ("Breaking", "breaking"))))
TITLE = "Changelog - Harbor HTTP Client"
GUIDE = ("# Guide\n\nThis guide takes you from a fresh machine to a running tide gauge in under an hour.\n\n"
         "## Install\n\n### Linux\n\nRun the installer from a shell as root, then reboot the machine once.\n\n"
         "### Windows\n\nDouble-click the installer and follow the wizard to the end, then restart.\n\n"
         "## Calibrate\n\nLower the gauge to the datum mark at low water and press the zero button twice.\n")


def quotes(answer: str) -> list[str]:
    return [line for line in answer.splitlines() if line.startswith("> ")]


def test_a_version_asked_about_is_answered_from_the_section_its_heading_names():
    """Regression (QA47 #5): "What changed in 3.2?" quoted the table of contents' navigation line (MkDocs),
    the page's intro "All notable changes …" (Sphinx) or a contents link (Docusaurus), never the items under
    "3.2.0 — 2026-10-14", whose headings ("Added", "Fixed") do not name the version."""
    answer = ask("What changed in 3.2?", CHANGELOG, title=TITLE)
    assert quotes(answer) == ["> HTTP/2 for the Python client (http2=True, needs the http2 extra). [¶2]",
                              '> Per-request event hooks: hooks={"response": [log_response]}. [¶3]',
                              "> Retry-After given as an HTTP date was ignored (#812). [¶4]"], answer
    assert "Under “3.2.0 — 2026-10-14 › Added”:" in answer and "Navigation" not in answer
    # Sphinx's build: no chrome, and an intro that says "changes"; a release with no kinds of change.
    sphinx = CHANGELOG.split("\n---\n")[0].replace("### Fixed[¶](http://127.0.0.1:8961/changelog/#fixed_1)\n\n", "")
    answer = ask("What changed in 3.2?", sphinx, title=TITLE)
    assert "All notable changes" not in answer and "[¶2]" in answer and "[¶4]" in answer, answer
    # "3.1" is 3.1.1, not 3.2.0's "Fixed", which holds the word asked.
    answer = ask("What was fixed in 3.1?", sphinx, title=TITLE)
    assert quotes(answer) == ["> The Go client leaked a goroutine per cancelled request (#790). [¶5]"], answer
    answer = ask("What changed in 3.0.0?", CHANGELOG, title=TITLE)
    assert [q[-4:] for q in quotes(answer)] == ["[¶6]", "[¶7]", "[¶8]", "[¶9]"], answer
    assert "Under “3.0.0 — 2026-05-20 › Added”:" in answer


def test_what_a_release_holds_is_quoted_whole():
    """Regression (QA pass 49, Starlight): "What changed in 3.0?" quoted the best three of the release's items, which
    left out 3.0.0's fourth, "Added the Node.js client"; asked what a release holds and nothing more, the sections
    its version names are quoted whole (up to eight passages). A question about one change still gets that one."""
    starlight = ("# Changelog\n\n## 3.0.1 — 2026-11-20\n\n- [¶1] Fixed workers hanging when the database restarted.\n\n"
                 "## 3.0.0 — 2026-09-01\n\n- [¶2] **Breaking:** `retry_limit` was renamed `max_retries`.\n"
                 "- [¶3] **Breaking:** PostgreSQL 12 and 13 are no longer supported.\n"
                 "- [¶4] Added the Node.js client.\n\n"
                 "## 2.4.0 — 2026-05-10\n\n- [¶5] Added `visibility_timeout`.\n")
    for question in ("What changed in 3.0?", "What's new in version 3.0?", "What does release 3.0 include?"):
        answer = ask(question, starlight, title="Changelog | Tessera")
        assert [q[-4:] for q in quotes(answer)] == ["[¶1]", "[¶2]", "[¶3]", "[¶4]"], (question, answer)
    answer = ask("Was retry_limit renamed in 3.0?", starlight, title="Changelog | Tessera")
    assert [q[-4:] for q in quotes(answer)] == ["[¶2]"], answer


def test_a_contents_line_in_the_chrome_gives_way_to_the_content_that_holds_as_much():
    """Regression (QA47 #5): the chrome's contents line names every release, so it held the version asked
    as fully as the release's items did, and came first for being denser in it."""
    answer = ask("What is in 3.2.0?", CHANGELOG, title=TITLE)
    assert "Navigation" not in answer and "[¶2]" in answer, answer


def test_an_answer_under_a_release_names_the_release():
    """Regression (QA47 #5): "When was max_retries renamed?" answered 'Under “Breaking”: …', which does not
    say when; a heading that repeats under each release ("Added") is named with its release too."""
    answer = ask("When was max_retries renamed?", CHANGELOG, title=TITLE)
    assert answer.startswith("Under “3.0.0 — 2026-05-20 › Breaking”, the page says:\n\n"
                             "> max_retries was renamed retries. [¶8]"), answer
    answer = ask("Which release added the Timeout class?", CHANGELOG, title=TITLE)
    assert answer.startswith("Under “3.0.0 — 2026-05-20 › Added”"), answer
    # A page whose sections hold sections that name no release says their headings alone.
    assert ask("How do I install it on Windows?", GUIDE, title="Guide").startswith("Under “Windows”, the page says")


def test_the_greeting_covers_the_releases_not_their_repeated_kinds_of_change():
    """Regression (QA47 #5): the greeting said the changelog "covers “Added”, “Fixed” and “Breaking”", the
    headings under each release."""
    greeting = run(locked_messages(CHANGELOG, title=TITLE), task="greeting")[0]
    assert "It covers “3.2.0 — 2026-10-14”, “3.1.1 — 2026-08-02” and “3.0.0 — 2026-05-20”." in greeting, greeting
    assert "Try asking about “3.2.0 — 2026-10-14” and “3.1.1 — 2026-08-02”." in greeting
    assert "It covers “Install” and “Calibrate”." in run(locked_messages(GUIDE, title="Guide"), task="greeting")[0]
    # One outer section (a page of H3s under one H2) is no list of topics: its inner ones are.
    page = GUIDE.split("## Calibrate")[0]
    assert "It covers “Linux” and “Windows”." in run(locked_messages(page, title="Guide"), task="greeting")[0]


# QA55's min/legal-clauses.html as the widget read it: each clause's heading inside its list item, over its list.
CLAUSES = """# Terms of Service

[¶1] Last updated: 15 September 2026

[¶2] These Terms govern your use of the Parcelly parcel-tracking service.

1. [¶3] ## Definitions
   1. “Service” means the Parcelly website, apps and API.
2. [¶4] ## Fees
   1. Fees are charged in advance at the start of each Billing Period.
3. [¶5] ## Liability
   1. Nothing in these Terms limits liability for death or personal injury.
4. [¶6] ## Cancellation and refunds
   **Plain-language summary**
   You can cancel any time.
   1. You may cancel your subscription at any time from the Billing page.
   2. Cancellation takes effect at the end of the current Billing Period. Fees already paid for a monthly plan \
are not refundable.

[¶7] Parcelly is a trading name of Parcelly Ltd, registered in Ireland.
"""

# The same as the widget writes it since (helper walk56b): the clause's heading a heading of its own.
CLAUSES_HEADED = """# Terms of Service

[¶1] These Terms govern your use of the Parcelly parcel-tracking service.

## [¶2] 1. Fees

1. [¶3] Fees are charged in advance at the start of each Billing Period.

## [¶4] 4. Cancellation and refunds

[¶5] You can cancel any time.

1. [¶6] You may cancel your subscription at any time from the Billing page.
2. [¶7] Cancellation takes effect at the end of the current Billing Period. Fees already paid for a monthly plan \
are not refundable.
"""


def test_a_clause_whose_heading_is_inside_its_list_item_is_a_section():
    """Regression (QA55 #12): every answer on a terms page began "Under “Terms of Service”, the page says", the clauses'
    headings being written inside their list items ("4. [¶6] ## Cancellation and refunds"); and a clause's heading was
    quoted as a sentence, "## Definitions"."""
    answer = ask("Can I cancel my subscription?", CLAUSES, title="Terms of Service")
    assert answer.startswith("Under “Cancellation and refunds”, the page says:")
    assert "> You may cancel your subscription at any time from the Billing page. [¶6]" in quoted_part(answer)
    assert "#" not in ask("What does Service mean?", CLAUSES, title="Terms of Service")
    # What follows the list is under the page's heading again, not the last clause's.
    assert ask("Who is Parcelly a trading name of?", CLAUSES, title="Terms of Service").startswith(
        "Under “Terms of Service”")
    # A card holding a list (its byline, its "Save") is no clause: nytimes' and yahoo's "Recommended for You".
    cards = ("## Recommended for You\n\n- [¶31] ### [Growing Pains Star Alan Thicke Dead at 69](https://gma.example/a)\n"
             "  Alan Thicke, the actor known for Growing Pains, died Tuesday at age 69.\n"
             "  - [**Save**](https://gma.example/#0)\n  - [**More like this**](https://gma.example/#0)\n")
    assert ask("When did Alan Thicke die?", cards, title="Yahoo").startswith("Under “Recommended for You”")
    answer = ask("Can I cancel my subscription?", CLAUSES_HEADED, title="Terms of Service")
    assert answer.startswith("Under “4. Cancellation and refunds”, the page says:")
