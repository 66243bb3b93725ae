//! The lichess-compatible Bot and Board API: every endpoint's answer checked against the shapes
//! of lichess's documentation (`lichess-org/api`, `doc/specs`: `ChallengeJson`,
//! `GameEventInfo`, `GameFullEvent`, `GameStateEvent`, `ChatLineEvent`), the NDJSON streams
//! read as a client reads them, the refusals, and `alice-server user add`.

#[macro_use]
mod common;

use common::{s, Db, Server};
use serde_json::{json, Value};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

on_both_databases!(
    a_challenge_accepted_is_a_game_played_through_the_api,
    challenges_declined_cancelled_and_refused,
    the_api_refuses_what_lichess_refuses,
    user_add_makes_accounts_and_tokens,
    a_bot_challenged_from_its_profile_answers_on_the_event_stream,
);

/// `alice-server user add NAME [--bot]` on `db`: the token of its last line.
async fn user_add(db: &Db, name: &str, bot: bool) -> String {
    let mut args: Vec<String> = ["user", "add", name].map(String::from).to_vec();
    if bot {
        args.push("--bot".into());
    }
    args.extend(db_args(db));
    let out = alice_server::cli::run(&args).await.unwrap();
    let last = out.lines().last().unwrap();
    let token = last
        .strip_prefix("token: ")
        .unwrap_or_else(|| panic!("{out}"));
    assert_eq!(token.len(), 32, "{out}");
    token.to_string()
}

fn db_args(db: &Db) -> Vec<String> {
    match &db.url {
        Some(url) => vec!["--database".into(), url.clone()],
        None => vec!["--data".into(), db.data.path().display().to_string()],
    }
}

