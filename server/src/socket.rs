//! The WebSocket of a game: `GET /api/games/{id}/socket`, the seat's token offered as the
//! subprotocol `alice-seat.TOKEN` beside [`PROTOCOL`] (a header: the address, which servers and
//! proxies log, holds no token), or, for clients that cannot set subprotocols, in the address
//! (`?token=…`); no token: a spectator. The upgrade is refused unless the page's `Origin` is the server's own or one configured
//! (a client without an `Origin`, such as a bot, is let in). On connect the socket gets the whole
//! game in one `hello` message, then everything relayed; a seat's messages are answered one by
//! one (see [`crate::protocol`]). A client that floods is throttled: [`BURST`] messages at once,
//! then [`PER_SECOND`] a second; past that each message is refused with `throttled`, and after
//! [`MAX_REFUSED`] refusals in a row the socket is closed.

use crate::clock::now_ms;
use crate::protocol::{self, ClientMsg, MAX_MESSAGE};
use crate::state::AppState;
use crate::types::{Connected, HubError, Link};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde::Deserialize;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::broadcast::error::RecvError;

/// Messages a client may send at once.
pub const BURST: f64 = 20.0;
/// … and then this many a second.
pub const PER_SECOND: f64 = 10.0;
/// Refused messages in a row before the socket is closed.
pub const MAX_REFUSED: u32 = 50;
/// A socket's read buffer (the library's default, 128 KiB, made a socket cost ~130 KB: measured
/// with `cargo xtask bench-server`). Messages are small; every send is written at once.
const READ_BUFFER: usize = 8 * 1024;
/// How often the server pings a game socket (a WebSocket ping: browsers and WebSocket libraries
/// answer it by themselves).
pub const PING_EVERY: std::time::Duration = std::time::Duration::from_secs(10);
/// A game socket that sent nothing (not even a pong) for this long is closed: its player is gone
/// (a sleeping laptop, a network that vanished without closing the connection), so that the
/// opponent's page says so and may claim victory.
pub const SILENT_AFTER: std::time::Duration = std::time::Duration::from_secs(30);

/// The routes: the game socket and the lobby's.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/api/games/{id}/socket", get(game_socket))
        .route("/api/lobby/socket", get(lobby_socket))
        .with_state(state)
}

#[derive(Deserialize)]
struct Params {
    token: Option<String>,
}

/// The subprotocol of a game socket: offered by the client, answered by the server.
pub const PROTOCOL: &str = "alice-chess";
/// The prefix of the subprotocol that carries a seat's token: `alice-seat.TOKEN`.
pub const SEAT_PROTOCOL: &str = "alice-seat.";

/// The seat's token a client offered among its subprotocols (`Sec-WebSocket-Protocol`), if any.
fn offered_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all("sec-websocket-protocol")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .find_map(|p| p.trim().strip_prefix(SEAT_PROTOCOL))
        .map(str::to_owned)
}

/// Whether the upgrade's `Origin` may open a socket: none (not a browser), the server's own
/// (`http(s)://` + the `Host`), or a configured one.
fn origin_allowed(headers: &HeaderMap, state: &AppState) -> bool {
    let Some(origin) = headers.get("origin").and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let host = headers
        .get("host")
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let own = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        .is_some_and(|rest| rest == host);
    own || state.config.origins.iter().any(|o| o == origin)
}

async fn game_socket(
    ws: WebSocketUpgrade,
    Path(id): Path<String>,
    Query(params): Query<Params>,
    headers: HeaderMap,
    State(state): State<Arc<AppState>>,
) -> Response {
    let ws = match checked(ws, &headers, &state) {
        Ok(ws) => ws,
        Err(refused) => return *refused,
    };
    // The header's token wins over the address's.
    let token = offered_token(&headers).or(params.token);
    let ws = ws.protocols([PROTOCOL]);
    let connected = match state.hub.connect(&id, token).await {
        Ok(c) => c,
        Err(HubError::NotFound) => return (StatusCode::NOT_FOUND, "no such game").into_response(),
        // The database or the game's node cannot be reached now: the client tries again.
        Err(_) => {
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                "the game cannot be reached now",
            )
                .into_response()
        }
    };
    // Counted from here: the count is given back however the socket ends — even when the
    // upgrade never completes (the client left meanwhile) and `serve` never runs.
    let counted = Counted {
        state: state.clone(),
        id: id.clone(),
        seat: connected.seat,
        link: connected.link.clone(),
    };
    ws.on_upgrade(move |socket| serve(socket, id, connected, state, counted))
}

