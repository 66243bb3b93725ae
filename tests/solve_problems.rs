//! Every problem of `tests/problems/alice.txt` solved, and the answer compared with the one
//! recorded from Popeye 4.104 (`condition alice`; `cargo xtask bench-solve --record` writes it),
//! or, where our rules reading differs (see docs/SOLVER.md), with the `ours:` answer given there.
//! The short ones are also solved by a brute-force referee written here from the rules API alone
//! (every line played out, no pruning, no table), which must agree.

use alice_chess::solve::{problem_position, solve, Defence, Goal, Options, Play, Stipulation};
use alice_chess::Position;
use std::collections::BTreeSet;

struct Problem {
    name: String,
    stipulation: Stipulation,
    fen: String,
    expected: BTreeSet<String>,
    /// Popeye's tries (`try:refutation`), when recorded.
    tries: Option<BTreeSet<String>>,
    /// Popeye's trees, one a key (`xtask/src/bench_solve.rs` writes them), when recorded.
    tree: Option<BTreeSet<String>>,
}

fn problems() -> Vec<Problem> {
    let text = include_str!("problems/alice.txt");
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let answer = |key: &str| {
            fields[3..]
                .iter()
                .find_map(|f| f.strip_prefix(key).map(str::trim))
        };
        let recorded = answer("ours:")
            .or_else(|| answer("popeye:"))
            .unwrap_or_else(|| panic!("{}: no recorded answer", fields[0]));
        out.push(Problem {
            name: fields[0].to_string(),
            stipulation: fields[1].parse().unwrap(),
            fen: fields[2].to_string(),
            expected: set(recorded),
            tries: answer("popeye-tries:").map(set),
            tree: answer("popeye-tree:").map(set),
        });
    }
    out
}

fn set(text: &str) -> BTreeSet<String> {
    text.split_whitespace()
        .filter(|s| *s != "-")
        .map(str::to_string)
        .collect()
}

fn our_answer(p: &Problem) -> BTreeSet<String> {
    let pos = problem_position(&p.fen, p.stipulation).unwrap();
    let s = solve(&pos, p.stipulation, &Options::default());
    let mut out: BTreeSet<String> = s.keys.iter().map(|k| k.mv.uci()).collect();
    for h in s.helpmates() {
        out.insert(
            h.moves
                .iter()
                .map(|m| m.uci())
                .collect::<Vec<_>>()
                .join(","),
        );
    }
    out
}

#[test]
fn every_problem_agrees_with_the_recorded_answer() {
    let problems = problems();
    assert!(problems.len() >= 30, "{} problems", problems.len());
    let mut wrong = Vec::new();
    for p in &problems {
        let ours = our_answer(p);
        if ours != p.expected {
            wrong.push(format!(
                "{}: ours {:?}, expected {:?}",
                p.name, ours, p.expected
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The tries of every `#n` and `s#n` (first moves refuted by exactly one defence), with their
/// refutations, as Popeye's `option try` printed them.
#[test]
fn every_try_and_refutation_agrees_with_popeye() {
    let mut checked = 0;
    for p in problems() {
        let Some(expected) = &p.tries else { continue };
        let pos = problem_position(&p.fen, p.stipulation).unwrap();
        let options = Options {
            tries: true,
            ..Options::default()
        };
        let s = solve(&pos, p.stipulation, &options);
        let ours: BTreeSet<String> = s
            .tries
            .iter()
            .map(|t| {
                let refs: Vec<String> = t.refutations.iter().map(|r| r.mv.uci()).collect();
                format!("{}:{}", t.mv.uci(), refs.join("/"))
            })
            .collect();
        assert_eq!(&ours, expected, "{}", p.name);
        checked += expected.len();
    }
    assert!(checked >= 50, "{checked} tries checked");
}

fn after(pos: &Position, m: alice_chess::Move) -> Position {
    let mut p = *pos;
    p.play_unchecked(m);
    p
}

/// Brute force: white (to move) mates in at most `n`.
fn mates_in(pos: &Position, n: u8) -> bool {
    n > 0
        && pos.legal_moves().iter().any(|&m| {
            let p = after(pos, m);
            p.is_checkmate()
                || (!p.legal_moves().is_empty()
                    && p.legal_moves()
                        .iter()
                        .all(|&r| mates_in(&after(&p, r), n - 1)))
        })
}

/// Brute force: every help play of `plies` half-moves ending in mate.
fn help_lines(pos: &Position, plies: u8, line: &mut Vec<String>, out: &mut BTreeSet<String>) {
    for &m in pos.legal_moves().iter() {
        let p = after(pos, m);
        line.push(m.uci());
        if plies == 1 {
            if p.is_checkmate() {
                out.insert(line.join(","));
            }
        } else {
            help_lines(&p, plies - 1, line, out);
        }
        line.pop();
    }
}

#[test]
fn a_brute_force_referee_agrees_on_the_short_problems() {
    let mut checked = 0;
    for p in problems() {
        let pos = problem_position(&p.fen, p.stipulation).unwrap();
        let s = p.stipulation;
        let referee: BTreeSet<String> = match s.goal {
            Goal::Mate if s.moves <= 2 => pos
                .legal_moves()
                .iter()
                .filter(|&&m| {
                    let q = after(&pos, m);
                    q.is_checkmate()
                        || (!q.legal_moves().is_empty()
                            && q.legal_moves()
                                .iter()
                                .all(|&r| mates_in(&after(&q, r), s.moves - 1)))
                })
                .map(|m| m.uci())
                .collect(),
            Goal::Helpmate if s.plies() <= 4 => {
                let mut out = BTreeSet::new();
                help_lines(&pos, s.plies(), &mut Vec::new(), &mut out);
                out
            }
            _ => continue,
        };
        assert_eq!(our_answer(&p), referee, "{}", p.name);
        checked += 1;
    }
    assert!(checked >= 15, "{checked} checked");
}

/// A key's tree as `cargo xtask bench-solve` writes Popeye's: each attacker's move
/// `m{T:threats}{defences shown}`, each defence `d[answers]`, every list sorted.
fn attack_text(p: &Play) -> String {
    let mut threat: Vec<String> = p.threat.iter().map(attack_text).collect();
    let mut defences: Vec<String> = p
        .defences
        .iter()
        .filter(|d| d.stops_threat)
        .map(defence_text)
        .collect();
    threat.sort();
    defences.sort();
    format!(
        "{}{{T:{}}}{{{}}}",
        p.mv.uci(),
        threat.join(","),
        defences.join(",")
    )
}

fn defence_text(d: &Defence) -> String {
    let mut answers: Vec<String> = d.answers.iter().map(attack_text).collect();
    answers.sort();
    format!("{}[{}]", d.mv.uci(), answers.join(","))
}

/// The whole tree of every `#n` and `s#n` — threats, the defences shown, the answers to each
/// (duals), level after level — as Popeye's `option variation` printed it.
#[test]
fn every_tree_agrees_with_popeye() {
    let mut checked = 0;
    for p in problems() {
        let Some(expected) = &p.tree else { continue };
        let pos = problem_position(&p.fen, p.stipulation).unwrap();
        let s = solve(&pos, p.stipulation, &Options::default());
        let ours: BTreeSet<String> = s.keys.iter().map(attack_text).collect();
        assert_eq!(&ours, expected, "{}", p.name);
        checked += 1;
    }
    assert!(checked >= 20, "{checked} trees checked");
}
