//! A chess-problem solver for Alice chess, with the stipulations problemists use:
//!
//! - `#n`: white plays and mates in at most `n` moves against any defence. The solution lists
//!   every key (more than one: the problem is cooked), and under each key the threat (what white
//!   mates with if black could pass; none after a checking key, *zugzwang* when black has no threat
//!   to meet), then black's defences with white's answers (more than one answer: a dual). With
//!   [`Options::tries`], the tries too: white first moves that fail to one defence only (or up to
//!   [`Options::max_refutations`]), with their refutations.
//! - `s#n` (selfmate): white plays and forces black to mate white in at most `n` moves; listed
//!   like `#n`.
//! - `h#n` (helpmate): black begins, both sides cooperate, white's `n`-th move mates; `h#n.5`:
//!   white begins with a half-move, then `n` more moves each. Every solution is listed, and as
//!   Popeye does, the *short solutions* first: those of `h#k` (`h#k.5`) for `k` below `n` (a
//!   helpmate with one is cooked). They are kept compactly ([`Solution::helpmate`] writes one
//!   out), so a position with hundreds of thousands of solutions costs a few megabytes.
//!
//! The stipulation decides who begins (white in `#n`, `s#n` and `h#n.5`, black in `h#n`): see
//! [`problem_position`]. The rules are the project's (docs/RULES.md); moves need not be legal
//! "in the game's history" (a problem position is taken as given, castling rights as its FEN says).
//!
//! ```
//! use alice_chess::solve::{problem_position, solve, Options, Stipulation};
//! // 1.e4 d5 2.Be2 dxe4: now 3.Cb5 mates, as 3...Kd7 is no move on board A (docs/RULES.md).
//! let fen = "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3";
//! let stip: Stipulation = "#1".parse().unwrap();
//! let pos = problem_position(fen, stip).unwrap();
//! let solution = solve(&pos, stip, &Options::default());
//! assert_eq!(solution.count(), 1);
//! assert_eq!(solution.keys[0].mv.uci(), "e2b5");
//! assert_eq!(solution.keys[0].text, "Cb5#");
//! ```

mod search;
mod text;

pub use text::{write_helpmates_json, write_json, write_lines, write_tree};

use crate::fen::{parse_setup, FenError};
use crate::moves::Move;
use crate::position::Position;
use crate::san::{write_move, Notation};
use crate::types::Color;
use search::{successors, Mode, Search};
use std::fmt;
use std::str::FromStr;

/// The longest stipulation accepted (moves of the attacker, or of each side in a helpmate).
pub const MAX_MOVES: u8 = 15;

/// What a problem asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// `#n`: white mates in `n`.
    Mate,
    /// `s#n`: white forces black to mate white in `n`.
    Selfmate,
    /// `h#n` / `h#n.5`: black and white cooperate, white's last move mates.
    Helpmate,
}

/// A stipulation: `#2`, `s#3`, `h#2`, `h#2.5`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stipulation {
    /// The goal.
    pub goal: Goal,
    /// The number of moves (`n`).
    pub moves: u8,
    /// `h#n.5`: white begins with a half-move (helpmates only).
    pub half: bool,
}

impl Stipulation {
    /// The side that makes the first move.
    pub fn first_mover(self) -> Color {
        if self.goal == Goal::Helpmate && !self.half {
            Color::Black
        } else {
            Color::White
        }
    }

    /// Half-moves of a helpmate's solution.
    pub fn plies(self) -> u8 {
        2 * self.moves + u8::from(self.half)
    }
}

impl fmt::Display for Stipulation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.goal {
            Goal::Mate => "",
            Goal::Selfmate => "s",
            Goal::Helpmate => "h",
        };
        write!(f, "{prefix}#{}", self.moves)?;
        if self.half {
            f.write_str(".5")?;
        }
        Ok(())
    }
}

/// Why a stipulation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StipulationError(pub String);

impl fmt::Display for StipulationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid stipulation '{}': expected #n, s#n, h#n or h#n.5 with n from 1 to {MAX_MOVES}",
            self.0
        )
    }
}

impl std::error::Error for StipulationError {}

impl FromStr for Stipulation {
    type Err = StipulationError;

