"""Code as ``ReverseRAG.extract()`` reads it, in Chromium, Firefox and WebKit: blocks in their language
as fenced markdown, without line numbers, inline code, and indentation kept."""

from __future__ import annotations

import pytest
from harness import ORIGIN, Site

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


def test_code_blocks_keep_their_language(site: Site) -> None:
    site.goto("/demo/docs")
    payload = site.extract()
    blocks = payload["code_blocks"]
    languages = [b["language"] for b in blocks]
    # language-bash, data-lang="sh", language-python, language-js, and an undeclared curl line:
    # sent as declared; the server names them and guesses the last (tests/test_code_languages.py).
    assert languages == ["bash", "sh", "python", "js", None]
    assert "```sh\nnpm install @tidepool/client\n```" in payload["content"]
    assert "```\ncurl -H" in payload["content"]
    python = blocks[2]["text"]
    assert python.startswith("from tidepool import Client\n\nclient = Client(")
    assert "    forecast = client.predictions(station_id, kind=\"high\")" in python


def test_a_notebook_cell_keeps_the_language_nbconvert_declares(site: Site) -> None:
    """nbconvert writes a code cell as ``<div class="highlight hl-python"><pre>``: the class was not
    read, and a one-line cell (``ax = df.plot.bar(...)``) reached the server with no language, too
    short to guess (QA53 #14). Its language is the class's, as Sphinx's ``highlight-python`` is."""
    site.goto(site.html("/notebook", """<main><h1>Plot</h1><p>The bar chart below shows the means per station.</p>
      <div class="jp-InputArea"><div class="jp-InputPrompt">In [3]:</div><div class="highlight hl-ipython3"><pre
        ><span></span><span class="n">ax</span> <span class="o">=</span> <span class="n">df</span><span class="o"
        >.</span><span class="n">plot</span><span class="o">.</span><span class="n">bar</span><span class="p">(</span
        ><span class="n">x</span><span class="o">=</span><span class="s1">'station'</span><span class="p">)</span>
</pre></div></div></main>"""))
    payload = site.extract(settle=False)
    assert payload["code_blocks"] == [{"language": "ipython3", "text": "ax = df.plot.bar(x='station')"}]
    assert "In [3]:\n\n```ipython3\nax = df.plot.bar(x='station')\n```" in payload["content"]


def test_code_block_round_trips_to_fenced_markdown(site: Site) -> None:
    site.goto(site.html("/code", """
      <main><h1>Fences</h1>
      <pre><code class="language-python">def add(a, b):
    return a + b</code></pre>
      <pre class="highlight"><code><span aria-hidden="true" class="lineno">1</span>print("```")</code></pre>
      </main>"""))
    content = site.extract()["content"]
    assert "```python\ndef add(a, b):\n    return a + b\n```" in content
    # A block that contains a backtick fence gets a fence it cannot close; line numbers stay out.
    # (It declares no language: the server guesses one, see tests/test_code_languages.py.)
    assert '~~~~\nprint("```")\n~~~~' in content


