"""Code languages: normalise a declared class (``language-js`` → javascript), else guess one."""

from __future__ import annotations

import re

ALIASES = {
    "js": "javascript", "jsx": "javascript", "mjs": "javascript", "node": "javascript",
    "ts": "typescript", "tsx": "typescript", "py": "python", "python3": "python",
    "py3": "python", "sh": "bash", "shell": "bash", "zsh": "bash", "console": "bash",
    "shell-session": "bash", "shellsession": "bash", "terminal": "bash", "yml": "yaml",
    "c++": "cpp", "cc": "cpp", "cxx": "cpp", "hpp": "cpp", "golang": "go", "rs": "rust",
    "rb": "ruby", "kt": "kotlin", "cs": "csharp", "c#": "csharp", "ps1": "powershell",
    "htm": "html", "xhtml": "html", "svg": "xml", "md": "markdown", "dockerfile": "docker",
    "text": "", "plain": "", "plaintext": "", "txt": "", "none": "", "nohighlight": "",
}
_PREFIX = re.compile(r"^(?:language-|lang-|highlight-source-|highlight-|source-|brush:\s*)")
_NAME = re.compile(r"[a-z0-9+#\-]{1,24}")

# (language, evidence): the language with most matching signals wins; none, no guess.
_SIGNALS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (lang, re.compile(rx, re.MULTILINE))
    for lang, rx in (
        ("python", (r"^\s*def \w+\(.*\):\s*$|^\s*(?:from \w[\w.]* )?import \w|\bself\.|^\s*elif "
                   r"|print\(|^\s*class \w+(?:\(.*\))?:\s*$|\bNone\b|\bTrue\b")),
        ("javascript", (r"\b(?:const|let) \w+ =|\bfunction\s*\w*\(|=>|console\.log|require\(|"
                       r"\bdocument\.|\bexport default\b")),
        ("typescript", r"\binterface \w+ \{|: (?:string|number|boolean)\b|\bimport type\b"),
        ("bash", (r"^\s*(?:\$ |sudo |apt(?:-get)? |pip3? install|npm (?:install|run|i) |yarn |"
                 r"cd |export \w+=|curl |git (?:clone|checkout|commit|push)|docker (?:run|build))"
                 r"|^#!/bin/(?:ba)?sh")),
        ("html", r"<(?:!DOCTYPE|html|div|span|p|a|body|head|script|ul|li)\b[^>]*>"),
        ("css", r"^\s*[.#]?[\w\-]+(?:\s*[,>]\s*[.#]?[\w\-]+)*\s*\{\s*$|^\s*[\w\-]+:\s*[^;]+;\s*$"),
        ("json", r"\A\s*[{\[]\s*\"[\w\-]+\"\s*:"),
        ("sql", r"\b(?:SELECT .+ FROM|INSERT INTO|CREATE TABLE|UPDATE \w+ SET|DELETE FROM)\b"),
        ("java", r"\bpublic (?:static )?(?:class|void)\b|System\.out\.print"),
        ("c", r"^#include\s*[<\"]|\bint main\s*\(|printf\("),
        ("go", r"^package \w+|\bfunc \w*\(|:= |\bfmt\.Print"),
        ("rust", r"\bfn \w+\(|\blet mut\b|\bimpl\b|println!\(|::new\("),
        ("ruby", r"^\s*def \w+[^:]*$|^\s*end\s*$|\bputs\b|\brequire '"),
        ("php", r"<\?php|\$\w+\s*=|\becho\b"),
        ("yaml", r"^\w[\w\-]*:\s*(?:[\w\"'\-]+.*)?$|^\s*- \w+:"),
        ("docker", r"^(?:FROM|RUN|COPY|WORKDIR|ENTRYPOINT|CMD) "),
    )
)
GUESS_CHARS = 1_000


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
    head = code[:GUESS_CHARS]
    best, best_hits = None, 0
    for lang, rx in _SIGNALS:
        hits = len(rx.findall(head))
        if hits > best_hits:
            best, best_hits = lang, hits
    return best