    /// Reads `#n`, `s#n`, `h#n`, `h#n.5` (case-insensitive letter, surrounding spaces ignored).
    fn from_str(text: &str) -> Result<Stipulation, StipulationError> {
        let err = || StipulationError(text.chars().take(16).collect());
        let t = text.trim().to_ascii_lowercase();
        let (goal, rest) = if let Some(r) = t.strip_prefix("h#") {
            (Goal::Helpmate, r)
        } else if let Some(r) = t.strip_prefix("s#") {
            (Goal::Selfmate, r)
        } else if let Some(r) = t.strip_prefix('#') {
            (Goal::Mate, r)
        } else {
            return Err(err());
        };
        let (number, half) = match rest.strip_suffix(".5") {
            Some(n) if goal == Goal::Helpmate => (n, true),
            Some(_) => return Err(err()),
            None => (rest, false),
        };
        if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) || number.len() > 2 {
            return Err(err());
        }
        let moves: u8 = number.parse().map_err(|_| err())?;
        // h#0.5 is a single white move that mates; #0 and h#0 mean nothing.
        if moves > MAX_MOVES || (moves == 0 && !half) {
            return Err(err());
        }
        Ok(Stipulation { goal, moves, half })
    }
}

/// The position of a problem: the FEN's pieces, castling rights and en-passant square, with the
/// side to move that the stipulation makes begin (a diagram's FEN often says `w` for a helpmate).
///
/// # Errors
/// A [`FenError`] if the FEN is malformed or the position (with that side to move) is not legal.
pub fn problem_position(fen: &str, stip: Stipulation) -> Result<Position, FenError> {
    let mut setup = parse_setup(fen)?;
    let first = stip.first_mover();
    if setup.turn != first {
        setup.turn = first;
        // An en-passant square belongs to the side the FEN said was to move.
        setup.ep_square = None;
    }
    Ok(Position::from_setup(&setup)?)
}

/// How to solve.
#[derive(Clone, Debug)]
pub struct Options {
    /// Also list tries (`#n`, `s#n`): first moves refuted by few defences.
    pub tries: bool,
    /// The most refutations a try may have (Popeye's default: 1).
    pub max_refutations: usize,
    /// The table of proven positions has `2^table_bits` entries of 16 bytes.
    pub table_bits: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            tries: false,
            max_refutations: 1,
            table_bits: 20,
        }
    }
}

/// An attacker's move in a solution tree: a key, a try, a threat or an answer to a defence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// The move.
    pub mv: Move,
    /// The move in Alice notation, with `+` or `#`.
    pub text: String,
    /// The threat: the attacker's shortest continuations if the defender could pass (empty
    /// after a checking move, or in zugzwang).
    pub threat: Vec<Play>,
    /// No threat although the defender is not in check: every defender's move spoils something.
    pub zugzwang: bool,
    /// The defender's replies with the attacker's answers (every reply that does not refute;
    /// [`Defence::stops_threat`] says which a solution shows).
    pub defences: Vec<Defence>,
    /// For a try: the defences that refute it.
    pub refutations: Vec<Defence>,
}

/// A defender's reply and the attacker's answers to it (all of the shortest length).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defence {
    /// The move.
    pub mv: Move,
    /// The move in Alice notation, with `+` or `#`.
    pub text: String,
    /// The attacker's answers (more than one: a dual); empty when the reply mates (a selfmate's
    /// end) or refutes.
    pub answers: Vec<Play>,
    /// Whether the reply stops at least one of the threat's moves (always true without threat):
    /// the replies a solution shows. A reply after which every threat move still mates as fast is
    /// no defence, and is not shown even if it allows a shorter mate as well (as Popeye does).
    pub stops_threat: bool,
}

/// A helpmate's solution: its moves from the start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpSolution {
    /// The moves, the first by the side the stipulation makes begin.
    pub moves: Vec<Move>,
    /// The moves in Alice notation, each with `+` or `#`.
    pub texts: Vec<String>,
    /// The stipulation this line solves: the problem's, or a shorter one (a short solution,
    /// `h#2` in an `h#3`).
    pub stipulation: Stipulation,
}

/// A helpmate's solutions, kept compactly: every line's moves one after the other in one list,
/// and where each line ends (lines are at most [`MAX_MOVES`] × 2 + 1 half-moves long).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct HelpLines {
    moves: Vec<Move>,
    ends: Vec<u32>,
}