def test_lines_docusaurus_highlights_are_said_after_the_fence(site: Site) -> None:
    """Docusaurus highlights lines (its ``{2,4-5}``, a ``// highlight-next-line``) as a block of their own,
    ``span.theme-code-block-highlighted-line``, shaded: the fence showed nothing of it, so "which line
    do I add?" had no answer (walk59 #2). A mark in the code would be code (``// highlighted`` is no
    comment in Python), so a line after the fence says them by their numbers in it; with line numbers
    shown (a row each) too. A block with none highlighted says nothing more."""
    style = """<style>.theme-code-block-highlighted-line { display: block; background: #e5e7eb }
      .numbered .token-line { display: table-row; counter-increment: n } .numbered { counter-reset: n }
      .line-no { display: table-cell; user-select: none } .line-no::before { content: counter(n) }</style>"""

    def lines(texts: list[str], lit: set[int], numbered: bool = False) -> str:
        return "".join(f'<span class="token-line{" theme-code-block-highlighted-line" if i in lit else ""}">'
                       + ('<span class="line-no"></span>' if numbered else "")
                       + f'<span class="token plain">{text}</span><br></span>' for i, text in enumerate(texts, 1))

    code = ["import os", "", "def main():", "    path = os.getcwd()", "    print(path)", "main()"]
    site.goto(site.html("/docusaurus", head=style, body=f"""<main><h1>Paths</h1>
      <p>Read the working directory, then print it for the user to see.</p>
      <div class="language-python theme-code-block"><pre class="prism-code language-python"><code
        >{lines(code, {1, 4, 5})}</code></pre></div>
      <div class="language-js theme-code-block"><pre class="prism-code language-js"><code class="numbered"
        >{lines(["const a = 1;", "const b = 2;"], {2}, numbered=True)}</code></pre></div>
      <pre class="prism-code language-sh"><code>{lines(["npm start"], set())}</code></pre></main>"""))
    payload = site.extract()
    main = payload["main"]
    assert "```python\n" + "\n".join(code) + "\n```\n\nHighlighted lines: 1, 4\u20135\n\n" in main, main
    assert "```js\nconst a = 1;\nconst b = 2;\n```\n\nHighlighted lines: 2\n\n" in main, main
    assert "```sh\nnpm start\n```" in main and main.count("Highlighted") == 2, main
    assert [block["text"] for block in payload["code_blocks"]][0] == "\n".join(code)  # the code as written


def test_vitepress_s_language_label_is_not_a_line_of_the_page(site: Site) -> None:
    """VitePress shows a block's language in a corner, `<span class="lang">sh</span>` beside the
    `<pre>` in `div.language-sh`: each block was read after a stray line, "sh", "js" (QA49 F10).
    The fence says the language; a label of other words stays."""
    site.goto(site.html("/vitepress", """<style>div[class*=language-] { position: relative }
      .lang { position: absolute; top: 2px; right: 8px; font-size: 12px }</style>
      <main><h1>Getting started</h1><p>Install it:</p>
      <div class="language-sh vp-adaptive-theme"><button title="Copy Code" class="copy"></button><span
        class="lang">sh</span><pre class="shiki vp-code" tabindex="0"><code><span class="line"
        ><span>npm install -D lumen-images</span></span></code></pre></div>
      <div class="language-js vp-adaptive-theme"><span class="lang">lumen.config.js</span><pre class="shiki vp-code"
        ><code><span class="line"><span>export default {}</span></span></code></pre></div></main>"""))
    content = site.extract()["content"]
    assert "Install it:\n\n```sh\nnpm install -D lumen-images\n```" in content
    assert "lumen.config.js\n\n```js\nexport default {}" in content

def test_line_numbers_laid_out_beside_code_are_not_code(site: Site) -> None:
    """Pygments, Rouge and Chroma put line numbers in a table cell beside the code, as text: a QA
    pass found them sent as a code block of their own, or as the first lines of the code; one
    drawn by CSS in an empty cell a line (highlight.js's) was read too."""
    site.goto(site.html("/gutters", """<main><h1>Two listings</h1>
      <div class="highlight-python"><table class="highlighttable"><tr>
        <td class="linenos"><div class="linenodiv"><pre>1
2
3</pre></div></td>
        <td class="code"><div class="highlight"><pre><span></span>def launch(fuel):
    if fuel &lt; 400:
        raise ValueError</pre></div></td></tr></table></div>
      <figure class="highlight"><pre><code class="language-ruby" data-lang="ruby"><table class="rouge-table">
        <tbody><tr><td class="gutter gl"><pre class="lineno">7
8</pre></td><td class="code"><pre>def halt
  stop!</pre></td></tr></tbody></table></code></pre></figure>
      <pre>1
2
4</pre>
      <style>.hljs-ln-n::before { content: attr(data-line-number); }
        .plain td:first-child { user-select: none; }</style>
      <pre><code class="language-python"><table class="hljs-ln"><tbody><tr><td class="hljs-ln-numbers"
        ><div class="hljs-ln-n" data-line-number="1"></div></td><td class="hljs-ln-code">def checkout(user):</td></tr>
        <tr><td class="hljs-ln-numbers"><div class="hljs-ln-n" data-line-number="2"></div></td
        ><td class="hljs-ln-code">    return new_checkout(user)</td></tr></tbody></table></code></pre>
      <pre><code><table class="plain"><tbody><tr><td>1</td><td>x = 1</td></tr>
        <tr><td>2</td><td>y = 2</td></tr></tbody></table></code></pre></main>"""))
    blocks = site.extract(settle=False)["code_blocks"]
    # highlight.js's line numbers (reveal.js's) are drawn by CSS in an empty cell before each line,
    # and were read one a line into the code; where the numbers are text the cells' user-select
    # kept them out, but the spaces between the rows made a blank line between the lines (QA54 #2).
    assert [block["text"] for block in blocks] == [
        "def launch(fuel):\n    if fuel < 400:\n        raise ValueError", "def halt\n  stop!", "1\n2\n4",
        "def checkout(user):\n    return new_checkout(user)", "x = 1\ny = 2"]
    # The language Sphinx declares around Pygments' table, four levels up, was lost.
    assert [block["language"] for block in blocks[:2]] == ["python", "ruby"]


