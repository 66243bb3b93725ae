//! The nodes' messages to each other over Postgres `LISTEN`/`NOTIFY`: each node listens on one
//! channel of its own, `alice_<node>`, and sends to another node's channel.
//!
//! - **Order**: every message a node sends goes out through one connection, in the order it was
//!   given (a batch is pipelined on that connection: each `pg_notify` commits in turn, and
//!   Postgres delivers a channel's notifications in commit order). So a game's relayed moves,
//!   and the answer to a request followed by the moves after it, arrive in order.
//! - **Size**: a notification carries at most 8,000 bytes; a longer message (the whole game sent
//!   to a spectator connecting through another node) is cut into numbered parts, sent one after
//!   the other, and joined again by the receiver.
//! - **Faults**: the listening connection is made again when it breaks (Postgres restarted, the
//!   network cut), with back-off; the receiver is told ([`Incoming::Listening`]), since what was
//!   sent meanwhile is lost — the node then makes its remote players reconnect, and every
//!   reconnection starts with the whole game. A batch that cannot be sent is tried once more on a
//!   new connection, then dropped (the same recovery covers it).

use super::messages::BusMsg;
use std::collections::HashMap;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_postgres::{AsyncMessage, NoTls};

/// The most bytes of message in one notification (Postgres allows 8,000 with the channel's name
/// and our header).
const PART: usize = 7_800;
/// The most messages pipelined at once.
const BATCH: usize = 256;
/// Back-off while the database cannot be reached.
const RETRY: [u64; 5] = [100, 250, 500, 1_000, 2_000];

/// What the listening side hands the node.
#[derive(Debug)]
pub enum Incoming {
    /// A message from another node.
    Message {
        /// The sender.
        from: String,
        /// The message.
        msg: BusMsg,
    },
    /// The channel is listened to again after a break: messages may have been lost.
    Listening,
    /// The listening connection broke.
    Lost,
}

/// The channel a node listens on.
pub fn channel(node: &str) -> String {
    format!("alice_{node}")
}

/// The sending half: a queue drained by one task over one connection.
#[derive(Clone)]
pub struct Bus {
    node: String,
    /// Each message's notifications together (its parts never interleave with another's).
    tx: mpsc::UnboundedSender<Vec<(String, String)>>,
}

impl Bus {
    /// Starts listening on `node`'s channel and the sender; messages arrive on the receiver.
    pub fn start(url: &str, node: &str) -> (Bus, mpsc::UnboundedReceiver<Incoming>) {
        let (in_tx, in_rx) = mpsc::unbounded_channel();
        let (out_tx, out_rx) = mpsc::unbounded_channel();
        tokio::spawn(listen(url.to_string(), node.to_string(), in_tx));
        tokio::spawn(send(url.to_string(), out_rx));
        (
            Bus {
                node: node.to_string(),
                tx: out_tx,
            },
            in_rx,
        )
    }

    /// Sends `msg` to node `to` (in order after everything sent before).
    pub fn send(&self, to: &str, msg: &BusMsg) {
        let Ok(text) = serde_json::to_string(msg) else {
            return;
        };
        let chan = channel(to);
        let notes = parts(&self.node, &text)
            .into_iter()
            .map(|part| (chan.clone(), part))
            .collect();
        let _ = self.tx.send(notes);
    }
}

/// `text` as notifications: `from|n|i|part`, `n` parts numbered from 0 (most messages: one).
fn parts(from: &str, text: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut cut = rest.len().min(PART);
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        pieces.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    let n = pieces.len();
    pieces
        .into_iter()
        .enumerate()
        .map(|(i, p)| format!("{from}|{n}|{i}|{p}"))
        .collect()
}

/// Joins the parts of each sender's messages (a sender's parts arrive in order, one message's
/// parts together).
#[derive(Default)]
struct Joiner {
    partial: HashMap<String, (usize, String)>,
}

impl Joiner {
    /// The whole message once its last part is in: (sender, text).
    fn push(&mut self, payload: &str) -> Option<(String, String)> {
        let mut fields = payload.splitn(4, '|');
        let from = fields.next()?;
        let n: usize = fields.next()?.parse().ok()?;
        let i: usize = fields.next()?.parse().ok()?;
        let part = fields.next()?;
        if n == 1 {
            return Some((from.to_string(), part.to_string()));
        }
        if i == 0 {
            self.partial.insert(from.to_string(), (1, part.to_string()));
        } else {
            let entry = self.partial.get_mut(from)?;
            if entry.0 != i {
                self.partial.remove(from);
                return None;
            }
            entry.0 += 1;
            entry.1.push_str(part);
        }
        if i + 1 == n {
            return self
                .partial
                .remove(from)
                .map(|(_, text)| (from.to_string(), text));
        }
        None
    }
}

