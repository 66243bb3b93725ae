// The host of an online game, without a server: the tabs of one browser talk over a
// BroadcastChannel. The first tab plays White, the second Black, the others watch. A site does the
// same with its server (a WebSocket) in place of the channel.
const board = /** @type {any} */ (document.querySelector('alice-chess'));
const channel = new BroadcastChannel('alice-chess-online-demo');
const me = Math.random().toString(36).slice(2);
/** @type {Map<string, string>} who sits where (tab id → 'white' | 'black' | 'spectator') */
const seats = new Map();
let seat = '';
/** @param {object} msg */
const send = (msg) => channel.postMessage({ ...msg, from: me });

channel.onmessage = ({ data }) => {
  if (data.type === 'hello' && seat) send({ type: 'here', seat, moves: board.history.map((/** @type {any} */ m) => m.uci).join(' ') });
  if (data.type === 'here' || data.type === 'seat') seats.set(data.from, data.seat);
  if (data.type === 'here' && !seat && data.moves && !board.ply) board.moves = data.moves;
  if (data.type === 'move' && data.ply === board.ply + 1) board.play(data.uci);
  if (data.type === 'end') board.end(data.end);
};
board.addEventListener('move', (/** @type {CustomEvent} */ e) => {
  if (e.detail.source === 'player') send({ type: 'move', uci: e.detail.uci, ply: e.detail.ply });
});
board.addEventListener('resign', (/** @type {CustomEvent} */ e) => {
  const end = { result: e.detail.color === 'white' ? '0-1' : '1-0', reason: 'resignation' };
  board.end(end);
  send({ type: 'end', end });
});

board.ready.then(() => {
  send({ type: 'hello' });
  setTimeout(takeSeat, 400); // the tabs already open answer meanwhile
});
function takeSeat() {
  const taken = new Set(seats.values());
  seat = !taken.has('white') ? 'white' : !taken.has('black') ? 'black' : 'spectator';
  send({ type: 'seat', seat });
  if (seat !== 'spectator') Object.assign(board, { playerColor: seat, mode: 'online' }); // else: it stays a view
  document.dispatchEvent(new CustomEvent('seat', { detail: seat }));
}
