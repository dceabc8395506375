"""The offline engine on a blog's recipe post (QA pass 49b): how long it takes, its steps, what commenters say."""

from __future__ import annotations

from offline_helpers import ask, quoted_part

# The recipe post as the widget reads it (trimmed from the QA pass's Chromium payload), its comments in the chrome.
_RECIPE = """# Smoky party jollof rice

[¶1] By [Hannah Okafor](http://blog.example/about/) · Sat Feb 14 2026 · 6 min read

[¶2] Nothing says party in Lagos like a pot of jollof, and nothing starts an argument faster. This is my version: \
smoky, deep red, with the slightly burnt bottom layer everyone pretends not to want.

[¶3] Prep: 20 min · Cook: 55 min · Total: 1 hr 15 min · Serves 6

## Ingredients

- [¶4] 3 cups long-grain parboiled rice
- 4 plum tomatoes
- 2 red bell peppers
- [¶5] 2 onions (one for the blend, one sliced)
- 3 cups chicken stock
- Salt to taste

## Method

1. [¶7] Blend the tomatoes, bell peppers, scotch bonnet and one onion until smooth.
2. [¶8] Fry the sliced onion and the tomato paste in the oil for 5 minutes, until the paste darkens.
3. [¶9] Add the blend and cook it down for 25 minutes, stirring, until the oil rises to the top.
4. [¶10] Add the stock, bay leaves, curry powder, thyme and salt, then the washed rice. Cover with foil and the lid \
and cook for 30 minutes on low heat.
5. [¶11] Turn the heat up for the last 3 minutes to char the bottom, then rest for 5 minutes before serving.

## Nutrition

[¶12]
Table: Nutrition per serving (1 of 6)

| Nutrient | Amount |
| --- | --- |
| Calories | 520 kcal |
| Protein | 9 g |

[¶13] Tip: if you have no parboiled rice, use basmati and cut the stock by half a cup.

---

[Page chrome: header, navigation, sidebars, footer]

[Slow Kettle](http://blog.example/)

Navigation: [Home](http://blog.example/) [Recipes](http://blog.example/posts/jollof/) [About](http://blog.example/about/)

## 10 Comments

1. [¶18] **Marta L.** March 3, 2026
   I disagree about the four-day week being a cure-all. In my hospital shifts nothing would change.
   Reply
2. [¶19] **Devin R.** March 3, 2026
   Our team tried it for six months and productivity went up 12 percent. Great piece!
   Reply
3. [¶21] **Gus** March 5, 2026
   This is naive. Small businesses cannot afford it.
   Reply

### Leave a reply

[¶24] Name Comment Post comment

## [¶25] Get the Slow Kettle letter

[¶26] One email a month with new essays and recipes. No spam, unsubscribe any time.
"""
_POST = {"title": "Smoky party jollof rice", "url": "http://blog.example/posts/jollof/"}


def test_a_question_for_a_duration_is_answered_by_one():
    """Regression (QA pass 49b, P3): "How long does the recipe take?" quoted an ingredient, "3 cups long-grain
    parboiled rice", which holds "recipe" by its title's words, not the line "Prep: 20 min · Cook: 55 min · Total:
    1 hr 15 min", which holds no word of the question but gives how long it takes."""
    total = ["> Prep: 20 min · Cook: 55 min · Total: 1 hr 15 min · Serves 6 [¶3]"]
    assert quoted_part(ask("How long does the recipe take?", _RECIPE, **_POST)) == total
    assert quoted_part(ask("How much time do I need for this?", _RECIPE, **_POST)) == total
    # A step that says how long it takes still answers for that step.
    said = ask("How long do I fry the onion?", _RECIPE, **_POST)
    assert "for 5 minutes, until the paste darkens" in said, said


def test_a_time_labelled_with_what_is_asked_answers_before_a_step():
    """Regression (QA pass 50): "How much time does it take to cook?" quoted the steps that cook for 25 and for 30
    minutes, not the recipe's "Cook: 55 min": a time the page labels with the activity asked about answers first."""
    total = ["> Prep: 20 min · Cook: 55 min · Total: 1 hr 15 min · Serves 6 [¶3]"]
    assert quoted_part(ask("How much time does it take to cook?", _RECIPE, **_POST)) == total
    assert quoted_part(ask("How long does it take to cook?", _RECIPE, **_POST)) == total
    # A recipe card's "Cook Time 55 minutes" is a label too; an activity no label names is a step's.
    card = _RECIPE.replace("Prep: 20 min · Cook: 55 min · Total: 1 hr 15 min", "Prep Time 20 mins Cook Time 55 mins")
    assert quoted_part(ask("How long does it take to cook?", card, **_POST)) == [
        "> Prep Time 20 mins Cook Time 55 mins · Serves 6 [¶3]"]
    assert "for 5 minutes, until the paste darkens" in ask("How long do I fry the onion?", _RECIPE, **_POST)


