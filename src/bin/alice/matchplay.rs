//! `alice match [--games N] [--movetime MS | --nodes N | --depth N] [--a SPEC] [--b SPEC]
//! [--seed S] [--max-plies N] [--jobs N] [--hash MB] [--a-param NAME=VALUE]… [--b-param …]`
//!
//! Plays engine settings against each other over varied openings: a fixed list of short opening
//! lines (each played twice, colours swapped), then random 4-ply starts from the seed. A SPEC is a
//! level `1`..`8` or `baseline` (the two-ply material-only minimax). Games end by the rules
//! (`Game::outcome`) or as a draw after `--max-plies` half-moves (default 200). Prints one line
//! per game, then `score: A 47.5 - B 2.5 (95.0%)`. `--a-param`/`--b-param` change one evaluation
//! number of that side, or with a `search.` prefix one search switch (`search.lmr=0`), for tuning
//! by self-play; `--jobs` plays games in parallel threads.

use alice_chess::search::baseline::baseline_move;
use alice_chess::search::levels::Rng;
use alice_chess::search::{Limits, Searcher, MAX_LEVEL};
use alice_chess::{Color, Game, Move, Outcome, Position};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Short opening lines in coordinate form; each is played with both colour assignments.
const OPENINGS: [&str; 16] = [
    "e2e4 e7e5",
    "d2d4 d7d5",
    "e2e4 d7d5",
    "c2c4 e7e5",
    "g1f3 d7d5",
    "e2e4 c7c5",
    "d2d4 g8f6",
    "b1c3 e7e6",
    "e2e3 d7d5 f1b5",
    "d2d4 e7e5 d4e5",
    "e2e4 d7d5 b1c3",
    "g1f3 g8f6 b1c3",
    "c2c3 b8c6",
    "f2f4 e7e5",
    "b2b3 d7d6",
    "g2g3 c7c6",
];

const USAGE: &str = "usage: alice match [--games N] [--movetime MS | --nodes N | --depth N] \
                     [--a LEVEL|baseline] [--b LEVEL|baseline] [--seed S] [--max-plies N] \
                     [--jobs N] [--hash MB] [--a-param NAME=VALUE] [--b-param NAME=VALUE]";

/// One side's settings.
#[derive(Clone, Debug)]
struct Side {
    /// `None`: the baseline.
    level: Option<u8>,
    params: Vec<(String, String)>,
}

impl Side {
    fn parse(text: &str) -> Result<Side, String> {
        let level = match text {
            "baseline" => None,
            n => Some(
                n.parse::<u8>()
                    .ok()
                    .filter(|l| (1..=MAX_LEVEL).contains(l))
                    .ok_or_else(|| {
                        format!("a side is a level 1..{MAX_LEVEL} or 'baseline', got '{n}'")
                    })?,
            ),
        };
        Ok(Side {
            level,
            params: Vec::new(),
        })
    }

    fn name(&self) -> String {
        let base = self
            .level
            .map_or("baseline".to_string(), |l| format!("level {l}"));
        if self.params.is_empty() {
            base
        } else {
            let p: Vec<String> = self
                .params
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            format!("{base} [{}]", p.join(" "))
        }
    }
}

/// The match's settings.
struct Settings {
    games: usize,
    limits: Limits,
    a: Side,
    b: Side,
    seed: u64,
    max_plies: usize,
    jobs: usize,
    hash_mb: usize,
}

/// A player during one game.
enum Player {
    Engine { searcher: Box<Searcher>, level: u8 },
    Baseline,
}

impl Player {
    fn new(side: &Side, hash_mb: usize) -> Result<Player, String> {
        Ok(match side.level {
            None => Player::Baseline,
            Some(level) => {
                let mut searcher = Box::new(Searcher::native(hash_mb));
                for (k, v) in &side.params {
                    match k.strip_prefix("search.") {
                        Some(switch) => searcher.switches.set(switch, v)?,
                        None => searcher.params.set(k, v)?,
                    }
                }
                Player::Engine { searcher, level }
            }
        })
    }

    fn choose(&mut self, game: &Game, limits: &Limits, seed: u64) -> Option<Move> {
        let pos = game.position();
        match self {
            Player::Baseline => baseline_move(pos, seed),
            Player::Engine { searcher, level } => {
                let history: Vec<u64> = (0..game.ply())
                    .filter_map(|i| game.position_at(i).map(Position::repetition_key))
                    .collect();
                let limits = Limits {
                    level: *level,
                    seed,
                    ..limits.clone()
                };
                searcher.search(pos, &history, &limits, &mut |_| {}).best
            }
        }
    }
}

