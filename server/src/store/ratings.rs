//! The ratings' table, in both databases: each account's rating in each speed it has played
//! rated ([`Perf`]), and the end of a rated game — the game's row and both players' ratings
//! written in one transaction ([`Store::end_rated`]), so that neither is ever stored without
//! the other.

use super::row::{GameRow, StoreError};
use super::{blocking, Store};
use crate::rating::{self, Glicko, Perf, Speed};
use rusqlite::{params, OptionalExtension};
use serde_json::Value;

const PERFS_OF: &str = "SELECT speed, rating, rd, vol, games, updated FROM ratings
  WHERE user_id = $1";
const PERF: &str = "SELECT speed, rating, rd, vol, games, updated FROM ratings
  WHERE user_id = $1 AND speed = $2";
const PERF_FOR_UPDATE: &str = "SELECT speed, rating, rd, vol, games, updated FROM ratings
  WHERE user_id = $1 AND speed = $2 FOR UPDATE";
const SET_PERF: &str = "INSERT INTO ratings (user_id, speed, rating, rd, vol, games, updated)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (user_id, speed) DO UPDATE SET rating = EXCLUDED.rating, rd = EXCLUDED.rd,
    vol = EXCLUDED.vol, games = EXCLUDED.games, updated = EXCLUDED.updated";

/// What ends a rated game: its players' accounts, its speed, White's score and when.
#[derive(Clone, Copy, Debug)]
pub struct RatedEnd {
    /// White's and Black's accounts.
    pub users: [i64; 2],
    /// The speed whose ratings change.
    pub speed: Speed,
    /// White's score: 1, ½ or 0.
    pub score: f64,
    /// When it ended (ms).
    pub now: u64,
}

fn lite(sql: &str) -> String {
    sql.replace('$', "?").replace(" FOR UPDATE", "")
}

fn perf_of(speed: Option<String>, r: [f64; 3], games: i64, updated: i64) -> (Option<Speed>, Perf) {
    (
        speed.as_deref().and_then(Speed::from_name),
        Perf {
            glicko: Glicko {
                rating: r[0],
                rd: r[1],
                vol: r[2],
            },
            games,
            updated: updated.max(0) as u64,
        },
    )
}

fn lite_perf(r: &rusqlite::Row<'_>) -> rusqlite::Result<(Option<Speed>, Perf)> {
    Ok(perf_of(
        r.get(0)?,
        [r.get(1)?, r.get(2)?, r.get(3)?],
        r.get(4)?,
        r.get(5)?,
    ))
}

fn pg_perf(r: &tokio_postgres::Row) -> Result<(Option<Speed>, Perf), tokio_postgres::Error> {
    Ok(perf_of(
        r.try_get(0)?,
        [r.try_get(1)?, r.try_get(2)?, r.try_get(3)?],
        r.try_get(4)?,
        r.try_get(5)?,
    ))
}

/// The game's row with its ratings' changes (`diff` for each player) added to its `ratings`.
fn with_diffs(row: &GameRow, before: &[Perf; 2], after: &[Perf; 2]) -> GameRow {
    let mut ratings: Value = row
        .ratings
        .as_deref()
        .and_then(|t| serde_json::from_str(t).ok())
        .unwrap_or_else(|| serde_json::json!({}));
    for (i, side) in ["white", "black"].into_iter().enumerate() {
        if !ratings[side].is_object() {
            ratings[side] = before[i].json();
        }
        ratings[side]["diff"] = rating::diff(&before[i], &after[i]).into();
        ratings[side]["after"] = after[i].json();
    }
    GameRow {
        ratings: Some(ratings.to_string()),
        ..row.clone()
    }
}

impl Store {
    /// `user`'s ratings, by speed (the speeds never played rated are missing).
    ///
    /// # Errors
    /// The database's.
    pub async fn perfs(&self, user: i64) -> Result<Vec<(Speed, Perf)>, StoreError> {
        let rows = match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let mut stmt = conn.prepare_cached(&lite(PERFS_OF))?;
                    let rows = stmt.query_map([user], lite_perf)?;
                    rows.collect::<rusqlite::Result<Vec<_>>>()
                })
                .await?
            }
            Store::Postgres(db) => {
                Box::pin(super::postgres::timed(async {
                    let c = db.client().await?;
                    let stmt = c.prepare_cached(PERFS_OF).await?;
                    let rows = c.query(&stmt, &[&user]).await?;
                    Ok(rows.iter().map(pg_perf).collect::<Result<Vec<_>, _>>()?)
                }))
                .await?
            }
        };
        Ok(rows
            .into_iter()
            .filter_map(|(s, p)| s.map(|s| (s, p)))
            .collect())
    }

    /// `user`'s rating in `speed` ([`rating::START`] before a rated game of it).
    ///
    /// # Errors
    /// The database's.
    pub async fn perf(&self, user: i64, speed: Speed) -> Result<Perf, StoreError> {
        let found = match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .query_row(&lite(PERF), params![user, speed.name()], lite_perf)
                        .optional()
                })
                .await?
            }
            Store::Postgres(db) => {
                Box::pin(super::postgres::timed(async {
                    let c = db.client().await?;
                    let stmt = c.prepare_cached(PERF).await?;
                    let row = c.query_opt(&stmt, &[&user, &speed.name()]).await?;
                    Ok(row.as_ref().map(pg_perf).transpose()?)
                }))
                .await?
            }
        };
        Ok(found.map(|(_, p)| p).unwrap_or_default())
    }

    /// Stores the end of a rated game: both players' new ratings ([`rating::after_game`]) and
    /// the game's row `row` with their changes, in one transaction — all or nothing. Returns the
    /// row as written.
    ///
    /// # Errors
    /// The database's (then nothing is stored: neither the game's end nor any rating).
    pub async fn end_rated(&self, row: &GameRow, end: RatedEnd) -> Result<GameRow, StoreError> {
        match self {
            Store::Sqlite(db) => {
                let row = row.clone();
                blocking(db, move |s| s.end_rated(&row, end)).await
            }
            Store::Postgres(db) => match Box::pin(db.end_rated(row, end, None)).await? {
                Some(row) => Ok(row),
                None => Err(StoreError(format!(
                    "postgres: game {} is not in the database",
                    row.id
                ))),
            },
        }
    }
}

