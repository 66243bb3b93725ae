//! Several server nodes on one Postgres database (in-process nodes, real sockets, a real
//! Postgres): a game played across two nodes with spectators on both; the node running a game
//! killed (its players reconnect to the other, nothing lost or doubled, the clocks right); a
//! flag that falls after a takeover, once; a node cut off from the database by the network;
//! Postgres restarted during a game.

mod common;

use common::{pg, Db, Server, Wire};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// One test at a time: each runs two nodes (and one its own Postgres) on a machine of two
/// cores, and measures takeovers in seconds.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The moves (UCI) of a game as its JSON says.
async fn moves(server: &Server, id: &str) -> Vec<String> {
    let (status, text) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "{text}");
    let game: Value = serde_json::from_str(&text).unwrap();
    game["state"]["moves"]
        .as_array()
        .map(|m| m.iter().map(common::s).collect())
        .unwrap_or_default()
}

/// The moves of a game as stored, read straight from the database (`[]` while it is down).
async fn moves_in(db: &Db, id: &str) -> Vec<String> {
    let url = db.url.as_deref().unwrap();
    let Ok((client, connection)) = tokio_postgres::connect(url, tokio_postgres::NoTls).await else {
        return Vec::new();
    };
    tokio::spawn(connection);
    let row = client
        .query_one("SELECT state FROM games WHERE id = $1", &[&id])
        .await
        .unwrap();
    let state: Option<String> = row.get(0);
    let state: Value = serde_json::from_str(&state.unwrap_or_default()).unwrap_or_default();
    state["moves"]
        .as_array()
        .map(|m| m.iter().map(common::s).collect())
        .unwrap_or_default()
}

/// A game created on `w` by White (whose socket is there), joined by Black on `b` (whose socket
/// is there).
struct Seated {
    id: String,
    white_token: String,
    black_token: String,
    white: common::Client,
    black: common::Client,
}

async fn seated(w: &Server, b: &Server, control: &str) -> Seated {
    let (id, _, white_token) = w.create(control, "white", false).await;
    let (_, black_token) = b.join(&id).await;
    let white = w.connect(&id, Some(&white_token)).await;
    let black = b.connect(&id, Some(&black_token)).await;
    Seated {
        id,
        white_token,
        black_token,
        white,
        black,
    }
}

/// 1.e4 e5 (the clocks start): the clocks as White saw Black's move.
async fn e4_e5(white: &mut common::Client, black: &mut common::Client) -> Value {
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    black.moved("e2e4").await;
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    white.moved("e7e5").await["clocks"].clone()
}

