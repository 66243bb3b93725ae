//! The database, behind one interface ([`Store`]) so that the games ([`hub`](crate::hub)) do not
//! know which one they talk to:
//!
//! - **SQLite** ([`sqlite`]), the default: one file, `alice.sqlite3`, in the data folder (WAL
//!   journal), for a site on one machine. SQLite is a library whose calls block: they run on
//!   tokio's blocking pool, one connection behind a mutex.
//! - **Postgres** ([`postgres`]), when the configuration names a `postgres://` URL
//!   (`DATABASE_URL` or `--database`): a pool of connections to a database server, so that
//!   several server processes may one day share the games.
//!
//! Both hold the same table, built by the same [`MIGRATIONS`] (each written in both dialects),
//! and both record the schema's version (SQLite in `PRAGMA user_version`, Postgres in the table
//! `schema_version`); a server refuses a database whose schema is newer than its own. A game is
//! one row; once it has started, its `state` is the core's whole live game as JSON
//! ([`LiveGame::to_json`](alice_chess::live::LiveGame::to_json)), rewritten after every change
//! before the change is acknowledged. Every call either stores all it was given or returns a
//! [`StoreError`] (the caller then refuses the action with `storage`).

pub mod postgres;
pub mod sqlite;

use crate::Config;
use std::sync::Arc;

/// The schema's version: the number of [`MIGRATIONS`].
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// One step of the schema, in each database's dialect: the same tables, columns and
/// constraints, each column in the engine's own type for it.
pub struct Migration {
    /// For SQLite.
    pub sqlite: &'static str,
    /// For Postgres.
    pub postgres: &'static str,
}

/// Migration `i` takes the schema from version `i` to `i + 1`.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        sqlite: "
CREATE TABLE games (
  id            TEXT PRIMARY KEY,
  control       TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'ended')),
  seek          INTEGER NOT NULL,
  asked_color   TEXT NOT NULL,
  white_token   TEXT,
  black_token   TEXT,
  white_name    TEXT,
  black_name    TEXT,
  state         TEXT,
  created       INTEGER NOT NULL,
  updated       INTEGER NOT NULL,
  rematch_of    TEXT,
  rematch       TEXT
);
CREATE INDEX games_by_status ON games (status, updated);
",
        postgres: "
CREATE TABLE games (
  id            TEXT PRIMARY KEY,
  control       TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('waiting', 'playing', 'ended')),
  seek          BOOLEAN NOT NULL,
  asked_color   TEXT NOT NULL,
  white_token   TEXT,
  black_token   TEXT,
  white_name    TEXT,
  black_name    TEXT,
  state         TEXT,
  created       BIGINT NOT NULL,
  updated       BIGINT NOT NULL,
  rematch_of    TEXT,
  rematch       TEXT
);
CREATE INDEX games_by_status ON games (status, updated);
",
    },
    Migration {
        // Several nodes on one database (`cluster`): the node running each game, and the nodes'
        // heartbeats. A single server leaves them empty.
        sqlite: "
ALTER TABLE games ADD COLUMN owner TEXT;
CREATE TABLE nodes (
  id            TEXT PRIMARY KEY,
  alive_until   INTEGER NOT NULL,
  started       INTEGER NOT NULL
);
",
        postgres: "
ALTER TABLE games ADD COLUMN owner TEXT;
CREATE INDEX games_by_owner ON games (owner);
CREATE TABLE nodes (
  id            TEXT PRIMARY KEY,
  alive_until   BIGINT NOT NULL,
  started       BIGINT NOT NULL
);
",
    },
    Migration {
        // The lobby's query (open seeks, newest first) and the expiry of waiting games.
        sqlite: "CREATE INDEX games_waiting ON games (status, seek, created);",
        postgres: "CREATE INDEX games_waiting ON games (status, seek, created);",
    },
];

