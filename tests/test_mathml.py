"""A formula the widget found only as MathML reaches the model as TeX (mathml.py, formulas.py)."""

from __future__ import annotations

import pytest

from reverserag.budget import main_end
from reverserag.formulas import tex_formulas
from reverserag.mathml import to_tex
from reverserag.page import parse_page


@pytest.mark.parametrize(
    ("markup", "tex"),
    [
        # MathJax 3's MathML for screen readers, as Chromium serialises it (attributes and all).
        ('<mi>a</mi><mo>≠</mo><mn>0</mn>', "a≠0"),
        ('<mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup>', "E=mc^{2}"),
        ('<mi>x</mi><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac>', "x=\\frac{1}{2}"),
        ('<munderover><mo data-mjx-texclass="OP">∑</mo><mrow data-mjx-texclass="ORD"><mi>i</mi><mo>=</mo>'
         '<mn>1</mn></mrow><mi>n</mi></munderover><msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>',
         "∑_{i=1}^{n}x_{i}^{2}"),
        ('<msup><mrow><mo stretchy="false">(</mo><mi>a</mi><mo>+</mo><mi>b</mi><mo stretchy="false">)</mo>'
         '</mrow><mn>2</mn></msup>', "{(a+b)}^{2}"),
        ('<msqrt><mi>x</mi><mo>+</mo><mn>1</mn></msqrt><mo>≤</mo><mroot><mi>y</mi><mn>3</mn></mroot>',
         "\\sqrt{x+1}≤\\sqrt[3]{y}"),
        ('<mover><mi>x</mi><mo>˙</mo></mover><mo>,</mo><mover><mi>B</mi><mo stretchy="false">→</mo></mover>'
         '<mo>,</mo><mover><mi>x</mi><mo>∗</mo></mover><mo>,</mo><munder><mo>lim</mo><mrow><mi>n</mi><mo>→</mo>'
         '<mi mathvariant="normal">∞</mi></mrow></munder>', "\\dot{x},\\vec{B},\\overset{∗}{x},\\underset{n→∞}{lim}"),
        ('<mtable columnspacing="1em"><mtr><mtd><mn>1</mn></mtd><mtd><mn>0</mn></mtd></mtr><mtr><mtd>'
         '<mn>0</mn></mtd><mtd><mn>1</mn></mtd></mtr></mtable>', "\\begin{matrix}1 & 0 \\\\ 0 & 1\\end{matrix}"),
        ('<mfenced open="[" close="]"><mi>a</mi><mi>b</mi></mfenced>', "[a,b]"),
        # Names: functions as TeX's commands, kept apart from what follows; other words upright.
        ('<mi>sin</mi><mo>⁡</mo><mi>x</mi><mo>+</mo><mi>speed</mi>', "\\sin x+\\mathrm{speed}"),
        # Invisible operators show nothing; text keeps its words; entities are characters.
        ('<mi>m</mi><mo>⁢</mo><mi>c</mi><mtext>if&nbsp;any</mtext><mo>&lt;</mo><mn>1</mn>', "mc\\text{if any}<1"),
        # Annotations say again what the formula says.
        ('<semantics><mrow><mi>x</mi></mrow><annotation encoding="text/plain">x</annotation></semantics>', "x"),
        # An element this does not know writes its children; an empty formula is empty.
        ('<mstyle displaystyle="true"><mi>y</mi></mstyle>', "y"),
        ('<mi></mi>', ""),
    ],
)
def test_mathml_is_written_as_tex(markup: str, tex: str) -> None:
    assert to_tex(markup) == tex


@pytest.mark.parametrize("markup", ["5", "plain text", "<b>bold</b>", "", "< x"])
def test_markup_without_mathml_is_no_formula(markup: str) -> None:
    assert to_tex(markup) is None


@pytest.mark.parametrize(
    ("markdown", "expected"),
    [
        ("If \\(<mi>a</mi><mo>≠</mo><mn>0</mn>\\), then", "If \\(a≠0\\), then"),
        ("TeX stays: \\(E=mc^2\\).", "TeX stays: \\(E=mc^2\\)."),
        ("Not a formula: \\(<5\\) and \\(<b>x</b>\\).", "Not a formula: \\(<5\\) and \\(<b>x</b>\\)."),
        ("An empty one \\(<mi></mi>\\) goes.", "An empty one  goes."),
        # Code shows markup as it is written.
        ("use `\\(<mi>x</mi>\\)` here", "use `\\(<mi>x</mi>\\)` here"),
        ("```html\n\\(<mi>x</mi>\\)\n```\n\nthen \\(<mi>y</mi>\\)", "```html\n\\(<mi>x</mi>\\)\n```\n\nthen \\(y\\)"),
    ],
)
def test_formulas_sent_as_mathml_become_tex_in_prose(markdown: str, expected: str) -> None:
    assert tex_formulas(markdown) == expected


def test_content_main_and_headings_read_the_mathml_as_tex() -> None:
    formula = "\\(<msup><mi>x</mi><mn>2</mn></msup>\\)"
    main = f"# Squares of {formula}\n\n[¶1] The area is {formula} for a side of x."
    content = main + "\n\n---\n\n[Page chrome: header, navigation, sidebars, footer]\n\nFooter"
    page = parse_page({"url": "https://w.test/squares", "content": content, "main": main,
                       "headings": [{"level": 1, "text": f"Squares of {formula}"}]},
                      max_content_chars=100_000)
    assert page.main == "# Squares of \\(x^{2}\\)\n\n[¶1] The area is \\(x^{2}\\) for a side of x."
    assert page.content.startswith(page.main) and main_end(page) == len(page.main)
    assert page.headings[0].text == "Squares of \\(x^{2}\\)"
