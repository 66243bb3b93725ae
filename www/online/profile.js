// A player's profile (`?profile=NAME`, the server's `/@/NAME`): the name, the games newest first
// (opponent, result, time control, each a link to the game) and a link that downloads every game
// as PGN (GET /api/games/user/NAME), and above the games the player's rating in each speed
// (ratings-view.js), each rated game's change beside its result. A bot's profile (the server's
// computer players, the API's bot accounts) has a form that challenges it (challenge-ctrl.js).

import { readProfile, problemOf, userPgnUrl } from './api.js';
import { controlText, diffText, errorText } from './words.js';
import { ratingItems } from './ratings-view.js';
import { cell, gameRow, mark, withNames } from './rows.js';
import { createChallengeCtrl } from './challenge-ctrl.js';

/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

/**
 * @param {Record<string, any>} el
 * @param {{name: string, language: PageLanguage, seats: import('./seats.js').Seats, location: Location,
 *          accountName: string|null}} env
 *   accountName: the signed-in account's (a rated challenge needs one)
 */
export function mountProfile(el, env) {
  const { language, name } = env;
  const { t } = language;
  el['online-profile'].hidden = false;
  /** @type {import('./api.js').Profile|null} */
  let profile = null;
  /** @type {{code: string, message: string}|null} */
  let failure = null;

  function render() {
    const shown = profile?.name ?? name;
    document.title = t('account.doc.profile', { name: shown });
    el['profile-name'].textContent = shown;
    const note = el['profile-state'];
    const f = failure;
    if (f) language.say(note, () => (f.code === 'not-found' ? t('account.profile.notFound') : f.code === 'unreachable' ? t('online.status.noServer') : errorText(t, f.code, f.message)));
    else if (!profile) language.say(note, () => t('online.lobby.loading'));
    else if (profile.deleted) language.say(note, () => t('account.profile.deleted'));
    else language.say(note, profile.games.length ? null : () => t('account.profile.none'));
    const pgn = el['profile-pgn'];
    pgn.hidden = !profile?.games.length;
    if (profile) {
      pgn.href = userPgnUrl(profile.name);
      pgn.setAttribute('download', `alice-${profile.name}.pgn`);
    }
    const ratings = el['profile-ratings'];
    ratings.hidden = !profile || profile.deleted;
    ratings.replaceChildren(...(profile && !profile.deleted ? ratingItems(profile.perfs, t) : []));
    el['profile-games'].replaceChildren(
      ...(profile?.games ?? []).map((g) => {
        const who = document.createElement('span');
        who.className = 'name';
        who.append(...withNames(t('account.profile.against', { name: mark('name') }), { name: g.opponent || t('online.lobby.anonymous') }));
        const colour = t(g.color === 'white' ? 'account.profile.asWhite' : 'account.profile.asBlack');
        const change = typeof g.ratingDiff === 'number' ? ` (${diffText(g.ratingDiff)})` : '';
        const mode = t(g.rated ? 'online.rated.rated' : 'online.rated.casual');
        const result = `${colour} · ${g.result && g.result !== '*' ? g.result : t('account.profile.playing')}${change} · ${mode} · ${new Date(g.updated).toLocaleDateString(language.lang())}`;
        return gameRow('profile-game', g.id, [who, cell('control', controlText(t, g.control)), cell('seat', result)]);
      }),
    );
  }

  const challenge = mountChallenge(el, env, () => profile);
  language.onChange(render);
  language.onChange(challenge.render);
  render();
  readProfile(name).then(
    (p) => {
      profile = p;
      render();
      challenge.render();
    },
    (err) => {
      failure = problemOf(err);
      render();
    },
  );
}

/**
 * The challenge form of a bot's profile.
 * @param {Record<string, any>} el
 * @param {{language: PageLanguage, seats: import('./seats.js').Seats, location: Location, accountName: string|null}} env
 * @param {() => import('./api.js').Profile|null} shown  the profile shown (null: not read yet)
 */
function mountChallenge(el, env, shown) {
  const { language } = env;
  const { t } = language;
  const ctrl = createChallengeCtrl({ seats: env.seats, go: (url) => env.location.assign(url) });
  const form = /** @type {HTMLFormElement} */ (el['profile-challenge-form']);
  const kind = /** @type {HTMLSelectElement} */ (el['profile-challenge-kind']);
  const rated = /** @type {HTMLInputElement} */ (el['profile-challenge-rated']);
  const signedIn = !!env.accountName;
  el['profile-challenge-rated-row'].hidden = !signedIn;
  const showKind = () => {
    el['profile-challenge-live'].hidden = kind.value !== 'live';
    el['profile-challenge-corr'].hidden = kind.value !== 'corr';
  };
  kind.addEventListener('change', showKind);
  showKind();
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const p = shown();
    if (!p) return;
    ctrl.challenge({
      name: p.name,
      computer: typeof p.computer === 'number',
      kind: kind.value === 'corr' ? 'corr' : 'live',
      minutes: el['profile-challenge-minutes'].value,
      increment: el['profile-challenge-increment'].value,
      days: el['profile-challenge-days'].value,
      color: /** @type {'white'|'black'|'random'} */ (el['profile-challenge-color'].value),
      rated: signedIn && rated.checked,
    });
  });

  function render() {
    const p = shown();
    const bot = !!p && !p.deleted && p.title === 'BOT' && p.name !== env.accountName;
    form.hidden = !bot;
    if (!p || !bot) return;
    const computer = typeof p.computer === 'number';
    // An API bot is challenged by an account only.
    const allowed = computer || signedIn;
    el['profile-challenge'].disabled = !allowed || ['starting', 'waiting', 'accepted'].includes(ctrl.state.phase);
    el['profile-challenge-hint'].textContent = computer ? t('account.challenge.computer') : signedIn ? '' : t('account.challenge.signIn');
    const status = el['profile-challenge-status'];
    const { phase, problem } = ctrl.state;
    status.dataset.phase = phase;
    if (phase === 'failed' && problem) language.say(status, () => ('key' in problem ? t(problem.key) : errorText(t, problem.code, problem.message)));
    else if (phase === 'idle') language.say(status, null);
    else language.say(status, () => t(`account.challenge.${phase}`));
  }

  ctrl.onChange(render);
  window.addEventListener('pagehide', () => ctrl.stop());
  return { render };
}
