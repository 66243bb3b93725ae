// The error box of an <alice-chess> element: what is wrong with its attributes, its game or its
// engine, each kind kept apart, as text. A message first shown is also sent as an `error` event, and
// reopens the box if the reader had closed it.

import { showMessages } from './view.js';

/** @typedef {'engine'|'settings'|'game'} MessageKind */

/**
 * @param {ReturnType<typeof import('./view.js').buildShadow>} ui
 * @param {(message: string) => void} announce  sends the `error` event of a new message
 */
export function createMessageBox(ui, announce) {
  /** @type {Record<MessageKind, string[]>} */
  const messages = { engine: [], settings: [], game: [] };
  let shown = new Set(); // messages already announced
  let closed = false; // the reader dismissed the box

  ui.errorClose.addEventListener('click', () => {
    closed = true;
    showMessages(ui, []);
  });

  function render() {
    const all = [...messages.engine, ...messages.settings, ...messages.game];
    const fresh = all.filter((m) => !shown.has(m));
    if (fresh.length) closed = false;
    showMessages(ui, closed ? [] : all);
    shown = new Set(all);
    for (const message of fresh) announce(message);
  }

  return {
    render,
    /**
     * Replace the messages of one kind (drawn at once unless `draw` is false: then by render()).
     * @param {MessageKind} kind
     * @param {string[]} list
     * @param {boolean} [draw]
     */
    set(kind, list, draw = true) {
      messages[kind] = list;
      if (draw) render();
    },
    /**
     * Add a message of one kind, and draw.
     * @param {MessageKind} kind
     * @param {string} message
     */
    add(kind, message) {
      messages[kind] = [...messages[kind], message];
      render();
    },
  };
}
