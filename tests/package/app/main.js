// A site's code: import the package (it defines <alice-chess>) and listen to the board.
import 'alice-chess';

const board = document.getElementById('board');
window.__moves = [];
board.addEventListener('move', (e) => window.__moves.push(e.detail));
