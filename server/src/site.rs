//! The built site (`dist/`): precompressed variants (`.br`, `.gz`) served when the browser
//! accepts them; files whose names carry a content hash (`chunk-3F2A9C1B.js`) cached for a year as
//! immutable, everything else (the HTML, the service worker) revalidated on every load
//! (`no-cache`). The security headers (`nosniff`, the pages' Content-Security-Policy and who may
//! frame them) are set for every answer by [`crate::security`].
//!
//! The online screens also have addresses of their own, to share or type: `/online` (create a
//! game, the lobby), `/watch` (the games being played) and `/game/{id}` (one game) are redirected
//! (302, `no-store`) to the page's screen (`/?online`, `/?watch`, `/?game={id}`); anything after
//! a `?` is dropped, so that a link can never carry a seat's token into the page's address.

use crate::config::Config;
use crate::token;
use axum::extract::{Path, Request};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use tower_http::services::{ServeDir, ServeFile};

/// The routes of the static site (the fallback of the router).
pub fn router(config: &Config) -> Router {
    let dir = &config.site_dir;
    let files = ServeDir::new(dir)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(true)
        .not_found_service(ServeFile::new(dir.join("index.html")));
    Router::new()
        .route("/online", get(|| async { redirect("/?online".into()) }))
        .route("/watch", get(|| async { redirect("/?watch".into()) }))
        .route("/signup", get(|| async { redirect("/?signup".into()) }))
        .route("/login", get(|| async { redirect("/?login".into()) }))
        .route("/account", get(|| async { redirect("/?account".into()) }))
        .route("/@/{name}", get(profile_page))
        .route("/game", get(no_game))
        .route("/game/", get(no_game))
        .route("/game/{*id}", get(game_page))
        .fallback_service(files)
        .layer(middleware::from_fn(headers))
}

/// A 302 to `location`, never cached (the screens' addresses may change with the site).
fn redirect(location: String) -> Response {
    (
        StatusCode::FOUND,
        [
            (header::LOCATION, location),
            (header::CACHE_CONTROL, "no-store".into()),
        ],
    )
        .into_response()
}

/// `/@/{name}` → `/?profile={name}` for a name an account could have (2–20 letters, digits, `_`,
/// `-`); anything else is no page (404).
async fn profile_page(Path(name): Path<String>) -> Response {
    match crate::accounts::name_key(&name) {
        Ok(_) => redirect(format!("/?profile={name}")),
        Err(_) => (StatusCode::NOT_FOUND, "there is no such player address").into_response(),
    }
}

/// `/game/{id}` → `/?game={id}` for an id as the server makes them (16 lowercase hex digits);
/// anything else under `/game/` is no game (404), not the page.
async fn game_page(Path(id): Path<String>) -> Response {
    if token::is_hex(&id, 16) {
        redirect(format!("/?game={id}"))
    } else {
        no_game().await
    }
}

async fn no_game() -> Response {
    (StatusCode::NOT_FOUND, "there is no such game address").into_response()
}

/// Whether a file name carries a content hash, as `cargo xtask build` writes them
/// (`chunk-AB12CD34.js`, `alice_chess_bg-BHLBOKY9.wasm`, `x-AB12CD34.js.map`: eight capitals or
/// digits, at least one a capital, after the last `-` of the name before its first `.`).
pub fn is_hashed(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    let stem = name.split('.').next().unwrap_or("");
    stem.rsplit_once('-').is_some_and(|(_, hash)| {
        hash.len() == 8
            && hash
                .bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
            && hash.bytes().any(|b| b.is_ascii_uppercase())
    })
}

async fn headers(request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    let mut response = next.run(request).await;
    let ok = response.status().is_success();
    let h = response.headers_mut();
    // The same address answers br, gzip or plain by Accept-Encoding: caches must keep them apart.
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    let cache = if is_hashed(&path) && ok {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    // A route that chose its own (the redirects' `no-store`) keeps it.
    if !h.contains_key(header::CACHE_CONTROL) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashed_names() {
        for yes in [
            "/www/chunk-3F2A9C1B.js",
            "/www/x/main-ABCD1234.js.map",
            "/www/alice_chess_bg-BHLBOKY9.wasm",
            "/www/pieces/A-wK-12AB34CD.svg",
        ] {
            assert!(is_hashed(yes), "{yes}");
        }
        for no in [
            "/index.html",
            "/sw.js",
            "/www/core/engine-worker.js",
            "/style.css",
            "/alice-chess.js",
            "/abcdefgh.js",
            "/x-abcd1234.js",
            "/x-12345678.js",
            "/www/pieces/A-wK.svg",
        ] {
            assert!(!is_hashed(no), "{no}");
        }
    }
}
