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


# A Japanese and a Chinese pricing page: each plan a heading, its price a line of its own, a month only.
JAPANESE = """# 料金プラン

## スターター

[¶1] 個人やサイドプロジェクトのためのプランです。

**¥0** / 月

## プロフェッショナル

[¶2] 毎日リリースする成長中のチームのためのプランです。

**¥3,000** / ユーザー / 月

- 無制限のプロジェクト
- 100 GBのストレージ
"""
CHINESE = """# 价格

## 入门版

[¶1] 适合个人和业余项目。

**¥0** / 月

## 专业版

[¶2] 适合每天发布的成长型团队。

**¥199** / 用户 / 月

- 无限项目
- 100 GB 存储
"""


def test_japanese_and_chinese_price_questions_are_price_questions():
    """Brief off57: "プロフェッショナルはいくらですか？" quoted the plan's list ("無制限のプロジェクト"), as
    "How much is Pro?" did before QA55 #6 was fixed, and "专业版的价格是多少？" found nothing: いくら, 料金,
    価格, 値段, 多少钱, 价格, 费用 ask a price."""
    for question in ("プロフェッショナルはいくらですか？", "プロフェッショナルの料金は？",
                     "プロフェッショナルの価格を教えてください", "プロフェッショナルの値段は？"):
        said = ask(question, JAPANESE, title="料金プラン", lang="ja")
        assert "¥3,000 / ユーザー / 月" in said and "無制限" not in said and "¥0" not in said, question
    for question in ("专业版多少钱？", "专业版的价格是多少？", "专业版的费用是多少？"):
        said = ask(question, CHINESE, title="价格", lang="zh")
        assert "¥199 / 用户 / 月" in said and "无限项目" not in said and "¥0" not in said, question


def test_a_year_asked_of_a_monthly_price_says_the_page_gives_only_that():
    """Brief off57: "How much is Pro per year?" on a page that prices Pro by the month quoted the monthly line as if
    it answered, saying nothing of the year asked."""
    said = ask("How much is Pro per year?", PRICING, title="Pricing")
    assert said.startswith("The page gives only a monthly price for “Pro”:") and "$29 per user / month" in said
    said = ask("プロフェッショナルは年間いくらですか？", JAPANESE, title="料金プラン", lang="ja")
    assert said.startswith("「プロフェッショナル」は月額の料金しか書かれていません：") and "¥3,000" in said
    said = ask("专业版每年多少钱？", CHINESE, title="价格", lang="zh")
    assert said.startswith("本页只给出了“专业版”的月付价格：") and "¥199" in said
    # A page that gives the year asked says it as it stands.
    assert ask("How much is Basic per year?", BOTH, title="Plans").startswith("Under “Basic”, the page says:")
    assert ask("How much is Basic per month?", BOTH, title="Plans").startswith("Under “Basic”, the page says:")
