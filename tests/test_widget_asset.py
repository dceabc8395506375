"""``GET /reverserag.js``: the widget minified at start, gzipped when the browser accepts it; and
``GET /reverserag-chat.js``, its chat, which it fetches the first time it is needed, made alike."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import quote

import brotli
import httpx
import pytest

from reverserag import __version__, web
from reverserag.cli import _parser
from reverserag.settings import Settings
from reverserag.web import choose_encoding, minify_js

ROOT = Path(__file__).resolve().parent.parent
VAULT = (ROOT / "widget" / web.VAULT_FILE).read_bytes()
# The chat as the server minifies it: with its vault file's hash written in.
CHAT = web.pinning((ROOT / "widget" / web.CHAT_FILE).read_bytes(), minify_js(VAULT))
# The widget, the file every page loads, as the server minifies it: with its chat file's hash written in.
SOURCE = web.pinning((ROOT / "widget" / "reverserag.js").read_bytes(), minify_js(CHAT), web._CHAT_INTEGRITY)
# The two files of the widget by their address, each with the hash of the file it fetches: what
# the tests below check of "the widget" holds of both. The chat is an ES module: written out for
# node and acorn, it is named .mjs, which they read as one.
FILES = {"reverserag.js": SOURCE, web.CHAT_FILE: CHAT}
SUFFIX = {"reverserag.js": ".js", web.CHAT_FILE: ".mjs"}
ACORN = ROOT / "tests" / "e2e" / "node_modules" / "acorn"
BANNER = f"/*! reverserag {__version__} · AGPL-3.0-only · "
# The program's syntax tree without positions or raw spellings: equal trees, equal programs.
# With a fourth argument, declarations read `const` as `let` (the served widget declares with `let`).
# A file named .mjs is read as a module (the chat), any other as a script.
SAME_PROGRAM = r"""
const acorn = require(process.argv[1]);
const fs = require('fs');
const asLet = process.argv[4] === 'const-as-let';
const parse = (file) => acorn.parse(fs.readFileSync(file, 'utf8'),
  {ecmaVersion: 'latest', sourceType: file.endsWith('.mjs') ? 'module' : 'script'});
const tree = (file) => JSON.stringify(parse(file),
  (key, value) => (key === 'start' || key === 'end' || key === 'raw') ? undefined
    : asLet && key === 'kind' && value === 'const' ? 'let' : value);
