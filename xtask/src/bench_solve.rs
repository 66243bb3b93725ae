//! `cargo xtask bench-solve [--tries] [--record] [--runs N] [--only TEXT]`: a benchmark and cross-check,
//! not a test. It solves every problem of `tests/problems/alice.txt` with `alice solve` (release
//! build) and, when the environment names a Popeye binary (`POPEYE=/path/to/py`), with Popeye
//! too (`condition alice`), then prints one table row per problem: the solutions each found, the
//! wall-clock times (the fastest of N runs of ours, one run of Popeye, and the time Popeye says it
//! solved in), and whether the answers agree. `--tries` compares the tries of `#n` and `s#n`
//! too (with their refutations; Popeye's `option try`); `--variations` the whole tree of every
//! `#n` and `s#n` (threats, the defences shown, the answers after each: duals; Popeye's `option
//! variation`). `--record` writes Popeye's answers into
//! the data file's `popeye:` (and with `--tries`, `popeye-tries:`; with `--variations`,
//! `popeye-tree:`) fields (what
//! `tests/solve_problems.rs` checks the solver against).
//!
//! The data file: one problem per line, `name | stipulation | FEN | popeye: SOLUTIONS` and, where
//! the rules are read differently, `| ours: SOLUTIONS`; SOLUTIONS are space-separated, each the
//! solution's moves in coordinates joined by `,` (a key alone for `#n`, `s#n`), or `-` for none;
//! tries are `try:refutation`.

use crate::util;
use anyhow::{bail, Context, Result};
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// One problem of the data file.
struct Problem {
    name: String,
    stipulation: String,
    fen: String,
    popeye: Option<String>,
    ours: Option<String>,
    popeye_tries: Option<String>,
}

fn parse_problems(text: &str) -> Result<Vec<Problem>> {
    let mut problems = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        if fields.len() < 3 {
            bail!(
                "line {}: expected name | stipulation | FEN [| popeye: …]",
                i + 1
            );
        }
        let field = |key: &str| {
            fields[3..]
                .iter()
                .find_map(|f| f.strip_prefix(key).map(|v| v.trim().to_string()))
        };
        problems.push(Problem {
            name: fields[0].to_string(),
            stipulation: fields[1].to_string(),
            fen: fields[2].to_string(),
            popeye: field("popeye:"),
            ours: field("ours:"),
            popeye_tries: field("popeye-tries:"),
        });
    }
    Ok(problems)
}

/// Solutions as a sorted set of `move,move,…` strings.
type Solutions = BTreeSet<String>;

fn format_solutions(s: &Solutions) -> String {
    if s.is_empty() {
        "-".into()
    } else {
        s.iter().cloned().collect::<Vec<_>>().join(" ")
    }
}

fn parse_recorded(text: &str) -> Solutions {
    text.split_whitespace()
        .filter(|s| *s != "-")
        .map(str::to_string)
        .collect()
}

/// Whether the problem has tries to compare (`#n`, `s#n`).
fn has_tries(p: &Problem) -> bool {
    !p.stipulation.starts_with('h')
}

