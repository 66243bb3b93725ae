//! The WebSocket messages (version 1; `docs/PROTOCOL.md` is the reference). Text frames of JSON,
//! at most [`MAX_MESSAGE`] bytes.
//!
//! A client sends `{"t": KIND, "id": N, …}` — `id`, any whole number, comes back in the answer:
//! `{"t":"ack","id":N}` once the action is stored (or `{"t":"ack","id":N,"duplicate":true}` for
//! a move already played — sent again after a reconnect), or `{"t":"error","id":N,"code":…,
//! "message":…}` and nothing changed.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The protocol's version.
pub const VERSION: u32 = 1;
/// The largest message a client may send, in bytes.
pub const MAX_MESSAGE: usize = 4096;

/// A game's chat room, as a client names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ChatRoom {
    /// The players'.
    Player,
    /// The spectators'.
    Spectator,
}

/// What a client asks.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(tag = "t", rename_all = "lowercase", deny_unknown_fields)]
pub enum ClientMsg {
    /// Play `uci` as the move after `ply` half-moves (the ply the client saw: a move sent again
    /// after a reconnect is recognised and not played twice).
    Move {
        /// Echoed in the answer.
        #[serde(default)]
        id: Option<u64>,
        /// The move (`e2e4`, or any notation the core reads).
        uci: String,
        /// Half-moves played before it, as the client saw the game.
        ply: u32,
        /// The protocol version the client speaks (optional).
        #[serde(default)]
        v: Option<u32>,
    },
    /// Offer a draw or propose a takeback.
    Offer {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// `draw` or `takeback`.
        kind: String,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Accept the opponent's offer.
    Accept {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// `draw` or `takeback`.
        kind: String,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Decline the opponent's offer.
    Decline {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// `draw` or `takeback`.
        kind: String,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Withdraw one's own offer.
    Withdraw {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// `draw` or `takeback`.
        kind: String,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Resign.
    Resign {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Abort (before both sides have moved).
    Abort {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Claim victory: the opponent has been gone 30 s.
    Claim {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Propose (or accept) a rematch once the game is over.
    Rematch {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// A line of chat: a player's to the players' room, a spectator's to the spectators'
    /// (at most [`crate::chat::MAX_CHARS`] characters). Once the game is over, a player may
    /// write in the spectators' room too (`room`).
    Chat {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// The line.
        text: String,
        /// The room (`None`: the socket's own: the players' for a player, the spectators' for a
        /// spectator).
        #[serde(default)]
        room: Option<ChatRoom>,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
    /// Measures the round trip: answered `{"t":"pong","id":N,"now":MS}`.
    Ping {
        /// Echoed.
        #[serde(default)]
        id: Option<u64>,
        /// Version.
        #[serde(default)]
        v: Option<u32>,
    },
}

impl ClientMsg {
    /// The message's `id`.
    pub fn id(&self) -> Option<u64> {
        match self {
            ClientMsg::Move { id, .. }
            | ClientMsg::Offer { id, .. }
            | ClientMsg::Accept { id, .. }
            | ClientMsg::Decline { id, .. }
            | ClientMsg::Withdraw { id, .. }
            | ClientMsg::Resign { id, .. }
            | ClientMsg::Abort { id, .. }
            | ClientMsg::Claim { id, .. }
            | ClientMsg::Rematch { id, .. }
            | ClientMsg::Chat { id, .. }
            | ClientMsg::Ping { id, .. } => *id,
        }
    }

    /// Reads a client's text.
    ///
    /// # Errors
    /// `(code, message, id)`: `json` for text that is not JSON, `message` for an unknown kind, a
    /// missing or extra field, a wrong type; `version` for another protocol version. `id` is the
    /// message's `id` when it has a readable one, so that the refusal answers it.
    pub fn parse(text: &str) -> Result<ClientMsg, (&'static str, String, Option<u64>)> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| ("json", short(&e.to_string()), None))?;
        let id = value.get("id").and_then(Value::as_u64);
        let msg: ClientMsg =
            serde_json::from_value(value).map_err(|e| ("message", short(&e.to_string()), id))?;
        let v = match &msg {
            ClientMsg::Move { v, .. }
            | ClientMsg::Offer { v, .. }
            | ClientMsg::Accept { v, .. }
            | ClientMsg::Decline { v, .. }
            | ClientMsg::Withdraw { v, .. }
            | ClientMsg::Resign { v, .. }
            | ClientMsg::Abort { v, .. }
            | ClientMsg::Claim { v, .. }
            | ClientMsg::Rematch { v, .. }
            | ClientMsg::Chat { v, .. }
            | ClientMsg::Ping { v, .. } => *v,
        };
        match v {
            Some(v) if v != VERSION => Err((
                "version",
                format!("this server speaks version {VERSION}"),
                msg.id(),
            )),
            _ => Ok(msg),
        }
    }
}

/// At most 120 characters of an error's text.
fn short(text: &str) -> String {
    let mut out: String = text.chars().take(120).collect();
    if text.chars().count() > 120 {
        out.push('…');
    }
    out
}

/// `{"t":"ack","id":…}` (with `"duplicate":true` for a move already played).
pub fn ack(id: Option<u64>, duplicate: bool) -> String {
    let mut v = json!({"t": "ack", "id": id});
    if duplicate {
        v["duplicate"] = true.into();
    }
    v.to_string()
}

/// `{"t":"error","id":…,"code":…,"message":…}`.
pub fn error(id: Option<u64>, code: &str, message: &str) -> String {
    json!({"t": "error", "id": id, "code": code, "message": short(message)}).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_read_strictly() {
        assert_eq!(
            ClientMsg::parse(r#"{"t":"move","id":3,"uci":"e2e4","ply":0}"#),
            Ok(ClientMsg::Move {
                id: Some(3),
                uci: "e2e4".into(),
                ply: 0,
                v: None
            })
        );
        assert_eq!(
            ClientMsg::parse(r#"{"t":"resign"}"#),
            Ok(ClientMsg::Resign { id: None, v: None })
        );
        for (bad, code) in [
            ("nope", "json"),
            ("{}", "message"),
            (r#"{"t":"fly"}"#, "message"),
            (r#"{"t":"move","uci":"e2e4"}"#, "message"),
            (r#"{"t":"move","uci":"e2e4","ply":-1}"#, "message"),
            (r#"{"t":"move","uci":4,"ply":0}"#, "message"),
            (r#"{"t":"resign","extra":1}"#, "message"),
            (r#"{"t":"resign","v":2}"#, "version"),
        ] {
            assert_eq!(ClientMsg::parse(bad).map_err(|e| e.0), Err(code), "{bad}");
        }
    }
}
