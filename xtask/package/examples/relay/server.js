// A relay for one online game of <alice-chess> boards (node server.js; needs `npm install ws`): the
// live game (alice-chess/rules) decides, every socket gets its events unchanged, the players' boards
// send their `action`s. Saved after every change, so a restart carries on. PORT, GAME_FILE, and the
// seats' secret tokens WHITE_TOKEN / BLACK_TOKEN (a socket without one watches) from the environment.
import fs from 'node:fs';
import { WebSocketServer } from 'ws';
import { LiveGame } from 'alice-chess/rules';
const { PORT = '8081', GAME_FILE = 'game.json', WHITE_TOKEN = 'white', BLACK_TOKEN = 'black' } = process.env;
const seats = { white: WHITE_TOKEN, black: BLACK_TOKEN };
const ACTIONS = ['move', 'offer', 'accept', 'decline', 'withdraw', 'resign', 'abort', 'claimVictory'];
const live = fs.existsSync(GAME_FILE) ? LiveGame.fromState(fs.readFileSync(GAME_FILE, 'utf8')) : new LiveGame('5+3', Date.now());
const wss = new WebSocketServer({ port: Number(PORT) });
const stateOf = () => JSON.stringify({ type: 'state', state: live.state(Date.now()) });
let timer;
function relay(events) {
  fs.writeFileSync(GAME_FILE, JSON.stringify(live.state(Date.now())));
  for (const ws of wss.clients) for (const event of events) ws.send(JSON.stringify(event));
  clearTimeout(timer); // one timer: the next flag or first-move deadline
  const at = live.nextDeadline();
  if (at !== null) timer = setTimeout(() => relay(live.tick(Date.now())), Math.max(0, at - Date.now()));
}
for (const seat of Object.keys(seats)) live.setConnected(seat, false, Date.now()); // nobody here yet
relay(live.resumeAt(Date.now())); // after a restart, the downtime is not charged
wss.on('connection', (ws, req) => {
  ws.seat = Object.keys(seats).find((c) => seats[c] === new URL(req.url, 'http://x').searchParams.get('token')) ?? null;
  ws.send(stateOf()); // the whole game first: a board (re)connecting needs nothing else
  if (ws.seat) relay(live.setConnected(ws.seat, true, Date.now()));
  ws.on('message', (data) => {
    try {
      const a = JSON.parse(String(data)); // a board's `action` detail: {type: 'move', uci} | {type: 'offer', kind} | …
      if (!ws.seat || !ACTIONS.includes(a.type)) return;
      relay(live[a.type](...(a.type === 'move' ? [String(a.uci)] : a.kind ? [a.kind] : []), ws.seat, Date.now()));
    } catch (e) {
      relay(e.events ?? []); // a late move may have found the flag: that still happened
      ws.send(stateOf()); // refused: the board goes back to the game as it is
    }
  });
  ws.on('close', () => ws.seat && ![...wss.clients].some((o) => o.seat === ws.seat) && relay(live.setConnected(ws.seat, false, Date.now())));
});
console.log(`relay on ws://localhost:${PORT}/?token=…`);
