//! # Alice chess
//!
//! The rules core of Alice chess (V. R. Parton, 1953): chess on two boards, A and B, where every
//! moving piece passes "through the looking-glass" to the other board. The rules it implements
//! are stated in `docs/RULES.md` (the "rules page" the docs mention is the published rules that
//! document follows). The JavaScript API of the wasm build is documented in `src/wasm/mod.rs`.
//!
//! ```
//! use alice_chess::{Position, san::{parse_move, Notation, write_move}};
//! let mut pos = Position::start();
//! for text in ["e4", "d5", "Be2", "dxe4", "Bb5"] {
//!     let m = parse_move(&pos, text).unwrap();
//!     pos.play(m).unwrap();
//! }
//! assert!(pos.is_checkmate()); // 3...Kd7 is not a legal move on board A
//! ```
//!
//! # Modules, in layers
//! Each layer uses only the layers before it:
//! 1. vocabulary: [`square`], [`types`], [`bitboard`], [`attacks`], [`moves`], [`setup`],
//!    [`outcome`] (how a game ends), and [`json`] (a small JSON reader, for saved files);
//! 2. the rules: [`position`], with [`perft`] and [`premove`];
//! 3. notation: [`fen`]; [`explain`] (why a move given as squares is refused); [`san`] (reading
//!    and writing moves, and why a move text is refused, with `explain`'s reasons);
//! 4. [`game`]: history, undo/redo, the outcome;
//! 5. study and play: [`pgn`], [`tree`] (with its PGN, [`tree::pgn`]; the two use each other),
//!    [`live`] (a live game between two seats: clocks, offers, a server's endings), [`search`],
//!    [`review`], [`puzzles`], [`problem`] (every refusal and error as data), [`solve`] (a
//!    chess-problem solver: `#n`, `h#n`, `s#n`);
//! 6. the wasm boundary (`src/wasm/`, only in the wasm32 build).
//!
//! Two re-exports keep older paths: [`explain::explain_text`] (defined in [`san`]) and the
//! modules `pgn_games` and `pgn_tree` (now [`pgn::games`] and [`tree::pgn`]).

#![warn(missing_docs)]

pub mod attacks;
pub mod bitboard;
pub mod explain;
pub mod fen;
pub mod game;
pub mod json;
pub mod live;
pub mod moves;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod premove;
pub mod problem;
pub mod puzzles;
pub mod review;
pub mod san;
pub mod search;
pub mod setup;
pub mod solve;
pub mod square;
pub mod tree;
pub mod types;
mod zobrist;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use bitboard::Bitboard;
pub use explain::Refusal;
pub use fen::{FenError, FenStyle};
pub use game::{Declared, Game, GameError};
pub use moves::{Move, MoveKind, MoveList};
pub use outcome::{DrawReason, Outcome, WinReason};
pub use pgn::games as pgn_games;
pub use pgn::{read_pgn, write_pgn, PgnError, PgnGame, PgnTags};
pub use position::{IllegalMoveError, Position};
pub use san::{MoveParseError, Notation};
pub use search::{Limits, SearchResult, Searcher};
pub use setup::{CastlingRights, PositionError, Setup};
pub use square::Square;
pub use tree::pgn as pgn_tree;
pub use tree::{GameTree, NodeId, TreeError};
pub use types::{Board, Color, Piece, Role};