/// Runs `alice solve` (with `--tries`); returns its solutions, its tries (`try:refutation`) and
/// the wall time.
fn run_ours(alice: &Path, p: &Problem, tries: bool) -> Result<(Solutions, Solutions, Duration)> {
    let start = Instant::now();
    let mut cmd = Command::new(alice);
    cmd.args(["solve", &p.fen, &p.stipulation, "--max", "all"]);
    if tries {
        cmd.arg("--tries");
    }
    let out = cmd.output().context("run alice solve")?;
    let elapsed = start.elapsed();
    if !out.status.success() {
        bail!(
            "{}: alice solve failed: {}",
            p.name,
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let mut solutions = Solutions::new();
    let mut try_set = Solutions::new();
    for line in &lines[..lines.len().saturating_sub(1)] {
        // A solution's moves and its notation are two spaces apart; the summary lines
        // (`K short solutions (h#2)`) have no such gap.
        if !line.contains("  ") {
            continue;
        }
        let mut parts = line.splitn(2, "  ");
        let moves: Vec<&str> = parts.next().unwrap_or("").split_whitespace().collect();
        if parts.next().is_some_and(|alice| alice.contains("? but ")) {
            try_set.insert(format!("{}:{}", moves[0], moves[1..].join("/")));
        } else {
            solutions.insert(moves.join(","));
        }
    }
    Ok((solutions, try_set, elapsed))
}

/// The keys of a `#n` or `s#n` with their whole trees, one canonical text per key: each
/// attacker's move `m{T:threats}{defences}`, each defence `d[answers]`, every list sorted — the
/// threat, the defences shown (those that stop a threat; all of them without threat), the
/// attacker's answers to each (duals included), down to the mates.
type Variations = BTreeSet<String>;

/// One move of a tree read from either solver.
#[derive(Default)]
struct Node {
    mv: String,
    threat: Vec<Node>,
    defences: Vec<Node>,
    answers: Vec<Node>,
}

fn attack_text(n: &Node) -> String {
    let mut threat: Vec<String> = n.threat.iter().map(attack_text).collect();
    let mut defences: Vec<String> = n.defences.iter().map(defence_text).collect();
    threat.sort();
    defences.sort();
    format!(
        "{}{{T:{}}}{{{}}}",
        n.mv,
        threat.join(","),
        defences.join(",")
    )
}

fn defence_text(n: &Node) -> String {
    let mut answers: Vec<String> = n.answers.iter().map(attack_text).collect();
    answers.sort();
    format!("{}[{}]", n.mv, answers.join(","))
}

/// Our trees, from `alice solve --json`.
fn our_variations(alice: &Path, p: &Problem) -> Result<Variations> {
    let out = Command::new(alice)
        .args(["solve", &p.fen, &p.stipulation, "--json"])
        .output()
        .context("run alice solve --json")?;
    let json: serde_json::Value =
        serde_json::from_slice(&out.stdout).context("alice solve --json")?;
    fn list(v: &serde_json::Value, key: &str) -> Vec<serde_json::Value> {
        v[key].as_array().cloned().unwrap_or_default()
    }
    fn attack(v: &serde_json::Value) -> Node {
        Node {
            mv: v["move"].as_str().unwrap_or("").to_string(),
            threat: list(v, "threat").iter().map(attack).collect(),
            defences: list(v, "defences")
                .iter()
                .filter(|d| d["stopsThreat"].as_bool() == Some(true))
                .map(|d| Node {
                    mv: d["move"].as_str().unwrap_or("").to_string(),
                    answers: list(d, "answers").iter().map(attack).collect(),
                    ..Node::default()
                })
                .collect(),
            answers: Vec::new(),
        }
    }
    Ok(list(&json, "keys")
        .iter()
        .map(|k| attack_text(&attack(k)))
        .collect())
}

/// Popeye's trees (`option variation`), read by indentation: under each key (`   1.X !`), an
/// attacker's move directly under an attacker's move is a threat, one under a defence an answer.
fn parse_popeye_variations(output: &str) -> Variations {
    // The open nodes: (indentation, is an attacker's move, the node).
    let mut stack: Vec<(usize, bool, Node)> = Vec::new();
    let mut all = Variations::new();
    fn close(stack: &mut Vec<(usize, bool, Node)>, all: &mut Variations, to: usize) {
        while stack.len() > to {
            let Some((_, attacker, node)) = stack.pop() else {
                return;
            };
            match stack.last_mut() {
                Some((_, true, parent)) if attacker => parent.threat.push(node),
                Some((_, true, parent)) => parent.defences.push(node),
                Some((_, false, parent)) => parent.answers.push(node),
                None => {
                    all.insert(attack_text(&node));
                }
            }
        }
    }
    let mut in_key = false;
    for line in output.lines() {
        let indent = line.len() - line.trim_start().len();
        let token = line.split_whitespace().next().unwrap_or("");
        let Some(dot) = token.find('.') else {
            if line.starts_with("solution finished") || (indent < 3 && !line.trim().is_empty()) {
                close(&mut stack, &mut all, 0);
                in_key = false;
            }
            continue;
        };
        if !token[..dot].bytes().all(|b| b.is_ascii_digit()) || dot == 0 {
            continue;
        }
        let defender = token[dot..].starts_with("...");
        if indent == 3 && !defender {
            close(&mut stack, &mut all, 0);
            in_key = line.contains(" ! ") || line.trim_end().ends_with(" !");
            if !in_key {
                continue;
            }
        } else if !in_key {
            continue;
        } else {
            let depth = stack.iter().take_while(|(i, _, _)| *i < indent).count();
            close(&mut stack, &mut all, depth);
        }
        // The mover: white for an attacker's move, black for a defence (castling squares).
        if let Some(mv) = popeye_move(token, !defender) {
            let node = Node {
                mv,
                ..Node::default()
            };
            stack.push((indent, !defender, node));
        }
    }
    close(&mut stack, &mut all, 0);
    all
}

/// Popeye's trees for a problem.
fn popeye_variations(popeye: &Path, dir: &Path, p: &Problem) -> Result<Variations> {
    let input = dir.join("problem.inp");
    let text = popeye_input(p, false)?.replace("end\n", "option variation\nend\n");
    std::fs::write(&input, text)?;
    let out = Command::new(popeye).arg(&input).output()?;
    Ok(parse_popeye_variations(&String::from_utf8_lossy(
        &out.stdout,
    )))
}

/// The Popeye input for a problem: its pieces by colour and board, the stipulation, and the
/// castling rights the FEN does not give (Popeye allows castling whenever king and rook stand on
/// their squares).
fn popeye_input(p: &Problem, tries: bool) -> Result<String> {
    let fields: Vec<&str> = p.fen.split_whitespace().collect();
    let placement = fields.first().context("empty FEN")?;
    let castling = fields.get(2).copied().unwrap_or("-");
    // (colour, board) → "kd1 qe2 …"
    let mut groups: [[Vec<String>; 2]; 2] = Default::default();
    let mut on_a = std::collections::HashMap::new();
    for (r, rank) in placement.split('/').enumerate() {
        let mut file = 0u8;
        let mut bar = false;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as u8;
                continue;
            }
            if c == '|' {
                bar = true;
                continue;
            }
            let lower = c.to_ascii_lowercase();
            let (role, board_b) = match lower {
                'k' | 'q' | 'r' | 'b' | 'n' | 'p' => (lower, bar),
                'l' => ('k', true),
                't' => ('q', true),
                'u' => ('r', true),
                'c' => ('b', true),
                'o' => ('n', true),
                's' => ('p', true),
                _ => bail!("{}: bad FEN character {c}", p.name),
            };
            bar = false;
            let white = c.is_ascii_uppercase();
            let sq = format!("{}{}", (b'a' + file) as char, 8 - r);
            let letter = if role == 'n' { 's' } else { role };
            if !board_b {
                on_a.insert(sq.clone(), (white, role));
            }
            groups[usize::from(!white)][usize::from(board_b)].push(format!("{letter}{sq}"));
            file += 1;
        }
    }
    let mut input = String::from("begin\ncondition alice\npieces");
    for (ci, colour) in ["white", "black"].iter().enumerate() {
        for (bi, board) in ["", " AliceB"].iter().enumerate() {
            if !groups[ci][bi].is_empty() {
                let _ = write!(input, " {colour}{board} {}", groups[ci][bi].join(" "));
            }
        }
    }
    // Popeye assumes every castling whose king and rook stand at home on board A.
    let mut no_castling = Vec::new();
    for (white, rank, rights) in [(true, 1, ['K', 'Q']), (false, 8, ['k', 'q'])] {
        if on_a.get(&format!("e{rank}")) != Some(&(white, 'k')) {
            continue;
        }
        for (right, file) in rights.iter().zip(['h', 'a']) {
            let rook = format!("{file}{rank}");
            if on_a.get(&rook) == Some(&(white, 'r')) && !castling.contains(*right) {
                no_castling.push(rook);
            }
        }
    }
    let _ = write!(input, "\nstipulation {}\n", p.stipulation);
    if !no_castling.is_empty() {
        let _ = writeln!(input, "option nocastling {}", no_castling.join(" "));
    }
    if tries && has_tries(p) {
        input.push_str("option try\n");
    }
    if fields.get(3).is_some_and(|ep| *ep != "-") {
        bail!(
            "{}: an en-passant square cannot be given to Popeye here",
            p.name
        );
    }
    input.push_str("end\n");
    Ok(input)
}

