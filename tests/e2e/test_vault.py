"""The vault (issue 6): ``data-vault="on"`` keeps the conversation encrypted under the visitor's
passphrase, and nothing readable is left in the browser's storage.

The main test runs against a real ``reverserag serve`` with the page on a loopback origin of its
own (a secure context, so WebCrypto is there); the others answer the API inside the page
(:class:`RoutedAPI`) on ``http://localhost``, also a secure context, and ``http://demo.test``
stands for a plain-http site, where WebCrypto is missing.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from harness import ANSWER_TIMEOUT, PageServer, Site, shipped
from playwright.sync_api import Page, expect
from routed_api import Reply, RoutedAPI, Widget, run_axe

from reverserag.web import VAULT_FILE, integrity

SECURE = "http://localhost"
PASSPHRASE = "correct horse battery staple"
TITLE = "Lighthouse keepers of the Hebrides"
ARTICLE = (
    "<main><h1>Lighthouse keepers of the Hebrides</h1>"
    "<p>The Flannan Isles lighthouse was first lit in December 1899 by the Northern Lighthouse Board.</p>"
    "<p>Three keepers vanished from the Flannan Isles lighthouse in December 1900; the relief boat "
    "Hesperus found the station empty.</p>"
    "<p>Keepers trimmed the paraffin lamp's wicks every evening and polished the Fresnel lens by day.</p></main>"
)
STRICT_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; require-trusted-types-for 'script'; trusted-types 'none'"
)
# Everything the widget keeps in the browser, verbatim: what anyone who can read storage sees.
STORAGE = """() => {
    const dump = (store) => Object.fromEntries(Array.from({length: store.length}, (_, i) => store.key(i))
        .map((key) => [key, store.getItem(key)]));
    return {session: dump(sessionStorage), local: dump(localStorage)};
}"""


@pytest.fixture
def pages() -> Iterator[PageServer]:
    with PageServer() as served:
        yield served


def _vault_page(site: Site, path: str = "/vault", origin: str = SECURE, headers: dict[str, str] | None = None) -> str:
    """The article with ``data-vault="on"``, served by the routed site at ``origin``."""
    site.add(path, f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{TITLE}</title></head>"
                   f"<body>{ARTICLE}<script src='/reverserag.js' data-vault='on' defer></script></body></html>",
             headers=headers)
    return origin + path


def _passphrase(page: Page) -> Any:
    return page.get_by_label("Passphrase", exact=True)


def _choose(page: Page, passphrase: str = PASSPHRASE) -> None:
    """Accepts the offer to keep the chat: a passphrase, then "Save chat"."""
    _passphrase(page).fill(passphrase)
    page.get_by_role("button", name="Save chat").click()
    expect(page.locator("reverserag-widget .status")).to_have_text("This chat is now saved, encrypted, in this tab.",
                                                                      timeout=ANSWER_TIMEOUT)


def _record(page: Page) -> dict[str, Any] | None:
    raw = page.evaluate("() => sessionStorage.getItem('reverserag:vault')")
    return json.loads(raw) if raw else None


def _wait_for_write(page: Page, after: str | None) -> str:
    """Waits until the stored record is not ``after`` any more (writes are asynchronous)."""
    page.wait_for_function("(before) => { const now = sessionStorage.getItem('reverserag:vault');"
                           " return now && now !== before; }", arg=after, timeout=ANSWER_TIMEOUT)
    raw: str = page.evaluate("() => sessionStorage.getItem('reverserag:vault')")
    return raw


def _unseal(page: Page, record: dict[str, Any], passphrase: str) -> Any:
    """Decrypts a record independently of the widget: PBKDF2-SHA-256 (600,000) in Python, then
    AES-GCM-256 with the version as additional data in the browser."""
    key = hashlib.pbkdf2_hmac("sha256", passphrase.encode(), base64.b64decode(record["salt"]), 600_000, 32)
    return page.evaluate("""async ([key, iv, data]) => {
        const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const aes = await crypto.subtle.importKey('raw', bytes(key), 'AES-GCM', false, ['decrypt']);
        const plain = await crypto.subtle.decrypt({name: 'AES-GCM', iv: bytes(iv),
            additionalData: new TextEncoder().encode('reverserag vault 1')}, aes, bytes(data));
        return JSON.parse(new TextDecoder().decode(plain));
    }""", [base64.b64encode(key).decode(), record["iv"], record["data"]])


def _seal(page: Page, text: str, passphrase: str) -> None:
    """Stores ``text`` sealed as the widget seals a record, independently of it (as :func:`_unseal`)."""
    salt = bytes(range(16))
    key = hashlib.pbkdf2_hmac("sha256", passphrase.encode(), salt, 600_000, 32)
    page.evaluate("""async ([key, salt, text]) => {
        const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const b64 = (data) => btoa(String.fromCharCode(...new Uint8Array(data)));
        const aes = await crypto.subtle.importKey('raw', bytes(key), 'AES-GCM', false, ['encrypt']);
        const iv = crypto.getRandomValues(new Uint8Array(12));
        const data = await crypto.subtle.encrypt({name: 'AES-GCM', iv,
            additionalData: new TextEncoder().encode('reverserag vault 1')}, aes, new TextEncoder().encode(text));
        sessionStorage.setItem('reverserag:vault', JSON.stringify({vault: 1, salt, iv: b64(iv), data: b64(data)}));
    }""", [base64.b64encode(key).decode(), base64.b64encode(salt).decode(), text])


def test_vault_keeps_only_ciphertext_and_the_passphrase_opens_it(
    offline_server: str, pages: PageServer, widget: Widget
) -> None:
    page = widget.page
    widget.record_events()
    url = pages.add("/keepers", f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{TITLE}</title>"
                                f"</head><body>{ARTICLE}<script src='{offline_server}/reverserag.js' data-vault='on' "
                                f"defer></script></body></html>")
    page.goto(url)
    widget.launcher.click()
    expect(page.get_by_role("form", name=re.compile("Keep this chat if the page reloads"))).to_be_visible()
    widget.wait_for_answers(1)  # the chat goes on while the offer waits
    assert _record(page) is None  # nothing is kept before a passphrase is chosen
    _choose(page)
    first = _wait_for_write(page, None)
    question = "When did the three keepers vanish from the Flannan Isles lighthouse?"
    widget.ask(question)
    answer = widget.wait_for_answers(2)
    expect(answer).to_contain_text("1900")
    [session] = [s["session_id"] for s in widget.events("session")]
    shown = widget.log.inner_text()
    _wait_for_write(page, first)
    page.wait_for_timeout(300)  # writes are asynchronous: let the last one land
    written = page.evaluate("() => sessionStorage.getItem('reverserag:vault')")

    stored = page.evaluate(STORAGE)
    assert list(stored["session"]) == ["reverserag:vault"]  # not even the page's path is a key
    assert set(stored["local"]) <= {"reverserag:language"}
    raw = json.dumps([*stored["session"].values(), *stored["local"].values()])  # the keys are ours: reverserag:…
    secrets = set(re.findall(r"[A-Za-z0-9]{5,}", " ".join([question, widget.log.inner_text(), TITLE])))
    assert len(secrets) > 20
    leaked = sorted(word for word in secrets if word in raw)
    assert leaked == [], f"readable in storage: {leaked}"
    assert session not in raw and len(session) >= 16

    record = json.loads(written)
    assert set(record) == {"vault", "salt", "iv", "data"} and record["vault"] == 1
    assert len(base64.b64decode(record["salt"])) == 16 and len(base64.b64decode(record["iv"])) == 12
    assert len(base64.b64decode(record["data"])) % 1024 == 16  # padded to whole KiB, plus the GCM tag
    before = json.loads(first)
    assert before["salt"] == record["salt"] and before["iv"] != record["iv"]  # one salt, an IV per write
    kept = _unseal(page, record, PASSPHRASE)
    [entry] = kept["pages"].values()
    assert entry["session"]["id"] == session
    assert [m["text"] for m in entry["messages"] if m["role"] == "user"] == [question]
    assert "1900" in entry["messages"][-1]["text"]  # the last write has the answer

    seen: list[str] = []
    page.on("request", lambda r: seen.append(f"{r.method} {r.url}") if "/api/" in r.url else None)
    page.reload()
    expect(widget.launcher).to_be_visible()
    expect(widget.panel).to_be_hidden()  # whether it was open is sealed too
    widget.launcher.click()
    field = _passphrase(page)
    expect(field).to_be_focused()  # keyboard first: type, then Enter
    expect(widget.input).to_be_hidden()
    expect(widget.user).to_have_count(0)
    assert [line for line in seen if "/api/sessions" in line] == []  # no session before the vault opens
    page.keyboard.type(PASSPHRASE)
    page.keyboard.press("Enter")
    expect(widget.assistant).to_have_count(2, timeout=ANSWER_TIMEOUT)
    assert widget.log.inner_text() == shown
    expect(widget.input).to_be_focused()
    expect(field).to_have_count(0)
    for _ in range(50):
        if any(f"/api/sessions/{session}" in line and line.startswith("GET") for line in seen):
            break
        page.wait_for_timeout(100)
    assert f"GET {offline_server}/api/sessions/{session}" in seen  # the unsealed session, checked
    assert not any(line.startswith("POST") and line.endswith("/api/sessions") for line in seen)  # and resumed
    widget.ask("Who found the station empty?")
    expect(widget.wait_for_answers(3)).to_contain_text("Hesperus")
    assert _record(page) is not None and session not in json.dumps(page.evaluate(STORAGE))


def test_a_wrong_passphrase_is_told_and_loses_nothing(site: Site, widget: Widget) -> None:
    api = RoutedAPI(site.page, greeting="The keepers trimmed wicks nightly.", replies=[Reply("Fresnel lenses.")])
    page = site.page
    url = _vault_page(site)
    site.goto(url)
    widget.launcher.click()
    widget.wait_for_answers(1)
    _choose(page)
    first = _wait_for_write(page, None)
    widget.ask("Which lens did they polish?")
    widget.wait_for_answers(2)
    _wait_for_write(page, first)

    page.reload()
    written = page.evaluate("() => sessionStorage.getItem('reverserag:vault')")
    widget.launcher.click()
    form = page.get_by_role("form", name=re.compile("saved encrypted in this tab"))
    expect(form).to_be_visible()
    serious = [v for v in run_axe(page) if v["impact"] in ("serious", "critical")]
    assert serious == [], json.dumps(serious, indent=1)
    assert page.evaluate("() => ReverseRAG.ask('Sent while locked?')") is None  # nothing goes out locked
    _passphrase(page).fill("incorrect horse")
    page.get_by_role("button", name="Unlock").click()
    alert = form.get_by_role("alert")
    expect(alert).to_have_text("That passphrase does not open the saved chat. Nothing was lost: "
                               "try again, or forget the saved chat to start over.", timeout=ANSWER_TIMEOUT)
    expect(_passphrase(page)).to_have_attribute("aria-invalid", "true")
    expect(_passphrase(page)).to_be_focused()
    expect(widget.user).to_have_count(0)  # nothing restored
    expect(widget.assistant).to_have_count(0)
    assert page.evaluate("() => sessionStorage.getItem('reverserag:vault')") == written  # nothing lost
    assert [p for m, p, _ in api.requests if m == "POST"] == ["/api/sessions", "/api/sessions/s1/greeting",
                                                              "/api/sessions/s1/messages"]

    _passphrase(page).fill(PASSPHRASE)
    page.get_by_role("button", name="Unlock").click()
    expect(widget.user).to_have_text(["Which lens did they polish?"], timeout=ANSWER_TIMEOUT)
    expect(widget.assistant).to_have_text(["The keepers trimmed wicks nightly.", "Fresnel lenses."])
    expect(form).to_have_count(0)



@pytest.mark.parametrize("part", ["record", "contents"])
def test_a_damaged_saved_chat_is_told_and_can_be_forgotten(site: Site, widget: Widget, part: str) -> None:
    """A record that is no vault record (cut short here), or one that opens to what is not a saved
    chat, cannot be read with any passphrase: the visitor is told so, not that the passphrase is
    wrong, and the record stays until they forget it."""
    page = site.page
    RoutedAPI(page, greeting="Welcome back.")
    if part == "record":
        page.add_init_script("sessionStorage.getItem('reverserag:vault') || sessionStorage.setItem('reverserag:vault', "
                             + json.dumps(json.dumps({"vault": 1, "salt": base64.b64encode(bytes(16)).decode(),
                                                      "iv": "AAAA", "data": ""})) + ")")
        site.goto(_vault_page(site))
    else:
        site.goto(_vault_page(site))
        _seal(page, '{"pages": cut short here', PASSPHRASE)  # opens, but to what is no JSON
        page.reload()
    damaged = page.evaluate("() => sessionStorage.getItem('reverserag:vault')")
    widget.launcher.click()
    form = page.get_by_role("form", name=re.compile("saved encrypted in this tab"))
    _passphrase(page).fill(PASSPHRASE)
    page.get_by_role("button", name="Unlock").click()
    expect(form.get_by_role("alert")).to_have_text(
        "The saved chat cannot be read (it is damaged). Forget it to start over.", timeout=ANSWER_TIMEOUT)
    assert page.evaluate("() => sessionStorage.getItem('reverserag:vault')") == damaged
    page.get_by_role("button", name="Forget saved conversation").click()
    expect(widget.wait_for_answers(1)).to_have_text("Welcome back.")
    assert _record(page) is None


def test_forgetting_starts_over_under_a_strict_csp(site: Site, widget: Widget) -> None:
    page = site.page
    page.add_init_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation',
            (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
    """)
    api = RoutedAPI(page, greeting="Welcome aboard.")
    site.goto(_vault_page(site, "/csp-vault", headers={"Content-Security-Policy": STRICT_CSP}))
    widget.launcher.click()
    widget.wait_for_answers(1)
    _choose(page)
    widget.ask("Anyone there?")
    widget.wait_for_answers(2)
    page.wait_for_timeout(300)

    page.reload()
    widget.launcher.click()
    expect(widget.new_chat).to_be_disabled()  # the saved chat is neither shown nor replaced while locked
    page.get_by_role("button", name="Forget saved conversation").click()
    expect(widget.input).to_be_focused()
    assert _record(page) is None
    expect(widget.wait_for_answers(1)).to_have_text("Welcome aboard.")  # a fresh start
    expect(widget.user).to_have_count(0)
    assert api.sessions == ["s1", "s2"]
    expect(page.get_by_role("form", name=re.compile("Keep this chat if the page reloads"))).to_be_visible()
    _choose(page, "another passphrase")
    _wait_for_write(page, None)
    assert page.evaluate("() => window.__violations") == []


