//! `GET /api/stream/event`: an account's events, one JSON object a line — on connect, its
//! open challenges (`challenge`) and its games in progress (`gameStart`); then `challenge`,
//! `challengeCanceled`, `challengeDeclined`, `gameStart`, `gameFinish` as they happen; an empty
//! line every [`KEEP_ALIVE`](super::KEEP_ALIVE) otherwise.
//!
//! A game of two accounts is watched for its end (`gameFinish` to both) from the moment it
//! starts through the API, or from the moment one of its players opens an event stream (a
//! game begun before a restart, or on the site): the watcher is a spectator of the game, on
//! whichever node runs it.

use super::{caller, line, ndjson, shapes, slot, Api};
use crate::accounts::MaybeViewer;
use crate::clock::now_ms;
use crate::state::AppState;
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};

/// How many of an account's games in progress the stream announces on connect.
const GAMES_ON_CONNECT: usize = 100;

/// `GET /api/stream/event`.
pub async fn stream(State(state): State<Arc<AppState>>, viewer: MaybeViewer) -> Response {
    let me = match caller(&state, viewer, Api::Any) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let slot = match slot(&state, &me) {
        Ok(s) => s,
        Err(r) => return *r,
    };
    let user = me.user.id;
    // Subscribed first: nothing that happens while the first lines are written is missed.
    let mut events = state.bots.subscribe(user);
    let mut first = Vec::new();
    {
        let now = now_ms();
        let all = state
            .bots
            .challenges
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        for c in all
            .values()
            .filter(|c| c.expires > now && (c.dest.id == user || c.challenger.id == user))
        {
            first.push(json!({"type": "challenge", "challenge": c.json("created"),
                              "compat": {"bot": true, "board": true}}));
        }
    }
    let playing: Vec<_> = match state.store.games_of(user, GAMES_ON_CONNECT).await {
        Ok(rows) => rows.into_iter().filter(|r| r.status == "playing").collect(),
        Err(e) => {
            tracing::error!(error = %e, "database: an account's games");
            Vec::new()
        }
    };
    for row in playing {
        let Ok(game) = state.hub.game_json(&row.id).await else {
            continue;
        };
        if let Some(seat) = (0..2).find(|&i| row.users[i] == Some(user)) {
            first.push(json!({"type": "gameStart", "game": shapes::game_info(&row, &game, seat)}));
        }
        watch(&state, &row.id);
    }
    let (tx, rx) = mpsc::channel::<String>(16);
    tokio::spawn(async move {
        let _slot = slot;
        for event in first {
            if tx.send(line(&event)).await.is_err() {
                return;
            }
        }
        let mut alive = tokio::time::interval(super::KEEP_ALIVE);
        alive.tick().await;
        loop {
            let text = tokio::select! {
                event = events.recv() => match event {
                    Ok(text) => format!("{text}\n"),
                    // Fell behind by more than the channel holds: the client reconnects and
                    // gets the state again.
                    Err(broadcast::error::RecvError::Lagged(_)) => return,
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                _ = alive.tick() => "\n".to_string(),
            };
            if tx.send(text).await.is_err() {
                return;
            }
        }
    });
    ndjson(rx)
}

/// Game `id` began through the API: `gameStart` to both players' event streams, and its end
/// watched.
pub async fn game_started(state: &Arc<AppState>, id: &str) {
    announce(state, id, "gameStart").await;
    watch(state, id);
}

/// `kind` (`gameStart`, `gameFinish`) of game `id` to each account seated in it.
async fn announce(state: &AppState, id: &str, kind: &str) {
    let (Ok(Some(row)), Ok(game)) = (state.store.get(id).await, state.hub.game_json(id).await)
    else {
        return;
    };
    for seat in 0..2 {
        if let Some(user) = row.users[seat] {
            let info: Value = shapes::game_info(&row, &game, seat);
            state
                .bots
                .publish(user, &json!({"type": kind, "game": info}));
        }
    }
}

/// Watches game `id` (once, however often asked) as a spectator until it ends: then
/// `gameFinish` to both players.
pub fn watch(state: &Arc<AppState>, id: &str) {
    {
        let mut watched = state.bots.watched.lock().unwrap_or_else(|e| e.into_inner());
        if !watched.insert(id.to_string()) {
            return;
        }
    }
    let state = state.clone();
    let id = id.to_string();
    tokio::spawn(async move {
        if let Ok(mut connected) = state.hub.connect(&id, None).await {
            let over = |g: &Value| !g["state"]["outcome"].is_null();
            let mut ended =
                serde_json::from_str::<Value>(&connected.hello).is_ok_and(|h| over(&h["game"]));
            while !ended {
                match connected.relay.recv().await {
                    Ok(text) => {
                        ended = serde_json::from_str::<Value>(&text)
                            .is_ok_and(|m| m["event"]["type"] == "end");
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        ended = state.hub.game_json(&id).await.is_ok_and(|g| over(&g));
                    }
                    Err(broadcast::error::RecvError::Closed) => break,
                }
            }
            state
                .hub
                .disconnect(&id, connected.seat, &connected.link)
                .await;
            if ended {
                announce(&state, &id, "gameFinish").await;
            }
        }
        let mut watched = state.bots.watched.lock().unwrap_or_else(|e| e.into_inner());
        watched.remove(&id);
    });
}
