//! Ratings: Glicko-2 as lichess uses it, one rating per speed ([`Speed`]).
//!
//! - A player without games in a speed has [`START`]: 1500, RD 350, volatility 0.06 (the
//!   issue's start, Glickman's defaults; lichess starts at RD 500, volatility 0.09).
//! - The system's constant τ is lichess's 0.75; after each game the RD is kept within lichess's
//!   floor and ceiling ([`RD_MIN`] 45, [`RD_MAX`] 500), the volatility under [`VOL_MAX`] 0.1 and
//!   the rating over [`RATING_MIN`] 400.
//! - Each rated game is one rating period for both players (the maths is the `skillratings`
//!   crate's Glicko-2, checked against Glickman's published example in the tests). Before it, a
//!   player's RD grows with the time since their last rated game of that speed, as lichess's
//!   does: [`PERIODS_PER_DAY`] (0.21436, chosen by lichess so that an RD of 60 becomes 110 in a
//!   year) rating periods a day.
//! - A rating is provisional — shown with `?` — while its RD is over [`PROVISIONAL_RD`] (110).
//!
//! The speed of a time control is lichess's estimate of a game's length: the base time plus 40
//! times the increment (seconds); under 180 s bullet (lichess's ultrabullet, under 30 s, counts
//! as bullet here), under 480 s blitz, under 1,500 s rapid, else classical; a game of days per
//! move is correspondence.

use alice_chess::live::TimeControl;
use serde_json::{json, Value};
use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// The Glicko-2 system constant τ (lichess's).
pub const TAU: f64 = 0.75;
/// The smallest RD a rating keeps (lichess's).
pub const RD_MIN: f64 = 45.0;
/// The largest RD (lichess's).
pub const RD_MAX: f64 = 500.0;
/// The largest volatility (lichess's: past it a rating might never settle again).
pub const VOL_MAX: f64 = 0.1;
/// The lowest rating (lichess's).
pub const RATING_MIN: f64 = 400.0;
/// A rating is provisional while its RD is over this.
pub const PROVISIONAL_RD: f64 = 110.0;
/// Rating periods per day without a game, for the growth of the RD (lichess's).
pub const PERIODS_PER_DAY: f64 = 0.21436;
/// A new player's rating in a speed.
pub const START: Glicko = Glicko {
    rating: 1500.0,
    rd: 350.0,
    vol: 0.06,
};

const DAY_MS: f64 = 86_400_000.0;
/// Glicko-2's scale factor between the Glicko scale and its own.
const SCALE: f64 = 173.7178;

/// A game's speed: each has its own rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speed {
    /// Under 3 minutes (estimated).
    Bullet,
    /// Under 8 minutes.
    Blitz,
    /// Under 25 minutes.
    Rapid,
    /// Longer.
    Classical,
    /// Days per move.
    Correspondence,
}

impl Speed {
    /// Every speed, in the order a profile shows them.
    pub const ALL: [Speed; 5] = [
        Speed::Bullet,
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// The speed of a time control; `None` without a clock.
    ///
    /// ```ignore
    /// use alice_chess::live::TimeControl;
    /// use alice_server::rating::Speed;
    /// let speed = |t: &str| Speed::of(TimeControl::parse(t).unwrap());
    /// assert_eq!(speed("1+0"), Some(Speed::Bullet));
    /// assert_eq!(speed("2+1"), Some(Speed::Bullet)); // 120 + 40 × 1 = 160 s
    /// assert_eq!(speed("3+2"), Some(Speed::Blitz)); // 180 + 80 = 260 s
    /// assert_eq!(speed("corr-3"), Some(Speed::Correspondence));
    /// ```
    pub fn of(control: TimeControl) -> Option<Speed> {
        match control {
            TimeControl::Untimed => None,
            TimeControl::Correspondence { .. } => Some(Speed::Correspondence),
            TimeControl::Live {
                base_ms,
                increment_ms,
            } => {
                // lichess's estimate: base + 40 × increment, in seconds.
                let estimate = base_ms / 1000 + 40 * (increment_ms / 1000);
                Some(match estimate {
                    0..180 => Speed::Bullet,
                    180..480 => Speed::Blitz,
                    480..1500 => Speed::Rapid,
                    _ => Speed::Classical,
                })
            }
        }
    }

    /// Its name: `bullet`, `blitz`, `rapid`, `classical`, `correspondence`.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }

    /// The speed named `name`.
    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// A Glicko-2 rating on the Glicko scale (1500 and so on).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    /// The rating.
    pub rating: f64,
    /// Its deviation (RD).
    pub rd: f64,
    /// Its volatility.
    pub vol: f64,
}

impl Glicko {
    /// Whether it is provisional (RD over [`PROVISIONAL_RD`]): shown with `?`.
    pub fn provisional(&self) -> bool {
        self.rd > PROVISIONAL_RD
    }

