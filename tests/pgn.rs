//! PGN: export → import round trips over random games, the sample files in `tests/data/pgn/`
//! (valid ones read as expected, malformed ones each giving its own clear error), and random
//! input that must give an error or a game, never a panic.

use alice_chess::fen::{parse_fen, write_fen, START_FEN};
use alice_chess::pgn::{read_all, read_pgn, write_pgn, PgnError, PgnTags};
use alice_chess::search::levels::Rng;
use alice_chess::{Color, Game, Notation, Outcome, Position};
use std::path::PathBuf;

/// Start positions: the usual one, pieces on board B, castling, en passant, promotions, and
/// black to move.
const STARTS: [&str; 7] = [
    START_FEN,
    "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 3",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 30",
    "4k3/1P6/8/3sP3/8/8/6p1/4K3 w - d6 0 1",
    "1nb1k2r/ppC2pTp/4s3/8/2S5/8/P1u2PPP/RN2K2R b KQk - 3 17",
    "4k3/1P4S1/8/8/8/8/1s4p1/4K3 b - - 0 40",
];

/// A random game from `fen`: random legal moves until the game ends or `max_plies` are played,
/// then sometimes a declared ending.
fn random_game(fen: &str, rng: &mut Rng, max_plies: usize) -> Game {
    let mut game = Game::from_fen(fen).expect("valid start FEN");
    for _ in 0..max_plies {
        if game.outcome().is_some() {
            break;
        }
        let legal = game.position().legal_moves();
        let m = legal[rng.below(legal.len())];
        game.play(m).expect("a legal move");
    }
    if game.outcome().is_none() {
        let turn = game.position().turn();
        let _ = match rng.below(6) {
            0 => game.resign(turn),
            1 => game.agree_draw(),
            2 => game.flag(turn),
            _ => Ok(()),
        };
    }
    game
}

fn random_tags(rng: &mut Rng) -> PgnTags {
    let mut tags = PgnTags::new();
    if rng.below(2) == 0 {
        tags.set("White", "Tweedledum \"the elder\"");
        tags.set("Black", "Tweedle\\dee");
    }
    if rng.below(2) == 0 {
        tags.set("Event", format!("Looking-glass open #{}", rng.below(100)));
        tags.set("Annotator", "The Red Queen");
    }
    tags
}

fn assert_round_trip(game: &Game, tags: &PgnTags, notation: Notation) {
    let text = write_pgn(game, tags, notation);
    let read = read_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.game.moves(), game.moves(), "{text}");
    assert_eq!(read.game.start(), game.start(), "{text}");
    assert_eq!(
        write_fen(read.game.position()),
        write_fen(game.position()),
        "{text}"
    );
    assert_eq!(read.game.outcome(), game.outcome(), "{text}");
    assert_eq!(read.result, game.outcome().map_or("*", Outcome::result));
    for (name, value) in tags.iter() {
        assert_eq!(read.tags.get(name), Some(value), "{text}");
    }
    assert_eq!(read.tags.get("Variant"), Some("Alice"));
    for line in text.lines().skip_while(|l| l.starts_with('[')) {
        assert!(line.chars().count() <= 80, "long line {line:?}");
    }
    // Writing the imported game again gives the same text.
    assert_eq!(write_pgn(&read.game, &read.tags, notation), text);
}

#[test]
fn random_games_round_trip_in_both_notations() {
    let mut rng = Rng::new(7);
    let mut ended = 0;
    for i in 0..420 {
        let fen = STARTS[i % STARTS.len()];
        let max_plies = [10, 60, 250][rng.below(3)];
        let game = random_game(fen, &mut rng, max_plies);
        ended += usize::from(game.outcome().is_some());
        let tags = random_tags(&mut rng);
        assert_round_trip(&game, &tags, Notation::Alice);
        assert_round_trip(&game, &tags, Notation::San);
    }
    assert!(ended > 100, "only {ended} games ended");
}

