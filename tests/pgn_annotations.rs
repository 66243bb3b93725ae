//! The PGN writer's notes on moves (`write_pgn_annotated`): NAGs and comments after their moves,
//! and a written game reads back to the same moves.

use alice_chess::pgn::{read_pgn, write_pgn, write_pgn_annotated, Annotation, PgnTags};
use alice_chess::{Game, Notation};

fn game(fen: Option<&str>, moves: &[&str]) -> Game {
    let mut game = fen.map_or_else(Game::default, |f| Game::from_fen(f).unwrap());
    for m in moves {
        game.play_text(m).unwrap();
    }
    game
}

fn note(ply: usize, nag: Option<u8>, comment: Option<&str>) -> Annotation {
    Annotation {
        ply,
        nag,
        comment: comment.map(str::to_string),
    }
}

fn movetext(pgn: &str) -> String {
    let body = pgn.split("\n\n").nth(1).unwrap();
    body.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn without_notes_it_is_write_pgn() {
    let g = game(None, &["e4", "d5", "Be2", "dxe4", "Bb5"]);
    let tags = PgnTags::new();
    for notation in [Notation::Alice, Notation::San] {
        assert_eq!(
            write_pgn_annotated(&g, &tags, notation, &[]),
            write_pgn(&g, &tags, notation)
        );
    }
}

#[test]
fn nags_and_comments_follow_their_moves_and_read_back() {
    let g = game(None, &["e4", "d5", "Be2", "dxe4", "a3", "Kd7", "Nf3"]);
    let notes = [
        note(2, Some(6), None),
        note(5, Some(4), Some("better: Cb5#")),
        note(5, None, Some("a second {braced} note")),
        note(7, Some(1), Some("   ")),
        note(99, Some(2), Some("no such move")),
        note(0, Some(2), Some("nor this")),
    ];
    for notation in [Notation::Alice, Notation::San] {
        let pgn = write_pgn_annotated(&g, &PgnTags::new(), notation, &notes);
        let back = read_pgn(&pgn).unwrap();
        assert_eq!(back.game.moves(), g.moves(), "{pgn}");
        assert!(!pgn.contains("no such move") && !pgn.contains("nor this"));
    }
    let pgn = write_pgn_annotated(&g, &PgnTags::new(), Notation::Alice, &notes);
    assert_eq!(
        movetext(&pgn),
        "1. Pe4 Pd5 $6 2. Be2 Sdxe4 3. Pa3 $4 {better: Cb5#} {a second {braced note} \
         3... Kd7 4. Nf3 $1 *"
    );
}

#[test]
fn long_comments_wrap_and_a_game_from_black_keeps_its_numbers() {
    let g = game(
        Some("4k3/8/8/8/8/8/8/R3K3 b Q - 0 12"),
        &["Kd7", "Ra7", "Kc6", "Kd1"],
    );
    let long = "a very long comment ".repeat(12);
    let notes = [note(1, Some(2), Some(&long)), note(3, Some(6), None)];
    let pgn = write_pgn_annotated(&g, &PgnTags::new(), Notation::Alice, &notes);
    assert!(pgn.lines().all(|l| l.chars().count() <= 80), "{pgn}");
    let text = movetext(&pgn);
    assert!(
        text.starts_with("12... Kd7 $2 {a very long comment"),
        "{text}"
    );
    assert!(text.contains("comment} 13. "), "{text}");
    assert!(text.contains(" $6 "), "{text}");
    assert_eq!(read_pgn(&pgn).unwrap().game.moves(), g.moves());
}
