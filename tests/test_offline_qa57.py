"""The offline engine on qa57's pages (a Docusaurus page, a live blog, a recipe card, a shop's listing): a quoted
line is cited with its own block's label only; what a listing's cheapest item is; a recipe's temperature, calories
and an ingredient's amount; a product the page does not list; a tab not selected; the next page."""

from __future__ import annotations

import re

from offline_helpers import ask, locked_messages, run
from reverserag.engines import amounts
from reverserag.engines.outline import Outline

# min/docs-details-citation.html: a <details> summary has no label of its own, after the warning's block.
DETAILS = """# Installation

[¶1] Fastlog is a structured logger for Node.js. It requires Node.js 18 or later.

## Options

[¶2] Setting bufferSize to 0 disables buffering and makes every call synchronous, which can block the event loop \
under load.

**Info: Using with TypeScript**

[¶3] Types ship with the package; no @types install is needed.
"""

# min/live-article-entries.html: a newest-first feed of entries, list items holding a heading, none labelled.
LIVE = """# [¶1] Storm live: latest updates

[¶2] Gusts of up to 90mph recorded on the south coast; a red warning is in place until 21:00.

1. ### Power cuts affect 40,000 homes
   14:30
   Around 40,000 homes are without electricity, mostly in west Cornwall.
2. ### Ferry services cancelled
   14:05
   Brittany Ferries has cancelled all sailings from Plymouth for the rest of the day.
3. ### Red warning issued
   13:40
   The Met Office has upgraded its warning to red.
"""


def labels(answer: str) -> list[tuple[str, set[str]]]:
    """Each quoted line of ``answer`` with the labels it is cited with."""
    return [(line, set(re.findall(r"\[¶(\d+)\]", line))) for line in answer.splitlines() if line.startswith("> ")]


def test_a_summary_is_not_cited_with_the_block_before_it():
    answer = ask("Does it work with TypeScript?", DETAILS, title="Installation")
    quoted = labels(answer)
    assert any("Using with TypeScript" in line for line, _ in quoted)
    assert all("2" not in cited for _, cited in quoted), answer  # ¶2 is the bufferSize warning
    assert "Types ship with the package" in answer


def test_a_feed_entry_is_not_cited_with_the_standfirst():
    for question in ("What happened at 14:05?", "Are ferries running?"):
        answer = ask(question, LIVE, title="Storm live")
        assert "Ferry" in answer or "Ferries" in answer, answer
        assert "[¶2]" not in answer, answer


def test_a_formula_a_sentence_runs_into_keeps_the_sentences_label():
    """wikipedia-3: "… that is, it satisfies" over a display formula the widget left unlabelled, then ¶15."""
    content = ("# Hermitian matrix\n\n[¶14] A square matrix is Hermitian if and only if it is equal to its adjoint, "
               "that is, it satisfies\n\n\\(\\langle w,Av\\rangle =\\langle Aw,v\\rangle ,\\)\n\n"
               "[¶15] This is also how the more general concept of a self-adjoint operator is defined.\n")
    cited = [(p.text[:8], p.label) for p in Outline(content).passages]
    assert [label for _, label in cited] == [14, 14, 15], cited


def test_a_paragraph_broken_in_two_keeps_its_label():
    content = ("# Notes\n\n[¶1] The ferry leaves from the north pier at seven every morning.\n\n"
               "It returns from the island at six in the evening, weather permitting.\n")
    answer = ask("When does it return from the island?", content, title="Notes")
    assert "weather permitting. [¶1]" in answer, answer


# min/shop-cheapest.html: a listing's cards, one on sale, the page showing 4 of 137.
SHOP = """# Running Shoes

[¶1] Showing 1–4 of 137 results

- ### Asics Glide 1
  $60.99
- [¶2] [image: Brooks Ridge 2]
  ### Brooks Ridge 2
  ~~$64.99~~ $44.99
- ### Hoka Drift 3
  $134.99
- ### Nike Tempo 4
  $171.99
"""


def test_the_cheapest_of_a_listing_is_its_lowest_price_shown_with_its_name():
    answer = ask("What is the cheapest item?", SHOP, title="Running Shoes")
    assert "> Brooks Ridge 2" in answer and "$44.99" in answer, answer
    assert "Asics" not in answer and "$60.99" not in answer
    assert "Of those this page shows" in answer and "Showing 1–4 of 137 results" in answer
    dearest = ask("What is the most expensive shoe?", SHOP, title="Running Shoes")
    assert "> Nike Tempo 4" in dearest and "$171.99" in dearest, dearest
    assert "Asics" not in dearest and "Hoka" not in dearest


