"""Formulas on the page as ``ReverseRAG.extract()`` reads them, in Chromium, Firefox and WebKit:
MediaWiki's images, KaTeX, MathJax (HTML and SVG) and arXiv's LaTeXML, each read as its math."""

from __future__ import annotations

import json

import pytest
from extraction_helpers import as_served
from harness import ORIGIN, Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


def test_formulas_drawn_as_aria_hidden_images_are_read(site: Site) -> None:
    """MediaWiki's markup for a formula: the MathML copy is display: none, the picture is
    aria-hidden with the TeX as its alt text. The picture is what a visitor sees, so its alt is read
    as any image's; aria-hidden still hides text, and images with nothing to say."""
    site.goto(site.html("/formula", r"""
      <main><h1>Hermitian matrix</h1>
      <p>If the conjugate transpose of a matrix <span class="mwe-math-element"><span
        class="mwe-math-mathml-inline" style="display: none"><math alttext="{\displaystyle A}"><mi>A</mi>
        </math></span><img src="/math/render/svg/7daf" class="mwe-math-fallback-image-inline" aria-hidden="true"
        alt="{\displaystyle A}" width="12" height="12"></span> is denoted by <span class="mwe-math-element"><img
        src="/math/render/svg/d941" aria-hidden="true" alt="A^{\mathsf {H}}" width="24" height="12"></span>,
        then the Hermitian property can be written concisely.</p>
      <p>Words <span aria-hidden="true">ARIA-HIDDEN-TEXT</span> and an icon <img src="/icon.svg"
        aria-hidden="true" alt="" width="12" height="12"> and one <span aria-hidden="true"><img
        src="/inner.svg" alt="INSIDE-HIDDEN-PARENT" width="12" height="12"></span> stay out.</p></main>"""))
    payload = site.extract()
    content = payload["content"]
    assert (f"matrix ![{{\\displaystyle A}}]({ORIGIN}/math/render/svg/7daf) is denoted by "
            f"![A^{{\\mathsf {{H}}}}]({ORIGIN}/math/render/svg/d941), then") in content
    assert content.count("displaystyle") == 1  # the hidden MathML copy stays out
    assert "Words and an icon and one stay out." in content
    dumped = json.dumps(payload)
    for hidden in ("ARIA-HIDDEN-TEXT", "icon.svg", "INSIDE-HIDDEN-PARENT"):
        assert hidden not in dumped


# KaTeX 0.16 and MathJax 3 (CHTML output, assistive MathML) as they render "E=mc^2", "\frac{1}{2}" and
# "a \ne 0", with the rules of their style sheets that hide the MathML and lay out the drawing.
KATEX = ('<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML">'
         '<semantics><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>'
         '<annotation encoding="application/x-tex">E=mc^2</annotation></semantics></math></span>'
         '<span class="katex-html" aria-hidden="true"><span class="base"><span class="strut" style="height:0.6833em;">'
         '</span><span class="mord mathnormal" style="margin-right:0.0576em;">E</span><span class="mspace" '
         'style="margin-right:0.2778em;"></span><span class="mrel">=</span><span class="mspace" '
         'style="margin-right:0.2778em;"></span></span><span class="base"><span class="strut" '
         'style="height:0.8141em;"></span><span class="mord mathnormal">m</span><span class="mord"><span '
         'class="mord mathnormal">c</span><span class="msupsub"><span class="vlist-t"><span class="vlist-r"><span '
         'class="vlist" style="height:0.8141em;"><span style="top:-3.063em;margin-right:0.05em;"><span '
         'class="pstrut" style="height:2.7em;"></span><span class="sizing reset-size6 size3 mtight"><span '
         'class="mord mtight">2</span></span></span></span></span></span></span></span></span></span></span>')
KATEX_DISPLAY = ('<span class="katex-display"><span class="katex"><span class="katex-mathml"><math '
                 'xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><mfrac><mn>1</mn>'
                 '<mn>2</mn></mfrac></mrow><annotation encoding="application/x-tex">\\frac{1}{2}</annotation>'
                 '</semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span '
                 'class="mord"><span class="mfrac"><span class="vlist-t vlist-t2"><span class="vlist-r"><span '
                 'class="vlist" style="height:1.3214em;"><span style="top:-2.314em;"><span class="mord">2</span>'
                 '</span><span style="top:-3.677em;"><span class="mord">1</span></span></span></span></span></span>'
                 '</span></span></span></span></span>')
