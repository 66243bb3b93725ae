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
//! - **Ratings** ([`rating`]): Glicko-2 per speed, as lichess's; a rated game's end and both
//!   players' new ratings are stored in one transaction.
//! - **Several nodes** ([`cluster`]): on Postgres, any number of server processes serve one
//!   site; each game runs on one of them at a time, the others relay its sockets, and a node
//!   that dies has its games taken over within seconds.
//! - **Static files** ([`site`]): the built site (`dist/`), its hashed files cached for a year,
//!   precompressed variants served when the browser accepts them.
//! - **On the public internet**: connections bounded in all and per address, slow headers cut
//!   off, a graceful end ([`listen`]); per-address rates for creating, joining, sockets and
//!   messages ([`limits`]); names that cannot lie ([`names`]); security headers and foreign
//!   origins ([`security`]); the lobby read once per change and shared by every watcher
//!   ([`feed`]), and the games being played read once a second while anyone watches them
//!   ([`watching`]).
//! - **Bots** ([`botapi`]): a lichess-compatible Bot and Board API (the same paths, fields and
//!   NDJSON streams), so that lichess's clients play here with an account's token; accounts
//!   and tokens made from the command line ([`cli`]); the server's own computer players, whose
//!   seeks keep the lobby from being empty ([`computer`]).
//! - **The operator's view**: an access log and events through `tracing` (never a token), and
//!   Prometheus metrics ([`metrics`]) at `/metrics` behind a token or on an admin listener.
//!
//! The modules in order, each using only modules before it (no circle): `clock`, [`token`],
//! [`protocol`], [`metrics`], [`limits`], [`names`], [`config`], [`store`]; [`types`];
//! [`cluster`]; [`lobby`], [`feed`], [`watching`]; `game`; [`hub`]; `state`; [`security`], [`api`],
//! [`socket`], [`site`], [`listen`]; and this root, which puts them together ([`app`],
//! [`serve`]).

pub mod accounts;
pub mod api;
pub mod botapi;
pub mod chat;
pub mod cli;
mod clock;
pub mod cluster;
pub mod computer;
pub mod config;
pub mod feed;
mod game;
pub mod hub;
pub mod limits;
pub mod listen;
pub mod lobby;
pub mod metrics;
pub mod names;
pub mod protocol;
pub mod rating;
pub mod security;
pub mod site;
pub mod socket;
mod state;
pub mod store;
pub mod token;
pub mod types;
pub mod watching;

use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::Arc;
use std::time::Duration;

pub use clock::now_ms;
pub use config::Config;
pub use state::AppState;

/// Serves `config`'s site and games on `listener` until `shutdown` completes (then the open
/// connections are closed, see [`listen::serve`]; every acknowledged change is already in the
/// database).
///
/// # Errors
/// The database cannot be opened or read, or the listener fails.
pub async fn run(
    listener: tokio::net::TcpListener,
    config: Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let app = app(config).await?;
    serve(listener, app, shutdown).await?;
    Ok(())
}

/// Serves `app` on `listener` until `shutdown` completes, then stops gracefully
/// ([`listen::serve`]).
///
/// # Errors
/// None today: a failed accept is logged and the listener goes on.
pub async fn serve(
    listener: tokio::net::TcpListener,
    app: App,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    listen::serve(listener, app.router, app.state, shutdown).await
}

/// The server, ready to serve: its router and what the handlers share.
pub struct App {
    /// The routes (the API, the sockets, the metrics, the site).
    pub router: Router,
    /// What the handlers share.
    pub state: Arc<AppState>,
}

