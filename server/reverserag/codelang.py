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
    "py3": "python", "ipython3": "python", "ipython": "python", "sh": "bash", "shell": "bash", "zsh": "bash",
    "console": "bash",
    "shell-session": "bash", "shellsession": "bash", "terminal": "bash", "yml": "yaml",
    "c++": "cpp", "cc": "cpp", "cxx": "cpp", "hpp": "cpp", "golang": "go", "rs": "rust",
    "rb": "ruby", "kt": "kotlin", "cs": "csharp", "c#": "csharp", "ps1": "powershell",
    "htm": "html", "xhtml": "html", "svg": "xml", "md": "markdown", "dockerfile": "docker",
    "cjs": "javascript", "text": "", "plain": "", "plaintext": "", "txt": "", "none": "",
    "nohighlight": "", "default": "", "output": "",
}
_PREFIX = re.compile(r"^(?:language-|lang-|highlight-source-|highlight-|source-|brush:\s*|sourcecode\s+)")
_NAME = re.compile(r"[a-z0-9+#\-]{1,24}")

# (language, evidence, decisive evidence, base, gate): the language with most matching signals wins, if it is
# ahead of the next and has at least two (one for a block of one or two lines); else no guess, since a wrong name
# misleads the model more than none. Decisive evidence is what hardly any other language writes (Python's
# `from x import y`, C#'s `Console.WriteLine`): each counts twice, so that one names a short block. A language
# with a base (C++ of C, TypeScript of JavaScript) that shows any of its own signals adds its base's, so C
# written in a C++ file does not name it C. A gate must match for the language to count at all (JSON opens
# with a bracket, TOML has a [table]). Signals are shared where languages share a habit (`var x =`).
# Measured on tests/guess_samples.py (README, "Validate").
_TABLE: tuple[tuple[str, str, str | None, str | None, str | None], ...] = (
    ("python",
     r"^[ \t]*class[ \t]+\w+[^\n{]*:[ \t]*$|\bself\.\w|\belif\b|\bprint\(|^[ \t]*@[a-z_][\w.]*"
     r"|\b(?:None|True|False)\b|^[ \t]*(?:if|elif|else|for|while|with|try|except|finally)\b[^\n]*:[ \t]*$"
     r"|\bf\"[^\"\n]*\{",
     r"^[ \t]*from[ \t]+[\w.]+[ \t]+import[ \t]+[\w*(]|^import[ \t]+[a-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?[ \t]*$"
     r"|^[ \t]*(?:async[ \t]+)?def[ \t]+\w+[ \t]*\([^\n]*\)[^\n]*:[ \t]*$|^>>>[ \t]",
     None, None),
    ("javascript",
     r"\b(?:const|let)[ \t]+(?!mut\b)(?:\{[^}\n]*\}|\[[^\]\n]*\]|[\w$]+)[ \t]*=[^=>]|=>|\bfunction\b"
     r"|(?<![=!])[!=]==(?!=)|\bundefined\b|\bexport[ \t]+(?:default|const|function|class|async)\b"
     r"|\.then\(|\bnew[ \t]+Promise\b|\baddEventListener\(|\bJSON\.(?:parse|stringify)\(|`[^`\n]*\$\{"
     r"|\bconsole\.\w+\(|^[ \t]*constructor[ \t]*\(|^[ \t]*\}\);?[ \t]*$",
     r"\bdocument\.\w|\bwindow\.\w|\brequire\([\"']|\bmodule\.exports\b"
     r"|^[ \t]*import[ \t][^\n]*\bfrom[ \t]+[\"']",
     None, None),
    ("typescript",
     r"\binterface[ \t]+\w+(?:<[^>\n]*>)?[ \t]*(?:extends[^{\n]*)?\{|\bimport[ \t]+type\b"
     r"|^[ \t]*(?:export[ \t]+)?type[ \t]+\w+(?:<[^>\n]*>)?[ \t]*=|\breadonly\b"
     r"|\b(?:Record|Partial|Promise|Observable|Array|Readonly)<|\bas[ \t]+const\b",
     r":[ \t]*(?:string|number|boolean|any|unknown|never)\b",
     "javascript", None),
    # A command leaves the space after it to a flag that follows ("python -c"): each counts.
    ("bash",
     r"^[ \t]*(?:sudo|apt(?:-get)?|pip3?|npm|npx|yarn|pnpm|cd|ls|echo|export|curl|wget|git|docker|make|brew|chmod"
     r"|mkdir|rm|cp|mv|cat|grep|source|uv|pipx|python3?|node|cargo|rustup|gem|bundle|composer|dotnet|mvn|gradle"
     r"|kubectl|helm|ssh|tar|sed|awk|wc|touch|systemctl|conda|poetry)(?=\s)"
     r"|\$\{?[A-Z_]+\}?|&&|\s--?[a-z][\w-]*|\|[ \t]*(?:grep|jq|sed|awk|xargs|sort|head|tail|wc|tee)\b"
     r"|^[ \t]*(?:done|fi|esac)\b|;[ \t]*(?:do|then)[ \t]*$",
     r"^[ \t]*\$[ \t]+\S|^#!/[\w/]*\b(?:ba|z)?sh\b",
     None, None),
    ("html",
     r"</?(?:html|head|body|div|span|p|a|ul|ol|li|script|meta|link|section|form|input|button|img|table|tr|td"
     r"|h[1-6]|nav|header|footer|main|article|label|select|option|textarea|iframe|title|style)\b[^>]*>",
     r"<!DOCTYPE[ \t]+html|</(?:html|head|body|div|p|form|script|ul|table)>",
     None, None),
    # A selector holds a mark no statement starts a line with (. # : [ > *) or opens with an element's name,
    # and no "=", "(" or ": " (`headers={` is a call's argument, `json: {` an object's key).
    ("css",
     r"^[ \t]*(?![^\n{]*:\s)(?=[^\n{]*[.#:\[>*~+]|(?:html|body|a|p|h[1-6]|ul|ol|li|div|span|img|table|tr|td|th"
     r"|form|input|button|nav|header|footer|main|section|article|pre|code|label|select|textarea)\b)"
     r"[\w.#:*>+~\[-](?:[\w.#:*>+~, -]|\[[^\]\n]*\])*\{"
     r"|^[ \t]*[\w-]+[ \t]*:[ \t]*[^;{}\n]+;[ \t]*$",
     r"^@(?:media|import|font-face|keyframes|supports)\b|\bvar\(--[\w-]+\)|^[ \t]*--[\w-]+[ \t]*:",
     None, None),
    ("sql",
     r"\b(?:SELECT|INSERT[ \t]+INTO|UPDATE|DELETE[ \t]+FROM|CREATE[ \t]+TABLE|ALTER[ \t]+TABLE|WHERE|JOIN"
     r"|GROUP[ \t]+BY|ORDER[ \t]+BY|VALUES|PRIMARY[ \t]+KEY|NOT[ \t]+NULL|REFERENCES)\b"
     r"|\bselect\b[^\n]*\bfrom\b|^[ \t]*(?:where|(?:left[ \t]+|inner[ \t]+)?join|group[ \t]+by|order[ \t]+by)\b"
     r"|\binsert[ \t]+into\b|\bcreate[ \t]+table\b",
     None, None, None),
    ("go",
     r"\bfunc[ \t]+(?:\(\w+[ \t]+\*?\w+\)[ \t]*)?\w+\(|:=|\bmap\[\w+\]|\bdefer\b|\bgo[ \t]+func\b|\bchan\b"
     r"|:=[ \t]*range\b|^type[ \t]+\w+[ \t]+(?:struct|interface)\b|(?<=[a-z0-9_])\.[A-Z][a-z]\w*\(",
     r"^package[ \t]+\w+[ \t]*$|^func[ \t]+main\(\)|\bfmt\.\w+\(|\berr[ \t]*!=[ \t]*nil\b",
     None, None),
    ("rust",
     r"\bimpl\b|\)[ \t]*->[ \t]*[\w&(<]|#\[\w+|\b(?:Some|Ok|Err)\(|::new\(|\bmatch[ \t]+[\w.]+[ \t]*\{"
     r"|&(?:str|mut|self)\b|\b(?:i32|i64|u8|u32|u64|usize|f32|f64)\b|\bpub[ \t]+(?:fn|struct|enum|mod|trait)\b"
     r"|\?;|\bfor[ \t]+\w+[ \t]+in[ \t]+[\w.]+(?:\(\))?[ \t]*\{",
     r"\bfn[ \t]+\w+[ \t]*(?:<[^>\n]*>)?\(|\blet[ \t]+mut\b|^[ \t]*use[ \t]+(?:std|crate|super|self)::"
     r"|\b(?:println|print|eprintln|format|vec|panic|assert|assert_eq|write|writeln)!\(|#\[derive\(",
     None, None),
    ("java",
     r"\bpublic[ \t]+(?:static[ \t]+)?(?:class|void|final)\b|\bprivate[ \t]+(?:static[ \t]+)?final\b"
     r"|\bthrows[ \t]+\w+|\bfor[ \t]*\([ \t]*(?:final[ \t]+)?[A-Z]\w*(?:<[^>\n]*>)?[ \t]+\w+[ \t]*:"
     r"|(?<=\w)\.class\b|\.printStackTrace\(|\bString[ \t]+\w+[ \t]*[=;,)]|\bboolean\b"
     r"|\b(?:private|public|protected)[ \t]+(?:static[ \t]+)?(?:final[ \t]+)?(?:int|long|String)[ \t]+\w+[ \t]*[;=]"
     r"|\b(?:List|Map|Set|ArrayList|HashMap|Optional)<(?:[A-Z]\w*(?:<[^>\n]*>)?,?[ \t]*)+>[ \t]+\w+"
     r"|\b(?:public|private|protected)[ \t]+(?:static[ \t]+)?(?:final[ \t]+)?[\w<>\[\]]+[ \t]+[a-z]\w*[ \t]*\(",
     r"\bSystem\.out\.|^[ \t]*import[ \t]+(?:static[ \t]+)?(?:java|javax|android)\.[\w.*]+;|\bnew[ \t]+\w+<>\("
     r"|@Override\b|@(?:Get|Post|Put|Delete|Request)Mapping\b|@(?:Autowired|RestController|Service|Entity)\b",
     None, None),
    ("c",
     r"^#include[ \t]*\"|^#(?:define|ifdef|ifndef|endif|pragma)\b|\b(?:NULL|EXIT_FAILURE|EXIT_SUCCESS|stdin"
     r"|stdout|stderr|errno)\b|\bsizeof\b|\btypedef\b|\bstruct[ \t]+\w+[ \t]*\*|(?<=\w)->[a-z_]"
     r"|\b(?:unsigned|size_t|u?int\d+_t)\b|\b(?:malloc|calloc|realloc|free|memcpy|memset|strlen|strcpy|strcmp"
     r"|strerror|perror|fgets|fopen|fclose|putchar|exit)\("
     r"|\b(?:int|void|char|long|short|double|float)[ \t]+\**\w+(?:\[[^\]\n]*\])?[ \t]*[=;,(]",
     r"^#include[ \t]*<[\w/]+\.h>|\bint[ \t]+main[ \t]*\(|\b(?:f|s|sn)?printf\(",
     None, None),
    ("cpp",
     r"\bnamespace[ \t]+\w+[ \t]*(?:=|\{)|\bvirtual\b|\bauto[ \t]*[&*]?[ \t]*\w+[ \t]*[=:]"
     r"|\bconst[ \t]+\w+(?:<[^>\n]*>)?[ \t]*&|\b(?:cout|cin|endl)\b",
     r"\bstd::|^#include[ \t]*<[a-z_]+>|\btemplate[ \t]*<|^[ \t]*(?:public|private|protected):[ \t]*$"
     r"|\bnullptr\b|~\w+\(\)|\)[ \t]*(?:const[ \t]*)?=[ \t]*(?:default|delete|0)[ \t]*;|\bR\"\w*\(",
     "c", None),
    ("csharp",
     r"\bvar[ \t]+\w+[ \t]*=[^=]|\b(?:async[ \t]+)?Task(?:<[^>\n]*>)?[ \t]+\w+\(|(?<=\w)Async\("
     r"|\bstring(?:\[\])?[ \t]+\w+[ \t]*[=;,)]|\bnew\(\)|\.(?:Add|Use|Map)[A-Z]\w*(?:<[^>\n]*>)?\("
     r"|(?<=[a-z0-9_])\.[A-Z][a-z]\w*\(|\bnamespace[ \t]+[A-Z]\w*(?:\.\w+)*[ \t]*(?:;|\{|$)"
     r"|\b(?:public|private|internal|protected)[ \t]+(?:(?:static|override|virtual|async|readonly)[ \t]+)*"
     r"[\w<>\[\],]+[ \t]+[A-Z]\w*[ \t]*[({]",
     r"^[ \t]*using[ \t]+(?:static[ \t]+)?[A-Z]\w*(?:\.\w+)*;|\bConsole\.Write(?:Line)?\(|\{[ \t]*get;"
     r"|\bget;[ \t]*(?:set|init);|\busing[ \t]+var\b"
     r"|\.(?:Where|Select|OrderBy|OrderByDescending|ToList|ToArray|FirstOrDefault|GroupBy)\(",
     None, None),
    ("kotlin",
     r"\bval[ \t]+\w+|\bprintln\(|(?<=[ \t])\?:[ \t]|\b(?:listOf|mutableListOf|mapOf|setOf|arrayOf)\(|\bit\.\w"
     r"|\bwhen[ \t]*[({]|\bcompanion[ \t]+object\b",
     r"^[ \t]*(?:(?:private|public|internal|override|suspend|inline|operator)[ \t]+)*fun[ \t]+"
     r"(?:<[^>\n]*>[ \t]*)?[\w.]+\(|\bdata[ \t]+class\b",
     None, None),
    ("swift",
     r"^[ \t]*case[ \t]+\w+(?:[ \t]*,[ \t]*\w+)*[ \t]*$|\bstruct[ \t]+\w+[ \t]*:[ \t]*\w+|\btry[ \t]+await\b"
     r"|\bfor[ \t]+\w+[ \t]+in[ \t]+[\w.]+[ \t]*\{|\bnil\b",
     r"^[ \t]*import[ \t]+(?:SwiftUI|UIKit|Foundation|Combine|AppKit|XCTest)\b"
     r"|\bfunc[ \t]+\w+(?:<[^>\n]*>)?\([^)\n]*:[^)\n]*\)|\bfunc[ \t]+\w+\([^)\n]*\)[ \t]*->"
     r"|\bguard[ \t][^\n]*\belse\b|\bif[ \t]+let\b|\\\(\w[\w.]*\)|\bsome[ \t]+View\b",
     None, None),
    ("ruby",
     r"^[ \t]*end[ \t]*$|(?<=\w) do(?:[ \t]*\|[^|\n]*\|)?[ \t]*$|\bputs\b|@[a-z_]\w*[ \t]*=[^=]"
     r"|^[ \t]*def[ \t]+(?:self\.)?\w+[?!]?(?:\([^)\n]*\))?[ \t]*$|\.each\b|\bunless\b|\belsif\b"
     r"|(?<=[ \t(,]):[a-z_]",
     r"^[ \t]*require[ \t]+['\"]|#\{|^[ \t]*class[ \t]+\w+[ \t]*<[ \t]*[\w:]+[ \t]*$"
     r"|\b(?:has_many|belongs_to|has_one|validates|attr_accessor|attr_reader|before_action|resources)\b",
     None, None),
    ("php",
     r"\$\w+[ \t]*=[^=>]|\becho\b|\bforeach[ \t]*\([ \t]*\$|^[ \t]*namespace[ \t]+[\w\\]+;|=>",
     r"<\?php|\?>|\$\w+->\w|\bfunction[ \t]*\w*[ \t]*\([^)\n]*\$|^[ \t]*use[ \t]+[A-Z]\w*\\[\w\\]+;",
     None, None),
    ("docker",
     r"^FROM[ \t]+[\w./:@-]+(?:[ \t]+AS[ \t]+\w+)?[ \t]*$",
     r"^(?:RUN|COPY|ADD|WORKDIR|ENTRYPOINT|CMD|EXPOSE|ENV|ARG|LABEL|USER|VOLUME)[ \t]",
     None, None),
    ("json", r"^[ \t]*\"[^\"\n]*\"[ \t]*:", None, None, r"\A\s*[{\[]"),
    ("yaml",
     r"^[ \t]*(?:-[ \t]+)?(?!(?:else|try|finally|default|public|private|protected)\b)[A-Za-z_][\w.-]*:"
     r"(?:[ \t]+[^\n]*[^\n,;{(\s])?[ \t]*$|^[ \t]*-[ \t]+\S",
     r"^---[ \t]*$",
     None, None),
    ("toml",
     r"^[\w.\"-]+[ \t]*=[ \t]*(?:\"|'|\d|\[|\{|true\b|false\b)",
     r"^\[{1,2}[\w.\"-]+\]{1,2}[ \t]*$",
     None, r"^\[{1,2}[\w.\"-]+\]{1,2}[ \t]*$"),
)


