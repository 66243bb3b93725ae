//! Postgres, for a `postgres://` URL: a pool of connections, each statement prepared once per
//! connection.
//!
//! The client is [`tokio_postgres`] with the pool [`deadpool_postgres`]: both asynchronous on
//! the tokio runtime the server already runs (no blocking thread per call, unlike SQLite's), and
//! small. tokio-postgres is the long-standing Rust Postgres driver that the pools and async ORMs
//! (deadpool, bb8, diesel-async) build on; `sqlx`, even with only its Postgres feature, would
//! bring its own pool, migration runner and query layer — more to compile for four statements
//! written by hand. Together they added about 0.9 MB to the release binary. Without TLS features
//! neither links OpenSSL or rustls: connect over a unix socket (`?host=/run/postgresql`),
//! localhost or a private network; a URL asking for `sslmode=require` is refused when the pool
//! connects ("server does not support TLS").
//!
//! The schema's version is the one row of `schema_version`; migrations run in one transaction
//! under an advisory lock, so that servers started together migrate once.

use super::group_commit::GroupCommit;
use super::row::{with_causes, GameRow, StoreError};
use super::schema::{COLUMNS, MIGRATIONS, SCHEMA_VERSION};
use crate::config::hide_password;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use std::time::Duration;
use tokio_postgres::NoTls;

/// At most this many connections per server process.
const POOL_SIZE: usize = 16;
/// How long a call may wait for a connection, or a new connection to be made.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a statement may take before the call fails (and the action is refused).
const CALL_TIMEOUT: Duration = Duration::from_secs(10);
/// The advisory lock held while migrating (any constant; "alice" in ASCII).
const MIGRATION_LOCK: i64 = 0x61_6c69_6365;

pub(crate) const INSERT: &str =
    "INSERT INTO games (id, control, status, seek, asked_color, white_token,
  black_token, white_name, black_name, state, created, updated, rematch_of, rematch, white_user,
  black_user, rated, rating_min, rating_max, ratings)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
  $20)";
/// The update of a game's changing fields; its last parameter is `$12` (a fenced write adds
/// its owner as [`OWNER_PARAM`]).
pub(crate) const UPDATE: &str = "UPDATE games SET status = $2, white_token = $3, black_token = $4,
  white_name = $5, black_name = $6, state = $7, updated = $8, rematch = $9,
  white_user = COALESCE(white_user, $10), black_user = COALESCE(black_user, $11), ratings = $12
  WHERE id = $1";
/// A fenced write's condition on the game's owner, after [`UPDATE`].
pub(crate) const FENCE: &str = " AND owner = $13";

/// A Postgres database (a pool of connections to it; cheap to clone).
#[derive(Clone)]
pub struct Postgres {
    pool: Pool,
    /// The games' updates, written in batches ([`GroupCommit`]).
    commits: GroupCommit,
}

