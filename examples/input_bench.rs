//! A benchmark, not a test: random and huge PGN, FEN and move texts fed to the rules core's
//! readers and writers, each call timed against a budget; prints every input's slowest call and
//! the worst case. `cargo run --release --example input_bench [-- --budget-ms N] [--seed S]`
//! (README "Test"); `cargo xtask bench-input` runs it and then the browser's half
//! (`xtask/bench-input.mjs`: the same kinds of text fed to `<alice-chess>`).
//!
//! The inputs: random bytes and random PGN-like tokens of growing sizes, and the shapes that
//! once were slow or could be — tens of thousands of tags, one huge comment, a comment after
//! comment on one move, NAGs, long games, variations nested deep and side by side, many games in
//! one text, unclosed brackets, texts beyond the size cap — up to [`MAX_PGN_BYTES`] and past it.

use alice_chess::fen::parse_fen;
use alice_chess::pgn::{
    games::list_games, read_pgn, split_moves, write_pgn, MAX_MOVES, MAX_PGN_BYTES, MAX_TAGS,
};
use alice_chess::pgn_tree::{read_pgn_tree, write_pgn_tree};
use alice_chess::search::levels::Rng;
use alice_chess::{Game, Notation, PgnTags, Position};
use std::fmt::Write;
use std::time::Instant;

/// What an input is fed to.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Pgn,
    Fen,
    Moves,
    /// Tags given to the writer, one `name value` a line (as `pgn({tags})` gives them).
    Tags,
}

struct Input {
    name: String,
    kind: Kind,
    text: String,
}

fn input(name: impl Into<String>, kind: Kind, text: String) -> Input {
    Input {
        name: name.into(),
        kind,
        text,
    }
}

/// `piece` repeated until the text is about `bytes` long, after `head`.
fn fill(head: &str, piece: &str, bytes: usize) -> String {
    let mut s = String::with_capacity(bytes + piece.len());
    s.push_str(head);
    while s.len() + piece.len() <= bytes {
        s.push_str(piece);
    }
    s
}

/// Random bytes as text (a bad byte becomes U+FFFD), cut to at most `len` bytes.
fn random_bytes(rng: &mut Rng, len: usize) -> String {
    let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
    let mut text = String::from_utf8_lossy(&bytes).into_owned();
    let mut end = len.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text.truncate(end);
    text
}

/// Random PGN-like tokens: tags, moves, numbers, comments, NAGs, brackets and results.
fn random_tokens(rng: &mut Rng, len: usize) -> String {
    const TOKENS: &[&str] = &[
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
        "1.",
        "2...",
        " ",
        " ",
        " ",
        "\n",
        "\n\n",
        "e4",
        "d5",
        "Be2",
        "dxe4",
        "Nf3",
        "O-O",
        "Pe4",
        "Sdxe4",
        "e2e4",
        "a7a8q",
        "!",
        "?!",
        "+-",
        "1-0",
        "0-1",
        "1/2-1/2",
        "*",
        "[White \"x\"]",
        "[FEN \"",
        "8/8/8/8",
        "\\",
        "…",
        "½",
    ];
    let mut s = String::with_capacity(len + 16);
    while s.len() < len {
        s.push_str(TOKENS[rng.below(TOKENS.len())]);
    }
    s
}

/// A random legal game in coordinates, as long as it goes (at most `plies`): moves that would end
/// it are avoided, and so are captures while there is another move, to make it long.
fn random_game(rng: &mut Rng, plies: usize) -> Vec<String> {
    let mut game = Game::new(Position::start());
    let mut moves = Vec::new();
    'game: while moves.len() < plies {
        let pos = *game.position();
        let mut legal: Vec<_> = pos.legal_moves().iter().copied().collect();
        for i in (1..legal.len()).rev() {
            legal.swap(i, rng.below(i + 1));
        }
        // Quiet moves first.
        legal.sort_by_key(|m| pos.occupied().contains(m.to));
        for m in legal {
            if game.play(m).is_ok() && game.outcome().is_none() {
                moves.push(m.uci());
                continue 'game;
            }
            game.undo();
        }
        break;
    }
    moves
}

