// The account page (`?account`): the name and a link to its public profile; change the password;
// its passkeys (label, added, last used) with Remove, and Add a passkey (where the browser has
// WebAuthn); where the account is signed in (browsers and API tokens) with Revoke; a personal API token made
// and shown once, with Copy; and deleting the account (the password asked, then "for good?").
// Signed out (or on a host without the server), it says so, with the way to sign in.

import { changePassword, deleteAccount, endSession, listPasskeys, listSessions, newToken, problemOf, readAccount, removePasskey } from './api.js';
import { accountErrorText } from './auth.js';
import { addPasskey, passkeysSupported } from './passkeys.js';
import { browserText } from './words.js';

/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */
/** @typedef {{code: string, message: string}} Problem */

/**
 * @param {Record<string, any>} el
 * @param {{language: PageLanguage, location: Location, account: import('../shell/account-menu.js').AccountMenu}} env
 */
export function mountAccount(el, env) {
  const { language } = env;
  const { t } = language;
  el['online-account'].hidden = false;
  const parts = /** @type {HTMLElement[]} */ ([...el['online-account'].querySelectorAll('.account-card')].slice(1));
  for (const p of parts) p.hidden = true;

  /** @type {{name: string, created: number}|null} */
  let me = null;
  /** @type {import('./api.js').AccountSession[]} */
  let sessions = [];
  /** @type {import('./api.js').AccountPasskey[]} */
  let passkeys = [];
  /** Whether the passkeys were read (before: nothing said of them). */
  let passkeysRead = false;
  /** @type {Problem|null} */
  let failure = null;

  /**
   * Say a problem (or nothing) under a form.
   * @param {string} part
   * @param {unknown} err
   */
  const sayError = (part, err) => {
    const p = err ? problemOf(err) : null;
    language.say(el[part], p ? () => accountErrorText(t, p) : null);
  };
  /** @param {Date|number} when */
  const date = (when) => new Date(when).toLocaleString(language.lang(), { dateStyle: 'medium', timeStyle: 'short' });

  function render() {
    document.title = t('account.doc.account');
    el['account-title'].textContent = me?.name ?? t('account.page.heading');
    el['account-profile'].hidden = !me;
    el['account-logout'].hidden = !me;
    if (me) el['account-profile'].href = `?profile=${encodeURIComponent(me.name)}`;
    if (me) el['password-username'].value = me.name;
    const note = el['account-state'];
    const f = failure;
    const who = me;
    if (f) {
      language.say(note, () => (f.code === 'signed-out' ? t('account.page.signedOut') : f.code === 'unreachable' ? t('online.status.noServer') : accountErrorText(t, f)));
    } else if (!who) language.say(note, () => t('online.lobby.loading'));
    else language.say(note, () => t('account.page.since', { date: new Date(who.created).toLocaleDateString(language.lang()) }));
    for (const p of parts) p.hidden = !me;
    el['account-sessions'].replaceChildren(
      ...sessions.map((s) => {
        const li = document.createElement('li');
        li.dataset.testid = 'account-session';
        li.dataset.kind = s.kind;
        const what = document.createElement('bdi');
        what.className = 'name';
        // A browser by name ("Chrome on Linux"; its user agent as the tooltip), a token by its description.
        if (s.kind === 'token') what.textContent = s.label || t('account.sessions.token');
        else {
          what.textContent = browserText(t, s);
          what.title = s.label;
        }
        li.dataset.current = String(!!s.current);
        const kind = document.createElement('span');
        kind.className = 'control';
        kind.textContent = t(s.kind === 'token' ? 'account.sessions.token' : 'account.sessions.session') + (s.current ? ` · ${t('account.sessions.current')}` : '');
        const used = document.createElement('span');
        used.className = 'seat';
        used.textContent = s.lastUsed ? t('account.sessions.used', { date: date(s.lastUsed) }) : t('account.sessions.never');
        li.append(what, kind, used);
        if (!s.current) {
          const revoke = document.createElement('button');
          revoke.type = 'button';
          revoke.className = 'btn small';
          revoke.dataset.testid = 'session-revoke';
          revoke.textContent = t('account.sessions.revoke');
          revoke.addEventListener('click', async () => {
            revoke.disabled = true;
            try {
              await endSession(s.id);
              sayError('sessions-error', null);
            } catch (err) {
              sayError('sessions-error', err);
            }
            await loadSessions();
          });
          li.append(revoke);
        }
        return li;
      }),
    );
    renderPasskeys();
  }

  function renderPasskeys() {
    const supported = passkeysSupported();
    el['passkey-add'].disabled = !supported;
    el['passkey-label'].disabled = !supported;
    language.say(el['passkey-state'], !supported ? () => t('account.passkeys.unsupported') : passkeysRead && !passkeys.length ? () => t('account.passkeys.none') : null);
    el['passkey-list'].replaceChildren(
      ...passkeys.map((p) => {
        const li = document.createElement('li');
        li.dataset.testid = 'passkey';
        li.dataset.id = p.id;
        const what = document.createElement('bdi');
        what.className = 'name';
        what.textContent = p.label;
        const added = document.createElement('span');
        added.className = 'control';
        added.textContent = t('account.passkeys.created', { date: date(p.created) });
        const used = document.createElement('span');
        used.className = 'seat';
        used.textContent = p.lastUsed ? t('account.sessions.used', { date: date(p.lastUsed) }) : t('account.sessions.never');
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.className = 'btn small';
        remove.dataset.testid = 'passkey-remove';
        remove.textContent = t('account.passkeys.remove');
        remove.addEventListener('click', async () => {
          remove.disabled = true;
          try {
            await removePasskey(p.id);
            sayError('passkey-error', null);
          } catch (err) {
            sayError('passkey-error', err);
          }
          await loadPasskeys();
        });
        li.append(what, added, used, remove);
        return li;
      }),
    );
  }

  async function loadPasskeys() {
    try {
      passkeys = await listPasskeys();
      passkeysRead = true;
    } catch (err) {
      sayError('passkey-error', err);
    }
    render();
  }

  async function loadSessions() {
    try {
      sessions = await listSessions();
    } catch (err) {
      sayError('sessions-error', err);
    }
    render();
  }

  el['password-form'].addEventListener('submit', async (/** @type {Event} */ e) => {
    e.preventDefault();
    const current = el['password-current'].value;
    const next = el['password-new'].value;
    language.say(el['password-done'], null);
    if (next.length < 8) return sayError('password-error', { code: 'password-length', message: '' });
    try {
      await changePassword(current, next);
      sayError('password-error', null);
      el['password-current'].value = '';
      el['password-new'].value = '';
      language.say(el['password-done'], () => t('account.password.done'));
      await loadSessions();
    } catch (err) {
      sayError('password-error', err);
    }
  });

  el['token-form'].addEventListener('submit', async (/** @type {Event} */ e) => {
    e.preventDefault();
    try {
      const made = await newToken(el['token-description'].value.trim());
      sayError('token-error', null);
      el['token-shown'].hidden = false;
      el['token-value'].value = made.token;
      language.say(el['token-note'], null);
      el['token-value'].select();
      el['token-description'].value = '';
      await loadSessions();
    } catch (err) {
      sayError('token-error', err);
    }
  });
  el['passkey-form'].addEventListener('submit', async (/** @type {Event} */ e) => {
    e.preventDefault();
    const button = el['passkey-add'];
    if (button.disabled) return;
    button.disabled = true;
    sayError('passkey-error', null);
    try {
      await addPasskey(el['passkey-label'].value.trim());
      el['passkey-label'].value = '';
    } catch (err) {
      sayError('passkey-error', err);
    }
    button.disabled = false;
    await loadPasskeys();
  });
  el['account-logout'].addEventListener('click', () => env.account.signOut());

  el['token-copy'].addEventListener('click', () => {
    const input = /** @type {HTMLInputElement} */ (el['token-value']);
    input.select();
    const said = (/** @type {string} */ key) => language.say(el['token-note'], () => t(key));
    if (!navigator.clipboard) return said('online.share.copyByHand');
    navigator.clipboard.writeText(input.value).then(
      () => said('account.token.copied'),
      () => said('online.share.copyByHand'),
    );
  });

  // Deleting: the password, then "for good?" with Yes and Keep.
  const confirm = el['delete-confirm'];
  el['delete-form'].addEventListener('submit', (/** @type {Event} */ e) => {
    e.preventDefault();
    if (!el['delete-password'].value) return sayError('delete-error', { code: 'password-empty', message: '' });
    sayError('delete-error', null);
    confirm.hidden = false;
    el['delete-submit'].hidden = true;
    el['delete-keep'].focus();
  });
  const closeConfirm = () => {
    confirm.hidden = true;
    el['delete-submit'].hidden = false;
  };
  el['delete-keep'].addEventListener('click', closeConfirm);
  el['delete-yes'].addEventListener('click', async () => {
    try {
      await deleteAccount(el['delete-password'].value);
      env.account.signedOut();
      env.location.assign('?');
    } catch (err) {
      closeConfirm();
      sayError('delete-error', err);
    }
  });

  language.onChange(render);
  render();
  readAccount().then(
    (a) => {
      me = a;
      render();
      loadSessions();
      loadPasskeys();
    },
    (err) => {
      failure = problemOf(err);
      if (failure.code === 'signed-out') env.account.signedOut();
      render();
    },
  );
}
