//! The server's own computer players: so that the lobby is never empty, bot accounts
//! (`Computer-1`, `Computer-3`, `Computer-5`, `Computer-8`: the engine's levels, title `BOT`)
//! keep an open seek in the lobby for each of [`CONTROLS`] (a blitz, a rapid and a
//! correspondence game). Joining one starts an ordinary game against the engine; the seek is
//! made again at once.
//!
//! - The engine (`alice_chess::search`) runs natively on a pool of its own threads
//!   ([`Engine`]: [`threads`] of them, never tokio's workers), which also caps the searches
//!   running at once; a search's time comes from the computer's clock ([`budget`]), less the
//!   time it waited for a thread; a correspondence move gets [`CORR_MOVE_MS`].
//! - It resigns a hopeless game (mated soon, or [`RESIGN_CP`] down, two searches running, after
//!   move 10), accepts a draw offer when it is worse or the game is level and long, declines it
//!   otherwise, and declines takebacks.
//! - At most [`MAX_GAMES`] computer games at once: past it, no new seek until one ends.
//! - A game in progress is taken up again when the server starts.
//! - In a cluster, only the node that leads it offers the seeks
//!   ([`crate::cluster::Cluster::leads`]): the lobby lists one set; a node that stops leading
//!   takes its seeks back (its games go on).
//! - A player may also challenge a computer from its profile ([`accept`]: any control and
//!   colour): the game starts at once.
//!
//! Each computer has Glicko-2 ratings per speed like any account: its seeks are rated, and a
//! game is rated when the human who joins is signed in (both ratings change at its end, in the
//! same transaction as a game between two people); an anonymous player who joins plays a
//! casual game (the game's task makes it so: a rated seek of a `BOT` account). `--computer off`
//! (`ALICE_COMPUTER=off`) turns them off.

use crate::clock::now_ms;
use crate::state::AppState;
use crate::types::{Connected, HubError, NewGame};
use alice_chess::live::TimeControl;
use alice_chess::search::time::{budget, GameClock};
use alice_chess::search::Score;
use alice_chess::search::{Control, Limits, Searcher};
use alice_chess::{Color, Game, Position};
use serde_json::Value;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, oneshot};

/// The levels that play (1 to 8; 8 is the full engine).
pub const LEVELS: [u8; 4] = [1, 3, 5, 8];
/// The time controls each level keeps a seek open for.
pub const CONTROLS: [&str; 3] = ["3+2", "10+5", "corr-3"];
/// Computer games at once, at most.
pub const MAX_GAMES: usize = 64;
/// A correspondence move's thinking time (ms).
pub const CORR_MOVE_MS: f64 = 2_000.0;
/// The longest a live move thinks (ms), whatever the clock.
pub const MAX_MOVE_MS: f64 = 5_000.0;
/// A game that cannot be reached (or a move not stored) is tried again after this long…
const RETRY: Duration = Duration::from_secs(1);
/// …this many times running before the computer leaves it.
const MAX_FAILURES: u32 = 60;
/// Resigns when this many centipawns down (from a search at least this sure, twice running).
pub const RESIGN_CP: i32 = 1_200;

/// A computer account's name.
pub fn name(level: u8) -> String {
    format!("Computer-{level}")
}

/// The engine's threads: one fewer than the machine's cores (at least one, at most four).
pub fn threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get().saturating_sub(1))
        .clamp(1, 4)
}

/// One search asked of the pool.
struct Job {
    game: Game,
    level: u8,
    /// The time to aim for and never to pass (ms), counted from when the job was asked.
    soft_ms: f64,
    hard_ms: f64,
    asked: Instant,
    reply: oneshot::Sender<(Option<String>, Score)>,
}

/// The engine's thread pool.
pub struct Engine {
    jobs: std::sync::mpsc::SyncSender<Job>,
}

impl Engine {
    /// `threads` engine threads, each with its own searcher (16 MB table).
    pub fn start(threads: usize) -> Arc<Engine> {
        let (jobs, rx) = std::sync::mpsc::sync_channel::<Job>(MAX_GAMES);
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads {
            let rx = rx.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("engine-{i}"))
                .spawn(move || {
                    let mut searcher = Searcher::native(16);
                    loop {
                        let job = {
                            let rx = rx.lock().unwrap_or_else(|e| e.into_inner());
                            rx.recv()
                        };
                        let Ok(job) = job else { return };
                        let answer = think(&mut searcher, &job);
                        let _ = job.reply.send(answer);
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start an engine thread");
            }
        }
        Arc::new(Engine { jobs })
    }

    /// The move (UCI) to play in `game` at `level`, and its score from the mover's view.
    async fn best(
        &self,
        game: Game,
        level: u8,
        soft_ms: f64,
        hard_ms: f64,
    ) -> Option<(Option<String>, Score)> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            game,
            level,
            soft_ms,
            hard_ms,
            asked: Instant::now(),
            reply,
        };
        self.jobs.try_send(job).ok()?;
        answer.await.ok()
    }
}

