//! The built site through the game server: precompressed files, cache headers, framing.

#[macro_use]
mod common;

use common::{Db, Server};

on_both_databases!(
    the_site_is_served_compressed_cached_and_framed_as_it_should,
    the_online_screens_have_addresses_of_their_own,
);

async fn the_site_is_served_compressed_cached_and_framed_as_it_should(db: Db) {
    let site = tempfile::tempdir().unwrap();
    let www = site.path().join("www");
    std::fs::create_dir_all(&www).unwrap();
    std::fs::write(
        site.path().join("index.html"),
        "<!doctype html><title>Alice</title>",
    )
    .unwrap();
    std::fs::write(site.path().join("sw.js"), "// the worker").unwrap();
    std::fs::write(www.join("main-AB12CD34.js"), "console.log('plain')").unwrap();
    std::fs::write(www.join("main-AB12CD34.js.br"), "BROTLI").unwrap();
    std::fs::write(www.join("main-AB12CD34.js.gz"), "GZIP").unwrap();
    let server = Server::start_with_site(&db, site.path());

    let (status, headers, body) = server
        .request_with(
            "GET",
            "/www/main-AB12CD34.js",
            "",
            "Accept-Encoding: gzip, br\r\n",
        )
        .await;
    assert_eq!((status, body.as_str()), (200, "BROTLI"));
    assert!(headers.contains("content-encoding: br"), "{headers}");
    assert!(
        headers.contains("cache-control: public, max-age=31536000, immutable"),
        "{headers}"
    );
    assert!(
        headers.contains("x-content-type-options: nosniff"),
        "{headers}"
    );
    assert!(headers.contains("vary: accept-encoding"), "{headers}");
    let (_, headers, body) = server
        .request_with(
            "GET",
            "/www/main-AB12CD34.js",
            "",
            "Accept-Encoding: gzip\r\n",
        )
        .await;
    assert_eq!(body, "GZIP");
    assert!(headers.contains("content-encoding: gzip"));
    let (_, _, body) = server
        .request_with("GET", "/www/main-AB12CD34.js", "", "")
        .await;
    assert_eq!(body, "console.log('plain')");

    let (status, headers, _) = server.request_with("GET", "/", "", "").await;
    assert_eq!(status, 200);
    assert!(headers.contains("cache-control: no-cache"), "{headers}");
    assert_eq!(frame_ancestors(&headers), "'self'", "{headers}");
    assert!(
        headers.contains("script-src 'self' 'wasm-unsafe-eval'")
            && headers.contains("referrer-policy: same-origin"),
        "{headers}"
    );
    // Framed anywhere exactly when the page shows the iframe route (its own rule: the first
    // `embed` parameter, decoded, is `1` or `true`).
    for (query, ancestors) in [
        ("?embed=1&moves=e4", "*"),
        ("?moves=e4&embed=true", "*"),
        ("?embed=%31", "*"),
        ("?embed=1x", "'self'"),
        ("?embed=10", "'self'"),
        ("?embed=0&embed=1", "'self'"),
        ("?xembed=1", "'self'"),
    ] {
        let (_, headers, _) = server
            .request_with("GET", &format!("/index.html{query}"), "", "")
            .await;
        assert_eq!(frame_ancestors(&headers), ancestors, "{query}: {headers}");
    }
    let (_, headers, _) = server.request_with("GET", "/sw.js", "", "").await;
    assert!(headers.contains("cache-control: no-cache"), "{headers}");
    // The API is never cached.
    let (_, headers, _) = server.request_with("GET", "/api/lobby", "", "").await;
    assert!(headers.contains("cache-control: no-store"), "{headers}");
}

/// The `frame-ancestors` of the answer's Content-Security-Policy header.
fn frame_ancestors(headers: &str) -> String {
    let policy = headers
        .lines()
        .find_map(|l| l.strip_prefix("content-security-policy: "))
        .unwrap_or_else(|| panic!("no policy: {headers}"));
    policy
        .split(';')
        .find_map(|d| d.trim().strip_prefix("frame-ancestors "))
        .unwrap_or_else(|| panic!("no frame-ancestors: {policy}"))
        .to_string()
}

async fn the_online_screens_have_addresses_of_their_own(db: Db) {
    let site = tempfile::tempdir().unwrap();
    std::fs::write(
        site.path().join("index.html"),
        "<!doctype html><title>Alice</title>",
    )
    .unwrap();
    let server = Server::start_with_site(&db, site.path());
    let location = |headers: &str| {
        headers
            .lines()
            .find_map(|l| l.strip_prefix("location: "))
            .map(str::to_string)
    };
    for (path, to) in [
        ("/online", "/?online"),
        ("/watch", "/?watch"),
        ("/game/0123456789abcdef", "/?game=0123456789abcdef"),
        // Whatever follows a `?` stays out of the page's address (a token in a shared link).
        ("/online?token=0123&x=1", "/?online"),
        ("/watch?lang=fr", "/?watch"),
        (
            "/game/00ff00ff00ff00ff?token=0123456789abcdef0123456789abcdef",
            "/?game=00ff00ff00ff00ff",
        ),
    ] {
        for method in ["GET", "HEAD"] {
            let (status, headers, body) = server.request_with(method, path, "", "").await;
            assert_eq!(status, 302, "{method} {path}: {headers}");
            assert_eq!(location(&headers).as_deref(), Some(to), "{path}: {headers}");
            assert!(
                headers.contains("cache-control: no-store"),
                "{path}: {headers}"
            );
            assert!(!headers.contains("no-cache"), "{path}: {headers}");
            assert!(!body.contains("<title>"), "{path}: {body}");
        }
    }
    // Only a game id as the server makes them: 16 lowercase hex digits.
    for path in [
        "/game",
        "/game/",
        "/game/0123456789abcde",
        "/game/0123456789abcdef0",
        "/game/0123456789ABCDEF",
        "/game/0123456789abcdeg",
        "/game/0123456789abcdef/",
        "/game/0123456789abcdef/x",
        "/game/..%2F..%2Fetc%2Fpasswd",
        "/game/%3Cscript%3E",
    ] {
        let (status, headers, body) = server.request_with("GET", path, "", "").await;
        assert_eq!(status, 404, "{path}: {headers}");
        assert_eq!(location(&headers), None, "{path}: {headers}");
        assert!(!body.contains("<title>"), "{path}: {body}");
    }
    // The page they lead to is the site's.
    let (status, headers, body) = server.request_with("GET", "/?online", "", "").await;
    assert_eq!(status, 200, "{headers}");
    assert!(body.contains("<title>Alice</title>"), "{body}");
    let (status, _, body) = server
        .request_with("GET", "/index.html?game=0123456789abcdef", "", "")
        .await;
    assert_eq!(status, 200);
    assert!(body.contains("<title>Alice</title>"), "{body}");
}