/// Runs the subcommand on the arguments after `match`.
pub fn run(args: &[String]) -> Result<(), String> {
    let settings = parse(args)?;
    // Sanity-check the parameters before starting.
    Player::new(&settings.a, 1)?;
    Player::new(&settings.b, 1)?;
    let openings = openings(&settings);
    println!(
        "match: A = {} vs B = {}, {} games, {}",
        settings.a.name(),
        settings.b.name(),
        settings.games,
        describe_limits(&settings.limits)
    );
    let next = AtomicUsize::new(0);
    let totals = Mutex::new((0.0f64, 0usize, [0usize; 3]));
    let worker = || -> Result<(), String> {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= settings.games {
                return Ok(());
            }
            let a_white = i % 2 == 0;
            let opening = &openings[(i / 2) % openings.len()];
            let (outcome, plies) = play_game(&settings, opening, a_white, i as u64)?;
            let a_color = if a_white { Color::White } else { Color::Black };
            let (a_points, result_index) = match outcome.and_then(Outcome::winner) {
                Some(w) if w == a_color => (1.0, 0),
                Some(_) => (0.0, 2),
                None => (0.5, 1),
            };
            let result = outcome.map_or("1/2-1/2", |o| o.result());
            let reason = outcome.map_or("move cap", |o| o.reason());
            let mut t = totals
                .lock()
                .map_err(|_| "a game thread failed".to_string())?;
            t.0 += a_points;
            t.1 += 1;
            t.2[result_index] += 1;
            println!(
                "game {:>3}: A {} {result} ({reason}, {plies} plies) opening {} | A {:.1} - B {:.1} after {}",
                i + 1,
                if a_white { "white" } else { "black" },
                opening.iter().map(|m| m.uci()).collect::<Vec<_>>().join(" "),
                t.0,
                t.1 as f64 - t.0,
                t.1
            );
        }
    };
    let results: Vec<Result<(), String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..settings.jobs).map(|_| s.spawn(worker)).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a game thread panicked".into()))
            })
            .collect()
    });
    for r in results {
        r?;
    }
    let (a, n, wdl) = *totals
        .lock()
        .map_err(|_| "a game thread failed".to_string())?;
    println!("A wins {}, draws {}, B wins {}", wdl[0], wdl[1], wdl[2]);
    println!(
        "score: A {a:.1} - B {:.1} ({:.1}%)",
        n as f64 - a,
        100.0 * a / (n.max(1) as f64)
    );
    Ok(())
}

fn describe_limits(limits: &Limits) -> String {
    let mut parts = Vec::new();
    if let Some(ms) = limits.movetime_ms {
        parts.push(format!("{ms} ms/move"));
    }
    if let Some(n) = limits.nodes {
        parts.push(format!("{n} nodes/move"));
    }
    if let Some(d) = limits.depth {
        parts.push(format!("depth {d}"));
    }
    parts.join(", ")
}

fn parse(args: &[String]) -> Result<Settings, String> {
    let mut settings = Settings {
        games: 50,
        limits: Limits::default(),
        a: Side::parse(&MAX_LEVEL.to_string())?,
        b: Side::parse("baseline")?,
        seed: 1,
        max_plies: 200,
        jobs: 1,
        hash_mb: 16,
    };
    let mut a_params = Vec::new();
    let mut b_params = Vec::new();
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))?;
        match flag.as_str() {
            "--games" => settings.games = number(flag, value, 1, 100_000)? as usize,
            "--movetime" => {
                settings.limits.movetime_ms = Some(number(flag, value, 1, 600_000)? as f64)
            }
            "--nodes" => settings.limits.nodes = Some(number(flag, value, 1, u64::MAX)?),
            "--depth" => settings.limits.depth = Some(number(flag, value, 1, 90)? as u32),
            "--a" => settings.a = Side::parse(value)?,
            "--b" => settings.b = Side::parse(value)?,
            "--seed" => settings.seed = number(flag, value, 0, u64::MAX)?,
            "--max-plies" => settings.max_plies = number(flag, value, 1, 10_000)? as usize,
            "--jobs" => settings.jobs = number(flag, value, 1, 64)? as usize,
            "--hash" => settings.hash_mb = number(flag, value, 1, 4096)? as usize,
            "--a-param" | "--b-param" => {
                let (k, v) = value
                    .split_once('=')
                    .ok_or_else(|| format!("{flag} wants NAME=VALUE, got '{value}'"))?;
                let list = if flag == "--a-param" {
                    &mut a_params
                } else {
                    &mut b_params
                };
                list.push((k.to_string(), v.to_string()));
            }
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    settings.a.params = a_params;
    settings.b.params = b_params;
    let l = &settings.limits;
    if l.movetime_ms.is_none() && l.nodes.is_none() && l.depth.is_none() {
        settings.limits.movetime_ms = Some(200.0);
    }
    Ok(settings)
}

/// The fixed opening lines, then random 4-ply starts, enough for every pair of games.
fn openings(settings: &Settings) -> Vec<Vec<Move>> {
    let mut list: Vec<Vec<Move>> = Vec::new();
    for line in OPENINGS {
        let mut game = Game::default();
        let moves: Option<Vec<Move>> = line
            .split_whitespace()
            .map(|t| game.play_text(t).ok())
            .collect();
        if let Some(moves) = moves {
            list.push(moves);
        }
    }
    let mut rng = Rng::new(settings.seed);
    while list.len() < settings.games.div_ceil(2) {
        let mut pos = Position::start();
        let mut line = Vec::new();
        for _ in 0..4 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            pos.play_unchecked(m);
            line.push(m);
        }
        if pos.has_legal_moves() {
            list.push(line);
        }
    }
    list
}

/// Plays one game; returns the outcome (`None`: the move cap) and the number of plies.
fn play_game(
    settings: &Settings,
    opening: &[Move],
    a_white: bool,
    index: u64,
) -> Result<(Option<Outcome>, usize), String> {
    let mut game = Game::default();
    for &m in opening {
        game.play(m).map_err(|e| e.to_string())?;
    }
    let mut a = Player::new(&settings.a, settings.hash_mb)?;
    let mut b = Player::new(&settings.b, settings.hash_mb)?;
    let seed = settings.seed.wrapping_mul(1_000_003).wrapping_add(index);
    while game.outcome().is_none() && game.ply() < settings.max_plies {
        let white_to_move = game.position().turn() == Color::White;
        let player = if white_to_move == a_white {
            &mut a
        } else {
            &mut b
        };
        let m = player
            .choose(
                &game,
                &settings.limits,
                seed.wrapping_add(game.ply() as u64),
            )
            .ok_or("engine returned no move in a live game")?;
        game.play(m)
            .map_err(|e| format!("engine played an illegal move {m}: {e}"))?;
    }
    Ok((game.outcome(), game.ply()))
}

fn number(flag: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("{flag} must be a number from {min} to {max}, got '{text}'"))
}
