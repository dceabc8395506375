"""The offline engine's leftovers of stop 63 (note63, "Noticed, left alone"): a film's release date, a car's price asked
without "the", a package's latest version, a heading's reach and a short heading quoted alone, a terms page's
governing law."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from qa63_pages import CAR as CARD

# qa62's film page (sites/film.html) as main's walk reads it, cut short: IMDb's facts line first, its Details list
# at the end.
FILM = """# Inception

[¶1] [2010](https://film.example/releaseinfo) · [PG-13](https://film.example/parentalguide/certificates) · 2h 28m

[¶2] IMDb RATING: [8.8/10 2.5M](https://film.example/ratings)

[¶3] A thief who steals corporate secrets through dream-sharing technology is given the task of planting an idea into \
the mind of a C.E.O.

### User reviews 4.8K

[¶4] Nolan builds a maze out of dreams and somehow keeps every layer clear.

[¶5] [tomasz-k](https://film.example/user/ur1) · Jul 16, 2010

### Details

- [¶6] Release date [July 16, 2010 (United States)](https://film.example/releaseinfo)
- [¶7] Countries of origin [United States](https://film.example/search?country=us)
"""
RELEASED = "> Release date [July 16, 2010 (United States)](https://film.example/releaseinfo) [¶6]"


def test_a_line_labelled_with_what_is_asked_dates_it():
    """"When was it released?" on the film quoted its first line, "2010 · PG-13 · 2h 28m", as a byline (note63): a line
    whose label names what is asked ("Release date …"), with a year, answers first. Without one the byline still
    does; a classified date still leads; "published" is no release."""
    for question in ("When was it released?", "When did it come out?", "What year did it come out?"):
        assert quoted_part(ask(question, FILM, title="Inception (2010) - IMDb")) == [RELEASED], question
    unlabelled = FILM.replace("Release date [", "Premiere [")
    assert "[¶1]" in ask("When was it released?", unlabelled, title="Inception (2010) - IMDb")
    assert "¶6" not in ask("When was it released?", FILM, classification={"publishDate": "2010-07-16"})
    book = "# Dune\n\n[¶1] By Frank Herbert · Chilton Books · 1965\n\n## About\n\n- [¶2] First published: 1 August 1965"
    assert quoted_part(ask("When was it first published?", book)) == ["> First published: 1 August 1965 [¶2]"]
    assert quoted_part(ask("When was it released?", book))[0].startswith("> By Frank Herbert")


# qa63's car listing (sites/car.html) as main's walk reads it, cut short: the specification's label over its value, the
# similar cars' prices, then the car's own in the side column.
CAR = CARD.replace("## Description", """## Specification

### Economy

[¶90] Fuel consumption (combined)

: [¶91] 53.3 mpg

Annual tax

: [¶92] £190

## Description""") + "\n## Price and seller\n\n[¶93] £14,995\n\n[¶94] £250 below market About our price indicator\n"


def test_it_is_priced_by_its_own_price_not_a_labelled_value():
    """"How much is it?" (no "the …") quoted "Annual tax £190", the first price on the page (note63): a value under a
    label that names no price is no answer to a price asked of nothing else; the page's own price is. A label that
    names a price is one."""
    for question in ("How much is it?", "How much does it cost?", "What does it cost?", "How much is the car?"):
        assert quoted_part(ask(question, CAR)) == ["> £14,995 [¶93]"], question
    assert "£190" in ask("How much is the annual tax?", CAR)
    listed = "# Kettle\n\n[¶1] A blue kettle.\n\nDelivery\n\n: [¶2] £4.95\n\nPrice\n\n: [¶3] £49.00\n"
    assert quoted_part(ask("How much is it?", listed)) == ["> £49.00 [¶3]"]
