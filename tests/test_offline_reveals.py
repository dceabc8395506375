"""What a control shows, as the offline engine answers it: the block right after a "Hide hint" button is the hint;
the button's label alone is no answer (QA55 #14)."""

from __future__ import annotations

from offline_helpers import ask

# qa55's min/transcript-hint.html as the widget read it, the transcript and the hint both shown.
LESSON = """# Lesson 3: Loops

[¶1] A loop runs the same block of code again and again until its condition is false.

## Video: your first loop

[video: Your first loop (4 min)](http://127.0.0.1:9092/loops.mp4)

Hide transcript

[¶2] Hi! Today we write our first loop. We count from zero to four, so the body runs five times.

## Exercise

[¶3] Write a function that returns the total of an array.

Hide hint

[¶4] Start with `let total = 0;` and add each number to it.
"""
# The same lesson with both still hidden, as qa55's learn/ page was read: the next heading follows each button.
HIDDEN = """# Lesson 3: Loops

[¶1] A loop runs the same block of code again and again until its condition is false.

## Video: your first loop

[video: Your first loop (4 min)](http://127.0.0.1:9092/loops.mp4)

Show transcript

## Exercise

[¶2] Write a function that returns the total of an array.

Show hint

## Scratchpad

Run tests
"""


def test_what_a_hide_button_shows_is_the_block_after_it():
    """QA55 #14: "What is the hint?" got "Hide hint", "What does the transcript say?" "Hide transcript"."""
    said = ask("What is the hint?", LESSON, title="Lesson 3")
    assert "Start with let total = 0; and add each number to it." in said and "Hide hint" not in said
    said = ask("What does the transcript say?", LESSON, title="Lesson 3")
    assert "We count from zero to four, so the body runs five times." in said and "Hide transcript" not in said


def test_a_buttons_label_alone_is_no_answer_but_the_page_has_a_button_for_what_it_hides():
    """Brief off57: "What is the hint?" with the hint behind a "Show hint" button not pressed got "I could not find
    that": the page has it, behind the button, which the answer now says (not quoting the label as the hint)."""
    for question, button in (("What is the hint?", "“Show hint”"), ("What does the transcript say?",
                                                                    "“Show transcript”")):
        said = ask(question, HIDDEN, title="Lesson 3")
        assert said.startswith(f"The page has a {button} button for that: what it shows is not on the page until it"
                               " is pressed."), question
        assert "> Show" not in said and "Run tests" not in said and "could not find" not in said, question
    # A question about nothing a button shows is not answered with one.
    assert "button" not in ask("What is the deadline?", HIDDEN, title="Lesson 3")
    said = ask("Quel est l'indice ?", HIDDEN.replace("Show hint", "Afficher l'indice"), title="Leçon 3", lang="fr")
    assert said.startswith("La page a un bouton « Afficher l'indice » pour cela"), said


def test_japanese_and_chinese_show_and_hide_buttons():
    """A hint behind "ヒントを表示" (show the hint) or "显示提示", or shown under "ヒントを隠す" (hide it):
    the label, of more than five characters, each a "word", and in no words of the English or European
    controls, was no control, and was quoted as the hint."""
    japanese = ("# 第3課：ループ\n\n[¶1] ループは同じ処理を何度も繰り返します。\n\n## 練習問題\n\n"
                "[¶2] 配列の合計を返す関数を書いてください。\n\nヒントを表示\n\n"
                "## メモ\n\n[¶3] ここに自由に書けます。\n")
    said = ask("ヒントは何ですか？", japanese, title="第3課", lang="ja")
    assert said.startswith("このページには「ヒントを表示」ボタンがあります。"), said
    shown = japanese.replace("ヒントを表示\n\n", "ヒントを隠す\n\n[¶4] まず合計を0にして、各要素を足していきます。\n\n")
    said = ask("ヒントは何ですか？", shown, title="第3課", lang="ja")
    assert "> まず合計を0にして、各要素を足していきます。 [¶4]" in said and "隠す" not in said, said
    chinese = ("# 第3课：循环\n\n[¶1] 循环会一次又一次地运行同一段代码。\n\n## 练习\n\n"
               "[¶2] 写一个返回数组总和的函数。\n\n显示提示\n\n## 笔记\n\n[¶3] 你可以在这里随便写。\n")
    said = ask("提示是什么？", chinese, title="第3课", lang="zh")
    assert said.startswith("本页有一个“显示提示”按钮"), said
