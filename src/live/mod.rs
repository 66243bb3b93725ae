//! A live game between two people, as a game server runs it: the [`Game`], two seats, the
//! clocks, the offers, and the endings a host declares — with no I/O. The time is passed in
//! (`now`, milliseconds on any clock that does not go back, e.g. since the Unix epoch), so the
//! same calls give the same game on any machine, and a server needs one timer: the
//! [`LiveGame::next_deadline`].
//!
//! # The rules of a live game
//! - **Seats**: every action names the seat that takes it (`by`); a move by the side not to
//!   move is refused ([`LiveError::NotYourTurn`]).
//! - **Clocks** ([`TimeControl`]): in a live game each side starts with the base time and gets
//!   the increment after each of its moves. The clocks start once both sides have moved: until
//!   then each side's **first move** has its own limit ([`FIRST_MOVE_MS`], or the days per move
//!   of a correspondence game), counted from the start of the game for the first mover and from
//!   that move for the other; missing it aborts the game (as on lichess). In a correspondence
//!   game each move must come within the days per move of the opponent's move.
//! - **The flag** is found at any call: every method that takes `now` first settles what the
//!   time decided. A side whose time runs out loses on time — at the deadline exactly, not a
//!   millisecond later — or draws if the opponent has only a king left; a move that arrives at
//!   or after the deadline is refused because the game is over.
//! - **Offers** ([`OfferKind`]): a draw offer and a takeback proposal, at most one of each per
//!   side. An offer meeting the opponent's offer of the same kind accepts it. The opponent
//!   accepts or declines it, the proposer may withdraw it; a move clears the pending offers of
//!   the mover's opponent (declined by playing on) and the mover's own takeback proposal (the
//!   mover's draw offer stands: a draw may be offered with a move). An accepted takeback takes
//!   back the proposer's last move, and the opponent's reply if there is one; the clocks keep
//!   the time used.
//! - **Resignation** at any time; **abort** only before both sides have moved (no result).
//! - **The host's declarations**: a player's connection comes and goes
//!   ([`LiveGame::set_connected`]); when the opponent has been gone [`CLAIM_AFTER_MS`] in a live
//!   game both sides have moved in, the player present may **claim victory**
//!   ([`LiveGame::claim_victory`]: a win by abandonment, lichess's rule). The host may also end
//!   a game for a reason of its own ([`LiveGame::end_by_host`]).
//! - **One result vocabulary** ([`Outcome::reason`](crate::game::Outcome::reason)):
//!   `checkmate`, `stalemate`, `threefold repetition`, `fifty moves`, `insufficient material`,
//!   `resignation`, `timeout`, `agreement`, `abandonment`, `aborted`.
//!
//! Every change is an [`Event`] with a sequence number, collected until the host takes them
//! ([`LiveGame::take_events`]). [`LiveGame::to_json`] is the whole game as JSON (for storage and
//! for a client that reconnects) and [`LiveGame::from_json`] restores it exactly;
//! [`LiveGame::pgn`] writes it as PGN with `Date`, `UTCTime`, `TimeControl`, the players and
//! `{[%clk 0:03:07.4]}` after every move.
//!
//! ```
//! use alice_chess::live::{LiveGame, TimeControl, LiveError};
//! use alice_chess::{Color, Position};
//! let control = TimeControl::parse("3+2").unwrap();
//! let mut live = LiveGame::new(Position::start(), control, 0);
//! live.play("e2e4", Color::White, 1_000).unwrap();
//! assert!(matches!(live.play("d2d4", Color::White, 1_500), Err(LiveError::NotYourTurn(_))));
//! live.play("d7d5", Color::Black, 2_000).unwrap();      // the clocks start now
//! live.play("Be2", Color::White, 12_000).unwrap();        // White used 10 s, got 2 s back
//! assert_eq!(live.clocks(12_000).unwrap().white, 180_000 - 10_000 + 2_000);
//! assert_eq!(live.next_deadline(), Some(12_000 + 180_000));
//! let events = live.take_events();
//! assert_eq!(events.iter().map(|e| e.seq).collect::<Vec<_>>(), [1, 2, 3]);
//! let again = LiveGame::from_json(&live.to_json(12_000)).unwrap();
//! assert_eq!(again.pgn(&Default::default()), live.pgn(&Default::default()));
//! ```

