"""Translation rules, in Chromium, Firefox and WebKit: forge pages read through their raw files and
logs, rules added through the API, and the page read as it is when a rule fails."""

from __future__ import annotations

import json
import re

import pytest
from harness import ORIGIN, Site

from reverserag.page import parse_page

pytestmark = pytest.mark.engines  # every rule holds in Chromium, Firefox and WebKit


def test_gitlab_job_page_is_read_through_its_raw_log(site: Site) -> None:
    page_url = f"{ORIGIN}/demo/gitlab/acme/rocket/-/jobs/4242"
    site.goto(page_url)
    payload = site.extract()
    assert payload["source"] == "translated"
    assert payload["translated_from"] == page_url
    assert payload["url"] == page_url + "/raw"
    assert payload["main"] == payload["content"]
    assert "Loading the job log" not in payload["content"]
    # The log comes as the job served it; the server reads it as a terminal shows it (page.py).
    assert "\x1b[" in payload["content"] and "section_start:" in payload["content"]
    page = parse_page(payload, max_content_chars=2_000_000)
    for content in (page.content, page.main):
        assert "expected: >= 400" in content and "got:    380" in content
        assert "ERROR: Job failed: exit code 1" in content
        assert "\x1b" not in content and "section_start" not in content and "\r" not in content


def test_a_log_over_the_cap_keeps_its_start_and_its_end(site: Site) -> None:
    """A CI log fails at its end, so a log over the cap keeps a tenth from its start and the rest
    from its end, with a marker between; the server then cleans what came (page.py), an escape
    sequence the cut left unfinished too."""
    lines = [f"\x1b[0Ksection_start:17150000{i:02d}:step_{i}\r\x1b[0K\x1b[36;1mStep {i} of 60\x1b[0;m"
             for i in range(60)]
    log = "\n".join([*lines, "\x1b[31;1mERROR: Job failed: exit code 1\x1b[0;m", ""])
    site.add("/ci/acme/rocket/-/jobs/7/raw", log, content_type="text/plain; charset=utf-8")
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="1030" defer></script>'
    site.goto(site.html("/ci/acme/rocket/-/jobs/7", "<main><p>Loading the job log</p></main>", script=tag))
    payload = site.extract()
    assert payload["source"] == "translated" and len(log) > 3000
    head, marker, tail = payload["content"].partition("\n\n[reverserag: log cut here]\n\n")
    assert marker and len(head) + len(tail) <= 1030 + len("# Test page\n\n")
    assert head == "# Test page\n\n" + log[:103] and head.endswith("step_1\r\x1b[")  # cut in an escape
    assert log.endswith(tail + "\n")  # the end, whole
    page = parse_page(payload, max_content_chars=2_000_000)
    assert page.content.startswith("# Test page\n\nStep 0 of 60\n\n\n[reverserag: log cut here]")
    assert page.content.endswith("Step 59 of 60\nERROR: Job failed: exit code 1")
    assert "\x1b" not in page.content and "section_" not in page.content


def test_a_file_or_log_cut_to_the_cap_keeps_its_characters_whole(site: Site) -> None:
    """The cap counts UTF-16 units, and an emoji is two: a file cut at its end, or a log at the end of
    its head and the start of its tail, kept half of one, a lone surrogate that is no character.
    Either parity of the cuts is tried."""
    tag = f'<script src="{ORIGIN}/reverserag.js" data-max-chars="1030" defer></script>'
    shell = "<main><p>Loading</p></main>"
    for lead in ("x", "xy"):
        text = lead + "😀" * 1000
        site.add(f"/acme/rocket/-/raw/main/emoji-{lead}.txt", text, "text/plain; charset=utf-8")
        site.add(f"/ci/acme/rocket/-/jobs/{len(lead)}/raw", text, "text/plain; charset=utf-8")
        for view in (f"/acme/rocket/-/blob/main/emoji-{lead}.txt", f"/ci/acme/rocket/-/jobs/{len(lead)}"):
            site.goto(site.html(view, shell, script=tag))
            whole = site.page.evaluate("""async () => {
                const page = await ReverseRAG.extract();
                if (page.source !== 'translated') return null;
                try { encodeURIComponent(page.content); return true; } catch { return false; }
            }""")
            assert whole is True, view


def test_failed_or_slow_translation_falls_back_to_the_dom(site: Site) -> None:
    rules = json.dumps([
        {"pattern": "/missing$", "to": "$&.txt"},
        {"pattern": "/slow$", "to": "$&.txt"},
    ]).replace('"', "&quot;")
    tag = (f'<script src="{ORIGIN}/reverserag.js" data-translate="{rules}" '
           f'data-translate-timeout-ms="300" defer></script>')
    site.hang("/slow.txt")
    for path in ("/missing", "/slow"):
        site.goto(site.html(path, "<main><p>The page itself.</p></main>", script=tag))
        payload = site.extract(settle=False)
        assert payload["source"] == "dom", path
        assert payload["content"] == "The page itself."
    assert f"{ORIGIN}/missing.txt" in site.requests and f"{ORIGIN}/slow.txt" in site.requests