const [a, b] = [tree(process.argv[2]), tree(process.argv[3])];
let i = 0;
while (i < a.length && a[i] === b[i]) i++;
if (a !== b) {
  console.log(`differs at ${i}:\n${a.slice(i - 200, i + 200)}\n---\n${b.slice(i - 200, i + 200)}`);
  process.exit(1);
}
"""


def fetch(base: str, path: str = "/reverserag.js", **headers: str) -> tuple[httpx.Response, bytes]:
    """The response and its body as sent (httpx would otherwise decode it)."""
    headers = {k.replace("_", "-"): v for k, v in headers.items()}
    with httpx.stream("GET", f"{base}{path}", headers=headers) as response:
        return response, b"".join(response.iter_raw())


@pytest.mark.parametrize("name", FILES)
def test_brotli_gzip_and_identity_carry_the_same_minified_widget(app_server, name):
    base = app_server()
    squeezed, squeezed_body = fetch(base, f"/{name}", accept_encoding="gzip, deflate, br")
    assert squeezed.headers["content-encoding"] == "br" and squeezed.headers["vary"] == "Accept-Encoding"
    assert brotli.decompress(squeezed_body) == minify_js(FILES[name])
    zipped, zipped_body = fetch(base, f"/{name}", accept_encoding="gzip, deflate")
    plain, plain_body = fetch(base, f"/{name}", accept_encoding="identity")
    assert zipped.status_code == plain.status_code == 200
    assert zipped.headers["content-encoding"] == "gzip" and "content-encoding" not in plain.headers
    assert zipped.headers["vary"] == plain.headers["vary"] == "Accept-Encoding"
    assert zipped.headers["content-type"] == plain.headers["content-type"] == "text/javascript; charset=utf-8"
    assert int(zipped.headers["content-length"]) == len(zipped_body) < len(plain_body)
    assert gzip.decompress(zipped_body) == plain_body == minify_js(FILES[name])
    assert len(zipped_body) < len(gzip.compress(plain_body, 9))  # Zopfli: still gzip, only smaller
    assert len({zipped.headers["etag"], plain.headers["etag"], squeezed.headers["etag"]}) == 3
    assert len(squeezed_body) < len(zipped_body)


def _served_and_pinned(base: str, name: str, lang: str, english: str, french: str, by: str) -> bytes:
    """``name`` as served in ``lang`` ('' or '?lang=fr'): a module fetched with CORS, in that
    language (its words ``english`` or ``french``), answered 304 for its ETag; and ``by``, the file
    that fetches it, in the same language, carries its hash as served, and no other hash."""
    response, body = fetch(base, f"/{name}{lang}", accept_encoding="br")
    served = brotli.decompress(body)
    assert response.status_code == 200 and response.headers["content-type"] == "text/javascript; charset=utf-8"
    assert response.headers["access-control-allow-origin"] == "*"  # a module, fetched with CORS
    assert response.headers["content-language"] == ("fr" if lang else "en")
    assert (english in served.decode()) == (not lang) and (french in served.decode()) == bool(lang)
    assert served == httpx.get(f"{base}/{name}{lang}", headers={"accept-encoding": "identity"}).content
    fetcher = httpx.get(f"{base}/{by}{lang}").content
    assert fetcher.count(web.integrity(served).encode()) == 1
    assert fetcher.count(web.integrity(b"").split("-")[0].encode() + b"-") == 1  # and no other hash
    again = httpx.get(f"{base}/{name}{lang}", headers={"if-none-match": response.headers["etag"]})
    assert again.status_code == 304
    return served


def test_the_vault_file_is_served_beside_the_widget_and_the_chat_pins_it(app_server):
    """``reverserag-vault.js`` (only a site with ``data-vault="on"`` loads it, from the chat) is served
    as the widget is, in the widget's language, and the chat in each language carries that file's hash."""
    base = app_server()
    for lang in ("", "?lang=fr"):
        vault = _served_and_pinned(base, web.VAULT_FILE, lang, "Passphrase", "Phrase secrète", web.CHAT_FILE)
    assert vault == minify_js(web._source(ROOT / "widget" / web.VAULT_FILE, "fr"))
    for name in FILES:  # its words are the vault file's
        assert b"Passphrase" not in httpx.get(f"{base}/{name}").content, name
    assert httpx.get(f"{base}/{web.VAULT_FILE}?lang=%%").status_code == 400


def test_the_chat_file_is_served_beside_the_widget_which_pins_it(app_server):
    """``reverserag-chat.js`` (the widget fetches it the first time the chat is needed) is served as
    the widget is, in the widget's language, and the widget in each language carries the hash of
    the chat file in that language byte for byte as served: a stale or another language's hash
    would have the browser refuse the chat."""
    base = app_server()
    hashes = set()
    for lang in ("", "?lang=fr"):
        chat = _served_and_pinned(base, web.CHAT_FILE, lang, "Close chat", "Fermer la discussion", "reverserag.js")
        hashes.add(web.integrity(chat))
    assert len(hashes) == 2  # each language's widget pins its own language's chat
    vault = minify_js(web._source(ROOT / "widget" / web.VAULT_FILE, "fr"))
    assert chat == minify_js(web.pinning(web._source(ROOT / "widget" / web.CHAT_FILE, "fr"), vault))
    assert b"Close chat" not in httpx.get(base + "/reverserag.js").content  # its words are the chat file's
    assert httpx.get(f"{base}/{web.CHAT_FILE}?lang=%%").status_code == 400


@pytest.mark.parametrize("name", [web.CHAT_FILE, web.VAULT_FILE])
def test_a_fetched_file_at_its_versioned_address_is_kept_a_year(app_server, name):
    """The chat's and the vault's files, at the address the widget fetches them by (``?v=`` and their
    hash's first characters, in their language), are cached for a year: those bytes never change
    there. Without it, or with another version's, the address may serve new bytes tomorrow: five minutes."""
    base = app_server()
    for lang in ("", "lang=fr&"):
        served = httpx.get(f"{base}/{name}?{lang}").content
        version = web.integrity(served)[7:15]
        kept = httpx.get(f"{base}/{name}", params=httpx.QueryParams(f"{lang}v={quote(version, safe='')}"))
        assert kept.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert kept.content == served
        for other in ("", "v=AAAAAAAA", f"v={quote(version[:7], safe='')}"):
            short = httpx.get(f"{base}/{name}?{lang}{other}")
            assert short.headers["cache-control"] == "public, max-age=300, stale-while-revalidate=86400", other
    own = quote(web.integrity(httpx.get(base + "/reverserag.js").content)[7:15])
    widget = httpx.get(f"{base}/reverserag.js?v={own}")
    assert "immutable" not in widget.headers["cache-control"]  # the tag's address is the site's: never kept long


def test_a_widget_without_the_files_it_fetches_beside_it_is_made_alone(tmp_path):
    """A widget folder with the loader alone: it is made as written, its room for the chat's hash
    left empty, and nothing beside it to serve."""
    (tmp_path / "reverserag.js").write_bytes((ROOT / "widget" / "reverserag.js").read_bytes())
    made = web.Widget.load(tmp_path / "reverserag.js", minify=False)
    assert made.chat is None and made.vault is None
    assert made.identity.body == (ROOT / "widget" / "reverserag.js").read_bytes()  # its room left ''


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


@pytest.mark.parametrize("name", FILES)
def test_if_none_match_answers_304_per_representation(app_server, name):
    base = app_server()
    path = f"/{name}"
    zipped, _ = fetch(base, path, accept_encoding="gzip")
    plain, _ = fetch(base, path, accept_encoding="identity")
    for first, encoding in ((zipped, "gzip"), (plain, "identity")):
        etag = first.headers["etag"]
        for tag in (etag, f"W/{etag}", f'"other", {etag}', "*"):
            again, body = fetch(base, path, accept_encoding=encoding, if_none_match=tag)
            assert again.status_code == 304 and body == b"", tag
            assert again.headers["etag"] == etag and again.headers["vary"] == "Accept-Encoding"
            assert "max-age" in again.headers["cache-control"]
    # One representation's tag does not validate the other, nor one file's the other file.
    crossed, body = fetch(base, path, accept_encoding="identity", if_none_match=zipped.headers["etag"])
    assert crossed.status_code == 200 and body == minify_js(FILES[name])
    crossed, body = fetch(base, path, accept_encoding="gzip", if_none_match=plain.headers["etag"])
    assert crossed.status_code == 200 and gzip.decompress(body) == minify_js(FILES[name])
    other, _ = fetch(base, "/" + next(n for n in FILES if n != name), accept_encoding="gzip")
    crossed, _ = fetch(base, path, accept_encoding="gzip", if_none_match=other.headers["etag"])
    assert crossed.status_code == 200


@pytest.mark.parametrize("name", FILES)
def test_head_answers_the_headers_alone(app_server, name):
    base = app_server()
    response = httpx.head(f"{base}/{name}", headers={"Accept-Encoding": "gzip"})
    assert response.status_code == 200 and response.content == b""
    assert response.headers["content-encoding"] == "gzip" and response.headers["vary"] == "Accept-Encoding"


@pytest.mark.parametrize("name", FILES)
def test_the_minified_widget_is_smaller_keeps_the_banner_and_parses(tmp_path, name):
    source = FILES[name]
    assert source.decode("utf-8").startswith(BANNER), "the source's banner names another version"
    served = minify_js(source)
    assert served.decode("utf-8").startswith(BANNER)
    assert len(served) < 0.75 * len(source)
    assert len(gzip.compress(served, 9)) < len(gzip.compress(source, 9))
    if name == "reverserag.js":
        assert b"[reverserag]" in served  # the console prefix is a string: it survives (the chat warns through it)
    script = tmp_path / f"served{SUFFIX[name]}"
    script.write_bytes(served)
    check = subprocess.run(["node", "--check", str(script)], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


def _acorn() -> Path:
    if not ACORN.is_dir():
        pytest.fail("acorn is missing: npm ci --prefix tests/e2e (scripts/test does)")
    return ACORN


def _node(script: str, *args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["node", "-e", script, *map(str, args)], capture_output=True, text=True)


# Visits every node of a program's syntax tree, then prints what `seen` gathered: the script
# below is completed by a `seen` and a `take(node)` that fills it (or by an `output(tree)` to print).
_VISIT = r"""
const acorn = require(process.argv[1]);
const fs = require('fs');
const tree = acorn.parse(fs.readFileSync(process.argv[2], 'utf8'),
  {ecmaVersion: 'latest', sourceType: process.argv[2].endsWith('.mjs') ? 'module' : 'script'});
(function visit(node) {
  if (!node || typeof node.type !== 'string') return;
  take(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') visit(value);
  }
})(tree);
console.log(typeof output === 'function' ? output(tree) : JSON.stringify([...seen]));
"""
# Every string the program holds: string literals and the text parts of template literals.
STRINGS = r"""
const seen = [];
function take(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') seen.push(node.value);
  if (node.type === 'TemplateElement') seen.push(node.value.cooked);
}
""" + _VISIT


@pytest.mark.parametrize("name", FILES)
def test_the_fallback_minifier_leaves_the_same_program(tmp_path, monkeypatch, name):
    """Where minify-go has no wheel, rjsmin serves. It reads template literals only unnested: a `${…}`
    holding a template of its own would have its whitespace collapsed or its contents cut, and
    still parse. Equal syntax trees rule that out."""
    monkeypatch.setattr(web, "_tdewolff", None)
    served = tmp_path / f"served{SUFFIX[name]}"
    served.write_bytes(web.minify_js(FILES[name]))
    written = tmp_path / f"written{SUFFIX[name]}"
    written.write_bytes(FILES[name])
    compare = _node(SAME_PROGRAM, _acorn(), written, served)
    assert compare.returncode == 0, compare.stdout + compare.stderr


def test_the_guard_above_sees_a_nested_template_mangled(tmp_path, monkeypatch):
    """The failure the previous test exists for, shown on purpose."""
    monkeypatch.setattr(web, "_tdewolff", None)
    source = b"const a = `x ${b ? `y   z` : ''} w`;\n"
    (tmp_path / "a.js").write_bytes(source)
    (tmp_path / "b.js").write_bytes(web.minify_js(source))
    compare = _node(SAME_PROGRAM, _acorn(), tmp_path / "a.js", tmp_path / "b.js")
    assert compare.returncode == 1 and "differs" in compare.stdout


# A local function of each file, which tdewolff renames.
LOCAL_NAME = {"reverserag.js": b"findOwnScript", web.CHAT_FILE: b"frameOf"}


@pytest.mark.skipif(web._tdewolff is None, reason="minify-go has no wheel for this platform")
@pytest.mark.parametrize("name", FILES)
def test_the_minifier_shortens_names_and_keeps_every_string(tmp_path, name):
    """tdewolff/minify renames and rewrites, so syntax trees differ by design; what it must keep is
    every string the widget holds (messages, selectors, markup, the API's names), and the browser
    suite checks the behaviour: every end-to-end test runs these served bytes. Style sheets are
    the exception, minified on purpose: tests/e2e/test_widget.py compares them as Chromium reads them."""
    served = tmp_path / f"served{SUFFIX[name]}"
    served.write_bytes(minify_js(FILES[name]))
    unmarked = tmp_path / f"unmarked{SUFFIX[name]}"  # the source without its style sheets
    unmarked.write_text(web._CSS_LITERAL.sub("``", FILES[name].decode("utf-8")), encoding="utf-8")
    before, after = (_node(STRINGS, _acorn(), path) for path in (unmarked, served))
    assert before.returncode == 0 and after.returncode == 0, before.stderr + after.stderr
    kept = "\x00".join(json.loads(after.stdout))
    lost = [text for text in json.loads(before.stdout) if text and text not in kept]
    assert lost == []
    # Names are shortened: the file's helpers (the chat's walk's) no longer appear by name.
    local = LOCAL_NAME[name]
    assert b"function " + local + b"(" in FILES[name] and local not in served.read_bytes()


@pytest.mark.skipif(web._tdewolff is None, reason="minify-go has no wheel for this platform")
@pytest.mark.parametrize(("name", "declarations"), [("reverserag.js", 20), (web.CHAT_FILE, 250)])
def test_declaring_with_let_changes_nothing_else(tmp_path, monkeypatch, name, declarations):
    """After tdewolff/minify, every ``const`` becomes ``let``, as a bare regular expression: this
    shows it changed declarations and nothing else (no string, pattern or name that spells it),
    and that none is left. Assigning to a constant would throw, so the two programs do the same.
    (The pass after it, which joins declarations, is the next test's.)"""
    monkeypatch.setattr(web, "_joined", lambda program: program)
    served = tmp_path / f"served{SUFFIX[name]}"
    served.write_bytes(minify_js(FILES[name]))
    monkeypatch.setattr(web, "_CONST", re.compile(r"(?!)"))
    kept = tmp_path / f"kept{SUFFIX[name]}"
    kept.write_bytes(minify_js(FILES[name]))
    assert kept.read_bytes().count(b"const") > declarations
    assert _node(SAME_PROGRAM, _acorn(), kept, served).returncode == 1  # the kinds differ ...
    compare = _node(SAME_PROGRAM, _acorn(), kept, served, "const-as-let")  # ... and only they
    assert compare.returncode == 0, compare.stdout + compare.stderr
    kinds = _node(KINDS, _acorn(), served)
    assert kinds.returncode == 0 and "const" not in json.loads(kinds.stdout), kinds.stderr


# The program's syntax tree as SAME_PROGRAM compares it, with the declarations of one kind that
# stand side by side in a list of statements read as one (`let a=1;let b=2` as `let a=1,b=2`).
JOINED_TREE = r"""
const acorn = require(process.argv[1]);
const fs = require('fs');
const joined = (node) => {
  if (Array.isArray(node)) return node.map(joined);
  if (!node || typeof node !== 'object') return node;
  for (const [key, value] of Object.entries(node)) node[key] = joined(value);
  for (const key of ['body', 'consequent']) if (Array.isArray(node[key])) {
    node[key] = node[key].reduce((list, statement) => {
      const last = list[list.length - 1];
      const side = statement.type === 'VariableDeclaration' && last?.type === statement.type
        && last.kind === statement.kind;
      if (side) last.declarations.push(...statement.declarations);
      else list.push(statement);
      return list;
    }, []);
  }
  return node;
};
const tree = acorn.parse(fs.readFileSync(process.argv[2], 'utf8'),
  {ecmaVersion: 'latest', sourceType: process.argv[2].endsWith('.mjs') ? 'module' : 'script'});
console.log(JSON.stringify(joined(tree), (k, v) => (k === 'start' || k === 'end' || k === 'raw') ? undefined : v));
"""


@pytest.mark.skipif(web._tdewolff is None, reason="minify-go has no wheel for this platform")
@pytest.mark.parametrize(("name", "joined"), [("reverserag.js", 0), (web.CHAT_FILE, 20)])
def test_minifying_again_joins_declarations_and_changes_nothing_else(tmp_path, monkeypatch, name, joined):
    """Once every ``const`` is a ``let``, tdewolff runs again and joins the declarations that stand
    side by side. With its local names kept (it may otherwise give some another short name, as its
    first pass does), the program after is the one before with those declarations read as one.
    (The chat has them by the score; the small file every page loads, none today.)"""
    join = web._joined
    monkeypatch.setattr(web, "_joined", lambda program: program)
    before = minify_js(FILES[name], shorten=False).decode("utf-8")
    web._tdewolff.config({"js-keep-var-names": True})
    try:
        after = join(before)
    finally:
        web._tdewolff.config({"js-keep-var-names": False})
    files = [tmp_path / f"{step}{SUFFIX[name]}" for step in ("before", "after")]
    files[0].write_text(before, encoding="utf-8")
    files[1].write_text(after, encoding="utf-8")
    assert before.count(";let ") - after.count(";let ") >= joined and len(before) - len(after) >= 4 * joined
    trees = [_node(JOINED_TREE, _acorn(), file) for file in files]
    assert all(tree.returncode == 0 for tree in trees), trees[0].stderr + trees[1].stderr
    assert trees[0].stdout == trees[1].stdout


# The kinds of declaration a program makes.
KINDS = r"""
const seen = new Set();
function take(node) {
  if (node.type === 'VariableDeclaration') seen.add(node.kind);
}
""" + _VISIT


# Every name the program gives a property: read or written (`a.b`), an object literal's key, a
# class member. With a JSON map as third argument, names in those places are first read through it.
_PROPERTIES = r"""
const back = process.argv[3] ? JSON.parse(process.argv[3]) : {};
const seen = new Set();
function take(node) {
  const key = node.type === 'MemberExpression' ? node.property
    : /^(Property|PropertyDefinition|MethodDefinition)$/.test(node.type) ? node.key : null;
  if (!key || key.type !== 'Identifier' || node.computed) return;
  if (Object.hasOwn(back, key.name)) key.name = back[key.name];
  seen.add(key.name);
}
"""
PROPERTY_NAMES = _PROPERTIES + _VISIT
# The program's syntax tree as SAME_PROGRAM compares it, its property names read through the map.
MAPPED_TREE = _PROPERTIES + r"""
const output = (tree) => JSON.stringify(tree, (k, v) => (k === 'start' || k === 'end' || k === 'raw') ? undefined : v);
""" + _VISIT
# Every name a script can meet on objects it did not make: the members of every WebIDL interface,
# mixin, namespace and dictionary and every enum value, in every spec (w3c/webref's curated IDL);
# every CSS property as `style` spells it (w3c/webref's CSS); and every property of JavaScript's
# own globals and their prototypes, and of its objects that have their own (this Node's: a pattern's
# `lastIndex`, an error's `stack`).
PLATFORM_NAMES = r"""
const [idl, css] = process.argv.slice(1).map(require);
const seen = new Set();
for (const name of Object.getOwnPropertyNames(globalThis)) {
  seen.add(name);
  const value = globalThis[name];
  for (const o of [value, value && value.prototype]) if (o && /object|function/.test(typeof o)) {
    Object.getOwnPropertyNames(o).forEach((key) => seen.add(key));
  }
}
for (const o of [/a/g, [], '', function () {}, new Error(''), (function () { return arguments; })()]) {
  Object.getOwnPropertyNames(o).forEach((key) => seen.add(key));
}
Promise.all([idl.parseAll(), css.listAll()]).then(([all, sheets]) => {
  for (const tree of Object.values(all)) for (const definition of tree) {
    if (definition.name) seen.add(definition.name); // window.CSS, window.Highlight, ...
    for (const member of definition.members || []) if (member.name) seen.add(member.name);
    for (const value of definition.values || []) if (value.value) seen.add(value.value);
  }
  for (const {name} of sheets.properties) {
    const camel = name.replace(/^-/, '').replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    seen.add(camel).add('webkit' + camel[0].toUpperCase() + camel.slice(1));
  }
  console.log(JSON.stringify([...seen]));
});
"""


# Keys the program may reach by a value rather than by name: those of an object literal bound to a
# name that is indexed (`TAG_WEIGHT[tag]`, `DEFAULTS[key]`), or handed to a call, which may list
# them (`h('input', {maxlength: …})` sets each key as an attribute; `emit(name, detail)`).
LOOKED_UP = r"""
const literals = new Map(); // name → keys of the object literal it is bound to
const indexed = new Set();
const seen = new Set();
const keysOf = (object) => object.properties.filter((p) => p.key && p.key.type === 'Identifier').map((p) => p.key.name);
function take(node) {
  if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) {
    const init = node.init.type === 'CallExpression' && node.init.arguments[0] ? node.init.arguments[0] : node.init;
    if (init.type === 'ObjectExpression') literals.set(node.id.name, keysOf(init)); // also Object.freeze({…})
  }
  if (node.type === 'MemberExpression' && node.computed && node.object.type === 'Identifier'
      && !(node.property.type === 'Literal' && typeof node.property.value === 'number')) indexed.add(node.object.name);
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    for (const arg of node.arguments) if (arg.type === 'ObjectExpression') keysOf(arg).forEach((k) => seen.add(k));
  }
}
const output = () => {
  for (const name of indexed) (literals.get(name) || []).forEach((k) => seen.add(k));
  return JSON.stringify([...seen]);
};
""" + _VISIT


def _served_and_kept(tmp_path: Path, name: str) -> tuple[Path, Path]:
    """The file ``name`` served, and the same with its properties left as tdewolff wrote them."""
    served = tmp_path / f"served-{name}{SUFFIX[name]}"
    served.write_bytes(minify_js(FILES[name]))
    kept = tmp_path / f"kept-{name}{SUFFIX[name]}"
    kept.write_bytes(minify_js(FILES[name], shorten=False))
    return served, kept


def _json(result: subprocess.CompletedProcess[str]) -> Any:
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


@pytest.mark.skipif(web._tdewolff is None, reason="minify-go has no wheel for this platform")
def test_shortening_the_widgets_own_properties_changes_nothing_else(tmp_path):
    """After minifying, each name in web.INTERNAL_PROPERTIES becomes a short name (a letter, or a
    letter and a digit) wherever the program names a property or defines a method, in each file
    of the widget (each minified alone). Read back through the map, the served tree is the one
    tdewolff wrote: nothing else changed. Every listed name is in use in one of the files, and none
    is left spelled in full."""
    names = set(web.INTERNAL_PROPERTIES)
    used: set[str] = set()
    saved = 0
    for name in FILES:
        served, kept = _served_and_kept(tmp_path, name)
        mapped = web.property_names(kept.read_text(encoding="utf-8"))
        short = {value: key for key, value in mapped.items()}
        assert len(short) == len(names)
        before = set(_json(_node(PROPERTY_NAMES, _acorn(), kept)))
        after = set(_json(_node(PROPERTY_NAMES, _acorn(), served)))
        used |= names & before
        assert not names & after, (name, sorted(names & after))
        # The short names of those the file uses are in it now, and were free.
        assert {mapped[n] for n in names & before} <= after and not set(short) & before, name
        trees = [_node(MAPPED_TREE, _acorn(), kept), _node(MAPPED_TREE, _acorn(), served, json.dumps(short))]
        assert all(tree.returncode == 0 for tree in trees), trees[0].stderr + trees[1].stderr
        assert trees[0].stdout == trees[1].stdout, name
        saved += len(kept.read_bytes()) - len(served.read_bytes())
    assert used == names, f"not a property of the widget's: {sorted(names - used)}"
    assert saved > 500


@pytest.mark.skipif(web._tdewolff is None, reason="minify-go has no wheel for this platform")
def test_the_widgets_own_properties_are_no_one_elses(tmp_path):
    """A shortened name must be the widget's alone. Not a name the web platform or JavaScript
    defines: `.block` shortened would also shorten `scrollIntoView({block})`, `.speaking` the
    browser's `speechSynthesis.speaking`, `.whiteSpace` a style read. Not a string of the program,
    nor a key it reaches by a value: `TAG_WEIGHT[tag]` would no longer find `pre`, and `h()` would
    set a shortened attribute. What the widget sends, keeps and tells the page is checked in the
    browser (tests/e2e/test_contract.py)."""
    kept = [_served_and_kept(tmp_path, name)[1] for name in FILES]
    webref = ROOT / "tests" / "e2e" / "node_modules" / "@webref"
    platform = set(_json(_node(PLATFORM_NAMES, webref / "idl", webref / "css")))
    # The guard sees them: attributes, dictionary members, CSS properties, JavaScript's own.
    assert {"speaking", "ordered", "block", "mode", "backgroundClip", "whiteSpace", "trimEnd", "imul", "lastIndex",
            "stack"} <= platform
    assert set(web.INTERNAL_PROPERTIES).isdisjoint(platform)
    # Nor is a short name of two characters one (`x1` is a line's, `k2` a filter's): set on an error
    # (`error.cut`) or an element, it must be no property the browser gives it. A letter may be one
    # (`x` is a rect's), as before: of the platform's objects, only errors carry the widget's names.
    pairs = {name for program in kept
             for name in web.property_names(program.read_text(encoding="utf-8")).values() if len(name) == 2}
    assert pairs and {"x1", "k2"} <= platform and pairs.isdisjoint(platform), sorted(pairs & platform)
    strings = {text for program in kept for text in _json(_node(STRINGS, _acorn(), program))}
    assert {"pre", "table", "math", "Open chat about this page"} <= strings  # the chat's, the widget's
    assert set(web.INTERNAL_PROPERTIES).isdisjoint(strings)
    # In the sources, where each name is one binding (the minifier gives a short name to many).
    looked_up = set()
    for name in FILES:
        written = tmp_path / f"written-{name}{SUFFIX[name]}"
        written.write_bytes((ROOT / "widget" / name).read_bytes())
        looked_up |= set(_json(_node(LOOKED_UP, _acorn(), written)))
    assert {"footer", "enterkeyhint", "settleQuietMs", "label"} <= looked_up  # CHROME_LABEL, h(), DEFAULTS, emit
    assert set(web.INTERNAL_PROPERTIES).isdisjoint(looked_up)


def test_the_vault_file_touches_none_of_the_widgets_shortened_properties():
    """Each file is minified alone, so a property both use must keep its name: were one of
    INTERNAL_PROPERTIES read in the vault file (``vault.waiters``), the widget would have shortened
    it and the vault would read nothing."""
    program = minify_js(VAULT, shorten=False).decode("utf-8")
    assert web._PROPERTY.findall(program) == []
    assert web._PROPERTY.findall(".waiters") == ["waiters"]  # the pattern sees one where there is one


def test_no_shortened_property_goes_from_the_widget_to_its_chat(tmp_path):
    """The widget and its chat are minified alone, and each gives INTERNAL_PROPERTIES short names of
    its own: a property of an object one hands the other (``hand``'s fields, the chat's API, an
    event's detail) must keep its name, or the chat would read ``hand.a`` where the widget wrote
    ``hand.b``. So no name of INTERNAL_PROPERTIES is a property both files name."""
    named = {}
    for name in FILES:
        _, kept = _served_and_kept(tmp_path, name)
        named[name] = set(_json(_node(PROPERTY_NAMES, _acorn(), kept)))
    both = named["reverserag.js"] & named[web.CHAT_FILE]
    # The guard sees them: what the widget hands the chat and what the chat hands back.
    assert {"config", "script", "base", "selection", "cleanups", "host", "root", "launcher", "styleSheet",
            "selectedText", "extract", "open", "close", "ask", "refresh", "destroy", "translate"} <= both
    assert set(web.INTERNAL_PROPERTIES).isdisjoint(both), sorted(both & set(web.INTERNAL_PROPERTIES))


def test_style_sheets_are_found_and_minified():
    sheets = web._CSS_LITERAL.findall(SOURCE.decode("utf-8"))
    assert len(sheets) == 1  # STYLES, the launcher's
    sheets += web._CSS_LITERAL.findall(CHAT.decode("utf-8"))
    assert len(sheets) == 2  # and the chat's PANEL_STYLES
    sheets += web._CSS_LITERAL.findall(VAULT.decode("utf-8"))
    assert len(sheets) == 3  # and the vault file's VAULT_STYLES
    if web._tdewolff is not None:
        assert all(len(web._minify_css(sheet)) < 0.9 * len(sheet) for sheet in sheets)


def test_custom_property_values_lose_only_the_spaces_that_mean_nothing():
    if web._tdewolff is None:
        pytest.skip("minify-go has no wheel for this platform: the sheets are served as written")
    sheet = (':host { --a: var(--rr-accent, #2563eb) !important; --ff: var(--rr-font, "A, B", serif);\n'
             '  --x: calc(0.58 - l) * 2; color: var(--a, red) }')
    assert web._minify_css(sheet) == (':host{--a:var(--rr-accent,#2563eb)!important;--ff:var(--rr-font,"A, B",serif);'
                                      '--x:calc(0.58 - l) * 2;color:var(--a,red)}')


def test_widget_minify_false_serves_the_source_as_written(app_server):
    base = app_server(widget_minify=False)
    # Each file as written, with the hash of the one it fetches as written.
    chat = web.pinning((ROOT / "widget" / web.CHAT_FILE).read_bytes(), VAULT)
    written = web.pinning((ROOT / "widget" / "reverserag.js").read_bytes(), chat, web._CHAT_INTEGRITY)
    plain, body = fetch(base, accept_encoding="identity")
    assert body == written
    zipped, zipped_body = fetch(base, accept_encoding="gzip")
    assert zipped.headers["content-encoding"] == "gzip" and gzip.decompress(zipped_body) == written
    assert httpx.get(base + "/" + web.CHAT_FILE).content == chat
    assert httpx.get(base + "/" + web.VAULT_FILE).content == VAULT
    minified, _ = fetch(app_server(), accept_encoding="identity")
    assert plain.headers["etag"] != minified.headers["etag"]


def test_widget_minify_is_a_setting_and_a_flag():
    assert Settings().widget_minify is True
    assert Settings.from_env({"REVERSERAG_WIDGET_MINIFY": "false"}).widget_minify is False
    args = _parser().parse_args(["serve", "--widget-minify", "off"])
    assert Settings.from_env({}, widget_minify=args.widget_minify).widget_minify is False


@pytest.mark.parametrize("name", FILES)
def test_the_served_etag_is_stable_across_loads(app_server, name):
    """Every replica (and every restart) names the same file the same way, so caches keep validating."""
    first, _ = fetch(app_server(), f"/{name}", accept_encoding="gzip")
    second, _ = fetch(app_server(), f"/{name}", accept_encoding="gzip")
    assert first.headers["etag"] == second.headers["etag"]
    assert re.fullmatch(r'"[0-9a-f]{32}-gzip"', first.headers["etag"])


def test_the_widget_waits_longer_for_a_byte_than_the_server_may_go_between_pings():
    """The widget ends an answer after WIDGET_SILENCE without a byte; the server's pings must come
    well within it, which Settings holds REVERSERAG_PING_INTERVAL to."""
    from reverserag.settings import MAX_PING_INTERVAL, WIDGET_SILENCE

    [limit] = re.findall(rb"const quiet = setTimeout\(cancel, ([\d.e]+)\)", CHAT)
    assert float(limit) == WIDGET_SILENCE * 1000
    assert MAX_PING_INTERVAL * 1.5 <= WIDGET_SILENCE


def test_the_server_takes_a_body_as_large_as_the_widget_sends_by_default():
    """The widget sends up to its maxChars of content, and main beside it; in Chinese or Japanese
    each character is 3 bytes of UTF-8. At 8 MiB the server refused a page of 1.5 M such characters
    with 413 (found by a QA pass)."""
    from reverserag.settings import Settings

    [max_chars] = re.findall(rb"maxChars: (\d+),", SOURCE)
    assert Settings().max_body_bytes >= 2 * 3 * int(max_chars) + 1024 * 1024  # and a MiB for the rest


def test_the_widget_takes_elements_out_by_replace_with_never_remove():
    """Prototype.js (1.6, 1.7; Magento 1 shops) puts on every element a ``remove()`` that throws when
    the element has no parent: the typing dots, taken out at each paint, froze every answer and threw
    some twenty errors into the page (tests/e2e/test_host_libraries.py). ``replaceWith()`` does the
    same and is Prototype's to leave alone."""
    for name, source in FILES.items():
        program = minify_js(source, shorten=False).decode("utf-8")
        assert ".replaceWith()" in program and ".remove()" not in program, name
