//! Perft counts from `tests/data/alice.perft` (the counts of `docs/RULES.md` §9): every listed count
//! must match. Counts above `QUICK_NODE_LIMIT` run only with `--ignored` (CI runs them).

use alice_chess::{perft::perft, Position};

const QUICK_NODE_LIMIT: u64 = 1_000_000;

struct Case {
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/alice.perft");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (key, value) = line.split_once(' ').expect("key value line");
        match key {
            "id" => cases.push(Case {
                id: value.to_string(),
                fen: String::new(),
                counts: vec![],
            }),
            "fen" => cases.last_mut().expect("id before fen").fen = value.to_string(),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("depth nodes");
                cases
                    .last_mut()
                    .expect("id before perft")
                    .counts
                    .push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    cases
}

fn check(deep: bool) -> usize {
    let mut checked = 0;
    for case in cases() {
        let pos = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for &(depth, expected) in &case.counts {
            if (expected > QUICK_NODE_LIMIT) != deep {
                continue;
            }
            assert_eq!(perft(&pos, depth), expected, "{} depth {depth}", case.id);
            checked += 1;
        }
    }
    checked
}

#[test]
fn data_file_has_every_case() {
    let cases = cases();
    assert!(cases.len() >= 10, "only {} cases parsed", cases.len());
    assert!(cases
        .iter()
        .all(|c| !c.fen.is_empty() && !c.counts.is_empty()));
}

#[test]
fn perft_counts_quick() {
    assert!(check(false) > 20);
}

#[test]
#[ignore = "deep counts (several million nodes): run with --ignored"]
fn perft_counts_deep() {
    assert!(check(true) >= 1);
}

/// Every position of the walk: `noisy_moves` lists exactly the captures and promotions among
/// `legal_moves` (checked at every node of each case's tree, three plies deep).
#[test]
fn noisy_moves_are_the_captures_and_promotions_of_legal_moves() {
    use alice_chess::MoveKind;
    fn walk(pos: &Position, depth: u32, checked: &mut usize) {
        let legal = pos.legal_moves();
        let mut expected: Vec<String> = legal
            .iter()
            .filter(|m| {
                m.kind == MoveKind::EnPassant
                    || pos.occupied().contains(m.to)
                    || m.promotion().is_some()
            })
            .map(|m| format!("{m:?}"))
            .collect();
        let mut noisy: Vec<String> = pos.noisy_moves().iter().map(|m| format!("{m:?}")).collect();
        expected.sort();
        noisy.sort();
        assert_eq!(noisy, expected, "{}", pos.fen());
        *checked += 1;
        if depth > 0 {
            for m in legal.iter() {
                let mut child = *pos;
                child.play_unchecked(*m);
                walk(&child, depth - 1, checked);
            }
        }
    }
    let mut checked = 0;
    for case in cases() {
        let pos = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        walk(&pos, 3, &mut checked);
    }
    assert!(checked > 50_000, "only {checked} positions");
}
