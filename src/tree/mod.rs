//! A game tree: the moves of a game with its variations, comments and NAGs.
//!
//! A [`GameTree`] starts from a position (its root, [`NodeId::ROOT`]); every other node is one
//! move, with the position after it. A node's children are the moves played from its position,
//! in order: **the first child is the main continuation**, the others are variations. The main
//! line is the chain of first children from the root ([`GameTree::main_line`]).
//!
//! - **Playing** a move at a node ([`GameTree::play`]) follows the child that already has that
//!   move, else adds it as the node's last child: at the end of a line it extends the line, at an
//!   earlier point it makes a variation instead of erasing anything.
//! - **Rules**: a move must be legal, and nothing can be played at a node where the game is over
//!   by the rules (checkmate, stalemate, bare kings, the fifty-move rule, threefold repetition
//!   along the path from the root) — the rules of [`Game`], which [`GameTree::game`] builds along
//!   the path to any node.
//! - **Variations**: [`GameTree::promote`] moves the variation holding a node one place up among
//!   its siblings (from second to first: it becomes the main continuation there);
//!   [`GameTree::promote_to_main`] makes the whole path to a node the main line;
//!   [`GameTree::delete`] removes a node with everything after it.
//! - **Notes**: each node has a comment after its move (the root's: the comment before the first
//!   move of the game), a starting comment before its move (PGN keeps it only where the move
//!   starts a variation, see [`crate::tree::pgn`]) and NAGs (`$1` = `!`, …, see [`nag_symbol`]).
//!   A move may also have the mover's clock after it ([`Node::clock`], PGN's `[%clk …]`),
//!   kept apart from its comment.
//!   Comments are stored normalized — runs of white space become one space, no leading or
//!   trailing space, no `}` (which would end a PGN comment) — so that what is stored is what PGN
//!   gives back.
//! - **Drawing**: [`GameTree::list`] flattens the tree into the tokens of a move list written
//!   inline, as PGN writes it: moves (with node id, number, colour, text and NAGs), comments, and
//!   the start and end of each variation.
//!
//! The wasm build exports it to JavaScript as `GameTree` (`src/wasm/tree.rs`).
//!
//! **Node ids** are indices into the tree's arena of nodes. They are stable: playing, promoting
//! and editing never change an id, and deleting a node only retires its id and those of its
//! subtree (tombstones: a deleted id is never reused, and asking about it gives `None` or
//! [`TreeError::NoSuchNode`]). A cloned tree has the same ids; a tree read from PGN numbers its
//! nodes in reading order. No method panics on a bad id.
//!
//! ```
//! use alice_chess::tree::{GameTree, NodeId};
//! use alice_chess::Notation;
//! let mut tree = GameTree::default();
//! let e4 = tree.play_text(NodeId::ROOT, "e4").unwrap();
//! let d5 = tree.play_text(e4, "d5").unwrap();
//! tree.play_text(d5, "Be2").unwrap();
//! // Another reply at move 1 makes a variation; the main line stays.
//! let e5 = tree.play_text(e4, "e5").unwrap();
//! assert_eq!(tree.node(e4).unwrap().children(), &[d5, e5]);
//! assert_eq!(tree.play_text(e4, "Pe5").unwrap(), e5, "an existing move is followed");
//! tree.set_comment(e5, "the usual reply").unwrap();
//! assert_eq!(tree.main_line().len(), 3);
//! assert_eq!(tree.movetext(Notation::Alice), "1. Pe4 Pd5 (1... Pe5 {the usual reply}) 2. Be2");
//! tree.promote(e5).unwrap();
//! assert_eq!(tree.main_line(), vec![e4, e5]);
//! assert_eq!(tree.delete(d5).unwrap(), e4);
//! assert!(tree.node(d5).is_none());
//! ```

use crate::fen::{parse_fen, FenError};
use crate::game::{DrawReason, Game, GameError, Outcome, WinReason};
use crate::moves::Move;
use crate::position::Position;
use crate::san::{parse_move, Notation};
use std::fmt;

pub(crate) mod edit;
pub(crate) mod list;
mod nav;
pub mod pgn;

pub use list::{nag_symbol, MoveListItem};

/// A node of a [`GameTree`]: an index into its arena, stable for the tree's life.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The root: the start position, before any move.
    pub const ROOT: NodeId = NodeId(0);

    /// The arena index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// One node: a move (none for the root), the position after it, its place in the tree and its
/// notes.
#[derive(Clone, Debug)]
pub struct Node {
    pub(crate) parent: Option<NodeId>,
    pub(crate) children: Vec<NodeId>,
    pub(crate) mv: Option<Move>,
    position: Position,
    /// `position.repetition_key()`, for threefold repetition along a path.
    key: u64,
    ply: u32,
    pub(crate) comment: String,
    pub(crate) starting_comment: String,
    pub(crate) nags: Vec<u8>,
    /// The mover's clock after the move, in milliseconds (a PGN's `[%clk …]`).
    pub(crate) clock: Option<u64>,
    pub(crate) alive: bool,
}

