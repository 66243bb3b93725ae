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

mod accounts;
mod chat;
mod group_commit;
mod passkeys;
pub mod postgres;
mod ratings;
mod row;
mod schema;
pub mod sqlite;

use crate::config::Config;
use std::sync::Arc;

pub use accounts::{NewSession, SessionRow, UserRow};
pub use chat::{ChatCounts, ChatLine};
pub use passkeys::{ChallengeRow, NewPasskey, PasskeyRow};
pub use ratings::RatedEnd;
pub use row::{GameRow, StoreError};
pub(crate) use schema::COLUMNS;
pub use schema::{Migration, MIGRATIONS, SCHEMA_VERSION};

/// The database: SQLite or Postgres (cheap to clone: both are shared handles).
#[derive(Clone)]
pub enum Store {
    /// The SQLite file in the data folder.
    Sqlite(Arc<sqlite::Sqlite>),
    /// A Postgres database.
    Postgres(postgres::Postgres),
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
