//! A game's chat, in two rooms: the players' and the spectators'. Stored before it is relayed,
//! in every `hello` of its room after a reload or a restart, never shown to the other room, and
//! bounded (a seat's lines, a spectator socket's and address's).

#[macro_use]
mod common;

use common::{s, Db, Server, Token};
use serde_json::json;

on_both_databases!(
    players_chat_and_spectators_never_see_it,
    chat_lines_are_bounded,
    spectators_have_a_room_of_their_own,
    players_read_the_spectators_room_once_over
);

async fn players_chat_and_spectators_never_see_it(db: Db) {
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("5+3", "white", false).await;
    let mut white = server.connect(&id, Some(&white_token)).await;
    let early = white.ask(json!({"t": "chat", "text": "anyone?"})).await;
    assert_eq!(early["code"], "waiting", "{early}");
    let (_, black_token) = server.join(&id).await;
    white.next_of("start").await;
    let mut black = server.connect(&id, Some(&black_token)).await;
    let mut watcher = server.connect(&id, None).await;
    assert_eq!(watcher.seen[0]["chat"], json!([]));

    assert_eq!(
        white
            .ask(json!({"t": "chat", "text": "  good   luck "}))
            .await["t"],
        "ack"
    );
    let line = black.next_of("chat").await;
    assert_eq!(line["room"], "player");
    assert_eq!(line["line"]["text"], "good luck");
    assert_eq!(line["line"]["seat"], "white");
    assert_eq!(line["line"]["name"], "Ann");
    assert_eq!(line["line"]["seq"], 0);
    // The spectator sees the move that follows, never the line; and cannot write.
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    watcher.event("move").await;
    assert!(
        watcher.seen.iter().all(|m| m["t"] != "chat"),
        "{:?}",
        watcher.seen
    );
    // A spectator's line goes to the spectators' room (see `spectators_have_a_room_of_their_own`).
    let refused = watcher.ask(json!({"t": "resign"})).await;
    assert_eq!(refused["code"], "spectator");
    assert_eq!(
        black.ask(json!({"t": "chat", "text": "you too"})).await["t"],
        "ack"
    );

    // A reload: the player's hello holds the lines, in order; a spectator's none.
    let again = server.connect(&id, Some(&black_token)).await;
    let lines = again.seen[0]["chat"].as_array().unwrap().clone();
    let texts: Vec<String> = lines.iter().map(|l| s(&l["text"])).collect();
    assert_eq!(texts, ["good luck", "you too"]);
    assert_eq!(server.connect(&id, None).await.seen[0]["chat"], json!([]));

    // A restart: nothing lost, and the numbering goes on.
    drop((white, black, watcher, again));
    server.kill();
    let server = Server::start(&db);
    let mut white = server.connect(&id, Some(&white_token)).await;
    assert_eq!(white.seen[0]["chat"].as_array().unwrap().len(), 2);
    assert_eq!(
        white.ask(json!({"t": "chat", "text": "still here"})).await["t"],
        "ack"
    );
    let black = server.connect(&id, Some(&black_token)).await;
    let last = &black.seen[0]["chat"][2];
    assert_eq!(
        (s(&last["text"]), last["seq"].as_i64()),
        ("still here".into(), Some(2))
    );
}

async fn chat_lines_are_bounded(db: Db) {
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("corr-3", "white", false).await;
    let mut white = server.connect(&id, Some(&white_token)).await;
    let (_, black_token) = server.join(&id).await;
    white.next_of("start").await;
    let mut black = server.connect(&id, Some(&black_token)).await;
    for (text, code) in [
        ("x".repeat(141), "chat"),
        ("   ".to_string(), "chat"),
        ("evil \u{202e}olleh".to_string(), "chat"),
        ("line\nbreak".to_string(), "chat"),
    ] {
        let answer = white.ask(json!({"t": "chat", "text": text})).await;
        assert_eq!(answer["code"], code, "{text:?}: {answer}");
    }
    assert_eq!(
        white
            .ask(json!({"t": "chat", "text": "é".repeat(140)}))
            .await["t"],
        "ack"
    );
    // A few lines in ten seconds, then refused; the other seat has its own.
    for _ in 0..2 {
        assert_eq!(
            white.ask(json!({"t": "chat", "text": "hi"})).await["t"],
            "ack"
        );
    }
    let throttled = white.ask(json!({"t": "chat", "text": "hi again"})).await;
    assert_eq!(throttled["code"], "chat-throttled", "{throttled}");
    assert_eq!(
        black.ask(json!({"t": "chat", "text": "hello"})).await["t"],
        "ack"
    );
    let refused = white.ask(json!({"t": "chat", "text": 5})).await;
    assert_eq!(refused["code"], "message");
}

