//! Ratings: Glicko-2's maths against Glickman's published example; a rated game's end changing
//! both players' ratings in the same transaction as the game's end (a failed write changes
//! neither); casual and anonymous games; seeks' rating ranges; the fenced write of a cluster.

#[macro_use]
mod common;

use alice_server::rating::{self, Glicko, Perf, Speed};
use alice_server::store::{GameRow, RatedEnd, Store};
use common::{call, s, signup, Db, Server};
use serde_json::{json, Value};

on_both_databases!(
    a_rated_game_s_end_changes_both_ratings_with_it_or_not_at_all,
    casual_and_anonymous_games_change_no_rating,
    a_seek_s_rating_range_refuses_the_others,
);

/// Glickman's example ("Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf): a
/// player rated 1500, RD 200, volatility 0.06 beats a 1400 (RD 30) and loses to a 1550 (RD 100)
/// and a 1700 (RD 300), τ = 0.5: 1464.06, RD 151.52, volatility 0.05999.
#[test]
fn glicko2_computes_glickmans_published_example() {
    let player = Glicko {
        rating: 1500.0,
        rd: 200.0,
        vol: 0.06,
    };
    let opponent = |rating, rd| Glicko {
        rating,
        rd,
        vol: 0.06,
    };
    let games = [
        (opponent(1400.0, 30.0), 1.0),
        (opponent(1550.0, 100.0), 0.0),
        (opponent(1700.0, 300.0), 0.0),
    ];
    let after = rating::rate_period(player, &games, 0.5);
    assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.rd - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.vol - 0.05999).abs() < 0.00001, "{after:?}");
    // A game is one such period for each player, with lichess's τ.
    let (w, b) = rating::rate(player, opponent(1400.0, 30.0), 0.0);
    let alone = rating::rate_period(player, &[(opponent(1400.0, 30.0), 0.0)], rating::TAU);
    assert_eq!(w, alone);
    assert!(w.rating < 1500.0 && b.rating > 1400.0);
}

/// `name`'s perfs, from the profile.
async fn perfs(server: &Server, name: &str) -> Value {
    let (status, text) = server.get(&format!("/api/user/{name}")).await;
    assert_eq!(status, 200, "{text}");
    let profile: Value = serde_json::from_str(&text).unwrap();
    profile["perfs"].clone()
}

/// Creates a game as `cookie` (or anonymously) with `extra` fields: (status, body).
async fn create(server: &Server, cookie: Option<&str>, extra: Value) -> (u16, Value) {
    let mut body = json!({"control": "corr-3", "color": "white", "seek": true});
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    call(server, "POST", "/api/games", body, cookie).await
}

async fn join(server: &Server, id: &str, cookie: Option<&str>) -> (u16, Value) {
    call(
        server,
        "POST",
        &format!("/api/games/{id}/join"),
        json!({}),
        cookie,
    )
    .await
}

