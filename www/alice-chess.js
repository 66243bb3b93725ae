// <alice-chess>: an Alice chess board for any web page, as one custom element. This file is the
// public entry point (its address stays the same); the element lives in widget/element.js.
//
//   <script type="module" src="https://example.org/alice/www/alice-chess.js"></script>
//   <alice-chess moves="e4 d5 Be2 dxe4" mode="hotseat" show-moves show-controls></alice-chess>
//
// Importing it defines the element where custom elements exist; under Node (server-side
// rendering) the import does nothing and does not throw.

import { AliceChessElement } from './widget/element.js';

if (globalThis.customElements && !customElements.get('alice-chess')) customElements.define('alice-chess', AliceChessElement);

export { AliceChessElement };
