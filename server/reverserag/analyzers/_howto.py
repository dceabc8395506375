"""What a page's JSON-LD says of a recipe or a how-to (its times, yield, steps and rating) and of a FAQ (how many
questions it answers). Every value is checked for its type: a page may send anything."""

from __future__ import annotations

import re
from typing import Any

from ._finding import clean
from ._jsonld import nodes, text_of
from ._offers import kinds, rating

# An ISO 8601 duration as schema.org writes it: "PT1H15M", "P0DT45M", "PT90M".
_DURATION = re.compile(r"P(?:(\d{1,3})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,5})M)?(?:\d{1,5}(?:\.\d+)?S)?)?", re.I)
MAX_STEPS = 500


def parts(json_ld: tuple[Any, ...]) -> list[str]:
    """``key=value`` parts for the page's recipe or how-to, else its FAQ; empty when it has none."""
    graph = nodes(json_ld)
    for node in graph:
        kind = kinds(node)
        if kind & {"recipe", "howto"}:
            return _described(node, "recipe" if "recipe" in kind else "howto")
    faqs = [n for n in graph if kinds(n) & {"faqpage"}]
    if faqs:
        asked = faqs[0].get("mainEntity")
        count = sum(1 for q in (asked if isinstance(asked, list) else [asked])[:MAX_STEPS]
                    if isinstance(q, dict) and kinds(q) & {"question"})
        return [f"faq={count} question{'s' if count != 1 else ''}"] if count else []
    return []


def _described(item: dict[str, Any], what: str) -> list[str]:
    found = []
    name = text_of(item.get("name"))
    if name:
        found.append(f"{what}={clean(name, 80)}")
    times = [f"{shown} {took}" for key, shown in (("totalTime", "total"), ("prepTime", "prep"), ("cookTime", "cook"))
             if (took := duration(item.get(key)))]
    if times:
        found.append("time=" + ", ".join(times))
    made = text_of(item.get("recipeYield") or item.get("yield"))
    if made:
        found.append(f"yield={clean(made, 40)}")
    steps = item.get("recipeInstructions") if what == "recipe" else item.get("step")
    if isinstance(steps, list) and steps:
        found.append(f"steps={min(len(steps), MAX_STEPS)}")
    nutrition = item.get("nutrition")
    calories = text_of(nutrition.get("calories")) if isinstance(nutrition, dict) else None
    if calories:
        found.append(f"calories={clean(calories, 24)}")
    rated = rating(item.get("aggregateRating"))
    if rated:
        found.append(f"rating={rated}")
    return found


def duration(value: Any) -> str | None:
    """"PT1H15M" as "1 h 15 min"; None for what is not a duration."""
    text = text_of(value)
    match = _DURATION.fullmatch(text.strip()) if text else None
    if not match or not any(match.groups()):
        return None
    days, hours, minutes = (int(g) if g else 0 for g in match.groups())
    hours, minutes = hours + days * 24 + minutes // 60, minutes % 60
    said = ([f"{hours} h"] if hours else []) + ([f"{minutes} min"] if minutes else [])
    return " ".join(said) or None
