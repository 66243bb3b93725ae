//! The database: one SQLite file, `alice.sqlite3`, in the data folder (WAL journal). A game is one
//! row; once it has started, its `state` is the core's whole live game as JSON
//! ([`LiveGame::to_json`](alice_chess::live::LiveGame::to_json)), rewritten after every change
//! before the change is acknowledged.
//!
//! Calls block (SQLite is a library): the async code runs them on tokio's blocking pool.

use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::Mutex;

/// The schema's version (`PRAGMA user_version`); [`MIGRATIONS`] brings a database up to it.
pub const SCHEMA_VERSION: i64 = 1;

/// Each migration takes the schema from its index to the next version.
const MIGRATIONS: &[&str] = &["
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
"];

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

/// The database.
pub struct Store {
    conn: Mutex<Connection>,
}

impl Store {
    /// Opens (creating the folder and the file) and migrates the database in `dir`.
    ///
    /// # Errors
    /// The folder or file cannot be created or read, or holds a newer schema.
    pub fn open(dir: &Path) -> anyhow::Result<Store> {
        std::fs::create_dir_all(dir)?;
        let conn = Connection::open(dir.join("alice.sqlite3"))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        // A committed transaction survives the process being killed (the WAL is in the OS's
        // cache); NORMAL trades only a power cut's last moments for far fewer fsyncs.
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "busy_timeout", 5000)?;
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if version > SCHEMA_VERSION {
            anyhow::bail!(
                "the database {} has schema {version}, newer than this server's {SCHEMA_VERSION}",
                dir.display()
            );
        }
        for (i, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            let tx = conn.unchecked_transaction()?;
            tx.execute_batch(sql)?;
            tx.pragma_update(None, "user_version", i as i64 + 1)?;
            tx.commit()?;
        }
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Inserts a new game.
    ///
    /// # Errors
    /// SQLite's.
    pub fn insert(&self, g: &GameRow) -> rusqlite::Result<()> {
        self.conn().execute(
            "INSERT INTO games (id, control, status, seek, asked_color, white_token, black_token,
               white_name, black_name, state, created, updated, rematch_of, rematch)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            params![
                g.id,
                g.control,
                g.status,
                g.seek,
                g.asked_color,
                g.tokens[0],
                g.tokens[1],
                g.names[0],
                g.names[1],
                g.state,
                g.created as i64,
                g.updated as i64,
                g.rematch_of,
                g.rematch
            ],
        )?;
        Ok(())
    }

    /// Writes a game's changing fields: status, seats, names, state, rematch.
    ///
    /// # Errors
    /// SQLite's.
    pub fn update(&self, g: &GameRow) -> rusqlite::Result<()> {
        self.conn().execute(
            "UPDATE games SET status = ?2, white_token = ?3, black_token = ?4, white_name = ?5,
               black_name = ?6, state = ?7, updated = ?8, rematch = ?9 WHERE id = ?1",
            params![
                g.id,
                g.status,
                g.tokens[0],
                g.tokens[1],
                g.names[0],
                g.names[1],
                g.state,
                g.updated as i64,
                g.rematch
            ],
        )?;
        Ok(())
    }

    /// A game by id.
    ///
    /// # Errors
    /// SQLite's.
    pub fn get(&self, id: &str) -> rusqlite::Result<Option<GameRow>> {
        self.conn()
            .query_row(
                &format!("SELECT {COLUMNS} FROM games WHERE id = ?1"),
                [id],
                row,
            )
            .optional()
    }

    /// The games with `status`, most recently changed first, at most `limit`.
    ///
    /// # Errors
    /// SQLite's.
    pub fn by_status(&self, status: &str, limit: usize) -> rusqlite::Result<Vec<GameRow>> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM games WHERE status = ?1 ORDER BY updated DESC LIMIT ?2"
        ))?;
        let rows = stmt.query_map(params![status, limit as i64], row)?;
        rows.collect()
    }
}

const COLUMNS: &str =
    "id, control, status, seek, asked_color, white_token, black_token, white_name,
  black_name, state, created, updated, rematch_of, rematch";

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        control: r.get(1)?,
        status: r.get(2)?,
        seek: r.get(3)?,
        asked_color: r.get(4)?,
        tokens: [r.get(5)?, r.get(6)?],
        names: [r.get(7)?, r.get(8)?],
        state: r.get(9)?,
        created: r.get::<_, i64>(10)? as u64,
        updated: r.get::<_, i64>(11)? as u64,
        rematch_of: r.get(12)?,
        rematch: r.get(13)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_written_and_read_back_across_opens() {
        let dir = tempfile::tempdir().unwrap();
        let mut g = GameRow {
            id: "00112233aabbccdd".into(),
            control: "3+2".into(),
            status: "waiting".into(),
            seek: true,
            asked_color: "random".into(),
            tokens: [Some("t".repeat(32)), None],
            names: [Some("Ann".into()), None],
            created: 5,
            updated: 5,
            ..GameRow::default()
        };
        {
            let store = Store::open(dir.path()).unwrap();
            store.insert(&g).unwrap();
            g.status = "playing".into();
            g.state = Some("{}".into());
            g.updated = 9;
            store.update(&g).unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.get(&g.id).unwrap(), Some(g.clone()));
        assert_eq!(store.by_status("playing", 10).unwrap(), vec![g]);
        assert!(store.get("nope").unwrap().is_none());
    }
}
