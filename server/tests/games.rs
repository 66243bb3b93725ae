//! Live games through the real server (in-process, real sockets, a real database — each test
//! runs on SQLite and on Postgres): every way a game ends, a restart in the middle of games, a
//! database that refuses a write, and the bad input a client can send.

#[macro_use]
mod common;

use common::{Db, Server, Token};
use serde_json::json;

on_both_databases!(
    a_game_to_mate_with_a_spectator_and_its_pgn,
    draw_takeback_resignation_and_abort,
    a_flag_falls_while_the_flagged_player_is_away,
    games_go_on_after_the_server_is_killed,
    a_move_sent_again_is_not_played_twice,
    bad_input_changes_nothing_and_harms_no_one_else,
    the_lobby_lists_seeks_live_and_a_join_starts_the_game,
    the_watch_socket_shows_the_games_live_with_their_positions_and_clocks,
    a_seek_is_cancelled_by_its_creator_or_when_the_creator_is_gone,
    a_seat_of_another_game_or_a_message_naming_another_game_plays_nothing,
    a_seats_token_in_the_header_or_the_address,
    a_join_sent_again_with_its_token_gets_the_same_seat,
    a_flood_past_the_refusals_closes_that_socket_only,
    the_sites_own_pages_and_configured_origins_may_open_sockets_others_not,
    names_are_text_kept_as_given_and_refused_when_they_cannot_be_shown,
    a_change_that_cannot_be_stored_is_refused_and_not_made,
);

/// A friend game: White created it, Black joined by the link; both connected.
async fn friend_game(server: &Server, control: &str) -> (String, common::Client, common::Client) {
    let (id, seat, token) = server.create(control, "white", false).await;
    assert_eq!(seat, "white");
    let mut white = server.connect(&id, Some(&token)).await;
    assert_eq!(white.seen[0]["seat"], "white");
    assert_eq!(white.seen[0]["game"]["status"], "waiting");
    let (seat, token) = server.join(&id).await;
    assert_eq!(seat, "black");
    // The creator's page learns that the game started, by itself.
    let start = white.next_of("start").await;
    assert_eq!(start["game"]["status"], "playing");
    let black = server.connect(&id, Some(&token)).await;
    assert_eq!(black.seen[0]["seat"], "black");
    (id, white, black)
}

