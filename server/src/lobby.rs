//! The lobby: the open seeks (games created to be joined by anyone) and the games being
//! played (each with its position and clocks, for the watch screen's small boards), as listed
//! to every visitor, and the news that the open seeks changed — to this
//! node's lobby watchers and, in a cluster, to the other nodes'.

use crate::cluster::Cluster;
use crate::rating::Speed;
use crate::store::{GameRow, Store};
use crate::types::{stored, HubError};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::sync::broadcast;

/// An open seek whose creator has had no socket open this long (ms) leaves the lobby (a reload
/// or a short network drop keeps it).
pub const SEEK_GRACE_MS: u64 = 15_000;

/// How many games a list shows at most.
pub(crate) const LISTED: usize = 200;

/// Tells this node's lobby watchers, and the other nodes', that the open seeks changed.
#[derive(Clone)]
pub(crate) struct Lobby {
    local: broadcast::Sender<()>,
    cluster: Option<Arc<Cluster>>,
}

impl Lobby {
    /// News to `local` (this node's watchers) and, with `cluster`, to the other nodes.
    pub(crate) fn new(local: broadcast::Sender<()>, cluster: Option<Arc<Cluster>>) -> Lobby {
        Lobby { local, cluster }
    }

    /// The open seeks changed.
    pub(crate) fn changed(&self) {
        let _ = self.local.send(());
        if let Some(c) = &self.cluster {
            c.lobby_changed();
        }
    }
}

/// The open seeks, newest first.
///
/// # Errors
/// [`HubError::Storage`].
pub(crate) async fn seeks_json(store: &Store) -> Result<Value, HubError> {
    // Chosen by the query: no number of other waiting games can hide a seek.
    let rows = stored(store.open_seeks(LISTED).await)?;
    Ok(seek_rows_json(&rows))
}

/// Seek rows as the lobby lists them.
pub(crate) fn seek_rows_json(rows: &[GameRow]) -> Value {
    Value::Array(
        rows.iter()
            .map(|r| {
                let seat = if r.tokens[0].is_some() { 0 } else { 1 };
                let ratings = r
                    .ratings
                    .as_deref()
                    .and_then(|t| serde_json::from_str::<Value>(t).ok())
                    .unwrap_or(Value::Null);
                let side = if seat == 0 { "white" } else { "black" };
                let speed = alice_chess::live::TimeControl::parse(&r.control)
                    .ok()
                    .and_then(Speed::of);
                let range = match r.rating_range {
                    [Some(min), Some(max)] => json!([min, max]),
                    _ => Value::Null,
                };
                let level = crate::types::computer_level(r.users[seat]);
                let mut seek = json!({
                    "id": r.id,
                    "control": r.control,
                    "color": r.asked_color,
                    "name": r.names[seat],
                    "created": r.created,
                    "rated": r.rated,
                    "speed": speed.map(Speed::name),
                    // The creator's rating in the game's speed (`null`: anonymous).
                    "rating": ratings[side]["rating"],
                    "provisional": ratings[side]["prov"],
                    "ratingRange": range,
                    "bot": level.is_some(),
                });
                if let Some(level) = level {
                    seek["level"] = json!(level);
                    // Rated for an account that joins; an anonymous player plays it casual.
                    seek["casualIfAnonymous"] = json!(r.rated);
                }
                seek
            })
            .collect(),
    )
}

/// The games being played, most recently changed first, their clocks as of now.
///
/// # Errors
/// [`HubError::Storage`].
pub(crate) async fn playing_json(store: &Store) -> Result<Value, HubError> {
    let rows = stored(store.by_status("playing", LISTED).await)?;
    Ok(playing_rows_json(&rows, crate::clock::now_ms()))
}

/// Rows of games being played as the lists show them (`GET /api/games`, the watch socket): the
/// players, the position (`fen`), the last move and the clocks as of `now` (the running one
/// counted to its deadline).
pub(crate) fn playing_rows_json(rows: &[GameRow], now: u64) -> Value {
    Value::Array(
        rows.iter()
            .map(|r| {
                let state = r
                    .state
                    .as_deref()
                    .and_then(|s| serde_json::from_str::<Value>(s).ok());
                let state = state.as_ref().unwrap_or(&Value::Null);
                let moves = state["moves"].as_array();
                json!({
                    "id": r.id,
                    "control": r.control,
                    "white": r.names[0],
                    "black": r.names[1],
                    "ply": moves.map_or(0, Vec::len),
                    "fen": state["fen"].as_str(),
                    "lastMove": moves.and_then(|m| m.last()).and_then(Value::as_str),
                    "clocks": clocks_at(&state["clocks"], now),
                    "updated": r.updated,
                })
            })
            .collect(),
    )
}

/// A stored state's clocks (`{white, black, running, deadline}` as of when it was written) as of
/// `now`: the running side's time is what is left until its deadline. `null` without clocks.
fn clocks_at(clocks: &Value, now: u64) -> Value {
    let (Some(white), Some(black)) = (clocks["white"].as_u64(), clocks["black"].as_u64()) else {
        return Value::Null;
    };
    let running = clocks["running"]
        .as_str()
        .filter(|c| *c == "white" || *c == "black");
    let deadline = clocks["deadline"].as_u64();
    let left = |side: &str, ms: u64| match (running, deadline) {
        (Some(r), Some(d)) if r == side => ms.min(d.saturating_sub(now)),
        _ => ms,
    };
    json!({
        "white": left("white", white),
        "black": left("black", black),
        "running": running,
        "deadline": deadline,
    })
}
