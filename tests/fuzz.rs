//! Random bytes and mutated inputs fed to the parsers: an error or a value, never a panic.

mod common;

use alice_chess::{
    fen::{parse_fen, write_fen},
    pgn::split_moves,
    san::parse_move,
    Game, Position,
};
use common::{Rng, STARTS};

const ALPHABET: &[u8] = b"pnbrqkPNBRQKsocutlSOCUTL|12345678/ -wabcdefgh0xX=+#!?O";

fn random_text(rng: &mut Rng, max_len: usize, alphabet: Option<&[u8]>) -> String {
    let len = rng.below(max_len + 1);
    let bytes: Vec<u8> = (0..len)
        .map(|_| match alphabet {
            Some(a) => a[rng.below(a.len())],
            None => rng.next_u64() as u8,
        })
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn fen_parser_never_panics_on_random_bytes() {
    let mut rng = Rng::new(1);
    for i in 0..20_000 {
        let alphabet = if i % 2 == 0 { Some(ALPHABET) } else { None };
        let text = random_text(&mut rng, 90, alphabet);
        if let Ok(pos) = parse_fen(&text) {
            // Whatever is accepted is a position we can write and read back.
            assert_eq!(parse_fen(&write_fen(&pos)), Ok(pos));
        }
    }
}

#[test]
fn fen_parser_never_panics_on_mutated_fens() {
    let mut rng = Rng::new(2);
    let mut accepted = 0;
    for i in 0..20_000 {
        let mut bytes = STARTS[i % STARTS.len()].as_bytes().to_vec();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(bytes.len());
            bytes[at] = ALPHABET[rng.below(ALPHABET.len())];
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(pos) = parse_fen(&text) {
            accepted += 1;
            let _ = pos.legal_moves();
            assert_eq!(parse_fen(&write_fen(&pos)), Ok(pos));
        }
    }
    assert!(accepted > 100, "mutations should sometimes stay valid");
}

#[test]
fn move_parser_never_panics_and_never_changes_the_game_on_error() {
    let mut rng = Rng::new(3);
    let positions: Vec<Position> = STARTS.iter().map(|f| parse_fen(f).unwrap()).collect();
    for i in 0..30_000 {
        let pos = positions[i % positions.len()];
        let alphabet = if i % 3 == 0 { None } else { Some(ALPHABET) };
        let text = random_text(&mut rng, 10, alphabet);
        if let Ok(m) = parse_move(&pos, &text) {
            assert!(pos.is_legal(m), "{text} gave an illegal {m}");
        }
        let mut game = Game::new(pos);
        if game.play_text(&text).is_err() {
            assert_eq!(game.position(), &pos);
            assert_eq!(game.ply(), 0);
        }
    }
}

#[test]
fn move_list_splitter_never_panics() {
    const LIST: &[u8] = b"0123456789.,; \t\n-/*PeSdxO4KQ";
    let mut rng = Rng::new(4);
    for i in 0..20_000 {
        let mut text = random_text(&mut rng, 40, if i % 2 == 0 { Some(LIST) } else { None });
        if i % 5 == 0 {
            text.push_str(["…", "½-½", "1…", "é"][i % 4]);
        }
        for token in split_moves(&text) {
            assert!(!token.is_empty(), "{text:?}");
            assert!(
                !token.contains(|c: char| c.is_whitespace() || c == ',' || c == ';'),
                "{token:?} from {text:?}"
            );
            assert!(
                !["1-0", "0-1", "1/2-1/2", "½-½", "*"].contains(&token.as_str()),
                "{token:?} from {text:?}"
            );
        }
    }
}
