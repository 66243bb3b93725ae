//! The committed puzzle file, `www/puzzles/puzzles.json`, checked puzzle by puzzle with the rules
//! core, the problem solver and the search (see `alice_chess::puzzles`): every solution is legal
//! and ends as its theme says; every mate is proven by the solver (the player's move the only key
//! at every step, the replies longest defences); every puzzle starts right after a move from a
//! balanced position; material puzzles are unique at depth 12 (a sample here: the whole file is
//! `alice puzzles --check`); the themes and ratings follow the documented rules.

use alice_chess::fen::parse_fen;
use alice_chess::puzzles::analyse::{value, Analyst};
use alice_chess::puzzles::difficulty::{measure, rating, MAX_RATING, MIN_RATING};
use alice_chess::puzzles::generate::{generate, Config, BALANCED, SCAN_DEPTH};
use alice_chess::puzzles::json::{self, PuzzleFile};
use alice_chess::puzzles::themes::themes;
use alice_chess::puzzles::verify::{
    check_line, check_material, check_unique, mating_moves, prove_mate, unique_key,
};
use alice_chess::puzzles::{position_key, puzzle_id, replay, Kind, Puzzle};
use alice_chess::solve::MateProver;
use std::collections::BTreeSet;

const PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/www/puzzles/puzzles.json");

fn text() -> String {
    std::fs::read_to_string(PATH).unwrap_or_else(|e| panic!("cannot read {PATH}: {e}"))
}

fn load() -> PuzzleFile {
    json::read(&text()).unwrap_or_else(|e| panic!("{PATH}: {e}"))
}

/// Runs `check` on every puzzle and fails listing all the puzzles it refused.
fn all(puzzles: &[Puzzle], mut check: impl FnMut(&Puzzle) -> Result<(), String>) {
    let failures: Vec<String> = puzzles
        .iter()
        .filter_map(|p| check(p).err().map(|e| format!("{} ({}): {e}", p.id, p.fen)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} puzzles fail:\n{}",
        failures.len(),
        puzzles.len(),
        failures.join("\n")
    );
}

/// The fewest puzzles the file may hold (issue 30).
const MIN_PUZZLES: usize = 1_500;

#[test]
fn the_file_has_enough_distinct_puzzles_in_its_canonical_form() {
    let file = load();
    assert!(
        file.puzzles.len() >= MIN_PUZZLES,
        "{} puzzles",
        file.puzzles.len()
    );
    assert!(file.generator.starts_with("alice puzzles --games "));
    let ids: BTreeSet<&str> = file.puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), file.puzzles.len(), "repeated ids");
    let keys: BTreeSet<String> = file.puzzles.iter().map(|p| position_key(&p.fen)).collect();
    assert_eq!(keys.len(), file.puzzles.len(), "repeated positions");
    // Written by the generator: sorted by rating then id, and byte for byte what `json::write`
    // makes of it.
    assert!(file
        .puzzles
        .windows(2)
        .all(|w| (w[0].rating, &w[0].id) < (w[1].rating, &w[1].id)));
    assert_eq!(json::write(&file), text());
}

#[test]
fn every_solution_is_legal_and_ends_as_its_theme_says() {
    let file = load();
    all(&file.puzzles, |p| {
        check_line(p)?;
        // A game played from the FEN is not drawn by the fifty-move rule during the solution.
        let (positions, _) = replay(p)?;
        if positions[0].halfmove_clock() as usize + p.moves.len() >= 100 {
            return Err("the fifty-move rule ends the game first".to_string());
        }
        Ok(())
    });
    let mates = file
        .puzzles
        .iter()
        .filter(|p| matches!(Kind::of(p), Some(Kind::Mate(_))))
        .count();
    let material = file
        .puzzles
        .iter()
        .filter(|p| Kind::of(p) == Some(Kind::Material))
        .count();
    assert!(
        mates > 0 && material * 10 >= (mates + material) * 4,
        "{mates} mates, {material} material: at least 40 % must be no mate"
    );
}

#[test]
fn every_puzzle_starts_right_after_a_move_from_a_balanced_position() {
    let file = load();
    let mut analyst = Analyst::new();
    all(&file.puzzles, |p| {
        let last = p.last.as_ref().ok_or("no last move")?;
        let before = parse_fen(&last.fen).map_err(|e| e.to_string())?;
        // The generator scanned it with one line, or two when it was itself searched for a
        // puzzle: either search finds it balanced.
        let one = analyst.best(&before, SCAN_DEPTH).map(|(_, s)| value(s));
        let two = analyst
            .top_two(&before, SCAN_DEPTH)
            .map(|t| value(t.best.1));
        if [one, two]
            .iter()
            .any(|v| v.is_some_and(|v| v.abs() <= BALANCED))
        {
            Ok(())
        } else {
            Err(format!("the position before scans {one:?} / {two:?}"))
        }
    });
}

