//! The running games: one task per game owns its row and the core's live game; everything that
//! touches a game goes through its task's queue, so a game's changes happen one at a time, in
//! order, and are written to the database before they are acknowledged and relayed.
//!
//! A game is `waiting` (its creator holds one seat; a friend link or an open seek), `playing`
//! (both seats taken: the live game runs, its task wakes for the next deadline), or `ended`.

use crate::protocol::{self, ClientMsg};
use crate::store::{GameRow, Store, StoreError};
use crate::{now_ms, token};
use alice_chess::live::{LiveError, LiveGame, OfferKind, Player, TimeControl};
use alice_chess::{Color, Position};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, mpsc, oneshot};

/// How many messages a game's queue holds before senders wait.
const QUEUE: usize = 64;
/// How many relayed messages a slow socket may fall behind before it is resynchronised.
const FANOUT: usize = 256;
/// A game with no one connected leaves memory after this long (ms) once over, or waiting.
const IDLE_MS: u64 = 10 * 60_000;
/// An open seek whose creator has had no socket open this long (ms) leaves the lobby (a reload
/// or a short network drop keeps it).
pub const SEEK_GRACE_MS: u64 = 15_000;

/// Why an HTTP or socket request about a game was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HubError {
    /// No game with this id.
    NotFound,
    /// The seat asked for is taken, or the game has started.
    Taken,
    /// Bad input: why.
    Bad(String),
    /// The database failed: the action was not stored (and not done).
    Storage,
}

/// A seat: who holds it.
#[derive(Clone, Debug)]
struct Seat {
    token: String,
    name: Option<String>,
}

/// What a connected socket gets: its seat (if its token holds one), the game in one message,
/// and the stream of everything relayed after it.
pub struct Connected {
    /// The seat, or `None` for a spectator.
    pub seat: Option<Color>,
    /// `{"t":"hello",…}`.
    pub hello: String,
    /// Relayed messages (JSON text).
    pub relay: broadcast::Receiver<Arc<str>>,
}

enum Cmd {
    Join {
        name: Option<String>,
        reply: oneshot::Sender<Result<(Color, String), HubError>>,
    },
    Connect {
        token: Option<String>,
        reply: oneshot::Sender<Connected>,
    },
    Disconnect {
        seat: Option<Color>,
    },
    Act {
        seat: Color,
        msg: ClientMsg,
        reply: oneshot::Sender<String>,
    },
    Json {
        reply: oneshot::Sender<Value>,
    },
    Pgn {
        reply: oneshot::Sender<String>,
    },
}

/// A running game's queue.
#[derive(Clone)]
struct Handle {
    tx: mpsc::Sender<Cmd>,
}

/// The running games.
pub struct Hub {
    store: Store,
    games: Mutex<HashMap<String, Handle>>,
    /// Tells lobby watchers that the open seeks changed.
    pub lobby: broadcast::Sender<()>,
}

/// A database call's result for the hub: its failure logged, and [`HubError::Storage`].
fn stored<T>(result: Result<T, StoreError>) -> Result<T, HubError> {
    result.map_err(|e| {
        eprintln!("database: {e}");
        HubError::Storage
    })
}

/// The options of a new game.
pub struct NewGame {
    /// The time control.
    pub control: TimeControl,
    /// `white`, `black` or `random`.
    pub color: String,
    /// The creator's name.
    pub name: Option<String>,
    /// An open seek (listed in the lobby) rather than a friend link.
    pub seek: bool,
}

impl Hub {
    /// A hub over `store`, with no game running yet ([`Hub::resume_all`]).
    pub fn new(store: Store) -> Hub {
        Hub {
            store,
            games: Mutex::new(HashMap::new()),
            lobby: broadcast::channel(16).0,
        }
    }

