//! A player's public page and game archive, as lichess's:
//!
//! - `GET /api/user/{name}` → `{name, created, title, computer, deleted, perfs, games: [...]}`:
//!   the account (`computer`: the level of one of the server's computer players, else `null`),
//!   its ratings per speed (`perfs`: `{bullet: {rating, rd, prog, games, prov}, …}`, as lichess's;
//!   `prog`: the change over its last 12 rated games of that speed) and its newest games
//!   (opponent, colour, result, control, status, rated, the rating's change);
//! - `GET /api/games/user/{name}` → every game of the account as PGN, newest first
//!   (`application/x-chess-pgn`; `?max=N`, at most [`MAX_EXPORT`]; `?ongoing=true` adds the games
//!   still being played).
//!
//! Names are looked up without regard to case; an unknown name is `404`.

use super::name_key;
use crate::api::{error, no_store};
use crate::rating::{Perf, Speed};
use crate::state::AppState;
use crate::store::{GameRow, UserRow};
use alice_chess::live::{LiveGame, TimeControl};
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::Arc;

/// The games a profile shows.
pub const PROFILE_GAMES: usize = 50;
/// The most games one export gives.
pub const MAX_EXPORT: usize = 300;

/// The profile's routes.
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/api/user/{name}", get(user))
        .route("/api/games/user/{name}", get(export))
        .with_state(state)
}

fn no_user() -> Response {
    error(
        StatusCode::NOT_FOUND,
        "not-found",
        "there is no such player",
    )
}

async fn find(state: &AppState, name: &str) -> Result<UserRow, Response> {
    let Ok(key) = name_key(name) else {
        return Err(no_user());
    };
    match state.store.user_by_key(&key).await {
        Ok(Some(user)) => Ok(user),
        Ok(None) => Err(no_user()),
        Err(e) => {
            tracing::error!(error = %e, "database");
            Err(error(
                StatusCode::SERVICE_UNAVAILABLE,
                "storage",
                "the player could not be read; try again",
            ))
        }
    }
}

/// How many recent rated games a rating's `prog` sums.
const PROG_GAMES: usize = 12;

/// `user`'s seat's rating change in a rated game that ended, and the game's speed.
fn rating_diff(row: &GameRow, user: i64) -> Option<(Speed, i64)> {
    let seat = (0..2).find(|&i| row.users[i] == Some(user))?;
    if !row.rated {
        return None;
    }
    let ratings: Value = serde_json::from_str(row.ratings.as_deref()?).ok()?;
    let diff = ratings[if seat == 0 { "white" } else { "black" }]["diff"].as_i64()?;
    let speed = Speed::of(TimeControl::parse(&row.control).ok()?)?;
    Some((speed, diff))
}

/// `user`'s ratings per speed, as lichess's `perfs`: every speed, a default one (1500,
/// provisional, no games) for a speed never played rated; `prog` from `rows` (newest first).
fn perfs_json(perfs: &[(Speed, Perf)], rows: &[GameRow], user: i64) -> Value {
    let diffs: Vec<(Speed, i64)> = rows.iter().filter_map(|r| rating_diff(r, user)).collect();
    let mut out = serde_json::Map::new();
    for speed in Speed::ALL {
        let perf = perfs
            .iter()
            .find(|(s, _)| *s == speed)
            .map(|(_, p)| *p)
            .unwrap_or_default();
        let prog: i64 = diffs
            .iter()
            .filter(|(s, _)| *s == speed)
            .take(PROG_GAMES)
            .map(|(_, d)| d)
            .sum();
        out.insert(
            speed.name().into(),
            json!({
                "rating": perf.glicko.shown(),
                "rd": perf.glicko.rd.round() as i64,
                "prog": prog,
                "games": perf.games,
                "prov": perf.glicko.provisional(),
            }),
        );
    }
    Value::Object(out)
}

