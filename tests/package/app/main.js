// A site's code: import the package (it defines <alice-chess>) and listen to the board; the rules
// core too (`alice-chess/rules`, a top-level await), as a page that checks a FEN would.
import 'alice-chess';
import { Game } from 'alice-chess/rules';

const board = document.getElementById('board');
window.__moves = [];
board.addEventListener('move', (e) => window.__moves.push(e.detail));
const game = new Game();
game.play('e4');
window.__rules = { fen: game.history()[0].fen, turn: game.turn() };
