//! The hub's side of the cluster: serving the other nodes' requests about the games this node
//! runs, and this node's upkeep — its heartbeat, the games of dead nodes taken over, and
//! stepping down when cut off from the database.

use super::{color, Hub};
use crate::clock::now_ms;
use crate::cluster::{self, Claim, Cluster, Rep, Req, Request};
use crate::game::Cmd;
use crate::types::{stored, HubError};
use std::sync::Arc;
use tokio::sync::oneshot;

impl Hub {
    /// Cluster: runs here the games whose owner died.
    pub(super) async fn take_orphans(&self) -> Result<(), HubError> {
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
            Req::SpectatorChat { name, id, text } => {
                let (tx, rx) = oneshot::channel();
                let _ = handle
                    .tx
                    .send(Cmd::SpectatorChat {
                        name,
                        id,
                        text,
                        reply: tx,
                    })
                    .await;
                rx.await.ok().map(|text| Rep::Answer { text })
            }
            Req::Join { name, token, user } => {
                let (tx, rx) = oneshot::channel();
                let _ = handle
                    .tx
                    .send(Cmd::Join {
                        name,
                        token,
                        user,
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
            Req::ClaimSeat { token, user, name } => {
                let (tx, rx) = oneshot::channel();
                let _ = handle
                    .tx
                    .send(Cmd::ClaimSeat {
                        token,
                        user,
                        name,
                        reply: tx,
                    })
                    .await;
                rx.await.ok().map(|claimed| match claimed {
                    Ok(claimed) => Rep::Claimed { claimed },
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
