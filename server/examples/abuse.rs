//! The game server under abuse (a benchmark, not a test: it asserts nothing): `cargo xtask
//! bench-abuse [--seconds S]`, or `cargo run --release -p alice-server --example abuse --
//! --seconds 12`.
//!
//! Starts the release server as its own process with its default limits (SQLite in a fresh data
//! folder, no site, the descriptor limit of this machine, and an admin listener for its
//! metrics), then on loopback:
//!
//! - **the prober**, a normal player at 127.0.0.2, plays a game against itself all along
//!   (created, joined, both seats' sockets): a random legal move every ~100 ms, alternately for
//!   each side, each timed from its message sent to its `ack` (stored); a new game when one
//!   ends. It also sends `GET /api/lobby` every 500 ms (is the server answering others?);
//! - **the attacks** of issue 43, one after the other, each bounded in time (`--seconds S`,
//!   default 12; bulk creation and half-open connections 2.5 × S), each from addresses of its own
//!   (127.0.0.3 and up: Linux routes all of 127/8 to the loopback, and the server counts its
//!   limits by address); between two attacks everything the attacker opened is closed and the
//!   server is given time to settle (its connections back to the prober's, its memory steady).
//!
//! One Markdown table row per attack: what the attacker did, what the server did (from the
//! attacker's side and from the server's metrics), the prober's move round trip during the
//! attack (p50, p99, max), the prober's `GET`s answered, the server's memory (VmRSS, sampled
//! every 200 ms: before → peak) and the CPU (cores, on average) of the server and of this
//! benchmark — both on the same machine: on 2 cores the attacker's own work slows the server.
//!
//! `--keep` keeps the data folder (with the server's log, `server.log`) and prints where it is.

#[path = "support/process.rs"]
mod process;

use alice_chess::{Move, Position};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::Message;

type Ws = tokio_tungstenite::WebSocketStream<TcpStream>;
/// What the tasks of an attack collect.
type Shared<T> = Arc<Mutex<Vec<T>>>;

/// The prober's address.
const PROBER: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);
/// The pause between two moves of the prober.
const MOVE_PAUSE: Duration = Duration::from_millis(100);

struct Args {
    seconds: u64,
    keep: bool,
}

fn args() -> Args {
    let mut a = Args {
        seconds: 12,
        keep: false,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        match argv[i].as_str() {
            "--seconds" => {
                a.seconds = argv
                    .get(i + 1)
                    .and_then(|v| v.parse().ok())
                    .filter(|s| *s > 0)
                    .expect("--seconds S (a positive number)");
                i += 2;
            }
            "--keep" => {
                a.keep = true;
                i += 1;
            }
            other => panic!("unknown argument {other}: --seconds S --keep"),
        }
    }
    a
}

// ---------------------------------------------------------------------------------------------
// Connections from a chosen source address.

/// A TCP connection to `server` from `from` (any port).
async fn tcp(from: Ipv4Addr, server: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from.into(), 0))?;
    let stream = socket.connect(server).await?;
    let _ = stream.set_nodelay(true);
    Ok(stream)
}

/// One HTTP/1.1 request on a connection of its own (`Connection: close`): the status and body.
async fn http(
    from: Ipv4Addr,
    server: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<(u16, String), String> {
    let go = async {
        let mut s = tcp(from, server).await.map_err(|e| e.to_string())?;
        let body = body.map(Value::to_string).unwrap_or_default();
        let text = format!(
            "{method} {path} HTTP/1.1\r\nHost: {server}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        s.write_all(text.as_bytes())
            .await
            .map_err(|e| e.to_string())?;
        let mut raw = Vec::new();
        let mut chunk = [0u8; 16 * 1024];
        loop {
            match s.read(&mut chunk).await {
                Ok(0) => break,
                Ok(n) => raw.extend_from_slice(&chunk[..n]),
                Err(e) if raw.is_empty() => return Err(e.to_string()),
                Err(_) => break,
            }
        }
        parse_answer(&raw).ok_or_else(|| "no HTTP answer".to_string())
    };
    tokio::time::timeout(Duration::from_secs(10), go)
        .await
        .unwrap_or_else(|_| Err("no answer within 10 s".into()))
}

/// An HTTP answer's status and body.
fn parse_answer(raw: &[u8]) -> Option<(u16, String)> {
    let text = String::from_utf8_lossy(raw);
    let status = text.split_whitespace().nth(1)?.parse().ok()?;
    let body = text
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    Some((status, body))
}

/// `POST /api/games`: the game's id and the creator's token.
async fn create(
    from: Ipv4Addr,
    server: SocketAddr,
    seek: bool,
) -> Result<(String, String), String> {
    let body = json!({"control": "5+3", "color": "white", "seek": seek});
    let (status, text) = http(from, server, "POST", "/api/games", Some(&body)).await?;
    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    match (status, v["id"].as_str(), v["token"].as_str()) {
        (201, Some(id), Some(token)) => Ok((id.to_string(), token.to_string())),
        _ => Err(format!("create: {status} {text}")),
    }
}

/// A game socket through tungstenite, from `from`, offering the subprotocols `alice-chess` and,
/// with a token, `alice-seat.TOKEN`; or the lobby's socket (no subprotocol).
async fn ws(
    from: Ipv4Addr,
    server: SocketAddr,
    path: &str,
    token: Option<&str>,
) -> Result<Ws, WsRefusal> {
    let go = async {
        let stream = tcp(from, server)
            .await
            .map_err(|e| WsRefusal::Other(e.to_string()))?;
        let mut request = format!("ws://{server}{path}")
            .into_client_request()
            .map_err(|e| WsRefusal::Other(e.to_string()))?;
        let protocols = match token {
            Some(t) => Some(format!("alice-chess, alice-seat.{t}")),
            None if path.starts_with("/api/games/") => Some("alice-chess".to_string()),
            // The lobby's socket has no subprotocol.
            None => None,
        };
        if let Some(p) = protocols {
            request.headers_mut().insert(
                "Sec-WebSocket-Protocol",
                HeaderValue::from_str(&p).expect("a header value"),
            );
        }
        match tokio_tungstenite::client_async(request, stream).await {
            Ok((ws, _)) => Ok(ws),
            Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => {
                let body = answer
                    .body()
                    .as_ref()
                    .map(|b| String::from_utf8_lossy(b).to_string())
                    .unwrap_or_default();
                Err(WsRefusal::Status(answer.status().as_u16(), body))
            }
            Err(e) => Err(WsRefusal::Other(e.to_string())),
        }
    };
    tokio::time::timeout(Duration::from_secs(10), go)
        .await
        .unwrap_or_else(|_| Err(WsRefusal::Other("no upgrade within 10 s".into())))
}

/// Why a socket could not be opened.
enum WsRefusal {
    /// An HTTP status (and its body) instead of the upgrade.
    Status(u16, String),
    /// The connection failed.
    Other(String),
}

impl std::fmt::Display for WsRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WsRefusal::Status(status, body) => write!(f, "{status} {body}"),
            WsRefusal::Other(why) => f.write_str(why),
        }
    }
}

