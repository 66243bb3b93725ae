// A page of the relay (server.js): ?token=…&color=white|black for a player, neither to watch; ?server=ws://… .
import 'alice-chess';
const q = new URLSearchParams(location.search), board = document.querySelector('alice-chess');
Object.assign(board, q.get('color') ? { mode: 'online', playerColor: q.get('color') } : { mode: 'view' });
let ws;
const connect = () => {
  ws = new WebSocket(`${q.get('server') ?? 'ws://localhost:8081'}/?token=${encodeURIComponent(q.get('token') ?? '')}`);
  ws.onopen = () => board.setConnection('online');
  ws.onmessage = ({ data }) => board.applyEvent(JSON.parse(data)); // every event as the live game gave it
  ws.onclose = () => { board.setConnection('reconnecting'); setTimeout(connect, 1000); };
};
board.ready.then(connect);
board.addEventListener('action', (e) => ws?.readyState === WebSocket.OPEN && ws.send(JSON.stringify(e.detail)));
