//! The players of a match: our engine at a level (in this process), the baseline, or any UCI
//! engine (a child process), all asked for a move the same way.

use super::uci_player::{Failure, UciPlayer};
use alice_chess::fen::{write_fen_with, FenStyle};
use alice_chess::search::baseline::baseline_move;
use alice_chess::search::time::{budget, GameClock};
use alice_chess::search::{Control, Limits, Searcher, MAX_LEVEL};
use alice_chess::{Color, Game, Move, MoveKind, Position};
use std::time::Instant;

/// Milliseconds our own engine keeps back on a clock (it runs in this process).
const OWN_OVERHEAD_MS: f64 = 10.0;

/// Who plays.
#[derive(Clone, Debug, PartialEq)]
pub enum Spec {
    /// Our engine at a level.
    Level(u8),
    /// The two-ply material-only minimax.
    Baseline,
    /// A UCI engine at this path.
    Uci(String),
}

/// One side of a match: who, and its settings.
#[derive(Clone, Debug)]
pub struct Side {
    /// Who plays.
    pub spec: Spec,
    /// Our engine: evaluation numbers and `search.` switches; a UCI engine: its options.
    pub params: Vec<(String, String)>,
}

impl Side {
    /// Reads `1`..`8`, `baseline` or `uci:PATH`.
    pub fn parse(text: &str) -> Result<Side, String> {
        let spec = if let Some(path) = text.strip_prefix("uci:") {
            if path.is_empty() {
                return Err("uci: needs the engine's path, as in uci:/usr/bin/engine".into());
            }
            Spec::Uci(path.to_string())
        } else if text == "baseline" {
            Spec::Baseline
        } else {
            Spec::Level(
                text.parse::<u8>()
                    .ok()
                    .filter(|l| (1..=MAX_LEVEL).contains(l))
                    .ok_or_else(|| {
                        format!(
                            "a side is a level 1..{MAX_LEVEL}, 'baseline' or 'uci:PATH', got '{text}'"
                        )
                    })?,
            )
        };
        Ok(Side {
            spec,
            params: Vec::new(),
        })
    }

    /// For the report and the PGN.
    pub fn name(&self) -> String {
        let base = match &self.spec {
            Spec::Level(l) => format!("level {l}"),
            Spec::Baseline => "baseline".to_string(),
            Spec::Uci(path) => format!("uci:{path}"),
        };
        if self.params.is_empty() {
            base
        } else {
            let p: Vec<String> = self
                .params
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            format!("{base} [{}]", p.join(" "))
        }
    }
}

/// The clocks when a move is asked for, in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Clocks {
    /// Time left, White and Black.
    pub time: [f64; 2],
    /// Increment per move.
    pub inc: f64,
}

/// What a player is asked.
pub struct Ask<'a> {
    /// The game so far.
    pub game: &'a Game,
    /// Fixed limits (movetime, nodes, depth).
    pub limits: &'a Limits,
    /// The clocks, with a time control.
    pub clocks: Option<Clocks>,
    /// Varies the weaker levels and the baseline.
    pub seed: u64,
    /// When the answer must be in (after that: a loss on time).
    pub deadline: Instant,
}

/// Why no move came: the reason for the game's record, and whether the player must be restarted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    /// What happened.
    pub reason: String,
    /// A loss on time (else: a move that was not legal, or no move).
    pub on_time: bool,
    /// The engine's state is unknown: start it again before the next game.
    pub broken: bool,
}

/// A player during games.
pub enum Player {
    /// Our engine.
    Engine {
        /// Its searcher (table kept over a game, cleared between games).
        searcher: Box<Searcher>,
        /// Its level.
        level: u8,
    },
    /// The baseline.
    Baseline,
    /// A UCI engine.
    Uci(Box<UciPlayer>),
}

