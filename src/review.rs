//! Game review arithmetic, as lichess does it (and as the page does, `www/game/review.js`): a
//! score becomes White's winning chances, a move's cost is the drop in its mover's chances, and
//! that marks it as an inaccuracy (`?!`), a mistake (`?`) or a blunder (`??`); a player's
//! accuracy averages a per-move figure of the drop in win percentage.
//!
//! [`review`] is pure: it takes the engine's score of every position of a game (from White's view)
//! and its best move there. [`search_position`] is how both `alice review` and the page's review
//! get them, so that the two give the same marks, better moves and accuracy for the same game, on
//! any machine and on every run: each position is searched by a cleared searcher (a table of
//! [`REVIEW_HASH_MB`] MB), single-threaded, to a budget of [`REVIEW_NODES`] nodes — never a
//! time — and the line reported is that of the last iteration the search finished (the page asks
//! its worker's `Engine` for exactly this: `newGame()`, then `analyse(fen, {nodes, multipv: 1})`).
//!
//! ```
//! use alice_chess::review::{review, Mark, Reviewed};
//! use alice_chess::search::Score;
//! use alice_chess::Color;
//! // White stood at +0.50, played a move that is not the engine's, and now stands at −3.00.
//! let positions = [
//!     Reviewed { score: Score::Cp(50), best: None },
//!     Reviewed { score: Score::Cp(-300), best: None },
//! ];
//! let r = review(&positions, &[(None, Color::White)]);
//! assert_eq!(r.moves[0].mark, Some(Mark::Blunder));
//! ```

use crate::moves::Move;
use crate::position::Position;
use crate::search::{Limits, Score, Searcher, MAX_LEVEL};
use crate::types::Color;

/// The review's node budget per position (lichess's server analysis also searches a fixed number
/// of nodes). The page's review uses the same number (`REVIEW_NODES` in `www/play/review.js`).
pub const REVIEW_NODES: u64 = 100_000;

/// The size of the review's transposition table in MB (the table's size changes what a search
/// finds, so the page's engine worker has a table of this size too).
pub const REVIEW_HASH_MB: usize = 16;

/// The review's limits: `nodes` nodes ([`REVIEW_NODES`] for the page's review) at full strength,
/// no depth or time limit.
pub fn review_limits(nodes: u64) -> Limits {
    Limits {
        nodes: Some(nodes),
        level: MAX_LEVEL,
        ..Limits::default()
    }
}

/// The engine's view of one position for a review: the score from White's view and the best move
/// ([`Reviewed`]), and the line it expects (starting with the best move; empty without moves).
///
/// `searcher` is cleared first, then searches `pos` (`history`: the repetition keys of the
/// game's earlier positions, oldest first) within `limits` (the review's: [`review_limits`]),
/// one line; the line kept is that of the last finished iteration. A position without a legal
/// move scores as mated (a mate for the other side) or drawn.
pub fn search_position(
    searcher: &mut Searcher,
    pos: &Position,
    history: &[u64],
    limits: &Limits,
) -> (Reviewed, Vec<Move>) {
    searcher.clear();
    let (result, lines) = searcher.analyse(pos, history, limits, 1);
    match lines.into_iter().next() {
        Some(line) => (
            Reviewed {
                score: white_view(line.score, pos.turn()),
                best: line.pv.first().copied(),
            },
            line.pv,
        ),
        None => (
            Reviewed {
                score: white_view(result.score, pos.turn()),
                best: None,
            },
            Vec::new(),
        ),
    }
}

/// Drops in winning chances (on lichess's −1 … +1 scale) that mark a move as an inaccuracy, a
/// mistake and a blunder.
pub const THRESHOLDS: [f64; 3] = [0.1, 0.2, 0.3];

/// What a reviewed move is marked as.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `?!`, a drop of at least 0.1.
    Inaccuracy,
    /// `?`, a drop of at least 0.2.
    Mistake,
    /// `??`, a drop of at least 0.3.
    Blunder,
}

impl Mark {
    /// `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The PGN NAG: 6 (`?!`), 2 (`?`) or 4 (`??`).
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }
}

/// A search score from the side to move's view, turned to White's view. A position without
/// moves whose side to move is mated (`Score::Mate(0)`) becomes a mate in 1 for the winner, as the
/// page writes it (only the sign of a mate counts here).
pub fn white_view(score: Score, turn: Color) -> Score {
    let sign = if turn == Color::White { 1 } else { -1 };
    match score {
        Score::Cp(cp) => Score::Cp(sign * cp),
        Score::Mate(0) => Score::Mate(-sign),
        Score::Mate(n) => Score::Mate(sign * n),
    }
}

/// White's winning chances, −1 (Black wins) … +1 (White wins), of a score from White's view:
/// `2 / (1 + exp(−0.00368208 · cp)) − 1` with `cp` clamped to ±1000; a mate is ±1.
pub fn winning_chances(score: Score) -> f64 {
    match score {
        Score::Mate(n) if n > 0 => 1.0,
        Score::Mate(_) => -1.0,
        Score::Cp(cp) => {
            let c = f64::from(cp.clamp(-1000, 1000));
            2.0 / (1.0 + (-0.003_682_08 * c).exp()) - 1.0
        }
    }
}

