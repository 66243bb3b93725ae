//! The Alice chess game server: the built site and live games between two people.
//!
//! - **HTTP** ([`api`]): create a game (a friend link, or an open seek in the lobby), join it, list
//!   the lobby and the games in progress, read a game as JSON or PGN. `docs/PROTOCOL.md` is the
//!   reference.
//! - **WebSocket** ([`socket`]): one per player or spectator of a game: the whole game in one
//!   message on connect, then every event; the players' actions, each acknowledged once stored.
//! - **Games** ([`hub`]): one task per live game owns the core's [`LiveGame`](alice_chess::live::LiveGame)
//!   — every move is validated and every clock run by the rules core, the server has no chess
//!   rule of its own — and wakes up only for the game's next deadline.
//! - **Storage** ([`store`]): an embedded SQLite database (WAL) in the data folder, or a Postgres
//!   database (`DATABASE_URL`); a game's state is written before an action is acknowledged, so a
//!   killed server loses nothing, and on start every unfinished game is loaded again with its
//!   clocks resumed.
//! - **Several nodes** ([`cluster`]): on Postgres, any number of server processes serve one
//!   site; each game runs on one of them at a time, the others relay its sockets, and a node
//!   that dies has its games taken over within seconds.
//! - **Static files** ([`site`]): the built site (`dist/`), its hashed files cached for a year,
//!   precompressed variants served when the browser accepts them.

pub mod api;
pub mod cluster;
pub mod config;
pub mod hub;
pub mod protocol;
pub mod site;
pub mod socket;
pub mod store;
pub mod token;

use axum::Router;
use std::sync::Arc;

pub use config::Config;

/// Milliseconds since the Unix epoch: the time every live game is given.
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// Serves `config`'s site and games on `listener` until `shutdown` completes (then the open
/// connections are closed; every acknowledged change is already in the database).
///
/// # Errors
/// The database cannot be opened or read, or the listener fails.
pub async fn run(
    listener: tokio::net::TcpListener,
    config: Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let router = app(config).await?;
    axum::serve(listener, router)
        .with_graceful_shutdown(shutdown)
        .await?;
    Ok(())
}

/// What every handler shares.
pub struct AppState {
    /// The configuration.
    pub config: Config,
    /// The running games.
    pub hub: hub::Hub,
}

/// The server's router (the API, the WebSocket, the site), with every unfinished game of the
/// database loaded and running.
///
/// # Errors
/// The database cannot be opened or read.
pub async fn app(config: Config) -> anyhow::Result<Router> {
    let store = store::Store::open(&config).await?;
    let lobby = tokio::sync::broadcast::channel(16).0;
    // On Postgres the server is a node of a cluster (perhaps of one).
    let (cluster, requests) = match (&store, &config.database) {
        (store::Store::Postgres(db), Some(url)) => {
            let (cluster, requests) =
                cluster::Cluster::join(url, db.clone(), lobby.clone()).await?;
            (Some(cluster), Some(requests))
        }
        _ => (None, None),
    };
    let hub = hub::Hub::new(store, lobby, cluster);
    hub.resume_all().await?;
    let state = Arc::new(AppState { config, hub });
    if let Some(mut requests) = requests {
        let serving = state.clone();
        tokio::spawn(async move {
            while let Some(inbound) = requests.recv().await {
                let state = serving.clone();
                match inbound {
                    cluster::Inbound::Request(request) => {
                        tokio::spawn(async move { state.hub.serve_remote(request).await });
                    }
                    cluster::Inbound::Reset(node) => state.hub.forget_node(&node),
                }
            }
        });
        let maintaining = state.clone();
        tokio::spawn(async move { maintaining.hub.maintain().await });
        let adopting = state.clone();
        tokio::spawn(async move { adopting.hub.adopt_orphans().await });
    }
    Ok(api::router(state.clone())
        .merge(socket::router(state.clone()))
        .merge(site::router(&state.config)))
}
