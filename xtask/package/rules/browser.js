// `alice-chess/rules` in browsers (and bundlers): the wasm is fetched next to this package's glue
// (`new URL('alice_chess_bg.wasm', import.meta.url)`, shared with <alice-chess> if the page has
// one), with a top-level await, so the API is ready as soon as the import is. Bundlers need a
// target that keeps top-level await (Vite: build.target 'es2022'); `ready` is the same promise.

import * as bindings from '../pkg/alice_chess.js';
import { loadCore } from '../www/core/wasm.js';
import { bind } from './api.js';

/** Resolves once the rules core is loaded (it is, when this module has been imported). */
export const ready = loadCore().then(() => bind(bindings));
await ready;
export { Game, LiveGame, validateFen, splitMoves, pgnGames, pgnTags, version } from './api.js';
