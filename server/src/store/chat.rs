//! Each game's chat, in both databases: a line is stored before it is relayed (a reload or
//! another device shows it), numbered in its game (one numbering for both rooms).

use super::row::StoreError;
use super::{blocking, Store};
use rusqlite::params;
use serde::Serialize;

/// A line of a game's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChatLine {
    /// Its number in the game (from 0).
    pub seq: i64,
    /// `player` (between the two players) or `spectator` (the spectators' room).
    pub room: String,
    /// The writer's seat (`white` / `black`; `None` in the spectators' room).
    pub seat: Option<String>,
    /// The writer's name as shown (`None`: anonymous; a spectator's is their account's).
    pub name: Option<String>,
    /// The line.
    pub text: String,
    /// When (ms since the epoch).
    pub at: u64,
}

const ADD: &str = "INSERT INTO chat (game_id, seq, room, seat, name, text, at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)";
const OF: &str = "SELECT seq, room, seat, name, text, at FROM chat
  WHERE game_id = $1 AND room = $2 ORDER BY seq DESC LIMIT $3";
const COUNTS: &str = "SELECT room, COUNT(*), MAX(seq) FROM chat WHERE game_id = $1 GROUP BY room";

/// How many lines a game's chat holds in each room, and the next line's number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChatCounts {
    /// The players' room's lines.
    pub player: i64,
    /// The spectators' room's lines.
    pub spectator: i64,
    /// The next line's number (one more than the last of either room).
    pub next: i64,
}

impl ChatCounts {
    fn add(&mut self, room: &str, count: i64, max: i64) {
        if room == "spectator" {
            self.spectator += count;
        } else {
            self.player += count;
        }
        self.next = self.next.max(max + 1);
    }
}

impl Store {
    /// Stores `line` of game `id` (its `seq` must be new in the game).
    ///
    /// # Errors
    /// The database's (a `seq` taken already among them).
    pub async fn add_chat(&self, id: &str, line: &ChatLine) -> Result<(), StoreError> {
        let (id, l) = (id.to_string(), line.clone());
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .execute(
                            &ADD.replace('$', "?"),
                            params![id, l.seq, l.room, l.seat, l.name, l.text, l.at as i64],
                        )
                        .map(drop)
                })
                .await
            }
            Store::Postgres(db) => {
                Box::pin(super::postgres::timed(async {
                    let c = db.client().await?;
                    let stmt = c.prepare_cached(ADD).await?;
                    let at = l.at as i64;
                    c.execute(
                        &stmt,
                        &[&id, &l.seq, &l.room, &l.seat, &l.name, &l.text, &at],
                    )
                    .await?;
                    Ok(())
                }))
                .await
            }
        }
    }

    /// The lines of each room of game `id`'s chat, and the next line's number.
    ///
    /// # Errors
    /// The database's.
    pub async fn chat_counts(&self, id: &str) -> Result<ChatCounts, StoreError> {
        let id = id.to_string();
        let mut counts = ChatCounts::default();
        match self {
            Store::Sqlite(db) => {
                let rows = blocking(db, move |s| {
                    let conn = s.conn();
                    let mut stmt = conn.prepare_cached(&COUNTS.replace('$', "?"))?;
                    let rows = stmt.query_map(params![id], |r| {
                        Ok((
                            r.get::<_, String>(0)?,
                            r.get::<_, i64>(1)?,
                            r.get::<_, i64>(2)?,
                        ))
                    })?;
                    rows.collect::<rusqlite::Result<Vec<_>>>()
                })
                .await?;
                for (room, count, max) in rows {
                    counts.add(&room, count, max);
                }
            }
            Store::Postgres(db) => {
                let rows = Box::pin(super::postgres::timed(async {
                    let c = db.client().await?;
                    let stmt = c.prepare_cached(COUNTS).await?;
                    let rows = c.query(&stmt, &[&id]).await?;
                    Ok(rows
                        .iter()
                        .map(|r| Ok((r.try_get::<_, String>(0)?, r.try_get(1)?, r.try_get(2)?)))
                        .collect::<Result<Vec<(String, i64, i64)>, tokio_postgres::Error>>()?)
                }))
                .await?;
                for (room, count, max) in rows {
                    counts.add(&room, count, max);
                }
            }
        }
        Ok(counts)
    }

    /// The last `limit` lines of room `room` of game `id`'s chat, oldest first.
    ///
    /// # Errors
    /// The database's.
    pub async fn chat_of(
        &self,
        id: &str,
        room: &str,
        limit: usize,
    ) -> Result<Vec<ChatLine>, StoreError> {
        let (id, room) = (id.to_string(), room.to_string());
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let mut lines = match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let mut stmt = conn.prepare_cached(&OF.replace('$', "?"))?;
                    let rows = stmt.query_map(params![id, room, limit], |r| {
                        Ok(ChatLine {
                            seq: r.get(0)?,
                            room: r.get(1)?,
                            seat: r.get(2)?,
                            name: r.get(3)?,
                            text: r.get(4)?,
                            at: r.get::<_, i64>(5)?.max(0) as u64,
                        })
                    })?;
                    rows.collect::<rusqlite::Result<Vec<_>>>()
                })
                .await?
            }
            Store::Postgres(db) => {
                Box::pin(super::postgres::timed(async {
                    let c = db.client().await?;
                    let stmt = c.prepare_cached(OF).await?;
                    let rows = c.query(&stmt, &[&id, &room, &limit]).await?;
                    Ok(rows
                        .iter()
                        .map(|r| {
                            Ok(ChatLine {
                                seq: r.try_get(0)?,
                                room: r.try_get(1)?,
                                seat: r.try_get(2)?,
                                name: r.try_get(3)?,
                                text: r.try_get(4)?,
                                at: r.try_get::<_, i64>(5)?.max(0) as u64,
                            })
                        })
                        .collect::<Result<Vec<_>, tokio_postgres::Error>>()?)
                }))
                .await?
            }
        };
        lines.reverse();
        Ok(lines)
    }
}