/// A request with a bearer token and a form body: (status, JSON body).
async fn call(server: &Server, method: &str, path: &str, form: &str, token: &str) -> (u16, Value) {
    let headers = format!(
        "Authorization: Bearer {token}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
    );
    let (status, _, text) = server.request_with(method, path, form, &headers).await;
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A request with a JSON body, as berserk sends some.
async fn call_json(server: &Server, path: &str, body: Value, token: &str) -> (u16, Value) {
    // The helper's requests are JSON already.
    let headers = format!("Authorization: Bearer {token}\r\n");
    let (status, _, text) = server
        .request_with("POST", path, &body.to_string(), &headers)
        .await;
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// `POST /api/challenge/{id}/{verb}` (`accept` or `decline`) with `body`, as `token`'s account.
async fn answer_challenge(
    server: &Server,
    id: &str,
    verb: &str,
    body: &str,
    token: &str,
) -> (u16, Value) {
    call(
        server,
        "POST",
        &format!("/api/challenge/{id}/{verb}"),
        body,
        token,
    )
    .await
}

/// An NDJSON stream, read line by line as it comes (chunked transfer decoded).
struct Stream {
    tcp: tokio::net::TcpStream,
    raw: Vec<u8>,
    body: Vec<u8>,
    ended: bool,
}

impl Stream {
    async fn open(server: &Server, path: &str, token: &str) -> (u16, Stream) {
        let mut tcp = tokio::net::TcpStream::connect(server.addr).await.unwrap();
        let head = format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {token}\r\n\r\n",
            server.addr
        );
        tcp.write_all(head.as_bytes()).await.unwrap();
        let mut stream = Stream {
            tcp,
            raw: Vec::new(),
            body: Vec::new(),
            ended: false,
        };
        // The head.
        loop {
            if let Some(end) = find(&stream.raw, b"\r\n\r\n") {
                let head = String::from_utf8_lossy(&stream.raw[..end]).to_string();
                stream.raw.drain(..end + 4);
                let status = head.split(' ').nth(1).unwrap().parse().unwrap();
                if status == 200 {
                    assert!(
                        head.to_ascii_lowercase()
                            .contains("content-type: application/x-ndjson"),
                        "{head}"
                    );
                }
                return (status, stream);
            }
            stream.fill().await;
        }
    }

    async fn fill(&mut self) {
        let mut buf = [0u8; 4096];
        let n = tokio::time::timeout(Duration::from_secs(15), self.tcp.read(&mut buf))
            .await
            .expect("the stream says something within 15 s")
            .unwrap();
        if n == 0 {
            self.ended = true;
        }
        self.raw.extend_from_slice(&buf[..n]);
    }

    /// Moves complete chunks from `raw` to `body`.
    fn dechunk(&mut self) {
        while let Some(eol) = find(&self.raw, b"\r\n") {
            let size = usize::from_str_radix(String::from_utf8_lossy(&self.raw[..eol]).trim(), 16)
                .unwrap();
            if size == 0 {
                self.ended = true;
                self.raw.clear();
                return;
            }
            if self.raw.len() < eol + 2 + size + 2 {
                return;
            }
            self.body
                .extend_from_slice(&self.raw[eol + 2..eol + 2 + size]);
            self.raw.drain(..eol + 2 + size + 2);
        }
    }

    /// The next line (an empty one is a keep-alive), or `None` once the stream ended.
    async fn line(&mut self) -> Option<String> {
        loop {
            self.dechunk();
            if let Some(eol) = self.body.iter().position(|&b| b == b'\n') {
                let line = String::from_utf8(self.body[..eol].to_vec()).unwrap();
                self.body.drain(..=eol);
                return Some(line);
            }
            if self.ended {
                return None;
            }
            self.fill().await;
        }
    }

    /// The next JSON object (keep-alives skipped).
    async fn next(&mut self) -> Value {
        loop {
            let line = self.line().await.expect("the stream ended");
            if !line.is_empty() {
                return serde_json::from_str(&line).unwrap();
            }
        }
    }

    /// The next object of `kind`, others skipped.
    async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let v = self.next().await;
            if v["type"] == kind {
                return v;
            }
        }
    }

    /// The stream ends (whatever is left read).
    async fn ends(&mut self) {
        while self.line().await.is_some() {}
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The keys of a JSON object, sorted.
fn keys(v: &Value) -> Vec<String> {
    let mut k: Vec<String> = v
        .as_object()
        .unwrap_or_else(|| panic!("not an object: {v}"))
        .keys()
        .cloned()
        .collect();
    k.sort();
    k
}

/// `required` keys of lichess's schema are all there.
fn has_all(v: &Value, required: &[&str]) {
    let k = keys(v);
    for r in required {
        assert!(k.iter().any(|x| x == r), "{r} missing from {v}");
    }
}

async fn a_challenge_accepted_is_a_game_played_through_the_api(db: Db) {
    let ann = user_add(&db, "Ann", false).await;
    let bot = user_add(&db, "AliceBot", true).await;
    let server = Server::start(&db);

    // GET /api/account: lichess's fields and ours.
    let (status, me) = call(&server, "GET", "/api/account", "", &bot).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["id"], "alicebot");
    assert_eq!(me["username"], "AliceBot");
    assert_eq!(me["title"], "BOT");
    assert_eq!(me["name"], "AliceBot");
    assert!(
        me["createdAt"].as_u64().is_some() && me["perfs"].is_object(),
        "{me}"
    );

    let (status, mut bot_events) = Stream::open(&server, "/api/stream/event", &bot).await;
    assert_eq!(status, 200);
    let (_, mut ann_events) = Stream::open(&server, "/api/stream/event", &ann).await;
    tokio::time::sleep(Duration::from_millis(200)).await;

    // POST /api/challenge/{username}, a form as lichess documents.
    let (status, challenge) = call(
        &server,
        "POST",
        "/api/challenge/alicebot",
        "rated=true&clock.limit=180&clock.increment=2&color=white&variant=alice",
        &ann,
    )
    .await;
    assert_eq!(status, 200, "{challenge}");
    has_all(
        &challenge,
        &[
            "id",
            "url",
            "status",
            "challenger",
            "destUser",
            "variant",
            "rated",
            "speed",
            "timeControl",
            "color",
            "perf",
        ],
    );
    assert_eq!(challenge["status"], "created");
    assert_eq!(challenge["variant"]["key"], "alice");
    assert_eq!(challenge["speed"], "blitz");
    assert_eq!(
        challenge["timeControl"],
        json!({"type": "clock", "limit": 180, "increment": 2, "show": "3+2"})
    );
    assert_eq!(challenge["color"], "white");
    assert_eq!(challenge["direction"], "out");
    assert_eq!(challenge["challenger"]["id"], "ann");
    assert_eq!(challenge["destUser"]["title"], "BOT");
    // Asked rated, between two accounts: a rated game.
    assert_eq!(challenge["rated"], true);
    let id = s(&challenge["id"]);
    assert!(s(&challenge["url"]).ends_with(&format!("/game/{id}")));

    let event = bot_events.next_of("challenge").await;
    assert_eq!(event["challenge"]["id"], id.as_str());
    assert_eq!(event["compat"], json!({"bot": true, "board": true}));
    let (status, mine) = call(&server, "GET", "/api/challenge", "", &bot).await;
    assert_eq!(status, 200);
    assert_eq!(mine["in"][0]["id"], id.as_str());
    assert_eq!(mine["in"][0]["direction"], "in");
    assert_eq!(mine["out"], json!([]));

    // Accepting it: the game has the challenge's id; gameStart on both streams.
    let (status, body) = answer_challenge(&server, &id, "accept", "", &bot).await;
    assert_eq!((status, body), (200, json!({"ok": true})));
    for (stream, color, opponent) in [
        (&mut bot_events, "black", "Ann"),
        (&mut ann_events, "white", "AliceBot"),
    ] {
        let start = stream.next_of("gameStart").await;
        let g = &start["game"];
        has_all(
            g,
            &[
                "fullId",
                "gameId",
                "fen",
                "color",
                "lastMove",
                "source",
                "status",
                "variant",
                "speed",
                "perf",
                "rated",
                "hasMoved",
                "opponent",
                "isMyTurn",
                "secondsLeft",
                "compat",
                "id",
            ],
        );
        assert_eq!(g["gameId"], id.as_str());
        assert_eq!(g["color"], color);
        assert_eq!(g["status"], json!({"id": 20, "name": "started"}));
        assert_eq!(g["opponent"]["username"], opponent);
        assert_eq!(g["isMyTurn"], color == "white");
        assert_eq!(g["secondsLeft"], 180);
        assert_eq!(g["hasMoved"], false);
        assert_eq!(g["rated"], true);
        assert_eq!(g["opponent"]["rating"], 1500, "{g}");
    }
    // An ordinary game of the server.
    let (status, game) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    let game: Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["status"], "playing");
    assert_eq!(game["white"]["name"], "Ann");

    // The streams of the game.
    let (status, mut ann_game) =
        Stream::open(&server, &format!("/api/board/game/stream/{id}"), &ann).await;
    assert_eq!(status, 200);
    let (_, mut bot_game) =
        Stream::open(&server, &format!("/api/bot/game/stream/{id}"), &bot).await;
    for stream in [&mut ann_game, &mut bot_game] {
        let full = stream.next().await;
        has_all(
            &full,
            &[
                "type",
                "id",
                "variant",
                "speed",
                "perf",
                "rated",
                "createdAt",
                "white",
                "black",
                "initialFen",
                "state",
                "clock",
            ],
        );
        assert_eq!(full["type"], "gameFull");
        assert_eq!(full["id"], id.as_str());
        assert_eq!(full["variant"]["key"], "alice");
        assert_eq!(full["initialFen"], "startpos");
        assert_eq!(full["clock"], json!({"initial": 180000, "increment": 2000}));
        assert_eq!(full["rated"], true);
        assert_eq!(
            full["white"],
            json!({"id": "ann", "name": "Ann", "title": null, "rating": 1500, "provisional": true})
        );
        assert_eq!(full["black"]["title"], "BOT");
        let state = &full["state"];
        has_all(
            state,
            &["type", "moves", "wtime", "btime", "winc", "binc", "status"],
        );
        assert_eq!(state["type"], "gameState");
        assert_eq!(state["moves"], "");
        assert_eq!(state["status"], "started");
        assert_eq!(
            (state["winc"].clone(), state["binc"].clone()),
            (json!(2000), json!(2000))
        );
    }

    // Moves both ways, each seen by both.
    let mut played = Vec::new();
    for (uci, token, api) in [
        ("e2e4", &ann, "board"),
        ("d7d5", &bot, "bot"),
        ("g1f3", &ann, "board"),
    ] {
        let (status, body) = call(
            &server,
            "POST",
            &format!("/api/{api}/game/{id}/move/{uci}"),
            "",
            token,
        )
        .await;
        assert_eq!((status, &body), (200, &json!({"ok": true})), "{uci}");
        played.push(uci);
        for stream in [&mut ann_game, &mut bot_game] {
            let state = stream.next_of("gameState").await;
            assert_eq!(state["moves"], played.join(" "));
            assert_eq!(state["status"], "started");
            assert!(state["wtime"].as_u64().unwrap() <= 182_000);
        }
    }
    // Illegal: 400 with the core's reason; out of turn: 400; nothing played.
    let (status, body) = call(
        &server,
        "POST",
        &format!("/api/bot/game/{id}/move/d5d3"),
        "",
        &bot,
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"].as_str().is_some_and(|e| !e.is_empty()),
        "{body}"
    );
    let (status, body) = call(
        &server,
        "POST",
        &format!("/api/board/game/{id}/move/f3g5"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(s(&body["error"]).contains("turn"), "{body}");
    let (status, body) = call(
        &server,
        "POST",
        &format!("/api/bot/game/{id}/move/notamove"),
        "",
        &bot,
    )
    .await;
    assert_eq!(status, 400, "{body}");

    // Chat, stored and streamed as chatLine.
    let (status, _) = call_json(
        &server,
        &format!("/api/bot/game/{id}/chat"),
        json!({"room": "player", "text": "good luck"}),
        &bot,
    )
    .await;
    assert_eq!(status, 200);
    for stream in [&mut ann_game, &mut bot_game] {
        let line = stream.next_of("chatLine").await;
        assert_eq!(
            line,
            json!({"type": "chatLine", "room": "player", "username": "AliceBot", "text": "good luck"})
        );
    }
    let (status, chat) = call(
        &server,
        "GET",
        &format!("/api/board/game/{id}/chat"),
        "",
        &ann,
    )
    .await;
    assert_eq!(
        (status, chat),
        (200, json!([{"text": "good luck", "user": "AliceBot"}]))
    );

    // A draw offered (yes) and declined (no): wdraw then not.
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/board/game/{id}/draw/yes"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 200);
    let state = bot_game.next_of("gameState").await;
    assert_eq!(state["wdraw"], true, "{state}");
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/bot/game/{id}/draw/no"),
        "",
        &bot,
    )
    .await;
    assert_eq!(status, 200);
    let state = bot_game.next_of("gameState").await;
    assert!(state.get("wdraw").is_none(), "{state}");

    // The resignation ends both streams; gameFinish on both event streams.
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/board/game/{id}/resign"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 200);
    for stream in [&mut ann_game, &mut bot_game] {
        let state = loop {
            let s = stream.next_of("gameState").await;
            if s["status"] != "started" {
                break s;
            }
        };
        assert_eq!(state["status"], "resign");
        assert_eq!(state["winner"], "black");
        stream.ends().await;
    }
    for stream in [&mut bot_events, &mut ann_events] {
        let finish = stream.next_of("gameFinish").await;
        assert_eq!(finish["game"]["gameId"], id.as_str());
        assert_eq!(
            finish["game"]["status"],
            json!({"id": 31, "name": "resign"})
        );
        assert_eq!(finish["game"]["winner"], "black");
        assert_eq!(finish["game"]["rated"], true);
    }
    // Rated: both ratings moved, the winner's up.
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let game: Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["rated"], true);
    assert!(
        game["ratings"]["black"]["diff"].as_i64().unwrap() > 0,
        "{game}"
    );
    assert!(
        game["ratings"]["white"]["diff"].as_i64().unwrap() < 0,
        "{game}"
    );
    let (_, account) = call(&server, "GET", "/api/user/AliceBot", "", &bot).await;
    assert_eq!(account["perfs"]["blitz"]["games"], 1, "{account}");
    assert!(account["perfs"]["blitz"]["rating"].as_i64().unwrap() > 1500);
    let (status, body) = call(
        &server,
        "POST",
        &format!("/api/bot/game/{id}/move/g8f6"),
        "",
        &bot,
    )
    .await;
    assert_eq!(status, 400, "{body}");
    // On the profile and in its export, as any game.
    let (status, profile) = server.get("/api/user/AliceBot").await;
    assert_eq!(status, 200);
    assert!(profile.contains(&id), "{profile}");
    // A finished game streams its gameFull and ends.
    let (_, mut again) = Stream::open(&server, &format!("/api/bot/game/stream/{id}"), &bot).await;
    assert_eq!(again.next().await["state"]["status"], "resign");
    again.ends().await;
    server.kill();
}