/// How long an HTTP request may take before it is answered `408` (a WebSocket, once upgraded,
/// is not a request any more).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// The server (the API, the WebSocket, the site), with every unfinished game of the database
/// loaded and running. With no connection limit configured, the descriptor limit is raised to
/// its hard maximum and the limit taken from it.
///
/// # Errors
/// The database cannot be opened or read.
pub async fn app(mut config: Config) -> anyhow::Result<App> {
    if config.limits.connections == 0 {
        let descriptors = listen::raise_descriptor_limit();
        config.limits.connections = listen::connections_for(descriptors);
        tracing::info!(
            descriptors,
            connections = config.limits.connections,
            "descriptor limit"
        );
    }
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
    let feed = feed::Feed::start(store.clone(), &lobby);
    let watching = watching::Watching::start(store.clone());
    let hub = hub::Hub::new(store.clone(), lobby, cluster);
    // Waiting games that nobody took expire first (none of them is resumed or taken over).
    if let Err(e) = hub.expire_waiting().await {
        tracing::warn!(error = ?e, "cannot expire the waiting games now");
    }
    hub.resume_all().await?;
    let state = Arc::new(AppState {
        limits: limits::Limits::new(config.limits.clone()),
        config,
        hub,
        store,
        feed,
        watching,
        bots: botapi::Bots::new(),
        computers: std::sync::OnceLock::new(),
        spectator_chat: chat::SpectatorLimits::default(),
        closing: tokio::sync::watch::channel(false).0,
    });
    // Waiting games that nobody took expire (now, then every ten minutes); a single server
    // records its heartbeat (the clocks after a crash).
    let expiring = state.clone();
    tokio::spawn(async move {
        let every = Duration::from_secs(600);
        let mut every = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        loop {
            every.tick().await;
            let _ = expiring.hub.expire_waiting().await;
        }
    });
    let beating = state.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_millis(hub::HEARTBEAT_MS));
        loop {
            every.tick().await;
            beating.hub.heartbeat().await;
        }
    });
    if state.config.computer {
        computer::start(state.clone());
    }
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
    let router = api::router(state.clone())
        .merge(accounts::api::router(state.clone()))
        .merge(accounts::passkeys::router(state.clone()))
        .merge(accounts::profile::router(state.clone()))
        .merge(botapi::router(state.clone()))
        .merge(socket::router(state.clone()))
        .route(
            "/metrics",
            get(metrics_with_token).with_state(state.clone()),
        )
        .merge(site::router(&state.config))
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            security::layer,
        ))
        // The access log: one line per request at `info` — method, path (never the query,
        // which may hold a token), peer, status, time.
        .layer(
            tower_http::trace::TraceLayer::new_for_http()
                .make_span_with(|request: &axum::http::Request<axum::body::Body>| {
                    let peer = request
                        .extensions()
                        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
                        .map(|c| c.0.ip().to_string())
                        .unwrap_or_default();
                    tracing::info_span!(
                        "request",
                        method = %request.method(),
                        path = %request.uri().path(),
                        peer = %peer,
                    )
                })
                .on_request(())
                // A refusal by the limits is counted (metrics) and logged at `debug` only: a
                // flood of refused requests must not become a flood of log lines.
                .on_response(
                    |response: &Response, latency: Duration, _span: &tracing::Span| {
                        let status = response.status().as_u16();
                        let micros = latency.as_micros() as u64;
                        if status == 429 {
                            tracing::debug!(status, micros, "refused");
                        } else {
                            tracing::info!(status, micros, "answered");
                        }
                    },
                ),
        );
    Ok(App { router, state })
}

/// `GET /metrics` on the public address: only with `Authorization: Bearer` and the configured
/// token (without one configured: 404, as if there were none).
async fn metrics_with_token(State(state): State<Arc<AppState>>, headers: HeaderMap) -> Response {
    let Some(token) = &state.config.metrics_token else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let offered = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    if !token::same(offered, token) {
        return (
            StatusCode::UNAUTHORIZED,
            [(header::WWW_AUTHENTICATE, "Bearer")],
        )
            .into_response();
    }
    metrics_text(&state).await
}

/// The metrics, with the games counted now.
async fn metrics_text(state: &AppState) -> Response {
    if let Ok(counts) = state.store.counts().await {
        for status in ["waiting", "playing", "ended"] {
            let n = counts.iter().find(|(s, _)| s == status).map_or(0, |c| c.1);
            metrics::METRICS
                .games
                .get_or_create(&[("status", status)])
                .set(i64::try_from(n).unwrap_or(i64::MAX));
        }
    }
    (
        [
            (
                header::CONTENT_TYPE,
                "application/openmetrics-text; version=1.0.0; charset=utf-8",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        metrics::render(),
    )
        .into_response()
}

/// The admin listener's routes: `GET /metrics` without a token (bind it to a private address).
pub fn admin_router(state: Arc<AppState>) -> Router {
    Router::new()
        .route(
            "/metrics",
            get(|State(state): State<Arc<AppState>>| async move { metrics_text(&state).await }),
        )
        .with_state(state)
}
