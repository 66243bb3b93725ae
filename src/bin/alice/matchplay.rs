//! `alice match [--games N] [--movetime MS | --nodes N | --depth N] [--tc BASE+INC]
//! [--a SPEC] [--b SPEC] [--a-option NAME=VALUE]… [--b-option NAME=VALUE]… [--seed S]
//! [--max-plies N] [--jobs N] [--hash MB] [--margin MS] [--pgn FILE] [--a-param NAME=VALUE]…
//! [--b-param …]`
//!
//! Plays two players against each other over varied openings: a fixed list of short opening
//! lines (each played twice, colours swapped), then random 4-ply starts from the seed; only the
//! balanced ones of either kind are played (a depth-7 search of our engine scores them within
//! ±150 centipawns: a start that simply loses for one side, like 1. d4 d5? 2. Qxd8, gives each
//! player one win and tells nothing about them). A SPEC is
//! a level `1`..`8` of our engine, `baseline` (the two-ply material-only minimax) or `uci:PATH`
//! (with arguments after spaces: `"uci:target/release/alice uci"`), any UCI engine (`--opponent` is `--b`, `--engine` is `--a`; `--opponent-option NAME=VALUE`
//! sets a UCI option of B, `--engine-option` of A; an engine that declares `UCI_Variant` is set
//! to `alice`). Positions go to UCI engines as the start and the moves, from the last en-passant
//! capture on (some Alice engines know no en passant), in the `|` FEN dialect.
//!
//! Limits: `--movetime MS`, `--nodes N`, `--depth N` per move, and/or a clock `--tc 10+0.1`
//! (seconds: base + increment). A move that comes later than its time (plus `--margin`: 100 ms
//! with a clock, 1000 ms with a fixed move time), that is not legal, or that never comes loses
//! the game, with the reason on its line.
//! Games end by the rules (`Game::outcome`) or as a draw after `--max-plies` half-moves (default
//! 200). Prints one line per game with the running score and Elo, then the totals;
//! `--pgn FILE` writes every game. `--a-param`/`--b-param` change one evaluation number of our
//! engine, or with a `search.` prefix one search switch (`search.lmr=0`), for tuning by
//! self-play; `--jobs` (or `--concurrency`) plays games in parallel threads.

mod elo;
mod game;
mod player;
mod uci_player;

use alice_chess::pgn::{write_pgn, PgnTags};
use alice_chess::search::levels::Rng;
use alice_chess::search::{Limits, Score, Searcher, MAX_LEVEL};
use alice_chess::{Color, Game, Move, Notation, Position};
use elo::Tally;
use game::Rules;
use player::{Player, Side, Spec};
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

pub(crate) const USAGE: &str = "usage: alice match [--games N] [--movetime MS | --nodes N | --depth N] \
                     [--tc BASE+INC] [--a|--engine LEVEL|baseline|uci:PATH] \
                     [--b|--opponent LEVEL|baseline|uci:PATH] [--a-option|--engine-option NAME=VALUE] \
                     [--b-option|--opponent-option NAME=VALUE] [--seed S] [--max-plies N] \
                     [--jobs|--concurrency N] [--hash MB] [--margin MS] [--pgn FILE] \
                     [--a-param NAME=VALUE] [--b-param NAME=VALUE]";

/// The match's settings.
struct Settings {
    games: usize,
    rules: Rules,
    a: Side,
    b: Side,
    seed: u64,
    jobs: usize,
    hash_mb: usize,
    pgn: Option<String>,
}

/// The running totals.
struct Totals {
    /// A's results.
    a: Tally,
    /// The games, as PGN, by index (written in order at the end).
    pgn: Vec<Option<String>>,
}

