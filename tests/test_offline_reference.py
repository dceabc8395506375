"""The offline engine on an encyclopedia article and on an API reference (QA pass 51): an infobox's section rows,
a reference asked for by its number, the page's formulas, and an API's endpoints, parameters, responses and
security, each read from the page as the widget wrote it in Chromium."""

from __future__ import annotations

from offline_helpers import ask, locked_messages, quoted_part, run

# A MediaWiki article's infobox, lead, formula and references (qa51's min/infobox.html and wiki/index.html, trimmed):
# a header row spanning both columns ("Population (January 2024)") labels the "•" rows under it.
_INFOBOX = """# Veldmark

[¶1]
Table: Veldmark

|  |  |
| --- | --- |
| Founded | 1243 |
| Population (January 2024) |  |
| • Total | 87,412 |
| • Density | 621/km2 |

[¶2] Veldmark is a city and municipality in the province of Overijssel in the eastern \
Netherlands.[[1]](http://127.0.0.1:8792/min/infobox.html#cite_note-1)

[¶3] Its population follows the exponential model described in the municipal housing \
plan.[[2]](http://127.0.0.1:8792/min/infobox.html#cite_note-2)

## References

1. [¶4] [^](http://127.0.0.1:8792/min/infobox.html#cite_ref-1) Statistics Netherlands (2024). Key figures for \
districts and neighbourhoods.
2. [¶5] [^](http://127.0.0.1:8792/min/infobox.html#cite_ref-2) Gemeente Veldmark (2023). Woonvisie 2030, p. 8.
3. [¶6] [^](http://127.0.0.1:8792/min/infobox.html#cite_ref-3) Van der Linde, M. (1987). The charter of 1243 is \
the oldest surviving document naming the settlement.
"""


def ask_infobox(question: str) -> str:
    return ask(question, _INFOBOX, title="Veldmark")


def test_an_infobox_section_row_labels_the_rows_under_it():
    """qa51 finding 6: "What is Veldmark's population?" quoted the section row "Population (January 2024)" alone,
    and "How many people live in Veldmark?" found nothing: the number is in the "• Total" row under it."""
    for question in ("What is Veldmark's population?", "How many people live in Veldmark?"):
        said = quoted_part(ask_infobox(question))
        assert said and said[0].startswith("> Population (January 2024) — Total: 87,412"), (question, said)
        assert "> Population (January 2024) [¶1]" not in said
    said = quoted_part(ask_infobox("What is the population density?"))
    assert said[0].startswith("> Population (January 2024) — Density: 621/km2")


def test_a_reference_asked_for_by_its_number_is_that_item_of_the_references_list():
    """qa51 finding 10: "What does reference 3 say?" quoted all three references (on the article, the Economy
    paragraph and its "[citation needed]"); "footnote 3" found the third."""
    for question in ("What does reference 3 say?", "What does footnote 3 say?", "What is the third reference?"):
        said = quoted_part(ask_infobox(question))
        assert len(said) == 1 and "Van der Linde, M. (1987)." in said[0] and said[0].endswith("[¶6]"), (question, said)


# The article's Geography and Demographics sections (qa51's wiki/index.html): a MediaWiki formula (its TeX alt text,
# written as TeX by the server), KaTeX's inline formula and its display formula on a line of its own.
_FORMULAS = """# Veldmark

[¶6] **Veldmark** is a city and municipality in the province of Overijssel in the eastern Netherlands.

## Geography

[[edit](http://127.0.0.1:8792/w/index.php?title=Veldmark&action=edit&section=2)]

[¶10] The municipality covers 140.8 km² of sandy heath and river clay. Its population density is computed as \
![{\\displaystyle D=N/A}](http://127.0.0.1:8792/wiki/formula.svg), where *N* is the number of residents and *A* the \
land area.

## Demographics

[[edit](http://127.0.0.1:8792/w/index.php?title=Veldmark&action=edit&section=3)]

[¶11] Since 1950 the population has grown at a roughly constant rate \\(r \\approx 0.012\\) per year, so that it \
follows the exponential model

\\(P(t) = P_0 \\, e^{rt}\\)

[¶12] where *P*_0 is the population in 1950 (41,300).[[5]](http://127.0.0.1:8792/wiki/index.html#cite_note-5)

## Economy

[¶14] After the last mill closed in 1978, the economy turned to logistics and healthcare.
"""


def test_the_formula_is_the_passages_that_hold_one_written_so_the_chat_shows_its_backslashes():
    """qa51 finding 10: "What is the formula?" found nothing (no passage holds the word), and a formula quoted showed
    as "(P(t) = P_0 \\, e^{rt})": the chat's markdown reads "\\(" as an escaped bracket."""
    answer = ask("What is the formula?", _FORMULAS, title="Veldmark")
    assert "\\\\(D=N/A\\\\)" in answer and "\\\\(r \\approx 0.012\\\\)" in answer
    assert "\\\\(P(t) = P_0 \\, e^{rt}\\\\)" in answer
    assert "economy" not in answer.lower()
    said = quoted_part(ask("What is the population density formula?", _FORMULAS, title="Veldmark"))
    assert len(said) == 1 and "\\\\(D=N/A\\\\)" in said[0] and said[0].endswith("[¶10]")


