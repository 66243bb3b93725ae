// Signing up (`?signup`) and in (`?login`): the form, checked here as the server checks it (a name
// of 2 to 20 of A–Z a–z 0–9 _ -, a password of at least 8 characters) so that a mistake is said at
// once, in the page's language; the server's refusals (name taken, wrong name or password, too
// many tries) said the same way. Once signed in, the seats this browser took anonymously join the
// account (POST /api/account/claim: the newest 50), and the page goes to the online home, where
// "My games" lists them. Signing in may also be done with a passkey (passkeys.js), where the
// browser has WebAuthn.

import { ApiError, claimSeats, login, problemOf, signup } from './api.js';
import { passkeysSupported, signInWithPasskey } from './passkeys.js';
import { errorText } from './words.js';

/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */
/** @typedef {import('./seats.js').Seats} Seats */

/** The most seats one claim may carry (the server's limit). */
export const MAX_CLAIM = 50;

/**
 * What is wrong with a sign-up before it is sent: an error code as the server's, or null.
 * @param {string} name
 * @param {string} password
 * @returns {string|null}
 */
export function checkSignup(name, password) {
  if (name.length < 2 || name.length > 20) return 'name-length';
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return 'name-characters';
  if (password.length < 8) return 'password-length';
  return null;
}

/** The server's account refusals with words of their own. */
const ACCOUNT_CODES = new Set([
  'name-length',
  'name-characters',
  'password-length',
  'name-taken',
  'wrong-login',
  'wrong-password',
  'signed-out',
  'password-empty',
  // Passkeys: the server's refusals and the browser's (passkeys.js).
  'passkey-cancelled',
  'passkey-exists',
  'passkey-unknown',
  'passkey-expired',
  'passkey-origin',
  'passkey-host',
  'passkey-signature',
  'passkey-counter',
  'passkey-invalid',
  'passkey-presence',
  'passkey-algorithm',
  'passkey-unsupported',
  'passkey-failed',
  'too-many-passkeys',
]);

/**
 * A refusal in the page's language: the accounts' own words, else the online screens'.
 * @param {import('../i18n/i18n.js').Translate} t
 * @param {{code: string, message: string}} problem
 */
export const accountErrorText = (t, { code, message }) => (ACCOUNT_CODES.has(code) ? t(`account.error.${code}`) : errorText(t, code, message));

/**
 * The seats this browser holds join the signed-in account (the newest first, at most 50). A
 * failure is not the player's concern: the seats stay in this browser and play as before.
 * @param {Seats} seats
 * @param {typeof claimSeats} [claim]
 */
export async function claimBrowserSeats(seats, claim = claimSeats) {
  const list = seats.list(MAX_CLAIM).map(({ id, token }) => ({ id, token }));
  if (!list.length) return 0;
  try {
    return (await claim(list)).claimed;
  } catch {
    return 0;
  }
}

/**
 * @param {Record<string, any>} el
 * @param {{kind: 'signup'|'login', seats: Seats, language: PageLanguage, location: Location}} env
 */
export function mountAuth(el, env) {
  const { kind, language } = env;
  const { t } = language;
  el[`online-${kind}`].hidden = false;
  const form = /** @type {HTMLFormElement} */ (el[`${kind}-form`]);
  const name = /** @type {HTMLInputElement} */ (el[`${kind}-name`]);
  const password = /** @type {HTMLInputElement} */ (el[`${kind}-password`]);
  const error = el[`${kind}-error`];
  /** @type {{code: string, message: string}|null} */
  let problem = null;
  let busy = false;

  function render() {
    document.title = t(kind === 'signup' ? 'account.doc.signup' : 'account.doc.login');
    const p = problem;
    language.say(error, p ? () => accountErrorText(t, p) : busy ? () => t('account.busy') : null);
    error.classList.toggle('busy', !p && busy);
    const invalid = (/** @type {boolean} */ yes) => (yes ? 'true' : 'false');
    name.setAttribute('aria-invalid', invalid(!!p && /^name|wrong-login/.test(p.code)));
    password.setAttribute('aria-invalid', invalid(!!p && /^password|wrong-login/.test(p.code)));
    el[`${kind}-submit`].disabled = busy;
    if (kind === 'login') el['login-passkey'].disabled = busy;
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    const who = name.value.trim();
    const secret = password.value;
    const refused = kind === 'signup' ? checkSignup(who, secret) : !who ? 'name-length' : !secret ? 'password-empty' : null;
    if (refused) {
      problem = { code: refused, message: '' };
      render();
      (problem.code.startsWith('name') ? name : password).focus();
      return;
    }
    busy = true;
    problem = null;
    render();
    try {
      await (kind === 'signup' ? signup : login)(who, secret);
      await claimBrowserSeats(env.seats);
      env.location.assign('?online');
    } catch (err) {
      problem = problemOf(err);
      if (err instanceof ApiError && err.code === 'name-taken') name.focus();
      busy = false;
      render();
    }
  });

  if (kind === 'login') {
    el['login-passkey-row'].hidden = !passkeysSupported();
    el['login-passkey'].addEventListener('click', async () => {
      if (busy) return;
      busy = true;
      problem = null;
      render();
      try {
        await signInWithPasskey();
        await claimBrowserSeats(env.seats);
        env.location.assign('?online');
      } catch (err) {
        problem = problemOf(err);
        busy = false;
        render();
      }
    });
  }

  language.onChange(render);
  render();
  name.focus();
}
