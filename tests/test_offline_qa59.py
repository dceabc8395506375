"""The offline engine's leftovers after qa57 (off59): an embedded post asked for by who posted it, a docs page's version
badge, a live blog's update time and first entry, a recipe's substitution note, how many cards a brand has, a card's
headline under its kicker, a model named in lower case, a plan called "Plus", and a quote cut inside a quotation."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from reverserag.passages import split_passages

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
