//! The live game for JavaScript (exported as `LiveGame`; a child of `src/wasm/mod.rs`): a thin
//! handle over [`crate::live::LiveGame`]. Times are whole milliseconds (`Date.now()`); colours
//! `"white"` / `"black"` (or `"w"` / `"b"`); offer kinds `"draw"` / `"takeback"`.
//!
//! - `new LiveGame(control, now, fen?)` (`control`: `"3+2"`, `"corr-3"`, `"-"`),
//!   `LiveGame.fromState(text)` (the text of `state(now)` as JSON, or that object).
//! - Actions, each returning the *events* it produced (`[{seq, type, …}]`, see
//!   [`crate::live::Event::to_json`]): `play(move, by, now)` (also named `move`, as the
//!   element's `action` event names it), `offer(kind, by, now)`,
//!   `accept(kind, by, now)`, `decline(kind, by, now)`, `withdraw(kind, by, now)`,
//!   `resign(by, now)`, `abort(by, now)`, `claimVictory(by, now)`,
//!   `endByHost(result, reason, now)`, `tick(now)`, `setConnected(color, connected, now)`,
//!   `resumeAt(now)`. A refused action throws an `Error` whose `code` is the live game's code
//!   (`turn`, `over`, `offer.none`, …: [`crate::live::LiveError::code`]) — for a move the
//!   rules refuse also its `problem`, as `Game.play` throws — and changes nothing but a flag
//!   the same call found, whose events `takeEvents()` then returns.
//! - Reading: `state(now)` (the whole game: [`crate::live::LiveGame::to_json`]),
//!   `clocks(now)`, `nextDeadline()` (or `null`), `seq()`, `turn()`, `pgn(tags?)` (`tags`:
//!   `[[name, value], …]`), `setPlayer(color, name?, rating?)`, `setFirstMoveMs(ms)`.

use super::{color_arg, err, game_error, str_arg, type_error};
use crate::fen::parse_fen;
use crate::live::{Clocks, Event, LiveError, LiveGame, OfferKind, Player, TimeControl};
use crate::pgn::PgnTags;
use crate::position::Position;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A live game between two seats (see the module docs).
#[wasm_bindgen(js_name = LiveGame)]
pub struct WasmLive {
    live: LiveGame,
}

/// A time in whole milliseconds (0 … 2^53 − 1).
fn ms_arg(value: &JsValue, what: &str) -> Result<u64, JsValue> {
    match value.as_f64() {
        Some(n) if n >= 0.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0 => Ok(n as u64),
        _ => Err(type_error(what, "a whole number of milliseconds", value)),
    }
}

fn kind_arg(value: &JsValue) -> Result<OfferKind, JsValue> {
    value
        .as_string()
        .and_then(|k| OfferKind::from_name(&k))
        .ok_or_else(|| type_error("the offer", "\"draw\" or \"takeback\"", value))
}

/// The thrown `Error` of a refusal: `code` set; a move's problem as `Game.play` gives it.
fn live_error(e: LiveError) -> JsValue {
    let code = e.code();
    let error = match e {
        LiveError::Move(game) => game_error(game),
        other => err(other.plain_message()),
    };
    let _ = js_sys::Reflect::set(&error, &"code".into(), &code.into());
    error
}

fn events_js(events: &[Event]) -> Result<JsValue, JsValue> {
    let mut out = String::from("[");
    for (i, e) in events.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&e.to_json());
    }
    out.push(']');
    super::json::parse(&out)
}

fn clocks_js(clocks: Option<Clocks>) -> Result<JsValue, JsValue> {
    match clocks {
        Some(c) => super::json::parse(&c.to_json()),
        None => Ok(JsValue::NULL),
    }
}

#[wasm_bindgen(js_class = LiveGame)]
impl WasmLive {
    /// A live game with `control` created at `now`, from `fen` or the start position.
    #[wasm_bindgen(constructor)]
    pub fn new(control: JsValue, now: JsValue, fen: JsValue) -> Result<WasmLive, JsValue> {
        let control = TimeControl::parse(&str_arg(&control, "the time control")?).map_err(err)?;
        let now = ms_arg(&now, "now")?;
        let start = match super::opt_str_arg(&fen, "the FEN")?.filter(|f| !f.trim().is_empty()) {
            Some(fen) => parse_fen(&fen).map_err(super::fen_error)?,
            None => Position::start(),
        };
        Ok(WasmLive {
            live: LiveGame::new(start, control, now),
        })
    }

