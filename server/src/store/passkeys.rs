//! The passkeys' tables, in both databases: each account's user handle (`users.user_handle`),
//! its passkeys ([`PasskeyRow`]) and the ceremonies' challenges ([`ChallengeRow`]: single-use —
//! taking one deletes it, so that of two nodes finishing the same ceremony one only gets it).

use super::accounts::{lite, ms, pg, Arg, UserRow};
use super::row::StoreError;
use super::{blocking, Store};
use rusqlite::{params, OptionalExtension};

/// A passkey's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PasskeyRow {
    /// The credential id, base64url.
    pub id: String,
    /// The account.
    pub user: i64,
    /// Its ES256 public key: a SEC1 uncompressed point, base64url.
    pub public_key: String,
    /// The authenticator's signature counter last seen.
    pub sign_count: u32,
    /// What its owner called it.
    pub label: String,
    /// Registered (ms).
    pub created: u64,
    /// Last used to sign in (ms), if ever.
    pub last_used: Option<u64>,
}

/// What a new passkey is made of (its `last_used` is none yet).
pub type NewPasskey = PasskeyRow;

/// A ceremony's challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRow {
    /// The challenge, base64url (32 random bytes).
    pub challenge: String,
    /// `register` or `login`.
    pub kind: String,
    /// A registration's account (`None` for a sign-in).
    pub user: Option<i64>,
    /// The RP id it was issued for (the host).
    pub rp_id: String,
    /// When it expires (ms).
    pub expires: u64,
}

const SET_HANDLE: &str = "UPDATE users SET user_handle = $2 WHERE id = $1 AND user_handle IS NULL";
const HANDLE: &str = "SELECT user_handle FROM users WHERE id = $1";
const DROP_EXPIRED: &str = "DELETE FROM passkey_challenges WHERE expires < $1";
const ADD_CHALLENGE: &str =
    "INSERT INTO passkey_challenges (challenge, kind, user_id, rp_id, expires)
  VALUES ($1, $2, $3, $4, $5)";
const TAKE_CHALLENGE: &str = "DELETE FROM passkey_challenges WHERE challenge = $1
  RETURNING challenge, kind, user_id, rp_id, expires";
const ADD_PASSKEY: &str = "INSERT INTO passkeys
  (id, user_id, public_key, sign_count, label, created, last_used)
  VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING";
const PASSKEY_COLUMNS: &str = "p.id, p.user_id, p.public_key, p.sign_count, p.label, p.created,
  p.last_used";
// (`CAST`: Postgres would infer `$2 = 0` as an INTEGER.)
const USE_PASSKEY: &str = "UPDATE passkeys SET sign_count = CAST($2 AS BIGINT), last_used = $3
  WHERE id = $1
    AND ((CAST($2 AS BIGINT) = 0 AND sign_count = 0) OR CAST($2 AS BIGINT) > sign_count)";
const DROP_PASSKEY: &str = "DELETE FROM passkeys WHERE user_id = $1 AND id = $2";

fn passkeys_of_sql() -> String {
    format!("SELECT {PASSKEY_COLUMNS} FROM passkeys p WHERE p.user_id = $1 ORDER BY p.created")
}

fn passkey_sql() -> String {
    format!(
        "SELECT u.id, u.name, u.password, u.title, u.created, u.deleted, u.user_handle,
           {PASSKEY_COLUMNS}
         FROM passkeys p JOIN users u ON u.id = p.user_id WHERE p.id = $1"
    )
}

fn count(v: i64) -> u32 {
    u32::try_from(v.max(0)).unwrap_or(u32::MAX)
}

