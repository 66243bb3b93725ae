//! The game server's load benchmark (a benchmark, not a test): `cargo xtask bench-server`, or
//! `cargo run --release -p alice-server --example bench -- --games 1000 --seconds 60`.
//!
//! Starts the release server as its own process on a fresh data folder — SQLite, or with
//! `--database postgres://…` that Postgres database (give it an empty one: the server resumes
//! every unfinished game it holds) — or uses `--server http://host:port`; then plays N games at
//! once through it: each game has its two players' sockets and one spectator's, and each side
//! plays a random legal move every `--interval` ms
//! (default 5,000; the first moves are spread over one interval). A game that ends is replaced by
//! a new one. Measured over the run after the set-up: moves per second, the latency from a move
//! sent to the opponent receiving it (p50, p99, max), moves lost or doubled (every move must be
//! acknowledged once and seen once, in order, by both players and the spectator), and the
//! server's memory (resident, per game) and CPU (cores busy on average).
//!
//! `--postgres` runs the server on a throwaway Postgres cluster this benchmark starts
//! (tests/common/pg.rs: Debian's `initdb` and `pg_ctl`). `--nodes N` runs N server processes on
//! one Postgres database (`--database`, or else such a throwaway cluster) and spreads each game over them:
//! created and White's socket on one node, Black's on the next, the spectator's on the one after
//! — so most messages cross nodes. Memory and CPU are then the nodes' sums.

#[allow(dead_code)]
#[path = "../tests/common/pg.rs"]
mod pg;
#[path = "support/process.rs"]
mod process;

use alice_chess::{Move, Position};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

#[derive(Default)]
struct Stats {
    moves: AtomicU64,
    running: AtomicU64,
    lost_or_doubled: AtomicU64,
    errors: AtomicU64,
    games_ended: AtomicU64,
    latencies_us: Mutex<Vec<u64>>,
}

struct Args {
    games: usize,
    seconds: u64,
    interval_ms: u64,
    server: Option<String>,
    database: Option<String>,
    nodes: usize,
    postgres: bool,
}

fn args() -> Args {
    let mut a = Args {
        games: 1000,
        seconds: 60,
        interval_ms: 5000,
        server: None,
        database: None,
        nodes: 1,
        postgres: false,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        let value = argv.get(i + 1).cloned().unwrap_or_default();
        match argv[i].as_str() {
            "--games" => a.games = value.parse().expect("--games N"),
            "--seconds" => a.seconds = value.parse().expect("--seconds S"),
            "--interval" => a.interval_ms = value.parse().expect("--interval MS"),
            "--server" => a.server = Some(value),
            "--database" => a.database = Some(value),
            "--nodes" => a.nodes = value.parse().expect("--nodes N"),
            "--postgres" => {
                a.postgres = true;
                i += 1;
                continue;
            }
            other => {
                panic!("unknown argument {other}: --games N --seconds S --interval MS --server URL --database URL --nodes N --postgres")
            }
        }
        i += 2;
    }
    a
}

/// One HTTP/1.1 request: the JSON answer.
async fn http(addr: &str, method: &str, path: &str, body: &Value) -> Value {
    let body = body.to_string();
    let Ok(mut stream) = tokio::net::TcpStream::connect(addr).await else {
        return Value::Null;
    };
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    if stream.write_all(head.as_bytes()).await.is_err()
        || stream.write_all(body.as_bytes()).await.is_err()
    {
        return Value::Null;
    }
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw).await;
    let text = String::from_utf8_lossy(&raw);
    let (_, rest) = text.split_once("\r\n\r\n").unwrap_or(("", ""));
    serde_json::from_str(rest).unwrap_or(Value::Null)
}

/// A game's socket (`None` when it cannot be opened: e.g. out of file descriptors).
async fn connect(addr: &str, id: &str, token: Option<&str>) -> Option<Socket> {
    let mut url = format!("ws://{addr}/api/games/{id}/socket");
    if let Some(t) = token {
        url.push_str("?token=");
        url.push_str(t);
    }
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.ok()?;
    // The hello.
    let _ = ws.next().await;
    Some(ws)
}

/// The ply of a relayed move event, if the text is one.
fn move_ply(text: &str) -> Option<u64> {
    if !text.contains("\"type\":\"move\"") {
        return None;
    }
    let v: Value = serde_json::from_str(text).ok()?;
    v["event"]["ply"].as_u64()
}

