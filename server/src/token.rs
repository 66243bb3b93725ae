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

/// A session's secret (the cookie's value) or a personal API token's: 128 random bits, 32 hex
/// digits. Only its [`digest`] is stored.
pub fn secret() -> String {
    random_hex(16)
}

/// A session's or API token's public id (shown in the account page, used to revoke it): 64
/// random bits.
pub fn public_id() -> String {
    random_hex(8)
}

/// The SHA-256 of a secret, as hex: what the database keeps of it (a stolen database opens no
/// session; 128 random bits need no salt or slow hash).
pub fn digest(secret: &str) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
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