impl HelpLines {
    fn push(&mut self, line: &[Move]) {
        self.moves.extend_from_slice(line);
        self.ends.push(self.moves.len() as u32);
    }

    fn len(&self) -> usize {
        self.ends.len()
    }

    fn line(&self, i: usize) -> Option<&[Move]> {
        let end = *self.ends.get(i)? as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        Some(&self.moves[start..end])
    }
}

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The stipulation solved.
    pub stipulation: Stipulation,
    /// `#n`, `s#n`: every key, with its tree.
    pub keys: Vec<Play>,
    /// `#n`, `s#n` with [`Options::tries`]: the tries, with their refutations.
    pub tries: Vec<Play>,
    /// `h#n`: every solution, shortest first ([`Solution::helpmate`]).
    help: HelpLines,
    /// The problem's position, where a helpmate's lines start.
    start: Position,
    /// Positions visited.
    pub nodes: u64,
}

impl Solution {
    /// The number of solutions: keys, or helpmate solutions (short ones included, as Popeye
    /// counts them).
    pub fn count(&self) -> usize {
        self.keys.len() + self.help.len()
    }

    /// The number of a helpmate's solutions, short ones included.
    pub fn helpmate_count(&self) -> usize {
        self.help.len()
    }

    /// How many of a helpmate's solutions are short (they come first): lines of a shorter
    /// stipulation than the problem's, such as an `h#2` in an `h#3`.
    pub fn short_count(&self) -> usize {
        let plies = usize::from(self.stipulation.plies());
        (0..self.help.len())
            .take_while(|&i| self.help.line(i).is_some_and(|l| l.len() < plies))
            .count()
    }

    /// The helpmate solution number `i` (from 0, short solutions first) with its moves in Alice
    /// notation, or `None` past the last.
    pub fn helpmate(&self, i: usize) -> Option<HelpSolution> {
        let moves = self.help.line(i)?;
        let mut texts = Vec::with_capacity(moves.len());
        let mut p = self.start;
        for &m in moves {
            texts.push(write_move(&p, m, Notation::Alice));
            p.play_unchecked(m);
        }
        let plies = moves.len() as u8;
        Some(HelpSolution {
            moves: moves.to_vec(),
            texts,
            stipulation: Stipulation {
                goal: Goal::Helpmate,
                moves: plies / 2,
                half: plies % 2 == 1,
            },
        })
    }

    /// Every helpmate solution in order ([`Solution::helpmate`]), written out one by one.
    pub fn helpmates(&self) -> impl Iterator<Item = HelpSolution> + '_ {
        (0..self.help.len()).map_while(|i| self.helpmate(i))
    }
}

/// Solves `stip` from `pos` (whose side to move should be [`Stipulation::first_mover`]: see
/// [`problem_position`]).
pub fn solve(pos: &Position, stip: Stipulation, options: &Options) -> Solution {
    solve_with_progress(pos, stip, options, &mut |_, _| {})
}

/// [`solve`], calling `progress(done, total)` after each first move is examined.
pub fn solve_with_progress(
    pos: &Position,
    stip: Stipulation,
    options: &Options,
    progress: &mut dyn FnMut(usize, usize),
) -> Solution {
    let mut solver = Solver {
        search: Search::new(options.table_bits),
    };
    let mut solution = Solution {
        stipulation: stip,
        keys: Vec::new(),
        tries: Vec::new(),
        help: HelpLines::default(),
        start: *pos,
        nodes: 0,
    };
    match stip.goal {
        Goal::Helpmate => solver.helpmates(pos, stip, &mut solution, progress),
        Goal::Mate | Goal::Selfmate => {
            let mode = if stip.goal == Goal::Mate {
                Mode::Direct
            } else {
                Mode::Selfmate
            };
            solver.keys(mode, pos, stip.moves, options, &mut solution, progress)
        }
    }
    solution.nodes = solver.search.nodes;
    solution
}

/// Direct-mate questions with a node budget, for checking puzzles taken from games: does the side
/// to move mate in at most `n`, and with which first moves. Every answer is `None` once the budget
/// is spent (the answer is then unknown). The same questions asked in the same order of a new
/// prover give the same answers, budget included.
pub struct MateProver {
    search: Search,
}