/// How many relayed move events of `uci` a client has seen.
fn seen_moves(client: &common::Client, uci: &str) -> usize {
    client
        .seen
        .iter()
        .filter(|m| m["t"] == "event" && m["event"]["type"] == "move" && m["event"]["uci"] == uci)
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_across_two_nodes_with_spectators_on_both() {
    let _one = ONE_AT_A_TIME.lock().await;
    let db = Db::postgres().await;
    let a = Server::start(&db);
    let b = Server::start(&db);
    // The lobby is one: a seek posted on A is listed live on B.
    let mut lobby = common::open_with_origin(&b, "/api/lobby/socket", "http://x.test")
        .await
        .err();
    assert_eq!(
        lobby.take(),
        Some(403),
        "a foreign origin is refused on B too"
    );
    let (id, _, white_token) = a.create("3+2", "white", false).await;
    let mut white = a.connect(&id, Some(&white_token)).await;
    // Joined on B, the game starts on A, and A's socket hears of it.
    let (seat, black_token) = b.join(&id).await;
    assert_eq!(seat, "black");
    assert_eq!(white.next_of("start").await["game"]["status"], "playing");
    let mut black = b.connect(&id, Some(&black_token)).await;
    assert_eq!(black.seen[0]["seat"], "black");
    assert_eq!(black.seen[0]["game"]["white"]["connected"], true);
    let mut watch_a = a.connect(&id, None).await;
    let mut watch_b = b.connect(&id, None).await;
    let line = ["e2e4", "d7d5", "f1e2", "d5e4", "e2b5"];
    for (ply, uci) in line.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        let answer = mover.play(uci, ply as u32).await;
        assert_eq!(answer["t"], "ack", "{uci}: {answer}");
        assert_eq!(other.moved(uci).await["ply"], ply + 1);
        assert_eq!(watch_a.moved(uci).await["ply"], ply + 1);
        assert_eq!(watch_b.moved(uci).await["ply"], ply + 1);
    }
    // The same move sent again through B (a reconnect) is not played twice.
    assert_eq!(black.play("d5e4", 3).await["duplicate"], true);
    // Mate (1.e4 d5 2.Be2 dxe4 3.Bb5#), seen by everyone once, on either node.
    let end = black.event("end").await;
    assert_eq!(
        (end["result"].as_str(), end["reason"].as_str()),
        (Some("1-0"), Some("checkmate")),
        "{end}"
    );
    assert_eq!(watch_b.event("end").await["result"], "1-0");
    assert_eq!(watch_a.event("end").await["result"], "1-0");
    assert_eq!(white.event("end").await["result"], "1-0");
    for client in [&white, &black, &watch_a, &watch_b] {
        for uci in line {
            assert_eq!(seen_moves(client, uci), 1, "{uci} relayed once");
        }
    }
    assert_eq!(moves(&b, &id).await, line);
    // A rematch asked on both nodes.
    assert_eq!(white.ask(json!({"t": "rematch"})).await["t"], "ack");
    assert_eq!(black.ask(json!({"t": "rematch"})).await["t"], "ack");
    let rematch = loop {
        if let Some(g) = black.next_of("rematch").await["game"].as_str() {
            break g.to_string();
        }
    };
    // Its seats are the same tokens, colours swapped: Black (on B) now plays White.
    let mut new_white = b.connect(&rematch, Some(&black_token)).await;
    assert_eq!(new_white.seen[0]["seat"], "white");
    let mut new_black = a.connect(&rematch, Some(&white_token)).await;
    assert_eq!(new_black.seen[0]["seat"], "black");
    assert_eq!(new_white.play("d2d4", 0).await["t"], "ack");
    assert_eq!(new_black.moved("d2d4").await["ply"], 1);
    // Presence crosses nodes: Black's page on A closes, B's White sees it.
    new_black.close().await;
    loop {
        let e = new_white.event("presence").await;
        if e["color"] == "black" && e["connected"] == false {
            break;
        }
    }
    // A seek posted on B appears in A's lobby.
    let (seek, _, _) = b.create("5+3", "random", true).await;
    let (_, lobby) = a.get("/api/lobby").await;
    assert!(lobby.contains(&seek), "{lobby}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_node_running_a_game_is_killed_and_the_game_goes_on_on_the_other() {
    let _one = ONE_AT_A_TIME.lock().await;
    let db = Db::postgres().await;
    let a = Server::start(&db);
    let b = Server::start(&db);
    let Seated {
        id,
        white_token,
        black_token,
        mut white,
        mut black,
    } = seated(&a, &b, "1+0").await;
    let before = e4_e5(&mut white, &mut black).await;
    assert_eq!(before["running"], "white");
    // White thinks 1.5 s, then A (running the game, holding White's socket) is killed.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let killed = Instant::now();
    a.kill();
    drop(white);
    // Black's socket on B is closed once B sees A gone (its relay cannot go on)…
    assert!(
        black.closed().await || black.closed().await,
        "B closes the relayed socket"
    );
    // …and both players reconnect to B, which takes the game over.
    let mut white = b.reconnect(&id, Some(&white_token), 15).await;
    let mut black = b.reconnect(&id, Some(&black_token), 15).await;
    let took = killed.elapsed();
    let hello = &white.seen[0];
    assert_eq!(hello["game"]["state"]["moves"], json!(["e2e4", "e7e5"]));
    // The clock: White's 1.5 s of thought charged, the takeover not (and the moves' times
    // kept): left now is what White had at Black's move, less the thinking and what ran since
    // the takeover — never the full clock back, never the outage charged.
    // (A's last heartbeat, up to a second before it died, is what is known of its end.)
    let had = before["white"].as_u64().unwrap();
    let left = hello["game"]["state"]["clocks"]["white"].as_u64().unwrap();
    assert!(
        left <= had - 400 && left + 2_000 + took.as_millis() as u64 >= had,
        "White had {had} ms, thought 1.5 s, has {left} ms after a takeover of {took:?}"
    );
    assert!(took < Duration::from_secs(12), "taken over in {took:?}");
    // The game goes on, every move once.
    assert_eq!(white.play("g1f3", 2).await["t"], "ack");
    assert_eq!(black.moved("g1f3").await["ply"], 3);
    assert_eq!(black.play("b8c6", 3).await["t"], "ack");
    white.moved("b8c6").await;
    assert_eq!(moves(&b, &id).await, ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_falls_once_after_the_games_node_dies() {
    let _one = ONE_AT_A_TIME.lock().await;
    let db = Db::postgres().await;
    let a = Server::start(&db);
    let b = Server::start(&db);
    // 6 s each.
    let Seated {
        id,
        black_token,
        mut white,
        mut black,
        ..
    } = seated(&a, &a, "0.1+0").await;
    e4_e5(&mut white, &mut black).await;
    // Both players were on A; A dies and nobody reconnects: B takes the game by itself (its
    // clock must still run) and White's flag falls there.
    tokio::time::sleep(Duration::from_millis(500)).await;
    a.kill();
    drop((white, black));
    let until = Instant::now() + Duration::from_secs(20);
    let game = loop {
        let (_, text) = b.get(&format!("/api/games/{id}")).await;
        let game: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        if game["status"] == "ended" {
            break game;
        }
        assert!(Instant::now() < until, "no flag after 20 s: {text}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    let outcome = &game["state"]["outcome"];
    assert_eq!(
        (outcome["result"].as_str(), outcome["reason"].as_str()),
        (Some("0-1"), Some("timeout")),
        "{game}"
    );
    assert_eq!(game["state"]["clocks"]["white"], 0);
    // Black, reconnecting to B, sees the game over; no second ending is ever relayed.
    let mut black = b.reconnect(&id, Some(&black_token), 10).await;
    assert_eq!(black.seen[0]["game"]["status"], "ended");
    black.raw(r#"{"t":"ping","id":5}"#).await;
    black.next_of("pong").await;
    assert_eq!(black.ask(json!({"t": "resign"})).await["code"], "over");
    let ends = black
        .seen
        .iter()
        .filter(|m| m["t"] == "event" && m["event"]["type"] == "end")
        .count();
    assert_eq!(ends, 0, "the ending is in the hello, not relayed again");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_cut_off_from_the_database_stops_accepting_moves() {
    let _one = ONE_AT_A_TIME.lock().await;
    let db = Db::postgres().await;
    let url = db.url.clone().unwrap();
    let port: u16 = url
        .rsplit_once(':')
        .and_then(|(_, rest)| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap();
    let wire = Wire::to(port).await;
    let mut config = db.config();
    config.database = Some(url.replace(&format!(":{port}/"), &format!(":{}/", wire.port)));
    let a = Server::start_with_config(config);
    let b = Server::start(&db);
    let Seated {
        id,
        white_token,
        black_token,
        mut white,
        mut black,
    } = seated(&a, &b, "5+3").await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    black.moved("e2e4").await;
    // A loses its database; the move it is sent is refused, never acknowledged.
    wire.cut();
    let answer = black.play("e7e5", 1).await;
    assert_eq!(answer["t"], "error", "{answer}");
    assert!(
        answer["code"] == "storage" || answer["code"] == "unavailable",
        "{answer}"
    );
    // Within seconds A gives the game up by itself: White's socket there closes…
    assert!(
        white.closed().await || white.closed().await,
        "A closes its sockets"
    );
    // …A refuses new sockets, and B takes the game over: both play on there, the refused
    // move sent again and played once.
    assert!(a.try_connect(&id, Some(&white_token)).await.is_err());
    let mut white = b.reconnect(&id, Some(&white_token), 15).await;
    let mut black = b.reconnect(&id, Some(&black_token), 15).await;
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    assert_eq!(white.moved("e7e5").await["ply"], 2);
    assert_eq!(moves(&b, &id).await, ["e2e4", "e7e5"]);
    // A back on the network serves again (the game now runs on B: A relays it).
    wire.restore();
    let mut watcher = a.reconnect(&id, None, 15).await;
    assert_eq!(white.play("g1f3", 2).await["t"], "ack");
    assert_eq!(watcher.moved("g1f3").await["ply"], 3);
    assert_eq!(seen_moves(&white, "e7e5"), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_during_a_game_refuses_the_move_then_takes_it() {
    let _one = ONE_AT_A_TIME.lock().await;
    let cluster = pg::Cluster::own();
    let db = Db {
        data: tempfile::tempdir().unwrap(),
        url: Some(cluster.database().await),
    };
    let a = Server::start(&db);
    let b = Server::start(&db);
    let Seated {
        id,
        white_token,
        black_token,
        mut white,
        mut black,
    } = seated(&a, &b, "5+3").await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    black.moved("e2e4").await;
    // Postgres stops (every connection closed): Black's move is refused or its socket closed
    // (the page says "reconnecting" and keeps the move) — never acknowledged.
    cluster.stop();
    if let Some(answer) = black.try_play("e7e5", 1).await {
        assert_eq!(answer["t"], "error", "{answer}");
        assert!(
            answer["code"] == "storage" || answer["code"] == "unavailable",
            "{answer}"
        );
    }

    // It starts again 2 s later; meanwhile the client retries, as the page does (a new socket
    // once the node closes its own), until the move is taken.
    let restarting = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(2));
        cluster.start();
        cluster
    });
    let mut refused = 1;
    let until = Instant::now() + Duration::from_secs(40);
    loop {
        assert!(Instant::now() < until, "the move was never taken");
        match black.try_play("e7e5", 1).await {
            Some(answer) if answer["t"] == "ack" => break,
            Some(answer) => {
                assert_eq!(answer["t"], "error", "{answer}");
                refused += 1;
                tokio::time::sleep(Duration::from_millis(300)).await;
            }
            // The node closed the socket (cut off from the database): a new one.
            None => black = b.reconnect(&id, Some(&black_token), 30).await,
        }
    }
    let _cluster = restarting.join().unwrap();
    // The move is in the database once, and the game goes on across both nodes.
    assert_eq!(moves_in(&db, &id).await, ["e2e4", "e7e5"]);
    let mut white = if white.closed().await {
        a.reconnect(&id, Some(&white_token), 20).await
    } else {
        white
    };
    assert_eq!(white.play("g1f3", 2).await["t"], "ack");
    assert_eq!(black.moved("g1f3").await["ply"], 3);
    assert_eq!(moves(&a, &id).await, ["e2e4", "e7e5", "g1f3"]);
    eprintln!("refused while Postgres restarted: {refused}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_with_computer_players_list_one_set_of_their_seeks() {
    let _one = ONE_AT_A_TIME.lock().await;
    let db = Db::postgres().await;
    let mut config = db.config();
    config.computer = true;
    let a = Server::start_with_config(config.clone());
    let b = Server::start_with_config(config);
    let bots = |text: &str| {
        serde_json::from_str::<Vec<Value>>(text)
            .unwrap()
            .into_iter()
            .filter(|s| s["bot"] == true)
            .count()
    };
    let mut seen = 0;
    for _ in 0..150 {
        let (_, text) = a.get("/api/lobby").await;
        seen = bots(&text);
        if seen >= 12 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(seen, 12);
    // Some heartbeats later, still one set, from either node.
    tokio::time::sleep(Duration::from_secs(4)).await;
    for node in [&a, &b] {
        let (_, text) = node.get("/api/lobby").await;
        assert_eq!(bots(&text), 12, "{text}");
    }
}
