//! The computer players' cost to everyone else (`cargo xtask bench-computer [--games N]
//! [--moves M]`, or `cargo run --release -p alice-server --example computer_bench`): the release
//! server as its own process with its computer players on, N games against the computer at once
//! (default 20; each joined from the lobby's live seeks, its human side a random legal move a
//! second after the computer's, a game that ends replaced by another), and meanwhile one game
//! between two people whose move round trip — from a move sent to the opponent receiving it — is
//! measured, M moves (default 300), one every 100 ms. Prints the p50, p99 and max of that round
//! trip, the computer's moves and the server's CPU. A benchmark, not a test: it asserts nothing.

#[path = "support/process.rs"]
mod process;

use alice_chess::Position;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

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

async fn connect(addr: &str, id: &str, token: &str) -> Option<Socket> {
    let url = format!("ws://{addr}/api/games/{id}/socket?token={token}");
    tokio_tungstenite::connect_async(url)
        .await
        .ok()
        .map(|(ws, _)| ws)
}

/// A random legal move of `fen` (UCI), if any.
fn random_move(fen: &str, rng: &mut process::Rng) -> Option<String> {
    let pos = Position::from_fen(fen).ok()?;
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let i = (rng.next() % moves.len() as u64) as usize;
    moves.get(i).map(|m| m.uci())
}

/// Joins computer games from the lobby and plays their human side, keeping one game going
/// on this slot until `stop`.
async fn computer_slot(addr: String, seed: u64, moves: Arc<AtomicU64>, stop: Arc<AtomicUsize>) {
    let mut rng = process::Rng(seed | 1);
    while stop.load(Ordering::Relaxed) == 0 {
        let lobby = http(&addr, "GET", "/api/lobby", &Value::Null).await;
        let seeks: Vec<&Value> = lobby
            .as_array()
            .map(|a| {
                a.iter()
                    .filter(|s| s["bot"] == true && s["control"] != "corr-3")
                    .collect()
            })
            .unwrap_or_default();
        if seeks.is_empty() {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        }
        let seek = seeks[(rng.next() % seeks.len() as u64) as usize];
        let id = seek["id"].as_str().unwrap_or("").to_string();
        let joined = http(&addr, "POST", &format!("/api/games/{id}/join"), &json!({})).await;
        let (Some(token), Some(seat)) = (joined["token"].as_str(), joined["seat"].as_str()) else {
            continue; // another slot took it
        };
        let Some(mut ws) = connect(&addr, &id, token).await else {
            continue;
        };
        let mine = if seat == "white" { 'w' } else { 'b' };
        let (mut fen, mut ply): (String, u64);
        loop {
            let Some(Ok(Message::Text(text))) = ws.next().await else {
                break;
            };
            let m: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            match (m["t"].as_str(), m["event"]["type"].as_str()) {
                (Some("hello" | "start"), _) => {
                    fen = m["game"]["state"]["fen"].as_str().unwrap_or("").into();
                    ply = m["game"]["state"]["ply"].as_u64().unwrap_or(0);
                }
                (Some("event"), Some("move" | "takeback")) => {
                    fen = m["event"]["fen"].as_str().unwrap_or("").into();
                    ply = m["event"]["ply"].as_u64().unwrap_or(0);
                    if fen.split(' ').nth(1) != Some(&mine.to_string()) {
                        moves.fetch_add(1, Ordering::Relaxed);
                    }
                }
                (Some("event"), Some("end")) => break,
                _ => continue,
            }
            if stop.load(Ordering::Relaxed) != 0 {
                break;
            }
            if fen.split(' ').nth(1) == Some(&mine.to_string()) {
                tokio::time::sleep(Duration::from_millis(1000)).await;
                if let Some(uci) = random_move(&fen, &mut rng) {
                    let msg = json!({"t": "move", "uci": uci, "ply": ply});
                    if ws
                        .send(Message::Text(msg.to_string().into()))
                        .await
                        .is_err()
                    {
                        break;
                    }
                }
            }
        }
        let _ = ws.close(None).await;
    }
}