    /// The rating shown: rounded.
    pub fn shown(&self) -> i64 {
        self.rating.round() as i64
    }

    /// The RD after `ms` without a rated game ([`PERIODS_PER_DAY`]), at most [`RD_MAX`].
    pub fn after_idle(&self, ms: u64) -> Glicko {
        let periods = ms as f64 / DAY_MS * PERIODS_PER_DAY;
        let phi = self.rd / SCALE;
        let rd = (phi * phi + periods * self.vol * self.vol).sqrt() * SCALE;
        Glicko {
            rd: rd.min(RD_MAX),
            ..*self
        }
    }

    /// Kept within lichess's bounds: rating, RD and volatility.
    fn capped(self) -> Glicko {
        Glicko {
            rating: self.rating.max(RATING_MIN),
            rd: self.rd.clamp(RD_MIN, RD_MAX),
            vol: self.vol.min(VOL_MAX),
        }
    }

    fn crate_rating(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.rd,
            volatility: self.vol,
        }
    }

    fn from_crate(r: Glicko2Rating) -> Glicko {
        Glicko {
            rating: r.rating,
            rd: r.deviation,
            vol: r.volatility,
        }
    }
}

/// A player's rating in one speed, as stored.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Perf {
    /// The rating.
    pub glicko: Glicko,
    /// Rated games played in this speed.
    pub games: i64,
    /// When the last one ended (ms since the epoch; `0`: never).
    pub updated: u64,
}

impl Default for Perf {
    fn default() -> Perf {
        Perf {
            glicko: START,
            games: 0,
            updated: 0,
        }
    }
}

impl Perf {
    /// Its rating as a game shows it: `{rating, rd, prov}`.
    pub fn json(&self) -> Value {
        json!({
            "rating": self.glicko.shown(),
            "rd": self.glicko.rd.round() as i64,
            "prov": self.glicko.provisional(),
        })
    }
}

/// One rating period of Glicko-2 for `player`: its `games` (each an opponent and the score,
/// 1, ½ or 0), with the system constant `tau` — Glickman's algorithm as the `skillratings`
/// crate computes it, without lichess's bounds.
pub fn rate_period(player: Glicko, games: &[(Glicko, f64)], tau: f64) -> Glicko {
    let config = Glicko2Config {
        tau,
        ..Glicko2Config::new()
    };
    let results: Vec<(Glicko2Rating, Outcomes)> = games
        .iter()
        .map(|(opponent, score)| (opponent.crate_rating(), outcome(*score)))
        .collect();
    Glicko::from_crate(glicko2_rating_period(
        &player.crate_rating(),
        &results,
        &config,
    ))
}

