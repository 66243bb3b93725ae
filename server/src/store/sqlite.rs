//! SQLite: one file, `alice.sqlite3`, in the data folder, in WAL mode (readers never wait for the
//! writer; a committed transaction survives the process being killed).
//!
//! Calls block (SQLite is a library): [`Store`](super::Store) runs them on tokio's blocking pool.

use super::row::GameRow;
use super::schema::{COLUMNS, MIGRATIONS, SCHEMA_VERSION};
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::Mutex;

/// The database file (its version in `PRAGMA user_version`).
pub struct Sqlite {
    conn: Mutex<Connection>,
}

impl Sqlite {
    /// Opens (creating the folder and the file) and migrates the database in `dir`.
    ///
    /// # Errors
    /// The folder or file cannot be created or read, or holds a newer schema.
    pub fn open(dir: &Path) -> anyhow::Result<Sqlite> {
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
        for (i, m) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            let tx = conn.unchecked_transaction()?;
            tx.execute_batch(m.sqlite)?;
            tx.pragma_update(None, "user_version", i as i64 + 1)?;
            tx.commit()?;
        }
        Ok(Sqlite {
            conn: Mutex::new(conn),
        })
    }

    pub(super) fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Inserts a new game.
    ///
    /// # Errors
    /// SQLite's.
    pub fn insert(&self, g: &GameRow) -> rusqlite::Result<()> {
        insert(&self.conn(), g)
    }

    /// Writes a game's changing fields: status, seats, names, state, rematch.
    ///
    /// # Errors
    /// SQLite's.
    pub fn update(&self, g: &GameRow) -> rusqlite::Result<()> {
        update(&self.conn(), g)
    }

    /// Inserts `new` and updates `old` in one transaction.
    ///
    /// # Errors
    /// SQLite's (then neither is stored).
    pub fn insert_and_update(&self, new: &GameRow, old: &GameRow) -> rusqlite::Result<()> {
        let conn = self.conn();
        let tx = conn.unchecked_transaction()?;
        insert(&tx, new)?;
        update(&tx, old)?;
        tx.commit()
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

    /// The open seeks (waiting games listed in the lobby), newest first, at most `limit`.
    ///
    /// # Errors
    /// SQLite's.
    pub fn open_seeks(&self, limit: usize) -> rusqlite::Result<Vec<GameRow>> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM games WHERE status = 'waiting' AND seek = 1 ORDER BY created DESC LIMIT ?1"
        ))?;
        let rows = stmt.query_map(params![limit as i64], row)?;
        rows.collect()
    }

    /// Deletes the waiting games last changed before `before` — correspondence ones before
    /// `corr_before` — and returns their ids.
    ///
    /// # Errors
    /// SQLite's.
    pub fn expire_waiting(&self, before: u64, corr_before: u64) -> rusqlite::Result<Vec<String>> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached(
            "DELETE FROM games WHERE status = 'waiting'
               AND updated < CASE WHEN control LIKE 'corr-%' THEN ?2 ELSE ?1 END
             RETURNING id",
        )?;
        let rows = stmt.query_map(params![before as i64, corr_before as i64], |r| r.get(0))?;
        rows.collect()
    }

    /// Records that the server is alive at `now` (its row in `nodes`, `local`).
    ///
    /// # Errors
    /// SQLite's.
    pub fn heartbeat(&self, now: u64) -> rusqlite::Result<()> {
        self.conn().execute(
            "INSERT INTO nodes (id, alive_until, started) VALUES ('local', ?1, ?1)
             ON CONFLICT (id) DO UPDATE SET alive_until = excluded.alive_until",
            params![now as i64],
        )?;
        Ok(())
    }

    /// When the server was last known alive (its last [`Sqlite::heartbeat`]).
    ///
    /// # Errors
    /// SQLite's.
    pub fn last_alive(&self) -> rusqlite::Result<Option<u64>> {
        self.conn()
            .query_row(
                "SELECT alive_until FROM nodes WHERE id = 'local'",
                [],
                |r| r.get::<_, i64>(0),
            )
            .optional()
            .map(|t| t.map(|t| t.max(0) as u64))
    }

    /// The number of games by status.
    ///
    /// # Errors
    /// SQLite's.
    pub fn counts(&self) -> rusqlite::Result<Vec<(String, u64)>> {
        let conn = self.conn();
        let mut stmt = conn.prepare_cached("SELECT status, COUNT(*) FROM games GROUP BY status")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?;
        rows.collect()
    }
}

/// Inserts a new game.
fn insert(conn: &Connection, g: &GameRow) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO games (id, control, status, seek, asked_color, white_token, black_token,
               white_name, black_name, state, created, updated, rematch_of, rematch, white_user,
               black_user, rated, rating_min, rating_max, ratings)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
               ?18, ?19, ?20)",
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
            g.rematch,
            g.users[0],
            g.users[1],
            g.rated,
            g.rating_range[0],
            g.rating_range[1],
            g.ratings
        ],
    )?;
    Ok(())
}

/// Writes a game's changing fields.
pub(super) fn update(conn: &Connection, g: &GameRow) -> rusqlite::Result<()> {
    let changed = conn.execute(
        "UPDATE games SET status = ?2, white_token = ?3, black_token = ?4, white_name = ?5,
               black_name = ?6, state = ?7, updated = ?8, rematch = ?9,
               white_user = COALESCE(white_user, ?10), black_user = COALESCE(black_user, ?11),
               ratings = ?12
             WHERE id = ?1",
        params![
            g.id,
            g.status,
            g.tokens[0],
            g.tokens[1],
            g.names[0],
            g.names[1],
            g.state,
            g.updated as i64,
            g.rematch,
            g.users[0],
            g.users[1],
            g.ratings
        ],
    )?;
    // A game that is no longer there (expired while waiting) stores nothing: say so, never
    // acknowledge what was not stored.
    if changed == 0 {
        return Err(rusqlite::Error::QueryReturnedNoRows);
    }
    Ok(())
}

pub(super) fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
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
        users: [r.get(14)?, r.get(15)?],
        rated: r.get(16)?,
        rating_range: [r.get(17)?, r.get(18)?],
        ratings: r.get(19)?,
    })
}
