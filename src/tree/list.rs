//! The move list of a [`GameTree`] flattened for drawing inline, as PGN writes it
//! ([`GameTree::list`]), and the PGN movetext built from it.

use crate::pgn::clock_command;
use crate::san::Notation;
use crate::tree::{GameTree, NodeId};
use crate::types::Color;

/// One token of a move list written inline, in PGN order: a move is followed by its comment,
/// then by the variations that are alternatives to it, then by the line's next move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveListItem {
    /// A move.
    Move {
        /// Its node.
        id: NodeId,
        /// Its full-move number.
        number: u32,
        /// Who plays it.
        color: Color,
        /// Whether its number is written: always for white (`5.`); for black (`5...`) when it
        /// starts the game or a variation, or follows a comment or a variation.
        numbered: bool,
        /// The move in the asked notation, with `+` / `#`.
        text: String,
        /// Its NAGs (see [`nag_symbol`]).
        nags: Vec<u8>,
        /// The mover's clock after it, in milliseconds ([`crate::tree::Node::clock`]).
        clock: Option<u64>,
        /// How deep in variations it is: 0 on the main line, 1 in a variation of it, ….
        depth: usize,
    },
    /// A comment.
    Comment {
        /// The node it belongs to.
        id: NodeId,
        /// Its text (normalized, never empty).
        text: String,
        /// Whether it is the node's starting comment (written before its move) rather than its
        /// comment after the move (for the root: before the game's first move).
        starting: bool,
    },
    /// A variation begins (`(`); its first move follows.
    StartVariation {
        /// The variation's depth (1 for a variation of the main line).
        depth: usize,
    },
    /// The variation that began last ends (`)`).
    EndVariation {
        /// The variation's depth.
        depth: usize,
    },
}

/// The usual symbol of a NAG, for a move list: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`,
/// 7 `□` (only move), 10 `=`, 13 `∞`, 14 `⩲`, 15 `⩱`, 16 `±`, 17 `∓`, 18 `+-`, 19 `-+`, 22 and
/// 23 `⨀` (zugzwang), 32 and 33 `⟳`, 36 and 37 `→`, 40 and 41 `↑`, 132 and 133 `⇆`, 140 `∆`,
/// 146 `N` (novelty); `None` for the others (write them `$n`).
pub fn nag_symbol(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        7 => "□",
        10 => "=",
        13 => "∞",
        14 => "⩲",
        15 => "⩱",
        16 => "±",
        17 => "∓",
        18 => "+-",
        19 => "-+",
        22 | 23 => "⨀",
        32 | 33 => "⟳",
        36 | 37 => "→",
        40 | 41 => "↑",
        132 | 133 => "⇆",
        140 => "∆",
        146 => "N",
        _ => return None,
    })
}

/// What is left to list, on an explicit stack (no recursion: any depth of variations is fine).
enum Work {
    /// The continuation of the line after this node (its first child, its variations, …).
    Line(NodeId, usize),
    /// A variation starting with this node, at this depth.
    Variation(NodeId, usize),
    /// The end of a variation at this depth.
    End(usize),
}

impl GameTree {
    /// The whole tree as the tokens of a move list written inline (see [`MoveListItem`]):
    /// the root's comment, then the main line with each move's comment and, after a move, the
    /// variations that are alternatives to it, each in a `StartVariation` … `EndVariation`
    /// pair, nested to any depth. The order is PGN's ([`crate::tree::pgn::write_pgn_tree`]
    /// writes exactly these tokens).
    pub fn list(&self, notation: Notation) -> Vec<MoveListItem> {
        let mut items = Vec::new();
        let mut numbered = true;
        let root = NodeId::ROOT;
        if let Some(text) = self
            .node(root)
            .map(|n| n.comment())
            .filter(|t| !t.is_empty())
        {
            items.push(MoveListItem::Comment {
                id: root,
                text: text.to_string(),
                starting: false,
            });
        }
        let mut work = vec![Work::Line(root, 0)];
        while let Some(next) = work.pop() {
            match next {
                Work::Line(at, depth) => {
                    let Some(node) = self.node(at) else { continue };
                    let Some((&main, others)) = node.children().split_first() else {
                        continue;
                    };
                    self.list_move(main, depth, notation, &mut numbered, &mut items);
                    work.push(Work::Line(main, depth));
                    work.extend(others.iter().rev().map(|&v| Work::Variation(v, depth + 1)));
                }
                Work::Variation(first, depth) => {
                    items.push(MoveListItem::StartVariation { depth });
                    numbered = true;
                    self.list_move(first, depth, notation, &mut numbered, &mut items);
                    work.push(Work::End(depth));
                    work.push(Work::Line(first, depth));
                }
                Work::End(depth) => {
                    items.push(MoveListItem::EndVariation { depth });
                    numbered = true;
                }
            }
        }
        items
    }