/// Runs one search (on an engine thread).
fn think(searcher: &mut Searcher, job: &Job) -> (Option<String>, Score) {
    let waited = job.asked.elapsed().as_secs_f64() * 1000.0;
    let hard = (job.hard_ms - waited).max(50.0);
    let soft = (job.soft_ms - waited).clamp(20.0, hard);
    let game = &job.game;
    let history: Vec<u64> = (0..game.ply())
        .filter_map(|i| game.position_at(i).map(Position::repetition_key))
        .collect();
    let limits = Limits {
        movetime_ms: Some(hard),
        level: job.level,
        seed: now_ms(),
        ..Limits::default()
    };
    let control = Control {
        soft_ms: Some(soft),
        ..Control::default()
    };
    let result = searcher.search_with(game.position(), &history, &limits, &control, &mut |_| {});
    (result.best.map(|m| m.uci()), result.score)
}

/// The soft and hard limits (ms) of a move with `control`, the computer having `left_ms`.
pub fn move_time(control: TimeControl, left_ms: u64) -> (f64, f64) {
    match control {
        TimeControl::Live { increment_ms, .. } => {
            let b = budget(&GameClock {
                time_ms: left_ms as f64,
                inc_ms: increment_ms as f64,
                moves_to_go: None,
                overhead_ms: 150.0,
            });
            (b.soft_ms.min(MAX_MOVE_MS), b.hard_ms.min(MAX_MOVE_MS))
        }
        _ => (CORR_MOVE_MS, CORR_MOVE_MS),
    }
}

/// The computer players, running.
pub struct Computers {
    engine: Arc<Engine>,
    games: AtomicUsize,
}

/// Why a computer cannot take a challenge.
#[derive(Debug)]
pub enum Refused {
    /// The computer players are off on this server.
    Off,
    /// [`MAX_GAMES`] computer games are being played.
    Busy,
    /// The game could not be joined.
    Hub(HubError),
}

/// Starts the computer players of `state` (their accounts made if need be, their games in
/// progress taken up, their seeks opened).
pub fn start(state: Arc<AppState>) {
    let computers = Arc::new(Computers {
        engine: Engine::start(threads()),
        games: AtomicUsize::new(0),
    });
    let _ = state.computers.set(computers.clone());
    tokio::spawn(async move {
        for level in LEVELS {
            let Some(user) = account(&state, level).await else {
                continue;
            };
            crate::types::register_computer(user, level);
            resume(&state, &computers, user, level).await;
            for control in CONTROLS {
                let (state, computers) = (state.clone(), computers.clone());
                tokio::spawn(seek(state, computers, user, level, control));
            }
        }
    });
}

/// The computer of `level` (account `user`) takes the free seat of game `id` (made by the
/// player who challenged it from its profile): the game starts and the computer plays it.
///
/// # Errors
/// [`Refused`]: the computer players are off, busy, or the seat cannot be taken.
pub async fn accept(state: &Arc<AppState>, user: i64, level: u8, id: &str) -> Result<(), Refused> {
    let computers = state.computers.get().ok_or(Refused::Off)?.clone();
    if computers.games.fetch_add(1, Ordering::Relaxed) >= MAX_GAMES {
        computers.games.fetch_sub(1, Ordering::Relaxed);
        return Err(Refused::Busy);
    }
    let joined = async {
        let (_, token) = state
            .hub
            .join(id, Some(name(level)), None, Some(user))
            .await?;
        state.hub.connect(id, Some(token)).await
    }
    .await;
    match joined {
        Ok(connected) => {
            let state = state.clone();
            tokio::spawn(play(state, computers, id.to_string(), connected, level));
            Ok(())
        }
        Err(e) => {
            computers.games.fetch_sub(1, Ordering::Relaxed);
            Err(Refused::Hub(e))
        }
    }
}

/// The account of `level` (made the first time; idempotent, also when several nodes start
/// at once).
async fn account(state: &AppState, level: u8) -> Option<i64> {
    let name = name(level);
    let key = name.to_ascii_lowercase();
    for _ in 0..2 {
        match state.store.user_by_key(&key).await {
            Ok(Some(u)) => return Some(u.id),
            Ok(None) => {
                let title = Some(crate::botapi::BOT_TITLE);
                // Made by another node at the same moment: read again.
                if let Err(e) = state
                    .store
                    .create_user(&name, &key, None, title, now_ms())
                    .await
                {
                    tracing::warn!(error = %e, "database: a computer's account (read again)");
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "database: a computer's account");
                return None;
            }
        }
    }
    None
}