def test_a_follow_up_after_a_formula_goes_on_after_what_was_quoted():
    """An answer writes a formula's backslashes doubled: "Tell me more" still finds the sentence it quoted in it."""
    asked = "What is the population density formula?"
    first = ask(asked, _FORMULAS, title="Veldmark")
    system = locked_messages(_FORMULAS, title="Veldmark")[0]
    more = run([system, {"role": "user", "content": asked}, {"role": "assistant", "content": first},
                {"role": "user", "content": "Tell me more"}])[0]
    assert more.startswith("Under “Demographics”, the page goes on:"), more
    assert "D=N/A" not in more and "> Since 1950 the population has grown" in more


# Redoc 2.5.4's reference of qa51's Bookshelf API (api/redoc.html; the "Add a book" and "Remove a book" operations
# left out): each operation a section, its method and path on lines of their own after its
# responses ("get" over "/books"), its parameters a line each, its samples a list between braces.
_REDOC = """# [¶1] Bookshelf Library API (2.3.0)

[¶2] Download OpenAPI specification:[Download](http://127.0.0.1:8792/api/openapi.json)

[¶3] The Bookshelf API lets a library manage its catalogue, members and loans. All requests need an API key in \
the `X-Api-Key` header. Rate limit: 600 requests per minute per key.

## books

The catalogue

## List books

[¶4] Returns the books in the catalogue, newest first, a page at a time.

##### Authorizations:

*ApiKey*

##### query Parameters

q

string

[¶5] Words to search for in the title and author

author

string

[¶6] Only books by this author (exact name)

limit

integer [ 1 .. 100 ]

Default: 20

[¶7] How many books to return (1 to 100)

cursor

string

[¶8] The next_cursor of the previous page

### Responses

**200** A page of books

get

/books

### Response samples

Tabs: 200

Content type

application/json

Copy

[¶9] Expand all Collapse all

{

- "items": [
  - {}
  ],
- "next_cursor": "c_Zm9v"

`}`

## Get a book

##### Authorizations:

*ApiKey*

##### path Parameters

bookId

required

string

[¶17] The book's id, such as bk_7Hq2

### Responses

**200** The book

**404** No such book

get

/books/{bookId}

### Response samples

Tabs: 200

Content type

application/json

Copy

{

- "title": "string",
- "author": "string",
- "isbn": "string",
- "copies": 1,
- "id": "string",
- "available": 0

`}`

## loans

[¶21] Lending books to members

## Lend a book to a member

[¶22] Creates a loan of one copy of a book to a member. The loan is due after `days` days (21 by default).

##### Authorizations:

*ApiKey*

##### header Parameters

Idempotency-Key

string <uuid>

[¶23] A unique key so that a retried request does not lend twice

[¶24] Request Body schema: application/json

required

book_id

required

string

member_id

required

string

days

integer [ 1 .. 42 ]

Default: 21

Loan period in days

### Responses

**201** The loan was created

[¶25] **422** No copy is available, or the member has 5 open loans

post

/loans

### Request samples

Tabs: Payload

Content type

application/json

Copy

{

- "book_id": "bk_7Hq2",
- "member_id": "mb_0042",
- "days": 14

`}`

### Response samples

Tabs: 201422

Content type

application/json

Copy

{

- "id": "ln_91xP",
- "book_id": "bk_7Hq2",
- "member_id": "mb_0042",
- "due": "2026-12-20",
- "status": "open"

`}`

## List a member's loans

##### Authorizations:

*ApiKey*

##### path Parameters

memberId

required

string

The member's id

##### query Parameters

status

string

[¶26] Enum: "open" "returned" "overdue"

[¶27] open, returned or overdue

### Responses

**200** The member's loans

get

[¶28] /members/{memberId}/loans

### Response samples

Tabs: 200

Content type

application/json

Copy

[¶29] Expand all Collapse all

[

- [¶30] {
  - "id": "string",
  - "book_id": "string",
  - "member_id": "string",
  - "due": "2019-08-24",
  - "status": "open"
  }

`]`

---

[Page chrome: header, navigation, sidebars, footer]

- books
- loans

[API docs by Redocly](https://redocly.com/redoc/)"""

