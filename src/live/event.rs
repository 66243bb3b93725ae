//! What a live game tells the world: every change is an [`Event`] with a sequence number, for a
//! host to relay and for clients to notice a gap.

use crate::json::push_quoted;
use crate::types::Color;
use std::fmt::Write;

/// The clocks at one moment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// White's time left, in whole milliseconds.
    pub white: u64,
    /// Black's time left, in whole milliseconds.
    pub black: u64,
    /// The side whose clock is running (`None` before both sides have moved, when the game is
    /// over, or untimed).
    pub running: Option<Color>,
    /// When the side to move loses if it does not move: its flag, or before both sides have
    /// moved the end of its first-move time (which aborts the game). `None` when nothing can
    /// happen on time (untimed, over).
    pub deadline: Option<u64>,
}

impl Clocks {
    /// The time left of `color`.
    pub fn of(&self, color: Color) -> u64 {
        color.fold(self.white, self.black)
    }

    /// `{"white":…,"black":…,"running":"white"|"black"|null,"deadline":…|null}`.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }

    pub(crate) fn write_json(&self, out: &mut String) {
        let _ = write!(
            out,
            "{{\"white\":{},\"black\":{},\"running\":",
            self.white, self.black
        );
        opt_color(out, self.running);
        out.push_str(",\"deadline\":");
        opt_number(out, self.deadline);
        out.push('}');
    }
}

/// The two kinds of offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum OfferKind {
    /// A draw offer: accepted, the game is drawn by agreement.
    Draw,
    /// A takeback proposal: accepted, the proposer's last move is taken back (with the
    /// opponent's reply, if there is one).
    Takeback,
}

impl OfferKind {
    /// `draw` or `takeback`.
    pub fn name(self) -> &'static str {
        match self {
            OfferKind::Draw => "draw",
            OfferKind::Takeback => "takeback",
        }
    }

    /// The kind named `draw` or `takeback`.
    pub fn from_name(name: &str) -> Option<OfferKind> {
        match name {
            "draw" => Some(OfferKind::Draw),
            "takeback" => Some(OfferKind::Takeback),
            _ => None,
        }
    }
}

/// The pending offers: at most one of each kind per side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Offers {
    /// Whether White, Black (by [`Color::index`]) offers a draw.
    pub draw: [bool; 2],
    /// Whether White, Black proposes a takeback.
    pub takeback: [bool; 2],
}

impl Offers {
    /// Whether `by` has an offer of `kind` pending.
    pub fn has(&self, kind: OfferKind, by: Color) -> bool {
        self.slots(kind)[by.index()]
    }

    pub(crate) fn set(&mut self, kind: OfferKind, by: Color, on: bool) {
        match kind {
            OfferKind::Draw => self.draw[by.index()] = on,
            OfferKind::Takeback => self.takeback[by.index()] = on,
        }
    }

    fn slots(&self, kind: OfferKind) -> [bool; 2] {
        match kind {
            OfferKind::Draw => self.draw,
            OfferKind::Takeback => self.takeback,
        }
    }

    /// Who offers `kind` (if both did, the offer was accepted at once, so at most one side).
    pub fn by(&self, kind: OfferKind) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| self.has(kind, c))
    }

    /// `{"draw":"white"|"black"|null,"takeback":…}`.
    pub(crate) fn write_json(&self, out: &mut String) {
        out.push_str("{\"draw\":");
        opt_color(out, self.by(OfferKind::Draw));
        out.push_str(",\"takeback\":");
        opt_color(out, self.by(OfferKind::Takeback));
        out.push('}');
    }
}