#[test]
fn export_layout() {
    let mut game = Game::default();
    for m in ["e4", "d5", "Be2", "dxe4", "Bb5"] {
        game.play_text(m).unwrap();
    }
    let tags: PgnTags = [("White", "Tweedledum"), ("Result", "0-1"), ("Foo Bar", "x")]
        .into_iter()
        .collect();
    assert_eq!(
        write_pgn(&game, &tags, Notation::Alice),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"Tweedledum\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[Variant \"Alice\"]\n\
         [Termination \"checkmate\"]\n[FooBar \"x\"]\n\n\
         1. Pe4 Pd5 2. Be2 Sdxe4 3. Cb5# {Checkmate — White wins} 1-0\n"
    );
    assert!(write_pgn(&game, &tags, Notation::San)
        .ends_with("\n1. e4 d5 2. Be2 dxe4 3. Bb5# {Checkmate — White wins} 1-0\n"));

    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 0 12").unwrap();
    game.play_text("Kd7").unwrap();
    game.play_text("O-O-O").unwrap();
    let text = write_pgn(&game, &PgnTags::new(), Notation::Alice);
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 12\"]\n"));
    assert!(text.ends_with("\n\n12... Kd7 13. O-O-O+ *\n"), "{text}");

    let mut game = Game::default();
    game.play_text("e4").unwrap();
    game.resign(Color::White).unwrap();
    let text = write_pgn(&game, &PgnTags::new(), Notation::Alice);
    assert!(text.contains("[Result \"0-1\"]\n"));
    assert!(text.contains("[Termination \"resignation\"]\n"));
    assert!(text.ends_with("\n1. Pe4 {White resigns — Black wins} 0-1\n"));
}