impl MateProver {
    /// A prover with a table of `2^table_bits` entries that visits at most `max_nodes` positions
    /// over all its questions.
    pub fn new(table_bits: u32, max_nodes: u64) -> MateProver {
        let mut search = Search::new(table_bits);
        search.limit = max_nodes;
        MateProver { search }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.search.nodes
    }

    /// Whether the side to move in `pos` mates in at most `n` moves against any defence
    /// (`Some(false)` for `n` = 0), or `None` if the budget ran out.
    pub fn mates_in(&mut self, pos: &Position, n: u8) -> Option<bool> {
        if self.search.exhausted {
            return None;
        }
        let result = self.search.attack(Mode::Direct, pos, n);
        (!self.search.exhausted).then_some(result)
    }

    /// The moves of the side to move in `pos` that mate in at most `n` moves against any defence
    /// (the keys of `#n`), or `None` if the budget ran out.
    pub fn keys(&mut self, pos: &Position, n: u8) -> Option<Vec<Move>> {
        if n == 0 || self.search.exhausted {
            return (!self.search.exhausted).then(Vec::new);
        }
        let mut keys = Vec::new();
        for (m, after) in successors(pos) {
            if self.search.defend(Mode::Direct, &after, n - 1) {
                keys.push(m);
            }
            if self.search.exhausted {
                return None;
            }
        }
        Some(keys)
    }
}

struct Solver {
    search: Search,
}

impl Solver {
    /// Every help play of the stipulation's length that mates, and before them (as Popeye
    /// does) every one of each shorter length with the same side beginning: `h#1`, `h#2` … of
    /// an `h#n`; `h#0.5`, `h#1.5` … of an `h#n.5`. Progress counts first moves over all lengths.
    fn helpmates(
        &mut self,
        pos: &Position,
        stip: Stipulation,
        solution: &mut Solution,
        progress: &mut dyn FnMut(usize, usize),
    ) {
        let plies = stip.plies();
        let mut path = [Move::new(
            crate::square::Square::A1,
            crate::square::Square::A1,
            crate::moves::MoveKind::Normal,
        ); 64];
        let firsts: Vec<(Move, Position)> = successors(pos).collect();
        let lengths = (2 - plies % 2..=plies).step_by(2);
        let total = firsts.len() * lengths.len();
        let mut done = 0;
        let lines = &mut solution.help;
        for length in lengths {
            for (m, after) in &firsts {
                path[0] = *m;
                if length == 1 {
                    if after.is_checkmate() {
                        lines.push(&path[..1]);
                    }
                } else {
                    self.search
                        .help(after, length - 1, &mut path, 1, &mut |line| {
                            lines.push(line)
                        });
                }
                done += 1;
                progress(done, total);
            }
        }
    }

    fn keys(
        &mut self,
        mode: Mode,
        pos: &Position,
        n: u8,
        options: &Options,
        solution: &mut Solution,
        progress: &mut dyn FnMut(usize, usize),
    ) {
        let firsts: Vec<(Move, Position)> = successors(pos).collect();
        let total = firsts.len();
        for (i, (m, after)) in firsts.into_iter().enumerate() {
            if self.wins_after(mode, &after, n) {
                solution.keys.push(self.play_tree(mode, pos, m, n));
            } else if options.tries {
                let refutations = self.refutations(mode, &after, n, options.max_refutations);
                if let Some(refutations) = refutations {
                    let mut play = self.play_tree(mode, pos, m, n);
                    play.defences.retain(|d| !refutations.contains(&d.mv));
                    play.refutations = refutations
                        .iter()
                        .map(|&r| Defence {
                            mv: r,
                            text: write_move(&after, r, Notation::Alice),
                            answers: Vec::new(),
                            stops_threat: true,
                        })
                        .collect();
                    solution.tries.push(play);
                }
            }
            progress(i + 1, total);
        }
    }

    /// After the attacker's move (`after`, defender to move), with `n` attacker moves counting
    /// that one: whether it wins.
    fn wins_after(&mut self, mode: Mode, after: &Position, n: u8) -> bool {
        self.search.defend(mode, after, n - 1)
    }

