// The online screens' words that are computed: a time control as players say it, and a server's
// refusal in the player's language (the server's own English message as the fallback).

/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * `5+3` → "5+3" (minutes + seconds per move; `0.5+0` → "½+0"), `corr-3` → "3 days per move".
 * @param {Translate} t
 * @param {string} control
 */
export function controlText(t, control) {
  const corr = /^corr-(\d+)$/.exec(control);
  if (corr) return t('online.control.corr', { count: Number(corr[1]) });
  const live = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(control);
  if (live) return `${live[1] === '0.5' ? '½' : live[1]}+${live[2]}`;
  return control === '-' ? t('online.control.none') : control;
}

/**
 * A rating as shown: `1500`, or `1500?` while provisional.
 * @param {{rating: number, prov?: boolean}|null|undefined} r
 */
export const ratingText = (r) => (r && typeof r.rating === 'number' ? `${r.rating}${r.prov ? '?' : ''}` : '');

/**
 * A rating's change: `+12`, `−5` (a minus sign), `±0`.
 * @param {number} diff
 */
export const diffText = (diff) => (diff > 0 ? `+${diff}` : diff < 0 ? `\u2212${-diff}` : '\u00b10');

/**
 * A signed-in browser as the account page names it: "Chrome on Linux", "Firefox", or "Unknown
 * browser" (from the server's reading of its user agent; the raw agent is never shown as such).
 * @param {Translate} t
 * @param {{browser?: string|null, os?: string|null}} session
 */
export function browserText(t, session) {
  const { browser, os } = session;
  if (!browser) return t('account.sessions.unknownBrowser');
  return os ? t('account.sessions.browserOn', { browser, os }) : browser;
}

/** The refusals the player can meet, each with its own words. */
const KNOWN = new Set(['rated-anonymous', 'rating-range', 'stale', 'turn', 'move', 'over', 'offer.none', 'offer.again', 'takeback.none', 'abort.late', 'claim.none', 'claim.early', 'rematch', 'throttled', 'rate-limited', 'storage', 'unavailable', 'waiting', 'spectator', 'offline', 'taken', 'not-found', 'unreachable']);

/**
 * @param {Translate} t
 * @param {string} code  the server's code (docs/PROTOCOL.md), or `offline`, `unreachable`
 * @param {string} message  the server's English message
 */
export function errorText(t, code, message) {
  if (KNOWN.has(code)) return t(`online.error.${code}`);
  return t('online.error.other', { message: message.slice(0, 200) });
}