/// Runs the subcommand on the arguments after `match`.
pub fn run(args: &[String]) -> Result<(), String> {
    let settings = parse(args)?;
    // Check the players before starting (a UCI engine shakes hands once), and name them.
    let a_name = player_name(&settings.a)?;
    let b_name = player_name(&settings.b)?;
    let openings = openings(&settings);
    println!(
        "match: A = {a_name} vs B = {b_name}, {} game{}, {}",
        settings.games,
        if settings.games == 1 { "" } else { "s" },
        describe_rules(&settings.rules)
    );
    let next = AtomicUsize::new(0);
    let totals = Mutex::new(Totals {
        a: Tally::default(),
        pgn: vec![None; settings.games],
    });
    let worker = || -> Result<(), String> {
        // Each thread keeps its players from game to game (a UCI engine stays running).
        let mut players: [Option<Player>; 2] = [None, None];
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= settings.games {
                return Ok(());
            }
            for (slot, side) in players.iter_mut().zip([&settings.a, &settings.b]) {
                if slot.is_none() {
                    *slot = Some(Player::new(side, settings.hash_mb)?);
                }
                if let Some(p) = slot {
                    p.new_game()?;
                }
            }
            let [Some(a), Some(b)] = &mut players else {
                return Err("a player could not start".into());
            };
            let a_white = i % 2 == 0;
            let opening = &openings[(i / 2) % openings.len()];
            let seed = settings.seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
            // broken[0] is White's, [1] Black's.
            let mut broken = [false; 2];
            let record = if a_white {
                game::play(&settings.rules, opening, a, b, seed, &mut broken)?
            } else {
                game::play(&settings.rules, opening, b, a, seed, &mut broken)?
            };
            // An engine that timed out or failed is started again for the next game.
            let (a_broken, b_broken) = if a_white {
                (broken[0], broken[1])
            } else {
                (broken[1], broken[0])
            };
            if a_broken {
                players[0] = None;
            }
            if b_broken {
                players[1] = None;
            }
            let a_color = if a_white { Color::White } else { Color::Black };
            let outcome = record.outcome();
            let result = outcome.map_or("*", |o| o.result());
            let mut t = totals
                .lock()
                .map_err(|_| "a game thread failed".to_string())?;
            match outcome.and_then(|o| o.winner()) {
                Some(w) if w == a_color => t.a.wins += 1,
                Some(_) => t.a.losses += 1,
                None => t.a.draws += 1,
            }
            let (white, black) = if a_white {
                (&a_name, &b_name)
            } else {
                (&b_name, &a_name)
            };
            t.pgn[i] = Some(pgn(&settings, &record, i, white, black));
            // The clocks left at the end, A's first.
            let left = record.clocks.map_or(String::new(), |c| {
                let (a, b) = if a_white { (c[0], c[1]) } else { (c[1], c[0]) };
                format!(", clocks A {:.1} s B {:.1} s", a / 1000.0, b / 1000.0)
            });
            println!(
                "game {:>3}: A {} {result} ({}, {} plies{left}) opening {} | A {:.1} - B {:.1} after {}, A {}",
                i + 1,
                if a_white { "white" } else { "black" },
                record.reason,
                record.game.ply(),
                opening.iter().map(|m| m.uci()).collect::<Vec<_>>().join(" "),
                t.a.points(),
                t.a.games() as f64 - t.a.points(),
                t.a.games(),
                t.a.describe(),
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
    let t = totals
        .lock()
        .map_err(|_| "a game thread failed".to_string())?;
    if let Some(path) = &settings.pgn {
        let text: String = t.pgn.iter().flatten().map(|g| format!("{g}\n")).collect();
        std::fs::write(path, text).map_err(|e| format!("cannot write '{path}': {e}"))?;
    }
    for r in results {
        r?;
    }
    let n = t.a.games();
    println!(
        "A wins {}, draws {}, B wins {}",
        t.a.wins, t.a.draws, t.a.losses
    );
    println!(
        "score: A {:.1} - B {:.1} ({:.1}%), A {}",
        t.a.points(),
        n as f64 - t.a.points(),
        100.0 * t.a.points() / (n.max(1) as f64),
        t.a.describe()
    );
    Ok(())
}

/// The player's name for the report: a UCI engine's `id name` (starting it once to check it)
/// with the options given to it.
fn player_name(side: &Side) -> Result<String, String> {
    let player = Player::new(side, 1)?;
    Ok(match (&side.spec, &player) {
        (Spec::Uci(_), Player::Uci(uci)) if side.params.is_empty() => uci.name.clone(),
        (Spec::Uci(_), Player::Uci(uci)) => {
            let options: Vec<String> = side
                .params
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            format!("{} [{}]", uci.name, options.join(" "))
        }
        _ => side.name(),
    })
}

/// One game as PGN.
fn pgn(
    settings: &Settings,
    record: &game::Record,
    index: usize,
    white: &str,
    black: &str,
) -> String {
    let mut tags = PgnTags::new();
    tags.set("Event", "alice match");
    tags.set("Site", "alice match");
    tags.set("Round", (index + 1).to_string());
    tags.set("White", white);
    tags.set("Black", black);
    if let Some((base, inc)) = settings.rules.clock {
        tags.set("TimeControl", format!("{}+{}", base / 1000.0, inc / 1000.0));
    }
    let declared = record.game.declared().is_some();
    if declared {
        tags.set("Adjudication", record.reason.clone());
    }
    write_pgn(&record.game, &tags, Notation::Alice)
}

fn describe_rules(rules: &Rules) -> String {
    let mut parts = Vec::new();
    if let Some((base, inc)) = rules.clock {
        parts.push(format!("clock {}+{} s", base / 1000.0, inc / 1000.0));
    }
    let limits = &rules.limits;
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
        rules: Rules {
            limits: Limits::default(),
            clock: None,
            margin_ms: -1.0,
            max_plies: 200,
        },
        a: Side::parse(&MAX_LEVEL.to_string())?,
        b: Side::parse("baseline")?,
        seed: 1,
        jobs: 1,
        hash_mb: 16,
        pgn: None,
    };
    let mut a_params = Vec::new();
    let mut b_params = Vec::new();
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let value = rest
            .next()
            .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))?;
        let limits = &mut settings.rules.limits;
        match flag.as_str() {
            "--games" => settings.games = number(flag, value, 1, 100_000)? as usize,
            "--movetime" => limits.movetime_ms = Some(number(flag, value, 1, 600_000)? as f64),
            "--nodes" => limits.nodes = Some(number(flag, value, 1, u64::MAX)?),
            "--depth" => limits.depth = Some(number(flag, value, 1, 90)? as u32),
            "--tc" => settings.rules.clock = Some(time_control(value)?),
            "--margin" => settings.rules.margin_ms = number(flag, value, 0, 60_000)? as f64,
            "--a" | "--engine" => settings.a = Side::parse(value)?,
            "--b" | "--opponent" => settings.b = Side::parse(value)?,
            "--seed" => settings.seed = number(flag, value, 0, u64::MAX)?,
            "--max-plies" => settings.rules.max_plies = number(flag, value, 1, 10_000)? as usize,
            "--jobs" | "--concurrency" => settings.jobs = number(flag, value, 1, 64)? as usize,
            "--hash" => settings.hash_mb = number(flag, value, 1, 4096)? as usize,
            "--pgn" => settings.pgn = Some(value.clone()),
            "--a-param" | "--b-param" | "--a-option" | "--b-option" | "--engine-option"
            | "--opponent-option" => {
                let (k, v) = value
                    .split_once('=')
                    .ok_or_else(|| format!("{flag} wants NAME=VALUE, got '{value}'"))?;
                let list = if flag.starts_with("--a") || flag.starts_with("--engine") {
                    &mut a_params
                } else {
                    &mut b_params
                };
                list.push((k.trim().to_string(), v.trim().to_string()));
            }
            other => return Err(format!("unknown option '{other}'; {USAGE}")),
        }
    }
    settings.a.params = a_params;
    settings.b.params = b_params;
    let l = &settings.rules.limits;
    if l.movetime_ms.is_none()
        && l.nodes.is_none()
        && l.depth.is_none()
        && settings.rules.clock.is_none()
    {
        settings.rules.limits.movetime_ms = Some(200.0);
    }
    // Default margin: 100 ms over a clock, 1 s over a fixed move time (a shared machine's
    // scheduling delays are not the engine's fault).
    if settings.rules.margin_ms < 0.0 {
        settings.rules.margin_ms = if settings.rules.clock.is_some() {
            100.0
        } else {
            1000.0
        };
    }
    Ok(settings)
}