def test_a_titled_code_block_with_line_numbers_is_its_title_then_one_fence(site: Site) -> None:
    """MkDocs Material writes ``title="worker.py" linenums="1"`` as Pygments' table with a row of one
    ``<th>`` for the title: that header made it a table of data, its code squashed into one cell,
    ``|  | ```python from tinyq import Queue q = … ``` |`` (QA53 #2). It is a code block: the title
    on a line of its own, then one fence with the language, no line numbers."""
    site.goto(site.html("/titled", """<main><h1>Starting a worker</h1><p>Start one with:</p>
      <div class="language-python highlight"><table class="highlighttable"><tr><th colspan="2"
        class="filename"><span class="filename">worker.py</span></th></tr><tr><td class="linenos"><div
        class="linenodiv"><pre><span class="normal">1</span>
<span class="normal">2</span></pre></div></td><td class="code"><div><pre><span></span><code>from tinyq import Queue
q = Queue("jobs.db", visibility_timeout=30)
</code></pre></div></td></tr></table></div>
      <p>Without a title:</p>
      <div class="language-python highlight"><table class="highlighttable"><tr><td class="linenos"><div
        class="linenodiv"><pre><span class="normal">1</span></pre></div></td><td class="code"><div><pre><code
        >q.run(workers=8)
</code></pre></div></td></tr></table></div></main>"""))
    payload = site.extract(settle=False)
    assert ('Start one with:\n\nworker.py\n\n```python\nfrom tinyq import Queue\n'
            'q = Queue("jobs.db", visibility_timeout=30)\n```\n\nWithout a title:\n\n```python\n'
            'q.run(workers=8)\n```') in payload["content"], payload["content"]
    assert payload["tables"] == []
    assert [block["text"] for block in payload["code_blocks"]] == [
        'from tinyq import Queue\nq = Queue("jobs.db", visibility_timeout=30)', "q.run(workers=8)"]