/// A game between two people: each move's round trip (ms), `n` moves, one every 100 ms.
async fn human_game(addr: &str, n: usize) -> Vec<f64> {
    let mut rng = process::Rng(7);
    let mut out = Vec::new();
    while out.len() < n {
        let made = http(
            addr,
            "POST",
            "/api/games",
            &json!({"control": "10+5", "color": "white"}),
        )
        .await;
        let id = made["id"].as_str().unwrap_or("").to_string();
        let white = made["token"].as_str().unwrap_or("").to_string();
        let joined = http(addr, "POST", &format!("/api/games/{id}/join"), &json!({})).await;
        let black = joined["token"].as_str().unwrap_or("").to_string();
        let (Some(mut w), Some(mut b)) = (
            connect(addr, &id, &white).await,
            connect(addr, &id, &black).await,
        ) else {
            return out;
        };
        let mut fen = alice_chess::fen::write_fen(&Position::start());
        for ply in 0..200u64 {
            if out.len() >= n {
                break;
            }
            let (mover, other) = if ply % 2 == 0 {
                (&mut w, &mut b)
            } else {
                (&mut b, &mut w)
            };
            let Some(uci) = random_move(&fen, &mut rng) else {
                break;
            };
            let msg = json!({"t": "move", "uci": uci, "ply": ply});
            let sent = Instant::now();
            if mover
                .send(Message::Text(msg.to_string().into()))
                .await
                .is_err()
            {
                break;
            }
            // The opponent receives the move.
            let mut ended = false;
            loop {
                let Ok(Some(Ok(Message::Text(text)))) =
                    tokio::time::timeout(Duration::from_secs(10), other.next()).await
                else {
                    ended = true;
                    break;
                };
                let m: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                if m["event"]["type"] == "move" && m["event"]["ply"] == ply + 1 {
                    out.push(sent.elapsed().as_secs_f64() * 1000.0);
                    fen = m["event"]["fen"].as_str().unwrap_or("").into();
                    break;
                }
            }
            if ended {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
            if Position::from_fen(&fen).is_ok_and(|p| p.legal_moves().is_empty()) {
                break;
            }
        }
    }
    out
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str, default: usize| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (games, moves) = (value("--games", 20), value("--moves", 300));
    let data = std::env::temp_dir().join(format!("alice-computer-bench-{}", std::process::id()));
    let exe = std::env::current_exe().unwrap();
    let bin = exe.parent().unwrap().parent().unwrap().join("alice-server");
    let mut c = std::process::Command::new(&bin);
    c.args([
        "--port",
        "0",
        "--site",
        "/nonexistent",
        "--client-limits",
        "off",
        "--computer",
        "on",
        "--data",
    ])
    .arg(&data)
    .env_remove("DATABASE_URL")
    .env("RUST_LOG", "warn");
    let (mut child, addr) = process::spawn_server(c.stderr(std::process::Stdio::null()));
    let computer_moves = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicUsize::new(0));
    let mut slots = Vec::new();
    for i in 0..games {
        slots.push(tokio::spawn(computer_slot(
            addr.clone(),
            1000 + i as u64,
            computer_moves.clone(),
            stop.clone(),
        )));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The computer games under way before measuring.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let before = process::proc_usage(child.id());
    let started = Instant::now();
    let moves_before = computer_moves.load(Ordering::Relaxed);
    let mut trips = human_game(&addr, moves).await;
    let seconds = started.elapsed().as_secs_f64();
    let after = process::proc_usage(child.id());
    let engine_moves = computer_moves.load(Ordering::Relaxed) - moves_before;
    stop.store(1, Ordering::Relaxed);
    for s in slots {
        s.abort();
    }
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&data);
    trips.sort_by(f64::total_cmp);
    let cpu = match (before, after) {
        (Some((_, a)), Some((mem, b))) => format!(
            "{:.2} cores, {} MB",
            (b - a) as f64 / 100.0 / seconds,
            mem / 1024
        ),
        _ => "—".into(),
    };
    println!(
        "| computer games | human moves | p50 | p99 | max | computer moves | server CPU, memory |"
    );
    println!("|---|---|---|---|---|---|---|");
    println!(
        "| {games} | {} | {:.1} ms | {:.1} ms | {:.1} ms | {engine_moves} in {seconds:.0} s | {cpu} |",
        trips.len(),
        percentile(&trips, 0.5),
        percentile(&trips, 0.99),
        trips.last().copied().unwrap_or(0.0),
    );
}
