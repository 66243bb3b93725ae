// `alice-chess/rules` in Node (20+): the wasm is read from this package's file and compiled
// synchronously, so the API is ready as soon as the import is — no set-up call.

import { readFileSync } from 'node:fs';
import * as bindings from '../pkg/alice_chess.js';
import { bind } from './api.js';

bindings.initSync({ module: readFileSync(new URL('../pkg/alice_chess_bg.wasm', import.meta.url)) });
bind(bindings);

/** Already loaded (the same name as in browsers). */
export const ready = Promise.resolve();
export { Game, LiveGame, validateFen, splitMoves, pgnGames, pgnTags, version } from './api.js';
