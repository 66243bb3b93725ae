//! One game of a match: the clocks, asking the players in turn, and adjudication (a move that is
//! late or not legal loses; the move cap draws).

use super::player::{Ask, Clocks, Player};
use alice_chess::search::Limits;
use alice_chess::{Color, Game, Move, Outcome};
use std::time::{Duration, Instant};

/// How long a move may take without a clock (depth or node limits).
const NO_CLOCK_LIMIT: Duration = Duration::from_secs(600);

/// How the players are limited.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    /// Fixed limits per move (movetime, nodes, depth).
    pub limits: Limits,
    /// A clock: base and increment, ms.
    pub clock: Option<(f64, f64)>,
    /// A move is late only this many ms after its time ran out.
    pub margin_ms: f64,
    /// Draw after this many half-moves.
    pub max_plies: usize,
}

/// A finished game.
pub struct Record {
    /// The moves, with the ending declared (loss on time, resignation for an illegal move, draw
    /// for the move cap) when the rules did not end it.
    pub game: Game,
    /// Why it ended, in words.
    pub reason: String,
    /// With a clock: the time White and Black had left at the end, ms.
    pub clocks: Option<[f64; 2]>,
}

impl Record {
    /// The outcome (always set).
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
}

/// Plays from `opening` with `white` and `black`.
pub fn play(
    rules: &Rules,
    opening: &[Move],
    white: &mut Player,
    black: &mut Player,
    seed: u64,
    broken: &mut [bool; 2],
) -> Result<Record, String> {
    let mut game = Game::default();
    for &m in opening {
        game.play(m).map_err(|e| e.to_string())?;
    }
    let mut clocks = rules.clock.map(|(base, inc)| Clocks {
        time: [base, base],
        inc,
    });
    loop {
        if let Some(o) = game.outcome() {
            return Ok(Record {
                reason: o.reason().to_string(),
                game,
                clocks: clocks.map(|c| c.time),
            });
        }
        if game.ply() >= rules.max_plies {
            game.agree_draw().map_err(|e| e.to_string())?;
            return Ok(Record {
                game,
                reason: format!("move cap ({} plies)", rules.max_plies),
                clocks: clocks.map(|c| c.time),
            });
        }
        let turn = game.position().turn();
        let side = usize::from(turn == Color::Black);
        let allowed = match (clocks, rules.limits.movetime_ms) {
            (Some(c), _) => Duration::from_secs_f64(c.time[side].max(0.0) / 1000.0),
            (None, Some(ms)) => Duration::from_secs_f64(ms / 1000.0),
            (None, None) => NO_CLOCK_LIMIT,
        } + Duration::from_secs_f64(rules.margin_ms / 1000.0);
        let start = Instant::now();
        let ask = Ask {
            game: &game,
            limits: &rules.limits,
            clocks,
            seed: seed.wrapping_add(game.ply() as u64),
            deadline: start + allowed,
        };
        let player = if turn == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let answer = player.choose(&ask);
        let used = start.elapsed();
        let late = used > allowed;
        let lost = |game: &mut Game, on_time: bool, reason: String| -> Result<Record, String> {
            if on_time {
                game.flag(turn).map_err(|e| e.to_string())?;
            } else {
                game.resign(turn).map_err(|e| e.to_string())?;
            }
            Ok(Record {
                game: game.clone(),
                reason: format!("{turn} {reason}"),
                clocks: clocks.map(|c| c.time),
            })
        };
        match answer {
            Err(forfeit) => {
                broken[side] |= forfeit.broken;
                return lost(&mut game, forfeit.on_time, forfeit.reason);
            }
            Ok(_) if late => {
                return lost(
                    &mut game,
                    true,
                    format!("lost on time ({} ms over)", (used - allowed).as_millis()),
                );
            }
            Ok(m) => game.play(m).map_err(|e| format!("{m}: {e}"))?,
        }
        if let Some(c) = &mut clocks {
            c.time[side] += c.inc - used.as_secs_f64() * 1000.0;
        }
    }
}
