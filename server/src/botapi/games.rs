//! A game through the Bot or Board API, by one of its players' accounts:
//!
//! - `GET /api/{bot|board}/game/stream/{id}`: `gameFull` (the players, the clock, `initialFen`,
//!   the `state`), then a `gameState` at every change (a move, a takeback, an offer, the end),
//!   `chatLine` for the players' chat, `opponentGone` when the opponent leaves or comes back;
//!   an empty line every [`KEEP_ALIVE`](super::KEEP_ALIVE) otherwise. It ends after the game
//!   does. While it is open the player counts as connected (the opponent cannot claim victory).
//! - `POST …/move/{uci}` (`?offeringDraw=true` offers a draw with it), `…/resign`, `…/abort`,
//!   `…/claim-victory`, `…/draw/{yes|no}`, `…/takeback/{yes|no}`, `…/chat` (`room`, `text`);
//!   `GET …/chat`. Each goes through the game's task like a socket's message: stored before
//!   it is answered `{"ok": true}`; refused with `400 {"error": REASON}` (an illegal move, not
//!   the player's turn, the game over).

use super::{caller, fail, line, ndjson, ok, params, shapes, slot, Api};
use crate::accounts::{MaybeViewer, Viewer};
use crate::clock::now_ms;
use crate::protocol::ClientMsg;
use crate::state::AppState;
use crate::store::GameRow;
use alice_chess::Color;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};

/// The game `id` and the caller's seat in it, or `404` (no such game, or not the caller's).
async fn seat_of(state: &AppState, id: &str, me: &Viewer) -> Result<(GameRow, Color), Response> {
    let not_found = || fail(StatusCode::NOT_FOUND, "No such game");
    if !crate::token::is_hex(id, 16) {
        return Err(not_found());
    }
    let row = match state.store.get(id).await {
        Ok(Some(row)) => row,
        Ok(None) => return Err(not_found()),
        Err(e) => {
            tracing::error!(error = %e, "database: a game");
            return Err(fail(StatusCode::SERVICE_UNAVAILABLE, "try again"));
        }
    };
    match (0..2).find(|&i| row.users[i] == Some(me.user.id)) {
        Some(0) => Ok((row, Color::White)),
        Some(_) => Ok((row, Color::Black)),
        None => Err(not_found()),
    }
}

/// Each seat's account title.
async fn titles(state: &AppState, row: &GameRow) -> [Option<String>; 2] {
    let mut out = [None, None];
    for (i, user) in row.users.iter().enumerate() {
        if let Some(u) = user {
            if let Ok(Some(u)) = state.store.user_by_id(*u).await {
                out[i] = u.title;
            }
        }
    }
    out
}

/// `GET /api/{bot|board}/game/stream/{id}`.
pub async fn stream(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    uri: Uri,
    viewer: MaybeViewer,
) -> Response {
    let me = match caller(&state, viewer, Api::of(uri.path())) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let (row, seat) = match seat_of(&state, &id, &me).await {
        Ok(found) => found,
        Err(r) => return r,
    };
    let slot = match slot(&state, &me) {
        Ok(s) => s,
        Err(r) => return *r,
    };
    let token = row.tokens[seat.index()].clone();
    let mut connected = match state.hub.connect(&id, token).await {
        Ok(c) => c,
        Err(e) => return crate::api::hub_error(e),
    };
    let titles = titles(&state, &row).await;
    let game = serde_json::from_str::<Value>(&connected.hello)
        .map(|h| h["game"].clone())
        .unwrap_or(Value::Null);
    let full = shapes::game_full(&row, &game, titles);
    let (tx, rx) = mpsc::channel::<String>(16);
    let task_state = state.clone();
    tokio::spawn(async move {
        let state = task_state;
        let _slot = slot;
        let mut last = full["state"].clone();
        let mut over = !matches!(shapes::status(&game), "created" | "started");
        let mut alive = tokio::time::interval(super::KEEP_ALIVE);
        alive.tick().await;
        let mut gone = tx.send(line(&full)).await.is_err();
        while !gone && !over {
            let out: Vec<Value> = tokio::select! {
                message = connected.relay.recv() => match message {
                    Ok(text) => {
                        let m: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                        translate(&state, &id, seat, &m, &mut last).await
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        fresh(&state, &id, &mut last).await.into_iter().collect()
                    }
                    Err(broadcast::error::RecvError::Closed) => break,
                },
                _ = alive.tick() => {
                    gone = tx.send("\n".to_string()).await.is_err();
                    continue;
                }
            };
            for v in out {
                if v["type"] == "gameState" {
                    over = !matches!(v["status"].as_str(), Some("created" | "started"));
                }
                if tx.send(line(&v)).await.is_err() {
                    gone = true;
                    break;
                }
            }
        }
        state
            .hub
            .disconnect(&id, connected.seat, &connected.link)
            .await;
    });
    ndjson(rx)
}

