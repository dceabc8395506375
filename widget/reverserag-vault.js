/*! reverserag 0.1.0 · AGPL-3.0-only · the widget's vault */
/**
 * The vault (`data-vault="on"` on the widget's tag): what the widget keeps of the conversation,
 * sealed under a passphrase the visitor chooses. PBKDF2-SHA-256 (600,000 iterations, OWASP's
 * figure) turns it into a non-extractable AES-GCM-256 key that lives in memory only; every write
 * gets a fresh 12-byte IV. One record holds every page's conversation of the tab, so that not even
 * which pages were discussed can be read, and it is padded to whole KiB so that its size says
 * little of the conversation's length.
 *
 * A file of its own, since few sites turn the vault on: an ES module that reverserag.js loads from
 * beside itself the first time the vault's part of its panel shows (see vaultFile() there). Its one
 * export is a function, which the widget calls with what the vault needs of it, and keeps the
 * `panel` and `save` it returns; loaded by a pinned module script (for a pinned widget), it hands
 * the function over by an event on the document. The widget's own state stays in the widget:
 * `vault.phase`, `vault.sealed`, `vault.shownForm` (see reverserag.js).
 */

const STORE = 'reverserag:';
const VAULT_STORE = STORE + 'vault';
const VAULT_DECLINED = STORE + 'vault-declined';
const VAULT_AAD = new TextEncoder().encode('reverserag vault 1');
const VAULT_MIN_CHARS = 8;
const VAULT_TEXT = {
  locked: /*ui*/'This chat is saved encrypted in this tab. Enter your passphrase to open it.',
  choose: /*ui*/'Keep this chat if the page reloads? Choose a passphrase: the chat is then saved in this tab, encrypted, and opens only with it.',
  unavailable: /*ui*/'This chat will not be saved: encrypting it needs a secure (https) page, and this one is not.',
  wrong: /*ui*/'That passphrase does not open the saved chat. Nothing was lost: try again, or forget the saved chat to start over.',
  damaged: /*ui*/'The saved chat cannot be read (it is damaged). Forget it to start over.',
  empty: /*ui*/'Enter your passphrase.',
  short: /*ui*/`Choose a passphrase of at least ${VAULT_MIN_CHARS} characters.`,
  failed: /*ui*/'The chat could not be encrypted, so it is not saved.',
};

/** The vault's form, adopted into the widget's shadow root when it first shows. */
const VAULT_STYLES = /* css */ `
.vault { display: flex; flex-flow: column; gap: 6px; padding: 10px 14px; font-size: 13px;
  background: var(--sf); border-bottom: 1px solid var(--bd); }
.vault[data-mode="locked"] { flex: 1; justify-content: center; padding: 24px; font-size: 14px; background: var(--bg); border: 0; }
.vault p { margin: 0; }
.vault label { font-weight: 600; }
.vault-row { display: flex; gap: 6px; }
.vault input { flex: 1; min-width: 0; height: 36px; padding: 0 10px; font: inherit; color: inherit;
  background: var(--bg); border: 1px solid var(--bd); border-radius: 8px; }
.vault [aria-invalid] { border-color: var(--ef); }
.vault-row button { height: 36px; padding: 0 14px; border-radius: 8px; font-weight: 600; background: var(--a); color: var(--af); }
.vault-alt { align-self: flex-start; padding: 2px 0; color: var(--ln); text-decoration: underline; }
.vault-msg { color: var(--ef); font-weight: 600; }
.vault-msg:empty { display: none; }
@media (max-width: 640px), (pointer: coarse) { .vault input, .vault-row button { height: 44px; font-size: 16px; } }
`;

/**
 * The vault, given what it needs of the widget (each is the widget's function or object of that
 * name; the order is reverserag.js's vaultFile()'s). Returns its `panel` and `save`.
 */
