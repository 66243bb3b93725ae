//! A game: the start position, the moves played, undo/redo, and how the game ended.

use crate::explain::{explain_move, Arg, Code, Reason, Refusal};
use crate::fen::{parse_fen, FenError};
use crate::moves::Move;
use crate::position::Position;
use crate::san::{explain_text, parse_move, write_move, MoveParseError, Notation};
use crate::square::Square;
use crate::types::{Color, Role};
use std::fmt;

pub use crate::outcome::{DrawReason, Outcome, WinReason};

/// Why a game action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The move text was not accepted.
    Move(MoveParseError),
    /// The move is not legal here; why (see [`crate::explain`]; empty in the wasm build, which
    /// has no English for refusals).
    Illegal(Move, String),
    /// The game is already over.
    Over(Outcome),
    /// A host's ending that cannot be recorded (see [`Game::end_by`]): why.
    BadEnd(EndProblem),
}

/// Why a host's ending cannot be recorded ([`GameError::BadEnd`], [`Game::end_by`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndProblem {
    /// The result is none of `1-0`, `0-1`, `1/2-1/2`, `*`: the result given, shortened.
    Result(String),
    /// The reason is empty.
    EmptyReason,
    /// The reason is longer than [`MAX_END_REASON`] characters.
    LongReason,
    /// The reason holds control characters.
    ControlCharacters,
}

impl fmt::Display for EndProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndProblem::Result(shown) => write!(
                f,
                "the result must be 1-0, 0-1, 1/2-1/2 or *, not '{shown}'"
            ),
            EndProblem::EmptyReason => f.write_str("the reason is empty"),
            EndProblem::LongReason => {
                write!(f, "the reason is longer than {MAX_END_REASON} characters")
            }
            EndProblem::ControlCharacters => f.write_str("the reason holds control characters"),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Move(e) => write!(f, "{e}"),
            GameError::Illegal(m, why) if why.is_empty() => write!(f, "illegal move {m}"),
            GameError::Illegal(m, why) => write!(f, "illegal move {m}: {why}"),
            GameError::Over(o) => write!(f, "the game is over ({o})"),
            GameError::BadEnd(why) => why.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveParseError> for GameError {
    fn from(e: MoveParseError) -> Self {
        GameError::Move(e)
    }
}

/// A game from a start position, with undo/redo and the end-of-game rules.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` is the position before `moves[i]`; the last one is the current position.
    positions: Vec<Position>,
    /// Repetition keys of `positions`, same indices.
    keys: Vec<u64>,
    moves: Vec<Move>,
    /// Undone moves, most recently undone last.
    redo: Vec<Move>,
    /// An ending the players declared (resignation, agreement, timeout, abort) with the outcome it gave
    /// (fixed when declared: nothing can be played until the declaration is undone).
    declared: Option<(Declared, Outcome)>,
    /// The host's reason for a [`Declared::Host`] ending (else empty).
    host_reason: String,
}

/// An ending the players declared rather than one made by a move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Declared {
    /// This side resigned.
    Resignation(Color),
    /// Both players agreed to a draw.
    Agreement,
    /// This side's clock ran out (a loss, or a draw when the opponent has only a king left).
    Flag(Color),
    /// The players abandoned the game before it really began (see [`Game::abort`]).
    Abort,
    /// This side left the game and the opponent claimed the win (see [`Game::abandon`]).
    Abandonment(Color),
    /// The host (a game server) ended it with a result and a reason of its own (see
    /// [`Game::end_by`], [`Game::end_reason`]).
    Host,
}

/// The longest reason [`Game::end_by`] records, in characters.
pub const MAX_END_REASON: usize = 80;

impl Default for Game {
    fn default() -> Self {
        Game::new(Position::start())
    }
}