MATHJAX = ('<mjx-container class="MathJax" jax="CHTML" style="position: relative;"><mjx-math class=" MJX-TEX" '
           'aria-hidden="true"><mjx-mi class="mjx-i"><mjx-c class="mjx-c1D44E TEX-I"></mjx-c></mjx-mi><mjx-mo '
           'class="mjx-n" space="4"><mjx-c class="mjx-c2260"></mjx-c></mjx-mo><mjx-mn class="mjx-n" space="4">'
           '<mjx-c class="mjx-c30"></mjx-c></mjx-mn></mjx-math><mjx-assistive-mml unselectable="on" '
           'display="inline"><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>a</mi><mo>≠</mo><mn>0</mn>'
           '</math></mjx-assistive-mml></mjx-container>')
# MathJax 4 (CHTML output, the default speech), as it renders "x_i^2": the TeX on the drawing, an empty
# box for screen readers laid over it, no MathML (its data-semantic-* attributes left out here).
MATHJAX_4 = ('<mjx-container class="MathJax" jax="CHTML" overflow="overflow" has-speech="true" '
             'style="font-size: 103.9%;"><mjx-math data-latex="x_i^2" class="NCM-N" aria-hidden="true"><mjx-msubsup '
             'data-latex="x_i^2"><mjx-mi data-latex="x"><mjx-c class="mjx-c1D465">𝑥</mjx-c></mjx-mi><mjx-script '
             'style="vertical-align: -0.284em; margin-left: 0px;"><mjx-mn size="s" data-latex="2"><mjx-c '
             'class="mjx-c32">2</mjx-c></mjx-mn><mjx-spacer style="margin-top: 0.18em;"></mjx-spacer><mjx-mi size="s" '
             'data-latex="i"><mjx-c class="mjx-c1D456">𝑖</mjx-c></mjx-mi></mjx-script></mjx-msubsup></mjx-math>'
             '<mjx-speech aria-label="x sub i squared, math" role="img"></mjx-speech></mjx-container>')
# MathJax 3 and 4 with SVG output, as they rendered `a \\ne 0` in Chromium (MathJax 4's semantic
# attributes left out). MathJax 4 draws a formula in pieces where a line may break, each with its TeX.
MATHJAX_SVG = (
    '<mjx-container class="MathJax" jax="SVG" style="position: relative;">'
    '<svg xmlns="http://www.w3.org/2000/svg" width="5.345ex" height="2.106ex" role="img" '
    'focusable="false" viewBox="0 -716 2362.6 931" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'aria-hidden="true" style="vertical-align: -0.486ex;">'
    '<g stroke="currentColor" fill="currentColor" stroke-width="0" transform="scale(1,-1)">'
    '<g data-mml-node="math"><g data-mml-node="mi"><use data-c="1D44E" xlink:href="#MJX-TEX-I-1D44E">'
    '</use></g><g data-mml-node="mo" transform="translate(806.8,0)">'
    '<use data-c="2260" xlink:href="#MJX-TEX-N-2260"></use></g>'
    '<g data-mml-node="mn" transform="translate(1862.6,0)"><use data-c="30" xlink:href="#MJX-TEX-N-30">'
    '</use></g></g></g></svg><mjx-assistive-mml unselectable="on" display="inline">'
    '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>a</mi><mo>≠</mo><mn>0</mn></math>'
    '</mjx-assistive-mml></mjx-container>')
MATHJAX_4_SVG = (
    '<mjx-container class="MathJax" jax="SVG" overflow="overflow">'
    '<svg xmlns="http://www.w3.org/2000/svg" width="1.197ex" height="2.262ex" role="img" '
    'focusable="false" viewBox="0 -750 529 1000" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'style="vertical-align: -0.566ex;" aria-hidden="true">'
    '<g stroke="currentColor" fill="currentColor" stroke-width="0" transform="scale(1,-1)">'
    '<g data-mml-node="math" data-latex="a \\ne 0"><g data-mml-node="mi" data-latex="a">'
    '<use data-c="1D44E" xlink:href="#MJX-NCM-I-1D44E"></use></g></g></g></svg>'
    '<mjx-break size="4" aria-hidden="true"> </mjx-break>'
    '<svg xmlns="http://www.w3.org/2000/svg" width="3.52ex" height="2.262ex" role="img" '
    'focusable="false" viewBox="0 -750 1555.8 1000" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'style="vertical-align: -0.566ex;" aria-hidden="true">'
    '<g stroke="currentColor" fill="currentColor" stroke-width="0" transform="scale(1,-1)">'
    '<g data-mml-node="math" data-latex="a \\ne 0"><g data-mml-node="mo" data-latex="\\ne">'
    '<use data-c="2260" xlink:href="#MJX-NCM-N-2260"></use></g>'
    '<g data-mml-node="mn" data-latex="0" transform="translate(1055.8,0)">'
    '<use data-c="30" xlink:href="#MJX-NCM-N-30"></use></g></g></g></svg>'
    '<mjx-speech aria-label="a is not equal to 0, math" role="img" aria-roledescription="\x91" '
    'aria-braillelabel="⠁⠀⠌⠨⠅⠀⠼⠴" aria-brailleroledescription="⠀">'
    '</mjx-speech></mjx-container>')
