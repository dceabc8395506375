"""Formulas drawn as images (MediaWiki's way) reach the model as inline TeX, \\(…\\) (formulas.py)."""

from __future__ import annotations

import pytest

from reverserag.budget import main_end
from reverserag.formulas import is_formula_image, tex_formulas
from reverserag.page import parse_page

RENDER = "https://wikimedia.org/api/rest_v1/media/math/render/svg/"


@pytest.mark.parametrize(
    ("markdown", "expected"),
    [
        # MediaWiki: the TeX in its wrapper, or bare, as the image's alt text.
        (f"a matrix ![{{\\displaystyle A}}]({RENDER}7daf) is", "a matrix \\(A\\) is"),
        (f"denoted by ![A^{{\\mathsf {{H}}}}]({RENDER}d941), then", "denoted by \\(A^{\\mathsf {H}}\\), then"),
        # The wrapper says it is TeX wherever the picture is served from.
        ("so ![{\\textstyle \\sum _{i=1}^{n}i}](https://wiki.example/math/1.png).", "so \\(\\sum _{i=1}^{n}i\\)."),
        # A <math alttext> the widget read, left bare in the text.
        ("where {\\displaystyle a^{2}+b^{2}} holds", "where \\(a^{2}+b^{2}\\) holds"),
        ("![{\\displaystyle a} and more](https://example.test/a.png)", "![\\(a\\) and more](https://example.test/a.png)"),
        # TeX's escaped braces are characters, and space runs in the TeX become one.
        ("set {\\displaystyle \\{x\\mid x>0\\}}", "set \\(\\{x\\mid x>0\\}\\)"),
        (f"![{{\\displaystyle a\n}}]({RENDER}1)", f"![{{\\displaystyle a\n}}]({RENDER}1)"),
        # Whatever is not a whole formula stays as it is.
        ("![A diagram](https://example.test/a.png)", "![A diagram](https://example.test/a.png)"),
        (f"![]({RENDER}abc)", f"![]({RENDER}abc)"),
        ("open {\\displaystyle a^{2} never closed", "open {\\displaystyle a^{2} never closed"),
        ("{\\displaystyles} is no wrapper", "{\\displaystyles} is no wrapper"),
        # TeX the widget delimited already: a wrapper that is the whole formula comes off, any
        # other is part of the formula.
        ("KaTeX's \\({\\displaystyle a^{2}}\\) here", "KaTeX's \\(a^{2}\\) here"),
        ("and \\( {\\displaystyle b} \\) too", "and \\(b\\) too"),
        ("sum \\(x+{\\displaystyle y}\\) kept", "sum \\(x+{\\displaystyle y}\\) kept"),
        # Code shows TeX as it is written.
        ("use `{\\displaystyle x}` in wikitext", "use `{\\displaystyle x}` in wikitext"),
        ("```tex\n{\\displaystyle x}\n```\n\nthen {\\displaystyle y}",
         "```tex\n{\\displaystyle x}\n```\n\nthen \\(y\\)"),
    ],
)
def test_formulas_become_inline_tex(markdown, expected):
    assert tex_formulas(markdown) == expected


def test_a_formula_image_is_told_by_where_it_is_served_or_by_its_wrapper():
    assert is_formula_image(RENDER + "7daf", "A")
    assert is_formula_image("https://wiki.example/index.php?title=Special:MathShowImage&hash=1", None)
    assert is_formula_image("https://wiki.example/math/1.png", "{\\displaystyle x}")
    assert not is_formula_image("https://example.test/a.png", "A diagram")
    assert not is_formula_image("https://example.test/a.png", None)


def test_content_and_main_are_rewritten_alike_and_formula_images_leave_media():
    main = f"# Hermitian matrix\n\n[¶1] A matrix ![{{\\displaystyle A}}]({RENDER}7daf) is Hermitian."
    content = main + "\n\n---\n\n[Page chrome: header, navigation, sidebars, footer]\n\n![Logo](https://w.test/logo.png)"
    page = parse_page({"url": "https://w.test/wiki/Hermitian_matrix", "content": content, "main": main,
                       "media": {"images": [{"src": RENDER + "7daf", "alt": "{\\displaystyle A}"},
                                            {"src": "https://w.test/logo.png", "alt": "Logo"}]}},
                      max_content_chars=100_000)
    assert page.main == "# Hermitian matrix\n\n[¶1] A matrix \\(A\\) is Hermitian."
    assert page.content.startswith(page.main) and main_end(page) == len(page.main)
    assert "![Logo](https://w.test/logo.png)" in page.content
    assert [image.src for image in page.media.images] == ["https://w.test/logo.png"]