/// Plays games one after another on this slot until `stop`.
async fn slot(
    addrs: Arc<Vec<String>>,
    n: usize,
    args: Arc<Args>,
    stats: Arc<Stats>,
    start_at: Instant,
    stop: Instant,
) {
    let mut rng =
        process::Rng(0x9E37_79B9_7F4A_7C15 ^ (n as u64 + 1).wrapping_mul(0x2545_F491_4F6C_DD1D));
    // White's node (where the game is created), Black's, the spectator's.
    let node = |k: usize| addrs[(n + k) % addrs.len()].clone();
    let (addr, black_addr, watch_addr) = (node(0), node(1), node(2));
    loop {
        let created = http(
            &addr,
            "POST",
            "/api/games",
            &json!({"control": "10+5", "color": "white"}),
        )
        .await;
        let (Some(id), Some(wt)) = (created["id"].as_str(), created["token"].as_str()) else {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            tokio::time::sleep(Duration::from_millis(500)).await;
            continue;
        };
        let joined = http(
            &black_addr,
            "POST",
            &format!("/api/games/{id}/join"),
            &json!({}),
        )
        .await;
        let Some(bt) = joined["token"].as_str() else {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            return;
        };
        let (Some(w), Some(b), Some(mut watcher)) = (
            connect(&addr, id, Some(wt)).await,
            connect(&black_addr, id, Some(bt)).await,
            connect(&watch_addr, id, None).await,
        ) else {
            // Counted once per game that could not be set up, then given up.
            stats.errors.fetch_add(1, Ordering::Relaxed);
            return;
        };
        let mut sockets = [w, b];
        stats.running.fetch_add(1, Ordering::Relaxed);
        let mut pos = Position::start();
        // The first move of each game waits a random part of one interval, so moves are spread.
        let mut next_at = Instant::now().max(start_at)
            + Duration::from_millis(rng.next() % args.interval_ms.max(1));
        let mut ply: u64 = 0;
        let mut seen = [0u64; 3]; // the last ply each socket saw
        let mut sent_at: Option<(u64, Instant)> = None;
        let mut acked: u64 = 0;
        loop {
            if Instant::now() >= stop {
                return;
            }
            let turn = pos.turn().index();
            let [white, black] = &mut sockets;
            let mut play_now = false;
            tokio::select! {
                () = tokio::time::sleep_until(next_at.into()), if sent_at.is_none() => play_now = true,
                msg = white.next() => if !handle(msg, 0, &mut seen, &mut sent_at, &mut acked, &stats) { break },
                msg = black.next() => if !handle(msg, 1, &mut seen, &mut sent_at, &mut acked, &stats) { break },
                msg = watcher.next() => if !handle(msg, 2, &mut seen, &mut sent_at, &mut acked, &stats) { break },
            }
            if play_now {
                let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
                if moves.is_empty() {
                    break;
                }
                let m = moves[(rng.next() % moves.len() as u64) as usize];
                let msg = json!({"t": "move", "uci": m.uci(), "ply": ply, "id": ply}).to_string();
                sent_at = Some((ply + 1, Instant::now()));
                if sockets[turn].send(Message::Text(msg.into())).await.is_err() {
                    stats.errors.fetch_add(1, Ordering::Relaxed);
                    return;
                }
                pos.play(m).expect("a legal move");
                ply += 1;
            }
            // Both players and the spectator have seen the move: the next side plays after an interval.
            if let Some((p, _)) = sent_at {
                if seen.iter().all(|&s| s >= p) && acked >= p {
                    sent_at = None;
                    next_at = Instant::now() + Duration::from_millis(args.interval_ms);
                    if pos.legal_moves().is_empty() || ply >= 300 {
                        break;
                    }
                }
            }
        }
        stats.games_ended.fetch_add(1, Ordering::Relaxed);
        stats.running.fetch_sub(1, Ordering::Relaxed);
        for mut s in sockets {
            let _ = s.close(None).await;
        }
        let _ = watcher.close(None).await;
    }
}

/// Handles one message of socket `who` (0 white, 1 black, 2 spectator); false when it closed.
fn handle(
    msg: Option<Result<Message, tokio_tungstenite::tungstenite::Error>>,
    who: usize,
    seen: &mut [u64; 3],
    sent_at: &mut Option<(u64, Instant)>,
    acked: &mut u64,
    stats: &Stats,
) -> bool {
    let Some(Ok(Message::Text(text))) = msg else {
        return !matches!(msg, None | Some(Err(_)) | Some(Ok(Message::Close(_))));
    };
    if let Some(p) = move_ply(&text) {
        if p != seen[who] + 1 {
            stats.lost_or_doubled.fetch_add(1, Ordering::Relaxed);
        }
        seen[who] = p;
        if let Some((want, at)) = sent_at {
            // The mover's opponent receiving it.
            if p == *want && who < 2 && who != mover_of(*want) {
                stats
                    .latencies_us
                    .lock()
                    .unwrap()
                    .push(at.elapsed().as_micros() as u64);
                stats.moves.fetch_add(1, Ordering::Relaxed);
            }
        }
    } else if text.contains("\"t\":\"ack\"") {
        *acked += 1;
        if text.contains("duplicate") {
            stats.lost_or_doubled.fetch_add(1, Ordering::Relaxed);
        }
    } else if text.contains("\"t\":\"error\"") && stats.errors.fetch_add(1, Ordering::Relaxed) == 0
    {
        eprintln!("first error from the server: {text}");
    }
    true
}

/// The seat (0 white, 1 black) that played ply `p` (from 1) of a game from the start position.
fn mover_of(p: u64) -> usize {
    ((p - 1) % 2) as usize
}