    /// The game saved by `state()` (its JSON text, or the object).
    #[wasm_bindgen(js_name = fromState)]
    pub fn from_state(state: JsValue) -> Result<WasmLive, JsValue> {
        let text = match state.as_string() {
            Some(text) => text,
            None if state.is_object() => js_sys::JSON::stringify(&state)
                .map(String::from)
                .map_err(|_| type_error("the state", "JSON text or an object", &state))?,
            None => return Err(type_error("the state", "JSON text or an object", &state)),
        };
        LiveGame::from_json(&text)
            .map(|live| WasmLive { live })
            .map_err(live_error)
    }

    fn done(&mut self, result: Result<(), LiveError>) -> Result<JsValue, JsValue> {
        result.map_err(live_error)?;
        events_js(&self.live.take_events())
    }

    /// `by` plays `mv` at `now`; the events.
    pub fn play(&mut self, mv: JsValue, by: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        let (mv, by, now) = (
            str_arg(&mv, "the move")?,
            color_arg(&by, "by")?,
            ms_arg(&now, "now")?,
        );
        let result = self.live.play(&mv, by, now).map(|_| ());
        self.done(result)
    }

    /// `by` plays `mv` at `now`, as `play`: the name of the `<alice-chess>` element's `action`
    /// event for a move (`{type: "move", uci}`), so that a relay calls `live[action.type](…)`.
    #[wasm_bindgen(js_name = "move")]
    pub fn move_(&mut self, mv: JsValue, by: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        self.play(mv, by, now)
    }

    /// `by` offers a draw or proposes a takeback.
    pub fn offer(&mut self, kind: JsValue, by: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        let (kind, by, now) = (
            kind_arg(&kind)?,
            color_arg(&by, "by")?,
            ms_arg(&now, "now")?,
        );
        let result = self.live.offer(kind, by, now);
        self.done(result)
    }

    /// `by` accepts the opponent's offer.
    pub fn accept(&mut self, kind: JsValue, by: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        let (kind, by, now) = (
            kind_arg(&kind)?,
            color_arg(&by, "by")?,
            ms_arg(&now, "now")?,
        );
        let result = self.live.accept(kind, by, now);
        self.done(result)
    }

    /// `by` declines the opponent's offer.
    pub fn decline(
        &mut self,
        kind: JsValue,
        by: JsValue,
        now: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (kind, by, now) = (
            kind_arg(&kind)?,
            color_arg(&by, "by")?,
            ms_arg(&now, "now")?,
        );
        let result = self.live.decline(kind, by, now);
        self.done(result)
    }

    /// `by` withdraws its offer.
    pub fn withdraw(
        &mut self,
        kind: JsValue,
        by: JsValue,
        now: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (kind, by, now) = (
            kind_arg(&kind)?,
            color_arg(&by, "by")?,
            ms_arg(&now, "now")?,
        );
        let result = self.live.withdraw(kind, by, now);
        self.done(result)
    }

    /// `by` resigns.
    pub fn resign(&mut self, by: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        let (by, now) = (color_arg(&by, "by")?, ms_arg(&now, "now")?);
        let result = self.live.resign(by, now);
        self.done(result)
    }

    /// `by` aborts (before both sides have moved).
    pub fn abort(&mut self, by: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        let (by, now) = (color_arg(&by, "by")?, ms_arg(&now, "now")?);
        let result = self.live.abort(by, now);
        self.done(result)
    }

    /// `by` claims victory (the opponent gone long enough).
    #[wasm_bindgen(js_name = claimVictory)]
    pub fn claim_victory(&mut self, by: JsValue, now: JsValue) -> Result<JsValue, JsValue> {
        let (by, now) = (color_arg(&by, "by")?, ms_arg(&now, "now")?);
        let result = self.live.claim_victory(by, now);
        self.done(result)
    }

    /// The host ends the game.
    #[wasm_bindgen(js_name = endByHost)]
    pub fn end_by_host(
        &mut self,
        result: JsValue,
        reason: JsValue,
        now: JsValue,
    ) -> Result<JsValue, JsValue> {
        let result = str_arg(&result, "the result")?;
        let (reason, now) = (str_arg(&reason, "the reason")?, ms_arg(&now, "now")?);
        let done = self.live.end_by_host(&result, &reason, now);
        self.done(done)
    }

