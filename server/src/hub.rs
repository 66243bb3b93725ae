//! The running games: one task per game owns its row and the core's live game; everything that
//! touches a game goes through its task's queue, so a game's changes happen one at a time, in
//! order, and are written to the database before they are acknowledged and relayed.
//!
//! A game is `waiting` (its creator holds one seat; a friend link or an open seek), `playing`
//! (both seats taken: the live game runs, its task wakes for the next deadline), or `ended`.
//!
//! With several nodes ([`crate::cluster`]) a game's task runs on its owner only; another node
//! reaches it through the cluster: `Hub::route` finds (or takes) the owner, and a socket on
//! another node is counted by the owner's task as that node's, its messages relayed there.

use crate::cluster::{self, BusMsg, Claim, Cluster, Rep, Req, Request};
use crate::protocol::{self, ClientMsg};
use crate::store::{GameRow, Store, StoreError};
use crate::{now_ms, token};
use alice_chess::live::{LiveError, LiveGame, OfferKind, Player, TimeControl};
use alice_chess::{Color, Position};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HubError {
    /// No game with this id.
    NotFound,
    /// The seat asked for is taken, or the game has started.
    Taken,
    /// Bad input: why.
    Bad(String),
    /// The database failed: the action was not stored (and not done).
    Storage,
    /// The node running the game cannot be reached, or this node is cut off from the
    /// database: try again (another node may take the game over).
    Unavailable,
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
    /// Which task counted the socket: given back to [`Hub::disconnect`].
    pub link: Link,
}

/// The game task a socket was counted by: its run (a game loaded again is a new run) and the
/// node it runs on (`None`: this one).
#[derive(Clone, Debug)]
pub struct Link {
    epoch: u64,
    owner: Option<Arc<str>>,
}

/// Each game task's run, numbered.
static EPOCH: AtomicU64 = AtomicU64::new(1);

/// A node's sockets, counted per seat and spectators.
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    seats: [usize; 2],
    spectators: usize,
}

impl Counts {
    fn any(&self) -> bool {
        self.seats != [0, 0] || self.spectators > 0
    }
}

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

enum Cmd {
    Join {
        name: Option<String>,
        token: Option<String>,
        reply: oneshot::Sender<Result<(Color, String), HubError>>,
    },
    Connect {
        token: Option<String>,
        /// The node the socket is on (`None`: this one).
        node: Option<Arc<str>>,
        reply: oneshot::Sender<Connected>,
        /// For a socket on another node: the request to answer on the bus, from the game's task
        /// itself — so that the answer goes out before anything the task relays next.
        answer: Option<(u64, String)>,
    },
    Disconnect {
        seat: Option<Color>,
        node: Option<Arc<str>>,
        epoch: u64,
    },
    /// These nodes died: their sockets are gone.
    NodesGone(Arc<[String]>),
    /// This node stops running games (cut off from the database).
    Stop,
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
    /// This node's part in a cluster (Postgres), if any.
    cluster: Option<Arc<Cluster>>,
}

/// Tells this node's lobby watchers, and the other nodes', that the open seeks changed.
#[derive(Clone)]
struct Lobby {
    local: broadcast::Sender<()>,
    cluster: Option<Arc<Cluster>>,
}

impl Lobby {
    fn changed(&self) {
        let _ = self.local.send(());
        if let Some(c) = &self.cluster {
            c.lobby_changed();
        }
    }
}

