"""The offline engine on an encyclopedia article (QA pass 51): an infobox's section rows, read from the page as the
widget wrote it in Chromium."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

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