def test_a_table_of_lines_of_code_is_read_as_code(site: Site) -> None:
    """GitHub's gists (and the gists a blog embeds), Gitea and Gitiles show a file as a table, a
    row a line: a cell for its number, drawn by CSS or written, and a cell for the line, its spaces
    shown as written. A QA pass found such a file read as a one-column table, every indentation
    lost. A table of data whose cells show their spaces as written (code in them) is still a table."""
    gist_rows = "".join(
        f'<tr><td id="file-hello-py-L{n}" class="blob-num" data-line-number="{n}"></td>'
        f'<td id="file-hello-py-LC{n}" class="blob-code blob-code-inner">{line}</td></tr>'
        for n, line in enumerate(['<span class="pl-k">def</span> greet(name):',
                                  '    <span class="pl-k">return</span> f"hi {name}"'], 1))
    gitea_rows = "".join(
        f'<tr><td id="L{n}" class="lines-num"><span data-line-number="{n}"></span></td>'
        f'<td class="lines-escape"><button class="toggle-escape-button"></button></td>'
        f'<td rel="L{n}" class="lines-code chroma"><code class="code-inner">{line}</code></td></tr>'
        for n, line in enumerate(['func main() {', '\tfmt.Println("up")', '}'], 1))
    gitiles_rows = "".join(
        f'<tr class="u-pre FileContents-line"><td class="u-lineNum">{n}</td>'
        f'<td class="FileContents-lineContents">{line}</td></tr>'
        for n, line in enumerate(['#!/bin/sh', '', 'set -e'], 1))
    site.goto(site.html("/gist", f"""<main><h1>Three files</h1>
      <div class="gist"><table class="highlight tab-size js-file-line-container">{gist_rows}</table></div>
      <div class="file-view code-view"><table><tbody>{gitea_rows}</tbody></table></div>
      <table class="FileContents">{gitiles_rows}</table>
      <table><tr><th>#</th><th>Command</th></tr>
        <tr><td>1</td><td><code class="code-inner">npm ci</code></td></tr></table>
      </main>""", head="""<style>
        .blob-num::before, .lines-num span::before { content: attr(data-line-number); }
        .blob-code-inner, .code-inner { white-space: pre-wrap; font-family: monospace; }
        .u-pre { white-space: pre; }
        .lines-escape button { width: 8px; height: 8px; }</style>"""))
    payload = site.extract()
    assert [block["text"] for block in payload["code_blocks"]] == [
        'def greet(name):\n    return f"hi {name}"', 'func main() {\n\tfmt.Println("up")\n}',
        "#!/bin/sh\n\nset -e"]
    assert '```\ndef greet(name):\n    return f"hi {name}"\n```' in payload["content"]
    assert payload["tables"] == [{"caption": None, "rows": 2, "cols": 2}]
    assert "| # | Command |\n| --- | --- |\n| 1 | `npm ci` |" in payload["content"]


def test_inline_code_holding_backticks_keeps_them(site: Site) -> None:
    """Code holding a run of two backticks, or starting or ending with one, was fenced with two,
    which closed it early: the fence is longer than any run inside, and a backtick at an end gets
    a space between it and the fence, as CommonMark reads code spans."""
    site.goto(site.html("/ticks", """<main><h1>Quoting</h1><p>Write <code>``x``</code>, <code>`a`</code>,
      <code>a``b</code>, <code>it's</code> and <code>plain</code>.</p></main>"""))
    content = site.extract()["content"]
    assert "Write ``` ``x`` ```, `` `a` ``, ```a``b```, `it's` and `plain`." in content


def test_a_code_block_over_the_cap_is_cut_in_code_blocks_too(site: Site) -> None:
    """A 5 MB log in a <pre> went whole in code_blocks beside content, and the body passed the
    server's 8 MiB cap: the chat never started (found by a QA pass)."""
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="2000" defer></script>'
    site.goto(site.html("/big-log", "<main><h1>Log</h1><pre><code>" + "step passed\n" * 1000 + "</code></pre></main>",
                        script=tag))
    payload = site.extract(settle=False)
    assert [len(block["text"]) for block in payload["code_blocks"]] == [2000]


def test_indentation_that_white_space_pre_shows_outside_a_pre_is_kept(site: Site) -> None:
    """Code shown by `white-space: pre` or `pre-wrap` outside a `<pre>` (a pre-wrap box, CodeMirror
    6's `<div>` per line, GitHub's and Gist's table cell per line) lost its indentation: each line's
    leading spaces went as if collapsed, and an indent in a text node of its own became one space.
    `pre-line` collapses spaces on screen, and still does. (The table is now read as one block of
    code: see test_a_table_of_lines_of_code_is_read_as_code.)"""
    site.goto(site.html("/indented", (
        "<main><h1>Indented code</h1>"
        "<div style='white-space: pre-wrap'>def add(a, b):\n    if a:\n        return a + b</div>"
        "<div class='cm-content' style='white-space: pre'><div class='cm-line'><span>def</span> sub(a, b):</div>"
        "<div class='cm-line'>    <span>return</span> a - b</div><div class='cm-line'>\t\tpass</div></div>"
        "<table><tr><td></td><td style='white-space: pre'><span>if</span> x:</td></tr>"
        "<tr><td></td><td style='white-space: pre'>    <span>y</span> = 1</td></tr></table>"
        "<div style='white-space: pre-line'>one\n    two</div><p>Plain <br>   text.</p></main>"
    )))
    content = site.extract()["content"]
    assert "\n\ndef add(a, b):\n    if a:\n        return a + b\n\n" in content
    assert "\n\n```\ndef sub(a, b):\n    return a - b\n\t\tpass\n```\n\n" in content  # one block: see the next test
    assert "\n\n```\nif x:\n    y = 1\n```\n\n" in content
    assert "\n\none\ntwo\n\nPlain\ntext." in content


