//! The Alice chess game server: the built site and live games between two people.
//!
//! - **HTTP** ([`api`]): create a game (a friend link, or an open seek in the lobby), join it, list
//!   the lobby and the games in progress, read a game as JSON or PGN. `docs/PROTOCOL.md` is the
//!   reference.
//! - **WebSocket** ([`socket`]): one per player or spectator of a game: the whole game in one
//!   message on connect, then every event; the players' actions, each acknowledged once stored.
//! - **Games**: one task per live game (module `game`) owns the core's
//!   [`LiveGame`](alice_chess::live::LiveGame) — every move is validated and every clock run by
//!   the rules core, the server has no chess rule of its own — and wakes up only for the game's
//!   next deadline; the [`hub`] finds a game's task (here, or on another node) for every request,
//!   the [`lobby`] lists the open seeks and the games being played, and [`types`] holds what they
//!   share (errors, a new game's options, a connected socket).
//! - **Storage** ([`store`]): an embedded SQLite database (WAL) in the data folder, or a Postgres
//!   database (`DATABASE_URL`); a game's state is written before an action is acknowledged, so a
//!   killed server loses nothing, and on start every unfinished game is loaded again with its
//!   clocks resumed.
//! - **Several nodes** ([`cluster`]): on Postgres, any number of server processes serve one
//!   site; each game runs on one of them at a time, the others relay its sockets, and a node
//!   that dies has its games taken over within seconds.
//! - **Static files** ([`site`]): the built site (`dist/`), its hashed files cached for a year,
//!   precompressed variants served when the browser accepts them.
//!
//! The modules in order, each using only modules before it (no circle): `clock`, [`token`],
//! [`protocol`], [`config`], [`store`]; [`types`]; [`cluster`]; [`lobby`]; `game`; [`hub`];
//! `state`; [`api`], [`socket`], [`site`]; and this root, which puts them together ([`app`]).

pub mod api;
mod clock;
pub mod cluster;
pub mod config;
mod game;
pub mod hub;
pub mod lobby;
pub mod protocol;
pub mod site;
pub mod socket;
mod state;
pub mod store;
pub mod token;
pub mod types;

use axum::Router;
use std::sync::Arc;

pub use clock::now_ms;
pub use config::Config;
pub use state::AppState;

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
