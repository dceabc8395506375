"""The chat, end to end, against a real ``reverserag serve`` and the demo pages: greetings and answers
from the offline engine and the fake upstream, streamed, and read from the page as it is now."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from conversation_helpers import Chat, _chat_requests
from harness import ANSWER_TIMEOUT, ScriptedAPI
from playwright.sync_api import expect


def test_offline_engine_greets_and_answers_from_the_page(offline_server: str, chat: Chat) -> None:
    greeting = chat.greeted(f"{offline_server}/demo/article")
    expect(greeting).to_contain_text("night train")
    expect(greeting).to_contain_text("offline engine")
    expect(chat.input).to_be_focused()

    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    expect(chat.page.locator("reverserag-widget .msg.user")).to_have_text(
        "How much is a mini cabin between Vienna and Hamburg?")
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("priced from €79 between Vienna and Hamburg")
    assert len(chat.sessions()) == 1


def test_the_offline_engine_frames_its_quotes_in_the_language_picked(offline_server: str, chat: Chat) -> None:
    """The picker's language reached the offline engine, which answered in English all the same."""
    chat.visit(f"{offline_server}/demo/article").open()
    expect(chat.wait_for_answers(1)).to_contain_text("Hello! This is")  # the page is English
    chat.page.get_by_role("combobox", name="Answer language").select_option("fr")
    chat.ask("How much is a mini cabin between Vienna and Hamburg?")
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("la page dit :")  # its own words in French …
    expect(answer).to_contain_text("priced from €79 between Vienna and Hamburg")  # … the page's as written
    expect(answer).to_contain_text("aucun modèle de langue n'est connecté")


def test_answer_streams_token_by_token(server_factory: Callable[..., str], chat: Chat) -> None:
    url = server_factory(REVERSERAG_OFFLINE_WORD_DELAY="0.02")
    chat.greeted(f"{url}/demo/article")
    chat.page.evaluate("""() => {
        window.__lengths = [];
        const log = document.querySelector('reverserag-widget').shadowRoot.querySelector('.log');
        new MutationObserver(() => {
            const all = log.querySelectorAll('.msg.assistant');
            window.__lengths.push(all.length > 1 ? all[all.length - 1].textContent.length : 0);
        }).observe(log, {subtree: true, childList: true, characterData: true});
    }""")
    chat.ask("Who founded European Sleeper?")
    chat.wait_for_answers(2)
    lengths = sorted(set(chat.page.evaluate("() => window.__lengths")))
    assert len(lengths) >= 5, f"the answer arrived in {len(lengths)} steps: {lengths}"


