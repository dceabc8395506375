"""Where a sentence ends: the one rule the budget's cuts, the greeting's cap and the mark on an
answer cut short all use."""

from __future__ import annotations

import pytest

from reverserag import sentences


@pytest.mark.parametrize(("text", "ended"), [
    ("It folds flat.", True),
    ("It folds flat.  \n", True),
    ("It is **flat.**", True),  # emphasis closed after the stop
    ('He said "flat."', True),
    ("Really?!", True),
    ("好。", True),
    ("「好。」", True),
    ("नमस्ते।", True),
    ("لماذا؟", True),
    ("រាជធានីរបស់ប្រទេសគឺភ្នំពេញ។", True),  # Khmer's khan
    ("နေပြည်တော်သည် မြို့တော်ဖြစ်သည်။", True),  # Myanmar's section mark
    ("ภาษาไทยเป็นภาษาราชการของประเทศ", False),  # Thai has no full stop
    ("It weighs 3.5", False),
    ("as in e.g", False),
    ("It folds", False),
    ("", False),
])
def test_a_text_ends_a_sentence_at_its_stop(text, ended):
    assert sentences.ends(text) is ended


def test_cjk_sentences_end_with_no_space_after_them():
    assert [m.group() for m in sentences.END.finditer("好。我们走吧！Fine. Then")] == ["。", "！", "."]