def test_too_short_a_passphrase_is_refused(site: Site, widget: Widget) -> None:
    RoutedAPI(site.page)
    site.goto(_vault_page(site))
    widget.launcher.click()
    _passphrase(site.page).fill("short")
    site.page.get_by_role("button", name="Save chat").click()
    expect(site.page.locator("reverserag-widget [role=alert]")).to_have_text(
        "Choose a passphrase of at least 8 characters.")
    site.page.wait_for_timeout(200)
    assert _record(site.page) is None


def test_not_now_keeps_nothing_and_is_not_asked_again(site: Site, widget: Widget) -> None:
    RoutedAPI(site.page, greeting="Hello there.")
    page = site.page
    site.goto(_vault_page(site))
    widget.launcher.click()
    widget.wait_for_answers(1)
    page.get_by_role("button", name="Not now").click()
    expect(_passphrase(page)).to_have_count(0)
    expect(widget.input).to_be_focused()
    widget.ask("Remember me?")
    widget.wait_for_answers(2)
    page.wait_for_timeout(300)
    stored = page.evaluate(STORAGE)
    assert "Remember" not in json.dumps(stored) and "reverserag:vault" not in stored["session"]

    page.reload()
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_have_text("Hello there.")  # a new chat: nothing was kept
    expect(widget.user).to_have_count(0)
    expect(_passphrase(page)).to_have_count(0)


