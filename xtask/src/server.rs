//! A small std-only static file server for dist/ (one thread per connection).
//!
//! What a production server of the site does, in small: a file built with a `.br` or `.gz` beside
//! it is answered with the variant the browser accepts (`Content-Encoding`, `Vary:
//! Accept-Encoding`); a content-hashed file (`name-HASH.ext`, written by `cargo xtask build`) is
//! cached for a year (`Cache-Control: public, max-age=31536000, immutable`), everything else —
//! the pages, the service worker, `www/alice-chess.js` at its stable address, the static files —
//! is revalidated (`no-cache`). `cargo xtask serve --dev` mounts the sources at `/` and dist/pkg
//! at `/pkg/` instead (the page unbundled, for debugging).

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
    serve_with(listener, vec![Mount::root(root)], false)
}

/// Serves several folders, each at its own prefix, until the process ends (`serve --dev`): a
/// request goes to the first mount whose prefix it starts with.
pub fn serve_mounts(listener: TcpListener, mounts: Vec<Mount>) {
    serve_with(listener, mounts, false)
}

/// A folder served at a prefix of the URL's path (`/` or `/pkg/`: ending in `/`), or one file at
/// exactly that path (`/sw.js`: `dir` is then the file).
#[derive(Clone, Debug)]
pub struct Mount {
    pub prefix: String,
    pub dir: PathBuf,
}

impl Mount {
    /// `dir` at `/`.
    pub fn root(dir: PathBuf) -> Mount {
        Mount {
            prefix: "/".into(),
            dir,
        }
    }
}

/// Serves `roots`; with `cors`, every answer lets pages of any origin read it
/// (`Access-Control-Allow-Origin: *`), as a CDN does.
fn serve_with(listener: TcpListener, roots: Vec<Mount>, cors: bool) {
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let roots = roots.clone();
        thread::spawn(move || {
            let _ = handle(stream, &roots, cors);
        });
    }
}

/// Serves `root` on `listener` from a background thread.
pub fn spawn(listener: TcpListener, root: PathBuf) {
    thread::spawn(move || serve(listener, root));
}

/// Serves `mounts` on `listener` from a background thread.
pub fn spawn_mounts(listener: TcpListener, mounts: Vec<Mount>) {
    thread::spawn(move || serve_with(listener, mounts, false));
}

/// Serves `root` on `listener` from a background thread, with CORS headers.
pub fn spawn_cors(listener: TcpListener, root: PathBuf) {
    thread::spawn(move || serve_with(listener, vec![Mount::root(root)], true));
}

fn handle(stream: TcpStream, roots: &[Mount], cors: bool) -> io::Result<()> {
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
        let mut accept = Accept::default();
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
                } else if name.eq_ignore_ascii_case("accept-encoding") {
                    accept = Accept::parse(value);
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
        let reply = Reply {
            close,
            cors,
            accept,
        };
        respond(&mut out, roots, method, target, reply)?;
        if close {
            return Ok(());
        }
    }
}

/// How to answer: close the connection after, add CORS headers, the encodings the client takes.
#[derive(Clone, Copy)]
struct Reply {
    close: bool,
    cors: bool,
    accept: Accept,
}

/// The encodings of an `Accept-Encoding` header that a precompressed variant can answer.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
struct Accept {
    br: bool,
    gzip: bool,
}

impl Accept {
    /// `gzip, deflate, br, zstd` → both; an encoding with `q=0` is refused.
    fn parse(header: &str) -> Accept {
        let mut accept = Accept::default();
        for item in header.split(',') {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim().to_ascii_lowercase();
            let refused = parts.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            if refused {
                continue;
            }
            match name.as_str() {
                "br" => accept.br = true,
                "gzip" | "x-gzip" => accept.gzip = true,
                "*" => {
                    accept.br = true;
                    accept.gzip = true;
                }
                _ => {}
            }
        }
        accept
    }
}

/// The file to send for `path`: its `.br` or `.gz` twin when the client takes that encoding (and
/// the twin is not older than the file), and
/// the `Content-Encoding` to say; whether any twin exists (then the answer varies by encoding).
fn variant(path: &Path, accept: Accept) -> (PathBuf, Option<&'static str>, bool) {
    let twin = |ext: &str| {
        let mut name = path.as_os_str().to_owned();
        name.push(ext);
        PathBuf::from(name)
    };
    // A twin older than the file is stale (the file was written again after the build, as the
    // offline test does to sw.js): never served.
    let modified = |p: &Path| fs::metadata(p).and_then(|m| m.modified()).ok();
    let fresh = |p: &Path| p.is_file() && modified(p) >= modified(path);
    let (br, gz) = (twin(".br"), twin(".gz"));
    let varies = br.is_file() || gz.is_file();
    if accept.br && fresh(&br) {
        (br, Some("br"), varies)
    } else if accept.gzip && fresh(&gz) {
        (gz, Some("gzip"), varies)
    } else {
        (path.to_path_buf(), None, varies)
    }
}

