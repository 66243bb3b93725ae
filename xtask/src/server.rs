//! A small std-only static file server for dist/ (one thread per connection).

use anyhow::{Context, Result};
use std::fs;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::thread;
use std::time::Duration;

/// Binds 127.0.0.1:`port` (0 picks a free port).
pub fn bind(port: u16) -> Result<TcpListener> {
    TcpListener::bind(("127.0.0.1", port)).with_context(|| {
        format!("could not listen on 127.0.0.1:{port} (in use? try PORT=8081 cargo xtask serve)")
    })
}

/// Serves `root` on `listener` until the process ends.
pub fn serve(listener: TcpListener, root: PathBuf) {
    serve_with(listener, root, false)
}

/// Serves `root`; with `cors`, every answer lets pages of any origin read it
/// (`Access-Control-Allow-Origin: *`), as a CDN does.
fn serve_with(listener: TcpListener, root: PathBuf, cors: bool) {
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let root = root.clone();
        thread::spawn(move || {
            let _ = handle(stream, &root, cors);
        });
    }
}

/// Serves `root` on `listener` from a background thread.
pub fn spawn(listener: TcpListener, root: PathBuf) {
    thread::spawn(move || serve(listener, root));
}

/// Serves `root` on `listener` from a background thread, with CORS headers.
pub fn spawn_cors(listener: TcpListener, root: PathBuf) {
    thread::spawn(move || serve_with(listener, root, true));
}

fn handle(stream: TcpStream, root: &Path, cors: bool) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    stream.set_write_timeout(Some(Duration::from_secs(30)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut out = stream;
    // HTTP/1.1 keep-alive: answer requests on this connection until the client closes it.
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line)? == 0 {
            return Ok(());
        }
        let mut close = false;
        let mut content_length = 0usize;
        loop {
            let mut header = String::new();
            if reader.read_line(&mut header)? == 0 {
                return Ok(());
            }
            let header = header.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                let value = value.trim();
                if name.eq_ignore_ascii_case("connection") && value.eq_ignore_ascii_case("close") {
                    close = true;
                } else if name.eq_ignore_ascii_case("content-length") {
                    content_length = value.parse().unwrap_or(0);
                }
            }
        }
        if content_length > 0 {
            io::copy(
                &mut (&mut reader).take(content_length as u64),
                &mut io::sink(),
            )?;
        }
        let mut parts = request_line.split_whitespace();
        let method = parts.next().unwrap_or("");
        let target = parts.next().unwrap_or("/");
        if parts.next().is_some_and(|v| v == "HTTP/1.0") {
            close = true;
        }
        respond(&mut out, root, method, target, Reply { close, cors })?;
        if close {
            return Ok(());
        }
    }
}

/// How to answer: close the connection after, add CORS headers.
#[derive(Clone, Copy)]
struct Reply {
    close: bool,
    cors: bool,
}

fn respond(
    out: &mut TcpStream,
    root: &Path,
    method: &str,
    target: &str,
    reply: Reply,
) -> io::Result<()> {
    let head_only = method == "HEAD";
    if method != "GET" && !head_only {
        return send(
            out,
            "405 Method Not Allowed",
            "text/plain; charset=utf-8",
            b"method not allowed\n",
            head_only,
            reply,
            &[("Allow", "GET, HEAD")],
        );
    }
    match resolve(root, target) {
        Resolved::File(path) => match fs::read(&path) {
            Ok(body) => send(
                out,
                "200 OK",
                mime_type(&path),
                &body,
                head_only,
                reply,
                &[],
            ),
            Err(_) => not_found(out, target, head_only, reply),
        },
        Resolved::Redirect(location) => send(
            out,
            "301 Moved Permanently",
            "text/plain; charset=utf-8",
            b"moved\n",
            head_only,
            reply,
            &[("Location", &location)],
        ),
        Resolved::NotFound => not_found(out, target, head_only, reply),
    }
}

fn not_found(out: &mut TcpStream, target: &str, head_only: bool, reply: Reply) -> io::Result<()> {
    eprintln!("404 {target}");
    send(
        out,
        "404 Not Found",
        "text/plain; charset=utf-8",
        b"404 not found\n",
        head_only,
        reply,
        &[],
    )
}

fn send(
    out: &mut TcpStream,
    status: &str,
    content_type: &str,
    body: &[u8],
    head_only: bool,
    reply: Reply,
    extra: &[(&str, &str)],
) -> io::Result<()> {
    let close = reply.close;
    let mut head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\nConnection: {}\r\n",
        body.len(),
        if close { "close" } else { "keep-alive" }
    );
    for (k, v) in extra {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    if reply.cors {
        head.push_str("Access-Control-Allow-Origin: *\r\n");
    }
    head.push_str("\r\n");
    out.write_all(head.as_bytes())?;
    if !head_only {
        out.write_all(body)?;
    }
    out.flush()
}