impl Postgres {
    /// Connects to `url` and migrates the database.
    ///
    /// # Errors
    /// A URL that cannot be read, a database that cannot be reached or migrated, or one whose
    /// schema is newer than this server's.
    pub async fn open(url: &str) -> anyhow::Result<Postgres> {
        let mut config: tokio_postgres::Config = url.parse().map_err(|e| {
            anyhow::anyhow!(
                "the database URL {} cannot be read: {e}",
                hide_password(url)
            )
        })?;
        if config.get_application_name().is_none() {
            config.application_name("alice-server");
        }
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                // A connection that broke is noticed (`is_closed`) and replaced; no test query.
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(CONNECT_TIMEOUT))
            .create_timeout(Some(CONNECT_TIMEOUT))
            .recycle_timeout(Some(CONNECT_TIMEOUT))
            .build()?;
        let commits = GroupCommit::start(pool.clone());
        let db = Postgres { pool, commits };
        db.migrate().await?;
        Ok(db)
    }

    pub(crate) async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool
            .get()
            .await
            .map_err(|e| StoreError(format!("postgres: no connection: {}", with_causes(&e))))
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
            .await?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
             INSERT INTO schema_version (version)
               SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM schema_version);",
        )
        .await?;
        let version: i32 = tx
            .query_one("SELECT version FROM schema_version", &[])
            .await?
            .get(0);
        let version = i64::from(version);
        if version > SCHEMA_VERSION {
            return Err(StoreError(format!(
                "it has schema {version}, newer than this server's {SCHEMA_VERSION}"
            )));
        }
        for (i, m) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            tx.batch_execute(m.postgres).await?;
            tx.execute("UPDATE schema_version SET version = $1", &[&(i as i32 + 1)])
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Inserts a new game.
    ///
    /// # Errors
    /// The database's.
    pub async fn insert(&self, g: &GameRow) -> Result<(), StoreError> {
        timed(async {
            let client = self.client().await?;
            let stmt = client.prepare_cached(INSERT).await?;
            client.execute(&stmt, &insert_params(g, &times(g))).await?;
            Ok(())
        })
        .await
    }

    /// Writes a game's changing fields: status, seats, names, state, rematch.
    ///
    /// # Errors
    /// The database's.
    pub async fn update(&self, g: &GameRow) -> Result<(), StoreError> {
        let changed = timed(self.commits.update(g, None)).await?;
        // A game that is no longer there (expired while waiting) stores nothing: say so,
        // never acknowledge what was not stored.
        if changed == 0 {
            return Err(StoreError(format!(
                "postgres: game {} is not in the database",
                g.id
            )));
        }
        Ok(())
    }

    /// Writes game `g` if `node` owns it (the cluster's fenced write), batched with the other
    /// games' updates: `false` when it does not (nothing written).
    ///
    /// # Errors
    /// The database's.
    pub(crate) async fn update_owned(&self, g: &GameRow, node: &str) -> Result<bool, StoreError> {
        Ok(timed(self.commits.update(g, Some(node))).await? == 1)
    }

    /// Inserts `new` and updates `old` in one transaction.
    ///
    /// # Errors
    /// The database's (then neither is stored).
    pub async fn insert_and_update(&self, new: &GameRow, old: &GameRow) -> Result<(), StoreError> {
        timed(async {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            let insert = tx.prepare_cached(INSERT).await?;
            let update = tx.prepare_cached(UPDATE).await?;
            tx.execute(&insert, &insert_params(new, &times(new)))
                .await?;
            tx.execute(&update, &update_params(old, &times(old)))
                .await?;
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// A game by id.
    ///
    /// # Errors
    /// The database's.
    pub async fn get(&self, id: &str) -> Result<Option<GameRow>, StoreError> {
        timed(async {
            let client = self.client().await?;
            let stmt = client
                .prepare_cached(&format!("SELECT {COLUMNS} FROM games WHERE id = $1"))
                .await?;
            let row = client.query_opt(&stmt, &[&id]).await?;
            Ok(row.as_ref().map(game_row).transpose()?)
        })
        .await
    }

    /// The games with `status`, most recently changed first, at most `limit`.
    ///
    /// # Errors
    /// The database's.
    pub async fn by_status(&self, status: &str, limit: usize) -> Result<Vec<GameRow>, StoreError> {
        timed(async {
            let client = self.client().await?;
            let stmt = client
                .prepare_cached(&format!(
                    "SELECT {COLUMNS} FROM games WHERE status = $1 ORDER BY updated DESC LIMIT $2"
                ))
                .await?;
            let limit = i64::try_from(limit).unwrap_or(i64::MAX);
            let rows = client.query(&stmt, &[&status, &limit]).await?;
            Ok(rows.iter().map(game_row).collect::<Result<_, _>>()?)
        })
        .await
    }

    /// The open seeks (waiting games listed in the lobby), newest first, at most `limit`.
    ///
    /// # Errors
    /// The database's.
    pub async fn open_seeks(&self, limit: usize) -> Result<Vec<GameRow>, StoreError> {
        timed(async {
            let client = self.client().await?;
            let stmt = client
                .prepare_cached(&format!(
                    "SELECT {COLUMNS} FROM games WHERE status = 'waiting' AND seek ORDER BY created DESC LIMIT $1"
                ))
                .await?;
            let limit = i64::try_from(limit).unwrap_or(i64::MAX);
            let rows = client.query(&stmt, &[&limit]).await?;
            Ok(rows.iter().map(game_row).collect::<Result<_, _>>()?)
        })
        .await
    }

    /// Deletes the waiting games last changed before `before` — correspondence ones before
    /// `corr_before` — and returns their ids.
    ///
    /// # Errors
    /// The database's.
    pub async fn expire_waiting(
        &self,
        before: u64,
        corr_before: u64,
    ) -> Result<Vec<String>, StoreError> {
        timed(async {
            let client = self.client().await?;
            let stmt = client
                .prepare_cached(
                    "DELETE FROM games WHERE status = 'waiting'
                       AND updated < CASE WHEN control LIKE 'corr-%' THEN $2::BIGINT ELSE $1::BIGINT END
                     RETURNING id",
                )
                .await?;
            let before = i64::try_from(before).unwrap_or(i64::MAX);
            let corr_before = i64::try_from(corr_before).unwrap_or(i64::MAX);
            let rows = client.query(&stmt, &[&before, &corr_before]).await?;
            Ok(rows.iter().map(|r| r.get::<_, String>(0)).collect())
        })
        .await
    }

    /// The number of games by status.
    ///
    /// # Errors
    /// The database's.
    pub async fn counts(&self) -> Result<Vec<(String, u64)>, StoreError> {
        timed(async {
            let client = self.client().await?;
            let stmt = client
                .prepare_cached("SELECT status, COUNT(*) FROM games GROUP BY status")
                .await?;
            let rows = client.query(&stmt, &[]).await?;
            Ok(rows
                .iter()
                .map(|r| (r.get::<_, String>(0), r.get::<_, i64>(1) as u64))
                .collect())
        })
        .await
    }
}

/// `work`, failing after [`CALL_TIMEOUT`] (a database that stopped answering).
pub(crate) async fn timed<T>(
    work: impl std::future::Future<Output = Result<T, StoreError>>,
) -> Result<T, StoreError> {
    tokio::time::timeout(CALL_TIMEOUT, work)
        .await
        .unwrap_or_else(|_| {
            Err(StoreError(format!(
                "postgres: no answer within {} s",
                CALL_TIMEOUT.as_secs()
            )))
        })
}

pub(crate) type Param<'a> = &'a (dyn tokio_postgres::types::ToSql + Sync);

/// Postgres has no unsigned integers: the times (ms since the epoch) are BIGINT.
pub(crate) fn times(g: &GameRow) -> [i64; 2] {
    [g.created as i64, g.updated as i64]
}

pub(crate) fn insert_params<'a>(g: &'a GameRow, times: &'a [i64; 2]) -> [Param<'a>; 20] {
    [
        &g.id,
        &g.control,
        &g.status,
        &g.seek,
        &g.asked_color,
        &g.tokens[0],
        &g.tokens[1],
        &g.names[0],
        &g.names[1],
        &g.state,
        &times[0],
        &times[1],
        &g.rematch_of,
        &g.rematch,
        &g.users[0],
        &g.users[1],
        &g.rated,
        &g.rating_range[0],
        &g.rating_range[1],
        &g.ratings,
    ]
}

pub(crate) fn update_params<'a>(g: &'a GameRow, times: &'a [i64; 2]) -> [Param<'a>; 12] {
    [
        &g.id,
        &g.status,
        &g.tokens[0],
        &g.tokens[1],
        &g.names[0],
        &g.names[1],
        &g.state,
        &times[1],
        &g.rematch,
        &g.users[0],
        &g.users[1],
        &g.ratings,
    ]
}

pub(crate) fn game_row(r: &tokio_postgres::Row) -> Result<GameRow, tokio_postgres::Error> {
    Ok(GameRow {
        id: r.try_get(0)?,
        control: r.try_get(1)?,
        status: r.try_get(2)?,
        seek: r.try_get(3)?,
        asked_color: r.try_get(4)?,
        tokens: [r.try_get(5)?, r.try_get(6)?],
        names: [r.try_get(7)?, r.try_get(8)?],
        state: r.try_get(9)?,
        created: r.try_get::<_, i64>(10)? as u64,
        updated: r.try_get::<_, i64>(11)? as u64,
        rematch_of: r.try_get(12)?,
        rematch: r.try_get(13)?,
        users: [r.try_get(14)?, r.try_get(15)?],
        rated: r.try_get(16)?,
        rating_range: [r.try_get(17)?, r.try_get(18)?],
        ratings: r.try_get(19)?,
    })
}
