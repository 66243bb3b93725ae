//! Challenges: one account asks another for a game (`POST /api/challenge/{username}`); the
//! other accepts (the game starts, `gameStart` on both event streams) or declines; the
//! challenger may cancel. Kept in memory, bounded: a live challenge expires after
//! [`LIVE_TTL_MS`], a correspondence one after [`CORR_TTL_MS`]; an account has at most
//! [`MAX_OUT`] challenges sent and [`MAX_IN`] received open, the server [`MAX_ALL`].
//!
//! `rated=true` between two accounts makes a rated game (Glicko-2, as any rated game). A
//! challenge to one of the server's computer players ([`crate::computer`]) is accepted at once:
//! the game starts (`gameStart` on the challenger's stream) and the answer's `status` is
//! `accepted`. The site's profile page challenges a bot through [`challenge_bot`].
//!
//! Challenges live in the memory of the node that took them: in a cluster the accept, decline,
//! cancel and event stream must reach that node (see `docs/BOTS.md`).

use super::{caller, fail, ok, params, shapes, Api};
use crate::accounts::{name_key, MaybeViewer};
use crate::clock::now_ms;
use crate::limits::ClientAddr;
use crate::state::AppState;
use crate::store::UserRow;
use crate::token;
use crate::types::{HubError, NewGame};
use alice_chess::live::TimeControl;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};
use std::sync::Arc;

/// A live game's challenge waits this long for an answer (ms), as on lichess.
pub const LIVE_TTL_MS: u64 = 20_000;
/// A correspondence challenge waits a week.
pub const CORR_TTL_MS: u64 = 7 * 24 * 3_600_000;
/// Challenges one account may have sent and still open.
pub const MAX_OUT: usize = 20;
/// Challenges one account may have received and still open.
pub const MAX_IN: usize = 50;
/// Challenges open on the server.
pub const MAX_ALL: usize = 10_000;

/// An open challenge.
#[derive(Clone, Debug)]
pub struct Challenge {
    /// Its id: the game's, once accepted.
    pub id: String,
    /// Who asks.
    pub challenger: UserRow,
    /// Who is asked.
    pub dest: UserRow,
    /// The time control.
    pub control: TimeControl,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
    /// A rated game (both are accounts).
    pub rated: bool,
    /// When it expires (ms).
    pub expires: u64,
    /// The site's address, for its `url`.
    pub origin: String,
}

impl Challenge {
    /// lichess's `ChallengeJson`, with `status`.
    pub fn json(&self, status: &str) -> Value {
        json!({
            "id": self.id,
            "url": format!("{}/game/{}", self.origin, self.id),
            "status": status,
            "challenger": shapes::challenge_user(&self.challenger),
            "destUser": shapes::challenge_user(&self.dest),
            "variant": shapes::variant(),
            "rated": self.rated,
            "speed": shapes::speed(self.control),
            "timeControl": shapes::time_control(self.control),
            "color": self.color,
            "perf": {"icon": "", "name": "Alice"},
        })
    }

    /// The event stream's `challenge` line.
    fn event(&self) -> Value {
        json!({"type": "challenge", "challenge": self.json("created"),
               "compat": {"bot": true, "board": true}})
    }
}

/// The site's address as the client reached it (`Host`; `https` behind a trusted proxy that
/// says so).
fn origin(state: &AppState, headers: &HeaderMap, client: ClientAddr) -> String {
    let host = headers
        .get(axum::http::header::HOST)
        .and_then(|v| v.to_str().ok())
        .filter(|h| h.len() <= 255 && h.chars().all(|c| c.is_ascii_graphic()))
        .unwrap_or("localhost");
    let https = crate::accounts::session::over_https(headers, Some(client.0), state);
    format!("{}://{host}", if https { "https" } else { "http" })
}