    /// The defender's replies after which the attacker fails, if there are 1 to `max` of them.
    fn refutations(
        &mut self,
        mode: Mode,
        after: &Position,
        n: u8,
        max: usize,
    ) -> Option<Vec<Move>> {
        let mut refutations = Vec::new();
        let replies: Vec<(Move, Position)> = successors(after).collect();
        if replies.is_empty() {
            return None;
        }
        for (r, p) in replies {
            let loses = match mode {
                Mode::Direct => self.search.attack(mode, &p, n - 1),
                Mode::Selfmate => p.is_checkmate() || self.search.attack(mode, &p, n - 1),
            };
            if !loses {
                refutations.push(r);
                if refutations.len() > max {
                    return None;
                }
            }
        }
        (!refutations.is_empty()).then_some(refutations)
    }

    /// The shortest length `k` in `1..=max` with which the attacker (to move in `pos`) wins.
    fn shortest(&mut self, mode: Mode, pos: &Position, max: u8) -> Option<u8> {
        (1..=max).find(|&k| self.search.attack(mode, pos, k))
    }

    /// The attacker's moves in `pos` that win in `k` (with their trees).
    fn winning_plays(&mut self, mode: Mode, pos: &Position, k: u8) -> Vec<Play> {
        let mut plays = Vec::new();
        for (m, after) in successors(pos) {
            if self.wins_after(mode, &after, k) {
                plays.push(self.play_tree(mode, pos, m, k));
            }
        }
        plays
    }

    /// The tree under the attacker's move `m` from `pos`, `n` attacker moves counting it.
    fn play_tree(&mut self, mode: Mode, pos: &Position, m: Move, n: u8) -> Play {
        let mut after = *pos;
        after.play_unchecked(m);
        let mut play = Play {
            mv: m,
            text: write_move(pos, m, Notation::Alice),
            threat: Vec::new(),
            zugzwang: false,
            defences: Vec::new(),
            refutations: Vec::new(),
        };
        if n <= 1 && mode == Mode::Direct {
            return play; // a mate (or, in a try, a move refuted: its refutations say by what)
        }
        // The threat: what the attacker does if the defender passes.
        let mut threat_len = 0;
        if !after.is_check() && n >= 2 {
            if let Some(null) = after.null_move() {
                match self.shortest(mode, &null, n - 1) {
                    Some(k) => {
                        threat_len = k;
                        play.threat = self.winning_plays(mode, &null, k);
                    }
                    None => play.zugzwang = true,
                }
            }
        }
        for (r, p) in successors(&after) {
            let text = write_move(&after, r, Notation::Alice);
            if mode == Mode::Selfmate && p.is_checkmate() {
                play.defences.push(Defence {
                    mv: r,
                    text,
                    answers: Vec::new(),
                    stops_threat: true,
                });
                continue;
            }
            if n <= 1 {
                continue; // a selfmate's last move: a reply that does not mate refutes
            }
            let Some(k) = self.shortest(mode, &p, n - 1) else {
                continue; // a refutation (of a try)
            };
            // As Popeye shows them: a reply after which every threat still works is no defence,
            // even when it allows a shorter mate too.
            let stops_threat = play.threat.is_empty()
                || !play.threat.iter().all(|t| {
                    successors(&p).any(|(w, q)| w == t.mv && self.wins_after(mode, &q, threat_len))
                });
            let answers = self.winning_plays(mode, &p, k);
            play.defences.push(Defence {
                mv: r,
                text,
                answers,
                stops_threat,
            });
        }
        play
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stipulations_parse_and_print() {
        for text in ["#2", "#3", "s#2", "h#2", "h#2.5", "h#0.5", "#15"] {
            let s: Stipulation = text.parse().unwrap();
            assert_eq!(s.to_string(), text);
        }
        let s: Stipulation = "H#3".parse().unwrap();
        assert_eq!((s.goal, s.moves, s.half), (Goal::Helpmate, 3, false));
        for bad in [
            "", "#", "#0", "h#0", "#2.5", "s#1.5", "x#2", "#16", "#-1", "# 2", "h#2.7",
        ] {
            assert!(bad.parse::<Stipulation>().is_err(), "{bad}");
        }
    }

    #[test]
    fn who_begins() {
        let h2: Stipulation = "h#2".parse().unwrap();
        let h25: Stipulation = "h#2.5".parse().unwrap();
        assert_eq!(h2.first_mover(), Color::Black);
        assert_eq!(h25.first_mover(), Color::White);
        assert_eq!((h2.plies(), h25.plies()), (4, 5));
    }
}
