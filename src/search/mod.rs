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
pub mod ordering;
pub mod see;
#[cfg(not(target_arch = "wasm32"))]
pub mod smp;
pub mod time;
pub mod tt;

use crate::moves::Move;
use crate::position::Position;
use eval::{evaluate, Params};
pub use levels::MAX_LEVEL;
use levels::{choose, Level, Rng};
use ordering::{capture_gain, is_noisy, History, MovePicker};
use see::see;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use time::TimeManager;
use tt::{Bound, TranspositionTable};

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

/// What to search: limits (all optional; no limit at all means the level's depth or, at the
/// maximum level, [`MAX_PLY`]), the playing level and the seed of its randomness.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Stop after this many milliseconds.
    pub movetime_ms: Option<f64>,
    /// Playing level, 1..=[`MAX_LEVEL`].
    pub level: u8,
    /// Seed of the weaker levels' choices.
    pub seed: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            depth: None,
            nodes: None,
            movetime_ms: None,
            level: MAX_LEVEL,
            seed: 0,
        }
    }
}

/// What a search driven by a protocol (UCI) needs beyond [`Limits`]. The default changes
/// nothing: [`Searcher::search`] is [`Searcher::search_with`] with `Control::default()`.
#[derive(Clone, Debug, Default)]
pub struct Control {
    /// The time to aim for, in ms (see [`time::TimeManager`]): no new iteration once it is used
    /// up. [`Limits::movetime_ms`] stays the hard limit.
    pub soft_ms: Option<f64>,
    /// How many best lines to search and report (0 and 1: one). Each line excludes the first
    /// moves of the lines before it.
    pub multipv: usize,
    /// Stop as soon as a mate in at most this many moves is found.
    pub mate: Option<u32>,
    /// Search only these root moves (empty, or none of them legal: all moves).
    pub only: Vec<Move>,
    /// A stop flag to obey instead of the searcher's own; the search never clears it (so a stop
    /// sent before the search starts is not lost).
    pub stop: Option<Arc<AtomicBool>>,
    /// A helper of a parallel search (0: the main search): it starts no new table generation
    /// and skips some depths so that the threads spread over different depths.
    pub helper: usize,
    /// Nodes searched by the helpers of a parallel search: helpers add to it as they go, the
    /// main search adds it to the nodes it reports.
    pub shared_nodes: Option<Arc<AtomicU64>>,
    /// While this flag is set no time limit applies (pondering, `go infinite`); once it is
    /// cleared, the limits apply, counted from the start of the search.
    pub hold: Option<Arc<AtomicBool>>,
}

/// A score as shown to people: centipawns or moves to mate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns from the side to move's view.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move gets mated).
    Mate(i32),
}

impl Score {
    /// From an internal score (see [`MATE`]).
    pub fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Cp(score)
        }
    }
}

impl fmt::Display for Score {
    /// `cp 35` or `mate -2`, as in UCI info lines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// Progress after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    /// Which line this is, 1 for the best (see [`Control::multipv`]).
    pub multipv: usize,
    /// The iteration's depth.
    pub depth: u32,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// The best score.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub time_ms: f64,
    /// Transposition-table use in permille.
    pub hashfull: u32,
    /// The principal variation.
    pub pv: Vec<Move>,
}

impl Info {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.time_ms.max(1.0)) as u64
    }
}

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move.
    pub best: Option<Move>,
    /// Its score (for a position without moves: mated or stalemate).
    pub score: Score,
    /// The last completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds used.
    pub time_ms: f64,
    /// The principal variation, starting with `best`.
    pub pv: Vec<Move>,
}

