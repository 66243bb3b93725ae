// "My games" on the online home (its state: my-games-ctrl.js): each game not over, a link to it
// with the opponent, the time control, whose move and the time left; the player's moves first.
// A "Notify me" button asks the browser's permission to notify (from the click only); a game that
// becomes the player's move while the page is in a background tab is said in the title and, if
// allowed, by a notification (turn-notify.js). The header's count follows the list.

import { createMyGamesCtrl } from './my-games-ctrl.js';
import { controlText, errorText } from './words.js';
import { cell, gameRow } from './rows.js';

/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */
/** @typedef {import('../i18n/i18n.js').Translate} Translate */

/**
 * Time left as players say it: days, else hours, else minutes.
 * @param {Translate} t
 * @param {number} ms
 */
export function timeLeftText(t, ms) {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes >= 48 * 60) return t('account.time.days', { count: Math.floor(minutes / (24 * 60)) });
  if (minutes >= 120) return t('account.time.hours', { count: Math.floor(minutes / 60) });
  return t('account.time.minutes', { count: minutes });
}

/**
 * @param {Record<string, any>} el
 * @param {{seats: import('./seats.js').Seats, language: PageLanguage,
 *          account: import('../shell/account-menu.js').AccountMenu,
 *          notifier: import('./turn-notify.js').TurnNotifier}} env
 */
export function mountMyGames(el, env) {
  const { language, account, notifier } = env;
  const { t } = language;
  const ctrl = createMyGamesCtrl({ seats: env.seats, signedIn: () => !!account.name, onSignedOut: () => account.signedOut() });
  const { state } = ctrl;
  /** @type {string|null} what was said of notifications after the click */
  let notifyNote = null;

  const button = el['notify-me'];
  button.addEventListener('click', async () => {
    const answer = await notifier.ask();
    notifyNote = answer === 'granted' ? 'account.myGames.notifyOn' : 'account.myGames.notifyDenied';
    render();
  });

  function render() {
    button.hidden = !notifier.canAsk;
    const note = el['my-games-state'];
    const { games, failure } = state;
    if (failure) language.say(note, () => (failure.code === 'unreachable' ? t('online.status.noServer') : errorText(t, failure.code, failure.message)));
    else if (games === null) language.say(note, () => t('online.lobby.loading'));
    else if (notifyNote) {
      const key = notifyNote;
      language.say(note, () => t(key));
    } else if (!games.length) language.say(note, () => t(account.name ? 'account.myGames.none' : 'account.myGames.signUp'));
    else language.say(note, null);
    if (account.name) account.setTurns(ctrl.turns);
    el['my-games'].replaceChildren(
      ...(failure ? [] : (games ?? [])).map((g) => {
        const who = document.createElement('bdi'); // a name cannot reorder the text around it
        who.className = 'name';
        who.textContent = g.status === 'waiting' ? t('account.myGames.waiting') : g.opponent || t('online.lobby.anonymous');
        const whose = t(g.yourTurn ? 'account.myGames.yourTurn' : 'account.myGames.theirTurn');
        const turn = g.status !== 'playing' ? '' : g.clock === null ? whose : `${whose} · ${t('account.myGames.timeLeft', { time: timeLeftText(t, g.clock) })}`;
        const li = gameRow('my-game', g.id, [who, cell('control', controlText(t, g.control)), cell('seat', turn)]);
        li.dataset.yourTurn = String(g.yourTurn);
        li.classList.toggle('your-turn', g.yourTurn);
        return li;
      }),
    );
  }

  ctrl.onChange(render);
  ctrl.onTurn((count) => notifier.turn(count));
  language.onChange(render);
  // Back to the page: read again at once (a move may have come meanwhile).
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) ctrl.refresh();
  });
  render();
  ctrl.start();
}
