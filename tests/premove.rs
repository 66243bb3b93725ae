//! Premove destinations (src/premove.rs) and castling by moving the king onto its own rook.

use alice_chess::{
    fen::parse_fen, premove::premove_dests, san::parse_move, Game, MoveKind, Position, Square,
};

fn pos(fen: &str) -> Position {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The premove destinations of the piece on `from`, as text.
fn dests(p: &Position, from: &str) -> Vec<String> {
    let from = Square::parse(from).unwrap();
    premove_dests(p)
        .into_iter()
        .find(|(f, _)| *f == from)
        .map(|(_, to)| to.map(|s| s.to_string()).collect())
        .unwrap_or_default()
}

#[test]
fn patterns_ignore_every_piece() {
    // White to move: these are Black's premoves.
    let start = Position::start();
    assert_eq!(dests(&start, "g8"), ["f6", "h6", "e7"]);
    assert_eq!(dests(&start, "e7"), ["e5", "d6", "e6", "f6"]);
    assert_eq!(dests(&start, "a8").len(), 14, "a rook's lines to the edges");
    assert_eq!(
        dests(&start, "d8").len(),
        21,
        "a queen's lines to the edges"
    );
    assert_eq!(
        dests(&start, "e8"),
        ["d7", "e7", "f7", "a8", "c8", "d8", "f8", "g8", "h8"],
        "steps, castling squares and rook corners"
    );
    assert!(dests(&start, "e2").is_empty(), "none for the side to move");
    assert_eq!(premove_dests(&start).len(), 16);
    // A pawn beyond its start rank: one step and the two captures.
    let p = pos("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1");
    assert_eq!(dests(&p, "d5"), ["c4", "d4", "e4"]);
}

#[test]
fn pieces_on_board_b_and_castling_rights() {
    let mut game = Game::default();
    game.play_text("Nf3").unwrap();
    // Black to move: White's knight now stands on f3 of board B.
    let p = *game.position();
    assert_eq!(
        dests(&p, "f3"),
        ["e1", "g1", "d2", "h2", "d4", "h4", "e5", "g5"]
    );
    assert_eq!(
        dests(&p, "e1"),
        ["a1", "c1", "d1", "f1", "g1", "h1", "d2", "e2", "f2"]
    );
    // Only the queen side right is left.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R b Qkq - 0 1");
    assert_eq!(dests(&p, "e1"), ["a1", "c1", "d1", "f1", "d2", "e2", "f2"]);
    // A king on board B never castles.
    let p = pos("r3k3/8/8/8/8/8/8/4L3 b q - 0 1");
    assert_eq!(dests(&p, "e1"), ["d1", "f1", "d2", "e2", "f2"]);
}

#[test]
fn the_king_onto_its_own_rook_castles() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = parse_move(&p, "e1h1").unwrap();
    assert_eq!(short.kind, MoveKind::CastleShort);
    assert_eq!(short, parse_move(&p, "O-O").unwrap());
    assert_eq!(short.uci(), "e1g1");
    assert_eq!(parse_move(&p, "e1a1").unwrap().kind, MoveKind::CastleLong);
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").unwrap();
    assert_eq!(game.play_text("e8h8").unwrap().kind, MoveKind::CastleShort);
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").unwrap();
    assert_eq!(game.play_text("e8a8").unwrap().kind, MoveKind::CastleLong);
    // Not when castling that way is illegal: the reason is castling's.
    let err = parse_move(&Position::start(), "e1h1")
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "illegal move 'e1h1': the bishop on f1 and the knight on g1 (board A) stand between the \
         king and the rook"
    );
    let err = parse_move(&pos("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"), "e1h1").unwrap_err();
    assert!(
        err.to_string().contains("can no longer castle king side"),
        "{err}"
    );
    // The legal moves are the same: castling is listed once, counted once.
    assert_eq!(p.legal_moves().iter().filter(|m| m.is_castle()).count(), 2);
    assert_eq!(p.legal_moves().len() as u64, p.count_legal_moves());
    assert_eq!(alice_chess::perft::perft(&p, 2), {
        let moves = p.legal_moves();
        moves
            .iter()
            .map(|&m| {
                let mut q = p;
                q.play_unchecked(m);
                q.legal_moves().len() as u64
            })
            .sum::<u64>()
    });
}