/// The game's state now, if it changed since `last`.
async fn fresh(state: &AppState, id: &str, last: &mut Value) -> Option<Value> {
    let game = state.hub.game_json(id).await.ok()?;
    let now = shapes::game_state(&game);
    // The clocks alone changing (they run) is no change.
    let key = |v: &Value| {
        let mut v = v.clone();
        if let Some(o) = v.as_object_mut() {
            o.remove("wtime");
            o.remove("btime");
        }
        v
    };
    if key(&now) == key(last) {
        return None;
    }
    *last = now.clone();
    Some(now)
}

/// What one relayed message of the game's task is on the stream.
async fn translate(
    state: &AppState,
    id: &str,
    seat: Color,
    m: &Value,
    last: &mut Value,
) -> Vec<Value> {
    match m["t"].as_str() {
        Some("event") => {
            let event = &m["event"];
            if event["type"] == "presence" {
                if event["color"].as_str() == Some(seat.other().name()) {
                    let gone = event["connected"] == false;
                    let mut v = json!({"type": "opponentGone", "gone": gone});
                    if let Some(at) = event["claimAt"].as_u64().filter(|_| gone) {
                        v["claimWinInSeconds"] = json!(at.saturating_sub(now_ms()) / 1000);
                    }
                    return vec![v];
                }
                return Vec::new();
            }
            fresh(state, id, last).await.into_iter().collect()
        }
        Some("chat") => {
            let l = &m["line"];
            let name = l["name"]
                .as_str()
                .or(l["seat"].as_str())
                .unwrap_or("Anonymous");
            vec![
                json!({"type": "chatLine", "room": "player", "username": name,
                        "text": l["text"]}),
            ]
        }
        Some("start" | "hello") => fresh(state, id, last).await.into_iter().collect(),
        _ => Vec::new(),
    }
}

/// Sends `msg` to game `id` as `seat`; `{"ok": true}` once stored, else lichess's error.
async fn send(state: &AppState, id: &str, seat: Color, msg: ClientMsg) -> Response {
    let answer = state.hub.act(id, seat, msg).await;
    let answer: Value = serde_json::from_str(&answer).unwrap_or(Value::Null);
    if answer["t"] == "ack" {
        return ok();
    }
    let message = answer["message"].as_str().unwrap_or("refused");
    match answer["code"].as_str() {
        Some("storage" | "unavailable") => fail(StatusCode::SERVICE_UNAVAILABLE, message),
        _ => fail(StatusCode::BAD_REQUEST, message),
    }
}

/// The caller and its seat in game `id` (for the actions).
async fn player(
    state: &AppState,
    viewer: MaybeViewer,
    uri: &Uri,
    id: &str,
) -> Result<Color, Response> {
    let me = caller(state, viewer, Api::of(uri.path())).map_err(|r| *r)?;
    seat_of(state, id, &me).await.map(|(_, seat)| seat)
}

/// `POST …/move/{uci}`: plays the move (`offeringDraw=true`: and offers a draw).
pub async fn play(
    State(state): State<Arc<AppState>>,
    Path((id, uci)): Path<(String, String)>,
    Query(query): Query<HashMap<String, String>>,
    uri: Uri,
    viewer: MaybeViewer,
) -> Response {
    let seat = match player(&state, viewer, &uri, &id).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    if uci.len() > 8 {
        return fail(
            StatusCode::BAD_REQUEST,
            "a move is written in UCI: e2e4, e7e8q",
        );
    }
    let Ok(game) = state.hub.game_json(&id).await else {
        return fail(StatusCode::NOT_FOUND, "No such game");
    };
    let ply = game["state"]["ply"].as_u64().unwrap_or(0) as u32;
    let moved = send(
        &state,
        &id,
        seat,
        ClientMsg::Move {
            id: None,
            uci,
            ply,
            v: None,
        },
    )
    .await;
    if moved.status() == StatusCode::OK && query.get("offeringDraw").is_some_and(|v| v == "true") {
        let kind = "draw".to_string();
        let _ = send(
            &state,
            &id,
            seat,
            ClientMsg::Offer {
                id: None,
                kind,
                v: None,
            },
        )
        .await;
    }
    moved
}

