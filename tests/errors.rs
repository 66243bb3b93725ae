//! The errors fixture, `tests/data/errors.json`: inputs the rules core refuses — bad FENs, bad
//! PGN texts, bad move texts, game actions it cannot take — a few of every problem code
//! ([`alice_chess::problem`]) and of its shapes (each side, nested problems, a refusal's reason,
//! outcomes, line numbers past 999, texts past the caps), each with the problem as the wasm gives
//! it (`{code, args}`) and the core's English sentence (the error's `Display`).
//! tests/wasm/errors.test.mjs asks the wasm for the same, expects the same problem, and words it
//! with the front end's English catalogue (www/i18n/errors.js) expecting these sentences.
//!
//! The fixture must be what the core says today: `ALICE_BLESS=1 cargo test --test errors`
//! rewrites it after a deliberate change of the words or of the choice of cases.

use alice_chess::{
    explain::{Arg, PieceAt, Reason},
    game::Outcome,
    pgn::{MAX_MOVES, MAX_PGN_BYTES, MAX_TAGS},
    pgn_games::read_game,
    pgn_tree::read_pgn_tree,
    problem::{Detail, Problem, CODES},
    Color, Game,
};
mod common;

use common::fixture::{check_or_bless, json};
use std::fmt::Write;

const FIXTURE: &str = "tests/data/errors.json";

/// FENs the core refuses (`validateFen`, `new Game`).
const FENS: &[&str] = &[
    "",
    "8/8/8/8/8/8/8/8",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1 9",
    "8/8/8/8/8/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K4 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2 w",
    "4k3/8/8/8/8/8/8/4X3 w",
    "4k3/8/8/8/8/8/8/4|S3 w",
    "4k3/8/8/8/8/8/8/4K3 x",
    "4k3/8/8/8/8/8/8/4K3 white-to-move-please",
    "4k3/8/8/8/8/8/8/4K3 w KK",
    "4k3/8/8/8/8/8/8/R3K2R w KX",
    "4k3/8/8/8/8/8/8/4K3 w - e9",
    "4k3/8/8/8/8/8/8/4K3 w - - x 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
    "4k3/8/8/8/8/8/8/4K3 w - - -1",
    "8/8/8/8/8/8/8/4K3 w",
    "4k3/8/8/8/8/8/8/8 b",
    "4k3/8/8/8/8/8/8/4KL2 w",
    "4klk1/8/8/8/8/8/8/4K3 w",
    "4k3/8/8/8/8/8/8/S3K3 w",
    "3Pk3/8/8/8/8/8/8/4K3 w",
    "4k3/8/8/8/8/8/8/4K3 w K",
    "4k3/8/8/8/8/8/8/4K2U w K",
    "4k3/8/8/8/8/8/8/4K3 w q",
    "4k3/8/8/8/8/8/8/4K3 w - e3",
    "4k3/8/8/8/8/8/8/4K3 b - e6",
    "4k3/8/8/8/8/8/8/4K3 w - e6",
    "4k3/3p4/8/3sP3/8/8/8/4K3 w - d6",
    "4k3/8/3n4/3sP3/8/8/8/4K3 w - d6",
    "4k2R/8/8/8/8/8/8/4K3 w",
    "4K2r/8/8/8/8/8/8/4k3 b",
];

