// The online home screen (`?online`; its state and actions: lobby-ctrl.js): the form that
// creates a game — time control (the usual ones, custom minutes + increment, or correspondence
// days per move), colour, an optional name — as a friend link or as a seek in the lobby; and the
// lobby itself, the open seeks listed live, each with Join.

import { createLobbyCtrl } from './lobby-ctrl.js';
import { controlText, errorText } from './words.js';
import { mark, withNames } from './rows.js';

/** @typedef {import('./seats.js').Seats} Seats */
/** @typedef {import('./lobby-ctrl.js').Problem} Problem */
/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

/**
 * @param {Record<string, any>} el
 * @param {{seats: Seats, language: PageLanguage, location: Location, accountName: string|null,
 *          setTitle: (text: string) => void}} env
 *   accountName: the signed-in account's (its games are played under it: no name field)
 */
export function mountLobby(el, env) {
  const { language } = env;
  const { t } = language;
  el['online-home'].hidden = false;
  const ctrl = createLobbyCtrl({ seats: env.seats, go: (url) => env.location.assign(url) });
  const { state } = ctrl;

  const form = /** @type {HTMLFormElement} */ (el['online-create']);
  const time = /** @type {HTMLSelectElement} */ (el['online-time']);
  const name = /** @type {HTMLInputElement} */ (el['online-name']);
  name.value = env.seats.name();
  const { accountName } = env;
  el['online-name-row'].hidden = !!accountName;
  el['online-playing-as'].hidden = !accountName;
  const showCustom = () => (el['online-custom'].hidden = time.value !== 'custom');
  time.addEventListener('change', showCustom);
  showCustom();

  /** @param {boolean} seek */
  const create = (seek) =>
    ctrl.create({
      choice: time.value,
      minutes: el['online-minutes'].value,
      increment: el['online-increment'].value,
      color: /** @type {'white'|'black'|'random'} */ (el['online-color'].value),
      name: accountName ?? name.value,
      seek,
    });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    create(false);
  });
  el['online-seek-submit'].addEventListener('click', () => create(true));

  /** @param {Problem} p */
  const problemText = (p) => ('key' in p ? t(p.key) : errorText(t, p.code, p.message));

  function render() {
    env.setTitle(t('online.doc.titleLobby'));
    if (accountName) el['online-playing-as'].replaceChildren(...withNames(t('online.create.playingAs', { name: mark('name') }), { name: accountName }));
    const list = el.lobby;
    const note = el['lobby-state'];
    if (state.busy) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    const created = state.createError;
    language.say(el['online-create-error'], created ? () => problemText(created) : null);
    const { seeks, joinError } = state;
    if (!state.reachable) {
      list.replaceChildren();
      return language.say(note, () => t('online.status.noServer'));
    }
    if (seeks === null) return language.say(note, () => t('online.lobby.loading'));
    language.say(note, joinError ? () => problemText(joinError) : seeks.length ? null : () => t('online.lobby.empty'));
    list.replaceChildren(
      ...seeks.map((seek) => {
        const li = document.createElement('li');
        li.dataset.testid = 'lobby-seek';
        li.dataset.seekId = seek.id;
        const who = document.createElement('bdi'); // a name cannot reorder the text around it
        who.className = 'name';
        who.textContent = seek.name || t('online.lobby.anonymous');
        const control = document.createElement('span');
        control.className = 'control';
        control.textContent = controlText(t, seek.control);
        const color = document.createElement('span');
        color.className = 'seat';
        // The colour the joiner gets.
        const theirs = seek.color === 'white' ? 'black' : seek.color === 'black' ? 'white' : 'random';
        color.textContent = t(`online.lobby.youPlay.${theirs}`);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn small primary';
        button.dataset.testid = 'lobby-join';
        button.textContent = t(ctrl.mine(seek.id) ? 'online.lobby.yours' : 'online.lobby.join');
        button.addEventListener('click', () => ctrl.join(seek));
        li.append(who, control, color, button);
        return li;
      }),
    );
  }

  ctrl.onChange(render);
  language.onChange(render);
  render();
  ctrl.listen();
}
