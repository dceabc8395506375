"""What a plan costs, as the offline engine answers it on a pricing page: the price line of the plan's section,
not the list of what the plan holds (QA55 #6)."""

from __future__ import annotations

from offline_helpers import ask
from reverserag.engines.amounts import cost_words
from reverserag.engines.outline import Outline
from reverserag.engines.plans import priced

# qa55's min/price-question.html as the widget read it: each plan an H2, its price a short line of its own.
PRICING = ("# Pricing\n\n## Starter\n\n[¶1] For individuals and side projects.\n\n**$0** per month\n\n"
           "- 3 projects\n- 1 GB storage\n\nMost popular\n\n## Pro\n\n[¶2] For growing teams that ship every day."
           "\n\n**$29** per user / month\n\n- Unlimited projects\n- 100 GB storage\n- Priority email support")
# qa55's pricing page after the Annual toggle (saas2.annual.main.md), the sign-up buttons' "free" in each plan.
ANNUAL = """# Simple pricing for teams of every size

[¶1] Start free for 14 days. No credit card required.

## Pro

[¶2] For growing teams that ship every day.

[¶3] $23 per user / month, billed $276 yearly

- Unlimited projects
- 100 GB storage

[Start free trial](http://127.0.0.1:9092/signup?plan=pro)

## Team

[¶4] For organisations with advanced security needs.

[¶5] $47 per user / month, billed $564 yearly

- Everything in Pro
- 1 TB storage
- SAML SSO and SCIM

[Contact sales](http://127.0.0.1:9092/contact)
"""
# A plan that gives both periods, each a line of its own.
BOTH = """# Plans

## Basic

[¶1] For one person.

$9 per month

$90 per year

- 5 projects
- Email support

## Plus

[¶2] For small teams.

$19 per month

$190 per year

- 50 projects
- Chat support
"""


def test_how_much_a_plan_is_per_month_is_its_price_line_not_its_features():
    """QA55 #6: "How much is Pro per month?" quoted "Unlimited projects / 100 GB storage / Priority email
    support", the section's list, never "$29 per user / month"."""
    for question in ("How much is Pro per month?", "How much does Pro cost?", "What is the price of Pro?"):
        said = ask(question, PRICING, title="Pricing")
        assert "$29 per user / month" in said, question
        assert "Unlimited projects" not in said and "$0" not in said, question


def test_a_plan_named_with_the_word_plan_and_in_french():
    said = ask("How much does the Team plan cost?", ANNUAL, title="Pricing · Stackwise")
    assert "$47 per user / month, billed $564 yearly" in said
    assert "Start free" not in said and "$23" not in said
    said = ask("Combien coûte Pro par an ?", ANNUAL, title="Pricing · Stackwise")
    assert "$23 per user / month, billed $276 yearly" in said and "Team" not in said


def test_the_period_asked_where_the_page_gives_both():
    said = ask("How much is Plus per year?", BOTH, title="Plans")
    assert "$190 per year" in said and "$19 per month" not in said
    said = ask("What does Basic cost per month?", BOTH, title="Plans")
    assert "$9 per month" in said and "$90" not in said
    said = ask("How much is Basic?", BOTH, title="Plans")
    assert "$9 per month" in said and "$90 per year" in said


def test_a_question_that_asks_more_than_the_price_is_not_answered_with_it():
    # "How much storage does Pro have?" asks an amount of storage: what the plan holds says it.
    said = ask("How much storage does Pro have?", PRICING, title="Pricing")
    assert "100 GB storage" in said


def test_a_heading_that_is_a_sentence_names_no_plan():
    """bench/offline_questions.py, nytimes-4: "What about Interest costs make it harder for the government to do
    other things?" (a heading, "costs" in it) was answered with every price of the section, not the best passage."""
    page = ("# The debt\n\n[¶1] The federal debt has doubled in a decade.\n\n"
            "## Interest costs make it harder for the government to do other things\n\n"
            "[¶2] Grants to students total roughly $30 billion, a tenth of what the government pays in interest.\n\n"
            "[¶3] Mr. Trump has called for spending $1 trillion on roads.\n\n[¶4] The Navy's budget is $32 billion.\n")
    question = "What about Interest costs make it harder for the government to do other things?"
    assert priced(question, question, cost_words(question), Outline(page)) == []
    assert [p.text for p in priced("How much is Pro?", "How much is Pro?", cost_words("How much is Pro?"),
                                   Outline(PRICING))] == ["$29 per user / month"]