    /// Starts every game that is being played (their clocks resumed: the time the server was
    /// down is not charged).
    ///
    /// # Errors
    /// The database cannot be read.
    pub async fn resume_all(&self) -> anyhow::Result<()> {
        let rows = stored(self.store.by_status("playing", usize::MAX >> 1).await)
            .map_err(|_| anyhow::anyhow!("cannot read the games in progress"))?;
        // Open seeks too: their creators have a grace period to come back, then they leave the
        // lobby.
        let seeks = stored(self.store.by_status("waiting", usize::MAX >> 1).await)
            .map_err(|_| anyhow::anyhow!("cannot read the open seeks"))?;
        for row in rows.into_iter().chain(seeks.into_iter().filter(|r| r.seek)) {
            let id = row.id.clone();
            if let Err(e) = self.spawn(row) {
                eprintln!("game {id} cannot be resumed: {e:?}");
            }
        }
        Ok(())
    }

    /// Creates a game waiting for its second player; returns its id, the creator's seat and token.
    ///
    /// # Errors
    /// [`HubError::Bad`] for a name that cannot be shown, [`HubError::Storage`].
    pub async fn create(&self, new: NewGame) -> Result<(String, Color, String), HubError> {
        let name = clean_name(new.name)?;
        let seat = match new.color.as_str() {
            "white" => Color::White,
            "black" => Color::Black,
            "random" => {
                let mut b = [0u8; 1];
                getrandom::getrandom(&mut b).map_err(|_| HubError::Storage)?;
                if b[0] & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                }
            }
            other => {
                return Err(HubError::Bad(format!(
                    "colour '{}' is not white, black or random",
                    short(other)
                )))
            }
        };
        let now = now_ms();
        let token = token::seat_token();
        let mut row = GameRow {
            id: token::game_id(),
            control: new.control.to_string(),
            status: "waiting".into(),
            seek: new.seek,
            asked_color: new.color,
            created: now,
            updated: now,
            ..GameRow::default()
        };
        row.tokens[seat.index()] = Some(token.clone());
        row.names[seat.index()] = name;
        stored(self.store.insert(&row).await)?;
        let id = row.id.clone();
        self.spawn(row)?;
        if new.seek {
            let _ = self.lobby.send(());
        }
        Ok((id, seat, token))
    }

    fn spawn(&self, row: GameRow) -> Result<Handle, HubError> {
        let (tx, rx) = mpsc::channel(QUEUE);
        let handle = Handle { tx };
        let id = row.id.clone();
        let actor = Actor::from_row(row, self.store.clone(), self.lobby.clone())?;
        self.games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, handle.clone());
        tokio::spawn(actor.run(rx));
        Ok(handle)
    }

    /// The running game `id`, loaded from the database if it is not running.
    async fn handle(&self, id: &str) -> Result<Handle, HubError> {
        if !token::is_hex(id, 16) {
            return Err(HubError::NotFound);
        }
        if let Some(h) = self.games.lock().unwrap_or_else(|e| e.into_inner()).get(id) {
            if !h.tx.is_closed() {
                return Ok(h.clone());
            }
        }
        let row = stored(self.store.get(id).await)?;
        let row = row.ok_or(HubError::NotFound)?;
        // Another request may have loaded it meanwhile.
        if let Some(h) = self.games.lock().unwrap_or_else(|e| e.into_inner()).get(id) {
            if !h.tx.is_closed() {
                return Ok(h.clone());
            }
        }
        self.spawn(row)
    }

    async fn ask<T>(
        &self,
        id: &str,
        make: impl FnOnce(oneshot::Sender<T>) -> Cmd,
    ) -> Result<T, HubError> {
        let (tx, rx) = oneshot::channel();
        let mut cmd = make(tx);
        // A game's task may have just left memory: load it again once.
        for _ in 0..2 {
            let h = self.handle(id).await?;
            match h.tx.send(cmd).await {
                Ok(()) => return rx.await.map_err(|_| HubError::Storage),
                Err(mpsc::error::SendError(back)) => cmd = back,
            }
        }
        Err(HubError::Storage)
    }

    /// The second player takes the free seat of a waiting game: the game starts.
    ///
    /// # Errors
    /// [`HubError::NotFound`], [`HubError::Taken`], [`HubError::Bad`] (a name),
    /// [`HubError::Storage`].
    pub async fn join(&self, id: &str, name: Option<String>) -> Result<(Color, String), HubError> {
        let name = clean_name(name)?;
        self.ask(id, |reply| Cmd::Join { name, reply }).await?
    }

    /// Opens a connection to game `id` for the holder of `token` (a spectator without one, or
    /// with a token that holds no seat).
    ///
    /// # Errors
    /// [`HubError::NotFound`].
    pub async fn connect(&self, id: &str, token: Option<String>) -> Result<Connected, HubError> {
        self.ask(id, |reply| Cmd::Connect { token, reply }).await
    }

    /// A connection of game `id` closed.
    pub async fn disconnect(&self, id: &str, seat: Option<Color>) {
        if let Ok(h) = self.handle(id).await {
            let _ = h.tx.send(Cmd::Disconnect { seat }).await;
        }
    }

    /// A seat's message; the answer to send back (`ack` or `error`).
    pub async fn act(&self, id: &str, seat: Color, msg: ClientMsg) -> String {
        let msg_id = msg.id();
        match self.ask(id, |reply| Cmd::Act { seat, msg, reply }).await {
            Ok(answer) => answer,
            Err(_) => protocol::error(
                msg_id,
                "unavailable",
                "the game cannot be reached; try again",
            ),
        }
    }

    /// The game as JSON (no tokens).
    ///
    /// # Errors
    /// [`HubError::NotFound`].
    pub async fn game_json(&self, id: &str) -> Result<Value, HubError> {
        self.ask(id, |reply| Cmd::Json { reply }).await
    }

    /// The game as PGN.
    ///
    /// # Errors
    /// [`HubError::NotFound`].
    pub async fn pgn(&self, id: &str) -> Result<String, HubError> {
        self.ask(id, |reply| Cmd::Pgn { reply }).await
    }

    /// The open seeks, newest first.
    ///
    /// # Errors
    /// [`HubError::Storage`].
    pub async fn lobby_json(&self) -> Result<Value, HubError> {
        let rows = stored(self.store.by_status("waiting", 200).await)?;
        let seeks: Vec<Value> = rows
            .iter()
            .filter(|r| r.seek)
            .map(|r| {
                let seat = if r.tokens[0].is_some() { 0 } else { 1 };
                json!({
                    "id": r.id,
                    "control": r.control,
                    "color": r.asked_color,
                    "name": r.names[seat],
                    "created": r.created,
                })
            })
            .collect();
        Ok(Value::Array(seeks))
    }

    /// The games being played, most recently changed first.
    ///
    /// # Errors
    /// [`HubError::Storage`].
    pub async fn playing_json(&self) -> Result<Value, HubError> {
        let rows = stored(self.store.by_status("playing", 200).await)?;
        let games: Vec<Value> = rows
            .iter()
            .map(|r| {
                let state = r.state.as_deref().and_then(|s| serde_json::from_str::<Value>(s).ok());
                json!({
                    "id": r.id,
                    "control": r.control,
                    "white": r.names[0],
                    "black": r.names[1],
                    "ply": state.as_ref().and_then(|s| s["moves"].as_array().map(Vec::len)).unwrap_or(0),
                    "updated": r.updated,
                })
            })
            .collect();
        Ok(Value::Array(games))
    }
}

