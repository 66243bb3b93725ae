//! What every HTTP and WebSocket handler shares.

use crate::config::Config;
use crate::feed::Feed;
use crate::hub::Hub;
use crate::limits::{ClientAddr, Limits};
use crate::store::Store;
use crate::watching::Watching;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;

/// What every handler shares.
pub struct AppState {
    /// The configuration.
    pub config: Config,
    /// The running games.
    pub hub: Hub,
    /// The database (the hub's; for the operator's counts).
    pub store: Store,
    /// The limits and their counts.
    pub limits: Arc<Limits>,
    /// The lobby, read once per change.
    pub feed: Arc<Feed>,
    /// The games being played, read once a second while anyone watches.
    pub watching: Arc<Watching>,
    /// The Bot API's challenges and event streams.
    pub bots: std::sync::Arc<crate::botapi::Bots>,
    /// The server's computer players, once started (`--computer on`).
    pub computers: std::sync::OnceLock<Arc<crate::computer::Computers>>,
    /// The spectators' chat lines by address.
    pub spectator_chat: crate::chat::SpectatorLimits,
    /// Becomes `true` when the server stops: every socket closes with "server restarting".
    pub closing: tokio::sync::watch::Sender<bool>,
}

/// The client of a request ([`ClientAddr::from_request`] with the configured proxies); a
/// request served other than by [`crate::listen::serve`] has no peer and counts as `0.0.0.0`.
impl axum::extract::FromRequestParts<Arc<AppState>> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &Arc<AppState>,
    ) -> Result<ClientAddr, Self::Rejection> {
        let peer = crate::limits::peer(parts).map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |p| p.ip());
        Ok(ClientAddr::from_request(
            peer,
            &parts.headers,
            &state.limits.settings.trusted_proxies,
        ))
    }
}
