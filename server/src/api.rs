//! The HTTP API (JSON; `docs/PROTOCOL.md`):
//!
//! - `POST /api/games` `{control, color, name?, seek?, rated?, ratingRange?}` → `201 {id, seat,
//!   token}`: a game waiting for its second player — a friend link (`seek: false`, the default)
//!   or an open seek in the lobby; `rated` only for a signed-in creator (`403 rated-anonymous`),
//!   `ratingRange` (`MIN-MAX`) the opponent's rating accepted. `control`: `1+0` … `15+10`, any `M+S`, or `corr-1`, `corr-3`, `corr-7`; `color`:
//!   `white`, `black`, `random`.
//! - `POST /api/games/{id}/join` `{name?, token?}` → `{id, seat, token}`: the free seat; the game
//!   starts. `409` when it is taken — except for a join sent again with the token the client
//!   chose: the same seat.
//! - `GET /api/games/{id}` → the game (no tokens); `GET /api/games/{id}/pgn` → its PGN.
//! - `GET /api/lobby` → the open seeks; `GET /api/games` → the games being played.
//!
//! Errors are `{error: {code, message}}` with a 4xx status; `429` (`rate-limited`, with
//! `Retry-After`) when the client's address creates or joins too fast ([`crate::limits`]). Every
//! answer is `no-store` (the offline worker never keeps a live answer).

use crate::accounts::MaybeViewer;
use crate::limits::ClientAddr;
use crate::state::AppState;
use crate::types::{HubError, NewGame};
use alice_chess::live::TimeControl;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// The largest request body, in bytes.
pub const MAX_BODY: usize = 4096;

/// The API's routes.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/api/games", post(create).get(playing))
        .route("/api/games/{id}", get(game))
        .route("/api/games/{id}/pgn", get(pgn))
        .route("/api/games/{id}/join", post(join))
        .route("/api/lobby", get(lobby))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .with_state(state)
}

pub(crate) fn no_store(status: StatusCode, body: Value) -> Response {
    (status, [(header::CACHE_CONTROL, "no-store")], Json(body)).into_response()
}

pub(crate) fn error(status: StatusCode, code: &str, message: &str) -> Response {
    no_store(status, json!({"error": {"code": code, "message": message}}))
}

/// A database that failed to read or store `what` (counted, logged): 503 with "try again".
pub(crate) fn storage_error(e: crate::store::StoreError, what: &str) -> Response {
    crate::metrics::METRICS.store_errors.inc();
    tracing::error!(error = %e, "database");
    error(
        StatusCode::SERVICE_UNAVAILABLE,
        "storage",
        &format!("{what} could not be read or stored; try again"),
    )
}

pub(crate) fn hub_error(e: HubError) -> Response {
    match e {
        HubError::NotFound => error(StatusCode::NOT_FOUND, "not-found", "there is no such game"),
        HubError::Taken => error(
            StatusCode::CONFLICT,
            "taken",
            "both seats of this game are taken",
        ),
        HubError::Bad(why) => error(StatusCode::BAD_REQUEST, "bad-request", &why),
        HubError::Forbidden { code, message } => error(StatusCode::FORBIDDEN, &code, &message),
        HubError::Storage => error(
            StatusCode::SERVICE_UNAVAILABLE,
            "storage",
            "the game could not be stored; try again",
        ),
        HubError::Unavailable => error(
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable",
            "the game cannot be reached now; try again",
        ),
    }
}

/// A JSON body of type `T`, or the 400 that says why not.
pub(crate) fn body<T: for<'de> Deserialize<'de>>(bytes: &Bytes) -> Result<T, Box<Response>> {
    let text = if bytes.is_empty() {
        b"{}".as_slice()
    } else {
        bytes
    };
    serde_json::from_slice(text).map_err(|e| {
        let why: String = e.to_string().chars().take(120).collect();
        Box::new(error(StatusCode::BAD_REQUEST, "bad-request", &why))
    })
}

/// A bot account (title `BOT`) plays only through the Bot API: `403 bot` on the site's routes.
fn bot_refused(viewer: Option<&crate::accounts::Viewer>) -> Option<Response> {
    viewer
        .filter(|v| v.user.title.as_deref() == Some(crate::botapi::BOT_TITLE))
        .map(|_| {
            error(
                StatusCode::FORBIDDEN,
                "bot",
                "a bot account plays through the Bot API (/api/bot/…), not the site's games",
            )
        })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    control: String,
    #[serde(default = "random")]
    color: String,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    seek: bool,
    /// A rated game: only between two accounts.
    #[serde(default)]
    rated: bool,
    /// The opponent's rating accepted, `MIN-MAX` (as lichess's seeks' `ratingRange`).
    #[serde(default, rename = "ratingRange")]
    rating_range: Option<String>,
}

/// The largest rating a range may name.
const RANGE_MAX: i32 = 4000;

/// A rating range, `MIN-MAX` (`1400-1800`); an empty text is none.
fn rating_range(text: Option<&str>) -> Result<[Option<i32>; 2], String> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok([None, None]);
    };
    let bad = || {
        format!(
            "a rating range is MIN-MAX, two whole numbers from 0 to {RANGE_MAX} (1400-1800), not '{}'",
            text.chars().take(20).collect::<String>()
        )
    };
    let (a, b) = text.split_once('-').ok_or_else(bad)?;
    let a: i32 = a.trim().parse().map_err(|_| bad())?;
    let b: i32 = b.trim().parse().map_err(|_| bad())?;
    if !(0..=RANGE_MAX).contains(&a) || !(0..=RANGE_MAX).contains(&b) || a > b {
        return Err(bad());
    }
    Ok([Some(a), Some(b)])
}

