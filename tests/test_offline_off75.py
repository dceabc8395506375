"""The offline engine on qa62's pages as main's walk reads them now (off75): a poll the visitor voted in, a Q&A page's
user cards, comments and votes, a dictionary's chips under its jump links, a film's rating line. Each page is the
content the widget (main at 412d4fb) extracted from qa62's minimal page named by its constant's comment."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# A poll (min/22-poll-voted-mark.html, made for off75): the option the visitor voted for carries X's mark after it.
POLL = """## [Alice Chen](https://x.co/alicechen) [@alicechen](https://x.co/alicechen)

[¶1] Which do you use for new web projects in 2027?

- [¶2] **React 46%**
- [¶3] Svelte 28%
- [¶4] Vue 18%
- [¶5] Plain HTML 8% [image: You voted for this answer]

[¶6] 1,024 votes · Final results
"""


def test_a_polls_option_the_visitor_voted_for_is_still_an_option():
    """"Who won?" found nothing once the visitor had voted: the mark after their option ("Plain HTML 8% [image: You
    voted for this answer]") made it no option, and three options are no poll."""
    votes = "> 1,024 votes · Final results [¶6]"
    for question in ("Who won?", "Who won the poll?"):
        assert quoted_part(ask(question, POLL)) == ["> React 46% [¶2]", votes], question
    assert quoted_part(ask("What percentage voted for Plain HTML?", POLL)) == [
        "> Plain HTML 8% [image: You voted for this answer] [¶5]", votes]
    # A mark that is no image, or words after the share, still make no option.
    assert "React 46%" not in ask("Who won?", POLL.replace("[image: You voted for this answer]", "and more"))


# qa.html (the full page), cut to what the questions need: the question's votes, tags, cards and comments, then the
# answers', the first accepted; the navigation's "Tags" link in the chrome.
QA = """# [¶1] [How do I merge two dictionaries in a single expression?](https://qa.example/questions/38987)

[Ask Question](https://qa.example/questions/ask)

[¶2] Asked 16 years ago (2008-09-02 07:44)

[¶3] 6671 votes

[¶4] I want to merge two dictionaries into a new dictionary.

- [¶5] [python](https://qa.example/questions/tagged/python)
- [¶6] [dictionary](https://qa.example/questions/tagged/dictionary)

[Share](https://qa.example/q/38987)

[Improve this question](https://qa.example/posts/38987/edit)

Follow

[¶7] [edited Jun 20, 2023 at 7:43](https://qa.example/posts/38987/revisions) · \
[![mkrieger1's user avatar](https://qa.example/a.png)](https://qa.example/users/3064538) · \
[mkrieger1](https://qa.example/users/3064538) · 23.1k●5●59

[¶8] asked Sep 2, 2008 at 7:44 · [Carl Meyer](https://qa.example/users/3207) · 127k●20●69

- [¶9] 5
  What about nested dictionaries? A plain merge replaces the inner dict. – [Dana](https://qa.example/users/2) \
Jan 3, 2021 at 9:00

[¶10] Add a comment | [Show **1** more comment](https://qa.example/q#)

## 3 Answers

Sorted by: Highest score (default)

[¶11] 1764 votes

[image: Accepted]

[¶12] In your case, you can do: `z = dict(list(x.items()) + list(y.items()))`

[¶13] [Share](https://qa.example/a/39858) [Improve this answer](https://qa.example/posts/39858/edit) Follow

[¶14] answered Sep 2, 2008 at 7:50 · [Thomas Vander Stichele](https://qa.example/users/4) · 36.5k●1

- [¶15] 12
  This is slow for large dicts because it builds two lists. – [Priya](https://qa.example/users/5) May 1, 2015 at 2:02

Add a comment

[¶16] 9051 votes

[¶17] In Python 3.9.0 or greater: `z = x | y`

[¶18] [Share](https://qa.example/a/26853961) [Improve this answer](https://qa.example/posts/26853961/edit) Follow

[¶19] answered Nov 10, 2014 at 22:11 · [Aaron Hall](https://qa.example/users/541136) · 397k●90●407●337

- [¶20] 158
  The `|` operator also works for in-place merging: `x |= y`. – [Sam](https://qa.example/users/3) Oct 20, 2020 at 8:12

[¶21] Add a comment | [Show **4** more comments](https://qa.example/q#)

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Home](https://qa.example/) · [Questions](https://qa.example/questions) · \
[Tags](https://qa.example/tags) · [Users](https://qa.example/users)
"""
QA_TITLE = "How do I merge two dictionaries in a single expression? - Stack Overflow"
THOMAS = "> answered Sep 2, 2008 at 7:50 · [Thomas Vander Stichele](https://qa.example/users/4) · 36.5k●1 [¶14]"
AARON = "> answered Nov 10, 2014 at 22:11 · [Aaron Hall](https://qa.example/users/541136) · 397k●90●407●337 [¶19]"


