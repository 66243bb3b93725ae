//! Fixtures written by the tests themselves (`tests/data/*.json`, read by the wasm tests): JSON
//! text and the check that a fixture is what the core says today.

use std::fmt::Write as _;

/// A JSON string.
pub fn json(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Fails unless the file `path` (relative to the crate) holds `text`; with `ALICE_BLESS` set in
/// the environment it writes `text` there instead. `test` names the test target that rewrites
/// it, for the message.
pub fn check_or_bless(path: &str, text: &str, test: &str) {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("ALICE_BLESS").is_some() {
        std::fs::write(&full, text).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
        return;
    }
    let old = std::fs::read_to_string(&full).unwrap_or_default();
    assert!(
        old == text,
        "{path} is out of date: `ALICE_BLESS=1 cargo test --test {test}` rewrites it"
    );
}