/// A socket counted by its game: dropped, it tells the game the socket is gone.
struct Counted {
    state: Arc<AppState>,
    id: String,
    seat: Option<alice_chess::Color>,
    link: Link,
}

impl Drop for Counted {
    fn drop(&mut self) {
        let (state, id, seat, link) = (
            self.state.clone(),
            std::mem::take(&mut self.id),
            self.seat,
            self.link.clone(),
        );
        tokio::spawn(async move { state.hub.disconnect(&id, seat, &link).await });
    }
}

/// The upgrade with the sockets' limits, or the 403 for a page of a foreign origin.
fn checked(
    ws: WebSocketUpgrade,
    headers: &HeaderMap,
    state: &AppState,
) -> Result<WebSocketUpgrade, Box<Response>> {
    if !origin_allowed(headers, state) {
        let refused = (
            StatusCode::FORBIDDEN,
            "this origin may not open a socket here",
        );
        return Err(Box::new(refused.into_response()));
    }
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0))
}

/// A token bucket.
struct Throttle {
    tokens: f64,
    last: Instant,
    refused: u32,
}

impl Throttle {
    fn new() -> Throttle {
        Throttle {
            tokens: BURST,
            last: Instant::now(),
            refused: 0,
        }
    }

    /// Whether one more message may be handled now.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * PER_SECOND).min(BURST);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.refused = 0;
            true
        } else {
            self.refused += 1;
            false
        }
    }
}

async fn serve(
    mut socket: WebSocket,
    id: String,
    connected: Connected,
    state: Arc<AppState>,
    counted: Counted,
) {
    let Connected {
        seat,
        hello,
        mut relay,
        ..
    } = connected;
    let mut throttle = Throttle::new();
    if socket.send(Message::Text(hello.into())).await.is_err() {
        return;
    }
    let mut heard = Instant::now();
    let mut pings = tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = pings.tick() => {
                if heard.elapsed() > SILENT_AFTER
                    || socket.send(Message::Ping(Default::default())).await.is_err()
                {
                    break;
                }
            }
            incoming = socket.recv() => {
                heard = Instant::now();
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let _ = socket.send(Message::Text(protocol::error(None, "message", "send JSON text").into())).await;
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // Closed, or an oversized or broken frame: this client only.
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                if !throttle.take() {
                    if throttle.refused > MAX_REFUSED {
                        break;
                    }
                    let _ = socket.send(Message::Text(protocol::error(None, "throttled", "too many messages: slow down").into())).await;
                    continue;
                }
                let answer = match ClientMsg::parse(&text) {
                    Err((code, message, msg_id)) => protocol::error(msg_id, code, &message),
                    Ok(msg) => match (seat, &msg) {
                        (_, ClientMsg::Ping { id: ping, .. }) => serde_json::json!({"t": "pong", "id": ping, "now": now_ms()}).to_string(),
                        (None, m) => protocol::error(m.id(), "spectator", "a spectator cannot act in the game"),
                        (Some(seat), _) => state.hub.act(&id, seat, msg).await,
                    },
                };
                if socket.send(Message::Text(answer.into())).await.is_err() {
                    break;
                }
            }
            relayed = relay.recv() => {
                let text: Arc<str> = match relayed {
                    Ok(text) => text,
                    // Too far behind: the whole game again, then on from there.
                    Err(RecvError::Lagged(_)) => match state.hub.game_json(&id).await {
                        Ok(game) => Arc::from(serde_json::json!({"t": "hello", "v": protocol::VERSION, "seat": seat.map(alice_chess::Color::name), "game": game, "now": now_ms()}).to_string()),
                        Err(_) => break,
                    },
                    Err(RecvError::Closed) => break,
                };
                if socket.send(Message::Text(text.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    drop(counted);
}

async fn lobby_socket(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    State(state): State<Arc<AppState>>,
) -> Response {
    match checked(ws, &headers, &state) {
        Ok(ws) => ws.on_upgrade(move |socket| lobby(socket, state)),
        Err(refused) => *refused,
    }
}

/// The lobby: the open seeks now, and again each time they change.
async fn lobby(mut socket: WebSocket, state: Arc<AppState>) {
    let mut changes = state.hub.lobby.subscribe();
    loop {
        let seeks = match state.hub.lobby_json().await {
            Ok(seeks) => seeks,
            Err(_) => break,
        };
        let text = serde_json::json!({"t": "lobby", "seeks": seeks}).to_string();
        if socket.send(Message::Text(text.into())).await.is_err() {
            break;
        }
        tokio::select! {
            change = changes.recv() => if let Err(RecvError::Closed) = change { break },
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                _ => {}
            },
        }
    }
}
