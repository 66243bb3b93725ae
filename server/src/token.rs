//! Unguessable identifiers: seat tokens (128 random bits) and game ids (64 bits), from the
//! operating system's random source.

/// `bytes` random bytes as lowercase hex.
fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::getrandom(&mut buf).expect("the operating system's random source");
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// A seat token: 128 random bits, 32 hex digits. Whoever holds it plays that seat.
pub fn seat_token() -> String {
    random_hex(16)
}

/// A game id: 64 random bits, 16 hex digits (a spectator's link holds only this).
pub fn game_id() -> String {
    random_hex(8)
}

/// A server node's id in a cluster: 32 random bits, 8 hex digits (new at every start).
pub fn node_id() -> String {
    random_hex(4)
}

/// Whether `text` looks like an id or token of `len` hex digits (checked before any lookup).
pub fn is_hex(text: &str, len: usize) -> bool {
    text.len() == len
        && text
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

/// Compares two tokens in time that does not depend on where they differ.
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_distinct() {
        let a = seat_token();
        let b = seat_token();
        assert!(is_hex(&a, 32) && is_hex(&b, 32));
        assert_ne!(a, b);
        assert!(is_hex(&game_id(), 16));
        assert!(same(&a, &a.clone()) && !same(&a, &b) && !same(&a, "x"));
        assert!(!is_hex("ABCDEF0123456789", 16) && !is_hex("zz", 2));
    }
}
