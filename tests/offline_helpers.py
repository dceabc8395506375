"""The offline engine run on a page for the tests: the locked messages, a streamed run, a question
asked of it, and the pages several test files ask about."""

from __future__ import annotations

import asyncio

from reverserag import analyzers, context
from reverserag.engines.base import Finish
from reverserag.engines.offline import OfflineEngine
from reverserag.engines.phrases import Phrases, asked_in, phrases
from reverserag.page import parse_page
from reverserag.passages import split_passages
from reverserag.settings import Settings

CONTENT = """# Rust ownership

Every value in Rust has a single owner. When the owner goes out of scope, the value is dropped.

## Borrowing

References let you use a value without taking ownership. A mutable reference is exclusive: \
while it lives, no other reference to the value may exist.

## Lifetimes

The compiler checks that every reference is valid for as long as it is used. Lifetime \
annotations name these spans when the compiler cannot infer them.
"""


def locked_messages(content: str = CONTENT, title: str = "Rust ownership", classification: dict | None = None,
                    **page) -> list[dict]:
    p = parse_page({"url": "https://example.org/rust", "title": title, "content": content, **page},
                   max_content_chars=100_000)
    locked = context.lock(p, persona=None, intelligence="", classification=classification,
                          context_window=8192)
    return [{"role": "system", "content": locked.system_message},
            {"role": "user", "content": context.greeting_request(p)}]


def run(messages, task="chat"):
    engine = OfflineEngine(Settings(offline_word_delay=0))

    async def go():
        return [item async for item in engine.stream(messages, task=task)]

    items = asyncio.run(go())
    assert isinstance(items[-1], Finish)
    words = [i for i in items if isinstance(i, str)]
    assert len(words) > 5  # it streams word by word, like a model
    return "".join(words), items[-1]


def ask(question: str, content: str = CONTENT, **page) -> str:
    """The offline engine's answer to ``question`` on a page of ``content`` (``page``: title and the rest)."""
    return run([locked_messages(content, **page)[0], {"role": "user", "content": question}])[0]



def ask_analyzed(question: str, content: str, url: str, title: str, **payload) -> str:
    """As ``ask``, with the analyzers' findings in the system message, as the server locks a page (``payload``: the
    widget's other fields, such as ``json_ld``)."""
    message, _ = _locked_analyzed(content, url, title, **payload)
    return run([{"role": "system", "content": message}, {"role": "user", "content": question}])[0]


def greet_analyzed(content: str, url: str, title: str, **payload) -> str:
    """The offline engine's greeting of a page locked as ``ask_analyzed`` locks it."""
    message, parsed = _locked_analyzed(content, url, title, **payload)
    return run([{"role": "system", "content": message}, {"role": "user", "content": context.greeting_request(parsed)}],
               task="greeting")[0]


def _locked_analyzed(content: str, url: str, title: str, **payload):
    parsed = parse_page({"url": url, "title": title, "content": content, **payload}, max_content_chars=100_000)
    message = context.lock(parsed, persona=None, intelligence=analyzers.render(analyzers.run(parsed)),
                           classification=None, context_window=8192).system_message
    return message, parsed

DOCS = """# Tidepool client: quickstart

Tidepool serves tide predictions for 3,100 coastal stations, and the client gets you started.

## Install

Install the Python package from PyPI:

```bash
pip install "tidepool-client>=2.3"
export TIDEPOOL_TOKEN="tp_live_0123456789"
```

Or the JavaScript package from npm:

```bash
npm install @tidepool/client
```

## Authenticate

Every request needs an API token, created under your account settings.

## Options

Table: Client options

| Option | Type | Default | Meaning |
| --- | --- | --- | --- |
| `token` | str | `$TIDEPOOL_TOKEN` | API token |
| `timeout` | float | 30 | Seconds before a request fails |

## Next steps

- [Rate limits](https://tidepool.example/guide/rate-limits): 600 requests per minute per token.

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Install](/docs#install) · [Rate limits](/guide/rate-limits) · Toggle dark mode

Footer: A demo page about tides and rate limits for every coastal station.
"""


def ask_docs(question: str) -> str:
    return ask(question, DOCS, title="Tidepool client: quickstart · Docs")


