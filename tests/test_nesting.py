"""JSON-LD nested deeper than is worth reading: left out, the page kept."""

from __future__ import annotations

import json

import httpx

from reverserag import nesting
from test_api import PAGE, create, error_of

ARTICLE = {"@type": "Article", "headline": "Solar kettles"}


def _deep(levels: int) -> dict:
    """A JSON-LD block ``levels`` deep, written so that the nesting is the only odd thing about it."""
    return {"@type": "Thing", "name": "[{ not a bracket", "about": json.loads("[" * (levels - 1) + "]" * (levels - 1))}


def test_a_json_ld_block_too_deep_to_parse_is_left_out_and_the_session_made(app_server):
    """JSON-LD nested 1,800 levels in a page's payload: Python's parser gives up near 1,000 and the
    whole session was a 400, 'The request body is not valid JSON: maximum recursion depth exceeded'.
    The block is left out, the page's other block kept, and the intelligence says so."""
    text = json.dumps({**PAGE, "json_ld": [ARTICLE, "DEEP"]}).replace('"DEEP"', "[" * 1_800 + "]" * 1_800)
    body = create(app_server(), content=text, headers={"content-type": "application/json"})
    assert "1 JSON-LD block left out (nested over 64 levels)" in body["intelligence"]
    assert "JSON-LD: Article" in body["intelligence"]


def test_a_json_ld_block_deep_but_parsed_is_left_out_too(app_server):
    """Under the parser's limit, a block 300 levels deep is still past what anything reads (8 levels)."""
    body = create(app_server(), {**PAGE, "json_ld": [_deep(300), ARTICLE, _deep(nesting.MAX_JSON_LD_DEPTH)]})
    assert "1 JSON-LD block left out (nested over 64 levels)" in body["intelligence"]


def test_a_body_too_deep_elsewhere_is_a_clear_400(app_server):
    """Only JSON-LD is the page author's to nest; any other field that deep is no widget's payload."""
    text = json.dumps({**PAGE, "meta": "DEEP"}).replace('"DEEP"', "[" * 1_800 + "]" * 1_800)
    response = httpx.post(f"{app_server()}/api/sessions", content=text)
    assert response.status_code == 400
    assert error_of(response) == {"code": "malformed_json", "message": (
        "The request body is JSON nested deeper than the server reads (about 900 levels).")}


def test_only_the_payloads_own_json_ld_list_is_cut():
    """Brackets in strings are not nesting, and a "json_ld" key below the top level is not the list."""
    deep = "[" * 100 + "]" * 100
    text = ('{"title": "[[[[ {{{{", "meta": {"json_ld": [' + deep + ']}, '
            '"json_ld": [{"name": "]]]] }}"}, ' + deep + ', {"@type": "Article"}]}').encode()
    cut, count = nesting.cut_json_ld(text)
    assert count == 1
    assert json.loads(cut) == {"title": "[[[[ {{{{", "meta": {"json_ld": [json.loads(deep)]},
                               "json_ld": [{"name": "]]]] }}"}, {}, {"@type": "Article"}]}
    assert nesting.depth({"a": [[1], {"b": [[]]}]}) == 5


def test_json_ld_sent_as_a_string_of_json_that_deep_is_a_422_not_a_500(app_server):
    """Prototype.js sends lists as strings of JSON (page.py reads them); one nested past the parser's
    limit raised RecursionError out of the page's validation: a 500 internal_error."""
    deep = "[" * 1_800 + "]" * 1_800
    response = httpx.post(f"{app_server()}/api/sessions", json={**PAGE, "json_ld": deep})
    assert response.status_code == 422
    assert error_of(response)["message"] == (
        "json_ld is a string of JSON nested deeper than the server reads (about 900 levels).")
