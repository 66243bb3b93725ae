//! The accounts' routes (JSON; `docs/PROTOCOL.md`, "Accounts"):
//!
//! - `POST /api/signup` `{name, password}` → `201 {name}` and the session cookie;
//! - `POST /api/login` `{name, password}` → `{name}` and the cookie; `401 wrong-login` for a
//!   wrong name or password alike;
//! - `POST /api/logout` → `204`, the session ended and the cookie cleared;
//! - `GET /api/account` → `{name, created, title}` (`401 signed-out` without an account);
//! - `POST /api/account/password` `{current, password}` → `204`; every other browser session
//!   ends;
//! - `GET /api/account/sessions` → the sessions and tokens; `DELETE
//!   /api/account/sessions/{id}` ends one;
//! - `POST /api/account/tokens` `{description}` → `201 {id, token, description}` (the token is
//!   shown this once);
//! - `POST /api/account/delete` `{password}` → `204`: the account deleted (its games kept);
//! - `GET /api/account/games` → the account's games in progress, each with its seat's token
//!   (to play it from this device) and whether it is the account's turn;
//! - `POST /api/account/claim` `{seats: [{id, token}]}` → `{claimed}`: seats taken anonymously
//!   in this browser join the account.

use super::session::{name_cookie, over_https, set_cookie};
use super::{check_password, name_key, password, MaybeViewer, NameError, Viewer};
use crate::api::{body, error, no_store};
use crate::clock::now_ms;
use crate::limits::ClientAddr;
use crate::state::AppState;
use crate::store::{GameRow, NewSession, StoreError};
use crate::token;
use crate::types::HubError;
use alice_chess::live::LiveGame;
use alice_chess::Color;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::Router;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// At most this many seats claimed by one request.
const MAX_CLAIMS: usize = 50;
/// At most this many of an account's games read for "my games".
const MY_GAMES: usize = 200;
/// At most this many sessions and tokens per account (the oldest sessions then end).
const MAX_TOKENS: usize = 50;

/// The accounts' routes.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/api/signup", post(signup))
        .route("/api/login", post(login))
        .route("/api/logout", post(logout))
        .route("/api/account", get(account))
        .route("/api/account/password", post(change_password))
        .route("/api/account/sessions", get(sessions))
        .route("/api/account/sessions/{id}", delete(end_session))
        .route("/api/account/tokens", post(new_token))
        .route("/api/account/delete", post(delete_account))
        .route("/api/account/games", get(my_games))
        .route("/api/account/claim", post(claim))
        .layer(axum::extract::DefaultBodyLimit::max(crate::api::MAX_BODY))
        .with_state(state)
}

fn storage(e: StoreError) -> Response {
    crate::api::storage_error(e, "the account")
}

fn signed_out() -> Response {
    error(
        StatusCode::UNAUTHORIZED,
        "signed-out",
        "sign in to use your account",
    )
}

fn peer_ip(req: &axum::http::request::Parts) -> Option<std::net::IpAddr> {
    crate::limits::peer(req).map(|p| p.ip())
}