impl super::sqlite::Sqlite {
    /// [`Store::end_rated`] on SQLite: one transaction.
    ///
    /// # Errors
    /// SQLite's (then nothing is stored).
    pub fn end_rated(&self, row: &GameRow, end: RatedEnd) -> rusqlite::Result<GameRow> {
        let conn = self.conn();
        let tx = conn.unchecked_transaction()?;
        let mut before = [Perf::default(); 2];
        for (i, user) in end.users.into_iter().enumerate() {
            if let Some((_, p)) = tx
                .query_row(&lite(PERF), params![user, end.speed.name()], lite_perf)
                .optional()?
            {
                before[i] = p;
            }
        }
        let after = rating::after_game(before, end.score, end.now);
        for (i, user) in end.users.into_iter().enumerate() {
            let g = after[i].glicko;
            tx.execute(
                &lite(SET_PERF),
                params![
                    user,
                    end.speed.name(),
                    g.rating,
                    g.rd,
                    g.vol,
                    after[i].games,
                    after[i].updated as i64
                ],
            )?;
        }
        let written = with_diffs(row, &before, &after);
        // Last: a game that cannot be written (gone, the database failing) takes the ratings'
        // changes back with it.
        super::sqlite::update(&tx, &written)?;
        tx.commit()?;
        Ok(written)
    }
}

impl super::postgres::Postgres {
    /// [`Store::end_rated`] on Postgres, one transaction, the players' rows locked while read;
    /// with `owner`, fenced as every write of a cluster's game: `None` (nothing written) when
    /// the game is not `owner`'s — or, without, not in the database.
    ///
    /// # Errors
    /// The database's (then nothing is stored).
    pub async fn end_rated(
        &self,
        row: &GameRow,
        end: RatedEnd,
        owner: Option<&str>,
    ) -> Result<Option<GameRow>, StoreError> {
        super::postgres::timed(async {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            // The two players' rows, locked in a fixed order (no deadlock between two games'
            // ends); a row not there yet is inserted below, its conflict serialised by the key.
            let mut users = end.users;
            users.sort_unstable();
            let read = tx.prepare_cached(PERF_FOR_UPDATE).await?;
            let mut found = std::collections::HashMap::new();
            for user in users {
                if let Some(r) = tx.query_opt(&read, &[&user, &end.speed.name()]).await? {
                    found.insert(user, pg_perf(&r)?.1);
                }
            }
            let before = end
                .users
                .map(|u| found.get(&u).copied().unwrap_or_default());
            let after = rating::after_game(before, end.score, end.now);
            let set = tx.prepare_cached(SET_PERF).await?;
            for (i, user) in end.users.into_iter().enumerate() {
                let g = after[i].glicko;
                let updated = after[i].updated as i64;
                tx.execute(
                    &set,
                    &[
                        &user,
                        &end.speed.name(),
                        &g.rating,
                        &g.rd,
                        &g.vol,
                        &after[i].games,
                        &updated,
                    ],
                )
                .await?;
            }
            let written = with_diffs(row, &before, &after);
            let t = super::postgres::times(&written);
            let mut params: Vec<super::postgres::Param<'_>> =
                super::postgres::update_params(&written, &t).to_vec();
            let sql = match &owner {
                Some(node) => {
                    params.push(node);
                    format!("{}{}", super::postgres::UPDATE, super::postgres::FENCE)
                }
                None => super::postgres::UPDATE.to_string(),
            };
            let update = tx.prepare_cached(&sql).await?;
            if tx.execute(&update, &params).await? != 1 {
                // Not this node's game (or gone): nothing written, the ratings' changes too.
                return Ok(None);
            }
            tx.commit().await?;
            Ok(Some(written))
        })
        .await
    }
}
