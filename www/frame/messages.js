// The iframe route's scripting bridge (docs/EMBEDDING.md, "Without scripts: the iframe route"): with
// `origin=<the parent page's origin>` in the frame's URL, the parent calls the board's methods and
// hears its events through postMessage. Only messages from the parent window with exactly that
// origin are read, and the frame posts only to that origin; without `origin` nothing is exchanged.
//
//   parent → frame  {type: 'alice-chess:call', id, method, args}
//   frame → parent  {type: 'alice-chess:result', id, ok: true, value} | {…, ok: false, error: {name, message}}
//                   (and, for what the rules refused, the error's `problem` and `refusal`: data the
//                   parent can word in its own language, as www/i18n/errors.js does)
//                   {type: 'alice-chess:event', event, detail}   (every event of the element, and
//                   'ready' once the board is drawn: {fen, ply, turn, orientation, mode})

import { ATTRIBUTES } from '../widget/config.js';
import { clip } from '../i18n/i18n.js';

/**
 * A name the parent gave, as an error repeats it: as JSON, clipped (anything may come by
 * postMessage, at any size; what JSON cannot write is described).
 * @param {unknown} value
 */
function named(value) {
  try {
    return clip(JSON.stringify(value) ?? String(value));
  } catch {
    return typeof value;
  }
}

/** The element's methods a parent may call (with the element's own argument checks). */
export const METHODS = ['load', 'loadFen', 'loadPgn', 'play', 'undo', 'flip', 'reset', 'pgn', 'setClock', 'offer', 'end', 'applyEvent', 'setConnection'];
/** The properties `get` reads. */
export const PROPERTIES = ['fen', 'moves', 'orientation', 'mode', 'view', 'level', 'playerColor', 'showMoves', 'showControls', 'premove', 'clock', 'ply', 'turn', 'result', 'history'];
/** The element's events, sent on to the parent. */
export const EVENTS = ['move', 'change', 'gameover', 'error', 'flag', 'resign', 'drawoffer', 'takebackoffer', 'drawaccept', 'drawdecline', 'takebackaccept', 'takebackdecline', 'action'];

/**
 * `value` as an origin (`https://example.org`, `http://127.0.0.1:8080`), or null if it is not one.
 * @param {string|null} value
 */
export function parseOrigin(value) {
  if (!value) return null;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === value.replace(/\/$/, '') ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Connect `board` to the parent window at `origin`.
 * @param {Window} win  the frame's window
 * @param {any} board  the <alice-chess> element
 * @param {string} origin  the parent's origin, checked
 */
export function connectParent(win, board, origin) {
  const parent = win.parent;
  if (!parent || parent === win) return;
  /** @param {object} msg */
  const post = (msg) => parent.postMessage(msg, origin);

  for (const event of EVENTS) {
    board.addEventListener(event, (/** @type {Event} */ e) => {
      if (e.target !== board) return;
      post({ type: 'alice-chess:event', event, detail: JSON.parse(JSON.stringify(/** @type {CustomEvent} */ (e).detail ?? null)) });
    });
  }
  board.ready.then(
    () => post({ type: 'alice-chess:event', event: 'ready', detail: { fen: board.fen, ply: board.ply, turn: board.turn, orientation: board.orientation, mode: board.mode } }),
    (/** @type {Error} */ err) => post({ type: 'alice-chess:event', event: 'error', detail: { message: err.message } }),
  );

  win.addEventListener('message', async (e) => {
    if (e.origin !== origin || e.source !== parent) return; // another origin or window: ignored
    const msg = e.data;
    if (!msg || typeof msg !== 'object' || msg.type !== 'alice-chess:call') return;
    const id = msg.id ?? null;
    try {
      await board.ready;
      const value = call(board, msg.method, Array.isArray(msg.args) ? msg.args : []);
      post({ type: 'alice-chess:result', id, ok: true, value: value === undefined ? null : JSON.parse(JSON.stringify(value)) });
    } catch (err) {
      const error = /** @type {Error & {problem?: object, refusal?: object}} */ (err instanceof Error ? err : new Error(String(err)));
      const { name, message, problem, refusal } = error;
      const data = JSON.parse(JSON.stringify({ problem, refusal }));
      post({ type: 'alice-chess:result', id, ok: false, error: { name, message, ...data } });
    }
  });
}

/**
 * Run one command on the board.
 * @param {any} board
 * @param {unknown} method
 * @param {unknown[]} args
 */
function call(board, method, args) {
  if (typeof method === 'string' && METHODS.includes(method)) return board[method](...args);
  if (method === 'get') {
    const [name] = args;
    if (typeof name !== 'string' || !PROPERTIES.includes(name)) throw new TypeError(`get: no property ${named(name)}; known: ${PROPERTIES.join(', ')}`);
    return board[name];
  }
  if (method === 'setAttribute' || method === 'removeAttribute') {
    const [name, value] = args;
    if (typeof name !== 'string' || !ATTRIBUTES.includes(name)) throw new TypeError(`${method}: no attribute ${named(name)}; known: ${ATTRIBUTES.join(', ')}`);
    if (method === 'removeAttribute') return board.removeAttribute(name);
    if (typeof value !== 'string') throw new TypeError(`setAttribute: the value of ${name} must be a string`);
    return board.setAttribute(name, value);
  }
  throw new TypeError(`unknown method ${named(method)}; known: ${[...METHODS, 'get', 'setAttribute', 'removeAttribute'].join(', ')}`);
}