def test_a_json_sample_drawn_as_lists_in_code_is_one_block_of_code(site: Site) -> None:
    """Redoc draws a JSON sample as a ``<code>`` set in a line holding a list a level, with a fold
    button beside each and a level past its expand depth folded to ``{ … }`` by CSS: it was read as
    prose, "{" a paragraph, each member a list item and the closing brace inline code, and a folded
    level "- {}" (QA51 #8). It is one block of code, indented a level a list, folded levels as drawn.
    Inline code holding only inline boxes stays inline."""
    def token(kind: str, text: str) -> str:
        return f'<span class="token {kind}">{text}</span>'

    def member(key: str, value: str, comma: str = "") -> str:
        return (f'<li><div class="hoverable">{token("property string", key)}: {value}'
                f'{token("punctuation", comma)}</div></li>')

    def level(open_: str, close: str, members: str) -> str:
        kind = "obj" if open_ == "{" else "array"
        return (f'<button class="collapser"></button>{token("punctuation", open_)}<span class="ellipsis"></span>'
                f'<ul class="{kind} collapsible">{members}</ul>{token("punctuation", close)}')

    inner = '<li><div class="hoverable collapsed">' + level("{", "}", member('"id"', token("string", '"bk_7Hq2"')))
    items = level("[", "]", inner + "</div></li>")
    sample_html = '<div class="redoc-json"><code>' + level("{", "}", member('"items"', items, ",")
                                                         + member('"next_cursor"', token("string", '"c_Zm9v"')))
    sample_html += "</code></div>"
    site.goto(site.html("/redoc", head="""<style>.redoc-json { white-space: pre; font-family: monospace }
      .redoc-json code > .collapser { display: none } .collapser::after { content: "-" }
      .collapsed > .collapser::after { content: "+" } .collapser { position: absolute; left: -1.5em; display: flex;
      user-select: none; width: 15px; height: 15px } .ellipsis::after { content: " … " } .collapsible {
      margin-left: 2em; padding: 0; list-style: none } .hoverable { display: inline-block; position: relative }
      .collapsed > .collapsible, .ellipsis { display: none } .collapsed > .ellipsis { display: inherit }</style>""",
        body=f"""<main><h1>Bookshelf API</h1><h2>Response samples</h2>{sample_html}
        <p>Send <code><span class="token">"q"</span>: <span>"dune"</span></code> to search.</p></main>"""))
    payload = site.extract(settle=False)
    sample = '{\n  "items": [\n    { … }\n  ],\n  "next_cursor": "c_Zm9v"\n}'
    assert f"## Response samples\n\n```\n{sample}\n```\n\nSend `\"q\": \"dune\"` to search." in payload["content"]
    assert [block["text"] for block in payload["code_blocks"]] == [sample]


