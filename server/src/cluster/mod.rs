//! Several server processes ("nodes") serving one site, on one Postgres database.
//!
//! A game is **run by one node at a time**, its owner (the `owner` column of its row): that
//! node's task for the game (module `game`) validates every action, runs the clock and
//! writes the game, exactly as a single server does. A player or spectator may be connected to
//! any node; a node that does not run the game is a **relay** for it: it forwards the socket's
//! actions to the owner and the owner's messages back to its sockets, over Postgres
//! `LISTEN`/`NOTIFY` ([`bus`]). Why Postgres rather than Redis: the database is already there
//! and already needed by every node (no second service to run, secure and back up); its
//! notifications are ordered per sender and cost one statement each; measured in
//! `docs/SCALING.md`.
//!
//! **Ownership is a lease.** Each node writes a heartbeat to `nodes` every second
//! ([`HEARTBEAT`]) saying it is alive for [`LEASE_MS`] more (in the database's clock, so the
//! nodes' own clocks do not matter); a game whose owner's heartbeat has run out may be taken by
//! any node ([`Cluster::claim`], and [`Cluster::orphans`], which every healthy node runs each
//! second so that a game nobody is connected to still has its clock run). Every write of a game
//! is **fenced**: `… WHERE owner = me`, so a node that lost a game (it was cut off, another took
//! over) cannot write it again — its task learns so and stops. A node that could not renew its
//! heartbeat for [`FENCE_MS`] (shorter than the lease) stops running games and refuses sockets
//! by itself: it cannot store moves anyway, and its players should reconnect elsewhere.
//!
//! A game taken over from a dead node has its running clock charged up to that node's last
//! heartbeat (the player was thinking), and the few seconds after it — the takeover — not.

pub mod bus;
mod leases;
mod messages;

use crate::store::postgres::Postgres;
use crate::store::{GameRow, StoreError};
use crate::types::HubError;
use bus::{Bus, Incoming};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, mpsc, oneshot};

pub use leases::{Claim, LEASE_MS};
pub use messages::{BusMsg, Rep, Req};

/// How often a node writes its heartbeat (and looks for games to take over).
pub const HEARTBEAT: Duration = Duration::from_secs(1);
/// A node whose last heartbeat that reached the database is older than this (ms) stops serving
/// games: before its lease can run out in the others' eyes.
pub const FENCE_MS: u64 = 3_500;
/// How long a node waits for the owner's answer.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(4);
/// How many orphaned games a node takes at once.
const ORPHANS: usize = 1_000;
/// How many relayed messages a remote socket may fall behind.
const FANOUT: usize = 256;

/// A request from another node, for the hub to serve.
#[derive(Debug)]
pub struct Request {
    /// The asking node.
    pub from: Arc<str>,
    /// The request's id (0: no reply wanted).
    pub rid: u64,
    /// The game.
    pub game: String,
    /// What is asked.
    pub req: Req,
}

/// What other nodes want of this node's hub.
#[derive(Debug)]
pub enum Inbound {
    /// A request about a game.
    Request(Request),
    /// The node closed all the sockets it relayed ([`BusMsg::Reset`]).
    Reset(Arc<str>),
}

/// The sockets of a game that this node relays for its owner.
struct Proxy {
    owner: Arc<str>,
    relay: broadcast::Sender<Arc<str>>,
}

/// What a reply completes.
struct Pending {
    reply: oneshot::Sender<(Rep, Option<broadcast::Receiver<Arc<str>>>)>,
    /// For a connect: the game whose relayed messages the socket subscribes to, in order with
    /// the reply.
    subscribe: Option<String>,
}