fn inputs(rng: &mut Rng) -> Vec<Input> {
    let mb = 1_000_000;
    let mut all = Vec::new();
    for size in [1_000, 100_000, MAX_PGN_BYTES] {
        all.push(input(
            format!("random bytes, {size} B"),
            Kind::Pgn,
            random_bytes(rng, size),
        ));
        let tokens = random_tokens(rng, size);
        all.push(input(
            format!("random PGN tokens, {size} B"),
            Kind::Pgn,
            tokens,
        ));
    }
    let tag = |i: usize| format!("[Tag{i} \"value {i}\"]\n");
    let tags: String = (0..MAX_TAGS).map(tag).collect();
    all.push(input(
        format!("{MAX_TAGS} tags (the cap)"),
        Kind::Pgn,
        format!("{tags}\n1. e4 d5 *\n"),
    ));
    let too_many: String = (0..76_000)
        .map(|i| format!("[T{i} \"{}\"]\n", i % 10))
        .collect();
    all.push(input(
        "76,000 tags (the 977 KB file of issue 31)",
        Kind::Pgn,
        too_many,
    ));
    let games = fill("", &format!("{tags}\n1. e4 d5 *\n\n"), MAX_PGN_BYTES);
    all.push(input(
        format!("games of {MAX_TAGS} tags, 1 MB"),
        Kind::Pgn,
        games,
    ));
    let value = "v".repeat(MAX_PGN_BYTES - 100);
    all.push(input(
        "one tag value of 1 MB",
        Kind::Pgn,
        format!("[White \"{value}\"]\n\n1. e4 *"),
    ));
    let comment = "word ".repeat((MAX_PGN_BYTES - 100) / 5);
    all.push(input(
        "one comment of 1 MB",
        Kind::Pgn,
        format!("1. e4 {{{comment}}} d5 *"),
    ));
    all.push(input(
        "1 MB of comments after one move",
        Kind::Pgn,
        fill("1. e4 ", "{x} ", MAX_PGN_BYTES),
    ));
    all.push(input(
        "1 MB of NAGs after one move",
        Kind::Pgn,
        fill("1. e4 ", "$1 $2 ", MAX_PGN_BYTES),
    ));
    all.push(input(
        "1 MB of ; comments",
        Kind::Pgn,
        fill("1. e4 ", "; x\n", MAX_PGN_BYTES),
    ));
    let game = random_game(rng, 20_000);
    all.push(input(
        format!("a random game of {} plies", game.len()),
        Kind::Pgn,
        game.join(" "),
    ));
    // Knights out and back, a new pair of squares each time: no repetition, no capture.
    let mut long = String::new();
    for i in 0..(MAX_MOVES / 4) {
        let _ = write!(long, "{}. Nf3 Nf6 {}. Ng1 Ng8 ", 2 * i + 1, 2 * i + 2);
    }
    all.push(input(
        "knights out and back: moves after a draw by repetition",
        Kind::Pgn,
        long,
    ));
    let wide = fill("1. e4 e5 ", "(1... d5) ", MAX_PGN_BYTES);
    all.push(input("variations side by side, 1 MB", Kind::Pgn, wide));
    let wide_moves = format!("1. e4 e5 {}*", "(1... d5) ".repeat(MAX_MOVES));
    all.push(input(
        format!("{} moves in variations (past the cap)", MAX_MOVES + 2),
        Kind::Pgn,
        wide_moves,
    ));
    let nested = format!(
        "{}*",
        "1. e4 (".repeat(MAX_MOVES - 1) + &")".repeat(MAX_MOVES - 1)
    );
    all.push(input(
        format!("variations nested {} deep", MAX_MOVES - 1),
        Kind::Pgn,
        nested,
    ));
    // 2. Nf3 (2. Nc3 (2. d4 … 2. Ke2) Nf6) Nf6): each variation an alternative to the last move
    // of the one around it, each answered once it closes.
    let mut deep = String::from("1. e4 e5 ");
    let whites = ["Nf3", "Nc3", "d4", "c4", "Bc4", "Be2", "a3", "h3"];
    for m in whites.iter().cycle().take(9_000) {
        deep.push_str(&format!("2. {m} ("));
    }
    deep.push_str("2. Ke2");
    deep.push_str(&") Nf6".repeat(9_000));
    all.push(input(
        "variations nested 9,000 deep, with replies",
        Kind::Pgn,
        deep + " *",
    ));
    all.push(input(
        "1 MB of games",
        Kind::Pgn,
        fill("", "1. e4 d5 *\n\n", MAX_PGN_BYTES),
    ));
    all.push(input(
        "1 MB of broken games",
        Kind::Pgn,
        fill("", "[x\n\n", MAX_PGN_BYTES),
    ));
    all.push(input(
        "1 MB of '('",
        Kind::Pgn,
        fill("1. e4 ", "(", MAX_PGN_BYTES),
    ));
    all.push(input(
        "1 MB of '['",
        Kind::Pgn,
        fill("", "[", MAX_PGN_BYTES),
    ));
    all.push(input(
        "1 MB of '{'",
        Kind::Pgn,
        fill("", "{", MAX_PGN_BYTES),
    ));
    all.push(input(
        "1 MB on one line of bad moves",
        Kind::Pgn,
        fill("", "Zz9 ", MAX_PGN_BYTES),
    ));
    let given: String = (0..100_000)
        .map(|i| format!("Tag{i} value {i}\n"))
        .collect();
    all.push(input("100,000 tags given to the writer", Kind::Tags, given));
    all.push(input(
        "past the cap: 5 MB of moves",
        Kind::Pgn,
        fill("", "1. e4 e5 ", 5 * mb),
    ));

    for size in [100, 10_000, mb] {
        all.push(input(
            format!("random FEN bytes, {size} B"),
            Kind::Fen,
            random_bytes(rng, size),
        ));
    }
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    all.push(input(
        "a FEN with 1 MB of ranks",
        Kind::Fen,
        fill(start, "/8", mb),
    ));
    all.push(input(
        "a FEN with a 1 MB counter",
        Kind::Fen,
        fill("8/8/8/8/8/8/8/4K2k w - - 0 ", "9", mb),
    ));
    all.push(input(
        "a FEN with 1 MB of fields",
        Kind::Fen,
        fill(start, " 1", mb),
    ));

    for size in [1_000, mb] {
        let text = random_tokens(rng, size);
        all.push(input(
            format!("random move tokens, {size} B"),
            Kind::Moves,
            text,
        ));
    }
    all.push(input("one move token of 1 MB", Kind::Moves, "e".repeat(mb)));
    all.push(input(
        "a game, then 1 MB of moves",
        Kind::Moves,
        fill(&game.join(" "), " Nf3", mb),
    ));
    all.push(input(
        "1 MB of separators",
        Kind::Moves,
        fill("", " ,;", mb),
    ));
    all
}

