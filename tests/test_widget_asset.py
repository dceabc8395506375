"""``GET /reverserag.js``: the widget minified at start, gzipped when the browser accepts it."""

from __future__ import annotations

import gzip
import re
import subprocess
from pathlib import Path

import brotli
import httpx
import pytest

from reverserag import __version__
from reverserag.cli import _parser
from reverserag.settings import Settings
from reverserag.web import choose_encoding, minify_js

ROOT = Path(__file__).resolve().parent.parent
SOURCE = (ROOT / "widget" / "reverserag.js").read_bytes()
ACORN = ROOT / "tests" / "e2e" / "node_modules" / "acorn"
BANNER = f"/*! reverserag {__version__} · AGPL-3.0-only · "
# The program's syntax tree without positions or raw spellings: equal trees, equal programs.
SAME_PROGRAM = r"""
const acorn = require(process.argv[1]);
const fs = require('fs');
const tree = (file) => JSON.stringify(acorn.parse(fs.readFileSync(file, 'utf8'), {ecmaVersion: 'latest'}),
  (key, value) => (key === 'start' || key === 'end' || key === 'raw') ? undefined : value);
const [a, b] = [tree(process.argv[2]), tree(process.argv[3])];
let i = 0;
while (i < a.length && a[i] === b[i]) i++;
if (a !== b) {
  console.log(`differs at ${i}:\n${a.slice(i - 200, i + 200)}\n---\n${b.slice(i - 200, i + 200)}`);
  process.exit(1);
}
"""


def fetch(base: str, **headers: str) -> tuple[httpx.Response, bytes]:
    """The response and its body as sent (httpx would otherwise decode it)."""
    headers = {k.replace("_", "-"): v for k, v in headers.items()}
    with httpx.stream("GET", f"{base}/reverserag.js", headers=headers) as response:
        return response, b"".join(response.iter_raw())


def test_brotli_gzip_and_identity_carry_the_same_minified_widget(app_server):
    base = app_server()
    squeezed, squeezed_body = fetch(base, accept_encoding="gzip, deflate, br")
    assert squeezed.headers["content-encoding"] == "br" and squeezed.headers["vary"] == "Accept-Encoding"
    assert brotli.decompress(squeezed_body) == minify_js(SOURCE)
    zipped, zipped_body = fetch(base, accept_encoding="gzip, deflate")
    plain, plain_body = fetch(base, accept_encoding="identity")
    assert zipped.status_code == plain.status_code == 200
    assert zipped.headers["content-encoding"] == "gzip" and "content-encoding" not in plain.headers
    assert zipped.headers["vary"] == plain.headers["vary"] == "Accept-Encoding"
    assert zipped.headers["content-type"] == plain.headers["content-type"] == "text/javascript; charset=utf-8"
    assert int(zipped.headers["content-length"]) == len(zipped_body) < len(plain_body)
    assert gzip.decompress(zipped_body) == plain_body == minify_js(SOURCE)
    assert len({zipped.headers["etag"], plain.headers["etag"], squeezed.headers["etag"]}) == 3
    assert len(squeezed_body) < len(zipped_body)


def test_a_request_without_accept_encoding_gets_identity(app_server):
    base = app_server()
    response, body = fetch(base, accept_encoding="")
    assert "content-encoding" not in response.headers and body == minify_js(SOURCE)


@pytest.mark.parametrize(("header", "encoding"), [
    ("gzip, deflate, br", "br"), ("br;q=1.0, gzip;q=0.8", "br"), ("GZIP", "gzip"), ("x-gzip", "gzip"),
    ("*", "br"), ("deflate, *;q=0.1", "br"), ("gzip;q=0", "identity"), ("*, gzip;q=0, br;q=0", "identity"),
    ("deflate, *;q=0", "identity"), ("identity", "identity"), ("br", "br"), ("", "identity"),
    ("gzip;q=x", "identity"), ("br;q=0, gzip", "gzip"), ("BR;q=0.5", "br"),
])
def test_accept_encoding_is_read_with_its_qualities(header: str, encoding: str):
    assert choose_encoding(header) == encoding


