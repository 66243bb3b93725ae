//! Editing a [`GameTree`]: promoting and deleting variations, comments and NAGs (see
//! [`crate::tree`]).

use crate::tree::{GameTree, NodeId, TreeError};

impl GameTree {
    /// Moves `id` to place `place` among its siblings (clamped to the last place), keeping the
    /// order of the others.
    pub(crate) fn reorder(&mut self, id: NodeId, place: usize) -> Result<(), TreeError> {
        let parent = self.get(id)?.parent.ok_or(TreeError::Root)?;
        let children = &mut self.nodes[parent.index()].children;
        if let Some(from) = children.iter().position(|&c| c == id) {
            children.remove(from);
            children.insert(place.min(children.len()), id);
        }
        Ok(())
    }

    /// Promotes the variation holding `id` one place up among its siblings: the nearest node
    /// from `id` up that is not a main continuation trades places with the sibling before it (from
    /// second place it becomes the main continuation of its branch).
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`]; [`TreeError::MainLine`] when `id` is on the main line.
    pub fn promote(&mut self, id: NodeId) -> Result<(), TreeError> {
        self.get(id)?;
        let (parent, place) = self.variation_start(id).ok_or(TreeError::MainLine(id))?;
        self.nodes[parent.index()].children.swap(place - 1, place);
        Ok(())
    }

    /// Makes the path to `id` the main line: every node on it becomes its parent's first child
    /// (the others keep their order). Nothing changes for a node already on the main line.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn promote_to_main(&mut self, id: NodeId) -> Result<(), TreeError> {
        for n in self.line_to(id).ok_or(TreeError::NoSuchNode(id))? {
            self.reorder(n, 0)?;
        }
        Ok(())
    }

    /// Deletes node `id` with every node after it (its whole subtree); their ids are retired.
    /// Returns its parent (where a move list would go).
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`]; [`TreeError::Root`] for the root.
    pub fn delete(&mut self, id: NodeId) -> Result<NodeId, TreeError> {
        let parent = self.get(id)?.parent.ok_or(TreeError::Root)?;
        self.nodes[parent.index()].children.retain(|&c| c != id);
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            let node = &mut self.nodes[n.index()];
            node.alive = false;
            node.comment = String::new();
            node.starting_comment = String::new();
            node.nags = Vec::new();
            node.clock = None;
            stack.append(&mut node.children);
            self.live -= 1;
        }
        Ok(parent)
    }

    /// Sets the comment after the move of `id` (for the root: before the game's first move),
    /// normalized (see the module docs); an empty or blank text clears it.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> Result<(), TreeError> {
        self.get_mut(id)?.comment = normalize_comment(text);
        Ok(())
    }

    /// Sets the comment before the move of `id`, normalized; an empty or blank text clears it.
    /// PGN keeps it only where the move starts a variation (elsewhere the reader gives a
    /// comment before a move to the move before it: see [`crate::tree::pgn`]).
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`]; [`TreeError::Root`] for the root.
    pub fn set_starting_comment(&mut self, id: NodeId, text: &str) -> Result<(), TreeError> {
        let node = self.get_mut(id)?;
        if node.mv.is_none() {
            return Err(TreeError::Root);
        }
        node.starting_comment = normalize_comment(text);
        Ok(())
    }

    /// Sets the NAGs of the move of `id` (in the given order; repeats and `0`, the null
    /// annotation, are dropped); an empty list clears them.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`]; [`TreeError::Root`] for the root.
    pub fn set_nags(&mut self, id: NodeId, nags: &[u8]) -> Result<(), TreeError> {
        let node = self.get_mut(id)?;
        if node.mv.is_none() {
            return Err(TreeError::Root);
        }
        node.nags.clear();
        for &nag in nags {
            if nag != 0 && !node.nags.contains(&nag) {
                node.nags.push(nag);
            }
        }
        Ok(())
    }

    /// Sets the mover's clock after the move of `id` (milliseconds; `None` clears it).
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`]; [`TreeError::Root`] for the root.
    pub fn set_clock(&mut self, id: NodeId, clock: Option<u64>) -> Result<(), TreeError> {
        let node = self.get_mut(id)?;
        if node.mv.is_none() {
            return Err(TreeError::Root);
        }
        node.clock = clock;
        Ok(())
    }

    /// Adds one NAG to the move of `id` (nothing happens if it has it already, or for `0`).
    ///
    /// # Errors
    /// As [`GameTree::set_nags`].
    pub fn add_nag(&mut self, id: NodeId, nag: u8) -> Result<(), TreeError> {
        let node = self.get_mut(id)?;
        if node.mv.is_none() {
            return Err(TreeError::Root);
        }
        if nag != 0 && !node.nags.contains(&nag) {
            node.nags.push(nag);
        }
        Ok(())
    }

    /// Appends `text` (normalized) to the comment of `id`, after a space (in time for `text`
    /// alone, however long the comment has grown).
    pub(crate) fn append_comment(&mut self, id: NodeId, text: &str, starting: bool) {
        if let Ok(node) = self.get_mut(id) {
            let comment = if starting {
                &mut node.starting_comment
            } else {
                &mut node.comment
            };
            let text = normalize_comment(text);
            if !(comment.is_empty() || text.is_empty()) {
                comment.push(' ');
            }
            comment.push_str(&text);
        }
    }
}
/// A comment as the tree stores it: words separated by one space, without `}`.
pub(crate) fn normalize_comment(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == '}')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}
