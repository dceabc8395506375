/*! reverserag 0.1.0 · AGPL-3.0-only · the widget's chat */
/**
 * The chat: what reverserag.js fetches from beside itself the first time it is needed (the
 * visitor opens the launcher, the page calls the API, a conversation kept open is shown again).
 * It waits for the page to settle, reads it into markdown (main content first, page chrome
 * condensed after it), sends that to the reverserag server, builds the panel and streams the
 * answers into it.
 *
 * An ES module: its one export is a function, which reverserag.js calls once with what the chat
 * needs of it (`hand`: the settings, the server's address, the widget's element and launcher,
 * the helpers both files use), and which returns the chat's half of the public API. Loaded by a
 * pinned module script (for a pinned widget), it hands the function over by an event on the
 * document, as the vault's file does.
 *
 * The file reads top to bottom:
 *
 *     config → utilities → extraction → transport → UI → events → public API
 *     → style sheets and icons → init
 *
 * The vault (`data-vault="on"`: the kept conversation encrypted) is a third file,
 * reverserag-vault.js, which the chat loads only where it is on.
 */
export default function chat(hand) {
  const HERE = location; // the page's address (live: it follows SPA navigation)
  const DOC = document; // one short name for it, as the bytes are counted
  const WIN = window; // and one for the global object

  //==================================================================================================
  // Config
  //==================================================================================================

  // The settings (reverserag.js read them from its tag), and what else the chat takes from that file.
  const { config, script: SCRIPT, base: API, cleanups, h, on, emit, attempt, warn, fail, guarded, styleSheet, selectedText } = hand;
  // Rules given in data-translate come before the built-in ones, which the string leaves on.
  config.rules = typeof config.translate === 'string' ? parseRules(config.translate) : [];

  /** Writes a text node as the page shows it and, if any of it shows, counts it for finding the main content. */
  function text(node, ctx, st) {
    let data = node.data;
    if (!data) return;
    const w = top(st);
    if (ctx.keptSpace === undefined) {
      const block = blockOf(ctx); // white-space is inherited; read once per block
      if (block.keptSpace === undefined) {
        const space = block.computed.whiteSpace;
        // 1: lines are kept (pre-line); 2: spaces too, so an indented line of code keeps its indentation
        block.keptSpace = space !== 'normal' && PRESERVE_WS.test(space) && (space === 'pre-line' ? 1 : 2);
      }
      ctx.keptSpace = block.keptSpace;
    }
    // (A text that opens with a character past the space shows one: no pattern run for it.)
    if (data.charCodeAt(0) <= 32 && !NOT_SPACE.test(data)) return ctx.keptSpace > 1 ? w.addRaw(data, true) : w.addText(' ');
    if (ctx.hiddenText ??= textIsHidden(ctx)) return;
    if (node === st.lone) return; // a separator left with nothing before it (see element)
    const ad = data.length < 24 && AD_LABEL.test(data); // asked once: a lone arrow (below) is no ad's label either way
    if (ad && adLabel(node.parentElement)) return;
    // A lone arrow the page turns (a wind's, `↑` rotated to its bearing) is said as drawn, `↙`, not as written.
    if (data.length < 4 && data.trim().length === 1 && ARROWS.includes(data.trim())) data = data.replace(/\S/, (a) => drawnArrow(a, ctx));
    if (ad) adBox(node, ctx, st);
    // A number that counts up from 0 once scrolled into view (CountUp.js, Elementor's counter) is read
    // as the number its element says it counts to (`data-to`, `data-target`…), not "Trusted by 0 teams".
    if (data.includes('0') && ZERO.test(data)) data = countsTo(node.parentElement) || data; // (no pattern run for a text with no 0)
    st.firstNode ??= node;
    st.lastNode = node;
    // Page text cannot pass for a block label: "[¶3]" written in the page becomes "[ ¶3]".
    let safe = data.includes('\u00b6') ? data.replace(LABEL_LOOKALIKE, '[ ') : data;
    safe = (ctx.keptSpace ? safe.replace(/\r\n?/g, '\n') : safe.replace(WHITESPACE, ' ')).replace(ZERO_WIDTH, '');
    // A star the page shows is a star, not emphasis: Sphinx writes `**kwargs` inside an <em>, which
    // unescaped reads "***kwargs*". Not in a code span, where a backslash is a backslash.
    const md = data.includes('*') && !ctx.el.closest('code,kbd,samp,tt') ? safe.replace(/\*/g, '\\*') : safe;
    if (ctx.keptSpace) w.addRaw(safe, ctx.keptSpace > 1, md);
    else w.addText(safe, md);
    // A count alone that the markup names a vote count says so (see voteNoun): "9051 votes", a fact cited as one.
    const votes = data.length < 16 && VOTES_SHOWN.test(data) && !node.nextSibling && !node.previousSibling && voteNoun(node.parentNode);
    if (votes) w.addText(' ' + votes);
    st.full = (st.chars += data.length) > st.charCap; // past the cap the walk reads no more
    // Visible text is the own text of the nearest block, as in Readability, where a div holding
    // only inline content is a paragraph (`<div><span>text</span></div>`: the span's text is the div's).
    const block = blockOf(ctx);
    const n = commas(data);
    block.own += data.length;
    block.ownCommas += n;
    st.scan.commas += n;
  }

  /**
   * Whether `el`, whose text is an ad's label ("Advertisement"), labels an ad slot: its text is that
   * alone, and a box beside it shows no text (the slot, empty until its ad loads, or the ad's frame).
   * Not the article's words: a recipe blog's "Advertisement" was read as a line of the article.
   */
  function adLabel(el) {
    if (!el || !/^(div|span|p|small|ins|aside|section|header)$/.test(el.localName) || NOT_SPACE.test(el.textContent.replace(AD_LABEL, ''))) return false;
    const slot = (box) => box && /^(div|ins|iframe|aside|section)$/.test(box.localName) && !NOT_SPACE.test(box.textContent);
    return slot(el.nextElementSibling) || slot(el.previousElementSibling);
  }

  /**
   * Keeps a box that an ad's label leads (`<aside>Advertisement <a>Trade with $0 commissions</a></aside>`: its first
   * text, its own or its first child's) out of the main content: an ad, read in the chrome (see pickMain), not
   * a line of the article the answers quote.
   */
  function adBox(node, ctx, st) {
    const box = blockOf(ctx), el = box.el;
    if (box.runStart >= 0 && box.chars === st.chars && /^(aside|div|section|ins)$/.test(el.localName) &&
        (node.parentNode === el || node.parentNode === el.firstElementChild) && NOT_SPACE.test(el.textContent.replace(AD_LABEL, ''))) st.scan.ads.push(box);
  }

  /** The number an element counting up says it counts to, in a data attribute (with its `data-suffix`: "42M"), else ''. */
  function countsTo(el) {
    for (const { name, value } of el?.attributes || []) {
      if (COUNTS_TO.test(name) && /^\s*-?\d[\d.,]*\s*$/.test(value) && /[1-9]/.test(value)) {
        return (attr(el, 'data-prefix') || '') + value.trim() + (attr(el, 'data-suffix') || '');
      }
    }
    return '';
  }

  /**
   * Nearly transparent, and about to show: an animation of its opacity is running, or an opacity
   * transition waits for a reveal-on-scroll. A declared animation that never runs (no such
   * keyframes) or moves something else is no reason to read what it hides, nor is a transition on a
   * heading's own link (MkDocs Material's "¶", Docusaurus's): it shows when the heading is hovered.
   */
  function fadesIn(c) {
    const style = c.computed;
    const el = c.el;
    return attr(el, 'href') !== '#' + el.parentNode.id && (
      el.getAnimations().some((a) => a.effect.getKeyframes().some((k) => 'opacity' in k)) ||
      (/opacity|all/.test(style.transitionProperty) && parseFloat(style.transitionDuration) > 0) ||
      waitsForReveal(el, c.win)
    );
  }

  /**
   * A box that a script will fade in when it is scrolled to: GSAP's `from()`, Framer Motion's
   * `whileInView` and Webflow's interactions leave it at an inline opacity of 0 and an inline
   * translate or scale (where it moves from), with no transition for the walk to see. Only out of the
   * window: there the visitor will see it on the way; in the window an unshown box shows nothing.
   */
  function waitsForReveal(el, view) {
    const inline = el.style;
    if (inline?.opacity !== '0' || !/^(translate|scale|matrix)/.test(inline.transform)) return false;
    const box = el.getBoundingClientRect();
    return box.top >= view.innerHeight || box.bottom <= 0;
  }

  function parseRules(json) {
    try {
      return JSON.parse(json).map((rule) => translation(rule.name || 'site', rule.pattern, String(rule.to), rule.kind));
    } catch (error) {
      warn(`data-translate has value '${json}'. Not a JSON list of rules; using none.`, error);
      return [];
    }
  }

  //==================================================================================================
  // Utilities
  //==================================================================================================

  /** Whitespace runs to one space, trimmed. Lone spaces are left in place: no copy per word. */
  function collapse(text) {
    return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
  }

  /** An address without its fragment, unless the fragment routes (`#/`, `#!`): an anchor is the same page. */
  function place(url) {
    return url.replace(/#(?![/!]).*/, '');
  }

  function top(st) {
    return st.writers.at(-1);
  }

  function now() {
    return performance.now();
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
  const SKIP = words(
    'script style noscript template head title meta link base svg canvas object embed param ' +
      'source track select option optgroup datalist textarea input map area ' +
      'reverserag-widget'
  );
  // And a quotation's marks, which the browser draws (as ::before and ::after): "so it said".
  const EMPHASIS = { __proto__: null, strong: '**', b: '**', em: '*', i: '*', del: '~~', s: '~~', q: '"' };
  const INLINE_CODE = words('code kbd samp tt');
  const NOTES = /foot ?notes?|end ?notes?|^notes$|脚注|脚註|注釈|fußnoten|anmerkungen/i; // a label that names a block of notes
  const ADMONITION_KIND = /\b(note|tip|hint|info|important|warning|caution|danger|error)\b/;
  const CHROME_LABEL = {
    __proto__: null, nav: 'Navigation', navigation: 'Navigation', footer: 'Footer', contentinfo: 'Footer',
    aside: 'Sidebar', complementary: 'Sidebar', // beside the main content; in it, a note of the article's (see enter)
    tablist: 'Tabs', // controls, not a list of links: "Tabs: Python · Node.js"
  };
  /** Separates the main content from the page chrome in `content`; the server cuts after it first. */
  const CHROME_MARK = '---\n\n[Page chrome: header, navigation, sidebars, footer]';
  // A drawing's <title> that a design tool wrote: a layer's name ("Fill 1", "Rectangle Copy 2"), or an identifier ("vox-mark").
  const LAYER_NAME = /^\s*(fill|path|group|rectangle|oval|ellipse|shape|combined[ _-]shape|layer|artboard|page|icon|vector|mask)([ _-]?\d+)?([ _-]copy([ _-]?\d+)?)*\s*$/i;
  const IDENTIFIER = /^\s*[a-z\d]+([-_][a-z\d]+)+\s*$/;
  const GLYPH_NAME = /^\s*((arrow|chevron|caret|angle|triangle)s?([\s_-]+(pointing[\s_-]+)?(right|left|up|down|forward|back(ward)?|next|prev(ious)?))?|(right|left|up|down|forward|back(ward)?|next|prev(ious)?)([\s_-]+(arrow|chevron|caret|angle|triangle)s?)?|([\p{L}\d]+[\s_-]+)?icon|icon([\s_-]+[\p{L}\d]+)?)\s*$/iu; // a drawing's title that names its glyph
  const WARNING = /warn|alert/i; // a region's label that names it a warning: "Weather warning", "Service alerts"
  const PROMOTION = /cookie|consent|gdpr|promo|newsletter|subscribe|discount|% off/i; // a banner's class or words that say chrome
  const CHECKABLE = /^(checkbox|radio|switch|menuitemcheckbox|menuitemradio)$/; // roles that say `aria-checked`
  const SKIPPED_FIELDS = words('hidden submit button reset image fieldset object output');
  const FIELDS = words('input select textarea'); // a form's, or one in no form (see looseField)
  const FIELD_GROUP = 'fieldset,[role=group],[role=radiogroup],section,article,main,header,nav,aside,footer,dialog';
  /** Elements that matter even when they have no child nodes; other empty ones add at most a break. */
  const KEEP_EMPTY = words('img video audio iframe frame hr td th slot math form');
  /** Elements whose own visibility decides whether what they add shows; for the rest, their text's does. */
  const SHOWS_ITSELF = words('img video audio iframe frame math pre code kbd samp tt form hr');
  const ZERO = /^\s*0([.,]0+)?\s*$/;
  // An amount alone, "$685,000", "€1.299,00", "12 €", or a range of them with its currency's code: a salary's "$165,000—$205,000 USD".
  const AMOUNT = /^(\p{Sc}\s?\d[\d.,]*(\s?[KkMm])?|\d[\d.,]*\s?\p{Sc})(\s?[-\u2013\u2014]\s?\p{Sc}?\s?\d[\d.,]*(\s?[KkMm])?\s?\p{Sc}?)?( [A-Z]{3})?$/u;
  // A change shown by a figure alone ("0.44%", "(+1.23%)"), and the words of a label that give it its direction
  // alone, before or after it ("Down by |", "| gestiegen"): English and a few other languages'.
  const CHANGE = /^\(?[+\-\u2212]?\p{Sc}?\d[\d.,]*\s?%?\)?$/u;
  const DIRECTION = /^\s*((up|down|rises?|rose|falls?|fell|gain(ed|s)?|los[st]|increased?|decreased?|higher|lower|plus|minus|gestiegen|gesunken|gefallen|steigt|sinkt|fällt|(en )?(hausse|baisse)|sube|baja|subió|bajó|(en )?(alta|queda)|subiu|caiu|(in )?(rialzo|ribasso)|omhoog|omlaag|gestegen|gedaald)( (by|um|de|di|met|un|en|of))?\s*\|\s*|\|\s*(up|down|higher|lower|gestiegen|gesunken|gefallen|en hausse|en baisse)\s*)$/iu;
  const RATED = /^(rated )?(stars? )?out of (five|5|ten|10)( stars?)?$/i; // a rating's label's words but its figure: "Rated … stars out of five stars"
  const COMMAND = /^(\$ )?(pip3?|pipx|uv|conda|npm|npx|yarn|pnpm|bun|brew|apt(-get)?|cargo|go|gem|composer|dotnet|docker|git|curl) \S/; // a command to copy (see copied)
  const STAT = /^\s*\p{Sc}?\d[\d.,]*\s*[%+KkMm]?\s*$/u; // a number alone: "3", "1,860", "4.8", "$2M", "98%"
  const SHARE_FIRST = /^\s*(\d{1,3}(?:[.,]\d{1,2})?\s?%)\s*(\S[^%]{0,58})$/; // a poll's share and its option: "46% React" (Mastodon's)
  const POLL_OPTION = /^\s*[^\s\d%][^\d%\n]{0,58}?\s\d{1,3}([.,]\d{1,2})?\s?%\s*$/; // a poll's option and its share: "React 46.2%" (no figure in its name: not an hour's "14° 60%")
  // A match's score, its clock set under it or not: "2–1", "2 - 1", "2–167'" (the text of "2–1" over "67'").
  const SCORE = /^\d{1,3}\s*[-\u2013\u2014]\s*\d{1,3}(\s*\d{1,3}(\+\d{1,2})?['\u2019\u2032])?$/;
  const STARRED = /\d\s*(out of \d+\s*)?stars?\b/i; // a rating's picture: "3 stars", "4.5 out of 5 stars"
  // A chip that is a picture alone, named by five words of letters at most: "[image: Café]", "![Wheelchair access](…)".
  const PICTURE_CHIP = /^(\[image: |!\[)(?=[^\]]{1,40}\])\p{L}+([ '\u2019-]\p{L}+){0,4}\](\([^\s()]*\))?$/u;
  // A short line that still says what an answer rests on (see labelBlock): a price in it ("Soup — £6"), a rating's
  // picture ("[image: 3 stars]"), a match's minute ("67'"), a temperature ("Feels like 11°"), a meter's value ("UV index:
  // 2 of 11"), a date with its year ("28 Nov 2026", "Posted 3 March 2027", "2027-03-02"), a clock's time leading it
  // ("19:00") or after a word ("Closes 19:00", "Sunrise 06:31", "Opens 9am"), a distance or a speed ("0.4 mi", "Gusts 34
  // mph"), a percentage with a word ("Humidity 86%"), a stock's count ("Limited (3 left of 50)", "Only 2 left"), a phone link's number ("[020 7284 0011](tel:…)"). Not a heading, a
  // link alone ("[9/11/13 10:00AM](…)"), a player's "Current Time 0:00" (a counter at rest), nor a range of numbers
  // ("10 – 20": no score alone). A date: see DATED. A figure after a picture that names its unit, a card's price in a game's
  // currency ("[image: RP] 1350").
  // A strip's column's key (see stripRow): a clock time ("15:00", "3pm") or a day ("Mon 15 Mar", "Tue 16").
  // A quote card's ticker and its change (see quoteCards): "MSFT", "BRK.B", "^GSPC", "BTC-USD"; "+1.02%", "-0.44", "▲ 0.87%".
  const TICKER = /^\^?[A-Z][A-Z0-9]{0,5}([.=-][A-Z0-9]{1,4})?$/;
  const SIGNED = /^\(?[+\-\u2212\u25b2\u25bc]\s?\p{Sc}?\d[\d.,]*\s?%?\)?$/u;
  const STRIP_KEY = /^(\d{1,2}:\d\d|\d{1,2}(:\d\d)?\s?[ap]\.?m\.?|(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?( \d{1,2})?( [a-z]{3,9}\.?)?)$/i;
  const SHORT_FACT = /^(?!#|\[(?!image: )).*?(\p{Sc}\s?\d|\d\s?\p{Sc}|\[image: [^\]]*\d\s*(out of \d+\s*)?stars?\]|\d['\u2019\u2032](?!\w)|\d\s?°|: \d[\d.]* of \d|\p{L} (?!0:00)\d{1,2}:\d\d(?![\d:])|\p{L} \d{1,2}(:\d\d)?\s?[ap]\.?m(?!\p{L})|\d\s?(mi|miles|km|mph|km\/h|kph|knots)(?![\p{L}\d])|\p{L} \d[\d.,]*\s?%|\d\s?% \p{L}|\d (left|remaining)(?!\p{L}))|^\d{1,2}:\d\d(?![\d:])|^\[\+?\d[\d ().-]*\]\(tel:[^)]*\)$|^[-\u2212]?\d[\d.,]*\s?[KkMm]? votes$|^\[image: \p{L}[\p{L} ]{0,19}\] \d[\d.,]*$/u;
  // One emoji shown as a picture (see frameOf); not a mark of yes or no, nor a star.
  const WORDY = /\p{L}{2}.*\s.*\p{L}{2}/u; // two words of letters, at least (see mainLine)
  const DECORATION = /^\s*(?![\u2705\u274c\u274e\u2b50\u2b55])\p{Emoji_Presentation}[\ufe0f\u200d\p{Emoji_Presentation}\p{Emoji_Modifier}]*\s*$/u;
  // Where words are a control's or a menu's, no fact of the page's (see mainLine, labelBlock).
  const CONTROL_WORDS = 'a,button,nav,label,summary,[role=button],[role=navigation],[role=tab],[role=menu],[role=menuitem],[role=menubar]';
  // A short line in main that is a sentence ("AAB including Maths.", two words or more, its last a word's or a figure's
  // with its stop) or a label and its value ("UCAS code: G400"; not a link, Wikipedia's "Main article: [Firefox](…)"); see labelBlock.
  // Not a link, a heading, a list's or a code's line.
  // A result's label over its figure (see labelBlock): a few words, no figure ("Monthly payment", "Total interest:"); a figure
  // alone, bold or not ("£1,389.58", "**4.5%**"; not a bare number, a rank's or a score's: la-nacion's "Las más leídas" over "1"),
  // or a definition's short line (": G400").
  const LABEL_WORDS = /^[*_]{0,2}\p{L}[\p{L} '\u2019()-]{0,38}[*_]{0,2}:?$/u;
  // A count and what it counts, a line in main ("1,204 backers", "12 days to go"); a byline ("by [Northwind Studio](…)"), see mainLine.
  const COUNTED = /^(?!\d{4} )\d[\d.,]*\s?[KkMm]? \p{Ll}[\p{L} ]{2,30}$/u; // not a year's four digits ("2027 guests")
  // A heading that counts what it heads ("## 1,024 Comments", "### 12 reviews"): the count a fact (see labelBlock). Those nouns
  // only: "## 2 Related work" is a section's number.
  // A link alone on its line, a badge's word or two after it or not ("[Crumb & Co Baking](…) (Verified)"; see labelBlock's owner row).
  const MD_LINK_ALONE = /^\[[^\]\n]{1,60}\]\([^)\s]+\)( \(\p{L}+( \p{L}+)?\))?$/u;
  const COUNT_HEADING = /^#{1,6} \d[\d.,]*\s?[KkMm]?\+? (comments?|replies|answers?|reviews?|ratings?|responses?|questions?|results?)$/iu;
  // A channel's count after its link, a video's owner row ("[Compiler Club](…)" over "1.2M subscribers"; see labelBlock).
  const AUDIENCE = /^\d[\d.,]*\s?[KkMm]? (subscribers|followers|members)$/;
  // Or a comment's @author and its time ("[@breadhead](…) [2 weeks ago](…)").
  const BYLINE = /^(by \[[^\]\n]{2,60}\]|\[@[\w.-]{2,40}\]\([^)\s]+\) \[[^\]\n]{2,40}\])\([^)\s]+\)$/;
  // A figure's caption under it (see labelBlock): a few words, the first in lower case ("pledged of £30,000 goal", "backers").
  const CAPTION = /^\p{Ll}[\p{L}\p{N}\p{Sc} ,.'\u2019%-]{2,48}$/u;
  const FIGURE_ALONE = /^(?![*_]{0,2}[\d.]+[*_]{0,2}$)([*_]{0,2})(\p{Sc}\s?\d[\d.,]*|\d[\d.,]*\s?(\p{Sc}|%)?)\1$|^: [^\n]{1,60}$/u;
  const SHORT_LINE = /^[*_]{0,2}[\p{Lu}\p{N}][^\n]* [^\n]*[\p{L}\p{N}*_)][.!?]$|^\p{Lu}[\p{L}\p{N} '\u2019()-]{0,40}: [^\s\n[][^\n]*$/u;
  // A date in a short line (see SHORT_FACT), with its year: "28 Nov 2026", "Posted 3 March 2027", "Mar 2, 2027", "2027-03-02".
  const DATED = /^(?!#|\[(?!image: )).*?((?<!\d)(\d{1,2}(st|nd|rd|th)?\.? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?,? |(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(st|nd|rd|th)?,? )\d{4}(?!\d)|(?<![\d-])\d{4}-[01]\d-[0-3]\d(?![\d-]))/u;
  // A pull request's short facts (see SHORT_FACT): the issue it closes, in GitHub's closing words ("Fixes #4790", "Closes
  // [acme/lib#12](…)"), and its reactions' counts ("3 people reacted with thumbs up").
  const PULL_FACT = /^((close[sd]?|fix(e[sd])?|resolve[sd]?):? \[?([\w.-]+\/[\w.-]+)?#\d+\b|(\d[\d,]* (people|person) reacted with [\p{L} ]{2,40}?(\s+|$))+$)/iu;
  // A clock time leading a line: "13:40", "9.05", "2:15pm".
  const CLOCK_TIME = /^\s*\d{1,2}[:.]\d\d(?!\d)/;
  // An ad slot's label, the whole of its box's text: "Advertisement", "Sponsored", "Anzeige"…
  const AD_LABEL = /^\s*(advertisements?|advertising|ads?|sponsored|anzeige|werbung|publicit[ée]|publicidad|pubblicit[àa]|reklame|advertentie)\s*$/i;
  // Where a counter keeps the number it counts to: jQuery countTo's `data-to`, Elementor's `data-to-value`,
  // PureCounter's `data-purecounter-end`, and the `data-target` / `data-count` / `data-end` of hand-written ones.
  const COUNTS_TO = /^data-([\w-]*-)?(to|target|end|count|count-to|final|number)(-value)?$/;
  const NUMBERS = /\d[\d.,]*/g;
  // A carousel (see slidesOf): the ARIA pattern's, or one a library mounted (Swiper, Splide, Slick); its
  // slides, those a library hides from screen readers beside the one shown, and the copies a looping one adds.
  const CAROUSEL = '[aria-roledescription=carousel],.swiper-initialized,.splide.is-initialized,.slick-initialized';
  const HEADS = 'h1,h2,h3,h4,h5,h6,[role=heading]';
  // What most elements lack, asked of each root once (see flag): `hidden`, `aria-hidden`, a role (in any namespace, as getAttribute
  // finds them); and what few pages hold: an editable box, a carousel by its role.
  // And a part the site keeps out of the payload (`data-reverserag-ignore`: an account's numbers, a customer's address).
  const FLAGGED = '[hidden],[*|aria-hidden],[*|role],[*|contenteditable],[aria-roledescription=carousel],[data-reverserag-ignore]';
  // And a label or a test id, asked of each root beside them (see figureLabel, lineCard): most divs and spans hold neither.
  const NAMED = '[*|aria-label],[*|data-testid]';
  // The elements that can hold a shadow root (attachShadow's list, and any custom element's name has a "-"): `shadowRoot` asked of no other.
  const SHADOW_HOSTS = words('article aside blockquote body div footer h1 h2 h3 h4 h5 h6 header main nav p section span');
  const hosts = (tag) => SHADOW_HOSTS.has(tag) || tag.includes('-');
  const SLIDE = '[aria-roledescription=slide],.swiper-slide,.splide__slide,.slick-slide';
  const LIBRARY_SLIDE = '.swiper-slide,.splide__slide,.slick-slide';
  const SLIDE_COPY = '.swiper-slide-duplicate,.splide__slide--clone,.slick-cloned';

  // Runs of whitespace become one space; lone spaces, the common case, are left alone (no copies).
  const WHITESPACE = /[ \t\n\r\f\u00a0]{2,}|[\t\n\r\f\u00a0]/g;
  const VOTES_SHOWN = /^\s*[-\u2212]?\d[\d.,]*\s?[KkMm]?\s*$/; // a count alone, a post's score: "9051", "-3", "1.2k"
  // Breaks that show nothing (a dictionary's `ser·&ZeroWidthSpace;en`, a word joiner, a stray byte-order mark) split words
  // a question names whole. Not the zero-width non-joiner, which Persian and Indic spelling writes between letters.
  const ZERO_WIDTH = /[\u200b\u2060\ufeff]/g;
  const NOT_SPACE = /[^ \t\n\r\f]/;
  const CURRENCY_ALONE = /^\s*\p{Sc}\s*$/u; // a box's prefix, "£"
  const ARROWS = '\u2191\u2197\u2192\u2198\u2193\u2199\u2190\u2196'; // ↑ ↗ → ↘ ↓ ↙ ← ↖: a turn of 45° apart (see drawnArrow)
  const PRESERVE_WS = /^(pre|break-spaces)/;
  const BAD_HREF = /^\s*(javascript|vbscript|data):/i;
  const MD_LINK = /!?\[(\[\d+\]|[^\]]*)\]\([^)]*\)/g; // [text](url), ![alt](src), a footnote's [[1]](…): their text
  const MD_MARK = /\[\u00b6\d+\]|^ *(#{1,6}|(> ?)+|[-:]|\d+\.) |\*\*|~~|`+/gm;
  const WHITE = [255, 255, 255, 1];
  const DARK = [18, 18, 18, 1]; // a dark canvas (Chromium's; Firefox's and Safari's are as near black)
  const BASES = new WeakMap(); // document → how its relative links resolve
  const SIMPLE_HREF = /^(https?:\/\/[^\s\\]+|\/(?![/\\])[^\s\\]*|#[^\s\\]*)$/;
  const MIN_MAIN_CHARS = 200; // a <main> with less text than this is a shell, not the content
  const UNKNOWN_BACKGROUND = new Map(); // text colour → camouflaged? when the background is unknown
  const COLORS = new Map(); // computed colour string → [r, g, b, a] or null
  /** A block needs this much text to get a citation label: a short line is not what an answer rests on. */
  const CITE_MIN_CHARS = 24;
  const INLINE_TEXT = /^(a|abbr|b|bdi|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)$/; // elements of a line of text
  const CITES = new WeakMap(); // payload → its blocks' labels (see labelBlock)
  const LABEL_LOOKALIKE = /\[(?=\u00b6)/g;
  const CLIP_PATH_HIDDEN =
    /inset\((\s*50%|[^r)]*\b100%)|circle\(\s*0(px)?\s*[ a)]|ellipse\(\s*(0(px)?\s|[\d.]+[a-z%]*\s+0(px)?[\s)])|polygon\((\s*0(px)?\s+0(px)?\s*,?)+\)/;

  // Code language, as the page declares it in a class name (nbconvert's cell: `highlight hl-python`);
  // the server names it (js → javascript) and guesses the language of blocks that declare none.
  const EDITOR_CLASS = /cm-content|monaco-editor|CodeMirror|ql-code-block-container/;
  const POST_HEADER = /(^|\s)(topic-meta-data|status__info)(\s|$)/; // a forum post's author and date (Discourse's), a toot's (Mastodon's)
  const QUOTE_BOX = /(^|\s)status__quote(\s|$)/; // a post quoted in a post (Mastodon's)
  const HANDLE = /^\s*@[\w.]+(@[\w.-]+)?\s*$/; // an @handle alone: "@bobdev", Mastodon's "@bob@mastodon.social"
  const LANGUAGE_CLASS = /(?:^|\s)(?:lang(?:uage)?-|highlight(?:-(?:source-)?| hl-)|brush:\s*|sourceCode\s+)([\w+#.-]+)/i;
  // Words that say a time is relative to now, in a <time>'s text: English and a few other languages'
  // common forms ("vor 5 Minuten", "il y a 2 h", "hace 3 horas", "5分前"), and the short "2h", "5m"; and
  // a time to come ("in 5 minutes", "in an hour", "dans 2 jours", "en 3 días", "tomorrow", "5分後").
  // The list styles that count (a <ul> drawn with one is numbered): not disc, circle, square, none, a string.
  const COUNTING_STYLE = /^(decimal(-leading-zero)?|(lower|upper)-(alpha|latin|roman|greek))$/;
  const RELATIVE_TIME = /(?<!\p{L})(ago|just now|yesterday|today|tomorrow|from now|vor|gestern|heute|morgen|il y a|hier|aujourd'hui|demain|hace|ayer|hoy|mañana|fa|ieri|oggi|domani|há|ontem|hoje|amanhã|geleden|gisteren|vandaag|(in|dans|en|dentro de|tra|fra|em|daqui a|over|binnen)\s+(\d+|an?|one|a few|einer?|einem|une?|quelques|un[oa]?|uma?|een|enkele))(?!\p{L})|前|昨日|昨天|今天|刚刚|明日|明天|\d\s*\p{L}{1,3}[後后]|^\s*\d+\s?(s|m|min|h|hr|d|w)\s*$/iu;
  // What a title may spell out (see enter): a bare count ("14", "1.2k"), a day without its year ("Feb 3", "3 Feb").
  const SHORTENED = /^(\d[\d.,]*\s?[km]?|\d{1,2}\.? \p{L}{3,9}\.?|\p{L}{3,9}\.? \d{1,2})$/iu;

  // Main-content scoring after Readability: class/id hints, then paragraph density.
  const POSITIVE_HINT = /article|body|content|entry|main|page|post|text|blog|story/i; // entry: hentry, h-entry too
  const NEGATIVE_HINT = /-ad-|banner|breadcrumb|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget|menu|social|cookie|subscribe|newsletter|^nav|-nav/i;
  const TAG_WEIGHT = {
    __proto__: null, // tables read by a tag or role name: `<constructor>` is no key of theirs
    div: 5, article: 10, section: 3, main: 10, pre: 3, td: 3, blockquote: 3,
    address: -3, ol: -3, ul: -3, dl: -3, dd: -3, dt: -3, li: -3, form: -3,
    h1: -5, h2: -5, h3: -5, h4: -5, h5: -5, h6: -5, th: -5,
    header: -10, footer: -15, nav: -20, aside: -15,
  };

  /** Markdown written into blocks; a paragraph grows inline until the next block boundary. */
  class Writer {
    constructor(sep = '\n\n') {
      this.joiner = sep; // what joins its blocks: '\n\n' blocks apart, '\n' one per line, ' \u00b7 ' one line
      this.blocks = [];
      this.md = [];
      this.plain = [];
      this.spaced = true;
      this.keepsSpaces = false; // it holds text whose spaces show as written (see raw)
      this.itemNumber = 1;
      this.numbered = false; // null: a <ul>'s, asked of its first item once an item is read (see 'li')
      this.list = null; // the list element whose items it writes
      this.clauses = null; // whether its items that open with a heading are clauses, each a section (see 'li')
      this.bars = null; // a poll's list (Mastodon's): each item's bar, or false (see pollBars)
      this.counts = null; // a list numbered by CSS counters: the counters it resets, by name (see countedList)
      this.cite = null; // labels each block it keeps (the page's top level, main, lists, quotes)
      this.lead = ''; // what its next block starts with: an untitled admonition's kind ("Note: ")
      this.listEnds = null; // the places of the lists among its blocks, if any (see joinBlocks)
      this.chips = false; // its items are link chips, cited though links alone (see linkChips)
    }
    /** Adds text; `md`, when given, is how it is written in markdown (the same text, escaped). */
    addText(s, md = s) {
      if (this.spaced && s[0] === ' ') {
        s = s.slice(1);
        md = md.slice(1);
      }
      if (!s) return;
      this.md.push(md);
      this.plain.push(s);
      this.spaced = s.endsWith(' ');
    }
    addRaw(s, keep, md = s) {
      this.md.push(md);
      this.plain.push(s);
      this.spaced = /\s$/.test(s);
      this.keepsSpaces ||= keep && /^[ \t]|\n/.test(s); // lines that may be indented: see takeMarkdown
    }
    br() {
      this.md.push('\n');
      this.plain.push(' ');
      this.spaced = true;
    }
    markHere() {
      return { md: this.md.length, plain: this.plain.length, blocks: this.blocks.length };
    }
    /** Wraps the inline text written since `mark` in `open`…`close`, whitespace kept outside. */
    wrapSince(mark, open, close) {
      const inner = this.md.splice(mark.md).join('');
      const body = inner.trim();
      if (!body) {
        if (inner) this.md.push(' ');
        return;
      }
      const lead = inner[0] === ' ' || inner[0] === '\n' ? ' ' : '';
      const tail = /\s$/.test(inner) ? ' ' : '';
      this.md.push(lead + open + body + close + tail);
      this.spaced = !!tail;
    }
    /** What was written, as one line of markdown and as plain text; the writer starts afresh. */
    takeLine() {
      return { plain: collapse(this.plain.join('')), md: this.takeMarkdown().replace(/\n+/g, ' ') };
    }
    takeMarkdown() {
      let md = this.md.join('');
      // Where spaces show as written (white-space: pre, pre-wrap: code outside <pre>), so does indentation.
      const keep = this.keepsSpaces;
      if (md.includes('\n') && !keep) md = md.replace(/[ \t]+\n[ \t]*|\n[ \t]+/g, '\n');
      this.md = [];
      this.plain = [];
      this.spaced = true;
      this.keepsSpaces = false;
      return keep ? md.replace(/^\s*\n|\s+$/g, '') : md.trim();
    }
    flushInline() {
      if (this.md.length) this.addBlock(this.takeMarkdown()); // which flushes nothing more: md is empty
    }
    /** Adds a block; `item`: a list's item, labelled whatever its length (see labelBlock). */
    addBlock(md, item = false) {
      this.flushInline();
      if (!md) return;
      md = this.lead + md;
      this.lead = '';
      this.blocks.push(this.cite ? this.cite(md, item, this) : md);
    }
    joinBlocks() {
      this.flushInline();
      // Text after a list in an item, one block per line ("Holiday hours: …" after a shop's list of services), is set
      // apart by a blank line: straight under the last item it was read as more of that item's line. (Not a heading,
      // a table, code or a quote, which start blocks of their own; a heading keeps a card's item whole.)
      const ends = this.joiner === '\n' && this.listEnds;
      return (ends ? this.blocks.map((md, i) => (ends.has(i - 1) && !/^([-*+] |\d+[.)] |[#|>`~])/.test(md) ? '\n' : '') + md) : this.blocks).join(this.joiner);
    }
  }

  /**
   * What the walk knows of an element on its way down. One shape for all, so the hot functions
   * stay monomorphic; the text checks and the background fill in on first need.
   */
  class Frame {
    constructor(style, parent, display, view, el, math) {
      this.computed = style;
      this.display = display;
      this.position = style.position;
      this.math = math; // the formula this element draws: its MathML, or itself (see drawnFormula)
      this.outer = parent;
      // Whether its box starts and ends a block. `contents` has no box of its own, and ruby (`ruby`,
      // `ruby-text`) and MathML's `math` sit in a line of text, as `inline-*` boxes do.
      this.opensBlock = !(display.startsWith('inline') || display.startsWith('contents') || display.startsWith('ruby') || display.startsWith('math'));
      this.inlineBox = display === 'inline' || display === 'contents'; // no box that can be moved alone
      this.boxInLine = display.startsWith('inline-'); // a box in a line of text: inline-block, inline-flex …
      this.win = view; // the element's window: a same-origin frame's body has its own
      this.away = this.bg = this.keptSpace = this.indented = this.hiddenText = this.score = this.lang = this.cls = this.kids = undefined; // score: see below; cls: its class, kids: its count of element children, once read
      this.zoomed = parent ? parent.zoomed : 1; // the scale `zoom` draws it at, its ancestors' included
      this.netOpacity = parent ? parent.netOpacity : 1; // its opacity times its ancestors'
      // How far the page and the panes above have scrolled this element's box, and its children's.
      this.sx = this.inX = parent ? parent.inX : view.scrollX;
      this.sy = this.inY = parent ? parent.inY : view.scrollY;
      this.clip = parent?.clip; // the box that clips its box, from hidden overflow around it (see frameOf)
      this.slides = parent?.slides; // the real slides of the carousel it is in (see slidesOf)
      this.inSlide = parent?.inSlide; // in one of them: placed where its carousel is, whatever slide shows
      this.inCarousel = parent?.inCarousel; // in a carousel, whose buttons of glyphs turn it (see enter)
      this.dataTable = parent?.dataTable;
      this.rowCells = parent?.rowCells;
      this.oneLine = !!parent?.oneLine;
      this.inHeading = parent?.inHeading; // a heading (or a summary) is one line, whatever boxes it holds
      this.flexLine = false; // a flex row of text and inline elements: its items are words of one line
      this.priced = false; // a menu's dish: its boxes are parts of one line (see pricedItem)
      this.scored = null; // a match's scoreboard: its last box of the line its boxes are (see scoreRow)
      this.chips = false; // a row of chips under a heading: each box a fact (see chipRow)
      this.strip = false; // a scrolling strip of hours or days: each column one line (see stripRow)
      this.stripped = false; // a column of one: its boxes parts of one line
      this.signed = false; // a post's user card: its boxes parts of one line (see element)
      this.carded = false; // a card's header: its boxes' boxes parts of one line too (see element)
      this.timeLast = null; // a toot's time, read after its author (see enter); a detailed status's, or false
      this.headed = null; // the element after the last heading among its children the walk met (see element)
      // The walk's {held, named, roots}: the elements that hold `hidden`, `aria-hidden`, a role, `contenteditable` or an ARIA carousel's
      // role in its roots (see flag), and those that hold a label or a test id, where its document or shadow root, and those around
      // it, are among them; no other element is asked (see enter, element). Outside the walk: asked.
      this.flags = parent ? parent.flags : null;
      this.el = el;
      this.tag = ''; // its tag, once the walk reads it as its own (see element)
      this.kin = false; // whether the nodes walked under it are its own child nodes, their parentNode its element (see element)
      this.unboxed = display === 'none' || parent?.unboxed; // in a collapsed region drawn nowhere (see frameOf)
      this.folded = display === 'none' || !!parent?.folded; // in a collapsed region read as opened (see frameOf): nothing collapsed in it opens
      // For finding the main content (see "main content"): set by opened() and closeFrame().
      // chars: st.chars when the element opened; once it closed, the length of its text. commas:
      // likewise for commas. own, ownCommas: text and commas in the element's own text nodes and
      // inline elements. linkChars: text inside links.
      this.mainKind = this.chars = this.commas = this.own = this.ownCommas = this.linkChars = 0;
      this.runStart = this.runEnd = -1; // the run of the top writer's blocks it wrote, if it has one
    }
  }

  function blend(top, under) {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
  }

  /** The payload in the contract's field order, filled with what `found` holds. */
  function payload(doc, found) {
    const headings = found.headings || [];
    return {
      url: HERE.href,
      title: collapse(doc.title) || headings[0]?.text || '',
      lang: attr(doc.documentElement, 'lang') || null,
      source: 'dom',
      translated_from: null,
      meta: readMeta(doc),
      json_ld: readJsonLd(doc),
      content: '',
      main: null,
      headings: headings,
      links: found.linkList || [],
      code_blocks: found.code || [],
      media: found.media || { images: [], video: [], audio: [], iframes: [] },
      forms: found.forms || [],
      tables: found.tables || [],
      selection: null,
      settle: { waited_ms: 0, timed_out: false },
      extraction_ms: 0,
    };
  }

  /**
   * A short figure struck through by the page's CSS (`text-decoration: line-through`: a time a train no
   * longer leaves at, a price no longer asked) reads as `<s>` does: "~~10:07~~ 10:24". Asked only of an
   * inline element that holds a few characters with a digit and one element at most, or of a box of its
   * own that holds no element (a hotel's old price, "~~£420~~"): the line is not inherited (its
   * `<b>10:07</b>` says none) but drawn through the text under it, and a strike that matters strikes a figure.
   */
  function cssStruck(el, c) {
    if (c.inHeading === true || (c.kids ??= el.childElementCount) > (c.opensBlock ? 0 : 1)) return false;
    const text = el.textContent;
    return text.length < 24 && /\d/.test(text) && c.computed.textDecorationLine.includes('line-through');
  }

  /** Whether an element shows one dash or glyph alone (no letter or digit), as its only child. */
  function loneGlyph(el) {
    const text = el.firstChild;
    return text?.nodeType === 3 && !text.nextSibling && /^\s*[^\p{L}\p{N}\s]\s*$/u.test(text.data);
  }

  /** Whether a list item opens with a heading, with no text before it. */
  function headed(li) {
    return /^h[1-6]$/.test(li.firstElementChild?.localName) && !li.firstChild.data?.trim();
  }

  /** Writes what an element opens with and registers how it closes; returns the children to walk. */
  function enter(el, tag, role, c, w, st, exits) {
    // hr, img, video and audio have no children to walk: what their writers return is undefined.
    if (tag === 'hr') return w.addBlock('---');
    if (tag === 'img') return image(el, w, st);
    if (tag === 'video' || tag === 'audio') return embed(el, tag, w, st);
    if (tag === 'iframe' || tag === 'frame') return frame(el, w, st, c);
    const math = tag === 'math' ? el : c.math;
    if (math) {
      // Its TeX, where the page gives it (KaTeX's and arXiv's MathML do, MathJax 4's drawing, MathJax 2's
      // script after it: `MathJax-Element-3` beside `MathJax-Element-3-Frame`), says more than its text
      // ("x2" for x²); else its alternative text; else the MathML itself, which the server writes as
      // TeX (formulas.py).
      const source = math.closest('[id$=-Frame]');
      const script = source && math.ownerDocument.getElementById(source.id.slice(0, -6));
      const tex = attr(math, 'data-latex') || math.querySelector('[encoding$=tex]')?.textContent || (/^math\/tex/.test(script?.type) && script.text);
      const body = tex || math.innerHTML;
      const formula = tex || math.localName === 'math' ? collapse((!tex && attr(math, 'alttext')) || (body && '\\(' + body + '\\)')) : collapse(katexText(math));
      if (formula && !textIsHidden(c)) {
        w.addText(' ' + formula + ' ');
        // Its words count as a text's do: a display formula, a block of its own, is cited as one.
        st.firstNode ??= el;
        st.lastNode = el;
        st.chars += (tex || math.textContent).length;
      }
      return;
    }
    // A <code> set in a line that holds blocks (Redoc's JSON samples: a list a level) is a block of
    // code too; so is Quill's code block, a box of lines, a <div class="ql-code-block"> each, and
    // CodeMirror 6's editor, a `.cm-line` each in `.cm-content` (its language in `data-language`).
    // An editor holds code as the page wrote it (or set it: a "Show solution") until the visitor
    // types in it: then it is their answer, as a <textarea>'s text is, and is not read.
    // (A div's class is read once for the four editors' classes, which few divs have, and kept on its
    // frame, `cls`, for the rules after and its children's, as any element's class read is: a post's header.)
    const coded = tag === 'div' && (c.cls ??= el.className).length > 9 && EDITOR_CLASS.test(c.cls); // ("cm-content": 10 at least)
    const editor = coded && el.classList.contains('cm-content');
    if (editor && hand.typed.has(el)) return;
    const drawn = coded && !c.inHeading && editorLines(el);
    if (drawn !== false) return drawn && readCode(el, w, st, c, drawn);
    if (!c.inHeading && (tag === 'pre' || (INLINE_CODE.has(tag) && ((c.opensBlock && PRESERVE_WS.test(c.computed.whiteSpace)) || holdsBlocks(el, c.win))) || (tag === 'table' && isCodeTable(el, c.win)) ||
        editor || (coded && el.classList.contains('ql-code-block-container')))) {
      return readCode(el, w, st, c);
    }
    // VitePress labels a block with its language ("sh" beside the <pre>, in div.language-sh), as its fence does.
    // (The parent's class is read once for all its children: `cls` and `lang` on its frame.)
    // (Its parent is its frame's element where that frame walks its own child nodes, unless the page changed meanwhile.)
    const up = c.outer, parent = up?.kin && changes === st.cites.n ? up.el : el.parentNode, shared = up?.el === parent;
    const around = shared ? (up.cls ??= parent.className) : parent.className;
    // (A class of five characters or fewer names no language: "lang-x" is six. Most are empty.)
    const lang = shared ? (up.lang ??= (around?.length > 5 && LANGUAGE_CLASS.exec(around)) || false) : around?.length > 5 && LANGUAGE_CLASS.exec(around);
    if (lang && el.textContent === lang[1]) return;
    // LaTeXML's author block (arXiv's papers) sets each author's name, affiliation and e-mail as spans
    // in one line, which its style sheet parts (or hides, to show on hover): they are lines apart, not
    // "Adaeze OkaforUniversity of Lagos".
    if (tag === 'span' && around?.includes?.('ltx_') && /\bltx_(creator|author_notes)\b/.test(around)) {
      w.flushInline();
      exits.push(st.flushTop);
    }
    if (tag === 'form') readForm(el, c, st);
    // An option (a radio, a checkbox: with a name or a form's value, not a menu's CSS toggle) set in a
    // row starts a line, as a listing's filters are set one a line ("Asics (28)\nHoka (27) (selected)", not
    // "Asics (28) Hoka (27) (selected)": one filter); in a line of chrome, an item. Not in a heading.
    const option = tag === 'label' && /^(radio|checkbox)$/.test(el.control?.type) && el.control;
    if (option && !c.inHeading && (option.name || option.hasAttribute('value'))) {
      if (c.oneLine) {
        w.flushInline();
        exits.push(st.flushTop);
      } else if (w.md.length) w.br();
    }
    // A box ticked or a radio chosen (a listing's filters, a plan), as the page set it or the visitor
    // clicked it, says so after its label, as a pressed toggle does: "Hoka (27) (selected)". Not a CSS
    // toggle (a menu's, a nav section's: a box with no name or value, not drawn), nor a task list's
    // box, read as its tick, nor a tab's (see below).
    // One whose label shows no words (an icon) says so after the words beside it, if any (see element).
    if (tag === 'label' && tickedBox(el) && (/[\p{L}\p{N}]/u.test(el.textContent) || !wordsBeside(el))) {
      const mark = w.markHere();
      // After its words, in their block when they are one (a flex item's), not a paragraph of its own.
      exits.push(() => w.md.length > mark.md ? w.addText(' (selected)') : w.blocks.length > mark.blocks && w.blocks.push(w.blocks.pop() + ' (selected)'));
    }
    // An option with a name whose label shows no words (a colour swatch, its name given to screen readers
    // alone) is named by what names the control: its `aria-label`, a title, its value; short. Not by
    // the screen-reader text, which stays out as hidden text does, nor when words beside it name it (an icon's box).
    if (option?.name) {
      const mark = w.markHere();
      exits.push(() => {
        const name = attr(option, 'aria-label') || attr(el, 'title') || attr(option, 'title') || attr(option, 'value');
        if (name && w.blocks.length === mark.blocks && !/[\p{L}\p{N}]/u.test(w.plain.slice(mark.plain).join('')) && !wordsBeside(el)) w.addText(` ${clip(collapse(name), 40)} `);
      });
    }
    // A button of glyphs and numbers with no words (a player's "▶", "↺15") is named by its
    // `aria-label`, as screen readers name it ("Rewind 15 seconds"): its glyphs say little, its
    // number alone less. Not one that shows words, nor an icon that shows none (read as it was), nor one
    // that shows a hidden description (a dish's "ⓘ", its allergens in a tooltip): its name is no word of the line.
    // So is a badge of one dash or glyph (a platform not yet given, `<span aria-label="Platform to be confirmed">–</span>`)
    // by a label of a few words (no sentence: a label is not shown, and an instruction in one stays out).
    const badge = tag === 'span' && !role && tagged(el, c) && loneGlyph(el) && attr(el, 'aria-hidden') !== 'true'; // a name kept from screen readers names nothing
    // A figure alone whose label says it in a word or three (Booking's review badge, `<div aria-label="Scored 8.7">8.7</div>`)
    // reads as that label, "Scored 8.7": the figure said of nothing was no score. Not a sentence: an instruction stays out.
    const figure = (tag === 'div' || tag === 'span') && !role && tagged(el, c) && el.hasAttribute('aria-label') && figureLabel(el);
    if (figure) readAs(el, w, exits, ` ${figure} `, glyphless(el));
    // So is a date's badge whose label says it and a word or two more (a board's overdue card, red, `<span aria-label="Dec 5,
    // overdue">🕒 Dec 5</span>`), the words in brackets after it: "🕒 Dec 5 (overdue)". A longer label stays out.
    const state = !figure && tag === 'span' && !role && tagged(el, c) && el.hasAttribute('aria-label') && stateLabel(el);
    if (state) readAs(el, w, exits, ` ${state} `);
    // A badge of a letter or two whose label or title spells it out (a track's explicit mark, `<span title="Explicit">E</span>`,
    // glued to the artist after it) reads as both, "E (Explicit)": "E" alone said nothing, "ESaga Lindqvist" less.
    const initials = !figure && !state && tag === 'span' && !role && shortWord(el) && initialsBadge(el, tagged(el, c));
    if (initials) readAs(el, w, exits, ` ${initials} `);
    // A count kept from screen readers in a line (Stack Overflow's badges, `<span aria-hidden title="5 gold badges">●5</span>`
    // before its screen-reader twin "5 gold badges") reads as its title where the twin says it too: "23.1k · 5 gold badges",
    // not "23.1k●5". Only a count and one to three words: a title that says more stays out.
    const titled = tag === 'span' && c.inHeading && !role && flagged(el, c.outer) && countTitle(el);
    if (titled) readAs(el, w, exits, el.previousElementSibling ? ` \u00b7 ${titled} ` : ` ${titled} `);
    const iconName = (tag === 'button' || role === 'button' || badge) && attr(el, 'aria-label');
    // A field's button that shows the field's value (an issue's status, `<button aria-label="In Progress - Change status">`
    // showing "In Progress") is that field's line, cited: "Status: In Progress". Its label alone says what the value is of;
    // in a line with the button after it, it read "In Progress Actions", said of nothing.
    const field = iconName && !badge && !c.inHeading && !c.oneLine && fieldButton(el, iconName);
    if (field) {
      w.flushInline();
      exits.push(() => w.addBlock(`${field}: ${w.takeMarkdown()}`, true));
    }
    // A carousel's buttons of glyphs ("‹" labelled "Previous image") turn it: no content, read they led a car's gallery
    // before its title, "Previous image Next image 1/24". Its count kept from screen readers reads as its twin, which says
    // the same numbers in a word or two ("1/24" beside "Image 1 of 24"), as a visitor reads the count.
    if ((tag === 'button' || role === 'button') && !/[\p{L}\p{N}]/u.test(el.textContent) && (c.inCarousel || turnsCarousel(el))) return;
    const slideNo = c.inCarousel && tag === 'span' && !role && flagged(el, c) && slideCount(el);
    if (slideNo) readAs(el, w, exits, ` ${slideNo} `);
    // A stepper's − and + are no content ("Decrease quantity for …"): its number box says its name and value.
    if ((tag === 'button' || role === 'button') && steps(el)) return;
    // Nor is a description's expander, "...more" (YouTube's), whose text is all shown already.
    if ((tag === 'button' || role === 'button') && /^\s*(\.{3}|\u2026)\s?more\s*$/i.test(el.textContent)) return;
    // Nor is a list's add button at its end, a board column's "+ Add a card": a control that makes an item, none of them.
    if ((tag === 'button' || role === 'button') && addsItem(el)) return;
    // A line that is a command and its copy button (PyPI's `pip install tidyhttp`, a box of its own) is code, as shown.
    // (A flex box's span is a block of its own, written before the button.)
    const command = tag === 'button' && !c.inHeading && copied(el, c.outer);
    if (command && w.md.length && collapse(w.plain.join('')) === command) w.wrapSince({ md: 0 }, '`', '`');
    else if (command && !w.md.length && w.blocks.at(-1)?.replace(CITE_LABEL, '').trim() === command) w.blocks.push(w.blocks.pop().replace(/^(\[\u00b6\d+\] )?(.+)$/, '$1`$2`'));
    // An icon's count (X's `<button aria-label="4512 Likes. Like"><svg aria-hidden/><span>4.5K</span>`) says what it
    // counts by its label's noun, "4.5K likes", the count its label says; the label's other words no one sees. So does a
    // link's (a bell's, `<a aria-label="99+ notifications">` showing "99+"), in its words: "[99+ notifications](…)".
    // A button's whose label is a sentence with the count in full (YouTube's "like this video along with 24,311 other people"
    // showing "24K") says it once, by its label's first word: "24K likes".
    const counted = (iconName || (tag === 'a' && tagged(el, c) && attr(el, 'aria-label'))) &&
      (countNoun(el.textContent, iconName || attr(el, 'aria-label')) || (iconName && tag === 'button' && verbCount(el.textContent, iconName)));
    const countAt = counted && w.markHere();
    const addCount = counted && (() => w.md.length > countAt.md ? (w.addText(' ' + counted), st.tallied = st.chars) : w.blocks.length > countAt.blocks && w.blocks.push(w.blocks.pop() + ' ' + counted));
    if (addCount && iconName) exits.push(addCount); // a link's once it is open (see below)
    if (iconName && !counted && /\p{L}/u.test(iconName) && (!badge || /^[\p{L}'\u2019-]+( [\p{L}'\u2019-]+){0,4}$/u.test(collapse(iconName)))) {
      const mark = w.markHere();
      exits.push(() => {
        const shown = w.plain.slice(mark.plain).join('');
        // A count it shows that its label does not say stays after it (a review's "Helpful 1.2K"; "1.2K" is no word).
        const count = /^[^\p{L}\p{N}]*(\d+(?:[.,]\d+)*\s?[KMB]?)[^\p{L}\p{N}]*$/iu.exec(shown)?.[1];
        if (w.blocks.length !== mark.blocks || !NOT_SPACE.test(shown) || (!count && /\p{L}/u.test(shown)) || showsHidden(el, c.win)) return;
        // A count shown whose label opens with a count says no more than countNoun() took ("99 Ignore all…").
        if (/^\s*\d/.test(iconName) && /^\s*\d+([.,]\d+)*\s*[KMB+]?\s*$/i.test(shown)) return;
        w.md.length = mark.md;
        w.plain.length = mark.plain;
        w.spaced = !w.plain.length || /\s$/.test(w.plain.at(-1));
        w.addText(` ${clip(collapse(iconName), 60)}${count && !iconName.includes(count) ? ' ' + count : ''} `);
      });
    }
    // A box typed in inside a form (a comment composer: Quill's, Tiptap's, Lexical's) holds the
    // visitor's draft, as a <textarea> would: it is a field (see readForm), and what is typed in it
    // is not read. So does a composer outside a form (see composes). An editor that is neither (the
    // page's own document, just edited) is read.
    const editable = flagged(el, c) ? attr(el, 'contenteditable') : null;
    if (editable !== null && editable !== 'false' && (el.closest('form') || composes(el))) return;
    // A search box, and what it found when open: other pages' text (MkDocs Material's results), not
    // this page's. Its fields stay in `forms`. What its fields show as the page filled them is the page's
    // state (a flight search's "From: London · To: Berlin BER"), said in one line (see searchLine).
    if (role === 'search' || tag === 'search') {
      for (const form of el.querySelectorAll('form')) readForm(form, c, st);
      const line = searchLine(el, c);
      if (line) {
        w.addText(line);
        st.firstNode ??= el;
        st.lastNode = el;
        st.chars += line.length;
      }
      return;
    }
    // A tab's link leads to its own panel, and a label's to the control it is for (MkDocs Material's linked tabs).
    const href = tag === 'a' && role !== 'tab' && !((shared ? up.tag : parent.localName) === 'label' && attr(el, 'href') === '#' + parent.htmlFor) ? linkTarget(el) : '';
    // A toggle that is on (a billing period's "Annual", a button's `aria-pressed`, which means nothing
    // on other elements; a radio's, a checkbox's or a switch's `aria-checked`) says so, as a tab does; in
    // its block when it is one (a menu's item, `<li role=menuitemcheckbox>`, written before this runs).
    // One of glyphs alone with words after it (a "★" before "Favourite") says so after them (see element).
    if (((tag === 'button' || role === 'button') && attr(el, 'aria-pressed') === 'true' && !glyphToggle(el)) || (role && CHECKABLE.test(role) && attr(el, 'aria-checked') === 'true')) {
      const mark = w.markHere();
      exits.push(() => selected(w, mark, true));
    }
    // A bare number or a shortened date a forum spells out on hover only (Discourse's like count, "14",
    // titled "14 people liked this post"; its "Feb 3", titled "Feb 3, 2025 11:02 am") reads as its
    // title (see spelledOut). A link's (Discourse's post date, `<a title>`) in its text, once it is read.
    if (tag === 'span' || tag === 'button' || (tag === 'a' && !href)) spelledOut(el, w, exits, c);
    // A disclosure button (`aria-expanded=false` and the region it opens in `aria-controls`; not a
    // menu's or a list's popup) is a <summary>: once it showed text, the region, collapsed, is read
    // as a closed <details> is (see frameOf). One in a heading leaves the heading its line; one in a
    // line (a post's controls in a <nav>, Discourse's "2 Replies") stays in it.
    const controls = (role || tag) === 'button' && el.matches(DISCLOSURE) && attr(el, 'aria-controls');
    if (controls) {
      const at = st.chars, root = el.getRootNode();
      exits.push(() => st.chars > at && controls.split(/\s+/).forEach((id) => st.opens.add(root.getElementById(id))));
    }
    if (c.oneLine) {
      // Inside navigation and footers everything is one line: only links and inline marks count.
      if (href) {
        readLink(el, href, w, st, exits, true);
        if (addCount && !iconName) exits.push(addCount); // in its words (see above)
        spelledOut(el, w, exits);
      }
      // A tab (Material's, a radio's label) is an item of one line, whatever boxes it holds, set inline
      // or not (buttons or links side by side: "PythonCLI"); the tab shown says so: its radio checked,
      // or `aria-selected`.
      const radio = tag === 'label' && el.parentNode.classList?.contains('tabbed-labels') && el.control;
      if (radio || role === 'tab') {
        c.inHeading = true;
        w.flushInline();
        exits.push(st.flushTop);
      }
      if (radio ? radio.checked : role === 'tab' && attr(el, 'aria-selected') === 'true') exits.push(() => w.addText(' (selected)'));
      return childrenOf(el, tag, c);
    }

    // h1…h6 by the digit in its name (a stray h7 is an h6; 'hr' has no digit), else an ARIA heading.
    const named = (tag[0] === 'h' && tag.length === 2 && +tag[1]) || (st.slot?.cell === el && st.slot.level); // or a timetable's break (see timetable)
    const twin = (c === twinHead.frame && twinHead.level) || st.titled?.get(el); // a title, read as the screen-reader heading beside it
    // So is a post's header that is no heading (Discourse's `topic-meta-data`, its author and date, in a post
    // a script added: the others' are `role=heading`), as the others are: "## jdiaz Feb 6, 2025 10:00 am"; and
    // Mastodon's `status__info`, a toot's time and author, "## **Alice Chen** @alice@mastodon.social · 2h" (see walk), in a
    // feed's <article> or, in a thread around a detailed status, its `div.status`.
    const heading = !st.clip?.contains(el) && (named || twin || role === 'heading' || (tag === 'div' && (!!c.cls?.includes?.('topic-meta-data') || !!c.cls?.includes?.('status__info')) && POST_HEADER.test(c.cls) && el !== st.quoteHead && (!!el.closest('article') || /(^|\s)status(\s|$)/.test(around))) ||
      // And a social post's first line, its author's name and @handle: "## Alice Chen @alicechen · 2h".
      (tag === 'div' && c.outer?.tag === 'article' && !el.previousElementSibling && el !== st.quoteHead && byline(el)) ||
      // And Mastodon's detailed status's (a post opened alone, in no <article>), its author's link (see element).
      (tag === 'a' && (!!around?.includes?.('detailed-status') || !!around?.includes?.('p-author')) && /(^|\s)(detailed-status|p-author)(\s|$)/.test(around) && (c.cls ??= el.className).includes?.('detailed-status__display-name')));
    // MkDocs Material's content tabs (pymdownx.tabbed) are radios and their labels, with no role.
    let chrome = CHROME_LABEL[tag] || CHROME_LABEL[role] || (hasClass(el, c, 'tabbed-labels') && 'Tabs');
    // An <aside> outside the article is a sidebar, as Furo's menus are (it has no <nav>); inside, a
    // note or a pull quote of the article's own.
    if (chrome === 'Sidebar' && el.closest('main,article,[role=main]')) chrome = null;
    // A <footer> of an item (a comment, a feed's entry: in a list item, or an article in an article)
    // is its byline or its share line, the item's own; the page's or the article's is chrome.
    if (tag === 'footer' && el.parentElement.closest('li,article article')) chrome = null;
    // A card's, in <main> (a review's "Did you find this helpful? · Yes · No", its box a <header>'s and a <footer>'s), is one
    // line of the card's, not labelled the page's.
    const cardFoot = chrome === 'Footer' && tag === 'footer' && cardEnds(el.parentElement);
    // Docusaurus's <details> collapses its body by script, the one box after the summary drawn nowhere
    // and at no height (`display: none; height: 0px`, inline): its collapsed state, which the shown
    // summary opens, is read as a closed <details> is. Only that box.
    if (tag === 'summary' && el.parentNode.localName === 'details' && !el.parentNode.open) {
      const body = el.nextElementSibling;
      if (body && !body.nextElementSibling && body.style.display === 'none' && parseFloat(body.style.height) === 0) {
        const at = st.chars;
        exits.push(() => st.chars > at && st.opens.add(body));
      }
    }
    // Notes with no heading of their own are a section of their own, not more of the last one: a
    // block that says it holds them (`role=doc-endnotes`, `class=footnotes`, a label), or a list whose
    // first item a marker in the text links to ("※2", "[1]"). Headed by its label, else "Notes".
    if (c.opensBlock && !chrome && w.cite && tag !== 'li' && !(st.notes && (st.notes.contains(el) || st.notes === el.previousElementSibling))) {
      const label = tagged(el, c) ? attr(el, 'aria-label') : null;
      const id = (tag === 'ol' || tag === 'ul') && el.querySelector(':scope>li[id]')?.id;
      const marker = id ? el.ownerDocument.querySelector(`a[href$="#${CSS.escape(id)}"]`) : null;
      if ((role !== null && /^doc-(endnotes|footnote)$/.test(role)) || hasClass(el, c, 'footnotes') || (label !== null && NOTES.test(label)) || marker?.textContent.trim().length < 9) {
        st.notes = el;
        if (!/(^|\n)#{1,6} [^\n]*$/.test(w.blocks.at(-1)) && !el.querySelector(':scope>:is(h1,h2,h3,h4,h5,h6)')) w.addBlock('## ' + collapse(label || 'Notes'));
      }
    }
    // An <aside> that opens with no heading of its own, a column of <main>'s grid or flex row (a car listing's price and seller
    // beside its specs), is a section of its own, not more of the last heading's (another car, in "Similar cars"):
    // headed by its label when that is a short name, else "Sidebar" (a label is not shown: no sentence of it is read).
    if (tag === 'aside' && !chrome && w.cite && /^(main|div)$/.test(c.outer.tag) && (c.outer.tag === 'main' || attr(c.outer.el, 'role') === 'main') &&
        /grid|flex/.test(c.outer.computed.display) && !collapse(el.textContent).startsWith(collapse(el.querySelector(HEADS)?.textContent ?? '\0')) &&
        w.blocks.some((b) => /^#{1,6}\s/.test(b))) {
      const label = collapse(attr(el, 'aria-label') || '');
      w.addBlock('## ' + (/^[\p{L}\p{N}&' -]{1,40}$/u.test(label) && label.split(' ').length <= 4 ? label : 'Sidebar'));
    }
    let row, struck; // a row of paired figures (see figureRow); a figure struck by CSS (see cssStruck)
    // A post quoted in a post (X's: a box of `role=link` in the post's <article>; a nested <article>; Mastodon's
    // `.status__quote`) that opens with its author's @handle line is a quote, read as a <blockquote> is, its
    // author's line one line, cited (see quoteHead): not loose lines of the post that quotes it. Not a comment, an
    // <article> a list item holds or named one (WordPress's `li > article.comment-body`, a reply's "@carol" in its first line).
    const quote = (role === 'link' ? tag === 'div' : tag === 'article' ? el.parentNode.localName !== 'li' && !/comment/i.test(c.cls ??= el.className) :
      tag === 'div' && !!(c.cls ??= el.className).includes?.('status__quote') && QUOTE_BOX.test(c.cls)) &&
      (tag === 'div' && role !== 'link' || !!el.parentElement?.closest('article')) && quoteHead(el);
    if (quote) st.quoteHead = quote;
    // Mastodon writes a toot's time before its author, set after it by its style sheet (`order`): read as shown, and
    // as X's, the time after a dot, "**Alice Chen** @alice@mastodon.social · 2h"; in a quoted toot too.
    if (tag === 'div' && (heading || el === st.quoteHead) && (c.cls ??= el.className).includes?.('status__info')) {
      const time = el.firstElementChild;
      if (time?.classList.contains('status__relative-time') && time.nextElementSibling) c.timeLast = time;
    }
    // A detailed status writes its time last, in its meta line under its text ("Mar 12, 2027, 08:14"): read so too, after
    // its author's link, "## [**Alice Chen** @alice@mastodon.social](…) · [Mar 12, 2027, 08:14](…)"; a short time only
    // (false: none, its link read all the same; see element).
    if (tag === 'a' && heading && c.cls?.includes?.('detailed-status__display-name')) {
      // (Mastodon 3.x's pages hold the link in a `div.p-author`.)
      const time = (el.parentNode.classList.contains('p-author') ? el.parentNode.parentNode : el.parentNode).querySelector(':scope>.detailed-status__meta .detailed-status__datetime');
      c.timeLast = !!time && time.textContent.length < 40 && /\d/.test(time.textContent) && time;
    }
    if (heading || tag === 'summary' || (controls && !c.inHeading)) {
      // A heading's level; none for a <summary>, whose line is bold.
      const level = heading ? Math.min(6, Math.max(1, named || twin || parseInt(attr(el, 'aria-level'), 10) || 2)) : tag === 'summary' && panelLevel(el, st);
      c.inHeading = true;
      w.flushInline();
      exits.push(() => {
        const line = w.takeLine();
        if (!line.md) return;
        // A disclosure button of a glyph ("⌄") is named by its label, as screen readers name it: "**Flight details**".
        if (!level) return w.addBlock('**' + (iconName && /\p{L}/u.test(iconName) && !/[\p{L}\p{N}]/u.test(line.plain) ? clip(collapse(iconName), 60) : line.md) + '**');
        const lead = w.lead; // a clause's number (see 'li'): after the marks
        w.lead = '';
        const badge = level > 1 && badgeOf(el, w);
        w.addBlock('#'.repeat(level) + ' ' + lead + namesLink(st, line));
        if (badge) w.addBlock(badge);
        if (st.slot?.cell.contains(el)) {
          // Cited as the time's cell: where the page shows it.
          st.firstNode = st.lastNode = st.slot.node;
          w.addBlock(st.slot.text, true);
          st.slot = null;
        }
        st.headings.push({ level: level, text: line.plain });
      });
    } else if (!c.dataTable && (tag === 'table' ? isDataTable(el) : role && /^(grid|table|treegrid)$/.test(role))) {
      // rowPlaces: each row's place, in the order the table shows them (a <tfoot> written first is
      // still its last), as rowIndex gives it; read once, since rowIndex counts from the top at each call.
      // bare: no header row (no <thead>, and the first row's first <td> holds text: a shop's spec table
      // of a <th> and a <td> a row, a grid of facts), so none is made of it ("Hob — 1.7 L: Gas"); an
      // empty corner beside the column headers leaves them one. A grid drawn in boxes (ag-grid's:
      // `role=grid`, rows and cells by their roles) is a table too, its rows in the page's order.
      const table = (c.dataTable = { captionText: null, cellRows: [], rowPlaces: new Map(Array.from(el.rows || el.querySelectorAll('[role=row]'), (row, i) => [row, i])),
        bare: !el.tHead && el.rows?.[0]?.querySelector('td')?.textContent.trim() });
      // and colCount, once tableMarkdown counts them
      c.rowCells = null;
      exits.push(() => {
        table.shownHead = tag === 'table' && headInCells(el);
        const md = tableMarkdown(table);
        if (!md) return;
        w.addBlock(table.captionText ? 'Table: ' + table.captionText + '\n\n' + md : md);
        // One that draws only the rows on screen (a virtual list) says how many it has.
        const count = attr(el, 'aria-rowcount');
        if (count > table.cellRows.length) w.addBlock(`(${table.cellRows.length} of ${count} rows shown)`);
        st.tables.push({ caption: table.captionText, rows: table.cellRows.length, cols: table.colCount });
      });
    } else if (tag === 'table') {
      c.dataTable = c.rowCells = null; // a table in a table's cell is read as the cell's text
    } else if (!c.dataTable && tag === 'tr' && el.classList.contains('ltx_eqn_row')) {
      // LaTeXML's numbered equation (arXiv's HTML) is a row: the formula's cell, then its tag's, "(1)". One line.
      nest(st, exits, (line) => w.addBlock(line), ' ');
    } else if (c.dataTable && tag === 'caption') {
      nest(st, exits, (caption) => (c.dataTable.captionText = collapse(caption) || null));
    } else if (c.dataTable && (tag === 'tr' || role === 'row')) {
      // Made already if a cell above reaches into it.
      c.rowCells = c.dataTable.cellRows[c.dataTable.rowPlaces.get(el)] ||= [];
    } else if (c.rowCells && (tag === 'td' || tag === 'th' || /^(cell|gridcell|columnheader|rowheader)$/.test(role))) {
      // A cell spanning columns leaves '' in the places it covers, and the cells beside keep their columns. One
      // spanning rows (a hotel's room type over its two rates) is said again in each, as its text link-free and
      // short: a markdown row has no span, and a rate read without its room was no room's. Not one with a picture
      // (Wikipedia's photo column beside a list of cities: the first city's photo is no other city's).
      const row = c.rowCells;
      const rows = c.dataTable.cellRows;
      const at = c.dataTable.rowPlaces.get(el.parentNode);
      // 0 (to the end of the table) is taken as 1; one past its row group's last row ends there, as browsers draw it.
      const group = el.rowSpan > 1 && el.parentNode.parentNode, left = group?.rows ? group.rows.length - el.parentNode.sectionRowIndex : Infinity;
      const down = Math.min(el.rowSpan, 50, left);
      const across = Math.min(el.colSpan, 50);
      nest(st, exits, (cell) => {
        let i = 0;
        while (i in row) i++; // the first column no cell above reaches into
        const md = cell.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
        const again = down > 1 && !md.includes('![') ? clip(collapse(md.replace(MD_LINK, '$1').replace(MD_MARK, ' ')), 80) : '';
        for (let r = 0; r < down; r++) for (let j = 0; j < across; j++) (rows[at + r] ||= [])[i + j] = r && !j ? again : '';
        row[i] = md;
        // Today's row in a week's hours (`aria-current="date"`, or `true` on the row), shown in bold, says so
        // after its first cell, as a chosen tab says "(selected)": "Thursday (today)".
        if (i === 0 && cell && /^(date|true)$/.test(attr(el.parentNode, 'aria-current'))) row[i] += ' (today)';
      });
    } else if (chrome && condensed(el, chrome)) {
      // Navigation and footers are condensed to one line; their links stay. So is a
      // list of tabs (<ul role=tablist>).
      c.oneLine = true;
      nest(st, exits, (line) => {
        unspan(st); // navigation is not worth a label: nothing an answer rests on
        if (line) w.addBlock(cardFoot ? line : chrome + ': ' + line);
      }, ' \u00b7 ');
    } else if ((tag === 'ul' || tag === 'ol') && (role === 'presentation' || role === 'none') && el.childElementCount < 8 && (c.opensBlock || c.inHeading) &&
        el.textContent.length < 160 && !el.querySelector('ul,ol')) {
      // A list in name only (IMDb's `ipc-inline-list`, `role=presentation`: a film's "2010", "PG-13", "2h 28m" side
      // by side) is one line, its items apart by a dot, cited: "2010 · PG-13 · 2h 28m"; in a line, a part of it.
      c.stripped = true;
      if (!c.inHeading) exits.push(() => w.addBlock(w.takeMarkdown(), true));
      c.inHeading = true;
    } else if ((tag === 'ul' || tag === 'ol' || tag === 'menu') && c.opensBlock) { // one set in a line is read as a line
      const list = nest(st, exits, (md) => md && (w.addBlock(md), (w.listEnds ||= new Set()).add(w.blocks.length - 1)));
      // ordered: the step from one item's number to the next (a reversed list counts down), or false.
      list.numbered = tag === 'ol' ? (el.reversed ? -1 : 1) : null;
      list.list = el;
      const start = parseInt(attr(el, 'start'), 10); // 0 is a start, as on screen
      list.itemNumber = (isNaN(start) ? (el.reversed ? el.querySelectorAll(':scope>li').length : 1) : start) - list.numbered;
      list.cite = w.cite; // items of a top-level list are cited one by one
      list.chips = !!w.cite && linkChips(el, c.outer?.headed === el);
      // One that draws no markers and resets a counter may draw its numbers with it (see countedItem).
      if (c.computed.listStyleType === 'none' && c.computed.counterReset !== 'none') countedList(list, c.computed.counterReset, st);
    } else if (tag === 'li' && (c.opensBlock || c.outer.opensBlock) && !c.outer.stripped) {
      // Quill 2 writes every list as an <ol>, each item's kind in `data-list` (its bullet or box drawn by CSS).
      const kind = attr(el, 'data-list');
      const value = parseInt(attr(el, 'value'), 10);
      // Whether a <ul>'s items count is asked of its first item's style, which the walk has read by now.
      if (w.numbered === null) w.itemNumber -= w.numbered = +(el === w.list.firstElementChild ? COUNTING_STYLE.test(c.computed.listStyleType) : countsItems(w.list, c.win));
      const counted = w.counts && countedItem(el, c, w);
      const cue = st.notes && el.id && st.notes.contains(el) && noteCue(el, st);
      // A film's credit (IMDb's `ipc-metadata-list__item`: its label, "Director", over a list of names) is one line, cited,
      // "Director: [Christopher Nolan](…)": the label over its names was said of nothing.
      const credit = c.opensBlock && c.cls?.includes?.('ipc-metadata-list__item') && el.firstElementChild?.className.includes?.('__label');
      // A clause (terms of service: `<li><h2>Fees</h2><ol><li>…`), an item of a top-level list that
      // opens with its heading and holds a list, is a section: its heading a heading, numbered as the
      // item ("## 4. Fees"), and its blocks the list's, apart and each labelled, its items too. Only if each
      // item of the list that opens with a heading holds a list: a list's shops or posts are one shape, each
      // an item, though one holds a list of its services (else the next shops fell under its section). Not one whose
      // heading is a link (a shop's, a story's: a card, as the server reads it), whose item ends where it ends.
      if (w.cite && headed(el) && el.querySelector(':scope>ol,:scope>ul') && !el.firstElementChild.querySelector('a[href]') &&
          (w.clauses ??= [...w.list.children].every((li) => !headed(li) || li.querySelector(':scope>ol,:scope>ul')))) {
        if (counted) w.lead = counted;
        else if (w.numbered) w.lead = (w.itemNumber = isNaN(value) ? w.itemNumber + w.numbered : value) + '. ';
        w.joiner = '\n\n';
        return childrenOf(el, tag, c);
      }
      // A poll's option (Mastodon's: its share, its name and a bar under them) reads as X's does, its name and its
      // share, the leader, whose bar Mastodon marks `.leading`, bold: "**React 46%**", not "46%" over "React".
      const bar = (w.bars ??= !!w.list && pollBars(w.list)) && w.bars.get(el); // (an item out of a list's writer: none)
      // A stepper's current step marked by its attribute alone, no words for screen readers (see stepNote), says so too.
      const current = attr(el, 'aria-current') === 'step' && ![...el.querySelectorAll('span')].some((s) => stepNote(s, c.win));
      nest(st, exits, (item) => {
        if (!item) return;
        if (current) item = item.replace(/^[^\n]*/, '$& (current step)');
        // (its label a link to the full credits is its words)
        if (credit) item = item.replace(/^(\[\u00b6\d+\] )?(?:\[([^\]\n]{1,30})\]\([^)\n]*\)|([^\n[]{1,30}))\n+(?=\S)/, (_, l = '', a, b) => l + (a || b) + ': ');
        const share = bar && SHARE_FIRST.exec(item.replace(/\n/g, ' '));
        if (share) item = share[2].replace(/^\S+( \S+)*?(?= \[image: |$)/, (name) => bar.classList.contains('leading') ? `**${name} ${share[1]}**` : `${name} ${share[1]}`);
        if (w.numbered && !isNaN(value)) w.itemNumber = value - w.numbered;
        const marker = counted || (kind === 'bullet' ? '- ' : kind === 'checked' ? '- [x] ' : kind === 'unchecked' ? '- [ ] ' :
          w.numbered ? (w.itemNumber += w.numbered) + '. ' : '- ');
        // A note is written with the marker that links to it ("†", "[a]") where it is not read with the
        // marker's number ("1." for "[a]"; not "2." for "※2" or "[n 2]"), and its text does not start with
        // it, bracketed or not (LaTeXML's reference "[1]", linked to by "1").
        if (cue && (cue.match(/\d+/)?.[0] ?? cue) !== marker.replace(/\D/g, '') && !item.replace(/^(\[\u00b6\d+\] )?\\?[[(]?/, '').startsWith(cue)) {
          item = item.replace(/^(\[\u00b6\d+\] )?/, (label) => label + cue + ' ');
        }
        // An item is labelled however short (an ingredient, "2 large eggs"), unless it is links alone (a
        // list of posts, tags or sections outside the navigation): a link is no statement to cite. So is a
        // picture alone among chips with words, items in a row (a shop's "Café" beside "Click & Collect"), the item its place;
        // and a link chip's, a word or three (a dictionary's synonyms under their heading, a post's tags): each a fact.
        const chip = st.chars === c.chars && !st.firstNode && (!c.opensBlock || /(flex|grid)$/.test(c.outer.display)) &&
          PICTURE_CHIP.test(item) && NOT_SPACE.test(w.list.textContent);
        if (chip) st.firstNode = st.lastNode = el;
        w.addBlock(prefixLines(item, marker, ' '.repeat(marker.length)), chip || credit || st.chars - c.chars > c.linkChars || w.chips ||
          (w.cards ??= !!w.list && linkCards(w.list)));
      });
    } else if (tag === 'blockquote' || quote) {
      nest(st, exits, (md) => w.addBlock(prefixLines(md, '> ', '> ')), '\n\n').cite = w.cite;
    } else if (tag === 'dd') {
      // A definition is labelled however short, as a list's item is (a listing's facts: "Bedrooms: 3").
      nest(st, exits, (md) => w.addBlock(prefixLines(md, ': ', '  '), st.chars - c.chars > c.linkChars));
    } else if (st.poll && st.poll === el.parentNode && c.opensBlock && POLL_OPTION.test(el.textContent)) {
      // A poll's option is an item of its list, cited; the leader, bold, stays bold.
      const bold = +c.computed.fontWeight >= 600;
      nest(st, exits, (md) => md && w.addBlock(bold && !md.startsWith('**') ? `- **${md}**` : '- ' + md, true), ' ');
    } else if (tag === 'div' && c.opensBlock && !c.dataTable && !c.inHeading && !c.strip && (c.kids ??= el.childElementCount) - 3 >>> 0 < 10 && pollBox(el)) {
      // A poll's results (X's, "React 46.2%" a box each) are a list, the lines after the options after it.
      const was = st.poll;
      st.poll = el;
      nest(st, exits, (md) => {
        st.poll = was;
        w.addBlock(md.replace(/^((- .*\n)+)(?!- )/, '$1\n'));
      }).cite = w.cite;
    } else if (c.opensBlock && !c.dataTable && !c.inHeading && (c.kids ??= el.childElementCount) > 1 && c.kids < 5 && (row = figureRow(el))) {
      // A row of paired figures (a match's stats: "Possession" over "58%" and "42%", its bars drawn
      // apart) is one line that keeps which figure is whose, "Possession: 58% – 42%", cited as a fact;
      // a row of names over its columns (the teams) one line too, "Arsenal – Chelsea". As read: a
      // part not shown leaves the lines as they were.
      nest(st, exits, (md) => {
        const lines = md.split('\n');
        const labels = lines.filter((line) => !STAT.test(line));
        if (row.figures && labels.length === 1 && lines.length === row.figures + 1) {
          lines.splice(lines.indexOf(labels[0]), 1);
          w.addBlock(`${labels[0]}: ${lines.join(' \u2013 ')}`, true);
        } else if (!row.figures && labels.length === row.labels && lines.length === row.labels) {
          w.addBlock(lines.join(' \u2013 '), true);
        } else for (const line of lines) w.addBlock(line);
      });
    } else if (href) {
      readLink(el, href, w, st, exits, false);
      if (addCount && !iconName) exits.push(addCount);
      spelledOut(el, w, exits);
    } else if ((EMPHASIS[tag] && !c.opensBlock) || tag === 'rt' || (struck = cssStruck(el, c))) {
      // A ruby reading goes in brackets after its base, as text without ruby writes it: 漢字(かんじ).
      // In plain text too (a heading's in `headings`), where the reading ran into its base.
      // So is one straight after an element (an old price after the price, `<span>£20.00</span><span class=was>£25.00</span>`).
      if ((tag === 'del' || tag === 's' || struck) && el.previousSibling?.nodeType === 1) w.addText(' ');
      const mark = w.markHere();
      exits.push(() => {
        if (tag === 'rt' && NOT_SPACE.test(w.plain.slice(mark.plain).join(''))) {
          w.plain.splice(mark.plain, 0, '(');
          w.plain.push(')');
        }
        const wrap = struck ? '~~' : EMPHASIS[tag];
        // Struck inside struck (`<span class=was><s>10:07</s></span>`) is struck once.
        if (wrap !== '~~' || !/^\s*~~((?!~~)[^])*~~\s*$/.test(w.md.slice(mark.md).join(''))) w.wrapSince(mark, wrap || '(', wrap || ')');
        // Struck text followed straight by an element (a sale price's `<del>$97.99</del><span>$68.99</span>`,
        // set apart by a margin) is a word of its own; text after it keeps its own spacing ("~~$5~~, now").
        if ((tag === 'del' || tag === 's' || struck) && (el.nextSibling ?? el.parentNode.nextSibling)?.nodeType === 1) w.addText(' ');
      });
    } else if ((tag === 'sup' || tag === 'sub') && !el.closest('a')) {
      // 10^8, x_i, x^(n+1): flat, they read as 108 and xi. A footnote marker (a link, in one or
      // around one, [1], :p. 7) or a symbol (®) stays as it is; so do words ($19.99 <sub>per month</sub>),
      // and a price's cents set high, two digits by a currency amount: $9<sup>99</sup> is $9.99.
      const mark = w.markHere();
      exits.push(() => {
        const body = w.md.slice(mark.md).join('').trim();
        const up = tag === 'sup' ? '^' : '_';
        const before = w.plain.slice(Math.max(0, mark.plain - 3), mark.plain).join('');
        // A flight's "+1" after its arrival time is a day's, not a power: "01:10 (+1 day)".
        if (tag === 'sup' && /^[+\u2212-][1-3]$/.test(body) && /\d:\d\d\s*$/.test(before)) {
          w.md.splice(mark.md);
          w.plain.splice(mark.plain);
          w.spaced = /\s$/.test(before);
          w.addText(` (${body} day${body[1] > 1 ? 's' : ''})`);
        } else if (/^\d\d$/.test(body) && /\d[.,]?$/.test(before) && (/\p{Sc}\s*[\d.,]+$/u.test(before) || /^\s*\p{Sc}/u.test(el.nextSibling?.textContent))) {
          if (/\d$/.test(before)) {
            w.md.splice(mark.md, 0, '.');
            w.plain.splice(mark.plain, 0, '.');
          }
        } else if (/^[-−+(*]*\w/.test(body) && !(/\S\s+\S/.test(body) && /\p{L}{2}/u.test(body))) {
          body.length > 1 ? w.wrapSince(mark, up + '(', ')') : w.wrapSince(mark, up, '');
        }
      });
    } else if (INLINE_CODE.has(tag) && !c.opensBlock) {
      const mark = w.markHere();
      exits.push(() => {
        // A fence longer than any run of backticks inside, and a space inside it before or after
        // a backtick at an end, as CommonMark reads code spans.
        const body = w.md.slice(mark.md).join('');
        let fence = '`';
        while (body.includes(fence)) fence += '`';
        const pad = /^`|`$/.test(body) ? ' ' : '';
        w.wrapSince(mark, fence + pad, pad + fence);
      });
    }
    // An abbreviation is spelled out on its first use, as hovering it shows: "API (application
    // programming interface)"; only by a few words that start as it does (a title is no place for more).
    const full = tag === 'abbr' && collapse(attr(el, 'title') || '').replace(LABEL_LOOKALIKE, '[ ');
    const short = full && collapse(el.textContent);
    if (short?.[1] && full.length < 80 && full.split(' ').length < 9 && full[0].toLowerCase() === short[0].toLowerCase() && !(st.abbrs ||= new Set()).has(short)) {
      const mark = w.markHere();
      exits.push(() => w.md.length > mark.md && st.abbrs.add(short) && w.addText(` (${full})`, ` (${full.replace(/\*/g, '\\*')})`));
    }
    // A time shown relative to the read ("26 min ago", "yesterday") is frozen there, and says no time a
    // question can name ("What happened at 14:05?"): its machine time follows it, "26 min ago
    // (2026-12-06 14:05 UTC)". Not one that shows a clock time or a year already ("Today, 14:05"). GitHub's
    // <relative-time> likewise, whatever it shows ("last week", "Jan 19": its words are GitHub's, in any language),
    // its text written in its shadow root once its script runs. So is a day shown without its year ("Mar 10": a
    // post quoted in a post, X's and Mastodon's older posts): "Mar 10 (2027-03-10 10:00 UTC)"; with no machine time,
    // its title, as a <span>'s (see spelledOut).
    if (tag === 'time' || tag === 'relative-time') {
      const text = (el.shadowRoot || el).textContent;
      const at = attr(el, 'datetime') && (tag === 'relative-time' || ((RELATIVE_TIME.test(text) || SHORTENED.test(text.trim())) && !/\d:\d\d|\d{4}/.test(text))) &&
        NOT_SPACE.test(text) && absoluteTime(attr(el, 'datetime'));
      const mark = at && w.markHere();
      if (at) exits.push(() => w.md.length > mark.md && w.addText(` (${at})`));
      else if (tag === 'time') spelledOut(el, w, exits);
    }
    // An admonition shows its kind by colour and icon; its title names it only when it has no title
    // of its own ("Note"). A titled one is written "Warning: Python 3.8 is gone". MkDocs, Sphinx,
    // Docusaurus and VitePress name the kind in a class of the box around the title (or <details>
    // around <summary>); a Starlight aside in its own, and its title (aria-hidden) in its label.
    // An untitled one's title is its kind alone (Sphinx's and MkDocs' "Note", Starlight's label "Tip"): it
    // leads the first block, "Note: Heights are in metres.", and is no block of its own ("Note" on a
    // line was quoted as the note's first words). A <summary> is still read: it is what opens its <details>.
    const label = tag === 'aside' && attr(el, 'aria-label');
    if (label || tag === 'summary' || ((c.cls ??= el.className).length > 10 && /(admonition-?|block-)(title|heading)/i.test(c.cls))) { // ("block-title": 11 at least)
      const kind = ADMONITION_KIND.exec((label ? el : el.parentNode).className)?.[0];
      const said = (label || el.textContent).replace(/\W/g, '').toLowerCase();
      const name = kind && kind[0].toUpperCase() + kind.slice(1) + ': ';
      if (kind && !said.startsWith(kind)) w.addText(name);
      if (kind && label && said !== kind) w.addText(label);
      if (said === kind && tag !== 'summary') {
        w.lead = name;
        if (!label) return; // the title, not read; an aside's content is
      }
    }
    // A region named by its label alone, no heading in it (an album's `<section aria-label="Release information">` over its
    // date), leads its first line with its name: "Release information: October 17, 2025", the one thing that says what the
    // date is of. (Not past its end: a region that showed nothing leads nothing.)
    const region = (tag === 'section' || role === 'region') && !c.oneLine && regionName(el);
    if (region) {
      w.flushInline();
      w.lead = region;
      exits.push(() => void (w.lead === region && (w.lead = '')));
    }
    // A group ruby's bases and readings are read in pairs, each <rb> with its <rt>: 鰻(うなぎ)の寝床(ねどこ).
    if (tag === 'ruby' && el.querySelector(':scope>rb')) {
      const rt = el.querySelectorAll(':scope>rt');
      return [...el.querySelectorAll(':scope>rb')].flatMap((rb, i) => (rt[i] ? [rb, rt[i]] : rb));
    }
    return childrenOf(el, tag, c);
  }

  /**
   * Whether a piece of chrome is condensed to one line: short chrome is, a few links and lines. A
   * live feed in it (`role=log`, `role=feed`: a team chat beside a document) and a long sidebar of
   * text (a thousand characters, under a third of them links) keep their blocks, a message or a
   * paragraph each, so that one can be quoted alone; they stay in the chrome, after the main content.
   */
  function condensed(el, chrome) {
    if (/^(log|feed)$/.test(attr(el, 'role')) || el.querySelector('[role=log],[role=feed]')) return false;
    if (chrome !== 'Sidebar') return true;
    // A live blog's key events (links to its own entries, each led by its time, "13:40 Ferries
    // cancelled") keep their list too: items one can quote and cite, not one line of the sidebar.
    const anchors = el.querySelectorAll('a[href]');
    if (anchors.length > 1 && [...anchors].every((a) => a.hash && CLOCK_TIME.test(a.textContent))) return false;
    const length = collapse(el.textContent).length;
    if (length < 1000) return true;
    let links = 0;
    for (const a of el.querySelectorAll('a')) links += collapse(a.textContent).length;
    return links * 3 > length;
  }

  /**
   * Says a box ticked or chosen with no label of its own "(selected)" after the words beside it, as a
   * labelled one is: after its next siblings up to the next box are read (on the walk's stack below
   * them), else, the last in its box, after the words before it.
   */
  function selectedAfter(el, st, stack) {
    const w = top(st);
    let n = 0, last = null;
    for (let s = el.nextSibling; s && !boxAt(s); s = s.nextSibling) {
      n++;
      last = s;
    }
    if (!n) return w.md.length && w.addText(' (selected)');
    if (stack[stack.length - 2] !== el.nextSibling || stack[stack.length - 2 * n] !== last) return; // a slot's nodes: not its siblings
    const mark = w.markHere();
    stack.splice(stack.length - 2 * n, 0, () => selected(w, mark, false), null);
  }

  /**
   * Reads a bare number or a shortened date as its title: what a question names ("How many likes?",
   * "When, in what year?"). Only a short title that starts with the number, or gives the date its year
   * or time and the same day; asked of no element whose text is more.
   */
  function spelledOut(el, w, exits, c) {
    const mark = w.markHere();
    exits.push(() => {
      const shown = w.blocks.length === mark.blocks && collapse(w.plain.slice(mark.plain).join(''));
      if (shown && CHANGE.test(shown) && el.localName === 'span' && directed(el, w, mark, shown, c)) return;
      if (!shown && !w.md.length && w.blocks.length > mark.blocks && el.localName === 'span') return boxedChange(el, w);
      if (!shown || shown.length > 16 || !(SHORTENED.test(shown) || RELATIVE_TIME.test(shown)) || /\d{4}|\d:\d\d/.test(shown)) return;
      const title = collapse(attr(el, 'title') || '').replace(LABEL_LOOKALIKE, '[ ');
      const lead = title.startsWith(shown) && !/[\p{L}\p{N}]/u.test(title[shown.length]);
      const count = /^\d/.test(shown) && !/\p{L}/u.test(shown);
      const day = !count && SHORTENED.test(shown) && +shown.match(/\d+/)[0]; // the date's day, which its title says too
      if (title.length > 60 || !(count ? lead && title[shown.length] === ' ' :
        /\d{4}|\d:\d\d/.test(title) && (!day || title.match(/\d+/g).some((n) => +n === day)))) return;
      const more = lead ? title.slice(shown.length) : ` (${title})`;
      w.addText(more, more.replace(/\*/g, '\\*'));
    });
  }

  /**
   * Reads a change whose direction only an arrow drawn shows (Google Finance's `<span aria-label="Down by 0.44%"><svg…/>0.44%
   * </span>`: up and down read the same, "0.44%") as its label, where that is the figure shown and a direction's words
   * alone, "Down by 0.44%"; a label that says more (an instruction) stays out. Where the span is a box in a line, or
   * ends one (a pill), its words are apart from those after the box, as its box sets them: "Down by 0.44% Amazon".
   */
  function directed(el, w, mark, shown, c) {
    const label = directionOf(el, shown);
    if (!label) return false;
    w.md.length = mark.md;
    w.plain.length = mark.plain;
    w.spaced = !w.plain.length || /\s$/.test(w.plain.at(-1));
    w.addText(label);
    const box = c?.boxInLine ? el : !el.nextSibling && c?.outer?.boxInLine && c.outer.el;
    if (box && /^[\p{L}\p{N}+\-\u2212(]/u.test(box.nextSibling?.textContent || '')) w.addText(' ');
    return true;
  }

  /**
   * The same where the figure is a box of its own in the span, its last block (Google Finance's real markup: `<span
   * aria-label="Down by 0.44%"><div><div><span aria-hidden="true"><svg…/></span>0.44%</div></div></span>`): that
   * block, the span's whole text, reads as the label, its citation kept.
   */
  function boxedChange(el, w) {
    const block = w.blocks.at(-1), cite = block.match(/^\[\u00b6\d+\] /)?.[0] || '', shown = block.slice(cite.length);
    const label = CHANGE.test(shown) && shown === collapse(el.textContent) && directionOf(el, shown);
    if (label) w.blocks[w.blocks.length - 1] = cite + label;
  }

  /** A span's label where it is the figure it shows and a direction's words alone, "Down by 0.44%" (see directed). */
  function directionOf(el, shown) {
    const label = collapse(attr(el, 'aria-label') || '');
    const at = label.indexOf(shown);
    return at >= 0 && label.length <= 40 && DIRECTION.test(label.slice(0, at) + '|' + label.slice(at + shown.length)) && label;
  }

  /** A label's box when it is ticked and says so (see enter): not a CSS toggle's, a task's, a tab's. */
  function tickedBox(label) {
    const box = label.control;
    return box?.checked && (box.name || box.hasAttribute('value') || box.offsetWidth) && !box.matches('li :disabled,.task-list-item *') &&
      !label.parentNode.classList?.contains('tabbed-labels') && box;
  }

  /**
   * Whether a button shows a description hidden until then (a tooltip, a popover): what its
   * `aria-describedby`, `popovertarget` or `aria-controls` (not a disclosure's, see DISCLOSURE) names is not drawn.
   */
  function showsHidden(button, view) {
    const id = attr(button, 'aria-describedby') || attr(button, 'popovertarget') || (!button.matches(DISCLOSURE) && attr(button, 'aria-controls'));
    const shown = id && button.getRootNode().getElementById(id.trim().split(/\s+/)[0]);
    return !!shown && (!shown.getClientRects().length || view.getComputedStyle(shown).visibility !== 'visible');
  }

  /** Whether a pressed toggle shows glyphs alone (a "★") and words follow it, which name it (see enter). */
  function glyphToggle(button) {
    return !/[\p{L}\p{N}]/u.test(button.textContent) && wordsBeside(button);
  }

  /** Whether words follow a box (or its label) before the next box: what names it, when it shows none. */
  function wordsBeside(el) {
    for (let s = el.nextSibling; s && !boxAt(s); s = s.nextSibling) {
      if (/[\p{L}\p{N}]/u.test(s.textContent)) return true;
    }
    return false;
  }

  /** Whether a node is a box that ends the words beside the one before it: a field, a label, a box drawn, a toggle. */
  function boxAt(n) {
    return n.nodeType === 1 && (n.localName === 'input' || n.localName === 'label' || n.localName === 'button' || attr(n, 'aria-checked') !== null || attr(n, 'aria-pressed') !== null);
  }

  /** Writes " (selected)" after what `w` took since `mark`: its inline text, else its last block; `always`, else only after either. */
  function selected(w, mark, always) {
    if (w.md.length <= mark.md && w.blocks.length > mark.blocks) w.blocks.push(w.blocks.pop() + ' (selected)');
    else if (always || w.md.length > mark.md) w.addText(w.spaced ? ' (selected) ' : ' (selected)'); // the space before it stays after it
  }

  /** The first `n` characters of `text`, less half of one cut in two (an emoji's surrogate pair). */
  function clip(text, n) {
    return text.slice(0, /[\ud800-\udbff]/.test(text[n - 1]) ? n - 1 : n);
  }

  /**
   * Reads the document into the payload the server expects (see DESIGN.md, "contract"), in steps:
   * the walk pauses every 50 ms, so that a huge page (a 50,000-row table takes seconds) does not
   * freeze its tab. Its last step yields the page; readSlowly() lets the page run between steps.
   */
  function* readPage(doc) {
    const started = now();
    const st = {
      charCap: config.maxChars,
      chars: 0,
      full: false,
      main: '', // the main content's markdown (see pickMain)
      writers: [new Writer()],
      headings: [],
      linkList: [],
      linkSeen: new Map(),
      code: [],
      media: { images: [], video: [], audio: [], iframes: [] },
      mediaSeen: new Set(),
      forms: [],
      tables: [],
      exits: [], // reused by element(): what runs when the current element closes
      flushTop: () => top(st).flushInline(),
      cites: [], // block label n → {first, last, md, text} at [n - 1]: its nodes, markdown and first node's text
      firstNode: null, // the first and last text node written since the last block was labelled
      lastNode: null,
      spanStart: 0, // st.chars when that span began
      chose: -1, // st.chars when a drop-down's chosen option was last written (see labelBlock)
      lone: null, // a detailed status's dot after its time, which its byline reads (see element)
      filter: null, // the last filter's label made one line with its drop-down (see filterLabel)
      boxed: -1, // st.chars when a number box's value was written after its label, "Deposit: 25,000" (see boxLine)
      tallied: -1, // st.chars when an icon's count was said with its label's noun, "48K likes" (see labelBlock)
      run: null, // the last run of a PDF's text laid out by pdf.js (see textRun)
      opens: new Set(), // the regions that disclosure buttons read so far open (see enter)
      disclosures: null, // root → the regions its disclosure buttons name, once a collapsed element asks (see opensLater)
      shown: null, // disclosure button → whether it shows (see opensLater)
      link: null, // the link being read, {href, outer, named} (see readLink)
      slots: null, // a timetable's cells → what each says of its place, null for a time said so (see timetable)
      slot: null, // the session whose place goes after its heading, {cell, text}
      poll: null, // the poll whose options are being read (see pollBox)
      quoteHead: null, // the author's line of the last post quoted in a post (see quoteHead)
    };
    st.writers[0].cite = (md, item, w) => labelBlock(st, md, item, w);
    st.cites.n = changes;
    watch(doc);
    BASES.delete(doc);
    const html = doc.documentElement;
    const root = doc.body || html;
    const view = doc.defaultView;
    const htmlStyle = view.getComputedStyle(html);
    // The canvas is dark where the page's colour scheme is (CSS, else its <meta>): white text on it shows.
    const scheme = htmlStyle.colorScheme.replace('normal', doc.querySelector('meta[name=color-scheme]')?.content);
    const canvas = /dark/.test(scheme) && (!/light/.test(scheme) || view.matchMedia('(prefers-color-scheme:dark)').matches) ? DARK : WHITE;
    const rootFrame = new Frame(htmlStyle, null, 'block', view, html);
    rootFrame.flags = flag(doc, { held: new Set(), named: new Set(), roots: [] });
    // A page that flows left (right to left, vertical-rl) can be scrolled to what lies left of it.
    const flow = view.getComputedStyle(root);
    if (flow.direction === 'rtl' || flow.writingMode.endsWith('rl')) rootFrame.inX = Infinity;
    rootFrame.bg = background(htmlStyle, canvas) || canvas;
    yield* walk(root, rootFrame, st);
    styled = lastStyle = null; // no element of the page is kept alive by the widget between reads

    // `content` starts with `main` exactly: the server finds where the chrome begins that way.
    const main = st.main.trim().replace(/\n{3,}/g, '\n\n');
    const rest = st.writers[0].joinBlocks().trim().replace(/\n{3,}/g, '\n\n');
    let content = main && rest ? main + '\n\n' + CHROME_MARK + '\n\n' + rest : main || rest;
    const cut = st.full || content.length > st.charCap;
    const marker = cut ? `\n\n[reverserag: the page continues; content was cut at ${st.charCap.toLocaleString('en')} characters]` : '';
    if (cut) content = clip(content, st.charCap) + marker; // the whole of it when only the walk stopped
    const page = payload(doc, st);
    CITES.set(page, st.cites);
    page.content = content;
    page.main = main.length > st.charCap ? clip(main, st.charCap) + marker : main || null;
    page.extraction_ms = elapsed(started);
    yield page;
  }

  function addMedia(st, kind, src, alt) {
    const key = kind + '\n' + src;
    if (!src || st.mediaSeen.has(key) || st.media[kind].length >= 5000) return;
    st.mediaSeen.add(key);
    st.media[kind].push({ src: src, alt: alt || null });
  }

  function element(el, ctx, st, stack, tag) {
    const later = st.later?.get(el); // a side column read after this, its heading's row (see sideColumn)
    if (later) readLater(el, later, st, stack);
    else if (later === null) return; // a side column passed over where it stands, read after its title's row
    // An SVG is skipped but for MathJax's drawing of a formula (the first piece of one it broke up).
    if (SKIP.has(tag) && !(tag === 'svg' && el.matches('mjx-container>:first-child'))) {
      if (FIELDS.has(tag) && el.form === null && !el.disabled) looseField(el, ctx, st);
      // A control set in a line (a player's seek slider between its "0:00" and "48:12") parts the words beside it, as its box does.
      if (FIELDS.has(tag) && el.type !== 'hidden') top(st).addText(' ');
      // A drop-down (a listing's sort, a size) shows the option chosen, by the page or the visitor: it
      // is read where it stands, "Sort by Price: Low to High". Not a list box, which shows several.
      if (tag === 'select') {
        const chosen = !el.multiple && el.size <= 1 && el.options[el.selectedIndex]?.label;
        const box = chosen && NOT_SPACE.test(chosen) && frameOf(el, ctx, ctx.win, true);
        if (box && !textIsHidden(box)) top(st).addText(` ${clip(collapse(chosen), 80)} `), st.chose = st.chars;
        // A filter's choice the page made, after its label on its line (see filterLabel), is the page's state: a fact, cited.
        if (box && st.filter && st.filter === el.labels[0] && el.options[el.selectedIndex].defaultSelected) st.boxed = st.chars;
        return;
      }
      // A task list's box (GitHub's, markdown-it's: one that cannot be ticked, or its item says so)
      // is the page's own tick, as its `checked` attribute says; what a visitor ticks is not read.
      if (el.type === 'checkbox' && el.matches('li :disabled,.task-list-item *') && frameOf(el, ctx, ctx.win, true)) top(st).addText(el.defaultChecked ? '[x] ' : '[ ] ');
      // One ticked or chosen in no <label>, its words beside it, says so as a labelled one does (see
      // enter). Not a task's (above), nor a CSS toggle (no name or value, not drawn).
      if (el.checked && /^(radio|checkbox)$/.test(el.type) && !el.labels.length && (el.name || el.hasAttribute('value') || el.offsetWidth) &&
          !el.matches('li :disabled,.task-list-item *')) selectedAfter(el, st, stack);
      // A <textarea> holding JSON as the page wrote it (Swagger UI's example request body, once "Try it
      // out" makes it one) is read as code. Not once the visitor typed in it (reverserag.js keeps
      // which they did: React writes what is typed back as the default), nor other text: a draft a
      // page put back is the visitor's.
      const json = tag === 'textarea' && !hand.typed.has(el) && el.value === el.defaultValue && /^\s*[[{]/.test(el.value) &&
        attempt(() => JSON.parse(el.value)) && frameOf(el, ctx, ctx.win, true);
      if (json && !textIsHidden(json)) {
        const code = el.value.replace(/\r\n?/g, '\n').replace(/^\s*\n|\s+$/g, '');
        st.code.push({ language: 'json', text: code.slice(0, st.charCap) });
        st.firstNode ??= el;
        st.lastNode = el;
        st.full = (st.chars += code.length) > st.charCap;
        top(st).addBlock(fenced(code, 'json'));
      }
      // A number box (a recipe's servings, a product's quantity) holds the page's quantity state, which
      // the text around it follows (amounts rescaled): its value is read where it stands, as shown,
      // "Servings 4 loaves". So is a date or a time chosen, as a drop-down's choice is ("Date 2026-12-12",
      // as the page holds it: what it shows is in the browser's format). Not a text field's: what a visitor types there is theirs;
      // but one that asks for a figure (`inputmode=numeric|decimal`: a calculator's "Loan amount £250000", shown as "250,000")
      // is a number box. Not a card's, a code's or a phone's digits (its `autocomplete` says), the visitor's own; never a password.
      // A stepper's box (a − and a + beside it) is said with its name, which its label gives screen readers alone: "Quantity: 2".
      const number = tag === 'input' && (/^(number|date|time|datetime-local|month|week)$/.test(el.type) ||
        (el.type === 'text' && /^(numeric|decimal)$/.test(attr(el, 'inputmode')) && !/cc-|one-time|tel|postal/.test(attr(el, 'autocomplete') || ''))) &&
        el.value && frameOf(el, ctx, ctx.win, true);
      if (number && !textIsHidden(number)) {
        // A currency sign right before the box is its value's, as a visitor sees it: "£250000", not "£ 250000".
        const w = top(st), sign = el.previousSibling?.nodeType === 1 && CURRENCY_ALONE.test(el.previousSibling.textContent);
        if (sign && w.md.at(-1) === ' ' && CURRENCY_ALONE.test(w.md.at(-2) ?? '')) w.md.pop(), w.plain.at(-1) === ' ' && w.plain.pop(), w.spaced = false;
        const line = boxLine(w, el, sign);
        w.addText(`${sign ? '' : ' '}${el.type === 'number' ? stepperName(el, ctx) : ''}${el.value.slice(0, 20)} `);
        if (line) st.boxed = st.chars;
      }
      // A drawing that names itself as a picture (a chart: `role=img`, a label or a <title>, and
      // what its <desc> says; a <canvas> Chart.js draws, by its label) is read as a picture's alt
      // text is. Its own text (axes; a canvas's fallback content) is not read.
      // So is an SVG named by its own <title> (as Chromium names it), unless it leads words (an arrow
      // before "Back", an alert's icon before its message): after them, a few words name a mark of
      // theirs (a dish's "Vegan", a timeline's "Goal" after its minute). Or, an icon with no words of
      // its own, by its screen-reader words beside it (a pricing table's tick: "Included"; see twinned).
      // Not a title that names only its glyph (an arrow, a chevron, an icon) in a link or a button with words: "Next", not "Next [image: Arrow right]".
      const title = tag === 'svg' && named(el.querySelector(':scope>title')?.textContent);
      // Before figures alone it is their only word (a forecast day's "Light rain" before "12° 5°").
      const alone = title && (!/[\p{L}\p{N}]/u.test(el.parentNode.textContent.replace(el.textContent, '')) || (title.length <= 40 && (wordsBefore(el) || figuresAfter(el)))) &&
        !(GLYPH_NAME.test(title) && /[\p{L}\p{N}]/u.test(el.closest('a,button,[role=button]')?.textContent.replace(el.textContent, '') ?? ''));
      const boxed = tag === 'svg' && !title && el.parentElement?.firstElementChild === el && (drawingsNamed(el.parentElement) || drawingsTwinned(el.parentElement, ctx.win));
      const name = (tag === 'svg' || tag === 'canvas') && (flagged(el, ctx) && attr(el, 'role') === 'img' ?
        [attr(el, 'aria-label') || named(el.querySelector('title')?.textContent), el.querySelector('desc')?.textContent].filter(Boolean).map(collapse).join(': ') :
        tag === 'svg' && collapse((alone && title) || twinned(el, ctx.win) || boxed || ''));
      // (Not one whose name the words right beside it say again: a tag's icon before its word, "Nerf", read "[image: Nerf] Nerf".)
      if (name && (frameOf(el, ctx, ctx.win, true) || (boxed && keptDrawn(el, ctx))) && !echoed(el, name)) picture(st, el, name);
      return;
    }
    if (tag === 'br') return el.closest('.textLayer') ? undefined : ctx.stripped ? top(st).addText(' \u00b7 ') : top(st).br(); // pdf.js's: see textRun
    // Whether it follows a heading (see below), asked before a heading here says so of its own next.
    const afterHeading = ctx.headed === el;
    if (tag[0] === 'h' && /^h[1-6]$/.test(tag)) ctx.headed = el.nextElementSibling; // hidden or not
    // Any other element that names itself a picture (a rating's stars drawn by CSS, `role=img` and
    // "4.6 out of 5 stars" as its `aria-label`) is read so too: as for a picture, what it holds (the
    // glyphs, a sentence under the stars) is not. Even empty, it shows what its styles draw. Not
    // MathJax 4's words for a formula (<mjx-speech>, laid over its drawing, which is read as TeX),
    // nor one kept from screen readers, whose glyphs are read. (A box of drawings that name nothing,
    // a review's five bare SVGs, is named by its label or title where its first is: see drawingsNamed.)
    const role = flagged(el, ctx) ? attr(el, 'role') : null;
    // A badge named by its label alone, a role-less <span> holding nothing but a drawing kept from screen readers (a
    // channel's `aria-label="Verified"` tick), says so after the name before it, in a word or two: "Crumb & Co Baking (Verified)".
    // Not a label that says more (a sentence in one stays out).
    if (tag === 'span' && !role && tagged(el, ctx) && el.firstElementChild && !NOT_SPACE.test(el.textContent) && attr(el.firstElementChild, 'aria-hidden') === 'true') {
      const label = collapse(attr(el, 'aria-label') || '');
      if (/^\p{Lu}\p{Ll}{1,15}( \p{L}{2,15})?$/u.test(label) && frameOf(el, ctx, ctx.win, true)) return top(st).addText(` (${label}) `);
    }
    const pictured = role === 'img' && !tag.startsWith('mjx-') && attr(el, 'aria-hidden') !== 'true' && (attr(el, 'aria-label') || attr(el, 'title'));
    if (pictured) {
      if (NOT_SPACE.test(pictured) && frameOf(el, ctx, ctx.win, true)) picture(st, el, collapse(pictured));
      return;
    }
    // A progress bar (`role=progressbar` with a value, <progress>, <meter>) reads as its name and
    // value, "Course progress: 25%", not as what it holds: what a bar draws, the fallback text of a
    // <progress> or <meter> (which is not drawn). A `role=meter` (a forecast's UV index) is read as a <meter>; its
    // name after the same words shown before it ("UV index", then its bar) is not said twice: "UV index: 2 of 11".
    if (role === 'progressbar' || tag === 'progress' || tag === 'meter' || role === 'meter') {
      const meter = tag === 'meter' || role === 'meter';
      const low = tag === 'progress' ? 0 : tag === 'meter' ? el.min : parseFloat(attr(el, 'aria-valuemin')) || 0;
      const high = tag === 'progress' ? 1 : tag === 'meter' ? el.max : parseFloat(attr(el, 'aria-valuemax')) || 100;
      const now = tag === 'progress' ? el.position : tag === 'meter' ? el.value : parseFloat(attr(el, 'aria-valuenow'));
      // A meter from 0 is said as its value of its range, as a rating is ("3.5 of 5"); from 0 to 1 or 100, as a share.
      // So is one from 1, a score out of 10 ("9.1 of 10"), not a share of its range.
      const value = attr(el, 'aria-valuetext') || (meter && (low === 0 || low === 1) && now >= low && high !== 1 && high !== 100 && `${now} of ${high}`) ||
        (now >= low && high > low && Math.round(((now - low) / (high - low)) * 100) + '%');
      const name = attr(el, 'aria-label') && collapse(attr(el, 'aria-label'));
      const w = value && frameOf(el, ctx, ctx.win, true) && top(st);
      const said = role === 'meter' && name && w && w.md.slice(-3).join('').trimEnd().endsWith(name);
      if (said) while (/^\s+$/.test(w.md.at(-1)) && w.md.pop()) w.plain.pop();
      // A meter's label that says its value (Booking's score bars, "Staff 9.1", its figure shown `aria-hidden`) is
      // its line, after its words shown before it as a line of their own ("Staff"), which it says again.
      const whole = meter && w && !said && name?.match(NUMBERS)?.includes(String(now)) && name;
      if (whole && !w.md.length && w.blocks.at(-1) === whole.replace(String(now), '').trim()) w.blocks.pop();
      if (w) {
        w.addText(whole ? ' ' + whole : said ? `: ${collapse(value)}` : ` ${name ? name + ': ' : ''}${collapse(value)}`);
        st.firstNode ??= el; // a fact a label can point to, as a rating's picture is
        st.lastNode = el;
      }
      if (value || tag !== 'div') return;
    }
    // A box drawn ticked (`role=checkbox` or a radio's, a switch's, `aria-checked`) with no words of its
    // own (nothing, or a tick's glyph, "✓") says so after the words beside it, as a native box does.
    if (role && CHECKABLE.test(role) && attr(el, 'aria-checked') === 'true' && !/[\p{L}\p{N}]/u.test(el.textContent)) {
      return frameOf(el, ctx, ctx.win, true) && selectedAfter(el, st, stack);
    }
    // An icon font's glyph (an empty box kept from screen readers, drawn by CSS) is named so too.
    // Only one that draws something: KaTeX's empty drawing beside its MathML is no icon.
    const first = el.firstChild;
    if (!first && !KEEP_EMPTY.has(tag) && flagged(el, ctx) && attr(el, 'aria-hidden') === 'true') {
      const boxed = el.parentElement.firstElementChild === el && drawingsNamed(el.parentElement); // a rating's glyphs (see drawingsNamed)
      const box = el.getBoundingClientRect();
      const name = box.width >= 1 && (twinned(el, ctx.win) || boxed);
      if (name && (boxed ? keptDrawn(el, ctx) : frameOf(el, ctx, ctx.win, true))) top(st).addText(` [image: ${collapse(name)}] `);
      else if (box.width >= 1) apart(el, box, top(st));
      return;
    }
    // Style reads are the walk's main cost. An empty element can add nothing but a paragraph
    // break, and that only to pending inline text: without any, it needs no reading at all.
    if (!first && !top(st).md.length && !KEEP_EMPTY.has(tag) && !(hosts(tag) && el.shadowRoot)) return;
    // visibility is inherited and a child may undo it, so most elements leave it to their text.
    let c = frameOf(el, ctx, ctx.win, SHOWS_ITSELF.has(tag), st.opens.has(el));
    // Collapsed, it may be (or lie in) a region a disclosure button after it opens (see opensLater).
    if (!c && !ctx.folded && opensLater(el, ctx, st)) c = frameOf(el, ctx, ctx.win, SHOWS_ITSELF.has(tag), true);
    if (c && clampOpened(el, c, ctx, st)) c.clip = ctx.clip; // see clampOpened
    if (!c) {
      // An <audio> with no `controls` is drawn nowhere: a player of the page's own drives it (a
      // podcast's: the box around it, which shows buttons and a time, "0:00", and plays nothing else).
      // It is the page's media, listed and read where the player is. Not a sound a script plays.
      const box = tag === 'audio' && !el.controls && el.parentNode;
      if (box && /\d:[0-5]\d/.test(box.textContent) && box.querySelector('button,[role=button]') && box.querySelectorAll('audio,video').length === 1) {
        let f = ctx;
        while (f.inlineBox && f.outer) f = f.outer;
        if (!(f.away ??= boxHides(f))) return embed(el, tag, top(st), st);
      }
      // One kept from screen readers that takes room in a line (a range's bar, a box in it drawn) parts the words beside it too.
      const room = !top(st).spaced && attr(el, 'aria-hidden') === 'true' && el.getBoundingClientRect();
      // A pronunciation's play link (Merriam-Webster's `<span class=sr-only>Pronunciation</span> <a title="How to pronounce
      // … (audio)">ˌser-ən-ˈdi-pə-tē<svg/></a>`) is said with that word, which it keeps for screen readers alone:
      // "Pronunciation: ˌser-ən-ˈdi-pə-tē". Only that word: other screen-reader text before a link stays out.
      const spoken = tag === 'span' && pronounced(el, ctx.win);
      if (spoken) return top(st).addText(` ${spoken}: `);
      // So is a heading's label out of sight, its first words (NHS's care card: "Urgent advice: Ask for an urgent GP
      // appointment…"), which says what the card's colour shows: a few words ending in a colon, no sentence.
      const level = tag === 'span' && ctx.inHeading && headingPrefix(el, ctx.win);
      if (level) return top(st).addText(level + ' ');
      // So is a step's state after its words in a stepper, one item `aria-current="step"`: "Collected (completed)".
      const note = tag === 'span' && ctx.tag === 'li' && stepNote(el, ctx.win);
      if (note) return top(st).addText(` ${note} `);
      if (room?.width >= 1) apart(el, room, top(st));
      return blurred(el, ctx, st);
    }
    c.tag = tag;
    const style = c.computed;
    // Its layout's kind, asked once (as a string's end: no pattern run per rule) by the rules for a flex or grid box below.
    const flex = c.display.endsWith('flex'), grid = !flex && c.display.endsWith('grid'), boxes = flex || grid;
    const slot = st.slots?.get(el);
    if (slot === null) return; // a timetable's time, said by each session at it
    // A list's header (a board's: its heading, then its count, its limit, its menu's icon button) is one heading: "## In
    // progress (2) · max 3", the count no line of its own that says nothing; the icon button is a control, no content.
    if (afterHeading && headTail(el, tag, ctx, top(st))) return void (ctx.headed = el.nextElementSibling);
    if (grid && (c.kids ??= el.childElementCount) > 3) timetable(el, c.win, st);
    // A short control the page keeps out of a selection, after a heading's text or in it beside
    // more, is no part of it (MediaWiki's "[edit]", an anchor's "#"). Text marked so elsewhere (a
    // prompt beside code; a page that keeps all its text from being copied, inside) is still read, and so
    // is a button that opens a region (Firefox's buttons count as unselectable: a disclosure after a heading).
    // (Its style is asked only in a heading or after one: most elements are in none and follow none.)
    if ((afterHeading || c.inHeading) && unselectable(style) && !unselectable(ctx.computed) && el.textContent.length < 40 &&
        (afterHeading || el.parentNode.textContent.trim() !== el.textContent.trim()) &&
        (tag === 'a' || tag === 'button' || el.querySelector('a,button')) && !el.matches('[aria-controls],[aria-expanded]')) return;
    // So is a button in a table's header cell beside its text (MediaWiki's "[show]", a sort's arrow).
    if ((tag === 'button' || role === 'button') && c.dataTable && el.textContent.length < 40 &&
        el.closest('th')?.textContent.trim().length > el.textContent.trim().length) return;
    if (c.position === 'absolute' && el.parentNode.closest?.('.textLayer')) textRun(el, c, st);
    // Text set at no size out of the flow (Mastodon's `.invisible` parts of a link's URL) shows nothing: no block either.
    if (c.opensBlock && c.position === 'absolute' && !el.firstElementChild && parseFloat(style.fontSize) < 2) c.opensBlock = false;
    // A float of two characters at most before text sits in its line: a drop cap, <span class=cap>T</span>he.
    // (Its next sibling is under it on the walk's stack where its frame walks its own child nodes and the page has not
    // changed; none there, it is the last, or a box before which a ticked box's " (selected)" waits: no text either.)
    const after = c.opensBlock && (ctx.kin && !later && changes === st.cites.n ? (stack.at(-1) === ctx ? stack.at(-2) : null) : el.nextSibling);
    // (A box placed out of the flow or of a table's parts floats not: float makes a table's part a block, and computes
    // to none where the box is placed absolute or fixed.)
    if (c.opensBlock && !placed(c.position) && !c.display.startsWith('table-') && /\S/.test(after?.data || '') && style.float !== 'none' &&
        el.textContent.trim().length < 3) c.opensBlock = false;
    // So does a number set as a block over the words after it in a line's box (a listing's stat, `<span><b>3</b>
    // beds</span>` with a block <b>): "3 beds", not "3" and "beds" apart. (Asked only in a span, a link or a label.)
    if (c.opensBlock && (ctx.tag === 'span' || ctx.tag === 'a' || ctx.tag === 'label') && /\S/.test(after?.data || '') &&
        STAT.test(el.textContent)) c.opensBlock = false;
    // Text and inline elements in a flex row (a card's question centred by flex, a button's "Download
    // PDF (2 MB)") are one line, as shown, though flex makes each item a block. Not a row of blocks
    // (a nav, a toolbar, cards), nor one with no text of its own.
    if (ctx.flexLine || ctx.priced) c.opensBlock = false;
    else if (tag === 'label' && c.opensBlock && ctx.display.endsWith('flex') && filterLabel(el)) {
      c.opensBlock = false;
      c.filter = true;
      st.filter = el;
    }
    else if (c.opensBlock && boxes && (c.kids ??= el.childElementCount) - 2 >>> 0 < 3 && !c.dataTable) c.priced = pricedItem(el);
    if (c.opensBlock && !c.inHeading && !c.dataTable && (c.kids ??= el.childElementCount) - 3 >>> 0 < 3) c.scored = scoreRow(el);
    // So is a quote's price with its change, a flex or grid row of two to four boxes of figures (Yahoo's `<fin-streamer>`s).
    if (!c.scored && c.opensBlock && !c.inHeading && !c.dataTable && boxes && (c.kids ??= el.childElementCount) - 2 >>> 0 < 3) c.scored = quoteRow(el);
    // A flex row of short spans, words and figures (patch notes' "Cooldown", "7", "⇒", "6.5"), is one line (see figureLine).
    const figured = !c.scored && c.opensBlock && !c.inHeading && flex && (c.kids ??= el.childElementCount) - 2 >>> 0 < 7 &&
      figureLine(el, style);
    if (afterHeading && !figured && c.opensBlock && boxes && (c.kids ??= el.childElementCount) > 1) c.chips = chipRow(el);
    // A post's user card (Stack Overflow's `user-info`: "answered Nov 10, 2014 at 22:11", the avatar, the name and the
    // reputation, a box each) is one byline, its boxes apart by a dot, "answered … · Aaron Hall · 397k"; a box each, the name
    // was a line of its own that said nothing of the post. Only where its first box says what its user did when.
    if (c.opensBlock && !c.inHeading && tag === 'div' && (c.cls ??= el.className).includes?.('user-info') && (c.kids ??= el.childElementCount) > 1) {
      c.signed = c.stripped = /^\s*(asked|answered|edited|modified|posted|commented|created)\b.{0,60}\d\s*$/is.test(el.firstElementChild.textContent);
    }
    // (One that does not scroll, of three to seven items, only where each is a day's or an hour's price: a fare calendar's.)
    if (c.opensBlock && flex && (c.kids ??= el.childElementCount) > 2) {
      const scrolls = /auto|scroll/.test(style.overflowX);
      if (!style.flexDirection.startsWith('col')) c.strip = ((scrolls ? c.kids > 3 : c.kids < 8) && stripRow(el, !scrolls)) || quoteCards(el) || productCards(el);
    } else if (c.opensBlock && grid && (c.kids ??= el.childElementCount) > 2) c.strip = productCards(el);
    // A row of stats, each a figure over its caption (Google Play's "4.6" over "1.2M reviews"), is one line, cited.
    if (c.opensBlock && !c.inHeading && !c.strip && !c.scored && !c.priced && boxes && (c.kids ??= el.childElementCount) - 2 >>> 0 < 4 &&
        !style.flexDirection.startsWith('col')) c.statRow = statRow(el);
    if (flex) {
      let text = false; // asked first: most flex boxes hold none of their own, and then nothing is read
      for (let n = first; n && !text; n = n.nextSibling) text = n.nodeType === 3 && NOT_SPACE.test(n.data);
      c.flexLine = figured ? 'row' : text && !style.flexDirection.startsWith('col') &&
        [...el.children].every((e) => /^(a|abbr|b|bdi|br|cite|code|data|dfn|em|i|img|kbd|mark|q|s|samp|small|span|strong|sub|sup|svg|time|u|var)$/.test(e.localName));
    }
    // Exits go on the stack below the children, so they pop in reverse: the element's own exit
    // first, then the block flush, then the close that measures the element for main content.
    const exits = st.exits;
    exits.length = 0;
    const w = top(st);
    // A scoreboard's boxes are words of one line, as a heading's are, cited after its last; a chip is one line, cited.
    if (ctx.chips || (ctx.scored && !(ctx.scored.compareDocumentPosition(el) & 4))) {
      c.inHeading = true;
      if (ctx.chips || ctx.scored === el) exits.push(() => w.addBlock(chipPicture(el, ctx, w, st), true));
    }
    // So is a quoted post's author line (see quoteHead).
    if (el === st.quoteHead) {
      c.inHeading = true;
      exits.push(() => w.addBlock(w.takeMarkdown(), true));
    }
    // So does a post's avatar in its byline heading (Mastodon's, `<div class="status__avatar"><div><img alt=""></div></div>`).
    // (Mastodon 3.x's pages, `<div class="detailed-status__display-avatar"><img alt="" class="account__avatar"></div>`, too.)
    if (ctx.inHeading && tag === 'div' && (c.cls ??= el.className).includes?.('avatar') && (avatarOf(el) || pictureAlone(el))) return;
    if (ctx.signed) {
      // Its avatar's linked picture, whose alt is empty or the name after it again ("mkrieger1's user avatar"), says nothing.
      if (avatarOf(el)) return;
      c.inHeading = c.stripped = true; // and its boxes' boxes apart by a dot, "Aaron Hall · 397k"
    }
    // A strip's column (an hour's time, icon, temperature and rain) is one line, its boxes apart by a dot, cited. A line,
    // not a heading: a price its CSS strikes is struck (see cssStruck).
    if (ctx.strip) {
      c.inHeading = 'line';
      c.stripped = true;
      exits.push(() => w.addBlock(w.takeMarkdown(), true));
    }
    if (c.statRow) {
      w.flushInline();
      c.inHeading = c.stripped = true;
      exits.push(() => w.addBlock(w.takeMarkdown(), true));
    }
    // So is a linked card alike its neighbours (Google Play's similar apps: a flex link of a picture and a box of short boxes, the
    // name, the developer, the rating): "[SkyCast Weather · Skycast Labs · Rated 4.4 stars out of five stars](…)", its picture
    // too unless it is kept from screen readers ("Thumbnail image" says nothing).
    if (tag === 'a' && c.opensBlock && !c.inHeading && w.cite && boxes && (c.kids ??= el.childElementCount) === 2 && linkedCard(el)) {
      w.flushInline();
      c.inHeading = 'line';
      c.carded = true;
      const bare = attr(el.firstElementChild, 'aria-hidden') === 'true';
      exits.push(() => w.addBlock(bare ? w.takeMarkdown().replace(/^\[!\[[^\]]*\]\([^)]*\) /, '[') : w.takeMarkdown(), true));
    }
    // So is a video's card (YouTube's "Up next": a link of its thumbnail, a duration's badge laid over it, then its title and
    // channel), its title first and its duration last, "[Parsing in 10 minutes · Compiler Club · 12:04](…)": the badge was a
    // line of its own before the title, said of the card before. A thumbnail whose alt is empty says nothing (HTML's rule).
    const duration = tag === 'a' && c.opensBlock && !c.inHeading && (w.cite || ctx.tag === 'li') && videoCard(el);
    if (duration) {
      w.flushInline();
      c.inHeading = 'line';
      c.carded = true;
      st.clip = el; // its title's heading is words of its line (see heading)
      exits.push(() => {
        st.clip = null;
        w.addBlock(clipLine(w.takeMarkdown(), duration, el), true);
      });
    }
    // A card's <header> with no heading (a review's: the reviewer's name, the stars' label, the date, a box each, or boxes
    // of boxes) is one line, its parts apart by a dot, cited: "Sarah Whitfield · [image: Rated 5 stars…] · 4 November 2025".
    if (ctx.carded) c.stripped = true;
    if (tag === 'header' && c.opensBlock && !c.inHeading && w.cite && el.textContent.length < 160 && cardEnds(el.parentElement) && !el.querySelector(HEADS)) {
      w.flushInline();
      c.inHeading = c.stripped = c.carded = true;
      exits.push(() => w.addBlock(w.takeMarkdown().replace(/ \u00b7(?=\s+\u00b7)|( \u00b7)+\s*$/g, ''), true));
    }
    // A card read as one line, cited (see lineCard): a film's cast member, a poster in a row of them, a label over its figures.
    const card = !c.inHeading && !c.dataTable && (c.opensBlock || c.boxInLine) && lineCard(el, tag, c);
    if (card) {
      w.flushInline();
      c.inHeading = true;
      exits.push(() => w.addBlock(card(w.takeMarkdown()), true));
    }
    // A pull request's sidebar item (GitHub's `discussion-sidebar-item`: its heading over its reviewers, its labels, its
    // milestone, short lines) is one line, cited, its lines apart by a dot: "Reviewers: [carol](…) … · [dave](…)".
    const side = !card && tag === 'div' && c.opensBlock && !c.inHeading && !!(c.cls ??= el.className).includes?.('discussion-sidebar-item') && /\bdiscussion-sidebar-item\b/.test(c.cls);
    if (side) {
      w.flushInline();
      c.inHeading = c.stripped = true;
      exits.push(() => w.addBlock(sidebarLine(el, w.takeMarkdown()), true));
    }
    // A box out of the flow that holds nothing breaks no line (MathJax 4 lays one over each formula).
    if (c.opensBlock && !c.inHeading) {
      if (first || !placed(c.position)) {
        w.flushInline();
        exits.push(st.flushTop);
      }
    } else if (tag === 'button' && c.boxInLine && !c.inHeading && attr(el, 'aria-expanded') && !textBeside(el)) {
      // A disclosure button set among boxes, no words beside it (a table's "Show all 25 years" before a link, "Get a decision
      // in principle"), is a control of its own: its line, not one with the link after it. In a heading it is the heading's words.
      w.flushInline();
      exits.push(() => w.flushInline());
    } else if (c.opensBlock || (c.boxInLine && (el.textContent[1] || (tag === 'button' && first))) || (tag[0] === 'h' && /^h\d$/.test(tag))) {
      // A block in a heading (Tailwind's second line, `<span class="block">`; Swagger UI's version) is
      // set apart by spaces, as a box in a line after another element is by its padding (a button, a
      // badge, an avatar's initials: "Code Blame", not "CodeBlame"); not a box of one letter (a
      // headline split to animate; a button of one glyph is a word: "14 people liked this post ♡"). What
      // follows a box in a line keeps its own space or none ("$5,").
      // A heading set in a line (MediaWiki's "Contents" beside its "hide") is words of its own.
      w.addText(' ');
      // So is what follows a button ("↺15" before "0:00" is no time of 150 minutes).
      if (c.opensBlock || tag[0] === 'h' || tag === 'button') exits.push(() => w.addText(' '));
    } else if (ctx.flexLine && el.previousSibling && !/\s$/.test(el.previousSibling.data ?? '') && (ctx.flexLine === 'row' || parseFloat(ctx.computed.columnGap) > 0)) {
      // An item of a flex line its gap sets apart from the one before, no space written between (JSX's chips and
      // badges, `<span>🕒 Dec 3</span><span>BO</span>`), is a word apart: "Dec 3 BO", not "Dec 3BO".
      w.addText(ctx.flexLine === 'row' ? drawnBetween(el, c.win) : ' ');
    } else if (!ctx.stripped && tag === 'span' && el.previousSibling?.nodeType === 1 && !INLINE_CODE.has(ctx.tag) && boxesApart(el, c)) {
      // A span glued to the box before it, which the page draws apart (a label's pills, `<span class=pill>checkout</span><span
      // class=pill>gift-cards</span>`, by their margins; a meta line's year and type, by a "•" its CSS draws before the
      // second), is a word apart, the mark drawn between them said: "checkout gift-cards", "2023 • Album", not "2023Album".
      w.addText(boxesApart(el, c));
    } else if (c.inHeading && tag === 'span' && el.previousSibling?.nodeType === 1 && el.closest('.topic-meta-data')) {
      // A post header's parts, which Discourse's style sheet sets apart, are words apart: "jdiaz Fernbank Team", not "jdiazFernbank Team".
      w.addText(' ');
    } else if (c.inHeading && el.previousSibling?.nodeType === 3 && !c.boxInLine && (parseFloat(style.marginLeft) > 0 || parseFloat(style.paddingLeft) > 0)) {
      // So is a part of a heading its style sets apart from the words before it (IMDb's count, "Top cast 99+", not "Top cast99+").
      w.addText(' ');
    }
    // (After a box shown, not one hidden, Dawn's "Regular price" for screen readers; not after an old price struck: the
    // price after it is its price, "~~£80.00~~ £64.00".)
    if (ctx.priced) ctx.priced === 1 ? /~~\s*$/.test(w.md.slice(-2).join('')) || w.addText(' \u2014 ') : (ctx.priced = 1);
    else if (ctx.stripped && el.previousElementSibling && el.previousElementSibling.localName !== 'br') w.addText(' \u00b7 ');
    // A line of words and figures is a fact, cited however short, as a box's label and value is (see boxLine). (Pushed
    // after its block's flush, so it runs before it.)
    if (figured) exits.push(() => void (st.boxed = st.chars));
    // A filter's label, a flex item before its drop-down, says what the choice after it is of (see filterLabel).
    // (Filters one after another are one line, apart by a dot: "Season: Season 7 · Region: Europe".)
    if (c.filter && el.previousElementSibling?.localName === 'select') w.addText(' \u00b7 ');
    if (c.filter) exits.push(() => w.addText(': '));
    // A session of a timetable says its time and room after its heading, or else before its text.
    if (slot) slot.level || el.querySelector(HEADS) ? (st.slot = { cell: el, text: slot.text, node: slot.node, level: slot.level }) : w.addText(slot.text + ': ');
    // Items of a list set in a line (a navbox's `hlist`, categories) are apart as the page sets them:
    // by the mark it draws between them (`li::after`, `li + li::before`: " · "), else a space.
    if (tag === 'li' && !c.opensBlock && (c.oneLine || !ctx.opensBlock) && el.previousElementSibling?.localName === 'li') {
      w.addText(drawnBetween(el, c.win));
    }
    // A block's class, read once (and kept on its frame for the rules after), rules out most blocks before
    // the selectors are asked: a carousel's classes all hold one of these words (an SVG's class is no string).
    const cls = c.opensBlock && (c.cls ??= el.className), carousel = typeof cls !== 'string' || cls.includes('initialized') || cls.includes('carousel');
    if (c.opensBlock && (carousel || (flagged(el, c) && el.hasAttribute('aria-roledescription'))) && el.matches(CAROUSEL) && !boxHides(c)) {
      c.inCarousel = true;
      c.slides = slidesOf(el) || c.slides;
    }
    if (c.opensBlock && carousel && el.classList.contains('carousel')) bootstrapSlides(el, c, st);
    // So does a ticked box whose label shows no words (an icon, a tick CSS draws): "Vegan (selected)", not "(selected) Vegan".
    if ((tag === 'label' && tickedBox(el) && !/[\p{L}\p{N}]/u.test(el.textContent) && wordsBeside(el)) ||
        ((tag === 'button' || role === 'button') && attr(el, 'aria-pressed') === 'true' && glyphToggle(el))) selectedAfter(el, st, stack);
    opened(el, tag, role, c, st);
    stack.push(c, CLOSE);
    let children = enter(el, tag, role, c, w, st, exits);
    if (children === el && c.slides?.track === el) children = c.slides.order; // a looping Swiper's, in order
    if (c.timeLast?.parentNode === el) {
      // A toot's time read after its author (see enter): its children but the time, then a dot and the time.
      children = [...el.childNodes].filter((n) => n !== c.timeLast);
      exits.push(() => top(st).addText(' · ') || stack.push(c.timeLast, c));
    } else if (c.timeLast !== null) {
      // A detailed status's author's link, a heading (see enter), and its time after it, once the link closes, in the
      // boxes that hold it where they show it (else not read here), and no more where it stands.
      const time = c.timeLast, box = time && timeBox(time, c);
      if (box) (st.later ??= new Map()).set(time, null);
      // The dot after it, its meta line's first, would be left with nothing before it (" · 34 boosts"): not read.
      if (box && !time.previousSibling && time.nextSibling?.nodeType === 3 && /^\s*[\u00b7\u2022|]\s*$/.test(time.nextSibling.data)) st.lone = time.nextSibling;
      exits.push(() => {
        if (!box) return;
        st.later.delete(time);
        top(st).addText(' · ');
        stack.push(() => st.later.set(time, null), null, time, box);
      });
      readLink(el, linkTarget(el), w, st, exits, false);
    }
    const labelled = children === el && (tag === 'section' || tag === 'article') && attr(el, 'aria-labelledby');
    if (labelled) children = sideColumn(el, labelled, c, st, exits, stack);
    c.kin = children === el && !labelled; // (a side column, read later under it, is another box's: see sideColumn)
    for (let i = 0; i < exits.length; i++) stack.push(exits[i], null);
    if (!children) return;
    if (Array.isArray(children)) {
      for (let i = children.length; i--; ) stack.push(children[i], c);
    } else {
      for (let child = children.lastChild; child; child = child === first ? null : child.previousSibling) stack.push(child, c); // none before its first
    }
  }

  /**
   * A box labelled by a heading in its main column, with a side column before that one (GitHub's release: its date,
   * author and tag beside its title): the side column is read after the heading's row, the release's, not above
   * it, where it read as the release before's. Returns the children to walk; the side column waits in `st.later`
   * (read at the box's end if the heading's row is never met). GitHub's list of releases opens the box with that
   * heading out of sight (`<h2 class=sr-only>v3.2.0</h2>`), the columns in one box after it: there the title shown
   * in the main column, a link whose words are the heading's, stands for it and is read as it, `## [v3.2.0](…)` (as
   * headingTwin reads a title beside its heading; the heading's own text stays out).
   */
  function sideColumn(el, id, c, st, exits, stack) {
    let head = !/\s/.test(id) && el.querySelector('#' + CSS.escape(id)), box = el, title = null;
    if (!head || !/^h[1-6]$/.test(head.localName)) return el;
    const level = +head.localName[1];
    if (head.parentElement === el) {
      box = head === el.firstElementChild && el.childElementCount === 2 && head.nextElementSibling;
      const rect = box && box.childElementCount > 1 && head.getBoundingClientRect(), words = collapse(head.textContent);
      title = rect && rect.width <= 1 && rect.height <= 1 && /^[af]/.test(c.win.getComputedStyle(head).position) && shownTitle(box, words);
      if (!title) return el;
      head = title;
      // Its row: the boxes around it that hold little more (a badge, "Latest"), in the main column.
      while (head.parentElement.parentElement !== box && collapse(head.parentElement.textContent).length <= words.length + 40) head = head.parentElement;
    }
    let main = head;
    while (main.parentElement !== box) main = main.parentElement;
    const side = [];
    for (let k = box.firstElementChild; k !== main; k = k.nextElementSibling) side.push(k);
    if (main === head || !side.length || side.some((k) => k.querySelector(HEADS))) return el;
    // The heading's row: it and its title or badge ("v3.2.0 – Priorities", "Latest"), else the heading alone.
    const row = box === el && head.parentElement !== main && head.parentElement.childElementCount < 4 ? head.parentElement : head;
    const later = { nodes: side, ctx: c };
    (st.later ??= new Map()).set(row, later);
    exits.push(() => st.later.has(row) && readLater(row, later, st, stack));
    if (box === el) return Array.prototype.filter.call(el.childNodes, (n) => !side.includes(n));
    for (const k of side) st.later.set(k, null); // passed over where it stands (see element)
    (st.titled ??= new Map()).set(title, level); // the title, read as that heading (see enter)
    return el;
  }

  /** The title a box shows after its first column: the first link there whose words are `words`, with the boxes that hold it alone. */
  function shownTitle(box, words) {
    for (let k = box.firstElementChild.nextElementSibling; k && words; k = k.nextElementSibling) {
      for (const a of k.querySelectorAll('a')) {
        if (collapse(a.textContent) !== words) continue;
        let title = a;
        while (title.parentElement !== k && collapse(title.parentElement.textContent) === words) title = title.parentElement;
        return title;
      }
    }
    return null;
  }

  /**
   * The frame of the box that holds a detailed status's time (see element), framed down from the status's box as the
   * walk frames them, its words one line with its author's; null where one of them shows nothing.
   */
  function timeBox(time, c) {
    const boxes = [], up = !c.el.parentNode.contains(time); // Mastodon 3.x's pages: the link in a `div.p-author`
    for (let e = time.parentNode; e !== (up ? c.el.parentNode.parentNode : c.el.parentNode); e = e.parentNode) boxes.push(e);
    let box = up ? c.outer?.outer : c.outer;
    for (let i = boxes.length; box && i--; ) box = frameOf(boxes[i], box, c.win, false) || null;
    if (box) box.inHeading = true;
    return box;
  }

  /** Puts a side column on the walk's stack (see sideColumn), to be read next after `row`'s own nodes. */
  function readLater(row, later, st, stack) {
    st.later.delete(row);
    for (let i = later.nodes.length; i--; ) st.later.delete(later.nodes[i]), stack.push(later.nodes[i], later.ctx);
  }

  /**
   * Whether a grid or flex box is a menu's dish: two to four boxes of text (no heading, nor a block in them),
   * and after the first a price alone ("£8"). Its name, price and description are one line, "Burnt honey tart — £8 —
   * Clotted cream", as a visitor reads the item; apart, the price and the words under it lose their dish.
   */
  function pricedItem(el) {
    let price = false;
    for (let k = el.firstElementChild, i = 0; k; k = k.nextElementSibling, i++) {
      if (!/^(span|p|div|strong|b|em|small|data)$/.test(k.localName)) return false;
      const only = k.firstChild;
      price ||= i > 0 && only?.nodeType === 3 && only === k.lastChild && AMOUNT.test(only.data.trim());
    }
    return price && !el.querySelector(':scope>* :is(p,div,ul,ol,dl,li,table,pre,blockquote,h1,h2,h3,h4,h5,h6)');
  }

  /**
   * A timetable laid out by CSS grid (Sessionize's: rooms along its first row, times down a column, each
   * session placed by `grid-row` and `grid-column`) is read in the page's order, where a time's line falls
   * after the sessions before it, under the last one's heading. So each session placed at a time's row says
   * its time and its rooms (the first row's cells above it), "09:00 · Auditorium", after its heading or
   * before its text (see element), and the times said so are not read again. Times and rooms as shown
   * (shownText: a hidden cell says nothing). Styles are asked only of a grid with two times alone in a cell.
   */
  function timetable(el, view, st) {
    const clock = (k) => k.childElementCount < 2 && k.textContent.length < 40 && CLOCK_TIME.test(k.textContent);
    let count = 0;
    for (let k = el.firstElementChild; k && count < 2; k = k.nextElementSibling) if (clock(k)) count++;
    if (count < 2) return;
    const cells = [];
    const span = (end, start) => +(/^span (\d+)$/.exec(end)?.[1] || (parseInt(end, 10) > start ? parseInt(end, 10) - start : 1));
    for (let k = el.firstElementChild; k; k = k.nextElementSibling) {
      const s = view.getComputedStyle(k);
      const row = parseInt(s.gridRowStart, 10), col = parseInt(s.gridColumnStart, 10);
      if (row > 0 && col > 0) cells.push({ el: k, row: row, col: col, cols: span(s.gridColumnEnd, col), time: clock(k) && shownText(k) });
    }
    const column = cells.find((x) => x.time)?.col;
    const times = new Map(cells.filter((x) => x.time && x.col === column).map((x) => [x.row, x]));
    const top = Math.min(...cells.map((x) => x.row));
    const rooms = new Map();
    if (!times.has(top)) for (const x of cells) if (x.row === top && x.col !== column && x.el.textContent.length < 80) rooms.set(x.col, shownText(x.el));
    const slots = (st.slots ??= new Map());
    // A break (a cell across every room with no heading, "Lunch break") is a heading of the sessions' level, its
    // time after it as theirs is: it stands apart from the session before it, under whose heading it fell.
    const level = +el.querySelector('h1,h2,h3,h4,h5,h6')?.localName[1];
    const named = [...rooms.values()].filter(Boolean).length;
    for (const x of cells) {
      const time = times.get(x.row);
      if (!time || x === time || x.row === top || x.col === column) continue;
      const names = [];
      for (let i = x.col; i < x.col + x.cols; i++) if (rooms.get(i)) names.push(rooms.get(i));
      let node = time.el; // its text, where a citation finds it
      while (node.firstChild) node = node.firstChild;
      const across = level && named > 1 && names.length === named && collapse(x.el.textContent).length <= 80 && !x.el.querySelector(HEADS);
      slots.set(x.el, { text: time.time + (names.length ? ' \u00b7 ' + names.join(', ') : ''), node: node, level: across && level });
      slots.set(time.el, null);
    }
  }

  // A disclosure button, for enter() and opensLater() alike: a button (`role=""` leaves it one) that is
  // collapsed, names what it opens and opens no popup (`aria-haspopup=""` is false).
  const DISCLOSURE = ':is(button:is(:not([role]),[role=""]),[role=button])[aria-expanded=false][aria-controls]' +
    ':not([aria-haspopup]:not([aria-haspopup=false],[aria-haspopup=""]))';

  /**
   * Whether a collapsed element is read as opened: a region a disclosure button opens before the
   * walk reached that button (a listing's "Show more" description, a transcript's "Show full
   * transcript": the region before the button), or what is collapsed in a region shown in part
   * that one opens (the description's rest, `display: none` till the click), its button read
   * already or after. The button must show words. Asked only of a collapsed element, not inside
   * another read so: the page's disclosure buttons are found once, on the first such question.
   */
  function opensLater(el, ctx, st) {
    const root = el.getRootNode();
    let found = (st.disclosures ||= new Map()).get(root);
    if (!found) {
      st.disclosures.set(root, (found = new Map()));
      for (const button of root.querySelectorAll?.(DISCLOSURE) || []) {
        for (const id of attr(button, 'aria-controls').split(/\s+/)) if (id) found.set(id, (found.get(id) || []).concat(button));
      }
      found.regions = [...found.keys()].map((id) => '#' + CSS.escape(id)).join(',');
    }
    if (!found.size) return false;
    const region = found.has(el.id) ? el : el.parentElement?.closest(found.regions);
    if (!region || (region === el && st.opens.has(el))) return false;
    if (st.opens.has(region)) return true;
    return found.get(region.id).some((button) => el.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING && shows(button, ctx, st));
  }

  /**
   * Whether a box clips its own text short (a listing's "Read more" clamp: `max-height` and `overflow: hidden`) and a
   * collapsed disclosure button that shows words opens it (`aria-expanded="false"`, `aria-controls` its id): its text is
   * read in full, as a region clipped to no height is. A box clipped so that no such button opens (a paywall's) still cuts.
   */
  function clampOpened(el, c, ctx, st) {
    if (!c.clip || c.clip === ctx.clip || !el.id || el.scrollHeight <= el.clientHeight + 1) return false; // (its id asked only of a box that clips)
    return st.opens.has(el) || opensLater(el, ctx, st);
  }

  /**
   * Whether a button of glyphs stands beside a carousel, among its siblings (eBay's "‹" and "›" after its gallery, glyph
   * buttons between): it turns the carousel, as one inside it does, and says nothing of the page.
   */
  function turnsCarousel(el) {
    for (const way of ['previousElementSibling', 'nextElementSibling']) {
      for (let n = el[way]; n; n = n[way]) {
        if (n.matches(CAROUSEL)) return true;
        if (!n.matches('button,[role=button]') || /[\p{L}\p{N}]/u.test(n.textContent)) break;
      }
    }
    return false;
  }

  /** Whether a button the walk has not reached shows words: its boxes from the nearest frame read, then its text. */
  function shows(button, ctx, st) {
    let known = (st.shown ||= new Map()).get(button);
    if (known === undefined) {
      let f = ctx;
      while (f && !f.el.contains(button)) f = f.outer;
      const path = [];
      for (let e = button; f && e !== f.el; e = e.parentElement) path.push(e);
      for (let i = path.length; f && i--; ) f = frameOf(path[i], f, f.win, !i, st.opens.has(path[i]));
      known = !!f && /[\p{L}\p{N}]/u.test(button.textContent) && !textIsHidden(f);
      st.shown.set(button, known);
    }
    return known;
  }

  /**
   * pdf.js lays a PDF's text over its drawing as positioned spans, one a run of text: they are read as
   * the lines they make, spans on one line joined (a smaller footnote mark too), and a line of the same
   * size close under the last (1.7 lines at most: a paragraph's gap is wider) as the same paragraph's;
   * not a table's row, a line with a gap of two lines' height in it, which stays a line of its own.
   */
  function textRun(el, c, st) {
    c.opensBlock = false;
    if (el.classList.contains('markedContent')) return; // a group of runs, no line of its own
    const box = el.getBoundingClientRect();
    const line = st.run?.layer === el.closest('.textLayer') && st.run;
    const w = top(st);
    if (line && Math.abs(box.top + box.bottom - line.top - line.bottom) < Math.max(box.height, line.height)) {
      if (box.left - line.right > line.height / 4) w.addText(' ');
      line.columns ||= box.left - line.right > 2 * line.height;
      line.right = Math.max(line.right, box.right); // a run in a run (a match pdf.js's search marks) ends in it
      return;
    }
    if (line && Math.abs(box.height - line.height) < 1 && box.top > line.top && box.top - line.top < 1.7 * box.height &&
        !line.columns && !columned(el, box)) {
      w.addText(' ');
    } else {
      w.flushInline();
    }
    st.run = { layer: el.closest('.textLayer'), top: box.top, bottom: box.bottom, height: box.height, right: box.right, columns: false };
  }

  /** Whether the line of a PDF's text that `el` starts has a gap of two lines' height in it (see textRun). */
  function columned(el, box) {
    let right = box.right;
    for (let next = el.nextElementSibling; next; next = next.nextElementSibling) {
      if (next.localName === 'br') continue;
      const b = next.getBoundingClientRect();
      if (Math.abs(b.top + b.bottom - box.top - box.bottom) >= box.height) return false; // the next line
      if (b.left - right > 2 * box.height) return true;
      right = Math.max(right, b.right);
    }
    return false;
  }

  /**
   * A list that draws its numbers by CSS counters (terms of service's clauses, "4.2", by `ol { counter-reset:
   * item }` and `li::before { content: counters(item, ".") " " }`): `list` keeps the counters it resets,
   * `reset` as CSS computes it ("item 0"), and the list around it that keeps counters, for `counters()`.
   */
  function countedList(list, reset, st) {
    list.counts = { __proto__: null };
    for (const [, name, n] of reset.matchAll(/([\w-]+)(?:\s+(-?\d+))?/g)) list.counts[name] = +(n || 0);
    for (let i = st.writers.length - 2; i >= 0; i--) {
      if (st.writers[i].counts) return void (list.up = st.writers[i]);
    }
  }

  /**
   * The number an item of such a list draws before it ("4.2. "), its counters counted up as CSS counts
   * them (its `counter-increment`, on the innermost list that resets each); '' when its `::before`
   * names no counter. A number alone ("3") is written as a list's ("3. ").
   */
  function countedItem(el, c, w) {
    for (const [, name, n] of c.computed.counterIncrement.matchAll(/([\w-]+)(?:\s+(-?\d+))?/g)) {
      for (let list = w; list; list = list.up) if (name in list.counts) {
        list.counts[name] += +(n ?? 1);
        break;
      }
    }
    const content = c.win.getComputedStyle(el, '::before').content;
    if (!content.includes('counter')) return '';
    // "…", counter(name[, style]), counters(name, "sep"[, style]): the values of `name` from the outermost list in.
    let drawn = '';
    for (const [, text, fn, name, sep, style] of content.matchAll(/"([^"]*)"|(counters?)\(\s*([\w-]+)\s*(?:,\s*"([^"]*)"\s*)?(?:,\s*([\w-]+)\s*)?\)/g)) {
      const values = [];
      if (fn) for (let list = w; list; list = list.up) if (name in list.counts) values.unshift(counterText(list.counts[name], style));
      drawn += fn ? (fn === 'counter' ? values.at(-1) ?? '0' : values.join(sep ?? '')) : text;
    }
    const marker = collapse(drawn);
    return marker ? marker + (/^\d+$/.test(marker) ? '. ' : ' ') : '';
  }

  /** The text of the first marker in the text that links to a note (`<a href="#fn3">†</a>`), if short. */
  function noteCue(el, st) {
    const base = baseOf(el.ownerDocument);
    const seen = st.linkSeen.get(base.simple ? base.page + '#' + el.id : absolute('#' + el.id, el.baseURI));
    const text = typeof seen === 'string' ? seen : seen?.values().next().value;
    return text?.length < 9 ? text.replace(/\*/g, '\\*') : ''; // a star is a star, as in the text
  }

  /** A counter's value as its style draws it: decimal, else letters or Roman numerals. */
  function counterText(n, style = 'decimal') {
    let text = '';
    if (/-(alpha|latin)$/.test(style) && n > 0) {
      for (; n > 0; n = Math.floor(n / 26)) text = String.fromCharCode(97 + (--n % 26)) + text;
    } else if (/-roman$/.test(style) && n > 0 && n < 4000) {
      // A digit at a time, each a pattern of its place's one, five and ten: 4 is "01", iv, xl or cd.
      for (let at = 0; n; at += 2, n = Math.floor(n / 10)) text = ',0,00,000,01,1,10,100,1000,02'.split(',')[n % 10].replace(/\d/g, (d) => 'ivxlcdm'[at + +d]) + text;
    } else return String(n);
    return style[0] === 'u' ? text.toUpperCase() : text;
  }

  /** The mark drawn between an item and the one before it (" · "), as CSS content: else a space. */
  function drawnBetween(el, view) {
    const mark = collapse(pseudoText(el.previousElementSibling, '::after', view) + pseudoText(el, '::before', view));
    return /^[\p{P}\p{S}]{1,3}$/u.test(mark) ? ' ' + mark + ' ' : ' ';
  }

  /** Whether a style keeps its element out of a selection (Safari names it `-webkit-user-select` only). */
  function unselectable(style) {
    return (style.userSelect || style.webkitUserSelect) === 'none';
  }

  /** The iterative depth-first walk. Exit callbacks sit on the stack below an element's children. */
  function* walk(root, ctx, st) {
    // What the walk learns of the page for picking its main content.
    const scan = (st.scan = {
      commas: 0, // commas in the text written so far
      // body: the frame of the walk's root element, once opened
      ranged: [], // frames with a run of top-level blocks, in document order
      scored: [], // frames with a score
      mains: [], // <main> and role=main
      articles: [],
      h1s: [],
      warnings: [], // alerts and regions labelled a warning (see warnedMain)
      chrome: [], // where each piece of chrome (navigation, a sidebar …) began, in the top writer's blocks
      ads: [], // boxes an ad's label leads (see adBox)
    });
    // Pairs on one flat stack: (node, its parent's frame), (exit callback, null), or (frame, CLOSE).
    const stack = [root, ctx];
    let turns = 0, until = now() + 50, paused = false;
    while (stack.length) {
      if (!(++turns & 255) && now() > until) { // the clock read every 256 turns: each read costs
        yield;
        until = now() + 50;
        // What the page did meanwhile, if it changed since the read began (see watch): elements taken out, flags set.
        paused = changes !== st.cites.n;
        if (paused && ctx.flags) refit(ctx.flags);
      }
      const frame = stack.pop();
      const node = stack.pop();
      if (frame === null) {
        node();
      } else if (frame === CLOSE) {
        closeFrame(node, st, scan);
      } else if (st.full) {
        // past the cap nothing more is read, but every element still closes
      } else if (paused && !node.isConnected) {
        // taken out of the page while the walk let it run: not on it (and with no parent to ask)
      } else {
        const tag = node.localName; // an element's (a text node has none): its type is asked of the rest only
        if (tag) element(node, frame, st, stack, tag);
        else if (node.nodeType === 3) text(node, frame, st);
      }
    }
    pickMain(st, scan);
  }

  /**
   * Whether a table shows lines of code, a row a line (GitHub's gists, Gitea, Gitiles): its first
   * row's last cell shows its spaces as written, and nothing comes before it but a line number,
   * written or drawn by CSS.
   */
  function isCodeTable(table, view) {
    // Pygments' table of line numbers and code (Sphinx's, MkDocs'), a title row above it or not.
    if (table.matches('.highlighttable') || table.querySelector(':scope>*>tr>td.linenos')) return true;
    const line = table.querySelector('tr>:last-child');
    if (line?.classList.contains('blob-code')) return true; // GitHub's diff, a review's suggested change (see diffLine)
    return !!line && [...line.parentNode.cells].every((cell) => cell === line || !/[^\d\s]/.test(cell.textContent)) &&
      PRESERVE_WS.test(view.getComputedStyle(line.querySelector('code') || line).whiteSpace);
  }

  function image(el, w, st) {
    // A tracking pixel, or a picture drawn at no size (its alt text shows only when it fails to load).
    if ((el.naturalWidth === 1 && el.naturalHeight === 1) || el.width === 1 || (el.naturalWidth && !el.width)) return;
    let src = el.currentSrc || el.src || '';
    const lazy = attr(el, 'data-src');
    if (/^(data:|$)/.test(src) && lazy) src = absolute(lazy, el.baseURI);
    // nbconvert's alt text for every output picture of a notebook says nothing of this one: it has
    // none. Nor does LaTeXML's for every figure of a paper (arXiv's HTML), "Refer to caption".
    const alt = collapse(attr(el, 'alt')?.replace(/^(No description has been provided for this image|Refer to caption)$/, '') || attr(el, 'title') || '');
    if (/^(data:|$)/.test(src)) {
      if (alt) w.addText(` [image: ${alt}] `);
      return;
    }
    addMedia(st, 'images', src, alt);
    w.md.push(`![${alt.replace(/[[\]]/g, '')}](${src})`); // markdown only: an image is no plain text
    w.spaced = false;
  }

  // Before each question the page is compared with what the conversation read (relock), and a big
  // page's read takes seconds. So each read watches the page, and `changes` counts what it sees: a
  // read begun since the last change is what the page still reads. A change is a mutation of the
  // document or of an open shadow root the read went into (the widget's element aside), or what
  // can change what shows without one: a resize (a media query), the hash (`:target`), a field
  // (`:checked` tabs; what is typed is never read) or a popover toggled. The first change stops the
  // watching until the next read, so a page that changes all the time costs a record a read. A
  // same-origin frame can navigate or resize unseen: a page that has one counts as changing (frame()).
  // A click on the page is watched too, and what the visitor did (`acted`: a click, a field, a
  // <details>, a resize) makes any new text start over (a tab of a code sample is a small part of a
  // page), where a change of the page's own (a clock, a ticker) must make a tenth of it new
  // (familiar). Not a link to an anchor followed (its click is undone by the hash's change): the
  // page's clock would start the conversation over.
  let changes = 0;
  let acted = false;
  let watcher;

  function changed(event) {
    if (event?.target !== ui.widget) {
      watcher.disconnect();
      changes++;
      acted = event?.type !== 'hashchange' && (acted || !!event);
    }
  }

  function readMeta(doc) {
    const meta = { __proto__: null }; // a name such as `constructor` is a key like any other
    for (const el of doc.querySelectorAll('meta[content]')) {
      const key = attr(el, 'name') || attr(el, 'property') || attr(el, 'itemprop');
      if (!key) continue;
      const name = key.trim().toLowerCase();
      const value = attr(el, 'content').trim().slice(0, 10000); // there is one: meta[content]
      if (!(name in meta)) meta[name] = value;
      else if (value && !meta[name].split(', ').includes(value)) meta[name] = (meta[name] + ', ' + value).slice(0, 10000);
    }
    return meta;
  }

  /**
   * The visible text of a code block, whitespace kept. Gutters and prompts that a visitor cannot
   * copy (aria-hidden, user-select: none) stay out; line elements that are blocks end lines. The text
   * before each line the page highlights (Docusaurus's, a block of its own) goes in `lit`.
   */
  function codeText(root, frame, drawn, lit) {
    const view = frame.win;
    const out = [];
    let indent = ''; // a list item's, written before its first text
    // Pairs, as in the walk: (node, its parent's frame), or (line break, null).
    const stack = [];
    for (let i = root.childNodes.length; i--; ) stack.push(root.childNodes[i], frame);
    while (stack.length) {
      const f = stack.pop();
      const node = stack.pop();
      if (f === null) {
        if (out.length && !out.at(-1).endsWith('\n')) out.push(node);
        continue;
      }
      if (f === INDENT) {
        indent = node;
        continue;
      }
      if (node.nodeType === 3) {
        // Hidden text is hidden in code too (white on white, zero size); indentation is kept. Spaces
        // between a table's rows and cells are not drawn (a table of lines: highlight.js's).
        if (NOT_SPACE.test(node.data)) {
          if (f.hiddenText ??= textIsHidden(f)) continue;
        } else if (/^t(able|body|head|foot|r)$/.test(node.parentNode.localName)) continue;
        out.push(indent + node.data);
        indent = '';
        continue;
      }
      if (node.nodeType !== 1 || SKIP.has(node.localName)) continue;
      if (node.localName === 'br') {
        out.push('\n');
        continue;
      }
      // A line's number in a cell before it, as text or drawn by CSS in an empty one (highlight.js's
      // line numbers, GitHub's blob view: `content: attr(data-line-number)`), is no code.
      if (node.localName === 'td' && (isGutter(node.textContent) || (node.nextElementSibling && /^\s*\d*\s*$/.test(node.textContent)))) continue;
      const c = frameOf(node, f, view, false);
      if (!c || c.computed.userSelect === 'none') continue;
      if (lit && c.opensBlock && node.classList.contains('theme-code-block-highlighted-line')) lit.push(out.join(''));
      if (!node.firstChild) {
        // An empty box shows what CSS draws in it (Redoc's " … " for a level it folded); one out of
        // the flow breaks no line (Redoc's fold buttons, laid over the margin).
        const mark = drawn && node.localName !== 'button' && pseudoText(node, '::before', view) + pseudoText(node, '::after', view);
        if (mark) out.push(indent + mark);
        if (mark) indent = '';
        if (!c.opensBlock || /^[af]/.test(c.position)) continue;
      }
      // A list in code is a level of nesting (Redoc's JSON: its margin): its items' lines are indented,
      // and the line after a list goes on at the level of the item around it.
      const item = node.localName === 'li';
      let depth = '';
      if (item || /^[ou]l$/.test(node.localName)) {
        for (let e = node.parentNode; e && e !== root; e = e.parentNode) if (/^[ou]l$/.test(e.localName)) depth += '  ';
        if (!item) stack.push(depth, INDENT);
      }
      if (c.opensBlock) stack.push('\n', null);
      for (let i = node.childNodes.length; i--; ) stack.push(node.childNodes[i], c);
      if (item) stack.push(depth, INDENT);
      if (c.opensBlock) stack.push('\n', null);
    }
    return out.join('');
  }

  /**
   * The lines a code block highlights (see codeText), counted in its fenced `text`, as ranges: "2, 4–5";
   * '' for none. A line starts after the text before it, and after a break if that ends in none.
   */
  function highlightedLines(lit, text) {
    if (!lit.length) return '';
    const lead = /^\s*\n/.exec(text.replace(/\r\n?/g, '\n'))?.[0].split('\n').length - 1 || 0; // blank lines dropped
    const runs = [];
    for (const before of lit) {
      const shown = before.replace(/\r\n?/g, '\n');
      const n = shown.split('\n').length + (shown && !shown.endsWith('\n') ? 1 : 0) - lead; // the lines before it, and 1
      const run = runs.at(-1);
      if (n < 1) continue;
      if (run && run[1] + 1 >= n) run[1] = Math.max(run[1], n);
      else runs.push([n, n]);
    }
    return runs.map(([a, b]) => (a === b ? a : a + '\u2013' + b)).join(', ');
  }

  /** Whether a <code> holds a block (a list, a box): its first that could be one is asked. */
  function holdsBlocks(el, view) {
    const inner = el.querySelector('div,p,ul,ol,li,table');
    return !!inner && !/^(inline|contents|none)/.test(view.getComputedStyle(inner).display);
  }

  /** A drawing's title, unless a design tool wrote it (see LAYER_NAME, IDENTIFIER). */
  function named(title) {
    return title && !LAYER_NAME.test(title) && !IDENTIFIER.test(title) ? title : '';
  }

  /** The strings CSS draws in an element's ::before or ::after (`content: " · "`), run together. */
  function pseudoText(el, which, view) {
    return (view.getComputedStyle(el, which).content.match(/"[^"]*"/g) || []).join('').replace(/"/g, '');
  }

  function fieldLabel(field, near) {
    // Its first <label>, else the first element aria-labelledby names, else what it says of itself.
    const by = attr(field, 'aria-labelledby');
    const ref = field.labels?.[0] || (by && field.ownerDocument.getElementById(by.split(/\s+/)[0]));
    if (ref) return shownText(ref, near);
    return collapse(attr(field, 'aria-label') || attr(field, 'placeholder') || attr(field, 'title') || '');
  }

  /**
   * What a text field holds as the page set it (a flight search's "London (all airports)"), '' for none: not
   * what the visitor typed (or the browser put back, no longer the default), nor a placeholder written as the
   * value ("your@email.com"), nor a link to copy (a share box's). Not a password, an e-mail, a number: text or search only.
   */
  function pageValue(field) {
    const value = /^(text|search)$/.test(field.type) && field.value === field.defaultValue && !hand.typed.has(field) && field.value;
    return value && value !== field.placeholder && !/^\w+:\/\//.test(value) ? clip(collapse(value), 80).replace(LABEL_LOOKALIKE, '[ ') : '';
  }

  /**
   * A search box's fields the page filled, "Trip type: Return · From: London (all airports)", each by the words
   * shown for it (its <label>, else a caption just before it, "From" in a <small>), else its name (`aria-label`),
   * short; its value alone when none is. Fields that show nothing (hidden, a hidden input) say nothing.
   */
  function searchLine(box, c) {
    const said = [];
    for (const field of box.querySelectorAll('input,select')) {
      const value = field.localName === 'select' ? !field.multiple && field.size <= 1 && collapse(field.options[field.selectedIndex]?.label || '') :
        /^(number|date|time|month|week)$/.test(field.type) ? field.value.slice(0, 20) : pageValue(field);
      const shown = value && field.offsetWidth && frameOf(field, c, c.win, true);
      if (!shown || textIsHidden(shown)) continue;
      const before = field.previousElementSibling;
      const caption = !field.labels?.length && before && !before.firstElementChild && before.textContent.length < 40 && shownText(before, c);
      const name = (caption || fieldLabel(field, c)).replace(/\s*[?:]$/, '');
      said.push(name && name.length <= 40 ? `${name}: ${clip(value, 80)}` : clip(value, 80));
    }
    return said.join(' \u00b7 ').replace(LABEL_LOOKALIKE, '[ ');
  }

  /**
   * Whether a list's items are link chips: each a link alone of a word or three (30 characters at most), right under a
   * heading, each to the page its words name in one folder ("chance" to /thesaurus/chance: a dictionary's synonyms; not
   * a menu's "News" to /news/, nor a sidebar's links to other sites), or anywhere a tag (`rel=tag`: a post's tags).
   */
  function linkChips(list, headed) {
    let n = 0, folder = null;
    for (let li = list.firstElementChild; li; li = li.nextElementSibling, n++) {
      const a = li.firstElementChild;
      if (li.localName !== 'li' || a?.localName !== 'a' || a !== li.lastElementChild || a.firstElementChild || li.textContent.length > 40) return false;
      if (!headed && !/(^|\s)tag(\s|$)/i.test(attr(a, 'rel') || '')) return false;
      const words = collapse(a.textContent);
      if (words.length > 30 || collapse(li.textContent) !== words || !/^\S+( \S+){0,2}$/.test(words)) return false;
      const at = headed && !/(^|\s)tag(\s|$)/i.test(attr(a, 'rel') || '') && /^(\w+:\/\/[^/]+\/[^?#]+\/)([^/?#]+)\/?([?#]|$)/.exec(a.href);
      if (at && ((folder ??= at[1]) !== at[1] || attempt(() => decodeURIComponent(at[2]))?.replace(/[-_+]/g, ' ').toLowerCase() !== words.toLowerCase())) return false;
      if (headed && !at && !/(^|\s)tag(\s|$)/i.test(attr(a, 'rel') || '')) return false;
    }
    return n > 0;
  }

  /**
   * Whether a button is a list's add button ("+ Add a card", "Add another list"): its words a few, starting with "+" or
   * "Add", and it (or the box it alone fills, two steps up) straight after a list, or alone in a list's last item.
   */
  function addsItem(button) {
    if (!/^\s*(\+|\uff0b|add\b)[^\n]{0,30}$/i.test(button.textContent)) return false;
    let box = button;
    for (let up = 0; up < 3 && box; up++) {
      if (box.previousElementSibling?.matches('ul,ol,[role=list]')) return true;
      if (box.localName === 'li' && !box.nextElementSibling && box.parentElement?.matches('ul,ol')) return true;
      const parent = box.parentElement;
      if (!parent || parent.childElementCount !== 1 || collapse(parent.textContent) !== collapse(button.textContent)) return false;
      box = parent;
    }
    return false;
  }

  /**
   * Whether a list's items are a board's cards, each a link alone whose class (or its item's) names it a card, one line
   * of words (`<li><a class="card" href="/c/12">Fix login bug</a></li>`): each a fact of its column, cited, though a
   * link alone is none (a list of posts or tags: see the item's label).
   */
  function linkCards(list) {
    const CARD = /(^|[\s_-])card($|[\s_-])/i;
    let n = 0;
    for (let li = list.firstElementChild; li; li = li.nextElementSibling, n++) {
      const a = li.firstElementChild;
      if (li.localName !== 'li' || a?.localName !== 'a' || a !== li.lastElementChild || a.querySelector('div,p,h1,h2,h3,h4,h5,h6,img,ul,ol')) return false;
      if (!CARD.test(`${attr(a, 'class') || ''} ${attr(li, 'class') || ''}`) || collapse(li.textContent) !== collapse(a.textContent) || a.textContent.length > 200) return false;
    }
    return n > 0;
  }

  /**
   * The word "Pronunciation" (or the same in a few languages), a box's only text, when the box is out of sight for
   * screen readers (as twinned's twin is: not `display: none`, nor invisible) right before a link or a button shown; else ''.
   */
  function pronounced(twin, view) {
    const only = twin.firstChild, link = twin.nextElementSibling;
    const word = only && only === twin.lastChild && only.nodeType === 3 && only.data.length < 30 &&
      /^\s*(pronunciation|prononciation|pronunciaci\u00f3n|pron\u00fancia|pronuncia|aussprache|uitspraak)\s*:?\s*$/i.exec(only.data)?.[1];
    if (!word || !/^(a|button)$/.test(link?.localName) || !link.getClientRects().length || attr(twin, 'aria-hidden') === 'true') return '';
    const box = twin.getBoundingClientRect(), style = view.getComputedStyle(twin);
    return box.width <= 1 && box.height <= 1 && twin.getClientRects().length && /^[af]/.test(style.position) && style.visibility === 'visible' ? word : '';
  }

  /**
   * A step's state for screen readers alone (as pronounced's word is out of sight), a word or two in brackets after the
   * words of an item of a stepper, a list one item of which is `aria-current="step"`: "(completed)", "(current step)". Else ''.
   */
  function stepNote(el, view) {
    const only = el.firstChild, words = only && only === el.lastChild && only.nodeType === 3 && only.data.length < 40 && collapse(only.data);
    if (!words || !/^\([\p{L}]+( [\p{L}]+)?\)$/u.test(words) || el.nextSibling?.nodeType === 1 || attr(el, 'aria-hidden') === 'true') return '';
    if (!el.parentNode.parentNode.querySelector(':scope>li[aria-current=step]')) return '';
    const box = el.getBoundingClientRect(), style = view.getComputedStyle(el);
    return box.width <= 1 && box.height <= 1 && el.getClientRects().length && /^[af]/.test(style.position) && style.visibility === 'visible' ? words : '';
  }

  /**
   * A heading's label for screen readers alone (as pronounced's word is out of sight), its text three words at most
   * ending in a colon, that the heading starts with: NHS's "Urgent advice:", "Immediate action required:". Else ''.
   */
  function headingPrefix(el, view) {
    const only = el.firstChild, words = only && only === el.lastChild && only.nodeType === 3 && collapse(only.data);
    if (!words || !/^[\p{L}'\u2019-]+( [\p{L}'\u2019-]+){0,2}:$/u.test(words) || attr(el, 'aria-hidden') === 'true') return '';
    const heading = el.closest('h1,h2,h3,h4,h5,h6,[role=heading]');
    if (!heading || !collapse(heading.textContent).startsWith(words)) return '';
    const box = el.getBoundingClientRect(), style = view.getComputedStyle(el);
    return box.width <= 1 && box.height <= 1 && el.getClientRects().length && /^[af]/.test(style.position) && style.visibility === 'visible' ? words : '';
  }

  /** Whether a button is a stepper's − or + (its sign, or an icon with no words) beside a number box in its box. */
  function steps(button) {
    return /^[\s+\-\u2212\u2013\uff0b\uff0d]*$/.test(button.textContent) && !!button.parentNode.querySelector(':scope>input[type=number],:scope>[role=spinbutton]');
  }

  /**
   * A stepper's number box's name, "Quantity: ", when the box is one (a − or + beside it: see steps) and its
   * name is short, a word or three: its `aria-label`, or its label when that is for screen readers alone
   * (a shown one is read where it stands). Else ''.
   */
  function stepperName(input, ctx) {
    let beside = false;
    for (const b of input.parentNode.children) beside ||= (b.localName === 'button' || attr(b, 'role') === 'button') && steps(b);
    const label = beside && input.labels?.[0];
    const name = beside && collapse(attr(input, 'aria-label') || (label && !shownText(label, ctx) ? label.textContent : ''));
    return name && name.length <= 24 && /^\p{L}+( \p{L}+){0,2}$/u.test(name) ? name + ': ' : '';
  }

  /**
   * A file field kept out of sight behind the page's own button (Greenhouse's "Attach": the input at 1 px
   * and opacity 0; or `display: none` under a styled <label>) is still the field that button fills: it
   * is listed when a label of its own or its group's (`role=group`, `aria-labelledby`) shows, by that
   * label. Not by its `aria-label`, `title` or placeholder: nothing shown names it. Else null: not listed.
   */
  function fileLabel(field, type, near) {
    if (type !== 'file') return null;
    const by = attr(field, 'aria-labelledby') || attr(field.parentElement?.closest('[role=group]') || field, 'aria-labelledby');
    const ref = field.labels?.[0] || (by && field.ownerDocument.getElementById(by.split(/\s+/)[0]));
    return (ref && shownText(ref, near)) || null;
  }

  /**
   * Whether a box typed in is a message's composer, not a document: it has a name or a placeholder of
   * its own ("Message #launch-team", Quill's `data-placeholder`), and that, or the first button shown
   * after it (in the box around it or one of the two around that), says send, post, comment, reply or
   * message. A document's Save beside it is no such button.
   */
  function composes(box) {
    const SENDS = /\b(send|post|comment|reply|message)/i;
    const name = fieldLabel(box) || attr(box, 'data-placeholder') || attr(box, 'aria-placeholder');
    if (!name || SENDS.test(name)) return !!name;
    for (let around = box.parentElement, up = 0; around && up < 3; around = around.parentElement, up++) {
      for (const b of around.querySelectorAll('button,[role=button],input[type=submit]')) {
        if (box.compareDocumentPosition(b) === 4 /* after it, not in it */ && b.offsetWidth) {
          return SENDS.test(b.textContent + ' ' + (attr(b, 'aria-label') || attr(b, 'title') || b.value || ''));
        }
      }
    }
    return false;
  }

  /**
   * A badge above a card's heading ("Most popular" over a plan's "Pro", laid there by `position:
   * absolute`), taken off `w` to go after the heading: all the card holds before its first heading,
   * when that is a short line, the last block written. A page's or its <main>'s first line is no badge,
   * nor a link or a button (a dialog's Close), nor a heading, nor a block labelled (its label stays in order),
   * nor a number alone (a "most read" list's rank, "1" or "2.", before its headline).
   */
  function badgeOf(heading, w) {
    // The last block, as text, first: most headings follow a labelled paragraph or none that is short,
    // and then the lines before them are not read (they were, each, for each heading: a long page's
    // sections are siblings).
    const last = w.blocks.at(-1);
    if (!last || last[0] === '#' || last.includes('[\u00b6') || /^(body|main)$/.test(heading.parentNode.localName)) return '';
    const shown = collapse(last.replace(MD_LINK, '$1').replace(MD_MARK, ' ').replace(/\\(.)/g, '$1'));
    // A rank's number alone ("2.", a most-read list's) is no badge: it stays before its headline.
    const most = shown.length < CITE_MIN_CHARS && !/^\d+\.?$/.test(shown) && shown.replace(/ /g, '').length; // its characters, spaces aside
    if (!most) return '';
    let said = '';
    for (let n = heading.previousSibling; n; n = n.previousSibling) {
      if (n.nodeType === 1 && (n.matches('a,button') || n.querySelector('a,button'))) return ''; // a logo, a Close
      if (n.nodeType !== 8 && (said = n.textContent + said).replace(/\s/g, '').length > most) return '';
    }
    return collapse(said) === shown ? w.blocks.pop() : '';
  }

  /**
   * Opens a writer for an element's content, its blocks joined by `sep` (one per line unless
   * given); when the element closes, the writer's result goes to `done`. Returns the writer.
   */
  function nest(st, exits, done, sep = '\n') {
    const writer = new Writer(sep);
    st.writers.push(writer);
    exits.push(() => done(st.writers.pop().joinBlocks()));
    return writer;
  }

  function addLink(st, href, text) {
    // href → its first text, or a Set once it has more: no key strings to build and hash per link.
    const seen = st.linkSeen.get(href);
    if (seen === text || (typeof seen === 'object' && seen.has(text)) || st.linkList.length >= 20000) return;
    if (seen === undefined) st.linkSeen.set(href, text);
    else if (typeof seen === 'string') st.linkSeen.set(href, new Set([seen, text]));
    else seen.add(text);
    st.linkList.push({ href: href, text: text });
  }

  /**
   * Whether `text` is line numbers, one a line counting up (a gutter beside code, in a table cell
   * of its own as Pygments, Rouge and Chroma lay it out, or a <pre> of its own): no code to read.
   */
  function isGutter(text) {
    const numbers = text.trim().split(/\s+/);
    return numbers.length > 1 && numbers.every((n, i) => +n === +numbers[0] + i);
  }

  /**
   * The lines CodeMirror 5's editor (`.CodeMirror`, a `pre.CodeMirror-line` a line in `.CodeMirror-code`)
   * or Monaco's (`.monaco-editor`, a `.view-line` a line in `.view-lines`) draws, joined; null once the
   * visitor typed, pasted or dropped in it (in its hidden `<textarea>`, its box `role=textbox`, or
   * CodeMirror 5's `contenteditable` lines); false for any other element. Line numbers, gutter marks,
   * the cursor and the lines each measures out of sight stay out. Both draw only the lines near the
   * view (CodeMirror 5 ten past each edge, Monaco the ones in it): the lines of a long document out of
   * sight are not in the page, and are not read.
   */
  function editorLines(el) {
    const monaco = el.classList.contains('monaco-editor');
    if (!monaco && !el.classList.contains('CodeMirror')) return false;
    for (const box of el.querySelectorAll('textarea,[contenteditable],[role=textbox]')) if (hand.typed.has(box)) return null;
    if (monaco) {
      // Absolutely placed, each at its `top`; its spaces are no-break spaces, a tab as many as it is wide.
      const lines = [...el.querySelectorAll('.view-lines>.view-line')].map((line) => [parseFloat(line.style.top) || 0, line.textContent.replace(/\u00a0/g, ' ')]);
      return lines.sort((a, b) => a[0] - b[0]).map((line) => line[1]).join('\n');
    }
    const code = el.querySelector('.CodeMirror-code');
    return code ? [...code.querySelectorAll('pre.CodeMirror-line')].map(cmText).join('\n') : '';
  }

  /** A CodeMirror 5 line's text: a character it draws otherwise (a tab as spaces, an empty line as a zero-width space) is in `cm-text`. */
  function cmText(node) {
    let text = '';
    for (let n = node.firstChild; n; n = n.nextSibling) {
      text += n.nodeType === 3 ? n.data : n.nodeType !== 1 ? '' : n.hasAttribute('cm-text') ? n.getAttribute('cm-text') : cmText(n);
    }
    return text;
  }

  function readCode(el, w, st, c, drawn) {
    // A table of lines of code is read a line a row, from each row's last cell: no line numbers. A
    // row of a header cell alone is the code's title (MkDocs Material's `title="worker.py"`), on a
    // line of its own before it.
    const titles = el.rows ? [...el.querySelectorAll('tr>th:only-child')] : [];
    const title = titles.map((cell) => shownText(cell, c)).join(' ').trim();
    const lit = [];
    const diff = !!el.rows && !!el.querySelector('.blob-code-addition,.blob-code-deletion'); // not a gist's file, GitHub's blob view
    const code = drawn ?? (el.rows
      ? [...el.querySelectorAll('tr>:last-child')].filter((cell) => !titles.includes(cell)).map((cell) => (diff ? diffRow(cell, c) : codeText(cell, c).trimEnd())).join('\n')
      : codeText(el, c, true, lit));
    const text = code.replace(/\r\n?/g, '\n').replace(/^\s*\n|\s+$/g, '');
    if (!text || isGutter(text)) return;
    const language = diff ? 'diff' : codeLanguage(el);
    st.code.push({ language: language, text: text.slice(0, st.charCap) }); // a 5 MB log is cut as content is
    if (title) w.addBlock(title);
    st.firstNode ??= el;
    st.lastNode = el;
    st.full = (st.chars += text.length) > st.charCap;
    w.addBlock(fenced(text, language));
    // Lines the page highlights (Docusaurus's `{2,4-5}`) are said after the fence, by their numbers in
    // it: a mark in the code would be code (`// highlighted` is no comment in Python or HTML).
    const lines = highlightedLines(lit, code);
    if (lines) w.addBlock('Highlighted lines: ' + lines);
  }

  /**
   * A line of GitHub's diff (see diffLine), or both sides of a split view's row: "-" then "+".
   */
  function diffRow(cell, c) {
    const line = (side) => diffLine(side, codeText(side, c).trimEnd());
    const left = cell.parentNode.cells[1];
    if (left === cell || !left?.classList.contains('blob-code')) return line(cell);
    // A split view's row (GitHub's Files changed, split): the old line left, the new right, a line kept on both sides
    // (said once); a side with no line, `empty-cell`, says nothing. Both sides, the removed line before the added one.
    const empty = (side) => /\b(empty-cell|blob-code-empty)\b/.test(side.className);
    const sides = [left.classList.contains('blob-code-deletion') && left, !empty(cell) && cell].filter(Boolean);
    return (sides.length ? sides : empty(left) ? [] : [left]).map(line).join('\n');
  }

  /**
   * A line of GitHub's diff (a review's suggested change, Files changed) with its mark: the cell's class says it was
   * removed or added, in colour alone (its "-" or "+" drawn by CSS, or none), so a reader could not tell the old line
   * from the new. Marked in the text already (GitHub's older diffs), it is not marked twice.
   */
  function diffLine(cell, text) {
    const list = cell.classList;
    if (!list.contains('blob-code') || list.contains('blob-code-hunk')) return text;
    const mark = list.contains('blob-code-addition') ? '+' : list.contains('blob-code-deletion') ? '-' : ' ';
    return cell.querySelector('[data-code-marker]') || text[0] !== mark || mark === ' ' ? mark + text : text;
  }

  function prefixLines(text, first, rest) {
    if (!text) return '';
    return text
      .split('\n')
      .map((line, i) => (i === 0 ? first + line : line ? rest + line : rest.trimEnd()))
      .join('\n');
  }

  /** Watches `root` (the document, or a shadow root the walk goes into) for the next change; returns it. */
  function watch(root) {
    if (!watcher) {
      watcher = new MutationObserver((records) => records.some((record) => record.target !== ui.widget) && changed());
      for (const type of ['resize', 'hashchange', 'change', 'toggle', 'click']) on(WIN, type, changed, true);
      cleanups.push(changed); // destroy() ends the watching
    }
    watcher.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    return root;
  }

  /** A form's visible fields; `c` is the form's frame, whose panes' scrolling its fields share. */
  function readForm(form, c, st) {
    const fields = [];
    for (const field of form.elements || []) {
      const type = (field.type || field.localName).toLowerCase();
      // Not a field of data, or not shown (no width: a hidden ancestor, or none), but a file field a shown label names.
      if (SKIPPED_FIELDS.has(type)) continue;
      const label = field.offsetWidth && frameOf(field, c, c.win, true) ? fieldLabel(field, c) : fileLabel(field, type, c);
      if (label === null) continue;
      fields.push({
        name: field.name || field.id, // strings both, '' when none
        type: type,
        label: label,
        required: !!field.required,
      });
    }
    // And a box typed in as a textarea is (`contenteditable`: a comment composer), by its label alone.
    const EDITABLE = '[contenteditable]:not([contenteditable=false])';
    for (const box of form.querySelectorAll(EDITABLE)) {
      if (box.parentElement.closest(EDITABLE) || !box.offsetWidth || !frameOf(box, c, c.win, true)) continue;
      fields.push({ name: attr(box, 'name') || box.id, type: 'textbox', label: fieldLabel(box, c), required: attr(box, 'aria-required') === 'true' });
    }
    st.forms.push({
      // Not form.action: a field named "action" shadows that property.
      action: absolute(attr(form, 'action') || '', form.baseURI) || form.ownerDocument.URL,
      method: (attr(form, 'method') || 'get').toLowerCase(),
      fields: fields,
    });
  }

  /**
   * A field in no form (a quiz's radios, a scratchpad) is listed as a form's is (see readForm), in a
   * form of its own for each fieldset, group or section: one with no action or method. What was
   * typed in it is not read. A radio or checkbox with no name is no field of data (a menu's CSS
   * toggle), nor is one disabled (a task list's tick).
   */
  function looseField(field, c, st) {
    const type = (field.type || field.localName).toLowerCase();
    if (SKIPPED_FIELDS.has(type) || (/^(radio|checkbox)$/.test(type) && !field.name)) return;
    const label = field.offsetWidth && frameOf(field, c, c.win, true) ? fieldLabel(field, c) : fileLabel(field, type, c);
    if (label === null) return;
    const group = field.closest(FIELD_GROUP) || field.ownerDocument;
    let form = (st.loose ??= new Map()).get(group);
    if (!form) {
      st.loose.set(group, (form = { action: '', method: '', fields: [] }));
      st.forms.push(form);
    }
    form.fields.push({ name: field.name || field.id, type: type, label: label, required: !!field.required });
  }

  function unspan(st) {
    st.firstNode = st.lastNode = null;
    st.spanStart = st.chars;
  }

  /**
   * Labels a finished block "[¶n]" for citations, keeping the page's own nodes it came from (the
   * text written since the last labelled block) and its markdown, so that a cited label can be
   * shown and found on the page. The label goes after a heading, list or quote marker, on a line
   * of its own before a table or code fence. A list's item is labelled whatever its length (`item`).
   */
  function labelBlock(st, md, item, w) {
    let first = st.firstNode;
    const chars = st.chars - st.spanStart;
    const bare = st.bare;
    st.bare = null;
    // A label over its figure, the block just before it in the same box (a calculator's "Monthly payment" over "£1,389.58",
    // a <dl>'s "Total interest" and its <dd>): one line that says whose the figure is, cited, "Monthly payment: £1,389.58".
    // Or over its short value, a <div> over a <div> in a card under its heading: a reward's "Estimated delivery" over "Mar 2027".
    const paired = bare && first && bare.w === w && w.blocks.at(-1) === bare.md && ((FIGURE_ALONE.test(md) || cardValue(bare, first, md)) &&
      follows(bare.last, first) || gridValue(bare, first, md)) && !(first.nodeType === 1 ? first : first.parentElement)?.closest(CONTROL_WORDS); // not a player's "Playback Rate" over its "1"
    if (paired) {
      w.blocks.pop();
      md = `${bare.md.replace(/:$/, '')}: ${md.replace(/^: /, '')}`;
      first = bare.first;
    }
    // A figure over its caption, the block just before it in the box before: a campaign's "£48,210" over "pledged of £30,000
    // goal", one cited line "£48,210 pledged of £30,000 goal" (the figure's cite taken back).
    // A channel's link over its count of subscribers, its owner row's (a video's): one cited line, "[Compiler Club](…) · 1.2M
    // subscribers", whose link alone said nothing to cite.
    const owned = !paired && bare && first && bare.w === w && w.blocks.at(-1) === bare.md && bare.md[0] === '[' && AUDIENCE.test(md) &&
      rowHolds((bare.last.nodeType === 1 ? bare.last : bare.last.parentElement)?.closest('a'), first);
    if (owned) {
      w.blocks.pop();
      md = `${bare.md} \u00b7 ${md}`;
      first = bare.first;
    }
    const figure = st.figure;
    st.figure = null;
    const captioned = !paired && figure && first && figure.w === w && w.blocks.at(-1) === figure.out && st.cites.length === figure.n &&
      CAPTION.test(md) && follows(figure.box, first);
    if (captioned) {
      w.blocks.pop();
      st.cites.pop();
      md = `${figure.md} ${md}`;
      first = figure.first;
    }
    const last = st.lastNode;
    const chose = st.chose >= st.spanStart; // a setting's ("Font Size 100%"), the visitor's to change: no fact
    st.chose = -1;
    const boxed = st.boxed >= st.spanStart && /^[^\n]{1,60}$/.test(md); // a box's label and value, one line (see boxLine)
    st.boxed = -1;
    // An icon's count said with its label's noun, a line of its own or with the buttons beside it (a video's "48K likes
    // Share"): a count of the page's, as "1.2M subscribers" is (see COUNTED), though its words are a button's.
    const tallied = st.tallied >= st.spanStart && COUNTED.test(md);
    st.tallied = -1;
    unspan(st);
    // A short block is labelled only as an item (see addBlock) or an amount alone (a listing's "$685,000"): a fact;
    // or, under a heading, as a line that holds one (SHORT_FACT: a dish's "Soup — £6", a review's stars, "19:00", "14°"; a date; PULL_FACT: "Fixes #4790");
    // or, in main, as a sentence or a label's line, or a paragraph of three words or more ("Max 6 tickets per order"): see mainLine.
    if (!first || (!paired && !owned && !boxed && !tallied && !captioned && !COUNT_HEADING.test(md) && chars < CITE_MIN_CHARS && !item && !AMOUNT.test(md) && !headedFigure(w, first, md) && !(st.headings.length && !chose && (SHORT_FACT.test(md) || DATED.test(md) || PULL_FACT.test(md))) &&
      !(!chose && mainLine(first, md)))) {
      if (first && !chose && ((LABEL_WORDS.test(md) && md.split(' ').length <= 5) || MD_LINK_ALONE.test(md))) st.bare = { md: md, first: first, last: last ?? first, w: w };
      return md;
    }
    st.cites.push({ first: first, last: last, md: md, text: first.textContent });
    const tag = '[\u00b6' + st.cites.length + ']';
    if (/^([`|]|~~~|Table: )/.test(md)) return tag + '\n' + md; // a fence, a table (not a price struck, ~~£420~~)
    const out = /^[-#>:\d]/.test(md) ? md.replace(/^(#{1,6} |(> )+|[-:] |\d+\. )?/, '$&' + tag + ' ') : tag + ' ' + md; // after a marker, if any
    if (!paired && !captioned && AMOUNT.test(md)) {
      const box = (first.nodeType === 1 ? first : first.parentElement)?.closest('div,p');
      // (Not a box's value, a calculator's "£[250000]" over "about [12] months": two lines of a form, the visitor's.)
      if (box && !box.querySelector('input,select,textarea')) st.figure = { md: md, out: out, first: first, box: box, w: w, n: st.cites.length };
    }
    return out;
  }

  /** Whether the short row around a link (its box, or that box's, 120 characters at most) holds `node`: an owner row's count. */
  function rowHolds(link, node) {
    for (let box = link?.parentElement, up = 0; box && up < 2 && box.textContent.length <= 120; box = box.parentElement, up++) if (box.contains(node)) return true;
    return false;
  }

  /**
   * Whether `md` is a figure alone ("1,284,512", "58%"; not a bare number, a rank's) straight under its heading of a few words,
   * the heading's box just before the figure's (or a box around it, two steps up): npm's sidebar, "### Weekly Downloads" over
   * "1,284,512", a fact the heading names (see labelBlock).
   */
  function headedFigure(w, first, md) {
    if (md.startsWith(': ') || !FIGURE_ALONE.test(md) || !/^#{2,6} [*_]{0,2}\p{L}[\p{L} '\u2019()-]{0,38}[*_]{0,2}:?$/u.test(w.blocks.at(-1) ?? '')) return false;
    let box = first.nodeType === 1 ? first : first.parentElement;
    for (let up = 0; up < 3 && box; up++, box = box.parentElement) {
      if (/^h[2-6]$/.test(box.previousElementSibling?.localName)) return true;
      if (box.previousElementSibling) return false;
    }
    return false;
  }

  /**
   * Whether `md`, short and one line, is a value in the <div> after its label's <div>, in a card its heading heads (see labelBlock).
   * A label is a phrase in sentence case ("Ships to"), not a name ("The Bread Lab" over a video's views); a value has letters
   * (a review's "Excellent" over "9.9" is a score's word, not its label: see FIGURE_ALONE).
   */
  function cardValue(label, first, md) {
    const box = label.last.nodeType === 1 ? label.last : label.last.parentElement;
    return md.length <= 40 && !/[\n[#\u00b7|]/.test(md) && /\p{L}/u.test(md) && /^\p{Lu}\p{Ll}+( \p{Ll}+)*:?$/u.test(label.md) && box?.localName === 'div' && box.nextElementSibling?.localName === 'div' &&
      box.nextElementSibling.contains(first) && !!box.parentElement?.querySelector(':scope > :is(h2,h3,h4,h5,h6)');
  }

  /**
   * Whether `md`, a short value (three lines at most), is the value in the cell beside its label's cell on the same row of a
   * CSS grid of labels and values: an auction's item specifics (eBay's ux-labels-values, "Brand" | "Nikon", two pairs a row
   * in four columns), a statement's "Sort code" | "20-45-77", read as one line "Brand: Nikon" (see labelBlock). The grid's
   * children alternate, a label's words then its value, in an even number of columns. Cells stacked in one column (a label
   * over its text, a grid of cards) are not a row, nor a timetable's rooms side by side (its times are no labels).
   */
  function gridValue(label, first, md) {
    if (md.length > 200 || md.split('\n').length > 3 || /^[#|]|\n[#|]/.test(md)) return false;
    let cell = label.last.nodeType === 1 ? label.last : label.last.parentElement;
    const view = cell?.ownerDocument.defaultView, grid = (box) => !!box && /grid/.test(view.getComputedStyle(box).display);
    for (let up = 0; cell?.parentElement && up < 3 && !grid(cell.parentElement); up++) cell = cell.parentElement;
    const value = cell?.nextElementSibling, box = cell?.parentElement;
    if (!value?.contains(first) || !grid(box)) return false;
    const columns = view.getComputedStyle(box).gridTemplateColumns.replace(/\[[^\]]*\]/g, ' ').trim().split(/\s+/).length;
    const cells = box.children;
    if (columns % 2 || cells.length % 2 || [...cells].indexOf(cell) % 2) return false;
    for (let i = 0; i < cells.length; i += 2) if (!LABEL_WORDS.test(collapse(cells[i].textContent))) return false;
    const a = cell.getBoundingClientRect(), b = value.getBoundingClientRect();
    return Math.abs(a.top - b.top) < 2 && b.left >= a.right - 1;
  }

  /**
   * Whether a number box's value follows its label alone on a line ("Deposit" and its box, a currency sign between): the label
   * is then said as one, "Deposit: 25,000", and the line cited (see labelBlock). Not a table's, a menu's or a toolbar's box.
   */
  function boxLine(w, el, sign) {
    const label = el.labels?.[0];
    if (!label || label.nextElementSibling !== (sign ? el.previousSibling : el)) return false;
    const words = collapse(label.textContent), lead = collapse(w.md.join(''));
    if (!LABEL_WORDS.test(words) || words.endsWith(':') || lead !== (sign ? `${words} ${el.previousSibling.textContent.trim()}` : words)) return false;
    if (el.closest('table,nav,[role=menu],[role=menubar],[role=menuitem],[role=toolbar]')) return false;
    const said = w.md.join('').replace(words, words + ':');
    w.md = [said];
    w.plain = [said];
    return true;
  }

  /** Whether words stand right beside an element, in its own line's text nodes (a disclosure button's in a sentence). */
  function textBeside(el) {
    const before = el.previousSibling, after = el.nextSibling;
    return (before?.nodeType === 3 && NOT_SPACE.test(before.data)) || (after?.nodeType === 3 && NOT_SPACE.test(after.data));
  }

  /** Whether node `b`'s box is the next one after node `a`'s, a <p>, <div> or <dt> (or its box's, within three steps): "Total interest" and its figure. */
  function follows(a, b) {
    let box = a.nodeType === 1 ? a : a.parentElement;
    box = box?.closest('dt') || box; // a term's inline boxes (a payee's "Direct Debit" badge) are the term's
    if (!/^(p|div|dt)$/.test(box?.localName)) return false; // a box over the figure, not words beside it (a card's spans: see lineCard)
    for (let up = 0; box && up < 3; up++, box = box.parentElement) {
      const next = box.nextElementSibling;
      if (next) return next.contains(b);
    }
    return false;
  }

  /**
   * Whether a short block is a line of main's own text a visitor reads as a fact: a sentence or a label's line (SHORT_LINE),
   * or a paragraph's three words or more, two of them words of letters (not a date alone, "28 Nov 2026", which is cited under a
   * heading only: see SHORT_FACT's DATED). Not a menu's, a link's, a button's, a tab's or a field's label's words, nor a line with a link.
   */
  function mainLine(first, md) {
    let el = first.nodeType === 1 ? first : first.parentElement;
    if (el?.localName === 'a' && md[0] === '[') el = el.parentElement; // a byline's first link: its line's box is asked
    const line = el && !md.includes('\n') && (!md.includes('](') ? SHORT_LINE.test(md) || COUNTED.test(md) || (/^[*_]{0,2}[\p{L}\p{N}]\S* \S+ \S/u.test(md) && WORDY.test(md) && el.closest('p')) : BYLINE.test(md));
    return !!line && !!el.closest('main,[role=main]') && !el.closest(CONTROL_WORDS);
  }

  /** Writes a picture's name where it stands: a rating's ("3 stars") is a fact, whose picture a label can point to. */
  function picture(st, el, name) {
    if (STARRED.test(name)) {
      st.firstNode ??= el;
      st.lastNode = el;
    }
    top(st).addText(` [image: ${name}] `);
  }

  /** A same-origin frame's body is walked in place; any frame is recorded in media. */
  function frame(el, w, st, c) {
    const src = el.src || (el.hasAttribute('srcdoc') ? 'about:srcdoc' : '');
    const title = collapse(attr(el, 'title') || '');
    addMedia(st, 'iframes', src, title);
    // null across origins; a frame of no size shows nothing, so it is not read
    const doc = el.clientWidth > 1 && el.clientHeight > 1 && el.contentDocument;
    if (doc === false) return;
    if (doc?.body && doc.defaultView) {
      changed();
      if (c.flags) flag(doc, c.flags);
      c.win = doc.defaultView;
      c.inX = c.win.scrollX; // boxes inside are measured from the frame's own page
      c.inY = c.win.scrollY;
      c.clip = null;
      return [doc.documentElement];
    }
    if (src.startsWith('http')) w.addBlock(`[embedded frame${title ? ': ' + title : ''}](${src})`);
  }

  function fenced(text, language) {
    const fence = text.includes('```') ? '~~~~' : '```';
    return fence + (language || '') + '\n' + text + '\n' + fence;
  }

  function opened(el, tag, role, c, st) {
    const scan = st.scan;
    c.mainKind = MAIN_KIND[tag] || 0;
    c.chars = st.chars;
    c.commas = scan.commas;
    scan.body ??= c; // the first frame opened: the walk's root
    if (tag === 'main' || role === 'main') scan.mains.push(c);
    if (c.mainKind === 1 /* article */) scan.articles.push(c);
    if (tag === 'h1') scan.h1s.push(c);
    if (role === 'alert' || role === 'status' || (role === 'region' && WARNING.test(attr(el, 'aria-label')))) scan.warnings.push(c);
    if (CHROME_LABEL[tag] || CHROME_LABEL[role]) scan.chrome.push(st.writers[0].blocks.length);
    // A block opened on the top writer leaves its blocks there in one run, which main can take.
    if (c.opensBlock && st.writers.length === 1) {
      c.runStart = st.writers[0].blocks.length;
      scan.ranged.push(c);
    }
  }

  /** An anchor's absolute href, or '' for none and for javascript:/data: links. Resolved once. */
  function linkTarget(el) {
    const raw = attr(el, 'href');
    if (raw === null) return '';
    // Resolving a URL is not free and link-heavy pages have thousands: the common shapes
    // (absolute, root-relative, #fragment) are joined directly when no <base> is in play.
    const base = baseOf(el.ownerDocument);
    if (base.simple && SIMPLE_HREF.test(raw)) {
      return raw[0] === '#' ? base.page + raw : raw[0] === '/' ? base.origin + raw : raw;
    }
    const href = el.href;
    return typeof href === 'string' && !BAD_HREF.test(href) ? href : '';
  }

  function readLink(el, href, w, st, exits, oneLine) {
    const mark = w.markHere();
    // The link open around what is read now: a heading in it takes it (see namesLink).
    const link = { href: href, outer: st.link, named: false };
    st.link = link;
    exits.push(() => {
      st.link = link.outer;
      if (link.named) return;
      if (w.blocks.length !== mark.blocks) {
        // A link around blocks (a card, a blog post's teaser, a docs page's "Next"): the blocks stay,
        // each read once, and one of them is the link. Its heading is (see namesLink); else, in a line
        // of chrome whose blocks are plain text (Docusaurus's "Previous" and "Introduction", a menu's
        // entry set as a block), all of them, "[Previous Introduction](…)"; else the first block of one
        // line and no link, its text after its marker and label, "[¶2] [A moist loaf …](…)".
        const blocks = w.blocks.slice(mark.blocks);
        const plain = (md) => collapse(md.replace(MD_LINK, '$1').replace(MD_MARK, ' '));
        if (oneLine && blocks.every((md) => plain(md) === md)) {
          const label = blocks.join(' ');
          addLink(st, href, label);
          w.blocks.splice(mark.blocks, blocks.length, `[${label}](${href})`);
          return;
        }
        // Its lines broken by <br>s are one line of the link (a link card's "From blog.bob.dev" over its title).
        const lines = (md) => !md.includes("\n") || md.split("\n").every((line, n) => n ? plain(line) === line && !/^([-*+>|`~#:]|\d+\. )/.test(line) : !/^[`~|]/.test(line));
        const i = blocks.findIndex((md) => !md.includes("](") && /[\p{L}\p{N}]/u.test(md) && lines(md));
        const parts = i >= 0 && /^((?:#{1,6} |(?:> )+|[-:] |\d+\. )?(?:\[\u00b6\d+\] )?)([^]+)$/.exec(blocks[i]);
        if (parts) {
          addLink(st, href, plain(parts[2]) || imageAlt(el));
          w.blocks[mark.blocks + i] = `${parts[1]}[${parts[2].replace(/\n/g, ' ')}](${href})`;
          return;
        }
        // A picture alone, in a box of its own (Luma's product tile), is the link, as one in a line is: `[![Joust Duffle
        // Bag](…)](…)`, not the picture and then a link named by its alt, a second time (a third with the name's link).
        if (blocks.length === 1 && /^!\[[^\]\n]*\]\([^)\n]*\)$/.test(blocks[0])) {
          addLink(st, href, imageAlt(el));
          w.blocks[mark.blocks] = `[${blocks[0]}](${href})`;
          return;
        }
        // None (a list, code): the link follows them, named by their first words.
        const label = plain(blocks.join('\n')).slice(0, 80) || imageAlt(el);
        addLink(st, href, label);
        w.addBlock(`[${label || 'link'}](${href})`);
        return;
      }
      let i = mark.md;
      while (i < w.md.length && !NOT_SPACE.test(w.md[i])) i++;
      if (i === w.md.length) return; // nothing but whitespace
      addLink(st, href, collapse(w.plain.slice(mark.plain).join('')) || imageAlt(el));
      w.wrapSince(mark, '[', '](' + href + ')');
    });
  }

  /**
   * A heading's markdown; the link's text when it is the first heading in a link around blocks (a
   * product card, `<a><img><h3>Brooks Ridge 2</h3></a>`: `### [Brooks Ridge 2](…)`), which it names.
   */
  function namesLink(st, line) {
    const link = st.link;
    if (!link || link.named || !line.md) return line.md;
    link.named = true;
    addLink(st, link.href, line.plain);
    return `[${line.md}](${link.href})`;
  }

  /** Adds the elements of `root` (a document, a shadow root) that hold one of FLAGGED's attributes (NAMED's) to `flags`, which asks it again after a pause (refit). */
  function flag(root, flags) {
    for (const el of root.querySelectorAll(FLAGGED)) flags.held.add(el);
    for (const el of root.querySelectorAll(NAMED)) flags.named.add(el);
    flags.roots.push(root);
    return flags;
  }

  /** The flagged elements of the roots read so far, asked again: the page, changed during a pause, may have set or taken out flags. */
  function refit(flags) {
    flags.held.clear();
    flags.named.clear();
    for (const root of flags.roots) for (const el of root.querySelectorAll(FLAGGED)) flags.held.add(el);
    for (const root of flags.roots) for (const el of root.querySelectorAll(NAMED)) flags.named.add(el);
  }

  /** Whether `el` (its frame's child, or its frame's own) may hold one of FLAGGED's attributes: one of its roots' flagged elements, or one of a root not asked. */
  const flagged = (el, parent) => !parent?.flags || parent.flags.held.has(el);
  const tagged = (el, parent) => !parent?.flags || parent.flags.named.has(el); // the same for NAMED's

  /**
   * Where the rendered children are: an open shadow root, a slot's assigned nodes (an array),
   * else the element itself (its light DOM).
   */
  function childrenOf(el, tag, c) {
    const shadow = hosts(tag) && el.shadowRoot;
    if (shadow) {
      if (c.flags) flag(shadow, c.flags);
      return watch(shadow);
    }
    if (tag === 'slot' && el.assignedNodes) {
      const assigned = el.assignedNodes({ flatten: true });
      if (assigned.length) return assigned;
    }
    return el;
  }

  /**
   * The language a code block declares (class, data-lang), lowercased, else null: on the code, its
   * <pre> and the two boxes around it, or around Pygments' table of line numbers and code (Sphinx's
   * `highlight-python`, MkDocs' `language-python`, four levels up).
   */
  function codeLanguage(el) {
    const candidates = [el.localName === 'pre' && el.querySelector('code'), el, el.parentElement,
      el.parentElement?.parentElement, el.closest('.highlighttable')?.parentElement];
    for (const node of candidates) {
      if (!node) continue;
      // An SVG element's className reads as "[object SVGAnimatedString]", which declares nothing.
      // Monaco names its language in `data-mode-id`, on the box it was made in ("plaintext" when none).
      const declared = attr(node, 'data-lang') || attr(node, 'data-language') || LANGUAGE_CLASS.exec(node.className)?.[1] || attr(node, 'data-mode-id');
      if (declared?.trim() && declared !== 'plaintext') return declared.trim().toLowerCase();
    }
    return null;
  }

  function imageAlt(el) {
    return collapse(el.querySelector('img[alt]')?.alt || '');
  }

  /**
   * A label's text as a visitor sees it, by the walk's rules (white on white, zero size stay out). Its
   * boxes are read from the nearest of the walk's frames `near` and around it that holds it, else the page's top.
   */
  function shownText(el, near) {
    const view = el.ownerDocument.defaultView;
    let frame = near;
    while (frame && !frame.el.contains(el)) frame = frame.outer;
    const chain = [];
    for (let e = el; e?.nodeType === 1 && e !== frame?.el; e = e.parentElement) chain.push(e);
    // As in the walk: visibility is left to the text, which codeText asks.
    for (let i = chain.length; i--; ) if (!(frame = frameOf(chain[i], frame, view, false))) return '';
    return collapse(codeText(el, frame));
  }

  /**
   * Readability's rule of thumb: tables with headers, captions or enough cells hold data, and
   * tables holding tables lay a page out, unless it has headers and they hold no data (a small
   * table in a cell is read as the cell's text). And a small grid of short lines of text (a
   * list of facts: Weight | 12 kg) is data too: read as text it loses which value is whose. An
   * empty cell (a spacer, a line number drawn by CSS beside a line of code) is layout's mark.
   */
  function isDataTable(table) {
    const role = attr(table, 'role');
    if (role === 'presentation' || role === 'none' || attr(table, 'datatable') === '0') return false;
    // Headers, and no table of data in its cells: a table laying a page out may frame tables of
    // data (whose headers are then no sign of its own).
    if (attr(table, 'summary') || table.querySelector('caption,thead,tfoot,th,colgroup')) {
      return ![...table.querySelectorAll('table')].some(isDataTable);
    }
    if (table.querySelector('table')) return false;
    const rows = table.rows.length;
    let cols = 0;
    for (const row of table.rows) cols = Math.max(cols, row.cells.length);
    // A list of fields is data: a short name beside boxes of text (an API reference's parameter: its type,
    // default and description), row by row.
    if (cols === 2 && [...table.rows].every((row) => row.cells.length === 2 && /^\S.{0,39}$/s.test(row.cells[0].textContent.trim()) &&
      !row.cells[0].querySelector('a,img,p,h1,h2,h3,h4,h5,h6') && /^\s*\S.{0,999}$/s.test(row.cells[1].textContent) && row.cells[1].querySelector('div,p'))) return true;
    if (rows <= 1 || cols <= 1) return false;
    return rows >= 10 || cols > 4 || rows * cols > 10 ||
      ![...table.querySelectorAll('td')].some((cell) => !/^\S.{0,79}$/s.test(cell.textContent.trim()) || cell.querySelector('p,li,pre,blockquote,h1,h2,h3,h4,h5,h6,form'));
  }

  /**
   * A hidden <thead>'s headings when the first body row shows each of them in its own cell: a responsive table (the NHS's
   * nhsuk-table-responsive) hides its head on a phone and draws each heading in each cell (an aria-hidden "Age " before
   * "12 to 17 years"). They are the header row a visitor reads, at any width; a hidden head its cells do not show stays out.
   */
  function headInCells(table) {
    const head = table.tHead, row = head?.rows[0], first = table.tBodies[0]?.rows[0];
    if (!row || !first || head.getClientRects().length || row.cells.length !== first.cells.length) return null;
    const view = table.ownerDocument.defaultView;
    const names = Array.from(row.cells, (cell) => collapse(cell.textContent));
    const shownIn = (cell, name) => Array.from(cell.querySelectorAll('*')).some((el) => collapse(el.textContent) === name &&
      el.getBoundingClientRect().width > 1 && view.getComputedStyle(el).visibility === 'visible');
    if (!names.some(Boolean) || !names.every((name, i) => !name || shownIn(first.cells[i], name))) return null;
    return names.map((name) => name.replace(/\|/g, '\\|'));
  }

  function tableMarkdown(table) {
    const rows = table.cellRows.filter((row) => row.some((cell) => cell));
    if (table.shownHead && !table.cellRows[0]?.some((cell) => cell)) rows.unshift((table.cellRows[0] = table.shownHead)); // see headInCells
    // Bare too when its first row shows nothing: a head given to screen readers only (`sr-only`).
    const bare = table.bare || rows[0] !== table.cellRows[0];
    table.cellRows = rows;
    table.colCount = rows.reduce((n, row) => Math.max(n, row.length), 0);
    if (!rows.length) return '';
    const line = (row) => '| ' + row.join(' | ') + ' |' + '  |'.repeat(table.colCount - row.length); // short rows padded
    const [head, ...body] = bare ? [[''], ...rows] : rows; // an empty header row when bare
    return [line(head), '|' + ' --- |'.repeat(table.colCount), ...body.map(line)].join('\n');
  }

  /** Readability's choice: the best score after link density, and siblings that look like more of it. */
  function scoredMain(scan, body) {
    // The ten best by raw score, then the best after link density; density only lowers a score.
    let best = null;
    let bestScore = 0;
    for (const f of scan.scored.sort((a, b) => b.score - a.score).slice(0, 10)) {
      if (f.score <= bestScore) break;
      const adjusted = f.score * (1 - density(f));
      if (adjusted > bestScore) {
        best = f;
        bestScore = adjusted;
      }
    }
    if (!best) return [];
    if (best === body || best.runStart < 0) return ranged(best);
    const threshold = Math.max(10, bestScore * 0.2);
    // Siblings that score near it (a frame with no score gives NaN, which is never near), or read as paragraphs.
    return scan.ranged.filter(
      (f) =>
        f.outer === best.outer &&
        (f === best ||
          f.score * (1 - density(f)) >= threshold ||
          (f.el.localName === 'p' && f.chars > 80 && density(f) < 0.25)),
    );
  }

  /** A set of the words in a space-separated list. */
  function words(list) {
    return new Set(list.split(' '));
  }

  // --- main content ----------------------------------------------------------------------------
  // The walk measures each element it opens (its visible text, commas and link text) and, once
  // done, picks the main content from those measures: <main>/role=main, a dominant <article>,
  // else Readability-style density scoring. Main is then cut out of the page's top-level blocks,
  // so finding it costs no pass of its own over the page, and hidden text never counts.

  const INDENT = {}; // stands for a frame in codeText's stack: the string below it is a list item's indentation
  const CLOSE = {}; // stands for a frame on the walk's stack: the frame below it closes
  // Kinds: 1 an article; 2 scored by all its text; 3 scored by its own text only (text nodes and
  // inline elements, not blocks); 4 a link.
  const MAIN_KIND = { __proto__: null, article: 1, p: 2, pre: 2, td: 2, blockquote: 2, div: 3, section: 3, a: 4 };

  /** An element's measures once its content is written; paragraphs feed their ancestors' scores. */
  function closeFrame(c, st, scan) {
    c.chars = st.chars - c.chars;
    c.commas = scan.commas - c.commas;
    if (c.runStart >= 0) c.runEnd = st.writers[0].blocks.length;
    if (c.mainKind === 4 /* link */) c.linkChars = c.chars;
    c.outer.linkChars += c.linkChars;
    const length = c.mainKind === 2 /* full */ ? c.chars : c.mainKind === 3 /* own */ ? c.own : 0;
    if (length < 25) return;
    const points = 1 + (c.mainKind === 2 /* full */ ? c.commas : c.ownCommas) + Math.min(Math.floor(length / 100), 3);
    let node = c.outer;
    for (let level = 0; level < 5 && node.outer; level++) {
      if (node.score === undefined) {
        node.score = hintScore(node.el, node.cls ??= node.el.className, node.tag);
        scan.scored.push(node);
      }
      node.score += points / (level < 2 ? level + 1 : level * 3); // 1, 2, 6, 9, 12
      if (node === scan.body) break;
      node = node.outer;
    }
  }

  /** Moves the main content's blocks from the top writer to `st.main`. */
  function pickMain(st, scan) {
    const blocks = st.writers[0].blocks;
    const frames = mainFrames(scan);
    const picked = titled(frames, scan, blocks);
    if (!picked.length) return;
    warnedMain(picked, frames[0], scan);
    const parts = [];
    const ad = (i) => scan.ads.some((f) => i >= f.runStart && i < f.runEnd); // an ad's block stays in the chrome, where it was (see adBox)
    for (const f of picked) for (let i = f.runStart; i < f.runEnd; i++) if (!ad(i)) parts.push(blocks[i]);
    for (let i = picked.length; i--; ) {
      const f = picked[i];
      blocks.splice(f.runStart, f.runEnd - f.runStart, ...blocks.slice(f.runStart, f.runEnd).filter((b, j) => ad(f.runStart + j)));
    }
    st.main = parts.join('\n\n');
  }

  /**
   * Main with the page's one H1 first, when main starts after it (scoring took an article's body, not
   * its title above it), and what lies between (coordinates, a byline) when that is a few blocks and
   * no navigation. A <main> that holds main must hold the H1 too: one above it names the site, but for
   * one outside any header, no link, with no navigation between, over a <main> with no H2 (whose
   * articles have titles of their own): Swagger UI 5's API title and description, all before it.
   * With no <main>, an H1 behind navigation, a link (home) or not named in the title is not the article's.
   */
  function titled(picked, scan, blocks) {
    const h1s = scan.h1s.filter((f) => f.runEnd > f.runStart);
    const first = picked[0];
    const h1 = h1s.length === 1 && first && h1s[0];
    if (!h1 || h1.runEnd > first.runStart) return picked;
    const landmark = scan.mains.find((m) => m === first || inside(first, 0, m));
    const chrome = scan.chrome.some((at) => at >= h1.runStart && at < first.runStart);
    const title = h1.el.ownerDocument.title.toLowerCase();
    const said = h1.el.textContent.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
    const above = landmark && !inside(h1, 0, landmark) && !chrome && density(h1) < 0.5 && landmark.runStart >= h1.runEnd &&
      !h1.el.closest('header,[role=banner]') && !landmark.el.querySelector('h2');
    if (above) return [{ runStart: h1.runStart, runEnd: landmark.runStart }, ...picked];
    if (landmark ? !inside(h1, 0, landmark) : chrome || density(h1) >= 0.5 ||
        said.filter((w) => title.includes(w)).length * 2 < said.length) return picked;
    const gap = blocks.slice(h1.runEnd, first.runStart);
    // Or up to eight short lines in the one box between them (a video's owner row: its channel, subscribers and likes).
    const row = h1.el.nextElementSibling?.nextElementSibling?.contains(first.el) && gap.length <= 8 && gap.every((b) => b.length < 200);
    const near = !chrome && (gap.length <= 3 || row) && gap.join('').length < 1000;
    // Else what the H1's own box holds after it, its meta line (a job's chips: location, team, hours; a deck), goes
    // with it: lines, not a list (a share bar's Pin, Tweet).
    const box = h1.outer;
    const after = box.outer && box.runStart >= 0 && box.runEnd <= first.runStart && box !== landmark && blocks.slice(h1.runEnd, box.runEnd);
    const meta = !near && !chrome && after && after.join('').length < 1000 && !after.some((b) => (/^(- |\d+\. |[|`])/).test(b)); // (the regex in brackets: rjsmin, the fallback minifier, reads one after => as a division)
    return [{ runStart: h1.runStart, runEnd: near ? first.runStart : meta ? box.runEnd : h1.runEnd }, ...picked];
  }

  /**
   * A warning over the main content (a weather warning, a service alert: `role=alert` or `status`, or a region
   * labelled a warning) goes first in main when it lies right above it, no block between, or in its <main>
   * before what scoring took. Not a cookie banner nor a promotion (its class, id or words say so): chrome.
   */
  function warnedMain(picked, first, scan) {
    const landmark = first && scan.mains.find((m) => m === first || inside(first, 0, m));
    for (let i = scan.warnings.length; i--; ) {
      const f = scan.warnings[i], at = picked[0].runStart;
      if (f.runStart < 0 || f.runEnd <= f.runStart || f.runEnd > at || (f.runEnd < at && !(landmark && inside(f, 0, landmark)))) continue;
      if (!PROMOTION.test(`${attr(f.el, 'class')} ${f.el.id} ${attr(f.el, 'aria-label')} ${f.el.textContent.slice(0, 1000)}`)) picked.unshift(f);
    }
  }

  /** Whether an ancestor of `f` is `region`, or (without one) is of the kind given; the root frame
   * (the only one without a parent: <html>, around the walk) never counts, here or in scoring. */
  function inside(f, kind, region) {
    for (let c = f.outer; c?.outer; c = c.outer) if (region ? c === region : c.mainKind === kind) return true;
    return false;
  }

  /**
   * The colour behind a frame's element, computed up the chain of frames on first need, as far as
   * an opaque one: what lies behind that is not asked (a card's text does not read the page's colours).
   */
  function backgroundOf(ctx) {
    const chain = [];
    let c = ctx, bg = WHITE;
    for (; c; c = c.outer) {
      if (c.bg !== undefined) {
        bg = c.bg;
        break;
      }
      const own = parseColor(c.computed.backgroundColor);
      if (own?.[3] === 1) { // what blending it over any colour gives
        bg = c.bg = own.slice();
        break;
      }
      chain.push(c, own);
    }
    for (let i = chain.length; (i -= 2) >= 0; ) bg = chain[i].bg = over(chain[i + 1], bg);
    return bg;
  }

  /** Commas, full-width and Arabic ones too: Readability's measure of how much a paragraph says. */
  function commas(text) {
    return text.match(/[,\uff0c\u060c]/g)?.length || 0;
  }

  const density = (f) => f.chars ? Math.min(f.linkChars / f.chars, 1) : 0;

  /** `f` if its blocks form one run on the top writer, else its nearest ancestor that does. */
  function ranged(f) {
    let c = f;
    while (c.runStart < 0 && c.outer) c = c.outer;
    return c.outer ? [c] : [];
  }

  /**
   * The main-content frames: <main>/role=main or a dominant <article>, less what density scoring
   * leaves out of it (an article's header and footer; a landmark's sidebars and comments), else
   * density scoring alone.
   */
  function mainFrames(scan) {
    const body = scan.body;
    if (!body) return [];
    let region = scan.mains.find((f) => f.chars >= MIN_MAIN_CHARS);
    let share = 0.3;
    const articles = scan.articles.filter((a) => !inside(a, 1 /* article */, null) && (!region || inside(a, 0, region)));
    // A stream of whole articles, each with its H1 (a news site's infinite scroll appends the next
    // one and takes its address), is main together, as its <main> (or the page) holds them.
    const stream = region && articles.filter((a) => a.chars >= MIN_MAIN_CHARS && a.el.querySelector('h1')).length > 1;
    if (stream || (region && scan.articles.some((a) => besideFacts(a, region)))) return ranged(region); // see besideFacts
    if (articles.length) {
      articles.sort((x, y) => y.chars - x.chars);
      const sum = articles.reduce((n, a) => n + a.chars, 0);
      const best = articles[0];
      // A thread's posts, articles side by side (or one box deeper, in a box that starts with one: a
      // reply loaded later into its placeholder) that hold 40% of the text or more, are main together,
      // as the box that holds them, however long the opening post. Not a carousel of teasers beside an
      // article that is none, nor a section of them under its heading ("Related").
      const box = best.el.parentNode;
      const posts = articles.filter((a) => a.el.parentNode === box || (a.el.parentNode.parentNode === box && a.el.parentNode.firstElementChild.localName === 'article'));
      // Cards under a heading of their own (an H2 to H6 just before their box, or first in it): "Similar cars", not replies.
      const headed = (e) => e && /^h[2-6]$/.test(e.localName);
      if (posts.length > 1 && !headed(box.previousElementSibling) && !headed(box.firstElementChild) && posts.reduce((n, a) => n + a.chars, 0) >= 0.4 * (region || body).chars) return ranged(best.outer);
      // Or each post in a box of its own (X's cellInnerDiv, up to three deep), those boxes side by side.
      const cell = (a) => {
        let c = a;
        for (let n = 0; n < 3 && c.outer !== region && c.outer.outer && c.outer.el.childElementCount === 1; n++) c = c.outer;
        return c;
      };
      const home = cell(best).outer, celled = home !== best.outer && articles.filter((a) => cell(a).outer === home);
      if (celled.length > 1 && celled.reduce((n, a) => n + a.chars, 0) >= 0.4 * (region || body).chars) return ranged(home);
      if (best.chars >= 0.6 * sum && best.chars >= 0.4 * (region || body).chars) {
        region = best;
        share = 0.8;
      }
    }
    const scored = scoredMain(scan, body);
    // What scoring found must hold as much text as a <main> must: on a page of short lines (an API's
    // operations under its one-line description, Swagger UI's without its <main>) the best block is a
    // line, as likely as any other, and the page is main.
    const found = scored.reduce((n, f) => n + f.chars, 0);
    if (!region) return found && found < MIN_MAIN_CHARS ? ranged(body) : scored;
    // Scoring wins when what it found lies inside the region and holds its share of the text, is
    // not a list of links, and has blocks of its own (a table's body has none), more than a table of
    // data is: that is one block of the content (an API's responses, their examples' commas counted).
    const first = scored[0];
    // Nor is it a tab's panel (PyPI's README tab): the package's header and facts beside it are the page's too.
    // Nor a column of a <main> headed by the page's one H1 above it, beside an <aside> of its own, with few links (a
    // campaign's story, under its header of stats and beside its rewards): the page is the project's, all of it.
    const h1 = scan.h1s.length === 1 && scan.h1s[0];
    const headed = share < 0.8 && h1 && h1.runEnd <= first?.runStart && inside(h1, 0, region) && density(region) < 0.1 &&
      !!first.el.parentElement.querySelector(':scope > aside');
    const fits = first && first.runStart < first.runEnd && !first.dataTable && density(first) < 0.25 && inside(first, 0, region) &&
      !first.el.closest('[role=tabpanel]') && !headed;
    return fits && found >= share * region.chars ? scored : ranged(region);
  }

  /**
   * Whether an <article> in <main> is a column of a grid or flex row beside an <aside> of facts (a property listing's agent
   * card: its name, address, "Listed since …"), not of links alone (a blog's related posts): then <main> is main, all of it.
   */
  function besideFacts(article, region) {
    const row = article.el.parentElement;
    const aside = row && region.el.contains(row) && row.querySelector(':scope > aside');
    if (!aside || !/grid|flex/.test(row.ownerDocument.defaultView.getComputedStyle(row).display)) return false;
    const text = collapse(aside.textContent).length, links = [...aside.querySelectorAll('a')].reduce((n, a) => n + collapse(a.textContent).length, 0);
    return text >= 40 && links < 0.3 * text;
  }

  function blockOf(ctx) {
    let c = ctx;
    while (!c.opensBlock && c.outer) c = c.outer;
    return c;
  }

  // --- visibility ------------------------------------------------------------------------------
  // Hidden text is the classic prompt-injection carrier, so only what a visitor can see is read.

  function hintScore(el, cls, tag) {
    let score = TAG_WEIGHT[tag] || 0;
    // An SVG element's className reads as "[object SVGAnimatedString]", which no hint matches.
    const hint = cls + ' ' + el.id;
    if (NEGATIVE_HINT.test(hint)) score -= 25;
    // A hint after a class the element or one around it has names a part or a kind of that (BEM's
    // block__part, block--kind): `opblock-body` an API operation's body, `opblock-post` one for
    // POST, `author--article` a byline; `card-box-body`, with no `card-box`, is still content.
    if (hint.split(/\s+/).some((name) => {
      const at = POSITIVE_HINT.exec(name)?.index;
      const block = at && /^(.+?)[-_]+$/.exec(name.slice(0, at))?.[1];
      return at >= 0 && !(block && el.closest('.' + CSS.escape(block)));
    })) score += 25;
    return score;
  }

  /** A computed colour as [r, g, b, alpha], or null; do not change the array, it is shared. */
  function parseColor(value) {
    let color = COLORS.get(value);
    if (color !== undefined) return color;
    const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value); // none (undefined) is no colour
    color = null;
    if (m) {
      color = [+m[1], +m[2], +m[3], m[4] ? parseFloat(m[4]) / (m[4].endsWith('%') ? 100 : 1) : 1];
    } else if (value) {
      // oklch(), lab(), color(), color-mix(): computed styles give them as written (Tailwind 4's
      // palette is oklch), so a canvas paints one pixel in it and reads it back as sRGB.
      const paint = DOC.createElement('canvas').getContext('2d');
      paint.fillStyle = value;
      paint.fillRect(0, 0, 1, 1);
      color = [...paint.getImageData(0, 0, 1, 1).data];
      color[3] /= 255;
    }
    if (COLORS.size < 1000) COLORS.set(value, color);
    return color;
  }

  /** The page, read letting the page run between readPage()'s steps (its first yields, which are empty). */
  async function readSlowly(doc) {
    for (const page of readPage(doc)) {
      if (page) return page;
      await new Promise((resolve) => setTimeout(resolve));
    }
  }

  /**
   * What a drawn formula is read as, or nothing (undefined, false). KaTeX and MathJax draw a formula in
   * `aria-hidden` boxes or an SVG, for the eye only: KaTeX and MathJax 2 and 3 put its MathML beside
   * the drawing for screen readers, clipped out of sight, and MathJax 4 writes its TeX on the
   * drawing (`data-latex`; in SVG, on the drawing's first group). The drawing is what a visitor
   * sees, so it is read as that MathML, or for its TeX (the drawing's own text is glyph soup, or
   * none). A drawing that takes no room is not the formula, nor one whose MathML shows (no style
   * sheet hid it): then that is read where it is. KaTeX's drawing with nothing beside it (its
   * `output: 'html'`) is all there is of the formula: its glyphs are read (see katexText).
   */
  function drawnFormula(el, parent, view) {
    if (!el.getBoundingClientRect().width) return;
    if (el.hasAttribute('data-latex')) return el;
    const math = el.parentNode.querySelector(':scope>*>math');
    return math ? !frameOf(math.parentNode, parent, view, true) && math : el.querySelector('[data-latex]') || (el.matches('.katex>.katex-html:only-child') && el);
  }

  /**
   * The glyphs of KaTeX's drawing, a script marked as the walk marks <sup> and <sub> (P_0 e^(rt)): KaTeX
   * lifts a superscript above the baseline, a strut of 2.7em under it, and drops a subscript below.
   */
  function katexText(el, script) {
    let out = '';
    for (const node of el.childNodes) {
      if (node.nodeType === 3) out += node.data.replace(/\u200b/g, '');
      if (node.nodeType !== 1) continue;
      const inner = katexText(node, script || node.classList.contains('msupsub'));
      const top = script && parseFloat(node.style.top);
      out += top ? (top < -2.7 ? '^' : '_') + (inner.length > 1 ? '(' + inner + ')' : inner) : inner;
    }
    return out;
  }

  /**
   * Whether an `aria-hidden` element stands beside its screen-reader twin: a sibling out of sight
   * (a box of 1 px at most, out of the flow: `screen-reader-text`, `sr-only`, `visually-hidden`)
   * whose words include all of its own. WooCommerce writes a sale price so, `<del aria-hidden>€119</del>`
   * then "Original price was: €119.": the eye gets one, a screen reader the other, and the walk,
   * which reads what shows, neither. The one shown is read (its own visibility is still asked);
   * the twin stays out as hidden text does. Nothing is read that a visitor does not see. A drawing
   * with no words of its own (an icon: a tick, a cross) is named by its twin's, a few (40
   * characters at most): sr-only text elsewhere stays unread. Returns the twin's words, or false.
   */
  function twinned(el, view) {
    const text = el.textContent;
    // A twin stands in for a few words (a price, a rating): a long region kept from screen readers has none.
    const own = text.length <= 200 && (text.match(/[\p{L}\p{N}]+/gu) || (!NOT_SPACE.test(text) && []));
    if (!own) return false;
    // The twin may end the box before (WP Recipe Maker's `<span>15<span class=sr-only> minutes</span></span>`
    // then `<span aria-hidden>mins</span>`), and a word shown may be its abbreviation ("mins", "hr").
    const before = el.previousElementSibling;
    const ends = before && before.lastChild === before.lastElementChild && before.lastElementChild;
    // A price's may follow the price that replaced it (Booking's `<div aria-hidden>£420</div><div>£357</div>` then
    // "Original price £420. Current price £357."): a box or two on, after an amount.
    const next = el.nextElementSibling, on = next && AMOUNT.test(collapse(text)) && next.nextElementSibling;
    for (const twin of [next, before, ends, on, on?.nextElementSibling]) {
      if (!twin || attr(twin, 'aria-hidden') === 'true') continue;
      const box = twin.getBoundingClientRect();
      if (box.width > 1 || box.height > 1 || !/^[af]/.test(view.getComputedStyle(twin).position)) continue;
      const words = collapse(twin.textContent);
      const said = new Set(words.match(/[\p{L}\p{N}]+/gu));
      const says = (w) => said.has(w) || [...said].some((s) => abbreviates(w, s));
      // Its words may end where its elements do: a score, `<span>2</span>–<span>1</span><span>67'</span>`, says 2, 1 and 67, not 167.
      // (Not a state in brackets, a stepper's "(completed)" after the step's words: see stepNote.)
      if (own.length ? own.every(says) || (el.firstElementChild && wordsApart(el).every(says)) : said.size && words.length <= 40 && !/^\(.*\)$/.test(words) && iconsTwin(el, twin, words)) return words;
    }
    return false;
  }

  /**
   * Whether screen-reader words name the icon beside them (see twinned): right beside it, no shown words between (a link's
   * `<svg aria-hidden>` "Call agent" then `<span class=sr-only> on 0117 …</span>`: the suffix is the link's, hidden), and not
   * the whole of a button's words (an (i) button's "What is this?", a "Close": the control's name, no picture on the page).
   */
  function iconsTwin(el, twin, words) {
    const near = el.compareDocumentPosition(twin) & 4 ? 'nextSibling' : 'previousSibling'; // 4: twin follows
    for (let n = el[near]; n && !n.contains(twin); n = n[near]) if (n.nodeType !== 8 && (n.nodeType !== 3 || NOT_SPACE.test(n.data))) return false;
    const control = el.closest('button,[role=button]');
    return !control || collapse(control.textContent) !== words;
  }

  /**
   * The level of the screen-reader heading an `aria-hidden` title stands beside, else 0. GitHub writes a
   * release's so, `<h2 class=sr-only>v3.2.0</h2>` then `<span aria-hidden><a>v3.2.0 – Priorities</a></span>`:
   * the heading is the page's structure, the title its words, and the walk, which reads what shows, had
   * neither. The title is read as that heading, `## v3.2.0 – Priorities`: only beside a heading out of
   * sight (as twinned's twin is) all of whose words it shows; the heading's own text stays out.
   */
  function headingTwin(el, view) {
    for (const twin of [el.previousElementSibling, el.nextElementSibling]) {
      const level = twin && /^h[1-6]$/.test(twin.localName) && +twin.localName[1];
      if (!level || el.textContent.length > 200 || attr(twin, 'aria-hidden') === 'true') continue;
      const box = twin.getBoundingClientRect();
      if (box.width > 1 || box.height > 1 || !/^[af]/.test(view.getComputedStyle(twin).position)) continue;
      const shown = new Set(el.textContent.match(/[\p{L}\p{N}]+/gu));
      if (twin.textContent.match(/[\p{L}\p{N}]+/gu)?.every((w) => shown.has(w))) return level;
    }
    return 0;
  }

  /**
   * Whether `aria-hidden` figures are those their box's `aria-label` says in words: Google Flights' times,
   * `<div aria-label="Departs … at 07:15 … Arrives … at 10:10"><span aria-hidden>07:15 – 10:10</span></div>`,
   * the box (its parent, or the one above) holding nothing else. The figures shown are read, the label,
   * which no one sees, is not; where they differ, neither is. Each figure (leading zeros aside, 7:15 is
   * 07:15) and each word shown must be the label's, or a shorter form of one of its words ("hr").
   */
  function labelTwinned(el) {
    const text = el.textContent;
    const figures = text.length <= 80 && text.match(/\d+([:.,]\d+)*/g);
    if (!figures) return false;
    for (let box = el.parentElement, up = 0; box && up < 2 && box.textContent.trim() === text.trim(); box = box.parentElement, up++) {
      const label = attr(box, 'aria-label');
      if (!label) continue;
      const bare = (f) => f.replace(/(^|\D)0+(?=\d)/g, '$1');
      const said = new Set(label.match(/\d+([:.,]\d+)*/g)?.map(bare));
      const words = label.toLowerCase().match(/\p{L}+/gu) || [];
      return figures.every((f) => said.has(bare(f))) &&
        (text.toLowerCase().match(/\p{L}+/gu) || []).every((w) => words.includes(w) || words.some((s) => abbreviates(w, s)));
    }
    return false;
  }

  /**
   * How a card read as one line writes it (see element), or null. IMDb's cast member (`data-testid=title-cast-item`: a
   * headshot, the actor's link, the characters' list) is "[Tom Hardy](…) as [Eames](…)", its headshot, whose alt
   * is the name again, left out; a poster card in a row of them (`inline-block`: a picture, its rating, its title's
   * link) is its line, not run into the next card's; a box of a label over figures alone (IMDb's "IMDb RATING" over
   * "8.8/10" and "2.5M") is "IMDb RATING: 8.8/10 2.5M". Apart, each was a loose line said of nothing.
   */
  function lineCard(el, tag, c) {
    // Its count of boxes (a block's read before: see element) rules out most: a label over figures is two boxes, the others a test id's.
    const kids = tag === 'div' && (c.kids ??= el.childElementCount);
    const first = (c.boxInLine ? kids > 2 : kids === 2 || (kids && tagged(el, c))) && el.firstElementChild;
    if (!first) return null;
    if (c.boxInLine) return first.localName === 'img' && el.querySelector('a[href]') ? (md) => md : null;
    if (/flex$/.test(c.display) && tagged(el, c) && attr(el, 'data-testid') === 'title-cast-item') {
      return (md) => md.replace(/^!\[([^\]]*)\]\([^)]*\) (?=\[\1\]\()/, '').replace(/^(\[[^\]]*\]\([^)]*\)) (?=\S)/, '$1 as ');
    }
    if (!c.opensBlock) return null;
    // A row of links alone (or in its one box: a scroller) that the page's test id names in a word (IMDb's
    // `data-testid=genres`): "Genres: Action · Sci-Fi".
    const n = kids, kind = first.localName, row = n === 1 && kind === 'div' ? first : el;
    if ((row === el ? kind : row.firstElementChild?.localName) === 'a' && row.lastElementChild.localName === 'a' && row.childElementCount > 1) {
      const name = attr(el, 'data-testid');
      if (!name || !/^[a-z]{3,20}$/.test(name) || [...row.children].some((k) => k.localName !== 'a')) return null;
      for (const t of row.childNodes) if (t.nodeType === 3 && NOT_SPACE.test(t.data)) return null;
      return (md) => name[0].toUpperCase() + name.slice(1) + ': ' + md.replace(/\)\s*(?=\[)/g, ') \u00b7 ');
    }
    if (n !== 2 || (kind !== 'div' && kind !== 'span') || first.firstElementChild || first.nextElementSibling.childElementCount > 3) return null;
    const label = collapse(first.textContent), figures = collapse(first.nextElementSibling.textContent);
    if (!/^\p{L}[\p{L} ]{1,23}$/u.test(label)) return null;
    // Or any short value, no sentence, in a list of such pairs alike, of a class (Google Play's App info: "Updated on" over
    // "Nov 2, 2025"; not a page's plain boxes, a recipe's "Prep Time" beside "15 mins").
    const alike = (k) => k?.localName === 'div' && k.className === el.className && k.childElementCount === 2 && k.firstElementChild.localName === kind &&
      !k.firstElementChild.firstElementChild && k.lastElementChild.localName === first.nextElementSibling.localName;
    if (!/\d/.test(figures) || !/^[\d\s.,/%+KMBkmb\u00b7-]{1,24}$/.test(figures)) {
      if (!figures || figures.length > 40 || /[.!?:]$/.test(figures) || !el.className || !(alike(el.previousElementSibling) || alike(el.nextElementSibling))) return null;
    }
    for (const t of el.childNodes) if (t.nodeType === 3 && NOT_SPACE.test(t.data)) return null;
    return (md) => (md.startsWith(label + ' ') ? label + ':' + md.slice(label.length) : md);
  }

  /**
   * Whether a link is a card of a picture and a box of two to four short boxes of text (a name, a maker, a rating), no
   * heading, alike a link beside it (its tag and class): read a box a line, the rating was said of no name.
   */
  function linkedCard(el) {
    const pic = el.firstElementChild, box = el.lastElementChild, like = (k) => k?.localName === 'a' && k.className === el.className;
    if (pic.localName !== 'img' || box.localName !== 'div' || box.childElementCount - 2 >>> 0 > 2 || el.textContent.length > 120 ||
        !(like(el.previousElementSibling) || like(el.nextElementSibling))) return false;
    for (const k of box.children) if (k.firstElementChild?.firstElementChild || !/^(div|span)$/.test(k.localName) || k.textContent.length > 48) return false;
    return true;
  }

  /**
   * A video card's duration (see element), when `el`, a link, holds two boxes: its thumbnail's, a picture with no alt or an
   * empty one and a badge over it that says a duration alone ("12:04", "1:02:33"), then a box of a few short lines (its
   * title, its channel, its views). Else ''.
   */
  function videoCard(el) {
    const thumb = el.firstElementChild, box = el.lastElementChild;
    if (el.childElementCount !== 2 || !/^(div|span)$/.test(thumb.localName) || !/^(div|span)$/.test(box.localName) || el.textContent.length > 200) return '';
    const img = thumb.querySelector('img'), badge = thumb.lastElementChild;
    if (!img || NOT_SPACE.test(attr(img, 'alt') || '') || thumb.childElementCount > 3 || badge === img) return '';
    const time = collapse(badge.textContent);
    if (!/^\d{1,2}(:\d\d){1,2}$/.test(time) || collapse(thumb.textContent) !== time || box.childElementCount > 4 || !NOT_SPACE.test(box.textContent)) return '';
    return time;
  }

  /**
   * A video card's line (see videoCard): its duration moved after its title and channel, its thumbnail left out where its alt
   * is empty, as HTML says a picture of no meaning is marked (one with no alt at all stays, named by its file downstream).
   */
  function clipLine(md, time, card) {
    const link = /^\[(!\[\]\([^)]*\))?[\s\u00b7]*([\s\S]*)\](\([^)]*\))$/.exec(md);
    if (!link || !link[2].startsWith(time)) return md;
    const pic = link[1] && attr(card.querySelector('img'), 'alt') === null ? link[1] + ' ' : '';
    return `[${pic}${link[2].slice(time.length).replace(/^[\s\u00b7]+/, '')} \u00b7 ${time}]${link[3]}`;
  }

  /** Whether a box in <main> is a card that opens with a <header> and ends with a <footer> (a review's), not the page's own. */
  function cardEnds(box) {
    return box?.localName === 'div' && box.firstElementChild.localName === 'header' && box.lastElementChild.localName === 'footer' &&
      !!box.closest('main,[role=main]');
  }

  /**
   * A pull request's sidebar item as one line (see element): its heading's words, a colon, its lines. A reviewer still to
   * review is marked so by a screen-reader label beside the name shown ("Awaiting requested review from dave", the
   * label of the icon GitHub draws): said in fixed words after the name, "[dave](…) (awaiting review)", and only when it
   * says just that of the name beside it; any other text kept from sight stays out.
   */
  function sidebarLine(el, md) {
    // Its heading a heading (`<h3>`) is read as one, before the line; a box of words (GitHub's `<div>`) opens the line.
    const head = el.querySelector('.discussion-sidebar-heading'), label = head && collapse(head.textContent);
    md = md.replace(/^\u00b7 /, '');
    if (label && md.startsWith(label + ' \u00b7 ')) md = label + ':' + md.slice(label.length + 2);
    for (const box of el.querySelectorAll('span,[aria-label]')) {
      const name = /^Awaiting requested review from ([\w.-]+)$/.exec(collapse(attr(box, 'aria-label') || box.textContent))?.[1];
      const shown = name && [...box.parentNode.children].some((k) => k.localName === 'a' && collapse(k.textContent) === name);
      const at = shown ? md.indexOf(`[${name}](`) : -1;
      if (at < 0 || md.includes('Awaiting requested review')) continue;
      const end = md.indexOf(')', at + name.length + 3) + 1;
      md = md.slice(0, end) + ' (awaiting review)' + md.slice(end);
    }
    return md;
  }

  /** Reads `el` as `said` once its text is read, where it was read as shown, in its line (a figure's label, a count's title: see enter). */
  function readAs(el, w, exits, said, shown = el.textContent) {
    const mark = w.markHere();
    exits.push(() => {
      if (w.blocks.length !== mark.blocks || collapse(w.plain.slice(mark.plain).join('')) !== collapse(shown)) return;
      w.md.length = mark.md;
      w.plain.length = mark.plain;
      w.spaced = !w.md.length || /\s$/.test(w.md.at(-1));
      w.addText(said);
    });
  }

  /** Whether an element holds a picture with no alt and nothing else: an avatar's box (see element). */
  function pictureAlone(el) {
    const img = el.firstElementChild;
    return img?.localName === 'img' && img === el.lastElementChild && !NOT_SPACE.test(img.alt) && !NOT_SPACE.test(el.textContent);
  }

  /** Whether a user card's box is its avatar alone: a link around a picture whose alt is empty or the name linked after it (see element). */
  function avatarOf(el) {
    const link = el.localName === 'a' ? el : el.firstElementChild, img = link?.firstElementChild;
    if (img?.localName !== 'img' || (link !== el && link !== el.lastElementChild) || img !== link.lastElementChild) return false;
    if (NOT_SPACE.test(el.textContent)) return false;
    const alt = collapse(img.alt), name = alt && collapse(el.nextElementSibling?.querySelector('a[href]')?.textContent || '');
    return !alt || (!!name && (alt === name || (alt.startsWith(name) && !/[\p{L}\p{N}]/u.test(alt[name.length]))));
  }

  /** The title of an `aria-hidden` count after a glyph, if it says that count and one to three words, as the twin after it does (see enter); else ''. */
  function countTitle(el) {
    const title = attr(el, 'aria-hidden') === 'true' && collapse(attr(el, 'title') || '');
    const count = title && /^\s*\p{S}?\s*(\d[\d.,]*[KkMm]?)\s*$/u.exec(el.textContent);
    return count && title === collapse(el.nextElementSibling?.textContent || '') &&
      new RegExp(`^${count[1].replace(/\./g, '\\.')} \\p{L}+( \\p{L}+){0,2}$`, 'u').test(title) ? title : '';
  }

  /**
   * The command a button (its class says it copies) copies, just before it, a span of one line in a box of the two: set
   * in a monospace font, or a package manager's or a shell's command ("pip install tidyhttp"); else ''. Not a sentence beside a "Copy link".
   */
  function copied(el, box) {
    const line = el.previousElementSibling, text = line?.localName === 'span' && !line.firstElementChild && line.textContent.trim();
    return !!text && !el.nextElementSibling && /copy|clipboard/i.test(el.className) && /^[^\n`]{3,100}$/.test(text) &&
      (/mono/i.test(box?.computed?.fontFamily) || COMMAND.test(text)) && collapse(text);
  }

  /** The screen-reader twin after a carousel's count kept from screen readers ("1/24"), if it says those numbers and a word or two ("Image 1 of 24"); else ''. */
  function slideCount(el) {
    const shown = attr(el, 'aria-hidden') === 'true' && /^\s*(\d+)\s*(?:\/|of)\s*(\d+)\s*$/.exec(el.textContent);
    const twin = shown && collapse(el.nextElementSibling?.textContent || '');
    const said = twin && /^\p{L}+( \p{L}+)? (\d+) (of|\/) (\d+)$/u.exec(twin);
    return said && said[2] === shown[1] && said[4] === shown[2] ? twin : '';
  }

  /**
   * The `aria-label` of a figure alone that says that figure and one to three words (see enter), or a rating's words
   * (Google Play's "Rated 4.4 stars out of five stars" on "4.4" and its star, an `aria-hidden` ligature); else ''.
   */
  function figureLabel(el) {
    const label = collapse(attr(el, 'aria-label')), shown = collapse(glyphless(el));
    const at = label.length < 40 && shown.length < 16 && STAT.test(shown) ? label.indexOf(shown) : -1;
    if (at < 0 || /\d/.test(label.slice(Math.max(0, at - 1), at) + label.slice(at + shown.length, at + shown.length + 1))) return '';
    const rest = collapse(label.slice(0, at) + ' ' + label.slice(at + shown.length));
    return /^[\p{L}'\u2019-]+( [\p{L}'\u2019-]+){0,2}:?$/u.test(rest) || RATED.test(rest) ? label : '';
  }

  /**
   * The level of a heading a <summary> is, when what it opens is a panel of rows (a parcel's "Delivery details" over its
   * <dl> or table, and nothing else): that of the headed box before its <details> (a section after which it is another),
   * else of the last heading; else 0, and its line is bold.
   */
  function panelLevel(el, st) {
    const details = el.parentNode, panel = el.nextElementSibling;
    if (details.localName !== 'details' || details.firstElementChild !== el || !/^(dl|table)$/.test(panel?.localName) || panel.nextElementSibling ||
        el.firstElementChild || el.textContent.length > 60) return 0;
    const before = details.previousElementSibling?.querySelector(':scope>:is(h1,h2,h3,h4,h5,h6)');
    return before ? +before.localName[1] : st.headings.at(-1)?.level || 2;
  }

  /**
   * Whether a box after a heading first in a short header (a board's list: `<div><h2>To do</h2><span>4</span><button
   * aria-label="List actions">…</button></div>`) is its count, said in brackets after the heading's words, then a short
   * figure of it, after a dot ("max 3"), or a labelled button of glyphs, no content: each put, or left, where it goes.
   */
  function headTail(el, tag, ctx, w) {
    const head = w.blocks.at(-1), row = ctx.el;
    if (w.md.length || head?.[0] !== '#' || head.includes('\n') || !/^(div|header)$/.test(ctx.tag) || (ctx.kids ??= row.childElementCount) > 4 ||
        !/^h[1-6]$/.test(row.firstElementChild.localName) || el.firstElementChild) return false;
    const text = collapse(el.textContent);
    if (tag === 'button') return !/[\p{L}\p{N}]/u.test(text) && !!attr(el, 'aria-label');
    if (tag !== 'span') return false;
    const counted = /\(\d+\)$/.test(head);
    if (!counted && !/^\d{1,5}$/.test(text)) return false;
    if (counted && (text.length > 12 || !/\d/.test(text))) return false;
    w.blocks.push(w.blocks.pop() + (counted ? ` \u00b7 ${text}` : ` (${text})`));
    return true;
  }

  /** Whether a picture's name is the text right beside it again, a word or three ("Nerf" before the word "Nerf"). */
  function echoed(el, name) {
    const said = name.toLowerCase(), beside = (n) => n?.nodeType === 3 && collapse(n.data).toLowerCase() === said;
    return said.length <= 30 && (beside(el.nextSibling) || beside(el.previousSibling));
  }

  /** Whether an element holds one text node of one or two letters alone ("E", "HD"): asked before its attributes. (Not a
   * language link's "ENG", titled "English": a word of its own.) */
  function shortWord(el) {
    const text = el.firstChild;
    return text?.nodeType === 3 && !text.nextSibling && /^\s*\p{L}{1,2}\s*$/u.test(text.data);
  }

  /** A badge's letters and the word or two its label (or title) spells them out in, "E (Explicit)", where the word opens with them; else ''. */
  function initialsBadge(el, named) {
    const shown = el.textContent.trim(), label = collapse((named && attr(el, 'aria-label')) || attr(el, 'title') || '');
    if (!/^\p{L}+( \p{L}+)?$/u.test(label) || label.length > 30 || label.length <= shown.length) return '';
    const initials = label.split(' ').map((w) => w[0]).join('');
    return label.toLowerCase().startsWith(shown.toLowerCase()) || initials.toLowerCase() === shown.toLowerCase() ? `${shown} (${label})` : '';
  }

  /** What a badge's `aria-label` adds to its date or figure, one or two words after it (see enter), after what it shows; else ''. */
  function stateLabel(el) {
    const label = collapse(attr(el, 'aria-label')), shown = collapse(el.textContent), words = shown.replace(/^[^\p{L}\p{N}]+/u, '');
    if (label.length > 40 || words.length > 24 || !/\d/.test(words) || !label.startsWith(words)) return '';
    const rest = label.slice(words.length).replace(/^[\s,;:\u2013\u2014-]+/, '');
    return /^\p{L}+( \p{L}+)?$/u.test(rest) ? `${shown} (${rest})` : '';
  }

  /** A box's text less its last box's when that is a glyph kept from screen readers (an icon font's "star" after "4.4"). */
  function glyphless(el) {
    const text = el.textContent, glyph = el.lastElementChild;
    return glyph && !glyph.firstElementChild && attr(glyph, 'aria-hidden') === 'true' && text.endsWith(glyph.textContent) ?
      text.slice(0, text.length - glyph.textContent.length) : text;
  }

  /** Whether a box's first boxes, two or more, are a poll's options, each a short name and its share, two lines at most after them. */
  function pollBox(el) {
    let n = 0;
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      const text = child.textContent;
      if (text.length > 64 || !POLL_OPTION.test(text)) break;
      n++;
    }
    return n > 1 && el.childElementCount - n < 3;
  }

  /**
   * A quoted post's author line: its box's first boxes down to one of 120 characters at most, if a link or span in
   * it says an @handle alone ("Bob Diaz @bobdev · Mar 10"); else null.
   */
  function quoteHead(el) {
    let head = el.firstElementChild;
    for (let n = 0; head && head.textContent.length > 120 && n < 6; n++) head = head.firstElementChild;
    if (!head || head.textContent.length > 120) return null;
    for (const part of head.querySelectorAll('a,span')) if (HANDLE.test(part.textContent)) return head;
    return null;
  }

  /**
   * A list's items' bars, by item, if it is a poll's results as Mastodon writes them: two to ten items, each a share
   * and an option's name ("46%", "React"), short, with a bar (an empty box whose width is a share, or a <progress>);
   * else false.
   */
  function pollBars(list) {
    const n = list.childElementCount;
    if (n < 2 || n > 10 || !SHARE_FIRST.test(list.firstElementChild.textContent)) return false;
    const bars = new Map();
    for (const li of list.children) {
      if (li.localName !== 'li' || !SHARE_FIRST.test(li.textContent)) return false;
      for (const e of li.children) if (e.localName === 'progress' || (!e.firstChild && e.style?.width.endsWith('%'))) bars.set(li, e);
      if (!bars.has(li)) return false;
    }
    return bars;
  }

  /** Whether a post's first box is its byline: a short line with a link that says an @handle (its time aside). */
  function byline(el) {
    if (el.textContent.length > 120) return false;
    for (const a of el.querySelectorAll('a[href]')) if (/^\s*@[\w.]+(@[\w.-]+)?\s*$/.test(a.textContent)) return true;
    return false;
  }

  /**
   * Of a label that starts with the count shown and its noun, a phrase ("4512 Likes. Like" for "4.5K"), the noun
   * ("likes"); else null. What else the label says no one sees. A count capped, "99+", so ("99+ notifications").
   */
  function countNoun(text, label) {
    const shown = /^\s*(\d+(?:[.,]\d+)*)\s*([KMB]?)\+?\s*$/i.exec(text);
    const said = shown && /^\s*(\d+(?:[.,]\d+)*)\+?\s+(\p{L}{2,20})(?=[.,;:]|\s*$)/u.exec(label);
    if (!said) return null;
    const value = (n) => parseFloat(/[.,]\d{3}$/.test(n) && !shown[2] ? n.replace(/[.,]/g, '') : n.replace(/,(?=\d{3})/g, '').replace(',', '.'));
    const count = value(shown[1]) * ({ k: 1e3, m: 1e6, b: 1e9 }[shown[2].toLowerCase()] || 1), real = parseFloat(said[1].replace(/[.,]/g, ''));
    return count <= real && real < count * 1.1 ? said[2].toLowerCase() : null;
  }

  /**
   * Of a label that opens with its verb and says the count shown in full ("like this video along with 24,311 other people"
   * for "24K"), the verb's noun ("likes"); else null. What else the label says no one sees.
   */
  function verbCount(text, label) {
    const shown = /^\s*(\d+(?:[.,]\d+)?)\s*([KMB]?)\s*$/i.exec(text);
    const said = shown && /^\s*(\p{L}{3,12})\s.{0,40}?(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\d)/u.exec(label);
    if (!said) return null;
    const count = parseFloat(shown[1].replace(',', '.')) * ({ k: 1e3, m: 1e6, b: 1e9 }[shown[2].toLowerCase()] || 1), real = parseFloat(said[2].replace(/,/g, ''));
    return count <= real && real < count * 1.1 ? said[1].toLowerCase().replace(/s?$/, 's') : null;
  }

  /**
   * Of a count alone ("9051", "-3", "1.2k"), what it counts as its markup says: Stack Overflow's `js-vote-count`, schema.org's
   * `itemprop=upvoteCount`, "votes"; a label that says the count and its noun ("9051 votes", see countNoun), that noun. Else null.
   */
  function voteNoun(el) {
    if (!/^(div|span)$/.test(el.localName) || attr(el, 'role')) return null; // a button's count is its label's (see enter)
    const label = attr(el, 'aria-label');
    if (label) return countNoun(el.textContent.replace(/^\s*[-\u2212]/, ''), label);
    return el.classList.contains('js-vote-count') || /^(up)?voteCount$/.test(attr(el, 'itemprop')) ? 'votes' : null;
  }

  /**
   * The label or title of a box that holds unnamed drawings alone (a review's stars, five bare SVGs in
   * `<div title="3 stars">`), a few words; else ''. Its first drawing is read as a picture of that name.
   * Not a control's (an icon link, a close button): what it names is what it does, no fact on the page.
   */
  function drawingsNamed(el) {
    // A note's drawing may stand in a box of its own in the note (Stack Overflow's tick in its `ta-center` box).
    const up = el.parentElement, box = !attr(el, 'aria-label') && !attr(el, 'title') && up?.childElementCount === 1 && attr(up, 'role') === 'note' ? up : el;
    const name = attr(box, 'aria-label') || attr(box, 'title'), role = attr(box, 'role');
    if (!name || name.length > 40 || (role && role !== 'note') || el.closest('a,button,label,summary')) return '';
    let kept = 0, shown = 0;
    for (const n of el.childNodes) {
      if (n.nodeType !== 1) {
        if (NOT_SPACE.test(n.textContent)) return '';
      } else if (attr(n, 'aria-hidden') === 'true' && (n.localName === 'svg' || !n.firstChild)) kept++; // an SVG, an icon font's glyph
      else if (n.localName !== 'svg' || n.querySelector('title') || attr(n, 'aria-label')) return '';
      else shown++;
    }
    // Drawings all kept from screen readers (common markup: the box's label says what they mean) are named
    // by a label that says a number, as a rating's does ("4 out of 5 stars"); not one mixed with others. A
    // note's (`role=note`: Stack Overflow's accepted answer's tick, "Accepted") by a name of three words at most.
    return kept ? (!shown && (/\d/.test(name) || (role === 'note' && /^\p{L}+( \p{L}+){0,2}$/u.test(collapse(name)))) ? name : '') : name;
  }

  /**
   * The screen-reader twin of a box kept from screen readers that holds drawings alone (a room's "Sleeps", four
   * person icons beside `<span class=sr-only>Max. people: 4</span>`: see twinned), where it says a number, as
   * what the drawings count; else ''. Its first drawing is read as a picture of that name. Other words stay out.
   */
  function drawingsTwinned(box, view) {
    if (attr(box, 'aria-hidden') !== 'true' || NOT_SPACE.test(box.textContent)) return '';
    for (let k = box.firstElementChild; k; k = k.nextElementSibling) if (k.localName !== 'svg') return '';
    const name = twinned(box, view);
    return name && /\d/.test(name) ? name : '';
  }

  /** Whether a drawing kept from screen readers that its box names (see drawingsNamed) is drawn: its box shown, it not hidden. */
  function keptDrawn(el, ctx) {
    return attr(el, 'aria-hidden') === 'true' && ctx.el === el.parentElement && el.getBoundingClientRect().width >= 1 &&
      ctx.win.getComputedStyle(el).visibility === 'visible' && !!frameOf(el.parentElement, ctx.outer, ctx.win, true);
  }

  /**
   * Whether a block is a match's scoreboard: two to five boxes of short text, a few levels deep at most, one a
   * score ("2–1", or with the clock set under it, "2–167'" as text) with a name before and after it (the
   * teams: BBC Sport's). A list after them (the scorers) is no part. Its parts are one line, as a visitor reads
   * them, "ARS (Arsenal) 2–1 67' CHE (Chelsea)", cited as a fact (see element); apart, each was too short to
   * cite. Returns its last part, or null.
   */
  function scoreRow(el) {
    let score = 0, names = 0, last = null;
    for (let k = el.firstElementChild; k; k = k.nextElementSibling) {
      if (last && /^[ou]l$/.test(k.localName)) break;
      if (!/^(span|div|abbr|b|strong|time|p)$/.test(k.localName) || k.firstElementChild?.firstElementChild?.firstElementChild) return null;
      const text = k.textContent.trim();
      if (text.length > 40) return null;
      if (SCORE.test(text)) {
        if (score || !names) return null;
        score = names;
      } else if (/\p{L}/u.test(text)) names++;
      else if (text) return null;
      last = k;
    }
    return score && names > score ? last : null;
  }

  /**
   * Whether a row's boxes are stats (Google Play's "4.6" over "1.2M reviews", "100M+" over "Downloads", a badge over
   * "Rated for 3+"): two to five boxes of two short boxes each, a figure (or a picture) over its caption, two figures
   * or more, no link or control. Read in the DOM's order, each was a loose line said of nothing: "How many downloads?"
   * → "Downloads".
   */
  function statRow(el) {
    let figures = 0;
    for (let k = el.firstElementChild; k; k = k.nextElementSibling) {
      const top = k.firstElementChild, caption = top?.nextElementSibling;
      if (k.childElementCount !== 2 || k.textContent.length > 48 || !/^(div|span){2}$/.test(top.localName + caption.localName) ||
          !/\p{L}/u.test(caption.textContent) || k.querySelector('a,button,input,select,textarea,h1,h2,h3,h4,h5,h6,ul,ol,table')) return false;
      if (/^\s*\p{Sc}?\d/u.test(top.textContent)) figures++;
      else if (NOT_SPACE.test(top.textContent) || !top.querySelector('img,svg')) return false;
    }
    return figures > 1;
  }

  /**
   * Whether a row's boxes are a quote's price and its change: figures alone, short, one of them signed ("189.84",
   * "+2.31", "(+1.23%)"; an after-hours "190.12", "▲ +0.28 (+0.15%)"; Google Finance's share, unsigned, with the change
   * signed after it and the day it is of, "0.44%", "-0.61 Today"). Apart, each was a loose line too short to cite,
   * said of nothing. Returns its last box, or null.
   */
  function quoteRow(el) {
    let signed = false;
    for (let k = el.firstElementChild; k; k = k.nextElementSibling) {
      const text = k.textContent.trim(), day = /\d\s+(\D{2,12})$/.exec(text); // Google Finance's "0.44%-0.61 Today"
      if (text.length > 24 || !/\d/.test(text) || /\p{L}/u.test(day && RELATIVE_TIME.test(day[1]) ? text.slice(0, day.index + 1) : text)) return null;
      signed ||= /^\(?[+\-\u2212\u25b2\u25bc]|%\s*[+\-\u2212]\d/.test(text);
    }
    return signed ? el.lastElementChild : null;
  }

  /**
   * Whether a flex or grid row right under a heading is chips (a job's "Remote — United States", "Full-time"):
   * spans of short text, no link or control in them. Each is a fact of the heading's, cited as a list's item is.
   */
  function chipRow(el) {
    for (let k = el.firstElementChild; k; k = k.nextElementSibling) {
      if (k.localName !== 'span' || k.textContent.length > 40 || k.querySelector('a,button,input,select,textarea')) return false;
    }
    return true;
  }

  /**
   * What sets a span apart from the element right before it, no text between: the mark the page draws between them
   * (`::before`, `::after`: " • "), else a space where a margin or a box's padding parts them; else ''. Asked of spans of
   * two characters or more after a box of as many (a word split into letters to animate is one word).
   */
  function boxesApart(el, c) {
    const prev = el.previousSibling;
    if (!el.textContent.trim()[1] || !prev.textContent.trim()[1]) return '';
    const mark = drawnBetween(el, c.win);
    if (mark !== ' ') return mark;
    const before = c.win.getComputedStyle(prev), style = c.computed;
    return parseFloat(before.marginRight) > 0 || parseFloat(style.marginLeft) > 0 ||
      (parseFloat(before.paddingRight) > 0 && parseFloat(style.paddingLeft) > 0) ? ' ' : '';
  }

  /**
   * A region's name to lead its first line ("Release information: "), where its label is a few words, it holds no heading,
   * a short text whose first box is a line (no list, table or form) that does not say the name already, a figure or a date
   * of a few words, alone in its box ("October 17, 2025"): not a warning's words, a carousel's picture, a strip's hour. Else ''.
   */
  function regionName(el) {
    const name = collapse(attr(el, 'aria-label') || '');
    if (!/^\p{L}[\p{L}'\u2019 -]{2,40}$/u.test(name) || name.split(' ').length > 4) return '';
    const text = collapse(el.textContent);
    if (!text || text.length > 160 || text.toLowerCase().startsWith(name.toLowerCase()) || el.querySelector(HEADS)) return '';
    const first = el.firstElementChild;
    if (!/^(p|div|span|time)$/.test(first?.localName) || first.childElementCount > 1) return '';
    const line = collapse(first.textContent);
    return /\d/.test(line) && line.split(' ').length <= 4 ? name + ': ' : '';
  }

  /**
   * Whether a <label> is a filter's, a flex item right before its drop-down (a leaderboard's "Season" before "Season 7"): it
   * is one line with the choice, "Season: Season 7"; a block of its own, it was a line apart from what it says the choice is of.
   */
  function filterLabel(el) {
    const field = el.nextElementSibling;
    return field?.localName === 'select' && field.labels[0] === el && !field.multiple && field.size <= 1 && LABEL_WORDS.test(collapse(el.textContent)) &&
      !/:\s*$/.test(el.textContent);
  }

  /**
   * The field a button sets, where its label is the value it shows and then a verb on that field ("In Progress - Change
   * status", "High, edit priority"): "Status". Else ''. A value of a few words only; the field one or two words.
   */
  function fieldButton(el, label) {
    const shown = collapse(el.textContent), name = collapse(label);
    if (!shown || shown.length > 30 || !/\p{L}/u.test(shown) || !name.startsWith(shown)) return '';
    const field = /^\s*[,:\u2013\u2014-]\s*(?:change|edit|set|update)\s+(?:the\s+)?(?!(?:your|my|our|this|its)\b)(\p{L}+(?: \p{L}+)?)$/iu.exec(name.slice(shown.length))?.[1];
    return field ? field[0].toUpperCase() + field.slice(1) : '';
  }

  /**
   * Whether a flex row is one line of words and figures, or a meta line (see below) (patch notes' "Magic damage", "40/65/90", "⇒", "45/70/95", a span
   * each, laid out side by side): two to eight short inline boxes, no link, control, picture or block in them, the first
   * words (its label), the others figures or marks alone (an arrow), but for a last word (a unit, "seconds"). Each a block, a figure was a loose line said of
   * nothing, apart from its label. A row of words alone (chips: "Full-time", "Remote") is not one, nor a scoreboard
   * (see scoreRow), nor a row that wraps its items onto lines of their own. Its items are a space apart, as drawn.
   */
  function figureLine(el, style) {
    if (style.flexDirection.startsWith('col')) return false;
    let words = 0, bare = 0, links = 0;
    const items = [];
    for (let k = el.firstElementChild; k; k = k.nextElementSibling) {
      if (k.localName === 'img' && k.getAttribute('alt') === '' && !items.length) continue; // an avatar that says nothing, before them
      if (!INLINE_TEXT.test(k.localName)) return false;
      const text = k.textContent.trim();
      if (text.length > 40 || k.querySelector('a,button,input,select,textarea,div,p,ul,ol,table,img,svg,br')) return false;
      if (k.localName === 'a') links++;
      else if (/^[\d+\u2212-]/.test(text) || (text && !/\p{L}/u.test(text))) bare++; // a figure ("13 - 30 (based on level)") or a mark
      else if (text) words += !items.length ? 1 : k.nextElementSibling || /\s/.test(text) ? 2 : 0; // a unit last: "seconds"
      items.push(k);
    }
    // Or a meta line, each item after the first a mark drawn before it (an album's "Saga Lindqvist", "• 2025", "• 12 songs").
    const drawn = () => links < items.length && items.every((k, i) => !i || drawnBetween(k, el.ownerDocument.defaultView) !== ' ');
    // (Words first, its label, then figures and marks, a unit's word at most after them: not a card's "Open daily", "12:00", "Book ahead";
    // a label says no figure of its own: not a reward's "Limited (3 left of 50)" beside "412 backers", two facts.)
    const label = words === 1 && /\p{L}/u.test(items[0].textContent) && !/\d/.test(items[0].textContent);
    if (items.length < 2 || !((!links && label && bare > 0) || drawn())) return false;
    if (style.flexWrap === 'nowrap') return true;
    const a = items[0].getBoundingClientRect(), b = items.at(-1).getBoundingClientRect(); // laid out on one line
    return b.top < a.bottom && a.top < b.bottom;
  }

  /** A chip's markdown; one that is a picture alone in a row with words is its own place for a label (see 'li'). */
  function chipPicture(el, ctx, w, st) {
    const md = w.takeMarkdown();
    if (ctx.chips && !st.firstNode && PICTURE_CHIP.test(md) && NOT_SPACE.test(el.parentNode.textContent)) st.firstNode = st.lastNode = el;
    return md;
  }

  /**
   * Whether a scrolling flex row is a strip of hours or days (a forecast's hours, a fare calendar's dates): four
   * or more alike items, each a few short boxes, all but one with a clock time or a day alone in a box ("Now"
   * leads an hourly strip). Read in the DOM's order, each box was a loose line ("13°", "80%") said of nothing.
   * `priced`: a row that does not scroll is one only if each item is its day or time and a price, each alone in a
   * box ("Thu 11 Mar", "£52": three days of a fare calendar), and no more, so a row of cards or of hours reads as before.
   */
  function stripRow(el, priced) {
    const first = el.firstElementChild, kind = first.localName, cls = first.className;
    let timed = 0, items = 0;
    for (let k = first; k; k = k.nextElementSibling, items++) {
      if (k.localName !== kind || k.className !== cls || k.childElementCount - 2 >>> 0 > 3 || k.textContent.length > 80 ||
          k.querySelector('a,button,input,select,textarea,h1,h2,h3,h4,h5,h6,ul,ol,table')) return false;
      let key = false, price = !priced;
      for (let b = k.firstElementChild; b && !(key && !priced); b = b.nextElementSibling) {
        const text = b.textContent.trim();
        if (!key && STRIP_KEY.test(text)) key = true;
        else if (priced && text) {
          if (price || !AMOUNT.test(text)) return false; // a box more, or one that is no price
          price = true;
        }
      }
      if (!price) return false;
      if (key) timed++;
    }
    return timed >= items - (priced ? 0 : 1);
  }

  /**
   * Whether a flex row is quote cards, alike, side by side (Yahoo's "People Also Watch": each a ticker, its name, its
   * price, its change): two to five short boxes (or their boxes), one a ticker alone, one a signed change, no link,
   * control or heading in them. Read in the DOM's order, each box was a loose line ("MSFT", "+1.02%") said of nothing.
   */
  function quoteCards(el) {
    const first = el.firstElementChild, kind = first.localName, cls = first.className;
    for (let k = first; k; k = k.nextElementSibling) {
      if (k.localName !== kind || k.className !== cls || k.childElementCount - 2 >>> 0 > 3 || k.textContent.length > 120 ||
          k.querySelector('a,button,input,select,textarea,h1,h2,h3,h4,h5,h6,ul,ol,table')) return false;
      let ticker = false, change = false;
      for (const box of k.children) {
        for (const leaf of box.firstElementChild ? box.children : [box]) {
          const text = leaf.textContent.trim();
          if (text.length > 40) return false;
          ticker ||= TICKER.test(text);
          change ||= SIGNED.test(text);
        }
      }
      if (!ticker || !change) return false;
    }
    return true;
  }

  /**
   * Whether a flex or grid row is a shop's product cards, alike (Shopware's, ASOS's: each a picture, a badge, a name
   * link, a price and an old price, in boxes, no heading): short, each with a picture, a link and a price. Read in the
   * DOM's order, each box was a loose line, the price said of no name ("How much is the beanie?" found its blurb). Not
   * a list's items (each one already) nor cards with a heading (a section each).
   */
  function productCards(el) {
    const first = el.firstElementChild, kind = first.localName, cls = first.className;
    if (kind === 'li') return false;
    for (let k = first.nextElementSibling; k; k = k.nextElementSibling) if (k.localName !== kind || k.className !== cls) return false;
    for (let k = first; k; k = k.nextElementSibling) {
      const text = k.textContent;
      if (text.length > 400 || !/\p{Sc}\s?\d|\d\s?\p{Sc}/u.test(text) || !k.querySelector('img') || (kind !== 'a' && !k.querySelector('a[href]')) ||
          k.querySelector('h1,h2,h3,h4,h5,h6,ul,ol,table')) return false;
    }
    return true;
  }

  /**
   * Whether a block is a row of paired figures: its parts (or its parts' parts), leaves with no
   * other element, hold one short label and two to four numbers alone ("Possession", "58%", "42%"; the
   * bars beside them draw no text); or, just before such a row, as many short names (its columns'
   * heads). Returns how many of each it holds, or null.
   */
  function figureRow(el) {
    const parts = figureParts(el);
    if (!parts || parts.labels === 1) return parts?.figures > 1 ? parts : null;
    const next = !parts.figures && parts.labels > 1 && el.nextElementSibling;
    const after = next && next.childElementCount > 1 && next.childElementCount < 5 && figureParts(next);
    return after?.labels === 1 && after.figures === parts.labels ? parts : null;
  }

  /** How many short labels and numbers alone a block's leaves hold, to two levels down; null for anything else. */
  function figureParts(el) {
    const parts = { labels: 0, figures: 0 };
    // (A part that holds no element is its own leaf: no array made for it, nor its first element asked again.)
    for (const child of el.children) {
      if (!child.firstElementChild) {
        if (!leafCounted(child, parts, true)) return null;
      } else for (const leaf of child.children) if (!leafCounted(leaf, parts, false)) return null;
    }
    for (const n of el.childNodes) if (n.nodeType === 3 && NOT_SPACE.test(n.data)) return null;
    return parts;
  }

  /** Counts a leaf of figureParts in `parts`: false for one that rules its block out. `bare`: known to hold no element. */
  function leafCounted(leaf, parts, bare) {
    if ((!bare && leaf.firstElementChild) || /^(h\d|a|button|svg|img|input|select|textarea)$/.test(leaf.localName)) return false;
    const text = leaf.textContent.trim();
    if (!text) return true;
    if (STAT.test(text)) parts.figures++;
    else if (text.length <= 40 && /\p{L}/u.test(text)) parts.labels++;
    else return false;
    return parts.labels + parts.figures <= 5;
  }

  /** Whether words come just before an element in its line: text, or an inline element of text, before it. */
  function wordsBefore(el) {
    let n = el.previousSibling;
    while (n && n.nodeType !== 1 && !(n.nodeType === 3 && NOT_SPACE.test(n.data))) n = n.previousSibling;
    return !!n && (n.nodeType === 3 || INLINE_TEXT.test(n.localName)) && /[\p{L}\p{N}]/u.test(n.textContent);
  }

  /** Whether figures alone follow an element in its box: a digit, and no letter ("12° 5°", not "Back"). */
  function figuresAfter(el) {
    let text = '';
    for (let n = el.nextSibling; n; n = n.nextSibling) text += n.textContent;
    return /\d/.test(text) && !/\p{L}/u.test(text);
  }

  /** An element's words, each of its text nodes apart. */
  function wordsApart(el) {
    const walk = el.ownerDocument.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
    const words = [];
    while (walk.nextNode()) words.push(...(walk.currentNode.data.match(/[\p{L}\p{N}]+/gu) || []));
    return words;
  }

  /**
   * Whether a <ul>'s items draw numbers (WP Recipe Maker's steps, `list-style-type: decimal` on each
   * item; other pages' on the list, which its items inherit): asked once, of the first item.
   */
  function countsItems(list, view) {
    const first = list.firstElementChild;
    return first?.localName === 'li' && COUNTING_STYLE.test(view.getComputedStyle(first).listStyleType);
  }

  /**
   * A `<time>`'s `datetime` as the model reads it: "2026-12-06 14:05 UTC" for a moment with a zone
   * (converted to UTC), "2026-12-06 14:05" without one (the page's own clock), "2026-12-06" for a
   * day; '' for anything else (a duration, a bare clock time, a malformed value).
   */
  function absoluteTime(value) {
    const m = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d)(?::\d\d(?:[.,]\d+)?)?\s*(Z|[+-]\d\d:?\d\d)?)?$/i.exec(value.trim());
    if (!m || !m[2] || !m[3]) return m ? m.slice(1, 3).filter(Boolean).join(' ') : '';
    const zone = m[3].toUpperCase() === 'Z' ? 'Z' : m[3].slice(0, 3) + ':' + m[3].slice(-2);
    const moment = new Date(`${m[1]}T${m[2]}${zone}`);
    if (isNaN(moment)) return '';
    const iso = moment.toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  }

  /** Whether a word is a shorter form of another: its first letter, then the rest of its letters in order ("hr", "hour"). */
  function abbreviates(short, word) {
    if (short.length >= word.length || short[0].toLowerCase() !== word[0].toLowerCase() || !/^\p{L}+$/u.test(short)) return false;
    let at = 0;
    for (const ch of short.toLowerCase()) if ((at = word.toLowerCase().indexOf(ch, at) + 1) === 0) return false;
    return true;
  }

  /**
   * Whether an element's box is off the page or squashed to nothing, by its own styles or an
   * ancestor's: positions, margins, transforms, `translate`, `scale`, `rotate`, `offset-path`
   * (`zoom` is asked in frameOf).
   * Off the page is left of it or above it (the screen-reader-only trick), scrolled panes allowed
   * for; a box whose left edge is a thousand pixels off the page starts its text there.
   */
  /**
   * The real slides of a carousel that is shown, as a set, or null for fewer than two. A visitor sees
   * each in turn (it rotates, or its arrows and dots turn it), so all are read, once: the ones its
   * hidden overflow cuts off or that are placed to the side, and those a library hides from screen
   * readers beside the one shown (Splide, Slick); not the copies a looping one shows at its ends, nor
   * a slide not laid out at all (`hidden`, `display: none`: Bootstrap's), which nothing tells from text
   * hidden to carry an instruction. A looping Swiper moves its slides about: they are read in its order.
   */
  function slidesOf(carousel) {
    const slides = [...carousel.querySelectorAll(SLIDE)].filter((s) => s.parentElement.closest(CAROUSEL) === carousel &&
      !s.matches(SLIDE_COPY) && (attr(s, 'aria-hidden') !== 'true' || s.matches(LIBRARY_SLIDE)));
    if (slides.length < 2) return null;
    const set = new Set(slides);
    const track = slides[0].parentNode;
    if (slides.every((s) => s.parentNode === track && s.hasAttribute('data-swiper-slide-index'))) {
      set.track = track;
      set.order = [...track.childNodes].sort((a, b) => (a.dataset?.swiperSlideIndex ?? -1) - (b.dataset?.swiperSlideIndex ?? -1));
    }
    return set;
  }

  /**
   * Bootstrap's carousel shows one item (`.active`) and lays the others out not at all (`display:
   * none`) until it turns to them: all its items are read, once and in order, as other carousels'
   * slides are (see slidesOf), so that its turning changes nothing read. Those shown (the active one,
   * and the one it turns to) are slides, placed where the carousel is; those not laid out are read as
   * a collapsed region a button opens is (see frameOf's `open`), and carry no more: what is placed,
   * moved or hidden in any other way there stays out.
   */
  function bootstrapSlides(el, c, st) {
    const inner = [...el.children].find((e) => e.classList.contains('carousel-inner'));
    const items = inner ? [...inner.children].filter((e) => e.classList.contains('carousel-item')) : [];
    if (items.length < 2 || !items.some((e) => e.classList.contains('active')) || boxHides(c)) return;
    const shown = new Set();
    for (const item of items) {
      if (/(^|\s)(active|carousel-item-(next|prev))(\s|$)/.test(item.className)) shown.add(item);
      else st.opens.add(item);
    }
    c.slides = shown;
  }

  function boxHides(frame, measured) {
    const el = frame.el;
    let box = measured || el.getBoundingClientRect(); // (measured: its box, just read by frameOf)
    // Chromium may measure a box in a closed <details> (or a section hidden until found: content it
    // does not draw yet) as nothing at the window's corner, early in a page's life, though the box
    // has a size (a greeting then missed a collapsed FAQ's answer, now and then). It is placed by its
    // offsets instead, and a transform that draws it at no size on the way up to the fold hides it.
    if (!(box.width || box.height || box.x || box.y) && (el.offsetWidth > 1 || el.offsetHeight > 1)) {
      const fold = el.closest('details:not([open]),[hidden=until-found]');
      if (fold) {
        for (let f = frame; f && f.el !== fold; f = f.outer) if (flattened(f.computed)) return true;
        box = offsetBox(el, frame.win);
      }
    }
    const x = box.right + frame.sx;
    return (
      (!frame.inSlide && (x < 0 || x - box.width <= -999 || box.bottom + frame.sy < 0)) || // a slide is where its carousel is
      outside(box, frame.clip) ||
      (box.width < 1 && el.offsetWidth > 1) ||
      (box.height < 1 && el.offsetHeight > 1)
    );
  }

  /** Whether a style's transform or scale draws its box at no size (a flat matrix, a zero scale). */
  function flattened(style) {
    const m = (style.transform.split('(')[1] || '').match(/-?[\d.]+(e-?\d+)?/g); // matrix(a, b, c, d …), matrix3d(…)
    const flat = m && Math.abs(m.length > 6 ? m[0] * m[5] - m[1] * m[4] : m[0] * m[3] - m[1] * m[2]) < 1e-3;
    return flat || /(^|\s)0(\s|$)/.test(style.scale);
  }

  /** An element's box as its offsets place it in the window (its transforms aside). */
  function offsetBox(el, view) {
    let x = -view.scrollX, y = -view.scrollY;
    for (let e = el; e; e = e.offsetParent) {
      x += e.offsetLeft;
      y += e.offsetTop;
    }
    const width = el.offsetWidth, height = el.offsetHeight;
    return { x: x, y: y, left: x, top: y, width: width, height: height, right: x + width, bottom: y + height };
  }

  /** Whether a box lies wholly outside the box that clips it (if any). */
  function outside(box, clip) {
    return clip && (box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom);
  }

  /** A URI translation rule: `pattern` (a RegExp, or its source) → `to`; of `kind` 'file' unless it says 'log'. */
  function translation(name, pattern, to, kind) {
    return { name, matcher: pattern instanceof RegExp ? pattern : new RegExp(pattern), to, kind: kind === 'log' ? 'log' : 'file' };
  }

  function embed(el, kind, w, st) {
    const src = el.currentSrc || el.src || el.querySelector('source[src]')?.src || '';
    const title = collapse(attr(el, 'title') || attr(el, 'aria-label') || '');
    addMedia(st, kind, src, title);
    if (src) w.addBlock(`[${kind}${title ? ': ' + title : ''}](${src})`);
  }

  /** Text an element holds directly is invisible when tiny, indented away, or coloured like its background. */
  function textIsHidden(ctx) {
    const style = ctx.computed;
    // Visibility is inherited, so this element's says it all.
    if (style.visibility !== 'visible' || parseFloat(style.fontSize) < 2) return true;
    const block = blockOf(ctx); // text-indent moves a block's first line, so ask the block
    if (block.indented ??= parseFloat(block.computed.textIndent) <= -999) return true;
    let box = ctx; // the text's box: the nearest that can be moved or transformed on its own
    while (box.inlineBox && box.outer) box = box.outer;
    if (box.away ??= boxHides(box)) return true;
    const color = style.webkitTextFillColor; // the text colour as painted; `color` unless overridden
    const bg = backgroundOf(ctx);
    // Verdicts are kept per background (most text shares one) and text colour.
    const verdicts = bg ? (bg.verdicts ||= new Map()) : UNKNOWN_BACKGROUND;
    let camouflaged = verdicts.get(color);
    if (camouflaged === undefined) {
      const fg = parseColor(color);
      camouflaged = !fg ? false : fg[3] < 0.1 ? true : !!bg && distance(blend(fg, bg), bg) < 32;
      verdicts.set(color, camouflaged);
    }
    // Gradient text paints its background through transparent glyphs: visible after all. So does a
    // layer of text laid over a drawing of it, for selecting and finding it (pdf.js's `.textLayer`).
    return camouflaged && style.backgroundClip !== 'text' && style.webkitBackgroundClip !== 'text' && !overImage(ctx) &&
      !ctx.el.closest('.textLayer')?.previousElementSibling?.matches('canvas,:has(>canvas)') && !overBox(ctx, color);
  }

  /**
   * Whether text that seems camouflaged is drawn over a box that is none of its ancestors: a slide's
   * background (reveal.js draws each in a box of its own beneath the slide), a hero's picture. What
   * the browser finds under the text's middle, beneath its element, is asked: the first picture or
   * opaque colour there is what the text is seen on. Out of the window it cannot be asked, and the
   * boxes are placed by geometry (see underBox). Text under another box stays out; so does text
   * over a box faded, filtered or blended (hidden text laid on a dark box at opacity 0 would pass
   * for shown), or painting its colour short of its edge.
   */
  function overBox(ctx, color) {
    const el = ctx.el, box = el.getBoundingClientRect(), root = el.getRootNode(), view = ctx.win;
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    if (!(x >= 0 && y >= 0 && x < view.innerWidth && y < view.innerHeight)) return underBox(ctx, color, box);
    const under = (root.elementsFromPoint ? root : el.ownerDocument).elementsFromPoint(x, y);
    for (let i = under.indexOf(el) + 1; i > 0 && i < under.length; i++) {
      const seen = shownOn(under[i], ctx, color);
      if (seen !== undefined) return seen;
    }
    return false;
  }

  /**
   * overBox out of the window, by geometry: the boxes before the text's element or an ancestor's
   * (their earlier siblings and what these hold, the last first, as they paint), six levels up,
   * until an ancestor paints an opaque colour over them. The first whose box covers the text's and
   * paints a picture or an opaque colour is what the text is seen on, if it lies beneath the text.
   */
  function underBox(ctx, color, box) {
    let rise = 0, left = 200;
    for (let c = ctx, n = 6; c.outer && n--; c = c.outer) {
      const own = parseColor(c.computed.backgroundColor);
      if (own && own[3] >= 0.99) return false;
      rise = lift(rise, c.computed);
      for (let s = c.el.previousElementSibling; s; s = s.previousElementSibling) {
        if (!meets(s.getBoundingClientRect(), box, 0)) continue;
        const all = [s, ...s.querySelectorAll('*')];
        for (let i = all.length; i-- && left-- > 0; ) {
          const seen = meets(all[i].getBoundingClientRect(), box, 1) ? shownOn(all[i], ctx, color, box, rise) : undefined;
          if (seen !== undefined) return seen;
        }
      }
    }
    return false;
  }

  /**
   * What camouflaged text shows on `under`: undefined when it paints neither a picture nor an opaque
   * colour, else whether the text shows (see overBox). Found by geometry (`box`, the text's, and
   * `rise`, its layer), it must lie beneath the text, not clipped off it, nor under an opaque
   * ancestor's background (sunk below it by a negative z-index).
   */
  function shownOn(under, ctx, color, box, rise) {
    const view = ctx.win, style = view.getComputedStyle(under);
    const picture = style.backgroundImage !== 'none' || /^(img|picture|video|canvas|svg)$/.test(under.localName);
    const bg = parseColor(style.backgroundColor);
    if ((!picture && !(bg && bg[3] >= 0.99)) || style.visibility !== 'visible') return;
    let layer = 0;
    for (let e = under; e; e = e.parentElement) {
      const s = e === under ? style : view.getComputedStyle(e);
      if (s.opacity < 0.99 || s.filter !== 'none' || s.mixBlendMode !== 'normal') return false;
      if (!box) continue;
      if (!e.contains(ctx.el)) {
        layer = lift(layer, s);
        if (s.clipPath !== 'none' || (s.overflow !== 'visible' && !meets(e.getBoundingClientRect(), box, 1))) return false;
      } else if (layer < 0) {
        // A stacking context holds it over its background; any other opaque one is drawn over it.
        if ((s.position !== 'static' && s.zIndex !== 'auto') || s.isolation === 'isolate' || s.transform !== 'none') layer = 0;
        else if (parseColor(s.backgroundColor)?.[3] >= 0.99) return false;
      }
    }
    return (!box || layer <= rise) && (picture || (!/content|text/.test(style.backgroundClip) && distance(blend(parseColor(color), bg), bg) >= 32));
  }

  /** Where a box paints, lifted by a style: in the flow 0, positioned 1, by its z-index (a negative one below the flow). */
  function lift(layer, s) {
    return s.position === 'static' ? layer : s.zIndex === 'auto' ? layer || 1 : s.zIndex < 0 ? +s.zIndex : +s.zIndex + 1;
  }

  /** Whether box `a` meets box `b` (`cover`: 0), or covers it (1, a pixel spared). */
  function meets(a, b, cover) {
    return cover ? a.left <= b.left + 1 && a.right >= b.right - 1 && a.top <= b.top + 1 && a.bottom >= b.bottom - 1 :
      a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
  }

  function clipRectIsEmpty(clip) {
    const n = /^rect/.test(clip) && clip.match(/-?[\d.]+/g);
    return n?.length === 4 && (n[1] - n[3] <= 1 || n[2] - n[0] <= 1);
  }

  /** Camouflaged text over a background image (a hero banner) may well be readable: assume so. */
  function overImage(ctx) {
    for (let c = ctx; c?.computed; c = c.outer) {
      if (c.computed.backgroundImage !== 'none') return true;
      const own = parseColor(c.computed.backgroundColor);
      if (own && own[3] >= 0.99) return false;
    }
    return false;
  }

  /** The colour behind an element: its own background colour over its parent's (null: unknown). */
  function background(style, behind) {
    // Transparent, rgba(0, 0, 0, 0) as computed styles write it, is parsed once like any colour, then cached.
    return over(parseColor(style.backgroundColor), behind);
  }

  /** A parsed background colour (none, transparent, translucent) over the colour behind it. */
  function over(own, behind) {
    if (!own || own[3] === 0) return behind;
    if (!behind) return own[3] >= 0.99 ? own.slice() : null;
    return blend(own, behind);
  }

  /** Milliseconds since `started`, to a tenth. */
  function elapsed(started) {
    return Math.round((now() - started) * 10) / 10;
  }

  let styled = null, lastStyle = null; // the element frameOf() last read the style of, and that style
  let twinHead = { frame: null, level: 0 }; // a title read as the screen-reader heading beside it (see headingTwin)

  /**
   * The frame an element's content is read in, or none (undefined, null) when the element hides it.
   * `own`: whether the element's own visibility and box count (for text, the text's are asked).
   * Computed-style reads are the walk's main cost: an inline element costs five, a box seven (and
   * one more each in WebKit, `zoom`).
   * Moved and squashed boxes are found where their text is (boxHides), which covers ancestors too.
   * `open`: whether a shown disclosure button opens the element (see enter); collapsed (`hidden`,
   * `display: none`, or clipped to no height by its overflow), it is read as a closed <details> is.
   */
  function frameOf(el, parent, view, own, open) {
    // `hidden`, or `aria-hidden` on anything but an image with alt text or a formula's drawing. An
    // image is on screen whatever `aria-hidden` says, and its alt text is read as any shown image's
    // is: MediaWiki draws each formula as an `aria-hidden` picture whose alt text is its TeX (the
    // MathML beside it is `display: none`), so this is how formulas reach the model.
    let math = null;
    const slide = parent?.slides?.has(el); // a carousel's, read wherever it is turned (see slidesOf)
    // `hidden=until-found` (a closed accordion section, GOV.UK's) is read as a closed <details> is: find
    // in page opens it. Where browsers do not know it, it is `hidden` (true) and not drawn.
    // Symbols kept from screen readers (a rating's stars, a ▼ before a fall, a £ before a field) are
    // still on screen, and say nothing without words: `aria-hidden` text of symbols alone is read.
    // So is one beside its screen-reader twin (see twinned): a sale price, as WooCommerce writes it; a
    // title beside its screen-reader heading, as that heading (see headingTwin); figures its box's label says.
    let glyph = false, head = 0;
    // A part the site keeps out (see FLAGGED) is not entered, whatever it shows: nothing in it is read, nor measured.
    if (flagged(el, parent) && el.hasAttribute('data-reverserag-ignore')) return;
    if (flagged(el, parent) && ((el.hidden === true && !open) || (attr(el, 'aria-hidden') === 'true' && !slide && !(glyph = /^\s*(\p{S}\s*)+$/u.test(el.textContent)) && !el.alt &&
        !(math = drawnFormula(el, parent, view)) && !(head = headingTwin(el, view)) && !labelTwinned(el) && !twinned(el, view)))) return;
    const style = view.getComputedStyle(el);
    // A glyph the page turns (a wind's arrow, `↑` rotated to its bearing) points where its text does not:
    // turned by its style, its box's, or its own `style` (`rotate(0deg)` too, which draws it as written).
    if (glyph && (turned(style) || (parent && turned(parent.computed)) || /rotate/.test(attr(el, 'style')))) return;
    // A disclosure button's last mark, its open or shut sign (an accordion's "−" or "+"), says nothing of it: "Performance−".
    if (glyph && !el.nextElementSibling && parent?.el.localName === 'button' && attr(parent.el, 'aria-expanded')) return;
    // A picture's emoji kept from screen readers before the words it decorates ("🔞 Age restriction: 14+", whose "18" the words do not
    // say) is decoration; not a mark that says yes or no (✅, ❌) or a rating's star (⭐), which are read as other symbols are.
    if (glyph && DECORATION.test(el.textContent) && NOT_SPACE.test(el.nextSibling?.textContent ?? '')) return;
    styled = el; // kept for blurred(), which asks it again of an element hidden here
    lastStyle = style;
    const display = style.display;
    if ((display === 'none' && !open) || (own && style.visibility !== 'visible')) return;
    const c = new Frame(style, parent, display, view, el, math);
    if (head) twinHead = { frame: c, level: head };
    if (display === 'none') c.clip = null; // a collapsed region opened (see enter): its boxes lie nowhere
    const opacity = style.opacity;
    // Faded away, or drawn at under 5% of its size by `zoom`, its own or an ancestor's. WebKit has no
    // currentCSSZoom and measures a box before its zoom, so there the zooms are multiplied on the way.
    if (
      // Opacities multiply: three nested at 0.2 draw at 0.008. One fading in is taken as shown.
      (opacity !== '1' && (c.netOpacity *= opacity) < 0.05 && !(fadesIn(c) && (c.netOpacity = 1))) ||
      (c.zoomed = el.currentCSSZoom ?? c.zoomed * style.zoom) < 0.05
    ) return;
    // Effects that apply to every box, inline ones too: filtered away, clipped away.
    const filter = style.filter;
    if (filter !== 'none' && filterHides(filter)) return;
    const clipPath = style.clipPath;
    if (clipPath !== 'none' && CLIP_PATH_HIDDEN.test(clipPath)) return;
    const position = c.position;
    // No box in a collapsed region drawn nowhere can be measured: what is placed, moved or pushed
    // away there, where it would show once opened is unknown, is not read.
    if (c.unboxed && (/^[af]/.test(position) || [style.transform, style.translate, style.scale, style.rotate].some((v) => v && v !== 'none') ||
        [style.marginLeft, style.marginTop, style.left, style.top].some((v) => parseFloat(v) < -99))) return;
    // A slide's text is cut off by its own box only, not by the carousel's window on its slides.
    let rect = null; // its box, once read here
    if (slide) {
      c.inSlide = true;
      c.clip = rect = el.getBoundingClientRect();
    }
    // An inline box can neither clip its overflow nor be positioned absolutely, but it can be
    // moved: then it is measured where its text is, as boxes are (`contents` has no box to move).
    if (c.inlineBox) {
      c.inlineBox = display !== 'inline' || position !== 'relative';
    } else {
      if (style.contentVisibility === 'hidden' && !el.hidden) return; // until-found is, and is read
      if (placed(position)) {
        if (clipRectIsEmpty(style.clip)) return; // absolute or fixed
        if (position === 'fixed') c.clip = null; // placed on the page, out of the boxes around it
        // A flip card's face turned away is not drawn (its faces are laid on each other so).
        if (style.backfaceVisibility === 'hidden' && turnedAway(c)) return;
      }
      const overflow = style.overflow;
      if (overflow !== 'visible') {
        const box = (rect = el.getBoundingClientRect());
        if (el !== el.ownerDocument.body) {
          // What hidden overflow cuts off is not drawn: a box outside the one that clips it, and
          // what that box holds. (Clipped here, its text is measured against it alone.)
          if (box.width < 2 || box.height < 2 || outside(box, c.clip)) {
            if (!open || box.height >= 2) return;
            c.folded = true;
            c.clip = null; // collapsed, and opened by a button: its text is measured where it lies
          } else if (/^(hidden|clip)$/.test(overflow)) c.clip = box;
        }
        // A scrolled pane's text can be scrolled back to, and is read as if it were (see boxHides).
        if (/auto|scroll/.test(overflow)) c.clip = null;
        c.inX += el.scrollLeft; // a body that scrolls the page says 0 here
        c.inY += el.scrollTop;
      }
    }
    return own && (c.away = boxHides(c, rect)) ? null : c; // kept: its own text asks again
  }

  /** Whether a style turns or flips what it draws (by more than a tilt): `rotate`, `scale` or `transform`. */
  function turned(style) {
    return !(Math.abs(turnOf(style)) <= 11.5); // NaN: flipped or turned in 3D
  }

  /** The degrees a style turns what it draws (`transform` and `rotate`), NaN for one flipped or turned in 3D. */
  function turnOf(style) {
    const m = new DOMMatrix(style.transform), rotate = style.rotate || 'none';
    if (!m.is2D || m.a * m.d - m.b * m.c < 0 || /-/.test(style.scale) || !/^((z|0 0 1) )?-?[\d.]+(deg|turn|rad|grad)$|^none$/.test(rotate)) return NaN;
    return (Math.atan2(m.b, m.a) * 180) / Math.PI +
      (rotate === 'none' ? 0 : parseFloat(rotate.split(' ').pop()) * ({ turn: 360, rad: 180 / Math.PI, grad: 0.9 }[rotate.match(/[a-z]+$/)[0]] || 1));
  }

  /**
   * An arrow as its box and the one around it turn it (`transform`, `rotate`; an inline box turns nothing), to the
   * nearest of the eight: `↑` turned 225° is `↙`. Nothing for one flipped or turned in 3D, which no arrow says.
   */
  function drawnArrow(arrow, ctx) {
    let turn = ARROWS.indexOf(arrow) * 45;
    for (let f = ctx, up = 0; f && up < 2; f = f.outer, up++) {
      if (f.display === 'inline' || f.display === 'contents') continue;
      turn += turnOf(f.computed);
      if (Number.isNaN(turn)) return '';
    }
    return ARROWS[((Math.round(turn / 45) % 8) + 8) % 8];
  }

  /**
   * Whether a box faces away from the screen: its rotation, and that of the boxes around it whose 3D
   * space it shares (`transform-style: preserve-3d`: a flip card's, turned), turns it over.
   */
  function turnedAway(c) {
    let m = new DOMMatrix(c.computed.transform);
    for (let f = c.outer; f?.computed.transformStyle === 'preserve-3d'; f = f.outer) m = new DOMMatrix(f.computed.transform).multiply(m);
    return m.m33 < 0;
  }

  /** How far apart two colours are (0–441): under ~32 they read as the same colour. */
  function distance(a, b) {
    return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  }

  function baseOf(doc) {
    let base = BASES.get(doc);
    if (!base) {
      const url = doc.URL;
      base = {
        simple: /^https?:/.test(url) && !doc.querySelector('base[href]'),
        origin: doc.location?.origin ?? '',
        page: url.replace(/#.*$/, ''),
      };
      BASES.set(doc, base);
    }
    return base;
  }

  /** `el.getAttribute(name)` (an attribute's value, or null), asked some thirty times: one short name for it. */
  const attr = (el, name) => el.getAttribute(name);
  const placed = (position) => position[0] === 'a' || position[0] === 'f'; // absolute or fixed: /^[af]/ without a pattern run per element
  /** Whether `el` has a class, asked of it only if its class (read once, kept on its frame `c`; an SVG's is no string) holds the name. */
  const hasClass = (el, c, name) => (typeof (c.cls ??= el.className) !== 'string' || c.cls.includes(name)) && el.classList.contains(name);

  // --- URI translation -------------------------------------------------------------------------
  // Some pages are a thin shell around a raw resource (a CI log, a source file). Reading the raw
  // endpoint beats reading the shell; any failure or timeout falls back to the DOM.

  const BUILTIN_RULES = [
    { name: 'gitlab-job', matcher: /^(https?:\/\/[^?#]+\/-\/jobs\/\d+)\/?([?#].*)?$/, to: '$1/raw', kind: 'log' },
    { name: 'gitlab-blob', matcher: /^(https?:\/\/[^?#]+)\/-\/blob\/([^?#]+)([?#].*)?$/, to: '$1/-/raw/$2' },
    {
      name: 'github-blob',
      matcher: /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/blob\/([^?#]+)([?#].*)?$/,
      to: 'https://raw.githubusercontent.com/$1/$2/$3',
    },
    // Gitea, Forgejo (Codeberg): a file at a branch, tag or commit; a folder's raw address fails.
    // (A rule's kind is 'file' unless it says 'log'.)
    { name: 'gitea-src', matcher: /^([^?#]+)\/src\/((branch|tag|commit)\/[^?#]+)([?#].*)?$/, to: '$1/raw/$2' },
  ];
  const addedRules = hand.rules.map((rule) => translation('api', ...rule));

  /** Waits until the DOM has been quiet for settleQuietMs, or settleMaxMs at most. */
  function settle(doc) {
    return new Promise((resolve) => {
      let quiet;
      let cap;
      let observer;
      const started = now();
      const finish = (timedOut) => {
        clearTimeout(quiet);
        clearTimeout(cap);
        observer?.disconnect();
        resolve({ waited_ms: Math.round(now() - started), timed_out: timedOut });
      };
      // Still busy: the parser is running, or the page says a region is loading (aria-busy).
      const check = () => (doc.readyState === 'loading' || doc.querySelector('[aria-busy=true]') ? arm() : finish(false));
      const arm = () => {
        clearTimeout(quiet);
        quiet = setTimeout(check, config.settleQuietMs);
      };
      try {
        observer = new MutationObserver((records) => {
          if (records.some((record) => record.target !== ui.widget)) arm();
        });
        observer.observe(doc.documentElement, {
          childList: true, subtree: true, characterData: true,
          attributes: true, attributeFilter: ['hidden', 'aria-busy'],
        });
      } catch (error) {
        warn('cannot observe the page', error);
      }
      cap = setTimeout(() => finish(true), config.settleMaxMs);
      arm();
    });
  }

  async function translate(url) {
    const rules = addedRules.concat(config.rules, config.translate ? BUILTIN_RULES : []);
    for (const rule of rules) {
      rule.matcher.lastIndex = 0; // a g or y flag's lastIndex would fail every other match
      const match = rule.matcher.exec(url);
      if (!match) continue;
      try {
        const target = await Promise.race([
          typeof rule.to === 'function' ? rule.to(url, match) : url.replace(rule.matcher, rule.to),
          new Promise((done) => setTimeout(done, config.translateTimeoutMs)), // one that never answers is passed
        ]);
        if (!target) continue;
        const href = new URL(String(target), url).href;
        const text = await fetchText(href, config.translateTimeoutMs);
        if (text) return { rule: rule, href: href, text: text }; // null: not text, or none
      } catch (error) {
        warn(`cannot translate ${url} with '${rule.name}'`, error);
      }
    }
  }

  /** filter: opacity() near zero, or a blur no one reads through. */
  function filterHides(filter) {
    const fade = /opacity\(\s*([\d.]+)(%?)/.exec(filter);
    if (fade && parseFloat(fade[1]) / (fade[2] ? 100 : 1) < 0.05) return true;
    const blur = /blur\(\s*([\d.]+)px/.exec(filter);
    return !!blur && parseFloat(blur[1]) >= 4;
  }

  /**
   * A box blurred in a line of text (a spoiler: "The killer is <span class=spoiler>…</span>, though")
   * is not read, but marked where it is, once, so that its sentence has no hole. Only a box with text
   * beside it, in its line (asked first: most hidden boxes have none), and text of its own: not a
   * blurred block or picture, which leaves no hole.
   */
  /**
   * Parts the words beside an element left out that takes room in their line (an `aria-hidden` bar, 80 px
   * wide between a 52-week range's ends): a space, not "164.08199.62"; a bar wider than tall between two
   * numbers, a range's, "164.08 \u2013 199.62".
   */
  function apart(el, box, w) {
    if (w.spaced) return;
    const range = box.width > 2 * box.height && /\d$/.test(w.plain.at(-1)) && /^\s*[-+\u2212]?\p{Sc}?\d/u.test(el.nextSibling?.textContent);
    w.addText(range ? ' \u2013 ' : ' ');
  }

  function blurred(el, ctx, st) {
    const before = el.previousSibling, after = el.nextSibling;
    if (!(before?.nodeType === 3 && NOT_SPACE.test(before.data)) && !(after?.nodeType === 3 && NOT_SPACE.test(after.data))) return;
    const style = styled === el ? lastStyle : ctx.win.getComputedStyle(el);
    if (style.filter !== 'none' && /^inline/.test(style.display) && filterHides(style.filter) && NOT_SPACE.test(el.textContent)) {
      top(st).addText(' [blurred text]');
    }
  }

  /** Everything the widget sends: translated if a rule matches, else the settled DOM. */
  async function extractPage(options) {
    // A selection given (null too) is sent as it is; none given, the visitor's is read.
    const { selection = selectedText(), settle: wait } = options || {};
    const found = await translate(HERE.href);
    let payload;
    if (found) {
      payload = translatedPage(DOC, found);
    } else {
      state.rawFile = null;
      const settled = wait !== false && (await settle(DOC)); // else payload()'s zero wait
      payload = await readSlowly(DOC);
      if (settled) payload.settle = settled;
    }
    payload.selection = selection || payload.selection || null;
    return payload;
  }

  /**
   * The lines a link to lines names (#L10-L20 on GitHub and Gitea, #L10-20 on GitLab) in the file
   * read: the visitor is pointed at them. A click on another line number changes only the address.
   */
  function anchored(text) {
    const lines = /^#L(\d+)-?L?(\d+)?$/.exec(HERE.hash);
    return lines && text?.split('\n').slice(lines[1] - 1, lines[2] || lines[1]).join('\n');
  }

  function translatedPage(doc, found) {
    const started = now();
    const log = found.rule.kind === 'log'; // else a file
    const path = new URL(found.href).pathname;
    // A log, or a file of prose (markdown, text), is the page's text; any other file one block of code.
    const prose = log || /\.(md|markdown|txt|rst|adoc)$|\/(readme|licen[cs]e|copying)$/i.test(path);
    let text = found.text.replace(/\r\n/g, '\n');
    let language; // a file's: a log is the page's text, whatever its name
    const max = config.maxChars;
    if (log) {
      // CI logs: keep the end, where failures are. The server takes out the terminal's colours and
      // GitLab's section markers (page.py), as it names code languages, so the widget stays small.
      if (text.length > max) {
        const head = Math.floor(max * 0.1);
        const tail = text.slice(head - max).replace(/^[\udc00-\udfff]/, ''); // not the second half of a character
        text = clip(text, head) + '\n\n[reverserag: log cut here]\n\n' + tail;
      }
    } else {
      language = /\.([\w+-]+)$/.exec(path)?.[1].toLowerCase() || null;
      if (text.length > max) text = clip(text, max) + '\n[reverserag: file cut here]';
    }
    const page = payload(doc, { code: prose ? [] : [{ language: language, text: text }] });
    page.selection = anchored(state.rawFile = text);
    page.url = found.href;
    page.source = 'translated';
    page.translated_from = HERE.href;
    page.main = page.content =
      prose ? (page.title && `# ${page.title}\n\n`) + text.trim() : fenced(text.replace(/\s+$/, ''), language);
    page.extraction_ms = elapsed(started);
    return page;
  }

  function absolute(href, base) {
    return attempt(() => new URL(href, base).href) || '';
  }

  // --- metadata --------------------------------------------------------------------------------

  async function fetchText(href, timeout) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeout);
    try {
      const res = await fetch(href, { signal: controller.signal, credentials: 'same-origin', cache: 'no-store' });
      const type = res.headers.get('content-type'); // none reads as "null", which names no type
      // Not a page, nor a file that is not text (an image, a PDF, an archive): the page is read instead.
      if (!res.ok || /html|image|pdf|zip|octet/i.test(type)) return null;
      // In the charset the server names (a label TextDecoder doesn't know fails the translation).
      const text = new TextDecoder(/charset="?([\w-]+)/i.exec(type)?.[1]).decode(await res.arrayBuffer());
      // Binary, as git tells it, when a NUL comes early on.
      return text.trim() && !text.slice(0, 8000).includes('\0') ? text : null;
    } finally {
      clearTimeout(timer);
    }
  }

  function readJsonLd(doc) {
    const blocks = [];
    for (const el of doc.querySelectorAll('script[type]')) {
      if (el.type.trim().toLowerCase() !== 'application/ld+json') continue;
      const text = el.textContent.replace(/^\s*<!--|-->\s*$/g, '').replace(/^\s*\/\/<!\[CDATA\[|\/\/\]\]>\s*$/g, '');
      const value = attempt(() => JSON.parse(text)); // unparseable blocks are dropped, as the contract says
      if (value && typeof value === 'object') blocks.push(value);
    }
    return blocks;
  }

  //==================================================================================================
  // Transport
  //==================================================================================================

  /** The language's own name for itself (Intl.DisplayNames loads locale data: only for others). */
  function languageName(code) {
    return LANGUAGE_NAMES['en,fr,de,es,it,pt,nl,ja,zh'.split(',').indexOf(code)] || attempt(() => {
      const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
      return name[0].toLocaleUpperCase(code) + name.slice(1);
    }) || code;
  }

  /**
   * A call to the chat server: no cookies, no HTTP cache, and the site key (`data-site-key`) as
   * a header when one is set.
   */
  function request(path, init) {
    const headers = init.headers || {};
    if (config.siteKey) headers['X-Reverserag-Key'] = config.siteKey;
    return fetch(API + path, { credentials: 'omit', cache: 'no-store', ...init, headers });
  }

  /**
   * A Server-Sent Events parser for text arriving in arbitrary chunks: LF, CR or CRLF line ends
   * (a CRLF may be split across chunks), multi-line data, comments (keep-alive pings) ignored.
   * Returns push(chunk). A byte-order mark is the TextDecoder's to drop, as it does by default.
   */
  function sseParser(onEvent) {
    let rest = ''; // an unfinished line
    let cr = false; // the last chunk ended in CR: an LF that starts the next one ends no new line
    let data = [];
    let type = '';
    return (chunk) => {
      const lines = (rest + (cr ? chunk.replace(/^\n/, '') : chunk)).split(/\r\n?|\n/);
      cr = chunk.endsWith('\r');
      rest = lines.pop();
      for (const line of lines) {
        if (!line) {
          if (data.length) onEvent(type || 'message', data.join('\n'));
          data = [];
          type = '';
        } else if (line[0] !== ':') {
          // field, then after its colon (if any) the value less one leading space
          const m = /^([^:]*):? ?([^]*)/.exec(line);
          if (m[1] === 'event') type = m[2];
          else if (m[1] === 'data') data.push(m[2]);
        }
      }
    };
  }

  async function post(path, body, signal) {
    let res;
    // The server's own words to the visitor (the budget notice) in the widget's language. English
    // is the default, so this file leaves the header a comment; the server writes it in when it
    // serves the widget in another language (server/reverserag/widget_text.py). Only on POSTs,
    // which ask the browser's leave (a preflight) anyway, for their JSON.
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream',
      /*ui:language 'X-Reverserag-Language': 'en' */ };
    body = json(body);
    // A page is mostly words: gzip sends a fifth of its bytes, which a phone's uplink feels.
    if (body.length > 3e4 && WIN.CompressionStream) {
      headers['Content-Encoding'] = 'gzip';
      body = await new Response(new Response(body).body.pipeThrough(new CompressionStream('gzip'))).blob();
    }
    try {
      res = await request(path, { method: 'POST', headers: headers, body: body, signal: signal });
    } catch (error) {
      if (error?.name === 'AbortError') throw error;
      throw await unreachable();
    }
    if (!res.ok) {
      // The server's code and words when it sent them as JSON, else the status; when to try again.
      const sent = (await res.json().catch(() => null))?.error; // not JSON: the generic message
      const error = problem(sent?.code || 'http_' + res.status,
        sent?.message || /*ui*/`The chat server answered ${res.status} ${res.statusText || ''}`.trim() + '.', res.status);
      const wait = Number(res.headers.get('Retry-After'));
      if (wait > 0) error.retryAfter = Math.ceil(wait);
      throw error;
    }
    return res;
  }

  /**
   * What a POST that failed outright (a session's, a greeting's, a question's) met: a network
   * failure, or an answer the browser hides from us because it lacks CORS headers (a 403 for an
   * origin the server does not allow, or a proxy's error page). A no-cors request to /healthz tells
   * those apart from a server that is unreachable (a no-cors request drops the site key's header,
   * as it drops any header a form could not send); an unreachable server is the visitor's network
   * only when the browser is offline, else the server is down (every replica, say).
   */
  async function unreachable() {
    try {
      await request('/healthz', { mode: 'no-cors' });
    } catch (_) {
      return navigator.onLine
        ? problem('server_unreachable', /*ui*/'The chat server cannot be reached. Please try again in a moment.')
        : problem('network_error', /*ui*/'Could not reach the chat server. Check your connection and try again.');
    }
    return problem('request_blocked', /*ui*/'The chat server answered, but the browser could not read the answer.');
  }

  //==================================================================================================
  // UI
  //==================================================================================================

  /** The widget's elements, once mounted. */
  const ui = {};

  /** Builds the panel, on first use: before that the page pays for the launcher alone. */
  function build() {
    if (ui.chatPanel || !ui.shadow) return;
    restore();
    styleSheet(ui.shadow, PANEL_STYLES);
    const lang = languagePicker();
    const reset = iconButton('plus', /*ui*/'New chat', 'new', 'new-chat');
    const close = iconButton('close', /*ui*/'Close chat', 'close', 'close');
    const log = h('div', {
      class: 'log', part: 'log', role: 'log', 'aria-live': 'polite', 'aria-relevant': 'additions',
      'aria-label': /*ui*/'Conversation', tabindex: 0, 'data-empty': /*ui*/'Ask anything about this page.',
    });
    const jump = iconButton('down', /*ui*/'Scroll to the latest message', 'jump', 'jump');
    jump.hidden = true;
    const status = h('div', { class: 'status', part: 'status', role: 'status' });
    const input = h('textarea', {
      class: 'input', part: 'input', rows: 1, placeholder: config.placeholder, dir: 'auto',
      'aria-label': /*ui*/'Your question', enterkeyhint: 'send',
    });
    const send = iconButton('send', /*ui*/'Send', 'send');
    send.type = 'submit';
    const stop = iconButton('stop', /*ui*/'Stop the answer', 'stop');
    stop.hidden = true;
    const form = h('form', { class: 'form', part: 'form' }, [input, send, stop]);
    // Non-modal (no aria-modal): the visitor reads the page beside the chat, so focus is not trapped.
    // Laid out in its own words' direction, not the page's (every language of widget/text is written
    // left to right): on an Arabic page the English panel was mirrored. What is said in it takes its own.
    const panel = h('section', {
      class: 'panel', part: 'panel', id: 'panel', role: 'dialog', 'aria-labelledby': 'title', tabindex: -1,
      hidden: true, dir: 'ltr',
    }, [h('div', { class: 'header', part: 'header' }, [
      h('h2', { class: 'title', id: 'title', text: config.title }), lang, reset, close]),
      h('div', { class: 'body' }, [log, jump]), status, form]);
    ui.shadow.append(panel);
    ui.launchButton.setAttribute('aria-controls', 'panel');
    ui.chatPanel = panel;
    ui.newChatButton = reset;
    ui.languageSelect = lang;
    ui.messageLog = log;
    ui.jumpButton = jump;
    ui.statusLine = status;
    ui.questionForm = form;
    ui.questionBox = input;
    ui.sendButton = send;
    ui.stopButton = stop;
    listenPanel();
    offerModels();
    vaultPanel();
  }

  /**
   * Adds a message to the log. Assistant text is markdown; every other kind is plain text. `kept`:
   * one state.logEntries holds already, shown again.
   */
  function addMessage(role, text, kept) {
    const el = h('div', { class: 'msg ' + role, part: 'message ' + role });
    if (role === 'assistant') {
      const md = h('div', { class: 'md' });
      el.append(md);
      el.showText = markdownView(md);
      if (text) el.showText(text, true);
    } else {
      if (role === 'notice') appendText(el, text); // the title it quotes isolated, as in an answer
      else el.textContent = text;
      el.dir = 'auto';
    }
    // A question sent while the page was read goes after what the new session says first (its
    // greeting, notices), as the server has them: `early` is the first such question.
    const held = (role !== 'user' && state.early) || null;
    if (!kept && role !== 'error') {
      state.logEntries.splice(held ? state.logEntries.indexOf(held.logEntry) : 1e9, 0, (el.logEntry = { role: role, text: text }));
    }
    ui.messageLog.insertBefore(el, held);
    follow(role === 'user');
    return el;
  }

  function icon(name, extra) {
    const ns = 'http://www.w3.org/2000/svg';
    return h('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', class: extra }, [h('path', { d: ICONS[name] }, 0, ns)], ns);
  }

  /** An icon-only button: its name comes from aria-label, so the message text stays the answer alone. */
  function iconButton(name, label, cls, action) {
    return h('button', { type: 'button', class: cls, 'aria-label': label, title: label, 'data-action': action }, [icon(name)]);
  }

  /** Takes over the widget's element and launcher, which reverserag.js drew. */
  function mount() {
    ui.widget = hand.host;
    ui.shadow = hand.root;
    ui.launchButton = hand.launcher;
    // A reload or navigation mid-answer: the server keeps what was streamed, and so does the log.
    on(WIN, 'pagehide', () => {
      if (state.inFlight) state.inFlight.stopped = true;
      save();
    });
  }

  /** An Error with the wire format's snake_case code. */
  function problem(code, message, status) {
    return Object.assign(new Error(message), { code: code, status: status });
  }

  /** The answer-language picker, or none (undefined) when data-languages is empty/off. */
  function languagePicker() {
    const list = config.languages;
    const codes = list === 'off' ? [] : list.split(/[\s,]+/).filter((code) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code));
    if (!codes.length) return;
    const select = h('select', { class: 'lang', part: 'language', 'aria-label': /*ui*/'Answer language', title: /*ui*/'Answer language' },
      [h('option', { value: '', text: /*ui*/'Auto' })]);
    for (const code of codes) select.append(h('option', { value: code, text: languageName(code) }));
    select.value = codes.includes(state.answerLanguage) ? state.answerLanguage : '';
    return select;
  }

  /**
   * The model picker, beside the language picker when the server offers more than one model
   * (`GET /api/models`). The choice is kept in localStorage and sent with each message as `model`.
   * Any failure leaves the picker out, with a warning: the server's default model answers. Asked once,
   * by build().
   */
  function offerModels() {
    request('/api/models', { headers: { Accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw problem('http_' + res.status, 'GET /api/models: ' + res.status, res.status);
      return res.json();
    }).then((body) => {
      const ids = (Array.isArray(body?.models) ? body.models : []).map((m) => m?.id)
        .filter((id) => typeof id === 'string' && id);
      if (ids.length < 2 || state.tornDown) return; // build() made the panel before it asked
      const select = h('select', { class: 'model', part: 'model', 'aria-label': /*ui*/'Model', title: /*ui*/'Model' });
      for (const id of ids) select.append(h('option', { value: id, text: id }));
      // The kept choice (none without storage, or none kept), else the server's default, else the first.
      select.value = [attempt(() => localStorage.getItem(STORE + 'model')), body.default].find((id) => ids.includes(id)) ||
        ids[0];
      (ui.languageSelect || ui.newChatButton).before(select);
      ui.modelSelect = select;
      // Without storage the choice is not kept: it lasts for this page.
      on(select, 'change', () => {
        attempt(() => localStorage.setItem(STORE + 'model', select.value));
      });
    }).catch((error) => warn('cannot list the models', error));
  }

  /**
   * Scrolls to the newest message unless the visitor has scrolled up to read (`force`: back down).
   * Only ever called with the panel built, as clearRetry() is.
   */
  function follow(force) {
    if (force) state.stick = true;
    if (state.stick) ui.messageLog.scrollTop = ui.messageLog.scrollHeight;
    else if (!ui.chatPanel.hidden) ui.jumpButton.hidden = false;
  }

  function setStatus(text) {
    if (ui.statusLine) ui.statusLine.textContent = text;
  }

  // The default languages' own names, in the order the default of data-languages lists them.
  const LANGUAGE_NAMES = 'English Fran\u00e7ais Deutsch Espa\u00f1ol Italiano Portugu\u00eas Nederlands \u65e5\u672c\u8a9e \u4e2d\u6587'.split(' ');

  // --- citations ---------------------------------------------------------------------------------
  //
  // Extraction labels the page's blocks "[¶n]" and keeps each one's nodes (labelBlock); the model
  // cites labels and the server lets through only those it was given. Here a label becomes a
  // button, and the answer lists the cited blocks in the page's own words: never the model's. A
  // click scrolls the page to the block and highlights it with the CSS Custom Highlight API (or
  // the selection), so the host page's DOM is never touched.

  const CITE_LABEL = /\[\u00b6(\d{1,6})\]/g;
  const HIGHLIGHT = 'reverserag-cite';
  // When the panel covers the whole window, as PANEL_STYLES' @media says: a phone either way up,
  // or a page zoomed in.
  const FULL_SCREEN = '(max-width:640px),(max-height:400px)';
  const HIGHLIGHT_SHEETS = new Map(); // document (the page's or a frame's) → the ::highlight rule adopted into it

  /**
   * The labels of a conversation restored after a reload, or of block `n` gone from the page (one
   * put back from a cache, Turbo's snapshot or htmx's history, is the same text in new elements)
   * or changed in it (a router that keeps the elements for the next page and sets their text):
   * the page is read again and each label goes to the block that reads exactly as the labelled
   * one did when the session was made (its mark), wherever it is now; a block that changed (a
   * clock, a counter, the next page's text) is no longer there, and the others still are.
   */
  function recoverCites(n) {
    const cite = state.cites?.[n - 1];
    if ((cite?.first.isConnected && cite.first.textContent === cite.text) || !state.liveSession) return;
    try {
      const found = new Map();
      let page;
      for (page of readPage(DOC)); // at once: its last step is the page
      for (const block of CITES.get(page).reverse()) found.set(mark(block), block); // the first of equals
      state.cites = (state.liveSession.marks || []).map((mark) => found.get(mark));
    } catch (error) {
      state.cites = [];
      warn('cannot read the citations again', error);
    }
  }

  /**
   * Scrolls the host page to block `n` and highlights it; on a phone the full-screen panel closes first.
   * A block in a region that a collapsed disclosure button opens (an accordion's panel, which the
   * walk reads though collapsed: see enter) is shown by pressing that button, the page's own control,
   * as the visitor would (only its script knows how its region opens: a class, `hidden`, a height it
   * animates), then marked once the region shows it; if it does not within a second, that is said
   * as for a block gone from the page. Only here, on the visitor's click: reading the page presses nothing.
   */
  function showCite(n) {
    recoverCites(n);
    const cite = citeOf(n);
    const first = cite?.first;
    const doc = first?.ownerDocument;
    const range = doc?.createRange();
    // In a closed <details> (a collapsed FAQ, which the walk reads) or a section `hidden` until found
    // (GOV.UK's accordion): opened, as find in page does, which tells the page first (`open` is the
    // details', `hidden` the section's; the other is a no-op).
    for (let d = first; (d = d?.parentElement?.closest('details,[hidden=until-found]')); ) {
      d.dispatchEvent(new Event('beforematch', { bubbles: true }));
      d.open = true;
      d.hidden = false;
    }
    if (first?.isConnected) {
      const sameTree = cite.last.isConnected && cite.last.getRootNode() === first.getRootNode();
      range.setStartBefore(first);
      range.setEndAfter(sameTree ? cite.last : first);
    }
    // Whether a region shows none of the block: not drawn (`hidden`, display: none), or clipped short
    // of its start (Shopify's max-height: 0, a height being animated).
    const hides = (region) => {
      const box = region.getBoundingClientRect();
      return !range.getClientRects().length || !box.height || box.bottom < range.getBoundingClientRect().top + 1;
    };
    const regions = [];
    for (let el = first?.isConnected && first; (el = el?.parentElement); ) {
      const button = el.id && el.getRootNode().querySelector(':is(button:not([role]),[role=button])[aria-expanded=false]' +
        `[aria-controls~="${CSS.escape(el.id)}"]:not([aria-haspopup]:not([aria-haspopup=false]))`);
      if (button && hides(el)) regions.unshift([el, button]); // the outermost first
    }
    for (const [, button] of regions) button.click();
    const token = (state.showing = {}); // a source clicked meanwhile is the one shown
    const show = (waited) => {
      if (state.showing !== token) return;
      if (!range?.getClientRects().length || regions.some(([region]) => hides(region))) {
        if (regions.length && waited < 1000) return setTimeout(guarded('cite', show), 50, waited + 50);
        // Gone, or not shown (a carousel's other slide, a tab not chosen, a region its button did
        // not open): there is nothing to see.
        return setStatus(/*ui*/'That part of the page is no longer there.');
      }
      markCite(n, cite, range);
    };
    show(0);
  }

  function markCite(n, cite, range) {
    const first = cite.first;
    const doc = first.ownerDocument;
    const view = doc.defaultView;
    clearHighlight();
    if (view.CSS?.highlights && view.Highlight) {
      if (!HIGHLIGHT_SHEETS.has(doc)) {
        HIGHLIGHT_SHEETS.set(doc,
          styleSheet(doc, `::highlight(${HIGHLIGHT}){background-color:#ffe066;color:#111827}`, view));
      }
      view.CSS.highlights.set(HIGHLIGHT, new view.Highlight(range));
      state.highlighted = view;
    } else {
      const selection = view.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
    }
    if (matchMedia(FULL_SCREEN).matches) close();
    // A carousel's slide is shown by showing the carousel: scrolled into view, the slide would scroll
    // the carousel's window on its slides, which its script moves by itself.
    let target = first.nodeType === 1 ? first : first.parentElement;
    target = target?.closest(SLIDE)?.parentElement.closest(CAROUSEL) || target;
    // A block taller than the window is shown from its start; a shorter one in the middle.
    target?.scrollIntoView({
      block: target.getBoundingClientRect().height > view.innerHeight * 0.8 ? 'start' : 'center',
      behavior: matchMedia('(prefers-reduced-motion:reduce)').matches ? 'auto' : 'smooth',
    });
    emit('cite', { label: n, text: citeText(cite.md) });
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

  function citeChip(n) {
    const chip = numbered(h('button', { type: 'button', class: 'cite', part: 'citation', 'data-action': 'cite' }), n);
    if (!citeOf(n)) deadChip(chip);
    return chip;
  }

  /** A source the page no longer holds: its chip (or its entry under the answer) is disabled and says why. */
  function deadChip(chip) {
    const n = chip.dataset.cite;
    chip.disabled = true;
    chip.setAttribute('aria-label', /*ui*/`Source ${n} (no longer on this page)`);
  }

  /**
   * A source's chip (in an answer's line) or entry (under the answer) numbered `n`, in what it shows
   * and says to a screen reader: when it is made, and when the block it cites moved to label `n`.
   */
  function numbered(chip, n) {
    chip.dataset.cite = n;
    if (!chip.classList.contains('source')) {
      chip.textContent = n;
      chip.setAttribute('aria-label', /*ui*/`Show source ${n} on the page`);
    } else {
      chip.firstChild.textContent = n;
      chip.children[1].textContent = /*ui*/`Source ${n} on the page: `;
    }
    return chip;
  }

  /** A block's markdown as the short plain text a visitor recognises; code as it is, fences left out. */
  function citeText(md) {
    // A fence's lines in a block (a list item's code, `z = {**x, **y}`) are code as written: the marks go around them only.
    const text = collapse(/^(```|~~~)/.test(md) ? md.replace(/^.*\n|\n.*$/g, '') : md.split(/^ *(?:`{3,}|~{3,}).*$/m)
      .map((part, i) => (i % 2 ? part : citeMarks(part))).join(' '));
    return text.length > 240 ? text.slice(0, 239).trimEnd() + '\u2026' : text;
  }

  /** Markdown outside code blocks as plain text (see citeText). */
  function citeMarks(md) {
    return md.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(MD_LINK, '$1').replace(IMAGE_MARK, '$1') // images gone, links and named pictures their words
      .replace(/^ *(#{1,6}|(> ?)+|[-:]|\d+\.) /gm, '') // indented too: a card's heading in a list item.replace(/^\|?[\s:|-]+$/gm, ' ')
      // Code spans as written, marks dropped with no space left before the comma after them, a star
      // or a pipe the page's markdown escaped as the page shows it (`*\**` is "*"), a table's pipes spaces.
      .replace(/(`+)(.*?)\1|\\([*|])|([*~]+)|\||<\/?m[^>]*>/g,
        (all, tick, code, shown, mark) => code ?? shown ?? (mark ? '' : ' '));
  }

  /** The cited blocks under a finished answer, each in the page's own words (none if it cites none). */
  function addSources(el, text) {
    const seen = [];
    for (const m of text.matchAll(CITE_LABEL)) {
      const n = +m[1];
      if (!seen.includes(n) && citeOf(n)) seen.push(n);
    }
    if (!seen.length) return;
    // Named by its content, so what a visitor sees is what a screen reader says.
    const items = seen.map((n) => h('li', {}, [numbered(h('button', { type: 'button', class: 'source', 'data-action': 'cite' }, [
      h('span', { class: 'cite', 'aria-hidden': 'true' }),
      h('span', { class: 'sr' }),
      h('span', { dir: 'auto' }, sourceText(citeOf(n).md, text, n)), // in its own direction, not the chat's
    ]), n)]));
    el.firstChild.append(h('div', { class: 'sources', part: 'sources' }, [
      h('p', { text: /*ui*/'From the page' }), h('ol', {}, items),
    ]));
  }

  /**
   * A cited block as "From the page" lists it: its plain text (citeText), but a table's as its header
   * row over the row the answer quotes, the one sharing most words with the answer's line that cites
   * it (a table run into one line reads as none of its rows), else over its first rows.
   */
  function sourceText(md, answer, n) {
    const rows = md.split('\n').filter((line) => line[0] === '|' && !TABLE_RULE.test(line));
    if (rows.length < 2) return [citeText(md)];
    const terms = (line) => line.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
    const said = new Set(terms(answer.split('\n').find((line) => line.includes(`[\u00b6${n}]`)) || ''));
    const shared = (row) => terms(row).filter((term) => said.has(term)).length;
    const best = rows.slice(1).reduce((a, b) => (shared(b) > shared(a) ? b : a));
    const picked = shared(best) ? [best] : rows.slice(1, 4);
    // Cells apart as a reader sees them, empty ones (a header row the page hides on a phone) left out; a pipe
    // the page's markdown escaped is the page's own.
    const shown = (row) => (row.match(/(\\.|[^|\\])+/g) || []).map(citeText).filter(Boolean).join(' \u00b7 ');
    return [rows[0], ...picked].map(shown).filter(Boolean).flatMap((row, i) => (i ? [h('br'), row] : [row]));
  }

  /** What a labelled block reads, without the labels inside it (their numbers shift with any block before). */
  function mark(cite) {
    return fingerprint(cite.md.replace(CITE_LABEL, ''));
  }

  function clearHighlight() {
    const view = state.highlighted;
    state.highlighted = null;
    view?.CSS.highlights.delete(HIGHLIGHT); // set only where there are highlights
  }

  // --- markdown --------------------------------------------------------------------------------
  //
  // The model's answers are markdown. They are built node by node: model and page text only ever
  // become text nodes, links only http(s)/mailto hrefs, images never load. While an answer streams
  // only its unfinished tail is parsed again: everything before the last blank line (outside a
  // code fence) can no longer change, so it is rendered once and kept.

  const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
  const ITEM = /^( {0,8})([-*+]|(\d{1,9})[.)])[ \t]+(.*)$/;
  const RULE = /^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/;
  const HEADING_LINE = /^ {0,3}(#{1,6})[ \t]+(.*?)([ \t]+#+)?[ \t]*$/;
  const TABLE_RULE = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
  const SAFE_LINK = /^(https?|mailto):$/;
  // \(formula\) or \[formula\] (their backslashes doubled, or not) or escape | `code` | [text](url) or
  // ![alt](url) | <autolink> | **strong** | __strong__ | ~~del~~ | *em* | _em_ | bare URL. Underscores
  // never open or close inside a word (snake_case, __dunder__), nor in a formula (`\(A_{i}+B_{i}\)`).
  // Emphasis holds a formula whole, never closes in one (`*a \(b*c\) d*`), nor crosses an unclosed `\(`.
  const IMAGE_MARK = /\[image: ([^\]\n]+)\]/g;
  const INLINE = /\\(\\?\([^]*?\\\)|\\?\[[^]*?\\\]|[\\`*_{}[\]()#+\-.!|~<>])|(`+)(?!`)([^]*?[^`])\2(?!`)|!?\[([^\]\n]+)\]\(\s*<?((?:[^\s()<>]|\([^\s()<>]*\))*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|<((?:https?:\/\/|mailto:)[^\s<>]+)>|\*\*(?=\S)((?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|(?!\\\\?[([])[^])*?(?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|\S))\*\*|(^|[^\w\\])__(?=\S)((?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|(?!\\\\?[([])[^])*?(?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|\S))__(?!\w)|~~(?=\S)((?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|(?!\\\\?[([])[^])*?(?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|\S))~~|(^|[^\w*\\])\*(?=[^\s*])((?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|(?!\\\\?[([])[^])*?(?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|[^\s*\\]))\*(?![\w*])|(^|[^\w\\])_(?=[^\s_])((?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|(?!\\\\?[([])[^])*?(?:\\\\?(?:\([^]*?\\\)|\[[^]*?\\\])|[^\s_\\]))_(?!\w)|\b(https?:\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]}*_])|\[\u00b6(\d{1,6})\]/g;

  /**
   * A link if `href` is http(s) or mailto (relative ones resolve against the page); else its label
   * as text. An empty address is no link: the model reads the page's images as `![alt]()` and may
   * quote one, which would otherwise link to this page (`new URL('', '')` throws).
   */
  function link(label, href, bare) {
    const url = attempt(() => new URL(href, href && HERE.href)); // none: not a URL, the label alone
    if (bare) return label; // appended as a text node
    return inline(url && SAFE_LINK.test(url.protocol) ? h('a', { href: url.href, target: '_blank', rel: 'noopener noreferrer' })
      : h('span'), label, true);
  }

  function cells(line) {
    const parts = line.trim().replace(/^\|/, '').replace(/\\\|/g, '\x00').split('|');
    if (parts.length > 1 && !parts.at(-1).trim()) parts.pop();
    return parts.map((cell) => cell.trim().replace(/\x00/g, '|'));
  }

  function appendText(el, text) {
    // A picture the page names, as the walk writes it ("[image: Rated 4.7 out of 5 stars]"), shows as its words.
    text.replace(IMAGE_MARK, '$1').split('\n').forEach((part, i) => {
      if (i) el.append(h('br'));
      // Page text quoted in a sentence (“title”, the engine's or the widget's words) is a bidi
      // isolate: an Arabic title in English keeps its order, and the quotes and commas their places.
      part.split(/\u201c([^\u201d]*)\u201d/).forEach((piece, n) =>
        n % 2 ? el.append('\u201c', h('bdi', { text: piece }), '\u201d') : piece && el.append(piece));
    });
  }

  function blocks(text) {
    let para = [];
    const out = [];
    const lines = text.split('\n');
    const flush = () => {
      if (para.length) out.push(inline(h('p'), para.join('\n')));
      para = [];
    };
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      let m;
      if ((m = FENCE.exec(line))) {
        flush();
        const code = [];
        for (i++; i < lines.length && !closesFence(lines[i], m[1]); i++) code.push(lines[i]);
        // The language is CSS-generated content: not part of the answer's text.
        out.push(h('div', { class: 'code', part: 'code', dir: 'ltr' }, [
          h('div', { class: 'code-bar', 'data-lang': m[2] || 'code' }, [iconButton('copy', /*ui*/'Copy code', 'copy', 'copy-code')]),
          h('pre', { tabindex: 0 }, [h('code', { text: code.join('\n') })])]));
      } else if (!line.trim()) {
        flush();
      } else if ((m = HEADING_LINE.exec(line))) {
        flush();
        out.push(inline(h('h' + Math.min(6, m[1].length + 2)), m[2]));
      } else if (RULE.test(line)) {
        flush();
        out.push(h('hr'));
      } else if (/^ {0,3}>/.test(line)) {
        flush();
        const quoted = [];
        for (; i < lines.length && /^ {0,3}>/.test(lines[i]); i++) quoted.push(lines[i].replace(/^ {0,3}> ?/, ''));
        i--;
        out.push(h('blockquote', {}, blocks(quoted.join('\n'))));
      } else if (line.includes('|') && i + 1 < lines.length && lines[i + 1].includes('|') && TABLE_RULE.test(lines[i + 1])) {
        flush();
        i = table(lines, i, out) - 1;
      } else if ((m = ITEM.exec(line))) {
        flush();
        i = list(lines, i, m, out) - 1;
      } else {
        para.push(line);
      }
    }
    flush();
    // Each block reads in its own direction, Arabic or Hebrew right to left beside English (code
    // left to right, always): a model answers in the page's language, or the visitor's.
    for (const el of out) el.dir ||= 'auto';
    return out;
  }

  function closesFence(line, fence) {
    const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return !!m && m[1][0] === fence[0] && m[1].length >= fence.length;
  }

  /** A renderer bound to one element: `view(text, final)` shows `text`, re-parsing only the tail. */
  function markdownView(el) {
    let done = 0; // characters rendered as finished blocks
    let scan = 0; // where the search for block boundaries goes on
    let cut = 0; // the last boundary found
    let fence = ''; // the open fence at `scan`
    let tail = [];
    return function view(text, final) {
      const end = final ? text.length : text.lastIndexOf('\n') + 1;
      while (scan < end) {
        let nl = text.indexOf('\n', scan);
        if (nl < 0 || nl > end) nl = end;
        const line = text.slice(scan, nl);
        if (fence) {
          if (closesFence(line, fence)) {
            fence = '';
            cut = nl + 1;
          }
        } else if (FENCE.test(line)) {
          fence = FENCE.exec(line)[1];
        } else if (!line.trim()) {
          cut = nl + 1;
        }
        scan = nl + 1;
      }
      for (const node of tail) node.replaceWith();
      if (cut > done) {
        el.append(...blocks(text.slice(done, cut)));
        done = cut;
      }
      // A link cut short, stopped or still streaming, reads as its text (outside a code fence).
      tail = blocks(fence ? text.slice(done) : text.slice(done).replace(/!?\[([^\]\n]+)\]\([^)\n]*$/, '$1'));
      el.append(...tail);
    };
  }

  /**
   * Appends `text`'s inline markdown to `el` as nodes; `bare` is true inside a link's label, `inner`
   * inside emphasis (neither is a line of its own).
   */
  function inline(el, text, bare, inner) {
    const pattern = new RegExp(INLINE); // its flags too; own state: inline() recurses
    let last = 0;
    let span; // the marked text, from whichever group matched it
    for (let m; (m = pattern.exec(text)); ) {
      const start = m.index + (m[8] || m[11] || m[13] || '').length;
      appendText(el, text.slice(last, start)); // nothing if it starts there
      last = pattern.lastIndex;
      // A formula shows as the page wrote it, its backslashes single (an answer may double them to be shown).
      // Brackets round words or numbers alone are none: a model's escaped citation, `\[1\]`, is "[1]".
      // Alone on its line they are a display formula, as one is written, whatever they hold (`\[x\]`).
      if (m[1] && /^\\?\[[^\\^_{}=+<>|]*\\\\?\]$/.test(m[1]) && (bare || inner ||
          !(/(^|\n)[ \t]*$/.test(text.slice(0, m.index)) && /^[ \t]*(\n|$)/.test(text.slice(last))))) {
        appendText(el, m[1][0]);
        last = pattern.lastIndex = m.index + 2;
      } else if (m[1]) appendText(el, m[1][1] ? (m[1][0] === '\\' ? m[1].replace(/\\\\/g, '\\') : '\\' + m[1]) : m[1]);
      else if (m[3]) el.append(h('code', { text: m[3].replace(/^ (.*) $/, '$1') }));
      else if (m[4]) el.append(link(m[4], m[5], bare));
      else if ((span = m[6] || m[15])) el.append(link(span, span, bare)); // <autolink>, bare URL
      else if ((span = m[7] || m[9] || m[10] || m[12] || m[14])) {
        el.append(inline(h(m[10] ? 'del' : m[12] || m[14] ? 'em' : 'strong'), span, bare, true));
      }
      else if (m[16] && !bare) el.append(citeChip(+m[16]));
    }
    appendText(el, text.slice(last));
    return el;
  }

  /** A pipe table from `lines[start]` (header) on; returns the index after it. */
  function table(lines, start, out) {
    const align = cells(lines[start + 1]).map((c) => (/^:-+:$/.test(c) ? 'center' : /-:$/.test(c) ? 'right' : null));
    const row = (line, tag) => h('tr', {}, cells(line).map((cell, n) => inline(h(tag, { class: align[n] }), cell)));
    const body = h('tbody');
    let i = start + 2;
    for (; i < lines.length && lines[i].includes('|') && lines[i].trim(); i++) body.append(row(lines[i], 'td'));
    out.push(h('div', { class: 'table', tabindex: 0, role: 'group', 'aria-label': /*ui*/'Table' },
      [h('table', {}, [h('thead', {}, [row(lines[start], 'th')]), body])]));
    return i;
  }

  /** A list from `lines[start]` (its first item, matched as `first`) on; returns the index after it. */
  function list(lines, start, first, out) {
    const indent = first[1].length;
    const ordered = !!first[3];
    const el = h(ordered ? 'ol' : 'ul', ordered && first[3] !== '1' ? { start: +first[3] } : null);
    let i = start;
    while (i < lines.length) {
      const item = ITEM.exec(lines[i]);
      if (!item || item[1].length !== indent || !!item[3] !== ordered) break;
      const body = [item[4]];
      const column = item[0].length - item[4].length;
      for (i++; i < lines.length && lines[i].trim(); i++) {
        const next = ITEM.exec(lines[i]);
        if (next && next[1].length <= indent) break;
        body.push(lines[i].replace(new RegExp('^ {0,' + column + '}'), ''));
      }
      el.append(body.length === 1 ? inline(h('li'), body[0]) : h('li', {}, blocks(body.join('\n'))));
    }
    out.push(el);
    return i;
  }

  function close() {
    if (!isOpen()) return;
    const focused = ui.shadow.activeElement;
    shown(false);
    if (ui.chatPanel.contains(focused)) ui.launchButton.focus();
    save();
    emit('close');
  }

  //==================================================================================================
  // Events and behaviour
  //==================================================================================================

  // What the chat knows. Read before it is set, a field is undefined, which every reader takes as
  // its empty value (none, false, ''): only what must start otherwise is written here.
  //   starting: the promise of a session being created; relocking: the promise of a navigation check
  //   aborter: AbortController of the running stream
  //   tornDown: whether destroy() ran; shownOnce: whether the panel was ever shown
  //   inFlight: the message being streamed
  //   restored: messages read from sessionStorage, shown on the first open
  //   verified: whether the session was checked against the server since the page loaded
  //   again: re-runs what failed last (Retry); `cut` is the answer cut off that it replaces
  //   answerLanguage: the answer language the visitor picked (none: the model decides)
  //   aloud: the read-aloud button of the answer being spoken
  //   cites: the blocks the session's page was labelled with (labelBlock)
  //   highlighted: the window whose page shows a cited block highlighted
  //   storageRead: whether sessionStorage was read
  // Fields are named apart from the kept record's keys (`session`, `messages`) and the web
  // platform's names, so that the server gives each a short name (web.INTERNAL_PROPERTIES); so are
  // the fields of `ui` and `vault`, and the widget's own classes' fields and methods.
  const state = {
    // {id, url, fingerprint, selection, model, budget}, or null (kept as `session` in sessionStorage);
    // `gone` is the one before it, `seen` the lines of text it read (relock)
    liveSession: null,
    taskQueue: Promise.resolve(),
    logEntries: [], // what the log shows, as kept in sessionStorage: {role, text, stopped?}
    stick: true, // keep the log scrolled to the newest text
  };
  const NO_SCROLL = { preventScroll: true }; // focus without scrolling the page
  const STORE = 'reverserag:';
  // Failures that pass once the server has room again: the visitor is told when to try again.
  const BUSY = /^(rate_limited|server_busy|(store_)?unavailable|(server_)?shutting_down)$/;
  const RENEW = /^(session_not_found|session_expired|site_key_mismatch)$/;
  // An answer that ended unfinished: the link broke, or the model server ended it (upstream_cut:
  // llama-cpp-python does when another visitor asks). Either way the model did answer, so the
  // visitor is told the answer was cut, not that the model is not answering (ERROR_TEXT.upstream).
  const CUT = /*ui*/'The answer was cut off before it finished.';
  const ERROR_TEXT = {
    upstream: /*ui*/'The AI model behind this chat is not answering right now. Please try again in a moment.',
    upstream_timeout: /*ui*/'The AI model took too long to answer. Please try again.',
    upstream_rate_limited: /*ui*/'The AI model is getting too many requests right now. Please try again in a minute.',
    rate_limited: /*ui*/'Too many requests in a short time.',
    busy: /*ui*/'The chat server is busy or restarting.',
    origin_not_allowed: /*ui*/'This website is not allowed to use its chat server. (Site owner: add this origin to the server\u2019s sites.)',
    request_blocked: /*ui*/'The chat server is reachable but did not accept this page: this website may not be allowed on it, or it is failing. (Site owner: check the server\u2019s sites and logs.)',
    turn_limit: /*ui*/'This conversation has reached its length limit. Start a new chat to go on.',
    upstream_cut: CUT,
  };

  /** A touch-first device: opening the chat must not pop the keyboard up over the page. */
  function touchFirst() {
    return matchMedia('(pointer:coarse)').matches;
  }

  let counted = false; // whether the last page familiar() looked at was the one read but for a 0 counted up

  /** A line's fingerprint with its numbers marked, if all of them are 0 (a counter yet to count), else ''. */
  function zeroed(line) {
    return /\d/.test(line) && !/[1-9]/.test(line) ? fingerprint(line.replace(NUMBERS, '#')) : '';
  }

  /**
   * Whether the conversation has read all but under a tenth of `page`'s text (all of it, if `strict`).
   * Not a page at a new address (`moved`) that reads (nearly) nothing: a slide that is a picture, a
   * route whose view has no text, is no longer the page the conversation quotes.
   */
  function familiar(page, strict, moved) {
    counted = false;
    let all = 1;
    let fresh = 0;
    for (const line of lines(page.content)) {
      // A menu opened (a drawer, a hamburger's list) is no new page: its links are not what is asked about.
      // So is a table of contents opened (Docusaurus's "On this page" on a phone): links to the page's own anchors.
      if (line.startsWith('Navigation: ') || anchorsOnly(line)) continue;
      all += line.length;
      if (state.seen?.has(fingerprint(line))) continue;
      // A number read as 0 that has counted up since (a counter whose target only its script knows)
      // is the page's, not a clock's churn: read again, once, as the line then reads no 0 (counted).
      if (/[1-9]/.test(line) && (state.liveSession?.zeros || []).includes(fingerprint(line.replace(NUMBERS, '#')))) counted = true;
      else fresh += line.length;
    }
    const near = fresh * (strict ? all : 10) < all && !(moved && all < 40);
    counted &&= near; // but for its counters, the page the conversation read
    return near && !counted;
  }

  /** Whether a line holds links to this page's own anchors and nothing else ("- [Options](…#options)"). */
  function anchorsOnly(line) {
    const here = place(HERE.href);
    let own = 0;
    const rest = line.replace(/\[(?:[^\]\\]|\\.)*\]\(([^)\s]*)\)/g, (link, url) => (url.includes('#') && place(url) === here && ++own ? '' : link));
    return own > 0 && !/[\p{L}\p{N}]/u.test(rest);
  }

  /** Runs `task` after everything queued before it (questions are answered one at a time). */
  function enqueue(task) {
    const run = state.taskQueue.then(task);
    state.taskQueue = run.catch(() => null);
    return run;
  }

  function takeSelection() {
    const text = selectedText() || hand.selection || anchored(state.rawFile);
    hand.selection = '';
    return text || null;
  }

  function shown(open) {
    ui.chatPanel.hidden = !open;
    ui.widget.setAttribute('data-state', open ? 'open' : 'closed');
    ui.launchButton.setAttribute('aria-expanded', open);
  }

  /** POSTs and reads a `text/event-stream` answer, calling onToken per token; resolves at `done`. */
  async function stream(path, body, signal, onToken) {
    const res = await post(path, body, signal);
    if (!/text\/event-stream/i.test(res.headers.get('content-type'))) {
      throw problem('bad_stream', /*ui*/'The chat server did not answer with a stream.');
    }
    // A fetch the page put in place of the browser's (whatwg-fetch) may give no stream: the answer comes whole.
    const reader = (res.body || new Blob([await res.text()]).stream()).getReader();
    // Stop reaches the answer even through a fetch the page wrapped that drops the signal. A
    // stream a fetch has failed already refuses to cancel, as may one a page's fetch wraps: caught.
    const cancel = (signal.onabort = () => reader.cancel().catch(() => {}));
    const decoder = new TextDecoder();
    let finished;
    const push = sseParser((type, data) => {
      if (finished) return;
      let value;
      try {
        value = JSON.parse(data) || {}; // `null` too is JSON
      } catch (_) {
        value = { text: data };
      }
      if (type === 'token') onToken(typeof value.text === 'string' ? value.text : '');
      else if (type === 'done') finished = value;
      else if (type === 'error') throw problem(value.code || 'stream_error', value.message || /*ui*/'The answer failed.');
    });
    try {
      while (!finished) {
        // A link that died without closing sends nothing more, not even the server's pings (every
        // 30 s at most, REVERSERAG_PING_INTERVAL): 45 s of silence ends the answer as cut. So does a
        // connection that broke, which the browser words its own way ("network error").
        const quiet = setTimeout(cancel, 45e3);
        const chunk = await reader.read().catch((error) => {
          if (error.name === 'AbortError') throw error;
          return { done: 1 };
        });
        clearTimeout(quiet);
        signal.throwIfAborted();
        if (chunk.done) break;
        push(decoder.decode(chunk.value, { stream: true }));
      }
    } finally {
      cancel();
    }
    if (!finished) throw problem('stream_cut', CUT);
    return finished;
  }

  function setBusy(busy) {
    // The button that goes away may hold the focus, pressed or clicked (Chromium focuses a button
    // clicked): it goes to the question box, not the page, whose shortcuts would take the next keys.
    // Not for a tap, which would pop the keyboard up again over the answer.
    if ((busy ? ui.sendButton : ui.stopButton).matches(touchFirst() ? ':focus-visible' : ':focus')) ui.questionBox.focus();
    ui.sendButton.disabled = busy;
    ui.stopButton.hidden = !busy;
    ui.sendButton.hidden = busy;
  }

  // --- conversation ------------------------------------------------------------------------------

  function listenPanel() {
    on(ui.stopButton, 'click', stop);
    on(ui.questionForm, 'submit', (event) => {
      event.preventDefault();
      // A blank question is send()'s to refuse: the box keeps what it holds.
      if (!ui.sendButton.disabled && send(ui.questionBox.value)) ui.questionBox.value = '';
    });
    on(ui.questionBox, 'keydown', (event) => {
      // Not the Enter that ends an input method's composition: Safari ends it first, and marks the key 229.
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229) {
        event.preventDefault();
        ui.questionForm.requestSubmit();
      }
    });
    // Keys typed in the widget are not the page's: out of the shadow root they seem to come from
    // the host element, not a text field, and a page's shortcuts ("/" to search, on any of the
    // three key events) would take them. The launcher takes no text: a key pressed on it (where the
    // focus comes back on Escape) is the page's.
    for (const type of ['keydown', 'keypress', 'keyup']) {
      on(ui.shadow, type, (event) => event.target !== ui.launchButton && event.stopPropagation());
    }
    // Escape closes, on the page too: the panel beside it may cover what Tab went on to there.
    // Focus in the panel goes to the launcher; focus on the page stays. Not when the focus is in
    // the page's own dialog or menu, or on what it expanded: that is what Escape closes.
    on(DOC, 'keydown', (event) => {
      if (event.key === 'Escape' && !event.target.closest?.('dialog,[role=dialog],[role=menu],[aria-expanded=true]')) close();
    }, true);
    // Full screen (640 px wide or 400 px tall or less: a phone either way up, or a page zoomed in)
    // the panel covers the page, so the keyboard's focus stays in it rather than going on, unseen,
    // to the page beneath.
    on(ui.chatPanel, 'focusout', (event) => {
      if (isOpen() && !ui.chatPanel.contains(event.relatedTarget) && matchMedia(FULL_SCREEN).matches) ui.chatPanel.focus();
    });
    on(ui.shadow, 'click', (event) => {
      // What a button with `data-action` does (one delegated listener for the whole shadow root).
      const button = event.target.closest?.('[data-action]');
      if (!button) return;
      const message = button.closest('.msg'); // there is one for Copy answer, Read aloud and Retry
      // Every action is a key of its own here: a page's Object.prototype is not asked.
      ({
        __proto__: null,
        close,
        'new-chat'() {
          newChat().catch((error) => showError(error, 'new-chat'));
        },
        jump() {
          follow(true);
          ui.jumpButton.hidden = true;
          ui.messageLog.focus(NO_SCROLL); // the button is gone: keep keyboard focus in the chat
        },
        'copy-code'() {
          copy(button.closest('.code').querySelector('code').textContent, button);
        },
        'copy-answer'() {
          copy(message.logEntry.text.replace(CITE_LABEL, ''), button);
        },
        speak() {
          speak(message, button);
        },
        cite() {
          showCite(+button.dataset.cite);
        },
        retry() {
          const again = state.again;
          state.again = null;
          if (button.matches(':focus-visible')) ui.questionBox.focus(); // the button goes with its message
          message?.replaceWith();
          // The answer cut off goes too: the one asked again takes its place (a greeting once only).
          state.cut?.replaceWith();
          forget(state.cut?.logEntry);
          again?.().catch((error) => showError(error, 'retry')); // each again() returns enqueue()'s promise
        },
      })[attr(button, 'data-action')]?.();
    });
    on(ui.messageLog, 'scroll', () => {
      const log = ui.messageLog;
      // Not a scroll the layout made, before the log's new height is seen below: it says nothing
      // of where the visitor is reading.
      if (log.clientHeight === state.logHeight &&
        (state.stick = log.scrollHeight - log.scrollTop - log.clientHeight < 40)) ui.jumpButton.hidden = true;
    }, { passive: true });
    // A log made shorter (a phone turned, a keyboard up, a question box grown) keeps its top where
    // it was, or the browser moves it: at the end it stays at the end, else the jump button shows.
    // (Left to run after destroy(): follow() on the detached log throws nothing.)
    new ResizeObserver(() => {
      state.logHeight = ui.messageLog.clientHeight;
      follow();
    }).observe(ui.messageLog);
    if (ui.languageSelect) {
      on(ui.languageSelect, 'change', () => {
        state.answerLanguage = ui.languageSelect.value;
        attempt(() => localStorage.setItem(STORE + 'language', state.answerLanguage)); // else it lasts for this page
      });
    }
  }

  function clearRetry() {
    state.again = null;
    ui.messageLog.querySelectorAll('[data-action=retry]').forEach((button) => button.replaceWith());
  }

  /** The API path of a session (its id), or of one of its streams (`what`). */
  function sessionPath(id, what) {
    return '/api/sessions/' + encodeURIComponent(id) + (what ? '/' + what : '');
  }

  /** The session is over here (dropped) or on the server (expired, lost); its page is kept in
   * `state.gone`, to tell the next one's citations apart. */
  function lost() {
    state.gone = state.liveSession;
    state.liveSession = null;
  }

  function copy(text, button) {
    const label = attr(button, 'aria-label');
    const before = button.firstChild;
    const done = () => {
      button.replaceChildren(icon('check'));
      button.setAttribute('aria-label', /*ui*/'Copied');
      setStatus(/*ui*/'Copied to the clipboard.');
      setTimeout(() => {
        button.replaceChildren(before);
        button.setAttribute('aria-label', label);
        if (ui.statusLine.textContent === /*ui*/'Copied to the clipboard.') setStatus('');
      }, 1500);
    };
    const fallback = () => {
      const area = h('textarea', { class: 'sr', 'aria-hidden': 'true', tabindex: -1 });
      area.value = text;
      ui.shadow.append(area);
      area.select();
      attempt(() => DOC.execCommand('copy')); // if it throws, there is nothing else to try
      area.replaceWith();
      button.focus();
      done();
    };
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }

  function finishAnswer(el, entry) {
    addSources(el, entry.text);
    if (entry.stopped) el.firstChild.append(h('p', { class: 'stopped', text: entry.text ? /*ui*/'\u2026 (stopped)' : /*ui*/'(stopped)' }));
    // The tools under it: copy, and read aloud where the browser can speak.
    const tools = h('div', { class: 'tools', part: 'tools' }, [iconButton('copy', /*ui*/'Copy answer', '', 'copy-answer')]);
    if (WIN.speechSynthesis && WIN.SpeechSynthesisUtterance) {
      const speak = iconButton('speak', /*ui*/'Read aloud', '', 'speak');
      speak.setAttribute('aria-pressed', 'false');
      tools.append(speak);
    }
    el.append(tools);
  }

  /** A request body with the visitor's picks: the answer language, and the model if there is a choice. */
  function withChoices(body) {
    if (state.answerLanguage) body.language = state.answerLanguage;
    if (ui.modelSelect?.value) body.model = ui.modelSelect.value;
    return body;
  }

  function citeOf(n) {
    if (!state.cites) recoverCites(); // a conversation restored after a reload: its page is read again once
    return state.cites?.[n - 1];
  }

  function quiet() {
    if (state.aloud) {
      state.aloud.setAttribute('aria-pressed', 'false');
      speechSynthesis.cancel(); // there is one: only speak() sets state.aloud, and it spoke through it
    }
    state.aloud = null;
  }

  /**
   * Streams an answer into a new assistant message and resolves to its text (what was shown, if
   * the visitor stopped it). While it streams the message is `aria-busy` and hidden from assistive
   * technology, so the log announces the finished message once instead of every token.
   */
  async function streamInto(path, body, kind) {
    const message = addMessage('assistant', '');
    const entry = message.logEntry;
    if (kind === 'greeting') entry.kind = kind;
    const typing = h('span', { class: 'typing', 'aria-hidden': 'true' }, [h('i'), h('i'), h('i')]);
    message.append(typing);
    message.setAttribute('aria-busy', 'true');
    message.setAttribute('aria-hidden', 'true');
    message.inert = true;
    const controller = (state.aborter = new AbortController());
    state.inFlight = entry;
    setBusy(true);
    let frame = 0;
    const paint = (final) => {
      frame = 0;
      // Elements leave by replaceWith(), here and throughout, not remove(): Prototype.js (1.6, 1.7)
      // puts a remove() on every element that throws when it has no parent.
      if (entry.text) typing.replaceWith();
      message.showText(entry.text, final);
      follow();
    };
    let failure;
    try {
      await stream(path, body, controller.signal, (token) => {
        entry.text += token;
        if (!frame) frame = requestAnimationFrame(() => paint(false));
      });
    } catch (error) {
      if (error?.name === 'AbortError') entry.stopped = true;
      else failure = error || problem('stream_error', /*ui*/'The answer failed.');
    } finally {
      if (frame) cancelAnimationFrame(frame);
      if (state.aborter === controller) state.aborter = null;
      if (state.inFlight === entry) state.inFlight = null;
      setBusy(false);
    }
    typing.replaceWith();
    message.removeAttribute('aria-busy');
    message.removeAttribute('aria-hidden');
    message.inert = false;
    if (!entry.text && !entry.stopped) {
      message.replaceWith();
      forget(entry);
    } else if (message.isConnected) {
      paint(true);
      finishAnswer(message, entry);
      follow();
    }
    save();
    if (failure) throw ((failure.cut = message), failure); // what was shown stays, until Retry
    if (entry.text) emit('message', { role: 'assistant', kind: kind, text: entry.text, stopped: !!entry.stopped });
    return entry.text;
  }

  /** Sends one question and streams the answer; a lost session is recreated and retried once. */
  async function askNow(text, selection) {
    const again = () => enqueue(() => askNow(text, selection));
    if (state.starting) await state.starting;
    if (!state.liveSession) {
      await startSession(selection, null, !state.logEntries.some((m) => m.role === 'assistant'), again);
    } else {
      await relockIfNavigated();
    }
    if (!state.liveSession) return null;
    let content = text;
    if (selection && selection !== state.liveSession.selection) {
      content = 'Selected text on the page:\n> ' + selection.slice(0, 4000).replace(/\n/g, '\n> ') + '\n\n' + text;
    }
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      try {
        return await streamInto(sessionPath(state.liveSession.id, 'messages'), withChoices({ content: content }), 'answer');
      } catch (error) {
        const code = error?.code;
        if (RENEW.test(code) && !renewed) {
          // Expired or lost (a restart, another replica without Redis): read the page again, retry once.
          renewed = true;
          lost();
          if (await startSession(null, /*ui*/'The conversation had expired; I read the page again.', false, again)) continue;
          return null;
        }
        if (code === 'message_too_long') {
          // With the selection before it, over the server's cap on a message: the question alone.
          if (content !== text) {
            content = text;
            continue;
          }
          // Over the cap alone (the site sets it; the box has none, so a paste is never cut
          // unseen): the server's words say so, and the question is back in the box to shorten.
          ui.questionBox.value ||= text;
        }
        if (code === 'stream_in_progress' && attempt < 8) {
          // A stopped answer is still winding down on the server.
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        showError(error, 'message', again);
        return null;
      }
    }
  }

  function forget(entry) {
    const at = state.logEntries.indexOf(entry);
    if (at >= 0) state.logEntries.splice(at, 1);
  }

  /**
   * SPA navigation, or the page's text changing under the conversation (tabs, "load more", a
   * skeleton read before its content came): start over once a tenth of the text is new.
   */
  function relockIfNavigated() {
    return (state.relocking ||= relock().finally(() => (state.relocking = null)));
  }

  /** Says what went wrong in the chat (and the `reverserag:error` event); `again` adds a Retry button. */
  function showError(error, context, again) {
    if (error?.name === 'AbortError') return;
    fail(error, context);
    if (!ui.messageLog) return;
    const code = error?.code;
    // Its text: the server's words, or ours for a known code; when to try again if it is busy.
    const busy = BUSY.test(code);
    let text = ERROR_TEXT[code] || (busy && ERROR_TEXT.busy) || (/^upstream_/.test(code) && ERROR_TEXT.upstream) ||
      error?.message || /*ui*/'Something went wrong.';
    if (busy) {
      const wait = error.retryAfter, minutes = Math.ceil(wait / 60);
      text += wait > 89 ? /*ui*/` Please try again in ${minutes} minutes.` : wait > 1 ? /*ui*/` Please try again in ${wait} seconds.`
        : /*ui*/' Please try again in a moment.';
    }
    const el = addMessage('error', text);
    el.setAttribute('role', 'alert');
    if (code === 'model_not_allowed') {
      ui.modelSelect?.replaceWith(); // no longer offered: the server's default answers from now on (and on Retry)
      ui.modelSelect = null;
    }
    if (code === 'turn_limit') {
      el.append(h('div', {}, [h('button', { type: 'button', 'data-action': 'new-chat', text: /*ui*/'New chat' })]));
    } else if (again && !(error.status >= 400 && error.status < 500 && ![404, 408, 409, 410, 429].includes(error.status) &&
      code !== 'model_not_allowed')) {
      // A Retry button, unless the server refused the request itself (4xx), so that sending it again
      // cannot help. Not a session gone (404, 410), a timeout (408), a busy stream or a spent limit
      // (409, 429), nor a model no longer offered (the server's default answers the retry).
      clearRetry();
      state.again = again;
      state.cut = error.cut;
      const button = h('button', { type: 'button', 'data-action': 'retry', text: /*ui*/'Retry' });
      if (error.retryAfter) {
        button.disabled = true;
        setTimeout(() => (button.disabled = false), error.retryAfter * 1000);
      }
      el.append(h('div', {}, [button]));
    }
    follow();
  }

  /** Reads an answer aloud with the browser's speech synthesis; pressing again stops it. */
  function speak(message, button) {
    const again = state.aloud === button;
    quiet();
    if (again) return;
    // What is read: the answer's text, without labels, code, link targets or marks.
    const utterance = new SpeechSynthesisUtterance(collapse(message.logEntry.text.replace(CITE_LABEL, '')
      .replace(/^ {0,3}(`{3,}|~{3,})[^]*?(^ {0,3}\1|(?![^]))/gm, ' ').replace(MD_LINK, '$1')
      .replace(/[*_~`#>|]+/g, ' ')));
    utterance.lang = state.answerLanguage || DOC.documentElement.lang;
    utterance.onend = utterance.onerror = () => {
      if (state.aloud === button) quiet();
    };
    state.aloud = button;
    button.setAttribute('aria-pressed', 'true');
    speechSynthesis.speak(utterance);
  }

  /**
   * The payload with the conversation the visitor still sees, so a session made anew (expired,
   * lost, re-read) keeps the thread. The server keeps only answered questions.
   */
  function withHistory(payload) {
    const history = [];
    for (const m of state.logEntries) {
      // Questions and answers: what is kept is those and notices (an error is never kept).
      if (m.role !== 'notice' && m.text) history.push({ role: m.role, content: m.text.slice(0, 4000) });
    }
    return history.length ? { ...payload, history: history.slice(-40) } : payload;
  }

  function show(focus) {
    build();
    showRestored();
    shown(true);
    state.shownOnce = true;
    follow();
    if (focus) (touchFirst() ? ui.chatPanel : ui.questionBox).focus(NO_SCROLL);
    save();
  }

  /**
   * Shows and sends a question. A `reverserag:beforeSend` listener may rewrite `detail.text`, or
   * cancel the event to keep the question from being sent: then this returns nothing (the API's ask() resolves to null).
   */
  function send(text) {
    if (!ui.widget) return; // not mounted, or destroyed
    build();
    if (vaultLocked()) return;
    const detail = { text: String(text ?? '').trim(), language: state.answerLanguage || null };
    if (!detail.text || !emit('beforeSend', detail, true)) return;
    const question = String(detail.text ?? '').trim();
    if (!question) return;
    const selection = takeSelection();
    if (!isOpen() && emit('open', null, true)) show(false);
    clearRetry();
    const asked = addMessage('user', question);
    if (!state.liveSession) state.early ||= asked; // the session (and its greeting) is yet to come
    save();
    emit('message', { role: 'user', text: question });
    return enqueue(() => askNow(question, selection)).catch((error) => {
      showError(error, 'ask');
      return null;
    });
  }

  /** A page's lines of text, without citation labels (their numbers shift with any block before). */
  function lines(content) {
    return content.replace(CITE_LABEL, '').split('\n');
  }

  function dropSession() {
    const old = state.liveSession;
    lost();
    clearHighlight(); // a source of the conversation that ends
    // Deleted on the server too; keepalive, as the page may be going away.
    if (old) request(sessionPath(old.id), { method: 'DELETE', keepalive: true }).catch(() => {});
  }

  async function relock() {
    const session = state.liveSession;
    if (!config.spa || !session) return;
    const moved = place(session.url) !== place(HERE.href);
    const strict = acted && !moved;
    acted = false;
    state.seen ||= session.lines && new Set(session.lines);
    if (!moved) {
      if (state.at === changes) return; // not changed since the conversation's last read (watch)
      const page = await readSlowly(DOC); // no settling
      state.seen ||= new Set(lines(page.content).map(fingerprint)); // a translated page's first quick read stands for it
      if (familiar(page, strict)) return (state.at = CITES.get(page).n);
    }
    setStatus(/*ui*/'The page changed; reading it again\u2026');
    const payload = await extractPage({ selection: null });
    if (familiar(payload, strict, moved)) {
      session.url = HERE.href; // the same text at a new address: the next question looks again
      return setStatus('');
    }
    emit('navigate', { from: session.url, to: HERE.href });
    dropSession();
    // A new page, a new conversation for the model: the earlier answers cite a page that is gone.
    // The same page with new text goes on with the conversation. A new page with the old one's
    // title (an app that never sets it, a slide deck) is named by its first heading, else its address.
    const same = moved && payload.title === session.title;
    const title = (!same && payload.title) || citeText(lines(payload.content).find((line) => /^#{1,6}\s/.test(line)) || '');
    // The page the last notice named, grown since (reviews that came late): read again without a word.
    // So is a step to an address that shows more of the same view, all the text read still there and
    // the title too (a slide's next bullet, `#/1/0/2`): the same page, not a notice a step.
    const named = place(HERE.href) + payload.title;
    const read = new Set(lines(payload.content).map(fingerprint));
    const grown = same && state.seen && [...state.seen].every((line) => read.has(line));
    // So is a number that counted up: the page is as the conversation knew it, its numbers settled.
    const quiet = grown || (!moved && state.noticed === named) || (!moved && counted);
    state.noticed = named;
    await startSession(null, !quiet && /*ui*/`The page changed to \u201c${title || location.href}\u201d. I have read it again; ask away.`,
      !quiet, undefined, !moved || grown, payload);
  }

  /**
   * Extracts the page, creates a session and (if `greet`) streams the greeting. Resolves to the
   * session, or null after showing why not. `again` is what the error's Retry button does.
   */
  function startSession(selection, notice, greet, again, carry, read) {
    build();
    return (state.starting = (async () => {
      setStatus(/*ui*/'Reading the page\u2026');
      try {
        const payload = read || (await extractPage({ selection: selection }));
        setStatus(/*ui*/'Starting the conversation\u2026');
        const before = (state.liveSession || state.gone)?.fingerprint;
        const print = fingerprint(payload.content);
        const cites = CITES.get(payload) || [];
        if (before && before !== print && ui.messageLog) {
          // The page changed. A source whose block reads the same under the same label is still
          // there (a menu opened, entries came below it) and stays; one whose block reads the same
          // under another label (a live blog's new entry above it moved it down) stays, numbered so
          // (in the answer kept, and so in what the model is given back, too); the others point into
          // a page that is gone, and stay dead after a reload (the kept session's labels are the new
          // page's: showRestored), with every source of an answer that cited one of them.
          const was = state.cites || [];
          const labels = new Map();
          for (let i = cites.length; i--; ) labels.set(mark(cites[i]), i + 1); // the first of equals
          const now = (n) => (!was[n - 1] ? 0 : cites[n - 1] && mark(was[n - 1]) === mark(cites[n - 1]) ? +n : labels.get(mark(was[n - 1])) || 0);
          for (const chip of ui.messageLog.querySelectorAll('[data-action=cite]:not(:disabled)')) {
            const to = now(chip.dataset.cite);
            to ? numbered(chip, to) : deadChip(chip);
          }
          // Kept: spelled in full, as all that is kept.
          for (const m of state.logEntries) {
            if (m.stale || !m.text) continue; // its labels are an earlier page's
            let lost = false;
            const text = m.text.replace(CITE_LABEL, (label, n) => ((lost ||= !now(n)) ? label : `[\u00b6${now(n)}]`));
            if (lost) m.stale = 1;
            else m.text = text;
          }
        }
        state.cites = cites;
        // (Renumbered before the session is made: the model is given the answers as they now read.)
        const created = await (await post('/api/sessions', carry === false ? payload : withHistory(payload))).json();
        state.at = cites.n; // none for a translated page: its first question reads the page
        acted = false;
        state.seen = null; // made from the session's when it is first needed (relock)
        const { session_id: id, model, budget } = created;
        state.liveSession = {
          id, url: HERE.href, title: payload.title, fingerprint: print, selection: payload.selection, model, budget,
          marks: cites.map(mark), // what each labelled block read (recoverCites)
          // The lines the conversation has read, to tell when the page's text changes under it, even
          // after a reload. A translated page (a raw file) has none of the page's: see relock.
          lines: payload.source === 'dom' && lines(payload.content).map(fingerprint),
          zeros: payload.source === 'dom' && lines(payload.content).map(zeroed).filter(Boolean), // see familiar
        };
        state.verified = true;
        setStatus(model ? /*ui*/'Model: ' + model : '');
        if (notice) addMessage('notice', notice);
        // How much of the page the model got when the server had to cut it, in the server's words.
        const shortened = budget?.notice;
        if (shortened) addMessage('notice', String(shortened));
        save();
        emit('session', {
          session_id: id, model, budget,
          classification: created.classification || null, payload: payload,
        });
        if (config.greeting && greet !== false && !notice) await greetNow();
        return state.liveSession;
      } catch (error) {
        setStatus('');
        showError(error, 'session', again || (() => enqueue(() => startSession(selection, notice, greet, undefined, carry))));
        return null;
      } finally {
        state.starting = state.early = null;
      }
    })());
  }

  function save() {
    // Before restore() has read what is kept, there is nothing to write (and it must not be erased).
    if (!config.persist || state.tornDown || !state.storageRead) return;
    try {
      const messages = state.logEntries.filter((m) => m.text || m.stopped);
      const record = !messages.length && !state.liveSession ? null : { v: 1, session: state.liveSession, messages: messages, open: isOpen() };
      if (config.vault) vault.file?.save(record); // nothing kept until the vault file is here
      else if (!record) sessionStorage.removeItem(storeKey());
      else sessionStorage.setItem(storeKey(), json(record));
    } catch (_) {
      /* storage full or blocked: the conversation will not survive a reload */
    }
  }

  async function refresh() {
    if (state.tornDown) return null;
    if (state.starting) await state.starting;
    stop();
    dropSession();
    const session = await startSession(takeSelection(), state.shownOnce ? /*ui*/'I read the page again.' : null);
    return session && session.id;
  }

  /** Opens the panel; `quietly` leaves focus where it is (a restored or `data-open` panel). */
  async function open(quietly) {
    if (!ui.widget || isOpen()) return; // not mounted, or destroyed
    // A page's modal dialog (or an element full screen) makes the rest of the page inert, the widget
    // too (the browser's rule): a panel shown then could not be used. Refused, saying why. Not a panel
    // kept open and shown again as the page loads: it works once the dialog closes.
    if (!quietly && modal('open')) return;
    if (!emit('open', null, true)) return;
    show(!quietly);
    try {
      await vaultReady(!quietly);
      if (state.starting || state.aborter) return;
      const session = state.liveSession;
      if (session && !state.verified) {
        // A restored session is checked against the server; a lost one is dropped (and made anew below).
        state.verified = true;
        // 404/410/403 say it is gone; anything else is taken as yes (unreachable now: the next question will say so).
        await request(sessionPath(session.id), { headers: { Accept: 'application/json' } }).then((res) => {
          if ([404, 410, 403].includes(res.status) && state.liveSession === session) lost();
        }).catch(() => {}); // unreachable: kept
      }
      if (!state.liveSession) {
        // A conversation restored without its server session goes on quietly in a new one.
        const fresh = !state.logEntries.length;
        await enqueue(() => (state.liveSession || state.starting ? null : startSession(takeSelection(), null, fresh)));
      } else {
        await relockIfNavigated();
      }
    } catch (error) {
      showError(error, 'open');
    }
  }

  /**
   * True, once the page is told why (an error, code `page_modal`, of `context`), while the page has a
   * modal dialog open (or an element full screen): in the document, or in an open shadow root the
   * focus is in, as a web component's `<dialog>` takes it (the top layer cannot be listed).
   */
  function modal(context) {
    const open = attempt(() => {
      let root = DOC, found;
      while (root && !(found = root.querySelector(':modal'))) root = root.activeElement?.shadowRoot;
      return found;
    });
    if (open) fail(problem('page_modal', 'the page has a modal dialog open'), context);
    return !!open;
  }

  function isOpen() {
    return ui.chatPanel?.hidden === false; // not built yet: closed
  }

  /** "New chat": a new session and an empty log; the old session is deleted on the server. */
  async function newChat() {
    stop();
    quiet();
    if (state.starting) await state.starting;
    dropSession();
    clearRetry();
    state.logEntries = [];
    state.restored = null;
    ui.messageLog.replaceChildren();
    setStatus('');
    follow(true);
    save();
    emit('reset');
    if (!touchFirst()) ui.questionBox.focus();
    await enqueue(() => startSession(takeSelection(), null, true));
  }

  function destroy() {
    if (state.tornDown) return;
    stop();
    quiet();
    state.tornDown = true;
    dropSession();
    attempt(() => sessionStorage.removeItem(storeKey())); // none without storage
    while (cleanups.length) cleanups.pop()();
    // The highlight went with the session; the rules adopted into the page and its frames go too.
    for (const [doc, sheet] of HIGHLIGHT_SHEETS) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
    ui.widget = null; // reverserag.js takes the element out, and tells the page
  }

  // --- persistence -------------------------------------------------------------------------------
  // The conversation is kept in sessionStorage under the page's path, so it survives a reload and
  // a visit to another page of the site and back, in this tab only — or, with the vault on (below),
  // encrypted under the visitor's passphrase.

  function storeKey() {
    return STORE + HERE.pathname + HERE.search;
  }

  /**
   * Reads the kept conversation and language, once; true if the panel was open. Storage is a
   * synchronous round trip to the browser, so this waits for an idle moment or the first use.
   */
  function restore() {
    if (state.storageRead) return false;
    state.storageRead = true;
    state.answerLanguage = attempt(() => localStorage.getItem(STORE + 'language')); // none without storage
    if (!config.persist) return false;
    if (config.vault) return vaultRestore();
    // Nothing kept (null) parses as null; anything that is not JSON throws, and is not kept either.
    return attempt(() => loadSaved(JSON.parse(sessionStorage.getItem(storeKey())))) || false;
  }

  /** Puts a kept record `{v: 1, session, messages, open}` in the state; true if the panel was open. */
  function loadSaved(saved) {
    if (!saved || saved.v !== 1 || !Array.isArray(saved.messages)) return false;
    state.liveSession = typeof saved.session?.id === 'string' ? saved.session : null;
    state.logEntries = saved.messages.filter((m) => m && /^(user|assistant|notice)$/.test(m.role) && typeof m.text === 'string');
    state.restored = state.logEntries.slice();
    return !!saved.open;
  }

  // The vault (`data-vault="on"`): what save() keeps, sealed under a passphrase the visitor chooses.
  // Its code is a file of its own, reverserag-vault.js (see there), which few sites need: loaded the
  // first time its part of the panel shows (vaultFile, below).

  const VAULT_STORE = STORE + 'vault';
  const VAULT_DECLINED = STORE + 'vault-declined';
  // The vault file's Subresource Integrity, which the server writes in ('' as written: not checked).
  const VAULT_INTEGRITY = /*vault-integrity*/'';
  // The vault's fields, undefined until set (as in `state`):
  //   phase: 'locked' (a record to open), 'choose', 'open' (a key), 'off' (declined), 'unavailable'
  //   sealed: the stored record, while locked
  //   shownForm: the vault's part of the panel, while shown
  //   loading: vaultFile()'s promise; file: the vault file's functions, once loaded
  const vault = {
    waiters: [], // open()s waiting for the visitor to unlock or forget
  };

  /** Hides the conversation, its form and New chat while the vault is locked; false shows them. */
  function hideChat(hidden) {
    ui.newChatButton.disabled = ui.messageLog.parentNode.hidden = ui.questionForm.hidden = hidden;
  }

  /** Resolves once a locked vault is opened or forgotten; nothing to wait for (undefined) when it is not locked. */
  function vaultReady(focus) {
    if (!vaultLocked()) return;
    if (focus) vaultFile().then(() => vault.shownForm?.querySelector('input').focus(NO_SCROLL));
    return new Promise((resolve) => vault.waiters.push(resolve));
  }

  /** Removes the vault's form, gives the conversation back, and lets waiting open()s go on. */
  function vaultClose(status) {
    vault.shownForm?.replaceWith();
    vault.shownForm = null;
    hideChat(false);
    if (status) setStatus(status);
    if (isOpen() && !touchFirst()) ui.questionBox.focus(NO_SCROLL);
    for (const resolve of vault.waiters.splice(0)) resolve();
  }

  /** The vault's part of the panel, once its file is here (hiding the conversation meanwhile when locked). */
  function vaultPanel() {
    // A phase is set only with the vault on and the conversation kept (restore). Called by
    // build(), once the panel is there.
    if (!/^(locked|choose|unavailable)$/.test(vault.phase)) return;
    hideChat(vaultLocked());
    vaultFile().then((file) => file?.panel(ui.shadow, ui.messageLog.parentNode));
  }

  /**
   * The vault's functions: reverserag-vault.js, from beside reverserag.js (in its language), loaded
   * once as that file loads this one (pinned by the hash the server wrote into this file,
   * `VAULT_INTEGRITY`, where reverserag.js was pinned), and given what they need of the chat. If it
   * cannot load, nothing is kept (a sealed record stays for another visit) and the chat goes on.
   */
  function vaultFile() {
    return (vault.fileLoading ||= hand.load('reverserag-vault.js', VAULT_INTEGRITY)
      .then((make) => (vault.file = make(vault, h, on, attempt, fail, warn, problem, json, styleSheet, storeKey, save,
        loadSaved, setStatus, showRestored, follow, hideChat, vaultClose)))
      .catch((error) => {
        fail(error, 'vault');
        vault.phase = 'off';
        vaultClose('');
      }));
  }

  function greetNow() {
    const session = state.liveSession;
    if (!session) return null; // awaited, or a queued task's result
    return streamInto(sessionPath(session.id, 'greeting'), withChoices({}), 'greeting').catch((error) => {
      showError(error, 'greeting', () => enqueue(greetNow));
      return null;
    });
  }

  /** restore() with the vault on: notes what is kept, reads only what is not sealed; true if open. */
  function vaultRestore() {
    const can = WIN.isSecureContext && WIN.crypto?.subtle;
    vault.phase = can ? 'choose' : 'unavailable';
    let plain;
    try {
      // A conversation kept in the clear before the vault was switched on goes on, and off the disk.
      plain = sessionStorage.getItem(storeKey());
      sessionStorage.removeItem(storeKey());
      vault.sealed = can ? sessionStorage.getItem(VAULT_STORE) : null;
      if (vault.sealed) vault.phase = 'locked';
      else if (can && sessionStorage.getItem(VAULT_DECLINED)) vault.phase = 'off';
    } catch (_) {
      vault.phase = 'off'; // no storage: nothing to offer
    }
    return (vault.phase !== 'locked' && attempt(() => loadSaved(JSON.parse(plain)))) || false;
  }

  function stop() {
    state.aborter?.abort();
  }

  /** `value` as JSON, its lists as lists: a page's own Array#toJSON (Prototype 1.6) makes them strings. */
  function json(value) {
    return JSON.stringify(value, function (key, v) {
      return Array.isArray(this[key]) ? this[key] : v;
    });
  }

  function eventName(name) {
    return STORE + String(name).replace(/^reverserag:/, '');
  }

  /** Whether the conversation waits for the visitor's passphrase (nothing is sent meanwhile). */
  function vaultLocked() {
    return vault.phase === 'locked';
  }

  //==================================================================================================
  // Public API
  //==================================================================================================

  function idle(task) {
    const run = guarded('init', () => state.tornDown || task()); // a promise it returns is caught too
    if (WIN.requestIdleCallback) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 100);
  }

  function showRestored() {
    const kept = state.restored;
    state.restored = null;
    if (!kept) return;
    for (const entry of kept) {
      const el = addMessage(entry.role, entry.text, true);
      el.logEntry = entry;
      if (entry.role === 'assistant') finishAnswer(el, entry);
      if (entry.stale) el.querySelectorAll('[data-action=cite]').forEach(deadChip);
    }
  }

  /** The chat's half of the public API (reverserag.js's has the rest), every method guarded by its name. */
  const api = {};
  for (const [name, method] of Object.entries({
    extract: extractPage,
    open: () => open(),
    close,
    ask: (text) => (!modal('ask') && send(text)) || Promise.resolve(null),
    refresh,
    destroy,
    translate: (pattern, fn, kind) => {
      addedRules.push(translation('api', pattern, fn, kind));
    },
  })) {
    api[name] = guarded(name, method);
  }

  //==================================================================================================
  // Style sheets and icons
  //==================================================================================================
  //
  // Data, not code: they sit apart, after all the code, which reads them only once init() (below)
  // has run. The code is then one stretch, and gzip, which finds repeats 32 KiB back at most,
  // finds more of them (over 200 B of the widget's gzip).

  /** Path data of the icons (24×24). */
  const ICONS = {
    close: 'M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
    down: 'M11 4h2v12.2l5.6-5.6 1.4 1.4-8 8-8-8 1.4-1.4 5.6 5.6z',
    plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
    send: 'M3 20.5 22 12 3 3.5v6.6l13 1.9-13 1.9z',
    stop: 'M6 6h12v12H6z',
    copy: 'M9 2h10a2 2 0 0 1 2 2v12h-2V4H9zM5 6h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 2v12h10V8z',
    check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
    speak: 'M3 9v6h4l5 5V4L7 9zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  };

  /**
   * The panel's styles, adopted when the panel is first built, after the launcher's (reverserag.js):
   * these first rules are the panel's part of those, kept here as the bytes there are counted.
   */
  const PANEL_STYLES = /* css */ `
select { margin: 0; font: inherit; color: inherit; cursor: pointer; }
button:disabled { cursor: default; opacity: .5; }
.header :focus-visible, pre:focus-visible { outline-color: currentColor; }
/* A box that scrolls, or sits in one, draws its ring inside: outside, the box around it cuts it off. */
.log:focus-visible, pre:focus-visible, .table:focus-visible { outline-offset: -2px; }
.panel:focus { outline: 0; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (forced-colors: active) { .msg { border: 1px solid; } }
.panel { position: absolute; right: 0; bottom: 72px; display: flex; flex-flow: column;
  width: min(400px, 100vw - 40px); height: min(620px, 100dvh - 120px - var(--lift, 0px));
  background: var(--bg); border: 1px solid var(--bd); border-radius: var(--rr-radius, 16px);
  box-shadow: 0 16px 48px rgba(0,0,0,.24); overflow: hidden; transform-origin: bottom right; animation: open .18s ease-out; }
:host([data-position="bottom-left"]) .panel { right: auto; left: 0; transform-origin: bottom left; }
.header { display: flex; align-items: center; gap: 4px; padding: 8px 8px 8px 16px; background: var(--a); color: var(--af); }
.title { flex: 1; min-width: 0; margin: 0; font-size: 15px; font-weight: 600; overflow-wrap: anywhere; }
.header button { width: 36px; height: 36px; border-radius: 8px; }
.header button:hover, .tools button:hover, .copy:hover { background: rgba(127,127,127,.2); }
select { max-width: 96px; height: 32px; padding: 0 4px; border: 1px solid currentColor; border-radius: 8px; background: transparent; font-size: 12px; }
option { color: #111827; background: #fff; }
.body { position: relative; flex: 1; min-height: 0; display: flex; }
.log { flex: 1; display: flex; flex-flow: column; gap: 10px; padding: 14px; overflow-y: auto; overscroll-behavior: contain; }
.log:empty::before { content: attr(data-empty); margin: auto; color: var(--mu); text-align: center; }
.jump { position: absolute; left: calc(50% - 18px); bottom: 10px; width: 36px; height: 36px; border-radius: 50%;
  background: var(--bg); border: 1px solid var(--bd); box-shadow: 0 2px 8px rgba(0,0,0,.2); }
.msg { max-width: 92%; padding: 8px 12px; border-radius: 12px; overflow-wrap: anywhere; }
.user { align-self: flex-end; white-space: pre-wrap; background: var(--a); color: var(--af); }
.assistant { align-self: flex-start; background: var(--sf); }
.notice { align-self: center; max-width: 100%; padding: 0 8px; font-size: 12px; color: var(--mu); text-align: center; }
.error { align-self: stretch; max-width: 100%; background: var(--eb); color: var(--ef); border: 1px solid var(--ed); }
.error button { margin: 6px 8px 0 0; padding: 4px 12px; border: 1px solid currentColor; border-radius: 8px; font-size: 13px; font-weight: 600; }
.typing { display: inline-flex; gap: 4px; padding: 6px 0; }
.typing i { width: 7px; height: 7px; border-radius: 50%; background: var(--mu); animation: dot 1.2s infinite ease-in-out; }
.typing i + i { animation-delay: .15s; }
.typing i + i + i { animation-delay: .3s; }
.md > :first-child { margin-top: 0; }
.md > :last-child { margin-bottom: 0; }
.md :is(p, ul, ol, blockquote, hr), .code, .table { margin: 0 0 .6em; }
.md :is(h3, h4, h5, h6) { margin: .8em 0 .4em; font-size: 1em; }
.md h3 { font-size: 1.1em; }
.md :is(ul, ol) { padding-inline-start: 1.4em; }
.md li > :is(p, ul, ol) { margin: 0; }
.md a { color: var(--ln); }
.md code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .92em; }
.md :not(pre) > code { padding: 1px 4px; border-radius: 4px; background: rgba(127,127,127,.18); }
.md blockquote { padding-inline-start: 10px; border-inline-start: 3px solid var(--bd); color: var(--mu); }
.md hr { border: 0; border-top: 1px solid var(--bd); }
.code { border-radius: 8px; overflow: hidden; background: #0f172a; color: #e2e8f0; }
.code-bar::before { content: attr(data-lang); }
.code-bar { display: flex; align-items: center; justify-content: space-between; padding: 0 4px 0 10px;
  font-size: 12px; color: #cbd5e1; background: rgba(255,255,255,.08); }
.code pre { margin: 0; padding: 8px 10px; overflow-x: auto; font-size: 12px; line-height: 1.45; }
.copy, .tools button { width: 28px; height: 28px; border-radius: 6px; }
.copy svg, .tools svg { width: 16px; height: 16px; }
.table { overflow-x: auto; }
.table table { border-collapse: collapse; font-size: 12px; }
.table :is(th, td) { padding: 3px 8px; border: 1px solid var(--bd); text-align: start; vertical-align: top; }
.table .center { text-align: center; }
.table .right { text-align: right; }
.stopped { color: var(--mu); font-style: italic; }
.cite { display: inline-grid; place-items: center; flex: none; min-width: 24px; min-height: 24px; margin: 0 1px; padding: 0 6px; border-radius: 12px;
  font-size: 11px; font-weight: 600; line-height: 1; vertical-align: middle; background: var(--a); color: var(--af); }
.sources { margin-top: .6em; font-size: 12px; }
.sources p { margin: 0 0 4px; color: var(--mu); font-weight: 600; }
.sources ol { margin: 0; padding: 0; list-style: none; }
.source { display: flex; gap: 6px; width: 100%; margin: 0 0 4px; padding: 6px 8px; place-items: start;
  text-align: start; border-radius: 8px; border-inline-start: 3px solid var(--a); background: var(--bg); }
.source:hover { background: rgba(127,127,127,.12); }
.tools { display: flex; gap: 2px; margin: 4px 0 -4px -6px; color: var(--mu); }
.tools [aria-pressed="true"] { color: var(--ln); }
.status { padding: 4px 14px; font-size: 12px; color: var(--mu); }
.status:empty { padding: 0; }
.form { display: flex; align-items: flex-end; gap: 6px; padding: 10px; border-top: 1px solid var(--bd); }
.input { flex: 1; min-height: 40px; max-height: 140px; padding: 9px 10px; resize: none; field-sizing: content;
  font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--mu); border-radius: 10px; }
.input::placeholder { color: var(--mu); opacity: 1; }
.send, .stop { width: 40px; height: 40px; border-radius: 10px; background: var(--a); color: var(--af); }
.stop { background: var(--fg); color: var(--bg); }
@keyframes open { from { opacity: 0; transform: translateY(8px) scale(.98); } }
@keyframes dot { 0%, 80%, 100% { opacity: .25; } 40% { opacity: 1; } }
@media (max-width: 640px), (max-height: 400px) {
  .panel { position: fixed; inset: 0; width: auto; height: auto; border: 0; border-radius: 0;
    padding: 0 env(safe-area-inset-right) 0 env(safe-area-inset-left); animation: none; }
  .header { padding-top: calc(8px + env(safe-area-inset-top)); }
  .form { padding-bottom: calc(10px + env(safe-area-inset-bottom)); }
  :host([data-state="open"]) .launcher { display: none; }
  .input { font-size: 16px; } }
@media (max-width: 640px), (pointer: coarse) {
  /* Every button but .cite, which outranks this and stays 24 px: inline in a sentence, its source below is the 44 px target. */
  button, select { min-width: 44px; min-height: 44px; }
  .input { min-height: 44px; } }
`;

  //==================================================================================================
  // Init
  //==================================================================================================

  mount();
  // A panel open from the start (data-open) opens now. A conversation kept open is shown again once
  // the page has settled: read before an app has rendered its content (a skeleton), its sources
  // were dead and the next question started over. Not if the visitor opened it meanwhile: closed
  // again then, it stays closed.
  if (config.open) open(true);
  else idle(async () => restore() && (await settle(DOC), state.shownOnce || open(true)));
  return api;
}

document.dispatchEvent(new CustomEvent('reverserag-chat', { detail: chat }));
