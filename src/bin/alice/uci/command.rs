//! Reading one line of the UCI protocol (GUI → engine) into a [`Command`]. Pure text work: no
//! state, no output.

/// The limits and flags of a `go` command (times in milliseconds).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Go {
    /// White's clock.
    pub wtime: Option<f64>,
    /// Black's clock.
    pub btime: Option<f64>,
    /// White's increment.
    pub winc: Option<f64>,
    /// Black's increment.
    pub binc: Option<f64>,
    /// Moves to the next time control.
    pub movestogo: Option<u32>,
    /// Think exactly this long.
    pub movetime: Option<f64>,
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Node budget.
    pub nodes: Option<u64>,
    /// Look for a mate in this many moves.
    pub mate: Option<u32>,
    /// Search until `stop`.
    pub infinite: bool,
    /// Search on the opponent's time until `ponderhit` or `stop`.
    pub ponder: bool,
    /// Only these root moves (coordinate form), if any.
    pub searchmoves: Vec<String>,
}

/// One command from the GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `uci`: identify and list the options.
    Uci,
    /// `isready`: answer `readyok` once everything before it is done.
    IsReady,
    /// `ucinewgame`: the next position belongs to a new game.
    NewGame,
    /// `setoption name N [value V]`.
    SetOption {
        /// The option's name (may contain spaces).
        name: String,
        /// Its value, if given.
        value: Option<String>,
    },
    /// `position startpos|fen F [moves M…]`.
    Position {
        /// `None` for `startpos`.
        fen: Option<String>,
        /// Moves to play from there.
        moves: Vec<String>,
    },
    /// `go …`, with the problems found in its arguments (the rest is still usable).
    Go {
        /// What was understood.
        go: Go,
        /// One message per argument that could not be read.
        problems: Vec<String>,
    },
    /// `stop`.
    Stop,
    /// `ponderhit`: the predicted move was played; go on on our own time.
    PonderHit,
    /// `quit`.
    Quit,
    /// `debug on|off`, `register …`: accepted and ignored.
    Ignored,
    /// `d` (not UCI): print the current position as an `info string`.
    Display,
}

/// Reads one line. `Ok(None)` for a blank line; `Err` names what is wrong with the line.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let mut tokens = line.split_whitespace();
    let Some(word) = tokens.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = tokens.collect();
    let no_args = |c: Command| {
        if rest.is_empty() {
            Ok(Some(c))
        } else {
            Err(format!(
                "'{word}' takes no arguments, got '{}'",
                rest.join(" ")
            ))
        }
    };
    match word {
        "uci" => no_args(Command::Uci),
        "isready" => no_args(Command::IsReady),
        "ucinewgame" => no_args(Command::NewGame),
        "stop" => no_args(Command::Stop),
        "ponderhit" => no_args(Command::PonderHit),
        "quit" => no_args(Command::Quit),
        "d" => no_args(Command::Display),
        "debug" | "register" => Ok(Some(Command::Ignored)),
        "setoption" => set_option(&rest).map(Some),
        "position" => position(&rest).map(Some),
        "go" => {
            let (go, problems) = go(&rest);
            Ok(Some(Command::Go { go, problems }))
        }
        _ => Err(format!("unknown command '{}'", shorten(line.trim()))),
    }
}

/// At most 80 characters of `text`, for messages.
pub fn shorten(text: &str) -> String {
    match text.char_indices().nth(80) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

fn set_option(rest: &[&str]) -> Result<Command, String> {
    if rest.first() != Some(&"name") {
        return Err("setoption wants 'name <name> [value <value>]'".into());
    }
    let value_at = rest.iter().position(|&t| t == "value");
    let name_end = value_at.unwrap_or(rest.len());
    let name = rest[1..name_end].join(" ");
    if name.is_empty() {
        return Err("setoption: the option name is missing".into());
    }
    let value = value_at.map(|i| rest[i + 1..].join(" "));
    Ok(Command::SetOption { name, value })
}

fn position(rest: &[&str]) -> Result<Command, String> {
    let moves_at = rest.iter().position(|&t| t == "moves");
    let setup = &rest[..moves_at.unwrap_or(rest.len())];
    let moves = moves_at.map_or(Vec::new(), |i| {
        rest[i + 1..].iter().map(|m| m.to_string()).collect()
    });
    let fen = match setup {
        ["startpos"] => None,
        ["fen", fields @ ..] if !fields.is_empty() => Some(fields.join(" ")),
        ["fen"] => return Err("position fen: the FEN is missing".into()),
        [] => return Err("position wants 'startpos' or 'fen <FEN>'".into()),
        other => {
            return Err(format!(
                "position wants 'startpos' or 'fen <FEN>', got '{}'",
                shorten(&other.join(" "))
            ))
        }
    };
    Ok(Command::Position { fen, moves })
}

fn go(rest: &[&str]) -> (Go, Vec<String>) {
    let mut go = Go::default();
    let mut problems = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let word = rest[i];
        i += 1;
        let value = rest.get(i).copied();
        // Takes the next token as a number in `0..=max`.
        let mut number = |max: f64| -> Option<f64> {
            let parsed = value
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|v| v.is_finite());
            match parsed {
                Some(v) => {
                    i += 1;
                    Some(v.clamp(0.0, max))
                }
                None => {
                    // A bad value is skipped with its name, unless it is the next argument.
                    if value.is_some_and(|v| !is_go_keyword(v)) {
                        i += 1;
                    }
                    problems.push(format!(
                        "go {word}: expected a number, got '{}'",
                        value.unwrap_or("nothing")
                    ));
                    None
                }
            }
        };
        // Clocks may be negative in some GUIs when a side is over time: read as 0.
        const DAY_MS: f64 = 86_400_000.0 * 365.0;
        // A value that cannot be read leaves the argument as it was (`go depth 3 depth` keeps 3).
        match word {
            "wtime" => keep(&mut go.wtime, number(DAY_MS)),
            "btime" => keep(&mut go.btime, number(DAY_MS)),
            "winc" => keep(&mut go.winc, number(DAY_MS)),
            "binc" => keep(&mut go.binc, number(DAY_MS)),
            "movetime" => keep(&mut go.movetime, number(DAY_MS)),
            "movestogo" => keep(&mut go.movestogo, number(10_000.0).map(|v| v as u32)),
            "depth" => keep(&mut go.depth, number(1_000.0).map(|v| v as u32)),
            "nodes" => keep(&mut go.nodes, number(1e18).map(|v| v as u64)),
            "mate" => keep(&mut go.mate, number(1_000.0).map(|v| v as u32)),
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            "searchmoves" => {
                while let Some(m) = rest.get(i).filter(|t| !is_go_keyword(t)) {
                    go.searchmoves.push(m.to_string());
                    i += 1;
                }
            }
            other => problems.push(format!("go: unknown argument '{}'", shorten(other))),
        }
    }
    (go, problems)
}

