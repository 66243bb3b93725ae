// `alice-chess/rules` in Node (20+): the wasm is read from this package's file and compiled
// synchronously, so the API is ready as soon as the import is — no set-up call. Node's wasm is
// pkg-live/: the rules plus the live game (`LiveGame`, for a site's game server), which browsers
// (pkg/) do not download.

import { readFileSync } from 'node:fs';
import * as bindings from '../pkg-live/alice_chess.js';
import { bind } from './api.js';

bindings.initSync({ module: readFileSync(new URL('../pkg-live/alice_chess_bg.wasm', import.meta.url)) });
bind(bindings);

/** Already loaded (the same name as in browsers). */
export const ready = Promise.resolve();
export { Game, LiveGame, validateFen, splitMoves, pgnGames, pgnTags, version } from './api.js';
