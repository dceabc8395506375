"""Structured data: OpenGraph, Twitter card, article meta and JSON-LD."""

from __future__ import annotations

from reverserag.analyzers import structured_data
from reverserag.page import Page

from .helpers import SWEATER, make_page

ARTICLE_META = {
    "og:type": "article", "og:site_name": "Example Blog", "og:title": "Hello",
    "twitter:card": "summary_large_image", "author": "fxhp",
    "article:published_time": "2025-01-15T09:00:00Z",
}
ARTICLE_LD = [{
    "@context": "https://schema.org",
    "@graph": [
        {"@type": "BlogPosting", "author": {"@type": "Person", "name": "Ada Lovelace"},
         "publisher": {"@type": "Organization", "name": "Example Inc."},
         "datePublished": "2025-01-14", "dateModified": "2025-02-01"},
        {"@type": ["BreadcrumbList"], "itemListElement": []},
    ],
}]


def test_meta_and_json_ld_together():
    page = make_page(meta=ARTICLE_META, json_ld=ARTICLE_LD)
    # Meta wins for author; JSON-LD fills publisher, published and modified.
    assert str(structured_data.analyze(page)) == (
        "Structured Data: JSON-LD: BlogPosting, BreadcrumbList | og:type=article | "
        "site=Example Blog | twitter:card=summary_large_image | author=fxhp | "
        "publisher=Example Inc. | published=2025-01-14 | modified=2025-02-01 | "
        "meta: 3 og:, 1 twitter:"
    )


def test_json_ld_alone_nested_types_are_not_listed():
    page = make_page(json_ld=ARTICLE_LD[0]["@graph"][:1])
    assert str(structured_data.analyze(page)) == (
        "Structured Data: JSON-LD: BlogPosting | author=Ada Lovelace | publisher=Example Inc. | "
        "published=2025-01-14 | modified=2025-02-01"
    )


def test_meta_keys_match_case_insensitively_and_meta_dates_fill_in():
    page = make_page(meta={"OG:Type": "website", "Article:Modified_Time": "2024-12-01"})
    assert str(structured_data.analyze(page)) == (
        "Structured Data: og:type=website | modified=2024-12-01"
    )


def test_hostile_values_are_one_capped_line():
    evil = "line1\nline2\r\n\x00\x1b[31m\u2028" + "A" * 100_000
    page = make_page(
        meta={"og:type": evil, "author": "\ud800bad surrogate"},
        json_ld=[{"@type": evil, "author": [{"name": {"@value": evil}}]}],
    )
    line = str(structured_data.analyze(page))
    assert "\n" not in line and "\r" not in line and "\x1b" not in line and "\u2028" not in line
    assert "\ud800" not in line
    assert line.startswith("Structured Data: JSON-LD: line1 line2 [31m AAA")
    assert len(line) <= 480


def test_deep_and_odd_json_ld_is_walked_safely():
    deep: dict = {"@type": "Thing"}
    node = deep
    for _ in range(5_000):
        node["child"] = {"@type": "Nested"}
        node = node["child"]
    odd = ([1, "x", None, {"@type": 7}], {"@graph": "not a list"})
    # The analyzer's own walk is bounded: given a page made without parse_page, which leaves out
    # a block nested over 64 levels (nesting.py) and says so.
    page = Page(url="https://www.example.com/guide", json_ld=(deep, *odd))
    assert structured_data.analyze(page).parts[0] == "JSON-LD: Thing"
    assert structured_data.analyze(make_page(json_ld=[deep, *odd])).parts == (
        "1 JSON-LD block left out (nested over 64 levels)",)


def test_nothing_structured_no_line():
    assert structured_data.analyze(make_page(meta={"description": "A page."})) is None




def test_a_products_price_stock_per_offer_rating_and_brand():
    """qa53 #3: the model got "JSON-LD: Product" and nothing of what the Product says."""
    assert str(structured_data.analyze(make_page(json_ld=[SWEATER], meta={"og:type": "product"}))) == (
        "Structured Data: JSON-LD: Product | product=Harbour Merino Crew Sweater | brand=Noordkaap | "
        "sku=HMC-NAVY-M | price=89.00 EUR | availability=in stock: S, M, XL; out of stock: L | "
        "rating=4.6/5 (128 reviews) | og:type=product | meta: 1 og:"
    )


