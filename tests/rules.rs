//! One test (at least) per rule of RULES.md §2–§7, each on a position that shows it.

use alice_chess::{
    fen::parse_fen, san::parse_move, Board, Color, Game, Move, MoveKind, Piece, Position, Role,
    Square,
};

fn pos(fen: &str) -> Position {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The legal moves in coordinate form.
fn uci_moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.uci()).collect()
}

fn has(p: &Position, uci: &str) -> bool {
    uci_moves(p).iter().any(|m| m == uci)
}

fn after(p: &Position, text: &str) -> Position {
    let mut next = *p;
    let m = parse_move(p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    next.play(m).unwrap();
    next
}

fn piece(p: &Position, s: &str) -> Option<(Piece, Board)> {
    p.piece_at(sq(s))
}

// ----- §2 a move ------------------------------------------------------------------------------

#[test]
fn pieces_on_the_other_board_do_not_block() {
    // White rook on a1 of B; a white pawn on a2 of A does not block it on B...
    let p = pos("4k3/8/8/8/8/8/P7/U3K3 w - - 0 1");
    assert!(has(&p, "a1a3") && has(&p, "a1a8"));
    // ...but the rook cannot land on a2, which is taken on A.
    assert!(!has(&p, "a1a2"));
}

#[test]
fn captures_only_on_the_own_board() {
    // Board-A knight on c3; black pawn on d5 of A (capturable) and on b5 of B (not capturable).
    let p = pos("4k3/8/8/1s1p4/8/2N5/8/4K3 w - - 0 1");
    assert!(has(&p, "c3d5"));
    assert!(!has(&p, "c3b5"));
}

#[test]
fn destination_must_be_empty_on_the_other_board() {
    // A white knight on B at e5 blocks the board-A knight from landing on e5? No: e5 of B is
    // taken, so the board-A knight on g4 cannot go to e5 (it would land on B's e5).
    let p = pos("4k3/8/8/4O3/6N1/8/8/4K3 w - - 0 1");
    assert!(!has(&p, "g4e5"));
    assert!(has(&p, "g4f6"));
}

#[test]
fn the_moved_piece_lands_on_the_other_board() {
    let p = Position::start();
    let p1 = after(&p, "e4");
    assert_eq!(
        piece(&p1, "e4"),
        Some((Piece::new(Color::White, Role::Pawn), Board::B))
    );
    // The board-B pawn moves on B and comes back to A.
    let p2 = after(&after(&p1, "Nf6"), "Se5");
    assert_eq!(
        piece(&p2, "e5"),
        Some((Piece::new(Color::White, Role::Pawn), Board::A))
    );
}

#[test]
fn captured_piece_is_removed_and_capturer_crosses() {
    // 1.e4 d5 2.Be2 dxe4: the board-B pawn on d5 takes the board-B pawn on e4 and lands on A.
    let p = after(
        &after(&after(&after(&Position::start(), "e4"), "d5"), "Be2"),
        "dxe4",
    );
    assert_eq!(
        piece(&p, "e4"),
        Some((Piece::new(Color::Black, Role::Pawn), Board::A))
    );
    assert_eq!(p.by_color(Color::White).count(), 15);
}

#[test]
fn rules_page_mate_king_move_refused_on_its_departure_board() {
    // After 1.e4 d5 2.Be2 dxe4 3.Bb5+: d7 is safe on B but attacked on A, so Kd7 is illegal.
    let p = pos("rnbqkbnr/ppp1pppp/8/1B6/4p3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3");
    assert!(p.is_check());
    assert!(p.is_checkmate());
    assert!(parse_move(&p, "Kd7").is_err());
}

#[test]
fn king_may_not_land_on_an_attacked_square_of_the_other_board() {
    // White king e1 (A); black rook on d8 of board B attacks d1..d7 on B: Kd1/Kd2 land on B
    // under attack and are refused, Kf1 is fine.
    let p = pos("3uk3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(!has(&p, "e1d1") && !has(&p, "e1d2"));
    assert!(has(&p, "e1f1") && has(&p, "e1e2"));
    // On A nothing attacks d1: the same rook on board A would also forbid it, for the other
    // reason (departure board), while the B rook forbids by the arrival board.
    let q = pos("3rk3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(!has(&q, "e1d1") && !has(&q, "e1d2"));
}

#[test]
fn board_b_piece_blocks_a_board_a_check_by_landing() {
    // White king e1 (A) in check from the black rook e8 (A); the board-B bishop b5 lands on e2 of A.
    let p = pos("4r1k1/8/8/1C6/8/8/8/4K3 w - - 0 1");
    assert!(p.is_check());
    assert!(has(&p, "b5e2"));
    let blocked = after(&p, "b5e2");
    assert!(!blocked.is_check());
}

#[test]
fn a_shield_on_the_kings_board_cannot_move_along_the_line() {
    // White rook e2 (A) shields the king e1 from the black rook e8 (A): moving it up the file
    // takes it to board B and exposes the king; only capturing the attacker is legal for it.
    let p = pos("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
    let rook_moves: Vec<String> = uci_moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("e2"))
        .collect();
    assert_eq!(rook_moves, ["e2e8"]);
}

#[test]
fn capturing_a_shielding_enemy_can_expose_the_king() {
    // Black rook e8 (A), black knight e5 (A) between it and the white king e1 (A). The white
    // bishop on c3 (A) taking the knight leaves board A, opening the file: illegal.
    let p = pos("4r1k1/8/8/4n3/8/2B5/8/4K3 w - - 0 1");
    assert!(!has(&p, "c3e5"));
    assert!(has(&p, "c3d4"));
}

// ----- §3 check, mate, stalemate ------------------------------------------------------------------

#[test]
fn check_only_from_the_kings_own_board() {
    // Black rook on e8 of board B; white king on e1 of A: no check.
    assert!(!pos("4u1k1/8/8/8/8/8/8/4K3 w - - 0 1").is_check());
    assert!(pos("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1").is_check());
    // White king on B, black rook on B: check (king_w2_check of the perft data).
    assert!(pos("8/8/8/3L4/8/8/3u4/4k3 w - - 0 1").is_check());
}

#[test]
fn stalemate_is_a_draw() {
    // Black king a8 (A): a7, b7, b8 attacked on A by the white queen c6? Use queen b6 on A.
    let p = pos("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1");
    assert!(!p.is_check());
    assert!(p.is_stalemate(), "{:?}", uci_moves(&p));
    let g = Game::new(p);
    assert_eq!(g.outcome().map(|o| o.reason()), Some("stalemate"));
}

#[test]
fn escaping_to_the_other_board_needs_a_legal_king_move() {
    // Back-rank mate on A: the king's squares on A are covered, nothing can interpose.
    // The board-B rook goes a1-a8 on B and lands on a8 of A, next to the king's board.
    let p = pos("6k1/5ppp/8/8/8/8/8/U3K3 w - - 0 1");
    let mated = after(&p, "Ua8");
    assert!(mated.is_check());
    assert!(
        mated.is_checkmate(),
        "f8/h8 are attacked on A: {:?}",
        uci_moves(&mated)
    );
}

// ----- §4 castling --------------------------------------------------------------------------------

#[test]
fn castling_both_sides_puts_king_and_rook_on_board_b() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = after(&p, "O-O");
    assert_eq!(
        piece(&short, "g1"),
        Some((Piece::new(Color::White, Role::King), Board::B))
    );
    assert_eq!(
        piece(&short, "f1"),
        Some((Piece::new(Color::White, Role::Rook), Board::B))
    );
    assert!(!short.castling_rights().has(Color::White, false));
    let long = after(&after(&p, "Kf1"), "O-O-O");
    assert_eq!(
        piece(&long, "c8"),
        Some((Piece::new(Color::Black, Role::King), Board::B))
    );
    assert_eq!(
        piece(&long, "d8"),
        Some((Piece::new(Color::Black, Role::Rook), Board::B))
    );
}

#[test]
fn castling_needs_the_path_empty_on_a() {
    assert!(!has(&pos("4k3/8/8/8/8/8/8/R3KN1R w KQ - 0 1"), "e1g1"));
    // b1 must be empty on A for the long castle...
    assert!(!has(&pos("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"), "e1c1"));
    // ...but b1 on B does not matter.
    assert!(has(&pos("4k3/8/8/8/8/8/8/RO2K2R w KQ - 0 1"), "e1c1"));
}

#[test]
fn castling_needs_the_destinations_empty_on_b() {
    // g1 of B taken (castle_blocked_w2), f1 of B taken, c1 / d1 of B taken.
    assert!(!has(&pos("r3k2r/8/8/8/8/8/8/R3K1oR w KQkq - 0 1"), "e1g1"));
    assert!(!has(&pos("4k3/8/8/8/8/8/8/R3KC1R w KQ - 0 1"), "e1g1"));
    assert!(!has(&pos("4k3/8/8/8/8/8/8/R1C1K2R w KQ - 0 1"), "e1c1"));
    assert!(!has(&pos("4k3/8/8/8/8/8/8/R2CK2R w KQ - 0 1"), "e1c1"));
}

#[test]
fn castling_not_out_of_or_through_check_on_a() {
    assert!(!has(&pos("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
    assert!(!has(&pos("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
    assert!(!has(&pos("6rk/7p/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
    assert!(!has(&pos("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1c1"));
    // An attack on b1 (not crossed by the king) does not matter.
    assert!(has(&pos("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1c1"));
}

#[test]
fn castling_not_into_check_on_b() {
    // castle_into_check_w2: a black rook on g5 of B covers g1 of B.
    assert!(!has(&pos("4k3/8/8/6u1/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
    assert!(has(&pos("4k3/8/8/6u1/8/8/8/R3K2R w KQ - 0 1"), "e1c1"));
    // The same rook on board A attacks g1 of A: also refused (through check on A).
    assert!(!has(&pos("4k3/8/8/6r1/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
    // The rook landing on f1 of B shields g1 from a board-B rook on a1? No: a1-g1 passes f1, so
    // a black rook on b1 of B along the rank is blocked by the arriving rook... only for O-O.
    assert!(has(&pos("4k3/8/8/8/8/8/8/1u2K2R w K - 0 1"), "e1g1"));
}

#[test]
fn castling_rights_are_lost() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let rook_moved = after(&after(&p, "Rh2"), "Ke7");
    assert!(!has(&after(&rook_moved, "Ke2"), "e1g1"));
    assert!(!rook_moved.castling_rights().has(Color::White, true));
    assert!(rook_moved.castling_rights().has(Color::White, false));
    let captured = after(&p, "Rxh8");
    assert!(!captured.castling_rights().has(Color::Black, true));
}

// ----- §5 en passant --------------------------------------------------------------------------------

#[test]
fn board_a_pawn_takes_en_passant_a_pawn_now_on_b() {
    // ep_w1_takes_w2: black played d7-d5, the pawn stands on d5 of B; the e5 pawn (A) takes.
    let p = pos("4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1");
    let m = parse_move(&p, "exd6").unwrap();
    assert_eq!(m.kind, MoveKind::EnPassant);
    let q = after(&p, "exd6");
    assert_eq!(
        q.piece_at(sq("d5")),
        None,
        "the double-stepped pawn is removed"
    );
    assert_eq!(
        piece(&q, "d6"),
        Some((Piece::new(Color::White, Role::Pawn), Board::B))
    );
}

#[test]
fn board_b_pawn_takes_en_passant_too() {
    // Same, but the capturing pawn stands on B and the double-stepped pawn on A (it went
    // d7-d5 from board B, landing on A).
    let p = pos("4k3/8/8/3pS3/8/8/8/4K3 w - d6 0 1");
    let q = after(&p, "e5d6");
    assert_eq!(q.piece_at(sq("d5")), None);
    assert_eq!(
        piece(&q, "d6"),
        Some((Piece::new(Color::White, Role::Pawn), Board::A))
    );
}

#[test]
fn en_passant_needs_the_square_empty_on_both_boards() {
    // The pawn double-stepped from A (d7, d6 empty on A) to d5 of B; a black knight stands on
    // d6 of B: the capture would land... the square must be empty on both boards.
    let p = pos("4k3/8/3o4/3sP3/8/8/8/4K3 w - d6 0 1");
    assert!(!has(&p, "e5d6"));
}

#[test]
fn en_passant_only_on_the_next_move() {
    let p = pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    let q = after(&p, "d5");
    assert!(has(&q, "e5d6"));
    let later = after(&after(&q, "Ke2"), "Ke7");
    assert!(!has(&later, "e5d6"));
}

#[test]
fn en_passant_recorded_after_every_double_step() {
    let q = after(&Position::start(), "e4");
    assert_eq!(q.ep_square(), Some(sq("e3")));
    assert!(q.fen().contains(" e3 "));
}

// ----- §6 promotion --------------------------------------------------------------------------------

#[test]
fn promotion_to_each_piece_lands_on_the_other_board() {
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for (letter, role) in [
        ('q', Role::Queen),
        ('r', Role::Rook),
        ('b', Role::Bishop),
        ('n', Role::Knight),
    ] {
        let q = after(&p, &format!("a7a8{letter}"));
        assert_eq!(
            piece(&q, "a8"),
            Some((Piece::new(Color::White, role), Board::B))
        );
    }
}

#[test]
fn promotion_blocked_on_the_other_board() {
    // a8 is empty on A but taken on B by a black rook: the pawn cannot advance.
    let p = pos("u3k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(!uci_moves(&p).iter().any(|m| m.starts_with("a7")));
    // A capture-promotion on A is still possible where the other board is empty.
    let q = pos("ur2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(has(&q, "a7b8q"));
}

// ----- §7 draws ---------------------------------------------------------------------------------------

#[test]
fn repetition_ignores_an_en_passant_square_without_a_legal_capture() {
    // After 1.e4 the FEN records e3, but no black pawn can take: the position repeats the one
    // reached later by piece shuffling with the same placement.
    let start = Position::start();
    let a = after(&start, "e4");
    let no_ep = pos(&a.fen().replace(" e3 ", " - "));
    assert_ne!(a.hash(), no_ep.hash());
    assert_eq!(a.repetition_key(), no_ep.repetition_key());
    // With a legal capture, the en-passant square counts.
    let p = pos("4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1");
    let q = pos("4k3/8/8/3sP3/8/8/8/4K3 w - - 0 1");
    assert_ne!(p.repetition_key(), q.repetition_key());
}

#[test]
fn threefold_fifty_moves_and_bare_kings_end_the_game() {
    let mut g = Game::default();
    for m in ["Nf3", "Nf6", "Og1", "Og8", "Nf3", "Nf6", "Og1", "Og8"] {
        g.play_text(m).unwrap();
    }
    assert_eq!(
        g.outcome().map(|o| o.reason()),
        Some("threefold repetition")
    );

    let mut g = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 70").unwrap();
    assert_eq!(g.outcome(), None);
    g.play_text("Ra2").unwrap();
    assert_eq!(g.outcome().map(|o| o.reason()), Some("fifty moves"));

    let mut g = Game::from_fen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1").unwrap();
    g.play_text("Kxd2").unwrap();
    assert_eq!(
        g.outcome().map(|o| o.reason()),
        Some("insufficient material")
    );
}

#[test]
fn illegal_play_leaves_the_position_untouched() {
    let mut p = Position::start();
    let before = p;
    let bad = Move::new(sq("e1"), sq("e2"), MoveKind::Normal);
    assert!(p.play(bad).is_err());
    assert_eq!(p, before);
    let black = Move::new(sq("e7"), sq("e5"), MoveKind::DoublePush);
    assert!(p.play(black).is_err());
    assert_eq!(p, before);
}