# Swagger UI 5.35.0's page of the same API, every operation collapsed (api/swagger.html): no headings, each operation
# its method, its path and its summary on lines of their own, the API's description in the chrome.
_SWAGGER = """[books](http://127.0.0.1:8792/api/swagger.html#/books)

The catalogue

GET

[/books](http://127.0.0.1:8792/api/swagger.html#/books/listBooks)

List books

POST

[/books](http://127.0.0.1:8792/api/swagger.html#/books/createBook)

[¶2] Add a book to the catalogue

GET

[/books/{bookId}](http://127.0.0.1:8792/api/swagger.html#/books/getBook)

Get a book

DELETE

[/books/{bookId}](http://127.0.0.1:8792/api/swagger.html#/books/deleteBook)

Remove a book

[loans](http://127.0.0.1:8792/api/swagger.html#/loans)

[¶3] Lending books to members

POST

[/loans](http://127.0.0.1:8792/api/swagger.html#/loans/createLoan)

Lend a book to a member

GET

[¶4] [/members/{memberId}/loans](http://127.0.0.1:8792/api/swagger.html#/loans/listMemberLoans)

List a member's loans

Schemas

**NewBook**

**Book**

**BookPage**

**NewLoan**

**Loan**

**Error**

---

[Page chrome: header, navigation, sidebars, footer]

Explore

Bookshelf Library API

```
 2.3.0
```

```
OAS 3.0
```

[openapi.json](http://127.0.0.1:8792/api/openapi.json)

[¶1] The Bookshelf API lets a library manage its catalogue, members and loans. All requests need an API key in \
the `X-Api-Key` header. Rate limit: 600 requests per minute per key.

Servers

Authorize"""


def test_an_endpoint_asked_for_by_what_it_does_is_named_by_its_method_and_path():
    """qa51 finding 7: "Which endpoint creates a loan?" found nothing on Swagger UI, and on Redoc only the
    description, not "POST /loans", which Redoc writes after the operation's responses."""
    redoc = quoted_part(ask("Which endpoint creates a loan?", _REDOC, title="Redoc"))
    assert redoc[0] == "> POST /loans — Lend a book to a member"
    assert redoc[1].startswith("> Creates a loan of one copy of a book to a member.")
    swagger = quoted_part(ask("Which endpoint creates a loan?", _SWAGGER, title="Swagger UI"))
    assert swagger == ["> POST /loans — Lend a book to a member"]
    said = quoted_part(ask("Which endpoint removes a book?", _SWAGGER, title="Swagger UI"))
    assert said == ["> DELETE /books/{bookId} — Remove a book"]
    # An operation whose section holds no passage of its own (its parts' headings come first) is named under them.
    answer = ask("What is the endpoint to list a member's loans?", _REDOC, title="Redoc")
    assert quoted_part(answer) == ["> GET /members/{memberId}/loans — List a member's loans"]


def test_an_operations_parameters_are_listed_a_line_each():
    """qa51 finding 7: "What parameters does List books take?" quoted the description and two lines of a JSON
    sample, not q, author, limit and cursor (Redoc writes a parameter's name, type and description apart)."""
    said = quoted_part(ask("What parameters does List books take?", _REDOC, title="Redoc"))
    assert said == ["> GET /books — List books",
                    "> q — string Words to search for in the title and author [¶5]",
                    "> author — string Only books by this author (exact name) [¶6]",
                    "> limit — integer [ 1 .. 100 ] Default: 20 How many books to return (1 to 100) [¶7]",
                    "> cursor — string The next_cursor of the previous page [¶8]"]
    # Swagger UI shows no parameters until the operation is opened: the operation, at least ("List books" alone).
    said = quoted_part(ask("What parameters does List books take?", _SWAGGER, title="Swagger UI"))
    assert said == ["> GET /books — List books"]


def test_the_response_is_the_operations_example():
    """qa51 finding 7: "What does the response of creating a loan look like?" quoted "201 The book was created" and
    "201 The loan was created", not the sample on the page."""
    answer = ask("What does the response of creating a loan look like?", _REDOC, title="Redoc")
    assert quoted_part(answer) == ["> POST /loans — Lend a book to a member"]
    assert '```json\n{\n  "id": "ln_91xP",\n  "book_id": "bk_7Hq2",' in answer
    assert '"status": "open"\n}\n```' in answer
    # An operation named by its summary is that one, though another's words hold as much of the question.
    said = quoted_part(ask("What does Get a book return?", _REDOC, title="Redoc"))
    assert said == ["> GET /books/{bookId} — Get a book"]


def test_how_to_authenticate_is_the_sentence_that_names_the_key_wherever_it_is():
    """qa51 finding 7: "How do I authenticate?" found nothing on either page: the description says "All requests
    need an API key in the `X-Api-Key` header", in Swagger UI's chrome."""
    for content in (_REDOC, _SWAGGER):
        said = quoted_part(ask("How do I authenticate?", content, title="Bookshelf"))
        assert said and said[0].startswith("> All requests need an API key in the X-Api-Key header."), said


