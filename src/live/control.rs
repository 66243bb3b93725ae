//! Time controls: live (base + increment), correspondence (days per move), or none.

use std::fmt;

/// How much time the players have.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// No clock: nobody runs out of time (and the first-move rule does not apply).
    Untimed,
    /// A live game: each side starts with `base_ms` and gets `increment_ms` after each of its
    /// moves once the clocks run (Fischer increment).
    Live {
        /// Each side's time at the start, in milliseconds.
        base_ms: u64,
        /// Added to the mover's clock after each move once the clocks run, in milliseconds.
        increment_ms: u64,
    },
    /// A correspondence game: each move must be made within `days` days of the opponent's; the
    /// time left does not carry over.
    Correspondence {
        /// Days per move, from 1 to [`MAX_DAYS`].
        days: u32,
    },
}

/// The longest base time a live game may have: 3 hours.
pub const MAX_BASE_MS: u64 = 3 * 3_600_000;
/// The largest increment: 3 minutes.
pub const MAX_INCREMENT_MS: u64 = 180_000;
/// The most days per move of a correspondence game.
pub const MAX_DAYS: u32 = 14;
const DAY_MS: u64 = 86_400_000;

/// Why a time control's text was refused ([`TimeControl::parse`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControlError(pub String);

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad time control '{}': expected minutes+seconds (3+2, 0.5+0), corr-DAYS (corr-3) or -",
            self.0
        )
    }
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// Reads a time control: `M+S` (base minutes, which may be a fraction such as `0.5` or `¼`
    /// written `0.25`, and increment seconds, whole), `corr-D` (days per move), or `-` /
    /// `untimed` (no clock). The base and increment must not both be 0; the base is at most
    /// [`MAX_BASE_MS`], the increment at most [`MAX_INCREMENT_MS`], the days from 1 to
    /// [`MAX_DAYS`].
    ///
    /// # Errors
    /// [`TimeControlError`] with the text given (shortened).
    ///
    /// ```
    /// use alice_chess::live::TimeControl;
    /// assert_eq!(TimeControl::parse("3+2").unwrap(), TimeControl::Live { base_ms: 180_000, increment_ms: 2_000 });
    /// assert_eq!(TimeControl::parse("corr-3").unwrap(), TimeControl::Correspondence { days: 3 });
    /// assert_eq!(TimeControl::parse("0.5+0").unwrap().to_string(), "0.5+0");
    /// assert!(TimeControl::parse("0+0").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        let text = text.trim();
        let bad = || TimeControlError(text.chars().take(20).collect());
        if text == "-" || text.eq_ignore_ascii_case("untimed") {
            return Ok(TimeControl::Untimed);
        }
        if let Some(days) = text.strip_prefix("corr-") {
            let days: u32 = whole(days).ok_or_else(bad)?;
            if !(1..=MAX_DAYS).contains(&days) {
                return Err(bad());
            }
            return Ok(TimeControl::Correspondence { days });
        }
        let (minutes, seconds) = text.split_once('+').ok_or_else(bad)?;
        let base_ms = minutes_ms(minutes).ok_or_else(bad)?;
        let increment_ms = whole::<u64>(seconds).ok_or_else(bad)?.checked_mul(1000);
        let increment_ms = increment_ms.ok_or_else(bad)?;
        if base_ms > MAX_BASE_MS
            || increment_ms > MAX_INCREMENT_MS
            || (base_ms == 0 && increment_ms == 0)
        {
            return Err(bad());
        }
        Ok(TimeControl::Live {
            base_ms,
            increment_ms,
        })
    }

    /// Each side's clock at the start of the game (for a correspondence game, the time for one
    /// move); `None` when untimed.
    pub fn initial_ms(self) -> Option<u64> {
        match self {
            TimeControl::Untimed => None,
            TimeControl::Live { base_ms, .. } => Some(base_ms),
            TimeControl::Correspondence { days } => Some(u64::from(days) * DAY_MS),
        }
    }

    /// The PGN `TimeControl` tag: `180+2` (seconds, as the PGN standard counts them; a base that
    /// is not a whole second is rounded down), `1/259200` (one move in three days), `-` untimed.
    pub fn pgn(self) -> String {
        match self {
            TimeControl::Untimed => "-".to_string(),
            TimeControl::Live {
                base_ms,
                increment_ms,
            } => format!("{}+{}", base_ms / 1000, increment_ms / 1000),
            TimeControl::Correspondence { days } => format!("1/{}", u64::from(days) * 86_400),
        }
    }

    /// Whether this is a live game's clock (not correspondence, not untimed).
    pub fn is_live(self) -> bool {
        matches!(self, TimeControl::Live { .. })
    }
}

impl fmt::Display for TimeControl {
    /// The text [`TimeControl::parse`] reads back: `3+2`, `0.5+0`, `corr-3`, `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Untimed => f.write_str("-"),
            TimeControl::Live {
                base_ms,
                increment_ms,
            } => {
                let minutes = base_ms / 60_000;
                let rest = base_ms % 60_000;
                if rest == 0 {
                    write!(f, "{minutes}+{}", increment_ms / 1000)
                } else {
                    // Up to three decimals of a minute, trailing zeros dropped.
                    let fraction = format!("{:03}", rest * 1000 / 60_000);
                    let fraction = fraction.trim_end_matches('0');
                    write!(f, "{minutes}.{fraction}+{}", increment_ms / 1000)
                }
            }
            TimeControl::Correspondence { days } => write!(f, "corr-{days}"),
        }
    }
}

/// A whole number of ASCII digits (at most 9 of them).
fn whole<T: std::str::FromStr>(text: &str) -> Option<T> {
    let ok = !text.is_empty() && text.len() <= 9 && text.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| text.parse().ok())?
}

/// Minutes written as a whole number or with up to three decimals, in milliseconds.
fn minutes_ms(text: &str) -> Option<u64> {
    let (whole_part, fraction) = text.split_once('.').unwrap_or((text, ""));
    let minutes: u64 = whole(whole_part)?;
    let thousandths: u64 = match fraction.len() {
        0 if !text.ends_with('.') => 0,
        1..=3 => whole::<u64>(&format!("{fraction:0<3}"))?,
        _ => return None,
    };
    Some(minutes.checked_mul(60_000)? + thousandths * 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_back() {
        for text in [
            "1+0", "3+2", "5+3", "10+5", "15+10", "0.25+0", "0.5+1", "0.75+0", "180+0", "0+1",
            "corr-1", "corr-7", "-",
        ] {
            let control = TimeControl::parse(text).unwrap();
            assert_eq!(control.to_string(), text);
            assert_eq!(TimeControl::parse(&control.to_string()), Ok(control));
        }
        assert_eq!(TimeControl::parse("untimed"), Ok(TimeControl::Untimed));
        assert_eq!(
            TimeControl::parse("0.5+0").unwrap().initial_ms(),
            Some(30_000)
        );
        assert_eq!(TimeControl::parse("3+2").unwrap().pgn(), "180+2");
        assert_eq!(TimeControl::parse("corr-3").unwrap().pgn(), "1/259200");
        assert_eq!(
            TimeControl::parse("corr-3").unwrap().initial_ms(),
            Some(3 * DAY_MS)
        );
        for bad in [
            "", "3", "3+", "+2", "0+0", "181+0", "3+181", "-3+2", "3+2.5", "3.+0", "3.1234+0",
            "corr-0", "corr-15", "corr-", "1e3+0", "3 + 2",
        ] {
            assert!(TimeControl::parse(bad).is_err(), "{bad:?} was read");
        }
    }
}