/// What a call gave, in a word.
fn verdict<T>(result: &Result<T, impl std::fmt::Display>) -> String {
    match result {
        Ok(_) => "ok".into(),
        Err(e) => {
            let text = e.to_string();
            let short: String = text.chars().take(50).collect();
            if text.chars().count() > 50 {
                format!("{short}…")
            } else {
                short
            }
        }
    }
}

/// Runs every call of `input`, each timed: `(call, milliseconds, what it gave)`.
fn run(input: &Input) -> Vec<(&'static str, f64, String)> {
    let mut out = Vec::new();
    let mut time = |name: &'static str, f: &mut dyn FnMut() -> String| {
        let t = Instant::now();
        let said = f();
        out.push((name, t.elapsed().as_secs_f64() * 1e3, said));
    };
    let text = input.text.as_str();
    match input.kind {
        Kind::Pgn => {
            let mut read = None;
            time("read_pgn", &mut || {
                let r = read_pgn(text);
                let said = verdict(&r);
                read = r.ok();
                said
            });
            if let Some(read) = &read {
                time("write_pgn", &mut || {
                    format!(
                        "{} B",
                        write_pgn(&read.game, &read.tags, Notation::Alice).len()
                    )
                });
            }
            let mut tree = None;
            time("read_pgn_tree", &mut || {
                let r = read_pgn_tree(text);
                let said = verdict(&r);
                tree = r.ok();
                said
            });
            if let Some(tree) = &tree {
                time("write_pgn_tree", &mut || {
                    format!(
                        "{} B",
                        write_pgn_tree(&tree.tree, &tree.tags, Notation::San).len()
                    )
                });
                time("tree list", &mut || {
                    format!("{} items", tree.tree.list(Notation::Alice).len())
                });
            }
            time("list_games", &mut || {
                format!("{} games", list_games(text).len())
            });
        }
        Kind::Fen => time("parse_fen", &mut || verdict(&parse_fen(text))),
        Kind::Tags => time("PgnTags + write_pgn", &mut || {
            let tags: PgnTags = text.lines().filter_map(|l| l.split_once(' ')).collect();
            format!(
                "{} B",
                write_pgn(&Game::default(), &tags, Notation::Alice).len()
            )
        }),
        Kind::Moves => time("split_moves + play", &mut || {
            let moves = split_moves(text);
            let mut game = Game::default();
            let played = moves
                .iter()
                .take_while(|m| game.play_text(m).is_ok())
                .count();
            format!("{played} of {} played", moves.len())
        }),
    }
    out
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut budget, mut seed) = (1000.0, 31);
    while let Some(arg) = args.next() {
        let mut value = || args.next().and_then(|v| v.parse::<u64>().ok());
        match arg.as_str() {
            "--budget-ms" => budget = value().expect("--budget-ms N") as f64,
            "--seed" => seed = value().expect("--seed S"),
            other => panic!("unknown argument {other:?} (--budget-ms N, --seed S)"),
        }
    }
    let mut rng = Rng::new(seed);
    let inputs = inputs(&mut rng);
    println!("The rules core (native, release), seed {seed}, budget {budget} ms a call:");
    println!(
        "{:<58} {:>9}  {:<16} {:>10}  gave",
        "input", "bytes", "slowest call", "ms"
    );
    let mut worst: Option<(f64, String)> = None;
    let mut over = 0;
    for input in &inputs {
        let calls = run(input);
        let (name, ms, said) = calls
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .expect("every input has a call");
        let flag = if *ms > budget { "  OVER BUDGET" } else { "" };
        over += usize::from(*ms > budget);
        println!(
            "{:<58} {:>9}  {:<16} {:>10.1}  {said}{flag}",
            input.name,
            input.text.len(),
            name,
            ms
        );
        if worst.as_ref().is_none_or(|(w, _)| ms > w) {
            worst = Some((
                *ms,
                format!("{name} on {} ({} B)", input.name, input.text.len()),
            ));
        }
    }
    if let Some((ms, what)) = worst {
        println!("\nworst case: {ms:.1} ms, {what}; {over} call(s) over the budget");
    }
}