def qa(question: str) -> list[str]:
    return quoted_part(ask(question, QA, title=QA_TITLE))


def test_who_asked_or_answered_is_the_user_card_that_says_so():
    """qa62 #3: "Who answered the question?" quoted the post menu ("Share Improve this question Follow"), "Who wrote
    the answer?" said the page names no author. Stack Overflow's user card says what its user did: "answered Nov 10,
    2014 at 22:11 · Aaron Hall · 397k"."""
    assert qa("Who answered the question?") == [THOMAS, AARON]
    assert qa("Who wrote the answer?") == [THOMAS]  # the first, as the page sorts them
    assert qa("Who wrote the accepted answer?") == [THOMAS]
    assert qa("Who asked the question?") == qa("Who is the author of the question?") == [
        "> asked Sep 2, 2008 at 7:44 · [Carl Meyer](https://qa.example/users/3207) · 127k●20●69 [¶8]"]
    assert qa("Who edited the question?") == [
        "> [edited Jun 20, 2023 at 7:43](https://qa.example/posts/38987/revisions) · [mkrieger1's user avatar]"
        "(https://qa.example/users/3064538) · [mkrieger1](https://qa.example/users/3064538) · 23.1k●5●59 [¶7]"]
    # The minimal page's one answer, its card split by the avatar's link (min/16-user-card-split-who-answered.html).
    card = ("# [¶1] How do I merge two dictionaries?\n\n[¶2] I want to merge two dictionaries into a new one.\n\n"
            "[¶3] [Share](https://qa.example/q/1) [Improve this question](https://qa.example/posts/1/edit) Follow\n\n"
            "[¶4] asked Sep 2, 2008 at 7:44 · [Carl Meyer](https://qa.example/users/3) · 127k\n\n## 1 Answer\n\n"
            "[¶5] In Python 3.9 or greater use the union operator: `z = x | y`.\n\n"
            "[¶6] [Share](https://qa.example/a/2) [Improve this answer](https://qa.example/posts/2/edit) Follow\n\n"
            "[¶7] answered Nov 10, 2014 at 22:11 · [![Aaron Hall's user avatar](https://qa.example/b.png)]"
            "(https://qa.example/users/1) · [Aaron Hall](https://qa.example/users/1) · 397k\n")
    for question in ("Who answered the question?", "Who wrote the answer?"):
        assert quoted_part(ask(question, card)) == [
            "> answered Nov 10, 2014 at 22:11 · [Aaron Hall's user avatar](https://qa.example/users/1) · "
            "[Aaron Hall](https://qa.example/users/1) · 397k [¶7]"], question
    # A page with no user card: the byline rule, as before.
    assert "does not say who wrote it" in ask("Who wrote the answer?", card.replace("answered Nov", "on Nov"))


