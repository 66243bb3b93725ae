// The watch screen (`?watch`): the games being played on the server, newest move first, each a link
// that opens it live for a spectator (`?game=ID`). The list is read again every few seconds while
// the tab is visible.

import { ApiError, GAME_ID, listGames } from './api.js';
import { controlText, errorText } from './words.js';

/** @typedef {import('./api.js').GameRow} GameRow */
/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

/** How often the list is read again (ms). */
export const WATCH_REFRESH_MS = 5000;

/**
 * @param {Record<string, any>} el
 * @param {{language: PageLanguage}} env
 */
export function mountWatch(el, env) {
  const { language } = env;
  const { t } = language;
  el['online-watch'].hidden = false;
  /** @type {GameRow[]|null} */
  let games = null;
  /** @type {(() => string)|null} */
  let failure = null;

  async function refresh() {
    try {
      const rows = await listGames();
      games = Array.isArray(rows) ? rows.filter((g) => g && typeof g.id === 'string' && GAME_ID.test(g.id)) : [];
      failure = null;
    } catch (err) {
      const code = err instanceof ApiError ? err.code : 'error';
      const message = err instanceof Error ? err.message : String(err);
      failure = code === 'unreachable' ? () => t('online.status.noServer') : () => errorText(t, code, message);
    }
    render();
  }

  function render() {
    document.title = t('online.doc.titleWatch');
    const note = el['watch-state'];
    if (failure) language.say(note, failure);
    else if (games === null) language.say(note, () => t('online.lobby.loading'));
    else language.say(note, games.length ? null : () => t('online.watch.empty'));
    el.watch.replaceChildren(
      ...(failure ? [] : (games ?? [])).map((g) => {
        const li = document.createElement('li');
        li.dataset.testid = 'watch-game';
        li.dataset.gameId = g.id;
        const a = document.createElement('a');
        a.href = `?game=${g.id}`;
        a.className = 'watch-link';
        const players = document.createElement('span');
        players.className = 'name';
        players.textContent = t('online.watch.players', {
          white: g.white || t('online.color.white'),
          black: g.black || t('online.color.black'),
        });
        const control = document.createElement('span');
        control.className = 'control';
        control.textContent = controlText(t, g.control);
        const moves = document.createElement('span');
        moves.className = 'seat';
        moves.textContent = t('online.watch.moves', { count: Math.ceil((Number(g.ply) || 0) / 2) });
        a.append(players, control, moves);
        li.append(a);
        return li;
      }),
    );
  }

  language.onChange(render);
  render();
  refresh();
  setInterval(() => {
    if (document.visibilityState === 'visible') refresh();
  }, WATCH_REFRESH_MS);
}