/// A game of `user`'s as the profile lists it.
fn listed(row: &GameRow, user: i64) -> Option<Value> {
    let seat = (0..2).find(|&i| row.users[i] == Some(user))?;
    let live = row
        .state
        .as_deref()
        .and_then(|s| LiveGame::from_json(s).ok())?;
    let outcome = live.outcome();
    Some(json!({
        "id": row.id,
        "color": if seat == 0 { "white" } else { "black" },
        "opponent": row.names[1 - seat],
        "status": row.status,
        "control": row.control,
        "result": outcome.map(|o| o.result()),
        "moves": live.game().moves().len(),
        "updated": row.updated,
        "rated": row.rated,
        "ratingDiff": rating_diff(row, user).map(|(_, d)| d),
    }))
}

async fn user(State(state): State<Arc<AppState>>, Path(name): Path<String>) -> Response {
    let user = match find(&state, &name).await {
        Ok(u) => u,
        Err(r) => return r,
    };
    let rows = match state.store.games_of(user.id, PROFILE_GAMES).await {
        Ok(rows) => rows,
        Err(e) => {
            tracing::error!(error = %e, "database");
            return error(StatusCode::SERVICE_UNAVAILABLE, "storage", "try again");
        }
    };
    let perfs = match state.store.perfs(user.id).await {
        Ok(perfs) => perfs,
        Err(e) => {
            tracing::error!(error = %e, "database");
            return error(StatusCode::SERVICE_UNAVAILABLE, "storage", "try again");
        }
    };
    let games: Vec<Value> = rows.iter().filter_map(|r| listed(r, user.id)).collect();
    no_store(
        StatusCode::OK,
        json!({
            "name": user.name,
            "created": user.created,
            "title": user.title,
            // One of the server's computer players: its level (challenged, it plays at once).
            "computer": crate::types::computer_level(Some(user.id)),
            "deleted": user.deleted.is_some(),
            "perfs": perfs_json(&perfs, &rows, user.id),
            "games": games,
        }),
    )
}

#[derive(Deserialize)]
struct ExportQuery {
    max: Option<usize>,
    #[serde(default)]
    ongoing: bool,
}

async fn export(
    State(state): State<Arc<AppState>>,
    Path(name): Path<String>,
    Query(query): Query<ExportQuery>,
) -> Response {
    let user = match find(&state, &name).await {
        Ok(u) => u,
        Err(r) => return r,
    };
    let max = query.max.unwrap_or(100).clamp(1, MAX_EXPORT);
    // Games still waiting have no moves; ongoing ones only when asked for. Read a little more
    // than `max`, since those are skipped.
    let rows = match state.store.games_of(user.id, MAX_EXPORT.max(max * 2)).await {
        Ok(rows) => rows,
        Err(e) => {
            tracing::error!(error = %e, "database");
            return error(StatusCode::SERVICE_UNAVAILABLE, "storage", "try again");
        }
    };
    let tags: alice_chess::PgnTags = [("Site", "Alice chess online"), ("Round", "-")]
        .into_iter()
        .collect();
    let mut text = String::new();
    for row in rows
        .iter()
        .filter(|r| r.status == "ended" || (query.ongoing && r.status == "playing"))
        .take(max)
    {
        let Some(live) = row
            .state
            .as_deref()
            .and_then(|s| LiveGame::from_json(s).ok())
        else {
            continue;
        };
        let mut pgn = live.pgn(&tags);
        // The game's address, as lichess's exports carry it.
        pgn = pgn.replacen(
            "[Site \"Alice chess online\"]",
            &format!("[Site \"Alice chess online\"]\n[GameId \"{}\"]", row.id),
            1,
        );
        text.push_str(pgn.trim_end());
        text.push_str("\n\n");
    }
    (
        StatusCode::OK,
        [
            (
                header::CONTENT_TYPE,
                "application/x-chess-pgn; charset=utf-8".to_string(),
            ),
            (header::CACHE_CONTROL, "no-store".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"alice-{}.pgn\"", user.name),
            ),
        ],
        text,
    )
        .into_response()
}
