//! The operator's numbers, in Prometheus's text format (`GET /metrics`, see [`crate::config`]
//! for who may read them): games by status, connections and sockets open, moves, the time from a
//! move's arrival to its acknowledgement (stored), refusals by limit, the database's errors.
//!
//! One set for the process (a few atomics; every server of a test process shares it).

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use std::sync::LazyLock;

type Labels = [(&'static str, &'static str); 1];

/// The process's metrics.
pub struct Metrics {
    registry: Registry,
    /// Connections open (HTTP and upgraded to WebSockets).
    pub connections: Gauge,
    /// Sockets open, by kind (`game`, `lobby`).
    pub sockets: Family<Labels, Gauge>,
    /// Moves acknowledged.
    pub moves: Counter,
    /// Seconds from a move's message read to its answer written (stored in between).
    pub move_seconds: Histogram,
    /// Requests and messages refused, by limit.
    pub refused: Family<Labels, Counter>,
    /// Database calls that failed.
    pub store_errors: Counter,
    /// Connections the listener could not accept (out of descriptors, …).
    pub accept_errors: Counter,
    /// Games in the database, by status (`waiting`, `playing`, `ended`): counted when read.
    pub games: Family<Labels, Gauge>,
}

/// The process's metrics.
pub static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let mut registry = Registry::with_prefix("alice");
    let connections = Gauge::default();
    registry.register(
        "connections",
        "Connections open (HTTP and WebSockets)",
        connections.clone(),
    );
    let sockets = Family::<Labels, Gauge>::default();
    registry.register("sockets", "WebSockets open, by kind", sockets.clone());
    let moves = Counter::default();
    registry.register("moves", "Moves acknowledged", moves.clone());
    let move_seconds = Histogram::new(exponential_buckets(0.0005, 2.0, 14));
    registry.register(
        "move_relay_seconds",
        "From a move's message read to its acknowledgement sent (stored in between)",
        move_seconds.clone(),
    );
    let refused = Family::<Labels, Counter>::default();
    registry.register(
        "refused",
        "Requests, connections and messages refused, by limit",
        refused.clone(),
    );
    let store_errors = Counter::default();
    registry.register(
        "store_errors",
        "Database calls that failed",
        store_errors.clone(),
    );
    let accept_errors = Counter::default();
    registry.register(
        "accept_errors",
        "Connections the listener could not accept",
        accept_errors.clone(),
    );
    let games = Family::<Labels, Gauge>::default();
    registry.register("games", "Games in the database, by status", games.clone());
    Metrics {
        registry,
        connections,
        sockets,
        moves,
        move_seconds,
        refused,
        store_errors,
        accept_errors,
        games,
    }
});

/// Counts a refusal by the limit named `limit`.
pub fn refused(limit: &'static str) {
    METRICS.refused.get_or_create(&[("limit", limit)]).inc();
}

/// A socket counted in [`Metrics::sockets`] while this lives.
pub struct SocketOpen(Gauge);

impl SocketOpen {
    /// Counts one more socket of `kind` (`game`, `lobby`).
    pub fn new(kind: &'static str) -> SocketOpen {
        let gauge = METRICS.sockets.get_or_create(&[("kind", kind)]).clone();
        gauge.inc();
        SocketOpen(gauge)
    }
}

impl Drop for SocketOpen {
    fn drop(&mut self) {
        self.0.dec();
    }
}

/// Everything, in Prometheus's text format.
pub fn render() -> String {
    let mut text = String::new();
    // Writing to a String cannot fail.
    let _ = encode(&mut text, &METRICS.registry);
    text
}
