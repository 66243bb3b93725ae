//! Finding puzzles in engine games between playing levels.
//!
//! Game `g` of a run with seed `S` starts with 2 to 6 random legal moves drawn from a generator
//! seeded by `S` and `g`; then white and black play at levels drawn from [`Config::levels`] by the
//! same generator (weaker levels choose among good moves and miss what lies beyond their horizon,
//! so mistakes happen: see `search::levels`). After every engine move the new position is scanned
//! at [`SCAN_DEPTH`] by the verification search ([`Analyst`]); the game stops once a side is
//! [`DECIDED`] ahead, or after [`MAX_PLIES`].
//!
//! A puzzle starts right after the opponent's mistake: the position before the opponent's move
//! scanned within [`BALANCED`] (either side), and the puzzle position then winning for the player:
//!
//! - the scan finds a mate in 1 to [`MAX_MATE`]: the solver ([`unique_key`]) proves the shortest
//!   mate and its unique key, then the line goes on with a longest defence (the engine's reply at
//!   [`SCAN_DEPTH`] if it holds out longest, else the first that does), and so on to the mate;
//! - the scan's two lines make the best move a material puzzle's first move
//!   ([`material_unique`]): the line is built at [`MATERIAL_DEPTH`] (each player move first
//!   passing the same test at [`QUICK_DEPTH`]) — the two-line search's best
//!   move, unique, and the engine's reply from its line — until material is won ([`is_won`]),
//!   at most [`MAX_MATERIAL_MOVES`] player moves.
//!
//! A candidate becomes a puzzle if [`verify`](super::verify::verify) accepts it and the fifty-move rule cannot end a game
//! before its solution does. Repeated positions are kept once (the first found). Every limit is a
//! depth or a node count: the result depends only on the arguments. Games `first..first + games`
//! of a seed can be generated apart (shards) and merged ([`merge`]).

use super::analyse::{value, Analyst};
use super::difficulty::{measure, rating};
use super::themes::themes;
use super::verify::{
    check_line, is_won, material_unique, prove_mate, prover, unique_key, MATERIAL_DEPTH,
};
use super::{
    position_key, puzzle_id, replay, Kind, LastMove, Puzzle, MAX_MATE, MAX_MATERIAL_MOVES,
};
use crate::search::levels::Rng;
use crate::search::{Limits, Score, Searcher};
use crate::{Game, Move, Position};
use std::collections::{BTreeMap, BTreeSet};

/// Depth of the search that scans positions (two lines after a balanced position, one otherwise).
pub const SCAN_DEPTH: u32 = 4;
/// Depth of the two-line search a material line's player move passes before the one at
/// [`MATERIAL_DEPTH`] (a filter that saves time; the deep search decides).
pub const QUICK_DEPTH: u32 = 8;
/// Games stop after this many plies.
pub const MAX_PLIES: usize = 160;
/// The position before the opponent's mistake is within this many centipawns of equality.
pub const BALANCED: i32 = 150;
/// A game stops once the side to move is this far ahead or behind (centipawns; a mate too), by
/// the scan or by the player's own search.
pub const DECIDED: i32 = 1200;
/// A position whose player's own search scores it further than this from equality is taken as
/// not balanced without a scan.
pub const PREFILTER: i32 = 500;

/// How to generate.
#[derive(Clone, Debug)]
pub struct Config {
    /// Number of games.
    pub games: u32,
    /// The first game's number (games `first..first + games` of the seed).
    pub first: u32,
    /// Seed of the openings and the levels.
    pub seed: u64,
    /// The levels the players are drawn from (each side its own), inclusive.
    pub levels: (u8, u8),
}

/// What a run found, and what it refused.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The puzzles, by rating then id.
    pub puzzles: Vec<Puzzle>,
    /// Games played.
    pub games: u64,
    /// Plies played by the engines.
    pub plies: u64,
    /// Positions scanned.
    pub positions: u64,
    /// Positions right after a move from a balanced position (the only ones searched for
    /// puzzles).
    pub after_balanced: u64,
    /// Candidates found by the scan: mates.
    pub mate_candidates: u64,
    /// Candidates found by the scan: material.
    pub material_candidates: u64,
    /// Candidates refused, by reason.
    pub refused: BTreeMap<String, u64>,
}

impl Report {
    fn refuse(&mut self, reason: &str) {
        *self.refused.entry(reason.to_string()).or_default() += 1;
    }