/// A database call's result for the hub: its failure logged, and [`HubError::Storage`].
fn stored<T>(result: Result<T, StoreError>) -> Result<T, HubError> {
    result.map_err(|e| {
        crate::metrics::METRICS.store_errors.inc();
        tracing::error!(error = %e, "database");
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
        Lobby {
            local: self.lobby.clone(),
            cluster: self.cluster.clone(),
        }
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
        // Open seeks too: their creators have a grace period to come back, then they leave the
        // lobby.
        let seeks = stored(self.store.by_status("waiting", usize::MAX >> 1).await)
            .map_err(|_| anyhow::anyhow!("cannot read the open seeks"))?;
        for row in rows.into_iter().chain(seeks.into_iter().filter(|r| r.seek)) {
            let id = row.id.clone();
            if let Err(e) = self.spawn(row, None) {
                eprintln!("game {id} cannot be resumed: {e:?}");
            }
        }
        Ok(())
    }

    /// Cluster: runs here the games whose owner died.
    async fn take_orphans(&self) -> Result<(), HubError> {
        let Some(cluster) = &self.cluster else {
            return Ok(());
        };
        for (row, down_at) in stored(cluster.orphans().await)? {
            let id = row.id.clone();
            if self.local(&id).is_some() {
                continue;
            }
            if let Err(e) = self.spawn(row, down_at) {
                eprintln!("game {id} cannot be taken over: {e:?}");
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
        let (tx, rx) = mpsc::channel(QUEUE);
        let handle = Handle { tx };
        let id = row.id.clone();
        let actor = Actor::from_row(
            row,
            self.store.clone(),
            self.lobby(),
            self.cluster.clone(),
            down_at,
        )?;
        games.insert(id, handle.clone());
        tokio::spawn(actor.run(rx));
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
        };
        let make = |reply| Cmd::Join {
            name: name.clone(),
            token: token.clone(),
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
        match self
            .ask(id, make, Some(req), std::time::Duration::ZERO)
            .await
        {
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

    /// Serves another node's request about a game this node runs (or may take: never one
    /// another live node runs — that one is named back, [`Rep::NotOwner`]).
    pub async fn serve_remote(&self, request: Request) {
        let Some(cluster) = &self.cluster else { return };
        let handle = match self.local(&request.game) {
            Some(h) => h,
            // A socket that closed after the game left this node: nothing to count down.
            None if matches!(request.req, Req::Disconnect { .. }) => return,
            None if !cluster.healthy() => {
                return cluster.reply(&request, Rep::NotOwner);
            }
            None => match cluster.claim(&request.game).await {
                Ok(Claim::Mine(row, down_at)) => match self.spawn(*row, down_at) {
                    Ok(h) => h,
                    Err(error) => return cluster.reply(&request, Rep::Refused { error }),
                },
                Ok(Claim::NotFound) => {
                    let error = HubError::NotFound;
                    return cluster.reply(&request, Rep::Refused { error });
                }
                Ok(Claim::Other(_)) | Err(_) => return cluster.reply(&request, Rep::NotOwner),
            },
        };
        let node = Some(request.from.clone());
        let rep = match request.req.clone() {
            Req::Disconnect { seat, epoch } => {
                let seat = seat.map(color);
                let _ = handle.tx.send(Cmd::Disconnect { seat, node, epoch }).await;
                return;
            }
            Req::Connect { token } => {
                let (tx, rx) = oneshot::channel();
                let answer = Some((request.rid, request.game.clone()));
                let cmd = Cmd::Connect {
                    token,
                    node,
                    reply: tx,
                    answer,
                };
                // Answered on the bus by the game's task (see `Cmd::Connect`).
                if handle.tx.send(cmd).await.is_ok() && rx.await.is_ok() {
                    return;
                }
                None
            }
            Req::Act { seat, msg } => {
                let (tx, rx) = oneshot::channel();
                let seat = color(seat);
                let _ = handle
                    .tx
                    .send(Cmd::Act {
                        seat,
                        msg,
                        reply: tx,
                    })
                    .await;
                rx.await.ok().map(|text| Rep::Answer { text })
            }
            Req::Join { name, token } => {
                let (tx, rx) = oneshot::channel();
                let _ = handle
                    .tx
                    .send(Cmd::Join {
                        name,
                        token,
                        reply: tx,
                    })
                    .await;
                rx.await.ok().map(|joined| match joined {
                    Ok((seat, token)) => Rep::Joined {
                        seat: seat.index() as u8,
                        token,
                    },
                    Err(error) => Rep::Refused { error },
                })
            }
            Req::Json => {
                let (tx, rx) = oneshot::channel();
                let _ = handle.tx.send(Cmd::Json { reply: tx }).await;
                rx.await.ok().map(|game| Rep::Json { game })
            }
            Req::Pgn => {
                let (tx, rx) = oneshot::channel();
                let _ = handle.tx.send(Cmd::Pgn { reply: tx }).await;
                rx.await.ok().map(|text| Rep::Pgn { text })
            }
        };
        cluster.reply(&request, rep.unwrap_or(Rep::NotOwner));
    }

    /// The open seeks, newest first.
    ///
    /// # Errors
    /// [`HubError::Storage`].
    pub async fn lobby_json(&self) -> Result<Value, HubError> {
        let rows = stored(self.store.open_seeks(200).await)?;
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

    /// Cluster: once a [`cluster::HEARTBEAT`], while healthy, runs here the games whose node
    /// died (beside [`Hub::maintain`], so that a long scan never delays a heartbeat).
    pub async fn adopt_orphans(&self) {
        let Some(cluster) = &self.cluster else { return };
        let mut ticks = tokio::time::interval(cluster::HEARTBEAT);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if cluster.healthy() {
                let _ = self.take_orphans().await;
            }
        }
    }

    /// Forgets the sockets `node` relayed to this node's games (it closed them all).
    pub fn forget_node(&self, node: &str) {
        let gone: Arc<[String]> = Arc::from(vec![node.to_string()]);
        self.tell_all(|| Cmd::NodesGone(gone.clone()));
    }

    /// Cluster: once a [`cluster::HEARTBEAT`]: the heartbeat, the dead nodes' sockets
    /// forgotten, the orphaned games taken; cut off from the database for too long, every
    /// game task here stops (another node takes them) and sockets are refused until the
    /// database answers again.
    pub async fn maintain(&self) {
        let Some(cluster) = &self.cluster else { return };
        let mut stepped_down: Option<u64> = None;
        let mut beats = tokio::time::interval(cluster::HEARTBEAT);
        beats.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            beats.tick().await;
            // The previous heartbeat that reached the database, before this one.
            let previous = cluster.last_beat_ms();
            let beat = tokio::time::timeout(cluster::HEARTBEAT, cluster.beat()).await;
            let lapsed = previous.is_some_and(|p| now_ms().saturating_sub(p) >= cluster::FENCE_MS);
            match beat {
                // A beat that comes after a lapse this node did not notice (a paused process,
                // a stalled machine): the others may have taken its games — it gives them all
                // up as a node cut off would, then serves again.
                Ok(Ok(_)) if lapsed && stepped_down.is_none() => {
                    self.step_down(cluster, "missed its heartbeats");
                    stepped_down = previous;
                }
                Ok(Ok(gone)) => {
                    if let Some(since) = stepped_down.take() {
                        eprintln!("cluster: node {} serves again", cluster.node());
                        self.adopt_own(since).await;
                    }
                    if !gone.is_empty() {
                        let gone: Arc<[String]> = Arc::from(gone);
                        for g in gone.iter() {
                            cluster.drop_relays(Some(g));
                        }
                        self.tell_all(|| Cmd::NodesGone(gone.clone()));
                    }
                    cluster.sweep_relays();
                }
                _ if !cluster.healthy() && stepped_down.is_none() => {
                    self.step_down(cluster, "is cut off from the database");
                    stepped_down = previous.or(Some(now_ms()));
                }
                _ => {}
            }
        }
    }

    /// Every game task here stops (others take the games), every relayed socket closes.
    fn step_down(&self, cluster: &Cluster, why: &str) {
        eprintln!(
            "cluster: node {} {why}: it stops running games",
            cluster.node()
        );
        self.tell_all(|| Cmd::Stop);
        self.games.lock().unwrap_or_else(|e| e.into_inner()).clear();
        cluster.drop_relays(None);
    }

    /// Sends every game task here a command, without waiting on a full queue.
    fn tell_all(&self, cmd: impl Fn() -> Cmd) {
        for h in self.locals() {
            let cmd = cmd();
            tokio::spawn(async move {
                let _ = h.tx.send(cmd).await;
            });
        }
    }

    /// Back from a step-down: the games still this node's (nobody took them meanwhile) run
    /// here again, their turn charged up to `since` (the last heartbeat before the outage).
    async fn adopt_own(&self, since: u64) {
        let Some(cluster) = &self.cluster else { return };
        let Ok(rows) = cluster.own().await else {
            return;
        };
        for row in rows {
            if self.local(&row.id).is_none() {
                let id = row.id.clone();
                if let Err(e) = self.spawn(row, Some(since)) {
                    eprintln!("game {id} cannot be resumed: {e:?}");
                }
            }
        }
    }
}

fn short(text: &str) -> String {
    text.chars().take(20).collect()
}

/// A name as it may be shown ([`crate::names::clean`]), or why not.
fn clean_name(name: Option<String>) -> Result<Option<String>, HubError> {
    crate::names::clean(name.as_deref()).map_err(|e| HubError::Bad(e.0))
}

/// One game's task.
struct Actor {
    row: GameRow,
    control: TimeControl,
    seats: [Option<Seat>; 2],
    live: Option<LiveGame>,
    store: Store,
    relay: broadcast::Sender<Arc<str>>,
    lobby: Lobby,
    cluster: Option<Arc<Cluster>>,
    /// This run of the game's task.
    epoch: u64,
    /// Open sockets on this node.
    local: Counts,
    /// Open sockets on other nodes.
    remote: HashMap<Arc<str>, Counts>,
    /// The game is no longer this node's (another took it over): the task stops.
    lost: bool,
    /// A write that failed is tried again from then (ms).
    retry_at: u64,
    /// Who asked for a rematch (once over).
    rematch: [bool; 2],
    /// Since when an open seek's creator has had no socket open.
    creator_gone: Option<u64>,
}

impl Actor {
    fn from_row(
        row: GameRow,
        store: Store,
        lobby: Lobby,
        cluster: Option<Arc<Cluster>>,
        down_at: Option<u64>,
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
            // is connected until a socket says so. Taken over from a node that died: the turn
            // is charged up to that node's last sign of life.
            match down_at {
                Some(at) => live.resume_after(at, now_ms()),
                None => live.resume_at(now_ms()),
            }
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
            cluster,
            epoch: EPOCH.fetch_add(1, Ordering::Relaxed),
            local: Counts::default(),
            remote: HashMap::new(),
            lost: false,
            retry_at: 0,
            rematch: [false; 2],
            creator_gone: Some(now_ms()),
        })
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Cmd>) {
        self.serve(&mut rx).await;
        // Leaving: the sockets relayed by other nodes reconnect (to whichever node runs the
        // game next); this node's close with the relay.
        rx.close();
        if let Some(cluster) = &self.cluster {
            for node in self.remote.keys() {
                let game = self.row.id.clone();
                cluster.tell(node, &BusMsg::Left { game });
            }
            if !self.lost {
                cluster.release(&self.row.id).await;
            }
        }
    }

    /// Sockets open here and on other nodes.
    fn count(&self) -> Counts {
        self.remote.values().fold(self.local, |mut all, c| {
            all.seats[0] += c.seats[0];
            all.seats[1] += c.seats[1];
            all.spectators += c.spectators;
            all
        })
    }

    async fn serve(&mut self, rx: &mut mpsc::Receiver<Cmd>) {
        let mut idle_since = now_ms();
        loop {
            if self.lost {
                return;
            }
            let deadline = match &self.live {
                // Over but not stored as such (a flag that fell while the game's node was
                // down, settled by the takeover): stored, and said, at once.
                Some(l) if l.outcome().is_some() && self.row.status != "ended" => {
                    Some(self.retry_at)
                }
                Some(l) => l.next_deadline().map(|d| d.max(self.retry_at)),
                None => None,
            };
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
                    } else if !self.count().any()
                        && now_ms().saturating_sub(idle_since) >= IDLE_MS {
                        return; // leaves memory; loaded again from the database on demand
                    }
                    continue;
                }
            };
            let Some(cmd) = cmd else { return };
            idle_since = now_ms();
            if let Cmd::Stop = cmd {
                self.lost = true;
                return;
            }
            self.handle(cmd).await;
        }
    }

    async fn handle(&mut self, cmd: Cmd) {
        match cmd {
            Cmd::Join { name, token, reply } => {
                let _ = reply.send(self.join(name, token).await);
            }
            Cmd::Connect {
                token,
                node,
                reply,
                answer,
            } => {
                let seat = token.and_then(|t| {
                    Color::ALL.into_iter().find(|c| {
                        self.seats[c.index()]
                            .as_ref()
                            .is_some_and(|s| token::same(&s.token, &t))
                    })
                });
                let before = self.count();
                let counts = match &node {
                    None => &mut self.local,
                    Some(n) => self.remote.entry(n.clone()).or_default(),
                };
                match seat {
                    Some(c) => counts.seats[c.index()] += 1,
                    None => counts.spectators += 1,
                }
                if let Some(c) = seat {
                    self.creator_gone = None;
                    if before.seats[c.index()] == 0 {
                        self.presence(c, true).await;
                    }
                }
                let relay = self.relay.subscribe();
                let hello = json!({"t": "hello", "v": protocol::VERSION, "seat": seat.map(Color::name), "game": self.public_json(), "now": now_ms()}).to_string();
                let link = Link {
                    epoch: self.epoch,
                    owner: None,
                };
                if let (Some(cluster), Some(n), Some((rid, game))) = (&self.cluster, &node, answer)
                {
                    let rep = Rep::Connected {
                        seat: seat.map(|s| s.index() as u8),
                        hello: hello.clone(),
                        epoch: self.epoch,
                        game,
                    };
                    cluster.tell(n, &BusMsg::Rep { rid, rep });
                }
                let connected = Connected {
                    seat,
                    hello,
                    relay,
                    link,
                };
                if reply.send(connected).is_err() && node.is_none() {
                    // The socket's request went away meanwhile (the client left): not counted.
                    self.uncount(seat, None).await;
                }
            }
            Cmd::Disconnect { seat, node, epoch } => {
                if epoch != self.epoch {
                    return; // counted by an earlier run of this game's task
                }
                self.uncount(seat, node).await;
            }
            Cmd::NodesGone(nodes) => {
                let before = self.count();
                self.remote
                    .retain(|n, _| !nodes.iter().any(|g| g.as_str() == &**n));
                self.seats_left(before).await;
            }
            Cmd::Stop => self.lost = true,
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

    /// A socket of `seat` on `node` (`None`: here) is gone.
    async fn uncount(&mut self, seat: Option<Color>, node: Option<Arc<str>>) {
        let before = self.count();
        let counts = match &node {
            None => &mut self.local,
            Some(n) => match self.remote.get_mut(n) {
                Some(c) => c,
                None => return,
            },
        };
        match seat {
            Some(c) => counts.seats[c.index()] = counts.seats[c.index()].saturating_sub(1),
            None => counts.spectators = counts.spectators.saturating_sub(1),
        }
        if let Some(n) = &node {
            if self.remote.get(n).is_some_and(|c| !c.any()) {
                self.remote.remove(n);
            }
        }
        self.seats_left(before).await;
    }

    /// Says which seats have no socket left since `before`.
    async fn seats_left(&mut self, before: Counts) {
        let now = self.count();
        for c in Color::ALL {
            if before.seats[c.index()] > 0 && now.seats[c.index()] == 0 {
                if now.seats == [0, 0] {
                    self.creator_gone = Some(now_ms());
                }
                self.presence(c, false).await;
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
        let counts = self.count();
        let player = |c: Color| {
            self.seats[c.index()].as_ref().map(|s| {
                json!({"name": s.name, "connected": counts.seats[c.index()] > 0, "claimAt": claim_at(c)})
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
            // The node running the game (several nodes on Postgres), else null.
            "node": self.cluster.as_ref().map(|c| c.node().to_string()),
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
        let Some(cluster) = &self.cluster else {
            return stored(self.store.update(&self.row).await);
        };
        match stored(cluster.save(&self.row).await)? {
            true => Ok(()),
            false => {
                // Another node runs the game now: this task stops, its sockets reconnect.
                self.lost = true;
                Err(HubError::Unavailable)
            }
        }
    }

    fn send(&self, message: String) {
        self.publish(Arc::from(message));
    }

    /// A message for every socket of the game: here, and on the other nodes.
    fn publish(&self, text: Arc<str>) {
        if let Some(cluster) = &self.cluster {
            for (node, counts) in &self.remote {
                if counts.any() {
                    let game = self.row.id.clone();
                    let text = text.to_string();
                    cluster.tell(node, &BusMsg::Relay { game, text });
                }
            }
        }
        let _ = self.relay.send(text);
    }

    /// Relays the live game's pending events.
    fn relay_events(&mut self) {
        let Some(live) = &mut self.live else { return };
        for e in live.take_events() {
            let text = format!("{{\"t\":\"event\",\"event\":{}}}", e.to_json());
            self.publish(Arc::from(text));
        }
    }

    async fn join(
        &mut self,
        name: Option<String>,
        chosen: Option<String>,
    ) -> Result<(Color, String), HubError> {
        // A join sent again (its answer was lost on the way): the seat its token already holds.
        if let Some(t) = &chosen {
            let held = Color::ALL.into_iter().find(|c| {
                self.seats[c.index()]
                    .as_ref()
                    .is_some_and(|s| token::same(&s.token, t))
            });
            if let Some(seat) = held {
                return Ok((seat, t.clone()));
            }
        }
        if self.row.status != "waiting" {
            return Err(HubError::Taken);
        }
        let Some(free) = Color::ALL
            .into_iter()
            .find(|c| self.seats[c.index()].is_none())
        else {
            return Err(HubError::Taken);
        };
        let token = chosen.unwrap_or_else(token::seat_token);
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
            self.lobby.changed();
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
            live.set_connected(c, self.count().seats[c.index()] > 0, now);
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
        let before = live.clone();
        if live.tick(now_ms()) && self.row.status != "ended" {
            if self.save().await.is_err() {
                // Not stored, not said: the flag falls again once the database answers (on
                // this node, or on the one that takes the game over) — never twice.
                self.live = Some(before);
                self.row.status = "playing".into();
                self.retry_at = now_ms() + 500;
                return;
            }
            self.retry_at = 0;
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
            self.lobby.changed();
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
        let saved = match &self.cluster {
            None => stored(self.store.insert_and_update(&row, &self.row).await),
            Some(cluster) => match stored(cluster.insert_and_save(&row, &self.row).await) {
                Ok(true) => Ok(()),
                Ok(false) => {
                    self.lost = true;
                    Err(HubError::Unavailable)
                }
                Err(e) => Err(e),
            },
        };
        if saved.is_err() {
            self.row.rematch = None;
            self.rematch = [false; 2];
            return protocol::error(id, "storage", "the rematch could not be stored; try again");
        }
        self.send(json!({"t": "rematch", "game": row.id}).to_string());
        protocol::ack(id, false)
    }
}
