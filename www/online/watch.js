// The watch screen (`?watch`; its state: watch-ctrl.js): the games being played on the server,
// newest move first, each a link that opens it live for a spectator (`?game=ID`).

import { createWatchCtrl } from './watch-ctrl.js';
import { controlText, errorText } from './words.js';
import { cell, gameRow, mark, withNames } from './rows.js';

/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

/**
 * @param {Record<string, any>} el
 * @param {{language: PageLanguage}} env
 */
export function mountWatch(el, env) {
  const { language } = env;
  const { t } = language;
  el['online-watch'].hidden = false;
  const ctrl = createWatchCtrl();
  const { state } = ctrl;

  function render() {
    document.title = t('online.doc.titleWatch');
    const note = el['watch-state'];
    const { games, failure } = state;
    if (failure) language.say(note, () => (failure.code === 'unreachable' ? t('online.status.noServer') : errorText(t, failure.code, failure.message)));
    else if (games === null) language.say(note, () => t('online.lobby.loading'));
    else language.say(note, games.length ? null : () => t('online.watch.empty'));
    el.watch.replaceChildren(
      ...(failure ? [] : (games ?? [])).map((g) => {
        const players = document.createElement('span');
        players.className = 'name';
        players.append(
          ...withNames(t('online.watch.players', { white: mark('white'), black: mark('black') }), {
            white: g.white || t('online.lobby.anonymous'),
            black: g.black || t('online.lobby.anonymous'),
          }),
        );
        const moves = t('online.watch.moves', { count: Math.ceil((Number(g.ply) || 0) / 2) });
        return gameRow('watch-game', g.id, [players, cell('control', controlText(t, g.control)), cell('seat', moves)]);
      }),
    );
  }

  ctrl.onChange(render);
  language.onChange(render);
  render();
  ctrl.start();
}