/// The browser a session was made by, for the account page: its user agent, printable and
/// short.
fn label(headers: &HeaderMap) -> String {
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let text: String = agent
        .chars()
        .filter(|c| !c.is_control())
        .take(256)
        .collect();
    if text.is_empty() {
        "unknown browser".into()
    } else {
        text
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

/// Starts a session for `user`: stored, then the answer with its cookie (a password's sign-in
/// and a passkey's alike).
pub(super) async fn start_session(
    state: &AppState,
    parts: &axum::http::request::Parts,
    user: i64,
    status: StatusCode,
    name: &str,
) -> Response {
    let secret = token::secret();
    let hash = token::digest(&secret);
    let public_id = token::public_id();
    let label = label(&parts.headers);
    let new = NewSession {
        user,
        hash: &hash,
        public_id: &public_id,
        kind: "session",
        label: &label,
        now: now_ms(),
    };
    if let Err(e) = state.store.add_session(new).await {
        return storage(e);
    }
    let secure = over_https(&parts.headers, peer_ip(parts), state);
    let mut response = no_store(status, json!({"name": name}));
    let headers = response.headers_mut();
    headers.append(header::SET_COOKIE, set_cookie(Some(&secret), secure));
    headers.append(header::SET_COOKIE, name_cookie(Some(name), secure));
    response
}

async fn signup(
    State(state): State<Arc<AppState>>,
    client: ClientAddr,
    request: axum::extract::Request,
) -> Response {
    let (parts, bytes) = match split(request).await {
        Ok(p) => p,
        Err(r) => return *r,
    };
    let req: Credentials = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    let key = match name_key(&req.name) {
        Ok(k) => k,
        Err(NameError::Length) => {
            return error(
                StatusCode::BAD_REQUEST,
                "name-length",
                "a name has 2 to 20 characters",
            )
        }
        Err(NameError::Characters) => {
            return error(
                StatusCode::BAD_REQUEST,
                "name-characters",
                "a name has only letters, digits, _ and -",
            )
        }
    };
    if let Err(why) = check_password(&req.password) {
        return error(StatusCode::BAD_REQUEST, "password-length", why);
    }
    if let Err(refused) = state.limits.signup(client) {
        return refused.response();
    }
    let Some(hash) = password::hash(req.password).await else {
        return error(StatusCode::SERVICE_UNAVAILABLE, "unavailable", "try again");
    };
    let user = match state
        .store
        .create_user(&req.name, &key, Some(&hash), None, now_ms())
        .await
    {
        Ok(Some(user)) => user,
        Ok(None) => {
            return error(
                StatusCode::CONFLICT,
                "name-taken",
                "this name is taken: choose another",
            )
        }
        Err(e) => return storage(e),
    };
    tracing::info!(user = user.id, "account created");
    start_session(&state, &parts, user.id, StatusCode::CREATED, &user.name).await
}

/// The request's head and its body (at most [`crate::api::MAX_BODY`] bytes).
async fn split(
    request: axum::extract::Request,
) -> Result<(axum::http::request::Parts, Bytes), Box<Response>> {
    split_with(request, crate::api::MAX_BODY).await
}

/// The request's head and its body (at most `limit` bytes).
pub(super) async fn split_with(
    request: axum::extract::Request,
    limit: usize,
) -> Result<(axum::http::request::Parts, Bytes), Box<Response>> {
    let (parts, body) = request.into_parts();
    match axum::body::to_bytes(body, limit).await {
        Ok(bytes) => Ok((parts, bytes)),
        Err(_) => Err(Box::new(error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "bad-request",
            "the request is too large",
        ))),
    }
}

async fn login(
    State(state): State<Arc<AppState>>,
    client: ClientAddr,
    request: axum::extract::Request,
) -> Response {
    let (parts, bytes) = match split(request).await {
        Ok(p) => p,
        Err(r) => return *r,
    };
    let req: Credentials = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    let key = req.name.to_ascii_lowercase();
    if let Err(refused) = state.limits.login(client, &key) {
        return refused.response();
    }
    if req.password.len() > super::PASSWORD_MAX {
        return wrong_login();
    }
    let user = match name_key(&req.name) {
        Ok(key) => match state.store.user_by_key(&key).await {
            Ok(user) => user.filter(|u| u.deleted.is_none()),
            Err(e) => return storage(e),
        },
        Err(_) => None,
    };
    let hash = user.as_ref().and_then(|u| u.password.clone());
    if !password::verify(req.password, hash).await {
        return wrong_login();
    }
    let Some(user) = user else {
        return wrong_login();
    };
    start_session(&state, &parts, user.id, StatusCode::OK, &user.name).await
}

fn wrong_login() -> Response {
    error(
        StatusCode::UNAUTHORIZED,
        "wrong-login",
        "wrong name or password",
    )
}

async fn logout(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    request: axum::extract::Request,
) -> Response {
    let (parts, _) = request.into_parts();
    if let Some(v) = viewer.filter(|v| v.session.kind == "session") {
        if let Err(e) = state.store.drop_session(&v.hash).await {
            return storage(e);
        }
    }
    let secure = over_https(&parts.headers, peer_ip(&parts), &state);
    let mut response = StatusCode::NO_CONTENT.into_response();
    let headers = response.headers_mut();
    headers.append(header::SET_COOKIE, set_cookie(None, secure));
    headers.append(header::SET_COOKIE, name_cookie(None, secure));
    headers.insert(header::CACHE_CONTROL, "no-store".parse().expect("a header"));
    response
}

async fn account(MaybeViewer(viewer): MaybeViewer) -> Response {
    match viewer {
        Some(v) => no_store(StatusCode::OK, user_json(&v)),
        None => signed_out(),
    }
}

/// The account: our fields (`name`, `created`, `title`) and lichess's (`id`, `username`,
/// `createdAt`, `perfs`, `url`), so that lichess's clients
/// (`berserk`'s `account.get()`, lichess-bot) read it too.
fn user_json(v: &Viewer) -> Value {
    json!({
        "name": v.user.name,
        "created": v.user.created,
        "title": v.user.title,
        "id": v.user.name.to_ascii_lowercase(),
        "username": v.user.name,
        "createdAt": v.user.created,
        "perfs": {},
        "url": format!("/@/{}", v.user.name),
    })
}

/// Checks that `password` is the account's own, before a change only its owner may make: a guess
/// counts as a sign-in attempt; a wrong one is `403 wrong-password` saying `wrong`.
async fn confirm(
    state: &AppState,
    client: ClientAddr,
    v: &Viewer,
    password: String,
    wrong: &str,
) -> Result<(), Response> {
    if let Err(refused) = state
        .limits
        .login(client, &v.user.name.to_ascii_lowercase())
    {
        return Err(refused.response());
    }
    if password.len() > super::PASSWORD_MAX
        || !password::verify(password, v.user.password.clone()).await
    {
        return Err(error(StatusCode::FORBIDDEN, "wrong-password", wrong));
    }
    Ok(())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewPassword {
    current: String,
    password: String,
}

async fn change_password(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    client: ClientAddr,
    bytes: Bytes,
) -> Response {
    let Some(v) = viewer else {
        return signed_out();
    };
    let req: NewPassword = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    if let Err(why) = check_password(&req.password) {
        return error(StatusCode::BAD_REQUEST, "password-length", why);
    }
    if let Err(r) = confirm(
        &state,
        client,
        &v,
        req.current,
        "the current password is wrong",
    )
    .await
    {
        return r;
    }
    let Some(hash) = password::hash(req.password).await else {
        return error(StatusCode::SERVICE_UNAVAILABLE, "unavailable", "try again");
    };
    match state.store.set_password(v.user.id, &hash, &v.hash).await {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => storage(e),
    }
}

async fn sessions(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
) -> Response {
    let Some(v) = viewer else {
        return signed_out();
    };
    match state.store.sessions_of(v.user.id).await {
        Ok(rows) => no_store(
            StatusCode::OK,
            Value::Array(
                rows.iter()
                    .map(|s| {
                        // A session's browser and system, from its user agent (the page
                        // says "Chrome on Linux"); `null` when unknown, and for a token.
                        let (browser, os) = if s.kind == "session" {
                            super::browser::describe(&s.label)
                        } else {
                            (None, None)
                        };
                        json!({
                            "id": s.public_id,
                            "kind": s.kind,
                            "label": s.label,
                            "browser": browser,
                            "os": os,
                            "created": s.created,
                            "lastUsed": s.last_used,
                            "current": s.public_id == v.session.public_id,
                        })
                    })
                    .collect(),
            ),
        ),
        Err(e) => storage(e),
    }
}

async fn end_session(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    Path(id): Path<String>,
) -> Response {
    let Some(v) = viewer else {
        return signed_out();
    };
    if !token::is_hex(&id, 16) {
        return error(
            StatusCode::NOT_FOUND,
            "not-found",
            "there is no such session",
        );
    }
    match state.store.drop_session_by_public(v.user.id, &id).await {
        Ok(true) => StatusCode::NO_CONTENT.into_response(),
        Ok(false) => error(
            StatusCode::NOT_FOUND,
            "not-found",
            "there is no such session",
        ),
        Err(e) => storage(e),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewToken {
    #[serde(default)]
    description: String,
}

async fn new_token(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    bytes: Bytes,
) -> Response {
    let Some(v) = viewer else {
        return signed_out();
    };
    let req: NewToken = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    let description: String = req
        .description
        .chars()
        .filter(|c| !c.is_control())
        .take(60)
        .collect();
    let description = match description.trim() {
        "" => "API token".to_string(),
        d => d.to_string(),
    };
    match state.store.sessions_of(v.user.id).await {
        Ok(rows) if rows.len() >= MAX_TOKENS => {
            return error(
                StatusCode::CONFLICT,
                "too-many-tokens",
                "revoke a session or token first",
            )
        }
        Ok(_) => {}
        Err(e) => return storage(e),
    }
    let secret = token::secret();
    let hash = token::digest(&secret);
    let public_id = token::public_id();
    let new = NewSession {
        user: v.user.id,
        hash: &hash,
        public_id: &public_id,
        kind: "token",
        label: &description,
        now: now_ms(),
    };
    match state.store.add_session(new).await {
        Ok(()) => no_store(
            StatusCode::CREATED,
            json!({"id": public_id, "token": secret, "description": description}),
        ),
        Err(e) => storage(e),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Confirm {
    password: String,
}

async fn delete_account(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    client: ClientAddr,
    request: axum::extract::Request,
) -> Response {
    let Some(v) = viewer else {
        return signed_out();
    };
    let (parts, bytes) = match split(request).await {
        Ok(p) => p,
        Err(r) => return *r,
    };
    let req: Confirm = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    if let Err(r) = confirm(&state, client, &v, req.password, "the password is wrong").await {
        return r;
    }
    if let Err(e) = state.store.delete_user(v.user.id, now_ms()).await {
        return storage(e);
    }
    tracing::info!(user = v.user.id, "account deleted");
    let secure = over_https(&parts.headers, peer_ip(&parts), &state);
    let mut response = StatusCode::NO_CONTENT.into_response();
    let headers = response.headers_mut();
    headers.append(header::SET_COOKIE, set_cookie(None, secure));
    headers.append(header::SET_COOKIE, name_cookie(None, secure));
    response
}

/// One of the account's games for "my games": its seat and token, the opponent, whether it is
/// the account's turn, and the account's clock.
fn my_game(row: &GameRow, user: i64, now: u64) -> Option<Value> {
    let seat = (0..2).find(|&i| row.users[i] == Some(user))?;
    let color = if seat == 0 {
        Color::White
    } else {
        Color::Black
    };
    let live = row
        .state
        .as_deref()
        .and_then(|s| LiveGame::from_json(s).ok());
    let your_turn = live
        .as_ref()
        .is_some_and(|l| l.outcome().is_none() && l.turn() == color);
    let clock = live
        .as_ref()
        .and_then(|l| l.clocks(now))
        .map(|c| c.of(color));
    Some(json!({
        "id": row.id,
        "seat": if seat == 0 { "white" } else { "black" },
        "token": row.tokens[seat],
        "status": row.status,
        "control": row.control,
        "opponent": row.names[1 - seat],
        "yourTurn": your_turn,
        "clock": clock,
        "moves": live.as_ref().map_or(0, |l| l.game().moves().len()),
        "updated": row.updated,
    }))
}

async fn my_games(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
) -> Response {
    let Some(v) = viewer else {
        return signed_out();
    };
    let rows = match state.store.games_of(v.user.id, MY_GAMES).await {
        Ok(rows) => rows,
        Err(e) => return storage(e),
    };
    let now = now_ms();
    let mut games: Vec<Value> = rows
        .iter()
        .filter(|r| r.status != "ended")
        .filter_map(|r| my_game(r, v.user.id, now))
        .collect();
    // Your turn first, the least time left first; then the others, most recent first.
    games.sort_by_key(|g| {
        let turn = g["yourTurn"].as_bool().unwrap_or(false);
        (
            !turn,
            if turn {
                g["clock"].as_u64().unwrap_or(u64::MAX)
            } else {
                0
            },
        )
    });
    no_store(StatusCode::OK, json!({"games": games}))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimBody {
    seats: Vec<SeatClaim>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatClaim {
    id: String,
    token: String,
}

async fn claim(
    State(state): State<Arc<AppState>>,
    MaybeViewer(viewer): MaybeViewer,
    bytes: Bytes,
) -> Response {
    let Some(v) = viewer else {
        return signed_out();
    };
    let req: ClaimBody = match body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
    if req.seats.len() > MAX_CLAIMS {
        return error(
            StatusCode::BAD_REQUEST,
            "bad-request",
            "at most 50 seats at once",
        );
    }
    let mut claimed = 0;
    for s in req
        .seats
        .iter()
        .filter(|s| token::is_hex(&s.id, 16) && token::is_hex(&s.token, 32))
    {
        // Through the game's task (here or on its node), so that the game shows the account's
        // name at once, on every socket.
        match state
            .hub
            .claim_seat(&s.id, &s.token, v.user.id, &v.user.name)
            .await
        {
            Ok(true) => claimed += 1,
            Ok(false) | Err(HubError::NotFound | HubError::Bad(_)) => {}
            Err(e) => return crate::api::hub_error(e),
        }
    }
    no_store(StatusCode::OK, json!({"claimed": claimed}))
}