export default function vaultFile(vault, h, on, attempt, fail, warn, problem, json, styleSheet, storeKey, save, loadSaved,
  setStatus, showRestored, follow, hideChat, vaultClose) {
  // What is known once the visitor gave the passphrase, undefined until then:
  //   cryptoKey: the AES-GCM key, not extractable; keySalt: its PBKDF2 salt
  //   keptPages: storeKey() → what save() keeps for that page (sealed as `pages`)
  let cryptoKey, keySalt, keptPages, styled;
  let writing = Promise.resolve();

  /** save() with the vault on: seals every page's record, writes in order, and only with a key. */
  function vaultSave(record) {
    if (!cryptoKey) return;
    if (record) keptPages[storeKey()] = record;
    else delete keptPages[storeKey()];
    const key = cryptoKey;
    const salt = keySalt;
    const text = json({ pages: keptPages });
    writing = writing
      .then(() => vaultSeal(key, salt, text))
      .then((sealed) => {
        if (cryptoKey === key) sessionStorage.setItem(VAULT_STORE, sealed); // not after a forget
      })
      .catch((error) => warn('cannot save the vault', error));
  }

  /**
   * The vault's part of the panel (in `shadow`, before `logBox`, the conversation's box): the
   * unlock form (in place of the conversation), the offer to choose a passphrase (above it: the
   * visitor came to ask, not to make a password, so the chat goes on meanwhile and nothing is kept
   * until they choose), or the notice that nothing is kept.
   */
  function vaultPanel(shadow, logBox) {
    if (vault.shownForm || !/^(locked|choose|unavailable)$/.test(vault.phase)) return;
    styled ||= styleSheet(shadow, VAULT_STYLES);
    const mode = vault.phase;
    const text = h('p', { id: 'vault-text', text: VAULT_TEXT[mode] });
    let form;
    if (mode === 'unavailable') {
      form = h('div', { class: 'vault', part: 'vault', 'data-mode': mode, role: 'note' }, [text]);
    } else {
      const locked = mode === 'locked';
      const field = h('input', {
        id: 'vault-pass', type: 'password', autocomplete: locked ? 'current-password' : 'new-password',
        'aria-describedby': 'vault-msg', spellcheck: 'false',
      });
      const go = h('button', { type: 'submit', text: locked ? /*ui*/'Unlock' : /*ui*/'Save chat' });
      const message = h('p', { class: 'vault-msg', id: 'vault-msg', role: 'alert' });
      const alt = h('button', { type: 'button', class: 'vault-alt', text: locked ? /*ui*/'Forget saved conversation' : /*ui*/'Not now' });
      form = h('form', { class: 'vault', part: 'vault', 'data-mode': mode, 'aria-labelledby': 'vault-text', novalidate: true }, [
        text, h('label', { for: 'vault-pass', text: /*ui*/'Passphrase' }), h('div', { class: 'vault-row' }, [field, go]), message, alt]);
      on(form, 'submit', (event) => {
        event.preventDefault();
        vaultSubmit(field, go, message).catch((error) => fail(error, 'vault'));
      });
      on(alt, 'click', () => {
        if (locked) {
          // "Forget saved conversation": drops the record (every page's), then offers a new passphrase.
          attempt(() => sessionStorage.removeItem(VAULT_STORE)); // none without storage
          cryptoKey = keySalt = vault.sealed = null;
          keptPages = {};
          vault.phase = 'choose';
          vaultClose(/*ui*/'The saved chat is forgotten.');
          vaultPanel(shadow, logBox);
        } else {
          // "Not now": nothing is kept, and this tab is not asked again.
          attempt(() => sessionStorage.setItem(VAULT_DECLINED, '1')); // else asked again next time
          vault.phase = 'off';
          vaultClose('');
        }
      });
    }
    hideChat(mode === 'locked');
    logBox.before(form);
    vault.shownForm = form;
  }

  async function vaultSeal(key, salt, text) {
    const bytes = new TextEncoder().encode(text);
    const padded = new Uint8Array(Math.ceil((bytes.length + 1) / 1024) * 1024).fill(32); // JSON ignores spaces
    padded.set(bytes);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv, additionalData: VAULT_AAD }, key, padded);
    return json({ vault: 1, salt: toBase64(salt), iv: toBase64(iv), data: toBase64(new Uint8Array(data)) });
  }

  async function vaultKey(passphrase, salt) {
    const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase.normalize('NFC')), 'PBKDF2', false,
      ['deriveKey']);
    return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: salt, iterations: 600000 },
      base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  }

  /** Makes a new vault under `passphrase` and seals what the chat shows so far. */
  async function vaultCreate(passphrase) {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await vaultKey(passphrase, salt);
    cryptoKey = key;
    keySalt = salt;
    keptPages = {};
    vault.phase = 'open';
    save();
  }

  /** The stored record's parts as bytes; throws `vault_damaged` if it is not a vault record. */
  function vaultRecord(text) {
    try {
      const record = JSON.parse(text);
      const parts = { salt: fromBase64(record.salt), iv: fromBase64(record.iv), data: fromBase64(record.data) };
      if (record.vault === 1 && parts.salt.length === 16 && parts.iv.length === 12 && parts.data.length > 16) return parts;
    } catch (_) {
      /* not JSON, or not base64 */
    }
    throw problem('vault_damaged', VAULT_TEXT.damaged);
  }

  /** Opens the sealed record with `passphrase`; on success the kept conversation is in the widget's state. */
  async function vaultUnlock(passphrase) {
    const record = vaultRecord(vault.sealed);
    const key = await vaultKey(passphrase, record.salt);
    // AES-GCM cannot tell a wrong key from a changed record; the wrong key is by far the likelier.
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData: VAULT_AAD }, key, record.data)
      .catch(() => {
        throw problem('vault_wrong_passphrase', VAULT_TEXT.wrong);
      });
    let kept;
    try {
      kept = JSON.parse(new TextDecoder().decode(plain));
    } catch (_) {
      throw problem('vault_damaged', VAULT_TEXT.damaged);
    }
    cryptoKey = key;
    keySalt = record.salt;
    vault.sealed = null;
    vault.phase = 'open';
    keptPages = (typeof kept?.pages === 'object' && kept.pages) || {};
    loadSaved(keptPages[storeKey()]);
  }

  async function vaultSubmit(field, go, message) {
    const locked = vault.phase === 'locked';
    const passphrase = field.value;
    // What is wrong with it, if anything (else false): none given, or too short for a new vault.
    let problemText = locked ? !passphrase && VAULT_TEXT.empty : [...passphrase].length < VAULT_MIN_CHARS && VAULT_TEXT.short;
    if (!problemText) {
      go.disabled = true;
      message.textContent = '';
      setStatus(locked ? /*ui*/'Unlocking\u2026' : /*ui*/'Encrypting the chat\u2026');
      try {
        await (locked ? vaultUnlock(passphrase) : vaultCreate(passphrase));
      } catch (error) {
        const known = /^vault_/.test(error?.code);
        if (!known) fail(error, 'vault');
        problemText = known ? error.message : locked ? VAULT_TEXT.damaged : VAULT_TEXT.failed;
      } finally {
        go.disabled = false;
        setStatus('');
      }
    }
    if (problemText) {
      message.textContent = problemText;
      field.setAttribute('aria-invalid', 'true');
      field.select();
      return field.focus();
    }
    field.value = '';
    vaultClose(locked ? '' : /*ui*/'This chat is now saved, encrypted, in this tab.');
    if (locked) {
      showRestored();
      follow(true);
    }
  }

  return { panel: vaultPanel, save: vaultSave };
}

function toBase64(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64(text) {
  return Uint8Array.from(atob(String(text)), (c) => c.charCodeAt(0));
}

document.dispatchEvent(new CustomEvent('reverserag-vault', { detail: vaultFile }));
