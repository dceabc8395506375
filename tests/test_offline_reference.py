"""The offline engine on an encyclopedia article (QA pass 51): an infobox's section rows, a reference asked for by
its number and the page's formulas, read from the page as the widget wrote it in Chromium."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run

# A MediaWiki article's infobox, lead, formula and references (qa51's min/infobox.html and wiki/index.html, trimmed):
# a header row spanning both columns ("Population (January 2024)") labels the "•" rows under it.
_INFOBOX = """# Veldmark

[¶1]
Table: Veldmark

|  |  |
| --- | --- |
| Founded | 1243 |
| Population (January 2024) |  |
| • Total | 87,412 |
| • Density | 621/km2 |

[¶2] Veldmark is a city and municipality in the province of Overijssel in the eastern \
Netherlands.[[1]](http://127.0.0.1:8792/min/infobox.html#cite_note-1)

[¶3] Its population follows the exponential model described in the municipal housing \
plan.[[2]](http://127.0.0.1:8792/min/infobox.html#cite_note-2)

## References

1. [¶4] [^](http://127.0.0.1:8792/min/infobox.html#cite_ref-1) Statistics Netherlands (2024). Key figures for \
districts and neighbourhoods.
2. [¶5] [^](http://127.0.0.1:8792/min/infobox.html#cite_ref-2) Gemeente Veldmark (2023). Woonvisie 2030, p. 8.
3. [¶6] [^](http://127.0.0.1:8792/min/infobox.html#cite_ref-3) Van der Linde, M. (1987). The charter of 1243 is \
the oldest surviving document naming the settlement.
"""


def ask_infobox(question: str) -> str:
    return ask(question, _INFOBOX, title="Veldmark")


def test_an_infobox_section_row_labels_the_rows_under_it():
    """qa51 finding 6: "What is Veldmark's population?" quoted the section row "Population (January 2024)" alone,
    and "How many people live in Veldmark?" found nothing: the number is in the "• Total" row under it."""
    for question in ("What is Veldmark's population?", "How many people live in Veldmark?"):
        said = quoted_part(ask_infobox(question))
        assert said and said[0].startswith("> Population (January 2024) — Total: 87,412"), (question, said)
        assert "> Population (January 2024) [¶1]" not in said
    said = quoted_part(ask_infobox("What is the population density?"))
    assert said[0].startswith("> Population (January 2024) — Density: 621/km2")


def test_a_reference_asked_for_by_its_number_is_that_item_of_the_references_list():
    """qa51 finding 10: "What does reference 3 say?" quoted all three references (on the article, the Economy
    paragraph and its "[citation needed]"); "footnote 3" found the third."""
    for question in ("What does reference 3 say?", "What does footnote 3 say?", "What is the third reference?"):
        said = quoted_part(ask_infobox(question))
        assert len(said) == 1 and "Van der Linde, M. (1987)." in said[0] and said[0].endswith("[¶6]"), (question, said)


# The article's Geography and Demographics sections (qa51's wiki/index.html): a MediaWiki formula (its TeX alt text,
# written as TeX by the server), KaTeX's inline formula and its display formula on a line of its own.
_FORMULAS = """# Veldmark

[¶6] **Veldmark** is a city and municipality in the province of Overijssel in the eastern Netherlands.

## Geography

[[edit](http://127.0.0.1:8792/w/index.php?title=Veldmark&action=edit&section=2)]

[¶10] The municipality covers 140.8 km² of sandy heath and river clay. Its population density is computed as \
![{\\displaystyle D=N/A}](http://127.0.0.1:8792/wiki/formula.svg), where *N* is the number of residents and *A* the \
land area.

## Demographics

[[edit](http://127.0.0.1:8792/w/index.php?title=Veldmark&action=edit&section=3)]

[¶11] Since 1950 the population has grown at a roughly constant rate \\(r \\approx 0.012\\) per year, so that it \
follows the exponential model

\\(P(t) = P_0 \\, e^{rt}\\)

[¶12] where *P*_0 is the population in 1950 (41,300).[[5]](http://127.0.0.1:8792/wiki/index.html#cite_note-5)

## Economy

[¶14] After the last mill closed in 1978, the economy turned to logistics and healthcare.
"""


def test_the_formula_is_the_passages_that_hold_one_written_so_the_chat_shows_its_backslashes():
    """qa51 finding 10: "What is the formula?" found nothing (no passage holds the word), and a formula quoted showed
    as "(P(t) = P_0 \\, e^{rt})": the chat's markdown reads "\\(" as an escaped bracket."""
    answer = ask("What is the formula?", _FORMULAS, title="Veldmark")
    assert "\\\\(D=N/A\\\\)" in answer and "\\\\(r \\approx 0.012\\\\)" in answer
    assert "\\\\(P(t) = P_0 \\, e^{rt}\\\\)" in answer
    assert "economy" not in answer.lower()
    said = quoted_part(ask("What is the population density formula?", _FORMULAS, title="Veldmark"))
    assert len(said) == 1 and "\\\\(D=N/A\\\\)" in said[0] and said[0].endswith("[¶10]")


def test_a_follow_up_after_a_formula_goes_on_after_what_was_quoted():
    """An answer writes a formula's backslashes doubled: "Tell me more" still finds the sentence it quoted in it."""
    asked = "What is the population density formula?"
    first = ask(asked, _FORMULAS, title="Veldmark")
    system = locked_messages(_FORMULAS, title="Veldmark")[0]
    more = run([system, {"role": "user", "content": asked}, {"role": "assistant", "content": first},
                {"role": "user", "content": "Tell me more"}])[0]
    assert more.startswith("Under “Demographics”, the page goes on:"), more
    assert "D=N/A" not in more and "> Since 1950 the population has grown" in more