#[test]
fn themes_follow_the_documented_rules() {
    let file = load();
    all(&file.puzzles, |p| {
        let kind = Kind::of(p).ok_or("no kind")?;
        let (positions, moves) = replay(p)?;
        let want = themes(kind, &positions, &moves);
        if p.themes != want {
            return Err(format!("themes {:?}, expected {want:?}", p.themes));
        }
        Ok(())
    });
}

/// One puzzle in this many is measured again for its rating here (all of them by
/// `alice puzzles --rate`).
const RATING_SAMPLE: usize = 20;

#[test]
fn ratings_are_the_difficulty_measured_a_sample() {
    let file = load();
    let sample: Vec<Puzzle> = file
        .puzzles
        .iter()
        .step_by(RATING_SAMPLE)
        .cloned()
        .collect();
    let mut analyst = Analyst::new();
    all(&sample, |p| {
        let want = rating(&measure(p, &mut analyst)?);
        if p.rating != want {
            return Err(format!("rating {}, measured {want}", p.rating));
        }
        Ok(())
    });
}

/// The ratings spread as players' do: a new player (1500) sits in the middle, not above 90 % of
/// the puzzles (issue 41: the old 800 + 150 a move put 90 % below 1500), and each kind has easy
/// and hard puzzles. Measured from the committed file.
#[test]
fn ratings_spread_around_1500() {
    let file = load();
    let n = file.puzzles.len();
    let mut ratings: Vec<u32> = file.puzzles.iter().map(|p| p.rating).collect();
    ratings.sort_unstable();
    let at = |q: usize| ratings[(n - 1) * q / 100];
    let (p10, median, p90) = (at(10), at(50), at(90));
    assert!((1400..=1600).contains(&median), "median {median}");
    assert!(p10 <= 1150 && p90 >= 1850, "10 % {p10}, 90 % {p90}");
    assert!(ratings[0] >= MIN_RATING && ratings[n - 1] <= MAX_RATING);
    let below = ratings.iter().filter(|&&r| r < 1500).count() * 100 / n;
    assert!((35..=65).contains(&below), "{below} % below 1500");
    // Within 150 of 1500, both kinds, so that a new player gets both.
    for (kind, mate) in [("mates", true), ("material puzzles", false)] {
        let near = file
            .puzzles
            .iter()
            .filter(|p| matches!(Kind::of(p), Some(Kind::Mate(_))) == mate)
            .filter(|p| p.rating.abs_diff(1500) <= 150)
            .count();
        assert!(near >= 50, "{near} {kind} within 150 of 1500");
    }
    // Longer mates are harder on the whole.
    let median_of = |k: Kind| {
        let mut r: Vec<u32> = file
            .puzzles
            .iter()
            .filter(|p| Kind::of(p) == Some(k))
            .map(|p| p.rating)
            .collect();
        r.sort_unstable();
        r[r.len() / 2]
    };
    assert!(median_of(Kind::Mate(1)) < median_of(Kind::Mate(2)));
    assert!(median_of(Kind::Mate(2)) < median_of(Kind::Mate(3)));
}

#[test]
fn every_mate_is_proven_by_the_solver() {
    let file = load();
    let mates: Vec<Puzzle> = file
        .puzzles
        .iter()
        .filter(|p| matches!(Kind::of(p), Some(Kind::Mate(_))))
        .cloned()
        .collect();
    assert!(!mates.is_empty());
    all(&mates, prove_mate);
}

/// One material puzzle in this many is searched again at depth 12 here (all of them by
/// `alice puzzles --check`, which takes long).
const MATERIAL_SAMPLE: usize = 20;

#[test]
fn material_puzzles_are_unique_at_depth_12_a_sample() {
    let file = load();
    let sample: Vec<Puzzle> = file
        .puzzles
        .iter()
        .filter(|p| Kind::of(p) == Some(Kind::Material))
        .step_by(MATERIAL_SAMPLE)
        .cloned()
        .collect();
    assert!(sample.len() >= 10, "{} sampled", sample.len());
    let mut analyst = Analyst::new();
    all(&sample, |p| check_material(p, &mut analyst));
}

#[test]
fn the_solver_refuses_a_mate_that_is_not_the_only_key_or_not_the_shortest() {
    // Maeder & Widlert, Andernach 2025, 3rd place: #3, key 1.Bh4-g3 (Popeye: tests/solve.rs).
    let fen = "Ok6/c2Tp3/1s2P1s1/1S1nK3/u2psS1C/2SPS3/b1P5/8 w - - 0 1";
    let pos = parse_fen(fen).unwrap();
    let mut prover = MateProver::new(18, 50_000_000);
    assert_eq!(unique_key(&pos, 3, &mut prover).unwrap().uci(), "h4g3");
    // As a mate in 4 it is refused: a faster mate exists.
    let err = unique_key(&pos, 4, &mut prover).unwrap_err();
    assert!(err.contains("faster"), "{err}");
    // … and as a mate in 2 there is none.
    let err = unique_key(&pos, 2, &mut prover).unwrap_err();
    assert!(err.contains("no mate"), "{err}");
    // With too small a budget nothing is proven.
    let mut poor = MateProver::new(18, 100);
    let err = unique_key(&pos, 3, &mut poor).unwrap_err();
    assert!(err.contains("budget"), "{err}");
    assert_eq!(poor.mates_in(&pos, 3), None);
}