impl Player {
    /// A player for `side`.
    pub fn new(side: &Side, hash_mb: usize) -> Result<Player, String> {
        Ok(match &side.spec {
            Spec::Baseline => Player::Baseline,
            Spec::Level(level) => {
                let mut searcher = Box::new(Searcher::native(hash_mb));
                for (k, v) in &side.params {
                    match k.strip_prefix("search.") {
                        Some(switch) => searcher.switches.set(switch, v)?,
                        None => searcher.params.set(k, v)?,
                    }
                }
                Player::Engine {
                    searcher,
                    level: *level,
                }
            }
            Spec::Uci(path) => Player::Uci(Box::new(UciPlayer::start(path, &side.params)?)),
        })
    }

    /// Prepares for a new game.
    pub fn new_game(&mut self) -> Result<(), String> {
        match self {
            Player::Engine { searcher, .. } => searcher.clear(),
            Player::Baseline => {}
            Player::Uci(uci) => uci
                .new_game()
                .map_err(|e| format!("{}: ucinewgame failed ({e:?})", uci.name))?,
        }
        Ok(())
    }

    /// The player's move, or why there is none.
    pub fn choose(&mut self, ask: &Ask) -> Result<Move, Forfeit> {
        let pos = ask.game.position();
        let no_move = || Forfeit {
            reason: "no move in a live position".into(),
            on_time: false,
            broken: false,
        };
        match self {
            Player::Baseline => baseline_move(pos, ask.seed).ok_or_else(no_move),
            Player::Engine { searcher, level } => {
                let history: Vec<u64> = (0..ask.game.ply())
                    .filter_map(|i| ask.game.position_at(i).map(Position::repetition_key))
                    .collect();
                let mut limits = Limits {
                    level: *level,
                    seed: ask.seed,
                    ..ask.limits.clone()
                };
                let mut control = Control::default();
                if let Some(clocks) = ask.clocks {
                    let b = budget(&GameClock {
                        time_ms: clocks.time[side_index(pos.turn())],
                        inc_ms: clocks.inc,
                        moves_to_go: None,
                        overhead_ms: OWN_OVERHEAD_MS,
                    });
                    let hard = b.hard_ms.max(1.0);
                    limits.movetime_ms = Some(limits.movetime_ms.map_or(hard, |t| t.min(hard)));
                    control.soft_ms = Some(b.soft_ms.max(1.0));
                }
                searcher
                    .search_with(pos, &history, &limits, &control, &mut |_| {})
                    .best
                    .ok_or_else(no_move)
            }
            Player::Uci(uci) => {
                let start = Instant::now();
                let go = go_command(ask);
                let text = uci
                    .best_move(&position_command(ask.game), &go, ask.deadline)
                    .map_err(|f| match f {
                        Failure::Timeout => Forfeit {
                            reason: format!(
                                "{} did not move in time ({} ms allowed)",
                                uci.name,
                                ask.deadline.saturating_duration_since(start).as_millis()
                            ),
                            on_time: true,
                            broken: true,
                        },
                        Failure::Crashed(why) => Forfeit {
                            reason: format!("{} failed: {why}", uci.name),
                            on_time: false,
                            broken: true,
                        },
                    })?;
                coordinate_move(pos, &text).ok_or_else(|| Forfeit {
                    reason: format!("{} played an illegal move '{text}'", uci.name),
                    on_time: false,
                    broken: false,
                })
            }
        }
    }
}

fn side_index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The legal move of `pos` written `text` in coordinates.
pub fn coordinate_move(pos: &Position, text: &str) -> Option<Move> {
    let text = text.to_ascii_lowercase();
    pos.legal_moves().iter().copied().find(|m| m.uci() == text)
}

