//! The accounts' tables, in both databases: users ([`UserRow`]), their sessions and personal
//! API tokens (one table, [`SessionRow`]; only a digest of each secret is kept), and the seats an
//! account holds (the games' `white_user` / `black_user`).
//!
//! Each statement is written once, with Postgres's `$N` parameters; SQLite reads the same text
//! with `?N` (numbered parameters in both).

use super::row::{GameRow, StoreError};
use super::schema::COLUMNS;
use super::{blocking, Store};
use rusqlite::{params, OptionalExtension};

/// A user's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserRow {
    /// The account's number (the games' `white_user` / `black_user`).
    pub id: i64,
    /// The name as its owner wrote it.
    pub name: String,
    /// The password's Argon2id hash (PHC string); `None`: no password (a deleted account).
    pub password: Option<String>,
    /// `BOT` for a bot account, else `None`.
    pub title: Option<String>,
    /// Created (ms since the epoch).
    pub created: u64,
    /// When the account was deleted (its games are kept, its name shown as deleted).
    pub deleted: Option<u64>,
}

/// A session's or a personal API token's row (never its secret).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRow {
    /// Shown in the account page; revokes it.
    pub public_id: String,
    /// `session` (a browser's cookie) or `token` (a personal API token).
    pub kind: String,
    /// What it is: the browser (its user agent, shortened) or the token's description.
    pub label: String,
    /// Created (ms).
    pub created: u64,
    /// Last used (ms; a session's is updated at most once an hour).
    pub last_used: u64,
}

/// What a new session or token is made of.
pub struct NewSession<'a> {
    /// The account.
    pub user: i64,
    /// The digest of its secret ([`crate::token::digest`]).
    pub hash: &'a str,
    /// Its public id.
    pub public_id: &'a str,
    /// `session` or `token`.
    pub kind: &'static str,
    /// Its label.
    pub label: &'a str,
    /// Now (ms).
    pub now: u64,
}

const CREATE_USER: &str = "INSERT INTO users (name, name_key, password, title, created)
  VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name_key) DO NOTHING
  RETURNING id, name, password, title, created, deleted";
const USER_BY_KEY: &str =
    "SELECT id, name, password, title, created, deleted FROM users WHERE name_key = $1";
const USER_BY_ID: &str =
    "SELECT id, name, password, title, created, deleted FROM users WHERE id = $1";
const ADD_SESSION: &str =
    "INSERT INTO sessions (hash, public_id, user_id, kind, label, created, last_used)
  VALUES ($1, $2, $3, $4, $5, $6, $6)";
const SESSION: &str = "SELECT u.id, u.name, u.password, u.title, u.created, u.deleted,
  s.public_id, s.kind, s.label, s.created, s.last_used
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.hash = $1";
const TOUCH_SESSION: &str = "UPDATE sessions SET last_used = $2 WHERE hash = $1";
const DROP_SESSION: &str = "DELETE FROM sessions WHERE hash = $1";
const DROP_BY_PUBLIC: &str = "DELETE FROM sessions WHERE user_id = $1 AND public_id = $2";
const SESSIONS_OF: &str = "SELECT public_id, kind, label, created, last_used FROM sessions
  WHERE user_id = $1 ORDER BY last_used DESC";
const SET_PASSWORD: &str = "UPDATE users SET password = $2 WHERE id = $1 AND deleted IS NULL";
const DROP_OTHER_SESSIONS: &str =
    "DELETE FROM sessions WHERE user_id = $1 AND kind = 'session' AND hash <> $2";
const DELETE_USER: &str = "UPDATE users SET password = NULL, deleted = $2 WHERE id = $1";
const DROP_ALL_SESSIONS: &str = "DELETE FROM sessions WHERE user_id = $1";
const DROP_ALL_PASSKEYS: &str = "DELETE FROM passkeys WHERE user_id = $1";

fn games_of_sql() -> String {
    // Two index scans (one per seat), merged.
    format!(
        "SELECT {COLUMNS} FROM games WHERE white_user = $1 OR black_user = $1
         ORDER BY updated DESC LIMIT $2"
    )
}

/// SQLite reads `$N` as a named parameter: the same statement with `?N`.
pub(super) fn lite(sql: &str) -> String {
    sql.replace('$', "?")
}

pub(super) fn ms(v: i64) -> u64 {
    v.max(0) as u64
}