def test_variants_a_struck_price_a_price_range_and_an_events_tickets():
    group = {"@type": "ProductGroup", "name": "Tide Tee", "hasVariant": [
        {"@type": "Product", "color": "Navy", "size": size, "offers": {
            "@type": "Offer", "price": 19.5, "priceCurrency": "USD",
            "availability": "InStock" if size == "S" else "http://schema.org/SoldOut"}}
        for size in ("S", "L")]}
    assert structured_data.analyze(make_page(json_ld=[group])).parts[1:] == (
        "product=Tide Tee", "price=19.5 USD", "availability=in stock: S; sold out: L")
    sale = {"@type": "Product", "name": "Scarf", "offers": {
        "@type": "Offer", "price": 89, "priceCurrency": "EUR", "availability": "https://schema.org/InStock",
        "priceSpecification": {"priceType": "https://schema.org/StrikethroughPrice", "price": 119}}}
    assert structured_data.analyze(make_page(json_ld=[sale])).parts[1:] == (
        "product=Scarf", "price=89 EUR (was 119 EUR)", "availability=in stock")
    ranged = {"@type": "Product", "name": "Camera", "offers": {
        "@type": "AggregateOffer", "lowPrice": "199", "highPrice": "249", "priceCurrency": "GBP"}}
    assert "price=199–249 GBP" in structured_data.analyze(make_page(json_ld=[ranged])).parts
    gig = {"@type": "MusicEvent", "name": "Harbour Lights", "startDate": "2026-05-01T20:00",
           "location": {"@type": "Place", "name": "Paradiso"}, "eventStatus": "https://schema.org/EventPostponed",
           "offers": [{"@type": "Offer", "name": "Standing", "price": "35", "priceCurrency": "EUR",
                       "availability": "SoldOut"},
                      {"@type": "Offer", "name": "Balcony", "price": "45", "priceCurrency": "EUR",
                       "availability": "InStock"}]}
    assert structured_data.analyze(make_page(json_ld=[gig])).parts[1:] == (
        "event=Harbour Lights", "starts=2026-05-01T20:00", "place=Paradiso", "status=postponed",
        "price=Standing 35, Balcony 45 EUR", "availability=sold out: Standing; in stock: Balcony")


def test_a_listings_products_by_name_and_price():
    listing = {"@type": "ItemList", "itemListElement": [
        {"@type": "ListItem", "item": {"@type": "Product", "name": f"Sock {n}",
                                       "offers": {"price": n, "priceCurrency": "EUR"}}} for n in range(1, 31)]}
    parts = structured_data.analyze(make_page(json_ld=[listing])).parts
    assert parts[1].startswith("products=30: Sock 1 1 EUR, Sock 2 2 EUR, ") and parts[1].endswith("(+18 more)")


def test_wrong_huge_and_deep_product_data_never_fails():
    odd = {"@type": ["Product", 7], "name": {"x": 1}, "brand": [[[]]], "aggregateRating": "x", "hasVariant": "x",
           "offers": [None, 7, "x", {"price": True, "availability": []}, {"price": float("inf")},
                      {"priceSpecification": [None, {"priceType": 5, "price": {}}]}]}
    assert structured_data.analyze(make_page(json_ld=[odd])).parts == ("JSON-LD: Product",)
    huge = {"@type": "Product", "name": "N" * 100_000, "offers": [
        {"sku": f"A-{n}", "price": "1", "priceCurrency": "EUR", "availability": "InStock"} for n in range(20_000)]}
    line = str(structured_data.analyze(make_page(json_ld=[huge])))
    assert len(line) <= 480 and "availability=in stock: 0, 1, 2," in line
    deep: dict = {"@type": "Product", "name": "Deep"}
    node = deep
    for _ in range(25):  # 50 levels: under the 64 a payload may nest (nesting.py), over the walk's 8
        node["offers"] = {"@type": "AggregateOffer", "offers": {}}
        node = node["offers"]["offers"]
    assert structured_data.analyze(make_page(json_ld=[deep])).parts == ("JSON-LD: Product", "product=Deep")


def test_a_recipes_times_yield_steps_and_rating_and_a_faqs_questions():
    recipe = {"@type": "Recipe", "name": "Stamppot", "totalTime": "PT1H15M", "prepTime": "PT20M",
              "cookTime": "PT55M", "recipeYield": ["4 servings", "4"], "nutrition": {"calories": "420 kcal"},
              "recipeInstructions": [{"@type": "HowToStep", "text": "Boil."}] * 6,
              "aggregateRating": {"ratingValue": 4.8, "ratingCount": 37}}
    assert structured_data.analyze(make_page(json_ld=[recipe])).parts[1:] == (
        "recipe=Stamppot", "time=total 1 h 15 min, prep 20 min, cook 55 min", "yield=4 servings", "steps=6",
        "calories=420 kcal", "rating=4.8/5 (37 ratings)")
    faq = {"@type": "FAQPage", "mainEntity": [{"@type": "Question", "name": "Why?"}] * 3}
    assert structured_data.analyze(make_page(json_ld=[faq])).parts == ("JSON-LD: FAQPage", "faq=3 questions")
    odd = {"@type": "Recipe", "totalTime": "PTXM", "recipeYield": {}, "nutrition": [], "recipeInstructions": "Boil.",
           "aggregateRating": [{"ratingValue": None}]}
    assert structured_data.analyze(make_page(json_ld=[odd])).parts == ("JSON-LD: Recipe",)