/// `POST …/{resign|abort|claim-victory}`.
pub async fn act(
    State(state): State<Arc<AppState>>,
    Path((id, action)): Path<(String, String)>,
    uri: Uri,
    viewer: MaybeViewer,
) -> Response {
    let msg = match action.as_str() {
        "resign" => ClientMsg::Resign { id: None, v: None },
        "abort" => ClientMsg::Abort { id: None, v: None },
        "claim-victory" => ClientMsg::Claim { id: None, v: None },
        _ => return fail(StatusCode::NOT_FOUND, "No such action"),
    };
    let seat = match player(&state, viewer, &uri, &id).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    send(&state, &id, seat, msg).await
}

/// `POST …/{draw|takeback}/{yes|no}`: `yes` offers, or accepts the opponent's offer; `no`
/// declines the opponent's offer, or withdraws one's own.
pub async fn answer(
    State(state): State<Arc<AppState>>,
    Path((id, kind, answer)): Path<(String, String, String)>,
    uri: Uri,
    viewer: MaybeViewer,
) -> Response {
    if !matches!(kind.as_str(), "draw" | "takeback") {
        return fail(StatusCode::NOT_FOUND, "No such action");
    }
    let yes = match answer.as_str() {
        "yes" | "true" | "accept" => true,
        "no" | "false" | "decline" => false,
        _ => return fail(StatusCode::BAD_REQUEST, "answer yes or no"),
    };
    let seat = match player(&state, viewer, &uri, &id).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let Ok(game) = state.hub.game_json(&id).await else {
        return fail(StatusCode::NOT_FOUND, "No such game");
    };
    let offered_by = game["state"]["offers"][&kind].as_str().map(str::to_string);
    let theirs = offered_by.as_deref() == Some(seat.other().name());
    let (id_, v) = (None, None);
    let msg = match (yes, theirs) {
        (true, true) => ClientMsg::Accept { id: id_, kind, v },
        (true, false) => ClientMsg::Offer { id: id_, kind, v },
        (false, true) => ClientMsg::Decline { id: id_, kind, v },
        (false, false) => ClientMsg::Withdraw { id: id_, kind, v },
    };
    send(&state, &id, seat, msg).await
}

/// `POST …/chat` (`room`: `player`; `text`): a line to the opponent.
pub async fn say(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    uri: Uri,
    viewer: MaybeViewer,
    bytes: Bytes,
) -> Response {
    let seat = match player(&state, viewer, &uri, &id).await {
        Ok(s) => s,
        Err(r) => return r,
    };
    let p = match params(&bytes) {
        Ok(p) => p,
        Err(r) => return *r,
    };
    if p.get("room").is_some_and(|r| r != "player") {
        return fail(
            StatusCode::BAD_REQUEST,
            "only the player room is open on this server",
        );
    }
    let Some(text) = p.get("text") else {
        return fail(StatusCode::BAD_REQUEST, "text is missing");
    };
    let msg = ClientMsg::Chat {
        id: None,
        text: text.clone(),
        room: None,
        v: None,
    };
    send(&state, &id, seat, msg).await
}

/// `GET …/chat`: the players' chat, `[{"text", "user"}]`, oldest first.
pub async fn chat(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    uri: Uri,
    viewer: MaybeViewer,
) -> Response {
    if let Err(r) = player(&state, viewer, &uri, &id).await {
        return r;
    }
    match state
        .store
        .chat_of(&id, crate::chat::PLAYER, crate::chat::KEPT)
        .await
    {
        Ok(lines) => {
            let list: Vec<Value> = lines
                .iter()
                .map(|l| {
                    let user = l.name.as_deref().or(l.seat.as_deref()).unwrap_or("");
                    json!({"text": l.text, "user": user})
                })
                .collect();
            (StatusCode::OK, Json(list)).into_response()
        }
        Err(e) => {
            tracing::error!(error = %e, "database: a chat");
            fail(StatusCode::SERVICE_UNAVAILABLE, "try again")
        }
    }
}
