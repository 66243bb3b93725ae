//! What every HTTP and WebSocket handler shares.

use crate::config::Config;
use crate::hub::Hub;

/// What every handler shares.
pub struct AppState {
    /// The configuration.
    pub config: Config,
    /// The running games.
    pub hub: Hub,
}