/// Starts the release server as a process on `data` (and `database`): the process and its
/// address.
fn start_server(data: &std::path::Path, database: Option<&str>) -> (std::process::Child, String) {
    let exe = std::env::current_exe().unwrap();
    let bin = exe.parent().unwrap().parent().unwrap().join("alice-server");
    let mut c = std::process::Command::new(&bin);
    // A load test from one machine: the per-address limits would refuse it.
    c.args([
        "--port",
        "0",
        "--site",
        "/nonexistent",
        "--client-limits",
        "off",
        "--data",
    ])
    .arg(data)
    .env_remove("DATABASE_URL");
    if let Some(url) = database {
        c.args(["--database", url]);
    }
    process::spawn_server(c.stderr(std::process::Stdio::null()))
}

/// Memory (kB) and CPU ticks summed over `pids`; `None` if one cannot be read.
fn usage(pids: &[u32]) -> Option<(u64, u64)> {
    if pids.is_empty() {
        return None;
    }
    pids.iter()
        .map(|&p| process::proc_usage(p))
        .try_fold((0, 0), |(r, c), u| u.map(|(ur, uc)| (r + ur, c + uc)))
}

fn main() {
    let args = Arc::new(args());
    let data = std::env::temp_dir().join(format!("alice-bench-{}", std::process::id()));
    // Several nodes need Postgres: the one given, or a throwaway cluster for the run.
    let cluster =
        ((args.nodes > 1 || args.postgres) && args.database.is_none()).then(pg::Cluster::own);
    let database = match &cluster {
        Some(c) => Some(
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap()
                .block_on(c.database()),
        ),
        None => args.database.clone(),
    };
    let mut children = Vec::new();
    let addrs: Vec<String> = match &args.server {
        Some(url) => vec![url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string()],
        None => (0..args.nodes.max(1))
            .map(|_| {
                let (child, addr) = start_server(&data, database.as_deref());
                children.push(child);
                addr
            })
            .collect(),
    };
    let addrs = Arc::new(addrs);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let stats = Arc::new(Stats::default());
    let setup = Instant::now();
    // Set-up spread over about 10 s (or less for a few games), then the measured run.
    let start_at = setup + Duration::from_millis((args.games as u64 * 2).min(10_000));
    let stop = start_at + Duration::from_secs(args.seconds);
    let pids: Vec<u32> = children.iter().map(|c| c.id()).collect();
    // The server's memory with no game, to count what the games add.
    let idle_rss = usage(&pids).map_or(0, |u| u.0);
    let mut before = None;
    rt.block_on(async {
        let mut tasks = Vec::new();
        for n in 0..args.games {
            tasks.push(tokio::spawn(slot(addrs.clone(), n, args.clone(), stats.clone(), start_at, stop)));
            if n % 50 == 49 {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        tokio::time::sleep_until(start_at.into()).await;
        before = usage(&pids);
        stats.latencies_us.lock().unwrap().clear();
        stats.moves.store(0, Ordering::Relaxed);
        let t0 = Instant::now();
        let mut peak_rss = 0;
        while Instant::now() < stop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            if let Some((rss, _)) = usage(&pids) {
                peak_rss = peak_rss.max(rss);
            }
        }
        let after = usage(&pids);
        let secs = t0.elapsed().as_secs_f64();
        for t in tasks {
            t.abort();
        }
        let mut lat = stats.latencies_us.lock().unwrap().clone();
        lat.sort_unstable();
        let pct = |q: f64| lat.get(((lat.len() as f64 * q) as usize).min(lat.len().saturating_sub(1))).copied().unwrap_or(0) as f64 / 1000.0;
        let moves = stats.moves.load(Ordering::Relaxed);
        let ticks = 100.0; // USER_HZ
        let cpu = match (before, after) {
            (Some((_, b)), Some((_, a))) => format!("{:.2}", (a - b) as f64 / ticks / secs),
            _ => "?".into(),
        };
        let mem = if peak_rss > 0 {
            format!(
                "{:.0} MB, {:.1} KB/game",
                peak_rss as f64 / 1024.0,
                peak_rss.saturating_sub(idle_rss) as f64 / args.games as f64
            )
        } else {
            "?".into()
        };
        if std::env::var_os("BENCH_NO_HEADER").is_none() {
            println!("| nodes | games (running) | sockets | moves/s | p50 ms | p99 ms | max ms | lost or doubled | errors | server memory (peak; per game above idle) | server CPU (cores) |");
            println!("|---|---|---|---|---|---|---|---|---|---|---|");
        }
        println!(
            "| {} | {} ({}) | {} | {:.0} | {:.1} | {:.1} | {:.1} | {} | {} | {} | {} |",
            addrs.len(),
            args.games,
            stats.running.load(Ordering::Relaxed),
            args.games * 3,
            moves as f64 / secs,
            pct(0.5),
            pct(0.99),
            lat.last().copied().unwrap_or(0) as f64 / 1000.0,
            stats.lost_or_doubled.load(Ordering::Relaxed),
            stats.errors.load(Ordering::Relaxed),
            mem,
            cpu,
        );
    });
    rt.shutdown_background();
    for mut c in children {
        let _ = c.kill();
        let _ = c.wait();
    }
    drop(cluster);
    let _ = std::fs::remove_dir_all(&data);
}