/// `true`, `false` (or `1`/`0`) as lichess's booleans.
fn boolean(v: Option<&String>, name: &str) -> Result<bool, Box<Response>> {
    match v.map(String::as_str) {
        None | Some("false") | Some("0") | Some("") => Ok(false),
        Some("true") | Some("1") => Ok(true),
        Some(_) => Err(Box::new(fail(
            StatusCode::BAD_REQUEST,
            &format!("{name} must be true or false"),
        ))),
    }
}

/// A whole number parameter.
fn number(v: Option<&String>, name: &str) -> Result<Option<u64>, Box<Response>> {
    match v {
        None => Ok(None),
        Some(t) if t.is_empty() => Ok(None),
        Some(t) => t.parse::<u64>().map(Some).map_err(|_| {
            Box::new(fail(
                StatusCode::BAD_REQUEST,
                &format!("{name} must be a whole number"),
            ))
        }),
    }
}

/// The time control of a challenge's parameters: `clock.limit` (seconds) and
/// `clock.increment` (seconds), or `days`.
fn control(p: &std::collections::HashMap<String, String>) -> Result<TimeControl, Box<Response>> {
    let limit = number(p.get("clock.limit"), "clock.limit")?;
    let increment = number(p.get("clock.increment"), "clock.increment")?;
    let days = number(p.get("days"), "days")?;
    let text = match (limit, increment, days) {
        (Some(_), _, Some(_)) | (_, Some(_), Some(_)) => {
            return Err(Box::new(fail(
                StatusCode::BAD_REQUEST,
                "give either clock.limit and clock.increment, or days",
            )))
        }
        (None, None, Some(d)) => format!("corr-{d}"),
        (None, None, None) => {
            return Err(Box::new(fail(
                StatusCode::BAD_REQUEST,
                "an online game needs a clock (clock.limit, clock.increment) or days",
            )))
        }
        (l, i, None) => {
            let limit = l.unwrap_or(0);
            if limit > 10_800 {
                return Err(Box::new(fail(
                    StatusCode::BAD_REQUEST,
                    "clock.limit is at most 10800 seconds",
                )));
            }
            // Minutes as the time control's text writes them: 0.25, 0.5, 1.5, 3.
            let minutes = limit as f64 / 60.0;
            format!("{minutes}+{}", i.unwrap_or(0))
        }
    };
    match TimeControl::parse(&text) {
        Ok(TimeControl::Untimed) | Err(_) => Err(Box::new(fail(
            StatusCode::BAD_REQUEST,
            &format!(
                "{text} is not a time control of this server: clock.limit up to 10800 s, clock.increment up to 180 s (not both 0), days 1 to 14"
            ),
        ))),
        Ok(c) => Ok(c),
    }
}

/// Why a challenge was refused: an HTTP status and lichess's sentence.
pub(crate) type Refusal = (StatusCode, String);

fn refusal(status: StatusCode, text: &str) -> Refusal {
    (status, text.to_string())
}

/// What a challenge asks: its time control, the challenger's colour and whether it is rated.
pub(crate) struct Asked {
    /// The time control.
    pub control: TimeControl,
    /// `white`, `black` or `random`.
    pub color: String,
    /// A rated game.
    pub rated: bool,
}

/// What came of a challenge made.
pub(crate) enum Made {
    /// An open challenge, waiting for the other's answer.
    Open(Challenge),
    /// The other is one of the server's computer players: the game has started, its id the
    /// challenge's.
    Started(Challenge),
}

