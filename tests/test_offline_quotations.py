"""Quotations on a page as the offline engine quotes them: whole, with who said them."""

from __future__ import annotations

from offline_helpers import ask, quoted_part
from reverserag.words import sentences

# QA55's min/quote-split.html as the widget reads it: a Japanese quotation and its English translation.
QUOTE_SPLIT = """# 住み手の声

[¶1] 西陣の町家に住む佐藤さんに、改修後の暮らしについて話を聞きました。

[¶2] 「冬は寒いです。でも、朝の光が坪庭に差し込む瞬間は、何にも代えがたい。」

[¶3] “Winters are cold. But the moment the morning light reaches the courtyard is worth everything.”
"""


def test_a_quotation_of_two_sentences_is_quoted_whole():
    """Regression (QA55 #24): "Are winters cold?" was answered “Winters are cold. and "冬は寒いですか？"
    「冬は寒いです。: a sentence break inside the quotation cut it, leaving its opening mark unmatched."""
    english = quoted_part(ask("Are winters cold?", QUOTE_SPLIT, title="住み手の声", lang="ja"))
    assert english == ["> “Winters are cold. But the moment the morning light reaches the courtyard is worth"
                       " everything.” [¶3]"]
    japanese = quoted_part(ask("冬は寒いですか？", QUOTE_SPLIT, title="住み手の声", lang="ja"))
    assert japanese == ["> 「冬は寒いです。でも、朝の光が坪庭に差し込む瞬間は、何にも代えがたい。」 [¶2]"]


def test_a_stop_inside_a_quotation_ends_no_sentence():
    assert sentences("“Winters are cold. But it is worth it.” She smiled. Then she left.") == [
        "“Winters are cold. But it is worth it.”", "She smiled.", "Then she left."]
    assert sentences("「冬は寒いです。でも好きです。」と話す。次の文。") == [
        "「冬は寒いです。でも好きです。」と話す。", "次の文。"]
    assert sentences("Er sagt: „Winter ist kalt. Aber schön.“ Dann geht er.")[0].endswith("schön.“ Dann geht er.")
    assert sentences('He said "Wait. Not yet." Then he left.') == ['He said "Wait. Not yet."', "Then he left."]
    # An inch mark opens nothing; nor does a closing mark with no opening one.
    assert sentences('It has a 27" screen. It is big.') == ['It has a 27" screen.', "It is big."]
    assert sentences("It is big.” Then more. And more.") == ["It is big.”", "Then more.", "And more."]
    # A quotation left open (a novel's, closed paragraphs later) runs over six sentences at most.
    opened = "He said “" + " ".join(f"Sentence number {n} is here." for n in range(1, 10))
    assert [len(s.split()) for s in sentences(opened)] == [2 + 6 * 5, 5, 5, 5]


# QA55's min/quote-attribution-ja.html as the widget reads it: who said the quotation on the line under it,
# too short for a label of its own.
ATTRIBUTED = """# 住み手の声

[¶1] 西陣の町家に住む佐藤さんに、改修後の暮らしについて話を聞きました。

[¶2] 「冬は寒いです。でも、朝の光が坪庭に差し込む瞬間は、何にも代えがたい。」

――西陣の町家に住む佐藤さん（四十二歳）

[¶3] 佐藤さんは、改修後に家族四人で移り住みました。「子どもたちは、土間で遊ぶのが好きなんです」と笑います。
"""

# The testimonial of QA55's saas/ pricing page.
TESTIMONIAL = """# Stackwise pricing

[¶1] Plans for teams of every size, billed monthly or yearly.

## What our customers say

> [¶7] “Stackwise cut our release time from two days to forty minutes.”

[¶8] — Priya Raman, CTO at Globex

## [¶9] Frequently asked questions

[¶10] **Can I change plans later?**

[¶11] Yes. Upgrades take effect immediately and downgrades at the end of your billing period.
"""


def test_what_someone_said_is_the_quotation_above_the_line_naming_them():
    """Regression (QA55 #10): "佐藤さんは何と言っていますか？" quoted the line naming Sato, not what Sato said above it
    (a Japanese attribution, of more than fifteen characters, was not taken for one); "What did Priya say?" on the
    pricing page quoted "— Priya Raman, CTO at Globex" alone."""
    quoted = quoted_part(ask("佐藤さんは何と言っていますか？", ATTRIBUTED, title="住み手の声", lang="ja"))
    said = "> 「冬は寒いです。でも、朝の光が坪庭に差し込む瞬間は、何にも代えがたい。」 [¶2]"
    assert said in quoted and quoted[quoted.index(said) + 1] == "> ――西陣の町家に住む佐藤さん（四十二歳）"
    assert quoted_part(ask("What did Priya say?", TESTIMONIAL, title="Stackwise pricing")) == [
        "> “Stackwise cut our release time from two days to forty minutes.” [¶7]",
        "> — Priya Raman, CTO at Globex [¶8]"]
