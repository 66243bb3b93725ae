//! The server's own computer players: their seeks fill a fresh server's lobby (marked `bot`,
//! with their levels), a player who joins one plays the engine, which answers, and the seek is
//! made again at once.

#[macro_use]
mod common;

use common::{s, Db, Server};
use serde_json::Value;
use std::time::Duration;

on_both_databases!(the_computer_keeps_seeks_open_and_plays);

/// The lobby's seeks.
async fn lobby(server: &Server) -> Vec<Value> {
    let (status, body) = server.get("/api/lobby").await;
    assert_eq!(status, 200);
    serde_json::from_str::<Vec<Value>>(&body).unwrap()
}

async fn the_computer_keeps_seeks_open_and_plays(db: Db) {
    let mut config = db.config();
    config.computer = true;
    let server = Server::start_with_config(config);
    let mut seeks = Vec::new();
    for _ in 0..100 {
        seeks = lobby(&server).await;
        if seeks.len() >= 12 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(seeks.len(), 12, "{seeks:?}");
    for seek in &seeks {
        assert_eq!(seek["bot"], true, "{seek}");
        let level = seek["level"].as_u64().unwrap();
        assert!([1, 3, 5, 8].contains(&level), "{seek}");
        assert_eq!(seek["name"], format!("Computer-{level}"));
    }
    // Level 1's blitz seek, joined.
    let seek = seeks
        .iter()
        .find(|s| s["level"] == 1 && s["control"] == "3+2")
        .unwrap();
    let id = s(&seek["id"]);
    let (seat, token) = server.join(&id).await;
    let mut me = server.connect(&id, Some(&token)).await;
    if seat == "white" {
        me.play("e2e4", 0).await;
        // The computer's answer, well within its time.
        // Our own move first, then the computer's.
        let mut answer = me.event("move").await;
        if answer["ply"] == 1 {
            answer = me.event("move").await;
        }
        assert_eq!(answer["ply"], 2, "{answer}");
    } else {
        let first = me.event("move").await;
        assert_eq!(first["ply"], 1, "{first}");
    }
    // The seek is made again: 12 open, none of them this game.
    let mut again = Vec::new();
    for _ in 0..100 {
        again = lobby(&server).await;
        if again.len() == 12 && again.iter().all(|s| s["id"] != id.as_str()) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(again.len(), 12, "{again:?}");
    assert!(again.iter().all(|s| s["id"] != id.as_str()));
    // An ordinary game, watched like any other.
    let (_, playing) = server.get("/api/games").await;
    assert!(playing.contains(&id), "{playing}");
    server.kill();
}
