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

/// PGN-like tokens for [`pgn_readers_never_panic_and_what_they_read_writes_back`].
const PGN_TOKENS: &[&str] = &[
    "[",
    "]",
    "\"",
    "{",
    "}",
    "(",
    ")",
    ";",
    "%",
    "$",
    "$1",
    "$300",
    "1.",
    "2...",
    " ",
    " ",
    "\n",
    "\n\n",
    "e4",
    "d5",
    "Be2",
    "dxe4",
    "Bb5#",
    "Nf3",
    "Nf6",
    "O-O",
    "Pe4",
    "Sdxe4",
    "e2e4",
    "!",
    "?!",
    "+-",
    "1-0",
    "0-1",
    "1/2-1/2",
    "*",
    "[White \"x\"]",
    "[Result \"1-0\"]",
    "[FEN \"",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]",
    "[Termination \"time\"]",
    "\\",
    "…",
    "½-½",
    "é",
];

#[test]
fn pgn_readers_never_panic_and_what_they_read_writes_back() {
    use alice_chess::pgn::{games::list_games, read_pgn, write_pgn};
    use alice_chess::pgn_tree::{read_pgn_tree, write_pgn_tree};
    use alice_chess::Notation;
    let samples: Vec<String> = std::fs::read_dir("tests/data/pgn_tree")
        .unwrap()
        .chain(std::fs::read_dir("tests/data/pgn").unwrap())
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .collect();
    let mut rng = Rng::new(5);
    let (mut read, mut trees) = (0, 0);
    for i in 0..6_000 {
        let text = match i % 3 {
            0 => random_text(&mut rng, 300, None),
            1 => (0..rng.below(80))
                .map(|_| PGN_TOKENS[rng.below(PGN_TOKENS.len())])
                .collect(),
            _ => {
                let mut chars: Vec<char> = samples[i % samples.len()].chars().collect();
                for _ in 0..1 + rng.below(4) {
                    if chars.is_empty() {
                        break;
                    }
                    let at = rng.below(chars.len());
                    let token = PGN_TOKENS[rng.below(PGN_TOKENS.len())];
                    chars.splice(at..at + usize::from(rng.below(2) == 0), token.chars());
                }
                chars.into_iter().collect()
            }
        };
        let listed = list_games(&text);
        if let Ok(game) = read_pgn(&text) {
            read += 1;
            assert!(
                listed.first().is_some_and(|g| g.error.is_none()),
                "{text:?}"
            );
            for notation in [Notation::Alice, Notation::San] {
                let pgn = write_pgn(&game.game, &game.tags, notation);
                let again = read_pgn(&pgn).unwrap_or_else(|e| panic!("{e}: {pgn} from {text:?}"));
                assert_eq!(again.game.moves(), game.game.moves(), "{pgn}");
                assert_eq!(again.result, game.result, "{pgn}");
            }
        }
        if let Ok(tree) = read_pgn_tree(&text) {
            trees += 1;
            let pgn = write_pgn_tree(&tree.tree, &tree.tags, Notation::San);
            let again = read_pgn_tree(&pgn).unwrap_or_else(|e| panic!("{e}: {pgn} from {text:?}"));
            let san = |t: &alice_chess::GameTree| t.movetext(Notation::San);
            assert_eq!(san(&again.tree), san(&tree.tree), "{pgn}");
        }
    }
    assert!(
        read > 300 && trees > 300,
        "{read} games and {trees} trees read"
    );
}
