//! The routes to the games: [`Hub`] finds a game's task (module `game`) — running here, loaded
//! from the database, or on another node — and asks it; every HTTP and socket request about a
//! game goes through it.
//!
//! With several nodes ([`crate::cluster`]) a game's task runs on its owner only; another node
//! reaches it through the cluster: `Hub::route` finds (or takes) the owner, and a socket on
//! another node is counted by the owner's task as that node's, its messages relayed there.
//! `remote` serves the other nodes' requests and keeps this node's part in the cluster
//! (heartbeat, takeovers, stepping down).

mod remote;

use crate::clock::now_ms;
use crate::cluster::{self, Claim, Cluster, Rep, Req};
use crate::game::{self, Cmd, Handle};
use crate::lobby::{self, Lobby};
use crate::protocol::{self, ClientMsg};
use crate::rating::Speed;
use crate::store::{GameRow, Store};
use crate::token;
use crate::types::{stored, Connected, HubError, Link, NewGame};
use alice_chess::Color;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, oneshot};

/// An unused friend link (a live game still waiting for its second player) is deleted after
/// this long without a change (ms).
pub const WAITING_TTL_MS: u64 = 24 * 3_600_000;
/// … a correspondence invitation after this long.
pub const CORR_WAITING_TTL_MS: u64 = 7 * 24 * 3_600_000;
/// How often a single server records that it is alive (ms).
pub const HEARTBEAT_MS: u64 = 2_000;

/// Where a game runs, seen from this node.
enum Route {
    Local(Handle),
    Remote(Arc<str>),
}

/// A game's answer: from its task here, or from its owner (with, for a connect, the socket's
/// subscription to the messages relayed from there).
enum Answer<T> {
    Local(T),
    Remote(Arc<str>, Rep, Option<broadcast::Receiver<Arc<str>>>),
}

