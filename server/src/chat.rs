//! A game's chat, in two rooms as lichess's: the players' (`player`) and the spectators'
//! (`spectator`). Lines of at most [`MAX_CHARS`] characters, cleaned as names are
//! ([`crate::names::clean_text`]: nothing that would lie about itself or reorder the text around
//! it); at most [`BURST`] a seat in [`WINDOW_MS`] — a spectator's as many a socket, and an
//! address's spectators a few more ([`SpectatorLimits`]) —, at most [`MAX_LINES`] a room. A line is stored before it is
//! relayed, and each socket gets its own room only: a player's the players' room, a spectator's
//! the spectators' (the players never see the spectators' room, nor the spectators the players').
//! Every `hello` carries the last [`KEPT`] lines of its room (a reload, another device). A
//! spectator's lines are under its account's name when signed in, else anonymous.

use crate::limits::ClientAddr;
use crate::store::ChatLine;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::collections::VecDeque;
use std::num::NonZeroU32;
use std::time::{Duration, Instant};

/// The longest line, in characters as a reader counts them.
pub const MAX_CHARS: usize = 140;
/// Lines a seat (a spectator's socket, a spectator's address) may send within [`WINDOW_MS`].
pub const BURST: usize = 3;
/// The window of [`BURST`] (ms).
pub const WINDOW_MS: u64 = 10_000;
/// The most lines a room of a game holds.
pub const MAX_LINES: i64 = 1000;
/// The lines a `hello` carries.
pub const KEPT: usize = 100;
/// The players' room.
pub const PLAYER: &str = "player";
/// The spectators' room.
pub const SPECTATOR: &str = "spectator";

/// How every relayed line of each room begins: a socket skips the other room's — but for the
/// spectators' lines once the game is over, which begin otherwise (`"players":true`): the
/// players read that room too then.
const PLAYER_ROOM: &str = r#"{"t":"chat","room":"player","#;
const SPECTATOR_ROOM: &str = r#"{"t":"chat","room":"spectator","line":"#;

/// The relayed message of `line`: `{"t":"chat","room":…,"line":{…}}`; `over`: the game is over,
/// and a line of the spectators' room goes to the players too (`{"t":"chat","room":"spectator",
/// "players":true,"line":{…}}`).
pub fn relayed(line: &ChatLine, over: bool) -> String {
    let body = serde_json::to_string(line).expect("a chat line is JSON");
    let players = if over && line.room == SPECTATOR {
        r#""players":true,"#
    } else {
        ""
    };
    format!(
        r#"{{"t":"chat","room":"{}",{players}"line":{body}}}"#,
        line.room
    )
}

/// Whether a relayed message is for a player's socket (`player`) or a spectator's: every message
/// but the other room's chat (the spectators' room is open to the players once the game is
/// over: see [`relayed`]).
pub fn for_socket(text: &str, player: bool) -> bool {
    !text.starts_with(if player { SPECTATOR_ROOM } else { PLAYER_ROOM })
}

/// A line's text as shown, or why not.
///
/// # Errors
/// Empty, too long, or with characters a line cannot hold.
pub fn clean(text: &str) -> Result<String, String> {
    match crate::names::clean_text(text, MAX_CHARS, MAX_CHARS * 8, "a line")? {
        Some(text) => Ok(text),
        None => Err("an empty line".into()),
    }
}

/// One spectator socket's lines: at most [`BURST`] in [`WINDOW_MS`].
#[derive(Default)]
pub struct SocketChat {
    times: VecDeque<Instant>,
}

impl SocketChat {
    /// Whether one more line may go now (and, if so, counts it).
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        let window = Duration::from_millis(WINDOW_MS);
        while self
            .times
            .front()
            .is_some_and(|t| now.duration_since(*t) >= window)
        {
            self.times.pop_front();
        }
        if self.times.len() >= BURST {
            return false;
        }
        self.times.push_back(now);
        true
    }
}

/// Lines an address's spectators may send at once (all its sockets and games together) …
pub const ADDRESS_BURST: u32 = 6;
/// … and then one every this many ms.
pub const ADDRESS_EVERY_MS: u64 = 2_000;

/// The spectators' lines by address, all games together: [`ADDRESS_BURST`] at once, then one
/// every [`ADDRESS_EVERY_MS`] (`--client-limits off` lifts it, as the other limits).
pub struct SpectatorLimits {
    by_addr: DefaultKeyedRateLimiter<ClientAddr>,
}

impl Default for SpectatorLimits {
    fn default() -> SpectatorLimits {
        let burst = NonZeroU32::new(ADDRESS_BURST).expect("a burst above zero");
        let every = Duration::from_millis(ADDRESS_EVERY_MS);
        let quota = Quota::with_period(every)
            .expect("a period above zero")
            .allow_burst(burst);
        SpectatorLimits {
            by_addr: RateLimiter::keyed(quota),
        }
    }
}

impl SpectatorLimits {
    /// Whether `addr` may send one more spectator's line now (and, if so, counts it).
    pub fn take(&self, addr: ClientAddr) -> bool {
        if self.by_addr.len() > 100_000 {
            self.by_addr.retain_recent();
        }
        self.by_addr.check_key(&addr).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cleaned_and_each_room_its_own() {
        assert_eq!(clean("  good   game ").unwrap(), "good game");
        assert!(clean("   ").is_err());
        assert!(clean(&"x".repeat(141)).is_err());
        assert_eq!(clean(&"é".repeat(140)).unwrap().chars().count(), 140);
        assert!(clean("evil \u{202e}olleh").is_err());
        let line = ChatLine {
            seq: 0,
            room: "player".into(),
            seat: Some("white".into()),
            name: Some("Ann".into()),
            text: "gl \"hf\"".into(),
            at: 5,
        };
        let text = relayed(&line, false);
        assert!(!for_socket(&text, false), "{text}");
        assert!(for_socket(&text, true), "{text}");
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back["line"]["text"], "gl \"hf\"");
        assert!(for_socket(r#"{"t":"event","type":"move"}"#, false));
        let spoken = ChatLine {
            room: SPECTATOR.into(),
            seat: None,
            ..line.clone()
        };
        let during = relayed(&spoken, false);
        assert!(
            for_socket(&during, false) && !for_socket(&during, true),
            "{during}"
        );
        // Once the game is over the players read the spectators' room too; never the reverse.
        let after = relayed(&spoken, true);
        assert!(
            for_socket(&after, false) && for_socket(&after, true),
            "{after}"
        );
        let back: serde_json::Value = serde_json::from_str(&after).unwrap();
        assert_eq!(
            (back["room"].as_str(), back["players"].as_bool()),
            (Some("spectator"), Some(true))
        );
        assert!(!for_socket(&relayed(&line, true), false));
    }

    #[test]
    fn a_spectator_socket_has_a_few_lines_in_ten_seconds() {
        let mut socket = SocketChat::default();
        assert!((0..BURST).all(|_| socket.take()));
        assert!(!socket.take());
        let limits = SpectatorLimits::default();
        let addr = ClientAddr::of("192.0.2.7".parse().unwrap());
        assert!((0..ADDRESS_BURST).all(|_| limits.take(addr)));
        assert!(!limits.take(addr));
        assert!(limits.take(ClientAddr::of("192.0.2.8".parse().unwrap())));
    }
}
