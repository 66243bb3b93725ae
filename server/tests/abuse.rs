//! The server on the public internet: what one hostile client can make it hold or do is
//! bounded, and refused in a way a client can act on.

#[macro_use]
mod common;

use common::{s, Db, Server};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

on_both_databases!(
    an_oversize_frame_closes_the_socket_before_it_is_read,
    a_binary_flood_is_closed_like_a_text_flood,
    no_number_of_friend_links_hides_a_seek,
    creating_and_joining_are_limited_per_address,
    behind_a_named_proxy_the_forwarded_address_counts,
    connections_are_limited_per_address,
    names_that_would_lie_are_refused,
    foreign_pages_cannot_change_anything,
    a_stopping_server_tells_its_sockets_to_come_back,
    the_lobby_socket_is_shared_and_bounded,
    unused_invitations_expire,
);

/// On Postgres a node's games are taken over by the cluster, whose clock rule (charged up to the
/// dead node's last heartbeat) tests/cluster.rs checks; this is a single server's.
#[tokio::test]
async fn thinking_before_a_crash_is_charged_but_not_the_downtime() {
    thinking_before_a_crash(Db::sqlite()).await;
}

/// The most answers a flooding socket can get before it is closed: its burst, then its refusals.
fn socket_limit() -> usize {
    alice_server::socket::BURST as usize + alice_server::socket::MAX_REFUSED as usize + 1
}

/// Opens a WebSocket at `path` by hand (the handshake written out), past the `101`.
async fn raw_socket(server: &Server, path: &str) -> TcpStream {
    let mut stream = TcpStream::connect(server.addr).await.unwrap();
    let head = format!(
        "GET {path} HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Protocol: alice-chess\r\n\r\n",
        server.addr
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let mut byte = [0u8; 1];
    while !answer.ends_with(b"\r\n\r\n") {
        stream.read_exact(&mut byte).await.unwrap();
        answer.push(byte[0]);
    }
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 101"), "{answer}");
    stream
}

/// Reads until the server closes the connection; `None` if it is still open after `limit`.
async fn closed_within(stream: &mut TcpStream, limit: Duration) -> Option<Duration> {
    let start = Instant::now();
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        match tokio::time::timeout(limit.saturating_sub(start.elapsed()), stream.read(&mut buf))
            .await
        {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(start.elapsed()),
            Ok(Ok(_)) => {}
        }
    }
}

async fn an_oversize_frame_closes_the_socket_before_it_is_read(db: Db) {
    let server = Server::start(&db);
    let (id, _, _) = server.create("5+3", "white", false).await;
    let mut stream = raw_socket(&server, &format!("/api/games/{id}/socket")).await;
    // A masked text frame that announces 15 MiB, then its first 256 KiB.
    let mut frame = vec![0x81u8, 0x80 | 127];
    frame.extend_from_slice(&(15u64 << 20).to_be_bytes());
    frame.extend_from_slice(&[1, 2, 3, 4]);
    stream.write_all(&frame).await.unwrap();
    let mut sent = 0usize;
    let chunk = vec![b'x'; 16 * 1024];
    while sent < 256 * 1024 {
        match tokio::time::timeout(Duration::from_secs(2), stream.write_all(&chunk)).await {
            Ok(Ok(())) => sent += chunk.len(),
            // Closed (reset) or no longer read: the server is not buffering it.
            _ => break,
        }
    }
    assert!(
        closed_within(&mut stream, Duration::from_secs(5))
            .await
            .is_some(),
        "the socket of a 15 MiB frame is still open"
    );
    // The server is fine.
    let (status, _) = server.get("/api/lobby").await;
    assert_eq!(status, 200);
}

async fn a_binary_flood_is_closed_like_a_text_flood(db: Db) {
    let server = Server::start(&db);
    let (id, _, _) = server.create("5+3", "white", false).await;
    let url = format!("ws://{}/api/games/{id}/socket", server.addr);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let mut sent = 0;
    for _ in 0..2000 {
        if ws
            .send(Message::Binary(vec![0u8; 64].into()))
            .await
            .is_err()
        {
            break;
        }
        sent += 1;
    }
    let mut codes = Vec::new();
    let ended = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match ws.next().await {
                Some(Ok(Message::Text(text))) => {
                    let v: Value = serde_json::from_str(&text).unwrap();
                    if v["t"] == "error" {
                        codes.push(s(&v["code"]));
                    }
                }
                Some(Ok(_)) => {}
                end => return format!("{end:?}"),
            }
        }
    })
    .await;
    assert!(ended.is_ok(), "a binary flood of {sent} is still open");
    let ended = ended.unwrap();
    // The first few are answered (the protocol is JSON text), then refused (`throttled`), then
    // the socket is closed — usually with a reset, which may drop the answers still on their way.
    assert!(codes.iter().any(|c| c == "message"), "{codes:?} {ended}");
    assert!(
        codes.len() <= socket_limit() && codes.len() < sent,
        "{} answers to {sent} binary frames before closing: {ended}",
        codes.len()
    );
}

