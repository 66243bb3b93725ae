use super::*;
use crate::pgn::{read_pgn, PgnTags};

const W: Color = Color::White;
const B: Color = Color::Black;

fn blitz() -> LiveGame {
    LiveGame::new(Position::start(), TimeControl::parse("3+2").unwrap(), 1_000)
}

fn kinds(live: &mut LiveGame) -> Vec<EventKind> {
    live.take_events().into_iter().map(|e| e.kind).collect()
}

#[test]
fn increments_start_once_both_sides_have_moved() {
    let mut live = blitz();
    // First moves: no clock runs, no increment, each has its own limit.
    assert_eq!(live.next_deadline(), Some(1_000 + FIRST_MOVE_MS));
    live.play("e2e4", W, 20_000).unwrap();
    assert_eq!(live.next_deadline(), Some(20_000 + FIRST_MOVE_MS));
    let c = live.clocks(25_000).unwrap();
    assert_eq!((c.white, c.black, c.running), (180_000, 180_000, None));
    live.play("d7d5", B, 45_000).unwrap();
    assert_eq!(live.move_clocks(), [180_000, 180_000]);
    // Now White's clock runs.
    let c = live.clocks(50_000).unwrap();
    assert_eq!((c.white, c.running), (175_000, Some(W)));
    assert_eq!(c.deadline, Some(45_000 + 180_000));
    live.play("Be2", W, 55_500).unwrap();
    assert_eq!(live.move_clocks()[2], 180_000 - 10_500 + 2_000);
    live.play("d5e4", B, 56_000).unwrap();
    assert_eq!(live.move_clocks()[3], 180_000 - 500 + 2_000);
    assert_eq!(live.clocks(56_000).unwrap().white, 171_500);
}

#[test]
fn a_missed_first_move_aborts() {
    let mut live = blitz();
    assert!(!live.tick(1_000 + FIRST_MOVE_MS - 1));
    assert!(live.tick(1_000 + FIRST_MOVE_MS));
    assert_eq!(live.outcome(), Some(Outcome::Aborted));
    assert_eq!(live.ended_at(), Some(1_000 + FIRST_MOVE_MS));
    // Black's first move has its own limit, from White's move.
    let mut live = blitz();
    live.play("e2e4", W, 10_000).unwrap();
    let late = live.play("e7e5", B, 10_000 + FIRST_MOVE_MS);
    assert!(matches!(late, Err(LiveError::Over(Outcome::Aborted))));
    assert_eq!(live.game().ply(), 1);
    let ends: Vec<_> = kinds(&mut live)
        .into_iter()
        .filter(|k| matches!(k, EventKind::End { reason, .. } if reason == "aborted"))
        .collect();
    assert_eq!(
        ends.len(),
        1,
        "the refused move's call still reports the abort"
    );
}

#[test]
fn the_flag_falls_exactly_at_the_deadline() {
    let mut live = LiveGame::new(Position::start(), TimeControl::parse("1+0").unwrap(), 0);
    live.play("e2e4", W, 100).unwrap();
    live.play("e7e5", B, 200).unwrap();
    // White has 60 s from 200.
    assert_eq!(live.next_deadline(), Some(60_200));
    let mut just_in_time = live.clone();
    just_in_time.play("g1f3", W, 60_199).unwrap();
    assert_eq!(just_in_time.move_clocks()[2], 1);
    let refused = live.play("g1f3", W, 60_200);
    assert!(matches!(refused, Err(LiveError::Over(_))));
    let outcome = live.outcome().unwrap();
    assert_eq!((outcome.result(), outcome.reason()), ("0-1", "timeout"));
    assert_eq!(live.clocks(99_999).unwrap().white, 0);
    assert_eq!(live.ended_at(), Some(60_200));
    assert_eq!(live.next_deadline(), None);
    // Found once: a later call finds nothing more.
    assert_eq!(
        live.take_events()
            .iter()
            .filter(|e| matches!(e.kind, EventKind::End { .. }))
            .count(),
        1
    );
    assert!(live.tick(70_000));
    assert!(live.take_events().is_empty());
}