/// The columns of a game's row, in [`GameRow`]'s order.
pub(crate) const COLUMNS: &str =
    "id, control, status, seek, asked_color, white_token, black_token, white_name,
  black_name, state, created, updated, rematch_of, rematch";

/// A game's row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRow {
    /// The game's id (16 hex digits).
    pub id: String,
    /// Its time control (`3+2`, `corr-3`).
    pub control: String,
    /// `waiting` (one seat taken), `playing`, `ended`.
    pub status: String,
    /// Whether it is an open seek (listed in the lobby while waiting) rather than a friend link.
    pub seek: bool,
    /// The colour its creator asked for: `white`, `black`, `random`.
    pub asked_color: String,
    /// The seat tokens (`None`: free).
    pub tokens: [Option<String>; 2],
    /// The players' names.
    pub names: [Option<String>; 2],
    /// The live game's JSON once started.
    pub state: Option<String>,
    /// Created, last changed (ms since the epoch).
    pub created: u64,
    /// Last changed.
    pub updated: u64,
    /// The game this one is a rematch of.
    pub rematch_of: Option<String>,
    /// The rematch of this game, once agreed.
    pub rematch: Option<String>,
}

/// A database call that failed: nothing of it was stored.
#[derive(Debug)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError(format!("sqlite: {e}"))
    }
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> StoreError {
        StoreError(format!("postgres: {}", with_causes(&e)))
    }
}

/// `e` and its causes, `: `-separated (the database's own message, a refused connection, is
/// often only in a cause).
pub(crate) fn with_causes(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        let said = c.to_string();
        if !text.contains(&said) {
            text.push_str(": ");
            text.push_str(&said);
        }
        cause = c.source();
    }
    text
}

/// The database: SQLite or Postgres (cheap to clone: both are shared handles).
#[derive(Clone)]
pub enum Store {
    /// The SQLite file in the data folder.
    Sqlite(Arc<sqlite::Sqlite>),
    /// A Postgres database.
    Postgres(postgres::Postgres),
}

/// Whether `url` names a Postgres database (`postgres://` or `postgresql://`).
pub fn is_postgres_url(url: &str) -> bool {
    let lower = url.to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

// The Postgres calls' futures are boxed: they are large (a pool's wait, a statement's
// preparation, a timeout), and unboxed they would make every call's future — and so every game's
// task, which awaits them — that large, SQLite's too (16 KB a game, measured by the load bench).

/// Runs blocking SQLite work off the async threads (tokio's blocking pool).
async fn blocking<T: Send + 'static>(
    db: &Arc<sqlite::Sqlite>,
    work: impl FnOnce(&sqlite::Sqlite) -> rusqlite::Result<T> + Send + 'static,
) -> Result<T, StoreError> {
    let db = db.clone();
    match tokio::task::spawn_blocking(move || work(&db)).await {
        Ok(result) => Ok(result?),
        Err(e) => Err(StoreError(format!("sqlite: the blocking task failed: {e}"))),
    }
}

impl Store {
    /// Opens (creating and migrating) the database `config` names: Postgres for a
    /// `postgres://` URL in [`Config::database`], else SQLite in [`Config::data_dir`].
    ///
    /// # Errors
    /// The database cannot be reached, created or read, or holds a newer schema.
    pub async fn open(config: &Config) -> anyhow::Result<Store> {
        match &config.database {
            Some(url) => Ok(Store::Postgres(postgres::Postgres::open(url).await?)),
            None => {
                let dir = config.data_dir.clone();
                let db = tokio::task::spawn_blocking(move || sqlite::Sqlite::open(&dir)).await??;
                Ok(Store::Sqlite(Arc::new(db)))
            }
        }
    }