def test_without_webcrypto_nothing_is_kept_and_the_visitor_is_told(site: Site, widget: Widget) -> None:
    """``http://demo.test`` is not a secure context: no ``crypto.subtle``, so no vault."""
    RoutedAPI(site.page, greeting="Hello there.")
    page = site.page
    site.goto(_vault_page(site, origin="http://demo.test"))
    assert page.evaluate("() => !window.isSecureContext && !(window.crypto && crypto.subtle)")
    widget.launcher.click()
    expect(page.get_by_role("note")).to_have_text(
        "This chat will not be saved: encrypting it needs a secure (https) page, and this one is not.")
    widget.wait_for_answers(1)
    widget.ask("Secret question?")
    widget.wait_for_answers(2)
    page.wait_for_timeout(300)
    stored = page.evaluate(STORAGE)
    assert [key for key in stored["session"] if key.startswith("reverserag:")] == []
    assert "Secret" not in json.dumps(stored)


def _page_with_tag(site: Site, path: str, attributes: str) -> str:
    site.add(path, f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{TITLE}</title></head>"
                   f"<body>{ARTICLE}<script src='/reverserag.js' {attributes} defer></script></body></html>")
    return SECURE + path


def _asked_without_the_vault(page: Page, widget: Widget) -> Any:
    """Asks a question where the vault file did not load: the chat goes on without its form, the page
    hears of it by an error event, and the question is kept neither sealed nor in the clear. Returns
    what the browser's storage holds."""
    widget.ask("Secret question?")
    widget.wait_for_answers(2)
    expect(_passphrase(page)).to_have_count(0)
    assert [error["context"] for error in widget.events("error")] == ["vault"]
    page.wait_for_timeout(300)
    stored = page.evaluate(STORAGE)
    assert "Secret" not in json.dumps(stored)
    return stored


