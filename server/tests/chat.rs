//! A game's chat between its players: stored before it is relayed, in every player's `hello`
//! after a reload or a restart, never shown to spectators, and bounded.

#[macro_use]
mod common;

use common::{s, Db, Server};
use serde_json::json;

on_both_databases!(
    players_chat_and_spectators_never_see_it,
    chat_lines_are_bounded
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
    assert!(watcher.seen[0].get("chat").is_none());

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
    let refused = watcher.ask(json!({"t": "chat", "text": "hi"})).await;
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
    assert!(server.connect(&id, None).await.seen[0]
        .get("chat")
        .is_none());

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
