//! The WebSocket of a game: `GET /api/games/{id}/socket`, the seat's token offered as the
//! subprotocol `alice-seat.TOKEN` beside [`PROTOCOL`] (a header: the address, which servers and
//! proxies log, holds no token), or, for clients that cannot set subprotocols, in the address
//! (`?token=…`); no token: a spectator. The upgrade is refused unless the page's `Origin` is the server's own or one configured
//! (a client without an `Origin`, such as a bot, is let in). On connect the socket gets the whole
//! game in one `hello` message, then everything relayed; a seat's messages are answered one by
//! one (see [`crate::protocol`]). A client that floods is throttled: [`BURST`] messages at once,
//! then [`PER_SECOND`] a second (and all the sockets of one address together, by
//! [`crate::limits`]); past that each message is refused with `throttled`, and after
//! [`MAX_REFUSED`] refusals in a row the socket is closed. Binary messages count like text (and
//! are refused: the protocol is JSON text). No frame or message may be larger than
//! [`MAX_MESSAGE`]: a bigger one closes the socket as soon as its header announces it, before
//! any of it is buffered. When the server stops, every socket is closed with `1012` ("server
//! restarting"), which tells the page to reconnect at once.

use crate::clock::now_ms;
use crate::feed::SEND_TIMEOUT;
use crate::limits::ClientAddr;
use crate::metrics::{self, METRICS};
use crate::protocol::{self, ClientMsg, MAX_MESSAGE};
use crate::state::AppState;
use crate::types::{Connected, HubError, Link};
use axum::extract::ws::{CloseFrame, Utf8Bytes};
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

/// The routes: the game socket, the lobby's and the watch screen's.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/api/games/{id}/socket", get(game_socket))
        .route("/api/lobby/socket", get(lobby_socket))
        .route("/api/watch/socket", get(watch_socket))
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

/// The close code that tells a client the server is restarting: reconnect at once.
pub const RESTARTING: u16 = 1012;

async fn game_socket(
    ws: WebSocketUpgrade,
    Path(id): Path<String>,
    Query(params): Query<Params>,
    headers: HeaderMap,
    client: ClientAddr,
    State(state): State<Arc<AppState>>,
) -> Response {
    let ws = match checked(ws, &headers, client, &state) {
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
    // A spectator may write in the spectators' room: under its account's name if signed in.
    let name = if connected.seat.is_none() {
        crate::accounts::session::viewer(&headers, &state)
            .await
            .map(|v| v.user.name)
    } else {
        None
    };
    // Counted from here: the count is given back however the socket ends — even when the
    // upgrade never completes (the client left meanwhile) and `serve` never runs.
    let counted = Counted {
        state: state.clone(),
        id: id.clone(),
        seat: connected.seat,
        link: connected.link.clone(),
    };
    let who = Who {
        client,
        name,
        counted,
    };
    ws.on_upgrade(move |socket| serve(socket, id, connected, state, who))
}

/// Who holds a game socket: its address, a spectator's account name, and its count.
struct Who {
    client: ClientAddr,
    /// A signed-in spectator's name, for its lines in the spectators' room.
    name: Option<String>,
    counted: Counted,
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

/// The upgrade with the sockets' limits, or the 403 for a page of a foreign origin, or the 429
/// for an address that opens sockets too fast.
fn checked(
    ws: WebSocketUpgrade,
    headers: &HeaderMap,
    client: ClientAddr,
    state: &AppState,
) -> Result<WebSocketUpgrade, Box<Response>> {
    if !crate::security::origin_allowed(headers, &state.config) {
        let refused = (
            StatusCode::FORBIDDEN,
            "this origin may not open a socket here",
        );
        return Err(Box::new(refused.into_response()));
    }
    if let Err(refused) = state.limits.socket(client) {
        return Err(Box::new(refused.response()));
    }
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .write_buffer_size(0))
}

/// The close frame that says the server is restarting.
fn restarting() -> Message {
    Message::Close(Some(CloseFrame {
        code: RESTARTING,
        reason: Utf8Bytes::from_static("server restarting"),
    }))
}

/// Takes one message of `client`'s through its socket's throttle and its address's limit:
/// `Ok(true)` handle it, `Ok(false)` refuse it, `Err(())` close the socket (refused too often).
fn admit(throttle: &mut Throttle, state: &AppState, client: ClientAddr) -> Result<bool, ()> {
    let ours = throttle.take();
    if !ours {
        metrics::refused("socket_messages");
    }
    let ok = ours && state.limits.message(client).is_ok();
    if ok {
        throttle.refused = 0;
        return Ok(true);
    }
    throttle.refused += 1;
    if throttle.refused > MAX_REFUSED {
        Err(())
    } else {
        Ok(false)
    }
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
            true
        } else {
            false
        }
    }
}

