"""Which passages the offline engine picks on a documentation page (QA47 #14, MkDocs Material's build of
the "Harbor HTTP Client" pages): the sentence that says it over a short title, and a list a section's
heading names whole."""

from __future__ import annotations

from offline_helpers import ask

INSTALL = """# Installation[¶](http://127.0.0.1:8961/install/#installation)

[¶1] Harbor supports Python 3.9 and later, Node.js 18 and later, and Go 1.21 and later.

## Install the package[¶](http://127.0.0.1:8961/install/#install-the-package)

```bash
pip install harbor-http
```

Note

[¶2] The Python package is called `harbor-http` on PyPI, but you import it as `harbor`.

[¶3] Python 3.8 is no longer supported

[¶4] Harbor 3.0 dropped Python 3.8. Pin `harbor-http<3` if you cannot upgrade.

## Optional extras[¶](http://127.0.0.1:8961/install/#optional-extras)

[¶5]
| Extra | Installs | Needed for |
| --- | --- | --- |
| `http2` | `h2>=4.1` | HTTP/2 support in the Python client |
| `socks` | `socksio` | SOCKS5 proxies |

[¶6] Install an extra with `pip install "harbor-http[http2]"`.
"""

HOWTO = """# Retries and timeouts

[¶1] This guide walks through configuring retries, backoff and timeouts for a production service.

## Choosing timeouts

[¶2] A single float sets the **read** timeout. For most services set the connect timeout low and the read \
timeout to the slowest endpoint's 99th percentile plus a margin.

## Enabling HTTP/2 step by step

1. [¶19] Install the extra:
   ```bash
   pip install "harbor-http[http2]"
   ```
2. [¶20] Turn it on when you create the client:
   ```python
   client = harbor.Client(base_url="https://api.example.com", http2=True)
   ```
3. [¶21] Check which protocol was used:
   ```python
   print(client.get("/health").http_version)  # "HTTP/2"
   ```

## Checklist

1. [¶22] Set an explicit connect and read timeout.
2. [¶23] Keep `retries` small (2–5) and the backoff exponential.
"""

API = """# API reference

## `Client`

[¶1] The client holds a connection pool and the default settings for every request it sends.

## `Response`

[¶11]
| Attribute | Description |
| --- | --- |
| `status_code` | The HTTP status as an integer. |
| `json()` | The body parsed as JSON. |
| `raise_for_status()` | Raises `harbor.HTTPStatusError` for 4xx and 5xx. |

## Exceptions

- [¶12] `harbor.HarborError` — base class.
- [¶13] `harbor.TimeoutError` — a timeout elapsed.
- [¶14] `harbor.ConnectError` — no connection.
- [¶15] `harbor.HTTPStatusError` — raised by `raise_for_status()`.
"""


def test_a_sentence_that_says_it_answers_before_a_short_title_holding_the_same_words():
    """Regression (QA47 #14): "What Python versions are supported?" quoted the admonition's title "Python
    3.8 is no longer supported" (MkDocs writes a titled admonition's title as a line of its own; Sphinx's
    build, titled "Warning", quoted the right sentence), the extras table and the verify block, never
    "Harbor supports Python 3.9 and later, …", which holds as much of the question but is longer."""
    answer = ask("What Python versions are supported?", INSTALL, title="Installation - Harbor HTTP Client")
    assert answer.startswith("Under “Installation”, the page says:\n\n> Harbor supports Python 3.9 and later"), answer


def test_a_list_whose_section_heading_names_the_question_is_quoted_whole():
    """Regression (QA47 #14): "How do I enable HTTP/2?" quoted steps 1 and 3 and skipped step 2, the one
    with http2=True; "What exceptions can be raised?" quoted one exception of the four listed."""
    answer = ask("How do I enable HTTP/2?", HOWTO, title="Retries and timeouts - Harbor HTTP Client")
    assert "http2=True" in answer and "Install the extra:" in answer and "Check which protocol" in answer, answer
    answer = ask("What exceptions can be raised?", API, title="API reference - Harbor HTTP Client")
    for name in ("HarborError", "TimeoutError", "ConnectError", "HTTPStatusError — raised"):
        assert f"> harbor.{name}" in answer, answer
    # A section that is prose, not a list, is quoted by its best sentences as before.
    answer = ask("How do I choose timeouts?", HOWTO, title="Retries and timeouts - Harbor HTTP Client")
    assert "Install the extra" not in answer and "[¶2]" in answer, answer


