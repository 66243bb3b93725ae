//! A live game's whole state as JSON, and the game restored from it exactly.
//!
//! ```text
//! {"v":1,"start":null|FEN,"control":"3+2"|"corr-3"|"-","firstMove":30000,"created":MS,
//!  "players":{"white":{"name":null|TEXT,"rating":null|N},"black":{…}},
//!  "moves":["e2e4",…],"clk":[MS,…],"remaining":[MS,MS],"since":MS,
//!  "offers":{"draw":null|"white"|"black","takeback":…},
//!  "end":null|{"declared":"rules"|"resignation"|"flag"|"agreement"|"abort"|"abandonment"|"host",
//!              "color":null|"white"|"black","result":"1-0",…,"reason":TEXT},
//!  "endedAt":null|MS,"seq":N,
//!  — written for clients, ignored when restoring: —
//!  "fen":FEN,"ply":N,"turn":"white","clocks":null|{white,black,running,deadline},
//!  "outcome":null|{result,reason,winner,text}}
//! ```

use super::event::{opt_clocks, opt_color, opt_number};
use super::{LiveError, LiveGame, OfferKind, Offers, Player, TimeControl};
use crate::fen::{parse_fen, write_fen};
use crate::game::{Declared, Game};
use crate::json::{parse, push_quoted, Value};
use crate::position::Position;
use crate::types::Color;
use std::fmt::Write;

/// The version of the state's layout (`"v"`).
pub const STATE_VERSION: u64 = 1;