#[derive(Debug, PartialEq)]
enum Resolved {
    File(PathBuf),
    Redirect(String),
    NotFound,
}

/// Maps a request target to a file under `root`: drops `?query` and `#fragment`, decodes `%XX`,
/// refuses anything that would leave `root`, serves `index.html` for folders.
fn resolve(root: &Path, target: &str) -> Resolved {
    let path = target.split(['?', '#']).next().unwrap_or("");
    let Some(decoded) = percent_decode(path) else {
        return Resolved::NotFound;
    };
    if !decoded.starts_with('/') || decoded.contains('\0') || decoded.contains('\\') {
        return Resolved::NotFound;
    }
    let rel = Path::new(decoded.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return Resolved::NotFound;
    }
    let full = root.join(rel);
    if full.is_dir() {
        if !decoded.ends_with('/') {
            return Resolved::Redirect(format!("{path}/"));
        }
        let index = full.join("index.html");
        return if index.is_file() {
            Resolved::File(index)
        } else {
            Resolved::NotFound
        };
    }
    if full.is_file() {
        Resolved::File(full)
    } else {
        Resolved::NotFound
    }
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

pub fn mime_type(path: &Path) -> &'static str {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "txt" | "md" | "ts" => "text/plain; charset=utf-8",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "mp3" => "audio/mpeg",
        "ogg" | "oga" => "audio/ogg",
        "wav" => "audio/wav",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mime_types() {
        assert_eq!(mime_type(Path::new("a/x.wasm")), "application/wasm");
        assert_eq!(
            mime_type(Path::new("pkg/alice_chess.js")),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(
            mime_type(Path::new("x.MJS")),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(mime_type(Path::new("style.css")), "text/css; charset=utf-8");
        assert_eq!(mime_type(Path::new("wK.svg")), "image/svg+xml");
        assert_eq!(
            mime_type(Path::new("index.html")),
            "text/html; charset=utf-8"
        );
        assert_eq!(mime_type(Path::new("LICENSE")), "application/octet-stream");
    }

    #[test]
    fn resolves_inside_root_only() {
        let root = std::env::temp_dir().join(format!("xtask-serve-test-{}", std::process::id()));
        fs::create_dir_all(root.join("www/pieces")).unwrap();
        fs::write(root.join("index.html"), "x").unwrap();
        fs::write(root.join("www/pieces/w K.svg"), "x").unwrap();

        assert_eq!(resolve(&root, "/"), Resolved::File(root.join("index.html")));
        assert_eq!(
            resolve(&root, "/?fen=abc#x"),
            Resolved::File(root.join("index.html"))
        );
        assert_eq!(
            resolve(&root, "/index.html?v=2"),
            Resolved::File(root.join("index.html"))
        );
        assert_eq!(
            resolve(&root, "/www/pieces/w%20K.svg"),
            Resolved::File(root.join("www/pieces/w K.svg"))
        );
        assert_eq!(
            resolve(&root, "/www?x=1"),
            Resolved::Redirect("/www/".into())
        );
        assert_eq!(resolve(&root, "/www/"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/missing.js"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/../Cargo.toml"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/%2e%2e/Cargo.toml"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/www/..%2f..%2fetc"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/bad%zz"), Resolved::NotFound);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn serves_over_http() {
        let root = std::env::temp_dir().join(format!("xtask-serve-http-{}", std::process::id()));
        fs::create_dir_all(root.join("pkg")).unwrap();
        fs::write(root.join("pkg/a.wasm"), b"\0asm").unwrap();
        let listener = bind(0).unwrap();
        let port = listener.local_addr().unwrap().port();
        spawn(listener, root.clone());

        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        s.write_all(b"GET /pkg/a.wasm?x=1 HTTP/1.1\r\nHost: x\r\n\r\nGET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .unwrap();
        let mut resp = Vec::new();
        s.read_to_end(&mut resp).unwrap();
        let text = String::from_utf8_lossy(&resp);
        assert!(text.starts_with("HTTP/1.1 200 OK\r\n"), "{text}");
        assert!(
            text.contains("Content-Type: application/wasm\r\n"),
            "{text}"
        );
        assert!(text.contains("Content-Length: 4\r\n"), "{text}");
        assert!(text.contains("HTTP/1.1 404 Not Found\r\n"), "{text}");
        assert!(!text.contains("Access-Control-Allow-Origin"), "{text}");

        let listener = bind(0).unwrap();
        let port = listener.local_addr().unwrap().port();
        spawn_cors(listener, root.clone());
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        s.write_all(b"GET /pkg/a.wasm HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .unwrap();
        let mut resp = Vec::new();
        s.read_to_end(&mut resp).unwrap();
        let text = String::from_utf8_lossy(&resp);
        assert!(
            text.contains("Access-Control-Allow-Origin: *\r\n"),
            "{text}"
        );
        fs::remove_dir_all(&root).unwrap();
    }
}
