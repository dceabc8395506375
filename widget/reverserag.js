/*! reverserag widget | AGPL-3.0-only */
/**
 * One script tag turns any page into a chat about that page:
 *
 *     <script src="https://HOST/reverserag.js" defer></script>
 *
 * When the visitor opens the chat, the widget waits for the page to settle, reads it into
 * markdown (main content first, page chrome condensed after it), sends that to the reverserag
 * server it was loaded from, and streams the answers back. Nothing is read or sent before the
 * visitor opens the chat (or the host page calls `ReverseRAG.extract()`).
 *
 * The file reads top to bottom:
 *
 *     defaults → config → utilities → extraction → transport → UI → events → public API → init
 *
 * Promises it keeps: no dependencies and no build step; no eval, inline handlers or style
 * attributes (a strict CSP passes); it never mutates the host page's content; and once
 * initialised it never throws into the host page — failures are logged with a `[reverserag]`
 * prefix and dispatched as a `reverserag:error` event.
 */
(function () {
  'use strict';

  const VERSION = '0.1.0';

  // Loading the script twice yields one widget: the first copy wins, the second does nothing.
  if (window.ReverseRAG && window.ReverseRAG.version) {
    return;
  }

  //==================================================================================================
  // Defaults
  //==================================================================================================

  /**
   * Every setting and its default. A site overrides any of them with a `data-*` attribute on the
   * script tag, the name in kebab-case: `settleQuietMs` is `data-settle-quiet-ms`.
   */
  const DEFAULTS = Object.freeze({
    /** Heading of the chat panel. @default 'Ask about this page' */
    title: 'Ask about this page',
    /** Accessible name of the launcher button. @default 'Open chat about this page' */
    launcherLabel: 'Open chat about this page',
    /** Placeholder of the question box. @default 'Ask a question about this page…' */
    placeholder: 'Ask a question about this page\u2026',
    /** Corner of the launcher: 'bottom-right' or 'bottom-left'. @default 'bottom-right' */
    position: 'bottom-right',
    /** Accent colour (any CSS colour); the same as setting `--rr-accent`. @default '' */
    accent: '',
    /** Open the panel as soon as the page has loaded. @default false */
    open: false,
    /** Stream a greeting when a session starts. @default true */
    greeting: true,
    /** Milliseconds without DOM mutations after which the page counts as settled. @default 500 */
    settleQuietMs: 500,
    /** Hard cap on the settle wait in milliseconds; what exists then is extracted. @default 3000 */
    settleMaxMs: 3000,
    /** Cap on the extracted markdown, in characters; the rest is cut with a marker. @default 2000000 */
    maxChars: 2000000,
    /**
     * URI translation: `false` turns the built-in rules off; a JSON list such as
     * `[{"pattern": "^(https://x\\.org/p/\\d+)$", "to": "$1.txt"}]` adds rules before them.
     * @default true
     */
    translate: true,
    /** Milliseconds a translated fetch may take before the DOM is used instead. @default 2500 */
    translateTimeoutMs: 2500,
    /** Notice single-page-app navigation and re-read the page before the next question. @default true */
    spa: true,
    /** Base URL of the reverserag API; empty means the origin of this script. @default '' */
    api: '',
  });

  //==================================================================================================
  // Config
  //==================================================================================================

  // Captured synchronously: document.currentScript is only set while this file first runs.
  const SCRIPT = document.currentScript || findOwnScript();
  const config = readConfig(SCRIPT ? SCRIPT.dataset : {});
  const API = apiBase(config.api, SCRIPT);

  function findOwnScript() {
    const scripts = document.querySelectorAll('script[src]');
    for (let i = scripts.length - 1; i >= 0; i--) {
      if (/reverserag(\.min)?\.js([?#]|$)/.test(scripts[i].src)) return scripts[i];
    }
    return null;
  }

  function readConfig(data) {
    const out = {};
    for (const key of Object.keys(DEFAULTS)) {
      out[key] = data[key] === undefined ? DEFAULTS[key] : coerce(key, data[key], DEFAULTS[key]);
    }
    out.rules = [];
    if (typeof out.translate === 'string') {
      out.rules = parseRules(out.translate);
      out.translate = true;
    }
    return Object.freeze(out);
  }

  function coerce(key, raw, fallback) {
    const value = String(raw).trim();
    if (key === 'translate' && value.charAt(0) === '[') return value;
    if (typeof fallback === 'boolean') {
      if (value === '' || value === 'true') return true;
      if (value === 'false') return false;
    } else if (typeof fallback === 'number') {
      const n = Number(value);
      if (value !== '' && Number.isFinite(n) && n >= 0) return n;
    } else {
      return value;
    }
    const name = 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    warn(`${name} has value '${value}'. Not a valid ${typeof fallback}; using ${fallback}.`);
    return fallback;
  }

  function parseRules(json) {
    try {
      return JSON.parse(json).map((rule) => ({
        name: rule.name || 'site',
        pattern: new RegExp(rule.pattern),
        to: String(rule.to),
        kind: rule.kind === 'log' ? 'log' : 'file',
      }));
    } catch (error) {
      warn(`data-translate has a value that is not a JSON list of {pattern, to}: ${json}`, error);
      return [];
    }
  }

  function apiBase(api, script) {
    try {
      if (api) return new URL(api, location.href).href.replace(/\/+$/, '');
      if (script && script.src) return new URL(script.src).origin;
    } catch (error) {
      warn(`data-api has value '${api}'. Not a valid URL; using this page's origin.`, error);
    }
    return location.origin;
  }

  //==================================================================================================
  // Utilities
  //==================================================================================================

  function warn(message, error) {
    try {
      if (error) console.warn('[reverserag] ' + message, error);
      else console.warn('[reverserag] ' + message);
    } catch (_) {
      /* a console that throws is not our problem to solve */
    }
  }

  /** Dispatches `reverserag:<name>` on document (bubbles to window); false if a listener cancelled. */
  function emit(name, detail, cancelable) {
    const event = new CustomEvent('reverserag:' + name, {
      detail: detail === undefined ? null : detail,
      bubbles: true,
      composed: true,
      cancelable: !!cancelable,
    });
    document.dispatchEvent(event);
    return !event.defaultPrevented;
  }

  /** Reports a failure without ever throwing: a console warning and a `reverserag:error` event. */
  function fail(error, context) {
    const code = (error && error.code) || 'widget_error';
    const message = (error && error.message) || String(error);
    warn((context ? context + ': ' : '') + message, error instanceof Error ? error : undefined);
    try {
      emit('error', { code: code, message: message, context: context || null });
    } catch (_) {
      /* nothing left to tell */
    }
  }

  /** An Error with the wire format's snake_case code. */
  function problem(code, message, status) {
    const error = new Error(message);
    error.code = code;
    if (status) error.status = status;
    return error;
  }

  function now() {
    return performance.now();
  }

  function delay(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  function collapse(text) {
    return text.replace(/\s+/g, ' ').trim();
  }

  /** FNV-1a over a string: enough to tell whether a page's content changed. */
  function fingerprint(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    return (hash >>> 0).toString(36) + ':' + text.length;
  }

  /** The visitor's selected text, unless it is empty or inside the widget. */
  function selectedText() {
    try {
      const selection = document.getSelection();
      if (!selection || selection.isCollapsed) return '';
      if (ui.host && ui.host.contains(selection.anchorNode)) return '';
      return collapse(selection.toString()).slice(0, 20000);
    } catch (_) {
      return '';
    }
  }

  //==================================================================================================
  // Extraction
  //==================================================================================================
  //
  // Readability-style: constants first, then an iterative depth-first walk over the rendered tree
  // (open shadow roots through their slots, same-origin iframes) that writes markdown into a stack
  // of writers. Containers such as list items and blockquotes get their own writer and are
  // prefixed when they close. The host page is only read, never changed.

  /** Elements whose content is never page text. */
  const SKIP = new Set(
    ('script style noscript template head title meta link base svg canvas object embed param ' +
      'source track select option optgroup datalist textarea input map area frameset ' +
      'reverserag-widget').split(' ')
  );
  const HEADING = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
  const EMPHASIS = { strong: '**', b: '**', em: '*', i: '*', del: '~~', s: '~~' };
  const INLINE_CODE = new Set(['code', 'kbd', 'samp', 'tt']);
  const CHROME_LABEL = { nav: 'Navigation', navigation: 'Navigation', footer: 'Footer', contentinfo: 'Footer' };
  /** Separates the main content from the page chrome in `content`; the server cuts after it first. */
  const CHROME_MARK = '---\n\n[Page chrome: header, navigation, sidebars, footer]';
  const SKIPPED_FIELDS = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'fieldset', 'object', 'output']);

  const WHITESPACE = /[ \t\n\r\f\u00a0]+/g;
  const NOT_SPACE = /[^ \t\n\r\f]/;
  const PRESERVE_WS = /^(pre|break-spaces)/;
  const BAD_HREF = /^\s*(javascript|vbscript|data):/i;
  const WHITE = keyed([255, 255, 255, 1]);
  const BASES = new WeakMap(); // document → how its relative links resolve
  const SIMPLE_HREF = /^(?:https?:\/\/[^\s\\]+|\/(?![/\\])[^\s\\]*|#[^\s\\]*)$/;
  const MIN_MAIN_CHARS = 200; // a <main> with less text than this is a shell, not the content
  const CAMOUFLAGE = new Map(); // "text colour/background" → whether the text disappears
  const CLIP_PATH_HIDDEN = /inset\(\s*(50|100)%|circle\(\s*0(px)?\s*[ a]|polygon\((\s*0(px)?\s+0(px)?\s*,?)+\)/;

  // Code language: from class names and attributes, then by a cheap look at the code.
  const LANGUAGE_CLASS = [
    /(?:^|\s)lang(?:uage)?-([\w+#.-]+)/i,
    /(?:^|\s)highlight-(?:source-)?([\w+#.-]+)/i,
    /(?:^|\s)brush:\s*([\w+#.-]+)/i,
    /(?:^|\s)sourceCode\s+([\w+#.-]+)/,
  ];
  const LANGUAGE_ALIAS = {
    js: 'javascript', mjs: 'javascript', cjs: 'javascript', jsx: 'javascript', node: 'javascript',
    ts: 'typescript', tsx: 'typescript', py: 'python', py3: 'python', python3: 'python',
    sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', 'shell-session': 'bash', shellsession: 'bash',
    yml: 'yaml', rb: 'ruby', 'c++': 'cpp', cxx: 'cpp', cs: 'csharp', 'c#': 'csharp', golang: 'go',
    rs: 'rust', md: 'markdown', htm: 'html', xhtml: 'html', kt: 'kotlin', ps1: 'powershell',
  };
  const NOT_A_LANGUAGE = new Set(['text', 'plain', 'plaintext', 'txt', 'none', 'nohighlight', 'default', 'output']);
  const LANGUAGE_SIGNS = [
    ['python', /^\s*(?:async\s+)?def\s+\w+\s*\(|^\s*class\s+\w+[^\n{]*:\s*$|^\s*from\s+[\w.]+\s+import\b|^\s*import\s+[\w.]+\s*$|\bself\.\w|\belif\b|\bprint\(|^\s*@\w+|\bNone\b|:\s*$/gm],
    ['javascript', /\b(?:const|let|var)\s+[\w${}[\], ]+=|=>|\bfunction\b|\bconsole\.\w+\(|\bdocument\.|\brequire\(|^\s*import\s+[^\n]*\bfrom\s+['"]|\bexport\s+(?:default|const|function|class)\b|===|!==|\bundefined\b|;\s*$/gm],
    ['bash', /^\s*\$\s+\S|^\s*(?:sudo|apt(?:-get)?|pip3?|npm|npx|yarn|pnpm|cd|ls|echo|export|curl|wget|git|docker|make|brew|chmod|mkdir|rm|cp|mv|cat|grep|source|uv|pipx)\s|^#!\/[\w/]*\b(?:ba|z)?sh\b|\$\{?[A-Z_]+\}?|&&|\s--?[a-z][\w-]*/gm],
    ['html', /<\/?(?:html|head|body|div|span|p|a|ul|li|script|meta|link|section)\b[^>]*>/g],
    ['css', /^\s*[\w.#:[\]="'*>+~ -]+\{|^\s*[\w-]+\s*:\s*[^;{}]+;\s*$/gm],
    ['sql', /\b(?:SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|CREATE\s+TABLE|ALTER\s+TABLE|WHERE|JOIN|GROUP\s+BY|ORDER\s+BY)\b/g],
    ['go', /^package\s+\w+|\bfunc\s+(?:\(\w+\s+\*?\w+\)\s*)?\w+\(|:=|\bfmt\.\w+/gm],
    ['rust', /\bfn\s+\w+|\blet\s+mut\b|\bimpl\b|^\s*use\s+\w+::|\w+!\(|->\s*[\w&]/gm],
    ['java', /\bpublic\s+(?:static\s+)?(?:class|void|final)\b|\bSystem\.out\.|^\s*import\s+java\./gm],
    ['c', /^#include\s*[<"]|\bint\s+main\s*\(|\bprintf\(/gm],
  ];

  // Main-content scoring after Readability: class/id hints, then paragraph density.
  const POSITIVE_HINT = /article|body|content|entry|hentry|h-entry|main|page|post|text|blog|story/i;
  const NEGATIVE_HINT = /-ad-|banner|breadcrumb|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget|menu|social|cookie|subscribe|newsletter|^nav|-nav/i;
  const TAG_WEIGHT = {
    div: 5, article: 10, section: 3, main: 10, pre: 3, td: 3, blockquote: 3,
    address: -3, ol: -3, ul: -3, dl: -3, dd: -3, dt: -3, li: -3, form: -3,
    h1: -5, h2: -5, h3: -5, h4: -5, h5: -5, h6: -5, th: -5,
    header: -10, footer: -15, nav: -20, aside: -15,
  };

  /** Markdown written into blocks; a paragraph grows inline until the next block boundary. */
  class Writer {
    constructor(mode) {
      this.mode = mode || 'loose'; // loose: blocks apart; tight: one per line; flat: one line
      this.blocks = [];
      this.md = [];
      this.plain = [];
      this.space = true;
      this.counter = 1;
      this.ordered = false;
    }
    text(s) {
      if (this.space && s.charAt(0) === ' ') s = s.slice(1);
      if (!s) return;
      this.md.push(s);
      this.plain.push(s);
      this.space = s.charAt(s.length - 1) === ' ';
    }
    raw(s) {
      this.md.push(s);
      this.plain.push(s);
      this.space = /\s$/.test(s);
    }
    markup(s) {
      this.md.push(s);
      this.space = false;
    }
    br() {
      this.md.push('\n');
      this.plain.push(' ');
      this.space = true;
    }
    mark() {
      return { md: this.md.length, plain: this.plain.length, blocks: this.blocks.length };
    }
    since(mark) {
      return this.plain.slice(mark.plain).join('');
    }
    /** Wraps the inline text written since `mark` in `open`…`close`, whitespace kept outside. */
    wrap(mark, open, close) {
      const inner = this.md.splice(mark.md).join('');
      const body = inner.trim();
      if (!body) {
        if (inner) this.md.push(' ');
        return;
      }
      const lead = inner.charAt(0) === ' ' || inner.charAt(0) === '\n' ? ' ' : '';
      const tail = /\s$/.test(inner) ? ' ' : '';
      this.md.push(lead + open + body + close + tail);
      this.space = !!tail;
    }
    take() {
      const plain = collapse(this.plain.join(''));
      return { md: this.takeMarkdown(), plain: plain };
    }
    takeMarkdown() {
      let md = this.md.length === 1 ? this.md[0] : this.md.join('');
      if (md.indexOf('\n') >= 0) md = md.replace(/[ \t]*\n[ \t]*/g, '\n');
      this.md = [];
      this.plain = [];
      this.space = true;
      return md.trim();
    }
    flush() {
      if (!this.md.length) return;
      const md = this.takeMarkdown();
      if (md) this.blocks.push(md);
    }
    block(md) {
      this.flush();
      if (md) this.blocks.push(md);
    }
    result() {
      this.flush();
      return this.blocks.join(this.mode === 'flat' ? ' \u00b7 ' : this.mode === 'tight' ? '\n' : '\n\n');
    }
  }

  /** Waits until the DOM has been quiet for settleQuietMs, or settleMaxMs at most. */
  function settle(doc) {
    return new Promise((resolve) => {
      const started = now();
      let quiet = 0;
      let cap = 0;
      let observer = null;
      const finish = (timedOut) => {
        clearTimeout(quiet);
        clearTimeout(cap);
        if (observer) observer.disconnect();
        resolve({ waited_ms: Math.round(now() - started), timed_out: timedOut });
      };
      // Still busy: the parser is running, or the page says a region is loading (aria-busy).
      const busy = () => doc.readyState === 'loading' || !!doc.querySelector('[aria-busy="true"]');
      const check = () => (busy() ? arm() : finish(false));
      const arm = () => {
        clearTimeout(quiet);
        quiet = setTimeout(check, config.settleQuietMs);
      };
      try {
        observer = new MutationObserver((records) => {
          for (const record of records) {
            if (record.target !== ui.host) return arm();
          }
        });
        observer.observe(doc.documentElement, {
          childList: true, subtree: true, characterData: true,
          attributes: true, attributeFilter: ['hidden', 'aria-busy'],
        });
      } catch (error) {
        warn('cannot observe the page; extracting it as it is', error);
      }
      cap = setTimeout(() => finish(true), config.settleMaxMs);
      arm();
    });
  }

  /** Reads the document into the payload the server expects (see DESIGN.md, "contract"). */
  function readPage(doc) {
    const started = now();
    const st = {
      max: config.maxChars,
      chars: 0,
      full: false,
      main: new Set(findMain(doc)),
      mainParts: [],
      writers: [new Writer()],
      headings: [],
      links: [],
      linkSeen: new Set(),
      code: [],
      media: { images: [], video: [], audio: [], iframes: [] },
      mediaSeen: new Set(),
      forms: [],
      tables: [],
    };
    const root = doc.body || doc.documentElement;
    const view = doc.defaultView;
    const htmlStyle = view.getComputedStyle(doc.documentElement);
    walk(root, { style: htmlStyle, parent: null, block: true, bg: background(htmlStyle, WHITE) || WHITE }, st);

    // `content` starts with `main` exactly: the server finds where the chrome begins that way.
    const main = st.mainParts.join('\n\n').trim().replace(/\n{3,}/g, '\n\n');
    const rest = st.writers[0].result().trim().replace(/\n{3,}/g, '\n\n');
    let content = main && rest ? main + '\n\n' + CHROME_MARK + '\n\n' + rest : main || rest;
    const cut = st.full || content.length > st.max || (main && main.length > st.max);
    const marker = cut ? `\n\n[reverserag: the page continues; content was cut at ${st.max.toLocaleString('en')} characters]` : '';
    if (cut && content.length > st.max) content = content.slice(0, st.max) + marker;
    else if (st.full) content += marker;
    const page = payload(doc, st);
    page.content = content;
    page.main = main ? (main.length > st.max ? main.slice(0, st.max) + marker : main) : null;
    page.extraction_ms = Math.round((now() - started) * 10) / 10;
    return page;
  }

  /** The payload in the contract's field order, filled with what `found` holds. */
  function payload(doc, found) {
    const headings = found.headings || [];
    return {
      url: location.href,
      title: collapse(doc.title || '') || (headings.length ? headings[0].text : ''),
      lang: doc.documentElement.getAttribute('lang') || null,
      source: 'dom',
      translated_from: null,
      meta: readMeta(doc),
      json_ld: readJsonLd(doc),
      content: '',
      main: null,
      headings: headings,
      links: found.links || [],
      code_blocks: found.code || [],
      media: found.media || { images: [], video: [], audio: [], iframes: [] },
      forms: found.forms || [],
      tables: found.tables || [],
      selection: null,
      settle: { waited_ms: 0, timed_out: false },
      extraction_ms: 0,
    };
  }

  /** The iterative depth-first walk. Exit callbacks sit on the stack below an element's children. */
  function walk(root, ctx, st) {
    // Pairs on one flat stack: (node, its parent's frame), or (exit callback, null).
    const stack = [root, ctx];
    while (stack.length) {
      const frame = stack.pop();
      const node = stack.pop();
      if (frame === null) {
        node();
      } else if (node.nodeType === 3) {
        if (!st.full) text(node, frame, st);
      } else if (node.nodeType === 1 && !st.full) {
        element(node, frame, st, stack);
      }
    }
  }

  function top(st) {
    return st.writers[st.writers.length - 1];
  }

  function text(node, ctx, st) {
    const data = node.data;
    if (!data) return;
    const w = top(st);
    if (!NOT_SPACE.test(data)) {
      w.text(' ');
      return;
    }
    if (ctx.hiddenText === undefined) ctx.hiddenText = textIsHidden(ctx);
    if (ctx.hiddenText) return;
    if (ctx.pre === undefined) {
      const block = blockOf(ctx); // white-space is inherited; read once per block
      if (block.pre === undefined) block.pre = PRESERVE_WS.test(block.style.whiteSpace);
      ctx.pre = block.pre;
    }
    if (ctx.pre) w.raw(data.replace(/\r\n?/g, '\n'));
    else w.text(data.replace(WHITESPACE, ' '));
    st.chars += data.length;
    if (st.chars > st.max) st.full = true;
  }

  function element(el, ctx, st, stack) {
    const tag = el.localName;
    if (SKIP.has(tag)) return;
    const view = el.ownerDocument.defaultView;
    const style = view.getComputedStyle(el);
    const display = style.display;
    if (isHidden(el, style, view, display)) return;

    // A frame's context; the background, white-space and text checks are computed on first need.
    const isBlock = display !== 'contents' && display.slice(0, 6) !== 'inline';
    const c = {
      style: style,
      parent: ctx,
      block: isBlock,
      bg: undefined,
      pre: undefined,
      indented: undefined,
      hiddenText: undefined,
      table: ctx.table,
      row: ctx.row,
      flat: ctx.flat,
    };
    // Exits run in reverse: the element's own exit first, then the block flush, then main's.
    const exits = [];
    if (st.main.has(el)) {
      top(st).flush();
      st.writers.push(new Writer());
      exits.push(() => st.mainParts.push(st.writers.pop().result()));
    }
    const w = top(st);
    if (isBlock) {
      w.flush();
      exits.push(() => top(st).flush());
    }
    const children = enter(el, tag, style, isBlock, c, w, st, exits);
    if (exits.length) {
      stack.push(() => {
        for (let i = exits.length - 1; i >= 0; i--) exits[i]();
      }, null);
    }
    if (!children) return;
    if (Array.isArray(children)) {
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i], c);
    } else {
      for (let child = children.lastChild; child; child = child.previousSibling) stack.push(child, c);
    }
  }

  /** Writes what an element opens with and registers how it closes; returns the children to walk. */
  function enter(el, tag, style, isBlock, c, w, st, exits) {
    const role = el.getAttribute('role');
    if (tag === 'br') {
      w.br();
      return null;
    }
    if (tag === 'hr') {
      w.block('---');
      return null;
    }
    if (tag === 'img') {
      image(el, w, st);
      return null;
    }
    if (tag === 'video' || tag === 'audio') {
      embed(el, tag, w, st);
      return null;
    }
    if (tag === 'iframe' || tag === 'frame') return frame(el, w, st);
    if (tag === 'math') {
      const formula = collapse(el.getAttribute('alttext') || el.textContent || '');
      if (formula) w.text(' ' + formula + ' ');
      return null;
    }
    if (tag === 'pre' || (INLINE_CODE.has(tag) && isBlock && PRESERVE_WS.test(style.whiteSpace))) {
      codeBlock(el, w, st);
      return null;
    }
    if (tag === 'form') readForm(el, st);
    const href = tag === 'a' ? linkTarget(el) : '';
    if (c.flat) {
      // Inside navigation and footers everything is one line: only links and inline marks count.
      if (href) link(el, href, w, st, exits);
      return childrenOf(el);
    }

    if (HEADING[tag] || role === 'heading') {
      const level = HEADING[tag] || Math.min(6, Math.max(1, parseInt(el.getAttribute('aria-level'), 10) || 2));
      w.flush();
      exits.push(() => {
        const heading = w.take();
        if (!heading.md) return;
        w.block('#'.repeat(level) + ' ' + heading.md.replace(/\n+/g, ' '));
        st.headings.push({ level: level, text: heading.plain });
      });
    } else if (tag === 'table' && isDataTable(el)) {
      const table = (c.table = { caption: null, rows: [], cols: 0 });
      c.row = null;
      exits.push(() => {
        const md = tableMarkdown(table);
        if (!md) return;
        w.block(table.caption ? 'Table: ' + table.caption + '\n\n' + md : md);
        st.tables.push({ caption: table.caption, rows: table.rows.length, cols: table.cols });
      });
    } else if (c.table && tag === 'caption') {
      st.writers.push(new Writer('tight'));
      const table = c.table;
      exits.push(() => (table.caption = collapse(st.writers.pop().result()) || null));
    } else if (c.table && tag === 'tr') {
      c.row = [];
      c.table.rows.push(c.row);
    } else if (c.row && (tag === 'td' || tag === 'th')) {
      const row = c.row;
      const span = Math.min(Math.max(parseInt(el.getAttribute('colspan'), 10) || 1, 1), 50);
      st.writers.push(new Writer('tight'));
      exits.push(() => {
        row.push(st.writers.pop().result().replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|'));
        for (let i = 1; i < span; i++) row.push('');
      });
    } else if (tag === 'ul' || tag === 'ol' || tag === 'menu') {
      const list = new Writer('tight');
      list.ordered = tag === 'ol';
      list.counter = list.ordered ? parseInt(el.getAttribute('start'), 10) || 1 : 1;
      st.writers.push(list);
      exits.push(() => w.block(st.writers.pop().result()));
    } else if (tag === 'li') {
      st.writers.push(new Writer('tight'));
      exits.push(() => {
        const item = st.writers.pop().result();
        if (!item) return;
        const value = parseInt(el.getAttribute('value'), 10);
        if (w.ordered && value) w.counter = value;
        const marker = w.ordered ? w.counter++ + '. ' : '- ';
        w.block(prefixLines(item, marker, ' '.repeat(marker.length)));
      });
    } else if (tag === 'blockquote') {
      st.writers.push(new Writer());
      exits.push(() => w.block(prefixLines(st.writers.pop().result(), '> ', '> ')));
    } else if (tag === 'dd') {
      st.writers.push(new Writer('tight'));
      exits.push(() => w.block(prefixLines(st.writers.pop().result(), ': ', '  ')));
    } else if (tag === 'summary') {
      w.flush();
      exits.push(() => {
        const summary = w.take();
        if (summary.md) w.block('**' + summary.md.replace(/\n+/g, ' ') + '**');
      });
    } else if (CHROME_LABEL[tag] || CHROME_LABEL[role]) {
      // Navigation and footers are condensed to one line; their links stay.
      const label = CHROME_LABEL[tag] || CHROME_LABEL[role];
      c.flat = true;
      st.writers.push(new Writer('flat'));
      exits.push(() => {
        const line = st.writers.pop().result();
        if (line) w.block(label + ': ' + line);
      });
    } else if (href) {
      link(el, href, w, st, exits);
    } else if (EMPHASIS[tag] && !isBlock) {
      const mark = w.mark();
      exits.push(() => w.wrap(mark, EMPHASIS[tag], EMPHASIS[tag]));
    } else if (INLINE_CODE.has(tag) && !isBlock) {
      const mark = w.mark();
      exits.push(() => {
        const fence = w.md.slice(mark.md).join('').indexOf('`') >= 0 ? '``' : '`';
        w.wrap(mark, fence, fence);
      });
    }
    return childrenOf(el);
  }

  /** An anchor's absolute href, or '' for none and for javascript:/data: links. Resolved once. */
  function linkTarget(el) {
    const raw = el.getAttribute('href');
    if (raw === null) return '';
    // Resolving a URL is not free and link-heavy pages have thousands: the common shapes
    // (absolute, root-relative, #fragment) are joined directly when no <base> is in play.
    const base = baseOf(el.ownerDocument);
    if (base.simple && SIMPLE_HREF.test(raw)) {
      return raw.charAt(0) === '#' ? base.page + raw : raw.charAt(0) === '/' ? base.origin + raw : raw;
    }
    const href = el.href;
    return typeof href === 'string' && !BAD_HREF.test(href) ? href : '';
  }

  function baseOf(doc) {
    let base = BASES.get(doc);
    if (!base) {
      const url = doc.URL;
      base = {
        simple: /^https?:/.test(url) && !doc.querySelector('base[href]'),
        origin: doc.location ? doc.location.origin : '',
        page: url.replace(/#.*$/, ''),
      };
      BASES.set(doc, base);
    }
    return base;
  }

  function link(el, href, w, st, exits) {
    const mark = w.mark();
    exits.push(() => {
      if (w.blocks.length !== mark.blocks) {
        // A link around blocks (a card): the blocks stay, the link follows them.
        const label = collapse(el.textContent || '').slice(0, 200) || imageAlt(el);
        addLink(st, href, label);
        w.block(`[${label || 'link'}](${href})`);
        return;
      }
      if (!collapse(w.md.slice(mark.md).join(''))) return;
      addLink(st, href, collapse(w.since(mark)) || imageAlt(el));
      w.wrap(mark, '[', '](' + href + ')');
    });
  }

  function imageAlt(el) {
    const img = el.querySelector('img[alt]');
    return img ? collapse(img.alt) : '';
  }

  /**
   * Where the rendered children are: an open shadow root, a slot's assigned nodes (an array),
   * else the element itself (its light DOM).
   */
  function childrenOf(el) {
    if (el.shadowRoot) return el.shadowRoot;
    if (el.localName === 'slot' && el.assignedNodes) {
      const assigned = el.assignedNodes({ flatten: true });
      if (assigned.length) return assigned;
    }
    return el;
  }

  function prefixLines(text, first, rest) {
    return text
      .split('\n')
      .map((line, i) => (i === 0 ? first + line : line ? rest + line : rest.trimEnd()))
      .join('\n');
  }

  function addLink(st, href, text) {
    const key = href + '\n' + text;
    if (st.linkSeen.has(key) || st.links.length >= 20000) return;
    st.linkSeen.add(key);
    st.links.push({ href: href, text: text });
  }

  function addMedia(st, kind, src, alt) {
    const key = kind + '\n' + src;
    if (!src || st.mediaSeen.has(key) || st.media[kind].length >= 5000) return;
    st.mediaSeen.add(key);
    st.media[kind].push({ src: src, alt: alt || null });
  }

  function image(el, w, st) {
    if ((el.naturalWidth === 1 && el.naturalHeight === 1) || el.width === 1) return; // tracking pixel
    let src = el.currentSrc || el.src || '';
    const lazy = el.getAttribute('data-src');
    if ((!src || src.slice(0, 5) === 'data:') && lazy) src = absolute(lazy, el.baseURI);
    const alt = collapse(el.getAttribute('alt') || el.getAttribute('title') || '');
    if (!src || src.slice(0, 5) === 'data:') {
      if (alt) w.text(` [image: ${alt}] `);
      return;
    }
    addMedia(st, 'images', src, alt);
    w.markup(`![${alt.replace(/[[\]]/g, '')}](${src})`);
  }

  function embed(el, kind, w, st) {
    let src = el.currentSrc || el.src || '';
    if (!src) {
      const source = el.querySelector('source[src]');
      if (source) src = source.src;
    }
    const title = collapse(el.getAttribute('title') || el.getAttribute('aria-label') || '');
    addMedia(st, kind, src, title);
    if (src) w.block(`[${kind}${title ? ': ' + title : ''}](${src})`);
  }

  /** A same-origin frame's body is walked in place; any frame is recorded in media. */
  function frame(el, w, st) {
    const src = el.src || (el.hasAttribute('srcdoc') ? 'about:srcdoc' : '');
    const title = collapse(el.getAttribute('title') || '');
    addMedia(st, 'iframes', src, title);
    let doc = null;
    try {
      doc = el.contentDocument;
    } catch (_) {
      doc = null; // cross-origin
    }
    if (doc && doc.body) return [doc.body];
    if (src && src.slice(0, 4) === 'http') w.block(`[embedded frame${title ? ': ' + title : ''}](${src})`);
    return null;
  }

  function codeBlock(el, w, st) {
    const text = codeText(el).replace(/\r\n?/g, '\n').replace(/^\n+|\s+$/g, '');
    if (!text) return;
    const language = codeLanguage(el, text);
    st.code.push({ language: language, text: text });
    w.block(fenced(text, language));
    st.chars += text.length;
    if (st.chars > st.max) st.full = true;
  }

  function fenced(text, language) {
    const fence = text.indexOf('```') >= 0 ? '~~~~' : '```';
    return fence + (language || '') + '\n' + text + '\n' + fence;
  }

  /**
   * The visible text of a code block, whitespace kept. Gutters and prompts that a visitor cannot
   * copy (aria-hidden, user-select: none) stay out; line elements that are blocks end lines.
   */
  function codeText(root) {
    const view = root.ownerDocument.defaultView;
    const out = [];
    const stack = Array.from(root.childNodes).reverse();
    while (stack.length) {
      const node = stack.pop();
      if (typeof node === 'string') {
        if (out.length && out[out.length - 1].slice(-1) !== '\n') out.push(node);
        continue;
      }
      if (node.nodeType === 3) {
        out.push(node.data);
        continue;
      }
      if (node.nodeType !== 1 || SKIP.has(node.localName)) continue;
      if (node.localName === 'br') {
        out.push('\n');
        continue;
      }
      const style = view.getComputedStyle(node);
      if (isHidden(node, style, view, style.display) || style.userSelect === 'none') continue;
      const block = style.display !== 'contents' && style.display.slice(0, 6) !== 'inline';
      if (block) stack.push('\n');
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
      if (block) stack.push('\n');
    }
    return out.join('');
  }

  /** The language a code block declares (class, data-lang), else a cheap guess, else null. */
  function codeLanguage(el, text) {
    const code = el.localName === 'pre' ? el.querySelector('code') : null;
    const candidates = [code, el, el.parentElement, el.parentElement && el.parentElement.parentElement];
    for (const node of candidates) {
      if (!node || !node.getAttribute) continue;
      const declared = node.getAttribute('data-lang') || node.getAttribute('data-language');
      if (declared) return normalizeLanguage(declared);
      const cls = typeof node.className === 'string' ? node.className : '';
      for (const pattern of LANGUAGE_CLASS) {
        const m = pattern.exec(cls);
        if (m) return normalizeLanguage(m[1]);
      }
    }
    return guessLanguage(text);
  }

  function normalizeLanguage(name) {
    const lower = name.trim().toLowerCase();
    if (!lower || NOT_A_LANGUAGE.has(lower)) return null;
    return LANGUAGE_ALIAS[lower] || lower;
  }

  function guessLanguage(text) {
    const sample = text.slice(0, 5000);
    const head = sample.trim().charAt(0);
    if (head === '{' || head === '[') {
      try {
        JSON.parse(text);
        return 'json';
      } catch (_) {
        /* not JSON; go on */
      }
    }
    let best = null;
    let bestScore = 0;
    let second = 0;
    for (const [language, pattern] of LANGUAGE_SIGNS) {
      const score = (sample.match(pattern) || []).length;
      if (score > bestScore) {
        second = bestScore;
        bestScore = score;
        best = language;
      } else if (score > second) {
        second = score;
      }
    }
    const needed = sample.trim().split('\n').length <= 2 ? 1 : 2;
    return bestScore >= needed && bestScore > second ? best : null;
  }

  /** Readability's rule of thumb: tables with headers, captions or enough cells hold data. */
  function isDataTable(table) {
    const role = table.getAttribute('role');
    if (role === 'presentation' || role === 'none' || table.getAttribute('datatable') === '0') return false;
    if (table.querySelector('table')) return false;
    if (table.getAttribute('summary') || table.querySelector('caption, thead, tfoot, th, colgroup')) return true;
    const rows = table.rows.length;
    let cols = 0;
    for (const row of table.rows) cols = Math.max(cols, row.cells.length);
    if (rows <= 1 || cols <= 1) return false;
    return rows >= 10 || cols > 4 || rows * cols > 10;
  }

  function tableMarkdown(table) {
    const rows = table.rows.filter((row) => row.length);
    table.rows = rows;
    table.cols = rows.reduce((n, row) => Math.max(n, row.length), 0);
    if (!rows.length) return '';
    const line = (row) => {
      const cells = row.slice();
      while (cells.length < table.cols) cells.push('');
      return '| ' + cells.join(' | ') + ' |';
    };
    const out = [line(rows[0]), '|' + ' --- |'.repeat(table.cols)];
    for (let i = 1; i < rows.length; i++) out.push(line(rows[i]));
    return out.join('\n');
  }

  function readForm(form, st) {
    const fields = [];
    for (const field of Array.from(form.elements || [])) {
      const type = (field.type || field.localName || '').toLowerCase();
      if (SKIPPED_FIELDS.has(type)) continue;
      const view = field.ownerDocument.defaultView;
      const style = view.getComputedStyle(field);
      if (isHidden(field, style, view, style.display)) continue;
      fields.push({
        name: field.name || field.id || '',
        type: type,
        label: fieldLabel(field),
        required: !!field.required,
      });
    }
    st.forms.push({
      // Not form.action: a field named "action" shadows that property.
      action: absolute(form.getAttribute('action') || '', form.baseURI) || form.ownerDocument.URL,
      method: (form.getAttribute('method') || 'get').toLowerCase(),
      fields: fields,
    });
  }

  function fieldLabel(field) {
    if (field.labels && field.labels.length) return collapse(field.labels[0].textContent || '');
    const by = field.getAttribute('aria-labelledby');
    const ref = by && field.ownerDocument.getElementById(by.split(/\s+/)[0]);
    if (ref) return collapse(ref.textContent || '');
    return collapse(field.getAttribute('aria-label') || field.getAttribute('placeholder') || field.getAttribute('title') || '');
  }

  // --- visibility ------------------------------------------------------------------------------
  // Hidden text is the classic prompt-injection carrier, so only what a visitor can see is read.

  // Computed-style reads are the walk's main cost, so the common case reads five properties.
  function isHidden(el, style, view, display) {
    if (el.hidden || el.getAttribute('aria-hidden') === 'true') return true;
    if (display === 'none' || style.visibility !== 'visible') return true;
    const opacity = style.opacity;
    if (opacity !== '1' && parseFloat(opacity) < 0.05 && !fadesIn(style)) return true;
    // Inline boxes cannot be positioned (that would make them blocks) nor clip their overflow.
    if (display === 'inline' || display === 'contents' || el === el.ownerDocument.body) return false;
    const position = style.position;
    const positioned = position === 'absolute' || position === 'fixed';
    if (positioned && (clipRectIsEmpty(style.clip) || CLIP_PATH_HIDDEN.test(style.clipPath))) return true;
    const clips = style.overflow !== 'visible';
    if (clips || positioned) {
      if (clips && style.contentVisibility === 'hidden') return true;
      const box = el.getBoundingClientRect();
      if (clips && (box.width < 2 || box.height < 2)) return true;
      // Pushed off the page to the left or top, the classic screen-reader-only trick.
      if (box.right + view.scrollX < 0 || box.bottom + view.scrollY < 0) return true;
    }
    return false;
  }

  /** opacity:0 with an opacity transition or an animation is a reveal-on-scroll effect, not hiding. */
  function fadesIn(style) {
    return (
      (style.animationName && style.animationName !== 'none') ||
      (/opacity|all/.test(style.transitionProperty) && parseFloat(style.transitionDuration) > 0)
    );
  }

  function clipRectIsEmpty(clip) {
    if (!clip || clip === 'auto' || clip.slice(0, 4) !== 'rect') return false;
    const n = (clip.match(/-?[\d.]+/g) || []).map(Number);
    return n.length === 4 && (n[1] - n[3] <= 1 || n[2] - n[0] <= 1);
  }

  /** Text an element holds directly is invisible when tiny, indented away, or coloured like its background. */
  function textIsHidden(ctx) {
    const style = ctx.style;
    if (parseFloat(style.fontSize) < 2) return true;
    const block = blockOf(ctx); // text-indent moves a block's first line, so ask the block
    if (block.indented === undefined) {
      const indent = block.style.textIndent;
      block.indented = indent !== '0px' && parseFloat(indent) <= -999;
    }
    if (block.indented) return true;
    const color = style.webkitTextFillColor; // the text colour as painted; `color` unless overridden
    const bg = backgroundOf(ctx);
    const key = color + '/' + (bg ? bg.key : '?');
    let camouflaged = CAMOUFLAGE.get(key);
    if (camouflaged === undefined) {
      const fg = parseColor(color);
      camouflaged = !fg ? false : fg[3] < 0.1 ? true : !!bg && distance(blend(fg, bg), bg) < 32;
      CAMOUFLAGE.set(key, camouflaged);
    }
    // Gradient text paints its background through transparent glyphs: visible after all.
    return camouflaged && style.backgroundClip !== 'text' && style.webkitBackgroundClip !== 'text' && !overImage(ctx);
  }

  function blockOf(ctx) {
    let c = ctx;
    while (!c.block && c.parent) c = c.parent;
    return c;
  }

  /** The colour behind a frame's element, computed up the chain of frames on first need. */
  function backgroundOf(ctx) {
    const chain = [];
    let c = ctx;
    while (c && c.bg === undefined) {
      chain.push(c);
      c = c.parent;
    }
    let bg = c ? c.bg : WHITE;
    for (let i = chain.length - 1; i >= 0; i--) bg = chain[i].bg = background(chain[i].style, bg);
    return bg;
  }

  /** The colour behind an element: its own background colour over its parent's (null: unknown). */
  function background(style, behind) {
    const value = style.backgroundColor;
    if (value === 'rgba(0, 0, 0, 0)' || value === 'transparent') return behind;
    const own = parseColor(value);
    if (!own || own[3] === 0) return behind;
    if (!behind) return own[3] >= 0.99 ? keyed(own) : null;
    return keyed(blend(own, behind));
  }

  function keyed(color) {
    color.key = color.join(',');
    return color;
  }

  /** Camouflaged text over a background image (a hero banner) may well be readable: assume so. */
  function overImage(ctx) {
    for (let c = ctx; c && c.style; c = c.parent) {
      if (c.style.backgroundImage !== 'none') return true;
      const own = parseColor(c.style.backgroundColor);
      if (own && own[3] >= 0.99) return false;
    }
    return false;
  }

  function parseColor(value) {
    const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value || '');
    if (!m) return null;
    let alpha = m[4] === undefined ? 1 : parseFloat(m[4]);
    if (m[4] && m[4].slice(-1) === '%') alpha /= 100;
    return [+m[1], +m[2], +m[3], alpha];
  }

  function blend(top, under) {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
  }

  /** How far apart two colours are (0–441): under ~32 they read as the same colour. */
  function distance(a, b) {
    return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  }

  // --- main content ----------------------------------------------------------------------------

  /** The main-content region: <main>/role=main, a dominant <article>, else density scoring. */
  function findMain(doc) {
    const body = doc.body;
    if (!body) return [];
    let region = null;
    let scopeLength = 0;
    for (const el of doc.querySelectorAll('main, [role="main"]')) {
      const length = shown(el) ? textLength(el) : 0;
      if (length >= MIN_MAIN_CHARS) {
        region = el;
        scopeLength = length;
        break;
      }
    }
    const scope = region || body;
    if (!region) scopeLength = textLength(body);
    if (!scopeLength) return [];
    const articles = Array.from(scope.querySelectorAll('article'))
      .filter((a) => shown(a) && !(a.parentElement && a.parentElement.closest('article')))
      .map((a) => [a, textLength(a)])
      .sort((x, y) => y[1] - x[1]);
    if (articles.length) {
      const sum = articles.reduce((n, a) => n + a[1], 0);
      const [best, length] = articles[0];
      if (length >= 0.6 * sum && length >= 0.4 * scopeLength) return [best];
    }
    if (region) return [region];
    return scoreMain(body);
  }

  function shown(el) {
    const style = el.ownerDocument.defaultView.getComputedStyle(el);
    return !el.hidden && style.display !== 'none' && style.visibility !== 'hidden';
  }

  /** Rough text length (whitespace included, for speed); inline scripts and styles do not count. */
  function textLength(el) {
    let length = (el.textContent || '').length;
    for (const code of el.querySelectorAll('script, style, noscript')) length -= (code.textContent || '').length;
    return Math.max(length, 0);
  }

  function hintScore(el) {
    let score = TAG_WEIGHT[el.localName] || 0;
    const hint = (typeof el.className === 'string' ? el.className : '') + ' ' + (el.id || '');
    if (NEGATIVE_HINT.test(hint)) score -= 25;
    if (POSITIVE_HINT.test(hint)) score += 25;
    return score;
  }

  /** Readability-style scoring: paragraphs feed their ancestors; link-heavy candidates lose. */
  function scoreMain(body) {
    const scores = new Map();
    for (const el of body.querySelectorAll('p, pre, td, blockquote, div, section')) {
      const own = el.localName === 'div' || el.localName === 'section' ? ownText(el) : el.textContent;
      const text = (own || '').trim();
      if (text.length < 25) continue;
      const points = 1 + text.split(/[,\uff0c\u060c]/).length - 1 + Math.min(Math.floor(text.length / 100), 3);
      let node = el.parentElement;
      for (let level = 0; node && level < 5; level++) {
        if (!scores.has(node)) scores.set(node, hintScore(node));
        scores.set(node, scores.get(node) + points / (level === 0 ? 1 : level === 1 ? 2 : level * 3));
        if (node === body) break;
        node = node.parentElement;
      }
    }
    const ranked = Array.from(scores)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([el, score]) => [el, score * (1 - linkDensity(el))])
      .sort((a, b) => b[1] - a[1]);
    if (!ranked.length || ranked[0][1] <= 0) return [];
    const [best, bestScore] = ranked[0];
    if (best === body || !best.parentElement) return [best];
    // Siblings that look like more of the same article join it, in document order.
    const threshold = Math.max(10, bestScore * 0.2);
    const picked = [];
    for (const sibling of best.parentElement.children) {
      if (sibling === best) {
        picked.push(sibling);
        continue;
      }
      const score = scores.get(sibling);
      const own = collapse(sibling.textContent || '');
      if (
        (score !== undefined && score * (1 - linkDensity(sibling)) >= threshold) ||
        (sibling.localName === 'p' && own.length > 80 && linkDensity(sibling) < 0.25)
      ) {
        picked.push(sibling);
      }
    }
    return picked;
  }

  function ownText(el) {
    let out = '';
    for (const node of el.childNodes) if (node.nodeType === 3) out += node.data;
    return out;
  }

  function linkDensity(el) {
    const length = textLength(el);
    if (!length) return 0;
    let links = 0;
    for (const a of el.querySelectorAll('a')) links += (a.textContent || '').length;
    return Math.min(links / length, 1);
  }

  // --- metadata --------------------------------------------------------------------------------

  function readMeta(doc) {
    const meta = {};
    for (const el of doc.querySelectorAll('meta[content]')) {
      const key = el.getAttribute('name') || el.getAttribute('property') || el.getAttribute('itemprop');
      if (!key) continue;
      const name = key.trim().toLowerCase();
      const value = (el.getAttribute('content') || '').trim().slice(0, 10000);
      if (!(name in meta)) meta[name] = value;
      else if (value && meta[name].split(', ').indexOf(value) < 0) meta[name] = (meta[name] + ', ' + value).slice(0, 10000);
    }
    return meta;
  }

  function readJsonLd(doc) {
    const blocks = [];
    for (const el of doc.querySelectorAll('script[type]')) {
      if (el.type.trim().toLowerCase() !== 'application/ld+json') continue;
      try {
        const text = el.textContent.replace(/^\s*<!--|-->\s*$/g, '').replace(/^\s*\/\/<!\[CDATA\[|\/\/\]\]>\s*$/g, '');
        const value = JSON.parse(text);
        if (value && typeof value === 'object') blocks.push(value);
      } catch (_) {
        /* unparseable blocks are dropped, as the contract says */
      }
    }
    return blocks;
  }

  // --- URI translation -------------------------------------------------------------------------
  // Some pages are a thin shell around a raw resource (a CI log, a source file). Reading the raw
  // endpoint beats reading the shell; any failure or timeout falls back to the DOM.

  const BUILTIN_RULES = [
    { name: 'gitlab-job', pattern: /^(https?:\/\/[^?#]+\/-\/jobs\/\d+)\/?(?:[?#].*)?$/, to: '$1/raw', kind: 'log' },
    { name: 'gitlab-blob', pattern: /^(https?:\/\/[^?#]+)\/-\/blob\/([^?#]+)(?:[?#].*)?$/, to: '$1/-/raw/$2', kind: 'file' },
    {
      name: 'github-blob',
      pattern: /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/blob\/([^?#]+)(?:[?#].*)?$/,
      to: 'https://raw.githubusercontent.com/$1/$2/$3',
      kind: 'file',
    },
  ];
  const addedRules = [];

  async function translate(url) {
    const rules = addedRules.concat(config.rules, config.translate ? BUILTIN_RULES : []);
    for (const rule of rules) {
      const match = rule.pattern.exec(url);
      if (!match) continue;
      try {
        const target = typeof rule.to === 'function' ? await rule.to(url, match) : url.replace(rule.pattern, rule.to);
        if (!target) continue;
        const href = new URL(String(target), url).href;
        const text = await fetchText(href, config.translateTimeoutMs);
        if (text !== null) return { rule: rule, href: href, text: text };
      } catch (error) {
        warn(`translation '${rule.name}' failed for ${url}; reading the page instead`, error);
      }
    }
    return null;
  }

  async function fetchText(href, timeout) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    try {
      const res = await fetch(href, { signal: controller.signal, credentials: 'same-origin', cache: 'no-store' });
      const type = res.headers.get('content-type') || '';
      if (!res.ok || /html/i.test(type)) return null;
      const text = await res.text();
      return text.trim() ? text : null;
    } finally {
      clearTimeout(timer);
    }
  }

  function translatedPage(doc, found) {
    const started = now();
    const kind = found.rule.kind || 'file';
    let text = found.text.replace(/\r\n/g, '\n');
    let language = null;
    if (kind === 'log') {
      // CI logs: drop ANSI colours and GitLab's section markers; keep the end, where failures are.
      text = text
        .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
        .replace(/section_(?:start|end):\d+:[\w.-]+(?:\[[^\]]*\])?\r?/g, '')
        .replace(/\r(?!\n)/g, '\n');
      if (text.length > config.maxChars) {
        const head = Math.floor(config.maxChars * 0.1);
        text = text.slice(0, head) + '\n\n[reverserag: log cut here]\n\n' + text.slice(text.length - (config.maxChars - head));
      }
    } else {
      const ext = /\.([\w+-]+)$/.exec(new URL(found.href).pathname);
      language = ext ? normalizeLanguage(ext[1]) : null;
      if (text.length > config.maxChars) text = text.slice(0, config.maxChars) + '\n[reverserag: file cut here]';
    }
    const page = payload(doc, { code: kind === 'log' ? [] : [{ language: language, text: text }] });
    page.url = found.href;
    page.source = 'translated';
    page.translated_from = location.href;
    page.main = page.content =
      kind === 'log' ? `# ${page.title || 'Job log'}\n\n${text.trim()}` : fenced(text.replace(/\s+$/, ''), language);
    page.extraction_ms = Math.round((now() - started) * 10) / 10;
    return page;
  }

  /** Everything the widget sends: translated if a rule matches, else the settled DOM. */
  async function extractPage(options) {
    const opts = options || {};
    const selection = opts.selection !== undefined ? opts.selection : selectedText();
    const found = await translate(location.href);
    let payload;
    if (found) {
      payload = translatedPage(document, found);
    } else {
      const settled = opts.settle === false ? { waited_ms: 0, timed_out: false } : await settle(document);
      payload = readPage(document);
      payload.settle = settled;
    }
    payload.selection = selection || null;
    return payload;
  }

  function absolute(href, base) {
    try {
      return new URL(href, base).href;
    } catch (_) {
      return '';
    }
  }

  //==================================================================================================
  // Transport
  //==================================================================================================

  async function post(path, body, signal) {
    let res;
    try {
      res = await fetch(API + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
        signal: signal,
      });
    } catch (error) {
      if (error && error.name === 'AbortError') throw error;
      throw problem('network_error', 'Could not reach the chat server. Check your connection and try again.');
    }
    if (!res.ok) throw await responseError(res);
    return res;
  }

  async function responseError(res) {
    let code = 'http_' + res.status;
    let message = `The chat server answered ${res.status} ${res.statusText || ''}`.trim() + '.';
    try {
      const body = await res.json();
      if (body && body.error) {
        code = body.error.code || code;
        message = body.error.message || message;
      }
    } catch (_) {
      /* not JSON: keep the generic message */
    }
    return problem(code, message, res.status);
  }

  async function createSession(payload) {
    const res = await post('/api/sessions', payload);
    return res.json();
  }

  /**
   * A Server-Sent Events parser for text arriving in arbitrary chunks: LF, CR or CRLF line ends
   * (a CRLF may be split across chunks), multi-line data, comments (keep-alive pings) ignored.
   */
  function sseParser(onEvent) {
    let buffer = '';
    let data = [];
    let type = '';
    let skipLF = false;
    let first = true;
    const line = (text) => {
      if (text === '') {
        if (data.length) onEvent(type || 'message', data.join('\n'));
        data = [];
        type = '';
        return;
      }
      if (text.charAt(0) === ':') return;
      const colon = text.indexOf(':');
      const field = colon < 0 ? text : text.slice(0, colon);
      let value = colon < 0 ? '' : text.slice(colon + 1);
      if (value.charAt(0) === ' ') value = value.slice(1);
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    };
    return {
      push(chunk) {
        if (first && chunk) {
          first = false;
          if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
        }
        if (skipLF && chunk.charAt(0) === '\n') chunk = chunk.slice(1);
        skipLF = false;
        buffer += chunk;
        let start = 0;
        for (let i = 0; i < buffer.length; i++) {
          const ch = buffer.charAt(i);
          if (ch !== '\n' && ch !== '\r') continue;
          line(buffer.slice(start, i));
          if (ch === '\r') {
            if (i + 1 === buffer.length) skipLF = true;
            else if (buffer.charAt(i + 1) === '\n') i++;
          }
          start = i + 1;
        }
        buffer = buffer.slice(start);
      },
    };
  }

  /** POSTs and reads a `text/event-stream` answer, calling onToken per token; resolves at `done`. */
  async function stream(path, body, signal, onToken) {
    const res = await post(path, body, signal);
    if (!/text\/event-stream/i.test(res.headers.get('content-type') || '') || !res.body) {
      throw problem('bad_stream', 'The chat server did not answer with a stream.');
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let finished = null;
    const parser = sseParser((type, data) => {
      if (finished) return;
      let value = {};
      try {
        value = JSON.parse(data);
      } catch (_) {
        value = { text: data };
      }
      if (type === 'token') onToken(typeof value.text === 'string' ? value.text : '');
      else if (type === 'done') finished = value || {};
      else if (type === 'error') throw problem(value.code || 'stream_error', value.message || 'The answer failed.');
    });
    try {
      while (!finished) {
        const chunk = await reader.read();
        if (chunk.done) break;
        parser.push(decoder.decode(chunk.value, { stream: true }));
      }
    } finally {
      reader.cancel().catch(() => {});
    }
    if (!finished) throw problem('stream_cut', 'The answer was cut off before it finished.');
    return finished;
  }

  //==================================================================================================
  // UI
  //==================================================================================================

  const STYLES = `
:host { all: initial; position: fixed; right: 20px; bottom: 20px; z-index: 2147483000;
  font: 14px/1.5 var(--rr-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  color: var(--rr-fg, #111827); }
:host([data-position="bottom-left"]) { right: auto; left: 20px; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
button { font: inherit; cursor: pointer; }
button:focus-visible, textarea:focus-visible { outline: 3px solid var(--rr-focus, #93c5fd); outline-offset: 2px; }
.rr-launcher { display: grid; place-items: center; width: 56px; height: 56px; padding: 0; border: 0; border-radius: 50%;
  background: var(--rr-accent, #2563eb); color: var(--rr-accent-fg, #fff); box-shadow: 0 6px 20px rgba(0,0,0,.25); }
.rr-launcher svg { width: 26px; height: 26px; fill: currentColor; }
.rr-panel { position: absolute; right: 0; bottom: 72px; display: flex; flex-direction: column;
  width: min(380px, calc(100vw - 40px)); height: min(560px, calc(100vh - 120px));
  background: var(--rr-bg, #fff); color: var(--rr-fg, #111827); border: 1px solid var(--rr-border, #e5e7eb);
  border-radius: var(--rr-radius, 14px); box-shadow: 0 12px 40px rgba(0,0,0,.22); overflow: hidden; }
:host([data-position="bottom-left"]) .rr-panel { right: auto; left: 0; }
.rr-header { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 10px 12px 10px 16px;
  background: var(--rr-accent, #2563eb); color: var(--rr-accent-fg, #fff); }
.rr-title { margin: 0; font-size: 15px; font-weight: 600; }
.rr-close { padding: 2px 8px; border: 0; border-radius: 6px; background: transparent; color: inherit; font-size: 20px; line-height: 1; }
.rr-log { flex: 1; display: flex; flex-direction: column; gap: 10px; padding: 14px; overflow-y: auto; }
.rr-msg { max-width: 92%; padding: 8px 12px; border-radius: 12px; overflow-wrap: anywhere; }
.rr-user { align-self: flex-end; white-space: pre-wrap; background: var(--rr-accent, #2563eb); color: var(--rr-accent-fg, #fff); }
.rr-assistant { align-self: flex-start; background: var(--rr-muted-bg, #f3f4f6); }
.rr-assistant[aria-busy="true"]::after { content: "\\258D"; animation: rr-blink 1s steps(2) infinite; }
.rr-notice { align-self: center; max-width: 100%; font-size: 12px; color: var(--rr-muted, #6b7280); text-align: center; }
.rr-error { align-self: stretch; max-width: 100%; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.rr-assistant p, .rr-assistant ul, .rr-assistant ol, .rr-assistant pre { margin: 0 0 .6em; }
.rr-assistant > :last-child { margin-bottom: 0; }
.rr-assistant ul, .rr-assistant ol { padding-left: 1.3em; }
.rr-assistant pre { padding: 8px 10px; border-radius: 8px; overflow-x: auto; background: #111827; color: #f9fafb; font-size: 12px; }
.rr-assistant code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .92em; }
.rr-assistant a { color: var(--rr-accent, #2563eb); }
.rr-assistant blockquote { margin: 0 0 .6em; padding-left: 10px; border-left: 3px solid var(--rr-border, #d1d5db); }
.rr-assistant table { margin: 0 0 .6em; border-collapse: collapse; font-size: 12px; }
.rr-assistant th, .rr-assistant td { padding: 2px 6px; border: 1px solid var(--rr-border, #d1d5db); text-align: left; }
.rr-status { min-height: 18px; padding: 0 14px; font-size: 12px; color: var(--rr-muted, #6b7280); }
.rr-form { display: flex; gap: 6px; padding: 10px; border-top: 1px solid var(--rr-border, #e5e7eb); }
.rr-input { flex: 1; min-height: 40px; max-height: 120px; padding: 8px 10px; resize: none; font: inherit; color: inherit;
  background: var(--rr-input-bg, #fff); border: 1px solid var(--rr-border, #d1d5db); border-radius: 10px; }
.rr-send, .rr-stop { padding: 0 14px; border: 0; border-radius: 10px; font-weight: 600;
  background: var(--rr-accent, #2563eb); color: var(--rr-accent-fg, #fff); }
.rr-stop { background: var(--rr-stop, #374151); }
.rr-send:disabled { opacity: .5; cursor: default; }
@keyframes rr-blink { 50% { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .rr-assistant[aria-busy="true"]::after { animation: none; } }
`;

  /** The widget's elements, once mounted. */
  const ui = { host: null, root: null };

  function h(tag, attrs, children) {
    const el = document.createElement(tag);
    for (const name in attrs || {}) {
      const value = attrs[name];
      if (value === null || value === undefined || value === false) continue;
      if (name === 'text') el.textContent = value;
      else el.setAttribute(name, value === true ? '' : value);
    }
    for (const child of children || []) if (child) el.append(child);
    return el;
  }

  function icon() {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z');
    svg.append(path);
    return svg;
  }

  function styleSheet(root) {
    const accent = config.accent && window.CSS && CSS.supports('color', config.accent) ? config.accent : '';
    const css = STYLES + (accent ? `:host { --rr-accent: ${accent}; }` : '');
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [sheet];
    } catch (_) {
      root.append(h('style', { text: css }));
    }
  }

  function defineElement() {
    if (window.customElements && !customElements.get('reverserag-widget')) {
      customElements.define('reverserag-widget', class ReverseRagWidget extends HTMLElement {});
    }
  }

  function mount() {
    defineElement();
    const host = document.createElement('reverserag-widget');
    if (config.position === 'bottom-left') host.setAttribute('data-position', 'bottom-left');
    const root = host.attachShadow({ mode: 'open' });
    styleSheet(root);

    const launcher = h('button', {
      class: 'rr-launcher', part: 'launcher', type: 'button',
      'aria-label': config.launcherLabel, 'aria-expanded': 'false', 'aria-controls': 'rr-panel',
    }, [icon()]);
    const title = h('h2', { class: 'rr-title', id: 'rr-title', text: config.title });
    const close = h('button', { class: 'rr-close', part: 'close', type: 'button', 'aria-label': 'Close chat', text: '\u00d7' });
    const log = h('div', { class: 'rr-log', part: 'log', role: 'log', 'aria-live': 'polite', 'aria-label': 'Conversation' });
    const status = h('div', { class: 'rr-status', part: 'status', role: 'status' });
    const input = h('textarea', {
      class: 'rr-input', part: 'input', rows: '1', placeholder: config.placeholder,
      'aria-label': 'Your question', maxlength: '8000',
    });
    const send = h('button', { class: 'rr-send', part: 'send', type: 'submit', text: 'Send' });
    const stop = h('button', { class: 'rr-stop', part: 'stop', type: 'button', text: 'Stop', hidden: true, 'aria-label': 'Stop the answer' });
    const form = h('form', { class: 'rr-form', part: 'form' }, [input, send, stop]);
    const panel = h('section', {
      class: 'rr-panel', part: 'panel', id: 'rr-panel', role: 'dialog', 'aria-labelledby': 'rr-title', hidden: true,
    }, [h('header', { class: 'rr-header', part: 'header' }, [title, close]), log, status, form]);
    root.append(launcher, panel);

    Object.assign(ui, { host, root, launcher, panel, close, log, status, form, input, send, stop });
    listen();
    (document.body || document.documentElement).append(host);
  }

  function addMessage(role, text) {
    const el = h('div', { class: 'rr-msg rr-' + role, part: 'message ' + role });
    if (role === 'assistant') renderMarkdown(el, text || '');
    else el.textContent = text || '';
    ui.log.append(el);
    scrollLog();
    return el;
  }

  function scrollLog() {
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  function setStatus(text) {
    if (ui.status) ui.status.textContent = text || '';
  }

  function setBusy(busy) {
    ui.send.disabled = busy;
    ui.stop.hidden = !busy;
    ui.send.hidden = busy;
  }

  /**
   * A small markdown renderer for the model's answers: paragraphs, lists, fenced code, `code`,
   * **bold**, _italic_ and http(s) links. It builds nodes; model text never reaches innerHTML.
   */
  function renderMarkdown(el, text) {
    const out = [];
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    let para = [];
    let list = null;
    const endPara = () => {
      if (para.length) out.push(inline(h('p'), para.join('\n')));
      para = [];
    };
    const endList = () => {
      if (list) out.push(list);
      list = null;
    };
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const fence = /^\s*(```|~~~)/.exec(line);
      if (fence) {
        endPara();
        endList();
        const code = [];
        for (i++; i < lines.length && lines[i].trim().slice(0, 3) !== fence[1]; i++) code.push(lines[i]);
        out.push(h('pre', {}, [h('code', { text: code.join('\n') })]));
        continue;
      }
      if (/^\s*>/.test(line)) {
        endPara();
        endList();
        const quoted = [];
        for (; i < lines.length && /^\s*>/.test(lines[i]); i++) quoted.push(lines[i].replace(/^\s*> ?/, ''));
        i--;
        const quote = h('blockquote');
        renderMarkdown(quote, quoted.join('\n'));
        out.push(quote);
        continue;
      }
      if (/^\s*\|.*\|\s*$/.test(line)) {
        endPara();
        endList();
        const table = h('table');
        for (; i < lines.length && /^\s*\|.*\|\s*$/.test(lines[i]); i++) {
          if (/^[\s|:-]+$/.test(lines[i])) continue;
          const cells = lines[i].trim().slice(1, -1).replace(/\\\|/g, '\u0000').split('|');
          const tag = table.childElementCount ? 'td' : 'th';
          table.append(h('tr', {}, cells.map((cell) => inline(h(tag), cell.trim().replace(/\u0000/g, '|')))));
        }
        i--;
        out.push(table);
        continue;
      }
      const item = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/.exec(line);
      if (item) {
        endPara();
        const tag = item[1] ? 'ul' : 'ol';
        if (!list || list.localName !== tag) {
          endList();
          list = h(tag);
        }
        list.append(inline(h('li'), item[3]));
        continue;
      }
      if (!line.trim()) {
        endPara();
        endList();
        continue;
      }
      endList();
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      if (heading) {
        endPara();
        out.push(inline(h('p'), '**' + heading[1] + '**'));
        continue;
      }
      para.push(line);
    }
    endPara();
    endList();
    el.replaceChildren(...out);
  }

  const INLINE = /(`+)([^`]+?)\1|\*\*(\S(?:[^*]*?\S)?)\*\*|(^|[^\w*])([*_])([^*_\s](?:[^*_]*?[^*_\s])?)\5(?![\w*])|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

  function inline(el, text) {
    let last = 0;
    INLINE.lastIndex = 0;
    for (let m; (m = INLINE.exec(text)); ) {
      if (m.index > last) appendText(el, text.slice(last, m.index));
      if (m[2] !== undefined) el.append(h('code', { text: m[2] }));
      else if (m[3] !== undefined) el.append(h('strong', { text: m[3] }));
      else if (m[6] !== undefined) {
        if (m[4]) appendText(el, m[4]);
        el.append(h('em', { text: m[6] }));
      } else el.append(h('a', { href: m[8], text: m[7], target: '_blank', rel: 'noopener noreferrer nofollow' }));
      last = INLINE.lastIndex;
    }
    if (last < text.length) appendText(el, text.slice(last));
    return el;
  }

  function appendText(el, text) {
    const parts = text.split('\n');
    parts.forEach((part, i) => {
      if (i) el.append(h('br'));
      if (part) el.append(document.createTextNode(part));
    });
  }

  //==================================================================================================
  // Events and behaviour
  //==================================================================================================

  const state = {
    session: null, // {id, url, fingerprint, selection, model, budget}
    starting: null, // the promise of a session being created
    relocking: null, // the promise of a navigation check
    controller: null, // AbortController of the running stream
    queue: Promise.resolve(),
    pendingSelection: '',
    destroyed: false,
    opened: false,
  };
  const cleanups = [];

  function on(target, type, handler, options) {
    const wrapped = (event) => {
      try {
        handler(event);
      } catch (error) {
        fail(error, type);
      }
    };
    target.addEventListener(type, wrapped, options);
    cleanups.push(() => target.removeEventListener(type, wrapped, options));
  }

  function listen() {
    on(ui.launcher, 'click', () => (isOpen() ? close() : open()));
    on(ui.close, 'click', () => {
      close();
      ui.launcher.focus();
    });
    on(ui.stop, 'click', stop);
    on(ui.form, 'submit', (event) => {
      event.preventDefault();
      const text = ui.input.value;
      if (!text.trim() || ui.send.disabled) return;
      ui.input.value = '';
      ask(text);
    });
    on(ui.input, 'keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        ui.form.requestSubmit();
      }
    });
    on(ui.root, 'keydown', (event) => {
      if (event.key === 'Escape' && isOpen()) {
        event.stopPropagation();
        close();
        ui.launcher.focus();
      }
    });
    // Clicking the widget collapses the page's selection, so remember it first.
    on(ui.host, 'pointerdown', () => {
      const text = selectedText();
      if (text) state.pendingSelection = text;
    }, true);
  }

  function isOpen() {
    return !!ui.panel && !ui.panel.hidden;
  }

  function takeSelection() {
    const text = selectedText() || state.pendingSelection;
    state.pendingSelection = '';
    return text || null;
  }

  async function open() {
    if (state.destroyed || !ui.host) return;
    if (isOpen()) return;
    if (!emit('open', null, true)) return;
    ui.panel.hidden = false;
    ui.launcher.setAttribute('aria-expanded', 'true');
    ui.input.focus();
    state.opened = true;
    try {
      if (!state.session && !state.starting) await startSession(takeSelection(), null);
      else if (state.session && !state.controller) await relockIfNavigated();
    } catch (error) {
      showError(error, 'open');
    }
  }

  function close() {
    if (!isOpen()) return;
    ui.panel.hidden = true;
    ui.launcher.setAttribute('aria-expanded', 'false');
    emit('close');
  }

  function stop() {
    if (state.controller) state.controller.abort();
  }

  /** Extracts the page, creates a session and streams the greeting. Resolves to the session or null. */
  function startSession(selection, notice) {
    const run = (async () => {
      setStatus('Reading the page\u2026');
      try {
        const payload = await extractPage({ selection: selection });
        setStatus('Starting the conversation\u2026');
        const created = await createSession(payload);
        state.session = {
          id: created.session_id,
          url: location.href,
          fingerprint: fingerprint(payload.content),
          selection: payload.selection,
          model: created.model,
          budget: created.budget,
        };
        setStatus(created.model ? 'Model: ' + created.model : '');
        if (notice) addMessage('notice', notice);
        emit('session', {
          session_id: created.session_id, model: created.model, budget: created.budget,
          classification: created.classification || null, payload: payload,
        });
        if (config.greeting && !notice) await streamInto('/api/sessions/' + encodeURIComponent(created.session_id) + '/greeting', {}, 'greeting');
        return state.session;
      } catch (error) {
        setStatus('');
        showError(error, 'session');
        return null;
      } finally {
        state.starting = null;
      }
    })();
    state.starting = run;
    return run;
  }

  /** Streams an answer into a new assistant message; resolves to its text, or null on failure. */
  async function streamInto(path, body, kind) {
    const message = addMessage('assistant', '');
    message.setAttribute('aria-busy', 'true');
    const controller = (state.controller = new AbortController());
    setBusy(true);
    let text = '';
    let frame = 0;
    const paint = () => {
      frame = 0;
      renderMarkdown(message, text);
      scrollLog();
    };
    try {
      await stream(path, body, controller.signal, (token) => {
        text += token;
        if (!frame) frame = requestAnimationFrame(paint);
      });
      emit('message', { role: 'assistant', kind: kind, text: text });
      return text;
    } catch (error) {
      if (error && error.name === 'AbortError') {
        text += text ? ' \u2026 (stopped)' : '(stopped)';
        emit('message', { role: 'assistant', kind: kind, text: text, stopped: true });
        return text;
      }
      if (!text) message.remove();
      throw error;
    } finally {
      if (frame) cancelAnimationFrame(frame);
      if (message.isConnected) paint();
      message.removeAttribute('aria-busy');
      if (state.controller === controller) state.controller = null;
      setBusy(false);
    }
  }

  function showError(error, context) {
    if (error && error.name === 'AbortError') return;
    fail(error, context);
    if (ui.log) addMessage('error', (error && error.message) || 'Something went wrong.').setAttribute('role', 'alert');
  }

  /** SPA navigation: if the URL changed and the page's content with it, start a fresh session. */
  function relockIfNavigated() {
    if (!state.relocking) {
      state.relocking = relock().finally(() => (state.relocking = null));
    }
    return state.relocking;
  }

  async function relock() {
    const session = state.session;
    if (!config.spa || !session || session.url === location.href) return;
    setStatus('The page changed; reading it again\u2026');
    const payload = await extractPage({ selection: null });
    if (fingerprint(payload.content) === session.fingerprint) {
      session.url = location.href;
      setStatus('');
      return;
    }
    emit('navigate', { from: session.url, to: location.href });
    dropSession();
    await startSession(null, `The page changed to \u201c${payload.title || location.href}\u201d. I have read it again; ask away.`);
  }

  function dropSession() {
    const old = state.session;
    state.session = null;
    if (old) {
      fetch(API + '/api/sessions/' + encodeURIComponent(old.id), { method: 'DELETE', credentials: 'omit' }).catch(() => {});
    }
  }

  /** Sends one question and streams the answer; a lost session is recreated and retried once. */
  async function askNow(text, selection) {
    if (state.starting) await state.starting;
    if (!state.session) await startSession(selection, null);
    else await relockIfNavigated();
    if (!state.session) return null;
    let content = text;
    if (selection && selection !== state.session.selection) {
      content = 'Selected text on the page:\n> ' + selection.slice(0, 4000).replace(/\n/g, '\n> ') + '\n\n' + text;
    }
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      try {
        return await streamInto('/api/sessions/' + encodeURIComponent(state.session.id) + '/messages', { content: content }, 'answer');
      } catch (error) {
        const code = error && error.code;
        if (code === 'session_not_found' && !renewed) {
          // Expired or lost (a restart, another replica without Redis): read the page again, retry once.
          renewed = true;
          state.session = null;
          if (await startSession(null, 'The conversation had expired; I read the page again.')) continue;
          return null;
        }
        if (code === 'stream_in_progress' && attempt < 8) {
          // A stopped answer is still winding down on the server.
          await delay(250);
          continue;
        }
        showError(error, 'message');
        return null;
      }
    }
  }

  function ask(text) {
    const question = String(text == null ? '' : text).trim();
    if (!question || state.destroyed) return Promise.resolve(null);
    const selection = takeSelection();
    if (ui.host && !isOpen()) {
      ui.panel.hidden = false;
      ui.launcher.setAttribute('aria-expanded', 'true');
      state.opened = true;
      emit('open');
    }
    addMessage('user', question);
    emit('message', { role: 'user', text: question });
    const run = state.queue.then(() => askNow(question, selection));
    state.queue = run.catch(() => null);
    return run.catch((error) => {
      showError(error, 'ask');
      return null;
    });
  }

  async function refresh() {
    if (state.destroyed) return null;
    if (state.starting) await state.starting;
    stop();
    dropSession();
    const session = await startSession(takeSelection(), state.opened ? 'I read the page again.' : null);
    return session ? session.id : null;
  }

  function destroy() {
    if (state.destroyed) return;
    state.destroyed = true;
    stop();
    dropSession();
    while (cleanups.length) cleanups.pop()();
    if (ui.host) ui.host.remove();
    ui.host = null;
    if (window.ReverseRAG === api) delete window.ReverseRAG;
    emit('destroy');
  }

  //==================================================================================================
  // Public API
  //==================================================================================================

  /** Wraps an API method so that it never throws into the host page. */
  function guarded(name, fn) {
    return function () {
      try {
        const result = fn.apply(null, arguments);
        return result && typeof result.then === 'function'
          ? result.catch((error) => (fail(error, name), null))
          : result;
      } catch (error) {
        fail(error, name);
        return undefined;
      }
    };
  }

  const api = Object.freeze({
    version: VERSION,
    /** Resolves to the page payload the widget would send, without sending it (null on failure). */
    extract: guarded('extract', (options) => extractPage(options)),
    open: guarded('open', () => open()),
    close: guarded('close', () => close()),
    /** Asks a question in the panel; resolves to the streamed answer's text (null on failure). */
    ask: guarded('ask', (text) => ask(text)),
    /** Reads the page again and starts a fresh session; resolves to the new session id. */
    refresh: guarded('refresh', () => refresh()),
    destroy: guarded('destroy', () => destroy()),
    /** Listens to `reverserag:<name>`; returns a function that stops listening. */
    on: guarded('on', (name, handler) => {
      const type = eventName(name);
      document.addEventListener(type, handler);
      return () => document.removeEventListener(type, handler);
    }),
    off: guarded('off', (name, handler) => document.removeEventListener(eventName(name), handler)),
    /** Adds a URI translation rule: `pattern` (RegExp or string) → `fn(url, match)` returns the raw URL. */
    translate: guarded('translate', (pattern, fn, kind) => {
      addedRules.push({
        name: 'api', pattern: pattern instanceof RegExp ? pattern : new RegExp(pattern),
        to: fn, kind: kind === 'log' ? 'log' : 'file',
      });
    }),
  });

  function eventName(name) {
    const text = String(name);
    return text.indexOf('reverserag:') === 0 ? text : 'reverserag:' + text;
  }

  //==================================================================================================
  // Init
  //==================================================================================================

  window.ReverseRAG = api;

  function init() {
    if (state.destroyed) return;
    try {
      mount();
      emit('ready', { version: VERSION, api: API });
      if (config.open) open();
    } catch (error) {
      fail(error, 'init');
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true });
  else init();
})();