#[test]
fn a_flag_against_a_lone_king_is_a_draw() {
    let start = crate::fen::parse_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    let mut live = LiveGame::new(start, TimeControl::parse("0.5+0").unwrap(), 0);
    live.play("a1a2", W, 1).unwrap();
    live.play("e8d8", B, 2).unwrap();
    live.tick(2 + 30_000);
    let o = live.outcome().unwrap();
    assert_eq!((o.result(), o.reason()), ("1/2-1/2", "timeout"));
}

#[test]
fn the_wrong_seat_is_refused() {
    let mut live = blitz();
    assert_eq!(live.play("e7e5", B, 2_000), Err(LiveError::NotYourTurn(W)));
    assert_eq!(live.play("e2e4", B, 2_000), Err(LiveError::NotYourTurn(W)));
    assert!(matches!(
        live.play("e2e5", W, 2_000),
        Err(LiveError::Move(_))
    ));
    assert_eq!(live.game().ply(), 0);
    assert_eq!(live.seq(), 0, "a refusal is no event");
    live.play("e2e4", W, 2_000).unwrap();
    assert_eq!(live.play("d2d4", W, 2_100), Err(LiveError::NotYourTurn(B)));
}

#[test]
fn offers_are_pending_accepted_declined_and_cleared_by_a_move() {
    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    live.offer(OfferKind::Draw, W, 4_000).unwrap();
    assert_eq!(
        live.offer(OfferKind::Draw, W, 4_100),
        Err(LiveError::AlreadyOffered(OfferKind::Draw))
    );
    assert_eq!(live.offers().by(OfferKind::Draw), Some(W));
    // The mover's own draw offer stands through its move; the opponent's move clears it.
    live.play("g1f3", W, 5_000).unwrap();
    assert_eq!(live.offers().by(OfferKind::Draw), Some(W));
    live.play("b8c6", B, 6_000).unwrap();
    assert_eq!(live.offers().by(OfferKind::Draw), None);
    assert_eq!(
        live.accept(OfferKind::Draw, B, 6_100),
        Err(LiveError::NoOffer(OfferKind::Draw))
    );
    // Declined.
    live.offer(OfferKind::Draw, W, 7_000).unwrap();
    live.decline(OfferKind::Draw, B, 7_500).unwrap();
    assert_eq!(live.offers(), Offers::default());
    // Withdrawn.
    live.offer(OfferKind::Draw, W, 7_600).unwrap();
    assert_eq!(
        live.withdraw(OfferKind::Draw, B, 7_700),
        Err(LiveError::NoOffer(OfferKind::Draw))
    );
    live.withdraw(OfferKind::Draw, W, 7_700).unwrap();
    // An offer meeting the other side's accepts it.
    live.offer(OfferKind::Draw, B, 8_000).unwrap();
    live.offer(OfferKind::Draw, W, 8_500).unwrap();
    let o = live.outcome().unwrap();
    assert_eq!((o.result(), o.reason()), ("1/2-1/2", "agreement"));
    let names: Vec<String> = live
        .take_events()
        .iter()
        .map(|e| e.to_json().split('"').nth(5).unwrap_or("").to_string())
        .collect();
    assert_eq!(
        names,
        [
            "move",
            "move",
            "offer",
            "move",
            "move",
            "offer",
            "declined",
            "offer",
            "withdrawn",
            "offer",
            "end"
        ]
    );
}