mod control;
mod event;
mod pgn;
mod state;

pub use control::{TimeControl, TimeControlError, MAX_BASE_MS, MAX_DAYS, MAX_INCREMENT_MS};
pub use event::{Clocks, Event, EventKind, OfferKind, Offers};
pub use state::STATE_VERSION;

use crate::fen::write_fen;
use crate::game::{Declared, EndProblem, Game, GameError, Outcome};
use crate::moves::Move;
use crate::position::Position;
use crate::san::{write_move, Notation};
use crate::types::Color;
use std::fmt;

/// The time each side has for its first move in a live game (30 s, as on lichess).
pub const FIRST_MOVE_MS: u64 = 30_000;
/// How long a live game's player must have been gone before the opponent may claim victory.
pub const CLAIM_AFTER_MS: u64 = 30_000;
/// The longest player name, in characters.
pub const MAX_NAME: usize = 40;

/// A player on a seat: a name and a rating, both optional (a site without accounts may have
/// neither).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    /// The name shown (text, never markup; at most [`MAX_NAME`] characters, no control
    /// characters).
    pub name: Option<String>,
    /// The rating shown beside it.
    pub rating: Option<u32>,
}

/// Why a live game refused an action; the game is then unchanged (but for a flag or a
/// first-move abort the same call found: see [`LiveGame::take_events`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveError {
    /// The game is over.
    Over(Outcome),
    /// It is the other side's turn (the side to move is given).
    NotYourTurn(Color),
    /// The move is garbled, ambiguous or illegal (see [`GameError`]).
    Move(GameError),
    /// There is no offer of this kind from the opponent to accept or decline (or of one's own to
    /// withdraw).
    NoOffer(OfferKind),
    /// This side already has an offer of this kind pending.
    AlreadyOffered(OfferKind),
    /// This side has no move to take back.
    NothingToTakeBack,
    /// Both sides have moved: the game can no longer be aborted (resign instead).
    TooLateToAbort,
    /// Victory cannot be claimed: not a live game, or not both sides have moved (abort
    /// instead).
    CannotClaim,
    /// The opponent is here, or has not been gone long enough: the claim is possible from this
    /// time on (`None` while the opponent is connected).
    ClaimTooEarly(Option<u64>),
    /// A host's ending that cannot be recorded.
    BadEnd(EndProblem),
    /// A player's name that cannot be shown: too long or with control characters.
    BadName,
    /// A saved state that cannot be restored: why.
    BadState(String),
}

impl LiveError {
    /// A short stable code for a protocol: `over`, `turn`, `move`, `offer.none`, `offer.again`,
    /// `takeback.none`, `abort.late`, `claim.none`, `claim.early`, `end.bad`, `name.bad`,
    /// `state.bad`.
    pub fn code(&self) -> &'static str {
        match self {
            LiveError::Over(_) => "over",
            LiveError::NotYourTurn(_) => "turn",
            LiveError::Move(_) => "move",
            LiveError::NoOffer(_) => "offer.none",
            LiveError::AlreadyOffered(_) => "offer.again",
            LiveError::NothingToTakeBack => "takeback.none",
            LiveError::TooLateToAbort => "abort.late",
            LiveError::CannotClaim => "claim.none",
            LiveError::ClaimTooEarly(_) => "claim.early",
            LiveError::BadEnd(_) => "end.bad",
            LiveError::BadName => "name.bad",
            LiveError::BadState(_) => "state.bad",
        }
    }
}

