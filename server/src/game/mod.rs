//! A game's task: one per running game owns its row and the core's live game; everything that
//! touches a game goes through its task's queue, so a game's changes happen one at a time, in
//! order, and are written to the database before they are acknowledged and relayed.
//!
//! A game is `waiting` (its creator holds one seat; a friend link or an open seek), `playing`
//! (both seats taken: the live game runs, its task wakes for the next deadline), or `ended`.
//!
//! - [`command`]: the queue — what a task is asked, and the handle that asks it.
//! - [`actor`]: the task itself.
//!
//! Which node runs a game's task, and how a request reaches it, is the [`hub`](crate::hub)'s
//! business.

pub(crate) mod actor;
pub(crate) mod command;

pub(crate) use actor::start;
pub(crate) use command::{Cmd, Handle};