/// PGN texts the core refuses (`Game.fromPgn(text, index)`), with the index asked for.
fn pgns() -> Vec<(String, usize)> {
    let mut texts: Vec<(String, usize)> = [
        ("", 0),
        ("  \n\n", 0),
        ("[ \"x\"]\n\n1. e4 *", 0),
        ("[Event x]\n\n1. e4 *", 0),
        ("[Event \"x]\n\n1. e4 *", 0),
        ("[Event \"x\"\n1. e4 *", 0),
        ("1. e4 {a comment\n that never ends", 0),
        ("1. e4 (1. d4 d5\n\n2. c4 *", 0),
        ("1. e4 e5 ) 2. Nf3 *", 0),
        ("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", 0),
        ("[Event \"x\"]\n[FEN \"xx\"]\n\n*", 0),
        ("[Variant \"Crazyhouse\"]\n\n1. e4 *", 0),
        ("[Event \"Garbage\"]\n\n1. e4 d5 2. Be2 @@! dxe4 *\n", 0),
        ("1. e4 e5 2. Ke3 *", 0),
        ("1. d4 Nf6 2. Qd4 *", 0),
        (
            "[FEN \"4k3/8/8/8/8/2N3N1/3O4/4K3 w - - 0 1\"]\n\n1. Ne4 *",
            0,
        ),
        ("[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8 *", 0),
        ("1. e4 d5 2. Be2 dxe4 3. Bb5# Kd7 *", 0),
        ("[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1... Kh8 *", 0),
        ("1. e4 *", 3),
        ("", 1),
        (
            "[Round \"1\"]\n1. e4 *\n\n[Round \"2\"]\n1. d4 *\n\n[Round \"3\"]\n*\n",
            5,
        ),
        ("1. e4 d5 2. Be2 dxe4 3. Bb5# 0-1", 0),
        ("[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1-0", 0),
    ]
    .iter()
    .map(|(t, i)| (t.to_string(), *i))
    .collect();
    // Line numbers as the core writes them (no digit grouping).
    texts.push((format!("{}1. e4 e5 2. Ke3 *", "\n".repeat(1233)), 0));
    texts
}

/// Texts past the readers' caps, as `(head, piece, times, tail)`: the text is `head`, then
/// `piece` `times` over, then `tail` (the fixture keeps them so, not megabytes of text).
fn huge_pgns() -> Vec<(&'static str, &'static str, usize, &'static str)> {
    vec![
        ("", " ", MAX_PGN_BYTES + 1, ""),
        ("", "[Event \"x\"]\n", MAX_TAGS + 1, "\n1. e4 *"),
        ("1. e4 e5 ", "(1... d5) ", MAX_MOVES - 2, "(1... c5) *"),
    ]
}

/// Games and the move text `play()` refuses in them: a start, moves, how it was ended, the text.
const MOVES: &[(&str, &[&str], &str, &str)] = &[
    ("", &[], "", ""),
    ("", &[], "", "xx"),
    ("", &["d4", "Nf6"], "", "Qd4"),
    ("4k3/8/8/8/8/2N3N1/3O4/4K3 w - - 0 1", &[], "", "Ne4"),
    ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", &[], "", "a8"),
    ("", &["e4", "d5", "Be2", "dxe4", "Bb5"], "", "Kd7"),
    ("", &["e4"], "resign b", "e5"),
    ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &[], "", "Kh8"),
];

/// Game actions refused: a start, moves, how it was ended, the action.
const ACTIONS: &[(&str, &[&str], &str, &str)] = &[
    ("", &["e4", "d5", "Be2", "dxe4", "Bb5"], "", "resign b"),
    ("", &["e4"], "draw", "flag w"),
    ("", &["e4"], "abort", "draw"),
    ("", &["e4"], "host 1-0|adjudication", "abort"),
    ("", &["e4"], "", "host 2-0|adjudication"),
    ("", &["e4"], "", "host 1-0|   "),
    ("", &["e4"], "", "host 1-0|long"),
    ("", &["e4"], "", "host 0-1|bell\u{7}"),
    ("", &["e4"], "flag b", "host 1/2-1/2|adjudication"),
];

/// One case: how to reach the error, and what the core says.
struct Case {
    /// `fen`, `pgn`, `move`, `action`, or `tree` (the tree reader: not in the wasm).
    kind: &'static str,
    fen: String,
    moves: Vec<String>,
    end: String,
    /// The FEN, the PGN text, the move text or the action.
    input: String,
    /// A text past a cap: `input`, then a piece repeated, then a tail (see [`huge_pgns`]).
    repeat: Option<(String, usize, String)>,
    index: usize,
    problem: String,
    code: &'static str,
    english: String,
}

