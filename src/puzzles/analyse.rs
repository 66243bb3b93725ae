//! Reproducible searches for finding and checking puzzles: every search starts from a cleared
//! table and is limited by depth only, so the same position and depth always give the same answer.

use crate::search::eval::Params;
use crate::search::{Control, Limits, Score, Searcher, Switches, MATE};
use crate::{Move, Position};

/// Transposition table of the analysis searcher, MB (the size takes part in the results).
pub const HASH_MB: usize = 4;

/// The search the puzzle file is verified with, written out here so that tuning the playing
/// engine (which changes [`Switches::DEFAULT`]) does not change which puzzles count as unique:
/// the engine of 2026-11-23 before exchange-based pruning (whose search found seven puzzles of
/// the file not unique; they were dropped).
pub const VERIFICATION_SWITCHES: Switches = Switches {
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
    see_quiet_margin: 0,
    see_capture_margin: 0,
    see_ordering: false,
    razor_margin: 0,
    null_eval_div: 0,
};

/// The evaluation the puzzle file is verified with, pinned for the same reason as
/// [`VERIFICATION_SWITCHES`]: the hand-set numbers in use before the Texel tuning.
pub const VERIFICATION_PARAMS: Params = Params {
    material: [100, 320, 330, 500, 950, 0],
    material_eg: [100, 320, 330, 500, 950, 0],
    mobility: [0, 12, 12, 9, 6, 0],
    mobility_eg: [0, 12, 12, 9, 6, 0],
    center: [0, 6, 3, 1, 2, 8],
    king_advance: 12,
    pawn_rank: [0, 0, 2, 6, 14, 28, 50, 0],
    pawn_rank_eg: [0, 0, 2, 6, 14, 28, 50, 0],
    passed: [0, 5, 8, 15, 30, 55, 90, 0],
    passed_eg: [0, 5, 8, 15, 30, 55, 90, 0],
    zone_attack: 2,
    safe_check: [0, 4, 4, 5, 6, 0],
    unsafe_check: 1,
    king_alone: 3,
    danger_div: 2,
    danger_max: 500,
    bishop_pair: 30,
    lone_king_edge: 20,
    lone_king_close: 10,
    tempo: 10,
};

/// A score as one number, larger is better: centipawns, or mates far beyond any centipawn
/// score (a quicker mate is larger).
pub fn value(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => MATE - n,
        Score::Mate(n) => -MATE - n,
    }
}

/// The two best root moves of a search.
#[derive(Clone, Debug)]
pub struct TopTwo {
    /// The best move and its score.
    pub best: (Move, Score),
    /// The best of the other moves and its score; `None` when there is only one legal move.
    pub second: Option<(Move, Score)>,
    /// The best line's moves as the search reported them, starting with the best move (may be
    /// just that move).
    pub pv: Vec<Move>,
}

/// What finding a move took ([`Analyst::finding`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The shallowest iteration from which the search's best move stays right (`None`: the
    /// move was not found).
    pub depth: Option<u32>,
    /// Nodes searched up to the end of that iteration.
    pub nodes: u64,
}

/// A searcher for analysis: clears itself before every search.
pub struct Analyst {
    searcher: Searcher,
}

impl Default for Analyst {
    fn default() -> Self {
        Analyst::new()
    }
}

impl Analyst {
    /// An analyst with a [`HASH_MB`] table, the [`VERIFICATION_SWITCHES`] and
    /// [`VERIFICATION_PARAMS`], and no clock (only depth limits are used).
    pub fn new() -> Analyst {
        let mut searcher = Searcher::new(HASH_MB, Box::new(|| 0.0));
        searcher.switches = VERIFICATION_SWITCHES;
        searcher.params = VERIFICATION_PARAMS;
        Analyst { searcher }
    }

    /// The best and second-best moves of `pos` at `depth` (a two-line search), or `None` when
    /// `pos` has no legal move.
    pub fn top_two(&mut self, pos: &Position, depth: u32) -> Option<TopTwo> {
        self.searcher.clear();
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let control = Control {
            multipv: 2,
            ..Control::default()
        };
        // The last report of each line is its deepest.
        let mut lines: [Option<(Move, Score)>; 2] = [None, None];
        let mut pv = Vec::new();
        let result = self
            .searcher
            .search_with(pos, &[], &limits, &control, &mut |info| {
                if let (Some(&m), 1..=2) = (info.pv.first(), info.multipv) {
                    lines[info.multipv - 1] = Some((m, info.score));
                    if info.multipv == 1 {
                        pv.clone_from(&info.pv);
                    }
                }
            });
        let best = result.best?;
        let first = match lines[0] {
            Some((m, score)) if m == best => (m, score),
            _ => (best, result.score),
        };
        if pv.first() != Some(&best) {
            pv = vec![best];
        }
        // A second line from an older iteration than the first is still that line's result.
        let second = lines[1].filter(|&(m, _)| m != best);
        Some(TopTwo {
            best: first,
            second,
            pv,
        })
    }

    /// How hard it is for the engine to find a move that `right` accepts in `pos`: one search
    /// to `max_depth` from a cleared table, its iterations read one by one. The answer is the
    /// shallowest depth from which every iteration's best move is right, and the nodes searched
    /// up to the end of that iteration; when the deepest iteration's move is wrong (or `pos` has
    /// no move), no depth and every node searched.
    pub fn finding(
        &mut self,
        pos: &Position,
        max_depth: u32,
        right: &dyn Fn(Move, Score) -> bool,
    ) -> Finding {
        self.searcher.clear();
        let limits = Limits {
            depth: Some(max_depth),
            ..Limits::default()
        };
        // The first report of the run of right moves that lasts to the end, and the nodes at
        // that iteration's last report.
        let mut found: Option<(u32, u64)> = None;
        let result = self.searcher.search(pos, &[], &limits, &mut |info| {
            let Some(&m) = info.pv.first() else { return };
            found = match found {
                _ if !right(m, info.score) => None,
                Some((depth, nodes)) if depth != info.depth => Some((depth, nodes)),
                _ => Some((info.depth, info.nodes)),
            };
        });
        match found {
            Some((depth, nodes)) => Finding {
                depth: Some(depth),
                nodes,
            },
            None => Finding {
                depth: None,
                nodes: result.nodes,
            },
        }
    }

    /// The engine's best move in `pos` at `depth` and its score, or `None` without legal moves.
    pub fn best(&mut self, pos: &Position, depth: u32) -> Option<(Move, Score)> {
        self.searcher.clear();
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let result = self.searcher.search(pos, &[], &limits, &mut |_| {});
        result.best.map(|m| (m, result.score))
    }
}