#[test]
fn a_takeback_takes_back_the_proposers_move_and_the_reply() {
    let mut live = blitz();
    assert_eq!(
        live.offer(OfferKind::Takeback, W, 1_500),
        Err(LiveError::NothingToTakeBack)
    );
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    live.play("d1h5", W, 4_000).unwrap();
    // White proposes after its own move: one ply.
    live.offer(OfferKind::Takeback, W, 5_000).unwrap();
    live.accept(OfferKind::Takeback, B, 6_000).unwrap();
    assert_eq!(live.game().ply(), 2);
    assert_eq!(live.turn(), W);
    assert_eq!(live.move_clocks().len(), 2);
    // The clocks keep the time used: Black's 2 s of thinking were charged.
    let c = live.clocks(6_000).unwrap();
    assert_eq!(
        (c.white, c.black, c.running),
        (180_000 - 1_000 + 2_000, 178_000, Some(W))
    );
    // Black proposes on White's turn... no: on its own turn after White's reply: two plies.
    live.play("g1f3", W, 7_000).unwrap();
    live.offer(OfferKind::Takeback, B, 8_000).unwrap();
    live.play("b8c6", B, 9_000).unwrap();
    assert_eq!(
        live.offers().by(OfferKind::Takeback),
        None,
        "a move clears the mover's proposal"
    );
    live.offer(OfferKind::Takeback, B, 10_000).unwrap();
    live.accept(OfferKind::Takeback, W, 10_500).unwrap();
    assert_eq!((live.game().ply(), live.turn()), (3, B));
    live.play("d7d6", B, 11_000).unwrap();
    live.offer(OfferKind::Takeback, B, 12_000).unwrap();
    live.play("f1c4", W, 13_000).unwrap();
    assert_eq!(
        live.offers().by(OfferKind::Takeback),
        None,
        "and the opponent's"
    );
    live.offer(OfferKind::Takeback, B, 14_000).unwrap();
    live.accept(OfferKind::Takeback, W, 15_000).unwrap();
    assert_eq!(live.game().ply(), 3, "Black's d6 and White's reply");
}

#[test]
fn abort_resign_and_claim() {
    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.abort(B, 3_000).unwrap();
    assert_eq!(live.outcome(), Some(Outcome::Aborted));
    assert!(matches!(live.resign(W, 3_100), Err(LiveError::Over(_))));

    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    assert_eq!(live.abort(W, 4_000), Err(LiveError::TooLateToAbort));
    assert_eq!(
        live.claim_victory(W, 4_000),
        Err(LiveError::ClaimTooEarly(None))
    );
    live.set_connected(B, false, 5_000);
    assert_eq!(live.claim_at(W), Some(5_000 + CLAIM_AFTER_MS));
    assert_eq!(
        live.claim_victory(W, 5_000 + CLAIM_AFTER_MS - 1),
        Err(LiveError::ClaimTooEarly(Some(5_000 + CLAIM_AFTER_MS)))
    );
    live.set_connected(B, true, 20_000);
    live.set_connected(B, true, 20_001);
    assert_eq!(live.claim_at(W), None);
    live.set_connected(B, false, 40_000);
    live.claim_victory(W, 40_000 + CLAIM_AFTER_MS).unwrap();
    let o = live.outcome().unwrap();
    assert_eq!((o.result(), o.reason()), ("1-0", "abandonment"));
    assert_eq!(
        live.game().end_text().as_deref(),
        Some("Black left the game — White wins")
    );
    let presence = kinds(&mut live)
        .into_iter()
        .filter(|k| matches!(k, EventKind::Presence { .. }))
        .count();
    assert_eq!(presence, 3, "the repeated report is no event");

    let mut corr = LiveGame::new(Position::start(), TimeControl::parse("corr-1").unwrap(), 0);
    corr.play("e2e4", W, 1).unwrap();
    corr.play("e7e5", B, 2).unwrap();
    corr.set_connected(B, false, 3);
    assert_eq!(
        corr.claim_victory(W, 1_000_000),
        Err(LiveError::CannotClaim)
    );

    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.resign(W, 2_500).unwrap();
    let o = live.outcome().unwrap();
    assert_eq!((o.result(), o.reason()), ("0-1", "resignation"));
}