    /// Inserts a new game.
    ///
    /// # Errors
    /// The database's.
    pub async fn insert(&self, g: &GameRow) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(db) => {
                let g = g.clone();
                blocking(db, move |s| s.insert(&g)).await
            }
            Store::Postgres(db) => Box::pin(db.insert(g)).await,
        }
    }

    /// Writes a game's changing fields: status, seats, names, state, rematch.
    ///
    /// # Errors
    /// The database's.
    pub async fn update(&self, g: &GameRow) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(db) => {
                let g = g.clone();
                blocking(db, move |s| s.update(&g)).await
            }
            Store::Postgres(db) => Box::pin(db.update(g)).await,
        }
    }

    /// Inserts `new` and updates `old`, both or neither (a rematch and the game it follows).
    ///
    /// # Errors
    /// The database's.
    pub async fn insert_and_update(&self, new: &GameRow, old: &GameRow) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(db) => {
                let (new, old) = (new.clone(), old.clone());
                blocking(db, move |s| s.insert_and_update(&new, &old)).await
            }
            Store::Postgres(db) => Box::pin(db.insert_and_update(new, old)).await,
        }
    }

    /// A game by id.
    ///
    /// # Errors
    /// The database's.
    pub async fn get(&self, id: &str) -> Result<Option<GameRow>, StoreError> {
        match self {
            Store::Sqlite(db) => {
                let id = id.to_string();
                blocking(db, move |s| s.get(&id)).await
            }
            Store::Postgres(db) => Box::pin(db.get(id)).await,
        }
    }

    /// The games with `status`, most recently changed first, at most `limit`.
    ///
    /// # Errors
    /// The database's.
    pub async fn by_status(
        &self,
        status: &'static str,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        match self {
            Store::Sqlite(db) => blocking(db, move |s| s.by_status(status, limit)).await,
            Store::Postgres(db) => Box::pin(db.by_status(status, limit)).await,
        }
    }

    /// The open seeks (waiting games listed in the lobby), newest first, at most `limit`:
    /// chosen by the query, so that no number of other waiting games can hide them.
    ///
    /// # Errors
    /// The database's.
    pub async fn open_seeks(&self, limit: usize) -> Result<Vec<GameRow>, StoreError> {
        match self {
            Store::Sqlite(db) => blocking(db, move |s| s.open_seeks(limit)).await,
            Store::Postgres(db) => Box::pin(db.open_seeks(limit)).await,
        }
    }

    /// Deletes the games still waiting for their second player that were last changed before
    /// `before` (correspondence ones: before `corr_before`); returns their ids.
    ///
    /// # Errors
    /// The database's.
    pub async fn expire_waiting(
        &self,
        before: u64,
        corr_before: u64,
    ) -> Result<Vec<String>, StoreError> {
        match self {
            Store::Sqlite(db) => blocking(db, move |s| s.expire_waiting(before, corr_before)).await,
            Store::Postgres(db) => Box::pin(db.expire_waiting(before, corr_before)).await,
        }
    }

    /// A single server (SQLite) records that it is alive at `now`, so that after a crash the
    /// clocks can charge a player's thinking up to then ([`Store::last_alive`]). Postgres:
    /// nothing (a cluster's nodes keep their own heartbeats).
    ///
    /// # Errors
    /// The database's.
    pub async fn heartbeat(&self, now: u64) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(db) => blocking(db, move |s| s.heartbeat(now)).await,
            Store::Postgres(_) => Ok(()),
        }
    }

    /// When a single server (SQLite) was last known alive; `None` on Postgres or before the
    /// first heartbeat.
    ///
    /// # Errors
    /// The database's.
    pub async fn last_alive(&self) -> Result<Option<u64>, StoreError> {
        match self {
            Store::Sqlite(db) => blocking(db, |s| s.last_alive()).await,
            Store::Postgres(_) => Ok(None),
        }
    }

    /// The number of games by status (`waiting`, `playing`, `ended`).
    ///
    /// # Errors
    /// The database's.
    pub async fn counts(&self) -> Result<Vec<(String, u64)>, StoreError> {
        match self {
            Store::Sqlite(db) => blocking(db, |s| s.counts()).await,
            Store::Postgres(db) => Box::pin(db.counts()).await,
        }
    }
}
