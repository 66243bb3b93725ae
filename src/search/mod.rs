//! The computer player: iterative-deepening principal-variation alpha-beta search over the rules
//! core, with a transposition table, quiescence search, staged move ordering, check extension,
//! null-move pruning and late-move reductions, and an evaluation made for Alice chess.
//!
//! ```
//! use alice_chess::search::{Limits, Searcher};
//! use alice_chess::Position;
//!
//! let mut searcher = Searcher::new(4, Box::new(|| 0.0)); // 4 MB table, a clock that never moves
//! let limits = Limits { depth: Some(3), ..Limits::default() };
//! let result = searcher.search(&Position::start(), &[], &limits, &mut |_info| {});
//! assert!(result.best.is_some());
//! ```
//!
//! Determinism: for a given position, history, [`Limits`] (level and seed included) and a fresh
//! or [`Searcher::clear`]ed searcher, a search limited by depth or nodes always returns the same
//! move. A time-limited search returns the same move whenever it reaches the same depth.
//!
//! Time: the searcher reads a millisecond clock that the caller supplies (natively
//! [`native_clock`]; in the browser `js_sys::Date::now`), so this module needs nothing from the
//! web and `std::time::Instant` is never touched on wasm.

pub mod baseline;
#[cfg(test)]
mod control_tests;
pub mod eval;
pub mod levels;
mod limits;
pub mod ordering;
mod report;
pub mod see;
#[cfg(not(target_arch = "wasm32"))]
pub mod smp;
mod switches;
pub mod time;
mod tree;
pub mod tt;

use crate::moves::Move;
use crate::position::Position;
use eval::{evaluate, Params};
pub use levels::MAX_LEVEL;
use levels::{choose, Level, Rng};
pub use limits::{Control, Limits};
use ordering::{History, MovePicker};
pub use report::{Info, Score, SearchResult};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
pub use switches::Switches;
use time::TimeManager;
use tt::TranspositionTable;

/// The score of being mated at the root (mated in `n` plies scores `-MATE + n`).
pub const MATE: i32 = 32_000;
/// Scores beyond this are mate scores.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Above every score.
pub const INFINITY: i32 = MATE + 1;
/// Deepest ply the search reaches (extensions and quiescence included).
pub const MAX_PLY: usize = 96;
/// The score of a draw.
const DRAW: i32 = 0;
/// How many nodes pass between two looks at the clock.
const CLOCK_INTERVAL: u64 = 1024;

/// A millisecond clock: any monotonic time in milliseconds.
pub type Clock = Box<dyn Fn() -> f64 + Send>;

/// Milliseconds since the first call, from `std::time::Instant` (not on wasm).
#[cfg(not(target_arch = "wasm32"))]
pub fn native_clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// A root move and its score in the last iteration.
#[derive(Copy, Clone, Debug)]
struct RootMove {
    mv: Move,
    score: i32,
}

/// A search engine: transposition table, ordering statistics, limits. Reuse one for a game (the
/// table carries over from move to move); [`Searcher::clear`] it for a new game.
pub struct Searcher {
    tt: Arc<TranspositionTable>,
    history: History,
    killers: [[Option<Move>; 2]; MAX_PLY + 2],
    /// By the opponent's move (from, to): the quiet reply that last caused a cut-off.
    counters: Box<[[Option<Move>; 64]; 64]>,
    /// The move that led to each ply of the search path (`None` after a null move).
    played: [Option<Move>; MAX_PLY + 2],
    /// The static evaluation at each ply of the search path (`-INFINITY` when in check).
    evals: [i32; MAX_PLY + 2],
    pv: Box<[[Option<Move>; MAX_PLY + 2]; MAX_PLY + 2]>,
    pv_len: [usize; MAX_PLY + 2],
    /// Late-move reductions by depth and move number.
    lmr: [[u8; 64]; 64],
    /// Repetition keys: the game before the root, then the search path.
    keys: Vec<u64>,
    root_moves: Vec<RootMove>,
    clock: Clock,
    stop: Arc<AtomicBool>,
    /// The evaluation's numbers (public for tuning by self-play).
    pub params: Params,
    /// The search techniques in use (public for measuring them by self-play).
    pub switches: Switches,
    // Per search:
    nodes: u64,
    seldepth: usize,
    stopped: bool,
    /// Limits only apply once the first iteration is complete.
    can_stop: bool,
    start_ms: f64,
    time_limit_ms: f64,
    node_limit: u64,
    /// See [`Control::hold`].
    hold: Option<Arc<AtomicBool>>,
    /// See [`Control::shared_nodes`] (kept only by helpers, who add to it).
    publish_nodes: Option<Arc<AtomicU64>>,
}

