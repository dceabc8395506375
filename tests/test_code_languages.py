"""Code languages are named by the server: the widget sends what a page declares, as it is."""

from __future__ import annotations

import pytest

from guess_samples import HOLDOUT, SAMPLES, measure, totals
from reverserag.codelang import guess, name_fences
from reverserag.page import parse_page
from sse_client import events
from test_api import PAGE, create
from test_api_upstream import chat_requests, upstream_app

FENCES = (
    "# Install\n\n[¶1]\n```\ncurl -s https://api.example/v2/stations | jq '.[0]'\n```\n\n"
    "```js\nconst client = new Client();\n```\n\n"
    "~~~~py\nprint(\"```\")\n~~~~\n\n"
    "```text\nPlain output, no language.\n```\n\n"
    "```\nWords in a box, nothing to tell.\n```\n"
)
NAMED = (
    "# Install\n\n[¶1]\n```bash\ncurl -s https://api.example/v2/stations | jq '.[0]'\n```\n\n"
    "```javascript\nconst client = new Client();\n```\n\n"
    "~~~~python\nprint(\"```\")\n~~~~\n\n"
    "```\nPlain output, no language.\n```\n\n"
    "```\nWords in a box, nothing to tell.\n```\n"
)


def test_fences_are_named_declared_first_then_guessed():
    assert name_fences(FENCES) == NAMED
    assert name_fences(NAMED) == NAMED  # naming twice changes nothing
    assert name_fences("No code here, only `inline`.") == "No code here, only `inline`."


def test_a_notebooks_ipython3_cells_are_python():
    """Regression: nbconvert names a notebook's code cells by its kernel's language, "ipython3" (a fence of
    ```ipython3, a class language-ipython3), which went to the model and the analyzers as a language of its own."""
    assert name_fences("```ipython3\nimport numpy as np\n```\n") == "```python\nimport numpy as np\n```\n"
    assert name_fences("```language-ipython\nx = 1\n```\n") == "```python\nx = 1\n```\n"


def test_an_unclosed_fence_and_fence_marks_inside_text():
    assert name_fences("Text with ``` inside.\n\n```\nimport os\nfrom sys import argv\n") == (
        "Text with ``` inside.\n\n```python\nimport os\nfrom sys import argv\n")


def test_guesses_stop_at_the_cap_and_the_rest_stay_unnamed():
    block = "```\n$ pip install tidepool\n```\n\n"
    named = name_fences(block * 5, max_guesses=3)
    assert named.count("```bash") == 3 and named.count("```\n$ pip") == 2


@pytest.mark.parametrize(
    ("code", "language"),
    [
        ('curl -H "Authorization: Bearer $TOKEN" \\\n  "https://api.example/v2/x" | jq \'.[0]\'', "bash"),
        ("import { Client } from \"@tidepool/client\";\nconst c = new Client();\nconsole.log(c);", "javascript"),
        ("[1, 2, 3]", "json"),
        ("[not json", None),
        # One hit in a long block is not enough; a tie names nothing.
        ("line one\nline two\nline three\nprint(x)", None),
        ("SELECT name\nconsole.log(x)", None),
    ],
)
def test_guessing_needs_a_clear_lead(code, language):
    assert guess(code) == language


def test_content_and_main_reach_the_session_named():
    page = parse_page({"url": "https://example.test/", "content": FENCES, "main": FENCES,
                       "code_blocks": [{"language": "js", "text": "const client = new Client();"}]},
                      max_content_chars=100_000)
    assert page.content == page.main == NAMED
    assert page.code_blocks[0].language == "js"  # as declared; the code analyzer names it


def test_the_model_reads_named_fences(app_server, fake_upstream):
    base = upstream_app(app_server, fake_upstream)
    sid = create(base, {**PAGE, "content": PAGE["content"] + "\n\n" + FENCES})["session_id"]
    events(f"{base}/api/sessions/{sid}/greeting")
    system = chat_requests(fake_upstream)[0]["messages"][0]["content"]
    assert "```bash\ncurl -s" in system and "```javascript\nconst client" in system
    assert "~~~~python\n" in system and "```text" not in system