async fn challenges_declined_cancelled_and_refused(db: Db) {
    let ann = user_add(&db, "Ann", false).await;
    let bot = user_add(&db, "AliceBot", true).await;
    let server = Server::start(&db);
    let (_, mut bot_events) = Stream::open(&server, "/api/stream/event", &bot).await;
    let (_, mut ann_events) = Stream::open(&server, "/api/stream/event", &ann).await;
    tokio::time::sleep(Duration::from_millis(200)).await;

    // As berserk sends it: JSON, nulls for what is not given; days for correspondence.
    let (status, c) = call_json(
        &server,
        "/api/challenge/AliceBot",
        json!({"rated": false, "clock.limit": null, "clock.increment": null, "days": 3,
               "color": null, "variant": null, "fen": null}),
        &ann,
    )
    .await;
    assert_eq!(status, 200, "{c}");
    assert_eq!(
        c["timeControl"],
        json!({"type": "correspondence", "daysPerTurn": 3})
    );
    assert_eq!(c["speed"], "correspondence");
    assert_eq!(c["color"], "random");
    let id = s(&c["id"]);
    bot_events.next_of("challenge").await;
    let (status, _) = answer_challenge(&server, &id, "decline", "reason=later", &bot).await;
    assert_eq!(status, 200);
    let declined = ann_events.next_of("challengeDeclined").await;
    assert_eq!(declined["challenge"]["id"], id.as_str());
    assert_eq!(declined["challenge"]["status"], "declined");
    assert_eq!(declined["challenge"]["declineReasonKey"], "later");
    // Gone: accepting it now is 404.
    let (status, _) = answer_challenge(&server, &id, "accept", "", &bot).await;
    assert_eq!(status, 404);

    // Cancelled by the challenger.
    let (_, c) = call(
        &server,
        "POST",
        "/api/challenge/AliceBot",
        "clock.limit=60&clock.increment=0",
        &ann,
    )
    .await;
    assert_eq!(c["speed"], "bullet");
    let id = s(&c["id"]);
    bot_events.next_of("challenge").await;
    // Only the challenger cancels, only the one challenged accepts.
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/challenge/{id}/cancel"),
        "",
        &bot,
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = answer_challenge(&server, &id, "accept", "", &ann).await;
    assert_eq!(status, 404);
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/challenge/{id}/cancel"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 200);
    let cancelled = bot_events.next_of("challengeCanceled").await;
    assert_eq!(cancelled["challenge"]["id"], id.as_str());
    assert_eq!(cancelled["challenge"]["status"], "canceled");

    // Refused challenges, each with its reason.
    for (path, form, code) in [
        (
            "/api/challenge/AliceBot",
            "clock.limit=180&clock.increment=2&variant=standard",
            400,
        ),
        ("/api/challenge/AliceBot", "", 400),
        (
            "/api/challenge/AliceBot",
            "clock.limit=180&clock.increment=2&days=3",
            400,
        ),
        (
            "/api/challenge/AliceBot",
            "clock.limit=99999&clock.increment=2",
            400,
        ),
        (
            "/api/challenge/AliceBot",
            "clock.limit=180&clock.increment=2&color=green",
            400,
        ),
        (
            "/api/challenge/AliceBot",
            "clock.limit=180&clock.increment=2&rated=maybe",
            400,
        ),
        ("/api/challenge/AliceBot", "clock.limit=abc", 400),
        (
            "/api/challenge/AliceBot",
            "clock.limit=180&clock.increment=2&fen=8/8/8/8/8/8/8/8",
            400,
        ),
        (
            "/api/challenge/Ann",
            "clock.limit=180&clock.increment=2",
            400,
        ),
        (
            "/api/challenge/Nobody",
            "clock.limit=180&clock.increment=2",
            404,
        ),
        (
            "/api/challenge/no%20one",
            "clock.limit=180&clock.increment=2",
            404,
        ),
    ] {
        let (status, body) = call(&server, "POST", path, form, &ann).await;
        assert_eq!(status, code, "{path} {form}: {body}");
        assert!(
            body["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{body}"
        );
    }
    // The events stream is still open: a keep-alive empty line comes within 7 s.
    let mut empty = false;
    for _ in 0..20 {
        if bot_events.line().await == Some(String::new()) {
            empty = true;
            break;
        }
    }
    assert!(empty, "no keep-alive");
    server.kill();
}

async fn the_api_refuses_what_lichess_refuses(db: Db) {
    let ann = user_add(&db, "Ann", false).await;
    let bot = user_add(&db, "AliceBot", true).await;
    let bea = user_add(&db, "Bea", false).await;
    let server = Server::start(&db);
    // No token, a wrong one: 401.
    for token in ["", "0123456789abcdef0123456789abcdef"] {
        let (status, body) = call(&server, "GET", "/api/stream/event", "", token).await;
        assert_eq!(status, 401, "{body}");
        assert_eq!(body["error"], "No such token");
    }
    // A game between Ann and Bea (both people: the Board API).
    let (_, c) = call(
        &server,
        "POST",
        "/api/challenge/Bea",
        "clock.limit=300&clock.increment=0&color=black",
        &ann,
    )
    .await;
    let id = s(&c["id"]);
    let (status, _) = answer_challenge(&server, &id, "accept", "", &bea).await;
    assert_eq!(status, 200);
    // A person on the Bot API, a bot on the Board API: 400.
    let (status, body) = call(
        &server,
        "POST",
        &format!("/api/bot/game/{id}/move/e2e4"),
        "",
        &bea,
    )
    .await;
    assert_eq!(status, 400, "{body}");
    let (status, _) = Stream::open(&server, &format!("/api/board/game/stream/{id}"), &bot).await;
    assert_eq!(status, 400);
    // Not the caller's game: 404 (the bot is not in it).
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/bot/game/{id}/resign"),
        "",
        &bot,
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = call(
        &server,
        "POST",
        "/api/board/game/0123456789abcdef/resign",
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/board/game/{id}/dance"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = call(
        &server,
        "POST",
        &format!("/api/board/game/{id}/draw/maybe"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 400);
    // Takeback with nothing to take back: 400 with the reason; abort before moving: ok.
    let (status, body) = call(
        &server,
        "POST",
        &format!("/api/board/game/{id}/takeback/yes"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 400, "{body}");
    let (status, body) = call(
        &server,
        "POST",
        &format!("/api/board/game/{id}/abort"),
        "",
        &ann,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let game: Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["state"]["outcome"]["reason"], "aborted");
    // A bot plays through the API only: the site's games refuse its token.
    let (status, _, text) = server
        .request_with(
            "POST",
            "/api/games",
            &json!({"control": "3+2", "color": "white"}).to_string(),
            &format!("Authorization: Bearer {bot}\r\n"),
        )
        .await;
    assert_eq!(status, 403, "{text}");
    assert!(text.contains("\"bot\""), "{text}");
    server.kill();
}

async fn user_add_makes_accounts_and_tokens(db: Db) {
    let token = user_add(&db, "Cleo", false).await;
    let mut again: Vec<String> = ["user", "add", "cleo"].map(String::from).to_vec();
    again.extend(db_args(&db));
    let taken = alice_server::cli::run(&again).await.unwrap_err();
    assert!(taken.contains("taken"), "{taken}");
    for bad in [
        vec!["user", "add", "a"],
        vec!["user", "add", "no one"],
        vec!["user", "add"],
        vec!["user", "add", "Dan", "--nope"],
        vec!["user", "remove", "Dan"],
    ] {
        let mut args: Vec<String> = bad.iter().map(|a| a.to_string()).collect();
        args.extend(db_args(&db));
        assert!(alice_server::cli::run(&args).await.is_err(), "{bad:?}");
    }
    let server = Server::start(&db);
    let (status, me) = call(&server, "GET", "/api/account", "", &token).await;
    assert_eq!(status, 200);
    assert_eq!(me["username"], "Cleo");
    assert_eq!(me["title"], Value::Null);
    server.kill();
}

/// The profile page's route (`POST /api/user/{name}/challenge`) to a bot of the API: a
/// challenge the bot sees on its event stream; its answer on the challenger's.
async fn a_bot_challenged_from_its_profile_answers_on_the_event_stream(db: Db) {
    let ann = user_add(&db, "Ann", false).await;
    let bot = user_add(&db, "AliceBot", true).await;
    let server = Server::start(&db);
    let (_, mut bot_events) = Stream::open(&server, "/api/stream/event", &bot).await;
    let (_, mut ann_events) = Stream::open(&server, "/api/stream/event", &ann).await;
    tokio::time::sleep(Duration::from_millis(200)).await;

    // Anonymous: refused, said why (the site's error shape); a person is not challenged so.
    let (status, body) = server
        .post(
            "/api/user/AliceBot/challenge",
            json!({"control": "5+3", "color": "black"}),
        )
        .await;
    assert_eq!((status, &body["error"]["code"]), (403, &json!("sign-in")));
    let (status, body) = call_json(
        &server,
        "/api/user/Ann/challenge",
        json!({"control": "5+3"}),
        &bot,
    )
    .await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (403, &json!("bot")),
        "{body}"
    );

    let (status, made) = call_json(
        &server,
        "/api/user/AliceBot/challenge",
        json!({"control": "5+3", "color": "black", "rated": true}),
        &ann,
    )
    .await;
    assert_eq!(status, 200, "{made}");
    let c = &made["challenge"];
    assert_eq!(
        (&c["status"], &c["rated"], &c["color"], &c["speed"]),
        (
            &json!("created"),
            &json!(true),
            &json!("black"),
            &json!("blitz")
        )
    );
    let id = s(&c["id"]);
    let seen = bot_events.next_of("challenge").await;
    assert_eq!(seen["challenge"]["id"], id.as_str());
    assert_eq!(seen["challenge"]["rated"], true);
    let (status, _) = answer_challenge(&server, &id, "accept", "", &bot).await;
    assert_eq!(status, 200);
    let start = ann_events.next_of("gameStart").await;
    assert_eq!(start["game"]["gameId"], id.as_str());
    assert_eq!(start["game"]["rated"], true);
    assert_eq!(start["game"]["color"], "black");
    // The page reads its seat from "my games".
    let (status, mine) = call(&server, "GET", "/api/account/games", "", &ann).await;
    assert_eq!(status, 200);
    let game = mine["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap_or_else(|| panic!("{mine}"))
        .clone();
    assert_eq!(game["seat"], "black");
    assert_eq!(game["token"].as_str().map(str::len), Some(32));

    // Declined: said on the challenger's stream.
    let (_, made) = call_json(
        &server,
        "/api/user/AliceBot/challenge",
        json!({"control": "corr-3"}),
        &ann,
    )
    .await;
    let id = s(&made["challenge"]["id"]);
    assert_eq!(made["challenge"]["rated"], false);
    bot_events.next_of("challenge").await;
    let (status, _) = answer_challenge(&server, &id, "decline", "reason=casual", &bot).await;
    assert_eq!(status, 200);
    let declined = ann_events.next_of("challengeDeclined").await;
    assert_eq!(declined["challenge"]["id"], id.as_str());
    server.kill();
}
