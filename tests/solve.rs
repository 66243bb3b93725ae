//! The problem solver (`alice_chess::solve`) on problems whose answers were found independently:
//! by Popeye 4.104 (`condition alice`, the problemists' solver; its output is quoted in each
//! test) or by hand. The data-driven check of every problem in `tests/problems/alice.txt`
//! against Popeye's recorded answers is `solve_problems.rs`.

use alice_chess::solve::{
    problem_position, solve, write_helpmates_json, write_json, write_lines, write_tree, Defence,
    Options, Play, Solution, Stipulation,
};
use std::collections::BTreeSet;

fn run(fen: &str, stip: &str, tries: bool) -> Solution {
    let stip: Stipulation = stip.parse().unwrap();
    let pos = problem_position(fen, stip).unwrap();
    let options = Options {
        tries,
        ..Options::default()
    };
    solve(&pos, stip, &options)
}

fn ucis(plays: &[Play]) -> BTreeSet<String> {
    plays.iter().map(|p| p.mv.uci()).collect()
}

fn defence<'a>(play: &'a Play, uci: &str) -> &'a Defence {
    play.defences
        .iter()
        .find(|d| d.mv.uci() == uci)
        .unwrap_or_else(|| panic!("no defence {uci}"))
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// A helpmate's short solutions (they come first), each checked to be of an `h#(n-1)`.
fn short_lines(s: &Solution) -> BTreeSet<String> {
    let shorter = s.stipulation.moves - 1;
    helpmates_of(s.helpmates().take(s.short_count()).inspect(|h| {
        assert_eq!(
            (h.stipulation.moves, h.stipulation.half),
            (shorter, s.stipulation.half)
        );
    }))
}

fn helpmates(s: &Solution) -> BTreeSet<String> {
    helpmates_of(s.helpmates())
}