fn lite_passkey(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<PasskeyRow> {
    Ok(PasskeyRow {
        id: r.get(at)?,
        user: r.get(at + 1)?,
        public_key: r.get(at + 2)?,
        sign_count: count(r.get(at + 3)?),
        label: r.get(at + 4)?,
        created: ms(r.get(at + 5)?),
        last_used: r.get::<_, Option<i64>>(at + 6)?.map(ms),
    })
}

fn pg_passkey(r: &tokio_postgres::Row, at: usize) -> Result<PasskeyRow, tokio_postgres::Error> {
    Ok(PasskeyRow {
        id: r.try_get(at)?,
        user: r.try_get(at + 1)?,
        public_key: r.try_get(at + 2)?,
        sign_count: count(r.try_get(at + 3)?),
        label: r.try_get(at + 4)?,
        created: ms(r.try_get(at + 5)?),
        last_used: r.try_get::<_, Option<i64>>(at + 6)?.map(ms),
    })
}

fn lite_user(r: &rusqlite::Row<'_>) -> rusqlite::Result<(UserRow, Option<String>)> {
    Ok((
        UserRow {
            id: r.get(0)?,
            name: r.get(1)?,
            password: r.get(2)?,
            title: r.get(3)?,
            created: ms(r.get(4)?),
            deleted: r.get::<_, Option<i64>>(5)?.map(ms),
        },
        r.get(6)?,
    ))
}

fn pg_user(r: &tokio_postgres::Row) -> Result<(UserRow, Option<String>), tokio_postgres::Error> {
    Ok((
        UserRow {
            id: r.try_get(0)?,
            name: r.try_get(1)?,
            password: r.try_get(2)?,
            title: r.try_get(3)?,
            created: ms(r.try_get(4)?),
            deleted: r.try_get::<_, Option<i64>>(5)?.map(ms),
        },
        r.try_get(6)?,
    ))
}

impl Store {
    /// `user`'s user handle: the one it has, else `fresh` (stored now, once: of two calls at
    /// once both get the one stored first).
    ///
    /// # Errors
    /// The database's.
    pub async fn user_handle(&self, user: i64, fresh: &str) -> Result<String, StoreError> {
        let fresh = fresh.to_string();
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    conn.execute(&lite(SET_HANDLE), params![user, fresh])?;
                    conn.query_row(&lite(HANDLE), [user], |r| r.get(0))
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                c.execute(SET_HANDLE, &[&user, &fresh]).await?;
                Ok(c.query_one(HANDLE, &[&user]).await?.try_get(0)?)
            }),
        }
    }

    /// Stores a ceremony's challenge, and forgets those expired before `now`.
    ///
    /// # Errors
    /// The database's.
    pub async fn add_challenge(&self, row: ChallengeRow, now: u64) -> Result<(), StoreError> {
        let (now, expires) = (now as i64, row.expires as i64);
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let tx = conn.unchecked_transaction()?;
                    tx.execute(&lite(DROP_EXPIRED), [now])?;
                    tx.execute(
                        &lite(ADD_CHALLENGE),
                        params![row.challenge, row.kind, row.user, row.rp_id, expires],
                    )?;
                    tx.commit()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let mut c = c;
                let tx = c.transaction().await?;
                tx.execute(DROP_EXPIRED, &[&now]).await?;
                tx.execute(
                    ADD_CHALLENGE,
                    &[&row.challenge, &row.kind, &row.user, &row.rp_id, &expires],
                )
                .await?;
                tx.commit().await?;
                Ok(())
            }),
        }
    }

    /// Takes the challenge `challenge`: deleted, and returned if it was there (expired or not:
    /// the caller checks).
    ///
    /// # Errors
    /// The database's.
    pub async fn take_challenge(
        &self,
        challenge: &str,
    ) -> Result<Option<ChallengeRow>, StoreError> {
        let challenge = challenge.to_string();
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .query_row(&lite(TAKE_CHALLENGE), [challenge], |r| {
                            Ok(ChallengeRow {
                                challenge: r.get(0)?,
                                kind: r.get(1)?,
                                user: r.get(2)?,
                                rp_id: r.get(3)?,
                                expires: ms(r.get(4)?),
                            })
                        })
                        .optional()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(TAKE_CHALLENGE).await?;
                let row = c.query_opt(&stmt, &[&challenge]).await?;
                Ok(row
                    .map(|r| {
                        Ok::<_, tokio_postgres::Error>(ChallengeRow {
                            challenge: r.try_get(0)?,
                            kind: r.try_get(1)?,
                            user: r.try_get(2)?,
                            rp_id: r.try_get(3)?,
                            expires: ms(r.try_get(4)?),
                        })
                    })
                    .transpose()?)
            }),
        }
    }

    /// Stores a new passkey; `false` when one of that credential id exists already.
    ///
    /// # Errors
    /// The database's.
    pub async fn add_passkey(&self, new: NewPasskey) -> Result<bool, StoreError> {
        let (count, created) = (i64::from(new.sign_count), new.created as i64);
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .execute(
                            &lite(ADD_PASSKEY),
                            params![new.id, new.user, new.public_key, count, new.label, created],
                        )
                        .map(|n| n > 0)
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(ADD_PASSKEY).await?;
                let n = c
                    .execute(
                        &stmt,
                        &[
                            &new.id,
                            &new.user,
                            &new.public_key,
                            &count,
                            &new.label,
                            &created,
                        ],
                    )
                    .await?;
                Ok(n > 0)
            }),
        }
    }

    /// `user`'s passkeys, oldest first.
    ///
    /// # Errors
    /// The database's.
    pub async fn passkeys_of(&self, user: i64) -> Result<Vec<PasskeyRow>, StoreError> {
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    let conn = s.conn();
                    let mut stmt = conn.prepare_cached(&lite(&passkeys_of_sql()))?;
                    let rows = stmt.query_map([user], |r| lite_passkey(r, 0))?;
                    rows.collect()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(&passkeys_of_sql()).await?;
                let rows = c.query(&stmt, &[&user]).await?;
                Ok(rows
                    .iter()
                    .map(|r| pg_passkey(r, 0))
                    .collect::<Result<_, _>>()?)
            }),
        }
    }

    /// The passkey `id`, with its account and the account's user handle.
    ///
    /// # Errors
    /// The database's.
    #[allow(clippy::type_complexity)]
    pub async fn passkey(
        &self,
        id: &str,
    ) -> Result<Option<(UserRow, Option<String>, PasskeyRow)>, StoreError> {
        let id = id.to_string();
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .query_row(&lite(&passkey_sql()), [id], |r| {
                            let (user, handle) = lite_user(r)?;
                            Ok((user, handle, lite_passkey(r, 7)?))
                        })
                        .optional()
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(&passkey_sql()).await?;
                let row = c.query_opt(&stmt, &[&id]).await?;
                Ok(row
                    .map(|r| {
                        let (user, handle) = pg_user(&r)?;
                        Ok::<_, tokio_postgres::Error>((user, handle, pg_passkey(&r, 7)?))
                    })
                    .transpose()?)
            }),
        }
    }

    /// Records a sign-in with passkey `id` whose counter is now `sign_count`, at `now` — only if
    /// the counter grew (or both it and the stored one are 0); whether it did. Checked and
    /// written in one statement: two sign-ins with the same counter, on two nodes, cannot both
    /// pass.
    ///
    /// # Errors
    /// The database's.
    pub async fn use_passkey(
        &self,
        id: &str,
        sign_count: u32,
        now: u64,
    ) -> Result<bool, StoreError> {
        let id = id.to_string();
        let (count, now) = (i64::from(sign_count), now as i64);
        match self {
            Store::Sqlite(db) => {
                blocking(db, move |s| {
                    s.conn()
                        .execute(&lite(USE_PASSKEY), params![id, count, now])
                        .map(|n| n > 0)
                })
                .await
            }
            Store::Postgres(db) => pg!(db, |c| {
                let stmt = c.prepare_cached(USE_PASSKEY).await?;
                Ok(c.execute(&stmt, &[&id, &count, &now]).await? > 0)
            }),
        }
    }

    /// Removes `user`'s passkey `id`; whether there was one.
    ///
    /// # Errors
    /// The database's.
    pub async fn drop_passkey(&self, user: i64, id: &str) -> Result<bool, StoreError> {
        self.execute(DROP_PASSKEY, Arg::Int(user), Arg::Text(id.into()))
            .await
            .map(|n| n > 0)
    }
}
