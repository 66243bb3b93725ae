//! The database interface itself, on SQLite and on Postgres: rows written and read back across
//! opens, the schema's version, a rematch stored with its link or not at all.

#[macro_use]
mod common;

use alice_server::store::{GameRow, Store, SCHEMA_VERSION};
use common::Db;

on_both_databases!(
    a_game_is_written_and_read_back_across_opens,
    a_database_with_a_newer_schema_is_refused,
    a_rematch_and_its_link_are_stored_both_or_neither,
    many_updates_at_once_are_each_stored_and_a_missing_game_fails_alone,
);

fn waiting_game(id: &str) -> GameRow {
    GameRow {
        id: id.into(),
        control: "3+2".into(),
        status: "waiting".into(),
        seek: true,
        asked_color: "random".into(),
        tokens: [Some("t".repeat(32)), None],
        names: [Some("Ann".into()), None],
        created: 1_700_000_000_000,
        updated: 1_700_000_000_000,
        ..GameRow::default()
    }
}

async fn a_game_is_written_and_read_back_across_opens(db: Db) {
    let mut g = waiting_game("00112233aabbccdd");
    {
        let store = Store::open(&db.config()).await.unwrap();
        store.insert(&g).await.unwrap();
        g.status = "playing".into();
        g.state = Some("{}".into());
        g.tokens[1] = Some("u".repeat(32));
        g.names[1] = Some("Bob".into());
        g.updated = 1_700_000_000_009;
        store.update(&g).await.unwrap();
        assert!(
            store.insert(&g).await.is_err(),
            "an id is never given twice"
        );
    }
    let store = Store::open(&db.config()).await.unwrap();
    assert_eq!(store.get(&g.id).await.unwrap(), Some(g.clone()));
    assert_eq!(
        store.by_status("playing", 10).await.unwrap(),
        vec![g.clone()]
    );
    assert!(store.get("nope").await.unwrap().is_none());
    // Most recently changed first, at most `limit`.
    let mut later = waiting_game("ffeeddccbbaa0011");
    later.status = "playing".into();
    later.updated = g.updated + 1;
    store.insert(&later).await.unwrap();
    let ids = |rows: Vec<GameRow>| rows.into_iter().map(|r| r.id).collect::<Vec<_>>();
    assert_eq!(
        ids(store.by_status("playing", 10).await.unwrap()),
        [later.id.clone(), g.id.clone()]
    );
    assert_eq!(
        ids(store.by_status("playing", 1).await.unwrap()),
        [later.id.clone()]
    );
    assert!(store.by_status("waiting", 10).await.unwrap().is_empty());
}

async fn a_database_with_a_newer_schema_is_refused(db: Db) {
    drop(Store::open(&db.config()).await.unwrap());
    let newer = SCHEMA_VERSION + 1;
    match db.url {
        Some(_) => {
            db.execute(&format!("UPDATE schema_version SET version = {newer}"))
                .await
        }
        None => db.execute(&format!("PRAGMA user_version = {newer}")).await,
    }
    let refused = Store::open(&db.config()).await.err().expect("refused");
    assert!(
        refused.to_string().contains("newer than this server's"),
        "{refused:#}"
    );
}

async fn a_rematch_and_its_link_are_stored_both_or_neither(db: Db) {
    let store = Store::open(&db.config()).await.unwrap();
    let mut old = waiting_game("0000000000000001");
    old.status = "ended".into();
    store.insert(&old).await.unwrap();
    // The new game's id is taken: neither is stored, the old game keeps no link.
    let taken = waiting_game("0000000000000002");
    store.insert(&taken).await.unwrap();
    old.rematch = Some(taken.id.clone());
    assert!(store.insert_and_update(&taken, &old).await.is_err());
    assert_eq!(store.get(&old.id).await.unwrap().unwrap().rematch, None);
    // A free id: both.
    let new = waiting_game("0000000000000003");
    old.rematch = Some(new.id.clone());
    store.insert_and_update(&new, &old).await.unwrap();
    assert_eq!(store.get(&old.id).await.unwrap(), Some(old.clone()));
    assert_eq!(store.get(&new.id).await.unwrap(), Some(new));
}

/// Postgres writes concurrent updates in shared transactions (group commit): each update must
/// still be stored and answered on its own, and one for a game that is not there must fail
/// without failing the others written with it.
async fn many_updates_at_once_are_each_stored_and_a_missing_game_fails_alone(db: Db) {
    let store = Store::open(&db.config()).await.unwrap();
    let games: Vec<GameRow> = (0..300)
        .map(|i| waiting_game(&format!("{i:016x}")))
        .collect();
    for g in &games {
        store.insert(g).await.unwrap();
    }
    let updated: Vec<GameRow> = games
        .iter()
        .enumerate()
        .map(|(i, g)| GameRow {
            status: "playing".into(),
            state: Some(format!("{{\"n\":{i}}}")),
            updated: g.updated + i as u64,
            ..g.clone()
        })
        .collect();
    let missing = GameRow {
        status: "playing".into(),
        ..waiting_game("00000000deadbeef")
    };
    let mut calls = tokio::task::JoinSet::new();
    for (i, g) in updated.iter().enumerate() {
        let (one, g) = (store.clone(), g.clone());
        calls.spawn(async move { (Some(i), one.update(&g).await) });
        if i == 150 {
            let (one, g) = (store.clone(), missing.clone());
            calls.spawn(async move { (None, one.update(&g).await) });
        }
    }
    let mut stored = 0;
    while let Some(done) = calls.join_next().await {
        match done.unwrap() {
            (Some(i), result) => {
                assert!(result.is_ok(), "update {i}: {result:?}");
                stored += 1;
            }
            (None, result) => assert!(result.is_err(), "a missing game is never acknowledged"),
        }
    }
    assert_eq!(stored, updated.len());
    for g in &updated {
        assert_eq!(store.get(&g.id).await.unwrap().as_ref(), Some(g));
    }
    assert!(store.get(&missing.id).await.unwrap().is_none());
}