def test_a_codemirror_6_editor_is_one_block_of_code_until_the_visitor_types_in_it(site: Site) -> None:
    """CodeMirror 6 draws its document as a ``.cm-line`` a line in ``.cm-content`` (``role=textbox``,
    ``contenteditable``, ``data-language``): each line was a paragraph, ``code_blocks`` empty, and what
    the visitor typed in it was read (QA55 #3). It is one block in its language, indentation kept, as
    the page wrote it; once the visitor types in it, it is their answer, as a ``<textarea>``'s text is,
    and not read. The markup is CodeMirror 6.0.2's, as it draws ``basicSetup`` and ``javascript()``."""
    site.goto(site.html("/exercise", """<main><h1>Exercise: sum an array</h1><p>Write a function that returns
      the total of the array using a for...of loop.</p>
      <div class="cm-editor"><div class="cm-scroller"><div class="cm-gutters" aria-hidden="true"><div
        class="cm-gutter cm-lineNumbers"><div class="cm-gutterElement">1</div><div class="cm-gutterElement">2</div>
        </div></div><div spellcheck="false" contenteditable="true" class="cm-content" role="textbox"
        aria-multiline="true" data-language="javascript" style="white-space: pre"><div class="cm-line"
        ><span class="x">function</span> <span>sum</span>(numbers) {</div><div class="cm-line">  <span
        >let</span> total = <span>0</span>;</div><div class="cm-line"><br></div><div class="cm-line">  <span
        >// your code here</span></div><div class="cm-line">  <span>return</span> total;</div><div
        class="cm-line">}</div><div class="cm-line"><br></div></div><div class="cm-layer cm-cursorLayer"
        aria-hidden="true"><div class="cm-cursor"></div></div></div></div></main>"""))
    payload = site.extract()
    code = "function sum(numbers) {\n  let total = 0;\n\n  // your code here\n  return total;\n}"
    assert payload["code_blocks"] == [{"language": "javascript", "text": code}], payload["code_blocks"]
    assert f"```javascript\n{code}\n```" in payload["main"], payload["main"]
    # Typed in: the input event goes to the box typed in, `.cm-content`, as a key typed there sends it.
    site.page.evaluate("""() => { const line = document.querySelectorAll('.cm-line')[3];
      line.lastChild.textContent += ' SECRET-TYPED';
      line.parentNode.dispatchEvent(new InputEvent('input', { bubbles: true })); }""")
    payload = site.extract()
    assert "SECRET" not in payload["content"] and "your code here" not in payload["content"], payload["content"]
    assert payload["code_blocks"] == []


def test_an_editor_pasted_in_is_the_visitors_as_one_typed_in(site: Site) -> None:
    """CodeMirror takes a paste (and a drop) itself: no input event comes, so a pasted answer was read
    as the page's code. The paste goes to the line the caret is on; the editor is what is pasted in."""
    site.goto(site.html("/pasted", """<main><h1>Exercise</h1><p>Write a function that returns the total of
      the array using a for...of loop, then run the tests below.</p>
      <div class="cm-editor"><div contenteditable="true" class="cm-content" role="textbox" data-language="javascript"
        style="white-space: pre"><div class="cm-line">function sum(numbers) {</div>
        <div class="cm-line">  return 0;</div><div class="cm-line">}</div></div></div></main>"""))
    assert "return 0;" in site.extract()["main"]
    site.page.evaluate("""() => { const line = document.querySelectorAll('.cm-line')[1];
      line.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true }));
      line.textContent = '  return numbers.reduce((a, b) => a + b, 0); // SECRET-PASTED'; }""")
    payload = site.extract()
    assert "SECRET" not in payload["content"] and payload["code_blocks"] == [], payload["content"]