async fn no_number_of_friend_links_hides_a_seek(db: Db) {
    let mut config = db.config();
    config.limits.per_client = false;
    let server = Server::start_with_config(config);
    let (seek, _, _) = server.create("5+3", "white", true).await;
    for _ in 0..210 {
        server.create("3+2", "black", false).await;
    }
    let (status, body) = server.get("/api/lobby").await;
    assert_eq!(status, 200);
    let seeks: Vec<Value> = serde_json::from_str(&body).unwrap();
    assert_eq!(seeks.len(), 1, "{body}");
    assert_eq!(seeks[0]["id"], json!(seek));
}

/// `POST /api/games` from an address with the header lines `extra`: (status, headers, body).
async fn create_as(server: &Server, extra: &str) -> (u16, String, Value) {
    let body = json!({"control": "5+3", "color": "white"}).to_string();
    let (status, headers, body) = server
        .request_with("POST", "/api/games", &body, extra)
        .await;
    (
        status,
        headers,
        serde_json::from_str(&body).unwrap_or(Value::Null),
    )
}

async fn creating_and_joining_are_limited_per_address(db: Db) {
    let server = Server::start(&db);
    let burst = alice_server::limits::LimitSettings::default().create.burst;
    let mut ids = Vec::new();
    for _ in 0..burst {
        let (status, _, body) = create_as(&server, "").await;
        assert_eq!(status, 201, "{body}");
        ids.push(s(&body["id"]));
    }
    let (status, headers, body) = create_as(&server, "").await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["error"]["code"], "rate-limited", "{body}");
    assert_eq!(body["error"]["limit"], "create", "{body}");
    let wait: u64 = headers
        .lines()
        .find_map(|l| l.strip_prefix("retry-after: "))
        .expect("Retry-After")
        .trim()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "Retry-After: {wait}");
    // Nothing was created by the refused request.
    let (_, lobby_games) = server.get("/api/games").await;
    assert!(!lobby_games.contains("error"));
    // Joining has a budget of its own: the games created can still be joined.
    for id in ids.iter().take(3) {
        server.join(id).await;
    }
}

async fn behind_a_named_proxy_the_forwarded_address_counts(db: Db) {
    let burst = alice_server::limits::LimitSettings::default().create.burst;
    // Not named: the header is the client's own words, and counts for nothing.
    let server = Server::start(&db);
    for _ in 0..burst {
        assert_eq!(
            create_as(&server, "X-Forwarded-For: 10.0.0.1\r\n").await.0,
            201
        );
    }
    assert_eq!(
        create_as(&server, "X-Forwarded-For: 10.0.0.2\r\n").await.0,
        429
    );
    drop(server);
    // Named: each forwarded address has its own budget.
    let mut config = db.config();
    config.limits.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    let server = Server::start_with_config(config);
    for _ in 0..burst {
        assert_eq!(
            create_as(&server, "X-Forwarded-For: 10.0.0.1\r\n").await.0,
            201
        );
    }
    assert_eq!(
        create_as(&server, "X-Forwarded-For: 10.0.0.1\r\n").await.0,
        429
    );
    // A client cannot choose its address by writing one in front of the proxy's.
    assert_eq!(
        create_as(&server, "X-Forwarded-For: 10.0.0.9, 10.0.0.1\r\n")
            .await
            .0,
        429
    );
    assert_eq!(
        create_as(&server, "X-Forwarded-For: 10.0.0.2\r\n").await.0,
        201
    );
}