/// `position …` for a UCI engine: the start and the moves, but from the position after the last
/// en-passant capture if there was one (some Alice engines know no en passant; after that capture
/// no earlier position can come back, so nothing is lost), in the `|` FEN dialect without an
/// en-passant square.
pub fn position_command(game: &Game) -> String {
    let moves = game.moves();
    let from = moves
        .iter()
        .rposition(|m| m.kind == MoveKind::EnPassant)
        .map_or(0, |i| i + 1);
    let start = game.position_at(from).copied().unwrap_or(*game.start());
    let mut text = if start == Position::start() {
        "position startpos".to_string()
    } else {
        let fen = write_fen_with(&start, FenStyle::BarPrefix);
        let mut fields: Vec<&str> = fen.split(' ').collect();
        if fields.len() > 3 {
            fields[3] = "-";
        }
        format!("position fen {}", fields.join(" "))
    };
    if from < moves.len() {
        text.push_str(" moves");
        for m in &moves[from..] {
            text.push(' ');
            text.push_str(&m.uci());
        }
    }
    text
}

/// `go …` from the clocks and the fixed limits.
fn go_command(ask: &Ask) -> String {
    let mut go = String::from("go");
    if let Some(c) = ask.clocks {
        go.push_str(&format!(
            " wtime {:.0} btime {:.0} winc {:.0} binc {:.0}",
            c.time[0].max(0.0),
            c.time[1].max(0.0),
            c.inc,
            c.inc
        ));
    }
    if let Some(ms) = ask.limits.movetime_ms {
        go.push_str(&format!(" movetime {ms:.0}"));
    }
    if let Some(n) = ask.limits.nodes {
        go.push_str(&format!(" nodes {n}"));
    }
    if let Some(d) = ask.limits.depth {
        go.push_str(&format!(" depth {d}"));
    }
    go
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> Game {
        let mut g = Game::default();
        for m in moves {
            g.play_text(m).expect("legal");
        }
        g
    }

    #[test]
    fn positions_start_after_the_last_en_passant_capture() {
        assert_eq!(position_command(&Game::default()), "position startpos");
        assert_eq!(
            position_command(&game(&["e2e4", "d7d5"])),
            "position startpos moves e2e4 d7d5"
        );
        // 1. e4 (the pawn goes to B) a6 2. e5 (back to A) d5 (to B): 3. exd6 en passant.
        let g = game(&["e2e4", "a7a6", "e4e5", "d7d5"]);
        let ep = g
            .position()
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.kind == MoveKind::EnPassant)
            .expect("en passant is legal here");
        let mut after = g.clone();
        after.play(ep).expect("legal");
        after.play_text("a6a5").expect("legal");
        let cmd = position_command(&after);
        assert!(cmd.starts_with("position fen "), "{cmd}");
        assert!(cmd.ends_with(" b KQkq - 0 3 moves a6a5"), "{cmd}");
        let fen = cmd["position fen ".len()..cmd.len() - " moves a6a5".len()].to_string();
        let read = alice_chess::fen::parse_fen(&fen).expect("our reader reads it");
        assert_eq!(read, *after.position_at(5).expect("ply 5"));
        let cmd =
            position_command(&Game::from_fen("4k3/8/8/3sP3/8/8/8/4K3 w - d6 0 1").expect("fen"));
        assert_eq!(cmd, "position fen 4k3/8/8/3|pP3/8/8/8/4K3 w - - 0 1");
    }

    #[test]
    fn sides_parse() {
        assert_eq!(Side::parse("8").map(|s| s.spec), Ok(Spec::Level(8)));
        assert_eq!(Side::parse("baseline").map(|s| s.spec), Ok(Spec::Baseline));
        assert_eq!(
            Side::parse("uci:/bin/engine").map(|s| s.spec),
            Ok(Spec::Uci("/bin/engine".into()))
        );
        assert!(Side::parse("uci:").is_err());
        assert!(Side::parse("9").is_err());
    }

    #[test]
    fn go_commands() {
        let g = Game::default();
        let limits = Limits {
            movetime_ms: Some(100.0),
            ..Limits::default()
        };
        let ask = Ask {
            game: &g,
            limits: &limits,
            clocks: Some(Clocks {
                time: [9_500.4, 10_000.0],
                inc: 100.0,
            }),
            seed: 0,
            deadline: Instant::now(),
        };
        assert_eq!(
            go_command(&ask),
            "go wtime 9500 btime 10000 winc 100 binc 100 movetime 100"
        );
    }
}