impl Searcher {
    /// A searcher with a transposition table of about `tt_megabytes` MB and a millisecond clock.
    pub fn new(tt_megabytes: usize, clock: Clock) -> Searcher {
        Searcher {
            tt: Arc::new(TranspositionTable::new(tt_megabytes)),
            history: History::new(),
            killers: [[None; 2]; MAX_PLY + 2],
            counters: Box::new([[None; 64]; 64]),
            played: [None; MAX_PLY + 2],
            evals: [-INFINITY; MAX_PLY + 2],
            pv: Box::new([[None; MAX_PLY + 2]; MAX_PLY + 2]),
            pv_len: [0; MAX_PLY + 2],
            lmr: [[0; 64]; 64],
            keys: Vec::new(),
            root_moves: Vec::new(),
            clock,
            stop: Arc::new(AtomicBool::new(false)),
            params: Params::DEFAULT,
            switches: Switches::DEFAULT,
            nodes: 0,
            seldepth: 0,
            stopped: false,
            can_stop: false,
            start_ms: 0.0,
            time_limit_ms: f64::INFINITY,
            node_limit: u64::MAX,
            hold: None,
            publish_nodes: None,
        }
    }

    /// Another searcher on the same transposition table (a helper of a parallel search, see
    /// [`smp`]), with the same evaluation and search settings and its own `clock`.
    pub fn share_table(&self, clock: Clock) -> Searcher {
        let mut helper = Searcher::new(0, clock);
        helper.tt = Arc::clone(&self.tt);
        helper.params = self.params.clone();
        helper.switches = self.switches.clone();
        helper
    }

    /// A searcher timed by [`native_clock`].
    #[cfg(not(target_arch = "wasm32"))]
    pub fn native(tt_megabytes: usize) -> Searcher {
        Searcher::new(tt_megabytes, Box::new(native_clock))
    }

