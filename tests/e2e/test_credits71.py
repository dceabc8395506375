"""A film's credits as ``ReverseRAG.extract()`` reads them in Chromium, Firefox and WebKit (QA62's leftovers):
IMDb's credit rows."""

from __future__ import annotations

import pytest
from harness import Site


def credit(label: str, names: list[str], *, linked: bool = False) -> str:
    """An IMDb credit row as its page writes it: a label (a link to the full credits, or a span) over its names."""
    head = (f'<a class="ipc-metadata-list-item__label" href="/fullcredits#{label.lower()}">{label}</a>' if linked else
            f'<span class="ipc-metadata-list-item__label">{label}</span>')
    items = "".join(f'<li role="presentation"><a href="/name/{n.split()[-1].lower()}">{n}</a></li>' for n in names)
    return (f'<li role="presentation" class="ipc-metadata-list__item">{head}'
            '<div class="ipc-metadata-list-item__content-container"><ul class="ipc-inline-list" role="presentation" '
            f'style="display:flex;gap:8px;list-style:none">{items}</ul></div></li>')


@pytest.mark.engines  # the rule holds in Chromium, Firefox and WebKit
def test_a_credit_row_is_one_cited_line(site: Site) -> None:
    """IMDb's credit rows (`ipc-metadata-list__item`: a label, a span or a link to the full credits, over a list of
    names) read "- Director" over "[Christopher Nolan]", the label said of nothing and a row of links alone uncited
    (QA62, left by walk70b). Each row is one cited line, "Director: [Christopher Nolan](…)", its names apart by a dot;
    a list item of another class, a label over its names, reads as before."""
    site.goto(site.html("/title", f"""<main><h1>Inception</h1>
      <p>A thief who steals corporate secrets through dream-sharing technology is given a task.</p>
      <ul class="ipc-metadata-list" role="presentation">{credit("Director", ["Christopher Nolan"])}
      {credit("Writers", ["Jonathan Nolan", "Christopher Nolan"], linked=True)}</ul>
      <ul><li class="credit"><span class="label">Music</span><div><a href="/name/zimmer">Hans Zimmer</a></div></li></ul>
      </main>"""))
    content = site.extract(settle=False, labels=True)["content"]
    assert "- [¶2] Director: [Christopher Nolan](http://demo.test/name/nolan)\n" in content, content
    assert ("- [¶3] Writers: [Jonathan Nolan](http://demo.test/name/nolan) · [Christopher Nolan]"
            "(http://demo.test/name/nolan)\n") in content, content
    assert "fullcredits" not in content, content
    assert "- [¶4] Music\n  [Hans Zimmer](http://demo.test/name/zimmer)" in content, content
