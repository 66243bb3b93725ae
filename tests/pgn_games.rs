//! PGN texts with several games (src/pgn/games.rs): listing them with one broken game among them,
//! reading one by its index, and never looping or panicking on mangled texts.

mod common;

use alice_chess::pgn::{read_all, read_pgn, PgnError};
use alice_chess::pgn_games::{list_games, read_game};
use common::Rng;

/// Three games; the second plays an illegal move.
const THREE: &str = r#"[Event "Spring"]
[Site "Wonderland"]
[Date "2024.03.01"]
[White "Alice"]
[Black "Red Queen"]
[Result "1-0"]

1. e4 d5 2. Be2 dxe4 3. Bb5# 1-0

[Event "Summer"]
[White "Tweedledum"]
[Black "Tweedledee"]
[Result "*"]

1. d4 Nf6 2. Qd4 *

[Event "Autumn"]
[Date "2024.09.09"]
[White "Hatter"]
[Black "March Hare"]
[Result "1/2-1/2"]

1. Nf3 Nf6 2. Ng1 Ng8 1/2-1/2
"#;

#[test]
fn three_games_one_broken() {
    let games = list_games(THREE);
    assert_eq!(games.len(), 3);
    let summary: Vec<(usize, Option<&str>, &str, usize, bool)> = games
        .iter()
        .map(|g| {
            (
                g.index,
                g.tags.get("Event"),
                g.result.as_str(),
                g.plies,
                g.error.is_none(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            (0, Some("Spring"), "1-0", 5, true),
            (1, Some("Summer"), "*", 3, false),
            (2, Some("Autumn"), "1/2-1/2", 4, true),
        ]
    );
    assert_eq!(games[0].tags.get("Black"), Some("Red Queen"));
    assert_eq!(games[2].tags.get("Date"), Some("2024.09.09"));
    let error = games[1].error.as_ref().unwrap().to_string();
    assert_eq!(
        error,
        "move 2 (white): illegal move 'Qd4': d4 is taken on board B (line 15)"
    );
    // Reading by index: the same games, the same error.
    assert_eq!(read_game(THREE, 0).unwrap().game.ply(), 5);
    assert_eq!(read_game(THREE, 1).unwrap_err().to_string(), error);
    let autumn = read_game(THREE, 2).unwrap();
    assert_eq!(autumn.tags.get("White"), Some("Hatter"));
    assert_eq!(autumn.game.outcome().map(|o| o.reason()), Some("agreement"));
    assert_eq!(
        read_game(THREE, 3).unwrap_err(),
        PgnError::NoSuchGame { index: 3, count: 3 }
    );
    assert_eq!(
        read_game(THREE, 7).unwrap_err().to_string(),
        "no game at index 7: the PGN text holds 3 games (indexes 0 to 2)"
    );
    // Index 0 is the first game, as read_pgn reads it; read_all stops at the broken one.
    assert_eq!(
        read_game(THREE, 0).unwrap().tags,
        read_pgn(THREE).unwrap().tags
    );
    assert!(read_all(THREE).is_err());
}

#[test]
fn a_game_that_cannot_be_taken_apart_does_not_hide_the_next() {
    let text = "[Event \"One\"]\n\n1. e4 *\n\n[Event \"Two\n[White \"X\"]\n\n1. d4 *\n\n\
                [Event \"Three\"]\n\n1. c4 (1. d4 *\n\n[Event \"Four\"]\n\n1. Nf3 *\n";
    let games = list_games(text);
    let events: Vec<Option<&str>> = games.iter().map(|g| g.tags.get("Event")).collect();
    assert_eq!(events, [Some("One"), None, Some("Three"), Some("Four")]);
    assert!(games[1]
        .error
        .as_ref()
        .unwrap()
        .to_string()
        .contains("line 5: malformed tag"));
    assert!(games[2]
        .error
        .as_ref()
        .unwrap()
        .to_string()
        .contains("unterminated variation"));
    assert_eq!(read_game(text, 3).unwrap().tags.get("Event"), Some("Four"));
    assert!(games[0].error.is_none() && games[3].error.is_none());
}

#[test]
fn no_game_at_all() {
    assert!(list_games("").is_empty());
    assert!(list_games("  \n% escape\n").is_empty());
    assert_eq!(read_game("", 0).unwrap_err(), PgnError::Empty);
    assert_eq!(
        read_game("", 1).unwrap_err().to_string(),
        "no game at index 1: the PGN text holds no game"
    );
    assert_eq!(
        read_game("1. e4 *", 1).unwrap_err().to_string(),
        "no game at index 1: the PGN text holds 1 game (index 0)"
    );
}

#[test]
fn mangled_texts_end_and_agree() {
    let mut rng = Rng::new(11);
    let pieces = [
        "[Event \"E\"]\n",
        "[White \"W",
        "\n\n",
        "1. e4 ",
        "d5 ",
        "{c ",
        "} ",
        "( ",
        ") ",
        "Qd4 ",
        "1-0\n",
        "*\n",
        "[FEN \"bad\"]\n",
        "; x\n",
        "0-1 ",
        "[",
        "]",
    ];
    for _ in 0..3000 {
        let n = rng.below(14);
        let text: String = (0..n).map(|_| pieces[rng.below(pieces.len())]).collect();
        let games = list_games(&text);
        for (i, entry) in games.iter().enumerate() {
            assert_eq!(entry.index, i);
            let read = read_game(&text, i);
            assert_eq!(read.is_ok(), entry.error.is_none(), "{text:?} game {i}");
            if let Ok(read) = read {
                assert_eq!(read.game.ply(), entry.plies, "{text:?}");
                assert_eq!(read.result, entry.result, "{text:?}");
            }
        }
        assert!(read_game(&text, games.len()).is_err());
    }
}
