//! What a game's requests and answers are made of, shared by the game's task (module `game`),
//! the routes to it ([`hub`](crate::hub)), the lobby ([`lobby`](crate::lobby)) and the other
//! nodes ([`cluster`](crate::cluster)): why a request was refused ([`HubError`]), the options of
//! a new game ([`NewGame`]) and what a socket gets when it connects ([`Connected`], [`Link`]).

use crate::store::StoreError;
use alice_chess::live::TimeControl;
use alice_chess::Color;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tokio::sync::broadcast;

/// Why an HTTP or socket request about a game was refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HubError {
    /// No game with this id.
    NotFound,
    /// The seat asked for is taken, or the game has started.
    Taken,
    /// Bad input: why.
    Bad(String),
    /// Not allowed for this player (a rated game without an account, a rating out of a seek's
    /// range): a code for clients and the reason.
    Forbidden {
        /// `rated-anonymous`, `rating-range`.
        code: String,
        /// Why, in a sentence.
        message: String,
    },
    /// The database failed: the action was not stored (and not done).
    Storage,
    /// The node running the game cannot be reached, or this node is cut off from the
    /// database: try again (another node may take the game over).
    Unavailable,
}

/// A database call's result for the hub: its failure logged, and [`HubError::Storage`].
pub(crate) fn stored<T>(result: Result<T, StoreError>) -> Result<T, HubError> {
    result.map_err(|e| {
        crate::metrics::METRICS.store_errors.inc();
        tracing::error!(error = %e, "database");
        HubError::Storage
    })
}

/// The options of a new game.
pub struct NewGame {
    /// The time control.
    pub control: TimeControl,
    /// `white`, `black` or `random`.
    pub color: String,
    /// The creator's name.
    pub name: Option<String>,
    /// An open seek (listed in the lobby) rather than a friend link.
    pub seek: bool,
    /// The creator's account (`None`: anonymous); its name is then [`NewGame::name`].
    pub user: Option<i64>,
    /// A rated game (needs [`NewGame::user`], and an account to join it).
    pub rated: bool,
    /// The ratings accepted of the opponent, `[min, max]` (`None`: any).
    pub rating_range: [Option<i32>; 2],
    /// The game's id, chosen beforehand (16 lowercase hex digits: an accepted challenge's game
    /// has the challenge's id, as on lichess); `None`: a new one.
    pub id: Option<String>,
}

/// What a connected socket gets: its seat (if its token holds one), the game in one message,
/// and the stream of everything relayed after it.
pub struct Connected {
    /// The seat, or `None` for a spectator.
    pub seat: Option<Color>,
    /// `{"t":"hello",…}`.
    pub hello: String,
    /// Relayed messages (JSON text).
    pub relay: broadcast::Receiver<Arc<str>>,
    /// Which task counted the socket: given back to [`Hub::disconnect`](crate::hub::Hub::disconnect).
    pub link: Link,
}

/// The game task a socket was counted by: its run (a game loaded again is a new run) and the
/// node it runs on (`None`: this one).
#[derive(Clone, Debug)]
pub struct Link {
    pub(crate) epoch: u64,
    pub(crate) owner: Option<Arc<str>>,
}

/// The server's computer players' accounts and their levels ([`crate::computer`]), for the
/// lobby to mark their seeks.
static COMPUTERS: std::sync::RwLock<Vec<(i64, u8)>> = std::sync::RwLock::new(Vec::new());

/// Records that account `user` is the computer of `level`.
pub fn register_computer(user: i64, level: u8) {
    let mut all = COMPUTERS.write().unwrap_or_else(|e| e.into_inner());
    if !all.iter().any(|(u, _)| *u == user) {
        all.push((user, level));
    }
}

/// The level of the computer whose account is `user`, if it is one.
pub fn computer_level(user: Option<i64>) -> Option<u8> {
    let user = user?;
    let all = COMPUTERS.read().unwrap_or_else(|e| e.into_inner());
    all.iter().find(|(u, _)| *u == user).map(|(_, l)| *l)
}
