//! `alice`: the command-line face of the rules core.
//!
//! ```text
//! alice perft  "<FEN>" <DEPTH>     node count (alone on the last line)
//! alice divide "<FEN>" <DEPTH>     count per legal move, then the total
//! alice moves  "<FEN>"             legal moves: coordinates, then Alice notation
//! alice play   "<FEN>" <MOVE>...   play moves, print the FEN and the game state
//! alice pgn    FILE|- [--pgn|--san]  read a PGN game: final FEN, then result and state
//! alice bench                      perft speed on fixed positions
//! alice uci                        the engine over UCI (stdin/stdout), see `uci/mod.rs`
//! alice analyse "<FEN>" [--multipv N] [--depth D | --movetime MS]   best lines, see `analyse.rs`
//! alice review FILE|- [--depth D | --movetime MS] [--pgn]   marks and accuracy, see `review.rs`
//! alice puzzles --games N --seed S [--out FILE] [--depth D | --movetime MS]   puzzles from engine games, see `puzzles.rs`
//! alice solve "<FEN>" "<#n|s#n|h#n|h#n.5>" [--tries] [--json|--tree]   a chess problem, see `solve.rs`
//! alice tune FILE.pgn... [--rounds N] [--skip PLIES]   fit the evaluation numbers to game results, see `tune.rs`
//! ```
//! `startpos` may stand for the start FEN. Bad input: a one-line error on stderr, exit status 2.

mod analyse;
mod bestmove;
mod fairy;
mod matchplay;
mod pgn;
mod puzzles;
mod review;
mod solve;
mod tune;
mod uci;

use alice_chess::fen::{parse_fen, START_FEN};
use alice_chess::perft::{divide, perft};
use alice_chess::san::{write_move, Notation};
use alice_chess::{Game, Position};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: alice COMMAND [ARGUMENTS] (alice help lists the commands; alice COMMAND --help shows one)";

/// `alice help`: every command, one line each.
const HELP: &str = "alice: Alice chess from the command line (a FEN may be \"startpos\")

usage: alice COMMAND [ARGUMENTS]    alice COMMAND --help shows a command's options

  perft \"<FEN>\" DEPTH        count the move paths DEPTH plies deep
  divide \"<FEN>\" DEPTH       the same, for each first move
  moves \"<FEN>\"              the legal moves, in coordinates and Alice notation
  play \"<FEN>\" MOVE...       play moves; print the FEN reached and the game's state
  pgn FILE|-                 read PGN games, check every move, write them again
  analyse \"<FEN>\"            the engine's best lines
  bestmove \"<FEN>\"           the engine's move (a level, a time, a depth or a node budget)
  review FILE|-              review a game: inaccuracies, mistakes, blunders, accuracy
  match                      play engines against each other (levels, UCI engines), with Elo
  uci                        the UCI protocol on standard input and output
  bench                      the speed of move generation (perft) on fixed positions
  puzzles                    find puzzles in self-play games
  solve \"<FEN>\" STIPULATION  solve a chess problem: #n, s#n, h#n, h#n.5
  tune FILE.pgn...           fit the evaluation's numbers to game results";

/// One command's usage line, for `alice COMMAND --help`.
fn command_usage(command: &str) -> Option<&'static str> {
    Some(match command {
        "perft" | "divide" => "usage: alice perft|divide \"<FEN>\" DEPTH",
        "moves" => "usage: alice moves \"<FEN>\"",
        "play" => "usage: alice play \"<FEN>\" MOVE... (Alice notation, SAN or coordinates)",
        "pgn" => pgn::USAGE,
        "analyse" | "analyze" => analyse::USAGE,
        "bestmove" => bestmove::USAGE,
        "review" => review::USAGE,
        "match" => matchplay::USAGE,
        "uci" => "usage: alice uci (then UCI commands on standard input: uci, isready, position, go, ...)",
        "bench" => "usage: alice bench",
        "puzzles" => puzzles::USAGE,
        "solve" => solve::USAGE,
        "tune" => tune::USAGE,
        _ => return None,
    })
}