FORMULA_STYLES = """<style>
  .katex .katex-mathml { border: 0; clip-path: inset(50%); height: 1px; overflow: hidden; padding: 0;
    position: absolute; width: 1px }
  .katex-display { display: block; margin: 1em 0; text-align: center }
  .katex-display > .katex { display: block; text-align: center; white-space: nowrap }
  .katex-display > .katex > .katex-html { display: block; position: relative }
  .drawn mjx-assistive-mml { position: absolute !important; top: 0; left: 0; clip: rect(1px, 1px, 1px, 1px);
    padding: 1px 0 0 0 !important; border: 0 !important; display: block !important; width: auto !important;
    overflow: hidden !important }
  .drawn mjx-math { display: inline-block }
  .drawn mjx-c { display: inline-block; width: .5em; height: 1em }  /* where the font draws each glyph */
  mjx-container[has-speech="true"] { position: relative; cursor: default }
  mjx-container[jax="SVG"] mjx-break { white-space: normal; line-height: 0; clip-path: rect(0px 0px 0px 0px) }
  mjx-speech { position: absolute; z-index: -1; inset: 0 }
  mjx-math { display: inline-block; text-align: left; line-height: 0; text-indent: 0; padding: 1px 0 }
</style>"""


def test_formulas_drawn_by_katex_and_mathjax_are_read_as_their_math(site: Site) -> None:
    """KaTeX and MathJax draw a formula in aria-hidden boxes (glyphs, or none: MathJax 3's come from
    its font) and keep its MathML beside them for screen readers, clipped out of sight; MathJax 4
    keeps none, and writes the TeX on the drawing. Before, the walk dropped the drawing and the
    hidden MathML, so no formula of theirs reached the model. The drawing now stands for its
    formula, once: KaTeX's and MathJax 4's TeX between TeX's delimiters, MathJax 3's MathML as it
    is, which the server writes as TeX; MathJax 4's empty box for screen readers, out of the flow,
    no longer splits the sentence. A drawing that shows nothing (no style sheet drew it, the
    MathML shows instead) or is hidden does not speak."""
    site.goto(site.html("/katex-mathjax", FORMULA_STYLES + f"""
      <main><h1>Formulas</h1>
      <p>The energy {KATEX} of a body at rest.</p>
      <p>Half of it: {KATEX_DISPLAY} and no more.</p>
      <p class="drawn">If {MATHJAX}, there are two solutions.</p>
      <p>Unstyled, the MathML shows: {MATHJAX} is read once.</p>
      <p>MathJax 4 writes {MATHJAX_4} as TeX.</p>
      <p>Camouflaged <span style="color: #fff">{KATEX.replace("E=mc^2", "WHITE-ON-WHITE")}</span> stays out.</p>
      <p style="display: none">{KATEX.replace("E=mc^2", "DISPLAY-NONE")}</p>
      <p>An empty drawing <span class="katex"><span class="katex-mathml"><math><semantics><mi>x</mi><annotation
        encoding="application/x-tex">EMPTY-DRAWING</annotation></semantics></math></span><span
        aria-hidden="true"></span></span> speaks for nothing.</p></main>"""))
    payload = site.extract()
    content = payload["content"]
    assert "\n\nThe energy \\(E=mc^2\\) of a body at rest.\n\n" in content
    assert "\n\nHalf of it:\n\n\\(\\frac{1}{2}\\)\n\nand no more.\n\n" in content  # a display formula is a block
    assert "\n\nMathJax 4 writes \\(x_i^2\\) as TeX.\n\n" in content
    assert "\n\nCamouflaged stays out.\n\n" in content
    # MathJax 3 keeps no TeX: its MathML goes as it is, and the server writes it as TeX.
    assert content.count("\\(<mi>a</mi>") == 2
    served = as_served(payload)
    assert "\n\nIf \\(a≠0\\) , there are two solutions.\n\n" in served
    assert "\n\nUnstyled, the MathML shows: \\(a≠0\\) is read once.\n\n" in served
    assert "\n\nAn empty drawing speaks for nothing." in content
    for hidden in ("WHITE-ON-WHITE", "DISPLAY-NONE", "EMPTY-DRAWING", "mc2", "mc^2E", "𝑥"):
        assert hidden not in content


