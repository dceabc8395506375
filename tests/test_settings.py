from __future__ import annotations

import os
import subprocess
import sys

import pytest

from reverserag.errors import SettingsError
from reverserag.settings import Settings


def test_defaults_match_the_design():
    s = Settings.from_env({})
    assert (s.host, s.port, s.store, s.session_ttl) == ("127.0.0.1", 8000, "memory", 3600)
    assert s.upstream_url is None and s.engine_name == "offline"
    assert s.classify_timeout == 10.0 and s.context_window is None and s.analyzers is None


def test_environment_is_read_and_typed():
    s = Settings.from_env({
        "REVERSERAG_PORT": "9001", "REVERSERAG_UPSTREAM_URL": "http://127.0.0.1:11434/v1",
        "REVERSERAG_CONTEXT_WINDOW": "32768", "REVERSERAG_CLASSIFY_TIMEOUT": "2.5",
        "REVERSERAG_ANALYZERS": "reading, links ,code",
    })
    assert s.port == 9001 and s.context_window == 32768 and s.classify_timeout == 2.5
    assert s.engine_name == "upstream"
    assert s.analyzers == ("reading", "links", "code")


def test_overrides_win_over_the_environment():
    s = Settings.from_env({"REVERSERAG_PORT": "9001"}, port="9002")
    assert s.port == 9002


@pytest.mark.parametrize(("env", "message"), [
    ({"REVERSERAG_SESSION_TTL": "x"}, "REVERSERAG_SESSION_TTL has value 'x'. Not a valid int."),
    ({"REVERSERAG_CLASSIFY_TIMEOUT": "soon"},
     "REVERSERAG_CLASSIFY_TIMEOUT has value 'soon'. Not a valid float."),
    ({"REVERSERAG_PORT": "70000"}, "REVERSERAG_PORT has value '70000'. Not in the allowed range."),
    ({"REVERSERAG_STORE": "mongo://x"}, "REVERSERAG_STORE has value 'mongo://x'."),
    ({"REVERSERAG_UPSTREAM_URL": "localhost:11434"},
     "REVERSERAG_UPSTREAM_URL has value 'localhost:11434'. Not an http(s) URL."),
    ({"REVERSERAG_CONTEXT_WINDOW": "100"}, "REVERSERAG_CONTEXT_WINDOW has value '100'."),
    # Found by operator QA: these passed, and `check` said everything works, then `serve` failed.
    ({"REVERSERAG_SHUTDOWN_GRACE": "inf"}, "REVERSERAG_SHUTDOWN_GRACE has value 'inf'. Not a finite number."),
    ({"REVERSERAG_IP_MESSAGES_PER_MINUTE": "nan"}, "REVERSERAG_IP_MESSAGES_PER_MINUTE has value 'nan'."),
    ({"REVERSERAG_LOG_LEVEL": "verbose"}, "REVERSERAG_LOG_LEVEL has value 'verbose'. Expected one of critical,"),
    ({"REVERSERAG_ANALYZERS": "readng,links"}, "REVERSERAG_ANALYZERS has value 'readng,links'."),
])
def test_bad_values_fail_with_a_message_that_quotes_them(env, message):
    with pytest.raises(SettingsError) as info:
        Settings.from_env(env)
    assert message in str(info.value)


def test_settings_are_frozen():
    with pytest.raises(AttributeError):
        Settings().port = 1  # type: ignore[misc]


