//! The lichess API's JSON shapes, made from our games: a game as the Bot and Board API streams
//! it (`gameFull`, `gameState`), a game as the event stream announces it (`gameStart`,
//! `gameFinish`: lichess's `GameEventInfo`), a challenge (`ChallengeJson`), a user. Field names,
//! types and values follow lichess's OpenAPI specification (`lichess-org/api`,
//! `doc/specs/schemas`); what a game lacks (an anonymous seat's rating) is left out, as lichess
//! leaves out an optional field.

use crate::store::{GameRow, UserRow};
use alice_chess::live::TimeControl;
use serde_json::{json, Value};

/// The variant, as lichess names a variant.
pub fn variant() -> Value {
    json!({"key": "alice", "name": "Alice", "short": "Alice"})
}

/// lichess's speed of a time control: from its estimated duration (the base time and 40
/// increments) — `ultraBullet` under 30 s, `bullet` under 3 min, `blitz` under 8, `rapid` under
/// 25, else `classical`; `correspondence` for days per move.
pub fn speed(control: TimeControl) -> &'static str {
    match control {
        TimeControl::Live {
            base_ms,
            increment_ms,
        } => {
            let seconds = (base_ms + 40 * increment_ms) / 1000;
            match seconds {
                0..30 => "ultraBullet",
                30..180 => "bullet",
                180..480 => "blitz",
                480..1500 => "rapid",
                _ => "classical",
            }
        }
        TimeControl::Correspondence { .. } => "correspondence",
        TimeControl::Untimed => "correspondence",
    }
}

/// A challenge's `timeControl`: `{type: "clock", limit, increment, show}` (seconds) or
/// `{type: "correspondence", daysPerTurn}`.
pub fn time_control(control: TimeControl) -> Value {
    match control {
        TimeControl::Live {
            base_ms,
            increment_ms,
        } => json!({
            "type": "clock",
            "limit": base_ms / 1000,
            "increment": increment_ms / 1000,
            "show": control.to_string(),
        }),
        TimeControl::Correspondence { days } => {
            json!({"type": "correspondence", "daysPerTurn": days})
        }
        TimeControl::Untimed => json!({"type": "unlimited"}),
    }
}

/// A user's id on lichess: the name in lowercase.
pub fn user_id(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// A user as a challenge shows one (lichess's `ChallengeUser`): `id`, `name`, `title` when it
/// has one, `online`.
pub fn challenge_user(user: &UserRow) -> Value {
    let mut v = json!({"id": user_id(&user.name), "name": user.name, "online": true});
    if let Some(t) = &user.title {
        v["title"] = json!(t);
    }
    v
}

/// lichess's game status name for our game: `created` (waiting), `started`, or how it ended —
/// `mate`, `resign`, `stalemate`, `outoftime` (a flag), `timeout` (the opponent left and
/// victory was claimed), `draw` (any draw), `aborted`.
pub fn status(game: &Value) -> &'static str {
    let outcome = &game["state"]["outcome"];
    if outcome.is_null() {
        return match game["status"].as_str() {
            Some("waiting") => "created",
            // Cancelled before it began.
            Some("ended") => "aborted",
            _ => "started",
        };
    }
    match outcome["reason"].as_str().unwrap_or("") {
        "checkmate" => "mate",
        "stalemate" => "stalemate",
        "resignation" => "resign",
        "timeout" => "outoftime",
        "abandonment" => "timeout",
        "aborted" => "aborted",
        _ => "draw",
    }
}

/// lichess's number for a status name.
pub fn status_id(name: &str) -> u32 {
    match name {
        "created" => 10,
        "started" => 20,
        "aborted" => 25,
        "mate" => 30,
        "resign" => 31,
        "stalemate" => 32,
        "timeout" => 33,
        "draw" => 34,
        "outoftime" => 35,
        _ => 38,
    }
}

/// The largest clock lichess writes (a correspondence game's, on lichess).
const NO_CLOCK: u64 = 2_147_483_647;