/// `POST /api/challenge/{username}`: a challenge to that account; the answer is the challenge
/// (`ChallengeJson`), and the account's event stream gets `challenge`.
pub async fn create(
    State(state): State<Arc<AppState>>,
    Path(name): Path<String>,
    client: ClientAddr,
    viewer: MaybeViewer,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let me = match caller(&state, viewer, Api::Any) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let p = match params(&bytes) {
        Ok(p) => p,
        Err(r) => return *r,
    };
    if let Some(v) = p.get("variant").filter(|v| !v.is_empty() && *v != "alice") {
        let v: String = v.chars().take(20).collect();
        return fail(
            StatusCode::BAD_REQUEST,
            &format!("variant {v} is not played here: this server plays alice"),
        );
    }
    if p.get("fen").is_some_and(|f| !f.is_empty()) {
        return fail(
            StatusCode::BAD_REQUEST,
            "a challenge from a position (fen) is not supported",
        );
    }
    let rated = match boolean(p.get("rated"), "rated") {
        Ok(r) => r,
        Err(r) => return *r,
    };
    let color = p.get("color").map_or("random", String::as_str).to_string();
    let control = match control(&p) {
        Ok(c) => c,
        Err(r) => return *r,
    };
    if let Err(refused) = state.limits.create(client) {
        return refused.response();
    }
    let asked = Asked {
        control,
        color,
        rated,
    };
    let origin = origin(&state, &headers, client);
    match open(&state, &me.user, &name, asked, origin).await {
        Ok(Made::Open(c)) => {
            let mut body = c.json("created");
            body["direction"] = json!("out");
            (StatusCode::OK, Json(body)).into_response()
        }
        Ok(Made::Started(challenge)) => {
            let mut body = challenge.json("accepted");
            body["direction"] = json!("out");
            (StatusCode::OK, Json(body)).into_response()
        }
        Err((status, text)) => fail(status, &text),
    }
}

/// `me` challenges the account named `name` to the game `asked`: an open challenge (the other's
/// event stream gets `challenge`; unanswered, it expires), or — the other being one of the
/// server's computer players — a game started at once.
///
/// # Errors
/// The refusal: a bad colour, no such account (`404`), oneself, too many open
/// challenges, the computer busy, the database failing.
pub(crate) async fn open(
    state: &Arc<AppState>,
    me: &UserRow,
    name: &str,
    asked: Asked,
    origin: String,
) -> Result<Made, Refusal> {
    if !matches!(asked.color.as_str(), "random" | "white" | "black") {
        return Err(refusal(
            StatusCode::BAD_REQUEST,
            "color must be random, white or black",
        ));
    }
    let dest = match name_key(name) {
        Ok(key) => match state.store.user_by_key(&key).await {
            Ok(u) => u.filter(|u| u.deleted.is_none()),
            Err(e) => {
                tracing::error!(error = %e, "database: a user");
                return Err(refusal(StatusCode::SERVICE_UNAVAILABLE, "try again"));
            }
        },
        Err(_) => None,
    };
    let Some(dest) = dest else {
        return Err(refusal(StatusCode::NOT_FOUND, "No such user"));
    };
    if dest.id == me.id {
        return Err(refusal(
            StatusCode::BAD_REQUEST,
            "You cannot challenge yourself",
        ));
    }
    let now = now_ms();
    let challenge = Challenge {
        id: token::game_id(),
        challenger: me.clone(),
        dest,
        control: asked.control,
        color: asked.color,
        rated: asked.rated,
        expires: now
            + if asked.control.is_live() {
                LIVE_TTL_MS
            } else {
                CORR_TTL_MS
            },
        origin,
    };
    if let Some(level) = crate::types::computer_level(Some(challenge.dest.id)) {
        let new = NewGame {
            control: challenge.control,
            color: challenge.color.clone(),
            name: Some(challenge.challenger.name.clone()),
            seek: false,
            user: Some(challenge.challenger.id),
            rated: challenge.rated,
            rating_range: [None, None],
            id: Some(challenge.id.clone()),
        };
        computer_game(state, new, challenge.dest.id, level).await?;
        return Ok(Made::Started(challenge));
    }
    {
        let mut all = state
            .bots
            .challenges
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        all.retain(|_, c| c.expires > now);
        let out = all.values().filter(|c| c.challenger.id == me.id).count();
        let incoming = all
            .values()
            .filter(|c| c.dest.id == challenge.dest.id)
            .count();
        if out >= MAX_OUT || incoming >= MAX_IN || all.len() >= MAX_ALL {
            return Err(refusal(
                StatusCode::TOO_MANY_REQUESTS,
                "too many open challenges: wait for answers, or cancel some",
            ));
        }
        all.insert(challenge.id.clone(), challenge.clone());
    }
    state.bots.publish(challenge.dest.id, &challenge.event());
    // Unanswered: gone, and said so to both.
    let expiring = state.clone();
    let (id, wait) = (challenge.id.clone(), challenge.expires - now);
    tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
        if let Some(c) = take(&expiring, &id) {
            let event = json!({"type": "challengeCanceled", "challenge": c.json("canceled")});
            expiring.bots.publish(c.dest.id, &event);
            expiring.bots.publish(c.challenger.id, &event);
        }
    });
    Ok(Made::Open(challenge))
}