fn helpmates_of(lines: impl Iterator<Item = alice_chess::solve::HelpSolution>) -> BTreeSet<String> {
    lines
        .map(|h| {
            h.moves
                .iter()
                .map(|m| m.uci())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// Maeder & Widlert, Andernach 2025, 3rd place, #3. Popeye (`option try vari`):
/// ```text
///    1.Bh4-g3A ! zugzwang.
///       1...Sd5-b4B
///           2.Qd7-c7A #
///           2.Ke5*d4B #
///       1...Ra4-b4A
///           2.c2-c4B zugzwang.
///    1.Qd7-e8A + ?  but 1...Kb8-b7B !      1.Qd7-c8A + ?  but 1...Kb8*c8B !
///    1.Qd7*a7A + ?  but 1...Kb8*a7B !      1.Qd7-b7A + ?  but 1...Kb8*b7B !
///    1.Qd7-c7A + ?  but 1...Sd5*c7B !      1.Qd7-d8A + ?  but 1...Kb8-b7B !
///    1.Sa8*b6A ?    but 1...Sd5*b6B !      1.Sa8-c7A ?    but 1...Sd5*c7B !
/// ```
#[test]
fn mate_in_3_key_tries_and_a_dual() {
    let s = run(
        "Ok6/c2Tp3/1s2P1s1/1S1nK3/u2psS1C/2SPS3/b1P5/8 w - - 0 1",
        "#3",
        true,
    );
    assert_eq!(ucis(&s.keys), set(&["h4g3"]));
    let key = &s.keys[0];
    assert!(key.zugzwang && key.threat.is_empty());
    // 1...Sb4: two mates — a dual.
    assert_eq!(ucis(&defence(key, "d5b4").answers), set(&["d7c7", "e5d4"]));
    let rb4 = defence(key, "a4b4");
    assert_eq!(ucis(&rb4.answers), set(&["c2c4"]));
    assert!(rb4.answers[0].zugzwang);
    let tries: BTreeSet<String> = s
        .tries
        .iter()
        .map(|t| format!("{} {}", t.mv.uci(), t.refutations[0].mv.uci()))
        .collect();
    assert_eq!(
        tries,
        set(&[
            "d7e8 b8b7",
            "d7c8 b8c8",
            "d7a7 b8a7",
            "d7b7 b8b7",
            "d7c7 d5c7",
            "d7d8 b8b7",
            "a8b6 d5b6",
            "a8c7 d5c7"
        ])
    );
    assert!(s.tries.iter().all(|t| t.refutations.len() == 1));
}

/// Krätschmer, Pachl & Rittirsch, Andernach 2025, 7th place, #2. Popeye:
/// ```text
///    1.Qd7-e8B ! threat:
///           2.Se6-f4A #
///       1...Sd8*c6A
///           2.Qe8-b5A #
///       1...Sd8*e6A
///           2.Qe8-e3A #
/// ```
/// and eight tries, each with one refutation (listed below).
#[test]
fn mate_in_2_threat_variations_and_tries() {
    let s = run(
        "3o2r1/bp1Q4/s1OPOp1o/B2P4/P2PP2R/rS1k3s/4SP2/1b1K4 w - - 0 1",
        "#2",
        true,
    );
    assert_eq!(ucis(&s.keys), set(&["d7e8"]));
    let key = &s.keys[0];
    assert_eq!(ucis(&key.threat), set(&["e6f4"]));
    let shown: BTreeSet<String> = key
        .defences
        .iter()
        .filter(|d| d.stops_threat)
        .map(|d| format!("{} {}", d.mv.uci(), d.answers[0].mv.uci()))
        .collect();
    assert_eq!(shown, set(&["d8c6 e8b5", "d8e6 e8e3"]));
    let tries: BTreeSet<String> = s
        .tries
        .iter()
        .map(|t| format!("{} {}", t.mv.uci(), t.refutations[0].mv.uci()))
        .collect();
    assert_eq!(
        tries,
        set(&[
            "c6b4 d3c3",
            "c6e5 f6e5",
            "e6c5 a7c5",
            "e6f4 d3e4",
            "d7g4 h6g4",
            "d7f5 h6f5",
            "d7c8 h6g4",
            "d7e7 d8c6"
        ])
    );
}

/// Caillaud, Andernach 2025, 5th place, h#2. Popeye:
/// ```text
///   1.Ke5-f4A Qc5-f5B   2.d2-d1=SA Rc3-f3A #
///   1.Ke5-e4A Qc5-e5B   2.d2-d1=BA Rc3-e3A #
/// ```
#[test]
fn helpmate_in_2_two_solutions_with_promotions() {
    let s = run("8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1", "h#2", false);
    assert_eq!(
        helpmates(&s),
        set(&["e5f4 c5f5 d2d1n c3f3", "e5e4 c5e5 d2d1b c3e3"])
    );
    assert_eq!(s.count(), 2);
    let texts: Vec<String> = s.helpmates().flat_map(|h| h.texts).collect();
    assert!(texts.iter().any(|t| *t == "Sd1=N"), "{texts:?}");
}

/// Rittirsch & Pachl, Andernach 2025, 4th place, h#2, twin b) wKh1→h2. Popeye:
/// ```text
/// a)  1.Bd5-b7B Rg2-e2B   2.Re7-a7B e6-e7B #
/// b)  1.Rd2-b2B Rg2-g1B   2.Bg7-a1B g6-g7B #
/// ```
#[test]
fn helpmate_in_2_twins() {
    let a = run(
        "5l2/4rCb1/4P1P1/3b4/6p1/3p2P1/3r2R1/7K w - - 0 1",
        "h#2",
        false,
    );
    assert_eq!(helpmates(&a), set(&["d5b7 g2e2 e7a7 e6e7"]));
    let b = run(
        "5l2/4rCb1/4P1P1/3b4/6p1/3p2P1/3r2RK/8 w - - 0 1",
        "h#2",
        false,
    );
    assert_eq!(helpmates(&b), set(&["d2b2 g2g1 g7a1 g6g7"]));
}

/// Caillaud, Andernach 2025, 8th place, h#2.5 (white begins). Popeye:
/// ```text
///   1...Bh1-e4A   2.Ba3-b2A Be4-d3B   3.Bb2*d4B Ra4*d4A #
///   1...Ra4-e4A   2.Re1-f1A Re4-e2B   3.Rf1*f3B Bh1*f3A #
/// ```
#[test]
fn helpmate_in_2_and_a_half() {
    let s = run("5K2/8/8/8/U2P4/c4P2/8/2uku2C w - - 0 1", "h#2.5", false);
    assert_eq!(
        helpmates(&s),
        set(&["h1e4 a3b2 e4d3 b2d4 a4d4", "a4e4 e1f1 e4e2 f1f3 h1f3"])
    );
    assert_eq!(s.helpmate(0).unwrap().texts.len(), 5);
}

/// A cooked selfmate in 2 (a random position of ours, `gen-s2-1` in tests/problems/alice.txt).
/// Popeye (`option vari try`):
/// ```text
///    1.Qg4-h5A + !
///       1...Qe7-h7A
///           2.Sd6-f7A +
///               2...Sd8*f7B #
///    1.Qg4-h4A + !
///       1...Qe7-h7A
///           2.Sd6-f7A +
///               2...Sd8*f7B #
///    1.Sd6-f7A + ?
///     but
///       1...Sd8*f7B + !
/// ```
#[test]
fn selfmate_in_2_cooked_with_its_try() {
    let s = run("3n3k/2P1t1R1/3Or2L/8/2U3T1/7C/7o/8 w - - 0 1", "s#2", true);
    assert_eq!(ucis(&s.keys), set(&["g4h4", "g4h5"]));
    for key in &s.keys {
        assert!(key.threat.is_empty(), "a checking key has no threat");
        let d = defence(key, "e7h7");
        assert_eq!(key.defences.len(), 1, "1...Th7 is black's only move");
        assert_eq!(ucis(&d.answers), set(&["d6f7"]));
        let mate = &d.answers[0].defences;
        assert_eq!(mate.len(), 1);
        assert_eq!(
            (mate[0].mv.uci(), mate[0].text.as_str()),
            ("d8f7".into(), "Nxf7#")
        );
    }
    assert_eq!(s.tries.len(), 1);
    assert_eq!(s.tries[0].mv.uci(), "d6f7");
    assert_eq!(s.tries[0].refutations[0].mv.uci(), "d8f7");
}

/// Popeye lists no short solution either: 3.Bb5 mates at once (docs/RULES.md), so it is the
/// only key of the #2, and a mating key has no threat.
#[test]
fn a_mating_key_has_no_threat() {
    let s = run(
        "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPPCPPP/RNBQK1NR w KQkq - 0 3",
        "#2",
        false,
    );
    assert_eq!(ucis(&s.keys), set(&["e2b5"]));
    assert!(s.keys[0].threat.is_empty() && s.keys[0].defences.is_empty());
    assert_eq!(s.keys[0].text, "Cb5#");
}

/// En passant across the boards (docs/RULES.md §5), where Popeye differs: after 1.e7-e5 (the
/// pawn lands on B), the board-A pawn d5 takes it en passant and lands on e6 on B, opening the
/// bishop a2's diagonal on A to the king f7 — mate by hand: every flight is taken on B (e8, f8,
/// g8, g7, f6, g6, e6) or guarded on A (e7, by the rook e1), and no black piece can land on the
/// diagonal b3–e6 of board A. Popeye (en passant only between pawns of one board) gives the
/// other three solutions only:
/// ```text
///   1.Sg8-h6A d5-d6B #
///   1.e7-e5B d5-d6B #
///   1.e7-e6B d5-d6B #
/// ```
#[test]
fn en_passant_across_the_boards_mates() {
    let s = run("4cco1/4pks1/5ss1/3P4/8/8/B7/4R2K w - - 0 1", "h#1", false);
    assert_eq!(
        helpmates(&s),
        set(&["g8h6 d5d6", "e7e5 d5d6", "e7e6 d5d6", "e7e5 d5e6"])
    );
}

/// A position without solution says so.
#[test]
fn no_solution() {
    let bare = "k7/8/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(run(bare, "#2", true).count(), 0);
    assert_eq!(run(bare, "h#2", false).count(), 0);
    assert_eq!(run(bare, "s#2", false).count(), 0);
}

#[test]
fn bad_stipulations_are_refused() {
    for bad in ["#0", "h#", "2", "s#2.5", "#99"] {
        let err = bad.parse::<Stipulation>().unwrap_err();
        assert!(err.to_string().starts_with("invalid stipulation"), "{err}");
    }
}

/// Caillaud's h#2 (Andernach 2025, 5th place) set as an h#3. Popeye 4.104 (`stipulation h#3`)
/// prints 1,808 solutions, the two of the h#2 first, as short solutions:
/// ```text
///   1.Ke5-f4A Qc5-f5B   2.d2-d1=SA Rc3-f3A #
///   1.Ke5-e4A Qc5-e5B   2.d2-d1=BA Rc3-e3A #
///   1.d2-d1=QA + Ka1-b2B   2.Ke5-f4A Qc5-f5B   3.Qd1-h5B Rc3-f3A #
///   …
/// ```
#[test]
fn a_helpmate_lists_its_short_solutions_first_as_popeye_does() {
    let s = run("8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1", "h#3", false);
    assert_eq!(s.count(), 1808);
    assert_eq!(s.helpmate_count(), 1808);
    assert_eq!(s.short_count(), 2);
    let short = short_lines(&s);
    assert_eq!(
        short,
        set(&["e5f4 c5f5 d2d1n c3f3", "e5e4 c5e5 d2d1b c3e3"])
    );
    // Then the 1,806 of three moves, each ending in mate.
    let third = s.helpmate(2).unwrap();
    assert_eq!(third.stipulation.to_string(), "h#3");
    assert_eq!(third.moves.len(), 6);
    assert!(third.texts[5].ends_with('#'), "{:?}", third.texts);
    assert!(s.helpmate(1808).is_none());
    // The h#2 itself has no short solution.
    assert_eq!(
        run("8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1", "h#2", false).short_count(),
        0
    );
}

/// `gen-h25-3` (tests/problems/alice.txt, an h#2.5) set as an h#3.5: white's half-move first at
/// every length. Popeye 4.104 prints 1,952 solutions, the first the h#2.5's
/// `1...c3-c4A 2.Kd3-d4A Ba3-c1A 3.Kd4-c5B Bc1-e3B #`.
#[test]
fn short_solutions_of_a_helpmate_with_a_half_move() {
    let s = run("8/6L1/1U6/7c/8/C1Sl4/8/8 w - - 0 1", "h#3.5", false);
    assert_eq!(s.count(), 1952);
    assert_eq!(s.short_count(), 1);
    let h = s.helpmate(0).unwrap();
    assert_eq!(h.stipulation.to_string(), "h#2.5");
    assert_eq!(
        h.moves.iter().map(|m| m.uci()).collect::<Vec<_>>(),
        ["c3c4", "d3d4", "a3c1", "d4c5", "c1e3"]
    );
}

/// The writers cap a helpmate's solutions: the first `max`, then how many more, the short ones
/// named; the JSON counts them all and writes the next ones on request.
#[test]
fn the_writers_cap_a_helpmate_and_say_the_rest() {
    let s = run("8/8/8/2Q1l3/8/2U5/3s4/K7 w - - 0 1", "h#3", false);
    let text = write_lines(&s, 3);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(lines[0].ends_with("2.Sd1=B Ue3#  (h#2)") || lines[0].ends_with("2.Sd1=N Uf3#  (h#2)"));
    assert!(!lines[2].contains("(h#"), "{text}");
    assert_eq!(
        lines[3..],
        [
            "1805 more solutions not shown",
            "2 short solutions (h#2)",
            "1808 solutions"
        ]
    );
    let json = write_json(&s, 1);
    assert!(
        json.starts_with("{\"stipulation\":\"h#3\",\"solutions\":1808,\"short\":2,"),
        "{json}"
    );
    assert_eq!(json.matches("\"moves\"").count(), 1);
    let page = write_helpmates_json(&s, 1806, 100);
    assert_eq!(page.matches("\"stipulation\":\"h#3\"").count(), 2, "{page}");
    assert_eq!(write_helpmates_json(&s, 5000, 10), "[]");
    let tree = write_tree(&s, 2);
    assert!(
        tree.ends_with("1806 more solutions not shown\n2 short solutions (h#2)\n"),
        "{tree}"
    );
}

/// Rittirsch & Pachl's h#2 (Andernach 2025, 6th place) set as an h#3: hundreds of thousands of
/// solutions. Popeye 4.104 (`stipulation h#3`, 17 minutes here) prints 364,410: the h#2's two
/// first (`1.Ra1-a7B Bf4*c7A 2.Ra7*d7A Sg4-e3A #`, `1.Ra1-g1B Bf4*g3A 2.Rg1*g4A Sd7-b6A #`), then
/// 364,408 of three moves. They are kept compactly and written out only as asked.
#[test]
fn hundreds_of_thousands_of_helpmate_solutions() {
    let s = run(
        "2C5/2cO2p1/2s5/2pk2pL/s4COU/3s2s1/5p2/r3o3 w - - 0 1",
        "h#3",
        false,
    );
    assert_eq!(s.count(), 364_410);
    assert_eq!(s.short_count(), 2);
    let short = short_lines(&s);
    assert_eq!(short, set(&["a1a7 f4c7 a7d7 g4e3", "a1g1 f4g3 g1g4 d7b6"]));
    let text = write_lines(&s, 100);
    assert_eq!(text.lines().count(), 103);
    assert!(text
        .ends_with("364310 more solutions not shown\n2 short solutions (h#2)\n364410 solutions\n"));
}