fn short(text: &str) -> String {
    text.chars().take(20).collect()
}

/// A name as given: trimmed, `None` when empty; refused when too long or with control
/// characters.
fn clean_name(name: Option<String>) -> Result<Option<String>, HubError> {
    let name = name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty());
    if let Some(n) = &name {
        if n.chars().count() > alice_chess::live::MAX_NAME || n.chars().any(char::is_control) {
            return Err(HubError::Bad(format!(
                "a name has at most {} characters and no control characters",
                alice_chess::live::MAX_NAME
            )));
        }
    }
    Ok(name)
}

/// One game's task.
struct Actor {
    row: GameRow,
    control: TimeControl,
    seats: [Option<Seat>; 2],
    live: Option<LiveGame>,
    store: Store,
    relay: broadcast::Sender<Arc<str>>,
    lobby: broadcast::Sender<()>,
    /// Open sockets per seat, and spectators.
    connections: [usize; 2],
    spectators: usize,
    /// Who asked for a rematch (once over).
    rematch: [bool; 2],
    /// Since when an open seek's creator has had no socket open.
    creator_gone: Option<u64>,
}

impl Actor {
    fn from_row(
        row: GameRow,
        store: Store,
        lobby: broadcast::Sender<()>,
    ) -> Result<Actor, HubError> {
        let control = TimeControl::parse(&row.control).map_err(|e| HubError::Bad(e.to_string()))?;
        let seats = [0, 1].map(|i| {
            row.tokens[i].clone().map(|token| Seat {
                token,
                name: row.names[i].clone(),
            })
        });
        let mut live = match &row.state {
            Some(state) => {
                Some(LiveGame::from_json(state).map_err(|e| HubError::Bad(e.to_string()))?)
            }
            None => None,
        };
        if let Some(live) = &mut live {
            // Loaded again (a restart, or back from idle): the clock restarts now, and nobody
            // is connected until a socket says so.
            live.resume_at(now_ms());
            live.take_events();
            for color in Color::ALL {
                live.set_connected(color, false, now_ms());
            }
            live.take_events();
        }
        Ok(Actor {
            row,
            control,
            seats,
            live,
            store,
            relay: broadcast::channel(FANOUT).0,
            lobby,
            connections: [0; 2],
            spectators: 0,
            rematch: [false; 2],
            creator_gone: Some(now_ms()),
        })
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Cmd>) {
        let mut idle_since = now_ms();
        loop {
            let deadline = self.live.as_ref().and_then(LiveGame::next_deadline);
            let seek_expires = self.seek_expires();
            let wait = match deadline.or(seek_expires) {
                Some(d) => d.saturating_sub(now_ms()),
                None => IDLE_MS,
            };
            let cmd = tokio::select! {
                cmd = rx.recv() => cmd,
                () = tokio::time::sleep(std::time::Duration::from_millis(wait)) => {
                    if deadline.is_some() {
                        self.tick().await;
                    } else if seek_expires.is_some_and(|at| now_ms() >= at) {
                        let _ = self.cancel().await;
                    } else if self.connections == [0, 0] && self.spectators == 0
                        && now_ms().saturating_sub(idle_since) >= IDLE_MS {
                        return; // leaves memory; loaded again from the database on demand
                    }
                    continue;
                }
            };
            let Some(cmd) = cmd else { return };
            idle_since = now_ms();
            self.handle(cmd).await;
        }
    }