async fn listen(url: String, node: String, tx: mpsc::UnboundedSender<Incoming>) {
    let mut attempt = 0usize;
    let mut first = true;
    loop {
        let connected = tokio_postgres::connect(&url, NoTls).await;
        let (client, mut connection) = match connected {
            Ok(c) => c,
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(RETRY[attempt.min(RETRY.len() - 1)]))
                    .await;
                attempt += 1;
                continue;
            }
        };
        let (note_tx, mut note_rx) = mpsc::unbounded_channel();
        let driver = tokio::spawn(async move {
            let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
            use futures_util::StreamExt;
            while let Some(message) = messages.next().await {
                match message {
                    Ok(AsyncMessage::Notification(n)) => {
                        if note_tx.send(n.payload().to_string()).is_err() {
                            break;
                        }
                    }
                    Ok(_) => {}
                    Err(_) => break,
                }
            }
        });
        if client
            .batch_execute(&format!("LISTEN \"{}\"", channel(&node)))
            .await
            .is_err()
        {
            driver.abort();
            tokio::time::sleep(Duration::from_millis(RETRY[attempt.min(RETRY.len() - 1)])).await;
            attempt += 1;
            continue;
        }
        attempt = 0;
        if !first && tx.send(Incoming::Listening).is_err() {
            return;
        }
        first = false;
        let mut joiner = Joiner::default();
        while let Some(payload) = note_rx.recv().await {
            let Some((from, text)) = joiner.push(&payload) else {
                continue;
            };
            match serde_json::from_str::<BusMsg>(&text) {
                Ok(msg) => {
                    if tx.send(Incoming::Message { from, msg }).is_err() {
                        return;
                    }
                }
                Err(e) => eprintln!("cluster: a message from node {from} cannot be read: {e}"),
            }
        }
        // The connection ended.
        drop(client);
        if tx.send(Incoming::Lost).is_err() {
            return;
        }
    }
}

async fn send(url: String, mut rx: mpsc::UnboundedReceiver<Vec<(String, String)>>) {
    let mut sender: Option<(tokio_postgres::Client, tokio_postgres::Statement)> = None;
    let mut messages = Vec::with_capacity(BATCH);
    loop {
        if rx.recv_many(&mut messages, BATCH).await == 0 {
            return;
        }
        let batch: Vec<(String, String)> = messages.drain(..).flatten().collect();
        for tries in 0..2 {
            if sender.as_ref().is_none_or(|(c, _)| c.is_closed()) {
                sender = connect_sender(&url).await;
            }
            let Some((client, statement)) = &sender else {
                break;
            };
            // Pipelined: sent in this order on one connection, each committed in turn.
            let sending =
                futures_util::future::join_all(batch.iter().map(|(chan, payload)| async move {
                    client.execute(statement, &[chan, payload]).await
                }));
            // A connection that died without a word must not hold the node's messages for ever.
            let Ok(sent) = tokio::time::timeout(Duration::from_secs(5), sending).await else {
                sender = None;
                continue;
            };
            if sent.iter().all(Result::is_ok) {
                break;
            }
            sender = None;
            if tries == 1 {
                eprintln!("cluster: {} messages could not be sent", batch.len());
            }
        }
    }
}

async fn connect_sender(url: &str) -> Option<(tokio_postgres::Client, tokio_postgres::Statement)> {
    let connect = async {
        let (client, connection) = tokio_postgres::connect(url, NoTls).await.ok()?;
        tokio::spawn(connection);
        let statement = client.prepare("SELECT pg_notify($1, $2)").await.ok()?;
        Some((client, statement))
    };
    tokio::time::timeout(Duration::from_secs(5), connect)
        .await
        .ok()
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_message_is_cut_and_joined_again() {
        let text: String = "é𝄞abc".repeat(4_000);
        let payloads = parts("n1", &text);
        assert!(payloads.len() > 3);
        assert!(payloads.iter().all(|p| p.len() <= PART + 20));
        let mut joiner = Joiner::default();
        let mut whole = None;
        for p in &payloads {
            // Another sender's message in between changes nothing.
            assert_eq!(
                joiner.push("n2|1|0|{}"),
                Some(("n2".to_string(), "{}".to_string()))
            );
            whole = joiner.push(p);
        }
        assert_eq!(whole, Some(("n1".to_string(), text)));
        assert_eq!(parts("n1", "x"), vec!["n1|1|0|x".to_string()]);
    }
}