/// The mark of a move that dropped its mover's winning chances by `drop` (0 … 2), if any.
pub fn mark_of(drop: f64) -> Option<Mark> {
    if drop >= THRESHOLDS[2] {
        Some(Mark::Blunder)
    } else if drop >= THRESHOLDS[1] {
        Some(Mark::Mistake)
    } else if drop >= THRESHOLDS[0] {
        Some(Mark::Inaccuracy)
    } else {
        None
    }
}

/// Lichess's per-move accuracy (0 … 100) from the mover's win percentage (0 … 100) before and
/// after the move: `103.1668 · exp(−0.04354 · (before − after)) − 3.1669`, clamped; 100 when the
/// percentage does not drop.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    (103.1668 * (-0.04354 * (before - after)).exp() - 3.1669).clamp(0.0, 100.0)
}

/// One position of a reviewed game: the engine's score there (from White's view) and its best
/// move (`None` when there is none or it is unknown).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// The score from White's view (see [`white_view`]).
    pub score: Score,
    /// The engine's best move.
    pub best: Option<Move>,
}

/// The review of one move.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's ply, from 1 (move `i` of the game has ply `i + 1`).
    pub ply: usize,
    /// The drop in its mover's winning chances (0 … 2).
    pub drop: f64,
    /// Its mark (never one on the engine's own best move).
    pub mark: Option<Mark>,
}

/// A whole game's review.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// One entry per move, in order.
    pub moves: Vec<MoveReview>,
    /// Each player's accuracy (0 … 100), white's then black's; `None` for a player without moves.
    pub accuracy: [Option<f64>; 2],
}

