//! The watch feed: the games being played, each with its players, position and clocks, for the
//! watch screen's small live boards (`GET /api/watch/socket`).
//!
//! While at least one watch socket is open, the feed reads the [`WATCHED`] most recently changed
//! games being played every [`POLL`] (one read for every socket of this node, whatever their
//! number; in a cluster each node reads the shared database, so every node's games are seen).
//! When a game changed since the last read (a move, a takeback, a game ended or begun: its row's
//! `updated`), the list is written once, its clocks as of then, and handed to every socket
//! through a `watch` channel, which keeps only the newest: a socket that reads slowly never
//! queues anything. A new socket gets the list at once, its clocks as of its arrival.

use crate::lobby::playing_rows_json;
use crate::store::{GameRow, Store, StoreError};
use axum::extract::ws::Utf8Bytes;
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// How often the games are read while someone watches.
pub const POLL: Duration = Duration::from_secs(1);
/// How many games the watch socket shows at most (the most recently changed).
pub const WATCHED: usize = 48;

/// The games as last read.
struct Read {
    at: Instant,
    rows: Arc<[GameRow]>,
}

/// The feed (see the module docs).
pub struct Watching {
    store: Store,
    /// One read at a time; the last one.
    last: tokio::sync::Mutex<Option<Read>>,
    /// The newest message, for the sockets.
    latest: watch::Sender<Option<Utf8Bytes>>,
}

impl Watching {
    /// The feed of `store`'s games being played; its task reads them every [`POLL`] while a
    /// socket listens, and ends with the feed.
    pub fn start(store: Store) -> Arc<Watching> {
        let feed = Arc::new(Watching {
            store,
            last: tokio::sync::Mutex::new(None),
            latest: watch::channel(None).0,
        });
        let polling: Weak<Watching> = Arc::downgrade(&feed);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(POLL);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                let Some(feed) = polling.upgrade() else { break };
                if feed.latest.receiver_count() > 0 {
                    // A failed read leaves the sockets with what they have; the next tries again.
                    let _ = feed.read().await;
                }
            }
        });
        feed
    }

    /// The games now (read again if the last read is older than [`POLL`]), as the socket's
    /// message: `{"t":"games","games":[…]}`, their clocks as of now. A change since the last read
    /// is also pushed to every socket.
    ///
    /// # Errors
    /// The database's.
    pub async fn fresh(&self) -> Result<Utf8Bytes, StoreError> {
        let rows = self.read().await?;
        Ok(message(&rows, crate::clock::now_ms()))
    }

    /// The rows, read again unless read within [`POLL`]; a change is pushed to the sockets.
    async fn read(&self) -> Result<Arc<[GameRow]>, StoreError> {
        let mut last = self.last.lock().await;
        if let Some(read) = last.as_ref().filter(|r| r.at.elapsed() < POLL) {
            return Ok(read.rows.clone());
        }
        let rows: Arc<[GameRow]> = self
            .store
            .by_status("playing", WATCHED)
            .await
            .inspect_err(|_| {
                crate::metrics::METRICS.store_errors.inc();
            })?
            .into();
        let changed = last.as_ref().is_none_or(|r| !same_games(&r.rows, &rows));
        *last = Some(Read {
            at: Instant::now(),
            rows: rows.clone(),
        });
        if changed {
            self.latest
                .send_replace(Some(message(&rows, crate::clock::now_ms())));
        }
        Ok(rows)
    }

    /// The sockets' side: each newer list (the current one counts as seen).
    pub fn subscribe(&self) -> watch::Receiver<Option<Utf8Bytes>> {
        self.latest.subscribe()
    }
}

/// Whether two reads list the same games, unchanged (a change of a game is a new `updated`).
fn same_games(a: &[GameRow], b: &[GameRow]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.id == y.id && x.updated == y.updated)
}

/// The socket's message for `rows`, their clocks as of `now`.
fn message(rows: &[GameRow], now: u64) -> Utf8Bytes {
    let games = playing_rows_json(rows, now);
    Utf8Bytes::from(format!(r#"{{"t":"games","games":{games}}}"#))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(id: &str, updated: u64) -> GameRow {
        GameRow {
            id: id.into(),
            updated,
            ..GameRow::default()
        }
    }

    #[test]
    fn a_game_changed_or_gone_is_a_change() {
        let a = [row("a", 1), row("b", 2)];
        assert!(same_games(&a, &[row("a", 1), row("b", 2)]));
        assert!(!same_games(&a, &[row("a", 1), row("b", 3)]));
        assert!(!same_games(&a, &[row("a", 1)]));
        assert!(!same_games(&a, &[row("b", 2), row("a", 1)]));
    }

    #[test]
    fn the_running_clock_is_counted_to_its_deadline() {
        let state = r#"{"moves":["e2e4","d7d5"],"fen":"F","clocks":{"white":180000,"black":179000,"running":"white","deadline":10000}}"#;
        let r = GameRow {
            state: Some(state.into()),
            names: [Some("Ann".into()), None],
            ..row("a", 1)
        };
        let games = playing_rows_json(&[r], 4000);
        let g = &games[0];
        assert_eq!(g["clocks"]["white"], 6000);
        assert_eq!(g["clocks"]["black"], 179000);
        assert_eq!(g["clocks"]["running"], "white");
        assert_eq!(g["lastMove"], "d7d5");
        assert_eq!(g["ply"], 2);
        assert_eq!(g["fen"], "F");
        assert_eq!(g["white"], "Ann");
        assert!(g["black"].is_null());
        // Past its deadline the clock shows zero (the game's task settles the flag).
        assert_eq!(
            playing_rows_json(
                &[GameRow {
                    state: Some(state.into()),
                    ..row("a", 1)
                }],
                20000
            )[0]["clocks"]["white"],
            0
        );
    }
}