# Astro Starlight's getting-started page as the widget sent it (QA pass 49): the `<Tabs>` tab list
# (`role=tablist`, each tab a link to its panel's anchor) written as a list of links, the selected panel's
# command under it.
TABS = """# Getting started

[¶1] Tessera needs **PostgreSQL 14 or later**.

## Install

- [Python](http://127.0.0.1:8972/guide/getting-started/#tab-panel-0)
- [Node.js](http://127.0.0.1:8972/guide/getting-started/#tab-panel-1)

[¶2]
```sh
pip install tessera-queue
```

[¶3] Run `tessera doctor` to check that your database is reachable.

## First job

1. [¶4] Create the tables:
   ```sh
   tessera migrate --dsn postgres://localhost/app
   ```
"""


def test_a_list_of_links_to_the_pages_own_anchors_is_no_list_a_section_is_quoted_by():
    """Regression (QA pass 49, Astro Starlight): "How do I install it?" was answered with the tab labels "Python"
    and "Node.js", not the `pip install` command under them: the tab list is written as a list whose items link
    to the panels' anchors (#tab-panel-0), and a list under a heading that names the question was quoted whole.
    Links to the page's own anchors are a control (tabs, a table of contents), not what the section says."""
    for url in ("http://127.0.0.1:8972/guide/getting-started/", "http://127.0.0.1:8972/guide/getting-started"):
        for question in ("How do I install it?", "How do I install it with npm?"):
            answer = ask(question, TABS, title="Getting started | Tessera", url=url)
            assert "pip install tessera-queue" in answer and "Node.js" not in answer, (url, answer)
    # A list of links elsewhere (another page's anchors) is a list still.
    elsewhere = TABS.replace("/guide/getting-started/#", "/guide/install/#")
    answer = ask("How do I install it?", elsewhere, title="Getting started | Tessera",
                 url="http://127.0.0.1:8972/guide/getting-started/")
    assert "> [Python](/guide/install/#tab-panel-0)" in answer, answer


# VitePress's configuration reference as the widget sent it (QA pass 49): an intro that says "options", a
# table of the options, and a section for one of them.
OPTIONS = """# [¶1] Configuration reference

[¶2] All options go in `lumen.config.js`. Only `input` is required.

[¶3]
| Option | Type | Default | Description |
| --- | --- | --- | --- |
| `input` | `string` | — | Folder to read images from. |
| `outDir` | `string` | `'dist/img'` | Folder the processed images are written to. |
| `base` | `string` | `'/'` | Public URL prefix added to every image path in the generated HTML. |
| `quality` | `number` | `75` | Encoder quality, 1–100. |

## base

[¶4]
`base` is the public URL prefix of the images. If your site is served from a sub-folder, for example \
`https://example.com/blog/`, set `base: '/blog/'` so that image URLs become `/blog/img/photo.avif`. It does not \
change where files are written; that is `outDir`.

[¶5]
`base` must now end with a slash. `base: '/blog'` throws `LumenConfigError`.

## quality

[¶6] Higher quality means larger files. For AVIF, 50 looks like JPEG at 75.
"""


def test_the_name_of_an_option_outweighs_the_word_option():
    """Regression (QA pass 49, VitePress): "What does the base option do?" was answered with the intro "All options
    go in lumen.config.js.": "option", rare on the page, weighed more than "base", which a section, a table's row
    and code name. The word for a kind of thing beside a name the page gives in code or as a heading is no term
    of the question ("What is base?" was answered right)."""
    for question in ("What does the base option do?", "What does the `base` option do?",
                     "What does the base setting do?"):
        answer = ask(question, OPTIONS, title="Configuration reference | Lumen")
        assert "All options go in" not in answer and "> base is the public URL prefix of the images." in answer, (
            question, answer)
    answer = ask("What does the outDir option do?", OPTIONS, title="Configuration reference | Lumen")
    assert "All options go in" not in answer and "outDir — Type: string" in answer, answer
    # With no name beside it, "option" is what is asked about.
    answer = ask("Where do the options go?", OPTIONS, title="Configuration reference | Lumen")
    assert "> All options go in lumen.config.js." in answer, answer
    # A word the page names by no code or heading leaves the question as it is ("the default quality").
    answer = ask("What is the default quality?", OPTIONS, title="Configuration reference | Lumen")
    assert "quality — Type: number; Default: 75" in answer, answer
