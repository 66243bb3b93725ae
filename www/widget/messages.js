// The error box of an <alice-chess> element: what is wrong with its attributes, its game or its
// engine, each kind kept apart, as text. A message is kept as a function of the translator, so that
// it is worded again in the element's language whenever that changes; it is known by its English
// wording. A message first shown is also sent as an `error` event, and reopens the box if the reader
// had closed it (a message only worded anew is not news).

import { englishT } from '../i18n/i18n.js';
import { showMessages } from './view.js';

/** @typedef {import('../i18n/i18n.js').Translate} Translate */
/** @typedef {'engine'|'settings'|'game'} MessageKind */
/** @typedef {(t: Translate) => string} Message */

/**
 * @param {ReturnType<typeof import('./view.js').buildShadow>} ui
 * @param {Translate} t  the element's translator
 * @param {(message: string) => void} announce  sends the `error` event of a new message
 */
export function createMessageBox(ui, t, announce) {
  /** @type {Record<MessageKind, Message[]>} */
  const messages = { engine: [], settings: [], game: [] };
  let shown = new Set(); // messages already announced, by their English wording
  let closed = false; // the reader dismissed the box

  ui.errorClose.addEventListener('click', () => {
    closed = true;
    showMessages(ui, []);
  });

  function render() {
    const all = [...messages.engine, ...messages.settings, ...messages.game];
    const ids = all.map((m) => m(englishT));
    const fresh = all.filter((_, i) => !shown.has(ids[i]));
    if (fresh.length) closed = false;
    showMessages(ui, closed ? [] : all.map((m) => m(t)));
    shown = new Set(ids);
    for (const message of fresh) announce(message(t));
  }

  return {
    render,
    /**
     * Replace the messages of one kind (drawn at once unless `draw` is false: then by render()).
     * @param {MessageKind} kind
     * @param {Message[]} list
     * @param {boolean} [draw]
     */
    set(kind, list, draw = true) {
      messages[kind] = list;
      if (draw) render();
    },
    /**
     * Add a message of one kind, and draw.
     * @param {MessageKind} kind
     * @param {Message} message
     */
    add(kind, message) {
      messages[kind] = [...messages[kind], message];
      render();
    },
  };
}
