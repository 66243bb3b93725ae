// The page's text tools: the move box, the FEN card (copy, load), the share link and the PGN card.
// Text goes to the controller (which asks the rules core); errors come back as the core's words.

import { createPgnPanel } from './pgn-panel.js';
import { englishT } from '../i18n/i18n.js';
import { refusalText } from '../i18n/refusal.js';

/** @typedef {import('../game/controller').GameController} GameController */
/** @typedef {import('../core/boundary').Core} Core */
/** @typedef {import('../core/boundary').RefusalError} RefusalError */

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
 * @param {{setMoveError: (text: string) => void, shareLink: () => string, sound: {play: (name: string) => void},
 *          replace: (what: string, load: () => void) => boolean, notify: (text: string) => void, prefs: object,
 *          annotations?: () => import('../core/boundary').PgnAnnotation[]}} env  annotations: a review's notes for the PGN
 *        replace: load another game in place of this one (asking first over a game in progress)
 */
export function bindPageTools(el, controller, core, env) {
  const clipboard = globalThis.navigator?.clipboard;

  /** @param {string} text */
  function setFenError(text) {
    el['fen-error'].textContent = text;
    el['fen-input'].setAttribute('aria-invalid', text ? 'true' : 'false');
  }

  /**
   * @param {HTMLElement} button
   * @param {string} text
   */
  function flash(button, text) {
    const b = /** @type {any} */ (button);
    const old = b.dataset.label ?? b.textContent;
    b.dataset.label = old;
    b.textContent = text;
    clearTimeout(b.flashTimer);
    b.flashTimer = setTimeout(() => {
      b.textContent = old;
    }, 1500);
  }

  /**
   * @param {string} text
   * @param {HTMLElement} button
   */
  function copy(text, button) {
    const ok = () => flash(button, 'Copied!');
    if (clipboard?.writeText) clipboard.writeText(text).then(ok, () => flash(button, 'Select & copy'));
    else flash(button, 'Select & copy');
  }

  el['move-form']?.addEventListener('submit', (/** @type {Event} */ e) => {
    e.preventDefault();
    const input = el['move-input'];
    const text = input.value.trim();
    if (!text) return env.setMoveError('Type a move first, for example Pe4 or e2e4.');
    const s = controller.snapshot;
    if (s.players.mode === 'computer' && !s.outcome && s.liveTurn !== s.players.human) {
      return env.setMoveError("Wait — it is the computer's move.");
    }
    try {
      controller.play(text, { source: 'player' });
      input.value = '';
      env.setMoveError('');
    } catch (err) {
      // The core's reason in words (TODO(i18n): the page's translator, once it has one).
      const refusal = /** @type {RefusalError} */ (err).refusal;
      env.setMoveError(refusal ? refusalText(englishT, refusal) : /** @type {Error} */ (err).message);
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
    if (!text) return setFenError('Paste or type a FEN first.');
    try {
      core.validateFen(text);
    } catch (err) {
      return setFenError(/** @type {Error} */ (err).message);
    }
    setFenError('');
    const players = controller.snapshot.players;
    env.replace('this position', () => controller.load({ fen: text, players, strict: true }));
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

  /** The PGN tags we set: the loaded game's own, completed with who played. */
  function pgnTags() {
    const s = controller.snapshot;
    const p = s.players;
    /** @type {Record<string, string>} */
    const ours = {
      Event: 'Casual game',
      Site: globalThis.location?.host || 'Alice Chess',
      Date: today(),
      White: 'Human',
      Black: 'Human',
    };
    if (p.mode === 'computer') ours[p.human === 'w' ? 'Black' : 'White'] = `Computer (level ${p.level})`;
    const tags = new Map(s.tags);
    for (const [name, value] of Object.entries(ours)) {
      const have = tags.get(name);
      if (!have || /^\?+$/.test(have.replace(/[.]/g, ''))) tags.set(name, value);
    }
    return [...tags];
  }

  createPgnPanel(/** @type {any} */ ((/** @type {string} */ name) => el[name]), {
    exportPgn: (notation) => controller.pgn({ notation, tags: pgnTags(), annotations: env.annotations?.() ?? [] }),
    fileName: () => `alice-chess-${today().replace(/\./g, '-')}.pgn`,
    listGames: (text) => core.pgnGames(text),
    load(text, index) {
      core.gameFromPgn(text, index).free(); // throws the core's message; the game stays
      setFenError('');
      const players = controller.snapshot.players;
      const now = env.replace('this game', () => controller.load({ pgn: text, index, players, strict: true }));
      if (!now) return 'Answer at the top of the page: replace your game in progress?';
      const s = controller.snapshot;
      const n = s.gamePly;
      return `Loaded a game of ${n} half-move${n === 1 ? '' : 's'}${s.outcome ? ` (${s.outcome.result})` : ''}.`;
    },
    copy,
  });
}