/// A puzzle of the file of the given kind.
fn first_of(file: &PuzzleFile, want: impl Fn(Kind) -> bool) -> Puzzle {
    file.puzzles
        .iter()
        .find(|p| Kind::of(p).is_some_and(&want))
        .cloned()
        .expect("a puzzle of that kind")
}

/// `puzzle` with other moves (and the id that goes with them).
fn with_moves(puzzle: &Puzzle, moves: Vec<String>) -> Puzzle {
    Puzzle {
        id: puzzle_id(&puzzle.fen, &moves),
        moves,
        ..puzzle.clone()
    }
}

#[test]
fn the_checks_refuse_broken_puzzles() {
    let file = load();
    let mut analyst = Analyst::new();

    // A mate in 1 whose move is replaced by a move that does not mate.
    let mate = first_of(&file, |k| k == Kind::Mate(1));
    let (positions, _) = replay(&mate).expect("legal");
    let mates = mating_moves(&positions[0]);
    let other = positions[0]
        .legal_moves()
        .iter()
        .copied()
        .find(|m| !mates.contains(m))
        .expect("a move that does not mate");
    let broken = with_moves(&mate, vec![other.uci()]);
    assert!(check_line(&broken).unwrap_err().contains("checkmate"));

    // An illegal move, a stale id, a missing kind.
    let broken = with_moves(&mate, vec!["a1a1".to_string()]);
    assert!(check_line(&broken).is_err());
    let stale = Puzzle {
        id: "00000000".to_string(),
        ..mate.clone()
    };
    assert!(check_line(&stale).unwrap_err().contains("id"));
    let unnamed = Puzzle {
        themes: vec!["fork".to_string()],
        ..mate.clone()
    };
    assert!(check_line(&unnamed).is_err());
    // The opponent's last move must lead to the puzzle: another move, or none at all, is refused.
    let last = mate
        .last
        .clone()
        .expect("the file keeps the opponent's last move");
    let before = alice_chess::fen::parse_fen(&last.fen).expect("its FEN");
    let other = before
        .legal_moves()
        .iter()
        .map(|m| m.uci())
        .find(|m| *m != last.uci)
        .expect("another move");
    let wrong_last = Puzzle {
        last: Some(alice_chess::puzzles::LastMove {
            uci: other,
            ..last.clone()
        }),
        ..mate.clone()
    };
    assert!(check_line(&wrong_last).unwrap_err().contains("last move"));
    let illegal_last = Puzzle {
        last: Some(alice_chess::puzzles::LastMove {
            uci: "a1a1".to_string(),
            ..last
        }),
        ..mate.clone()
    };
    assert!(check_line(&illegal_last).is_err());
    // Called a mate in 2, but it is a mate in 1.
    let wrong_count = Puzzle {
        themes: vec!["mateIn2".to_string()],
        ..mate.clone()
    };
    assert!(check_line(&wrong_count).is_err());

    // A material puzzle that stops before winning anything, or plays the engine's second choice.
    let material = first_of(&file, |k| k == Kind::Material);
    assert!(check_unique(&material, &mut analyst).is_ok());
    let (positions, moves) = replay(&material).expect("legal");
    let others: Vec<String> = positions[0]
        .legal_moves()
        .iter()
        .filter(|&&m| m != moves[0])
        .map(|m| m.uci())
        .collect();
    let refused = others
        .iter()
        .take(5)
        .filter(|m| {
            let p = with_moves(&material, vec![(*m).clone()]);
            check_line(&p).is_err() || check_unique(&p, &mut analyst).is_err()
        })
        .count();
    assert_eq!(refused, others.len().min(5));
}

#[test]
fn generation_is_reproducible() {
    let config = Config {
        games: 1,
        first: 0,
        seed: 3,
        levels: (2, 3),
    };
    let a = generate(&config, &mut |_| {});
    let b = generate(&config, &mut |_| {});
    assert_eq!(a.puzzles, b.puzzles);
    assert!(a.positions > 0);
    let mut analyst = Analyst::new();
    for p in &a.puzzles {
        assert_eq!(p.id, puzzle_id(&p.fen, &p.moves));
        assert!(check_line(p).is_ok() && check_unique(p, &mut analyst).is_ok());
    }
}