async fn a_rated_game_s_end_changes_both_ratings_with_it_or_not_at_all(db: Db) {
    let server = Server::start(&db);
    let ned = signup(&server, "Ned").await;
    let oli = signup(&server, "Oli").await;
    let (status, made) = create(&server, Some(&ned), json!({"rated": true})).await;
    assert_eq!(status, 201, "{made}");
    let id = s(&made["id"]);

    // The lobby: rated, the creator's correspondence rating, provisional.
    let (_, lobby) = server.get("/api/lobby").await;
    let lobby: Value = serde_json::from_str(&lobby).unwrap();
    let seek = &lobby[0];
    assert_eq!(
        (
            &seek["rated"],
            &seek["rating"],
            &seek["provisional"],
            &seek["speed"]
        ),
        (
            &json!(true),
            &json!(1500),
            &json!(true),
            &json!("correspondence")
        ),
        "{lobby}"
    );

    let (status, joined) = join(&server, &id, Some(&oli)).await;
    assert_eq!(status, 200, "{joined}");
    let mut white = server.connect(&id, Some(&s(&made["token"]))).await;
    let mut black = server.connect(&id, Some(&s(&joined["token"]))).await;
    let hello = &black.seen[0]["game"];
    assert_eq!(hello["rated"], true, "{hello}");
    assert_eq!(hello["ratings"]["white"]["rating"], 1500, "{hello}");
    assert_eq!(hello["ratings"]["black"]["prov"], true, "{hello}");
    assert_eq!(hello["state"]["players"]["white"]["rating"], 1500);
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");

    // The game's end cannot be written: neither is it over nor has any rating changed.
    db.refuse_writes().await;
    let refused = black.ask(json!({"t": "resign"})).await;
    assert_eq!(refused["code"], "storage", "{refused}");
    db.allow_writes().await;
    for name in ["ned", "oli"] {
        let p = perfs(&server, name).await;
        assert_eq!(p["correspondence"]["games"], 0, "{p}");
        assert_eq!(p["correspondence"]["rating"], 1500, "{p}");
    }

    // Written: the end carries both changes, as computed from the starting ratings.
    assert_eq!(black.ask(json!({"t": "resign"})).await["t"], "ack");
    let end = white.event("end").await;
    let expected = rating::after_game([Perf::default(); 2], 1.0, 0);
    let diffs = [0, 1].map(|i| rating::diff(&Perf::default(), &expected[i]));
    assert!(diffs[0] > 0 && diffs[1] < 0, "{diffs:?}");
    assert_eq!(
        end["ratingDiffs"],
        json!({"white": diffs[0], "black": diffs[1]})
    );
    let ned_perfs = perfs(&server, "Ned").await;
    let oli_perfs = perfs(&server, "oli").await;
    let c = &ned_perfs["correspondence"];
    assert_eq!(
        (&c["rating"], &c["games"], &c["prog"]),
        (
            &json!(expected[0].glicko.shown()),
            &json!(1),
            &json!(diffs[0])
        ),
        "{ned_perfs}"
    );
    assert_eq!(c["prov"], expected[0].glicko.provisional());
    assert_eq!(
        oli_perfs["correspondence"]["rating"],
        expected[1].glicko.shown()
    );
    // Only the game's speed changed.
    assert_eq!(ned_perfs["blitz"]["games"], 0);
    assert_eq!(ned_perfs["blitz"]["rating"], 1500);
    // The profile's game and the game itself keep the changes.
    let (_, text) = server.get("/api/user/oli").await;
    let profile: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(profile["games"][0]["rated"], true);
    assert_eq!(profile["games"][0]["ratingDiff"], diffs[1]);
    let (_, game) = server.get(&format!("/api/games/{id}")).await;
    let game: Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["ratings"]["white"]["diff"], diffs[0], "{game}");
    assert_eq!(
        game["ratings"]["black"]["after"]["rating"],
        expected[1].glicko.shown()
    );
    // The PGN names the ratings the game started with.
    let (_, pgn) = server.get(&format!("/api/games/{id}/pgn")).await;
    assert!(pgn.contains("[WhiteElo \"1500\"]"), "{pgn}");

    // A rematch is rated too, each player with the rating the game left them.
    assert_eq!(white.ask(json!({"t": "rematch"})).await["t"], "ack");
    assert_eq!(black.ask(json!({"t": "rematch"})).await["t"], "ack");
    let next = loop {
        let m = white.next_of("rematch").await;
        if m["game"].is_string() {
            break s(&m["game"]);
        }
    };
    let (_, again) = server.get(&format!("/api/games/{next}")).await;
    let again: Value = serde_json::from_str(&again).unwrap();
    assert_eq!(again["rated"], true);
    assert_eq!(
        again["ratings"]["black"]["rating"],
        expected[0].glicko.shown(),
        "{again}"
    );
}

async fn casual_and_anonymous_games_change_no_rating(db: Db) {
    let server = Server::start(&db);
    let ned = signup(&server, "Ned").await;
    let oli = signup(&server, "Oli").await;

    // Anonymous: no rated game, neither created nor joined.
    let (status, body) = create(&server, None, json!({"rated": true})).await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "rated-anonymous".into())
    );
    let (_, made) = create(&server, Some(&ned), json!({"rated": true})).await;
    let (status, body) = join(&server, &s(&made["id"]), None).await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "rated-anonymous".into()),
        "{body}"
    );
    assert!(s(&body["error"]["message"]).contains("sign in"), "{body}");

    // Casual between two accounts: their ratings shown, none changed.
    let (_, made) = create(&server, Some(&ned), json!({"control": "3+2"})).await;
    let id = s(&made["id"]);
    let (_, lobby) = server.get("/api/lobby").await;
    let lobby: Value = serde_json::from_str(&lobby).unwrap();
    let seek = lobby
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap();
    assert_eq!(
        (&seek["rated"], &seek["rating"]),
        (&json!(false), &json!(1500))
    );
    let (status, joined) = join(&server, &id, Some(&oli)).await;
    assert_eq!(status, 200, "{joined}");
    let mut white = server.connect(&id, Some(&s(&made["token"]))).await;
    let mut black = server.connect(&id, Some(&s(&joined["token"]))).await;
    assert_eq!(white.seen[0]["game"]["rated"], false);
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    assert_eq!(black.ask(json!({"t": "resign"})).await["t"], "ack");
    let end = white.event("end").await;
    assert!(end.get("ratingDiffs").is_none(), "{end}");

    // Anonymous against an account, casual: nothing either.
    let (_, made) = create(&server, Some(&ned), json!({})).await;
    let id = s(&made["id"]);
    let (status, joined) = join(&server, &id, None).await;
    assert_eq!(status, 200, "{joined}");
    let mut white = server.connect(&id, Some(&s(&made["token"]))).await;
    let mut black = server.connect(&id, Some(&s(&joined["token"]))).await;
    assert_eq!(white.play("e2e4", 0).await["t"], "ack");
    assert_eq!(black.play("e7e5", 1).await["t"], "ack");
    assert_eq!(white.ask(json!({"t": "resign"})).await["t"], "ack");

    for name in ["ned", "oli"] {
        let p = perfs(&server, name).await;
        for speed in Speed::ALL {
            assert_eq!(p[speed.name()]["games"], 0, "{p}");
            assert_eq!(p[speed.name()]["rating"], 1500, "{p}");
            assert_eq!(p[speed.name()]["prov"], true, "{p}");
        }
    }
    // An aborted rated game is not rated.
    let (_, made) = create(&server, Some(&ned), json!({"rated": true})).await;
    let id = s(&made["id"]);
    let (_, joined) = join(&server, &id, Some(&oli)).await;
    let mut white = server.connect(&id, Some(&s(&made["token"]))).await;
    let _black = server.connect(&id, Some(&s(&joined["token"]))).await;
    assert_eq!(white.ask(json!({"t": "abort"})).await["t"], "ack");
    assert_eq!(perfs(&server, "ned").await["correspondence"]["games"], 0);
}