/// Search techniques that can be switched off, and their margins: for measuring by self-play
/// what each is worth (see `src/search/TUNING.md`).
#[derive(Clone, Debug, PartialEq)]
pub struct Switches {
    /// Null-move pruning.
    pub null_move: bool,
    /// The null move's depth reduction at depth 3 (it grows by one every 4 plies).
    pub null_reduction: i32,
    /// Late-move reductions.
    pub lmr: bool,
    /// Reverse futility pruning, with this margin per ply (0: off).
    pub rfp_margin: i32,
    /// Extend checks by one ply.
    pub check_extension: bool,
    /// Delta pruning in quiescence search, with this margin (0: off).
    pub delta_margin: i32,
    /// Late-move pruning: near the leaves, skip quiet moves after the first
    /// `3 + depth² · lmp_percent / 100`.
    pub late_move_pruning: bool,
    /// See `late_move_pruning`.
    pub lmp_percent: i32,
    /// Futility pruning: near the leaves, skip quiet moves when the evaluation plus this margin
    /// per ply is below alpha (0: off).
    pub futility_margin: i32,
    /// Deepest remaining depth where late-move and futility pruning apply.
    pub prune_depth: i32,
    /// Late-move reduction = 0.75 + ln(depth) · ln(move number) / (this / 100).
    pub lmr_divisor: i32,
    /// Internal iterative reduction: one ply less where the table has no move (depth ≥ 4).
    pub iir: bool,
    /// Prune and reduce more where the static evaluation is not better than two plies ago.
    pub improving: bool,
    /// Reduce late quiet moves one ply less (more) per this much history above (below) zero
    /// (0: history does not change reductions).
    pub history_lmr: i32,
    /// Try the move that last refuted the opponent's previous move right after the killers.
    pub counter_moves: bool,
    /// Quiescence search reads and writes the transposition table.
    pub qs_table: bool,
    /// Near the leaves, skip a quiet move whose exchange on its square ([`see::see`]) loses more
    /// than this per ply (0: off).
    pub see_quiet_margin: i32,
    /// Near the leaves, skip a capture whose exchange loses more than this per ply (0: off).
    pub see_capture_margin: i32,
    /// Captures that lose material by the exchange evaluation are ordered last and skipped by
    /// quiescence search (off: those landing on an attacked square with a cheaper victim).
    pub see_ordering: bool,
    /// Razoring: near the leaves, drop into quiescence search when the evaluation plus this
    /// margin per ply is below alpha (0: off).
    pub razor_margin: i32,
    /// The null move's reduction grows by one per this much the evaluation is above beta (at
    /// most 3; 0: off).
    pub null_eval_div: i32,
}

impl Switches {
    /// Everything on: the engine as it plays.
    pub const DEFAULT: Switches = Switches {
        null_move: true,
        null_reduction: 3,
        lmr: true,
        rfp_margin: 90,
        check_extension: true,
        delta_margin: 200,
        late_move_pruning: true,
        lmp_percent: 50,
        futility_margin: 100,
        prune_depth: 3,
        lmr_divisor: 225,
        iir: true,
        improving: false,
        history_lmr: 0,
        counter_moves: true,
        qs_table: false,
        see_quiet_margin: 60,
        see_capture_margin: 0,
        see_ordering: false,
        razor_margin: 0,
        null_eval_div: 0,
    };

    /// Sets a switch by name (the field's name); booleans
    /// are `0`/`1`.
    ///
    /// # Errors
    /// A message naming the unknown switch or the bad value.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
        let v: i32 = value
            .parse()
            .map_err(|_| format!("switch {name}: '{value}' is not a whole number"))?;
        match name {
            "null_move" => self.null_move = v != 0,
            "null_reduction" => self.null_reduction = v,
            "lmr" => self.lmr = v != 0,
            "rfp_margin" => self.rfp_margin = v,
            "check_extension" => self.check_extension = v != 0,
            "delta_margin" => self.delta_margin = v,
            "late_move_pruning" => self.late_move_pruning = v != 0,
            "futility_margin" => self.futility_margin = v,
            "lmp_percent" => self.lmp_percent = v,
            "prune_depth" => self.prune_depth = v,
            "lmr_divisor" => self.lmr_divisor = v.max(1),
            "iir" => self.iir = v != 0,
            "improving" => self.improving = v != 0,
            "history_lmr" => self.history_lmr = v.max(0),
            "counter_moves" => self.counter_moves = v != 0,
            "qs_table" => self.qs_table = v != 0,
            "see_quiet_margin" => self.see_quiet_margin = v.max(0),
            "see_capture_margin" => self.see_capture_margin = v.max(0),
            "see_ordering" => self.see_ordering = v != 0,
            "razor_margin" => self.razor_margin = v.max(0),
            "null_eval_div" => self.null_eval_div = v.max(0),
            _ => return Err(format!("unknown switch '{name}'")),
        }
        Ok(())
    }
}

impl Default for Switches {
    fn default() -> Self {
        Switches::DEFAULT
    }
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