    /// Forgets everything learnt (for a new game, or for reproducible searches).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.clear();
        self.killers = [[None; 2]; MAX_PLY + 2];
        *self.counters = [[None; 64]; 64];
    }

    /// A flag that stops the running search when set (it is cleared when a search starts).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Size of the transposition table in bytes.
    pub fn tt_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// The static evaluation of `pos`, from the side to move's view.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        evaluate(pos, &self.params)
    }

    /// Searches `pos` and picks a move. `history` holds the
    /// [`repetition_key`](Position::repetition_key)s of the game's earlier positions, oldest
    /// first (the root excluded): repeating one of them counts as a draw. `on_info` hears about
    /// each completed iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.search_with(pos, history, limits, &Control::default(), on_info)
    }

    /// [`Searcher::search`] with the extra controls of a protocol: a soft time limit, several
    /// lines, a mate to find, an outside stop flag and a hold on the time limits (see
    /// [`Control`]). `on_info` hears about each line of each completed iteration.
    pub fn search_with(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        control: &Control,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let own_stop = match &control.stop {
            Some(flag) => Some(std::mem::replace(&mut self.stop, Arc::clone(flag))),
            None => {
                self.stop.store(false, Ordering::Relaxed);
                None
            }
        };
        self.hold.clone_from(&control.hold);
        self.publish_nodes = control
            .shared_nodes
            .as_ref()
            .filter(|_| control.helper > 0)
            .map(Arc::clone);
        let result = self.run(pos, history, limits, control, on_info);
        self.publish_nodes = None;
        if let Some(own) = own_stop {
            self.stop = own;
        }
        self.hold = None;
        result
    }

    /// The best `multipv` lines of `pos` (at least one; fewer when there are fewer legal moves),
    /// each searched to the same depth: those of the **last iteration that finished every line**,
    /// sorted best first (a stable sort: equal scores keep the search's order). A search stopped
    /// in the middle of an iteration (a node or time limit, the stop flag) never mixes its lines
    /// with the previous depth's, nor shows a half-searched line. Empty only when there is no
    /// legal move (see the [`SearchResult`]'s score). With a node or depth limit and a fresh or
    /// [`Searcher::clear`]ed searcher, the lines are the same on every machine and every run.
    pub fn analyse(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        multipv: usize,
    ) -> (SearchResult, Vec<Info>) {
        let control = Control {
            multipv,
            ..Control::default()
        };
        let wanted = multipv.clamp(1, pos.legal_moves().len().max(1));
        let mut done: Vec<Info> = Vec::new();
        let mut current: Vec<Info> = Vec::new();
        let result = self.search_with(pos, history, limits, &control, &mut |info| {
            if info.multipv == 1 {
                current.clear();
            }
            current.push(info.clone());
            if current.len() == wanted {
                done = std::mem::take(&mut current);
            }
        });
        if done.is_empty() {
            // Stopped within the first iteration (only possible for its later lines).
            done = current;
        }
        // Best first; an insertion sort (a handful of lines; no sorting routine in the wasm).
        for i in 1..done.len() {
            let mut j = i;
            while j > 0 && score_order(done[j - 1].score) < score_order(done[j].score) {
                done.swap(j - 1, j);
                j -= 1;
            }
        }
        (result, done)
    }

    /// The move the transposition table remembers for `pos`, if it is legal there (for a ponder
    /// move when the principal variation is too short).
    pub fn table_move(&self, pos: &Position) -> Option<Move> {
        self.tt
            .probe(pos.hash(), 0)
            .and_then(|h| h.mv)
            .filter(|&m| pos.is_legal(m))
    }

    /// Whether the time limits are on hold (see [`Control::hold`]).
    fn held(&self) -> bool {
        self.hold
            .as_ref()
            .is_some_and(|h| h.load(Ordering::Relaxed))
    }

    fn run(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: &Limits,
        control: &Control,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.start_ms = (self.clock)();
        self.nodes = 0;
        self.seldepth = 0;
        self.stopped = false;
        self.can_stop = false;
        self.time_limit_ms = limits.movetime_ms.unwrap_or(f64::INFINITY);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        if control.helper == 0 {
            self.tt.new_search();
        }
        self.keys.clear();
        self.keys.reserve(history.len() + MAX_PLY + 4);
        self.keys.extend_from_slice(history);
        self.killers = [[None; 2]; MAX_PLY + 2];
        self.evals[0] = if pos.is_check() {
            -INFINITY
        } else {
            self.evaluate(pos)
        };
        let divisor = f64::from(self.switches.lmr_divisor.max(1)) / 100.0;
        for (depth, row) in self.lmr.iter_mut().enumerate() {
            for (n, r) in row.iter_mut().enumerate() {
                let (d, n) = (depth.max(1) as f64, n.max(1) as f64);
                *r = (0.75 + d.ln() * n.ln() / divisor) as u8;
            }
        }

        let level = Level::get(limits.level);
        let mut rng = Rng::new(limits.seed ^ pos.hash());
        let mut max_depth = limits.depth.unwrap_or(u32::MAX).min(level.depth);
        if level.shallow_chance > 0.0 && rng.next_f64() < level.shallow_chance {
            max_depth = max_depth.saturating_sub(1);
        }
        let max_depth = max_depth.clamp(1, MAX_PLY as u32 - 4);

        // Root moves in the order the picker likes, the hash move first.
        self.root_moves.clear();
        let hash_move = self.tt.probe(pos.hash(), 0).and_then(|h| h.mv);
        let mut picker = MovePicker::new(pos, hash_move, [None; 3]);
        while let Some(mv) = picker.next(pos, &self.history) {
            self.root_moves.push(RootMove {
                mv,
                score: -INFINITY,
            });
        }
        if self.root_moves.iter().any(|r| control.only.contains(&r.mv)) {
            self.root_moves.retain(|r| control.only.contains(&r.mv));
        }
        if self.root_moves.is_empty() {
            let score = if pos.is_check() {
                Score::Mate(0)
            } else {
                Score::Cp(DRAW)
            };
            return SearchResult {
                best: None,
                score,
                depth: 0,
                nodes: 0,
                time_ms: 0.0,
                pv: Vec::new(),
            };
        }

        let lines = control.multipv.clamp(1, self.root_moves.len());
        let mut time_manager = control.soft_ms.map(TimeManager::new);
        let mut best_score = -INFINITY;
        let mut best_pv: Vec<Move> = vec![self.root_moves[0].mv];
        let mut completed = 0;
        // Nodes of the helpers, reported with the main search's.
        let helper_nodes = || {
            control
                .shared_nodes
                .as_ref()
                .filter(|_| control.helper == 0)
                .map_or(0, |n| n.load(Ordering::Relaxed))
        };
        'deepening: for depth in 1..=max_depth {
            // Helpers skip every other depth (half of them the odd ones, half the even ones).
            if control.helper > 0 && depth > 1 && depth < max_depth {
                let phase = control.helper.div_ceil(2) % 2;
                if (depth as usize + phase) % 2 == 0 {
                    continue;
                }
            }
            for line in 0..lines {
                // The line's score in the last iteration (its move has stood at its place since).
                let last = if line == 0 {
                    best_score
                } else {
                    self.root_moves[line].score
                };
                let score = self.aspiration(pos, depth as i32, last, level.margin, line);
                if self.stopped && (depth > 1 || line > 0) {
                    // A partial iteration still counts when it proved a new move better.
                    if line == 0 && self.pv_len[0] > 0 && self.pv[0][0] != best_pv.first().copied()
                    {
                        best_pv = self.principal_variation();
                        best_score = score.max(best_score);
                    }
                    break 'deepening;
                }
                let pv = self.principal_variation();
                if line == 0 {
                    completed = depth;
                    best_score = score;
                    best_pv.clone_from(&pv);
                }
                // This line's move first, the others by score (stable: ties keep their order).
                if let Some(i) = self.root_moves[line..]
                    .iter()
                    .position(|r| Some(r.mv) == pv.first().copied())
                {
                    self.root_moves[line..=line + i].rotate_right(1);
                }
                sort_by_score(&mut self.root_moves[line + 1..]);
                let info = Info {
                    multipv: line + 1,
                    depth,
                    seldepth: self.seldepth as u32,
                    score: Score::from_internal(score),
                    nodes: self.nodes + helper_nodes(),
                    time_ms: self.elapsed(),
                    hashfull: self.tt.hashfull(),
                    pv,
                };
                on_info(&info);
                self.can_stop = true;
            }
            if self.stopped || self.nodes >= self.node_limit || self.stop.load(Ordering::Relaxed) {
                break;
            }
            // A forced mate found within this depth will not change.
            if best_score.abs() >= MATE_BOUND && MATE - best_score.abs() <= depth as i32 {
                break;
            }
            if let Some(n) = control.mate {
                if best_score >= MATE_BOUND && (MATE - best_score + 1) / 2 <= n as i32 {
                    break;
                }
            }
            if self.root_moves.len() == 1 && depth >= 4 && self.time_limit_ms.is_finite() {
                break;
            }
            if let Some(tm) = &mut time_manager {
                let best = best_pv.first().copied().unwrap_or(self.root_moves[0].mv);
                let stop = tm.after_iteration(best, best_score, self.elapsed());
                if !self.held() && (stop || self.root_moves.len() == 1) {
                    break;
                }
            }
        }

        let mut best = best_pv.first().copied().unwrap_or(self.root_moves[0].mv);
        let mut score = best_score;
        if level.temperature > 0.0 {
            let scored: Vec<(Move, i32)> = self
                .root_moves
                .iter()
                .map(|r| (r.mv, if r.mv == best { best_score } else { r.score }))
                .collect();
            if let Some((m, s)) = choose(&scored, &level, &mut rng) {
                if m != best {
                    best_pv = vec![m];
                }
                best = m;
                score = s;
            }
        }
        SearchResult {
            best: Some(best),
            score: Score::from_internal(score),
            depth: completed,
            nodes: self.nodes + helper_nodes(),
            time_ms: self.elapsed(),
            pv: best_pv,
        }
    }

    fn elapsed(&self) -> f64 {
        (self.clock)() - self.start_ms
    }

    fn principal_variation(&self) -> Vec<Move> {
        self.pv[0][..self.pv_len[0]]
            .iter()
            .flatten()
            .copied()
            .collect()
    }

    /// One iteration, first with a narrow window around the last score.
    fn aspiration(
        &mut self,
        pos: &Position,
        depth: i32,
        last: i32,
        margin: i32,
        first: usize,
    ) -> i32 {
        let mut delta = 30;
        let (mut alpha, mut beta) = if depth >= 5 && last.abs() < MATE_BOUND && margin == 0 {
            (last - delta, last + delta)
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let score = self.root(pos, depth, alpha, beta, margin, first);
            if self.stopped {
                return score;
            }
            if score <= alpha && alpha > -INFINITY {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta && beta < INFINITY {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
            if delta > 1000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// The root of one iteration, over the root moves from `first` on (the earlier ones are the
    /// lines already found, see [`Control::multipv`]). With a `margin` (weaker levels) every move
    /// within it of the best gets an exact score, for the level's choice.
    fn root(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        margin: i32,
        first: usize,
    ) -> i32 {
        self.pv_len[0] = 0;
        let mut best = -INFINITY;
        let key = repetition_key(pos);
        self.keys.push(key);
        for i in first..self.root_moves.len() {
            let m = self.root_moves[i].mv;
            let mut child = *pos;
            child.play_unchecked(m);
            self.played[1] = Some(m);
            let score = if i == first {
                -self.negamax(&child, depth - 1, 1, -beta, -alpha, true)
            } else {
                let low = if margin > 0 && best > -INFINITY {
                    (best - margin).max(-INFINITY).min(alpha)
                } else {
                    alpha
                };
                let mut s = -self.negamax(&child, depth - 1, 1, -low - 1, -low, true);
                if s > low && s < beta && !self.stopped {
                    s = -self.negamax(&child, depth - 1, 1, -beta, -low, true);
                }
                s
            };
            if self.stopped {
                break;
            }
            self.root_moves[i].score = score;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(0, m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.keys.pop();
        best
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1];
        self.pv[ply][0] = Some(m);
        for i in 0..child_len {
            self.pv[ply][i + 1] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len + 1;
    }

    /// Checks the clock (every [`CLOCK_INTERVAL`] nodes), the node limit and the stop flag.
    #[inline]
    fn check_limits(&mut self) {
        if !self.can_stop {
            return;
        }
        let out_of_time = || {
            self.stop.load(Ordering::Relaxed)
                || (self.elapsed() >= self.time_limit_ms && !self.held())
        };
        if self.nodes >= self.node_limit || (self.nodes % CLOCK_INTERVAL == 0 && out_of_time()) {
            self.stopped = true;
        }
        if self.nodes % CLOCK_INTERVAL == 0 {
            if let Some(shared) = &self.publish_nodes {
                shared.fetch_add(CLOCK_INTERVAL, Ordering::Relaxed);
            }
        }
    }
}

/// The repetition key, cheaply: the full hash unless an en-passant square is recorded.
#[inline]
fn repetition_key(pos: &Position) -> u64 {
    if pos.ep_square().is_some() {
        pos.repetition_key()
    } else {
        pos.hash()
    }
}

/// A score as a number that orders scores for the side to move: a mate to give above every
/// centipawn score (the sooner the higher), a mate to suffer below (the later the higher).
fn score_order(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => MATE - n,
        Score::Mate(n) => -MATE - n,
    }
}

/// Sorts root moves by score, best first, keeping the order of equal scores (as a stable sort
/// would). An insertion sort: there are a few dozen root moves, and the standard library's sort
/// would add about 5 KB to the wasm build.
fn sort_by_score(moves: &mut [RootMove]) {
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && moves[j - 1].score < moves[j].score {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
}
