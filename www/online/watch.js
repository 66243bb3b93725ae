// The watch screen (`?watch`; its state: watch-ctrl.js): the games being played on the server,
// newest move first, each a link that opens it live for a spectator (`?game=ID`).

import { createWatchCtrl } from './watch-ctrl.js';
import { controlText, errorText } from './words.js';

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
        const li = document.createElement('li');
        li.dataset.testid = 'watch-game';
        li.dataset.gameId = g.id;
        const a = document.createElement('a');
        a.href = `?game=${g.id}`;
        a.className = 'watch-link';
        const players = document.createElement('span');
        players.className = 'name';
        players.append(
          ...withNames(t('online.watch.players', { white: MARK.white, black: MARK.black }), {
            white: g.white || t('online.lobby.anonymous'),
            black: g.black || t('online.lobby.anonymous'),
          }),
        );
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

  ctrl.onChange(render);
  language.onChange(render);
  render();
  ctrl.start();
}

/** Stand-ins for the names in a translated sentence, replaced by the names' own elements. */
const MARK = { white: '\u0001w\u0002', black: '\u0001b\u0002' };

/**
 * The nodes of `text` with each stand-in of MARK replaced by its name in a `<bdi>` (a name written
 * right to left, or with characters of its own, cannot reorder the words around it).
 * @param {string} text
 * @param {{white: string, black: string}} names
 * @returns {Node[]}
 */
function withNames(text, names) {
  return text
    .split(/(\u0001[wb]\u0002)/)
    .filter(Boolean)
    .map((part) => {
      const side = part === MARK.white ? 'white' : part === MARK.black ? 'black' : null;
      if (!side) return document.createTextNode(part);
      const bdi = document.createElement('bdi');
      bdi.textContent = names[side];
      return bdi;
    });
}