impl Node {
    /// The node before this one (`None` for the root).
    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The moves played from here, main continuation first.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// The move that leads here (`None` for the root).
    pub fn mv(&self) -> Option<Move> {
        self.mv
    }

    /// The position after the move (for the root, the start position).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Half-moves from the root (0 for the root).
    pub fn ply(&self) -> usize {
        self.ply as usize
    }

    /// The comment after the move (for the root, the comment before the game's first move);
    /// empty when there is none.
    pub fn comment(&self) -> &str {
        &self.comment
    }

    /// The comment before the move; empty when there is none.
    pub fn starting_comment(&self) -> &str {
        &self.starting_comment
    }

    /// The NAGs of the move, in order, without repeats.
    pub fn nags(&self) -> &[u8] {
        &self.nags
    }

    /// The mover's clock time left after the move, in milliseconds, when the game kept it (a
    /// PGN's `{[%clk 0:03:00]}` after the move); `None` otherwise.
    pub fn clock(&self) -> Option<u64> {
        self.clock
    }
}

/// Why a tree operation was refused; the tree is then unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// No such node: never made, or deleted.
    NoSuchNode(NodeId),
    /// The root has no move: it cannot be deleted, promoted or given NAGs or a starting comment.
    Root,
    /// The node is on the main line of its branch all the way up: there is no variation to
    /// promote.
    MainLine(NodeId),
    /// The move was refused (garbled, illegal, or the game is over at that node).
    Game(GameError),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NoSuchNode(id) => write!(f, "no node {id} in the game tree"),
            TreeError::Root => f.write_str("the root of the game tree has no move"),
            TreeError::MainLine(id) => {
                write!(f, "node {id} is on the main line: no variation to promote")
            }
            TreeError::Game(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for TreeError {}

impl From<GameError> for TreeError {
    fn from(e: GameError) -> Self {
        TreeError::Game(e)
    }
}

/// A game with its variations: see the module docs.
#[derive(Clone, Debug)]
pub struct GameTree {
    pub(crate) nodes: Vec<Node>,
    pub(crate) live: usize,
}

impl Default for GameTree {
    fn default() -> Self {
        GameTree::new(Position::start())
    }
}

impl GameTree {
    /// A tree holding only its root, `start`.
    pub fn new(start: Position) -> GameTree {
        GameTree {
            nodes: vec![Node {
                parent: None,
                children: Vec::new(),
                mv: None,
                position: start,
                key: start.repetition_key(),
                ply: 0,
                comment: String::new(),
                starting_comment: String::new(),
                nags: Vec::new(),
                clock: None,
                alive: true,
            }],
            live: 1,
        }
    }

    /// A tree from a FEN.
    ///
    /// # Errors
    /// The FEN's [`FenError`].
    pub fn from_fen(fen: &str) -> Result<GameTree, FenError> {
        Ok(GameTree::new(parse_fen(fen)?))
    }

    /// A tree whose main line is the moves of `game` (its declared ending, if any, is not part
    /// of the tree).
    pub fn from_game(game: &Game) -> GameTree {
        let mut tree = GameTree::new(*game.start());
        let mut at = NodeId::ROOT;
        for &m in game.moves() {
            match tree.play(at, m) {
                Ok(next) => at = next,
                Err(_) => break, // not reached: the game's moves were legal
            }
        }
        tree
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.nodes[0].position
    }

    /// How many nodes the tree holds, the root included (deleted ones are not counted).
    pub fn len(&self) -> usize {
        self.live
    }

    /// Whether the tree holds no move (only its root).
    pub fn is_empty(&self) -> bool {
        self.live == 1
    }

    /// The node `id`, if the tree holds it.
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index()).filter(|n| n.alive)
    }

    /// Whether the tree holds node `id`.
    pub fn contains(&self, id: NodeId) -> bool {
        self.node(id).is_some()
    }

    pub(crate) fn get(&self, id: NodeId) -> Result<&Node, TreeError> {
        self.node(id).ok_or(TreeError::NoSuchNode(id))
    }

    pub(crate) fn get_mut(&mut self, id: NodeId) -> Result<&mut Node, TreeError> {
        self.nodes
            .get_mut(id.index())
            .filter(|n| n.alive)
            .ok_or(TreeError::NoSuchNode(id))
    }

    /// The ids of the nodes the tree holds, root first, in the order they were made.
    pub fn ids(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.nodes
            .iter()
            .enumerate()
            .filter(|(_, n)| n.alive)
            .map(|(i, _)| NodeId(i as u32))
    }

    /// The position at node `id` (after its move).
    pub fn position(&self, id: NodeId) -> Option<&Position> {
        self.node(id).map(Node::position)
    }

    /// The move of node `id` written in `notation` (with `+` / `#`; the coordinate form in the
    /// unlikely case the notation would not read back as the same move); `None` for the root or
    /// an unknown id.
    pub fn text(&self, id: NodeId, notation: Notation) -> Option<String> {
        let node = self.node(id)?;
        let before = &self.node(node.parent?)?.position;
        Some(crate::pgn::move_text(before, node.mv?, notation))
    }

    /// How the game stands at node `id` by the rules: checkmate, stalemate, bare kings, the
    /// fifty-move rule, or threefold repetition along the path from the root — what
    /// [`Game::outcome`] of [`GameTree::game`] says (the tree holds no declared endings).
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn outcome(&self, id: NodeId) -> Result<Option<Outcome>, TreeError> {
        let node = self.get(id)?;
        let pos = &node.position;
        if !pos.has_legal_moves() {
            return Ok(Some(if pos.is_check() {
                Outcome::Win {
                    winner: pos.turn().other(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw {
                    reason: DrawReason::Stalemate,
                }
            }));
        }
        let draw = |reason| Ok(Some(Outcome::Draw { reason }));
        if pos.is_bare_kings() {
            return draw(DrawReason::BareKings);
        }
        if pos.halfmove_clock() >= 100 {
            return draw(DrawReason::FiftyMoveRule);
        }
        // Back to the last capture or pawn move only, as Game does: no earlier position can
        // come again.
        let mut seen = 0;
        let mut at = Some(id);
        for _ in 0..=pos.halfmove_clock() {
            let Some(n) = at else { break };
            let n = &self.nodes[n.index()];
            seen += usize::from(n.key == node.key);
            at = n.parent;
        }
        if seen >= 3 {
            return draw(DrawReason::ThreefoldRepetition);
        }
        Ok(None)
    }

    /// The game from the start to node `id`: its moves are the path's, so its rules, outcome,
    /// notation and PGN are [`Game`]'s. `None` for an unknown id.
    pub fn game(&self, id: NodeId) -> Option<Game> {
        let mut game = Game::new(*self.start());
        for n in self.line_to(id)? {
            game.play(self.nodes[n.index()].mv?).ok()?;
        }
        Some(game)
    }

    /// Plays `m` at node `at`: follows the child that has this move if there is one, else adds
    /// it as the last child (the main continuation of a node without children, a variation
    /// otherwise). Returns the node of the move.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`]; [`TreeError::Game`] with [`GameError::Over`] when the game is
    /// over at `at`, [`GameError::Illegal`] (with why) for an illegal move.
    pub fn play(&mut self, at: NodeId, m: Move) -> Result<NodeId, TreeError> {
        if let Some(existing) = self.child_with(at, m)? {
            return Ok(existing);
        }
        if let Some(outcome) = self.outcome(at)? {
            return Err(GameError::Over(outcome).into());
        }
        let parent = &self.nodes[at.index()];
        let mut next = parent.position;
        if next.play(m).is_err() {
            // Game gives the reason in words.
            let refused = Game::new(parent.position).play(m).err();
            return Err(TreeError::Game(refused.unwrap_or(GameError::Illegal(
                m,
                "it is not a legal move here".into(),
            ))));
        }
        let ply = parent.ply + 1;
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            parent: Some(at),
            children: Vec::new(),
            mv: Some(m),
            position: next,
            key: next.repetition_key(),
            ply,
            comment: String::new(),
            starting_comment: String::new(),
            nags: Vec::new(),
            clock: None,
            alive: true,
        });
        self.nodes[at.index()].children.push(id);
        self.live += 1;
        Ok(id)
    }

    /// The child of `at` whose move is `m`.
    pub(crate) fn child_with(&self, at: NodeId, m: Move) -> Result<Option<NodeId>, TreeError> {
        Ok(self
            .get(at)?
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c.index()].mv == Some(m)))
    }

    /// Reads a move in any notation [`parse_move`] accepts and plays it at `at` (see
    /// [`GameTree::play`]).
    ///
    /// # Errors
    /// As [`GameTree::play`], plus [`GameError::Move`] for text that is garbled, illegal or
    /// ambiguous.
    pub fn play_text(&mut self, at: NodeId, text: &str) -> Result<NodeId, TreeError> {
        let pos = self.get(at)?.position;
        if let Some(outcome) = self.outcome(at)? {
            return Err(GameError::Over(outcome).into());
        }
        let m = parse_move(&pos, text).map_err(GameError::Move)?;
        self.play(at, m)
    }
}