def test_the_accepted_answer_is_the_post_after_its_mark():
    """qa62 #1: "What is the accepted answer?" quoted the other answer (min) or the post menu (the full page). The
    walk reads the mark ("[image: Accepted]"): the post after it, to its user card, without its menu."""
    accepted = ["> In your case, you can do: z = dict(list(x.items()) + list(y.items())) [¶12]"]
    assert qa("What is the accepted answer?") == qa("Which answer was accepted?") == accepted
    # The minimal page's card has no dot between the time and the name (min/01-accepted-answer-note.html).
    card = ("# [¶1] How do I merge two dictionaries?\n\n[¶2] I want to merge two dictionaries into a new one.\n\n"
            "## 2 Answers\n\n[¶3] 9051 votes\n\n[image: Accepted]\n\n"
            "[¶4] In Python 3.9 or greater use the union operator: `z = x | y`.\n\n"
            "[¶5] answered Nov 10, 2014 at 22:11 [Aaron Hall](https://qa.example/u/1)\n\n[¶6] 1764 votes\n\n"
            "[¶7] You can also build a list of both dicts' items and call `dict()` on it.\n\n"
            "[¶8] answered Sep 2, 2008 at 7:50 [Thomas](https://qa.example/u/2)\n")
    assert quoted_part(ask("What is the accepted answer?", card)) == [
        "> In Python 3.9 or greater use the union operator: z = x | y. [¶4]"]
    assert quoted_part(ask("Who wrote the accepted answer?", card)) == [
        "> answered Nov 10, 2014 at 22:11 [Aaron Hall](https://qa.example/u/1) [¶5]"]


def test_a_posts_votes_are_its_vote_line():
    """qa62 #2: "How many upvotes does the question have?" found nothing. The question's votes are the line over it,
    the top answer's the highest of the answers', the accepted one's the line over its mark."""
    assert qa("How many upvotes does the question have?") == qa("How many votes?") == ["> 6671 votes [¶3]"]
    assert qa("How many votes does the top answer have?") == ["> 9051 votes [¶16]"]
    assert qa("How many votes does the accepted answer have?") == ["> 1764 votes [¶11]"]
    assert qa("How many votes do the answers have?") == ["> 1764 votes [¶11]", "> 9051 votes [¶16]"]


def test_the_comments_are_the_signed_items_not_the_show_more_link():
    """qa62 #18: "What do the comments say?" quoted "Add a comment | Show 4 more comments". The comments shown are
    the list items signed at their end ("– Sam Oct 20, 2020 at 8:12"), on the question or the answers as asked."""
    dana = ("> 5 What about nested dictionaries? A plain merge replaces the inner dict. – "
            "[Dana](https://qa.example/users/2) Jan 3, 2021 at 9:00 [¶9]")
    priya = ("> 12 This is slow for large dicts because it builds two lists. – [Priya](https://qa.example/users/5) "
             "May 1, 2015 at 2:02 [¶15]")
    sam = ("> 158 The | operator also works for in-place merging: x |= y. – [Sam](https://qa.example/users/3) "
           "Oct 20, 2020 at 8:12 [¶20]")
    assert qa("What do the comments say?") == [dana, priya, sam]
    assert qa("What are the comments on the answers?") == [priya, sam]
    assert qa("What are the comments on the question?") == [dana]
    assert qa("What did Sam comment?") == [sam]


def test_the_tags_are_the_links_to_what_is_tagged_so():
    """qa62 #6: "What are the tags?" on the full Q&A page quoted the navigation ("Home · Questions · Tags · …"): the
    tags are under no heading that says so, but they link to the questions tagged so."""
    assert qa("What are the tags?") == qa("What is the question tagged with?") == [
        "> [python](https://qa.example/questions/tagged/python) [¶5]",
        "> [dictionary](https://qa.example/questions/tagged/dictionary) [¶6]"]


# min/04b-chips-lose-to-jump-links.html: Merriam-Webster's synonym chips between its jump links and "See all …".
CHIPS = """# serendipity

: [¶1] the faculty or phenomenon of finding valuable or agreeable things not sought for

[¶2] [Examples](https://mw.example/dictionary/serendipity#examples) · \
[Synonyms](https://mw.example/dictionary/serendipity#synonyms) · \
[Etymology](https://mw.example/dictionary/serendipity#etymology)

## Synonyms

- [¶3] [chance](https://mw.example/thesaurus/chance)
- [¶4] [fluke](https://mw.example/thesaurus/fluke)
- [¶5] [luck](https://mw.example/thesaurus/luck)

[¶6] [See all Synonyms & Antonyms in Thesaurus](https://mw.example/thesaurus/serendipity)

## Examples

[¶7] They found each other by pure serendipity.
"""


