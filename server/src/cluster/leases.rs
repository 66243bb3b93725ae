//! The cluster's statements: heartbeats, owners, fenced writes. Every time is the database's
//! (`NOW_MS`), so that nodes whose clocks differ agree on who is alive.

use crate::store::postgres::{
    game_row, insert_params, timed, times, update_params, Param, Postgres, FENCE, UPDATE,
};
use crate::store::{GameRow, StoreError, COLUMNS};

/// How long a heartbeat keeps a node alive (ms).
pub const LEASE_MS: u64 = 5_000;
/// The database's time in ms since the epoch.
const NOW_MS: &str = "(extract(epoch from clock_timestamp()) * 1000)::bigint";

/// What a claim of a game found ([`Cluster::claim`](crate::cluster::Cluster::claim)).
#[derive(Debug)]
pub enum Claim {
    /// The game is this node's now: its row, and, taken from a dead node, that node's last
    /// heartbeat (ms: the running clock is charged up to it).
    Mine(Box<GameRow>, Option<u64>),
    /// Another live node runs it.
    Other(String),
    /// No such game.
    NotFound,
}

/// Writes `node`'s heartbeat (alive for [`LEASE_MS`]) on `client` (the heartbeat's own
/// connection); the nodes alive now, the eldest first (the one alive the longest without a
/// lapse: a node whose lease lapsed comes back as the youngest). Now and then, nodes dead for an
/// hour are forgotten.
pub async fn heartbeat(
    client: &tokio_postgres::Client,
    node: &str,
) -> Result<Vec<String>, StoreError> {
    timed(async {
        let beat = format!(
            "INSERT INTO nodes (id, alive_until, started) VALUES ($1, {NOW_MS} + $2, {NOW_MS})
             ON CONFLICT (id) DO UPDATE SET alive_until = EXCLUDED.alive_until,
               started = CASE WHEN nodes.alive_until > {NOW_MS} THEN nodes.started
                              ELSE EXCLUDED.started END"
        );
        client.execute(&beat, &[&node, &(LEASE_MS as i64)]).await?;
        let alive =
            format!("SELECT id FROM nodes WHERE alive_until > {NOW_MS} ORDER BY started, id");
        let rows = client.query(&alive, &[]).await?;
        if rand_percent() == 0 {
            let old = format!("DELETE FROM nodes WHERE alive_until < {NOW_MS} - 3600000");
            client.execute(&old, &[]).await?;
        }
        Ok(rows.iter().map(|r| r.get::<_, String>(0)).collect())
    })
    .await
}

/// 0 to 99, at random (from the clock: good enough to spread a chore).
fn rand_percent() -> u32 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_micros() % 100)
        .unwrap_or(1)
}

/// Takes game `id` for `node` if it has no owner, a dead one, or is `node`'s already.
pub async fn claim(db: &Postgres, id: &str, node: &str) -> Result<Claim, StoreError> {
    timed(async {
        let client = db.client().await?;
        let look = client
            .prepare_cached(&format!(
                "SELECT g.owner, n.alive_until, n.alive_until > {NOW_MS}, {NOW_MS}
                 FROM games g LEFT JOIN nodes n ON n.id = g.owner WHERE g.id = $1"
            ))
            .await?;
        let take = client
            .prepare_cached(&format!(
                "UPDATE games SET owner = $2 WHERE id = $1 AND owner IS NOT DISTINCT FROM $3
                 RETURNING {COLUMNS}"
            ))
            .await?;
        // Compare and set: a node that took it in between wins, and is then the owner seen.
        for _ in 0..3 {
            let Some(row) = client.query_opt(&look, &[&id]).await? else {
                return Ok(Claim::NotFound);
            };
            let owner: Option<String> = row.get(0);
            let alive_until: Option<i64> = row.get(1);
            let alive = row.get::<_, Option<bool>>(2).unwrap_or(false);
            let db_now: i64 = row.get(3);
            if let Some(o) = &owner {
                if o != node && alive {
                    return Ok(Claim::Other(o.clone()));
                }
            }
            let down_at = match &owner {
                Some(o) if o != node => alive_until.map(|t| local_time(t, db_now)),
                _ => None,
            };
            if let Some(taken) = client.query_opt(&take, &[&id, &node, &owner]).await? {
                return Ok(Claim::Mine(Box::new(game_row(&taken)?), down_at));
            }
        }
        Err(StoreError(
            "postgres: the game's owner keeps changing".into(),
        ))
    })
    .await
}