#[test]
fn correspondence_gives_days_per_move() {
    const DAY: u64 = 86_400_000;
    let mut live = LiveGame::new(Position::start(), TimeControl::parse("corr-3").unwrap(), 0);
    assert_eq!(live.next_deadline(), Some(3 * DAY));
    live.play("e2e4", W, DAY).unwrap();
    live.play("e7e5", B, 2 * DAY).unwrap();
    assert_eq!(live.next_deadline(), Some(5 * DAY));
    live.play("g1f3", W, 4 * DAY).unwrap();
    assert_eq!(
        live.clocks(4 * DAY).unwrap().black,
        3 * DAY,
        "the time does not carry over"
    );
    live.tick(7 * DAY);
    assert_eq!(live.outcome().map(|o| o.reason()), Some("timeout"));
}

#[test]
fn untimed_games_have_no_clock() {
    let mut live = LiveGame::new(Position::start(), TimeControl::Untimed, 0);
    assert_eq!((live.clocks(5), live.next_deadline()), (None, None));
    live.play("e2e4", W, u64::MAX / 2).unwrap();
    assert!(live.move_clocks().is_empty());
    assert!(!live.pgn(&PgnTags::new()).contains("%clk"));
}

#[test]
fn mate_ends_the_game_with_an_event() {
    let mut live = blitz();
    for (i, m) in ["e2e4", "d7d5", "f1e2", "d5e4", "e2b5"].iter().enumerate() {
        let by = if i % 2 == 0 { W } else { B };
        live.play(m, by, 2_000 + i as u64 * 1000).unwrap();
    }
    let o = live.outcome().unwrap();
    assert_eq!((o.result(), o.reason()), ("1-0", "checkmate"));
    let last = live.take_events().pop().unwrap();
    assert_eq!(
        last.to_json(),
        "{\"seq\":6,\"type\":\"end\",\"result\":\"1-0\",\"reason\":\"checkmate\",\"winner\":\"white\",\"text\":\"Checkmate — White wins\"}"
    );
    assert_eq!(live.clocks(99_000).unwrap().running, None);
}

#[test]
fn restore_gives_the_same_game_and_pgn() {
    let mut live = blitz();
    live.set_player(
        W,
        Player {
            name: Some(" Tweedledum ".into()),
            rating: Some(1500),
        },
    )
    .unwrap();
    live.set_player(
        B,
        Player {
            name: Some("Tweedle\"dee\" }".into()),
            rating: None,
        },
    )
    .unwrap();
    assert_eq!(
        live.set_player(
            B,
            Player {
                name: Some("a\nb".into()),
                rating: None
            }
        ),
        Err(LiveError::BadName)
    );
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    live.play("Be2", W, 9_400).unwrap();
    live.offer(OfferKind::Draw, W, 9_500).unwrap();
    let json = live.to_json(10_000);
    let mut back = LiveGame::from_json(&json).unwrap();
    assert_eq!(back.to_json(10_000), json);
    assert_eq!(back.seq(), live.seq());
    assert_eq!(back.offers().by(OfferKind::Draw), Some(W));
    assert_eq!(back.next_deadline(), live.next_deadline());
    let tags: PgnTags = [("Site", "http://127.0.0.1:8080/")].into_iter().collect();
    assert_eq!(back.pgn(&tags), live.pgn(&tags));
    // Both go on alike; the sequence continues.
    back.play("b8c6", B, 12_000).unwrap();
    live.play("b8c6", B, 12_000).unwrap();
    assert_eq!(back.take_events().last(), live.take_events().last());
    // A finished game too.
    live.resign(B, 13_000).unwrap();
    let json = live.to_json(13_000);
    let back = LiveGame::from_json(&json).unwrap();
    assert_eq!(back.to_json(13_000), json);
    assert_eq!(back.outcome(), live.outcome());
    for (declared, live) in [("flag", flagged()), ("abandonment", abandoned())] {
        let json = live.to_json(1 << 40);
        assert!(
            json.contains(&format!("\"declared\":\"{declared}\"")),
            "{json}"
        );
        assert_eq!(LiveGame::from_json(&json).unwrap().to_json(1 << 40), json);
    }
}