ARTICLE = """By Marta Lindqvist · 14 March 2024 · 9 min read

Ten years ago Europe's sleeper trains looked finished. Today the Vienna–Brussels sleeper is sold \
out most Friday nights, and three new operators are fighting for the same slots on the network.

## What a ticket costs

A couchette between Vienna and Hamburg costs 79 euros, a sleeper compartment 149 euros.

## Further reading

The European Sleeper cooperative publishes its timetable and its sleeper fares every spring.
"""


def headings(content: str) -> dict[int | None, set[str]]:
    """For each block label of ``content``, the headings its passages are under."""
    found: dict[int | None, set[str]] = {}
    for p in split_passages(content):
        found.setdefault(p.label, set()).add(p.heading)
    return found


def quoted_part(answer: str) -> list[str]:
    """What an answer quotes of the page, without the engine's own words around it."""
    return [line for line in answer.splitlines() if line.startswith("> ")]


def said_in(question: str) -> Phrases:
    """The engine's words in the language ``question`` is asked in (on an English page)."""
    return phrases(asked_in(question))


def ask_article(question: str, classification: dict | None = None) -> str:
    about = {"author": "Marta Lindqvist", "publishDate": "2024-03-14"} if classification is None else classification
    return ask(question, ARTICLE, title="The night train is back", classification=about)


# A ferry company's timetable and fares page as the widget reads it: a table under its caption, <details>
# FAQ entries (a <summary> is a bold line; one under 24 characters gets no label) and a footer.
FERRY = """# [¶1] Tidewater Ferries: timetable and fares

[¶2] Tidewater Ferries runs the only car ferry between Port Avery and Gull Island. The crossing takes 55 \
minutes and the vessel, MV Heron, carries up to 48 cars and 320 passengers.

## Timetable

[¶3] From April to October the first sailing leaves Port Avery at 06:40 and the last leaves Gull Island at \
21:15. In winter there are four sailings a day, the first at 08:00.

[¶4]
Table: Summer sailings from Port Avery

| Departure | Arrival | Days |
| --- | --- | --- |
| 06:40 | 07:35 | Daily |
| 09:10 | 10:05 | Daily |
| 12:30 | 13:25 | Mon–Sat |
| 17:45 | 18:40 | Daily |

## Fares

[¶5] An adult foot passenger pays $14 each way, a child under 12 pays $7, and a car with its driver costs \
$62 each way. Bicycles travel free. A book of ten car crossings costs $480 and never expires.

## Pets

[¶6] Dogs are welcome on the open deck and in the pet lounge on deck 2, but must stay on a lead. Cats must \
travel in a carrier.

## [¶7] Frequently asked questions

**Do I need to book?**

[¶8] Booking is required for cars in July and August; foot passengers can always buy a ticket at the \
terminal up to 10 minutes before departure.

[¶9] **What happens if the sailing is cancelled?**

[¶10] If a sailing is cancelled for weather, your ticket is valid on the next sailing, or you can ask for a \
full refund at the ticket office within 30 days.

[¶11] Questions? Call the ticket office on 555-0142 or write to tickets@tidewater.example.

---

[Page chrome: header, navigation, sidebars, footer]

Navigation: [Home](http://localhost:8490/)[Accessibility](http://localhost:8490/accessibility.html)

Footer: © 2026 Tidewater Ferries Ltd. All rights reserved.
"""


def ask_ferry(question: str) -> str:
    return ask(question, FERRY, title="Tidewater Ferries — Timetable and fares")