async fn connections_are_limited_per_address(db: Db) {
    let mut config = db.config();
    config.limits.client_connections = 4;
    let server = Server::start_with_config(config);
    let mut idle = Vec::new();
    for _ in 0..4 {
        idle.push(TcpStream::connect(server.addr).await.unwrap());
    }
    // Wait until the server has counted them (accepting is asynchronous).
    let mut refused = String::new();
    for _ in 0..50 {
        let (status, headers, _) = server.request_with("GET", "/api/lobby", "", "").await;
        if status == 429 {
            refused = headers;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(refused.contains("retry-after:"), "never refused: {refused}");
    // A closed one makes room.
    idle.pop();
    let mut answered = false;
    for _ in 0..100 {
        if server.get("/api/lobby").await.0 == 200 {
            answered = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(answered);
    // A connection that sends no complete headers is closed by the server.
    let mut slow = idle.pop().unwrap();
    slow.write_all(b"GET /api/lobby HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let limit = alice_server::listen::HEADER_TIMEOUT + Duration::from_secs(5);
    assert!(
        closed_within(&mut slow, limit).await.is_some(),
        "half-open connection still open after {limit:?}"
    );
}

async fn names_that_would_lie_are_refused(db: Db) {
    let server = Server::start(&db);
    for name in [
        "evil \u{202E}boB",
        "\u{200B}",
        "a\u{2028}b",
        "z\u{301}\u{302}\u{303}\u{304}",
    ] {
        let (status, body) = server
            .post("/api/games", json!({"control": "5+3", "name": name}))
            .await;
        assert_eq!(status, 400, "{name:?}: {body}");
        assert_eq!(body["error"]["code"], "bad-request");
    }
    // White space alone is no name; other white space is folded.
    let (status, body) = server
        .post(
            "/api/games",
            json!({"control": "5+3", "color": "white", "name": "  \u{3000} "}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    let (_, game) = server.get(&format!("/api/games/{}", s(&body["id"]))).await;
    let game: Value = serde_json::from_str(&game).unwrap();
    assert!(game["white"]["name"].is_null(), "{game}");
    let (status, body) = server
        .post(
            "/api/games/0000000000000000/join",
            json!({"name": "x\u{202D}y"}),
        )
        .await;
    assert_eq!(status, 400, "{body}");
}

async fn foreign_pages_cannot_change_anything(db: Db) {
    let server = Server::start(&db);
    let body = json!({"control": "5+3"}).to_string();
    for extra in [
        "Origin: http://evil.example\r\n",
        "Origin: null\r\n",
        // A form's text/plain POST needs no preflight: refused all the same.
        "Origin: http://evil.example\r\nContent-Type: text/plain\r\n",
    ] {
        let (status, headers, answer) = server
            .request_with("POST", "/api/games", &body, extra)
            .await;
        assert_eq!(status, 403, "{extra}: {answer}");
        assert!(
            headers.contains("x-content-type-options: nosniff"),
            "{headers}"
        );
    }
    let own = format!("Origin: http://{}\r\n", server.addr);
    assert_eq!(
        server
            .request_with("POST", "/api/games", &body, &own)
            .await
            .0,
        201
    );
    // Reading is anyone's.
    let (status, headers, _) = server
        .request_with("GET", "/api/lobby", "", "Origin: http://evil.example\r\n")
        .await;
    assert_eq!(status, 200);
    assert!(
        headers.contains("referrer-policy: same-origin"),
        "{headers}"
    );
    // An address no file can have is no such page, not a server error.
    for path in [
        format!("/{}", "a".repeat(300)),
        format!("/api/games/{}", "b".repeat(300)),
        format!("/www/{}", "c/".repeat(1100)),
    ] {
        assert_eq!(server.get(&path).await.0, 404, "{}", &path[..20]);
    }
}

async fn a_stopping_server_tells_its_sockets_to_come_back(db: Db) {
    let server = Server::start(&db);
    let (id, _, token) = server.create("5+3", "white", false).await;
    server.join(&id).await;
    let mut player = server.connect(&id, Some(&token)).await;
    player.play("e2e4", 0).await;
    let url = format!("ws://{}/api/lobby/socket", server.addr);
    let (mut lobby, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let stopping = std::thread::spawn(move || server.stop_gracefully());
    // Both sockets are closed with 1012, "server restarting".
    let code = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(Ok(msg)) = lobby.next().await {
            if let Message::Close(Some(frame)) = msg {
                return Some(u16::from(frame.code));
            }
        }
        None
    })
    .await
    .expect("closed within 10 s");
    assert_eq!(code, Some(1012));
    assert_eq!(player.close_code().await, Some(1012));
    stopping.join().unwrap();
    // Nothing was lost: the move is there after the restart.
    let server = Server::start(&db);
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    assert!(
        game.contains("e2e4") || game.contains("\"ply\":1"),
        "{game}"
    );
}

async fn the_lobby_socket_is_shared_and_bounded(db: Db) {
    let server = Server::start(&db);
    let url = format!("ws://{}/api/lobby/socket", server.addr);
    let mut watchers = Vec::new();
    for _ in 0..20 {
        let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .unwrap();
        let first = ws.next().await.unwrap().unwrap();
        assert_eq!(first.to_text().unwrap(), r#"{"t":"lobby","seeks":[]}"#);
        watchers.push(ws);
    }
    // One new seek reaches every watcher, the same bytes.
    let (seek, _, _) = server.create("5+3", "white", true).await;
    let mut texts = Vec::new();
    for ws in &mut watchers {
        let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .expect("the change within 5 s")
            .unwrap()
            .unwrap();
        texts.push(msg.to_text().unwrap().to_string());
    }
    assert!(texts[0].contains(&seek), "{}", texts[0]);
    assert!(texts.iter().all(|t| *t == texts[0]));
    // A watcher that sends a flood is closed.
    let mut flooder = watchers.pop().unwrap();
    for _ in 0..500 {
        if flooder.send(Message::Text("{}".into())).await.is_err() {
            break;
        }
    }
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        while let Some(Ok(_)) = flooder.next().await {}
    })
    .await;
    assert!(closed.is_ok(), "a lobby socket that floods is still open");
}

/// Game `id` as the API shows it, or `None` when there is none.
async fn game(server: &Server, id: &str) -> Option<Value> {
    let (status, body) = server.get(&format!("/api/games/{id}")).await;
    (status == 200).then(|| serde_json::from_str(&body).unwrap())
}

async fn unused_invitations_expire(db: Db) {
    let server = Server::start(&db);
    let (live, _, _) = server.create("5+3", "white", false).await;
    let (corr, _, _) = server.create("corr-3", "white", false).await;
    let (fresh, _, _) = server.create("5+3", "white", false).await;
    let (started, _, _) = server.create("5+3", "white", false).await;
    server.join(&started).await;
    server.kill();
    let hours = |h: u64| alice_server::now_ms() - h * 3_600_000;
    db.execute(&format!(
        "UPDATE games SET updated = {} WHERE id IN ('{live}', '{corr}', '{started}')",
        hours(25)
    ))
    .await;
    // On start, waiting games unused for a day are gone; a correspondence invitation has a week;
    // a game that started is never touched.
    let server = Server::start(&db);
    let gone = game(&server, &live).await;
    assert!(gone.is_none(), "{gone:?}");
    assert!(game(&server, &corr).await.is_some());
    assert!(game(&server, &fresh).await.is_some());
    assert!(game(&server, &started).await.is_some());
    let (status, _) = server
        .post(&format!("/api/games/{live}/join"), json!({}))
        .await;
    assert_eq!(status, 404);
    server.kill();
    db.execute(&format!(
        "UPDATE games SET updated = {} WHERE id = '{corr}'",
        hours(8 * 24)
    ))
    .await;
    let server = Server::start(&db);
    assert!(game(&server, &corr).await.is_none());
    assert!(game(&server, &started).await.is_some());
}

async fn thinking_before_a_crash(db: Db) {
    let server = Server::start(&db);
    let (id, _, white) = server.create("5+0", "white", false).await;
    let (_, black) = server.join(&id).await;
    let mut w = server.connect(&id, Some(&white)).await;
    let mut b = server.connect(&id, Some(&black)).await;
    w.play("e2e4", 0).await;
    b.play("e7e5", 1).await;
    let before = game(&server, &id).await.unwrap()["state"]["clocks"]["white"]
        .as_u64()
        .unwrap();
    let thinking_from = Instant::now();
    // White thinks 4.5 s, then the server dies; it is down 4 s.
    tokio::time::sleep(Duration::from_millis(4500)).await;
    drop((w, b));
    server.kill();
    let thinking = thinking_from.elapsed().as_millis() as u64;
    tokio::time::sleep(Duration::from_secs(4)).await;
    let server = Server::start(&db);
    let after = game(&server, &id).await.unwrap()["state"]["clocks"]["white"]
        .as_u64()
        .unwrap();
    let used = before - after;
    let heartbeat = alice_server::hub::HEARTBEAT_MS;
    // Charged up to the last heartbeat before the crash (at most one heartbeat short of the
    // thinking), and nothing of the downtime (4 s more).
    assert!(
        used + heartbeat + 500 >= thinking,
        "thinking {thinking} ms, charged {used} ms"
    );
    assert!(
        used <= thinking + 1500,
        "thinking {thinking} ms, charged {used} ms"
    );
}
