//! The search thread: it owns the searcher (and so the transposition table, which lives on from
//! move to move), takes jobs in order from the protocol thread, prints `info` lines and
//! `bestmove`. The protocol thread keeps reading commands meanwhile, so `stop`, `ponderhit` and
//! `isready` are answered at once.

use super::plan::Plan;
use super::say;
use alice_chess::search::{smp, Control, Info, Searcher};
use alice_chess::{Move, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// One search to run.
pub struct Search {
    /// The position to search.
    pub root: Position,
    /// Repetition keys of the game's earlier positions, oldest first.
    pub history: Vec<u64>,
    /// Limits and flags from `go`.
    pub plan: Plan,
    /// Lines to report.
    pub multipv: usize,
    /// Root moves to consider (empty: all).
    pub only: Vec<Move>,
    /// Search threads (1: no helpers).
    pub threads: usize,
}

enum Job {
    Search(Box<Search>),
    Clear,
    Resize(usize),
    Ready,
    Quit,
}

/// The flags both threads see.
#[derive(Default)]
struct Flags {
    /// Set by `stop` (and `quit`): end the search, answer now.
    stop: Arc<AtomicBool>,
    /// Set for `go ponder` until `ponderhit`: no time limit, no answer.
    hold: Arc<AtomicBool>,
    /// A search was handed over and its `bestmove` is not out yet.
    busy: AtomicBool,
}

/// The handle the protocol thread keeps on the search thread.
pub struct Engine {
    jobs: Sender<Job>,
    flags: Arc<Flags>,
    worker: Option<JoinHandle<()>>,
}

impl Engine {
    /// Starts the search thread with a table of `hash_mb` MB.
    pub fn start(hash_mb: usize) -> Result<Engine, String> {
        let (jobs, inbox) = channel();
        let flags = Arc::new(Flags::default());
        let shared = Arc::clone(&flags);
        let worker = std::thread::Builder::new()
            .name("search".into())
            // Deep recursion with positions on the stack: give it room.
            .stack_size(64 * 1024 * 1024)
            .spawn(move || work(&inbox, &shared, hash_mb))
            .map_err(|e| format!("cannot start the search thread: {e}"))?;
        Ok(Engine {
            jobs,
            flags,
            worker: Some(worker),
        })
    }

    /// Whether a search is running (its `bestmove` not yet printed).
    pub fn searching(&self) -> bool {
        self.flags.busy.load(Ordering::SeqCst)
    }

    /// Starts a search; its `info` and `bestmove` lines come from the search thread.
    pub fn go(&self, search: Search) {
        self.flags.stop.store(false, Ordering::SeqCst);
        self.flags.hold.store(search.plan.ponder, Ordering::SeqCst);
        self.flags.busy.store(true, Ordering::SeqCst);
        self.send(Job::Search(Box::new(search)));
    }

    /// `stop`: the running search answers now; returns once its `bestmove` is out (so that a
    /// following `isready` or `go` comes after it).
    pub fn stop(&self) {
        self.flags.hold.store(false, Ordering::SeqCst);
        self.flags.stop.store(true, Ordering::SeqCst);
        self.wait_idle(Duration::from_secs(5));
    }

    /// Waits up to `limit` for the running search's `bestmove`; whether it came.
    pub fn wait_idle(&self, limit: Duration) -> bool {
        let start = Instant::now();
        while self.searching() {
            if start.elapsed() >= limit {
                return false;
            }
            std::thread::sleep(Duration::from_micros(100));
        }
        true
    }

    /// `ponderhit`: the time limits apply from now on.
    pub fn ponderhit(&self) {
        self.flags.hold.store(false, Ordering::SeqCst);
    }

    /// Forget what was learnt (after the running search, if any).
    pub fn clear(&self) {
        self.send(Job::Clear);
    }

    /// A new table of `mb` MB (after the running search, if any).
    pub fn resize(&self, mb: usize) {
        self.send(Job::Resize(mb));
    }

    /// `isready`: `readyok` at once during a search, else once the jobs before it are done.
    pub fn ready(&self) {
        if self.searching() {
            say("readyok");
        } else {
            self.send(Job::Ready);
        }
    }

    fn send(&self, job: Job) {
        if self.jobs.send(job).is_err() {
            say("info string the search thread has ended");
        }
    }

    /// Stops any search and ends the search thread.
    pub fn quit(&mut self) {
        self.stop();
        let _ = self.jobs.send(Job::Quit);
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.quit();
    }
}

/// The search thread's loop.
fn work(inbox: &Receiver<Job>, flags: &Flags, hash_mb: usize) {
    let mut searcher = Searcher::native(hash_mb);
    // Helper searchers of a parallel search, on the same table (kept from move to move).
    let mut helpers = Vec::new();
    while let Ok(job) = inbox.recv() {
        match job {
            Job::Search(search) => {
                smp::ensure_helpers(&searcher, &mut helpers, search.threads.max(1) - 1);
                run(&mut searcher, &mut helpers, &search, flags);
            }
            Job::Clear => {
                searcher.clear();
                helpers.clear();
            }
            Job::Resize(mb) => {
                // The old table goes before the new one comes: never both in memory.
                helpers.clear();
                drop(std::mem::replace(&mut searcher, Searcher::native(1)));
                searcher = Searcher::native(mb);
                let got = (searcher.tt_bytes() + 512 * 1024) / (1024 * 1024);
                if got < mb {
                    say(&format!(
                        "info string Hash: only {got} MB of the {mb} MB asked could be allocated"
                    ));
                }
            }
            Job::Ready => say("readyok"),
            Job::Quit => break,
        }
    }
}

/// Runs one search and answers with `bestmove` (after `stop` or `ponderhit` when it must wait).
fn run(searcher: &mut Searcher, helpers: &mut [Searcher], search: &Search, flags: &Flags) {
    let plan = &search.plan;
    let control = Control {
        soft_ms: plan.soft_ms,
        multipv: search.multipv,
        mate: plan.mate,
        only: search.only.clone(),
        stop: Some(Arc::clone(&flags.stop)),
        hold: Some(Arc::clone(&flags.hold)),
        ..Control::default()
    };
    let result = smp::search(
        searcher,
        helpers,
        &search.root,
        &search.history,
        &plan.limits,
        &control,
        &mut |info| say(&info_line(info)),
    );
    if result.best.is_none() {
        say(&format!("info depth 0 score {}", result.score));
    }
    // `go infinite` and `go ponder` answer only when told to.
    while !flags.stop.load(Ordering::SeqCst) && (plan.infinite || flags.hold.load(Ordering::SeqCst))
    {
        std::thread::sleep(Duration::from_micros(500));
    }
    let ponder = result.best.and_then(|best| {
        result.pv.get(1).copied().or_else(|| {
            let mut after = search.root;
            after.play_unchecked(best);
            searcher.table_move(&after)
        })
    });
    let answer = match (result.best, ponder) {
        (Some(best), Some(p)) => format!("bestmove {best} ponder {p}"),
        (Some(best), None) => format!("bestmove {best}"),
        (None, _) => "bestmove (none)".to_string(),
    };
    say(&answer);
    flags.busy.store(false, Ordering::SeqCst);
}

/// `info depth … pv …` for one line of one iteration.
pub fn info_line(info: &Info) -> String {
    let pv: Vec<String> = info.pv.iter().map(|m| m.uci()).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {:.0} pv {}",
        info.depth,
        info.seldepth.max(info.depth),
        info.multipv,
        info.score,
        info.nodes,
        info.nps(),
        info.hashfull,
        info.time_ms,
        pv.join(" ")
    )
}