# Sphinx's autodoc, as the widget wrote it in Chromium (qa54's sphinx/build/api.html, trimmed): each entry is its
# signature over a definition that holds its summary and its field list ("Parameters:", "Returns:", "Raises:"), a
# class's method inside the class's; the field names are lines of their own under the value before them.
_AUTODOC = """# API reference

[¶1] class tidepool.Station(*code: str*, *name: str*)

: [¶2] A tide station.
  Parameters:
  : - **code** – Seven-digit station code.
    - **name** – Human-readable name.
  constituents(*limit: int | None = None*) → dict[str, float]
  : Return the harmonic constituents keyed by name.
    Parameters:
    : **limit** – Keep only the largest *limit* constituents.

[¶3] exception tidepool.TideError

: [¶4] Raised when a tide table cannot be computed.

[¶5] tidepool.high_tides(*station: str*, *days: int = 1*) → list[tuple[str, float]]

: [¶6] Return the predicted high tides for a station.
  Parameters:
  : - **station** – The NOAA station identifier.
    - **days** – How many days to predict, from 1 to 31.
  Returns:
  : A list of `(time, height_m)` pairs in UTC, sorted by time.
  Return type:
  : list[tuple[str, float]]
  Raises:
  : - [**TideError**](https://tides.example/api.html#tidepool.TideError) – If the station has no harmonic constituents.
    - **ValueError** – If *days* is outside 1 to 31.
  Note
  Heights are in metres.

[¶7] tidepool.tidal_range(*high: float*, *low: float*) → float

: [¶8] Compute the tidal range.
  Returns:
  : The difference `high - low`, never negative.
"""


def test_what_an_api_entry_returns_is_its_returns_field_under_its_signature():
    """Regression (QA54 #4): "What does high_tides return?" got the summary sentence, "Return the predicted high tides
    for a station.", not what its "Returns:" field says."""
    answer = ask("What does high_tides return?", _AUTODOC, title="API reference — Tidepool")
    assert "> tidepool.high_tides(station: str, days: int = 1) → list[tuple[str, float]] [¶5]" in answer
    assert "> Returns: A list of (time, height_m) pairs in UTC, sorted by time. [¶6]" in answer
    assert "Return the predicted" not in answer and "Raises" not in answer
    answer = ask("What does tidal_range return?", _AUTODOC, title="API reference — Tidepool")
    assert "> Returns: The difference high - low, never negative. [¶8]" in answer and "high_tides" not in answer


def test_what_an_api_entry_raises_and_takes_are_its_fields_not_another_entrys_docstring():
    """Regression (QA54 #4): "What does high_tides raise?" quoted the TideError class's docstring ("Raised when a tide
    table cannot be computed."), and the parameters came as the whole entry, "list[tuple[str, float]] Raises:" run
    together."""
    raised = ask("What does high_tides raise?", _AUTODOC, title="API reference — Tidepool")
    assert "> Raises: [¶6]" in raised and "– If days is outside 1 to 31. [¶6]" in raised
    assert "If the station has no harmonic constituents. [¶6]" in raised
    assert "Raised when" not in raised and "Heights" not in raised
    taken = ask("What parameters does high_tides take?", _AUTODOC, title="API reference — Tidepool")
    assert "> station – The NOAA station identifier. [¶6]" in taken and "> days – How many days" in taken
    assert "Returns" not in taken and "code –" not in taken
    method = ask("What parameters does Station.constituents take?", _AUTODOC, title="API reference — Tidepool")
    assert "> constituents(limit: int | None = None) → dict[str, float] [¶2]" in method
    assert "> Parameters: limit – Keep only the largest limit constituents. [¶2]" in method and "code –" not in method


# A sentence that leads into a display formula set as a block of its own (qa53's min/mathjax2.html, once the walk
# labels the formula's block).
_LEAD_IN = r"""# Method

[¶1] The exceedance ratio is \(r = \frac{c}{50}\) where \(c\) is the concentration in mg/l, and the yearly mean is

[¶2] \(\bar{c} = \frac{1}{n}\sum_{i=1}^{n} c_i\)

[¶3] Stations with fewer than 40 samples were dropped before averaging.
"""


def test_a_sentence_that_leads_into_a_formula_set_apart_comes_with_it():
    """Regression (QA53 #10): "What is the formula for the yearly mean?" quoted "… and the yearly mean is" and not the
    formula under it, which holds none of the question's words."""
    for question in ("What is the formula for the yearly mean?", "How is the yearly mean computed?"):
        answer = ask(question, _LEAD_IN, title="Yearly mean")
        assert "and the yearly mean is [¶1]" in answer
        assert r"> \\(\bar{c} = \frac{1}{n}\sum_{i=1}^{n} c_i\\) [¶2]" in answer
        assert "Stations with fewer" not in answer
