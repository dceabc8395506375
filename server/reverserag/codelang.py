"""Code languages: normalise what a block declares (``language-js`` → javascript), else guess one.

The widget sends the name a page declares (its class or ``data-lang``) as it finds it; the
server names every language, so one table serves the model, the analyzers and any widget.
"""

from __future__ import annotations

import json
import re

from .fences import spans

ALIASES = {
    "js": "javascript", "jsx": "javascript", "mjs": "javascript", "node": "javascript",
    "ts": "typescript", "tsx": "typescript", "py": "python", "python3": "python",
    "py3": "python", "sh": "bash", "shell": "bash", "zsh": "bash", "console": "bash",
    "shell-session": "bash", "shellsession": "bash", "terminal": "bash", "yml": "yaml",
    "c++": "cpp", "cc": "cpp", "cxx": "cpp", "hpp": "cpp", "golang": "go", "rs": "rust",
    "rb": "ruby", "kt": "kotlin", "cs": "csharp", "c#": "csharp", "ps1": "powershell",
    "htm": "html", "xhtml": "html", "svg": "xml", "md": "markdown", "dockerfile": "docker",
    "cjs": "javascript", "text": "", "plain": "", "plaintext": "", "txt": "", "none": "",
    "nohighlight": "", "default": "", "output": "",
}
_PREFIX = re.compile(r"^(?:language-|lang-|highlight-source-|highlight-|source-|brush:\s*|sourcecode\s+)")
_NAME = re.compile(r"[a-z0-9+#\-]{1,24}")

# (language, evidence): the language with most matching signals wins, if it is ahead of the
# next and has at least two (one for a block of one or two lines); else no guess.
_SIGNALS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (lang, re.compile(rx, re.MULTILINE))
    for lang, rx in (
        ("python", (r"^\s*(?:async\s+)?def\s+\w+\s*\(|^\s*class\s+\w+[^\n{]*:\s*$"
                    r"|^\s*from\s+[\w.]+\s+import\b|^\s*import\s+[\w.]+\s*$|\bself\.\w|\belif\b"
                    r"|\bprint\(|^\s*@\w+|\b(?:None|True|False)\b|:\s*$")),
        ("javascript", (r"\b(?:const|let|var)\s+(?!mut\b)[\w${}\[\], ]+=|=>|\bfunction\b|\bconsole\.\w+\("
                        r"|\bdocument\.|\brequire\(|^\s*import\s+[^\n]*\bfrom\s+['\"]"
                        r"|\bexport\s+(?:default|const|function|class)\b|===|!==|\bundefined\b|;\s*$")),
        ("typescript", r"\binterface \w+ \{|: (?:string|number|boolean)\b|\bimport type\b"),
        # A command leaves the space after it to a flag that follows ("python -c"): each counts.
        ("bash", (r"^\s*\$\s+\S|^\s*(?:sudo|apt(?:-get)?|pip3?|npm|npx|yarn|pnpm|cd|ls|echo|export"
                  r"|curl|wget|git|docker|make|brew|chmod|mkdir|rm|cp|mv|cat|grep|source|uv|pipx|python3?|node)(?=\s)"
                  r"|^#!/[\w/]*\b(?:ba|z)?sh\b|\$\{?[A-Z_]+\}?|&&|\s--?[a-z][\w-]*")),
        ("html", r"</?(?:html|head|body|div|span|p|a|ul|li|script|meta|link|section)\b[^>]*>"),
        # A selector: no "=" but in an attribute's brackets (`headers={` is a call's argument), no ": " (`json: {`
        # is an object's key).
        ("css", r"^[ \t]*(?![^\n{]*:\s)(?:[\w.#:*>+~, -]|\[[^\]\n]*\])+\{|^\s*[\w-]+\s*:\s*[^;{}]+;\s*$"),
        ("sql", (r"\b(?:SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|CREATE\s+TABLE|ALTER\s+TABLE"
                 r"|WHERE|JOIN|GROUP\s+BY|ORDER\s+BY)\b")),
        ("go", r"^package\s+\w+|\bfunc\s+(?:\(\w+\s+\*?\w+\)\s*)?\w+\(|:=|\bfmt\.\w+|!=\s*nil\b|\bmap\[\w+\]"),
        ("rust", r"\bfn\s+\w+|\blet\s+mut\b|\bimpl\b|^\s*use\s+\w+::|\w+!\(|->\s*[\w&]"),
        ("java", r"\bpublic\s+(?:static\s+)?(?:class|void|final)\b|\bSystem\.out\.|^\s*import\s+java\."),
        ("c", r"^#include\s*[<\"]|\bint\s+main\s*\(|\bprintf\("),
        ("ruby", r"^\s*def \w+[^:]*$|^\s*end\s*$|\bputs\b|\brequire '"),
        ("php", r"<\?php|\$\w+\s*=|\becho\b"),
        ("docker", r"^(?:FROM|RUN|COPY|WORKDIR|ENTRYPOINT|CMD) "),
    )
)
# Lines hardly any other language writes: each counts twice, so that one names a short block ("from harbor
# import Client" over three lines of calls that could be anything's).
_DECISIVE: dict[str, re.Pattern[str]] = {
    lang: re.compile(rx, re.MULTILINE) for lang, rx in (
        ("python", r"^[ \t]*from[ \t]+[\w.]+[ \t]+import[ \t]+[\w*(]|^import[ \t]+[\w.]+[ \t]*$"),
        ("go", r"^package[ \t]+\w+[ \t]*$|^func[ \t]+main\(\)"),
    )
}
GUESS_CHARS = 5_000


