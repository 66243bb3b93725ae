//! A lichess-compatible Bot and Board API: the same paths, fields and NDJSON streams as
//! lichess's documented API (`lichess-org/api`), so that lichess's clients — the Python
//! `berserk`, `lichess-bot` — play on this server unchanged (`docs/BOTS.md`).
//!
//! - Who: a personal API token (`Authorization: Bearer`, made on the account page or by
//!   `alice-server user add NAME [--bot]`) of an account. A bot account (title `BOT`) plays
//!   through `/api/bot/…` only; another account through `/api/board/…`. Every request counts
//!   against its account's `api` rate ([`crate::limits::Limits::api`]).
//! - [`events`]: `GET /api/stream/event` — `challenge`, `challengeCanceled`,
//!   `challengeDeclined`, `gameStart`, `gameFinish`, one JSON object a line.
//! - [`challenges`]: `POST /api/challenge/{username}` (`rated`, `clock.limit`,
//!   `clock.increment`, `days`, `color`, `variant` = `alice`), `GET /api/challenge`,
//!   `POST /api/challenge/{id}/accept`, `…/decline`, `…/cancel`. Challenges are kept in memory
//!   (a live one 20 s, a correspondence one a week, as on lichess); the accepted challenge's
//!   game has the challenge's id.
//! - [`games`]: `GET /api/{bot|board}/game/stream/{id}` (`gameFull`, then `gameState`,
//!   `chatLine`, `opponentGone`), `POST …/move/{uci}`, `resign`, `abort`, `draw/{yes|no}`,
//!   `takeback/{yes|no}`, `claim-victory`, `chat` (and `GET …/chat`).
//!
//! The games are the server's ordinary games: every action goes through the game's task (stored
//! before it is acknowledged), they are watched, listed on the profiles and exported like any
//! other. Answers and errors take lichess's shapes ([`shapes`]; an error is `{"error": TEXT}`, an
//! illegal move `400` with the core's reason).

pub mod challenges;
pub mod events;
pub mod games;
pub mod shapes;

use crate::accounts::{MaybeViewer, Viewer};
use crate::state::AppState;
use axum::body::{Body, Bytes};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{broadcast, mpsc};

/// The title of a bot account.
pub const BOT_TITLE: &str = "BOT";
/// Streams (events and games) one account may hold open at once.
pub const MAX_STREAMS: usize = 32;
/// A stream sends an empty line this often when it has nothing else to say, as lichess does
/// (a client sees the connection alive; a client gone is noticed).
pub const KEEP_ALIVE: Duration = Duration::from_secs(7);

/// What the Bot API keeps: the open challenges, each account's event channel, the games
/// watched for their end, and the streams open per account.
#[derive(Default)]
pub struct Bots {
    pub(crate) challenges: Mutex<HashMap<String, challenges::Challenge>>,
    channels: Mutex<HashMap<i64, broadcast::Sender<Arc<str>>>>,
    pub(crate) watched: Mutex<std::collections::HashSet<String>>,
    streams: Mutex<HashMap<i64, usize>>,
}

impl Bots {
    /// Nothing open yet.
    pub fn new() -> Arc<Bots> {
        Arc::new(Bots::default())
    }

    /// Sends one event (a JSON object) to every event stream of account `user`.
    pub fn publish(&self, user: i64, event: &Value) {
        let channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tx) = channels.get(&user) {
            let _ = tx.send(Arc::from(event.to_string()));
        }
    }

    /// The event channel of account `user`, to listen to.
    fn subscribe(&self, user: i64) -> broadcast::Receiver<Arc<str>> {
        let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        channels.retain(|_, tx| tx.receiver_count() > 0);
        channels
            .entry(user)
            .or_insert_with(|| broadcast::channel(64).0)
            .subscribe()
    }

    /// One more stream open for `user`, or `None` at [`MAX_STREAMS`].
    fn open_stream(self: &Arc<Self>, user: i64) -> Option<StreamSlot> {
        let mut streams = self.streams.lock().unwrap_or_else(|e| e.into_inner());
        let n = streams.entry(user).or_insert(0);
        if *n >= MAX_STREAMS {
            return None;
        }
        *n += 1;
        Some(StreamSlot {
            bots: self.clone(),
            user,
        })
    }
}

/// A stream counted against its account until dropped.
pub(crate) struct StreamSlot {
    bots: Arc<Bots>,
    user: i64,
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut streams = self.bots.streams.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = streams.get_mut(&self.user) {
            *n -= 1;
            if *n == 0 {
                streams.remove(&self.user);
            }
        }
    }
}

