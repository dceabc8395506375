"""The offline engine's leftovers after qa57 (off59): an embedded post asked for by who posted it, a docs page's version
badge, a live blog's update time and first entry, a recipe's substitution note, how many cards a brand has, a card's
headline under its kicker, a model named in lower case, a plan called "Plus", and a quote cut inside a quotation."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from reverserag.engines.quoting import closed
from reverserag.passages import split_passages

# A newest-first live blog (as the widget reads min/live-article-entries.html with an entry that embeds a post): the
# post is a blockquote.twitter-tweet inside the entry, its attribution under it.
LIVE = """# [¶1] Storm live: latest updates

[¶2] Gusts of up to 90mph recorded on the south coast; a red warning is in place until 21:00.

Last updated 14:30

1. [¶3] ### Power cuts affect 40,000 homes
   14:30
   Around 40,000 homes are without electricity, mostly in west Cornwall.
2. [¶4] ### Met Office issues red warning
   13:40
   The Met Office has upgraded its warning to red. It posted on X:
   > A Red weather warning for wind has been issued for Cornwall. Stay away from coasts and do not travel unless \
necessary. [pic.twitter.com/abc](https://t.co/x)
   >
   > — Met Office (@metoffice) [March 3, 2024](https://twitter.com/metoffice/status/1)
3. [¶5] ### Amber warning in place
   09:15
   An amber warning for wind covers the whole south-west from this morning.
"""


def ask_live(question: str) -> str:
    return ask(question, LIVE, title="Storm live: latest updates")


def test_what_someone_tweeted_is_the_embedded_post_not_the_entry_around_it():
    for question in ("What did the Met Office tweet?", "What did @metoffice post on X?"):
        answer = ask_live(question)
        quoted = quoted_part(answer)
        assert quoted[0].startswith("> A Red weather warning for wind has been issued for Cornwall."), answer
        assert quoted[1].startswith("> — Met Office (@metoffice)"), answer
        assert "upgraded its warning" not in answer and "It posted on X" not in answer


def test_an_embedded_posts_attribution_is_cited_with_the_entry_that_embeds_it():
    """After the quote's blank line, the attribution is still the entry's (a card's line): it was cited [¶5], the next
    entry, whose source the chip showed."""
    quoted = quoted_part(ask_live("What did the Met Office tweet?"))
    assert quoted[1].startswith("> — Met Office (@metoffice)") and quoted[1].endswith("[¶4]"), quoted
    attribution = [p for p in split_passages(LIVE) if p.text.startswith("— Met Office")]
    found = [(p.label, p.item, p.card, p.headline) for p in attribution]
    assert found == [(4, True, True, "Met Office issues red warning")]


def test_a_live_blogs_update_time_answers_when_it_was_last_updated():
    answer = ask_live("When was this last updated?")
    assert quoted_part(answer) == ["> Last updated 14:30"], answer
    ago = LIVE.replace("Last updated 14:30", "LIVE Updated 1 min ago")
    assert quoted_part(ask("When was it last updated?", ago, title="Storm live")) == ["> LIVE Updated 1 min ago"]


def test_what_happened_first_on_a_live_blog_is_its_earliest_entry():
    for question in ("What happened first?", "What was the first update?"):
        answer = ask_live(question)
        assert quoted_part(answer) == ["> Amber warning in place [¶5]", "> 09:15 [¶5]",
                                       "> An amber warning for wind covers the whole south-west from this morning. [¶5]"
                                       ], answer
    # The newest entry is named by its own headline, not followed by the next entry's.
    latest = quoted_part(ask_live("What is the latest update?"))
    assert latest[:2] == ["> Power cuts affect 40,000 homes [¶3]", "> 14:30 [¶3]"], latest
    assert not any("Met Office" in line for line in latest)


# A Docusaurus page (min/docs-version-badge.html as the widget reads it): the badge by the title, a tip that mentions a
# version, the navbar's version menu in the chrome.
DOCS = """# Configuration

Version: 3.4.0

[¶1] Fastlog reads its options from a fastlog.config.js file at the root of your project.

Tip

[¶2] Since version 3.2 you can also set every option through environment variables.

## Options

[¶3] The level option sets the lowest level written. The default is info.

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Fastlog](https://fastlog.example/) [Docs](https://fastlog.example/docs) \
[v3.4.0](https://fastlog.example/versions)
"""


def test_which_version_is_the_pages_badge_else_its_navbars_version():
    for question in ("Which version is this?", "What version of Fastlog are these docs for?"):
        answer = ask(question, DOCS, title="Configuration | Fastlog")
        assert quoted_part(answer) == ["> Version: 3.4.0"], answer
    unbadged = DOCS.replace("Version: 3.4.0\n\n", "")
    answer = ask("Which version is this?", unbadged, title="Configuration | Fastlog")
    assert "[v3.4.0](https://fastlog.example/versions)" in answer and "Since version 3.2" not in answer, answer
    # A question about something else that holds "version" is searched as before.
    answer = ask("Since which version can I use environment variables?", DOCS, title="Configuration | Fastlog")
    assert "Since version 3.2" in answer, answer


RECIPE = """# Banana bread

[¶1] A moist loaf made in one bowl with three overripe bananas, melted butter and brown sugar.

### Ingredients

- [¶2] 3 cups all-purpose flour spooned and leveled
- ½ cup unsalted butter melted

### Notes

[¶3] Substitutions: Coconut oil works well in this recipe; swap it one for one.

[¶4] Storage: Keep the bread wrapped at room temperature for up to 4 days.
"""


def test_what_to_use_instead_is_the_recipes_substitution_note():
    for question in ("What can I use instead of butter?", "Can I substitute the butter?"):
        answer = ask(question, RECIPE, title="Banana bread")
        assert quoted_part(answer) == ["> Substitutions: Coconut oil works well in this recipe; swap it one for one. "
                                       "[¶3]"], answer


SHOP = """# Running Shoes

[¶1] Showing 1–5 of 5 results

- [¶2] [image: Hoka Clifton 9]
  ### Hoka Clifton 9
  $144.99
- [¶3] [image: Brooks Ridge 2]
  ### Brooks Ridge 2
  $64.99
- [¶4] [image: Hoka Bondi 8]
  ### Hoka Bondi 8
  $164.99
- [¶5] [image: Asics Glide 1]
  ### Asics Glide 1
  $60.99
- [¶6] [image: Hoka Mach 6]
  ### Hoka Mach 6
  $139.99
"""


def test_how_many_cards_a_brand_has_is_counted_and_each_named():
    answer = ask("How many Hoka shoes are there?", SHOP, title="Running Shoes")
    assert answer.startswith("Items on this page with “Hoka” in their name (3):"), answer
    assert quoted_part(answer) == ["> Hoka Clifton 9 [¶2]", "> Hoka Bondi 8 [¶4]", "> Hoka Mach 6 [¶6]"], answer
    answer = ask("how many brooks are listed?", SHOP, title="Running Shoes")
    assert "“Brooks” in their name (1)" in answer and quoted_part(answer) == ["> Brooks Ridge 2 [¶3]"], answer
    assert "Items on this page" not in ask("How many shoes are there?", SHOP, title="Running Shoes")


def test_a_model_named_in_lower_case_is_looked_for_on_the_listing():
    answer = ask("how much is the clifton 5?", SHOP, title="Running Shoes")
    assert "I could not find “clifton 5” on this page." in answer and "$" not in answer, answer
    answer = ask("how much is the clifton 9?", SHOP, title="Running Shoes")
    assert quoted_part(answer) == ["> Hoka Clifton 9 [¶2]", "> $144.99 [¶2]"], answer
    # Lower-case words before a number that no headline holds name no model.
    assert "could not find" not in ask("do you have hoka in size 9?", SHOP, title="Running Shoes")


# nytimes-5's cards: a kicker is a heading of a lower rank over the headline.
KICKERS = """# Travel

- [¶1] ### Opinion
  ## [Why the night train is back](https://news.example/a1)
  Europe's sleepers are sold out again, and three new operators want the same slots.
- [¶2] ### Sponsored
  ## [Ten gadgets for summer](https://news.example/a2)
  Our picks for the beach, from solar chargers to waterproof speakers.
"""


def test_a_cards_name_is_its_headline_not_the_kicker_over_it():
    assert {p.headline for p in split_passages(KICKERS)} == {"Why the night train is back", "Ten gadgets for summer"}
    answer = ask("Are the sleepers sold out?", KICKERS, title="Travel")
    assert quoted_part(answer)[0] == "> [Why the night train is back](https://news.example/a1) [¶1]", answer
    assert "Opinion" not in answer


PLANS = """# Pricing

[¶1] Pick the plan that fits your team. Every plan includes unlimited projects.

## Free

[¶2] $0 per month

## Plus

[¶3] $8 per month, or $80 per year

## Pro

[¶4] $20 per month, or $200 per year
"""


def test_a_plan_called_plus_is_asked_for_by_name():
    for question in ("How much is Plus per year?", "how much is plus per month?"):
        answer = ask(question, PLANS, title="Pricing")
        assert answer.startswith("Under “Plus”") and quoted_part(answer) == ["> $8 per month, or $80 per year [¶3]"], \
            answer


def test_a_quote_cut_inside_a_quotation_opens_it():
    colours = ["red", "blue", "green", "grey", "white", "black"] * 3
    coaches = " ".join(f"Coach number {n} is painted {colour}." for n, colour in enumerate(colours, 1))
    content = ("# The night train is back\n\n[¶1] The operator's chief executive was blunt: “We could sell every bed "
               f"twice over on a Friday. {coaches} The waiting list for Christmas already runs to three thousand "
               "names.” She did not say what the coaches cost.\n")
    answer = ask("How many names are on the waiting list for Christmas?", content, title="The night train is back")
    assert quoted_part(answer) == ["> “… The waiting list for Christmas already runs to three thousand names.” [¶1]"], \
        answer
    assert closed("déjà trois mille noms. »") == "«… déjà trois mille noms. »"
    # A "»" after a word is a link's arrow, not a quotation's end (article-author-tag's menu was quoted "«…").
    assert not closed("Navigation: Trips · » · Take your next trip").startswith("«")