fn game(fen: &str, moves: &[&str], end: &str) -> Game {
    let mut game = if fen.is_empty() {
        Game::default()
    } else {
        Game::from_fen(fen).unwrap()
    };
    for m in moves {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    if !end.is_empty() {
        act(&mut game, end).unwrap_or_else(|e| panic!("{end}: {e}"));
    }
    game
}

/// `resign w`, `flag b`, `draw`, `abort`, `host 1-0|reason` (`long`: 81 characters).
fn act(game: &mut Game, action: &str) -> Result<(), alice_chess::GameError> {
    let color = |c: &str| if c == "w" { Color::White } else { Color::Black };
    match action.split_once(' ').unwrap_or((action, "")) {
        ("resign", c) => game.resign(color(c)),
        ("flag", c) => game.flag(color(c)),
        ("draw", _) => game.agree_draw(),
        ("abort", _) => game.abort(),
        ("host", rest) => {
            let (result, reason) = rest.split_once('|').unwrap();
            let long = "x".repeat(81);
            game.end_by(result, if reason == "long" { &long } else { reason })
        }
        other => panic!("{other:?}"),
    }
}

impl Case {
    /// A case reached from nothing but its input.
    fn new(
        kind: &'static str,
        input: &str,
        index: usize,
        problem: Problem<'_>,
        english: String,
    ) -> Case {
        Case {
            kind,
            fen: String::new(),
            moves: Vec::new(),
            end: String::new(),
            input: input.to_string(),
            repeat: None,
            index,
            problem: problem_json(&problem),
            code: problem.code,
            english,
        }
    }

    /// The case in the game from `fen` after `moves`, ended by `end`.
    fn in_game(mut self, fen: &str, moves: &[&str], end: &str) -> Case {
        self.fen = fen.to_string();
        self.moves = moves.iter().map(|m| m.to_string()).collect();
        self.end = end.to_string();
        self
    }
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for fen in FENS {
        let e = alice_chess::fen::parse_fen(fen.trim()).unwrap_err();
        cases.push(Case::new("fen", fen, 0, e.problem(), e.to_string()));
    }
    for (text, index) in pgns() {
        let e = read_game(&text, index).expect_err(&text);
        cases.push(Case::new("pgn", &text, index, e.problem(), e.to_string()));
    }
    for (head, piece, times, tail) in huge_pgns() {
        let text = format!("{head}{}{tail}", piece.repeat(times));
        let e = read_game(&text, 0).expect_err(head);
        let mut case = Case::new("pgn", head, 0, e.problem(), e.to_string());
        case.repeat = Some((piece.to_string(), times, tail.to_string()));
        cases.push(case);
    }
    for (fen, moves, end, text) in MOVES {
        let e = game(fen, moves, end).play_text(text).unwrap_err();
        let case = Case::new("move", text, 0, e.problem(), e.to_string());
        cases.push(case.in_game(fen, moves, end));
    }
    for (fen, moves, end, action) in ACTIONS {
        let e = act(&mut game(fen, moves, end), action).unwrap_err();
        let case = Case::new("action", action, 0, e.problem(), e.to_string());
        cases.push(case.in_game(fen, moves, end));
    }
    for text in [
        "(1. d4) 1. e4 *",
        "[White \"x\"]\n\n1. e4 e5 (\n(1... d5)) *",
    ] {
        let e = read_pgn_tree(text).unwrap_err();
        cases.push(Case::new("tree", text, 0, e.problem(), e.to_string()));
    }
    cases
}

// ----- JSON, as the wasm gives problems (src/wasm/errors.rs, src/wasm/refusal.rs) -------------

fn array(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

fn color(c: Color) -> String {
    json(&c.char().to_string())
}

fn problem_json(p: &Problem<'_>) -> String {
    let args = p.args.iter().map(|d| match d {
        Detail::Number(n) => n.to_string(),
        Detail::Text(t) => json(t),
        Detail::Char(c) => json(&c.to_string()),
        Detail::Color(c) => color(*c),
        Detail::Square(sq) => json(&sq.to_string()),
        Detail::Move(m) => json(&m.uci()),
        Detail::Moves(list) => array(list.iter().map(|m| json(m))),
        Detail::Reason(r) => reason_json(r, None),
        Detail::Outcome(o) => outcome_json(o),
        Detail::Problem(p) => problem_json(p),
    });
    format!("{{\"code\": {}, \"args\": {}}}", json(p.code), array(args))
}

fn outcome_json(o: &Outcome) -> String {
    let winner = o.winner().map_or("null".to_string(), color);
    format!(
        "{{\"result\": {}, \"winner\": {winner}, \"reason\": {}}}",
        json(o.result()),
        json(o.reason())
    )
}

fn piece_json(p: &PieceAt) -> String {
    format!(
        "{{\"role\": {}, \"square\": {}, \"board\": {}}}",
        json(p.role.name()),
        json(&p.square.to_string()),
        json(&p.board.to_string())
    )
}

fn reason_json(r: &Reason, piece: Option<&PieceAt>) -> String {
    let args = r.args.iter().map(|a| match a {
        Arg::Square(sq) => json(&sq.to_string()),
        Arg::Board(b) => json(&b.to_string()),
        Arg::Color(c) => color(*c),
        Arg::Role(role) => json(role.name()),
        Arg::Text(t) => json(t),
        Arg::Piece(p) => piece_json(p),
        Arg::Pieces(list) | Arg::Yours(list) => array(list.iter().map(piece_json)),
        Arg::Moves(list) => array(list.iter().map(|m| json(m))),
        Arg::Each(list) => array(list.iter().map(|(p, r)| reason_json(r, Some(p)))),
        Arg::Outcome(o) => outcome_json(o),
    });
    let piece = piece.map_or(String::new(), |p| format!(", \"piece\": {}", piece_json(p)));
    format!(
        "{{\"code\": {}, \"args\": {}{piece}}}",
        json(r.code.name()),
        array(args)
    )
}

fn fixture(cases: &[Case]) -> String {
    let mut out = String::from("[\n");
    for (i, case) in cases.iter().enumerate() {
        let moves: Vec<String> = case.moves.iter().map(|m| json(m)).collect();
        let repeat = case
            .repeat
            .as_ref()
            .map_or(String::new(), |(piece, times, tail)| {
                format!(", \"repeat\": [{}, {times}, {}]", json(piece), json(tail))
            });
        let _ = write!(
            out,
            "  {{\"kind\": {}, \"code\": {}, \"fen\": {}, \"moves\": [{}], \"end\": {}, \
             \"input\": {}{repeat}, \"index\": {}, \"problem\": {}, \"english\": {}}}",
            json(case.kind),
            json(case.code),
            json(&case.fen),
            moves.join(", "),
            json(&case.end),
            json(&case.input),
            case.index,
            case.problem,
            json(&case.english),
        );
        out.push_str(if i + 1 < cases.len() { ",\n" } else { "\n" });
    }
    out.push_str("]\n");
    out
}

/// Every code in a problem, nested ones too.
fn codes_in(problem: &Problem<'_>, out: &mut Vec<&'static str>) {
    out.push(problem.code);
    for d in &problem.args {
        if let Detail::Problem(p) = d {
            codes_in(p, out);
        }
    }
}

#[test]
fn the_fixture_has_every_code_and_is_up_to_date() {
    let cases = cases();
    let codes: Vec<&str> = cases.iter().map(|c| c.code).collect();
    // `game.illegal` is a Move given as such (Game::play), which the wasm never does: the wasm
    // test words it by hand.
    for code in CODES {
        assert_eq!(codes.contains(&code), code != "game.illegal", "{code}");
    }
    let text = fixture(&cases);
    check_or_bless(FIXTURE, &text, "errors");
}

#[test]
fn nested_problems_are_those_of_the_part() {
    let e = read_game("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", 0).unwrap_err();
    let mut codes = Vec::new();
    codes_in(&e.problem(), &mut codes);
    assert_eq!(codes, ["pgn.fen", "position.missingKing"]);
    let e = read_game("1. d4 Nf6 2. Qd4 *", 0).unwrap_err();
    let problem = e.problem();
    let Some(Detail::Problem(inner)) = problem.args.last() else {
        panic!("{problem:?}")
    };
    assert_eq!(inner.code, "move.illegal");
    assert!(
        matches!(inner.args.as_slice(), [Detail::Text("Qd4"), Detail::Reason(r)] if r.to_string() == "d4 is taken on board B")
    );
    assert_eq!(
        e.to_string(),
        "move 2 (white): illegal move 'Qd4': d4 is taken on board B (line 1)"
    );
}

#[test]
fn a_move_given_as_such_has_its_own_code() {
    let mut g = Game::default();
    let m = alice_chess::san::parse_move(&Game::default().position().clone(), "e4").unwrap();
    g.play_text("e4").unwrap();
    let e = g.play(m).unwrap_err();
    assert_eq!(e.problem().code, "game.illegal");
    assert!(e.to_string().starts_with("illegal move e2e4: "), "{e}");
}