impl Game {
    /// A game starting from `start`.
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            keys: vec![start.repetition_key()],
            moves: Vec::new(),
            redo: Vec::new(),
            declared: None,
            host_reason: String::new(),
        }
    }

    /// A game starting from a FEN.
    ///
    /// # Errors
    /// The FEN's [`FenError`].
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::new(parse_fen(fen)?))
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.positions[self.positions.len() - 1]
    }

    /// The position after `ply` half-moves (0 = start), if that many were played.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Half-moves played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The moves written in `notation`, with check and mate signs.
    pub fn notation(&self, notation: Notation) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(&m, pos)| write_move(pos, m, notation))
            .collect()
    }

    /// How the game ended, if it has: a declared ending first, then the rules (checkmate,
    /// stalemate, bare kings, fifty-move rule, threefold repetition).
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared
            .map(|(_, outcome)| outcome)
            .or_else(|| self.outcome_by_rules())
    }

    fn outcome_by_rules(&self) -> Option<Outcome> {
        let pos = self.position();
        if !pos.has_legal_moves() {
            return Some(if pos.is_check() {
                Outcome::Win {
                    winner: pos.turn().other(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw {
                    reason: DrawReason::Stalemate,
                }
            });
        }
        let draw = |reason| Some(Outcome::Draw { reason });
        if pos.is_bare_kings() {
            return draw(DrawReason::BareKings);
        }
        if pos.halfmove_clock() >= 100 {
            return draw(DrawReason::FiftyMoveRule);
        }
        // Only the positions since the last capture or pawn move can come again: the count looks
        // that far back, not through the whole game (which would make a long game quadratic).
        let key = self.keys[self.keys.len() - 1];
        let since = self
            .keys
            .len()
            .saturating_sub(pos.halfmove_clock() as usize + 1);
        if self.keys[since..].iter().filter(|&&k| k == key).count() >= 3 {
            return draw(DrawReason::ThreefoldRepetition);
        }
        None
    }

    /// Plays a legal move; clears the redo list.
    ///
    /// # Errors
    /// [`GameError::Over`] after the game ended, [`GameError::Illegal`] for an illegal move; the
    /// game is then unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let mut next = *self.position();
        if next.play(m).is_err() {
            let pos = self.position();
            let why = crate::explain::english(|| {
                let why = crate::explain::squares_reason(pos, m.from, m.to, m.promotion());
                Some(why.unwrap_or_else(Reason::unexplained))
            });
            let why = why.unwrap_or_default();
            return Err(GameError::Illegal(m, why));
        }
        self.push(m, next);
        self.redo.clear();
        Ok(())
    }

    /// Reads a move in any accepted notation (see [`crate::san`]) and plays it.
    ///
    /// # Errors
    /// As [`Game::play`], plus [`GameError::Move`] for text that is garbled, illegal or ambiguous.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome));
        }
        let m = parse_move(self.position(), text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Why the move `from` → `to` (with `promotion`, if given) cannot be played now: the game is
    /// over, or the rules refuse it (see [`crate::explain::explain_move`]); `None` when it can.
    pub fn explain(&self, from: Square, to: Square, promotion: Option<Role>) -> Option<Refusal> {
        let refusal = explain_move(self.position(), from, to, promotion);
        match self.outcome() {
            Some(outcome) => Some(Refusal {
                label: refusal.map(|r| r.label).unwrap_or_default(),
                reason: game_over(outcome),
            }),
            None => refusal,
        }
    }

    /// Why the move `text` cannot be played now: the game is over, or the text is garbled,
    /// ambiguous or illegal (see [`crate::san::explain_text`]); `None` when it can.
    pub fn explain_text(&self, text: &str) -> Option<Refusal> {
        match self.outcome() {
            Some(outcome) => Some(Refusal {
                label: crate::san::shorten(text.trim()),
                reason: game_over(outcome),
            }),
            None => explain_text(self.position(), text),
        }
    }

    fn push(&mut self, m: Move, next: Position) {
        self.moves.push(m);
        self.positions.push(next);
        self.keys.push(next.repetition_key());
    }

    /// Takes back a declared ending if there is one, otherwise the last move. Returns whether
    /// anything was undone.
    pub fn undo(&mut self) -> bool {
        if self.declared.take().is_some() {
            self.host_reason.clear();
            return true;
        }
        match self.moves.pop() {
            Some(m) => {
                self.positions.pop();
                self.keys.pop();
                self.redo.push(m);
                true
            }
            None => false,
        }
    }

    /// Replays the most recently undone move. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        if self.declared.is_some() {
            return false;
        }
        match self.redo.pop() {
            Some(m) => {
                let mut next = *self.position();
                next.play_unchecked(m);
                self.push(m, next);
                true
            }
            None => false,
        }
    }

    /// Whether [`Game::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.declared.is_some() || !self.moves.is_empty()
    }

    /// Whether [`Game::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        self.declared.is_none() && !self.redo.is_empty()
    }

    fn declare(&mut self, declared: Declared, outcome: Outcome) -> Result<(), GameError> {
        if let Some(existing) = self.outcome() {
            return Err(GameError::Over(existing));
        }
        self.declared = Some((declared, outcome));
        Ok(())
    }

    /// How the game ended when the players declared it (resignation, agreement, a fallen flag —
    /// also when that was a draw against a lone king —, an abort) rather than by a move; `None`
    /// otherwise.
    pub fn declared(&self) -> Option<Declared> {
        self.declared.map(|(declared, _)| declared)
    }

    /// `color` resigns.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game already ended.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.declare(
            Declared::Resignation(color),
            Outcome::Win {
                winner: color.other(),
                reason: WinReason::Resignation,
            },
        )
    }

    /// Both players agree to a draw.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game already ended.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.declare(
            Declared::Agreement,
            Outcome::Draw {
                reason: DrawReason::Agreement,
            },
        )
    }

    /// The players abandon the game before it really began (the front end offers it, e.g., when
    /// someone resigns before making a move; the core does not judge when): no winner, result
    /// `*`, [`Outcome::Aborted`]. A declared ending like a resignation: nothing can be played
    /// until [`Game::undo`] takes it back.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game already ended.
    pub fn abort(&mut self) -> Result<(), GameError> {
        self.declare(Declared::Abort, Outcome::Aborted)
    }

    /// `color`'s clock ran out: a loss, or a draw if the opponent has only a king left.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game already ended.
    pub fn flag(&mut self, color: Color) -> Result<(), GameError> {
        let outcome = if self.position().has_lone_king(color.other()) {
            Outcome::Draw {
                reason: DrawReason::TimeoutVsLoneKing,
            }
        } else {
            Outcome::Win {
                winner: color.other(),
                reason: WinReason::Timeout,
            }
        };
        self.declare(Declared::Flag(color), outcome)
    }

    /// `color` left the game and the opponent claimed the win (a game server's decision, e.g.
    /// after the player has been gone for a while: see [`crate::live`]): a win for the other side,
    /// [`WinReason::Abandonment`].
    ///
    /// # Errors
    /// [`GameError::Over`] if the game already ended.
    pub fn abandon(&mut self, color: Color) -> Result<(), GameError> {
        self.declare(
            Declared::Abandonment(color),
            Outcome::Win {
                winner: color.other(),
                reason: WinReason::Abandonment,
            },
        )
    }

    /// The host (a game server, which relays the moves and keeps the clocks) ends the game with
    /// `result` (`1-0`, `0-1`, `1/2-1/2` or `*`) for `reason`, in its words. The usual reasons are
    /// recorded as the players' declared endings: `resignation` (a win) as the loser's
    /// resignation, `time` / `timeout` / `time forfeit` (a win) as the loser's fallen flag (the
    /// host's result stands, also against a lone king), `agreement` (a draw) as a draw by
    /// agreement, `abandonment` / `abandoned` (a win) as the loser's abandonment, `abort` /
    /// `aborted` (`*`) as an abort. Any other reason is kept as given
    /// ([`Declared::Host`]; [`Game::end_reason`] gives it back, [`Game::end_text`] says it).
    /// Undone like a resignation.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game already ended; [`GameError::BadEnd`] for a result that is
    /// none of the four, or a reason that is empty, longer than [`MAX_END_REASON`] characters or
    /// holds control characters. The game is then unchanged.
    pub fn end_by(&mut self, result: &str, reason: &str) -> Result<(), GameError> {
        let winner = match result.trim() {
            "1-0" => Some(Some(Color::White)),
            "0-1" => Some(Some(Color::Black)),
            "1/2-1/2" => Some(None),
            "*" => None,
            other => {
                let shown: String = other.chars().take(12).collect();
                return Err(GameError::BadEnd(EndProblem::Result(shown)));
            }
        };
        let reason = reason.split_whitespace().collect::<Vec<_>>().join(" ");
        if reason.is_empty() {
            return Err(GameError::BadEnd(EndProblem::EmptyReason));
        }
        if reason.chars().count() > MAX_END_REASON {
            return Err(GameError::BadEnd(EndProblem::LongReason));
        }
        if reason.chars().any(char::is_control) {
            return Err(GameError::BadEnd(EndProblem::ControlCharacters));
        }
        let word = reason.to_ascii_lowercase();
        let (declared, outcome) = match (winner, word.as_str()) {
            (Some(Some(w)), "resignation" | "resign" | "resigned") => (
                Declared::Resignation(w.other()),
                Outcome::Win {
                    winner: w,
                    reason: WinReason::Resignation,
                },
            ),
            (Some(Some(w)), "time" | "timeout" | "time forfeit" | "flag" | "flagged") => (
                Declared::Flag(w.other()),
                Outcome::Win {
                    winner: w,
                    reason: WinReason::Timeout,
                },
            ),
            (Some(Some(w)), "abandonment" | "abandoned") => (
                Declared::Abandonment(w.other()),
                Outcome::Win {
                    winner: w,
                    reason: WinReason::Abandonment,
                },
            ),
            (Some(None), "agreement" | "agreed" | "draw agreed") => (
                Declared::Agreement,
                Outcome::Draw {
                    reason: DrawReason::Agreement,
                },
            ),
            (None, "abort" | "aborted") => (Declared::Abort, Outcome::Aborted),
            (Some(Some(winner)), _) => (
                Declared::Host,
                Outcome::Win {
                    winner,
                    reason: WinReason::Host,
                },
            ),
            (Some(None), _) => (
                Declared::Host,
                Outcome::Draw {
                    reason: DrawReason::Host,
                },
            ),
            (None, _) => (Declared::Host, Outcome::Aborted),
        };
        self.declare(declared, outcome)?;
        if declared == Declared::Host {
            self.host_reason = reason;
        }
        Ok(())
    }

    /// Why the game ended, in words: the host's own reason for a [`Declared::Host`] ending, else
    /// [`Outcome::reason`]; `None` while the game goes on.
    pub fn end_reason(&self) -> Option<String> {
        match self.declared {
            Some((Declared::Host, _)) => Some(self.host_reason.clone()),
            _ => self.outcome().map(|o| o.reason().to_string()),
        }
    }

    /// How the game ended, as a sentence: the outcome's (`Checkmate — White wins`), or for a
    /// [`Declared::Host`] ending the host's reason with the result (`Adjudication — White wins`,
    /// `Server restart — draw`, `Server restart — no result`); `None` while the game goes on.
    pub fn end_text(&self) -> Option<String> {
        let outcome = self.outcome()?;
        if self.declared() != Some(Declared::Host) {
            return Some(outcome.to_string());
        }
        let mut chars = self.host_reason.chars();
        let reason: String = chars
            .next()
            .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
            .unwrap_or_default();
        let result = match outcome.winner() {
            Some(w) => format!("{} wins", w.fold("White", "Black")),
            None if outcome == Outcome::Aborted => "no result".to_string(),
            None => "draw".to_string(),
        };
        Some(format!("{reason} — {result}"))
    }
}