/// A Popeye move token (`Bh4-g3A`, `e6*d7B`, `d2-d1=SA`, `0-0-0BB`, `1.Ke5-f4A`) in
/// coordinates, for the side `white`.
fn popeye_move(token: &str, white: bool) -> Option<String> {
    let t = match token.rfind('.') {
        Some(i) if token[..i].bytes().all(|b| b.is_ascii_digit() || b == b'.') => &token[i + 1..],
        _ => token,
    };
    let rank = if white { '1' } else { '8' };
    if t.starts_with("0-0-0") {
        return Some(format!("e{rank}c{rank}"));
    }
    if t.starts_with("0-0") {
        return Some(format!("e{rank}g{rank}"));
    }
    let b = t.as_bytes();
    let start = usize::from(b.first().is_some_and(|c| b"KQRBSP".contains(c)));
    let sq = |i: usize| -> Option<&str> {
        let s = t.get(i..i + 2)?;
        let s_b = s.as_bytes();
        ((b'a'..=b'h').contains(&s_b[0]) && (b'1'..=b'8').contains(&s_b[1])).then_some(s)
    };
    let from = sq(start)?;
    if !matches!(b.get(start + 2), Some(b'-' | b'*')) {
        return None;
    }
    let to = sq(start + 3)?;
    let promo = match (b.get(start + 5), b.get(start + 6)) {
        (Some(b'='), Some(&p)) => match p {
            b'Q' => "q",
            b'R' => "r",
            b'B' => "b",
            b'S' => "n",
            _ => return None,
        },
        _ => "",
    };
    Some(format!("{from}{to}{promo}"))
}

