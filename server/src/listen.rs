//! The listener: connections accepted, counted and bounded, HTTP/1.1 served on each, and the
//! graceful end.
//!
//! - Each connection counts against the total ([`LimitSettings::connections`]: by default the
//!   descriptor limit, raised to its hard maximum at start, less a reserve for the database and
//!   the files) and against its address ([`LimitSettings::client_connections`]) for as long as it
//!   is open — also once upgraded to a WebSocket, since the count is held by the connection's
//!   stream itself. Over a limit, the connection gets a bare `429` (or `503` when the server is
//!   full) and is closed.
//! - A client has [`HEADER_TIMEOUT`] to send a request's headers — the first and each next one
//!   on a kept-alive connection — or the connection is closed (half-open connections and slow
//!   headers cost a descriptor for that long at most).
//! - An accept that fails (out of descriptors) is logged and counted, and the listener pauses a
//!   moment instead of spinning.
//! - When `shutdown` completes (SIGTERM or Ctrl-C in `main`): no new connection is accepted,
//!   requests under way finish, every WebSocket is closed with `1012` ("server restarting": the
//!   pages reconnect at once, to this server when it is back or to another node), and the
//!   function returns once every connection is gone or after [`DRAIN`].
//!
//! [`LimitSettings::connections`]: crate::limits::LimitSettings::connections
//! [`LimitSettings::client_connections`]: crate::limits::LimitSettings::client_connections

use crate::limits::{ClientAddr, Held, Limit, Refused};
use crate::metrics::METRICS;
use crate::state::AppState;
use axum::extract::{ConnectInfo, Request};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

/// How long a client has to send a request's headers.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the graceful end waits for connections to close.
pub const DRAIN: Duration = Duration::from_secs(10);
/// Descriptors kept aside from the connections (the database, the site's files, the logs).
pub const RESERVED_DESCRIPTORS: u64 = 128;

/// Raises the soft limit of open descriptors to the hard one; returns the limit now in force.
pub fn raise_descriptor_limit() -> u64 {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read or raise the descriptor limit");
            rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft)
        }
    }
}

/// The number of connections the descriptor limit `descriptors` allows.
pub fn connections_for(descriptors: u64) -> usize {
    descriptors.saturating_sub(RESERVED_DESCRIPTORS).max(16) as usize
}

/// A connection's stream, holding its place in the counts until it is dropped.
struct Counted {
    stream: TcpStream,
    _permit: OwnedSemaphorePermit,
    _held: Option<Held>,
}

impl Counted {
    fn new(stream: TcpStream, permit: OwnedSemaphorePermit, held: Option<Held>) -> Counted {
        METRICS.connections.inc();
        Counted {
            stream,
            _permit: permit,
            _held: held,
        }
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        METRICS.connections.dec();
    }
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// Answers a connection over a limit with a bare status and closes it (within a second: a
/// client that does not read gets nothing).
fn turn_away(mut stream: TcpStream, refused: Refused) {
    tokio::spawn(async move {
        let status = match refused.limit {
            Limit::Connections => "503 Service Unavailable",
            _ => "429 Too Many Requests",
        };
        let text = format!(
            "HTTP/1.1 {status}\r\nRetry-After: {}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            refused.retry_seconds()
        );
        let _ =
            tokio::time::timeout(Duration::from_secs(1), stream.write_all(text.as_bytes())).await;
    });
}

/// Serves `router` (whose handlers share `state`) on `listener` until `shutdown` completes,
/// then ends gracefully (see the module docs).
///
/// # Errors
/// None today: a failed accept is logged and the listener goes on.
pub async fn serve(
    listener: TcpListener,
    router: axum::Router,
    state: Arc<AppState>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let limits = state.limits.clone();
    let max = limits.settings.connections.max(1);
    let permits = Arc::new(Semaphore::new(max));
    tokio::pin!(shutdown);
    // The limiter's buckets of addresses not seen lately are forgotten now and then.
    let forgetting = {
        let limits = limits.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(60));
            loop {
                every.tick().await;
                limits.forget_idle();
            }
        })
    };
    loop {
        let accepted = tokio::select! {
            biased;
            () = &mut shutdown => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                METRICS.accept_errors.inc();
                tracing::error!(error = %e, "cannot accept a connection");
                // Out of descriptors, most likely: give the others a moment to close.
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            crate::metrics::refused(Limit::Connections.name());
            tracing::warn!(peer = %peer.ip(), max, "server full: connection turned away");
            turn_away(
                stream,
                Refused {
                    limit: Limit::Connections,
                    retry_after: Duration::from_secs(5),
                },
            );
            continue;
        };
        // Behind a proxy the operator named, the clients are counted by request instead.
        let held = if limits.settings.trusted_proxies.contains(&peer.ip()) {
            None
        } else {
            match limits.hold(ClientAddr::of(peer.ip())) {
                Ok(held) => Some(held),
                Err(refused) => {
                    tracing::warn!(client = %ClientAddr::of(peer.ip()), "too many connections from one address: turned away");
                    turn_away(stream, refused);
                    continue;
                }
            }
        };
        let _ = stream.set_nodelay(true);
        let io = TokioIo::new(Counted::new(stream, permit, held));
        let service = TowerToHyperService::new(router.clone().map_request(
            move |mut request: Request<hyper::body::Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            },
        ));
        let mut closing = state.closing.subscribe();
        tokio::spawn(async move {
            let connection = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .serve_connection(io, service)
                .with_upgrades();
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                () = stopping(&mut closing) => {
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
        });
    }
    drop(listener);
    forgetting.abort();
    tracing::info!("shutting down: closing the sockets");
    let _ = state.closing.send(true);
    // Every connection, upgraded or not, holds a permit until it is closed.
    let all = u32::try_from(max).unwrap_or(u32::MAX);
    if tokio::time::timeout(DRAIN, permits.acquire_many(all))
        .await
        .is_err()
    {
        tracing::warn!(
            open = max - permits.available_permits(),
            "connections still open after the drain"
        );
    }
    // The downtime starts now: not charged to the player to move when the games resume.
    state.hub.heartbeat().await;
    tracing::info!("stopped");
    Ok(())
}

/// Completes once `closing` says the server stops (never, if its sender is gone without it).
pub async fn stopping(closing: &mut tokio::sync::watch::Receiver<bool>) {
    loop {
        let stop = *closing.borrow_and_update();
        if stop {
            return;
        }
        if closing.changed().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}