/// The positions `alice bench` measures, with their depths.
const BENCH: [(&str, &str, u32); 2] = [
    ("start", START_FEN, 5),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let command = args.first().ok_or(USAGE)?;
    let rest = &args[1..];
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        if let Some(usage) = command_usage(command) {
            println!("{usage}");
            return Ok(());
        }
    }
    match command.as_str() {
        "perft" => {
            let (pos, depth) = fen_and_depth(rest)?;
            println!("{}", perft(&pos, depth));
        }
        "divide" => {
            let (pos, depth) = fen_and_depth(rest)?;
            let mut total = 0;
            for (m, n) in divide(&pos, depth) {
                println!("{m} {n}");
                total += n;
            }
            println!();
            println!("{total}");
        }
        "moves" => {
            let pos = position(rest.first())?;
            expect_args(rest, 1)?;
            for &m in pos.legal_moves().iter() {
                println!("{m} {}", write_move(&pos, m, Notation::Alice));
            }
        }
        "play" => {
            let pos = position(rest.first())?;
            let mut game = Game::new(pos);
            for text in &rest[1..] {
                game.play_text(text)
                    .map_err(|e| format!("move {} ('{text}'): {e}", game.ply() + 1))?;
            }
            println!("{}", game.position().fen());
            println!("{}", describe(&game));
        }
        "pgn" => pgn::run(rest)?,
        "analyse" | "analyze" => analyse::run(rest)?,
        "review" => review::run(rest)?,
        "bench" => bench(),
        "bestmove" => bestmove::run(rest)?,
        "match" => matchplay::run(rest)?,
        "puzzles" => puzzles::run(rest)?,
        "solve" => solve::run(rest)?,
        "uci" => uci::run(rest)?,
        "tune" => tune::run(rest)?,
        "help" | "--help" | "-h" => match rest.first() {
            Some(topic) => println!(
                "{}",
                command_usage(topic).ok_or_else(|| format!("no command '{topic}'; {USAGE}"))?
            ),
            None => println!("{HELP}"),
        },
        other => return Err(format!("unknown command '{other}'; {USAGE}")),
    }
    Ok(())
}

fn expect_args(rest: &[String], n: usize) -> Result<(), String> {
    if rest.len() == n {
        Ok(())
    } else {
        Err(format!(
            "expected {n} argument(s), got {}; {USAGE}",
            rest.len()
        ))
    }
}

fn position(fen: Option<&String>) -> Result<Position, String> {
    let fen = fen.ok_or(USAGE)?;
    let fen = match fen.trim() {
        "startpos" | "start" => START_FEN,
        other => other,
    };
    parse_fen(fen).map_err(|e| e.to_string())
}

fn fen_and_depth(rest: &[String]) -> Result<(Position, u32), String> {
    expect_args(rest, 2)?;
    let pos = position(rest.first())?;
    let depth = rest[1]
        .parse::<u32>()
        .ok()
        .filter(|d| *d <= 12)
        .ok_or_else(|| format!("depth must be a number from 0 to 12, got '{}'", rest[1]))?;
    Ok((pos, depth))
}

/// One line: the side to move and check, or how the game ended.
fn describe(game: &Game) -> String {
    if let Some(outcome) = game.outcome() {
        return format!("{}: {outcome} ({})", outcome.reason(), outcome.result());
    }
    let pos = game.position();
    let check = if pos.is_check() { ", check" } else { "" };
    format!("{} to move{check}", pos.turn())
}

fn bench() {
    let mut total_nodes = 0u64;
    let mut total_secs = 0f64;
    for (name, fen, depth) in BENCH {
        let Ok(pos) = parse_fen(fen) else { continue };
        let start = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = start.elapsed().as_secs_f64();
        total_nodes += nodes;
        total_secs += secs;
        println!(
            "{name:<10} depth {depth}: {nodes:>10} nodes in {secs:.3} s = {:.1} M nodes/s",
            nodes as f64 / secs / 1e6
        );
    }
    println!(
        "total: {total_nodes} nodes in {total_secs:.3} s = {:.1} M nodes/s",
        total_nodes as f64 / total_secs / 1e6
    );
}
