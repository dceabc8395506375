"""The offline engine on qa61's social thread and stock quote (off69): who posted a post and when, what a person named
said, what the replies say, a poll's winner, a post's count, a link card and a quoted post; a quote's price, change and
after-hours rows; the main content's news before the navigation's "News". Each page is the content the widget
(main at 74b5118 with walk67a's and walk67b's walk) extracted from qa61's full page (/tmp/mb/qa61/sites/*.html), cut to
what the questions need."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# social.html: X's thread, each post's @handle line its byline heading, a poll, a link card, a quoted post, counts.
THREAD = """## [Alice Chen [image: Verified account]](https://x.co/alicechen) [@alicechen](https://x.co/alicechen)

[¶1] Which do you use for new web projects in 2027? Asking for the \
[#webdev](https://x.co/hashtag/webdev) team at work. \
cc [@bobdev](https://x.co/bobdev) — his blog post on this is great:

![](https://x.co/card.jpg)

[¶2] [From blog.bob.dev Why I went back to server-rendered HTML](https://t.co/x1)

- [¶3] **React 46.2%**
- [¶4] Svelte 28.1%
- [¶5] Vue 17.3%
- [¶6] Plain HTML 8.4%

[¶7] 1,024 votes · Final results

[¶8] Bob Diaz @bobdev · Mar 10

[¶9] Hot take: most sites don't need a client-side framework at all. Ship HTML.

[¶10] [8:14 AM · Mar 12, 2027](https://x.co/alicechen/status/1) · 48.3K Views

Translate post

1.2K replies

356 reposts

4.5K likes

210 bookmarks

Reply

## [Bob Diaz](https://x.co/bobdev) [@bobdev](https://x.co/bobdev) · \
[2h (2027-03-12 09:02 UTC)](https://x.co/bobdev/status/2)

Replying to [@alicechen](https://x.co/alicechen)

[¶11] Plain HTML gang, all 8.4% of us 😅 Thanks for the shout-out!

12 replies

4 reposts

230 likes

## [Carol Ng](https://x.co/carol_ux) [@carol_ux](https://x.co/carol_ux) · \
[1h (2027-03-12 09:40 UTC)](https://x.co/carol_ux/status/3)

Replying to [@alicechen](https://x.co/alicechen)

[¶12] Svelte for anything interactive, plain HTML for content. The poll result surprises me!

3 replies

1 repost

88 likes

Show more replies

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Home](https://x.co/home) [Explore](https://x.co/explore)
"""

# stock.html: Yahoo's quote header (the price row and the after-hours row, each over its session's line).
QUOTE = """[¶2] NasdaqGS - Nasdaq Real Time Price • USD

# Apple Inc. (AAPL)

☆ Follow

[¶3] 189.84 +2.31 (+1.23%)

[¶4] At close: March 11 at 4:00:00 PM EST

[¶5] 190.12 ▲ +0.28 (+0.15%)

[¶6] After hours: March 11 at 7:59:58 PM EST

Tabs: 1D (selected) · 5D · 1M · 6M · YTD · 1Y · 5Y

[image: Apple Inc. price chart, 1 day. Opened at 187.53, high 190.32, low 187.01, last 189.84.]

## Key statistics

- [¶7] Previous Close
  187.53
- [¶8] Open
  187.90
- [¶9] Day's Range
  187.01 - 190.32
- [¶10] 52 Week Range
  164.08 – 199.62
- [¶11] Volume
  53,411,208
- [¶12] Avg. Volume
  58,920,517
- [¶13] Market Cap (intraday)
  2.95T
- [¶14] Beta (5Y Monthly)
  1.29
- [¶15] PE Ratio (TTM)
  29.40
- [¶16] EPS (TTM)
  6.46
- [¶17] Earnings Date
  May 2, 2027
- [¶18] Forward Dividend & Yield
  0.96 (0.51%)

## Recent News: AAPL

- [¶20] ### [Apple shares climb as iPhone demand in China rebounds](https://x.co/news/1)
  Reuters • 2 hours ago (2027-03-11 19:00 UTC)
- [¶21] ### [Why Apple stock could hit $220 this year, according to one analyst](https://x.co/news/2)
  Motley Fool • 5 hours ago
- [¶22] ### [Apple faces EU fine over App Store rules](https://x.co/news/3)
  Bloomberg • yesterday

## People Also Watch

[MSFT](https://x.co/quote/MSFT)

Microsoft Corporation

415.28

+1.02%

[GOOG](https://x.co/quote/GOOG)

Alphabet Inc.

138.94

-0.44%

[AMZN](https://x.co/quote/AMZN)

Amazon.com, Inc.

175.35

+0.87%

---

[Page chrome: header, navigation, sidebars, footer]

[Yahoo Finance](https://x.co/)

Navigation: [Markets](https://x.co/markets) [News](https://x.co/news) \
[My Portfolio](https://x.co/portfolios)

[¶1] [S&P 500 5,102.37 +0.57%](https://x.co/quote/%5EGSPC) \
[Dow 30 38,905.66 -0.12%](https://x.co/quote/%5EDJI)

[¶19] Advertisement [Trade with $0 commissions](https://ads.example)

Footer: Data Disclaimer: quotes delayed. © 2027 Yahoo.
"""

def said(question: str, content: str = THREAD, title: str = "Alice Chen on X") -> list[str]:
    return quoted_part(ask(question, content, title=title))


def test_a_person_named_is_the_post_under_their_byline():
    """qa61 #2: "What did @bobdev reply?" quoted Alice's post and "Reply 230 Likes."; "What did Carol say?" her byline
    at best; "What do the replies say?" pointed at the "Show more replies" button, though two replies are shown. A
    person named by name or @handle is the text of the post under their byline (the byline and the text are one
    post); the replies are the posts after the first."""
    bob = ["> Plain HTML gang, all 8.4% of us 😅 Thanks for the shout-out! [¶11]"]
    carol = ["> Svelte for anything interactive, plain HTML for content. The poll result surprises me! [¶12]"]
    for question in ("What did @bobdev reply?", "What did bobdev say?", "What did Bob Diaz write?"):
        assert said(question) == bob, question
    assert said("What did Carol say?") == carol
    # Alice's own words: not her poll's votes, nor the post she quotes (Bob's "Hot take").
    alice = said("What did Alice say?")
    assert len(alice) == 1 and alice[0].startswith("> Which do you use") and alice[0].endswith("[¶1]"), alice
    answer = ask("What do the replies say?", THREAD, title="Alice Chen on X")
    assert quoted_part(answer) == bob + carol and "Show more replies" not in answer, answer
    assert "“Bob Diaz @bobdev · 2h (2027-03-12 09:02 UTC)”" in answer, answer
    # A question that names no one who posted, or asks no post of them, is searched as before.
    assert said("What did Dan say?") != bob + carol


def test_a_polls_winner_is_its_highest_share_and_an_option_its_line():
    """qa61 #4: "Who won the poll?" quoted Carol's "The poll result surprises me!", "Which option got the most
    votes?" the votes line, "What percentage voted for Svelte?" nothing. The poll's options (a list of names with
    shares that make 100%): the highest, or the one named, with the line of votes after them."""
    votes = "> 1,024 votes · Final results [¶7]"
    for question in ("Who won the poll?", "Which option got the most votes?", "What is the most popular option?"):
        assert said(question) == ["> React 46.2% [¶3]", votes], question
    assert said("What percentage voted for Svelte?") == ["> Svelte 28.1% [¶4]", votes]
    assert said("How many votes did Plain HTML get?") == ["> Plain HTML 8.4% [¶6]", votes]
    assert said("How many votes were there?") == [votes]
    # Shares that do not make a whole (a list of figures in a post) are no poll.
    assert "React 46.2%" not in ask("Who won the poll?", THREAD.replace("Vue 17.3%", "Vue 47.3%"))


def test_who_posted_and_when_are_the_first_posts_byline_and_time():
    """qa61 #5: "Who posted this?" found nothing (the post's text at best) and "When was it posted?" quoted "1,024
    votes · Final results" as the byline. The first post's byline heading says who, its time line when."""
    assert said("Who posted this?") == ["> Alice Chen [image: Verified account] @alicechen"]
    assert said("Who wrote this post?") == said("Who posted this?")
    assert said("When did Bob reply?") == ["> Bob Diaz @bobdev · 2h (2027-03-12 09:02 UTC)"]  # his byline's time
    assert said("Is Alice verified?") == ["> Alice Chen [image: Verified account] @alicechen"]
    assert "Verified" not in ask("Is Bob verified?", THREAD)  # his byline shows no badge
    assert said("When was it posted?") == [
        "> [8:14 AM · Mar 12, 2027](https://x.co/alicechen/status/1) · 48.3K Views [¶10]"]
    # No thread (a byline with no @handle): the page's own byline, as before.
    article = ("# The night train is back\n\n[¶1] By Jane Roe · March 1, 2027\n\n"
               "[¶2] The night train is back, and it is full every night of the week.\n")
    assert "Jane Roe" in ask("When was it posted?", article, title="The night train is back")


def test_a_posts_count_is_its_own_line():
    """qa61 #3: with the walk reading an icon's count with its noun, "How many likes does the post have?" quoted the
    post's whole action bar ("Translate post / 1.2K replies / 356 reposts / 4.5K likes"). The count asked for, of
    the post named or else the first."""
    assert said("How many likes does the post have?") == ["> 4.5K likes"]
    assert said("How many replies are there?") == ["> 1.2K replies"]
    assert said("How many likes did Bob's reply get?") == ["> 230 likes"]


def test_a_link_card_and_a_quoted_post():
    """qa61 #17: "What is the linked article?" and "What did Bob's quoted post say?" found nothing. The post's link
    card is its link; a post it quotes, its byline line ("Bob Diaz @bobdev · Mar 10") and what it says."""
    assert said("What is the linked article?") == [
        "> [From blog.bob.dev Why I went back to server-rendered HTML](https://t.co/x1) [¶2]"]
    assert said("What did Bob's quoted post say?") == [
        "> Bob Diaz @bobdev · Mar 10 [¶8]",
        "> Hot take: most sites don't need a client-side framework at all. Ship HTML. [¶9]"]


def quote_said(question: str, content: str = QUOTE) -> list[str]:
    return said(question, content, title="Apple Inc. (AAPL) Stock Price, News, Quote & History - Yahoo Finance")


def test_a_quotes_price_and_change_are_its_row_and_after_hours_the_row_after_hours():
    """qa61 #6: "What is the price of Apple stock?" quoted a news headline ("Why Apple stock could hit $220 …"),
    "How much did it change today?" nothing, "What was the after-hours price?" the ad. The quote's row, one cited line
    the walk makes of the price and its change, with the line of its session under it."""
    close = ["> 189.84 +2.31 (+1.23%) [¶3]", "> At close: March 11 at 4:00:00 PM EST [¶4]"]
    for question in ("What is the price?", "What is the price of Apple stock?", "How much did it change today?",
                     "Is the stock up or down?", "What is AAPL trading at?"):
        assert quote_said(question) == close, question
    assert quote_said("What was the after-hours price?") == [
        "> 190.12 ▲ +0.28 (+0.15%) [¶5]", "> After hours: March 11 at 7:59:58 PM EST [¶6]"]
    # A price the question names otherwise is not the quote's.
    assert quote_said("What is the price target?") != close
    assert quote_said("What is the market cap?") == ["> Market Cap (intraday) 2.95T [¶13]"]


def test_the_latest_news_is_the_main_contents_list_not_the_navigations_link():
    """qa61 #21: "What is the latest news?" quoted the navigation, "Markets News My Portfolio", whose short line holds
    the word. The main content's list under a heading that names news answers, its headlines first."""
    answer = quote_said("What is the latest news?")
    assert answer[0] == "> [Apple shares climb as iPhone demand in China rebounds](https://x.co/news/1) [¶20]", answer
    assert not any("Navigation" in line or "Portfolio" in line for line in answer), answer