    /// Lists node `id`'s starting comment, move and comment.
    fn list_move(
        &self,
        id: NodeId,
        depth: usize,
        notation: Notation,
        numbered: &mut bool,
        items: &mut Vec<MoveListItem>,
    ) {
        let Some(node) = self.node(id) else { return };
        let Some(before) = node.parent().and_then(|p| self.position(p)) else {
            return;
        };
        if !node.starting_comment().is_empty() {
            items.push(MoveListItem::Comment {
                id,
                text: node.starting_comment().to_string(),
                starting: true,
            });
            *numbered = true;
        }
        let color = before.turn();
        items.push(MoveListItem::Move {
            id,
            number: before.fullmove_number(),
            color,
            numbered: color == Color::White || *numbered,
            text: self.text(id, notation).unwrap_or_default(),
            nags: node.nags().to_vec(),
            clock: node.clock(),
            depth,
        });
        *numbered = false;
        if !node.comment().is_empty() {
            items.push(MoveListItem::Comment {
                id,
                text: node.comment().to_string(),
                starting: false,
            });
            *numbered = true;
        }
    }

    /// The tree's PGN movetext on one line, without a result: the tokens of [`GameTree::list`]
    /// as PGN writes them (`1. Pe4 Pd5 $1 (1... Pe5 {a comment}) 2. Be2`).
    pub fn movetext(&self, notation: Notation) -> String {
        self.pgn_units(notation).join(" ")
    }

    /// The movetext's units, each to be kept on one line (see [`pgn_units`]).
    pub(crate) fn pgn_units(&self, notation: Notation) -> Vec<String> {
        pgn_units(self.list(notation))
    }
}

/// PGN movetext units from move-list tokens, each to be kept on one line: a numbered move
/// (`"(1... Pe5"`, with the brackets of the variations it starts or ends), a NAG (`$1`), a word
/// of a comment. The one movetext writer: [`GameTree::movetext`] and the PGN of a tree
/// ([`crate::tree::pgn::write_pgn_tree`]) and of a game ([`crate::pgn::write_pgn_annotated`]).
pub(crate) fn pgn_units(items: impl IntoIterator<Item = MoveListItem>) -> Vec<String> {
    let mut units: Vec<String> = Vec::new();
    let mut open = String::new();
    // After a clock's comment, a black move has its number again (`1. e4 {[%clk 0:03:00]} 1... e5`).
    let mut after_clock = false;
    for item in items {
        let start = units.len();
        match item {
            MoveListItem::Move {
                number,
                color,
                numbered,
                text,
                nags,
                clock,
                ..
            } => {
                units.push(match (color, numbered || after_clock) {
                    (Color::White, _) => format!("{number}. {text}"),
                    (Color::Black, true) => format!("{number}... {text}"),
                    (Color::Black, false) => text,
                });
                units.extend(nags.iter().map(|n| format!("${n}")));
                after_clock = clock.is_some();
                units.extend(clock.map(|ms| format!("{{{}}}", clock_command(ms))));
            }
            MoveListItem::Comment { text, .. } => {
                let words: Vec<&str> = text.split(' ').collect();
                let last = words.len() - 1;
                units.extend(words.iter().enumerate().map(|(i, w)| {
                    let open = if i == 0 { "{" } else { "" };
                    let close = if i == last { "}" } else { "" };
                    format!("{open}{w}{close}")
                }));
            }
            MoveListItem::StartVariation { .. } => open.push('('),
            MoveListItem::EndVariation { .. } => match units.last_mut() {
                // Glued to the variation's last unit, unless that grows too long to wrap.
                Some(unit) if unit.chars().count() < 40 => unit.push(')'),
                _ => units.push(")".to_string()),
            },
        }
        if let Some(unit) = units.get_mut(start).filter(|_| !open.is_empty()) {
            unit.insert_str(0, &open);
            open.clear();
        }
    }
    units
}