    async fn handle(&mut self, cmd: Cmd) {
        match cmd {
            Cmd::Join { name, reply } => {
                let _ = reply.send(self.join(name).await);
            }
            Cmd::Connect { token, reply } => {
                let seat = token.and_then(|t| {
                    Color::ALL.into_iter().find(|c| {
                        self.seats[c.index()]
                            .as_ref()
                            .is_some_and(|s| token::same(&s.token, &t))
                    })
                });
                match seat {
                    Some(c) => {
                        self.creator_gone = None;
                        self.connections[c.index()] += 1;
                        if self.connections[c.index()] == 1 {
                            self.presence(c, true).await;
                        }
                    }
                    None => self.spectators += 1,
                }
                let relay = self.relay.subscribe();
                let hello = json!({"t": "hello", "v": protocol::VERSION, "seat": seat.map(Color::name), "game": self.public_json(), "now": now_ms()}).to_string();
                let _ = reply.send(Connected { seat, hello, relay });
            }
            Cmd::Disconnect { seat } => match seat {
                Some(c) => {
                    let n = &mut self.connections[c.index()];
                    *n = n.saturating_sub(1);
                    if *n == 0 {
                        if self.connections == [0, 0] {
                            self.creator_gone = Some(now_ms());
                        }
                        self.presence(c, false).await;
                    }
                }
                None => self.spectators = self.spectators.saturating_sub(1),
            },
            Cmd::Act { seat, msg, reply } => {
                let answer = self.act(seat, msg).await;
                let _ = reply.send(answer);
            }
            Cmd::Json { reply } => {
                let _ = reply.send(self.public_json());
            }
            Cmd::Pgn { reply } => {
                let _ = reply.send(self.pgn());
            }
        }
    }

