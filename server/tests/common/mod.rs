//! The server in-process for tests: each [`Server`] runs on its own runtime in its own thread, so
//! that [`Server::kill`] ends it at once — every game task, timer and socket with it, as a
//! killed process would — and a new one can start on the same database.
//!
//! Every test runs twice, on each database ([`Db`]): `on_both_databases!` makes the tests
//! `sqlite::NAME` and `postgres::NAME` of each `async fn NAME(db: Db)`.

#![allow(dead_code)]

pub mod pg;

use alice_server::{app, serve, Config};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// Makes each named `async fn NAME(db: Db)` of the file two tests, `sqlite::NAME` and
/// `postgres::NAME`. (A test left out of the list is an unused function: a warning, which the
/// checks deny.)
#[allow(unused_macros)] // not every test file runs on both
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$name(crate::common::Db::sqlite()).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$name(crate::common::Db::postgres().await).await
                }
            )*
        }
    };
}

/// A test's database: a fresh data folder (SQLite's file is there), and for Postgres a fresh
/// database in the test binary's cluster ([`pg::cluster`]). A server started again on the same
/// `Db` finds the same games.
pub struct Db {
    pub data: tempfile::TempDir,
    /// The Postgres database's URL (`None`: SQLite).
    pub url: Option<String>,
}

impl Db {
    pub fn sqlite() -> Db {
        Db {
            data: tempfile::tempdir().unwrap(),
            url: None,
        }
    }

    pub async fn postgres() -> Db {
        let url = pg::cluster().database().await;
        Db {
            data: tempfile::tempdir().unwrap(),
            url: Some(url),
        }
    }

    /// A server's configuration on this database (no site).
    pub fn config(&self) -> Config {
        let mut config = Config::new(self.data.path().to_path_buf(), "/nonexistent-site".into());
        config.database = self.url.clone();
        config
    }

    /// Runs `sql` on the database, beside the server (SQLite: another connection to its file).
    pub async fn execute(&self, sql: &str) {
        match &self.url {
            Some(url) => {
                let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
                    .await
                    .unwrap();
                let connection = tokio::spawn(connection);
                client
                    .batch_execute(sql)
                    .await
                    .unwrap_or_else(|e| panic!("{sql}: {e}"));
                drop(client);
                let _ = connection.await;
            }
            None => {
                let path = self.data.path().join("alice.sqlite3");
                let sql = sql.to_string();
                tokio::task::spawn_blocking(move || {
                    let conn = rusqlite::Connection::open(path).unwrap();
                    conn.busy_timeout(std::time::Duration::from_secs(5))
                        .unwrap();
                    conn.execute_batch(&sql)
                        .unwrap_or_else(|e| panic!("{sql}: {e}"));
                })
                .await
                .unwrap();
            }
        }
    }

    /// From now on every write to `games` fails (a trigger refuses it), until
    /// [`Db::allow_writes`].
    pub async fn refuse_writes(&self) {
        let sql = match self.url {
            Some(_) => {
                "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
                   $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
                 CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON games
                   FOR EACH ROW EXECUTE FUNCTION refuse();"
            }
            None => {
                "CREATE TRIGGER refuse_update BEFORE UPDATE ON games
                   BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;
                 CREATE TRIGGER refuse_insert BEFORE INSERT ON games
                   BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;"
            }
        };
        self.execute(sql).await;
    }