@pytest.mark.parametrize(("given", "said"), [
    (["--session-ttl", "soon"], "--session-ttl has value 'soon'. Not a valid int."),  # named as it was given
    (["--port", "0"], "--port has value '0'. Not in the allowed range."),
    ([], "REVERSERAG_SESSION_TTL has value 'soon'. Not a valid int."),
])
def test_cli_refuses_a_bad_value_at_start(given, said):
    env = {**os.environ, "REVERSERAG_SESSION_TTL": "soon"} if not given else os.environ
    result = subprocess.run([sys.executable, "-m", "reverserag", "serve", *given],
                            capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 2
    assert said in result.stderr, result.stderr


def test_reasoning_tokens_are_read_and_a_negative_count_is_refused():
    assert Settings.from_env({"REVERSERAG_REASONING_TOKENS": "4000"}).reasoning_tokens == 4000
    with pytest.raises(SettingsError) as info:
        Settings.from_env({"REVERSERAG_REASONING_TOKENS": "-1"})
    assert str(info.value) == "REVERSERAG_REASONING_TOKENS has value '-1'. Must not be negative."


@pytest.mark.parametrize("raw", ["0", "-1", "31", "60"])
def test_a_ping_interval_the_widget_would_take_for_a_lost_connection_is_refused(raw):
    """The widget ends an answer after 45 s without a byte: pings rarer than that (or none) would
    cut every answer a slow model thinks over in silence."""
    with pytest.raises(SettingsError) as info:
        Settings.from_env({"REVERSERAG_PING_INTERVAL": raw})
    assert str(info.value).startswith(f"REVERSERAG_PING_INTERVAL has value '{float(raw)}'. Expected more than 0")
    assert Settings.from_env({"REVERSERAG_PING_INTERVAL": "30"}).ping_interval == 30


@pytest.mark.parametrize("raw", ["0.2", "9", "x"])
def test_token_ratio_out_of_range_is_refused(raw):
    with pytest.raises(SettingsError) as info:
        Settings.from_env({"REVERSERAG_TOKEN_RATIO": raw})
    assert f"REVERSERAG_TOKEN_RATIO has value '{raw}" in str(info.value)


@pytest.mark.parametrize("raw", ["31", "65", "128"])
def test_an_ipv6_prefix_no_subscriber_is_given_is_refused(raw):
    with pytest.raises(SettingsError) as info:
        Settings.from_env({"REVERSERAG_IPV6_PREFIX": raw})
    assert str(info.value).startswith(f"REVERSERAG_IPV6_PREFIX has value '{raw}'. Expected 32 to 64")
    assert Settings.from_env({"REVERSERAG_IPV6_PREFIX": "48"}).ipv6_prefix == 48


def test_a_variable_that_is_no_setting_is_named_with_the_one_it_may_mean():
    """``REVERSERAG_UPSTREAM`` (like the ``--upstream`` flag) was silently ignored: the offline engine ran."""
    env = {"REVERSERAG_UPSTREAM": "http://127.0.0.1:11434/v1", "REVERSERAG_MAX_TURN": "3",
           "REVERSERAG_WHATEVER": "1", "REVERSERAG_PORT": "8001", "REVERSERAG_SITES_FILE": "./sites.toml"}
    assert Settings.unknown(env) == [
        "REVERSERAG_MAX_TURN is not a setting, so it is ignored; did you mean REVERSERAG_MAX_TURNS?",
        "REVERSERAG_UPSTREAM is not a setting, so it is ignored; did you mean REVERSERAG_UPSTREAM_URL?",
        "REVERSERAG_WHATEVER is not a setting, so it is ignored.",
    ]


def test_the_log_level_is_taken_in_capitals_too():
    assert Settings.from_env({"REVERSERAG_LOG_LEVEL": "WARNING"}).log_level == "WARNING"


def test_the_help_names_each_flags_meaning_variable_and_default():
    """It gave each flag's variable and default, and not what the flag was for."""
    result = subprocess.run([sys.executable, "-m", "reverserag", "serve", "--help"],
                            capture_output=True, text=True, timeout=60)
    text = " ".join(result.stdout.split())
    assert "README's Configuration table says more of each" in text
    for said in ("--port PORT port to listen on (REVERSERAG_PORT; default 8000)",
                 "--session-ttl SECONDS seconds a session lives unused (REVERSERAG_SESSION_TTL; default 3600)",
                 "session store: memory, or redis://host:port/db for several replicas (REVERSERAG_STORE; "
                 "default memory)",
                 "(REVERSERAG_SITES; unset by default)", "(REVERSERAG_WIDGET_MINIFY; default true)"):
        assert said in text, said


def test_the_help_says_what_each_flag_takes_not_the_last_word_of_its_name():
    """The bug: a flag's placeholder was its name's last word, so the rate limits read
    "--ip-sessions-per-minute MINUTE" (as if they took a minute) and the durations "--session-ttl
    TTL", "--shutdown-grace GRACE"."""
    result = subprocess.run([sys.executable, "-m", "reverserag", "serve", "--help"],
                            capture_output=True, text=True, timeout=60)
    text = " ".join(result.stdout.split())
    for kind in ("ip-sessions", "ip-messages", "site-sessions", "site-messages", "site-tokens"):
        assert f"--{kind}-per-minute RATE " in text, kind
    for flag in ("session-ttl", "shutdown-grace", "max-session-age", "classify-timeout", "ping-interval"):
        assert f"--{flag} SECONDS " in text, flag
    assert "--log-content BOOL " in text and "--sites PATH " in text and "--context-window TOKENS " in text
    assert " MINUTE" not in text and " GRACE " not in text and " TTL " not in text


def test_every_flag_of_serve_says_what_it_means_as_the_readmes_table_does():
    import argparse
    import dataclasses
    import re
    from pathlib import Path

    from reverserag import cli

    [commands] = [a for a in cli._parser()._actions if isinstance(a, argparse._SubParsersAction)]
    flags = [a for a in commands.choices["serve"]._actions if not isinstance(a, argparse._HelpAction)]
    assert {a.dest for a in flags} == {f.name for f in dataclasses.fields(Settings)} == set(cli.MEANINGS)
    readme = (Path(__file__).parents[1] / "README.md").read_text()
    rows = dict(re.findall(r"^\| `REVERSERAG_(\w+)` \| (.*?) \| .* \|$", readme, re.MULTILINE))
    for action in flags:
        meaning = cli.MEANINGS[action.dest]
        variable = f"REVERSERAG_{action.dest.upper()}"
        assert action.help and meaning and len(meaning.split()) >= 2, action.option_strings
        assert action.help.startswith(meaning), action.help
        assert variable in action.help or action.option_strings == ["--upstream"], action.help  # --upstream-url's
        # The README's row says more, and starts with the same words (in its Markdown).
        assert rows[action.dest.upper()].replace("`", "").startswith(meaning), (variable, rows[action.dest.upper()])