def test_translation_rules_can_be_added_through_the_api(site: Site) -> None:
    site.add("/notes/7.txt", "Plain notes: the tide turns at 14:10.", "text/plain")
    site.goto(site.html("/notes/7", "<main><p>Rendered notes shell.</p></main>"))
    site.page.evaluate("() => ReverseRAG.translate(/\\/notes\\/\\d+$/, (url) => url + '.txt')")
    payload = site.extract(settle=False)
    assert payload["source"] == "translated"
    assert "Plain notes: the tide turns at 14:10." in payload["content"]


def test_gitlab_blob_views_are_read_through_their_raw_files(site: Site) -> None:
    """A source file comes as one block of code in its language; a README, prose already written in
    markdown, as the page's text (a QA pass found it fenced as code, which the server then took for a
    page of code and the offline engine could not answer from)."""
    readme = "# Rocket\n\nA small launcher for model rockets.\n\n## Usage\n\n- `rocket go` starts the countdown\n"
    launch = "def launch(fuel):\n    if fuel < 400:\n        raise ValueError('low fuel')\n"
    site.add("/acme/rocket/-/raw/main/README.md", readme, "text/plain; charset=utf-8")
    site.add("/acme/rocket/-/raw/main/src/launch.py", launch, "text/plain; charset=utf-8")
    shell = "<main><p>Loading the file viewer</p></main>"
    site.goto(site.html("/acme/rocket/-/blob/main/README.md", shell))
    payload = site.extract()
    assert (payload["source"], payload["url"]) == ("translated", f"{ORIGIN}/acme/rocket/-/raw/main/README.md")
    assert payload["content"] == payload["main"] == "# Test page\n\n" + readme.strip()
    assert payload["code_blocks"] == []
    site.goto(site.html("/acme/rocket/-/blob/main/src/launch.py", shell) + "?ref_type=heads#L2")
    payload = site.extract()
    assert payload["url"] == f"{ORIGIN}/acme/rocket/-/raw/main/src/launch.py"
    assert payload["content"] == "```py\n" + launch.rstrip() + "\n```"
    assert payload["code_blocks"] == [{"language": "py", "text": launch}]


def test_gitea_and_forgejo_file_views_are_read_through_their_raw_files(site: Site) -> None:
    """Codeberg and every Gitea or Forgejo host show a file at `/src/branch/REF/PATH` (or `tag`,
    `commit`) and serve it at `/raw/...`; a folder's view has no raw file and is read as a page."""
    launch = "def launch(fuel):\n    return fuel >= 400\n"
    site.add("/acme/rocket/raw/commit/9f3c2e1/launch.py", launch, "text/plain; charset=utf-8")
    shell = "<main><p>Loading the file viewer</p></main>"
    site.goto(site.html("/acme/rocket/src/commit/9f3c2e1/launch.py", shell))
    payload = site.extract()
    assert (payload["source"], payload["url"]) == ("translated", f"{ORIGIN}/acme/rocket/raw/commit/9f3c2e1/launch.py")
    assert payload["code_blocks"] == [{"language": "py", "text": launch}]
    site.goto(site.html("/acme/rocket/src/branch/main/docs", "<main><p>A folder: guide.md, faq.md</p></main>"))
    payload = site.extract(settle=False)
    assert (payload["source"], payload["content"]) == ("dom", "A folder: guide.md, faq.md")
    assert f"{ORIGIN}/acme/rocket/raw/branch/main/docs" in site.requests