impl fmt::Display for LiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LiveError::Move(e) => e.fmt(f),
            other => f.write_str(&other.plain_message()),
        }
    }
}

impl LiveError {
    /// The English message, but for a refused move only `the move is refused` (its reason is
    /// the [`GameError`]'s): the wasm build uses this, which keeps the English of the move
    /// refusals out of it (they are words of the front end there).
    pub fn plain_message(&self) -> String {
        struct Plain<'a>(&'a LiveError);
        impl fmt::Display for Plain<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt_plain(f)
            }
        }
        Plain(self).to_string()
    }

    fn fmt_plain(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LiveError::Over(o) => write!(f, "the game is over ({o})"),
            LiveError::NotYourTurn(turn) => write!(f, "it is {turn}'s turn"),
            LiveError::Move(_) => f.write_str("the move is refused"),
            LiveError::NoOffer(kind) => write!(f, "there is no {} offer to answer", kind.name()),
            LiveError::AlreadyOffered(kind) => {
                write!(f, "a {} offer is already pending", kind.name())
            }
            LiveError::NothingToTakeBack => f.write_str("there is no move of yours to take back"),
            LiveError::TooLateToAbort => {
                f.write_str("both sides have moved: the game can no longer be aborted")
            }
            LiveError::CannotClaim => {
                f.write_str("victory can be claimed only in a live game both sides have moved in")
            }
            LiveError::ClaimTooEarly(None) => f.write_str("the opponent is connected"),
            LiveError::ClaimTooEarly(Some(at)) => {
                write!(f, "the opponent has not been gone long enough (until {at})")
            }
            LiveError::BadEnd(why) => write!(f, "{why}"),
            LiveError::BadName => write!(
                f,
                "a name has at most {MAX_NAME} characters and no control characters"
            ),
            LiveError::BadState(why) => write!(f, "bad saved game: {why}"),
        }
    }
}

impl std::error::Error for LiveError {}

/// A live game: see the [module docs](self).
#[derive(Clone, Debug)]
pub struct LiveGame {
    game: Game,
    control: TimeControl,
    first_move_ms: u64,
    players: [Player; 2],
    /// Each side's time left as of `since` (by [`Color::index`]).
    remaining: [u64; 2],
    /// When the current turn began (the game's start, or the last move, takeback or resume).
    since: u64,
    /// When the game was created (for the PGN's date).
    created: u64,
    /// The mover's clock after each move (ms; empty untimed).
    clk: Vec<u64>,
    offers: Offers,
    ended_at: Option<u64>,
    seq: u64,
    /// Since when each player has been gone (`None`: connected). Not saved.
    gone_since: [Option<u64>; 2],
    /// Events not yet taken. Not saved.
    events: Vec<Event>,
}

impl LiveGame {
    /// A game from `start` with `control`, created at `now` (the first mover's first-move time
    /// runs from then).
    pub fn new(start: Position, control: TimeControl, now: u64) -> LiveGame {
        let initial = control.initial_ms().unwrap_or(0);
        LiveGame {
            game: Game::new(start),
            control,
            first_move_ms: match control {
                TimeControl::Correspondence { .. } => initial,
                _ => FIRST_MOVE_MS,
            },
            players: Default::default(),
            remaining: [initial; 2],
            since: now,
            created: now,
            clk: Vec::new(),
            offers: Offers::default(),
            ended_at: None,
            seq: 0,
            gone_since: [None; 2],
            events: Vec::new(),
        }
    }

    /// Sets the time each side has for its first move in a live game (default
    /// [`FIRST_MOVE_MS`]; at least one second).
    pub fn set_first_move_ms(&mut self, ms: u64) {
        if self.control.is_live() {
            self.first_move_ms = ms.max(1000);
        }
    }

