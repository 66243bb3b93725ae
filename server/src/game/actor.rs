//! One game's task ([`Actor`]): it owns the game's row and the core's live game, takes the
//! game's commands one at a time from its queue, writes every change to the database before it
//! is acknowledged and relayed, counts the game's sockets (here and, in a cluster, on the other
//! nodes), and wakes up only for the game's next deadline.

use super::command::{Cmd, Handle};
use crate::chat;
use crate::clock::now_ms;
use crate::cluster::{BusMsg, Cluster, Rep};
use crate::lobby::{Lobby, SEEK_GRACE_MS};
use crate::protocol::{self, ClientMsg};
use crate::rating::{self, Speed};
use crate::store::{ChatCounts, ChatLine, GameRow, RatedEnd, Store};
use crate::token;
use crate::types::{stored, Connected, HubError, Link};
use alice_chess::live::{LiveError, LiveGame, OfferKind, Player, TimeControl};
use alice_chess::{Color, Position};
use serde_json::{json, Value};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};

/// How many messages a game's queue holds before senders wait.
const QUEUE: usize = 64;
/// How many relayed messages a slow socket may fall behind before it is resynchronised.
const FANOUT: usize = 256;
/// A game with no one connected leaves memory after this long (ms) once over, or waiting.
const IDLE_MS: u64 = 10 * 60_000;
/// … and a game still waiting for its second player (a friend link nobody has opened lately)
/// after this long: it costs memory only while someone looks at it.
const WAITING_IDLE_MS: u64 = 60_000;