/// A file whose name carries its content's hash (`chunk-AB12CD34.js`, `alice_chess_bg-XYZ…​.wasm`):
/// the game server's rule, which serves the same files.
fn is_hashed(path: &Path) -> bool {
    alice_server::site::is_hashed(&path.to_string_lossy())
}

/// `Cache-Control` of a file: a year for a hashed one, else revalidate every time.
fn cache_control(path: &Path) -> &'static str {
    if is_hashed(path) {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    }
}

fn respond(
    out: &mut TcpStream,
    roots: &[Mount],
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
    let path_only = target.split(['?', '#']).next().unwrap_or("");
    let mounted = roots.iter().find(|m| {
        if m.prefix.ends_with('/') {
            target.starts_with(&m.prefix)
        } else {
            path_only == m.prefix
        }
    });
    let resolved = match mounted {
        Some(m) if !m.prefix.ends_with('/') => Resolved::File(m.dir.clone()),
        Some(m) => resolve(&m.dir, &format!("/{}", &target[m.prefix.len()..])),
        None => Resolved::NotFound,
    };
    match resolved {
        Resolved::File(path) => {
            let (file, encoding, varies) = variant(&path, reply.accept);
            match fs::read(&file) {
                Ok(body) => {
                    let mut extra = vec![("Cache-Control", cache_control(&path))];
                    if let Some(encoding) = encoding {
                        extra.push(("Content-Encoding", encoding));
                    }
                    if varies {
                        extra.push(("Vary", "Accept-Encoding"));
                    }
                    send(
                        out,
                        "200 OK",
                        mime_type(&path),
                        &body,
                        head_only,
                        reply,
                        &extra,
                    )
                }
                Err(_) => not_found(out, target, head_only, reply),
            }
        }
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
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nX-Content-Type-Options: nosniff\r\nConnection: {}\r\n",
        body.len(),
        if close { "close" } else { "keep-alive" }
    );
    if !extra.iter().any(|(k, _)| *k == "Cache-Control") {
        head.push_str("Cache-Control: no-cache\r\n");
    }
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

    #[test]
    fn reads_accept_encoding() {
        let both = Accept {
            br: true,
            gzip: true,
        };
        assert_eq!(Accept::parse("gzip, deflate, br, zstd"), both);
        assert_eq!(Accept::parse("*"), both);
        assert_eq!(
            Accept::parse("br;q=0, gzip;q=0.8"),
            Accept {
                br: false,
                gzip: true
            }
        );
        assert_eq!(Accept::parse("identity"), Accept::default());
        assert_eq!(Accept::parse(""), Accept::default());
    }

    #[test]
    fn knows_hashed_names() {
        assert!(is_hashed(Path::new("www/main-3F3HHZMV.js")));
        assert!(is_hashed(Path::new("www/chunk-KP3GLYM5.js.map")));
        assert!(is_hashed(Path::new("www/alice_chess_bg-BHLBOKY9.wasm")));
        assert!(is_hashed(Path::new("www/assets/A-wK-Q2ZQ6JXA.svg")));
        assert!(!is_hashed(Path::new("www/alice-chess.js")));
        assert!(!is_hashed(Path::new("index.html")));
        assert!(!is_hashed(Path::new("sw.js")));
        assert!(!is_hashed(Path::new("www/icons/app-192.png")));
        assert!(!is_hashed(Path::new("www/pieces/B-wN.svg")));
        assert!(!is_hashed(Path::new("www/demo/online-host.js")));
    }

    /// One request on a fresh connection; the answer's head and body.
    fn get(port: u16, path: &str, accept: &str) -> (String, Vec<u8>) {
        let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
        let accept = if accept.is_empty() {
            String::new()
        } else {
            format!("Accept-Encoding: {accept}\r\n")
        };
        s.write_all(
            format!("GET {path} HTTP/1.1\r\nHost: x\r\n{accept}Connection: close\r\n\r\n")
                .as_bytes(),
        )
        .unwrap();
        let mut resp = Vec::new();
        s.read_to_end(&mut resp).unwrap();
        let end = resp.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        (
            // Each header line with its CRLF.
            String::from_utf8_lossy(&resp[..end + 2]).into_owned(),
            resp[end + 4..].to_vec(),
        )
    }

    #[test]
    fn serves_precompressed_twins_and_cache_headers() {
        let root = std::env::temp_dir().join(format!("xtask-serve-enc-{}", std::process::id()));
        fs::create_dir_all(root.join("www")).unwrap();
        fs::write(root.join("index.html"), "page").unwrap();
        fs::write(root.join("www/main-ABCD2345.js"), "plain").unwrap();
        fs::write(root.join("www/main-ABCD2345.js.br"), "brotli").unwrap();
        fs::write(root.join("www/main-ABCD2345.js.gz"), "gzip").unwrap();
        fs::write(root.join("www/alice-chess.js"), "stable").unwrap();
        let listener = bind(0).unwrap();
        let port = listener.local_addr().unwrap().port();
        spawn(listener, root.clone());

        let (head, body) = get(port, "/www/main-ABCD2345.js", "gzip, deflate, br");
        assert_eq!(body, b"brotli", "{head}");
        assert!(head.contains("Content-Encoding: br\r\n"), "{head}");
        assert!(head.contains("Vary: Accept-Encoding\r\n"), "{head}");
        assert!(
            head.contains("Content-Type: text/javascript; charset=utf-8\r\n"),
            "{head}"
        );
        assert!(
            head.contains("Cache-Control: public, max-age=31536000, immutable\r\n"),
            "{head}"
        );
        let (head, body) = get(port, "/www/main-ABCD2345.js", "gzip");
        assert_eq!(body, b"gzip", "{head}");
        assert!(head.contains("Content-Encoding: gzip\r\n"), "{head}");
        let (head, body) = get(port, "/www/main-ABCD2345.js", "");
        assert_eq!(body, b"plain", "{head}");
        assert!(!head.contains("Content-Encoding"), "{head}");
        assert!(head.contains("Vary: Accept-Encoding\r\n"), "{head}");
        let (head, _) = get(port, "/www/alice-chess.js", "br");
        assert!(head.contains("Cache-Control: no-cache\r\n"), "{head}");
        assert!(!head.contains("Content-Encoding"), "{head}");
        // Written again after the build: the older twins are not served.
        std::thread::sleep(Duration::from_millis(20));
        fs::write(root.join("www/main-ABCD2345.js"), "newer").unwrap();
        let (head, body) = get(port, "/www/main-ABCD2345.js", "br, gzip");
        assert_eq!(body, b"newer", "{head}");
        assert!(!head.contains("Content-Encoding"), "{head}");
        let (head, body) = get(port, "/?analysis", "br");
        assert_eq!(body, b"page");
        assert!(head.contains("Cache-Control: no-cache\r\n"), "{head}");
        assert_eq!(head.matches("Cache-Control").count(), 1, "{head}");
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn mounts_pick_the_folder_by_prefix() {
        let base = std::env::temp_dir().join(format!("xtask-serve-mounts-{}", std::process::id()));
        fs::create_dir_all(base.join("src/www")).unwrap();
        fs::create_dir_all(base.join("pkg")).unwrap();
        fs::write(base.join("src/www/main.js"), "source").unwrap();
        fs::write(base.join("pkg/glue.js"), "glue").unwrap();
        let listener = bind(0).unwrap();
        let port = listener.local_addr().unwrap().port();
        spawn_mounts(
            listener,
            vec![
                Mount {
                    prefix: "/pkg/".into(),
                    dir: base.join("pkg"),
                },
                Mount {
                    prefix: "/sw.js".into(),
                    dir: base.join("pkg/glue.js"),
                },
                Mount::root(base.join("src")),
            ],
        );
        assert_eq!(get(port, "/www/main.js", "").1, b"source");
        assert_eq!(get(port, "/pkg/glue.js", "").1, b"glue");
        assert!(get(port, "/glue.js", "").0.contains("404"));
        // One file at exactly its path (its query aside), not at the paths it begins.
        assert_eq!(get(port, "/sw.js", "").1, b"glue");
        assert_eq!(get(port, "/sw.js?v=2", "").1, b"glue");
        assert!(get(port, "/sw.jsx", "").0.contains("404"));
        fs::remove_dir_all(&base).unwrap();
    }
}
