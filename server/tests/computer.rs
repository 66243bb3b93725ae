//! The server's own computer players: their seeks fill a fresh server's lobby (marked `bot`,
//! with their levels), a player who joins one plays the engine, which answers, and the seek is
//! made again at once. A signed-in player's game against the computer is rated (both ratings
//! move), an anonymous player's casual; a player challenges a computer from its profile.

#[macro_use]
mod common;

use common::{call, s, signup, Db, Server};
use serde_json::{json, Value};
use std::time::Duration;

on_both_databases!(
    the_computer_keeps_seeks_open_and_plays,
    computer_games_are_rated_for_accounts_and_casual_for_others,
);

/// The lobby's seeks.
async fn lobby(server: &Server) -> Vec<Value> {
    let (status, body) = server.get("/api/lobby").await;
    assert_eq!(status, 200);
    serde_json::from_str::<Vec<Value>>(&body).unwrap()
}

/// A server with its computer players, once their 12 seeks are in the lobby (and those seeks).
async fn with_computers(db: Db) -> (Server, Vec<Value>) {
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
    (server, seeks)
}

async fn the_computer_keeps_seeks_open_and_plays(db: Db) {
    let (server, seeks) = with_computers(db).await;
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
    } else if me.seen[0]["game"]["state"]["ply"] == 0 {
        let first = me.event("move").await;
        assert_eq!(first["ply"], 1, "{first}");
    } else {
        // The computer (White) moved before our socket opened: its move is in the hello.
        assert_eq!(me.seen[0]["game"]["state"]["ply"], 1, "{:?}", me.seen[0]);
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

/// The game's public JSON.
async fn game(server: &Server, id: &str) -> Value {
    let (status, text) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "{text}");
    serde_json::from_str(&text).unwrap()
}

/// `name`'s perfs, from the profile.
async fn perfs(server: &Server, name: &str) -> Value {
    let (status, text) = server.get(&format!("/api/user/{name}")).await;
    assert_eq!(status, 200, "{text}");
    serde_json::from_str::<Value>(&text).unwrap()["perfs"].clone()
}

async fn computer_games_are_rated_for_accounts_and_casual_for_others(db: Db) {
    let (server, seeks) = with_computers(db).await;
    // Rated for an account, casual for an anonymous player: said so.
    for seek in &seeks {
        assert_eq!(seek["rated"], true, "{seek}");
        assert_eq!(seek["casualIfAnonymous"], true, "{seek}");
        assert_eq!(seek["rating"], 1500, "{seek}");
    }
    let cat = signup(&server, "Cat").await;
    let pick = |level: u64, control: &str| {
        s(&seeks
            .iter()
            .find(|s| s["level"] == level && s["control"] == control)
            .unwrap()["id"])
    };
    // An anonymous player joins: casual.
    let casual = pick(3, "corr-3");
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/games/{casual}/join"),
        json!({}),
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(game(&server, &casual).await["rated"], false);
    // A signed-in one: rated, both ratings as of the start.
    let rated = pick(5, "corr-3");
    let (status, joined) = call(
        &server,
        "POST",
        &format!("/api/games/{rated}/join"),
        json!({}),
        Some(&cat),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    let g = game(&server, &rated).await;
    assert_eq!(g["rated"], true, "{g}");
    assert_eq!(g["ratings"]["white"]["rating"], 1500, "{g}");
    assert_eq!(g["ratings"]["black"]["rating"], 1500, "{g}");

    // The profile's challenge: a bot only; rated needs an account.
    let (status, body) = call(
        &server,
        "POST",
        "/api/user/Computer-1/challenge",
        json!({"control": "3+2", "color": "white", "rated": true}),
        None,
    )
    .await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (403, &json!("rated-anonymous"))
    );
    let (status, body) = call(
        &server,
        "POST",
        "/api/user/Cat/challenge",
        json!({"control": "3+2"}),
        None,
    )
    .await;
    assert_eq!((status, &body["error"]["code"]), (400, &json!("not-bot")));
    let (status, body) = call(
        &server,
        "POST",
        "/api/user/Nobody/challenge",
        json!({"control": "3+2"}),
        None,
    )
    .await;
    assert_eq!(status, 404, "{body}");
    let (_, profile) = server.get("/api/user/Computer-8").await;
    let profile: Value = serde_json::from_str(&profile).unwrap();
    assert_eq!(
        (&profile["computer"], &profile["title"]),
        (&json!(8), &json!("BOT"))
    );

    // Cat challenges Computer-1 from its profile, rated, white: the game starts at once.
    let (status, grant) = call(
        &server,
        "POST",
        "/api/user/Computer-1/challenge",
        json!({"control": "3+2", "color": "white", "rated": true}),
        Some(&cat),
    )
    .await;
    assert_eq!(status, 201, "{grant}");
    assert_eq!(grant["seat"], "white");
    let id = s(&grant["id"]);
    let mut me = server.connect(&id, Some(&s(&grant["token"]))).await;
    let g = game(&server, &id).await;
    assert_eq!(
        (&g["status"], &g["rated"]),
        (&json!("playing"), &json!(true)),
        "{g}"
    );
    assert_eq!(g["black"]["name"], "Computer-1");
    me.play("e2e4", 0).await;
    let mut answer = me.event("move").await;
    if answer["ply"] == 1 {
        answer = me.event("move").await;
    }
    assert_eq!(answer["ply"], 2, "{answer}");
    // Cat resigns: both ratings move (the end and the ratings in one write).
    assert_eq!(me.ask(json!({"t": "resign"})).await["t"], "ack");
    let end = me.event("end").await;
    let diffs = &end["ratingDiffs"];
    assert!(diffs["white"].as_i64().unwrap() < 0, "{end}");
    assert!(diffs["black"].as_i64().unwrap() > 0, "{end}");
    let cat_perfs = perfs(&server, "Cat").await;
    let computer = perfs(&server, "Computer-1").await;
    assert_eq!(cat_perfs["blitz"]["games"], 1, "{cat_perfs}");
    assert!(cat_perfs["blitz"]["rating"].as_i64().unwrap() < 1500);
    assert_eq!(computer["blitz"]["games"], 1, "{computer}");
    assert!(computer["blitz"]["rating"].as_i64().unwrap() > 1500);

    // An anonymous challenge: casual, and no rating moves when it ends.
    let (status, grant) = call(
        &server,
        "POST",
        "/api/user/Computer-3/challenge",
        json!({"control": "10+5", "color": "white", "name": "Dan"}),
        None,
    )
    .await;
    assert_eq!(status, 201, "{grant}");
    let id = s(&grant["id"]);
    let mut dan = server.connect(&id, Some(&s(&grant["token"]))).await;
    assert_eq!(game(&server, &id).await["rated"], false);
    dan.play("e2e4", 0).await;
    let mut answer = dan.event("move").await;
    if answer["ply"] == 1 {
        answer = dan.event("move").await;
    }
    assert_eq!(answer["ply"], 2, "{answer}");
    assert_eq!(dan.ask(json!({"t": "resign"})).await["t"], "ack");
    let end = dan.event("end").await;
    assert!(end.get("ratingDiffs").is_none(), "{end}");
    assert_eq!(perfs(&server, "Computer-3").await["rapid"]["games"], 0);
    server.kill();
}