    /// Undoes [`Db::refuse_writes`].
    pub async fn allow_writes(&self) {
        let sql = match self.url {
            Some(_) => "DROP TRIGGER refuse ON games; DROP FUNCTION refuse();",
            None => "DROP TRIGGER refuse_update; DROP TRIGGER refuse_insert;",
        };
        self.execute(sql).await;
    }
}

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    stop: Option<std::sync::mpsc::Sender<()>>,
    graceful: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Starts a server on a free port on the database `db`.
    pub fn start(db: &Db) -> Server {
        Server::start_with_config(db.config())
    }

    /// Starts a server serving the site in `site`.
    pub fn start_with_site(db: &Db, site: &Path) -> Server {
        let mut config = db.config();
        config.site_dir = site.to_path_buf();
        Server::start_with_config(config)
    }

    /// Starts a server with `config` (its port is ignored: a free one).
    pub fn start_with_config(config: Config) -> Server {
        let (addr_tx, addr_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = std::sync::mpsc::channel::<()>();
        let (graceful_tx, graceful_rx) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let app = match app(config).await {
                    Ok(app) => app,
                    Err(e) => {
                        let _ = addr_tx.send(Err(format!("{e:#}")));
                        return;
                    }
                };
                addr_tx.send(Ok(listener.local_addr().unwrap())).unwrap();
                let stopped = tokio::task::spawn_blocking(move || {
                    let _ = stop_rx.recv();
                });
                tokio::select! {
                    _ = serve(listener, app, async { let _ = graceful_rx.await; }) => {}
                    _ = stopped => {}
                }
            });
            rt.shutdown_background();
        });
        let addr = addr_rx
            .recv_timeout(Duration::from_secs(20))
            .expect("the server starts within 20 s")
            .unwrap_or_else(|e| panic!("the server cannot start: {e}"));
        Server {
            addr,
            stop: Some(stop_tx),
            graceful: Some(graceful_tx),
            thread: Some(thread),
        }
    }

    /// Stops the server as SIGTERM does (sockets told "server restarting", connections
    /// drained), and waits until it has stopped.
    pub fn stop_gracefully(mut self) {
        if let Some(graceful) = self.graceful.take() {
            let _ = graceful.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.halt();
    }

    /// Ends the server at once (no goodbye to any client).
    pub fn kill(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// `POST path` with a JSON body: (status, body).
    pub async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        let (status, text) = self.request("POST", path, &body.to_string()).await;
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// `GET path`: (status, body text).
    pub async fn get(&self, path: &str) -> (u16, String) {
        self.request("GET", path, "").await
    }

    /// One HTTP/1.1 request on its own connection: (status, body text).
    pub async fn request(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        let (status, _, body) = self.request_with(method, path, body, "").await;
        (status, body)
    }

    /// A request with extra header lines (`"Accept-Encoding: br\r\n"`; a `Host` line replaces
    /// the server's address): (status, the headers in lowercase, body text).
    pub async fn request_with(
        &self,
        method: &str,
        path: &str,
        body: &str,
        headers: &str,
    ) -> (u16, String, String) {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut stream = tokio::net::TcpStream::connect(self.addr).await.unwrap();
        // The server's address as `Host`, unless `headers` names one.
        let lower = headers.to_ascii_lowercase();
        let host = if lower.starts_with("host:") || lower.contains("\r\nhost:") {
            String::new()
        } else {
            format!("Host: {}\r\n", self.addr)
        };
        let head = format!(
            "{method} {path} HTTP/1.1\r\n{host}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n{headers}\r\n",
            body.len()
        );
        stream.write_all(head.as_bytes()).await.unwrap();
        stream.write_all(body.as_bytes()).await.unwrap();
        let mut raw = Vec::new();
        let _ = stream.read_to_end(&mut raw).await;
        let text = String::from_utf8_lossy(&raw).to_string();
        let status = text
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let (headers, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
        let body = if headers
            .to_ascii_lowercase()
            .contains("transfer-encoding: chunked")
        {
            dechunk(rest)
        } else {
            rest.to_string()
        };
        (status, headers.to_ascii_lowercase(), body)
    }

    /// Creates a game: (id, seat, token).
    pub async fn create(&self, control: &str, color: &str, seek: bool) -> (String, String, String) {
        let (status, body) = self
            .post(
                "/api/games",
                json!({"control": control, "color": color, "seek": seek, "name": "Ann"}),
            )
            .await;
        assert_eq!(status, 201, "{body}");
        (s(&body["id"]), s(&body["seat"]), s(&body["token"]))
    }

    /// Joins game `id`: (seat, token).
    pub async fn join(&self, id: &str) -> (String, String) {
        let (status, body) = self
            .post(&format!("/api/games/{id}/join"), json!({"name": "Bob"}))
            .await;
        assert_eq!(status, 200, "{body}");
        (s(&body["seat"]), s(&body["token"]))
    }

    /// Opens game `id`'s socket (with a seat's token, or as a spectator).
    pub async fn connect(&self, id: &str, token: Option<&str>) -> Client {
        self.try_connect(id, token)
            .await
            .unwrap_or_else(|e| panic!("game {id}'s socket: {e}"))
    }

    /// Opens game `id`'s socket as a client that reconnects would: trying again for up to
    /// `seconds` while the server refuses (503: the game is being taken over).
    pub async fn reconnect(&self, id: &str, token: Option<&str>, seconds: u64) -> Client {
        let until = std::time::Instant::now() + Duration::from_secs(seconds);
        loop {
            match self.try_connect(id, token).await {
                Ok(c) => return c,
                Err(e) if std::time::Instant::now() > until => {
                    panic!("game {id}'s socket still refused after {seconds} s: {e}")
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(300)).await,
            }
        }
    }

    /// Opens game `id`'s socket as the site's pages do (the token offered as a subprotocol), or
    /// says why not.
    pub async fn try_connect(&self, id: &str, token: Option<&str>) -> Result<Client, String> {
        self.try_connect_by(id, token.map(Token::Header)).await
    }

    /// Opens game `id`'s socket with the token given as `token` says, or says why not.
    pub async fn try_connect_by(
        &self,
        id: &str,
        token: Option<Token<'_>>,
    ) -> Result<Client, String> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut url = format!("ws://{}/api/games/{id}/socket", self.addr);
        let mut protocols = "alice-chess".to_string();
        match token {
            Some(Token::Header(t)) => protocols.push_str(&format!(", alice-seat.{t}")),
            Some(Token::Address(t)) => url.push_str(&format!("?token={t}")),
            Some(Token::Both { header, address }) => {
                protocols.push_str(&format!(", alice-seat.{header}"));
                url.push_str(&format!("?token={address}"));
            }
            Some(Token::Session(_)) | None => {}
        }
        let mut req = url.into_client_request().map_err(|e| e.to_string())?;
        if let Some(Token::Session(secret)) = token {
            req.headers_mut()
                .insert("cookie", format!("alice_session={secret}").parse().unwrap());
        }
        req.headers_mut()
            .insert("sec-websocket-protocol", protocols.parse().unwrap());
        let (ws, response) = tokio_tungstenite::connect_async(req)
            .await
            .map_err(|e| e.to_string())?;
        // The server answers with the game socket's subprotocol (a browser closes a socket whose
        // server picks none of those it offered).
        let picked = response.headers().get("sec-websocket-protocol");
        assert_eq!(picked.and_then(|p| p.to_str().ok()), Some("alice-chess"));
        let mut client = Client {
            ws,
            next_id: 1,
            seen: Vec::new(),
            pending: Default::default(),
        };
        let hello = client.next_of("hello").await;
        client.seen.push(hello);
        Ok(client)
    }
}

/// How a client gives its seat's token.
pub enum Token<'a> {
    /// As the subprotocol `alice-seat.TOKEN` (the site's pages).
    Header(&'a str),
    /// In the address, `?token=TOKEN` (clients that cannot set subprotocols).
    Address(&'a str),
    /// Both, different.
    Both { header: &'a str, address: &'a str },
    /// No seat: a spectator signed in with this session's secret (the cookie `alice_session`).
    Session(&'a str),
}

impl Drop for Server {
    fn drop(&mut self) {
        self.halt();
    }
}

/// Opens a WebSocket at `path` on `server` with the header `Origin: origin`: the `hello` (or the
/// lobby's first message), or the refusal's HTTP status.
pub async fn open_with_origin(server: &Server, path: &str, origin: &str) -> Result<Value, u16> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    use tokio_tungstenite::tungstenite::Error;
    let mut req = format!("ws://{}{path}", server.addr)
        .into_client_request()
        .unwrap();
    req.headers_mut().insert("origin", origin.parse().unwrap());
    match tokio_tungstenite::connect_async(req).await {
        Ok((mut ws, _)) => {
            let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
                .await
                .expect("a first message within 10 s")
                .expect("the socket is open")
                .expect("a frame");
            Ok(serde_json::from_str(msg.to_text().unwrap()).unwrap())
        }
        Err(Error::Http(response)) => Err(response.status().as_u16()),
        Err(e) => panic!("{path} with Origin {origin}: {e}"),
    }
}

/// The body of a chunked answer.
fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 || after.len() < n {
            break;
        }
        out.push_str(&after[..n]);
        rest = after[n..].trim_start_matches("\r\n");
    }
    out
}