def _vault_fetches(site: Site) -> list[str]:
    return [address for address in site.requests if VAULT_FILE in address]


def test_without_the_vault_its_file_is_never_fetched(site: Site, widget: Widget) -> None:
    """The vault's code is a file of its own, which a site without ``data-vault`` never loads."""
    RoutedAPI(site.page, greeting="Hello there.")
    site.goto(_page_with_tag(site, "/plain", ""))
    widget.launcher.click()
    widget.wait_for_answers(1)
    widget.ask("Anyone there?")
    widget.wait_for_answers(2)
    assert [address for address in site.requests if address.endswith("/reverserag.js")]  # the widget was fetched
    assert _vault_fetches(site) == []


@pytest.mark.parametrize("pinned", [False, True])
def test_the_vault_file_is_fetched_once_and_pinned_when_the_widget_is(site: Site, widget: Widget, pinned: bool) -> None:
    """With the vault on, its file is fetched when the panel first shows; a widget pinned by
    Subresource Integrity loads it pinned by the hash the server wrote into the widget."""
    page = site.page
    RoutedAPI(page, greeting="Hello there.")
    pin = f"integrity='{integrity(shipped())}' crossorigin='anonymous'" if pinned else ""
    site.goto(_page_with_tag(site, "/pinned", f"data-vault='on' {pin}"))
    assert _vault_fetches(site) == []  # not before the chat is opened
    widget.launcher.click()
    widget.wait_for_answers(1)
    _choose(page)
    widget.ask("Anyone there?")
    widget.wait_for_answers(2)
    assert _unseal(page, json.loads(_wait_for_write(page, None)), PASSPHRASE)["pages"]
    assert len(_vault_fetches(site)) == 1


