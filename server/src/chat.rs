//! A game's chat between its two players (as lichess's player room): lines of at most
//! [`MAX_CHARS`] characters, cleaned as names are ([`crate::names::clean_text`]: nothing that
//! would lie about itself or reorder the text around it), at most [`BURST`] a seat in
//! [`WINDOW_MS`], at most [`MAX_LINES`] a game. A line is stored before it is relayed; the
//! players' sockets get the last [`KEPT`] in their `hello` (a reload, another device), and a
//! spectator's socket never gets them.

use crate::store::ChatLine;

/// The longest line, in characters as a reader counts them.
pub const MAX_CHARS: usize = 140;
/// Lines a seat may send within [`WINDOW_MS`].
pub const BURST: usize = 3;
/// The window of [`BURST`] (ms).
pub const WINDOW_MS: u64 = 10_000;
/// The most lines a game holds.
pub const MAX_LINES: i64 = 1000;
/// The lines a player's `hello` carries.
pub const KEPT: usize = 100;

/// How every relayed line of the players' room begins: a spectator's socket skips those.
const PLAYER_ROOM: &str = r#"{"t":"chat","room":"player","#;

/// The relayed message of `line`: `{"t":"chat","room":…,"line":{…}}`.
pub fn relayed(line: &ChatLine) -> String {
    let body = serde_json::to_string(line).expect("a chat line is JSON");
    format!(r#"{{"t":"chat","room":"{}","line":{body}}}"#, line.room)
}

/// Whether a relayed message is for spectators too (every message but the players' chat).
pub fn for_spectators(text: &str) -> bool {
    !text.starts_with(PLAYER_ROOM)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cleaned_and_players_only() {
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
        let text = relayed(&line);
        assert!(!for_spectators(&text), "{text}");
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back["line"]["text"], "gl \"hf\"");
        assert!(for_spectators(r#"{"t":"event","type":"move"}"#));
    }
}