/// Popeye's solutions from its output: the keys (`   1.X !` lines) of a `#n`/`s#n`, or the
/// lines of a helpmate.
fn parse_popeye(output: &str, stipulation: &str) -> Solutions {
    let help = stipulation.starts_with('h');
    let black_first = help && !stipulation.ends_with(".5");
    let mut solutions = Solutions::new();
    for line in output.lines() {
        if help {
            if !line.starts_with("  1.") || line.starts_with("   ") {
                continue;
            }
            let mut moves = Vec::new();
            for token in line.split_whitespace() {
                let white = (moves.len() % 2 == 0) != black_first;
                if let Some(m) = popeye_move(token, white) {
                    moves.push(m);
                }
            }
            solutions.insert(moves.join(","));
        } else if line.starts_with("   1.")
            && (line.contains(" ! ") || line.trim_end().ends_with(" !"))
        {
            let token = line.split_whitespace().next().unwrap_or("");
            if let Some(m) = popeye_move(token, true) {
                solutions.insert(m);
            }
        }
    }
    solutions
}

/// Popeye's tries (`option try`): each `   1.X ?` line with the refutation(s) printed under it
/// (`      1...Y !`), as `try:refutation`.
fn parse_popeye_tries(output: &str) -> Solutions {
    let mut tries = Solutions::new();
    let mut current: Option<(String, Vec<String>)> = None;
    let mut flush = |current: &mut Option<(String, Vec<String>)>| {
        if let Some((t, refs)) = current.take() {
            tries.insert(format!("{t}:{}", refs.join("/")));
        }
    };
    for line in output.lines() {
        if line.starts_with("   1.") {
            flush(&mut current);
            if line.contains(" ?") {
                let token = line.split_whitespace().next().unwrap_or("");
                current = popeye_move(token, true).map(|m| (m, Vec::new()));
            }
        } else if line.starts_with("      1...") && line.trim_end().ends_with('!') {
            if let Some((_, refs)) = current.as_mut() {
                let token = line.split_whitespace().next().unwrap_or("");
                refs.extend(popeye_move(token, false));
            }
        } else if line.starts_with("solution finished") {
            flush(&mut current);
        }
    }
    flush(&mut current);
    tries
}

