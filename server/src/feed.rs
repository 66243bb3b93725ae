//! The lobby's feed: the open seeks, read once per change and shared.
//!
//! Every change of the open seeks (here, or on another node) is a tick of the hub's lobby
//! channel. The feed reads the seeks again at most once per change, whoever asks — an HTTP
//! `GET /api/lobby` or the lobby sockets — and the sockets get the very same bytes: the text
//! is built once (after [`DEBOUNCE`], so that a burst of changes costs one read) and handed to
//! every socket through a `watch` channel, which keeps only the latest text. A socket that reads
//! slowly therefore never queues anything: it gets the newest lobby when it next can, and one
//! that does not take its message within [`SEND_TIMEOUT`] is dropped.

use crate::lobby::{seek_rows_json, LISTED};
use crate::store::{Store, StoreError};
use axum::extract::ws::Utf8Bytes;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::broadcast::error::TryRecvError;
use tokio::sync::{broadcast, watch};

/// How long the feed waits after a change for the next before reading the seeks.
pub const DEBOUNCE: Duration = Duration::from_millis(100);
/// A lobby socket that does not take a message within this long is closed.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// The lobby as last read.
#[derive(Clone)]
pub struct Lobby {
    /// The seeks, as `GET /api/lobby` answers them (a JSON array).
    pub seeks: Arc<str>,
    /// The lobby socket's message: `{"t":"lobby","seeks":[…]}` (shared bytes: cloned for each
    /// socket without a copy).
    pub message: Utf8Bytes,
}

/// The feed (see the module docs).
pub struct Feed {
    store: Store,
    /// Changes not yet read (drained by [`Feed::fresh`]).
    dirty: Mutex<broadcast::Receiver<()>>,
    /// One read at a time.
    reading: tokio::sync::Mutex<Option<Lobby>>,
    /// The latest lobby, for the sockets.
    latest: watch::Sender<Option<Lobby>>,
}

impl Feed {
    /// The feed of `store`'s seeks, told of changes by `changes`; its task (the sockets' pushes)
    /// runs until the channel closes.
    pub fn start(store: Store, changes: &broadcast::Sender<()>) -> Arc<Feed> {
        let feed = Arc::new(Feed {
            store,
            dirty: Mutex::new(changes.subscribe()),
            reading: tokio::sync::Mutex::new(None),
            latest: watch::channel(None).0,
        });
        let mut wake = changes.subscribe();
        let pushing = Arc::downgrade(&feed);
        tokio::spawn(async move {
            loop {
                match wake.recv().await {
                    Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => break,
                }
                tokio::time::sleep(DEBOUNCE).await;
                // The changes of the pause are read with this one.
                while let Ok(()) | Err(TryRecvError::Lagged(_)) = wake.try_recv() {}
                let Some(feed) = pushing.upgrade() else { break };
                if feed.latest.receiver_count() > 0 {
                    // A failed read leaves the sockets with what they have; the next change
                    // tries again.
                    let _ = feed.fresh().await;
                }
            }
        });
        feed
    }

    /// The lobby now: read again if anything changed since the last read, else the last read.
    ///
    /// # Errors
    /// The database's.
    pub async fn fresh(&self) -> Result<Lobby, StoreError> {
        let mut last = self.reading.lock().await;
        let changed = {
            let mut dirty = self.dirty.lock().unwrap_or_else(|e| e.into_inner());
            let mut changed = false;
            while let Ok(()) | Err(TryRecvError::Lagged(_)) = dirty.try_recv() {
                changed = true;
            }
            changed
        };
        if let (false, Some(lobby)) = (changed, last.as_ref()) {
            return Ok(lobby.clone());
        }
        *last = None;
        let rows = self.store.open_seeks(LISTED).await.inspect_err(|_| {
            crate::metrics::METRICS.store_errors.inc();
        })?;
        let seeks = seek_rows_json(&rows).to_string();
        let lobby = Lobby {
            message: Utf8Bytes::from(format!(r#"{{"t":"lobby","seeks":{seeks}}}"#)),
            seeks: Arc::from(seeks),
        };
        *last = Some(lobby.clone());
        self.latest.send_replace(Some(lobby.clone()));
        Ok(lobby)
    }

    /// The sockets' side: the latest lobby, and each newer one.
    pub fn subscribe(&self) -> watch::Receiver<Option<Lobby>> {
        self.latest.subscribe()
    }
}
