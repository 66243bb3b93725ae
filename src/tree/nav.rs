//! Finding one's way in a [`GameTree`]: lines, the main line, paths of child places (see
//! [`crate::tree`]).

use crate::tree::{GameTree, NodeId};

impl GameTree {
    /// The nodes from the first move to `id` (empty for the root); `None` for an unknown id.
    pub fn line_to(&self, id: NodeId) -> Option<Vec<NodeId>> {
        let mut line = Vec::with_capacity(self.node(id)?.ply());
        let mut at = id;
        while let Some(parent) = self.nodes[at.index()].parent {
            line.push(at);
            at = parent;
        }
        line.reverse();
        Some(line)
    }

    /// The main line: the first child of the root, its first child, and so on to the end.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = NodeId::ROOT;
        while let Some(&next) = self.nodes[at.index()].children.first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The last node of the line through `id`: its first child, that one's, … to the end (`id`
    /// itself when it has no child). `GameTree::line_end(NodeId::ROOT)` ends the main line.
    pub fn line_end(&self, id: NodeId) -> Option<NodeId> {
        let mut at = self.node(id).map(|_| id)?;
        while let Some(&next) = self.nodes[at.index()].children.first() {
            at = next;
        }
        Some(at)
    }

    /// Whether `id` is on the main line (the root is).
    pub fn is_main_line(&self, id: NodeId) -> bool {
        self.node(id).is_some() && self.variation_start(id).is_none()
    }

    /// The place of every node from the first move to `id` among its siblings (0 = main
    /// continuation): `[0, 1]` is the second reply to the main line's first move. The inverse of
    /// [`GameTree::node_at`].
    pub fn path(&self, id: NodeId) -> Option<Vec<usize>> {
        let line = self.line_to(id)?;
        Some(
            line.iter()
                .map(|&n| {
                    let parent = self.nodes[n.index()].parent.unwrap_or(NodeId::ROOT);
                    self.nodes[parent.index()]
                        .children
                        .iter()
                        .position(|&c| c == n)
                        .unwrap_or(0)
                })
                .collect(),
        )
    }

    /// The node reached from the root by taking child `path[0]`, then child `path[1]`, …;
    /// `None` when there is no such child.
    pub fn node_at(&self, path: &[usize]) -> Option<NodeId> {
        let mut at = NodeId::ROOT;
        for &i in path {
            at = *self.nodes[at.index()].children.get(i)?;
        }
        Some(at)
    }

    /// The nearest node from `id` up that is not its parent's first child, with its parent and
    /// its place there.
    pub(crate) fn variation_start(&self, id: NodeId) -> Option<(NodeId, usize)> {
        let mut at = id;
        while let Some(parent) = self.nodes[at.index()].parent {
            let place = self.nodes[parent.index()]
                .children
                .iter()
                .position(|&c| c == at)?;
            if place > 0 {
                return Some((parent, place));
            }
            at = parent;
        }
        None
    }
}
