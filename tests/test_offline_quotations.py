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
