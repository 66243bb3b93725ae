//! Group commit on Postgres: the games' updates (a move, a clock, a draw offer: most of the
//! server's writes) are written by a few writer tasks, each taking every update that waits and
//! writing them in one transaction, pipelined on one connection.
//!
//! Each commit waits for the database's disk flush. Written one statement per commit, a node's
//! pool of 16 connections could flush only 16 moves at a time, and at 5,000 games (about 1,000
//! moves a second) its moves queued for the pool: p99 277 ms on one node. A transaction of many
//! updates costs one flush, so the writers keep up whatever the load, and a quiet server still
//! commits each move at once (a batch is what waited while the last one was written, never a
//! timer). Nothing is acknowledged before its commit: each update's caller gets its answer only
//! when the transaction holding it is committed. An update whose caller has given up (its call
//! timed out) before it was taken is not written.
//!
//! One failing statement aborts its transaction: the batch is then written again one update at a
//! time, so that one bad update fails alone.

use super::postgres::{timed, times, update_params, Param, FENCE, UPDATE};
use super::row::{with_causes, GameRow, StoreError};
use deadpool_postgres::Pool;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot, Mutex};

/// Writer tasks (each holds a pooled connection only while it writes).
const WRITERS: usize = 4;
/// At most this many updates in one transaction.
const MAX_BATCH: usize = 128;
/// Updates that may wait for a writer before a caller waits to queue.
const QUEUE: usize = 8_192;

/// One game's update waiting for its commit.
struct Write {
    row: GameRow,
    /// The cluster's fence: written only if this node owns the game.
    owner: Option<String>,
    done: oneshot::Sender<Result<u64, StoreError>>,
}

/// The queue to the writers (cheap to clone; the writers stop when every clone is gone).
#[derive(Clone)]
pub(crate) struct GroupCommit {
    queue: mpsc::Sender<Write>,
}

impl GroupCommit {
    /// Starts the writers on the current tokio runtime.
    pub(crate) fn start(pool: Pool) -> GroupCommit {
        let (queue, taken) = mpsc::channel(QUEUE);
        let taken = Arc::new(Mutex::new(taken));
        for _ in 0..WRITERS {
            tokio::spawn(writer(pool.clone(), taken.clone()));
        }
        GroupCommit { queue }
    }

    /// Writes a game's changing fields ([`UPDATE`]; with `owner`, only if that node owns the
    /// game) and returns, once committed, the number of rows changed: 0 or 1.
    pub(crate) async fn update(
        &self,
        row: &GameRow,
        owner: Option<&str>,
    ) -> Result<u64, StoreError> {
        let (done, answer) = oneshot::channel();
        let write = Write {
            row: row.clone(),
            owner: owner.map(str::to_owned),
            done,
        };
        if self.queue.send(write).await.is_err() {
            return Err(StoreError("postgres: the writers have stopped".into()));
        }
        answer.await.unwrap_or_else(|_| {
            Err(StoreError(
                "postgres: a writer stopped before its commit".into(),
            ))
        })
    }
}

/// Takes every waiting update (at most [`MAX_BATCH`]) and writes them, until the queue closes.
async fn writer(pool: Pool, taken: Arc<Mutex<mpsc::Receiver<Write>>>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    loop {
        {
            let mut queue = taken.lock().await;
            if queue.recv_many(&mut batch, MAX_BATCH).await == 0 {
                return;
            }
        }
        batch.retain(|w| !w.done.is_closed());
        match batch.len() {
            0 => {}
            1 => {
                let result = timed(commit(&pool, &batch)).await.map(|n| n[0]);
                answer(batch.pop(), result);
            }
            _ => match timed(commit(&pool, &batch)).await {
                Ok(changed) => {
                    for (w, n) in batch.drain(..).zip(changed) {
                        let _ = w.done.send(Ok(n));
                    }
                }
                Err(_) => {
                    for w in batch.drain(..) {
                        let result = timed(commit(&pool, std::slice::from_ref(&w)))
                            .await
                            .map(|n| n[0]);
                        answer(Some(w), result);
                    }
                }
            },
        }
    }
}

fn answer(write: Option<Write>, result: Result<u64, StoreError>) {
    if let Some(w) = write {
        let _ = w.done.send(result);
    }
}

/// Writes `batch` in one transaction (one update: on its own) and returns each one's rows
/// changed.
async fn commit(pool: &Pool, batch: &[Write]) -> Result<Vec<u64>, StoreError> {
    let mut client = pool
        .get()
        .await
        .map_err(|e| StoreError(format!("postgres: no connection: {}", with_causes(&e))))?;
    let times: Vec<[i64; 2]> = batch.iter().map(|w| times(&w.row)).collect();
    let params: Vec<Vec<Param<'_>>> = batch
        .iter()
        .zip(&times)
        .map(|(w, t)| {
            let mut p = update_params(&w.row, t).to_vec();
            if let Some(owner) = &w.owner {
                p.push(owner);
            }
            p
        })
        .collect();
    let fenced = batch.iter().any(|w| w.owner.is_some());
    if let [one] = batch {
        let stmt = if one.owner.is_some() {
            client.prepare_cached(&format!("{UPDATE}{FENCE}")).await?
        } else {
            client.prepare_cached(UPDATE).await?
        };
        return Ok(vec![client.execute(&stmt, &params[0]).await?]);
    }
    let tx = client.transaction().await?;
    let plain = tx.prepare_cached(UPDATE).await?;
    let fence = if fenced {
        Some(tx.prepare_cached(&format!("{UPDATE}{FENCE}")).await?)
    } else {
        None
    };
    let writes = batch.iter().zip(&params).map(|(w, p)| {
        let stmt = match (&w.owner, &fence) {
            (Some(_), Some(f)) => f,
            _ => &plain,
        };
        tx.execute(stmt, p)
    });
    let changed = futures_util::future::try_join_all(writes).await?;
    tx.commit().await?;
    Ok(changed)
}
