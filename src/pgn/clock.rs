//! Clock times in PGN comments: `{[%clk 0:03:07.4]}` after a move is the mover's clock after it
//! (the `%clk` command of the PGN Specification Supplement, as lichess and chess.com write it).

use std::fmt::Write;

/// `[%clk H:MM:SS]` for a whole number of seconds, else `[%clk H:MM:SS.t]` with the tenths
/// (rounded down, so a clock never shows more time than it had).
///
/// ```
/// use alice_chess::pgn::clock_command;
/// assert_eq!(clock_command(187_400), "[%clk 0:03:07.4]");
/// assert_eq!(clock_command(180_000), "[%clk 0:03:00]");
/// assert_eq!(clock_command(3 * 86_400_000 + 59), "[%clk 72:00:00]");
/// ```
pub fn clock_command(ms: u64) -> String {
    let seconds = ms / 1000;
    let mut out = format!(
        "[%clk {}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    );
    let tenths = ms % 1000 / 100;
    if tenths > 0 {
        let _ = write!(out, ".{tenths}");
    }
    out.push(']');
    out
}

/// The time of the first `[%clk …]` command in a comment's text, in milliseconds: hours (any
/// number of digits), minutes and seconds of two digits each (minutes may have one), and an
/// optional fraction of up to three digits. `None` when the comment has none or it is malformed.
///
/// ```
/// use alice_chess::pgn::read_clock_command;
/// assert_eq!(read_clock_command("good move [%clk 0:03:07.4] [%eval 0.2]"), Some(187_400));
/// assert_eq!(read_clock_command("[%clk 1:00:00]"), Some(3_600_000));
/// assert_eq!(read_clock_command("[%clk 0:3:7]"), None);
/// assert_eq!(read_clock_command("no clock"), None);
/// ```
pub fn read_clock_command(comment: &str) -> Option<u64> {
    let at = comment.find("[%clk")?;
    let rest = comment[at + 5..].trim_start();
    let end = rest.find(']')?;
    let text = rest[..end].trim();
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) => (whole, fraction),
        None => (text, ""),
    };
    let mut parts = whole.split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    let digits = |t: &str, min: usize, max: usize| {
        (min..=max).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit())
    };
    if parts.next().is_some()
        || !digits(h, 1, 6)
        || !digits(m, 1, 2)
        || !digits(s, 2, 2)
        || !(fraction.is_empty() || digits(fraction, 1, 3))
    {
        return None;
    }
    let (h, m, s): (u64, u64, u64) = (h.parse().ok()?, m.parse().ok()?, s.parse().ok()?);
    if m >= 60 || s >= 60 {
        return None;
    }
    let fraction_ms = format!("{fraction:0<3}").parse::<u64>().ok()?;
    Some(((h * 60 + m) * 60 + s) * 1000 + fraction_ms)
}

/// A comment's clock and the rest of its text: the time of its first well-formed `[%clk …]`
/// command ([`read_clock_command`]), and the comment without its well-formed clock commands
/// (a malformed one stays, as text). The move tree keeps a move's clock apart from its comment
/// this way, and writes it back with [`clock_command`].
///
/// ```
/// use alice_chess::pgn::split_clock_command;
/// assert_eq!(split_clock_command("[%clk 0:03:00]"), (Some(180_000), String::new()));
/// assert_eq!(
///     split_clock_command("a trap [%clk 0:02:59.5] [%eval 0.2]"),
///     (Some(179_500), "a trap  [%eval 0.2]".to_string())
/// );
/// assert_eq!(split_clock_command("[%clk soon]"), (None, "[%clk soon]".to_string()));
/// ```
pub fn split_clock_command(comment: &str) -> (Option<u64>, String) {
    let mut clock = None;
    let mut rest = String::with_capacity(comment.len());
    let mut text = comment;
    while let Some(at) = text.find("[%clk") {
        let end = text[at..].find(']').map(|e| at + e + 1);
        let command = &text[at..end.unwrap_or(text.len())];
        match (end, read_clock_command(command)) {
            (Some(end), Some(ms)) => {
                clock = clock.or(Some(ms));
                rest.push_str(&text[..at]);
                text = &text[end..];
            }
            _ => {
                // Not a clock: kept as text, and the search goes on after it.
                let next = at + "[%clk".len();
                rest.push_str(&text[..next]);
                text = &text[next..];
            }
        }
    }
    rest.push_str(text);
    (clock, rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_commands_read_back() {
        for ms in [
            0,
            100,
            59_900,
            187_400,
            3_599_000,
            86_400_000,
            7 * 86_400_000 + 300,
        ] {
            let written = clock_command(ms);
            assert_eq!(
                read_clock_command(&written),
                Some(ms / 100 * 100),
                "{written}"
            );
        }
        assert_eq!(read_clock_command("[%clk 0:00:01.25]"), Some(1_250));
        assert_eq!(read_clock_command("[%clk  0:10:00 ]"), Some(600_000));
        for bad in [
            "[%clk 0:60:00]",
            "[%clk 0:00:60]",
            "[%clk 0:00]",
            "[%clk a:00:00]",
            "[%clk 0:00:00.1234]",
            "[%clk 0:00:00",
        ] {
            assert_eq!(read_clock_command(bad), None, "{bad}");
        }
    }
}
