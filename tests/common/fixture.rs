//! Fixtures written by the tests themselves (`tests/data/*.json`, read by the wasm tests): JSON
//! text and the check that a fixture is what the core says today.

/// A JSON string (the puzzle file's writer, [`alice_chess::puzzles::json::quote`]).
#[allow(unused_imports)] // not every test target that includes `common` writes a fixture
pub use alice_chess::puzzles::json::quote as json;

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