/// The game `new` (made by the challenger: its seat) against the computer of `level` (account
/// `computer`), started at once: the computer takes the other seat and plays. The game's id,
/// the challenger's seat and its token.
async fn computer_game(
    state: &Arc<AppState>,
    new: NewGame,
    computer: i64,
    level: u8,
) -> Result<(String, alice_chess::Color, String), Refusal> {
    let (id, seat, token) = state.hub.create(new).await.map_err(hub_refusal)?;
    if let Err(e) = crate::computer::accept(state, computer, level, &id).await {
        // Nobody will play it: gone at once.
        let abort = crate::protocol::ClientMsg::Abort { id: None, v: None };
        state.hub.act(&id, seat, abort).await;
        return Err(match e {
            crate::computer::Refused::Off => refusal(
                StatusCode::SERVICE_UNAVAILABLE,
                "the computer players are off on this server",
            ),
            crate::computer::Refused::Busy => refusal(
                StatusCode::SERVICE_UNAVAILABLE,
                "the computer plays too many games now: try again later",
            ),
            crate::computer::Refused::Hub(e) => hub_refusal(e),
        });
    }
    super::events::game_started(state, &id).await;
    Ok((id, seat, token))
}

/// The body of `POST /api/user/{name}/challenge` (the profile page's form).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct BotChallenge {
    /// `M+S` or `corr-D`.
    control: String,
    /// The challenger's colour: `white`, `black` or `random`.
    #[serde(default = "random")]
    color: String,
    /// A rated game (signed in only).
    #[serde(default)]
    rated: bool,
    /// An anonymous player's name.
    #[serde(default)]
    name: Option<String>,
}

fn random() -> String {
    "random".into()
}

