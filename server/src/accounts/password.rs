//! Passwords: hashed with Argon2id (RustCrypto's `argon2`, its default parameters: 19 MiB, two
//! passes, one lane — OWASP's recommendation), each with its own random salt, kept as a PHC
//! string (`$argon2id$v=19$m=19456,t=2,p=1$…`). A hash costs tens of milliseconds of a core and
//! 19 MiB: they run on the blocking pool, at most [`AT_ONCE`] at a time, so that a flood of
//! sign-ins queues instead of taking every core (and the limits per address and per name bound
//! the queue).

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use std::sync::LazyLock;
use tokio::sync::Semaphore;

/// Hashes computed at once.
pub const AT_ONCE: usize = 2;

static SLOTS: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(AT_ONCE));

/// A hash that verifies no password: compared against when the name is unknown, so that a
/// wrong name takes as long as a wrong password.
static DECOY: LazyLock<String> = LazyLock::new(|| hash_now("decoy password, never anyone's"));

fn hash_now(password: &str) -> String {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes).expect("the operating system's random source");
    let salt = SaltString::encode_b64(&bytes).expect("16 bytes make a salt");
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("Argon2id with its default parameters")
        .to_string()
}

fn verify_now(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| {
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

async fn off_thread<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let _slot = SLOTS.acquire().await.ok()?;
    tokio::task::spawn_blocking(work).await.ok()
}

/// `password`'s Argon2id hash (a PHC string); `None` if the blocking pool failed.
pub async fn hash(password: String) -> Option<String> {
    off_thread(move || hash_now(&password)).await
}

/// Whether `password` is the one `hash` was made from; without a hash (an unknown name, a
/// deleted account) a decoy is checked, so that the answer takes as long, and is `false`.
pub async fn verify(password: String, hash: Option<String>) -> bool {
    off_thread(move || match hash {
        Some(h) => verify_now(&password, &h),
        None => {
            verify_now(&password, &DECOY);
            false
        }
    })
    .await
    .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argon2id_with_a_salt_of_its_own_and_verified() {
        let a = hash_now("correct horse battery");
        let b = hash_now("correct horse battery");
        assert!(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{a}");
        assert_ne!(a, b, "each hash has its own salt");
        assert!(!a.contains("correct horse"));
        assert!(verify_now("correct horse battery", &a));
        assert!(!verify_now("correct horse batterY", &a));
        assert!(!verify_now("correct horse battery", "not a hash"));
    }
}
