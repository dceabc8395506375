"""arXiv's HTML papers, as LaTeXML writes them: references, figures and numbered equations."""

from __future__ import annotations

from harness import ORIGIN, Site


def test_latexml_references_figures_and_equation_tags_read_once_and_in_place(site: Site) -> None:
    """Each LaTeXML reference read "1 [1]" (the marker linking to it, "1", added before its own tag, "[1]"),
    each figure "[image: Refer to caption]" (LaTeXML's alt text for every figure, which says nothing
    beside the caption), and an equation's tag "(1)" was a block of its own after the equation (QA58 #17).
    A note whose text starts with its marker in brackets is as it was; that alt text is none; an
    equation's row is one line. A reference whose text does not start with its marker still gets it."""
    site.goto(site.html("/paper", """<style>.ltx_biblist { list-style: none; } .ltx_bibblock { display: block; }</style>
      <article class="ltx_document"><h1>Sparse Rotary Attention</h1>
      <p>Attention is quadratic <cite class="ltx_cite">[<a href="#bib.bib1" class="ltx_ref">1</a>,
        <a href="#bib.bib2" class="ltx_ref">2</a>]</cite>.</p>
      <table class="ltx_equation ltx_eqn_table" id="S2.E1"><tbody><tr class="ltx_equation ltx_eqn_row">
        <td class="ltx_eqn_cell"><math alttext="A=QK^{\\top}" display="block"><mi>A</mi></math></td>
        <td class="ltx_eqn_cell ltx_eqn_eqno"><span class="ltx_tag ltx_tag_equation">(1)</span></td></tr>
      </tbody></table>
      <figure class="ltx_figure"><img src="/fig1.png" class="ltx_graphics" width="400" height="200"
        alt="Refer to caption"><figcaption><span class="ltx_tag ltx_tag_figure">Figure 1: </span>Training loss
        against steps.</figcaption></figure>
      <section class="ltx_bibliography" id="bib"><h2>References</h2><ul class="ltx_biblist">
        <li class="ltx_bibitem" id="bib.bib1"><span class="ltx_tag ltx_tag_bibitem">[1]</span>
          <span class="ltx_bibblock">A. Vaswani et al.</span>
          <span class="ltx_bibblock">Attention is all you need.</span></li>
        <li class="ltx_bibitem" id="bib.bib2"><span class="ltx_bibblock">M. Zaheer et al. Big Bird.</span></li>
      </ul></section></article>"""))
    payload = site.extract(settle=False)
    content = payload["content"]
    assert "\n\nA=QK^{\\top} (1)\n\n" in content, content  # its alternative text, TeX the server delimits
    assert f"\n\n![]({ORIGIN}/fig1.png)\n\nFigure 1: Training loss" in content, content
    references = "- [1]\n  A. Vaswani et al.\n  Attention is all you need.\n- 2 M. Zaheer et al. Big Bird."
    assert references in content, content
    assert payload["media"]["images"] == [{"src": f"{ORIGIN}/fig1.png", "alt": None}]
