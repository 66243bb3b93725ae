// A player's profile (`?profile=NAME`, the server's `/@/NAME`): the name, the games newest first
// (opponent, result, time control, each a link to the game) and a link that downloads every game
// as PGN (GET /api/games/user/NAME), and above the games the player's rating in each speed
// (ratings-view.js), each rated game's change beside its result.

import { readProfile, problemOf, userPgnUrl } from './api.js';
import { controlText, diffText, errorText } from './words.js';
import { ratingItems } from './ratings-view.js';
import { cell, gameRow, mark, withNames } from './rows.js';

/** @typedef {import('../shell/language.js').PageLanguage} PageLanguage */

/**
 * @param {Record<string, any>} el
 * @param {{name: string, language: PageLanguage}} env
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

  language.onChange(render);
  render();
  readProfile(name).then(
    (p) => {
      profile = p;
      render();
    },
    (err) => {
      failure = problemOf(err);
      render();
    },
  );
}