/// Sets `slot` to `value` when there is one.
fn keep<T>(slot: &mut Option<T>, value: Option<T>) {
    if value.is_some() {
        *slot = value;
    }
}

fn is_go_keyword(token: &str) -> bool {
    matches!(
        token,
        "wtime"
            | "btime"
            | "winc"
            | "binc"
            | "movestogo"
            | "movetime"
            | "depth"
            | "nodes"
            | "mate"
            | "infinite"
            | "ponder"
            | "searchmoves"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(line: &str) -> Command {
        match parse(line) {
            Ok(Some(c)) => c,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn simple_commands() {
        assert_eq!(ok("uci"), Command::Uci);
        assert_eq!(ok("  isready \r"), Command::IsReady);
        assert_eq!(ok("ucinewgame"), Command::NewGame);
        assert_eq!(ok("stop"), Command::Stop);
        assert_eq!(ok("ponderhit"), Command::PonderHit);
        assert_eq!(ok("quit"), Command::Quit);
        assert_eq!(ok("debug on"), Command::Ignored);
        assert_eq!(parse("   "), Ok(None));
        assert!(parse("isready now").is_err());
        let e = parse("fly me to the moon").unwrap_err();
        assert!(e.contains("unknown command 'fly me"), "{e}");
    }

    #[test]
    fn setoption_names_with_spaces() {
        assert_eq!(
            ok("setoption name Move Overhead value 50"),
            Command::SetOption {
                name: "Move Overhead".into(),
                value: Some("50".into())
            }
        );
        assert_eq!(
            ok("setoption name Clear Hash"),
            Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            }
        );
        assert!(parse("setoption Hash 5").is_err());
        assert!(parse("setoption name value 5").is_err());
    }

    #[test]
    fn positions() {
        assert_eq!(
            ok("position startpos"),
            Command::Position {
                fen: None,
                moves: vec![]
            }
        );
        assert_eq!(
            ok("position startpos moves e2e4 e7e5"),
            Command::Position {
                fen: None,
                moves: vec!["e2e4".into(), "e7e5".into()]
            }
        );
        let fen = "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPP|BPPP/RNBQK1NR w KQkq - 0 3";
        assert_eq!(
            ok(&format!("position fen {fen} moves e2b5")),
            Command::Position {
                fen: Some(fen.into()),
                moves: vec!["e2b5".into()]
            }
        );
        for bad in [
            "position",
            "position fen",
            "position moves e2e4",
            "position start",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn go_arguments() {
        let Command::Go { go, problems } =
            ok("go wtime 10000 btime 9000 winc 100 binc 100 movestogo 20 ponder")
        else {
            panic!("not go")
        };
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(go.wtime, Some(10_000.0));
        assert_eq!(go.btime, Some(9_000.0));
        assert_eq!(go.winc, Some(100.0));
        assert_eq!(go.movestogo, Some(20));
        assert!(go.ponder && !go.infinite);
        let Command::Go { go, problems } =
            ok("go depth 7 nodes 5000 mate 3 movetime 250 infinite searchmoves e2e4 d2d4 depth 8")
        else {
            panic!("not go")
        };
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(
            (go.depth, go.nodes, go.mate, go.movetime),
            (Some(8), Some(5000), Some(3), Some(250.0))
        );
        assert_eq!(go.searchmoves, ["e2e4", "d2d4"]);
        assert!(go.infinite);
        // Bad values are named, the rest still read; a negative clock is 0.
        let Command::Go { go, problems } = ok("go wtime -50 depth x nodes zebra 12 frobnicate")
        else {
            panic!("not go")
        };
        assert_eq!(go.wtime, Some(0.0));
        assert_eq!(go.depth, None);
        assert_eq!(problems.len(), 4, "{problems:?}");
        assert!(problems[0].contains("depth") && problems[0].contains("'x'"));
        // A bad repetition does not undo the good value before it.
        let Command::Go { go, problems } = ok("go depth 3 depth movetime 100 movetime soon") else {
            panic!("not go")
        };
        assert_eq!((go.depth, go.movetime), (Some(3), Some(100.0)));
        assert_eq!(problems.len(), 2, "{problems:?}");
    }

    #[test]
    fn long_garbage_is_shortened() {
        let line = "x".repeat(10_000);
        let e = parse(&line).unwrap_err();
        assert!(e.len() < 200, "{}", e.len());
    }
}