fn random() -> String {
    "random".into()
}

async fn create(
    State(state): State<Arc<AppState>>,
    client: ClientAddr,
    MaybeViewer(viewer): MaybeViewer,
    bytes: Bytes,
) -> Response {
    let req: CreateBody = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    if let Err(refused) = state.limits.create(client) {
        tracing::debug!(%client, "creation refused: rate");
        return refused.response();
    }
    let control = match TimeControl::parse(&req.control) {
        Ok(TimeControl::Untimed) => {
            return error(
                StatusCode::BAD_REQUEST,
                "bad-request",
                "an online game needs a clock: M+S or corr-D",
            )
        }
        Ok(c) => c,
        Err(e) => return error(StatusCode::BAD_REQUEST, "bad-request", &e.to_string()),
    };
    if let Some(refused) = bot_refused(viewer.as_ref()) {
        return refused;
    }
    let range = match rating_range(req.rating_range.as_deref()) {
        Ok(r) => r,
        Err(why) => return error(StatusCode::BAD_REQUEST, "bad-request", &why),
    };
    // Signed in: the account's name, whatever the body says.
    let (name, user) = match viewer {
        Some(v) => (Some(v.user.name), Some(v.user.id)),
        None => (req.name, None),
    };
    if user.is_none() && req.rated {
        return error(
            StatusCode::FORBIDDEN,
            "rated-anonymous",
            "a rated game is played between two accounts: sign in to create one",
        );
    }
    if user.is_none() && range[0].is_some() {
        return error(
            StatusCode::FORBIDDEN,
            "rated-anonymous",
            "a rating range needs a rating: sign in to ask for one",
        );
    }
    let new = NewGame {
        control,
        color: req.color,
        name,
        seek: req.seek,
        user,
        rated: req.rated,
        rating_range: range,
        id: None,
    };
    match state.hub.create(new).await {
        Ok((id, seat, token)) => no_store(
            StatusCode::CREATED,
            json!({"id": id, "seat": seat.name(), "token": token}),
        ),
        Err(e) => hub_error(e),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    #[serde(default)]
    name: Option<String>,
    /// The seat's token, chosen by the player (32 lowercase hex digits of a secure random
    /// source): a join sent again with it, after a lost answer, gets the same seat.
    #[serde(default)]
    token: Option<String>,
}

async fn join(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    client: ClientAddr,
    MaybeViewer(viewer): MaybeViewer,
    bytes: Bytes,
) -> Response {
    let req: JoinBody = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    if let Err(refused) = state.limits.join(client) {
        tracing::debug!(%client, "join refused: rate");
        return refused.response();
    }
    if let Some(refused) = bot_refused(viewer.as_ref()) {
        return refused;
    }
    let (name, user) = match viewer {
        Some(v) => (Some(v.user.name), Some(v.user.id)),
        None => (req.name, None),
    };
    match state.hub.join(&id, name, req.token, user).await {
        Ok((seat, token)) => no_store(
            StatusCode::OK,
            json!({"id": id, "seat": seat.name(), "token": token}),
        ),
        Err(e) => hub_error(e),
    }
}

async fn game(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> Response {
    match state.hub.game_json(&id).await {
        Ok(game) => no_store(StatusCode::OK, game),
        Err(e) => hub_error(e),
    }
}

async fn pgn(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> Response {
    match state.hub.pgn(&id).await {
        Ok(text) => (
            StatusCode::OK,
            [
                (
                    header::CONTENT_TYPE,
                    "application/x-chess-pgn; charset=utf-8".to_string(),
                ),
                (header::CACHE_CONTROL, "no-store".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"alice-{id}.pgn\""),
                ),
            ],
            text,
        )
            .into_response(),
        Err(e) => hub_error(e),
    }
}

async fn lobby(State(state): State<Arc<AppState>>) -> Response {
    match state.feed.fresh().await {
        Ok(lobby) => (
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            lobby.seeks.to_string(),
        )
            .into_response(),
        Err(_) => hub_error(HubError::Storage),
    }
}

async fn playing(State(state): State<Arc<AppState>>) -> Response {
    match state.hub.playing_json().await {
        Ok(games) => no_store(StatusCode::OK, games),
        Err(e) => hub_error(e),
    }
}

#[cfg(test)]
mod tests {
    use super::rating_range;

    #[test]
    fn rating_ranges_are_min_dash_max() {
        assert_eq!(rating_range(None), Ok([None, None]));
        assert_eq!(rating_range(Some(" ")), Ok([None, None]));
        assert_eq!(
            rating_range(Some("1400-1800")),
            Ok([Some(1400), Some(1800)])
        );
        for bad in [
            "1800-1400",
            "1400",
            "a-b",
            "-5-10",
            "0-4001",
            "1400-1800-2000",
        ] {
            assert!(rating_range(Some(bad)).is_err(), "{bad}");
        }
    }
}