# The glossary and a later section of the Google SRE book's monitoring chapter (corpus google-sre-book-1), as
# the widget reads it: a <dl> is each term on a line, then ": " before its definition.
SRE = """# [¶30] Monitoring Distributed Systems

[¶31] Written by Rob Ewaschuk
Edited by Betsy Beyer

[¶32] Google’s SRE teams have some basic principles and best practices for building successful monitoring \
and alerting systems. This chapter offers guidelines for what issues should interrupt a human via a page, \
and how to deal with issues that aren’t serious enough to trigger a page.

# [¶33] Definitions

[¶34] There’s no uniformly shared vocabulary for discussing all topics related to monitoring. Even within \
Google, usage of the following terms varies, but the most common interpretations are listed here.

[¶35] Monitoring

: [¶36] Collecting, processing, aggregating, and displaying real-time quantitative data about a system, such \
as query counts and types, error counts and types, processing times, and server lifetimes.

[¶37] White-box monitoring

: [¶38] Monitoring based on metrics exposed by the internals of the system, including logs, interfaces like \
the Java Virtual Machine Profiling Interface, or an HTTP handler that emits internal statistics.

[¶39] Black-box monitoring

: [¶40] Testing externally visible behavior as a user would see it.

[¶41] Dashboard

: [¶42] An application (usually web-based) that provides a summary view of a service’s core metrics. A \
dashboard may have filters, selectors, and so on, but is prebuilt to expose the metrics most important to \
its users. The dashboard might also display team information such as ticket queue length, a list of \
high-priority bugs, the current on-call engineer for a given area of responsibility, or recent pushes.

[¶43] Alert

: [¶44] A notification intended to be read by a human and that is pushed to a system such as a bug or ticket \
queue, an email alias, or a pager. Respectively, these alerts are classified as *tickets*, *email \
alerts*,[22](http://localhost:8490/sre.html#id-LvQuvtYS7UvI8h4) and *pages*.

[¶45] Root cause

: [¶46] A defect in a software or human system that, if repaired, instills confidence that this event won’t \
happen again in the same way. A given incident might have multiple root causes: for example, perhaps it was \
caused by a combination of insufficient process automation, software that crashed on bogus input, *and* \
insufficient testing of the script used to generate the configuration. Each of these factors might stand \
alone as a root cause, and each should be repaired.

[¶47] Node and machine

: [¶48] Used interchangeably to indicate a single instance of a running kernel in either a physical server, \
virtual machine, or container. There might be multiple *services* worth monitoring on a single machine. The \
services may either be:
  - Related to each other: for example, a caching server and a web server
  - Unrelated services sharing hardware: for example, a code repository and a master for a configuration \
system like [Puppet](https://puppetlabs.com/puppet/puppet-open-source) or [Chef](https://www.chef.io/chef/)

[¶49] Push

: [¶50] Any change to a service’s running software or its configuration.

# [¶77] Black-Box Versus White-Box

[¶78] We combine heavy use of white-box monitoring with modest but critical uses of black-box monitoring. \
The simplest way to think about black-box monitoring versus white-box monitoring is that black-box \
monitoring is symptom-oriented and represents active—not predicted—problems: "The system isn’t working \
correctly, right now." White-box monitoring depends on the ability to inspect the innards of the system, \
such as logs or HTTP endpoints, with instrumentation. White-box monitoring therefore allows detection of \
imminent problems, failures masked by retries, and so forth.

[¶79] Note that in a multilayered system, one person’s symptom is another person’s cause. For example, \
suppose that a database’s performance is slow. Slow database reads are a symptom for the database SRE who \
detects them. However, for the frontend SRE observing a slow website, the same slow database reads are a \
cause. Therefore, white-box monitoring is sometimes symptom-oriented, and sometimes cause-oriented, \
depending on just how informative your white-box is.

[¶80] When collecting telemetry for debugging, white-box monitoring is essential. If web servers seem slow \
on database-heavy requests, you need to know both how fast the web server perceives the database to be, and \
how fast the database believes itself to be. Otherwise, you can’t distinguish an actually slow database \
server from a network problem between your web server and your database.

[¶81] For paging, black-box monitoring has the key benefit of forcing discipline to only nag a human when a \
problem is both already ongoing and contributing to real symptoms. On the other hand, for not-yet-occurring \
but imminent problems, black-box monitoring is fairly useless.
"""


def ask_sre(question: str) -> str:
    return ask(question, SRE, title="Google - Site Reliability Engineering")