@pytest.mark.parametrize("pinned", [False, True])
def test_a_vault_file_other_than_the_one_pinned_never_runs_and_the_chat_goes_on(
        site: Site, widget: Widget, pinned: bool) -> None:
    """A changed vault file (a compromised or half-upgraded server) runs only where nothing pins
    the widget; a pinned widget refuses it, keeps nothing and goes on with the chat."""
    page = site.page
    widget.record_events()
    RoutedAPI(page, greeting="Hello there.")
    site.add(f"/{VAULT_FILE}", shipped(vault=True) + b"\n// changed on the server\n", "text/javascript")
    pin = f"integrity='{integrity(shipped())}' crossorigin='anonymous'" if pinned else ""
    site.goto(_page_with_tag(site, "/changed", f"data-vault='on' {pin}"))
    widget.launcher.click()
    widget.wait_for_answers(1)
    if not pinned:
        _choose(page)
        return
    expect(widget.input).to_be_enabled()
    stored = _asked_without_the_vault(page, widget)
    assert [key for key in stored["session"] if key.startswith("reverserag:")] == []


def test_a_vault_file_that_cannot_load_leaves_the_chat_going_and_keeps_nothing(site: Site, widget: Widget) -> None:
    """The vault file missing (a server that does not serve it, a proxy that drops it): the chat
    goes on, keeps nothing, and tells the page by an error event; a sealed chat stays sealed."""
    page = site.page
    widget.record_events()
    RoutedAPI(page, greeting="Hello there.")
    site.add(f"/{VAULT_FILE}", "not here", "text/plain", status=404)
    page.add_init_script("sessionStorage.getItem('reverserag:vault') || sessionStorage.setItem('reverserag:vault', "
                         "'{\"vault\": 1, \"sealed\": \"before\"}')")
    site.goto(_page_with_tag(site, "/missing", "data-vault='on'"))
    widget.launcher.click()
    expect(widget.wait_for_answers(1)).to_have_text("Hello there.")
    stored = _asked_without_the_vault(page, widget)
    assert stored["session"]["reverserag:vault"] == '{"vault": 1, "sealed": "before"}'  # left as it was


@pytest.mark.engines
def test_the_vault_file_loads_in_every_engine_pinned_or_not(site: Site) -> None:
    """``import()`` for a widget nothing pins, a module script with ``integrity`` for a pinned one: the
    vault's part of the panel shows in Chromium, Firefox and WebKit alike."""
    for path, pin in (("/plain", ""), ("/pinned", f"integrity='{integrity(shipped())}' crossorigin='anonymous'")):
        site.goto(_page_with_tag(site, path, f"data-vault='on' {pin}"))
        site.page.evaluate("() => ReverseRAG.open()")
        site.page.wait_for_function("() => document.querySelector('reverserag-widget')?.shadowRoot"
                                    "?.querySelector('.vault')")
        assert len(_vault_fetches(site)) == 1
        site.requests.clear()