def test_a_katex_drawing_with_no_mathml_beside_it_is_read_as_its_glyphs(site: Site) -> None:
    """KaTeX's ``output: 'html'`` draws a formula in an aria-hidden box with no MathML beside it, and the
    formula was lost, a display one too (QA51 #19). The drawing is all there is: its glyphs are read,
    a script lifted above the baseline or dropped below it marked as a <sup> or a <sub> is, "E=mc^2",
    "c_0". Hidden, it still says nothing; beside its MathML it is still read as that MathML's TeX."""
    drawing = KATEX[KATEX.index('<span class="katex-html"'):]
    html_only = '<span class="katex">' + drawing
    dropped = html_only.replace("top:-3.063em", "top:-2.55em").replace(">2<", ">0<")
    site.goto(site.html("/katex-html", FORMULA_STYLES + f"""
      <main><h1>Formulas</h1>
      <p>The energy {html_only} of a body at rest.</p>
      <p>In a vacuum: <span class="katex-display">{dropped}</span> and no more.</p>
      <p>Camouflaged <span style="color: #fff">{html_only.replace(">E<", ">WHITE<")}</span> stays out.</p>
      <p>With its MathML, {KATEX} is its TeX.</p></main>"""))
    content = site.extract()["content"]
    assert "\n\nThe energy E=mc^2 of a body at rest.\n\n" in content
    assert "\n\nIn a vacuum:\n\nE=mc_0\n\nand no more.\n\n" in content
    assert "\n\nCamouflaged stays out.\n\n" in content and "WHITE" not in content
    assert "\n\nWith its MathML, \\(E=mc^2\\) is its TeX." in content


def test_formulas_in_arxiv_papers_are_read_as_delimited_tex(site: Site) -> None:
    """arXiv's HTML papers (LaTeXML) show MathML with its TeX twice, as `alttext` and as an
    annotation. The alternative text came first, so the TeX ran bare into the sentence; the TeX
    now goes between TeX's delimiters, as every other formula's does. An alternative text that is
    not TeX, with no TeX beside it, is read as it is."""
    site.goto(site.html("/arxiv", """<main><h1>A circle</h1>
      <p>The circle <math alttext="x^{2}+y^{2}=1" class="ltx_Math" display="inline"><semantics><mrow><mrow>
        <msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><msup><mi>y</mi><mn>2</mn></msup></mrow><mo>=</mo><mn>1</mn>
        </mrow><annotation-xml encoding="MathML-Content"><apply><eq></eq><cn>1</cn></apply></annotation-xml>
        <annotation encoding="application/x-tex">x^{2}+y^{2}=1</annotation></semantics></math> has radius one.</p>
      <p>Said aloud: <math alttext="x squared"><msup><mi>x</mi><mn>2</mn></msup></math>.</p></main>"""))
    content = site.extract()["content"]
    assert "\n\nThe circle \\(x^{2}+y^{2}=1\\) has radius one.\n\n" in content
    assert "\n\nSaid aloud: x squared ." in content


def test_formulas_mathjax_draws_in_svg_are_read_as_their_math(site: Site) -> None:
    """MathJax's SVG output draws a formula as an `aria-hidden` SVG, which the walk skipped with
    every SVG, so the formula never reached the model. MathJax 3's is read as the MathML beside it,
    MathJax 4's as its TeX, once for all its pieces. Any other SVG is still skipped."""
    site.goto(site.html("/mathjax-svg", FORMULA_STYLES + f"""
      <main><h1>Formulas in SVG</h1>
      <p class="drawn">MathJax 3 draws {MATHJAX_SVG} in SVG.</p>
      <p>MathJax 4 draws {MATHJAX_4_SVG} in two pieces.</p>
      <p>An icon <svg aria-hidden="true" width="16" height="16"><text y="12">ICON</text></svg> and a chart
        <svg width="40" height="16"><text y="12">CHART</text></svg> say nothing.</p></main>"""))
    content = as_served(site.extract())
    assert "\n\nMathJax 3 draws \\(a≠0\\) in SVG.\n\n" in content
    assert "\n\nMathJax 4 draws \\(a \\ne 0\\) in two pieces.\n\n" in content
    assert "\n\nAn icon and a chart say nothing." in content


