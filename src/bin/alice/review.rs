//! `alice review FILE|- [--nodes N | --depth D | --movetime MS] [--pgn] [--hash MB]`
//!
//! Reviews the first game of a PGN file (`-` for stdin): searches every position of its main line
//! and marks each move from the drop in its mover's winning chances, by the rules of
//! [`alice_chess::review`]. By default exactly as the page's review does — each position searched
//! by a cleared engine with a 16 MB table to `REVIEW_NODES` nodes ([`search_position`]) — so it
//! prints the page's marks, better moves and accuracy for the same game, on any machine. `--nodes`
//! gives another node budget, `--depth` a depth, `--movetime` a time per position (which no
//! longer gives the same answer twice), `--hash` another table size. Prints one line per move, the mark (`?!`, `?`, `??`, or none) and the score before
//! and after it from White's view (`+0.35`, `-1.20`, `#3` White mates in 3, `#-2` Black mates in
//! 2); a marked move also gets the engine's better move and its line, in Alice notation:
//!
//! ```text
//! 2... Sdxe4 +0.10 -> #1
//! 3. Pa3 ?? #1 -> -0.45 better: Cb5# (Cb5#)
//! ```
//!
//! then each player's accuracy: `accuracy: white 48.3, black 97.0` (`-` for a player without
//! moves). With `--pgn` it prints the game as PGN instead, the marks as NAGs (`$6` for `?!`, `$2`
//! for `?`, `$4` for `??`) and a comment `{better: Cb5# …}` on every marked move.

use super::analyse::{line_text, number};
use super::pgn::read_input;
use alice_chess::pgn::{read_pgn, write_pgn_annotated, Annotation};
use alice_chess::review::{review, review_limits, search_position, REVIEW_HASH_MB, REVIEW_NODES};
use alice_chess::search::{Score, Searcher};
use alice_chess::Notation;

pub(crate) const USAGE: &str =
    "usage: alice review FILE|- [--nodes N | --depth D | --movetime MS] [--pgn] [--hash MB]";

/// How many moves of a better line are shown.
const LINE_MOVES: usize = 8;

/// Runs the subcommand on the arguments after `review`.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut as_pgn = false;
    let mut limits = review_limits(REVIEW_NODES);
    let mut hash_mb = REVIEW_HASH_MB;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = || {
            rest.next()
                .ok_or_else(|| format!("{arg} needs a value; {USAGE}"))
        };
        match arg.as_str() {
            "--pgn" => as_pgn = true,
            "--nodes" => {
                limits = review_limits(number(arg, value()?, 1, u32::MAX.into())?);
            }
            "--depth" => {
                limits.nodes = None;
                limits.depth = Some(number(arg, value()?, 1, 90)? as u32);
            }
            "--movetime" => {
                limits.nodes = None;
                limits.movetime_ms = Some(number(arg, value()?, 1, 86_400_000)? as f64);
            }
            "--hash" => hash_mb = number(arg, value()?, 1, 4096)? as usize,
            _ if arg.starts_with("--") => return Err(format!("unknown option '{arg}'; {USAGE}")),
            _ if file.is_none() => file = Some(arg.as_str()),
            other => return Err(format!("unexpected argument '{other}'; {USAGE}")),
        }
    }
    let file = file.ok_or(USAGE)?;
    let bytes = read_input(file)?;
    let read = read_pgn(&String::from_utf8_lossy(&bytes)).map_err(|e| format!("{file}: {e}"))?;
    let game = &read.game;

    // The engine's view of every position: its score from White's view, best move and line.
    let mut searcher = Searcher::native(hash_mb);
    let mut keys = Vec::with_capacity(game.ply() + 1);
    let mut positions = Vec::with_capacity(game.ply() + 1);
    let mut lines = Vec::with_capacity(game.ply() + 1);
    for i in 0..=game.ply() {
        let Some(pos) = game.position_at(i) else {
            break;
        };
        let (seen, pv) = search_position(&mut searcher, pos, &keys, &limits);
        keys.push(pos.repetition_key());
        positions.push(seen);
        lines.push(line_text(pos, &pv).0);
    }
    let moves: Vec<_> = game
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(i, &m)| Some((Some(m), game.position_at(i)?.turn())))
        .collect();
    let reviewed = review(&positions, &moves);
    let played = game.notation(Notation::Alice);

    if as_pgn {
        let annotations: Vec<Annotation> = reviewed
            .moves
            .iter()
            .filter_map(|r| {
                let mark = r.mark?;
                let line = &lines[r.ply - 1];
                Some(Annotation {
                    ply: r.ply,
                    nag: Some(mark.nag()),
                    comment: (!line.is_empty()).then(|| {
                        let shown = &line[..line.len().min(LINE_MOVES)];
                        format!("better: {}", shown.join(" "))
                    }),
                })
            })
            .collect();
        print!(
            "{}",
            write_pgn_annotated(game, &read.tags, Notation::Alice, &annotations)
        );
        return Ok(());
    }
    for r in &reviewed.moves {
        let i = r.ply - 1;
        let Some(pos) = game.position_at(i) else {
            break;
        };
        let number = pos.fullmove_number();
        let dots = if pos.turn() == alice_chess::Color::White {
            "."
        } else {
            "..."
        };
        let mut out = format!("{number}{dots} {}", played[i]);
        if let Some(mark) = r.mark {
            out.push(' ');
            out.push_str(mark.symbol());
        }
        out.push_str(&format!(
            " {} -> {}",
            score_text(positions[i].score),
            score_text(positions[i + 1].score)
        ));
        if r.mark.is_some() {
            let line = &lines[i];
            if let Some(best) = line.first() {
                let shown = &line[..line.len().min(LINE_MOVES)];
                out.push_str(&format!(" better: {best} ({})", shown.join(" ")));
            }
        }
        println!("{out}");
    }
    let accuracy = |a: Option<f64>| a.map_or("-".to_string(), |a| format!("{a:.1}"));
    println!(
        "accuracy: white {}, black {}",
        accuracy(reviewed.accuracy[0]),
        accuracy(reviewed.accuracy[1])
    );
    Ok(())
}

/// A score from White's view as people read it: `+0.35`, `-1.20`, `0.00`, `#3`, `#-2`.
fn score_text(score: Score) -> String {
    match score {
        Score::Cp(0) => "0.00".to_string(),
        Score::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
        Score::Mate(n) => format!("#{n}"),
    }
}