/// A game's `gameState` (moves in UCI, the clocks in ms as of now, the increments, the status,
/// the winner and the offers) from its public JSON (`GET /api/games/{id}`).
pub fn game_state(game: &Value) -> Value {
    let state = &game["state"];
    let moves: Vec<&str> = state["moves"]
        .as_array()
        .map(|m| m.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let clock = |c: &str| state["clocks"][c].as_u64().unwrap_or(NO_CLOCK);
    let control = game["control"]
        .as_str()
        .and_then(|c| TimeControl::parse(c).ok())
        .unwrap_or(TimeControl::Untimed);
    let increment = match control {
        TimeControl::Live { increment_ms, .. } => increment_ms,
        _ => 0,
    };
    let status = status(game);
    let mut v = json!({
        "type": "gameState",
        "moves": moves.join(" "),
        "wtime": clock("white"),
        "btime": clock("black"),
        "winc": increment,
        "binc": increment,
        "status": status,
    });
    if let Some(w) = state["outcome"]["winner"].as_str() {
        v["winner"] = json!(w);
    }
    for (kind, key) in [("draw", "draw"), ("takeback", "takeback")] {
        match state["offers"][kind].as_str() {
            Some("white") => v[format!("w{key}")] = json!(true),
            Some("black") => v[format!("b{key}")] = json!(true),
            _ => {}
        }
    }
    v
}

/// A seat of a game as `gameFull` shows it (lichess's `GameEventPlayer`): `id`, `name`,
/// `title` (`null` without one); an anonymous seat has the name it gave.
fn player(name: Option<&str>, title: Option<&str>, rating: &Value) -> Value {
    let name = name.unwrap_or("Anonymous");
    let mut v = json!({"id": user_id(name), "name": name, "title": title});
    with_rating(&mut v, rating);
    v
}

/// `rating` and `provisional` of a seat's rating in a game's `ratings` (an account's), if any.
fn with_rating(v: &mut Value, rating: &Value) {
    if let Some(r) = rating["rating"].as_u64() {
        v["rating"] = json!(r);
        if rating["prov"] == true {
            v["provisional"] = json!(true);
        }
    }
}

/// Whether the game is rated: as its task says, else as stored.
fn rated(row: &GameRow, game: &Value) -> bool {
    game["rated"].as_bool().unwrap_or(row.rated)
}

/// The game speed's perf name.
fn perf_name(speed: &str) -> String {
    let mut c = speed.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// The first line of a game's stream: `gameFull` (`titles`: each seat's account title).
pub fn game_full(row: &GameRow, game: &Value, titles: [Option<String>; 2]) -> Value {
    let control = TimeControl::parse(&row.control).unwrap_or(TimeControl::Untimed);
    let speed = speed(control);
    let mut v = json!({
        "type": "gameFull",
        "id": row.id,
        "variant": variant(),
        "speed": speed,
        "perf": {"name": perf_name(speed)},
        "rated": rated(row, game),
        "createdAt": row.created,
        "white": player(row.names[0].as_deref(), titles[0].as_deref(), &game["ratings"]["white"]),
        "black": player(row.names[1].as_deref(), titles[1].as_deref(), &game["ratings"]["black"]),
        "initialFen": game["state"]["start"].as_str().unwrap_or("startpos"),
        "state": game_state(game),
    });
    match control {
        TimeControl::Live {
            base_ms,
            increment_ms,
        } => v["clock"] = json!({"initial": base_ms, "increment": increment_ms}),
        TimeControl::Correspondence { days } => v["daysPerTurn"] = json!(days),
        TimeControl::Untimed => {}
    }
    v
}

/// A game as the event stream announces it to the player of `seat` (0 white, 1 black):
/// lichess's `GameEventInfo`, for `gameStart` and `gameFinish`.
pub fn game_info(row: &GameRow, game: &Value, seat: usize) -> Value {
    let control = TimeControl::parse(&row.control).unwrap_or(TimeControl::Untimed);
    let color = if seat == 0 { "white" } else { "black" };
    let state = &game["state"];
    let last = state["moves"]
        .as_array()
        .and_then(|m| m.last())
        .and_then(Value::as_str)
        .unwrap_or("");
    let opponent = row.names[1 - seat].as_deref().unwrap_or("Anonymous");
    let status = status(game);
    let over = !matches!(status, "created" | "started");
    let mut v = json!({
        "fullId": row.id,
        "gameId": row.id,
        "id": row.id,
        "fen": state["fen"].as_str().unwrap_or(""),
        "color": color,
        "lastMove": last,
        "source": "friend",
        "status": {"id": status_id(status), "name": status},
        "variant": variant(),
        "speed": speed(control),
        "perf": "alice",
        "rated": rated(row, game),
        "hasMoved": state["moves"].as_array().is_some_and(|m| {
            // The seat's own first move is ply 0 (white) or 1 (black).
            m.len() > seat
        }),
        "opponent": {"id": user_id(opponent), "username": opponent},
        "isMyTurn": !over && state["turn"].as_str() == Some(color),
        "compat": {"bot": true, "board": true},
    });
    let them = if seat == 0 { "black" } else { "white" };
    with_rating(&mut v["opponent"], &game["ratings"][them]);
    if over {
        if let Some(d) = game["ratings"][them]["diff"].as_i64() {
            v["opponent"]["ratingDiff"] = json!(d);
        }
        if let Some(d) = game["ratings"][color]["diff"].as_i64() {
            v["ratingDiff"] = json!(d);
        }
    }
    if let Some(ms) = state["clocks"][color].as_u64() {
        v["secondsLeft"] = json!(ms / 1000);
    }
    if over {
        if let Some(w) = state["outcome"]["winner"].as_str() {
            v["winner"] = json!(w);
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speeds_as_lichess_counts_them() {
        let live = |m: &str| speed(TimeControl::parse(m).unwrap());
        assert_eq!(live("0.25+0"), "ultraBullet");
        assert_eq!(live("1+0"), "bullet");
        assert_eq!(live("3+2"), "blitz");
        assert_eq!(live("10+0"), "rapid");
        assert_eq!(live("30+0"), "classical");
        assert_eq!(live("corr-3"), "correspondence");
    }

    #[test]
    fn statuses_and_states() {
        let game = json!({
            "status": "ended", "control": "3+2",
            "state": {"moves": ["e2e4", "e7e5"], "clocks": {"white": 170000, "black": 180000},
                      "offers": {"draw": "black", "takeback": null},
                      "outcome": {"reason": "resignation", "winner": "white"}}
        });
        assert_eq!(
            game_state(&game),
            json!({"type": "gameState", "moves": "e2e4 e7e5", "wtime": 170000,
                   "btime": 180000, "winc": 2000, "binc": 2000, "status": "resign",
                   "winner": "white", "bdraw": true})
        );
        assert_eq!(
            status(&json!({"status": "playing", "state": {"outcome": null}})),
            "started"
        );
        assert_eq!(
            status(&json!({"status": "ended", "state": null})),
            "aborted"
        );
        assert_eq!(
            status(&json!({"state": {"outcome": {"reason": "threefold repetition"}}})),
            "draw"
        );
        assert_eq!(status_id("outoftime"), 35);
    }
}
