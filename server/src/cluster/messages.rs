//! What the nodes say to each other ([`BusMsg`], carried by the [`bus`](super::bus)): a
//! relay's requests to a game's owner ([`Req`]), the owner's answers ([`Rep`]), the game's
//! messages relayed to the sockets, and news (the lobby changed, a node reset its relays).

use crate::protocol::ClientMsg;
use crate::types::HubError;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A message between nodes.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "lowercase")]
pub enum BusMsg {
    /// A request to the owner of `game`.
    Req {
        /// Echoed in the reply.
        rid: u64,
        /// The game.
        game: String,
        /// What is asked.
        req: Req,
    },
    /// The owner's reply.
    Rep {
        /// The request's.
        rid: u64,
        /// The answer.
        rep: Rep,
    },
    /// A message of `game` for the sockets connected through the receiving node.
    Relay {
        /// The game.
        game: String,
        /// The message (JSON text, sent to the sockets as it is).
        text: String,
    },
    /// The sender no longer runs `game`: the receiver's sockets of it reconnect.
    Left {
        /// The game.
        game: String,
    },
    /// The open seeks changed.
    Lobby,
    /// The sender closed every socket it relayed (its channel broke, messages may be lost, among
    /// them its sockets' goodbyes): the receiver forgets the sender's sockets of its games.
    Reset,
}

/// What a relay asks of a game's owner (seats as `0` white, `1` black).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "lowercase")]
pub enum Req {
    /// A socket opens: its token.
    Connect {
        /// The seat token, if any.
        token: Option<String>,
    },
    /// A socket closed (no reply).
    Disconnect {
        /// Its seat.
        seat: Option<u8>,
        /// The run of the game's task that counted it.
        epoch: u64,
    },
    /// A seat's action.
    Act {
        /// The seat.
        seat: u8,
        /// The action.
        msg: ClientMsg,
    },
    /// A spectator's line of chat.
    SpectatorChat {
        /// The spectator's account name (`None`: anonymous).
        name: Option<String>,
        /// The message's `id`.
        id: Option<u64>,
        /// The line.
        text: String,
    },
    /// Take the free seat.
    Join {
        /// The player's name.
        name: Option<String>,
        /// The seat's token the player chose (a join sent again finds its seat by it).
        #[serde(default)]
        token: Option<String>,
        /// The player's account (`None`: anonymous).
        #[serde(default)]
        user: Option<i64>,
    },
    /// The seat a token holds joins an account (shown under its name from now on).
    ClaimSeat {
        /// The seat's token.
        token: String,
        /// The account.
        user: i64,
        /// The account's name.
        name: String,
    },
    /// The game as JSON.
    Json,
    /// The game as PGN.
    Pgn,
}

/// The owner's answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "lowercase")]
pub enum Rep {
    /// Connected: the seat and the `hello`.
    Connected {
        /// The seat, if the token holds one.
        seat: Option<u8>,
        /// The `hello` message.
        hello: String,
        /// The run of the game's task that counted the socket.
        epoch: u64,
        /// The game.
        game: String,
    },
    /// Joined.
    Joined {
        /// The seat.
        seat: u8,
        /// Its token.
        token: String,
    },
    /// The answer to an action (`ack` / `error` JSON).
    Answer {
        /// The text.
        text: String,
    },
    /// The game as JSON.
    Json {
        /// The game.
        game: Value,
    },
    /// The game as PGN.
    Pgn {
        /// The text.
        text: String,
    },
    /// Whether a seat joined the account ([`Req::ClaimSeat`]).
    Claimed {
        /// It did (the token held a seat no account held, and the other seat is not the
        /// account's).
        claimed: bool,
    },
    /// Refused.
    Refused {
        /// Why.
        error: HubError,
    },
    /// The receiver does not run this game (any more): ask again.
    NotOwner,
}