def test_a_codemirror_5_editor_is_one_block_of_code_until_the_visitor_types_in_it(site: Site) -> None:
    """CodeMirror 5 draws its document as a ``pre.CodeMirror-line`` a line in ``.CodeMirror-code``, each
    beside its line number and gutter marks, with a cursor (a no-break space) and a line measured out of
    sight (CodeMirror 5.65.21's markup, as ``fromTextArea`` draws it with ``lineNumbers`` and a gutter of
    marks): each line was a code block of its own, `` ```\\ndef add(a, b):\\n``` ``. It is one block,
    without line numbers, marks or the cursor, a tab as the tab its ``cm-text`` keeps, an empty line
    empty; CodeMirror 5 does not say its mode in the page, so the server guesses the language. Once the
    visitor types in it (in its hidden ``<textarea>``), it is theirs and not read."""
    def line(number: str, code: str, mark: str = "") -> str:
        gutter = (f'<div class="CodeMirror-gutter-wrapper" aria-hidden="true" style="left: -30px;"><div class='
                  f'"CodeMirror-linenumber CodeMirror-gutter-elt" style="left: 0px; width: 21px;">{number}</div>')
        if mark:
            gutter += f'<div class="CodeMirror-gutter-elt" style="left: 29px; width: 0px;"><span>{mark}</span></div>'
        return (f'<div style="position: relative;">{gutter}</div><pre class=" CodeMirror-line " role="presentation">'
                f'<span role="presentation" style="padding-right: 0.1px;">{code}</span></pre></div>')

    kw, var = '<span class="cm-keyword">{}</span>', '<span class="cm-variable">{}</span>'
    lines = (line("1", f'{kw.format("def")} <span class="cm-def">add</span>({var.format("a")}, {var.format("b")}):')
             + line("2", f'    {kw.format("if")} {var.format("a")}:', mark="●")
             + line("3", f'        {kw.format("return")} {var.format("a")} <span class="cm-operator">+</span> '
                         f'{var.format("b")}')
             + line("4", '<span cm-text="">\u200b</span>')
             + line("5", f'<span class="cm-tab" role="presentation" cm-text="\t">    </span>{kw.format("pass")}'))
    site.goto(site.html("/cm5", f"""<main><h1>Exercise: add</h1><p>Write a function that returns the sum of
      its two arguments, then press Run to check it.</p>
      <textarea id="answer" style="display: none;">def add(a, b):</textarea><div class="CodeMirror cm-s-default"
        translate="no"><div style="overflow: hidden; position: relative; width: 3px; height: 0px;"><textarea
        autocorrect="off" autocapitalize="off" spellcheck="false" tabindex="0" style="position: absolute; bottom:
        -1em; padding: 0px; width: 1000px; height: 1em; outline: none;"></textarea></div><div
        class="CodeMirror-vscrollbar" tabindex="-1" cm-not-content="true"><div></div></div><div
        class="CodeMirror-scroll" tabindex="-1"><div class="CodeMirror-sizer" style="margin-left: 30px;
        min-height: 98px;"><div style="position: relative; top: 0px;"><div class="CodeMirror-lines"
        role="presentation"><div role="presentation" style="position: relative; outline: none;"><div
        class="CodeMirror-measure"><pre class="CodeMirror-line-like"><span>xxxxxxxxxx</span></pre></div><div
        class="CodeMirror-measure"><pre class="CodeMirror-line" role="presentation"><span role="presentation"
        >MEASURED</span></pre></div><div style="position: relative; z-index: 1;"></div><div
        class="CodeMirror-cursors"><div class="CodeMirror-cursor" style="left: 4px; top: 0px; height: 18px;"
        >&nbsp;</div></div><div class="CodeMirror-code" role="presentation">{lines}</div></div></div></div></div>
        <div class="CodeMirror-gutters"><div class="CodeMirror-gutter CodeMirror-linenumbers" style="width: 29px;">
        </div><div class="CodeMirror-gutter marks"></div></div></div></div></main>"""))
    payload = site.extract()
    code = "def add(a, b):\n    if a:\n        return a + b\n\n\tpass"
    assert payload["code_blocks"] == [{"language": None, "text": code}], payload["code_blocks"]
    assert f"```\n{code}\n```" in payload["main"], payload["main"]
    # Typed in: CodeMirror 5 takes keys in its hidden <textarea>, which the input event goes to.
    site.page.evaluate("""() => { document.querySelector('.CodeMirror-line span').append(' SECRET-TYPED');
      document.querySelector('.CodeMirror textarea').dispatchEvent(new InputEvent('input', { bubbles: true })); }""")
    payload = site.extract()
    assert "SECRET" not in payload["content"] and "add(a, b)" not in payload["content"], payload["content"]
    assert payload["code_blocks"] == []