def test_the_chips_under_the_heading_asked_for_not_the_jump_links():
    """qa62 #6: "What are the synonyms?" quoted the jump links ("Examples · Synonyms · Etymology") and "See all
    Synonyms & Antonyms in Thesaurus", "What are the synonyms of serendipity?" an example: a chip says nothing but
    itself. A question that names a section's heading and nothing but the page's subject: the section's chips."""
    chips = [f"> [{word}](https://mw.example/thesaurus/{word}) [¶{n}]" for n, word in ((3, "chance"), (4, "fluke"),
                                                                                       (5, "luck"))]
    title = "Serendipity Definition & Meaning - Merriam-Webster"
    for question in ("What are the synonyms?", "What are the synonyms of serendipity?", "List the synonyms"):
        assert quoted_part(ask(question, CHIPS, title=title)) == chips, question
    # Another word's synonyms are not this one's; nor are the chips a question that asks something of them.
    assert quoted_part(ask("What are the synonyms of happiness?", CHIPS, title=title)) != chips
    assert quoted_part(ask("Where do the synonyms come from?", CHIPS, title=title)) != chips


# film.html (the full page) as main's walk reads it, cut to what the questions need: the line of year, certificate and
# runtime, the users' rating and its votes, the cast, a review that names a character.
FILM = """# Inception

[¶1] [2010](https://film.example/releaseinfo) · [PG-13](https://film.example/parentalguide/certificates) · 2h 28m

[¶2] IMDb RATING: [8.8/10 2.5M](https://film.example/ratings)

[¶3] A thief who steals corporate secrets through the use of dream-sharing technology is given the inverse task of \
planting an idea into the mind of a C.E.O.

### Top cast99+

[¶4] [Leonardo DiCaprio](https://film.example/name/1) as [Cobb](https://film.example/characters/1)

[¶5] [Joseph Gordon-Levitt](https://film.example/name/2) as [Arthur](https://film.example/characters/2)

[¶6] [Tom Hardy](https://film.example/name/3) as [Eames](https://film.example/characters/3)

### User reviews 4.8K

#### [Clever but cold](https://film.example/review/rw2)

6/10

[¶7] The exposition never stops, and I never cared about Cobb's team. Who plays the hero hardly matters.

[¶8] [moviegoer_88](https://film.example/user/ur2) · Aug 2, 2010
"""
FILM_TITLE = "Inception (2010) - IMDb"


def film(question: str) -> list[str]:
    return quoted_part(ask(question, FILM, title=FILM_TITLE))


def test_who_plays_a_character_is_its_cast_line():
    """qa62 #10: on the full page "Who plays Cobb?" quoted a review ("… I never cared about Cobb's team."). The cast
    line that names the character (or the actor) asked about answers."""
    cobb = "> [Leonardo DiCaprio](https://film.example/name/1) as [Cobb](https://film.example/characters/1) [¶4]"
    eames = "> [Tom Hardy](https://film.example/name/3) as [Eames](https://film.example/characters/3) [¶6]"
    assert film("Who plays Cobb?") == film("Who played Cobb?") == [cobb]
    assert film("Who is Eames played by?") == [eames]
    assert film("Who does Tom Hardy play?") == film("What role does Tom Hardy play?") == [eames]
    # A character the cast does not list: not a cast line.
    assert not any(" as " in line for line in film("Who plays Mal?"))


def test_a_films_votes_are_the_count_after_its_rating_and_its_certificate_a_part_of_its_line():
    """qa62 #11: "How many votes?" found nothing ("IMDb RATING: 8.8/10 2.5M" says no "votes"), and "What is it rated?"
    quoted the users' 8.8/10 once the walk read the year, the certificate and the runtime as one line."""
    rating = "> IMDb RATING: [8.8/10 2.5M](https://film.example/ratings) [¶2]"
    assert film("How many votes?") == film("How many people rated it?") == [rating]
    assert film("What is it rated?")[0].endswith("[PG-13](https://film.example/parentalguide/certificates) · 2h 28m "
                                                 "[¶1]")
    assert film("What is the age rating?") == film("What is it rated?")