async fn serve(
    mut socket: WebSocket,
    id: String,
    connected: Connected,
    state: Arc<AppState>,
    who: Who,
) {
    let Who {
        client,
        name,
        counted,
    } = who;
    let mut lines = crate::chat::SocketChat::default();
    let Connected {
        seat,
        hello,
        mut relay,
        ..
    } = connected;
    let _open = metrics::SocketOpen::new("game");
    let mut closing = state.closing.subscribe();
    let mut throttle = Throttle::new();
    if socket.send(Message::Text(hello.into())).await.is_err() {
        return;
    }
    let mut heard = Instant::now();
    let mut pings = tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = crate::listen::stopping(&mut closing) => {
                let _ = socket.send(restarting()).await;
                break;
            }
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
                    Some(Ok(Message::Text(text))) => Some(text),
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // Closed, or an oversized or broken frame: this client only.
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                let read = Instant::now();
                let answer = match admit(&mut throttle, &state, client) {
                    Err(()) => break,
                    Ok(false) => protocol::error(None, "throttled", "too many messages: slow down"),
                    Ok(true) => match text.as_deref().map(ClientMsg::parse) {
                        None => protocol::error(None, "message", "send JSON text"),
                        Some(Err((code, message, msg_id))) => protocol::error(msg_id, code, &message),
                        Some(Ok(msg)) => match (seat, &msg) {
                            (_, ClientMsg::Ping { id: ping, .. }) => serde_json::json!({"t": "pong", "id": ping, "now": now_ms()}).to_string(),
                            (None, ClientMsg::Chat { id: msg_id, room: Some(crate::protocol::ChatRoom::Player), .. }) => {
                                protocol::error(*msg_id, "spectator", "the players' room is the players' own")
                            }
                            (None, ClientMsg::Chat { text, id: msg_id, .. }) => {
                                let limited = state.limits.settings.per_client;
                                if limited && !(lines.take() && state.spectator_chat.take(client)) {
                                    protocol::error(*msg_id, "chat-throttled", "too many lines: wait a few seconds")
                                } else {
                                    state.hub.spectator_chat(&id, name.clone(), *msg_id, text.clone()).await
                                }
                            }
                            (None, m) => protocol::error(m.id(), "spectator", "a spectator cannot act in the game"),
                            (Some(seat), ClientMsg::Move { .. }) => {
                                let answer = state.hub.act(&id, seat, msg).await;
                                if answer.contains(r#""t":"ack""#) {
                                    METRICS.moves.inc();
                                    METRICS.move_seconds.observe(read.elapsed().as_secs_f64());
                                }
                                answer
                            }
                            (Some(seat), _) => state.hub.act(&id, seat, msg).await,
                        },
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
                if !crate::chat::for_socket(&text, seat.is_some()) {
                    continue;
                }
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
    client: ClientAddr,
    State(state): State<Arc<AppState>>,
) -> Response {
    feed_upgrade(ws, &headers, client, state, lobby)
}

async fn watch_socket(
    ws: WebSocketUpgrade,
    headers: HeaderMap,
    client: ClientAddr,
    State(state): State<Arc<AppState>>,
) -> Response {
    feed_upgrade(ws, &headers, client, state, watching)
}

/// The upgrade of a feed's socket (the lobby's, the watch screen's), served by `serve`; or the
/// refusal.
fn feed_upgrade<F, Fut>(
    ws: WebSocketUpgrade,
    headers: &HeaderMap,
    client: ClientAddr,
    state: Arc<AppState>,
    serve: F,
) -> Response
where
    F: FnOnce(WebSocket, Arc<AppState>, ClientAddr) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    match checked(ws, headers, client, &state) {
        Ok(ws) => ws.on_upgrade(move |socket| serve(socket, state, client)),
        Err(refused) => *refused,
    }
}

/// Sends `text`, unless the client does not take it within [`SEND_TIMEOUT`]: whether it went.
async fn send_in_time(socket: &mut WebSocket, text: Utf8Bytes) -> bool {
    matches!(
        tokio::time::timeout(SEND_TIMEOUT, socket.send(Message::Text(text))).await,
        Ok(Ok(()))
    )
}

/// The lobby: the open seeks now, and again each time they change (the feed's shared text).
async fn lobby(socket: WebSocket, state: Arc<AppState>, client: ClientAddr) {
    let _open = metrics::SocketOpen::new("lobby");
    let latest = state.feed.subscribe();
    let Ok(first) = state.feed.fresh().await else {
        return;
    };
    feed_socket(socket, &state, client, first.message, latest, |l| {
        l.message.clone()
    })
    .await;
}

/// The watch screen: the games being played now, and again each time one changes (the watch
/// feed's shared text).
async fn watching(socket: WebSocket, state: Arc<AppState>, client: ClientAddr) {
    let _open = metrics::SocketOpen::new("watch");
    let latest = state.watching.subscribe();
    let Ok(first) = state.watching.fresh().await else {
        return;
    };
    feed_socket(socket, &state, client, first, latest, Utf8Bytes::clone).await;
}

/// A feed's socket: `first`, then each newer message of `latest` (`text` of it; a socket that
/// falls behind skips to the newest, the same bytes are never sent twice in a row). Pinged and
/// closed when silent, as a game socket; it takes no messages, and one that floods it is closed.
async fn feed_socket<T: Clone>(
    mut socket: WebSocket,
    state: &AppState,
    client: ClientAddr,
    first: Utf8Bytes,
    mut latest: tokio::sync::watch::Receiver<Option<T>>,
    text: fn(&T) -> Utf8Bytes,
) {
    let mut closing = state.closing.subscribe();
    // The first read may itself be the change this socket's subscription reports: the same
    // bytes are not sent twice.
    let mut sent = first.clone();
    if !send_in_time(&mut socket, first).await {
        return;
    }
    let mut throttle = Throttle::new();
    let mut heard = Instant::now();
    let mut pings = tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = crate::listen::stopping(&mut closing) => {
                let _ = socket.send(restarting()).await;
                break;
            }
            _ = pings.tick() => {
                if heard.elapsed() > SILENT_AFTER
                    || !matches!(tokio::time::timeout(SEND_TIMEOUT, socket.send(Message::Ping(Default::default()))).await, Ok(Ok(())))
                {
                    break;
                }
            }
            changed = latest.changed() => {
                if changed.is_err() {
                    break;
                }
                let next = latest.borrow_and_update().as_ref().map(text);
                if let Some(next) = next.filter(|m| *m != sent) {
                    sent = next.clone();
                    if !send_in_time(&mut socket, next).await {
                        break;
                    }
                }
            }
            incoming = socket.recv() => {
                heard = Instant::now();
                match incoming {
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    Some(Ok(Message::Text(_) | Message::Binary(_))) => {
                        if admit(&mut throttle, state, client).is_err() {
                            break;
                        }
                    }
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                }
            }
        }
    }
}