/// One change of a live game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Its number: 1 for the game's first event, one more for each (no gaps, also across a
    /// save and restore).
    pub seq: u64,
    /// What happened.
    pub kind: EventKind,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// A move was played.
    Move {
        /// Half-moves played after it.
        ply: usize,
        /// The move in coordinates (`e2e4`, `e7e8q`).
        uci: String,
        /// The move in Alice notation with its check or mate sign (`Pe4`, `Cb5#`).
        san: String,
        /// The FEN after it.
        fen: String,
        /// The clocks after it (`None` untimed).
        clocks: Option<Clocks>,
        /// The offers still pending after it (a move clears the opponent's).
        offers: Offers,
    },
    /// `by` offers a draw or proposes a takeback.
    Offer {
        /// Which.
        kind: OfferKind,
        /// Who.
        by: Color,
    },
    /// `by` declined the opponent's offer.
    Declined {
        /// Which.
        kind: OfferKind,
        /// Who declined.
        by: Color,
    },
    /// `by` withdrew its own offer.
    Withdrawn {
        /// Which.
        kind: OfferKind,
        /// Who withdrew it.
        by: Color,
    },
    /// An accepted takeback took back `plies` half-moves.
    TakenBack {
        /// How many (1 or 2).
        plies: usize,
        /// Half-moves played after it.
        ply: usize,
        /// The FEN after it.
        fen: String,
        /// The clocks after it.
        clocks: Option<Clocks>,
    },
    /// The clocks were set again without a move (a host resumed the game after a restart).
    Clock {
        /// The clocks now.
        clocks: Option<Clocks>,
    },
    /// A player's connection came or went (as the host reported it).
    Presence {
        /// Whose.
        color: Color,
        /// Whether they are connected now.
        connected: bool,
        /// When the opponent may claim victory if this player stays away (live games only).
        claim_at: Option<u64>,
    },
    /// The game ended.
    End {
        /// `1-0`, `0-1`, `1/2-1/2`, `*`.
        result: &'static str,
        /// The reason (see [`crate::game::Outcome::reason`]), or the host's own words.
        reason: String,
        /// The winner, if any.
        winner: Option<Color>,
        /// The sentence (`Checkmate — White wins`).
        text: String,
    },
}

impl Event {
    /// The event as one JSON object: `{"seq":7,"type":"move",…}` — `type` is `move`, `offer`,
    /// `declined`, `withdrawn`, `takeback`, `clock`, `presence` or `end`; colours are `white` /
    /// `black`; clocks are `{white, black, running, deadline}` in milliseconds (see
    /// `docs/PROTOCOL.md`).
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }

    pub(crate) fn write_json(&self, out: &mut String) {
        let _ = write!(out, "{{\"seq\":{},\"type\":", self.seq);
        match &self.kind {
            EventKind::Move {
                ply,
                uci,
                san,
                fen,
                clocks,
                offers,
            } => {
                let _ = write!(out, "\"move\",\"ply\":{ply},\"uci\":");
                push_quoted(out, uci);
                out.push_str(",\"san\":");
                push_quoted(out, san);
                out.push_str(",\"fen\":");
                push_quoted(out, fen);
                out.push_str(",\"clocks\":");
                opt_clocks(out, clocks);
                out.push_str(",\"offers\":");
                offers.write_json(out);
            }
            EventKind::Offer { kind, by }
            | EventKind::Declined { kind, by }
            | EventKind::Withdrawn { kind, by } => {
                let name = match self.kind {
                    EventKind::Offer { .. } => "offer",
                    EventKind::Declined { .. } => "declined",
                    _ => "withdrawn",
                };
                let _ = write!(
                    out,
                    "\"{name}\",\"kind\":\"{}\",\"by\":\"{}\"",
                    kind.name(),
                    by.name()
                );
            }
            EventKind::TakenBack {
                plies,
                ply,
                fen,
                clocks,
            } => {
                let _ = write!(out, "\"takeback\",\"plies\":{plies},\"ply\":{ply},\"fen\":");
                push_quoted(out, fen);
                out.push_str(",\"clocks\":");
                opt_clocks(out, clocks);
            }
            EventKind::Clock { clocks } => {
                out.push_str("\"clock\",\"clocks\":");
                opt_clocks(out, clocks);
            }
            EventKind::Presence {
                color,
                connected,
                claim_at,
            } => {
                let _ = write!(
                    out,
                    "\"presence\",\"color\":\"{}\",\"connected\":{connected},\"claimAt\":",
                    color.name()
                );
                opt_number(out, *claim_at);
            }
            EventKind::End {
                result,
                reason,
                winner,
                text,
            } => {
                let _ = write!(out, "\"end\",\"result\":\"{result}\",\"reason\":");
                push_quoted(out, reason);
                out.push_str(",\"winner\":");
                opt_color(out, *winner);
                out.push_str(",\"text\":");
                push_quoted(out, text);
            }
        }
        out.push('}');
    }
}

pub(crate) fn opt_color(out: &mut String, color: Option<Color>) {
    match color {
        Some(c) => {
            let _ = write!(out, "\"{}\"", c.name());
        }
        None => out.push_str("null"),
    }
}

pub(crate) fn opt_number(out: &mut String, n: Option<u64>) {
    match n {
        Some(n) => {
            let _ = write!(out, "{n}");
        }
        None => out.push_str("null"),
    }
}

pub(crate) fn opt_clocks(out: &mut String, clocks: &Option<Clocks>) {
    match clocks {
        Some(c) => c.write_json(out),
        None => out.push_str("null"),
    }
}
