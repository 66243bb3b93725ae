// The online screens' entry: `?online` (my games, create a game, the lobby), `?watch` (games being
// played), `?game=ID` (a live game), and the accounts' `?signup`, `?login`, `?account` and
// `?profile=NAME`, shown in the page's online region instead of the play screen. They need no
// rules engine of their own: the live game's board (<alice-chess>) loads it, the list of games
// loads the core to read its small boards' positions, the lobby never does. The header works as on the other screens (language, one board or
// two, sound), and the offline copy is registered as everywhere — it never answers the server's
// live addresses. The live game's module (with the board element) is fetched only for a game.

import { createSeats } from './seats.js';
import { mountLobby } from './lobby.js';
import { mountWatch } from './watch.js';
import { mountMyGames } from './my-games.js';
import { mountAuth } from './auth.js';
import { mountAccount } from './account.js';
import { mountProfile } from './profile.js';
import { createTurnNotifier } from './turn-notify.js';
import { bindHeader } from '../shell/header.js';
import { createNotice } from '../shell/notice.js';
import { registerOffline } from '../shell/offline.js';
import { savePrefs } from '../shell/storage.js';
import { sayStorageProblems } from '../shell/page-storage.js';

/** @typedef {typeof import('../shell/screens.js').ONLINE_SCREENS[number]} OnlineScreen */

/**
 * @param {Document} doc
 * @param {{screen: OnlineScreen, prefs: import('../shell/storage.js').Prefs,
 *          language: import('../shell/language.js').PageLanguage, storage: import('../shell/page-storage.js').PageStore,
 *          account: import('../shell/account-menu.js').AccountMenu}} env
 *   storage: the page's store (main.js): blocked, it is said once that nothing is kept (a seat
 *   then lasts as long as the page: seats.js); account: the header's account menu
 */
export async function mountOnline(doc, env) {
  const { prefs, language, screen } = env;
  /** @param {string} name */
  const part = (name) => /** @type {HTMLElement|null} */ (doc.querySelector(`[data-part="${name}"]`));
  /** @type {Record<string, any>} */
  const el = new Proxy(/** @type {Record<string, any>} */ ({}), { get: (cache, name) => (cache[/** @type {string} */ (name)] ??= part(/** @type {string} */ (name))) });

  el.app.hidden = true; // the play screen's region
  el.online.hidden = false;

  const notify = createNotice(el, language);
  sayStorageProblems(env.storage, notify, language.t);
  registerOffline(notify, language.t);
  const seats = createSeats();
  const save = () => savePrefs(env.storage, prefs);
  const { account } = env;
  const notifier = createTurnNotifier({ t: language.t });

  /** @type {ReturnType<typeof import('./game.js').mountGame>|null} */
  let game = null;
  if (screen === 'game') {
    // The live game's own chunk (with the board element): the lobby and the list never load it.
    const { mountGame } = await import('./game.js');
    const id = new URLSearchParams(location.search).get('game') ?? '';
    game = mountGame(el, { id, seats, language, prefs, location, notifier, save });
    game.open();
  } else if (screen === 'watch') mountWatch(el, { language });
  else if (screen === 'signup' || screen === 'login') mountAuth(el, { kind: screen, seats, language, location });
  else if (screen === 'account') mountAccount(el, { language, location, account });
  else if (screen === 'profile') mountProfile(el, { name: new URLSearchParams(location.search).get('profile') || account.name || '', language, seats, location, accountName: account.name });
  else {
    mountMyGames(el, { seats, language, account, notifier });
    mountLobby(el, { seats, language, location, accountName: account.name, setTitle: notifier.setTitle });
  }

  // The header's buttons act on the live game's board (the other screens have none).
  const board = { set: (/** @type {{layout: 'single'|'double'}} */ o) => game?.set(o) };
  const sound = {
    get muted() {
      return prefs.muted;
    },
    set muted(v) {
      game?.set({ muted: v });
    },
  };
  const header = bindHeader(el, { prefs, save, board, sound, language });
  if (!game) {
    // Nothing to show two boards of, nothing to sound.
    el['view-toggle'].hidden = true;
    el.mute.hidden = true;
  }
  language.onChange(() => {
    header.render();
    game?.relabel();
  });
}