def test_the_steps_are_the_list_under_a_method_heading():
    """Regression (QA pass 49b, P3): "What are the steps?" found nothing on a recipe whose steps are the ordered
    list under "## Method": no passage holds "step". Asked for the steps (or the instructions, the directions)
    and nothing more, the engine quotes the items of the section whose heading names them."""
    steps = quoted_part(ask("What are the steps?", _RECIPE, **_POST))
    assert steps[0] == "> Blend the tomatoes, bell peppers, scotch bonnet and one onion until smooth. [¶7]", steps
    assert steps[-1] == ("> Turn the heat up for the last 3 minutes to char the bottom, then rest for 5 minutes "
                         "before serving. [¶11]"), steps
    assert len(steps) == 5, steps
    assert quoted_part(ask("What are the directions?", _RECIPE, **_POST)) == steps
    # A page with no such section still finds nothing.
    assert "could not find" in ask("What are the steps?", _RECIPE.replace("## Method", "## Tomorrow"), **_POST)


def test_commenters_are_asked_about_in_the_comments():
    """Regression (QA pass 49b, P3): "What do commenters say?" got the post's summary: "commenters", read as the
    word it comes from, is "comment", a stopword (French "how"), so nothing was asked and the page's opening
    answered. Asked about its commenters, the engine quotes the comments section, from the page's chrome."""
    said = ask("What do commenters say?", _RECIPE, **_POST)
    assert "Under “10 Comments”" in said, said
    assert "I disagree about the four-day week being a cure-all." in said, said
    assert "Nothing says party in Lagos" not in said, said


# A live blog as the widget reads it (trimmed from the QA pass's Chromium payload): each entry's time on a line of
# its own above it, newest first.
_LIVE = """# [¶2] Live: Storm Idris makes landfall in Galicia

[¶3] By [Sofia Pérez](http://news.example/by/sofia-perez) · Live coverage began 5:00 a.m. GMT

## Key points

- [¶4] Storm Idris made landfall near A Coruña at 4:40 a.m. with gusts of 140 km/h.
- [¶5] About 90,000 homes are without power in Galicia.
- [¶6] Santiago airport has cancelled all flights until noon.

7:05 a.m.

[¶7] The regional government has opened 12 shelters in A Coruña and Lugo provinces.

6:20 a.m.

[¶8] Power company Naturgy says crews cannot start repairs until winds drop below 80 km/h.

5:00 a.m.

[¶9] Good morning. We are following Storm Idris as it reaches the Galician coast.

---

[Page chrome: header, navigation, sidebars, footer]

The Morning Ledger

[¶1] Thursday, December 3, 2026
"""


def test_the_latest_update_of_a_live_blog_is_its_newest_entry():
    """Regression (QA pass 49b, P3): "What's the latest update?" on a live blog found nothing: no passage holds
    "latest" or "update". Asked for the latest update and nothing more, the engine quotes the entry under the
    latest of the times that stand on lines of their own, with its time: the first when they run newest first,
    the last when they run oldest first."""
    live = {"title": "Live: Storm Idris makes landfall in Galicia", "url": "http://news.example/live"}
    newest = ["> 7:05 a.m.", "> The regional government has opened 12 shelters in A Coruña and Lugo provinces. [¶7]"]
    assert quoted_part(ask("What's the latest update?", _LIVE, **live)) == newest
    assert quoted_part(ask("What is the most recent update?", _LIVE, **live)) == newest
    # Oldest first, the last entry is the newest.
    oldest_first = _LIVE.replace("7:05 a.m.", "5:10 a.m.").replace("5:00 a.m.\n", "7:05 a.m.\n")
    assert quoted_part(ask("What's the latest update?", oldest_first, **live)) == [
        "> 7:05 a.m.", "> Good morning. We are following Storm Idris as it reaches the Galician coast. [¶9]"]
    # A question about something else is searched as before.
    assert "90,000 homes" in ask("What is the latest on power?", _LIVE, **live)
