// The page's text tools: the move box, the FEN card (copy, load), the share link and the PGN card.
// Text goes to the controller (which asks the rules core); what the core refuses comes back as
// data (a refusal, a problem), worded in the page's language.
// The page's own words are shown with language.say, so that a change of language rewords them.

import { createPgnPanel } from './pgn-panel.js';
import { fixedEnglish } from '../shell/language.js';
import { refusalText } from '../i18n/refusal.js';
import { problemText } from '../i18n/errors.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('../core/boundary').RefusalError} RefusalError */
/** @typedef {import('../shell/language.js').Text} Text */

const today = () => {
  const d = new Date();
  /** @param {number} n */
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
};

/**
 * @param {Record<string, any>} el  the page's elements by data-part
 * @param {GameController} controller
 * @param {Core} core
 * @param {{setMoveError: (text: Text) => void, shareLink: () => string, sound: {play: (name: string) => void},
 *          replace: (what: 'position' | 'game', load: () => void, kept?: () => void) => boolean, notify: (text: string) => void, prefs: object,
 *          annotations?: () => import('../core/boundary').PgnAnnotation[],
 *          language?: import('../shell/language.js').PageLanguage,
 *          treePgn?: (options: import('../core/boundary').TreePgnOptions) => string|null,
 *          pgnLoading?: (text: string, index: number) => void}} env  annotations: a review's notes for the PGN;
 *        treePgn: the analysis board's move tree as PGN (its variations), null when there is none;
 *        pgnLoading: a PGN is about to be loaded (the analysis board keeps its variations)
 *        replace: load another game in place of this one (asking first over a game in progress)
 */
export function bindPageTools(el, controller, core, env) {
  const clipboard = globalThis.navigator?.clipboard;
  const language = env.language ?? fixedEnglish();
  const { t } = language;
  /** @param {string} key */
  const words = (key) => () => t(key);

  /** @param {Text} text */
  function setFenError(text) {
    language.say(el['fen-error'], text);
    el['fen-input'].setAttribute('aria-invalid', text ? 'true' : 'false');
  }

  /**
   * Say on a button for a moment what happened ("Copied!"), then its own word again (its data-i18n
   * message, in the language of that moment).
   * @param {HTMLElement} button
   * @param {string} key
   */
  function flash(button, key) {
    const b = /** @type {any} */ (button);
    clearTimeout(b.flashTimer);
    const own = b.dataset.i18n ? words(b.dataset.i18n) : (b.flashOwn ?? b.textContent);
    b.flashOwn = own;
    language.say(b, words(key));
    b.flashTimer = setTimeout(() => language.say(b, own), 1500);
  }

  /**
   * @param {string} text
   * @param {HTMLElement} button
   */
  function copy(text, button) {
    const ok = () => flash(button, 'page.action.copied');
    if (clipboard?.writeText) clipboard.writeText(text).then(ok, () => flash(button, 'page.action.selectCopy'));
    else flash(button, 'page.action.selectCopy');
  }

  el['move-form']?.addEventListener('submit', (/** @type {Event} */ e) => {
    e.preventDefault();
    const input = el['move-input'];
    const text = input.value.trim();
    if (!text) return env.setMoveError(words('page.move.typeFirst'));
    const s = controller.snapshot;
    if (s.players.mode === 'computer' && !s.outcome && s.liveTurn !== s.players.human) {
      return env.setMoveError(words('page.move.computersTurn'));
    }
    try {
      controller.play(text, { source: 'player' });
      input.value = '';
      env.setMoveError('');
    } catch (err) {
      // The core's reason, in the page's words (asked again when the language changes).
      const refusal = /** @type {RefusalError} */ (err).refusal;
      env.setMoveError(refusal ? () => refusalText(t, refusal) : () => problemText(t, err));
      env.sound.play('error');
    }
    return undefined;
  });
  el['move-input']?.addEventListener('input', () => {
    if (el['move-error'].textContent) env.setMoveError('');
  });

  el['fen-form']?.addEventListener('submit', (/** @type {Event} */ e) => {
    e.preventDefault();
    const text = el['fen-input'].value.trim();
    if (!text) return setFenError(words('page.fen.typeFirst'));
    try {
      core.validateFen(text);
    } catch (err) {
      // What is wrong with it, in the page's language (asked again when the language changes).
      return setFenError(() => problemText(t, err));
    }
    setFenError('');
    const players = controller.snapshot.players;
    env.replace('position', () => controller.load({ fen: text, players, strict: true }));
    return undefined;
  });
  el['fen-copy']?.addEventListener('click', () => copy(el.fen.textContent, el['fen-copy']));
  el.share?.addEventListener('click', () => {
    const link = env.shareLink();
    const out = el['share-link'];
    out.value = link;
    out.hidden = false;
    out.select();
    copy(link, el.share);
  });

  /** The PGN tags we set: the loaded game's own, completed with who played (in the page's language). */
  function pgnTags() {
    const s = controller.snapshot;
    const p = s.players;
    /** @type {Record<string, string>} */
    const ours = {
      Event: t('page.pgn.tag.event'),
      Site: globalThis.location?.host || t('page.brand.name'),
      Date: today(),
      White: t('page.pgn.tag.human'),
      Black: t('page.pgn.tag.human'),
    };
    if (p.mode === 'computer') ours[p.human === 'w' ? 'Black' : 'White'] = t('page.pgn.tag.computer', { level: String(p.level) });
    const tags = new Map(s.tags);
    for (const [name, value] of Object.entries(ours)) {
      const have = tags.get(name);
      if (!have || /^\?+$/.test(have.replace(/[.]/g, ''))) tags.set(name, value);
    }
    return [...tags];
  }

  createPgnPanel(/** @type {any} */ ((/** @type {string} */ name) => el[name]), {
    exportPgn: (notation) => env.treePgn?.({ notation, tags: pgnTags() }) ?? controller.pgn({ notation, tags: pgnTags(), annotations: env.annotations?.() ?? [] }),
    fileName: () => `alice-chess-${today().replace(/\./g, '-')}.pgn`,
    listGames: (text) => core.pgnGames(text),
    load(text, index, answered) {
      core.gameFromPgn(text, index).free(); // throws what is wrong (its problem); the game stays
      setFenError('');
      const players = controller.snapshot.players;
      // The movetext's result and the Result tag differ: the game is read all the same, and it is said.
      const note = core.pgnNote(text, index);
      const loaded = () => {
        const s = controller.snapshot;
        const count = s.gamePly;
        const result = s.outcome?.result;
        return () =>
          [
            result ? t('page.pgn.loadedResult', { count, result }) : t('page.pgn.loaded', { count }),
            ...(note ? [t('page.pgn.resultNote', { ...note })] : []),
          ].join(' ');
      };
      const now = env.replace(
        'game',
        () => {
          env.pgnLoading?.(text, index);
          controller.load({ pgn: text, index, players, strict: true });
          answered?.(loaded());
        },
        () => answered?.(''),
      );
      return now ? loaded() : null;
    },
    copy,
    language,
  });
}
