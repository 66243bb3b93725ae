//! The headers every answer carries, and the requests refused before any route sees them.
//!
//! - Every answer: `X-Content-Type-Options: nosniff` and `Referrer-Policy: same-origin`.
//! - Every HTML page: the site's Content-Security-Policy as an HTTP header ([`PAGE_POLICY`], the
//!   same as the pages' own `<meta>`, plus what only a header can say), with `frame-ancestors`
//!   decided by exactly the page's own rule for the iframe route ([`is_embed`]): `*` for
//!   `?embed=1` (or `true`), else `'self'`.
//! - A path longer than [`MAX_PATH`] bytes, or with a segment longer than [`MAX_SEGMENT`], is
//!   404 (no file can have such a name).
//! - A request that changes something (`POST`, `PUT`, `PATCH`, `DELETE`) from a page of another
//!   origin is 403 — unless that origin is configured (`--origin`). A client without an `Origin`
//!   (not a browser: a bot, `curl`) is let in: what it may do is what its tokens allow.

use crate::config::Config;
use crate::state::AppState;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::sync::Arc;

/// The longest path answered.
pub const MAX_PATH: usize = 2048;
/// The longest path segment answered.
pub const MAX_SEGMENT: usize = 255;

/// The pages' policy (before `frame-ancestors`).
pub const PAGE_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'";

/// Whether a page's query asks for the iframe route, exactly as the page decides it
/// (`www/shell/screens.js`: `new URLSearchParams(location.search).get('embed')` is `1` or
/// `true` — the first `embed` parameter, decoded).
pub fn is_embed(query: Option<&str>) -> bool {
    query.is_some_and(|q| {
        form_urlencoded::parse(q.as_bytes())
            .find(|(k, _)| k == "embed")
            .is_some_and(|(_, v)| v == "1" || v == "true")
    })
}

/// Whether a request's `Origin` is acceptable: none (not a browser), the server's own
/// (`http(s)://` + the `Host`), or one configured.
pub fn origin_allowed(headers: &HeaderMap, config: &Config) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    is_own_origin(origin, headers) || config.origins.iter().any(|o| o == origin)
}

/// Whether `origin` is the server's own: `http://` or `https://` followed by the request's
/// `Host` (what a reverse proxy passes on as the browser sent it). A passkey's client data must
/// name this origin ([`crate::accounts::passkeys`]).
pub fn is_own_origin(origin: &str, headers: &HeaderMap) -> bool {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        .is_some_and(|rest| !host.is_empty() && rest == host)
}

fn too_long(path: &str) -> bool {
    path.len() > MAX_PATH || path.split('/').any(|s| s.len() > MAX_SEGMENT)
}

fn refuse(status: StatusCode, code: &str, message: &str) -> Response {
    (
        status,
        [(header::CACHE_CONTROL, "no-store")],
        axum::Json(json!({"error": {"code": code, "message": message}})),
    )
        .into_response()
}

/// The middleware (see the module docs).
pub async fn layer(State(state): State<Arc<AppState>>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let mut response = if too_long(path) {
        refuse(
            StatusCode::NOT_FOUND,
            "not-found",
            "there is no such address",
        )
    } else if !matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    ) && !origin_allowed(request.headers(), &state.config)
    {
        refuse(
            StatusCode::FORBIDDEN,
            "origin",
            "requests from pages of another site are not accepted",
        )
    } else {
        let embed = is_embed(request.uri().query());
        let mut response = next.run(request).await;
        let html = response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/html"));
        if html {
            let ancestors = if embed { "*" } else { "'self'" };
            let policy = format!("{PAGE_POLICY}; frame-ancestors {ancestors}");
            if let Ok(v) = HeaderValue::from_str(&policy) {
                response
                    .headers_mut()
                    .insert(header::CONTENT_SECURITY_POLICY, v);
            }
        }
        response
    };
    let h = response.headers_mut();
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embed_rule_is_the_pages() {
        for yes in [
            "embed=1",
            "embed=true",
            "fen=x&embed=1",
            "embed=1&embed=0",
            "embed=%31",
        ] {
            assert!(is_embed(Some(yes)), "{yes}");
        }
        for no in [
            "embed=10",
            "embed=1x",
            "embed=0&embed=1",
            "xembed=1",
            "embed",
            "embed=",
            "embed=TRUE",
        ] {
            assert!(!is_embed(Some(no)), "{no}");
        }
        assert!(!is_embed(None));
    }

    #[test]
    fn long_paths() {
        assert!(!too_long("/api/games/0123456789abcdef"));
        assert!(too_long(&format!("/{}", "a".repeat(256))));
        assert!(too_long(&"/a".repeat(1100)));
    }
}