    /// The game for clients: status, control, players, the live game's state (no tokens).
    fn public_json(&self) -> Value {
        let now = now_ms();
        let state = self
            .live
            .as_ref()
            .and_then(|l| serde_json::from_str::<Value>(&l.to_json(now)).ok());
        // `claimAt`: when the opponent may claim victory, this seat's player being gone.
        let claim_at = |c: Color| self.live.as_ref().and_then(|l| l.claim_at(c.other()));
        let player = |c: Color| {
            self.seats[c.index()].as_ref().map(|s| {
                json!({"name": s.name, "connected": self.connections[c.index()] > 0, "claimAt": claim_at(c)})
            })
        };
        json!({
            "id": self.row.id,
            "status": self.row.status,
            "control": self.row.control,
            "seek": self.row.seek,
            "white": player(Color::White),
            "black": player(Color::Black),
            "state": state,
            "rematch": self.row.rematch,
            "rematchOffers": {"white": self.rematch[0], "black": self.rematch[1]},
        })
    }

    fn pgn(&self) -> String {
        let tags: alice_chess::PgnTags = [("Site", "Alice chess online"), ("Round", "-")]
            .into_iter()
            .collect();
        match &self.live {
            Some(live) => live.pgn(&tags),
            None => LiveGame::new(Position::start(), self.control, self.row.created).pgn(&tags),
        }
    }

    /// Writes the row (with the live game's state) to the database.
    async fn save(&mut self) -> Result<(), HubError> {
        self.row.updated = now_ms();
        if let Some(live) = &self.live {
            self.row.state = Some(live.to_json(self.row.updated));
            if live.outcome().is_some() {
                self.row.status = "ended".into();
            }
        }
        for c in Color::ALL {
            self.row.tokens[c.index()] = self.seats[c.index()].as_ref().map(|s| s.token.clone());
            self.row.names[c.index()] = self.seats[c.index()].as_ref().and_then(|s| s.name.clone());
        }
        stored(self.store.update(&self.row).await)
    }

    fn send(&self, message: String) {
        let _ = self.relay.send(Arc::from(message));
    }

    /// Relays the live game's pending events.
    fn relay_events(&mut self) {
        let Some(live) = &mut self.live else { return };
        for e in live.take_events() {
            let text = format!("{{\"t\":\"event\",\"event\":{}}}", e.to_json());
            let _ = self.relay.send(Arc::from(text));
        }
    }

    async fn join(&mut self, name: Option<String>) -> Result<(Color, String), HubError> {
        if self.row.status != "waiting" {
            return Err(HubError::Taken);
        }
        let Some(free) = Color::ALL
            .into_iter()
            .find(|c| self.seats[c.index()].is_none())
        else {
            return Err(HubError::Taken);
        };
        let token = token::seat_token();
        let before = (self.seats.clone(), self.row.status.clone());
        self.seats[free.index()] = Some(Seat {
            token: token.clone(),
            name,
        });
        self.start();
        if let Err(e) = self.save().await {
            // Not stored: not done.
            (self.seats, self.row.status) = before;
            self.live = None;
            return Err(e);
        }
        self.announce_start();
        if self.row.seek {
            let _ = self.lobby.send(());
        }
        Ok((free, token))
    }