impl LiveGame {
    /// The whole game as one JSON object (see the module docs of `src/live/state.rs` and
    /// `docs/PROTOCOL.md`): what [`LiveGame::from_json`] restores, plus, for a client, the
    /// position, the clocks as of `now` and the outcome. Pending events are not part of it.
    pub fn to_json(&self, now: u64) -> String {
        let mut out = String::with_capacity(256 + self.game.ply() * 16);
        let _ = write!(out, "{{\"v\":{STATE_VERSION},\"start\":");
        let start = self.game.start();
        if *start == Position::start() {
            out.push_str("null");
        } else {
            push_quoted(&mut out, &write_fen(start));
        }
        let _ = write!(
            out,
            ",\"control\":\"{}\",\"firstMove\":{},\"created\":{},\"players\":{{",
            self.control, self.first_move_ms, self.created
        );
        for color in Color::ALL {
            let p = &self.players[color.index()];
            if color == Color::Black {
                out.push(',');
            }
            let _ = write!(out, "\"{}\":{{\"name\":", color.name());
            match &p.name {
                Some(name) => push_quoted(&mut out, name),
                None => out.push_str("null"),
            }
            out.push_str(",\"rating\":");
            opt_number(&mut out, p.rating.map(u64::from));
            out.push('}');
        }
        out.push_str("},\"moves\":[");
        for (i, m) in self.game.moves().iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "\"{}\"", m.uci());
        }
        out.push_str("],\"clk\":[");
        for (i, ms) in self.clk.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            let _ = write!(out, "{ms}");
        }
        let _ = write!(
            out,
            "],\"remaining\":[{},{}],\"since\":{},\"offers\":",
            self.remaining[0], self.remaining[1], self.since
        );
        self.offers.write_json(&mut out);
        out.push_str(",\"end\":");
        self.end_json(&mut out);
        out.push_str(",\"endedAt\":");
        opt_number(&mut out, self.ended_at);
        let _ = write!(out, ",\"seq\":{},\"fen\":", self.seq);
        push_quoted(&mut out, &write_fen(self.game.position()));
        let _ = write!(
            out,
            ",\"ply\":{},\"turn\":\"{}\",\"clocks\":",
            self.game.ply(),
            self.turn().name()
        );
        opt_clocks(&mut out, &self.clocks(now));
        out.push_str(",\"outcome\":");
        match self.outcome() {
            Some(o) => {
                let _ = write!(out, "{{\"result\":\"{}\",\"reason\":", o.result());
                push_quoted(&mut out, &self.game.end_reason().unwrap_or_default());
                out.push_str(",\"winner\":");
                opt_color(&mut out, o.winner());
                out.push_str(",\"text\":");
                push_quoted(&mut out, &self.game.end_text().unwrap_or_default());
                out.push('}');
            }
            None => out.push_str("null"),
        }
        out.push('}');
        out
    }

    fn end_json(&self, out: &mut String) {
        let Some(outcome) = self.outcome() else {
            out.push_str("null");
            return;
        };
        let (declared, color) = match self.declared() {
            None => ("rules", None),
            Some(Declared::Resignation(c)) => ("resignation", Some(c)),
            Some(Declared::Flag(c)) => ("flag", Some(c)),
            Some(Declared::Agreement) => ("agreement", None),
            Some(Declared::Abort) => ("abort", None),
            Some(Declared::Abandonment(c)) => ("abandonment", Some(c)),
            Some(Declared::Host) => ("host", None),
        };
        let _ = write!(out, "{{\"declared\":\"{declared}\",\"color\":");
        opt_color(out, color);
        let _ = write!(out, ",\"result\":\"{}\",\"reason\":", outcome.result());
        push_quoted(out, &self.game.end_reason().unwrap_or_default());
        out.push('}');
    }

    /// Restores a game from [`LiveGame::to_json`]'s text: the same moves, clocks, offers,
    /// result, players and sequence number (presence and pending events are not saved).
    ///
    /// # Errors
    /// [`LiveError::BadState`] naming the first field that is missing, of the wrong type or
    /// inconsistent (an illegal move, a result the moves contradict, clocks of the wrong
    /// length, a newer layout).
    pub fn from_json(text: &str) -> Result<LiveGame, LiveError> {
        let bad = |what: &str| LiveError::BadState(what.to_string());
        let root = parse(text).map_err(LiveError::BadState)?;
        match root.get("v").and_then(Value::as_u64) {
            Some(STATE_VERSION) => {}
            Some(_) => return Err(bad("a newer layout (v)")),
            None => return Err(bad("v")),
        }
        let num = |key: &str| {
            root.get(key)
                .and_then(Value::as_u64)
                .ok_or_else(|| bad(key))
        };
        let start = match root.get("start") {
            Some(Value::Null) => Position::start(),
            // The reasons of a bad FEN or move are not spelled here: that would bring their English into
            // the wasm build, and a saved game holds only what the core wrote.
            Some(Value::Text(fen)) => parse_fen(fen).map_err(|_| bad("start: not a valid FEN"))?,
            _ => return Err(bad("start")),
        };
        let control = root
            .get("control")
            .and_then(Value::as_str)
            .and_then(|t| TimeControl::parse(t).ok())
            .ok_or_else(|| bad("control"))?;
        let created = num("created")?;
        let mut live = LiveGame::new(start, control, created);
        live.first_move_ms = num("firstMove")?;
        for color in Color::ALL {
            let p = root
                .get("players")
                .and_then(|p| p.get(color.name()))
                .ok_or_else(|| bad("players"))?;
            let name = match p.get("name") {
                Some(Value::Text(name)) => Some(name.clone()),
                Some(Value::Null) | None => None,
                _ => return Err(bad("players: name")),
            };
            let rating = match p.get("rating") {
                Some(Value::Null) | None => None,
                Some(v) => Some(
                    v.as_u64()
                        .and_then(|r| u32::try_from(r).ok())
                        .ok_or_else(|| bad("players: rating"))?,
                ),
            };
            live.set_player(color, Player { name, rating })
                .map_err(|_| bad("players: name"))?;
        }
        let moves = root
            .get("moves")
            .and_then(Value::as_list)
            .ok_or_else(|| bad("moves"))?;
        let mut game = Game::new(start);
        for (i, m) in moves.iter().enumerate() {
            let uci = m.as_str().ok_or_else(|| bad("moves"))?;
            game.play_text(uci)
                .map_err(|_| bad(&format!("move {} ({uci}) cannot be played", i + 1)))?;
        }
        let clk: Vec<u64> = root
            .get("clk")
            .and_then(Value::as_list)
            .ok_or_else(|| bad("clk"))?
            .iter()
            .map(|v| v.as_u64().ok_or_else(|| bad("clk")))
            .collect::<Result<_, _>>()?;
        let timed = control.initial_ms().is_some();
        if clk.len() != if timed { moves.len() } else { 0 } {
            return Err(bad("clk: one time per move"));
        }
        live.clk = clk;
        let remaining = root
            .get("remaining")
            .and_then(Value::as_list)
            .filter(|r| r.len() == 2)
            .ok_or_else(|| bad("remaining"))?;
        for (slot, value) in live.remaining.iter_mut().zip(remaining) {
            *slot = value.as_u64().ok_or_else(|| bad("remaining"))?;
        }
        live.since = num("since")?;
        let offers = root.get("offers").ok_or_else(|| bad("offers"))?;
        let mut pending = Offers::default();
        for kind in [OfferKind::Draw, OfferKind::Takeback] {
            match offers.get(kind.name()) {
                Some(Value::Null) | None => {}
                Some(v) => pending.set(kind, color_named(v).ok_or_else(|| bad("offers"))?, true),
            }
        }
        live.game = game;
        match root.get("end") {
            Some(Value::Null) | None => {
                if live.game.outcome().is_some() {
                    return Err(bad("end: the moves end the game"));
                }
            }
            Some(end) => live.restore_end(end)?,
        }
        live.offers = if live.outcome().is_some() {
            Offers::default()
        } else {
            pending
        };
        live.ended_at = match root.get("endedAt") {
            Some(Value::Null) | None => None,
            Some(v) => Some(v.as_u64().ok_or_else(|| bad("endedAt"))?),
        };
        live.seq = num("seq")?;
        Ok(live)
    }

    fn restore_end(&mut self, end: &Value) -> Result<(), LiveError> {
        let bad = |what: &str| LiveError::BadState(format!("end: {what}"));
        let field = |key: &str| end.get(key).and_then(Value::as_str).ok_or_else(|| bad(key));
        let declared = field("declared")?;
        let result = field("result")?;
        let reason = field("reason")?;
        let color = end.get("color").and_then(color_named);
        let game = &mut self.game;
        let done = match (declared, color) {
            ("rules", _) => Ok(()),
            ("resignation", Some(c)) => game.resign(c),
            ("flag", Some(c)) => game.flag(c),
            ("agreement", _) => game.agree_draw(),
            ("abort", _) => game.abort(),
            ("abandonment", Some(c)) => game.abandon(c),
            ("host", _) => game.end_by(result, reason),
            _ => return Err(bad("declared")),
        };
        done.map_err(|_| bad("it cannot be declared after these moves"))?;
        match game.outcome() {
            Some(o) if o.result() == result => Ok(()),
            _ => Err(bad("the result does not follow from the moves")),
        }
    }
}

fn color_named(v: &Value) -> Option<Color> {
    match v.as_str()? {
        "white" | "w" => Some(Color::White),
        "black" | "b" => Some(Color::Black),
        _ => None,
    }
}
