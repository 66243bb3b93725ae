//! The engine's UCI options: their declarations for `uci`, their values, and checking a
//! `setoption` before anything changes.

use alice_chess::search::MAX_LEVEL;

/// Default transposition table size, MB.
pub const DEFAULT_HASH_MB: usize = 64;
/// Largest transposition table, MB.
pub const MAX_HASH_MB: usize = 65_536;
/// Most search threads.
pub const MAX_THREADS: usize = 64;
/// Most lines for `MultiPV`.
pub const MAX_MULTIPV: usize = 256;
/// Default `Move Overhead`, ms.
pub const DEFAULT_OVERHEAD_MS: u32 = 30;

/// The option values in force.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// `Hash`, MB.
    pub hash_mb: usize,
    /// `Threads`.
    pub threads: usize,
    /// `MultiPV`.
    pub multipv: usize,
    /// `Level`, 1..=[`MAX_LEVEL`].
    pub level: u8,
    /// `Move Overhead`, ms.
    pub overhead_ms: u32,
    /// `Ponder` (only tells us that the GUI may send `go ponder`).
    pub ponder: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            hash_mb: DEFAULT_HASH_MB,
            threads: 1,
            multipv: 1,
            level: MAX_LEVEL,
            overhead_ms: DEFAULT_OVERHEAD_MS,
            ponder: false,
        }
    }
}

/// What a successful `setoption` asks of the engine beyond storing the value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing more.
    None,
    /// A new transposition table of this many MB.
    Resize(usize),
    /// Forget what was learnt (`Clear Hash`).
    Clear,
}

impl Options {
    /// The `option …` lines answering `uci`.
    pub fn declarations() -> Vec<String> {
        let d = Options::default();
        vec![
            format!(
                "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
                d.hash_mb
            ),
            format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            "option name Ponder type check default false".to_string(),
            "option name UCI_Variant type combo default alice var alice".to_string(),
            format!("option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}"),
            format!(
                "option name Move Overhead type spin default {} min 0 max 10000",
                d.overhead_ms
            ),
            "option name Clear Hash type button".to_string(),
        ]
    }

    /// Applies `setoption name <name> value <value>` (names are case-insensitive). On error
    /// nothing changes and the message says what is wrong.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Effect, String> {
        let value = value.map(str::trim);
        let needs = || value.ok_or_else(|| format!("option '{name}' needs a value"));
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                let mb = spin(name, needs()?, 1, MAX_HASH_MB as u64)? as usize;
                // The size in force again: the table stays, and what it holds.
                if mb == self.hash_mb {
                    return Ok(Effect::None);
                }
                self.hash_mb = mb;
                Ok(Effect::Resize(mb))
            }
            "threads" => {
                self.threads = spin(name, needs()?, 1, MAX_THREADS as u64)? as usize;
                Ok(Effect::None)
            }
            "multipv" => {
                self.multipv = spin(name, needs()?, 1, MAX_MULTIPV as u64)? as usize;
                Ok(Effect::None)
            }
            "level" => {
                self.level = spin(name, needs()?, 1, u64::from(MAX_LEVEL))? as u8;
                Ok(Effect::None)
            }
            "move overhead" => {
                self.overhead_ms = spin(name, needs()?, 0, 10_000)? as u32;
                Ok(Effect::None)
            }
            "ponder" => {
                self.ponder = match needs()?.to_ascii_lowercase().as_str() {
                    "true" => true,
                    "false" => false,
                    other => {
                        return Err(format!(
                            "option '{name}' is true or false, got '{}'",
                            super::command::shorten(other)
                        ))
                    }
                };
                Ok(Effect::None)
            }
            "uci_variant" => match needs()? {
                v if v.eq_ignore_ascii_case("alice") => Ok(Effect::None),
                other => Err(format!(
                    "variant '{}' is not supported: this engine plays only alice",
                    super::command::shorten(other)
                )),
            },
            "clear hash" => Ok(Effect::Clear),
            _ => Err(format!(
                "unknown option '{}'",
                super::command::shorten(name)
            )),
        }
    }
}

/// A whole number in `min..=max` for option `name`.
fn spin(name: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            format!(
                "option '{name}' must be a whole number from {min} to {max}, got '{}'",
                super::command::shorten(text)
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_values_are_stored() {
        let mut o = Options::default();
        assert_eq!(o.set("Hash", Some("128")), Ok(Effect::Resize(128)));
        assert_eq!(o.set("hash", Some("128")), Ok(Effect::None));
        assert_eq!(o.set("threads", Some("2")), Ok(Effect::None));
        assert_eq!(o.set("MultiPV", Some(" 3 ")), Ok(Effect::None));
        assert_eq!(o.set("Level", Some("4")), Ok(Effect::None));
        assert_eq!(o.set("Move Overhead", Some("0")), Ok(Effect::None));
        assert_eq!(o.set("Ponder", Some("true")), Ok(Effect::None));
        assert_eq!(o.set("UCI_Variant", Some("alice")), Ok(Effect::None));
        assert_eq!(o.set("Clear Hash", None), Ok(Effect::Clear));
        assert_eq!(
            o,
            Options {
                hash_mb: 128,
                threads: 2,
                multipv: 3,
                level: 4,
                overhead_ms: 0,
                ponder: true
            }
        );
    }

    #[test]
    fn bad_values_change_nothing() {
        let mut o = Options::default();
        for (name, value, needle) in [
            ("Hash", Some("0"), "from 1"),
            ("Hash", Some("lots"), "'lots'"),
            ("Hash", None, "needs a value"),
            ("Threads", Some("-1"), "Threads"),
            ("MultiPV", Some("1000"), "MultiPV"),
            ("Level", Some("9"), "from 1 to 8"),
            ("Move Overhead", Some("1.5"), "Move Overhead"),
            ("Ponder", Some("maybe"), "true or false"),
            ("UCI_Variant", Some("chess"), "'chess' is not supported"),
            ("Contempt", Some("10"), "unknown option 'Contempt'"),
        ] {
            let e = o.set(name, value).unwrap_err();
            assert!(e.contains(needle), "{name} {value:?}: {e}");
        }
        assert_eq!(o, Options::default());
    }

    #[test]
    fn every_declared_option_can_be_set_to_its_default() {
        for line in Options::declarations() {
            let name = line["option name ".len()..line.find(" type ").expect("type")].to_string();
            let value = line
                .split(" default ")
                .nth(1)
                .map(|rest| rest.split(" min ").next().unwrap_or(rest))
                .map(|v| v.split(" var ").next().unwrap_or(v).to_string());
            let mut o = Options::default();
            assert!(o.set(&name, value.as_deref()).is_ok(), "{line}");
            assert_eq!(o.threads, 1);
        }
    }
}