/// This node's part in the cluster.
pub struct Cluster {
    node: Arc<str>,
    db: Postgres,
    bus: Bus,
    lobby: broadcast::Sender<()>,
    next_rid: AtomicU64,
    pending: Mutex<HashMap<u64, Pending>>,
    proxies: Mutex<HashMap<String, Proxy>>,
    alive: Mutex<HashSet<String>>,
    /// The eldest node alive at the last heartbeat: the leader ([`Cluster::leads`]).
    eldest: Mutex<Option<String>>,
    /// When the last heartbeat that reached the database was sent.
    last_beat: Mutex<Option<Instant>>,
    /// The heartbeat's own connection (not the pool's: a node busy with moves, its pool full,
    /// is still alive), made again when it breaks.
    beat_client: tokio::sync::Mutex<Option<tokio_postgres::Client>>,
    url: String,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Cluster {
    /// Joins the cluster on the database at `url` (already opened as `db`) as a new node: its
    /// first heartbeat written, its channel listened to. Returns what other nodes send.
    ///
    /// # Errors
    /// The heartbeat cannot be written.
    pub async fn join(
        url: &str,
        db: Postgres,
        lobby: broadcast::Sender<()>,
    ) -> anyhow::Result<(Arc<Cluster>, mpsc::UnboundedReceiver<Inbound>)> {
        let node = crate::token::node_id();
        eprintln!("cluster: node {node} joins");
        let (bus, incoming) = Bus::start(url, &node);
        let cluster = Arc::new(Cluster {
            node: Arc::from(node.as_str()),
            db,
            bus,
            lobby,
            next_rid: AtomicU64::new(1),
            pending: Mutex::new(HashMap::new()),
            proxies: Mutex::new(HashMap::new()),
            alive: Mutex::new(HashSet::new()),
            eldest: Mutex::new(None),
            last_beat: Mutex::new(None),
            beat_client: tokio::sync::Mutex::new(None),
            url: url.to_string(),
        });
        cluster
            .beat()
            .await
            .map_err(|e| anyhow::anyhow!("the node's heartbeat cannot be written: {e}"))?;
        let (req_tx, req_rx) = mpsc::unbounded_channel();
        tokio::spawn(cluster.clone().dispatch(incoming, req_tx));
        Ok((cluster, req_rx))
    }

    /// This node's id.
    pub fn node(&self) -> &Arc<str> {
        &self.node
    }

    /// Whether this node may serve games: its heartbeat reached the database recently.
    pub fn healthy(&self) -> bool {
        lock(&self.last_beat).is_some_and(|t| t.elapsed().as_millis() < u128::from(FENCE_MS))
    }

    /// Writes the heartbeat; returns the nodes that were alive at the last beat and no longer
    /// are.
    ///
    /// # Errors
    /// The database's.
    pub async fn beat(&self) -> Result<Vec<String>, StoreError> {
        let sent = Instant::now();
        let mut client = self.beat_client.lock().await;
        if client.as_ref().is_none_or(|c| c.is_closed()) {
            let connect = tokio_postgres::connect(&self.url, tokio_postgres::NoTls);
            let (c, connection) = tokio::time::timeout(HEARTBEAT, connect)
                .await
                .map_err(|_| StoreError("postgres: no connection in time".into()))??;
            tokio::spawn(connection);
            *client = Some(c);
        }
        let beat = match client.as_ref() {
            // In time or not at all: a connection that died silently is not used again.
            Some(c) => tokio::time::timeout(HEARTBEAT, leases::heartbeat(c, &self.node))
                .await
                .unwrap_or_else(|_| Err(StoreError("postgres: the heartbeat timed out".into()))),
            None => Err(StoreError("postgres: no connection".into())),
        };
        if beat.is_err() {
            *client = None;
        }
        drop(client);
        let alive = beat?;
        *lock(&self.eldest) = alive.first().cloned();
        let alive: HashSet<String> = alive.into_iter().collect();
        *lock(&self.last_beat) = Some(sent);
        let mut known = lock(&self.alive);
        let gone: Vec<String> = known.difference(&alive).cloned().collect();
        *known = alive;
        Ok(gone)
    }

    /// Whether `node` was alive at the last heartbeat.
    pub fn is_alive(&self, node: &str) -> bool {
        lock(&self.alive).contains(node)
    }

    /// Whether this node leads the cluster: it is healthy and the eldest of the nodes alive at
    /// the last heartbeat (alive the longest without a lapse; all nodes agree, from the same
    /// table, within a heartbeat). A node that starts never takes the lead from one that runs,
    /// so the lead changes only when its node dies or is cut off. The leader alone offers the
    /// computer players' seeks.
    pub fn leads(&self) -> bool {
        self.healthy() && lock(&self.eldest).as_deref() == Some(&*self.node)
    }

    /// Takes game `id` if it is free (no owner, or a dead one) or already this node's.
    ///
    /// # Errors
    /// The database's.
    pub async fn claim(&self, id: &str) -> Result<Claim, StoreError> {
        leases::claim(&self.db, id, &self.node).await
    }

    /// Takes the games that need a node (playing, or an open seek) whose owner is dead.
    ///
    /// # Errors
    /// The database's.
    pub async fn orphans(&self) -> Result<Vec<(GameRow, Option<u64>)>, StoreError> {
        leases::orphans(&self.db, &self.node, ORPHANS).await
    }

    /// The games this node owns that need a node (after a step-down: nobody ran them).
    ///
    /// # Errors
    /// The database's.
    pub async fn own(&self) -> Result<Vec<GameRow>, StoreError> {
        leases::own(&self.db, &self.node).await
    }

    /// When the last heartbeat that reached the database was sent (this node's clock, ms).
    pub fn last_beat_ms(&self) -> Option<u64> {
        lock(&self.last_beat)
            .map(|t| crate::clock::now_ms().saturating_sub(t.elapsed().as_millis() as u64))
    }

    /// Inserts a new game owned by this node.
    ///
    /// # Errors
    /// The database's.
    pub async fn insert(&self, row: &GameRow) -> Result<(), StoreError> {
        leases::insert(&self.db, row, &self.node).await
    }

    /// Writes a game this node owns; `false`: it does not own it any more (nothing written).
    ///
    /// # Errors
    /// The database's.
    pub async fn save(&self, row: &GameRow) -> Result<bool, StoreError> {
        leases::save(&self.db, row, &self.node).await
    }

    /// Stores a rated game's end with both players' ratings, in one transaction fenced as
    /// [`Cluster::save`]: `None` when this node does not own the game any more (nothing
    /// written, the ratings untouched); else the row as written.
    ///
    /// # Errors
    /// The database's (then nothing is stored).
    pub async fn end_rated(
        &self,
        row: &GameRow,
        end: crate::store::RatedEnd,
    ) -> Result<Option<GameRow>, StoreError> {
        Box::pin(self.db.end_rated(row, end, Some(&self.node))).await
    }

    /// Inserts `new` (owned by this node) and writes `old` (owned by it), both or neither;
    /// `false`: `old` is not this node's any more.
    ///
    /// # Errors
    /// The database's.
    pub async fn insert_and_save(&self, new: &GameRow, old: &GameRow) -> Result<bool, StoreError> {
        leases::insert_and_save(&self.db, new, old, &self.node).await
    }

    /// Gives game `id` up (its task left memory).
    pub async fn release(&self, id: &str) {
        let _ = leases::release(&self.db, id, &self.node).await;
    }

    /// Sends `msg` to `node`.
    pub fn tell(&self, node: &str, msg: &BusMsg) {
        self.bus.send(node, msg);
    }

    /// Tells every other live node that the open seeks changed.
    pub fn lobby_changed(&self) {
        self.tell_others(&BusMsg::Lobby);
    }

    /// Sends `msg` to every other node alive at the last heartbeat.
    fn tell_others(&self, msg: &BusMsg) {
        let nodes: Vec<String> = lock(&self.alive).iter().cloned().collect();
        for n in nodes.iter().filter(|n| n.as_str() != &*self.node) {
            self.bus.send(n, msg);
        }
    }

    /// The owner this node relays game `id` for, if it does.
    pub fn relayed_by(&self, id: &str) -> Option<Arc<str>> {
        lock(&self.proxies).get(id).map(|p| p.owner.clone())
    }

    /// Stops relaying the games of `owner` (or every game): their sockets here close, and
    /// reconnect to whichever node runs the game now.
    pub fn drop_relays(&self, owner: Option<&str>) {
        lock(&self.proxies).retain(|_, p| owner.is_some_and(|o| &*p.owner != o));
    }

    /// Forgets relays no socket uses any more.
    pub fn sweep_relays(&self) {
        lock(&self.proxies).retain(|_, p| p.relay.receiver_count() > 0);
    }

    /// Asks `owner` about `game`; for a connect, the socket's subscription to the relayed
    /// messages comes with the reply.
    ///
    /// # Errors
    /// [`HubError::Unavailable`]: no answer in time.
    pub async fn call(
        &self,
        owner: &str,
        game: &str,
        req: Req,
    ) -> Result<(Rep, Option<broadcast::Receiver<Arc<str>>>), HubError> {
        let rid = self.next_rid.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = oneshot::channel();
        let subscribe = matches!(req, Req::Connect { .. }).then(|| game.to_string());
        lock(&self.pending).insert(
            rid,
            Pending {
                reply: tx,
                subscribe,
            },
        );
        self.bus.send(
            owner,
            &BusMsg::Req {
                rid,
                game: game.to_string(),
                req,
            },
        );
        // However this call ends (answered, timed out, or dropped with its socket's request),
        // its entry goes: a reply that comes later is then uncounted (see `dispatch`).
        struct Forget<'a>(&'a Cluster, u64);
        impl Drop for Forget<'_> {
            fn drop(&mut self) {
                lock(&self.0.pending).remove(&self.1);
            }
        }
        let _forget = Forget(self, rid);
        match tokio::time::timeout(CALL_TIMEOUT, rx).await {
            Ok(Ok(answer)) => Ok(answer),
            _ => Err(HubError::Unavailable),
        }
    }

    /// Sends a request that wants no reply.
    pub fn notify(&self, owner: &str, game: &str, req: Req) {
        self.bus.send(
            owner,
            &BusMsg::Req {
                rid: 0,
                game: game.to_string(),
                req,
            },
        );
    }

    /// Replies to another node's request.
    pub fn reply(&self, request: &Request, rep: Rep) {
        if request.rid != 0 {
            self.bus.send(
                &request.from,
                &BusMsg::Rep {
                    rid: request.rid,
                    rep,
                },
            );
        }
    }

    async fn dispatch(
        self: Arc<Self>,
        mut incoming: mpsc::UnboundedReceiver<Incoming>,
        requests: mpsc::UnboundedSender<Inbound>,
    ) {
        while let Some(message) = incoming.recv().await {
            let (from, msg) = match message {
                Incoming::Message { from, msg } => (from, msg),
                // Messages may have been lost: every relayed socket starts again, and the owners
                // forget them (their goodbyes may be among what was lost).
                Incoming::Lost => {
                    self.drop_relays(None);
                    continue;
                }
                Incoming::Listening => {
                    self.drop_relays(None);
                    self.tell_others(&BusMsg::Reset);
                    continue;
                }
            };
            match msg {
                BusMsg::Req { rid, game, req } => {
                    let from = Arc::from(from.as_str());
                    if requests
                        .send(Inbound::Request(Request {
                            from,
                            rid,
                            game,
                            req,
                        }))
                        .is_err()
                    {
                        return;
                    }
                }
                BusMsg::Rep { rid, rep } => {
                    let Some(pending) = lock(&self.pending).remove(&rid) else {
                        // Too late: the socket it was for was refused meanwhile. The owner
                        // counted it: uncount it.
                        if let Rep::Connected {
                            seat, epoch, game, ..
                        } = rep
                        {
                            self.notify(&from, &game, Req::Disconnect { seat, epoch });
                        }
                        continue;
                    };
                    let receiver = match (&pending.subscribe, &rep) {
                        (Some(game), Rep::Connected { .. }) => {
                            let mut proxies = lock(&self.proxies);
                            let proxy = proxies.entry(game.clone()).or_insert_with(|| Proxy {
                                owner: Arc::from(from.as_str()),
                                relay: broadcast::channel(FANOUT).0,
                            });
                            if &*proxy.owner != from.as_str() {
                                // The game moved: the sockets of the old owner reconnect.
                                *proxy = Proxy {
                                    owner: Arc::from(from.as_str()),
                                    relay: broadcast::channel(FANOUT).0,
                                };
                            }
                            Some(proxy.relay.subscribe())
                        }
                        _ => None,
                    };
                    if let Err((
                        Rep::Connected {
                            seat, epoch, game, ..
                        },
                        _,
                    )) = pending.reply.send((rep, receiver))
                    {
                        // The socket's request went away meanwhile: uncount it.
                        self.notify(&from, &game, Req::Disconnect { seat, epoch });
                    }
                }
                BusMsg::Relay { game, text } => {
                    let mut proxies = lock(&self.proxies);
                    if let Some(p) = proxies.get(&game) {
                        if &*p.owner == from.as_str() && p.relay.send(Arc::from(text)).is_err() {
                            proxies.remove(&game);
                        }
                    }
                }
                BusMsg::Left { game } => {
                    let mut proxies = lock(&self.proxies);
                    if proxies
                        .get(&game)
                        .is_some_and(|p| &*p.owner == from.as_str())
                    {
                        proxies.remove(&game);
                    }
                }
                BusMsg::Lobby => {
                    let _ = self.lobby.send(());
                }
                BusMsg::Reset => {
                    if requests
                        .send(Inbound::Reset(Arc::from(from.as_str())))
                        .is_err()
                    {
                        return;
                    }
                }
            }
        }
    }
}