fn data(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "pgn", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn rules_page_game() {
    let read = read_pgn(&data("rules_page.pgn")).unwrap();
    assert_eq!(read.result, "1-0");
    assert_eq!(read.tags.get("Event"), Some("Rules page example"));
    assert!(read.game.position().is_checkmate());
    assert_eq!(read.game.outcome().unwrap().reason(), "checkmate");
    assert_eq!(
        read.game.notation(Notation::San),
        ["e4", "d5", "Be2", "dxe4", "Bb5#"]
    );
    let text = write_pgn(&read.game, &read.tags, Notation::Alice);
    assert!(text.ends_with("\n1. Pe4 Pd5 2. Be2 Sdxe4 3. Cb5# {Checkmate — White wins} 1-0\n"));
}

#[test]
fn annotated_game_in_plain_san() {
    let read = read_pgn(&data("annotated.pgn")).unwrap();
    assert_eq!(
        read.game.notation(Notation::Alice),
        ["Pe4", "Pd5", "Be2", "Sdxe4", "Nc3", "Nf6", "Pd3"]
    );
    assert_eq!(read.result, "*");
    assert_eq!(
        read.tags.get("Annotator"),
        Some("The \"Red\" Queen \\ Looking-glass")
    );
    assert_eq!(read.game.outcome(), None);
}

#[test]
fn bar_prefix_fen_dialect() {
    let read = read_pgn(&data("bar_fen.pgn")).unwrap();
    assert_eq!(
        write_fen(read.game.start()),
        "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 3"
    );
    assert_eq!(read.game.notation(Notation::Alice), ["Og1", "Pe5", "Nf3"]);
    let text = write_pgn(&read.game, &read.tags, Notation::Alice);
    assert!(text.contains("[FEN \"rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R w KQkq - 0 3\"]"));
    assert!(text.ends_with("\n3. Og1 Pe5 4. Nf3 *\n"), "{text}");
}

#[test]
fn black_to_move_numbering() {
    let read = read_pgn(&data("black_to_move.pgn")).unwrap();
    assert_eq!(read.game.ply(), 3);
    let text = write_pgn(&read.game, &read.tags, Notation::Alice);
    assert!(text.ends_with("\n12... Kd7 13. O-O-O+ Le7 *\n"), "{text}");
}

#[test]
fn several_games() {
    let text = data("two_games.pgn");
    let first = read_pgn(&text).unwrap();
    assert_eq!(first.tags.get("Event"), Some("First"));
    assert_eq!(first.result, "1-0");
    let all = read_all(&text).unwrap();
    assert_eq!(all.len(), 2);
    assert_eq!(all[1].tags.get("Event"), Some("Second"));
    assert_eq!(all[1].game.ply(), 2);
    assert_eq!(all[1].result, "1/2-1/2");
    assert_eq!(all[1].game.outcome().map(|o| o.reason()), Some("agreement"));
}

#[test]
fn declared_endings_from_the_result() {
    let read = read_pgn(&data("resigned.pgn")).unwrap();
    assert_eq!(
        read.game.outcome().map(|o| o.to_string()).as_deref(),
        Some("White resigns — Black wins")
    );
    let read = read_pgn("[Termination \"time forfeit\"]\n1. e4 1-0").unwrap();
    assert_eq!(read.game.outcome().map(|o| o.reason()), Some("timeout"));
    let read = read_pgn("[Result \"1/2-1/2\"]\n1. e4").unwrap();
    assert_eq!(read.result, "1/2-1/2");
    assert_eq!(read.game.outcome().map(|o| o.reason()), Some("agreement"));
    let read = read_pgn(
        "[FEN \"4k3/8/8/8/8/8/8/4K2R b - - 0 1\"]\n[Termination \"timeout\"]\n 1... Kd7 1/2-1/2",
    )
    .unwrap();
    assert_eq!(read.game.outcome().map(|o| o.reason()), Some("timeout"));
}

#[test]
fn a_result_without_a_termination_is_the_result_alone() {
    // Nothing says why: not a resignation the text never mentioned, but a host ending "unknown".
    let read = read_pgn("1. e4 d5 2. Nf3 0-1").unwrap();
    assert_eq!(read.result, "0-1");
    assert_eq!(read.game.end_reason().as_deref(), Some("unknown"));
    assert_eq!(
        read.game.outcome().and_then(|o| o.winner()),
        Some(Color::Black)
    );
    // Written back with that reason, and read the same way.
    let text = write_pgn(&read.game, &PgnTags::new(), Notation::Alice);
    assert!(text.contains("[Termination \"unknown\"]\n"), "{text}");
    let again = read_pgn(&text).unwrap();
    assert_eq!(again.game.end_reason().as_deref(), Some("unknown"));
    assert_eq!(again.result, "0-1");
    // A Termination that says why still decides.
    let read = read_pgn("[Termination \"normal\"]\n1. e4 d5 2. Nf3 0-1").unwrap();
    assert_eq!(read.game.outcome().map(|o| o.reason()), Some("resignation"));
}

#[test]
fn a_result_tag_that_disagrees_with_the_movetext_wins_with_a_note() {
    // As lichess reads it: the tag's result, and a note saying both.
    let read = read_pgn(&data("result_mismatch.pgn")).unwrap();
    assert_eq!(read.result, "1-0");
    let note = read.result_note.clone().unwrap();
    assert_eq!(
        (note.line, note.tag.as_str(), note.movetext.as_str()),
        (4, "1-0", "0-1")
    );
    assert_eq!(note.used, "1-0");
    assert_eq!(
        read.game.outcome().and_then(|o| o.winner()),
        Some(Color::White)
    );
    // A downloaded game that ends in `*` after its moves while its tag says who won.
    let read = read_pgn("[Result \"1-0\"]\n\n1. e4 d5 2. Nf3 *").unwrap();
    assert_eq!(read.result, "1-0");
    assert_eq!(read.result_note.unwrap().movetext, "*");
    // The reverse: a result after the moves, a tag saying the game goes on — the tag still wins.
    let read = read_pgn("[Result \"*\"]\n\n1. e4 d5 2. Nf3 0-1").unwrap();
    assert_eq!(read.result, "*");
    assert_eq!(read.game.outcome(), None);
    assert_eq!(read.result_note.unwrap().used, "*");
    // A tag the rules contradict (White mates, the tag says Black won): the movetext's result.
    let read = read_pgn("[Result \"0-1\"]\n\n1. e4 d5 2. Be2 dxe4 3. Bb5# 1-0").unwrap();
    assert_eq!(read.result, "1-0");
    assert_eq!(read.result_note.unwrap().used, "1-0");
    // Both contradict the rules: an error, as for one result.
    assert!(read_pgn("[Result \"0-1\"]\n\n1. e4 d5 2. Be2 dxe4 3. Bb5# 1/2-1/2").is_err());
    // Agreeing, or only one of them: no note.
    assert_eq!(
        read_pgn("[Result \"1-0\"]\n\n1. e4 1-0")
            .unwrap()
            .result_note,
        None
    );
    assert_eq!(read_pgn("1. e4 1-0").unwrap().result_note, None);
    // The tree reader reads the same.
    let tree = alice_chess::tree::pgn::read_pgn_tree("[Result \"1-0\"]\n\n1. e4 *").unwrap();
    assert_eq!(tree.result, "1-0");
    assert_eq!(tree.result_note.unwrap().tag, "1-0");
}

#[test]
fn an_aborted_game_round_trips() {
    let mut game = Game::default();
    game.play_text("e4").unwrap();
    game.abort().unwrap();
    let text = write_pgn(&game, &PgnTags::new(), Notation::Alice);
    assert!(text.contains("[Result \"*\"]\n"), "{text}");
    assert!(text.contains("[Termination \"aborted\"]\n"), "{text}");
    assert!(text.ends_with("1. Pe4 {Game aborted} *\n"), "{text}");
    assert_round_trip(&game, &PgnTags::new(), Notation::San);
    let read = read_pgn(&text).unwrap();
    assert_eq!(read.game.outcome(), Some(Outcome::Aborted));
    assert_eq!(read.result, "*");
    // A plain `*` is a game going on.
    assert_eq!(read_pgn("1. e4 *").unwrap().game.outcome(), None);
}

/// Each malformed sample file and words its error message must contain.
const MALFORMED: &[(&str, &[&str])] = &[
    ("empty.pgn", &["empty PGN"]),
    ("only_comments.pgn", &["empty PGN"]),
    (
        "unterminated_comment.pgn",
        &["line 3", "unterminated comment"],
    ),
    (
        "bad_tag_quote.pgn",
        &[
            "line 2",
            "malformed tag",
            "[White \"Tweedledum]",
            "not closed",
        ],
    ),
    (
        "bad_tag_bracket.pgn",
        &["line 2", "malformed tag", "expected ']'"],
    ),
    ("bad_tag_name.pgn", &["line 2", "malformed tag", "tag name"]),
    (
        "illegal_move.pgn",
        &["move 4 (black)", "illegal move 'Qxh2'", "line 4"],
    ),
    (
        "ambiguous_move.pgn",
        &[
            "move 1 (white)",
            "ambiguous move 'Nd2'",
            "Nbd2",
            "Nfd2",
            "line 5",
        ],
    ),
    (
        "garbage_token.pgn",
        &["move 2 (black)", "invalid move '@@!'"],
    ),
    (
        "bad_fen.pgn",
        &[
            "line 3",
            "bad FEN tag",
            "unexpected character '9' in rank 6",
        ],
    ),
    ("bad_fen_position.pgn", &["line 3", "bad FEN tag"]),
    (
        "unbalanced_paren.pgn",
        &["line 3", "unbalanced parenthesis"],
    ),
    (
        "unterminated_variation.pgn",
        &["line 3", "unterminated variation"],
    ),
    (
        "after_mate.pgn",
        &[
            "move 3 (black)",
            "'Kd7' comes after the end of the game",
            "Checkmate",
        ],
    ),
    (
        "result_contradicts.pgn",
        &[
            "line 4",
            "result '0-1' contradicts",
            "Checkmate — White wins",
        ],
    ),
    (
        "wrong_variant.pgn",
        &["line 2", "not an Alice chess game", "Crazyhouse"],
    ),
];

#[test]
fn malformed_files_give_clear_errors() {
    for (file, words) in MALFORMED {
        let message = match read_pgn(&data(file)) {
            Ok(read) => panic!("{file}: read {} moves, expected an error", read.game.ply()),
            Err(e) => e.to_string(),
        };
        for word in *words {
            assert!(
                message.contains(word),
                "{file}: {message:?} does not mention {word:?}"
            );
        }
        assert!(!message.contains('\n'), "{file}: one line: {message:?}");
    }
    assert_eq!(read_pgn("   \n\n").err(), Some(PgnError::Empty));
}

#[test]
fn every_sample_file_is_accounted_for() {
    let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "pgn"]
        .iter()
        .collect();
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let malformed = MALFORMED.iter().any(|(f, _)| *f == name);
        assert_eq!(
            read_pgn(&data(&name)).is_err(),
            malformed,
            "{name}: listed as malformed = {malformed}"
        );
    }
}