/// `the game is over (Checkmate — White wins)`.
fn game_over(outcome: Outcome) -> Reason {
    Reason::new(Code::GameOver, vec![Arg::Outcome(outcome)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::default();
        for m in moves {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        g
    }

    #[test]
    fn checkmate_ends_the_game_and_blocks_moves() {
        let mut g = game(&["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"]);
        let o = g.outcome().unwrap();
        assert_eq!(o.result(), "1-0");
        assert_eq!(o.reason(), "checkmate");
        assert!(matches!(g.play_text("Ke7"), Err(GameError::Over(_))));
        assert_eq!(
            g.notation(Notation::Alice),
            ["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"]
        );
    }

    #[test]
    fn threefold_repetition_counts_third_occurrence() {
        let mut g = game(&["Nf3", "Nf6", "Og1", "Og8", "Nf3", "Nf6", "Og1"]);
        assert_eq!(g.outcome(), None);
        g.play_text("Og8").unwrap();
        assert_eq!(
            g.outcome().map(|o| o.reason()),
            Some("threefold repetition")
        );
        assert!(g.undo());
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn undo_redo_restore_positions() {
        let mut g = game(&["e4", "d5"]);
        let after = *g.position();
        assert!(g.undo() && g.undo());
        assert_eq!(g.position(), &Position::start());
        assert!(!g.undo());
        assert!(g.redo() && g.redo());
        assert_eq!(g.position(), &after);
        assert!(!g.redo());
        g.undo();
        g.play_text("Pc5").unwrap();
        assert!(!g.can_redo(), "a new move clears the redo list");
    }

    #[test]
    fn fifty_move_rule_and_bare_kings() {
        let g = Game::from_fen("4k3/8/8/8/8/8/8/4K2R w - - 100 80").unwrap();
        assert_eq!(g.outcome().map(|o| o.reason()), Some("fifty moves"));
        let g = Game::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(
            g.outcome().map(|o| o.reason()),
            Some("insufficient material")
        );
        let mut g = Game::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap();
        g.play_text("Kd2").unwrap();
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn declared_endings() {
        let mut g = game(&["e4"]);
        g.resign(Color::Black).unwrap();
        assert_eq!(g.outcome().unwrap().result(), "1-0");
        assert!(g.agree_draw().is_err());
        assert!(g.undo(), "undo takes back the resignation");
        assert_eq!(g.ply(), 1);
        g.agree_draw().unwrap();
        assert_eq!(g.outcome().unwrap().result(), "1/2-1/2");
        let mut g = Game::from_fen("4k3/8/8/8/8/8/8/4K2R b - - 0 1").unwrap();
        g.flag(Color::White).unwrap();
        assert_eq!(g.outcome().unwrap().reason(), "timeout");
        assert_eq!(g.outcome().unwrap().result(), "1/2-1/2");
        assert_eq!(g.declared(), Some(Declared::Flag(Color::White)));
        assert!(g.undo());
        assert_eq!(g.declared(), None);
        g.resign(Color::Black).unwrap();
        assert_eq!(g.declared(), Some(Declared::Resignation(Color::Black)));
        g.undo();
        g.agree_draw().unwrap();
        assert_eq!(g.declared(), Some(Declared::Agreement));
        let mut g = Game::from_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
        g.flag(Color::Black).unwrap();
        assert_eq!(
            g.outcome().unwrap().to_string(),
            "Black ran out of time — White wins"
        );
    }

    #[test]
    fn abort_is_a_declared_end_without_a_result() {
        let mut g = game(&["e4"]);
        g.abort().unwrap();
        let o = g.outcome().unwrap();
        assert_eq!(o, Outcome::Aborted);
        assert_eq!((o.result(), o.winner(), o.reason()), ("*", None, "aborted"));
        assert_eq!(o.to_string(), "Game aborted");
        assert_eq!(g.declared(), Some(Declared::Abort));
        assert!(matches!(
            g.play_text("e5"),
            Err(GameError::Over(Outcome::Aborted))
        ));
        assert!(g.resign(Color::Black).is_err() && g.abort().is_err());
        assert!(!g.can_redo() && g.can_undo());
        assert!(g.undo(), "undo takes back the abort");
        assert_eq!((g.outcome(), g.declared(), g.ply()), (None, None, 1));
        g.play_text("e5").unwrap();
        // From the start, before any move.
        let mut fresh = Game::default();
        fresh.abort().unwrap();
        assert_eq!(fresh.outcome().map(Outcome::result), Some("*"));
        // Not after the rules ended the game.
        let mut mated = game(&["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"]);
        assert!(matches!(mated.abort(), Err(GameError::Over(_))));
    }

    #[test]
    fn the_host_ends_a_game_with_its_result_and_reason() {
        let mut g = game(&["e4", "e5"]);
        g.end_by("1-0", "  adjudication ").unwrap();
        let o = g.outcome().unwrap();
        assert_eq!((o.result(), o.winner()), ("1-0", Some(Color::White)));
        assert_eq!(g.declared(), Some(Declared::Host));
        assert_eq!(g.end_reason().as_deref(), Some("adjudication"));
        assert_eq!(g.end_text().as_deref(), Some("Adjudication — White wins"));
        assert!(g.play_text("Nf3").is_err() && g.end_by("0-1", "x").is_err());
        assert!(g.undo(), "undone like a resignation");
        assert_eq!((g.outcome(), g.end_reason(), g.ply()), (None, None, 2));
        // The usual words are the players' declared endings; the host's result stands.
        g.end_by("0-1", "Resignation").unwrap();
        assert_eq!(g.declared(), Some(Declared::Resignation(Color::White)));
        assert_eq!(g.end_reason().as_deref(), Some("resignation"));
        g.undo();
        let mut lone = Game::from_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
        lone.end_by("0-1", "time").unwrap();
        assert_eq!(lone.declared(), Some(Declared::Flag(Color::White)));
        assert_eq!(lone.outcome().unwrap().result(), "0-1");
        g.end_by("1/2-1/2", "agreement").unwrap();
        assert_eq!(g.declared(), Some(Declared::Agreement));
        g.undo();
        g.end_by("*", "aborted").unwrap();
        assert_eq!(g.outcome(), Some(Outcome::Aborted));
        assert_eq!(g.declared(), Some(Declared::Abort));
        g.undo();
        g.end_by("1/2-1/2", "both players disconnected").unwrap();
        assert_eq!(
            g.end_text().as_deref(),
            Some("Both players disconnected — draw")
        );
        g.undo();
        g.end_by("*", "server restart").unwrap();
        assert_eq!(g.end_text().as_deref(), Some("Server restart — no result"));
        assert_eq!(g.outcome().unwrap().result(), "*");
        g.undo();
        // Bad endings change nothing.
        for (result, reason) in [
            ("2-0", "x"),
            ("1-0", ""),
            ("1-0", "a\u{7}b"),
            ("1-0", &"x".repeat(81)),
        ] {
            assert!(
                matches!(g.end_by(result, reason), Err(GameError::BadEnd(_))),
                "{result} {reason}"
            );
            assert_eq!(g.outcome(), None);
        }
        let mut mated = game(&["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"]);
        assert!(matches!(
            mated.end_by("0-1", "adjudication"),
            Err(GameError::Over(_))
        ));
        assert_eq!(mated.end_reason().as_deref(), Some("checkmate"));
    }

    #[test]
    fn declared_names_who_resigned_or_flagged() {
        let mut g = game(&["e4"]);
        assert_eq!(g.declared(), None);
        g.flag(Color::Black).unwrap();
        assert_eq!(g.declared(), Some(Declared::Flag(Color::Black)));
        assert_eq!(g.outcome().unwrap().reason(), "timeout");
        assert!(
            g.resign(Color::White).is_err(),
            "a second declaration is refused"
        );
        assert_eq!(g.declared(), Some(Declared::Flag(Color::Black)));
        assert!(!g.can_redo() && g.undo() && g.declared().is_none());
        g.resign(Color::White).unwrap();
        assert_eq!(g.declared(), Some(Declared::Resignation(Color::White)));
        assert_eq!(g.outcome().unwrap().winner(), Some(Color::Black));
        // Endings by the rules are not declared.
        let mated = game(&["Pe4", "Pd5", "Be2", "Sdxe4", "Cb5#"]);
        assert!(mated.outcome().is_some());
        assert_eq!(mated.declared(), None);
        let bare = Game::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(bare.declared(), None);
        // A result read from PGN as a timeout keeps who ran out of time.
        let read = crate::pgn::read_pgn("[Termination \"time forfeit\"]\n1. e4 0-1").unwrap();
        assert_eq!(read.game.declared(), Some(Declared::Flag(Color::White)));
    }
}
