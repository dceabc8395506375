"""What a control shows, for the offline engine: "What is the hint?" under a "Hide hint" button is the block the
button shows, right after it, not the button's label, which the search quoted as the best match (QA55 #14); and a
control's label alone ("Show transcript" over a transcript the page keeps hidden) is no answer to anything.
"""

from __future__ import annotations

import re

from ..passages import Passage
from ..ranking import Index
from ..words import terms, word_count

# A control's label: a verb that shows or hides, then what it shows ("Hide hint", "Show the answer", "Afficher
# l'indice", "Mostrar transcripción"), or in German and Dutch what it shows, then the verb ("Hinweis anzeigen",
# "Antwoord tonen"); an arrow or a sign around it.
_MARK = r"[▸▾►▼▶◀+−–-]"
_SHOWS = (r"show|hide|reveal|toggle|expand|collapse|afficher|masquer|révéler|mostrar|ocultar|esconder|mostra"
          r"|nascondi|toon|verberg|tonen|verbergen")
_CONTROL = re.compile(rf"^(?:{_MARK}\s*)?(?:{_SHOWS}|view|voir|ver|zeige|zeigen)\s+"
                      r"(?:the\s+|l['’]\s*|la\s+|le\s+|les\s+|el\s+|los\s+|las\s+|o\s+|a\s+|il\s+|lo\s+|de\s+|het\s+)?"
                      rf"(?P<what>[^\W\d_][^.!?:]{{0,40}}?)\s*{_MARK}?$", re.I)
_CONTROL_LAST = re.compile(rf"^(?:{_MARK}\s*)?(?P<what>[^\W\d_][^.!?:]{{0,40}}?)\s+"
                           rf"(?:anzeigen|ausblenden|einblenden|verbergen|tonen|zeigen)\s*{_MARK}?$", re.I)
# ... in Japanese, what it shows, then the verb ("ヒントを表示", "答えを見る", "解説を隠す"); in Chinese, the verb first
# ("显示提示", "查看答案", "隐藏提示").
_CONTROL_CJK = re.compile(r"^(?P<what>[^\s、。]{1,8}?)を?(?P<verb>表示|見る|みる|開く|隠す|閉じる)(?:する)?$"
                          r"|^(?P<verb_zh>显示|顯示|查看|展开|展開|隐藏|隱藏|收起)(?P<what_zh>[^\s，。]{1,8})$")
# ... and the verbs of those that only show or hide: "View from the top" may be a caption, not a control.
_TOGGLES = re.compile(rf"^(?:{_MARK}\s*)?(?:{_SHOWS})\b"
                      rf"|\b(?:anzeigen|ausblenden|einblenden|verbergen|tonen)\s*{_MARK}?$"
                      r"|(?:表示|隠す|開く|閉じる)(?:する)?$|^(?:显示|顯示|展开|展開|隐藏|隱藏|收起)", re.I)
# ... and of those that show: what such a control names is hidden until it is pressed ("Show hint").
_OPENS = re.compile(rf"^(?:{_MARK}\s*)?(?:show|reveal|expand|view|afficher|révéler|voir|mostrar|ver|mostra|toon|zeige"
                    rf"|zeigen)\b|\b(?:anzeigen|einblenden|tonen)\s*{_MARK}?$|(?:表示|見る|みる|開く)(?:する)?$"
                    r"|^(?:显示|顯示|查看|展开|展開)", re.I)
# The words a question about what a part says asks with, beside it: "What does the transcript say?".
_SAYING = frozenset(terms("say says said tell tells text content contents contain contains read reads written "
                          "dit disent sagt steht dice dizem diz dice zegt staat 何 内容 書 写 寫"))
# How many of the shown block's sentences an answer quotes, at most.
_MOST = 6


def label(p: Passage) -> str | None:
    """What the control whose label ``p`` is shows ("hint" for "Hide hint"); None when ``p`` is no control's label
    (a line of five words at most that opens with a verb that shows or hides; under a video, it reads as the
    video's caption)."""
    if p.chrome or p.row or p.code:
        return None
    cjk = _CONTROL_CJK.match(p.text)  # a CJK character is a "word": "ヒントを表示" is six
    if cjk:
        return cjk["what"] or cjk["what_zh"]
    found = _CONTROL.match(p.text) or _CONTROL_LAST.match(p.text) if word_count(p.text) <= 5 else None
    return found["what"] if found else None


def toggle(p: Passage) -> bool:
    """Whether ``p`` is a control's label that shows or hides something ("Show transcript"): no answer alone."""
    return label(p) is not None and _TOGGLES.search(p.text) is not None


def shown(sought: str, index: Index) -> list[Passage]:
    """For a question about what a control shows ("What is the hint?", "What does the transcript say?"), the block
    right after the control whose label names it ("Hide hint", then "Start with `let total = 0;` …"), in its
    section; empty when no control names it or nothing follows it there (a transcript the page keeps hidden until
    "Show transcript" is pressed: the next heading follows)."""
    wanted = set(terms(sought)) - _SAYING
    if not wanted:
        return []
    for p in index.passages:
        what = label(p)
        if what is None or not wanted <= set(terms(what)):
            continue
        after = index.passages[p.index + 1:p.index + 2]
        if not after or after[0].heading != p.heading or after[0].chrome or after[0].item or label(after[0]):
            continue
        held = [after[0]]
        for q in index.passages[after[0].index + 1:]:
            if not q.block or q.block != after[0].block:
                break
            held.append(q)
        return held[:_MOST]
    return []


def behind(sought: str, index: Index) -> Passage | None:
    """For a question about what a control shows that :func:`shown` has no block for, the control whose label names
    it and shows it when pressed ("Show hint", the next heading right after it: the page keeps the hint hidden, and
    the answer is that it has a button for it, not that it says nothing of it). None otherwise."""
    wanted = set(terms(sought)) - _SAYING
    if not wanted:
        return None
    for p in index.passages:
        what = label(p)
        if what is not None and wanted <= set(terms(what)) and _OPENS.search(p.text):
            return p
    return None
