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

/** The refusals the player can meet, each with its own words. */
const KNOWN = new Set(['stale', 'turn', 'move', 'over', 'offer.none', 'offer.again', 'takeback.none', 'abort.late', 'claim.none', 'claim.early', 'rematch', 'throttled', 'rate-limited', 'storage', 'unavailable', 'waiting', 'spectator', 'offline', 'taken', 'not-found', 'unreachable']);

/**
 * @param {Translate} t
 * @param {string} code  the server's code (docs/PROTOCOL.md), or `offline`, `unreachable`
 * @param {string} message  the server's English message
 */
export function errorText(t, code, message) {
  if (KNOWN.has(code)) return t(`online.error.${code}`);
  return t('online.error.other', { message: message.slice(0, 200) });
}