    /// Adds another run's counts (not its puzzles).
    pub fn add_counts(&mut self, other: &Report) {
        self.games += other.games;
        self.plies += other.plies;
        self.positions += other.positions;
        self.after_balanced += other.after_balanced;
        self.mate_candidates += other.mate_candidates;
        self.material_candidates += other.material_candidates;
        for (k, v) in &other.refused {
            *self.refused.entry(k.clone()).or_default() += v;
        }
    }

    /// The counts as `key=value` words on one line (see [`Report::parse_counts`]).
    pub fn counts_line(&self) -> String {
        let mut words = vec![
            format!("games={}", self.games),
            format!("plies={}", self.plies),
            format!("positions={}", self.positions),
            format!("after_balanced={}", self.after_balanced),
            format!("mate_candidates={}", self.mate_candidates),
            format!("material_candidates={}", self.material_candidates),
            format!("puzzles={}", self.puzzles.len()),
        ];
        for (k, v) in &self.refused {
            words.push(format!("refused:{}={v}", k.replace(' ', "_")));
        }
        words.join(" ")
    }

    /// Reads the counts of [`Report::counts_line`] (puzzles are not read).
    pub fn parse_counts(line: &str) -> Report {
        let mut r = Report::default();
        for word in line.split_whitespace() {
            let Some((k, v)) = word.split_once('=') else {
                continue;
            };
            let Ok(v) = v.parse::<u64>() else { continue };
            match k {
                "games" => r.games = v,
                "plies" => r.plies = v,
                "positions" => r.positions = v,
                "after_balanced" => r.after_balanced = v,
                "mate_candidates" => r.mate_candidates = v,
                "material_candidates" => r.material_candidates = v,
                _ => {
                    if let Some(reason) = k.strip_prefix("refused:") {
                        r.refused.insert(reason.replace('_', " "), v);
                    }
                }
            }
        }
        r
    }
}

/// Plays the games and collects their puzzles; `progress` hears one line per game.
pub fn generate(config: &Config, progress: &mut dyn FnMut(&str)) -> Report {
    let mut report = Report::default();
    let mut seen = BTreeSet::new();
    let mut player = Searcher::new(16, Box::new(|| 0.0));
    let mut analyst = Analyst::new();
    for g in config.first..config.first + config.games {
        let before = report.puzzles.len();
        let plies = play_and_scan(config, g, &mut player, &mut analyst, &mut seen, &mut report);
        report.games += 1;
        progress(&format!(
            "game {g}: {plies} plies, {} puzzles (total {}, {} positions)",
            report.puzzles.len() - before,
            report.puzzles.len(),
            report.positions
        ));
    }
    sort(&mut report.puzzles);
    report
}

/// Sorts puzzles as the file keeps them: by rating, then id.
pub fn sort(puzzles: &mut [Puzzle]) {
    puzzles.sort_by(|a, b| (a.rating, &a.id).cmp(&(b.rating, &b.id)));
}

/// Puzzles of several runs in one list: each position once (the first run's puzzle), themes and
/// ratings recomputed by the current rules (the ratings measured again with `analyst`, see
/// [`super::difficulty`]), sorted.
pub fn merge(runs: Vec<Vec<Puzzle>>, analyst: &mut Analyst) -> Vec<Puzzle> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for p in runs.into_iter().flatten() {
        if !seen.insert(position_key(&p.fen)) {
            continue;
        }
        let Some(kind) = Kind::of(&p) else { continue };
        let Ok((positions, moves)) = replay(&p) else {
            continue;
        };
        let mut p = p;
        p.themes = themes(kind, &positions, &moves);
        let Ok(m) = measure(&p, analyst) else {
            continue;
        };
        p.rating = rating(&m);
        out.push(p);
    }
    sort(&mut out);
    out
}

/// Leaves out mates, shortest first (and among them the largest ids), until at least
/// `min_percent` % of the puzzles are material puzzles; returns how many were left out.
pub fn keep_material_share(puzzles: &mut Vec<Puzzle>, min_percent: usize) -> usize {
    let material = puzzles
        .iter()
        .filter(|p| Kind::of(p) == Some(Kind::Material))
        .count();
    // The most puzzles with that share: material * 100 / min_percent.
    let most = (material * 100)
        .checked_div(min_percent)
        .unwrap_or(usize::MAX);
    let excess = puzzles.len().saturating_sub(most);
    if excess == 0 {
        return 0;
    }
    let mut mates: Vec<(u32, String)> = puzzles
        .iter()
        .filter_map(|p| match Kind::of(p) {
            Some(Kind::Mate(n)) => Some((n, p.id.clone())),
            _ => None,
        })
        .collect();
    // Shortest mates first, the largest ids first among them.
    mates.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    let out: BTreeSet<String> = mates.into_iter().take(excess).map(|(_, id)| id).collect();
    puzzles.retain(|p| !out.contains(&p.id));
    out.len()
}