fn lite_user(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<UserRow> {
    Ok(UserRow {
        id: r.get(at)?,
        name: r.get(at + 1)?,
        password: r.get(at + 2)?,
        title: r.get(at + 3)?,
        created: ms(r.get(at + 4)?),
        deleted: r.get::<_, Option<i64>>(at + 5)?.map(ms),
    })
}

fn lite_session(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<SessionRow> {
    Ok(SessionRow {
        public_id: r.get(at)?,
        kind: r.get(at + 1)?,
        label: r.get(at + 2)?,
        created: ms(r.get(at + 3)?),
        last_used: ms(r.get(at + 4)?),
    })
}

fn pg_user(r: &tokio_postgres::Row, at: usize) -> Result<UserRow, tokio_postgres::Error> {
    Ok(UserRow {
        id: r.try_get(at)?,
        name: r.try_get(at + 1)?,
        password: r.try_get(at + 2)?,
        title: r.try_get(at + 3)?,
        created: ms(r.try_get(at + 4)?),
        deleted: r.try_get::<_, Option<i64>>(at + 5)?.map(ms),
    })
}

fn pg_session(r: &tokio_postgres::Row, at: usize) -> Result<SessionRow, tokio_postgres::Error> {
    Ok(SessionRow {
        public_id: r.try_get(at)?,
        kind: r.try_get(at + 1)?,
        label: r.try_get(at + 2)?,
        created: ms(r.try_get(at + 3)?),
        last_used: ms(r.try_get(at + 4)?),
    })
}

/// Runs `$work` on a Postgres connection, timed out like every call.
macro_rules! pg {
    ($db:expr, |$client:ident| $work:expr) => {
        Box::pin(super::postgres::timed(async {
            let $client = $db.client().await?;
            $work
        }))
        .await
    };
}
pub(super) use pg;

impl Store {
    /// Creates an account; `None` when the name (without regard to case: `key`) is taken.
    ///
    /// # Errors
    /// The database's.
    pub async fn create_user(
        &self,
        name: &str,
        key: &str,
        password: Option<&str>,
        title: Option<&str>,
        now: u64,
    ) -> Result<Option<UserRow>, StoreError> {
        let (name, key) = (name.to_string(), key.to_string());
        let (password, title) = (password.map(str::to_string), title.map(str::to_string));
        let now = now as i64;
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .query_row(
                            &lite(CREATE_USER),
                            params![name, key, password, title, now],
                            |r| lite_user(r, 0),
                        )
                        .optional()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(CREATE_USER).await?;
                let row = c
                    .query_opt(&stmt, &[&name, &key, &password, &title, &now])
                    .await?;
                Ok(row.map(|r| pg_user(&r, 0)).transpose()?)
            }),
        }
    }

    /// The account whose name's key (lowercase) is `key`.
    ///
    /// # Errors
    /// The database's.
    pub async fn user_by_key(&self, key: &str) -> Result<Option<UserRow>, StoreError> {
        let key = key.to_string();
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .query_row(&lite(USER_BY_KEY), [key], |r| lite_user(r, 0))
                        .optional()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(USER_BY_KEY).await?;
                let row = c.query_opt(&stmt, &[&key]).await?;
                Ok(row.map(|r| pg_user(&r, 0)).transpose()?)
            }),
        }
    }

    /// The account numbered `id`.
    ///
    /// # Errors
    /// The database's.
    pub async fn user_by_id(&self, id: i64) -> Result<Option<UserRow>, StoreError> {
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .query_row(&lite(USER_BY_ID), [id], |r| lite_user(r, 0))
                        .optional()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(USER_BY_ID).await?;
                let row = c.query_opt(&stmt, &[&id]).await?;
                Ok(row.map(|r| pg_user(&r, 0)).transpose()?)
            }),
        }
    }

    /// Stores a new session or API token.
    ///
    /// # Errors
    /// The database's.
    pub async fn add_session(&self, new: NewSession<'_>) -> Result<(), StoreError> {
        let (hash, public_id, label) = (
            new.hash.to_string(),
            new.public_id.to_string(),
            new.label.to_string(),
        );
        let (user, kind, now) = (new.user, new.kind, new.now as i64);
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .execute(
                            &lite(ADD_SESSION),
                            params![hash, public_id, user, kind, label, now],
                        )
                        .map(drop)
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(ADD_SESSION).await?;
                c.execute(&stmt, &[&hash, &public_id, &user, &kind, &label, &now])
                    .await?;
                Ok(())
            }),
        }
    }

    /// The account and session (or token) whose secret's digest is `hash`.
    ///
    /// # Errors
    /// The database's.
    pub async fn session(&self, hash: &str) -> Result<Option<(UserRow, SessionRow)>, StoreError> {
        let hash = hash.to_string();
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .query_row(&lite(SESSION), [hash], |r| {
                            Ok((lite_user(r, 0)?, lite_session(r, 6)?))
                        })
                        .optional()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(SESSION).await?;
                let row = c.query_opt(&stmt, &[&hash]).await?;
                Ok(row
                    .map(|r| Ok::<_, tokio_postgres::Error>((pg_user(&r, 0)?, pg_session(&r, 6)?)))
                    .transpose()?)
            }),
        }
    }

    /// Records that the session `hash` was used at `now`.
    ///
    /// # Errors
    /// The database's.
    pub async fn touch_session(&self, hash: &str, now: u64) -> Result<(), StoreError> {
        self.execute(TOUCH_SESSION, Arg::Text(hash.into()), Arg::Int(now as i64))
            .await
            .map(drop)
    }

    /// Ends the session (or revokes the token) whose digest is `hash`.
    ///
    /// # Errors
    /// The database's.
    pub async fn drop_session(&self, hash: &str) -> Result<(), StoreError> {
        self.execute(DROP_SESSION, Arg::Text(hash.into()), Arg::None)
            .await
            .map(drop)
    }

    /// Ends `user`'s session (or token) `public_id`; whether there was one.
    ///
    /// # Errors
    /// The database's.
    pub async fn drop_session_by_public(
        &self,
        user: i64,
        public_id: &str,
    ) -> Result<bool, StoreError> {
        self.execute(DROP_BY_PUBLIC, Arg::Int(user), Arg::Text(public_id.into()))
            .await
            .map(|n| n > 0)
    }

    /// `user`'s sessions and tokens, most recently used first.
    ///
    /// # Errors
    /// The database's.
    pub async fn sessions_of(&self, user: i64) -> Result<Vec<SessionRow>, StoreError> {
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let mut stmt = conn.prepare_cached(&lite(SESSIONS_OF))?;
                    let rows = stmt.query_map([user], |r| lite_session(r, 0))?;
                    rows.collect()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(SESSIONS_OF).await?;
                let rows = c.query(&stmt, &[&user]).await?;
                Ok(rows
                    .iter()
                    .map(|r| pg_session(r, 0))
                    .collect::<Result<_, _>>()?)
            }),
        }
    }

    /// Sets `user`'s password hash and ends their other browser sessions (`keep`: the digest
    /// of the one that asked), in one transaction. Tokens stay.
    ///
    /// # Errors
    /// The database's.
    pub async fn set_password(
        &self,
        user: i64,
        password: &str,
        keep: &str,
    ) -> Result<(), StoreError> {
        let (password, keep) = (password.to_string(), keep.to_string());
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let tx = conn.unchecked_transaction()?;
                    tx.execute(&lite(SET_PASSWORD), params![user, password])?;
                    tx.execute(&lite(DROP_OTHER_SESSIONS), params![user, keep])?;
                    tx.commit()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let mut c = c;
                let tx = c.transaction().await?;
                tx.execute(SET_PASSWORD, &[&user, &password]).await?;
                tx.execute(DROP_OTHER_SESSIONS, &[&user, &keep]).await?;
                tx.commit().await?;
                Ok(())
            }),
        }
    }

    /// Deletes `user`'s account: no password, every session and token ended, every passkey
    /// removed; the row stays
    /// (its games are kept, and its name is not given to anyone else).
    ///
    /// # Errors
    /// The database's.
    pub async fn delete_user(&self, user: i64, now: u64) -> Result<(), StoreError> {
        let now = now as i64;
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let tx = conn.unchecked_transaction()?;
                    tx.execute(&lite(DELETE_USER), params![user, now])?;
                    tx.execute(&lite(DROP_ALL_SESSIONS), params![user])?;
                    tx.execute(&lite(DROP_ALL_PASSKEYS), params![user])?;
                    tx.commit()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let mut c = c;
                let tx = c.transaction().await?;
                tx.execute(DELETE_USER, &[&user, &now]).await?;
                tx.execute(DROP_ALL_SESSIONS, &[&user]).await?;
                tx.execute(DROP_ALL_PASSKEYS, &[&user]).await?;
                tx.commit().await?;
                Ok(())
            }),
        }
    }

    /// The games `user` holds a seat of, most recently changed first, at most `limit`.
    ///
    /// # Errors
    /// The database's.
    pub async fn games_of(&self, user: i64, limit: usize) -> Result<Vec<GameRow>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let mut stmt = conn.prepare_cached(&lite(&games_of_sql()))?;
                    let rows = stmt.query_map(params![user, limit], super::sqlite::row)?;
                    rows.collect()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(&games_of_sql()).await?;
                let rows = c.query(&stmt, &[&user, &limit]).await?;
                Ok(rows
                    .iter()
                    .map(super::postgres::game_row)
                    .collect::<Result<_, _>>()?)
            }),
        }
    }

    /// Runs a statement of one or two parameters that returns no rows; the rows it changed.
    pub(super) async fn execute(
        &self,
        sql: &'static str,
        a: Arg,
        b: Arg,
    ) -> Result<u64, StoreError> {
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let n = match &b {
                        Arg::None => conn.execute(&lite(sql), [a.lite()])?,
                        _ => conn.execute(&lite(sql), [a.lite(), b.lite()])?,
                    };
                    Ok(n as u64)
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(sql).await?;
                let n = match &b {
                    Arg::None => c.execute(&stmt, &[a.pg()]).await?,
                    _ => c.execute(&stmt, &[a.pg(), b.pg()]).await?,
                };
                Ok(n)
            }),
        }
    }
}

/// A parameter of [`Store::execute`].
pub(super) enum Arg {
    Text(String),
    Int(i64),
    None,
}

impl Arg {
    fn lite(&self) -> rusqlite::types::Value {
        match self {
            Arg::Text(t) => rusqlite::types::Value::Text(t.clone()),
            Arg::Int(i) => rusqlite::types::Value::Integer(*i),
            Arg::None => rusqlite::types::Value::Null,
        }
    }

    fn pg(&self) -> &(dyn tokio_postgres::types::ToSql + Sync) {
        match self {
            Arg::Text(t) => t,
            Arg::Int(i) => i,
            Arg::None => &None::<i64>,
        }
    }
}