async fn spectators_have_a_room_of_their_own(db: Db) {
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("10+5", "white", false).await;
    let mut white = server.connect(&id, Some(&white_token)).await;
    let mut early = server.connect(&id, None).await;
    let first = early.ask(json!({"t": "chat", "text": "first!"})).await;
    assert_eq!(first["code"], "waiting", "{first}");
    drop(early);
    let (_, black_token) = server.join(&id).await;
    white.next_of("start").await;
    let mut anon = server.connect(&id, None).await;

    // A signed-in spectator writes under its account's name; an anonymous one under none.
    let (status, headers, _) = server
        .request_with(
            "POST",
            "/api/signup",
            &json!({"name": "carol", "password": "correct horse"}).to_string(),
            "",
        )
        .await;
    assert_eq!(status, 201);
    let secret = headers
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: alice_session="))
        .and_then(|v| v.split(';').next())
        .unwrap()
        .to_string();
    let mut carol = server
        .try_connect_by(&id, Some(Token::Session(&secret)))
        .await
        .unwrap();
    assert_eq!(carol.seen[0]["seat"], serde_json::Value::Null);
    assert_eq!(
        carol.ask(json!({"t": "chat", "text": "go white"})).await["t"],
        "ack"
    );
    let line = anon.next_of("chat").await;
    assert_eq!(line["room"], "spectator");
    assert_eq!(line["line"]["room"], "spectator");
    assert_eq!(line["line"]["name"], "carol");
    assert_eq!(line["line"]["seat"], serde_json::Value::Null);
    assert_eq!(line["line"]["text"], "go white");
    assert_eq!(
        anon.ask(json!({"t": "chat", "text": "hello all"})).await["t"],
        "ack"
    );
    assert_eq!(carol.next_of("chat").await["line"]["name"], "carol");
    let anons = carol.next_of("chat").await;
    assert_eq!(anons["line"]["text"], "hello all");
    assert_eq!(anons["line"]["name"], serde_json::Value::Null);
    // A player's line is not for the spectators, nor theirs for the players.
    assert_eq!(
        white.ask(json!({"t": "chat", "text": "gl"})).await["t"],
        "ack"
    );
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    anon.event("move").await;
    let mut black = server.connect(&id, Some(&black_token)).await;
    assert_eq!(black.seen[0]["chat"].as_array().unwrap().len(), 1);
    assert_eq!(black.seen[0]["chat"][0]["text"], "gl");
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    white.event("move").await;
    for who in [&white, &black] {
        let rooms: Vec<_> = who
            .seen
            .iter()
            .filter(|m| m["t"] == "chat")
            .map(|m| s(&m["room"]))
            .collect();
        assert!(rooms.iter().all(|r| r == "player"), "{rooms:?}");
    }
    assert!(
        anon.seen
            .iter()
            .filter(|m| m["t"] == "chat")
            .all(|m| m["room"] == "spectator"),
        "{:?}",
        anon.seen
    );

    // A spectator's socket: a few lines in ten seconds, then refused in words.
    assert_eq!(
        anon.ask(json!({"t": "chat", "text": "two"})).await["t"],
        "ack"
    );
    assert_eq!(
        anon.ask(json!({"t": "chat", "text": "three"})).await["t"],
        "ack"
    );
    let throttled = anon.ask(json!({"t": "chat", "text": "four"})).await;
    assert_eq!(throttled["code"], "chat-throttled", "{throttled}");
    let long = carol
        .ask(json!({"t": "chat", "text": "x".repeat(141)}))
        .await;
    assert_eq!(long["code"], "chat", "{long}");

    // A reload and a restart: each room's hello holds its own lines, numbered in one sequence.
    drop((white, black, anon, carol));
    server.kill();
    let server = Server::start(&db);
    let watcher = server.connect(&id, None).await;
    let texts: Vec<String> = watcher.seen[0]["chat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| s(&l["text"]))
        .collect();
    assert_eq!(texts, ["go white", "hello all", "two", "three"]);
    let mut white = server.connect(&id, Some(&white_token)).await;
    assert_eq!(white.seen[0]["chat"].as_array().unwrap().len(), 1);
    let answer = white.ask(json!({"t": "chat", "text": "still one"})).await;
    assert_eq!(answer["t"], "ack");
    let again = server.connect(&id, Some(&white_token)).await;
    assert_eq!(again.seen[0]["chat"][1]["seq"], 5);
}

async fn players_read_the_spectators_room_once_over(db: Db) {
    let server = Server::start(&db);
    let (id, _, white_token) = server.create("5+3", "white", false).await;
    let mut white = server.connect(&id, Some(&white_token)).await;
    let (_, black_token) = server.join(&id).await;
    white.next_of("start").await;
    let mut watcher = server.connect(&id, None).await;
    assert_eq!(
        watcher
            .ask(json!({"t": "chat", "text": "nice opening"}))
            .await["t"],
        "ack"
    );
    // During the game: not a player's room to read nor to write.
    let early = white
        .ask(json!({"t": "chat", "text": "hi all", "room": "spectator"}))
        .await;
    assert_eq!(early["code"], "chat-room", "{early}");
    let bad = white
        .ask(json!({"t": "chat", "text": "hi", "room": "lobby"}))
        .await;
    assert_eq!(bad["code"], "message", "{bad}");
    let intruder = watcher
        .ask(json!({"t": "chat", "text": "psst", "room": "player"}))
        .await;
    assert_eq!(intruder["code"], "spectator", "{intruder}");
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");

    // Over (a resignation): the players get the spectators' lines so far, then each new one.
    let mut black = server.connect(&id, Some(&black_token)).await;
    assert!(
        black.seen[0].get("spectatorChat").is_none(),
        "{}",
        black.seen[0]
    );
    assert_eq!(black.ask(json!({"t": "resign"})).await["t"], "ack");
    let opened = white.next_of("spectator-chat").await;
    assert_eq!(opened["chat"][0]["text"], "nice opening", "{opened}");
    assert_eq!(
        watcher
            .ask(json!({"t": "chat", "text": "well played"}))
            .await["t"],
        "ack"
    );
    let line = white.next_of("chat").await;
    assert_eq!(line["room"], "spectator", "{line}");
    assert_eq!(line["players"], true, "{line}");
    assert_eq!(line["line"]["text"], "well played");
    assert_eq!(black.next_of("chat").await["line"]["text"], "well played");
    // A player writes there too, under the seat's name; the spectators read it.
    assert_eq!(
        white
            .ask(json!({"t": "chat", "text": "thanks!", "room": "spectator"}))
            .await["t"],
        "ack"
    );
    // (after the spectator's own lines)
    let thanks = loop {
        let m = watcher.next_of("chat").await;
        if m["line"]["text"] == "thanks!" {
            break m;
        }
    };
    assert_eq!(thanks["line"]["text"], "thanks!", "{thanks}");
    assert_eq!(thanks["line"]["room"], "spectator");
    assert_eq!(thanks["line"]["name"], "Ann");
    assert_eq!(thanks["line"]["seat"], "white");
    // The players' room stays theirs: a player's line there never reaches the spectators.
    assert_eq!(
        black.ask(json!({"t": "chat", "text": "gg"})).await["t"],
        "ack"
    );
    assert_eq!(white.next_of("chat").await["line"]["text"], "thanks!");
    let gg = white.next_of("chat").await;
    assert_eq!(
        (gg["room"].as_str(), gg["line"]["text"].as_str()),
        (Some("player"), Some("gg"))
    );
    // A reload (and a restart): the hello brings both rooms to a player, one to a spectator.
    drop((white, black, watcher));
    server.kill();
    let server = Server::start(&db);
    let white = server.connect(&id, Some(&white_token)).await;
    let hello = &white.seen[0];
    let texts = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|l| s(&l["text"]))
            .collect()
    };
    assert_eq!(texts(&hello["chat"]), ["gg"], "{hello}");
    assert_eq!(
        texts(&hello["spectatorChat"]),
        ["nice opening", "well played", "thanks!"],
        "{hello}"
    );
    let watcher = server.connect(&id, None).await;
    assert_eq!(
        texts(&watcher.seen[0]["chat"]),
        ["nice opening", "well played", "thanks!"]
    );
    assert!(watcher.seen[0].get("spectatorChat").is_none());
}