/// A WebSocket upgrade by hand (the attacker's own frames follow): the stream after the `101`,
/// or the status that refused it (0: no answer).
async fn raw_ws(from: Ipv4Addr, server: SocketAddr, path: &str) -> Result<TcpStream, u16> {
    let go = async {
        let mut s = tcp(from, server).await.map_err(|_| 0u16)?;
        let head = format!(
            "GET {path} HTTP/1.1\r\nHost: {server}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        );
        s.write_all(head.as_bytes()).await.map_err(|_| 0u16)?;
        let mut got = Vec::new();
        let mut chunk = [0u8; 1024];
        while !got.windows(4).any(|w| w == b"\r\n\r\n") {
            match s.read(&mut chunk).await {
                Ok(0) | Err(_) => break,
                Ok(n) => got.extend_from_slice(&chunk[..n]),
            }
        }
        match parse_answer(&got) {
            Some((101, _)) => Ok(s),
            Some((status, _)) => Err(status),
            None => Err(0),
        }
    };
    tokio::time::timeout(Duration::from_secs(10), go)
        .await
        .unwrap_or(Err(0))
}

/// A client frame's header: FIN, `opcode`, masked, `len` bytes of payload.
fn frame_head(opcode: u8, len: u64) -> Vec<u8> {
    let mut h = vec![0x80 | opcode];
    if len < 126 {
        h.push(0x80 | len as u8);
    } else if len <= 0xFFFF {
        h.push(0x80 | 126);
        h.extend_from_slice(&(len as u16).to_be_bytes());
    } else {
        h.push(0x80 | 127);
        h.extend_from_slice(&len.to_be_bytes());
    }
    h.extend_from_slice(&[0x5a, 0x17, 0xc3, 0x9e]);
    h
}

/// Reads `stream` until the server closes it: how long after `since` it did (`None`: still
/// open at `until`).
async fn until_closed(
    mut stream: impl AsyncReadExt + Unpin,
    since: Instant,
    until: Instant,
) -> Option<Duration> {
    let mut sink = vec![0u8; 16 * 1024];
    loop {
        tokio::select! {
            read = stream.read(&mut sink) => match read {
                Ok(0) | Err(_) => return Some(since.elapsed()),
                Ok(_) => {}
            },
            () = tokio::time::sleep_until(until.into()) => return None,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// What is measured.

/// Everything recorded along the run, with its time.
#[derive(Default)]
struct Record {
    /// The prober's moves: when sent, round trip (ms).
    moves: Mutex<Vec<(Instant, f64)>>,
    /// The prober's failures (a move refused, a game that could not be set up, …).
    failures: Mutex<Vec<(Instant, String)>>,
    /// The prober's `GET /api/lobby`: when sent, answer time (ms) or `None` (no 200).
    gets: Mutex<Vec<(Instant, Option<f64>)>>,
    /// The server's resident memory (kB).
    rss: Mutex<Vec<(Instant, u64)>>,
    /// The prober's game now.
    game: Mutex<Option<String>>,
}

impl Record {
    fn fail(&self, why: String) {
        self.failures.lock().unwrap().push((Instant::now(), why));
    }

    fn rss_now(&self) -> u64 {
        self.rss.lock().unwrap().last().map_or(0, |r| r.1)
    }
}

/// The server's metrics (`/metrics` on its admin listener): each series by its name with labels.
async fn metrics(admin: SocketAddr) -> HashMap<String, f64> {
    let mut out = HashMap::new();
    let Ok(Ok((200, text))) = tokio::time::timeout(
        Duration::from_secs(5),
        http(Ipv4Addr::LOCALHOST, admin, "GET", "/metrics", None),
    )
    .await
    else {
        return out;
    };
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Some((name, value)) = line.rsplit_once(' ') {
            if let Ok(v) = value.parse() {
                out.insert(name.to_string(), v);
            }
        }
    }
    out
}

fn metric(m: &HashMap<String, f64>, name: &str) -> f64 {
    m.get(name).copied().unwrap_or(0.0)
}

/// Refusals counted by the server between `before` and `after`, by limit.
fn refusals(before: &HashMap<String, f64>, after: &HashMap<String, f64>) -> String {
    let mut parts: Vec<String> = after
        .iter()
        .filter_map(|(k, v)| {
            let limit = k
                .strip_prefix("alice_refused_total{limit=\"")?
                .strip_suffix("\"}")?;
            let n = v - metric(before, k);
            (n > 0.0).then(|| format!("{limit} {}", n_fmt(n as u64)))
        })
        .collect();
    parts.sort();
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(", ")
    }
}

/// 12345 → "12,345".
fn n_fmt(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn mb(kb: u64) -> String {
    format!("{:.0}", kb as f64 / 1024.0)
}

// ---------------------------------------------------------------------------------------------
// The prober.

/// Plays games against itself until `stop`.
async fn prober(server: SocketAddr, rec: Arc<Record>, stop: Arc<AtomicBool>) {
    let mut rng = process::Rng(0x9E37_79B9_7F4A_7C15);
    while !stop.load(Ordering::Relaxed) {
        if let Err(why) = play_one(server, &rec, &stop, &mut rng).await {
            rec.fail(why);
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }
}

/// Whether the server's message `v` ends the game.
fn ends(v: &Value) -> bool {
    v["t"] == "cancelled" || (v["t"] == "event" && v["event"]["type"] == "end")
}

/// One game, created, joined and played to its end (or to 200 plies, then resigned).
async fn play_one(
    server: SocketAddr,
    rec: &Record,
    stop: &AtomicBool,
    rng: &mut process::Rng,
) -> Result<(), String> {
    let (id, white) = create(PROBER, server, false).await?;
    let (status, text) = http(
        PROBER,
        server,
        "POST",
        &format!("/api/games/{id}/join"),
        Some(&json!({})),
    )
    .await?;
    let joined: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
    let black = joined["token"]
        .as_str()
        .ok_or_else(|| format!("join: {status} {text}"))?
        .to_string();
    let path = format!("/api/games/{id}/socket");
    let w = ws(PROBER, server, &path, Some(&white))
        .await
        .map_err(|e| format!("white's socket: {e}"))?;
    let b = ws(PROBER, server, &path, Some(&black))
        .await
        .map_err(|e| format!("black's socket: {e}"))?;
    *rec.game.lock().unwrap() = Some(id.clone());
    let mut sockets = [w, b];
    let mut pos = Position::start();
    let mut ply: u64 = 0;
    let mut over = false;
    let result = loop {
        if stop.load(Ordering::Relaxed) || ply >= 200 {
            let resign = json!({"t": "resign", "id": 1_000_000}).to_string();
            let _ = sockets[pos.turn().index()]
                .send(Message::Text(resign.into()))
                .await;
            break Ok(());
        }
        let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        if moves.is_empty() || over {
            break Ok(());
        }
        let m = moves[(rng.next() % moves.len() as u64) as usize];
        let turn = pos.turn().index();
        let msg = json!({"t": "move", "uci": m.uci(), "ply": ply, "id": ply}).to_string();
        let sent = Instant::now();
        if sockets[turn].send(Message::Text(msg.into())).await.is_err() {
            break Err("the prober's socket closed".to_string());
        }
        // Its ack, the other socket read meanwhile.
        let deadline = sent + Duration::from_secs(10);
        let acked = loop {
            let [a, b] = &mut sockets;
            let msg = tokio::select! {
                m = a.next() => m,
                m = b.next() => m,
                () = tokio::time::sleep_until(deadline.into()) => break Err("no ack within 10 s".to_string()),
            };
            let text = match msg {
                Some(Ok(Message::Text(t))) => t,
                Some(Ok(_)) => continue,
                _ => break Err("the prober's socket closed".to_string()),
            };
            let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            over |= ends(&v);
            if v["t"] == "ack" && v["id"] == ply {
                rec.moves
                    .lock()
                    .unwrap()
                    .push((sent, sent.elapsed().as_secs_f64() * 1000.0));
                break Ok(());
            }
            if v["t"] == "error" {
                break Err(format!("move refused: {text}"));
            }
        };
        if let Err(why) = acked {
            break Err(why);
        }
        pos.play(m).map_err(|e| format!("{e:?}"))?;
        ply += 1;
        // The pause, both sockets read meanwhile.
        let until = Instant::now() + MOVE_PAUSE;
        loop {
            let [a, b] = &mut sockets;
            let msg = tokio::select! {
                m = a.next() => m,
                m = b.next() => m,
                () = tokio::time::sleep_until(until.into()) => break,
            };
            match msg {
                Some(Ok(Message::Text(t))) => {
                    over |= ends(&serde_json::from_str(&t).unwrap_or(Value::Null));
                }
                Some(Ok(_)) => {}
                _ => break,
            }
        }
    };
    for mut s in sockets {
        let _ = tokio::time::timeout(Duration::from_secs(1), s.close(None)).await;
    }
    result
}

/// `GET /api/lobby` from the prober's address every 500 ms.
async fn getter(server: SocketAddr, rec: Arc<Record>, stop: Arc<AtomicBool>) {
    while !stop.load(Ordering::Relaxed) {
        let t = Instant::now();
        let answer = http(PROBER, server, "GET", "/api/lobby", None).await;
        let ms = matches!(answer, Ok((200, _))).then(|| t.elapsed().as_secs_f64() * 1000.0);
        rec.gets.lock().unwrap().push((t, ms));
        tokio::time::sleep_until((t + Duration::from_millis(500)).into()).await;
    }
}

/// The server's memory every 200 ms.
async fn sampler(pid: String, rec: Arc<Record>, stop: Arc<AtomicBool>) {
    while !stop.load(Ordering::Relaxed) {
        if let Some((rss, _)) = process::proc_usage(&pid) {
            rec.rss.lock().unwrap().push((Instant::now(), rss));
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

// ---------------------------------------------------------------------------------------------
// The attacks.

struct Ctx {
    server: SocketAddr,
    admin: SocketAddr,
    pid: String,
    rec: Arc<Record>,
    /// An attack's length.
    period: Duration,
    next_ip: AtomicU32,
    /// The connections the prober alone holds (its two sockets).
    base_connections: Mutex<f64>,
}

impl Ctx {
    /// An address no attack has used yet (127.0.0.3 and up).
    fn fresh_ip(&self) -> Ipv4Addr {
        loop {
            let n = self.next_ip.fetch_add(1, Ordering::Relaxed);
            let [_, b, c, d] = n.to_be_bytes();
            if d != 0 && d != 255 {
                return Ipv4Addr::new(127, b, c, d);
            }
        }
    }

    fn fresh_ips(&self, n: usize) -> Vec<Ipv4Addr> {
        (0..n).map(|_| self.fresh_ip()).collect()
    }

    /// The prober's game now.
    async fn game(&self) -> String {
        loop {
            if let Some(id) = self.rec.game.lock().unwrap().clone() {
                return id;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Waits for the server to settle: its connections back to the prober's alone and its
    /// memory steady for 2 s (at most 60 s).
    async fn settle(&self) {
        let t0 = Instant::now();
        let base = *self.base_connections.lock().unwrap();
        loop {
            tokio::time::sleep(Duration::from_millis(500)).await;
            let m = metrics(self.admin).await;
            let connections = metric(&m, "alice_connections");
            let steady = {
                let rss = self.rec.rss.lock().unwrap();
                let recent: Vec<u64> = rss
                    .iter()
                    .filter(|(t, _)| t.elapsed() < Duration::from_secs(2))
                    .map(|r| r.1)
                    .collect();
                t0.elapsed() > Duration::from_secs(2)
                    && recent.iter().max().unwrap_or(&0) - recent.iter().min().unwrap_or(&0) < 1024
            };
            if connections <= base + 1.0 && steady {
                eprintln!(
                    "  settled in {:.1} s: {connections} connections, {} MB",
                    t0.elapsed().as_secs_f64(),
                    mb(self.rec.rss_now())
                );
                return;
            }
            if t0.elapsed() > Duration::from_secs(60) {
                eprintln!(
                    "  not settled after 60 s: {connections} connections (the prober's: {base}), {} MB",
                    mb(self.rec.rss_now())
                );
                return;
            }
        }
    }
}

/// What an attack reports: what the attacker did, what the server did, when it stopped.
struct Outcome {
    attacker: String,
    server: String,
    end: Instant,
}

/// No attack: the prober alone.
async fn baseline(ctx: &Ctx) -> Outcome {
    tokio::time::sleep(ctx.period).await;
    Outcome {
        attacker: "nothing".into(),
        server: "—".into(),
        end: Instant::now(),
    }
}

/// 20 sockets (10 spectators of the prober's game, 10 lobby sockets), one address, each
/// announcing a 15 MiB text frame and sending up to 14 MiB of it.
async fn oversize(ctx: &Ctx) -> Outcome {
    let ip = ctx.fresh_ip();
    let game = ctx.game().await;
    let until = Instant::now() + ctx.period;
    // Per socket upgraded: bytes written before the connection failed, and when the server
    // closed it after its header (`None`: not within the attack).
    let results: Shared<(u64, Option<Duration>)> = Arc::default();
    let refused = Arc::new(AtomicU64::new(0));
    let mut workers = Vec::new();
    for i in 0..20 {
        let path = if i < 10 {
            format!("/api/games/{game}/socket")
        } else {
            "/api/lobby/socket".to_string()
        };
        let server = ctx.server;
        let (results, refused) = (results.clone(), refused.clone());
        workers.push(tokio::spawn(async move {
            while Instant::now() < until {
                let Ok(stream) = raw_ws(ip, server, &path).await else {
                    refused.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    continue;
                };
                let (read, mut write) = stream.into_split();
                let sent_at = Instant::now();
                let closed = tokio::spawn(until_closed(read, sent_at, until));
                let mut taken: u64 = 0;
                if write.write_all(&frame_head(1, 15 << 20)).await.is_ok() {
                    let chunk = vec![b'x'; 64 * 1024];
                    while taken < 14 << 20 && Instant::now() < until {
                        match tokio::time::timeout_at(until.into(), write.write_all(&chunk)).await {
                            Ok(Ok(())) => taken += chunk.len() as u64,
                            _ => break,
                        }
                    }
                }
                let closed = closed.await.ok().flatten();
                results.lock().unwrap().push((taken, closed));
            }
        }));
    }
    for w in workers {
        let _ = w.await;
    }
    let end = Instant::now();
    let results = results.lock().unwrap().clone();
    let mut taken: Vec<u64> = results.iter().map(|r| r.0).collect();
    taken.sort_unstable();
    let mut closed: Vec<Duration> = results.iter().filter_map(|r| r.1).collect();
    closed.sort_unstable();
    Outcome {
        attacker: format!(
            "1 address, 20 sockets at a time (10 game, 10 lobby), each opened again once closed: {} upgraded, {} upgrades refused; each sent a text frame header announcing 15 MiB, then data until the connection failed (cap 14 MiB): median {} KiB written, max {} KiB (into the kernel's buffers), {} MiB in all",
            n_fmt(results.len() as u64),
            n_fmt(refused.load(Ordering::Relaxed)),
            taken.get(taken.len() / 2).map_or(0, |b| b / 1024),
            taken.last().map_or(0, |b| b / 1024),
            taken.iter().sum::<u64>() >> 20,
        ),
        server: format!(
            "closed {} of {} sockets, median {:.1} ms and at most {:.1} ms after the header",
            n_fmt(closed.len() as u64),
            n_fmt(results.len() as u64),
            closed
                .get(closed.len() / 2)
                .map_or(0.0, |d| d.as_secs_f64() * 1000.0),
            closed.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0),
        ),
        end,
    }
}

/// One spectator socket sending 64-byte binary frames as fast as it can; once closed, opened
/// again at once (one socket at a time) until the attack's end.
async fn binary_flood(ctx: &Ctx) -> Outcome {
    let ip = ctx.fresh_ip();
    let game = ctx.game().await;
    let until = Instant::now() + ctx.period;
    let path = format!("/api/games/{game}/socket");
    let mut batch = Vec::new();
    for _ in 0..64 {
        batch.extend_from_slice(&frame_head(2, 64));
        batch.extend_from_slice(&[0xA5; 64]);
    }
    // Per socket: frames written before it saw the close, and when it was closed.
    let mut sockets: Vec<(u64, Option<Duration>)> = Vec::new();
    let mut refused = 0u64;
    let mut frames: u64 = 0;
    while Instant::now() < until {
        let Ok(stream) = raw_ws(ip, ctx.server, &path).await else {
            refused += 1;
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        let (read, mut write) = stream.into_split();
        let start = Instant::now();
        let done = Arc::new(AtomicBool::new(false));
        let closed = {
            let done = done.clone();
            tokio::spawn(async move {
                let c = until_closed(read, start, until).await;
                done.store(true, Ordering::Relaxed);
                c
            })
        };
        let mut mine = 0u64;
        while Instant::now() < until && !done.load(Ordering::Relaxed) {
            match tokio::time::timeout_at(until.into(), write.write_all(&batch)).await {
                Ok(Ok(())) => mine += 64,
                _ => break,
            }
        }
        frames += mine;
        let closed = closed.await.ok().flatten();
        sockets.push((mine, closed));
    }
    let end = Instant::now();
    let first = sockets.first().copied();
    let mut times: Vec<Duration> = sockets.iter().filter_map(|s| s.1).collect();
    times.sort_unstable();
    let open_at_end = sockets.iter().filter(|s| s.1.is_none()).count();
    Outcome {
        attacker: format!(
            "1 spectator socket at a time, 64-byte binary frames as fast as it could, opened again once closed: {} sockets, {} upgrades refused, {} frames written (the first socket {})",
            sockets.len(),
            refused,
            n_fmt(frames),
            first.map_or("—".to_string(), |f| n_fmt(f.0)),
        ),
        server: match first {
            None => "—".into(),
            Some((_, None)) => format!("**left the first socket open for {} s**", ctx.period.as_secs()),
            Some((_, Some(d))) => format!(
                "closed the first socket {:.1} ms after it opened; {} of {} closed, median {:.1} ms{}",
                d.as_secs_f64() * 1000.0,
                times.len(),
                sockets.len(),
                times.get(times.len() / 2).map_or(0.0, |d| d.as_secs_f64() * 1000.0),
                if open_at_end > 0 { format!(" ({open_at_end} open at the end)") } else { String::new() },
            ),
        },
        end,
    }
}

/// The prober posts a real seek (its socket and a lobby socket open); one address posts 250
/// friend links; is the seek still listed?
async fn lobby_emptying(ctx: &Ctx) -> Outcome {
    let server = ctx.server;
    let until = Instant::now() + ctx.period;
    let Ok((seek, token)) = create(PROBER, server, true).await else {
        return Outcome {
            attacker: "—".into(),
            server: "the prober's seek could not be created".into(),
            end: Instant::now(),
        };
    };
    let creator = ws(
        PROBER,
        server,
        &format!("/api/games/{seek}/socket"),
        Some(&token),
    )
    .await;
    let lobby = ws(PROBER, server, "/api/lobby/socket", None).await;
    let last_lobby = Arc::new(Mutex::new(String::new()));
    let (Ok(mut creator), Ok(lobby)) = (creator, lobby) else {
        return Outcome {
            attacker: "—".into(),
            server: "the prober's sockets could not be opened".into(),
            end: Instant::now(),
        };
    };
    let reading = {
        let last_lobby = last_lobby.clone();
        tokio::spawn(async move {
            let mut lobby = lobby;
            while let Some(Ok(m)) = lobby.next().await {
                if let Message::Text(t) = m {
                    *last_lobby.lock().unwrap() = t.to_string();
                }
            }
        })
    };
    // The creator's socket is read (and answers pings) meanwhile.
    let (stop_tx, mut stop_rx) = tokio::sync::oneshot::channel::<()>();
    let creator_task = tokio::spawn(async move {
        loop {
            tokio::select! {
                m = creator.next() => if !matches!(m, Some(Ok(_))) { break },
                _ = &mut stop_rx => break,
            }
        }
        let abort = json!({"t": "abort", "id": 1}).to_string();
        let _ = creator.send(Message::Text(abort.into())).await;
        let _ = tokio::time::timeout(Duration::from_secs(1), creator.close(None)).await;
    });
    tokio::time::sleep(Duration::from_millis(500)).await;
    let ip = ctx.fresh_ip();
    let created = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let other = Arc::new(AtomicU64::new(0));
    let mut posts = Vec::new();
    for k in 0..10 {
        let (created, refused, other) = (created.clone(), refused.clone(), other.clone());
        posts.push(tokio::spawn(async move {
            for _ in 0..25 {
                let body = json!({"control": format!("{}+0", 1 + k % 5), "color": "random", "seek": false});
                match http(ip, server, "POST", "/api/games", Some(&body)).await {
                    Ok((201, _)) => created.fetch_add(1, Ordering::Relaxed),
                    Ok((429, _)) => refused.fetch_add(1, Ordering::Relaxed),
                    _ => other.fetch_add(1, Ordering::Relaxed),
                };
            }
        }));
    }
    for p in posts {
        let _ = p.await;
    }
    tokio::time::sleep_until(until.into()).await;
    let listed = match http(PROBER, server, "GET", "/api/lobby", None).await {
        Ok((200, body)) => body.contains(&seek),
        _ => false,
    };
    let on_socket = last_lobby.lock().unwrap().contains(&seek);
    let end = Instant::now();
    let _ = stop_tx.send(());
    let _ = creator_task.await;
    reading.abort();
    let other = other.load(Ordering::Relaxed);
    Outcome {
        attacker: format!(
            "1 address, 250 friend links (`seek: false`) posted at once (10 at a time): {} created, {} refused (429){}",
            created.load(Ordering::Relaxed),
            refused.load(Ordering::Relaxed),
            if other > 0 { format!(", {other} failed otherwise") } else { String::new() }
        ),
        server: format!(
            "the prober's seek {} in `GET /api/lobby` after {} s, {} in its lobby socket's last message",
            if listed { "still listed" } else { "**missing**" },
            ctx.period.as_secs(),
            if on_socket { "and" } else { "**not**" },
        ),
        end,
    }
}

/// 1,000 lobby sockets that never read (10 addresses × 100), and ~20 seeks created a second
/// (20 other addresses, one a second each).
async fn lobby_amplification(ctx: &Ctx) -> Outcome {
    let server = ctx.server;
    let start = Instant::now();
    let mut opening = Vec::new();
    for ip in ctx.fresh_ips(10) {
        opening.push(tokio::spawn(async move {
            let mut held = Vec::new();
            let mut refused = 0;
            for _ in 0..100 {
                match raw_ws(ip, server, "/api/lobby/socket").await {
                    Ok(s) => held.push(s),
                    Err(_) => refused += 1,
                }
            }
            (held, refused)
        }));
    }
    let mut held = Vec::new();
    let mut refused_sockets = 0;
    for o in opening {
        if let Ok((h, r)) = o.await {
            held.extend(h);
            refused_sockets += r;
        }
    }
    let opened_in = start.elapsed();
    let until = Instant::now() + ctx.period;
    let creators = ctx.fresh_ips(20);
    let created = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let other = Arc::new(AtomicU64::new(0));
    let mut posting = Vec::new();
    let mut tick = tokio::time::interval(Duration::from_millis(50));
    let mut k = 0usize;
    let mut lobby_peak = 0.0f64;
    let mut last_probe = Instant::now();
    while Instant::now() < until {
        tick.tick().await;
        let ip = creators[k % creators.len()];
        k += 1;
        let (created, refused, other) = (created.clone(), refused.clone(), other.clone());
        posting.push(tokio::spawn(async move {
            match create(ip, server, true).await {
                Ok(_) => created.fetch_add(1, Ordering::Relaxed),
                Err(e) if e.starts_with("create: 429") => refused.fetch_add(1, Ordering::Relaxed),
                Err(_) => other.fetch_add(1, Ordering::Relaxed),
            };
        }));
        if last_probe.elapsed() > Duration::from_secs(1) {
            last_probe = Instant::now();
            let m = metrics(ctx.admin).await;
            lobby_peak = lobby_peak.max(metric(&m, "alice_sockets{kind=\"lobby\"}"));
        }
    }
    for p in posting {
        let _ = p.await;
    }
    let m = metrics(ctx.admin).await;
    let lobby_end = metric(&m, "alice_sockets{kind=\"lobby\"}");
    let end = Instant::now();
    // Which of them the server closed (a closed one reads to its end at once).
    let mut closed = 0;
    for s in &held {
        let _ = tokio::time::timeout(Duration::from_millis(2), s.readable()).await;
        let mut buf = [0u8; 64 * 1024];
        loop {
            match s.try_read(&mut buf) {
                Ok(0) => {
                    closed += 1;
                    break;
                }
                Ok(_) => continue,
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                Err(_) => {
                    closed += 1;
                    break;
                }
            }
        }
    }
    let opened = held.len();
    drop(held);
    let other = other.load(Ordering::Relaxed);
    Outcome {
        attacker: format!(
            "1,000 lobby sockets that never read, from 10 addresses ({opened} opened in {:.1} s, {refused_sockets} refused); then for {} s a seek every 50 ms from 20 other addresses: {} created, {} refused{}",
            opened_in.as_secs_f64(),
            ctx.period.as_secs(),
            created.load(Ordering::Relaxed),
            refused.load(Ordering::Relaxed),
            if other > 0 { format!(", {other} failed otherwise") } else { String::new() }
        ),
        server: format!(
            "lobby sockets open: peak {lobby_peak:.0}, {lobby_end:.0} at the end; {closed} of the {opened} closed by the server"
        ),
        end,
    }
}

/// A keep-alive HTTP/1.1 connection.
struct KeepAlive {
    conn: Option<BufReader<TcpStream>>,
    from: Ipv4Addr,
    server: SocketAddr,
}

impl KeepAlive {
    /// A POST's status (`None`: the connection failed).
    async fn post(&mut self, path: &str, body: &str) -> Option<u16> {
        if self.conn.is_none() {
            self.conn = Some(BufReader::new(tcp(self.from, self.server).await.ok()?));
        }
        let conn = self.conn.as_mut()?;
        let text = format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.server,
            body.len()
        );
        let answer = async {
            conn.get_mut().write_all(text.as_bytes()).await.ok()?;
            let mut line = String::new();
            conn.read_line(&mut line).await.ok()?;
            let status: u16 = line.split_whitespace().nth(1)?.parse().ok()?;
            let mut length = 0usize;
            let mut close = false;
            loop {
                line.clear();
                if conn.read_line(&mut line).await.ok()? == 0 {
                    return None;
                }
                let l = line.trim_end().to_ascii_lowercase();
                if l.is_empty() {
                    break;
                }
                if let Some(v) = l.strip_prefix("content-length:") {
                    length = v.trim().parse().ok()?;
                }
                if l == "connection: close" {
                    close = true;
                }
            }
            let mut body = vec![0u8; length];
            conn.read_exact(&mut body).await.ok()?;
            Some((status, close))
        };
        match tokio::time::timeout(Duration::from_secs(10), answer).await {
            Ok(Some((status, close))) => {
                if close {
                    self.conn = None;
                }
                Some(status)
            }
            _ => {
                self.conn = None;
                None
            }
        }
    }
}

/// One address creating games as fast as it can (8 keep-alive connections).
async fn bulk_creation(ctx: &Ctx) -> Outcome {
    let ip = ctx.fresh_ip();
    let server = ctx.server;
    let length = ctx.period.mul_f64(2.5);
    let until = Instant::now() + length;
    let mut tasks = Vec::new();
    for _ in 0..8 {
        tasks.push(tokio::spawn(async move {
            let mut c = KeepAlive {
                conn: None,
                from: ip,
                server,
            };
            let body = json!({"control": "5+3", "color": "white"}).to_string();
            let (mut created, mut refused, mut other) = (0u64, 0u64, 0u64);
            while Instant::now() < until {
                match c.post("/api/games", &body).await {
                    Some(201) => created += 1,
                    Some(429) => refused += 1,
                    _ => other += 1,
                }
            }
            (created, refused, other)
        }));
    }
    let (mut created, mut refused, mut other) = (0, 0, 0);
    for t in tasks {
        if let Ok((c, r, o)) = t.await {
            created += c;
            refused += r;
            other += o;
        }
    }
    let end = Instant::now();
    let after = metrics(ctx.admin).await;
    Outcome {
        attacker: format!(
            "1 address, `POST /api/games` for {} s as fast as it could (8 keep-alive connections): {} created, {} refused (429){} — {}/s",
            length.as_secs(),
            n_fmt(created),
            n_fmt(refused),
            if other > 0 { format!(", {} failed otherwise", n_fmt(other)) } else { String::new() },
            n_fmt(((created + refused + other) as f64 / length.as_secs_f64()) as u64),
        ),
        server: format!(
            "{} games waiting in its database at the end",
            n_fmt(metric(&after, "alice_games{status=\"waiting\"}") as u64)
        ),
        end,
    }
}

/// 4,000 connections (20 addresses × 200) that send part of a request's head, then nothing.
async fn half_open(ctx: &Ctx) -> Outcome {
    let server = ctx.server;
    let length = ctx.period.mul_f64(2.5);
    let start = Instant::now();
    // Each connection's watcher: how long after its head the server closed it, and whether it
    // answered first (a status line).
    let results: Shared<(Duration, Option<String>)> = Arc::default();
    let opened = Arc::new(AtomicU64::new(0));
    let failed = Arc::new(AtomicU64::new(0));
    let mut openers = Vec::new();
    let mut watchers = Vec::new();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    for ip in ctx.fresh_ips(20) {
        let (opened, failed, tx) = (opened.clone(), failed.clone(), tx.clone());
        openers.push(tokio::spawn(async move {
            for _ in 0..200 {
                let Ok(mut s) = tcp(ip, server).await else {
                    failed.fetch_add(1, Ordering::Relaxed);
                    continue;
                };
                if s.write_all(b"GET /api/lobby HTTP/1.1\r\nHost: alice\r\nUser-Agent: slo")
                    .await
                    .is_err()
                {
                    failed.fetch_add(1, Ordering::Relaxed);
                    continue;
                }
                opened.fetch_add(1, Ordering::Relaxed);
                let _ = tx.send((s, Instant::now()));
            }
        }));
    }
    drop(tx);
    // Watchers, spawned as the connections come.
    let spawner = {
        let results = results.clone();
        tokio::spawn(async move {
            while let Some((mut s, at)) = rx.recv().await {
                let results = results.clone();
                watchers.push(tokio::spawn(async move {
                    let mut first = Vec::new();
                    let mut buf = [0u8; 1024];
                    loop {
                        match s.read(&mut buf).await {
                            Ok(0) | Err(_) => break,
                            Ok(n) => {
                                if first.is_empty() {
                                    first.extend_from_slice(&buf[..n]);
                                }
                            }
                        }
                    }
                    let status = (!first.is_empty()).then(|| {
                        String::from_utf8_lossy(&first)
                            .lines()
                            .next()
                            .unwrap_or("")
                            .to_string()
                    });
                    results.lock().unwrap().push((at.elapsed(), status));
                }));
            }
            watchers
        })
    };
    for o in openers {
        let _ = o.await;
    }
    let all_open = Instant::now();
    // The server's connections, every 500 ms.
    let mut peak = 0.0f64;
    let mut last_nonzero = all_open;
    let base = *ctx.base_connections.lock().unwrap();
    while Instant::now() < all_open + length {
        let m = metrics(ctx.admin).await;
        let c = metric(&m, "alice_connections");
        peak = peak.max(c);
        if c > base + 1.0 {
            last_nonzero = Instant::now();
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let end = Instant::now();
    let watchers = spawner.await.unwrap_or_default();
    let results = results.lock().unwrap().clone();
    let still_open = watchers.iter().filter(|w| !w.is_finished()).count();
    for w in &watchers {
        w.abort();
    }
    let mut times: Vec<Duration> = results.iter().map(|r| r.0).collect();
    times.sort_unstable();
    let answered: HashMap<String, usize> =
        results
            .iter()
            .filter_map(|r| r.1.clone())
            .fold(HashMap::new(), |mut m, s| {
                *m.entry(s).or_default() += 1;
                m
            });
    let mut answered: Vec<String> = answered
        .into_iter()
        .map(|(s, n)| format!("{n} × `{s}`"))
        .collect();
    answered.sort();
    Outcome {
        attacker: format!(
            "4,000 connections from 20 addresses (200 each), each `GET /api/lobby` and part of a header, then silence: {} opened in {:.1} s{}",
            n_fmt(opened.load(Ordering::Relaxed)),
            (all_open - start).as_secs_f64(),
            match failed.load(Ordering::Relaxed) {
                0 => String::new(),
                f => format!(", {f} failed to connect"),
            }
        ),
        server: format!(
            "held {peak:.0} connections at most; closed {} of them {:.1}–{:.1} s after their head{}; {} open {} s after the last was opened (its connections back to the prober's {:.1} s after it)",
            n_fmt(results.len() as u64),
            times.first().map_or(0.0, Duration::as_secs_f64),
            times.last().map_or(0.0, Duration::as_secs_f64),
            if answered.is_empty() {
                String::new()
            } else {
                format!(" (answering first: {})", answered.join(", "))
            },
            if still_open == 0 { "none".to_string() } else { format!("**{still_open} still**") },
            length.as_secs(),
            (last_nonzero - all_open).as_secs_f64(),
        ),
        end,
    }
}

/// One address opening 1,011 spectator sockets on the prober's game; another address then
/// opens one.
async fn spectators(ctx: &Ctx) -> Outcome {
    let ip = ctx.fresh_ip();
    let server = ctx.server;
    let game = ctx.game().await;
    let path = format!("/api/games/{game}/socket");
    let until = Instant::now() + ctx.period;
    let accepted = Arc::new(AtomicU64::new(0));
    let by_rate = Arc::new(AtomicU64::new(0));
    let by_connections = Arc::new(AtomicU64::new(0));
    let other = Arc::new(AtomicU64::new(0));
    let first_other: Arc<Mutex<Option<String>>> = Arc::default();
    let held: Arc<Mutex<Vec<tokio::task::JoinHandle<()>>>> = Arc::default();
    let mut openers = Vec::new();
    for k in 0..50 {
        let (accepted, by_rate, by_connections, other, first_other, held, path) = (
            accepted.clone(),
            by_rate.clone(),
            by_connections.clone(),
            other.clone(),
            first_other.clone(),
            held.clone(),
            path.clone(),
        );
        openers.push(tokio::spawn(async move {
            let mut n = k;
            while n < 1011 {
                n += 50;
                match ws(ip, server, &path, None).await {
                    Ok(mut s) => {
                        accepted.fetch_add(1, Ordering::Relaxed);
                        // Held and read (so that the server's pings are answered) until the end.
                        held.lock().unwrap().push(tokio::spawn(async move {
                            while let Some(Ok(_)) = s.next().await {}
                        }));
                    }
                    Err(WsRefusal::Status(429, body)) if body.contains("sockets") => {
                        by_rate.fetch_add(1, Ordering::Relaxed);
                    }
                    Err(WsRefusal::Status(429, _)) => {
                        by_connections.fetch_add(1, Ordering::Relaxed);
                    }
                    Err(e) => {
                        other.fetch_add(1, Ordering::Relaxed);
                        first_other.lock().unwrap().get_or_insert(format!("{e}"));
                    }
                }
            }
        }));
    }
    for o in openers {
        let _ = o.await;
    }
    // Someone else, meanwhile.
    let someone = ctx.fresh_ip();
    let t = Instant::now();
    let theirs = ws(someone, server, &path, None).await;
    let their_ms = t.elapsed().as_secs_f64() * 1000.0;
    let m = metrics(ctx.admin).await;
    let game_sockets = metric(&m, "alice_sockets{kind=\"game\"}");
    tokio::time::sleep_until(until.into()).await;
    let end = Instant::now();
    for h in held.lock().unwrap().drain(..) {
        h.abort();
    }
    let other = other.load(Ordering::Relaxed);
    Outcome {
        attacker: format!(
            "1 address, 1,011 spectator sockets on the prober's game (50 at a time): {} open, {} refused by the socket rate (429), {} by the connections per address (429){}",
            accepted.load(Ordering::Relaxed),
            by_rate.load(Ordering::Relaxed),
            by_connections.load(Ordering::Relaxed),
            if other > 0 {
                format!(", {other} failed otherwise (first: {})", first_other.lock().unwrap().clone().unwrap_or_default())
            } else {
                String::new()
            }
        ),
        server: format!(
            "{game_sockets:.0} game sockets open; another address's spectator socket then {}",
            match &theirs {
                Ok(_) => format!("opened in {their_ms:.0} ms"),
                Err(e) => format!("**refused**: {e}"),
            }
        ),
        end,
    }
}

// ---------------------------------------------------------------------------------------------

/// Starts the release server with its default limits: the process, its address, its admin
/// address.
fn start_server(data: &std::path::Path) -> (std::process::Child, SocketAddr, SocketAddr) {
    let exe = std::env::current_exe().unwrap();
    let bin = exe.parent().unwrap().parent().unwrap().join("alice-server");
    let admin = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    std::fs::create_dir_all(data).unwrap();
    let log = std::fs::File::create(data.join("server.log")).unwrap();
    let (c, addr) = process::spawn_server(
        std::process::Command::new(&bin)
            .args(["--port", "0", "--site", "/nonexistent", "--admin"])
            .arg(admin.to_string())
            .arg("--data")
            .arg(data)
            .env_remove("DATABASE_URL")
            .env_remove("ALICE_CLIENT_LIMITS")
            .env_remove("ALICE_MAX_CONNECTIONS")
            .env_remove("ALICE_CLIENT_CONNECTIONS")
            .stderr(log),
    );
    let addr = addr.parse().expect("the server's address");
    (c, addr, admin)
}

/// The prober's numbers in `[start, end)`: moves, p50, p99, max (ms); GETs answered of sent
/// and their slowest.
fn probe_figures(rec: &Record, start: Instant, end: Instant) -> (String, String) {
    let mut lat: Vec<f64> = rec
        .moves
        .lock()
        .unwrap()
        .iter()
        .filter(|(t, _)| *t >= start && *t < end)
        .map(|m| m.1)
        .collect();
    lat.sort_by(f64::total_cmp);
    let pct = |q: f64| lat[((lat.len() as f64 * q) as usize).min(lat.len() - 1)];
    let failures = rec
        .failures
        .lock()
        .unwrap()
        .iter()
        .filter(|(t, _)| *t >= start && *t < end)
        .count();
    let moves = if lat.is_empty() {
        format!("0 moves{} | — | — | —", failures_note(failures))
    } else {
        format!(
            "{}{} | {:.1} | {:.1} | {:.1}",
            lat.len(),
            failures_note(failures),
            pct(0.5),
            pct(0.99),
            lat[lat.len() - 1]
        )
    };
    let gets: Vec<Option<f64>> = rec
        .gets
        .lock()
        .unwrap()
        .iter()
        .filter(|(t, _)| *t >= start && *t < end)
        .map(|g| g.1)
        .collect();
    let ok: Vec<f64> = gets.iter().flatten().copied().collect();
    let gets = format!(
        "{}/{} ({:.0} ms)",
        ok.len(),
        gets.len(),
        ok.iter().copied().fold(0.0, f64::max)
    );
    (moves, gets)
}

fn failures_note(n: usize) -> String {
    if n == 0 {
        String::new()
    } else {
        format!(" (**{n} failed**)")
    }
}

fn main() {
    let args = args();
    let data = std::env::temp_dir().join(format!("alice-abuse-{}", std::process::id()));
    let (mut child, server, admin) = start_server(&data);
    let pid = child.id().to_string();
    let log = data.join("server.log");
    let rec = Arc::new(Record::default());
    let stop = Arc::new(AtomicBool::new(false));
    let descriptors = std::fs::read_to_string(format!("/proc/{pid}/limits"))
        .ok()
        .and_then(|l| {
            l.lines()
                .find(|l| l.starts_with("Max open files"))
                .and_then(|l| l.split_whitespace().nth(3).map(String::from))
        })
        .unwrap_or_else(|| "?".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    eprintln!(
        "server at http://{server}/ (pid {pid}, metrics at http://{admin}/metrics, descriptor limit {descriptors}); {cores} cores; {} s an attack",
        args.seconds
    );

    // The prober, its GETs and the memory samples on a runtime of their own, so that the
    // attackers' tasks do not delay its timings.
    let probing = {
        let (rec, stop, pid) = (rec.clone(), stop.clone(), pid.clone());
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let s = tokio::spawn(sampler(pid, rec.clone(), stop.clone()));
                let g = tokio::spawn(getter(server, rec.clone(), stop.clone()));
                prober(server, rec, stop).await;
                let _ = s.await;
                let _ = g.await;
            });
        })
    };

    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let ctx = Ctx {
        server,
        admin,
        pid: pid.clone(),
        rec: rec.clone(),
        period: Duration::from_secs(args.seconds),
        next_ip: AtomicU32::new(u32::from(Ipv4Addr::new(0, 0, 0, 3))),
        base_connections: Mutex::new(2.0),
    };
    let mut rows = Vec::new();
    rt.block_on(async {
        // The prober's game under way, then its connections alone are the baseline.
        ctx.game().await;
        tokio::time::sleep(Duration::from_secs(2)).await;
        let mut least = f64::MAX;
        for _ in 0..6 {
            least = least.min(metric(&metrics(admin).await, "alice_connections"));
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        *ctx.base_connections.lock().unwrap() = least;
        type Attack = for<'a> fn(
            &'a Ctx,
        ) -> std::pin::Pin<
            Box<dyn std::future::Future<Output = Outcome> + 'a>,
        >;
        let attacks: [(&str, Attack); 8] = [
            ("baseline (no attack)", |c| Box::pin(baseline(c))),
            ("oversize frames", |c| Box::pin(oversize(c))),
            ("binary flood", |c| Box::pin(binary_flood(c))),
            ("lobby emptying", |c| Box::pin(lobby_emptying(c))),
            ("lobby amplification", |c| Box::pin(lobby_amplification(c))),
            ("bulk creation", |c| Box::pin(bulk_creation(c))),
            ("half-open connections", |c| Box::pin(half_open(c))),
            ("spectator sockets", |c| Box::pin(spectators(c))),
        ];
        for (name, attack) in attacks {
            ctx.settle().await;
            eprintln!("{name}…");
            let start = Instant::now();
            let rss_before = ctx.rec.rss_now();
            let server_cpu = process::proc_usage(&ctx.pid).map_or(0, |u| u.1);
            let own_cpu = process::proc_usage("self").map_or(0, |u| u.1);
            let log_before = std::fs::metadata(&log).map_or(0, |m| m.len());
            let counted_before = metrics(admin).await;
            let outcome = attack(&ctx).await;
            let counted = refusals(&counted_before, &metrics(admin).await);
            let logged = std::fs::metadata(&log).map_or(0, |m| m.len()) - log_before;
            let secs = (outcome.end - start).as_secs_f64();
            let server_cpu = process::proc_usage(&ctx.pid).map_or(0, |u| u.1) - server_cpu;
            let own_cpu = process::proc_usage("self").map_or(0, |u| u.1) - own_cpu;
            let peak = ctx
                .rec
                .rss
                .lock()
                .unwrap()
                .iter()
                .filter(|(t, _)| *t >= start && *t <= outcome.end)
                .map(|r| r.1)
                .max()
                .unwrap_or(rss_before);
            let (moves, gets) = probe_figures(&ctx.rec, start, outcome.end);
            let row = format!(
                "| {name} | {} | {}; refusals in its metrics: {counted}; its log +{} | {moves} | {gets} | {} → {} | {:.2} / {:.2} |",
                outcome.attacker,
                outcome.server,
                if logged >= 1 << 20 {
                    format!("{:.0} MB", logged as f64 / f64::from(1u32 << 20))
                } else {
                    format!("{} KB", logged / 1024)
                },
                mb(rss_before),
                mb(peak),
                server_cpu as f64 / 100.0 / secs,
                own_cpu as f64 / 100.0 / secs,
            );
            eprintln!("{row}");
            rows.push(row);
        }
    });
    stop.store(true, Ordering::Relaxed);
    let _ = probing.join();
    let failures = rec.failures.lock().unwrap().clone();
    rt.shutdown_background();
    let _ = child.kill();
    let _ = child.wait();

    println!(
        "| attack | the attacker | the server | prober's moves | p50 ms | p99 ms | max ms | prober's GETs answered (slowest) | server memory MB (before → peak) | CPU cores (server / this benchmark) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for row in rows {
        println!("{row}");
    }
    if !failures.is_empty() {
        println!();
        println!("The prober's failures ({}):", failures.len());
        let t0 = failures[0].0;
        for (t, why) in failures.iter().take(10) {
            println!("- at +{:.1} s: {why}", (*t - t0).as_secs_f64());
        }
    }
    if args.keep {
        println!("\ndata folder and server log kept: {}", data.display());
    } else {
        let _ = std::fs::remove_dir_all(&data);
    }
}