/// Runs Popeye; its solutions, the wall time and the solving time it reports.
fn run_popeye(
    popeye: &Path,
    dir: &Path,
    p: &Problem,
    tries: bool,
) -> Result<(Solutions, Solutions, Duration, String)> {
    let input = dir.join("problem.inp");
    std::fs::write(&input, popeye_input(p, tries)?)?;
    let start = Instant::now();
    let out = Command::new(popeye)
        .arg(&input)
        .output()
        .with_context(|| format!("run {}", popeye.display()))?;
    let elapsed = start.elapsed();
    let text = String::from_utf8_lossy(&out.stdout);
    let reported = text
        .lines()
        .find_map(|l| l.split("Time = ").nth(1))
        .unwrap_or("?")
        .trim()
        .to_string();
    let try_set = if tries && has_tries(p) {
        parse_popeye_tries(&text)
    } else {
        Solutions::new()
    };
    Ok((
        parse_popeye(&text, &p.stipulation),
        try_set,
        elapsed,
        reported,
    ))
}

fn ms(d: Duration) -> String {
    format!("{:.1}", d.as_secs_f64() * 1e3)
}

/// The task.
pub fn bench(args: &[String]) -> Result<()> {
    let record = args.iter().any(|a| a == "--record");
    let tries = args.iter().any(|a| a == "--tries");
    let variations = args.iter().any(|a| a == "--variations");
    let runs: usize = match args.iter().position(|a| a == "--runs") {
        Some(i) => args.get(i + 1).context("--runs needs a number")?.parse()?,
        None => 3,
    };
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let root = util::root();
    let data_path = root.join("tests/problems/alice.txt");
    let data = std::fs::read_to_string(&data_path).context("read tests/problems/alice.txt")?;
    let problems = parse_problems(&data)?;
    util::run(util::cargo().args(["build", "--release", "--bin", "alice"]))?;
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let alice = target.join("release/alice");
    let popeye = std::env::var_os("POPEYE").map(PathBuf::from);
    if record && popeye.is_none() {
        bail!("--record needs POPEYE=/path/to/popeye");
    }
    let dir = std::env::temp_dir().join(format!("alice-bench-solve-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    println!("| problem | stip. | ours: solutions | ours ms | Popeye: solutions | Popeye ms (wall / its own) | agree |");
    println!("|---|---|---|---:|---|---:|---|");
    let (mut agree, mut differ, mut compared) = (0, 0, 0);
    let (mut tries_compared, mut tries_total) = (0, 0);
    let (mut vari_compared, mut vari_agree) = (0, 0);
    let mut recorded = Vec::new();
    let mut totals: std::collections::BTreeMap<String, (Duration, Duration, usize)> =
        Default::default();
    for p in &problems {
        if only.as_ref().is_some_and(|o| !p.name.contains(o.as_str())) {
            continue;
        }
        let mut best = Duration::MAX;
        let mut ours = Solutions::new();
        let mut our_tries = Solutions::new();
        for _ in 0..runs.max(1) {
            let (s, ts, t) = run_ours(&alice, p, tries)?;
            ours = s;
            our_tries = ts;
            best = best.min(t);
        }
        let expected_ours = p
            .ours
            .as_deref()
            .or(p.popeye.as_deref())
            .map(parse_recorded);
        let mut row = format!(
            "| {} | {} | {} | {} |",
            p.name,
            p.stipulation,
            format_solutions(&ours),
            ms(best)
        );
        if let Some(popeye) = &popeye {
            let (theirs, their_tries, t, reported) = run_popeye(popeye, &dir, p, tries)?;
            compared += 1;
            let same = theirs == ours && their_tries == our_tries;
            if tries && has_tries(p) {
                tries_compared += 1;
                tries_total += their_tries.len();
            }
            if same {
                agree += 1;
            } else {
                differ += 1;
            }
            let e = totals.entry(p.stipulation.clone()).or_default();
            e.0 += best;
            e.1 += t;
            e.2 += 1;
            let _ = write!(
                row,
                " {} | {} / {} | {} |",
                format_solutions(&theirs),
                ms(t),
                reported,
                if same { "yes" } else { "**no**" }
            );
            if their_tries != our_tries {
                let _ = write!(
                    row,
                    " tries: ours {}, Popeye {} |",
                    format_solutions(&our_tries),
                    format_solutions(&their_tries)
                );
            }
            let mut their_tree = None;
            if variations && has_tries(p) {
                let ours_v = our_variations(&alice, p)?;
                let theirs_v = popeye_variations(popeye, &dir, p)?;
                their_tree = Some(format_solutions(&theirs_v));
                vari_compared += 1;
                if ours_v == theirs_v {
                    vari_agree += 1;
                } else {
                    let _ = write!(
                        row,
                        " variations: ours {:?}, Popeye {:?} |",
                        ours_v, theirs_v
                    );
                }
            }
            recorded.push((p.name.clone(), theirs, their_tries, their_tree));
        } else {
            let _ = write!(row, " | | |");
        }
        if let (true, Some(expected)) = (tries, p.popeye_tries.as_deref()) {
            if has_tries(p) && parse_recorded(expected) != our_tries {
                let _ = write!(row, " (data file's tries: {expected})");
            }
        }
        if let Some(expected) = expected_ours {
            if expected != ours {
                let _ = write!(row, " (data file expects {})", format_solutions(&expected));
            }
        }
        println!("{row}");
    }
    if popeye.is_some() {
        println!("\n{compared} problems: {agree} agree, {differ} differ");
        if tries {
            println!(
                "tries compared on {tries_compared} #n/s#n problems ({tries_total} tries by Popeye)"
            );
        }
        if variations {
            println!(
                "trees of the #n and s#n (threats, defences, answers, duals): {vari_agree} of {vari_compared} agree"
            );
        }
        println!("\n| stipulation | problems | ours total ms | Popeye total ms (wall) |");
        println!("|---|---:|---:|---:|");
        for (stip, (o, t, n)) in &totals {
            println!("| {stip} | {n} | {} | {} |", ms(*o), ms(*t));
        }
    } else {
        println!("\n(set POPEYE=/path/to/popeye to compare with Popeye)");
    }
    if record {
        let mut out = String::new();
        for line in data.lines() {
            let name = line.split('|').next().unwrap_or("").trim();
            let found = recorded
                .iter()
                .find(|(n, _, _, _)| !line.trim_start().starts_with('#') && n == name);
            match found {
                Some((_, theirs, their_tries, their_tree)) => {
                    let with_tries =
                        tries && problems.iter().any(|p| p.name == name && has_tries(p));
                    let kept: Vec<&str> = line
                        .split('|')
                        .map(str::trim)
                        .filter(|f| {
                            let stale = f.starts_with("popeye:")
                                || (with_tries && f.starts_with("popeye-tries:"))
                                || (their_tree.is_some() && f.starts_with("popeye-tree:"));
                            !stale
                        })
                        .collect();
                    let mut fields = kept[..3.min(kept.len())].to_vec();
                    let popeye_field = format!("popeye: {}", format_solutions(theirs));
                    fields.push(&popeye_field);
                    let tries_field = format!("popeye-tries: {}", format_solutions(their_tries));
                    if with_tries {
                        fields.push(&tries_field);
                    }
                    let tree_field =
                        format!("popeye-tree: {}", their_tree.as_deref().unwrap_or(""));
                    if their_tree.is_some() {
                        fields.push(&tree_field);
                    }
                    fields.extend_from_slice(&kept[3.min(kept.len())..]);
                    let _ = writeln!(out, "{}", fields.join(" | "));
                }
                None => {
                    let _ = writeln!(out, "{line}");
                }
            }
        }
        std::fs::write(&data_path, out)?;
        println!("recorded Popeye's answers in {}", data_path.display());
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn popeye_moves_read() {
        assert_eq!(popeye_move("1.Bh4-g3A", true).as_deref(), Some("h4g3"));
        assert_eq!(popeye_move("d2-d1=SA", false).as_deref(), Some("d2d1n"));
        assert_eq!(popeye_move("Ke5*d4B", true).as_deref(), Some("e5d4"));
        assert_eq!(popeye_move("0-0-0BB", false).as_deref(), Some("e8c8"));
        assert_eq!(popeye_move("#", true), None);
        assert_eq!(popeye_move("ep.A", true), None);
    }

    #[test]
    fn popeye_output_read() {
        let out = "   1.Qd7-e8B ! threat:\n          2.Se6-f4A #\n   1.Qd7-c8B ? threat:\n   1.Be2-b5A # !\n";
        let keys = parse_popeye(out, "#2");
        assert_eq!(format_solutions(&keys), "d7e8 e2b5");
        let out = "  1...Bh1-e4A   2.Ba3-b2A Be4-d3B   3.Bb2*d4B Ra4*d4A #\n";
        assert_eq!(
            format_solutions(&parse_popeye(out, "h#2.5")),
            "h1e4,a3b2,e4d3,b2d4,a4d4"
        );
    }

    #[test]
    fn popeye_tries_read() {
        let out = "   1.Qd7-e8B ! threat:\n          2.Se6-f4A #\n   1.Qd7-c8A + ?\n    but\n      1...Kb8*c8B !\n   1.Sa8*b6A ? threat:\n          2.Qd7-c8A #\n      1...Ra4-c4A\n          2.Qd7-e8A +\n    but\n      1...Sd5*b6B !\nsolution finished.\n";
        assert_eq!(
            format_solutions(&parse_popeye_tries(out)),
            "a8b6:d5b6 d7c8:b8c8"
        );
    }

    #[test]
    fn popeye_variations_read() {
        let out = "   1.Qd7-e8B ! threat:\n          2.Se6-f4A #\n      1...Sd8*c6A\n          2.Qe8-b5A #\n          2.Qe8-e3A #\n      1...Sd8*e6A\n          2.Qe8-e3A #\n   1.Qd7-c8B ? threat:\n          2.Se6-f4A #\nsolution finished.\n";
        let v = parse_popeye_variations(out);
        assert_eq!(
            v.into_iter().collect::<Vec<_>>(),
            ["d7e8{T:e6f4{T:}{}}{d8c6[e8b5{T:}{},e8e3{T:}{}],d8e6[e8e3{T:}{}]}"]
        );
        // Three levels: a zugzwang key, a defence, an answer with its own defences.
        let out = "   1.Bh4-g3A ! zugzwang.\n      1...Ra4-b4A\n          2.c2-c4B zugzwang.\n              2...g6-g5A\n                  3.Ke5-f5B #\n      1...g6-g5A\n          2.Ke5-f5B #\nsolution finished.\n";
        assert_eq!(
            parse_popeye_variations(out).into_iter().collect::<Vec<_>>(),
            ["h4g3{T:}{a4b4[c2c4{T:}{g6g5[e5f5{T:}{}]}],g6g5[e5f5{T:}{}]}"]
        );
    }

    #[test]
    fn popeye_input_from_fen() {
        let p = Problem {
            name: "x".into(),
            stipulation: "#2".into(),
            fen: "r3k3/8/8/8/8/8/8/O3K2R w K - 0 1".into(),
            popeye: None,
            ours: None,
            popeye_tries: None,
        };
        let input = popeye_input(&p, false).unwrap();
        assert!(
            input.contains("pieces white ke1 rh1 white AliceB sa1 black ra8 ke8"),
            "{input}"
        );
        assert!(input.contains("option nocastling a8"), "{input}");
    }
}