fn outcome(score: f64) -> Outcomes {
    if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

/// One game between `white` and `black`, White scoring `score` (1, ½ or 0): both new ratings,
/// each a rating period of that one game ([`rate_period`] with [`TAU`]), then kept within
/// lichess's bounds.
pub fn rate(white: Glicko, black: Glicko, score: f64) -> (Glicko, Glicko) {
    (
        rate_period(white, &[(black, score)], TAU).capped(),
        rate_period(black, &[(white, 1.0 - score)], TAU).capped(),
    )
}

/// The players' perfs after a game that ended at `now` with White scoring `score`: each RD
/// first grown by the time since that player's last rated game ([`Glicko::after_idle`]), then
/// [`rate`]d; each with one game more.
pub fn after_game(perfs: [Perf; 2], score: f64, now: u64) -> [Perf; 2] {
    let grown = perfs.map(|p| {
        if p.updated == 0 {
            p.glicko
        } else {
            p.glicko.after_idle(now.saturating_sub(p.updated))
        }
    });
    let (w, b) = rate(grown[0], grown[1], score);
    [
        Perf {
            glicko: w,
            games: perfs[0].games + 1,
            updated: now,
        },
        Perf {
            glicko: b,
            games: perfs[1].games + 1,
            updated: now,
        },
    ]
}

/// The change of a rating as shown: the rounded rating after less the rounded rating before.
pub fn diff(before: &Perf, after: &Perf) -> i64 {
    after.glicko.shown() - before.glicko.shown()
}

/// White's score in a result (`1-0`, `0-1`, `1/2-1/2`); `None` for a game with no result
/// (aborted, `*`), which is not rated.
pub fn white_score(result: &str) -> Option<f64> {
    match result {
        "1-0" => Some(1.0),
        "0-1" => Some(0.0),
        "1/2-1/2" => Some(0.5),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_follow_lichess_estimate() {
        let speed = |t: &str| Speed::of(TimeControl::parse(t).unwrap()).unwrap();
        assert_eq!(speed("0.25+0"), Speed::Bullet); // lichess's ultrabullet
        assert_eq!(speed("1+0"), Speed::Bullet);
        assert_eq!(speed("2+1"), Speed::Bullet); // 120 + 40 = 160
        assert_eq!(speed("3+0"), Speed::Blitz); // 180
        assert_eq!(speed("3+2"), Speed::Blitz); // 260
        assert_eq!(speed("5+3"), Speed::Blitz); // 420
        assert_eq!(speed("8+0"), Speed::Rapid); // 480
        assert_eq!(speed("10+5"), Speed::Rapid); // 800
        assert_eq!(speed("15+10"), Speed::Rapid); // 1300
        assert_eq!(speed("25+0"), Speed::Classical); // 1500
        assert_eq!(speed("30+0"), Speed::Classical);
        assert_eq!(speed("corr-3"), Speed::Correspondence);
        assert_eq!(Speed::of(TimeControl::Untimed), None);
        for s in Speed::ALL {
            assert_eq!(Speed::from_name(s.name()), Some(s));
        }
    }

    #[test]
    fn bounds_and_provisional() {
        assert!(START.provisional());
        let settled = Glicko {
            rating: 1500.0,
            rd: 60.0,
            vol: 0.06,
        };
        assert!(!settled.provisional());
        // A year without games: RD 60 → about 110 (what lichess's rate of periods is chosen for).
        let year = settled.after_idle(365 * 86_400_000);
        assert!((year.rd - 110.0).abs() < 6.0, "{}", year.rd);
        assert!(START.after_idle(10_000 * 86_400_000).rd <= RD_MAX);
        // Many wins in a row never push the RD under the floor.
        let mut a = START;
        let b = START;
        for _ in 0..200 {
            a = rate(a, b, 0.5).0;
        }
        assert!(a.rd >= RD_MIN);
        assert!(a.vol <= VOL_MAX);
    }

    #[test]
    fn a_win_raises_the_winner_and_lowers_the_loser_by_as_much_between_equals() {
        let (w, b) = rate(START, START, 1.0);
        assert!(w.rating > 1500.0 && b.rating < 1500.0);
        assert!((w.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-6);
        assert!(w.rd < START.rd && b.rd < START.rd);
        let (w, b) = rate(START, START, 0.5);
        assert!((w.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
        assert_eq!(white_score("*"), None);
        assert_eq!(white_score("0-1"), Some(0.0));
    }
}