/// Words and fragments of PGN, good and bad, for the token soup.
const SOUP: &[&str] = &[
    "[",
    "]",
    "\"",
    "Event",
    "FEN",
    "Result",
    "Variant",
    "{",
    "}",
    "(",
    ")",
    ";",
    "%",
    "\n",
    " ",
    "1.",
    "2.",
    "1...",
    "12...",
    ".",
    "…",
    "e4",
    "Pe4",
    "d5",
    "Pd5",
    "Be2",
    "Sdxe4",
    "dxe4",
    "Cb5#",
    "Bb5",
    "Nf3",
    "Og1",
    "O-O",
    "0-0-0",
    "e2e4",
    "a7a8q",
    "$1",
    "$",
    "!?",
    "+-",
    "1-0",
    "0-1",
    "1/2-1/2",
    "½-½",
    "*",
    "\\",
    "|N",
    "rnbqkbnr/ppp1pppp/8/8/2p5/5O2/PP1PPPPP/RNBQKB1R",
    "w",
    "KQkq",
    "-",
    "0",
    "é",
    "\u{feff}",
    "Z",
    "x",
    "=",
    "=T",
    "\r\n",
    "\t",
];

fn assert_ok_is_consistent(text: &str) {
    if let Ok(read) = read_pgn(text) {
        // Whatever is accepted can be written and read back as the same game.
        let again = write_pgn(&read.game, &read.tags, Notation::Alice);
        let reread = read_pgn(&again).unwrap_or_else(|e| panic!("{e}\n{text:?}\n{again}"));
        assert_eq!(reread.game.moves(), read.game.moves());
        assert_eq!(reread.game.outcome(), read.game.outcome());
    }
    let _ = read_all(text);
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(11);
    for _ in 0..20_000 {
        let len = rng.below(120);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        assert_ok_is_consistent(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn token_soup_never_panics() {
    let mut rng = Rng::new(12);
    let mut accepted = 0;
    for _ in 0..20_000 {
        let n = rng.below(40);
        let mut text = String::new();
        for _ in 0..n {
            text.push_str(SOUP[rng.below(SOUP.len())]);
            if rng.below(2) == 0 {
                text.push(' ');
            }
        }
        accepted += usize::from(read_pgn(&text).is_ok());
        assert_ok_is_consistent(&text);
    }
    assert!(accepted > 100, "only {accepted} soups were accepted");
}

#[test]
fn mutated_games_never_panic() {
    let mut rng = Rng::new(13);
    for i in 0..3_000 {
        let game = random_game(STARTS[i % STARTS.len()], &mut rng, 40);
        let mut text: Vec<char> = write_pgn(&game, &PgnTags::new(), Notation::Alice)
            .chars()
            .collect();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(text.len() + 1);
            match rng.below(3) {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 => text.insert(
                    at,
                    "{}()[];\"$.x1".chars().nth(rng.below(12)).unwrap_or('x'),
                ),
                _ => text.truncate(at),
            }
        }
        let text: String = text.into_iter().collect();
        assert_ok_is_consistent(&text);
    }
}

#[test]
fn start_position_needs_no_fen_tag() {
    let game = Game::new(Position::start());
    let text = write_pgn(&game, &PgnTags::new(), Notation::Alice);
    assert!(!text.contains("[FEN"));
    assert!(!text.contains("[SetUp"));
    assert!(text.ends_with("\n\n*\n"));
    let read = read_pgn(&text).unwrap();
    assert_eq!(read.game.position(), &parse_fen(START_FEN).unwrap());
}