# qa55's terms of service (sites/legal/) as the widget read it: the clauses numbered by CSS counters, written as
# nested ordered lists, each clause's heading inside its item; "Last updated" the second line of the page.
LEGAL = """# Terms of Service

[¶1] Last updated: 15 September 2026

Print these terms

[¶2] These Terms govern your use of the Parcelly parcel-tracking service. By creating an account you agree to \
them.

1. [¶3] ## Definitions
   **Plain-language summary**
   This section explains the words we use in these terms.
   1. “Service” means the Parcelly website, apps and API.
   2. “Customer” means the person or company that holds an account.
   3. “Billing Period” means one calendar month, or one year for annual plans.
2. [¶4] ## Your account
   **Plain-language summary**
   Keep your password safe; you are responsible for what happens in your account.
   1. You must be at least 18 years old to open an account.
   2. You are responsible for all activity under your account and must keep your credentials confidential.
3. [¶5] ## Fees and payment
   **Plain-language summary**
   You pay in advance each month or year; prices can change with 30 days' notice.
   1. Fees are charged in advance at the start of each [Billing \
Period](http://127.0.0.1:9092/legal/#def-billing) and are exclusive of VAT.
   2. We may change our fees by giving at least 30 days' notice by email.[1](http://127.0.0.1:9092/legal/#fn1)
4. [¶6] ## Cancellation and refunds
   **Plain-language summary**
   You can cancel any time. Monthly plans are not refunded; annual plans get a pro-rata refund within 30 days.
   1. You may cancel your subscription at any time from the Billing page of your account.
   2. Cancellation takes effect at the end of the current Billing Period. Fees already paid for a monthly \
plan are not refundable.
   3. If you cancel an annual plan within 30 days of purchase, we will refund the unused portion pro rata.
      1. Refunds are paid to the original payment method within 10 business days.
5. [¶7] ## Liability
   **Plain-language summary**
   Our liability is capped at what you paid us in the last 12 months.
   1. Nothing in these Terms limits liability for death or personal injury caused by negligence.
   2. Subject to clause 5.1, our total liability is limited to the fees paid by the Customer in the 12 months \
before the claim.
6. [¶8] ## Governing law
   1. These Terms are governed by the laws of Ireland.
   2. The courts of Dublin have exclusive jurisdiction over any dispute arising from \
them.[2](http://127.0.0.1:9092/legal/#fn2)

## Notes

1. [¶9] For customers in the EU, changes also require notice in the app. [↩](http://127.0.0.1:9092/legal/#fr1)
2. [¶10] Consumers may also bring proceedings in their country of residence. \
[↩](http://127.0.0.1:9092/legal/#fr2)

---

[Page chrome: header, navigation, sidebars, footer]

[Parcelly](http://127.0.0.1:9092/) · [Legal](http://127.0.0.1:9092/legal)

Navigation: [1. Definitions](http://127.0.0.1:9092/legal/#s1) · [2. Your \
account](http://127.0.0.1:9092/legal/#s2) · [3. Fees and payment](http://127.0.0.1:9092/legal/#s3) · [4. \
Cancellation and refunds](http://127.0.0.1:9092/legal/#s4) · [5. Liability](http://127.0.0.1:9092/legal/#s5) \
· [6. Governing law](http://127.0.0.1:9092/legal/#s6)
"""

# A terms page (sites/off79/terms.html, made for off79) as main's walk reads it: clauses of a nested <ol> numbered by
# CSS counters ("2.1."), each that holds a list a section; the third clause an item with no heading or list, then a
# paragraph after the list.
TERMS = """# Terms of Service

[¶1] Last updated: 1 October 2026

[¶2] These terms govern your use of the Streamly service. Please read them carefully before you subscribe.

## 1. Your account

[¶3] 1.1. You must be at least 18 years old to open an account.
[¶4] 1.2. You are responsible for keeping your password secret and for all activity under your account.

## [¶5] 2. Cancellation and refunds

[¶6] 2.1. You may cancel your subscription at any time from the Account page; it ends at the close of the current \
billing period.
[¶7] 2.2. Payments are non-refundable, except where the law requires a refund or we end the service early.

3. [¶8] Governing law. These terms are governed by the laws of England and Wales, and its courts have exclusive \
jurisdiction.

[¶9] If you have any questions about these terms, contact us at legal@streamly.example.
"""
# ... the same list drawing its own numbers (no counters): the sub-clauses a list of their own, straight under the
# heading.
PLAIN = TERMS.replace("[¶3] 1.1. ", "1. [¶3] ").replace("[¶4] 1.2. ", "2. [¶4] ").replace(
    "[¶6] 2.1. ", "1. [¶6] ").replace("[¶7] 2.2. ", "2. [¶7] ")