def _compile(rx: str) -> re.Pattern[str]:
    # Intentional divergence: `\bint` is written `i(?<![\w].)nt`, the same test made after the letter. A
    # pattern whose branches all start with a letter lets Python's re skip to where one could match; an
    # assertion first makes it try every branch at every character (4× the time, measured).
    return re.compile(re.sub(r"\\b([A-Za-z])", r"\1(?<![\\w].)", rx), re.MULTILINE)


_SIGNALS: tuple[tuple[str, re.Pattern[str], re.Pattern[str] | None, str | None, re.Pattern[str] | None], ...] = tuple(
    (lang, _compile(rx), None if strong is None else _compile(strong), base,
     None if gate is None else _compile(gate))
    for lang, rx, strong, base, gate in _TABLE
)
GUESS_CHARS = 2_000  # the first 50 lines or so tell; a file's whole length costs scans


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
    scores: dict[str, int] = {}
    for lang, rx, strong, base, gate in _SIGNALS:
        if gate is not None and not gate.search(head):
            continue
        hits = len(rx.findall(head))
        if strong is not None:
            hits += 2 * len(strong.findall(head))
        if base is not None and hits:
            hits += scores.get(base, 0)
        scores[lang] = hits
    best, best_hits, second = None, 0, 0
    for lang, hits in scores.items():
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