# MathJax 2.7.7 (CHTML output, its assistive MathML) as it renders `$r = \frac{c}{50}$` and
# `$$\bar{c} = \frac{1}{n}\sum_i c_i$$` (its data-mathml, ids and glyph paddings left out), the TeX in
# a script after each drawing, and the rules of its style sheet that lay them out.
MATHJAX_2 = (
    '<span class="MathJax_Preview" style="color: inherit;"></span><span id="MathJax-Element-1-Frame" class="mjx-chtml '
    'MathJax_CHTML" tabindex="0" role="presentation" style="font-size: 103%; position: relative;"><span '
    'class="mjx-math" aria-hidden="true"><span class="mjx-mrow"><span class="mjx-mi"><span class="mjx-char '
    'MJXc-TeX-math-I">r</span></span><span class="mjx-mo MJXc-space3"><span class="mjx-char MJXc-TeX-main-R">=</span>'
    '</span><span class="mjx-mfrac MJXc-space3"><span class="mjx-box MJXc-stacked" style="width: 0.849em; padding: 0px '
    '0.12em;"><span class="mjx-numerator" style="font-size: 70.7%; width: 1.2em; top: -1.114em;"><span class="mjx-mi">'
    '<span class="mjx-char MJXc-TeX-math-I">c</span></span></span><span class="mjx-denominator" style="font-size: '
    '70.7%; width: 1.2em; bottom: -0.641em;"><span class="mjx-mn"><span class="mjx-char MJXc-TeX-main-R">50</span>'
    '</span></span><span class="mjx-line" style="border-bottom: 1.3px solid; top: -0.288em; width: 0.849em;"></span>'
    '</span><span class="mjx-vsize" style="height: 1.241em; vertical-align: -0.454em;"></span></span></span></span>'
    '<span class="MJX_Assistive_MathML" role="presentation"><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>r</mi>'
    '<mo>=</mo><mfrac><mi>c</mi><mn>50</mn></mfrac></math></span></span><script type="math/tex" '
    'id="MathJax-Element-1">r = \\frac{c}{50}</script>')
MATHJAX_2_DISPLAY = (
    '<span class="MathJax_Preview" style="color: inherit;"></span><span class="mjx-chtml MJXc-display" '
    'style="text-align: center;"><span id="MathJax-Element-2-Frame" class="mjx-chtml MathJax_CHTML" tabindex="0" '
    'role="presentation" style="font-size: 103%; text-align: center; position: relative;"><span class="mjx-math" '
    'aria-hidden="true"><span class="mjx-mrow"><span class="mjx-texatom"><span class="mjx-mrow"><span '
    'class="mjx-munderover"><span class="mjx-stack"><span class="mjx-over"><span class="mjx-mo"><span class="mjx-char '
    'MJXc-TeX-main-R">¯</span></span></span><span class="mjx-op"><span class="mjx-mi"><span class="mjx-char '
    'MJXc-TeX-math-I">c</span></span></span></span></span></span></span><span class="mjx-mo MJXc-space3"><span '
    'class="mjx-char MJXc-TeX-main-R">=</span></span><span class="mjx-mfrac MJXc-space3"><span class="mjx-box '
    'MJXc-stacked" style="width: 0.8em; padding: 0px 0.12em;"><span class="mjx-numerator" style="width: 0.8em; top: '
    '-1.368em;"><span class="mjx-mn"><span class="mjx-char MJXc-TeX-main-R">1</span></span></span><span '
    'class="mjx-denominator" style="width: 0.8em; bottom: -0.722em;"><span class="mjx-mi"><span class="mjx-char '
    'MJXc-TeX-math-I">n</span></span></span><span class="mjx-line" style="border-bottom: 1.3px solid; top: -0.288em; '
    'width: 0.8em;"></span></span><span class="mjx-vsize" style="height: 2.089em; vertical-align: -0.722em;"></span>'
    '</span><span class="mjx-munderover MJXc-space1"><span class="mjx-itable"><span class="mjx-row"><span '
    'class="mjx-cell"><span class="mjx-op"><span class="mjx-mo"><span class="mjx-char MJXc-TeX-size2-R">∑</span></span>'
    '</span></span></span><span class="mjx-row"><span class="mjx-under" style="font-size: 70.7%;"><span class="mjx-mi">'
    '<span class="mjx-char MJXc-TeX-math-I">i</span></span></span></span></span></span><span class="mjx-msubsup '
    'MJXc-space1"><span class="mjx-base"><span class="mjx-mi"><span class="mjx-char MJXc-TeX-math-I">c</span></span>'
    '</span><span class="mjx-sub" style="font-size: 70.7%; vertical-align: -0.212em;"><span class="mjx-mi"><span '
    'class="mjx-char MJXc-TeX-math-I">i</span></span></span></span></span></span><span class="MJX_Assistive_MathML '
    'MJX_Assistive_MathML_Block" role="presentation"><math xmlns="http://www.w3.org/1998/Math/MathML" display="block">'
    '<mrow class="MJX-TeXAtom-ORD"><mover><mi>c</mi><mo stretchy="false">¯</mo></mover></mrow><mo>=</mo><mfrac><mn>1'
    '</mn><mi>n</mi></mfrac><munder><mo>∑</mo><mi>i</mi></munder><msub><mi>c</mi><mi>i</mi></msub></math></span></span>'
    '</span><script type="math/tex; mode=display" id="MathJax-Element-2">\\bar{c} = \\frac{1}{n}\\sum_i c_i</script>')