/// The Bot and Board API's routes.
pub fn router(state: Arc<AppState>) -> Router {
    let mut router = Router::new()
        .route("/api/stream/event", get(events::stream))
        .route("/api/challenge", get(challenges::mine))
        .route("/api/challenge/{name}", post(challenges::create))
        .route("/api/challenge/{id}/accept", post(challenges::accept))
        .route("/api/challenge/{id}/decline", post(challenges::decline))
        .route("/api/challenge/{id}/cancel", post(challenges::cancel))
        .route(
            "/api/user/{name}/challenge",
            post(challenges::challenge_bot),
        );
    for api in ["bot", "board"] {
        router = router
            .route(
                &format!("/api/{api}/game/stream/{{id}}"),
                get(games::stream),
            )
            .route(
                &format!("/api/{api}/game/{{id}}/move/{{uci}}"),
                post(games::play),
            )
            .route(
                &format!("/api/{api}/game/{{id}}/chat"),
                post(games::say).get(games::chat),
            )
            .route(
                &format!("/api/{api}/game/{{id}}/{{action}}"),
                post(games::act),
            )
            .route(
                &format!("/api/{api}/game/{{id}}/{{action}}/{{answer}}"),
                post(games::answer),
            );
    }
    router
        .layer(axum::extract::DefaultBodyLimit::max(crate::api::MAX_BODY))
        .with_state(state)
}

/// lichess's error: `{"error": TEXT}` with `status`.
pub(crate) fn fail(status: StatusCode, text: &str) -> Response {
    (
        status,
        [(header::CACHE_CONTROL, "no-store")],
        Json(json!({"error": text})),
    )
        .into_response()
}

/// `{"ok": true}`.
pub(crate) fn ok() -> Response {
    (
        StatusCode::OK,
        [(header::CACHE_CONTROL, "no-store")],
        Json(json!({"ok": true})),
    )
        .into_response()
}

/// Which of the two APIs a path is: the Bot API (`/api/bot/…`) or the Board API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Api {
    Bot,
    Board,
    /// Shared by both (the event stream, the challenges).
    Any,
}

impl Api {
    pub(crate) fn of(path: &str) -> Api {
        if path.starts_with("/api/bot/") {
            Api::Bot
        } else if path.starts_with("/api/board/") {
            Api::Board
        } else {
            Api::Any
        }
    }
}

/// The account a request acts for, counted against its rate; or the refusal: `401` without a
/// valid token, `429` past the rate, `400` when a bot uses the Board API or another account the
/// Bot API.
pub(crate) fn caller(
    state: &AppState,
    viewer: MaybeViewer,
    api: Api,
) -> Result<Viewer, Box<Response>> {
    let Some(v) = viewer.0 else {
        return Err(Box::new(fail(StatusCode::UNAUTHORIZED, "No such token")));
    };
    if let Err(refused) = state.limits.api(v.user.id) {
        return Err(Box::new(refused.response()));
    }
    let bot = is_bot(&v);
    match api {
        Api::Bot if !bot => Err(Box::new(fail(
            StatusCode::BAD_REQUEST,
            "This endpoint can only be used with a Bot account",
        ))),
        Api::Board if bot => Err(Box::new(fail(
            StatusCode::BAD_REQUEST,
            "This endpoint cannot be used with a Bot account: use /api/bot/",
        ))),
        _ => Ok(v),
    }
}

/// Whether the account is a bot's.
pub(crate) fn is_bot(v: &Viewer) -> bool {
    v.user.title.as_deref() == Some(BOT_TITLE)
}

/// A request's parameters, from a form body (`application/x-www-form-urlencoded`, as lichess
/// documents) or a JSON object (as `berserk` sends some; a body that starts with `{`): each
/// value as text, JSON's `null` as absent.
///
/// # Errors
/// `400` for a JSON body that is not an object of plain values.
pub(crate) fn params(bytes: &Bytes) -> Result<HashMap<String, String>, Box<Response>> {
    // A JSON object when it looks like one (whatever the type says), else a form.
    let json = bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{');
    if !json {
        return Ok(form_urlencoded::parse(bytes)
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect());
    }
    let bad = || {
        Box::new(fail(
            StatusCode::BAD_REQUEST,
            "the body is not a JSON object of plain values",
        ))
    };
    let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(bytes) else {
        return Err(bad());
    };
    let mut out = HashMap::new();
    for (k, v) in map {
        let text = match v {
            Value::Null => continue,
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            Value::String(s) => s,
            _ => return Err(bad()),
        };
        out.insert(k, text);
    }
    Ok(out)
}

/// An NDJSON answer fed by `rx` (one line each, with its `\n`).
pub(crate) fn ndjson(rx: mpsc::Receiver<String>) -> Response {
    let lines = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv()
            .await
            .map(|line| (Ok::<_, std::convert::Infallible>(Bytes::from(line)), rx))
    });
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "application/x-ndjson"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        Body::from_stream(lines),
    )
        .into_response()
}

/// One line of a stream: `value` and a newline.
pub(crate) fn line(value: &Value) -> String {
    let mut text = value.to_string();
    text.push('\n');
    text
}

/// A stream slot for `v`'s account, or the `429` at [`MAX_STREAMS`].
pub(crate) fn slot(state: &AppState, v: &Viewer) -> Result<StreamSlot, Box<Response>> {
    state.bots.open_stream(v.user.id).ok_or_else(|| {
        Box::new(fail(
            StatusCode::TOO_MANY_REQUESTS,
            "too many streams open for this account",
        ))
    })
}