    /// Settles a flag by `now`; the events.
    pub fn tick(&mut self, now: JsValue) -> Result<JsValue, JsValue> {
        let now = ms_arg(&now, "now")?;
        self.live.tick(now);
        events_js(&self.live.take_events())
    }

    /// The host reports a player's connection.
    #[wasm_bindgen(js_name = setConnected)]
    pub fn set_connected(
        &mut self,
        color: JsValue,
        connected: JsValue,
        now: JsValue,
    ) -> Result<JsValue, JsValue> {
        let color = color_arg(&color, "the colour")?;
        let connected = connected
            .as_bool()
            .ok_or_else(|| type_error("connected", "a boolean", &connected))?;
        self.live
            .set_connected(color, connected, ms_arg(&now, "now")?);
        events_js(&self.live.take_events())
    }

    /// Restarts the side to move's turn at `now` (after a restore).
    #[wasm_bindgen(js_name = resumeAt)]
    pub fn resume_at(&mut self, now: JsValue) -> Result<JsValue, JsValue> {
        self.live.resume_at(ms_arg(&now, "now")?);
        events_js(&self.live.take_events())
    }

    /// Events not yet returned (those of a refused call that settled a flag).
    #[wasm_bindgen(js_name = takeEvents)]
    pub fn take_events(&mut self) -> Result<JsValue, JsValue> {
        events_js(&self.live.take_events())
    }

    /// Puts a player (name, rating) on a seat.
    #[wasm_bindgen(js_name = setPlayer)]
    pub fn set_player(
        &mut self,
        color: JsValue,
        name: JsValue,
        rating: JsValue,
    ) -> Result<(), JsValue> {
        let color = color_arg(&color, "the colour")?;
        let name = super::opt_str_arg(&name, "the name")?;
        let rating = super::opt_count_arg(&rating, "the rating")?
            .map(|r| u32::try_from(r).map_err(|_| type_error("the rating", "a rating", &rating)))
            .transpose()?;
        self.live
            .set_player(color, Player { name, rating })
            .map_err(live_error)
    }

    /// Sets each side's first-move time (ms, live games).
    #[wasm_bindgen(js_name = setFirstMoveMs)]
    pub fn set_first_move_ms(&mut self, ms: JsValue) -> Result<(), JsValue> {
        self.live.set_first_move_ms(ms_arg(&ms, "the time")?);
        Ok(())
    }

    /// The whole game as of `now` (parsed JSON).
    pub fn state(&self, now: JsValue) -> Result<JsValue, JsValue> {
        super::json::parse(&self.live.to_json(ms_arg(&now, "now")?))
    }

    /// The clocks as of `now`, or `null` untimed.
    pub fn clocks(&self, now: JsValue) -> Result<JsValue, JsValue> {
        clocks_js(self.live.clocks(ms_arg(&now, "now")?))
    }

    /// When the side to move loses if it does not move, or `null`.
    #[wasm_bindgen(js_name = nextDeadline)]
    pub fn next_deadline(&self) -> Option<f64> {
        self.live.next_deadline().map(|d| d as f64)
    }

    /// The number of the last event.
    pub fn seq(&self) -> f64 {
        self.live.seq() as f64
    }

    /// The side to move, `"white"` or `"black"`.
    pub fn turn(&self) -> String {
        self.live.turn().name().to_string()
    }

    /// The game as PGN with clock times; `tags`: `[[name, value], …]` added.
    pub fn pgn(&self, tags: JsValue) -> Result<String, JsValue> {
        let mut extra = PgnTags::new();
        if !(tags.is_undefined() || tags.is_null()) {
            let list = tags
                .dyn_ref::<js_sys::Array>()
                .ok_or_else(|| type_error("the tags", "an array of [name, value] pairs", &tags))?;
            for pair in list.iter() {
                let pair = pair.dyn_ref::<js_sys::Array>().filter(|p| p.length() == 2);
                let (name, value) = match pair.map(|p| (p.get(0).as_string(), p.get(1).as_string()))
                {
                    Some((Some(n), Some(v))) => (n, v),
                    _ => {
                        return Err(type_error(
                            "each tag",
                            "a [name, value] pair of strings",
                            &tags,
                        ))
                    }
                };
                extra.set(name, value);
            }
        }
        Ok(self.live.pgn(&extra))
    }
}