async fn a_seek_s_rating_range_refuses_the_others(db: Db) {
    let server = Server::start(&db);
    let ned = signup(&server, "Ned").await;
    let oli = signup(&server, "Oli").await;
    for bad in ["1800-1400", "high", "0-9999"] {
        let (status, body) = create(&server, Some(&ned), json!({"ratingRange": bad})).await;
        assert_eq!(status, 400, "{bad}: {body}");
    }
    let (status, body) = create(&server, None, json!({"ratingRange": "1400-1600"})).await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "rated-anonymous".into())
    );

    let (_, made) = create(
        &server,
        Some(&ned),
        json!({"rated": true, "ratingRange": "1600-2000"}),
    )
    .await;
    let id = s(&made["id"]);
    let (_, lobby) = server.get("/api/lobby").await;
    assert!(lobby.contains("\"ratingRange\":[1600,2000]"), "{lobby}");
    let (status, body) = join(&server, &id, Some(&oli)).await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "rating-range".into()),
        "{body}"
    );
    assert!(
        s(&body["error"]["message"]).contains("1500")
            && s(&body["error"]["message"]).contains("1600"),
        "{body}"
    );
    // Still waiting: another may join.
    let (status, _) = server.get(&format!("/api/games/{id}")).await;
    assert_eq!(status, 200);

    // A casual seek's range, and anonymous joiners: refused too (no rating to compare).
    let (_, made) = create(&server, Some(&ned), json!({"ratingRange": "1400-1600"})).await;
    let id = s(&made["id"]);
    let (status, body) = join(&server, &id, None).await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "rating-range".into())
    );
    let (status, body) = join(&server, &id, Some(&oli)).await;
    assert_eq!(status, 200, "{body}");
}

/// A cluster's node writes a rated game's end only while it owns the game: fenced, the
/// ratings with it.
#[tokio::test]
async fn a_cluster_s_fenced_end_writes_the_ratings_only_for_the_owner() {
    let db = Db::postgres().await;
    let store = Store::open(&db.config()).await.unwrap();
    let Store::Postgres(pg) = &store else {
        unreachable!()
    };
    let ids = [
        store
            .create_user("Ann", "ann", None, None, 1)
            .await
            .unwrap()
            .unwrap()
            .id,
        store
            .create_user("Bob", "bob", None, None, 1)
            .await
            .unwrap()
            .unwrap()
            .id,
    ];
    let row = GameRow {
        id: "00112233aabbccdd".into(),
        control: "3+2".into(),
        status: "playing".into(),
        asked_color: "white".into(),
        tokens: [Some("a".repeat(32)), Some("b".repeat(32))],
        users: [Some(ids[0]), Some(ids[1])],
        rated: true,
        created: 1,
        updated: 1,
        ..GameRow::default()
    };
    store.insert(&row).await.unwrap();
    db.execute("UPDATE games SET owner = 'node-a' WHERE id = '00112233aabbccdd'")
        .await;
    let ended = GameRow {
        status: "ended".into(),
        updated: 2,
        ..row.clone()
    };
    let end = RatedEnd {
        users: ids,
        speed: Speed::Blitz,
        score: 0.5,
        now: 2,
    };
    // Another node: nothing written.
    assert!(pg
        .end_rated(&ended, end, Some("node-b"))
        .await
        .unwrap()
        .is_none());
    assert_eq!(store.perfs(ids[0]).await.unwrap(), vec![]);
    assert_eq!(store.get(&row.id).await.unwrap().unwrap().status, "playing");
    // The owner: the game's end and both ratings.
    let written = pg
        .end_rated(&ended, end, Some("node-a"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(store.get(&row.id).await.unwrap().unwrap(), written);
    for user in ids {
        let perfs = store.perfs(user).await.unwrap();
        assert_eq!(perfs.len(), 1);
        assert_eq!((perfs[0].0, perfs[0].1.games), (Speed::Blitz, 1));
    }
    // A draw between equals: both RDs fall, the ratings stay.
    assert!(
        (store
            .perf(ids[1], Speed::Blitz)
            .await
            .unwrap()
            .glicko
            .rating
            - 1500.0)
            .abs()
            < 1e-6
    );
}
