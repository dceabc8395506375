"""The entity patterns. Two scans cover almost everything: one anchored on a digit, one on a
currency symbol, ``+``, ``(``, ``v`` or a capital letter. Each pattern opens with a character
class so ``re`` skips between candidates in C; the boundary checks come after that first
character, as look-behinds, for the same reason.
"""

from __future__ import annotations

import re

CURRENCY_CODES = (
    "USD|EUR|GBP|JPY|CNY|INR|CAD|AUD|NZD|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RUB|UAH|TRY|BRL|MXN|"
    "KRW|SGD|HKD|ZAR|ILS|AED|SAR|THB|IDR|PHP|VND|BTC|ETH"
)
_SYMBOLS = "$€£¥₹₩₽₺₴₪฿"
# A money amount: 1,299.99 / 1.299,99 / 1 299 / 1500 / 9.99, optionally "k"/"million".
_AMOUNT = (
    r"\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?![\d.,]\d)"
)
_SCALE = r"(?:[ \u00a0]?(?:k|K|M|bn|B|million|billion|thousand)\b)?"

NUMERIC = re.compile(
    r"\d(?<![\w.,\-/]\d)(?:"
    # ISO date (the first digit of the year is already matched)
    r"(?P<iso>\d{3}-[01]\d-[0-3]\d(?:[T ][0-2]\d:[0-5]\d(?::[0-5]\d)?)?)(?![\d\-])"
    # dotted European date, e.g. 15.01.2024 (checked against the calendar later)
    r"|(?P<eudate>\d?\.[01]?\d\.(?:19|20)\d\d)(?!\.?\d)"
    # semantic version: 1.2.3, 10.0.1-beta.2, 2.0.0+build
    r"|(?P<semver>\d*\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?(?:\+[0-9A-Za-z.]+)?)"
    r"(?!\.?\d)"
    # percentage: 23%, 4.5 %, 50 percent
    r"|(?P<pct>\d*(?:[.,]\d+)?[ \u00a0]?(?:%|percent\b|per cent\b))"
    # amount then currency: 99,99 €, 1 299 EUR
    r"|(?P<price_after>\d*(?:[,.\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?[ \u00a0\u202f]?"
    rf"(?:[{_SYMBOLS}]|(?:{CURRENCY_CODES})\b)(?![ \u00a0]?\d))"
    # North American phone with a repeated separator: 555-123-4567, 555.123.4567
    r"|(?P<phone>\d\d(?P<sep>[.\-])\d{3}(?P=sep)\d{4})(?!\d)"
    # local number, 555-0142: an exchange (2-9, two digits), a hyphen, four digits, and no more
    # digits, dots or amounts on either side (entities.py asks a line starting 0 or a phone word)
    rf"|(?P<local>(?<=[2-9])(?<![{_SYMBOLS}#]\d)\d\d-\d{{4}})"
    rf"(?![\-.,/]?\d|-[Xx]\b|[ \u00a0]?(?:[%{_SYMBOLS}]|(?:{CURRENCY_CODES})\b))"
    r")"
)
# What says that a local number (555-2368) is a phone, in the line before it: a range (300-1200)
# or a code has none. One whose last four digits start with 0 is a phone without it: a number is
# never written so.
PHONE_WORD = re.compile(
    r"(?i)\b(?:phone|phones|tel|telephone|call|calls|fax|dial|mobile|cell|contact|hotline|helpline|ring|"
    r"text|sms|whatsapp)\b|[☎📞]"
)

SYMBOLIC = re.compile(
    rf"[{_SYMBOLS}+(vVA-Z](?:"
    # currency symbol then amount: $99.99, € 1.299,00, $5k
    rf"(?P<price>(?<=[{_SYMBOLS}])[ \u00a0]?(?:{_AMOUNT}){_SCALE})"
    # currency code then amount: USD 99, EUR 1,299.00
    rf"|(?P<code>(?<![A-Za-z][A-Z])[A-Z]{{2}}(?<=\b(?:{CURRENCY_CODES}))"
    rf"[ \u00a0]?(?:{_AMOUNT}){_SCALE})"
    # v-prefixed version: v2, v1.2, V3.0.1-rc1
    r"|(?P<vversion>(?<=[vV])(?<![\w.][vV])\d{1,4}(?:\.\d+){0,3}"
    r"(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?)"
    r"(?![\w.]?\d|\w)"
    # international phone: +44 20 7946 0958, +1 (555) 123-4567
    r"|(?P<intl>(?<=\+)(?<![\w+]\+)\d{1,3}(?:[ .\-]?\(?\d{1,4}\)?)(?:[ .\-]?\d{2,4}){2,5})(?!\d)"
    # phone with area code in parentheses: (555) 123-4567
    r"|(?P<paren>(?<=\()\d{3}\)[ \u00a0]?\d{3}[ .\-]\d{4})(?!\d)"
    # month-first written date: January 15, 2025 / Jan. 2025 (the month is checked later)
    r"|(?P<month>(?<![A-Za-z][A-Z])[a-z]{2,8}\.?[ \t\u00a0]+"
    r"(?:\d{1,2}(?:st|nd|rd|th)?,?[ \t\u00a0]+)?"
    r"(?:19|20)\d\d\b)"
    r")"
)
# An email's domain; the local part is found by looking back from the "@".
EMAIL_DOMAIN = re.compile(
    r"@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,24}\b"
)
EMAIL_LOCAL = re.compile(r"[A-Za-z0-9._%+\-]{1,64}$")
NOT_EMAIL_TLDS = frozenset(
    ("png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "css", "js", "mjs", "map", "json")
)