/// A seat: who holds it.
#[derive(Clone, Debug)]
struct Seat {
    token: String,
    name: Option<String>,
    /// The account holding the seat (`None`: anonymous).
    user: Option<i64>,
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

/// Starts game `row`'s task (not yet listed anywhere: the caller keeps the handle); `down_at`:
/// taken over from a node that died then.
///
/// # Errors
/// [`HubError::Bad`]: the row's time control or state cannot be read.
pub(crate) fn start(
    row: GameRow,
    store: Store,
    lobby: Lobby,
    cluster: Option<Arc<Cluster>>,
    down_at: Option<u64>,
) -> Result<Handle, HubError> {
    let actor = Actor::from_row(row, store, lobby, cluster, down_at)?;
    let (tx, rx) = mpsc::channel(QUEUE);
    tokio::spawn(actor.run(rx));
    Ok(Handle { tx })
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
    /// The chat: each room's last [`chat::KEPT`] lines (the players', the spectators'), how
    /// many lines each room holds, the next line's number, and each seat's last lines' times
    /// (its limit; a spectator's are counted by its socket and address).
    chat: Vec<ChatLine>,
    spectator_chat: Vec<ChatLine>,
    chat_counts: ChatCounts,
    chat_times: [VecDeque<u64>; 2],
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
                user: row.users[i],
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
            chat: Vec::new(),
            spectator_chat: Vec::new(),
            chat_counts: ChatCounts::default(),
            chat_times: Default::default(),
        })
    }

    async fn run(mut self, mut rx: mpsc::Receiver<Cmd>) {
        // A game that has begun may have a chat (a new one has none: no query).
        if self.row.status != "waiting" {
            let id = &self.row.id;
            let read = async {
                let counts = self.store.chat_counts(id).await?;
                let players = self.store.chat_of(id, chat::PLAYER, chat::KEPT).await?;
                let spectators = self.store.chat_of(id, chat::SPECTATOR, chat::KEPT).await?;
                Ok::<_, crate::store::StoreError>((counts, players, spectators))
            };
            match read.await {
                Ok((counts, players, spectators)) => {
                    self.chat_counts = counts;
                    self.chat = players;
                    self.spectator_chat = spectators;
                }
                Err(e) => tracing::error!(error = %e, game = %self.row.id, "database: the chat"),
            }
        }
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
            let idle_ms = if self.live.is_none() {
                WAITING_IDLE_MS
            } else {
                IDLE_MS
            };
            let wait = match deadline.or(seek_expires) {
                Some(d) => d.saturating_sub(now_ms()),
                None => idle_ms,
            };
            let cmd = tokio::select! {
                cmd = rx.recv() => cmd,
                () = tokio::time::sleep(std::time::Duration::from_millis(wait)) => {
                    if deadline.is_some() {
                        self.tick().await;
                    } else if seek_expires.is_some_and(|at| now_ms() >= at) {
                        let _ = self.cancel().await;
                    } else if !self.count().any()
                        && now_ms().saturating_sub(idle_since) >= idle_ms {
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
            Cmd::Join {
                name,
                token,
                user,
                reply,
            } => {
                let _ = reply.send(self.join(name, token, user).await);
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
                let mut hello = json!({"t": "hello", "v": protocol::VERSION, "seat": seat.map(Color::name), "game": self.public_json(), "now": now_ms()});
                // Each its own room: a player's, the players'; a spectator's, the spectators'.
                hello["chat"] = json!(if seat.is_some() {
                    &self.chat
                } else {
                    &self.spectator_chat
                });
                // Once the game is over a player reads the spectators' room too.
                if seat.is_some() && self.over() {
                    hello["spectatorChat"] = json!(&self.spectator_chat);
                }
                let hello = hello.to_string();
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
            Cmd::SpectatorChat {
                name,
                id,
                text,
                reply,
            } => {
                let answer = self.say(chat::SPECTATOR, None, name, id, &text).await;
                let _ = reply.send(answer);
            }
            Cmd::ClaimSeat {
                token,
                user,
                name,
                reply,
            } => {
                let _ = reply.send(self.claim_seat(&token, user, name).await);
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
            "rated": self.row.rated,
            "speed": Speed::of(self.control).map(Speed::name),
            // The players' ratings in the game's speed as of its start (accounts only), each
            // with its change (`diff`) and the rating after it (`after`) once a rated game ended.
            "ratings": self.ratings(),
            // The node running the game (several nodes on Postgres), else null.
            "node": self.cluster.as_ref().map(|c| c.node().to_string()),
        })
    }

    /// The game's `ratings` (see [`GameRow::ratings`]), `{}` without.
    fn ratings(&self) -> Value {
        self.row
            .ratings
            .as_deref()
            .and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_else(|| json!({}))
    }

    /// What ends this game rated, if its last change ended it: a rated game between two
    /// accounts with a result (an aborted game is not rated).
    fn rated_end(&self) -> Option<RatedEnd> {
        if !self.row.rated {
            return None;
        }
        let outcome = self.live.as_ref()?.outcome()?;
        let score = rating::white_score(outcome.result())?;
        let users = [self.seats[0].as_ref()?.user?, self.seats[1].as_ref()?.user?];
        Some(RatedEnd {
            users,
            speed: Speed::of(self.control)?,
            score,
            now: self.row.updated,
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

    /// Writes the row (with the live game's state) to the database; the end of a rated game
    /// with both players' new ratings, in one transaction.
    async fn save(&mut self) -> Result<(), HubError> {
        self.save_at(now_ms()).await
    }

    /// [`Actor::save`], the row's `updated` set to `at`.
    async fn save_at(&mut self, at: u64) -> Result<(), HubError> {
        let was_over = self.row.status == "ended";
        self.row.updated = at;
        if let Some(live) = &self.live {
            self.row.state = Some(live.to_json(self.row.updated));
            if live.outcome().is_some() {
                self.row.status = "ended".into();
            }
        }
        for c in Color::ALL {
            self.row.tokens[c.index()] = self.seats[c.index()].as_ref().map(|s| s.token.clone());
            self.row.names[c.index()] = self.seats[c.index()].as_ref().and_then(|s| s.name.clone());
            self.row.users[c.index()] = self.seats[c.index()].as_ref().and_then(|s| s.user);
        }
        if let Some(end) = self.rated_end().filter(|_| !was_over) {
            let written = match &self.cluster {
                None => stored(self.store.end_rated(&self.row, end).await)?,
                Some(cluster) => match stored(cluster.end_rated(&self.row, end).await)? {
                    Some(row) => row,
                    None => {
                        self.lost = true;
                        return Err(HubError::Unavailable);
                    }
                },
            };
            self.row.ratings = written.ratings;
            return Ok(());
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

    /// The seat `token` holds joins account `user` (its player signed up or in after taking it
    /// anonymously): from now on it is the account's, under the account's `name` — on the
    /// board, in the stored row (the lobby, the games being played, the account's games), in
    /// the PGN — and every socket is told (`players`). Not if the seat is an account's already
    /// or the other seat is this account's (`false`). An ended game keeps its `updated` (the
    /// lists of games are ordered by it: a claim is no change of the game).
    async fn claim_seat(&mut self, token: &str, user: i64, name: String) -> Result<bool, HubError> {
        let Some(color) = Color::ALL.into_iter().find(|c| {
            self.seats[c.index()]
                .as_ref()
                .is_some_and(|s| token::same(&s.token, token))
        }) else {
            return Ok(false);
        };
        let other = self.seats[color.other().index()]
            .as_ref()
            .and_then(|s| s.user);
        let Some(seat) = &mut self.seats[color.index()] else {
            return Ok(false);
        };
        if seat.user.is_some() || other == Some(user) {
            return Ok(false);
        }
        let before = (
            seat.clone(),
            self.live.as_ref().map(|l| l.player(color).clone()),
            self.row.ratings.clone(),
        );
        seat.user = Some(user);
        seat.name = Some(name.clone());
        // A seek still waiting shows its creator's rating in the lobby, now the account's.
        if let (None, Some(speed)) = (&self.live, Speed::of(self.control)) {
            let perf = match stored(self.store.perf(user, speed).await) {
                Ok(p) => p,
                Err(e) => {
                    self.seats[color.index()] = Some(before.0);
                    return Err(e);
                }
            };
            let mut ratings = self.ratings();
            ratings[color.name()] = perf.json();
            self.row.ratings = Some(ratings.to_string());
        }
        if let Some(live) = &mut self.live {
            let rating = live.player(color).rating;
            let _ = live.set_player(
                color,
                Player {
                    name: Some(name),
                    rating,
                },
            );
        }
        let at = if self.row.status == "ended" {
            self.row.updated
        } else {
            now_ms()
        };
        if let Err(e) = self.save_at(at).await {
            // Not stored: not done.
            let (seat, player, ratings) = before;
            self.seats[color.index()] = Some(seat);
            self.row.ratings = ratings;
            if let (Some(live), Some(player)) = (&mut self.live, player) {
                let _ = live.set_player(color, player);
            }
            return Err(e);
        }
        self.send(json!({"t": "players", "game": self.public_json(), "now": now_ms()}).to_string());
        if self.row.seek && self.row.status == "waiting" {
            self.lobby.changed();
        }
        Ok(true)
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
        let events = live.take_events();
        for e in events {
            let ended = matches!(e.kind, alice_chess::live::EventKind::End { .. });
            let mut event = e.to_json();
            // A rated game's end carries the players' rating changes.
            if self.row.rated && self.row.status == "ended" {
                if let Ok(mut v) = serde_json::from_str::<Value>(&event) {
                    let ratings = self.ratings();
                    if v["type"] == "end" && !ratings["white"]["diff"].is_null() {
                        v["ratingDiffs"] = json!({
                            "white": ratings["white"]["diff"],
                            "black": ratings["black"]["diff"],
                        });
                        event = v.to_string();
                    }
                }
            }
            let text = format!("{{\"t\":\"event\",\"event\":{event}}}");
            self.publish(Arc::from(text));
            if ended {
                // The spectators' room opens to the players: its last lines, for every socket.
                let lines = json!({"t": "spectator-chat", "chat": &self.spectator_chat});
                self.send(lines.to_string());
            }
        }
    }

    async fn join(
        &mut self,
        name: Option<String>,
        chosen: Option<String>,
        user: Option<i64>,
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
        if user.is_some()
            && self.seats[free.other().index()]
                .as_ref()
                .and_then(|s| s.user)
                == user
        {
            return Err(HubError::Bad(
                "this is your own game: an account cannot take both seats".into(),
            ));
        }
        let before = (
            self.seats.clone(),
            self.row.status.clone(),
            self.row.ratings.clone(),
            self.row.rated,
        );
        // A computer's rated seek is casual for an anonymous player.
        if self.row.rated && user.is_none() && self.creator_is_bot(free).await? {
            self.row.rated = false;
        }
        let ratings = match self.join_ratings(free, user).await {
            Ok(r) => r,
            Err(e) => {
                self.row.rated = before.3;
                return Err(e);
            }
        };
        let token = chosen.unwrap_or_else(token::seat_token);
        self.seats[free.index()] = Some(Seat {
            token: token.clone(),
            name,
            user,
        });
        self.row.ratings = ratings;
        self.start();
        if let Err(e) = self.save().await {
            // Not stored: not done.
            (
                self.seats,
                self.row.status,
                self.row.ratings,
                self.row.rated,
            ) = before;
            self.live = None;
            return Err(e);
        }
        self.announce_start();
        if self.row.seek {
            self.lobby.changed();
        }
        Ok((free, token))
    }

    /// Whether the seat other than `free` is held by a bot account (title `BOT`): the
    /// server's computer players, whose rated seeks an anonymous player joins casual.
    async fn creator_is_bot(&self, free: Color) -> Result<bool, HubError> {
        let Some(user) = self.seats[free.other().index()]
            .as_ref()
            .and_then(|s| s.user)
        else {
            return Ok(false);
        };
        let row = stored(self.store.user_by_id(user).await)?;
        Ok(row.is_some_and(|u| u.title.as_deref() == Some(crate::botapi::BOT_TITLE)))
    }

    /// The players' ratings as the game starts, `user` joining on `free` — or why `user` may
    /// not join: a rated game needs an account, a seek's rating range a rating within it.
    async fn join_ratings(
        &self,
        free: Color,
        user: Option<i64>,
    ) -> Result<Option<String>, HubError> {
        let refuse = |code: &str, message: String| HubError::Forbidden {
            code: code.into(),
            message,
        };
        if self.row.rated && user.is_none() {
            return Err(refuse(
                "rated-anonymous",
                "a rated game is played between two accounts: sign in to join it".into(),
            ));
        }
        let Some(speed) = Speed::of(self.control) else {
            return Ok(None);
        };
        let joiner = match user {
            Some(u) => Some(stored(self.store.perf(u, speed).await)?),
            None => None,
        };
        if let [Some(min), Some(max)] = self.row.rating_range {
            let Some(perf) = joiner else {
                return Err(refuse(
                    "rating-range",
                    format!("this game asks for a rating from {min} to {max}: sign in to join it"),
                ));
            };
            let shown = perf.glicko.shown();
            if shown < i64::from(min) || shown > i64::from(max) {
                return Err(refuse(
                    "rating-range",
                    format!(
                        "your {} rating, {shown}, is outside this game's range: {min} to {max}",
                        speed.name()
                    ),
                ));
            }
        }
        let creator = free.other();
        let creator = match self.seats[creator.index()].as_ref().and_then(|s| s.user) {
            Some(u) => Some(stored(self.store.perf(u, speed).await)?),
            None => None,
        };
        let mut ratings = json!({});
        if let Some(p) = creator {
            ratings[free.other().name()] = p.json();
        }
        if let Some(p) = joiner {
            ratings[free.name()] = p.json();
        }
        Ok((ratings != json!({})).then(|| ratings.to_string()))
    }

    /// The rating shown beside `color`'s name (the game's start's), if any.
    fn shown_rating(&self, color: Color) -> Option<u32> {
        self.ratings()[color.name()]["rating"]
            .as_u64()
            .and_then(|r| u32::try_from(r).ok())
    }

    /// Both seats are taken: the live game begins now.
    fn start(&mut self) {
        let now = now_ms();
        let mut live = LiveGame::new(Position::start(), self.control, now);
        for c in Color::ALL {
            let name = self.seats[c.index()].as_ref().and_then(|s| s.name.clone());
            let rating = self.shown_rating(c);
            let _ = live.set_player(c, Player { name, rating });
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

    /// Whether the game is over (its spectators' room open to the players).
    fn over(&self) -> bool {
        self.live.as_ref().is_some_and(|l| l.outcome().is_some())
    }

    /// A line of chat in `room` ([`chat::PLAYER`] or [`chat::SPECTATOR`]) from `seat` (a
    /// player: the players' room, or once the game is over the spectators' too), or from a
    /// spectator (`None`: under `name`, already limited by its socket and address): cleaned,
    /// limited, stored, then relayed to that room's sockets.
    async fn say(
        &mut self,
        room: &'static str,
        seat: Option<Color>,
        name: Option<String>,
        id: Option<u64>,
        text: &str,
    ) -> String {
        if self.live.is_none() {
            return protocol::error(id, "waiting", "the chat opens when the opponent joins");
        }
        if seat.is_some() && room == chat::SPECTATOR && !self.over() {
            return protocol::error(
                id,
                "chat-room",
                "the spectators' room opens to the players when the game is over",
            );
        }
        let text = match chat::clean(text) {
            Ok(t) => t,
            Err(why) => return protocol::error(id, "chat", &why),
        };
        let held = if room == chat::PLAYER {
            self.chat_counts.player
        } else {
            self.chat_counts.spectator
        };
        if held >= chat::MAX_LINES {
            return protocol::error(id, "chat-full", "this game's chat is full");
        }
        let now = now_ms();
        if let Some(seat) = seat {
            let times = &mut self.chat_times[seat.index()];
            while times
                .front()
                .is_some_and(|t| now.saturating_sub(*t) >= chat::WINDOW_MS)
            {
                times.pop_front();
            }
            if times.len() >= chat::BURST {
                return protocol::error(id, "chat-throttled", "too many lines: wait a few seconds");
            }
        }
        let line = ChatLine {
            seq: self.chat_counts.next,
            room: room.into(),
            seat: seat.map(|s| s.name().to_string()),
            name: match seat {
                Some(seat) => self.seats[seat.index()]
                    .as_ref()
                    .and_then(|s| s.name.clone()),
                None => name,
            },
            text,
            at: now,
        };
        if let Err(e) = self.store.add_chat(&self.row.id, &line).await {
            crate::metrics::METRICS.store_errors.inc();
            tracing::error!(error = %e, game = %self.row.id, "database: a chat line");
            return protocol::error(id, "storage", "the line could not be stored; try again");
        }
        self.chat_counts.next += 1;
        self.send(chat::relayed(&line, self.over()));
        if let Some(seat) = seat {
            self.chat_times[seat.index()].push_back(now);
        }
        let kept = if room == chat::PLAYER {
            self.chat_counts.player += 1;
            &mut self.chat
        } else {
            self.chat_counts.spectator += 1;
            &mut self.spectator_chat
        };
        kept.push(line);
        if kept.len() > chat::KEPT {
            kept.remove(0);
        }
        protocol::ack(id, false)
    }

    async fn act(&mut self, seat: Color, msg: ClientMsg) -> String {
        let id = msg.id();
        if let ClientMsg::Ping { .. } = msg {
            return json!({"t": "pong", "id": id, "now": now_ms()}).to_string();
        }
        if let ClientMsg::Rematch { .. } = msg {
            return self.rematch(seat, id).await;
        }
        if let ClientMsg::Chat { text, room, .. } = &msg {
            let room = match room {
                Some(protocol::ChatRoom::Spectator) => chat::SPECTATOR,
                _ => chat::PLAYER,
            };
            return self.say(room, Some(seat), None, id, text).await;
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
            ClientMsg::Ping { .. } | ClientMsg::Rematch { .. } | ClientMsg::Chat { .. } => {
                unreachable!("answered above")
            }
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
            rated: self.row.rated,
            ..GameRow::default()
        };
        // The players' ratings now: after this game's (when rated), else as of its start.
        let old = self.ratings();
        let mut ratings = json!({});
        for c in Color::ALL {
            let mine = &old[c.other().name()];
            let now_rating = if mine["after"].is_object() {
                mine["after"].clone()
            } else {
                mine.clone()
            };
            if now_rating.is_object() {
                let mut r = now_rating;
                if let Some(o) = r.as_object_mut() {
                    o.remove("diff");
                    o.remove("after");
                }
                ratings[c.name()] = r;
            }
        }
        if ratings != json!({}) {
            row.ratings = Some(ratings.to_string());
        }
        for c in Color::ALL {
            let s = self.seats[c.other().index()].clone();
            row.tokens[c.index()] = s.as_ref().map(|s| s.token.clone());
            row.users[c.index()] = s.as_ref().and_then(|s| s.user);
            row.names[c.index()] = s.and_then(|s| s.name);
        }
        let mut live = LiveGame::new(Position::start(), self.control, now);
        let shown = |c: Color| {
            ratings[c.name()]["rating"]
                .as_u64()
                .and_then(|r| u32::try_from(r).ok())
        };
        for c in Color::ALL {
            let _ = live.set_player(
                c,
                Player {
                    name: row.names[c.index()].clone(),
                    rating: shown(c),
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