def test_if_none_match_answers_304_per_representation(app_server):
    base = app_server()
    zipped, _ = fetch(base, accept_encoding="gzip")
    plain, _ = fetch(base, accept_encoding="identity")
    for first, encoding in ((zipped, "gzip"), (plain, "identity")):
        etag = first.headers["etag"]
        for tag in (etag, f"W/{etag}", f'"other", {etag}', "*"):
            again, body = fetch(base, accept_encoding=encoding, if_none_match=tag)
            assert again.status_code == 304 and body == b"", tag
            assert again.headers["etag"] == etag and again.headers["vary"] == "Accept-Encoding"
            assert "max-age" in again.headers["cache-control"]
    # One representation's tag does not validate the other.
    crossed, body = fetch(base, accept_encoding="identity", if_none_match=zipped.headers["etag"])
    assert crossed.status_code == 200 and body == minify_js(SOURCE)
    crossed, body = fetch(base, accept_encoding="gzip", if_none_match=plain.headers["etag"])
    assert crossed.status_code == 200 and gzip.decompress(body) == minify_js(SOURCE)


def test_head_answers_the_headers_alone(app_server):
    base = app_server()
    response = httpx.head(f"{base}/reverserag.js", headers={"Accept-Encoding": "gzip"})
    assert response.status_code == 200 and response.content == b""
    assert response.headers["content-encoding"] == "gzip" and response.headers["vary"] == "Accept-Encoding"


def test_the_minified_widget_is_smaller_keeps_the_banner_and_parses(tmp_path):
    assert SOURCE.decode("utf-8").startswith(BANNER), "the source's banner names another version"
    served = minify_js(SOURCE)
    assert served.decode("utf-8").startswith(BANNER)
    assert len(served) < 0.75 * len(SOURCE)
    assert len(gzip.compress(served, 9)) < len(gzip.compress(SOURCE, 9))
    assert b"[reverserag]" in served  # the console prefix is a string: it survives
    script = tmp_path / "reverserag.min.js"
    script.write_bytes(served)
    check = subprocess.run(["node", "--check", str(script)], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


def test_the_minified_widget_is_the_same_program_as_its_source(tmp_path):
    """rjsmin reads template literals only unnested: a `${…}` holding a template of its own would have
    its whitespace collapsed or its contents cut, and still parse. Equal syntax trees rule that out."""
    if not ACORN.is_dir():
        pytest.fail("acorn is missing: npm ci --prefix tests/e2e (scripts/test does)")
    served = tmp_path / "reverserag.min.js"
    served.write_bytes(minify_js(SOURCE))
    compare = subprocess.run(["node", "-e", SAME_PROGRAM, str(ACORN), str(ROOT / "widget" / "reverserag.js"),
                              str(served)], capture_output=True, text=True)
    assert compare.returncode == 0, compare.stdout + compare.stderr


def test_the_guard_above_sees_a_nested_template_mangled(tmp_path):
    """The failure the previous test exists for, shown on purpose."""
    if not ACORN.is_dir():
        pytest.fail("acorn is missing: npm ci --prefix tests/e2e (scripts/test does)")
    source = b"const a = `x ${b ? `y   z` : ''} w`;\n"
    (tmp_path / "a.js").write_bytes(source)
    (tmp_path / "b.js").write_bytes(minify_js(source))
    compare = subprocess.run(["node", "-e", SAME_PROGRAM, str(ACORN), str(tmp_path / "a.js"),
                              str(tmp_path / "b.js")], capture_output=True, text=True)
    assert compare.returncode == 1 and "differs" in compare.stdout


def test_widget_minify_false_serves_the_source_as_written(app_server):
    base = app_server(widget_minify=False)
    plain, body = fetch(base, accept_encoding="identity")
    assert body == SOURCE
    zipped, zipped_body = fetch(base, accept_encoding="gzip")
    assert zipped.headers["content-encoding"] == "gzip" and gzip.decompress(zipped_body) == SOURCE
    minified, _ = fetch(app_server(), accept_encoding="identity")
    assert plain.headers["etag"] != minified.headers["etag"]


def test_widget_minify_is_a_setting_and_a_flag():
    assert Settings().widget_minify is True
    assert Settings.from_env({"REVERSERAG_WIDGET_MINIFY": "false"}).widget_minify is False
    args = _parser().parse_args(["serve", "--widget-minify", "off"])
    assert Settings.from_env({}, widget_minify=args.widget_minify).widget_minify is False


def test_the_served_etag_is_stable_across_loads(app_server):
    """Every replica (and every restart) names the same file the same way, so caches keep validating."""
    first, _ = fetch(app_server(), accept_encoding="gzip")
    second, _ = fetch(app_server(), accept_encoding="gzip")
    assert first.headers["etag"] == second.headers["etag"]
    assert re.fullmatch(r'"[0-9a-f]{32}-gzip"', first.headers["etag"])