async fn a_game_to_mate_with_a_spectator_and_its_pgn(db: Db) {
    let server = Server::start(&db);
    let (id, mut white, mut black) = friend_game(&server, "3+2").await;
    let mut watcher = server.connect(&id, None).await;
    assert_eq!(watcher.seen[0]["seat"], serde_json::Value::Null);
    let moves = ["e2e4", "d7d5", "f1e2", "d5e4", "e2b5"];
    for (ply, uci) in moves.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        let answer = mover.play(uci, ply as u32).await;
        assert_eq!(answer["t"], "ack", "{answer}");
        let seen = other.moved(uci).await;
        assert_eq!(seen["ply"], ply + 1);
        assert!(mover.moved(uci).await["san"].is_string());
        assert_eq!(watcher.event("move").await["uci"], *uci);
    }
    let end = black.event("end").await;
    assert_eq!(
        (end["result"].as_str(), end["reason"].as_str()),
        (Some("1-0"), Some("checkmate"))
    );
    assert_eq!(watcher.event("end").await["winner"], "white");
    // A spectator cannot act.
    let refused = watcher.ask(json!({"t": "resign"})).await;
    assert_eq!(refused["code"], "spectator");
    let (status, pgn) = server.get(&format!("/api/games/{id}/pgn")).await;
    assert_eq!(status, 200);
    assert!(
        pgn.contains("[Result \"1-0\"]") && pgn.contains("[Termination \"checkmate\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("[White \"Ann\"]") && pgn.contains("[Black \"Bob\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("3. Cb5# {[%clk 0:03:"), "{pgn}");
    let read = alice_chess::pgn::read_pgn(&pgn).unwrap();
    assert_eq!(read.game.ply(), 5);
    assert!(read.clocks.iter().all(Option::is_some));
    let (_, json) = server.get(&format!("/api/games/{id}")).await;
    assert!(!json.contains("token"), "no token is ever shown: {json}");
}

async fn draw_takeback_resignation_and_abort(db: Db) {
    let server = Server::start(&db);
    // Draw agreed.
    let (_, mut white, mut black) = friend_game(&server, "5+3").await;
    white.play("e2e4", 0).await;
    black.play("e7e5", 1).await;
    assert_eq!(
        white.ask(json!({"t": "offer", "kind": "draw"})).await["t"],
        "ack"
    );
    let offer = black.event("offer").await;
    assert_eq!(
        (offer["kind"].as_str(), offer["by"].as_str()),
        (Some("draw"), Some("white"))
    );
    assert_eq!(
        black.ask(json!({"t": "accept", "kind": "draw"})).await["t"],
        "ack"
    );
    assert_eq!(white.event("end").await["reason"], "agreement");

    // A takeback, then resignation.
    let (_, mut white, mut black) = friend_game(&server, "5+3").await;
    white.play("e2e4", 0).await;
    black.play("e7e5", 1).await;
    white.play("d1h5", 2).await;
    white.ask(json!({"t": "offer", "kind": "takeback"})).await;
    black.event("offer").await;
    let wrong = white.ask(json!({"t": "accept", "kind": "takeback"})).await;
    assert_eq!(
        wrong["code"], "offer.none",
        "one's own offer cannot be accepted"
    );
    black.ask(json!({"t": "accept", "kind": "takeback"})).await;
    let back = white.event("takeback").await;
    assert_eq!(
        (back["plies"].as_u64(), back["ply"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(white.play("g1f3", 2).await["t"], "ack");
    assert_eq!(black.ask(json!({"t": "resign"})).await["t"], "ack");
    let end = white.event("end").await;
    assert_eq!(
        (end["result"].as_str(), end["reason"].as_str()),
        (Some("1-0"), Some("resignation"))
    );
    let late = white.play("b1c3", 3).await;
    assert_eq!(late["code"], "over");

    // Abort before both have moved; not after.
    let (_, mut white, mut black) = friend_game(&server, "5+3").await;
    white.play("e2e4", 0).await;
    assert_eq!(black.ask(json!({"t": "abort"})).await["t"], "ack");
    assert_eq!(white.event("end").await["reason"], "aborted");
    let (_, mut white, mut black) = friend_game(&server, "5+3").await;
    white.play("e2e4", 0).await;
    black.play("e7e5", 1).await;
    assert_eq!(white.ask(json!({"t": "abort"})).await["code"], "abort.late");
}

async fn a_flag_falls_while_the_flagged_player_is_away(db: Db) {
    let server = Server::start(&db);
    // 0.05 minutes: 3 s each.
    let (id, mut white, mut black) = friend_game(&server, "0.05+0").await;
    white.play("e2e4", 0).await;
    black.play("e7e5", 1).await;
    white.close().await;
    let gone = black.event("presence").await;
    assert_eq!(
        (gone["color"].as_str(), gone["connected"].as_bool()),
        (Some("white"), Some(false))
    );
    let started = std::time::Instant::now();
    let end = black.event("end").await;
    assert!(started.elapsed().as_millis() < 4_000);
    assert_eq!(
        (end["result"].as_str(), end["reason"].as_str()),
        (Some("0-1"), Some("timeout"))
    );
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let game: serde_json::Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["status"], "ended");
    assert_eq!(game["state"]["clocks"]["white"], 0);
}

async fn games_go_on_after_the_server_is_killed(db: Db) {
    let server = Server::start(&db);
    let (live_id, mut white, mut black) = friend_game(&server, "10+5").await;
    white.play("e2e4", 0).await;
    black.play("e7e5", 1).await;
    white.play("g1f3", 2).await;
    let (corr_id, corr_seat, corr_token) = server.create("corr-3", "black", false).await;
    assert_eq!(corr_seat, "black");
    let (_, corr_white_token) = server.join(&corr_id).await;
    let mut cw = server.connect(&corr_id, Some(&corr_white_token)).await;
    cw.play("d2d4", 0).await;
    let clocks_before = {
        let (_, g) = server.get(&format!("/api/games/{live_id}")).await;
        serde_json::from_str::<serde_json::Value>(&g).unwrap()["state"]["clocks"].clone()
    };
    // Black thinks until the crash, and that time is charged: on a loaded machine the kill may
    // come a second after the clocks were read.
    let read = std::time::Instant::now();
    server.kill();
    let thought = read.elapsed().as_millis() as u64;
    drop((white, black, cw));
    // Down for 1.5 s: the clocks must not run meanwhile.
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let server = Server::start(&db);
    let (_, g) = server.get(&format!("/api/games/{live_id}")).await;
    let g: serde_json::Value = serde_json::from_str(&g).unwrap();
    assert_eq!(g["state"]["moves"], json!(["e2e4", "e7e5", "g1f3"]));
    let black_clock = g["state"]["clocks"]["black"].as_u64().unwrap();
    let before = clocks_before["black"].as_u64().unwrap();
    // Not charged for the 1.5 s the server was down (given back, at most, the time of its turn
    // before the crash).
    assert!(
        black_clock + 500 + thought >= before,
        "Black's clock ran while the server was down: {before} → {black_clock} ({thought} ms to the kill)"
    );
    assert!(black_clock <= 600_000);
    // The correspondence game: Black (the creator) answers after the restart.
    let mut cb = server.connect(&corr_id, Some(&corr_token)).await;
    assert_eq!(cb.seen[0]["game"]["state"]["moves"], json!(["d2d4"]));
    assert_eq!(cb.play("d7d5", 1).await["t"], "ack");
    let (_, pgn) = server.get(&format!("/api/games/{corr_id}/pgn")).await;
    assert!(
        pgn.contains("[TimeControl \"1/259200\"]") && pgn.contains("1... Pd5"),
        "{pgn}"
    );
}

async fn a_move_sent_again_is_not_played_twice(db: Db) {
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("5+3", "white", false).await;
    let (_, black_token) = server.join(&id).await;
    let mut white = server.connect(&id, Some(&white_token)).await;
    let mut black = server.connect(&id, Some(&black_token)).await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    // The same move again (a reconnect that did not see its ack): acknowledged, not replayed.
    let again = white.play("e2e4", 0).await;
    assert_eq!(
        (again["t"].as_str(), again["duplicate"].as_bool()),
        (Some("ack"), Some(true))
    );
    // Another move at a ply that is past: stale.
    assert_eq!(white.play("d2d4", 0).await["code"], "stale");
    // Black's move at the wrong ply is refused; at the right one it plays.
    assert_eq!(black.play("e7e5", 0).await["code"], "stale");
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    // The same player in a second tab: the same seat, and it plays.
    let mut second_tab = server.connect(&id, Some(&white_token)).await;
    assert_eq!(second_tab.seen[0]["seat"], "white");
    assert_eq!(second_tab.play("g1f3", 2).await["t"], "ack");
    assert_eq!(white.moved("g1f3").await["ply"], 3);
    // Closing one tab is not leaving.
    second_tab.close().await;
    assert_eq!(black.play("b8c6", 3).await["t"], "ack");
    let still = white
        .seen
        .iter()
        .chain(black.seen.iter())
        .any(|m| m["event"]["type"] == "presence" && m["event"]["connected"] == false);
    assert!(!still, "a second tab closing is not a departure");
    let (_, g) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&g).unwrap()["state"]["ply"],
        4
    );
}

async fn bad_input_changes_nothing_and_harms_no_one_else(db: Db) {
    let server = Server::start(&db);
    let (id, mut white, mut black) = friend_game(&server, "5+3").await;
    let (other_id, mut other_white, mut other_black) = friend_game(&server, "5+3").await;
    // Not JSON, an unknown kind, a missing field, another version, a wrong seat.
    white.raw("not json").await;
    assert_eq!(white.next_of("error").await["code"], "json");
    for (msg, code) in [
        (json!({"t": "fly"}), "message"),
        (json!({"t": "move", "uci": "e2e4"}), "message"),
        (
            json!({"t": "move", "uci": "e2e4", "ply": 0, "v": 7}),
            "version",
        ),
        (json!({"t": "offer", "kind": "cake"}), "message"),
        (json!({"t": "claim"}), "claim.none"),
        (json!({"t": "rematch"}), "rematch"),
    ] {
        assert_eq!(white.ask(msg.clone()).await["code"], code, "{msg}");
    }
    assert_eq!(black.play("e7e5", 0).await["code"], "turn");
    assert_eq!(white.play("e2e5", 0).await["code"], "move");
    // A seat token of another game is no seat here.
    let stranger = server.connect(&id, Some(&"0".repeat(32))).await;
    assert_eq!(stranger.seen[0]["seat"], serde_json::Value::Null);
    // An oversized message closes that socket only.
    let mut big = server.connect(&id, None).await;
    big.raw(&format!(
        "{{\"t\":\"ping\",\"pad\":\"{}\"}}",
        "x".repeat(10_000)
    ))
    .await;
    assert!(big.closed().await);
    // A flood is throttled; the others are served meanwhile.
    for _ in 0..60 {
        white.raw(r#"{"t":"ping"}"#).await;
    }
    let mut throttled = 0;
    let mut pongs = 0;
    while pongs + throttled < 60 {
        let v = white.next().await;
        match v["t"].as_str() {
            Some("pong") => pongs += 1,
            Some("error") if v["code"] == "throttled" => throttled += 1,
            _ => {}
        }
    }
    // 20 at once at most (fewer here: white spent some above), then 10 a second.
    assert!(
        throttled >= 30 && (1..=25).contains(&pongs),
        "{pongs} pongs, {throttled} throttled"
    );
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    white.raw(r#"{"t":"ping","id":999}"#).await;
    loop {
        let v = white.next().await;
        if v["id"] == 999 {
            assert_eq!(v["t"], "pong", "the budget refills: {v}");
            break;
        }
    }
    assert_eq!(other_white.play("d2d4", 0).await["t"], "ack");
    assert_eq!(other_black.moved("d2d4").await["ply"], 1);
    let _ = other_id;
    // Nothing changed in the first game.
    let (_, g) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&g).unwrap()["state"]["ply"],
        0
    );

    // HTTP: bad bodies, unknown games, a taken seat.
    for body in [
        json!({}),
        json!({"control": "3+2", "color": "green"}),
        json!({"control": "181+0"}),
        json!({"control": "-"}),
        json!({"control": "3+2", "name": "x".repeat(41)}),
        json!({"control": "3+2", "extra": 1}),
    ] {
        let (status, reply) = server.post("/api/games", body.clone()).await;
        assert_eq!(status, 400, "{body} → {reply}");
        assert!(reply["error"]["message"].is_string());
    }
    assert_eq!(server.get("/api/games/0123456789abcdef").await.0, 404);
    assert_eq!(server.get("/api/games/../../etc/passwd").await.0, 404);
    assert_eq!(
        server
            .post(&format!("/api/games/{id}/join"), json!({}))
            .await
            .0,
        409
    );
    let (status, _) = server
        .request("POST", "/api/games", &"x".repeat(10_000))
        .await;
    assert_eq!(status, 413);
    // A page of another origin cannot open a game's socket.
    let mut req = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(
        format!("ws://{}/api/games/{id}/socket", server.addr),
    )
    .unwrap();
    req.headers_mut()
        .insert("origin", "https://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(req).await.is_err());
}

async fn the_lobby_lists_seeks_live_and_a_join_starts_the_game(db: Db) {
    let server = Server::start(&db);
    let (mut lobby, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/lobby/socket", server.addr))
            .await
            .unwrap();
    async fn next(
        lobby: &mut tokio_tungstenite::WebSocketStream<
            tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
        >,
    ) -> serde_json::Value {
        use futures_util::StreamExt;
        let msg = tokio::time::timeout(std::time::Duration::from_secs(10), lobby.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        serde_json::from_str(msg.to_text().unwrap()).unwrap()
    }
    assert_eq!(next(&mut lobby).await["seeks"], json!([]));
    let (id, seat, token) = server.create("3+2", "random", true).await;
    let listed = next(&mut lobby).await;
    assert_eq!(listed["seeks"][0]["id"], id.as_str());
    assert_eq!(listed["seeks"][0]["control"], "3+2");
    assert_eq!(listed["seeks"][0]["color"], "random");
    let mut creator = server.connect(&id, Some(&token)).await;
    let (joined_seat, _) = server.join(&id).await;
    assert_ne!(joined_seat, seat);
    creator.next_of("start").await;
    assert_eq!(
        next(&mut lobby).await["seeks"],
        json!([]),
        "a joined seek leaves the lobby"
    );
    let (_, playing) = server.get("/api/games").await;
    assert!(playing.contains(&id));
}

async fn the_watch_socket_shows_the_games_live_with_their_positions_and_clocks(db: Db) {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let server = Server::start(&db);
    let (mut watch, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/watch/socket", server.addr))
            .await
            .unwrap();
    type Ws = tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >;
    /// The next list whose first game passes `ok` (lists come as games change, within 10 s).
    async fn until(watch: &mut Ws, ok: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
        loop {
            let msg = tokio::time::timeout(std::time::Duration::from_secs(10), watch.next())
                .await
                .expect("a list within 10 s")
                .unwrap()
                .unwrap();
            let Message::Text(text) = msg else { continue };
            let v: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(v["t"], "games", "{v}");
            if v["games"].get(0).is_some_and(&ok) {
                return v["games"][0].clone();
            }
        }
    }
    let first = tokio::time::timeout(std::time::Duration::from_secs(10), watch.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    assert_eq!(first.to_text().unwrap(), r#"{"t":"games","games":[]}"#);
    let (id, mut white, mut black) = friend_game(&server, "3+2").await;
    let started = until(&mut watch, |g| g["id"] == id.as_str()).await;
    assert_eq!(started["ply"], 0);
    assert_eq!(
        started["fen"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(started["lastMove"], serde_json::Value::Null);
    assert_eq!(started["control"], "3+2");
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    assert_eq!(black.play("d7d5", 1).await["t"], "ack");
    // Each move reaches the watchers by itself: the position, the last move, the clocks.
    let moved = until(&mut watch, |g| g["ply"] == 2).await;
    assert_eq!(moved["id"], id.as_str());
    assert_eq!(moved["lastMove"], "d7d5");
    assert!(moved["fen"].as_str().unwrap().contains(" w "), "{moved}");
    assert_eq!(moved["clocks"]["running"], "white");
    let left = moved["clocks"]["white"].as_u64().unwrap();
    assert!(left > 170_000 && left <= 180_000, "{moved}");
    // The same list over HTTP, its clocks as of the answer.
    let (_, playing) = server.get("/api/games").await;
    let playing: serde_json::Value = serde_json::from_str(&playing).unwrap();
    assert_eq!(playing[0]["lastMove"], "d7d5");
    assert!(playing[0]["clocks"]["white"].as_u64().unwrap() <= left);
    // The game ends: it leaves the list.
    assert_eq!(white.ask(json!({"t": "resign"})).await["t"], "ack");
    let gone = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        loop {
            let msg = watch.next().await.unwrap().unwrap();
            if msg.to_text().unwrap() == r#"{"t":"games","games":[]}"# {
                break;
            }
        }
    })
    .await;
    assert!(gone.is_ok(), "an ended game leaves the list");
    // The socket takes no messages: a flood closes it.
    for _ in 0..500 {
        if watch.send(Message::Text("{}".into())).await.is_err() {
            break;
        }
    }
    let closed = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        while let Some(Ok(_)) = watch.next().await {}
    })
    .await;
    assert!(closed.is_ok(), "a watch socket that floods is still open");
}

async fn a_seek_is_cancelled_by_its_creator_or_when_the_creator_is_gone(db: Db) {
    let server = Server::start(&db);
    let (id, _, token) = server.create("5+3", "white", true).await;
    let mut creator = server.connect(&id, Some(&token)).await;
    assert_eq!(creator.ask(json!({"t": "resign"})).await["code"], "waiting");
    assert_eq!(creator.ask(json!({"t": "abort"})).await["t"], "ack");
    creator.next_of("cancelled").await;
    assert_eq!(server.get("/api/lobby").await.1, "[]");
    assert_eq!(
        server
            .post(&format!("/api/games/{id}/join"), json!({}))
            .await
            .0,
        409
    );

    // A seek whose creator closed the page leaves the lobby after the grace period; a friend
    // link stays.
    let (seek, _, token) = server.create("5+3", "black", true).await;
    let (friend, _, _) = server.create("5+3", "black", false).await;
    let page = server.connect(&seek, Some(&token)).await;
    page.close().await;
    assert!(server.get("/api/lobby").await.1.contains(&seek));
    tokio::time::sleep(std::time::Duration::from_millis(
        alice_server::lobby::SEEK_GRACE_MS + 1500,
    ))
    .await;
    assert_eq!(server.get("/api/lobby").await.1, "[]");
    assert_eq!(
        server
            .post(&format!("/api/games/{friend}/join"), json!({}))
            .await
            .0,
        200
    );
}

/// The game's ply, as the server has it.
async fn ply_of(server: &Server, id: &str) -> u64 {
    let (_, g) = server.get(&format!("/api/games/{id}")).await;
    serde_json::from_str::<serde_json::Value>(&g).unwrap()["state"]["ply"]
        .as_u64()
        .unwrap()
}

async fn a_seat_of_another_game_or_a_message_naming_another_game_plays_nothing(db: Db) {
    let server = Server::start(&db);
    let (id, mut white, mut black) = friend_game(&server, "5+3").await;
    let (other, _, other_white_token) = server.create("5+3", "white", false).await;
    let (_, other_black_token) = server.join(&other).await;
    // The other game's real seat tokens hold no seat here: their holder only watches.
    for token in [&other_white_token, &other_black_token] {
        let mut intruder = server.connect(&id, Some(token)).await;
        assert_eq!(intruder.seen[0]["seat"], serde_json::Value::Null);
        assert_eq!(intruder.play("e2e4", 0).await["code"], "spectator");
        assert_eq!(
            intruder.ask(json!({"t": "abort"})).await["code"],
            "spectator"
        );
        intruder.close().await;
    }
    // A message cannot name another game (or carry a token): the game and seat are the socket's.
    for extra in [
        json!({"game": other}),
        json!({"token": other_white_token}),
        json!({"seat": "black"}),
    ] {
        let mut msg = json!({"t": "move", "uci": "e2e4", "ply": 0});
        for (k, v) in extra.as_object().unwrap() {
            msg[k] = v.clone();
        }
        assert_eq!(white.ask(msg.clone()).await["code"], "message", "{msg}");
    }
    // A binary frame is no message either.
    white.binary(br#"{"t":"move","uci":"e2e4","ply":0}"#).await;
    assert_eq!(white.next_of("error").await["code"], "message");
    assert_eq!(
        (ply_of(&server, &id).await, ply_of(&server, &other).await),
        (0, 0)
    );
    // The seats themselves still play, each in its own game.
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    assert_eq!(black.moved("e2e4").await["ply"], 1);
    let mut other_white = server.connect(&other, Some(&other_white_token)).await;
    assert_eq!(other_white.play("d2d4", 0).await["t"], "ack");
    assert_eq!(other_white.moved("d2d4").await["ply"], 1);
    assert_eq!(
        (ply_of(&server, &id).await, ply_of(&server, &other).await),
        (1, 1)
    );
}

async fn a_seats_token_in_the_header_or_the_address(db: Db) {
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("5+3", "white", false).await;
    let (_, black_token) = server.join(&id).await;
    let seat = |c: &common::Client| c.seen[0]["seat"].clone();
    // As the site's pages give it: a subprotocol (the server answers `alice-chess`: checked by
    // try_connect_by).
    let by_header = server
        .try_connect_by(&id, Some(Token::Header(&white_token)))
        .await
        .unwrap();
    assert_eq!(seat(&by_header), "white");
    // In the address: still read, for clients that cannot set subprotocols.
    let by_address = server
        .try_connect_by(&id, Some(Token::Address(&black_token)))
        .await
        .unwrap();
    assert_eq!(seat(&by_address), "black");
    // Both: the header's.
    let both = server
        .try_connect_by(
            &id,
            Some(Token::Both {
                header: &black_token,
                address: &white_token,
            }),
        )
        .await
        .unwrap();
    assert_eq!(seat(&both), "black");
    // None, or one that is no seat here: a spectator.
    let none = server.try_connect_by(&id, None).await.unwrap();
    assert_eq!(seat(&none), serde_json::Value::Null);
    let wrong = "0".repeat(32);
    let guess = server
        .try_connect_by(&id, Some(Token::Header(&wrong)))
        .await
        .unwrap();
    assert_eq!(seat(&guess), serde_json::Value::Null);
}

async fn a_join_sent_again_with_its_token_gets_the_same_seat(db: Db) {
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("5+3", "white", false).await;
    let path = format!("/api/games/{id}/join");
    // A token that is not 32 lowercase hex digits is refused, and takes nothing.
    for bad in ["abc", &"A".repeat(32), &"g".repeat(32), &"0".repeat(33)] {
        let (status, body) = server.post(&path, json!({"token": bad})).await;
        assert_eq!(status, 400, "{bad}: {body}");
    }
    // The player's own token: its seat.
    let mine = "0123456789abcdef0123456789abcdef";
    let (status, first) = server
        .post(&path, json!({"name": "Bob", "token": mine}))
        .await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(
        (first["seat"].as_str(), first["token"].as_str()),
        (Some("black"), Some(mine))
    );
    // Its answer lost, the join is sent again: the same seat, nothing else changes.
    let (status, again) = server
        .post(&path, json!({"name": "Bob", "token": mine}))
        .await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again, first);
    // Anyone else: taken. The creator's token asks for nothing new either: its own seat.
    let other = "f".repeat(32);
    assert_eq!(server.post(&path, json!({"token": other})).await.0, 409);
    let (_, creator) = server.post(&path, json!({"token": white_token})).await;
    assert_eq!(creator["seat"], "white");
    // The seat plays with the token chosen.
    let black = server.connect(&id, Some(mine)).await;
    assert_eq!(black.seen[0]["seat"], "black");
    assert_eq!(black.seen[0]["game"]["status"], "playing");
    assert_eq!(black.seen[0]["game"]["black"]["name"], "Bob");
}

async fn a_flood_past_the_refusals_closes_that_socket_only(db: Db) {
    use alice_server::socket::{BURST, MAX_REFUSED, PER_SECOND};
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("5+3", "white", false).await;
    let (_, black_token) = server.join(&id).await;
    let mut white = server.connect(&id, Some(&white_token)).await;
    let mut black = server.connect(&id, Some(&black_token)).await;
    let mut watcher = server.connect(&id, None).await;
    // Far more than the burst and the refusals, at once.
    let flood = BURST as usize + MAX_REFUSED as usize + 100;
    let started = std::time::Instant::now();
    for _ in 0..flood {
        if !white.try_raw(r#"{"t":"ping"}"#).await {
            break;
        }
    }
    assert!(white.closed().await, "the flooding socket is closed");
    let count = |t: &str, code: Option<&str>| {
        white
            .seen
            .iter()
            .filter(|m| m["t"] == t && code.is_none_or(|c| m["code"] == c))
            .count()
    };
    let (pongs, throttled) = (count("pong", None), count("error", Some("throttled")));
    // The bucket refills while the flood is sent (slowly, on a busy machine).
    let refilled = (PER_SECOND * started.elapsed().as_secs_f64()).ceil() as usize;
    // Not every refusal is read: the server closes while the flood still arrives, and the
    // connection's reset may drop answers already sent. At least one is seen.
    assert!(
        throttled >= 1 && pongs <= BURST as usize + refilled + 5,
        "{pongs} pongs, {throttled} throttled before the close"
    );
    assert!(
        pongs + throttled < flood,
        "closed before answering everything: {pongs} + {throttled} of {flood}"
    );
    // The others were not touched; the same player on a new socket plays on.
    watcher.raw(r#"{"t":"ping","id":5}"#).await;
    assert_eq!(
        watcher.next_of("pong").await["id"],
        5,
        "the spectator is served"
    );
    let mut white = server.connect(&id, Some(&white_token)).await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    assert_eq!(black.moved("e2e4").await["ply"], 1);
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    assert_eq!(ply_of(&server, &id).await, 2);
}

async fn the_sites_own_pages_and_configured_origins_may_open_sockets_others_not(db: Db) {
    let mut config = db.config();
    config.origins.push("https://friend.example".into());
    let server = Server::start_with_config(config);
    let (id, _, _) = server.create("5+3", "white", false).await;
    let own = format!("http://{}", server.addr);
    for (path, first) in [
        (format!("/api/games/{id}/socket"), "hello"),
        ("/api/lobby/socket".to_string(), "lobby"),
        ("/api/watch/socket".to_string(), "games"),
    ] {
        for origin in [own.as_str(), "https://friend.example"] {
            let opened = common::open_with_origin(&server, &path, origin).await;
            assert_eq!(
                opened.as_ref().map(|m| m["t"].clone()),
                Ok(json!(first)),
                "{path} from {origin}: {opened:?}"
            );
        }
        for origin in [
            "https://evil.example".to_string(),
            "http://friend.example".to_string(),
            "https://friend.example.evil.example".to_string(),
            format!("{own}.evil.example"),
            format!("http://evil.example/{}", server.addr),
            "null".to_string(),
        ] {
            assert_eq!(
                common::open_with_origin(&server, &path, &origin)
                    .await
                    .map(|m| m["t"].clone()),
                Err(403),
                "{path} from {origin}"
            );
        }
    }
}

async fn names_are_text_kept_as_given_and_refused_when_they_cannot_be_shown(db: Db) {
    let server = Server::start(&db);
    let markup = r#"<b a="x()">A</b>&\{;"#;
    assert!(markup.chars().count() <= alice_server::names::MAX_GRAPHEMES);
    let (status, created) = server
        .post(
            "/api/games",
            json!({"control": "5+3", "color": "white", "seek": true, "name": markup}),
        )
        .await;
    assert_eq!(status, 201, "{created}");
    let id = common::s(&created["id"]);
    let (_, lobby) = server.get("/api/lobby").await;
    let lobby: serde_json::Value = serde_json::from_str(&lobby).unwrap();
    assert_eq!(lobby[0]["name"], markup, "the lobby shows it as given");
    // A name is trimmed; one of only spaces is no name.
    let (status, _) = server
        .post(&format!("/api/games/{id}/join"), json!({"name": "  Bob  "}))
        .await;
    assert_eq!(status, 200);
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let game: serde_json::Value = serde_json::from_str(&game).unwrap();
    assert_eq!(
        (
            game["white"]["name"].as_str(),
            game["black"]["name"].as_str()
        ),
        (Some(markup), Some("Bob"))
    );
    let watcher = server.connect(&id, None).await;
    assert_eq!(watcher.seen[0]["game"]["white"]["name"], markup);
    let (_, playing) = server.get("/api/games").await;
    let playing: serde_json::Value = serde_json::from_str(&playing).unwrap();
    assert_eq!(playing[0]["white"], markup);
    // The PGN escapes it in its tag and reads back as given.
    let (_, pgn) = server.get(&format!("/api/games/{id}/pgn")).await;
    assert!(
        pgn.contains(r#"[White "<b a=\"x()\">A</b>&\\{;"]"#),
        "{pgn}"
    );
    let read = alice_chess::pgn::read_pgn(&pgn).unwrap();
    assert_eq!(read.tags.get("White"), Some(markup));
    assert_eq!(read.tags.get("Black"), Some("Bob"));

    let (_, created) = server
        .post("/api/games", json!({"control": "5+3", "name": "   "}))
        .await;
    let (_, game) = server
        .get(&format!("/api/games/{}", common::s(&created["id"])))
        .await;
    let game: serde_json::Value = serde_json::from_str(&game).unwrap();
    let creator = if game["white"].is_null() {
        "black"
    } else {
        "white"
    };
    assert_eq!(game[creator]["name"], serde_json::Value::Null);

    // Characters are counted as a reader counts them, not bytes: 20 two-byte letters are a
    // name, 21 are not.
    let (status, body) = server
        .post(
            "/api/games",
            json!({"control": "5+3", "name": "é".repeat(alice_server::names::MAX_GRAPHEMES)}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    // Control characters (C0, DEL, C1), a name too long, a name that is not a string: refused,
    // for the creator and for the one who joins — and a refused join takes no seat.
    let (waiting, _, _) = server.create("5+3", "white", false).await;
    for name in [
        json!("Ann\nBob"),
        json!("Ann\u{0}"),
        json!("\u{1b}[31mAnn"),
        json!("An\u{7f}n"),
        json!("An\u{85}n"),
        json!("é".repeat(alice_server::names::MAX_GRAPHEMES + 1)),
        json!(5),
        json!(["Ann"]),
    ] {
        let (status, body) = server
            .post("/api/games", json!({"control": "5+3", "name": name}))
            .await;
        assert_eq!(status, 400, "create as {name}: {body}");
        let (status, body) = server
            .post(&format!("/api/games/{waiting}/join"), json!({"name": name}))
            .await;
        assert_eq!(status, 400, "join as {name}: {body}");
    }
    assert_eq!(
        server
            .post(&format!("/api/games/{waiting}/join"), json!({"name": "Cy"}))
            .await
            .0,
        200
    );
}

/// A change the database refuses is answered `storage`, not made and not relayed; once the
/// database takes writes again the same move plays. A rematch is stored with its link from the
/// game it follows, or not at all.
async fn a_change_that_cannot_be_stored_is_refused_and_not_made(db: Db) {
    let server = Server::start(&db);
    let (id, mut white, mut black) = friend_game(&server, "5+3").await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    db.refuse_writes().await;
    let refused = black.play("e7e5", 1).await;
    assert_eq!(refused["code"], "storage", "{refused}");
    assert_eq!(ply_of(&server, &id).await, 1, "not made");
    // A new game, or a seat taken: refused as well (503).
    let (status, body) = server
        .post("/api/games", json!({"control": "5+3", "color": "white"}))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (503, Some("storage"))
    );
    let (waiting, _, _) = {
        db.allow_writes().await;
        let created = server.create("5+3", "white", false).await;
        db.refuse_writes().await;
        created
    };
    let (status, body) = server
        .post(&format!("/api/games/{waiting}/join"), json!({}))
        .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (503, Some("storage"))
    );
    db.allow_writes().await;
    assert_eq!(
        server.join(&waiting).await.0,
        "black",
        "the seat is still free"
    );
    // The same move again: played, and relayed once.
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    assert_eq!(white.moved("e7e5").await["ply"], 2);
    white.raw(r#"{"t":"ping","id":77}"#).await;
    assert_eq!(white.next_of("pong").await["id"], 77);
    let relayed = white
        .seen
        .iter()
        .filter(|m| m["event"]["type"] == "move" && m["event"]["uci"] == "e7e5")
        .count();
    assert_eq!(relayed, 1, "the refused move was never relayed");
    // A rematch that cannot be stored is refused; asked again, it is made.
    assert_eq!(white.ask(json!({"t": "resign"})).await["t"], "ack");
    black.event("end").await;
    db.refuse_writes().await;
    assert_eq!(white.ask(json!({"t": "rematch"})).await["t"], "ack");
    assert_eq!(black.ask(json!({"t": "rematch"})).await["code"], "storage");
    db.allow_writes().await;
    assert_eq!(white.ask(json!({"t": "rematch"})).await["t"], "ack");
    assert_eq!(black.ask(json!({"t": "rematch"})).await["t"], "ack");
    let rematch = loop {
        let m = white.next_of("rematch").await;
        if let Some(game) = m["game"].as_str() {
            break game.to_string();
        }
    };
    // All of it survives a restart: the moves, the end, the link to the one rematch.
    server.kill();
    let server = Server::start(&db);
    let (_, g) = server.get(&format!("/api/games/{id}")).await;
    let g: serde_json::Value = serde_json::from_str(&g).unwrap();
    assert_eq!(g["state"]["moves"], json!(["e2e4", "e7e5"]));
    assert_eq!(
        (g["status"].as_str(), g["rematch"].as_str()),
        (Some("ended"), Some(rematch.as_str()))
    );
    let (_, playing) = server.get("/api/games").await;
    let playing: serde_json::Value = serde_json::from_str(&playing).unwrap();
    let ids: Vec<&str> = playing
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|g| g["id"].as_str())
        .collect();
    assert!(ids.contains(&rematch.as_str()), "{ids:?}");
    assert!(!ids.contains(&id.as_str()));
}
