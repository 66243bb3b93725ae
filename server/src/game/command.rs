//! A game's queue: the commands its task takes ([`Cmd`]) and the handle that sends them
//! ([`Handle`]).

use crate::protocol::ClientMsg;
use crate::types::{Connected, HubError};
use alice_chess::Color;
use serde_json::Value;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// What a game's task is asked (each answered on its `reply`, if it has one).
pub(crate) enum Cmd {
    /// Take the free seat.
    Join {
        name: Option<String>,
        token: Option<String>,
        /// The joining player's account (`None`: anonymous).
        user: Option<i64>,
        reply: oneshot::Sender<Result<(Color, String), HubError>>,
    },
    /// A socket opens.
    Connect {
        token: Option<String>,
        /// The node the socket is on (`None`: this one).
        node: Option<Arc<str>>,
        reply: oneshot::Sender<Connected>,
        /// For a socket on another node: the request to answer on the bus, from the game's task
        /// itself — so that the answer goes out before anything the task relays next.
        answer: Option<(u64, String)>,
    },
    /// A socket counted by run `epoch` of the task closed.
    Disconnect {
        seat: Option<Color>,
        node: Option<Arc<str>>,
        epoch: u64,
    },
    /// These nodes died: their sockets are gone.
    NodesGone(Arc<[String]>),
    /// This node stops running games (cut off from the database).
    Stop,
    /// A seat's action.
    Act {
        seat: Color,
        msg: ClientMsg,
        reply: oneshot::Sender<String>,
    },
    /// A spectator's line of chat (its socket and address limited it already).
    SpectatorChat {
        /// The spectator's account name (`None`: anonymous).
        name: Option<String>,
        /// The message's `id`, for its answer.
        id: Option<u64>,
        text: String,
        reply: oneshot::Sender<String>,
    },
    /// The seat `token` holds joins account `user` (signed up or in after taking it
    /// anonymously): shown under the account's `name` from now on. Answers whether it did.
    ClaimSeat {
        token: String,
        user: i64,
        name: String,
        reply: oneshot::Sender<Result<bool, HubError>>,
    },
    /// The game as JSON.
    Json { reply: oneshot::Sender<Value> },
    /// The game as PGN.
    Pgn { reply: oneshot::Sender<String> },
}

/// A running game's queue.
#[derive(Clone)]
pub(crate) struct Handle {
    /// Where its commands go.
    pub(crate) tx: mpsc::Sender<Cmd>,
}
