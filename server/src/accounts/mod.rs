//! Accounts, optional: anonymous play stays as it is. A player may sign up (a name, a
//! password), sign in and out; the seats they take belong to the account, so that they play
//! them from any device and find them in "my games".
//!
//! - names: 2 to 20 of `A–Z a–z 0–9 _ -`, unique without regard to case ([`name_key`]);
//! - passwords: 8 to [`PASSWORD_MAX`] bytes, hashed with Argon2id ([`password`]);
//! - sessions: a random 128-bit secret in an `HttpOnly`, `SameSite=Lax` cookie, only its digest
//!   stored, revocable from the account page ([`session`]); personal API tokens the same, sent
//!   as `Authorization: Bearer`;
//! - sign-ups limited per address, sign-in attempts per address and per name
//!   ([`crate::limits`]); a wrong name and a wrong password get the same answer, in the same
//!   time.
//!
//! - passkeys (WebAuthn) to sign in without a name or password ([`passkeys`], checked by
//!   [`webauthn`] with a small CBOR reader, [`cbor`]).
//!
//! The routes are in [`api`] and [`passkeys`]; a player's public page and game archive in
//! [`profile`].

pub mod api;
pub mod browser;
pub mod cbor;
pub mod passkeys;
pub mod password;
pub mod profile;
pub mod session;
pub mod webauthn;

pub use session::{MaybeViewer, Viewer};

/// The shortest name.
pub const NAME_MIN: usize = 2;
/// The longest name.
pub const NAME_MAX: usize = 20;
/// The shortest password (characters).
pub const PASSWORD_MIN: usize = 8;
/// The longest password (bytes): hashing is bounded whatever is sent.
pub const PASSWORD_MAX: usize = 256;

/// Why a name cannot be an account's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Fewer than [`NAME_MIN`] or more than [`NAME_MAX`] characters.
    Length,
    /// A character other than a letter, digit, `_` or `-`.
    Characters,
}

/// `name` as an account's name: its key (lowercase, what makes names unique), or why not.
///
/// # Errors
/// Its length or its characters.
pub fn name_key(name: &str) -> Result<String, NameError> {
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err(NameError::Characters);
    }
    if !(NAME_MIN..=NAME_MAX).contains(&name.len()) {
        return Err(NameError::Length);
    }
    Ok(name.to_ascii_lowercase())
}

/// Why a password cannot be used.
///
/// # Errors
/// Too short (in characters) or too long (in bytes).
pub fn check_password(password: &str) -> Result<(), &'static str> {
    if password.chars().count() < PASSWORD_MIN {
        return Err("a password has at least 8 characters");
    }
    if password.len() > PASSWORD_MAX {
        return Err("a password has at most 256 bytes");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_letters_digits_underscore_hyphen_2_to_20_unique_without_case() {
        assert_eq!(name_key("Bob_the-2nd").unwrap(), "bob_the-2nd");
        assert_eq!(name_key("ab").unwrap(), "ab");
        assert_eq!(name_key("a"), Err(NameError::Length));
        assert_eq!(name_key(&"x".repeat(21)), Err(NameError::Length));
        assert_eq!(name_key(&"x".repeat(20)).unwrap().len(), 20);
        for bad in [
            "bob smith",
            "bób",
            "bob!",
            "",
            "<b>",
            "bob\u{200b}",
            "Ｂｏｂ",
        ] {
            assert!(name_key(bad).is_err(), "{bad:?}");
        }
        assert_eq!(name_key("BOB").unwrap(), name_key("bob").unwrap());
        assert!(check_password("1234567").is_err());
        assert!(check_password("12345678").is_ok());
        assert!(check_password("ééééééé").is_err());
        assert!(check_password(&"x".repeat(257)).is_err());
    }
}
