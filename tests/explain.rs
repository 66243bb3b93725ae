//! Every refused move is explained (src/explain/): one test per reason, on a position that
//! shows it, through text (Alice notation, SAN, coordinates) and squares; then the property that
//! an explanation exists exactly when no legal move goes from→to, over many random positions.

mod common;

use alice_chess::{
    explain::{explain_move, explain_text, Code},
    fen::parse_fen,
    Game, GameError, Position, Role, Square,
};
use common::{random_game, Rng, STARTS};

fn pos(fen: &str) -> Position {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn after(moves: &[&str]) -> Position {
    let mut game = Game::default();
    for m in moves {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    *game.position()
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The full sentence for a refused text.
fn why(p: &Position, text: &str) -> String {
    explain_text(p, text)
        .unwrap_or_else(|| panic!("{text} should be refused in {}", p.fen()))
        .to_string()
}

/// The full sentence for refused squares (`e2e5`, `a7a8q`).
fn why_squares(p: &Position, uci: &str) -> String {
    let promotion = uci.get(4..5).map(|c| match c {
        "q" => Role::Queen,
        "r" => Role::Rook,
        "b" => Role::Bishop,
        "n" => Role::Knight,
        "k" => Role::King,
        _ => Role::Pawn,
    });
    explain_move(p, sq(&uci[0..2]), sq(&uci[2..4]), promotion)
        .unwrap_or_else(|| panic!("{uci} should be refused in {}", p.fen()))
        .to_string()
}

#[test]
fn the_looking_glass_rule_names_the_square_and_board() {
    let p = after(&["d4", "Nf6"]);
    assert_eq!(why(&p, "Qd4"), "Qd4: d4 is taken on board B.");
    assert_eq!(why(&p, "d1d4"), "d1d4: d4 is taken on board B.");
    assert_eq!(why_squares(&p, "d1d4"), "Qd4: d4 is taken on board B.");
    // An enemy on the other board cannot be captured through the mirror either.
    let p = after(&["e4", "d5"]);
    assert_eq!(
        explain_text(&p, "Bb5"),
        None,
        "the pawn on d5 of board B does not block board A"
    );
    let p = after(&["e4", "d5", "Be2", "dxe4"]);
    assert_eq!(
        why(&p, "Qxd7"),
        "Qxd7: the way from d1 to d7 is blocked by the pawn on d2 (board A)."
    );
    let p = pos("4k3/8/8/3t4/8/8/8/3QK3 w - - 0 1");
    assert_eq!(why(&p, "Qxd5"), "Qxd5: d5 is taken on board B.");
}

#[test]
fn the_play_error_carries_the_reason() {
    let mut game = Game::default();
    game.play_text("d4").unwrap();
    game.play_text("Nf6").unwrap();
    let err = game.play_text("Qd4").unwrap_err();
    assert_eq!(
        err.to_string(),
        "illegal move 'Qd4': d4 is taken on board B"
    );
    assert_eq!(game.ply(), 2, "nothing was played");
    let m = alice_chess::Move::new(sq("d1"), sq("d4"), alice_chess::MoveKind::Normal);
    assert!(
        matches!(game.play(m), Err(GameError::Illegal(_, ref why)) if why == "d4 is taken on board B")
    );
    // PGN errors name it too.
    let err = alice_chess::read_pgn("1. d4 Nf6 2. Qd4 *")
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "move 2 (white): illegal move 'Qd4': d4 is taken on board B (line 1)"
    );
}

#[test]
fn turn_and_empty_squares() {
    let p = Position::start();
    assert_eq!(
        why(&p, "e7e5"),
        "e7e5: it is White's turn, and the pawn on e7 is Black's."
    );
    assert_eq!(
        why_squares(&p, "g8f6"),
        "Nf6: it is White's turn, and the knight on g8 is Black's."
    );
    assert_eq!(
        why(&p, "e5"),
        "e5: it is White's turn, and this is a move for Black."
    );
    assert_eq!(
        why(&p, "Nf6"),
        "Nf6: it is White's turn, and this is a move for Black."
    );
    assert_eq!(why(&p, "e3e4"), "e3e4: there is no piece on e3.");
    assert_eq!(why_squares(&p, "e3e4"), "e3e4: there is no piece on e3.");
    assert_eq!(
        why_squares(&p, "e2e2"),
        "Pe2: a move must leave its square, and this one starts and ends on e2."
    );
}

#[test]
fn no_piece_of_that_kind() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    assert_eq!(why(&p, "Qd4"), "Qd4: you have no queen left.");
    assert_eq!(
        why(&p, "Uh5"),
        "Uh5: you have no rook on board B (the letter U names a rook on board B)."
    );
    assert_eq!(why(&p, "Rah5"), "Rah5: you have no rook on the a-file.");
    assert_eq!(why(&p, "R3h5"), "R3h5: you have no rook on rank 3.");
    assert_eq!(why(&p, "Ra3h5"), "Ra3h5: you have no rook on a3.");
    assert_eq!(
        why(&p, "Rg2"),
        "Rg2: your rook on h1 (board A) cannot reach g2 in one move."
    );
    let start = Position::start();
    assert_eq!(
        why(&start, "Nd4"),
        "Nd4: your knights on b1 and g1 (board A) cannot reach d4 in one move."
    );
    assert_eq!(
        why(&start, "a7"),
        "a7: none of your pawns can reach a7 in one move."
    );
    // Knights on both boards, none of which reaches the square.
    let p = pos("4k3/8/8/8/8/8/3O4/1N2K3 w - - 0 1");
    assert_eq!(
        why(&p, "Nh8"),
        "Nh8: your knights on b1 (board A) and d2 (board B) cannot reach h8 in one move."
    );
}

#[test]
fn several_candidates_each_say_why() {
    let start = Position::start();
    assert_eq!(
        why(&start, "Rd1"),
        "Rd1: the rook on a1 (board A): the way from a1 to d1 is blocked by the knight on b1 \
         (board A); the rook on h1 (board A): the way from h1 to d1 is blocked by the knight on g1 \
         (board A)."
    );
    assert_eq!(why(&start, "Nd2"), "Nd2: d2 holds your own pawn (board A).");
}

#[test]
fn movement_path_and_own_pieces() {
    let p = Position::start();
    assert_eq!(why(&p, "g1g3"), "g1g3: a knight cannot move from g1 to g3.");
    assert_eq!(why(&p, "e2e5"), "e2e5: a pawn cannot move from e2 to e5.");
    assert_eq!(
        why_squares(&p, "d1d3"),
        "Qd3: the way from d1 to d3 is blocked by the pawn on d2 (board A)."
    );
    assert_eq!(why(&p, "Qd2"), "Qd2: d2 holds your own pawn (board A).");
    assert_eq!(why(&p, "Ke2"), "Ke2: e2 holds your own pawn (board A).");
    assert_eq!(
        why(&p, "Bb5"),
        "Bb5: the way from f1 to b5 is blocked by the pawn on e2 (board A)."
    );
    let p = pos("4k3/8/8/4s3/8/5N2/8/4K3 w - - 0 1");
    assert_eq!(why(&p, "Nxe5"), "Nxe5: e5 is taken on board B.");
}

#[test]
fn pawn_specifics() {
    let p = Position::start();
    assert_eq!(
        why(&p, "e2d3"),
        "e2d3: a pawn moves diagonally only to capture, and there is nothing to capture on d3."
    );
    // A pawn cannot capture straight ahead; the double step is blocked on its own board only.
    let p = pos("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "e3"),
        "e3: a pawn captures only diagonally, and the knight on e3 stands in front of it (board A)."
    );
    assert_eq!(
        why(&p, "e2e4"),
        "e2e4: the way from e2 to e4 is blocked by the knight on e3 (board A)."
    );
    let p = pos("4k3/8/8/8/8/4o3/4P3/4K3 w - - 0 1");
    assert_eq!(why(&p, "e3"), "e3: e3 is taken on board B.");
    assert!(
        explain_text(&p, "e4").is_none(),
        "a knight on board B does not block board A"
    );
    // A capture needs the enemy on the pawn's own board.
    let p = pos("4k3/8/8/3s4/4P3/8/8/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "exd5"),
        "exd5: a pawn moves diagonally only to capture, and there is nothing to capture on d5 of \
         board A (the pawn on d5 stands on board B)."
    );
}

#[test]
fn en_passant_and_promotion() {
    // En passant works across boards (legal), but a pinned pawn may not take.
    let p = pos("4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1");
    assert!(explain_move(&p, sq("e5"), sq("d6"), None).is_none());
    let p = pos("4k3/8/8/K2sP2r/8/8/8/8 w - d6 0 1");
    assert_eq!(
        why(&p, "exd6"),
        "exd6: the pawn on e5 is pinned — moving it would leave your king on a5 in check from the \
         rook on h5 (board A)."
    );
    // Promotion: any piece will do for squares; text must say which.
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(explain_move(&p, sq("a7"), sq("a8"), None).is_none());
    assert!(explain_move(&p, sq("a7"), sq("a8"), Some(Role::Knight)).is_none());
    assert_eq!(
        why(&p, "a7a8"),
        "a7a8: say which piece the pawn becomes: it could be a7a8q, a7a8r, a7a8b or a7a8n."
    );
    assert_eq!(
        why(&p, "a8"),
        "a8: say which piece the pawn becomes: it could be Pa8=T, Pa8=U, Pa8=C or Pa8=O."
    );
    assert_eq!(
        why(&p, "e1e2q"),
        "e1e2q: only a pawn reaching the last rank is promoted, and this move to e2 is not one."
    );
    assert_eq!(
        why_squares(&p, "a7a8k"),
        "Pa8=L: a pawn can only become a queen, a rook, a bishop or a knight."
    );
}

#[test]
fn pins_and_checks() {
    let p = pos("4k3/8/8/8/7b/8/5N2/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "Nd3"),
        "Nd3: the knight on f2 is pinned — moving it would leave your king on e1 in check from the \
         bishop on h4 (board A)."
    );
    // In check: a move that does not answer it; a piece from board B may block on A.
    let p = pos("4k3/6U1/8/8/7b/8/8/R3K3 w - - 0 1");
    assert_eq!(
        why(&p, "Ra2"),
        "Ra2: your king on e1 is in check from the bishop on h4 (board A), and this move does not \
         answer it."
    );
    assert!(
        explain_text(&p, "Ug3").is_none(),
        "the board-B rook blocks on A"
    );
    // Taking a piece that shields the king.
    let p = pos("4r1k1/8/8/8/4b3/8/3N4/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "Nxe4"),
        "Nxe4: taking the bishop on e4 would leave your king on e1 in check from the rook on e8 \
         (board A)."
    );
}

#[test]
fn king_moves_on_both_boards() {
    // The destination is attacked on the board the king leaves …
    let p = pos("4kr2/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "Kf1"),
        "Kf1: the king would move into check: f1 is attacked on board A by the rook on f8."
    );
    // … or on the board it lands on.
    let p = pos("4ku2/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        why(&p, "Kf1"),
        "Kf1: the king would land in check on board B: f1 is attacked there by the rook on f8."
    );
    // The rules page's mate: 3...Kd7 is not valid on board A.
    let p = after(&["e4", "d5", "Be2", "dxe4", "Bb5"]);
    assert_eq!(
        why(&p, "Kd7"),
        "Kd7: the king would move into check: d7 is attacked on board A by the bishop on b5."
    );
}

#[test]
fn castling_refusals() {
    let cases = [
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
            "O-O",
            "White can no longer castle king side: the king or the rook on h1 has moved",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "O-O",
            "the bishop on f1 and the knight on g1 (board A) stand between the king and the rook",
        ),
        (
            "r3k2r/8/8/8/1b6/8/8/R3K2R w KQkq - 0 1",
            "O-O-O",
            "you cannot castle out of check: your king on e1 is in check from the bishop on b4 (board A)",
        ),
        (
            "4k3/5r2/8/8/8/8/8/R3K2R w KQ - 0 1",
            "O-O",
            "the king would pass through check: f1 is attacked on board A by the rook on f7",
        ),
        (
            "4k3/6r1/8/8/8/8/8/R3K2R w KQ - 0 1",
            "0-0",
            "the king would land in check: g1 is attacked on board A by the rook on g7",
        ),
        (
            "4k3/8/8/8/8/8/8/R3K1oR w KQ - 0 1",
            "O-O",
            "g1 is taken on board B, where the king would land",
        ),
        (
            "4k3/8/8/8/8/8/8/R2oK2R w KQ - 0 1",
            "O-O-O",
            "d1 is taken on board B, where the rook would land",
        ),
        (
            "4k1u1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "O-O",
            "the king would be in check on board B: g1 is attacked there by the rook on g8",
        ),
        (
            "4k3/8/8/8/8/8/8/R3L2R w - - 0 1",
            "O-O",
            "castling happens only on board A, and your king is on board B",
        ),
    ];
    for (fen, text, reason) in cases {
        let p = pos(fen);
        assert_eq!(why(&p, text), format!("{text}: {reason}."), "{fen}");
        // The same reason for the king's two-square move and for the king dropped on its rook.
        let (to, corner) = if text.replace('0', "O") == "O-O" {
            ("g1", "h1")
        } else {
            ("c1", "a1")
        };
        assert_eq!(
            why(&p, &format!("e1{to}")),
            format!("e1{to}: {reason}."),
            "{fen}"
        );
        assert_eq!(
            why(&p, &format!("e1{corner}")),
            format!("e1{corner}: {reason}."),
            "{fen}"
        );
    }
    let p = pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert_eq!(
        why(&p, "e1c1"),
        "e1c1: White can no longer castle queen side: the king or the rook on a1 has moved."
    );
    // In SAN a king's letter means a king's step, not castling.
    assert_eq!(
        why(&p, "Kc1"),
        "Kc1: your king on e1 (board A) cannot reach c1 in one move."
    );
}