def test_the_cheapest_of_a_listing_that_shows_all_is_not_said_of_those_shown():
    content = SHOP.replace("Showing 1–4 of 137 results", "Showing 1–4 of 4 results")
    answer = ask("Which one is the least expensive?", content, title="Running Shoes")
    assert "> Brooks Ridge 2" in answer and "$44.99" in answer and "shows" not in answer, answer


# min/recipe-questions.html: a WP Recipe Maker card.
RECIPE = """# Banana bread

[¶1] A moist loaf made in one bowl with three overripe bananas, melted butter and brown sugar.

Servings 8 servings

Adjust: 1x 2x 3x

### Ingredients

- [¶2] 3 cups all-purpose flour spooned and leveled
- 2 tsp baking soda

### Instructions

- [¶3] Preheat the oven to 350°F (175°C). Grease a 9x5-inch loaf pan.
- [¶4] Bake for 55 to 60 minutes, until a toothpick comes out clean.

### Nutrition

[¶5] Calories: 312kcal | Carbohydrates: 45g | Protein: 5g | Fat: 13g
"""


def test_a_recipe_answers_temperature_calories_and_an_amount_for_servings():
    for question in ("At what temperature?", "What temperature do I bake it at?"):
        answer = ask(question, RECIPE, title="Banana bread")
        assert "> Preheat the oven to 350°F (175°C). [¶3]" in answer, answer
    answer = ask("How many calories per serving?", RECIPE, title="Banana bread")
    assert "Calories: 312kcal" in answer and "Servings 8" not in answer, answer
    answer = ask("How much flour for 8 servings?", RECIPE, title="Banana bread")
    assert "> 3 cups all-purpose flour spooned and leveled [¶2]" in answer and "Servings 8" not in answer, answer
    assert "> Servings 8 servings" in ask("How many servings?", RECIPE, title="Banana bread")


# min/card-link-blocks.html: two product cards, a link around each card's blocks.
CARDS = """# Running Shoes

[¶1] Lightweight trainers for road running, from five brands, with free returns.

- [¶2] [image: Asics Glide 1]
  ### Asics Glide 1
  [[image: Asics Glide 1] Asics Glide 1](https://shop.example/p/1)
  $60.99
  Add to cart
- [¶3] [image: Brooks Ridge 2] Sale
  ### Brooks Ridge 2
  [[image: Brooks Ridge 2] Sale Brooks Ridge 2](https://shop.example/p/2)
  ~~$97.99~~$68.99
  Add to cart
"""


def test_a_model_the_listing_does_not_show_is_not_on_this_page():
    for question, name in (("How much is the Asics Glide 5?", "Asics Glide 5"),
                           ("Is the Brooks Tempo 2 on sale?", "Brooks Tempo 2")):
        answer = ask(question, CARDS, title="Running Shoes")
        assert f"I could not find “{name}” on this page." in answer, answer
        assert "$" not in answer
    answer = ask("How much is the Asics Glide 1?", CARDS, title="Running Shoes")
    assert "> Asics Glide 1 [¶2]" in answer and "> $60.99 [¶2]" in answer, answer
    answer = ask("Is the Brooks Ridge 2 on sale?", CARDS, title="Running Shoes")
    assert "> Brooks Ridge 2 [¶3]" in answer and "$68.99" in answer, answer


# min/docs-tabs-pnpm.html: Docusaurus tabs, the npm one selected; the other panels are not read.
TABBED = """# Installation

[¶1] Fastlog is a structured logger for Node.js. It requires Node.js 18 or later.

## Install the package

Tabs: npm (selected) · Yarn · pnpm

```
npm install fastlog
```

[¶2] Types ship with the package; no @types install is needed.
"""


def test_a_tab_not_selected_is_named_not_answered_with_the_selected_ones():
    answer = ask("How do I install it with pnpm?", TABBED, title="Installation")
    assert "under the “pnpm” tab, which is not selected" in answer and "select the tab" in answer, answer
    assert "npm install" not in answer
    assert "npm install fastlog" in ask("How do I install it with npm?", TABBED, title="Installation")
    selected = TABBED.replace("npm (selected) · Yarn · pnpm", "npm · Yarn · pnpm (selected)").replace(
        "npm install fastlog", "pnpm add fastlog")
    assert "pnpm add fastlog" in ask("How do I install it with pnpm?", selected, title="Installation")


