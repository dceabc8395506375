"""A Q&A page's posts (Stack Exchange's), for the offline engine: who asked, answered or edited, the comments shown, a
post's votes and the question's tags (qa62 #2, #3, #6, #18).

Stack Overflow signs each post with a user card ("answered Nov 10, 2014 at 22:11 · Aaron Hall · 397k"), which names
no word of "Who wrote the answer?" but its verb: the search quoted the post menu's "Share Improve this question
Follow", and a byline was asked for. Its comments end with who wrote them and when ("… – Sam Oct 20, 2020 at 8:12"),
but "What do the comments say?" found "Add a comment | Show 4 more comments"; its tags are links to the questions
tagged so, under no heading that says "tags" (the navigation's "Tags" link won); its votes are "9051 votes" over each
post, which "How many upvotes does the question have?" did not find. Each rule answers with the post's own lines, or
with nothing when the page shows no such thing.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms, word_count

_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_WHEN = rf"(?:{_MONTH}\s+\d{{1,2}}(?:,\s+(?:19|20)\d\d)?(?:\s+at\s+\d{{1,2}}:\d\d)?|\d+\s+\w+\s+ago|yesterday|today)"
# A user card's line: what they did (in Stack Overflow's small letters, not a header's "Asked 16 years ago") and when,
# then who ("asked Sep 2, 2008 at 7:44 · Carl Meyer · 127k", "answered Nov 10, 2014 at 22:11 Aaron Hall").
_CARD = re.compile(rf"^(?P<verb>(?-i:asked|answered|edited))\s+{_WHEN}(?:\s*·)?\s+\S", re.I)
# "Who answered the question?", "Who asked it?", "Who edited the question?"; "Who wrote the answer?", "Who posted the
# accepted answer?", "Who is the author of the question?", "Whose answer was accepted?".
_WHO_DID = re.compile(r"\bwho\s+(?:has\s+|had\s+|first\s+)?(?P<verb>asked|answered|edited)\b", re.I)
_WHO_WROTE = re.compile(r"\bwho\s+(?:wrote|posted|authored|gave|submitted|(?:is|was)\s+the\s+author\s+of)"
                        r"\s+(?:the|this|that|its|an?)\s+(?:\S+\s+)?(?P<post>answers?|question)\b"
                        r"|\bwhose\s+(?P<whose>answer|question)\b", re.I)
_ACCEPTED = re.compile(r"\baccepted\b", re.I)
# The mark of the answer the asker accepted, as the widget reads it ("[image: Accepted]", "Accepted answer").
_ACCEPTED_MARK = re.compile(r"^(?:\[image:\s*)?accepted(?:\s+answer)?\]?$", re.I)
# "What is the accepted answer?", "Which answer was accepted?", "What does the accepted solution say?".
_ACCEPTED_ASKED = re.compile(r"\baccepted\s+(?:answer|solution)\b|\b(?:answer|solution)\s+(?:was|is|got|has\s+been)\s+"
                             r"accepted\b", re.I)
# A post's menu: "Share Improve this answer Follow".
_MENU = re.compile(r"^(?:share|improve\s+this\s+(?:answer|question)|follow|edit|flag)\b", re.I)
_ANSWER_PASSAGES = 10
# The heading over the answers ("## 3 Answers", "## 1 Answer"): what comes before it is the question's.
_ANSWERS = re.compile(r"^[\d,.]+\s+answers?\b", re.I)
# What tells one answer of several: the top one, the first; the plural asks for all of them.
_TOP = re.compile(r"\b(?:top|best|highest|most|first|upvoted)\b", re.I)
_PLURAL = re.compile(r"\b(?:answers|each|every|all)\b", re.I)
# A comment signed at its end: "… – Sam Oct 20, 2020 at 8:12", "… – Priya 2 days ago".
_SIGNED = re.compile(rf"\s[–—]\s+(?P<name>\S.{{0,40}}?)\s+{_WHEN}\s*$", re.I)
_COMMENTS_ASKED = re.compile(r"\bcomments\b|\bcommenters\b|\bwhat\s+(?:did|do)\s+(?:people|others|they)\s+comment\b",
                             re.I)
_COUNT_ASKED = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b", re.I)
_COMMENTS = 8
# "How many votes does the top answer have?", "How many upvotes does the question have?", "What is its vote count?".
_VOTES_ASKED = re.compile(r"\bhow\s+many\s+(?:up\s*)?votes\b|\b(?:up\s*)?votes?\s+count\b|\bhow\s+many\s+upvoted\b",
                          re.I)
_VOTES = re.compile(r"^(?P<count>[-−]?\d[\d,.]*)(?P<k>[km])?\s+votes?$", re.I)
# "What are the tags?", "What is it tagged with?", "Which tags does the question have?".
_TAGS_ASKED = re.compile(r"\btags?\b|\btagged\b", re.I)
# Where a tag's link goes: the questions tagged so, a blog's tag page ("/questions/tagged/python", "/tag/rust/").
_TAG_LINK = re.compile(r"/tagged/[^/?#]|/tags?/[^/?#]|[?&]tags?=[^&#]", re.I)


def asked(question: str, index: Index) -> list[Passage]:
    """The lines of a Q&A page's posts that answer ``question``, by the first rule that answers; empty otherwise."""
    return (_who(question, index) or _votes(question, index) or _comments(question, index) or _tags(question, index)
            or _accepted(question, index))