    /// Puts a player on `color`'s seat.
    ///
    /// # Errors
    /// [`LiveError::BadName`] for a name longer than [`MAX_NAME`] characters or with control
    /// characters (an empty or blank name is no name).
    pub fn set_player(&mut self, color: Color, player: Player) -> Result<(), LiveError> {
        let name = player.name.map(|n| n.trim().to_string());
        if let Some(n) = &name {
            if n.chars().count() > MAX_NAME || n.chars().any(char::is_control) {
                return Err(LiveError::BadName);
            }
        }
        self.players[color.index()] = Player {
            name: name.filter(|n| !n.is_empty()),
            rating: player.rating,
        };
        Ok(())
    }

    /// The player on `color`'s seat.
    pub fn player(&self, color: Color) -> &Player {
        &self.players[color.index()]
    }

    /// The game (position, moves, outcome).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.game.position().turn()
    }

    /// How the game ended, if it has (as of the last call: see [`LiveGame::tick`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// When the game ended, if it has.
    pub fn ended_at(&self) -> Option<u64> {
        self.ended_at
    }

    /// When the game was created.
    pub fn created(&self) -> u64 {
        self.created
    }

    /// The number of the last event (0 before any).
    pub fn seq(&self) -> u64 {
        self.seq
    }

    /// The pending offers.
    pub fn offers(&self) -> Offers {
        self.offers
    }

    /// The mover's clock after each move so far (ms; empty untimed).
    pub fn move_clocks(&self) -> &[u64] {
        &self.clk
    }

    /// Whether both sides have moved (the clocks run; abort is no longer possible).
    pub fn started(&self) -> bool {
        self.game.ply() >= 2
    }

    /// The events since the last call, in order.
    pub fn take_events(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.events)
    }

    /// When the side to move loses (or, before both sides have moved, the game is aborted) if
    /// nothing happens: the one time a host must wake up for. `None` when the game is over or
    /// untimed.
    pub fn next_deadline(&self) -> Option<u64> {
        if self.outcome().is_some() {
            return None;
        }
        self.control.initial_ms()?;
        if !self.started() {
            return Some(self.since.saturating_add(self.first_move_ms));
        }
        Some(
            self.since
                .saturating_add(self.remaining[self.turn().index()]),
        )
    }

    /// The clocks as of `now` (without settling a flag: see [`LiveGame::tick`]); `None`
    /// untimed.
    pub fn clocks(&self, now: u64) -> Option<Clocks> {
        self.control.initial_ms()?;
        let mut remaining = self.remaining;
        let running = (self.outcome().is_none() && self.started()).then(|| self.turn());
        if let (Some(turn), TimeControl::Live { .. } | TimeControl::Correspondence { .. }) =
            (running, self.control)
        {
            let used = now.saturating_sub(self.since);
            remaining[turn.index()] = remaining[turn.index()].saturating_sub(used);
        }
        Some(Clocks {
            white: remaining[0],
            black: remaining[1],
            running,
            deadline: self.next_deadline(),
        })
    }

    /// Settles what the time decided by `now`: a flag (a loss on time, or a draw against a
    /// lone king) or a missed first move (the game is aborted). Returns whether the game is
    /// over. Every other method that takes `now` does this first.
    pub fn tick(&mut self, now: u64) -> bool {
        if let Some(deadline) = self.next_deadline() {
            if now >= deadline {
                let turn = self.turn();
                let declared = if self.started() {
                    self.remaining[turn.index()] = 0;
                    self.game.flag(turn)
                } else {
                    self.game.abort()
                };
                debug_assert!(declared.is_ok());
                self.finish(deadline);
            }
        }
        self.outcome().is_some()
    }

    fn check_live(&mut self, now: u64) -> Result<(), LiveError> {
        self.tick(now);
        match self.outcome() {
            Some(outcome) => Err(LiveError::Over(outcome)),
            None => Ok(()),
        }
    }

    fn push(&mut self, kind: EventKind) {
        self.seq += 1;
        self.events.push(Event {
            seq: self.seq,
            kind,
        });
    }

    /// Records the end (the game's outcome is set): clears the offers, stops the clock.
    fn finish(&mut self, at: u64) {
        let Some(outcome) = self.outcome() else {
            return;
        };
        if self.started() && self.control.is_live() {
            // The clock of the side to move stops at the end.
            let turn = self.turn().index();
            let used = at.saturating_sub(self.since);
            self.remaining[turn] = self.remaining[turn].saturating_sub(used);
            self.since = at;
        }
        self.offers = Offers::default();
        self.ended_at = Some(at);
        self.push(EventKind::End {
            result: outcome.result(),
            reason: self.game.end_reason().unwrap_or_default(),
            winner: outcome.winner(),
            text: self.game.end_text().unwrap_or_default(),
        });
    }

    /// `by` plays `text` (coordinates such as `e2e4`, or any notation
    /// [`parse_move`](crate::san::parse_move) reads) at `now`.
    ///
    /// # Errors
    /// [`LiveError::Over`] (also when the flag fell by `now`), [`LiveError::NotYourTurn`],
    /// [`LiveError::Move`]; the game is then unchanged.
    pub fn play(&mut self, text: &str, by: Color, now: u64) -> Result<Move, LiveError> {
        self.check_live(now)?;
        let mover = self.turn();
        if by != mover {
            return Err(LiveError::NotYourTurn(mover));
        }
        let before = *self.game.position();
        let m = self.game.play_text(text).map_err(LiveError::Move)?;
        let now = now.max(self.since);
        let i = mover.index();
        match self.control {
            TimeControl::Untimed => {}
            TimeControl::Live { increment_ms, .. } => {
                if self.game.ply() > 2 {
                    // The clocks ran for this move (the check above made it in time).
                    self.remaining[i] = self.remaining[i].saturating_sub(now - self.since);
                    self.remaining[i] += increment_ms;
                }
            }
            TimeControl::Correspondence { .. } => {
                self.remaining = [self.control.initial_ms().unwrap_or(0); 2];
            }
        }
        if self.control.initial_ms().is_some() {
            self.clk.push(self.remaining[i]);
        }
        self.since = now;
        let opponent = mover.other();
        self.offers.set(OfferKind::Draw, opponent, false);
        self.offers.set(OfferKind::Takeback, opponent, false);
        self.offers.set(OfferKind::Takeback, mover, false);
        self.push(EventKind::Move {
            ply: self.game.ply(),
            uci: m.uci(),
            san: write_move(&before, m, Notation::Alice),
            fen: write_fen(self.game.position()),
            clocks: self.clocks(now),
            offers: self.offers,
        });
        if self.outcome().is_some() {
            self.finish(now);
        }
        Ok(m)
    }

    /// `by` offers a draw or proposes a takeback; if the opponent has made the same offer, this
    /// accepts it.
    ///
    /// # Errors
    /// [`LiveError::Over`], [`LiveError::AlreadyOffered`], and for a takeback
    /// [`LiveError::NothingToTakeBack`] when `by` has not moved.
    pub fn offer(&mut self, kind: OfferKind, by: Color, now: u64) -> Result<(), LiveError> {
        self.check_live(now)?;
        if self.offers.has(kind, by) {
            return Err(LiveError::AlreadyOffered(kind));
        }
        if kind == OfferKind::Takeback && self.takeback_plies(by).is_none() {
            return Err(LiveError::NothingToTakeBack);
        }
        if self.offers.has(kind, by.other()) {
            return self.accept(kind, by, now);
        }
        self.offers.set(kind, by, true);
        self.push(EventKind::Offer { kind, by });
        Ok(())
    }

    /// How many half-moves a takeback proposed by `by` takes back: its last move and the
    /// opponent's reply after it, if any; `None` when `by` has not moved.
    fn takeback_plies(&self, by: Color) -> Option<usize> {
        let plies = if self.turn() == by { 2 } else { 1 };
        (self.game.ply() >= plies).then_some(plies)
    }

    /// `by` accepts the opponent's offer of `kind`.
    ///
    /// # Errors
    /// [`LiveError::Over`], [`LiveError::NoOffer`] when the opponent has none pending.
    pub fn accept(&mut self, kind: OfferKind, by: Color, now: u64) -> Result<(), LiveError> {
        self.check_live(now)?;
        let proposer = by.other();
        if !self.offers.has(kind, proposer) {
            return Err(LiveError::NoOffer(kind));
        }
        let now = now.max(self.since);
        match kind {
            OfferKind::Draw => {
                let agreed = self.game.agree_draw();
                debug_assert!(agreed.is_ok());
                self.finish(now);
            }
            OfferKind::Takeback => {
                let Some(plies) = self.takeback_plies(proposer) else {
                    return Err(LiveError::NothingToTakeBack);
                };
                // The side to move is charged the time it used (live clocks only).
                if self.started() && self.control.is_live() {
                    let turn = self.turn().index();
                    self.remaining[turn] = self.remaining[turn].saturating_sub(now - self.since);
                }
                for _ in 0..plies {
                    self.game.undo();
                    self.clk.pop();
                }
                if let TimeControl::Correspondence { .. } = self.control {
                    self.remaining = [self.control.initial_ms().unwrap_or(0); 2];
                }
                self.since = now;
                self.offers.set(OfferKind::Takeback, proposer, false);
                self.push(EventKind::TakenBack {
                    plies,
                    ply: self.game.ply(),
                    fen: write_fen(self.game.position()),
                    clocks: self.clocks(now),
                });
            }
        }
        Ok(())
    }

    /// `by` declines the opponent's offer of `kind`.
    ///
    /// # Errors
    /// [`LiveError::Over`], [`LiveError::NoOffer`].
    pub fn decline(&mut self, kind: OfferKind, by: Color, now: u64) -> Result<(), LiveError> {
        self.check_live(now)?;
        if !self.offers.has(kind, by.other()) {
            return Err(LiveError::NoOffer(kind));
        }
        self.offers.set(kind, by.other(), false);
        self.push(EventKind::Declined { kind, by });
        Ok(())
    }

    /// `by` withdraws its own offer of `kind`.
    ///
    /// # Errors
    /// [`LiveError::Over`], [`LiveError::NoOffer`].
    pub fn withdraw(&mut self, kind: OfferKind, by: Color, now: u64) -> Result<(), LiveError> {
        self.check_live(now)?;
        if !self.offers.has(kind, by) {
            return Err(LiveError::NoOffer(kind));
        }
        self.offers.set(kind, by, false);
        self.push(EventKind::Withdrawn { kind, by });
        Ok(())
    }

    /// `by` resigns.
    ///
    /// # Errors
    /// [`LiveError::Over`].
    pub fn resign(&mut self, by: Color, now: u64) -> Result<(), LiveError> {
        self.check_live(now)?;
        let resigned = self.game.resign(by);
        debug_assert!(resigned.is_ok());
        self.finish(now.max(self.since));
        Ok(())
    }

    /// `by` aborts the game: possible only before both sides have moved; no result.
    ///
    /// # Errors
    /// [`LiveError::Over`], [`LiveError::TooLateToAbort`].
    pub fn abort(&mut self, by: Color, now: u64) -> Result<(), LiveError> {
        let _ = by; // either seat may abort
        self.check_live(now)?;
        if self.started() {
            return Err(LiveError::TooLateToAbort);
        }
        let aborted = self.game.abort();
        debug_assert!(aborted.is_ok());
        self.finish(now.max(self.since));
        Ok(())
    }

    /// The host reports that `color`'s player connected or left at `now` (a change only: the
    /// same report twice does nothing). Presence is not saved: a restored game has both
    /// players connected until the host says otherwise.
    pub fn set_connected(&mut self, color: Color, connected: bool, now: u64) {
        let slot = &mut self.gone_since[color.index()];
        if slot.is_none() == connected {
            return;
        }
        *slot = (!connected).then_some(now);
        let claim_at = self.claim_at(color.other());
        self.push(EventKind::Presence {
            color,
            connected,
            claim_at,
        });
    }

    /// When `by` may claim victory because the opponent is gone: `None` while the opponent is
    /// connected, the game is over, or a claim is not possible in this game (see
    /// [`LiveGame::claim_victory`]).
    pub fn claim_at(&self, by: Color) -> Option<u64> {
        if self.outcome().is_some() || !self.control.is_live() || !self.started() {
            return None;
        }
        self.gone_since[by.other().index()].map(|gone| gone.saturating_add(CLAIM_AFTER_MS))
    }

    /// `by` claims victory: the opponent has been gone at least [`CLAIM_AFTER_MS`] (as the host
    /// reported with [`LiveGame::set_connected`]) in a live game both sides have moved in; a
    /// win by abandonment.
    ///
    /// # Errors
    /// [`LiveError::Over`], [`LiveError::CannotClaim`], [`LiveError::ClaimTooEarly`].
    pub fn claim_victory(&mut self, by: Color, now: u64) -> Result<(), LiveError> {
        self.check_live(now)?;
        if !self.control.is_live() || !self.started() {
            return Err(LiveError::CannotClaim);
        }
        match self.claim_at(by) {
            Some(at) if now >= at => {}
            at => return Err(LiveError::ClaimTooEarly(at)),
        }
        let abandoned = self.game.abandon(by.other());
        debug_assert!(abandoned.is_ok());
        self.finish(now.max(self.since));
        Ok(())
    }

    /// The host ends the game with `result` for `reason` (see [`Game::end_by`]: `abandonment`,
    /// `resignation`, `timeout`, `agreement`, `aborted` are recorded as such; any other reason
    /// is kept in the host's words).
    ///
    /// # Errors
    /// [`LiveError::Over`], [`LiveError::BadEnd`].
    pub fn end_by_host(&mut self, result: &str, reason: &str, now: u64) -> Result<(), LiveError> {
        self.check_live(now)?;
        match self.game.end_by(result, reason) {
            Ok(()) => {}
            Err(GameError::BadEnd(why)) => return Err(LiveError::BadEnd(why)),
            Err(e) => return Err(LiveError::Move(e)),
        }
        self.finish(now.max(self.since));
        Ok(())
    }

    /// Restarts the side to move's turn at `now` without charging the time since the last
    /// change: for a host that restores a game after a restart, so that the clocks did not run
    /// while it was down (the side to move gets back the time it had used of its turn, at most
    /// what a crash cost it). Settles nothing and changes nothing when the game is over.
    pub fn resume_at(&mut self, now: u64) {
        if self.outcome().is_some() {
            return;
        }
        self.since = now;
        let clocks = self.clocks(now);
        self.push(EventKind::Clock { clocks });
    }

    /// Restarts the side to move's turn at `now` after the host running the game stopped at
    /// `down_at`: the time of the turn up to `down_at` is charged (the player was thinking — a
    /// flag that fell by then is settled at `down_at`), the time after it is not. For a host
    /// taking over the game from another that died; `down_at` before the turn began charges
    /// nothing, as [`LiveGame::resume_at`].
    pub fn resume_after(&mut self, down_at: u64, now: u64) {
        if self.outcome().is_some() {
            return;
        }
        let down_at = down_at.min(now);
        if self.tick(down_at) {
            return;
        }
        if self.started() && down_at > self.since {
            if let Some(clocks) = self.clocks(down_at) {
                self.remaining = [clocks.white, clocks.black];
            }
            self.since = down_at;
        }
        self.resume_at(now);
    }

    /// How the game's current declared ending was declared, if it was.
    fn declared(&self) -> Option<Declared> {
        self.game.declared()
    }
}

#[cfg(test)]
mod tests;
