//! Properties over many random games: generated moves are accepted, undo is exact, FEN and
//! notation round-trip, incremental hashes match recomputed ones.

mod common;

use alice_chess::{
    fen::{parse_fen, write_fen, write_fen_with},
    san::{parse_move, write_move, write_move_both_with},
    FenStyle, Game, Notation, Position,
};
use common::{random_game, Rng, STARTS};

const GAMES_PER_START: u64 = 25;

fn for_random_positions(mut check: impl FnMut(&Position)) -> usize {
    let mut seen = 0;
    for (i, fen) in STARTS.iter().enumerate() {
        let start = parse_fen(fen).unwrap();
        for g in 0..GAMES_PER_START {
            let mut rng = Rng::new(1 + g * 31 + i as u64 * 1000);
            random_game(start, &mut rng, 120, |p| {
                check(p);
                seen += 1;
            });
        }
    }
    seen
}

#[test]
fn every_generated_move_is_accepted_and_counted() {
    let seen = for_random_positions(|p| {
        let moves = p.legal_moves();
        assert_eq!(moves.len() as u64, p.count_legal_moves(), "{}", p.fen());
        for &m in moves.iter() {
            let mut q = *p;
            assert!(q.play(m).is_ok(), "{} refused in {}", m, p.fen());
            // The mover's king is never left in check on its own board.
            let (sq, board) = q.king(p.turn());
            assert!(
                !q.is_attacked(sq, board, p.turn().other()),
                "{m} in {}",
                p.fen()
            );
        }
    });
    assert!(seen > 5000, "only {seen} positions");
}

#[test]
fn fen_round_trips_and_hash_is_incremental() {
    for_random_positions(|p| {
        let fen = write_fen(p);
        let back = parse_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(&back, p, "{fen}");
        assert_eq!(back.hash(), p.hash());
        let bar = write_fen_with(p, FenStyle::BarPrefix);
        assert_eq!(&parse_fen(&bar).unwrap(), p, "{bar}");
    });
}

#[test]
fn written_moves_parse_back_in_both_notations() {
    for_random_positions(|p| {
        let legal = p.legal_moves();
        for &m in legal.iter() {
            let mut written = Vec::new();
            for notation in [Notation::Alice, Notation::San] {
                let text = write_move(p, m, notation);
                assert_eq!(
                    parse_move(p, &text),
                    Ok(m),
                    "{text} ({notation:?}) in {}",
                    p.fen()
                );
                written.push(text);
            }
            // Both notations at once (one legal-move generation) write the same texts.
            let both = write_move_both_with(p, m, &legal);
            assert_eq!([both.0, both.1], written[..], "{m} in {}", p.fen());
            assert_eq!(parse_move(p, &m.uci()), Ok(m));
        }
    });
}

#[test]
fn undo_restores_exact_positions_and_hashes() {
    let mut rng = Rng::new(77);
    for fen in STARTS {
        let mut game = Game::from_fen(fen).unwrap();
        let mut trail = vec![*game.position()];
        for _ in 0..150 {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play(moves[rng.below(moves.len())]).unwrap();
            trail.push(*game.position());
        }
        let end = *game.position();
        while let Some(expected) = trail.pop() {
            assert_eq!(game.position(), &expected);
            assert_eq!(game.position().hash(), expected.hash());
            if !game.undo() {
                break;
            }
        }
        assert!(trail.is_empty());
        while game.redo() {}
        assert_eq!(game.position(), &end);
    }
}
