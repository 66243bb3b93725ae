//! A game's row ([`GameRow`]) and a database call's failure ([`StoreError`]), the same for
//! both databases.

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
    /// The accounts holding the seats (`None`: anonymous or free). Once set, a seat's account
    /// is never unset by a write of the row (a seat claimed meanwhile stays claimed).
    pub users: [Option<i64>; 2],
    /// A rated game (between two accounts): its end changes both players' ratings.
    pub rated: bool,
    /// The ratings an open seek accepts of its opponent, `[min, max]` (`None`: any).
    pub rating_range: [Option<i32>; 2],
    /// A rated game's players' ratings as of its start, and their changes once it ended:
    /// `{"white": {rating, rd, prov, diff?}, "black": …}` (JSON text).
    pub ratings: Option<String>,
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