    /// Both seats are taken: the live game begins now.
    fn start(&mut self) {
        let now = now_ms();
        let mut live = LiveGame::new(Position::start(), self.control, now);
        for c in Color::ALL {
            let name = self.seats[c.index()].as_ref().and_then(|s| s.name.clone());
            let _ = live.set_player(c, Player { name, rating: None });
            live.set_connected(c, self.connections[c.index()] > 0, now);
        }
        live.take_events();
        self.live = Some(live);
        self.row.status = "playing".into();
    }

    fn announce_start(&self) {
        self.send(json!({"t": "start", "game": self.public_json(), "now": now_ms()}).to_string());
    }

    async fn presence(&mut self, color: Color, connected: bool) {
        let Some(live) = &mut self.live else {
            self.send(
                json!({"t": "presence", "color": color.name(), "connected": connected}).to_string(),
            );
            return;
        };
        if live.outcome().is_some() {
            return;
        }
        live.set_connected(color, connected, now_ms());
        // Presence is not saved: no write needed.
        self.relay_events();
    }

    async fn tick(&mut self) {
        let Some(live) = &mut self.live else { return };
        if live.tick(now_ms()) && self.row.status != "ended" {
            if self.save().await.is_err() {
                // Relayed anyway: the flag is the clock's, and the next start finds it again.
            }
            self.relay_events();
        }
    }

    async fn act(&mut self, seat: Color, msg: ClientMsg) -> String {
        let id = msg.id();
        if let ClientMsg::Ping { .. } = msg {
            return json!({"t": "pong", "id": id, "now": now_ms()}).to_string();
        }
        if let ClientMsg::Rematch { .. } = msg {
            return self.rematch(seat, id).await;
        }
        let Some(live) = &mut self.live else {
            if matches!(msg, ClientMsg::Abort { .. }) && self.row.status == "waiting" {
                // The creator takes back the seek or the friend link.
                return match self.cancel().await {
                    Ok(()) => protocol::ack(id, false),
                    Err(_) => {
                        protocol::error(id, "storage", "the game could not be cancelled; try again")
                    }
                };
            }
            if self.row.status != "waiting" {
                return protocol::error(id, "over", "the game was cancelled before it started");
            }
            return protocol::error(
                id,
                "waiting",
                "the game has not started: the opponent has not joined yet",
            );
        };
        let now = now_ms();
        let before = live.clone();
        let kind = |k: &str| OfferKind::from_name(k);
        let mut duplicate = false;
        let result: Result<(), LiveError> = match &msg {
            ClientMsg::Move { uci, ply, .. } => {
                let played = live.game().ply() as u32;
                if *ply < played {
                    // Sent again after a reconnect? The same move by the same seat at that ply.
                    let same = live.game().moves().get(*ply as usize).is_some_and(|m| {
                        let mover = live.game().position_at(*ply as usize).map(|p| p.turn());
                        m.uci() == *uci && mover == Some(seat)
                    });
                    if same {
                        duplicate = true;
                        Ok(())
                    } else {
                        return protocol::error(
                            id,
                            "stale",
                            &format!("the game has {played} half-moves, not {ply}: reload it"),
                        );
                    }
                } else if *ply > played {
                    return protocol::error(
                        id,
                        "stale",
                        &format!("the game has {played} half-moves, not {ply}: reload it"),
                    );
                } else {
                    live.play(uci, seat, now).map(|_| ())
                }
            }
            ClientMsg::Offer { kind: k, .. }
            | ClientMsg::Accept { kind: k, .. }
            | ClientMsg::Decline { kind: k, .. }
            | ClientMsg::Withdraw { kind: k, .. } => match kind(k) {
                None => {
                    return protocol::error(id, "message", "kind must be \"draw\" or \"takeback\"")
                }
                Some(k) => match &msg {
                    ClientMsg::Offer { .. } => live.offer(k, seat, now),
                    ClientMsg::Accept { .. } => live.accept(k, seat, now),
                    ClientMsg::Decline { .. } => live.decline(k, seat, now),
                    _ => live.withdraw(k, seat, now),
                },
            },
            ClientMsg::Resign { .. } => live.resign(seat, now),
            ClientMsg::Abort { .. } => live.abort(seat, now),
            ClientMsg::Claim { .. } => live.claim_victory(seat, now),
            ClientMsg::Ping { .. } | ClientMsg::Rematch { .. } => unreachable!("answered above"),
        };
        if duplicate {
            return protocol::ack(id, true);
        }
        let changed = live.seq() != before.seq();
        if changed {
            // Stored before it is acknowledged or relayed; not stored, not done.
            if self.save().await.is_err() {
                self.live = Some(before);
                self.row.status = "playing".into();
                return protocol::error(id, "storage", "the move could not be stored; try again");
            }
            self.relay_events();
        }
        match result {
            Ok(()) => protocol::ack(id, false),
            Err(e) => protocol::error(id, e.code(), &e.to_string()),
        }
    }