/// A seat as the nodes send it (`0` white, else black).
fn color(seat: u8) -> Color {
    if seat == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// The running games.
pub struct Hub {
    store: Store,
    games: Mutex<HashMap<String, Handle>>,
    /// Tells lobby watchers that the open seeks changed.
    pub lobby: broadcast::Sender<()>,
    /// This node's part in a cluster (Postgres), if any.
    cluster: Option<Arc<Cluster>>,
}

impl Hub {
    /// Whether this server offers the computer players' seeks: always alone; in a cluster, only
    /// the node that leads it ([`Cluster::leads`]), so that the lobby lists one set.
    pub fn offers_computer_seeks(&self) -> bool {
        self.cluster.as_ref().is_none_or(|c| c.leads())
    }

    /// A hub over `store`, with no game running yet ([`Hub::resume_all`]); with `cluster`, one
    /// node of several.
    pub fn new(store: Store, lobby: broadcast::Sender<()>, cluster: Option<Arc<Cluster>>) -> Hub {
        Hub {
            store,
            games: Mutex::new(HashMap::new()),
            lobby,
            cluster,
        }
    }

    fn lobby(&self) -> Lobby {
        Lobby::new(self.lobby.clone(), self.cluster.clone())
    }

    fn local(&self, id: &str) -> Option<Handle> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games.get(id).filter(|h| !h.tx.is_closed()).cloned()
    }

    fn locals(&self) -> Vec<Handle> {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games.retain(|_, h| !h.tx.is_closed());
        games.values().cloned().collect()
    }

    /// Deletes the games that waited too long for their second player — a friend link unused
    /// for [`WAITING_TTL_MS`], a correspondence invitation for [`CORR_WAITING_TTL_MS`] — and
    /// stops their tasks here; returns how many.
    ///
    /// # Errors
    /// [`HubError::Storage`].
    pub async fn expire_waiting(&self) -> Result<usize, HubError> {
        let now = now_ms();
        let ids = stored(
            self.store
                .expire_waiting(
                    now.saturating_sub(WAITING_TTL_MS),
                    now.saturating_sub(CORR_WAITING_TTL_MS),
                )
                .await,
        )?;
        for id in &ids {
            if let Some(h) = self.local(id) {
                let _ = h.tx.send(Cmd::Stop).await;
            }
        }
        if !ids.is_empty() {
            tracing::info!(expired = ids.len(), "waiting games expired");
            self.lobby().changed();
        }
        Ok(ids.len())
    }

    /// A single server's heartbeat (SQLite): written every [`HEARTBEAT_MS`] and once more when
    /// it stops, so that after a crash the clocks charge the thinking up to the last one.
    pub async fn heartbeat(&self) {
        if self.cluster.is_none() {
            let _ = stored(self.store.heartbeat(now_ms()).await);
        }
    }

    /// Starts every game that is being played (their clocks resumed: the time the server was
    /// down is not charged). In a cluster: the games whose node is gone.
    ///
    /// # Errors
    /// The database cannot be read.
    pub async fn resume_all(&self) -> anyhow::Result<()> {
        if self.cluster.is_some() {
            return self
                .take_orphans()
                .await
                .map_err(|_| anyhow::anyhow!("cannot read the games in progress"));
        }
        let rows = stored(self.store.by_status("playing", usize::MAX >> 1).await)
            .map_err(|_| anyhow::anyhow!("cannot read the games in progress"))?;
        // A single server records its heartbeat: the turn of a game is charged up to the last
        // one before a crash (the player was thinking), not the downtime after it.
        let down_at = stored(self.store.last_alive().await)
            .map_err(|_| anyhow::anyhow!("cannot read the server's last heartbeat"))?;
        // Open seeks too: their creators have a grace period to come back, then they leave the
        // lobby.
        let seeks = stored(self.store.by_status("waiting", usize::MAX >> 1).await)
            .map_err(|_| anyhow::anyhow!("cannot read the open seeks"))?;
        for row in rows.into_iter().chain(seeks.into_iter().filter(|r| r.seek)) {
            let id = row.id.clone();
            if let Err(e) = self.spawn(row, down_at) {
                eprintln!("game {id} cannot be resumed: {e:?}");
            }
        }
        Ok(())
    }

    /// Creates a game waiting for its second player; returns its id, the creator's seat and token.
    ///
    /// # Errors
    /// [`HubError::Bad`] for a name that cannot be shown, [`HubError::Storage`],
    /// [`HubError::Unavailable`] (a node cut off from the database).
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
        if new.id.as_deref().is_some_and(|id| !token::is_hex(id, 16)) {
            return Err(HubError::Bad(
                "a game's id is 16 lowercase hex digits".into(),
            ));
        }
        let now = now_ms();
        let token = token::seat_token();
        let mut row = GameRow {
            id: new.id.unwrap_or_else(token::game_id),
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
        row.users[seat.index()] = new.user;
        row.rated = new.rated;
        row.rating_range = new.rating_range;
        // The creator's rating in the game's speed, for the lobby.
        if let (Some(user), Some(speed)) = (new.user, Speed::of(new.control)) {
            let perf = stored(self.store.perf(user, speed).await)?;
            let mut ratings = serde_json::json!({});
            ratings[seat.name()] = perf.json();
            row.ratings = Some(ratings.to_string());
        }
        match &self.cluster {
            Some(c) if !c.healthy() => return Err(HubError::Unavailable),
            Some(c) => stored(c.insert(&row).await)?,
            None => stored(self.store.insert(&row).await)?,
        }
        let id = row.id.clone();
        self.spawn(row, None)?;
        if new.seek {
            self.lobby().changed();
        }
        Ok((id, seat, token))
    }

    /// Runs game `row` here; `down_at`: taken over from a node that died then.
    fn spawn(&self, row: GameRow, down_at: Option<u64>) -> Result<Handle, HubError> {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        // Another request may have started it meanwhile.
        if let Some(h) = games.get(&row.id).filter(|h| !h.tx.is_closed()) {
            return Ok(h.clone());
        }
        let id = row.id.clone();
        let handle = game::start(
            row,
            self.store.clone(),
            self.lobby(),
            self.cluster.clone(),
            down_at,
        )?;
        games.insert(id, handle.clone());
        Ok(handle)
    }

    /// Where game `id` runs: here (loaded from the database, or taken over from a dead node, if
    /// need be) or on another node.
    async fn route(&self, id: &str) -> Result<Route, HubError> {
        if !token::is_hex(id, 16) {
            return Err(HubError::NotFound);
        }
        if let Some(h) = self.local(id) {
            return Ok(Route::Local(h));
        }
        let Some(cluster) = &self.cluster else {
            let row = stored(self.store.get(id).await)?.ok_or(HubError::NotFound)?;
            return self.spawn(row, None).map(Route::Local);
        };
        if !cluster.healthy() {
            return Err(HubError::Unavailable);
        }
        if let Some(owner) = cluster.relayed_by(id).filter(|o| cluster.is_alive(o)) {
            return Ok(Route::Remote(owner));
        }
        match stored(cluster.claim(id).await)? {
            Claim::Mine(row, down_at) => self.spawn(*row, down_at).map(Route::Local),
            Claim::Other(owner) => Ok(Route::Remote(Arc::from(owner.as_str()))),
            Claim::NotFound => Err(HubError::NotFound),
        }
    }

    /// Asks game `id`: its task here (`cmd`), or its owner (`req`). A game whose node died is
    /// waited for — taken over — for up to `patience` (a lease and a bit).
    async fn ask<T>(
        &self,
        id: &str,
        make: impl Fn(oneshot::Sender<T>) -> Cmd,
        req: Option<Req>,
        patience: std::time::Duration,
    ) -> Result<Answer<T>, HubError> {
        let until = std::time::Instant::now() + patience;
        // An owner that did not answer is not asked again: the game is claimed until its
        // lease runs out and this node (or another) takes it over.
        let mut silent: Option<Arc<str>> = None;
        loop {
            let error = match self.route(id).await? {
                Route::Local(h) => {
                    let (tx, rx) = oneshot::channel();
                    match h.tx.send(make(tx)).await {
                        Ok(()) => match rx.await {
                            Ok(answer) => return Ok(Answer::Local(answer)),
                            // The task stopped before answering (it lost the game).
                            Err(_) => HubError::Unavailable,
                        },
                        // It had just left memory: load it again.
                        Err(_) => continue,
                    }
                }
                Route::Remote(owner) if silent.as_ref() == Some(&owner) => HubError::Unavailable,
                Route::Remote(owner) => {
                    let Some(req) = req.clone() else {
                        return Err(HubError::Unavailable);
                    };
                    let cluster = self.cluster.as_ref().expect("remote only in a cluster");
                    match cluster.call(&owner, id, req).await {
                        Ok((Rep::NotOwner, _)) => HubError::Unavailable,
                        Ok((rep, relay)) => return Ok(Answer::Remote(owner, rep, relay)),
                        Err(e) => {
                            silent = Some(owner);
                            e
                        }
                    }
                }
            };
            if std::time::Instant::now() >= until {
                return Err(error);
            }
            tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        }
    }

    /// How long a request waits for a game whose node died to be taken over.
    fn patience(&self) -> std::time::Duration {
        if self.cluster.is_some() {
            cluster::CALL_TIMEOUT + std::time::Duration::from_millis(cluster::LEASE_MS + 1_000)
        } else {
            std::time::Duration::ZERO
        }
    }

    /// The second player takes the free seat of a waiting game: the game starts.
    ///
    /// # Errors
    /// [`HubError::NotFound`], [`HubError::Taken`], [`HubError::Bad`] (a name),
    /// [`HubError::Storage`], [`HubError::Unavailable`].
    pub async fn join(
        &self,
        id: &str,
        name: Option<String>,
        token: Option<String>,
        user: Option<i64>,
    ) -> Result<(Color, String), HubError> {
        let name = clean_name(name)?;
        if token.as_deref().is_some_and(|t| !token::is_hex(t, 32)) {
            return Err(HubError::Bad(
                "a seat's token is 32 lowercase hex digits".into(),
            ));
        }
        let req = Req::Join {
            name: name.clone(),
            token: token.clone(),
            user,
        };
        let make = |reply| Cmd::Join {
            name: name.clone(),
            token: token.clone(),
            user,
            reply,
        };
        match self.ask(id, make, Some(req), self.patience()).await? {
            Answer::Local(result) => result,
            Answer::Remote(_, Rep::Joined { seat, token }, _) => Ok((color(seat), token)),
            Answer::Remote(_, Rep::Refused { error }, _) => Err(error),
            Answer::Remote(..) => Err(HubError::Unavailable),
        }
    }

    /// Opens a connection to game `id` for the holder of `token` (a spectator without one, or
    /// with a token that holds no seat).
    ///
    /// # Errors
    /// [`HubError::NotFound`], [`HubError::Unavailable`].
    pub async fn connect(&self, id: &str, token: Option<String>) -> Result<Connected, HubError> {
        let req = Req::Connect {
            token: token.clone(),
        };
        let make = |reply| Cmd::Connect {
            token: token.clone(),
            node: None,
            reply,
            answer: None,
        };
        match self.ask(id, make, Some(req), self.patience()).await? {
            Answer::Local(connected) => Ok(connected),
            Answer::Remote(
                owner,
                Rep::Connected {
                    seat, hello, epoch, ..
                },
                Some(relay),
            ) => Ok(Connected {
                seat: seat.map(color),
                hello,
                relay,
                link: Link {
                    epoch,
                    owner: Some(owner),
                },
            }),
            Answer::Remote(_, Rep::Refused { error }, _) => Err(error),
            Answer::Remote(..) => Err(HubError::Unavailable),
        }
    }

    /// A connection of game `id` closed.
    pub async fn disconnect(&self, id: &str, seat: Option<Color>, link: &Link) {
        match &link.owner {
            None => {
                if let Some(h) = self.local(id) {
                    let _ =
                        h.tx.send(Cmd::Disconnect {
                            seat,
                            node: None,
                            epoch: link.epoch,
                        })
                        .await;
                }
            }
            Some(owner) => {
                if let Some(c) = &self.cluster {
                    c.notify(
                        owner,
                        id,
                        Req::Disconnect {
                            seat: seat.map(|c| c.index() as u8),
                            epoch: link.epoch,
                        },
                    );
                }
            }
        }
    }

    /// A seat's message; the answer to send back (`ack` or `error`).
    pub async fn act(&self, id: &str, seat: Color, msg: ClientMsg) -> String {
        let msg_id = msg.id();
        let req = Req::Act {
            seat: seat.index() as u8,
            msg: msg.clone(),
        };
        let make = |reply| Cmd::Act {
            seat,
            msg: msg.clone(),
            reply,
        };
        // No waiting for a takeover: the socket reconnects and sends its move again.
        let asked = self
            .ask(id, make, Some(req), std::time::Duration::ZERO)
            .await;
        answer_text(asked, msg_id)
    }

    /// A spectator's line of chat (`name`: its account's, `None`: anonymous), limited by its
    /// socket and address already; the answer to send back (`ack` or `error`).
    pub async fn spectator_chat(
        &self,
        id: &str,
        name: Option<String>,
        msg_id: Option<u64>,
        text: String,
    ) -> String {
        let req = Req::SpectatorChat {
            name: name.clone(),
            id: msg_id,
            text: text.clone(),
        };
        let make = |reply| Cmd::SpectatorChat {
            name: name.clone(),
            id: msg_id,
            text: text.clone(),
            reply,
        };
        let asked = self
            .ask(id, make, Some(req), std::time::Duration::ZERO)
            .await;
        answer_text(asked, msg_id)
    }

    /// The seat of game `id` that `token` holds joins account `user` (its player signed up or
    /// in): from now on shown, stored and relayed under the account's `name`. `false`: the token
    /// holds no seat of the game, the seat is an account's already, or the other seat is this
    /// account's.
    ///
    /// # Errors
    /// [`HubError::NotFound`], [`HubError::Storage`], [`HubError::Unavailable`].
    pub async fn claim_seat(
        &self,
        id: &str,
        token: &str,
        user: i64,
        name: &str,
    ) -> Result<bool, HubError> {
        let req = Req::ClaimSeat {
            token: token.to_string(),
            user,
            name: name.to_string(),
        };
        let make = |reply| Cmd::ClaimSeat {
            token: token.to_string(),
            user,
            name: name.to_string(),
            reply,
        };
        match self.ask(id, make, Some(req), self.patience()).await? {
            Answer::Local(result) => result,
            Answer::Remote(_, Rep::Claimed { claimed }, _) => Ok(claimed),
            Answer::Remote(_, Rep::Refused { error }, _) => Err(error),
            Answer::Remote(..) => Err(HubError::Unavailable),
        }
    }

    /// The game as JSON (no tokens).
    ///
    /// # Errors
    /// [`HubError::NotFound`], [`HubError::Unavailable`].
    pub async fn game_json(&self, id: &str) -> Result<Value, HubError> {
        let make = |reply| Cmd::Json { reply };
        match self.ask(id, make, Some(Req::Json), self.patience()).await? {
            Answer::Local(game) | Answer::Remote(_, Rep::Json { game }, _) => Ok(game),
            Answer::Remote(_, Rep::Refused { error }, _) => Err(error),
            Answer::Remote(..) => Err(HubError::Unavailable),
        }
    }

    /// The game as PGN.
    ///
    /// # Errors
    /// [`HubError::NotFound`], [`HubError::Unavailable`].
    pub async fn pgn(&self, id: &str) -> Result<String, HubError> {
        let make = |reply| Cmd::Pgn { reply };
        match self.ask(id, make, Some(Req::Pgn), self.patience()).await? {
            Answer::Local(text) | Answer::Remote(_, Rep::Pgn { text }, _) => Ok(text),
            Answer::Remote(_, Rep::Refused { error }, _) => Err(error),
            Answer::Remote(..) => Err(HubError::Unavailable),
        }
    }

    /// The open seeks, newest first ([`lobby`]).
    ///
    /// # Errors
    /// [`HubError::Storage`].
    pub async fn lobby_json(&self) -> Result<Value, HubError> {
        lobby::seeks_json(&self.store).await
    }

    /// The games being played, most recently changed first ([`lobby`]).
    ///
    /// # Errors
    /// [`HubError::Storage`].
    pub async fn playing_json(&self) -> Result<Value, HubError> {
        lobby::playing_json(&self.store).await
    }
}

fn short(text: &str) -> String {
    text.chars().take(20).collect()
}

/// A name as it may be shown ([`crate::names::clean`]), or why not.
fn clean_name(name: Option<String>) -> Result<Option<String>, HubError> {
    crate::names::clean(name.as_deref()).map_err(|e| HubError::Bad(e.0))
}

/// The text a socket gets for its message: the game's answer (`ack` or `error`), wherever the game
/// runs, or an `unavailable` error when it could not be reached.
fn answer_text(asked: Result<Answer<String>, HubError>, msg_id: Option<u64>) -> String {
    match asked {
        Ok(Answer::Local(answer)) | Ok(Answer::Remote(_, Rep::Answer { text: answer }, _)) => {
            answer
        }
        _ => protocol::error(
            msg_id,
            "unavailable",
            "the game cannot be reached; try again",
        ),
    }
}
