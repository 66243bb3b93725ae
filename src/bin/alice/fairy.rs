//! `alice puzzles --fairy BIN FILE`: cross-checks material puzzles with another engine.

/// Runs the check.
pub fn run(_args: &[String]) -> Result<(), String> {
    Err("not yet".to_string())
}
