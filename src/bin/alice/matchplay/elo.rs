//! The score of a match as an Elo difference with its 95 % error margin.

/// Wins, draws and losses of one side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games lost.
    pub losses: usize,
}

impl Tally {
    /// Games counted.
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// Points: a win 1, a draw ½.
    pub fn points(&self) -> f64 {
        self.wins as f64 + 0.5 * self.draws as f64
    }

    /// The Elo difference the score stands for and the half-width of its 95 % interval (from the
    /// spread of the game results), both `None` before the first game. A 100 % or 0 % score is
    /// reported as ±800 (the formula's infinity, clamped).
    pub fn elo(&self) -> Option<(f64, f64)> {
        let n = self.games();
        if n == 0 {
            return None;
        }
        let n = n as f64;
        let p = self.points() / n;
        let variance = (self.wins as f64 * (1.0 - p).powi(2)
            + self.draws as f64 * (0.5 - p).powi(2)
            + self.losses as f64 * p.powi(2))
            / n;
        let margin = 1.96 * (variance / n).sqrt();
        let elo = elo_of(p);
        let low = elo_of(p - margin);
        let high = elo_of(p + margin);
        Some((elo, (high - low) / 2.0))
    }

    /// What the score says of one side: `+191 ± 120 Elo`; while it wins (or loses) every game
    /// the difference has no bound yet, and it says so; `no games` before the first.
    pub fn describe(&self) -> String {
        match self.elo() {
            None => "no games".to_string(),
            Some(_) if self.losses + self.draws == 0 => "wins every game (no Elo yet)".to_string(),
            Some(_) if self.wins + self.draws == 0 => "loses every game (no Elo yet)".to_string(),
            // (Not "-0": what rounds to zero is +0.)
            Some((elo, error)) => {
                let elo = if elo.abs() < 0.5 { 0.0 } else { elo };
                format!("{elo:+.0} ± {error:.0} Elo")
            }
        }
    }
}

/// The Elo difference of an expected score `p` (clamped to ±800).
fn elo_of(p: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    (-400.0 * (1.0 / p - 1.0).log10()).clamp(-800.0, 800.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_and_error_shrinks_with_games() {
        let few = Tally {
            wins: 5,
            draws: 0,
            losses: 5,
        };
        let many = Tally {
            wins: 500,
            draws: 0,
            losses: 500,
        };
        let (e1, m1) = few.elo().expect("games");
        let (e2, m2) = many.elo().expect("games");
        assert!(e1.abs() < 1e-9 && e2.abs() < 1e-9);
        assert!(m2 < m1 / 5.0, "{m1} {m2}");
        assert!(Tally::default().elo().is_none());
    }

    #[test]
    fn known_scores() {
        // 75 %: +191 Elo.
        let t = Tally {
            wins: 70,
            draws: 10,
            losses: 20,
        };
        let (elo, error) = t.elo().expect("games");
        assert!((elo - 190.8).abs() < 0.5, "{elo}");
        assert!(error > 40.0 && error < 120.0, "{error}");
        // Draws narrow the interval.
        let drawish = Tally {
            wins: 50,
            draws: 50,
            losses: 0,
        };
        let decisive = Tally {
            wins: 75,
            draws: 0,
            losses: 25,
        };
        let (a, ea) = drawish.elo().expect("games");
        let (b, eb) = decisive.elo().expect("games");
        assert!((a - b).abs() < 1e-9 && ea < eb);
        assert_eq!(
            Tally {
                wins: 3,
                draws: 0,
                losses: 0
            }
            .elo()
            .map(|(e, _)| e),
            Some(800.0)
        );
    }

    #[test]
    fn describe_says_what_the_score_can_tell() {
        let t = |wins, draws, losses| {
            Tally {
                wins,
                draws,
                losses,
            }
            .describe()
        };
        assert_eq!(t(0, 0, 0), "no games");
        assert_eq!(t(1, 0, 0), "wins every game (no Elo yet)");
        assert_eq!(t(0, 0, 3), "loses every game (no Elo yet)");
        assert!(t(1, 0, 1).starts_with("+0 ± "), "{}", t(1, 0, 1));
        assert!(t(3, 1, 1).starts_with('+') && t(1, 1, 3).starts_with('-'));
    }
}