/// `POST /api/user/{name}/challenge` `{control, color?, rated?, name?}`: the site's profile page
/// challenges a bot. The server's computer player: the game starts at once, `201 {id, seat,
/// token}` as `POST /api/games` (an anonymous player may, casual). A bot of the API (signed in
/// only): `200 {"challenge": ChallengeJson}`, the bot's event stream gets it and the
/// challenger's event stream will tell its answer (`gameStart`, `challengeDeclined`,
/// `challengeCanceled`). Errors are the site's (`{error: {code, message}}`): `not-found`,
/// `not-bot` (only bots are challenged so), `sign-in`, `rated-anonymous`, `bot` (a bot's
/// own session), `bad-request`, `rate-limited`, `storage`.
pub async fn challenge_bot(
    State(state): State<Arc<AppState>>,
    Path(name): Path<String>,
    client: ClientAddr,
    MaybeViewer(viewer): MaybeViewer,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    use crate::api::error;
    let req: BotChallenge = match crate::api::body(&bytes) {
        Ok(b) => b,
        Err(r) => return *r,
    };
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
    if viewer.as_ref().is_some_and(super::is_bot) {
        return error(
            StatusCode::FORBIDDEN,
            "bot",
            "a bot account plays through the Bot API (/api/bot/…)",
        );
    }
    if viewer.is_none() && req.rated {
        return error(
            StatusCode::FORBIDDEN,
            "rated-anonymous",
            "a rated game is played between two accounts: sign in first",
        );
    }
    let dest = match name_key(&name) {
        Ok(key) => match state.store.user_by_key(&key).await {
            Ok(u) => u.filter(|u| u.deleted.is_none()),
            Err(e) => {
                tracing::error!(error = %e, "database: a user");
                return error(StatusCode::SERVICE_UNAVAILABLE, "storage", "try again");
            }
        },
        Err(_) => None,
    };
    let Some(dest) = dest else {
        return error(
            StatusCode::NOT_FOUND,
            "not-found",
            "there is no such player",
        );
    };
    let site = |(status, text): Refusal| {
        let code = match status {
            StatusCode::TOO_MANY_REQUESTS => "rate-limited",
            StatusCode::SERVICE_UNAVAILABLE => "unavailable",
            StatusCode::NOT_FOUND => "not-found",
            _ => "bad-request",
        };
        error(status, code, &text)
    };
    if let Some(level) = crate::types::computer_level(Some(dest.id)) {
        if let Err(refused) = state.limits.create(client) {
            return refused.response();
        }
        if !matches!(req.color.as_str(), "random" | "white" | "black") {
            return error(
                StatusCode::BAD_REQUEST,
                "bad-request",
                "color must be random, white or black",
            );
        }
        let (name, user) = match &viewer {
            Some(v) => (Some(v.user.name.clone()), Some(v.user.id)),
            None => (req.name, None),
        };
        let new = NewGame {
            control,
            color: req.color,
            name,
            seek: false,
            user,
            rated: req.rated,
            rating_range: [None, None],
            id: None,
        };
        return match computer_game(&state, new, dest.id, level).await {
            Ok((id, seat, token)) => crate::api::no_store(
                StatusCode::CREATED,
                json!({"id": id, "seat": seat.name(), "token": token}),
            ),
            Err(r) => site(r),
        };
    }
    if dest.title.as_deref() != Some(super::BOT_TITLE) {
        return error(
            StatusCode::BAD_REQUEST,
            "not-bot",
            "only a bot is challenged from its profile",
        );
    }
    let Some(v) = viewer else {
        return error(
            StatusCode::FORBIDDEN,
            "sign-in",
            "sign in to challenge a bot of the API",
        );
    };
    let asked = Asked {
        control,
        color: req.color,
        rated: req.rated,
    };
    if let Err(refused) = state.limits.create(client) {
        return refused.response();
    }
    let origin = origin(&state, &headers, client);
    match open(&state, &v.user, &dest.name, asked, origin).await {
        Ok(Made::Open(c)) => {
            let mut challenge = c.json("created");
            challenge["direction"] = json!("out");
            crate::api::no_store(StatusCode::OK, json!({"challenge": challenge}))
        }
        // (Not a computer: never started at once.)
        Ok(Made::Started(_)) => error(StatusCode::CONFLICT, "bad-request", "try again"),
        Err(r) => site(r),
    }
}

/// A refusal from the game's task.
fn hub_refusal(e: HubError) -> Refusal {
    match e {
        HubError::Storage | HubError::Unavailable => refusal(
            StatusCode::SERVICE_UNAVAILABLE,
            "the game could not be stored; try again",
        ),
        HubError::Bad(why) => (StatusCode::BAD_REQUEST, why),
        HubError::Forbidden { message, .. } => (StatusCode::FORBIDDEN, message),
        _ => refusal(StatusCode::BAD_REQUEST, "the game could not start"),
    }
}

/// Removes challenge `id` (if open).
fn take(state: &AppState, id: &str) -> Option<Challenge> {
    let mut all = state
        .bots
        .challenges
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    all.remove(id)
}

/// Challenge `id` if `ok` says it is the caller's to act on (else it stays).
fn take_if(state: &AppState, id: &str, ok: impl Fn(&Challenge) -> bool) -> Option<Challenge> {
    let mut all = state
        .bots
        .challenges
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let now = now_ms();
    match all.get(id) {
        Some(c) if c.expires > now && ok(c) => all.remove(id),
        _ => None,
    }
}

