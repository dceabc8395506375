/*! reverserag 0.1.0 · AGPL-3.0-only · reverserag page-aware chat widget */
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
 * This file is what every page loads, and all it does there: it reads the settings, draws the
 * launcher (at the first idle moment, not while the page loads), and answers the public API. The
 * chat itself (reading the page, the panel, the conversation) is a second file, reverserag-chat.js,
 * from beside this one and in its language, fetched the first time it is needed: when the visitor
 * points at, focuses or opens the launcher, when the page calls the API, or when a conversation
 * kept open in this tab is shown again. Most visitors never open the chat, and their pages carry
 * this file alone. The vault (`data-vault="on"`) is a third, reverserag-vault.js, which the chat
 * loads only where it is on.
 *
 * The file reads top to bottom:
 *
 *     defaults → config → the chat's file → public API → style sheets and icons → init
 *
 * Promises it keeps, with the chat: no dependencies and no build step; no eval, inline handlers
 * or style attributes (a strict CSP passes); it never mutates the host page's content; and once
 * initialised it never throws into the host page — failures are logged with a `[reverserag]`
 * prefix and dispatched as a `reverserag:error` event.
 */
(() => {
  'use strict';

  const VERSION = '0.1.0';
  const DOC = document; // one short name for it, as the bytes are counted
  const WIN = window; // and one for the global object
  const STORE = 'reverserag:';

  // Loading the script twice yields one widget: the first copy wins, the second does nothing.
  if (WIN.ReverseRAG?.version) {
    return;
  }

  //==================================================================================================
  // Defaults
  //==================================================================================================

  /**
   * Every setting and its default. A site overrides any of them with a `data-*` attribute on the
   * script tag, the name in kebab-case: `settleQuietMs` is `data-settle-quiet-ms`.
   */
  const DEFAULTS = {
    /** Heading of the chat panel. @default 'Ask about this page' */
    title: /*ui*/'Ask about this page',
    /** Accessible name of the launcher button. @default 'Open chat about this page' */
    launcherLabel: /*ui*/'Open chat about this page',
    /** Placeholder of the question box. @default 'Ask a question about this page…' */
    placeholder: /*ui*/'Ask a question about this page\u2026',
    /** Corner of the launcher: 'bottom-right' or 'bottom-left'. @default 'bottom-right' */
    position: 'bottom-right',
    /** Accent colour (any CSS colour); the same as setting `--rr-accent`. @default '' */
    accent: '',
    /** Colour scheme: 'light', 'dark', or 'auto' to follow the visitor's prefers-color-scheme. @default 'auto' */
    theme: 'auto',
    /**
     * Answer languages offered by the picker, as language codes; 'off' hides the picker. The
     * choice is sent with each message as `language`. @default 'en,fr,de,es,it,pt,nl,ja,zh'
     */
    languages: 'en,fr,de,es,it,pt,nl,ja,zh',
    /** Keep the conversation in sessionStorage across reloads and visits within the site. @default true */
    persist: true,
    /**
     * Keep it encrypted instead: the visitor chooses a passphrase (AES-GCM under a PBKDF2 key), or
     * keeps nothing. Needs a secure (https) page; elsewhere nothing is kept. @default false
     */
    vault: false,
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
    /** Base URL of the reverserag API; empty means where this script is served from. @default '' */
    api: '',
    /**
     * The site's public key in the server's sites file, sent as the `X-Reverserag-Key` header on
     * every API call (a server with a sites file refuses calls without one). Empty sends none.
     * @default ''
     */
    siteKey: '',
  };

  //==================================================================================================
  // Config
  //==================================================================================================

  // Captured synchronously: document.currentScript is only set while this file first runs.
  const SCRIPT = DOC.currentScript || findOwnScript();
  const config = readConfig(SCRIPT ? SCRIPT.dataset : {});
  // The chat's file's Subresource Integrity, which the server writes in ('' as written: not checked).
  const CHAT_INTEGRITY = /*chat-integrity*/'';
  const cleanups = [];

  /**
   * What the chat needs of this file, handed to it when it is made: the settings, the server's
   * address, the tag, the widget's element once mounted (`host`, its shadow `root`, the
   * `launcher`), what the visitor had selected when they clicked it (`selection`), the fields they
   * typed in (`typed`), the URI
   * translation rules the page added before the chat was here (`rules`), and the helpers both use.
   */
  const hand = {
    config, script: SCRIPT, base: apiBase(config.api, SCRIPT), rules: [], selection: '', typed: new WeakSet(), cleanups,
    h, on, emit, attempt, warn, fail, guarded, styleSheet, load, selectedText,
  };

  function findOwnScript() {
    const scripts = DOC.querySelectorAll('script[src]');
    for (let i = scripts.length; i--; ) {
      if (/reverserag(\.min)?\.js([?#]|$)/.test(scripts[i].src)) return scripts[i];
    }
  }

  function readConfig(data) {
    const out = {};
    for (const key of Object.keys(DEFAULTS)) {
      out[key] = data[key] === undefined ? DEFAULTS[key] : coerce(key, data[key], DEFAULTS[key]);
    }
    return out;
  }

  function coerce(key, raw, fallback) {
    const value = String(raw).trim();
    const n = Number(value);
    const type = typeof fallback;
    // Every default is a string, a boolean or a number; `data-translate` may also hold rules.
    if (type === 'string' || (key === 'translate' && value[0] === '[')) return value;
    if (type === 'boolean') {
      if (/^(|true|on)$/.test(value)) return true;
      if (/^(false|off)$/.test(value)) return false;
    }
    if (type === 'number' && value !== '' && n >= 0 && n < Infinity) return n;
    const name = 'data-' + key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    warn(`${name} has value '${value}'. Not a valid ${type}; using ${fallback}.`);
    return fallback;
  }

  function apiBase(api, script) {
    try {
      // data-api, or the folder the script is served from: the server's root, or the path a proxy
      // serves it under (`…/chat/reverserag.js` calls `…/chat/api/…`), which a tag without data-api missed.
      if (api || script?.src) return new URL(api || '.', api ? location.href : script.src).href.replace(/\/+$/, '');
    } catch (error) {
      warn(`data-api has value '${api}'. Not a valid URL; using ${location.origin}.`, error);
    }
    return location.origin;
  }

  function h(tag, attrs, children, ns) {
    const el = ns ? DOC.createElementNS(ns, tag) : DOC.createElement(tag);
    // Own keys only: a page that adds to Object.prototype must not add attributes, or break h('p').
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined) continue;
      if (name === 'text') el.textContent = value;
      else el.setAttribute(name, value === true ? '' : value);
    }
    for (const child of children || []) if (child) el.append(child);
    return el;
  }

  /** Dispatches `reverserag:<name>` on document (bubbles to window); false if a listener cancelled. */
  function emit(name, detail, cancelable) {
    // An undefined detail is null and cancelable a boolean: CustomEvent's dictionary sees to both.
    // dispatchEvent is false when the event was cancelable and a listener cancelled it.
    return DOC.dispatchEvent(new CustomEvent('reverserag:' + name, { detail, bubbles: true, composed: true, cancelable }));
  }

  /** `task()`, or undefined if it throws: for steps that may fail and need not (storage, a URL). */
  function attempt(task) {
    try {
      return task();
    } catch (_) {
      /* the caller goes on without it */
    }
  }

  function warn(message, error) {
    try {
      console.warn('[reverserag] ' + message, ...(error ? [error] : []));
    } catch (_) {
      /* a console that throws is not our problem to solve */
    }
  }

  function fail(error, context) {
    const code = error?.code || 'widget_error';
    const message = error?.message || String(error);
    warn(context + ': ' + message, error instanceof Error && error);
    attempt(() => emit('error', { code: code, message: message, context: context })); // else nothing left to tell
  }

  /** Wraps a function so that it never throws into the host page. */
  function guarded(name, fn) {
    return (...args) => {
      try {
        const result = fn(...args);
        return result?.catch
          ? result.catch((error) => (fail(error, name), null))
          : result;
      } catch (error) {
        fail(error, name);
      }
    };
  }

  /** Listens to `type` on `target` until destroy(); a handler that throws is reported (every one returns nothing). */
  function on(target, type, handler, options) {
    const wrapped = guarded(type, handler);
    target.addEventListener(type, wrapped, options);
    cleanups.push(() => target.removeEventListener(type, wrapped, options));
  }

  /** Adopts a style sheet of `css` into a shadow root or a document (of `view`, else this window). */
  function styleSheet(root, css, view) {
    const sheet = new (view || WIN).CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = root.adoptedStyleSheets.concat(sheet);
    return sheet;
  }

  /** The visitor's selected text, unless it is empty or inside the widget ('', or none if reading it throws). */
  function selectedText() {
    return attempt(() => {
      // Text selected in a frame of the page's own: the frame holds the focus, and its document the selection.
      let doc = DOC;
      while (doc.activeElement?.contentDocument) doc = doc.activeElement.contentDocument;
      const selection = doc.getSelection();
      if (!selection || selection.isCollapsed || hand.host?.contains(selection.anchorNode)) return '';
      return selection.toString().replace(/\s{2,}|[^\S ]/g, ' ').trim().slice(0, 20000);
    });
  }

  //==================================================================================================
  // The chat's file
  //==================================================================================================

  // Where it stands: `chat` is its API once made; `making` the promise of it; `maker` the file's
  // function once here (fetched, or put on the page by other means: it announces itself, as the
  // vault's file does); `gone`, whether destroy() ran; `notice`, the launcher's note that the chat
  // could not be fetched, while shown.
  let chat, making, fetching, maker, gone, notice, begin, trusted;
  // Settled once init ran (at once for a deferred script): the chat starts after it.
  const begun = new Promise((resolve) => (begin = resolve));

  /**
   * The module `name` (a file beside this one, in its language): its default export. Imported
   * where this file was not pinned by Subresource Integrity; where it was, a module script with
   * the hash the server wrote in (`integrity`), which hands its function over by an event named
   * as the file (`reverserag-chat`), since only a script element carries a hash.
   */
  function load(name, integrity) {
    return new Promise((resolve, reject) => {
      const url = new URL(SCRIPT?.src || hand.base + '/');
      url.pathname = url.pathname.replace(/[^/]*$/, name);
      // Named by its hash too (the server writes it in): a browser's cache never pairs this file with
      // another version's, and the server has the browser keep what that address holds for a year.
      if (integrity) url.searchParams.set('v', integrity.slice(7, 15));
      // `reverserag-chat.js` that did not load is `chat_not_loaded`, whatever the browser says why.
      const failed = (error) =>
        reject(Object.assign(new Error(url + ' did not load', { cause: error }), { code: name.slice(11, -3) + '_not_loaded' }));
      if (!SCRIPT?.integrity) return import(url).then((file) => resolve(file.default), failed);
      on(DOC, name.slice(0, -3), (event) => resolve(event.detail), { once: true });
      const script = h('script', { type: 'module', crossorigin: '', integrity, nonce: SCRIPT.nonce });
      // After it ran (or not): gone from the page, and a rejection if it handed nothing over.
      script.onload = script.onerror = () => {
        script.replaceWith();
        failed();
      };
      script.src = scriptURL(url); // Trusted Types may refuse it: then the promise is rejected
      hand.host.append(script); // the page watch leaves the widget's element alone
    });
  }

  /**
   * `url` as a script's address may be set. Where the page enforces Trusted Types that is only one a
   * policy made: a page that pins the widget and enforces them lets this file make its own by naming
   * it in its policy (`trusted-types reverserag`). Made once; where the page's policy refuses it, the
   * address is given as it is, and refused.
   */
  function scriptURL(url) {
    trusted ??= attempt(() => WIN.trustedTypes?.createPolicy('reverserag', { createScriptURL: String })) || 0;
    return trusted ? trusted.createScriptURL(url) : url;
  }

  /** The chat's file, fetched once (again after a failure: the server may be back). */
  function fetchChat() {
    return (fetching ||= maker ? Promise.resolve(maker) : load('reverserag-chat.js', CHAT_INTEGRITY).catch((error) => {
      fetching = null;
      throw error;
    }));
  }

  /**
   * The chat, made once its file is here; the launcher is busy meanwhile (on a slow link the file
   * may take a while), and a failure to fetch it is told beside it.
   */
  function start() {
    notice?.replaceWith();
    return (making ||= begun.then(() => {
      draw().launcher.setAttribute('aria-busy', 'true');
      return fetchChat();
    }).then((make) => {
      hand.launcher.removeAttribute('aria-busy');
      return gone ? null : (chat = make(hand)); // destroyed meanwhile: none, and nothing happens
    }, (error) => {
      hand.launcher.removeAttribute('aria-busy');
      making = null;
      notice = h('p', {
        class: 'note', part: 'note', role: 'alert',
        text: /*ui*/'Could not reach the chat server. Check your connection and try again.',
      });
      hand.root.append(notice);
      throw error;
    }));
  }

  //==================================================================================================
  // Public API
  //==================================================================================================

  function destroy() {
    if (gone) return;
    gone = true;
    chat?.destroy();
    while (cleanups.length) cleanups.pop()();
    hand.host?.replaceWith();
    if (WIN.ReverseRAG === api) delete WIN.ReverseRAG;
    emit('destroy');
  }

  function eventName(name) {
    return STORE + String(name).replace(/^reverserag:/, '');
  }

  /** The public API, every method guarded by its name: the chat's methods wait for it. */
  const api = { version: VERSION };
  for (const [name, method] of Object.entries({
    /** Resolves to the page payload the widget would send, without sending it (null on failure). */
    extract: (options) => start().then((c) => c?.extract(options)),
    /** Opens the panel (and moves focus into it). */
    open: () => start().then((c) => c?.open()),
    close: () => chat?.close(),
    /** Asks a question in the panel; resolves to the streamed answer's text (null on failure). */
    ask: (text) => start().then((c) => c?.ask(text)),
    /** Reads the page again and starts a fresh session; resolves to the new session id. */
    refresh: () => start().then((c) => c?.refresh()),
    destroy,
    /** Listens to `reverserag:<name>`; returns a function that stops listening. */
    on: (name, handler) => {
      DOC.addEventListener(eventName(name), handler);
      return () => api.off(name, handler);
    },
    off: (name, handler) => DOC.removeEventListener(eventName(name), handler),
    /** Adds a URI translation rule: `pattern` (RegExp or string) → `fn(url, match)` returns the raw URL. */
    translate: (pattern, fn, kind) => (chat ? chat.translate(pattern, fn, kind) : void hand.rules.push([pattern, fn, kind])),
  })) {
    api[name] = guarded(name, method);
  }
  Object.freeze(api);

  /**
   * The widget's element, its shadow root and style sheet, and the launcher in it, made once: at the
   * idle moment that appends the element (see init), not while the page loads; sooner only when the
   * chat is wanted before then. The same work, moved out of the page's load.
   */
  function draw() {
    if (hand.host) return hand;
    if (!customElements.get('reverserag-widget')) {
      customElements.define('reverserag-widget', class extends HTMLElement {});
    }
    const host = h('reverserag-widget', {
      'data-position': config.position === 'bottom-left' ? 'bottom-left' : 'bottom-right',
      'data-theme': /^(light|dark)$/.test(config.theme) ? config.theme : 'auto',
      'data-state': 'closed',
    });
    // A copy in another language says so, for screen readers (the server writes this in; English
    // is left to the page, as the bytes are counted).
    /*ui:language host.lang = 'en'; */
    const root = host.attachShadow({ mode: 'open' });
    const accent = config.accent;
    // Drawn at its own size: `zoom` on <html> would scale it too, the open panel past the window's
    // top (WebKit has no currentCSSZoom: a zoom of NaN is none).
    styleSheet(root, STYLES + `:host{zoom:${1 / DOC.documentElement.currentCSSZoom}!important}` +
      (accent && CSS.supports('color', accent) ? `:host{--rr-accent:${accent}}` : ''));
    const ns = 'http://www.w3.org/2000/svg';
    const launcher = h('button', {
      class: 'launcher', part: 'launcher', type: 'button', 'aria-label': config.launcherLabel,
      'aria-haspopup': 'dialog', 'aria-expanded': 'false',
    }, LAUNCHER_ICONS.map((d, n) =>
      h('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', class: n ? 'i-close' : 'i-chat' }, [h('path', { d }, 0, ns)], ns)));
    root.append(launcher);
    Object.assign(hand, { host, root, launcher });
    on(launcher, 'click', () => {
      host.getAttribute('data-state') === 'open' ? chat.close() : api.open();
    });
    // The chat's file is fetched (not run) as soon as the visitor is about to open it.
    for (const type of ['pointerenter', 'focus', 'touchstart']) on(launcher, type, () => fetchChat().catch(() => {}), { passive: true });
    // Clicking the widget collapses the page's selection, so remember it first; a click on the page
    // forgets it, since the visitor has moved on.
    on(DOC, 'pointerdown', (event) => {
      later();
      hand.selection = event.target === host ? selectedText() || hand.selection : '';
    }, true);
    for (const type of ['resize', 'scroll']) on(WIN, type, later, { passive: true });
    // So is each field typed, pasted or dropped in (an editor takes a paste itself, with no input
    // event: CodeMirror's; Monaco's box of the EditContext API is sent only `beforeinput` when typed
    // in): the walk reads a <textarea> or an editor only as the page wrote it.
    const typed = (event) => {
      const box = event.composedPath()[0];
      hand.typed.add(box.closest?.('[contenteditable]') || box);
    };
    for (const type of ['input', 'beforeinput', 'paste', 'drop']) on(DOC, type, typed, true);
    return hand;
  }

  /**
   * Lifts the launcher above a control the page pins where it sits, which it would cover (Redoc's
   * menu button on a phone, an editor's toolbar fixed to the screen's bottom): a fixed or sticky
   * element under it that is a control or holds one. Asked of the browser (what is at its corners
   * and centre) where it sits unlifted, then a few times over (a button lifted clear may sit on the
   * toolbar around it); never into the window's upper half (what is pinned there is the page's
   * layout, a sidebar), and never past an `--rr-offset-y` the site set, which wins. Fixed elements
   * are told by their offsetParent (none, in every engine), free; a style is read only of a
   * control's positioned ancestors, and of a pinned element without one (a div whose cursor is a
   * pointer). Each look starts from the corner, so the launcher comes back down once what was under
   * it is gone; it moves only if the place differs (a move lays the page out again), and not while
   * the panel is open, which would move under the visitor's eyes. The element's box is measured,
   * not the launcher's, which a pointer over it scales.
   */
  let lift = 0, lifted, blind, looks = 10, soon;
  function clear() {
    try {
      blind || gone || lookUnder();
    } catch (error) {
      blind = 1; // a page that breaks hit-testing keeps the launcher where it is, and its own loop
      warn('The launcher could not look under its corner; it stays where it is.', error);
    }
  }
  /**
   * A look once the window has been still for half a second after a resize (a phone turned), a
   * scroll (a bar the page shows or hides then) or a click (a banner closed): nothing is read on the
   * way, and a bar sliding in has slid in.
   */
  function later() {
    clearTimeout(soon);
    soon = setTimeout(clear, 500);
  }
  function lookUnder() {
    const { host, root } = hand;
    if (host.getAttribute('data-state') === 'open') return;
    const pinned = new Map(); // each element asked of: its pinned box, or 0
    const control = 'a,button,input,select,textarea,iframe,[role=button],[tabindex]';
    const box = host.getBoundingClientRect();
    let up = 0;
    for (let tries = 3; tries--; ) {
      // Where it would sit, lifted by `up`: asked of the page there (the element itself is passed over).
      const bottom = box.bottom + lift - up, edge = bottom - box.height;
      let top = bottom;
      for (const [x, y] of [[0, 0], [1, 0], [0, 1], [1, 1], [.5, .5]]) {
        for (const hit of DOC.elementsFromPoint(box.left + 6 + x * (box.width - 12), edge + 6 + y * (box.height - 12))) {
          if (hit === host || hit === DOC.body || hit === DOC.documentElement) continue;
          if (!pinned.has(hit)) {
            const inside = hit.closest(control);
            let el = hit, found = 0;
            for (; el && el !== DOC.body && !found; el = el.offsetParent) {
              if (el.offsetParent === null || (inside && /sticky|fixed/.test(getComputedStyle(el).position))) found = el;
            }
            pinned.set(hit, found && (inside || found.querySelector(control) || getComputedStyle(hit).cursor === 'pointer')
              ? found.getBoundingClientRect() : 0);
          }
          const found = pinned.get(hit);
          if (found && found.top > innerHeight / 2) top = Math.min(top, found.top);
        }
      }
      const more = bottom - top + 12;
      if (more <= 12 || edge - more < innerHeight / 2) break;
      up += more;
    }
    if (up === lift) return;
    lifted ||= styleSheet(root, '');
    lifted.replaceSync(`:host{--lift:${lift = up}px!important}`);
    if (host.getBoundingClientRect().bottom === box.bottom) lifted.replaceSync('', lift = 0); // the site's offset
  }

  function idle(task) {
    const run = guarded('init', task); // a promise it returns is caught too
    if (WIN.requestIdleCallback) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 100);
  }

  /** Whether this tab keeps a conversation of this page that was open (or a sealed one: the vault's). */
  function keptOpen() {
    return config.persist && attempt(() => (config.vault
      ? sessionStorage.getItem(STORE + 'vault')
      : JSON.parse(sessionStorage.getItem(STORE + location.pathname + location.search))?.open));
  }

  //==================================================================================================
  // Style sheets and icons
  //==================================================================================================

  /** Path data of the launcher's two icons (24×24): open the chat, and close it. */
  const LAUNCHER_ICONS = [
    'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z',
    'M11 4h2v12.2l5.6-5.6 1.4 1.4-8 8-8-8 1.4-1.4 5.6 5.6z',
  ];

  // Inside the shadow root only :host can be reached from the page, so it alone needs !important:
  // an important rule from the shadow tree beats one from the page (`* { all: unset !important }`).
  // Sites theme through the --rr-* custom properties, which the host passes down. The short --x
  // names are internal: set on the shadow root's children (`:host > *`), with the font and colour
  // the rest inherits, where a page rule such as `* { --bg: black }` cannot reach them.
  const STYLES = /* css */ `
/* env()'s safe-area insets are defined wherever env() is (0 px where the screen has none): no fallback. */
:host { all: initial !important; display: flex !important; position: fixed !important;
  z-index: var(--rr-z, 2147483000) !important;
  right: calc(var(--rr-offset-x, 20px) + env(safe-area-inset-right)) !important;
  bottom: calc(var(--rr-offset-y, 20px + var(--lift)) + env(safe-area-inset-bottom)) !important; --lift: 0px !important; }
:host > * { font: 14px/1.5 var(--rr-font, system-ui, "Segoe UI", Roboto, sans-serif); color: var(--fg); color-scheme: light;
  --a: var(--rr-accent, #2563eb); --af: var(--rr-accent-fg, #fff); --bg: var(--rr-bg, #fff);
  --fg: var(--rr-fg, #111827); --mu: var(--rr-muted, #4b5563); --sf: var(--rr-surface, #f3f4f6);
  --bd: var(--rr-border, #d1d5db); --ln: var(--rr-link, #1d4ed8); --fc: var(--rr-focus, #1d4ed8);
  --eb: #fef2f2; --ef: #991b1b; --ed: #fecaca; }
@supports (color: oklch(from red l c h)) {
  :host > * { --af: var(--rr-accent-fg, oklch(from var(--a) clamp(0, (.58 - l) * 1000, 1) 0 0)); } }
:host([data-theme="dark"]) > * { color-scheme: dark; --bg: var(--rr-bg, #111827); --fg: var(--rr-fg, #f3f4f6);
  --mu: var(--rr-muted, #9ca3af); --sf: var(--rr-surface, #1f2937); --bd: var(--rr-border, #374151);
  --ln: var(--rr-link, #93c5fd); --fc: var(--rr-focus, #93c5fd); --eb: #450a0a; --ef: #fecaca; --ed: #7f1d1d; }
@media (prefers-color-scheme: dark) {
  :host([data-theme="auto"]) > * { color-scheme: dark; --bg: var(--rr-bg, #111827); --fg: var(--rr-fg, #f3f4f6);
    --mu: var(--rr-muted, #9ca3af); --sf: var(--rr-surface, #1f2937); --bd: var(--rr-border, #374151);
    --ln: var(--rr-link, #93c5fd); --fc: var(--rr-focus, #93c5fd); --eb: #450a0a; --ef: #fecaca; --ed: #7f1d1d; } }
/* A flex host has no ::first-line or ::first-letter for a page's rules to reach. */
:host::before, :host::after { content: none !important; }
:host([data-position="bottom-left"]) { right: auto !important;
  left: calc(var(--rr-offset-x, 20px) + env(safe-area-inset-left)) !important; }
*, ::before, ::after { box-sizing: border-box; }
[hidden] { display: none !important; }
button { display: inline-grid; place-items: center; margin: 0; padding: 0; border: 0; background: none;
  font: inherit; color: inherit; cursor: pointer; }
svg { width: 20px; height: 20px; fill: currentColor; pointer-events: none; }
:focus-visible { outline: 2px solid var(--fc); outline-offset: 2px; }
.launcher { width: 56px; height: 56px; border-radius: 50%; background: var(--a); color: var(--af);
  box-shadow: 0 6px 20px rgba(0,0,0,.25); transition: transform .15s; }
.launcher:hover { transform: scale(1.06); }
.launcher svg { width: 28px; height: 28px; }
/* Its ring is drawn on the page, which may be as light or dark as the ring: a halo of the panel's colour goes under it. */
.launcher:focus-visible { box-shadow: 0 0 0 7px var(--bg); }
[aria-expanded="true"] .i-chat, [aria-expanded="false"] .i-close { display: none; }
/* Opened while the chat's file is still on its way: the icon breathes until it is here. */
.launcher[aria-busy="true"] svg { animation: wait .6s ease-in-out infinite alternate; }
@keyframes wait { to { opacity: .35; } }
/* The chat's file could not be fetched: said above the launcher until the next try. */
.note { position: absolute; right: 0; bottom: 66px; width: max-content; max-width: min(280px, 80vw); margin: 0;
  padding: 8px 12px; border: 1px solid var(--ed); border-radius: 8px; background: var(--eb); color: var(--ef); }
:host([data-position="bottom-left"]) .note { right: auto; left: 0; }
@media (prefers-reduced-motion: reduce) { *, ::before, ::after { animation: none !important; transition: none !important; } }
/* High contrast (forced colours) draws no backgrounds: a border in the system's colour shows each button (and message: the chat's sheet). */
@media (forced-colors: active) { button { border: 1px solid; } }
/* Not on paper: the open panel covered a third of every printed page. */
@media print { :host { display: none !important; } }
`;

  //==================================================================================================
  // Init
  //==================================================================================================

  WIN.ReverseRAG = api;
  // A chat file put on the page otherwise (inline, by a test or a bench) is taken when it announces itself.
  on(DOC, 'reverserag-chat', (event) => {
    maker ||= event.detail;
  });

  const init = guarded('init', () => {
    if (gone) return;
    begin();
    emit('ready', { version: VERSION, api: hand.base });
    // Drawn and appended on <html>, not <body>: Turbo and SPAs replace the body, and a transformed
    // body would hold the launcher at the page's end instead of the screen's corner. At an idle
    // moment, after a framework hydrating the whole document has (React 18 takes an element it did
    // not render for a mismatch, renders the page again and drops it), and again whenever a
    // framework removes it.
    const attach = () => gone || hand.host?.isConnected || (DOC.documentElement.append(draw().host), clear());
    idle(() => {
      attach();
      // Not if drawing it failed (told once, as an error). The page's own controls may be drawn after
      // the launcher (an app drawn from data it fetches): looked for again each second, for ten; then
      // after a resize, a scroll or a click (see later).
      const timer = setInterval(guarded('init', () => attach() && looks-- > 0 && clear()), 1000);
      cleanups.push(() => clearInterval(timer));
    });
    // The chat is made now for a panel open from the start, and at an idle moment for a
    // conversation kept open in this tab (it shows it again once the page has settled).
    if (config.open) start();
    else idle(() => keptOpen() && start());
  });

  if (DOC.readyState === 'loading') DOC.addEventListener('DOMContentLoaded', init, { once: true });
  else init();
})();