/// Reviews a game from the engine's view of its positions: `positions[0]` is the start and move
/// `i` (`moves[i]`: the move played, if known, and its mover) leads from position `i` to `i + 1`.
/// A move equal to the engine's best move there is never marked.
pub fn review(positions: &[Reviewed], moves: &[(Option<Move>, Color)]) -> GameReview {
    let mut out = Vec::with_capacity(moves.len());
    let mut sums = [(0.0, 0usize); 2];
    for (i, &(played, color)) in moves.iter().enumerate() {
        let (Some(here), Some(next)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let sign = if color == Color::White { 1.0 } else { -1.0 };
        let before = sign * winning_chances(here.score);
        let after = sign * winning_chances(next.score);
        let drop = (before - after).max(0.0);
        let best = played.is_some() && here.best == played;
        out.push(MoveReview {
            ply: i + 1,
            drop,
            mark: if best { None } else { mark_of(drop) },
        });
        let side = &mut sums[usize::from(color == Color::Black)];
        side.0 += move_accuracy(50.0 + 50.0 * before, 50.0 + 50.0 * after);
        side.1 += 1;
    }
    let mean = |(sum, n): (f64, usize)| (n > 0).then(|| sum / n as f64);
    GameReview {
        moves: out,
        accuracy: [mean(sums[0]), mean(sums[1])],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::san::parse_move;
    use crate::Position;

    fn at(score: Score) -> Reviewed {
        Reviewed { score, best: None }
    }

    #[test]
    fn winning_chances_match_lichess() {
        assert_eq!(winning_chances(Score::Cp(0)), 0.0);
        assert!((winning_chances(Score::Cp(100)) - 0.182_052).abs() < 1e-6);
        assert_eq!(
            winning_chances(Score::Cp(5000)),
            winning_chances(Score::Cp(1000))
        );
        assert_eq!(
            winning_chances(Score::Cp(-300)),
            -winning_chances(Score::Cp(300))
        );
        assert_eq!(winning_chances(Score::Mate(3)), 1.0);
        assert_eq!(winning_chances(Score::Mate(-1)), -1.0);
    }

    #[test]
    fn thresholds() {
        assert_eq!(mark_of(0.0), None);
        assert_eq!(mark_of(0.099), None);
        assert_eq!(mark_of(0.1), Some(Mark::Inaccuracy));
        assert_eq!(mark_of(0.199), Some(Mark::Inaccuracy));
        assert_eq!(mark_of(0.2), Some(Mark::Mistake));
        assert_eq!(mark_of(0.3), Some(Mark::Blunder));
        assert_eq!(mark_of(2.0), Some(Mark::Blunder));
        let symbols: Vec<_> = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
            .iter()
            .map(|m| (m.symbol(), m.nag()))
            .collect();
        assert_eq!(symbols, [("?!", 6), ("?", 2), ("??", 4)]);
    }

    #[test]
    fn accuracy_per_move() {
        assert_eq!(move_accuracy(50.0, 50.0), 100.0);
        assert_eq!(move_accuracy(40.0, 60.0), 100.0);
        assert!(
            (move_accuracy(60.0, 50.0) - (103.1668 * (-0.4354f64).exp() - 3.1669)).abs() < 1e-9
        );
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
        // The formula gives slightly above 100 for a tiny drop: clamped.
        assert!(move_accuracy(50.0, 49.999) <= 100.0);
    }

    #[test]
    fn drops_are_seen_from_the_mover() {
        // White +0.30 → +0.30 (no drop), Black's move takes it to +3.00 (Black's chances drop).
        let positions = [at(Score::Cp(30)), at(Score::Cp(30)), at(Score::Cp(300))];
        let moves = [(None, Color::White), (None, Color::Black)];
        let r = review(&positions, &moves);
        assert_eq!(r.moves[0].mark, None);
        assert_eq!(r.moves[0].drop, 0.0);
        let drop = winning_chances(Score::Cp(300)) - winning_chances(Score::Cp(30));
        assert!((r.moves[1].drop - drop).abs() < 1e-12);
        assert_eq!(r.moves[1].mark, mark_of(drop));
        assert_eq!(r.moves[1].ply, 2);
        assert_eq!(r.accuracy[0], Some(100.0));
        assert!(r.accuracy[1].unwrap() < 100.0);
    }

    #[test]
    fn accuracy_is_averaged_per_player() {
        let positions = [
            at(Score::Cp(0)),
            at(Score::Cp(0)),
            at(Score::Cp(0)),
            at(Score::Cp(-200)),
        ];
        let moves = [
            (None, Color::White),
            (None, Color::Black),
            (None, Color::White),
        ];
        let r = review(&positions, &moves);
        let last = move_accuracy(50.0, 50.0 + 50.0 * winning_chances(Score::Cp(-200)));
        assert!((r.accuracy[0].unwrap() - (100.0 + last) / 2.0).abs() < 1e-9);
        assert_eq!(r.accuracy[1], Some(100.0));
        assert_eq!(review(&positions[..1], &[]).accuracy, [None, None]);
    }

    #[test]
    fn the_engines_best_move_is_never_marked() {
        let pos = Position::start();
        let e4 = parse_move(&pos, "e4").unwrap();
        let positions = [
            Reviewed {
                score: Score::Cp(500),
                best: Some(e4),
            },
            at(Score::Cp(-500)),
        ];
        let r = review(&positions, &[(Some(e4), Color::White)]);
        assert!(r.moves[0].drop > 0.3);
        assert_eq!(r.moves[0].mark, None);
        let d4 = parse_move(&pos, "d4").unwrap();
        let r = review(&positions, &[(Some(d4), Color::White)]);
        assert_eq!(r.moves[0].mark, Some(Mark::Blunder));
    }

    #[test]
    fn a_missed_mate_in_one_is_a_blunder() {
        // 1. e4 d5 2. Be2 dxe4: White mates with Bb5 but plays a3 and stands about equal.
        let positions = [at(Score::Mate(1)), at(Score::Cp(-40))];
        let r = review(&positions, &[(None, Color::White)]);
        assert_eq!(r.moves[0].mark, Some(Mark::Blunder));
        // Even a missed mate in one into a still winning position (+10.00) is only the drop.
        let positions = [at(Score::Mate(1)), at(Score::Cp(1000))];
        let r = review(&positions, &[(None, Color::White)]);
        let drop = 1.0 - winning_chances(Score::Cp(1000));
        assert_eq!(r.moves[0].mark, mark_of(drop));
    }

    #[test]
    fn white_view_turns_scores_and_mates() {
        assert_eq!(white_view(Score::Cp(35), Color::Black), Score::Cp(-35));
        assert_eq!(white_view(Score::Mate(2), Color::Black), Score::Mate(-2));
        // Black to move and mated: White has won.
        assert_eq!(white_view(Score::Mate(0), Color::Black), Score::Mate(1));
        assert_eq!(white_view(Score::Mate(0), Color::White), Score::Mate(-1));
    }
}

#[cfg(test)]
mod search_tests {
    use super::*;
    use crate::pgn::read_pgn;

    #[test]
    fn a_position_gets_the_same_review_whatever_the_searcher_did_before() {
        let text = include_str!("../tests/data/review/sixty_moves.pgn");
        let game = read_pgn(text).unwrap().game;
        let limits = review_limits(20_000);
        let mut used = Searcher::native(REVIEW_HASH_MB);
        let mut keys = Vec::new();
        for i in 0..24 {
            let pos = game.position_at(i).unwrap();
            // A searcher of its own, and one that has just searched something else.
            let fresh = search_position(&mut Searcher::native(REVIEW_HASH_MB), pos, &keys, &limits);
            let start = Position::start();
            used.search(&start, &[], &review_limits(5_000), &mut |_| {});
            let again = search_position(&mut used, pos, &keys, &limits);
            assert_eq!(fresh, again, "position {i}");
            assert!(fresh.0.best.is_some() && fresh.1.first() == fresh.0.best.as_ref());
            keys.push(pos.repetition_key());
        }
    }
}