fn flagged() -> LiveGame {
    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    live.tick(1 << 30);
    live
}

fn abandoned() -> LiveGame {
    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    live.set_connected(W, false, 4_000);
    live.claim_victory(B, 40_000).unwrap();
    live
}

#[test]
fn bad_states_are_refused_with_the_field() {
    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    let json = live.to_json(3_000);
    for (from, to, field) in [
        ("\"v\":1", "\"v\":2", "newer"),
        ("\"e7e5\"", "\"e7e4\"", "move 2"),
        ("\"clk\":[180000,180000]", "\"clk\":[180000]", "clk"),
        ("\"control\":\"3+2\"", "\"control\":\"3+\"", "control"),
        (
            "\"remaining\":[180000,180000]",
            "\"remaining\":[180000]",
            "remaining",
        ),
        (
            "\"end\":null",
            "\"end\":{\"declared\":\"rules\",\"result\":\"1-0\",\"reason\":\"checkmate\"}",
            "result",
        ),
        ("\"draw\":null,", "\"draw\":\"red\",", "offers"),
    ] {
        assert!(json.contains(from), "{from}");
        let broken = json.replacen(from, to, 1);
        let err = LiveGame::from_json(&broken).unwrap_err();
        assert!(
            matches!(&err, LiveError::BadState(why) if why.contains(field)),
            "{field}: {err}"
        );
    }
    assert!(LiveGame::from_json("").is_err());
    assert!(LiveGame::from_json("[]").is_err());
}

#[test]
fn the_pgn_has_the_tags_and_clocks_read_back() {
    let mut live = LiveGame::new(
        Position::start(),
        TimeControl::parse("3+2").unwrap(),
        1_795_700_618_000,
    );
    let t0 = 1_795_700_618_000;
    live.set_player(
        W,
        Player {
            name: Some("Alice".into()),
            rating: Some(1720),
        },
    )
    .unwrap();
    live.play("e2e4", W, t0 + 2_000).unwrap();
    live.play("d7d5", B, t0 + 3_000).unwrap();
    live.play("f1e2", W, t0 + 15_600).unwrap();
    live.play("d5e4", B, t0 + 16_000).unwrap();
    live.play("e2b5", W, t0 + 17_000).unwrap();
    let pgn = live.pgn(&PgnTags::new());
    for tag in [
        "[Date \"2026.11.26\"]",
        "[White \"Alice\"]",
        "[Black \"Anonymous\"]",
        "[Result \"1-0\"]",
        "[WhiteElo \"1720\"]",
        "[UTCDate \"2026.11.26\"]",
        "[UTCTime \"13:43:38\"]",
        "[TimeControl \"180+2\"]",
        "[Termination \"checkmate\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    assert!(pgn.contains("2. Be2 {[%clk 0:02:49.4]}"), "{pgn}");
    let read = read_pgn(&pgn).unwrap();
    assert_eq!(read.game.moves(), live.game().moves());
    let clocks: Vec<u64> = read.clocks.iter().map(|c| c.unwrap()).collect();
    assert_eq!(clocks, live.move_clocks());
}

#[test]
fn resume_after_a_restart_does_not_charge_the_downtime() {
    let mut live = blitz();
    live.play("e2e4", W, 2_000).unwrap();
    live.play("e7e5", B, 3_000).unwrap();
    let saved = live.to_json(3_000);
    // The server was down from about 3 s to 600 s.
    let mut back = LiveGame::from_json(&saved).unwrap();
    back.resume_at(600_000);
    assert!(!back.tick(600_000));
    assert_eq!(back.clocks(600_000).unwrap().white, 180_000);
    assert_eq!(back.next_deadline(), Some(600_000 + 180_000));
    assert!(matches!(
        back.take_events()[0].kind,
        EventKind::Clock { .. }
    ));
    assert_eq!(back.seq(), live.seq() + 1);
}