#[test]
fn explanation_exists_exactly_when_no_legal_move_goes_there() {
    let mut positions = 0;
    let mut refusals = 0;
    for (i, fen) in STARTS.iter().enumerate() {
        let start = pos(fen);
        for g in 0..6u64 {
            let mut rng = Rng::new(7 + g * 13 + i as u64 * 101);
            random_game(start, &mut rng, 80, |p| {
                positions += 1;
                let legal = p.legal_moves();
                for from in Square::all() {
                    for to in Square::all() {
                        let exists = legal.iter().any(|m| m.goes(from, to));
                        let refusal = explain_move(p, from, to, None);
                        assert_eq!(
                            refusal.is_none(),
                            exists,
                            "{from}{to} in {}: {refusal:?}",
                            p.fen()
                        );
                        if let Some(r) = refusal {
                            refusals += 1;
                            assert_ne!(
                                r.reason.code,
                                Code::Unexplained,
                                "{from}{to} in {}",
                                p.fen()
                            );
                        }
                    }
                }
                // Every legal move's text reads back; the refused texts of pieces that exist say why.
                for &m in legal.iter() {
                    assert_eq!(explain_text(p, &m.uci()), None, "{m} in {}", p.fen());
                }
            });
        }
    }
    assert!(positions > 1000, "only {positions} positions");
    assert!(refusals > 1_000_000, "only {refusals} refusals");
}
