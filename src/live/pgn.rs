//! A live game as PGN: the players, the date and time it began (UTC), the time control, the
//! result and how it came, and each move's clock.

use super::LiveGame;
use crate::pgn::{clock_command, write_pgn_annotated, Annotation, PgnTags};
use crate::san::Notation;
use crate::types::Color;

impl LiveGame {
    /// The game as PGN. Tags: `Event` (default `Alice chess game`), `Site`, `Date` and
    /// `UTCDate` (`2026.11.26`) and `UTCTime` (`13:43:38`) of its creation, `White` and `Black`
    /// (the names, `Anonymous` without), `WhiteElo` / `BlackElo` (with a rating), `Result`, `Variant`,
    /// `TimeControl` (`180+2`, `1/259200` for three days a move, `-`), `Termination` once over —
    /// then the `extra` tags (which may replace `Event`, `Site`, `Round`…). After each move of a
    /// timed game, the mover's clock: `{[%clk 0:03:07.4]}` ([`PgnGame::clocks`] reads it back).
    ///
    /// [`PgnGame::clocks`]: crate::pgn::PgnGame::clocks
    pub fn pgn(&self, extra: &PgnTags) -> String {
        let mut tags = PgnTags::new();
        tags.set("Event", "Alice chess game");
        let (date, time) = utc(self.created);
        tags.set("Date", date.clone());
        for color in Color::ALL {
            let player = self.player(color);
            let side = color.fold("White", "Black");
            // A player who gave no name is "Anonymous", as the pages and lichess's PGN say.
            tags.set(
                side,
                player.name.clone().unwrap_or_else(|| "Anonymous".into()),
            );
            if let Some(rating) = player.rating {
                tags.set(format!("{side}Elo"), rating.to_string());
            }
        }
        tags.set("UTCDate", date);
        tags.set("UTCTime", time);
        tags.set("TimeControl", self.control.pgn());
        for (name, value) in extra.iter() {
            tags.set(name, value);
        }
        let notes: Vec<Annotation> = self
            .clk
            .iter()
            .enumerate()
            .map(|(i, &ms)| Annotation {
                ply: i + 1,
                nag: None,
                comment: Some(clock_command(ms)),
            })
            .collect();
        write_pgn_annotated(&self.game, &tags, Notation::Alice, &notes)
    }
}

/// The UTC date (`YYYY.MM.DD`) and time (`HH:MM:SS`) of `ms` since the Unix epoch.
fn utc(ms: u64) -> (String, String) {
    let seconds = ms / 1000;
    let days = (seconds / 86_400) as i64;
    let (y, m, d) = civil_from_days(days);
    let s = seconds % 86_400;
    (
        format!("{y:04}.{m:02}.{d:02}"),
        format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60),
    )
}

/// Year, month, day of a count of days since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utc_dates() {
        assert_eq!(utc(0), ("1970.01.01".into(), "00:00:00".into()));
        // 2026-11-26 13:43:38 UTC
        assert_eq!(
            utc(1_795_700_618_000),
            ("2026.11.26".into(), "13:43:38".into())
        );
        // 2024-02-29 23:59:59 UTC (a leap day)
        assert_eq!(
            utc(1_709_251_199_000),
            ("2024.02.29".into(), "23:59:59".into())
        );
        assert_eq!(utc(951_782_400_000).0, "2000.02.29");
    }
}
