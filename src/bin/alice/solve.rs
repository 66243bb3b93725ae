//! `alice solve "<FEN>" "<STIPULATION>" [--tries] [--max N | --max all] [--json | --tree]`
//!
//! Solves a chess problem (`#n`, `s#n`, `h#n`, `h#n.5`; see `alice_chess::solve`). The output
//! is one key (`#n`, `s#n`) or one solution (`h#n`) per line, each starting with its moves in
//! coordinates separated by spaces and going on in Alice notation (a helpmate's short
//! solutions first, each followed by its stipulation: `(h#2)`); with `--tries`, one line
//! per try (its move and its refutation in coordinates, then `1.X? but 1...Y!`); then
//! `N more solutions not shown` when a helpmate has more than `--max` (default
//! 1,000; `all` for every one), `K short solutions (h#2)` when it has short ones, and
//! a last line `N solutions` (all of them). `--json` writes the whole solution tree as JSON
//! instead (at most `--max` helpmates; `solutions` counts them all); `--tree` the tree as
//! problemists write it (key, threat, variations). Either FEN dialect; the stipulation decides
//! who begins.

use alice_chess::solve::Stipulation;
use alice_chess::solve::{problem_position, solve, write_json, write_lines, write_tree, Options};

pub(crate) const USAGE: &str = "usage: alice solve \"<FEN>\" \"<#n | s#n | h#n | h#n.5>\" \
     [--tries] [--max N | --max all] [--json | --tree]";

/// The most helpmate solutions written when `--max` is not given.
pub(crate) const DEFAULT_MAX: usize = 1000;

/// Runs the subcommand on the arguments after `solve`.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut positional = Vec::new();
    let mut options = Options::default();
    let mut json = false;
    let mut tree = false;
    let mut max = DEFAULT_MAX;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--max" => {
                let value = args.next().map(String::as_str);
                max = match value {
                    Some("all") => usize::MAX,
                    Some(n) => n.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| {
                        format!("--max must be a number above 0 or 'all', got '{n}'")
                    })?,
                    None => return Err(format!("--max needs a value; {USAGE}")),
                };
            }
            "--tries" => options.tries = true,
            "--json" => json = true,
            "--tree" => tree = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option '{flag}'; {USAGE}"))
            }
            _ => positional.push(arg),
        }
    }
    let [fen, stip] = positional[..] else {
        return Err(format!("expected a FEN and a stipulation; {USAGE}"));
    };
    let stip: Stipulation = stip.parse().map_err(|e| format!("{e}"))?;
    let pos = problem_position(fen, stip).map_err(|e| e.to_string())?;
    let solution = solve(&pos, stip, &options);
    if json {
        println!("{}", write_json(&solution, max));
    } else if tree {
        print!("{}", write_tree(&solution, max));
        let n = solution.count();
        println!("{n} solution{}", if n == 1 { "" } else { "s" });
    } else {
        print!("{}", write_lines(&solution, max));
    }
    Ok(())
}