MATHJAX_2_STYLES = """<style>
  .MJX_Assistive_MathML { top: 0px; left: 0px; clip: rect(1px, 1px, 1px, 1px); user-select: none; position: absolute
    !important; padding: 1px 0px 0px !important; border: 0px !important; height: 1px !important; width: 1px !important;
    overflow: hidden !important; display: block !important; }
  .MJX_Assistive_MathML.MJX_Assistive_MathML_Block { width: 100% !important; }
  .mjx-chtml { display: inline-block; line-height: 0; text-indent: 0px; text-align: left; white-space: nowrap;
    padding: 1px 0px; }
  .MJXc-display { display: block; text-align: center; margin: 1em 0px; padding: 0px; }
  .mjx-math { display: inline-block; border-collapse: separate; border-spacing: 0px; }
  .mjx-math * { display: inline-block; text-align: left; box-sizing: content-box !important; }
</style>"""


def test_mathjax_2_formulas_are_read_as_their_tex_and_a_display_one_is_cited(site: Site) -> None:
    """MathJax 2 (nbconvert's notebooks, many blogs) draws each formula beside its MathML, which was
    read: the formula's own source, ``\\frac{c}{50}``, lost on the way (the answer's sources showed
    "\\( r = c 50 \\)"), and a display formula on a line of its own got no citation label, its words
    not counted as a block's text is, so it was never quoted (QA53 #10). The TeX MathJax 2 keeps in a
    script after each drawing is read where the drawing shows, between the delimiters every formula
    has, and a display formula is a block of its own with its label, after the sentence that leads
    into it. A script whose drawing is hidden, or with no drawing (MathJax has not run), is not read."""
    hidden = MATHJAX_2.replace("Element-1", "Element-3").replace("r = \\frac", "WHITE-ON-WHITE")
    site.goto(site.html("/mathjax-2", MATHJAX_2_STYLES + f"""
      <main><h1>Method</h1>
      <p>The exceedance ratio is {MATHJAX_2} where c is the concentration in mg/l, and the yearly mean is</p>
      <p>{MATHJAX_2_DISPLAY}</p>
      <p>Stations with fewer than 40 samples were dropped before averaging.</p>
      <p>Camouflaged <span style="color: #fff">{hidden}</span> stays out.</p>
      <p>Not typeset <script type="math/tex">UNTYPESET</script> says nothing.</p></main>"""))
    payload = site.extract(labels=True)
    content = payload["content"]
    assert ("] The exceedance ratio is \\(r = \\frac{c}{50}\\) where c is the concentration in mg/l, and the "
            "yearly mean is\n\n[¶2] \\(\\bar{c} = \\frac{1}{n}\\sum_i c_i\\)\n\n[¶3] Stations") in content, content
    assert "Camouflaged stays out." in content and "Not typeset says nothing." in content
    for unread in ("WHITE-ON-WHITE", "UNTYPESET", "<mi>"):
        assert unread not in content