# min/docs-pagination.html: Docusaurus's pagination, in the chrome.
PAGED = """# Installation

[¶1] Fastlog is a structured logger for Node.js. It requires Node.js 18 or later.

Navigation: Previous · Introduction · [Previous Introduction](https://docs.example/docs/intro) · Next · \
Configuration · [Next Configuration](https://docs.example/docs/configuration)
"""


def test_the_next_page_asked_first_after_the_greeting_is_the_next_link():
    messages = locked_messages(PAGED, title="Installation")
    messages.append({"role": "assistant", "content": run(messages, task="greeting")[0]})
    messages.append({"role": "user", "content": "What is the next page?"})
    answer = run(messages)[0]
    assert "[Next Configuration](https://docs.example/docs/configuration)" in answer, answer
    assert "after what I quoted" not in answer


# live.html (qa57): a newest-first live blog whose entries give only how long ago they came.
LIVE_AGO = """# [¶1] Storm live: latest updates as winds hit the coast

[¶2] Gusts of up to 90mph recorded on the south coast; Met Office red warning in place until 21:00.

LIVE Updated 1 min ago

### Trains suspended west of Exeter

4 min ago

[¶3] Great Western Railway has suspended all trains west of Exeter until further notice.

### [¶4] Power cuts affect 40,000 homes

23 min ago

[¶5] Western Power Distribution says around 40,000 homes are without electricity, mostly in west Cornwall.

### [¶6] Red warning issued for Cornwall

1 hr 13 min ago

[¶7] The Met Office has upgraded its warning to red, meaning a danger to life from flying debris.
"""


def test_the_latest_update_of_a_live_blog_is_its_newest_entry():
    answer = ask("What is the latest update?", LIVE_AGO, title="Storm live: latest updates as winds hit the coast")
    assert "Trains suspended west of Exeter" in answer and "> 4 min ago" in answer, answer
    assert "Gusts" not in answer and "40,000" not in answer


def test_a_listing_greets_with_its_count_not_its_cards_star_ratings():
    content = """# Running Shoes

[¶1] Showing 1–24 of 137 results

Sort by

- [¶2] [image: Asics Glide 1]
  ### Asics Glide 1
  [image: Rated 3 out of 5] (5)
  $60.99
  Add to cart
- [¶3] [image: Brooks Ridge 2]
  ### Brooks Ridge 2
  [image: Rated 3.7 out of 5] (18)
  ~~$97.99~~$68.99
  Add to cart
"""
    greeting = run(locked_messages(content, title="Running Shoes"), task="greeting")[0]
    assert "It opens: Showing 1–24 of 137 results [¶1]" in greeting, greeting
    assert "Rated" not in greeting


def test_the_best_rated_card_is_named_with_its_stars():
    content = """# Running Shoes

- [¶1] [image: Asics Glide 1]
  ### Asics Glide 1
  [image: Rated 3 out of 5] (5)
  $60.99
- [¶2] [image: Hoka Tempo 9]
  ### Hoka Tempo 9
  [image: Rated 4.9 out of 5] (226)
  $150.99
- [¶3] [image: Brooks Ridge 2]
  ### Brooks Ridge 2
  [image: Rated 3.7 out of 5] (18)
  $68.99
"""
    answer = ask("Which shoe has the best rating?", content, title="Running Shoes")
    assert "> Hoka Tempo 9 [¶2]" in answer and "Rated 4.9 out of 5" in answer, answer
    assert "Asics" not in answer and "Brooks" not in answer
    answer = ask("Which one is the worst rated?", content, title="Running Shoes")
    assert "> Asics Glide 1 [¶1]" in answer and "Hoka" not in answer, answer


def test_a_cards_picture_that_says_its_name_brings_no_second_name():
    """wapo-2: "![sudoku](…)" over "#### Sudoku": the picture's line was quoted, then the headline under it."""
    index = Outline("# Games\n\n- [¶1] ![sudoku](https://games.example/sudoku.png)\n  #### Sudoku\n"
                    "  Put on your Sudoku hat and get ready for a challenging Sudoku puzzle!\n"
                    "- [¶2] ![crossword](https://games.example/crossword.png)\n  #### Daily Crossword\n"
                    "  Same fun of crosswords but online!\n")
    picture = next(p for p in index.passages if p.text == "sudoku")
    assert [p.text for p in amounts.carded([picture], index)] == ["sudoku"]
    summary = next(p for p in index.passages if p.text.startswith("Same fun"))
    assert [p.text for p in amounts.carded([summary], index)] == ["Daily Crossword",
                                                                 "Same fun of crosswords but online!"]