def test_a_link_to_lines_of_a_file_points_the_visitor_at_them(site: Site) -> None:
    """A file's address may name lines (`#L2-L3` on GitHub, Gitea and Forgejo, `#L2-3` on GitLab,
    `#L2` for one): someone sent the visitor there, and they are the visitor's selection, as if
    selected, unless the visitor selects text of their own."""
    launch = "import sys\n\ndef launch(fuel):\n    if fuel < 400:\n        raise ValueError('low fuel')\n"
    site.add("/acme/rocket/-/raw/main/launch.py", launch, "text/plain; charset=utf-8")
    site.add("/acme/rocket/raw/branch/main/launch.py", launch, "text/plain; charset=utf-8")
    shell = "<main><p>Loading the file viewer</p></main>"
    cases = {
        "/acme/rocket/-/blob/main/launch.py#L3-4": "def launch(fuel):\n    if fuel < 400:",
        "/acme/rocket/src/branch/main/launch.py#L4-L5": "    if fuel < 400:\n        raise ValueError('low fuel')",
        "/acme/rocket/-/blob/main/launch.py?ref_type=heads#L1": "import sys",
        "/acme/rocket/-/blob/main/launch.py#L40": None,  # past the end
        "/acme/rocket/-/blob/main/launch.py#readme": None,
    }
    for path, lines in cases.items():
        address, rest = re.match(r"([^?#]+)(.*)", path).groups()
        site.goto(site.html(address, shell) + rest)
        payload = site.extract(settle=False)
        assert payload["source"] == "translated", path
        assert payload["selection"] == lines, path
    page = parse_page(payload | {"selection": launch.splitlines()[2]}, max_content_chars=2_000_000)
    assert page.selection == "def launch(fuel):"  # the page shows it: the server keeps it
    site.goto(site.html("/acme/rocket/-/blob/main/launch.py", shell) + "#L1")
    assert site.extract(settle=False, selection="raise ValueError")["selection"] == "raise ValueError"


def test_a_binary_raw_file_leaves_the_page_to_be_read(site: Site) -> None:
    """An image or an archive behind a blob view is no text: a QA pass found a PNG's bytes sent as a
    page of code. Known by its type, or, served as text/plain as raw hosts often do, by a NUL byte."""
    png = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000") + bytes(40)
    site.add("/raw/logo.png", png, "image/png")
    site.add("/raw/stars.bin", b"STAR\x00\x01\x02 catalogue " * 40, "text/plain; charset=utf-8")
    rules = json.dumps([{"pattern": "/blob/(.+)$", "to": "/raw/$1"}]).replace('"', "&quot;")
    tag = f'<script src="{ORIGIN}/reverserag.js" data-translate="{rules}" defer></script>'
    for name in ("logo.png", "stars.bin"):
        site.goto(site.html(f"/blob/{name}", "<main><p>A preview of the file.</p></main>", script=tag))
        payload = site.extract(settle=False)
        assert (payload["source"], payload["content"]) == ("dom", "A preview of the file."), name
        assert f"{ORIGIN}/raw/{name}" in site.requests


def test_a_raw_file_is_read_in_the_charset_it_is_served_in(site: Site) -> None:
    menu = "Café crème, 3 €; thé à la menthe, 2 €."
    site.add("/raw/menu.txt", menu.encode("cp1252"), "text/plain; charset=windows-1252")
    site.add("/raw/menu-utf8.txt", menu.encode(), "text/plain")  # no charset named: UTF-8
    rules = json.dumps([{"pattern": "/blob/(.+)$", "to": "/raw/$1"}]).replace('"', "&quot;")
    tag = f'<script src="{ORIGIN}/reverserag.js" data-translate="{rules}" defer></script>'
    for name in ("menu.txt", "menu-utf8.txt"):
        site.goto(site.html(f"/blob/{name}", "<main><p>A preview of the file.</p></main>", script=tag))
        payload = site.extract(settle=False)
        assert (payload["source"], payload["content"]) == ("translated", "# Test page\n\n" + menu), name


def test_a_rule_that_never_answers_leaves_the_page_to_be_read(site: Site) -> None:
    """A rule's function that never settles held extract() forever (a QA pass); it has the
    translation's time, as the fetch has."""
    tag = f'<script src="{ORIGIN}/reverserag.js" data-translate-timeout-ms="300" defer></script>'
    site.goto(site.html("/notes/8", "<main><p>Rendered notes shell.</p></main>", script=tag))
    site.page.evaluate("() => ReverseRAG.translate(/\\/notes\\/\\d+$/, () => new Promise(() => {}))")
    outcome = site.page.evaluate("""() => Promise.race([ReverseRAG.extract({ settle: false }),
        new Promise((done) => setTimeout(done, 5000, 'still waiting after 5 s'))])""")
    assert outcome != "still waiting after 5 s"
    assert (outcome["source"], outcome["content"]) == ("dom", "[¶1] Rendered notes shell.")  # a sentence in main: cited


def test_a_rule_with_a_global_pattern_matches_on_every_read(site: Site) -> None:
    """A g (or y) flag keeps a RegExp's lastIndex between matches, so every other read of the page
    went untranslated (a QA pass)."""
    site.add("/notes/9.txt", "Plain notes: the ferry leaves at 09:40.", "text/plain")
    site.goto(site.html("/notes/9", "<main><p>Rendered notes shell.</p></main>"))
    site.page.evaluate("() => ReverseRAG.translate(/\\/notes\\/\\d+$/g, (url) => url + '.txt')")
    for read in range(3):
        assert site.extract(settle=False)["source"] == "translated", read