def test_a_monaco_editor_is_one_block_of_code_in_its_language_until_the_visitor_types_in_it(site: Site) -> None:
    """Monaco draws its document as a ``.view-line`` a line in ``.view-lines`` (``aria-hidden``), each
    placed at its ``top`` and spaced with no-break spaces, its line numbers in a margin beside them, its
    language in ``data-mode-id`` on the box it was made in (Monaco 0.58.0's markup; the lines in the order
    it leaves them after scrolling back up, the lines drawn again after the ones it kept): nothing of it
    was read. It is one block in its language, lines in the order shown, plain spaces; once the visitor
    types in it (Chromium's EditContext box is sent only ``beforeinput``), it is theirs and not read."""
    def line(top: int, spans: str, number: int) -> tuple[str, str]:
        style = f'style="top:{top}px;height:19px;line-height:19px;"'
        return (f'<div {style} class="view-line"><span>{spans}</span></div>',
                f'<div {style}><div class="line-numbers lh-odd" style="left:0px;width:42px;">{number}</div></div>')

    def tok(kind: int, text: str) -> str:
        return f'<span class="mtk{kind}">{text.replace(" ", "&nbsp;")}</span>'

    drawn = [line(38, tok(1, "        ") + tok(6, "return") + tok(1, " a + b"), 3),
             line(57, "<span></span>", 4), line(76, tok(6, "print") + tok(1, "(add(1, 2))"), 5),
             line(0, tok(6, "def") + tok(1, " add(a, b):"), 1),
             line(19, tok(1, "    ") + tok(6, "if") + tok(1, " a:"), 2)]
    view_lines, numbers = "".join(v for v, _ in drawn), "".join(n for _, n in drawn)
    site.goto(site.html("/monaco", f"""<main><h1>Exercise: add</h1><p>Write a function that returns the sum of
      its two arguments, then press Run to check it.</p>
      <div id="editor" style="width: 600px; height: 200px;" data-keybinding-context="1" data-mode-id="python"><div
        class="monaco-editor no-user-select  showUnused showDeprecated vs" role="code" data-uri="inmemory://model/1"
        style="width: 600px; height: 200px;"><div data-mprt="3" class="overflow-guard" style="width: 600px; height:
        200px;"><div class="native-edit-context" autocorrect="off" autocapitalize="off" autocomplete="off"
        spellcheck="false" tabindex="0" role="textbox" aria-multiline="true" aria-roledescription="editor"
        aria-label="Editor content"></div><textarea class="ime-text-area" readonly="true" tabindex="-1"
        aria-hidden="true"></textarea><div class="margin" role="presentation" aria-hidden="true" style="position:
        absolute; top: 0px; height: 276px; width: 68px;"><div class="margin-view-overlays" role="presentation"
        aria-hidden="true" style="position: absolute;">{numbers}</div></div><div class="monaco-scrollable-element
        editor-scrollable vs" role="presentation" style="position: absolute; overflow: hidden; left: 68px; width:
        532px; height: 200px;"><div class="lines-content monaco-editor-background" style="position: absolute;
        overflow: hidden; top: 0px; left: 0px;"><div class="view-lines monaco-mouse-cursor-text"
        role="presentation" aria-hidden="true" data-mprt="8" style="position: absolute; line-height: 19px; width:
        470px; height: 276px;">{view_lines}</div><div role="presentation" aria-hidden="true" class="cursors-layer
        cursor-line-style cursor-solid"><div class="cursor  monaco-mouse-cursor-text " style="height: 19px; top:
        0px; left: 0px; width: 2px;"></div></div></div></div></div></div></div></main>"""))
    payload = site.extract()
    code = "def add(a, b):\n    if a:\n        return a + b\n\nprint(add(1, 2))"
    assert payload["code_blocks"] == [{"language": "python", "text": code}], payload["code_blocks"]
    assert f"```python\n{code}\n```" in payload["main"], payload["main"]
    site.page.evaluate("""() => document.querySelector('.native-edit-context').dispatchEvent(
      new InputEvent('beforeinput', { bubbles: true, cancelable: true, inputType: 'insertText', data: 'x' }))""")
    payload = site.extract()
    assert "add(a, b)" not in payload["content"] and payload["code_blocks"] == [], payload["content"]