def _who(question: str, index: Index) -> list[Passage]:
    """Who asked, answered or edited, as their user cards say: all who answered for "Who answered?", the top answer's
    for "Who wrote the answer?", the accepted one's for "Who wrote the accepted answer?"."""
    did, wrote = _WHO_DID.search(question), _WHO_WROTE.search(question)
    if not (did or wrote):
        return []
    if did:
        verb = did["verb"].lower()
    else:
        assert wrote is not None
        verb = "answered" if (wrote["post"] or wrote["whose"]).lower().startswith("answer") else "asked"
    cards = [p for p in index.passages if not p.chrome and (m := _CARD.match(p.text)) and m["verb"].lower() == verb]
    if verb == "edited" and re.search(r"\bquestion\b", question, re.I):
        cards = [p for p in cards if p.index < _answers_start(index)]
    if verb != "answered" or not cards:
        return cards[:3]
    if _ACCEPTED.search(question):
        mark = next((p.index for p in index.passages if _ACCEPTED_MARK.match(p.text) and not p.chrome), None)
        return [p for p in cards if mark is not None and p.index > mark][:1]
    singular = wrote is not None and not _PLURAL.search(question)
    return cards[:1] if singular else cards[:5]


def _accepted(question: str, index: Index) -> list[Passage]:
    """The answer after the "Accepted" mark, up to its user card or the next post's votes, without its menu."""
    if not _ACCEPTED_ASKED.search(question):
        return []
    mark = next((p.index for p in index.passages if _ACCEPTED_MARK.match(p.text) and not p.chrome), None)
    if mark is None:
        return []
    said: list[Passage] = []
    for p in index.passages[mark + 1:]:
        if p.chrome or _CARD.match(p.text) or _VOTES.match(p.text) or len(said) == _ANSWER_PASSAGES:
            break
        if not (p.furniture or _MENU.match(p.text)):
            said.append(p)
    return said


def _answers_start(index: Index) -> int:
    """Where the answers begin: their heading's first passage; past the end if the page has none."""
    return next((p.index for p in index.passages if _ANSWERS.match(p.heading)), len(index.passages))


def _votes(question: str, index: Index) -> list[Passage]:
    """A post's votes ("9051 votes"): the question's, the top answer's, the accepted one's, or every answer's."""
    if not _VOTES_ASKED.search(question):
        return []
    lines = [p for p in index.passages if not p.chrome and _VOTES.match(p.text)]
    if not lines:
        return []
    start = _answers_start(index)
    if _ACCEPTED.search(question):
        mark = next((p.index for p in index.passages if _ACCEPTED_MARK.match(p.text) and not p.chrome), None)
        before = [p for p in lines if mark is not None and p.index < mark]
        return before[-1:]
    answers = [p for p in lines if p.index >= start] if start < len(index.passages) else lines[1:]
    if not re.search(r"\banswers?\b", question, re.I) or not answers:
        return lines[:1]  # the question's, which the page is
    if _PLURAL.search(question):
        return answers[:8]
    return [max(answers, key=_count)] if _TOP.search(question) else answers[:1]


def _count(p: Passage) -> float:
    found = _VOTES.match(p.text)
    assert found is not None
    count = float(found["count"].replace(",", "").replace("−", "-"))
    return count * 1000 if found["k"] else count


def _comments(question: str, index: Index) -> list[Passage]:
    """The comments shown, each a list item signed at its end: those on the question or the answers if the question
    says which, those of the commenter it names if it names one."""
    if not _COMMENTS_ASKED.search(question) or _COUNT_ASKED.search(question):
        return []
    comments: list[list[Passage]] = []
    for p in index.passages:
        if not p.item or p.chrome or p.label is None:
            continue
        if comments and comments[-1][-1].label == p.label and not _SIGNED.search(comments[-1][-1].text):
            comments[-1].append(p)  # the comment's next sentence
        else:
            comments.append([p])
    signed = [c for c in comments if (m := _SIGNED.search(c[-1].text)) and word_count(m["name"]) <= 4]
    start = _answers_start(index)
    on_answers, on_question = re.search(r"\banswers?\b", question, re.I), re.search(r"\bquestion\b", question, re.I)
    if on_answers and not on_question:
        signed = [c for c in signed if c[0].index >= start]
    elif on_question and not on_answers:
        signed = [c for c in signed if c[0].index < start]
    asked_words = set(terms(question))
    named = [c for c in signed if set(terms(_SIGNED.search(c[-1].text)["name"])) & asked_words]  # type: ignore[index]
    return [p for c in (named or signed)[:_COMMENTS] for p in c]


def _tags(question: str, index: Index) -> list[Passage]:
    """The question's tags: its first run of short lines each of nothing but links to what is tagged so."""
    if not _TAGS_ASKED.search(question):
        return []
    run: list[Passage] = []
    for p in index.passages:
        tag = (not p.chrome and p.links and word_count(p.text) <= 4
               and all(_TAG_LINK.search(href) for _, href in p.links))
        if tag:
            run.append(p)
        elif run:
            break
    return run