/// `GET /api/challenge`: `{"in": [...], "out": [...]}`, the caller's open challenges.
pub async fn mine(State(state): State<Arc<AppState>>, viewer: MaybeViewer) -> Response {
    let me = match caller(&state, viewer, Api::Any) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let now = now_ms();
    let all = state
        .bots
        .challenges
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let list = |incoming: bool| {
        all.values()
            .filter(|c| c.expires > now)
            .filter(|c| {
                if incoming {
                    c.dest.id == me.user.id
                } else {
                    c.challenger.id == me.user.id
                }
            })
            .map(|c| {
                let mut v = c.json("created");
                v["direction"] = json!(if incoming { "in" } else { "out" });
                v
            })
            .collect::<Vec<_>>()
    };
    let body = json!({"in": list(true), "out": list(false)});
    (StatusCode::OK, Json(body)).into_response()
}

/// `POST /api/challenge/{id}/accept`: the game starts (its id is the challenge's); both event
/// streams get `gameStart`.
pub async fn accept(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    viewer: MaybeViewer,
) -> Response {
    let me = match caller(&state, viewer, Api::Any) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let Some(c) = take_if(&state, &id, |c| c.dest.id == me.user.id) else {
        return fail(StatusCode::NOT_FOUND, "No such challenge");
    };
    let new = NewGame {
        control: c.control,
        color: c.color.clone(),
        name: Some(c.challenger.name.clone()),
        seek: false,
        user: Some(c.challenger.id),
        rated: c.rated,
        rating_range: [None, None],
        id: Some(c.id.clone()),
    };
    let refused = |e: HubError| match e {
        HubError::Storage | HubError::Unavailable => fail(
            StatusCode::SERVICE_UNAVAILABLE,
            "the game could not be stored; try again",
        ),
        HubError::Bad(why) => fail(StatusCode::BAD_REQUEST, &why),
        HubError::Forbidden { message, .. } => fail(StatusCode::FORBIDDEN, &message),
        _ => fail(StatusCode::BAD_REQUEST, "the game could not start"),
    };
    if let Err(e) = state.hub.create(new).await {
        // Not made: the challenge stays open.
        let mut all = state
            .bots
            .challenges
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        all.insert(c.id.clone(), c);
        return refused(e);
    }
    if let Err(e) = state
        .hub
        .join(&c.id, Some(me.user.name.clone()), None, Some(me.user.id))
        .await
    {
        return refused(e);
    }
    super::events::game_started(&state, &c.id).await;
    ok()
}

/// `POST /api/challenge/{id}/decline` (`reason`): the challenger's event stream gets
/// `challengeDeclined`.
pub async fn decline(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    viewer: MaybeViewer,
    bytes: Bytes,
) -> Response {
    let me = match caller(&state, viewer, Api::Any) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let p = match params(&bytes) {
        Ok(p) => p,
        Err(r) => return *r,
    };
    let reason: String = p
        .get("reason")
        .map_or("generic", String::as_str)
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(20)
        .collect();
    let Some(c) = take_if(&state, &id, |c| c.dest.id == me.user.id) else {
        return fail(StatusCode::NOT_FOUND, "No such challenge");
    };
    let mut challenge = c.json("declined");
    challenge["declineReasonKey"] = json!(reason);
    challenge["declineReason"] = json!(format!("The challenge was declined ({reason})"));
    let event = json!({"type": "challengeDeclined", "challenge": challenge});
    state.bots.publish(c.challenger.id, &event);
    ok()
}

/// `POST /api/challenge/{id}/cancel`: the challenger takes it back; the other's event stream
/// gets `challengeCanceled`.
pub async fn cancel(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    viewer: MaybeViewer,
) -> Response {
    let me = match caller(&state, viewer, Api::Any) {
        Ok(v) => v,
        Err(r) => return *r,
    };
    let Some(c) = take_if(&state, &id, |c| c.challenger.id == me.user.id) else {
        return fail(StatusCode::NOT_FOUND, "No such challenge");
    };
    let event = json!({"type": "challengeCanceled", "challenge": c.json("canceled")});
    state.bots.publish(c.dest.id, &event);
    ok()
}
