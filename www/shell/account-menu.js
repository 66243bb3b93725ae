// The header's account menu, on every screen: the signed-in account's name (a link to its page),
// how many of its games wait for its move, and Sign out — or, signed out, a "Sign in" link. Who is
// signed in is read from the cookie `alice_user` the server sets beside its HttpOnly session cookie
// (docs/PROTOCOL.md, "Accounts"): no request is needed to draw the menu, and a page without that
// cookie (anyone signed out, a static host without the server) never asks the server anything.

import { accountGames, logout } from '../online/api.js';

/** The cookie that names the signed-in account (no secret in it). */
const NAME_COOKIE = 'alice_user';
/** An account's name as the server allows it. */
const NAME = /^[A-Za-z0-9_-]{2,20}$/;

/**
 * The signed-in account's name, from the page's cookies, or null.
 * @param {string} [cookies]  document.cookie
 * @returns {string|null}
 */
export function signedInName(cookies = globalThis.document?.cookie ?? '') {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== NAME_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return NAME.test(value) ? value : null;
  }
  return null;
}

/** Forget the name cookie (the server said the session is over): the page shows a visitor. */
export function forgetSignedIn() {
  document.cookie = `${NAME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * @param {ParentNode} doc  the page, with the header's parts (data-part account-menu,
 *   account-name, account-sign-in, account-turns, logout)
 * @param {{language: import('./language.js').PageLanguage, location: Location}} env
 */
export function mountAccountMenu(doc, env) {
  const { language } = env;
  /** @type {Record<string, any>} */
  const el = {};
  for (const part of ['account-menu', 'account-name', 'account-sign-in', 'account-turns', 'logout']) el[part] = doc.querySelector(`[data-part="${part}"]`);
  const { t } = language;
  let name = signedInName();
  /** @type {number|null} the games waiting for the account's move (null: not known) */
  let turns = null;

  function render() {
    const menu = el['account-menu'];
    if (!menu) return;
    menu.href = name ? '?account' : '?login';
    menu.classList.toggle('signed-in', !!name);
    el['account-sign-in'].hidden = !!name;
    el['account-name'].hidden = !name;
    el['account-name'].textContent = name ?? '';
    menu.title = name ? t('page.account.title', { name }) : t('page.account.signInTitle');
    const badge = el['account-turns'];
    badge.hidden = !name || !turns;
    badge.textContent = String(turns ?? 0);
    badge.title = t('page.account.turns', { count: turns ?? 0 });
    badge.setAttribute('aria-label', badge.title);
    el.logout.hidden = !name;
  }

  /** End the session (the header's Sign out, the account page's), then go to the play screen. */
  async function signOut() {
    if (el.logout) el.logout.disabled = true;
    try {
      await logout();
    } catch {
      // Not reached, or the session already over: signed out here all the same.
    }
    forgetSignedIn();
    env.location.assign('?');
  }

  el.logout?.addEventListener('click', signOut);

  language.onChange(render);
  render();

  return {
    /** The account's name, or null. */
    get name() {
      return name;
    },
    /** The number of games waiting for the account's move (from "my games"). @param {number} n */
    setTurns(n) {
      turns = n;
      render();
    },
    /** Ask the server how many games wait for the account's move (signed in only). */
    async refresh() {
      if (!name) return;
      try {
        const { games } = await accountGames();
        turns = games.filter((g) => g.yourTurn).length;
      } catch (err) {
        if (/** @type {any} */ (err)?.code === 'signed-out') {
          // The session ended elsewhere (revoked, password changed): a visitor now.
          forgetSignedIn();
          name = null;
        }
      }
      render();
    },
    signOut,
    /** The server said this browser is signed out. */
    signedOut() {
      forgetSignedIn();
      name = null;
      render();
    },
  };
}

/** @typedef {ReturnType<typeof mountAccountMenu>} AccountMenu */