# MkDocs with pymdownx.highlight's defaults puts no language in the page (QA pass 47, finding 9): these
# blocks of its "Harbor" docs came with none and are guessed.
QA47_BLOCKS = [
    ('client.post("/payments", json=payment, retry_non_idempotent=True,\n'
     '            headers={"Idempotency-Key": str(uuid.uuid4())})', "python"),
    ('from harbor import Client, Timeout\n\nclient = Client(timeout=Timeout(connect=2.0, read=15.0))\n'
     'resp = client.request("PATCH", "https://api.example.com/items/7",\n'
     '                      json={"name": "anchor"})\n'
     'resp.raise_for_status()', "python"),
    ('import pybreaker\nbreaker = pybreaker.CircuitBreaker(fail_max=5, reset_timeout=30)\n'
     'resp = breaker.call(client.get, "/inventory")', "python"),
    ('const resp = await client.request("PATCH", "https://api.example.com/items/7", {\n'
     '  json: { name: "anchor" },\n  timeout: { connect: 2000, read: 15000 },\n});', "javascript"),
    ('resp, err := client.Request(ctx, http.MethodPatch, "https://api.example.com/items/7",\n'
     '    harbor.JSON(map[string]string{"name": "anchor"}))\nif err != nil {\n    log.Fatal(err)\n}', "go"),
    # The openers of a Go program (not from the QA's pages).
    ('package main\n\nimport "github.com/example/harbor-go"\n\nfunc main() {\n'
     '\tclient := harbor.NewClient("https://api.example.com")\n\tclient.Close()\n}', "go"),
    ('python -c "import harbor; print(harbor.__version__)"\n3.2.0', "bash"),
    # What CSS still is: a pseudo-class, an attribute selector, a selector list.
    ('a:hover {\n  color: red;\n}', "css"),
    ('input[type="text"], h1 > span {\n  margin: 0;\n  padding: 0 4px;\n}', "css"),
]


@pytest.mark.parametrize(("code", "language"), QA47_BLOCKS)
def test_a_docs_sites_blocks_are_guessed_and_a_calls_argument_is_no_css_selector(code, language):
    """Regression (QA 47 #9): a Python call's `headers={` was read as a CSS selector, so the block was
    fenced ```css for the model; a Python block that opens with `from … import`, and JavaScript and Go
    blocks, were left unnamed."""
    assert guess(code) == language


def test_the_sample_set_is_guessed_right_or_left_unnamed():
    """Regression: C, C++, C#, Java, Rust and PHP were guessed as JavaScript (`;` at a line's end, `const`,
    `=>` counted for it), YAML as Python (`:` at a line's end); C++, C#, Kotlin, Swift, YAML and TOML were
    never named. Before: 49 right, 37 wrong, 29 unnamed of 115; HOLDOUT 20 / 13 / 14 of 47."""
    samples = totals(measure(guess, SAMPLES))
    assert samples["wrong"] <= 3 and samples["right"] >= 105, samples
    holdout = totals(measure(guess, HOLDOUT))
    assert holdout["wrong"] <= 4 and holdout["right"] >= 33, holdout


@pytest.mark.parametrize(
    ("code", "language"),
    [
        ('#include <stdio.h>\n\nint main(void)\n{\n    printf("%d\\n", 42);\n    return 0;\n}', "c"),
        ('for (int i = 0; i < n; i++)\n    printf("%d ", a[i]);', "c"),
        ('using System;\n\nclass Program\n{\n    static void Main()\n    {\n'
         '        Console.WriteLine("Hi");\n    }\n}', "csharp"),
        ('Console.WriteLine("Hello");', "csharp"),
        ('public class Main {\n    public static void main(String[] args) {\n'
         '        System.out.println("Hi");\n    }\n}', "java"),
        ('std::vector<int> v{1, 2};\nstd::cout << v.size() << std::endl;', "cpp"),
    ],
)
def test_c_family_code_is_named_for_its_language_not_javascript(code, language):
    """Regression: each of these was guessed as JavaScript, so the model and the offline engine read a C
    block fenced ```javascript ("Is there a C# example?" found none)."""
    assert guess(code) == language


@pytest.mark.parametrize("code", [
    '{\n  "name": "demo",\n  "private": true\n}',
    '{\n  "id": "cus_123",\n  "email": "jenny@example.com",\n  ...\n}',  # shortened as docs do: not JSON
])
def test_a_json_object_is_json_or_nothing_never_javascript(code):
    assert guess(code) in ("json", None)