def test_with_many_variants_in_stock_the_few_sold_out_are_still_said():
    sold_out = {("Forest", "L"), ("Rust", "XXL")}
    variants = [{"@type": "Product", "color": colour, "size": size, "offers": {
        "price": "89", "priceCurrency": "EUR",
        "availability": "OutOfStock" if (colour, size) in sold_out else "InStock"}}
        for colour in ("Navy", "Oatmeal", "Forest", "Charcoal", "Rust") for size in ("XS", "S", "M", "L", "XL", "XXL")]
    line = str(structured_data.analyze(make_page(json_ld=[{"@type": "ProductGroup", "hasVariant": variants}])))
    assert "in stock: Navy / XS, Navy / S" in line and "(+" in line
    assert "out of stock: Forest / L, Rust / XXL" in line and not line.endswith("…")


def test_a_papers_citation_authors_are_reported_as_names():
    """Brief off61: the analyzer ignored <meta name="citation_author"> (one tag a name, joined by the widget with ", ")
    and reported dc.creator as it stands ("Okafor, Adaeze"); the offline engine read both as names."""
    content = "# Sparse routing\n\nAdaeze Okafor, Jonas Lindqvist\n\nWe route tokens sparsely."
    page = make_page(content=content, meta={"citation_author": "Okafor, Adaeze, Lindqvist, Jonas",
                                            "citation_title": "Sparse routing"})
    assert str(structured_data.analyze(page)) == "Structured Data: author=Adaeze Okafor, Jonas Lindqvist"
    page = make_page(content=content, meta={"dc.creator": "Okafor, Adaeze; Lindqvist, Jonas"})
    assert str(structured_data.analyze(page)) == "Structured Data: author=Adaeze Okafor, Jonas Lindqvist"
    # An author meta tag that names someone else still wins, as in the engine.
    page = make_page(content=content, meta={"author": "Sparse Lab", "citation_author": "Okafor, Adaeze"})
    assert str(structured_data.analyze(page)) == "Structured Data: author=Sparse Lab"


# qa61's min/17: a bookshop's branch page, its phone and Sunday's hours only in its JSON-LD (qa61 #15).
BOOKSTORE = {
    "@context": "https://schema.org", "@type": "BookStore", "name": "Waterstones Camden",
    "telephone": "+44 20 7284 0011",
    "address": {"@type": "PostalAddress", "streetAddress": "128 Camden High Street", "addressLocality": "London",
                "postalCode": "NW1 0NB"},
    "openingHoursSpecification": [
        {"@type": "OpeningHoursSpecification", "dayOfWeek": ["Monday", "Tuesday", "Wednesday", "Thursday"],
         "opens": "09:00", "closes": "19:00"},
        {"@type": "OpeningHoursSpecification", "dayOfWeek": "https://schema.org/Sunday", "opens": "11:30",
         "closes": "17:30"},
        {"@type": "OpeningHoursSpecification", "dayOfWeek": "Friday", "opens": "10:00", "closes": "16:00",
         "validFrom": "2027-03-26", "validThrough": "2027-03-26"}]}


def test_a_business_says_its_phone_hours_and_address():
    assert structured_data.analyze(make_page(json_ld=[BOOKSTORE])).parts == (
        "JSON-LD: BookStore", "business=Waterstones Camden", "telephone=+44 20 7284 0011",
        "hours=Monday–Thursday 09:00–19:00; Sunday 11:30–17:30", "address=128 Camden High Street, London, NW1 0NB")
    # openingHours as schema.org writes it, days of the same hours together, one closed all day.
    diner = {"@type": "Restaurant", "name": "Dishoom", "openingHours": ["Mo-Th 08:00-23:00", "Fr,Sa 09:00-23:00"],
             "openingHoursSpecification": {"dayOfWeek": "Sunday", "opens": "00:00", "closes": "00:00"}}
    assert structured_data.analyze(make_page(json_ld=[diner])).parts[1:] == (
        "business=Dishoom", "hours=Monday–Thursday 08:00–23:00; Friday–Saturday 09:00–23:00; Sunday closed")


def test_businesses_by_name_and_what_is_none():
    branches = {"@graph": [BOOKSTORE, {**BOOKSTORE, "name": "Waterstones Islington", "telephone": "+44 20 7704 2280",
                                       "address": "11 Islington Green", "openingHoursSpecification": None}]}
    assert structured_data.analyze(make_page(json_ld=[branches])).parts[5:] == (
        "business=Waterstones Islington", "telephone=+44 20 7704 2280", "address=11 Islington Green")
    # A person's phone, a number that is no phone, hours of no day, a name of no string: no business.
    for wrong in ({"@type": "Person", "name": "Ada", "telephone": "+44 20 7284 0011"},
                  {"@type": "Store", "name": "Kiosk", "telephone": 5},
                  {"@type": "Store", "name": "Kiosk", "openingHours": "always", "openingHoursSpecification": [
                      {"dayOfWeek": "Someday", "opens": "09:00", "closes": "17:00"}, "Mo", 3]},
                  {"@type": "Store", "name": ["", {}], "telephone": "+44 20 7284 0011"}):
        parts = structured_data.analyze(make_page(json_ld=[wrong])).parts
        assert not any(p.startswith(("business=", "telephone=", "hours=")) for p in parts), (wrong, parts)