pub fn s(v: &Value) -> String {
    v.as_str()
        .unwrap_or_else(|| panic!("not a string: {v}"))
        .to_string()
}

/// A WebSocket client.
pub struct Client {
    ws: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    next_id: u64,
    /// Every message received, in order.
    pub seen: Vec<Value>,
    /// Messages read while waiting for an answer, not yet handed out by `next`.
    pending: std::collections::VecDeque<Value>,
}

impl Client {
    /// The next message (within 10 s).
    pub async fn next(&mut self) -> Value {
        if let Some(v) = self.pending.pop_front() {
            return v;
        }
        self.read().await
    }

    async fn read(&mut self) -> Value {
        self.try_read()
            .await
            .expect("a message within 10 s on an open socket")
    }

    /// Reads until the socket closes: the close frame's code, if it sent one.
    pub async fn close_code(&mut self) -> Option<u16> {
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(10), self.ws.next())
                .await
                .ok()??
                .ok()?;
            if let Message::Close(frame) = msg {
                return frame.map(|f| u16::from(f.code));
            }
        }
    }

    /// The next message, or `None` when the socket closes (or stays silent 10 s).
    async fn try_read(&mut self) -> Option<Value> {
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(10), self.ws.next())
                .await
                .ok()??
                .ok()?;
            if let Message::Text(text) = msg {
                let v: Value = serde_json::from_str(&text).unwrap();
                self.seen.push(v.clone());
                return Some(v);
            }
        }
    }

    /// Plays `uci` after `ply`: the answer, or `None` when the socket closes first (a client
    /// then reconnects and sends it again).
    pub async fn try_play(&mut self, uci: &str, ply: u32) -> Option<Value> {
        let id = self.next_id;
        self.next_id += 1;
        let msg = json!({"t": "move", "uci": uci, "ply": ply, "id": id});
        if !self.try_raw(&msg.to_string()).await {
            return None;
        }
        loop {
            let v = self.try_read().await?;
            if (v["t"] == "ack" || v["t"] == "error") && v["id"] == id {
                return Some(v);
            }
            self.pending.push_back(v);
        }
    }

    /// The next message with `"t": kind` (others are kept in `seen`).
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let v = self.next().await;
            if v["t"] == kind {
                return v;
            }
        }
    }

    /// The next relayed game event of `type`.
    pub async fn event(&mut self, kind: &str) -> Value {
        loop {
            let v = self.next_of("event").await;
            if v["event"]["type"] == kind {
                return v["event"].clone();
            }
        }
    }

    /// The next relayed move event of `uci` (earlier move events are skipped).
    pub async fn moved(&mut self, uci: &str) -> Value {
        loop {
            let e = self.event("move").await;
            if e["uci"] == uci {
                return e;
            }
        }
    }

    /// Sends raw text.
    pub async fn raw(&mut self, text: &str) {
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    /// Sends raw text; whether it could be sent (the server may have closed the socket).
    pub async fn try_raw(&mut self, text: &str) -> bool {
        self.ws.send(Message::Text(text.into())).await.is_ok()
    }

    /// Sends a binary frame.
    pub async fn binary(&mut self, bytes: &[u8]) {
        self.ws
            .send(Message::Binary(bytes.to_vec().into()))
            .await
            .unwrap();
    }

    /// Sends `msg` with a fresh id and returns the answer to it (`ack` or `error`).
    pub async fn ask(&mut self, mut msg: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        msg["id"] = id.into();
        self.raw(&msg.to_string()).await;
        loop {
            let v = self.read().await;
            if (v["t"] == "ack" || v["t"] == "error") && v["id"] == id {
                return v;
            }
            self.pending.push_back(v);
        }
    }

    /// Plays `uci` after `ply` half-moves; the answer.
    pub async fn play(&mut self, uci: &str, ply: u32) -> Value {
        self.ask(json!({"t": "move", "uci": uci, "ply": ply})).await
    }

    /// Whether the server closed the socket (within 5 s). The messages read meanwhile are kept
    /// in `seen`.
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(Duration::from_secs(5), self.ws.next()).await {
                Err(_) => return false,
                Ok(None) | Ok(Some(Err(_))) | Ok(Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(Message::Text(text)))) => {
                    self.seen
                        .push(serde_json::from_str(&text).unwrap_or(Value::Null));
                }
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// A TCP forwarder between a server and its database, that a test can cut: every connection
/// through it is closed and new ones are refused until [`Wire::restore`] (a node cut off from
/// the database by the network, while the database and the other nodes go on).
pub struct Wire {
    /// The port to connect to instead of the database's.
    pub port: u16,
    cut: std::sync::Arc<tokio::sync::watch::Sender<bool>>,
}

impl Wire {
    /// Forwards a local port to `127.0.0.1:target`.
    pub async fn to(target: u16) -> Wire {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let cut = std::sync::Arc::new(tokio::sync::watch::channel(false).0);
        let watch = cut.clone();
        tokio::spawn(async move {
            loop {
                let Ok((mut inbound, _)) = listener.accept().await else {
                    return;
                };
                if *watch.borrow() {
                    drop(inbound);
                    continue;
                }
                let mut cut_now = watch.subscribe();
                tokio::spawn(async move {
                    let Ok(mut outbound) =
                        tokio::net::TcpStream::connect(("127.0.0.1", target)).await
                    else {
                        return;
                    };
                    tokio::select! {
                        _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound) => {}
                        _ = cut_now.wait_for(|cut| *cut) => {}
                    }
                });
            }
        });
        Wire { port, cut }
    }

    /// Closes every connection and refuses new ones.
    pub fn cut(&self) {
        self.cut.send_replace(true);
    }

    /// Lets connections through again.
    pub fn restore(&self) {
        self.cut.send_replace(false);
    }
}

/// A request with the session `cookie` (or none): (status, JSON body).
pub async fn call(
    server: &Server,
    method: &str,
    path: &str,
    body: Value,
    cookie: Option<&str>,
) -> (u16, Value) {
    let headers = cookie.map_or(String::new(), |c| format!("Cookie: alice_session={c}\r\n"));
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    let (status, _, text) = server.request_with(method, path, &body, &headers).await;
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Signs `name` up: the session's cookie.
pub async fn signup(server: &Server, name: &str) -> String {
    let (status, headers, body) = server
        .request_with(
            "POST",
            "/api/signup",
            &json!({"name": name, "password": "a long password"}).to_string(),
            "",
        )
        .await;
    assert_eq!(status, 201, "{body}");
    headers
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: alice_session="))
        .and_then(|v| v.split(';').next())
        .expect("a session cookie")
        .to_string()
}