/// Takes up to `limit` games that need a node (being played, or an open seek) whose owner is
/// gone; each with the dead owner's last heartbeat.
pub async fn orphans(
    db: &Postgres,
    node: &str,
    limit: usize,
) -> Result<Vec<(GameRow, Option<u64>)>, StoreError> {
    timed(async {
        let client = db.client().await?;
        let columns: String = COLUMNS
            .split(',')
            .map(|c| format!("games.{}", c.trim()))
            .collect::<Vec<_>>()
            .join(", ");
        let stmt = client
            .prepare_cached(&format!(
                "WITH o AS (
                   SELECT g.id, g.owner, n.alive_until FROM games g
                   LEFT JOIN nodes n ON n.id = g.owner
                   WHERE (g.status = 'playing' OR (g.status = 'waiting' AND g.seek))
                     AND (n.alive_until IS NULL OR n.alive_until <= {NOW_MS})
                   LIMIT $2 FOR UPDATE OF g SKIP LOCKED)
                 UPDATE games SET owner = $1 FROM o
                 WHERE games.id = o.id AND games.owner IS NOT DISTINCT FROM o.owner
                 RETURNING {columns}, o.alive_until, {NOW_MS}"
            ))
            .await?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = client.query(&stmt, &[&node, &limit]).await?;
        rows.iter()
            .map(|r| {
                let alive_until: Option<i64> = r.get(20);
                let db_now: i64 = r.get(21);
                Ok((game_row(r)?, alive_until.map(|t| local_time(t, db_now))))
            })
            .collect()
    })
    .await
}

/// A dead node's last heartbeat (`alive_until` less the lease, in the database's clock, read at
/// `db_now`) in this node's clock — the one the games' times are in.
fn local_time(alive_until: i64, db_now: i64) -> u64 {
    let ago = db_now.saturating_sub(alive_until.saturating_sub(LEASE_MS as i64));
    crate::clock::now_ms().saturating_sub(ago.max(0) as u64)
}

/// The games `node` owns that need a node (playing, or an open seek) — for a node back from a
/// step-down, whose games nobody ran meanwhile.
pub async fn own(db: &Postgres, node: &str) -> Result<Vec<GameRow>, StoreError> {
    timed(async {
        let client = db.client().await?;
        let stmt = client
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM games WHERE owner = $1
                 AND (status = 'playing' OR (status = 'waiting' AND seek))"
            ))
            .await?;
        let rows = client.query(&stmt, &[&node]).await?;
        Ok(rows.iter().map(game_row).collect::<Result<_, _>>()?)
    })
    .await
}

/// Inserts a game owned by `node`.
pub async fn insert(db: &Postgres, g: &GameRow, node: &str) -> Result<(), StoreError> {
    timed(async {
        let client = db.client().await?;
        let stmt = client.prepare_cached(INSERT_OWNED).await?;
        let t = times(g);
        let mut params: Vec<Param<'_>> = insert_params(g, &t).to_vec();
        params.push(&node);
        client.execute(&stmt, &params).await?;
        Ok(())
    })
    .await
}

/// Writes a game `node` owns: `false` when it does not (nothing written).
pub async fn save(db: &Postgres, g: &GameRow, node: &str) -> Result<bool, StoreError> {
    db.update_owned(g, node).await
}

/// Inserts `new` (owned by `node`) and writes `old` (if `node` owns it): both or neither.
pub async fn insert_and_save(
    db: &Postgres,
    new: &GameRow,
    old: &GameRow,
    node: &str,
) -> Result<bool, StoreError> {
    timed(async {
        let mut client = db.client().await?;
        let tx = client.transaction().await?;
        let update = tx.prepare_cached(&format!("{UPDATE}{FENCE}")).await?;
        let t = times(old);
        let mut params: Vec<Param<'_>> = update_params(old, &t).to_vec();
        params.push(&node);
        if tx.execute(&update, &params).await? != 1 {
            return Ok(false);
        }
        let insert = tx.prepare_cached(INSERT_OWNED).await?;
        let t = times(new);
        let mut params: Vec<Param<'_>> = insert_params(new, &t).to_vec();
        params.push(&node);
        tx.execute(&insert, &params).await?;
        tx.commit().await?;
        Ok(true)
    })
    .await
}

/// Gives game `id` up if `node` owns it.
pub async fn release(db: &Postgres, id: &str, node: &str) -> Result<(), StoreError> {
    timed(async {
        let client = db.client().await?;
        let stmt = client
            .prepare_cached("UPDATE games SET owner = NULL WHERE id = $1 AND owner = $2")
            .await?;
        client.execute(&stmt, &[&id, &node]).await?;
        Ok(())
    })
    .await
}

/// The insert of a game with its owner as `$21`.
const INSERT_OWNED: &str = "INSERT INTO games (id, control, status, seek, asked_color, white_token,
  black_token, white_name, black_name, state, created, updated, rematch_of, rematch, white_user,
  black_user, rated, rating_min, rating_max, ratings, owner)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
  $20, $21)";
