"""Passages that lost a line's words or ran on past their clause (off79): a year linked alone at a line's start, read as
a footnote's marker; a legal clause's section, which went on to the next clause."""

from __future__ import annotations

from offline_helpers import PLAIN, TERMS, ask, headings, quoted_part
from reverserag.passages import split_passages

# min/09-film-facts-genre-certificate-rating.html as main's walk reads it: IMDb's year, certificate and runtime.
FILM = """# Inception

[¶1] [2010](https://film.example/releaseinfo) · [PG-13](https://film.example/parentalguide/certificates) · 2h 28m

[¶2] IMDb RATING: [8.8/10 2.5M](https://film.example/ratings)

[¶3] A thief who steals corporate secrets through dream-sharing technology is given the task of planting an idea into \
the mind of a C.E.O.
"""
FACTS = ("> [2010](https://film.example/releaseinfo) · [PG-13](https://film.example/parentalguide/certificates)"
         " · 2h 28m [¶1]")


def test_a_year_linked_alone_is_a_word_of_the_line():
    """qa62 #11's line read "· PG-13 · 2h 28m": a number linked alone was taken for a footnote's marker, wherever it
    stood and wherever it went. A year set apart from the word before it, linked to no place in the page, is kept."""
    line = split_passages(FILM)[0]
    assert (line.text, line.links[0]) == ("2010 · PG-13 · 2h 28m", ("2010", "https://film.example/releaseinfo"))
    for question in ("What year did it come out?", "In what year was it released?", "When was it released?"):
        assert quoted_part(ask(question, FILM, title="Inception (2010) - IMDb")) == [FACTS], question
    # Wikipedia's years, linked to their elections.
    said = "Elections between [1853](https://w.example/wiki/1853_election) and [1993](https://w.example/wiki/1993) were"
    assert split_passages(said)[0].text == "Elections between 1853 and 1993 were"
    # A note's marker glued to its word, or linked to a note on the page, or a count, still goes.
    for note in ("Norway.[1](https://f.example/#fn:1) Then", "Norway [2010](https://f.example/#fn:2010) Then",
                 "Norway[2010](https://f.example/notes) Then", "Norway [12](https://f.example/comments) Then"):
        assert " ".join(p.text for p in split_passages(note)).replace(".", "").split() == ["Norway", "Then"], note


def test_a_clause_ends_where_the_next_item_of_the_clauses_starts():
    """"3. [¶8] Governing law. …" and the paragraph after the clauses' list were read under clause 2 ("Under “2.
    Cancellation and refunds”"), and "Can I get a refund?" quoted the governing law: the clause's heading is a heading,
    so it ran on to the next one. The next item of the clauses' list (its number one more, set apart from the list
    before, or its counter's "3." after its label) ends the clause: it and what follows are under the heading before
    the clauses."""
    for content in (TERMS, PLAIN, TERMS.replace("3. [¶8] Governing law", "[¶8] 3. Governing law")):
        found = headings(content)
        assert found[7] == {"2. Cancellation and refunds"} and found[4] == {"1. Your account"}, found
        assert found[8] == found[9] == {"Terms of Service"}, found
        assert quoted_part(ask("Who do I contact with questions?", content))[0].startswith("> If you have any")
        assert "Governing law" not in ask("Can I get a refund?", content)
    # A sub-clause's "3." in its list, straight under the one before, is of the clause; so is a listicle's item after
    # its heading "### 6. …" (the headings before it no clauses from 1).
    third = PLAIN.replace("\n\n3. [¶8]", "\n3. [¶8]")
    assert headings(third)[8] == headings(third)[9] == {"2. Cancellation and refunds"}
    listicle = "# Hotel secrets\n\n## Gallery\n\n### [¶1] 6. Minibars lose money\n\n[¶2] They do.\n\n7. [¶3] Towels.\n"
    assert headings(listicle)[3] == {"6. Minibars lose money"}