    /// Whether the game is drawn here by the rules the search knows: fifty moves, bare kings,
    /// or a repetition of any earlier position (of the game or of the search path).
    fn is_draw(&self, pos: &Position) -> bool {
        let clock = pos.halfmove_clock() as usize;
        if clock >= 100 {
            return !pos.is_check() || pos.has_legal_moves();
        }
        if pos.is_bare_kings() {
            return true;
        }
        if clock < 4 {
            return false;
        }
        let key = repetition_key(pos);
        let len = self.keys.len();
        let window = clock.min(len);
        // Same side to move: every second position back, starting two plies back.
        self.keys[len - window..len]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|&k| k == key)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        allow_null: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        let in_check = pos.is_check();
        if in_check && self.switches.check_extension && ply < 2 * MAX_PLY / 3 {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, ply, alpha, beta);
        }
        self.nodes += 1;
        self.check_limits();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if self.is_draw(pos) {
            return DRAW;
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        // Mate distance pruning: no result here can beat a mate found nearer the root.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let pv_node = beta - alpha > 1;

        let hash = pos.hash();
        let hit = self.tt.probe(hash, ply);
        if let Some(h) = hit {
            let usable = match h.bound {
                Bound::Exact => true,
                Bound::Lower => h.score >= beta,
                Bound::Upper => h.score <= alpha,
            };
            if !pv_node && h.depth >= depth && usable {
                return h.score;
            }
        }
        let eval = match (in_check, hit) {
            (true, _) => -INFINITY,
            (false, Some(h)) => h.eval,
            (false, None) => self.evaluate(pos),
        };
        self.evals[ply] = eval;
        // Better than two plies ago (a position after a check counts as better).
        let improving = ply < 2 || eval > self.evals[ply - 2];
        let worsening = self.switches.improving && !in_check && !improving;

        if !pv_node && !in_check && beta.abs() < MATE_BOUND {
            // Razoring: far below alpha near the leaves, only captures could help.
            let razor = self.switches.razor_margin;
            if razor > 0 && depth <= 2 && eval + razor * depth < alpha {
                let score = self.quiescence(pos, ply, alpha, alpha + 1);
                if score <= alpha {
                    return score;
                }
            }
            // Reverse futility: far above beta near the leaves (nearer when improving).
            let margin = self.switches.rfp_margin;
            let rfp_depth = if self.switches.improving && improving {
                depth - 1
            } else {
                depth
            };
            if margin > 0 && depth <= 6 && eval - margin * rfp_depth >= beta {
                return eval;
            }
            // Null move: if passing still holds beta, a real move will too (zugzwang aside).
            if self.switches.null_move
                && allow_null
                && depth >= 3
                && eval >= beta
                && has_pieces(pos)
            {
                if let Some(child) = pos.null_move() {
                    let mut r = self.switches.null_reduction + (depth - 3) / 4;
                    if self.switches.null_eval_div > 0 {
                        r += ((eval - beta) / self.switches.null_eval_div).min(3);
                    }
                    self.keys.push(repetition_key(pos));
                    self.played[ply + 1] = None;
                    let score = -self.negamax(&child, depth - r, ply + 1, -beta, -beta + 1, false);
                    self.keys.pop();
                    if self.stopped {
                        return 0;
                    }
                    if score >= beta {
                        return if score >= MATE_BOUND { beta } else { score };
                    }
                }
            }
        }

        let hash_move = hit.and_then(|h| h.mv);
        if self.switches.iir && depth >= 4 && hash_move.is_none() {
            depth -= 1;
        }
        let killers = self.killers[ply];
        let counter = self.played[ply]
            .filter(|_| self.switches.counter_moves)
            .and_then(|p| self.counters[p.from.index()][p.to.index()])
            .filter(|c| !killers.contains(&Some(*c)));
        let mut picker = MovePicker::new(pos, hash_move, [killers[0], killers[1], counter]);
        picker.exchange_test(self.switches.see_ordering);
        if picker.legal_count() == 0 {
            return if in_check { -MATE + ply as i32 } else { DRAW };
        }
        self.keys.push(repetition_key(pos));
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut bound = Bound::Upper;
        let mut quiets = [None; 64];
        let mut quiet_count = 0;
        let mut searched: i32 = 0;
        let prune_quiets = !pv_node && !in_check && depth <= self.switches.prune_depth;
        let futile = {
            let margin = self.switches.futility_margin;
            prune_quiets && margin > 0 && eval + margin * depth <= alpha
        };
        let late_move_limit = if prune_quiets && self.switches.late_move_pruning {
            let limit = 3 + depth * depth * self.switches.lmp_percent / 100;
            if worsening {
                limit * 2 / 3
            } else {
                limit
            }
        } else {
            i32::MAX
        };
        while let Some(m) = picker.next(pos, &self.history) {
            let noisy = is_noisy(pos, m);
            let mut child = *pos;
            child.play_unchecked(m);
            // Near the leaves, late or hopeless quiet moves are not worth a look (but one move
            // is always searched, so that a mate is never mistaken for a pruned tree).
            if !noisy
                && searched > 0
                && best > -MATE_BOUND
                && (futile || searched >= late_move_limit)
            {
                picker.skip_quiet_order();
                if !child.is_check() {
                    continue;
                }
            }
            // Near the leaves, a move that loses material on its square is not worth a look
            // either (checks aside).
            if prune_quiets && searched > 0 && best > -MATE_BOUND {
                let margin = if noisy {
                    self.switches.see_capture_margin
                } else {
                    self.switches.see_quiet_margin
                };
                if margin > 0 && see(pos, m) < -margin * depth && !child.is_check() {
                    continue;
                }
            }
            searched += 1;
            self.played[ply + 1] = Some(m);
            let new_depth = depth - 1;
            let score = if searched == 1 {
                -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, true)
            } else {
                let mut r = 0;
                if self.switches.lmr
                    && depth >= 3
                    && searched > 3
                    && !noisy
                    && !in_check
                    && !child.is_check()
                {
                    r = i32::from(self.lmr[depth.min(63) as usize][searched.min(63) as usize]);
                    if pv_node {
                        r -= 1;
                    }
                    if killers.contains(&Some(m)) || counter == Some(m) {
                        r -= 1;
                    }
                    if worsening {
                        r += 1;
                    }
                    if self.switches.history_lmr > 0 {
                        r -= self.history.get(pos.turn(), m) / self.switches.history_lmr;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.negamax(&child, new_depth - r, ply + 1, -alpha - 1, -alpha, true);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, new_depth, ply + 1, -alpha - 1, -alpha, true);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, new_depth, ply + 1, -beta, -alpha, true);
                }
                s
            };
            if self.stopped {
                self.keys.pop();
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    bound = Bound::Exact;
                    self.update_pv(ply, m);
                    if score >= beta {
                        bound = Bound::Lower;
                        if !noisy {
                            self.reward_quiet(pos, ply, m, depth, &quiets[..quiet_count]);
                        }
                        break;
                    }
                }
            }
            if !noisy && quiet_count < quiets.len() {
                quiets[quiet_count] = Some(m);
                quiet_count += 1;
            }
        }
        self.keys.pop();
        let stored_eval = if in_check { 0 } else { eval };
        self.tt
            .store(hash, ply, best_move, best, stored_eval, depth, bound);
        best
    }

    /// A quiet move caused a cut-off: make it a killer, raise its history, lower the history of
    /// the quiet moves tried before it.
    fn reward_quiet(
        &mut self,
        pos: &Position,
        ply: usize,
        m: Move,
        depth: i32,
        tried: &[Option<Move>],
    ) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(m) {
            killers[1] = killers[0];
            killers[0] = Some(m);
        }
        if let Some(p) = self.played[ply] {
            self.counters[p.from.index()][p.to.index()] = Some(m);
        }
        let bonus = (depth * depth).min(400) * 16;
        let color = pos.turn();
        self.history.update(color, m, bonus);
        for &q in tried.iter().flatten() {
            self.history.update(color, q, -bonus);
        }
    }

    /// Captures and queen promotions until the position is quiet (all moves when in check).
    fn quiescence(&mut self, pos: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.pv_len[ply] = 0;
        self.nodes += 1;
        self.check_limits();
        if self.stopped {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        if pos.is_bare_kings() {
            return DRAW;
        }
        let hash = pos.hash();
        let hit = if self.switches.qs_table {
            self.tt.probe(hash, ply)
        } else {
            None
        };
        if let Some(h) = hit {
            let usable = match h.bound {
                Bound::Exact => true,
                Bound::Lower => h.score >= beta,
                Bound::Upper => h.score <= alpha,
            };
            if usable && beta - alpha == 1 {
                return h.score;
            }
        }
        let alpha_in = alpha;
        let in_check = pos.is_check();
        let mut best;
        let mut best_move = None;
        let mut picker;
        let mut stand_pat = -INFINITY;
        if in_check {
            picker = MovePicker::new(pos, None, [None; 3]);
            if picker.legal_count() == 0 {
                return -MATE + ply as i32;
            }
            best = -INFINITY;
        } else {
            stand_pat = match hit {
                Some(h) => h.eval,
                None => self.evaluate(pos),
            };
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
            picker = MovePicker::noisy(pos, self.switches.see_ordering);
        }
        let delta = self.switches.delta_margin;
        while let Some(m) = picker.next(pos, &self.history) {
            // Delta pruning: even winning this piece for free would not reach alpha.
            if !in_check && delta > 0 && stand_pat + capture_gain(pos, m) + delta <= alpha {
                continue;
            }
            let mut child = *pos;
            child.play_unchecked(m);
            let score = -self.quiescence(&child, ply + 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        // Only where the table has nothing deeper to lose.
        if self.switches.qs_table && hit.is_none_or(|h| h.depth == 0) {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha_in {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let stored_eval = if in_check { 0 } else { stand_pat };
            self.tt
                .store(hash, ply, best_move, best, stored_eval, 0, bound);
        }
        best
    }
}

/// Whether the side to move has a piece other than pawns and king (null move is unsafe in pawn
/// endings, where zugzwang is common).
fn has_pieces(pos: &Position) -> bool {
    let us = pos.turn();
    let pawns_and_king =
        pos.pieces(us, crate::types::Role::Pawn) | pos.pieces(us, crate::types::Role::King);
    (pos.by_color(us) & !pawns_and_king).any()
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