/// Takes up the games in progress of the computer `user`.
async fn resume(state: &Arc<AppState>, computers: &Arc<Computers>, user: i64, level: u8) {
    let Ok(rows) = state.store.games_of(user, MAX_GAMES).await else {
        return;
    };
    for row in rows.into_iter().filter(|r| r.status == "playing") {
        let Some(seat) = (0..2).find(|&i| row.users[i] == Some(user)) else {
            continue;
        };
        if let Ok(connected) = state.hub.connect(&row.id, row.tokens[seat].clone()).await {
            computers.games.fetch_add(1, Ordering::Relaxed);
            let (state, computers) = (state.clone(), computers.clone());
            tokio::spawn(play(state, computers, row.id.clone(), connected, level));
        }
    }
}

/// Keeps one seek of `level` open for `control`: made again as soon as someone joins it.
async fn seek(
    state: Arc<AppState>,
    computers: Arc<Computers>,
    user: i64,
    level: u8,
    control: &'static str,
) {
    let Ok(tc) = TimeControl::parse(control) else {
        return;
    };
    loop {
        if computers.games.load(Ordering::Relaxed) >= MAX_GAMES
            || !state.hub.offers_computer_seeks()
        {
            tokio::time::sleep(Duration::from_secs(2)).await;
            continue;
        }
        let new = NewGame {
            control: tc,
            color: "random".into(),
            name: Some(name(level)),
            seek: true,
            user: Some(user),
            // Rated for a signed-in player who joins it; an anonymous one plays it casual.
            rated: true,
            rating_range: [None, None],
            id: None,
        };
        let Ok((id, _, token)) = state.hub.create(new).await else {
            tokio::time::sleep(Duration::from_secs(5)).await;
            continue;
        };
        let Ok(mut connected) = state.hub.connect(&id, Some(token)).await else {
            tokio::time::sleep(Duration::from_secs(5)).await;
            continue;
        };
        // Until someone joins (or the seek is gone). In a cluster, a node that no longer leads
        // it takes its seek back: the new leader offers its own.
        let mut check = tokio::time::interval(Duration::from_secs(2));
        check.tick().await;
        let mut withdrawn = false;
        let joined = loop {
            tokio::select! {
                msg = connected.relay.recv() => match msg {
                    Ok(text) if text.contains("\"t\":\"start\"") => break true,
                    Ok(text) if text.contains("\"t\":\"cancelled\"") => break false,
                    Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => break false,
                },
                _ = check.tick() => {
                    if !withdrawn && !state.hub.offers_computer_seeks() {
                        if let Some(seat) = connected.seat {
                            let abort = crate::protocol::ClientMsg::Abort { id: None, v: None };
                            state.hub.act(&id, seat, abort).await;
                            withdrawn = true;
                        }
                    }
                }
            }
        };
        if joined {
            computers.games.fetch_add(1, Ordering::Relaxed);
            let (state, computers) = (state.clone(), computers.clone());
            tokio::spawn(play(state, computers, id, connected, level));
        } else {
            state
                .hub
                .disconnect(&id, connected.seat, &connected.link)
                .await;
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
}

/// Whether a score is hopeless for the side it is for.
fn hopeless(score: Score) -> bool {
    match score {
        Score::Mate(n) => n < 0,
        Score::Cp(cp) => cp <= -RESIGN_CP,
    }
}

/// Plays game `id` as the seat `connected` holds, until it ends.
async fn play(
    state: Arc<AppState>,
    computers: Arc<Computers>,
    id: String,
    mut connected: Connected,
    level: u8,
) {
    if let Some(me) = connected.seat {
        let mut searched: Option<u64> = None;
        let mut last_score: Option<Score> = None;
        let mut hopeless_in_a_row = 0;
        let mut failures = 0;
        loop {
            // A game that cannot be reached for a moment (a busy database, a takeover in a
            // cluster) is asked again, not left: its opponent would wait for a move forever.
            let game = match state.hub.game_json(&id).await {
                Ok(game) => {
                    failures = 0;
                    game
                }
                Err(HubError::Storage | HubError::Unavailable) if failures < MAX_FAILURES => {
                    failures += 1;
                    tokio::time::sleep(RETRY).await;
                    continue;
                }
                Err(_) => break,
            };
            if game["status"] == "ended" || !game["state"]["outcome"].is_null() {
                break;
            }
            if game["status"] == "playing" {
                if let Some(done) = turn(
                    &state,
                    &computers,
                    &id,
                    me,
                    level,
                    &game,
                    &mut searched,
                    &mut last_score,
                    &mut hopeless_in_a_row,
                )
                .await
                {
                    if done {
                        break;
                    }
                    continue;
                }
            }
            match connected.relay.recv().await {
                Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                Err(broadcast::error::RecvError::Closed) => break,
            }
        }
    }
    state
        .hub
        .disconnect(&id, connected.seat, &connected.link)
        .await;
    computers.games.fetch_sub(1, Ordering::Relaxed);
}

/// The computer's part at this point of the game: answers the opponent's offers, and moves
/// when it is its turn. `Some(true)`: the game is over for it (it resigned); `Some(false)`:
/// it acted (look again); `None`: nothing to do (wait for the opponent).
#[allow(clippy::too_many_arguments)]
async fn turn(
    state: &AppState,
    computers: &Computers,
    id: &str,
    me: Color,
    level: u8,
    game: &Value,
    searched: &mut Option<u64>,
    last_score: &mut Option<Score>,
    hopeless_in_a_row: &mut u32,
) -> Option<bool> {
    use crate::protocol::ClientMsg;
    let st = &game["state"];
    let ply = st["ply"].as_u64().unwrap_or(0);
    let them = me.other().name();
    if st["offers"]["takeback"].as_str() == Some(them) {
        let kind = "takeback".to_string();
        state
            .hub
            .act(
                id,
                me,
                ClientMsg::Decline {
                    id: None,
                    kind,
                    v: None,
                },
            )
            .await;
        return Some(false);
    }
    if st["offers"]["draw"].as_str() == Some(them) {
        // Worse, or level in a long game: a draw is welcome.
        let accept = match *last_score {
            Some(Score::Mate(n)) => n < 0,
            Some(Score::Cp(cp)) => cp <= -150 || (cp.abs() <= 30 && ply >= 80),
            None => false,
        };
        let kind = "draw".to_string();
        let msg = if accept {
            ClientMsg::Accept {
                id: None,
                kind,
                v: None,
            }
        } else {
            ClientMsg::Decline {
                id: None,
                kind,
                v: None,
            }
        };
        state.hub.act(id, me, msg).await;
        return Some(false);
    }
    if st["turn"].as_str() != Some(me.name()) || *searched == Some(ply) {
        return None;
    }
    *searched = Some(ply);
    let control = game["control"]
        .as_str()
        .and_then(|c| TimeControl::parse(c).ok())?;
    let left = st["clocks"][me.name()].as_u64().unwrap_or(60_000);
    let (soft, hard) = move_time(control, left);
    let mut replay = match st["start"].as_str() {
        Some(fen) => Game::new(Position::from_fen(fen).ok()?),
        None => Game::new(Position::start()),
    };
    for m in st["moves"].as_array()? {
        replay.play_text(m.as_str()?).ok()?;
    }
    let (best, score) = computers.engine.best(replay, level, soft, hard).await?;
    *last_score = Some(score);
    *hopeless_in_a_row = if hopeless(score) {
        *hopeless_in_a_row + 1
    } else {
        0
    };
    if *hopeless_in_a_row >= 2 && ply >= 20 {
        state
            .hub
            .act(id, me, ClientMsg::Resign { id: None, v: None })
            .await;
        return Some(true);
    }
    let uci = best?;
    let msg = ClientMsg::Move {
        id: None,
        uci,
        ply: ply as u32,
        v: None,
    };
    let answer = state.hub.act(id, me, msg).await;
    let code = serde_json::from_str::<Value>(&answer)
        .ok()
        .map(|a| a["code"].clone());
    if matches!(
        code.as_ref().and_then(Value::as_str),
        Some("unavailable" | "storage")
    ) {
        // Not stored: searched again and sent again once the game answers.
        *searched = None;
        tokio::time::sleep(RETRY).await;
    }
    Some(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_times_follow_the_clock() {
        let blitz = TimeControl::parse("3+2").unwrap();
        let (soft, hard) = move_time(blitz, 180_000);
        assert!(
            soft > 1_000.0 && soft <= hard && hard <= MAX_MOVE_MS,
            "{soft} {hard}"
        );
        let (soft, hard) = move_time(blitz, 2_000);
        assert!(soft < 1_000.0 && hard < 2_000.0, "{soft} {hard}");
        let corr = TimeControl::parse("corr-3").unwrap();
        assert_eq!(move_time(corr, 0), (CORR_MOVE_MS, CORR_MOVE_MS));
        assert!(hopeless(Score::Mate(-3)) && !hopeless(Score::Mate(2)));
        assert!(hopeless(Score::Cp(-1500)) && !hopeless(Score::Cp(-300)));
        assert_eq!(name(5), "Computer-5");
        assert!(crate::accounts::name_key(&name(8)).is_ok());
    }
}