    /// When an open seek whose creator is gone leaves the lobby.
    fn seek_expires(&self) -> Option<u64> {
        let waiting_seek = self.row.status == "waiting" && self.row.seek;
        self.creator_gone
            .filter(|_| waiting_seek)
            .map(|gone| gone + SEEK_GRACE_MS)
    }

    /// A game that has not started is cancelled: no result, gone from the lobby, joining refused.
    async fn cancel(&mut self) -> Result<(), HubError> {
        if self.row.status != "waiting" {
            return Ok(());
        }
        self.row.status = "ended".into();
        if let Err(e) = self.save().await {
            self.row.status = "waiting".into();
            return Err(e);
        }
        self.send(json!({"t": "cancelled"}).to_string());
        if self.row.seek {
            let _ = self.lobby.send(());
        }
        Ok(())
    }

    async fn rematch(&mut self, seat: Color, id: Option<u64>) -> String {
        if self.row.status != "ended" {
            return protocol::error(
                id,
                "rematch",
                "a rematch can be asked once the game is over",
            );
        }
        if let Some(game) = &self.row.rematch {
            return protocol::error(id, "rematch", &format!("the rematch is game {game}"));
        }
        self.rematch[seat.index()] = true;
        if self.rematch != [true, true] {
            self.send(json!({"t": "rematch", "offer": seat.name()}).to_string());
            return protocol::ack(id, false);
        }
        // Both asked: a new game with the colours swapped, the same players and tokens.
        let now = now_ms();
        let mut row = GameRow {
            id: token::game_id(),
            control: self.row.control.clone(),
            status: "playing".into(),
            seek: false,
            asked_color: "white".into(),
            created: now,
            updated: now,
            rematch_of: Some(self.row.id.clone()),
            ..GameRow::default()
        };
        for c in Color::ALL {
            let s = self.seats[c.other().index()].clone();
            row.tokens[c.index()] = s.as_ref().map(|s| s.token.clone());
            row.names[c.index()] = s.and_then(|s| s.name);
        }
        let mut live = LiveGame::new(Position::start(), self.control, now);
        for c in Color::ALL {
            let _ = live.set_player(
                c,
                Player {
                    name: row.names[c.index()].clone(),
                    rating: None,
                },
            );
        }
        live.take_events();
        row.state = Some(live.to_json(now));
        self.row.rematch = Some(row.id.clone());
        // Both or neither: a rematch stored without its link from this game would be lost.
        let saved = stored(self.store.insert_and_update(&row, &self.row).await);
        if saved.is_err() {
            self.row.rematch = None;
            self.rematch = [false; 2];
            return protocol::error(id, "storage", "the rematch could not be stored; try again");
        }
        self.send(json!({"t": "rematch", "game": row.id}).to_string());
        protocol::ack(id, false)
    }
}