/// `BASE+INC` in seconds (`10+0.1`, `60`) to milliseconds.
fn time_control(text: &str) -> Result<(f64, f64), String> {
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let seconds = |t: &str| {
        t.trim()
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0 && *s <= 86_400.0)
    };
    match (seconds(base), seconds(inc)) {
        (Some(b), Some(i)) if b > 0.0 => Ok((b * 1000.0, i * 1000.0)),
        _ => Err(format!(
            "--tc wants BASE+INC in seconds, like 10+0.1, got '{text}'"
        )),
    }
}

/// The largest score (centipawns, either side) of a random start that is kept as an opening.
const BALANCED_CP: i32 = 150;

/// Whether a depth-7 search finds `pos` roughly level (no mate, within [`BALANCED_CP`]).
fn balanced(pos: &Position, searcher: &mut Searcher) -> bool {
    searcher.clear();
    let limits = Limits {
        depth: Some(7),
        ..Limits::default()
    };
    let result = searcher.search(pos, &[], &limits, &mut |_| {});
    matches!(result.score, Score::Cp(cp) if cp.abs() <= BALANCED_CP)
}

/// The balanced ones of the fixed opening lines, then random balanced 4-ply starts, enough for
/// every pair of games.
fn openings(settings: &Settings) -> Vec<Vec<Move>> {
    let mut list: Vec<Vec<Move>> = Vec::new();
    let mut searcher = Searcher::native(4);
    for line in OPENINGS {
        let mut game = Game::default();
        let moves: Option<Vec<Move>> = line
            .split_whitespace()
            .map(|t| game.play_text(t).ok())
            .collect();
        if let Some(moves) = moves {
            if balanced(game.position(), &mut searcher) {
                list.push(moves);
            }
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
        if pos.has_legal_moves() && balanced(&pos, &mut searcher) {
            list.push(line);
        }
    }
    list
}

fn number(flag: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("{flag} must be a number from {min} to {max}, got '{text}'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_starts_are_balanced() {
        let mut searcher = Searcher::native(4);
        assert!(balanced(&Position::start(), &mut searcher));
        // 1. d4 d5? 2. Qxd8 wins the queen (the d-file of board A is open).
        let mut game = Game::default();
        for m in ["d2d4", "d7d5"] {
            game.play_text(m).expect("legal");
        }
        assert!(!balanced(game.position(), &mut searcher));
        // White mates at once here (a random start seen in a match).
        let mut game = Game::default();
        for m in ["c2c3", "d7d5", "d1c2", "h7h5"] {
            game.play_text(m).expect("legal");
        }
        assert!(!balanced(game.position(), &mut searcher));
    }

    #[test]
    fn time_controls() {
        assert_eq!(time_control("10+0.1"), Ok((10_000.0, 100.0)));
        assert_eq!(time_control("60"), Ok((60_000.0, 0.0)));
        for bad in ["", "0+1", "x+1", "10+y", "-5+0", "10+0.1+2"] {
            assert!(time_control(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn options_reach_their_side() {
        let args: Vec<String> = [
            "--engine",
            "5",
            "--opponent",
            "uci:/bin/x",
            "--opponent-option",
            "Hash=32",
            "--engine-option",
            "search.lmr=0",
            "--concurrency",
            "2",
            "--tc",
            "1+0.01",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let s = parse(&args).expect("valid");
        assert_eq!(s.a.spec, Spec::Level(5));
        assert_eq!(s.b.spec, Spec::Uci("/bin/x".into()));
        assert_eq!(s.b.params, [("Hash".to_string(), "32".to_string())]);
        assert_eq!(s.a.params, [("search.lmr".to_string(), "0".to_string())]);
        assert_eq!(s.jobs, 2);
        assert_eq!(s.rules.clock, Some((1000.0, 10.0)));
        assert_eq!(s.rules.limits.movetime_ms, None);
    }
}
