//! Accounts (optional): sign-up, sign-in and its limits, sessions and tokens, seats that belong
//! to an account, "my games", claiming the seats a browser took anonymously, deletion.

#[macro_use]
mod common;

use alice_server::limits::Rate;
use common::{s, Db, Server};
use serde_json::{json, Value};

on_both_databases!(
    signing_up_in_and_out,
    sessions_tokens_and_the_password,
    sign_ins_are_limited_per_name_and_per_address,
    seats_belong_to_the_account,
    a_deleted_account_keeps_its_games_and_its_name,
    a_profile_lists_the_games_and_exports_them,
    a_claimed_seat_takes_the_account_name,
    sessions_name_their_browser,
);

/// A request with the session `cookie` (or none): (status, lowercase headers, JSON body).
async fn call(
    server: &Server,
    method: &str,
    path: &str,
    body: Value,
    cookie: Option<&str>,
) -> (u16, String, Value) {
    let headers = cookie.map_or(String::new(), |c| format!("Cookie: alice_session={c}\r\n"));
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    let (status, headers, text) = server.request_with(method, path, &body, &headers).await;
    (
        status,
        headers,
        serde_json::from_str(&text).unwrap_or(Value::Null),
    )
}

/// A request with a bearer token.
async fn bearer(server: &Server, path: &str, token: &str) -> (u16, Value) {
    let (status, _, text) = server
        .request_with(
            "GET",
            path,
            "",
            &format!("Authorization: Bearer {token}\r\n"),
        )
        .await;
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// The session cookie an answer sets (its value), and the whole `Set-Cookie` line.
fn cookie_of(headers: &str) -> (String, String) {
    let line = headers
        .lines()
        .find(|l| l.starts_with("set-cookie: alice_session="))
        .unwrap_or_else(|| panic!("no cookie in {headers}"))
        .to_string();
    let value = line
        .trim_start_matches("set-cookie:")
        .trim()
        .trim_start_matches("alice_session=")
        .split(';')
        .next()
        .unwrap()
        .to_string();
    (value, line)
}

async fn signup(server: &Server, name: &str, password: &str) -> String {
    let (status, headers, body) = call(
        server,
        "POST",
        "/api/signup",
        json!({"name": name, "password": password}),
        None,
    )
    .await;
    assert_eq!(status, 201, "{body}");
    cookie_of(&headers).0
}

async fn login(server: &Server, name: &str, password: &str) -> (u16, Option<String>, Value) {
    let (status, headers, body) = call(
        server,
        "POST",
        "/api/login",
        json!({"name": name, "password": password}),
        None,
    )
    .await;
    let cookie = (status == 200).then(|| cookie_of(&headers).0);
    (status, cookie, body)
}

async fn whoami(server: &Server, cookie: &str) -> Option<String> {
    let (status, _, body) = call(server, "GET", "/api/account", Value::Null, Some(cookie)).await;
    match status {
        200 => Some(s(&body["name"])),
        401 => {
            assert_eq!(body["error"]["code"], "signed-out");
            None
        }
        other => panic!("GET /api/account: {other} {body}"),
    }
}

async fn signing_up_in_and_out(db: Db) {
    let server = Server::start(&db);
    // Bad input: a clear error, nothing created.
    for (body, code) in [
        (
            json!({"name": "a", "password": "long enough"}),
            "name-length",
        ),
        (
            json!({"name": "x".repeat(21), "password": "long enough"}),
            "name-length",
        ),
        (
            json!({"name": "ann smith", "password": "long enough"}),
            "name-characters",
        ),
        (
            json!({"name": "ánn", "password": "long enough"}),
            "name-characters",
        ),
        (
            json!({"name": "ann", "password": "short"}),
            "password-length",
        ),
        (json!({"name": "ann"}), "bad-request"),
        (
            json!({"name": "ann", "password": "long enough", "admin": true}),
            "bad-request",
        ),
    ] {
        let (status, _, answer) = call(&server, "POST", "/api/signup", body.clone(), None).await;
        assert_eq!(
            (status, s(&answer["error"]["code"])),
            (400, code.into()),
            "{body}"
        );
    }
    let (status, _, _) = login(&server, "ann", "long enough").await;
    assert_eq!(status, 401, "nothing was created");

    // Signed up: a session cookie, HttpOnly, SameSite=Lax, not Secure over plain HTTP.
    let (status, headers, body) = call(
        &server,
        "POST",
        "/api/signup",
        json!({"name": "Ann_1", "password": "correct horse"}),
        None,
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["name"], "Ann_1");
    let (cookie, line) = cookie_of(&headers);
    assert!(alice_server::token::is_hex(&cookie, 32), "{line}");
    assert!(line.contains("httponly") && line.contains("samesite=lax") && line.contains("path=/"));
    assert!(!line.contains("secure"), "{line}");
    // And the name, for the page to show (not HttpOnly: no secret in it).
    assert!(
        headers.contains("set-cookie: alice_user=ann_1; path=/; samesite=lax"),
        "{headers}"
    );
    assert_eq!(whoami(&server, &cookie).await.as_deref(), Some("Ann_1"));

    // The name is taken without regard to case.
    let (status, _, body) = call(
        &server,
        "POST",
        "/api/signup",
        json!({"name": "ann_1", "password": "another one"}),
        None,
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (409, "name-taken".into())
    );

    // A wrong password and an unknown name get the same answer.
    let (status, cookie_wrong, wrong_password) = login(&server, "Ann_1", "correct horsE").await;
    assert_eq!((status, cookie_wrong), (401, None));
    let (status, _, unknown) = login(&server, "nobody", "correct horse").await;
    assert_eq!(status, 401);
    assert_eq!(wrong_password, unknown);
    assert_eq!(wrong_password["error"]["code"], "wrong-login");
    // The name's case does not matter to sign in.
    let (status, second, _) = login(&server, "ANN_1", "correct horse").await;
    assert_eq!(status, 200);
    let second = second.unwrap();
    assert_ne!(second, cookie);
    assert_eq!(whoami(&server, &second).await.as_deref(), Some("Ann_1"));

    // Forged, malformed and missing cookies are visitors.
    for forged in [
        "0123456789abcdef0123456789abcdef",
        "nonsense",
        "",
        &cookie.to_uppercase(),
    ] {
        assert_eq!(whoami(&server, forged).await, None, "{forged}");
    }
    let (status, _) = server.get("/api/account").await;
    assert_eq!(status, 401);

    // Signing out ends that session only, and clears the cookie.
    let (status, headers, _) =
        call(&server, "POST", "/api/logout", Value::Null, Some(&cookie)).await;
    assert_eq!(status, 204);
    assert!(cookie_of(&headers).1.contains("max-age=0"));
    assert_eq!(whoami(&server, &cookie).await, None);
    assert_eq!(whoami(&server, &second).await.as_deref(), Some("Ann_1"));

    // Nothing of the password in the database: only an Argon2id hash (SQLite's file read as
    // bytes, WAL included).
    if db.url.is_none() {
        for entry in std::fs::read_dir(db.data.path()).unwrap() {
            let bytes = std::fs::read(entry.unwrap().path()).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            assert!(!text.contains("correct horse"));
            assert!(
                !text.contains(&second),
                "a session's secret is never stored"
            );
        }
    }
}

async fn sessions_tokens_and_the_password(db: Db) {
    let server = Server::start(&db);
    let first = signup(&server, "bea", "first password").await;
    let (_, second, _) = login(&server, "bea", "first password").await;
    let second = second.unwrap();

    // Both sessions listed, the asking one marked.
    let (status, _, list) = call(
        &server,
        "GET",
        "/api/account/sessions",
        Value::Null,
        Some(&second),
    )
    .await;
    assert_eq!(status, 200);
    let list = list.as_array().unwrap().clone();
    assert_eq!(list.len(), 2);
    assert_eq!(list.iter().filter(|s| s["current"] == true).count(), 1);
    assert!(list.iter().all(|s| s["kind"] == "session"));

    // A personal API token: shown once, works as a bearer, never as a cookie.
    let (status, _, made) = call(
        &server,
        "POST",
        "/api/account/tokens",
        json!({"description": "my bot"}),
        Some(&first),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let token = s(&made["token"]);
    assert_eq!(
        bearer(&server, "/api/account", &token).await.1["name"],
        "bea"
    );
    assert_eq!(whoami(&server, &token).await, None);
    assert_eq!(bearer(&server, "/api/account", &second).await.0, 401);

    // The password: the current one is asked for; a change ends the other sessions, not the
    // asking one nor the tokens.
    let (status, _, body) = call(
        &server,
        "POST",
        "/api/account/password",
        json!({"current": "wrong password", "password": "second password"}),
        Some(&second),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "wrong-password".into())
    );
    let (status, _, body) = call(
        &server,
        "POST",
        "/api/account/password",
        json!({"current": "first password", "password": "short"}),
        Some(&second),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (400, "password-length".into())
    );
    let (status, _, _) = call(
        &server,
        "POST",
        "/api/account/password",
        json!({"current": "first password", "password": "second password"}),
        Some(&second),
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(whoami(&server, &first).await, None);
    assert_eq!(whoami(&server, &second).await.as_deref(), Some("bea"));
    assert_eq!(bearer(&server, "/api/account", &token).await.0, 200);
    assert_eq!(login(&server, "bea", "first password").await.0, 401);
    assert_eq!(login(&server, "bea", "second password").await.0, 200);

    // Revoking the token by its public id.
    let (_, _, list) = call(
        &server,
        "GET",
        "/api/account/sessions",
        Value::Null,
        Some(&second),
    )
    .await;
    let id = list
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["kind"] == "token")
        .map(|s| s["id"].clone())
        .unwrap();
    assert!(!list.to_string().contains(&token), "a token is shown once");
    let path = format!("/api/account/sessions/{}", s(&id));
    let (status, _, _) = call(&server, "DELETE", &path, Value::Null, Some(&second)).await;
    assert_eq!(status, 204);
    assert_eq!(bearer(&server, "/api/account", &token).await.0, 401);
    let (status, _, _) = call(&server, "DELETE", &path, Value::Null, Some(&second)).await;
    assert_eq!(status, 404);

    // Another account cannot end this one's sessions.
    let other = signup(&server, "cid", "cid's password").await;
    let (_, _, list) = call(
        &server,
        "GET",
        "/api/account/sessions",
        Value::Null,
        Some(&second),
    )
    .await;
    let mine = s(&list[0]["id"]);
    let (status, _, _) = call(
        &server,
        "DELETE",
        &format!("/api/account/sessions/{mine}"),
        Value::Null,
        Some(&other),
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(whoami(&server, &second).await.as_deref(), Some("bea"));
}

async fn sign_ins_are_limited_per_name_and_per_address(db: Db) {
    let mut config = db.config();
    config.limits.login_name = Rate {
        burst: 3,
        per_hour: 1,
    };
    config.limits.login = Rate {
        burst: 6,
        per_hour: 1,
    };
    config.limits.signup = Rate {
        burst: 3,
        per_hour: 1,
    };
    let server = Server::start_with_config(config);
    signup(&server, "dee", "dee's password").await;
    // Three guesses at one name, then even the right password is refused for a while.
    for _ in 0..3 {
        assert_eq!(login(&server, "dee", "a guess at it").await.0, 401);
    }
    let (status, cookie, body) = login(&server, "DEE", "dee's password").await;
    assert_eq!((status, cookie), (429, None), "{body}");
    assert_eq!(body["error"]["code"], "rate-limited");
    assert_eq!(body["error"]["limit"], "login");
    // Another name from the same address: until the address's own limit (6 in all).
    assert_eq!(login(&server, "eve", "whatever it is").await.0, 401);
    assert_eq!(login(&server, "fay", "whatever it is").await.0, 401);
    assert_eq!(login(&server, "gus", "whatever it is").await.0, 429);
    // Sign-ups from one address.
    signup(&server, "hal", "hal's password").await;
    signup(&server, "ida", "ida's password").await;
    let (status, _, body) = call(
        &server,
        "POST",
        "/api/signup",
        json!({"name": "jon", "password": "jon's password"}),
        None,
    )
    .await;
    assert_eq!((status, s(&body["error"]["limit"])), (429, "signup".into()));
}

async fn seats_belong_to_the_account(db: Db) {
    let server = Server::start(&db);
    let kim = signup(&server, "Kim", "kim's password").await;
    // Signed in, the account's name is the seat's, whatever the body says.
    let (status, _, made) = call(
        &server,
        "POST",
        "/api/games",
        json!({"control": "corr-3", "color": "white", "name": "Someone Else"}),
        Some(&kim),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = s(&made["id"]);
    let white_token = s(&made["token"]);
    // An account cannot take both seats.
    let (status, _, body) = call(
        &server,
        "POST",
        &format!("/api/games/{id}/join"),
        json!({}),
        Some(&kim),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    // An anonymous player joins from another browser.
    let (status, black) = server
        .post(&format!("/api/games/{id}/join"), json!({"name": "Lou"}))
        .await;
    assert_eq!(status, 200);
    let black_token = s(&black["token"]);
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    assert!(
        game.contains("\"Kim\"") && !game.contains("Someone Else"),
        "{game}"
    );

    // Kim's games, from a second device: the seat's token, and it is her turn.
    let (_, device, _) = login(&server, "kim", "kim's password").await;
    let device = device.unwrap();
    let (status, _, mine) = call(
        &server,
        "GET",
        "/api/account/games",
        Value::Null,
        Some(&device),
    )
    .await;
    assert_eq!(status, 200);
    let games = mine["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "{mine}");
    assert_eq!(games[0]["id"], id.as_str());
    assert_eq!(games[0]["seat"], "white");
    assert_eq!(games[0]["token"], white_token.as_str());
    assert_eq!(games[0]["yourTurn"], true);
    assert_eq!(games[0]["opponent"], "Lou");
    assert!(games[0]["clock"].as_u64().unwrap() > 2 * 24 * 3600 * 1000);
    // The token plays the seat from the second device.
    let mut white = server.connect(&id, Some(&s(&games[0]["token"]))).await;
    assert_eq!(white.seen[0]["seat"], "white", "{:?}", white.seen);
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    let (_, _, mine) = call(
        &server,
        "GET",
        "/api/account/games",
        Value::Null,
        Some(&kim),
    )
    .await;
    assert_eq!(mine["games"][0]["yourTurn"], false);

    // Lou signs up in the browser that holds the black seat: it joins the account. A wrong
    // token, a seat that is another's, or a seat claimed already: nothing.
    let lou = signup(&server, "Lou", "lou's password").await;
    let claim = |seats: Value, cookie: String| {
        let server = &server;
        async move {
            let (status, _, body) = call(
                server,
                "POST",
                "/api/account/claim",
                json!({ "seats": seats }),
                Some(&cookie),
            )
            .await;
            assert_eq!(status, 200, "{body}");
            body["claimed"].as_u64().unwrap()
        }
    };
    let wrong = "0".repeat(32);
    assert_eq!(
        claim(json!([{"id": id, "token": wrong}]), lou.clone()).await,
        0
    );
    assert_eq!(
        claim(json!([{"id": id, "token": white_token}]), lou.clone()).await,
        0
    );
    assert_eq!(
        claim(json!([{"id": id, "token": black_token}]), lou.clone()).await,
        1
    );
    assert_eq!(
        claim(json!([{"id": id, "token": black_token}]), lou.clone()).await,
        0
    );
    assert_eq!(
        claim(json!([{"id": id, "token": black_token}]), kim.clone()).await,
        0
    );
    let (status, _, body) = call(
        &server,
        "POST",
        "/api/account/claim",
        json!({"seats": [{"id": id}]}),
        Some(&lou),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    // The claim survives the game's next write (a move), and Lou's games show it, her turn.
    let mut black = server.connect(&id, Some(&black_token)).await;
    assert_eq!(black.seen[0]["seat"], "black");
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    assert_eq!(white.play("d2d4", 2).await["t"], "ack");
    let (_, _, mine) = call(
        &server,
        "GET",
        "/api/account/games",
        Value::Null,
        Some(&lou),
    )
    .await;
    assert_eq!(mine["games"][0]["id"], id.as_str(), "{mine}");
    assert_eq!(mine["games"][0]["seat"], "black");
    assert_eq!(mine["games"][0]["yourTurn"], true);
    // A visitor has no games list.
    let (status, _) = server.get("/api/account/games").await;
    assert_eq!(status, 401);
}

async fn a_deleted_account_keeps_its_games_and_its_name(db: Db) {
    let server = Server::start(&db);
    let max = signup(&server, "max", "max's password").await;
    let (_, _, made) = call(
        &server,
        "POST",
        "/api/games",
        json!({"control": "5+3", "color": "black"}),
        Some(&max),
    )
    .await;
    let id = s(&made["id"]);
    server.join(&id).await;
    let (status, _, _) = call(
        &server,
        "POST",
        "/api/account/delete",
        json!({"password": "not max's"}),
        Some(&max),
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(whoami(&server, &max).await.as_deref(), Some("max"));
    let (status, headers, _) = call(
        &server,
        "POST",
        "/api/account/delete",
        json!({"password": "max's password"}),
        Some(&max),
    )
    .await;
    assert_eq!(status, 204);
    assert!(cookie_of(&headers).1.contains("max-age=0"));
    assert_eq!(whoami(&server, &max).await, None);
    assert_eq!(login(&server, "max", "max's password").await.0, 401);
    let (status, _, body) = call(
        &server,
        "POST",
        "/api/signup",
        json!({"name": "Max", "password": "a new max's password"}),
        None,
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (409, "name-taken".into())
    );
    let (status, game) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200, "the game is kept: {game}");
}

async fn a_profile_lists_the_games_and_exports_them(db: Db) {
    let server = Server::start(&db);
    let ned = signup(&server, "Ned", "ned's password").await;
    let oli = signup(&server, "oli", "oli's password").await;
    let (_, _, made) = call(
        &server,
        "POST",
        "/api/games",
        json!({"control": "3+2", "color": "white"}),
        Some(&ned),
    )
    .await;
    let id = s(&made["id"]);
    let (status, _, joined) = call(
        &server,
        "POST",
        &format!("/api/games/{id}/join"),
        json!({}),
        Some(&oli),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    let mut white = server.connect(&id, Some(&s(&made["token"]))).await;
    let mut black = server.connect(&id, Some(&s(&joined["token"]))).await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    // Not over yet: the archive has nothing, unless asked for the games being played.
    let (status, pgn) = server.get("/api/games/user/ned").await;
    assert_eq!((status, pgn.as_str()), (200, ""));
    let (_, pgn) = server.get("/api/games/user/NED?ongoing=true").await;
    assert!(
        pgn.contains("[White \"Ned\"]") && pgn.contains("[Black \"oli\"]"),
        "{pgn}"
    );
    assert_eq!(black.ask(json!({"t": "resign"})).await["t"], "ack");

    // The profile, whatever the case of the name: the game, from each side.
    let (status, text) = server.get("/api/user/NED").await;
    assert_eq!(status, 200, "{text}");
    let profile: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(profile["name"], "Ned");
    let game = &profile["games"][0];
    assert_eq!(
        (
            s(&game["id"]),
            s(&game["color"]),
            s(&game["opponent"]),
            s(&game["result"])
        ),
        (id.clone(), "white".into(), "oli".into(), "1-0".into()),
        "{profile}"
    );
    let (_, text) = server.get("/api/user/oli").await;
    let profile: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(profile["games"][0]["color"], "black");
    // The archive: the game's PGN, with its id and the accounts' names.
    let (status, headers, pgn) = server
        .request_with("GET", "/api/games/user/oli", "", "")
        .await;
    assert_eq!(status, 200);
    assert!(headers.contains("application/x-chess-pgn"), "{headers}");
    assert!(pgn.contains(&format!("[GameId \"{id}\"]")), "{pgn}");
    assert!(
        pgn.contains("[Result \"1-0\"]") && pgn.contains("1. Pe4"),
        "{pgn}"
    );
    assert_eq!(pgn.matches("[Event ").count(), 1);
    // Unknown and impossible names.
    for path in ["/api/user/nobody", "/api/user/a", "/api/games/user/x%20y"] {
        assert_eq!(server.get(path).await.0, 404, "{path}");
    }
}

/// A claim through the account: `(status, claimed)`.
async fn claim_seat(server: &Server, cookie: &str, id: &str, token: &str) -> u64 {
    let (status, _, body) = call(
        server,
        "POST",
        "/api/account/claim",
        json!({"seats": [{"id": id, "token": token}]}),
        Some(cookie),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["claimed"].as_u64().unwrap()
}

async fn a_claimed_seat_takes_the_account_name(db: Db) {
    let server = Server::start(&db);
    // Zed posts a seek anonymously, then signs up as Nina: the lobby says Nina at once.
    let (status, made) = server
        .post(
            "/api/games",
            json!({"control": "5+3", "color": "white", "seek": true, "name": "Zed"}),
        )
        .await;
    assert_eq!(status, 201, "{made}");
    let id = s(&made["id"]);
    let white_token = s(&made["token"]);
    let mut white = server.connect(&id, Some(&white_token)).await;
    let (_, lobby) = server.get("/api/lobby").await;
    assert!(lobby.contains("\"Zed\""), "{lobby}");
    let nina = signup(&server, "Nina", "nina's password").await;
    assert_eq!(claim_seat(&server, &nina, &id, &white_token).await, 1);
    let told = white.next_of("players").await;
    assert_eq!(told["game"]["white"]["name"], "Nina", "{told}");
    let (_, lobby) = server.get("/api/lobby").await;
    assert!(
        lobby.contains("\"Nina\"") && !lobby.contains("Zed"),
        "{lobby}"
    );
    let lobby: Value = serde_json::from_str(&lobby).unwrap();
    assert_eq!(lobby[0]["rating"], 1500, "{lobby}");

    // An anonymous player (no name) joins; a spectator watches; a move.
    let (status, joined) = server
        .post(&format!("/api/games/{id}/join"), json!({}))
        .await;
    assert_eq!(status, 200, "{joined}");
    let black_token = s(&joined["token"]);
    white.next_of("start").await;
    let mut black = server.connect(&id, Some(&black_token)).await;
    let mut watcher = server.connect(&id, None).await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");

    // The anonymous player signs up as Olga: every socket is told, the game says Olga
    // everywhere — its JSON, the games being played, the PGN, Olga's games — and it stays so
    // through the next writes.
    let olga = signup(&server, "Olga", "olga's password").await;
    assert_eq!(claim_seat(&server, &olga, &id, &black_token).await, 1);
    for socket in [&mut white, &mut black, &mut watcher] {
        let told = socket.next_of("players").await;
        assert_eq!(told["game"]["black"]["name"], "Olga", "{told}");
        assert_eq!(told["game"]["white"]["name"], "Nina", "{told}");
        assert_eq!(told["game"]["state"]["ply"], 1, "{told}");
    }
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let game: Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["black"]["name"], "Olga", "{game}");
    assert_eq!(game["state"]["players"]["black"]["name"], "Olga", "{game}");
    let (_, playing) = server.get("/api/games").await;
    assert!(
        playing.contains("\"Olga\"") && playing.contains("\"Nina\""),
        "{playing}"
    );
    let (_, pgn) = server.get(&format!("/api/games/{id}/pgn")).await;
    assert!(
        pgn.contains("[White \"Nina\"]") && pgn.contains("[Black \"Olga\"]"),
        "{pgn}"
    );
    let (_, _, mine) = call(
        &server,
        "GET",
        "/api/account/games",
        Value::Null,
        Some(&olga),
    )
    .await;
    assert_eq!(mine["games"][0]["opponent"], "Nina", "{mine}");
    assert_eq!(mine["games"][0]["seat"], "black", "{mine}");
    // A seat is claimed once; the game is not rated for it.
    assert_eq!(claim_seat(&server, &nina, &id, &black_token).await, 0);
    assert_eq!(game["rated"], false);

    // Over: a claim of an ended game's seat keeps its place in the lists (`updated`), and the
    // name survives the game leaving memory (a restart).
    let (_, bare) = server
        .post(
            "/api/games",
            json!({"control": "5+3", "color": "white", "name": "Pat"}),
        )
        .await;
    let (old, pat_token) = (s(&bare["id"]), s(&bare["token"]));
    let (_, _) = server.join(&old).await;
    let mut pat = server.connect(&old, Some(&pat_token)).await;
    assert_eq!(pat.ask(json!({"t": "resign"})).await["t"], "ack");
    // (the first game moves on after it ended: it is the newer)
    assert_eq!(white.play("g1f3", 2).await["t"], "ack");
    let (_, profile) = server.get("/api/user/Nina").await;
    assert!(!profile.contains(&old), "{profile}");
    assert_eq!(claim_seat(&server, &nina, &old, &pat_token).await, 1);
    let (_, profile) = server.get("/api/user/Nina").await;
    let profile: Value = serde_json::from_str(&profile).unwrap();
    let games = profile["games"].as_array().unwrap();
    assert_eq!(games.len(), 2, "{profile}");
    assert_eq!(
        games[1]["id"],
        old.as_str(),
        "the ended game stays older: {profile}"
    );
    drop(pat);
    drop((white, black, watcher));
    server.kill();
    let server = Server::start(&db);
    let (_, pgn) = server.get(&format!("/api/games/{old}/pgn")).await;
    assert!(pgn.contains("[White \"Nina\"]"), "{pgn}");
    let (_, pgn) = server.get(&format!("/api/games/{id}/pgn")).await;
    assert!(pgn.contains("[Black \"Olga\"]"), "{pgn}");
}

async fn sessions_name_their_browser(db: Db) {
    let server = Server::start(&db);
    let agent = "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0";
    let (status, headers, body) = {
        let body = json!({"name": "Uma", "password": "uma's password"}).to_string();
        let (status, headers, text) = server
            .request_with(
                "POST",
                "/api/signup",
                &body,
                &format!("User-Agent: {agent}\r\n"),
            )
            .await;
        (status, headers, text)
    };
    assert_eq!(status, 201, "{body}");
    let phone = cookie_of(&headers).0;
    let (_, headers, _) = {
        let body = json!({"name": "Uma", "password": "uma's password"}).to_string();
        server
            .request_with("POST", "/api/login", &body, "User-Agent: curl/8.5.0\r\n")
            .await
    };
    let other = cookie_of(&headers).0;
    let (status, _, list) = call(
        &server,
        "GET",
        "/api/account/sessions",
        Value::Null,
        Some(&phone),
    )
    .await;
    assert_eq!(status, 200, "{list}");
    let list = list.as_array().unwrap().clone();
    assert_eq!(list.len(), 2, "{list:?}");
    let mine = list.iter().find(|s| s["current"] == true).unwrap();
    assert_eq!(
        (mine["browser"].as_str(), mine["os"].as_str()),
        (Some("Firefox"), Some("Android"))
    );
    assert_eq!(mine["label"], agent);
    let unknown = list.iter().find(|s| s["current"] == false).unwrap();
    assert_eq!(
        (unknown["browser"].clone(), unknown["os"].clone()),
        (Value::Null, Value::Null)
    );
    drop(other);
}
