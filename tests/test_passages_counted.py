from __future__ import annotations

from reverserag.passages import split_passages


def test_a_counted_marker_starts_its_sentence():
    """The widget writes the number a list's CSS counter draws after the item's label, as the start of its text
    ("[¶4] 2.1. You may cancel …", the form the offline engine's numbered parts read). The sentence splitter took
    "2.1." for a sentence of its own, a passage that said nothing, and left the clause's text without its number."""
    md = ("## [¶3] 2. Cancellation and refunds\n\n"
          "[¶4] 2.1. You may cancel your subscription at any time from Billing.\n"
          "[¶5] 2.2. Cancellation takes effect at the end of the current Billing Period.\n"
          "[¶6] 3. Governing law. These Terms are governed by the laws of Ireland.\n")
    said = [(p.label, p.text) for p in split_passages(md)]
    assert said == [(4, "2.1. You may cancel your subscription at any time from Billing."),
                    (5, "2.2. Cancellation takes effect at the end of the current Billing Period."),
                    (6, "3. Governing law."), (6, "These Terms are governed by the laws of Ireland.")], said
