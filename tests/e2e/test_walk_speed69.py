"""Classes the walk measures before it runs a pattern on them, as ``ReverseRAG.extract()`` reads them: a class too short
to hold what a rule looks for is not searched (an editor's "cm-content" is 10 characters at least, a language's
"lang-x" 6, an admonition's "block-title" 11). Each page holds a class of just that length, which a bound set one
character too tight would pass over."""

from __future__ import annotations

from extraction_helpers import read_beside as read
from harness import Site


def test_an_editor_named_by_its_shortest_class_is_read_as_code(site: Site) -> None:
    """CodeMirror 6's editor, `class="cm-content"` alone (10 characters), is a block of code, its lines one a line."""
    content = read(
        site,
        "/editor",
        '<div class="cm-content"><div class="cm-line">ferry --from helder</div>'
        '<div class="cm-line">ferry --to texel</div></div>',
    )
    assert "```\nferry --from helder\nferry --to texel\n```" in content, content


def test_a_language_named_by_its_shortest_class_is_not_read_as_a_line(site: Site) -> None:
    """A block's language label beside its code (VitePress's "sh" in `div.language-sh`) stays out, for a class of
    six characters too, "lang-r": the label "r" is no line of its own."""
    content = read(site, "/language", '<div class="lang-r"><span>r</span><pre><code>x &lt;- 1</code></pre></div>')
    assert "x <- 1" in content, content
    assert "\nr\n" not in content, content


def test_an_admonition_title_named_by_its_shortest_class_leads_its_note(site: Site) -> None:
    """An untitled admonition's title, `class="block-title"` (11 characters), leads its first block, not a line."""
    content = read(
        site, "/note", '<div class="note"><div class="block-title">Note</div><p>Heights are in metres.</p></div>'
    )
    assert "Note: Heights are in metres." in content, content