def test_upstream_model_gets_the_page_and_its_answer_streams_back(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    reply = "Per the fare table, a sleeper berth from Vienna to Hamburg costs €149."
    fake_upstream.reset(reply=reply, delay=0.005)
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.visit(f"{url}/demo/article").open()
    expect(chat.wait_for_answers(1)).to_have_text(reply)

    chat.ask("What does a sleeper from Vienna to Hamburg cost?")
    expect(chat.wait_for_answers(2)).to_have_text(reply)

    turns = _chat_requests(fake_upstream.knobs.requests)
    assert len(turns) == 2  # the greeting and the question
    system = turns[-1]["messages"][0]
    assert system["role"] == "system"
    assert "Track access charges are the first obstacle." in system["content"]
    assert "| Vienna – Hamburg | €39 | €79 | €149 |" in system["content"]
    assert "What does a sleeper from Vienna to Hamburg cost?" in turns[-1]["messages"][-1]["content"]
    assert turns[0]["messages"][0] == system  # locked for the session's life


def test_a_quoted_link_to_the_site_leads_to_the_site(offline_server: str, chat: Chat) -> None:
    """The model reads the site's own links from the root (addresses.py); the widget resolves the one
    an answer quotes against the page, as the browser did."""
    chat.greeted(f"{offline_server}/demo/docs")
    chat.ask("Where do I create an API token?")
    link = chat.wait_for_answers(2).get_by_role("link", name="Account → Tokens")
    expect(link).to_have_attribute("href", f"{offline_server}/account/tokens")


def test_late_content_reaches_the_answer(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/late").open()  # at once: the notes arrive a second later
    chat.wait_for_answers(1)
    chat.ask("How long can vessels be for berth planning?")
    expect(chat.wait_for_answers(2)).to_contain_text("up to 400 metres long")


def test_hidden_injection_never_reaches_the_model(
    server_factory: Callable[..., str], fake_upstream: Any, chat: Chat
) -> None:
    fake_upstream.reset(reply="You can anchor east of the marina.")
    url = server_factory(REVERSERAG_UPSTREAM_URL=fake_upstream.url)
    chat.greeted(f"{url}/demo/hidden")
    chat.ask("Where can I anchor?")
    chat.wait_for_answers(2)
    sent = json.dumps(fake_upstream.knobs.requests)
    assert "Anse du Moulin Blanc" in sent
    assert "PWNED" not in sent


def test_spa_navigation_relocks_the_context(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/spa").open()
    expect(chat.wait_for_answers(1)).to_contain_text("Lighthouse Cloud")
    chat.page.keyboard.press("Escape")
    chat.page.get_by_role("link", name="Pricing").click()
    expect(chat.page.get_by_role("heading", name="Pricing")).to_be_visible()
    chat.launcher.click()
    chat.ask("What does the Keeper plan cost?")
    expect(chat.notices).to_contain_text("The page changed", timeout=ANSWER_TIMEOUT)
    answer = chat.wait_for_answers(2)
    expect(answer).to_contain_text("12 euros per lighthouse per month")
    assert len(chat.sessions()) == 2


def test_stream_split_anywhere_is_read_whole(chat: Chat) -> None:
    greeting = (
        "\ufeff: hello\r\n\r\n"
        "event: token\r\ndata: {\"text\": \"Hel\"}\r\n\r\n"
        "event: token\ndata: {\"text\":\ndata: \"lo, \"}\n\n"
        ": keep-alive ping\n\n"
        "event: token\ndata: null\n\n"
        "event: token\rdata: {\"text\": \"wörld €5\"}\r\r"
        "event: done\r\ndata: {\"finish_reason\": \"stop\", \"usage\": {}}\r\n\r\n"
    ).encode()
    with ScriptedAPI(greeting) as api:
        chat.visit(api.url).open()
        expect(chat.wait_for_answers(1)).to_have_text("Hello, wörld €5")
        expect(chat.errors).to_have_count(0)
        assert ("POST", "/api/sessions/s1/greeting") in api.requests


def test_gitlab_job_page_is_answered_from_its_raw_log(offline_server: str, chat: Chat) -> None:
    chat.visit(f"{offline_server}/demo/gitlab/acme/rocket/-/jobs/4242")
    chat.page.evaluate("""() => document.addEventListener('reverserag:session',
        (e) => { window.__payload = e.detail.payload; })""")
    chat.open()
    chat.wait_for_answers(1)
    payload = chat.page.evaluate("() => window.__payload")
    assert payload["source"] == "translated"
    assert payload["translated_from"] == f"{offline_server}/demo/gitlab/acme/rocket/-/jobs/4242"
    chat.ask("What error did the job fail with?")
    expect(chat.wait_for_answers(2)).to_contain_text("ERROR: Job failed: exit code 1")  # only in /raw


def test_a_gitlab_file_view_linked_to_lines_is_answered_from_its_raw_file(offline_server: str, chat: Chat) -> None:
    """The demo's file view (a shell, like GitLab's) is read through its raw file; the lines its
    address names are the visitor's selection; the offline engine greets with what the file is and
    answers with the code."""
    page_url = f"{offline_server}/demo/gitlab/acme/rocket/-/blob/main/launch.py"
    chat.visit(page_url + "#L22-25")
    chat.page.evaluate("""() => document.addEventListener('reverserag:session',
        (e) => { window.__payload = e.detail.payload; })""")
    chat.open()
    greeting = chat.wait_for_answers(1)
    payload = chat.page.evaluate("() => window.__payload")
    raw = f"{offline_server}/demo/gitlab/acme/rocket/-/raw/main/launch.py"
    assert (payload["source"], payload["url"]) == ("translated", raw)
    assert payload["translated_from"] == page_url + "#L22-25"
    assert payload["selection"].startswith("def check_wind(kmh):\n    # Gusts above the limit")
    assert payload["selection"].endswith('raise Scrubbed(f"wind at {kmh} km/h, the limit is {MAXIMUM_WIND_KMH} km/h")')
    expect(greeting).to_contain_text("“launch.py” is 46 lines of code in Python. It defines “Scrubbed”, “check_fuel”")
    expect(greeting).to_contain_text("You selected: “def check_wind(kmh): …”.")
    chat.ask("What does this do?")  # about the selection
    expect(chat.wait_for_answers(2)).to_contain_text("if kmh > MAXIMUM_WIND_KMH:")
    chat.ask("How does the countdown hold?")
    answer = chat.wait_for_answers(3)
    expect(answer).to_contain_text("while seconds > 0:")
    expect(answer).not_to_contain_text("check_wind")
    # Another line number clicked: only the address changes (GitLab updates its hash), and the
    # next question goes with those lines, as with text the visitor selected.
    sent: list[str] = []
    chat.page.on("request", lambda r: sent.append(r.post_data or "") if r.url.endswith("/messages") else None)
    chat.page.evaluate("() => { location.hash = '#L17-19'; }")
    chat.ask("What does this do?")
    answer = chat.wait_for_answers(4)
    expect(answer).to_contain_text("if grams < MINIMUM_FUEL_GRAMS:")
    expect(answer).not_to_contain_text("check_wind")
    assert json.loads(sent[-1])["content"] == (
        "Selected text on the page:\n> def check_fuel(grams):\n>     if grams < MINIMUM_FUEL_GRAMS:\n"
        '>         raise Scrubbed(f"low fuel: {grams} g, the minimum is {MINIMUM_FUEL_GRAMS} g")\n\n'
        "What does this do?")


def test_refresh_reads_the_page_again(offline_server: str, chat: Chat) -> None:
    chat.greeted(f"{offline_server}/demo/article")
    chat.page.evaluate("""() => {
        const p = document.createElement('p');
        p.textContent = 'Update: the Vienna–Paris line resumes daily service on 9 June.';
        document.querySelector('article').append(p);
    }""")
    new_id = chat.page.evaluate("() => ReverseRAG.refresh()")
    assert new_id and len(chat.sessions()) == 2 and new_id == chat.sessions()[-1]
    expect(chat.notices).to_contain_text("I read the page again.")
    chat.ask("When does the Vienna–Paris line resume daily service?")
    expect(chat.wait_for_answers(2)).to_contain_text("9 June")
