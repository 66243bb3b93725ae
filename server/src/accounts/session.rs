//! Who is asking: the session cookie ([`COOKIE`]: `HttpOnly`, `SameSite=Lax`, `Secure` behind
//! HTTPS) or a personal API token (`Authorization: Bearer …`), looked up by its digest. A
//! forged, unknown, expired or malformed one is a visitor without an account — never an error.

use crate::state::AppState;
use crate::store::{SessionRow, UserRow};
use crate::token;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;

/// The session cookie's name.
pub const COOKIE: &str = "alice_session";
/// The cookie the page reads to show who is signed in without asking the server (the name
/// only, never a secret; not `HttpOnly`). The session cookie alone signs in.
pub const NAME_COOKIE: &str = "alice_user";
/// A browser session unused this long (ms) ends: a year, as lichess's.
pub const SESSION_IDLE_MS: u64 = 365 * 24 * 3600 * 1000;
/// A session's or token's last use is written at most this often (ms).
const TOUCH_EVERY_MS: u64 = 3600 * 1000;

/// A signed-in account, and the session or token it came with.
#[derive(Clone, Debug)]
pub struct Viewer {
    /// The account.
    pub user: UserRow,
    /// The session or token.
    pub session: SessionRow,
    /// Its secret's digest (ends it, or keeps it when the password changes).
    pub hash: String,
}

/// The request's account, if any ([`Viewer`]); `None`: a visitor. The database failing is a
/// visitor too (and logged): playing anonymously must still work.
pub struct MaybeViewer(pub Option<Viewer>);

/// The secret a request carries: its bearer token, else its session cookie.
pub fn secret(headers: &HeaderMap) -> Option<(&str, &'static str)> {
    if let Some(bearer) = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
    {
        return Some((bearer.trim(), "token"));
    }
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| (value.trim(), "session"))
}

impl FromRequestParts<Arc<AppState>> for MaybeViewer {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &Arc<AppState>,
    ) -> Result<MaybeViewer, Self::Rejection> {
        Ok(MaybeViewer(viewer(&parts.headers, state).await))
    }
}

/// The account `headers` sign in as (see [`MaybeViewer`]).
pub async fn viewer(headers: &HeaderMap, state: &AppState) -> Option<Viewer> {
    let (secret, kind) = secret(headers)?;
    if !token::is_hex(secret, 32) {
        return None;
    }
    let hash = token::digest(secret);
    let (user, session) = match state.store.session(&hash).await {
        Ok(found) => found?,
        Err(e) => {
            tracing::error!(error = %e, "database: a session could not be read");
            return None;
        }
    };
    // A cookie must hold a session and a bearer a token: a token pasted into a cookie (or a
    // session's secret sent as a bearer) opens nothing.
    if session.kind != kind || user.deleted.is_some() {
        return None;
    }
    let now = crate::clock::now_ms();
    if kind == "session" && now.saturating_sub(session.last_used) > SESSION_IDLE_MS {
        let _ = state.store.drop_session(&hash).await;
        return None;
    }
    if now.saturating_sub(session.last_used) > TOUCH_EVERY_MS {
        let _ = state.store.touch_session(&hash, now).await;
    }
    Some(Viewer {
        user,
        session,
        hash,
    })
}

/// Whether the request came over HTTPS: told by a trusted reverse proxy's
/// `X-Forwarded-Proto` (the server itself speaks plain HTTP).
pub fn over_https(parts_headers: &HeaderMap, peer: Option<IpAddr>, state: &AppState) -> bool {
    let peer = peer.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    state.limits.settings.trusted_proxies.contains(&peer)
        && parts_headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"))
}

/// The `Set-Cookie` of the page's name cookie ([`NAME_COOKIE`]): `name` (letters, digits, `_`
/// and `-` only), or `None` to clear it.
pub fn name_cookie(name: Option<&str>, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let text = match name {
        Some(n) => format!(
            "{NAME_COOKIE}={n}; Path=/; SameSite=Lax; Max-Age={}{secure}",
            SESSION_IDLE_MS / 1000
        ),
        None => format!("{NAME_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0{secure}"),
    };
    HeaderValue::from_str(&text).expect("a name of letters, digits, _ and -")
}

/// The `Set-Cookie` that starts a session with `secret` (`None`: ends it).
pub fn set_cookie(secret: Option<&str>, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let text = match secret {
        Some(s) => format!(
            "{COOKIE}={s}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
            SESSION_IDLE_MS / 1000
        ),
        None => format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}"),
    };
    HeaderValue::from_str(&text).expect("a cookie of hex digits")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_from_a_bearer_or_the_cookie() {
        let mut h = HeaderMap::new();
        assert_eq!(secret(&h), None);
        h.insert(
            header::COOKIE,
            "a=1; alice_session=abc ; b=2".parse().unwrap(),
        );
        assert_eq!(secret(&h), Some(("abc", "session")));
        h.insert(header::AUTHORIZATION, "Bearer xyz".parse().unwrap());
        assert_eq!(secret(&h), Some(("xyz", "token")));
        let cookie = set_cookie(Some("00ff"), true);
        let cookie = cookie.to_str().unwrap();
        assert!(cookie.starts_with("alice_session=00ff; Path=/; HttpOnly; SameSite=Lax"));
        assert!(cookie.ends_with("; Secure"));
        assert!(set_cookie(None, false)
            .to_str()
            .unwrap()
            .contains("Max-Age=0"));
    }
}