/// One game, scanned as it is played; returns its plies.
fn play_and_scan(
    config: &Config,
    g: u32,
    player: &mut Searcher,
    analyst: &mut Analyst,
    seen: &mut BTreeSet<String>,
    report: &mut Report,
) -> usize {
    let mut rng = Rng::new(config.seed ^ u64::from(g).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut game = Game::new(Position::start());
    let opening = 2 + rng.below(5);
    for _ in 0..opening {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.play(moves[rng.below(moves.len())]).is_err() {
            break;
        }
    }
    let (lo, hi) = (config.levels.0.min(config.levels.1), config.levels.1);
    let span = usize::from(hi - lo) + 1;
    let levels = [lo + rng.below(span) as u8, lo + rng.below(span) as u8];
    player.clear();
    // Whether the position before the last move was scanned within [`BALANCED`].
    let mut previous_balanced = false;
    while game.outcome().is_none() && game.ply() < MAX_PLIES {
        let history: Vec<u64> = (0..game.ply())
            .filter_map(|i| game.position_at(i).map(|p| p.repetition_key()))
            .collect();
        let limits = Limits {
            level: levels[game.ply() % 2],
            seed: config.seed ^ u64::from(g),
            ..Limits::default()
        };
        let pos = *game.position();
        let result = player.search(&pos, &history, &limits, &mut |_| {});
        let Some(m) = result.best else { break };
        // The scan of this position: a candidate if the position before was balanced; otherwise
        // only whether it is balanced itself (not when the player's own search already sees it
        // far from it).
        let fresh = previous_balanced && seen.insert(position_key(&pos.fen()));
        let scanned = if fresh {
            report.positions += 1;
            report.after_balanced += 1;
            let Some(top) = analyst.top_two(&pos, SCAN_DEPTH) else {
                break;
            };
            if let Some(puzzle) = candidate(&pos, &top, analyst, report) {
                let ply = game.ply();
                let last = game
                    .position_at(ply - 1)
                    .zip(game.moves().get(ply - 1))
                    .map(|(before, m)| LastMove {
                        fen: before.fen(),
                        uci: m.uci(),
                    });
                report.puzzles.push(Puzzle { last, ..puzzle });
            }
            Some(value(top.best.1))
        } else if value(result.score).abs() <= PREFILTER {
            report.positions += 1;
            analyst.best(&pos, SCAN_DEPTH).map(|(_, s)| value(s))
        } else {
            None
        };
        if value(result.score).abs() >= DECIDED || scanned.is_some_and(|v| v.abs() >= DECIDED) {
            break;
        }
        previous_balanced = scanned.is_some_and(|v| v.abs() <= BALANCED);
        if game.play(m).is_err() {
            break;
        }
        report.plies += 1;
    }
    game.ply()
}

/// The puzzle that starts at `pos` (scanned: `top`), if there is one.
fn candidate(
    pos: &Position,
    top: &super::analyse::TopTwo,
    analyst: &mut Analyst,
    report: &mut Report,
) -> Option<Puzzle> {
    let line = match top.best.1 {
        Score::Mate(n) if (1..=MAX_MATE as i32).contains(&n) => {
            report.mate_candidates += 1;
            match mate_line(pos, n as u32, analyst) {
                Ok(line) => (Kind::Mate(line.len().div_ceil(2) as u32), line),
                Err(why) => {
                    report.refuse(&why);
                    return None;
                }
            }
        }
        Score::Cp(_) if material_unique(top, true) => {
            report.material_candidates += 1;
            match material_line(pos, analyst) {
                Ok(line) => (Kind::Material, line),
                Err(why) => {
                    report.refuse(&why);
                    return None;
                }
            }
        }
        _ => return None,
    };
    match finish(pos, &line, analyst) {
        Ok(p) => Some(p),
        Err(why) => {
            report.refuse(&why);
            None
        }
    }
}

/// The line of a proven mate from `start`, which the scan saw as a mate in `scanned`: the
/// shortest mate's unique key, a longest defence, the next key, … (see the module).
fn mate_line(start: &Position, scanned: u32, analyst: &mut Analyst) -> Result<Vec<Move>, String> {
    let mut prover = prover();
    let spent = || "mate: not proven within the node budget".to_string();
    // The shortest mate (the scan may have seen a longer one).
    let mut n = None;
    for r in 1..=scanned {
        if prover.mates_in(start, r as u8).ok_or_else(spent)? {
            n = Some(r);
            break;
        }
    }
    let n = n.ok_or("mate: the solver finds no mate")?;
    let mut pos = *start;
    let mut line = Vec::new();
    for r in (1..=n).rev() {
        let m = unique_key(&pos, r, &mut prover).map_err(|e| {
            if e.contains("budget") {
                spent()
            } else if e.contains("keys") {
                "mate: more than one key".to_string()
            } else {
                format!("mate: {e}")
            }
        })?;
        pos.play(m).map_err(|e| e.to_string())?;
        line.push(m);
        if r == 1 {
            break;
        }
        // A longest defence: no reply avoids the mate in r - 1; one that allows no mate in r - 2.
        let engine = analyst.best(&pos, SCAN_DEPTH).map(|b| b.0);
        let mut replies: Vec<Move> = pos.legal_moves().iter().copied().collect();
        if let Some(e) = engine {
            replies.retain(|&m| m != e);
            replies.insert(0, e);
        }
        let mut chosen = None;
        for reply in replies {
            let mut next = pos;
            next.play_unchecked(reply);
            if !prover.mates_in(&next, (r - 2) as u8).ok_or_else(spent)? {
                chosen = Some(reply);
                break;
            }
        }
        let reply = chosen.ok_or("mate: no reply holds out (a shorter mate)")?;
        pos.play(reply).map_err(|e| e.to_string())?;
        line.push(reply);
    }
    if pos.is_checkmate() {
        Ok(line)
    } else {
        Err("mate: the line does not end in mate".to_string())
    }
}

/// The line of a material puzzle at [`MATERIAL_DEPTH`] (see the module).
fn material_line(start: &Position, analyst: &mut Analyst) -> Result<Vec<Move>, String> {
    let mut pos = *start;
    let mut line = Vec::new();
    loop {
        let first = line.is_empty();
        // A cheaper search first: most candidates that fail, fail there already.
        let quick = analyst
            .top_two(&pos, QUICK_DEPTH)
            .ok_or("material: no legal move")?;
        if !material_unique(&quick, first) {
            return Err(format!(
                "material: not unique at depth {QUICK_DEPTH} ({} move)",
                if first { "first" } else { "later" }
            ));
        }
        let top = analyst
            .top_two(&pos, MATERIAL_DEPTH)
            .ok_or("material: no legal move")?;
        if !material_unique(&top, first) {
            return Err(if first {
                "material: not unique at depth 12 (first move)".to_string()
            } else {
                "material: not unique at depth 12 (later move)".to_string()
            });
        }
        pos.play(top.best.0).map_err(|e| e.to_string())?;
        line.push(top.best.0);
        if is_won(start, &pos, analyst) {
            return Ok(line);
        }
        if line.len().div_ceil(2) >= MAX_MATERIAL_MOVES {
            return Err("material: not won within the moves allowed".to_string());
        }
        let &reply = top.pv.get(1).ok_or("material: the line stops")?;
        pos.play(reply).map_err(|e| e.to_string())?;
        line.push(reply);
        if !pos.has_legal_moves() {
            return Err("material: the line ends the game".to_string());
        }
    }
}

/// The puzzle for a candidate line, with its themes and rating (see the module).
fn finish(
    pos: &Position,
    (kind, line): &(Kind, Vec<Move>),
    analyst: &mut Analyst,
) -> Result<Puzzle, String> {
    // The fifty-move rule must not end a game before its solution does.
    if pos.halfmove_clock() as usize + line.len() >= 100 {
        return Err("the fifty-move rule".to_string());
    }
    let fen = pos.fen();
    let moves: Vec<String> = line.iter().map(|m| m.uci()).collect();
    let mut puzzle = Puzzle {
        id: puzzle_id(&fen, &moves),
        fen,
        moves,
        rating: 0,
        themes: vec![kind.theme()],
        last: None,
    };
    let (positions, played) = replay(&puzzle)?;
    puzzle.themes = themes(*kind, &positions, &played);
    puzzle.rating = rating(&measure(&puzzle, analyst)?);
    check_line(&puzzle).map_err(|e| format!("line: {e}"))?;
    // A material line was built by the searches of [`check_material`] themselves, in the same
    // order from cleared tables: repeating them would give the same answers. A mate is proven
    // again as the tests prove it (a fresh prover, the same questions).
    if matches!(kind, Kind::Mate(_)) {
        prove_mate(&puzzle).map_err(|e| format!("mate: proof: {e}"))?;
    }
    Ok(puzzle)
}
