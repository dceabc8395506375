"""Quotations on a page as the offline engine quotes them: whole, with who said them."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run
from reverserag.inline import plain
from reverserag.words import is_byline, sentences

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


# The top of QA55's ja/ article as the widget reads it: a byline with its date, footnote markers linked to the notes.
JAPANESE = """# [¶1] 京都の町家(まちや)を未来へ残す ― 改修と暮らしの記録

文・山田(やまだ) 花子　2026年11月20日

[¶2] 京都市内には、約4万軒の町家が残っているといわれます。しかし、毎年およそ800軒が解体(かいたい)されています\
[※1](http://127.0.0.1:9092/ja/#fn1)。築百年を超える建物も少なくありません。

## 改修にかかる費用

[¶4] 改修費用は建物の状態によって大きく異なります。以下は、当編集部が取材した三軒の例です。

[¶5]
Table: 改修費用の例（2025年）

| 物件 | 築年数 | 延床面積 | 改修費用 |
| --- | --- | --- | --- |
| 西陣の町家 | 約110年 | 98㎡ | 1,850万円 |
| 祇園の町家 | 約90年 | 75㎡ | 2,400万円 |

[¶6] 京都市の補助金を使えば、最大で250万円の支援を受けられます[※2](http://127.0.0.1:9092/ja/#fn2)。\
申請は着工の三か月前までに行う必要があります！　詳しくは市の窓口へ。

1. [¶11] 京都市「京町家まちづくり調査」（2024年）による推計。[↩](http://127.0.0.1:9092/ja/#r1)
2. [¶12] 京都市「京町家保全・継承補助金」の2026年度の上限額。[↩](http://127.0.0.1:9092/ja/#r2)
"""


def test_japanese_is_quoted_as_written_without_its_byline_or_footnote_markers():
    """Regression (QA55 #18): the greeting opened "文・山田(やまだ) 花子 2026年11月20日 京都市内には、…" (the byline was
    not one), "…されています※1。" (a footnote's marker quoted as a word), and sentences run on were joined with a
    space, which Japanese does not write ("…異なります。 以下は、…")."""
    title = "京都の町家を未来へ残す ― 改修と暮らしの記録"
    greeting, _ = run(locked_messages(JAPANESE, title=title, lang="ja"), task="greeting")
    assert "といわれます。しかし、毎年およそ800軒が解体(かいたい)されています。" in greeting
    assert "山田" not in greeting and "※" not in greeting
    assert is_byline("文・山田(やまだ) 花子　2026年11月20日") and not is_byline("2026年11月20日に開店しました。")
    asked = quoted_part(ask("改修費用はいくらですか？", JAPANESE, title=title, lang="ja"))
    assert asked[0] == "> 改修費用は建物の状態によって大きく異なります。以下は、当編集部が取材した三軒の例です。 [¶4]"
    asked = quoted_part(ask("補助金はいくらまで受けられますか？", JAPANESE, title=title, lang="ja"))
    assert asked[0] == "> 京都市の補助金を使えば、最大で250万円の支援を受けられます。 [¶6]"


# The corpus's lazy-image-1 around its definition of profiling, which it quotes, and its conclusion.
PROFILING = """# [¶1] Node.js and CPU profiling on production

# [¶15] CPU profiling: what’s the difference with CPU monitoring?

> [¶16] “Most commonly, profiling information serves to aid program optimization. Profiling is achieved by \
instrumenting either the program source code or its binary executable form using a tool called a profiler”

[¶17] Basically, for Node.js, CPU profiling is nothing more than collecting data about functions which are CPU \
consuming.

# [¶81] Conclusion

[¶82] CPU profiling is really a must-have tool for every developer. And now we can run it on production.
"""


def test_a_definition_inside_a_quotation_answers_what_is():
    """Regression (stop 56, lazy-image-1): "What is profiling?" quoted the Conclusion's "CPU profiling is really a
    must-have tool", since a quotation kept whole as one sentence hid the sentence "Profiling is achieved by …"
    inside it from the what-is finder: the words before its "is" were the whole first sentence."""
    said = quoted_part(ask("What is profiling?", PROFILING, title="Node.js and CPU profiling on production"))
    assert said[0].startswith("> “Most commonly, profiling information serves") and said[0].endswith("[¶16]")


def test_unlinked_footnote_markers_are_not_quoted():
    """Brief off57: a footnote's marker the page does not link (※1, *1, a superscript number glued to a word or a
    stop, as the widget writes it: "bike^1", "year.^(12)") stayed in the quoted sentence; a marker that opens a
    note's own line, a power ("10^8", "m^2", "mc^2") and a product of numbers ("2\\*3") stay."""
    page = ("# Notes\n\n[¶1] 毎年およそ800軒が解体されています※1。最大で250万円の支援を受けられます*1。\n\n"
            "[¶2] Rentals cost €12 a day for a city bike^1 and the fleet grew 40% last year.^(12) The speed of light"
            " squared is c^2, and E = mc^2 in a room of 20 m^2 at 10^8 joules, or 2\\*3 units.\n\n"
            "[¶3] ※1 京都市の推計による。\n")
    said = ask("解体されていますか？", page, title="Notes", lang="ja")
    assert "> 毎年およそ800軒が解体されています。" in said and "※1" not in said
    said = ask("支援を受けられますか？", page, title="Notes", lang="ja")
    assert "最大で250万円の支援を受けられます。 [¶1]" in said and "*1" not in said
    said = ask("How much does a city bike cost?", page, title="Notes")
    assert "> Rentals cost €12 a day for a city bike and the fleet grew 40% last year. [¶2]" in said
    assert plain("squared is c^2, and E = mc^2 in a room of 20 m^2 at 10^8 joules, or 2\\*3 units.") == (
        "squared is c^2, and E = mc^2 in a room of 20 m^2 at 10^8 joules, or 2*3 units.")
    assert plain("Run `total*2` and `x^1`; see the notes.^2") == "Run total*2 and x^1; see the notes."
    assert "> ※1 京都市の推計による。" in ask("京都市の推計は？", page, title="Notes", lang="ja")


def test_a_quotation_cut_at_the_cap_is_closed():
    """Brief off57: a quotation kept whole up to 600 characters is cut there, and its first part was quoted with its
    opening mark and no closing one; it now ends " …”"."""
    long = " ".join(f"Sentence {n} of the speech says something about the harbour and its ferries." for n in range(9))
    said = ask("What does sentence 0 of the speech say about the harbour?", f"# Speech\n\n[¶1] “{long}”\n",
               title="Speech")
    quoted = quoted_part(said)[0]
    assert quoted.startswith("> “Sentence 0 of the speech") and quoted.endswith("ferries. …” [¶1]"), quoted


def test_a_quote_is_closed_only_where_it_opens_a_quotation():
    """The corpus's folha: a sentence that closes a straight quotation opened before it and then quotes a name
    ('situações", falou Tite ao programa "Grande Círculo", …') opens none; wordpress's excerpt that ends "…" inside
    its quotation gets the mark alone."""
    from reverserag.engines.quoting import closed

    said = 'Seja dada a ele a prioridade", falou Tite ao programa "Grande Círculo", que irá ao ar no SporTV.'
    assert closed(said) == said
    assert closed('the survey is "biased against devs…') == 'the survey is "biased against devs…"'
    assert closed("「冬は寒いです。") == "「冬は寒いです。…」"