def declared(language: str | None) -> str | None:
    """The block's declared language, normalised; None when it declares none."""
    if not language:
        return None
    name = _PREFIX.sub("", language.strip().lower())
    match = _NAME.match(name)
    if not match:
        return None
    name = ALIASES.get(match.group(0), match.group(0))
    return name or None


def guess(code: str) -> str | None:
    """The language ``code`` looks like, or None when nothing stands out."""
    head = code[:GUESS_CHARS]
    if head.lstrip()[:1] in ("{", "[") and len(code) <= 200_000:
        try:
            json.loads(code)
            return "json"
        except ValueError:
            pass
    best, best_hits, second = None, 0, 0
    for lang, rx in _SIGNALS:
        hits = len(rx.findall(head))
        if lang in _DECISIVE:
            hits += len(_DECISIVE[lang].findall(head))
        if hits > best_hits:
            best, best_hits, second = lang, hits, best_hits
        elif hits > second:
            second = hits
    needed = 1 if head.strip().count("\n") < 2 else 2
    return best if best_hits >= needed and best_hits > second else None


def name(info: str | None, code: str) -> tuple[str | None, bool]:
    """A block's language and whether it was guessed: what it declares, normalised; a guess
    when it declares nothing; none when it declares plain text."""
    if info and info.strip():
        return declared(info), False
    found = guess(code)
    return found, found is not None


def name_fences(markdown: str, max_guesses: int = 200, known: dict[str, str | None] | None = None) -> str:
    """``markdown`` with every fence's info string replaced by its language's name (see
    :func:`name`); past ``max_guesses`` unnamed fences stay unnamed. Only opener lines change.
    ``known`` keeps the guesses made, so that texts holding the same blocks (a page's content
    and its main region) guess each block once."""
    if "```" not in markdown and "~~~" not in markdown:
        return markdown
    known = {} if known is None else known
    out: list[str] = []
    pos = 0
    guesses = 0
    for s in spans(markdown):
        info = markdown[s.info:s.body - 1]
        if info.strip():
            language = declared(info)
        elif guesses >= max_guesses:
            continue
        else:
            guesses += 1
            code = markdown[s.body:s.close]
            if code not in known:
                known[code] = guess(code)
            language = known[code]
        language = language or ""
        if language != info:
            out.append(markdown[pos:s.info])
            out.append(language)
            pos = s.body - 1
    out.append(markdown[pos:])
    return "".join(out)
