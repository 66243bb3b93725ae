// The online home screen (`?online`; its state and actions: lobby-ctrl.js): the form that
// creates a game — time control (the usual ones, custom minutes + increment, or correspondence
// days per move), colour, an optional name — as a friend link or as a seek in the lobby; and the
// lobby itself, the open seeks listed live, each with Join.

import { RANGE_STEPS, createLobbyCtrl, ratingRange } from './lobby-ctrl.js';
import { controlText, errorText, ratingText } from './words.js';
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
  // Rated: checked by default for an account, refused (and said why) to an anonymous player.
  const rated = /** @type {HTMLInputElement} */ (el['online-rated']);
  const signedIn = !!accountName;
  rated.checked = signedIn;
  rated.disabled = !signedIn;
  el['online-rated-why'].hidden = signedIn;
  const showCustom = () => (el['online-custom'].hidden = time.value !== 'custom');
  time.addEventListener('change', showCustom);
  showCustom();
  // The opponent's rating range (a rated seek only): any, or ±N around the player's rating in the
  // game's speed — the numbers shown, redrawn when the time control or the ratings change.
  const range = /** @type {HTMLSelectElement} */ (el['online-rating-range']);
  let rangeDrawn = ''; // (redrawn only when its words change: an open select stays open)
  const rangeOptions = () => {
    const rating = ctrl.ratingFor(time.value, el['online-minutes'].value, el['online-increment'].value);
    const key = `${language.lang()}|${rating}`;
    if (key === rangeDrawn) return;
    rangeDrawn = key;
    const chosen = range.value || '0';
    range.replaceChildren(
      ...RANGE_STEPS.map((delta) => {
        const option = document.createElement('option');
        option.value = String(delta);
        const r = ratingRange(rating, delta);
        // (as text: a rating is written without a thousands separator, as the lobby's and lichess's)
        option.textContent = r ? t('online.rating.around', { delta: String(delta), min: String(r[0]), max: String(r[1]) }) : t('online.rating.any');
        return option;
      }),
    );
    range.value = chosen;
  };
  const showRange = () => {
    el['online-range-row'].hidden = !(signedIn && rated.checked);
    rangeOptions();
  };
  for (const input of [time, el['online-minutes'], el['online-increment']]) input.addEventListener('change', rangeOptions);
  rated.addEventListener('change', showRange);
  showRange();
  if (accountName) ctrl.loadRatings(accountName);

  /** @param {boolean} seek */
  const create = (seek) =>
    ctrl.create({
      choice: time.value,
      minutes: el['online-minutes'].value,
      increment: el['online-increment'].value,
      color: /** @type {'white'|'black'|'random'} */ (el['online-color'].value),
      name: accountName ?? name.value,
      seek,
      rated: signedIn && rated.checked,
      range: Number(range.value) || 0,
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
    rangeOptions();
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
        // The server's own computer players: said as such, in the page's language.
        if (seek.bot) {
          li.dataset.bot = 'true';
          who.classList.add('computer');
          who.textContent = t('online.lobby.computer', { level: String(seek.level ?? '') });
        } else who.textContent = seek.name || t('online.lobby.anonymous');
        const control = document.createElement('span');
        control.className = 'control';
        control.textContent = controlText(t, seek.control);
        const color = document.createElement('span');
        color.className = 'seat';
        // The colour the joiner gets.
        const theirs = seek.color === 'white' ? 'black' : seek.color === 'black' ? 'white' : 'random';
        color.textContent = t(`online.lobby.youPlay.${theirs}`);
        // The creator's rating in the game's speed ("?" while provisional), rated or casual, and
        // the rating range it asks for.
        const rating = document.createElement('span');
        rating.className = 'rating';
        rating.dataset.testid = 'lobby-rating';
        rating.textContent = typeof seek.rating === 'number' ? ratingText({ rating: seek.rating, prov: !!seek.provisional }) : '';
        const mode = document.createElement('span');
        mode.className = 'mode';
        mode.dataset.testid = 'lobby-rated';
        // A computer's seek is rated for an account, casual for an anonymous player: said so.
        const rated = !!seek.rated && !(seek.casualIfAnonymous && !signedIn);
        mode.dataset.rated = rated ? 'true' : 'false';
        const range = seek.ratingRange;
        const modeKey = rated ? 'online.rated.rated' : seek.rated ? 'online.rated.ifSignedIn' : 'online.rated.casual';
        mode.textContent = t(modeKey) + (range ? ` · ${t('online.rating.range', { min: String(range[0]), max: String(range[1]) })}` : '');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn small primary';
        button.dataset.testid = 'lobby-join';
        button.textContent = t(ctrl.mine(seek.id) ? 'online.lobby.yours' : 'online.lobby.join');
        button.addEventListener('click', () => ctrl.join(seek));
        const player = document.createElement('span');
        player.className = 'seek-player';
        player.append(who, rating);
        color.append(' · ', mode);
        li.append(player, control, color, button);
        return li;
      }),
    );
  }

  ctrl.onChange(render);
  language.onChange(render);
  render();
  ctrl.listen();
}
